import { fileURLToPath } from "node:url";
import { migrate } from "@warden/db";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../migrations", import.meta.url));
export const SCHEMA = "gateway";

export function migrateGateway(databaseUrl: string, schema = SCHEMA, log?: (m: string) => void) {
  return migrate({ databaseUrl, schema, dir: MIGRATIONS_DIR, log });
}
