import { trace } from "@opentelemetry/api";
import { type DestinationStream, type Logger, type LoggerOptions, pino, stdSerializers } from "pino";

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
 * An error as logged: pino's standard form, except that a Redis client's `command.args` (ioredis attaches the command
 * and every value it carried to an error reply: a session's fields, a token's hash, a queued record) is replaced by
 * "[redacted]"; the command's name stays.
 */
function serializeError(err: unknown): unknown {
  return scrubCommandArgs(stdSerializers.err(err as Error), 0);
}

/** Replaces `command.args` in a serialized error and in the errors nested in it (a cause, an AggregateError's list). */
function scrubCommandArgs(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== "object" || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => scrubCommandArgs(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === "command" && v !== null && typeof v === "object" && "args" in v) out[k] = { ...v, args: "[redacted]" };
    else out[k] = scrubCommandArgs(v, depth + 1);
  }
  return out;
}

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
    serializers: { err: serializeError },
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
