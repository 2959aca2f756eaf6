import { timestampDate, timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Action, Source, Verdict } from "@warden/proto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JournalStore, DecisionRow } from "../src/store.js";
import { type JournalHarness, startJournal } from "./support/journal.js";
import { violations } from "./support/violations.js";

// Property: while decisions are inserted concurrently (older than the walk's position, newer than
// everything, and on the very instants already listed), walking a group's journal page by page
// with random page sizes and random filters visits every entry that existed when the walk
// started exactly once, in (created_at desc, id desc) order, and nothing that does not match.

let journal: JournalHarness;
let store: JournalStore;
let client: JournalHarness["client"];

beforeAll(async () => {
  journal = await startJournal("journal_walk", 6);
  ({ store, client } = journal);
});

afterAll(async () => {
  await journal?.close();
});

// Entries fall on a coarse grid (every 2 days over ~4 months, across 5 monthly partitions), so
// many share an instant and the id decides their order.
const BASE = Date.UTC(2026, 5, 20);
const STEP_MS = 2 * 86_400_000;
const SLOTS = 60;
const VERDICTS = ["clean", "suspicious", "spam"] as const;
const ACTIONS = ["none", "review", "delete", "delete_and_mute", "delete_and_ban"] as const;
const SOURCES = ["api", "bot"] as const;
const VERDICT_ENUM = { clean: Verdict.CLEAN, suspicious: Verdict.SUSPICIOUS, spam: Verdict.SPAM };
const ACTION_ENUM = {
  none: Action.NONE,
  review: Action.REVIEW,
  delete: Action.DELETE,
  delete_and_mute: Action.DELETE_AND_MUTE,
  delete_and_ban: Action.DELETE_AND_BAN,
};

interface Spec {
  slot: number;
  idToken: number;
  verdict: (typeof VERDICTS)[number];
  action: (typeof ACTIONS)[number];
  source: (typeof SOURCES)[number];
  user: number | null;
}

const specArb = (maxSlot: number) =>
  fc.record({
    slot: fc.integer({ min: 0, max: maxSlot }),
    idToken: fc.integer({ min: 0, max: 36 ** 4 - 1 }),
    verdict: fc.constantFrom(...VERDICTS),
    action: fc.constantFrom(...ACTIONS),
    source: fc.constantFrom(...SOURCES),
    user: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  });

interface Filters {
  verdict?: (typeof VERDICTS)[number];
  action?: (typeof ACTIONS)[number];
  source?: (typeof SOURCES)[number];
  user?: number;
  fromSlot?: number;
  toSlot?: number;
}

const oneFilter: fc.Arbitrary<Filters> = fc.oneof(
  fc.record({ verdict: fc.constantFrom(...VERDICTS) }),
  fc.record({ action: fc.constantFrom(...ACTIONS) }),
  fc.record({ source: fc.constantFrom(...SOURCES) }),
  fc.record({ user: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ fromSlot: fc.integer({ min: 0, max: SLOTS }) }),
  fc.record({ toSlot: fc.integer({ min: 1, max: SLOTS + 10 }) }),
);
// Mostly no filter or one, sometimes two (a window, or two attributes).
const filtersArb: fc.Arbitrary<Filters> = fc
  .oneof(
    { weight: 3, arbitrary: fc.constant<Filters>({}) },
    { weight: 5, arbitrary: oneFilter },
    { weight: 2, arbitrary: fc.tuple(oneFilter, oneFilter).map(([a, b]) => ({ ...a, ...b })) },
  )
  .filter((f) => f.fromSlot === undefined || f.toSlot === undefined || f.fromSlot < f.toSlot);

// Small pages make long walks (many cursors); large ones cross partitions within a page.
const pageSizeArb = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 6 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 100 }) });

let run = 0;
let serial = 0;

function toRow(groupId: number, s: Spec): DecisionRow {
  serial++;
  return {
    // Random order among equal instants; unique by the serial suffix.
    eventId: `evt_${s.idToken.toString(36).padStart(4, "0")}${serial.toString(36).padStart(5, "0")}`,
    createdAt: new Date(BASE + s.slot * STEP_MS),
    groupId,
    accountId: null,
    source: s.source,
    messageId: s.source === "bot" ? serial : null,
    userId: s.user,
    text: `decision ${serial}`,
    verdict: s.verdict,
    score: 50,
    matchedRules: [],
    action: s.action,
  };
}

