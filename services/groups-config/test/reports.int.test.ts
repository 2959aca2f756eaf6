import type { Client } from "@connectrpc/connect";
import { Code } from "@warden/errors";
import { type GroupsConfigService, ReportLabel, ReportSource } from "@warden/proto";
import { CursorSigner, textFingerprint } from "@warden/server";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERNAL_LIMITS, LIMITS } from "@warden/contract";
import { REBUILD_WINDOW, SOURCE_KEY_MAX } from "../src/reports.js";
import { GroupStore } from "../src/store.js";
import { pausingPool, refusal, replicaClient, startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";

// Moderator reports against a real PostgreSQL: per-scope gapless sequence numbers under
// concurrency, the account check, the bot's reports, the engine's delta and the policy answer.
let gcUnderTest: GroupsConfigUnderTest;
let store: GroupStore;
let gc: Client<typeof GroupsConfigService>;
const ACC = "acc_reporter";
const OTHER = "acc_other";
const GROUP = -1001000000444;
const FOREIGN = -1001000000445;
/** The bot's keyed reports go here, so the sequence numbers they must not move are this group's alone. */
const KEYED = -1001000000446;
/** The account and group whose reports the cursor tests page through (both labels, with and without the group). */
const PAGER = "acc_pager";
const PAGER_GROUP = -1001000000447;
/** The cursor key of the groups-config under test (CURSOR_SECRET), shared by its replicas. */
const CURSOR_SECRET = "a-test-cursor-secret-of-32-chars!!";

beforeAll(async () => {
  gcUnderTest = await startGroupsConfig("gc_reports", undefined, { cursors: new CursorSigner(CURSOR_SECRET) });
  ({ store, client: gc } = gcUnderTest);
  await store.upsertGroup({ id: GROUP, title: "mine", plan: "free", adminAccountIds: [ACC] });
  await store.upsertGroup({ id: FOREIGN, title: "theirs", plan: "pro", adminAccountIds: [OTHER] });
  await store.upsertGroup({ id: KEYED, title: "keyed", plan: "free", adminAccountIds: [OTHER] });
  await store.upsertGroup({ id: PAGER_GROUP, title: "pager", plan: "free", adminAccountIds: [PAGER] });
});
afterAll(() => gcUnderTest?.close());

const report = (over: Partial<Parameters<typeof gc.createReport>[0]> = {}) =>
  gc.createReport({ accountId: ACC, label: ReportLabel.SPAM, text: "buy now", source: ReportSource.API, ...over });

describe("CreateReport", () => {
  it("numbers an account's and a group's reports without gaps, in commit order, under concurrency", async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => report({ text: `spam ${i}`, groupId: i % 2 === 0 ? BigInt(GROUP) : undefined })));
    const all = await gc.getFeedback({ scope: { scope: { case: "accountId", value: ACC } }, afterSeq: 0n });
    expect(all.latestSeq).toBe(20n);
    expect(all.items.map((i) => Number(i.seq))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const group = await gc.getFeedback({ scope: { scope: { case: "groupId", value: BigInt(GROUP) } }, afterSeq: 0n });
    expect(group.items.map((i) => Number(i.seq))).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    // the delta after a sequence number, and nothing after the latest
    const delta = await gc.getFeedback({ scope: { scope: { case: "accountId", value: ACC } }, afterSeq: 18n });
    expect(delta.items.map((i) => Number(i.seq))).toEqual([19, 20]);
    expect((await gc.getFeedback({ scope: { scope: { case: "accountId", value: ACC } }, afterSeq: 20n })).items).toEqual([]);
    // an account that never reported
    expect(await gc.getFeedback({ scope: { scope: { case: "accountId", value: "acc_silent" } }, afterSeq: 0n })).toMatchObject({ items: [], latestSeq: 0n });
  });

  it("hands the engine only the part of a long report's text it learns from and the whole text's fingerprint; the report itself keeps it whole", async () => {
    const long = `${"é".repeat(INTERNAL_LIMITS.feedbackTextMaxChars)}${"x".repeat(LIMITS.textMaxChars - INTERNAL_LIMITS.feedbackTextMaxChars)}`;
    const made = (await gc.createReport({ accountId: "acc_long_text", label: ReportLabel.SPAM, text: long, source: ReportSource.API })).report!;
    const fed = await gc.getFeedback({ scope: { scope: { case: "accountId", value: "acc_long_text" } }, afterSeq: 0n });
    expect(fed.items.map((i) => i.text)).toEqual(["é".repeat(INTERNAL_LIMITS.feedbackTextMaxChars)]);
    // with the whole text's fingerprint: what a reported ham vouches for beyond the head the engine reads
    expect(fed.items.map((i) => i.fingerprint)).toEqual([textFingerprint(long)]);
    expect(made.fingerprint).toBe(textFingerprint(long));
    expect(textFingerprint(long)).not.toBe(textFingerprint(fed.items[0]!.text));
    const listed = await gc.listReports({ accountId: "acc_long_text" });
    expect(listed.reports.find((r) => r.id === made.id)?.text).toBe(long);
  });

  it("answers the group's report number with the policy, without bumping its version", async () => {
    const before = await gc.getPolicy({ groupId: BigInt(GROUP), knownVersion: 0n });
    await report({ groupId: BigInt(GROUP), text: "one more" });
    const after = await gc.getPolicy({ groupId: BigInt(GROUP), knownVersion: before.version });
    expect(after).toMatchObject({ changed: false, version: before.version, feedbackSeq: before.feedbackSeq + 1n });
  });

  it("refuses a group the account does not reach (NOT_FOUND group) and stores nothing", async () => {
    const seq = (await gc.getFeedback({ scope: { scope: { case: "accountId", value: ACC } }, afterSeq: 0n })).latestSeq;
    const [c, d] = await refusal(report({ groupId: BigInt(FOREIGN) }));
    expect(c).toBe(Code.NotFound);
    expect(d).toMatchObject({ kind: "not_found", resource: "group" });
    expect((await gc.getFeedback({ scope: { scope: { case: "accountId", value: ACC } }, afterSeq: 0n })).latestSeq).toBe(seq);
  });

  it("takes the bot's reports for a group without an account, and refuses malformed ones", async () => {
    const r = await gc.createReport({
      groupId: BigInt(FOREIGN),
      label: ReportLabel.HAM,
      text: "hello",
      source: ReportSource.BOT,
      reporterTelegramUserId: 5n,
      userId: 6n,
    });
    expect(r.report).toMatchObject({ accountId: "", groupSeq: 1n, accountSeq: 0n, label: ReportLabel.HAM, id: expect.stringMatching(/^rpt_[A-Za-z0-9]{20}$/) });
    for (const bad of [
      gc.createReport({ label: ReportLabel.HAM, text: "x", source: ReportSource.BOT }),
      gc.createReport({ accountId: ACC, groupId: BigInt(FOREIGN), label: ReportLabel.HAM, text: "x", source: ReportSource.BOT }),
      report({ text: "" }),
      report({ text: "x".repeat(10_001) }),
      report({ label: ReportLabel.UNSPECIFIED }),
      report({ accountId: "" }),
      report({ source: ReportSource.JOURNAL, groupId: BigInt(GROUP) }),
    ]) {
      expect((await refusal(bad))[0]).toBe(Code.InvalidArgument);
    }
    const [c] = await refusal(gc.createReport({ groupId: -1009999999999n, label: ReportLabel.SPAM, text: "x", source: ReportSource.BOT }));
    expect(c).toBe(Code.NotFound);
  });
});

