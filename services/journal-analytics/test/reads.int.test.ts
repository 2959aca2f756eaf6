import { createPool, type Pool } from "@warden/db";
import { isDependencyUnavailable } from "@warden/errors";
import { createTestDatabase, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateJournal } from "../src/migrations.js";
import { JournalStore } from "../src/store.js";
import { decisionRow } from "./support/journal.js";

// The journal's reads go to a pool of their own whose statements are cancelled past a timeout: a read that takes
// too long (here: one that waits behind a lock) ends as "unavailable" (503, try again) instead of holding a
// connection the consumers need, and the writers' pool never sees it.
let db: TestDatabase;
let pool: Pool;
let reads: Pool;

beforeAll(async () => {
  db = await createTestDatabase("journal_reads");
  await migrateJournal(db.url);
  pool = createPool({ connectionString: db.url, schema: "journal", max: 2 });
  reads = createPool({ connectionString: db.url, schema: "journal", max: 1, statementTimeoutMs: 300 });
});

afterAll(async () => {
  await reads?.end();
  await pool?.end();
  await db?.drop();
});

const G = -1005000000042;

describe("journal reads", () => {
  it("are cancelled past the read timeout as unavailable, on their own pool, and work again after", async () => {
    const store = new JournalStore(pool, { readPool: reads });
    const at = new Date();
    expect(await store.insertDecisions([decisionRow({ eventId: "evt_read_1", createdAt: at, groupId: G })])).toHaveLength(1);

    const locker = await pool.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE journal IN ACCESS EXCLUSIVE MODE");
      const err = await store.listJournal({ groupId: G, limit: 10 }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((err as { code?: string }).code).toBe("57014");
      expect(isDependencyUnavailable(err)).toBe(true);
      // The writers' pool had its other connection free the whole time.
      expect((await pool.query("SELECT 1 AS one")).rows[0].one).toBe(1);
    } finally {
      await locker.query("ROLLBACK");
      locker.release();
    }
    expect((await store.listJournal({ groupId: G, limit: 10 })).map((r) => r.event_id)).toEqual(["evt_read_1"]);
  });
});
