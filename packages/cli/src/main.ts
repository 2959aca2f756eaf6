#!/usr/bin/env node
import { CommandError, run } from "./commands.js";
import { UsageError } from "./args.js";

const ctx = {
  databaseUrl: process.env.DATABASE_URL ?? "postgres://warden:warden@127.0.0.1:5432/warden",
  baseUrl: process.env.WARDEN_BASE_URL ?? "http://127.0.0.1:8080/api/public/v1",
};

try {
  const out = await run(process.argv.slice(2), ctx);
  process.stdout.write(JSON.stringify(out, null, 2) + "\n");
} catch (err) {
  const code = err instanceof UsageError ? "usage" : err instanceof CommandError ? err.code : "error";
  process.stderr.write(JSON.stringify({ error: { code, message: (err as Error).message } }) + "\n");
  process.exit(err instanceof UsageError ? 2 : 1);
}