describe("Reports kept: an account's latest LIMITS.reportsKept, and a group's bot reports as many", () => {
  const KEEPER = "acc_keeper";
  const BOT_GROUP = -1001000000448;
  const KEPT = LIMITS.reportsKept;

  /** Stores n reports of a scope directly, numbered 1..n, as n earlier CreateReports would have. */
  async function seed(scope: { accountId: string } | { groupId: number }, n: number): Promise<void> {
    const { pool } = gcUnderTest;
    const byAccount = "accountId" in scope;
    await pool.query(
      `INSERT INTO reports (id, account_id, account_seq, group_id, group_seq, source, label, text, fingerprint)
       SELECT 'rpt_seed' || $1::text || s, $2, CASE WHEN $2::text IS NULL THEN NULL ELSE s END,
              $3::bigint, CASE WHEN $3::bigint IS NULL THEN NULL ELSE s END, $4, 'spam', 'seeded ' || s, 'f'
         FROM generate_series(1, $5::int) s`,
      [byAccount ? scope.accountId : String(scope.groupId), byAccount ? scope.accountId : null, byAccount ? null : scope.groupId, byAccount ? "api" : "bot", n],
    );
    if (byAccount) await pool.query("INSERT INTO report_sequences (account_id, last_seq) VALUES ($1, $2)", [scope.accountId, n]);
    else await pool.query("UPDATE groups SET feedback_seq = $2 WHERE id = $1", [scope.groupId, n]);
  }

  const seqs = async (sql: string, id: unknown) => (await gcUnderTest.pool.query(sql, [id])).rows.map((r) => Number(r.seq));

  it("is the engine's rebuild window, declared once", () => {
    expect(REBUILD_WINDOW).toBe(KEPT);
  });

  it("keeps every report up to the limit; the next one deletes the account's oldest, and a rebuild reads exactly what is kept", async () => {
    await seed({ accountId: KEEPER }, KEPT - 1);
    const at = await report({ accountId: KEEPER, text: "the last one that fits" });
    expect(at.report!.accountSeq).toBe(BigInt(KEPT));
    const all = "SELECT account_seq AS seq FROM reports WHERE account_id = $1 ORDER BY account_seq";
    let kept = await seqs(all, KEEPER);
    expect(kept).toHaveLength(KEPT);
    expect(kept[0]).toBe(1);

    await Promise.all([report({ accountId: KEEPER, text: "one over" }), report({ accountId: KEEPER, text: "two over" })]);
    kept = await seqs(all, KEEPER);
    expect(kept).toHaveLength(KEPT);
    expect([kept[0], kept[kept.length - 1]]).toEqual([3, KEPT + 2]);
    // the engine's rebuild starts where what is kept starts
    const rebuild = await gc.getFeedback({ scope: { scope: { case: "accountId", value: KEEPER } }, afterSeq: 0n, limit: 1 });
    expect(rebuild.items.map((i) => Number(i.seq))).toEqual([3]);
  });

  it("keeps a group's latest bot reports, and another scope's reports are not touched", async () => {
    await store.upsertGroup({ id: BOT_GROUP, title: "bot reports", plan: "free", adminAccountIds: [OTHER] });
    await seed({ groupId: BOT_GROUP }, KEPT);
    const othersBefore = await seqs("SELECT account_seq AS seq FROM reports WHERE account_id = $1 ORDER BY account_seq", ACC);
    const r = await gc.createReport({
      groupId: BigInt(BOT_GROUP),
      label: ReportLabel.SPAM,
      text: "over the top",
      source: ReportSource.BOT,
      reporterTelegramUserId: 5n,
    });
    expect(r.report!.groupSeq).toBe(BigInt(KEPT + 1));
    const kept = await seqs("SELECT group_seq AS seq FROM reports WHERE group_id = $1 ORDER BY group_seq", BOT_GROUP);
    expect(kept).toHaveLength(KEPT);
    expect([kept[0], kept[kept.length - 1]]).toEqual([2, KEPT + 1]);
    expect(await seqs("SELECT account_seq AS seq FROM reports WHERE account_id = $1 ORDER BY account_seq", ACC)).toEqual(othersBefore);
  });
});

