import { Code, type Client } from "@connectrpc/connect";
import { BotStatus, type GroupsConfigService, Plan, ReportLabel, ReportSource } from "@warden/proto";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GroupStore } from "../src/store.js";
import { pausingPool, refusal, replicaClient, startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";
import type { Pool } from "@warden/db";

// MigrateGroup: a group that became a supergroup moves to its new id, with everything it owns.
let gcUnderTest: GroupsConfigUnderTest;
let store: GroupStore;
let client: Client<typeof GroupsConfigService>;
const ACC = "acc_owner";

beforeAll(async () => {
  gcUnderTest = await startGroupsConfig("gc_migrate");
  ({ store, client } = gcUnderTest);
});

afterAll(() => gcUnderTest?.close());

/** A configured Pro group: settings, a rule, a whitelist entry, an operator grant, a Telegram admin, a report. */
async function configured(id: number) {
  await store.upsertGroup({ id, title: "Cats", plan: "pro", adminAccountIds: [ACC], ownerTelegramUserId: 42 });
  await store.updateSettings(ACC, id, (cur) => ({ ...cur, spam_threshold: 55, probation_spam_threshold: 35, new_member_probation_messages: 7 }));
  await store.createRule(ACC, id, { name: "no_casino", kind: "keyword", pattern: "casino", weight: 40, enabled: true }, 50);
  await store.addWhitelistEntry(ACC, id, { kind: "user", entityId: 777, username: null }, 100);
  await store.linkAccount("acc_admin", 1001);
  await client.syncAdmins({ groupId: BigInt(id), telegramUserIds: [1001n] });
  await client.createReport({ groupId: BigInt(id), label: ReportLabel.SPAM, text: "casino bonus", source: ReportSource.BOT, reporterTelegramUserId: 1001n });
}

describe("MigrateGroup", () => {
  it("moves plan, owner, settings, rules, whitelist, admins and reports to the new id; the old id is gone", async () => {
    const FROM = -4001;
    const TO = -1002000000001;
    await configured(FROM);
    const before = await client.getPolicy({ groupId: BigInt(FROM), knownVersion: 0n });
    const res = await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) });
    expect(res.migrated).toBe(true);
    expect(res.group).toMatchObject({ id: BigInt(TO), title: "Cats", plan: Plan.PRO, ownerTelegramUserId: 42n, botStatus: BotStatus.ACTIVE });
    const after = await client.getPolicy({ groupId: BigInt(TO), knownVersion: 0n });
    expect(after.settings).toEqual(before.settings);
    expect(after.settings!.spamThreshold).toBe(55);
    expect(after.rules.map((r) => [r.name, r.pattern, r.weight])).toEqual([["no_casino", "casino", 40]]);
    expect(after.whitelist.map((w) => Number(w.id))).toEqual([777]);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.feedbackSeq).toBe(1n);
    const feedback = await client.getFeedback({ scope: { scope: { case: "groupId", value: BigInt(TO) } }, afterSeq: 0n });
    expect(feedback.items.map((r) => r.text)).toEqual(["casino bonus"]);
    // the operator grant and the linked Telegram admin reach the new id; the old id answers for the group it became
    // (a late event or a webhook retry of the old id reaches the same accounts, and an endpoint naming it hears the group)
    expect(await client.listGroupAccounts({ groupId: BigInt(TO) })).toMatchObject({ accountIds: ["acc_admin", ACC], groupIds: [BigInt(TO), BigInt(FROM)] });
    expect(await client.listGroupAccounts({ groupId: BigInt(FROM) })).toMatchObject({ accountIds: ["acc_admin", ACC], groupIds: [BigInt(TO), BigInt(FROM)] });
    expect(await client.listGroupAccounts({ groupId: -4999n })).toMatchObject({ accountIds: [], groupIds: [] });
    expect(await refusal(client.getPolicy({ groupId: BigInt(FROM), knownVersion: 0n }))).toEqual([
      Code.NotFound,
      { kind: "not_found", resource: "group", id: String(FROM) },
    ]);
    expect((await refusal(client.authorizeGroup({ accountId: ACC, groupId: BigInt(FROM) })))[0]).toBe(Code.NotFound);
    await expect(client.authorizeGroup({ accountId: ACC, groupId: BigInt(TO) })).resolves.toBeDefined();
  });

  it("is idempotent: the second message of the pair (or a redelivery) moves nothing and answers migrated = false", async () => {
    const FROM = -4002;
    const TO = -1002000000002;
    await configured(FROM);
    expect((await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) })).migrated).toBe(true);
    const version = (await client.getPolicy({ groupId: BigInt(TO), knownVersion: 0n })).version;
    const again = await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) });
    expect(again.migrated).toBe(false);
    expect(again.group).toMatchObject({ id: BigInt(TO), plan: Plan.PRO });
    expect((await client.getPolicy({ groupId: BigInt(TO), knownVersion: 0n })).version).toBe(version);
  });

  it("the old id is not registered again: a late message of the old chat (handled while the migration committed) gets NOT_FOUND, no new group", async () => {
    const FROM = -4010;
    const TO = -1002000000010;
    await configured(FROM);
    expect((await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) })).migrated).toBe(true);
    // What the bot does for a chat whose policy is NOT_FOUND: register it.
    expect(await refusal(client.setBotStatus({ groupId: BigInt(FROM), status: BotStatus.ACTIVE, title: "Cats" }))).toEqual([
      Code.NotFound,
      { kind: "not_found", resource: "group", id: String(FROM) },
    ]);
    await expect(store.upsertGroup({ id: FROM, title: "Cats", plan: "free" })).rejects.toThrow(`became the supergroup ${TO}`);
    expect((await store.listGroups(ACC)).map((g) => g.id)).not.toContain(FROM);
    expect((await refusal(client.getPolicy({ groupId: BigInt(FROM), knownVersion: 0n })))[0]).toBe(Code.NotFound);
    // The second service message of the pair still answers as a redelivery.
    expect((await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) })).migrated).toBe(false);
  });

  it("an operator's upsert of the old id that waited on the migration's lock gets NOT_FOUND: the old id is not registered again", async () => {
    const FROM = -4012;
    const TO = -1002000000012;
    await configured(FROM);
    /** Whether a statement starting with `start` waits on a lock. */
    const waiting = async (start: string) =>
      (
        await gcUnderTest.pool.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE $1", [
          `${start}%`,
        ])
      ).rows.length > 0;
    // Another writer holds the old row: the migration queues on it first, then the operator's upsert of the old id
    // (`warden group upsert --id <old id> --plan business`, run as the chat became a supergroup).
    const other = await gcUnderTest.pool.connect();
    let migrating: Promise<{ migrated: boolean }>;
    let upserting: Promise<string>;
    try {
      await other.query("BEGIN");
      await other.query("SELECT 1 FROM groups WHERE id = $1 FOR UPDATE", [FROM]);
      migrating = client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) });
      await waitFor(() => waiting("SELECT id, policy_version FROM groups"), { timeoutMs: 5_000, intervalMs: 10, message: "the migration waiting" });
      upserting = store.upsertGroup({ id: FROM, title: "Cats", plan: "business", adminAccountIds: [ACC] }).then(
        () => "stored",
        (err: Error) => err.message,
      );
      await waitFor(() => waiting("INSERT INTO groups"), { timeoutMs: 5_000, intervalMs: 10, message: "the upsert waiting" });
      await other.query("COMMIT");
    } finally {
      // Never hand the pool a connection still in a transaction (a no-op after the commit).
      await other.query("ROLLBACK").catch(() => undefined);
      other.release();
    }
    expect((await migrating).migrated).toBe(true);
    expect(await upserting).toContain(`became the supergroup ${TO}`);
    expect(await store.getGroup(FROM)).toBeNull();
    expect((await store.listGroups(ACC)).map((g) => g.id)).not.toContain(FROM);
    expect((await store.getGroup(TO))!.plan).toBe("pro");
  });

  it("replaces a target the bot only registered (a message in the new chat came first), with a version above both", async () => {
    const FROM = -4003;
    const TO = -1002000000003;
    await configured(FROM);
    await client.setBotStatus({ groupId: BigInt(TO), status: BotStatus.ACTIVE, title: "Cats" });
    for (let i = 0; i < 5; i++) await client.syncAdmins({ groupId: BigInt(TO), telegramUserIds: [1001n, BigInt(2000 + i)] });
    const registered = (await client.getPolicy({ groupId: BigInt(TO), knownVersion: 0n })).version;
    const res = await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) });
    expect(res).toMatchObject({ migrated: true, group: { plan: Plan.PRO } });
    const after = await client.getPolicy({ groupId: BigInt(TO), knownVersion: 0n });
    expect(after.settings!.spamThreshold).toBe(55);
    expect(after.version).toBeGreaterThan(registered);
  });

  it("refuses a target with configuration of its own (ALREADY_EXISTS) and leaves both groups as they were", async () => {
    const FROM = -4004;
    const TO = -1002000000004;
    await configured(FROM);
    await store.upsertGroup({ id: TO, title: "Other", plan: "pro", adminAccountIds: ["acc_other"] });
    await store.updateSettings("acc_other", TO, (cur) => ({ ...cur, spam_threshold: 90 }));
    expect(await refusal(client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) }))).toEqual([
      Code.AlreadyExists,
      { kind: "already_exists", resource: "group", field: "id" },
    ]);
    expect((await client.getPolicy({ groupId: BigInt(FROM), knownVersion: 0n })).settings!.spamThreshold).toBe(55);
    expect((await client.getPolicy({ groupId: BigInt(TO), knownVersion: 0n })).settings!.spamThreshold).toBe(90);
  });

  it("NOT_FOUND for a group never known; INVALID_ARGUMENT for a positive or equal id", async () => {
    expect(await refusal(client.migrateGroup({ fromGroupId: -4999n, toGroupId: -1002000000999n }))).toEqual([
      Code.NotFound,
      { kind: "not_found", resource: "group", id: "-4999" },
    ]);
    expect((await refusal(client.migrateGroup({ fromGroupId: 5n, toGroupId: -1002000000999n })))[0]).toBe(Code.InvalidArgument);
    expect((await refusal(client.migrateGroup({ fromGroupId: -4005n, toGroupId: -4005n })))[0]).toBe(Code.InvalidArgument);
  });
});

