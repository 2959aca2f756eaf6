import { Action, BotStatus, ModerationMode, ReportLabel } from "@warden/proto";
import { createRegistry, type Logger } from "@warden/telemetry";
import { deletedMessageIds, freePort, testRedisNamespace, waitFor, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTION_REF_TTL_S, callbackData, parseCallback, RECENT_MESSAGES_KEPT, RECENT_MESSAGES_TTL_S } from "../src/moderation/admin-loop.js";
import { utcTime } from "../src/moderation/texts.js";
import { REDIS_WARN_EVERY_MS } from "../src/redis-calls.js";
import type { BotApi } from "../src/telegram/client.js";
import { callsSince, logger, moderatorOn, openTopic, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// The admin loop against real Redis and the fake Bot API: the state behind the buttons (action
// references, recent message ids, reporters) with its caps and TTLs, the threshold's edges, and
// moderation going on without buttons when Redis is down.
let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();
const GROUP: TgChat = { id: -1001000000700, type: "supergroup", title: "Loop" };
const ADMIN_CHAT = -1001000000799;
const owner: TgUser = { id: 99, is_bot: false, first_name: "Owner", username: "owner" };
const alice: TgUser = { id: 11, is_bot: false, first_name: "Alice", username: "alice" };
const members: TgUser[] = [21, 22, 23, 24].map((id) => ({ id, is_bot: false, first_name: `M${id}` }));
const channel: TgChat = { id: -1001000000777, type: "channel", title: "Promo", username: "promo" };
/** One more member, by id. */
const aMember = (id: number): TgUser => ({ id, is_bot: false, first_name: `M${id}` });

beforeAll(async () => {
  ({ tg, api } = await startTelegram({ chat: GROUP, owner }));
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  await redis.connect();
});

afterAll(async () => {
  redis?.disconnect();
  await ns.cleanup();
  await tg?.close();
});

function setup(over: Partial<Parameters<typeof settings>[0]> = {}, client: Redis = redis, now?: () => number) {
  const groups = stubGroups({ [GROUP.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN, adminChatId: BigInt(ADMIN_CHAT), ...over }) });
  groups.groups.get(GROUP.id)!.owner = BigInt(owner.id);
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  const registry = createRegistry("bot-test");
  return { groups, registry, engine, ...moderatorOn(tg, api, { engine, groups, redis: client, redisPrefix: ns.prefix, registry, ...(now ? { now } : {}) }) };
}

/** The notices among `calls`: to the admin chat, or to `chat` (the owner's private chat). */
const noticesSince = (calls: ReturnType<typeof callsSince>, chat = ADMIN_CHAT) => calls("sendMessage").filter((c) => c.params.chat_id === chat);

async function lastNotice(calls: ReturnType<typeof callsSince>, chat = ADMIN_CHAT) {
  await waitFor(async () => noticesSince(calls, chat).length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "a notice" });
  const sent = noticesSince(calls, chat).at(-1)!;
  const id = tg.botMessagesIn(chat).find((m) => m.text === sent.params.text)!.message_id as number;
  return structuredClone(tg.botMessage(chat, id)!);
}

const pressed = async (handle: (u: Record<string, unknown>) => Promise<unknown>, who: TgUser, notice: Record<string, any>, verb: "n" | "b" | "c") => {
  const data = (notice.reply_markup.inline_keyboard.flat() as { callback_data: string }[]).find((b) => b.callback_data.startsWith(`w:${verb}:`))!.callback_data;
  const calls = callsSince(tg);
  await handle(tg.callbackQuery(who, tg.botMessage(ADMIN_CHAT, notice.message_id)!, data));
  return { answer: calls("answerCallbackQuery")[0]!.params, calls };
};

async function counter(registry: ReturnType<typeof createRegistry>, name: string, labels: Record<string, string>): Promise<number> {
  const metric = registry.getSingleMetric(name);
  const values = metric ? (await metric.get()).values : [];
  return values.filter((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x)).reduce((n, v) => n + v.value, 0);
}

describe("buttons", () => {
  it("callback_data is at most 64 bytes and reads back; anything else is not a button of the bot", () => {
    const ref = "A".repeat(22);
    for (const verb of ["not_spam", "ban_everywhere", "clean_up"] as const) {
      expect(Buffer.byteLength(callbackData(verb, ref))).toBeLessThanOrEqual(64);
      expect(parseCallback(callbackData(verb, ref))).toEqual({ verb, ref });
    }
    for (const bad of [undefined, "", "w:x:AAAAAAAAAAAAAAAAAAAAAA", "w:n:short", `w:n:${"A".repeat(41)}`, "other"]) expect(parseCallback(bad)).toBeUndefined();
  });

  it("the action reference lives ACTION_REF_TTL_S; a notice whose reference is gone answers 'expired' and does nothing", async () => {
    const { handle } = setup();
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, alice, "SPAM expiring"));
    const notice = await lastNotice(calls);
    const ref = parseCallback(notice.reply_markup.inline_keyboard[0][0].callback_data)!.ref;
    const ttl = await redis.ttl(`${ns.prefix}bot:adm:act:${ref}`);
    expect(ttl).toBeGreaterThan(ACTION_REF_TTL_S - 10);
    expect(ttl).toBeLessThanOrEqual(ACTION_REF_TTL_S);
    await redis.del(`${ns.prefix}bot:adm:act:${ref}`);
    const { answer, calls: after } = await pressed(handle, owner, notice, "n");
    expect(answer).toMatchObject({ text: "This notice has expired.", show_alert: true });
    expect(after("unbanChatMember")).toEqual([]);
  });

  it("'Not spam' on a channel's post lifts the channel's ban with unbanChatSenderChat", async () => {
    const { handle, groups } = setup();
    const calls = callsSince(tg);
    const post = await handle(tg.channelPost(GROUP, channel, "SPAM from a channel"));
    expect(calls("banChatSenderChat").map((c) => c.params.sender_chat_id)).toEqual([channel.id]);
    const notice = await lastNotice(calls);
    const { answer, calls: after } = await pressed(handle, owner, notice, "n");
    expect(answer.text).toBe("Not spam: unbanned, message restored, reported as not spam");
    expect(after("unbanChatSenderChat").map((c) => c.params)).toEqual([{ chat_id: GROUP.id, sender_chat_id: channel.id }]);
    expect(groups.reports.at(-1)).toMatchObject({
      label: ReportLabel.HAM,
      text: "SPAM from a channel",
      userId: undefined,
      reporterTelegramUserId: BigInt(owner.id),
      // keyed by the message the notice is about
      sourceKey: `tg:${GROUP.id}:${post.message!.message_id}:ham`,
    });
  });

  it("a press on a notice Telegram no longer shows the bot (an InaccessibleMessage: date 0, no text) keeps its text; only the pressed button goes", async () => {
    const { handle } = setup();
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, aMember(72), "SPAM noticed long ago"));
    const notice = await lastNotice(calls);
    const cleanUp = (notice.reply_markup.inline_keyboard.flat() as { callback_data: string }[]).find((b) => b.callback_data.startsWith("w:c:"))!;
    const after = callsSince(tg);
    await handle(tg.callbackQuery(owner, { chat: notice.chat, message_id: notice.message_id, date: 0 }, cleanUp.callback_data));
    expect(after("answerCallbackQuery")[0]!.params.text).toBe("Cleaned up: 0 messages deleted");
    expect(after("editMessageText")).toEqual([]);
    const edited = tg.botMessage(ADMIN_CHAT, notice.message_id)!;
    expect(edited.text).toBe(notice.text);
    expect((edited.reply_markup.inline_keyboard.flat() as { text: string }[]).map((b) => b.text)).toEqual(["✅ Not spam", "⛔ Ban everywhere"]);
  });

  it("'Not spam' on a dry run's notice reports the message as not spam: nothing was deleted, so nothing is lifted or re-posted", async () => {
    const { handle, groups } = setup({ mode: ModerationMode.DRY_RUN });
    const sender = aMember(71);
    const calls = callsSince(tg);
    const post = await handle(tg.message(GROUP, sender, "SPAM in a dry run"));
    const notice = await lastNotice(calls);
    expect(notice.text).toContain("Dry run, nothing done");
    const { answer, calls: after } = await pressed(handle, owner, notice, "n");
    expect(answer.text).toBe("Not spam: reported as not spam");
    expect(after("unbanChatMember")).toEqual([]);
    expect(after("sendMessage").filter((c) => c.params.chat_id === GROUP.id)).toEqual([]);
    expect(groups.reports).toMatchObject([
      {
        label: ReportLabel.HAM,
        text: "SPAM in a dry run",
        userId: BigInt(sender.id),
        reporterTelegramUserId: BigInt(owner.id),
        sourceKey: `tg:${GROUP.id}:${post.message!.message_id}:ham`,
      },
    ]);
  });
});

