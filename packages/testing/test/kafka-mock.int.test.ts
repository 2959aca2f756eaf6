/**
 * Integration tests for the librdkafka mock-cluster launcher (tools/kafka-mock)
 * driven through KafkaMockCluster, with kafkajs 2.2.4 as the client.
 *
 * Requires the launcher binary: `make -C tools/kafka-mock`.
 *
 * Notes on librdkafka 2.0.2's mock cluster that shape these tests:
 *  - no CreateTopics handler: topics are created by the launcher;
 *  - the first consumer-group join is delayed ~3 s (initial rebalance delay),
 *    so sessionTimeout must exceed that;
 *  - a downed broker keeps its partition leaderships and group coordinatorships
 *    until they are moved (moveLeader / setCoordinator).
 */
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { Kafka, logLevel, type Consumer, type Producer } from "kafkajs";
import { KafkaMockCluster, projectTopics } from "../src/kafka-mock.js";

const TEST_TIMEOUT = 60_000;

const started: KafkaMockCluster[] = [];
const clients: { disconnect(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((c) => c.disconnect()));
  await Promise.allSettled(started.splice(0).map((c) => c.stop()));
});

async function startCluster(...args: Parameters<typeof KafkaMockCluster.start>): Promise<KafkaMockCluster> {
  const cluster = await KafkaMockCluster.start(...args);
  started.push(cluster);
  return cluster;
}

function kafkaFor(cluster: KafkaMockCluster, clientId: string): Kafka {
  return new Kafka({
    clientId,
    brokers: cluster.brokers,
    logLevel: logLevel.NOTHING,
    connectionTimeout: 3_000,
    retry: { initialRetryTime: 100, retries: 8 },
  });
}

async function connectedProducer(kafka: Kafka, retries?: number): Promise<Producer> {
  const producer = kafka.producer(retries === undefined ? {} : { retry: { retries } });
  clients.push(producer);
  await producer.connect();
  return producer;
}

/** Consumes `topic` from the beginning until `expected` messages arrived; returns "key=value" strings. */
async function consumeAll(kafka: Kafka, topic: string, groupId: string, expected: number): Promise<string[]> {
  const consumer: Consumer = kafka.consumer({
    groupId,
    sessionTimeout: 10_000,
    heartbeatInterval: 500,
    maxWaitTimeInMs: 200,
  });
  clients.push(consumer);
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  const seen: string[] = [];
  await consumer.run({
    eachMessage: async ({ message }) => {
      seen.push(`${message.key?.toString() ?? ""}=${message.value?.toString() ?? ""}`);
    },
  });
  await waitFor(
    () => seen.length >= expected,
    30_000,
    () => `consumed ${seen.length}/${expected} from ${topic}`,
  );
  // Let any extra (duplicate/unexpected) deliveries show up before asserting on the count.
  await sleep(300);
  await consumer.disconnect();
  return seen;
}

function messages(prefix: string, n: number): { key: string; value: string }[] {
  return Array.from({ length: n }, (_, i) => ({ key: `${prefix}-k${i % 17}`, value: `${prefix}-${i}` }));
}

function asStrings(msgs: { key: string; value: string }[]): string[] {
  return msgs.map((m) => `${m.key}=${m.value}`);
}

