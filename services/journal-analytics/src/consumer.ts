import { fromBinary } from "@bufbuild/protobuf";
import { ChatEventSchema, DecisionSchema } from "@warden/proto";
import {
  headerString,
  NonRetryableError,
  runConsumer,
  TOPICS,
  type ConsumerHandle,
  type Decoder,
  type IHeaders,
  type Kafka,
  type RetryPolicy,
} from "@warden/kafka";
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
 * A record whose `schema-version` header (the publishers set SCHEMA_VERSION) is not a version number is refused. A newer
 * version is read: its protobuf is a superset of this build's (fields are only added; an incompatible change gets a
 * topic of its own, `*.v2`), so a publisher upgraded before this consumer in a rolling upgrade loses nothing, and what
 * this build cannot read in it (an enum value it does not know) is refused by the conversion. A record without the
 * header is read as this version.
 */
function refuseMalformedSchemaVersion(headers: IHeaders): void {
  const version = headerString(headers["schema-version"]);
  if (version !== undefined && !/^[1-9]\d{0,8}$/.test(version)) throw new NonRetryableError(`schema version ${JSON.stringify(version)} is no version number`);
}

/**
 * A record dated before the retention window (see Partitions.retainedSince) cannot be journaled: its month is dropped,
 * or about to be. Refused, so that it is dead-lettered where an operator sees it (a producer writing 0, or seconds as
 * milliseconds, into a time), not skipped as if journaled. Kafka keeps records for days and the window is at least a
 * month, so a record the bot or the gateway wrote, redelivered late, is inside it: it is journaled.
 */
function refuseBeforeRetention(at: Date, store: JournalStore, what: string): void {
  const since = store.retainedSince();
  if (at < since) throw new NonRetryableError(`${what} dated ${at.toISOString()}, before the retention window (since ${since.toISOString()})`);
}

/**
 * Records are converted to rows while decoding: a record that cannot be journaled (a malformed schema version; no id, a
 * known verdict, source or action, or a time; a time that is no date, lies in the future or before the retention
 * window; an id past 2^53: see convert.ts) is refused as non-retryable and goes to the dead-letter topic, not silently
 * dropped.
 */
function decisionRows(store: JournalStore): Decoder<DecisionRow> {
  return (value, { headers }) => {
    refuseMalformedSchemaVersion(headers);
    const row = decisionToRow(fromBinary(DecisionSchema, value), headerString(headers["event-id"]));
    if (!row) throw new NonRetryableError("decision without id, a known verdict, source or action, a plausible time or exact ids");
    refuseBeforeRetention(row.createdAt, store, "decision");
    return row;
  };
}

function chatEventRows(store: JournalStore): Decoder<ChatEventRow> {
  return (value, { headers }) => {
    refuseMalformedSchemaVersion(headers);
    const row = chatEventToRow(fromBinary(ChatEventSchema, value), headerString(headers["event-id"]));
    if (!row)
      throw new NonRetryableError(
        "chat event without id, kind, group, a plausible time, exact ids, a migration's new group id or a report's message and label",
      );
    // A migration is applied whatever its time (it stores nothing dated).
    if (row.kind !== "migrate") refuseBeforeRetention(row.occurredAt, store, "chat event");
    return row;
  };
}

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
  return startRowConsumer(opts, { groupId: DECISIONS_GROUP, topics: [TOPICS.decisions, TOPICS.apiDecisions] }, decisionRows(opts.store), (rows) =>
    opts.store.insertDecisions(rows),
  );
}

/** Consumes chat events into the daily counters; idempotent by event id (a redelivery counts nothing). */
export function startChatEventConsumer(opts: ConsumerOptions): ConsumerHandle {
  return startRowConsumer(opts, { groupId: CHAT_EVENTS_GROUP, topics: [TOPICS.chatEvents] }, chatEventRows(opts.store), (rows) =>
    opts.store.insertChatEvents(rows),
  );
}