describe("a write that answers the group it wrote, as the group becomes a supergroup", () => {
  /**
   * A pool whose reads outside a transaction that start with `statement` stop until `resume` is called (the
   * transactions' own statements go through): a read made after the write's commit stops there.
   */
  function pausingReads(pool: Pool, statement: string) {
    let markPaused!: () => void;
    const paused = new Promise<void>((r) => (markPaused = r));
    let resume!: () => void;
    const resumed = new Promise<void>((r) => (resume = r));
    const pausing = {
      connect: pool.connect.bind(pool),
      async query(text: string, values?: unknown[]) {
        if (text.trimStart().startsWith(statement)) {
          markPaused();
          await resumed;
        }
        return pool.query(text, values);
      },
    };
    return { pool: pausing as unknown as Pool, paused, resume };
  }

  it.each([
    {
      write: "SetBotStatus (the bot reports a title change)",
      run: (c: Client<typeof GroupsConfigService>, id: number) =>
        c.setBotStatus({ groupId: BigInt(id), status: BotStatus.ACTIVE, title: "Cats, renamed" }).then((r) => r.group),
    },
    {
      write: "UpsertGroup (the operator changes the plan)",
      run: (_c: Client<typeof GroupsConfigService>, id: number, s: GroupStore) => s.upsertGroup({ id, title: "Cats, renamed", plan: "business" }),
    },
  ])("$write answers the group as it wrote it, not an internal error", async ({ run }) => {
    const FROM = -4100 - Math.floor(Math.random() * 1000);
    const TO = -1002000100000 + FROM;
    await store.upsertGroup({ id: FROM, title: "Cats", plan: "pro" });
    // The write commits, then stops before any read of its own outside the transaction; the migration commits then.
    const pausing = pausingReads(gcUnderTest.pool, "SELECT g.id, g.title");
    const pausedStore = new GroupStore(pausing.pool);
    let settled = false;
    const writing = run(replicaClient(pausedStore), FROM, pausedStore).then(
      (g) => (g ? { id: Number(g.id), title: g.title } : "no group"),
      (err: Error) => err.message,
    );
    void writing.finally(() => (settled = true));
    let stopped = false;
    void pausing.paused.then(() => (stopped = true));
    await waitFor(() => settled || stopped, {
      timeoutMs: 10_000,
      intervalMs: 10,
      message: "the write done or stopped after its commit",
    });
    expect((await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) })).migrated).toBe(true);
    pausing.resume();
    expect(await writing).toEqual({ id: FROM, title: "Cats, renamed" });
  });
});

