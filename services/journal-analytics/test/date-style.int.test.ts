import { createPool, type Pool } from "@warden/db";
import { createTestDatabase, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateJournal } from "../src/migrations.js";
import { JournalStore, type ChatEventRow } from "../src/store.js";
import { decisionRow } from "./support/journal.js";

// node-postgres parses dates and timestamps in ISO form, and the chat events' counters read `day::text` as YYYY-MM-DD.
// A database (or role) set to another DateStyle, as some European installations are, must not turn every batch into
// NULL times (first_seen_at 23502: retried, then dead-lettered, the analytics stopped while /readyz stays green): the
// pool's sessions pin DateStyle like their time zone.
let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase("journal_date_style");
  await migrateJournal(db.url);
  const admin = createPool({ connectionString: db.url, schema: "journal", max: 1 });
  const { rows } = await admin.query<{ d: string }>("SELECT current_database() AS d");
  await admin.query(`ALTER DATABASE "${rows[0]!.d}" SET DateStyle = 'SQL, DMY'`);
  await admin.query(`ALTER DATABASE "${rows[0]!.d}" SET IntervalStyle = 'sql_standard'`);
  await admin.end();
  pool = createPool({ connectionString: db.url, schema: "journal", max: 2 });
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

describe("a database whose DateStyle is not ISO", () => {
  it("counts chat events and journals decisions, with their times read back exactly", async () => {
    const store = new JournalStore(pool, { retentionMonths: 120 });
    const at = new Date(Date.UTC(2026, 0, 13, 9, 30, 15, 250));
    const e: ChatEventRow = { eventId: "evt_ds_message", occurredAt: at, groupId: -1009000000004, kind: "message", userId: 5, messageId: 1 };
    await expect(store.insertChatEvents([e])).resolves.toEqual(["evt_ds_message"]);
    await expect(store.insertDecisions([decisionRow({ eventId: "evt_ds_decision", createdAt: at, groupId: -1009000000004, userId: 5 })])).resolves.toEqual([
      "evt_ds_decision",
    ]);
    const [entry] = await store.listJournal({ groupId: -1009000000004, limit: 10 });
    expect(entry?.created_at).toEqual(at);
    const { totals } = await store.analytics(-1009000000004, "2026-01-13", "2026-01-13");
    expect(totals).toMatchObject({ messages: 1, active_users: 1, spam_blocked: 1 });
  });
});
