import { createLogger, createRegistry, type Registry } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import type { IHeaders, KafkaMessage } from "kafkajs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createKafka,
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
};
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
