import { describe, expect, it } from "vitest";
import { ConfigError, env, kafkaConsumerEnv, parseEnv, z } from "../src/index.js";

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

describe("whole numbers (env.int, env.port, env.duration, kafkaConsumerEnv)", () => {
  const numbers = z.object({ PORT: env.port(8080), GRACE_MS: env.duration(10_000), ...kafkaConsumerEnv, N: env.int(5, 1, 100) });
  const variablesRefused = (e: Record<string, string>) => {
    try {
      parseEnv(numbers, e);
      return [];
    } catch (err) {
      return (err as ConfigError).issues.map((i) => i.variable);
    }
  };

  it("refuses an empty value (it read as 0: PORT= listened on a random port), padding, exponents, hex and decimals", () => {
    for (const bad of ["", " 5", "5 ", "1e3", "0x10", "5.0", "5.5", "five", "+5"]) {
      expect(variablesRefused({ PORT: bad, GRACE_MS: bad, KAFKA_CONSUMER_MAX_ATTEMPTS: bad, N: bad }), JSON.stringify(bad)).toEqual([
        "PORT",
        "GRACE_MS",
        "KAFKA_CONSUMER_MAX_ATTEMPTS",
        "N",
      ]);
    }
  });

  it("takes digits within the range and says the range of one outside it", () => {
    expect(parseEnv(numbers, { PORT: "0", GRACE_MS: "0", N: "100" })).toMatchObject({ PORT: 0, GRACE_MS: 0, N: 100, KAFKA_CONSUMER_MAX_ATTEMPTS: 5 });
    try {
      parseEnv(numbers, { N: "101", PORT: "x" });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).issues).toEqual([
        { variable: "PORT", message: "must be a whole number from 0 to 65535, written in digits" },
        { variable: "N", message: "must be at most 100" },
      ]);
    }
  });
});

describe("env.databaseUrl and env.redisUrl", () => {
  const urls = z.object({ DATABASE_URL: env.databaseUrl(), REDIS_URL: env.redisUrl() });

  it("refuse a URL with a line break or a space (a Secret from a file with its newline), without printing the URL", () => {
    try {
      parseEnv(urls, { DATABASE_URL: "postgres://warden:s3cret@db/warden\n", REDIS_URL: "redis://:s3cret@redis:6379 " });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).issues.map((i) => i.variable)).toEqual(["DATABASE_URL", "REDIS_URL"]);
      expect((err as Error).message).toMatch(/DATABASE_URL: must not contain spaces or line breaks/);
      expect((err as Error).message).not.toContain("s3cret");
    }
    expect(parseEnv(urls, { DATABASE_URL: "postgresql://u:p@db:5432/w?sslmode=verify-full", REDIS_URL: "rediss://r:6380/0" })).toEqual({
      DATABASE_URL: "postgresql://u:p@db:5432/w?sslmode=verify-full",
      REDIS_URL: "rediss://r:6380/0",
    });
  });
});
