import { readFileSync } from "node:fs";
import { join } from "node:path";
import { create, toBinary } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Action, ChatEventKind, ChatEventSchema, DecisionSchema, Source, Verdict } from "@warden/proto";
import { TOPICS } from "@warden/kafka";
import { type Receiver, SPAM_TEXT, startReceiver, waitFor } from "@warden/testing";
import { verifyAndParse, verifyWebhook } from "@warden/webhook-verify";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { Kafka, logLevel, type Producer } from "kafkajs";
import { Webhook, WebhookVerificationError as StandardVerificationError } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { ROOT, startStack, type Stack } from "../support/stack.js";

// Webhooks through the public API and the real services: endpoint CRUD, the cap, scopes and
// plans, tenant isolation, secrets, test deliveries, history pagination, and events of a group
// fanned out to the endpoints of the accounts that administer it.
let stack: Stack;
let api: ReturnType<typeof apiClient>;
let kafka: Kafka;
let producer: Producer;

let failPaths = new Set<string>();
let receiver: Receiver;
let base = "";

const doc = JSON.parse(readFileSync(join(ROOT, "docs/api/openapi.json"), "utf8")) as { components: object };
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: "urn:warden:doc", components: doc.components });
/** The OpenAPI document's schema of every delivery body. */
const validateEvent = ajv.compile({ $ref: "urn:warden:doc#/components/schemas/WebhookEvent" });

beforeAll(async () => {
  receiver = await startReceiver({
    answer: (r, res) => {
      res.writeHead(failPaths.has(r.path) ? 500 : 200);
      res.end(failPaths.has(r.path) ? "broken" : "ok");
    },
  });
  base = `http://127.0.0.1:${receiver.port}`;
  stack = await startStack({
    label: "webhooks",
    services: ["groups-config", "engine", "webhook-dispatcher", "gateway"],
    env: { WEBHOOK_ALLOW_HTTP: "true", WEBHOOK_ALLOWED_NETWORKS: "127.0.0.0/8,::1/128", WEBHOOK_RETRY_SCHEDULE_MS: "200,400,600,800,1000" },
  });
  api = apiClient(stack.baseUrl, stack.demo.key);
  kafka = new Kafka({ brokers: stack.kafka.brokers, clientId: "webhooks-e2e", logLevel: logLevel.NOTHING });
  producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
});

afterAll(async () => {
  await producer?.disconnect().catch(() => undefined);
  await stack?.stop();
  await receiver?.close();
});

/** A new account on `plan` with a key of `scope`. */
async function account(plan: string, scope = "write", name = `acct-${Math.random().toString(36).slice(2, 8)}`) {
  const acc = (await stack.cli("account", "create", "--name", name, "--plan", plan)) as { id: string };
  const key = (await stack.cli("key", "create", acc.id, "--scope", scope)) as { key: string };
  return { id: acc.id, key: key.key, api: apiClient(stack.baseUrl, key.key) };
}

async function deleteAll(client = api) {
  const list = await client.get<{ webhooks: { id: string }[] }>("/webhooks");
  for (const w of list.body.webhooks) expect((await client.delete(`/webhooks/${w.id}`)).status).toBe(204);
}

