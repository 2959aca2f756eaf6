import { Action, BotStatus, ReportLabel } from "@warden/proto";
import { deletedMessageIds, testRedisNamespace, waitFor, type FakeTelegram, type TgAdmin, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApi } from "../src/telegram/client.js";
import { callsSince, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// The notice buttons do on the bot's side only what the presser's Telegram rights let them do
// themselves, in each group: "Not spam" lifts a ban or a mute only for an administrator with
// can_restrict_members, "Ban everywhere" bans only where the presser has it, "Clean up" deletes only
// for one with can_delete_messages. A button refused so stays on the notice for another administrator.
let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();
const ADMIN_CHAT = -1001000004899;
const owner: TgUser = { id: 99, is_bot: false, first_name: "Owner", username: "owner" };
const pinner: TgUser = { id: 61, is_bot: false, first_name: "Pinner", username: "pins_only" };
const mod: TgUser = { id: 64, is_bot: false, first_name: "Mod", username: "moderator" };

const ONLY_PIN = { can_delete_messages: false, can_restrict_members: false, can_pin_messages: true };
const NO_DELETE = { can_delete_messages: false, can_restrict_members: true };

beforeAll(async () => {
  ({ tg, api } = await startTelegram());
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  await redis.connect();
});

afterAll(async () => {
  redis?.disconnect();
  await ns.cleanup();
  await tg?.close();
});

let nextGroup = -1001000004800;
let nextSpammer = 7_100;
const aChat = (title: string): TgChat => ({ id: nextGroup--, type: "supergroup", title });

/** A group of its own whose notices go to ADMIN_CHAT: the owner, `admins` and the bot administer it; `siblings` are the account's other groups. */
function setup(admins: TgAdmin[], siblings: TgChat[] = []) {
  const chat = aChat("Rights");
  tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, ...admins, { user: tg.bot }]);
  const groups = stubGroups({ [chat.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN, adminChatId: BigInt(ADMIN_CHAT) }) });
  groups.groups.get(chat.id)!.owner = BigInt(owner.id);
  for (const g of siblings) groups.groups.set(g.id, { settings: settings(), version: 1n, status: BotStatus.ACTIVE });
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  return { chat, groups, ...moderatorOn(tg, api, { engine, groups, redis, redisPrefix: ns.prefix }) };
}

/** Spam from a new sender in `chat` (deleted, the sender banned) and the admin chat's notice of it. */
async function spamNotice(r: ReturnType<typeof setup>, text = "SPAM earn $500 a day") {
  const spammer: TgUser = { id: nextSpammer++, is_bot: false, first_name: "Spammer", username: `spammer_${nextSpammer}` };
  const calls = callsSince(tg);
  const posted = (await r.handle(tg.message(r.chat, spammer, text))).message!;
  return { spammer, posted, notice: await noticeAfter(calls) };
}

/** The first notice the admin chat got among `calls`, as the bot sent it. */
async function noticeAfter(calls: ReturnType<typeof callsSince>) {
  const sent = await waitFor(async () => calls("sendMessage").find((c) => c.params.chat_id === ADMIN_CHAT), {
    timeoutMs: 5_000,
    intervalMs: 10,
    message: "a notice",
  });
  const id = tg.botMessagesIn(ADMIN_CHAT).find((m) => m.text === sent.params.text)!.message_id as number;
  return structuredClone(tg.botMessage(ADMIN_CHAT, id)!);
}

const labels = (notice: Record<string, any>) => (notice.reply_markup?.inline_keyboard ?? []).flat().map((b: { text: string }) => b.text);

async function press(r: ReturnType<typeof setup>, who: TgUser, notice: Record<string, any>, verb: "n" | "b" | "c") {
  const data = (notice.reply_markup.inline_keyboard.flat() as { callback_data: string }[]).find((b) => b.callback_data.startsWith(`w:${verb}:`))!.callback_data;
  const calls = callsSince(tg);
  await r.handle(tg.callbackQuery(who, tg.botMessage(ADMIN_CHAT, notice.message_id)!, data));
  const answer = calls("answerCallbackQuery")[0]!.params;
  // Telegram refuses an answer of more than 200 characters
  expect(String(answer.text ?? "").length).toBeLessThanOrEqual(200);
  return { answer, calls };
}

