import { codePointLength, cutGraphemes, DESTRUCTIVE_ACTIONS, LIMITS, type ReportLabelName } from "@warden/contract";
import type { PoolClient } from "@warden/db";
import { dayOfYear, parseUtcDay, utcDay, YEAR_BITS } from "../time.js";
import type { Partitions } from "./partitions.js";

export const EXCERPT_CHARS = LIMITS.textExcerptMaxChars;

/** Bot actions that remove the message: a spam decision with one of them counts as spam blocked. */
export const BLOCKING_ACTIONS: ReadonlySet<string> = DESTRUCTIVE_ACTIONS;

export interface DecisionRow {
  eventId: string;
  createdAt: Date;
  groupId: number | null;
  accountId: string | null;
  source: "api" | "bot";
  messageId: number | null;
  userId: number | null;
  /** The channel a message was posted on behalf of (bot decisions on sender_chat posts). */
  senderChatId?: number | null;
  text: string;
  verdict: "clean" | "suspicious" | "spam";
  score: number;
  matchedRules: string[];
  action: string;
  /** Source bot: whether the message is gone; undefined from bots that do not say (a blocking action counts as gone). */
  messageRemoved?: boolean;
}

export type ChatEventKindName = "message" | "join" | "leave" | "ban" | "mute" | "kick" | "migrate" | "report";

export interface ChatEventRow {
  eventId: string;
  occurredAt: Date;
  groupId: number;
  kind: ChatEventKindName;
  userId: number | null;
  messageId: number | null;
  /** kind migrate: the group's new id (groupId is the old one). */
  migratedTo?: number | null;
  /** kind report: the label an administrator gave message `messageId` (from `userId`, null for a channel's post). */
  reportLabel?: ReportLabelName | null;
}

/** How far back a report event looks for the bot's decisions about its message (the user check's window). */
export const REPORTED_DECISIONS_DAYS = 90;

export function excerpt(raw: string): string {
  // PostgreSQL text cannot hold NUL; checks refuse it, but one record must never block a partition.
  const text = raw.replaceAll("\u0000", "");
  return codePointLength(text) <= EXCERPT_CHARS ? text : `${cutGraphemes(text, EXCERPT_CHARS - 1)}…`;
}

/** The text kept beside the excerpt: the whole text (NUL-free), or null when the excerpt is the whole text. */
export function fullText(raw: string): string | null {
  const text = raw.replaceAll("\u0000", "");
  return excerpt(text) === text ? null : text;
}

/**
 * Journals decisions idempotently (a redelivered event changes nothing) in one transaction,
 * with the counters they feed: spam blocked per group and day (bot, spam, a deleting action)
 * and the first time a user was seen (bot decisions). Only rows that were new move a counter.
 * A batch without bot decisions (the API checks' topic) feeds no counter: its one INSERT runs
 * alone, without a transaction around it. Returns the event ids that were new. Decisions older
 * than the retention window are skipped (the consumer refuses them to the dead-letter topic before: consumer.ts).
 */
