import { Code, ConnectError, type Client } from "@connectrpc/connect";
import { BotStatus, type GroupsConfigService, Plan } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GroupStore } from "../src/store.js";
import { startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";

// What the moderation bot reports from Telegram: the bot added to or removed from a group
// (SetBotStatus) and the group's Telegram administrators (SyncAdmins).
let gcUnderTest: GroupsConfigUnderTest;
let store: GroupStore;
let client: Client<typeof GroupsConfigService>;

beforeAll(async () => {
  gcUnderTest = await startGroupsConfig("gc_bot");
  ({ store, client } = gcUnderTest);
});

afterAll(() => gcUnderTest?.close());

describe("SetBotStatus", () => {
  it("creates an unknown group on the Free plan, owned by the user who added the bot", async () => {
    const res = await client.setBotStatus({ groupId: -1001000000001n, status: BotStatus.ACTIVE, title: "Cats", addedByTelegramUserId: 42n, memberCount: 12 });
    expect(res.created).toBe(true);
    expect(res.group).toMatchObject({
      id: -1001000000001n,
      title: "Cats",
      plan: Plan.FREE,
      botStatus: BotStatus.ACTIVE,
      ownerTelegramUserId: 42n,
      memberCount: 12,
    });
  });

  it("marks a group removed and active again without touching its plan, owner or title", async () => {
    await store.upsertGroup({ id: -1001000000002, title: "Pro group", plan: "pro", ownerTelegramUserId: 7 });
    const removed = await client.setBotStatus({ groupId: -1001000000002n, status: BotStatus.REMOVED });
    expect(removed.created).toBe(false);
    expect(removed.group).toMatchObject({ plan: Plan.PRO, botStatus: BotStatus.REMOVED, title: "Pro group", ownerTelegramUserId: 7n });
    const back = await client.setBotStatus({ groupId: -1001000000002n, status: BotStatus.ACTIVE, title: "Renamed", addedByTelegramUserId: 99n });
    expect(back.group).toMatchObject({ plan: Plan.PRO, botStatus: BotStatus.ACTIVE, title: "Renamed", ownerTelegramUserId: 7n });
  });

  it("starts a group in Russian when the user who added the bot has a Russian app; an existing group keeps its language", async () => {
    const language = async (id: bigint) => (await client.getPolicy({ groupId: id })).settings!.language;
    const cases = [
      [-1001000000031n, "ru", "ru"],
      [-1001000000032n, "ru-RU", "ru"],
      [-1001000000033n, "en", "en"],
      [-1001000000034n, "uk", "en"],
      [-1001000000035n, "rus", "en"],
      [-1001000000036n, undefined, "en"],
    ] as const;
    for (const [id, code, want] of cases) {
      await client.setBotStatus({ groupId: id, status: BotStatus.ACTIVE, title: "Lang", addedByTelegramUserId: 42n, addedByLanguageCode: code });
      expect(await language(id), String(code)).toBe(want);
    }
    // Stored as if the owner had chosen it: the settings a group's owner reads name it.
    expect((await store.getPolicy(-1001000000031))!.settings.language).toBe("ru");
    // Added again (removed in between) by someone whose app is in Russian: an existing group is not changed.
    await client.setBotStatus({ groupId: -1001000000033n, status: BotStatus.REMOVED });
    await client.setBotStatus({ groupId: -1001000000033n, status: BotStatus.ACTIVE, addedByTelegramUserId: 43n, addedByLanguageCode: "ru" });
    expect(await language(-1001000000033n)).toBe("en");
  });

  it("refuses a positive chat id and a missing status", async () => {
    await expect(client.setBotStatus({ groupId: 5n, status: BotStatus.ACTIVE })).rejects.toMatchObject({ code: Code.InvalidArgument });
    await expect(client.setBotStatus({ groupId: -1001000000003n, status: BotStatus.UNSPECIFIED })).rejects.toMatchObject({ code: Code.InvalidArgument });
    expect(await store.getGroup(-1001000000003)).toBeNull();
  });

  it("refuses a negative member count and a title longer than Telegram's, storing nothing: Telegram never reports them", async () => {
    for (const [req, path] of [
      [{ memberCount: -1 }, "member_count"],
      [{ title: "t".repeat(129) }, "title"],
    ] as const) {
      const err = await client.setBotStatus({ groupId: -1001000000004n, status: BotStatus.ACTIVE, ...req }).catch((e: unknown) => e);
      expect(err, path).toMatchObject({ code: Code.InvalidArgument });
    }
    expect(await store.getGroup(-1001000000004)).toBeNull();
    // At the bounds: a title of 128 characters (astral ones count one each) and no members are kept.
    const ok = await client.setBotStatus({ groupId: -1001000000004n, status: BotStatus.ACTIVE, title: "😀".repeat(128), memberCount: 0 });
    expect(ok.group).toMatchObject({ title: "😀".repeat(128), memberCount: 0 });
  });
});

describe("SyncAdmins", () => {
  const G = -1001000000010n;

  it("replaces the Telegram administrators, keeps operator grants, and gives linked accounts access", async () => {
    await store.upsertGroup({ id: Number(G), title: "Admins", plan: "pro", adminAccountIds: ["acc_operator"] });
    await store.linkAccount("acc_alice", 1001);
    await store.linkAccount("acc_bob", 1002);
    expect(await client.syncAdmins({ groupId: G, telegramUserIds: [1001n, 1002n, 1002n] })).toMatchObject({ added: 2, removed: 0 });
    expect((await client.listGroupAccounts({ groupId: G })).accountIds).toEqual(["acc_alice", "acc_bob", "acc_operator"]);
    await expect(client.authorizeGroup({ accountId: "acc_bob", groupId: G })).resolves.toBeDefined();

    // Bob is demoted: he loses access at once; the operator's grant stays.
    expect(await client.syncAdmins({ groupId: G, telegramUserIds: [1001n] })).toMatchObject({ added: 0, removed: 1 });
    expect((await client.listGroupAccounts({ groupId: G })).accountIds).toEqual(["acc_alice", "acc_operator"]);
    const err = await client.authorizeGroup({ accountId: "acc_bob", groupId: G }).catch((e: unknown) => e);
    expect(ConnectError.from(err).code).toBe(Code.NotFound);

    // An empty list removes every Telegram administrator.
    expect(await client.syncAdmins({ groupId: G, telegramUserIds: [] })).toMatchObject({ added: 0, removed: 1 });
    expect((await client.listGroupAccounts({ groupId: G })).accountIds).toEqual(["acc_operator"]);
  });

  it("answers NotFound for an unknown group and InvalidArgument for a bad user id", async () => {
    await expect(client.syncAdmins({ groupId: -1009999n, telegramUserIds: [1n] })).rejects.toMatchObject({ code: Code.NotFound });
    await expect(client.syncAdmins({ groupId: G, telegramUserIds: [0n] })).rejects.toMatchObject({ code: Code.InvalidArgument });
  });
});
