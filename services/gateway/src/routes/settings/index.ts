import { declareRoute } from "../../http/route.js";
import { getSettings, getSettingsCatalog, updateSettings } from "./handlers.js";
import { RESPONSE_SCHEMAS, settingsPatchBody } from "@warden/contract";

export const settingsRoutes = [
  declareRoute({
    method: "GET",
    path: "/groups/{id}/settings",
    scope: "read",
    accountPlan: "pro",
    group: "pro",
    cost: "one",
    response: RESPONSE_SCHEMAS.Settings,
    handler: getSettings,
    doc: {
      operationId: "getGroupSettings",
      summary: "Read a group's protection settings",
      description: "Every catalog key with its current value.",
      tag: "Settings",
      parameters: ["GroupIdPath"],
      success: [{ status: 200, description: "The settings." }],
      notFound: "GroupNotFound",
    },
  }),
  declareRoute({
    method: "PATCH",
    path: "/groups/{id}/settings",
    scope: "write",
    accountPlan: "pro",
    group: "pro",
    cost: "one",
    body: settingsPatchBody,
    response: RESPONSE_SCHEMAS.Settings,
    handler: updateSettings,
    doc: {
      operationId: "updateGroupSettings",
      summary: "Change a group's protection settings",
      description:
        "Merges the given keys into the current settings; only catalog keys, values validated against the catalog. All or nothing. The change is visible to the bot and the dashboard at once.",
      tag: "Settings",
      parameters: ["GroupIdPath"],
      bodySchema: "SettingsPatch",
      success: [{ status: 200, description: "The full settings after the change." }],
      notFound: "GroupNotFound",
      unprocessable: "SettingsRejected",
    },
  }),
  declareRoute({
    method: "GET",
    path: "/settings-catalog",
    scope: "read",
    accountPlan: "free",
    cost: "none",
    response: RESPONSE_SCHEMAS.SettingsCatalog,
    handler: getSettingsCatalog,
    doc: {
      operationId: "getSettingsCatalog",
      summary: "Catalog of writable settings",
      description: "Type, range and default of every setting writable through the API. Costs no quota.",
      tag: "Settings",
      success: [{ status: 200, description: "The catalog." }],
    },
  }),
];
