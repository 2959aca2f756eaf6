/**
 * Dead letters: a record its consumer gave up on, produced to the dead-letter topic of its source
 * topic with its key, value and headers and, in dlq-* headers, why it failed, how often it was
 * tried and where it came from, so an operator can read and replay it.
 *
 * Kafka may refuse the dead letter itself (MESSAGE_TOO_LARGE: a record near the size limit plus the
 * dlq-* headers; or another refusal of the record, see isRecordRejected). No wait makes the same
 * record pass, so the writer then sends a smaller one that still says where the original is (its
 * key, the dlq-* headers with a short error message, no value, `dlq-value-omitted`); if that one is
 * refused too and the record had headers of its own, once more without them
 * (`dlq-headers-omitted`). The original stays readable at dlq-source-topic/partition/offset for
 * the topic's retention. A failure that is not a refusal (Kafka unreachable) is the caller's to
 * wait out: the consumer tries again, forever.
 */
import { redactSecrets } from "@warden/telemetry";
import type { IHeaders, Kafka, KafkaMessage, Message } from "kafkajs";
import { KeyedProducer } from "./producer.js";
import { errorClassOf, isRecordRejected } from "./failures.js";
import { deadLetterTopicOf } from "./topics.js";

/**
 * Headers a dead-lettered record carries besides its own (which are kept as they were, unless
 * `headersOmitted` says otherwise).
 */
export const DEAD_LETTER_HEADERS = {
  errorMessage: "dlq-error-message",
  errorClass: "dlq-error-class",
  retryable: "dlq-retryable",
  attempts: "dlq-attempts",
  sourceTopic: "dlq-source-topic",
  sourcePartition: "dlq-source-partition",
  sourceOffset: "dlq-source-offset",
  group: "dlq-group",
  failedAt: "dlq-failed-at",
  /** Only on a dead letter without value (Kafka refused it whole): the length in bytes of the value left out. */
  valueOmitted: "dlq-value-omitted",
  /** Only when the record's own headers were left out too: their length in bytes (names and values). */
  headersOmitted: "dlq-headers-omitted",
} as const;

/** Error messages are cut to this many characters in the header. */
export const DEAD_LETTER_MESSAGE_MAX = 1_000;

/** ... and to this many in a dead letter that Kafka refused whole once: it has to be small. */
export const DEAD_LETTER_FALLBACK_MESSAGE_MAX = 200;

/** What a dead letter leaves out of the record, each step smaller than the one before. */
export type DeadLetterOmission = "none" | "value" | "value_and_headers";

export interface DeadLetter {
  sourceTopic: string;
  partition: number;
  message: KafkaMessage;
  group: string;
  error: unknown;
  retryable: boolean;
  attempts: number;
  failedAt: Date;
}

/** The record's own headers: stale dlq-* ones (a replayed dead letter failing again) are replaced. */
function ownHeaders(m: KafkaMessage): IHeaders {
  return Object.fromEntries(Object.entries(m.headers ?? {}).filter(([k]) => !k.startsWith("dlq-")));
}

function headerBytes(h: IHeaders): number {
  let n = 0;
  for (const [k, v] of Object.entries(h)) {
    n += Buffer.byteLength(k);
    for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined) n += Buffer.byteLength(x);
  }
  return n;
}

export function deadLetterHeaders(d: DeadLetter, omitted: DeadLetterOmission = "none"): IHeaders {
  const own = ownHeaders(d.message);
  // Secrets of a known form (a URL's password, a bot token, a key) quoted by a library stay out of the header, as out of a log line.
  const text = redactSecrets(d.error instanceof Error ? d.error.message : String(d.error));
  return {
    ...(omitted === "value_and_headers" ? {} : own),
    [DEAD_LETTER_HEADERS.errorMessage]: text.slice(0, omitted === "none" ? DEAD_LETTER_MESSAGE_MAX : DEAD_LETTER_FALLBACK_MESSAGE_MAX),
    [DEAD_LETTER_HEADERS.errorClass]: errorClassOf(d.error),
    [DEAD_LETTER_HEADERS.retryable]: String(d.retryable),
    [DEAD_LETTER_HEADERS.attempts]: String(d.attempts),
    [DEAD_LETTER_HEADERS.sourceTopic]: d.sourceTopic,
    [DEAD_LETTER_HEADERS.sourcePartition]: String(d.partition),
    [DEAD_LETTER_HEADERS.sourceOffset]: d.message.offset,
    [DEAD_LETTER_HEADERS.group]: d.group,
    [DEAD_LETTER_HEADERS.failedAt]: d.failedAt.toISOString(),
    ...(omitted === "none" ? {} : { [DEAD_LETTER_HEADERS.valueOmitted]: String(d.message.value?.length ?? 0) }),
    ...(omitted === "value_and_headers" ? { [DEAD_LETTER_HEADERS.headersOmitted]: String(headerBytes(own)) } : {}),
  };
}

/**
 * The dead letter of a record, leaving out what `omitted` says. A smaller one also carries the
 * time it is produced rather than the record's own timestamp (INVALID_TIMESTAMP is one of the
 * refusals; dlq-failed-at and the source record keep the times).
 */
function deadLetterRecord(d: DeadLetter, omitted: DeadLetterOmission): Message {
  const headers = deadLetterHeaders(d, omitted);
  if (omitted === "none") return { key: d.message.key, value: d.message.value, headers, timestamp: d.message.timestamp };
  return { key: d.message.key, value: null, headers };
}

/**
 * Produces failed records to the dead-letter topic of their source topic, one record per send
 * through KeyedProducer, acknowledged by every in-sync replica before the consumer commits past it.
 */
export class DeadLetterWriter extends KeyedProducer {
  constructor(kafka: Kafka) {
    super(kafka, { maxInFlightRequests: 1 });
  }

  /**
   * Produces the dead letter, smaller when Kafka refuses it (see the file comment), and says what
   * it left out. Throws what the last send threw: a refusal of even the smallest dead letter
   * (isRecordRejected), or any other failure (Kafka unreachable) at whatever step it happened.
   */
  async write(d: DeadLetter): Promise<{ topic: string; omitted: DeadLetterOmission }> {
    await this.connect();
    const topic = deadLetterTopicOf(d.sourceTopic);
    const steps: DeadLetterOmission[] = Object.keys(ownHeaders(d.message)).length > 0 ? ["none", "value", "value_and_headers"] : ["none", "value"];
    for (let i = 0; ; i++) {
      const omitted = steps[i]!;
      try {
        await this.send(topic, [deadLetterRecord(d, omitted)]);
        return { topic, omitted };
      } catch (err) {
        if (i === steps.length - 1 || !isRecordRejected(err)) throw err;
      }
    }
  }
}
