import type { Client } from "@connectrpc/connect";
import { EngineService } from "@warden/proto";
import { listen, serviceClient, type RunningServer } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { createEngine, type EngineOptions } from "../../src/wiring.js";

/** An engine served on a loopback port with a fresh registry and a silent logger, and a client of it. */
export async function serveEngine(
  name: string,
  opts: Omit<EngineOptions, "registry" | "logger">,
): Promise<{ server: RunningServer; engine: Client<typeof EngineService> }> {
  const { handler } = createEngine({ ...opts, registry: createRegistry(name, { defaultMetrics: false }), logger: createLogger("test", "silent") });
  const server = await listen(handler, 0, "127.0.0.1");
  return { server, engine: serviceClient(EngineService, `http://127.0.0.1:${server.port}`) };
}
