/**
 * Webhook events: what a moderation decision or a chat event of a group becomes for receivers
 * (one envelope for every kind, and the data of each kind, as docs/api/openapi.json's `webhooks`
 * section and docs/webhooks.md describe them).
 */
import { createHash } from "node:crypto";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { ID_PREFIXES, MAX_TELEGRAM_USER_ID, mintedIdPattern, mintId, RULE_NAME_RE, USERNAME_BODY, type EventType, type WEBHOOK_ACTORS } from "@warden/contract";
import { Action, Actor, ChatEventKind, Source, Verdict, type ChatEvent, type Decision } from "@warden/proto";

/** Kinds an endpoint can subscribe to, and every kind an envelope carries: declared by the contract. */
export { SUBSCRIBABLE_EVENT_TYPES, type EventType, type SubscribableEventType } from "@warden/contract";

export const TEST_EVENT_MESSAGE = "This is a test delivery from Warden: your endpoint is reachable and verifies signatures.";

export interface WebhookEvent {
  /** `evt_…`: the same on every attempt and for every endpoint (receivers deduplicate by it). */
  id: string;
  type: EventType;
  /** null only for webhook.test. */
  groupId: number | null;
  createdAt: Date;
  data: Record<string, unknown>;
}

/** The body of every attempt: the public envelope (docs/webhooks.md), serialised once. */
export function envelopeJson(e: WebhookEvent): string {
  return JSON.stringify({ id: e.id, type: e.type, created_at: e.createdAt.toISOString(), group_id: e.groupId, data: e.data });
}

/**
 * What a retry checks again about the event it carries, read back from the envelope (every task
 * carries the envelope envelopeJson wrote, so tasks of every version have it): the group, the kind
 * and when the event occurred. Null when the envelope is not one of an event of a group.
 */
export interface EnvelopeFacts {
  groupId: number;
  type: string;
  createdAt: Date;
}

export function envelopeFacts(json: string): EnvelopeFacts | null {
  let e: unknown;
  try {
    e = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof e !== "object" || e === null) return null;
  const { group_id: groupId, type, created_at: createdAt } = e as Record<string, unknown>;
  if (typeof groupId !== "number" || !Number.isSafeInteger(groupId) || typeof type !== "string" || typeof createdAt !== "string") return null;
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? null : { groupId, type, createdAt: at };
}

const EVENT_ID = new RegExp(mintedIdPattern(ID_PREFIXES.event));

/**
 * The envelope id of a source record: its own event id when that already has the public form,
 * else a stable digest of it (redelivered records map to the same id).
 */
export function publicEventId(sourceId: string): string {
  if (EVENT_ID.test(sourceId)) return sourceId;
  return ID_PREFIXES.event + createHash("sha256").update(sourceId).digest("base64url").slice(0, 27);
}

const SPAM_ACTION: Record<Action, string> = {
  [Action.UNSPECIFIED]: "none",
  [Action.NONE]: "none",
  [Action.REVIEW]: "flagged",
  [Action.DELETE]: "deleted",
  [Action.DELETE_AND_MUTE]: "deleted_and_muted",
  [Action.DELETE_AND_BAN]: "deleted_and_banned",
};

const NAME = RULE_NAME_RE;
const USERNAME = new RegExp(`^${USERNAME_BODY}$`);

const positive = (v: bigint | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : undefined;
};
const groupOf = (v: bigint | undefined): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isSafeInteger(n) && n < 0 ? n : undefined;
};
const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, Math.round(x * 10_000) / 10_000)) : 0);

/** Why a record emits nothing (for the log); undefined when it emits an event. */
export type Skipped = { skipped: string };

/**
 * A group became a supergroup (CHAT_EVENT_KIND_MIGRATE): no webhook event, but the endpoints that name its old id
 * are made to name its new one (ListGroupAccounts already answers either id for the group, so nothing is missed
 * meanwhile; this makes an endpoint's `group_ids` show, and take back in a PATCH, the id the API knows the group by).
 */
export type GroupMoved = { groupMoved: { from: number; to: number } };

export const isGroupMoved = (e: object): e is GroupMoved => "groupMoved" in e;

/**
 * A decision of the bot becomes `spam.detected` or `message.suspicious`. API checks
 * (`source: api`) and clean verdicts emit nothing. The sender is a user (`user_id`) or, for a post
 * on behalf of a channel, that channel (`sender_chat_id`); the other key is absent. A decision
 * with neither names no sender and emits nothing.
 */
