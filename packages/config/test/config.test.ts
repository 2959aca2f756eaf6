import { describe, expect, it } from "vitest";
import { ConfigError, databaseEnv, env, kafkaConsumerEnv, parseEnv, SCHEMA_NAME_PATTERN, z } from "../src/index.js";

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

describe("a schema's checks across variables", () => {
  const limits = z
    .object({ LOW: env.int(10, 0, 100), HIGH: env.int(20, 0, 100) })
    .refine((c) => c.LOW <= c.HIGH, { path: ["LOW"], message: "must not exceed HIGH" });

  it("run on numbers only: a value not in digits is the one issue reported (HIGH= was also 'LOW must not exceed HIGH')", () => {
    expect(() => parseEnv(limits, { HIGH: "" })).toThrow(/^invalid configuration: HIGH: must be a whole number from 0 to 100, written in digits$/);
    expect(() => parseEnv(limits, { LOW: "30" })).toThrow(/^invalid configuration: LOW: must not exceed HIGH$/);
  });
});

describe("env.int's own maximum message", () => {
  it("says why the maximum is what it is", () => {
    const limited = z.object({ WAIT_MS: env.int(100, 1, 4_750, "must be at most 4750 ms: the callers wait 5000 ms") });
    expect(() => parseEnv(limited, { WAIT_MS: "4751" })).toThrow("WAIT_MS: must be at most 4750 ms: the callers wait 5000 ms");
    expect(parseEnv(limited, { WAIT_MS: "4750" }).WAIT_MS).toBe(4_750);
  });
});

describe("databaseEnv (gateway, groups-config, journal-analytics, webhook-dispatcher)", () => {
  const db = z.object(databaseEnv("groups_config"));
  const url = { DATABASE_URL: "postgres://warden@127.0.0.1:5432/warden" };
  const issues = (e: Record<string, string>) => {
    try {
      parseEnv(db, { ...url, ...e });
      return [];
    } catch (err) {
      return (err as ConfigError).issues;
    }
  };

  it("defaults the schema to the service's and the pool to 10 connections when unset", () => {
    expect(parseEnv(db, url)).toEqual({ ...url, DATABASE_SCHEMA: "groups_config", DATABASE_POOL_MAX: 10 });
    expect(parseEnv(db, { ...url, DATABASE_SCHEMA: "tenant_2", DATABASE_POOL_MAX: "100" })).toMatchObject({
      DATABASE_SCHEMA: "tenant_2",
      DATABASE_POOL_MAX: 100,
    });
  });

  it('refuses an empty value, naming the variable (it was the schema "" and a pool of 0)', () => {
    expect(issues({ DATABASE_SCHEMA: "", DATABASE_POOL_MAX: "" })).toEqual([
      { variable: "DATABASE_SCHEMA", message: "must be a PostgreSQL schema name: 1 to 63 of a-z, 0-9 and _, not starting with a digit" },
      { variable: "DATABASE_POOL_MAX", message: "must be a whole number from 1 to 100, written in digits" },
    ]);
  });

  it("refuses a schema name that createPool and migrate would refuse at start-up (or PostgreSQL would truncate)", () => {
    for (const bad of ["Gateway", "1st", "my-schema", "public; drop", "a".repeat(64), " journal"]) {
      expect(SCHEMA_NAME_PATTERN.test(bad), bad).toBe(false);
      expect(
        issues({ DATABASE_SCHEMA: bad }).map((i) => i.variable),
        bad,
      ).toEqual(["DATABASE_SCHEMA"]);
    }
    expect(issues({ DATABASE_SCHEMA: "a".repeat(63) })).toEqual([]);
    expect(() => databaseEnv("Not-A-Schema")).toThrow(/invalid default schema name/);
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
