import { Action } from "@warden/proto";
import { waitFor, type FakeTelegram, type TgAdmin, type TgChat, type TgUser } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApi } from "../src/telegram/client.js";
import { callsSince, moderatedGroup, openTopic, settings, startTelegram } from "./support.js";

// Forum supergroups (is_forum): what the bot posts about a message goes into that message's topic; a topic closed
// (TOPIC_CLOSED) or deleted (message thread not found) refuses it, and the bot then posts in the General topic rather
// than not at all. Against the fake Bot API, which answers those refusals as Telegram does; without Redis.
let tg: FakeTelegram;
let api: BotApi;
const owner: TgUser = { id: 98, is_bot: false, first_name: "Owner", username: "owner" };
const pinner: TgUser = { id: 61, is_bot: false, first_name: "Pinner", username: "pins_only" };
const spammer: TgUser = { id: 71, is_bot: false, first_name: "Spammer", username: "cash_now" };
const member: TgUser = { id: 72, is_bot: false, first_name: "Member", username: "member" };

beforeAll(async () => ({ tg, api } = await startTelegram()));
afterAll(() => tg?.close());

let nextGroup = -1001000009100;
function forum(admins: TgAdmin[], over: Partial<Parameters<typeof settings>[0]> = {}) {
  const chat: TgChat = { id: nextGroup--, type: "supergroup", title: "Forum", is_forum: true };
  const g = moderatedGroup(tg, api, chat, [{ user: owner, status: "creator" }, ...admins, { user: tg.bot }], settings(over));
  const { handle } = g;
  /** A topic opened by `by`: its opening service message (whose id is the topic's). */
  const openTopicBy = (by: TgUser, name: string) => openTopic(tg, chat, by, name, handle);
  /** A service message of topic `thread` (closed, reopened) by `by`. */
  const topicService = (by: TgUser, thread: number, field: "forum_topic_closed" | "forum_topic_reopened") => {
    const u = tg.message(chat, by, "", { [field]: {}, message_thread_id: thread, is_topic_message: true });
    delete (u.message as { text?: string }).text;
    return u;
  };
  const inTopic = (thread: number, extra: Record<string, unknown> = {}) => ({ message_thread_id: thread, is_topic_message: true, ...extra });
  return { ...g, openTopic: openTopicBy, topicService, inTopic };
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: { code?: number; description?: string }) => ({ code: e.code, description: e.description }),
  );

describe("the fake Bot API and forum topics", () => {
  it("answers a post into a closed topic with TOPIC_CLOSED, into a deleted one with 'message thread not found', as Telegram does", async () => {
    const f = forum([]);
    const topic = await f.openTopic(member, "Questions");
    const asked = (await f.handle(tg.message(f.chat, member, "how do I join?", f.inTopic(topic)))).message!;
    await f.handle(f.topicService(owner, topic, "forum_topic_closed"));
    expect(await errorOf(api.call("sendMessage", { chat_id: f.chat.id, message_thread_id: topic, text: "hello" }))).toEqual({
      code: 400,
      description: "Bad Request: TOPIC_CLOSED",
    });
    // A reply goes into the topic of the message it replies to.
    expect(await errorOf(api.call("sendMessage", { chat_id: f.chat.id, text: "hello", reply_parameters: { message_id: asked.message_id } }))).toEqual({
      code: 400,
      description: "Bad Request: TOPIC_CLOSED",
    });
    await f.handle(f.topicService(owner, topic, "forum_topic_reopened"));
    const sent = await api.call("sendMessage", { chat_id: f.chat.id, message_thread_id: topic, text: "hello" });
    expect(sent).toMatchObject({ message_thread_id: topic, is_topic_message: true });
    await api.call("deleteForumTopic", { chat_id: f.chat.id, message_thread_id: topic });
    expect(await errorOf(api.call("sendMessage", { chat_id: f.chat.id, message_thread_id: topic, text: "hello" }))).toEqual({
      code: 400,
      description: "Bad Request: message thread not found",
    });
    // General (no topic named) takes it.
    expect(await api.call("sendMessage", { chat_id: f.chat.id, text: "hello" })).not.toHaveProperty("message_thread_id");
  });

  it("refuses a reply to a message that is not there unless allow_sending_without_reply is set", async () => {
    const f = forum([]);
    expect(await errorOf(api.call("sendMessage", { chat_id: f.chat.id, text: "hi", reply_parameters: { message_id: 999_999 } }))).toEqual({
      code: 400,
      description: "Bad Request: message to be replied not found",
    });
    await expect(
      api.call("sendMessage", { chat_id: f.chat.id, text: "hi", reply_parameters: { message_id: 999_999, allow_sending_without_reply: true } }),
    ).resolves.toMatchObject({ text: "hi" });
  });
});

