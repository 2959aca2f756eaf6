import { create } from "@bufbuild/protobuf";
import { DeliveryTaskSchema, EndpointStatus } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disableNoticeEventId, type WebhookDispatcher, type OwnerNotice } from "../src/dispatch.js";
import { dispatcherOn, startHarness, type Harness } from "./support/harness.js";
import { answerStatus, startReceiver, type Receiver } from "@warden/testing";

// The failing window without Kafka: a failure that completes the window disables the endpoint;
// the owner's notice survives a publishing outage (the sweep sends it later) and is sent once.
const WINDOW_MS = 60_000;
const GROUP = -1001;
/** The accounts of this file's endpoints: they administer GROUP, so their retries are made (a retry checks access again). */
const ACCOUNTS = ["acc_w", "acc_outage", "acc_no_tg", "acc_late", "acc_t", "acc_moved", "acc_dead", "acc_resumed", "acc_fixed"];
let h: Harness;
let rx: Receiver;
let clock = Date.parse("2026-03-01T00:00:00.000Z");
const sent: OwnerNotice[] = [];
let noticeOutage = false;
let dispatcher: WebhookDispatcher;

beforeAll(async () => {
  h = await startHarness("dispatcher_disable");
  rx = await startReceiver({ answer: answerStatus(502) });
  h.groups.admins.set(GROUP, ACCOUNTS);
  dispatcher = dispatcherOn(h, {
    notices: {
      notify: async (n) => {
        if (noticeOutage) throw new Error("broker unavailable");
        sent.push(n);
      },
    },
    scheduleMs: [1, 1, 1, 1, 1],
    disableAfterMs: WINDOW_MS,
    now: () => new Date(clock),
  });
});
afterAll(async () => {
  await rx?.close();
  await h?.close();
});

const task = (endpointId: string, eventId: string, attempt: number) =>
  create(DeliveryTaskSchema, {
    endpointId,
    eventId,
    eventType: "user.left",
    attempt,
    envelope: JSON.stringify({ id: eventId, type: "user.left", created_at: new Date(clock).toISOString(), group_id: GROUP, data: { user_id: 1 } }),
  });

