import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { epochKey } from "../src/store/epochs.js";
import { fakeDispatcher, startAdminSurface, type AdminSurface } from "./support/admin.js";
import { startHarness, type Harness } from "./support/harness.js";

// The key cache (http/auth.ts): a cached key record is confirmed by the account epoch the
// admission script answers, and every change through AccountStore (the admin surface) moves it.
let h: Harness;
let admin: AdminSurface;
beforeAll(async () => {
  h = await startHarness("gwkeycache");
  // The dispatcher is told of plan changes and freezes (admin-account-changes.int.test.ts); its answer does not matter here.
  admin = await startAdminSurface(h, { webhooks: fakeDispatcher().webhooks });
});
afterAll(async () => {
  await admin?.close();
  await h?.close();
});

async function lookups(result: "hit" | "miss" | "stale"): Promise<number> {
  const text = await (await fetch(`${h.url}/metrics`)).text();
  const m = new RegExp(`^warden_key_cache_lookups_total\\{[^}]*result="${result}"[^}]*\\} (\\d+)`, "m").exec(text);
  return m ? Number(m[1]) : 0;
}

/** GET /me until one is answered from the cache (the record is cached after its first request). */
async function untilCached(key: string): Promise<void> {
  await waitFor(
    async () => {
      const before = await lookups("hit");
      const r = await h.request("GET", "/api/public/v1/me", { key });
      expect(r.status).toBe(200);
      return (await lookups("hit")) > before;
    },
    { message: "the key was never answered from the cache" },
  );
}

describe("the key cache and the account epoch", () => {
  it("a cached key is used without PostgreSQL: a revoke written around the store is not seen, one through the admin surface is, on the very next request", async () => {
    const acc = await h.account("pro");
    await untilCached(acc.key);
    // Written to PostgreSQL without moving the epoch: the cached record still answers (so the
    // request did not read PostgreSQL)...
    await h.gatewayPool.query("UPDATE api_keys SET revoked_at = now() WHERE id = $1", [acc.keyId]);
    expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(200);
    // ...a revoke through the admin surface (AccountStore) is seen by the very next request.
    expect((await admin.call("DELETE", `/keys/${acc.keyId}`)).status).toBe(200);
    const r = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hello" } });
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe("invalid_api_key");
    expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(401);
  });

  it("freeze through the admin surface: the next request is 403 account_frozen; unfreeze: the next is 200", async () => {
    const acc = await h.account("pro");
    await untilCached(acc.key);
    expect((await admin.call("PATCH", `/accounts/${acc.id}`, { frozen: true })).body.frozen).toBe(true);
    const frozen = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hello" } });
    expect(frozen.status).toBe(403);
    expect(frozen.body.error.code).toBe("account_frozen");
    expect((await admin.call("PATCH", `/accounts/${acc.id}`, { frozen: false })).body.frozen).toBe(false);
    expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(200);
  });

  it("a cached key's request refused before admission after a freeze is 403 account_frozen, never 429", async () => {
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { perMinute: 4 });
    // The minute's 4 slots spent by GET /me, the last ones answered from the cache.
    let used = 0;
    const me = async () => {
      used++;
      expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(200);
    };
    await waitFor(
      async () => {
        const before = await lookups("hit");
        await me();
        return (await lookups("hit")) > before;
      },
      { message: "the key was never answered from the cache" },
    );
    while (used < 4) await me();
    expect((await admin.call("PATCH", `/accounts/${acc.id}`, { frozen: true })).status).toBe(200);
    // A body refused (422) on the cached record, read again from PostgreSQL: frozen. Charged to the minute on the
    // stale record, it was answered 429 rate_limit_exceeded.
    const refused = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: {} });
    expect([refused.status, refused.body.error.code]).toEqual([403, "account_frozen"]);
  });

  it("a plan or limit change applies to the next request of a cached key, refusals before admission included", async () => {
    const acc = await h.account("free");
    await untilCached(acc.key);
    // The cached record says free, which refuses a batch (Pro) before admission; after the upgrade
    // that refusal is checked against PostgreSQL's record and the very next batch passes.
    await admin.call("PATCH", `/accounts/${acc.id}`, { plan: "pro" });
    const staleBefore = await lookups("stale");
    const ok = await h.request("POST", "/api/public/v1/spam/check-batch", { key: acc.key, body: { texts: ["a", "b"] } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-quota-limit")).toBe("10000");
    expect(await lookups("stale")).toBe(staleBefore + 1);
    // A limit change: the cached record passes every check, the admission finds its epoch stale.
    await untilCached(acc.key);
    await admin.call("PUT", `/accounts/${acc.id}/limits`, { daily: 77 });
    const limited = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hello" } });
    expect(limited.status).toBe(200);
    expect(limited.headers.get("x-quota-limit")).toBe("77");
    // The stale attempt consumed nothing: the batch's 2 units and this check's 1.
    expect(limited.headers.get("x-quota-used")).toBe("3");
    expect(await lookups("stale")).toBe(staleBefore + 2);
  });

  it("an epoch Redis lost is never taken for the cached one: the record is read again", async () => {
    const acc = await h.account("pro");
    await untilCached(acc.key);
    // Revoked around the store AND the epoch gone (a Redis restart): the new epoch Redis makes
    // differs from every earlier one, so the cached record is not served.
    await h.gatewayPool.query("UPDATE api_keys SET revoked_at = now() WHERE id = $1", [acc.keyId]);
    expect(await h.redis.del(epochKey(h.redisPrefix, acc.id))).toBe(1);
    expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(401);
  });
});
