import { Action } from "@warden/proto";
import type { SettingsValues } from "@warden/contract";

export { CATALOG, CATALOG_BY_KEY, DEFAULTS, effectiveSettings, type CatalogEntry, type SettingsValues } from "@warden/contract";

const ACTIONS: Record<SettingsValues["action_on_spam"], Action> = {
  review: Action.REVIEW,
  delete: Action.DELETE,
  delete_and_mute: Action.DELETE_AND_MUTE,
  delete_and_ban: Action.DELETE_AND_BAN,
};

export function actionToProto(a: SettingsValues["action_on_spam"]): Action {
  return ACTIONS[a];
}
