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
