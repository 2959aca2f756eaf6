import { inTransaction, type Pool, type PoolClient } from "@warden/db";
import { addUtcMonths, monthStart, utcDay } from "../time.js";

/** Journal retention by default: 13 months, so a whole year plus the running month stays. */
export const DEFAULT_RETENTION_MONTHS = 13;

/** Tables partitioned by month; retention drops their partitions whole. */
export const PARTITIONED_TABLES = ["journal", "chat_events", "daily_active_users"] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

export interface RetentionOutcome {
  /** Partitions wholly before this instant are dropped. */
  cutoff: Date;
  /** First instant still kept (start of the oldest kept month). */
  retainedSince: Date;
  dropped: string[];
  /**
   * Partitions due to go (or, marked "(create)", to be made ahead of their month) whose lock did not come within the
   * lock timeout, a long read holding it: the next run tries again.
   */
  deferred: string[];
  statsRowsDeleted: number;
}

/**
 * How long dropping a partition waits for its lock. A DROP needs the parent table exclusively: while it waits behind a
 * long read, every insert and read of the journal queues behind it. Past this it gives up and the next run tries again.
 */
export const DEFAULT_DROP_LOCK_TIMEOUT_MS = 2_000;
const LOCK_NOT_AVAILABLE = "55P03";

/**
 * The advisory lock that keeps a group's move to its supergroup id (`moving` writes) and the other writes apart. An
 * insert reads group_aliases in its INSERT; a move's alias is invisible to it until the move commits, and the move's
 * UPDATEs cannot see an insert not committed yet: a decision of the old id written meanwhile would stay under the old
 * id, served by nobody. Writes take the lock shared (they never wait for each other), a move exclusively, so a write
 * sees either no move or all of it.
 */
const GROUP_MOVE_LOCK = 7_261_017_001;

const PARTITION_NAME = /^(journal|chat_events|daily_active_users)_(\d{4})_(\d{2})$/;

/**
 * Rows one retention DELETE removes at most (counters and reports before the window): each batch is a short statement
 * of its own, found through an index, so a month's counters of every group, or a year's sender days, never go in one
 * long transaction (a burst of WAL, replication lag, a statement that cannot stop part-way).
 */
export const DEFAULT_RETENTION_DELETE_BATCH = 5_000;

export interface PartitionOptions {
  retentionMonths?: number;
  now?: () => Date;
  /** How long dropping a partition waits for its locks (default DEFAULT_DROP_LOCK_TIMEOUT_MS). */
  dropLockTimeoutMs?: number;
  /** Rows one retention DELETE removes at most (default DEFAULT_RETENTION_DELETE_BATCH). */
  retentionDeleteBatch?: number;
}

/**
 * The journal's monthly partitions: the retention window, creating partitions ahead of their
 * records (and before a write's transaction), and retention, which drops them whole.
 */
export class Partitions {
  private readonly knownPartitions = new Set<string>();
  readonly retentionMonths: number;
  readonly now: () => Date;
  private readonly dropLockTimeoutMs: number;
  private readonly deleteBatch: number;

  constructor(
    private readonly pool: Pool,
    opts: PartitionOptions = {},
  ) {
    this.retentionMonths = opts.retentionMonths ?? DEFAULT_RETENTION_MONTHS;
    this.now = opts.now ?? (() => new Date());
    this.dropLockTimeoutMs = Math.max(1, Math.floor(opts.dropLockTimeoutMs ?? DEFAULT_DROP_LOCK_TIMEOUT_MS));
    this.deleteBatch = Math.max(1, Math.floor(opts.retentionDeleteBatch ?? DEFAULT_RETENTION_DELETE_BATCH));
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
    for (const d of dates) months.set(partitionKey(parent, d), d);
    for (const [key, d] of months) {
      if (this.knownPartitions.has(key)) continue;
      await client.query("SELECT ensure_month_partition($1, $2)", [parent, d]);
      this.knownPartitions.add(key);
    }
  }

