import { DispatcherService } from "@warden/proto";
import { ping, type Pool } from "@warden/db";
import { refuseUnstorableStrings } from "@warden/errors";
import { createServiceHandler, type Check } from "@warden/server";
import type { Logger, Registry } from "@warden/telemetry";
import { createDispatcherHandlers, type HandlerDeps } from "./handlers.js";
import { DeliveryStore, EndpointStore } from "./store.js";

/** The Connect service and the ops endpoints. No side effects: tests mount it in memory. */
export function createServer(deps: {
  pool: Pool;
  registry: Registry;
  logger: Logger;
  dispatcher: HandlerDeps["dispatcher"];
  policy: HandlerDeps["policy"];
  resolver: HandlerDeps["resolver"];
  cursors?: HandlerDeps["cursors"];
  attemptTimeoutMs?: HandlerDeps["attemptTimeoutMs"];
  readiness?: Record<string, Check>;
  now?: () => Date;
}) {
  return createServiceHandler({
    registry: deps.registry,
    logger: deps.logger,
    readiness: { postgres: () => ping(deps.pool), ...deps.readiness },
    // URLs, descriptions, cursors: strings PostgreSQL must be able to hold.
    interceptors: [refuseUnstorableStrings()],
    routes: (router) =>
      router.service(
        DispatcherService,
        createDispatcherHandlers({
          endpoints: new EndpointStore(deps.pool),
          deliveries: new DeliveryStore(deps.pool),
          dispatcher: deps.dispatcher,
          policy: deps.policy,
          resolver: deps.resolver,
          cursors: deps.cursors,
          attemptTimeoutMs: deps.attemptTimeoutMs,
          now: deps.now,
        }),
      ),
  });
}
