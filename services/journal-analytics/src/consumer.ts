import { DecisionSchema } from "@warden/proto";
import { runConsumer, TOPICS, type ConsumerHandle, type Kafka } from "@warden/kafka";
import type { Logger, Registry } from "@warden/telemetry";
import { decisionToRow } from "./convert.js";
import type { DecisionRow, JournalStore } from "./store.js";

/** Consumes moderation decisions into the journal; idempotent by event id. */
export function startDecisionConsumer(opts: {
  kafka: Kafka;
  store: JournalStore;
  logger: Logger;
  registry?: Registry;
  groupId?: string;
  sessionTimeout?: number;
  maxWaitTimeInMs?: number;
}): Promise<ConsumerHandle> {
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
