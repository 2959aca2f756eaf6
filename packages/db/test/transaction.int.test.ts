import { createTestDatabase, type TestDatabase, waitFor } from "@warden/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beginStatement, createPool, inTransaction, isTransactionConflict, type Pool, type PoolClient } from "../src/index.js";

let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase("db_tx");
  pool = createPool({ connectionString: db.url, schema: "public", max: 3 });
  await pool.query("CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL)");
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const count = async () => Number((await pool.query("SELECT count(*) AS n FROM items")).rows[0].n);

describe("inTransaction", () => {
  it("commits what fn wrote and returns its result", async () => {
    const r = await inTransaction(pool, async (c) => {
      await c.query("INSERT INTO items VALUES (1, 'one')");
      return "done";
    });
    expect(r).toBe("done");
    expect(await count()).toBe(1);
  });

  it("prepare runs on the same connection before BEGIN: its work stays when the transaction rolls back", async () => {
    let prepared = -1;
    let inside = -2;
    await expect(
      inTransaction(
        pool,
        async (c) => {
          inside = Number((await c.query("SELECT pg_backend_pid() AS pid")).rows[0].pid);
          await c.query("INSERT INTO prepared_outside VALUES (1)");
          throw new Error("refused");
        },
        {
          prepare: async (c) => {
            prepared = Number((await c.query("SELECT pg_backend_pid() AS pid")).rows[0].pid);
            await c.query("CREATE TABLE IF NOT EXISTS prepared_outside (x int)");
          },
        },
      ),
    ).rejects.toThrow("refused");
    expect(inside).toBe(prepared);
    // the table made before BEGIN outlives the rollback; the row written inside it does not
    expect(Number((await pool.query("SELECT count(*) AS n FROM prepared_outside")).rows[0].n)).toBe(0);
  });

  it("rolls back every write when fn throws, rethrows, and releases the connection", async () => {
    const before = await count();
    await expect(
      inTransaction(pool, async (c) => {
        await c.query("INSERT INTO items VALUES (2, 'two')");
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await count()).toBe(before);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it("readOnly: a write inside fails and nothing is kept", async () => {
    await expect(inTransaction(pool, (c) => c.query("INSERT INTO items VALUES (3, 'three')"), { readOnly: true })).rejects.toThrow(/read-only transaction/);
    expect((await pool.query("SELECT 1 FROM items WHERE id = 3")).rowCount).toBe(0);
  });

  it("repeatable read: the transaction keeps its snapshot while another commits; read committed does not", async () => {
    const seen = async (isolation: "repeatable read" | "read committed", id: number) =>
      inTransaction(
        pool,
        async (c) => {
          const first = Number((await c.query("SELECT count(*) AS n FROM items")).rows[0].n);
          await pool.query("INSERT INTO items VALUES ($1, 'concurrent')", [id]);
          const second = Number((await c.query("SELECT count(*) AS n FROM items")).rows[0].n);
          return second - first;
        },
        { isolation },
      );
    expect(await seen("repeatable read", 10)).toBe(0);
    expect(await seen("read committed", 11)).toBe(1);
  });

  it("the BEGIN statement says the options asked for", () => {
    expect(beginStatement()).toBe("BEGIN");
    expect(beginStatement({ isolation: "repeatable read", readOnly: true })).toBe("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    expect(beginStatement({ isolation: "serializable" })).toBe("BEGIN ISOLATION LEVEL SERIALIZABLE");
  });
});

describe("inTransaction with retryOnConflict", () => {
  /** Fails the transaction as PostgreSQL fails a deadlock's victim (SQLSTATE 40P01, or 40001), from the server. */
  const failAs = (c: PoolClient, code: string) => c.query(`DO $$ BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = '${code}'; END $$`);

  it.each(["40P01", "40001"])("a transaction failed with %s runs again, and only the successful run's writes are kept", async (code) => {
    const id = code === "40P01" ? 100 : 101;
    let runs = 0;
    const r = await inTransaction(
      pool,
      async (c) => {
        runs++;
        await c.query("INSERT INTO items VALUES ($1, $2)", [id, `run ${runs}`]);
        if (runs < 3) await failAs(c, code);
        return runs;
      },
      { retryOnConflict: 2 },
    );
    expect(r).toBe(3);
    expect((await pool.query("SELECT name FROM items WHERE id = $1", [id])).rows).toEqual([{ name: "run 3" }]);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it("gives up after retryOnConflict more runs and rethrows the conflict; without the option it runs once", async () => {
    for (const [retryOnConflict, expected] of [
      [undefined, 1],
      [0, 1],
      [2, 3],
    ] as const) {
      let runs = 0;
      const err = await inTransaction(
        pool,
        async (c) => {
          runs++;
          await failAs(c, "40P01");
        },
        retryOnConflict === undefined ? {} : { retryOnConflict },
      ).catch((e: unknown) => e);
      expect(isTransactionConflict(err)).toBe(true);
      expect(runs).toBe(expected);
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5])(
    "refuses retryOnConflict %s before running anything: the runs are bounded",
    async (retryOnConflict) => {
      let runs = 0;
      const err = await inTransaction(
        pool,
        async (c) => {
          // Stops a run that would otherwise go on (a NaN never compared above the runs made) after a few conflicts.
          if (++runs > 5) throw new Error("ran more than 5 times");
          await failAs(c, "40P01");
        },
        { retryOnConflict },
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RangeError);
      expect(runs).toBe(0);
    },
  );

  it("does not run again on any other error", async () => {
    let runs = 0;
    await expect(
      inTransaction(
        pool,
        async (c) => {
          runs++;
          await c.query("INSERT INTO items VALUES (1, 'duplicate')");
        },
        { retryOnConflict: 3 },
      ),
    ).rejects.toMatchObject({ code: "23505" });
    expect(runs).toBe(1);
  });

  it("two transactions locking two rows in opposite orders both commit: PostgreSQL's victim runs again", async () => {
    await pool.query("INSERT INTO items VALUES (201, 'a'), (202, 'b')");
    let markLocked!: () => void;
    const firstLocked = new Promise<void>((r) => (markLocked = r));
    let openGate!: () => void;
    const gate = new Promise<void>((r) => (openGate = r));
    let runs = 0;
    const lock = (c: PoolClient, id: number) => c.query("UPDATE items SET name = name || '+' WHERE id = $1", [id]);
    // A locks 201, then (once B waits on 201 holding 202) 202; B locks 202 then 201: a cycle.
    const a = inTransaction(
      pool,
      async (c) => {
        runs++;
        await lock(c, 201);
        if (runs === 1) {
          markLocked();
          await gate;
        }
        await lock(c, 202);
      },
      { retryOnConflict: 3 },
    );
    await firstLocked;
    const b = inTransaction(
      pool,
      async (c) => {
        runs++;
        await lock(c, 202);
        await lock(c, 201);
      },
      { retryOnConflict: 3 },
    );
    await waitFor(
      async () => (await pool.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows.length > 0,
      { timeoutMs: 10_000, intervalMs: 10, message: "B waiting on A's lock" },
    );
    openGate();
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
    // One of them was failed as the deadlock's victim and ran again: three runs, each row updated once by each.
    expect(runs).toBe(3);
    expect((await pool.query("SELECT name FROM items WHERE id IN (201, 202) ORDER BY id")).rows).toEqual([{ name: "a++" }, { name: "b++" }]);
  });
});

describe("createPool", () => {
  it("opens sessions in UTC whatever the database's or server's time zone", async () => {
    const name = (await pool.query("SELECT current_database() AS name")).rows[0].name as string;
    await pool.query(`ALTER DATABASE "${name}" SET TimeZone = 'Atlantic/Azores'`);
    const fresh = createPool({ connectionString: db.url, schema: "public", max: 1 });
    try {
      expect((await fresh.query("SHOW TimeZone")).rows[0].TimeZone).toBe("UTC");
      expect((await fresh.query("SELECT '2026-03-29 00:30:00+00'::timestamptz::date::text AS d")).rows[0].d).toBe("2026-03-29");
    } finally {
      await fresh.end();
      await pool.query(`ALTER DATABASE "${name}" RESET TimeZone`);
    }
  });
});

describe("a connection lost while checked out", () => {
  it("does not crash the process: the transaction fails as a connection error and the pool serves the next query", async () => {
    const one = createPool({ connectionString: db.url, schema: "public", max: 1 });
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      const failed = await inTransaction(one, async (c) => {
        const pid = (await c.query("SELECT pg_backend_pid() AS pid")).rows[0].pid;
        // PostgreSQL ends the session (a restart, a failover) while the transaction waits between two statements.
        const ended = new Promise((resolve) => (c as unknown as pg.Client).once("end", resolve));
        await admin.query("SELECT pg_terminate_backend($1)", [pid]);
        await ended;
        await c.query("SELECT 1");
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      // node-postgres's own message, which @warden/server's isDependencyUnavailable reads as unavailable (503).
      expect(String(failed)).toMatch(/not queryable|Connection terminated/);
      expect((await one.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await one.end();
    }
  });
});
