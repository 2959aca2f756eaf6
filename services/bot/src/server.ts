import { createServiceHandler, type Check } from "@warden/server";
import type { Logger, Registry } from "@warden/telemetry";

/** The bot speaks the Telegram Bot API, not gRPC: its port serves health, readiness and metrics. */
export function createServer(deps: { registry: Registry; logger: Logger; readiness: Record<string, Check> }) {
  return createServiceHandler({ registry: deps.registry, logger: deps.logger, readiness: deps.readiness, routes: () => undefined });
}