export async function insertDecisions(partitions: Partitions, input: DecisionRow[]): Promise<string[]> {
  const since = partitions.retainedSince();
  const rows = dedupe(input.filter((r) => r.createdAt >= since));
  if (rows.length === 0) return [];
  const single = !rows.some((r) => r.source === "bot");
  return partitions.write(
    [["journal", rows.map((r) => r.createdAt)]],
    async (client) => {
      // A group that became a supergroup is journaled under its new id (group_aliases), looked up
      // in the same statement.
      const { rows: inserted } = await client.query<{
        event_id: string;
        created_at: Date;
        group_id: number | null;
        source: string;
        verdict: string;
        action: string;
        user_id: number | null;
        message_id: number | null;
      }>(
        `INSERT INTO journal (created_at, event_id, group_id, account_id, source, message_id, user_id,
                            text_excerpt, verdict, score, matched_rules, action, full_text, sender_chat_id)
       SELECT t.created_at, t.event_id, COALESCE(a.to_id, t.group_id), t.account_id, t.source, t.message_id, t.user_id,
              t.text_excerpt, t.verdict, t.score, t.matched_rules::text[], t.action, t.full_text, t.sender_chat_id
       FROM unnest($1::timestamptz[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::bigint[],
                   $7::bigint[], $8::text[], $9::text[], $10::smallint[], $11::text[], $12::text[], $13::text[], $14::bigint[])
            AS t(created_at, event_id, group_id, account_id, source, message_id, user_id,
                 text_excerpt, verdict, score, matched_rules, action, full_text, sender_chat_id)
       LEFT JOIN group_aliases a ON a.from_id = t.group_id
       ON CONFLICT DO NOTHING
       RETURNING event_id, created_at, group_id, source, verdict, action, user_id, message_id`,
        [
          rows.map((r) => r.createdAt),
          rows.map((r) => r.eventId),
          rows.map((r) => r.groupId),
          rows.map((r) => r.accountId),
          rows.map((r) => r.source),
          rows.map((r) => r.messageId),
          rows.map((r) => r.userId),
          rows.map((r) => excerpt(r.text)),
          rows.map((r) => r.verdict),
          rows.map((r) => r.score),
          // A text[] of array literals, so that rule names never need a separator.
          rows.map((r) => pgArrayLiteral(r.matchedRules)),
          rows.map((r) => r.action),
          rows.map((r) => fullText(r.text)),
          rows.map((r) => r.senderChatId ?? null),
        ],
      );
      const bot = inserted.filter((r) => r.source === "bot");
      const aboutMessages = bot.flatMap((r) =>
        r.group_id !== null && r.message_id !== null ? [{ ...r, group_id: r.group_id, message_id: r.message_id }] : [],
      );
      // Their corrections' writers are kept out until this commits, and one that committed first is seen (lockMessages).
      await lockMessages(
        client,
        aboutMessages.map((d) => ({ groupId: d.group_id, messageId: d.message_id })),
      );
      await applyMessageReports(client, aboutMessages);
      await upsertFirstSeen(
        client,
        bot.filter((r) => r.user_id !== null).map((r) => ({ userId: r.user_id!, at: r.created_at })),
      );
      // A sanction Telegram took while it refused the delete (a channel banned, a user muted) left the message there.
      const kept = new Set(rows.filter((r) => r.messageRemoved === false).map((r) => r.eventId));
      const blocked = new Map<string, { groupId: number; day: string; spamBlocked: number }>();
      for (const r of bot) {
        if (r.group_id === null || r.verdict !== "spam" || !BLOCKING_ACTIONS.has(r.action) || kept.has(r.event_id)) continue;
        const day = utcDay(r.created_at);
        const k = `${r.group_id}:${day}`;
        const c = blocked.get(k) ?? { groupId: r.group_id, day, spamBlocked: 0 };
        c.spamBlocked++;
        blocked.set(k, c);
      }
      await addDailyCounts(
        client,
        [...blocked.values()].map((c) => ({ ...c, messages: 0, activeUsers: 0, joins: 0, leaves: 0 })),
      );
      return inserted.map((r) => r.event_id);
    },
    { single },
  );
}

/**
 * Records chat events idempotently and, in the same transaction and for the new ones only,
 * counts messages, joins and leaves per group and UTC day, the distinct senders of each day,
 * and the first time a user was seen. Returns the event ids that were new. Events older than
 * the retention window are skipped (the consumer refuses them to the dead-letter topic before: consumer.ts).
 */
