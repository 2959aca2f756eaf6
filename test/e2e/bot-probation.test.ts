import { type FakeTelegram, SPAM_TEXT, type TgChat, type TgUser, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { apiClient } from "../support/api.js";
import { botJournalEntry, messageIdOf, botWorld } from "../support/bot.js";
import { type RunningService, type Stack, startBot } from "../support/stack.js";

// New-member probation and supergroup migration, end to end: the real bot (restarted between
// steps) against the fake Bot API, the real engine, groups-config, Redis, Kafka, journal-analytics
// and the gateway. A new member's count lives in Redis, so it survives a restart of the bot; after
// new_member_probation_messages clean messages a link is allowed; an edit into spam puts the member
// back on probation. A group that becomes a supergroup keeps its settings, rules, whitelist and
// journal under the new id, and the bot moderates the new chat with them.
const TOKEN = `123456:${"P".repeat(35)}`;
const stamp = Date.now();
const owner: TgUser = { id: 5_570_000, is_bot: false, first_name: "Owner", username: "probation_owner" };
const newcomer: TgUser = { id: 5_570_001, is_bot: false, first_name: "Newcomer" };
const friend: TgUser = { id: 5_570_002, is_bot: false, first_name: "Friend" };
const stranger: TgUser = { id: 5_570_003, is_bot: false, first_name: "Stranger" };
// An ordinary link: clean from a trusted member (score ~10), spam only under probation's stricter threshold (~65 >= 50).
const DOCS_LINK = "Посмотрите документацию: https://nodejs.org/docs/latest/api/";

let stack: Stack;
let tg: FakeTelegram;
let bot: RunningService;
let api: ReturnType<typeof apiClient>;
let G: number;
let chat: TgChat;

/** Posts a message and waits until the bot's decision on it is in the journal (so it was counted and acted on). */
async function post(c: TgChat, from: TgUser, text: string): Promise<{ messageId: number; entry: Record<string, any>; update: Record<string, unknown> }> {
  const [update] = tg.addUpdates(tg.message(c, from, text));
  const messageId = messageIdOf(update);
  const entry = await journalEntry(c.id, messageId);
  return { messageId, entry, update: update! };
}

const journalEntry = (groupId: number, messageId: number, verdict?: string) => botJournalEntry(api, groupId, messageId, verdict);

const deleted = (groupId: number, messageId: number) => tg.deletionsIn(groupId).includes(messageId);

async function restartBot(): Promise<void> {
  await bot.stop();
  // Up (polling) is enough: its notification consumer rejoining Kafka (/readyz) is not what this tests.
  bot = await stack.restartService("bot", { waitFor: "healthz" });
}

beforeAll(async () => {
  ({ tg, stack, api, G, chat } = await botWorld(TOKEN, "bot-probation"));
  tg.setAdmins(G, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  bot = await startBot(stack, tg, TOKEN);
});

afterAll(async () => {
  await stack?.stop();
  await tg?.close();
});

describe("new-member probation", () => {
  it("the defaults: 3 messages of probation, a stricter threshold during it; probation_spam_threshold takes 1..100", async () => {
    const s = (await api.get(`/groups/${G}/settings`)).body;
    expect(s).toMatchObject({ new_member_probation_messages: 3, block_links_from_new_members: true, probation_spam_threshold: 50, spam_threshold: 70 });
    const entry = (await api.get("/settings-catalog")).body.settings.find((e: { key: string }) => e.key === "probation_spam_threshold");
    expect(entry).toMatchObject({ type: "integer", default: 50, min: 1, max: 100 });
    for (const bad of [0, 101, 50.5, "50"]) {
      const r = await api.patch(`/groups/${G}/settings`, { probation_spam_threshold: bad });
      expect([r.status, r.body.error.code, r.body.error.details]).toEqual([
        422,
        "invalid_setting_value",
        { key: "probation_spam_threshold", rule: "integer 1..100" },
      ]);
    }
    for (const edge of [1, 100, 50])
      expect((await api.patch(`/groups/${G}/settings`, { probation_spam_threshold: edge })).body.probation_spam_threshold).toBe(edge);
  });

  it("a new member's count survives a restart of the bot: their 2nd message, after the restart, is still on probation and its link is deleted", async () => {
    tg.addUpdates(tg.memberUpdate(chat, newcomer, { status: "left" }, { status: "member" }));
    const first = await post(chat, newcomer, `Hello everyone ${stamp}`);
    expect(first.entry.verdict).toBe("clean");

    await restartBot();
    const second = await post(chat, newcomer, DOCS_LINK);
    expect(second.entry).toMatchObject({ verdict: "spam", action: "delete" });
    expect(second.entry.matched_rules).toEqual(expect.arrayContaining(["new_member_link", "probation_threshold"]));
    expect(deleted(G, second.messageId)).toBe(true);
  });

  it("after new_member_probation_messages clean messages (counted again from the spam one), the same link is allowed", async () => {
    for (let i = 0; i < 3; i++) expect((await post(chat, newcomer, `Thanks, reading it now (${i}) ${stamp}`)).entry.verdict).toBe("clean");
    await restartBot();
    const trusted = await post(chat, newcomer, DOCS_LINK);
    expect(trusted.entry).toMatchObject({ verdict: "clean", action: "none" });
    expect(trusted.entry.matched_rules).not.toContain("new_member_link");
    expect(deleted(G, trusted.messageId)).toBe(false);
  });

  it("an edit into spam puts the member back on probation: their next link is deleted again", async () => {
    const honest = await post(chat, newcomer, `I like this group ${stamp}`);
    const [edit] = tg.addUpdates(tg.edited(honest.update, `${SPAM_TEXT} ${stamp}`));
    expect(edit).toBeDefined();
    await journalEntry(G, honest.messageId, "spam");
    await waitFor(async () => deleted(G, honest.messageId), { timeoutMs: 10_000, intervalMs: 100, message: "the edited message deleted" });
    const again = await post(chat, newcomer, DOCS_LINK);
    expect(again.entry).toMatchObject({ verdict: "spam", action: "delete" });
    expect(deleted(G, again.messageId)).toBe(true);
  });

  it("a member the bot never saw join is not on probation: the same link from them stays", async () => {
    const old = await post(chat, stranger, DOCS_LINK);
    expect(old.entry).toMatchObject({ verdict: "clean", action: "none" });
    expect(deleted(G, old.messageId)).toBe(false);
  });
});

describe("supergroup migration", () => {
  const OLD: TgChat = { id: -4_557_000, type: "group", title: "Small cats" };
  const NEW: TgChat = { id: -1_005_570_000_100, type: "supergroup", title: "Small cats" };

  it("keeps settings, rules, whitelist and journal under the new id; the old id is gone; the bot moderates the new chat with them", async () => {
    await stack.cli("group", "upsert", "--id", String(OLD.id), "--title", OLD.title!, "--plan", "pro", "--admin", stack.demo.accountId);
    tg.setAdmins(OLD.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    tg.setAdmins(NEW.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    expect((await api.patch(`/groups/${OLD.id}/settings`, { action_on_spam: "delete_and_ban", spam_threshold: 60, suspicious_threshold: 30 })).status).toBe(
      200,
    );
    expect((await api.post(`/groups/${OLD.id}/rules`, { name: "no_casino", kind: "keyword", pattern: "casino", weight: 80 })).status).toBe(201);
    expect((await api.post(`/groups/${OLD.id}/whitelist`, { user_id: friend.id })).status).toBe(201);
    const before = {
      settings: (await api.get(`/groups/${OLD.id}/settings`)).body,
      rules: (await api.get(`/groups/${OLD.id}/rules`)).body,
      whitelist: (await api.get(`/groups/${OLD.id}/whitelist`)).body,
    };

    // a decision journalled under the old id before the move
    const earlier = await post(OLD, stranger, `Hello from the small group ${stamp}`);

    // Telegram's two service messages, in the old group and in the new supergroup
    tg.addUpdates(tg.migratedTo(OLD, NEW, owner), tg.migratedFrom(NEW, OLD, owner));
    await waitFor(async () => (await api.get(`/groups/${NEW.id}`)).status === 200, {
      timeoutMs: 15_000,
      intervalMs: 200,
      message: "the group under its new id",
    });

    const group = (await api.get(`/groups/${NEW.id}`)).body;
    expect(group).toMatchObject({ id: NEW.id, title: OLD.title, plan: "pro" });
    expect((await api.get(`/groups/${NEW.id}/settings`)).body).toEqual(before.settings);
    expect((await api.get(`/groups/${NEW.id}/rules`)).body).toEqual(before.rules);
    expect((await api.get(`/groups/${NEW.id}/whitelist`)).body).toEqual(before.whitelist);
    const gone = await api.get(`/groups/${OLD.id}`);
    expect([gone.status, gone.body.error.code]).toEqual([404, "group_not_found"]);
    expect((await api.get("/groups")).body.groups.map((g: { id: number }) => g.id)).toContain(NEW.id);

    // the journal followed the group: the old id's entry is served under the new id
    await journalEntry(NEW.id, earlier.messageId);

    // the moved rule (and the moved action) in the new chat; the moved whitelist too
    const casino = await post(NEW, stranger, `Best casino bonus tonight ${stamp}`);
    expect(casino.entry).toMatchObject({ verdict: "spam", action: "delete_and_ban" });
    expect(casino.entry.matched_rules).toContain("no_casino");
    expect(deleted(NEW.id, casino.messageId)).toBe(true);
    await tg.waitForCall("banChatMember", (p) => p.chat_id === NEW.id && p.user_id === stranger.id);
    const allowed = await post(NEW, friend, `Best casino bonus tonight ${stamp} (friend)`);
    expect(allowed.entry).toMatchObject({ verdict: "clean", action: "none" });
    expect(deleted(NEW.id, allowed.messageId)).toBe(false);
  });
});
