import { create, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { TOPICS } from "@warden/kafka";
import { ChatEventSchema, DecisionSchema, type ChatEvent, type Decision } from "@warden/proto";
import { createLogger, createRegistry } from "@warden/telemetry";
import { testRedisNamespace } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisEventSpill, spillMetrics } from "../src/event-spill.js";
import { KafkaEventSink } from "../src/events.js";

// A Kafka outage longer than the sink's attempts: the bot goes on moderating, and what it could not
// publish is kept in a real Redis and published later, in order, instead of being lost.
const ns = testRedisNamespace();
let redis: Redis;

beforeAll(() => {
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  redis?.disconnect();
  await ns.cleanup();
});

/** A publisher that refuses while `down`, and records what it published. */
function kafka() {
  const published: { topic: string; key: string; eventId: string; message: unknown }[] = [];
  const p = {
    down: true,
    published,
    async publish<D extends DescMessage>(topic: string, _schema: D, e: { key: string; eventId: string; message: MessageShape<D> }) {
      if (p.down) throw new Error("KafkaJSNumberOfRetriesExceeded: broker down");
      published.push({ topic, key: e.key, eventId: e.eventId, message: e.message });
    },
    async publishMany<D extends DescMessage>(topic: string, schema: D, es: { key: string; eventId: string; message: MessageShape<D> }[]) {
      for (const e of es) await p.publish(topic, schema, e);
    },
  };
  return p;
}

const decision = (n: number): Decision => create(DecisionSchema, { eventId: `evt_spill_${n}`, groupId: -1001000000500n, text: `message ${n}`, score: n });
const chatEvent = (n: number): ChatEvent => create(ChatEventSchema, { eventId: `evt_chat_${n}`, groupId: -1001000000501n });

let prefixSeq = 0;
function sinkOn(client: Redis, opts: { maxEntries?: number } = {}) {
  const publisher = kafka();
  const registry = createRegistry("bot", { defaultMetrics: false });
  const metrics = spillMetrics(registry);
  const lost: string[][] = [];
  const spill = new RedisEventSpill(client, `${ns.prefix}${prefixSeq++}:`, { ...opts, metrics, onLost: (ids) => lost.push(ids) });
  const sink = new KafkaEventSink(publisher, createLogger("test", "silent"), { maxAttempts: 2, backoffMs: 1, spill });
  const count = async (outcome: string) =>
    (await registry.getSingleMetric("warden_bot_unpublished_records_total")!.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
  return { publisher, spill, sink, lost, count };
}

describe("records the bot could not publish", () => {
  it("are kept in Redis and published later, oldest first, with what they carried", async () => {
    const { publisher, spill, sink, count } = sinkOn(redis);
    await sink.decision(decision(1)); // resolves after its attempts: moderation does not wait for Kafka
    await sink.chatEvents([chatEvent(2), chatEvent(3)]);
    await sink.decision(decision(4));
    expect(publisher.published).toEqual([]);
    expect(await spill.size()).toBe(4);
    expect(await count("spilled")).toBe(4);

    await expect(sink.drainSpill()).rejects.toThrow("broker down"); // still down: nothing goes, nothing is lost
    expect(await spill.size()).toBe(4);

    publisher.down = false;
    expect(await sink.drainSpill()).toBe(4);
    expect(publisher.published.map((p) => [p.topic, p.key, p.eventId])).toEqual([
      [TOPICS.decisions, "-1001000000500", "evt_spill_1"],
      [TOPICS.chatEvents, "-1001000000501", "evt_chat_2"],
      [TOPICS.chatEvents, "-1001000000501", "evt_chat_3"],
      [TOPICS.decisions, "-1001000000500", "evt_spill_4"],
    ]);
    expect(publisher.published[0]!.message).toEqual(decision(1));
    expect(await spill.size()).toBe(0);
    expect(await count("republished")).toBe(4);
  });

  it("a drain cut short by Kafka failing again puts the rest back in front, in order", async () => {
    const { publisher, spill, sink } = sinkOn(redis);
    for (let i = 1; i <= 3; i++) await sink.decision(decision(i));
    publisher.down = false;
    const publish = publisher.publish;
    let calls = 0;
    publisher.publish = async (...args) => {
      if (++calls === 2) throw new Error("broker down again");
      return publish(...args);
    };
    await expect(sink.drainSpill()).rejects.toThrow("broker down again");
    expect(publisher.published.map((p) => p.eventId)).toEqual(["evt_spill_1"]);
    expect(await spill.size()).toBe(2);
    publisher.publish = publish;
    expect(await sink.drainSpill()).toBe(2);
    expect(publisher.published.map((p) => p.eventId)).toEqual(["evt_spill_1", "evt_spill_2", "evt_spill_3"]);
  });

  it("keeps at most maxEntries, the newest, and counts the oldest dropped", async () => {
    const { publisher, spill, sink, count } = sinkOn(redis, { maxEntries: 3 });
    for (let i = 1; i <= 5; i++) await sink.decision(decision(i));
    expect(await spill.size()).toBe(3);
    expect(await count("dropped")).toBe(2);
    publisher.down = false;
    await sink.drainSpill();
    expect(publisher.published.map((p) => p.eventId)).toEqual(["evt_spill_3", "evt_spill_4", "evt_spill_5"]);
  });

  it("are lost, logged with their event ids and counted, when Redis fails too", async () => {
    const down = new Redis("redis://127.0.0.1:1", { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    const { sink, lost, count } = sinkOn(down);
    await sink.chatEvents([chatEvent(7), chatEvent(8)]);
    expect(lost).toEqual([["evt_chat_7", "evt_chat_8"]]);
    expect(await count("dropped")).toBe(2);
    down.disconnect();
  });
});
