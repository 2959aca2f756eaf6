import { commonEnv, env, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50051),
  GROUPS_CONFIG_URL: env.url(),
  POLICY_CACHE_MAX_GROUPS: z.coerce.number().int().min(1).default(10_000),
});

export type Config = z.infer<typeof schema>;
export const loadEngineConfig = () => loadConfig(schema, "engine");
