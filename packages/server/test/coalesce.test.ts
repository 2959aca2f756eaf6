import { describe, expect, it } from "vitest";
import { batched, coalesced, type Settled } from "../src/index.js";

describe("coalesced", () => {
  it("callers that arrive together share one lookup per key", async () => {
    const calls: string[] = [];
    const get = coalesced(async (k: string) => {
      calls.push(k);
      return `v:${k}`;
    });
    const answers = await Promise.all([get("a"), get("a"), get("b"), get("a")]);
    expect(answers).toEqual(["v:a", "v:a", "v:b", "v:a"]);
    expect(calls.sort()).toEqual(["a", "b"]);
  });

  it("a caller never joins a lookup already sent: it sees a write that returned before it started", async () => {
    let stored = "before";
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let sent = 0;
    const get = coalesced(async () => {
      sent++;
      const seen = stored; // the read happens when the lookup runs
      await gate;
      return seen;
    });
    const first = get("k");
    await new Promise((r) => setImmediate(r)); // the first lookup is now on its way
    stored = "after"; // a write that returns before the second caller starts
    const second = get("k");
    release();
    expect(await first).toBe("before");
    expect(await second).toBe("after");
    expect(sent).toBe(2);
  });

  it("an error reaches every caller of the shared lookup, and the next lookup runs again", async () => {
    let fail = true;
    const get = coalesced(async (k: number) => {
      if (fail) throw new Error("down");
      return k * 2;
    });
    const results = await Promise.allSettled([get(1), get(1)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await get(1)).toBe(2);
  });
});

describe("batched", () => {
  function recorder(max = 3) {
    const singles: number[] = [];
    const batches: number[][] = [];
    const call = batched<number, string>({
      max,
      single: async (n) => {
        singles.push(n);
        if (n < 0) throw new Error(`bad ${n}`);
        return `one:${n}`;
      },
      many: async (items) => {
        batches.push(items);
        return items.map((n): Settled<string> => (n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: `many:${n}` }));
      },
    });
    return { call, singles, batches };
  }

  it("calls made in one turn go out together, max at a time, and each caller gets its own outcome", async () => {
    const { call, singles, batches } = recorder(3);
    const outcomes = await Promise.allSettled([1, 2, -3, 4, 5].map((n) => call(n)));
    expect(batches).toEqual([
      [1, 2, -3],
      [4, 5],
    ]);
    expect(singles).toEqual([]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value : (o.reason as Error).message))).toEqual(["many:1", "many:2", "bad -3", "many:4", "many:5"]);
  });

  it("a call alone goes through single; a later turn starts a new batch", async () => {
    const { call, singles, batches } = recorder(3);
    expect(await call(7)).toBe("one:7");
    expect(await Promise.all([call(8), call(9)])).toEqual(["many:8", "many:9"]);
    expect(await call(10)).toBe("one:10");
    expect(singles).toEqual([7, 10]);
    expect(batches).toEqual([[8, 9]]);
  });

  it("with a weight, a batch closes once it weighs maxWeight: a heavy item goes about alone", async () => {
    const batches: number[][] = [];
    const singles: number[] = [];
    const call = batched<number, number>({
      max: 10,
      maxWeight: 100,
      weight: (n) => n,
      single: async (n) => {
        singles.push(n);
        return n;
      },
      many: async (items) => {
        batches.push(items);
        return items.map((n) => ({ ok: true as const, value: n }));
      },
    });
    expect(await Promise.all([10, 20, 30, 40, 150, 5, 5].map((n) => call(n)))).toEqual([10, 20, 30, 40, 150, 5, 5]);
    expect(batches).toEqual([
      [10, 20, 30, 40],
      [5, 5],
    ]);
    expect(singles).toEqual([150]);
  });

  it("with a key, items of different keys never share a batch: each key's batch is answered on its own", async () => {
    const batches: string[][] = [];
    const singles: string[] = [];
    let releaseA!: () => void;
    const aHeld = new Promise<void>((r) => (releaseA = r));
    const call = batched<string, string>({
      max: 3,
      key: (item) => item.slice(0, 1),
      single: async (item) => {
        singles.push(item);
        return item;
      },
      many: async (items) => {
        batches.push(items);
        // Key a's batch is slow (a costly tenant): key b's callers must not wait for it.
        if (items[0]!.startsWith("a")) await aHeld;
        return items.map((item) => ({ ok: true as const, value: item }));
      },
    });
    const a = Promise.all(["a1", "a2", "a3", "a4"].map((i) => call(i)));
    const b = ["b1", "b2", "c1"].map((i) => call(i));
    expect(await Promise.all(b)).toEqual(["b1", "b2", "c1"]);
    expect(batches).toEqual([
      ["a1", "a2", "a3"],
      ["b1", "b2"],
    ]);
    expect(singles).toEqual(["a4", "c1"]);
    releaseA();
    expect(await a).toEqual(["a1", "a2", "a3", "a4"]);
  });

  it("a failed batch, or one answered with the wrong number of outcomes, fails every caller of it", async () => {
    const failing = batched<number, number>({ max: 10, single: async (n) => n, many: async () => Promise.reject(new Error("engine down")) });
    const a = await Promise.allSettled([failing(1), failing(2)]);
    expect(a.map((o) => o.status === "rejected" && (o.reason as Error).message)).toEqual(["engine down", "engine down"]);
    const short = batched<number, number>({ max: 10, single: async (n) => n, many: async () => [{ ok: true, value: 1 }] });
    const b = await Promise.allSettled([short(1), short(2)]);
    expect(b.every((o) => o.status === "rejected" && /2 was answered with 1/.test((o.reason as Error).message))).toBe(true);
    const throwing = batched<number, number>({
      max: 10,
      single: () => {
        throw new Error("thrown, not rejected");
      },
      many: () => {
        throw new Error("thrown, not rejected");
      },
    });
    const c = await Promise.allSettled([throwing(1), throwing(2), throwing(3)]);
    expect(c.map((o) => o.status === "rejected" && (o.reason as Error).message)).toEqual(Array(3).fill("thrown, not rejected"));
    await expect(throwing(4)).rejects.toThrow("thrown, not rejected");
  });
});
