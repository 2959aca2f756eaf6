import { Code, ConnectError } from "@warden/errors";
import { journalQuery } from "@warden/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decisionRow, type JournalHarness, startJournal } from "./support/journal.js";
import { violations } from "./support/violations.js";

// Every RPC refuses an input the database cannot take as InvalidArgument naming the field, before any statement runs:
// a group id past the safe integer range (rounded by Number(), 2^63 - 1 becomes 2^63, past bigint: "value out of
// range") or an entry id holding U+0000 (no PostgreSQL text can) would otherwise surface as Internal.
let journal: JournalHarness;

beforeAll(async () => {
  journal = await startJournal("journal_rpc_inputs", 2);
});

afterAll(async () => {
  await journal?.close();
});

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);
const PAST_SAFE = -(2n ** 53n) - 1n;
const day = new Date().toISOString().slice(0, 10);

describe("a group id outside the safe integer range", () => {
  it.each([INT64_MAX, INT64_MIN, PAST_SAFE])("%s is refused by ListJournal, GetAnalytics and GetJournalEntry", async (groupId) => {
    const refused = [{ path: "group_id", message: "must be a safe integer" }];
    expect(await violations(journal.client.listJournal({ groupId }))).toEqual(refused);
    expect(await violations(journal.client.getAnalytics({ groupId, from: day, to: day }))).toEqual(refused);
    expect(await violations(journal.client.getJournalEntry({ groupId, entryId: "evt_x" }))).toEqual(refused);
  });

  it("is taken at the edge of that range", async () => {
    const groupId = -BigInt(Number.MAX_SAFE_INTEGER);
    expect((await journal.client.listJournal({ groupId })).items).toEqual([]);
    expect((await journal.client.getAnalytics({ groupId, from: day, to: day })).daily).toHaveLength(1);
    const missing = await journal.client.getJournalEntry({ groupId, entryId: "evt_x" }).then(
      () => undefined,
      (e: unknown) => ConnectError.from(e).code,
    );
    expect(missing).toBe(Code.NotFound);
  });
});

describe("an entry id PostgreSQL cannot hold", () => {
  it.each(["evt_\u0000x", "\u0000"])("%j is refused by GetJournalEntry", async (entryId) => {
    const v = await violations(journal.client.getJournalEntry({ groupId: -1001000000001n, entryId }));
    expect(v.map((x) => x.path)).toEqual(["entry_id"]);
  });
});

// The gateway passes on every RFC 3339 date-time of years 0001..9999 (any fraction, any offset up to ±23:59) as the
// journal's from and to; the service rounds them up to PostgreSQL's microseconds, and one at the top of year 9999 (or
// pushed past either end by its offset) must bound the list as well, not come back as a 422 for a valid query.
describe("a journal range the gateway accepts", () => {
  const G = -1001000000002;
  const list = (query: { from?: string; to?: string }) => {
    const q = journalQuery.parse(query);
    return journal.client.listJournal({ groupId: BigInt(G), from: q.from, to: q.to }).then((r) => r.items.map((i) => i.id));
  };

  beforeAll(async () => {
    await journal.store.insertDecisions([decisionRow({ eventId: "evt_range_1", createdAt: new Date(), groupId: G })]);
  });

  it("is answered up to the last instant of year 9999, whatever its fraction", async () => {
    expect(await list({ to: "9999-12-31T23:59:59.9999999Z" })).toEqual(["evt_range_1"]);
    expect(await list({ to: "9999-12-31T23:59:59.999999999Z" })).toEqual(["evt_range_1"]);
    expect(await list({ from: "9999-12-31T23:59:59.999999999Z" })).toEqual([]);
  });

  it("is answered when an offset moves a bound past either end of years 0001..9999", async () => {
    expect(await list({ from: "0001-01-01T00:00:00+23:59", to: "9999-12-31T23:59:59-23:59" })).toEqual(["evt_range_1"]);
    expect(await list({ to: "0001-01-01T00:00:00+01:00" })).toEqual([]);
    expect(await list({ from: "9999-12-31T23:00:00-01:00" })).toEqual([]);
  });

  it("is an empty page when from and to fall in one microsecond", async () => {
    expect(await list({ from: "9999-12-31T23:59:59.9999991Z", to: "9999-12-31T23:59:59.9999999Z" })).toEqual([]);
    expect(await list({ from: "2026-01-01T00:00:00.0000001Z", to: "2026-01-01T00:00:00.0000009Z" })).toEqual([]);
  });
});
