import { describe, expect, it } from "vitest";
import { CATALOG, LIMITS, RESPONSE_SCHEMAS } from "../src/index.js";

const result = {
  verdict: "spam",
  score: 92,
  confidence: 0.94,
  recommended_action: "delete",
  categories: ["contact_flow"],
  matched_rules: ["earnings_promise"],
  signals: { earnings_promise: 92 },
  quota: { used: 1, limit: 100, reset_at: "2025-03-02T00:00:00.000Z" },
};

describe("response schemas", () => {
  it("accept a spam check result and refuse a repeated rule, an extra field, a score over 100 and a timestamp without milliseconds", () => {
    const s = RESPONSE_SCHEMAS.SpamCheckResult;
    expect(s.safeParse(result).success).toBe(true);
    expect(s.safeParse({ ...result, matched_rules: ["a", "a"] }).success).toBe(false);
    expect(s.safeParse({ ...result, extra: true }).success).toBe(false);
    expect(s.safeParse({ ...result, score: 101 }).success).toBe(false);
    expect(s.safeParse({ ...result, quota: { ...result.quota, reset_at: "2025-03-02T00:00:00Z" } }).success).toBe(false);
  });

  it("derive Settings from the catalog: the defaults are valid settings, a key outside it or a value out of range is not", () => {
    const defaults = Object.fromEntries(CATALOG.map((e) => [e.key, e.default]));
    expect(RESPONSE_SCHEMAS.Settings.safeParse(defaults).success).toBe(true);
    expect(RESPONSE_SCHEMAS.Settings.safeParse({ ...defaults, unknown_key: 1 }).success).toBe(false);
    expect(RESPONSE_SCHEMAS.Settings.safeParse({ ...defaults, spam_threshold: 101 }).success).toBe(false);
    expect(RESPONSE_SCHEMAS.SettingsCatalog.safeParse({ settings: CATALOG }).success).toBe(true);
  });

  it("bound a group's title as the services do: Telegram's 128 characters, in code points (an emoji is one)", () => {
    const group = { id: -1001234567890, plan: "pro", api_available: true, bot_status: "active", created_at: "2025-03-01T00:00:00.000Z" };
    const edge = "😀".repeat(LIMITS.groupTitleMaxChars);
    expect(RESPONSE_SCHEMAS.Group.safeParse({ ...group, title: edge }).success).toBe(true);
    expect(RESPONSE_SCHEMAS.Group.safeParse({ ...group, title: `${edge}a` }).success).toBe(false);
  });

  it("accept an error body and refuse an unknown error code", () => {
    const body = { error: { code: "not_found", message: "Not found.", request_id: "req_1" } };
    expect(RESPONSE_SCHEMAS.ErrorResponse.safeParse(body).success).toBe(true);
    expect(RESPONSE_SCHEMAS.ErrorResponse.safeParse({ error: { ...body.error, code: "nope" } }).success).toBe(false);
  });

  it("allow `frozen: false` only on /me", () => {
    const me = {
      key: { id: "key_1", prefix: "tk_live_a1B2", scope: "read", created_at: "2025-02-01T09:00:00.000Z" },
      account: { id: "acc_1", name: "A", plan: "free", frozen: false },
    };
    expect(RESPONSE_SCHEMAS.Me.safeParse(me).success).toBe(true);
    expect(RESPONSE_SCHEMAS.Me.safeParse({ ...me, account: { ...me.account, frozen: true } }).success).toBe(false);
  });
});
