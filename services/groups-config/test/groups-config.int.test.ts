import type { Client } from "@connectrpc/connect";
import type { Pool } from "@warden/db";
import { Code, ConnectError, domainDetail, type DomainErrorDetail } from "@warden/errors";
import { BotStatus, type GroupsConfigService, RuleKind, SettingType, WhitelistKind } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGEX_GROUP_MAX_COST } from "@warden/contract";
import { CATALOG, DEFAULTS } from "../src/catalog.js";
import { ADMIN_CHAT_RULE, type GroupStore } from "../src/store.js";
import { startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";

// groups-config's RPCs against a real PostgreSQL: the account check on every call, every write
// bumping the policy version in its transaction, the caps at their edges (also under concurrency),
// and the engine's GetPolicy seeing each write as soon as it has returned.

let gcUnderTest: GroupsConfigUnderTest;
let pool: Pool;
let store: GroupStore;
let gc: Client<typeof GroupsConfigService>;

const ACC_A = "acc_owner_a";
const ACC_B = "acc_owner_b";
const ACC_TG = "acc_telegram_admin";
const TG_USER = 777000111;
let nextGroup = -1001000000000;
/** A fresh Pro group administered by account A (operator grant). */
async function groupOfA(): Promise<bigint> {
  const id = nextGroup--;
  await store.upsertGroup({ id, title: `group ${id}`, plan: "pro", adminAccountIds: [ACC_A] });
  return BigInt(id);
}

async function refusal(p: Promise<unknown>): Promise<{ code: Code; detail: DomainErrorDetail | undefined }> {
  try {
    await p;
  } catch (err) {
    const e = ConnectError.from(err);
    return { code: e.code, detail: domainDetail(e) };
  }
  throw new Error("expected a refusal, but the call succeeded");
}

const version = async (groupId: bigint) => BigInt((await store.policyVersion(Number(groupId)))!);
const ruleSpec = (name: string, over: Partial<{ kind: RuleKind; pattern: string; weight: number; enabled: boolean }> = {}) => ({
  name,
  kind: RuleKind.KEYWORD,
  pattern: `word ${name}`,
  weight: 30,
  ...over,
});

/** Fills a group with n rules (n whitelist users) in one statement, as if created one by one. */
async function fillRules(groupId: bigint, n: number): Promise<void> {
  await pool.query(
    `INSERT INTO rules (id, group_id, name, kind, pattern, weight)
     SELECT 'rule_bulk' || abs($1::bigint) || '_' || i, $1, 'bulk_' || i, 'keyword', 'bulk ' || i, 1 FROM generate_series(1, $2) AS i`,
    [groupId, n],
  );
}
async function fillWhitelist(groupId: bigint, n: number): Promise<void> {
  await pool.query(`INSERT INTO whitelist (group_id, kind, entity_id) SELECT $1, 'user', 5000000 + i FROM generate_series(1, $2) AS i`, [groupId, n]);
}

beforeAll(async () => {
  gcUnderTest = await startGroupsConfig("groups_config");
  ({ pool, store, client: gc } = gcUnderTest);
  await store.linkAccount(ACC_TG, TG_USER);
});

afterAll(() => gcUnderTest?.close());

describe("GetSettingsCatalog", () => {
  it("lists the catalog with types, ranges, enum values and JSON defaults", async () => {
    const { settings } = await gc.getSettingsCatalog({});
    expect(settings.map((s) => s.key)).toEqual(CATALOG.map((e) => e.key));
    const spam = settings.find((s) => s.key === "spam_threshold")!;
    expect([spam.type, spam.min, spam.max, JSON.parse(spam.defaultJson)]).toEqual([SettingType.INTEGER, 1n, 100n, 70]);
    const action = settings.find((s) => s.key === "action_on_spam")!;
    expect([action.type, action.values, JSON.parse(action.defaultJson)]).toEqual([
      SettingType.ENUM,
      ["review", "delete", "delete_and_mute", "delete_and_ban"],
      "delete",
    ]);
    const bool = settings.find((s) => s.key === "ai_enabled")!;
    expect([bool.type, bool.min, bool.max, JSON.parse(bool.defaultJson)]).toEqual([SettingType.BOOLEAN, undefined, undefined, false]);
  });
});

describe("settings", () => {
  it("a group nobody changed has the catalog defaults", async () => {
    const g = await groupOfA();
    expect(JSON.parse((await gc.getSettings({ accountId: ACC_A, groupId: g })).settingsJson)).toEqual(DEFAULTS);
  });

  it("PATCH merges, persists, and bumps the version once; the answer is the whole settings", async () => {
    const g = await groupOfA();
    const v0 = await version(g);
    const res = await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ spam_threshold: 85, mute_minutes: 5 }) });
    expect(JSON.parse(res.settingsJson)).toEqual({ ...DEFAULTS, spam_threshold: 85, mute_minutes: 5 });
    expect(res.policyVersion).toBe(v0 + 1n);
    await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ action_on_spam: "delete_and_ban" }) });
    expect(JSON.parse((await gc.getSettings({ accountId: ACC_A, groupId: g })).settingsJson)).toEqual({
      ...DEFAULTS,
      spam_threshold: 85,
      mute_minutes: 5,
      action_on_spam: "delete_and_ban",
    });
    expect(await version(g)).toBe(v0 + 2n);
    // Only the overrides are stored.
    const { rows } = await pool.query("SELECT values FROM settings WHERE group_id = $1", [g]);
    expect(rows[0].values).toEqual({ spam_threshold: 85, mute_minutes: 5, action_on_spam: "delete_and_ban" });
  });

  it("{} is a no-op: nothing stored, version unchanged", async () => {
    const g = await groupOfA();
    const v0 = await version(g);
    const res = await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: "{}" });
    expect(JSON.parse(res.settingsJson)).toEqual(DEFAULTS);
    expect(res.policyVersion).toBe(v0);
    expect(await version(g)).toBe(v0);
  });

  it("a patch that sets every key it names to its current value changes nothing: version unchanged", async () => {
    const g = await groupOfA();
    await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ spam_threshold: 85 }) });
    const v0 = await version(g);
    // The current value of an override, and a default sent as such: the engine's policy is the same.
    const res = await gc.updateSettings({
      accountId: ACC_A,
      groupId: g,
      patchJson: JSON.stringify({ spam_threshold: 85, mute_minutes: DEFAULTS.mute_minutes, external_ban_list: DEFAULTS.external_ban_list }),
    });
    expect(JSON.parse(res.settingsJson)).toEqual({ ...DEFAULTS, spam_threshold: 85 });
    expect(res.policyVersion).toBe(v0);
    expect(await version(g)).toBe(v0);
    // A real change still moves it, once.
    const changed = await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ spam_threshold: 85, mute_minutes: 5 }) });
    expect(changed.policyVersion).toBe(v0 + 1n);
  });

  it("a refused patch applies nothing, not even its valid keys, and leaves the version alone", async () => {
    const g = await groupOfA();
    const v0 = await version(g);
    expect(await refusal(gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ mute_minutes: 10, max_emojis: 1001 }) }))).toEqual({
      code: Code.InvalidArgument,
      detail: { kind: "invalid_setting_value", key: "max_emojis", rule: "integer 0..1000" },
    });
    expect(await refusal(gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ mute_minutes: 10, colour: "red" }) }))).toEqual({
      code: Code.InvalidArgument,
      detail: { kind: "unknown_setting", key: "colour" },
    });
    expect(JSON.parse((await gc.getSettings({ accountId: ACC_A, groupId: g })).settingsJson)).toEqual(DEFAULTS);
    expect(await version(g)).toBe(v0);
  });

  it("the cross-field rule is checked against the stored settings merged with the patch", async () => {
    const g = await groupOfA();
    await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ suspicious_threshold: 60 }) });
    expect((await refusal(gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ spam_threshold: 60 }) }))).detail).toEqual({
      kind: "invalid_setting_value",
      key: "spam_threshold",
      rule: "must be above suspicious_threshold (60)",
    });
    const ok = await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ spam_threshold: 61 }) });
    expect(JSON.parse(ok.settingsJson)).toMatchObject({ spam_threshold: 61, suspicious_threshold: 60 });
  });

  it("admin_chat_id must be a chat the account administers: the bot posts the group's notices there", async () => {
    const g = await groupOfA();
    const adminChat = await groupOfA();
    const othersGroup = nextGroup--;
    await store.upsertGroup({ id: othersGroup, title: "someone else's group", plan: "pro", adminAccountIds: [ACC_B] });
    const v0 = await version(g);
    for (const chat of [othersGroup, -1009999999999]) {
      expect(await refusal(gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ admin_chat_id: chat }) }))).toEqual({
        code: Code.InvalidArgument,
        detail: { kind: "invalid_setting_value", key: "admin_chat_id", rule: ADMIN_CHAT_RULE },
      });
    }
    expect(await version(g)).toBe(v0);
    const ok = await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ admin_chat_id: Number(adminChat) }) });
    expect(JSON.parse(ok.settingsJson)).toMatchObject({ admin_chat_id: Number(adminChat) });
    // Reached through a linked Telegram administrator, as a group is reached.
    const tgGroup = nextGroup--;
    const tgAdminChat = nextGroup--;
    for (const id of [tgGroup, tgAdminChat]) {
      await store.upsertGroup({ id, title: `group ${id}`, plan: "pro" });
      await pool.query("INSERT INTO group_admins (group_id, telegram_user_id, granted_by) VALUES ($1, $2, 'telegram')", [id, TG_USER]);
    }
    const viaLink = await gc.updateSettings({ accountId: ACC_TG, groupId: BigInt(tgGroup), patchJson: JSON.stringify({ admin_chat_id: tgAdminChat }) });
    expect(JSON.parse(viaLink.settingsJson)).toMatchObject({ admin_chat_id: tgAdminChat });
    // 0 (notices to the owner's private chat) is always allowed.
    const off = await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ admin_chat_id: 0 }) });
    expect(JSON.parse(off.settingsJson)).toMatchObject({ admin_chat_id: 0 });
  });

  it("admin_chat_id refuses a chat the bot has left: its notices would go nowhere", async () => {
    const g = await groupOfA();
    const left = await groupOfA();
    await gc.setBotStatus({ groupId: left, status: BotStatus.REMOVED });
    const v0 = await version(g);
    expect(await refusal(gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ admin_chat_id: Number(left) }) }))).toEqual({
      code: Code.InvalidArgument,
      detail: { kind: "invalid_setting_value", key: "admin_chat_id", rule: ADMIN_CHAT_RULE },
    });
    expect(await version(g)).toBe(v0);
    // The bot added again: the chat can take the notices.
    await gc.setBotStatus({ groupId: left, status: BotStatus.ACTIVE });
    const ok = await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ admin_chat_id: Number(left) }) });
    expect(JSON.parse(ok.settingsJson)).toMatchObject({ admin_chat_id: Number(left) });
  });

  it("an admin chat the group's accounts no longer administer goes back to 0 (version bumped); a migrated admin chat follows to its new id", async () => {
    const acc = "acc_admin_chat_owner";
    const [u1, u2, u3] = [881000001, 881000002, 881000003];
    await store.linkAccount(acc, u1);
    const [g, chat, other] = [nextGroup--, nextGroup--, nextGroup--];
    for (const id of [g, chat, other]) {
      await store.upsertGroup({ id, title: `group ${id}`, plan: "pro" });
      await gc.syncAdmins({ groupId: BigInt(id), telegramUserIds: [BigInt(u1)] });
    }
    const adminChatOf = async (id: number) => (await gc.getPolicy({ groupId: BigInt(id), knownVersion: 0n })).settings!.adminChatId;
    const setAdminChat = async () => {
      await gc.updateSettings({ accountId: acc, groupId: BigInt(g), patchJson: JSON.stringify({ admin_chat_id: chat }) });
      expect(await adminChatOf(g)).toBe(BigInt(chat));
    };
    await setAdminChat();
    // Changes that leave the admin chat reachable keep it: another group's admins, an admin added.
    await gc.syncAdmins({ groupId: BigInt(other), telegramUserIds: [BigInt(u2)] });
    await gc.syncAdmins({ groupId: BigInt(chat), telegramUserIds: [BigInt(u1), BigInt(u2)] });
    expect(await adminChatOf(g)).toBe(BigInt(chat));
    // The account's Telegram user is no longer an administrator of the admin chat.
    let v = await version(BigInt(g));
    await gc.syncAdmins({ groupId: BigInt(chat), telegramUserIds: [BigInt(u2)] });
    expect(await adminChatOf(g)).toBe(0n);
    expect(await version(BigInt(g))).toBeGreaterThan(v);
    // The account linked to another Telegram user (the operator moved it).
    await gc.syncAdmins({ groupId: BigInt(chat), telegramUserIds: [BigInt(u1)] });
    await setAdminChat();
    v = await version(BigInt(g));
    await store.linkAccount(acc, u3);
    expect(await adminChatOf(g)).toBe(0n);
    expect(await version(BigInt(g))).toBeGreaterThan(v);
    // The admin chat became a supergroup: notices go to its new id.
    await store.linkAccount(acc, u1);
    await setAdminChat();
    const moved = nextGroup--;
    await gc.migrateGroup({ fromGroupId: BigInt(chat), toGroupId: BigInt(moved) });
    expect(await adminChatOf(g)).toBe(BigInt(moved));
  });

  it("concurrent patches of different keys both land (no lost update)", async () => {
    const g = await groupOfA();
    const keys = ["mute_minutes", "max_emojis", "new_member_probation_messages"] as const;
    await Promise.all(keys.map((k, i) => gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ [k]: 7 + i }) })));
    expect(JSON.parse((await gc.getSettings({ accountId: ACC_A, groupId: g })).settingsJson)).toMatchObject({
      mute_minutes: 7,
      max_emojis: 8,
      new_member_probation_messages: 9,
    });
  });
});

