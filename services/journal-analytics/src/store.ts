import { createHash } from "node:crypto";
import type { Pool, PoolClient } from "@warden/db";
import { DESTRUCTIVE_ACTIONS, LIMITS } from "@warden/contract";
import { addUtcMonths, dayOfYear, monthStart, parseUtcDay, utcDay, YEAR_BITS } from "./time.js";

export const EXCERPT_CHARS = LIMITS.textExcerptMaxChars;

/** Journal retention by default: 13 months, so a whole year plus the running month stays. */
export const DEFAULT_RETENTION_MONTHS = 13;

/** Tables partitioned by month; retention drops their partitions whole. */
export const PARTITIONED_TABLES = ["journal", "chat_events", "daily_active_users"] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

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
  text: string;
  verdict: "clean" | "suspicious" | "spam";
  score: number;
  matchedRules: string[];
  action: string;
}

export type ChatEventKindName = "message" | "join" | "leave" | "ban" | "mute" | "kick";

export interface ChatEventRow {
  eventId: string;
  occurredAt: Date;
  groupId: number;
  kind: ChatEventKindName;
  userId: number | null;
  messageId: number | null;
}

export interface JournalRow {
  event_id: string;
  created_at: Date;
  /** created_at to the microsecond, `YYYY-MM-DDTHH:MM:SS.ffffffZ`: the exact keyset position. */
  position: string;
  source: "api" | "bot";
  message_id: number | null;
  user_id: number | null;
  text_excerpt: string;
  verdict: string;
  score: number;
  matched_rules: string[];
  action: string;
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

export interface RetentionOutcome {
  /** Partitions wholly before this instant are dropped. */
  cutoff: Date;
  /** First instant still kept (start of the oldest kept month). */
  retainedSince: Date;
  dropped: string[];
  statsRowsDeleted: number;
}

export function excerpt(raw: string): string {
  // PostgreSQL text cannot hold NUL; checks refuse it, but one record must never block a partition.
  const text = raw.includes("\u0000") ? raw.replace(/\u0000/g, "") : raw;
  const cps = Array.from(text);
  return cps.length <= EXCERPT_CHARS ? text : cps.slice(0, EXCERPT_CHARS - 1).join("") + "…";
}

/** The text kept beside the excerpt: the whole text (NUL-free), or null when the excerpt is the whole text. */
export function fullText(raw: string): string | null {
  const text = raw.includes("\u0000") ? raw.replace(/\u0000/g, "") : raw;
  return excerpt(text) === text ? null : text;
}

const PARTITION_NAME = /^(journal|chat_events|daily_active_users)_(\d{4})_(\d{2})$/;

/** Data module of journal-analytics: the only code that touches its tables. */
export class JournalStore {
  private readonly knownPartitions = new Set<string>();
  readonly retentionMonths: number;
  private readonly now: () => Date;

  constructor(
    private readonly pool: Pool,
    opts: { retentionMonths?: number; now?: () => Date } = {},
  ) {
    this.retentionMonths = opts.retentionMonths ?? DEFAULT_RETENTION_MONTHS;
    this.now = opts.now ?? (() => new Date());
  }

  /**
   * The oldest instant still accepted and kept: the start of the month that holds
   * now − retention. Records older than this are not stored (their partition is, or is about to
   * be, dropped; storing them would recreate it and count them again).
   */
  retainedSince(now = this.now()): Date {
    return monthStart(addUtcMonths(now, -this.retentionMonths));
  }

  private async ensurePartitions(client: PoolClient, parent: PartitionedTable, dates: Iterable<Date>): Promise<void> {
    const months = new Map<string, Date>();
    for (const d of dates) months.set(`${parent}:${d.getUTCFullYear()}-${d.getUTCMonth()}`, d);
    for (const [key, d] of months) {
      if (this.knownPartitions.has(key)) continue;
      await client.query("SELECT ensure_month_partition($1, $2)", [parent, d]);
      this.knownPartitions.add(key);
    }
  }

