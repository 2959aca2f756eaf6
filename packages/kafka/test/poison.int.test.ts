import { createLogger, createRegistry, type Registry } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import type { IHeaders, KafkaMessage } from "kafkajs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createKafka,
  DEAD_LETTER_FALLBACK_MESSAGE_MAX,
  DEAD_LETTER_HEADERS as H,
  deadLetterTopicOf,
  headerString,
  nonRetryable,
  runConsumer,
  type ConsumerHandle,
  type Decoder,
  type Kafka,
  type RunConsumerOptions,
} from "../src/index.js";

// The consumer primitive against a real broker (librdkafka's mock cluster): a record that always
// fails is retried a bounded number of times, goes to the dead-letter topic with the error in its
// headers, and its partition moves on; a non-retryable failure skips the retries; a dependency
// outage is waited out without dead-lettering anything.
const TOPICS = {
  poison: "poison.records.v1",
  nonRetryable: "poison.refused.v1",
  outage: "poison.outage.v1",
  tooLarge: "poison.too-large.v1",
  tooLargeHeaders: "poison.too-large-headers.v1",
  tooLargeAlways: "poison.too-large-always.v1",
  produceError: "poison.produce-error.v1",
  slowSplit: "poison.slow-split.v1",
};
/** Kafka error codes the mock answers a Produce request with (pushRequestErrors, API key 0). */
const PRODUCE = 0;
const MESSAGE_TOO_LARGE = 10;
const INVALID_REQUIRED_ACKS = 21;
const PARTITIONS = 4;
const logger = createLogger("test", "silent");
let cluster: KafkaMockCluster;
let kafka: Kafka;
const handles: ConsumerHandle[] = [];

beforeAll(async () => {
  const topics = Object.values(TOPICS).flatMap((t) => [
    { name: t, partitions: PARTITIONS },
    { name: deadLetterTopicOf(t), partitions: 1 },
  ]);
  cluster = await KafkaMockCluster.start({ brokers: 1, topics });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "poison-test" });
});

afterAll(async () => {
  await Promise.all(handles.map((h) => h.stop()));
  await cluster?.stop();
});

const text: Decoder<string> = (value) => value.toString("utf8");

/** Starts a consumer of `topic` with this file's settings (plain-text records, short polls); stopped after the file. */
function consume(topic: string, group: string, registry: Registry, opts: Partial<RunConsumerOptions<string>>): void {
  handles.push(
    runConsumer({
      kafka,
      groupId: group,
      topics: [topic],
      decode: text,
      logger,
      registry,
      sessionTimeout: 10_000,
      maxWaitTimeInMs: 100,
      ...opts,
    } as RunConsumerOptions<string>),
  );
}

/** Produces values keyed as given; one key per send() (the kafkajs 2.2.4 data-loss rule). Returns value -> [partition, offset]. */
async function produce(topic: string, records: { key: string; value: string }[]): Promise<Map<string, [number, string]>> {
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  const where = new Map<string, [number, string]>();
  try {
    const byKey = new Map<string, string[]>();
    for (const r of records) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r.value]);
    for (const [key, values] of byKey) {
      const [meta] = await producer.send({ topic, acks: -1, messages: values.map((value) => ({ key, value, headers: { "event-id": `evt_${value}` } })) });
      values.forEach((v, i) => {
        where.set(v, [meta!.partition, String(Number(meta!.baseOffset) + i)]);
      });
    }
  } finally {
    await producer.disconnect();
  }
  return where;
}

/** Every record of a dead-letter topic, read from the beginning by a fresh group. */
async function readDeadLetters(topic: string, expected: number): Promise<KafkaMessage[]> {
  const c = kafka.consumer({ groupId: `dlq-reader-${topic}-${Date.now()}`, sessionTimeout: 10_000, maxWaitTimeInMs: 100 });
  const out: KafkaMessage[] = [];
  await c.connect();
  await c.subscribe({ topics: [deadLetterTopicOf(topic)], fromBeginning: true });
  await c.run({ eachMessage: async ({ message }) => void out.push(message) });
  try {
    await waitFor(() => out.length >= expected, { timeoutMs: 30_000, intervalMs: 100, message: `${expected} dead letters of ${topic}` });
    return out;
  } finally {
    await c.disconnect();
  }
}

