import { readFile } from "node:fs/promises";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { assertSchemaName } from "./schema.js";
import { createLogger } from "@warden/telemetry";
import { type MigrationBuilder, type RunnerOption, runner } from "node-pg-migrate";

/**
 * The advisory lock every migration run takes in its database (node-pg-migrate's own default id, kept so that a run of
 * an earlier release, which takes that one, is excluded too).
 */
export const MIGRATION_LOCK_ID = 7241865325823964;

/** How often a run that finds the migration lock taken asks for it again. */
const MIGRATION_LOCK_POLL_MS = 500;

/**
 * How long a migration's statement waits for a table lock (PostgreSQL's lock_timeout) before the migration gives up and
 * is tried again (up to MIGRATION_LOCK_ATTEMPTS runs, MIGRATION_LOCK_TIMEOUT_MS apart). Waiting longer, an ALTER TABLE
 * queued behind a long query makes every later query of that table queue behind it: the table stops for as long.
 * Concurrent index builds wait without a limit (their waits for older transactions are lock waits too).
 */
const MIGRATION_LOCK_TIMEOUT_MS = 10_000;
const MIGRATION_LOCK_ATTEMPTS = 10;

/**
 * The line that makes a SQL migration run outside a transaction: each of its statements on its own, so that it may
 * build an index with CREATE INDEX CONCURRENTLY (which a transaction refuses), leaving the table writable meanwhile.
 */
export const NO_TRANSACTION_MARK = "-- warden:no-transaction";

type Action = (pgm: MigrationBuilder) => Promise<void> | void;
type Loader = Exclude<NonNullable<RunnerOption["migrationLoaderStrategies"]>[number]["loader"], string>;

const sectionStart = (direction: "up" | "down") => new RegExp(`^\\s*--[\\s-]*${direction}\\s+migration`, "im");
const CONCURRENT_INDEX = /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+([a-z_][a-z0-9_]*)\s+ON\s/i;

/** The up and down sections of a SQL migration, as node-pg-migrate's own SQL loader splits them. */
function sections(content: string): { up: string; down: string | undefined } {
  const up = content.search(sectionStart("up"));
  const down = content.search(sectionStart("down"));
  return {
    up: up >= 0 ? content.slice(up, down < up ? undefined : down) : content,
    down: down >= 0 ? content.slice(down, up < down ? undefined : up) : undefined,
  };
}

/**
 * The statements of a section run outside a transaction, one by one. Each must be safe to run again (IF [NOT] EXISTS):
 * a run that fails part way (or whose pod is killed) leaves the statements before applied, and the next run starts over
 * from the first. Statements end with `;` at the end of a line; no dollar-quoted bodies.
 */
export function noTransactionStatements(sql: string, file: string): string[] {
  const body = sql
    .split("\n")
    .filter((line) => !line.trim().startsWith("--"))
    .join("\n");
  if (body.includes("$")) throw new Error(`${file}: a migration run outside a transaction cannot hold dollar-quoted bodies`);
  const statements = body
    .split(/;[ \t]*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of statements) {
    if (!/\bIF\s+(NOT\s+)?EXISTS\b/i.test(s)) {
      throw new Error(`${file}: every statement of a migration run outside a transaction must be safe to run again (IF [NOT] EXISTS): ${s}`);
    }
  }
  return statements;
}

/**
 * The action of a section run outside a transaction. A concurrent index build that failed, or whose connection was
 * lost, leaves its index INVALID: never used by a query, yet still maintained by every write, and IF NOT EXISTS would
 * keep it so. Such a leftover is dropped (concurrently) before the statement builds it again.
 */
function noTransactionAction(sql: string, file: string, lockTimeoutMs: number): Action {
  const statements = noTransactionStatements(sql, file);
  return async (pgm) => {
    pgm.noTransaction();
    for (const statement of statements) {
      const index = CONCURRENT_INDEX.exec(statement)?.[1];
      pgm.sql(`SET lock_timeout = ${index === undefined ? lockTimeoutMs : 0}`);
      if (index !== undefined) {
        const rows = await pgm.db.select("SELECT NOT indisvalid AS invalid FROM pg_index WHERE indexrelid = to_regclass(quote_ident($1))", [index]);
        if (rows[0]?.invalid) pgm.sql(`DROP INDEX CONCURRENTLY IF EXISTS "${index}"`);
      }
      pgm.sql(statement);
    }
  };
}

/**
 * node-pg-migrate's SQL loader, with the sections of a file marked NO_TRANSACTION_MARK run outside a transaction, and
 * every statement's lock waits bounded by lockTimeoutMs (but concurrent index builds').
 */
