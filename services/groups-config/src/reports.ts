import type { Pool, PoolClient } from "@warden/db";
import { errors } from "@warden/errors";
import { INTERNAL_LIMITS, LIMITS, mintId } from "@warden/contract";
import { type CursorSigner, filterFingerprint, textFingerprint } from "@warden/server";
import { transaction } from "./transaction.js";

export type ReportLabel = "spam" | "ham";
export type ReportSource = "api" | "journal" | "bot";

export interface ReportRecord {
  id: string;
  account_id: string | null;
  account_seq: number | null;
  group_id: number | null;
  group_seq: number | null;
  user_id: number | null;
  journal_entry_id: string | null;
  reporter_telegram_user_id: number | null;
  source: ReportSource;
  label: ReportLabel;
  text: string;
  fingerprint: string;
  source_key: string | null;
  created_at: Date;
}

export interface NewReport {
  accountId: string | null;
  groupId: number | null;
  userId: number | null;
  journalEntryId: string | null;
  reporterTelegramUserId: number | null;
  source: ReportSource;
  label: ReportLabel;
  text: string;
  /** Idempotency key (with a group): a known key answers its report and stores nothing. */
  sourceKey?: string;
}

export type FeedbackScope = { accountId: string } | { groupId: number };

export interface FeedbackSnapshot {
  seq: number;
  state: Uint8Array;
}

export interface FeedbackRow {
  seq: number;
  label: ReportLabel;
  /** the head of the report's text the engine reads (INTERNAL_LIMITS.feedbackTextMaxChars) */
  text: string;
  /** the whole text's fingerprint (textFingerprint): what a reported ham vouches for when its head is not all of it */
  fingerprint: string;
}

/**
 * A rebuild (after_seq 0: an engine that holds nothing for the scope) starts from the scope's
 * latest REBUILD_WINDOW reports: the engine's memory and learner are bounded, and a rebuild must
 * stay one bounded read. Deterministic: the same reports give the same window. It is also what is
 * kept: a report beyond the window deletes the scope's oldest (see ReportStore.create).
 */
export const REBUILD_WINDOW = LIMITS.reportsKept;
export const FEEDBACK_PAGE_MAX = 1_000;
export const REPORTS_PAGE_DEFAULT = LIMITS.pageSizeDefault;
export const REPORTS_PAGE_MAX = LIMITS.pageSizeMax;
/** Longest idempotency key of a report (CreateReportRequest.source_key); the bot's are about 40 characters. */
export const SOURCE_KEY_MAX = 200;
/** The unique index on (group_id, source_key): the backstop behind the lookup under the group's lock. */
const SOURCE_KEY_INDEX = "reports_group_source_key";

const COLUMNS = `id, account_id, account_seq, group_id, group_seq, user_id, journal_entry_id, reporter_telegram_user_id,
  source, label, text, fingerprint, source_key, created_at`;

const groupNotFound = (groupId: number) => errors.notFound("group", groupId, "group not found");

/** A keyed report that is already stored: thrown out of create's transaction so that it rolls back. */
class KnownReport {
  constructor(readonly record: ReportRecord) {}
}

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown };
  return e?.code === "23505" && e.constraint === constraint;
}

/** The filters of an account's report list (GET /spam/reports): a cursor continues only the list it was issued for. */
export interface ReportListFilters {
  label?: ReportLabel;
  groupId?: number;
}

/** What the MAC binds a report list cursor to (a journal or deliveries cursor never opens here). */
const REPORT_CURSOR_PURPOSE = "reports.v1";

/** The account and filters a report list cursor is bound to, as a short hash carried in the cursor. */
export function reportFilterFingerprint(accountId: string, f: ReportListFilters): string {
  return filterFingerprint([accountId, f.label ?? null, f.groupId ?? null]);
}

/**
 * An account's report list position (the account_seq of the last report of the previous page)
 * and its filter fingerprint, sealed with the service's cursor secret (HMAC-SHA256, see
 * CursorSigner), as the journal's cursors are. Only cursors this deployment minted are opened.
 */
export function encodeReportCursor(accountSeq: number, fingerprint: string, signer: CursorSigner): string {
  return signer.seal(REPORT_CURSOR_PURPOSE, JSON.stringify([accountSeq, fingerprint]));
}

const invalidCursor = (message: string) => errors.validation([{ path: "cursor", message }]);

