/**
 * The one consumer loop every Warden consumer runs (journal-analytics, the webhook dispatcher's
 * event and retry topics, the bot's notifications).
 *
 * - Records are handed over in chunks (`handleBatch`, all or nothing) or one by one (`handle`, up
 *   to `chunkSize` at once in a window over the partition: a record that takes long holds one place
 *   of the window, and the records behind it go on in the others). An offset is resolved and
 *   committed only once every record up to it has an outcome that is durable: processed, produced
 *   to the dead-letter topic, or (Kafka refusing even its smallest dead letter, below) logged and
 *   skipped.
 * - A failed record is tried again with exponential backoff up to `retry.maxAttempts` times in
 *   all (a failed chunk is first split into single records, so one bad record never holds back
 *   the others); a non-retryable failure skips the retries. Then the record goes to
 *   `deadLetterTopicOf(topic)` with the error in headers, and the partition moves on. Producing
 *   the dead letter is tried until Kafka takes it (an outage is waited out), except when Kafka
 *   refuses the record itself (too large, invalid): DeadLetterWriter then sends it without its
 *   value (and its own headers), and if even that is refused the record is logged as an error,
 *   counted (outcome dead_letter_refused) and skipped. No wait makes a refused record pass, and
 *   the alternative is a partition stalled for good.
 * - A failure that says a dependency is down does not spend attempts: the consumer waits (with the
 *   same backoff, capped) and tries again, so an outage never dead-letters healthy records.
 * - `notBefore` holds records back until a time they carry (the dispatcher's retry topics): a
 *   partition whose head record is not due is paused until it is, or for MAX_PAUSE_MS at most, after
 *   which the head is fetched and examined again; nothing sleeps in a handler, the consumer keeps
 *   fetching other partitions and heartbeating.
 * - Start-up never blocks: the group join (3 s on the mock, up to a session timeout after a crash)
 *   happens in the background, `isRunning()` is true while the consumer is a member, `hasJoinedOnce()`
 *   once it has been one, and a consumer that crashes is started again.
 * - Resolved offsets are committed as records get their outcome (every COMMIT_INTERVAL_MS at most), not only
 *   when a fetched batch ends; records that finish while `stop()` drains are resolved and committed too.
 * - `warden_kafka_consumer_lag` is the distance from the partition's next unresolved record to the high
 *   watermark of its last fetch: set when a batch starts and as offsets resolve, so a partition stalled on its
 *   head shows the records waiting behind it.
 */
import { context, type Link, SpanKind, trace } from "@opentelemetry/api";
import { withSpanOptions, type Logger, type Registry } from "@warden/telemetry";
import type { EachBatchPayload, IHeaders, Kafka, KafkaMessage } from "kafkajs";
import { headerString } from "../client.js";
import { DeadLetterWriter } from "../dead-letter.js";
import { backoffMs, classifyFailure, DEFAULT_RETRY_POLICY, errorClassOf, isRecordRejected, type FailureKind, type RetryPolicy } from "../failures.js";
import { CONSUMED_OUTCOMES, consumerMetrics, type ConsumerMetrics } from "../metrics.js";
import { abortableSleep } from "./abort.js";
import { superviseGroup } from "./group.js";
import { decodeRecord, type ConsumedRecord, type Decoder } from "./records.js";

export interface ConsumerHandle {
  /** The consumer group. */
  readonly group: string;
  stop(): Promise<void>;
  /** True while the consumer is a member of its group and fetching (false through a crash and the re-join after it). */
  isRunning(): boolean;
  /** True once the consumer has joined its group, and from then on: what readiness asks (see consumersJoinedOnce). */
  hasJoinedOnce(): boolean;
}

interface CommonOptions<T> {
  kafka: Kafka;
  groupId: string;
  topics: string[];
  decode: Decoder<T>;
  logger: Logger;
  registry?: Registry;
  /** Retries of a failing record before it is dead-lettered (default 5 attempts, 100 ms doubling to 5 s). */
  retry?: Partial<RetryPolicy>;
  /** Overrides the default failure classification (see failures.ts). */
  classify?: (err: unknown) => FailureKind;
  /** Epoch ms before which a record must not be handled (its partition pauses until then). */
  notBefore?: (headers: IHeaders) => number | undefined;
  /** Records handed over at once per partition (default: the whole fetched batch for handleBatch; for handle, records in flight at once: 16). */
  chunkSize?: number;
  partitionsConsumedConcurrently?: number;
  fromBeginning?: boolean;
  sessionTimeout?: number;
  maxWaitTimeInMs?: number;
  now?: () => number;
}

