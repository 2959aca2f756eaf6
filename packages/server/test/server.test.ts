import { Code, ConnectError } from "@connectrpc/connect";
import { EngineService, Verdict } from "@warden/proto";
import { createLogger, createRegistry } from "@warden/telemetry";
import { afterEach, describe, expect, it } from "vitest";
import { createServiceHandler, listen, serviceClient, type RunningServer } from "../src/index.js";

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close(100);
  running = undefined;
});

async function start(readyOk: { value: boolean }, logger = createLogger("test", "silent")) {
  const registry = createRegistry("test", { defaultMetrics: false });
  const { handler } = createServiceHandler({
    registry,
    logger,
    readiness: {
      db: async () => {
        if (!readyOk.value) throw new Error("connection refused");
      },
    },
    routes: (router) =>
      router.service(EngineService, {
        check(req) {
          if (req.text === "boom") throw new Error("secret internal detail");
          if (req.text === "bad") throw new ConnectError("bad text", Code.InvalidArgument);
          if (req.text === "db down") throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:5432"), { code: "ECONNREFUSED" });
          if (req.text === "pool") throw new Error("timeout exceeded when trying to connect");
          return { verdict: Verdict.CLEAN, score: req.text.length };
        },
      }),
  });
  running = await listen(handler, 0, "127.0.0.1");
  return `http://127.0.0.1:${running.port}`;
}

describe("service server", () => {
  it("serves gRPC over h2c and HTTP/1.1 probes on one port", async () => {
    const base = await start({ value: true });
    const client = serviceClient(EngineService, base);
    const res = await client.check({ text: "hello" });
    expect(res.score).toBe(5);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { db: "ok" } });
  });

  it("answers 503 on /readyz while a dependency is down, naming it", async () => {
    const flag = { value: false };
    const base = await start(flag);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "not_ready", checks: { db: "error: connection refused" } });
    flag.value = true;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it("counts RPCs by procedure and code in /metrics, and hides internal error messages", async () => {
    const base = await start({ value: true });
    const client = serviceClient(EngineService, base);
    await client.check({ text: "ok" });
    await expect(client.check({ text: "bad" })).rejects.toMatchObject({ code: Code.InvalidArgument });
    const err = await client.check({ text: "boom" }).catch((e) => ConnectError.from(e));
    expect(err).toBeInstanceOf(ConnectError);
    expect((err as ConnectError).code).toBe(Code.Internal);
    expect((err as ConnectError).rawMessage).not.toContain("secret");
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/warden_rpc_requests_total\{[^}]*procedure="warden.engine.v1.EngineService\/Check"[^}]*code="ok"[^}]*\} 1/);
    expect(metrics).toMatch(/code="InvalidArgument"[^}]*\} 1/);
    expect(metrics).toContain("warden_rpc_duration_seconds_bucket");
  });

  it("answers Unavailable, not Internal, when a handler's dependency is down: callers and consumers wait instead of failing", async () => {
    const base = await start({ value: true });
    const client = serviceClient(EngineService, base);
    for (const text of ["db down", "pool"]) {
      const err = ConnectError.from(await client.check({ text }).catch((e) => e));
      expect([err.code, err.rawMessage], text).toEqual([Code.Unavailable, "a dependency is unavailable"]);
      expect(err.rawMessage).not.toContain("10.0.0.7");
      // (@warden/kafka's consumers wait out a ConnectError Unavailable without spending the record's attempts.)
    }
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/code="Unavailable"[^}]*\} 2/);
  });

  it("logs a dependency's outage once, not once per call it fails", async () => {
    const lines: { msg: string; procedure?: string; err?: { code?: string } }[] = [];
    const base = await start({ value: true }, createLogger("test", "info", {}, { write: (line: string) => void lines.push(JSON.parse(line)) }));
    const client = serviceClient(EngineService, base);
    for (let i = 0; i < 5; i++) await expect(client.check({ text: "db down" })).rejects.toMatchObject({ code: Code.Unavailable });
    const outage = lines.filter((l) => l.msg === "rpc failed: a dependency is unavailable");
    expect(outage).toHaveLength(1);
    expect(outage[0]).toMatchObject({ procedure: "warden.engine.v1.EngineService/Check", err: { code: "ECONNREFUSED" } });
  });

  it("/readyz names a failed dependency without the secrets its error quotes (a URL's password, a bot token)", async () => {
    const { handler } = createServiceHandler({
      registry: createRegistry("test", { defaultMetrics: false }),
      logger: createLogger("test", "silent"),
      readiness: {
        db: async () => Promise.reject(new TypeError("Invalid URL: postgres://warden:db-PASS-1@db:5432/warden")),
        telegram: async () => Promise.reject(new Error(`GET https://api.telegram.org/bot123456789:${"T".repeat(35)}/getMe: socket hang up`)),
      },
      routes: () => undefined,
    });
    running = await listen(handler, 0, "127.0.0.1");
    const ready = await fetch(`http://127.0.0.1:${running.port}/readyz`);
    expect(ready.status).toBe(503);
    const body = await ready.text();
    expect(body).not.toContain("db-PASS-1");
    expect(body).not.toContain("T".repeat(35));
    expect(JSON.parse(body).checks.db).toBe("error: Invalid URL: postgres://warden:[redacted]@db:5432/warden");
  });

  it("returns 404 for unknown HTTP paths", async () => {
    const base = await start({ value: true });
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
});
