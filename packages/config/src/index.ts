import { z } from "zod";

export { z };

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`invalid configuration: ${issues.map((i) => `${i.variable}: ${i.message}`).join("; ")}`);
    this.name = "ConfigError";
  }
}

/**
 * Parses the environment against a zod object schema whose keys are variable names.
 * Throws a ConfigError naming every bad variable; the result is frozen.
 */
export function parseEnv<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined> = process.env): Readonly<z.infer<S>> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((i) => ({
        variable: String(i.path[0] ?? "(root)"),
        message: i.message,
      })),
    );
  }
  return Object.freeze(result.data);
}

/** parseEnv for main.ts: prints the problem and exits 1 instead of throwing. */
export function loadConfig<S extends z.ZodObject>(schema: S, service: string): Readonly<z.infer<S>> {
  try {
    return parseEnv(schema, process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${JSON.stringify({ level: "fatal", service, msg: err.message, issues: err.issues })}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * The longest delay a Node timer keeps (2^31 - 1 ms, about 24.8 days): a longer one fires after 1 ms, so a timeout,
 * a grace period or an interval set above it would end at once or run back to back.
 */
export const TIMER_MAX_MS = 2_147_483_647;

/**
 * A whole number from min to max, written as digits only (a leading minus allowed). z.coerce.number read an empty value
 * as 0 (PORT= listened on a random port, a timeout of 0), and took " 5", "1e3", "0x10" and "5.0" as numbers.
 */
function wholeNumber(min: number, max: number, maxMessage?: string) {
  // abort: a schema's own checks across variables (one limit at most another) never see the text that is not a number.
  return z
    .string()
    .regex(/^-?\d+$/, { message: `must be a whole number from ${min} to ${max}, written in digits`, abort: true })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be at least ${min}`)
        .max(max, maxMessage ?? `must be at most ${max}`),
    );
}

/**
 * A PostgreSQL schema name as the services use one (DATABASE_SCHEMA): unquoted, lower case, at most 63 bytes (longer
 * names are truncated by PostgreSQL). It goes into the connection's search_path and the migrations' SQL unquoted.
 */
export const SCHEMA_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/** A URL of the scheme `scheme` matches, without whitespace (see env.databaseUrl). */
function connectionUrl(scheme: RegExp, message: string) {
  return z.string().regex(scheme, message).regex(/^\S*$/, "must not contain spaces or line breaks (a Secret written from a file with its trailing newline?)");
}

/** Reusable field schemas. */
export const env = {
  /** A whole number from min to max, digits only (see wholeNumber); def when unset. `maxMessage` says why max is the limit. */
  int: (def: number, min: number, max: number, maxMessage?: string) => wholeNumber(min, max, maxMessage).default(def),
  port: (def: number) => wholeNumber(0, 65535).default(def),
  /**
   * The address an internal service listens on (HOST): loopback unless told otherwise. Its RPCs carry no credential of
   * their own (the gateway authorises; the network keeps everyone else out), so a service started by hand or by
   * `make up` is never reachable from another machine; the chart sets 0.0.0.0 and its NetworkPolicies admit only the
   * callers of each service.
   */
  listenHost: () => z.string().min(1).default("127.0.0.1"),
  url: () => z.string().url(),
  optionalUrl: () => z.string().url().optional(),
  /**
   * A connection URL (it carries the password: never in the message). No whitespace: a Secret written from a file with
   * its trailing newline reached PostgreSQL as the database name "warden\n" ("database does not exist").
   */
  databaseUrl: () => connectionUrl(/^postgres(ql)?:\/\//, "must be a postgres:// URL"),
  redisUrl: () => connectionUrl(/^rediss?:\/\//, "must be a redis:// URL"),
  /** A service's PostgreSQL schema (DATABASE_SCHEMA): a name createPool and migrate take (SCHEMA_NAME_PATTERN); def when unset. */
  schemaName: (def: string) => {
    if (!SCHEMA_NAME_PATTERN.test(def)) throw new Error(`invalid default schema name ${def}`);
    return z.string().regex(SCHEMA_NAME_PATTERN, "must be a PostgreSQL schema name: 1 to 63 of a-z, 0-9 and _, not starting with a digit").default(def);
  },
  brokers: () =>
    z
      .string()
      .min(1, "must list at least one host:port")
      .transform((s) =>
        s
          .split(",")
          .map((b) => b.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[^:\s]+:\d+$/, "each broker must be host:port")).min(1)),
  bool: (def: boolean) =>
    z
      .enum(["true", "false", "1", "0", "yes", "no"])
      .default(def ? "true" : "false")
      .transform((v) => v === "true" || v === "1" || v === "yes"),
  /** Milliseconds that a timer waits: `min` and up to TIMER_MAX_MS. */
  duration: (defMs: number, min = 0) =>
    wholeNumber(min, TIMER_MAX_MS, `must be at most ${TIMER_MAX_MS} (about 24.8 days: the longest a timer waits)`).default(defMs),
  logLevel: () => z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  list: () =>
    z
      .string()
      .default("")
      .transform((s) =>
        s
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
      ),
  /** A secret key (HMAC): at least 32 characters; unset means "generate one per process". */
  secret: () => z.string().min(32, "must be at least 32 characters").optional(),
  /** The operator token of a service's admin surface (ADMIN_TOKEN): 32+ characters; unset turns that surface off. */
  adminToken: () => z.string().min(32, "must be at least 32 characters").regex(/^\S+$/, "must not contain spaces").optional(),
  /** A Telegram bot token from @BotFather (the bot's Bot API calls; the gateway's Login Widget check). */
  telegramBotToken: () =>
    z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, "must look like 123456:ABC... (from @BotFather)")
      .optional(),
};

/**
 * The default deadline of a call to another Warden service (UPSTREAM_TIMEOUT_MS of the gateway and the bot). The engine
 * fits its waits on third parties (the AI provider, the ban list) inside it.
 */
export const UPSTREAM_TIMEOUT_DEFAULT_MS = 5_000;

/** Fields every service has. */
export const commonEnv = {
  LOG_LEVEL: env.logLevel(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().optional(),
  SHUTDOWN_GRACE_MS: env.duration(10_000),
};

/**
 * Fields of every service with a PostgreSQL schema of its own (gateway, groups-config, journal-analytics,
 * webhook-dispatcher): the connection URL, the schema (`schema` when unset) and the pool's size.
 */
export function databaseEnv(schema: string) {
  return {
    DATABASE_URL: env.databaseUrl(),
    DATABASE_SCHEMA: env.schemaName(schema),
    /** Connections of the service's pool (per process). */
    DATABASE_POOL_MAX: env.int(10, 1, 100),
  };
}

/**
 * Fields of every service that consumes Kafka (journal-analytics, webhook-dispatcher, bot): how a
 * failing record is retried before it goes to its dead-letter topic, and the group session.
 */
export const kafkaConsumerEnv = {
  /** Attempts of a failing record (the first included) before it is dead-lettered. */
  KAFKA_CONSUMER_MAX_ATTEMPTS: env.int(5, 1, 100),
  /** Wait after a record's first failure; doubles after each failure up to the maximum. */
  KAFKA_CONSUMER_RETRY_INITIAL_MS: env.int(100, 1, 60_000),
  KAFKA_CONSUMER_RETRY_MAX_MS: env.int(5_000, 1, 300_000),
  /** Consumer session timeout: how long a dead instance keeps its partitions. */
  KAFKA_SESSION_TIMEOUT_MS: env.int(30_000, 3_500, 300_000),
};

/** The retry policy of kafkaConsumerEnv, in the shape @warden/kafka's runConsumer takes. */
export function consumerRetryPolicy(cfg: {
  KAFKA_CONSUMER_MAX_ATTEMPTS: number;
  KAFKA_CONSUMER_RETRY_INITIAL_MS: number;
  KAFKA_CONSUMER_RETRY_MAX_MS: number;
}) {
  return {
    maxAttempts: cfg.KAFKA_CONSUMER_MAX_ATTEMPTS,
    initialBackoffMs: cfg.KAFKA_CONSUMER_RETRY_INITIAL_MS,
    maxBackoffMs: Math.max(cfg.KAFKA_CONSUMER_RETRY_INITIAL_MS, cfg.KAFKA_CONSUMER_RETRY_MAX_MS),
  };
}
