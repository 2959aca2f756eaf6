import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { createPool, type Pool } from "@warden/db";
import { createKafka, EventPublisher, TOPICS, type ConsumerHandle } from "@warden/kafka";
import { Action, ChatEventKind, ChatEventSchema, DecisionSchema, Source, Verdict, type ChatEvent, type Decision } from "@warden/proto";
import { createLogger } from "@warden/telemetry";
import { createTestDatabase, KafkaMockCluster, projectTopics, waitFor, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChatEventConsumer, startDecisionConsumer } from "../src/consumer.js";
import { migrateJournal } from "../src/migrations.js";
import { JournalStore } from "../src/store.js";

// Replaying the same records (a producer retry, an uncommitted offset, a consumer group reset)
// must leave the journal and every counter exactly as they were.
let db: TestDatabase;
let pool: Pool;
let cluster: KafkaMockCluster;
const consumers: ConsumerHandle[] = [];

beforeAll(async () => {
  db = await createTestDatabase("replay");
  await migrateJournal(db.url);
  pool = createPool({ connectionString: db.url, schema: "journal" });
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
});

afterAll(async () => {
  await Promise.all(consumers.map((c) => c.stop()));
  await cluster?.stop();
  await pool?.end();
  await db?.drop();
});

const GROUPS = [-1003000000001, -1003000000002, -1003000000003];
const DAY0 = Date.now() - 5 * 86_400_000;
const at = (day: number, minute: number) => new Date(DAY0 - (DAY0 % 86_400_000) + day * 86_400_000 + minute * 60_000);

function chatEvents(): ChatEvent[] {
  const out: ChatEvent[] = [];
  let n = 0;
  for (const g of GROUPS) {
    for (let day = 0; day < 3; day++) {
      for (let i = 0; i < 40; i++) {
        const kind = i % 10 === 0 ? ChatEventKind.JOIN : i % 10 === 1 ? ChatEventKind.LEAVE : i % 10 === 2 ? ChatEventKind.BAN : ChatEventKind.MESSAGE;
        out.push(
          create(ChatEventSchema, {
            eventId: `evt_chat_${++n}`,
            occurredAt: timestampFromDate(at(day, i * 7)),
            groupId: BigInt(g),
            kind,
            userId: BigInt(500 + (i % 9) + day), // senders overlap across days
            messageId: kind === ChatEventKind.MESSAGE ? BigInt(n) : undefined,
          }),
        );
      }
    }
  }
  return out;
}

function decisions(): Decision[] {
  const out: Decision[] = [];
  let n = 0;
  for (const g of GROUPS) {
    for (let i = 0; i < 30; i++) {
      const spam = i % 3 === 0;
      out.push(
        create(DecisionSchema, {
          eventId: `evt_dec_${++n}`,
          occurredAt: timestampFromDate(at(i % 3, i)),
          source: i % 5 === 0 ? Source.API : Source.BOT,
          groupId: BigInt(g),
          userId: BigInt(500 + (i % 9)),
          messageId: BigInt(i + 1),
          text: `text ${n}`,
          verdict: spam ? Verdict.SPAM : Verdict.CLEAN,
          score: spam ? 90 : 5,
          matchedRules: spam ? ["earnings_promise"] : [],
          actionTaken: spam ? (i % 2 === 0 ? Action.DELETE : Action.DELETE_AND_BAN) : Action.NONE,
        }),
      );
    }
  }
  return out;
}

async function snapshot() {
  const q = async (sql: string) => (await pool.query(sql)).rows;
  return {
    journal: await q("SELECT event_id, created_at, group_id, source, verdict, action, user_id, text_excerpt FROM journal ORDER BY event_id"),
    chatEvents: await q("SELECT event_id, occurred_at, group_id, kind, user_id FROM chat_events ORDER BY event_id"),
    dailyStats: await q("SELECT group_id, day::text, messages, active_users, joins, leaves, spam_blocked FROM daily_stats ORDER BY group_id, day"),
    activeUsers: await q("SELECT group_id, day::text, user_id FROM daily_active_users ORDER BY 1, 2, 3"),
    userStats: await q("SELECT user_id, first_seen_at FROM user_stats ORDER BY user_id"),
    senderDays: await q("SELECT group_id, year, user_id, days::text FROM sender_days ORDER BY 1, 2, 3"),
  };
}

async function publishAll(publisher: EventPublisher, chats: ChatEvent[], decs: Decision[]) {
  for (const e of chats) await publisher.publish(TOPICS.chatEvents, ChatEventSchema, { key: String(e.groupId), eventId: e.eventId, message: e });
  for (const d of decs) await publisher.publish(TOPICS.decisions, DecisionSchema, { key: String(d.groupId), eventId: d.eventId, message: d });
}

