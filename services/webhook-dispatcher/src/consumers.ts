/**
 * The dispatcher's two consumer groups.
 *
 * - Events (moderation.decisions.v1, chat.events.v1): maps each record to a webhook event and fans
 *   it out (attempt 1).
 * - Retries (webhooks.retry.*.v1): makes the attempt a task asks for once it is due. A partition
 *   whose head record is not due yet is paused until it is (kafkajs pause + a timer that resumes
 *   it): no handler sleeps, the consumer keeps fetching other partitions and heartbeating, so no
 *   session times out and no rebalance happens.
 *
 * Offsets are resolved only for records whose outcome is durable (attempt recorded, follow-up
 * published) and committed after that; a failure makes kafkajs fetch from the last resolved
 * offset again. Handlers are idempotent (attempts are claimed in the database).
 */
import { fromBinary } from "@bufbuild/protobuf";
import { TOPICS, type Consumer, type Kafka } from "@warden/kafka";
import { ChatEventSchema, DecisionSchema } from "@warden/proto";
import { extractTraceContext, withSpan, type Logger } from "@warden/telemetry";
import { settleAll, type WebhookDispatcher } from "./dispatch.js";
import { eventFromChatEvent, eventFromDecision, isSkipped, type Skipped, type WebhookEvent } from "./events.js";
import type { DispatcherMetrics } from "./metrics.js";
import { decodeTask, DUE_AT_HEADER, RETRY_TOPICS } from "./retry-topics.js";

export const EVENTS_GROUP = "webhook-dispatcher.events";
export const RETRY_GROUP = "webhook-dispatcher.retries";

export interface ConsumerHandle {
  stop(): Promise<void>;
  isRunning(): boolean;
}

interface KafkaMessage {
  offset: string;
  value: Buffer | null;
  headers?: Record<string, Buffer | string | (Buffer | string)[] | undefined>;
}

export interface ConsumerOptions {
  kafka: Kafka;
  dispatcher: Pick<WebhookDispatcher, "fanOut" | "runTask">;
  logger: Logger;
  metrics?: DispatcherMetrics;
  groupId?: string;
  sessionTimeout?: number;
  maxWaitTimeInMs?: number;
  /** Records processed at once per partition. */
  chunkSize?: number;
  partitionsConsumedConcurrently?: number;
}

function header(m: KafkaMessage, name: string): string | undefined {
  const v = m.headers?.[name];
  const first = Array.isArray(v) ? v[0] : v;
  return first === undefined ? undefined : first.toString();
}

async function startConsumer(
  opts: ConsumerOptions,
  groupId: string,
  topics: string[],
  eachBatch: (consumer: Consumer) => Parameters<Consumer["run"]>[0],
): Promise<ConsumerHandle & { consumer: Consumer }> {
  const consumer = opts.kafka.consumer({
    groupId,
    sessionTimeout: opts.sessionTimeout ?? 30_000,
    heartbeatInterval: Math.min(1_000, Math.floor((opts.sessionTimeout ?? 30_000) / 4)),
    maxWaitTimeInMs: opts.maxWaitTimeInMs ?? 500,
    allowAutoTopicCreation: false,
    retry: { initialRetryTime: 200, retries: 10, maxRetryTime: 5_000 },
  });
  let running = false;
  consumer.on(consumer.events.CRASH, (e) => {
    running = false;
    opts.logger.error({ err: e.payload.error, restart: e.payload.restart, group: groupId }, "consumer crashed");
  });
  consumer.on(consumer.events.GROUP_JOIN, () => {
    running = true;
  });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });
  await consumer.run(eachBatch(consumer));
  running = true;
  return {
    consumer,
    async stop() {
      running = false;
      await consumer.disconnect();
    },
    isRunning: () => running,
  };
}

