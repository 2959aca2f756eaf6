import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";

/** How long drop() retries while a superuser's process (autovacuum) is in the database. */
const DROP_RETRY_MS = 15_000;

/** Admin-capable URL of the test PostgreSQL (make test creates role warden with CREATEDB). */
export function testDatabaseAdminUrl(): string {
  return process.env.WARDEN_TEST_DATABASE_URL ?? "postgres://warden:warden@127.0.0.1:5432/warden";
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file: isolated from every other suite running in parallel. */
export async function createTestDatabase(label = "t"): Promise<TestDatabase> {
  const admin = testDatabaseAdminUrl();
  const name = `warden_${label.replace(/[^a-z0-9_]/g, "_")}_${randomBytes(5).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        // FORCE ends the file's own connections; it cannot end a superuser's, and an autovacuum worker that happens
        // to be in the database is one (42501 insufficient_privilege): such a worker is done within moments, so retry.
        const deadline = Date.now() + DROP_RETRY_MS;
        for (;;) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            return;
          } catch (e) {
            if ((e as { code?: string }).code !== "42501" || Date.now() > deadline) throw e;
            await delay(100);
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}
