import { commonEnv, env, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50052),
  HOST: env.listenHost(),
  DATABASE_URL: env.databaseUrl(),
  DATABASE_SCHEMA: z.string().default("groups_config"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** The operator token of GroupsAdminService (the `warden` CLI); unset: those RPCs are refused. */
  ADMIN_TOKEN: env.adminToken(),
  /** HMAC key of the report list's pagination cursors, shared by every replica (unset: random per process). */
  CURSOR_SECRET: env.secret(),
});

export type Config = z.infer<typeof schema>;
export const loadGroupsConfigConfig = () => loadConfig(schema, "groups-config");
