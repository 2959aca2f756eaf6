import { Action, ChatEventKind, ModerationMode } from "@warden/proto";
import { testRedisNamespace, waitFor, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApi } from "../src/telegram/client.js";
import { callsSince, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// The contract: "A whitelisted sender is clean". The engine's Check says so for messages; what the bot decides without
// it (the ban-list screening of a new member, reaction spam) reads the group's whitelist from its policy (groups-config).

let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();
const GROUP: TgChat = { id: -1001000009101, type: "supergroup", title: "Listed by mistake" };
const owner: TgUser = { id: 99, is_bot: false, first_name: "Owner", username: "owner" };
const vip: TgUser = { id: 5101, is_bot: false, first_name: "Vip", username: "Vip_Member" };
const other: TgUser = { id: 5102, is_bot: false, first_name: "Other" };

beforeAll(async () => {
  ({ tg, api } = await startTelegram({ chat: GROUP, owner }));
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await tg?.close();
  await ns.cleanup();
  redis?.disconnect();
});

/** The group with external_ban_list on; CAS lists both members. */
function setup(over: Parameters<typeof settings>[0] = {}) {
  const groups = stubGroups({ [GROUP.id]: settings({ externalBanList: true, actionOnSpam: Action.DELETE_AND_BAN, ...over }) });
  const engine = stubEngine({ settingsOf: groups.settingsOf, listed: new Set([vip.id, other.id]) });
  return { groups, engine, ...moderatorOn(tg, api, { engine, groups, settingsTtlMs: 0, redis, redisPrefix: ns.prefix }) };
}

let arrivals = 0;
/** A new arrival of the member (its own date: the same arrival reported twice is one fact, see Membership). */
function joins(user: TgUser) {
  const u = tg.memberUpdate(GROUP, user, { status: "left" }, { status: "member" });
  (u.chat_member as { date: number }).date -= 60 * ++arrivals;
  return u;
}

describe("the group's whitelist exempts a member from what the bot decides on its own", () => {
  it("a whitelisted member whom CAS lists is not banned on joining (by id); a listed member not on the whitelist is", async () => {
    const { groups, engine, sink, handle } = setup();
    groups.whitelist(GROUP.id, { userId: vip.id });
    const calls = callsSince(tg);
    await handle(joins(vip));
    await handle(joins(other));
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([other.id]);
    expect(calls("restrictChatMember")).toEqual([]);
    // Not even looked up: the whitelist settles it.
    expect(engine.userChecks).toEqual([BigInt(other.id)]);
    expect(sink.eventsOf(ChatEventKind.BAN).map((e) => Number(e.userId))).toEqual([other.id]);
  });

  it("a member whitelisted by username (any case, with or without '@') is not banned on joining", async () => {
    const { groups, handle } = setup();
    groups.whitelist(GROUP.id, { username: "vip_member" });
    const calls = callsSince(tg);
    await handle(joins(vip));
    expect(calls("banChatMember")).toEqual([]);
  });

  it("a member whitelisted after the policy was read is exempt once the new version is read", async () => {
    const { groups, handle } = setup();
    const first = callsSince(tg);
    await handle(joins(vip));
    expect(first("banChatMember").map((c) => c.params.user_id)).toEqual([vip.id]);
    groups.whitelist(GROUP.id, { userId: vip.id });
    const again = callsSince(tg);
    // The member comes back (an administrator lifted the ban).
    await handle(joins(vip));
    expect(again("banChatMember")).toEqual([]);
  });

  it("soft_ban: a whitelisted member is not restricted on joining either", async () => {
    const { groups, handle } = setup({ mode: ModerationMode.SOFT_BAN });
    groups.whitelist(GROUP.id, { userId: vip.id });
    const calls = callsSince(tg);
    await handle(joins(vip));
    expect([...calls("banChatMember"), ...calls("restrictChatMember")]).toEqual([]);
  });

  it("a whitelisted member's reactions are never reported as reaction spam", async () => {
    const { groups, handle } = setup({ reactionSpamReactions: 2 });
    groups.whitelist(GROUP.id, { userId: vip.id });
    const calls = callsSince(tg);
    for (const user of [vip, other]) {
      for (let i = 0; i < 3; i++) {
        const [posted] = tg.addUpdates(tg.message(GROUP, owner, `post ${user.id} ${i}`));
        await handle(tg.reaction(GROUP, user, (posted!.message as { message_id: number }).message_id, "👍"));
      }
    }
    await waitFor(async () => calls("sendMessage").some((c) => String(c.params.text).includes(`id ${other.id}`)), { timeoutMs: 5_000, intervalMs: 10 });
    const notices = calls("sendMessage").map((c) => String(c.params.text));
    expect(notices.some((t) => t.includes(`id ${vip.id}`))).toBe(false);
  });
});
