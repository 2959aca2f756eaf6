import { Code, ConnectError } from "@connectrpc/connect";
import { isDependencyUnavailable } from "@warden/errors";

/**
 * How a consumer treats a failed record. A handler marks a failure that can never succeed as
 * non-retryable (temporalio's `ApplicationFailure.nonRetryable`): the record goes to the
 * dead-letter topic at once. Any other failure is retried a bounded number of times with
 * exponential backoff, then dead-lettered. A failure that says a dependency is down (the
 * database, Kafka, another service unreachable) is not the record's fault: the consumer waits and
 * tries again without spending the record's attempts, so an outage never empties a topic into its
 * dead-letter topic.
 */
export type FailureKind = "retryable" | "non_retryable" | "unavailable";

/** A failure that retrying cannot fix (a malformed record, a rule the record breaks). */
export class NonRetryableError extends Error {
  override readonly name: string = "NonRetryableError";
  readonly retryable = false;
  /** Class of the error it wraps, kept for the dead-letter headers. */
  readonly causeClass: string | undefined;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.causeClass = options?.cause instanceof Error ? errorClassOf(options.cause) : undefined;
  }
}

/** A record that cannot be decoded (empty, not the protobuf it claims to be): never retried. */
export class UndecodableRecordError extends NonRetryableError {
  override readonly name = "UndecodableRecordError";
}

/** Marks an error (or a message) as not worth retrying. */
export function nonRetryable(cause: unknown, message?: string): NonRetryableError {
  if (cause instanceof NonRetryableError) return cause;
  const text = message ?? (cause instanceof Error ? cause.message : String(cause));
  return new NonRetryableError(text, { cause });
}

/** A failure of something the handler depends on: wait for it, do not spend the record's attempts. */
export class DependencyUnavailableError extends Error {
  override readonly name = "DependencyUnavailableError";
}

/** The default classification; consumers may pass their own (falling back to this one). */
export function classifyFailure(err: unknown): FailureKind {
  if (!(err instanceof Error)) return "retryable";
  const e = err as Error & { code?: unknown; retryable?: unknown };
  if (err instanceof NonRetryableError || e.retryable === false) return "non_retryable";
  if (err instanceof DependencyUnavailableError) return "unavailable";
  // PostgreSQL, a peer service or the network down (one definition, shared with the gateway's 503s).
  if (isDependencyUnavailable(err)) return "unavailable";
  // A peer that did not answer within the call's deadline (hung, overloaded): waited out like one that refuses, as the
  // gateway answers it 503 (contractError). Spending attempts would dead-letter healthy records during a peer's stall.
  if (err instanceof ConnectError && err.code === Code.DeadlineExceeded) return "unavailable";
  // kafkajs errors raised inside a handler (producing a follow-up record): the broker, not the record.
  if (isKafkaUnavailable(err)) return "unavailable";
  return "retryable";
}

/**
 * kafkajs's names for "no broker answered": a connection refused, closed or timed out, a request
 * timed out, no broker or metadata to send to, a lock held by a connection attempt that hangs.
 */
const KAFKA_OUTAGE = new Set([
  "KafkaJSConnectionError",
  "KafkaJSConnectionClosedError",
  "KafkaJSRequestTimeoutError",
  "KafkaJSBrokerNotFound",
  "KafkaJSNoBrokerAvailableError",
  "KafkaJSMetadataNotLoaded",
  "KafkaJSTopicMetadataNotLoaded",
  "KafkaJSLockTimeout",
]);

/**
 * Protocol errors that reject the produced record itself: no wait makes them pass, so they count
 * against the consumed record (and make the dead-letter writer send a smaller record). kafkajs
 * marks CORRUPT_MESSAGE (which includes a null key on a compacted topic) retriable, so it can
 * arrive wrapped in KafkaJSNumberOfRetriesExceeded.
 */
const KAFKA_RECORD_REJECTED = new Set(["CORRUPT_MESSAGE", "MESSAGE_TOO_LARGE", "RECORD_LIST_TOO_LARGE", "INVALID_RECORD", "INVALID_TIMESTAMP"]);

type ChainLink = Error & { retriable?: unknown; type?: unknown };

/** An error and its causes, outermost first (kafkajs wraps the error of each try; bounded against cycles). */
function causeChain(err: Error): ChainLink[] {
  const chain: ChainLink[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length <= 5 && !chain.includes(e); e = e.cause) chain.push(e);
  return chain;
}

/**
 * True when Kafka refused a produced record itself (too large, invalid, corrupt, a timestamp out
 * of range), bare or anywhere in the `cause` chain: sending the same record again cannot succeed.
 */
export function isRecordRejected(err: unknown): boolean {
  return err instanceof Error && causeChain(err).some((e) => typeof e.type === "string" && KAFKA_RECORD_REJECTED.has(e.type));
}

/**
 * True when a kafkajs error, bare or anywhere in the `cause` chain, means Kafka is unreachable. A
 * send retries internally and then throws KafkaJSNumberOfRetriesExceeded, which kafkajs marks
 * `retriable: false` although it only ever wraps an error kafkajs itself judged retriable (a
 * non-retriable one is rethrown bare or as KafkaJSNonRetriableError): it means "still down after
 * all my retries", not "this record is wrong". Its cause can be kafkajs's own plain
 * `Error("Broker not connected")` (a broker that accepts connections and never answers), so the
 * wrapper itself decides. A retrier nested in another one (a reconnect inside a send) ends as a
 * KafkaJSNonRetriableError whose cause is the outage: hence the whole chain.
 */
function isKafkaUnavailable(err: Error): boolean {
  if (isRecordRejected(err)) return false;
  return causeChain(err).some(
    (e) => e.name === "KafkaJSNumberOfRetriesExceeded" || KAFKA_OUTAGE.has(e.name) || (e.name.startsWith("KafkaJS") && e.retriable !== false),
  );
}

export function errorClassOf(err: unknown): string {
  if (err instanceof NonRetryableError && err.causeClass && err.constructor === NonRetryableError) return err.causeClass;
  if (err instanceof Error) return err.name && err.name !== "Error" ? err.name : err.constructor?.name || "Error";
  return typeof err;
}

export interface RetryPolicy {
  /** Attempts of a record before it is dead-lettered (the first try included). */
  maxAttempts: number;
  /** Wait after the first failure; doubles after each one. */
  initialBackoffMs: number;
  /** Longest wait between two attempts (also the cap while a dependency is unavailable). */
  maxBackoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({ maxAttempts: 5, initialBackoffMs: 100, maxBackoffMs: 5_000 });

/** Wait before the next attempt after `failures` failures (1-based): initial * 2^(failures-1), capped. */
export function backoffMs(policy: RetryPolicy, failures: number): number {
  const exp = Math.min(30, Math.max(0, failures - 1));
  return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** exp);
}
