import { describe, expect, it } from "vitest";
import { BoundedCache } from "../src/bounded-cache.js";

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("BoundedCache: size", () => {
  it("holds exactly maxEntries; one more evicts the least recently set", () => {
    const c = new BoundedCache<string, number>({ maxEntries: 3 });
    c.set("a", 1).set("b", 2).set("c", 3);
    expect(c.size).toBe(3);
    expect([c.peek("a"), c.peek("b"), c.peek("c")]).toEqual([1, 2, 3]);
    c.set("d", 4);
    expect(c.size).toBe(3);
    expect(c.has("a")).toBe(false);
    expect([c.peek("b"), c.peek("c"), c.peek("d")]).toEqual([2, 3, 4]);
  });

  it("get makes an entry the most recently used; peek and has do not", () => {
    const c = new BoundedCache<string, number>({ maxEntries: 2 });
    c.set("a", 1).set("b", 2);
    expect(c.get("a")).toBe(1);
    c.set("c", 3);
    expect(c.has("b")).toBe(false);
    expect(c.has("a")).toBe(true);

    expect(c.peek("a")).toBe(1);
    expect(c.has("a")).toBe(true);
    c.set("d", 4);
    expect(c.has("a")).toBe(false);
    expect(c.has("c")).toBe(true);
  });

  it("setting a held key replaces its value without growing, and makes it the most recent", () => {
    const c = new BoundedCache<string, number>({ maxEntries: 2 });
    c.set("a", 1).set("b", 2).set("a", 10);
    expect(c.size).toBe(2);
    c.set("c", 3);
    expect(c.peek("a")).toBe(10);
    expect(c.has("b")).toBe(false);
  });

  it("maxEntries 1 keeps only the last entry", () => {
    const c = new BoundedCache<number, string>({ maxEntries: 1 });
    c.set(1, "x").set(2, "y");
    expect(c.size).toBe(1);
    expect(c.peek(1)).toBeUndefined();
    expect(c.peek(2)).toBe("y");
  });

  it("refuses a bound that is not a positive integer, and a negative TTL", () => {
    expect(() => new BoundedCache({ maxEntries: 0 })).toThrow(RangeError);
    expect(() => new BoundedCache({ maxEntries: 1.5 })).toThrow(RangeError);
    expect(() => new BoundedCache({ maxEntries: Number.NaN })).toThrow(RangeError);
    expect(() => new BoundedCache({ maxEntries: 1, ttlMs: -1 })).toThrow(RangeError);
  });
});

describe("BoundedCache: time to live", () => {
  it("an entry is served until 1 ms before its TTL ends, and not from the instant it ends", () => {
    const t = clock();
    const c = new BoundedCache<string, number>({ maxEntries: 10, ttlMs: 100, now: t.now });
    c.set("a", 1);
    t.advance(99);
    expect(c.get("a")).toBe(1);
    t.advance(1);
    expect(c.get("a")).toBeUndefined();
    expect(c.has("a")).toBe(false);
    expect(c.size).toBe(0);
  });

  it("a lookup does not extend the TTL; a set does", () => {
    const t = clock();
    const c = new BoundedCache<string, number>({ maxEntries: 10, ttlMs: 100, now: t.now });
    c.set("a", 1);
    t.advance(60);
    expect(c.get("a")).toBe(1);
    t.advance(40);
    expect(c.peek("a")).toBeUndefined();
    c.set("a", 2);
    t.advance(99);
    expect(c.peek("a")).toBe(2);
  });

  it("a per-entry TTL overrides the cache's; without any TTL entries never expire", () => {
    const t = clock();
    const c = new BoundedCache<string, number>({ maxEntries: 10, ttlMs: 100, now: t.now });
    c.set("short", 1, 10).set("long", 2, 1_000).set("default", 3);
    t.advance(10);
    expect(c.peek("short")).toBeUndefined();
    t.advance(90);
    expect(c.peek("default")).toBeUndefined();
    expect(c.peek("long")).toBe(2);

    const forever = new BoundedCache<string, number>({ maxEntries: 10, now: t.now });
    forever.set("a", 1);
    t.advance(1e12);
    expect(forever.peek("a")).toBe(1);
  });

  it("a TTL of 0 is never served", () => {
    const t = clock();
    const c = new BoundedCache<string, number>({ maxEntries: 10, ttlMs: 0, now: t.now });
    c.set("a", 1);
    expect(c.get("a")).toBeUndefined();
  });
});

describe("BoundedCache: take, delete, clear", () => {
  it("take returns the value once and removes it; an expired one is not returned", () => {
    const t = clock();
    const c = new BoundedCache<string, number>({ maxEntries: 10, ttlMs: 50, now: t.now });
    c.set("a", 1).set("b", 2);
    expect(c.take("a")).toBe(1);
    expect(c.take("a")).toBeUndefined();
    t.advance(50);
    expect(c.take("b")).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it("delete and clear forget entries", () => {
    const c = new BoundedCache<string, number>({ maxEntries: 10 });
    c.set("a", 1).set("b", 2);
    expect(c.delete("a")).toBe(true);
    expect(c.delete("a")).toBe(false);
    c.clear();
    expect(c.size).toBe(0);
  });
});
