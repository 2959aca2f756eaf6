import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { createKafka, deadLetterTopicOf, EventPublisher, headerString, TOPICS, type ConsumerHandle, type Kafka } from "@warden/kafka";
import { ChatEventKind, ChatEventSchema, DecisionSchema, Source, Verdict, type Decision } from "@warden/proto";
import { createLogger } from "@warden/telemetry";
import { KafkaMockCluster, projectTopics, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChatEventConsumer, startDecisionConsumer } from "../src/consumer.js";
import { type JournalHarness, startJournal } from "./support/journal.js";

// A record the journal could store but not read back (an id past 2^53, which the database keeps rounded and the reader
// refuses) goes to the dead-letter topic; journaled, it would fail every page of its group's journal until retention.
let journal: JournalHarness;
let cluster: KafkaMockCluster;
let kafka: Kafka;
let consumer: ConsumerHandle | undefined;
let chatConsumer: ConsumerHandle | undefined;

beforeAll(async () => {
  journal = await startJournal("journal_poison", 4);
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "poison-test" });
});

afterAll(async () => {
  await consumer?.stop();
  await chatConsumer?.stop();
  await cluster?.stop();
  await journal?.close();
});

const G = -1001000000777;
const check = (eventId: string, userId: bigint): Decision =>
  create(DecisionSchema, {
    eventId,
    occurredAt: timestampFromDate(new Date()),
    source: Source.API,
    groupId: BigInt(G),
    accountId: "acc_poison",
    userId,
    text: "Earn $500 a day, DM me",
    verdict: Verdict.SPAM,
    score: 90,
  });

/** Waits until the dead-letter topic of `topic` holds a record with this event id. */
async function deadLettered(topic: string, eventId: string): Promise<void> {
  const reader = kafka.consumer({ groupId: `dlq-reader-${Date.now()}`, sessionTimeout: 10_000, maxWaitTimeInMs: 100 });
  const dead: string[] = [];
  await reader.connect();
  await reader.subscribe({ topics: [deadLetterTopicOf(topic)], fromBeginning: true });
  await reader.run({ eachMessage: async ({ message }) => void dead.push(headerString(message.headers?.["event-id"]) ?? "") });
  try {
    await waitFor(() => dead.includes(eventId), { timeoutMs: 30_000, intervalMs: 100, message: `${eventId} dead-lettered` });
  } finally {
    await reader.disconnect();
  }
}

describe("a decision with an id past 2^53", () => {
  it("is dead-lettered, and the group's journal stays readable", async () => {
    consumer = startDecisionConsumer({ kafka, store: journal.store, logger: createLogger("test", "silent"), sessionTimeout: 10_000, maxWaitTimeInMs: 200 });
    const publisher = new EventPublisher(kafka);
    await publisher.connect();
    try {
      for (const d of [check("evt_poison_big_user", 2n ** 60n + 1n), check("evt_poison_fine", 42n)]) {
        await publisher.publish(TOPICS.apiDecisions, DecisionSchema, { key: String(G), eventId: d.eventId, message: d });
      }
    } finally {
      await publisher.disconnect();
    }
    const journaled = async () =>
      (await journal.pool.query<{ event_id: string }>("SELECT event_id FROM journal WHERE group_id = $1 ORDER BY event_id", [G])).rows.map((r) => r.event_id);
    // Records of one key are handled in order: once the second is in, the first has its outcome.
    await waitFor(async () => (await journaled()).includes("evt_poison_fine"), { timeoutMs: 30_000, intervalMs: 100, message: "the fine check journaled" });
    expect(await journaled()).toEqual(["evt_poison_fine"]);
    const page = await journal.client.listJournal({ groupId: BigInt(G) });
    expect(page.items.map((i) => [i.id, i.userId])).toEqual([["evt_poison_fine", 42n]]);

    await deadLettered(TOPICS.apiDecisions, "evt_poison_big_user");
  });
});

// A migration without the group's new id can move nothing: it goes to the dead-letter topic, where an operator sees it,
// rather than being skipped without a trace while the group's journal stays under an id Telegram no longer uses.
describe("a migrate event without the new group id", () => {
  it("is dead-lettered, and the events after it are counted", async () => {
    chatConsumer = startChatEventConsumer({
      kafka,
      store: journal.store,
      logger: createLogger("test", "silent"),
      sessionTimeout: 10_000,
      maxWaitTimeInMs: 200,
    });
    const publisher = new EventPublisher(kafka);
    const occurredAt = timestampFromDate(new Date());
    const events = [
      create(ChatEventSchema, { eventId: "evt_poison_migrate", kind: ChatEventKind.MIGRATE, occurredAt, groupId: BigInt(G) }),
      create(ChatEventSchema, { eventId: "evt_poison_message", kind: ChatEventKind.MESSAGE, occurredAt, groupId: BigInt(G), userId: 7n }),
    ];
    await publisher.connect();
    try {
      for (const e of events) await publisher.publish(TOPICS.chatEvents, ChatEventSchema, { key: String(G), eventId: e.eventId, message: e });
    } finally {
      await publisher.disconnect();
    }
    const counted = async () =>
      (await journal.pool.query<{ event_id: string }>("SELECT event_id FROM chat_events WHERE group_id = $1", [G])).rows.map((r) => r.event_id);
    await waitFor(async () => (await counted()).includes("evt_poison_message"), { timeoutMs: 30_000, intervalMs: 100, message: "the message counted" });
    await deadLettered(TOPICS.chatEvents, "evt_poison_migrate");
  });
});
