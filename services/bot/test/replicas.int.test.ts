import { Action, ChatEventKind, ReportLabel } from "@warden/proto";
import { deletedMessageIds, testRedisNamespace, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApi } from "../src/telegram/client.js";
import { callsSince, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// Two bot replicas in webhook mode behind one Service: Telegram's updates of one group land on either, so what one
// replica learns from an update (here: the group's administrators changed) must hold on the other at once, through the
// Redis they share. Each replica is a Moderator of its own (nothing in memory shared) on the same Redis and groups-config.
let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();
const owner: TgUser = { id: 99, is_bot: false, first_name: "Owner", username: "owner" };
const mod: TgUser = { id: 71, is_bot: false, first_name: "Mod", username: "moderator" };
const RIGHTS = { can_delete_messages: true, can_restrict_members: true };

beforeAll(async () => {
  ({ tg, api } = await startTelegram());
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  redis?.disconnect();
  await ns.cleanup();
  await tg?.close();
});

let nextGroup = -1001000007100;
let nextMember = 7_200;
const member = (): TgUser => ({ id: nextMember++, is_bot: false, first_name: "Member" });

/** A group administered by the owner (and `mod` when `modIsAdmin`), and two replicas of the bot on it. */
function setup(modIsAdmin: boolean) {
  const chat: TgChat = { id: nextGroup--, type: "supergroup", title: "Replicas" };
  tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, ...(modIsAdmin ? [{ user: mod, rights: RIGHTS }] : []), { user: tg.bot }]);
  const groups = stubGroups({ [chat.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN }) });
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  const replica = () => moderatorOn(tg, api, { engine, groups, redis, redisPrefix: ns.prefix });
  return { chat, groups, engine, a: replica(), b: replica() };
}

describe("administrators across replicas", () => {
  it("an administrator demoted in an update one replica handled has no admin powers on the other: /spam does nothing, their spam is moderated", async () => {
    const { chat, groups, engine, a, b } = setup(true);
    // Replica b reads the administrators (mod among them) on a message of mod's.
    await b.handle(tg.message(chat, mod, "good morning everyone"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(true);
    // The owner demotes mod; Telegram's chat_member update reaches replica a.
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    await a.handle(tg.memberUpdate(chat, mod, { status: "administrator" }, { status: "member" }, owner));
    // Mod's next updates reach replica b.
    const victim = member();
    const posted = (await b.handle(tg.message(chat, victim, "selling my bike, DM me"))).message!;
    const calls = callsSince(tg);
    await b.handle(tg.message(chat, mod, "/spam", { reply_to_message: posted }));
    expect(deletedMessageIds(calls())).not.toContain(posted.message_id);
    expect(calls("banChatMember")).toEqual([]);
    expect(groups.reports.filter((r) => r.label === ReportLabel.SPAM)).toEqual([]);
    const spam = (await b.handle(tg.message(chat, mod, "SPAM earn $500 a day"))).message!;
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(false);
    expect(deletedMessageIds(calls())).toContain(spam.message_id);
  });

  it("an administrator promoted in an update one replica handled is one on the other: /spam deletes and bans, their messages are not moderated", async () => {
    const { chat, groups, engine, a, b } = setup(false);
    // Replica b reads the administrators (mod not among them) on a message of mod's.
    await b.handle(tg.message(chat, mod, "hello, I am new here"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(false);
    // The owner promotes mod; Telegram's chat_member update reaches replica a.
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: mod, rights: RIGHTS }, { user: tg.bot }]);
    await a.handle(tg.memberUpdate(chat, mod, { status: "member" }, { status: "administrator", ...RIGHTS }, owner));
    // Mod's next updates reach replica b.
    const spammer = member();
    const posted = (await b.handle(tg.message(chat, spammer, "cheap followers, DM me"))).message!;
    const calls = callsSince(tg);
    await b.handle(tg.message(chat, mod, "/spam", { reply_to_message: posted }));
    expect(deletedMessageIds(calls())).toEqual([posted.message_id]);
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([spammer.id]);
    expect(groups.reports.map((r) => [r.label, r.reporterTelegramUserId])).toEqual([[ReportLabel.SPAM, BigInt(mod.id)]]);
    await b.handle(tg.message(chat, mod, "SPAM-free announcement: read the rules"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(true);
    expect(calls("deleteMessage")).toHaveLength(1);
  });

  it("groups-config hears every admin change, whichever replica heard of the one before: a demoted administrator's account loses the group", async () => {
    const { chat, groups, a, b } = setup(false);
    const synced = () =>
      groups.adminSyncs
        .at(-1)!
        .telegramUserIds.map(Number)
        .sort((x, y) => x - y);
    // Replica b reads the administrators (the owner alone) and reports them.
    await b.handle(tg.message(chat, member(), "hi all"));
    expect(synced()).toEqual([owner.id]);
    // The owner promotes mod (replica a hears of it), then demotes them again (replica b hears of it).
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: mod, rights: RIGHTS }, { user: tg.bot }]);
    await a.handle(tg.memberUpdate(chat, mod, { status: "member" }, { status: "administrator", ...RIGHTS }, owner));
    expect(synced()).toEqual([mod.id, owner.id].sort((x, y) => x - y));
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    await b.handle(tg.memberUpdate(chat, mod, { status: "administrator", ...RIGHTS }, { status: "member" }, owner));
    expect(synced()).toEqual([owner.id]);
  });
});

