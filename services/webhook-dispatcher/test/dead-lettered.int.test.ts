import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { createKafka, deadLetterTopicOf, EventPublisher, headerString, TOPICS, type Kafka } from "@warden/kafka";
import { ChatEventKind, ChatEventSchema } from "@warden/proto";
import { createLogger } from "@warden/telemetry";
import { KafkaMockCluster, projectTopics, type Receiver, startReceiver, waitFor } from "@warden/testing";
import type { KafkaMessage } from "kafkajs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEventConsumer, startRetryConsumer, type ConsumerHandle } from "../src/consumers.js";
import { DeliveryTransport } from "../src/deliver.js";
import type { WebhookDispatcher } from "../src/dispatch.js";
import { envelopeJson, type WebhookEvent } from "../src/events.js";
import { KafkaTaskQueue, retryTopicFor } from "../src/retry-topics.js";
import { DestinationPolicy } from "../src/url-safety.js";
import { dispatcherOn, startHarness, type Harness } from "./support/harness.js";

// A record the dispatcher's consumers give up on goes to its dead-letter topic, and nothing handles it again unless an
// operator replays it. Here Kafka refuses the follow-up task of a failed attempt (MESSAGE_TOO_LARGE, told to the mock
// as a real broker would answer): the record fails at each try, after its attempt was claimed and made, and is
// dead-lettered. The attempt must not stay `pending` in the owner's delivery history for ever.
const GROUP = -1001000000999;
/** Kafka error codes the mock answers a Produce request with (pushRequestErrors, API key 0). */
const PRODUCE = 0;
const MESSAGE_TOO_LARGE = 10;
/** Tries of a record before it is dead-lettered: each one's follow-up task is refused. */
const MAX_TRIES = 2;

let cluster: KafkaMockCluster;
let kafka: Kafka;
let h: Harness;
let rx: Receiver;
let tasks: KafkaTaskQueue;
let publisher: EventPublisher;
let dispatcher: WebhookDispatcher;
const logger = createLogger("test", "silent");

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "dispatcher-dead-lettered-test" });
  tasks = new KafkaTaskQueue(kafka);
  publisher = new EventPublisher(kafka);
  await Promise.all([tasks.connect(), publisher.connect()]);
  h = await startHarness("dispatcher_dead_lettered", { allowedNetworks: ["127.0.0.2/32"], tasks });
  rx = await startReceiver({ listen: "127.0.0.2" });
  rx.answer = (_r, res) => {
    res.writeHead(503);
    res.end("unavailable");
  };
  h.resolver.table.set("hooks.receiver.test", ["127.0.0.2"]);
  // The harness's allowed networks; a minute between attempts: no retry falls due within a test.
  dispatcher = dispatcherOn(
    { ...h, tasks },
    {
      transport: new DeliveryTransport({
        policy: new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.2/32"] }),
        resolver: h.resolver.resolve,
        timeoutMs: 2_000,
      }),
      scheduleMs: [60_000, 60_000, 60_000, 60_000, 60_000],
      disableAfterMs: 3_600_000,
      logger,
    },
  );
});

afterAll(async () => {
  await tasks?.disconnect().catch(() => undefined);
  await publisher?.disconnect().catch(() => undefined);
  await rx?.close();
  await h?.close();
  await cluster?.stop();
});

let seq = 0;
async function endpoint(account: string, path: string): Promise<string> {
  h.groups.admins.set(GROUP, [...new Set([...(h.groups.admins.get(GROUP) ?? []), account])]);
  const made = await h.client.createEndpoint({ accountId: account, url: `http://hooks.receiver.test:${rx.port}${path}`, allGroups: true, description: "" });
  return made.endpoint!.id;
}

/** Runs a consumer (its records tried MAX_TRIES times, then dead-lettered) until `fn` is done. */
async function consuming<T>(start: typeof startEventConsumer, fn: () => Promise<T>): Promise<T> {
  const c: ConsumerHandle = start({
    kafka,
    dispatcher,
    logger,
    sessionTimeout: 10_000,
    maxWaitTimeInMs: 100,
    retry: { maxAttempts: MAX_TRIES, initialBackoffMs: 50 },
  });
  try {
    return await fn();
  } finally {
    await c.stop().catch(() => undefined);
  }
}