async function waitFor(cond: () => boolean, timeoutMs: number, describeState: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${describeState()}`);
    await sleep(50);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function canConnect(address: string): Promise<boolean> {
  const [host, port] = address.split(":");
  return new Promise((resolve) => {
    const socket = net.connect({ host: host ?? "127.0.0.1", port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function leaders(kafka: Kafka, topic: string): Promise<Map<number, number>> {
  const admin = kafka.admin();
  clients.push(admin);
  await admin.connect();
  const md = await admin.fetchTopicMetadata({ topics: [topic] });
  await admin.disconnect();
  const t = md.topics.find((x) => x.name === topic);
  if (!t) throw new Error(`no metadata for ${topic}`);
  return new Map(t.partitions.map((p) => [p.partitionId, p.leader]));
}

describe("KafkaMockCluster (librdkafka mock) with kafkajs", () => {
  it(
    "starts a 3-broker cluster with the project topics and round-trips 100 keyed messages through a consumer group",
    async () => {
      const topics = projectTopics();
      expect(topics.map((t) => t.name)).toContain("chat.events.v1");
      const cluster = await startCluster({ brokers: 3, topics });
      expect(cluster.brokers).toHaveLength(3);
      for (const b of cluster.brokers) expect(b).toMatch(/^127\.0\.0\.1:\d+$/);

      const kafka = kafkaFor(cluster, "roundtrip");
      const admin = kafka.admin();
      clients.push(admin);
      await admin.connect();
      const md = await admin.fetchTopicMetadata({ topics: topics.map((t) => t.name) });
      await admin.disconnect();
      for (const t of topics) {
        const got = md.topics.find((x) => x.name === t.name);
        expect(got?.partitions, t.name).toHaveLength(t.partitions);
      }

      const topic = "chat.events.v1";
      const sent = messages("rt", 100);
      const producer = await connectedProducer(kafka);
      await producer.send({ topic, messages: sent });
      await producer.disconnect();

      const got = await consumeAll(kafka, topic, "roundtrip-group", sent.length);
      expect(got.sort()).toEqual(asStrings(sent).sort());
    },
    TEST_TIMEOUT,
  );

  it(
    "survives brokerDown + moveLeader: producing still works and everything sent is consumed",
    async () => {
      const topic = "failover.v1";
      const cluster = await startCluster({ brokers: 3, topics: [{ name: topic, partitions: 6, replication: 3 }] });
      const kafka = kafkaFor(cluster, "failover");

      const before = messages("before", 60);
      const producer = await connectedProducer(kafka);
      await producer.send({ topic, messages: before });

      const initial = await leaders(kafka, topic);
      expect(initial.size).toBe(6);
      // Take down the broker that leads the most partitions (there is always at least one).
      const counts = new Map<number, number>();
      for (const l of initial.values()) counts.set(l, (counts.get(l) ?? 0) + 1);
      const victim = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
      const affected = [...initial.entries()].filter(([, l]) => l === victim).map(([p]) => p);
      expect(affected.length).toBeGreaterThan(0);

      await cluster.brokerDown(victim);
      expect(await canConnect(cluster.brokers[victim - 1]!)).toBe(false);
      const survivor = victim === 1 ? 2 : 1;
      for (const p of affected) await cluster.moveLeader(topic, p, survivor);
      // Group coordinators are not moved off a downed broker either; pin ours to a live one.
      await cluster.setCoordinator("group", "failover-group", survivor);

      const moved = await leaders(kafka, topic);
      for (const p of affected) expect(moved.get(p)).toBe(survivor);
      expect([...moved.values()]).not.toContain(victim);

      // The same producer (with connections/metadata from before the failure) keeps working.
      const after = messages("after", 60);
      await producer.send({ topic, messages: after });
      // The send above must have reached the partitions that used to live on the victim.
      const offsets = await (async () => {
        const admin = kafka.admin();
        clients.push(admin);
        await admin.connect();
        const o = await admin.fetchTopicOffsets(topic);
        await admin.disconnect();
        return o;
      })();
      const total = offsets.reduce((sum, o) => sum + Number(o.high) - Number(o.low), 0);
      expect(total).toBe(before.length + after.length);
      await producer.disconnect();

      const got = await consumeAll(kafka, topic, "failover-group", before.length + after.length);
      expect(got.sort()).toEqual(asStrings([...before, ...after]).sort());

      // And the broker can come back.
      await cluster.brokerUp(victim);
      expect(await canConnect(cluster.brokers[victim - 1]!)).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "pushRequestErrors: injected Produce errors surface without retries and are retried through with them",
    async () => {
      const topic = "errors.v1";
      const cluster = await startCluster({ brokers: 1, topics: [{ name: topic, partitions: 1 }] });
      const kafka = kafkaFor(cluster, "errors");
      const PRODUCE = 0;
      const NOT_LEADER_FOR_PARTITION = 6;

      // Without retries the injected error reaches the caller: proves injection works.
      const noRetry = await connectedProducer(kafka, 0);
      await cluster.pushRequestErrors(PRODUCE, [NOT_LEADER_FOR_PARTITION]);
      await expect(noRetry.send({ topic, messages: [{ key: "k", value: "lost" }] })).rejects.toThrow(/leader/i);
      await noRetry.disconnect();

      // With retries, two injected failures are absorbed and the send succeeds.
      const producer = await connectedProducer(kafka);
      await cluster.pushRequestErrors(PRODUCE, [NOT_LEADER_FOR_PARTITION, NOT_LEADER_FOR_PARTITION]);
      const result = await producer.send({ topic, messages: [{ key: "k", value: "kept" }] });
      expect(result[0]?.errorCode).toBe(0);
      await producer.disconnect();

      // Exactly the successful message is in the log (failed attempts appended nothing).
      const got = await consumeAll(kafka, topic, "errors-group", 1);
      expect(got).toEqual(["k=kept"]);
    },
    TEST_TIMEOUT,
  );

  it(
    "reports launcher errors as rejected commands",
    async () => {
      const cluster = await startCluster({ brokers: 2, topics: [{ name: "dup.v1", partitions: 2 }] });
      await expect(cluster.createTopic("dup.v1", 2)).rejects.toThrow(/TOPIC_ALREADY_EXISTS/);
      await expect(cluster.createTopic("three.v1", 1, 3)).rejects.toThrow(/replication/);
      await expect(cluster.brokerDown(3)).rejects.toThrow(/broker id/);
      // The protocol stays in sync after errors.
      await cluster.createTopic("fresh.v1", 3);
      await cluster.brokerDown(2);
      await cluster.brokerUp(2);
    },
    TEST_TIMEOUT,
  );

  it(
    "fails clearly when the launcher binary is missing",
    async () => {
      await expect(KafkaMockCluster.start({ binary: "/nonexistent/kafka-mock" })).rejects.toThrow(/run make -C tools\/kafka-mock/);
    },
    TEST_TIMEOUT,
  );

  it(
    "stop() terminates the launcher process and closes its listeners",
    async () => {
      const cluster = await startCluster({ brokers: 2 });
      const pid = cluster.pid;
      expect(pid).toBeGreaterThan(0);
      expect(isAlive(pid)).toBe(true);
      expect(await canConnect(cluster.brokers[0]!)).toBe(true);

      await cluster.stop();

      expect(isAlive(pid)).toBe(false);
      expect(await canConnect(cluster.brokers[0]!)).toBe(false);
      await expect(cluster.brokerDown(1)).rejects.toThrow(/exited/);
      await cluster.stop(); // idempotent
    },
    TEST_TIMEOUT,
  );
});
