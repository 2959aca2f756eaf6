import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase, type TestDatabase, waitFor } from "@warden/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_LOCK_ID, migrate, NO_TRANSACTION_MARK, noTransactionStatements } from "../src/index.js";

let db: TestDatabase;
let dir: string;

/** Whether a session other than `client`'s has asked for the migration lock (its latest statement did). */
async function askedForLock(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%advisory_lock%'",
  );
  return rows[0].n === 1;
}

/** A directory of migration files (name -> content), removed after fn. */
async function withMigrations<T>(files: Record<string, string>, fn: (dir: string) => Promise<T>): Promise<T> {
  const d = await mkdtemp(join(tmpdir(), "warden-migrations-"));
  try {
    for (const [name, content] of Object.entries(files)) await writeFile(join(d, name), content);
    return await fn(d);
  } finally {
    await rm(d, { recursive: true, force: true });
  }
}

/** Whether index `name` of schema `schema` exists and is valid (null: no such index). */
async function indexValid(schema: string, name: string): Promise<boolean | null> {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    const { rows } = await c.query(
      "SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relname = $2",
      [schema, name],
    );
    return rows[0]?.indisvalid ?? null;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  db = await createTestDatabase("db_migrate");
  dir = await mkdtemp(join(tmpdir(), "warden-migrations-"));
  await writeFile(join(dir, "1700000000000_one.sql"), "-- Up Migration\nCREATE TABLE one (id int);\n-- Down Migration\nDROP TABLE one;\n");
  await writeFile(join(dir, "1700000000001_two.sql"), "-- Up Migration\nCREATE TABLE two (id int);\n-- Down Migration\nDROP TABLE two;\n");
});
afterAll(async () => {
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe("migrate", () => {
  it("a run that finds another holding the migration lock waits for it, then applies its migrations, instead of failing", async () => {
    // Another run (an earlier Job pod, a second replica) holds the lock.
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      let settled = false;
      const waiting = migrate({ databaseUrl: db.url, schema: "svc", dir }).finally(() => {
        settled = true;
      });
      // It asks for the lock and waits, without failing meanwhile.
      await waitFor(() => askedForLock(other));
      expect(settled).toBe(false);
      // The other lets go: the waiting run goes on and applies the migrations.
      await other.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
      expect(await waiting).toEqual(["1700000000000_one", "1700000000001_two"]);
    } finally {
      await other.end();
    }
  });

  it("two runs at once both succeed: one applies the migrations, the other finds nothing left", async () => {
    const dir2 = await mkdtemp(join(tmpdir(), "warden-migrations-"));
    try {
      await writeFile(join(dir2, "1700000000000_three.sql"), "-- Up Migration\nCREATE TABLE three (id int);\n-- Down Migration\nDROP TABLE three;\n");
      const runs = await Promise.all([0, 1].map(() => migrate({ databaseUrl: db.url, schema: "svc2", dir: dir2 })));
      expect(runs.map((r) => r.length).sort()).toEqual([0, 1]);
    } finally {
      await rm(dir2, { recursive: true, force: true });
    }
  });

  it("a run waiting for the lock does not deadlock the holder's concurrent index build (40P01 failed one of the two)", async () => {
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      await other.query("CREATE TABLE public.lock_probe (x int)");
      await other.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      const waiting = migrate({ databaseUrl: db.url, schema: "svc_cic_wait", dir });
      await waitFor(() => askedForLock(other));
      // What the holder's no-transaction migration does meanwhile: it waits for every snapshot older than its own.
      await other.query("CREATE INDEX CONCURRENTLY IF NOT EXISTS lock_probe_x ON public.lock_probe (x)");
      await other.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
      expect(await waiting).toEqual(["1700000000000_one", "1700000000001_two"]);
      expect(await indexValid("public", "lock_probe_x")).toBe(true);
    } finally {
      await other.end();
    }
  });

  it(`a migration marked ${NO_TRANSACTION_MARK} builds its index concurrently, outside the transaction`, async () => {
    const applied = await withMigrations(
      {
        "1700000000000_t.sql": "-- Up Migration\nCREATE TABLE t (x int);\n",
        "1700000000001_t_x.sql": `-- Up Migration\n${NO_TRANSACTION_MARK}\n-- a comment; with a semicolon\nCREATE INDEX CONCURRENTLY IF NOT EXISTS t_x ON t (x);\nCREATE INDEX CONCURRENTLY IF NOT EXISTS t_x2\n  ON t (x);\n-- Down Migration\nDROP INDEX CONCURRENTLY IF EXISTS t_x;\n`,
      },
      (d) => migrate({ databaseUrl: db.url, schema: "svc_cic", dir: d }),
    );
    expect(applied).toEqual(["1700000000000_t", "1700000000001_t_x"]);
    expect(await indexValid("svc_cic", "t_x")).toBe(true);
    expect(await indexValid("svc_cic", "t_x2")).toBe(true);
  });

  it("the INVALID index a failed concurrent build left is dropped and built again by the next run", async () => {
    const files = {
      "1700000000000_u.sql": "-- Up Migration\nCREATE TABLE u (x int);\nINSERT INTO u VALUES (1), (1);\n",
      "1700000000001_u_x.sql": `-- Up Migration\n${NO_TRANSACTION_MARK}\nCREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS u_x ON u (x);\n`,
    };
    await withMigrations(files, async (d) => {
      // The duplicate fails the build (as a lost connection or a killed Job pod would): the index is left INVALID.
      await expect(migrate({ databaseUrl: db.url, schema: "svc_invalid", dir: d })).rejects.toMatchObject({ code: "23505" });
      expect(await indexValid("svc_invalid", "u_x")).toBe(false);
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      await c.query("DELETE FROM svc_invalid.u WHERE ctid <> (SELECT min(ctid) FROM svc_invalid.u)");
      await c.end();
      expect(await migrate({ databaseUrl: db.url, schema: "svc_invalid", dir: d })).toEqual(["1700000000001_u_x"]);
    });
    expect(await indexValid("svc_invalid", "u_x")).toBe(true);
  });

  it("each migration commits with its record: a failing one is rolled back whole, the ones before stay applied", async () => {
    const files = {
      "1700000000000_a.sql": "-- Up Migration\nCREATE TABLE a (id int);\n",
      "1700000000001_b.sql": "-- Up Migration\nCREATE TABLE b (id int);\nSELECT 1 / 0;\n",
    };
    await withMigrations(files, async (d) => {
      await expect(migrate({ databaseUrl: db.url, schema: "svc_half", dir: d })).rejects.toMatchObject({ code: "22012" });
    });
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      const { rows } = await c.query("SELECT to_regclass('svc_half.a') IS NOT NULL AS a, to_regclass('svc_half.b') IS NOT NULL AS b");
      expect(rows[0]).toEqual({ a: true, b: false });
      const run = await c.query("SELECT name FROM svc_half.pgmigrations");
      expect(run.rows.map((r) => r.name)).toEqual(["1700000000000_a"]);
    } finally {
      await c.end();
    }
  });
});