export async function insertChatEvents(partitions: Partitions, input: ChatEventRow[]): Promise<string[]> {
  const since = partitions.retainedSince();
  // Migrations first (whatever their place in the batch): the other events are then written
  // under the new id, which is where they end up in either order.
  const moved: string[] = [];
  for (const m of input) {
    if (m.kind !== "migrate" || m.migratedTo == null || m.migratedTo === m.groupId) continue;
    await partitions.write([], (client) => moveGroup(client, m.groupId, m.migratedTo!), { moving: true });
    moved.push(m.eventId);
  }
  // Administrators' corrections mark the bot's decisions about their message, in the order they were made (the
  // latest wins); they are no chat event to count.
  const reports = input.filter((r) => r.kind === "report" && r.reportLabel && r.messageId !== null && r.occurredAt >= since);
  reports.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  if (reports.length > 0) await partitions.write([], (client) => markReportedMessages(client, reports));
  const rows = dedupe(input.filter((r) => r.kind !== "migrate" && r.kind !== "report" && r.occurredAt >= since));
  if (rows.length === 0) return moved;
  const dates = rows.map((r) => r.occurredAt);
  return partitions.write(
    [
      ["chat_events", dates],
      ["daily_active_users", dates],
    ],
    async (client) => {
      // As for decisions: a group that became a supergroup counts under its new id, joined in the INSERT.
      const { rows: inserted } = await client.query<{ event_id: string; occurred_at: Date; group_id: number; kind: ChatEventKindName; user_id: number | null }>(
        `INSERT INTO chat_events (occurred_at, event_id, group_id, kind, user_id, message_id)
         SELECT t.occurred_at, t.event_id, COALESCE(a.to_id, t.group_id), t.kind, t.user_id, t.message_id
         FROM unnest($1::timestamptz[], $2::text[], $3::bigint[], $4::text[], $5::bigint[], $6::bigint[])
              AS t(occurred_at, event_id, group_id, kind, user_id, message_id)
         LEFT JOIN group_aliases a ON a.from_id = t.group_id
         ON CONFLICT DO NOTHING
         RETURNING event_id, occurred_at, group_id, kind, user_id`,
        [
          rows.map((r) => r.occurredAt),
          rows.map((r) => r.eventId),
          rows.map((r) => r.groupId),
          rows.map((r) => r.kind),
          rows.map((r) => r.userId),
          rows.map((r) => r.messageId),
        ],
      );
      if (inserted.length === 0) return moved;
      await upsertFirstSeen(
        client,
        inserted.filter((r) => r.user_id !== null).map((r) => ({ userId: r.user_id!, at: r.occurred_at })),
      );

      const senders = new Map<string, { groupId: number; day: string; userId: number }>();
      const counts = new Map<
        string,
        { groupId: number; day: string; messages: number; activeUsers: number; joins: number; leaves: number; spamBlocked: number }
      >();
      const countsOf = (groupId: number, day: string) => {
        const k = `${groupId}:${day}`;
        let c = counts.get(k);
        if (!c) {
          c = { groupId, day, messages: 0, activeUsers: 0, joins: 0, leaves: 0, spamBlocked: 0 };
          counts.set(k, c);
        }
        return c;
      };
      for (const r of inserted) {
        const day = utcDay(r.occurred_at);
        if (r.kind === "message") {
          countsOf(r.group_id, day).messages++;
          if (r.user_id !== null) senders.set(`${r.group_id}:${day}:${r.user_id}`, { groupId: r.group_id, day, userId: r.user_id });
        } else if (r.kind === "join") countsOf(r.group_id, day).joins++;
        else if (r.kind === "leave") countsOf(r.group_id, day).leaves++;
      }
      if (senders.size > 0) {
        const list = [...senders.values()].sort((a, b) => a.groupId - b.groupId || cmp(a.day, b.day) || a.userId - b.userId);
        const { rows: newSenders } = await client.query<{ group_id: number; day: string; user_id: number }>(
          `INSERT INTO daily_active_users (group_id, day, user_id)
           SELECT * FROM unnest($1::bigint[], $2::date[], $3::bigint[])
           ON CONFLICT DO NOTHING
           RETURNING group_id, day::text AS day, user_id`,
          [list.map((s) => s.groupId), list.map((s) => s.day), list.map((s) => s.userId)],
        );
        for (const s of newSenders) countsOf(s.group_id, s.day).activeUsers++;
        await markSenderDays(client, newSenders);
      }
      await addDailyCounts(client, [...counts.values()]);
      return [...moved, ...inserted.map((r) => r.event_id)];
    },
  );
}

/** How long after a correction a decision about its message still takes it (clocks of the bot's replicas apart). */
const REPORT_CLOCK_SLACK = "interval '5 minutes'";

/** An entry's report replaced by a correction made at or after it, never by an older one (a redelivery). */
const LATEST_REPORT_WINS = `ON CONFLICT (event_id) DO UPDATE SET label = EXCLUDED.label, reported_at = EXCLUDED.reported_at
       WHERE journal_reports.reported_at <= EXCLUDED.reported_at`;

