import { errors } from "@warden/errors";
import { CATALOG, CATALOG_BY_KEY, DEFAULTS, type CatalogEntry, type SettingsValues } from "./catalog.js";

const STRING_LIST_ITEM_MAX = 256;

/** The catalog's rule for a setting, in words: what invalid_setting_value names. */
export function ruleOf(e: CatalogEntry): string {
  switch (e.type) {
    case "boolean":
      return "boolean";
    case "integer":
      return `integer ${e.min}..${e.max}`;
    case "enum":
      return `one of ${e.values.join(", ")}`;
    case "string_list":
      return `list of at most ${e.max_items} distinct strings of 1..${STRING_LIST_ITEM_MAX} characters`;
  }
}

function valueFits(e: CatalogEntry, v: unknown): boolean {
  switch (e.type) {
    case "boolean":
      return typeof v === "boolean";
    case "integer":
      return typeof v === "number" && Number.isInteger(v) && v >= e.min && v <= e.max;
    case "enum":
      return typeof v === "string" && e.values.includes(v);
    case "string_list":
      return (
        Array.isArray(v) &&
        v.length <= e.max_items &&
        v.every((s) => typeof s === "string" && s.length >= 1 && s.length <= STRING_LIST_ITEM_MAX) &&
        new Set(v).size === v.length
      );
  }
}

export interface SettingsPatchResult {
  /** Settings after the merge. */
  next: SettingsValues;
  /** Keys the patch names ({} names none: a no-op). */
  keys: string[];
}

/**
 * Validates a settings patch (a JSON object) against the catalog and merges it into the current
 * settings, all or nothing. Order of refusal: a body that is not an object (validation_failed),
 * then the first key outside the catalog (unknown_setting), then the first value that breaks its
 * rule, null included (invalid_setting_value), then the cross-field rule on the merged result:
 * suspicious_threshold below spam_threshold (invalid_setting_value naming suspicious_threshold when
 * the patch sets it, else spam_threshold).
 */
export function applySettingsPatch(current: SettingsValues, patchJson: string): SettingsPatchResult {
  let patch: unknown;
  try {
    patch = JSON.parse(patchJson);
  } catch {
    throw errors.validation([{ path: "body", message: "must be a JSON object" }]);
  }
  if (typeof patch !== "object" || patch === null || Array.isArray(patch)) {
    throw errors.validation([{ path: "body", message: "must be a JSON object" }]);
  }
  const entries = Object.entries(patch as Record<string, unknown>);
  for (const [key] of entries) if (!CATALOG_BY_KEY.has(key)) throw errors.unknownSetting(key);
  for (const [key, value] of entries) {
    const e = CATALOG_BY_KEY.get(key)!;
    if (value === null)
      throw errors.invalidSettingValue(key, `${ruleOf(e)} (null is not a value; send the default, ${JSON.stringify(e.default)}, to restore it)`);
    if (!valueFits(e, value)) throw errors.invalidSettingValue(key, ruleOf(e));
  }
  const next = { ...current } as Record<string, unknown>;
  for (const [key, value] of entries) next[key] = Array.isArray(value) ? [...value] : value;
  const merged = next as SettingsValues;
  if (merged.suspicious_threshold >= merged.spam_threshold) {
    const patched = new Set(entries.map(([k]) => k));
    if (patched.has("suspicious_threshold") || !patched.has("spam_threshold")) {
      throw errors.invalidSettingValue("suspicious_threshold", `must be below spam_threshold (${merged.spam_threshold})`);
    }
    throw errors.invalidSettingValue("spam_threshold", `must be above suspicious_threshold (${merged.suspicious_threshold})`);
  }
  return { next: merged, keys: entries.map(([k]) => k) };
}

/** What is stored: only the values that differ from the catalog defaults. */
export function settingsOverrides(s: SettingsValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const values = s as unknown as Record<string, unknown>;
  const defaults = DEFAULTS as unknown as Record<string, unknown>;
  for (const e of CATALOG) {
    if (JSON.stringify(values[e.key]) !== JSON.stringify(defaults[e.key])) out[e.key] = values[e.key];
  }
  return out;
}

/** Every catalog key with its value, in catalog order (the public Settings object). */
export function settingsJson(s: SettingsValues): string {
  const values = s as unknown as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(CATALOG.map((e) => [e.key, values[e.key]])));
}
