import { timestampDate } from "@bufbuild/protobuf/wkt";
import { Code } from "@connectrpc/connect";
import { domainDetail } from "@warden/errors";
import { DeliveryStatus, EndpointStatus } from "@warden/proto";
import { verifyWebhook } from "@warden/webhook-verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_EVENT_MESSAGE } from "../src/events.js";
import { URL_MAX_CHARS } from "../src/handlers.js";
import { MAX_ENDPOINTS_PER_ACCOUNT } from "../src/store.js";
import { NAME_NOT_PUBLIC } from "../src/url-safety.js";
import { REFUSED_ADDRESSES } from "./support/addresses.js";
import { rpcError, startHarness, type Harness } from "./support/harness.js";
import { answerStatus, startReceiver, type Receiver } from "@warden/testing";

// The endpoint RPCs on a real database: CRUD, the cap, tenant isolation, URL rules at
// registration, secret rotation, test deliveries and the delivery history.
let h: Harness;
let rx: Receiver;
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

beforeAll(async () => {
  // The receiver listens on 127.0.0.2, the one address the operator allows here: every other
  // loopback address stays refused, as everywhere.
  h = await startHarness("dispatcher_endpoints", { allowedNetworks: ["127.0.0.2/32"] });
  rx = await startReceiver({ listen: "127.0.0.2" });
});
afterAll(async () => {
  await rx?.close();
  await h?.close();
});

const create = (accountId: string, over: Record<string, unknown> = {}) =>
  h.client.createEndpoint({ accountId, url: rx.url, allGroups: true, description: "", ...over });

describe("CRUD", () => {
  it("creates with defaults, shows the secret once, lists, reads, updates and deletes", async () => {
    const created = await create("acc_crud", { description: "ops" });
    expect(created.secret).toMatch(SECRET);
    const ep = created.endpoint!;
    expect(ep.id).toMatch(/^wh_[A-Za-z0-9_-]{1,64}$/);
    expect(ep).toMatchObject({ accountId: "acc_crud", url: rx.url, allGroups: true, groupIds: [], description: "ops", status: EndpointStatus.ENABLED });
    expect(ep.events).toEqual(["spam.detected", "message.suspicious", "user.banned", "user.kicked", "user.muted", "user.joined", "user.left"]);
    expect(ep.disabledReason).toBeUndefined();

    const listed = await h.client.listEndpoints({ accountId: "acc_crud" });
    expect(listed.endpoints.map((e) => e.id)).toEqual([ep.id]);
    expect(JSON.stringify(listed, (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v))).not.toContain(created.secret.slice(6));

    const before = timestampDate(ep.updatedAt!).getTime();
    const noop = await h.client.updateEndpoint({ accountId: "acc_crud", endpointId: ep.id });
    expect(timestampDate(noop.endpoint!.updatedAt!).getTime()).toBe(before);

    const changed = await h.client.updateEndpoint({
      accountId: "acc_crud",
      endpointId: ep.id,
      events: { kinds: ["user.banned", "spam.detected"] },
      groups: { allGroups: false, groupIds: [-1001n, -1002n] },
      description: "new",
    });
    expect(changed.endpoint).toMatchObject({ events: ["user.banned", "spam.detected"], allGroups: false, groupIds: [-1001n, -1002n], description: "new" });

    const disabled = await h.client.updateEndpoint({ accountId: "acc_crud", endpointId: ep.id, status: EndpointStatus.DISABLED });
    expect(disabled.endpoint).toMatchObject({ status: EndpointStatus.DISABLED, disabledReason: "manual" });
    const enabled = await h.client.updateEndpoint({ accountId: "acc_crud", endpointId: ep.id, status: EndpointStatus.ENABLED });
    expect(enabled.endpoint!.status).toBe(EndpointStatus.ENABLED);
    expect(enabled.endpoint!.disabledReason).toBeUndefined();
    expect(enabled.endpoint!.failingSince).toBeUndefined();

    expect((await h.client.getEndpoint({ accountId: "acc_crud", endpointId: ep.id })).endpoint!.description).toBe("new");
    await h.client.deleteEndpoint({ accountId: "acc_crud", endpointId: ep.id });
    expect((await rpcError(h.client.getEndpoint({ accountId: "acc_crud", endpointId: ep.id }))).code).toBe(Code.NotFound);
    expect((await rpcError(h.client.deleteEndpoint({ accountId: "acc_crud", endpointId: ep.id }))).code).toBe(Code.NotFound);
  });

  it("re-enabling an endpoint disabled for failing clears its failing state", async () => {
    const ep = (await create("acc_reenable")).endpoint!;
    const since = new Date(Date.now() - 10_000);
    await h.endpoints.noteFailure(ep.id, since);
    expect(await h.endpoints.disableFailing(ep.id, since, new Date())).toBe(true);
    const got = (await h.client.getEndpoint({ accountId: "acc_reenable", endpointId: ep.id })).endpoint!;
    expect(got).toMatchObject({ status: EndpointStatus.DISABLED, disabledReason: "failing" });
    expect(timestampDate(got.failingSince!).getTime()).toBe(since.getTime());
    const back = (await h.client.updateEndpoint({ accountId: "acc_reenable", endpointId: ep.id, status: EndpointStatus.ENABLED })).endpoint!;
    expect(back.status).toBe(EndpointStatus.ENABLED);
    expect(back.disabledReason).toBeUndefined();
    expect(back.failingSince).toBeUndefined();
  });

  it("refuses bad fields with the field named", async () => {
    const e1 = await rpcError(create("acc_bad", { events: ["spam.detected", "nope"] }));
    expect(e1.code).toBe(Code.InvalidArgument);
    expect(domainDetail(e1)).toEqual({ kind: "validation", errors: [{ path: "events[1]", message: expect.any(String) }] });
    const e2 = await rpcError(create("acc_bad", { allGroups: false, groupIds: [] }));
    expect(domainDetail(e2)).toMatchObject({ errors: [{ path: "group_ids" }] });
    const e3 = await rpcError(create("acc_bad", { description: "é".repeat(257) }));
    expect(domainDetail(e3)).toMatchObject({ errors: [{ path: "description" }] });
    expect(await create("acc_bad", { description: "é".repeat(256) })).toHaveProperty("secret");
    // The url's length is in characters (code points), as the API document counts it: an emoji is one.
    const url = `${rx.url}/`;
    const atLimit = url + "😀".repeat(URL_MAX_CHARS - url.length);
    expect(await create("acc_url_len", { url: atLimit })).toHaveProperty("secret");
    expect(domainDetail(await rpcError(create("acc_url_len", { url: `${atLimit}😀` })))).toMatchObject({ errors: [{ path: "url" }] });
  });
});

