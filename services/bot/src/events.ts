import { createHash } from "node:crypto";
import { create } from "@bufbuild/protobuf";
import { timestampFromMs } from "@bufbuild/protobuf/wkt";
import { TOPICS, type EventPublisher } from "@warden/kafka";
import {
  Action,
  Actor,
  type ChatEventKind,
  ChatEventKindSchema,
  ChatEventSchema,
  enumNames,
  DecisionSchema,
  Source,
  type ChatEvent,
  type CheckResponse,
  type Decision,
  type ReportLabel,
} from "@warden/proto";
import type { Logger } from "@warden/telemetry";
import type { RedisEventSpill, SpilledRecord } from "./event-spill.js";

/**
 * A deterministic event id: the same Telegram fact (chat, message, edit, member change) always
 * gets the same id, so a redelivered update produces records that consumers absorb.
 */
export function eventId(...parts: (string | number)[]): string {
  return `evt_${createHash("sha256").update(parts.join("|")).digest("base64url").slice(0, 22)}`;
}

export type ChatEventName = "message" | "join" | "leave" | "ban" | "mute" | "kick" | "migrate" | "report";
const KINDS = enumNames<ChatEventKind, ChatEventName>(ChatEventKindSchema).byName();

export function chatEvent(e: {
  id: string;
  groupId: number;
  kind: ChatEventName;
  userId: number;
  username?: string;
  messageId?: number;
  /** Unix seconds. */
  date: number;
  /** Unix seconds; 0 or absent = no end. */
  until?: number;
  by?: "engine" | "admin";
  reason?: string;
  /** migrate: the group's new id (groupId is the old one). */
  migratedTo?: number;
  /** report: the label an administrator gave message `messageId`. */
  reportLabel?: ReportLabel;
}): ChatEvent {
  return create(ChatEventSchema, {
    eventId: e.id,
    occurredAt: timestampFromMs(e.date * 1000),
    groupId: BigInt(e.groupId),
    kind: KINDS[e.kind],
    userId: BigInt(e.userId),
    username: e.username,
    messageId: e.messageId === undefined ? undefined : BigInt(e.messageId),
    until: e.until ? timestampFromMs(e.until * 1000) : undefined,
    by: e.by === "engine" ? Actor.ENGINE : e.by === "admin" ? Actor.ADMIN : Actor.UNSPECIFIED,
    reason: e.reason ?? "",
    migratedToGroupId: e.migratedTo === undefined ? undefined : BigInt(e.migratedTo),
    reportLabel: e.reportLabel,
  });
}

/** The bot's decision on one message: the engine's answer and what the bot actually did. */
export function botDecision(d: {
  id: string;
  groupId: number;
  messageId: number;
  /** The sending user; absent for a post on behalf of a channel (the journal's user_id is a Telegram user). */
  userId?: number;
  /** The channel a post was made on behalf of (Telegram's sender_chat); set exactly when userId is not. */
  senderChatId?: number;
  text: string;
  /** Unix seconds: the message's date (its edit date for an edited message). */
  date: number;
  check: CheckResponse;
  actionTaken: Action;
  /** Whether the message is gone (Enforcement.apply's `removed`). */
  removed: boolean;
}): Decision {
  return create(DecisionSchema, {
    eventId: d.id,
    occurredAt: timestampFromMs(d.date * 1000),
    source: Source.BOT,
    groupId: BigInt(d.groupId),
    messageId: BigInt(d.messageId),
    userId: d.userId === undefined ? undefined : BigInt(d.userId),
    senderChatId: d.senderChatId === undefined ? undefined : BigInt(d.senderChatId),
    text: d.text,
    verdict: d.check.verdict,
    score: d.check.score,
    confidence: d.check.confidence,
    matchedRules: d.check.matchedRules,
    categories: d.check.categories,
    recommendedAction: d.check.recommendedAction,
    actionTaken: d.actionTaken,
    policyVersion: d.check.policyVersion,
    messageRemoved: d.removed,
  });
}

/** Where the bot's records go: Kafka in production, a recorder in unit tests. */
export interface EventSink {
  decision(d: Decision): Promise<void>;
  chatEvents(events: ChatEvent[]): Promise<void>;
}

/**
 * Publishes to moderation.decisions.v1 and chat.events.v1, keyed by group id. A failed publish
 * is retried with a capped backoff (ids are deterministic, so a duplicate is harmless) until it
 * succeeds or `maxAttempts` is reached; then the records are kept in `spill` (Redis) for a later
 * `drainSpill`, or, without one or when Redis fails too, logged as lost. Moderation never waits
 * for Kafka longer than the attempts.
 */
export class KafkaEventSink implements EventSink {
  constructor(
    private readonly publisher: Pick<EventPublisher, "publish" | "publishMany">,
    private readonly logger: Logger,
    private readonly opts: { maxAttempts?: number; backoffMs?: number; spill?: RedisEventSpill } = {},
  ) {}

  decision(d: Decision): Promise<void> {
    const record = { topic: TOPICS.decisions, key: String(d.groupId), eventId: d.eventId, message: d };
    return this.withRetry("decision", [record], () => this.publisher.publish(TOPICS.decisions, DecisionSchema, record));
  }

  chatEvents(events: ChatEvent[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    const records = events.map((e) => ({ topic: TOPICS.chatEvents, key: String(e.groupId), eventId: e.eventId, message: e }));
    return this.withRetry("chat events", records, () => this.publisher.publishMany(TOPICS.chatEvents, ChatEventSchema, records));
  }

  /** Publishes the records kept while Kafka was down, oldest first; how many went out (0 without a spill). */
  async drainSpill(): Promise<number> {
    if (!this.opts.spill) return 0;
    const published = await this.opts.spill.drain((r) =>
      r.topic === TOPICS.decisions ? this.publisher.publish(r.topic, DecisionSchema, r) : this.publisher.publish(r.topic, ChatEventSchema, r),
    );
    if (published > 0) this.logger.info({ published }, "published records kept while Kafka was down");
    return published;
  }

  private async withRetry(what: string, records: SpilledRecord[], send: () => Promise<void>): Promise<void> {
    const max = this.opts.maxAttempts ?? 10;
    for (let attempt = 1; ; attempt++) {
      try {
        await send();
        return;
      } catch (err) {
        if (attempt >= max) {
          const ids = records.map((r) => r.eventId);
          if (this.opts.spill && (await this.opts.spill.keep(records))) {
            this.logger.warn({ err, event_ids: ids }, `could not publish ${what}; kept in Redis to publish later`);
          } else {
            this.logger.error({ err, event_ids: ids }, `could not publish ${what}`);
          }
          return;
        }
        await new Promise((r) => setTimeout(r, Math.min(5_000, (this.opts.backoffMs ?? 200) * 2 ** (attempt - 1))));
      }
    }
  }
}

export { Action };