/**
 * Marks the bot's decisions about each reported message with its report (journal_reports; a later report of the
 * same decision wins, an older one redelivered changes nothing), one report at a time: two of one message in a batch
 * must not meet in one statement. Decisions are looked for under the group's current id, in the
 * REPORTED_DECISIONS_DAYS before the report, by their sender when there is one (the group-user index). The report is
 * kept by message too (journal_message_reports), for a decision journaled after it (insertDecisions).
 */
async function markReportedMessages(client: PoolClient, reports: ChatEventRow[]): Promise<void> {
  await lockMessages(
    client,
    reports.map((r) => ({ groupId: r.groupId, messageId: r.messageId! })),
  );
  for (const r of reports) {
    const bySender = r.userId !== null;
    const group = "COALESCE((SELECT to_id FROM group_aliases WHERE from_id = $1), $1)";
    await client.query(
      `INSERT INTO journal_reports (event_id, label, reported_at, user_id)
       SELECT DISTINCT ON (j.event_id) j.event_id, $4, $5, j.user_id FROM journal j
       WHERE j.group_id = ${group} AND j.message_id = $2 AND j.source = 'bot'
         AND j.created_at >= $5::timestamptz - make_interval(days => ${REPORTED_DECISIONS_DAYS})
         AND j.created_at <= $5::timestamptz + ${REPORT_CLOCK_SLACK}
         ${bySender ? "AND j.user_id = $3" : "AND $3::bigint IS NULL"}
       ${LATEST_REPORT_WINS}`,
      [r.groupId, r.messageId, r.userId, r.reportLabel, r.occurredAt],
    );
    await client.query(
      `INSERT INTO journal_message_reports (group_id, message_id, label, reported_at) VALUES (${group}, $2, $3, $4)
       ON CONFLICT (group_id, message_id) DO UPDATE SET label = EXCLUDED.label, reported_at = EXCLUDED.reported_at
         WHERE journal_message_reports.reported_at <= EXCLUDED.reported_at`,
      [r.groupId, r.messageId, r.reportLabel, r.occurredAt],
    );
  }
}

/** Seed of the per-message advisory locks' keys (lockMessages), apart from the other advisory locks' keys. */
const MESSAGE_LOCK_SEED = 7_261_017_002;

/**
 * Takes, until the transaction ends, an advisory lock per (group under its current id, message): both writers of a
 * message's correction take it before they look for the other side, the decisions' transaction (applyMessageReports,
 * after its INSERT) and the report's (markReportedMessages). At READ COMMITTED, two that overlapped would each look
 * before the other committed, miss each other, and the decision would keep no correction; with the lock, the second
 * to take it looks after the first committed. Taken in key order, all of a batch's at once (no deadlock between two
 * batches), after GROUP_MOVE_LOCK (held shared, so group_aliases cannot change meanwhile) and before the counters'
 * rows, which report transactions never lock. The decisions' group ids are current ones already (the alias join finds
 * none for them); a report's is resolved here as markReportedMessages resolves it.
 */
async function lockMessages(client: PoolClient, messages: { groupId: number; messageId: number }[]): Promise<void> {
  if (messages.length === 0) return;
  // The lock calls run over the sorted subquery's rows, in its order (a lock in the outer SELECT's list next to an
  // ORDER BY could be taken before the sort).
  await client.query(
    `SELECT pg_advisory_xact_lock(k) FROM (
       SELECT DISTINCT hashtextextended(COALESCE(a.to_id, t.group_id)::text || ':' || t.message_id::text, $3) AS k
       FROM unnest($1::bigint[], $2::bigint[]) AS t(group_id, message_id)
       LEFT JOIN group_aliases a ON a.from_id = t.group_id
       ORDER BY k
     ) s`,
    [messages.map((m) => m.groupId), messages.map((m) => m.messageId), MESSAGE_LOCK_SEED],
  );
}

/**
 * The corrections made before these bot decisions were journaled (journal_message_reports), applied to them: the
 * decisions' consumer may be behind the chat events'. Only a decision made before the correction takes it.
 */
