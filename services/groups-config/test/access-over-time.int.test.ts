import { Code, type Client } from "@connectrpc/connect";
import { BotStatus, type GroupsConfigService } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GroupStore } from "../src/store.js";
import { refusal, startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";

// Tenant isolation over time: when the facts that let an account reach a group change (its Telegram user is demoted,
// the account is linked to another Telegram user, the bot leaves, the group becomes a supergroup), every answer that
// says "account A reaches group G" (AuthorizeGroup, ListGroups, ListGroupAccounts for the webhooks) follows at once.
let gcUnderTest: GroupsConfigUnderTest;
let store: GroupStore;
let client: Client<typeof GroupsConfigService>;

beforeAll(async () => {
  gcUnderTest = await startGroupsConfig("gc_access_time");
  ({ store, client } = gcUnderTest);
});

afterAll(() => gcUnderTest?.close());

const listed = async (accountId: string) => (await client.listGroups({ accountId })).groups.map((g) => Number(g.id));
const reaches = async (accountId: string, groupId: number) =>
  client.authorizeGroup({ accountId, groupId: BigInt(groupId) }).then(
    () => true,
    (err: unknown) => {
      if ((err as { code?: Code }).code === Code.NotFound) return false;
      throw err;
    },
  );
const accountsOf = async (groupId: number) => (await client.listGroupAccounts({ groupId: BigInt(groupId) })).accountIds;

describe("an account linked to another Telegram user", () => {
  it("loses the former user's groups and gains the new user's, everywhere, at once", async () => {
    const G1 = -1003000000001;
    const G2 = -1003000000002;
    await client.setBotStatus({ groupId: BigInt(G1), status: BotStatus.ACTIVE, title: "Old", addedByTelegramUserId: 5001n });
    await client.setBotStatus({ groupId: BigInt(G2), status: BotStatus.ACTIVE, title: "New", addedByTelegramUserId: 5002n });
    await client.syncAdmins({ groupId: BigInt(G1), telegramUserIds: [5001n] });
    await client.syncAdmins({ groupId: BigInt(G2), telegramUserIds: [5002n] });
    await store.linkAccount("acc_moving", 5001);
    expect(await listed("acc_moving")).toEqual([G1]);
    expect(await accountsOf(G1)).toEqual(["acc_moving"]);

    await store.linkAccount("acc_moving", 5002);
    expect(await listed("acc_moving")).toEqual([G2]);
    expect(await reaches("acc_moving", G1)).toBe(false);
    expect(await reaches("acc_moving", G2)).toBe(true);
    expect(await accountsOf(G1)).toEqual([]);
    expect(await accountsOf(G2)).toEqual(["acc_moving"]);
    expect((await client.listLinkedAccounts({ telegramUserId: 5001n })).accountIds).toEqual([]);
    await expect(store.getSettings("acc_moving", G1)).rejects.toMatchObject({ code: Code.NotFound });
  });
});

describe("an operator's grant and the group's Telegram administrators", () => {
  it("are independent: a Telegram sync never removes a grant, and a grant keeps a demoted admin's account in", async () => {
    const G = -1003000000010;
    await store.upsertGroup({ id: G, title: "Both", plan: "pro", adminAccountIds: ["acc_granted"] });
    await store.linkAccount("acc_granted", 6001);
    await store.linkAccount("acc_tg_only", 6002);
    await client.syncAdmins({ groupId: BigInt(G), telegramUserIds: [6001n, 6002n] });
    expect(await accountsOf(G)).toEqual(["acc_granted", "acc_tg_only"]);

    // Both demoted in Telegram: only the Telegram-derived access goes.
    await client.syncAdmins({ groupId: BigInt(G), telegramUserIds: [] });
    expect(await reaches("acc_tg_only", G)).toBe(false);
    expect(await reaches("acc_granted", G)).toBe(true);
    expect(await accountsOf(G)).toEqual(["acc_granted"]);
    // An upsert without --admin leaves earlier grants alone (grants add up: there is no way to take one back).
    await store.upsertGroup({ id: G, title: "Both", plan: "pro", adminAccountIds: [] });
    expect(await reaches("acc_granted", G)).toBe(true);
  });
});

describe("the bot removed from a group", () => {
  it("leaves the group listed (bot_status removed) and reachable by the administrators last synced", async () => {
    const G = -1003000000020;
    await client.setBotStatus({ groupId: BigInt(G), status: BotStatus.ACTIVE, title: "Left", addedByTelegramUserId: 7001n });
    await store.linkAccount("acc_left_owner", 7001);
    await client.syncAdmins({ groupId: BigInt(G), telegramUserIds: [7001n] });
    await client.setBotStatus({ groupId: BigInt(G), status: BotStatus.REMOVED });
    const g = (await client.listGroups({ accountId: "acc_left_owner" })).groups.find((x) => Number(x.id) === G);
    expect(g?.botStatus).toBe(BotStatus.REMOVED);
    expect(await reaches("acc_left_owner", G)).toBe(true);
    expect(await accountsOf(G)).toEqual(["acc_left_owner"]);
    // Not a sibling for "ban everywhere" any more.
    const G2 = -1003000000021;
    await client.setBotStatus({ groupId: BigInt(G2), status: BotStatus.ACTIVE, title: "Other", addedByTelegramUserId: 7001n });
    expect((await client.listSiblingGroups({ groupId: BigInt(G2) })).groupIds).toEqual([]);
  });
});

describe("a group that became a supergroup", () => {
  it("takes its accounts along; the old id is never a group again, not even as the target of another migration", async () => {
    const FROM = -4003;
    const TO = -1003000000030;
    const OTHER = -4004;
    await store.upsertGroup({ id: FROM, title: "Moving", plan: "pro", adminAccountIds: ["acc_mover"] });
    await client.migrateGroup({ fromGroupId: BigInt(FROM), toGroupId: BigInt(TO) });
    expect(await reaches("acc_mover", FROM)).toBe(false);
    expect(await reaches("acc_mover", TO)).toBe(true);
    expect(await accountsOf(FROM)).toEqual(["acc_mover"]);

    // Someone else's group, moved onto the old id (no chat is ever given a former id: a bot update that says so is
    // wrong), would make the old id's events (retries written before the move) reach that group's accounts.
    await store.upsertGroup({ id: OTHER, title: "Intruder", plan: "free", adminAccountIds: ["acc_intruder"] });
    const [code] = await refusal(client.migrateGroup({ fromGroupId: BigInt(OTHER), toGroupId: BigInt(FROM) }));
    expect(code).toBe(Code.AlreadyExists);
    expect(await accountsOf(FROM)).toEqual(["acc_mover"]);
    expect(await reaches("acc_intruder", FROM)).toBe(false);
    await expect(store.upsertGroup({ id: FROM, title: "Reclaim", plan: "free", adminAccountIds: ["acc_intruder"] })).rejects.toMatchObject({
      code: Code.NotFound,
    });
    const [botCode] = await refusal(client.setBotStatus({ groupId: BigInt(FROM), status: BotStatus.ACTIVE, title: "Reclaim", addedByTelegramUserId: 1n }));
    expect(botCode).toBe(Code.NotFound);
  });
});
