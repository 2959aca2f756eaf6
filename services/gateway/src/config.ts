import { commonEnv, env, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(8080),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: env.databaseUrl(),
  DATABASE_SCHEMA: z.string().default("gateway"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: env.redisUrl(),
  REDIS_KEY_PREFIX: z.string().default("warden:"),
  KAFKA_BROKERS: env.brokers(),
  ENGINE_URL: env.url(),
  GROUPS_CONFIG_URL: env.url(),
  JOURNAL_URL: env.url(),
  DISPATCHER_URL: env.url(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
});

export type Config = z.infer<typeof schema>;
export const loadGatewayConfig = () => loadConfig(schema, "gateway");