describe("answers", () => {
  // The owner's private chat is also the presser's own: the answer waits behind neither chat's notices.
  it.each([
    ["the admin chat's", {}, ADMIN_CHAT],
    ["the owner's private chat's", { adminChatId: 0n, notifyAdmins: true }, owner.id],
  ] as const)("a press is answered in a lane of its own, not behind %s notices held up by flood control", async (_where, over, chat) => {
    const { handle } = setup(over);
    const first: TgUser = { id: 41, is_bot: false, first_name: "First", username: "first_one" };
    const second: TgUser = { id: 42, is_bot: false, first_name: "Second", username: "second_one" };
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, first, "SPAM before the flood"));
    const notice = await lastNotice(calls, chat);
    // The next notice into the chat meets a 429: the chat's lane waits 2 s before sending it again.
    tg.failNext("sendMessage", 1, { retryAfter: 2 });
    const since = callsSince(tg);
    await handle(tg.message(GROUP, second, "SPAM during the flood"));
    await waitFor(async () => since("sendMessage").some((c) => c.params.chat_id === chat), {
      timeoutMs: 5_000,
      intervalMs: 10,
      message: "the refused notice",
    });
    await handle(tg.callbackQuery(owner, tg.botMessage(chat, notice.message_id)!, notice.reply_markup.inline_keyboard[0][2].callback_data));
    const order = since().map((c) => (c.method === "sendMessage" && c.params.chat_id === chat ? "notice" : c.method));
    // answered before the held-up notice went out again (and before the notice's own edit, which waits behind it)
    expect(order.filter((m) => ["notice", "answerCallbackQuery", "editMessageText"].includes(m))).toEqual([
      "notice",
      "answerCallbackQuery",
      "notice",
      "editMessageText",
    ]);
  });

  it("a press is answered in a lane of its own, not behind another press's answer that Telegram holds back (flood control)", async () => {
    const { handle } = setup();
    const notices: Record<string, any>[] = [];
    for (const id of [43, 44]) {
      const calls = callsSince(tg);
      await handle(tg.message(GROUP, aMember(id), `SPAM of ${id}`));
      notices.push(await lastNotice(calls));
    }
    // Another tenant's admin presses first, and Telegram refuses that answer for 3 s.
    tg.failNext("answerCallbackQuery", 1, { retryAfter: 3 });
    const since = callsSince(tg);
    const held = handle(
      tg.callbackQuery(owner, tg.botMessage(ADMIN_CHAT, notices[0]!.message_id)!, notices[0]!.reply_markup.inline_keyboard[0][2].callback_data),
    );
    await waitFor(async () => since("answerCallbackQuery").length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "the held-back answer" });
    await handle(tg.callbackQuery(owner, tg.botMessage(ADMIN_CHAT, notices[1]!.message_id)!, notices[1]!.reply_markup.inline_keyboard[0][2].callback_data));
    // The second press was answered while the first's answer still waited out its 3 s (refused once, not yet sent again).
    expect(since("answerCallbackQuery")).toHaveLength(2);
    await held;
    expect(since("answerCallbackQuery")).toHaveLength(3);
  });
});

