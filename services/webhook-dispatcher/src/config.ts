import { LIMITS } from "@warden/contract";
import { commonEnv, databaseEnv, env, kafkaConsumerEnv, loadConfig, z } from "@warden/config";
import { DEFAULT_ENDPOINT_CONCURRENCY, DEFAULT_SLOW_MS } from "./dispatch.js";
import { DEFAULT_DNS_TIMEOUT_MS, parseNetworks } from "./url-safety.js";

/** 1m, 5m, 30m, 2h, 6h: the waits before attempts 2..6. */
export const DEFAULT_RETRY_SCHEDULE_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];
export const DAY_MS = 86_400_000;
export const THREE_DAYS_MS = 3 * DAY_MS;

const fields = z.object({
  ...commonEnv,
  PORT: env.port(50054),
  HOST: env.listenHost(),
  ...databaseEnv("dispatcher"),
  KAFKA_BROKERS: env.brokers(),
  KAFKA_CLIENT_ID: z.string().default("webhook-dispatcher"),
  ...kafkaConsumerEnv,
  GROUPS_CONFIG_URL: env.url().default("http://127.0.0.1:50052"),
  /** Plain http:// endpoints (the local stack only). */
  WEBHOOK_ALLOW_HTTP: env.bool(false),
  /** CIDRs allowed despite the address rules (the local stack: 127.0.0.0/8,::1/128). */
  WEBHOOK_ALLOWED_NETWORKS: env.list().superRefine((list, ctx) => {
    try {
      parseNetworks(list);
    } catch (err) {
      ctx.addIssue({ code: "custom", message: (err as Error).message });
    }
  }),
  /**
   * TCP ports webhooks may be delivered to, comma-separated (the chart sets the ports its NetworkPolicy lets out); empty:
   * any port but 0. A URL on another port is refused at registration (422) and at delivery.
   */
  WEBHOOK_ALLOWED_PORTS: env
    .list()
    .refine((list) => list.every((p) => /^\d+$/.test(p)), { message: "each port must be 1 to 65535, written in digits", abort: true })
    .transform((list) => list.map((p) => Number(p)))
    .pipe(z.array(z.number().int().min(1, "each port must be 1 to 65535").max(65535, "each port must be 1 to 65535"))),
  /** Waits before attempts 2..6, in ms: exactly five, comma-separated. */
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .default(DEFAULT_RETRY_SCHEDULE_MS.join(","))
    .refine((s) => s.split(",").every((x) => /^\d+$/.test(x.trim())), {
      message: "must list waits in ms, written in digits, comma-separated",
      abort: true,
    })
    .transform((s) => s.split(",").map((x) => Number(x.trim())))
    .pipe(z.array(z.number().int().min(1)).length(5, "must list exactly five waits (attempts 2 to 6)")),
  /** An endpoint whose deliveries all failed for this long is disabled (at most a year). */
  WEBHOOK_DISABLE_AFTER_MS: env.int(THREE_DAYS_MS, 1, 365 * DAY_MS),
  /** Deadline of one attempt, for the whole response. */
  WEBHOOK_TIMEOUT_MS: env.int(10_000, 1, 60_000),
  /** Deadline of one DNS lookup of a webhook host, at registration and within each attempt's deadline. */
  WEBHOOK_DNS_TIMEOUT_MS: env.int(DEFAULT_DNS_TIMEOUT_MS, 1, 30_000),
  /** Attempts in flight at once: first attempts this many, retries as many again (their own slots). */
  WEBHOOK_CONCURRENCY: env.int(32, 1, 1_000),
  /**
   * Retry attempts in flight at once to one endpoint, per process, while the retry slots are contended; its other due
   * tasks are put back on a retry topic. Also the attempts 1 made inline at once to one endpoint; its other attempts 1
   * go through the retry path. At most WEBHOOK_CONCURRENCY.
   */
  WEBHOOK_ENDPOINT_CONCURRENCY: env.int(DEFAULT_ENDPOINT_CONCURRENCY, 1, 1_000),
  /** An endpoint whose last attempt took this long or longer gets its next first attempts through the retry path. */
  WEBHOOK_SLOW_MS: env.int(DEFAULT_SLOW_MS, 1, 60_000),
  /** How long the accounts of a group are cached for the fan-out. */
  GROUP_ACCOUNTS_CACHE_MS: env.duration(30_000),
  /** Attempts recorded longer ago than this many days are deleted (checked hourly). Longer than every retry's wait. */
  WEBHOOK_DELIVERY_RETENTION_DAYS: env.int(LIMITS.deliveryHistoryDays, 1, 3_650),
  /** HMAC key of the deliveries pagination cursors, shared by every replica (unset: random per process). */
  CURSOR_SECRET: env.secret(),
});

export const schema = fields.superRefine((c, ctx) => {
  // An attempt's row is the claim that keeps a redelivered task from making it twice: it must outlive every wait.
  const horizonMs = c.WEBHOOK_RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0);
  if (c.WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS <= 2 * horizonMs) {
    ctx.addIssue({ code: "custom", path: ["WEBHOOK_DELIVERY_RETENTION_DAYS"], message: "must be longer than twice the retry schedule's total wait" });
  }
  // A share larger than every retry slot would never cap anything.
  if (c.WEBHOOK_ENDPOINT_CONCURRENCY > c.WEBHOOK_CONCURRENCY) {
    ctx.addIssue({ code: "custom", path: ["WEBHOOK_ENDPOINT_CONCURRENCY"], message: "must not exceed WEBHOOK_CONCURRENCY" });
  }
});

export type Config = z.infer<typeof schema>;
export const loadDispatcherConfig = () => loadConfig(schema, "webhook-dispatcher");
