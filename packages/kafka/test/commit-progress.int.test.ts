import { createLogger } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKafka, runConsumer, type ConsumerHandle, type Kafka } from "../src/index.js";
import { committedOffset, produceOneKey } from "./support/records.js";

// The offsets of records handled one by one reach Kafka as the records get their outcome: every COMMIT_INTERVAL_MS at
// most within a batch (a crash mid-batch redoes that much, not the whole fetched batch), and for records that finish
// while stop() drains before the member leaves (the next owner does not do them again).
const TOPICS = { stop: "commit-progress.stop.v1", long: "commit-progress.long.v1" };
const logger = createLogger("test", "silent");
let cluster: KafkaMockCluster;
let kafka: Kafka;
const handles: ConsumerHandle[] = [];

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({
    brokers: 1,
    topics: Object.values(TOPICS).flatMap((t) => [
      { name: t, partitions: 1 },
      { name: t.replace(/\.v1$/, ".dlq.v1"), partitions: 1 },
    ]),
  });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "commit-progress-test" });
});

afterAll(async () => {
  await Promise.all(handles.map((h) => h.stop()));
  await cluster?.stop();
});

/** `n` records r0..r(n-1). */
const records = (n: number) => Array.from({ length: n }, (_, i) => `r${i}`);

describe("offsets of records handled one by one", () => {
  it("of records that finish while stop() drains are committed, not handed to the next owner again", async () => {
    const group = "commit-progress-test.stop";
    await produceOneKey(kafka, TOPICS.stop, records(8));
    let started = 0;
    let finished = 0;
    const h = runConsumer<string>({
      kafka,
      groupId: group,
      topics: [TOPICS.stop],
      decode: (v) => v.toString(),
      logger,
      sessionTimeout: 10_000,
      maxWaitTimeInMs: 100,
      chunkSize: 8,
      handle: async () => {
        started++;
        await new Promise((r) => setTimeout(r, 1_500));
        finished++;
      },
    });
    await waitFor(() => started === 8, { timeoutMs: 30_000, intervalMs: 20, message: "8 records in flight" });
    await h.stop(); // waits for the 8 in flight: all of them finish
    expect(finished).toBe(8);
    // Every record was handled to the end before the member left; the next owner should start at 8.
    expect(await committedOffset(kafka, group, TOPICS.stop)).toBe(8);
  }, 60_000);

  it("of a long batch are committed as its records finish, not only when the batch ends", async () => {
    const group = "commit-progress-test.long";
    await produceOneKey(kafka, TOPICS.long, records(40)); // one send: one fetched batch on the mock
    let finished = 0;
    handles.push(
      runConsumer<string>({
        kafka,
        groupId: group,
        topics: [TOPICS.long],
        decode: (v) => v.toString(),
        logger,
        sessionTimeout: 10_000,
        maxWaitTimeInMs: 100,
        chunkSize: 1,
        handle: async () => {
          await new Promise((r) => setTimeout(r, 150));
          finished++;
        },
      }),
    );
    await waitFor(() => finished >= 20, { timeoutMs: 30_000, intervalMs: 20, message: "20 records handled" });
    // Half the batch is done and resolved; a crash now (OOM kill, node loss) restarts from the committed offset.
    expect(await committedOffset(kafka, group, TOPICS.long)).toBeGreaterThanOrEqual(10);
  }, 60_000);
});
