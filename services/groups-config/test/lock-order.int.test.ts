import { Code } from "@connectrpc/connect";
import { RuleKind } from "@warden/proto";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFLICT_RETRIES, GroupStore } from "../src/store.js";
import { pausingPool, refusal, startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";

// Every write locks a group's `groups` row before its `settings` row (writePolicy). The writes that
// clear or move other groups' admin chats (an account linked to another Telegram user, a group's
// administrators changed, the admin chat migrated) must too: taken the other way round, a settings
// write of the same group deadlocked with them and PostgreSQL failed one side (40P01: a 500 to an
// API client, or a lost bot update).

let gcUnderTest: GroupsConfigUnderTest;
let store: GroupStore;

beforeAll(async () => {
  gcUnderTest = await startGroupsConfig("gc_lock_order");
  ({ store } = gcUnderTest);
});

afterAll(() => gcUnderTest?.close());

/** Whether a statement of this test's database waits on a lock (a row lock another transaction holds). */
const waitingOnLock = async () =>
  (await gcUnderTest.pool.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows.length > 0;

/** Pro groups whose Telegram administrator is u1, the user the account is linked to. */
async function proGroupsAdministeredBy(accountId: string, u1: number, ids: number[]): Promise<void> {
  await store.linkAccount(accountId, u1);
  for (const id of ids) {
    await store.upsertGroup({ id, title: `group ${id}`, plan: "pro" });
    await store.syncTelegramAdmins(id, [u1]);
  }
}

const settingsOf = async (id: number) => (await store.getPolicy(id))!.settings;

describe("a settings write and a change that drops or moves admin chats, on the same group at once", () => {
  const ACC = "acc_lock_order";
  let nextId = -1003000000000;
  let nextUser = 990000001;

  it.each([
    {
      change: "the operator links the account to another Telegram user",
      run: (s: GroupStore, ids: { chat: number; u1: number }) => s.linkAccount(ACC, ids.u1 + 500_000),
      adminChat: () => 0,
    },
    {
      change: "the bot reports that the admin chat's administrators changed",
      run: (s: GroupStore, ids: { chat: number; u1: number }) => s.syncTelegramAdmins(ids.chat, [ids.u1 + 1]),
      adminChat: () => 0,
    },
    {
      change: "the admin chat becomes a supergroup",
      run: (s: GroupStore, ids: { chat: number; u1: number }) => s.migrateGroup(ids.chat, ids.chat - 500_000),
      adminChat: (ids: { chat: number }) => ids.chat - 500_000,
    },
  ])("both complete, neither is failed as a deadlock: $change", async ({ run, adminChat }) => {
    const u1 = nextUser++;
    const [g, chat] = [nextId--, nextId--];
    await proGroupsAdministeredBy(ACC, u1, [g, chat]);
    await store.updateSettings(ACC, g, (cur) => ({ ...cur, admin_chat_id: chat }));
    const v0 = (await store.policyVersion(g))!;

    // The settings write holds the group's row lock and stops just before it writes the settings row.
    const pausing = pausingPool(gcUnderTest.pool, "INSERT INTO settings");
    const writing = new GroupStore(pausing.pool).updateSettings(ACC, g, (cur) => ({ ...cur, mute_minutes: 17 }));
    await pausing.paused;
    // The other change starts and waits on a lock the settings write holds.
    const changing = run(store, { chat, u1 });
    await waitFor(waitingOnLock, { timeoutMs: 10_000, intervalMs: 10, message: "the change waiting on a lock" });
    pausing.resume();

    const outcomes = await Promise.allSettled([writing, changing]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? "ok" : String(o.reason)))).toEqual(["ok", "ok"]);
    // The write landed (the admin chat it read is then dropped or moved by the change, which saw it), and
    // the group's version moved for each.
    expect(await settingsOf(g)).toMatchObject({ mute_minutes: 17, admin_chat_id: adminChat({ chat }) });
    expect((await store.policyVersion(g))!).toBeGreaterThanOrEqual(v0 + 2);
  });
});

