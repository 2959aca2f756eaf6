import http2 from "node:http2";
import { create, fromBinary, isMessage, toBinary, type DescMessage, type DescMethod, type DescMethodUnary, type DescService } from "@bufbuild/protobuf";
import {
  Code,
  ConnectError,
  createContextValues,
  type ConnectRouter,
  type HandlerContext,
  type Interceptor,
  type Transport,
  type UnaryRequest,
  type UnaryResponse,
} from "@connectrpc/connect";
import { findTrailerError, parseTimeout, setTrailerStatus } from "@connectrpc/connect/protocol-grpc";
import { H2_CONNECTION_WINDOW, H2_STREAM_WINDOW } from "./listen.js";

/**
 * A lean path for unary gRPC calls between Warden services. Connect's generic
 * pipeline (async iterables, linked abort controllers, web Headers on both ends) cost ~0.5 ms of
 * CPU per unary call on each side, 25 times the detector's work for a short text. Both halves
 * here speak the same gRPC wire protocol (HTTP/2, length-prefixed protobuf, grpc-status
 * trailers, grpc-status-details-bin), so either side interoperates with any gRPC peer; they run
 * the same interceptors as Connect (metrics, trace context, error masking, input checks).
 * Streaming calls, compressed messages, gRPC-Web and Connect's own protocol stay on Connect.
 */

const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
const CONTENT_TYPES = new Set(["application/grpc", "application/grpc+proto"]);

interface UnarySpec {
  service: DescService;
  method: DescMethodUnary;
  impl: (req: unknown, ctx: HandlerContext) => unknown;
}

/** Records the unary methods a router serves, while passing every registration on to it. */
export function recordingRouter(router: ConnectRouter, specs: Map<string, UnarySpec>): ConnectRouter {
  return new Proxy(router, {
    get(target, prop, receiver) {
      if (prop !== "service") return Reflect.get(target, prop, receiver);
      return (service: DescService, impl: Record<string, unknown>, options?: unknown) => {
        for (const method of service.methods) {
          const fn = impl[method.localName];
          if (method.methodKind === "unary" && typeof fn === "function") {
            specs.set(`/${service.typeName}/${method.name}`, {
              service,
              method: method as DescMethodUnary,
              impl: (fn as (...a: unknown[]) => unknown).bind(impl),
            });
          }
        }
        return (target.service as (...a: unknown[]) => ConnectRouter)(service, impl, options);
      };
    },
  });
}

function chain(interceptors: Interceptor[], last: (req: UnaryRequest) => Promise<UnaryResponse>): (req: UnaryRequest) => Promise<UnaryResponse> {
  let next = last as unknown as Parameters<Interceptor>[0];
  for (let i = interceptors.length - 1; i >= 0; i--) next = interceptors[i]!(next);
  return next as unknown as (req: UnaryRequest) => Promise<UnaryResponse>;
}

function headersToObject(h: Headers, into: Record<string, string> = {}): Record<string, string> {
  h.forEach((v, k) => {
    into[k] = v;
  });
  return into;
}

function frame(bytes: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(5 + bytes.length);
  out[0] = 0;
  out.writeUInt32BE(bytes.length, 1);
  out.set(bytes, 5);
  return out;
}

/** The payload of exactly one uncompressed length-prefixed message, or an error. */
function unframe(body: Buffer): Uint8Array | ConnectError {
  if (body.length < 5) return new ConnectError("protocol error: incomplete message", Code.InvalidArgument);
  if ((body[0]! & 1) === 1) return new ConnectError("compressed messages are not accepted here", Code.Unimplemented);
  const len = body.readUInt32BE(1);
  if (body.length !== 5 + len) return new ConnectError("protocol error: expected one message", Code.InvalidArgument);
  return body.subarray(5);
}

type NodeRequest = { httpVersionMajor: number; method?: string; url?: string; headers: http2.IncomingHttpHeaders; stream?: http2.ServerHttp2Stream };