export function eventFromDecision(d: Decision): WebhookEvent | Skipped {
  if (d.source !== Source.BOT) return { skipped: "not a bot decision" };
  if (d.verdict !== Verdict.SPAM && d.verdict !== Verdict.SUSPICIOUS) return { skipped: "clean verdict" };
  const groupId = groupOf(d.groupId);
  const messageId = positive(d.messageId);
  const userId = positive(d.userId, MAX_TELEGRAM_USER_ID) ?? null;
  const senderChatId = userId === null ? (groupOf(d.senderChatId) ?? null) : null;
  if (groupId === undefined || messageId === undefined || (userId === null && senderChatId === null) || !d.eventId) {
    return { skipped: "decision without event id, group, message or sender" };
  }
  // contract.md: a channel post carries sender_chat_id beside user_id, which is absent for such posts
  const sender = userId !== null ? { user_id: userId } : { sender_chat_id: senderChatId! };
  const base = {
    id: publicEventId(d.eventId),
    groupId,
    createdAt: d.occurredAt ? timestampDate(d.occurredAt) : new Date(),
  };
  if (d.verdict === Verdict.SPAM) {
    const category = d.categories.find((c) => NAME.test(c)) ?? "other";
    return {
      ...base,
      type: "spam.detected",
      data: { message_id: messageId, ...sender, text: d.text, action: SPAM_ACTION[d.actionTaken] ?? "none", category, confidence: clamp01(d.confidence) },
    };
  }
  return {
    ...base,
    type: "message.suspicious",
    data: {
      message_id: messageId,
      ...sender,
      text: d.text,
      score: Math.min(100, Math.max(0, Math.round(d.score))),
      matched_rules: [...new Set(d.matchedRules.filter((r) => NAME.test(r)))],
    },
  };
}

/** A chat event becomes `user.*`; message events emit nothing; a group's move to its supergroup id is a GroupMoved. */
export function eventFromChatEvent(c: ChatEvent): WebhookEvent | Skipped | GroupMoved {
  const groupId = groupOf(c.groupId);
  const userId = positive(c.userId, MAX_TELEGRAM_USER_ID);
  if (c.kind === ChatEventKind.MESSAGE || c.kind === ChatEventKind.UNSPECIFIED) return { skipped: "message event" };
  // An administrator's correction is the journal's (it marks the decisions); no webhook event says it.
  if (c.kind === ChatEventKind.REPORT) return { skipped: "report event" };
  if (c.kind === ChatEventKind.MIGRATE) {
    const to = groupOf(c.migratedToGroupId);
    if (groupId === undefined || to === undefined || to === groupId) return { skipped: "group move without two group ids" };
    return { groupMoved: { from: groupId, to } };
  }
  if (groupId === undefined || userId === undefined || !c.eventId) return { skipped: "chat event without event id, group or user" };
  const base = { id: publicEventId(c.eventId), groupId, createdAt: c.occurredAt ? timestampDate(c.occurredAt) : new Date() };
  const by: (typeof WEBHOOK_ACTORS)[number] = c.by === Actor.ENGINE ? "engine" : "admin";
  const reason = c.reason.trim().slice(0, 500) || (by === "engine" ? "spam" : "admin");
  const until = c.until ? { until: timestampDate(c.until).toISOString() } : {};
  switch (c.kind) {
    case ChatEventKind.JOIN:
      return { ...base, type: "user.joined", data: { user_id: userId, ...(c.username && USERNAME.test(c.username) ? { username: c.username } : {}) } };
    case ChatEventKind.LEAVE:
      return { ...base, type: "user.left", data: { user_id: userId } };
    case ChatEventKind.BAN:
      return { ...base, type: "user.banned", data: { user_id: userId, reason, ...until, by } };
    case ChatEventKind.MUTE:
      return { ...base, type: "user.muted", data: { user_id: userId, reason, ...until, by } };
    case ChatEventKind.KICK:
      return { ...base, type: "user.kicked", data: { user_id: userId, reason, by } };
    default:
      return { skipped: `unknown chat event kind ${String(c.kind)}` };
  }
}

export function testEvent(endpointId: string, now = new Date()): WebhookEvent {
  return { id: mintId("event"), type: "webhook.test", groupId: null, createdAt: now, data: { endpoint_id: endpointId, message: TEST_EVENT_MESSAGE } };
}

export const isSkipped = (e: WebhookEvent | Skipped | GroupMoved): e is Skipped => "skipped" in e;
