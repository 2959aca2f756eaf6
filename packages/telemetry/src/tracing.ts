import {
  context,
  propagation,
  trace,
  type Context,
  type Span,
  type SpanOptions,
  SpanStatusCode,
  type TextMapGetter,
  type TextMapSetter,
  type Tracer,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { AlwaysOffSampler, BatchSpanProcessor, type SpanExporter, type SpanProcessor, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { redactSecrets } from "./logger.js";

export interface TracingHandle {
  provider: NodeTracerProvider;
  /** Flushes the spans still held and stops; resolves within the shutdown bound whatever the collector does. */
  shutdown(): Promise<void>;
}

/**
 * How long the last flush of spans may take at shutdown. The OTLP exporter waits up to 10 s on a collector that
 * accepts and does not answer: that would come on top of SHUTDOWN_GRACE_MS's drain, past the exit deadline of
 * onShutdown (grace + 5 s). Spans not flushed by then are dropped.
 */
export const TRACING_SHUTDOWN_MS = 2_000;

/**
 * Starts tracing for a process: W3C trace context propagation, async context, and an OTLP exporter
 * when an endpoint is configured (or the given exporter, e.g. InMemorySpanExporter in tests).
 * Without either, spans are not sampled (ids and propagation only).
 */
export function startTracing(opts: {
  service: string;
  otlpEndpoint?: string | undefined;
  exporter?: SpanExporter;
  /** The bound of shutdown() (TRACING_SHUTDOWN_MS). */
  shutdownMs?: number;
}): TracingHandle {
  const processors: SpanProcessor[] = [];
  if (opts.exporter) processors.push(new SimpleSpanProcessor(opts.exporter));
  if (opts.otlpEndpoint) {
    const url = `${opts.otlpEndpoint.replace(/\/$/, "")}/v1/traces`;
    processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url })));
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: opts.service }),
    spanProcessors: processors,
    // Nowhere to send spans: record none (a recorded span per request, RPC and produce
    // cost CPU for nothing). Trace context still propagates and log lines still carry trace ids.
    ...(processors.length === 0 ? { sampler: new AlwaysOffSampler() } : {}),
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  return {
    provider,
    async shutdown() {
      // With no collector the OTLP exporter rejects after ~1 s, with a silent one it waits 10 s: a failed or slow flush
      // must not hold the exit.
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, opts.shutdownMs ?? TRACING_SHUTDOWN_MS);
        timer.unref();
      });
      await Promise.race([provider.shutdown().catch(() => undefined), bound]);
      clearTimeout(timer);
    },
  };
}

export function tracer(name = "warden"): Tracer {
  return trace.getTracer(name);
}

/** Runs fn inside a new active span with these attributes; records errors; ends the span. */
export function withSpan<T>(
  name: string,
  attrs: Record<string, string | number | boolean>,
  fn: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  return withSpanOptions(name, { attributes: attrs }, fn, parent);
}

/** withSpan with full span options (kind, attributes) and the tracer's name. */
export async function withSpanOptions<T>(
  name: string,
  options: SpanOptions,
  fn: (span: Span) => Promise<T>,
  parent: Context = context.active(),
  tracerName?: string,
): Promise<T> {
  return tracer(tracerName).startActiveSpan(name, options, parent, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      recordError(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * Marks a span failed by err: an exception event and the error status, their texts (type, message, stack) with secrets
 * of a known form redacted (redactSecrets), as in a log line: libraries quote the URL or the header they were given.
 */
export function recordError(span: Span, err: unknown, message?: string): void {
  const e = (err instanceof Error ? err : new Error(String(err))) as Error & { code?: unknown };
  const text = redactSecrets(message ?? e.message);
  span.recordException({
    name: e.name,
    message: text,
    ...(typeof e.code === "string" || typeof e.code === "number" ? { code: e.code } : {}),
    ...(e.stack === undefined ? {} : { stack: redactSecrets(e.stack) }),
  });
  span.setStatus({ code: SpanStatusCode.ERROR, message: text });
}

const headerSetter: TextMapSetter<Record<string, string>> = {
  set(carrier, key, value) {
    carrier[key] = value;
  },
};

type HeaderBag = Record<string, Buffer | string | (Buffer | string)[] | undefined>;
const headerGetter: TextMapGetter<HeaderBag> = {
  keys: (carrier) => Object.keys(carrier),
  get(carrier, key) {
    const v = carrier[key];
    if (v === undefined) return undefined;
    const first = Array.isArray(v) ? v[0] : v;
    return first === undefined ? undefined : first.toString();
  },
};

/** W3C trace context of the active span as string headers (for Kafka records). */
export function injectTraceHeaders(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier, headerSetter);
  return carrier;
}

/** Context carried in Kafka record headers (Buffer or string values). */
export function extractTraceContext(headers: HeaderBag | undefined): Context {
  return propagation.extract(context.active(), headers ?? {}, headerGetter);
}

export { context, propagation, trace, SpanStatusCode };
export type { Context, Span };
