/**
 * The retry topics: attempt n+1 of a failed delivery waits on the topic of its delay. Every
 * scheduled retry on a topic waits the topic's delay and no other record there waits longer (a
 * put-back task no later than the topic's delay: putBackTopic), so a consumer only ever waits for
 * the head of a partition and no record holds up a scheduled retry published after it: every record
 * before it is due no later. A put-back task, which waits less than the delay, may fall due before
 * records published ahead of it, and then waits behind them: up to the topic's delay. Attempts 1
 * sent through the retry path, every one due at once, have a topic of their own (FIRST_ATTEMPT_TOPIC).
 */
import { create, fromBinary, toBinary } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { KeyedProducer, SCHEMA_VERSION, TOPICS, type Kafka } from "@warden/kafka";
import { DeliveryTaskSchema, type DeliveryTask } from "@warden/proto";
import { injectTraceHeaders } from "@warden/telemetry";

/** Topics of the waits before attempts 2..6 (1m, 5m, 30m, 2h, 6h by default). */
export const RETRY_TOPICS = ["webhooks.retry.1m.v1", "webhooks.retry.5m.v1", "webhooks.retry.30m.v1", "webhooks.retry.2h.v1", "webhooks.retry.6h.v1"] as const;
/**
 * The topic of attempts 1 sent through the retry path (an endpoint that is failing or slow: WebhookDispatcher.fanOut),
 * every one due at once: on the first retry topic they would wait behind the endpoint's scheduled retries there, up to
 * its whole wait.
 */
export const FIRST_ATTEMPT_TOPIC = "webhooks.retry.0s.v1";
/** Every topic the retry consumer reads. */
export const TASK_TOPICS = [FIRST_ATTEMPT_TOPIC, ...RETRY_TOPICS] as const;
export const DEAD_LETTER_TOPIC = TOPICS.dead;
export const MAX_ATTEMPTS = RETRY_TOPICS.length + 1;
export const DUE_AT_HEADER = "due-at";
/**
 * When a task first fell due (Unix ms): the due time it was scheduled with, kept when it is put back (the `due-at` of
 * a put-back task is when it comes back). warden_webhook_retry_overdue_seconds and the limit of put-backs read it.
 */
export const FIRST_DUE_AT_HEADER = "first-due-at";

/**
 * The retry topic that holds attempt `attempt` (2..6); attempt 1 of an endpoint that is failing or slow (sent due at
 * once, instead of inline: WebhookDispatcher.fanOut) goes to FIRST_ATTEMPT_TOPIC.
 */
export function retryTopicFor(attempt: number): string {
  const topic = attempt === 1 ? FIRST_ATTEMPT_TOPIC : RETRY_TOPICS[attempt - 2];
  if (!topic) throw new RangeError(`no retry topic for attempt ${attempt}`);
  return topic;
}

/**
 * Where a task goes back to wait when it is not a scheduled retry (a task put back because its
 * endpoint already has its share of attempts in flight), due `delayMs` from now: the topic of the
 * shortest wait (`scheduleMs[i]` is the wait of RETRY_TOPICS[i]) that is at least `delayMs`, so it
 * never holds up a scheduled retry published behind it on that topic (it may itself wait behind the
 * records before it, up to that wait). A delay longer than every wait is cut to the longest.
 */
export function putBackTopic(delayMs: number, scheduleMs: readonly number[]): { topic: string; delayMs: number } {
  let best = -1;
  scheduleMs.forEach((wait, i) => {
    if (wait >= delayMs && (best === -1 || wait < scheduleMs[best]!)) best = i;
  });
  if (best === -1) {
    const longest = Math.max(...scheduleMs);
    return { topic: RETRY_TOPICS[scheduleMs.indexOf(longest)]!, delayMs: longest };
  }
  return { topic: RETRY_TOPICS[best]!, delayMs: Math.max(0, delayMs) };
}

export interface TaskInit {
  endpointId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  envelope: string;
  dueAt: Date;
  lastError: string;
  /** When the task first fell due (FIRST_DUE_AT_HEADER); default `dueAt`. Set on a put-back task. */
  firstDueAt?: Date;
}

export function encodeTask(t: TaskInit): Buffer {
  return Buffer.from(
    toBinary(
      DeliveryTaskSchema,
      create(DeliveryTaskSchema, {
        endpointId: t.endpointId,
        eventId: t.eventId,
        eventType: t.eventType,
        attempt: t.attempt,
        envelope: t.envelope,
        dueAt: timestampFromDate(t.dueAt),
        lastError: t.lastError,
      }),
    ),
  );
}

export function decodeTask(value: Buffer): DeliveryTask {
  return fromBinary(DeliveryTaskSchema, value);
}

/** Where failed attempts go next; an interface so the pipeline can be tested without Kafka. */
export interface TaskQueue {
  scheduleRetry(task: TaskInit): Promise<void>;
  /** The task again, not attempted yet, on the retry topic `topic` (see putBackTopic). */
  putBack(task: TaskInit, topic: string): Promise<void>;
  deadLetter(task: TaskInit): Promise<void>;
}

/**
 * Publishes delivery tasks with the due time in a header (and the event id, the schema version and
 * the W3C trace context, like every Warden record), keyed by endpoint id. Concurrent tasks of one
 * endpoint and topic share a send (KeyedProducer.sendCoalesced): a burst fanned out to an endpoint
 * is one produce request, not one per task, and its retry consumer gets the burst in one fetch.
 */
export class KafkaTaskQueue extends KeyedProducer implements TaskQueue {
  constructor(kafka: Kafka) {
    super(kafka, { maxInFlightRequests: 5 });
  }

  scheduleRetry(task: TaskInit): Promise<void> {
    return this.sendTask(retryTopicFor(task.attempt), task);
  }

  putBack(task: TaskInit, topic: string): Promise<void> {
    if (!(RETRY_TOPICS as readonly string[]).includes(topic)) throw new RangeError(`${topic} is not a retry topic`);
    return this.sendTask(topic, task);
  }

  deadLetter(task: TaskInit): Promise<void> {
    return this.sendTask(DEAD_LETTER_TOPIC, task);
  }

  private async sendTask(topic: string, task: TaskInit): Promise<void> {
    await this.sendCoalesced(topic, task.endpointId, [
      { key: task.endpointId, value: encodeTask(task), headers: { ...taskHeaders(task), ...injectTraceHeaders() } },
    ]);
  }
}

/** The headers of a task's record (besides the trace context). */
export function taskHeaders(task: TaskInit): Record<string, string> {
  return {
    "event-id": task.eventId,
    [DUE_AT_HEADER]: String(task.dueAt.getTime()),
    [FIRST_DUE_AT_HEADER]: String((task.firstDueAt ?? task.dueAt).getTime()),
    "schema-version": SCHEMA_VERSION,
    "content-type": `application/x-protobuf; proto=${DeliveryTaskSchema.typeName}`,
  };
}
