import { type FakeTelegram, type Receiver, SPAM_TEXT, type TgChat, type TgUser, waitFor } from "@warden/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { apiClient } from "../support/api.js";
import { botJournalEntry, botWorld, counterOf, LOOPBACK_WEBHOOKS, messageIdOf, webhookEnvelopes, webhookReceiver } from "../support/bot.js";
import { type RunningService, type Stack, startBot } from "../support/stack.js";

// The admin loop end to end: the real bot (with Redis) against the fake Bot API, the real engine,
// groups-config, Kafka, journal-analytics, the webhook dispatcher and the gateway. Every action the
// bot takes is posted to the group's admin chat with buttons; "Not spam" unbans, restores and
// reports ham, "Ban everywhere" bans in the account's other group, "Clean up" deletes the user's
// recent messages; members' /report reaching the threshold deletes a message; dry_run and soft_ban.
const TOKEN = `123456:${"A".repeat(35)}`;
const stamp = Date.now();
const owner: TgUser = { id: 5_570_000, is_bot: false, first_name: "Owner", username: "adm_owner" };
const member: TgUser = { id: 5_570_001, is_bot: false, first_name: "Member", username: "adm_member" };
const spammers: TgUser[] = [1, 2, 3, 4, 5].map((i) => ({ id: 5_570_100 + i, is_bot: false, first_name: `Spammer ${i}`, username: `adm_spammer_${i}` }));
const reporters: TgUser[] = [1, 2, 3].map((i) => ({ id: 5_570_200 + i, is_bot: false, first_name: `Reporter ${i}` }));
const ADMIN_CHAT = -1005570000009;
// A different spam text for each test: a "Not spam" teaches the group that its text (and its near
// duplicates) is not spam, and a /report that it is.
const SPAM = {
  notSpam: SPAM_TEXT,
  banEverywhere: "Free crypto airdrop for the first 1000 users, connect your wallet at the link in my profile, DM me",
  softBan: "Casino bonus 300% on the first deposit, withdraw in five minutes, write me in DM for the link",
  dryRun: "Join our VIP channel with daily signals for crypto trading, guaranteed profit 200%, DM me now",
};
const G2 = -1005570000002;

let stack: Stack;
let tg: FakeTelegram;
let bot: RunningService;
let api: ReturnType<typeof apiClient>;
let receiver: Receiver;
let secret: string;
let G: number;
let chat: TgChat;

const envelopes = () => webhookEnvelopes(receiver, secret);
const journalEntry = (messageId: number) => botJournalEntry(api, G, messageId);

/** The notice the admin chat got about a sender (its text names them), with its buttons. */
async function noticeAbout(name: string): Promise<Record<string, any>> {
  const notice = await waitFor(async () => tg.botMessagesIn(ADMIN_CHAT).find((m) => typeof m.text === "string" && m.text.includes(name)), {
    timeoutMs: 15_000,
    intervalMs: 50,
    message: `admin notice about ${name}`,
  });
  // As it was sent (the fake edits its own copy).
  return structuredClone(notice);
}

const buttons = (notice: Record<string, any>): { text: string; callback_data: string }[] => (notice.reply_markup?.inline_keyboard ?? []).flat();
const button = (notice: Record<string, any>, label: string) => {
  const b = buttons(notice).find((x) => x.text.includes(label));
  if (!b) throw new Error(`no "${label}" button on the notice: ${JSON.stringify(notice.reply_markup)}`);
  return b.callback_data;
};

/** Presses a notice's button as `who`; resolves with the answerCallbackQuery the bot made. */
async function press(who: TgUser, notice: Record<string, any>, label: string) {
  const update = tg.callbackQuery(who, tg.botMessage(ADMIN_CHAT, notice.message_id)!, button(notice, label));
  const queryId = (update.callback_query as { id: string }).id;
  tg.addUpdates(update);
  return tg.waitForCall("answerCallbackQuery", (p) => p.callback_query_id === queryId, 15_000);
}

