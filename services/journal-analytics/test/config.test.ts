import { ConfigError, parseEnv } from "@warden/config";
import { describe, expect, it } from "vitest";
import { schema } from "../src/config.js";

const base = { DATABASE_URL: "postgres://warden@127.0.0.1:5432/warden", KAFKA_BROKERS: "127.0.0.1:9092" };

describe("JOURNAL_RETENTION_INTERVAL_MS", () => {
  it("defaults to a day and takes the longest interval a timer can wait (2^31 - 1 ms, about 24.8 days)", () => {
    expect(parseEnv(schema, base).JOURNAL_RETENTION_INTERVAL_MS).toBe(86_400_000);
    expect(parseEnv(schema, { ...base, JOURNAL_RETENTION_INTERVAL_MS: "2147483647" }).JOURNAL_RETENTION_INTERVAL_MS).toBe(2_147_483_647);
  });

  it("refuses a longer one, which Node's timer would run every millisecond (retention back to back, a log line each)", () => {
    const refusal = (() => {
      try {
        parseEnv(schema, { ...base, JOURNAL_RETENTION_INTERVAL_MS: "2592000000" }); // 30 days
        return undefined;
      } catch (err) {
        return err;
      }
    })();
    expect(refusal, "a 30-day interval is accepted").toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).issues).toEqual([{ variable: "JOURNAL_RETENTION_INTERVAL_MS", message: expect.stringMatching(/2147483647/) }]);
  });
});

describe("numeric settings and DATABASE_SCHEMA", () => {
  const variables = ["DATABASE_SCHEMA", "DATABASE_POOL_MAX", "JOURNAL_READ_POOL_MAX", "JOURNAL_READ_TIMEOUT_MS", "JOURNAL_RETENTION_MONTHS"];

  it('take their defaults when unset, and refuse an empty value, naming the variable (it read as 0 or as the schema "")', () => {
    expect(parseEnv(schema, base)).toMatchObject({
      DATABASE_SCHEMA: "journal",
      DATABASE_POOL_MAX: 10,
      JOURNAL_READ_POOL_MAX: 5,
      JOURNAL_READ_TIMEOUT_MS: 3_000,
      JOURNAL_RETENTION_MONTHS: 13,
    });
    try {
      parseEnv(schema, { ...base, ...Object.fromEntries(variables.map((v) => [v, ""])) });
      expect.unreachable("empty values are accepted");
    } catch (err) {
      expect((err as ConfigError).issues).toEqual([
        { variable: "DATABASE_SCHEMA", message: expect.stringMatching(/schema name/) },
        { variable: "DATABASE_POOL_MAX", message: "must be a whole number from 1 to 100, written in digits" },
        { variable: "JOURNAL_READ_POOL_MAX", message: "must be a whole number from 1 to 100, written in digits" },
        { variable: "JOURNAL_READ_TIMEOUT_MS", message: "must be a whole number from 100 to 60000, written in digits" },
        { variable: "JOURNAL_RETENTION_MONTHS", message: "must be a whole number from 1 to 120, written in digits" },
      ]);
    }
  });

  it("refuse a number not written in digits (1e1 was 10 months, 0x10 16 connections)", () => {
    for (const [variable, value] of [
      ["JOURNAL_RETENTION_MONTHS", "1e1"],
      ["DATABASE_POOL_MAX", "0x10"],
      ["JOURNAL_READ_POOL_MAX", " 5"],
      ["JOURNAL_READ_TIMEOUT_MS", "3000.0"],
    ] as const) {
      expect(() => parseEnv(schema, { ...base, [variable]: value }), `${variable}=${value}`).toThrow(`${variable}: must be a whole number`);
    }
  });
});
