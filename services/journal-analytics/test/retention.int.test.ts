import { createPool, type Pool } from "@warden/db";
import { createLogger } from "@warden/telemetry";
import { createTestDatabase, type TestDatabase, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateJournal } from "../src/migrations.js";
import { startRetentionSchedule } from "../src/retention.js";
import { JournalStore, PARTITIONED_TABLES, type ChatEventRow, type DecisionRow } from "../src/store.js";
import { decisionRow } from "./support/journal.js";

// Retention (13 months) drops whole monthly partitions whose month ended at or before
// now − 13 months, keeps the one the cutoff falls in, deletes the daily counters of the dropped
// months, pre-creates next month, and stops intake of records older than what it keeps.
let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase("retention");
  await migrateJournal(db.url);
  pool = createPool({ connectionString: db.url, schema: "journal" });
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const partitions = async () =>
  (
    await pool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
       WHERE p.relname = ANY($1::text[]) ORDER BY 1`,
      [PARTITIONED_TABLES],
    )
  ).rows.map((r) => r.name);

/** A store whose first `failures` retention runs throw (the database away), counting its runs in `calls`. */
function failingRuns(failures: number): JournalStore & { calls: number } {
  const store = {
    retentionMonths: 13,
    calls: 0,
    async applyRetention() {
      store.calls++;
      if (store.calls <= failures) throw new Error("database away");
      return { cutoff: new Date(), retainedSince: new Date(), dropped: [], deferred: [], statsRowsDeleted: 0 };
    },
  };
  return store as unknown as JournalStore & { calls: number };
}

const monthsOf = (names: string[], table: string) => names.filter((n) => n.startsWith(`${table}_2`)).map((n) => n.slice(table.length + 1));

let n = 0;
const decision = (at: Date): DecisionRow => decisionRow({ eventId: `evt_r${++n}`, createdAt: at, groupId: -1005000000001, messageId: n });
const message = (at: Date): ChatEventRow => ({ eventId: `evt_r${++n}`, occurredAt: at, groupId: -1005000000001, kind: "message", userId: 7, messageId: n });

describe("retention", () => {
  it("drops only the partitions wholly outside the window, at the month boundary and after", async () => {
    // Load a year and a half of data with a store that keeps everything.
    const loader = new JournalStore(pool, { retentionMonths: 120 });
    const months = ["2025-08-15", "2025-09-30T23:59:59.999", "2025-10-01", "2025-10-31T23:59:59.999", "2025-11-01", "2026-10-20", "2026-11-01"];
    for (const m of months) {
      const at = new Date(`${m.length === 10 ? `${m}T00:00:00.000` : m}Z`);
      expect(await loader.insertDecisions([decision(at)])).toHaveLength(1);
      expect(await loader.insertChatEvents([message(at)])).toHaveLength(1);
    }
    const before = await partitions();
    expect(monthsOf(before, "journal")).toEqual(["2025_08", "2025_09", "2025_10", "2025_11", "2026_10", "2026_11"]);
    expect(monthsOf(before, "daily_active_users")).toEqual(["2025_08", "2025_09", "2025_10", "2025_11", "2026_10", "2026_11"]);

    // Sender-day bitmaps of a year wholly before the window go; the window's first year stays.
    await pool.query("INSERT INTO sender_days (group_id, year, user_id, days) VALUES (-1005000000001, 2024, 9, B'1'::bit(366))");
    const senderYears = async () => (await pool.query("SELECT DISTINCT year FROM sender_days ORDER BY year")).rows.map((r) => r.year);
    expect(await senderYears()).toEqual([2024, 2025, 2026]);

    // now = 2026-11-01T00:00Z: the cutoff 2025-10-01T00:00Z is exactly where September ends.
    const store = new JournalStore(pool, { retentionMonths: 13 });
    const first = await store.applyRetention(new Date("2026-11-01T00:00:00.000Z"));
    expect(first.cutoff.toISOString()).toBe("2025-10-01T00:00:00.000Z");
    expect(first.retainedSince.toISOString()).toBe("2025-10-01T00:00:00.000Z");
    expect(first.dropped.sort()).toEqual(
      ["chat_events_2025_08", "chat_events_2025_09", "daily_active_users_2025_08", "daily_active_users_2025_09", "journal_2025_08", "journal_2025_09"].sort(),
    );
    const afterFirst = await partitions();
    for (const t of PARTITIONED_TABLES) expect(monthsOf(afterFirst, t)).toEqual(["2025_10", "2025_11", "2026_10", "2026_11", "2026_12"]);
    const days = async () => (await pool.query("SELECT day::text FROM daily_stats ORDER BY day")).rows.map((r) => r.day);
    expect(await days()).toEqual(["2025-10-01", "2025-10-31", "2025-11-01", "2026-10-20", "2026-11-01"]);
    expect(first.statsRowsDeleted).toBe(2);
    expect(await senderYears()).toEqual([2025, 2026]);

    // Three weeks later the cutoff (2025-10-22) falls inside October: October stays.
    const second = await store.applyRetention(new Date("2026-11-22T01:00:00.000Z"));
    expect(second.cutoff.toISOString()).toBe("2025-10-22T01:00:00.000Z");
    expect(second.dropped).toEqual([]);
    expect(await partitions()).toEqual(afterFirst);
    expect(await days()).toEqual(["2025-10-01", "2025-10-31", "2025-11-01", "2026-10-20", "2026-11-01"]);
    const journal = async () =>
      (await pool.query("SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d FROM journal ORDER BY 1")).rows.map((r) => r.d);
    expect(await journal()).toEqual(["2025-10-01", "2025-10-31", "2025-11-01", "2026-10-20", "2026-11-01"]);

    // On 2026-12-01 October has wholly left the window.
    const third = await store.applyRetention(new Date("2026-12-01T00:00:00.000Z"));
    expect(third.dropped.sort()).toEqual(["chat_events_2025_10", "daily_active_users_2025_10", "journal_2025_10"]);
    for (const t of PARTITIONED_TABLES) expect(monthsOf(await partitions(), t)).toEqual(["2025_11", "2026_10", "2026_11", "2026_12", "2027_01"]);
    expect(await journal()).toEqual(["2025-11-01", "2026-10-20", "2026-11-01"]);
    expect(await days()).toEqual(["2025-11-01", "2026-10-20", "2026-11-01"]);
  });

  it("clamps the cutoff to the end of a shorter month", async () => {
    const store = new JournalStore(pool, { retentionMonths: 1 });
    await pool.query("SELECT ensure_month_partition('journal', '2027-01-10T00:00:00Z'), ensure_month_partition('journal', '2027-02-10T00:00:00Z')");
    const out = await store.applyRetention(new Date("2027-03-31T10:00:00.000Z"));
    expect(out.cutoff.toISOString()).toBe("2027-02-28T10:00:00.000Z");
    // January 2027 ended before the cutoff; February (where it falls) stays.
    expect(out.dropped).toContain("journal_2027_01");
    expect(out.dropped).not.toContain("journal_2027_02");
    expect(monthsOf(await partitions(), "journal")).toEqual(["2027_02", "2027_03", "2027_04"]);
  });

  it("refuses records older than the kept window instead of recreating dropped partitions", async () => {
    const clock = new Date("2027-03-31T10:00:00.000Z");
    const store = new JournalStore(pool, { retentionMonths: 1, now: () => clock });
    expect(store.retainedSince().toISOString()).toBe("2027-02-01T00:00:00.000Z");
    const old = new Date("2027-01-31T23:59:59.999Z");
    expect(await store.insertDecisions([decision(old)])).toEqual([]);
    expect(await store.insertChatEvents([message(old)])).toEqual([]);
    expect(monthsOf(await partitions(), "journal")).toEqual(["2027_02", "2027_03", "2027_04"]);
    // The first kept instant is accepted.
    expect(await store.insertDecisions([decision(new Date("2027-02-01T00:00:00.000Z"))])).toHaveLength(1);
  });

  it("gives a partition's drop up when a long read holds the journal, so inserts go on, and drops it at the next run", async () => {
    await pool.query("SELECT ensure_month_partition('journal', '2031-01-10T00:00:00Z')");
    const store = new JournalStore(pool, { retentionMonths: 1, dropLockTimeoutMs: 200 });
    await store.ensureUpcomingPartitions(new Date("2031-03-15T00:00:00.000Z")); // made ahead, as every day's run does
    const reader = await pool.connect();
    try {
      // A long journal read: its lock on the parent table lasts until its transaction ends.
      await reader.query("BEGIN");
      await reader.query("SELECT count(*) FROM journal");
      const notBefore = (what: string, p: Promise<unknown>) =>
        Promise.race([p, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} waited for the long read`)), 20_000).unref())]);
      const retention = store.applyRetention(new Date("2031-03-15T00:00:00.000Z"));
      const insert = new JournalStore(pool, { retentionMonths: 120 }).insertDecisions([decision(new Date("2031-03-14T00:00:00.000Z"))]);
      const out = (await notBefore("retention", retention)) as Awaited<typeof retention>;
      expect(await notBefore("an insert", insert)).toHaveLength(1);
      expect(out.deferred).toContain("journal_2031_01");
      expect(out.dropped).not.toContain("journal_2031_01");
      expect(out.dropped.some((n) => n.startsWith("chat_events_"))).toBe(true); // tables the read does not hold go
      expect(monthsOf(await partitions(), "journal")).toContain("2031_01");
    } finally {
      await reader.query("ROLLBACK");
      reader.release();
    }
    const next = await store.applyRetention(new Date("2031-03-15T00:00:00.000Z"));
    expect(next.dropped).toContain("journal_2031_01");
    expect(next.deferred).toEqual([]);
    expect(monthsOf(await partitions(), "journal")).not.toContain("2031_01");
  });

  it("a failed run is retried soon, with a growing wait, not only at the next tick", async () => {
    const logger = createLogger("test", "silent");
    const flaky = failingRuns(2);
    // A day between ticks: only the retries can bring the second and third runs within the test.
    const schedule = startRetentionSchedule({ store: flaky, logger, intervalMs: 86_400_000, retryMs: 10 });
    try {
      await schedule.firstRun;
      expect(flaky.calls).toBe(1);
      await waitFor(() => flaky.calls >= 3, { timeoutMs: 5_000, intervalMs: 10, message: "two retries after the failed runs" });
    } finally {
      schedule.stop();
    }
  });

  it("runs at start-up on a schedule, and keeps running after a failed run", async () => {
    const logger = createLogger("test", "silent");
    const flaky = failingRuns(1);
    const schedule = startRetentionSchedule({ store: flaky, logger, intervalMs: 50 });
    await schedule.firstRun;
    expect(flaky.calls).toBe(1);
    // the failure did not stop the schedule: two more runs come (waited for, not slept on: a loaded run delays timers)
    await waitFor(() => flaky.calls >= 3, { timeoutMs: 5_000, intervalMs: 10, message: "two more scheduled runs" });
    schedule.stop();
    const seen = flaky.calls;
    // and after stop() none: more than two intervals pass without a call
    await new Promise((r) => setTimeout(r, 120));
    expect(flaky.calls).toBe(seen);
  });
});
