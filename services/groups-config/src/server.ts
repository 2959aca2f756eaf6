import { GroupsConfigService } from "@warden/proto";
import { refuseUnstorableStrings } from "@warden/errors";
import { createServiceHandler } from "@warden/server";
import { ping, type Pool } from "@warden/db";
import type { Logger, Registry } from "@warden/telemetry";
import { createGroupsConfigHandlers, DEFAULT_LIMITS, type GroupLimits } from "./handlers.js";
import { GroupStore } from "./store.js";

export function createServer(deps: { pool: Pool; registry: Registry; logger: Logger; limits?: GroupLimits }) {
  const store = new GroupStore(deps.pool);
  return createServiceHandler({
    registry: deps.registry,
    logger: deps.logger,
    readiness: { postgres: () => ping(deps.pool) },
    // Titles, rule names and patterns, usernames: strings PostgreSQL must be able to hold.
    interceptors: [refuseUnstorableStrings()],
    routes: (router) => router.service(GroupsConfigService, createGroupsConfigHandlers(store, deps.limits ?? DEFAULT_LIMITS)),
  });
}