describe("rules", () => {
  it("create, list, replace, delete: each write bumps the version once", async () => {
    const g = await groupOfA();
    const v0 = await version(g);
    const { rule: created, policyVersion: v1 } = await gc.createRule({
      accountId: ACC_A,
      groupId: g,
      rule: ruleSpec("dm_invite", { kind: RuleKind.REGEX, pattern: "(?i)write me" }),
    });
    expect(v1).toBe(v0 + 1n);
    expect(created!.id).toMatch(/^rule_[0-9A-Za-z]{20}$/);
    expect(created).toMatchObject({ name: "dm_invite", kind: RuleKind.REGEX, pattern: "(?i)write me", weight: 30, enabled: true });
    expect(created!.updatedAt).toEqual(created!.createdAt);
    const second = (await gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("casino") })).rule!;
    expect((await gc.listRules({ accountId: ACC_A, groupId: g })).rules.map((r) => r.name)).toEqual(["dm_invite", "casino"]);

    await new Promise((r) => setTimeout(r, 5));
    const replaced = await gc.replaceRule({
      accountId: ACC_A,
      groupId: g,
      ruleId: created!.id,
      rule: { name: "dm_bait", kind: RuleKind.DOMAIN, pattern: "example.com", weight: -20 },
    });
    expect(replaced.policyVersion).toBe(v0 + 3n);
    expect(replaced.rule).toMatchObject({ id: created!.id, name: "dm_bait", kind: RuleKind.DOMAIN, pattern: "example.com", weight: -20, enabled: true });
    expect(replaced.rule!.createdAt).toEqual(created!.createdAt);
    expect(Number(replaced.rule!.updatedAt!.seconds) * 1000 + replaced.rule!.updatedAt!.nanos / 1e6).toBeGreaterThan(
      Number(created!.createdAt!.seconds) * 1000 + created!.createdAt!.nanos / 1e6,
    );

    const del = await gc.deleteRule({ accountId: ACC_A, groupId: g, ruleId: second.id });
    expect(del.policyVersion).toBe(v0 + 4n);
    expect((await gc.listRules({ accountId: ACC_A, groupId: g })).rules.map((r) => r.id)).toEqual([created!.id]);
  });

  it("a replacement that restates the rule as it is changes nothing: updated_at and version unchanged", async () => {
    const g = await groupOfA();
    const spec = ruleSpec("same", { kind: RuleKind.REGEX, pattern: "(?i)write me", weight: -7, enabled: false });
    const created = (await gc.createRule({ accountId: ACC_A, groupId: g, rule: spec })).rule!;
    const v0 = await version(g);
    await new Promise((r) => setTimeout(r, 5));
    const same = await gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: created.id, rule: spec });
    expect(same.rule).toEqual(created);
    expect(same.policyVersion).toBe(v0);
    expect(await version(g)).toBe(v0);
    // Any one field changed is a change, once.
    const changed = await gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: created.id, rule: { ...spec, enabled: true } });
    expect(changed.policyVersion).toBe(v0 + 1n);
    expect(changed.rule!.updatedAt).not.toEqual(created.updatedAt);
  });

  it("replacing with enabled omitted makes the rule enabled again", async () => {
    const g = await groupOfA();
    const r = (await gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("off", { enabled: false }) })).rule!;
    expect(r.enabled).toBe(false);
    expect((await gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: r.id, rule: ruleSpec("off") })).rule!.enabled).toBe(true);
  });

  it("replace and delete of a rule that is not there: NotFound rule, version unchanged", async () => {
    const g = await groupOfA();
    const other = await groupOfA();
    const foreign = (await gc.createRule({ accountId: ACC_A, groupId: other, rule: ruleSpec("elsewhere") })).rule!;
    const v0 = await version(g);
    for (const ruleId of ["rule_doesnotexist", foreign.id, "not-a-rule-id"]) {
      expect((await refusal(gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId, rule: ruleSpec("x") }))).code).toBe(Code.NotFound);
      expect(await refusal(gc.deleteRule({ accountId: ACC_A, groupId: g, ruleId }))).toEqual({
        code: Code.NotFound,
        detail: { kind: "not_found", resource: "rule", id: ruleId },
      });
    }
    expect(await version(g)).toBe(v0);
    expect((await gc.listRules({ accountId: ACC_A, groupId: other })).rules).toHaveLength(1);
  });

  it("names are unique in a group (AlreadyExists on name), free across groups, and a rule may keep its own name", async () => {
    const g = await groupOfA();
    const a = (await gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("alpha") })).rule!;
    await gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("beta") });
    const v0 = await version(g);
    expect(await refusal(gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("alpha") }))).toEqual({
      code: Code.AlreadyExists,
      detail: { kind: "already_exists", resource: "rule", field: "name" },
    });
    expect((await refusal(gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: a.id, rule: ruleSpec("beta") }))).code).toBe(Code.AlreadyExists);
    expect(await version(g)).toBe(v0);
    expect((await gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: a.id, rule: ruleSpec("alpha", { weight: 99 }) })).rule!.weight).toBe(99);
    await gc.createRule({ accountId: ACC_A, groupId: await groupOfA(), rule: ruleSpec("alpha") });
  });

  it("two concurrent creates of one name: exactly one succeeds", async () => {
    const g = await groupOfA();
    const results = await Promise.allSettled([1, 2].map(() => gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("twin") })));
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(ConnectError.from((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).code).toBe(Code.AlreadyExists);
  });

  it("an invalid rule is InvalidArgument with field paths, and nothing is written", async () => {
    const g = await groupOfA();
    const v0 = await version(g);
    expect(await refusal(gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("bad", { kind: RuleKind.REGEX, pattern: "(a)\\1" }) }))).toEqual({
      code: Code.InvalidArgument,
      detail: { kind: "validation", errors: [{ path: "pattern", message: expect.stringMatching(/backreferences/) }] },
    });
    expect((await refusal(gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("bad", { weight: 101 }) }))).detail).toEqual({
      kind: "validation",
      errors: [{ path: "weight", message: "must be an integer from -100 to 100" }],
    });
    expect((await gc.listRules({ accountId: ACC_A, groupId: g })).rules).toEqual([]);
    expect(await version(g)).toBe(v0);
  });

  describe("at most 200 rules a group", () => {
    it("199 -> the 200th is created; the 201st is ResourceExhausted limit_reached(rules, 200)", async () => {
      const g = await groupOfA();
      await fillRules(g, 199);
      await gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("number_200") });
      const v = await version(g);
      expect(await refusal(gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("number_201") }))).toEqual({
        code: Code.ResourceExhausted,
        detail: { kind: "limit_reached", resource: "rules", limit: 200 },
      });
      expect((await gc.listRules({ accountId: ACC_A, groupId: g })).rules).toHaveLength(200);
      expect(await version(g)).toBe(v);
      // A full group still lets rules be replaced, and a delete makes room again.
      const [first] = (await gc.listRules({ accountId: ACC_A, groupId: g })).rules;
      await gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: first!.id, rule: ruleSpec("replaced_at_cap") });
      await gc.deleteRule({ accountId: ACC_A, groupId: g, ruleId: first!.id });
      await gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("number_201") });
    });

    it("two concurrent creates at 199: exactly one succeeds, the group ends at 200", async () => {
      const g = await groupOfA();
      await fillRules(g, 199);
      const results = await Promise.allSettled(["left", "right"].map((n) => gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec(n) })));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(domainDetail(ConnectError.from(rejected.reason))).toEqual({ kind: "limit_reached", resource: "rules", limit: 200 });
      const { rows } = await pool.query("SELECT count(*)::int AS n FROM rules WHERE group_id = $1", [g]);
      expect(rows[0].n).toBe(200);
    });
  });

  describe(`enabled regex rules cost at most ${REGEX_GROUP_MAX_COST} a group`, () => {
    // x{998} costs exactly REGEX_RULE_MAX_COST (1000): nine of them leave room for one more rule of 1000.
    const max = (name: string, enabled = true) => ruleSpec(name, { kind: RuleKind.REGEX, pattern: "x{998}", enabled });
    const tooCostly = (othersCost: number) => ({
      code: Code.InvalidArgument,
      detail: {
        kind: "validation",
        errors: [
          {
            path: "pattern",
            message: `too costly for this group: its enabled regex rules would cost ${othersCost + 1000} (this rule 1000, the others ${othersCost}), over the limit of ${REGEX_GROUP_MAX_COST} a group: disable, simplify or delete regex rules`,
          },
        ],
      },
    });

    it("create: the rule that reaches the total exactly is accepted, the next is refused with the measured total; nothing written", async () => {
      const g = await groupOfA();
      for (let i = 0; i < 9; i++) await gc.createRule({ accountId: ACC_A, groupId: g, rule: max(`r${i}`) });
      // keyword, domain and disabled regex rules cost nothing
      await gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("kw") });
      await gc.createRule({ accountId: ACC_A, groupId: g, rule: max("off", false) });
      await gc.createRule({ accountId: ACC_A, groupId: g, rule: max("r9") }); // 10 x 1000 = the total exactly
      const v = await version(g);
      expect(await refusal(gc.createRule({ accountId: ACC_A, groupId: g, rule: max("r10") }))).toEqual(tooCostly(10_000));
      expect(await version(g)).toBe(v);
      expect((await gc.listRules({ accountId: ACC_A, groupId: g })).rules.map((r) => r.name)).not.toContain("r10");
    });

    it("update and enable: replacing a rule counts the others only; enabling a disabled one over the total is refused", async () => {
      const g = await groupOfA();
      for (let i = 0; i < 10; i++) await gc.createRule({ accountId: ACC_A, groupId: g, rule: max(`r${i}`) });
      const off = (await gc.createRule({ accountId: ACC_A, groupId: g, rule: max("off", false) })).rule!;
      const r0 = (await gc.listRules({ accountId: ACC_A, groupId: g })).rules.find((r) => r.name === "r0")!;
      // a rule at the total may be replaced by one of the same cost (its own old cost does not count)
      await gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: r0.id, rule: ruleSpec("r0", { kind: RuleKind.REGEX, pattern: "y{998}" }) });
      const v = await version(g);
      expect(await refusal(gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: off.id, rule: max("off", true) }))).toEqual(tooCostly(10_000));
      expect(await version(g)).toBe(v);
      // turning a regex into a keyword frees its cost: then the disabled one can be enabled
      await gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: r0.id, rule: ruleSpec("r0") });
      await gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: off.id, rule: max("off", true) });
      const enabled = (await gc.listRules({ accountId: ACC_A, groupId: g })).rules.filter((r) => r.kind === RuleKind.REGEX && r.enabled);
      expect(enabled).toHaveLength(10);
    });
  });
});