/**
 * A consumer's defaults: a fetch waits at most `maxWaitTimeInMs` for records (so a record is
 * handed over within about that long of its arrival), and a member that stops heartbeating keeps
 * its partitions for `sessionTimeoutMs`. The API document states the journal's delay from them.
 */
export const CONSUMER_DEFAULTS = { maxWaitTimeInMs: 500, sessionTimeoutMs: 30_000 } as const;

export type RunConsumerOptions<T> = CommonOptions<T> &
  (
    | { handleBatch: (records: ConsumedRecord<NoInfer<T>>[]) => Promise<void>; handle?: never }
    | { handle: (record: ConsumedRecord<NoInfer<T>>) => Promise<void>; handleBatch?: never }
  );

/** Longest single sleep between two heartbeats while a record waits for its next attempt. */
const HEARTBEAT_SLICE_MS = 500;

/**
 * Longest pause of a partition whose head record is not due; then the head is fetched and examined
 * again (and pauses again if still not due). Node fires a timer of more than 2^31-1 ms (~24.8 days)
 * after 1 ms: a far not-before would resume, refetch and pause its partition in a loop.
 */
const MAX_PAUSE_MS = 3_600_000;

type Outcome = "ok" | "aborted";

/** A record and, once it failed, the failures spent on it. */
interface Pending<T> {
  raw: KafkaMessage;
  record?: ConsumedRecord<T>;
  error?: unknown;
  attempts: number;
}

/**
 * Starts a consumer group and returns at once; see the file comment for the semantics. Handlers
 * must be idempotent: a record is handled again after a crash between its outcome and the commit.
 */
