import { describe, expect, it } from "vitest";
import { CachedGroupAccounts } from "../src/group-accounts.js";

function groupsConfig(answers: Record<number, string[]>) {
  const calls: bigint[] = [];
  let fail = 0;
  return {
    calls,
    failNext: (n: number) => (fail = n),
    async listGroupAccounts(req: { groupId: bigint }) {
      calls.push(req.groupId);
      if (fail > 0) {
        fail--;
        throw new Error("groups-config unavailable");
      }
      return { accountIds: answers[Number(req.groupId)] ?? [], groupIds: [] as bigint[] };
    },
  };
}

describe("CachedGroupAccounts", () => {
  it("keeps an answer for ttlMs: one call within it, a new call from the instant it ends", async () => {
    let t = 0;
    const g = groupsConfig({ 1: ["acc_a"] });
    const cache = new CachedGroupAccounts(g as never, 1_000, () => t);
    expect(await cache.reachOf(1)).toEqual({ accountIds: ["acc_a"], groupIds: [1] });
    t = 999;
    expect(await cache.reachOf(1)).toEqual({ accountIds: ["acc_a"], groupIds: [1] });
    expect(g.calls).toHaveLength(1);
    t = 1_000;
    await cache.reachOf(1);
    expect(g.calls).toHaveLength(2);
  });

  it("a failed call is not kept: the next lookup asks again", async () => {
    const g = groupsConfig({ 1: ["acc_a"] });
    g.failNext(1);
    const cache = new CachedGroupAccounts(g as never, 60_000);
    await expect(cache.reachOf(1)).rejects.toThrow("unavailable");
    expect(await cache.reachOf(1)).toEqual({ accountIds: ["acc_a"], groupIds: [1] });
    expect(g.calls).toHaveLength(2);
  });

  it("holds at most maxEntries groups (the least recently used goes first); ttlMs 0 keeps nothing", async () => {
    const g = groupsConfig({});
    const cache = new CachedGroupAccounts(g as never, 60_000, Date.now, 2);
    await cache.reachOf(1);
    await cache.reachOf(2);
    await cache.reachOf(1);
    await cache.reachOf(3);
    expect(g.calls).toEqual([1n, 2n, 3n]);
    await cache.reachOf(2);
    expect(g.calls).toEqual([1n, 2n, 3n, 2n]);

    const none = groupsConfig({});
    const uncached = new CachedGroupAccounts(none as never, 0);
    await uncached.reachOf(1);
    await uncached.reachOf(1);
    expect(none.calls).toHaveLength(2);
  });

  it("answers a migrated group's ids as groups-config gives them (current first), and the id asked for when it gives none", async () => {
    const g = {
      async listGroupAccounts(req: { groupId: bigint }) {
        return req.groupId === -4_001n || req.groupId === -1_002_000_000_001n
          ? { accountIds: ["acc_a"], groupIds: [-1_002_000_000_001n, -4_001n] }
          : { accountIds: [], groupIds: [] as bigint[] };
      },
    };
    const cache = new CachedGroupAccounts(g as never, 60_000);
    expect(await cache.reachOf(-4_001)).toEqual({ accountIds: ["acc_a"], groupIds: [-1_002_000_000_001, -4_001] });
    expect(await cache.reachOf(-1_002_000_000_001)).toEqual({ accountIds: ["acc_a"], groupIds: [-1_002_000_000_001, -4_001] });
    expect(await cache.reachOf(-9)).toEqual({ accountIds: [], groupIds: [-9] });
  });
});
