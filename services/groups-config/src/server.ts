import { GroupsAdminService, GroupsConfigService } from "@warden/proto";
import { refuseUnstorableStrings } from "@warden/errors";
import { createServiceHandler, type CursorSigner, requireAdminToken } from "@warden/server";
import { ping, type Pool } from "@warden/db";
import type { Logger, Registry } from "@warden/telemetry";
import { createGroupsAdminHandlers } from "./handlers-admin.js";
import { createGroupsConfigHandlers, DEFAULT_LIMITS, type GroupLimits } from "./handlers.js";
import { GroupStore } from "./store.js";

export function createServer(deps: {
  pool: Pool;
  registry: Registry;
  logger: Logger;
  limits?: GroupLimits;
  adminToken?: string;
  /** Signs the report list's cursors (CURSOR_SECRET); without one, a random key of this process. */
  cursors?: CursorSigner;
}) {
  const store = new GroupStore(deps.pool);
  return createServiceHandler({
    registry: deps.registry,
    logger: deps.logger,
    readiness: { postgres: () => ping(deps.pool) },
    // The operator's service answers only to the admin token (checked before anything else);
    // titles, rule names and patterns, usernames: strings PostgreSQL must be able to hold.
    interceptors: [requireAdminToken([GroupsAdminService], deps.adminToken), refuseUnstorableStrings()],
    routes: (router) => {
      router.service(GroupsConfigService, createGroupsConfigHandlers(store, deps.limits ?? DEFAULT_LIMITS, { cursors: deps.cursors }));
      router.service(GroupsAdminService, createGroupsAdminHandlers(store));
    },
  });
}
