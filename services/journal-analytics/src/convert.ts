import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import type { ReportLabelName } from "@warden/contract";
import {
  ActionSchema,
  ChatEventKindSchema,
  enumNames,
  ReportLabelSchema,
  type ReportLabel,
  type Source,
  SourceSchema,
  VerdictSchema,
  Action,
  type ChatEvent,
  type ChatEventKind,
  type Decision,
  type Verdict,
} from "@warden/proto";
import type { ChatEventKindName, ChatEventRow, DecisionRow } from "./store.js";

const VERDICT_NAMES = enumNames<Verdict, DecisionRow["verdict"]>(VerdictSchema);
const ACTION_NAMES = enumNames<Action>(ActionSchema);
const SOURCE_NAMES = enumNames<Source, DecisionRow["source"]>(SourceSchema);
const CHAT_EVENT_KINDS = enumNames<ChatEventKind, ChatEventKindName>(ChatEventKindSchema);
/** A report's label: its proto value and its name in the journal's rows. */
export const REPORT_LABEL_NAMES = enumNames<ReportLabel, ReportLabelName>(ReportLabelSchema);

/** How far ahead of this clock a record's time may be (the other services' clocks, Telegram's whole seconds). */
export const FUTURE_ALLOWANCE_MS = 86_400_000;

/**
 * A record's time when it is one: a time that is not a date, or more than FUTURE_ALLOWANCE_MS ahead (e.g. milliseconds
 * written as seconds) would make a partition no retention ever drops and an entry forever at the journal's top.
 */
function plausibleTime(t: Timestamp, now: number): Date | null {
  const d = timestampDate(t);
  const ms = d.getTime();
  return Number.isFinite(ms) && ms >= 0 && ms <= now + FUTURE_ALLOWANCE_MS ? d : null;
}

/** The largest id a number holds exactly: the consumers refuse larger ids, the RPCs refuse them too (handlers/group-id.ts). */
export const MAX_EXACT_ID = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * True when every id given is a number exactly (Telegram's ids are below 2^53). A larger int64 would be stored rounded:
 * read back, it fails the bigint reader (@warden/db reads bigint columns as safe numbers) on every journal page that
 * holds it, until retention drops it; and a group id rounded to another one files the record, or a move, under it.
 */
function exactIds(...ids: (bigint | undefined)[]): boolean {
  return ids.every((id) => id === undefined || (id >= -MAX_EXACT_ID && id <= MAX_EXACT_ID));
}

/**
 * A decision record as a journal row; null when it cannot be journaled (logged by the caller). Its source and action
 * are refused when unknown (unset, or a value newer than this build), as its verdict is: a source guessed as `api`
 * would keep a bot decision out of the counters and the user's history, an action guessed as `none` would keep a
 * removal out of spam blocked. An unset action (proto3's 0) is no action taken, as the webhooks read it.
 */
export function decisionToRow(d: Decision, fallbackEventId: string | undefined, now = Date.now()): DecisionRow | null {
  const eventId = d.eventId || fallbackEventId;
  const verdict = VERDICT_NAMES.name(d.verdict);
  const source = SOURCE_NAMES.name(d.source);
  const action = d.actionTaken === Action.UNSPECIFIED ? ACTION_NAMES.name(Action.NONE) : ACTION_NAMES.name(d.actionTaken);
  const createdAt = d.occurredAt && plausibleTime(d.occurredAt, now);
  if (!eventId || !verdict || !source || !action || !createdAt || !exactIds(d.groupId, d.messageId, d.userId, d.senderChatId)) return null;
  return {
    eventId,
    createdAt,
    groupId: d.groupId === undefined ? null : Number(d.groupId),
    accountId: d.accountId ?? null,
    source,
    messageId: d.messageId === undefined ? null : Number(d.messageId),
    userId: d.userId === undefined ? null : Number(d.userId),
    senderChatId: d.senderChatId === undefined ? null : Number(d.senderChatId),
    text: d.text,
    verdict,
    score: d.score,
    matchedRules: d.matchedRules,
    action,
    ...(d.messageRemoved === undefined ? {} : { messageRemoved: d.messageRemoved }),
  };
}

/** A chat event record as a row; null when it cannot be counted (logged by the caller). */
export function chatEventToRow(e: ChatEvent, fallbackEventId: string | undefined, now = Date.now()): ChatEventRow | null {
  const eventId = e.eventId || fallbackEventId;
  const kind = CHAT_EVENT_KINDS.name(e.kind);
  const occurredAt = e.occurredAt && plausibleTime(e.occurredAt, now);
  if (!eventId || !kind || !occurredAt || e.groupId === 0n || !exactIds(e.groupId, e.userId, e.messageId, e.migratedToGroupId)) return null;
  // A migration without the group's new id (none, 0, or its own) could move nothing: refused, so that it is dead-lettered
  // where an operator sees it rather than skipped while the journal stays under an id Telegram no longer uses.
  if (kind === "migrate" && (!e.migratedToGroupId || e.migratedToGroupId === e.groupId)) return null;
  // A report names the message and the label, or it marks nothing.
  const reportLabel = e.reportLabel === undefined ? null : (REPORT_LABEL_NAMES.name(e.reportLabel) ?? null);
  if (kind === "report" && (reportLabel === null || !e.messageId || e.messageId <= 0n)) return null;
  return {
    eventId,
    occurredAt,
    groupId: Number(e.groupId),
    kind,
    // 0 is "no user" (e.g. a post on behalf of a channel): counted as a message, not as a sender.
    userId: e.userId > 0n ? Number(e.userId) : null,
    messageId: e.messageId === undefined ? null : Number(e.messageId),
    migratedTo: e.migratedToGroupId === undefined ? null : Number(e.migratedToGroupId),
    ...(kind === "report" ? { reportLabel } : {}),
  };
}
