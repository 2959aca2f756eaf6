import type { AddressInfo } from "node:net";
import http from "node:http";
import { createLogger, createRegistry } from "@warden/telemetry";
import type { Context } from "koa";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../src/app.js";
import type { GatewayDeps } from "../src/deps.js";

// The gateway app's own operations: /readyz, and the errors Koa reports once an answer began.
const lines: Record<string, any>[] = [];
const deps = {
  limiter: { ping: async () => Promise.reject(new Error("connect to redis://:redis-PASS-1@cache:6379/0 failed")) },
  readiness: { postgres: async () => Promise.reject(new TypeError("Invalid URL: postgres://warden:pg-PASS-2@db:5432/warden")) },
  registry: createRegistry("gateway", { defaultMetrics: false }),
  logger: createLogger("test", "debug", {}, { write: (line: string) => void lines.push(JSON.parse(line)) }),
} as unknown as GatewayDeps;
const app = createApp(deps, { routes: [] });
const server = http.createServer(app.callback());
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("/readyz", () => {
  // Served on the public port, to whoever asks: a dependency's error text without the secrets a library quoted in it (a
  // URL's password), as the other services' /readyz (@warden/server) show it.
  it("names each failed dependency without the secrets its error quotes", async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(text).not.toContain("redis-PASS-1");
    expect(text).not.toContain("pg-PASS-2");
    expect(JSON.parse(text)).toEqual({
      status: "not_ready",
      checks: {
        redis: "error: connect to redis://:[redacted]@cache:6379/0 failed",
        postgres: "error: Invalid URL: postgres://warden:[redacted]@db:5432/warden",
      },
    });
  });
});

describe("an error once the answer began (Koa's 'error')", () => {
  it("is a line of the JSON log with the request id (debug for a client gone), never Koa's stack on stderr", () => {
    const stderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const ctx = { state: { requestId: "req_0123456789abcdef0123456789abcdef" } } as unknown as Context;
      app.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }), ctx);
      app.emit("error", new Error("body stream failed: postgres://warden:ans-PASS-3@db/w"), ctx);
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      stderr.mockRestore();
    }
    const logged = lines.filter((l) => l.request_id === "req_0123456789abcdef0123456789abcdef");
    expect(logged.map((l) => [l.level, l.msg])).toEqual([
      ["debug", "client went away during the answer"],
      ["warn", "answer failed"],
    ]);
    expect(JSON.stringify(logged)).not.toContain("ans-PASS-3");
  });
});
