import { SPAM_TEXT } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

let h: Harness;
let pro: { id: string; key: string };
let readKey: string;
const GROUP = -1001000000200;

beforeAll(async () => {
  h = await startHarness("gw200");
  pro = await h.account("pro");
  readKey = (await h.accounts.createKey(pro.id, "read")).key;
  await h.group(GROUP, "pro", [pro.id]);
});
afterAll(() => h?.close());

describe("200", () => {
  it("checks a text and returns the contract's result with quota headers", async () => {
    const r = await h.request("POST", "/api/public/v1/spam/check", { key: pro.key, body: { text: SPAM_TEXT } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ verdict: "spam", recommended_action: "delete", matched_rules: expect.arrayContaining(["earnings_promise"]) });
    expect(Object.values(r.body.signals as Record<string, number>).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(r.body.score);
    expect(r.headers.get("x-quota-limit")).toBe("10000");
    expect(r.body.quota).toEqual({ used: Number(r.headers.get("x-quota-used")), limit: 10000, reset_at: r.headers.get("x-quota-reset") });
    expect(r.headers.get("x-quota-reset")).toMatch(/T00:00:00\.000Z$/);
    expect(r.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("a clean text answers no categories: they are the detected spam's (the learned classifier's small weight is none)", async () => {
    const r = await h.request("POST", "/api/public/v1/spam/check", { key: pro.key, body: { text: "see you tomorrow at the meetup" } });
    expect(r.status).toBe(200);
    expect(r.body.verdict).toBe("clean");
    expect(r.body.score).toBeGreaterThan(0); // a signal with a category did fire
    expect(r.body.categories).toEqual([]);
    const spam = await h.request("POST", "/api/public/v1/spam/check", { key: pro.key, body: { text: SPAM_TEXT } });
    expect(spam.body.categories).toEqual(expect.arrayContaining(["earnings"]));
  });

  it("accepts the key in X-API-Key as well as Authorization: Bearer", async () => {
    const r = await h.request("GET", "/api/public/v1/me", { headers: { "x-api-key": pro.key } });
    expect(r.status).toBe(200);
    expect(r.body.account.id).toBe(pro.id);
  });

  it("lets a read key call the three check endpoints", async () => {
    expect((await h.request("POST", "/api/public/v1/spam/check", { key: readKey, body: { text: "hello" } })).status).toBe(200);
    expect((await h.request("POST", "/api/public/v1/spam/check-batch", { key: readKey, body: { texts: ["hi"] } })).status).toBe(200);
  });

  it("batch: one result per text, each equal to the single check, one quota unit per text", async () => {
    const texts = ["Earn $300 a day from home, DM me", "see you tomorrow at the meetup", "заработок от 500$ в день, пиши в лс"];
    const before = Number((await h.request("GET", "/api/public/v1/usage", { key: pro.key })).body.usage.used);
    const r = await h.request("POST", "/api/public/v1/spam/check-batch", { key: pro.key, body: { texts, group_id: GROUP } });
    expect(r.status).toBe(200);
    expect(r.body.results).toHaveLength(3);
    expect(r.body.quota.used).toBe(before + 3);
    for (const [i, text] of texts.entries()) {
      const single = await h.request("POST", "/api/public/v1/spam/check", { key: pro.key, body: { text, group_id: GROUP } });
      expect(r.body.results[i]).toEqual({ index: i, verdict: single.body.verdict, score: single.body.score, reasons: single.body.matched_rules });
    }
  });

  it("/me and /usage cost no quota; /usage shows plan limits and today's use", async () => {
    const u1 = await h.request("GET", "/api/public/v1/usage", { key: pro.key });
    await h.request("GET", "/api/public/v1/me", { key: pro.key });
    const u2 = await h.request("GET", "/api/public/v1/usage", { key: pro.key });
    expect(u2.body.usage.used).toBe(u1.body.usage.used);
    expect(u2.body.limits).toEqual({ daily: 10000, per_minute: 600, ai_daily: 1000 });
    expect(u2.headers.get("x-quota-used")).toBeNull();
  });

  it("account limit overrides apply (warden account limits)", async () => {
    // On Pro: Free and Basic have no AI allowance, whatever is stored (admin-account-changes.int.test.ts).
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { daily: 7, perMinute: 90, aiDaily: 3 });
    const u = await h.request("GET", "/api/public/v1/usage", { key: acc.key });
    expect(u.body.limits).toEqual({ daily: 7, per_minute: 90, ai_daily: 3 });
    const c = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hello" } });
    expect(c.headers.get("x-quota-limit")).toBe("7");
  });

  it("include_ai answers with an ai object and draws on the AI allowance; spent allowance still answers", async () => {
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { aiDaily: 1 });
    const a = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hello", include_ai: true } });
    expect(a.status).toBe(200);
    expect(a.body.ai.status).not.toBe("quota_exceeded");
    const b = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hello", include_ai: true } });
    expect(b.status).toBe(200);
    expect(b.body.ai).toEqual({ status: "quota_exceeded" });
    const u = await h.request("GET", "/api/public/v1/usage", { key: acc.key });
    expect(u.body.usage.ai_used).toBe(1);
    const plain = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hello" } });
    expect(plain.body.ai).toBeUndefined();
  });

  it("include_ai for a whitelisted sender: an ai object saying the AI was not asked, and no AI check drawn", async () => {
    const acc = await h.account("pro");
    const group = -1001000000202;
    await h.group(group, "pro", [acc.id]);
    expect((await h.request("POST", `/api/public/v1/groups/${group}/whitelist`, { key: acc.key, body: { user_id: 42 } })).status).toBe(201);
    const r = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: SPAM_TEXT, include_ai: true, group_id: group, user_id: 42 } });
    expect(r.status).toBe(200);
    expect(r.body.verdict).toBe("clean");
    expect(r.body.ai).toEqual({ status: "unavailable", reason: expect.stringContaining("whitelist") });
    expect((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.ai_used).toBe(0);
    // Another sender in the same group is asked (this harness's engine has the local model as its provider), and draws one.
    const other = await h.request("POST", "/api/public/v1/spam/check", {
      key: acc.key,
      body: { text: SPAM_TEXT, include_ai: true, group_id: group, user_id: 43 },
    });
    expect(other.body.verdict).toBe("spam");
    expect(other.body.ai.reason ?? "").not.toContain("whitelist");
    expect((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.ai_used).toBe(1);
  });

  it("lists and reads the account's groups on every plan", async () => {
    const free = await h.account("free");
    await h.group(-1001000000201, "free", [free.id]);
    const list = await h.request("GET", "/api/public/v1/groups", { key: free.key });
    expect(list.body.groups).toEqual([expect.objectContaining({ id: -1001000000201, plan: "free", api_available: false })]);
    const one = await h.request("GET", "/api/public/v1/groups/-1001000000201", { key: free.key });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(-1001000000201);
  });

  it("serves the OpenAPI document without a key", async () => {
    const r = await h.request("GET", "/api/public/v1/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe("3.1.0");
  });

  it("echoes a valid incoming X-Request-Id and replaces an invalid one", async () => {
    const a = await h.request("GET", "/api/public/v1/me", { key: pro.key, headers: { "x-request-id": "client-abc.123" } });
    expect(a.headers.get("x-request-id")).toBe("client-abc.123");
    const b = await h.request("GET", "/api/public/v1/me", { key: pro.key, headers: { "x-request-id": "bad id with spaces" } });
    expect(b.headers.get("x-request-id")).toMatch(/^req_/);
    // At most 128 characters are echoed; one more and the id is the gateway's own.
    const longest = "r".repeat(128);
    expect((await h.request("GET", "/api/public/v1/me", { key: pro.key, headers: { "x-request-id": longest } })).headers.get("x-request-id")).toBe(longest);
    const tooLong = await h.request("GET", "/api/public/v1/me", { key: pro.key, headers: { "x-request-id": `${longest}r` } });
    expect(tooLong.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("counts requests by route and status in /metrics", async () => {
    const m = await (await fetch(`${h.url}/metrics`)).text();
    expect(m).toMatch(/warden_http_requests_total\{route="\/spam\/check",method="POST",status="200"[^}]*\} \d+/);
    expect(m).toContain("warden_http_request_duration_seconds_bucket");
  });
});
