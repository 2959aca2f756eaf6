import { Code, ConnectError } from "@connectrpc/connect";
import { EngineService, Health, HealthCheckResponse_ServingStatus as ServingStatus, Verdict } from "@warden/proto";
import { createLogger, createRegistry } from "@warden/telemetry";
import { afterEach, describe, expect, it } from "vitest";
import { createServiceHandler, listen, LIVENESS_SERVICE, serviceClient, type HealthState, type RunningServer } from "../src/index.js";

// Kubernetes native gRPC probes call grpc.health.v1.Health/Check over h2c on the service port.
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close(100);
  running = undefined;
});

async function start(dbUp: { value: boolean }) {
  const registry = createRegistry("test", { defaultMetrics: false });
  const { handler, state } = createServiceHandler({
    registry,
    logger: createLogger("test", "silent"),
    healthWatchIntervalMs: 50,
    readiness: {
      db: async () => {
        if (!dbUp.value) throw new Error("connection refused");
      },
    },
    routes: (router) => router.service(EngineService, { check: () => ({ verdict: Verdict.CLEAN }) }),
  });
  running = await listen(handler, 0, "127.0.0.1");
  const base = `http://127.0.0.1:${running.port}`;
  return { base, state: state as HealthState, health: serviceClient(Health, base, { timeoutMs: 2_000 }) };
}

describe("grpc.health.v1.Health", () => {
  it("answers SERVING for the server and for each registered service when every readiness check passes", async () => {
    const { health } = await start({ value: true });
    expect((await health.check({ service: "" })).status).toBe(ServingStatus.SERVING);
    expect((await health.check({ service: "warden.engine.v1.EngineService" })).status).toBe(ServingStatus.SERVING);
    expect((await health.check({ service: LIVENESS_SERVICE })).status).toBe(ServingStatus.SERVING);
  });

  it("answers NOT_SERVING while a readiness check fails, and SERVING again once it passes; liveness stays SERVING", async () => {
    const db = { value: false };
    const { health } = await start(db);
    expect((await health.check({ service: "" })).status).toBe(ServingStatus.NOT_SERVING);
    expect((await health.check({ service: "warden.engine.v1.EngineService" })).status).toBe(ServingStatus.NOT_SERVING);
    expect((await health.check({ service: LIVENESS_SERVICE })).status).toBe(ServingStatus.SERVING);
    db.value = true;
    expect((await health.check({ service: "" })).status).toBe(ServingStatus.SERVING);
  });

  it("answers NOT_SERVING while the server drains, without failing liveness", async () => {
    const { health, state } = await start({ value: true });
    state.draining = true;
    expect((await health.check({ service: "" })).status).toBe(ServingStatus.NOT_SERVING);
    expect((await health.check({ service: LIVENESS_SERVICE })).status).toBe(ServingStatus.SERVING);
  });

  it("answers NOT_FOUND for a service the server does not serve", async () => {
    const { health } = await start({ value: true });
    const err = await health.check({ service: "warden.groups.v1.GroupsConfigService" }).catch((e) => ConnectError.from(e));
    expect(err).toBeInstanceOf(ConnectError);
    expect((err as ConnectError).code).toBe(Code.NotFound);
  });

  it("streams the status now and every change on Watch, and SERVICE_UNKNOWN for an unknown service", async () => {
    const db = { value: true };
    const { health } = await start(db);
    const abort = new AbortController();
    const seen: ServingStatus[] = [];
    for await (const res of health.watch({ service: "" }, { signal: abort.signal, timeoutMs: 5_000 })) {
      seen.push(res.status);
      if (seen.length === 1) db.value = false;
      if (seen.length === 2) db.value = true;
      if (seen.length === 3) break;
    }
    abort.abort();
    expect(seen).toEqual([ServingStatus.SERVING, ServingStatus.NOT_SERVING, ServingStatus.SERVING]);

    for await (const res of health.watch({ service: "nope" }, { timeoutMs: 2_000 })) {
      expect(res.status).toBe(ServingStatus.SERVICE_UNKNOWN);
      break;
    }
  });

  it("keeps probes out of the RPC metrics", async () => {
    const { base, health } = await start({ value: true });
    await health.check({ service: "" });
    await serviceClient(EngineService, base).check({ text: "hi" });
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('procedure="warden.engine.v1.EngineService/Check"');
    expect(metrics).not.toContain("grpc.health.v1.Health");
  });
});