const sqlMigrationLoader =
  (lockTimeoutMs: number): Loader =>
  async (filePaths) =>
    Promise.all(
      filePaths.map(async (file) => {
        const content = await readFile(file, "utf8");
        const { up, down } = sections(content);
        const outside = content.split("\n").some((line) => line.trim() === NO_TRANSACTION_MARK);
        const action = (sql: string): Action =>
          outside
            ? noTransactionAction(sql, file, lockTimeoutMs)
            : (pgm) => {
                pgm.sql(`SET LOCAL lock_timeout = ${lockTimeoutMs}`);
                pgm.sql(sql);
              };
        return { id: file, filePaths: [file], actions: { up: action(up), down: down === undefined ? false : action(down) } };
      }),
    );

/**
 * Takes the migration lock on the client, asking again every MIGRATION_LOCK_POLL_MS while another run holds it. Never a
 * waiting pg_advisory_lock: a session waiting in one holds a snapshot, which the holder's CREATE INDEX CONCURRENTLY
 * waits for, while it waits for the holder: PostgreSQL breaks that deadlock by failing one of the two (40P01).
 */
async function takeMigrationLock(client: pg.Client, log: (msg: string) => void): Promise<void> {
  for (let told = false; ; told = true) {
    const { rows } = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [MIGRATION_LOCK_ID]);
    if (rows[0]?.ok) return;
    if (!told) log("another migration run holds the migration lock: waiting for it");
    await delay(MIGRATION_LOCK_POLL_MS);
  }
}

/**
 * Applies the service's SQL migrations (node-pg-migrate) inside its schema, each in its own transaction with the
 * record that it ran (a migration marked NO_TRANSACTION_MARK runs outside one). A run that fails leaves the migrations
 * before the failing one applied; the next run goes on from the failing one.
 *
 * One run at a time per database: a run that finds another holding the lock waits for it (a retried migrations Job pod,
 * a second replica's --migrate), then applies what is left, which is nothing when the other applied it all.
 */
export async function migrate(opts: {
  databaseUrl: string;
  schema: string;
  dir: string;
  log?: (msg: string) => void;
  /** MIGRATION_LOCK_TIMEOUT_MS unless told (tests). */
  lockTimeoutMs?: number;
}): Promise<string[]> {
  assertSchemaName(opts.schema);
  const log = opts.log ?? (() => undefined);
  // What an operator watching the Job must see (a run waiting for another, a migration waiting for a table lock) goes
  // to a log line of its own when the caller gives no log (`--migrate` gives none).
  const schema = opts.schema;
  const notice = opts.log ?? ((msg: string) => createLogger("migrations").warn({ schema }, msg));
  const lockTimeoutMs = Math.max(1, Math.floor(opts.lockTimeoutMs ?? MIGRATION_LOCK_TIMEOUT_MS));
  const client = new pg.Client({
    connectionString: opts.databaseUrl,
    application_name: `${opts.schema}-migrations`,
    // A statement_timeout set on the role or the database for the services' queries does not cut a migration short
    // (a backfill, an index build on a big table, and every retry after it): the Job's activeDeadlineSeconds bounds it.
    options: "-c statement_timeout=0",
  });
  // A connection lost meanwhile fails the query under way; the event alone must not crash the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await takeMigrationLock(client, notice);
    const applied: string[] = [];
    for (let attempt = 1; ; attempt++) {
      try {
        applied.push(...(await runMigrations(client, opts.dir, opts.schema, lockTimeoutMs, log)));
        return applied;
      } catch (err) {
        if ((err as { code?: unknown }).code !== "55P03" || attempt >= MIGRATION_LOCK_ATTEMPTS) throw err;
        notice(
          `a migration waited ${lockTimeoutMs} ms for a table lock other sessions hold: trying again in ${lockTimeoutMs} ms (attempt ${attempt + 1} of ${MIGRATION_LOCK_ATTEMPTS})`,
        );
        // The failed migration's transaction is still open on the session (node-pg-migrate leaves it).
        await client.query("ROLLBACK");
        await delay(lockTimeoutMs);
      }
    }
  } finally {
    // Ending the session releases the lock and rolls back whatever a failed migration left open.
    await client.end().catch(() => undefined);
  }
}

/** One node-pg-migrate run on the client, which holds the migration lock: the names of the migrations it applied. */
async function runMigrations(client: pg.Client, dir: string, schema: string, lockTimeoutMs: number, log: (msg: string) => void): Promise<string[]> {
  const applied = await runner({
    dbClient: client,
    noLock: true,
    dir,
    direction: "up",
    schema,
    createSchema: true,
    migrationsSchema: schema,
    migrationsTable: "pgmigrations",
    checkOrder: true,
    singleTransaction: false,
    migrationLoaderStrategies: [{ extensions: [".sql"], loader: sqlMigrationLoader(lockTimeoutMs) }],
    log,
    logger: { debug: () => undefined, info: log, warn: log, error: log },
  });
  return applied.map((m) => m.name);
}
