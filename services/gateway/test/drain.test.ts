import http from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "@warden/telemetry";
import Koa from "koa";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer, DRAIN_IDLE_MS, type DrainableServer } from "../src/http/server.js";

// The gateway's shutdown (main.ts) drains its HTTP servers: a client on a keep-alive connection (an ingress
// controller, an SDK's pooled agent) must get an answer to every request it has written, never a reset.

const GRACE_MS = 10_000;
let server: DrainableServer | undefined;
let agent: http.Agent | undefined;

afterEach(() => {
  agent?.destroy();
  server?.closeAllConnections();
  server?.close();
  server = agent = undefined;
});

/** A gateway HTTP server whose /slow answers once `release` is called. */
async function start(): Promise<{ port: number; release: () => void; arrived: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let arrivedNow!: () => void;
  const arrived = new Promise<void>((r) => (arrivedNow = r));
  const app = new Koa();
  app.use(async (ctx) => {
    if (ctx.path === "/slow") {
      arrivedNow();
      await released;
    }
    ctx.body = { ok: true };
  });
  server = createHttpServer(app, { headersTimeoutMs: 5_000, requestTimeoutMs: 10_000, logger: createLogger("test", "silent") });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return { port: (server.address() as AddressInfo).port, release, arrived };
}

type Answer = { status: number; connection: string | undefined; reused: boolean } | { error: string; reused: boolean };

function post(port: number, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, reused: req.reusedSocket }));
    });
    req.on("error", (err: NodeJS.ErrnoException) => resolve({ error: `${err.code ?? ""} ${err.message}`, reused: req.reusedSocket }));
    req.end("{}");
  });
}

describe("draining the gateway's HTTP server", () => {
  it("answers a request in flight with Connection: close and ends at once after it, not at the grace", async () => {
    const { port, release, arrived } = await start();
    const inFlight = post(port, "/slow");
    await arrived;
    const t0 = Date.now();
    const drained = server!.drain(GRACE_MS);
    release();
    expect(await inFlight).toEqual({ status: 200, connection: "close", reused: false });
    await drained;
    expect(Date.now() - t0).toBeLessThan(GRACE_MS / 2);
  });

  it("answers a request written on an idle keep-alive connection just after the drain began, instead of resetting it", async () => {
    const { port } = await start();
    expect(await post(port, "/")).toMatchObject({ status: 200, connection: "keep-alive" });
    // The client's next request goes out on its pooled connection as the server begins to drain.
    const drained = server!.drain(GRACE_MS);
    expect(await post(port, "/")).toEqual({ status: 200, connection: "close", reused: true });
    await drained;
  });

  it("closes a keep-alive connection left idle once it has been idle for DRAIN_IDLE_MS, and ends then", async () => {
    const { port } = await start();
    expect(await post(port, "/")).toMatchObject({ status: 200, connection: "keep-alive" });
    const t0 = Date.now();
    await server!.drain(GRACE_MS);
    expect(Date.now() - t0).toBeLessThan(DRAIN_IDLE_MS + 2_000);
  });
});