  /**
   * Runs fn in a transaction after making sure the partitions exist (DDL outside the transaction).
   * With `single`, fn makes one statement, which is atomic on its own: it runs without BEGIN and
   * COMMIT (two round trips fewer). Every write holds GROUP_MOVE_LOCK shared, a `moving` one (a group's move to its
   * supergroup id) exclusively: in the transaction until it ends, around a single statement otherwise.
   */
  async write<T>(
    partitions: [PartitionedTable, Date[]][],
    fn: (client: PoolClient) => Promise<T>,
    opts: { single?: boolean; moving?: boolean } = {},
  ): Promise<T> {
    const prepare = async (client: PoolClient) => {
      for (const [parent, dates] of partitions) await this.ensurePartitions(client, parent, dates);
    };
    try {
      if (opts.single) {
        const client = await this.pool.connect();
        try {
          await prepare(client);
          await client.query("SELECT pg_advisory_lock_shared($1)", [GROUP_MOVE_LOCK]);
          try {
            return await fn(client);
          } finally {
            await client.query("SELECT pg_advisory_unlock_shared($1)", [GROUP_MOVE_LOCK]);
          }
        } finally {
          client.release();
        }
      }
      const lock = opts.moving ? "SELECT pg_advisory_xact_lock($1)" : "SELECT pg_advisory_xact_lock_shared($1)";
      return await inTransaction(
        this.pool,
        async (client) => {
          await client.query(lock, [GROUP_MOVE_LOCK]);
          return fn(client);
        },
        { prepare },
      );
    } catch (err) {
      // 23514: no partition for a row (dropped behind the cache's back): forget what we knew.
      if ((err as { code?: string }).code === "23514") this.knownPartitions.clear();
      throw err;
    }
  }

  /**
   * Runs one DDL statement in a transaction that waits at most dropLockTimeoutMs for its locks: a partition's DDL
   * needs the parent table exclusively, and while it waits behind a long read every insert and read queues behind it.
   * False when the locks did not come (nothing changed; the next run tries again).
   */
  private async ddlWithin(sql: string, params: unknown[] = []): Promise<boolean> {
    try {
      await inTransaction(this.pool, async (client) => {
        await client.query(`SET LOCAL lock_timeout = ${this.dropLockTimeoutMs}`);
        await client.query(sql, params);
      });
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
      throw err;
    }
  }

  /**
   * Creates the partitions of the running and the next month ahead of their first record. Returns those whose locks
   * did not come within the lock timeout (marked "(create)"; the next run makes them).
   */
  async ensureUpcomingPartitions(now = this.now()): Promise<string[]> {
    const deferred: string[] = [];
    for (const month of [monthStart(now), addUtcMonths(monthStart(now), 1)]) {
      for (const parent of PARTITIONED_TABLES) {
        const key = partitionKey(parent, month);
        if (this.knownPartitions.has(key)) continue;
        if (await this.ddlWithin("SELECT ensure_month_partition($1, $2)", [parent, month])) this.knownPartitions.add(key);
        else deferred.push(`${parent}_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, "0")} (create)`);
      }
    }
    return deferred;
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
    const deferred: string[] = [];
    for (const { name } of rows) {
      const m = PARTITION_NAME.exec(name);
      if (!m) continue;
      const monthEnd = new Date(Date.UTC(Number(m[2]), Number(m[3]), 1));
      if (monthEnd.getTime() > cutoff.getTime()) continue;
      // The advisory lock keeps ensure_month_partition from creating the partition again meanwhile.
      const done = await this.ddlWithin(`SELECT pg_advisory_xact_lock(hashtext('journal_partitions')); DROP TABLE IF EXISTS ${quoteIdent(name)}`);
      (done ? dropped : deferred).push(name);
    }
    this.knownPartitions.clear();
    const statsRowsDeleted = await this.deleteInBatches("daily_stats", "day < $1::date", utcDay(retainedSince));
    // Whole years of sender days before the window; the kept year's older bits are masked at read time.
    await this.deleteInBatches("sender_days", "year < $1", retainedSince.getUTCFullYear());
    // A report is never older than its entry (but for minutes of clock slack): one made before the window's start has
    // lost its entry.
    await this.deleteInBatches("journal_reports", "reported_at < $1", retainedSince);
    await this.deleteInBatches("journal_message_reports", "reported_at < $1", retainedSince);
    deferred.push(...(await this.ensureUpcomingPartitions(now)));
    return { cutoff, retainedSince, dropped, deferred, statsRowsDeleted };
  }

  /**
   * Deletes a table's rows matching `where` (its one parameter $1, an indexed column: migration 42) deleteBatch rows
   * per statement, each statement a transaction of its own, until none is left; returns how many went. Rows before the
   * window are not written any more (the consumers refuse such records); a report row updated meanwhile (a newer
   * correction of the message) has another ctid and stays.
   */
  private async deleteInBatches(table: string, where: string, bound: unknown): Promise<number> {
    let total = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM ${quoteIdent(table)} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${quoteIdent(table)} WHERE ${where} LIMIT $2))`,
        [bound, this.deleteBatch],
      );
      total += rowCount ?? 0;
      if ((rowCount ?? 0) < this.deleteBatch) return total;
    }
  }
}

/** The cache key of a month's partition of a table. */
function partitionKey(parent: PartitionedTable, d: Date): string {
  return `${parent}:${d.getUTCFullYear()}-${d.getUTCMonth()}`;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
