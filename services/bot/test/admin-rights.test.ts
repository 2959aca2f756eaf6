import { Action, ReportLabel } from "@warden/proto";
import { deletedMessageIds } from "@warden/testing";
import type { FakeTelegram, TgAdmin, TgChat, TgUser } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApi } from "../src/telegram/client.js";
import { callsSince, moderatedGroup, settings, startTelegram } from "./support.js";

// An administrator's /spam, /ham and /report do on the bot's side only what their Telegram rights
// let them do themselves: a ban needs can_restrict_members, a deletion can_delete_messages, in the
// group the command is in. A post on behalf of the group itself (an anonymous administrator) may do
// what every anonymous administrator of the group may do. Against the fake Bot API, without Redis.
let tg: FakeTelegram;
let api: BotApi;
const owner: TgUser = { id: 98, is_bot: false, first_name: "Owner", username: "owner" };
const pinner: TgUser = { id: 61, is_bot: false, first_name: "Pinner", username: "pins_only" };
const deleter: TgUser = { id: 62, is_bot: false, first_name: "Deleter", username: "deletes_only" };
const banner: TgUser = { id: 63, is_bot: false, first_name: "Banner", username: "bans_only" };
const spammer: TgUser = { id: 71, is_bot: false, first_name: "Spammer", username: "cash_now" };

const ONLY_PIN = { can_delete_messages: false, can_restrict_members: false, can_pin_messages: true };
const ONLY_DELETE = { can_delete_messages: true, can_restrict_members: false };
const ONLY_RESTRICT = { can_delete_messages: false, can_restrict_members: true };

beforeAll(async () => ({ tg, api } = await startTelegram()));
afterAll(() => tg?.close());

let nextGroup = -1001000004000;
/**
 * A group of its own (nothing shared with another test): the owner, `admins` and the bot administer it. `handle`
 * resolves once every Bot API call the update made is done (the replies in the group are not awaited by the bot).
 */
function group(admins: TgAdmin[], over: Partial<Parameters<typeof settings>[0]> = {}) {
  const chat: TgChat = { id: nextGroup--, type: "supergroup", title: "Rights" };
  const admined = [{ user: owner, status: "creator" as const }, ...admins, { user: tg.bot }];
  return moderatedGroup(tg, api, chat, admined, settings({ actionOnSpam: Action.NONE, ...over }));
}

const replyTo = (u: Record<string, unknown>, target: unknown, extra: Record<string, unknown> = {}) => ({
  message: { ...(u.message as object), reply_to_message: target, ...extra },
});

/** The bot's replies in the group (its refusals), as sent. */
const repliesIn = (calls: ReturnType<typeof callsSince>, chat: TgChat) => calls("sendMessage").filter((c) => c.params.chat_id === chat.id);

