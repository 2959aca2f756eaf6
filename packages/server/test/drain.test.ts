import { Health, EngineService, Verdict } from "@warden/proto";
import { createLogger, createRegistry } from "@warden/telemetry";
import { describe, expect, it } from "vitest";
import { createServiceHandler, listen, serviceClient } from "../src/index.js";

// RunningServer.close() GOAWAYs every HTTP/2 session and waits until they close. A grpc.health.v1 Watch stream never
// ends on its own (it loops until the client cancels): close() cancels it, so one watcher does not hold the drain for
// the whole grace, while unary calls in flight still finish.
describe("server.close()", () => {
  it("cancels an open Health/Watch stream instead of waiting the whole grace for it, and lets a unary call in flight finish", async () => {
    const registry = createRegistry("test", { defaultMetrics: false });
    const { handler } = createServiceHandler({
      registry,
      logger: createLogger("test", "silent"),
      readiness: {},
      routes: (router) =>
        router.service(EngineService, {
          check: async () => {
            await new Promise((r) => setTimeout(r, 300));
            return { verdict: Verdict.CLEAN };
          },
        }),
    });
    const server = await listen(handler, 0, "127.0.0.1");
    const base = `http://127.0.0.1:${server.port}`;
    const health = serviceClient(Health, base, { timeoutMs: 60_000 });
    const engine = serviceClient(EngineService, base, { timeoutMs: 5_000 });
    const statuses: number[] = [];
    const watching = (async () => {
      try {
        for await (const r of health.watch({ service: "" })) statuses.push(r.status);
      } catch {
        /* ended */
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    const inflight = engine.check({ text: "hello" } as never);
    await new Promise((r) => setTimeout(r, 50));
    const t = Date.now();
    await server.close(3_000);
    const took = Date.now() - t;
    const rpc = await inflight.then(
      () => "ok",
      (e) => String(e),
    );
    await watching;
    expect(rpc).toBe("ok");
    expect(took).toBeLessThan(1_500);
  }, 20_000);
});
