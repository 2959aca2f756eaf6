import { createHash } from "node:crypto";
import { inTransaction, READ_SNAPSHOT, type Pool, type PoolClient } from "@warden/db";
import type { ReportLabelName } from "@warden/contract";
import { dayOfYear, parseUtcDay, utcDay, YEAR_BITS } from "../time.js";

export interface JournalRow {
  event_id: string;
  created_at: Date;
  /** created_at to the microsecond, `YYYY-MM-DDTHH:MM:SS.ffffffZ`: the exact keyset position. */
  position: string;
  source: "api" | "bot";
  message_id: number | null;
  user_id: number | null;
  sender_chat_id: number | null;
  text_excerpt: string;
  verdict: string;
  score: number;
  matched_rules: string[];
  action: string;
  /** The latest moderator report of the entry (journal_reports), if any. */
  report_label: ReportLabelName | null;
  reported_at: Date | null;
}

export interface JournalQuery {
  groupId: number;
  limit: number;
  /** Keyset position: entries strictly older than (position, eventId) in (created_at, event_id) order. */
  after?: { position: string; eventId: string };
  verdict?: string;
  action?: string;
  source?: "api" | "bot";
  userId?: number;
  /** Inclusive lower bound of created_at (a timestamptz literal). */
  from?: string;
  /** Exclusive upper bound of created_at (a timestamptz literal). */
  to?: string;
}

export interface AnalyticsCounts {
  messages: number;
  active_users: number;
  joins: number;
  leaves: number;
  spam_blocked: number;
}

export interface AnalyticsRows {
  daily: (AnalyticsCounts & { date: string })[];
  totals: AnalyticsCounts;
}

export interface UserHistoryRow {
  decisions: number;
  spamDecisions: number;
  groupsWithSpam: number;
  firstSeenAt: Date | null;
  lastSpamAt: Date | null;
}

/** A page of a group's journal, newest first, keyset after `after`. */
export async function listJournal(pool: Pool, q: JournalQuery): Promise<JournalRow[]> {
  const params: unknown[] = [q.groupId, q.limit];
  const where = ["group_id = $1"];
  const bind = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.verdict !== undefined) where.push(`verdict = ${bind(q.verdict)}`);
  if (q.action !== undefined) where.push(`action = ${bind(q.action)}`);
  if (q.source !== undefined) where.push(`source = ${bind(q.source)}`);
  if (q.userId !== undefined) where.push(`user_id = ${bind(q.userId)}`);
  if (q.from !== undefined) where.push(`created_at >= ${bind(q.from)}::timestamptz`);
  if (q.to !== undefined) where.push(`created_at < ${bind(q.to)}::timestamptz`);
  if (q.after) {
    const t = bind(q.after.position);
    const id = bind(q.after.eventId);
    // The plain bound lets the planner prune newer partitions; the row comparison is the keyset.
    where.push(`created_at <= ${t}::timestamptz AND (created_at, event_id) < (${t}::timestamptz, ${id}::text)`);
  }
  // The page first, then its reports: the keyset scan stays on the journal's index alone.
  const text = `SELECT j.*, r.label AS report_label, r.reported_at
     FROM (SELECT event_id, created_at,
                  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position, source, message_id, user_id, sender_chat_id,
                  text_excerpt, verdict, score, matched_rules, action
           FROM journal WHERE ${where.join(" AND ")}
           ORDER BY created_at DESC, event_id DESC
           LIMIT $2) j
     LEFT JOIN journal_reports r ON r.event_id = j.event_id
     ORDER BY j.created_at DESC, j.event_id DESC`;
  const { rows } = await pool.query<JournalRow>(prepared(text, params));
  return rows;
}

/** One entry of a group with its full text, or null when the group has no such entry. */
export async function getEntry(pool: Pool, groupId: number, eventId: string): Promise<(JournalRow & { text: string }) | null> {
  const { rows } = await pool.query<JournalRow & { text: string }>(
    prepared(
      `SELECT j.event_id, j.created_at,
              to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position, j.source, j.message_id, j.user_id, j.sender_chat_id,
              j.text_excerpt, j.verdict, j.score, j.matched_rules, j.action, coalesce(j.full_text, j.text_excerpt) AS text,
              r.label AS report_label, r.reported_at
       FROM journal j LEFT JOIN journal_reports r ON r.event_id = j.event_id
       WHERE j.event_id = $1 AND j.group_id = $2 LIMIT 1`,
      [eventId, groupId],
    ),
  );
  return rows[0] ?? null;
}

/**
 * Records a moderator's report of one entry of a group (the latest report wins): false when the group has no such
 * entry. One statement: the entry is looked up and the report written together.
 */
