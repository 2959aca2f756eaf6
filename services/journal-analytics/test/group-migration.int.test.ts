import { utcDay } from "../src/time.js";
import type { ChatEventRow, DecisionRow, JournalStore } from "../src/store.js";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JournalHarness, startJournal } from "./support/journal.js";

// A group that became a supergroup (a chat event of kind migrate): its journal entries and
// counters move to the new id in one transaction, days both ids have are added up with their
// distinct senders merged, and a record still carrying the old id lands under the new one.

let journal: JournalHarness;
let store: JournalStore;
let client: JournalHarness["client"];
const OLD = -4_100_001;
const NEW = -1_004_100_000_001;

beforeAll(async () => {
  journal = await startJournal("journal_migration", 4);
  ({ store, client } = journal);
});

afterAll(async () => {
  await journal?.close();
});

const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
const decision = (eventId: string, groupId: number, messageId: number, when: Date): DecisionRow => ({
  eventId,
  createdAt: when,
  groupId,
  accountId: null,
  source: "bot",
  messageId,
  userId: 42,
  text: "Earn $500 a day, DM me",
  verdict: "spam",
  score: 90,
  matchedRules: ["earnings_promise"],
  action: "delete",
});
const message = (eventId: string, groupId: number, userId: number, when: Date): ChatEventRow => ({
  eventId,
  occurredAt: when,
  groupId,
  kind: "message",
  userId,
  messageId: null,
});
const migrate = (eventId: string, when: Date): ChatEventRow => ({
  eventId,
  occurredAt: when,
  groupId: OLD,
  kind: "migrate",
  userId: null,
  messageId: null,
  migratedTo: NEW,
});

describe("a group that became a supergroup", () => {
  it("moves entries and counters to the new id, merging a day both ids have; idempotently; late records follow", async () => {
    await store.insertDecisions([decision("evt_m_old_1", OLD, 1, at(30)), decision("evt_m_old_2", OLD, 2, at(20))]);
    // users 1 and 2 wrote in the old group today, users 2 and 3 in the new one (before the move was seen)
    await store.insertChatEvents([
      message("evt_m_c1", OLD, 1, at(30)),
      message("evt_m_c2", OLD, 2, at(29)),
      message("evt_m_c3", NEW, 2, at(10)),
      message("evt_m_c4", NEW, 3, at(9)),
    ]);
    await store.insertDecisions([decision("evt_m_new_1", NEW, 3, at(10))]);
    const today = utcDay(new Date());

    // the migration and an event from the old chat still in flight, in one batch, in either order
    expect(await store.insertChatEvents([message("evt_m_late", OLD, 4, at(5)), migrate("evt_m_migrate", at(5))])).toEqual(
      expect.arrayContaining(["evt_m_migrate", "evt_m_late"]),
    );
    await store.insertDecisions([decision("evt_m_old_3", OLD, 4, at(4))]);
    // an API check of the old id, alone in its batch (the API topic's batches are written without a transaction)
    await store.insertDecisions([{ ...decision("evt_m_api", OLD, 5, at(3)), source: "api", messageId: null, action: "none" }]);

    const { items } = await client.listJournal({ groupId: BigInt(NEW) });
    expect(items.map((i) => i.id)).toEqual(["evt_m_api", "evt_m_old_3", "evt_m_new_1", "evt_m_old_2", "evt_m_old_1"]);
    expect((await client.listJournal({ groupId: BigInt(OLD) })).items).toEqual([]);
    expect((await client.getJournalEntry({ groupId: BigInt(NEW), entryId: "evt_m_old_1" })).entry?.id).toBe("evt_m_old_1");

    const stats = await client.getAnalytics({ groupId: BigInt(NEW), from: today, to: today });
    // 5 messages from users 1, 2, 2, 3, 4: four distinct senders (user 2 wrote under both ids); 4 spam blocked
    expect(stats.totals).toEqual(expect.objectContaining({ messages: 5n, activeUsers: 4n, spamBlocked: 4n }));
    expect(stats.daily[0]!.counters).toEqual(expect.objectContaining({ messages: 5n, activeUsers: 4n, spamBlocked: 4n }));
    const old = await client.getAnalytics({ groupId: BigInt(OLD), from: today, to: today });
    expect(old.totals).toEqual(expect.objectContaining({ messages: 0n, activeUsers: 0n, spamBlocked: 0n }));

    // the pair's other service message (or a redelivery): nothing changes
    await store.insertChatEvents([migrate("evt_m_migrate_2", at(3))]);
    const again = await client.getAnalytics({ groupId: BigInt(NEW), from: today, to: today });
    expect(again.totals).toEqual(stats.totals);
    expect((await client.listJournal({ groupId: BigInt(NEW) })).items).toHaveLength(5);
  });

  it("a decision of the old id written while the move runs lands under the new id too", async () => {
    const from = -4_100_002;
    const to = -1_004_100_000_002;
    await store.insertDecisions([decision("evt_r_before", from, 1, at(30))]);
    // The move's UPDATE of the journal made slow (0.5 s), so that a decision of the old id comes in while it runs.
    const { pool } = journal;
    await pool.query("CREATE FUNCTION slow_move() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.5); RETURN NULL; END $$");
    await pool.query("CREATE TRIGGER slow_move BEFORE UPDATE ON journal FOR EACH STATEMENT EXECUTE FUNCTION slow_move()");
    try {
      const move = store.insertChatEvents([{ ...migrate("evt_r_migrate", at(5)), groupId: from, migratedTo: to }]);
      await waitFor(
        async () =>
          ((
            await pool.query(
              "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE 'UPDATE journal SET group_id%'",
            )
          ).rowCount ?? 0) > 0,
        { timeoutMs: 5_000, intervalMs: 10, message: "the move's UPDATE under way" },
      );
      await store.insertDecisions([decision("evt_r_during", from, 2, at(1))]);
      await move;
    } finally {
      await pool.query("DROP TRIGGER slow_move ON journal");
      await pool.query("DROP FUNCTION slow_move()");
    }
    expect((await client.listJournal({ groupId: BigInt(to) })).items.map((i) => i.id)).toEqual(["evt_r_during", "evt_r_before"]);
    expect((await client.listJournal({ groupId: BigInt(from) })).items).toEqual([]);
  });
});

