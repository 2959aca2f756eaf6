import { describe, expect, it } from "vitest";
import { ConfigError, env, parseEnv, z } from "../src/index.js";

const schema = z.object({
  PORT: env.port(8080),
  DATABASE_URL: env.databaseUrl(),
  KAFKA_BROKERS: env.brokers(),
  FEATURE: env.bool(false),
});

describe("parseEnv", () => {
  it("parses, coerces and applies defaults", () => {
    const cfg = parseEnv(schema, {
      DATABASE_URL: "postgres://u@localhost/db",
      KAFKA_BROKERS: "127.0.0.1:9092, 127.0.0.1:9093",
      FEATURE: "yes",
    });
    expect(cfg).toEqual({
      PORT: 8080,
      DATABASE_URL: "postgres://u@localhost/db",
      KAFKA_BROKERS: ["127.0.0.1:9092", "127.0.0.1:9093"],
      FEATURE: true,
    });
    expect(Object.isFrozen(cfg)).toBe(true);
  });

  it("names every bad variable", () => {
    try {
      parseEnv(schema, { PORT: "99999", DATABASE_URL: "mysql://x", KAFKA_BROKERS: "nohostport" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const vars = (err as ConfigError).issues.map((i) => i.variable).sort();
      expect(vars).toEqual(["DATABASE_URL", "KAFKA_BROKERS", "PORT"]);
      expect((err as Error).message).toContain("DATABASE_URL");
    }
  });

  it("reports a missing required variable", () => {
    expect(() => parseEnv(schema, { KAFKA_BROKERS: "a:1" })).toThrow(/DATABASE_URL/);
  });
});

describe("env.duration", () => {
  const timers = z.object({ SHUTDOWN_GRACE_MS: env.duration(10_000), EVERY_MS: env.duration(60_000, 1_000) });
  const issues = (e: Record<string, string>) => {
    try {
      parseEnv(timers, e);
      return [];
    } catch (err) {
      return (err as ConfigError).issues;
    }
  };

  it("takes milliseconds from its minimum up to the longest a Node timer waits (2^31 - 1)", () => {
    expect(parseEnv(timers, {})).toEqual({ SHUTDOWN_GRACE_MS: 10_000, EVERY_MS: 60_000 });
    expect(parseEnv(timers, { SHUTDOWN_GRACE_MS: "0", EVERY_MS: "2147483647" })).toEqual({ SHUTDOWN_GRACE_MS: 0, EVERY_MS: 2_147_483_647 });
  });

  it("refuses a longer one (a timer would fire after 1 ms) and one under its minimum, naming the variable", () => {
    expect(issues({ SHUTDOWN_GRACE_MS: "2147483648" })).toEqual([{ variable: "SHUTDOWN_GRACE_MS", message: expect.stringMatching(/at most 2147483647/) }]);
    expect(issues({ EVERY_MS: "999" }).map((i) => i.variable)).toEqual(["EVERY_MS"]);
  });
});

describe("env.listenHost", () => {
  // The internal services' RPCs carry no credential of their own: unset, they are reachable from this machine only.
  it("is loopback unless HOST says otherwise", () => {
    const host = z.object({ HOST: env.listenHost() });
    expect(parseEnv(host, {}).HOST).toBe("127.0.0.1");
    expect(parseEnv(host, { HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(() => parseEnv(host, { HOST: "" })).toThrow(ConfigError);
  });
});
