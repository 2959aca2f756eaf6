import { commonEnv, databaseEnv, env, loadConfig, z } from "@warden/config";

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50052),
  HOST: env.listenHost(),
  ...databaseEnv("groups_config"),
  /** The operator token of GroupsAdminService (the `warden` CLI); unset: those RPCs are refused. */
  ADMIN_TOKEN: env.adminToken(),
  /** HMAC key of the report list's pagination cursors, shared by every replica (unset: random per process). */
  CURSOR_SECRET: env.secret(),
});

export type Config = z.infer<typeof schema>;
export const loadGroupsConfigConfig = () => loadConfig(schema, "groups-config");
