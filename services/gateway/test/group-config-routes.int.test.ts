import { CATALOG, CATALOG_BY_KEY, DEFAULTS, settingRule } from "@warden/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

// The group-scoped routes that groups-config serves (settings, rules, whitelist), through the gateway: what a client
// sends that the gateway has to carry to groups-config faithfully, and what comes back.
const API = "/api/public/v1";
const GROUP = -1001000007001;
const SETTINGS = `${API}/groups/${GROUP}/settings`;

let h: Harness;
let key: string;
let accountId: string;
beforeAll(async () => {
  h = await startHarness("gwgrouproutes");
  const acc = await h.account("pro");
  key = acc.key;
  accountId = acc.id;
  await h.group(GROUP, "pro", [acc.id]);
});
afterAll(() => h?.close());

const patchRaw = (raw: string) => h.request("PATCH", SETTINGS, { key, raw, headers: { "content-type": "application/json" } });
const rule = (k: string) => settingRule(CATALOG_BY_KEY.get(k)!);

describe("PATCH /groups/{id}/settings", () => {
  it("a number JSON text cannot carry (1e400) is refused with the setting's own rule, not as a null it never was", async () => {
    for (const [raw, setting] of [
      ['{"spam_threshold": 1e400}', "spam_threshold"],
      ['{"mute_minutes": -1e400}', "mute_minutes"],
      ['{"spam_threshold": 80, "action_on_spam": 1e999}', "action_on_spam"],
    ] as const) {
      const r = await patchRaw(raw);
      expect(r.status, raw).toBe(422);
      expect(r.body.error, raw).toMatchObject({ code: "invalid_setting_value", details: { key: setting, rule: rule(setting) } });
    }
    // An unknown key is still refused first, whatever its value.
    const unknown = await patchRaw('{"spam_threshold": 1e400, "no_such_setting": 1e400}');
    expect(unknown.body.error).toMatchObject({ code: "unknown_setting", details: { key: "no_such_setting" } });
    // Nothing was applied.
    const now = await h.request("GET", SETTINGS, { key });
    expect([now.body.spam_threshold, now.body.mute_minutes]).toEqual([DEFAULTS.spam_threshold, DEFAULTS.mute_minutes]);
  });
});

