import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Limiter } from "../src/limiter.js";
import { startHarness, type Harness } from "./support/harness.js";

// The rate limit is exact at its edge for every per-minute figure, not only for those whose
// interval (60,000 ms / per_minute) is a short decimal: 1,800 a minute is 33.333… ms apart.
let h: Harness;
let limiter: Limiter;
beforeAll(async () => {
  h = await startHarness("gwlimiter");
  limiter = new Limiter(h.redis, h.redisPrefix);
});
afterAll(() => h?.close());

let seq = 0;
/** How many of `times` (ms, in order) one fresh account is admitted at, with `perMinute`; sent in order, pipelined. */
async function admitted(perMinute: number, times: number[]): Promise<number> {
  const accountId = `acc_limiter_${seq++}`;
  let n = 0;
  for (let i = 0; i < times.length; i += 2_000) {
    const answers = await Promise.all(
      times.slice(i, i + 2_000).map((now) => limiter.admit({ accountId, now, perMinute, daily: 1e9, cost: 1, aiDaily: 0, wantAi: false })),
    );
    n += answers.filter((a) => a.allowed).length;
  }
  return n;
}

const T0 = Date.parse("2026-12-02T10:00:00.000Z");

describe("the per-minute rate limit", () => {
  it.each([1, 7, 60, 600, 700, 900, 1_800, 3_000, 7_000])("a burst at one instant admits exactly %i a minute", async (perMinute) => {
    expect(await admitted(perMinute, Array(perMinute + 5).fill(T0))).toBe(perMinute);
  });

  it("sustained for 10 minutes it admits the burst and then exactly per_minute a minute", async () => {
    // Every 25 ms from T0 to T0 + 10 min inclusive: 900 at once, then one every 66.666… ms.
    const times = Array.from({ length: 600_000 / 25 + 1 }, (_, i) => T0 + i * 25);
    expect(await admitted(900, times)).toBe(900 + 10 * 900);
    const business = Array.from({ length: 600_000 / 10 + 1 }, (_, i) => T0 + i * 10);
    expect(await admitted(1_800, business)).toBe(1_800 + 10 * 1_800);
  });

  it("a refusal says how long to wait, and the wait is enough (and not more than a second too long)", async () => {
    const accountId = `acc_limiter_${seq++}`;
    const at = (now: number) => limiter.admit({ accountId, now, perMinute: 1_800, daily: 1e9, cost: 1, aiDaily: 0, wantAi: false });
    for (let i = 0; i < 1_800; i++) expect((await at(T0)).allowed).toBe(true);
    const refused = await at(T0);
    expect(refused).toMatchObject({ allowed: false, reason: "rate", retryAfterSeconds: 1 });
    // The next slot opens 33.333… ms on: refused at 33 ms, admitted at 34 ms.
    expect((await at(T0 + 33)).allowed).toBe(false);
    expect((await at(T0 + 34)).allowed).toBe(true);
  });
});

describe("the rate limit once the daily quota is spent", () => {
  it("still applies: a quota refusal takes its slot of the minute (no unit), and one over the minute's limit is refused for rate", async () => {
    const accountId = `acc_limiter_${seq++}`;
    const at = (now: number) => limiter.admit({ accountId, now, perMinute: 60, daily: 100, cost: 1, aiDaily: 0, wantAi: false });
    // The day's 100 units, one a second (within the rate limit).
    for (let i = 0; i < 100; i++) expect((await at(T0 + i * 1_000)).allowed).toBe(true);
    // Then 1,000 metered requests at one instant: the minute's 60 are refused for quota, the rest for rate.
    const burst = T0 + 200_000;
    const reasons: Record<string, number> = {};
    for (let i = 0; i < 1_000; i++) {
      const a = await at(burst);
      const reason = a.allowed ? "allowed" : a.reason;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    expect(reasons).toEqual({ quota: 60, rate: 940 });
    // No refusal consumed a unit; unmetered requests (/me) are refused for rate as well.
    expect((await limiter.usage(accountId, burst)).used).toBe(100);
    expect(await limiter.admit({ accountId, now: burst, perMinute: 60, daily: 100, cost: 0, aiDaily: 0, wantAi: false })).toMatchObject({
      allowed: false,
      reason: "rate",
    });
  });
});

describe("a refund", () => {
  it("gives back to the UTC day the request was admitted on, also when it fails after midnight", async () => {
    const accountId = `acc_limiter_${seq++}`;
    const midnight = Date.parse("2026-12-03T00:00:00.000Z");
    const at = (now: number) => limiter.admit({ accountId, now, perMinute: 600, daily: 100, cost: 1, aiDaily: 5, wantAi: true });
    const late = await at(midnight - 1);
    const early = await at(midnight + 1);
    expect([late.allowed, early.allowed]).toEqual([true, true]);
    if (!late.allowed) return;
    // The request admitted at 23:59:59.999 fails at 00:00:00.002: its unit and its AI check go back to the 2nd.
    await limiter.refund(accountId, 1, true, late.day);
    expect(await limiter.history(accountId, 2, midnight + 2)).toEqual([
      { date: "2026-12-02", used: 0, aiUsed: 0 },
      { date: "2026-12-03", used: 1, aiUsed: 1 },
    ]);
  });
});
