import { enumNames, SettingType, SettingTypeSchema, type SettingDefinition } from "@warden/proto";
import type { Context } from "koa";
import type { z } from "zod";
import type { GatewayDeps } from "../../deps.js";
import type { RouteInput } from "../../http/route.js";
import type { settingsPatchBody } from "@warden/contract";

const TYPES = enumNames<SettingType>(SettingTypeSchema);

/** One catalog entry as GET /settings-catalog publishes it. */
export function renderCatalogEntry(d: SettingDefinition) {
  const type = TYPES.name(d.type);
  if (!type) throw new Error(`setting ${d.key} has no type`);
  return {
    key: d.key,
    type,
    default: JSON.parse(d.defaultJson) as unknown,
    ...(d.min !== undefined ? { min: Number(d.min) } : {}),
    ...(d.max !== undefined ? { max: Number(d.max) } : {}),
    ...(d.type === SettingType.ENUM ? { values: d.values } : {}),
    ...(d.maxItems !== undefined ? { max_items: d.maxItems } : {}),
    description: d.description,
  };
}

export function getSettingsCatalog(deps: GatewayDeps) {
  return async (ctx: Context) => {
    const res = await deps.groups.getSettingsCatalog({});
    ctx.body = { settings: res.settings.map(renderCatalogEntry) };
  };
}

export function getSettings(deps: GatewayDeps) {
  return async (ctx: Context, input: RouteInput<unknown, unknown>) => {
    const res = await deps.groups.getSettings({ accountId: ctx.state.principal!.account.id, groupId: BigInt(input.groupId!) });
    ctx.body = JSON.parse(res.settingsJson) as unknown;
  };
}

export function updateSettings(deps: GatewayDeps) {
  return async (ctx: Context, input: RouteInput<z.infer<typeof settingsPatchBody>, unknown>) => {
    const res = await deps.groups.updateSettings({
      accountId: ctx.state.principal!.account.id,
      groupId: BigInt(input.groupId!),
      patchJson: JSON.stringify(input.body),
    });
    ctx.body = JSON.parse(res.settingsJson) as unknown;
  };
}
