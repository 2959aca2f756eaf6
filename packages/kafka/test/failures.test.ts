import { createRequire } from "node:module";
import { Code, ConnectError } from "@connectrpc/connect";
import {
  KafkaJSConnectionError,
  KafkaJSLockTimeout,
  KafkaJSNonRetriableError,
  KafkaJSNumberOfRetriesExceeded,
  KafkaJSProtocolError,
  KafkaJSRequestTimeoutError,
} from "kafkajs";
import { describe, expect, it } from "vitest";
import {
  backoffMs,
  classifyFailure,
  DEAD_LETTER_HEADERS,
  deadLetterHeaders,
  deadLetterTopicOf,
  DEFAULT_RETRY_POLICY,
  DependencyUnavailableError,
  DEAD_LETTER_FALLBACK_MESSAGE_MAX,
  errorClassOf,
  isDeadLetterTopic,
  isRecordRejected,
  nonRetryable,
  UndecodableRecordError,
} from "../src/index.js";

describe("dead-letter topic names", () => {
  it("put .dlq before the version, as every Warden topic ends with its version", () => {
    expect(deadLetterTopicOf("moderation.decisions.v1")).toBe("moderation.decisions.dlq.v1");
    expect(deadLetterTopicOf("webhooks.retry.1m.v1")).toBe("webhooks.retry.1m.dlq.v1");
    expect(deadLetterTopicOf("legacy-topic")).toBe("legacy-topic.dlq");
    expect(isDeadLetterTopic("chat.events.dlq.v1")).toBe(true);
    expect(isDeadLetterTopic("chat.events.v1")).toBe(false);
  });
});

// What kafkajs 2.2.4 leaves out of its typings, loaded so the errors below are the ones it throws:
// its retrier (a send retries through it, then wraps the last error), its protocol errors built
// from a real error code, its lock (a broker's connection attempt) and KafkaJSConnectionClosedError.
const kafkajsInternal = createRequire(import.meta.url);
type Retrier = <T>(fn: (bail: (err: Error) => void) => Promise<T>) => Promise<T>;
const createRetry = kafkajsInternal("kafkajs/src/retry") as (opts: { retries: number; initialRetryTime: number; maxRetryTime: number }) => Retrier;
const { createErrorFromCode } = kafkajsInternal("kafkajs/src/protocol/error") as { createErrorFromCode: (code: number) => KafkaJSProtocolError };
const Lock = kafkajsInternal("kafkajs/src/utils/lock") as new (opts: { timeout: number; description: string }) => { acquire(): Promise<void> };
const { KafkaJSConnectionClosedError } = kafkajsInternal("kafkajs") as {
  KafkaJSConnectionClosedError: new (message: string, opts: { host: string; port: number }) => KafkaJSConnectionError;
};

/** Kafka error codes (kafkajs src/protocol/error.js). */
const KAFKA = {
  CORRUPT_MESSAGE: 2,
  UNKNOWN_TOPIC_OR_PARTITION: 3,
  LEADER_NOT_AVAILABLE: 5,
  NOT_LEADER_FOR_PARTITION: 6,
  REQUEST_TIMED_OUT: 7,
  MESSAGE_TOO_LARGE: 10,
  NOT_ENOUGH_REPLICAS: 19,
  INVALID_RECORD: 87,
};

const kafkaRetrier = (): Retrier => createRetry({ retries: 1, initialRetryTime: 1, maxRetryTime: 2 });

/** The error a promise rejects with. */
function rejection(run: Promise<unknown>): Promise<Error> {
  return run.then(
    () => {
      throw new Error("expected a rejection");
    },
    (err: Error) => err,
  );
}
/** What kafkajs's retrier rejects with when every try throws `err`, as a send's tries do while Kafka is down. */
const whenEveryTryThrows = (err: Error, retrier = kafkaRetrier()): Promise<Error> =>
  rejection(
    retrier(async () => {
      throw err;
    }),
  );

