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
