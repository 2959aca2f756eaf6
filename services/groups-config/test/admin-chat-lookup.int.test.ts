import type { Pool, PoolClient } from "@warden/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GroupStore } from "../src/store.js";
import { startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";

// SyncAdmins (the bot calls it for every group it moderates, every few minutes) and a group's migration look up the
// groups whose admin chat is that group, and lock them with it. Those lookups must read only the rows they find, not
// every group's and every settings row: they ran a scan of both tables per call.

let gc: GroupsConfigUnderTest;

/** Groups of other tenants: a tenth of them post their notices to another of them. */
const OTHERS = 20_000;

beforeAll(async () => {
  gc = await startGroupsConfig("gc_admin_chat_lookup");
  await gc.pool.query(`INSERT INTO groups (id, title, plan) SELECT -1004000000000 - i, 'other ' || i, 'pro' FROM generate_series(1, $1::int) i`, [OTHERS]);
  await gc.pool.query(
    `INSERT INTO settings (group_id, values)
     SELECT -1004000000000 - i, CASE WHEN i % 10 = 0 THEN jsonb_build_object('admin_chat_id', -1004000000000 - i + 1) ELSE '{"mute_minutes": 5}' END
     FROM generate_series(1, $1::int) i`,
    [OTHERS],
  );
  await gc.pool.query("ANALYZE groups, settings");
});

afterAll(() => gc?.close());

interface PlanNode {
  "Relation Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

/** Rows of groups and settings a statement's plan read (returned or filtered out), from EXPLAIN ANALYZE. */
function rowsRead(node: PlanNode): number {
  const own =
    node["Relation Name"] === "groups" || node["Relation Name"] === "settings"
      ? (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * node["Actual Loops"]
      : 0;
  return own + (node.Plans ?? []).reduce((n, p) => n + rowsRead(p), 0);
}

/**
 * A pool whose transactions run each statement first as EXPLAIN ANALYZE (in a savepoint rolled back, on the same
 * connection, so with the locks and writes before it), recording the rows of groups and settings it read.
 */
function explainingPool(pool: Pool, read: { sql: string; rows: number }[]): Pool {
  return {
    query: pool.query.bind(pool),
    async connect() {
      const client = await pool.connect();
      return {
        async query(text: string, values?: unknown[]) {
          if (/^\s*(SELECT|WITH|UPDATE|DELETE|INSERT)\b/i.test(text)) {
            await client.query("SAVEPOINT explain");
            const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values);
            await client.query("ROLLBACK TO SAVEPOINT explain");
            read.push({ sql: text.replace(/\s+/g, " ").slice(0, 120), rows: rowsRead(rows[0]["QUERY PLAN"][0].Plan as PlanNode) });
          }
          return client.query(text, values);
        },
        release: (err?: Error | boolean) => client.release(err),
      } as unknown as PoolClient;
    },
  } as unknown as Pool;
}

describe("the groups whose admin chat a group is, among many groups", () => {
  const ACC = "acc_lookup";
  const u1 = 995000001;
  const [x, chat, supergroup] = [-1004100000001, -1004100000002, -1004100000003];
  /** At most the rows a statement may read: the few groups of this tenant, not the others'. */
  const FEW = 20;

  beforeAll(async () => {
    await gc.store.linkAccount(ACC, u1);
    for (const id of [x, chat]) {
      await gc.store.upsertGroup({ id, title: `group ${id}`, plan: "pro" });
      await gc.store.syncTelegramAdmins(id, [u1, u1 + 1]);
    }
    await gc.store.updateSettings(ACC, x, (cur) => ({ ...cur, admin_chat_id: chat }));
  });

  it("SyncAdmins of the admin chat reads only this tenant's rows of groups and settings", async () => {
    const read: { sql: string; rows: number }[] = [];
    expect(await new GroupStore(explainingPool(gc.pool, read)).syncTelegramAdmins(chat, [u1])).toEqual({ added: 0, removed: 1 });
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((r) => r.rows > FEW)).toEqual([]);
  });

  it("a migration of the admin chat reads only this tenant's rows of groups and settings, and moves X's admin chat", async () => {
    const read: { sql: string; rows: number }[] = [];
    expect(await new GroupStore(explainingPool(gc.pool, read)).migrateGroup(chat, supergroup)).toMatchObject({ migrated: true });
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((r) => r.rows > FEW)).toEqual([]);
    expect((await gc.store.getPolicy(x))!.settings.admin_chat_id).toBe(supergroup);
  });
});
