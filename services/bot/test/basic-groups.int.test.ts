import { Action, ModerationMode, ReportLabel } from "@warden/proto";
import { testRedisNamespace, waitFor, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApi, TelegramApiError } from "../src/telegram/client.js";
import { callsSince, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// Basic groups (chat type "group", ids above -10^12): Telegram restricts members only in supergroups and lifts bans only
// in supergroups and channels; a basic group's ban is a removal (the member can be added back). The bot does there what
// Telegram allows, and its notices say what that was.
let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();
const ADMIN_CHAT = -1001000009199;
const owner: TgUser = { id: 99, is_bot: false, first_name: "Owner", username: "owner" };
const member = (id: number): TgUser => ({ id, is_bot: false, first_name: `M${id}` });
let nextGroup = -4009100;

beforeAll(async () => {
  ({ tg, api } = await startTelegram());
  tg.setAdmins(ADMIN_CHAT, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
});

afterAll(async () => {
  redis?.disconnect();
  await ns.cleanup();
  await tg?.close();
});

/** A basic group of its own administered by `owner`, its notices to ADMIN_CHAT. */
function basicGroup(over: Parameters<typeof settings>[0] = {}) {
  const chat: TgChat = { id: nextGroup--, type: "group", title: "Basic" };
  tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  const groups = stubGroups({ [chat.id]: settings({ adminChatId: BigInt(ADMIN_CHAT), ...over }) });
  groups.groups.get(chat.id)!.owner = BigInt(owner.id);
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  return { chat, groups, ...moderatorOn(tg, api, { engine, groups, redis, redisPrefix: ns.prefix }) };
}

/** The notice about `who` in the admin chat (a notice is not awaited: one of another test may come in between). */
async function noticeAbout(calls: ReturnType<typeof callsSince>, who: TgUser) {
  const about = () => calls("sendMessage").filter((c) => c.params.chat_id === ADMIN_CHAT && String(c.params.text).includes(who.first_name));
  await waitFor(async () => about().length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "a notice" });
  const sent = about().at(-1)!;
  return structuredClone(tg.botMessagesIn(ADMIN_CHAT).find((m) => m.text === sent.params.text)!);
}

describe("the fake Telegram answers for basic groups as Telegram does", () => {
  it("refuses restrictChatMember and unbanChatMember with Telegram's 400s; takes banChatMember; getChat says 'group'", async () => {
    const chat = -4009000;
    const refusal = (method: "restrictChatMember" | "unbanChatMember", params: object) =>
      api.call(method, { chat_id: chat, user_id: 5103, ...params } as never).then(
        () => undefined,
        (err: unknown) => err,
      );
    const restricted = await refusal("restrictChatMember", { permissions: { can_send_messages: false }, until_date: 0 });
    expect(restricted).toBeInstanceOf(TelegramApiError);
    expect(restricted).toMatchObject({ code: 400, description: "Bad Request: method is available only for supergroups" });
    expect(await refusal("unbanChatMember", { only_if_banned: true })).toMatchObject({
      code: 400,
      description: "Bad Request: method is available for supergroup and channel chats only",
    });
    expect(await api.call("banChatMember", { chat_id: chat, user_id: 5103, revoke_messages: true })).toBe(true);
    expect((await api.call("getChat", { chat_id: chat })).type).toBe("group");
    // a supergroup's are taken
    expect(await api.call("unbanChatMember", { chat_id: -1001000009000, user_id: 5103, only_if_banned: true })).toBe(true);
  });
});

describe("moderation in a basic group", () => {
  it("'Not spam' on a ban restores and reports the message, and says there was no ban to lift (not 'That did not work')", async () => {
    const { chat, groups, handle } = basicGroup({ actionOnSpam: Action.DELETE_AND_BAN });
    const spammer = member(5102);
    const calls = callsSince(tg);
    await handle(tg.message(chat, spammer, "SPAM in a basic group"));
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([spammer.id]);
    const notice = await noticeAbout(calls, spammer);
    const data = (notice.reply_markup.inline_keyboard.flat() as { callback_data: string }[]).find((b) => b.callback_data.startsWith("w:n:"))!.callback_data;
    const after = callsSince(tg);
    await handle(tg.callbackQuery(owner, tg.botMessage(ADMIN_CHAT, notice.message_id)!, data));
    expect(after("answerCallbackQuery")[0]!.params.text).toBe(
      "Not spam: no ban to lift (a basic group only removes members: they can be added back), message restored, reported as not spam",
    );
    expect(after("sendMessage").filter((c) => c.params.chat_id === chat.id)).toHaveLength(1);
    expect(groups.reports).toMatchObject([{ label: ReportLabel.HAM, text: "SPAM in a basic group" }]);
    // Done once: a second press is "Already done", not another try.
    const again = callsSince(tg);
    await handle(tg.callbackQuery(owner, tg.botMessage(ADMIN_CHAT, notice.message_id)!, data));
    expect(again("answerCallbackQuery")[0]!.params.text).toBe("Already done.");
  });

  it("'Not spam' whose lift Telegram refuses for another reason (the bot lost its rights) fails as a press, restoring nothing", async () => {
    const { chat, groups, handle } = basicGroup({ actionOnSpam: Action.DELETE_AND_BAN });
    const spammer = member(5104);
    const calls = callsSince(tg);
    await handle(tg.message(chat, spammer, "SPAM before the bot lost its rights"));
    const notice = await noticeAbout(calls, spammer);
    const data = (notice.reply_markup.inline_keyboard.flat() as { callback_data: string }[]).find((b) => b.callback_data.startsWith("w:n:"))!.callback_data;
    tg.failNext("unbanChatMember", 1, { error_code: 400, description: "Bad Request: not enough rights to restrict/unrestrict chat member" });
    const after = callsSince(tg);
    await handle(tg.callbackQuery(owner, tg.botMessage(ADMIN_CHAT, notice.message_id)!, data));
    expect(after("answerCallbackQuery")[0]!.params).toMatchObject({ text: "That did not work; try again in a moment.", show_alert: true });
    expect(after("sendMessage").filter((c) => c.params.chat_id === chat.id)).toEqual([]);
    expect(groups.reports).toEqual([]);
  });

  it("delete_and_mute deletes the message without a mute Telegram would refuse; the decision and the notice say so", async () => {
    const { chat, sink, handle } = basicGroup({ actionOnSpam: Action.DELETE_AND_MUTE });
    const spammer = member(5110);
    const calls = callsSince(tg);
    const u = await handle(tg.message(chat, spammer, "SPAM that would mute"));
    expect(calls("restrictChatMember")).toEqual([]);
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([u.message!.message_id]);
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.DELETE });
    const notice = await noticeAbout(calls, spammer);
    expect(notice.text).toMatch(/^Basic: Warden deleted a spam message from M5110 \(.*\)\. Not muted: Telegram mutes members in supergroups only\.\n/);
  });

  it("a dry run's notice says what enforcing would do there: delete, without the mute", async () => {
    const { chat, handle } = basicGroup({ actionOnSpam: Action.DELETE_AND_MUTE, mode: ModerationMode.DRY_RUN });
    const spammer = member(5111);
    const calls = callsSince(tg);
    await handle(tg.message(chat, spammer, "SPAM in a dry run"));
    expect(calls("deleteMessage")).toEqual([]);
    const notice = await noticeAbout(calls, spammer);
    expect(notice.text).toMatch(
      /^Basic: Dry run, nothing done: Warden would have deleted a spam message from M5111 \(.*\)\. Not muted: Telegram mutes members in supergroups only\.\n/,
    );
  });

  it("soft_ban bans (a removal there) where it would restrict, and the notice says so", async () => {
    const { chat, sink, handle } = basicGroup({ actionOnSpam: Action.DELETE_AND_BAN, mode: ModerationMode.SOFT_BAN });
    const spammer = member(5111);
    const calls = callsSince(tg);
    await handle(tg.message(chat, spammer, "SPAM in soft_ban mode"));
    expect(calls("restrictChatMember")).toEqual([]);
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([spammer.id]);
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.DELETE_AND_BAN });
    const notice = await noticeAbout(calls, spammer);
    expect(notice.text).toContain("Warden deleted a spam message and banned M5111");
    expect(notice.text).toContain("Banned instead of restricted (soft_ban): Telegram restricts members in supergroups only");
  });

  it("soft_ban's ban-list screening bans a listed newcomer, and the notice says why it is not a restriction", async () => {
    const chat: TgChat = { id: nextGroup--, type: "group", title: "Basic" };
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    const groups = stubGroups({ [chat.id]: settings({ adminChatId: BigInt(ADMIN_CHAT), externalBanList: true, mode: ModerationMode.SOFT_BAN }) });
    const listed = member(5112);
    const engine = stubEngine({ settingsOf: groups.settingsOf, listed: new Set([listed.id]) });
    const { handle } = moderatorOn(tg, api, { engine, groups, redis, redisPrefix: ns.prefix });
    const calls = callsSince(tg);
    await handle(tg.memberUpdate(chat, listed, { status: "left" }, { status: "member" }));
    expect(calls("restrictChatMember")).toEqual([]);
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([listed.id]);
    const notice = await noticeAbout(calls, listed);
    expect(notice.text).toContain("Warden banned M5112 (id 5112) on joining");
    expect(notice.text).toContain("Banned instead of restricted (soft_ban)");
  });
});