describe("a group that became a supergroup", () => {
  it("a notice of the old group answers its administrators from the new chat, and acts there (Telegram no longer answers for the old id)", async () => {
    const OLD: TgChat = { id: -4000710, type: "group", title: "Basic" };
    const NEW: TgChat = { id: -1001000000710, type: "supergroup", title: "Basic" };
    const groups = stubGroups({ [OLD.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN, adminChatId: BigInt(ADMIN_CHAT) }) });
    groups.groups.get(OLD.id)!.owner = BigInt(owner.id);
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    const { handle } = moderatorOn(tg, api, { engine, groups, redis, redisPrefix: ns.prefix });
    tg.setAdmins(OLD.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    const spammer = aMember(81);
    const calls = callsSince(tg);
    await handle(tg.message(OLD, spammer, "SPAM before the upgrade"));
    const notice = await lastNotice(calls);
    // The group becomes a supergroup: its administrators are the new chat's; the old id has none to tell any more.
    tg.setAdmins(NEW.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    tg.setAdmins(OLD.id, []);
    await handle(tg.migratedTo(OLD, NEW, owner));
    await handle(tg.migratedFrom(NEW, OLD, owner));
    await handle(tg.message(NEW, spammer, "hello again"));
    const { answer, calls: after } = await pressed(handle, owner, notice, "n");
    expect(answer.text).toBe("Not spam: unbanned, message restored, reported as not spam");
    expect(after("unbanChatMember").map((c) => c.params)).toEqual([{ chat_id: NEW.id, user_id: spammer.id, only_if_banned: true }]);
    expect(
      after("sendMessage")
        .filter((c) => c.params.chat_id !== ADMIN_CHAT)
        .map((c) => c.params.chat_id),
    ).toEqual([NEW.id]);
    // Clean up deletes what the sender posted in the chat the group is now (the old one's messages stay with it).
    const { answer: cleaned, calls: cleaning } = await pressed(handle, owner, notice, "c");
    expect(cleaned.text).toBe("Cleaned up: 1 message deleted");
    expect(cleaning("deleteMessage").map((c) => c.params.chat_id)).toEqual([NEW.id]);
    // Someone who is no administrator of the new chat is still refused.
    const { answer: refused } = await pressed(handle, spammer, notice, "b");
    expect(refused).toMatchObject({ text: "Only an administrator of the group can do this.", show_alert: true });
  });

  // The bot never saw the move (both service messages lost, or its note in Redis gone): Telegram's answer on the old
  // id names the new one. With the administrators still held from before the move, the lift is what Telegram refuses;
  // with none held, the read of the administrators is.
  it.each([
    ["the administrators still held from before the move", undefined, -4000720],
    ["the administrators read again", 0, -4000721],
  ] as const)(
    "a notice of a group whose move the bot never heard of acts in the new chat, and groups-config is told of the move (%s)",
    async (_how, adminsTtlMs, oldId) => {
      const OLD: TgChat = { id: oldId, type: "group", title: "Quiet" };
      const NEW: TgChat = { id: -1001000000000 + oldId, type: "supergroup", title: "Quiet" };
      const groups = stubGroups({ [OLD.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN, adminChatId: BigInt(ADMIN_CHAT) }) });
      groups.groups.get(OLD.id)!.owner = BigInt(owner.id);
      const engine = stubEngine({ settingsOf: groups.settingsOf });
      const { handle } = moderatorOn(tg, api, { engine, groups, redis, redisPrefix: ns.prefix, adminsTtlMs });
      tg.setAdmins(OLD.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
      const spammer = aMember(82);
      const calls = callsSince(tg);
      await handle(tg.message(OLD, spammer, "SPAM before a move the bot never heard of"));
      const notice = await lastNotice(calls);
      tg.setAdmins(NEW.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
      tg.migrateChat(OLD.id, NEW.id);
      const { answer, calls: after } = await pressed(handle, owner, notice, "n");
      expect(answer.text).toBe("Not spam: unbanned, message restored, reported as not spam");
      expect(
        after("unbanChatMember")
          .filter((c) => c.params.chat_id === NEW.id)
          .map((c) => c.params),
      ).toEqual([{ chat_id: NEW.id, user_id: spammer.id, only_if_banned: true }]);
      expect(
        after("sendMessage")
          .filter((c) => c.params.chat_id !== ADMIN_CHAT)
          .map((c) => c.params.chat_id),
      ).toEqual([NEW.id]);
      expect(groups.reports.at(-1)).toMatchObject({ groupId: BigInt(NEW.id), label: ReportLabel.HAM });
      // told as the service message would have: groups-config moved the group, and the next press goes to the new chat at once
      expect(groups.migrations.map((m) => [Number(m.fromGroupId), Number(m.toGroupId)])).toEqual([[OLD.id, NEW.id]]);
      expect(await redis.get(`${ns.prefix}bot:adm:moved:${OLD.id}`)).toBe(String(NEW.id));
      const { answer: banned, calls: banning } = await pressed(handle, owner, notice, "b");
      expect(banned.text).toBe("Banned everywhere: here and 0 other groups");
      expect(banning("banChatMember").map((c) => c.params.chat_id)).toEqual([NEW.id]);
    },
  );

  it("an admin chat that became a supergroup without the bot hearing of it: the notice goes to its new id, and groups-config is told of the move", async () => {
    const G: TgChat = { id: -1001000000731, type: "supergroup", title: "Watched" };
    const ADMIN_OLD = -4000732;
    const ADMIN_NEW = -1001000000732;
    // An admin chat is a chat the account administers with the bot in it: a Warden group of its own.
    const groups = stubGroups({ [G.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN, adminChatId: BigInt(ADMIN_OLD) }), [ADMIN_OLD]: settings() });
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    const { handle } = moderatorOn(tg, api, { engine, groups, redis, redisPrefix: ns.prefix, settingsTtlMs: 0 });
    tg.setAdmins(G.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    tg.migrateChat(ADMIN_OLD, ADMIN_NEW);
    const calls = callsSince(tg);
    await handle(tg.message(G, aMember(83), "SPAM while the admin chat moved"));
    const notice = await lastNotice(calls, ADMIN_NEW);
    expect(notice.text).toMatch(/^Watched: Warden deleted a spam message and banned M83 /);
    expect(notice.reply_markup.inline_keyboard[0]).toHaveLength(3);
    expect(calls("sendMessage").map((c) => c.params.chat_id)).toEqual([ADMIN_OLD, ADMIN_NEW]);
    expect(groups.migrations.map((m) => [Number(m.fromGroupId), Number(m.toGroupId)])).toEqual([[ADMIN_OLD, ADMIN_NEW]]);
    expect(groups.settingsOf(G.id)!.adminChatId).toBe(BigInt(ADMIN_NEW));
    // the next notice goes to the new id at once
    const next = callsSince(tg);
    await handle(tg.message(G, aMember(84), "SPAM once the admin chat moved"));
    await lastNotice(next, ADMIN_NEW);
    expect(next("sendMessage").map((c) => c.params.chat_id)).toEqual([ADMIN_NEW]);
  });
});

describe("mutes and long texts", () => {
  // Senders of their own: a mute or a ban stays in the fake's state for the tests after these.
  const muted: TgUser = { id: 31, is_bot: false, first_name: "Muted", username: "muted_one" };
  const verbose: TgUser = { id: 32, is_bot: false, first_name: "Verbose", username: "verbose_one" };
  it("'Not spam' on a mute gives back every permission the mute took (Telegram lifts a restriction only so)", async () => {
    const { handle } = setup({ actionOnSpam: Action.DELETE_AND_MUTE });
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, muted, "SPAM that mutes"));
    const [mute] = calls("restrictChatMember");
    const notice = await lastNotice(calls);
    const { answer, calls: after } = await pressed(handle, owner, notice, "n");
    expect(answer.text).toContain("Not spam");
    const [lift] = after("restrictChatMember");
    const taken = mute!.params.permissions as Record<string, boolean>;
    expect(Object.keys(taken).length).toBeGreaterThanOrEqual(14);
    expect(lift!.params.permissions).toEqual(Object.fromEntries(Object.keys(taken).map((k) => [k, true])));
  });

  it("'Not spam' on a mute of a member an administrator had restricted (no media till in 3 days, or for good) gives that restriction back, not every permission", async () => {
    const { handle } = setup({ actionOnSpam: Action.DELETE_AND_MUTE });
    const threeDays = Math.floor(Date.now() / 1000) + 3 * 86_400;
    // Text and polls only, till in 3 days; for good.
    const noMedia = { can_send_messages: true, can_send_polls: true };
    const [kim, lee] = [aMember(41), aMember(42)];
    await api.call("restrictChatMember", {
      chat_id: GROUP.id,
      user_id: kim.id,
      permissions: noMedia,
      use_independent_chat_permissions: true,
      until_date: threeDays,
    });
    await api.call("restrictChatMember", { chat_id: GROUP.id, user_id: lee.id, permissions: noMedia, use_independent_chat_permissions: true });
    const before = [tg.memberOf(GROUP.id, kim.id), tg.memberOf(GROUP.id, lee.id)];
    expect(before.map((m) => [m?.until_date, m?.permissions?.can_send_polls, m?.permissions?.can_send_photos])).toEqual([
      [threeDays, true, false],
      [0, true, false],
    ]);
    for (const [who, end] of [
      [kim, `Muted until ${utcTime(threeDays)}: they were already restricted until then.`],
      [lee, "Muted with no end: they were already restricted with no end."],
    ] as const) {
      const calls = callsSince(tg);
      await handle(tg.message(GROUP, who, "SPAM that mutes someone already restricted"));
      // Muted till the restriction's end (every permission off till then), and the notice says so, not "for 60 min".
      expect(tg.memberOf(GROUP.id, who.id)?.permissions?.can_send_messages).toBe(false);
      const notice = await lastNotice(calls);
      expect(notice.text).toBe(
        `Loop: Warden deleted a spam message and muted ${who.first_name} (earnings_promise, dm_invite). ${end}\n\n«SPAM that mutes someone already restricted»`,
      );
      const { answer } = await pressed(handle, owner, notice, "n");
      const given = who === kim ? `until ${utcTime(threeDays)}` : "no end";
      expect(answer.text).toBe(`Not spam: mute lifted, the restriction they had before given back (${given}), message restored, reported as not spam`);
    }
    // The administrator's restrictions as they were: their permissions, their ends.
    expect([tg.memberOf(GROUP.id, kim.id), tg.memberOf(GROUP.id, lee.id)]).toEqual(before);
  });

  it("soft_ban's restriction (no end) reads the member too: a banned member stays banned, and 'Not spam' gives an administrator's restriction back", async () => {
    const { handle, sink } = setup({ mode: ModerationMode.SOFT_BAN });
    const threeDays = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const [nia, oto] = [aMember(44), aMember(45)];
    await api.call("restrictChatMember", { chat_id: GROUP.id, user_id: nia.id, permissions: { can_send_messages: true }, until_date: threeDays });
    await api.call("banChatMember", { chat_id: GROUP.id, user_id: oto.id });
    const before = tg.memberOf(GROUP.id, nia.id);
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, oto, "SPAM from someone banned already"));
    // Its notice (a deletion) sent before the next message's.
    expect((await lastNotice(calls)).text).toMatch(/^Loop: Warden deleted a spam message from M45 /);
    const niaCalls = callsSince(tg);
    await handle(tg.message(GROUP, nia, "SPAM soft-banned"));
    // Not restricted, which would let them back in: still banned, the message deleted only.
    expect(tg.memberOf(GROUP.id, oto.id)).toEqual({ status: "kicked", until_date: 0 });
    expect(calls("restrictChatMember").map((c) => c.params.user_id)).toEqual([nia.id]);
    expect(sink.decisions.map((d) => d.actionTaken)).toEqual([Action.DELETE, Action.DELETE_AND_MUTE]);
    expect(tg.memberOf(GROUP.id, nia.id)).toMatchObject({ status: "restricted", until_date: 0 });
    const notice = await lastNotice(niaCalls);
    expect(notice.text).toBe("Loop: Warden deleted a spam message and restricted (soft ban) M44 (earnings_promise, dm_invite).\n\n«SPAM soft-banned»");
    const { answer } = await pressed(handle, owner, notice, "n");
    expect(answer.text).toBe(
      `Not spam: mute lifted, the restriction they had before given back (until ${utcTime(threeDays)}), message restored, reported as not spam`,
    );
    expect(tg.memberOf(GROUP.id, nia.id)).toEqual(before);
  });

  it("two spam messages a minute apart: 'Not spam' on both notices, in either order, frees the member (the bot's first mute is not a restriction they had)", async () => {
    let clock = Date.now();
    const { handle } = setup({ actionOnSpam: Action.DELETE_AND_MUTE }, redis, () => clock);
    for (const [who, order] of [
      [aMember(46), [0, 1]],
      [aMember(47), [1, 0]],
    ] as const) {
      const notices = [];
      for (const text of ["SPAM the first of two", "SPAM the second of two"]) {
        const calls = callsSince(tg);
        await handle(tg.message(GROUP, who, text));
        notices.push(await lastNotice(calls));
        clock += 60_000;
      }
      // The second mute read the member restricted by the first, and kept no end of it: both notices say "for 60 min".
      expect(notices.map((n) => n.text.split(" (")[0])).toEqual([
        `Loop: Warden deleted a spam message and muted for 60 min ${who.first_name}`,
        `Loop: Warden deleted a spam message and muted for 60 min ${who.first_name}`,
      ]);
      // The bot's own restriction, kept till it ends (a minute more); forgotten once "Not spam" lifted a mute.
      const mine = `${ns.prefix}bot:restricted:${GROUP.id}:${who.id}`;
      expect(await redis.ttl(mine)).toBeGreaterThan(3_600);
      expect(await redis.ttl(mine)).toBeLessThanOrEqual(3_660);
      for (const i of order) {
        const { answer } = await pressed(handle, owner, notices[i]!, "n");
        expect(answer.text).toBe("Not spam: unmuted, message restored, reported as not spam");
        expect(tg.memberOf(GROUP.id, who.id)).toBeUndefined();
        await waitFor(async () => (await redis.exists(mine)) === 0, { timeoutMs: 2_000, intervalMs: 10, message: "the record forgotten" });
      }
    }
  });

  it("an administrator's restriction is given back by 'Not spam' on either of two mutes, and a third mute after a 'Not spam' still finds it", async () => {
    let clock = Date.now();
    const { handle } = setup({ actionOnSpam: Action.DELETE_AND_MUTE }, redis, () => clock);
    const threeDays = Math.floor(clock / 1000) + 3 * 86_400;
    const una = aMember(48);
    await api.call("restrictChatMember", {
      chat_id: GROUP.id,
      user_id: una.id,
      permissions: { can_send_messages: true, can_send_polls: true },
      use_independent_chat_permissions: true,
      until_date: threeDays,
    });
    const before = tg.memberOf(GROUP.id, una.id);
    const mute = async (text: string) => {
      const calls = callsSince(tg);
      await handle(tg.message(GROUP, una, text));
      clock += 60_000;
      return lastNotice(calls);
    };
    const given = `Not spam: mute lifted, the restriction they had before given back (until ${utcTime(threeDays)}), message restored, reported as not spam`;
    const [first, second] = [await mute("SPAM muted once"), await mute("SPAM muted twice")];
    for (const n of [second, first]) {
      const { answer } = await pressed(handle, owner, n, "n");
      expect(answer.text).toBe(given);
      expect(tg.memberOf(GROUP.id, una.id)).toEqual(before);
    }
    const third = await mute("SPAM muted a third time");
    expect(tg.memberOf(GROUP.id, una.id)?.permissions?.can_send_messages).toBe(false);
    expect((await pressed(handle, owner, third, "n")).answer.text).toBe(given);
    expect(tg.memberOf(GROUP.id, una.id)).toEqual(before);
  });

  it("soft_ban: the bot's own restriction of a member on the external ban list is not given back by 'Not spam' on their later soft ban", async () => {
    const groups = stubGroups({
      [GROUP.id]: settings({ mode: ModerationMode.SOFT_BAN, externalBanList: true, adminChatId: BigInt(ADMIN_CHAT), actionOnSpam: Action.DELETE_AND_BAN }),
    });
    groups.groups.get(GROUP.id)!.owner = BigInt(owner.id);
    const listed = aMember(49);
    const engine = stubEngine({ settingsOf: groups.settingsOf, listed: new Set([listed.id]) });
    const { handle } = moderatorOn(tg, api, { engine, groups, redis, redisPrefix: ns.prefix });
    await handle(tg.memberUpdate(GROUP, listed, { status: "left" }, { status: "member" }));
    expect(tg.memberOf(GROUP.id, listed.id)).toMatchObject({ status: "restricted", until_date: 0 });
    // A message sent as they joined, judged after.
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, listed, "SPAM from a listed member"));
    const notice = await lastNotice(calls);
    const { answer } = await pressed(handle, owner, notice, "n");
    expect(answer.text).toBe("Not spam: unmuted, message restored, reported as not spam");
    expect(tg.memberOf(GROUP.id, listed.id)).toBeUndefined();
  });

  it("'Not spam' after the end of the restriction the member had before the mute frees them (that end, sent, would be forever)", async () => {
    let clock = Date.now();
    const { handle } = setup({ actionOnSpam: Action.DELETE_AND_MUTE, language: "ru" }, redis, () => clock);
    const twoDays = Math.floor(clock / 1000) + 2 * 86_400;
    const max = aMember(43);
    await api.call("restrictChatMember", { chat_id: GROUP.id, user_id: max.id, permissions: { can_send_messages: true }, until_date: twoDays });
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, max, "SPAM muted till the restriction's end"));
    const notice = await lastNotice(calls);
    expect(notice.text).toContain(
      `запретил отправителю писать до ${utcTime(twoDays)} (earnings_promise, dm_invite). Отправитель: M43. До этого срока он уже был ограничен.`,
    );
    // Pressed two days and a minute later (Telegram's own restriction, in the fake, still runs on the real clock).
    clock += 2 * 86_400_000 + 60_000;
    const { answer, calls: after } = await pressed(handle, owner, notice, "n");
    expect(answer.text).toBe("Не спам: ограничение снято, сообщение восстановлено, отмечено как не спам");
    const [lift] = after("restrictChatMember");
    expect(lift!.params.until_date).toBeUndefined();
    expect(Object.values(lift!.params.permissions as Record<string, boolean>).every(Boolean)).toBe(true);
    expect(tg.memberOf(GROUP.id, max.id)).toBeUndefined();
  });

  it("a mute whose message Telegram would not delete is told so, and 'Not spam' re-posts no copy of a message still there", async () => {
    const { handle } = setup({ actionOnSpam: Action.DELETE_AND_MUTE });
    const calls = callsSince(tg);
    // More than 48 hours old when an edit made it spam, say.
    tg.failNext("deleteMessage", 1, { error_code: 400, description: "Bad Request: message can't be deleted" });
    await handle(tg.message(GROUP, aMember(73), "SPAM too old to delete"));
    expect(calls("restrictChatMember").map((c) => c.params.user_id)).toEqual([73]);
    const notice = await lastNotice(calls);
    expect(notice.text).toBe("Loop: Warden muted for 60 min M73 (earnings_promise, dm_invite). The message could not be deleted.\n\n«SPAM too old to delete»");
    const { answer, calls: after } = await pressed(handle, owner, notice, "n");
    expect(answer.text).toBe("Not spam: unmuted, reported as not spam");
    expect(after("sendMessage").filter((c) => c.params.chat_id === GROUP.id)).toEqual([]);
  });

  it("a ban whose delete Telegram refused: a channel's message is still there (its ban revokes nothing), a user's is gone with revoke_messages", async () => {
    const { handle } = setup();
    const refused = { error_code: 400, description: "Bad Request: message can't be deleted" };
    let calls = callsSince(tg);
    tg.failNext("deleteMessage", 1, refused);
    await handle(tg.channelPost(GROUP, channel, "SPAM from a channel, too old to delete"));
    let notice = await lastNotice(calls);
    expect(notice.text).toMatch(/^Loop: Warden banned @promo \(earnings_promise, dm_invite\)\. The message could not be deleted\./);
    let press = await pressed(handle, owner, notice, "n");
    expect(press.answer.text).toBe("Not spam: unbanned, reported as not spam");
    expect(press.calls("sendMessage").filter((c) => c.params.chat_id === GROUP.id)).toEqual([]);

    calls = callsSince(tg);
    tg.failNext("deleteMessage", 1, refused);
    await handle(tg.message(GROUP, aMember(74), "SPAM revoked with its sender's ban"));
    expect(calls("banChatMember").map((c) => c.params)).toMatchObject([{ user_id: 74, revoke_messages: true }]);
    notice = await lastNotice(calls);
    expect(notice.text).toMatch(/^Loop: Warden deleted a spam message and banned M74 /);
    press = await pressed(handle, owner, notice, "n");
    expect(press.answer.text).toBe("Not spam: unbanned, message restored, reported as not spam");
  });

  it("a notice quoting a long text is cut before an emoji, never inside it", async () => {
    const { handle } = setup();
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, verbose, `SPAM ${"x".repeat(494)}😀 and more after the cut`));
    const notice = await lastNotice(calls);
    expect((notice.text as string).isWellFormed()).toBe(true);
    expect(notice.text).toContain(`${"x".repeat(494)}…»`);
  });
});

