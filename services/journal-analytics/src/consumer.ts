import { fromBinary } from "@bufbuild/protobuf";
import { ChatEventSchema, DecisionSchema } from "@warden/proto";
import { headerString, NonRetryableError, runConsumer, TOPICS, type ConsumerHandle, type Decoder, type Kafka, type RetryPolicy } from "@warden/kafka";
import type { Logger, Registry } from "@warden/telemetry";
import { chatEventToRow, decisionToRow } from "./convert.js";
import type { ChatEventRow, DecisionRow, JournalStore } from "./store.js";

export const DECISIONS_GROUP = "journal-analytics.decisions";
export const CHAT_EVENTS_GROUP = "journal-analytics.chat-events";

export interface ConsumerOptions {
  kafka: Kafka;
  store: JournalStore;
  logger: Logger;
  /** Registry for the consumer's metrics (consumers of one process share its series, labelled by group). */
  registry?: Registry;
  groupId?: string;
  sessionTimeout?: number;
  maxWaitTimeInMs?: number;
  retry?: Partial<RetryPolicy>;
}

/**
 * Records are converted to rows while decoding: a record that cannot be journaled (no id, verdict
 * or time, a time that is no date or lies in the future, or an id past 2^53: see convert.ts) is refused as non-retryable and goes to the dead-letter topic, not silently dropped.
 */
const decisionRows: Decoder<DecisionRow> = (value, { headers }) => {
  const row = decisionToRow(fromBinary(DecisionSchema, value), headerString(headers["event-id"]));
  if (!row) throw new NonRetryableError("decision without id, verdict, a plausible time or exact ids");
  return row;
};

const chatEventRows: Decoder<ChatEventRow> = (value, { headers }) => {
  const row = chatEventToRow(fromBinary(ChatEventSchema, value), headerString(headers["event-id"]));
  if (!row)
    throw new NonRetryableError("chat event without id, kind, group, a plausible time, exact ids, a migration's new group id or a report's message and label");
  return row;
};

/** One consumer of rows: the shared options, its topic and group, and what a batch of rows does. */
function startRowConsumer<R>(
  opts: ConsumerOptions,
  defaults: { groupId: string; topics: string[] },
  decode: Decoder<R>,
  write: (rows: R[]) => Promise<unknown>,
): ConsumerHandle {
  return runConsumer({
    kafka: opts.kafka,
    groupId: opts.groupId ?? defaults.groupId,
    topics: defaults.topics,
    decode,
    logger: opts.logger,
    registry: opts.registry,
    sessionTimeout: opts.sessionTimeout,
    maxWaitTimeInMs: opts.maxWaitTimeInMs,
    retry: opts.retry,
    handleBatch: async (records) => {
      await write(records.map((r) => r.message));
    },
  });
}

/**
 * Consumes moderation decisions, the bot's and the API checks', into the journal (and the
 * spam-blocked counters); idempotent by event id.
 */
export function startDecisionConsumer(opts: ConsumerOptions): ConsumerHandle {
  return startRowConsumer(opts, { groupId: DECISIONS_GROUP, topics: [TOPICS.decisions, TOPICS.apiDecisions] }, decisionRows, (rows) =>
    opts.store.insertDecisions(rows),
  );
}

/** Consumes chat events into the daily counters; idempotent by event id (a redelivery counts nothing). */
export function startChatEventConsumer(opts: ConsumerOptions): ConsumerHandle {
  return startRowConsumer(opts, { groupId: CHAT_EVENTS_GROUP, topics: [TOPICS.chatEvents] }, chatEventRows, (rows) => opts.store.insertChatEvents(rows));
}
