import { createKafka, type Kafka } from "@warden/kafka";
import { KafkaMockCluster, projectTopics, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeTask, FIRST_ATTEMPT_TOPIC, KafkaTaskQueue } from "../src/retry-topics.js";

// A burst of first attempts fanned out to an endpoint (its inline places taken) is one produce request per send in
// flight, not one per task: the retry consumer then gets the burst in a few fetches. With one record per send, the
// Kafka mock (which answers a fetch with one send's records) gave the retry consumer one task per fetch, and a
// burst of 2,000 events took the first-attempt lane of each endpoint 15-50 s to work through.
const ENDPOINTS = ["wh_sendsA", "wh_sendsB"];
const TASKS_PER_ENDPOINT = 60;

let cluster: KafkaMockCluster;
let kafka: Kafka;
let tasks: KafkaTaskQueue;

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "dispatcher-task-sends-test" });
  tasks = new KafkaTaskQueue(kafka);
  await tasks.connect();
});

afterAll(async () => {
  await tasks?.disconnect().catch(() => undefined);
  await cluster?.stop();
});

describe("delivery tasks scheduled at once", () => {
  it("share sends per endpoint, keep each endpoint's order, and resolve once written", async () => {
    const dueAt = new Date();
    await Promise.all(
      ENDPOINTS.flatMap((endpointId) =>
        Array.from({ length: TASKS_PER_ENDPOINT }, (_, i) =>
          tasks.scheduleRetry({
            endpointId,
            eventId: `evt_${endpointId}_${String(i).padStart(3, "0")}`,
            eventType: "user.joined",
            attempt: 1,
            envelope: "{}",
            dueAt,
            lastError: "",
          }),
        ),
      ),
    );

    // Every call resolved: every task is on the topic. A fetch returns what one send carried (the mock's Fetch
    // answers with one record batch), so the batches the consumer sees are the sends.
    const batches: { endpoints: Set<string>; events: string[] }[] = [];
    const consumer = kafka.consumer({ groupId: "task-sends-test", maxWaitTimeInMs: 100 });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [FIRST_ATTEMPT_TOPIC], fromBeginning: true });
      await consumer.run({
        eachBatch: async ({ batch }) => {
          const decoded = batch.messages.map((m) => decodeTask(m.value!));
          batches.push({ endpoints: new Set(decoded.map((t) => t.endpointId)), events: decoded.map((t) => t.eventId) });
        },
      });
      await waitFor(() => batches.reduce((n, b) => n + b.events.length, 0) >= ENDPOINTS.length * TASKS_PER_ENDPOINT, {
        timeoutMs: 20_000,
        message: "every task consumed",
      });
    } finally {
      await consumer.disconnect();
    }

    for (const endpointId of ENDPOINTS) {
      const mine = batches.filter((b) => b.endpoints.has(endpointId));
      // One key per send (kafkajs 2.2.4 data loss): a batch carries one endpoint's tasks.
      for (const b of mine) expect([...b.endpoints]).toEqual([endpointId]);
      const events = mine.flatMap((b) => b.events);
      expect(events).toEqual(Array.from({ length: TASKS_PER_ENDPOINT }, (_, i) => `evt_${endpointId}_${String(i).padStart(3, "0")}`));
      // The first task goes alone; the rest waited for it and share a few sends (one send each: 60).
      expect(mine.length, `sends of ${endpointId}`).toBeLessThanOrEqual(5);
    }
  });
});