describe("a list read as the group becomes a supergroup", () => {
  it.each([
    {
      list: "ListRules",
      from: -4020,
      statement: "SELECT id, name, kind",
      read: (c: Client<typeof GroupsConfigService>, id: number) => c.listRules({ accountId: ACC, groupId: BigInt(id) }).then((r) => r.rules.map((x) => x.name)),
      expected: ["no_casino"],
    },
    {
      list: "ListWhitelist",
      from: -4021,
      statement: "SELECT kind, entity_id",
      read: (c: Client<typeof GroupsConfigService>, id: number) =>
        c.listWhitelist({ accountId: ACC, groupId: BigInt(id) }).then((r) => r.entries.map((e) => Number(e.id))),
      expected: [777],
    },
  ])("$list answers the group's items as of one moment: never an empty list for a group that has items", async ({ from, statement, read, expected }) => {
    const TO = -1002000000000 + from;
    await configured(from);
    // The list has checked the account's reach and stops before reading the items; the migration commits then.
    const pausing = pausingPool(gcUnderTest.pool, statement, { poolQueries: true });
    const listing = read(replicaClient(new GroupStore(pausing.pool)), from);
    await pausing.paused;
    expect((await client.migrateGroup({ fromGroupId: BigInt(from), toGroupId: BigInt(TO) })).migrated).toBe(true);
    pausing.resume();
    expect(await listing).toEqual(expected);
  });
});

