import { trace } from "@opentelemetry/api";
import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";

export type { Logger };

/** Keys whose values never reach a log line. */
const REDACT = [
  "authorization",
  "*.authorization",
  "headers.authorization",
  "headers['x-api-key']",
  "req.headers.authorization",
  "req.headers['x-api-key']",
  "key",
  "*.key",
  "secret",
  "*.secret",
  "token",
  "*.token",
  "password",
  "*.password",
];

/**
 * JSON logger. Every line carries the service name and, inside a span, its trace and span ids. It writes to
 * standard output unless given another destination (the access-log benchmark's drops the lines).
 */
export function createLogger(service: string, level: string = "info", opts: LoggerOptions = {}, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT, censor: "[redacted]" },
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const ctx = span.spanContext();
      return { trace_id: ctx.traceId, span_id: ctx.spanId };
    },
    ...opts,
  };
  return destination ? pino(options, destination) : pino(options);
}
