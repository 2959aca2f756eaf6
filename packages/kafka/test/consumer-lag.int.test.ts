import { createLogger, createRegistry } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKafka, DependencyUnavailableError, runConsumer, type ConsumerHandle, type Kafka } from "../src/index.js";
import { produceOneKey } from "./support/records.js";

// warden_kafka_consumer_lag counts from the partition's first record without an outcome, set as each batch starts: a
// partition that stops moving (a dependency "unavailable" for good, or a record whose failure is classified so) shows
// the records waiting behind its head, so the lag alert fires for exactly the stall it is meant to catch.
const TOPIC = "consumer-lag.records.v1";
const logger = createLogger("test", "silent");
let cluster: KafkaMockCluster;
let kafka: Kafka;
const handles: ConsumerHandle[] = [];

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({
    brokers: 1,
    topics: [
      { name: TOPIC, partitions: 1 },
      { name: "consumer-lag.records.dlq.v1", partitions: 1 },
    ],
  });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "consumer-lag-test" });
});

afterAll(async () => {
  await Promise.all(handles.map((h) => h.stop()));
  await cluster?.stop();
});

describe("warden_kafka_consumer_lag", () => {
  it("counts the records waiting behind a head that keeps failing as unavailable", async () => {
    const registry = createRegistry("test");
    let down = false;
    let handled = 0;
    handles.push(
      runConsumer<string>({
        kafka,
        groupId: "consumer-lag-test.stall",
        topics: [TOPIC],
        decode: (v) => v.toString(),
        logger,
        registry,
        sessionTimeout: 10_000,
        maxWaitTimeInMs: 100,
        retry: { initialBackoffMs: 50, maxBackoffMs: 200 },
        handleBatch: async () => {
          if (down) throw new DependencyUnavailableError("database unreachable");
          handled++;
        },
      }),
    );
    await produceOneKey(kafka, TOPIC, ["a", "b"]);
    await waitFor(() => handled >= 1, { timeoutMs: 30_000, intervalMs: 50, message: "first batch handled" });
    down = true;
    await produceOneKey(
      kafka,
      TOPIC,
      Array.from({ length: 50 }, (_, i) => `s${i}`),
    );
    await new Promise((r) => setTimeout(r, 4_000));
    const lag = (await registry.getSingleMetric("warden_kafka_consumer_lag")!.get()).values.find((v) => v.labels.topic === TOPIC);
    // 50 records wait behind the stalled head; the gauge should say so.
    expect(lag?.value ?? 0).toBeGreaterThanOrEqual(50);
  }, 60_000);
});
