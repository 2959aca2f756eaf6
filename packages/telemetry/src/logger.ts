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
 * A Telegram bot token (123456789:AAH…, any number of digits before the colon, as the configuration accepts), also
 * with the colon URL-encoded: in Bot API URLs it appears as /bot<token>/method.
 */
export const BOT_TOKEN_FORM = /\d+(?::|%3A)[A-Za-z0-9_-]{20,}/gi;

/**
 * Secrets by their form, as third-party texts quote them: a URL's password (pg, ioredis, fetch/undici quote the URL they
 * were given: "Request cannot be constructed from a URL that includes credentials: https://user:pw@…"), a Telegram bot
 * token (part of every Bot API URL, /bot<token>/method; also URL-encoded), an API key, a webhook signing secret, the
 * credentials of an Authorization header value ("Headers.append: \"Bearer …\" is an invalid header value").
 */
const SECRET_FORMS: readonly [RegExp, string][] = [
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/?#@]*:)[^\s/?#@]+@/gi, "$1[redacted]@"],
  [BOT_TOKEN_FORM, "[redacted-bot-token]"],
  [/tk_live_[0-9A-Za-z]+/g, "tk_live_[redacted]"],
  [/whsec_[A-Za-z0-9+/=_-]+/g, "whsec_[redacted]"],
  [/\b(Bearer|Basic)([ \t]+)[^\s"',;]+/gi, "$1$2[redacted]"],
];

/** The text with every secret of a known form (SECRET_FORMS) replaced; for error messages that reach a log line or a span. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const [form, replacement] of SECRET_FORMS) out = out.replace(form, replacement);
  return out;
}

/**
 * An error as logged: pino's standard form, except that a Redis client's `command.args` (ioredis attaches the command
 * and every value it carried to an error reply: a session's fields, a token's hash, a queued record) is replaced by
 * "[redacted]"; the command's name stays. Every text in it (message, stack, causes, own fields; or the text logged as
 * `err` itself) has its secrets of a known form redacted (redactSecrets): libraries quote the URL or the header they
 * were given.
 */
function serializeError(err: unknown): unknown {
  return scrub(stdSerializers.err(err as Error), 0);
}

/** Replaces `command.args` in a serialized error and in the errors nested in it (a cause, an AggregateError's list); redacts secrets in its texts. */
function scrub(value: unknown, depth: number): unknown {
  if (typeof value === "string") return redactSecrets(value);
  if (value === null || typeof value !== "object" || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === "command" && v !== null && typeof v === "object" && "args" in v) out[k] = { ...v, args: "[redacted]" };
    else out[k] = scrub(v, depth + 1);
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
