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

/** The URL of database `name` on the test server. */
function databaseUrl(name: string): string {
  const url = new URL(testDatabaseAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_NAME = /^[a-z0-9_]{1,50}$/;

/**
 * A fresh database for one test file, isolated from every other suite running in parallel: empty, or a copy of
 * `opts.template` (see templateDatabase).
 */
export async function createTestDatabase(label = "t", opts: { template?: string } = {}): Promise<TestDatabase> {
  const admin = testDatabaseAdminUrl();
  const name = `warden_${label.replace(/[^a-z0-9_]/g, "_")}_${randomBytes(5).toString("hex")}`;
  if (opts.template !== undefined && !TEMPLATE_NAME.test(opts.template)) throw new Error(`not a template database name: ${opts.template}`);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${opts.template === undefined ? "" : ` TEMPLATE ${opts.template}`}`);
  } finally {
    await client.end();
  }
  return {
    url: databaseUrl(name),
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

/**
 * The name of a template database built once by `build` (given its URL) and kept on the server for every later
 * caller with the same `name`: put what identifies the build in the name (a hash of the migrations, say), so that a
 * changed build gets a database of its own. Built under an advisory lock, since parallel test workers ask at once,
 * and under a temporary name renamed when `build` has succeeded, so that a run killed half-way leaves no half-built
 * template behind (the next caller drops the debris and builds again).
 */
export async function templateDatabase(name: string, build: (url: string) => Promise<void>): Promise<string> {
  if (!TEMPLATE_NAME.test(name) || name.length > 40) throw new Error(`not a template database name: ${name}`);
  const building = `${name}_building`;
  const client = new pg.Client({ connectionString: testDatabaseAdminUrl() });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('warden_template_database'))");
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) {
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      try {
        await build(databaseUrl(building));
      } catch (err) {
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        throw err;
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    // ending the session releases the lock
    await client.end();
  }
}