describe("/spam from an administrator without every right", () => {
  it("an administrator who may only pin messages: nothing deleted, nobody banned; the message is reported and the admin told why", async () => {
    const g = group([{ user: pinner, rights: ONLY_PIN }]);
    const target = (await g.handle(tg.message(g.chat, spammer, "quick money, write me"))).message!;
    const calls = callsSince(tg);
    const command = (await g.handle(tg.message(g.chat, pinner, "/spam", { reply_to_message: target }))).message!;
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("banChatMember")).toEqual([]);
    expect(g.groups.reports).toMatchObject([{ label: ReportLabel.SPAM, text: "quick money, write me", reporterTelegramUserId: BigInt(pinner.id) }]);
    expect(repliesIn(calls, g.chat).map((c) => c.params)).toEqual([
      {
        chat_id: g.chat.id,
        text: "Warden did not delete the message or ban its sender: that needs the “Delete messages” and “Ban users” rights, which you do not have in this group. The message is reported as spam.",
        reply_parameters: { message_id: command.message_id, allow_sending_without_reply: true },
        disable_notification: true,
      },
    ]);
  });

  it("with delete but not restrict rights: deleted and reported, not banned, and told so", async () => {
    const g = group([{ user: deleter, rights: ONLY_DELETE }]);
    const target = (await g.handle(tg.message(g.chat, spammer, "quick money again"))).message!;
    const calls = callsSince(tg);
    await g.handle(tg.message(g.chat, deleter, "/spam", { reply_to_message: target }));
    expect(calls("deleteMessage").map((c) => c.params)).toEqual([{ chat_id: g.chat.id, message_id: target.message_id }]);
    expect(calls("banChatMember")).toEqual([]);
    expect(g.sink.events.filter((e) => e.reason === "/spam by an administrator")).toEqual([]);
    expect(g.groups.reports.map((r) => r.label)).toEqual([ReportLabel.SPAM]);
    expect(repliesIn(calls, g.chat).map((c) => c.params.text)).toEqual([
      "Warden did not ban its sender: that needs the “Ban users” right, which you do not have in this group. The message is reported as spam.",
    ]);
  });

  it("with restrict but not delete rights: the sender banned, the message not deleted by the bot", async () => {
    const g = group([{ user: banner, rights: ONLY_RESTRICT }]);
    const target = (await g.handle(tg.message(g.chat, spammer, "quick money once more"))).message!;
    const calls = callsSince(tg);
    await g.handle(tg.message(g.chat, banner, "/spam", { reply_to_message: target }));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([spammer.id]);
    expect(repliesIn(calls, g.chat).map((c) => c.params.text)).toEqual([
      "Warden did not delete the message: that needs the “Delete messages” right, which you do not have in this group. The message is reported as spam.",
    ]);
  });

  it("with every right: deleted, banned, reported, and no reply", async () => {
    const g = group([{ user: deleter, rights: { can_delete_messages: true, can_restrict_members: true } }]);
    const target = (await g.handle(tg.message(g.chat, spammer, "quick money for all"))).message!;
    const calls = callsSince(tg);
    await g.handle(tg.message(g.chat, deleter, "/spam", { reply_to_message: target }));
    expect(calls("deleteMessage")).toHaveLength(1);
    expect(calls("banChatMember")).toHaveLength(1);
    expect(repliesIn(calls, g.chat)).toEqual([]);
  });

  it("/ham needs no right: any administrator reports a message as not spam", async () => {
    const g = group([{ user: pinner, rights: ONLY_PIN }]);
    const target = (await g.handle(tg.message(g.chat, spammer, "selling my bike, DM me"))).message!;
    const calls = callsSince(tg);
    await g.handle(tg.message(g.chat, pinner, "/ham", { reply_to_message: target }));
    expect(g.groups.reports.map((r) => [r.label, r.reporterTelegramUserId])).toEqual([[ReportLabel.HAM, BigInt(pinner.id)]]);
    expect(repliesIn(calls, g.chat)).toEqual([]);
  });

  it("in a forum topic, the reply goes to the command's topic", async () => {
    const g = group([{ user: pinner, rights: ONLY_PIN }]);
    const topic = { message_thread_id: 4_242, is_topic_message: true };
    const target = (await g.handle(tg.message(g.chat, spammer, "quick money in a topic", topic))).message!;
    const calls = callsSince(tg);
    await g.handle(tg.message(g.chat, pinner, "/spam", { ...topic, reply_to_message: target }));
    expect(repliesIn(calls, g.chat).map((c) => c.params.message_thread_id)).toEqual([4_242]);
  });
});

describe("an administrator's /report", () => {
  it("without the right to delete: reported as spam, not deleted, and told so", async () => {
    const g = group([{ user: pinner, rights: ONLY_PIN }]);
    const target = (await g.handle(tg.message(g.chat, spammer, "cheap followers here"))).message!;
    const calls = callsSince(tg);
    await g.handle(tg.message(g.chat, pinner, "/report", { reply_to_message: target }));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(g.groups.reports).toMatchObject([{ label: ReportLabel.SPAM, text: "cheap followers here", reporterTelegramUserId: BigInt(pinner.id) }]);
    expect(repliesIn(calls, g.chat).map((c) => c.params.text)).toEqual([
      "Warden did not delete the message: that needs the “Delete messages” right, which you do not have in this group. The message is reported as spam.",
    ]);
  });
});