/** The position of a cursor issued for this account and these filters; InvalidArgument (path cursor) otherwise. */
export function decodeReportCursor(cursor: string, fingerprint: string, signer: CursorSigner): number {
  const parsed = signer.openJson(REPORT_CURSOR_PURPOSE, cursor);
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor("is not a cursor this API issued");
  const [seq, fp] = parsed as unknown[];
  if (typeof seq !== "number" || !Number.isSafeInteger(seq) || seq < 1 || typeof fp !== "string") throw invalidCursor("is not a cursor this API issued");
  if (fp !== fingerprint) throw invalidCursor("was issued for another list or other filters; start again without a cursor");
  return seq;
}

/** The export's position: the export_seq of the last report of the previous page (see the migration that adds it). */
function encodeExportCursor(r: { export_seq: number }): string {
  return Buffer.from(JSON.stringify([r.export_seq])).toString("base64url");
}

function decodeExportCursor(cursor: string): number {
  try {
    const v = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(v) && v.length === 1 && Number.isSafeInteger(v[0]) && (v[0] as number) >= 1) return v[0] as number;
  } catch {
    /* falls through */
  }
  throw errors.validation([{ path: "cursor", message: "is not a cursor this export issued" }]);
}

/** A scope's columns in `reports` and `feedback_snapshots` (its owner and its sequence), and its id. */
function scopeColumns(scope: FeedbackScope): { column: "account_id" | "group_id"; seqColumn: "account_seq" | "group_seq"; key: string | number } {
  return "accountId" in scope
    ? { column: "account_id", seqColumn: "account_seq", key: scope.accountId }
    : { column: "group_id", seqColumn: "group_seq", key: scope.groupId };
}

/** Data module of the reports table (groups-config's schema); the only code that reads it. */
export class ReportStore {
  constructor(private readonly pool: Pool) {}

  /**
   * Stores a report in one transaction. With an account and a group the account must reach the
   * group; a bot report (no account) needs an existing group. The account's and the group's
   * sequence numbers are taken under their row locks (account first, then group, everywhere), so
   * they are gapless and commit in order.
   *
   * A report with a source key (a Telegram message the bot may see again) is looked up under the
   * group's row lock: a known key answers the stored report unchanged and the transaction rolls
   * back, so no sequence number moves. Concurrent calls with one key queue on that lock, and the
   * later ones find the first one's row; the unique index is the backstop (a conflict answers the
   * row that won).
   *
   * A report beyond the scope's latest REBUILD_WINDOW (its account's, or for a bot report its
   * group's) deletes the oldest in the same transaction: reports cost no quota unit, and this is
   * what bounds a tenant's storage.
   */
  async create(r: NewReport): Promise<ReportRecord> {
    try {
      return await this.insert(r);
    } catch (err) {
      if (err instanceof KnownReport) return err.record;
      if (r.sourceKey !== undefined && r.groupId !== null && isUniqueViolation(err, SOURCE_KEY_INDEX)) {
        const known = await this.bySourceKey(this.pool, r.groupId, r.sourceKey);
        if (known) return known;
      }
      throw err;
    }
  }

  private bySourceKey(db: Pool | PoolClient, groupId: number, sourceKey: string): Promise<ReportRecord | undefined> {
    return db
      .query(`SELECT ${COLUMNS} FROM reports WHERE group_id = $1 AND source_key = $2`, [groupId, sourceKey])
      .then(({ rows }) => rows[0] as ReportRecord | undefined);
  }

