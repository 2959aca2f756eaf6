import { createLogger } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKafka, runConsumer, type ConsumerHandle, type Kafka } from "../src/index.js";
import { committedOffset, produceOneKey } from "./support/records.js";

// Records handled one by one (`handle`) run in a window of `chunkSize` at once: a record that takes long holds one
// place of the window, not the records behind it, and the committed offset never passes a record without an outcome.
const TOPIC = "window.records.v1";
const WINDOW = 4;
const logger = createLogger("test", "silent");
let cluster: KafkaMockCluster;
let kafka: Kafka;
const handles: ConsumerHandle[] = [];

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: [{ name: TOPIC, partitions: 1 }] });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "window-test" });
});

afterAll(async () => {
  await Promise.all(handles.map((h) => h.stop()));
  await cluster?.stop();
});

describe("records handled one by one", () => {
  it("go on past a record that hangs, at most the window at once, and the commit waits for the hung record", async () => {
    const group = "window-test.hung";
    const values = Array.from({ length: 30 }, (_, i) => `r${i}`);
    await produceOneKey(kafka, TOPIC, values);

    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const handled = new Set<string>();
    let inFlight = 0;
    let maxInFlight = 0;
    handles.push(
      runConsumer<string>({
        kafka,
        groupId: group,
        topics: [TOPIC],
        decode: (value) => value.toString("utf8"),
        logger,
        sessionTimeout: 10_000,
        maxWaitTimeInMs: 100,
        chunkSize: WINDOW,
        handle: async (r) => {
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          try {
            if (r.message === "r2") await released;
            else await new Promise((resolve) => setImmediate(resolve));
            handled.add(r.message);
          } finally {
            inFlight--;
          }
        },
      }),
    );

    // Every record but the hung one is handled while it hangs (a chunk of WINDOW would wait for it: r4.. would not be).
    await waitFor(() => handled.size === values.length - 1, { timeoutMs: 30_000, intervalMs: 50, message: "the records behind the hung one handled" });
    expect(handled.has("r2")).toBe(false);
    expect(maxInFlight).toBeLessThanOrEqual(WINDOW);
    // Nothing past the hung record is committed: r0 and r1 at most (offset 2 is the next to read).
    expect(await committedOffset(kafka, group, TOPIC)).toBeLessThanOrEqual(2);

    release();
    await waitFor(async () => (await committedOffset(kafka, group, TOPIC)) === values.length, {
      timeoutMs: 15_000,
      intervalMs: 100,
      message: "everything committed once r2 is done",
    });
    expect(handled.size).toBe(values.length);
  });
});