describe("the accounts of a group read as it becomes a supergroup", () => {
  it("ListGroupAccounts answers the group's accounts as of one moment: never none for a group that has some (a webhook event would reach nobody)", async () => {
    const FROM = -4030;
    const TO = -1002000004030;
    await configured(FROM);
    // The lookup has found the group's current id and stops before reading its administrators; the migration commits then.
    const pausing = pausingPool(gcUnderTest.pool, "SELECT a.account_id FROM group_admins a WHERE a.group_id", { poolQueries: true });
    const reading = replicaClient(new GroupStore(pausing.pool)).listGroupAccounts({ groupId: BigInt(FROM) });
    await pausing.paused;
    expect((await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) })).migrated).toBe(true);
    pausing.resume();
    expect((await reading).accountIds).toEqual(["acc_admin", ACC]);
  });

  it("ListSiblingGroups never answers the group itself under its new id", async () => {
    const FROM = -4031;
    const TO = -1002000004031;
    const OTHER = -4032;
    await configured(FROM);
    await store.upsertGroup({ id: OTHER, title: "Dogs", plan: "pro", adminAccountIds: [ACC], ownerTelegramUserId: 42 });
    // The lookup has read the group and stops before reading its accounts; the migration commits then.
    const pausing = pausingPool(gcUnderTest.pool, "SELECT g.id FROM groups g WHERE g.id = $1", { poolQueries: true });
    const reading = replicaClient(new GroupStore(pausing.pool)).listSiblingGroups({ groupId: BigInt(FROM) });
    await pausing.paused;
    expect((await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) })).migrated).toBe(true);
    pausing.resume();
    const siblings = (await reading).groupIds.map(Number);
    expect(siblings).toContain(OTHER);
    expect(siblings).not.toContain(TO);
  });
});
