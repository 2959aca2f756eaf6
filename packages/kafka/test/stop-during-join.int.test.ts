import { createLogger } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKafka, runConsumer, type Kafka } from "../src/index.js";

// stop() while the consumer is still joining its group (SIGTERM in the first seconds of a pod, or during the re-join
// after a crash). kafkajs's disconnect() cannot stop a join under way: the join would complete afterwards, out of reach,
// and the member stay in the group (the next member's join waiting out its session) with its connections open. So the
// join is let settle, and then the consumer it made is disconnected: it leaves the group.
const TOPIC = "stop-join.records.v1";
const SESSION_MS = 10_000;
const logger = createLogger("test", "silent");
let cluster: KafkaMockCluster;
let kafka: Kafka;

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({
    brokers: 1,
    topics: [
      { name: TOPIC, partitions: 2 },
      { name: "stop-join.records.dlq.v1", partitions: 1 },
    ],
  });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "stop-join-test" });
});

afterAll(async () => {
  await cluster?.stop();
});

function brokerSockets(): number {
  const port = Number(cluster.brokers[0]!.split(":")[1]);
  return (process as unknown as { _getActiveHandles(): unknown[] })
    ._getActiveHandles()
    .filter((h) => h instanceof net.Socket && h.remotePort === port && !h.destroyed).length;
}

describe("stop() during the group join", () => {
  it("leaves no broker connection open and no member the next join has to wait out", async () => {
    const group = "stop-join-test.group";
    const start = () =>
      runConsumer<string>({
        kafka,
        groupId: group,
        topics: [TOPIC],
        decode: (v) => v.toString(),
        logger,
        sessionTimeout: SESSION_MS,
        maxWaitTimeInMs: 100,
        handle: async () => {},
      });
    expect(brokerSockets()).toBe(0);
    const first = start();
    await new Promise((r) => setTimeout(r, 300)); // connected and subscribed, joining (3 s on the mock)
    await first.stop();
    await new Promise((r) => setTimeout(r, 3_000)); // the join that was under way completes meanwhile
    const leftOpen = brokerSockets();

    const t = Date.now();
    const second = start();
    await waitFor(() => second.isRunning(), { timeoutMs: 30_000, intervalMs: 50, message: "second member joined" });
    const joinMs = Date.now() - t;
    await second.stop();
    const what = `${leftOpen} broker connection(s) open after stop(); the next member joined in ${joinMs} ms`;
    expect(leftOpen, what).toBe(0);
    // A join after the last member has left takes about 6 s on the mock; a member left behind holds it for its whole
    // session timeout and more (16 s measured).
    expect(joinMs, what).toBeLessThan(SESSION_MS);
  }, 60_000);
});