describe("the bot in a forum", () => {
  it("an administrator's /spam in a topic closed meanwhile: the reply about the rights lacking is posted in General, not lost", async () => {
    const f = forum([{ user: pinner, rights: { can_delete_messages: false, can_restrict_members: false, can_pin_messages: true } }], {
      actionOnSpam: Action.NONE,
    });
    const topic = await f.openTopic(member, "Deals");
    const target = (await f.handle(tg.message(f.chat, spammer, "quick money, write me", f.inTopic(topic)))).message!;
    await f.handle(f.topicService(owner, topic, "forum_topic_closed"));
    const calls = callsSince(tg);
    // Administrators may still post in a closed topic.
    await f.handle(tg.message(f.chat, pinner, "/spam", f.inTopic(topic, { reply_to_message: target })));
    const replies = () => calls("sendMessage").filter((c) => c.params.chat_id === f.chat.id);
    // The second post is made once the first is refused (not awaited by the update).
    await waitFor(async () => replies().length >= 2, { timeoutMs: 2_000, intervalMs: 10, message: "the reply posted again" }).catch(() => undefined);
    expect(replies().map((c) => c.params.message_thread_id)).toEqual([topic, undefined]);
    expect(replies()[1]!.params).not.toHaveProperty("reply_parameters");
    const posted = tg.botMessagesIn(f.chat.id).map((m) => [m.text, m.message_thread_id]);
    expect(posted).toEqual([[expect.stringMatching(/^Warden did not delete the message or ban its sender/), undefined]]);
  });

  it("an administrator's /spam in an open topic: the reply stays in the topic", async () => {
    const f = forum([{ user: pinner, rights: { can_delete_messages: false, can_restrict_members: false, can_pin_messages: true } }], {
      actionOnSpam: Action.NONE,
    });
    const topic = await f.openTopic(member, "Deals");
    const target = (await f.handle(tg.message(f.chat, spammer, "quick money, write me", f.inTopic(topic)))).message!;
    const calls = callsSince(tg);
    await f.handle(tg.message(f.chat, pinner, "/spam", f.inTopic(topic, { reply_to_message: target })));
    expect(calls("sendMessage").map((c) => c.params.message_thread_id)).toEqual([topic]);
    expect(tg.botMessagesIn(f.chat.id).map((m) => m.message_thread_id)).toEqual([topic]);
  });

  it("a group that is its own admin chat hears of spam in the topic the spam was in; in General once that topic is closed", async () => {
    const f = forum([], { actionOnSpam: Action.DELETE });
    f.groups.settingsOf(f.chat.id)!.adminChatId = BigInt(f.chat.id);
    const topic = await f.openTopic(member, "Deals");
    const calls = callsSince(tg);
    await f.handle(tg.message(f.chat, spammer, "SPAM quick money, write me", f.inTopic(topic)));
    const notices = () => calls("sendMessage").map((c) => c.params);
    expect(notices()).toEqual([expect.objectContaining({ chat_id: f.chat.id, message_thread_id: topic, text: expect.stringContaining("deleted a spam") })]);
    // Closed meanwhile: the next notice goes to General rather than nowhere.
    await f.handle(f.topicService(owner, topic, "forum_topic_closed"));
    await f.handle(tg.message(f.chat, spammer, "SPAM quick money again", f.inTopic(topic)));
    // The second post is made once the first is refused (not awaited by the update).
    await waitFor(async () => tg.botMessagesIn(f.chat.id).length >= 2, { timeoutMs: 2_000, intervalMs: 10, message: "the notice posted in General" });
    expect(tg.botMessagesIn(f.chat.id).map((m) => m.message_thread_id)).toEqual([topic, undefined]);
  });

  it("a topic closed and reopened: service messages, nothing judged and nothing done; spam posted in a closed topic is deleted and its sender banned as anywhere", async () => {
    const f = forum([], { actionOnSpam: Action.DELETE_AND_BAN });
    const topic = await f.openTopic(member, "Announcements");
    const judged = f.engine.requests.length;
    const calls = callsSince(tg);
    await f.handle(f.topicService(owner, topic, "forum_topic_closed"));
    await f.handle(f.topicService(owner, topic, "forum_topic_reopened"));
    await f.handle(f.topicService(owner, topic, "forum_topic_closed"));
    expect(f.engine.requests.length).toBe(judged);
    expect(calls()).toEqual([]);
    // One allowed to post in a closed topic (an administrator's hijacked account is one) is moderated all the same.
    const spam = (await f.handle(tg.message(f.chat, spammer, "SPAM quick money in a closed topic", f.inTopic(topic)))).message!;
    expect(calls("deleteMessage").map((c) => c.params)).toEqual([{ chat_id: f.chat.id, message_id: spam.message_id }]);
    expect(calls("banChatMember").map((c) => c.params)).toEqual([{ chat_id: f.chat.id, user_id: spammer.id, revoke_messages: true }]);
  });
});
