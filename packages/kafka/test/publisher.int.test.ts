import { create } from "@bufbuild/protobuf";
import { StringValueSchema } from "@bufbuild/protobuf/wkt";
import { createRegistry } from "@warden/telemetry";
import { KafkaMockCluster } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKafka, EventPublisher, MAX_SEND_BYTES, type Kafka } from "../src/index.js";

// The producer against a real broker (librdkafka's mock cluster): concurrent publishes of one key
// share produce requests and every caller resolves only once its records are written.
const TOPIC = "publisher.coalesce.v1";
let cluster: KafkaMockCluster;
let kafka: Kafka;

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: [{ name: TOPIC, partitions: 4 }] });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "publisher-test" });
});

afterAll(async () => {
  await cluster?.stop();
});

async function recordsInTopic(): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const offsets = await admin.fetchTopicOffsets(TOPIC);
    return offsets.reduce((n, o) => n + Number(o.high) - Number(o.low), 0);
  } finally {
    await admin.disconnect();
  }
}

async function sendsObserved(registry: ReturnType<typeof createRegistry>): Promise<{ sends: number; records: number }> {
  const m = (await registry.getSingleMetric("warden_kafka_records_per_send")!.get()).values as { metricName?: string; value: number }[];
  return { sends: m.find((v) => v.metricName?.endsWith("_count"))!.value, records: m.find((v) => v.metricName?.endsWith("_sum"))!.value };
}

const event = (key: string, i: number, value = `v${i}`) => ({ key, eventId: `evt_${key}_${i}`, message: create(StringValueSchema, { value }) });

describe("EventPublisher", () => {
  it("coalesces concurrent publishes of one key into fewer sends, each caller answered after the write", async () => {
    const registry = createRegistry("test", { defaultMetrics: false });
    const publisher = new EventPublisher(kafka, { registry });
    await publisher.connect();
    try {
      const before = await recordsInTopic();
      await Promise.all(Array.from({ length: 60 }, (_, i) => publisher.publish(TOPIC, StringValueSchema, event("group-1", i))));
      // Every promise resolved: all 60 records are in the topic already.
      expect((await recordsInTopic()) - before).toBe(60);
      const { sends, records } = await sendsObserved(registry);
      expect(records).toBe(60);
      expect(sends).toBeLessThan(60);
      expect(sends).toBeGreaterThanOrEqual(2); // the first publish goes alone, the rest wait for it
    } finally {
      await publisher.disconnect();
    }
  });

  it("keeps a coalesced send under MAX_SEND_BYTES", async () => {
    const registry = createRegistry("test", { defaultMetrics: false });
    const publisher = new EventPublisher(kafka, { registry });
    await publisher.connect();
    try {
      const big = "x".repeat(Math.floor(MAX_SEND_BYTES / 2.5));
      const before = await recordsInTopic();
      await Promise.all(Array.from({ length: 7 }, (_, i) => publisher.publish(TOPIC, StringValueSchema, event("group-2", i, big))));
      expect((await recordsInTopic()) - before).toBe(7);
      const { sends } = await sendsObserved(registry);
      // At most two such records fit a send: 1 alone, then 6 waiting in 3 sends at least.
      expect(sends).toBeGreaterThanOrEqual(4);
    } finally {
      await publisher.disconnect();
    }
  });

  it("a failed send rejects the callers it carried, and the key's next send goes on", async () => {
    const publisher = new EventPublisher(kafka);
    await publisher.connect();
    try {
      const before = await recordsInTopic();
      await cluster.pushRequestErrors(0, [21]); // Produce: INVALID_REQUIRED_ACKS (not retried)
      const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => publisher.publish(TOPIC, StringValueSchema, event("group-3", i))));
      expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      expect((await recordsInTopic()) - before).toBe(4);
    } finally {
      await publisher.disconnect();
    }
  });
});