export function runConsumer<T>(opts: RunConsumerOptions<T>): ConsumerHandle {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...opts.retry };
  const classify = opts.classify ?? classifyFailure;
  const now = opts.now ?? Date.now;
  const group = opts.groupId;
  const metrics: ConsumerMetrics | undefined = opts.registry ? consumerMetrics(opts.registry) : undefined;
  const deadLetters = new DeadLetterWriter(opts.kafka);
  const sessionTimeout = opts.sessionTimeout ?? CONSUMER_DEFAULTS.sessionTimeoutMs;
  const perRecord = opts.handle !== undefined;
  const chunkSize = opts.chunkSize ?? (perRecord ? 16 : Number.MAX_SAFE_INTEGER);
  const stopController = new AbortController();
  const resumeTimers = new Map<string, NodeJS.Timeout>();

  const stopped = () => stopController.signal.aborted;
  const alive = (p: EachBatchPayload) => !stopped() && p.isRunning() && !p.isStale();

  /** Sleeps ms (heartbeating); false when the consumer stops or loses the partition meanwhile. */
  const wait = async (ms: number, p: EachBatchPayload): Promise<boolean> => {
    const end = Date.now() + ms;
    for (;;) {
      if (!alive(p)) return false;
      const left = end - Date.now();
      if (left <= 0) return true;
      await abortableSleep(Math.min(left, HEARTBEAT_SLICE_MS), stopController.signal);
      if (!alive(p)) return false;
      await p.heartbeat();
    }
  };

  const decode = (topic: string, partition: number, m: KafkaMessage): Pending<T> => {
    try {
      return { raw: m, record: decodeRecord(topic, partition, m, opts.decode), attempts: 0 };
    } catch (error) {
      return { raw: m, error, attempts: 1 };
    }
  };

  const inSpan = (topic: string, records: ConsumedRecord<T>[], run: () => Promise<void>): Promise<void> =>
    withSpanOptions(
      `${topic} process`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          "messaging.system": "kafka",
          "messaging.destination.name": topic,
          "messaging.consumer.group.name": group,
          "messaging.batch.message_count": records.length,
          ...(records.length === 1
            ? { "messaging.kafka.offset": Number(records[0]!.offset), ...(records[0]!.eventId ? { "messaging.message.id": records[0]!.eventId } : {}) }
            : {}),
        },
        // A batch continues the trace of its first record; each other record's trace is linked (when it has one), so
        // the decision of any request leads to the span that stored it. At most the SDK's limit of links are kept.
        ...(records.length > 1 ? { links: linksOf(records.slice(1)) } : {}),
      },
      run,
      records[0]?.traceContext ?? context.active(),
      "warden-kafka",
    );

  const handleOne = (r: ConsumedRecord<T>): Promise<void> => inSpan(r.topic, [r], () => (perRecord ? opts.handle!(r) : opts.handleBatch!([r])));

  /**
   * Produces a record to its dead-letter topic, trying until Kafka takes it (or the partition is
   * lost). Kafka refusing even the smallest dead letter is the one failure not tried again: no wait
   * makes it pass, so the record is logged, counted and skipped rather than stall its partition.
   */
  const deadLetter = async (p: EachBatchPayload, item: Pending<T>, retryable: boolean): Promise<Outcome> => {
    const { topic, partition } = p.batch;
    const where = { group, topic, partition, offset: item.raw.offset, event_id: headerString(item.raw.headers?.["event-id"]) };
    for (let tries = 1; ; tries++) {
      try {
        const { topic: to, omitted } = await deadLetters.write({
          sourceTopic: topic,
          partition,
          message: item.raw,
          group,
          error: item.error,
          retryable,
          attempts: item.attempts,
          failedAt: new Date(now()),
        });
        metrics?.deadLettered.inc({ group, topic });
        metrics?.consumed.inc({ group, topic, outcome: CONSUMED_OUTCOMES.deadLettered });
        opts.logger.error(
          { err: item.error, ...where, attempts: item.attempts, dead_letter_topic: to, ...(omitted === "none" ? {} : { dead_letter_omitted: omitted }) },
          "record dead-lettered",
        );
        return "ok";
      } catch (err) {
        if (isRecordRejected(err)) {
          metrics?.consumed.inc({ group, topic, outcome: CONSUMED_OUTCOMES.deadLetterRefused });
          opts.logger.error(
            { err: item.error, ...where, attempts: item.attempts, dead_letter_refusal: `${errorClassOf(err)}: ${(err as Error).message}` },
            "dead letter refused by Kafka; record skipped",
          );
          return "ok";
        }
        opts.logger.warn({ err, group, topic, partition, offset: item.raw.offset, tries }, "dead-letter produce failed; trying again");
        if (!(await wait(backoffMs(policy, tries), p))) return "aborted";
      }
    }
  };

  /** Tries one failed record again until it succeeds, runs out of attempts, or the partition is lost. */
  const settle = async (p: EachBatchPayload, item: Pending<T>): Promise<Outcome> => {
    let unavailableWaits = 0;
    for (;;) {
      const kind = classify(item.error);
      if (kind === "non_retryable" || !item.record) return deadLetter(p, item, false);
      let pause: number;
      if (kind === "unavailable") {
        // Not the record's fault: wait for the dependency without spending an attempt.
        item.attempts = Math.max(0, item.attempts - 1);
        unavailableWaits++;
        pause = backoffMs(policy, unavailableWaits);
        if (unavailableWaits === 1 || unavailableWaits % 10 === 0) {
          opts.logger.warn(
            { err: item.error, group, topic: p.batch.topic, partition: p.batch.partition, offset: item.raw.offset, waits: unavailableWaits },
            "a dependency is unavailable; waiting",
          );
        }
      } else {
        if (item.attempts >= policy.maxAttempts) return deadLetter(p, item, true);
        pause = backoffMs(policy, item.attempts);
      }
      if (!(await wait(pause, p))) return "aborted";
      metrics?.retries.inc({ group, topic: p.batch.topic });
      try {
        await handleOne(item.record);
        metrics?.consumed.inc({ group, topic: p.batch.topic, outcome: CONSUMED_OUTCOMES.ok });
        if (item.attempts > 0)
          opts.logger.info(
            { group, topic: p.batch.topic, partition: p.batch.partition, offset: item.raw.offset, attempts: item.attempts + 1 },
            "record processed after retries",
          );
        return "ok";
      } catch (err) {
        item.error = err;
        item.attempts++;
      }
    }
  };

  /** Gives every record of a chunk an outcome; "aborted" leaves the chunk unresolved. */
  const processChunk = async (p: EachBatchPayload, chunk: KafkaMessage[]): Promise<Outcome> => {
    const { topic, partition } = p.batch;
    const items = chunk.map((m) => decode(topic, partition, m));
    const decoded = items.filter((i): i is Pending<T> & { record: ConsumedRecord<T> } => i.record !== undefined);
    if (decoded.length > 0) {
      // All or nothing. A dependency outage is waited out as a whole; any other failure splits the
      // chunk into single records so that the one at fault is found (the others succeed again:
      // handlers are idempotent).
      for (let waits = 1; ; waits++) {
        try {
          await inSpan(
            topic,
            decoded.map((i) => i.record),
            () => opts.handleBatch!(decoded.map((i) => i.record)),
          );
          metrics?.consumed.inc({ group, topic, outcome: CONSUMED_OUTCOMES.ok }, decoded.length);
          break;
        } catch (err) {
          if (decoded.length > 1 && classify(err) !== "unavailable") {
            // A whole fetched batch, record by record, can take longer than the session timeout: heartbeat between
            // records (kafkajs sends one at most every heartbeatInterval), or the group would rebalance and the next
            // owner start the batch over.
            for (const i of decoded) {
              if (!alive(p)) return "aborted";
              await p.heartbeat();
              try {
                await handleOne(i.record);
                metrics?.consumed.inc({ group, topic, outcome: CONSUMED_OUTCOMES.ok });
              } catch (e) {
                i.error = e;
                i.attempts = 1;
              }
            }
            break;
          }
          if (decoded.length === 1) {
            decoded[0]!.error = err;
            decoded[0]!.attempts = 1;
            break;
          }
          if (waits === 1 || waits % 10 === 0) opts.logger.warn({ err, group, topic, partition, waits }, "a dependency is unavailable; waiting");
          if (!(await wait(backoffMs(policy, waits), p))) return "aborted";
          metrics?.retries.inc({ group, topic });
        }
      }
    }
    for (const item of items) {
      if (item.error === undefined) continue;
      if ((await settle(p, item)) === "aborted") return "aborted";
    }
    return "ok";
  };

  /** Gives one record handed over alone an outcome; "aborted" leaves it unresolved. */
  const processRecord = async (p: EachBatchPayload, m: KafkaMessage): Promise<Outcome> => {
    const item = decode(p.batch.topic, p.batch.partition, m);
    if (item.record) {
      try {
        await handleOne(item.record);
        metrics?.consumed.inc({ group, topic: p.batch.topic, outcome: CONSUMED_OUTCOMES.ok });
        return "ok";
      } catch (err) {
        item.error = err;
        item.attempts = 1;
      }
    }
    return settle(p, item);
  };

  /** Sets the partition's lag: records from `next` (the first record without an outcome) to the batch's high watermark. */
  const noteLag = (p: EachBatchPayload, next: number): void =>
    metrics?.lag.set({ group, topic: p.batch.topic, partition: String(p.batch.partition) }, Math.max(0, Number(p.batch.highWatermark) - next));

  /**
   * The partition's head is not due: stops fetching it until it is (MAX_PAUSE_MS at most). Its offset stays
   * unresolved, so the first fetch after the resume starts with it.
   */
  const pauseUntil = (p: EachBatchPayload, heldUntil: number, t: number): void => {
    const key = `${p.batch.topic}:${p.batch.partition}`;
    const waitMs = Math.min(MAX_PAUSE_MS, Math.max(1, heldUntil - t));
    const resume = p.pause();
    clearTimeout(resumeTimers.get(key));
    resumeTimers.set(
      key,
      setTimeout(() => {
        resumeTimers.delete(key);
        resume();
      }, waitMs),
    );
  };

  /**
   * Handles a batch's records one by one, `chunkSize` at most in flight: each place of the window that frees takes
   * the next record (if it is due), and the offset resolved is that of the last record of the unbroken run of
   * records with an outcome. A record held by `notBefore` stops the window from taking more; once the records in
   * flight are done, the partition pauses until it is due.
   */
  const eachBatchPerRecord = async (p: EachBatchPayload): Promise<void> => {
    const messages = p.batch.messages;
    const done: boolean[] = [];
    const inFlight = new Set<Promise<void>>();
    let next = 0;
    let resolved = 0;
    let aborted = false;
    let heldUntil: number | undefined;
    let heldAt = 0;
    // A record's run never rejects: a throw (a heartbeat refused in a rebalance) ends the window once the records
    // in flight are done, and leaves the batch for kafkajs to handle as it would a throw from the loop itself.
    let thrown: { error: unknown } | undefined;
    /**
     * Resolves the unbroken run of records with an outcome. Records that finish while stop() drains (or after another
     * aborted) are resolved too: their outcome is durable, and the next owner would do them again. Only a partition
     * this member may no longer hold (a seek pending, or a heartbeat refused in a rebalance) stops it.
     */
    const resolveDone = async (): Promise<void> => {
      if (thrown || p.isStale()) return;
      let last: KafkaMessage | undefined;
      while (resolved < next && done[resolved]) last = messages[resolved++];
      if (!last) return;
      p.resolveOffset(last.offset);
      await p.commitOffsetsIfNecessary();
      noteLag(p, Number(last.offset) + 1);
    };
    if (messages.length > 0) noteLag(p, Number(messages[0]!.offset));
    try {
      for (;;) {
        heldUntil = undefined;
        while (!aborted && alive(p) && next < messages.length && inFlight.size < chunkSize) {
          heldAt = now();
          const due = opts.notBefore?.(messages[next]!.headers ?? {});
          if (due !== undefined && due > heldAt) {
            heldUntil = due;
            break;
          }
          const k = next++;
          const run: Promise<void> = processRecord(p, messages[k]!).then(
            (outcome) => {
              inFlight.delete(run);
              if (outcome === "aborted") aborted = true;
              else done[k] = true;
            },
            (error: unknown) => {
              inFlight.delete(run);
              aborted = true;
              thrown ??= { error };
            },
          );
          inFlight.add(run);
        }
        if (inFlight.size === 0) break;
        await Promise.race(inFlight);
        await resolveDone();
        if (alive(p)) await p.heartbeat();
      }
      // The last records may have finished while the loop awaited a commit or a heartbeat.
      await resolveDone();
    } finally {
      await Promise.all(inFlight);
    }
    if (thrown) throw thrown.error;
    if (!aborted && alive(p) && heldUntil !== undefined) pauseUntil(p, heldUntil, heldAt);
  };

  /** Hands a batch's records over in chunks of `chunkSize` (handleBatch), one chunk after the other. */
  const eachBatchChunked = async (p: EachBatchPayload): Promise<void> => {
    const messages = p.batch.messages;
    if (messages.length > 0) noteLag(p, Number(messages[0]!.offset));
    let i = 0;
    while (i < messages.length) {
      if (!alive(p)) return;
      const t = now();
      const chunk: KafkaMessage[] = [];
      let heldUntil: number | undefined;
      while (i < messages.length && chunk.length < chunkSize) {
        const due = opts.notBefore?.(messages[i]!.headers ?? {});
        if (due !== undefined && due > t) {
          heldUntil = due;
          break;
        }
        chunk.push(messages[i++]!);
      }
      if (chunk.length === 0) {
        pauseUntil(p, heldUntil!, t);
        return;
      }
      if ((await processChunk(p, chunk)) === "aborted") return;
      const last = chunk[chunk.length - 1]!;
      p.resolveOffset(last.offset);
      await p.commitOffsetsIfNecessary();
      await p.heartbeat();
      noteLag(p, Number(last.offset) + 1);
    }
  };

  const membership = superviseGroup({
    kafka: opts.kafka,
    groupId: group,
    topics: opts.topics,
    fromBeginning: opts.fromBeginning ?? true,
    sessionTimeout,
    maxWaitTimeInMs: opts.maxWaitTimeInMs ?? CONSUMER_DEFAULTS.maxWaitTimeInMs,
    partitionsConsumedConcurrently: opts.partitionsConsumedConcurrently ?? 1,
    eachBatch: perRecord ? eachBatchPerRecord : eachBatchChunked,
    beforeRun: () => deadLetters.connect(),
    backoff: (failures) => backoffMs({ ...policy, maxBackoffMs: Math.max(policy.maxBackoffMs, 5_000) }, failures),
    logger: opts.logger,
    signal: stopController.signal,
  });

  return {
    group,
    isRunning: () => membership.isRunning(),
    hasJoinedOnce: () => membership.hasJoinedOnce(),
    async stop() {
      stopController.abort();
      for (const t of resumeTimers.values()) clearTimeout(t);
      resumeTimers.clear();
      await membership.stop();
      await deadLetters.disconnect().catch(() => undefined);
    },
  };
}

/** The span links of records' producer traces: one per record that carried a trace context (W3C traceparent). */
function linksOf(records: readonly Pick<ConsumedRecord<unknown>, "traceContext">[]): Link[] {
  const links: Link[] = [];
  for (const r of records) {
    const sc = trace.getSpanContext(r.traceContext);
    if (sc && trace.isSpanContextValid(sc)) links.push({ context: sc });
  }
  return links;
}