const connectionTimeout = () => new KafkaJSConnectionError("Connection timeout", { broker: "kafka:9092" });

describe("failure classification", () => {
  it("non-retryable: marked by the handler, or undecodable", () => {
    expect(classifyFailure(nonRetryable(new Error("bad")))).toBe("non_retryable");
    expect(classifyFailure(new UndecodableRecordError("empty record"))).toBe("non_retryable");
    expect(classifyFailure(Object.assign(new Error("x"), { retryable: false }))).toBe("non_retryable");
  });

  it("unavailable: a dependency is down (network, PostgreSQL connection, Connect Unavailable, kafkajs)", () => {
    expect(classifyFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBe("unavailable");
    expect(classifyFailure(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe("unavailable");
    expect(classifyFailure(Object.assign(new Error("connection failure"), { code: "08006" }))).toBe("unavailable");
    expect(classifyFailure(new Error("Connection terminated unexpectedly"))).toBe("unavailable");
    expect(classifyFailure(new ConnectError("down", Code.Unavailable))).toBe("unavailable");
    // A peer that does not answer within the call's deadline is a peer down, not a bad record (the gateway answers 503).
    expect(classifyFailure(new ConnectError("the operation timed out", Code.DeadlineExceeded))).toBe("unavailable");
    expect(classifyFailure(Object.assign(new Error("The producer is disconnected"), { name: "KafkaJSError", retriable: true }))).toBe("unavailable");
    expect(classifyFailure(new DependencyUnavailableError("groups-config"))).toBe("unavailable");
    expect(classifyFailure(new Error("wrapped", { cause: Object.assign(new Error("x"), { code: "ECONNRESET" }) }))).toBe("unavailable");
  });

  it("unavailable: a kafkajs send that gave up after its own retries (KafkaJSNumberOfRetriesExceeded), whatever the last error", async () => {
    const lastErrors: Error[] = [
      connectionTimeout(),
      new KafkaJSConnectionError("Connection error: connect ECONNREFUSED 10.0.0.7:9092", { broker: "kafka:9092", code: "ECONNREFUSED" }),
      new KafkaJSConnectionClosedError("Closed connection", { host: "kafka", port: 9092 }),
      new KafkaJSRequestTimeoutError("Request Produce(key: 0, version: 7) timed out", {
        broker: "kafka:9092",
        clientId: "webhook-dispatcher",
        correlationId: 7,
        createdAt: 0,
        sentAt: 0,
        pendingDuration: 10_000,
      }),
      createErrorFromCode(KAFKA.NOT_LEADER_FOR_PARTITION),
      createErrorFromCode(KAFKA.LEADER_NOT_AVAILABLE),
      createErrorFromCode(KAFKA.REQUEST_TIMED_OUT),
      createErrorFromCode(KAFKA.NOT_ENOUGH_REPLICAS),
      createErrorFromCode(KAFKA.UNKNOWN_TOPIC_OR_PARTITION),
      // kafkajs's own plain Error (src/broker/index.js), seen when a broker accepts the connection and never answers.
      new Error("Broker not connected"),
    ];
    for (const last of lastErrors) {
      const err = await whenEveryTryThrows(last);
      expect(err).toBeInstanceOf(KafkaJSNumberOfRetriesExceeded);
      expect((err as KafkaJSNumberOfRetriesExceeded).retriable).toBe(false);
      expect(err.cause).toBe(last);
      expect(classifyFailure(err), last.message).toBe("unavailable");
    }
  });

  it("unavailable: kafkajs outage errors bare, a reconnect that gave up inside a send, or wrapped by the handler", async () => {
    const lock = new Lock({ timeout: 1, description: "connect to broker kafka:9092" });
    await lock.acquire();
    const lockTimeout = await rejection(lock.acquire());
    expect(lockTimeout).toBeInstanceOf(KafkaJSLockTimeout);
    expect(classifyFailure(lockTimeout)).toBe("unavailable");
    expect(classifyFailure(connectionTimeout())).toBe("unavailable");
    expect(classifyFailure(new KafkaJSConnectionClosedError("Closed connection", { host: "kafka", port: 9092 }))).toBe("unavailable");
    expect(classifyFailure(createErrorFromCode(KAFKA.LEADER_NOT_AVAILABLE))).toBe("unavailable");

    // A send's retrier reconnects through the cluster's own retrier; when that one gives up, the
    // outer one wraps its cause in a KafkaJSNonRetriableError.
    const nested = await rejection(
      kafkaRetrier()(async () => {
        throw await whenEveryTryThrows(connectionTimeout());
      }),
    );
    expect(nested.name).toBe("KafkaJSNonRetriableError");
    expect(nested.cause).toBeInstanceOf(KafkaJSConnectionError);
    expect(classifyFailure(nested)).toBe("unavailable");

    const exhausted = await whenEveryTryThrows(new KafkaJSConnectionClosedError("Closed connection", { host: "kafka", port: 9092 }));
    expect(classifyFailure(new Error("publishing the webhook retry task failed", { cause: exhausted }))).toBe("unavailable");
    // The handler's own verdict still wins.
    expect(classifyFailure(nonRetryable(exhausted))).toBe("non_retryable");
  });

  it("retryable: Kafka refusing the produced record itself, before or after kafkajs's retries", async () => {
    // Non-retriable protocol errors: bailed out bare (src/producer/sendMessages.js) or, when thrown, wrapped.
    const tooLarge = await rejection(kafkaRetrier()(async (bail) => bail(createErrorFromCode(KAFKA.MESSAGE_TOO_LARGE))));
    expect(tooLarge).toBeInstanceOf(KafkaJSProtocolError);
    expect(classifyFailure(tooLarge)).toBe("retryable");
    expect(isRecordRejected(tooLarge)).toBe(true);
    const invalid = await whenEveryTryThrows(createErrorFromCode(KAFKA.INVALID_RECORD));
    expect(invalid).toBeInstanceOf(KafkaJSNonRetriableError);
    expect(invalid).not.toBeInstanceOf(KafkaJSNumberOfRetriesExceeded);
    expect(classifyFailure(invalid)).toBe("retryable");
    expect(isRecordRejected(invalid)).toBe(true);
    // kafkajs retries CORRUPT_MESSAGE (it includes a null key on a compacted topic), then gives up.
    const corrupt = await whenEveryTryThrows(createErrorFromCode(KAFKA.CORRUPT_MESSAGE));
    expect(corrupt).toBeInstanceOf(KafkaJSNumberOfRetriesExceeded);
    expect(classifyFailure(corrupt)).toBe("retryable");
    expect(isRecordRejected(corrupt)).toBe(true);
    // An outage is not a refusal of the record: the dead-letter writer waits it out.
    expect(isRecordRejected(await whenEveryTryThrows(connectionTimeout()))).toBe(false);
    expect(isRecordRejected(createErrorFromCode(KAFKA.NOT_ENOUGH_REPLICAS))).toBe(false);
    // A programming error inside a send: kafkajs does not retry it, and neither is it an outage.
    expect(classifyFailure(await whenEveryTryThrows(new TypeError("value.toString is not a function")))).toBe("retryable");
  });

  it("retryable: anything else, including errors of the record's own data", () => {
    expect(classifyFailure(new Error("boom"))).toBe("retryable");
    expect(classifyFailure(Object.assign(new Error("value too long"), { code: "22001" }))).toBe("retryable");
    expect(classifyFailure(new ConnectError("bug", Code.Internal))).toBe("retryable");
    expect(classifyFailure("a string")).toBe("retryable");
  });

  it("names the class of the error a non-retryable failure wraps", () => {
    expect(errorClassOf(nonRetryable(new RangeError("x")))).toBe("RangeError");
    expect(errorClassOf(nonRetryable("just text"))).toBe("NonRetryableError");
    expect(errorClassOf(new UndecodableRecordError("x"))).toBe("UndecodableRecordError");
    expect(errorClassOf(new TypeError("x"))).toBe("TypeError");
  });
});

describe("backoff", () => {
  it("doubles from the initial wait and stops at the maximum", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(DEFAULT_RETRY_POLICY, n))).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000]);
    expect(backoffMs({ maxAttempts: 3, initialBackoffMs: 10, maxBackoffMs: 15 }, 100)).toBe(15);
  });
});