describe("endpoint CRUD", () => {
  it("creates (secret shown once), lists, reads, updates, disables, re-enables and deletes", async () => {
    const created = await api.post("/webhooks", {
      url: `${base}/crud`,
      events: ["spam.detected", "user.joined"],
      group_ids: [stack.demo.groupId],
      description: "crud",
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.body).toMatchObject({
      url: `${base}/crud`,
      events: ["spam.detected", "user.joined"],
      group_ids: [stack.demo.groupId],
      description: "crud",
      status: "enabled",
    });
    const id = created.body.id as string;

    const list = await api.get("/webhooks");
    expect(list.body.webhooks.map((w: { id: string }) => w.id)).toContain(id);
    const one = await api.get(`/webhooks/${id}`);
    expect(one.status).toBe(200);
    for (const r of [list, one]) expect(JSON.stringify(r.body)).not.toContain(created.body.secret);

    const defaults = await api.post("/webhooks", { url: `${base}/defaults` });
    expect(defaults.body).toMatchObject({
      group_ids: null,
      description: "",
      events: ["spam.detected", "message.suspicious", "user.banned", "user.kicked", "user.muted", "user.joined", "user.left"],
    });

    const patched = await api.patch(`/webhooks/${id}`, { description: "changed", group_ids: null, events: ["user.left"] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ description: "changed", group_ids: null, events: ["user.left"] });
    const same = await api.patch(`/webhooks/${id}`, {});
    expect(same.body.updated_at).toBe(patched.body.updated_at);

    const off = await api.patch(`/webhooks/${id}`, { status: "disabled" });
    expect(off.body).toMatchObject({ status: "disabled", disabled_reason: "manual" });
    const on = await api.patch(`/webhooks/${id}`, { status: "enabled" });
    expect(on.body.status).toBe("enabled");
    expect(on.body).not.toHaveProperty("disabled_reason");

    expect((await api.delete(`/webhooks/${id}`)).status).toBe(204);
    const gone = await api.get(`/webhooks/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("not_found");
    await deleteAll();
  });

  it("refuses bad input with the contract's errors", async () => {
    const cases: [unknown, string][] = [
      [{ url: "http://10.0.0.1/hook" }, "url"],
      [{ url: "https://169.254.169.254/latest/meta-data" }, "url"],
      [{ url: "ftp://example.com/hook" }, "url"],
      // Forms URL parsing takes but the responses' `^https?://` refuses (the URL is stored as sent).
      [{ url: `HTTP${base.slice("http".length)}/x` }, "url"],
      [{ url: ` ${base}/x` }, "url"],
      [{ url: `http:${base.slice("http://".length)}/x` }, "url"],
      [{ url: `${base}/x`, events: [] }, "events"],
      [{ url: `${base}/x`, events: ["webhook.test"] }, "events[0]"],
      [{ url: `${base}/x`, group_ids: [] }, "group_ids"],
      [{ url: `${base}/x`, description: "d".repeat(257) }, "description"],
      [{ url: `${base}/x`, secret: "mine" }, "secret"],
    ];
    for (const [body, path] of cases) {
      const r = await api.post("/webhooks", body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.error.code).toBe("validation_failed");
      expect(r.body.error.details.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const upper = await api.post("/webhooks", { url: `HTTP${base.slice("http".length)}/x` });
    expect(upper.body.error.details.errors).toContainEqual(expect.objectContaining({ path: "url", message: "must start with https://" }));
    // Refusals made before admission cost no quota: a group that is not the account's, a malformed id.
    const usedBefore = (await api.get("/usage")).body.usage.used;
    const notMine = await api.post("/webhooks", { url: `${base}/x`, group_ids: [-1009999999999] });
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.code).toBe("group_not_found");
    const malformed = await api.get("/webhooks/not-an-id");
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.details.errors[0].path).toBe("id");
    expect((await api.delete("/webhooks/wh_bad!id")).status).toBe(422);
    expect((await api.get("/usage")).body.usage.used).toBe(usedBefore);
    const unknown = await api.get("/webhooks/wh_doesnotexist");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("not_found");
    expect((await api.get<{ webhooks: unknown[] }>("/webhooks")).body.webhooks).toEqual([]);
  });

  it("allows 10 endpoints an account; the 11th is 409 limit_reached", async () => {
    for (let i = 1; i <= 10; i++) expect((await api.post("/webhooks", { url: `${base}/cap-${i}` })).status).toBe(201);
    const over = await api.post("/webhooks", { url: `${base}/cap-11` });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: "limit_reached", details: { resource: "webhooks", limit: 10 } });
    await deleteAll();
  });
});

