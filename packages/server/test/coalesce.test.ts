import { describe, expect, it } from "vitest";
import { coalesced } from "../src/index.js";

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
