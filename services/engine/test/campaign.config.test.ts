import { ConfigError, parseEnv } from "@warden/config";
import { describe, expect, it } from "vitest";
import { schema } from "../src/config.js";

const base = { GROUPS_CONFIG_URL: "http://127.0.0.1:50052", JOURNAL_URL: "http://127.0.0.1:50053" };
const refused = (env: Record<string, string>) => {
  try {
    parseEnv(schema, { ...base, ...env });
  } catch (err) {
    return err instanceof ConfigError ? err.issues.map((i) => i.variable) : [String(err)];
  }
  return [];
};

describe("engine config: the campaign signal", () => {
  it("is off without REDIS_URL, with the documented defaults", () => {
    const cfg = parseEnv(schema, base);
    expect(cfg.REDIS_URL).toBeUndefined();
    expect(cfg).toMatchObject({
      REDIS_KEY_PREFIX: "warden:",
      CAMPAIGN_WINDOW_MS: 600_000,
      CAMPAIGN_MIN_GROUPS: 3,
      CAMPAIGN_MIN_SENDERS: 2,
      CAMPAIGN_TIMEOUT_MS: 50,
    });
    expect(parseEnv(schema, { ...base, REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe("redis://127.0.0.1:6379");
  });

  it.each([
    ["REDIS_URL", "http://127.0.0.1:6379"],
    ["CAMPAIGN_WINDOW_MS", "999"],
    ["CAMPAIGN_WINDOW_MS", "86400001"],
    ["CAMPAIGN_MIN_GROUPS", "1"],
    ["CAMPAIGN_MIN_GROUPS", "101"],
    ["CAMPAIGN_MIN_SENDERS", "0"],
    ["CAMPAIGN_MIN_SENDERS", "2.5"],
    ["CAMPAIGN_TIMEOUT_MS", "4"],
    ["CAMPAIGN_TIMEOUT_MS", "5001"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(refused({ [name]: value })).toEqual([name]);
  });

  it.each([
    ["CAMPAIGN_WINDOW_MS", "1000"],
    ["CAMPAIGN_WINDOW_MS", "86400000"],
    ["CAMPAIGN_MIN_GROUPS", "2"],
    ["CAMPAIGN_MIN_GROUPS", "100"],
    ["CAMPAIGN_MIN_SENDERS", "1"],
    ["CAMPAIGN_TIMEOUT_MS", "5"],
    ["CAMPAIGN_TIMEOUT_MS", "5000"],
  ])("accepts %s=%s (the edge)", (name, value) => {
    expect(refused({ [name]: value })).toEqual([]);
  });
});
