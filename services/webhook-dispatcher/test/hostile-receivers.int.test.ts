import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DeliveryTransport } from "../src/deliver.js";
import { DestinationPolicy, type Resolver } from "../src/url-safety.js";

// Receivers that misbehave on purpose, on raw sockets: every attempt ends by its deadline and reads a bounded number
// of bytes, whatever the receiver does.
const BODY = JSON.stringify({ id: "evt_H1", type: "user.left", created_at: "2026-03-01T12:00:00.000Z", group_id: -1001, data: { user_id: 5 } });
const SECRET = "whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q=";
const local = new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.0/8"] });
const loopback: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
const DEADLINE_MS = 1_000;

interface RawReceiver {
  port: number;
  /** Bytes written to the dispatcher's connections. */
  written: number;
  /** Connections closed (by either side). */
  closed: number;
  close(): Promise<void>;
}

const open: RawReceiver[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

/** A TCP server that does `onConnection` with every socket (after reading nothing, or whatever it likes). */
async function rawReceiver(onConnection: (socket: net.Socket, rx: RawReceiver) => void): Promise<RawReceiver> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.resume(); // reads (and drops) what the dispatcher sends, so its close is seen
    socket.on("close", () => {
      sockets.delete(socket);
      rx.closed++;
    });
    onConnection(socket, rx);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const rx: RawReceiver = {
    port: (server.address() as net.AddressInfo).port,
    written: 0,
    closed: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  open.push(rx);
  return rx;
}

/** Writes `chunk` for as long as the socket takes it (as fast as the dispatcher reads), counting the bytes. */
function flood(socket: net.Socket, rx: RawReceiver, head: string, chunk: Buffer): void {
  socket.once("data", () => {
    socket.write(head);
    const pump = () => {
      while (!socket.destroyed && socket.writable) {
        rx.written += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

const transport = (policy = local) => new DeliveryTransport({ policy, resolver: loopback, timeoutMs: DEADLINE_MS });
const post = (t: DeliveryTransport, url: string) => t.post({ url, body: BODY, eventId: "evt_H1", eventType: "user.left", secrets: [SECRET] });

describe("a hostile receiver", () => {
  it("that accepts the connection and never answers: a timeout at the deadline, the connection closed", async () => {
    const rx = await rawReceiver(() => undefined);
    const r = await post(transport(), `http://hooks.warden.test:${rx.port}/`);
    expect(r).toMatchObject({ ok: false, outcome: "timeout" });
    expect(r.durationMs).toBeGreaterThanOrEqual(DEADLINE_MS - 10);
    expect(r.durationMs).toBeLessThan(DEADLINE_MS + 500);
    await expect.poll(() => rx.closed).toBe(1);
  });

  it("that trickles its answer a byte at a time (slowloris): a timeout at the deadline", async () => {
    const answer = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok";
    const rx = await rawReceiver((socket) => {
      socket.once("data", () => {
        let i = 0;
        const tick = setInterval(() => {
          if (socket.destroyed || i >= answer.length) return clearInterval(tick);
          socket.write(answer[i++]!);
        }, 50);
        socket.on("close", () => clearInterval(tick));
      });
    });
    const r = await post(transport(), `http://hooks.warden.test:${rx.port}/`);
    expect(r).toMatchObject({ ok: false, outcome: "timeout" });
    expect(r.durationMs).toBeLessThan(DEADLINE_MS + 500);
    await expect.poll(() => rx.closed).toBe(1);
  });

  it("that answers a 1 GB body: reads a bounded prefix, ends at once and closes the connection", async () => {
    const rx = await rawReceiver((socket, self) => flood(socket, self, "HTTP/1.1 200 OK\r\nContent-Length: 1073741824\r\n\r\n", Buffer.alloc(64 * 1024, 0x61)));
    const r = await post(transport(), `http://hooks.warden.test:${rx.port}/`);
    expect(r).toMatchObject({ ok: true, statusCode: 200 });
    expect(r.durationMs).toBeLessThan(DEADLINE_MS);
    await expect.poll(() => rx.closed).toBe(1);
    // 64 KiB read, plus what the kernel's socket buffers took before the close.
    expect(rx.written).toBeLessThan(32 * 1024 * 1024);
  });

  it("that answers an endless chunked body: reads a bounded prefix, ends at once and closes the connection", async () => {
    const chunk = Buffer.from(`4000\r\n${"b".repeat(0x4000)}\r\n`);
    const rx = await rawReceiver((socket, self) => flood(socket, self, "HTTP/1.1 500 Oops\r\nTransfer-Encoding: chunked\r\n\r\n", chunk));
    const r = await post(transport(), `http://hooks.warden.test:${rx.port}/`);
    expect(r).toMatchObject({ ok: false, outcome: "http_error", statusCode: 500 });
    expect(r.responseBody!.length).toBeLessThanOrEqual(1024);
    expect(r.durationMs).toBeLessThan(DEADLINE_MS);
    await expect.poll(() => rx.closed).toBe(1);
    expect(rx.written).toBeLessThan(32 * 1024 * 1024);
  });

  it("that answers endless 1xx interim responses (103 Early Hints): bounded in bytes, not only in time", async () => {
    const hint = Buffer.from("HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n".repeat(256));
    const rx = await rawReceiver((socket, self) => flood(socket, self, "", hint));
    const r = await post(transport(), `http://hooks.warden.test:${rx.port}/`);
    // Before the bound: read until the deadline (about 10 MB a second on loopback, all of it parsed on the event loop).
    expect(r).toMatchObject({ ok: false, outcome: "http_error", error: expect.stringMatching(/interim \(1xx\)/) });
    expect(r.durationMs).toBeLessThan(DEADLINE_MS / 2);
    await expect.poll(() => rx.closed).toBe(1);
    expect(rx.written).toBeLessThan(8 * 1024 * 1024);
  });

  it("that redirects to an internal address: a failure, not followed", async () => {
    const rx = await rawReceiver((socket) =>
      socket.once("data", () =>
        socket.end("HTTP/1.1 307 Temporary Redirect\r\nLocation: http://169.254.169.254/latest/meta-data/\r\nContent-Length: 0\r\n\r\n"),
      ),
    );
    const r = await post(transport(), `http://hooks.warden.test:${rx.port}/`);
    expect(r).toMatchObject({ ok: false, outcome: "redirect", statusCode: 307 });
    expect(r.error).toMatch(/not followed/);
  });

  it("whose TLS handshake stalls: a timeout at the deadline, the connection closed", async () => {
    const rx = await rawReceiver(() => undefined); // reads the ClientHello, never answers it
    const r = await post(transport(new DestinationPolicy({ allowedNetworks: ["127.0.0.0/8"] })), `https://hooks.warden.test:${rx.port}/`);
    expect(r).toMatchObject({ ok: false, outcome: "timeout" });
    expect(r.durationMs).toBeLessThan(DEADLINE_MS + 500);
    await expect.poll(() => rx.closed).toBe(1);
  });

  it("that answers 200 after the deadline: a timeout (a failure), not a success", async () => {
    const rx = await rawReceiver((socket) =>
      socket.once("data", () => setTimeout(() => !socket.destroyed && socket.end("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"), DEADLINE_MS + 300)),
    );
    const r = await post(transport(), `http://hooks.warden.test:${rx.port}/`);
    expect(r).toMatchObject({ ok: false, outcome: "timeout" });
  });

  it.each([
    [410, ""],
    [429, "Retry-After: 3600\r\n"],
    [503, "Retry-After: 120\r\n"],
  ])("HTTP %i is an ordinary failure (no special treatment of 410 or Retry-After)", async (status, extra) => {
    const rx = await rawReceiver((socket) => socket.once("data", () => socket.end(`HTTP/1.1 ${status} X\r\n${extra}Content-Length: 0\r\n\r\n`)));
    const r = await post(transport(), `http://hooks.warden.test:${rx.port}/`);
    expect(r).toMatchObject({ ok: false, outcome: "http_error", statusCode: status, error: `HTTP ${status}` });
  });
});