/** The dead letter on `topic`'s dead-letter topic whose event-id header is `eventId` (a fresh reader group each time). */
async function deadLetterOf(topic: string, eventId: string): Promise<KafkaMessage> {
  const c = kafka.consumer({ groupId: `reader-${topic}-${Date.now()}-${seq++}`, sessionTimeout: 6_000, maxWaitTimeInMs: 100 });
  const seen: KafkaMessage[] = [];
  await c.connect();
  await c.subscribe({ topics: [deadLetterTopicOf(topic)], fromBeginning: true });
  await c.run({ eachMessage: async ({ message }) => void seen.push(message) });
  try {
    return await waitFor(() => seen.find((m) => headerString(m.headers?.["event-id"]) === eventId), {
      timeoutMs: 30_000,
      intervalMs: 100,
      message: `the dead letter of ${eventId} on ${deadLetterTopicOf(topic)}`,
    });
  } finally {
    await c.disconnect();
  }
}

const requestsFor = (path: string, eventId: string) => rx.received.filter((r) => r.path === path && r.headers["webhook-id"] === eventId);

describe("a record dead-lettered after its attempt was claimed", () => {
  it("an event (attempt 1, inline): the attempt is closed as failed, with why, not left pending", async () => {
    const id = await endpoint("acc_dead_event", "/dead-event");
    const eventId = `evt_dead_${Date.now()}_${seq++}`;
    await publisher.publish(TOPICS.chatEvents, ChatEventSchema, {
      key: String(GROUP),
      eventId,
      message: create(ChatEventSchema, { eventId, occurredAt: timestampFromDate(new Date()), groupId: BigInt(GROUP), kind: ChatEventKind.JOIN, userId: 4242n }),
    });
    // Published: Kafka now refuses the follow-up task of each try.
    await cluster.pushRequestErrors(PRODUCE, Array<number>(MAX_TRIES).fill(MESSAGE_TOO_LARGE));

    const dead = await consuming(startEventConsumer, () => deadLetterOf(TOPICS.chatEvents, eventId));
    expect(headerString(dead.headers?.["dlq-error-class"])).toBe("KafkaJSProtocolError");
    // Each try made the attempt (at least once), and none finished it.
    expect(requestsFor("/dead-event", eventId)).toHaveLength(MAX_TRIES);
    const rows = await h.deliveries.attemptsOf(id, eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempt: 1, status: "failed", next_attempt_at: null });
    expect(rows[0]!.error).toMatch(/^not completed: the dispatcher failed while making or recording this attempt \(an internal error/);
    expect((await h.deliveries.page(id, { limit: 10, status: "pending" })).rows).toEqual([]);
  });

  it("a retry task: the attempt is closed as failed, with why, not left pending", async () => {
    const id = await endpoint("acc_dead_task", "/dead-task");
    const e: WebhookEvent = { id: `evt_dead_${Date.now()}_${seq++}`, type: "user.joined", groupId: GROUP, createdAt: new Date(), data: { user_id: 7 } };
    await tasks.scheduleRetry({
      endpointId: id,
      eventId: e.id,
      eventType: e.type,
      attempt: 2,
      envelope: envelopeJson(e),
      dueAt: new Date(),
      lastError: "HTTP 503",
    });
    await cluster.pushRequestErrors(PRODUCE, Array<number>(MAX_TRIES).fill(MESSAGE_TOO_LARGE));

    const dead = await consuming(startRetryConsumer, () => deadLetterOf(retryTopicFor(2), e.id));
    expect(headerString(dead.headers?.["dlq-error-class"])).toBe("KafkaJSProtocolError");
    expect(requestsFor("/dead-task", e.id)).toHaveLength(MAX_TRIES);
    const rows = await h.deliveries.attemptsOf(id, e.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempt: 2, status: "failed", next_attempt_at: null });
    expect(rows[0]!.error).toMatch(/^not completed: the dispatcher failed while making or recording this attempt \(an internal error/);
  });
});
