import { describe, expect, it } from "vitest";
import { crashHandler, createLogger, LogThrottle } from "../src/logger.js";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("test", "info", {}, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** An error reply as ioredis gives it: the command and, in `args`, every value it carried. */
class ReplyError extends Error {
  command: { name: string; args: string[] };
  constructor(message: string, command: { name: string; args: string[] }) {
    super(message);
    this.command = command;
  }
}

function redisReplyError(args: string[]): Error {
  return new ReplyError("OOM command not allowed when used memory > 'maxmemory'.", { name: "set", args });
}

describe("createLogger", () => {
  it("logs a Redis error's command name but never its arguments (the values it wrote: session fields, tokens)", () => {
    const { logger, lines } = capture();
    logger.error({ err: redisReplyError(["session:abc", '{"csrfToken":"tok-SECRET-1"}']) }, "session write failed");
    const text = JSON.stringify(lines);
    expect(text).not.toContain("tok-SECRET-1");
    expect(text).not.toContain("session:abc");
    const err = lines[0]!.err as { type: string; message: string; command: { name: string; args: unknown } };
    expect(err.type).toBe("ReplyError");
    expect(err.message).toContain("OOM");
    expect(err.command.name).toBe("set");
    expect(err.command.args).toBe("[redacted]");
  });

  it("keeps an error's own fields and its cause's message", () => {
    const { logger, lines } = capture();
    const err = Object.assign(new Error("wrapped", { cause: new Error("root cause") }), { code: "E_X" });
    logger.warn({ err }, "failed");
    const logged = lines[0]!.err as { message: string; code: string; stack: string };
    expect(logged.code).toBe("E_X");
    expect(logged.message).toContain("root cause");
  });

  it("redacts the configured keys", () => {
    const { logger, lines } = capture();
    logger.info({ token: "t-SECRET", nested: { secret: "s-SECRET" } }, "x");
    expect(JSON.stringify(lines)).not.toMatch(/SECRET/);
  });
});

describe("createLogger, nested errors", () => {
  it("scrubs a Redis command's arguments in errors nested in the logged one", () => {
    const { logger, lines } = capture();
    const err = Object.assign(new Error("publish failed"), { inner: redisReplyError(["queue", "record-SECRET-2"]) });
    logger.error({ err: new AggregateError([redisReplyError(["k", "agg-SECRET-3"]), err], "several") }, "failed");
    const text = JSON.stringify(lines);
    expect(text).toContain('"name":"set"');
    expect(text).not.toMatch(/SECRET/);
  });
});

describe("createLogger, secrets quoted by libraries in an error", () => {
  const BOT_TOKEN = `123456789:${"B".repeat(35)}`;
  const API_KEY = `tk_live_${"K".repeat(32)}`;
  const WEBHOOK_SECRET = "whsec_c2VjcmV0LXNpZ25pbmcta2V5LW9mLTMyLWJ5dGVzISE=";

  it("redacts a URL's password, a bot token, a key, a signing secret, a bearer credential in message, stack, cause and own fields", () => {
    const { logger, lines } = capture();
    // As fetch/undici, pg and the Bot API's URLs put them: the URL (with its password) in the message, a cause, a field.
    const cause = new Error(`POST https://api.telegram.org/bot${BOT_TOKEN}/getMe failed`);
    const err = Object.assign(
      new TypeError("Request cannot be constructed from a URL that includes credentials: postgres://warden:pg-PASS-1@db:5432/w", { cause }),
      {
        input: "redis://:redis-PASS-2@cache:6379/0",
        request: { url: `https://hooks.example.com/in?k=1`, headers: { note: `Bearer ${API_KEY}` } },
        details: [`secret ${WEBHOOK_SECRET}`, `encoded /bot${encodeURIComponent(BOT_TOKEN)}/x`],
      },
    );
    logger.error({ err }, "failed");
    // The text logged as `err` (services log `{ err: err.message }`).
    logger.warn({ err: 'Headers.append: "Bearer sk-PROVIDER-KEY-3" is an invalid header value.' }, "failed");
    const text = JSON.stringify(lines);
    for (const s of ["pg-PASS-1", "redis-PASS-2", "B".repeat(35), "K".repeat(32), WEBHOOK_SECRET.slice(6), "sk-PROVIDER-KEY-3"]) expect(text).not.toContain(s);
    const logged = lines[0]!.err as { type: string; message: string; input: string };
    expect(logged.type).toBe("TypeError");
    expect(logged.message).toContain("postgres://warden:[redacted]@db:5432/w");
    expect(logged.message).toContain("/bot[redacted-bot-token]/getMe");
    expect(logged.input).toBe("redis://:[redacted]@cache:6379/0");
    expect(text).toContain("https://hooks.example.com/in?k=1");
  });

  it("leaves addresses, ports, stack positions and ids alone", () => {
    const { logger, lines } = capture();
    const msg = "connect ECONNREFUSED 127.0.0.1:5432 (http://10.0.0.5:8080/x, req_0123456789abcdef0123456789abcdef, 12:30)";
    logger.error({ err: new Error(msg) }, "failed");
    const logged = lines[0]!.err as { message: string; stack: string };
    expect(logged.message).toBe(msg);
    expect(logged.stack).toMatch(/logger\.test\.ts:\d+:\d+/);
  });
});

describe("createLogger, a PostgreSQL error", () => {
  /** A constraint violation as node-postgres gives it: PostgreSQL's fields copied onto the error. */
  const pgError = (message: string, code: string, detail: string) =>
    Object.assign(new Error(message), { name: "error", severity: "ERROR", code, detail, table: "journal", routine: "ExecConstraints" });

  it("logs the columns and the constraint, never the row or key values its detail quotes (a member's text, a secret)", () => {
    const { logger, lines } = capture();
    logger.error(
      {
        err: pgError(
          'new row for relation "journal" violates check constraint "journal_verdict_check"',
          "23514",
          "Failing row contains (7, member TEXT-PII-1, (x), weird)).",
        ),
      },
      "failed",
    );
    logger.error({ err: pgError('null value in column "n" violates not-null constraint', "23502", "Failing row contains (1, secret-ROW-2, null).") }, "failed");
    logger.error(
      { err: pgError('duplicate key value violates unique constraint "k_pkey"', "23505", "Key (account_id, name)=(acc_1, KEY-VALUE-3) already exists.") },
      "failed",
    );
    logger.error({ err: pgError("insert or update violates foreign key", "23503", 'Key (group_id)=(FK-VALUE-4) is not present in table "groups".') }, "failed");
    const text = JSON.stringify(lines);
    for (const s of ["TEXT-PII-1", "secret-ROW-2", "KEY-VALUE-3", "FK-VALUE-4"]) expect(text).not.toContain(s);
    const details = lines.map((l) => (l.err as { detail: string }).detail);
    expect(details).toEqual([
      "Failing row contains ([redacted]).",
      "Failing row contains ([redacted]).",
      "Key (account_id, name)=([redacted]) already exists.",
      'Key (group_id)=([redacted]) is not present in table "groups".',
    ]);
    expect((lines[0]!.err as { code: string }).code).toBe("23514");
  });

  it("redacts the values of an expression index's key, of both sides of an exclusion violation, and a JSON input's context", () => {
    const { logger, lines } = capture();
    const unique = 'duplicate key value violates unique constraint "u"';
    logger.error({ err: pgError(unique, "23505", "Key (lower(username::text))=(alice_SECRET-6) already exists.") }, "failed");
    logger.error({ err: pgError(unique, "23505", "Key ((values ->> 'admin_chat_id'::text)::bigint)=(ID-SECRET-7) already exists.") }, "failed");
    logger.error(
      {
        err: pgError(
          'conflicting key value violates exclusion constraint "x"',
          "23P01",
          "Key (room, during)=(1, [EXCL-8)) conflicts with existing key (room, during)=(1, [EXCL-9)).",
        ),
      },
      "failed",
    );
    logger.error(
      { err: Object.assign(pgError("invalid input syntax for type json", "22P02", "Token is invalid."), { where: "JSON data, line 1: JSON-TEXT-10" }) },
      "failed",
    );
    const text = JSON.stringify(lines);
    for (const s of ["SECRET-6", "SECRET-7", "EXCL-8", "EXCL-9", "JSON-TEXT-10"]) expect(text).not.toContain(s);
    expect(lines.map((l) => (l.err as { detail: string }).detail)).toEqual([
      "Key (lower(username::text))=([redacted]) already exists.",
      "Key ((values ->> 'admin_chat_id'::text)::bigint)=([redacted]) already exists.",
      "Key (room, during)=([redacted]) conflicts with existing key (room, during)=([redacted]).",
      "Token is invalid.",
    ]);
  });

  it("never writes a text nested deep in an error unredacted", () => {
    const { logger, lines } = capture();
    const deep = { a: { b: { c: { d: { e: { f: { g: { url: "postgres://warden:deep-PASS-5@db/w" } } } } } } } };
    logger.error({ err: Object.assign(new Error("failed"), deep) }, "failed");
    expect(JSON.stringify(lines)).not.toContain("deep-PASS-5");
  });
});

describe("LogThrottle", () => {
  it("lets one line of a kind through per interval, and the next says how many were left out", () => {
    let now = 0;
    const t = new LogThrottle(10_000, () => now);
    expect(t.take("redis")).toEqual({ suppressed: 0 });
    expect(t.take("redis")).toBeUndefined();
    expect(t.take("postgres")).toEqual({ suppressed: 0 });
    now = 9_999;
    expect(t.take("redis")).toBeUndefined();
    now = 10_000;
    expect(t.take("redis")).toEqual({ suppressed: 2 });
    expect(t.take("redis")).toBeUndefined();
  });

  it("remembers at most maxKeys kinds", () => {
    const t = new LogThrottle(10_000, () => 0, 2);
    t.take("a");
    t.take("b");
    t.take("c"); // "a" is forgotten
    expect(t.take("a")).toEqual({ suppressed: 0 });
    expect(t.take("c")).toBeUndefined();
  });
});

describe("a crash", () => {
  it("is one fatal JSON line with its secrets redacted, then exit 1", () => {
    const { logger, lines } = capture();
    const exits: number[] = [];
    crashHandler(logger, (code) => void exits.push(code))(new TypeError("connect failed: redis://:crash-PASS-1@cache:6379"), "unhandledRejection");
    expect(exits).toEqual([1]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "fatal", msg: "crashed", origin: "unhandledRejection", err: { type: "TypeError" } });
    expect(JSON.stringify(lines)).not.toContain("crash-PASS-1");
  });
});
