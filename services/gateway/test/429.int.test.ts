import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness("gw429");
});
afterAll(() => h?.close());

const check = (key: string, body: unknown = { text: "hello" }) => h.request("POST", "/api/public/v1/spam/check", { key, body });

describe("429", () => {
  it("daily_quota_exceeded at the edge: the Q-th call passes, the next is refused with details and headers", async () => {
    const acc = await h.account("free");
    await h.accounts.setLimits(acc.id, { daily: 3 });
    for (let i = 1; i <= 3; i++) expect((await check(acc.key)).headers.get("x-quota-used")).toBe(String(i));
    const r = await check(acc.key);
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("daily_quota_exceeded");
    expect(r.body.error.details).toEqual({
      plan: "free",
      limit: 3,
      used: 3,
      reset_at: r.headers.get("x-quota-reset"),
      upgrade_hint: expect.any(String),
    });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(86_400);
    expect(r.headers.get("x-quota-used")).toBe("3");
    expect(r.headers.get("x-quota-limit")).toBe("3");
    expect(r.body.error.message).toMatch(/^The daily quota of 3 units is spent; it resets at /);
    // /me and /usage still answer: they cost no quota.
    expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(200);
    expect((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used).toBe(3);
  });

  it("a batch is admitted only when the remaining quota covers all its texts, and a refusal costs nothing", async () => {
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { daily: 5 });
    expect((await h.request("POST", "/api/public/v1/spam/check-batch", { key: acc.key, body: { texts: ["a", "b", "c"] } })).status).toBe(200);
    const r = await h.request("POST", "/api/public/v1/spam/check-batch", { key: acc.key, body: { texts: ["a", "b", "c"] } });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("daily_quota_exceeded");
    // Units remain: the message says how many, and how many the batch needs; it is not "spent".
    expect(r.body.error.message).toMatch(/^This request needs 3 units of the daily quota but only 2 of 5 remain; it resets at /);
    expect(r.body.error.message).not.toMatch(/spent/);
    expect((await h.request("POST", "/api/public/v1/spam/check-batch", { key: acc.key, body: { texts: ["a", "b"] } })).status).toBe(200);
    expect((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used).toBe(5);
  });

  it("rate_limit_exceeded per account across all its keys, with Retry-After, also for /me", async () => {
    const acc = await h.account("free");
    await h.accounts.setLimits(acc.id, { perMinute: 4, daily: 1000 });
    const second = (await h.accounts.createKey(acc.id, "read")).key;
    expect((await check(acc.key)).status).toBe(200);
    expect((await check(second)).status).toBe(200);
    expect((await h.request("GET", "/api/public/v1/me", { key: second })).status).toBe(200);
    expect((await check(acc.key)).status).toBe(200);
    const r = await h.request("GET", "/api/public/v1/me", { key: second });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("rate_limit_exceeded");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(r.headers.get("x-quota-limit")).toBe("1000");
    // The refused requests consumed no quota: 3 checks were admitted.
    const used = await h.redis.get(`${h.redisPrefix}q:${acc.id}:${new Date().toISOString().slice(0, 10)}`);
    expect(used).toBe("3");
  });

  it("applies to every request with a valid key, refused ones too: a 422, 403 or 404 takes its slot, and one over the limit is a 429", async () => {
    const acc = await h.account("free");
    await h.accounts.setLimits(acc.id, { perMinute: 4, daily: 1000 });
    expect((await check(acc.key, { text: "" })).status).toBe(422);
    expect((await h.request("GET", "/api/public/v1/groups/-1001000000999/rules", { key: acc.key })).status).toBe(403);
    expect((await check(acc.key, { text: "hi", group_id: -1001000000999 })).status).toBe(403);
    expect((await check(acc.key)).status).toBe(200);
    // The fifth request of the minute, refused or not, is over the limit.
    const over = await check(acc.key, { text: "" });
    expect([over.status, over.body.error.code]).toEqual([429, "rate_limit_exceeded"]);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(over.headers.get("x-quota-limit")).toBe("1000");
    expect((await check(acc.key)).status).toBe(429);
    // The refusals took no quota: one check was admitted.
    expect(await h.redis.get(`${h.redisPrefix}q:${acc.id}:${new Date().toISOString().slice(0, 10)}`)).toBe("1");
    // A key that does not authenticate is no account's: its 401s take nothing from anyone.
    expect((await h.request("GET", "/api/public/v1/me", { key: "wk_live_notakey" })).status).toBe(401);
  });

  it("a Pro account's 404s for groups it does not administer are rate-limited like any request", async () => {
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { perMinute: 3, daily: 1000 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await h.request("GET", `/api/public/v1/groups/-100100000${i}999/rules`, { key: acc.key })).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });

  it("counts refusals by reason and plan in /metrics", async () => {
    const m = await (await fetch(`${h.url}/metrics`)).text();
    expect(m).toMatch(/warden_quota_refusals_total\{reason="quota",plan="free"[^}]*\} [1-9]/);
    expect(m).toMatch(/warden_quota_refusals_total\{reason="rate",plan="free"[^}]*\} [1-9]/);
  });
});