describe("a migration waiting for a table lock", () => {
  it("gives up at its lock timeout instead of queueing every query of the table behind it, and is tried again", async () => {
    const files: Record<string, string> = { "1700000000000_l.sql": "-- Up Migration\nCREATE TABLE l (id int);\n" };
    await withMigrations(files, (d) => migrate({ databaseUrl: db.url, schema: "svc_lock", dir: d }));
    files["1700000000001_l_y.sql"] = "-- Up Migration\nALTER TABLE l ADD COLUMN y int;\n";
    const holder = new pg.Client({ connectionString: db.url });
    const reader = new pg.Client({ connectionString: db.url, statement_timeout: 5_000 });
    await Promise.all([holder.connect(), reader.connect()]);
    try {
      // A long read of the table (a report, a slow query) holds its ACCESS SHARE lock meanwhile.
      await holder.query("BEGIN");
      await holder.query("SELECT * FROM svc_lock.l");
      const lines: string[] = [];
      const run = withMigrations(files, (d) => migrate({ databaseUrl: db.url, schema: "svc_lock", dir: d, lockTimeoutMs: 200, log: (m) => lines.push(m) }));
      await waitFor(() => lines.some((l) => l.includes("trying again")));
      // Another session's query of the table is answered (it queued behind the waiting ALTER TABLE for ever before).
      expect((await reader.query("SELECT count(*)::int AS n FROM svc_lock.l")).rows).toEqual([{ n: 0 }]);
      await holder.query("COMMIT");
      expect(await run).toEqual(["1700000000001_l_y"]);
    } finally {
      await Promise.all([holder.end(), reader.end()]);
    }
  });
});

describe("a statement_timeout of the database or role", () => {
  it("does not cut a migration short: the migration session runs without one", async () => {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      // For the sessions opened from now on; reset below (this file's tests run one after the other).
      await c.query(`ALTER DATABASE ${db.name} SET statement_timeout = '50ms'`);
      const files = { "1700000000000_slow.sql": "-- Up Migration\nCREATE TABLE slow (id int);\nSELECT pg_sleep(0.2);\n" };
      expect(await withMigrations(files, (d) => migrate({ databaseUrl: db.url, schema: "svc_timeout", dir: d }))).toEqual(["1700000000000_slow"]);
    } finally {
      await c.query(`ALTER DATABASE ${db.name} RESET statement_timeout`);
      await c.end();
    }
  });
});

describe("noTransactionStatements", () => {
  it("refuses a statement that is not safe to run again, or a dollar-quoted body, naming the file", () => {
    expect(() => noTransactionStatements("CREATE INDEX CONCURRENTLY t_x ON t (x);", "f.sql")).toThrow(
      /f\.sql: .*IF \[NOT\] EXISTS.*CREATE INDEX CONCURRENTLY t_x/,
    );
    expect(() => noTransactionStatements("DO $$ BEGIN END $$;", "f.sql")).toThrow(/f\.sql: .*dollar-quoted/);
    expect(noTransactionStatements("ALTER TABLE t ADD COLUMN IF NOT EXISTS y int;\n-- x;\nDROP INDEX CONCURRENTLY IF EXISTS t_x;", "f.sql")).toEqual([
      "ALTER TABLE t ADD COLUMN IF NOT EXISTS y int",
      "DROP INDEX CONCURRENTLY IF EXISTS t_x",
    ]);
  });
});