async function applyMessageReports(
  client: PoolClient,
  decisions: { event_id: string; group_id: number; message_id: number; user_id: number | null; created_at: Date }[],
): Promise<void> {
  if (decisions.length === 0) return;
  await client.query(
    `INSERT INTO journal_reports (event_id, label, reported_at, user_id)
     SELECT DISTINCT ON (d.event_id) d.event_id, p.label, p.reported_at, d.user_id
     FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::timestamptz[]) AS d(event_id, group_id, message_id, user_id, created_at)
     JOIN journal_message_reports p ON p.group_id = d.group_id AND p.message_id = d.message_id
     WHERE d.created_at <= p.reported_at + ${REPORT_CLOCK_SLACK}
     ${LATEST_REPORT_WINS}`,
    [
      decisions.map((d) => d.event_id),
      decisions.map((d) => d.group_id),
      decisions.map((d) => d.message_id),
      decisions.map((d) => d.user_id),
      decisions.map((d) => d.created_at),
    ],
  );
}

/**
 * A group became a supergroup: its journal entries and counters move from `from` to `to` in one
 * transaction (counters of a day both ids have are added up; distinct senders merged, so active
 * users are counted again from them), and `from` becomes an alias of `to` for records still in
 * flight. Idempotent: a second move finds nothing left under `from`. Its chat events stay as they
 * are: they only absorb redeliveries (by time and event id, whatever the group) and nothing reads
 * their group, which has no index, so moving them would scan every group's chat events of the
 * whole retention while this move holds every other write back (and again at each redelivery).
 */
async function moveGroup(client: PoolClient, from: number, to: number): Promise<void> {
  await client.query(
    `INSERT INTO group_aliases (from_id, to_id) VALUES ($1, $2)
     ON CONFLICT (from_id) DO UPDATE SET to_id = EXCLUDED.to_id`,
    [from, to],
  );
  await client.query("UPDATE group_aliases SET to_id = $2 WHERE to_id = $1", [from, to]);
  await client.query("UPDATE journal SET group_id = $2 WHERE group_id = $1", [from, to]);
  // Corrections kept for decisions still to come follow the group (the latest of one message wins).
  await client.query(
    `INSERT INTO journal_message_reports (group_id, message_id, label, reported_at)
     SELECT $2, message_id, label, reported_at FROM journal_message_reports WHERE group_id = $1
     ON CONFLICT (group_id, message_id) DO UPDATE SET label = EXCLUDED.label, reported_at = EXCLUDED.reported_at
       WHERE journal_message_reports.reported_at <= EXCLUDED.reported_at`,
    [from, to],
  );
  await client.query("DELETE FROM journal_message_reports WHERE group_id = $1", [from]);
  await client.query(
    `INSERT INTO daily_active_users (group_id, day, user_id)
     SELECT $2, day, user_id FROM daily_active_users WHERE group_id = $1 ORDER BY day, user_id
     ON CONFLICT DO NOTHING`,
    [from, to],
  );
  await client.query("DELETE FROM daily_active_users WHERE group_id = $1", [from]);
  await client.query(
    `INSERT INTO daily_stats (group_id, day, messages, active_users, joins, leaves, spam_blocked)
     SELECT $2, day, messages, active_users, joins, leaves, spam_blocked FROM daily_stats WHERE group_id = $1 ORDER BY day
     ON CONFLICT (group_id, day) DO UPDATE SET
       messages = daily_stats.messages + EXCLUDED.messages,
       active_users = (SELECT count(*) FROM daily_active_users d WHERE d.group_id = $2 AND d.day = EXCLUDED.day),
       joins = daily_stats.joins + EXCLUDED.joins,
       leaves = daily_stats.leaves + EXCLUDED.leaves,
       spam_blocked = daily_stats.spam_blocked + EXCLUDED.spam_blocked`,
    [from, to],
  );
  await client.query("DELETE FROM daily_stats WHERE group_id = $1", [from]);
  await client.query(
    `INSERT INTO sender_days (group_id, year, user_id, days)
     SELECT $2, year, user_id, days FROM sender_days WHERE group_id = $1 ORDER BY year, user_id
     ON CONFLICT (group_id, year, user_id) DO UPDATE SET days = sender_days.days | EXCLUDED.days`,
    [from, to],
  );
  await client.query("DELETE FROM sender_days WHERE group_id = $1", [from]);
}

