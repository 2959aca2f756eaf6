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
