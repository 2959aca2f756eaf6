import pg from "pg";
import { waitFor, FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { botJournalEntry, messageIdOf } from "../support/bot.js";
import { startStack, type Stack, startBot } from "../support/stack.js";

// Moderator feedback end to end, every service a process: an administrator's /spam and /ham in a
// group (fake Telegram Bot API -> the real bot -> groups-config), the engine learning from them for
// that group's next message and no other group's, a journal entry corrected through the API (the
// journal keeps the full text), and an unban of a user the bot banned reported as ham.
const TOKEN = `123456:${"F".repeat(35)}`;
const owner: TgUser = { id: 7_770_000, is_bot: false, first_name: "Owner", username: "fb_owner" };
const spammer: TgUser = { id: 7_770_001, is_bot: false, first_name: "Spammer" };
const second: TgUser = { id: 7_770_002, is_bot: false, first_name: "Second" };
const member: TgUser = { id: 7_770_003, is_bot: false, first_name: "Member" };
const cardSender: TgUser = { id: 7_770_004, is_bot: false, first_name: "Card" };
/** groups-config's cursor key (CURSOR_SECRET, as the chart sets it): a report list's cursor outlives a restart. */
const CURSOR_SECRET = "e2e-feedback-cursor-secret-0123456789";

// An ordinary-looking text (the default engine must keep ordinary chat clean) that this group's
// moderator calls spam, and a near-duplicate (other numbers, a Latin homoglyph).
const REPORTED = "Кто идёт вечером гулять в парк? Встречаемся в 7 у киоска 12";
const NEAR_DUP = "Кто идёт вечером гулять в парк? Встречаемся в 8 у киоскa 31";

let stack: Stack;
let tg: FakeTelegram;
let api: ReturnType<typeof apiClient>;
let db: pg.Client;
let G: number;
let chat: TgChat;
const OTHER: TgChat = { id: -1009000000777, type: "supergroup", title: "Other group" };

async function reportsOf(groupId: number) {
  const { rows } = await db.query(
    "SELECT label, text, user_id, source, reporter_telegram_user_id FROM groups_config.reports WHERE group_id = $1 ORDER BY group_seq",
    [groupId],
  );
  return rows.map((r) => ({
    label: r.label,
    text: r.text,
    user_id: r.user_id === null ? null : Number(r.user_id),
    source: r.source,
    reporter: r.reporter_telegram_user_id === null ? null : Number(r.reporter_telegram_user_id),
  }));
}

/** The bot's journal entry of a message, once journal-analytics has it. */
const botEntry = (groupId: number, messageId: number) => botJournalEntry(api, groupId, messageId);

/** The bot's journal entry of a message once it carries a report with `label` (an administrator's correction in the group). */
const reportedEntry = (groupId: number, messageId: number, label: "spam" | "ham") =>
  waitFor(
    async () => {
      const entry = await botEntry(groupId, messageId);
      return entry.report?.label === label ? entry : undefined;
    },
    { timeoutMs: 10_000, intervalMs: 100, message: `the entry of message ${messageId} reported ${label}` },
  );

beforeAll(async () => {
  tg = await FakeTelegram.start({ token: TOKEN });
  stack = await startStack({ label: "feedback", services: ["groups-config", "journal-analytics", "engine", "gateway"], env: { CURSOR_SECRET } });
  api = apiClient(stack.baseUrl, stack.demo.key);
  G = stack.demo.groupId;
  chat = { id: G, type: "supergroup", title: "Warden demo group" };
  await stack.cli("group", "upsert", "--id", String(OTHER.id), "--title", OTHER.title!, "--plan", "pro", "--admin", stack.demo.accountId);
  expect((await api.patch(`/groups/${G}/settings`, { action_on_spam: "delete" })).status).toBe(200);
  db = new pg.Client({ connectionString: stack.db.url });
  await db.connect();
  for (const c of [chat, OTHER]) tg.setAdmins(c.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  await startBot(stack, tg, TOKEN);
  tg.addUpdates(tg.botMembership(chat, owner, "administrator"), tg.botMembership(OTHER, owner, "administrator"));
  await tg.waitForCall("getChatAdministrators", (p) => p.chat_id === OTHER.id);
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
  await tg?.close();
});

describe("the bot reports too", () => {
  it("an admin's /spam deletes the message, bans the sender and stores a spam report for the group", async () => {
    const [posted] = tg.addUpdates(tg.message(chat, spammer, REPORTED));
    const target = posted!.message as { message_id: number };
    const first = await botEntry(G, target.message_id);
    expect(first.verdict).not.toBe("spam");

    tg.addUpdates(tg.message(chat, owner, "/spam", { reply_to_message: posted!.message }));
    await tg.waitForDeletion(G, target.message_id);
    await tg.waitForCall("banChatMember", (p) => p.chat_id === G && p.user_id === spammer.id);
    const reports = await waitFor(async () => ((await reportsOf(G)).length > 0 ? reportsOf(G) : undefined), {
      timeoutMs: 10_000,
      intervalMs: 100,
      message: "spam report",
    });
    expect(reports).toEqual([{ label: "spam", text: REPORTED, user_id: spammer.id, source: "bot", reporter: owner.id }]);
    // The journal's entry of the message carries the correction; its decision stays as the engine made it.
    expect(await reportedEntry(G, target.message_id, "spam")).toMatchObject({ id: first.id, verdict: first.verdict });
  });

  it("the group's next near-duplicate is spam (deleted), and another group's verdict is unchanged", async () => {
    const [other] = tg.addUpdates(tg.message(OTHER, second, NEAR_DUP));
    const otherId = (other!.message as { message_id: number }).message_id;
    const otherEntry = await botEntry(OTHER.id, otherId);
    expect(otherEntry.verdict).not.toBe("spam");
    expect(otherEntry.matched_rules).not.toContain("reported_spam");

    const [posted] = tg.addUpdates(tg.message(chat, second, NEAR_DUP));
    const id = (posted!.message as { message_id: number }).message_id;
    await tg.waitForDeletion(G, id);
    const entry = await botEntry(G, id);
    expect(entry).toMatchObject({ verdict: "spam", action: "delete" });
    expect(entry.matched_rules).toContain("reported_spam");
    expect(tg.deletionsIn(OTHER.id).filter((id) => id === otherId)).toEqual([]);
  });

  it("an admin's /ham stores a ham report; a non-admin's /spam is ignored", async () => {
    const [honest] = tg.addUpdates(tg.message(chat, member, "Selling my old bike, 300, message me"));
    const honestId = (honest!.message as { message_id: number }).message_id;
    await botEntry(G, honestId);
    tg.addUpdates(tg.message(chat, second, "/spam", { reply_to_message: honest!.message }));
    tg.addUpdates(tg.message(chat, owner, "/ham", { reply_to_message: honest!.message }));
    const reports = await waitFor(async () => ((await reportsOf(G)).length >= 2 ? reportsOf(G) : undefined), {
      timeoutMs: 10_000,
      intervalMs: 100,
      message: "ham report",
    });
    expect((await reportedEntry(G, honestId, "ham")).report.reported_at).toEqual(expect.any(String));
    // Updates are handled in order: the non-admin's /spam came first and left nothing behind.
    expect(reports.slice(1)).toEqual([{ label: "ham", text: "Selling my old bike, 300, message me", user_id: member.id, source: "bot", reporter: owner.id }]);
    expect(tg.deletionsIn(G).filter((id) => id === honestId)).toEqual([]);
    expect(tg.callsOf("banChatMember", (p) => p.user_id === member.id)).toEqual([]);
  });

  it("an admin unbanning the user the bot banned reports the banned message as ham", async () => {
    tg.addUpdates(tg.memberUpdate(chat, spammer, { status: "kicked", until_date: 0 }, { status: "left" }, owner));
    const reports = await waitFor(async () => ((await reportsOf(G)).length >= 3 ? reportsOf(G) : undefined), {
      timeoutMs: 10_000,
      intervalMs: 100,
      message: "unban ham report",
    });
    expect(reports[2]).toEqual({ label: "ham", text: REPORTED, user_id: spammer.id, source: "bot", reporter: owner.id });
    // The unban's ham report is the latest correction of the banned message's entry.
    const [banned] = (await api.get(`/groups/${G}/journal?source=bot&user_id=${spammer.id}`)).body.items;
    expect(await reportedEntry(G, banned.message_id, "ham")).toMatchObject({ id: banned.id });
  });
});

describe("a journal entry corrected through the API", () => {
  const LONG = `Протокол собрания жильцов: ${"решили покрасить подъезд, починить замок почтовых ящиков и убрать двор до зимы. ".repeat(3)}Следующее собрание в четверг, код 4417.`;

  it("reports the entry's full text, with the group, the sender and the entry id; the account's next near-duplicate check is spam", async () => {
    expect(LONG.length).toBeGreaterThan(200);
    const checked = await api.post("/spam/check", { text: LONG, group_id: G, user_id: 4242 });
    expect(checked.status).toBe(200);
    expect(checked.body.verdict).not.toBe("spam");
    const entry = await waitFor(async () => (await api.get(`/groups/${G}/journal?source=api&user_id=4242`)).body.items[0], {
      timeoutMs: 20_000,
      intervalMs: 200,
      message: "API journal entry",
    });
    expect(entry.text_excerpt.endsWith("…")).toBe(true);

    const r = await api.post(`/groups/${G}/journal/${entry.id}/report`, { label: "spam" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ id: expect.stringMatching(/^rpt_/), label: "spam", group_id: G, user_id: 4242, journal_entry_id: entry.id });
    const listed = await api.get("/spam/reports?limit=1");
    expect(listed.body.items[0]).toMatchObject({ id: r.body.id, text: LONG, journal_entry_id: entry.id });

    const again = await api.post("/spam/check", { text: LONG.replace("4417", "9051") });
    expect(again.body.verdict).toBe("spam");
    expect(again.body.matched_rules).toContain("reported_spam");
    // The entry carries the correction; the decision itself stays as the engine made it.
    const corrected = (await api.get(`/groups/${G}/journal?source=api&user_id=4242`)).body.items[0];
    expect(corrected).toMatchObject({ id: entry.id, verdict: entry.verdict, report: { label: "spam", reported_at: expect.any(String) } });
    expect(Date.parse(corrected.report.reported_at)).toBeGreaterThanOrEqual(Date.parse(r.body.created_at) - 1000);
  });

  it("a bot's spam decision reported ham carries the report, and no longer counts against its sender in the user check", async () => {
    // `second`'s near-duplicate, deleted as spam above: its one spam decision.
    const spam = (await api.get(`/groups/${G}/journal?verdict=spam&user_id=${second.id}`)).body.items;
    expect(spam.map((e: { source: string }) => e.source)).toEqual(["bot"]);
    const record = async () => (await api.post("/users/check", { user_id: second.id })).body;
    const before = await record();
    expect(before.service.spam_decisions_90d).toBe(1);

    const r = await api.post(`/groups/${G}/journal/${spam[0].id}/report`, { label: "ham" });
    expect(r.status).toBe(201);
    const [entry] = (await api.get(`/groups/${G}/journal?verdict=spam&user_id=${second.id}`)).body.items;
    expect(entry).toMatchObject({ id: spam[0].id, verdict: "spam", report: { label: "ham" } });
    const after = await record();
    expect(after.service.spam_decisions_90d).toBe(0);
    expect(after.service.last_spam_at).toBeUndefined();
    // The latest report wins.
    expect((await api.post(`/groups/${G}/journal/${spam[0].id}/report`, { label: "spam" })).status).toBe(201);
    expect((await api.get(`/groups/${G}/journal?verdict=spam&user_id=${second.id}`)).body.items[0].report.label).toBe("spam");
    expect((await record()).service.spam_decisions_90d).toBe(1);
  });

  it("404 not_found for an entry the group does not have, 422 for a malformed id, 404 group_not_found for a group not administered", async () => {
    const missing = await api.post(`/groups/${G}/journal/evt_doesnotexist/report`, { label: "ham" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
    const entry = (await api.get(`/groups/${G}/journal?source=api&user_id=4242`)).body.items[0];
    const elsewhere = await api.post(`/groups/${OTHER.id}/journal/${entry.id}/report`, { label: "ham" });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe("not_found");
    const malformed = await api.post(`/groups/${G}/journal/not-an-id/report`, { label: "ham" });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.code).toBe("validation_failed");
    const foreign = await api.post(`/groups/-1009999999991/journal/${entry.id}/report`, { label: "ham" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("group_not_found");
  });
});

describe("a decision made on behaviour alone, without text", () => {
  it("cannot be corrected: 422 validation_failed on entryId saying so, and no report is stored", async () => {
    // A forwarded story: the bot judges its form (signals story, forward_from_channel) and journals
    // the decision with no text (a contact card is no longer one: its name and card are judged).
    const channel: TgChat = { id: -1009000000778, type: "channel", title: "Promo channel" };
    const [story] = tg.addUpdates(tg.story(chat, cardSender, channel));
    const entry = await botEntry(G, messageIdOf(story));
    expect(entry.text_excerpt).toBe("");
    const stored = (await reportsOf(G)).length;
    const listed = (await api.get("/spam/reports?limit=1")).body.items[0]?.id;

    for (const label of ["ham", "spam"]) {
      const r = await api.post(`/groups/${G}/journal/${entry.id}/report`, { label });
      expect(r.status, label).toBe(422);
      expect(r.body.error).toMatchObject({
        code: "validation_failed",
        details: {
          errors: [
            {
              path: "entryId",
              message: "the decision was made on behaviour, without text (a forwarded story, a photo without a caption, ...): it has no text to report",
            },
          ],
        },
      });
    }
    expect(await reportsOf(G)).toHaveLength(stored);
    expect((await api.get("/spam/reports?limit=1")).body.items[0]?.id).toBe(listed);
  });
});

describe("report list cursors", () => {
  it("are signed with CURSOR_SECRET: one issued before groups-config restarts pages after it", async () => {
    for (const text of ["Cheap followers, DM @boost_shop", "Selling a sofa, pick-up only"]) {
      expect((await api.post("/spam/report", { text, label: "spam" })).status).toBe(201);
    }
    const first = await api.get("/spam/reports?limit=1");
    expect(first.status).toBe(200);
    const expected = (await api.get("/spam/reports?limit=2")).body.items[1].id;
    const cursor = encodeURIComponent(first.body.next_cursor);
    await stack.services["groups-config"]!.stop();
    await stack.restartService("groups-config");
    const next = await waitFor(
      async () => {
        const r = await api.get(`/spam/reports?limit=1&cursor=${cursor}`);
        return r.status === 200 || r.status === 422 ? r : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 200, message: "report list after groups-config restarted" },
    );
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.items.map((i: { id: string }) => i.id)).toEqual([expected]);
    const forged = await api.get(`/spam/reports?cursor=${Buffer.from("r1:999999").toString("base64url")}`);
    expect(forged.status).toBe(422);
    expect(forged.body.error.details.errors.map((e: { path: string }) => e.path)).toEqual(["query.cursor"]);
  });
});