/** The first of several records with one event id (a batch can hold a redelivered record twice). */
function dedupe<T extends { eventId: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const r of rows) {
    if (seen.has(r.eventId)) continue;
    seen.add(r.eventId);
    out.push(r);
  }
  return out;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A PostgreSQL array literal of strings: {"a","b"}. */
function pgArrayLiteral(items: string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

/** Earliest sighting per user; rows locked in user id order (no deadlock between consumers). */
async function upsertFirstSeen(client: PoolClient, sightings: { userId: number; at: Date }[]): Promise<void> {
  if (sightings.length === 0) return;
  const first = new Map<number, Date>();
  for (const s of sightings) {
    const cur = first.get(s.userId);
    if (!cur || s.at < cur) first.set(s.userId, s.at);
  }
  const users = [...first.keys()].sort((a, b) => a - b);
  await client.query(
    `INSERT INTO user_stats (user_id, first_seen_at)
     SELECT * FROM unnest($1::bigint[], $2::timestamptz[])
     ON CONFLICT (user_id) DO UPDATE SET first_seen_at = EXCLUDED.first_seen_at
       WHERE user_stats.first_seen_at > EXCLUDED.first_seen_at`,
    [users, users.map((u) => first.get(u)!)],
  );
}

/** ORs each new sender-day into its (group, year, sender) bitmap; rows locked in key order. */
async function markSenderDays(client: PoolClient, senderDays: { group_id: number; day: string; user_id: number }[]): Promise<void> {
  if (senderDays.length === 0) return;
  const bitmaps = new Map<string, { groupId: number; year: number; userId: number; bits: Uint8Array }>();
  for (const s of senderDays) {
    const d = parseUtcDay(s.day)!;
    const year = d.getUTCFullYear();
    const k = `${s.group_id}:${year}:${s.user_id}`;
    let b = bitmaps.get(k);
    if (!b) {
      b = { groupId: s.group_id, year, userId: s.user_id, bits: new Uint8Array(YEAR_BITS).fill(48) };
      bitmaps.set(k, b);
    }
    b.bits[dayOfYear(d)] = 49; // "1"
  }
  const list = [...bitmaps.values()].sort((a, b) => a.groupId - b.groupId || a.year - b.year || a.userId - b.userId);
  await client.query(
    `INSERT INTO sender_days (group_id, year, user_id, days)
     SELECT g, y, u, d::bit(${YEAR_BITS}) FROM unnest($1::bigint[], $2::smallint[], $3::bigint[], $4::text[]) AS t(g, y, u, d)
     ON CONFLICT (group_id, year, user_id) DO UPDATE SET days = sender_days.days | EXCLUDED.days`,
    [list.map((b) => b.groupId), list.map((b) => b.year), list.map((b) => b.userId), list.map((b) => Buffer.from(b.bits).toString("latin1"))],
  );
}

/** Adds to the daily counters; rows locked in (group, day) order (no deadlock between consumers). */
async function addDailyCounts(
  client: PoolClient,
  counts: { groupId: number; day: string; messages: number; activeUsers: number; joins: number; leaves: number; spamBlocked: number }[],
): Promise<void> {
  const list = counts
    .filter((c) => c.messages || c.activeUsers || c.joins || c.leaves || c.spamBlocked)
    .sort((a, b) => a.groupId - b.groupId || cmp(a.day, b.day));
  if (list.length === 0) return;
  await client.query(
    `INSERT INTO daily_stats (group_id, day, messages, active_users, joins, leaves, spam_blocked)
     SELECT * FROM unnest($1::bigint[], $2::date[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[])
     ON CONFLICT (group_id, day) DO UPDATE SET
       messages = daily_stats.messages + EXCLUDED.messages,
       active_users = daily_stats.active_users + EXCLUDED.active_users,
       joins = daily_stats.joins + EXCLUDED.joins,
       leaves = daily_stats.leaves + EXCLUDED.leaves,
       spam_blocked = daily_stats.spam_blocked + EXCLUDED.spam_blocked`,
    [
      list.map((c) => c.groupId),
      list.map((c) => c.day),
      list.map((c) => c.messages),
      list.map((c) => c.activeUsers),
      list.map((c) => c.joins),
      list.map((c) => c.leaves),
      list.map((c) => c.spamBlocked),
    ],
  );
}
