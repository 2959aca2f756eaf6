import { startFakeCas } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAS_RETRY_AFTER_MAX_MS, CasBanList } from "../src/ban-list/cas.js";
import { retryAfterMs } from "../src/deadline.js";

// The CAS client's manners toward CAS: one request for concurrent lookups of one user (a raid account joining many
// groups at once), and a 429's Retry-After honoured (the circuit stays open that long, within a bound).
let cas: Awaited<ReturnType<typeof startFakeCas>>;
beforeAll(async () => {
  cas = await startFakeCas({ listed: { 666: { offenses: 3, timeAdded: "2025-03-01T10:00:00.000Z" } } });
});
afterAll(() => cas.close());

describe("CAS lookups in flight", () => {
  it("twenty concurrent lookups of one uncached user ask CAS once, and all get its answer", async () => {
    const list = new CasBanList({ baseUrl: cas.url });
    const before = cas.requests.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => list.lookup(666)));
    expect(cas.requests.length - before).toBe(1);
    for (const a of answers) expect(a).toMatchObject({ status: "listed", offenses: 3 });
  });

  it("a failed lookup is not kept: the next one asks again", async () => {
    const list = new CasBanList({ baseUrl: cas.url });
    cas.mode = "error";
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => list.lookup(4242)));
      for (const a of answers) expect(a).toEqual({ status: "unavailable" });
    } finally {
      cas.mode = "normal";
    }
    expect(await list.lookup(4242)).toEqual({ status: "not_listed" });
  });
});

describe("a CAS 429", () => {
  it("keeps the circuit open for its Retry-After: no request goes out meanwhile, even after the usual cooldown", async () => {
    let now = 1_000_000;
    const list = new CasBanList({ baseUrl: cas.url, breaker: { failureThreshold: 5, cooldownMs: 30_000 }, now: () => now });
    cas.mode = "rate_limited";
    cas.retryAfterS = 120;
    try {
      expect(await list.lookup(5001)).toEqual({ status: "unavailable" });
    } finally {
      cas.mode = "normal";
    }
    const after429 = cas.requests.length;
    now += 60_000; // past the 30 s cooldown, within the 120 s asked for
    expect(await list.lookup(5002)).toEqual({ status: "unavailable" });
    expect(cas.requests.length).toBe(after429);
    now += 61_000; // past the 120 s: one trial goes out, and closes the circuit
    expect(await list.lookup(5003)).toEqual({ status: "not_listed" });
    expect(cas.requests.length).toBe(after429 + 1);
  });

  it("reads retry-after-ms, else Retry-After as seconds or an HTTP date, within 0..the bound; undefined when it says nothing readable", () => {
    const now = Date.UTC(2026, 0, 1);
    const at = (h: Record<string, string>) => retryAfterMs(new Headers(h), now, CAS_RETRY_AFTER_MAX_MS);
    expect(at({ "retry-after": "120" })).toBe(120_000);
    expect(at({ "retry-after": new Date(now + 90_000).toUTCString() })).toBe(90_000);
    expect(at({ "retry-after": "999999" })).toBe(CAS_RETRY_AFTER_MAX_MS);
    expect(at({ "retry-after": new Date(now - 5_000).toUTCString() })).toBe(0);
    expect(at({ "retry-after": "soon" })).toBeUndefined();
    expect(at({})).toBeUndefined();
    // OpenAI's and Azure OpenAI's milliseconds come first; an unreadable one falls back to Retry-After.
    expect(at({ "retry-after-ms": "1500.5", "retry-after": "9" })).toBe(1500.5);
    expect(at({ "retry-after-ms": "-1", "retry-after": "9" })).toBe(9_000);
  });
});
