import { commonEnv, env, kafkaConsumerEnv, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50053),
  DATABASE_URL: env.databaseUrl(),
  DATABASE_SCHEMA: z.string().default("journal"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  KAFKA_BROKERS: env.brokers(),
  KAFKA_CLIENT_ID: z.string().default("journal-analytics"),
  ...kafkaConsumerEnv,
  /** Months of journal, chat events and daily counters kept; older monthly partitions are dropped whole. */
  JOURNAL_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  /** How often retention runs (it also runs at start-up and pre-creates next month's partitions). */
  JOURNAL_RETENTION_INTERVAL_MS: z.coerce.number().int().min(1_000).default(86_400_000),
  /** HMAC key of the journal's pagination cursors, shared by every replica (unset: random per process). */
  CURSOR_SECRET: env.secret(),
});

export type Config = z.infer<typeof schema>;
export const loadJournalConfig = () => loadConfig(schema, "journal-analytics");
