import { DESTRUCTIVE_ACTIONS, type Action as ActionName } from "@warden/contract";
import { Action, ActionSchema, enumNames, type CheckResponse } from "@warden/proto";

const ACTIONS = enumNames<Action, ActionName>(ActionSchema);

/** The contract's destructive actions (they remove a message and may sanction its sender), as proto values. */
export const DESTRUCTIVE: ReadonlySet<Action> = new Set(
  [...DESTRUCTIVE_ACTIONS].map((name) => {
    const value = ACTIONS.value(name);
    if (value === undefined) throw new Error(`action ${name} has no proto value`);
    return value;
  }),
);

/** What the bot did to a message, from what Telegram accepted. */
export function actionTaken(recommended: Action, done: { deleted: boolean; muted: boolean; banned: boolean }): Action {
  if (recommended === Action.REVIEW) return Action.REVIEW;
  if (!DESTRUCTIVE.has(recommended)) return Action.NONE;
  // A ban revokes the member's messages, the spam included.
  if (done.banned) return Action.DELETE_AND_BAN;
  // A mute is a sanction whether or not the message could still be deleted (someone removed it first, or an edit made
  // an old message spam): recorded as one, so the admins' notice with its "Not spam" button goes out to lift it.
  if (done.muted) return Action.DELETE_AND_MUTE;
  if (done.deleted) return Action.DELETE;
  return Action.NONE;
}

/** The action the bot applies: the engine's, but never against an administrator or a whitelisted sender. */
export function actionToApply(check: Pick<CheckResponse, "recommendedAction" | "whitelisted">, senderIsAdmin: boolean): Action {
  if (senderIsAdmin || check.whitelisted) return Action.NONE;
  return check.recommendedAction === Action.UNSPECIFIED ? Action.NONE : check.recommendedAction;
}
