import { randomBytes } from "node:crypto";
import pg from "pg";

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
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
