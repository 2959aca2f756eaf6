import type { Pool, PoolClient } from "@warden/db";

export const EXCERPT_CHARS = 200;

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

export interface JournalRow {
  event_id: string;
  created_at: Date;
  source: "api" | "bot";
  message_id: number | null;
  user_id: number | null;
  text_excerpt: string;
  verdict: string;
  score: number;
  matched_rules: string[];
  action: string;
}

export function excerpt(text: string): string {
  const cps = Array.from(text);
  return cps.length <= EXCERPT_CHARS ? text : cps.slice(0, EXCERPT_CHARS - 1).join("") + "…";
}

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${d.getUTCMonth()}`;

/** Data module of journal-analytics. */
export class JournalStore {
  private readonly knownPartitions = new Set<string>();

  constructor(private readonly pool: Pool) {}

  private async ensurePartitions(client: PoolClient, dates: Date[]): Promise<void> {
    for (const d of dates) {
      const key = monthKey(d);
      if (this.knownPartitions.has(key)) continue;
      await client.query("SELECT journal_ensure_partition($1)", [d]);
      this.knownPartitions.add(key);
    }
  }

  /**
   * Inserts decisions idempotently (a redelivered event changes nothing) in one transaction.
   * Returns the event ids that were new.
   */
  async insertDecisions(rows: DecisionRow[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const client = await this.pool.connect();
    try {
      const months = new Map<string, Date>();
      for (const r of rows) months.set(monthKey(r.createdAt), r.createdAt);
      await this.ensurePartitions(client, [...months.values()]);
      await client.query("BEGIN");
      const { rows: inserted } = await client.query(
        `INSERT INTO journal (created_at, event_id, group_id, account_id, source, message_id, user_id,
                              text_excerpt, verdict, score, matched_rules, action)
         SELECT t.created_at, t.event_id, t.group_id, t.account_id, t.source, t.message_id, t.user_id,
                t.text_excerpt, t.verdict, t.score, string_to_array(t.matched_rules, ','), t.action
         FROM unnest($1::timestamptz[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::bigint[],
                     $7::bigint[], $8::text[], $9::text[], $10::smallint[], $11::text[], $12::text[])
              AS t(created_at, event_id, group_id, account_id, source, message_id, user_id,
                   text_excerpt, verdict, score, matched_rules, action)
         ON CONFLICT DO NOTHING
         RETURNING event_id`,
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
          rows.map((r) => r.matchedRules.join(",")),
          rows.map((r) => r.action),
        ],
      );
      await client.query("COMMIT");
      return inserted.map((r) => r.event_id as string);
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      if ((err as { code?: string }).code === "23514") this.knownPartitions.clear();
      throw err;
    } finally {
      client.release();
    }
  }

  /** Newest first, keyset after (createdAt, eventId). */
  async listJournal(q: { groupId: number; limit: number; after?: { createdAt: Date; eventId: string } }): Promise<JournalRow[]> {
    const params: unknown[] = [q.groupId, q.limit];
    let where = "group_id = $1";
    if (q.after) {
      params.push(q.after.createdAt, q.after.eventId);
      where += ` AND (created_at, event_id) < ($3, $4)`;
    }
    const { rows } = await this.pool.query(
      `SELECT event_id, created_at, source, message_id, user_id, text_excerpt, verdict, score, matched_rules, action
       FROM journal WHERE ${where} ORDER BY created_at DESC, event_id DESC LIMIT $2`,
      params,
    );
    return rows as JournalRow[];
  }
}
