import { Code, ConnectError, type Interceptor } from "@connectrpc/connect";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { Logger, Registry } from "@warden/telemetry";
import { LogThrottle, recordError, redactSecrets, rpcMetrics } from "@warden/telemetry";
import { isDependencyUnavailable } from "./unavailable.js";

const HEALTH_SERVICE = "grpc.health.v1.Health";

const headersGetter = {
  keys: (h: Headers) => [...h.keys()],
  get: (h: Headers, k: string) => h.get(k) ?? undefined,
};
const headersSetter = {
  set: (h: Headers, k: string, v: string) => h.set(k, v),
};

/**
 * Server side: continues the caller's trace (W3C traceparent header), records RED metrics per
 * procedure and logs unexpected failures. Internal errors never leak their message to the caller.
 */
export function serverInterceptors(opts: { registry: Registry; logger: Logger }): Interceptor[] {
  const m = rpcMetrics(opts.registry);
  const tracer = trace.getTracer("warden-rpc");
  // A dependency down fails every call the same way: one line per procedure and LOG_REPEAT_EVERY_MS, not one per call
  // (the calls are counted in warden_rpc_requests_total{code="Unavailable"}).
  const unavailableLines = new LogThrottle();
  // Labelled children per procedure (and code), looked up once: prom-client hashes the label set
  // on every inc/observe otherwise. Procedures are the service's own, codes a fixed set.
  const children = new Map<string, { duration: ReturnType<typeof m.duration.labels>; codes: Map<string, ReturnType<typeof m.requests.labels>> }>();
  const of = (procedure: string) => {
    let c = children.get(procedure);
    if (!c) {
      c = { duration: m.duration.labels({ procedure }), codes: new Map() };
      children.set(procedure, c);
    }
    return c;
  };
  const count = (c: ReturnType<typeof of>, procedure: string, code: string) => {
    let child = c.codes.get(code);
    if (!child) {
      child = m.requests.labels({ procedure, code });
      c.codes.set(code, child);
    }
    child.inc();
  };
  const observe: Interceptor = (next) => async (req) => {
    // Probes ask every few seconds per pod: they are neither traffic to measure nor traces to keep.
    if (req.service.typeName === HEALTH_SERVICE) return next(req);
    const procedure = `${req.service.typeName}/${req.method.name}`;
    const parent = propagation.extract(context.active(), req.header, headersGetter);
    return tracer.startActiveSpan(
      procedure,
      { kind: SpanKind.SERVER, attributes: { "rpc.system": "connect_rpc", "rpc.service": req.service.typeName, "rpc.method": req.method.name } },
      parent,
      async (span) => {
        const c = of(procedure);
        const end = c.duration.startTimer();
        try {
          const res = await next(req);
          count(c, procedure, "ok");
          return res;
        } catch (e) {
          let err = ConnectError.from(e);
          // A dependency of the handler is down (PostgreSQL, a peer, the network): Unavailable, so callers answer 503
          // and consumers wait instead of spending a record's attempts. The detail (an address) stays in the log.
          if ((err.code === Code.Internal || err.code === Code.Unknown) && isDependencyUnavailable(e)) {
            const due = unavailableLines.take(procedure);
            if (due) opts.logger.warn({ err: e, procedure, suppressed: due.suppressed }, "rpc failed: a dependency is unavailable");
            err = new ConnectError("a dependency is unavailable", Code.Unavailable);
          }
          count(c, procedure, Code[err.code] ?? String(err.code));
          span.setAttribute("rpc.connect_rpc.error_code", Code[err.code] ?? String(err.code));
          if (err.code === Code.Internal || err.code === Code.Unknown) {
            recordError(span, err, err.rawMessage);
            opts.logger.error({ err: e, procedure }, "rpc failed");
            throw new ConnectError("internal error", Code.Internal);
          }
          throw err;
        } finally {
          end();
          span.end();
        }
      },
    );
  };
  return [observe];
}

/**
 * The procedure a failed call was made to, as an own field of its error (`upstream`: "warden.engine.v1.EngineService/
 * Check"): a caller logging the error with `{ err }` then says which service failed, where the message alone says a
 * port (connect ECONNREFUSED) or nothing ("the operation timed out").
 */
function namedUpstream(err: ConnectError, procedure: string): ConnectError {
  if (!Object.hasOwn(err, "upstream")) Object.defineProperty(err, "upstream", { value: procedure, enumerable: true, configurable: true });
  return err;
}

/** Client side: propagates the active trace context in request headers, in a client span; a failure names its procedure (upstream). */
export function clientInterceptors(): Interceptor[] {
  const tracer = trace.getTracer("warden-rpc");
  const propagate: Interceptor = (next) => async (req) => {
    const procedure = `${req.service.typeName}/${req.method.name}`;
    return tracer.startActiveSpan(procedure, { kind: SpanKind.CLIENT, attributes: { "rpc.system": "connect_rpc" } }, async (span) => {
      propagation.inject(context.active(), req.header, headersSetter);
      try {
        return await next(req);
      } catch (e) {
        const err = ConnectError.from(e);
        span.setStatus({ code: SpanStatusCode.ERROR, message: redactSecrets(err.rawMessage) });
        // A stream the peer reset (it crashed or restarted: "http/2 stream closed with error
        // code CANCEL") is not a cancellation of ours: the service was unavailable, and callers
        // answer that with a retry (the gateway: 503 with Retry-After), never with a 500.
        if (err.code === Code.Canceled && !req.signal.aborted) {
          throw namedUpstream(new ConnectError(err.rawMessage, Code.Unavailable, err.metadata, undefined, err), procedure);
        }
        throw namedUpstream(err, procedure);
      } finally {
        span.end();
      }
    });
  };
  return [propagate];
}