/** Committed offset of every partition equals its high watermark: nothing is left behind. */
async function lagOf(group: string, topic: string): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const [committed] = await admin.fetchOffsets({ groupId: group, topics: [topic] });
    const high = await admin.fetchTopicOffsets(topic);
    let lag = 0;
    for (const p of high) {
      const c = committed!.partitions.find((x) => x.partition === p.partition);
      const done = c && Number(c.offset) >= 0 ? Number(c.offset) : 0;
      lag += Number(p.high) - done;
    }
    return lag;
  } finally {
    await admin.disconnect();
  }
}

async function counter(registry: Registry, name: string, labels: Record<string, string>): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  return values.filter((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x)).reduce((a, v) => a + v.value, 0);
}

const header = (h: IHeaders | undefined, name: string) => headerString(h?.[name]);

describe("a record that always fails", () => {
  it("is retried, dead-lettered with the error in headers, and the 999 others of its partition and topic are processed; lag returns to 0", async () => {
    const topic = TOPICS.poison;
    const group = "poison-test.batch";
    const registry = createRegistry("poison-test");
    const records = Array.from({ length: 1_000 }, (_, i) => ({ key: `k${i % 16}`, value: i === 500 ? "poison" : `good-${i}` }));
    const where = await produce(topic, records);
    const [poisonPartition, poisonOffset] = where.get("poison")!;
    expect(records.filter((r) => where.get(r.value)![0] === poisonPartition).length).toBeGreaterThan(1); // it has neighbours

    const processed = new Map<string, number>();
    let poisonCalls = 0;
    class PoisonError extends Error {
      override name = "PoisonError";
    }
    consume(topic, group, registry, {
      retry: { maxAttempts: 5, initialBackoffMs: 100, maxBackoffMs: 5_000 },
      // All or nothing, like the journal's inserts: the poison record fails its whole chunk.
      handleBatch: async (batch) => {
        if (batch.some((r) => r.message === "poison")) {
          poisonCalls++;
          throw new PoisonError("this record always fails");
        }
        for (const r of batch) processed.set(r.message, (processed.get(r.message) ?? 0) + 1);
      },
    });

    const dead = await readDeadLetters(topic, 1);
    await waitFor(() => processed.size === 999, { timeoutMs: 30_000, intervalMs: 100, message: "999 good records processed" });
    await waitFor(async () => (await lagOf(group, topic)) === 0, { timeoutMs: 15_000, intervalMs: 200, message: "committed offsets at the high watermarks" });

    expect([...processed.keys()].sort()).toEqual(
      records
        .filter((r) => r.value !== "poison")
        .map((r) => r.value)
        .sort(),
    );
    expect(dead).toHaveLength(1);
    const d = dead[0]!;
    expect(d.value!.toString()).toBe("poison");
    expect(d.key!.toString()).toBe(records[500]!.key);
    expect(header(d.headers, "event-id")).toBe("evt_poison"); // its own headers are kept
    expect(header(d.headers, H.errorMessage)).toBe("this record always fails");
    expect(header(d.headers, H.errorClass)).toBe("PoisonError");
    expect(header(d.headers, H.retryable)).toBe("true");
    expect(header(d.headers, H.attempts)).toBe("5");
    expect(header(d.headers, H.sourceTopic)).toBe(topic);
    expect(header(d.headers, H.sourcePartition)).toBe(String(poisonPartition));
    expect(header(d.headers, H.sourceOffset)).toBe(poisonOffset);
    expect(header(d.headers, H.group)).toBe(group);
    expect(Date.now() - Date.parse(header(d.headers, H.failedAt)!)).toBeLessThan(60_000);

    // One chunk attempt, then five attempts alone (four of them retries).
    expect(poisonCalls).toBe(6);
    expect(await counter(registry, "warden_kafka_record_retries_total", { group, topic })).toBe(4);
    expect(await counter(registry, "warden_kafka_records_dead_lettered_total", { group, topic })).toBe(1);
    expect(await counter(registry, "warden_kafka_records_consumed_total", { group, topic, outcome: "ok" })).toBeGreaterThanOrEqual(999);
    expect(await counter(registry, "warden_kafka_records_consumed_total", { group, topic, outcome: "dead_lettered" })).toBe(1);
  });
});

