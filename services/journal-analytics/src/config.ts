import { commonEnv, databaseEnv, env, kafkaConsumerEnv, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50053),
  HOST: env.listenHost(),
  ...databaseEnv("journal"),
  /**
   * The journal's reads (pages, entries, analytics, user history) have a pool of their own, so that no request can
   * take the consumers' connections, and each statement of it is cancelled past JOURNAL_READ_TIMEOUT_MS (503).
   */
  JOURNAL_READ_POOL_MAX: env.int(5, 1, 100),
  JOURNAL_READ_TIMEOUT_MS: env.int(3_000, 100, 60_000),
  KAFKA_BROKERS: env.brokers(),
  KAFKA_CLIENT_ID: z.string().default("journal-analytics"),
  ...kafkaConsumerEnv,
  /** Months of journal, chat events and daily counters kept; older monthly partitions are dropped whole. */
  JOURNAL_RETENTION_MONTHS: env.int(13, 1, 120),
  /** How often retention runs (it also runs at start-up and pre-creates next month's partitions). */
  JOURNAL_RETENTION_INTERVAL_MS: env.duration(86_400_000, 1_000),
  /** HMAC key of the journal's pagination cursors, shared by every replica (unset: random per process). */
  CURSOR_SECRET: env.secret(),
});

export type Config = z.infer<typeof schema>;
export const loadJournalConfig = () => loadConfig(schema, "journal-analytics");
