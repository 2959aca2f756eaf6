/**
 * The catalog of group settings writable through the API (GET /settings-catalog), and the
 * JSON Schemas of the Settings object and of a settings patch, both derived from it.
 */

import { CATALOG, type CatalogEntry } from "@warden/contract";

/** The contract declares the catalog (groups-config validates settings against it); the document publishes it. */
export type SettingsCatalogEntry = CatalogEntry;
export const SETTINGS_CATALOG: readonly SettingsCatalogEntry[] = CATALOG;

export const SETTINGS_KEYS: readonly string[] = SETTINGS_CATALOG.map((e) => e.key);

/** JSON Schema of one setting's value. */
export function settingValueSchema(entry: SettingsCatalogEntry): Record<string, unknown> {
  switch (entry.type) {
    case "boolean":
      return { type: "boolean", default: entry.default, description: entry.description };
    case "integer":
      return {
        type: "integer",
        minimum: entry.min,
        maximum: entry.max,
        default: entry.default,
        description: entry.description,
      };
    case "enum":
      return { type: "string", enum: [...entry.values], default: entry.default, description: entry.description };
    case "string_list":
      return {
        type: "array",
        items: { type: "string", minLength: 1, maxLength: 256 },
        maxItems: entry.max_items,
        uniqueItems: true,
        default: [...entry.default],
        description: entry.description,
      };
  }
}

export function settingsSchemaProperties(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(SETTINGS_CATALOG.map((e) => [e.key, settingValueSchema(e)]));
}
