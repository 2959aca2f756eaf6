import { createPool, type Pool } from "@warden/db";
import { createTestDatabase, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateJournal } from "../src/migrations.js";
import { JournalStore } from "../src/store.js";

// Retention deletes the counters and reports dated before the window (daily_stats by day, sender_days by year, the
// reports by their date) in statements of a bounded number of rows, each found through an index: a month of every
// group's counters, or a year of sender days, must not go in one statement that scans the table and cannot stop part-way.
let db: TestDatabase;
let pool: Pool;

const TABLES = ["daily_stats", "sender_days", "journal_reports", "journal_message_reports"] as const;

beforeAll(async () => {
  db = await createTestDatabase("retention_batches");
  await migrateJournal(db.url);
  pool = createPool({ connectionString: db.url, schema: "journal" });
  // Each DELETE statement on these tables notes how many rows it removed.
  await pool.query("CREATE TABLE delete_statements (tbl text NOT NULL, n int NOT NULL)");
  await pool.query(
    `CREATE FUNCTION note_delete() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN INSERT INTO delete_statements SELECT TG_TABLE_NAME, count(*) FROM old_rows; RETURN NULL; END $$`,
  );
  for (const t of TABLES) {
    await pool.query(`CREATE TRIGGER note_delete AFTER DELETE ON ${t} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_delete()`);
  }
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

describe("retention of the counters and reports", () => {
  it("deletes the rows before the window in batches of at most retentionDeleteBatch rows, and keeps the others", async () => {
    const now = new Date(Date.UTC(2026, 5, 15, 12));
    const store = new JournalStore(pool, { retentionMonths: 13, now: () => now, retentionDeleteBatch: 3 });
    const since = store.retainedSince(now); // 2025-05-01
    const old = new Date(since.getTime() - 86_400_000);
    const kept = new Date(since.getTime() + 86_400_000);
    for (let g = 1; g <= 7; g++) {
      for (const [day, at] of [
        ["2025-04-30", old],
        ["2025-05-02", kept],
      ] as const) {
        await pool.query("INSERT INTO daily_stats (group_id, day, messages) VALUES ($1, $2, 1)", [-g, day]);
        await pool.query("INSERT INTO journal_reports (event_id, label, reported_at) VALUES ($1, 'ham', $2)", [`evt_b_${g}_${day}`, at]);
        await pool.query("INSERT INTO journal_message_reports (group_id, message_id, label, reported_at) VALUES ($1, $2, 'ham', $3)", [
          -g,
          day === "2025-04-30" ? 1 : 2,
          at,
        ]);
      }
      await pool.query(
        `INSERT INTO sender_days (group_id, year, user_id, days) VALUES ($1, 2024, 7, repeat('0', 366)::bit(366)), ($1, 2025, 7, repeat('0', 366)::bit(366))`,
        [-g],
      );
    }

    const outcome = await store.applyRetention(now);
    expect(outcome.statsRowsDeleted).toBe(7);
    for (const t of TABLES) {
      const { rows } = await pool.query<{ n: number }>("SELECT n FROM delete_statements WHERE tbl = $1", [t]);
      expect(
        rows.reduce((a, r) => a + r.n, 0),
        `${t}: every row before the window deleted`,
      ).toBe(7);
      expect(Math.max(...rows.map((r) => r.n)), `${t}: no statement deletes more than the batch`).toBeLessThanOrEqual(3);
      expect(Number((await pool.query(`SELECT count(*) FROM ${t}`)).rows[0].count), `${t}: the rows inside the window stay`).toBe(7);
    }
  });

  it("finds the rows before the window through an index, not a scan of the table", async () => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      // Tiny tables are cheaper to scan: the planner is told not to, and takes an index if there is one.
      await client.query("SET LOCAL enable_seqscan = off");
      for (const [t, where, index] of [
        ["daily_stats", "day < '2025-05-01'::date", "daily_stats_day"],
        ["sender_days", "year < 2025", "sender_days_year"],
        ["journal_reports", "reported_at < '2025-05-01'::timestamptz", "journal_reports_reported_at"],
        ["journal_message_reports", "reported_at < '2025-05-01'::timestamptz", "journal_message_reports_reported_at"],
      ] as const) {
        const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN SELECT ctid FROM ${t} WHERE ${where} LIMIT 5000`);
        const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
        // Not the primary key's (group first: every entry of it read), an index that starts at the date.
        expect(plan, t).toMatch(new RegExp(`(using|on) ${index} `));
      }
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});