describe("at most 10 endpoints an account", () => {
  it("the 10th is accepted, the 11th is refused with limit_reached, and a delete frees a place", async () => {
    const ids: string[] = [];
    for (let i = 0; i < MAX_ENDPOINTS_PER_ACCOUNT; i++) ids.push((await create("acc_cap")).endpoint!.id);
    const err = await rpcError(create("acc_cap"));
    expect(err.code).toBe(Code.ResourceExhausted);
    expect(domainDetail(err)).toEqual({ kind: "limit_reached", resource: "webhooks", limit: 10 });
    // Another account is not affected by this one's cap.
    expect((await create("acc_cap_other")).endpoint).toBeDefined();
    await h.client.deleteEndpoint({ accountId: "acc_cap", endpointId: ids[0]! });
    expect((await create("acc_cap")).endpoint).toBeDefined();
  });

  it("concurrent creates cannot overshoot the cap", async () => {
    const results = await Promise.allSettled(Array.from({ length: 15 }, () => create("acc_race")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect((await h.client.listEndpoints({ accountId: "acc_race" })).endpoints).toHaveLength(10);
  });
});

describe("tenant isolation", () => {
  it("another account cannot read, change, test, rotate, delete or list the deliveries of an endpoint", async () => {
    const ep = (await create("acc_owner")).endpoint!;
    const other = { accountId: "acc_intruder", endpointId: ep.id };
    for (const call of [
      () => h.client.getEndpoint(other),
      () => h.client.updateEndpoint({ ...other, description: "pwned" }),
      () => h.client.testEndpoint(other),
      () => h.client.rotateSecret(other),
      () => h.client.deleteEndpoint(other),
      () => h.client.listDeliveries(other),
    ]) {
      expect((await rpcError(call())).code).toBe(Code.NotFound);
    }
    expect((await h.client.listEndpoints({ accountId: "acc_intruder" })).endpoints).toEqual([]);
    expect((await h.client.getEndpoint({ accountId: "acc_owner", endpointId: ep.id })).endpoint!.description).toBe("");
  });
});

describe("URL rules at registration", () => {
  it.each(REFUSED_ADDRESSES)("refuses a host resolving to $address, and that address as a literal (422 on url)", async ({ address, why }) => {
    const name = `h-${address.replace(/[^a-z0-9]/gi, "-")}.example.com`;
    h.resolver.table.set(name, [address]);
    const refusalOf = async (url: string) => {
      const err = await rpcError(h.client.createEndpoint({ accountId: "acc_ssrf", url, allGroups: true, description: "" }));
      expect(err.code).toBe(Code.InvalidArgument);
      const d = domainDetail(err);
      expect(d).toMatchObject({ kind: "validation", errors: [{ path: "url" }] });
      return d?.kind === "validation" ? d.errors[0]!.message : "";
    };
    // A name says only that it does not resolve to a public address (which rule would tell internal names apart);
    // the literal names its rule, as it gives nothing away.
    expect(await refusalOf(`https://${name}/hook`)).toBe(NAME_NOT_PUBLIC);
    expect(await refusalOf(`https://${address.includes(":") ? `[${address}]` : address}/hook`)).toMatch(why);
  });

  it("refuses literals, names that do not resolve, metadata hosts, and non-https schemes", async () => {
    h.resolver.table.set("public.example.com", ["93.184.216.34"]);
    const strictHttps = [
      "https://169.254.169.254/latest/meta-data",
      "https://2130706433/",
      "https://[::ffff:a9fe:a9fe]/",
      "https://unknown.example.com/",
      "https://metadata.google.internal/",
      "ftp://public.example.com/",
    ];
    for (const url of strictHttps) {
      const err = await rpcError(h.client.createEndpoint({ accountId: "acc_ssrf", url, allGroups: true, description: "" }));
      expect(domainDetail(err), url).toMatchObject({ kind: "validation", errors: [{ path: "url" }] });
    }
    const ok = await h.client.createEndpoint({ accountId: "acc_ssrf", url: "https://public.example.com/hook", allGroups: true, description: "" });
    // A PATCH to a refused URL is refused the same way, and changes nothing.
    h.resolver.table.set("inside.example.com", ["10.1.2.3"]);
    const err = await rpcError(h.client.updateEndpoint({ accountId: "acc_ssrf", endpointId: ok.endpoint!.id, url: "https://inside.example.com/" }));
    expect(domainDetail(err)).toMatchObject({ kind: "validation", errors: [{ path: "url", message: NAME_NOT_PUBLIC }] });
    expect((await h.client.getEndpoint({ accountId: "acc_ssrf", endpointId: ok.endpoint!.id })).endpoint!.url).toBe("https://public.example.com/hook");
  });
});

describe("secret rotation", () => {
  it("signs with both secrets for 24 h; a second rotation drops the oldest", async () => {
    rx.answer = answerStatus(200);
    const created = await create("acc_rotate");
    const id = created.endpoint!.id;
    const first = created.secret;
    const r1 = await h.client.rotateSecret({ accountId: "acc_rotate", endpointId: id });
    expect(r1.secret).toMatch(SECRET);
    expect(r1.secret).not.toBe(first);
    const expires = timestampDate(r1.previousSecretExpiresAt!).getTime();
    expect(Math.abs(expires - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(5_000);

    rx.received.length = 0;
    await h.client.testEndpoint({ accountId: "acc_rotate", endpointId: id });
    const a = rx.received[0]!;
    expect(String(a.headers["x-svc-signature"]).split(" ")).toHaveLength(2);
    verifyWebhook(first, a.headers as Record<string, string>, a.body);
    verifyWebhook(r1.secret, a.headers as Record<string, string>, a.body);

    const r2 = await h.client.rotateSecret({ accountId: "acc_rotate", endpointId: id });
    rx.received.length = 0;
    await h.client.testEndpoint({ accountId: "acc_rotate", endpointId: id });
    const b = rx.received[0]!;
    verifyWebhook(r2.secret, b.headers as Record<string, string>, b.body);
    verifyWebhook(r1.secret, b.headers as Record<string, string>, b.body);
    expect(() => verifyWebhook(first, b.headers as Record<string, string>, b.body)).toThrow(/no signature matches/);
  });

  it("after the 24 h the replaced secret no longer signs", async () => {
    const created = await create("acc_rotate_expired");
    const id = created.endpoint!.id;
    const r1 = await h.client.rotateSecret({ accountId: "acc_rotate_expired", endpointId: id });
    await h.pool.query("UPDATE endpoints SET previous_secret_expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    rx.received.length = 0;
    await h.client.testEndpoint({ accountId: "acc_rotate_expired", endpointId: id });
    const got = rx.received[0]!;
    expect(String(got.headers["x-svc-signature"]).split(" ")).toHaveLength(1);
    verifyWebhook(r1.secret, got.headers as Record<string, string>, got.body);
    expect(() => verifyWebhook(created.secret, got.headers as Record<string, string>, got.body)).toThrow();
  });
});

describe("test deliveries", () => {
  it("an endpoint deleted while its test delivery is in flight: not_found, never an internal error", async () => {
    const id = (await create("acc_test_race")).endpoint!.id;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let arrived!: () => void;
    const reached = new Promise<void>((r) => (arrived = r));
    rx.answer = (_r, res) => {
      arrived();
      void held.then(() => res.writeHead(204).end());
    };
    const test = rpcError(h.client.testEndpoint({ accountId: "acc_test_race", endpointId: id }));
    await reached; // the delivery is at the receiver: delete the endpoint under it
    await h.client.deleteEndpoint({ accountId: "acc_test_race", endpointId: id });
    release();
    const err = await test;
    expect(err.code).toBe(Code.NotFound);
    expect(domainDetail(err)).toMatchObject({ kind: "not_found", resource: "webhook" });
  });

  it("deliver webhook.test at once, also to a disabled endpoint, are recorded, and leave the failing state alone", async () => {
    const created = await create("acc_test", { events: ["user.left"] });
    const id = created.endpoint!.id;
    await h.client.updateEndpoint({ accountId: "acc_test", endpointId: id, status: EndpointStatus.DISABLED });
    rx.received.length = 0;
    rx.answer = answerStatus(204);
    const ok = await h.client.testEndpoint({ accountId: "acc_test", endpointId: id });
    expect(ok).toMatchObject({ success: true, statusCode: 204 });
    expect(ok.error).toBeUndefined();
    expect(ok.deliveryId).toMatch(/^dlv_/);
    const got = rx.received[0]!;
    const v = verifyWebhook(created.secret, got.headers as Record<string, string>, got.body);
    expect(v.type).toBe("webhook.test");
    expect(v.event).toMatchObject({ group_id: null, data: { endpoint_id: id, message: TEST_EVENT_MESSAGE } });
    expect(got.headers["x-svc-event"]).toBe("webhook.test");

    rx.answer = answerStatus(500, "down");
    const failed = await h.client.testEndpoint({ accountId: "acc_test", endpointId: id });
    expect(failed).toMatchObject({ success: false, statusCode: 500, error: "HTTP 500" });
    expect(h.tasks.retries.filter((t) => t.endpointId === id)).toHaveLength(0);
    const after = (await h.client.getEndpoint({ accountId: "acc_test", endpointId: id })).endpoint!;
    expect(after.failingSince).toBeUndefined();

    const page = await h.client.listDeliveries({ accountId: "acc_test", endpointId: id });
    expect(page.deliveries.map((d) => [d.id, d.eventType, d.attempt, d.status, d.statusCode])).toEqual([
      [failed.deliveryId, "webhook.test", 1, DeliveryStatus.FAILED, 500],
      [ok.deliveryId, "webhook.test", 1, DeliveryStatus.SUCCEEDED, 204],
    ]);
    expect(page.deliveries[0]!.nextAttemptAt).toBeUndefined();
  });
});

describe("delivery history", () => {
  it("pages newest first with a cursor, never repeats or skips, and filters by status", async () => {
    rx.answer = answerStatus(200);
    const id = (await create("acc_history")).endpoint!.id;
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      if (i === 3) rx.answer = answerStatus(500);
      if (i === 5) rx.answer = answerStatus(200);
      made.push((await h.client.testEndpoint({ accountId: "acc_history", endpointId: id })).deliveryId);
    }
    const seen: string[] = [];
    let cursor = "";
    const sizes: number[] = [];
    for (let n = 0; n < 5; n++) {
      const page = await h.client.listDeliveries({ accountId: "acc_history", endpointId: id, limit: 3, cursor });
      sizes.push(page.deliveries.length);
      seen.push(...page.deliveries.map((d) => d.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual([...made].reverse());

    // A delivery recorded after the first page was read does not shift the next pages.
    const p1 = await h.client.listDeliveries({ accountId: "acc_history", endpointId: id, limit: 3 });
    const newer = (await h.client.testEndpoint({ accountId: "acc_history", endpointId: id })).deliveryId;
    const p2 = await h.client.listDeliveries({ accountId: "acc_history", endpointId: id, limit: 3, cursor: p1.nextCursor! });
    expect(p2.deliveries.map((d) => d.id)).toEqual([...made].reverse().slice(3, 6));
    expect(p2.deliveries.map((d) => d.id)).not.toContain(newer);

    const failed = await h.client.listDeliveries({ accountId: "acc_history", endpointId: id, status: DeliveryStatus.FAILED });
    expect(failed.deliveries.map((d) => d.id)).toEqual([made[4], made[3]]);
    expect(failed.nextCursor).toBeUndefined();

    const exact = await h.client.listDeliveries({ accountId: "acc_history", endpointId: id, limit: 8 });
    expect(exact.deliveries).toHaveLength(8);
    expect(exact.nextCursor).toBeUndefined();
  });

  it("loses the attempts older than the retention, oldest first in batches, and keeps the newer ones", async () => {
    const id = (await create("acc_retention")).endpoint!.id;
    const now = Date.now();
    const day = 86_400_000;
    const ages = [40, 31, 30.5, 29, 1]; // days
    for (const [i, age] of ages.entries()) {
      await h.deliveries.insertFinished(
        {
          id: `dlv_retention_${i}`,
          endpointId: id,
          eventId: `evt_retention_${i}`,
          eventType: "spam.detected",
          attempt: 1,
          createdAt: new Date(now - age * day),
        },
        { status: "succeeded", statusCode: 200, durationMs: 5 },
      );
    }
    expect(await h.deliveries.deleteOlderThan(new Date(now - 30 * day), { batchSize: 2 })).toBe(3);
    const left = await h.client.listDeliveries({ accountId: "acc_retention", endpointId: id });
    expect(left.deliveries.map((d) => d.id)).toEqual(["dlv_retention_4", "dlv_retention_3"]);
    expect(await h.deliveries.deleteOlderThan(new Date(now - 30 * day), { batchSize: 2 })).toBe(0);
  });

  it("refuses a cursor issued for another filter or endpoint, garbage, and limits outside 1..100", async () => {
    const id = (await create("acc_cursor")).endpoint!.id;
    const other = (await create("acc_cursor")).endpoint!.id;
    for (let i = 0; i < 3; i++) await h.client.testEndpoint({ accountId: "acc_cursor", endpointId: id });
    const page = await h.client.listDeliveries({ accountId: "acc_cursor", endpointId: id, limit: 1 });
    const cursor = page.nextCursor!;
    const bad = [
      () => h.client.listDeliveries({ accountId: "acc_cursor", endpointId: id, cursor, status: DeliveryStatus.FAILED }),
      () => h.client.listDeliveries({ accountId: "acc_cursor", endpointId: other, cursor }),
      () => h.client.listDeliveries({ accountId: "acc_cursor", endpointId: id, cursor: "not-a-cursor" }),
      () => h.client.listDeliveries({ accountId: "acc_cursor", endpointId: id, cursor: Buffer.from('{"v":1}').toString("base64url") }),
    ];
    for (const call of bad) expect(domainDetail(await rpcError(call()))).toMatchObject({ kind: "validation", errors: [{ path: "cursor" }] });
    expect(domainDetail(await rpcError(h.client.listDeliveries({ accountId: "acc_cursor", endpointId: id, limit: 101 })))).toMatchObject({
      errors: [{ path: "limit" }],
    });
    expect((await h.client.listDeliveries({ accountId: "acc_cursor", endpointId: id, limit: 100 })).deliveries).toHaveLength(3);
    expect((await h.client.listDeliveries({ accountId: "acc_cursor", endpointId: id, limit: 0 })).deliveries).toHaveLength(3);
  });
});
