import type { Client } from "@connectrpc/connect";
import { Code } from "@warden/errors";
import { type GroupsConfigService, ReportLabel, ReportSource } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GroupStore } from "../src/store.js";
import { refusal, startGroupsConfig, type GroupsConfigUnderTest } from "./support.js";

// Moderator reports against a real PostgreSQL: per-scope gapless sequence numbers under
// concurrency, the account check, the bot's reports, the engine's delta and the policy answer.
let gcUnderTest: GroupsConfigUnderTest;
let store: GroupStore;
let gc: Client<typeof GroupsConfigService>;
const ACC = "acc_reporter";
const OTHER = "acc_other";
const GROUP = -1001000000444;
const FOREIGN = -1001000000445;

beforeAll(async () => {
  gcUnderTest = await startGroupsConfig("gc_reports");
  ({ store, client: gc } = gcUnderTest);
  await store.upsertGroup({ id: GROUP, title: "mine", plan: "free", adminAccountIds: [ACC] });
  await store.upsertGroup({ id: FOREIGN, title: "theirs", plan: "pro", adminAccountIds: [OTHER] });
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
