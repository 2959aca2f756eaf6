import { inspect } from "node:util";
import { createLogger } from "@warden/telemetry";
import { describe, expect, it } from "vitest";
import { createPool, migrate } from "../src/index.js";

/**
 * DATABASE_URL carries the password. However the connection fails (a wrong password, nothing listening, a host that does
 * not resolve, a URL that does not parse), neither the error (its message, stack, fields, its inspect form: what Node
 * prints of an error nobody caught, as in `main.ts --migrate`) nor the log line made of it, nor what node-pg-migrate logs,
 * carries the password.
 */
const PASSWORD = "db-PASS-7f3a9c";
const base = new URL(process.env.WARDEN_TEST_DATABASE_URL ?? "postgres://warden:warden@127.0.0.1:5432/warden");
const url = (host: string) => `postgres://${base.username || "warden"}:${PASSWORD}@${host}/${base.pathname.slice(1) || "warden"}`;

const CASES: [string, string][] = [
  ["a wrong password", url(base.host)],
  ["nothing listening", url("127.0.0.1:1")],
  ["a host that does not resolve", url("db.invalid:5432")],
  ["a URL that does not parse", `postgres://warden:${PASSWORD}@[::1x]:5432/warden`],
];

function everything(err: unknown, logged: string[]): string {
  const e = err as Error;
  return [String(e), e?.stack, JSON.stringify(e), inspect(e, { depth: 6 }), ...logged].join("\n");
}

describe("PostgreSQL connection failures", () => {
  for (const [what, connectionString] of CASES) {
    it(`${what}: no password in the error, the log line or node-pg-migrate's log`, { timeout: 20_000 }, async () => {
      const lines: string[] = [];
      const logger = createLogger("db-test", "debug", {}, { write: (l: string) => void lines.push(l) });
      let queryErr: unknown;
      try {
        const pool = createPool({ connectionString, schema: "public", max: 1 });
        queryErr = await pool.query("SELECT 1").then(
          () => undefined,
          (e: unknown) => e,
        );
        await pool.end().catch(() => undefined);
      } catch (e) {
        queryErr = e;
      }
      expect(queryErr).toBeInstanceOf(Error);
      logger.error({ err: queryErr }, "query failed");
      const migrateLog: string[] = [];
      const migrateErr = await migrate({ databaseUrl: connectionString, schema: "secrets_test", dir: "/nonexistent", log: (m) => migrateLog.push(m) }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(migrateErr).toBeInstanceOf(Error);
      logger.error({ err: migrateErr }, "migrations failed");
      const text = everything(queryErr, lines) + everything(migrateErr, migrateLog);
      expect(text).not.toContain(PASSWORD);
    });
  }
});
