import { groupScope } from "../../http/route.js";
import { enumNames, SettingType, SettingTypeSchema, type SettingDefinition } from "@warden/proto";
import type { z } from "zod";
import type { GatewayDeps } from "../../deps.js";
import type { ResponseContext, RouteInput } from "../../http/route.js";
import type { CatalogEntry, RESPONSE_SCHEMAS, settingsPatchBody } from "@warden/contract";

/** groups-config answers the settings it validated against the catalog (the Settings schema). */
type Settings = z.input<typeof RESPONSE_SCHEMAS.Settings>;

const TYPES = enumNames<SettingType>(SettingTypeSchema);

/** One catalog entry as GET /settings-catalog publishes it. */
export function renderCatalogEntry(d: SettingDefinition): CatalogEntry {
  const type = TYPES.name(d.type);
  if (!type) throw new Error(`setting ${d.key} has no type`);
  // groups-config publishes the contract's CATALOG: the entry has the fields of its type.
  return {
    key: d.key,
    type,
    default: JSON.parse(d.defaultJson) as unknown,
    ...(d.min !== undefined ? { min: Number(d.min) } : {}),
    ...(d.max !== undefined ? { max: Number(d.max) } : {}),
    ...(d.type === SettingType.ENUM ? { values: d.values } : {}),
    ...(d.maxItems !== undefined ? { max_items: d.maxItems } : {}),
    description: d.description,
  } as CatalogEntry;
}

export function getSettingsCatalog(deps: GatewayDeps) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.SettingsCatalog>) => {
    const res = await deps.groups.getSettingsCatalog({});
    ctx.body = { settings: res.settings.map(renderCatalogEntry) };
  };
}

export function getSettings(deps: GatewayDeps) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Settings>, input: RouteInput<unknown, unknown>) => {
    const res = await deps.groups.getSettings(groupScope(ctx, input));
    ctx.body = JSON.parse(res.settingsJson) as Settings;
  };
}

/**
 * The patch as groups-config reads it (JSON text). A number JSON text cannot carry (`1e400` parses to Infinity) would
 * be written as `null`, and refused as a null the client never sent ("null is not a value; send the default"): it goes
 * as its text instead, which no catalog rule takes (integer, boolean, enum, list), so the refusal is the setting's own
 * rule, after every unknown key as for any other value.
 */
const patchJson = (patch: Record<string, unknown>): string =>
  JSON.stringify(patch, (_key, value: unknown) => (typeof value === "number" && !Number.isFinite(value) ? String(value) : value));

export function updateSettings(deps: GatewayDeps) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Settings>, input: RouteInput<z.infer<typeof settingsPatchBody>, unknown>) => {
    const res = await deps.groups.updateSettings({
      ...groupScope(ctx, input),
      patchJson: patchJson(input.body),
    });
    ctx.body = JSON.parse(res.settingsJson) as Settings;
  };
}