describe("ListReports", () => {
  it("lists an account's reports newest first, page by page, filtered, and nobody else's", async () => {
    const seen: string[] = [];
    let cursor = "";
    do {
      const page = await gc.listReports({ accountId: ACC, limit: 7, cursor });
      seen.push(...page.reports.map((r) => r.text));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(21);
    expect(seen[0]).toBe("one more");
    expect(new Set(seen).size).toBe(21);
    const inGroup = await gc.listReports({ accountId: ACC, groupId: BigInt(GROUP), limit: 100 });
    expect(inGroup.reports).toHaveLength(11);
    expect((await gc.listReports({ accountId: ACC, label: ReportLabel.HAM })).reports).toEqual([]);
    expect((await gc.listReports({ accountId: OTHER })).reports).toEqual([]);
    expect((await refusal(gc.listReports({ accountId: ACC, cursor: "garbage" })))[0]).toBe(Code.InvalidArgument);
    expect((await refusal(gc.listReports({ accountId: ACC, limit: 101 })))[0]).toBe(Code.InvalidArgument);
  });
});

describe("ListReports cursors: signed, and bound to the account and the filters they were issued for", () => {
  type Filters = { label?: ReportLabel; groupId?: bigint };
  const FILTERS: Filters[] = [
    {},
    { label: ReportLabel.SPAM },
    { label: ReportLabel.HAM },
    { groupId: BigInt(PAGER_GROUP) },
    { label: ReportLabel.HAM, groupId: BigInt(PAGER_GROUP) },
  ];
  const b64 = (s: string) => Buffer.from(s).toString("base64url");
  const list = (over: Filters & { cursor?: string; limit?: number; accountId?: string }, client = gc) =>
    client.listReports({ accountId: PAGER, limit: 2, ...over });
  /** The refusal of a cursor: InvalidArgument, one error on `cursor` (the gateway answers it as query.cursor). */
  const refusedCursor = async (p: Promise<unknown>, message: RegExp) => {
    const [c, d] = await refusal(p);
    expect(c).toBe(Code.InvalidArgument);
    expect(d).toMatchObject({ kind: "validation", errors: [{ path: "cursor", message: expect.stringMatching(message) }] });
    expect((d as { errors: unknown[] }).errors).toHaveLength(1);
  };
  /** Every page of a filtered list with `limit` per page; `between` runs before each next page. */
  async function pageThrough(f: Filters, limit: number, between?: () => Promise<unknown>): Promise<string[]> {
    const ids: string[] = [];
    let cursor = "";
    do {
      const page = await list({ ...f, cursor, limit });
      expect(page.reports.length).toBeLessThanOrEqual(limit);
      ids.push(...page.reports.map((r) => r.id));
      cursor = page.nextCursor;
      if (cursor && between) await between();
    } while (cursor);
    return ids;
  }
  const NOT_ISSUED = /not a cursor this API issued/;
  const OTHER_LIST = /another list or other filters/;

  beforeAll(async () => {
    // 15 reports: every third ham, every other one with the group
    for (let i = 0; i < 15; i++) {
      await gc.createReport({
        accountId: PAGER,
        label: i % 3 === 0 ? ReportLabel.HAM : ReportLabel.SPAM,
        text: `pager ${i}`,
        source: ReportSource.API,
        groupId: i % 2 === 0 ? BigInt(PAGER_GROUP) : undefined,
      });
    }
  });

  it("pages every filter to its end with no report skipped or repeated, also while reports are added between pages", async () => {
    const all = (await list({ limit: 100 })).reports;
    expect(all).toHaveLength(15);
    for (const f of FILTERS) {
      const expected = all
        .filter((r) => (f.label === undefined || r.label === f.label) && (f.groupId === undefined || r.groupId === f.groupId))
        .map((r) => r.id);
      expect(expected.length).toBeGreaterThan(1);
      for (const limit of [1, 2, 4]) expect(await pageThrough(f, limit), JSON.stringify({ ...f, groupId: String(f.groupId), limit })).toEqual(expected);
    }
    // Newer reports (of either label, with the group) stored between the pages: the list goes on where it was.
    const spams = all.filter((r) => r.label === ReportLabel.SPAM).map((r) => r.id);
    let n = 0;
    const added = () =>
      gc.createReport({
        accountId: PAGER,
        label: n++ % 2 ? ReportLabel.HAM : ReportLabel.SPAM,
        text: `added ${n}`,
        source: ReportSource.API,
        groupId: BigInt(PAGER_GROUP),
      });
    expect(await pageThrough({ label: ReportLabel.SPAM }, 3, added)).toEqual(spams);
    expect(n).toBeGreaterThan(0);
  });

  it("refuses a cursor this service did not sign: unsigned, forged, altered, or signed with another key", async () => {
    const first = await list({ label: ReportLabel.SPAM });
    const good = first.nextCursor;
    expect(good).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [payload, mac] = good.split(".") as [string, string];
    const fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[];
    const other = replicaClient(store, { cursors: new CursorSigner("another-cursor-secret-of-32-chars!") });
    const otherCursor = (await list({ label: ReportLabel.SPAM }, other)).nextCursor;
    for (const bad of [
      b64("r1:999999"), // the old unsigned form: a position the service never issued
      b64("r1:3"),
      "garbage",
      `${b64(JSON.stringify([999999, fields[1]]))}.${mac}`, // another position under the MAC of this one
      `${good}A`,
      `${payload}.${mac.slice(0, -2)}`,
      `${payload}`,
      otherCursor, // another deployment's key
    ]) {
      await refusedCursor(list({ label: ReportLabel.SPAM, cursor: bad }), NOT_ISSUED);
    }
    // and the genuine cursor still pages
    expect((await list({ label: ReportLabel.SPAM, cursor: good })).reports[0]!.id).not.toBe(first.reports.at(-1)!.id);
  });

  it("refuses a cursor replayed with another label, another group, without its filters, or by another account", async () => {
    for (const issuedFor of FILTERS) {
      const { nextCursor } = await list(issuedFor);
      expect(nextCursor).not.toBe("");
      for (const usedWith of FILTERS) {
        if (usedWith === issuedFor) continue;
        await refusedCursor(list({ ...usedWith, cursor: nextCursor }), OTHER_LIST);
      }
      await refusedCursor(list({ ...issuedFor, cursor: nextCursor, accountId: ACC }), OTHER_LIST);
      await refusedCursor(list({ ...issuedFor, cursor: nextCursor, groupId: BigInt(GROUP) }), OTHER_LIST);
      // the page size is not a filter: a cursor may continue with another limit
      expect((await list({ ...issuedFor, cursor: nextCursor, limit: 1 })).reports).toHaveLength(1);
    }
  });

  it("a cursor issued by one replica pages on another with the same key", async () => {
    const replica = replicaClient(store, { cursors: new CursorSigner(CURSOR_SECRET) });
    const first = await list({ groupId: BigInt(PAGER_GROUP) });
    const second = await list({ groupId: BigInt(PAGER_GROUP), cursor: first.nextCursor }, replica);
    expect(second.reports).toEqual((await list({ groupId: BigInt(PAGER_GROUP), cursor: first.nextCursor })).reports);
    expect(second.reports).toHaveLength(2);
  });
});

describe("CreateReport with a source key (the bot's report of a Telegram message)", () => {
  const botReport = (
    over: { groupId?: bigint; label?: ReportLabel; text?: string; userId?: bigint; reporterTelegramUserId?: bigint; sourceKey?: string } = {},
  ) =>
    gc.createReport({
      groupId: BigInt(KEYED),
      label: ReportLabel.SPAM,
      text: "cheap followers, DM me",
      source: ReportSource.BOT,
      reporterTelegramUserId: 7n,
      ...over,
    });
  const groupSeq = async (groupId = KEYED) => (await gc.getFeedback({ scope: { scope: { case: "groupId", value: BigInt(groupId) } }, afterSeq: 0n })).latestSeq;
  const rows = async (key: string) =>
    (await gcUnderTest.pool.query("SELECT id, group_seq FROM reports WHERE source_key = $1", [key])).rows as { id: string; group_seq: number }[];

  it("stores a key once: the same group and key again answers the first report unchanged and moves no sequence number", async () => {
    const before = await groupSeq();
    const key = "tg:-1001000000446:100:spam";
    const first = (await botReport({ sourceKey: key, userId: 31n })).report!;
    expect(first.groupSeq).toBe(before + 1n);
    // a redelivery, even one that says something else, is the same report
    const again = (await botReport({ sourceKey: key, text: "other words", label: ReportLabel.HAM, userId: 32n, reporterTelegramUserId: 8n })).report!;
    expect(again).toEqual(first);
    expect(await rows(key)).toHaveLength(1);
    expect(await groupSeq()).toBe(before + 1n);
    const feedback = await gc.getFeedback({ scope: { scope: { case: "groupId", value: BigInt(KEYED) } }, afterSeq: before });
    expect(feedback.items.map((i) => [Number(i.seq), i.label, i.text])).toEqual([[Number(before) + 1, ReportLabel.SPAM, "cheap followers, DM me"]]);
  });

  it("keeps /spam and a later /ham of one message (two keys) as two reports, a key in another group as its own, and reports without a key as before", async () => {
    const before = await groupSeq();
    const spam = (await botReport({ sourceKey: "tg:-1001000000446:200:spam" })).report!;
    const ham = (await botReport({ sourceKey: "tg:-1001000000446:200:ham", label: ReportLabel.HAM })).report!;
    expect(ham.id).not.toBe(spam.id);
    expect([spam.groupSeq, ham.groupSeq]).toEqual([before + 1n, before + 2n]);
    const foreignBefore = await groupSeq(FOREIGN);
    const elsewhere = (await botReport({ groupId: BigInt(FOREIGN), sourceKey: "tg:-1001000000446:200:spam" })).report!;
    expect(elsewhere.id).not.toBe(spam.id);
    expect(elsewhere.groupSeq).toBe(foreignBefore + 1n);
    // without a key nothing is recognised: two calls are two reports
    const [a, b] = [(await botReport()).report!, (await botReport()).report!];
    expect(a.id).not.toBe(b.id);
    expect(await groupSeq()).toBe(before + 4n);
  });

  it("stores one row for 10 concurrent calls with one key, every call answering its id, and the group's sequence stays gapless", async () => {
    const before = await groupSeq();
    const key = "tg:-1001000000446:300:spam";
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => botReport({ sourceKey: key, text: `redelivered ${i}` })));
    const stored = await rows(key);
    expect(stored).toHaveLength(1);
    expect(new Set(answers.map((a) => a.report!.id))).toEqual(new Set([stored[0]!.id]));
    expect(Number(stored[0]!.group_seq)).toBe(Number(before) + 1);
    expect(await groupSeq()).toBe(before + 1n);
    // the next report takes the next number: no gap left by the duplicates
    expect((await botReport({ sourceKey: "tg:-1001000000446:301:spam" })).report!.groupSeq).toBe(before + 2n);
  });

  it("answers the stored row when the unique index catches a writer the group lock did not hold back, and rolls its own numbers back", async () => {
    const key = "tg:-1001000000446:400:spam";
    const before = await groupSeq();
    // A writer that stores the key without the group's lock (none does; the index is the backstop), not committed yet.
    const other = await gcUnderTest.pool.connect();
    try {
      await other.query("BEGIN");
      await other.query(
        `INSERT INTO reports (id, group_id, group_seq, source, label, text, fingerprint, source_key)
         VALUES ('rpt_backstopbackstop0001', $1, 1000000, 'bot', 'spam', 'first', 'f', $2)`,
        [KEYED, key],
      );
      const racing = botReport({ sourceKey: key });
      // CreateReport's insert waits on the uncommitted row of the same key
      await waitFor(
        async () =>
          (
            await gcUnderTest.pool.query(
              "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO reports%'",
            )
          ).rows.length > 0,
        { timeoutMs: 5_000, intervalMs: 10, message: "CreateReport waiting on the other writer's row" },
      );
      await other.query("COMMIT");
      expect((await racing).report).toMatchObject({ id: "rpt_backstopbackstop0001", text: "first", groupSeq: 1_000_000n });
    } finally {
      other.release();
    }
    expect(await rows(key)).toHaveLength(1);
    expect(await groupSeq()).toBe(before);
  });

  it("refuses a key that is empty, longer than SOURCE_KEY_MAX or on a report that is not the bot's, storing nothing", async () => {
    const before = await groupSeq();
    const [c, d] = await refusal(botReport({ sourceKey: "k".repeat(SOURCE_KEY_MAX + 1) }));
    expect(c).toBe(Code.InvalidArgument);
    expect(d).toEqual({ kind: "validation", errors: [{ path: "source_key", message: `must be 1..${SOURCE_KEY_MAX} characters` }] });
    expect(await refusal(botReport({ sourceKey: "" }))).toEqual([
      Code.InvalidArgument,
      { kind: "validation", errors: [{ path: "source_key", message: `must be 1..${SOURCE_KEY_MAX} characters` }] },
    ]);
    expect(await refusal(report({ groupId: BigInt(GROUP), sourceKey: "tg:1:2:spam" }))).toEqual([
      Code.InvalidArgument,
      { kind: "validation", errors: [{ path: "source_key", message: "only the bot's reports carry one" }] },
    ]);
    expect(await groupSeq()).toBe(before);
    // the longest key is taken
    const longest = "k".repeat(SOURCE_KEY_MAX);
    expect((await botReport({ sourceKey: longest })).report!.groupSeq).toBe(before + 1n);
    expect(await rows(longest)).toHaveLength(1);
  });
});