/** Consumes decisions and chat events and fans each webhook event out to its endpoints. */
export async function startEventConsumer(opts: ConsumerOptions): Promise<ConsumerHandle> {
  const chunk = opts.chunkSize ?? 16;
  const toEvent = (topic: string, m: KafkaMessage): WebhookEvent | Skipped => {
    if (!m.value) return { skipped: "empty record" };
    try {
      if (topic === TOPICS.decisions) return eventFromDecision(fromBinary(DecisionSchema, m.value));
      if (topic === TOPICS.chatEvents) return eventFromChatEvent(fromBinary(ChatEventSchema, m.value));
      return { skipped: `unexpected topic ${topic}` };
    } catch (err) {
      opts.logger.error({ err, topic, offset: m.offset }, "skipping undecodable record");
      return { skipped: "undecodable" };
    }
  };
  return startConsumer(opts, opts.groupId ?? EVENTS_GROUP, [TOPICS.decisions, TOPICS.chatEvents], () => ({
    autoCommit: true,
    eachBatchAutoResolve: false,
    partitionsConsumedConcurrently: opts.partitionsConsumedConcurrently ?? 4,
    eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale }) => {
      const messages = batch.messages as KafkaMessage[];
      for (let i = 0; i < messages.length; i += chunk) {
        if (!isRunning() || isStale()) return;
        const part = messages.slice(i, i + chunk);
        await settleAll(
          part.map(async (m) => {
            const event = toEvent(batch.topic, m);
            if (isSkipped(event)) return;
            // The producer's trace continues here (and into the retry topics).
            await withSpan(
              `${batch.topic} process`,
              { "messaging.system": "kafka", "messaging.destination.name": batch.topic, "webhook.event_id": event.id, "webhook.event_type": event.type },
              () => opts.dispatcher.fanOut(event),
              extractTraceContext(m.headers),
            );
          }),
        );
        const last = part[part.length - 1]!;
        resolveOffset(last.offset);
        await commitOffsetsIfNecessary();
        await heartbeat();
        opts.metrics?.consumerLag.set({ topic: batch.topic, partition: String(batch.partition) }, Math.max(0, Number(batch.highWatermark) - Number(last.offset) - 1));
      }
    },
  }));
}

/**
 * Consumes the retry topics: processes the due prefix of a batch, then pauses the partition until
 * its head record is due.
 */
export async function startRetryConsumer(opts: ConsumerOptions & { now?: () => number }): Promise<ConsumerHandle> {
  const chunk = opts.chunkSize ?? 16;
  const now = opts.now ?? Date.now;
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const dueAt = (m: KafkaMessage): number => {
    const h = Number(header(m, DUE_AT_HEADER));
    return Number.isFinite(h) ? h : 0;
  };

  const handle = await startConsumer(opts, opts.groupId ?? RETRY_GROUP, [...RETRY_TOPICS], () => ({
    autoCommit: true,
    eachBatchAutoResolve: false,
    partitionsConsumedConcurrently: opts.partitionsConsumedConcurrently ?? 5,
    eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale, pause }) => {
      const messages = batch.messages as KafkaMessage[];
      const key = `${batch.topic}:${batch.partition}`;
      let i = 0;
      while (i < messages.length) {
        if (!isRunning() || isStale() || stopped) return;
        const t = now();
        const due: KafkaMessage[] = [];
        while (i < messages.length && due.length < chunk && dueAt(messages[i]!) <= t) due.push(messages[i++]!);
        if (due.length === 0) {
          // The head is not due: stop fetching this partition until it is. Its offset stays
          // unresolved, so the next fetch after resume starts with it.
          const wait = Math.max(1, dueAt(messages[i]!) - t);
          const resume = pause();
          clearTimeout(timers.get(key));
          timers.set(
            key,
            setTimeout(() => {
              timers.delete(key);
              resume();
            }, wait),
          );
          return;
        }
        await settleAll(
          due.map(async (m) => {
            if (!m.value) return;
            let task;
            try {
              task = decodeTask(m.value);
            } catch (err) {
              opts.metrics?.dropped.inc({ reason: "undecodable" });
              opts.logger.error({ err, topic: batch.topic, offset: m.offset }, "skipping undecodable delivery task");
              return;
            }
            opts.metrics?.retryDelay.observe({ topic: batch.topic }, Math.max(0, now() - dueAt(m)) / 1000);
            await withSpan(
              `${batch.topic} process`,
              { "messaging.system": "kafka", "messaging.destination.name": batch.topic, "webhook.event_id": task.eventId, "webhook.attempt": task.attempt },
              () => opts.dispatcher.runTask(task),
              extractTraceContext(m.headers),
            );
          }),
        );
        const last = due[due.length - 1]!;
        resolveOffset(last.offset);
        await commitOffsetsIfNecessary();
        await heartbeat();
        opts.metrics?.consumerLag.set({ topic: batch.topic, partition: String(batch.partition) }, Math.max(0, Number(batch.highWatermark) - Number(last.offset) - 1));
      }
    },
  }));

  return {
    isRunning: handle.isRunning,
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      await handle.stop();
    },
  };
}