describe("a failed batch tried record by record", () => {
  it("keeps the group's membership however long the records take: each is handled once alone, no rebalance repeats them", async () => {
    const topic = TOPICS.slowSplit;
    const group = "poison-test.slow-split";
    const registry = createRegistry("poison-test");
    // One partition (one key) and one batch: 200 records at 30 ms each alone is 6 s, past the 4 s session timeout.
    const records = Array.from({ length: 200 }, (_, i) => ({ key: "one", value: i === 100 ? "poison" : `good-${i}` }));
    await produce(topic, records);
    const alone = new Map<string, number>();
    consume(topic, group, registry, {
      sessionTimeout: 4_000,
      retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 50 },
      handleBatch: async (batch) => {
        if (batch.length === 1) {
          alone.set(batch[0]!.message, (alone.get(batch[0]!.message) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 30)); // a record's own round trips
        }
        if (batch.some((r) => r.message === "poison")) throw new Error("this record always fails");
      },
    });
    await readDeadLetters(topic, 1);
    await waitFor(async () => (await lagOf(group, topic)) === 0, { timeoutMs: 30_000, intervalMs: 200, message: "committed offsets at the high watermark" });
    // Handled alone once each (the poison record twice: its attempts); a rebalance in the middle would start over.
    expect(alone.get("poison")).toBe(2);
    expect([...alone.entries()].filter(([v, n]) => v !== "poison" && n !== 1)).toEqual([]);
    expect(alone.size).toBe(200);
  });
});

describe("a non-retryable failure", () => {
  it("goes to the dead-letter topic without retries, as does an undecodable record", async () => {
    const topic = TOPICS.nonRetryable;
    const group = "poison-test.non-retryable";
    const registry = createRegistry("poison-test");
    const records = Array.from({ length: 50 }, (_, i) => ({ key: `k${i % 4}`, value: i === 7 ? "refused" : i === 30 ? "undecodable" : `good-${i}` }));
    const where = await produce(topic, records);
    const calls = new Map<string, number>();
    consume(topic, group, registry, {
      decode: (value, meta) => {
        const v = text(value, meta);
        if (v === "undecodable") throw new Error("not the schema it claims");
        return v;
      },
      // One record at a time, like the webhook dispatcher.
      handle: async (r) => {
        calls.set(r.message, (calls.get(r.message) ?? 0) + 1);
        if (r.message === "refused") throw nonRetryable(new RangeError("group id out of range"));
      },
    });
    const dead = await readDeadLetters(topic, 2);
    await waitFor(async () => (await lagOf(group, topic)) === 0, { timeoutMs: 15_000, intervalMs: 200, message: "committed offsets at the high watermarks" });

    const byValue = new Map(dead.map((d) => [d.value!.toString(), d]));
    expect([...byValue.keys()].sort()).toEqual(["refused", "undecodable"]);
    const refused = byValue.get("refused")!;
    expect(header(refused.headers, H.attempts)).toBe("1");
    expect(header(refused.headers, H.retryable)).toBe("false");
    expect(header(refused.headers, H.errorClass)).toBe("RangeError");
    expect(header(refused.headers, H.errorMessage)).toBe("group id out of range");
    expect(header(refused.headers, H.sourceOffset)).toBe(where.get("refused")![1]);
    const undecodable = byValue.get("undecodable")!;
    expect(header(undecodable.headers, H.errorClass)).toBe("UndecodableRecordError");
    expect(header(undecodable.headers, H.errorMessage)).toBe("cannot decode: not the schema it claims");
    expect(calls.get("refused")).toBe(1);
    expect(calls.has("undecodable")).toBe(false);
    expect(calls.size).toBe(49);
    expect(await counter(registry, "warden_kafka_record_retries_total", { group, topic })).toBe(0);
    expect(await counter(registry, "warden_kafka_records_dead_lettered_total", { group, topic })).toBe(2);
  });
});

describe("a dependency outage", () => {
  it("is waited out without spending the record's attempts: nothing is dead-lettered", async () => {
    const topic = TOPICS.outage;
    const group = "poison-test.outage";
    const registry = createRegistry("poison-test");
    const records = Array.from({ length: 20 }, (_, i) => ({ key: "one-key", value: `r-${i}` }));
    await produce(topic, records);
    // The database is "down" for the first 8 calls: more than the 3 attempts a record gets.
    let down = 8;
    const stored = new Set<string>();
    consume(topic, group, registry, {
      retry: { maxAttempts: 3, initialBackoffMs: 20, maxBackoffMs: 100 },
      handleBatch: async (batch) => {
        if (down > 0) {
          down--;
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        }
        for (const r of batch) stored.add(r.message);
      },
    });
    await waitFor(() => stored.size === 20, { timeoutMs: 30_000, intervalMs: 100, message: "every record stored after the outage" });
    await waitFor(async () => (await lagOf(group, topic)) === 0, { timeoutMs: 15_000, intervalMs: 200, message: "committed offsets at the high watermarks" });
    expect(down).toBe(0);
    expect(await counter(registry, "warden_kafka_records_dead_lettered_total", { group, topic })).toBe(0);
    expect(await counter(registry, "warden_kafka_record_retries_total", { group, topic })).toBe(8);
  });
});

