import { commonEnv, env, kafkaConsumerEnv, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50053),
  HOST: env.listenHost(),
  DATABASE_URL: env.databaseUrl(),
  DATABASE_SCHEMA: z.string().default("journal"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * The journal's reads (pages, entries, analytics, user history) have a pool of their own, so that no request can
   * take the consumers' connections, and each statement of it is cancelled past JOURNAL_READ_TIMEOUT_MS (503).
   */
  JOURNAL_READ_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
  JOURNAL_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  KAFKA_BROKERS: env.brokers(),
  KAFKA_CLIENT_ID: z.string().default("journal-analytics"),
  ...kafkaConsumerEnv,
  /** Months of journal, chat events and daily counters kept; older monthly partitions are dropped whole. */
  JOURNAL_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  /** How often retention runs (it also runs at start-up and pre-creates next month's partitions). */
  JOURNAL_RETENTION_INTERVAL_MS: env.duration(86_400_000, 1_000),
  /** HMAC key of the journal's pagination cursors, shared by every replica (unset: random per process). */
  CURSOR_SECRET: env.secret(),
});

export type Config = z.infer<typeof schema>;
export const loadJournalConfig = () => loadConfig(schema, "journal-analytics");