describe("dead-letter headers", () => {
  it("keep the record's own headers, replace stale dlq-* ones and cut long messages", () => {
    const h = deadLetterHeaders({
      sourceTopic: "chat.events.v1",
      partition: 3,
      message: { key: null, value: Buffer.from("x"), offset: "42", timestamp: "0", attributes: 0, headers: { "event-id": "evt_1", "dlq-attempts": "9" } },
      group: "g",
      error: new Error("e".repeat(5_000)),
      retryable: true,
      attempts: 5,
      failedAt: new Date("2026-11-23T20:00:00Z"),
    });
    expect(h["event-id"]).toBe("evt_1");
    expect(h[DEAD_LETTER_HEADERS.attempts]).toBe("5");
    expect((h[DEAD_LETTER_HEADERS.errorMessage] as string).length).toBe(1_000);
    expect(h[DEAD_LETTER_HEADERS.sourcePartition]).toBe("3");
    expect(h[DEAD_LETTER_HEADERS.sourceOffset]).toBe("42");
    expect(h[DEAD_LETTER_HEADERS.failedAt]).toBe("2026-11-23T20:00:00.000Z");
    expect(h[DEAD_LETTER_HEADERS.valueOmitted]).toBeUndefined();
    expect(h[DEAD_LETTER_HEADERS.headersOmitted]).toBeUndefined();
  });

  it("of a dead letter Kafka refused whole: the value's length, a short message, then the own headers' length instead of them", () => {
    const d = {
      sourceTopic: "chat.events.v1",
      partition: 3,
      message: {
        key: Buffer.from("k"),
        value: Buffer.from("é".repeat(10)),
        offset: "42",
        timestamp: "0",
        attributes: 0,
        headers: { "event-id": Buffer.from("evt_1"), multi: [Buffer.from("ab"), Buffer.from("c")], "dlq-attempts": Buffer.from("9") },
      },
      group: "g",
      error: new Error("e".repeat(5_000)),
      retryable: true,
      attempts: 5,
      failedAt: new Date("2026-11-23T20:00:00Z"),
    };
    const noValue = deadLetterHeaders(d, "value");
    expect(noValue[DEAD_LETTER_HEADERS.valueOmitted]).toBe("20"); // bytes, not characters
    expect(noValue[DEAD_LETTER_HEADERS.headersOmitted]).toBeUndefined();
    expect((noValue[DEAD_LETTER_HEADERS.errorMessage] as string).length).toBe(DEAD_LETTER_FALLBACK_MESSAGE_MAX);
    expect(noValue["event-id"]?.toString()).toBe("evt_1");
    expect(noValue[DEAD_LETTER_HEADERS.sourceOffset]).toBe("42");
    const bare = deadLetterHeaders(d, "value_and_headers");
    expect(Object.keys(bare).filter((k) => !k.startsWith("dlq-"))).toEqual([]);
    expect(bare[DEAD_LETTER_HEADERS.headersOmitted]).toBe(String("event-id".length + "evt_1".length + "multi".length + "abc".length));
    expect(bare[DEAD_LETTER_HEADERS.valueOmitted]).toBe("20");
    expect(bare[DEAD_LETTER_HEADERS.attempts]).toBe("5");
  });
});
