import { fileURLToPath } from "node:url";
import { migrate } from "@warden/db";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../migrations", import.meta.url));
export const SCHEMA = "dispatcher";

export function migrateDispatcher(databaseUrl: string, schema = SCHEMA, log?: (m: string) => void) {
  return migrate({ databaseUrl, schema, dir: MIGRATIONS_DIR, log });
}
