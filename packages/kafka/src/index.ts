export { Kafka, logLevel } from "kafkajs";
export type { Consumer, IHeaders, Producer } from "kafkajs";
export { connectInBackground, createKafka, headerString } from "./client.js";
export { deadLetterTopicOf, DECISION_SOURCE_HEADER, isDeadLetterTopic, SCHEMA_VERSION, TOPICS } from "./topics.js";
export { KeyedProducer, MAX_SEND_BYTES } from "./producer.js";
export { EventPublisher, type OutgoingEvent } from "./publisher.js";
export {
  backoffMs,
  classifyFailure,
  DEFAULT_RETRY_POLICY,
  DependencyUnavailableError,
  errorClassOf,
  isRecordRejected,
  NonRetryableError,
  nonRetryable,
  UndecodableRecordError,
  type FailureKind,
  type RetryPolicy,
} from "./failures.js";
export {
  DEAD_LETTER_FALLBACK_MESSAGE_MAX,
  DEAD_LETTER_HEADERS,
  DEAD_LETTER_MESSAGE_MAX,
  deadLetterHeaders,
  DeadLetterWriter,
  type DeadLetter,
  type DeadLetterOmission,
} from "./dead-letter.js";
export { CONSUMED_OUTCOMES, consumerMetrics, type ConsumerMetrics } from "./metrics.js";
export { protobufDecoder, type ConsumedRecord, type Decoder } from "./consumer/records.js";
export { CONSUMER_DEFAULTS, runConsumer, type ConsumerHandle, type RunConsumerOptions } from "./consumer/run.js";
export { CONSUMER_JOINED_METRIC, consumersJoinedOnce } from "./consumer/readiness.js";
