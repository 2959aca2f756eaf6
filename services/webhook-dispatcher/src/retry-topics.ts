/**
 * The retry topics: attempt n+1 of a failed delivery waits on the topic of its delay. Every record
 * of a topic waits the same delay, so within a partition records fall due in offset order and a
 * consumer only ever waits for the head of a partition.
 */
import { create, fromBinary, toBinary } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { KeyedProducer, SCHEMA_VERSION, TOPICS, type Kafka } from "@warden/kafka";
import { DeliveryTaskSchema, type DeliveryTask } from "@warden/proto";
import { injectTraceHeaders } from "@warden/telemetry";

/** Topics of the waits before attempts 2..6 (1m, 5m, 30m, 2h, 6h by default). */
export const RETRY_TOPICS = ["webhooks.retry.1m.v1", "webhooks.retry.5m.v1", "webhooks.retry.30m.v1", "webhooks.retry.2h.v1", "webhooks.retry.6h.v1"] as const;
export const DEAD_LETTER_TOPIC = TOPICS.dead;
export const MAX_ATTEMPTS = RETRY_TOPICS.length + 1;
export const DUE_AT_HEADER = "due-at";

/**
 * The retry topic that holds attempt `attempt` (2..6); attempt 1 of an endpoint that is failing
 * (sent due at once, instead of inline: WebhookDispatcher.fanOut) waits on the first.
 */
export function retryTopicFor(attempt: number): string {
  const topic = RETRY_TOPICS[attempt === 1 ? 0 : attempt - 2];
  if (!topic) throw new RangeError(`no retry topic for attempt ${attempt}`);
  return topic;
}

export interface TaskInit {
  endpointId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  envelope: string;
  dueAt: Date;
  lastError: string;
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
  deadLetter(task: TaskInit): Promise<void>;
}

/**
 * Publishes delivery tasks with the due time in a header (and the event id, the schema version and
 * the W3C trace context, like every Warden record). One record per send through KeyedProducer,
 * keyed by endpoint id.
 */
export class KafkaTaskQueue extends KeyedProducer implements TaskQueue {
  constructor(kafka: Kafka) {
    super(kafka, { maxInFlightRequests: 5 });
  }

  scheduleRetry(task: TaskInit): Promise<void> {
    return this.sendTask(retryTopicFor(task.attempt), task);
  }

  deadLetter(task: TaskInit): Promise<void> {
    return this.sendTask(DEAD_LETTER_TOPIC, task);
  }

  private async sendTask(topic: string, task: TaskInit): Promise<void> {
    await this.send(topic, [
      {
        key: task.endpointId,
        value: encodeTask(task),
        headers: {
          "event-id": task.eventId,
          [DUE_AT_HEADER]: String(task.dueAt.getTime()),
          "schema-version": SCHEMA_VERSION,
          "content-type": `application/x-protobuf; proto=${DeliveryTaskSchema.typeName}`,
          ...injectTraceHeaders(),
        },
      },
    ]);
  }
}
