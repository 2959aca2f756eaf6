/**
 * The dispatcher's two consumer groups, both on @warden/kafka's runConsumer (bounded retries,
 * then the dead-letter topic of the source topic; offsets committed once an outcome is durable).
 *
 * - Events (moderation.decisions.v1, chat.events.v1): maps each record to a webhook event and fans
 *   it out (attempt 1).
 * - Retries (webhooks.retry.*.v1, attempts 1 of failing or slow endpoints on webhooks.retry.0s.v1): makes the attempt a task asks for once it is due. The due time
 *   travels in a header; runConsumer's `notBefore` pauses a partition whose head record is not due
 *   yet until it is: no handler sleeps, the consumer keeps fetching other partitions and
 *   heartbeating, so no session times out and no rebalance happens.
 *
 * A failed delivery attempt is not a failed record: the dispatcher records it and schedules the
 * next attempt on a retry topic. A record fails only when its outcome cannot be made durable (the
 * database, groups-config or Kafka unavailable: waited out without spending attempts) or never can
 * (undecodable: dead-lettered at once). Handlers are idempotent (attempts are claimed in the
 * database).
 */
import { fromBinary } from "@bufbuild/protobuf";
import {
  DECISION_SOURCE_HEADER,
  headerString,
  runConsumer,
  TOPICS,
  UndecodableRecordError,
  type ConsumerHandle,
  type IHeaders,
  type Kafka,
  type RetryPolicy,
} from "@warden/kafka";
import { ChatEventSchema, DecisionSchema, type DeliveryTask } from "@warden/proto";
import { trace, type Logger, type Registry } from "@warden/telemetry";
import type { WebhookDispatcher } from "./dispatch.js";
import { eventFromChatEvent, eventFromDecision, isGroupMoved, isSkipped, type GroupMoved, type Skipped, type WebhookEvent } from "./events.js";
import type { DispatcherMetrics } from "./metrics.js";
import { decodeTask, DUE_AT_HEADER, FIRST_DUE_AT_HEADER, TASK_TOPICS } from "./retry-topics.js";

export const EVENTS_GROUP = "webhook-dispatcher.events";
export const RETRY_GROUP = "webhook-dispatcher.retries";

export type { ConsumerHandle };

export interface ConsumerOptions {
  kafka: Kafka;
  dispatcher: Pick<WebhookDispatcher, "fanOut" | "runTask" | "groupMoved">;
  logger: Logger;
  metrics?: DispatcherMetrics;
  /** Registry of the consumer metrics (retries, dead-lettered records, lag). */
  registry?: Registry;
  groupId?: string;
  sessionTimeout?: number;
  maxWaitTimeInMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Records processed at once per partition. */
  chunkSize?: number;
  partitionsConsumedConcurrently?: number;
}

function common(opts: ConsumerOptions) {
  return {
    kafka: opts.kafka,
    logger: opts.logger,
    registry: opts.registry,
    sessionTimeout: opts.sessionTimeout,
    maxWaitTimeInMs: opts.maxWaitTimeInMs,
    retry: opts.retry,
    chunkSize: opts.chunkSize ?? 16,
  };
}

/**
 * A decision or chat event record as the webhook event it emits. A decision marked as an API
 * check (DECISION_SOURCE_HEADER: written here by gateways before TOPICS.apiDecisions, which this
 * consumer does not read) emits nothing and is not decoded.
 */
export function decodeEventRecord(value: Buffer, meta: { topic: string; headers: IHeaders }): WebhookEvent | Skipped | GroupMoved {
  const { topic, headers } = meta;
  if (topic === TOPICS.decisions) {
    if (headerString(headers[DECISION_SOURCE_HEADER]) === "api") return { skipped: "not a bot decision" };
    return eventFromDecision(fromBinary(DecisionSchema, value));
  }
  if (topic === TOPICS.chatEvents) return eventFromChatEvent(fromBinary(ChatEventSchema, value));
  throw new UndecodableRecordError(`unexpected topic ${topic}`);
}

/** Consumes decisions and chat events and fans each webhook event out to its endpoints. */
export function startEventConsumer(opts: ConsumerOptions): ConsumerHandle {
  return runConsumer<WebhookEvent | Skipped | GroupMoved>({
    ...common(opts),
    groupId: opts.groupId ?? EVENTS_GROUP,
    topics: [TOPICS.decisions, TOPICS.chatEvents],
    partitionsConsumedConcurrently: opts.partitionsConsumedConcurrently ?? 4,
    decode: decodeEventRecord,
    handle: async (r) => {
      const event = r.message;
      if (isSkipped(event)) return;
      if (isGroupMoved(event)) {
        await opts.dispatcher.groupMoved(event.groupMoved.from, event.groupMoved.to);
        return;
      }
      trace.getActiveSpan()?.setAttributes({ "webhook.event_id": event.id, "webhook.event_type": event.type });
      await opts.dispatcher.fanOut(event);
    },
  });
}

/** The due time of a retry task (its header; a record without one is due at once). */
export function dueAt(headers: IHeaders): number {
  const h = Number(headerString(headers[DUE_AT_HEADER]));
  return Number.isFinite(h) ? h : 0;
}

/**
 * When a retry task first fell due: its first-due-at header (kept across put-backs), else its due time (a task
 * written before the header existed).
 */
export function firstDueAt(headers: IHeaders): number {
  const raw = headerString(headers[FIRST_DUE_AT_HEADER]);
  const h = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(h) ? h : dueAt(headers);
}

/**
 * Consumes the retry topics: each task is attempted once due; a partition waits for its head. How late an attempt
 * started (warden_webhook_retry_overdue_seconds) counts from the time the task first fell due, so a task put back
 * shows how late its retry really is; a task put back is not counted until its attempt starts.
 */
export function startRetryConsumer(opts: ConsumerOptions & { now?: () => number }): ConsumerHandle {
  const now = opts.now ?? Date.now;
  return runConsumer<DeliveryTask>({
    ...common(opts),
    groupId: opts.groupId ?? RETRY_GROUP,
    topics: [...TASK_TOPICS],
    partitionsConsumedConcurrently: opts.partitionsConsumedConcurrently ?? 5,
    now,
    notBefore: (headers) => dueAt(headers),
    decode: (value) => decodeTask(value),
    handle: async (r) => {
      const task = r.message;
      const firstDue = firstDueAt(r.headers);
      const overdueMs = Math.max(0, now() - firstDue);
      trace.getActiveSpan()?.setAttributes({ "webhook.event_id": task.eventId, "webhook.attempt": task.attempt });
      const outcome = await opts.dispatcher.runTask(task, { firstDueAt: new Date(firstDue) });
      if (outcome !== "put_back") opts.metrics?.retryDelay.observe({ topic: r.topic }, overdueMs / 1000);
    },
  });
}
