import { Action } from "@warden/proto";
import type { BehaviourFindings } from "./index.js";

/** Actions from mildest to strongest. */
const STRENGTH: Record<Action, number> = {
  [Action.UNSPECIFIED]: 0,
  [Action.NONE]: 0,
  [Action.REVIEW]: 1,
  [Action.DELETE]: 2,
  [Action.DELETE_AND_MUTE]: 3,
  [Action.DELETE_AND_BAN]: 4,
};

/**
 * The action on a message once behaviour has its say: a flood is deleted and, the first time it is
 * seen, its sender muted for mute_minutes, whatever the engine's verdict (the engine's own action
 * stands when it is stronger). Never against an administrator or a whitelisted sender.
 */
export function behaviourAction(action: Action, b: { flood?: Pick<NonNullable<BehaviourFindings["flood"]>, "first"> }, exempt: boolean): Action {
  if (exempt || !b.flood) return action;
  const flood = b.flood.first ? Action.DELETE_AND_MUTE : Action.DELETE;
  return STRENGTH[flood] > STRENGTH[action] ? flood : action;
}
