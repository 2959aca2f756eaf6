import { errors } from "@warden/errors";
import { crossSettingProblem, settingRule, settingValueFits } from "@warden/contract";
import { CATALOG, CATALOG_BY_KEY, DEFAULTS, type SettingsValues } from "./catalog.js";

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
      throw errors.invalidSettingValue(key, `${settingRule(e)} (null is not a value; send the default, ${JSON.stringify(e.default)}, to restore it)`);
    if (!settingValueFits(e, value)) throw errors.invalidSettingValue(key, settingRule(e));
  }
  const next = { ...current } as Record<string, unknown>;
  for (const [key, value] of entries) next[key] = Array.isArray(value) ? [...value] : value;
  const merged = next as SettingsValues;
  const problem = crossSettingProblem(merged, new Set(entries.map(([k]) => k)));
  if (problem) throw errors.invalidSettingValue(problem.key, problem.rule);
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
