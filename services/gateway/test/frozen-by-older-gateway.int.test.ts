import { createPool } from "@warden/db";
import { createTestDatabase } from "@warden/testing";
import { describe, expect, it } from "vitest";
import { migrateGateway } from "../src/migrations.js";
import { AccountStore, OperatorFreezeError } from "../src/store/accounts.js";
import { migrateGatewayUpTo } from "./support/migrations.js";

// A gateway of the release before frozen_by (still running during a rolling upgrade, or again after `helm rollback`,
// which leaves the migrations applied) writes `frozen` alone, as its store did: its freeze must read as the operator's
// (the safe reading the frozen_by migration promises), even when an earlier freeze left a frozen_by behind.
const olderGatewaySetFrozen = (pool: ReturnType<typeof createPool>, id: string, frozen: boolean) =>
  pool.query("UPDATE accounts SET frozen = $2, updated_at = now() WHERE id = $1", [id, frozen]);

describe("a freeze written by a gateway older than frozen_by", () => {
  it("after the owner's freeze and that gateway's unfreeze, its next freeze is the operator's: the owner cannot lift it", async () => {
    const db = await createTestDatabase("gwstalefrozen");
    const pool = createPool({ connectionString: db.url, schema: "gateway" });
    try {
      await migrateGateway(db.url);
      const store = new AccountStore(pool, { bump: async () => "1" });
      const acc = await store.createAccount({ name: "a", plan: "pro" });
      await store.setFrozen(acc.id, true, "owner");
      await olderGatewaySetFrozen(pool, acc.id, false);
      await olderGatewaySetFrozen(pool, acc.id, true);
      expect(await store.getAccount(acc.id)).toMatchObject({ frozen: true, frozenBy: "operator" });
      await expect(store.setFrozen(acc.id, false, "owner")).rejects.toBeInstanceOf(OperatorFreezeError);
    } finally {
      await pool.end();
      await db.drop();
    }
  });

  it("a frozen_by left on an unfrozen account before the upgrade is cleared, so the next such freeze is the operator's", async () => {
    const db = await createTestDatabase("gwstalefrozen");
    const pool = createPool({ connectionString: db.url, schema: "gateway" });
    try {
      await migrateGatewayUpTo(db.url, "_frozen_by.sql", { including: true });
      // The owner froze with a gateway that knows frozen_by; an older one unfroze.
      await pool.query("INSERT INTO accounts (id, name, plan, frozen, frozen_by) VALUES ('acc_stale', 's', 'pro', false, 'owner')");

      await migrateGateway(db.url);
      await olderGatewaySetFrozen(pool, "acc_stale", true);
      const store = new AccountStore(pool, { bump: async () => "1" });
      expect(await store.getAccount("acc_stale")).toMatchObject({ frozen: true, frozenBy: "operator" });
      await expect(store.setFrozen("acc_stale", false, "owner")).rejects.toBeInstanceOf(OperatorFreezeError);
    } finally {
      await pool.end();
      await db.drop();
    }
  });
});
