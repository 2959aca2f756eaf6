import type { GatewayDeps } from "../../deps.js";
import { KIB } from "../../http/body.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";
import { getSettings, getSettingsCatalog, updateSettings } from "./handlers.js";
import { settingsPatchBody } from "./schema.js";

export function settingsRoutes(deps: GatewayDeps): RouteSpec[] {
  return [
    defineRoute({
      method: "GET",
      path: "/settings-catalog",
      scope: "read",
      accountPlan: "free",
      cost: "none",
      handler: getSettingsCatalog(deps),
    }),
    defineRoute({
      method: "GET",
      path: "/groups/{id}/settings",
      scope: "read",
      accountPlan: "pro",
      group: "pro",
      cost: "one",
      handler: getSettings(deps),
    }),
    defineRoute({
      method: "PATCH",
      path: "/groups/{id}/settings",
      scope: "write",
      accountPlan: "pro",
      group: "pro",
      cost: "one",
      body: settingsPatchBody,
      bodyLimit: 64 * KIB,
      handler: updateSettings(deps),
    }),
  ];
}