describe("plans, scopes and tenants", () => {
  it("needs the account on Pro and a write key for changes", async () => {
    const free = await account("free");
    const r = await free.api.post("/webhooks", { url: `${base}/free` });
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: "plan_required", details: { required_plan: "pro", current_plan: "free", subject: "account" } });
    const reader = await account("pro", "read");
    expect((await reader.api.get("/webhooks")).status).toBe(200);
    const denied = await reader.api.post("/webhooks", { url: `${base}/read` });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("insufficient_scope");
  });

  it("an account moved below Pro, or frozen, hears nothing until it is back; then it hears what occurs from then on", async () => {
    const owner = await account("pro");
    const witness = await account("pro"); // another administrator of the group, whose endpoint shows each event was fanned out
    const group = -1009000000000 - Math.floor(Math.random() * 1_000_000);
    await stack.cli("group", "upsert", "--id", String(group), "--title", "Suspension", "--plan", "pro", "--admin", owner.id, "--admin", witness.id);
    expect((await owner.api.post("/webhooks", { url: `${base}/suspended-owner`, events: ["user.joined"] })).status).toBe(201);
    expect((await witness.api.post("/webhooks", { url: `${base}/suspended-witness`, events: ["user.joined"] })).status).toBe(201);
    const at = (path: string, id: string) => receiver.received.filter((r) => r.path === path && r.headers["x-svc-delivery"] === id);
    const join = async (label: string) => {
      const eventId = `evt_e2e_${label}_${Date.now()}`;
      const value = toBinary(
        ChatEventSchema,
        create(ChatEventSchema, { eventId, occurredAt: timestampFromDate(new Date()), groupId: BigInt(group), kind: ChatEventKind.JOIN, userId: 4242n }),
      );
      await producer.send({
        topic: TOPICS.chatEvents,
        acks: -1,
        messages: [{ key: String(group), value: Buffer.from(value), headers: { "event-id": eventId } }],
      });
      // The witness got it: the fan-out of this event has chosen its endpoints.
      await waitFor(() => at("/suspended-witness", eventId).length > 0, { timeoutMs: 20_000, message: `${label} delivered to the witness` });
      return eventId;
    };

    await stack.cli("account", "plan", owner.id, "free");
    const whileFree = await join("free");
    await stack.cli("account", "plan", owner.id, "pro");
    const back = await join("back");
    await waitFor(() => at("/suspended-owner", back).length > 0, { timeoutMs: 20_000, message: "the event after the upgrade delivered" });
    await stack.cli("account", "freeze", owner.id);
    const whileFrozen = await join("frozen");
    await stack.cli("account", "unfreeze", owner.id);
    const thawed = await join("thawed");
    await waitFor(() => at("/suspended-owner", thawed).length > 0, { timeoutMs: 20_000, message: "the event after the unfreeze delivered" });
    expect(at("/suspended-owner", whileFree)).toEqual([]);
    expect(at("/suspended-owner", whileFrozen)).toEqual([]);
  });

  it("another account sees none of this account's endpoints", async () => {
    const mine = await api.post("/webhooks", { url: `${base}/tenant` });
    const id = mine.body.id as string;
    const other = await account("pro");
    expect((await other.api.get("/webhooks")).body.webhooks).toEqual([]);
    for (const [method, path, body] of [
      ["GET", `/webhooks/${id}`],
      ["PATCH", `/webhooks/${id}`, { description: "x" }],
      ["DELETE", `/webhooks/${id}`],
      ["POST", `/webhooks/${id}/test`],
      ["POST", `/webhooks/${id}/rotate-secret`],
      ["GET", `/webhooks/${id}/deliveries`],
    ] as [string, string, unknown?][]) {
      const r = await other.api.call(method, path, body);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.error.code).toBe("not_found");
    }
    expect((await api.get(`/webhooks/${id}`)).body.description).toBe("");
    await deleteAll();
  });
});