describe("membership facts across replicas", () => {
  /** A group that screens joins against the ban list, `listed` on it, and two replicas of the bot on one Redis (or one each). */
  function screened(listed: TgUser, redisOf: () => Redis = () => redis) {
    const chat: TgChat = { id: nextGroup--, type: "supergroup", title: "Joins" };
    tg.setAdmins(chat.id, [
      { user: owner, status: "creator" },
      { user: tg.bot, rights: RIGHTS },
    ]);
    const groups = stubGroups({ [chat.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN, externalBanList: true }) });
    const engine = stubEngine({ settingsOf: groups.settingsOf, listed: new Set([listed.id]) });
    const replica = () => moderatorOn(tg, api, { engine, groups, redis: redisOf(), redisPrefix: ns.prefix });
    return { chat, engine, a: replica(), b: replica() };
  }
  const joinEvents = (...replicas: { sink: { eventsOf(kind: number): unknown[] } }[]) => replicas.flatMap((r) => r.sink.eventsOf(ChatEventKind.JOIN));

  it("a join Telegram reports twice, to two replicas (chat_member to one, the service message to the other), is one join: one event, one ban-list screening, one ban", async () => {
    const joiner = member();
    const { chat, engine, a, b } = screened(joiner);
    const calls = callsSince(tg);
    await a.handle(tg.memberUpdate(chat, joiner, { status: "left" }, { status: "member" }));
    await b.handle(tg.joinedService(chat, [joiner]));
    expect(joinEvents(a, b)).toHaveLength(1);
    expect(engine.userChecks).toEqual([BigInt(joiner.id)]);
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([joiner.id]);
  });

  it("a member who leaves and joins again later is a second join on either replica", async () => {
    const joiner = member();
    const { chat, a, b } = screened(member());
    const at = (u: Record<string, unknown>, minutesAgo: number) => {
      (u.message as { date: number }).date -= minutesAgo * 60;
      return u;
    };
    await a.handle(at(tg.joinedService(chat, [joiner]), 1));
    await b.handle(at(tg.joinedService(chat, [joiner]), 0));
    expect(joinEvents(a, b)).toHaveLength(2);
  });

  it("without Redis each replica publishes the join it heard of: twice rather than never", async () => {
    const joiner = member();
    const clients: Redis[] = [];
    const down = () => {
      const r = new Redis("redis://127.0.0.1:9", { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true });
      r.on("error", () => undefined); // refused: what the test is about
      clients.push(r);
      return r;
    };
    try {
      const { chat, a, b } = screened(member(), down);
      await a.handle(tg.memberUpdate(chat, joiner, { status: "left" }, { status: "member" }));
      await b.handle(tg.joinedService(chat, [joiner]));
      expect(joinEvents(a, b)).toHaveLength(2);
    } finally {
      for (const r of clients) r.disconnect();
    }
  });
});
