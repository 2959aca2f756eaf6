import { createServiceHandler, type Check, type RequestHandler } from "@warden/server";
import type { Logger, Registry } from "@warden/telemetry";
import { WEBHOOK_PATH } from "./intake.js";

/**
 * The bot speaks the Telegram Bot API, not gRPC: its port serves health, readiness and metrics,
 * and in webhook mode POST /telegram/webhook (Telegram's pushes). No side effects.
 */
export function createServer(deps: {
  registry: Registry;
  logger: Logger;
  readiness: Record<string, Check>;
  webhook?: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => Promise<void>;
}) {
  const { handler: ops, state } = createServiceHandler({ registry: deps.registry, logger: deps.logger, readiness: deps.readiness, routes: () => undefined });
  const webhook = deps.webhook;
  if (!webhook) return { handler: ops, state };
  const handler: RequestHandler = (req, res) => {
    if ((req.url ?? "").split("?")[0] !== WEBHOOK_PATH) return ops(req, res);
    webhook(req, res).catch((err: unknown) => {
      deps.logger.error({ err }, "webhook update failed");
      if (!res.headersSent) (res as import("node:http").ServerResponse).writeHead(500);
      res.end();
    });
  };
  return { handler, state };
}