describe("whitelist", () => {
  it("adds users and channels in every input form; re-adding is idempotent and changes nothing", async () => {
    const g = await groupOfA();
    const v0 = await version(g);
    const u = await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "userId", value: 123456789n } });
    expect([u.created, u.entry!.kind, u.entry!.id, u.entry!.username, u.policyVersion]).toEqual([true, WhitelistKind.USER, 123456789n, undefined, v0 + 1n]);
    const again = await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "userId", value: 123456789n } });
    expect([again.created, again.policyVersion, again.entry!.addedAt]).toEqual([false, v0 + 1n, u.entry!.addedAt]);

    expect((await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "username", value: "@Trusted_Admin" } })).created).toBe(true);
    const sameName = await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "username", value: "trusted_admin" } });
    expect([sameName.created, sameName.entry!.username]).toEqual([false, "trusted_admin"]);

    expect((await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "channel", value: "https://t.me/Warden_News" } })).created).toBe(true);
    expect((await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "channel", value: "@warden_news" } })).created).toBe(false);
    expect((await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "channel", value: "-1009876543210" } })).created).toBe(true);
    expect((await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "channelChatId", value: -1009876543210n } })).created).toBe(false);
    // The same name as a user and as a channel are two entries.
    expect((await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "channel", value: "@trusted_admin" } })).created).toBe(true);

    const { entries } = await gc.listWhitelist({ accountId: ACC_A, groupId: g });
    expect(entries.map((e) => [e.kind, e.id, e.username])).toEqual([
      [WhitelistKind.USER, 123456789n, undefined],
      [WhitelistKind.USER, undefined, "trusted_admin"],
      [WhitelistKind.CHANNEL, undefined, "warden_news"],
      [WhitelistKind.CHANNEL, -1009876543210n, undefined],
      [WhitelistKind.CHANNEL, undefined, "trusted_admin"],
    ]);
    expect(await version(g)).toBe(v0 + 5n);
  });

  it("removes by user id, by chat id, and by @name (every entry with it); nothing matched is NotFound", async () => {
    const g = await groupOfA();
    await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "userId", value: 42n } });
    await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "channelChatId", value: -1001111111111n } });
    await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "username", value: "shared_name" } });
    await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "channel", value: "t.me/shared_name" } });
    const v0 = await version(g);

    expect(await refusal(gc.removeWhitelistEntry({ accountId: ACC_A, groupId: g, entry: "43" }))).toEqual({
      code: Code.NotFound,
      detail: { kind: "not_found", resource: "whitelist_entry", id: "43" },
    });
    // A user id never removes a channel, nor a chat id a user.
    expect((await refusal(gc.removeWhitelistEntry({ accountId: ACC_A, groupId: g, entry: "-42" }))).code).toBe(Code.NotFound);
    expect(await version(g)).toBe(v0);

    expect(await gc.removeWhitelistEntry({ accountId: ACC_A, groupId: g, entry: "42" })).toMatchObject({ removed: 1, policyVersion: v0 + 1n });
    expect(await gc.removeWhitelistEntry({ accountId: ACC_A, groupId: g, entry: "-1001111111111" })).toMatchObject({ removed: 1 });
    expect(await gc.removeWhitelistEntry({ accountId: ACC_A, groupId: g, entry: "@Shared_Name" })).toMatchObject({ removed: 2, policyVersion: v0 + 3n });
    expect((await gc.listWhitelist({ accountId: ACC_A, groupId: g })).entries).toEqual([]);
    expect((await refusal(gc.removeWhitelistEntry({ accountId: ACC_A, groupId: g, entry: "42" }))).code).toBe(Code.NotFound);
    expect((await refusal(gc.removeWhitelistEntry({ accountId: ACC_A, groupId: g, entry: "nonsense" }))).detail).toEqual({
      kind: "validation",
      errors: [{ path: "entry", message: "must be a user id, a channel chat id (-100…) or @name" }],
    });
  });

  describe("at most 1000 entries a group", () => {
    it("999 -> the 1000th is added; the 1001st is ResourceExhausted limit_reached(whitelist, 1000); an existing one is still 'already there'", async () => {
      const g = await groupOfA();
      await fillWhitelist(g, 999);
      expect((await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "channel", value: "@thousandth" } })).created).toBe(true);
      const v = await version(g);
      expect(await refusal(gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "userId", value: 1n } }))).toEqual({
        code: Code.ResourceExhausted,
        detail: { kind: "limit_reached", resource: "whitelist", limit: 1000 },
      });
      const existing = await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "userId", value: 5000001n } });
      expect(existing.created).toBe(false);
      expect(await version(g)).toBe(v);
      expect((await gc.listWhitelist({ accountId: ACC_A, groupId: g })).entries).toHaveLength(1000);
    });

    it("two concurrent adds at 999: exactly one succeeds", async () => {
      const g = await groupOfA();
      await fillWhitelist(g, 999);
      const results = await Promise.allSettled(
        [11n, 12n].map((id) => gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "userId", value: id } })),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const { rows } = await pool.query("SELECT count(*)::int AS n FROM whitelist WHERE group_id = $1", [g]);
      expect(rows[0].n).toBe(1000);
    });
  });
});

