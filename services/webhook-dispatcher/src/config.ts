import { commonEnv, env, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50054),
  DATABASE_URL: env.databaseUrl(),
  DATABASE_SCHEMA: z.string().default("dispatcher"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  KAFKA_BROKERS: env.brokers(),
});

export type Config = z.infer<typeof schema>;
export const loadDispatcherConfig = () => loadConfig(schema, "webhook-dispatcher");
