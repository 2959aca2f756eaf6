import { ConfigError, parseEnv } from "@warden/config";
import { LIMITS } from "@warden/contract";
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

describe("WEBHOOK_DELIVERY_RETENTION_DAYS", () => {
  it("defaults to the API's delivery history, and is refused when the retries could outlive the claims it deletes", () => {
    expect(parseEnv(schema, base).WEBHOOK_DELIVERY_RETENTION_DAYS).toBe(LIMITS.deliveryHistoryDays);
    // Compressed schedules (tests) allow a day.
    expect(
      parseEnv(schema, { ...base, WEBHOOK_RETRY_SCHEDULE_MS: "1000,1000,1000,1000,1000", WEBHOOK_DELIVERY_RETENTION_DAYS: "1" })
        .WEBHOOK_DELIVERY_RETENTION_DAYS,
    ).toBe(1);
    try {
      parseEnv(schema, { ...base, WEBHOOK_RETRY_SCHEDULE_MS: "60000,60000,60000,60000,86400000", WEBHOOK_DELIVERY_RETENTION_DAYS: "2" });
      expect.unreachable("a two-day retention under a schedule of more than a day");
    } catch (err) {
      expect((err as ConfigError).issues).toEqual([
        { variable: "WEBHOOK_DELIVERY_RETENTION_DAYS", message: "must be longer than twice the retry schedule's total wait" },
      ]);
    }
  });
});

describe("WEBHOOK_ALLOWED_PORTS", () => {
  it("is empty (any port) by default, reads the chart's comma-separated list, and refuses what is not a port", () => {
    expect(parseEnv(schema, base).WEBHOOK_ALLOWED_PORTS).toEqual([]);
    expect(parseEnv(schema, { ...base, WEBHOOK_ALLOWED_PORTS: "443,80" }).WEBHOOK_ALLOWED_PORTS).toEqual([443, 80]);
    // 0x1bb and 4.43e2 read as 443 through Number(); "443," is a list with an empty entry dropped.
    for (const bad of ["0", "65536", "https", "443,8443.5", "0x1bb", "4.43e2", "443.0"]) {
      try {
        parseEnv(schema, { ...base, WEBHOOK_ALLOWED_PORTS: bad });
        expect.unreachable(`${bad} is not a list of ports`);
      } catch (err) {
        expect(
          (err as ConfigError).issues.map((i) => i.variable),
          bad,
        ).toEqual(["WEBHOOK_ALLOWED_PORTS"]);
      }
    }
  });
});

describe("WEBHOOK_RETRY_SCHEDULE_MS", () => {
  it("takes five waits in digits (spaces around them allowed) and refuses other spellings of numbers, naming the variable", () => {
    expect(parseEnv(schema, base).WEBHOOK_RETRY_SCHEDULE_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]);
    expect(parseEnv(schema, { ...base, WEBHOOK_RETRY_SCHEDULE_MS: "1000, 2000, 3000, 4000, 5000" }).WEBHOOK_RETRY_SCHEDULE_MS).toEqual([
      1_000, 2_000, 3_000, 4_000, 5_000,
    ]);
    // 6e4 and 0xea60 read as 60000 through Number().
    for (const bad of ["", "6e4,6e4,6e4,6e4,6e4", "0xea60,1000,1000,1000,1000", "1000.0,1000,1000,1000,1000", "1000,1000,1000,1000"]) {
      expect(() => parseEnv(schema, { ...base, WEBHOOK_RETRY_SCHEDULE_MS: bad }), JSON.stringify(bad)).toThrow(
        /^invalid configuration: WEBHOOK_RETRY_SCHEDULE_MS: [^;]+$/,
      );
    }
  });
});