/**
 * Server side: takes a unary gRPC request over HTTP/2 for a recorded method and answers it;
 * returns false for anything else (left to Connect).
 */
export function fastUnaryServer(specs: Map<string, UnarySpec>, interceptors: Interceptor[]) {
  const chains = new Map<string, (req: UnaryRequest) => Promise<UnaryResponse>>();
  const chainOf = (path: string, spec: UnarySpec) => {
    let c = chains.get(path);
    if (!c) {
      c = chain(interceptors, async (req) => {
        const ctx = (req as UnaryRequest & { ctx: HandlerContext }).ctx;
        const out = await spec.impl(req.message, ctx);
        const message = isMessage(out, spec.method.output) ? out : create(spec.method.output, out as never);
        return {
          stream: false,
          service: spec.service,
          method: spec.method,
          header: ctx.responseHeader,
          trailer: ctx.responseTrailer,
          message,
        } as UnaryResponse;
      });
      chains.set(path, c);
    }
    return c;
  };

  return (req: NodeRequest, res: http2.Http2ServerResponse): boolean => {
    if (req.httpVersionMajor !== 2 || req.method !== "POST" || !req.stream) return false;
    const ct = req.headers["content-type"];
    if (!ct || !CONTENT_TYPES.has(ct)) return false;
    const enc = req.headers["grpc-encoding"];
    if (enc !== undefined && enc !== "identity") return false;
    const path = req.url ?? "";
    const spec = specs.get(path);
    if (!spec) return false;
    void serve(req.stream, res, req.headers, path, spec, chainOf(path, spec));
    return true;
  };
}

async function serve(
  stream: http2.ServerHttp2Stream,
  response: http2.Http2ServerResponse,
  headers: http2.IncomingHttpHeaders,
  path: string,
  spec: UnarySpec,
  run: (req: UnaryRequest) => Promise<UnaryResponse>,
): Promise<void> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const onClose = () => {
    if (!abort.signal.aborted) abort.abort(new ConnectError("the client closed the call", Code.Canceled));
  };
  stream.once("close", onClose);
  try {
    const timeout = parseTimeout((headers["grpc-timeout"] as string | undefined) ?? null, Number.MAX_SAFE_INTEGER);
    if (timeout.error) throw timeout.error;
    const deadline = timeout.timeoutMs === undefined ? undefined : Date.now() + timeout.timeoutMs;
    if (timeout.timeoutMs !== undefined) {
      timer = setTimeout(() => abort.abort(new ConnectError("the operation timed out", Code.DeadlineExceeded)), timeout.timeoutMs);
    }
    const body = await readBody(stream);
    const payload = unframe(body);
    if (payload instanceof ConnectError) throw payload;
    let message;
    try {
      message = fromBinary(spec.method.input, payload);
    } catch (err) {
      throw new ConnectError(`parse binary: ${(err as Error).message}`, Code.InvalidArgument);
    }
    const requestHeader = new Headers();
    for (const [k, v] of Object.entries(headers)) {
      if (k[0] === ":" || v === undefined) continue;
      requestHeader.set(k, Array.isArray(v) ? v.join(", ") : v);
    }
    const ctx: HandlerContext = {
      service: spec.service,
      method: spec.method,
      protocolName: "grpc",
      requestMethod: "POST",
      url: path,
      signal: abort.signal,
      timeoutMs: () => (deadline === undefined ? undefined : deadline - Date.now()),
      requestHeader,
      responseHeader: new Headers(),
      responseTrailer: new Headers(),
      values: createContextValues(),
    };
    const req = {
      stream: false,
      service: spec.service,
      method: spec.method,
      requestMethod: "POST",
      url: path,
      signal: abort.signal,
      header: requestHeader,
      contextValues: ctx.values,
      message,
      ctx,
    } as unknown as UnaryRequest;
    const res = await Promise.race([run(req), aborted(abort.signal)]);
    if (stream.closed || stream.destroyed) return;
    const bytes = frame(toBinary(spec.method.output, res.message as never));
    // The HTTP/2 compatibility response the server made for this stream sends the trailers.
    response.writeHead(200, headersToObject(res.header, { "content-type": "application/grpc+proto", "grpc-accept-encoding": "identity" }));
    response.addTrailers(headersToObject(res.trailer, { "grpc-status": "0" }));
    response.end(bytes);
  } catch (e) {
    if (stream.closed || stream.destroyed || response.headersSent) return;
    const err = ConnectError.from(e);
    const trailer = setTrailerStatus(new Headers(), err);
    for (const [k, v] of err.metadata) trailer.set(k, v);
    response.writeHead(200, { "content-type": "application/grpc+proto", "grpc-accept-encoding": "identity" });
    response.addTrailers(headersToObject(trailer));
    response.end();
  } finally {
    if (timer) clearTimeout(timer);
    stream.off("close", onClose);
  }
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

