import pg from "pg";
import { assertSchemaName } from "./schema.js";
import { gauge, type Registry } from "@warden/telemetry";

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export { pg };

const INT8 = 20;
/**
 * BIGINT columns hold Telegram ids (|id| < 2^53) and counts; they are read as JS numbers.
 * A value outside the safe range is an error, never a silent rounding.
 */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${value} exceeds the safe integer range`);
  return n;
}
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8 && format !== "binary") return parseInt8;
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * A pool whose connections work inside the service's own schema. With `registry` (the service's,
 * from createRegistry: its default `service` label names the pool's owner), the pool's clients are
 * exported as gauges read at each scrape, labelled with the pool's `name`.
 */
export function createPool(opts: {
  connectionString: string;
  schema: string;
  max?: number;
  applicationName?: string;
  registry?: Registry;
  /** Every statement of the pool's sessions is cancelled past this (PostgreSQL's statement_timeout; error 57014). */
  statementTimeoutMs?: number;
  /** The `pool` label of its gauges (default `main`): a service with two pools names the second. */
  name?: string;
}): pg.Pool {
  assertSchemaName(opts.schema);
  const timeout = opts.statementTimeoutMs === undefined ? "" : ` -c statement_timeout=${Math.max(1, Math.floor(opts.statementTimeoutMs))}`;
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? 10,
    application_name: opts.applicationName ?? opts.schema,
    // UTC sessions: dates cast from timestamps, date_trunc and series of days never depend on the server's zone. ISO
    // dates and postgres intervals: what node-postgres parses, and `day::text` reads as YYYY-MM-DD, whatever DateStyle
    // or IntervalStyle the database or role sets.
    options: `-c search_path=${opts.schema} -c TimeZone=UTC -c DateStyle=ISO,YMD -c IntervalStyle=postgres${timeout}`,
    types,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client that loses its connection (PostgreSQL restarted, failed over, or ended the session) must not crash the
  // process. An idle one is reported to the pool's "error" and dropped. A checked-out one between two statements (say,
  // inside a transaction) emits "error" on itself, where the pool listens only while it is idle: unheard, that event
  // was an uncaught exception. Its next query fails instead ("not queryable": unavailable, a 503) and releasing it
  // drops it from the pool.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  if (opts.registry) registerPoolMetrics(pool, opts.registry, opts.name ?? "main");
  return pool;
}

/** The pools of each registry, by name: one set of gauges per registry reads them all at each scrape. */
const POOLS = new WeakMap<Registry, Map<string, pg.Pool>>();

/**
 * The pool's state as gauges labelled `pool` (its name: `main`, or e.g. journal-analytics' `reads`), set from the
 * pools when Prometheus scrapes (collect callbacks, no timer). waiting > 0 means every connection is checked out
 * (total = max) and queries queue for one, up to connectionTimeoutMillis, before failing.
 */
function registerPoolMetrics(pool: pg.Pool, registry: Registry, name: string): void {
  let pools = POOLS.get(registry);
  if (!pools) {
    const all = new Map<string, pg.Pool>();
    pools = all;
    POOLS.set(registry, all);
    // `name:` as prom-client's options spell it (scripts/helm-check.mjs finds the metrics the services export so).
    const gauges: { name: string; help: string; read: (p: pg.Pool) => number }[] = [
      { name: "warden_db_pool_total_clients", help: "PostgreSQL connections the pool holds, idle or checked out", read: (p) => p.totalCount },
      { name: "warden_db_pool_idle_clients", help: "PostgreSQL connections of the pool not checked out", read: (p) => p.idleCount },
      {
        name: "warden_db_pool_waiting_clients",
        help: "Queries and transactions waiting for a connection of the pool (all of them checked out)",
        read: (p) => p.waitingCount,
      },
      {
        name: "warden_db_pool_max_clients",
        help: "Connections the pool may open (DATABASE_POOL_MAX, or the pool's own setting)",
        read: (p) => p.options.max ?? 10,
      },
    ];
    for (const { name: metric, help, read } of gauges) {
      gauge(registry, metric, help, {
        labelNames: ["pool"],
        collect() {
          for (const [n, p] of all) this.set({ pool: n }, read(p));
        },
      });
    }
  }
  if (pools.has(name)) throw new Error(`a pool named ${name} is registered with this registry already`);
  pools.set(name, pool);
}

export { MIGRATION_LOCK_ID, migrate, NO_TRANSACTION_MARK, noTransactionStatements } from "./migrate.js";

/** Readiness probe: one round trip. */
export async function ping(pool: pg.Pool): Promise<void> {
  await pool.query("SELECT 1");
}

export interface TransactionOptions {
  /** The isolation level (PostgreSQL's default, read committed, when absent). */
  isolation?: "read committed" | "repeatable read" | "serializable";
  /** A read-only transaction: any write in it fails. */
  readOnly?: boolean;
  /** Work on the same connection before BEGIN, outside the transaction (e.g. DDL that must not hold its locks). */
  prepare?: (client: pg.PoolClient) => Promise<void>;
  /**
   * Runs the whole transaction again, up to this many more times, when PostgreSQL fails it as a deadlock (40P01) or a
   * serialization failure (40001), after a short jittered backoff (see CONFLICT_BACKOFF_MS). Only for a callback that
   * is safe to run again: it works only through the client (no messages sent, no state kept outside the transaction).
   * For lock cycles no single order avoids; the last failure is rethrown. Default 0; anything but a whole number 0 or more
   * is a RangeError, before the first run.
   */
  retryOnConflict?: number;
}

/** PostgreSQL's SQLSTATEs of a transaction failed only because of a concurrent one: running it again may succeed. */
const CONFLICT_CODES = new Set(["40P01", "40001"]);

/** Whether err is a deadlock (40P01) or a serialization failure (40001). */
export function isTransactionConflict(err: unknown): boolean {
  return CONFLICT_CODES.has((err as { code?: unknown } | null)?.code as string);
}

/**
 * The backoff before the nth run again (1-based): a random wait in [base, 2 * base) doubling from CONFLICT_BACKOFF_MS,
 * so two transactions that failed each other do not meet again in step.
 */
export const CONFLICT_BACKOFF_MS = 5;
const conflictBackoff = (attempt: number) => CONFLICT_BACKOFF_MS * 2 ** Math.min(attempt - 1, 6) * (1 + Math.random());

/** Reads that must agree with each other: one snapshot for every statement of the transaction, no writes. */
export const READ_SNAPSHOT: TransactionOptions = { isolation: "repeatable read", readOnly: true };

/** The BEGIN statement of a transaction with these options. */
export function beginStatement(opts: TransactionOptions = {}): string {
  let sql = "BEGIN";
  if (opts.isolation) sql += ` ISOLATION LEVEL ${opts.isolation.toUpperCase()}`;
  if (opts.readOnly) sql += " READ ONLY";
  return sql;
}

/**
 * Runs fn in a transaction on one pooled connection: committed when fn returns, rolled back
 * when it throws (the error is rethrown), the connection released either way. With
 * retryOnConflict, a deadlock or serialization failure runs it again (see TransactionOptions).
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
  const retries = opts.retryOnConflict ?? 0;
  // A whole number, so the runs are bounded: NaN compared above no run count (it ran again for as long as the conflicts
  // came), and Infinity never ends either.
  if (!Number.isSafeInteger(retries) || retries < 0) throw new RangeError(`retryOnConflict must be a whole number 0 or more, not ${retries}`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await runTransaction(pool, fn, opts);
    } catch (err) {
      if (attempt > retries || !isTransactionConflict(err)) throw err;
      // The connection went back to the pool meanwhile: the wait holds nothing.
      await new Promise((r) => setTimeout(r, conflictBackoff(attempt)));
    }
  }
}

async function runTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>, opts: TransactionOptions): Promise<T> {
  const client = await pool.connect();
  try {
    if (opts.prepare) await opts.prepare(client);
    await client.query(beginStatement(opts));
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
