import { createKafka, type Kafka } from "@warden/kafka";
import { createLogger } from "@warden/telemetry";
import { KafkaMockCluster, projectTopics, type Receiver, startReceiver, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRetryConsumer, type ConsumerHandle } from "../src/consumers.js";
import { DeliveryTransport } from "../src/deliver.js";
import { WebhookDispatcher } from "../src/dispatch.js";
import { envelopeJson, type WebhookEvent } from "../src/events.js";
import { KafkaTaskQueue } from "../src/retry-topics.js";
import { DestinationPolicy } from "../src/url-safety.js";
import { startHarness, type Harness } from "./support/harness.js";

// An endpoint that is failing (or slow) gets its attempts 1 through the retry consumer, due at once. They wait on a
// topic of their own: behind a scheduled retry of the same endpoint (due a whole first wait later, on the same
// partition of the first retry topic) they would wait for it.
const FIRST_WAIT_MS = 30_000;
const SCHEDULE = [FIRST_WAIT_MS, 60_000, 90_000, 120_000, 150_000];
const GROUP = -1001000000888;

let cluster: KafkaMockCluster;
let kafka: Kafka;
let h: Harness;
let rx: Receiver;
let tasks: KafkaTaskQueue;
let dispatcher: WebhookDispatcher;
let consumer: ConsumerHandle | undefined;
const logger = createLogger("test", "silent");

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: projectTopics().map((t) => ({ name: t.name, partitions: t.partitions })) });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "dispatcher-first-attempts-test" });
  tasks = new KafkaTaskQueue(kafka);
  await tasks.connect();
  h = await startHarness("dispatcher_first_attempts", { allowedNetworks: ["127.0.0.2/32"], tasks });
  rx = await startReceiver({ listen: "127.0.0.2" });
  h.resolver.table.set("hooks.receiver.test", ["127.0.0.2"]);
  dispatcher = new WebhookDispatcher({
    endpoints: h.endpoints,
    deliveries: h.deliveries,
    groups: h.groups,
    transport: new DeliveryTransport({
      policy: new DestinationPolicy({ allowHttp: true, allowedNetworks: ["127.0.0.2/32"] }),
      resolver: h.resolver.resolve,
      timeoutMs: 2_000,
    }),
    tasks,
    notices: { notify: async () => undefined },
    scheduleMs: SCHEDULE,
    disableAfterMs: 3_600_000,
    concurrency: 4,
    logger,
  });
  consumer = startRetryConsumer({ kafka, dispatcher, logger, sessionTimeout: 10_000, maxWaitTimeInMs: 100 });
});

afterAll(async () => {
  await consumer?.stop().catch(() => undefined);
  await tasks?.disconnect().catch(() => undefined);
  await rx?.close();
  await h?.close();
  await cluster?.stop();
});

const event = (id: string): WebhookEvent => ({ id, type: "user.joined", groupId: GROUP, createdAt: new Date(), data: { user_id: 7 } });

describe("an attempt 1 through the retry path", () => {
  it("is made at once, not behind the endpoint's scheduled retries", async () => {
    h.groups.admins.set(GROUP, ["acc_first"]);
    const made = await h.client.createEndpoint({
      accountId: "acc_first",
      url: `http://${"hooks.receiver.test"}:${rx.port}/first`,
      allGroups: true,
      description: "",
    });
    const id = made.endpoint!.id;
    // A failed attempt of an earlier event waits its first retry on the endpoint's partition...
    const earlier = event("evt_first_earlier");
    await tasks.scheduleRetry({
      endpointId: id,
      eventId: earlier.id,
      eventType: earlier.type,
      attempt: 2,
      envelope: envelopeJson(earlier),
      dueAt: new Date(Date.now() + FIRST_WAIT_MS),
      lastError: "HTTP 503",
    });
    // ...and the endpoint is failing, so a new event's attempt 1 goes through the retry path.
    await h.pool.query("UPDATE endpoints SET failing_since = now() WHERE id = $1", [id]);
    const fresh = event("evt_first_fresh");
    expect(await dispatcher.fanOut(fresh)).toBe(1);
    await waitFor(() => rx.received.some((r) => r.headers["x-svc-delivery"] === fresh.id), {
      timeoutMs: FIRST_WAIT_MS / 3,
      intervalMs: 100,
      message: "the new event's attempt 1 made while the earlier retry still waits",
    });
    expect(rx.received.some((r) => r.headers["x-svc-delivery"] === earlier.id)).toBe(false);
  });
});