describe("Ban everywhere", () => {
  it("'Not spam' on a photo re-posts the picture (by its file_id) with its caption quoted, cut to Telegram's caption limit", async () => {
    const { handle, groups } = setup();
    // The quote's room under Telegram's 1024: the caption is cut one short of it, for the "…".
    const room = 1_024 - "@alice posted (restored by an administrator):".length - 2;
    // An emoji whose two UTF-16 units straddle the cut: the cut goes before it, never between them.
    const straddling = `SPAM ${"x".repeat(room - 7)}😀 and more after the cut`;
    for (const caption of ["SPAM in a picture", `SPAM ${"long & <caption> ".repeat(70)}`, straddling]) {
      const calls = callsSince(tg);
      const sizes = [90, 800].map((w) => ({ bytes: Buffer.from(`picture ${w} ${caption.length}`), width: w, height: w }));
      const update = tg.photo(GROUP, alice, sizes, caption) as { message: { photo: { file_id: string }[] } };
      await handle(update);
      expect(calls("deleteMessage")).toHaveLength(1);
      const notice = await lastNotice(calls);
      const { answer, calls: after } = await pressed(handle, owner, notice, "n");
      expect(answer.text).toBe("Not spam: unbanned, message restored, reported as not spam");
      const [restored] = after("sendPhoto");
      expect(restored!.params).toMatchObject({ chat_id: GROUP.id, photo: update.message.photo[1]!.file_id, parse_mode: "HTML" });
      expect(restored!.params.caption).toMatch(/^@alice posted \(restored by an administrator\):\n<blockquote>SPAM /);
      expect((restored!.params.caption as string).isWellFormed()).toBe(true);
      if (caption === straddling) expect(restored!.params.caption).toMatch(/x…<\/blockquote>$/);
      expect(after("sendMessage").filter((c) => c.params.chat_id === GROUP.id)).toEqual([]);
      expect(groups.reports.at(-1)).toMatchObject({ label: ReportLabel.HAM, text: caption });
    }
  });

  it("bans in the account's other active groups where the presser is an administrator too, never elsewhere", async () => {
    const mine: TgChat = { id: -1001000000701, type: "supergroup", title: "Mine too" };
    const notMine: TgChat = { id: -1001000000702, type: "supergroup", title: "Someone else's admins" };
    tg.setAdmins(mine.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    tg.setAdmins(notMine.id, [{ user: alice, status: "creator" }, { user: tg.bot }]);
    const { handle, groups, sink } = setup();
    for (const g of [mine, notMine]) groups.groups.set(g.id, { settings: settings(), version: 1n, status: BotStatus.ACTIVE });
    const spammer: TgUser = { id: 41, is_bot: false, first_name: "Spammer" };
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, spammer, "SPAM everywhere"));
    const notice = await lastNotice(calls);
    const { answer, calls: after } = await pressed(handle, owner, notice, "b");
    expect(answer.text).toBe("Banned everywhere: here and 1 other group");
    expect(
      after("banChatMember")
        .map((c) => c.params.chat_id)
        .sort(),
    ).toEqual([GROUP.id, mine.id].sort());
    expect(
      sink.events
        .filter((e) => e.reason.startsWith("ban everywhere"))
        .map((e) => Number(e.groupId))
        .sort(),
    ).toEqual([GROUP.id, mine.id].sort());
  });

  it("never bans the sender where it is an administrator, or the group's own linked channel, and says so", async () => {
    const discussion: TgChat = { id: -1001000000703, type: "supergroup", title: "Discussion of Promo" };
    const staffed: TgChat = { id: -1001000000704, type: "supergroup", title: "Where the sender is staff" };
    const staff = aMember(75);
    tg.setAdmins(discussion.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    tg.setLinkedChat(discussion.id, channel.id);
    tg.setAdmins(staffed.id, [{ user: owner, status: "creator" }, { user: staff }, { user: tg.bot }]);
    const { handle, groups } = setup();
    for (const g of [discussion, staffed]) groups.groups.set(g.id, { settings: settings(), version: 1n, status: BotStatus.ACTIVE });

    let calls = callsSince(tg);
    await handle(tg.channelPost(GROUP, channel, "SPAM from a channel, everywhere"));
    let notice = await lastNotice(calls);
    let press = await pressed(handle, owner, notice, "b");
    expect(press.answer.text).toBe("Banned everywhere: here and 1 other group; not in 1 where it is the group's linked channel");
    expect(
      press
        .calls("banChatSenderChat")
        .map((c) => c.params.chat_id)
        .sort(),
    ).toEqual([GROUP.id, staffed.id].sort());

    calls = callsSince(tg);
    await handle(tg.message(GROUP, staff, "SPAM from another group's staff"));
    notice = await lastNotice(calls);
    press = await pressed(handle, owner, notice, "b");
    expect(press.answer.text).toBe("Banned everywhere: here and 1 other group; not in 1 where they are an administrator");
    expect(
      press
        .calls("banChatMember")
        .map((c) => c.params.chat_id)
        .sort(),
    ).toEqual([GROUP.id, discussion.id].sort());
  });
});

