import { type FakeTelegram, type Receiver, SPAM_TEXT, type TgChat, type TgUser, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { apiClient } from "../support/api.js";
import { botWorld, counterOf, LOOPBACK_WEBHOOKS, messageIdOf, webhookEnvelopes, webhookReceiver } from "../support/bot.js";
import { type RunningService, type Stack, startBot } from "../support/stack.js";

// Posts made on behalf of a chat (Telegram's sender_chat), end to end: the real bot against the
// fake Bot API, the real engine and groups-config, Kafka, journal-analytics, the webhook dispatcher
// and the gateway. A channel's spam is deleted and the channel identity banned (banChatSenderChat),
// journalled and sent as spam.detected with sender_chat_id; the group's anonymous administrators
// and its linked channel are never moderated.
const TOKEN = `123456:${"C".repeat(35)}`;
const stamp = Date.now();
const owner: TgUser = { id: 5_560_000, is_bot: false, first_name: "Owner", username: "channel_owner" };
const member: TgUser = { id: 5_560_002, is_bot: false, first_name: "Member" };
const promo: TgChat = { id: -1005560000001, type: "channel", title: "Easy money", username: "easy_money_channel" };
const linked: TgChat = { id: -1005560000002, type: "channel", title: "Our news", username: "our_news" };
const ANONYMOUS_BOT_ID = 1087968824;
const CHANNEL_BOT_ID = 136817688;

let stack: Stack;
let tg: FakeTelegram;
let bot: RunningService;
let api: ReturnType<typeof apiClient>;
let receiver: Receiver;
let secret: string;
let G: number;
let chat: TgChat;

const envelopes = () => webhookEnvelopes(receiver, secret);

/** The bot's count of posts it left unmoderated, by reason, from its /metrics. */
const exemptPosts = (reason: string) => counterOf(bot.url, "warden_bot_exempt_posts_total", `reason="${reason}"`);

beforeAll(async () => {
  ({ tg, stack, api, G, chat } = await botWorld(TOKEN, "bot-channels", LOOPBACK_WEBHOOKS));

  ({ receiver, secret } = await webhookReceiver(api, G));

  expect((await api.patch(`/groups/${G}/settings`, { action_on_spam: "delete_and_ban" })).status).toBe(200);
  tg.setAdmins(G, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  tg.setLinkedChat(G, linked.id);
  bot = await startBot(stack, tg, TOKEN);
});

afterAll(async () => {
  await stack?.stop();
  await tg?.close();
  await receiver?.close();
});

describe("posts on behalf of a chat", () => {
  it("a channel's spam: deleted, the channel identity banned with banChatSenderChat, journalled and sent as spam.detected with sender_chat_id", async () => {
    const text = `${SPAM_TEXT} ${stamp} (channel)`;
    const checked = await api.post("/spam/check", { text, group_id: G });
    expect(checked.body).toMatchObject({ verdict: "spam", recommended_action: "delete_and_ban" });

    const [posted] = tg.addUpdates(tg.channelPost(chat, promo, text));
    const messageId = messageIdOf(posted);
    await tg.waitForDeletion(G, messageId);
    const banned = await tg.waitForCall("banChatSenderChat", (p) => p.chat_id === G);
    expect(banned.params).toEqual({ chat_id: G, sender_chat_id: promo.id });
    // The placeholder user Telegram puts in `from` is never the target.
    expect(tg.callsOf("banChatMember")).toEqual([]);
    expect(tg.callsOf("restrictChatMember")).toEqual([]);

    const entry = await waitFor(
      async () => (await api.get(`/groups/${G}/journal?source=bot`)).body.items.find((i: { message_id: number }) => i.message_id === messageId),
      { timeoutMs: 15_000, intervalMs: 200, message: "journal entry of the channel's post" },
    );
    expect(entry).toMatchObject({ source: "bot", message_id: messageId, sender_chat_id: promo.id, verdict: "spam", action: "delete_and_ban" });
    expect(entry).not.toHaveProperty("user_id");

    const spam = await waitFor(async () => envelopes().find((e) => e.type === "spam.detected" && e.data.message_id === messageId), {
      timeoutMs: 20_000,
      intervalMs: 200,
      message: "spam.detected of the channel's post",
    });
    expect(spam.group_id).toBe(G);
    expect(spam.data).toEqual({
      message_id: messageId,
      sender_chat_id: promo.id,
      text,
      action: "deleted_and_banned",
      category: checked.body.categories[0],
      confidence: checked.body.confidence,
    });
  });

  it("an anonymous administrator's spam-like post, the linked channel's automatic forward and its own post are left alone: no action, no journal entry, no webhook", async () => {
    const [anonymous] = tg.addUpdates(tg.anonymousAdminPost(chat, `${SPAM_TEXT} ${stamp} (anonymous admin)`));
    const [forward] = tg.addUpdates(tg.automaticForward(chat, linked, `${SPAM_TEXT} ${stamp} (automatic forward)`));
    const [own] = tg.addUpdates(tg.channelPost(chat, linked, `${SPAM_TEXT} ${stamp} (linked channel)`));
    const exempt = [anonymous, forward, own].map(messageIdOf);

    // The bot has handled all three ...
    await waitFor(async () => (await exemptPosts("anonymous_admin")) === 1 && (await exemptPosts("linked_channel")) === 2, {
      timeoutMs: 15_000,
      intervalMs: 100,
      message: "three exempt posts counted",
    });
    // ... and a later member's message has gone all the way to the journal, so anything the three made would be there.
    const [later] = tg.addUpdates(tg.message(chat, member, `See you on Friday ${stamp}`));
    const laterId = messageIdOf(later);
    await waitFor(async () => (await api.get(`/groups/${G}/journal?source=bot`)).body.items.find((i: { message_id: number }) => i.message_id === laterId), {
      timeoutMs: 15_000,
      intervalMs: 200,
      message: "journal entry of the later message",
    });
    const journal = (await api.get(`/groups/${G}/journal?source=bot&limit=100`)).body.items as { message_id: number }[];
    expect(journal.filter((i) => exempt.includes(i.message_id))).toEqual([]);
    expect(tg.deletionsIn(G).filter((d) => exempt.includes(d))).toEqual([]);
    expect(tg.callsOf("banChatSenderChat", (p) => p.sender_chat_id === linked.id || p.sender_chat_id === G)).toEqual([]);
    expect(tg.callsOf("banChatMember", (p) => p.user_id === ANONYMOUS_BOT_ID || p.user_id === CHANNEL_BOT_ID)).toEqual([]);
    expect(envelopes().filter((e) => exempt.includes(e.data.message_id as number))).toEqual([]);
    // The linked channel was read from Telegram once.
    expect(tg.callsOf("getChat", (p) => p.chat_id === G)).toHaveLength(1);
  });
});
