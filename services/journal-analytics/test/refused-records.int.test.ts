import { create, toBinary } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { createKafka, deadLetterTopicOf, headerString, SCHEMA_VERSION, TOPICS, type ConsumerHandle, type Kafka } from "@warden/kafka";
import { Action, ChatEventKind, ChatEventSchema, DecisionSchema, Source, Verdict, type ChatEvent, type Decision } from "@warden/proto";
import { createLogger } from "@warden/telemetry";
import { KafkaMockCluster, projectTopics, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChatEventConsumer, startDecisionConsumer } from "../src/consumer.js";
import { type JournalHarness, startJournal } from "./support/journal.js";

// A record the journal cannot take as it is goes to the dead-letter topic, where an operator sees it, rather than being
// dropped as if journaled or journaled as something else:
// - a time before the retention window (0, an unset date; seconds written as milliseconds) — while a record inside the
//   window, however close to its edge, is journaled;
// - a decision whose source is unset or unknown (guessed as `api`, a bot decision would feed no counter and no user
//   history), or whose action is one this build does not know (guessed as `none`, spam blocked would undercount);
// - a record whose `schema-version` header is no version number (a newer version is read: its protobuf only adds).
let journal: JournalHarness;
let cluster: KafkaMockCluster;
let kafka: Kafka;
const consumers: ConsumerHandle[] = [];

beforeAll(async () => {
  journal = await startJournal("journal_refused", 4);
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "refused-test" });
});

afterAll(async () => {
  for (const c of consumers) await c.stop();
  await cluster?.stop();
  await journal?.close();
});

const G = -1001000000778;
const logger = createLogger("test", "silent");

const decision = (eventId: string, fields: Partial<Omit<Decision, "$typeName" | "$unknown">> = {}): Decision =>
  create(DecisionSchema, {
    eventId,
    occurredAt: timestampFromDate(new Date()),
    source: Source.BOT,
    groupId: BigInt(G),
    messageId: 1n,
    userId: 77n,
    text: "Earn $500 a day, DM me",
    verdict: Verdict.SPAM,
    score: 90,
    actionTaken: Action.DELETE,
    ...fields,
  });

/** Publishes records of one key in order, one send each, with the headers the publishers set (or `version`). */
async function publish(topic: string, records: { eventId: string; value: Uint8Array; version?: string }[]): Promise<void> {
  const producer = kafka.producer();
  await producer.connect();
  try {
    for (const r of records) {
      await producer.send({
        topic,
        messages: [{ key: String(G), value: Buffer.from(r.value), headers: { "event-id": r.eventId, "schema-version": r.version ?? SCHEMA_VERSION } }],
      });
    }
  } finally {
    await producer.disconnect();
  }
}

/** Waits until the dead-letter topic of `topic` holds every one of these event ids; returns all it holds. */
async function deadLettered(topic: string, eventIds: string[]): Promise<string[]> {
  const reader = kafka.consumer({ groupId: `dlq-reader-${topic}-${Date.now()}`, sessionTimeout: 10_000, maxWaitTimeInMs: 100 });
  const dead: string[] = [];
  await reader.connect();
  await reader.subscribe({ topics: [deadLetterTopicOf(topic)], fromBeginning: true });
  await reader.run({ eachMessage: async ({ message }) => void dead.push(headerString(message.headers?.["event-id"]) ?? "") });
  try {
    await waitFor(() => eventIds.every((id) => dead.includes(id)), { timeoutMs: 30_000, intervalMs: 100, message: `${eventIds.join(", ")} dead-lettered` });
  } finally {
    await reader.disconnect();
  }
  return dead;
}

