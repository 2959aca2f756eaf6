import { create } from "@bufbuild/protobuf";
import { UndecodableRecordError } from "@warden/kafka";
import { DeliveryTaskSchema, EndpointStatus } from "@warden/proto";
import { createRegistry } from "@warden/telemetry";
import { answerStatus, startReceiver, type Receiver } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeJson, type WebhookEvent } from "../src/events.js";
import { dispatcherMetrics } from "../src/metrics.js";
import { REENABLED_CLOCK_ALLOWANCE_MS } from "../src/store.js";
import { startHarness, type Harness } from "./support/harness.js";

// A retry is made only to an endpoint that would get the event if it happened now: the fan-out's checks (the account
// may reach the group, the endpoint subscribes to the kind and the group) are made again before every retry, so a
// retry stops within the group-accounts cache lifetime, as a new event does.
const GROUP = -1001000000321;
const OTHER_GROUP = -1001000000322;
let h: Harness;
let rx: Receiver;
const registry = createRegistry("test", { defaultMetrics: false });
const metrics = dispatcherMetrics(registry);
const dropped = async (reason: string) => (await metrics.dropped.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;

beforeAll(async () => {
  h = await startHarness("dispatcher_retry_checks", { metrics });
  rx = await startReceiver({ answer: answerStatus(200) });
});
afterAll(async () => {
  await rx?.close();
  await h?.close();
});

let seq = 0;
/** An endpoint of a new account that administers GROUP (and OTHER_GROUP). */
async function endpoint(opts: { events?: string[]; groupIds?: number[] } = {}): Promise<{ account: string; id: string; path: string }> {
  const account = `acc_rc_${seq++}`;
  for (const g of [GROUP, OTHER_GROUP]) h.groups.admins.set(g, [...(h.groups.admins.get(g) ?? []), account]);
  const path = `/rc-${seq++}`;
  const made = await h.client.createEndpoint({
    accountId: account,
    url: `${rx.url}${path}`,
    events: opts.events ?? [],
    allGroups: opts.groupIds === undefined,
    groupIds: (opts.groupIds ?? []).map(BigInt),
    description: "",
  });
  return { account, id: made.endpoint!.id, path };
}

const event = (type: WebhookEvent["type"] = "user.joined", groupId = GROUP): WebhookEvent => ({
  id: `evt_rc_${Date.now()}_${seq++}`,
  type,
  groupId,
  createdAt: new Date(),
  data: { user_id: 7 },
});
/** The retry task of attempt 2 of an event to an endpoint, as the dispatcher publishes it. */
const retryOf = (endpointId: string, e: WebhookEvent) =>
  create(DeliveryTaskSchema, { endpointId, eventId: e.id, eventType: e.type, attempt: 2, envelope: envelopeJson(e), lastError: "HTTP 503" });
const requestsFor = (path: string, id: string) => rx.received.filter((r) => r.path.endsWith(path) && r.headers["webhook-id"] === id);
const withoutAccount = (group: number, account: string) =>
  h.groups.admins.set(
    group,
    (h.groups.admins.get(group) ?? []).filter((a) => a !== account),
  );

describe("a retry", () => {
  it("is not attempted once the account no longer administers the event's group", async () => {
    const ep = await endpoint();
    const e = event();
    withoutAccount(GROUP, ep.account);
    await h.dispatcher.runTask(retryOf(ep.id, e));
    expect(requestsFor(ep.path, e.id)).toHaveLength(0);
    expect(await h.deliveries.attemptsOf(ep.id, e.id)).toEqual([]);

    // The same task while the account has the group is delivered (the check, not the task, stopped it).
    h.groups.admins.set(GROUP, [...(h.groups.admins.get(GROUP) ?? []), ep.account]);
    await h.dispatcher.runTask(retryOf(ep.id, e));
    expect(requestsFor(ep.path, e.id)).toHaveLength(1);
  });

  it("is not attempted once the endpoint no longer subscribes to the event's kind", async () => {
    const ep = await endpoint({ events: ["user.joined", "user.left"] });
    const e = event("user.joined");
    await h.client.updateEndpoint({ accountId: ep.account, endpointId: ep.id, events: { kinds: ["user.left"] } });
    await h.dispatcher.runTask(retryOf(ep.id, e));
    expect(requestsFor(ep.path, e.id)).toHaveLength(0);
    expect(await h.deliveries.attemptsOf(ep.id, e.id)).toEqual([]);
    // A kind it still hears is retried.
    const left = event("user.left");
    await h.dispatcher.runTask(retryOf(ep.id, left));
    expect(requestsFor(ep.path, left.id)).toHaveLength(1);
  });

  it("is not attempted once the endpoint no longer lists the event's group", async () => {
    const ep = await endpoint({ groupIds: [GROUP] });
    const e = event("user.joined", GROUP);
    await h.client.updateEndpoint({ accountId: ep.account, endpointId: ep.id, groups: { allGroups: false, groupIds: [BigInt(OTHER_GROUP)] } });
    await h.dispatcher.runTask(retryOf(ep.id, e));
    expect(requestsFor(ep.path, e.id)).toHaveLength(0);
    const other = event("user.joined", OTHER_GROUP);
    await h.dispatcher.runTask(retryOf(ep.id, other));
    expect(requestsFor(ep.path, other.id)).toHaveLength(1);
  });

  it("of a disabled endpoint is not attempted (as before)", async () => {
    const ep = await endpoint();
    const e = event();
    await h.client.updateEndpoint({ accountId: ep.account, endpointId: ep.id, status: EndpointStatus.DISABLED });
    await h.dispatcher.runTask(retryOf(ep.id, e));
    expect(requestsFor(ep.path, e.id)).toHaveLength(0);
  });

  it("that is dropped takes back the due time its failed attempt shows: the history promises no retry that never comes", async () => {
    const dropped = await endpoint();
    const retried = await endpoint();
    const group = -1001000000399; // this test's own group: no other endpoint hears its events
    h.groups.admins.set(group, [dropped.account, retried.account]);
    const e = event("user.joined", group);
    /** attempt -> whether its record shows a next attempt */
    const nextAt = async (ep: { account: string; id: string }) =>
      Object.fromEntries(
        (await h.client.listDeliveries({ accountId: ep.account, endpointId: ep.id })).deliveries
          .filter((d) => d.eventId === e.id)
          .map((d) => [d.attempt, d.nextAttemptAt !== undefined]),
      );
    rx.answer = answerStatus(503);
    try {
      await h.dispatcher.fanOut(e);
      await h.dispatcher.runTask(retryOf(retried.id, e)); // attempt 2 made (and failed) while the endpoint was enabled
      expect(await nextAt(dropped)).toEqual({ 1: true });
      expect(await nextAt(retried)).toEqual({ 1: true, 2: true });

      // Disabled: no retry of theirs will be made, and the history says so at once, not when each task comes due.
      for (const ep of [dropped, retried]) await h.client.updateEndpoint({ accountId: ep.account, endpointId: ep.id, status: EndpointStatus.DISABLED });
      expect(await nextAt(dropped)).toEqual({ 1: false });
      // Attempt 1 of `retried` was retried (attempt 2 has a record) and keeps saying when; attempt 3 will not be made.
      expect(await nextAt(retried)).toEqual({ 1: true, 2: false });
      expect(await h.dispatcher.runTask(retryOf(dropped.id, e))).toBe("dropped");
      expect(await nextAt(dropped)).toEqual({ 1: false });
      // A copy of a task whose attempt was made: the attempt before it was retried, and keeps saying when.
      expect(await h.dispatcher.runTask(retryOf(retried.id, e))).toBe("dropped");
      expect(await nextAt(retried)).toEqual({ 1: true, 2: false });
      // Enabled again, the retries withdrawn stay withdrawn (an endpoint enabled again hears no event of before).
      await h.client.updateEndpoint({ accountId: dropped.account, endpointId: dropped.id, status: EndpointStatus.ENABLED });
      expect(await nextAt(dropped)).toEqual({ 1: false });
    } finally {
      rx.answer = answerStatus(200);
    }
  });

  it("whose envelope names no group is undecodable (its record is dead-lettered), and nothing is sent", async () => {
    const ep = await endpoint();
    const task = create(DeliveryTaskSchema, { endpointId: ep.id, eventId: "evt_rc_nogroup", eventType: "user.joined", attempt: 2, envelope: "{}" });
    await expect(h.dispatcher.runTask(task)).rejects.toBeInstanceOf(UndecodableRecordError);
    expect(requestsFor(ep.path, "evt_rc_nogroup")).toHaveLength(0);
  });
});

describe("an account suspended (a plan without webhooks, or frozen)", () => {
  it("hears nothing, pending retries included, while its endpoints keep their status; resumed, it hears what occurs from then on", async () => {
    const ep = await endpoint();
    const other = await endpoint(); // another account's endpoint on the same group
    expect((await h.client.setAccountSuspended({ accountId: ep.account, suspended: true })).changed).toBe(true);
    expect((await h.client.setAccountSuspended({ accountId: ep.account, suspended: true })).changed).toBe(false);

    const during = { ...event(), createdAt: new Date(Date.now() - REENABLED_CLOCK_ALLOWANCE_MS - 2_000) };
    await h.dispatcher.fanOut(during);
    expect(requestsFor(ep.path, during.id)).toHaveLength(0);
    expect(requestsFor(other.path, during.id)).toHaveLength(1);
    const counted = await dropped("account_suspended");
    expect(await h.dispatcher.runTask(retryOf(ep.id, during))).toBe("dropped");
    expect(await dropped("account_suspended")).toBe(counted + 1);
    expect(await h.deliveries.attemptsOf(ep.id, during.id)).toEqual([]);
    expect((await h.client.getEndpoint({ accountId: ep.account, endpointId: ep.id })).endpoint!.status).toBe(EndpointStatus.ENABLED);

    expect((await h.client.setAccountSuspended({ accountId: ep.account, suspended: false })).changed).toBe(true);
    // What occurred while it was suspended stays unheard (a lagging consumer, a retry of then).
    await h.dispatcher.fanOut(during);
    expect(await h.dispatcher.runTask(retryOf(ep.id, during))).toBe("dropped");
    expect(requestsFor(ep.path, during.id)).toHaveLength(0);
    const after = event();
    await h.dispatcher.fanOut(after);
    expect(requestsFor(ep.path, after.id)).toHaveLength(1);
    expect((await h.client.setAccountSuspended({ accountId: ep.account, suspended: false })).changed).toBe(false);
  });
});

describe("an endpoint disabled and enabled again", () => {
  /** Disables the endpoint, then enables it again; returns when it was enabled again (at the latest). */
  async function disableAndEnable(ep: { account: string; id: string }): Promise<number> {
    await h.client.updateEndpoint({ accountId: ep.account, endpointId: ep.id, status: EndpointStatus.DISABLED });
    await h.client.updateEndpoint({ accountId: ep.account, endpointId: ep.id, status: EndpointStatus.ENABLED });
    return Date.now();
  }

  it("gets no retry of an event that occurred before it was enabled again (pending when it was disabled)", async () => {
    const ep = await endpoint();
    const before = { ...event(), createdAt: new Date(Date.now() - REENABLED_CLOCK_ALLOWANCE_MS - 2_000) };
    const reenabledBy = await disableAndEnable(ep);
    await h.dispatcher.runTask(retryOf(ep.id, before));
    expect(requestsFor(ep.path, before.id)).toHaveLength(0);
    expect(await h.deliveries.attemptsOf(ep.id, before.id)).toEqual([]);
    // An event of after that is retried as usual.
    const after = { ...event(), createdAt: new Date(reenabledBy) };
    await h.dispatcher.runTask(retryOf(ep.id, after));
    expect(requestsFor(ep.path, after.id)).toHaveLength(1);
  });

  it("gets no event of the time it was disabled that a lagging consumer reads after it was enabled again", async () => {
    const ep = await endpoint();
    const during = { ...event(), createdAt: new Date(Date.now() - REENABLED_CLOCK_ALLOWANCE_MS - 2_000) };
    const reenabledBy = await disableAndEnable(ep);
    await h.dispatcher.fanOut(during);
    expect(requestsFor(ep.path, during.id)).toHaveLength(0);
    const after = { ...event(), createdAt: new Date(reenabledBy) };
    await h.dispatcher.fanOut(after);
    expect(requestsFor(ep.path, after.id)).toHaveLength(1);
  });

  /** Disables and enables the endpoint again, then sets the moment it was enabled again (the API pod's clock, in ms) to `at`. */
  async function reenabledAt(ep: { account: string; id: string }, at: number): Promise<void> {
    await disableAndEnable(ep);
    await h.pool.query("UPDATE endpoints SET enabled_at = $2 WHERE id = $1", [ep.id, new Date(at)]);
  }

  it("gets an event dated in whole seconds (Telegram's) that occurred just after it was enabled again", async () => {
    // Enabled again at hh:mm:ss.400; a join at hh:mm:ss.700 is dated hh:mm:ss.000 by Telegram.
    const second = Math.floor(Date.now() / 1_000) * 1_000 - 10_000;
    const ep = await endpoint();
    await reenabledAt(ep, second + 400);
    const joined = { ...event(), createdAt: new Date(second) };
    await h.dispatcher.fanOut(joined);
    expect(requestsFor(ep.path, joined.id)).toHaveLength(1);
    await h.dispatcher.runTask(retryOf(ep.id, joined));
    expect((await h.deliveries.attemptsOf(ep.id, joined.id)).map((a) => a.attempt)).toEqual([1, 2]);
    // Within the clock allowance too (Telegram's clock behind the pod's).
    const skewed = { ...event(), createdAt: new Date(second - REENABLED_CLOCK_ALLOWANCE_MS) };
    await h.dispatcher.fanOut(skewed);
    expect(requestsFor(ep.path, skewed.id)).toHaveLength(1);
  });

  it("drops, and counts, an event of before the allowance, in the fan-out as in a retry", async () => {
    const second = Math.floor(Date.now() / 1_000) * 1_000 - 10_000;
    const ep = await endpoint();
    await reenabledAt(ep, second + 400);
    // A group only this endpoint's account reaches: the count is this endpoint's alone.
    const ownGroup = OTHER_GROUP - 1;
    h.groups.admins.set(ownGroup, [ep.account]);
    const before = { ...event("user.joined", ownGroup), createdAt: new Date(second - REENABLED_CLOCK_ALLOWANCE_MS - 1) };
    const counted = await dropped("before_reenabled");
    await h.dispatcher.fanOut(before);
    expect(requestsFor(ep.path, before.id)).toHaveLength(0);
    expect(await dropped("before_reenabled")).toBe(counted + 1);
    expect(await h.dispatcher.runTask(retryOf(ep.id, before))).toBe("dropped");
    expect(requestsFor(ep.path, before.id)).toHaveLength(0);
    expect(await dropped("before_reenabled")).toBe(counted + 2);
  });

  it("an endpoint never disabled gets an event however late it is read", async () => {
    const ep = await endpoint();
    const old = { ...event(), createdAt: new Date(Date.now() - 3_600_000) };
    await h.dispatcher.fanOut(old);
    expect(requestsFor(ep.path, old.id)).toHaveLength(1);
  });
});

describe("the fan-out", () => {
  it("applies the same rule: the account's access, the kind and the group", async () => {
    const all = await endpoint();
    const leftOnly = await endpoint({ events: ["user.left"] });
    const otherGroup = await endpoint({ groupIds: [OTHER_GROUP] });
    const lostAccess = await endpoint();
    withoutAccount(GROUP, lostAccess.account);
    const e = event("user.joined", GROUP);
    await h.dispatcher.fanOut(e);
    expect([all, leftOnly, otherGroup, lostAccess].map((ep) => requestsFor(ep.path, e.id).length)).toEqual([1, 0, 0, 0]);
  });
});

describe("a group that became a supergroup (a new id)", () => {
  const OLD = -4_321;
  const NEW = -1001000000323;
  /** An endpoint of a new account that administers OLD and names it; then the group moves to NEW, as MigrateGroup does. */
  async function beforeTheMove(): Promise<{ account: string; id: string; path: string }> {
    const account = `acc_rc_${seq++}`;
    h.groups.admins.set(OLD, [account]);
    const path = `/rc-${seq++}`;
    const made = await h.client.createEndpoint({
      accountId: account,
      url: `${rx.url}${path}`,
      events: [],
      allGroups: false,
      groupIds: [BigInt(OLD)],
      description: "",
    });
    h.groups.admins.set(NEW, [account]);
    h.groups.admins.delete(OLD);
    h.groups.migrated.set(OLD, NEW);
    return { account, id: made.endpoint!.id, path };
  }

  it("still gets the retries of events of its old id, and the new id's events reach an endpoint that names the old one", async () => {
    const ep = await beforeTheMove();
    const late = event("user.joined", OLD);
    expect(await h.dispatcher.runTask(retryOf(ep.id, late))).toBe("attempted");
    expect(requestsFor(ep.path, late.id)).toHaveLength(1);
    const after = event("user.joined", NEW);
    expect(await h.dispatcher.fanOut(after)).toBe(1);
    expect(requestsFor(ep.path, after.id)).toHaveLength(1);
    // another group's events still do not reach it
    h.groups.admins.set(OTHER_GROUP, [ep.account]);
    expect(await h.dispatcher.fanOut(event("user.joined", OTHER_GROUP))).toBe(0);
  });

  it("its endpoints are made to name its new id when the move is consumed (once, and only theirs)", async () => {
    const ep = await beforeTheMove();
    const both = await h.client.createEndpoint({
      accountId: ep.account,
      url: `${rx.url}/rc-both-${seq++}`,
      events: [],
      allGroups: false,
      groupIds: [BigInt(OLD), BigInt(NEW)],
      description: "",
    });
    const other = await endpoint({ groupIds: [OTHER_GROUP] });
    expect(await h.dispatcher.groupMoved(OLD, NEW)).toBeGreaterThanOrEqual(2);
    const groupsOf = async (account: string, id: string) => (await h.client.getEndpoint({ accountId: account, endpointId: id })).endpoint!.groupIds.map(Number);
    expect(await groupsOf(ep.account, ep.id)).toEqual([NEW]);
    expect(await groupsOf(ep.account, both.endpoint!.id)).toEqual([NEW]);
    expect(await groupsOf(other.account, other.id)).toEqual([OTHER_GROUP]);
    // a redelivered move changes nothing
    expect(await h.dispatcher.groupMoved(OLD, NEW)).toBe(0);
  });
});