describe("forum topics", () => {
  it("'Not spam' re-posts a message (a text, a photo) in the topic it was deleted from", async () => {
    const { handle } = setup();
    const topic = { message_thread_id: 313, is_topic_message: true };
    const inTopic = (u: Record<string, unknown>) => ({ message: { ...(u.message as object), ...topic } });
    const texter = aMember(61);
    let calls = callsSince(tg);
    await handle(inTopic(tg.message(GROUP, texter, "SPAM in a topic")));
    let notice = await lastNotice(calls);
    let pressedNow = await pressed(handle, owner, notice, "n");
    expect(pressedNow.answer.text).toBe("Not spam: unbanned, message restored, reported as not spam");
    expect(
      pressedNow
        .calls("sendMessage")
        .filter((c) => c.params.chat_id === GROUP.id)
        .map((c) => c.params.message_thread_id),
    ).toEqual([313]);

    const photographer = aMember(62);
    calls = callsSince(tg);
    await handle(inTopic(tg.photo(GROUP, photographer, [{ bytes: Buffer.from("a picture in a topic"), width: 90, height: 90 }], "SPAM picture")));
    notice = await lastNotice(calls);
    pressedNow = await pressed(handle, owner, notice, "n");
    expect(pressedNow.calls("sendPhoto").map((c) => [c.params.chat_id, c.params.message_thread_id])).toEqual([[GROUP.id, 313]]);

    // outside a topic (General, or a group without topics) no thread is named
    const general = aMember(63);
    calls = callsSince(tg);
    await handle(tg.message(GROUP, general, "SPAM in General"));
    notice = await lastNotice(calls);
    pressedNow = await pressed(handle, owner, notice, "n");
    const [restored] = pressedNow.calls("sendMessage").filter((c) => c.params.chat_id === GROUP.id);
    expect(restored!.params).not.toHaveProperty("message_thread_id");
  });
});

