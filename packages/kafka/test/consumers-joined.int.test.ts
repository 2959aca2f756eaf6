import { createLogger, createRegistry, type Registry } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSUMER_JOINED_METRIC, consumersJoinedOnce, createKafka, runConsumer, type ConsumerHandle, type Kafka } from "../src/index.js";

// A consumer's readiness (what journal-analytics, the webhook dispatcher and the bot put in /readyz) is "has joined its
// group once". An outage of every broker crashes the consumer out of its group, and its re-join waits out the old
// member's session (a whole session timeout, whatever the outage's length): readiness that followed membership took every
// replica out of its Service for that long, although their RPCs and webhooks need no Kafka. Membership now is the gauge
// warden_kafka_consumer_joined{group}, for alerting.
const TOPIC = "consumers-joined.records.v1";
const GROUP = "consumers-joined-test.group";
const SESSION_MS = 10_000; // the services run 30 s (CONSUMER_DEFAULTS.sessionTimeoutMs)
const logger = createLogger("test", "silent");
let cluster: KafkaMockCluster;
let kafka: Kafka;
const handles: ConsumerHandle[] = [];

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({
    brokers: 1,
    topics: [
      { name: TOPIC, partitions: 2 },
      { name: "consumers-joined.records.dlq.v1", partitions: 1 },
    ],
  });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "consumers-joined-test" });
});

afterAll(async () => {
  await Promise.all(handles.map((h) => h.stop()));
  await cluster?.stop();
});

/** The warden_kafka_consumer_joined gauge by group, as a scrape reads it. */
async function joined(registry: Registry): Promise<Record<string, number>> {
  const { values } = await registry.getSingleMetric(CONSUMER_JOINED_METRIC.name)!.get();
  return Object.fromEntries(values.map((v) => [String(v.labels.group), v.value]));
}

describe("consumersJoinedOnce", () => {
  it("fails until the consumer has joined, then passes through an outage of every broker while the joined gauge says 0", async () => {
    const registry = createRegistry("test", { defaultMetrics: false });
    const h = runConsumer<string>({
      kafka,
      groupId: GROUP,
      topics: [TOPIC],
      decode: (v) => v.toString(),
      logger,
      sessionTimeout: SESSION_MS,
      maxWaitTimeInMs: 100,
      handle: async () => {},
    });
    handles.push(h);
    const ready = consumersJoinedOnce([h], registry);

    // Not ready before the first join (a pod is not sent traffic before it consumes).
    await expect(ready()).rejects.toThrow(`the ${GROUP} consumer has not joined its group`);
    expect(await joined(registry)).toEqual({ [GROUP]: 0 });
    await waitFor(() => h.hasJoinedOnce(), { timeoutMs: 20_000, intervalMs: 50, message: "joined" });
    await expect(ready()).resolves.toBeUndefined();
    expect(await joined(registry)).toEqual({ [GROUP]: 1 });

    // Every broker goes away for a second: the consumer is out of its group until it re-joins, and says so; readiness holds.
    await cluster.brokerDown(1);
    await waitFor(async () => (await joined(registry))[GROUP] === 0, { timeoutMs: 20_000, intervalMs: 50, message: "out of the group" });
    await new Promise((r) => setTimeout(r, 1_000));
    await cluster.brokerUp(1);
    await expect(ready()).resolves.toBeUndefined();
    await waitFor(async () => (await joined(registry))[GROUP] === 1, { timeoutMs: 3 * SESSION_MS, intervalMs: 100, message: "a member again" });
    await expect(ready()).resolves.toBeUndefined();
  }, 60_000);
});