const matches = (r: DecisionRow, f: Filters) =>
  (f.verdict === undefined || r.verdict === f.verdict) &&
  (f.action === undefined || r.action === f.action) &&
  (f.source === undefined || r.source === f.source) &&
  (f.user === undefined || r.userId === f.user) &&
  (f.fromSlot === undefined || r.createdAt.getTime() >= BASE + f.fromSlot * STEP_MS) &&
  (f.toSlot === undefined || r.createdAt.getTime() < BASE + f.toSlot * STEP_MS);

/** (created_at desc, id desc), ids compared bytewise like the database's "C" collation. */
const newerFirst = (a: { t: number; id: string }, b: { t: number; id: string }) => (a.t !== b.t ? b.t - a.t : a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

describe("journal keyset pagination", () => {
  it("visits every entry that existed at the start exactly once, in order, while inserts run concurrently", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(specArb(SLOTS), { minLength: 0, maxLength: 220, size: "max" }),
        filtersArb,
        fc.array(pageSizeArb, { minLength: 1, maxLength: 12, size: "max" }),
        // Concurrent inserts: anywhere in the range, and newer than everything (slots past SLOTS).
        fc.array(fc.array(specArb(SLOTS + 5), { minLength: 1, maxLength: 15, size: "max" }), { minLength: 0, maxLength: 12, size: "max" }),
        async (initial, filters, pageSizes, insertBatches) => {
          const groupId = -1002000000000 - ++run;
          const rows = initial.map((s) => toRow(groupId, s));
          await store.insertDecisions(rows);
          // Noise in another group that must never show up.
          await store.insertDecisions(initial.slice(0, 20).map((s) => toRow(groupId - 500_000, s)));

          const expected = rows.filter((r) => matches(r, filters)).map((r) => ({ t: r.createdAt.getTime(), id: r.eventId }));
          expected.sort(newerFirst);
          const inserted = new Map<string, DecisionRow>();
          const batches = insertBatches.map((b) => b.map((s) => toRow(groupId, s)));
          const between = batches.filter((_, i) => i % 2 === 0);
          const parallel = batches.filter((_, i) => i % 2 === 1);

          // One writer runs freely beside the walk; the other inserts between pages.
          const writer = (async () => {
            for (const b of parallel) {
              await store.insertDecisions(b);
              for (const r of b) inserted.set(r.eventId, r);
              await new Promise((r) => setTimeout(r, 1));
            }
          })();

          const visited: { t: number; id: string }[] = [];
          let cursor = "";
          for (let page = 0; ; page++) {
            const res = await client.listJournal({
              groupId: BigInt(groupId),
              limit: pageSizes[page % pageSizes.length]!,
              cursor,
              verdict: filters.verdict ? VERDICT_ENUM[filters.verdict] : Verdict.UNSPECIFIED,
              action: filters.action ? ACTION_ENUM[filters.action] : Action.UNSPECIFIED,
              source: filters.source === "bot" ? Source.BOT : filters.source === "api" ? Source.API : Source.UNSPECIFIED,
              userId: filters.user === undefined ? undefined : BigInt(filters.user),
              from: filters.fromSlot === undefined ? undefined : timestampFromDate(new Date(BASE + filters.fromSlot * STEP_MS)),
              to: filters.toSlot === undefined ? undefined : timestampFromDate(new Date(BASE + filters.toSlot * STEP_MS)),
            });
            expect(res.items.length).toBeLessThanOrEqual(pageSizes[page % pageSizes.length]!);
            for (const item of res.items) visited.push({ t: timestampDate(item.createdAt!).getTime(), id: item.id });
            const b = between[page];
            if (b) {
              await store.insertDecisions(b);
              for (const r of b) inserted.set(r.eventId, r);
            }
            if (!res.nextCursor) break;
            expect(res.items.length).toBeGreaterThan(0);
            cursor = res.nextCursor;
          }
          await writer;

          // Strictly newest first: no repeat, no step back.
          for (let i = 1; i < visited.length; i++) expect(newerFirst(visited[i - 1]!, visited[i]!)).toBeLessThan(0);
          // Every entry of the start is visited exactly once...
          const ids = visited.map((v) => v.id);
          expect(new Set(ids).size).toBe(ids.length);
          const seen = new Set(ids);
          expect(expected.filter((e) => !seen.has(e.id))).toEqual([]);
          // ...in the expected order, and anything else visited is a matching concurrent insert.
          const startIds = new Set(expected.map((e) => e.id));
          expect(visited.filter((v) => startIds.has(v.id))).toEqual(expected);
          for (const v of visited) {
            if (startIds.has(v.id)) continue;
            const r = inserted.get(v.id);
            expect(r, `unexpected entry ${v.id}`).toBeDefined();
            expect(matches(r!, filters)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("refuses a cursor replayed with other filters or another group, and a forged one", async () => {
    const groupId = -1002100000000;
    const rows = Array.from({ length: 5 }, (_, i) => toRow(groupId, { slot: i, idToken: i, verdict: "spam", action: "delete", source: "bot", user: 1 }));
    await store.insertDecisions(rows);
    const first = await client.listJournal({ groupId: BigInt(groupId), limit: 2, verdict: Verdict.SPAM });
    expect(first.nextCursor).not.toBe("");
    const again = await client.listJournal({ groupId: BigInt(groupId), limit: 2, verdict: Verdict.SPAM, cursor: first.nextCursor });
    expect(again.items.map((i) => i.id)).toEqual(
      rows
        .map((r) => r.eventId)
        .reverse()
        .slice(2, 4),
    );
    const otherFilters = await violations(client.listJournal({ groupId: BigInt(groupId), limit: 2, cursor: first.nextCursor }));
    expect(otherFilters).toEqual([{ path: "cursor", message: expect.stringMatching(/another group or other filters/) }]);
    const otherGroup = await violations(client.listJournal({ groupId: BigInt(groupId - 1), limit: 2, verdict: Verdict.SPAM, cursor: first.nextCursor }));
    expect(otherGroup).toEqual([{ path: "cursor", message: expect.stringMatching(/another group or other filters/) }]);
    const forged = Buffer.from(JSON.stringify(["2026-02-30T00:00:00.000000Z", "evt_x", "abc"])).toString("base64url");
    expect(await violations(client.listJournal({ groupId: BigInt(groupId), cursor: forged }))).toEqual([
      { path: "cursor", message: "is not a cursor this API issued" },
    ]);
    expect(await violations(client.listJournal({ groupId: BigInt(groupId), cursor: "%%%" }))).toEqual([
      { path: "cursor", message: "is not a cursor this API issued" },
    ]);
  });

  it("pages of 1 and 100 are the edges of limit; 0 means 50; 101 is refused", async () => {
    const groupId = -1002200000000;
    const rows = Array.from({ length: 120 }, (_, i) =>
      toRow(groupId, { slot: i % 7, idToken: i, verdict: "clean", action: "none", source: "api", user: null }),
    );
    await store.insertDecisions(rows);
    expect((await client.listJournal({ groupId: BigInt(groupId), limit: 1 })).items).toHaveLength(1);
    expect((await client.listJournal({ groupId: BigInt(groupId), limit: 100 })).items).toHaveLength(100);
    expect((await client.listJournal({ groupId: BigInt(groupId) })).items).toHaveLength(50);
    expect(await violations(client.listJournal({ groupId: BigInt(groupId), limit: 101 }))).toEqual([{ path: "limit", message: "must be between 1 and 100" }]);
    expect(await violations(client.listJournal({ groupId: BigInt(groupId), limit: -1 }))).toEqual([{ path: "limit", message: "must be between 1 and 100" }]);
    const last = await client.listJournal({
      groupId: BigInt(groupId),
      limit: 100,
      cursor: (await client.listJournal({ groupId: BigInt(groupId), limit: 20 })).nextCursor,
    });
    expect(last.items).toHaveLength(100);
    expect(last.nextCursor).toBe("");
  });
});
