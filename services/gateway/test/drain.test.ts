import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { waitFor } from "@warden/testing";
import { createLogger } from "@warden/telemetry";
import Koa from "koa";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer, DRAIN_IDLE_MS, type DrainableServer } from "../src/http/server.js";

// The gateway's shutdown (main.ts) drains its HTTP servers: a client on a keep-alive connection (an ingress
// controller, an SDK's pooled agent) must get an answer to every request it has written, never a reset.

const GRACE_MS = 10_000;
let server: DrainableServer | undefined;
let agent: http.Agent | undefined;
/** The server side of the connections accepted in the current test. */
const accepted = new Set<net.Socket>();

afterEach(() => {
  accepted.clear();
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
  server.on("connection", (socket: net.Socket) => accepted.add(socket));
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return { port: (server.address() as AddressInfo).port, release, arrived };
}

/** The status line and Connection header of each answer in what a raw socket received. */
const answersIn = (received: string) =>
  (received.match(/HTTP\/1\.1 [\s\S]*?\r\n\r\n/g) ?? []).map((h) => [h.split("\r\n")[0], /^connection: (.*)$/im.exec(h)?.[1]]);

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

  it("answers every pipelined request of a connection, the newest answer alone carrying Connection: close", async () => {
    const { port, release, arrived } = await start();
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("latin1").on("data", (d: string) => (received += d));
    const ended = new Promise<void>((r) => socket.once("close", () => r()));
    socket.write("POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}POST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}");
    await arrived;
    const drained = server!.drain(GRACE_MS);
    release();
    await ended;
    await drained;
    expect(answersIn(received)).toEqual([
      ["HTTP/1.1 200 OK", "keep-alive"],
      ["HTTP/1.1 200 OK", "close"],
    ]);
  });

  it("does not cut, as idle, a connection quiet for longer than DRAIN_IDLE_MS whose next request's head is arriving", async () => {
    const { port } = await start();
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("latin1").on("data", (d: string) => (received += d));
    const ended = new Promise<string | undefined>((r) => {
      socket.once("close", () => r(undefined));
      socket.once("error", (err: NodeJS.ErrnoException) => r(err.code));
    });
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await waitFor(() => received.includes("\r\n\r\n{"), { timeoutMs: 5_000, message: "the first answer" });
    // Quiet for longer than DRAIN_IDLE_MS (the condition under test), then half a request head reaches the server.
    const quiet = Date.now();
    await waitFor(() => Date.now() - quiet > DRAIN_IDLE_MS + 100, { timeoutMs: DRAIN_IDLE_MS + 5_000, intervalMs: 50, message: "quiet" });
    const serverSide = [...accepted][0]!;
    const halfArrived = new Promise<void>((r) => serverSide.once("data", () => r()));
    socket.write("POST /second HTTP/1.1\r\nHost: x\r\n");
    await halfArrived;
    const drained = server!.drain(GRACE_MS);
    socket.write("Content-Length: 2\r\n\r\n{}");
    expect(await ended).toBeUndefined();
    await drained;
    expect(answersIn(received)).toEqual([
      ["HTTP/1.1 200 OK", "keep-alive"],
      ["HTTP/1.1 200 OK", "close"],
    ]);
  });

  it("closes a keep-alive connection left idle once it has been idle for DRAIN_IDLE_MS, and ends then", async () => {
    const { port } = await start();
    expect(await post(port, "/")).toMatchObject({ status: 200, connection: "keep-alive" });
    const t0 = Date.now();
    await server!.drain(GRACE_MS);
    expect(Date.now() - t0).toBeLessThan(DRAIN_IDLE_MS + 2_000);
  });
});
