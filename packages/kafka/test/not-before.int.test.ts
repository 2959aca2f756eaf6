import { createLogger } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKafka, headerString, runConsumer, type ConsumerHandle, type Kafka } from "../src/index.js";

// `notBefore` against a real broker (librdkafka's mock cluster): a partition whose head record is
// not due is paused until it is, the others go on. Node cannot wait longer than 2^31-1 ms (~24.8
// days) with one timer: a longer delay fires after 1 ms, and the partition would be resumed,
// refetched and paused again in a tight loop.
const TOPIC = "not-before.records.v1";
const NOT_BEFORE = "not-before";
const DAY_MS = 86_400_000;
let cluster: KafkaMockCluster;
let kafka: Kafka;
let handle: ConsumerHandle | undefined;

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: [{ name: TOPIC, partitions: 4 }] });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "not-before-test" });
});

afterAll(async () => {
  await handle?.stop();
  await cluster?.stop();
});

/** Produces one record due at `due` (epoch ms); returns its partition. */
async function produceDue(key: string, due: number): Promise<number> {
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    const [meta] = await producer.send({ topic: TOPIC, acks: -1, messages: [{ key, value: key, headers: { "event-id": key, [NOT_BEFORE]: String(due) } }] });
    return meta!.partition;
  } finally {
    await producer.disconnect();
  }
}

describe("a head record that is not due", () => {
  it("pauses its partition once when due in 30 days (beyond a Node timer), not in a resume-refetch loop, while another partition goes on", async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => void warnings.push(w);
    process.on("warning", onWarning);
    try {
      const farPartition = await produceDue("far", Date.now() + 30 * DAY_MS);
      let farExaminations = 0;
      const handled: string[] = [];
      handle = runConsumer({
        kafka,
        groupId: "not-before-test",
        topics: [TOPIC],
        decode: (value) => value.toString("utf8"),
        logger: createLogger("test", "silent"),
        sessionTimeout: 10_000,
        maxWaitTimeInMs: 100,
        notBefore: (headers) => {
          if (headerString(headers["event-id"]) === "far") farExaminations++;
          const due = headerString(headers[NOT_BEFORE]);
          return due === undefined ? undefined : Number(due);
        },
        handle: async (r) => void handled.push(r.message),
      });
      await waitFor(() => farExaminations > 0, { timeoutMs: 30_000, intervalMs: 20, message: "the far record fetched" });

      // A record of another partition due in 2 s: once it is handled, 2 s have passed during which
      // the far record's partition, paused, was not fetched again.
      const soonPartition = await produceDue("soon", Date.now() + 2_000);
      expect(soonPartition).not.toBe(farPartition);
      await waitFor(() => handled.includes("soon"), { timeoutMs: 30_000, intervalMs: 20, message: "the soon record handled" });

      expect(handled).toEqual(["soon"]);
      expect(farExaminations).toBe(1);
      expect(warnings.filter((w) => w.name === "TimeoutOverflowWarning")).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