describe("decisions the journal cannot take as they are", () => {
  it("are dead-lettered, and a decision at the retention window's edge is journaled", { timeout: 90_000 }, async () => {
    consumers.push(startDecisionConsumer({ kafka, store: journal.store, logger, sessionTimeout: 10_000, maxWaitTimeInMs: 200 }));
    const edge = new Date(journal.store.retainedSince().getTime() + 60_000);
    const refused = [
      decision("evt_ref_epoch", { occurredAt: timestampFromDate(new Date(0)) }),
      decision("evt_ref_before_window", { occurredAt: timestampFromDate(new Date(journal.store.retainedSince().getTime() - 60_000)) }),
      decision("evt_ref_no_source", { source: Source.UNSPECIFIED }),
      decision("evt_ref_new_source", { source: 7 as Source }),
      decision("evt_ref_new_action", { actionTaken: 99 as Action }),
    ];
    await publish(TOPICS.decisions, [
      ...refused.map((d) => ({ eventId: d.eventId, value: toBinary(DecisionSchema, d) })),
      { eventId: "evt_ref_vx", value: toBinary(DecisionSchema, decision("evt_ref_vx")), version: "1.x" },
      // A newer version is read (its protobuf only adds fields): a publisher upgraded first loses nothing.
      { eventId: "evt_ref_v2", value: toBinary(DecisionSchema, decision("evt_ref_v2")), version: "2" },
      { eventId: "evt_ref_edge", value: toBinary(DecisionSchema, decision("evt_ref_edge", { occurredAt: timestampFromDate(edge) })) },
      // An unset action is no action taken (proto3's 0), as the webhooks read it.
      { eventId: "evt_ref_unset_action", value: toBinary(DecisionSchema, decision("evt_ref_unset_action", { actionTaken: Action.UNSPECIFIED })) },
      { eventId: "evt_ref_fine", value: toBinary(DecisionSchema, decision("evt_ref_fine")) },
    ]);
    const journaled = async () =>
      (await journal.pool.query<{ event_id: string; action: string }>("SELECT event_id, action FROM journal WHERE group_id = $1 ORDER BY event_id", [G])).rows;
    // One key, one partition, in order: once the last is in, every record before it has its outcome.
    await waitFor(async () => (await journaled()).some((r) => r.event_id === "evt_ref_fine"), {
      timeoutMs: 30_000,
      intervalMs: 100,
      message: "the fine decision journaled",
    });
    expect(await journaled()).toEqual([
      { event_id: "evt_ref_edge", action: "delete" },
      { event_id: "evt_ref_fine", action: "delete" },
      { event_id: "evt_ref_unset_action", action: "none" },
      { event_id: "evt_ref_v2", action: "delete" },
    ]);
    const dead = await deadLettered(TOPICS.decisions, [...refused.map((d) => d.eventId), "evt_ref_vx"]);
    expect(dead).not.toContain("evt_ref_edge");
  });
});

describe("chat events dated before the retention window", () => {
  it("are dead-lettered, not dropped as if counted", { timeout: 90_000 }, async () => {
    consumers.push(startChatEventConsumer({ kafka, store: journal.store, logger, sessionTimeout: 10_000, maxWaitTimeInMs: 200 }));
    const event = (eventId: string, at: Date, kind = ChatEventKind.MESSAGE): ChatEvent =>
      create(ChatEventSchema, { eventId, kind, occurredAt: timestampFromDate(at), groupId: BigInt(G), userId: 7n, messageId: 5n });
    await publish(TOPICS.chatEvents, [
      { eventId: "evt_ref_c_epoch", value: toBinary(ChatEventSchema, event("evt_ref_c_epoch", new Date(0))) },
      { eventId: "evt_ref_c_vx", value: toBinary(ChatEventSchema, event("evt_ref_c_vx", new Date())), version: "two" },
      { eventId: "evt_ref_c_fine", value: toBinary(ChatEventSchema, event("evt_ref_c_fine", new Date())) },
    ]);
    const counted = async () =>
      (await journal.pool.query<{ event_id: string }>("SELECT event_id FROM chat_events WHERE group_id = $1 ORDER BY event_id", [G])).rows.map(
        (r) => r.event_id,
      );
    await waitFor(async () => (await counted()).includes("evt_ref_c_fine"), { timeoutMs: 30_000, intervalMs: 100, message: "the fine message counted" });
    expect(await counted()).toEqual(["evt_ref_c_fine"]);
    await deadLettered(TOPICS.chatEvents, ["evt_ref_c_epoch", "evt_ref_c_vx"]);
  });
});