describe("Feedback snapshots: one saved engine state per scope, under the engine's fingerprint", () => {
  const SNAP_ACC = "acc_snapshots";
  const SNAP_GROUP = -1001000000448;
  const SNAP_MOVED = -1001000000449;
  const acc = { scope: { case: "accountId" as const, value: SNAP_ACC } };
  const group = (id: number) => ({ scope: { case: "groupId" as const, value: BigInt(id) } });
  const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);

  beforeAll(async () => {
    await store.upsertGroup({ id: SNAP_GROUP, title: "snapshots", plan: "free", adminAccountIds: [SNAP_ACC] });
    for (let i = 0; i < 3; i++) await report({ accountId: SNAP_ACC, groupId: BigInt(SNAP_GROUP), text: `snapshot spam ${i}` });
  });

  it("answers found: false until one is saved, then the state saved, only under the same fingerprint", async () => {
    expect(await gc.getFeedbackSnapshot({ scope: acc, fingerprint: 7 })).toMatchObject({ found: false });
    expect((await gc.putFeedbackSnapshot({ scope: acc, fingerprint: 7, seq: 2n, state: bytes(10, 1) })).stored).toBe(true);
    expect(await gc.getFeedbackSnapshot({ scope: acc, fingerprint: 7 })).toMatchObject({ found: true, seq: 2n, state: bytes(10, 1) });
    expect(await gc.getFeedbackSnapshot({ scope: acc, fingerprint: 8 })).toMatchObject({ found: false });
    // another scope sees nothing of it
    expect(await gc.getFeedbackSnapshot({ scope: group(SNAP_GROUP), fingerprint: 7 })).toMatchObject({ found: false });
  });

  it("replaces it with a later sequence number or another fingerprint, never with an older one", async () => {
    expect((await gc.putFeedbackSnapshot({ scope: acc, fingerprint: 7, seq: 1n, state: bytes(10, 2) })).stored).toBe(false);
    expect((await gc.putFeedbackSnapshot({ scope: acc, fingerprint: 7, seq: 2n, state: bytes(10, 2) })).stored).toBe(false);
    expect(await gc.getFeedbackSnapshot({ scope: acc, fingerprint: 7 })).toMatchObject({ seq: 2n, state: bytes(10, 1) });
    expect((await gc.putFeedbackSnapshot({ scope: acc, fingerprint: 7, seq: 3n, state: bytes(10, 3) })).stored).toBe(true);
    expect(await gc.getFeedbackSnapshot({ scope: acc, fingerprint: 7 })).toMatchObject({ seq: 3n, state: bytes(10, 3) });
    // an engine of another make replaces it (one row per scope), even at an earlier sequence number
    expect((await gc.putFeedbackSnapshot({ scope: acc, fingerprint: 0xffff_ffff, seq: 1n, state: bytes(4, 9) })).stored).toBe(true);
    expect(await gc.getFeedbackSnapshot({ scope: acc, fingerprint: 7 })).toMatchObject({ found: false });
    expect(await gc.getFeedbackSnapshot({ scope: acc, fingerprint: 0xffff_ffff })).toMatchObject({ found: true, seq: 1n, state: bytes(4, 9) });
  });

  it("refuses a sequence number beyond the scope's latest report, an empty or oversized state, and an unknown group", async () => {
    expect(await refusal(gc.putFeedbackSnapshot({ scope: acc, fingerprint: 7, seq: 4n, state: bytes(10, 1) }))).toEqual([
      Code.InvalidArgument,
      { kind: "validation", errors: [{ path: "seq", message: "is beyond the scope's latest report (3)" }] },
    ]);
    expect(
      (
        await refusal(
          gc.putFeedbackSnapshot({ scope: { scope: { case: "accountId", value: "acc_never_reported" } }, fingerprint: 7, seq: 1n, state: bytes(1, 1) }),
        )
      )[0],
    ).toBe(Code.NotFound);
    expect((await refusal(gc.putFeedbackSnapshot({ scope: acc, fingerprint: 7, seq: 0n, state: bytes(1, 1) })))[0]).toBe(Code.InvalidArgument);
    expect((await refusal(gc.putFeedbackSnapshot({ scope: acc, fingerprint: 7, seq: 3n, state: new Uint8Array() })))[0]).toBe(Code.InvalidArgument);
    const max = INTERNAL_LIMITS.feedbackSnapshotMaxBytes;
    expect((await refusal(gc.putFeedbackSnapshot({ scope: acc, fingerprint: 7, seq: 3n, state: bytes(max + 1, 5) })))[0]).toBe(Code.InvalidArgument);
    expect((await gc.putFeedbackSnapshot({ scope: acc, fingerprint: 7, seq: 3n, state: bytes(max, 5) })).stored).toBe(true);
    expect((await refusal(gc.putFeedbackSnapshot({ scope: group(-1001000000999), fingerprint: 7, seq: 1n, state: bytes(1, 1) })))[0]).toBe(Code.NotFound);
    expect((await refusal(gc.getFeedbackSnapshot({ scope: { scope: { case: "accountId", value: "" } }, fingerprint: 7 })))[0]).toBe(Code.InvalidArgument);
  });

  it("is read only while the report it was saved at is still the scope's report there (a restore, the reports kept), and then replaced by any save", async () => {
    const RESTORED = "acc_snapshot_restored";
    const scope = { scope: { case: "accountId" as const, value: RESTORED } };
    for (let i = 0; i < 4; i++) await report({ accountId: RESTORED, text: `restored ${i}` });
    expect((await gc.putFeedbackSnapshot({ scope, fingerprint: 7, seq: 4n, state: bytes(8, 4) })).stored).toBe(true);
    expect(await gc.getFeedbackSnapshot({ scope, fingerprint: 7 })).toMatchObject({ found: true, seq: 4n });
    // As a restore of the database from before reports 3 and 4, then two other reports in their place.
    await gcUnderTest.pool.query("DELETE FROM reports WHERE account_id = $1 AND account_seq > 2", [RESTORED]);
    await gcUnderTest.pool.query("UPDATE report_sequences SET last_seq = 2 WHERE account_id = $1", [RESTORED]);
    for (let i = 0; i < 2; i++) await report({ accountId: RESTORED, text: `after the restore ${i}` });
    expect(await gc.getFeedbackSnapshot({ scope, fingerprint: 7 })).toMatchObject({ found: false });
    // an earlier sequence number replaces the row that can no longer be read
    expect((await gc.putFeedbackSnapshot({ scope, fingerprint: 7, seq: 3n, state: bytes(8, 3) })).stored).toBe(true);
    expect(await gc.getFeedbackSnapshot({ scope, fingerprint: 7 })).toMatchObject({ found: true, seq: 3n, state: bytes(8, 3) });
  });

  it("moves a group's snapshot with the group to its supergroup id", async () => {
    expect((await gc.putFeedbackSnapshot({ scope: group(SNAP_GROUP), fingerprint: 7, seq: 3n, state: bytes(6, 6) })).stored).toBe(true);
    expect((await gc.migrateGroup({ fromGroupId: BigInt(SNAP_GROUP), toGroupId: BigInt(SNAP_MOVED) })).migrated).toBe(true);
    expect(await gc.getFeedbackSnapshot({ scope: group(SNAP_MOVED), fingerprint: 7 })).toMatchObject({ found: true, seq: 3n, state: bytes(6, 6) });
    expect(await gc.getFeedbackSnapshot({ scope: group(SNAP_GROUP), fingerprint: 7 })).toMatchObject({ found: false });
  });
});

