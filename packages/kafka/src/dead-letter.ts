import type { IHeaders, Kafka, KafkaMessage } from "kafkajs";
import { KeyedProducer } from "./producer.js";
import { errorClassOf } from "./failures.js";
import { deadLetterTopicOf } from "./topics.js";

/**
 * Headers a dead-lettered record carries besides its own (which are kept as they were): why it
 * failed, how often it was tried, and where it came from, so an operator can read and replay it.
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
} as const;

/** Error messages are cut to this many characters in the header. */
export const DEAD_LETTER_MESSAGE_MAX = 1_000;

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

export function deadLetterHeaders(d: DeadLetter): IHeaders {
  const own = Object.fromEntries(Object.entries(d.message.headers ?? {}).filter(([k]) => !k.startsWith("dlq-")));
  const text = d.error instanceof Error ? d.error.message : String(d.error);
  return {
    ...own,
    [DEAD_LETTER_HEADERS.errorMessage]: text.slice(0, DEAD_LETTER_MESSAGE_MAX),
    [DEAD_LETTER_HEADERS.errorClass]: errorClassOf(d.error),
    [DEAD_LETTER_HEADERS.retryable]: String(d.retryable),
    [DEAD_LETTER_HEADERS.attempts]: String(d.attempts),
    [DEAD_LETTER_HEADERS.sourceTopic]: d.sourceTopic,
    [DEAD_LETTER_HEADERS.sourcePartition]: String(d.partition),
    [DEAD_LETTER_HEADERS.sourceOffset]: d.message.offset,
    [DEAD_LETTER_HEADERS.group]: d.group,
    [DEAD_LETTER_HEADERS.failedAt]: d.failedAt.toISOString(),
  };
}

/**
 * Produces failed records to the dead-letter topic of their source topic, with their key, value
 * and headers, one record per send through KeyedProducer, acknowledged by every in-sync replica
 * before the consumer commits past it.
 */
export class DeadLetterWriter extends KeyedProducer {
  constructor(kafka: Kafka) {
    super(kafka, { maxInFlightRequests: 1 });
  }

  async write(d: DeadLetter): Promise<string> {
    await this.connect();
    const topic = deadLetterTopicOf(d.sourceTopic);
    await this.send(topic, [{ key: d.message.key, value: d.message.value, headers: deadLetterHeaders(d), timestamp: d.message.timestamp }]);
    return topic;
  }
}