/** A logger that keeps its lines (JSON objects) for assertions. */
function capturingLogger(): { logger: ReturnType<typeof createLogger>; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { logger: createLogger("test", "warn", {}, { write: (line: string) => void lines.push(JSON.parse(line)) }), lines };
}

/** Dead letters in a dead-letter topic, read from its offsets (no consumer needed to see that there are none). */
async function deadLetterCount(topic: string): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    return (await admin.fetchTopicOffsets(deadLetterTopicOf(topic))).reduce((n, p) => n + Number(p.high) - Number(p.low), 0);
  } finally {
    await admin.disconnect();
  }
}

/** Bytes of a record's own headers as the dead letter counts them (names and values). */
const headerBytes = (h: Record<string, string>) => Object.entries(h).reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);

// The broker can refuse the dead letter itself (MESSAGE_TOO_LARGE: a record near the size limit plus
// the dlq-* headers). The 2.0.2 mock does not enforce message.max.bytes (it took a 20 MB record), so
// it is told to answer the next Produce requests with the error, as a real broker would.
describe("a dead letter that Kafka refuses", () => {
  /**
   * Produces five records of one key (one partition) with a poison one in the middle (its failure
   * message is long); `producedBy` is a time after the records' own timestamps.
   */
  async function poisonAmongOthers(topic: string): Promise<{ value: string; offset: string; key: string; producedBy: number }> {
    const value = `poison-${"v".repeat(4_000)}`;
    const records = [0, 1, 2, 3, 4].map((i) => ({ key: "one-key", value: i === 2 ? value : `good-${i}` }));
    const where = await produce(topic, records);
    return { value, offset: where.get(value)![1], key: "one-key", producedBy: Date.now() };
  }
  const failing = (registry: Registry, logger: ReturnType<typeof createLogger>, processed: Set<string>) => ({
    logger,
    registry,
    handle: async (r: { message: string }) => {
      if (r.message.startsWith("poison-")) throw nonRetryable(new RangeError(`refused: ${"e".repeat(5_000)}`));
      processed.add(r.message);
    },
  });

  it("goes again without its value (key, own headers and dlq-* headers kept, the error cut short), and the partition moves on", async () => {
    const topic = TOPICS.tooLarge;
    const group = "poison-test.too-large";
    const registry = createRegistry("poison-test");
    const { logger } = capturingLogger();
    const poison = await poisonAmongOthers(topic);
    await cluster.pushRequestErrors(PRODUCE, [MESSAGE_TOO_LARGE]); // the whole dead letter is refused once
    const processed = new Set<string>();
    consume(topic, group, registry, failing(registry, logger, processed));

    const [d] = await readDeadLetters(topic, 1);
    await waitFor(async () => (await lagOf(group, topic)) === 0, { timeoutMs: 15_000, intervalMs: 200, message: "committed offsets at the high watermarks" });
    expect([...processed].sort()).toEqual(["good-0", "good-1", "good-3", "good-4"]);
    expect(d!.value).toBeNull();
    expect(d!.key!.toString()).toBe(poison.key);
    expect(header(d!.headers, H.valueOmitted)).toBe(String(Buffer.byteLength(poison.value)));
    expect(header(d!.headers, H.headersOmitted)).toBeUndefined();
    expect(header(d!.headers, "event-id")).toBe(`evt_${poison.value}`);
    expect(header(d!.headers, H.errorMessage)).toBe(`refused: ${"e".repeat(5_000)}`.slice(0, DEAD_LETTER_FALLBACK_MESSAGE_MAX));
    expect(header(d!.headers, H.errorClass)).toBe("RangeError");
    expect(header(d!.headers, H.sourceTopic)).toBe(topic);
    expect(header(d!.headers, H.sourceOffset)).toBe(poison.offset);
    expect(header(d!.headers, H.group)).toBe(group);
    // Its own time, not the record's (INVALID_TIMESTAMP is a refusal too).
    expect(Number(d!.timestamp)).toBeGreaterThan(poison.producedBy);
    expect(await counter(registry, "warden_kafka_records_dead_lettered_total", { group, topic })).toBe(1);
    expect(await counter(registry, "warden_kafka_records_consumed_total", { group, topic, outcome: "dead_lettered" })).toBe(1);
  });

  it("goes without its own headers too when the record without value is refused as well, and says so", async () => {
    const topic = TOPICS.tooLargeHeaders;
    const group = "poison-test.too-large-headers";
    const registry = createRegistry("poison-test");
    const { logger } = capturingLogger();
    const poison = await poisonAmongOthers(topic);
    await cluster.pushRequestErrors(PRODUCE, [MESSAGE_TOO_LARGE, MESSAGE_TOO_LARGE]);
    const processed = new Set<string>();
    consume(topic, group, registry, failing(registry, logger, processed));

    const [d] = await readDeadLetters(topic, 1);
    await waitFor(async () => (await lagOf(group, topic)) === 0, { timeoutMs: 15_000, intervalMs: 200, message: "committed offsets at the high watermarks" });
    expect(processed.size).toBe(4);
    expect(d!.value).toBeNull();
    expect(d!.key!.toString()).toBe(poison.key);
    expect(header(d!.headers, H.valueOmitted)).toBe(String(Buffer.byteLength(poison.value)));
    expect(header(d!.headers, H.headersOmitted)).toBe(String(headerBytes({ "event-id": `evt_${poison.value}` })));
    expect(Object.keys(d!.headers ?? {}).filter((k) => !k.startsWith("dlq-"))).toEqual([]);
    expect(header(d!.headers, H.sourceTopic)).toBe(topic);
    expect(header(d!.headers, H.sourcePartition)).toBeDefined();
    expect(header(d!.headers, H.sourceOffset)).toBe(poison.offset);
    expect(await counter(registry, "warden_kafka_records_dead_lettered_total", { group, topic })).toBe(1);
  });

  it("is logged as an error, counted and skipped when even the smallest dead letter is refused: the partition does not stall", async () => {
    const topic = TOPICS.tooLargeAlways;
    const group = "poison-test.too-large-always";
    const registry = createRegistry("poison-test");
    const { logger, lines } = capturingLogger();
    const poison = await poisonAmongOthers(topic);
    // The whole record, the one without value, the one without own headers either.
    await cluster.pushRequestErrors(PRODUCE, [MESSAGE_TOO_LARGE, MESSAGE_TOO_LARGE, MESSAGE_TOO_LARGE]);
    const processed = new Set<string>();
    consume(topic, group, registry, failing(registry, logger, processed));

    await waitFor(async () => (await lagOf(group, topic)) === 0, { timeoutMs: 30_000, intervalMs: 200, message: "committed offsets at the high watermarks" });
    expect([...processed].sort()).toEqual(["good-0", "good-1", "good-3", "good-4"]);
    // The commit past the record came after the last refusal: nothing was written, nothing is left to write.
    expect(await deadLetterCount(topic)).toBe(0);
    expect(await counter(registry, "warden_kafka_records_consumed_total", { group, topic, outcome: "dead_letter_refused" })).toBe(1);
    expect(await counter(registry, "warden_kafka_records_dead_lettered_total", { group, topic })).toBe(0);
    const errors = lines.filter((l) => l.level === "error" && l.offset === poison.offset);
    expect(errors.map((l) => l.msg)).toEqual(["dead letter refused by Kafka; record skipped"]);
    expect(errors[0]).toMatchObject({ group, topic, event_id: `evt_${poison.value}` });
  });

  it("is tried again whole when the produce fails for another reason (only a refusal of the record makes it smaller)", async () => {
    const topic = TOPICS.produceError;
    const group = "poison-test.produce-error";
    const registry = createRegistry("poison-test");
    const { logger, lines } = capturingLogger();
    const poison = await poisonAmongOthers(topic);
    await cluster.pushRequestErrors(PRODUCE, [INVALID_REQUIRED_ACKS]);
    const processed = new Set<string>();
    consume(topic, group, registry, failing(registry, logger, processed));

    const [d] = await readDeadLetters(topic, 1);
    await waitFor(async () => (await lagOf(group, topic)) === 0, { timeoutMs: 15_000, intervalMs: 200, message: "committed offsets at the high watermarks" });
    expect(d!.value!.toString()).toBe(poison.value);
    expect(Number(d!.timestamp)).toBeLessThanOrEqual(poison.producedBy); // the record's own
    expect(header(d!.headers, H.valueOmitted)).toBeUndefined();
    expect(header(d!.headers, "event-id")).toBe(`evt_${poison.value}`);
    expect(lines.filter((l) => l.msg === "dead-letter produce failed; trying again")).toHaveLength(1);
  });
});