export async function recordReport(pool: Pool, groupId: number, eventId: string, label: ReportLabelName, at: Date): Promise<boolean> {
  const { rowCount } = await pool.query(
    prepared(
      `INSERT INTO journal_reports (event_id, label, reported_at, user_id)
       SELECT event_id, $3, $4, user_id FROM journal WHERE event_id = $1 AND group_id = $2 LIMIT 1
       ON CONFLICT (event_id) DO UPDATE SET label = EXCLUDED.label, reported_at = EXCLUDED.reported_at`,
      [eventId, groupId, label, at],
    ),
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Counters of a group for every UTC day from..to (inclusive, YYYY-MM-DD), and their totals. The days and the range's
 * distinct senders are read in one snapshot: read apart, a batch committed between them could make the range's
 * active_users smaller than one of its days'.
 */
export async function analytics(pool: Pool, retainedSince: Date, groupId: number, from: string, to: string): Promise<AnalyticsRows> {
  return inTransaction(pool, (client) => analyticsIn(client, retainedSince, groupId, from, to), READ_SNAPSHOT);
}

async function analyticsIn(client: PoolClient, retainedSince: Date, groupId: number, from: string, to: string): Promise<AnalyticsRows> {
  const days = await client.query<AnalyticsCounts & { date: string }>(
    prepared(
      // Whole days counted as integers: a series of timestamps (generate_series over dates with an interval) runs
      // in the session's time zone, and where a clock change happens at midnight it loses the range's last day.
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
                coalesce(s.messages, 0) AS messages, coalesce(s.active_users, 0) AS active_users,
                coalesce(s.joins, 0) AS joins, coalesce(s.leaves, 0) AS leaves,
                coalesce(s.spam_blocked, 0) AS spam_blocked
         FROM (SELECT $2::date + i AS day FROM generate_series(0, $3::date - $2::date) AS i) AS d
         LEFT JOIN daily_stats s ON s.group_id = $1 AND s.day = d.day
         ORDER BY d.day`,
      [groupId, from, to],
    ),
  );
  const distinct = await distinctSenders(client, retainedSince, groupId, from, to);
  const totals: AnalyticsCounts = { messages: 0, active_users: distinct, joins: 0, leaves: 0, spam_blocked: 0 };
  for (const d of days.rows) {
    totals.messages += d.messages;
    totals.joins += d.joins;
    totals.leaves += d.leaves;
    totals.spam_blocked += d.spam_blocked;
  }
  return { daily: days.rows, totals };
}

/**
 * Distinct senders of a group over from..to (inclusive UTC days): the sender-day bitmaps of the
 * (at most two) years the range touches, masked to the range. Days before the retention window
 * are masked off, as their daily counters are gone.
 */
async function distinctSenders(client: PoolClient, retainedSince: Date, groupId: number, from: string, to: string): Promise<number> {
  const kept = utcDay(retainedSince);
  const start = from < kept ? kept : from;
  if (start > to) return 0;
  const years: number[] = [];
  const masks: string[] = [];
  const first = parseUtcDay(start)!;
  const last = parseUtcDay(to)!;
  for (let y = first.getUTCFullYear(); y <= last.getUTCFullYear(); y++) {
    const lo = y === first.getUTCFullYear() ? dayOfYear(first) : 0;
    const hi = y === last.getUTCFullYear() ? dayOfYear(last) : YEAR_BITS - 1;
    years.push(y);
    masks.push("0".repeat(lo) + "1".repeat(hi - lo + 1) + "0".repeat(YEAR_BITS - 1 - hi));
  }
  // Within one year a sender has one row: a plain count. Across two, a sender counts once.
  const { rows } = await client.query<{ n: number }>(
    prepared(
      years.length === 1
        ? `SELECT count(*)::bigint AS n FROM sender_days
           WHERE group_id = $1 AND year = $2 AND bit_count(days & $3::bit(${YEAR_BITS})) > 0`
        : `SELECT count(DISTINCT s.user_id)::bigint AS n
           FROM unnest($2::smallint[], $3::bit(${YEAR_BITS})[]) AS m(year, mask)
           JOIN sender_days s ON s.group_id = $1 AND s.year = m.year
           WHERE bit_count(s.days & m.mask) > 0`,
      years.length === 1 ? [groupId, years[0], masks[0]] : [groupId, years, masks],
    ),
  );
  return rows[0]?.n ?? 0;
}

/**
 * The bot's decisions about a user since `since`, their spam among them, and when the user was first seen. A spam
 * decision a moderator reported as ham (journal_reports) is not spam here.
 */
export async function userHistory(pool: Pool, userId: number, since: Date): Promise<UserHistoryRow> {
  // The literal source/verdict predicates match the partial indexes journal_user_bot_*.
  // Only this user's ham reports are looked at (journal_reports_user_ham), never the whole table.
  const notHam = "NOT EXISTS (SELECT 1 FROM journal_reports r WHERE r.user_id = $1 AND r.label = 'ham' AND r.event_id = journal.event_id)";
  const { rows } = await pool.query<{ decisions: number; spam: number; groups: number; last_spam_at: Date | null; first_seen_at: Date | null }>(
    `SELECT
       (SELECT count(*) FROM journal
          WHERE user_id = $1 AND user_id IS NOT NULL AND source = 'bot' AND created_at >= $2)::int AS decisions,
       s.spam, s.groups,
       (SELECT max(created_at) FROM journal
          WHERE user_id = $1 AND user_id IS NOT NULL AND source = 'bot' AND verdict = 'spam' AND ${notHam}) AS last_spam_at,
       (SELECT first_seen_at FROM user_stats WHERE user_id = $1) AS first_seen_at
     FROM (SELECT count(*)::int AS spam, count(DISTINCT group_id)::int AS groups FROM journal
             WHERE user_id = $1 AND user_id IS NOT NULL AND source = 'bot' AND verdict = 'spam' AND created_at >= $2 AND ${notHam}) s`,
    [userId, since],
  );
  const r = rows[0]!;
  return { decisions: r.decisions, spamDecisions: r.spam, groupsWithSpam: r.groups, firstSeenAt: r.first_seen_at, lastSpamAt: r.last_spam_at };
}

/**
 * A named (server-side prepared) statement: each connection plans it once and reuses the plan,
 * which spares re-planning across every monthly partition on each page. The name follows the
 * text, and the texts are a small fixed set (one per filter combination).
 */
function prepared(text: string, values: unknown[]): { name: string; text: string; values: unknown[] } {
  return { name: `ja_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`, text, values };
}