describe("ExportReports", () => {
  const EXPORTER = "acc_export_order";

  /** Every report the export gives, page after page of `limit`. */
  async function exportAll(limit: number) {
    const out = [];
    let cursor = "";
    do {
      const page = await gc.exportReports({ cursor, limit });
      out.push(...page.reports);
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }

  it("gives an account's reports in the order the engine learns them (account_seq): its latest label is the one the export ends with", async () => {
    // A report whose transaction began first but queued behind a second one for the account's sequence number: the
    // engine learns the second first, so the first one's label (a correction: ham) is the account's latest.
    const pausing = pausingPool(gcUnderTest.pool, "INSERT INTO report_sequences");
    const correcting = new GroupStore(pausing.pool).reports.create({
      accountId: EXPORTER,
      groupId: null,
      userId: null,
      journalEntryId: null,
      reporterTelegramUserId: null,
      source: "api",
      label: "ham",
      text: "see you at the meetup",
    });
    await pausing.paused;
    // The second one begins in a later millisecond than the first (PostgreSQL's clock read until it has turned).
    await waitFor(
      async () =>
        (
          await gcUnderTest.pool.query(
            `SELECT date_trunc('milliseconds', clock_timestamp()) > date_trunc('milliseconds', xact_start) AS later FROM pg_stat_activity
             WHERE datname = current_database() AND state = 'idle in transaction'`,
          )
        ).rows[0]?.later === true,
      { timeoutMs: 5_000, intervalMs: 1, message: "the clock past the first report's start" },
    );
    const first = (await report({ accountId: EXPORTER, label: ReportLabel.SPAM, text: "see you at the meetup" })).report!;
    pausing.resume();
    const second = await correcting;
    expect([first.accountSeq, second.account_seq]).toEqual([1n, 2]);

    const engine = await gc.getFeedback({ scope: { scope: { case: "accountId", value: EXPORTER } }, afterSeq: 0n });
    expect(engine.items.map((i) => i.label)).toEqual([ReportLabel.SPAM, ReportLabel.HAM]);
    const exported = (await exportAll(1000)).filter((r) => r.accountId === EXPORTER);
    expect(exported.map((r) => [r.accountSeq, r.label])).toEqual([
      [1n, ReportLabel.SPAM],
      [2n, ReportLabel.HAM],
    ]);
  });

  it("pages through every report once, and refuses a cursor it did not issue", async () => {
    const one = await exportAll(1000);
    // Pages that end elsewhere: about four, or pages of 997 (under the largest, 1000) when the file's other tests made many.
    expect(one.length).toBeGreaterThan(1);
    const paged = await exportAll(Math.min(997, Math.ceil(one.length / 4)));
    expect(paged.map((r) => r.id)).toEqual(one.map((r) => r.id));
    expect(new Set(one.map((r) => r.id)).size).toBe(one.length);
    for (const cursor of ["not a cursor", Buffer.from(JSON.stringify(["1", "rpt_x"])).toString("base64url")]) {
      expect((await refusal(gc.exportReports({ cursor, limit: 10 })))[0]).toBe(Code.InvalidArgument);
    }
  });
});
