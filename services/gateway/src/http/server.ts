import { randomUUID } from "node:crypto";
import { REQUEST_ID_PATTERN } from "@warden/contract";
import http from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import type Koa from "koa";
import type { Logger } from "@warden/telemetry";
import type { ErrorCode } from "@warden/contract";

export interface HttpServerOptions {
  /** Deadline for a client to send the request line and headers (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** Deadline for a client to send the whole request, body included (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  keepAliveTimeoutMs?: number;
  logger: Logger;
}

/** A request id for answers given before Koa sees the request (the same form Koa's are). */
export const newRequestId = () => `req_${randomUUID().replace(/-/g, "")}`;

const REQUEST_ID_RE = new RegExp(REQUEST_ID_PATTERN);

/**
 * The id of a request: the caller's `X-Request-Id` when it is one (REQUEST_ID_PATTERN: what a log line and a header may
 * carry), so a client, a proxy or the CLI can follow its own id through the logs; a new one otherwise.
 */
export const requestIdFrom = (incoming: string | undefined): string => (incoming && REQUEST_ID_RE.test(incoming) ? incoming : newRequestId());

/** The public answer to a request Node's HTTP parser refused, or that a client stopped sending. */
export function clientErrorAnswer(code: string | undefined): { status: number; code: ErrorCode; message: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, code: "headers_too_large", message: "The request headers are too large." };
    case "ERR_HTTP_REQUEST_TIMEOUT":
    case "ERR_HTTP_HEADERS_TIMEOUT":
      return { status: 408, code: "request_timeout", message: "The request was not received in time." };
    case "HPE_INVALID_METHOD":
      return { status: 400, code: "bad_request", message: "The request line names a method HTTP does not define." };
    default:
      return { status: 400, code: "bad_request", message: "The request is not well-formed HTTP/1.1." };
  }
}

/**
 * The gateway's HTTP/1.1 server: the Koa app, deadlines of a few seconds for a client to send its
 * headers and its whole request (a client that declares a body and stops sending is cut, not
 * held for Node's 300 s), and a `clientError` handler that answers what Node's parser refuses
 * (malformed or oversized headers, unknown methods, timeouts) in the error model, with an
 * `X-Request-Id`, instead of Node's bare 400/431/408.
 */
export function createHttpServer(app: Koa, opts: HttpServerOptions): DrainableServer {
  const server = http.createServer(
    {
      headersTimeout: opts.headersTimeoutMs,
      requestTimeout: opts.requestTimeoutMs,
      // How often Node looks for requests past those deadlines (default 30 s).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(opts.headersTimeoutMs / 2))),
    },
    app.callback(),
  );
  server.keepAliveTimeout = opts.keepAliveTimeoutMs ?? 65_000;
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    // A response already under way on this socket cannot be replaced: cut the connection.
    const inFlight = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
    if (inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = clientErrorAnswer(err.code);
    const requestId = newRequestId();
    opts.logger.warn({ err: { code: err.code, message: err.message }, request_id: requestId, status: answer.status }, "client error");
    const body = JSON.stringify({ error: { code: answer.code, message: answer.message, request_id: requestId } });
    socket.end(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        "Connection: close\r\n\r\n" +
        body,
    );
    // end() flushes and closes; a peer that never reads must not hold the socket.
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
  return drainable(server);
}

/** An HTTP server that can be stopped without cutting a request a client has sent (see drainable). */
export type DrainableServer = http.Server & {
  /**
   * Stops accepting connections and lets every connection end after its request in flight; resolves once none is
   * left, or after graceMs, when what is left is cut.
   */
  drain(graceMs: number): Promise<void>;
};

/** A keep-alive connection idle for this long while draining is closed: its client is not about to send on it. */
export const DRAIN_IDLE_MS = 1_000;

/**
 * Adds drain() to an HTTP/1.1 server. Node's server.close() closes the idle keep-alive connections at once, and
 * leaves the busy ones open after their answer: a client whose next request is already on its way on an idle one
 * gets a reset for it, and a client kept busy holds its connection until the process is killed, which cuts its
 * request in flight. Draining instead answers with `Connection: close` (the client opens its next connection
 * elsewhere, or is refused before it sends anything), and closes a connection left idle once it has been idle for
 * DRAIN_IDLE_MS. Only a connection's newest answer carries the close: Node ends the connection after an answer that
 * does, and the answers of requests pipelined behind it would never be sent. Bytes arriving count as activity, so a
 * request whose head is still arriving is not cut as idle.
 */
function drainable(server: http.Server): DrainableServer {
  /** Each connection's answers not finished yet, oldest first (more than one: pipelined requests). */
  const pending = new Map<net.Socket, http.ServerResponse[]>();
  const lastActive = new Map<net.Socket, number>();
  let draining = false;
  /** The connection closes after its newest answer: that one says so (if not started), the earlier ones do not. */
  const closeAfterNewest = (answers: http.ServerResponse[]) => {
    for (const [i, res] of answers.entries()) if (!res.headersSent) res.shouldKeepAlive = i !== answers.length - 1;
  };
  server.on("connection", (socket: net.Socket) => {
    pending.set(socket, []);
    lastActive.set(socket, Date.now());
    socket.on("data", () => lastActive.set(socket, Date.now()));
    socket.once("close", () => {
      pending.delete(socket);
      lastActive.delete(socket);
    });
  });
  // Before the app's listener: the answer is not started yet.
  server.prependListener("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    const answers = pending.get(socket);
    if (!answers) return; // the connection is gone already
    answers.push(res);
    if (draining) closeAfterNewest(answers);
    res.once("close", () => {
      const i = answers.indexOf(res);
      if (i >= 0) answers.splice(i, 1);
      lastActive.set(socket, Date.now());
    });
  });
  return Object.assign(server, {
    async drain(graceMs: number): Promise<void> {
      draining = true;
      // net.Server's close: stops accepting without http.Server's closeIdleConnections(), which would cut a
      // keep-alive connection whose next request is already on its way.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      for (const answers of pending.values()) closeAfterNewest(answers);
      const deadline = Date.now() + graceMs;
      let done = false;
      void closed.then(() => (done = true));
      while (!done && Date.now() < deadline) {
        const now = Date.now();
        for (const [socket, answers] of pending)
          if (answers.length === 0 && now - (lastActive.get(socket) ?? now) >= Math.min(DRAIN_IDLE_MS, graceMs)) socket.destroy();
        await new Promise((r) => setTimeout(r, 25));
      }
      server.closeAllConnections();
      await closed;
    },
  });
}
