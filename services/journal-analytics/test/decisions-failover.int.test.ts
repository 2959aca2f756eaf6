import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { createPool, type Pool } from "@warden/db";
import { createKafka, EventPublisher, TOPICS, type ConsumerHandle } from "@warden/kafka";
import { Action, DecisionSchema, Source, Verdict, type Decision } from "@warden/proto";
import { createLogger } from "@warden/telemetry";
import { createTestDatabase, KafkaMockCluster, projectTopics, sleep, waitFor, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDecisionConsumer } from "../src/consumer.js";
import { migrateJournal } from "../src/migrations.js";
import { JournalStore } from "../src/store.js";

// Decisions are produced while a broker of a 3-broker cluster goes down and its partition
// leaders (and the consumer group's coordinator) move. Every decision whose publish was
// acknowledged must reach the journal exactly once; redelivered records are absorbed.
const GROUP = "journal-analytics.failover-test";
let db: TestDatabase;
let pool: Pool;
let cluster: KafkaMockCluster;
let consumer: ConsumerHandle | undefined;

beforeAll(async () => {
  db = await createTestDatabase("failover");
  await migrateJournal(db.url);
  pool = createPool({ connectionString: db.url, schema: "journal" });
  cluster = await KafkaMockCluster.start({ brokers: 3, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions, replication: 3 })) });
});

afterAll(async () => {
  await consumer?.stop();
  await cluster?.stop();
  await pool?.end();
  await db?.drop();
});

function decision(i: number): Decision {
  return create(DecisionSchema, {
    eventId: `evt_failover_${String(i).padStart(5, "0")}`,
    occurredAt: timestampFromDate(new Date(Date.UTC(2026, 10, 1) + i * 1000)),
    source: Source.BOT,
    groupId: BigInt(-1001000000000 - (i % 40)),
    userId: BigInt(1000 + i),
    messageId: BigInt(i),
    text: `message ${i}`,
    verdict: i % 3 === 0 ? Verdict.SPAM : Verdict.CLEAN,
    score: i % 100,
    matchedRules: i % 3 === 0 ? ["earnings_promise"] : [],
    actionTaken: i % 3 === 0 ? Action.DELETE : Action.NONE,
  });
}

async function publishUntilAcked(publisher: EventPublisher, d: Decision): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await publisher.publish(TOPICS.decisions, DecisionSchema, { key: String(d.groupId), eventId: d.eventId, message: d });
      return;
    } catch (err) {
      if (attempt >= 20) throw err;
      await sleep(200);
    }
  }
}

describe("decisions survive a broker failure", () => {
  it("loses none and absorbs duplicates while a broker goes down and leaders move", async () => {
    const logger = createLogger("test", "silent");
    const kafka = createKafka({ brokers: cluster.brokers, clientId: "failover-test", retry: { initialRetryTime: 100, retries: 5, maxRetryTime: 1000 } });
    const store = new JournalStore(pool);
    consumer = await startDecisionConsumer({ kafka, store, logger, groupId: GROUP, sessionTimeout: 10_000, maxWaitTimeInMs: 200 });
    const publisher = new EventPublisher(kafka);
    await publisher.connect();

    const total = 600;
    const admin = kafka.admin();
    await admin.connect();
    for (let i = 0; i < total; i++) {
      if (i === 200) {
        // Take broker 2 down, then move its partition leaders and our group's coordinator.
        await cluster.brokerDown(2);
        const meta = await admin.fetchTopicMetadata({ topics: [TOPICS.decisions] });
        for (const p of meta.topics[0]!.partitions) {
          if (p.leader === 2) await cluster.moveLeader(TOPICS.decisions, p.partitionId, p.partitionId % 2 === 0 ? 1 : 3);
        }
        await cluster.setCoordinator("group", GROUP, 1);
      }
      if (i === 400) await cluster.brokerUp(2);
      await publishUntilAcked(publisher, decision(i));
    }
    // Redeliver a slice, as a producer retry or an uncommitted offset would.
    for (let i = 100; i < 150; i++) await publishUntilAcked(publisher, decision(i));
    await admin.disconnect();

    const count = async () => Number((await pool.query("SELECT count(*) FROM journal WHERE event_id LIKE 'evt_failover_%'")).rows[0].count);
    await waitFor(async () => (await count()) === total, { timeoutMs: 60_000, intervalMs: 200, message: `all ${total} decisions journaled` });
    await sleep(1_000); // let the redelivered slice land too
    const { rows } = await pool.query(
      "SELECT event_id, count(*)::int AS n FROM journal WHERE event_id LIKE 'evt_failover_%' GROUP BY event_id HAVING count(*) > 1",
    );
    expect(rows).toEqual([]);
    expect(await count()).toBe(total);
    await publisher.disconnect();
  });

  it("replaying the same records changes nothing", async () => {
    const store = new JournalStore(pool);
    const rows = [decision(10_000), decision(10_001)].map((d) => ({
      eventId: d.eventId,
      createdAt: new Date(Date.UTC(2026, 10, 2)),
      groupId: -1001,
      accountId: null,
      source: "bot" as const,
      messageId: 1,
      userId: 2,
      text: d.text,
      verdict: "clean" as const,
      score: 0,
      matchedRules: [],
      action: "none",
    }));
    expect(await store.insertDecisions(rows)).toHaveLength(2);
    expect(await store.insertDecisions(rows)).toHaveLength(0);
    const n = await pool.query("SELECT count(*)::int AS n FROM journal WHERE event_id = ANY($1)", [rows.map((r) => r.eventId)]);
    expect(n.rows[0].n).toBe(2);
  });
});
