import { createPool } from "@warden/db";
import { createTestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateGateway } from "../src/migrations.js";
import { AccountStore, OperatorFreezeError } from "../src/store/accounts.js";
import { epochKey } from "../src/store/epochs.js";
import { fakeDispatcher, startAdminSurface, type AdminSurface } from "./support/admin.js";
import { startHarness, type Harness } from "./support/harness.js";
import { migrateGatewayUpTo } from "./support/migrations.js";

// The kill switch has two hands: the owner's (the dashboard) and the operator's (the admin surface, warden account
// freeze). Either freeze suspends the account's webhooks as the other does; the operator's freeze stands over the
// owner's, so the owner cannot lift it, and the operator's unfreeze lifts any freeze. Every change applies on the next
// request (the account epoch moves); a refused one changes nothing.
const dispatcher = fakeDispatcher();
let h: Harness;
let admin: AdminSurface;

beforeAll(async () => {
  h = await startHarness("gwfreeze", { dashboard: { webhooks: dispatcher.webhooks } });
  admin = await startAdminSurface(h, { webhooks: dispatcher.webhooks });
});
afterAll(async () => {
  await admin?.close();
  await h?.close();
});

/** The owner, signed in to the dashboard (a login link's session): its kill switch. */
async function owner(plan: "free" | "basic" | "pro" | "business" = "pro") {
  const acc = await h.account(plan);
  const { id, session } = await h.sessions!.create(acc.id, "login_link");
  const call = async (method: string, path: string) => {
    const res = await fetch(`${h.url}/dashboard${path}`, { method, headers: { cookie: `warden_session=${id}`, "x-csrf-token": session.csrfToken } });
    return { status: res.status, body: (await res.json()) as any };
  };
  return {
    acc,
    freeze: () => call("POST", "/api/account/freeze"),
    unfreeze: () => call("POST", "/api/account/unfreeze"),
    session: () => call("GET", "/api/session"),
  };
}
const told = (accountId: string) => dispatcher.suspended.filter((s) => s.accountId === accountId).map((s) => s.suspended);
const epoch = (accountId: string) => h.redis.get(epochKey(h.redisPrefix, accountId));
const me = (key: string) => h.request("GET", "/api/public/v1/me", { key });

describe("the owner's kill switch (dashboard) and the account's webhooks", () => {
  it("freeze suspends the account's webhooks and unfreeze resumes them, as the operator's kill switch does", async () => {
    const o = await owner("pro");
    const f = await o.freeze();
    expect([f.status, f.body.account.frozen, f.body.account.frozen_by]).toEqual([200, true, "owner"]);
    expect(told(o.acc.id)).toEqual([true]);
    const u = await o.unfreeze();
    expect([u.status, u.body.account.frozen, u.body.account.frozen_by]).toEqual([200, false, null]);
    expect(told(o.acc.id)).toEqual([true, false]);
  });

  it("an account below Pro stays suspended when unfrozen (its plan has no webhooks)", async () => {
    const o = await owner("basic");
    await o.freeze();
    await o.unfreeze();
    expect(told(o.acc.id)).toEqual([true, true]);
  });

  it("answers 503 when the dispatcher cannot be told; the freeze is stored (the keys are refused), and repeating it completes it", async () => {
    const o = await owner("pro");
    dispatcher.down = true;
    try {
      const refused = await o.freeze();
      expect([refused.status, refused.body.error.code]).toEqual([503, "unavailable"]);
    } finally {
      dispatcher.down = false;
    }
    expect((await me(o.acc.key)).body.error.code).toBe("account_frozen");
    expect(told(o.acc.id)).toEqual([]);
    expect((await o.freeze()).status).toBe(200);
    expect(told(o.acc.id)).toEqual([true]);
  });
});