describe("two groups that are each other's admin chat, both losing the account's admin at once", () => {
  const ACC = "acc_lock_cycle";

  it("both SyncAdmins complete, neither is failed as a deadlock, and both admin chats are dropped", async () => {
    const u1 = 991000001;
    const [x, g] = [-1003100000001, -1003100000002];
    await store.linkAccount(ACC, u1);
    for (const id of [x, g]) {
      await store.upsertGroup({ id, title: `group ${id}`, plan: "pro" });
      await store.syncTelegramAdmins(id, [u1]);
    }
    await store.updateSettings(ACC, x, (cur) => ({ ...cur, admin_chat_id: g }));
    await store.updateSettings(ACC, g, (cur) => ({ ...cur, admin_chat_id: x }));

    // X's sync holds every lock it took before it removes X's administrators, and stops there.
    const pausing = pausingPool(gcUnderTest.pool, "DELETE FROM group_admins");
    const syncX = new GroupStore(pausing.pool).syncTelegramAdmins(x, [u1 + 1]);
    await pausing.paused;
    // G's sync starts and waits on a lock X's sync holds.
    const syncG = store.syncTelegramAdmins(g, [u1 + 1]);
    await waitFor(waitingOnLock, { timeoutMs: 10_000, intervalMs: 10, message: "G's sync waiting on a lock" });
    pausing.resume();

    const outcomes = await Promise.allSettled([syncX, syncG]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? "ok" : String(o.reason)))).toEqual(["ok", "ok"]);
    expect((await settingsOf(x)).admin_chat_id).toBe(0);
    expect((await settingsOf(g)).admin_chat_id).toBe(0);
  });
});

describe("a settings write that sets an admin chat, and a change of who reaches that chat, at once", () => {
  const ACC = "acc_admin_chat_race";
  let nextId = -1003200000000;
  let nextUser = 992000001;

  it.each([
    {
      change: "the bot reports that the chat's administrators changed (the account's user is no longer one)",
      run: (s: GroupStore, ids: { chat: number; u1: number }) => s.syncTelegramAdmins(ids.chat, [ids.u1 + 1]),
    },
    {
      change: "the operator links the account to another Telegram user",
      run: (s: GroupStore, ids: { chat: number; u1: number }) => s.linkAccount(ACC, ids.u1 + 500_000),
    },
  ])("the group never keeps an admin chat the account no longer reaches: $change", async ({ run }) => {
    const u1 = nextUser++;
    const [g, chat] = [nextId--, nextId--];
    await proGroupsAdministeredBy(ACC, u1, [g, chat]);

    // The PATCH has checked that the account reaches the chat, and stops just before it writes the settings row.
    const pausing = pausingPool(gcUnderTest.pool, "INSERT INTO settings");
    const writing = new GroupStore(pausing.pool)
      .updateSettings(ACC, g, (cur) => ({ ...cur, admin_chat_id: chat }))
      .then(
        () => "stored",
        (err: Error) => err.message,
      );
    await pausing.paused;
    // The change runs: it either completes at once or waits on a lock the PATCH holds.
    let settled = false;
    const changing = run(store, { chat, u1 }).finally(() => (settled = true));
    await waitFor(async () => settled || (await waitingOnLock()), { timeoutMs: 10_000, intervalMs: 10, message: "the change done or waiting on a lock" });
    pausing.resume();

    await changing;
    // Either order is right (the PATCH refused, or stored and then dropped by the change); an admin chat the
    // account no longer reaches is not.
    expect(await writing).toMatch(/^stored$|admin_chat_id/);
    expect(await store.authorize(ACC, chat)).toBeNull();
    expect((await settingsOf(g)).admin_chat_id).toBe(0);
  });
});