  /** Runs fn in a transaction after making sure the partitions exist (DDL outside the transaction). */
  private async write<T>(partitions: [PartitionedTable, Date[]][], fn: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      for (const [parent, dates] of partitions) await this.ensurePartitions(client, parent, dates);
      await client.query("BEGIN");
      const out = await fn(client);
      await client.query("COMMIT");
      return out;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      // 23514: no partition for a row (dropped behind the cache's back): forget what we knew.
      if ((err as { code?: string }).code === "23514") this.knownPartitions.clear();
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * Journals decisions idempotently (a redelivered event changes nothing) in one transaction,
   * with the counters they feed: spam blocked per group and day (bot, spam, a deleting action)
   * and the first time a user was seen (bot decisions). Only rows that were new move a counter.
   * Returns the event ids that were new. Decisions older than the retention window are skipped.
   */
  async insertDecisions(input: DecisionRow[]): Promise<string[]> {
    const since = this.retainedSince();
    const rows = dedupe(input.filter((r) => r.createdAt >= since));
    if (rows.length === 0) return [];
    return this.write([["journal", rows.map((r) => r.createdAt)]], async (client) => {
      const { rows: inserted } = await client.query<{ event_id: string; created_at: Date; group_id: number | null; source: string; verdict: string; action: string; user_id: number | null }>(
        `INSERT INTO journal (created_at, event_id, group_id, account_id, source, message_id, user_id,
                              text_excerpt, verdict, score, matched_rules, action, full_text)
         SELECT t.created_at, t.event_id, t.group_id, t.account_id, t.source, t.message_id, t.user_id,
                t.text_excerpt, t.verdict, t.score, t.matched_rules::text[], t.action, t.full_text
         FROM unnest($1::timestamptz[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::bigint[],
                     $7::bigint[], $8::text[], $9::text[], $10::smallint[], $11::text[], $12::text[], $13::text[])
              AS t(created_at, event_id, group_id, account_id, source, message_id, user_id,
                   text_excerpt, verdict, score, matched_rules, action, full_text)
         ON CONFLICT DO NOTHING
         RETURNING event_id, created_at, group_id, source, verdict, action, user_id`,
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
        ],
      );
      const bot = inserted.filter((r) => r.source === "bot");
      await upsertFirstSeen(client, bot.filter((r) => r.user_id !== null).map((r) => ({ userId: r.user_id!, at: r.created_at })));
      const blocked = new Map<string, { groupId: number; day: string; spamBlocked: number }>();
      for (const r of bot) {
        if (r.group_id === null || r.verdict !== "spam" || !BLOCKING_ACTIONS.has(r.action)) continue;
        const day = utcDay(r.created_at);
        const k = `${r.group_id}:${day}`;
        const c = blocked.get(k) ?? { groupId: r.group_id, day, spamBlocked: 0 };
        c.spamBlocked++;
        blocked.set(k, c);
      }
      await addDailyCounts(client, [...blocked.values()].map((c) => ({ ...c, messages: 0, activeUsers: 0, joins: 0, leaves: 0 })));
      return inserted.map((r) => r.event_id);
    });
  }