describe("forum topics closed or deleted", () => {
  it("'Not spam' re-posts a message in General when its topic was deleted (a text) or closed (a photo) meanwhile", async () => {
    const { handle } = setup();
    const openTopicNamed = (name: string) => openTopic(tg, GROUP, owner, name, handle);
    const inTopic = (thread: number, u: Record<string, unknown>) => ({
      message: { ...(u.message as object), message_thread_id: thread, is_topic_message: true },
    });

    const gone = await openTopicNamed("Deals");
    let calls = callsSince(tg);
    await handle(inTopic(gone, tg.message(GROUP, aMember(64), "SPAM in a topic about to go")));
    let notice = await lastNotice(calls);
    await api.call("deleteForumTopic", { chat_id: GROUP.id, message_thread_id: gone });
    let pressedNow = await pressed(handle, owner, notice, "n");
    expect(pressedNow.answer.text).toBe("Not spam: unbanned, message restored, reported as not spam");
    const texts = pressedNow.calls("sendMessage").filter((c) => c.params.chat_id === GROUP.id);
    expect(texts.map((c) => c.params.message_thread_id)).toEqual([gone, undefined]);

    const closed = await openTopicNamed("Pictures");
    calls = callsSince(tg);
    await handle(inTopic(closed, tg.photo(GROUP, aMember(65), [{ bytes: Buffer.from("a picture in a closed topic"), width: 90, height: 90 }], "SPAM picture")));
    notice = await lastNotice(calls);
    const u = tg.message(GROUP, owner, "", { forum_topic_closed: {}, message_thread_id: closed, is_topic_message: true });
    delete (u.message as { text?: string }).text;
    await handle(u);
    pressedNow = await pressed(handle, owner, notice, "n");
    expect(pressedNow.answer.text).toBe("Not spam: unbanned, message restored, reported as not spam");
    expect(pressedNow.calls("sendPhoto").map((c) => c.params.message_thread_id)).toEqual([closed, undefined]);
  });
});

describe("recent messages for Clean up", () => {
  it("counts only the messages Clean up deleted, whatever their order: the spam deleted when caught is not counted again", async () => {
    const { handle } = setup({ actionOnSpam: Action.DELETE, floodMessages: 0 });
    const sender: TgUser = { id: 4_032, is_bot: false, first_name: "Mixed" };
    const earlier = [(await handle(tg.message(GROUP, sender, "good morning"))).message!.message_id];
    const calls = callsSince(tg);
    const spam = (await handle(tg.message(GROUP, sender, "SPAM in between"))).message!.message_id;
    const notice = await lastNotice(calls);
    // A message after the spam: the newest, so Clean up's first delete, and the spam's delete waits behind it.
    const later = (await handle(tg.message(GROUP, sender, "and a word after"))).message!.message_id;
    const { answer, calls: after } = await pressed(handle, owner, notice, "c");
    expect(answer.text).toBe("Cleaned up: 2 messages deleted");
    expect(deletedMessageIds(after(), GROUP.id).sort((a, b) => a - b)).toEqual([...earlier, spam, later].sort((a, b) => a - b));
    expect(after("deleteMessages")).toEqual([]);
  });

  it(`keeps the last ${RECENT_MESSAGES_KEPT} message ids of a sender, for 48 h; Clean up deletes exactly those`, async () => {
    // 101 messages at once are a flood (flood_messages): off here, so Clean up alone deletes them.
    const { handle } = setup({ actionOnSpam: Action.DELETE, floodMessages: 0 });
    const sender: TgUser = { id: 31, is_bot: false, first_name: "Chatty" };
    const ids: number[] = [];
    for (let i = 0; i <= RECENT_MESSAGES_KEPT; i++) ids.push((await handle(tg.message(GROUP, sender, `hello ${i}`))).message!.message_id);
    const key = `${ns.prefix}bot:adm:recent:${GROUP.id}:${sender.id}`;
    expect(await redis.llen(key)).toBe(RECENT_MESSAGES_KEPT);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(RECENT_MESSAGES_TTL_S - 10);
    expect(ttl).toBeLessThanOrEqual(RECENT_MESSAGES_TTL_S);
    const calls = callsSince(tg);
    const spam = (await handle(tg.message(GROUP, sender, "SPAM at last"))).message!.message_id;
    const notice = await lastNotice(calls);
    const { answer, calls: after } = await pressed(handle, owner, notice, "c");
    // The spam was deleted when caught; the newest RECENT_MESSAGES_KEPT - 1 others now; the oldest two were never kept.
    expect(answer.text).toBe(`Cleaned up: ${RECENT_MESSAGES_KEPT - 1} messages deleted`);
    const deleted = deletedMessageIds(after());
    expect(deleted.sort((a, b) => a - b)).toEqual([...ids.slice(2), spam].sort((a, b) => a - b));
    expect(await redis.exists(key)).toBe(0);
  });
});

