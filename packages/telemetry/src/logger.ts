import { trace } from "@opentelemetry/api";
import { destination, pino, type Logger, type LoggerOptions } from "pino";

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
 * JSON logger. Every line carries the service name and, inside a span, its trace and span ids.
 *
 * Lines go to stdout asynchronously (sonic-boom, `sync: false`): a request never waits on a write
 * syscall, and lines logged while a write is under way leave together in the next one. No line is
 * dropped (no `maxLength`), and pino flushes what is buffered synchronously when the process exits
 * (on-exit-leak-free), graceful shutdown and crashes alike. No `minLength` either: at low traffic a
 * line would wait in memory for others, and tests and operators read the log as it happens.
 */
export function createLogger(service: string, level: string = "info", opts: LoggerOptions = {}): Logger {
  return pino(
    {
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
    },
    destination({ dest: process.stdout.fd ?? 1, sync: false }),
  );
}
