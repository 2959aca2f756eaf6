import { timestampDate } from "@bufbuild/protobuf/wkt";
import {
  ActionSchema,
  ChatEventKindSchema,
  enumNames,
  Source,
  VerdictSchema,
  type Action,
  type ChatEvent,
  type ChatEventKind,
  type Decision,
  type Verdict,
} from "@warden/proto";
import type { ChatEventKindName, ChatEventRow, DecisionRow } from "./store.js";

const VERDICT_NAMES = enumNames<Verdict, DecisionRow["verdict"]>(VerdictSchema);
const ACTION_NAMES = enumNames<Action>(ActionSchema);
const CHAT_EVENT_KINDS = enumNames<ChatEventKind, ChatEventKindName>(ChatEventKindSchema);

/** A decision record as a journal row; null when it cannot be journaled (logged by the caller). */
export function decisionToRow(d: Decision, fallbackEventId: string | undefined): DecisionRow | null {
  const eventId = d.eventId || fallbackEventId;
  const verdict = VERDICT_NAMES.name(d.verdict);
  if (!eventId || !verdict || !d.occurredAt) return null;
  return {
    eventId,
    createdAt: timestampDate(d.occurredAt),
    groupId: d.groupId === undefined ? null : Number(d.groupId),
    accountId: d.accountId ?? null,
    source: d.source === Source.BOT ? "bot" : "api",
    messageId: d.messageId === undefined ? null : Number(d.messageId),
    userId: d.userId === undefined ? null : Number(d.userId),
    senderChatId: d.senderChatId === undefined ? null : Number(d.senderChatId),
    text: d.text,
    verdict,
    score: d.score,
    matchedRules: d.matchedRules,
    action: ACTION_NAMES.name(d.actionTaken) ?? "none",
  };
}

/** A chat event record as a row; null when it cannot be counted (logged by the caller). */
export function chatEventToRow(e: ChatEvent, fallbackEventId: string | undefined): ChatEventRow | null {
  const eventId = e.eventId || fallbackEventId;
  const kind = CHAT_EVENT_KINDS.name(e.kind);
  if (!eventId || !kind || !e.occurredAt || e.groupId === 0n) return null;
  return {
    eventId,
    occurredAt: timestampDate(e.occurredAt),
    groupId: Number(e.groupId),
    kind,
    // 0 is "no user" (e.g. a post on behalf of a channel): counted as a message, not as a sender.
    userId: e.userId > 0n ? Number(e.userId) : null,
    messageId: e.messageId === undefined ? null : Number(e.messageId),
    migratedTo: e.migratedToGroupId === undefined ? null : Number(e.migratedToGroupId),
  };
}
