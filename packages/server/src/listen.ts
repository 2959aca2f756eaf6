import http from "node:http";
import http2 from "node:http2";
import net from "node:net";
import { Health } from "./grpc-health.js";

export type RequestHandler = (req: http.IncomingMessage | http2.Http2ServerRequest, res: http.ServerResponse | http2.Http2ServerResponse) => void;

export interface RunningServer {
  port: number;
  /** Stops accepting, waits for in-flight requests up to graceMs, then destroys what is left. */
  close(graceMs?: number): Promise<void>;
}

const H2_PREFACE = Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");

/**
 * grpc.health.v1.Health/Watch: a stream that lasts until its client cancels it. close() cancels it rather than let
 * one watcher (a mesh, grpc-js health checking, a debugging grpcurl) hold the drain for the whole grace.
 */
const HEALTH_WATCH_PATH = `/${Health.typeName}/${Health.method.watch.name}`;

/**
 * HTTP/2 flow-control windows of internal connections. The protocol's default, 64 KiB for a
 * stream AND for the whole connection, makes 50 concurrent calls carrying 10,000-character texts
 * (~20 KiB each) wait on WINDOW_UPDATE round trips; one connection carries every call here.
 */
export const H2_STREAM_WINDOW = 1024 * 1024;
export const H2_CONNECTION_WINDOW = 16 * 1024 * 1024;

/**
 * One port for gRPC (HTTP/2 cleartext, prior knowledge) and for plain HTTP/1.1 (probes, Prometheus,
 * Connect JSON, curl): the first bytes of a connection decide which server takes it.
 */
export async function listen(handler: RequestHandler, port: number, host = "127.0.0.1"): Promise<RunningServer> {
  const h1 = http.createServer(handler as http.RequestListener);
  h1.keepAliveTimeout = 5_000;
  const h2 = http2.createServer(
    { settings: { initialWindowSize: H2_STREAM_WINDOW } },
    handler as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void,
  );
  const sessions = new Set<http2.ServerHttp2Session>();
  const sockets = new Set<net.Socket>();
  const watches = new Set<http2.ServerHttp2Stream>();
  h2.on("stream", (stream, headers) => {
    if (headers[":path"] !== HEALTH_WATCH_PATH) return;
    watches.add(stream);
    stream.on("close", () => watches.delete(stream));
  });
  h2.on("session", (s) => {
    sessions.add(s);
    s.once("connect", () => s.setLocalWindowSize(H2_CONNECTION_WINDOW));
    s.on("close", () => sessions.delete(s));
  });

  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.once("readable", () => {
      const head: Buffer | null = socket.read();
      if (!head) {
        socket.destroy();
        return;
      }
      socket.unshift(head);
      const n = Math.min(head.length, H2_PREFACE.length);
      const isH2 = head.subarray(0, n).equals(H2_PREFACE.subarray(0, n));
      (isH2 ? h2 : h1).emit("connection", socket);
    });
    socket.on("error", () => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    front.once("error", reject);
    front.listen(port, host, () => resolve());
  });
  const address = front.address() as net.AddressInfo;

  return {
    port: address.port,
    async close(graceMs = 5_000) {
      front.close();
      h1.closeIdleConnections();
      for (const s of sessions) s.close();
      for (const w of watches) w.close(http2.constants.NGHTTP2_CANCEL);
      const deadline = Date.now() + graceMs;
      while ((sessions.size > 0 || sockets.size > 0) && Date.now() < deadline) {
        h1.closeIdleConnections();
        await new Promise((r) => setTimeout(r, 25));
      }
      for (const s of sessions) s.destroy();
      for (const s of sockets) s.destroy();
    },
  };
}
