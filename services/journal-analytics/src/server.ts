import { JournalService } from "@warden/proto";
import { ping, type Pool } from "@warden/db";
import { createServiceHandler, type Check, type CursorSigner } from "@warden/server";
import type { Logger, Registry } from "@warden/telemetry";
import { createJournalHandlers } from "./handlers/index.js";
import { JournalStore } from "./store.js";

export function createServer(deps: {
  pool: Pool;
  registry: Registry;
  logger: Logger;
  store?: JournalStore;
  readiness?: Record<string, Check>;
  cursors?: CursorSigner;
}) {
  const store = deps.store ?? new JournalStore(deps.pool);
  return createServiceHandler({
    registry: deps.registry,
    logger: deps.logger,
    readiness: { postgres: () => ping(deps.pool), ...deps.readiness },
    routes: (router) => router.service(JournalService, createJournalHandlers(store, { cursors: deps.cursors })),
  });
}