  private insert(r: NewReport): Promise<ReportRecord> {
    return transaction(this.pool, async (client) => {
      let accountSeq: number | null = null;
      let groupSeq: number | null = null;
      if (r.accountId !== null && r.groupId !== null) {
        const { rows } = await client.query(
          `SELECT 1 FROM groups g WHERE g.id = $2 AND EXISTS (
             SELECT 1 FROM group_admins a WHERE a.group_id = g.id
               AND (a.account_id = $1
                    OR a.telegram_user_id = (SELECT l.telegram_user_id FROM account_links l WHERE l.account_id = $1)))`,
          [r.accountId, r.groupId],
        );
        if (!rows[0]) throw groupNotFound(r.groupId);
      }
      if (r.accountId !== null) {
        const { rows } = await client.query(
          `INSERT INTO report_sequences (account_id, last_seq) VALUES ($1, 1)
           ON CONFLICT (account_id) DO UPDATE SET last_seq = report_sequences.last_seq + 1
           RETURNING last_seq`,
          [r.accountId],
        );
        accountSeq = Number(rows[0].last_seq);
      }
      if (r.groupId !== null) {
        if (r.sourceKey !== undefined) {
          const locked = await client.query("SELECT 1 FROM groups WHERE id = $1 FOR UPDATE", [r.groupId]);
          if (!locked.rows[0]) throw groupNotFound(r.groupId);
          const known = await this.bySourceKey(client, r.groupId, r.sourceKey);
          if (known) throw new KnownReport(known);
        }
        const { rows } = await client.query("UPDATE groups SET feedback_seq = feedback_seq + 1 WHERE id = $1 RETURNING feedback_seq", [r.groupId]);
        if (!rows[0]) throw groupNotFound(r.groupId);
        groupSeq = Number(rows[0].feedback_seq);
      }
      const { rows } = await client.query(
        `INSERT INTO reports (id, account_id, account_seq, group_id, group_seq, user_id, journal_entry_id,
                              reporter_telegram_user_id, source, label, text, fingerprint, source_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         RETURNING ${COLUMNS}`,
        [
          mintId("report"),
          r.accountId,
          accountSeq,
          r.groupId,
          groupSeq,
          r.userId,
          r.journalEntryId,
          r.reporterTelegramUserId,
          r.source,
          r.label,
          r.text,
          textFingerprint(r.text),
          r.sourceKey ?? null,
        ],
      );
      // Reports cost no quota unit, so what bounds their storage is this: an account keeps its latest
      // REBUILD_WINDOW (all a rebuild reads), and so does a group its bot reports (no account). Under
      // the sequence's row lock, so concurrent reports of one scope cannot both miss a deletion.
      if (accountSeq !== null) {
        await client.query("DELETE FROM reports WHERE account_id = $1 AND account_seq <= $2", [r.accountId, accountSeq - REBUILD_WINDOW]);
      } else if (groupSeq !== null) {
        await client.query("DELETE FROM reports WHERE group_id = $1 AND group_seq <= $2 AND account_id IS NULL", [r.groupId, groupSeq - REBUILD_WINDOW]);
      }
      return rows[0] as ReportRecord;
    });
  }

  /** A page of an account's reports, newest first, keyset below `beforeSeq`. */
  async list(q: { accountId: string; limit: number; beforeSeq?: number } & ReportListFilters): Promise<ReportRecord[]> {
    const params: unknown[] = [q.accountId, q.limit];
    const where = ["account_id = $1"];
    const bind = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (q.beforeSeq !== undefined) where.push(`account_seq < ${bind(q.beforeSeq)}`);
    if (q.label !== undefined) where.push(`label = ${bind(q.label)}`);
    if (q.groupId !== undefined) where.push(`group_id = ${bind(q.groupId)}`);
    const { rows } = await this.pool.query(`SELECT ${COLUMNS} FROM reports WHERE ${where.join(" AND ")} ORDER BY account_seq DESC LIMIT $2`, params);
    return rows as ReportRecord[];
  }

  /** The scope's reports after `afterSeq` (from the rebuild window on), oldest first, and its latest seq. */
  async feedback(scope: FeedbackScope, afterSeq: number, limit: number): Promise<{ items: FeedbackRow[]; latestSeq: number }> {
    const { column, seqColumn: seq, key } = scopeColumns(scope);
    const latestSeq = (await this.latestSeq(scope)).seq;
    if (latestSeq <= afterSeq) return { items: [], latestSeq };
    const from = Math.max(afterSeq, latestSeq - REBUILD_WINDOW);
    // Only the part of each text the engine reads: a page of a thousand 10,000-character reports would otherwise be
    // held by every engine rebuilding a scope at once.
    const { rows } = await this.pool.query(
      `SELECT ${seq} AS seq, label, left(text, ${INTERNAL_LIMITS.feedbackTextMaxChars}) AS text, fingerprint FROM reports
       WHERE ${column} = $1 AND ${seq} > $2 AND ${seq} <= $3
       ORDER BY ${seq} LIMIT $4`,
      [key, from, latestSeq, limit],
    );
    return {
      items: rows.map((r) => ({ seq: Number(r.seq), label: r.label as ReportLabel, text: r.text as string, fingerprint: r.fingerprint as string })),
      latestSeq,
    };
  }

