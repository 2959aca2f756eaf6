import { LIMITS } from "@warden/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Limiter } from "../src/limiter.js";
import { startHarness, type Harness } from "./support/harness.js";

// GET /usage?days=N: the quota use of the last N UTC days, from the admission's own day counters,
// which now outlive their day by LIMITS.usageHistoryMaxDays.
let h: Harness;
let limiter: Limiter;
beforeAll(async () => {
  h = await startHarness("gwusage");
  limiter = new Limiter(h.redis, h.redisPrefix);
});
afterAll(() => h?.close());

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const usage = (key: string, query = "") => h.request("GET", `/api/public/v1/usage${query}`, { key });

describe("GET /usage?days", () => {
  it("lists that many UTC days, oldest first, today's figures last and equal to `usage`", async () => {
    const acc = await h.account("pro");
    const now = Date.now();
    // one unit counted yesterday, as the admission counted it then
    const yesterday = await limiter.admit({ accountId: acc.id, now: now - DAY_MS, perMinute: 600, daily: 10_000, cost: 1, aiDaily: 0, wantAi: false });
    expect(yesterday.allowed).toBe(true);
    for (const text of ["hello", "see you at the meetup"]) {
      expect((await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text } })).status).toBe(200);
    }
    const r = await usage(acc.key, "?days=3");
    expect(r.status).toBe(200);
    const today = r.body.usage.date as string;
    const todayMs = Date.parse(`${today}T00:00:00.000Z`);
    expect(r.body.history).toEqual([
      { date: dayOf(todayMs - 2 * DAY_MS), used: 0, ai_used: 0 },
      { date: dayOf(todayMs - DAY_MS), used: 1, ai_used: 0 },
      { date: today, used: 2, ai_used: 0 },
    ]);
    expect(r.body.history.at(-1).used).toBe(r.body.usage.used);
    // without `days` the answer is as before: no history
    expect((await usage(acc.key)).body).not.toHaveProperty("history");
  });

  it(`keeps a day's counters for ${LIMITS.usageHistoryMaxDays} more days`, async () => {
    const acc = await h.account("pro");
    expect((await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hello" } })).status).toBe(200);
    const ttl = await h.redis.ttl(`${h.redisPrefix}q:${acc.id}:${dayOf(Date.now())}`);
    expect(ttl).toBeGreaterThan(LIMITS.usageHistoryMaxDays * 86_400);
    expect(ttl).toBeLessThanOrEqual((LIMITS.usageHistoryMaxDays + 1) * 86_400 + 3600);
  });

  it(`takes 1 to ${LIMITS.usageHistoryMaxDays} days; anything else is 422 validation_failed naming query.days`, async () => {
    const acc = await h.account("free");
    const one = await usage(acc.key, "?days=1");
    expect([one.status, one.body.history.length]).toEqual([200, 1]);
    const max = await usage(acc.key, `?days=${LIMITS.usageHistoryMaxDays}`);
    expect([max.status, max.body.history.length]).toEqual([200, LIMITS.usageHistoryMaxDays]);
    for (const q of ["?days=0", `?days=${LIMITS.usageHistoryMaxDays + 1}`, "?days=abc", "?days=1.5", "?days=-1", "?days=", "?days=1&days=2"]) {
      const r = await usage(acc.key, q);
      expect([q, r.status, r.body.error.code]).toEqual([q, 422, "validation_failed"]);
      expect(r.body.error.details.errors.map((e: { path: string }) => e.path)).toEqual(["query.days"]);
    }
  });
});