describe("a group's move", () => {
  it("neither reads nor locks the chat events (every group's), and a chat event redelivered after it still counts once", async () => {
    const from = -4_100_003;
    const to = -1_004_100_000_003;
    const { pool } = journal;
    const today = utcDay(new Date());
    const sent = message("evt_s_c1", from, 1, at(30));
    await store.insertChatEvents([sent, message("evt_s_other", -4_100_999, 9, at(30))]);
    // chat_events only absorb redeliveries (their key is the event's time and id) and nothing reads their group, which
    // has no index: moving it meant a scan of every group's chat events, months of them, under the lock that holds
    // every other write of the journal back. A lock on the table (another group's busy partition) shows whether the move
    // needs it.
    const locker = await pool.connect();
    let moving: Promise<string[]> | undefined;
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE chat_events IN SHARE MODE");
      moving = store.insertChatEvents([{ ...migrate("evt_s_migrate", at(5)), groupId: from, migratedTo: to }]);
      let finished = false;
      const waitingOnChatEvents = async () => {
        while (!finished) {
          const { rowCount } = await pool.query(
            "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%chat_events%'",
          );
          if ((rowCount ?? 0) > 0) return "waiting for the chat events' lock";
          await new Promise((r) => setTimeout(r, 10));
        }
        return "moved";
      };
      const outcome = await Promise.race([moving.then(() => "moved"), waitingOnChatEvents()]);
      finished = true;
      expect(outcome).toBe("moved");
    } finally {
      await locker.query("ROLLBACK");
      locker.release();
      await moving;
    }
    const counters = async () => (await client.getAnalytics({ groupId: BigInt(to), from: today, to: today })).totals;
    expect(await counters()).toEqual(expect.objectContaining({ messages: 1n, activeUsers: 1n }));
    // The old chat's message, delivered again after the move: absorbed, nothing counted twice.
    expect(await store.insertChatEvents([sent])).toEqual([]);
    expect(await counters()).toEqual(expect.objectContaining({ messages: 1n, activeUsers: 1n }));
  });
});