describe("replaying records", () => {
  it("through Kafka, twice, leaves the journal and every counter unchanged", async () => {
    const logger = createLogger("test", "silent");
    const kafka = createKafka({ brokers: cluster.brokers, clientId: "replay-test" });
    const store = new JournalStore(pool);
    consumers.push(await startDecisionConsumer({ kafka, store, logger, sessionTimeout: 10_000, maxWaitTimeInMs: 200 }));
    consumers.push(await startChatEventConsumer({ kafka, store, logger, sessionTimeout: 10_000, maxWaitTimeInMs: 200 }));
    const publisher = new EventPublisher(kafka);
    await publisher.connect();
    const chats = chatEvents();
    const decs = decisions();
    await publishAll(publisher, chats, decs);
    const counts = async () =>
      (await pool.query("SELECT (SELECT count(*) FROM journal)::int AS j, (SELECT count(*) FROM chat_events)::int AS c")).rows[0] as { j: number; c: number };
    await waitFor(
      async () => {
        const c = await counts();
        return c.j === decs.length && c.c === chats.length;
      },
      { timeoutMs: 60_000, intervalMs: 200, message: "first delivery consumed" },
    );
    const before = await snapshot();

    // The counters are what the records say (so the comparison below compares something real).
    const g = GROUPS[0]!;
    const day0 = before.dailyStats.find((r) => Number(r.group_id) === g && r.day === at(0, 0).toISOString().slice(0, 10))!;
    // Per group and day: 40 events, of which 4 joins, 4 leaves, 4 bans, 28 messages from users 500+day..508+day minus
    // the senders of i%10 in {0,1,2} only (i%9 over the message indexes covers all nine users).
    expect(day0).toMatchObject({ messages: 28, joins: 4, leaves: 4, active_users: 9 });
    // Spam blocked: bot decisions with verdict spam and a deleting action (API checks excluded).
    const expectedBlocked = decs.filter((d) => d.groupId === BigInt(g) && d.source === Source.BOT && d.verdict === Verdict.SPAM).length;
    const blocked = before.dailyStats.filter((r) => Number(r.group_id) === g).reduce((s, r) => s + Number(r.spam_blocked), 0);
    expect(blocked).toBe(expectedBlocked);
    expect(expectedBlocked).toBeGreaterThan(0);

    // Replay everything twice, then a sentinel per group key: once the sentinels are in, every
    // replayed record of that key (same partition, earlier offset) has been handled.
    await publishAll(publisher, chats, decs);
    await publishAll(publisher, chats, decs);
    const sentinels = GROUPS.map((gid, i) =>
      create(ChatEventSchema, {
        eventId: `evt_sentinel_${i}`,
        occurredAt: timestampFromDate(at(0, 0)),
        groupId: BigInt(gid),
        kind: ChatEventKind.KICK,
        userId: 0n,
      }),
    );
    const decisionSentinels = GROUPS.map((gid, i) =>
      create(DecisionSchema, {
        eventId: `evt_dsentinel_${i}`,
        occurredAt: timestampFromDate(at(0, 0)),
        source: Source.API,
        groupId: BigInt(gid),
        text: "s",
        verdict: Verdict.CLEAN,
      }),
    );
    await publishAll(publisher, sentinels, decisionSentinels);
    await waitFor(
      async () => {
        const c = await counts();
        return c.j === decs.length + GROUPS.length && c.c === chats.length + GROUPS.length;
      },
      { timeoutMs: 60_000, intervalMs: 200, message: "replay and sentinels consumed" },
    );
    const after = await snapshot();
    expect({
      ...after,
      journal: after.journal.filter((r) => !String(r.event_id).startsWith("evt_dsentinel_")),
      chatEvents: after.chatEvents.filter((r) => !String(r.event_id).startsWith("evt_sentinel_")),
    }).toEqual(before);
    await publisher.disconnect();
  });

  it("through the store: a second insert of the same batch returns no new ids and moves no counter", async () => {
    const store = new JournalStore(pool);
    const g = -1003000000009;
    const t = at(1, 0);
    const chats = [
      { eventId: "evt_s_1", occurredAt: t, groupId: g, kind: "message" as const, userId: 77, messageId: 1 },
      { eventId: "evt_s_2", occurredAt: t, groupId: g, kind: "message" as const, userId: 77, messageId: 2 },
      { eventId: "evt_s_3", occurredAt: t, groupId: g, kind: "join" as const, userId: 78, messageId: null },
      // The same event twice inside one batch counts once.
      { eventId: "evt_s_3", occurredAt: t, groupId: g, kind: "join" as const, userId: 78, messageId: null },
    ];
    const decs = [
      {
        eventId: "evt_s_d1",
        createdAt: t,
        groupId: g,
        accountId: null,
        source: "bot" as const,
        messageId: 1,
        userId: 77,
        text: "x",
        verdict: "spam" as const,
        score: 90,
        matchedRules: ["a_rule", 'odd,"name'],
        action: "delete",
      },
    ];
    expect(await store.insertChatEvents(chats)).toHaveLength(3);
    expect(await store.insertDecisions(decs)).toEqual(["evt_s_d1"]);
    const read = async () => (await pool.query("SELECT messages, active_users, joins, leaves, spam_blocked FROM daily_stats WHERE group_id = $1", [g])).rows;
    const first = await read();
    expect(first).toEqual([{ messages: 2, active_users: 1, joins: 1, leaves: 0, spam_blocked: 1 }]);
    expect(await store.insertChatEvents(chats)).toEqual([]);
    expect(await store.insertDecisions(decs)).toEqual([]);
    expect(await read()).toEqual(first);
    const rules = await pool.query("SELECT matched_rules FROM journal WHERE event_id = 'evt_s_d1'");
    expect(rules.rows[0].matched_rules).toEqual(["a_rule", 'odd,"name']);
  });
});
