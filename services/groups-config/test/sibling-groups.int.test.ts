import { Code } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import type { Client } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../src/handlers.js";
import type { GroupStore } from "../src/store.js";
import { startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";

// ListSiblingGroups: the bot's admin loop asks, for a group, who owns it (where its notices go by
// default) and which other groups the same accounts reach ("ban everywhere"), capped.
let gc: GroupsConfigUnderTest;
let store: GroupStore;
let client: Client<typeof GroupsConfigService>;
const CAP = 3;

beforeAll(async () => {
  gc = await startGroupsConfig("gc_siblings", { ...DEFAULT_LIMITS, siblingGroups: CAP });
  ({ store, client } = gc);
});

afterAll(() => gc?.close());

describe("ListSiblingGroups", () => {
  it("answers the owner and the other active groups reached by the same accounts, or owned by the same user; never unrelated or removed groups", async () => {
    await store.upsertGroup({ id: -1002000000001, title: "Main", plan: "pro", adminAccountIds: ["acc_a"], ownerTelegramUserId: 501 });
    // Reached by the same account through an operator grant.
    await store.upsertGroup({ id: -1002000000002, title: "Granted", plan: "pro", adminAccountIds: ["acc_a"] });
    // Reached by the same account through its linked Telegram user, who administers it.
    await store.linkAccount("acc_a", 777);
    await store.upsertGroup({ id: -1002000000003, title: "Linked", plan: "free" });
    await store.syncTelegramAdmins(-1002000000003, [777]);
    // Owned by the same Telegram user, without any account.
    await store.setBotStatus({ groupId: -1002000000004, status: "active", addedBy: 501 });
    // Someone else's group, and a group of the account the bot left.
    await store.upsertGroup({ id: -1002000000005, title: "Other", plan: "pro", adminAccountIds: ["acc_b"], ownerTelegramUserId: 502 });
    await store.upsertGroup({ id: -1002000000006, title: "Left", plan: "pro", adminAccountIds: ["acc_a"] });
    await store.setBotStatus({ groupId: -1002000000006, status: "removed" });

    const res = await client.listSiblingGroups({ groupId: -1002000000001n });
    expect(res.ownerTelegramUserId).toBe(501n);
    expect(res.groupIds).toEqual([-1002000000004n, -1002000000003n, -1002000000002n]);
    // Seen from the other side: the account-less group owned by 501 reaches the main group.
    expect((await client.listSiblingGroups({ groupId: -1002000000004n })).groupIds).toEqual([-1002000000001n]);
    const other = await client.listSiblingGroups({ groupId: -1002000000005n });
    expect([other.ownerTelegramUserId, other.groupIds]).toEqual([502n, []]);
  });

  it(`answers at most ${CAP} groups (the cap), and a group without an owner has none`, async () => {
    for (let i = 0; i < CAP + 2; i++) await store.upsertGroup({ id: -1002000000100 - i, title: `Many ${i}`, plan: "pro", adminAccountIds: ["acc_many"] });
    const res = await client.listSiblingGroups({ groupId: -1002000000100n });
    expect(res.groupIds).toHaveLength(CAP);
    expect(res.ownerTelegramUserId).toBeUndefined();
    const below = await client.listSiblingGroups({ groupId: -1002000000101n });
    expect(below.groupIds).toHaveLength(CAP);
    expect(below.groupIds).not.toContain(-1002000000101n);
  });

  it("answers NotFound for an unknown group and InvalidArgument for a positive id", async () => {
    await expect(client.listSiblingGroups({ groupId: -1002999999999n })).rejects.toMatchObject({ code: Code.NotFound });
    await expect(client.listSiblingGroups({ groupId: 5n })).rejects.toMatchObject({ code: Code.InvalidArgument });
  });
});