  /** The scope's latest report sequence number (0: none yet). */
  private async latestSeq(scope: FeedbackScope): Promise<{ seq: number; exists: boolean }> {
    const head =
      "accountId" in scope
        ? await this.pool.query("SELECT last_seq AS seq FROM report_sequences WHERE account_id = $1", [scope.accountId])
        : await this.pool.query("SELECT feedback_seq AS seq FROM groups WHERE id = $1", [scope.groupId]);
    return head.rows[0] ? { seq: Number(head.rows[0].seq), exists: true } : { seq: 0, exists: false };
  }

  /**
   * The engine's saved state of the scope under `fingerprint`, if any, and only while the report it was saved at is still
   * the scope's report at that sequence number (not after a restore of the database put other reports there, nor once it
   * is past the reports kept).
   */
  async snapshot(scope: FeedbackScope, fingerprint: number): Promise<FeedbackSnapshot | null> {
    const { column, seqColumn, key } = scopeColumns(scope);
    const { rows } = await this.pool.query(
      `SELECT s.seq, s.state FROM feedback_snapshots s
       JOIN reports r ON r.id = s.report_id AND r.${column} = s.${column} AND r.${seqColumn} = s.seq
       WHERE s.${column} = $1 AND s.fingerprint = $2`,
      [key, fingerprint],
    );
    return rows[0] ? { seq: Number(rows[0].seq), state: rows[0].state as Buffer } : null;
  }

  /**
   * Saves the scope's state, tied to the report at its sequence number: replaces the one held when that is of another
   * fingerprint, of an earlier sequence number, or no longer readable (its report is gone: a restore, or past the
   * reports kept). Two engines may save one scope; the later state wins. False when the held one is as recent, or
   * when the report at `seq` is no longer kept. An unknown scope is NOT_FOUND; a sequence number beyond the scope's
   * latest is INVALID_ARGUMENT.
   */
  async saveSnapshot(scope: FeedbackScope, fingerprint: number, snap: FeedbackSnapshot): Promise<boolean> {
    const { column, seqColumn, key } = scopeColumns(scope);
    const latest = await this.latestSeq(scope);
    if (!latest.exists) throw "groupId" in scope ? groupNotFound(scope.groupId) : errors.notFound("account", scope.accountId, "the account has no reports");
    if (snap.seq > latest.seq) throw errors.validation([{ path: "seq", message: `is beyond the scope's latest report (${latest.seq})` }]);
    try {
      const { rowCount } = await this.pool.query(
        `INSERT INTO feedback_snapshots (${column}, fingerprint, seq, state, report_id)
         SELECT $1, $2, $3, $4, r.id FROM reports r WHERE r.${column} = $1 AND r.${seqColumn} = $3
         ON CONFLICT (${column}) WHERE ${column} IS NOT NULL DO UPDATE
           SET fingerprint = EXCLUDED.fingerprint, seq = EXCLUDED.seq, state = EXCLUDED.state, report_id = EXCLUDED.report_id, updated_at = now()
           WHERE feedback_snapshots.fingerprint <> EXCLUDED.fingerprint OR feedback_snapshots.seq < EXCLUDED.seq
              OR NOT EXISTS (SELECT 1 FROM reports r WHERE r.id = feedback_snapshots.report_id AND r.${seqColumn} = feedback_snapshots.seq)`,
        [key, fingerprint, snap.seq, snap.state],
      );
      return rowCount === 1;
    } catch (err) {
      // The group went (deleted, or moved to its supergroup id) between the read above and the insert.
      if ("groupId" in scope && (err as { code?: string }).code === "23503") throw groupNotFound(scope.groupId);
      throw err;
    }
  }

  /**
   * Every report, oldest first, for the operator's export: in export_seq order, which within an account and within a
   * group is the order of their sequence numbers, the order the engine learns them in (an owner's latest label is the
   * one the retraining export keeps).
   */
  async exportPage(cursor: string, limit: number): Promise<{ reports: ReportRecord[]; nextCursor: string }> {
    const params: unknown[] = [limit];
    let where = "";
    if (cursor) {
      params.push(decodeExportCursor(cursor));
      where = "WHERE export_seq > $2";
    }
    const { rows } = await this.pool.query(`SELECT ${COLUMNS}, export_seq FROM reports ${where} ORDER BY export_seq LIMIT $1`, params);
    const last = rows[rows.length - 1] as { export_seq: number } | undefined;
    const reports = rows.map(({ export_seq: _, ...r }) => r as ReportRecord);
    return { reports, nextCursor: rows.length === limit && last ? encodeExportCursor(last) : "" };
  }
}