function readBody(stream: http2.ServerHttp2Stream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_MESSAGE_BYTES + 5) {
        stream.removeAllListeners("data");
        reject(new ConnectError(`message larger than ${MAX_MESSAGE_BYTES} bytes`, Code.ResourceExhausted));
        return;
      }
      chunks.push(c);
    });
    stream.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    stream.once("error", reject);
  });
}

/** The signal of a call made without one: nothing can abort it, so it is shared and never listened to. */
const NEVER_ABORTED = new AbortController().signal;

/**
 * Client side: a Connect Transport whose unary calls go over one shared HTTP/2 session with a
 * minimal gRPC exchange; streaming calls go to `streams` (Connect's gRPC transport).
 */
export function fastGrpcTransport(opts: { baseUrl: string; interceptors: Interceptor[]; defaultTimeoutMs?: number; streams: Transport }): Transport {
  const base = opts.baseUrl.replace(/\/$/, "");
  const authority = new URL(base).host;
  let session: http2.ClientHttp2Session | undefined;
  let active = 0;
  // The :path of each procedure's URL, parsed once.
  const paths = new Map<string, string>();
  const pathOf = (url: string): string => {
    let p = paths.get(url);
    if (p === undefined) {
      p = new URL(url).pathname;
      paths.set(url, p);
    }
    return p;
  };
  const getSession = (): http2.ClientHttp2Session => {
    if (session && !session.closed && !session.destroyed) return session;
    const s = http2.connect(base, { settings: { initialWindowSize: H2_STREAM_WINDOW } });
    s.once("connect", () => s.setLocalWindowSize(H2_CONNECTION_WINDOW));
    s.on("error", () => undefined); // surfaced on the streams
    const drop = () => {
      if (session === s) session = undefined;
    };
    s.once("close", drop);
    s.once("goaway", drop);
    // An idle session must not keep a process alive (the server's close waits on it otherwise).
    s.unref();
    session = s;
    return s;
  };

  const send = (req: UnaryRequest, timeoutMs: number | undefined): Promise<UnaryResponse> =>
    new Promise((resolve, reject) => {
      const headers: http2.OutgoingHttpHeaders = {
        ":method": "POST",
        ":path": pathOf(req.url),
        ":authority": authority,
        "content-type": "application/grpc+proto",
        te: "trailers",
        "grpc-accept-encoding": "identity",
      };
      req.header.forEach((v, k) => {
        headers[k] = v;
      });
      if (timeoutMs !== undefined && timeoutMs > 0) headers["grpc-timeout"] = `${Math.ceil(timeoutMs)}m`;
      let s: http2.ClientHttp2Session;
      let stream: http2.ClientHttp2Stream;
      try {
        s = getSession();
        stream = s.request(headers);
      } catch (err) {
        reject(new ConnectError((err as Error).message, Code.Unavailable, undefined, undefined, err));
        return;
      }
      if (active++ === 0) s.ref();
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const onAbort = () => finish(new ConnectError("the operation was aborted", Code.Canceled), true);
      const finish = (result: UnaryResponse | ConnectError, cancel = false) => {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        if (req.signal !== NEVER_ABORTED) req.signal.removeEventListener("abort", onAbort);
        if (--active === 0 && !s.destroyed) s.unref();
        if (cancel && !stream.closed) stream.close(http2.constants.NGHTTP2_CANCEL);
        if (result instanceof ConnectError) reject(result);
        else resolve(result);
      };
      if (timeoutMs !== undefined && timeoutMs > 0) {
        timer = setTimeout(() => finish(new ConnectError("the operation timed out", Code.DeadlineExceeded), true), timeoutMs);
      }
      if (req.signal.aborted) return onAbort();
      if (req.signal !== NEVER_ABORTED) req.signal.addEventListener("abort", onAbort, { once: true });

      let status = 0;
      const responseHeader = new Headers();
      const trailer = new Headers();
      const chunks: Buffer[] = [];
      stream.on("response", (h) => {
        status = Number(h[":status"]);
        for (const [k, v] of Object.entries(h)) if (k[0] !== ":" && v !== undefined) responseHeader.set(k, Array.isArray(v) ? v.join(", ") : String(v));
      });
      stream.on("trailers", (h) => {
        for (const [k, v] of Object.entries(h)) if (k[0] !== ":" && v !== undefined) trailer.set(k, Array.isArray(v) ? v.join(", ") : String(v));
      });
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("error", (err) => finish(new ConnectError(err.message, Code.Unavailable, undefined, undefined, err)));
      stream.on("close", () => {
        if (settled) return;
        if (status === 0) return finish(new ConnectError(`http/2 stream closed with error code ${stream.rstCode}`, Code.Unavailable));
        if (status !== 200)
          return finish(new ConnectError(`HTTP ${status}`, status === 503 || status === 502 || status === 504 ? Code.Unavailable : Code.Unknown));
        // Trailers-only answers carry the status in the headers.
        const statusHeaders = trailer.has("grpc-status") ? trailer : responseHeader;
        const err = findTrailerError(statusHeaders);
        if (err) return finish(err);
        if (!statusHeaders.has("grpc-status")) return finish(new ConnectError("protocol error: missing status", Code.Unavailable));
        const payload = unframe(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
        if (payload instanceof ConnectError) return finish(new ConnectError(payload.rawMessage, Code.Internal));
        try {
          const message = fromBinary(req.method.output, payload);
          finish({ stream: false, service: req.service, method: req.method, header: responseHeader, trailer, message } as UnaryResponse);
        } catch (e) {
          finish(new ConnectError(`parse binary: ${(e as Error).message}`, Code.Internal));
        }
      });
      stream.end(frame(toBinary(req.method.input, req.message)));
    });

  return {
    async unary<I extends DescMessage, O extends DescMessage>(
      method: DescMethodUnary<I, O>,
      signal: AbortSignal | undefined,
      timeoutMs: number | undefined,
      header: ConstructorParameters<typeof Headers>[0] | undefined,
      input: unknown,
      contextValues?: ReturnType<typeof createContextValues>,
    ): Promise<UnaryResponse<I, O>> {
      const timeout = timeoutMs ?? opts.defaultTimeoutMs;
      const req = {
        stream: false,
        service: method.parent,
        method,
        requestMethod: "POST",
        url: `${base}/${method.parent.typeName}/${method.name}`,
        signal: signal ?? NEVER_ABORTED,
        header: new Headers(header),
        contextValues: contextValues ?? createContextValues(),
        message: isMessage(input, method.input) ? input : create(method.input, input as never),
      } as unknown as UnaryRequest;
      const run = chain(opts.interceptors, (r) => send(r, timeout));
      return (await run(req)) as unknown as UnaryResponse<I, O>;
    },
    stream: opts.streams.stream.bind(opts.streams),
  };
}

export type { UnarySpec, DescMethod };