async function patchSettings(patch: Record<string, unknown>): Promise<void> {
  const res = await api.patch(`/groups/${G}/settings`, patch);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Posts spam from `who` (checked as spam first) and waits until the bot has deleted it. */
async function postSpam(who: TgUser, spam: string): Promise<{ messageId: number; text: string }> {
  const text = `${spam} ${stamp}`;
  expect((await api.post("/spam/check", { text, group_id: G })).body).toMatchObject({ verdict: "spam", recommended_action: "delete_and_ban" });
  const [posted] = tg.addUpdates(tg.message(chat, who, text));
  const messageId = messageIdOf(posted);
  await tg.waitForDeletion(G, messageId, 15_000);
  return { messageId, text };
}

beforeAll(async () => {
  ({ tg, stack, api, G, chat } = await botWorld(TOKEN, "bot-admin", LOOPBACK_WEBHOOKS));
  // The account's second group, where the bot is active too.
  await stack.cli("group", "upsert", "--id", String(G2), "--title", "Second group", "--plan", "pro", "--admin", stack.demo.accountId);

  // The admins' chat: the bot is in it, and the account administers it (admin_chat_id must name such a chat).
  await stack.cli("group", "upsert", "--id", String(ADMIN_CHAT), "--title", "Admins", "--plan", "free", "--admin", stack.demo.accountId);
  ({ receiver, secret } = await webhookReceiver(api, G));

  await patchSettings({ action_on_spam: "delete_and_ban", admin_chat_id: ADMIN_CHAT });
  for (const g of [G, G2]) tg.setAdmins(g, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  // Settings are read again on every message, so a mode change applies at once.
  bot = await startBot(stack, tg, TOKEN, { BOT_SETTINGS_TTL_MS: "0" });
});

afterAll(async () => {
  await stack?.stop();
  await tg?.close();
  await receiver?.close();
});

describe("admin notices with buttons", () => {
  it("a non-administrator pressing a button changes nothing; the owner's 'Not spam' unbans, restores the message as a quote and reports it as ham, once", async () => {
    const spammer = spammers[0]!;
    const { text } = await postSpam(spammer, SPAM.notSpam);
    await tg.waitForCall("banChatMember", (p) => p.chat_id === G && p.user_id === spammer.id);
    const notice = await noticeAbout(`@${spammer.username}`);
    expect(notice.text).toContain("Warden demo group: Warden deleted a spam message and banned");
    expect(buttons(notice).map((b) => b.text)).toEqual(["✅ Not spam", "⛔ Ban everywhere", "🧹 Clean up"]);
    for (const b of buttons(notice)) expect(Buffer.byteLength(b.callback_data)).toBeLessThanOrEqual(64);

    // A member who is not an administrator of the group: told so, nothing done, the notice unchanged.
    const refused = await press(member, notice, "Not spam");
    expect(refused.params).toMatchObject({ show_alert: true, text: "Only an administrator of the group can do this." });
    expect(tg.callsOf("unbanChatMember")).toEqual([]);
    expect(tg.callsOf("editMessageText")).toEqual([]);
    expect(buttons(tg.botMessage(ADMIN_CHAT, notice.message_id)!)).toHaveLength(3);

    const answered = await press(owner, notice, "Not spam");
    expect(answered.params.text).toBe("Not spam: unbanned, message restored, reported as not spam");
    expect(tg.callsOf("unbanChatMember").map((c) => c.params)).toEqual([{ chat_id: G, user_id: spammer.id, only_if_banned: true }]);
    const [restored] = tg.callsOf("sendMessage", (p) => p.chat_id === G && String(p.text).includes("restored by an administrator"));
    expect(restored!.params).toMatchObject({ parse_mode: "HTML" });
    expect(restored!.params.text).toContain(`@${spammer.username} wrote`);
    expect(restored!.params.text).toContain(`<blockquote>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</blockquote>`);
    // The notice says what was done and by whom, and keeps only the buttons not pressed yet.
    const edited = await waitFor(async () => tg.botMessage(ADMIN_CHAT, notice.message_id)?.edit_date && tg.botMessage(ADMIN_CHAT, notice.message_id), {
      timeoutMs: 5_000,
      intervalMs: 20,
      message: "notice edited",
    });
    expect(edited!.text).toContain(`✔ Not spam: unbanned, message restored, reported as not spam (@${owner.username})`);
    expect(buttons(edited!).map((b) => b.text)).toEqual(["⛔ Ban everywhere", "🧹 Clean up"]);

    // Pressed again (from the old notice): nothing is done twice.
    const again = await press(owner, notice, "Not spam");
    expect(again.params.text).toBe("Already done.");
    expect(tg.callsOf("unbanChatMember")).toHaveLength(1);
    expect(tg.callsOf("sendMessage", (p) => p.chat_id === G && String(p.text).includes("restored by an administrator"))).toHaveLength(1);

    // Reported as ham for the group: the bot's next check of that text there is not spam.
    const [again2] = tg.addUpdates(tg.message(chat, spammers[4]!, text));
    const entry = await journalEntry(messageIdOf(again2));
    expect(entry.matched_rules).toContain("reported_ham");
    expect(entry.verdict).not.toBe("spam");
    expect(tg.deletionsIn(G).filter((id) => id === messageIdOf(again2))).toEqual([]);
  });

  it("'Ban everywhere' bans the user in the account's other group; 'Clean up' deletes the messages of theirs the bot saw", async () => {
    const spammer = spammers[1]!;
    // Two earlier, honest-looking messages, then the spam.
    const earlier = tg.addUpdates(tg.message(chat, spammer, `Hi all ${stamp}`), tg.message(chat, spammer, `Nice weather today ${stamp}`)).map(messageIdOf);
    for (const id of earlier) await journalEntry(id);
    const { messageId } = await postSpam(spammer, SPAM.banEverywhere);
    const notice = await noticeAbout(`@${spammer.username}`);

    const banned = await press(owner, notice, "Ban everywhere");
    expect(banned.params.text).toBe("Banned everywhere: here and 1 other group");
    expect(tg.callsOf("banChatMember", (p) => p.chat_id === G2).map((c) => c.params)).toEqual([{ chat_id: G2, user_id: spammer.id, revoke_messages: true }]);

    const cleaned = await press(owner, notice, "Clean up");
    expect(cleaned.params.text).toBe("Cleaned up: 2 messages deleted");
    const deleted = tg.deletionsIn(G);
    for (const id of earlier) expect(deleted).toContain(id);
    // The spam itself was deleted when it was caught; Clean up's second attempt is refused by Telegram and not counted.
    expect(deleted.filter((id) => id === messageId)).toHaveLength(2);
    // The notice is edited after the press is answered (the answer goes first: Telegram refuses a late one).
    const edited = await waitFor(
      async () => String(tg.botMessage(ADMIN_CHAT, notice.message_id)?.text).includes("Cleaned up") && tg.botMessage(ADMIN_CHAT, notice.message_id),
      {
        timeoutMs: 5_000,
        intervalMs: 20,
        message: "notice edited after Clean up",
      },
    );
    expect(buttons(edited!).map((b) => b.text)).toEqual(["✅ Not spam"]);
  });
});

describe("members' /report", () => {
  it("three distinct members' /report delete a message (a repeated report counts once), report it as spam and notify the admins", async () => {
    const text = `Is anyone selling a used bike? ${stamp}`;
    const [posted] = tg.addUpdates(tg.message(chat, member, text));
    const target = posted!.message as Record<string, unknown>;
    const targetId = messageIdOf(posted);
    await journalEntry(targetId);
    const report = (who: TgUser) => tg.addUpdates(tg.message(chat, who, "/report", { reply_to_message: target })).map(messageIdOf)[0]!;
    const first = [report(reporters[0]!), report(reporters[0]!), report(reporters[1]!)];
    // Two distinct reporters so far: the bot has handled their reports (they reached the journal's message count) ...
    await waitFor(async () => (await reportOutcome("counted")) >= 2 && (await reportOutcome("ignored")) >= 1, {
      timeoutMs: 15_000,
      intervalMs: 100,
      message: "two reports counted, one ignored",
    });
    // ... and the message is still there.
    expect(tg.deletionsIn(G).filter((id) => id === targetId)).toEqual([]);
    expect(first).toHaveLength(3);

    report(reporters[2]!);
    await tg.waitForDeletion(G, targetId, 15_000);
    const notice = await noticeAbout("reported by 3 members");
    expect(notice.text).toContain(`Warden deleted a message of @${member.username} reported by 3 members.`);
    // Reported as spam for the group: the bot's next check of that text there says so.
    const [again] = tg.addUpdates(tg.message(chat, reporters[0]!, text));
    expect((await journalEntry(messageIdOf(again))).matched_rules).toContain("reported_spam");
  });
});

/** The bot's count of /report replies by outcome, from its /metrics. */
const reportOutcome = (outcome: string) => counterOf(bot.url, "warden_bot_member_reports_total", `outcome="${outcome}"`);

describe("modes", () => {
  it("soft_ban restricts the sender (no sending, no end) where the action would ban", async () => {
    await patchSettings({ mode: "soft_ban" });
    const spammer = spammers[2]!;
    const { messageId } = await postSpam(spammer, SPAM.softBan);
    const restricted = await tg.waitForCall("restrictChatMember", (p) => p.chat_id === G && p.user_id === spammer.id);
    expect(restricted.params).toMatchObject({ until_date: 0, permissions: { can_send_messages: false } });
    expect(await journalEntry(messageId)).toMatchObject({ verdict: "spam", action: "delete_and_mute" });
    expect(tg.callsOf("banChatMember", (p) => p.user_id === spammer.id)).toEqual([]);
    expect((await noticeAbout(`@${spammer.username}`)).text).toContain(`Warden deleted a spam message and restricted (soft ban) @${spammer.username}`);
  });

  it("dry_run decides and journals everything, sends the webhook and the admins' notice, and acts on nothing", async () => {
    await patchSettings({ mode: "dry_run" });
    const spammer = spammers[3]!;
    const text = `${SPAM.dryRun} ${stamp}`;
    const [posted] = tg.addUpdates(tg.message(chat, spammer, text));
    const messageId = messageIdOf(posted);
    expect(await journalEntry(messageId)).toMatchObject({ verdict: "spam", action: "none", user_id: spammer.id });
    const spam = await waitFor(async () => envelopes().find((e) => e.type === "spam.detected" && e.data.message_id === messageId), {
      timeoutMs: 20_000,
      intervalMs: 200,
      message: "spam.detected of the dry run's message",
    });
    expect(spam.data).toMatchObject({ user_id: spammer.id, action: "none" });
    expect(tg.deletionsIn(G).filter((id) => id === messageId)).toEqual([]);
    for (const method of ["banChatMember", "restrictChatMember"]) expect(tg.callsOf(method, (p) => p.user_id === spammer.id)).toEqual([]);
    // The admins see what would have been done.
    const notice = await noticeAbout(`@${spammer.username}`);
    expect(notice.text).toContain(`Dry run, nothing done: Warden would have deleted a spam message and banned @${spammer.username}`);
    await patchSettings({ mode: "enforce" });
  });
});

describe("language", () => {
  it("a group the bot is added to by someone whose Telegram app is in Russian starts in Russian: its settings say so, and the owner's notice and buttons are Russian", async () => {
    const ruOwner: TgUser = { id: 5_570_300, is_bot: false, first_name: "Владелец", username: "adm_ru_owner", language_code: "ru" };
    const ruChat: TgChat = { id: -1005570000003, type: "supergroup", title: "Русская группа" };
    tg.setAdmins(ruChat.id, [{ user: ruOwner, status: "creator" }, { user: tg.bot }]);
    tg.addUpdates(tg.botMembership(ruChat, ruOwner, "administrator"));
    // Registered by the bot on the Free plan; the operator puts it on Pro for the demo account, so that its API is open.
    const db = new pg.Client({ connectionString: stack.db.url });
    await db.connect();
    try {
      await waitFor(async () => (await db.query("SELECT 1 FROM groups_config.groups WHERE id = $1", [ruChat.id])).rowCount === 1, {
        timeoutMs: 15_000,
        intervalMs: 100,
        message: "the group the bot was added to is registered",
      });
    } finally {
      await db.end();
    }
    await stack.cli("group", "upsert", "--id", String(ruChat.id), "--title", ruChat.title!, "--plan", "pro", "--admin", stack.demo.accountId);
    const settings = await api.get(`/groups/${ruChat.id}/settings`);
    expect([settings.status, settings.body.language]).toEqual([200, "ru"]);
    expect((await api.patch(`/groups/${ruChat.id}/settings`, { notify_admins: true })).status).toBe(200);

    const spammer = spammers[4]!;
    const [posted] = tg.addUpdates(tg.message(ruChat, spammer, `${SPAM.notSpam} ${stamp} ru`));
    await tg.waitForDeletion(ruChat.id, messageIdOf(posted), 15_000);
    // The owner's private chat with the bot (its id is the owner's).
    const notice = await waitFor(async () => tg.botMessagesIn(ruOwner.id).find((m) => String(m.text).includes(`@${spammer.username}`)), {
      timeoutMs: 15_000,
      intervalMs: 50,
      message: "the owner's notice",
    });
    expect(notice.text).toMatch(/^Русская группа: Warden удалил спам-сообщение [^\n]*\. Отправитель: @/);
    expect(notice.text).toContain(`Отправитель: @${spammer.username}.`);
    expect(buttons(notice).map((b) => b.text)).toEqual(["✅ Не спам", "⛔ Заблокировать везде", "🧹 Очистить"]);
  });
});