describe("the operator's freeze stands over the owner's", () => {
  it("the owner cannot unfreeze what the operator froze: 403 account_frozen saying so, and nothing changes", async () => {
    const o = await owner("pro");
    expect((await admin.call("PATCH", `/accounts/${o.acc.id}`, { frozen: true })).body).toMatchObject({ frozen: true, frozen_by: "operator" });
    const before = await epoch(o.acc.id);
    const toldBefore = told(o.acc.id);

    const refused = await o.unfreeze();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "account_frozen", details: { frozen_by: "operator" } });
    expect(refused.body.error.message).toMatch(/operator froze/);
    // Nothing changed: still the operator's freeze, the keys refused, the epoch where it was, the dispatcher not told.
    expect(await h.accounts.getAccount(o.acc.id)).toMatchObject({ frozen: true, frozenBy: "operator" });
    expect((await me(o.acc.key)).body.error.code).toBe("account_frozen");
    expect(await epoch(o.acc.id)).toBe(before);
    expect(told(o.acc.id)).toEqual(toldBefore);
    // The dashboard shows whose freeze it is.
    expect((await o.session()).body.account).toMatchObject({ frozen: true, frozen_by: "operator" });

    // The operator's unfreeze lifts it.
    expect((await admin.call("PATCH", `/accounts/${o.acc.id}`, { frozen: false })).body).toMatchObject({ frozen: false, frozen_by: null });
    expect((await me(o.acc.key)).status).toBe(200);
    expect(told(o.acc.id).at(-1)).toBe(false);
  });

  it("the owner's freeze of an account the operator froze leaves it the operator's", async () => {
    const o = await owner("pro");
    await admin.call("PATCH", `/accounts/${o.acc.id}`, { frozen: true });
    const f = await o.freeze();
    expect([f.status, f.body.account.frozen_by]).toEqual([200, "operator"]);
    expect((await o.unfreeze()).status).toBe(403);
  });

  it("the operator freezing an account the owner froze makes it the operator's; the operator's unfreeze lifts both", async () => {
    const o = await owner("pro");
    await o.freeze();
    expect((await admin.call("GET", `/accounts/${o.acc.id}`)).body).toMatchObject({ frozen: true, frozen_by: "owner" });
    expect((await admin.call("PATCH", `/accounts/${o.acc.id}`, { frozen: true })).body.frozen_by).toBe("operator");
    expect((await o.unfreeze()).status).toBe(403);
    expect((await admin.call("PATCH", `/accounts/${o.acc.id}`, { frozen: false })).body.frozen).toBe(false);
    expect((await me(o.acc.key)).status).toBe(200);
  });

  it("the owner lifts the owner's own freeze, on the very next request of a cached key", async () => {
    const o = await owner("pro");
    expect((await me(o.acc.key)).status).toBe(200); // the key's record is cached now
    await o.freeze();
    expect((await me(o.acc.key)).body.error.code).toBe("account_frozen");
    const before = await epoch(o.acc.id);
    expect((await o.unfreeze()).status).toBe(200);
    expect(await epoch(o.acc.id)).not.toBe(before);
    expect((await me(o.acc.key)).status).toBe(200);
  });

  it("a freeze written without its author (an older gateway during an upgrade) is the operator's", async () => {
    const o = await owner("pro");
    await h.gatewayPool.query("UPDATE accounts SET frozen = true, frozen_by = NULL WHERE id = $1", [o.acc.id]);
    expect(await h.accounts.getAccount(o.acc.id)).toMatchObject({ frozen: true, frozenBy: "operator" });
    expect((await o.unfreeze()).status).toBe(403);
    await expect(h.accounts.setFrozen(o.acc.id, false, "owner")).rejects.toBeInstanceOf(OperatorFreezeError);
    // An unfrozen row's leftover author means nothing.
    await h.gatewayPool.query("UPDATE accounts SET frozen = false, frozen_by = 'operator' WHERE id = $1", [o.acc.id]);
    expect(await h.accounts.getAccount(o.acc.id)).toMatchObject({ frozen: false, frozenBy: null });
    expect((await o.freeze()).body.account.frozen_by).toBe("owner");
  });
});

describe("the migration that records who froze an account", () => {
  it("makes the accounts frozen before it operator freezes, and leaves the others unfrozen", async () => {
    const db = await createTestDatabase("gwfrozenby");
    const pool = createPool({ connectionString: db.url, schema: "gateway" });
    try {
      // The schema as it was before: every migration up to the one under test.
      const underTest = await migrateGatewayUpTo(db.url, "_frozen_by.sql");
      await pool.query("INSERT INTO accounts (id, name, plan, frozen) VALUES ('acc_frozen', 'f', 'pro', true), ('acc_open', 'o', 'pro', false)");

      expect(await migrateGateway(db.url)).toContain(underTest);
      const store = new AccountStore(pool, { bump: async () => "1" });
      expect(await store.getAccount("acc_frozen")).toMatchObject({ frozen: true, frozenBy: "operator" });
      expect(await store.getAccount("acc_open")).toMatchObject({ frozen: false, frozenBy: null });
      const { rows } = await pool.query("SELECT id, frozen_by FROM accounts ORDER BY id");
      expect(rows).toEqual([
        { id: "acc_frozen", frozen_by: "operator" },
        { id: "acc_open", frozen_by: null },
      ]);
      await expect(store.setFrozen("acc_frozen", false, "owner")).rejects.toBeInstanceOf(OperatorFreezeError);
    } finally {
      await pool.end();
      await db.drop();
    }
  });
});