describe("secrets and test deliveries", () => {
  it("a test delivery verifies with verifyWebhook over the raw body; rotation sends both signatures", async () => {
    const created = await api.post("/webhooks", { url: `${base}/test-1` });
    const id = created.body.id as string;
    const secret = created.body.secret as string;
    receiver.received.length = 0;
    const t = await api.post(`/webhooks/${id}/test`);
    expect(t.status).toBe(200);
    expect(t.body).toMatchObject({ success: true, status_code: 200 });
    const got = receiver.received.find((r) => r.path === "/test-1")!;
    const v = verifyWebhook(secret, got.headers as Record<string, string>, got.body);
    expect(v.type).toBe("webhook.test");
    expect(v.event).toMatchObject({ group_id: null, data: { endpoint_id: id } });
    expect(validateEvent(JSON.parse(got.body)), JSON.stringify(validateEvent.errors)).toBe(true);
    // The same delivery verifies with the standardwebhooks package, keyed with the secret as issued.
    expect(new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).toEqual(JSON.parse(got.body));
    expect(got.headers["webhook-id"]).toBe(v.id);
    expect(got.headers["webhook-timestamp"]).toBe(got.headers["x-svc-timestamp"]);

    const rotated = await api.post(`/webhooks/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.webhook_id).toBe(id);
    expect(rotated.body.secret).not.toBe(secret);
    expect(Math.abs(Date.parse(rotated.body.previous_secret_expires_at) - Date.now() - 24 * 3600 * 1000)).toBeLessThan(60_000);
    receiver.received.length = 0;
    await api.post(`/webhooks/${id}/test`);
    const after = receiver.received.find((r) => r.path === "/test-1")!;
    expect(String(after.headers["x-svc-signature"]).split(" ")).toHaveLength(2);
    verifyWebhook(rotated.body.secret, after.headers as Record<string, string>, after.body);
    verifyWebhook(secret, after.headers as Record<string, string>, after.body);
    expect(String(after.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    for (const s of [rotated.body.secret, secret])
      expect(new Webhook(s).verify(after.body, after.headers as Record<string, string>)).toMatchObject({ type: "webhook.test" });
    const stranger = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
    expect(() => new Webhook(stranger).verify(after.body, after.headers as Record<string, string>)).toThrow(StandardVerificationError);

    failPaths = new Set(["/test-1"]);
    const failed = await api.post(`/webhooks/${id}/test`);
    failPaths = new Set();
    expect(failed.body).toMatchObject({ success: false, status_code: 500, error: "HTTP 500" });
  });

  it("pages the delivery history newest first and refuses a foreign cursor", async () => {
    const id = ((await api.get("/webhooks")).body.webhooks[0] as { id: string }).id;
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await api.post(`/webhooks/${id}/test`)).body.delivery_id);
    // 3 deliveries from the previous test + 2 here.
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: { body: { items: { id: string }[]; next_cursor: string | null } } = await api.get(
        `/webhooks/${id}/deliveries?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      sizes.push(page.body.items.length);
      seen.push(...page.body.items.map((d) => d.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(0, 2)).toEqual([ids[1], ids[0]]);
    const failed = await api.get(`/webhooks/${id}/deliveries?status=failed`);
    expect(failed.body.items).toHaveLength(1);
    expect(failed.body.items[0]).toMatchObject({ event_type: "webhook.test", attempt: 1, status: "failed", status_code: 500, error: "HTTP 500" });

    const first = await api.get(`/webhooks/${id}/deliveries?limit=1`);
    const foreign = await api.get(`/webhooks/${id}/deliveries?status=failed&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.details.errors[0].path).toBe("query.cursor");
    for (const q of ["limit=101", "limit=0", "limit=x", "status=lost", "limit=1&limit=2"]) {
      const r = await api.get(`/webhooks/${id}/deliveries?${q}`);
      expect(r.status, q).toBe(422);
      expect(r.body.error.details.errors[0].path, q).toBe(`query.${q.split("=")[0]}`);
    }
    expect((await api.get(`/webhooks/${id}/deliveries?limit=1&unknown=1`)).status).toBe(200);
    expect((await api.get(`/webhooks/${id}/deliveries?limit=100`)).body.items).toHaveLength(5);
    await deleteAll();
  });
});

describe("events of a group", () => {
  async function publish(topic: string, key: string, value: Uint8Array, eventId: string) {
    await producer.send({ topic, acks: -1, messages: [{ key, value: Buffer.from(value), headers: { "event-id": eventId } }] });
  }

  /** A spam decision of the demo group, deleted by the bot (source BOT) or only checked (source API). */
  const decision = (eventId: string, source: Source) =>
    toBinary(
      DecisionSchema,
      create(DecisionSchema, {
        eventId,
        occurredAt: timestampFromDate(new Date()),
        source,
        groupId: BigInt(stack.demo.groupId),
        messageId: 77n,
        userId: 31337n,
        text: "Earn $500 a day, DM me",
        verdict: Verdict.SPAM,
        score: 93,
        confidence: 0.97,
        categories: ["contact_flow"],
        matchedRules: ["earnings_promise"],
        actionTaken: Action.DELETE,
      }),
    );

  it("reach the endpoints of the group's administrators, signed and in the documented shape, and nobody else's", async () => {
    const mine = await api.post("/webhooks", { url: `${base}/group-events`, events: ["user.joined", "spam.detected"] });
    const filtered = await api.post("/webhooks", { url: `${base}/other-group`, group_ids: [stack.demo.groupId], events: ["user.left"] });
    expect(filtered.status).toBe(201);
    const stranger = await account("pro");
    expect((await stranger.api.post("/webhooks", { url: `${base}/stranger` })).status).toBe(201);

    const group = BigInt(stack.demo.groupId);
    const joinId = `evt_e2e_join_${Date.now()}`;
    await publish(
      "chat.events.v1",
      String(group),
      toBinary(
        ChatEventSchema,
        create(ChatEventSchema, {
          eventId: joinId,
          occurredAt: timestampFromDate(new Date()),
          groupId: group,
          kind: ChatEventKind.JOIN,
          userId: 31337n,
          username: "new_member",
        }),
      ),
      joinId,
    );
    const spamId = `evt_e2e_spam_${Date.now()}`;
    await publish("moderation.decisions.v1", String(group), decision(spamId, Source.BOT), spamId);
    const apiCheckId = `evt_e2e_api_${Date.now()}`;
    await publish("moderation.decisions.v1", String(group), decision(apiCheckId, Source.API), apiCheckId);

    const at = (path: string, id: string) => receiver.received.filter((r) => r.path === path && r.headers["x-svc-delivery"] === id);
    await waitFor(() => at("/group-events", joinId).length > 0 && at("/group-events", spamId).length > 0, { timeoutMs: 20_000, message: "events delivered" });
    for (const got of [at("/group-events", joinId)[0]!, at("/group-events", spamId)[0]!]) {
      const v = verifyWebhook(mine.body.secret, got.headers as Record<string, string>, got.body);
      expect(got.headers["x-svc-event"]).toBe(v.type);
      expect(validateEvent(JSON.parse(got.body)), JSON.stringify(validateEvent.errors)).toBe(true);
      expect(new Webhook(mine.body.secret).verify(got.body, got.headers as Record<string, string>)).toEqual(JSON.parse(got.body));
      // Typed: either header set gives the event of the document's union.
      const standard = Object.fromEntries(Object.entries(got.headers).filter(([k]) => k.startsWith("webhook-"))) as Record<string, string>;
      expect(verifyAndParse(mine.body.secret, standard, got.body)).toMatchObject({ scheme: "standard", event: { type: v.type } });
    }
    expect(JSON.parse(at("/group-events", joinId)[0]!.body)).toMatchObject({
      id: joinId,
      type: "user.joined",
      group_id: stack.demo.groupId,
      data: { user_id: 31337, username: "new_member" },
    });
    expect(JSON.parse(at("/group-events", spamId)[0]!.body)).toMatchObject({
      type: "spam.detected",
      data: { message_id: 77, action: "deleted", category: "contact_flow", confidence: 0.97 },
    });

    // Give stray deliveries time to show up: none may.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(receiver.received.filter((r) => r.path === "/stranger")).toEqual([]);
    expect(at("/other-group", joinId)).toEqual([]);
    expect(receiver.received.filter((r) => r.headers["x-svc-delivery"] === apiCheckId)).toEqual([]);

    const history = await api.get(`/webhooks/${mine.body.id}/deliveries`);
    expect(history.body.items.map((d: { event_id: string; status: string }) => [d.event_id, d.status])).toEqual(
      expect.arrayContaining([
        [joinId, "succeeded"],
        [spamId, "succeeded"],
      ]),
    );

    // The dispatcher reports attempts, latency, lag and disabled endpoints on /metrics.
    const metrics = await (await fetch(`${stack.services["webhook-dispatcher"]!.url}/metrics`)).text();
    expect(metrics).toMatch(/warden_webhook_attempts_total\{[^}]*outcome="succeeded"[^}]*kind="event"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/warden_webhook_attempt_duration_seconds_count\{[^}]*outcome="succeeded"/);
    expect(metrics).toMatch(/warden_kafka_consumer_lag\{[^}]*group="webhook-dispatcher\.events"[^}]*topic="chat\.events\.v1"/);
    expect(metrics).toMatch(/warden_webhook_endpoints_disabled\{[^}]*reason="failing"[^}]*\} 0/);
  });

  it("API checks go to a topic of their own, which the dispatcher never reads (they emit no webhook)", async () => {
    const admin = kafka.admin();
    await admin.connect();
    try {
      const total = (offsets: { high: string }[]) => offsets.reduce((n, o) => n + Number(o.high), 0);
      const before = total(await admin.fetchTopicOffsets(TOPICS.apiDecisions));
      const check = await api.post("/spam/check", { text: `${SPAM_TEXT} ${Date.now()}`, group_id: stack.demo.groupId });
      expect(check.status).toBe(200);
      // The answer waited for the broker's acknowledgement: the decision is on the API topic now.
      expect(total(await admin.fetchTopicOffsets(TOPICS.apiDecisions)) - before).toBe(1);
      // A bot decision published after it is delivered (the endpoint of the test above) ...
      const botId = `evt_e2e_after_api_${Date.now()}`;
      await publish(TOPICS.decisions, String(stack.demo.groupId), decision(botId, Source.BOT), botId);
      await waitFor(() => receiver.received.some((r) => r.path === "/group-events" && r.headers["x-svc-delivery"] === botId), {
        timeoutMs: 20_000,
        message: "the later bot decision delivered",
      });
      // ... while the dispatcher's events group has never committed an offset on the API topic.
      const [offsets] = await admin.fetchOffsets({ groupId: "webhook-dispatcher.events", topics: [TOPICS.apiDecisions] });
      expect(offsets!.partitions.length).toBeGreaterThan(0);
      for (const p of offsets!.partitions) expect(p.offset, `partition ${p.partition}`).toBe("-1");
    } finally {
      await admin.disconnect();
    }
  });
});
