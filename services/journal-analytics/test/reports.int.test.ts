import { timestampDate } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError } from "@connectrpc/connect";
import { ReportLabel } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatEventRow } from "../src/store.js";
import { decisionRow, startJournal, type JournalHarness } from "./support/journal.js";

// A moderator's report of a journal entry (POST /groups/{id}/journal/{entryId}/report) is kept with the entry: the
// journal shows the latest one, and a spam decision reported ham is no longer spam in its sender's history (the user
// check). The decision itself stays as the engine made it.
let j: JournalHarness;
beforeAll(async () => {
  j = await startJournal("journal_reports", 2);
});
afterAll(() => j?.close());

const G = -1005000000071;
const OTHER = -1005000000072;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const since = () => new Date(Date.now() - 90 * 86_400_000);
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => ConnectError.from(e).code,
  );

describe("RecordReport", () => {
  it("keeps the latest report with the entry, in the journal's pages and in the entry; the decision stays as made", async () => {
    await j.store.insertDecisions([decisionRow({ eventId: "evt_rep_1", createdAt: ago(30), groupId: G, userId: 71 })]);
    const page = async () => (await j.client.listJournal({ groupId: BigInt(G) })).items;
    expect((await page())[0]!.report).toBeUndefined();

    const marked = await j.client.recordReport({ groupId: BigInt(G), entryId: "evt_rep_1", label: ReportLabel.HAM });
    expect(marked.entry).toMatchObject({ id: "evt_rep_1", verdict: (await page())[0]!.verdict, report: { label: ReportLabel.HAM } });
    expect(Math.abs(timestampDate(marked.entry!.report!.reportedAt!).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await page()).map((e) => [e.id, e.report?.label])).toEqual([["evt_rep_1", ReportLabel.HAM]]);
    // Asked again (a retry) or the other way (a second thought): one report, the latest label.
    await j.client.recordReport({ groupId: BigInt(G), entryId: "evt_rep_1", label: ReportLabel.HAM });
    await j.client.recordReport({ groupId: BigInt(G), entryId: "evt_rep_1", label: ReportLabel.SPAM });
    expect((await j.client.getJournalEntry({ groupId: BigInt(G), entryId: "evt_rep_1" })).entry!.report!.label).toBe(ReportLabel.SPAM);
    expect(Number((await j.pool.query("SELECT count(*) FROM journal_reports WHERE event_id = 'evt_rep_1'")).rows[0].count)).toBe(1);
  });

  it("refuses an entry the group does not have as not found, and a label that is neither spam nor ham, storing nothing", async () => {
    await j.store.insertDecisions([decisionRow({ eventId: "evt_rep_other", createdAt: ago(30), groupId: OTHER })]);
    expect(await codeOf(j.client.recordReport({ groupId: BigInt(G), entryId: "evt_rep_other", label: ReportLabel.HAM }))).toBe(Code.NotFound);
    expect(await codeOf(j.client.recordReport({ groupId: BigInt(G), entryId: "evt_nothing", label: ReportLabel.HAM }))).toBe(Code.NotFound);
    expect(await codeOf(j.client.recordReport({ groupId: BigInt(OTHER), entryId: "evt_rep_other", label: ReportLabel.UNSPECIFIED }))).toBe(
      Code.InvalidArgument,
    );
    expect(await codeOf(j.client.recordReport({ groupId: BigInt(OTHER), entryId: "", label: ReportLabel.HAM }))).toBe(Code.InvalidArgument);
    expect(Number((await j.pool.query("SELECT count(*) FROM journal_reports WHERE event_id = 'evt_rep_other'")).rows[0].count)).toBe(0);
  });

  it("a spam decision reported ham leaves the sender's spam record; a spam report keeps it there", async () => {
    const user = 72;
    const first = ago(50);
    await j.store.insertDecisions([
      decisionRow({ eventId: "evt_rep_u1", createdAt: first, groupId: G, userId: user }),
      decisionRow({ eventId: "evt_rep_u2", createdAt: ago(40), groupId: OTHER, userId: user }),
      decisionRow({ eventId: "evt_rep_u3", createdAt: ago(30), groupId: OTHER, userId: user, verdict: "clean", action: "none" }),
    ]);
    const before = await j.store.userHistory(user, since());
    expect([before.decisions, before.spamDecisions, before.groupsWithSpam]).toEqual([3, 2, 2]);

    await j.client.recordReport({ groupId: BigInt(OTHER), entryId: "evt_rep_u2", label: ReportLabel.HAM });
    await j.client.recordReport({ groupId: BigInt(G), entryId: "evt_rep_u1", label: ReportLabel.SPAM });
    const after = await j.store.userHistory(user, since());
    expect([after.decisions, after.spamDecisions, after.groupsWithSpam]).toEqual([3, 1, 1]);
    expect(after.lastSpamAt).toEqual(first);

    await j.client.recordReport({ groupId: BigInt(G), entryId: "evt_rep_u1", label: ReportLabel.HAM });
    const cleared = await j.store.userHistory(user, since());
    expect([cleared.spamDecisions, cleared.groupsWithSpam, cleared.lastSpamAt]).toEqual([0, 0, null]);
  });

  it("the report moves with its entry when the group becomes a supergroup", async () => {
    const from = -5000000073;
    const to = -1005000000073;
    await j.store.insertDecisions([decisionRow({ eventId: "evt_rep_move", createdAt: ago(30), groupId: from })]);
    await j.client.recordReport({ groupId: BigInt(from), entryId: "evt_rep_move", label: ReportLabel.HAM });
    const migrate: ChatEventRow = {
      eventId: "evt_rep_migrate",
      occurredAt: ago(20),
      groupId: from,
      kind: "migrate",
      userId: null,
      messageId: null,
      migratedTo: to,
    };
    await j.store.insertChatEvents([migrate]);
    expect((await j.client.getJournalEntry({ groupId: BigInt(to), entryId: "evt_rep_move" })).entry!.report!.label).toBe(ReportLabel.HAM);
  });

  it("an administrator's correction in the group (a chat event of kind report) marks the bot's decisions about that message", async () => {
    const msg = 7301;
    await j.store.insertDecisions([
      // The message judged, then judged again after an edit: both are the bot's decisions about it.
      decisionRow({ eventId: "evt_rep_m1", createdAt: ago(30), groupId: G, userId: 73, messageId: msg }),
      decisionRow({ eventId: "evt_rep_m1_edit", createdAt: ago(25), groupId: G, userId: 73, messageId: msg }),
      // Another message of the sender, an API check naming the same number, a channel's post.
      decisionRow({ eventId: "evt_rep_m2", createdAt: ago(30), groupId: G, userId: 73, messageId: msg + 1 }),
      decisionRow({ eventId: "evt_rep_api", createdAt: ago(30), groupId: G, userId: 73, messageId: msg, source: "api", action: "none" }),
      decisionRow({ eventId: "evt_rep_ch", createdAt: ago(30), groupId: G, userId: null, senderChatId: -1005000000999, messageId: msg + 2 }),
    ]);
    const report = (eventId: string, messageId: number, userId: number | null, label: "spam" | "ham", at: Date): ChatEventRow => ({
      eventId,
      occurredAt: at,
      groupId: G,
      kind: "report",
      userId,
      messageId,
      reportLabel: label,
    });
    const labels = async () =>
      Object.fromEntries(
        (await j.client.listJournal({ groupId: BigInt(G) })).items
          .filter((e) => e.id.startsWith("evt_rep_m") || e.id === "evt_rep_api" || e.id === "evt_rep_ch")
          .map((e) => [e.id, e.report?.label]),
      );
    // /ham, and a channel post's "Not spam", in one batch; the ham /spam later, then that /spam redelivered after a newer /ham.
    await j.store.insertChatEvents([report("evt_rep_r1", msg, 73, "ham", ago(20)), report("evt_rep_r2", msg + 2, null, "ham", ago(20))]);
    expect(await labels()).toEqual({
      evt_rep_m1: ReportLabel.HAM,
      evt_rep_m1_edit: ReportLabel.HAM,
      evt_rep_m2: undefined,
      evt_rep_api: undefined,
      evt_rep_ch: ReportLabel.HAM,
    });
    expect((await j.store.userHistory(73, since())).spamDecisions).toBe(1);
    await j.store.insertChatEvents([report("evt_rep_r3", msg, 73, "spam", ago(10)), report("evt_rep_r4", msg, 73, "ham", ago(5))]);
    await j.store.insertChatEvents([report("evt_rep_r3", msg, 73, "spam", ago(10))]);
    expect((await labels()).evt_rep_m1).toBe(ReportLabel.HAM);
    // Nothing of it is a chat event to count.
    expect((await j.pool.query("SELECT count(*)::int AS n FROM chat_events WHERE event_id LIKE 'evt_rep_r%'")).rows[0].n).toBe(0);
  });

  it("a correction that arrives before its decision (the decisions' consumer behind) marks the decision when it comes", async () => {
    const msg = 7401;
    const report = (eventId: string, groupId: number, messageId: number, at: Date): ChatEventRow => ({
      eventId,
      occurredAt: at,
      groupId,
      kind: "report",
      userId: 74,
      messageId,
      reportLabel: "ham",
    });
    await j.store.insertChatEvents([report("evt_rep_early", G, msg, ago(10))]);
    // The decision it corrects, made before it, journaled after it; and an edit judged after the correction.
    await j.store.insertDecisions([
      decisionRow({ eventId: "evt_rep_late", createdAt: ago(20), groupId: G, userId: 74, messageId: msg }),
      decisionRow({ eventId: "evt_rep_after", createdAt: ago(2), groupId: G, userId: 74, messageId: msg }),
    ]);
    const label = async (groupId: number, entryId: string) => (await j.client.getJournalEntry({ groupId: BigInt(groupId), entryId })).entry!.report?.label;
    expect([await label(G, "evt_rep_late"), await label(G, "evt_rep_after")]).toEqual([ReportLabel.HAM, undefined]);
    expect((await j.store.userHistory(74, since())).spamDecisions).toBe(1);

    // A basic group's correction kept under its old id follows the group to its supergroup.
    const from = -5000000075;
    const to = -1005000000075;
    await j.store.insertChatEvents([report("evt_rep_early_moved", from, 7501, ago(10))]);
    await j.store.insertChatEvents([
      { eventId: "evt_rep_migrate_2", occurredAt: ago(9), groupId: from, kind: "migrate", userId: null, messageId: null, migratedTo: to },
    ]);
    await j.store.insertDecisions([decisionRow({ eventId: "evt_rep_late_moved", createdAt: ago(20), groupId: from, userId: 74, messageId: 7501 })]);
    expect(await label(to, "evt_rep_late_moved")).toBe(ReportLabel.HAM);
  });

  it("a message journaled twice under one event id (a redelivery at another time) is marked once, the batch going through", async () => {
    // Two batches: one batch keeps an event id once.
    await j.store.insertDecisions([decisionRow({ eventId: "evt_rep_twice", createdAt: ago(30), groupId: G, userId: 76, messageId: 7601 })]);
    await j.store.insertDecisions([decisionRow({ eventId: "evt_rep_twice", createdAt: ago(29), groupId: G, userId: 76, messageId: 7601 })]);
    expect(Number((await j.pool.query("SELECT count(*) FROM journal WHERE event_id = 'evt_rep_twice'")).rows[0].count)).toBe(2);
    const joined: ChatEventRow = { eventId: "evt_rep_join_76", occurredAt: ago(1), groupId: G, kind: "join", userId: 76, messageId: null };
    const report: ChatEventRow = { eventId: "evt_rep_r76", occurredAt: ago(1), groupId: G, kind: "report", userId: 76, messageId: 7601, reportLabel: "ham" };
    expect(await j.store.insertChatEvents([joined, report])).toContain("evt_rep_join_76");
    expect((await j.pool.query("SELECT label FROM journal_reports WHERE event_id = 'evt_rep_twice'")).rows).toEqual([{ label: "ham" }]);
  });

  it("retention deletes the reports dated before the window's start (their entries went first), kept by entry and by message", async () => {
    const retainedSince = j.store.retainedSince();
    const before = new Date(retainedSince.getTime() - 1);
    await j.pool.query("INSERT INTO journal_reports (event_id, label, reported_at) VALUES ('evt_rep_gone', 'ham', $1), ('evt_rep_kept', 'ham', $2)", [
      before,
      retainedSince,
    ]);
    await j.pool.query("INSERT INTO journal_message_reports (group_id, message_id, label, reported_at) VALUES ($1, 1, 'ham', $2), ($1, 2, 'ham', $3)", [
      -1005000000077,
      before,
      retainedSince,
    ]);
    await j.store.applyRetention();
    const left = await j.pool.query("SELECT event_id FROM journal_reports WHERE event_id IN ('evt_rep_gone', 'evt_rep_kept')");
    expect(left.rows.map((r) => r.event_id)).toEqual(["evt_rep_kept"]);
    const byMessage = await j.pool.query("SELECT message_id FROM journal_message_reports WHERE group_id = -1005000000077");
    expect(byMessage.rows.map((r) => Number(r.message_id))).toEqual([2]);
  });
});
