import { timestampDate } from "@bufbuild/protobuf/wkt";
import { Action, Source, Verdict, type Decision } from "@warden/proto";
import type { DecisionRow } from "./store.js";

export const VERDICT_NAMES: Record<number, DecisionRow["verdict"]> = {
  [Verdict.CLEAN]: "clean",
  [Verdict.SUSPICIOUS]: "suspicious",
  [Verdict.SPAM]: "spam",
};
export const ACTION_NAMES: Record<number, string> = {
  [Action.UNSPECIFIED]: "none",
  [Action.NONE]: "none",
  [Action.REVIEW]: "review",
  [Action.DELETE]: "delete",
  [Action.DELETE_AND_MUTE]: "delete_and_mute",
  [Action.DELETE_AND_BAN]: "delete_and_ban",
};

/** A decision record as a journal row; null when it cannot be journaled (logged by the caller). */
export function decisionToRow(d: Decision, fallbackEventId: string | undefined): DecisionRow | null {
  const eventId = d.eventId || fallbackEventId;
  const verdict = VERDICT_NAMES[d.verdict];
  if (!eventId || !verdict || !d.occurredAt) return null;
  return {
    eventId,
    createdAt: timestampDate(d.occurredAt),
    groupId: d.groupId === undefined ? null : Number(d.groupId),
    accountId: d.accountId ?? null,
    source: d.source === Source.BOT ? "bot" : "api",
    messageId: d.messageId === undefined ? null : Number(d.messageId),
    userId: d.userId === undefined ? null : Number(d.userId),
    text: d.text,
    verdict,
    score: d.score,
    matchedRules: d.matchedRules,
    action: ACTION_NAMES[d.actionTaken] ?? "none",
  };
}