describe("an anonymous administrator (a post on behalf of the group itself)", () => {
  it("may do what every anonymous administrator may: the owner alone anonymous, /spam deletes and bans; the report names no reporter", async () => {
    const g = group([]);
    tg.setAdmins(g.chat.id, [{ user: owner, status: "creator", is_anonymous: true }, { user: pinner, rights: ONLY_PIN }, { user: tg.bot }]);
    const target = (await g.handle(tg.message(g.chat, spammer, "quick money, anonymous"))).message!;
    const calls = callsSince(tg);
    await g.handle(replyTo(tg.anonymousAdminPost(g.chat, "/spam"), target));
    expect(calls("deleteMessage")).toHaveLength(1);
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([spammer.id]);
    // GroupAnonymousBot is every anonymous administrator of every group: no reporter rather than that one
    expect(g.groups.reports).toHaveLength(1);
    expect(g.groups.reports[0]!.reporterTelegramUserId).toBeUndefined();
    expect(repliesIn(calls, g.chat)).toEqual([]);
  });

  it("one anonymous administrator may only pin: a post of any of them only reports, and says why", async () => {
    const g = group([]);
    tg.setAdmins(g.chat.id, [{ user: owner, status: "creator", is_anonymous: true }, { user: pinner, rights: ONLY_PIN, is_anonymous: true }, { user: tg.bot }]);
    const target = (await g.handle(tg.message(g.chat, spammer, "quick money, anonymous again"))).message!;
    const calls = callsSince(tg);
    await g.handle(replyTo(tg.anonymousAdminPost(g.chat, "/spam"), target));
    await g.handle(replyTo(tg.anonymousAdminPost(g.chat, "/report"), target));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("banChatMember")).toEqual([]);
    expect(g.groups.reports.map((r) => [r.label, r.reporterTelegramUserId])).toEqual([
      [ReportLabel.SPAM, undefined],
      [ReportLabel.SPAM, undefined],
    ]);
    expect(repliesIn(calls, g.chat).map((c) => c.params.text)).toEqual([
      "Warden did not delete the message or ban its sender: that needs the “Delete messages” and “Ban users” rights, which not every anonymous administrator of this group has. The message is reported as spam.",
      "Warden did not delete the message: that needs the “Delete messages” right, which not every anonymous administrator of this group has. The message is reported as spam.",
    ]);
  });
});

describe("in a group whose language is ru", () => {
  it("the replies to an administrator's /spam and /report, and to an anonymous administrator's, are in Russian", async () => {
    const g = group([{ user: pinner, rights: ONLY_PIN }], { language: "ru" });
    const target = (await g.handle(tg.message(g.chat, spammer, "быстрые деньги, пишите"))).message!;
    const calls = callsSince(tg);
    await g.handle(tg.message(g.chat, pinner, "/spam", { reply_to_message: target }));
    await g.handle(tg.message(g.chat, pinner, "/report", { reply_to_message: target }));
    tg.setAdmins(g.chat.id, [{ user: owner, status: "creator", is_anonymous: true }, { user: pinner, rights: ONLY_PIN, is_anonymous: true }, { user: tg.bot }]);
    await g.handle(replyTo(tg.anonymousAdminPost(g.chat, "/spam"), target));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(repliesIn(calls, g.chat).map((c) => c.params.text)).toEqual([
      "Warden не удалил сообщение и не заблокировал его отправителя: для этого нужны права «Удаление сообщений» и «Блокировка пользователей», которых у вас в этой группе нет. Сообщение отмечено как спам.",
      "Warden не удалил сообщение: для этого нужно право «Удаление сообщений», которого у вас в этой группе нет. Сообщение отмечено как спам.",
      "Warden не удалил сообщение и не заблокировал его отправителя: для этого нужны права «Удаление сообщений» и «Блокировка пользователей», которые есть не у всех анонимных администраторов этой группы. Сообщение отмечено как спам.",
    ]);
  });
});
