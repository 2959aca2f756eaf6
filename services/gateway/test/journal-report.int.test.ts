import { create } from "@bufbuild/protobuf";
import { timestampNow } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, createClient, createRouterTransport } from "@connectrpc/connect";
import { errors } from "@warden/errors";
import { JournalEntrySchema, JournalService, ReportLabel, Source, Verdict, type RecordReportRequest } from "@warden/proto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

// POST /groups/{id}/journal/{entryId}/report with the journal answering as the test says (the real groups-config
// behind): the entry is marked (RecordReport) before groups-config stores the report, and what the journal answers
// decides the outcome.
const API = "/api/public/v1";
const G = -1001000000920;
const ENTRY = "evt_journal_report_1";

let h: Harness;
let owner: { id: string; key: string };
/** What RecordReport does next (the default: marks), and what it was asked. */
let recordReport: (req: RecordReportRequest) => Promise<void>;
const marked: RecordReportRequest[] = [];
const entry = () =>
  create(JournalEntrySchema, { id: ENTRY, createdAt: timestampNow(), source: Source.BOT, userId: 77n, textExcerpt: "hi", verdict: Verdict.SPAM });

beforeAll(async () => {
  const journal = createClient(
    JournalService,
    createRouterTransport((router) =>
      router.service(JournalService, {
        async getJournalEntry(req) {
          if (req.entryId !== ENTRY) throw errors.notFound("journal_entry", req.entryId, "journal entry not found");
          return { entry: entry(), text: "Selling my old bike, 50 EUR" };
        },
        async recordReport(req) {
          await recordReport(req);
          marked.push(req);
          return { entry: entry() };
        },
      }),
    ),
  );
  h = await startHarness("gwjournalreport", { journal });
  owner = await h.account("pro");
  await h.group(G, "pro", [owner.id]);
});
afterAll(() => h?.close());
beforeEach(() => {
  recordReport = async () => undefined;
  marked.length = 0;
});

const correct = (label: string) => h.request("POST", `${API}/groups/${G}/journal/${ENTRY}/report`, { key: owner.key, body: { label } });
const stored = async () => (await h.request("GET", `${API}/spam/reports?group_id=${G}`, { key: owner.key })).body.items.length as number;

describe("a journal correction", () => {
  it("marks the entry with the label, then stores the report", async () => {
    const before = await stored();
    const r = await correct("ham");
    expect(r.status).toBe(201);
    expect(marked.map((m) => [m.groupId, m.entryId, m.label])).toEqual([[BigInt(G), ENTRY, ReportLabel.HAM]]);
    expect(await stored()).toBe(before + 1);
  });

  it("is 404 and stores nothing when the entry is gone by the time it is marked", async () => {
    // As journal-analytics says it (retention dropped the entry meanwhile).
    recordReport = async () => {
      throw errors.notFound("journal_entry", ENTRY, "journal entry not found");
    };
    const before = await stored();
    const r = await correct("ham");
    expect([r.status, r.body.error.code]).toEqual([404, "not_found"]);
    expect(await stored()).toBe(before);
  });

  it("is 503 (retry) and stores nothing while the journal cannot mark", async () => {
    recordReport = async () => {
      throw new ConnectError("journal down", Code.Unavailable);
    };
    const before = await stored();
    const r = await correct("spam");
    expect([r.status, r.body.error.code, r.headers.get("retry-after")]).toEqual([503, "unavailable", expect.any(String)]);
    expect(await stored()).toBe(before);
  });

  it("is stored unmarked by a journal from before RecordReport (a rolling upgrade), not refused", async () => {
    recordReport = async () => {
      throw new ConnectError("not implemented", Code.Unimplemented);
    };
    const before = await stored();
    const r = await correct("ham");
    expect(r.status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });
});
