import { commonEnv, env, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50053),
  DATABASE_URL: env.databaseUrl(),
  DATABASE_SCHEMA: z.string().default("journal"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  KAFKA_BROKERS: env.brokers(),
  KAFKA_CLIENT_ID: z.string().default("journal-analytics"),
});

export type Config = z.infer<typeof schema>;
export const loadJournalConfig = () => loadConfig(schema, "journal-analytics");