describe("auto-disable", () => {
  it("stays enabled until the window is complete, then disables with reason failing", async () => {
    const ep = (await h.client.createEndpoint({ accountId: "acc_w", url: rx.url, allGroups: true, description: "", ownerTelegramUserId: 777n })).endpoint!;
    await dispatcher.runTask(task(ep.id, "evt_w1", 2));
    const start = clock;
    expect((await h.endpoints.get("acc_w", ep.id))!.failing_since!.getTime()).toBe(start);
    clock = start + WINDOW_MS - 1;
    await dispatcher.runTask(task(ep.id, "evt_w2", 2));
    expect((await h.endpoints.get("acc_w", ep.id))!.status).toBe("enabled");
    /** whether each event's attempt 2 shows its retry (attempt 3) as due */
    const retryShown = async () =>
      Promise.all(["evt_w1", "evt_w2", "evt_w3"].map(async (id) => (await h.deliveries.attemptsOf(ep.id, id)).map((a) => a.next_attempt_at !== null)));
    expect(await retryShown()).toEqual([[true], [true], []]);
    clock = start + WINDOW_MS;
    await dispatcher.runTask(task(ep.id, "evt_w3", 2));
    const row = (await h.endpoints.get("acc_w", ep.id))!;
    expect(row).toMatchObject({ status: "disabled", disabled_reason: "failing" });
    // Disabled, it gets no retry: no attempt says one is due, the one that disabled it included.
    expect(await retryShown()).toEqual([[false], [false], [false]]);
    expect(sent.map((n) => [n.telegramUserId, n.accountId, n.eventId])).toEqual([[777, "acc_w", disableNoticeEventId(row)]]);
    // Once disabled, retry tasks are dropped: no request, no attempt recorded.
    const before = rx.received.length;
    await dispatcher.runTask(task(ep.id, "evt_w4", 3));
    expect(rx.received.length).toBe(before);
    expect(await h.deliveries.attemptsOf(ep.id, "evt_w4")).toEqual([]);
    expect(await dispatcher.sendDisableNotices()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("a notice that could not be published is sent by the next sweep, once", async () => {
    sent.length = 0;
    const ep = (await h.client.createEndpoint({ accountId: "acc_outage", url: rx.url, allGroups: true, description: "", ownerTelegramUserId: 888n })).endpoint!;
    await dispatcher.runTask(task(ep.id, "evt_o1", 2));
    clock += WINDOW_MS;
    noticeOutage = true;
    await dispatcher.runTask(task(ep.id, "evt_o2", 2));
    expect((await h.endpoints.get("acc_outage", ep.id))!.status).toBe("disabled");
    expect(sent).toEqual([]);
    noticeOutage = false;
    expect(await dispatcher.sendDisableNotices()).toBe(1);
    expect(await dispatcher.sendDisableNotices()).toBe(0);
    expect(sent.map((n) => n.telegramUserId)).toEqual([888]);
  });

  it("an account without a Telegram user gets no notice, and the sweep does not retry it forever", async () => {
    sent.length = 0;
    const ep = (await h.client.createEndpoint({ accountId: "acc_no_tg", url: rx.url, allGroups: true, description: "" })).endpoint!;
    await dispatcher.runTask(task(ep.id, "evt_n1", 2));
    clock += WINDOW_MS;
    await dispatcher.runTask(task(ep.id, "evt_n2", 2));
    expect((await h.endpoints.get("acc_no_tg", ep.id))!.status).toBe("disabled");
    expect(sent).toEqual([]);
    expect((await h.endpoints.awaitingDisableNotice()).map((e) => e.id)).not.toContain(ep.id);
  });

  it("an attempt in flight when its endpoint was disabled for failing, that succeeds, leaves the failing run as the owner is told it", async () => {
    sent.length = 0;
    const ep = (await h.client.createEndpoint({ accountId: "acc_late", url: rx.url, allGroups: true, description: "", ownerTelegramUserId: 999n })).endpoint!;
    const since = new Date(clock);
    await h.endpoints.noteFailure(ep.id, since);
    expect(await h.endpoints.disableFailing(ep.id, since, new Date(clock + WINDOW_MS))).toBe(true);
    // The late success of the attempt that was under way.
    await h.endpoints.noteSuccess(ep.id);
    expect(await h.endpoints.get("acc_late", ep.id)).toMatchObject({ status: "disabled", disabled_reason: "failing", failing_since: since });
    // The owner is told once, with the run's start; the sweep does not tell again.
    expect(await dispatcher.sendDisableNotices()).toBe(1);
    expect(await dispatcher.sendDisableNotices()).toBe(0);
    expect(sent.map((n) => [n.telegramUserId, n.endpointDisabled])).toEqual([[999, { endpointId: ep.id, url: ep.url, failingSince: since }]]);
  });

  it("a test delivery neither starts nor ends a failing run", async () => {
    const ep = (await h.client.createEndpoint({ accountId: "acc_t", url: rx.url, allGroups: true, description: "" })).endpoint!;
    rx.answer = answerStatus(500);
    await h.client.testEndpoint({ accountId: "acc_t", endpointId: ep.id });
    expect((await h.endpoints.get("acc_t", ep.id))!.failing_since).toBeNull();
    await dispatcher.runTask(task(ep.id, "evt_t1", 2));
    const since = (await h.endpoints.get("acc_t", ep.id))!.failing_since;
    expect(since).not.toBeNull();
    rx.answer = answerStatus(200);
    await h.client.testEndpoint({ accountId: "acc_t", endpointId: ep.id });
    expect((await h.endpoints.get("acc_t", ep.id))!.failing_since).toEqual(since);
    rx.answer = answerStatus(502);
  });

  it("a new URL starts a new run: the old URL's failures do not count toward disabling it", async () => {
    const ep = (await h.client.createEndpoint({ accountId: "acc_moved", url: `${rx.url}/old`, allGroups: true, description: "" })).endpoint!;
    await dispatcher.runTask(task(ep.id, "evt_m1", 2));
    expect((await h.endpoints.get("acc_moved", ep.id))!.failing_since).not.toBeNull();
    // The same URL written again changes nothing.
    await h.client.updateEndpoint({ accountId: "acc_moved", endpointId: ep.id, url: `${rx.url}/old` });
    expect((await h.endpoints.get("acc_moved", ep.id))!.failing_since).not.toBeNull();
    await h.client.updateEndpoint({ accountId: "acc_moved", endpointId: ep.id, url: `${rx.url}/new` });
    expect((await h.endpoints.get("acc_moved", ep.id))!.failing_since).toBeNull();
    // The new URL's first failure, a whole window after the old URL's first: a run begins, nothing is disabled.
    clock += WINDOW_MS;
    await dispatcher.runTask(task(ep.id, "evt_m2", 2));
    expect(await h.endpoints.get("acc_moved", ep.id)).toMatchObject({ status: "enabled", failing_since: new Date(clock) });
  });

  it("a new URL given to an endpoint disabled for failing keeps its failing_since (why it was disabled) until it is enabled", async () => {
    const ep = (await h.client.createEndpoint({ accountId: "acc_fixed", url: `${rx.url}/broken`, allGroups: true, description: "" })).endpoint!;
    await dispatcher.runTask(task(ep.id, "evt_f1", 2));
    const since = (await h.endpoints.get("acc_fixed", ep.id))!.failing_since;
    clock += WINDOW_MS;
    await dispatcher.runTask(task(ep.id, "evt_f2", 2));
    expect(await h.endpoints.get("acc_fixed", ep.id)).toMatchObject({ status: "disabled", disabled_reason: "failing", failing_since: since });
    // The owner fixes the URL before enabling it again: the record still says since when it failed (the notice names it).
    await h.client.updateEndpoint({ accountId: "acc_fixed", endpointId: ep.id, url: `${rx.url}/fixed` });
    expect(await h.endpoints.get("acc_fixed", ep.id)).toMatchObject({ status: "disabled", disabled_reason: "failing", failing_since: since });
    // Enabled again: a new start, as ever.
    await h.client.updateEndpoint({ accountId: "acc_fixed", endpointId: ep.id, status: EndpointStatus.ENABLED });
    expect(await h.endpoints.get("acc_fixed", ep.id)).toMatchObject({ status: "enabled", disabled_reason: null, failing_since: null });
  });

  it("an account resumed after a suspension starts a new run: the days nothing was sent to it do not disable its endpoint", async () => {
    sent.length = 0;
    const ep = (await h.client.createEndpoint({ accountId: "acc_resumed", url: rx.url, allGroups: true, description: "", ownerTelegramUserId: 555n }))
      .endpoint!;
    await dispatcher.runTask(task(ep.id, "evt_r1", 2));
    expect((await h.endpoints.get("acc_resumed", ep.id))!.failing_since).not.toBeNull();
    // Frozen (or below Pro) for longer than the window: nothing is attempted meanwhile.
    expect(await h.endpoints.setAccountSuspended("acc_resumed", true, new Date(clock))).toBe(true);
    clock += 2 * WINDOW_MS;
    expect(await h.endpoints.setAccountSuspended("acc_resumed", false, new Date(clock))).toBe(true);
    // As for an endpoint enabled again, no failing run is carried over from before the suspension: the first failure
    // after the resume begins a run, it does not complete one (nor tell the owner every delivery failed for days).
    clock += 1_000;
    await dispatcher.runTask(task(ep.id, "evt_r2", 2));
    expect(await h.endpoints.get("acc_resumed", ep.id)).toMatchObject({ status: "enabled", failing_since: new Date(clock) });
    expect(sent).toEqual([]);
  });

  it("the sixth failed attempt is dead-lettered, not retried", async () => {
    const ep = (await h.client.createEndpoint({ accountId: "acc_dead", url: rx.url, allGroups: true, description: "" })).endpoint!;
    await dispatcher.runTask(task(ep.id, "evt_d1", 5));
    expect(h.tasks.retries.filter((t) => t.eventId === "evt_d1").map((t) => t.attempt)).toEqual([6]);
    await dispatcher.runTask(task(ep.id, "evt_d1", 6));
    expect(h.tasks.retries.filter((t) => t.eventId === "evt_d1").map((t) => t.attempt)).toEqual([6]);
    expect(h.tasks.dead.filter((t) => t.eventId === "evt_d1").map((t) => [t.attempt, t.lastError])).toEqual([[6, "HTTP 502"]]);
    // The same task again (a redelivered record) repeats nothing.
    const requests = rx.received.length;
    await dispatcher.runTask(task(ep.id, "evt_d1", 6));
    expect(rx.received.length).toBe(requests);
    expect(h.tasks.dead.filter((t) => t.eventId === "evt_d1")).toHaveLength(1);
  });
});
