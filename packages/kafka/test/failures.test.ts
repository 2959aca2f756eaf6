import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import {
  backoffMs,
  classifyFailure,
  DEAD_LETTER_HEADERS,
  deadLetterHeaders,
  deadLetterTopicOf,
  DEFAULT_RETRY_POLICY,
  DependencyUnavailableError,
  errorClassOf,
  isDeadLetterTopic,
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
    expect(classifyFailure(Object.assign(new Error("The producer is disconnected"), { name: "KafkaJSError", retriable: true }))).toBe("unavailable");
    expect(classifyFailure(new DependencyUnavailableError("groups-config"))).toBe("unavailable");
    expect(classifyFailure(new Error("wrapped", { cause: Object.assign(new Error("x"), { code: "ECONNRESET" }) }))).toBe("unavailable");
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
  });
});
