/**
 * The catalog of group settings writable through the API (GET /settings-catalog). The JSON Schemas
 * of the Settings object and of a settings patch are generated from the contract's zod Settings,
 * itself derived from the catalog.
 */

import { CATALOG, type CatalogEntry } from "@warden/contract";

/** The contract declares the catalog (groups-config validates settings against it); the document publishes it. */
export type SettingsCatalogEntry = CatalogEntry;
export const SETTINGS_CATALOG: readonly SettingsCatalogEntry[] = CATALOG;

export const SETTINGS_KEYS: readonly string[] = SETTINGS_CATALOG.map((e) => e.key);
