import type { Logger } from "@warden/telemetry";
import { Kafka, logLevel, type IHeaders, type KafkaConfig } from "kafkajs";

export function createKafka(opts: { brokers: string[]; clientId: string; logger?: Logger } & Partial<KafkaConfig>): Kafka {
  const { logger, ...rest } = opts;
  return new Kafka({
    connectionTimeout: 3_000,
    requestTimeout: 10_000,
    retry: { initialRetryTime: 100, retries: 8, maxRetryTime: 5_000 },
    ...rest,
    logLevel: logLevel.NOTHING,
    logCreator: logger
      ? () =>
          ({ level, log }) => {
            if (level <= logLevel.WARN) logger.warn({ kafka: log.namespace }, log.message);
          }
      : undefined,
  });
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
