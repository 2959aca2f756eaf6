import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOG, DEFAULTS } from "../src/catalog.js";

// The catalog groups-config serves (GET /settings-catalog) and validates against must be the one
// the published OpenAPI document states: same keys, order, types, ranges, defaults, descriptions.
const doc = JSON.parse(readFileSync(new URL("../../../docs/api/openapi.json", import.meta.url), "utf8")) as {
  components: { schemas: Record<string, { examples?: unknown[]; properties?: Record<string, Record<string, unknown>>; required?: string[] }> };
};
const schemas = doc.components.schemas;
// An enum used in more than one place is a named schema the property points at with `$ref`.
const resolved = (p: Record<string, unknown>): Record<string, unknown> => {
  const ref = p.$ref;
  if (typeof ref !== "string") return p;
  const target = schemas[ref.replace("#/components/schemas/", "")];
  expect(target, ref).toBeDefined();
  return { ...(target as Record<string, unknown>), ...p };
};

describe("the settings catalog agrees with the OpenAPI document", () => {
  it("equals the document's SettingsCatalog example entry by entry", () => {
    const published = (schemas.SettingsCatalog!.examples![0] as { settings: unknown[] }).settings;
    expect(CATALOG).toEqual(published);
  });

  it("has the defaults, ranges and enum values the Settings schema states", () => {
    const props = schemas.Settings!.properties!;
    expect(Object.keys(props)).toEqual(CATALOG.map((e) => e.key));
    expect(schemas.Settings!.required).toEqual(CATALOG.map((e) => e.key));
    for (const e of CATALOG) {
      const p = props[e.key]!;
      expect(p.default, e.key).toEqual(e.default);
      if (e.type === "integer") expect([p.type, p.minimum, p.maximum], e.key).toEqual(["integer", e.min, e.max]);
      if (e.type === "enum") expect(resolved(p).enum, e.key).toEqual(e.values);
      if (e.type === "boolean") expect(p.type, e.key).toBe("boolean");
    }
  });

  it("holds the contract's eleven keys, the behaviour block, ocr_enabled, the admin loop's three, probation's one and the bot's language, and defaults that satisfy the cross-field rules", () => {
    expect(CATALOG.map((e) => e.key).sort()).toEqual(
      [
        "spam_threshold",
        "suspicious_threshold",
        "action_on_spam",
        "mute_minutes",
        "new_member_probation_messages",
        "block_links_from_new_members",
        "external_ban_list",
        "ai_enabled",
        "max_emojis",
        "delete_service_messages",
        "notify_admins",
        "flood_messages",
        "flood_seconds",
        "duplicate_messages",
        "duplicate_window_minutes",
        "probing_detection",
        "reaction_spam_reactions",
        "metadata_signals",
        "ocr_enabled",
        "admin_chat_id",
        "report_threshold",
        "mode",
        // issue #16, probation
        "probation_spam_threshold",
        // what the bot writes in
        "language",
      ].sort(),
    );
    expect(DEFAULTS.suspicious_threshold).toBeLessThan(DEFAULTS.spam_threshold);
    // stricter during probation than afterwards, but not so strict that nothing is merely suspicious
    expect(DEFAULTS.probation_spam_threshold).toBeLessThan(DEFAULTS.spam_threshold);
    expect(DEFAULTS.probation_spam_threshold).toBeGreaterThan(DEFAULTS.suspicious_threshold);
  });
});
