import { ActionSchema, enumNames, type Action } from "@warden/proto";
import type { SettingsValues } from "@warden/contract";

export { CATALOG, CATALOG_BY_KEY, DEFAULTS, effectiveSettings, type CatalogEntry, type SettingsValues } from "@warden/contract";

const ACTIONS = enumNames<Action>(ActionSchema);

export function actionToProto(a: SettingsValues["action_on_spam"]): Action {
  const value = ACTIONS.value(a);
  if (value === undefined) throw new Error(`action ${a} has no proto value`);
  return value;
}
