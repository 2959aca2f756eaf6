import { ConfigError, parseEnv } from "@warden/config";
import { describe, expect, it } from "vitest";
import { schema } from "../src/config.js";

const base = { DATABASE_URL: "postgres://warden@127.0.0.1:5432/warden", KAFKA_BROKERS: "127.0.0.1:9092" };

describe("WEBHOOK_ENDPOINT_CONCURRENCY", () => {
  it("defaults to 2, and may be as large as WEBHOOK_CONCURRENCY", () => {
    expect(parseEnv(schema, base).WEBHOOK_ENDPOINT_CONCURRENCY).toBe(2);
    expect(parseEnv(schema, { ...base, WEBHOOK_CONCURRENCY: "4", WEBHOOK_ENDPOINT_CONCURRENCY: "4" }).WEBHOOK_ENDPOINT_CONCURRENCY).toBe(4);
  });

  it("is refused when larger than WEBHOOK_CONCURRENCY (a share no slot count could cap)", () => {
    expect(() => parseEnv(schema, { ...base, WEBHOOK_CONCURRENCY: "4", WEBHOOK_ENDPOINT_CONCURRENCY: "5" })).toThrow(ConfigError);
    try {
      parseEnv(schema, { ...base, WEBHOOK_CONCURRENCY: "1" });
      expect.unreachable("the default share (2) exceeds one slot");
    } catch (err) {
      expect((err as ConfigError).issues).toEqual([{ variable: "WEBHOOK_ENDPOINT_CONCURRENCY", message: "must not exceed WEBHOOK_CONCURRENCY" }]);
    }
  });
});
