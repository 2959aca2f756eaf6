import { SCHEMA_NAME_PATTERN } from "@warden/config";

/** The schema goes into search_path and the migrations' SQL unquoted: only names DATABASE_SCHEMA's own check takes. */
export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME_PATTERN.test(schema)) throw new Error(`invalid schema name ${schema}`);
}