describe("a settings write that learns the admin chat it sets only under the group's lock, and a relink, at once", () => {
  const ACC = "acc_late_admin_chat";

  // The PATCH read the settings before its locks with admin chat C already set (so it named no other chat to lock in
  // order), and a write committed meanwhile set D: under the group's lock it finds it sets C after all, and locks the
  // account's link and C's row then, after the group's. A relink holding the link and then locking the group (whose
  // admin chat D it no longer reaches) closes a cycle; PostgreSQL fails the PATCH, which waited first.
  it("both complete: the PATCH, failed as the deadlock's victim, runs again", async () => {
    const [u1, u2] = [993000001, 993000002];
    const [g, c, d] = [-1003300000001, -1003300000002, -1003300000003];
    await store.linkAccount(ACC, u1);
    for (const [id, admins] of [
      [g, [u1, u2]],
      [c, [u1, u2]],
      [d, [u1]],
    ] as const) {
      await store.upsertGroup({ id, title: `group ${id}`, plan: "pro" });
      await store.syncTelegramAdmins(id, [...admins]);
    }
    await store.updateSettings(ACC, g, (cur) => ({ ...cur, admin_chat_id: c }));

    // The PATCH reads the settings (admin chat C), begins, and stops before it locks the group's row.
    const patching = pausingPool(gcUnderTest.pool, "SELECT g.plan FROM groups g WHERE g.id = $2");
    const writing = new GroupStore(patching.pool).updateSettings(ACC, g, (cur) => ({ ...cur, admin_chat_id: c }));
    await patching.paused;
    await store.updateSettings(ACC, g, (cur) => ({ ...cur, admin_chat_id: d }));
    // The relink takes the account's link row, and stops before it locks the groups whose admin chat it leaves behind.
    const relinking = pausingPool(gcUnderTest.pool, "WITH candidates");
    const linking = new GroupStore(relinking.pool).linkAccount(ACC, u2);
    await relinking.paused;
    patching.resume();
    await waitFor(waitingOnLock, { timeoutMs: 10_000, intervalMs: 10, message: "the PATCH waiting on the account's link" });
    relinking.resume();

    const outcomes = await Promise.allSettled([writing, linking]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? "ok" : String(o.reason)))).toEqual(["ok", "ok"]);
    // The relink dropped D (u2 does not administer it); the PATCH, run again after it, set C (u2 administers it).
    expect((await settingsOf(g)).admin_chat_id).toBe(c);
  });
});

describe("a write PostgreSQL fails as a deadlock every time it runs", () => {
  const ACC = "acc_lock_conflict";
  let nextId = -1003400000000;
  let trigger = 0;

  /**
   * Fails every write of the group's rows of `table` as PostgreSQL fails a deadlock's victim (SQLSTATE 40P01). Counts
   * the runs that reached it in a sequence (nextval is not rolled back with the transaction).
   */
  async function failingWrites(table: string, groupId: number): Promise<{ runs: () => Promise<number>; drop: () => Promise<void> }> {
    const name = `fail_as_deadlock_${++trigger}`;
    const { pool } = gcUnderTest;
    await pool.query(`CREATE SEQUENCE ${name}_runs`);
    await pool.query(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF (CASE WHEN TG_OP = 'DELETE' THEN OLD.group_id ELSE NEW.group_id END) = ${groupId} THEN
           PERFORM nextval('${name}_runs');
           RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01';
         END IF;
         RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
       END $$`,
    );
    await pool.query(`CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`);
    return {
      runs: async () => {
        const { rows } = await pool.query(`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS n FROM ${name}_runs`);
        return Number(rows[0].n);
      },
      drop: async () => {
        await pool.query(`DROP TRIGGER ${name} ON ${table}`);
      },
    };
  }

  it.each([
    {
      write: "UpdateSettings setting an admin chat (run again on a deadlock)",
      table: "settings",
      runs: CONFLICT_RETRIES + 1,
      call: (ids: { g: number; chat: number }) =>
        gcUnderTest.client.updateSettings({ accountId: ACC, groupId: BigInt(ids.g), patchJson: JSON.stringify({ admin_chat_id: ids.chat }) }),
    },
    {
      write: "SyncAdmins removing an administrator (run again on a deadlock)",
      table: "group_admins",
      runs: CONFLICT_RETRIES + 1,
      call: (ids: { g: number; u1: number }) => gcUnderTest.client.syncAdmins({ groupId: BigInt(ids.g), telegramUserIds: [BigInt(ids.u1 + 1)] }),
    },
    {
      write: "CreateRule (run once)",
      table: "rules",
      runs: 1,
      call: (ids: { g: number }) =>
        gcUnderTest.client.createRule({
          accountId: ACC,
          groupId: BigInt(ids.g),
          rule: { name: "conflict", kind: RuleKind.KEYWORD, pattern: "word conflict", weight: 30 },
        }),
    },
  ])("answers ABORTED (the API's 503: try again), not an internal error: $write", async ({ table, runs, call }) => {
    const u1 = 994000001;
    const [g, chat] = [nextId--, nextId--];
    await proGroupsAdministeredBy(ACC, u1, [g, chat]);
    const failing = await failingWrites(table, g);
    try {
      expect((await refusal(call({ g, chat, u1 })))[0]).toBe(Code.Aborted);
      expect(await failing.runs()).toBe(runs);
    } finally {
      await failing.drop();
    }
  });
});
