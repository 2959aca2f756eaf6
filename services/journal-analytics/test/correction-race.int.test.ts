import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatEventRow } from "../src/store.js";
import { decisionRow, type JournalHarness, startJournal } from "./support/journal.js";

// An administrator's correction in the group (a chat event of kind report) and the bot's decision about the same message
// are written by the two consumers in transactions of their own, which may overlap (the chat events' consumer ahead,
// the decisions' catching up). Each looks for the other side: the correction for the decision in the journal, the
// decision for the correction kept by message. Whichever commits second must see the first: the decision ends up
// carrying the correction (and a decision corrected to ham is no spam in its sender's history).
//
// Each test holds the first writer's transaction open at a row lock a blocker holds, between its look-up and its
// commit, starts the second writer, and lets the first commit only once the second has either finished or waits for it.

let j: JournalHarness;
const G = -1009000000011;

beforeAll(async () => {
  j = await startJournal("journal_correction_race", 6);
});

afterAll(async () => {
  await j?.close();
});

const report = (eventId: string, messageId: number, userId: number, occurredAt: Date, reportLabel: "ham" | "spam"): ChatEventRow => ({
  eventId,
  occurredAt,
  groupId: G,
  kind: "report",
  userId,
  messageId,
  reportLabel,
});

/** Polls until a backend of this database waits for a lock in a statement matching `query`, or `until` resolves first. */
async function waitingOrDone(query: string, until: Promise<unknown>): Promise<"waiting" | "done"> {
  let done = false;
  const finished = until.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 500 && !done; i++) {
    const { rows } = await j.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock' AND query LIKE $1`,
      [query],
    );
    if (rows[0]!.n > 0) return "waiting";
    await Promise.race([finished, new Promise((r) => setTimeout(r, 10))]);
  }
  if (!done) throw new Error(`nothing waited for a lock in ${query}, and the write did not finish`);
  return "done";
}

const markOf = async (eventId: string) =>
  (await j.pool.query<{ label: string }>("SELECT label FROM journal_reports WHERE event_id = $1", [eventId])).rows.map((r) => r.label);

describe("a correction and the decision about its message, written at the same time", () => {
  it("marks the decision when the correction is written while the decision's transaction is open", async () => {
    const made = new Date(Date.now() - 60_000);
    const userId = 9111;
    const messageId = 91101;
    // The sender was seen before (the usual case): the decision's transaction waits at its user_stats upsert, after it
    // looked for a correction and found none.
    await j.pool.query("INSERT INTO user_stats (user_id, first_seen_at) VALUES ($1, now() - interval '30 days')", [userId]);
    const blocker = await j.pool.connect();
    let decision: Promise<string[]> | undefined;
    let correction: Promise<string[]> | undefined;
    try {
      await blocker.query("BEGIN");
      await blocker.query("SELECT 1 FROM user_stats WHERE user_id = $1 FOR UPDATE", [userId]);
      decision = j.store.insertDecisions([decisionRow({ eventId: "evt_race_d1", createdAt: made, groupId: G, userId, messageId })]);
      expect(await waitingOrDone("%INSERT INTO user_stats%", decision)).toBe("waiting");

      correction = j.store.insertChatEvents([report("evt_race_r1", messageId, userId, new Date(made.getTime() + 20_000), "ham")]);
      // Either the correction is written now, or it waits for the decision's transaction.
      await waitingOrDone("%pg_advisory_xact_lock%", correction);
    } finally {
      await blocker.query("COMMIT");
      blocker.release();
    }
    expect(await decision).toEqual(["evt_race_d1"]);
    await correction;

    expect(await markOf("evt_race_d1")).toEqual(["ham"]);
    const history = await j.store.userHistory(userId, new Date(Date.now() - 86_400_000));
    expect(history.spamDecisions, "a decision corrected to ham is no spam in its sender's history").toBe(0);
  });

  it("gives the decision the latest correction when it is journaled while that correction's transaction is open", async () => {
    const made = new Date(Date.now() - 60_000);
    const userId = 9112;
    const messageId = 91102;
    // An earlier correction of the message, kept by message (committed), and a later one about to be written.
    await j.store.insertChatEvents([report("evt_race_r2_old", messageId, userId, new Date(made.getTime() + 10_000), "spam")]);
    const blocker = await j.pool.connect();
    let decision: Promise<string[]> | undefined;
    let correction: Promise<string[]> | undefined;
    try {
      await blocker.query("BEGIN");
      // The later correction's transaction waits at its update of the kept correction, after it looked for the decision.
      await blocker.query("SELECT 1 FROM journal_message_reports WHERE group_id = $1 AND message_id = $2 FOR UPDATE", [G, messageId]);
      correction = j.store.insertChatEvents([report("evt_race_r2_new", messageId, userId, new Date(made.getTime() + 20_000), "ham")]);
      expect(await waitingOrDone("%INSERT INTO journal_message_reports%", correction)).toBe("waiting");

      decision = j.store.insertDecisions([decisionRow({ eventId: "evt_race_d2", createdAt: made, groupId: G, userId, messageId })]);
      // Either the decision is journaled now, or it waits for the correction's transaction.
      await waitingOrDone("%pg_advisory_xact_lock%", decision);
    } finally {
      await blocker.query("COMMIT");
      blocker.release();
    }
    await correction;
    expect(await decision).toEqual(["evt_race_d2"]);

    expect((await j.pool.query("SELECT label FROM journal_message_reports WHERE group_id = $1 AND message_id = $2", [G, messageId])).rows).toEqual([
      { label: "ham" },
    ]);
    expect(await markOf("evt_race_d2"), "the decision takes the latest correction, not the one before it").toEqual(["ham"]);
  });
});
