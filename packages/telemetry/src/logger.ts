import { trace } from "@opentelemetry/api";
import { type DestinationStream, destination, type Logger, type LoggerOptions, pino, stdSerializers } from "pino";

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

/**
 * The values PostgreSQL quotes in an error's `detail` (node-postgres copies it onto the error): "Failing row contains
 * (…)" (a NOT NULL or CHECK violation: every column of the row, a member's message text, a webhook's signing secret, a
 * key's hash) and "Key (col)=(…) already exists" (a unique or foreign key violation). The column names stay.
 */
const PG_DETAIL_VALUES: readonly [RegExp, string][] = [
  [/(Failing row contains )\(.*\)/s, "$1([redacted])"],
  // Every `=(…)` after a key's columns, whatever they hold (an expression index's `lower(username::text)` has
  // parentheses of its own), and both sides of an exclusion violation ("conflicts with existing key (…)=(…)").
  [/\)=\(.*?\)(?= already exists| is not present| conflicts with|\.?$)/gs, ")=([redacted])"],
];

/** A PostgreSQL error's `detail` without the values it quotes (PG_DETAIL_VALUES). */
function redactPgDetail(detail: string): string {
  let out = detail;
  for (const [form, replacement] of PG_DETAIL_VALUES) out = out.replace(form, replacement);
  return out;
}

/** Deeper than this in a logged error, an object is replaced by "[nested too deep]" (its texts would escape redaction). */
const SCRUB_DEPTH = 6;

/**
 * Replaces `command.args` in a serialized error and in the errors nested in it (a cause, an AggregateError's list);
 * redacts secrets in its texts and the values a PostgreSQL error's `detail` quotes.
 */
function scrub(value: unknown, depth: number): unknown {
  if (typeof value === "string") return redactSecrets(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > SCRUB_DEPTH) return "[nested too deep]";
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === "command" && v !== null && typeof v === "object" && "args" in v) out[k] = { ...v, args: "[redacted]" };
    else if (k === "detail" && typeof v === "string") out[k] = redactSecrets(redactPgDetail(v));
    // An invalid JSON input's context ("JSON data, line 1: …") quotes the text it was given.
    else if (k === "where" && typeof v === "string" && v.startsWith("JSON data")) out[k] = "JSON data, [redacted]";
    else out[k] = scrub(v, depth + 1);
  }
  return out;
}

/** How often one recurring failure (a dependency down: every request fails the same way) is logged at most. */
export const LOG_REPEAT_EVERY_MS = 10_000;

/**
 * Keeps a recurring failure from flooding the log: `take(key)` says whether a line of that kind may be written now (at
 * most one every `everyMs` per key) and how many were left out since the last one (`suppressed`, for that line). The
 * keys are kinds of failure (a procedure, a dependency), a bounded set; past `maxKeys` the oldest are forgotten. A
 * throttle of one kind of failure takes no key.
 */
export class LogThrottle {
  private readonly last = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly everyMs = LOG_REPEAT_EVERY_MS,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 1_000,
  ) {}

  take(key = ""): { suppressed: number } | undefined {
    const t = this.now();
    const seen = this.last.get(key);
    if (seen && t - seen.at < this.everyMs) {
      seen.suppressed++;
      return undefined;
    }
    if (seen) this.last.delete(key);
    else if (this.last.size >= this.maxKeys) this.last.delete(this.last.keys().next().value as string);
    this.last.set(key, { at: t, suppressed: 0 });
    return { suppressed: seen?.suppressed ?? 0 };
  }
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

/**
 * The handler of a crash: an exception nothing caught, a rejection nothing handled (Node turns it into one), a failed
 * start-up (a port taken, a top-level await rejected). Node prints it on stderr as a multi-line stack with the error's
 * fields, not JSON and unredacted; this writes it as one fatal line (the err serializer redacts it), then exits 1 as
 * Node would.
 */
export function crashHandler(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): (err: unknown, origin: string) => void {
  return (err, origin) => {
    logger.fatal({ err, origin }, "crashed");
    exit(1);
  };
}

/**
 * Logs the process's crash (crashHandler) as one JSON line on standard error, where Node would have printed it and
 * where a configuration error's line goes (@warden/config); for a service's main.ts, before anything can throw.
 */
export function logCrashes(service: string): void {
  process.on("uncaughtException", crashHandler(createLogger(service, "fatal", {}, destination({ dest: 2, sync: true }))));
}
