import { type Logger, LogThrottle, redactSecrets } from "@warden/telemetry";
import { Kafka, logLevel, type IHeaders, type KafkaConfig } from "kafkajs";

export function createKafka(opts: { brokers: string[]; clientId: string; logger?: Logger } & Partial<KafkaConfig>): Kafka {
  const { logger, ...rest } = opts;
  return new Kafka({
    connectionTimeout: 3_000,
    requestTimeout: 10_000,
    retry: { initialRetryTime: 100, retries: 8, maxRetryTime: 5_000 },
    ...rest,
    // kafkajs drops every entry above logLevel before calling logCreator's function: with NOTHING its warnings and
    // errors (a broker unreachable, a rebalance that failed) never reached the log. WARN and ERROR go to ours, each
    // kind (namespace and message) once per LOG_REPEAT_EVERY_MS: a broker down repeats the same line per retry.
    logLevel: logger ? logLevel.WARN : logLevel.NOTHING,
    logCreator: logger
      ? () => {
          const lines = new LogThrottle();
          return ({ namespace, level, log }) => {
            if (level > logLevel.WARN) return;
            const due = lines.take(`${namespace}|${log.message}`);
            if (!due) return;
            const { message, timestamp: _t, logger: _l, ...fields } = log as typeof log & Record<string, unknown>;
            const line = { kafka: namespace, ...kafkaFields(fields), ...(due.suppressed ? { suppressed: due.suppressed } : {}) };
            if (level === logLevel.ERROR) logger.error(line, redactSecrets(String(message)));
            else logger.warn(line, redactSecrets(String(message)));
          };
        }
      : undefined,
  });
}

/** The fields of a kafkajs log entry worth an operator's line (the broker, the error's text and type; never a value). */
function kafkaFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of ["broker", "clientId", "groupId", "topic", "error", "retryCount", "retryTime"] as const) {
    const v = fields[k];
    if (typeof v === "number") out[k] = v;
    else if (typeof v === "string") out[k] = redactSecrets(v);
  }
  return out;
}

/** The first value of a record header, as a string. */
export function headerString(v: IHeaders[string]): string | undefined {
  if (v === undefined) return undefined;
  const first = Array.isArray(v) ? v[0] : v;
  return first === undefined ? undefined : first.toString();
}

/**
 * Connects in the background, trying again (1 s doubling to 30 s) until it succeeds or `signal`
 * aborts: a service listens before Kafka answers, and reports the connection on /readyz.
 */
export function connectInBackground(connect: () => Promise<void>, opts: { logger: Logger; what: string; signal?: AbortSignal }): Promise<void> {
  return (async () => {
    for (let failures = 0; !opts.signal?.aborted; failures++) {
      try {
        await connect();
        if (failures > 0) opts.logger.info({ what: opts.what }, "connected to Kafka");
        return;
      } catch (err) {
        const wait = Math.min(30_000, 1_000 * 2 ** Math.min(failures, 5));
        opts.logger.warn({ err: (err as Error).message, what: opts.what, wait_ms: wait }, "cannot connect to Kafka yet; trying again");
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, wait);
          opts.signal?.addEventListener(
            "abort",
            () => {
              clearTimeout(t);
              resolve();
            },
            { once: true },
          );
        });
      }
    }
  })();
}
