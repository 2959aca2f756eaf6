import { ChatEventSchema, DecisionSchema } from "@warden/proto";
import { runConsumer, TOPICS, type ConsumerHandle, type Kafka } from "@warden/kafka";
import type { Logger, Registry } from "@warden/telemetry";
import { chatEventToRow, decisionToRow } from "./convert.js";
import type { ChatEventRow, DecisionRow, JournalStore } from "./store.js";

export interface ConsumerOptions {
  kafka: Kafka;
  store: JournalStore;
  logger: Logger;
  /** Registry for the consumer's metrics (consumers of one process share its series, labelled by group). */
  registry?: Registry;
  groupId?: string;
  sessionTimeout?: number;
  maxWaitTimeInMs?: number;
}

/** Consumes moderation decisions into the journal (and the spam-blocked counters); idempotent by event id. */
export function startDecisionConsumer(opts: ConsumerOptions): Promise<ConsumerHandle> {
  return runConsumer({
    kafka: opts.kafka,
    groupId: opts.groupId ?? "journal-analytics.decisions",
    topics: [TOPICS.decisions],
    schema: DecisionSchema,
    logger: opts.logger,
    registry: opts.registry,
    sessionTimeout: opts.sessionTimeout,
    maxWaitTimeInMs: opts.maxWaitTimeInMs,
    handleBatch: async (records) => {
      const rows: DecisionRow[] = [];
      for (const r of records) {
        const row = decisionToRow(r.message, r.eventId);
        if (row) rows.push(row);
        else opts.logger.error({ topic: r.topic, partition: r.partition, offset: r.offset }, "skipping decision without id, verdict or time");
      }
      await opts.store.insertDecisions(rows);
    },
  });
}

/** Consumes chat events into the daily counters; idempotent by event id (a redelivery counts nothing). */
export function startChatEventConsumer(opts: ConsumerOptions): Promise<ConsumerHandle> {
  return runConsumer({
    kafka: opts.kafka,
    groupId: opts.groupId ?? "journal-analytics.chat-events",
    topics: [TOPICS.chatEvents],
    schema: ChatEventSchema,
    logger: opts.logger,
    registry: opts.registry,
    sessionTimeout: opts.sessionTimeout,
    maxWaitTimeInMs: opts.maxWaitTimeInMs,
    handleBatch: async (records) => {
      const rows: ChatEventRow[] = [];
      for (const r of records) {
        const row = chatEventToRow(r.message, r.eventId);
        if (row) rows.push(row);
        else opts.logger.error({ topic: r.topic, partition: r.partition, offset: r.offset }, "skipping chat event without id, kind, group or time");
      }
      await opts.store.insertChatEvents(rows);
    },
  });
}
