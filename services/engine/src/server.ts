import { Code, ConnectError } from "@connectrpc/connect";
import { EngineService } from "@warden/proto";
import { createServiceHandler, type Check } from "@warden/server";
import type { Logger, Registry } from "@warden/telemetry";
import type { EngineDeps } from "./deps.js";
import { createCheckBatchHandler } from "./handlers/check-batch.js";
import { createCheckHandler } from "./handlers/check.js";

export function createServer(deps: EngineDeps & { registry: Registry; logger: Logger; readiness?: Record<string, Check> }) {
  return createServiceHandler({
    registry: deps.registry,
    logger: deps.logger,
    readiness: deps.readiness ?? {},
    routes: (router) =>
      router.service(EngineService, {
        check: createCheckHandler(deps),
        checkBatch: createCheckBatchHandler(deps),
        checkUser() {
          throw new ConnectError("user check is not implemented yet", Code.Unimplemented);
        },
      }),
  });
}
