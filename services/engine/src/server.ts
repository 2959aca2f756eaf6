import { EngineService } from "@warden/proto";
import { createServiceHandler, type Check } from "@warden/server";
import type { Logger, Registry } from "@warden/telemetry";
import type { EngineDeps } from "./deps.js";
import { createCheckBatchHandler } from "./handlers/check-batch.js";
import { createCheckHandler } from "./handlers/check.js";
import { createCheckManyHandler } from "./handlers/check-many.js";
import type { createCheckUserHandler } from "./handlers/check-user.js";

export function createServer(
  deps: EngineDeps & { registry: Registry; logger: Logger; readiness?: Record<string, Check>; checkUser: ReturnType<typeof createCheckUserHandler> },
) {
  return createServiceHandler({
    registry: deps.registry,
    logger: deps.logger,
    readiness: deps.readiness ?? {},
    routes: (router) =>
      router.service(EngineService, {
        check: createCheckHandler(deps),
        checkBatch: createCheckBatchHandler(deps),
        checkMany: createCheckManyHandler(deps),
        checkUser: deps.checkUser,
      }),
  });
}