describe("Ban everywhere", () => {
  it("an administrator who may only pin messages is refused: nobody banned, the button kept for an administrator who may ban", async () => {
    const r = setup([{ user: pinner, rights: ONLY_PIN }]);
    const { spammer, notice } = await spamNotice(r);
    const refused = await press(r, pinner, notice, "b");
    expect(refused.answer).toMatchObject({
      show_alert: true,
      text: "Ban everywhere needs the “Ban users” right in the group, which you do not have: nothing was done.",
    });
    expect(refused.calls("banChatMember")).toEqual([]);
    expect(refused.calls("editMessageText")).toEqual([]);
    const done = await press(r, owner, notice, "b");
    expect(done.answer.text).toBe("Banned everywhere: here and 0 other groups");
    expect(done.calls("banChatMember").map((c) => [c.params.chat_id, c.params.user_id])).toEqual([[r.chat.id, spammer.id]]);
  });

  it("bans only in the groups where the presser may ban members, and says where it did not", async () => {
    const mayBan = aChat("Mod may ban");
    const mayPin = aChat("Mod may only pin");
    const notMod = aChat("Mod is no admin");
    tg.setAdmins(mayBan.id, [{ user: owner, status: "creator" }, { user: mod, rights: NO_DELETE }, { user: tg.bot }]);
    tg.setAdmins(mayPin.id, [{ user: owner, status: "creator" }, { user: mod, rights: ONLY_PIN }, { user: tg.bot }]);
    tg.setAdmins(notMod.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    const r = setup([{ user: mod, rights: NO_DELETE }], [mayBan, mayPin, notMod]);
    const { spammer, notice } = await spamNotice(r);
    const { answer, calls } = await press(r, mod, notice, "b");
    expect(answer.text).toBe("Banned everywhere: here and 1 other group; not in 1 where you lack the “Ban users” right");
    expect(
      calls("banChatMember")
        .map((c) => [c.params.chat_id, c.params.user_id])
        .sort(),
    ).toEqual(
      [
        [r.chat.id, spammer.id],
        [mayBan.id, spammer.id],
      ].sort(),
    );
  });
});

describe("Not spam", () => {
  it("on a ban, from an administrator who may not unban: reported as not spam only (no unban, no restore), the button kept; the owner's press then does the rest", async () => {
    const r = setup([{ user: pinner, rights: ONLY_PIN }]);
    const { spammer, posted, notice } = await spamNotice(r, "SPAM that was not spam");
    const partial = await press(r, pinner, notice, "n");
    expect(partial.answer).toMatchObject({
      show_alert: true,
      text: "Reported as not spam. Not unbanned or restored: that needs the “Ban users” right in the group, which you do not have; an administrator who has it can press Not spam again.",
    });
    expect(partial.calls("unbanChatMember")).toEqual([]);
    expect(partial.calls("sendMessage").filter((c) => c.params.chat_id === r.chat.id)).toEqual([]);
    expect(partial.calls("editMessageText")).toEqual([]);
    expect(r.groups.reports.map((x) => [x.label, x.sourceKey, x.reporterTelegramUserId])).toEqual([
      [ReportLabel.HAM, `tg:${r.chat.id}:${posted.message_id}:ham`, BigInt(pinner.id)],
    ]);
    expect(labels(tg.botMessage(ADMIN_CHAT, notice.message_id)!)).toContain("✅ Not spam");

    const full = await press(r, owner, notice, "n");
    expect(full.answer.text).toBe("Not spam: unbanned, message restored, reported as not spam");
    expect(full.calls("unbanChatMember").map((c) => c.params.user_id)).toEqual([spammer.id]);
    // done now: a later press, whoever's, does nothing more
    const again = await press(r, pinner, notice, "n");
    expect(again.answer.text).toBe("Already done.");
    expect(r.groups.reports).toHaveLength(2);
  });

  it("on an administrator's /report that deleted nothing (no “Delete messages”): the spam report is corrected, nothing re-posted", async () => {
    const r = setup([{ user: mod, rights: NO_DELETE }]);
    const member: TgUser = { id: nextSpammer++, is_bot: false, first_name: "Seller" };
    const posted = (await r.handle(tg.message(r.chat, member, "selling my bike, DM me"))).message!;
    const calls = callsSince(tg);
    await r.handle(tg.message(r.chat, mod, "/report", { reply_to_message: posted }));
    const notice = await noticeAfter(calls);
    expect(deletedMessageIds(calls())).toEqual([]);
    const { answer, calls: after } = await press(r, mod, notice, "n");
    expect(answer.text).toBe("Not spam: reported as not spam");
    expect(after("sendMessage").filter((c) => c.params.chat_id === r.chat.id)).toEqual([]);
    expect(r.groups.reports.map((x) => [x.label, x.sourceKey, x.reporterTelegramUserId])).toEqual([
      [ReportLabel.SPAM, `tg:${r.chat.id}:${posted.message_id}:spam`, BigInt(mod.id)],
      [ReportLabel.HAM, `tg:${r.chat.id}:${posted.message_id}:ham`, BigInt(mod.id)],
    ]);
  });
});

describe("Clean up", () => {
  it("from an administrator who may not delete messages: refused, nothing deleted, the button kept", async () => {
    const r = setup([{ user: mod, rights: NO_DELETE }]);
    const { notice } = await spamNotice(r);
    const { answer, calls } = await press(r, mod, notice, "c");
    expect(answer).toMatchObject({
      show_alert: true,
      text: "Clean up needs the “Delete messages” right in the group, which you do not have: nothing was done.",
    });
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("editMessageText")).toEqual([]);
    const done = await press(r, owner, notice, "c");
    expect(done.answer.text).toMatch(/^Cleaned up: /);
  });
});
