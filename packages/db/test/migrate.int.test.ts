import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase, type TestDatabase, waitFor } from "@warden/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_LOCK_ID, migrate } from "../src/index.js";

let db: TestDatabase;
let dir: string;

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
      // It asks for the lock and waits (a lock request not granted), without failing meanwhile.
      await waitFor(async () => {
        const { rows } = await other.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted");
        return rows[0].n === 1;
      });
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
});