  /**
   * Records chat events idempotently and, in the same transaction and for the new ones only,
   * counts messages, joins and leaves per group and UTC day, the distinct senders of each day,
   * and the first time a user was seen. Returns the event ids that were new. Events older than
   * the retention window are skipped.
   */
  async insertChatEvents(input: ChatEventRow[]): Promise<string[]> {
    const since = this.retainedSince();
    const rows = dedupe(input.filter((r) => r.occurredAt >= since));
    if (rows.length === 0) return [];
    const dates = rows.map((r) => r.occurredAt);
    return this.write(
      [
        ["chat_events", dates],
        ["daily_active_users", dates],
      ],
      async (client) => {
        const { rows: inserted } = await client.query<{ event_id: string; occurred_at: Date; group_id: number; kind: ChatEventKindName; user_id: number | null }>(
          `INSERT INTO chat_events (occurred_at, event_id, group_id, kind, user_id, message_id)
           SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::bigint[], $4::text[], $5::bigint[], $6::bigint[])
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
        if (inserted.length === 0) return [];
        await upsertFirstSeen(client, inserted.filter((r) => r.user_id !== null).map((r) => ({ userId: r.user_id!, at: r.occurred_at })));

        const senders = new Map<string, { groupId: number; day: string; userId: number }>();
        const counts = new Map<string, { groupId: number; day: string; messages: number; activeUsers: number; joins: number; leaves: number; spamBlocked: number }>();
        const countsOf = (groupId: number, day: string) => {
          const k = `${groupId}:${day}`;
          let c = counts.get(k);
          if (!c) counts.set(k, (c = { groupId, day, messages: 0, activeUsers: 0, joins: 0, leaves: 0, spamBlocked: 0 }));
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
        return inserted.map((r) => r.event_id);
      },
    );
  }

  /** A page of a group's journal, newest first, keyset after `after`. */
  async listJournal(q: JournalQuery): Promise<JournalRow[]> {
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
    const text = `SELECT event_id, created_at,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position, source, message_id, user_id, text_excerpt,
              verdict, score, matched_rules, action
       FROM journal WHERE ${where.join(" AND ")}
       ORDER BY created_at DESC, event_id DESC
       LIMIT $2`;
    const { rows } = await this.pool.query<JournalRow>(prepared(text, params));
    return rows;
  }

  /** One entry of a group with its full text, or null when the group has no such entry. */
  async getEntry(groupId: number, eventId: string): Promise<(JournalRow & { text: string }) | null> {
    const { rows } = await this.pool.query<JournalRow & { text: string }>(
      prepared(
        `SELECT event_id, created_at,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position, source, message_id, user_id, text_excerpt,
                verdict, score, matched_rules, action, coalesce(full_text, text_excerpt) AS text
         FROM journal WHERE event_id = $1 AND group_id = $2 LIMIT 1`,
        [eventId, groupId],
      ),
    );
    return rows[0] ?? null;
  }

  /** Counters of a group for every UTC day from..to (inclusive, YYYY-MM-DD), and their totals. */
  async analytics(groupId: number, from: string, to: string): Promise<AnalyticsRows> {
    const [days, distinct] = await Promise.all([
      this.pool.query<AnalyticsCounts & { date: string }>(
        prepared(
          `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
                  coalesce(s.messages, 0) AS messages, coalesce(s.active_users, 0) AS active_users,
                  coalesce(s.joins, 0) AS joins, coalesce(s.leaves, 0) AS leaves,
                  coalesce(s.spam_blocked, 0) AS spam_blocked
           FROM generate_series($2::date, $3::date, INTERVAL '1 day') AS d(day)
           LEFT JOIN daily_stats s ON s.group_id = $1 AND s.day = d.day::date
           ORDER BY d.day`,
          [groupId, from, to],
        ),
      ),
      this.distinctSenders(groupId, from, to),
    ]);
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
  private async distinctSenders(groupId: number, from: string, to: string): Promise<number> {
    const kept = utcDay(this.retainedSince());
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
    const { rows } = await this.pool.query<{ n: number }>(
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

  /** The bot's decisions about a user since `since`, their spam among them, and when the user was first seen. */
  async userHistory(userId: number, since: Date): Promise<UserHistoryRow> {
    // The literal source/verdict predicates match the partial indexes journal_user_bot_*.
    const { rows } = await this.pool.query<{ decisions: number; spam: number; groups: number; last_spam_at: Date | null; first_seen_at: Date | null }>(
      `SELECT
         (SELECT count(*) FROM journal
            WHERE user_id = $1 AND user_id IS NOT NULL AND source = 'bot' AND created_at >= $2)::int AS decisions,
         s.spam, s.groups,
         (SELECT max(created_at) FROM journal
            WHERE user_id = $1 AND user_id IS NOT NULL AND source = 'bot' AND verdict = 'spam') AS last_spam_at,
         (SELECT first_seen_at FROM user_stats WHERE user_id = $1) AS first_seen_at
       FROM (SELECT count(*)::int AS spam, count(DISTINCT group_id)::int AS groups FROM journal
               WHERE user_id = $1 AND user_id IS NOT NULL AND source = 'bot' AND verdict = 'spam' AND created_at >= $2) s`,
      [userId, since],
    );
    const r = rows[0]!;
    return { decisions: r.decisions, spamDecisions: r.spam, groupsWithSpam: r.groups, firstSeenAt: r.first_seen_at, lastSpamAt: r.last_spam_at };
  }

  /** Creates the partitions of the running and the next month ahead of their first record. */
  async ensureUpcomingPartitions(now = this.now()): Promise<void> {
    const months = [monthStart(now), addUtcMonths(monthStart(now), 1)];
    const client = await this.pool.connect();
    try {
      for (const parent of PARTITIONED_TABLES) await this.ensurePartitions(client, parent, months);
    } finally {
      client.release();
    }
  }

  /**
   * Retention: drops every monthly partition whose whole month ended at or before
   * now − retentionMonths (a partition partly inside the window stays), deletes the daily
   * counters of the days those partitions held, then makes sure the running and the next
   * month have their partitions.
   */
  async applyRetention(now = this.now()): Promise<RetentionOutcome> {
    const cutoff = addUtcMonths(now, -this.retentionMonths);
    const retainedSince = monthStart(cutoff);
    const { rows } = await this.pool.query<{ name: string }>(
      `SELECT c.relname AS name
       FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid
       JOIN pg_class p ON p.oid = i.inhparent
       WHERE p.relname = ANY($1::text[]) AND p.relnamespace = current_schema()::regnamespace
       ORDER BY c.relname`,
      [PARTITIONED_TABLES],
    );
    const dropped: string[] = [];
    for (const { name } of rows) {
      const m = PARTITION_NAME.exec(name);
      if (!m) continue;
      const monthEnd = new Date(Date.UTC(Number(m[2]), Number(m[3]), 1));
      if (monthEnd.getTime() > cutoff.getTime()) continue;
      const client = await this.pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SELECT pg_advisory_xact_lock(hashtext('journal_partitions'))");
        await client.query(`DROP TABLE IF EXISTS ${quoteIdent(name)}`);
        await client.query("COMMIT");
        dropped.push(name);
      } catch (err) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    }
    this.knownPartitions.clear();
    const deleted = await this.pool.query("DELETE FROM daily_stats WHERE day < $1::date", [utcDay(retainedSince)]);
    // Whole years of sender days before the window; the kept year's older bits are masked at read time.
    await this.pool.query("DELETE FROM sender_days WHERE year < $1", [retainedSince.getUTCFullYear()]);
    await this.ensureUpcomingPartitions(now);
    return { cutoff, retainedSince, dropped, statsRowsDeleted: deleted.rowCount ?? 0 };
  }
}

/**
 * A named (server-side prepared) statement: each connection plans it once and reuses the plan,
 * which spares re-planning across every monthly partition on each page. The name follows the
 * text, and the texts are a small fixed set (one per filter combination).
 */
function prepared(text: string, values: unknown[]): { name: string; text: string; values: unknown[] } {
  return { name: `ja_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`, text, values };
}

/** The first of several records with one event id (a batch can hold a redelivered record twice). */
function dedupe<T extends { eventId: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.eventId) ? false : (seen.add(r.eventId), true)));
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

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
    if (!b) bitmaps.set(k, (b = { groupId: s.group_id, year, userId: s.user_id, bits: new Uint8Array(YEAR_BITS).fill(48) }));
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
