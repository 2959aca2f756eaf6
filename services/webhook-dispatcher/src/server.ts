import { DispatcherService } from "@warden/proto";
import { ping, type Pool } from "@warden/db";
import { createServiceHandler } from "@warden/server";
import type { Logger, Registry } from "@warden/telemetry";
import { createDispatcherHandlers } from "./handlers.js";
import { EndpointStore } from "./store.js";

export function createServer(deps: { pool: Pool; registry: Registry; logger: Logger }) {
  return createServiceHandler({
    registry: deps.registry,
    logger: deps.logger,
    readiness: { postgres: () => ping(deps.pool) },
    routes: (router) => router.service(DispatcherService, createDispatcherHandlers(new EndpointStore(deps.pool))),
  });
}