describe("limits at their edges, through the gateway", () => {
  const RULES = `${API}/groups/${GROUP}/rules`;
  const WHITELIST = `${API}/groups/${GROUP}/whitelist`;
  const refusedAt = async (r: { status: number; body: any }) => {
    expect([r.status, r.body.error?.code]).toEqual([422, "validation_failed"]);
    return (r.body.error.details.errors as { path: string }[]).map((e) => e.path);
  };

  it("every integer setting takes its catalog minimum and maximum and refuses one past either with invalid_setting_value", async () => {
    // admin_chat_id's minimum is a chat id, and must be a chat the account administers to be taken.
    const lowestChat = (CATALOG_BY_KEY.get("admin_chat_id") as { min: number }).min;
    await h.group(lowestChat, "pro", [accountId]);
    for (const e of CATALOG) {
      if (e.type !== "integer") continue;
      // suspicious_threshold stays below spam_threshold: each edge is sent with a partner that keeps the pair apart.
      const partner = (v: number): Record<string, number> =>
        e.key === "spam_threshold" ? { suspicious_threshold: v - 1 } : e.key === "suspicious_threshold" ? { spam_threshold: v + 1 } : {};
      const lowest = e.key === "spam_threshold" ? e.min + 1 : e.min;
      for (const v of [lowest, e.max]) {
        const ok = await h.request("PATCH", SETTINGS, { key, body: { ...partner(v), [e.key]: v } });
        expect([e.key, v, ok.status, ok.body[e.key]]).toEqual([e.key, v, 200, v]);
      }
      for (const v of [e.min - 1, e.max + 1]) {
        const over = await h.request("PATCH", SETTINGS, { key, body: { [e.key]: v } });
        expect([e.key, v, over.status, over.body.error?.code, over.body.error?.details]).toEqual([
          e.key,
          v,
          422,
          "invalid_setting_value",
          { key: e.key, rule: rule(e.key) },
        ]);
      }
    }
    // spam_threshold 1 leaves no room for suspicious_threshold (1..99, below it): refused by the pair's rule.
    const one = await h.request("PATCH", SETTINGS, { key, body: { spam_threshold: 1, suspicious_threshold: 1 } });
    expect([one.status, one.body.error?.code]).toEqual([422, "invalid_setting_value"]);
  });

  it("a rule's name has 1..64 characters, its weight -100..100, its pattern 1..500 code points (an emoji counts once)", async () => {
    const body = (name: string, extra: Record<string, unknown> = {}) => ({ name, kind: "keyword", pattern: "edge", weight: 10, ...extra });
    expect((await h.request("POST", RULES, { key, body: body("n".repeat(64)) })).status).toBe(201);
    expect(await refusedAt(await h.request("POST", RULES, { key, body: body("m".repeat(65)) }))).toEqual(["name"]);
    expect((await h.request("POST", RULES, { key, body: body("w_max", { weight: 100 }) })).status).toBe(201);
    expect((await h.request("POST", RULES, { key, body: body("w_min", { weight: -100 }) })).status).toBe(201);
    expect(await refusedAt(await h.request("POST", RULES, { key, body: body("w_over", { weight: 101 }) }))).toEqual(["weight"]);
    expect(await refusedAt(await h.request("POST", RULES, { key, body: body("w_under", { weight: -101 }) }))).toEqual(["weight"]);
    const ascii = await h.request("POST", RULES, { key, body: body("p_ascii", { pattern: "a".repeat(500) }) });
    expect([ascii.status, ascii.body.pattern]).toEqual([201, "a".repeat(500)]);
    expect(await refusedAt(await h.request("POST", RULES, { key, body: body("p_ascii_over", { pattern: "a".repeat(501) }) }))).toEqual(["pattern"]);
    // 500 emoji are 1000 UTF-16 units: the limit and the document's maxLength count code points.
    const emoji = await h.request("POST", RULES, { key, body: body("p_emoji", { pattern: "😀".repeat(500) }) });
    expect([emoji.status, emoji.body.pattern]).toEqual([201, "😀".repeat(500)]);
    expect(await refusedAt(await h.request("POST", RULES, { key, body: body("p_emoji_over", { pattern: "😀".repeat(501) }) }))).toEqual(["pattern"]);
    const list = await h.request("GET", RULES, { key });
    expect(list.body.rules.map((r: { name: string }) => r.name)).toEqual(["n".repeat(64), "w_max", "w_min", "p_ascii", "p_emoji"]);
  });

  it("a whitelisted username has 4..32 characters, with or without @; a channel name too", async () => {
    expect((await h.request("POST", WHITELIST, { key, body: { username: `u${"x".repeat(31)}` } })).status).toBe(201);
    expect((await h.request("POST", WHITELIST, { key, body: { username: `@v${"x".repeat(31)}` } })).status).toBe(201);
    expect(await refusedAt(await h.request("POST", WHITELIST, { key, body: { username: `u${"x".repeat(32)}` } }))).toEqual(["username"]);
    expect(await refusedAt(await h.request("POST", WHITELIST, { key, body: { username: `@u${"x".repeat(32)}` } }))).toEqual(["username"]);
    expect((await h.request("POST", WHITELIST, { key, body: { channel: `@c${"x".repeat(31)}` } })).status).toBe(201);
    expect((await h.request("POST", WHITELIST, { key, body: { channel: `https://t.me/d${"x".repeat(31)}` } })).status).toBe(201);
    expect(await refusedAt(await h.request("POST", WHITELIST, { key, body: { channel: `@c${"x".repeat(32)}` } }))).toEqual(["channel"]);
    expect(await refusedAt(await h.request("POST", WHITELIST, { key, body: { channel: `https://t.me/d${"x".repeat(32)}` } }))).toEqual(["channel"]);
    const del = await h.request("DELETE", `${WHITELIST}/@u${"x".repeat(31)}`, { key });
    expect(del.status).toBe(204);
    expect(await refusedAt(await h.request("DELETE", `${WHITELIST}/@u${"x".repeat(32)}`, { key }))).toEqual(["entry"]);
  });
});