describe("who may reach a group", () => {
  it("an account whose Telegram user administers the group reaches it", async () => {
    const g = await groupOfA();
    expect((await refusal(gc.listRules({ accountId: ACC_TG, groupId: g }))).code).toBe(Code.NotFound);
    await pool.query("INSERT INTO group_admins (group_id, telegram_user_id, granted_by) VALUES ($1, $2, 'telegram')", [g, TG_USER]);
    await gc.createRule({ accountId: ACC_TG, groupId: g, rule: ruleSpec("by_telegram_admin") });
    expect((await gc.listRules({ accountId: ACC_A, groupId: g })).rules.map((r) => r.name)).toEqual(["by_telegram_admin"]);
  });

  it("another account gets NotFound group on every call, and changes nothing", async () => {
    const g = await groupOfA();
    const rule = (await gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec("owned") })).rule!;
    await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "userId", value: 99n } });
    await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ spam_threshold: 90 }) });
    const snapshot = async () => ({
      version: await version(g),
      settings: (await gc.getSettings({ accountId: ACC_A, groupId: g })).settingsJson,
      rules: (await gc.listRules({ accountId: ACC_A, groupId: g })).rules,
      whitelist: (await gc.listWhitelist({ accountId: ACC_A, groupId: g })).entries,
    });
    const before = await snapshot();
    const missing = -1009999999999n;
    for (const [accountId, groupId] of [
      [ACC_B, g],
      ["", g],
      [ACC_A, missing],
    ] as const) {
      const calls: (() => Promise<unknown>)[] = [
        () => gc.getSettings({ accountId, groupId }),
        () => gc.updateSettings({ accountId, groupId, patchJson: JSON.stringify({ spam_threshold: 50 }) }),
        () => gc.listRules({ accountId, groupId }),
        () => gc.createRule({ accountId, groupId, rule: ruleSpec("intruder") }),
        () => gc.replaceRule({ accountId, groupId, ruleId: rule.id, rule: ruleSpec("intruder") }),
        () => gc.deleteRule({ accountId, groupId, ruleId: rule.id }),
        () => gc.listWhitelist({ accountId, groupId }),
        () => gc.addWhitelistEntry({ accountId, groupId, target: { case: "userId", value: 100n } }),
        () => gc.removeWhitelistEntry({ accountId, groupId, entry: "99" }),
      ];
      for (const call of calls) {
        expect(await refusal(call())).toEqual({ code: Code.NotFound, detail: { kind: "not_found", resource: "group", id: String(groupId) } });
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("read-your-writes: GetPolicy sees every write as soon as it has returned", () => {
  it("settings, rules and whitelist writes each change the version the engine holds", async () => {
    const g = await groupOfA();
    let held = (await gc.getPolicy({ groupId: g })).version;
    const expectFresh = async (see: (p: Awaited<ReturnType<typeof gc.getPolicy>>) => void) => {
      const p = await gc.getPolicy({ groupId: g, knownVersion: held });
      expect(p.changed).toBe(true);
      expect(p.version).toBeGreaterThan(held);
      see(p);
      held = p.version;
      // Asking again with the new version is the cheap "unchanged" answer.
      expect((await gc.getPolicy({ groupId: g, knownVersion: held })).changed).toBe(false);
    };
    for (let i = 0; i < 20; i++) {
      await gc.updateSettings({ accountId: ACC_A, groupId: g, patchJson: JSON.stringify({ spam_threshold: 60 + i }) });
      await expectFresh((p) => expect(p.settings!.spamThreshold).toBe(60 + i));
      const r = (await gc.createRule({ accountId: ACC_A, groupId: g, rule: ruleSpec(`r${i}`) })).rule!;
      await expectFresh((p) => expect(p.rules.map((x) => x.name)).toContain(`r${i}`));
      await gc.replaceRule({ accountId: ACC_A, groupId: g, ruleId: r.id, rule: ruleSpec(`r${i}`, { enabled: false }) });
      await expectFresh((p) => expect(p.rules.find((x) => x.id === r.id)!.enabled).toBe(false));
      await gc.deleteRule({ accountId: ACC_A, groupId: g, ruleId: r.id });
      await expectFresh((p) => expect(p.rules.map((x) => x.id)).not.toContain(r.id));
      await gc.addWhitelistEntry({ accountId: ACC_A, groupId: g, target: { case: "userId", value: BigInt(1000 + i) } });
      await expectFresh((p) => expect(p.whitelist.map((w) => w.id)).toContain(BigInt(1000 + i)));
      await gc.removeWhitelistEntry({ accountId: ACC_A, groupId: g, entry: String(1000 + i) });
      await expectFresh((p) => expect(p.whitelist.map((w) => w.id)).not.toContain(BigInt(1000 + i)));
    }
  });
});

describe("GetPolicy's owner: the engine counts a group's AI asks as its owner's (services/engine ai/provider.ts)", () => {
  // Past 2^31: a Telegram user id is a 64-bit integer.
  const OWNER = 7_000_000_123n;

  it("answers the owner, changed or not, and none for a group whose owner is unknown", async () => {
    const unknown = await groupOfA();
    const first = await gc.getPolicy({ groupId: unknown });
    expect(first.changed).toBe(true);
    expect(first.ownerTelegramUserId).toBeUndefined();
    const same = await gc.getPolicy({ groupId: unknown, knownVersion: first.version });
    expect(same.changed).toBe(false);
    expect(same.ownerTelegramUserId).toBeUndefined();

    const owned = BigInt(nextGroup--);
    await gc.setBotStatus({ groupId: owned, status: BotStatus.ACTIVE, title: "owned", addedByTelegramUserId: OWNER });
    const policy = await gc.getPolicy({ groupId: owned });
    expect(policy).toMatchObject({ changed: true, ownerTelegramUserId: OWNER });
    expect(await gc.getPolicy({ groupId: owned, knownVersion: policy.version })).toMatchObject({ changed: false, ownerTelegramUserId: OWNER });
  });

  it("answers an owner recorded with no policy version bump to an engine holding the current version", async () => {
    // The operator registered the group with no owner; the bot's add then records the Telegram user who added it.
    const g = await groupOfA();
    const held = (await gc.getPolicy({ groupId: g })).version;
    await gc.setBotStatus({ groupId: g, status: BotStatus.ACTIVE, addedByTelegramUserId: OWNER });
    expect(await gc.getPolicy({ groupId: g, knownVersion: held })).toMatchObject({ changed: false, version: held, ownerTelegramUserId: OWNER });
  });
});