describe("/report", () => {
  it("counts distinct members up to the threshold (1 acts at the first report); 0 turns members' reports off; an administrator's acts at once", async () => {
    const one = setup({ reportThreshold: 1 });
    const target = await one.handle(tg.message(GROUP, alice, "buy my bike"));
    let calls = callsSince(tg);
    await one.handle(tg.message(GROUP, members[0]!, "/report", { reply_to_message: target.message }));
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([target.message!.message_id]);
    expect(one.groups.reports.at(-1)).toMatchObject({
      label: ReportLabel.SPAM,
      text: "buy my bike",
      userId: BigInt(alice.id),
      reporterTelegramUserId: BigInt(members[0]!.id),
      sourceKey: `tg:${GROUP.id}:${target.message!.message_id}:spam`,
    });
    const notice = await lastNotice(calls);
    expect(notice.text).toContain("Warden deleted a message of @alice reported by 1 members.");

    const off = setup({ reportThreshold: 0 });
    const kept = await off.handle(tg.message(GROUP, alice, "buy my car"));
    calls = callsSince(tg);
    for (const m of members) await off.handle(tg.message(GROUP, m, "/report", { reply_to_message: kept.message }));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(await counter(off.registry, "warden_bot_member_reports_total", { outcome: "ignored" })).toBe(members.length);
    // An administrator's /report acts at once, whatever the threshold.
    await off.handle(tg.message(GROUP, owner, "/report", { reply_to_message: kept.message }));
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([kept.message!.message_id]);
    expect((await lastNotice(calls)).text).toContain("reported by an administrator (@owner)");
  });

  it("a threshold lowered below the reports already counted acts at the next report, and once", async () => {
    const five = setup({ reportThreshold: 5 });
    const target = await five.handle(tg.message(GROUP, alice, "selling a sofa, cheap"));
    const calls = callsSince(tg);
    for (const m of members) await five.handle(tg.message(GROUP, m, "/report", { reply_to_message: target.message }));
    expect(deletedMessageIds(calls())).toEqual([]);
    // The admins lower it to 3; four members have reported already.
    const three = setup({ reportThreshold: 3 });
    await three.handle(tg.message(GROUP, aMember(31), "/report", { reply_to_message: target.message }));
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([target.message!.message_id]);
    await three.handle(tg.message(GROUP, aMember(32), "/report", { reply_to_message: target.message }));
    expect(calls("deleteMessage")).toHaveLength(1);
  });

  it("a flood of /report replies is a flood: the flood's /report messages deleted, the member muted; photos captioned /report are judged like any photo", async () => {
    const { handle, engine, sink } = setup({ actionOnSpam: Action.DELETE, floodMessages: 6, floodSeconds: 60 });
    const flooder = aMember(51);
    const targets: { message_id: number }[] = [];
    for (const i of [1, 2, 3]) targets.push((await handle(tg.message(GROUP, alice, `an honest message ${i}`))).message!);
    let calls = callsSince(tg);
    const checked = engine.requests.length;
    const reports: number[] = [];
    for (let i = 0; i < 6; i++) reports.push((await handle(tg.message(GROUP, flooder, "/report", { reply_to_message: targets[i % 3] }))).message!.message_id);
    // the sixth within the window is judged as the flood it is
    expect(engine.requests.slice(checked).map((r) => r.behaviour.map((b) => b.name))).toEqual([["flood"]]);
    expect(deletedMessageIds(calls()).sort((a, b) => a - b)).toEqual(reports);
    expect(calls("restrictChatMember").map((c) => c.params.user_id)).toEqual([flooder.id]);
    // the reported messages themselves are untouched
    expect(deletedMessageIds(calls()).filter((id) => targets.some((t) => t.message_id === id))).toEqual([]);

    // ten photos captioned /report in reply: ten checks, the flood deleted, its sender muted once
    const photographer = aMember(52);
    calls = callsSince(tg);
    const before = engine.requests.length;
    for (let i = 0; i < 10; i++)
      await handle({ message: { ...(tg.captioned(GROUP, photographer, "/report").message as object), reply_to_message: targets[0] } });
    expect(engine.requests.length - before).toBe(10);
    expect(new Set(deletedMessageIds(calls())).size).toBe(10);
    expect(calls("restrictChatMember").map((c) => c.params.user_id)).toEqual([photographer.id]);
    expect(sink.decisions.filter((d) => d.userId === BigInt(photographer.id))).toHaveLength(10);
  });

  it("channel identities count together as one reporter (anyone can make many channels); a channel's report stores no reporter", async () => {
    const { handle, groups } = setup({ reportThreshold: 2 });
    const target = await handle(tg.message(GROUP, alice, "a message two channels dislike"));
    const calls = callsSince(tg);
    const promos = [-1001000000781, -1001000000782].map((id): TgChat => ({ id, type: "channel", title: `Channel ${id}` }));
    const asChannel = (c: TgChat, t: typeof target) =>
      handle({ message: { ...(tg.channelPost(GROUP, c, "/report").message as object), reply_to_message: t.message } });
    for (const c of promos) await asChannel(c, target);
    expect(deletedMessageIds(calls())).toEqual([]);
    // A member is a second reporter: the threshold is reached.
    await handle({ message: { ...(tg.message(GROUP, members[0]!, "/report").message as object), reply_to_message: target.message } });
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([target.message!.message_id]);
    expect(groups.reports.at(-1)).toMatchObject({
      label: ReportLabel.SPAM,
      text: "a message two channels dislike",
      reporterTelegramUserId: BigInt(members[0]!.id),
    });

    const one = setup({ reportThreshold: 1 });
    const other = await one.handle(tg.message(GROUP, alice, "a message one channel dislikes"));
    await one.handle({ message: { ...(tg.channelPost(GROUP, promos[0]!, "/report").message as object), reply_to_message: other.message } });
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toContain(other.message!.message_id);
    expect(one.groups.reports.at(-1)).toMatchObject({ text: "a message one channel dislikes", reporterTelegramUserId: undefined });
  });

  it("a reported photo of an album takes the whole album (one post): the photos seen at once, those still to come as they arrive", async () => {
    const { handle, registry } = setup({ reportThreshold: 2 });
    const poster = aMember(61);
    const album = "report-album-1";
    const parts = [await handle(tg.captioned(GROUP, poster, "selling my bike, see the photos", { media_group_id: album }))];
    for (let i = 0; i < 2; i++) parts.push(await handle(tg.captioned(GROUP, poster, "", { media_group_id: album })));
    const ids = parts.map((p) => p.message!.message_id);
    const calls = callsSince(tg);
    for (const m of [aMember(63), aMember(64)]) await handle(tg.message(GROUP, m, "/report", { reply_to_message: parts[0]!.message }));
    expect(deletedMessageIds(calls()).sort((a, b) => a - b)).toEqual(ids);
    const late = (await handle(tg.captioned(GROUP, poster, "", { media_group_id: album }))).message!.message_id;
    expect(deletedMessageIds(calls())).toContain(late);
    expect(await counter(registry, "warden_bot_behaviour_deletions_total", { signal: "album" })).toBe(3);
  });

  it("an administrator's /spam on a photo of an album, without the right to ban, deletes the whole album", async () => {
    const deleter: TgUser = { id: 71, is_bot: false, first_name: "Deleter", username: "deleter" };
    tg.setAdmins(GROUP.id, [
      { user: owner, status: "creator" },
      { user: deleter, status: "administrator", rights: { can_restrict_members: false } },
      { user: tg.bot },
    ]);
    const { handle } = setup();
    const poster = aMember(62);
    const album = "spam-album-1";
    const parts = [];
    for (const caption of ["nice flat for rent", "", ""]) parts.push(await handle(tg.captioned(GROUP, poster, caption, { media_group_id: album })));
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, deleter, "/spam", { reply_to_message: parts[1]!.message }));
    expect(calls("banChatMember")).toEqual([]);
    expect(deletedMessageIds(calls()).sort((a, b) => a - b)).toEqual(parts.map((p) => p.message!.message_id));
  });

  it("a member's report of an administrator's message, or of their own, is ignored", async () => {
    const { handle, registry } = setup({ reportThreshold: 1 });
    const calls = callsSince(tg);
    const byOwner = await handle(tg.message(GROUP, owner, "rules of the group"));
    await handle(tg.message(GROUP, members[0]!, "/report", { reply_to_message: byOwner.message }));
    const own = await handle(tg.message(GROUP, members[1]!, "my own words"));
    await handle(tg.message(GROUP, members[1]!, "/report", { reply_to_message: own.message }));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(await counter(registry, "warden_bot_member_reports_total", { outcome: "ignored" })).toBe(2);
  });
});

