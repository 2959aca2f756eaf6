import { describe, expect, it } from "vitest";
import { createLogger } from "../src/logger.js";

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
