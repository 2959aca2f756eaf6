import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { endpointDisabledText } from "@warden/contract";
import { createKafka, EventPublisher, TOPICS } from "@warden/kafka";
import { NotificationSchema } from "@warden/proto";
import { type FakeTelegram, type Receiver, SPAM_TEXT, type TgChat, type TgUser, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { apiClient } from "../support/api.js";
import { botWorld, LOOPBACK_WEBHOOKS, webhookEnvelopes, webhookReceiver } from "../support/bot.js";
import { ROOT, type RunningService, type Stack, startBot } from "../support/stack.js";

// The moderation bot end to end: a fake Telegram Bot API feeds updates to the real bot process,
// which asks the real engine (policy from the real groups-config), acts through the fake, and
// publishes to Kafka; journal-analytics and the webhook dispatcher consume, and the gateway
// serves the journal and analytics back. Every API response is validated against the OpenAPI document.
const TOKEN = `123456:${"A".repeat(35)}`;
const stamp = Date.now();
const SPAM = `${SPAM_TEXT} ${stamp}`;
const HONEST = "See you all at the meetup on Friday";
const owner: TgUser = { id: 5_550_000, is_bot: false, first_name: "Owner", username: "group_owner" };
const spammer: TgUser = { id: 5_550_001, is_bot: false, first_name: "Spammer", username: "easy_money" };
const member: TgUser = { id: 5_550_002, is_bot: false, first_name: "Member" };
const visitor: TgUser = { id: 5_550_003, is_bot: false, first_name: "Visitor", username: "just_visiting" };
const newOwner: TgUser = { id: 5_550_004, is_bot: false, first_name: "Ольга", language_code: "ru-RU" };
const DASHBOARD_PUBLIC = "https://warden.example/";

let stack: Stack;
let tg: FakeTelegram;
let bot: RunningService;
let api: ReturnType<typeof apiClient>;
let receiver: Receiver;
let secret: string;
let db: pg.Client;
let G: number;
let chat: TgChat;

/** Verified webhook envelopes received so far. */
const envelopes = () => webhookEnvelopes(receiver, secret);

beforeAll(async () => {
  ({ tg, stack, api, G, chat } = await botWorld(TOKEN, "bot", LOOPBACK_WEBHOOKS));
  db = new pg.Client({ connectionString: stack.db.url });
  await db.connect();

  ({ receiver, secret } = await webhookReceiver(api, G, "bot e2e"));

  const patched = await api.patch(`/groups/${G}/settings`, { action_on_spam: "delete_and_mute", mute_minutes: 30 });
  expect(patched.status).toBe(200);

  tg.setAdmins(G, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  bot = await startBot(stack, tg, TOKEN, { DASHBOARD_PUBLIC_URL: DASHBOARD_PUBLIC });
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
  await tg?.close();
  await receiver?.close();
});

describe("the bot in a Pro group", () => {
  it("is added by the owner: the group stays Pro and active, and its Telegram admins are recorded", async () => {
    tg.addUpdates(tg.botMembership(chat, owner, "administrator"));
    await tg.waitForCall("getChatAdministrators", (p) => p.chat_id === G);
    const admins = await waitFor(
      async () => {
        const { rows } = await db.query("SELECT telegram_user_id FROM groups_config.group_admins WHERE group_id = $1 AND granted_by = 'telegram'", [G]);
        return rows.length > 0 ? rows : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 100, message: "telegram admins synced" },
    );
    expect(admins.map((r: { telegram_user_id: number }) => Number(r.telegram_user_id))).toEqual([owner.id]);
    const group = await api.get(`/groups/${G}`);
    expect(group.status).toBe(200);
    expect(group.body).toMatchObject({ id: G, plan: "pro", bot_status: "active" });
  });

  it("a spam message: deleteMessage and restrictChatMember through the Bot API, a bot journal entry with the action, spam.detected as docs/webhooks.md describes it", async () => {
    // The same engine call as the API: the API's verdict on this text in this group.
    const checked = await api.post("/spam/check", { text: SPAM, group_id: G });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ verdict: "spam", recommended_action: "delete_and_mute" });

    tg.addUpdates(tg.memberUpdate(chat, spammer, { status: "left" }, { status: "member" }));
    const [posted] = tg.addUpdates(tg.message(chat, spammer, SPAM));
    const messageId = (posted!.message as { message_id: number }).message_id;
    const before = Math.floor(Date.now() / 1000);

    await tg.waitForDeletion(G, messageId);
    const muted = await tg.waitForCall("restrictChatMember", (p) => p.chat_id === G && p.user_id === spammer.id);
    expect(tg.deletionsIn(G).filter((id) => id === messageId)).toEqual([messageId]);
    expect(muted.params.permissions.can_send_messages).toBe(false);
    expect(muted.params.until_date).toBeGreaterThanOrEqual(before + 30 * 60 - 5);
    expect(muted.params.until_date).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
    expect(tg.callsOf("banChatMember")).toEqual([]);

    const entry = await waitFor(async () => (await api.get(`/groups/${G}/journal?source=bot&verdict=spam`)).body.items[0], {
      timeoutMs: 15_000,
      intervalMs: 200,
      message: "bot journal entry",
    });
    expect(entry).toMatchObject({
      source: "bot",
      message_id: messageId,
      user_id: spammer.id,
      text_excerpt: SPAM,
      verdict: "spam",
      score: checked.body.score,
      matched_rules: checked.body.matched_rules,
      action: "delete_and_mute",
    });

    const spamEvent = await waitFor(async () => envelopes().find((e) => e.type === "spam.detected"), {
      timeoutMs: 20_000,
      intervalMs: 200,
      message: "spam.detected webhook",
    });
    expect(spamEvent.group_id).toBe(G);
    expect(spamEvent.id).toMatch(/^evt_/);
    expect(Object.keys(spamEvent.data).sort()).toEqual(["action", "category", "confidence", "message_id", "text", "user_id"]);
    expect(spamEvent.data).toEqual({
      message_id: messageId,
      user_id: spammer.id,
      text: SPAM,
      action: "deleted_and_muted",
      category: checked.body.categories[0],
      confidence: checked.body.confidence,
    });
    expect(Number.isInteger(spamEvent.data.message_id)).toBe(true);
    const mutedEvent = await waitFor(async () => envelopes().find((e) => e.type === "user.muted"), {
      timeoutMs: 10_000,
      intervalMs: 200,
      message: "user.muted webhook",
    });
    expect(mutedEvent.data).toMatchObject({ user_id: spammer.id, by: "engine" });
  });

  it("an honest message from a member: no action, a clean bot decision, counted in analytics", async () => {
    const [posted] = tg.addUpdates(tg.message(chat, member, HONEST));
    const messageId = (posted!.message as { message_id: number }).message_id;
    const entry = await waitFor(
      async () => (await api.get(`/groups/${G}/journal?source=bot&verdict=clean`)).body.items.find((i: { message_id: number }) => i.message_id === messageId),
      { timeoutMs: 15_000, intervalMs: 200, message: "clean bot decision" },
    );
    expect(entry).toMatchObject({ source: "bot", verdict: "clean", action: "none", user_id: member.id });
    expect(tg.deletionsIn(G).filter((d) => d === messageId)).toEqual([]);
    expect(tg.callsOf("restrictChatMember", (p) => p.user_id === member.id)).toEqual([]);
  });

  it("a join and a leave: user.joined and user.left webhooks, and both in analytics with the messages", async () => {
    tg.addUpdates(tg.memberUpdate(chat, visitor, { status: "left" }, { status: "member" }));
    tg.addUpdates(tg.joinedService(chat, [visitor]));
    const joined = await waitFor(async () => envelopes().find((e) => e.type === "user.joined" && e.data.user_id === visitor.id), {
      timeoutMs: 20_000,
      intervalMs: 200,
      message: "user.joined",
    });
    expect(joined.data).toEqual({ user_id: visitor.id, username: "just_visiting" });
    tg.addUpdates(tg.memberUpdate(chat, visitor, { status: "member" }, { status: "left" }));
    const left = await waitFor(async () => envelopes().find((e) => e.type === "user.left"), { timeoutMs: 20_000, intervalMs: 200, message: "user.left" });
    expect(left.data).toEqual({ user_id: visitor.id });

    const today = new Date().toISOString().slice(0, 10);
    const expected = { messages: 2, active_users: 2, joins: 2, leaves: 1, spam_blocked: 1 };
    const analytics = await waitFor(
      async () => {
        const res = await api.get(`/groups/${G}/analytics?from=${today}&to=${today}`);
        expect(res.status).toBe(200);
        return JSON.stringify(res.body.totals) === JSON.stringify(expected) ? res.body : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, message: `analytics totals ${JSON.stringify(expected)}` },
    );
    expect(analytics.daily).toEqual([{ date: today, ...expected }]);
    // The join reported twice (chat_member and the service message) was counted once, and sent once.
    expect(envelopes().filter((e) => e.type === "user.joined" && e.data.user_id === visitor.id)).toHaveLength(1);
  });

  it("added to a group Warden does not know: registered on the Free plan, owned by whoever added it", async () => {
    const fresh: TgChat = { id: -1009000000001, type: "supergroup", title: "A new home" };
    tg.setAdmins(fresh.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    tg.addUpdates(tg.botMembership(fresh, owner, "administrator"));
    const row = await waitFor(
      async () =>
        (
          await db.query("SELECT title, plan, bot_status, owner_telegram_user_id::float8 AS owner_telegram_user_id FROM groups_config.groups WHERE id = $1", [
            fresh.id,
          ])
        ).rows[0],
      { timeoutMs: 10_000, intervalMs: 100, message: "new group registered" },
    );
    expect(row).toEqual({ title: "A new home", plan: "free", bot_status: "active", owner_telegram_user_id: owner.id });
    tg.addUpdates(tg.botMembership(fresh, owner, "left", "administrator"));
    await waitFor(async () => (await db.query("SELECT bot_status FROM groups_config.groups WHERE id = $1", [fresh.id])).rows[0]?.bot_status === "removed", {
      timeoutMs: 10_000,
      intervalMs: 100,
      message: "group marked removed",
    });
  });

  it("sends the owner notifications published on notifications.v1 as direct messages", async () => {
    const publisher = new EventPublisher(createKafka({ brokers: stack.kafka.brokers, clientId: "bot-e2e" }));
    await publisher.connect();
    try {
      const text = "Your webhook endpoint was disabled after 3 days of failed deliveries.";
      const n = create(NotificationSchema, {
        eventId: "evt_notice_bot_e2e_1",
        occurredAt: timestampFromDate(new Date()),
        telegramUserId: BigInt(owner.id),
        text,
        accountId: stack.demo.accountId,
      });
      await publisher.publish(TOPICS.notifications, NotificationSchema, { key: String(owner.id), eventId: n.eventId, message: n });
      const sent = await tg.waitForCall("sendMessage", (p) => p.chat_id === owner.id, 20_000);
      expect(sent.params).toEqual({ chat_id: owner.id, text });
    } finally {
      await publisher.disconnect();
    }
  });

  it("greets a new owner who presses Start in Russian, with the add-to-group and dashboard buttons; sets its command menu; writes the owner's notices in Russian", async () => {
    // The menu, set at start-up for private chats, members and administrators, in English and Russian.
    const menus = await waitFor(() => (tg.callsOf("setMyCommands").length >= 12 ? tg.callsOf("setMyCommands") : undefined), {
      timeoutMs: 10_000,
      message: "the command menus",
    });
    expect(menus.map((c) => `${c.params.scope.type}:${c.params.language_code ?? ""}`).sort()).toEqual([
      ...["all_chat_administrators", "all_group_chats", "all_private_chats"].flatMap((scope) => ["", "be", "kk", "ru"].map((code) => `${scope}:${code}`)),
    ]);
    tg.addUpdates(tg.message({ id: newOwner.id, type: "private" }, newOwner, "/start"));
    const welcome = await tg.waitForCall("sendMessage", (p) => p.chat_id === newOwner.id, 15_000);
    expect(welcome.params.text).toMatch(/^Warden защищает группы в Telegram от спама/);
    expect(welcome.params.reply_markup.inline_keyboard).toEqual([
      [{ text: "➕ Добавить в группу", url: `https://t.me/${tg.bot.username}?startgroup=warden&admin=delete_messages+restrict_members` }],
      [{ text: "Открыть панель управления", url: "https://warden.example/dashboard" }],
    ]);

    // A notice from the webhook dispatcher, with what it says: written in the language the owner started the bot in.
    const publisher = new EventPublisher(createKafka({ brokers: stack.kafka.brokers, clientId: "bot-e2e-ru" }));
    await publisher.connect();
    try {
      const since = new Date("2026-12-01T00:00:00.000Z");
      const n = create(NotificationSchema, {
        eventId: "evt_notice_bot_e2e_ru",
        occurredAt: timestampFromDate(new Date()),
        telegramUserId: BigInt(newOwner.id),
        text: "English fallback",
        endpointDisabled: { endpointId: "wh_e2e", url: "https://hooks.example.com/x", failingSince: timestampFromDate(since) },
      });
      await publisher.publish(TOPICS.notifications, NotificationSchema, { key: String(newOwner.id), eventId: n.eventId, message: n });
      const sent = await tg.waitForCall("sendMessage", (p) => p.chat_id === newOwner.id && p.text !== welcome.params.text, 20_000);
      expect(sent.params.text).toBe(endpointDisabledText("ru", { endpointId: "wh_e2e", url: "https://hooks.example.com/x", failingSince: since }));
    } finally {
      await publisher.disconnect();
    }
  });

  it("stays ready, and counts its decisions in /metrics", async () => {
    expect((await fetch(`${bot.url}/readyz`)).status).toBe(200);
    const metrics = await (await fetch(`${bot.url}/metrics`)).text();
    expect(metrics).toMatch(/warden_bot_decisions_total\{[^}]*verdict="spam"[^}]*\} 1\n/);
    expect(metrics).toMatch(/warden_bot_decisions_total\{[^}]*verdict="clean"[^}]*\} 1\n/);
  });

  it("in webhook mode: registers its public URL with a secret, acts on pushed updates, refuses pushes without the secret", async () => {
    await bot.stop();
    const hooked = await stack.startService("bot", {
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_ROOT: tg.url,
      TELEGRAM_WEBHOOK_URL: "https://bot.warden.example/telegram/webhook",
      ENGINE_URL: stack.services.engine!.url,
      GROUPS_CONFIG_URL: stack.services["groups-config"]!.url,
    });
    try {
      expect(tg.webhook).toMatchObject({
        url: "https://bot.warden.example/telegram/webhook",
        allowed_updates: ["message", "edited_message", "my_chat_member", "chat_member", "callback_query", "message_reaction"],
      });
      expect(tg.webhook!.secret).toMatch(/^[A-Za-z0-9_-]{16,256}$/);
      const via = `${hooked.url}/telegram/webhook`;
      const forged = tg.message(chat, spammer, `${SPAM} (forged)`);
      expect(await tg.pushToWebhook(forged, { url: via, secret: "not-the-secret" })).toBe(401);
      expect(await tg.pushToWebhook(forged, { url: via, secret: null })).toBe(401);
      const real = tg.message(chat, member, `${SPAM} (pushed)`);
      expect(await tg.pushToWebhook(real, { url: via })).toBe(200);
      const id = (real.message as { message_id: number }).message_id;
      await tg.waitForDeletion(G, id);
      const forgedId = (forged.message as { message_id: number }).message_id;
      expect(tg.deletionsIn(G).filter((d) => d === forgedId)).toEqual([]);
    } finally {
      await hooked.stop();
    }
  });

  it("its log never carries the token", async () => {
    const log = readFileSync(join(ROOT, ".reports", "e2e-logs", `bot-bot-${bot.port}.log`), "utf8");
    expect(log).toContain('"msg":"bot identity"');
    expect(log).not.toContain(TOKEN.split(":")[1]!);
  });
});