describe("the group's language", () => {
  // Senders of their own: a ban stays in the fake's state for the tests after these.
  const ivan: TgUser = { id: 81, is_bot: false, first_name: "Ivan", username: "ivan_sells" };
  const bob: TgUser = { id: 82, is_bot: false, first_name: "Bob", username: "bob_sells" };
  const labelsOf = (notice: Record<string, any>) => (notice.reply_markup.inline_keyboard.flat() as { text: string }[]).map((b) => b.text);
  const dataOf = (notice: Record<string, any>) => (notice.reply_markup.inline_keyboard.flat() as { callback_data: string }[]).map((b) => b.callback_data);

  it("a group with language ru gets its spam notice, the notice's buttons, the answers to them and what they post in Russian", async () => {
    const { handle } = setup({ language: "ru" });
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, ivan, "SPAM заработок от 500$ в день"));
    const notice = await lastNotice(calls);
    expect(notice.text).toBe(
      "Loop: Warden удалил спам-сообщение и заблокировал отправителя (earnings_promise, dm_invite). Отправитель: @ivan_sells.\n\n«SPAM заработок от 500$ в день»",
    );
    expect(labelsOf(notice)).toEqual(["✅ Не спам", "⛔ Заблокировать везде", "🧹 Очистить"]);
    expect(dataOf(notice).every((d) => d.endsWith(":ru"))).toBe(true);

    // Only an administrator of the group may press; the answer is in the group's language.
    const stranger = aMember(83);
    expect((await pressed(handle, stranger, notice, "n")).answer).toMatchObject({ text: "Это может сделать только администратор группы.", show_alert: true });
    const { answer, calls: after } = await pressed(handle, owner, notice, "n");
    expect(answer.text).toBe("Не спам: блокировка снята, сообщение восстановлено, отмечено как не спам");
    const restored = after("sendMessage").filter((c) => c.params.chat_id === GROUP.id);
    expect(restored.map((c) => c.params.text)).toEqual([
      "@ivan_sells (сообщение восстановлено администратором):\n<blockquote>SPAM заработок от 500$ в день</blockquote>",
    ]);
    await waitFor(async () => after("editMessageText").length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "the notice edited" });
    const edited = tg.botMessage(ADMIN_CHAT, notice.message_id)!;
    expect(edited.text).toBe(`${notice.text}\n\n✔ Не спам: блокировка снята, сообщение восстановлено, отмечено как не спам (@owner)`);
    expect(labelsOf(edited)).toEqual(["⛔ Заблокировать везде", "🧹 Очистить"]);
    expect((await pressed(handle, owner, notice, "n")).answer.text).toBe("Уже сделано.");
    expect((await pressed(handle, owner, notice, "c")).answer.text).toBe("Очистка: удалено 0 сообщений");

    // A notice whose reference is gone still answers in its language.
    const ref = parseCallback(dataOf(notice)[0])!.ref;
    await redis.del(`${ns.prefix}bot:adm:act:${ref}`);
    expect((await pressed(handle, owner, notice, "b")).answer).toMatchObject({ text: "Это уведомление устарело.", show_alert: true });
  });

  it("a group with language ru hears of a dry run and of members' reports in Russian", async () => {
    const dry = setup({ language: "ru", mode: ModerationMode.DRY_RUN });
    let calls = callsSince(tg);
    await dry.handle(tg.message(GROUP, aMember(84), "SPAM в пробном режиме"));
    expect((await lastNotice(calls)).text).toBe(
      "Loop: Пробный режим, ничего не сделано: Warden удалил бы спам-сообщение и заблокировал отправителя (earnings_promise, dm_invite). Отправитель: M84.\n\n«SPAM в пробном режиме»",
    );
    const one = setup({ language: "ru", reportThreshold: 1 });
    const target = await one.handle(tg.message(GROUP, aMember(86), "продаю велосипед"));
    calls = callsSince(tg);
    await one.handle(tg.message(GROUP, aMember(87), "/report", { reply_to_message: target.message }));
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([target.message!.message_id]);
    expect((await lastNotice(calls)).text).toBe("Loop: Warden удалил сообщение по жалобе 1 участника. Отправитель: M86.\n\n«продаю велосипед»");
  });

  it("a group with the default language (none set: an older groups-config) gets them in English, as before", async () => {
    const { handle, groups } = setup();
    expect(groups.settingsOf(GROUP.id)!.language).toBe("");
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, bob, "SPAM earn from $500 a day"));
    const notice = await lastNotice(calls);
    expect(notice.text).toBe("Loop: Warden deleted a spam message and banned @bob_sells (earnings_promise, dm_invite).\n\n«SPAM earn from $500 a day»");
    expect(labelsOf(notice)).toEqual(["✅ Not spam", "⛔ Ban everywhere", "🧹 Clean up"]);
    expect(dataOf(notice).every((d) => /^w:[nbc]:[A-Za-z0-9_-]+$/.test(d))).toBe(true);
    expect((await pressed(handle, aMember(85), notice, "c")).answer.text).toBe("Only an administrator of the group can do this.");
    expect((await pressed(handle, owner, notice, "c")).answer.text).toBe("Cleaned up: 0 messages deleted");
  });
});

describe("without Redis", () => {
  it("moderation goes on: spam is deleted and banned, the notice is sent without buttons, the failures are counted", async () => {
    const down = new Redis(`redis://127.0.0.1:${await freePort()}`, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    down.on("error", () => undefined);
    const { handle, sink, registry } = setup({}, down);
    const calls = callsSince(tg);
    const u = await handle(tg.message(GROUP, alice, "SPAM while Redis is down"));
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([u.message!.message_id]);
    expect(calls("banChatMember")).toHaveLength(1);
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.DELETE_AND_BAN });
    await waitFor(async () => noticesSince(calls).length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "a notice" });
    expect(noticesSince(calls)[0]!.params).not.toHaveProperty("reply_markup");
    expect(await counter(registry, "warden_bot_admin_state_errors_total", {})).toBeGreaterThanOrEqual(2);
    down.disconnect();
  });

  it("a mute goes on without the bot's record of its own restrictions: an administrator's longer restriction keeps its end, the failure is counted", async () => {
    const down = new Redis(`redis://127.0.0.1:${await freePort()}`, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    down.on("error", () => undefined);
    const { handle, registry } = setup({ actionOnSpam: Action.DELETE_AND_MUTE }, down);
    const threeDays = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const vic = aMember(50);
    await api.call("restrictChatMember", { chat_id: GROUP.id, user_id: vic.id, permissions: { can_send_messages: true }, until_date: threeDays });
    const calls = callsSince(tg);
    await handle(tg.message(GROUP, vic, "SPAM muted while Redis is down"));
    expect(calls("restrictChatMember").map((c) => c.params.until_date)).toEqual([threeDays]);
    expect(tg.memberOf(GROUP.id, vic.id)).toMatchObject({ status: "restricted", until_date: threeDays, permissions: { can_send_messages: false } });
    expect(await counter(registry, "warden_bot_admin_state_errors_total", { operation: "restriction_read" })).toBe(1);
    down.disconnect();
  });

  it(`an outage is logged once every ${REDIS_WARN_EVERY_MS / 1000} s, not once a message; every failure is counted`, async () => {
    const down = new Redis(`redis://127.0.0.1:${await freePort()}`, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    down.on("error", () => undefined);
    const warnings: string[] = [];
    const log = { ...logger, warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))), child: () => log } as unknown as Logger;
    const groups = stubGroups({ [GROUP.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN, adminChatId: BigInt(ADMIN_CHAT) }) });
    const registry = createRegistry("bot-test");
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    const { handle } = moderatorOn(tg, api, { engine, groups, redis: down, redisPrefix: ns.prefix, registry, logger: log });
    for (let i = 0; i < 5; i++) await handle(tg.message(GROUP, aMember(600 + i), `hello ${i}`));
    expect(await counter(registry, "warden_bot_admin_state_errors_total", { operation: "recent_messages" })).toBe(5);
    expect(warnings.filter((w) => w === "admin loop state unavailable")).toHaveLength(1);
    down.disconnect();
  });
});
