import { create } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { mintId } from "@warden/contract";
import { DependencyUnavailableError } from "@warden/kafka";
import { DeliveryTaskSchema, EndpointStatus } from "@warden/proto";
import { answerStatus, startReceiver, type Receiver } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhookDispatcher } from "../src/dispatch.js";
import { envelopeJson, type WebhookEvent } from "../src/events.js";
import type { GroupAccounts, GroupReach } from "../src/group-accounts.js";
import type { TaskInit, TaskQueue } from "../src/retry-topics.js";
import { EndpointStore } from "../src/store.js";
import { dispatcherOn, startHarness, type Harness } from "./support/harness.js";

// An attempt cut short by a crash stays `pending` until its record is handled again. When the endpoint no longer hears
// the event by then (disabled, its account suspended, unsubscribed), the attempt is not made again: it is closed as
// failed, so the owner's delivery history does not show a delivery that never ends.
const GROUP = -1001000000777;
let h: Harness;
let rx: Receiver;

beforeAll(async () => {
  h = await startHarness("dispatcher_interrupted");
  rx = await startReceiver({ answer: (r, res) => answerStatus(r.path.endsWith("/fail") ? 503 : 200)(r, res) });
});
afterAll(async () => {
  await rx?.close();
  await h?.close();
});

let seq = 0;
async function endpoint(suffix = ""): Promise<{ account: string; id: string; path: string }> {
  const account = `acc_int_${seq++}`;
  h.groups.admins.set(GROUP, [...(h.groups.admins.get(GROUP) ?? []), account]);
  const path = `/int-${seq++}${suffix}`;
  const made = await h.client.createEndpoint({ accountId: account, url: `${rx.url}${path}`, allGroups: true, description: "" });
  return { account, id: made.endpoint!.id, path };
}

const event = (): WebhookEvent => ({ id: `evt_int_${Date.now()}_${seq++}`, type: "user.joined", groupId: GROUP, createdAt: new Date(), data: { user_id: 7 } });
const taskOf = (endpointId: string, e: WebhookEvent, attempt: number) =>
  create(DeliveryTaskSchema, { endpointId, eventId: e.id, eventType: e.type, attempt, envelope: envelopeJson(e), lastError: "HTTP 503" });
/** What a process that crashed during attempt `attempt` left: the attempt claimed, never finished. */
const crashedDuring = (endpointId: string, e: WebhookEvent, attempt: number) =>
  h.deliveries.claim({ id: mintId("delivery"), endpointId, eventId: e.id, eventType: e.type, attempt, now: new Date() });
const requestsFor = (path: string, id: string) => rx.received.filter((r) => r.path.endsWith(path) && r.headers["webhook-id"] === id);

describe("an attempt cut short by a crash", () => {
  it("whose retry task comes again for an endpoint disabled meanwhile is closed as failed, interrupted, not left pending", async () => {
    const ep = await endpoint();
    const e = event();
    await crashedDuring(ep.id, e, 3);
    await h.client.updateEndpoint({ accountId: ep.account, endpointId: ep.id, status: EndpointStatus.DISABLED });

    expect(await h.dispatcher.runTask(taskOf(ep.id, e, 3))).toBe("dropped");
    expect(requestsFor(ep.path, e.id)).toHaveLength(0);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 3, status: "failed", next_attempt_at: null });
    expect(attempt!.error).toMatch(/^interrupted/);
    expect(attempt!.error).toMatch(/the endpoint is disabled/);
    // And the history lists nothing pending.
    expect((await h.deliveries.page(ep.id, { limit: 10, status: "pending" })).rows).toEqual([]);
  });

  it("whose event comes again for an endpoint that no longer hears it (its account suspended) is closed as failed, interrupted", async () => {
    const ep = await endpoint();
    const e = event();
    await crashedDuring(ep.id, e, 1);
    await h.client.setAccountSuspended({ accountId: ep.account, suspended: true });

    await h.dispatcher.fanOut(e);
    expect(requestsFor(ep.path, e.id)).toHaveLength(0);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 1, status: "failed" });
    expect(attempt!.error).toMatch(/^interrupted.*suspended/);
  });

  it("whose record comes again for an endpoint that still hears the event is made again, as before", async () => {
    const ep = await endpoint();
    const e = event();
    await crashedDuring(ep.id, e, 1);

    await h.dispatcher.fanOut(e);
    expect(requestsFor(ep.path, e.id)).toHaveLength(1);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 1, status: "succeeded", status_code: 200, error: null });
  });

  it("whose event comes again when no account reaches its group any more is closed as failed, interrupted, not left pending", async () => {
    const ep = await endpoint();
    const group = GROUP - 1 - seq++;
    h.groups.admins.set(group, [ep.account]);
    const e = { ...event(), groupId: group };
    await crashedDuring(ep.id, e, 1);
    // The bot left the group, or the account gave it up: groups-config names no account for it now.
    h.groups.admins.set(group, []);

    expect(await h.dispatcher.fanOut(e)).toBe(0);
    expect(requestsFor(ep.path, e.id)).toHaveLength(0);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 1, status: "failed", next_attempt_at: null });
    expect(attempt!.error).toMatch(/^interrupted.*the account no longer administers the event's group/);
    expect((await h.deliveries.page(ep.id, { limit: 10, status: "pending" })).rows).toEqual([]);
  });

  it("whose event comes again when its account no longer reaches the group (others still do) is closed as failed, interrupted", async () => {
    const ep = await endpoint();
    const other = await endpoint();
    const e = event();
    await crashedDuring(ep.id, e, 1);
    h.groups.admins.set(
      GROUP,
      h.groups.admins.get(GROUP)!.filter((a) => a !== ep.account),
    );

    await h.dispatcher.fanOut(e);
    expect(requestsFor(ep.path, e.id)).toHaveLength(0);
    expect(requestsFor(other.path, e.id)).toHaveLength(1);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 1, status: "failed", next_attempt_at: null });
    expect(attempt!.error).toMatch(/^interrupted.*the account no longer administers the event's group/);
  });

  it("a finished attempt is never rewritten by a task dropped afterwards", async () => {
    const ep = await endpoint();
    const e = event();
    await h.dispatcher.fanOut(e);
    await h.client.updateEndpoint({ accountId: ep.account, endpointId: ep.id, status: EndpointStatus.DISABLED });
    expect(await h.dispatcher.runTask(taskOf(ep.id, e, 1))).toBe("dropped");
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 1, status: "succeeded", error: null });
  });
});

/** An EndpointStore whose next note of an attempt's outcome fails: the process dies right after the attempt was made. */
class DyingEndpointStore extends EndpointStore {
  dieAtNextNote = false;
  private die(): void {
    if (!this.dieAtNextNote) return;
    this.dieAtNextNote = false;
    throw new Error("the process died");
  }
  override async noteSuccess(...args: Parameters<EndpointStore["noteSuccess"]>): ReturnType<EndpointStore["noteSuccess"]> {
    this.die();
    return super.noteSuccess(...args);
  }
  override async noteFailure(...args: Parameters<EndpointStore["noteFailure"]>): ReturnType<EndpointStore["noteFailure"]> {
    this.die();
    return super.noteFailure(...args);
  }
}

describe("a crash right after an attempt was made", () => {
  let dying: DyingEndpointStore;
  let dispatcher: WebhookDispatcher;
  beforeAll(() => {
    dying = new DyingEndpointStore(h.pool);
    dispatcher = dispatcherOn(h, { endpoints: dying });
  });

  it("does not lose the start of the endpoint's failing run: the record handled again notes it", async () => {
    const ep = await endpoint("/fail");
    const e = event();
    dying.dieAtNextNote = true;
    await expect(dispatcher.runTask(taskOf(ep.id, e, 2))).rejects.toThrow("the process died");
    // The record is handled again (its offset was never committed).
    await dispatcher.runTask(taskOf(ep.id, e, 2));
    expect((await h.endpoints.get(ep.account, ep.id))!.failing_since).not.toBeNull();
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 2, status: "failed", status_code: 503 });
    expect(h.tasks.retries.filter((t) => t.eventId === e.id && t.attempt === 3).length).toBeGreaterThanOrEqual(1);
  });

  it("does not lose the end of the endpoint's failing run: a success, the record handled again, ends it", async () => {
    const ep = await endpoint();
    await h.endpoints.noteFailure(ep.id, new Date(Date.now() - 60_000));
    const e = event();
    dying.dieAtNextNote = true;
    await expect(dispatcher.runTask(taskOf(ep.id, e, 2))).rejects.toThrow("the process died");
    await dispatcher.runTask(taskOf(ep.id, e, 2));
    // Still failing since a minute ago, it would be disabled by the next failure once the window is over, though a
    // delivery succeeded meanwhile.
    expect((await h.endpoints.get(ep.account, ep.id))!.failing_since).toBeNull();
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 2, status: "succeeded", status_code: 200 });
  });
});

/** groups-config answering every question with `error` (an internal error of its own, or an outage). */
class FailingGroups implements GroupAccounts {
  constructor(private readonly error: () => Error) {}
  async reachOf(): Promise<GroupReach> {
    throw this.error();
  }
}

/** Kafka refusing every follow-up task of the endpoints in `refused` (the broker's MESSAGE_TOO_LARGE, as kafkajs throws it). */
class RefusingTaskQueue implements TaskQueue {
  readonly refused = new Set<string>();
  constructor(private readonly inner: TaskQueue) {}
  private check(t: TaskInit): void {
    if (this.refused.has(t.endpointId)) {
      throw Object.assign(new Error("The request included a message larger than the max message size the server will accept"), {
        name: "KafkaJSProtocolError",
        type: "MESSAGE_TOO_LARGE",
        retriable: false,
      });
    }
  }
  async scheduleRetry(t: TaskInit) {
    this.check(t);
    await this.inner.scheduleRetry(t);
  }
  async putBack(t: TaskInit, topic: string) {
    this.check(t);
    await this.inner.putBack(t, topic);
  }
  async deadLetter(t: TaskInit) {
    this.check(t);
    await this.inner.deadLetter(t);
  }
}

// A record that fails is tried again by its consumer a few times, then dead-lettered: nothing handles it again unless
// an operator replays it. An attempt it claimed (or one a crash left pending) must not stay `pending` for ever.
describe("an attempt whose record fails", () => {
  let refusing: RefusingTaskQueue;
  let refusingDispatcher: WebhookDispatcher;
  let broken: WebhookDispatcher;
  beforeAll(() => {
    refusing = new RefusingTaskQueue(h.tasks);
    refusingDispatcher = dispatcherOn(h, { tasks: refusing });
    broken = dispatcherOn(h, { groups: new FailingGroups(() => new ConnectError("groups-config failed", Code.Internal)) });
  });
  const pendingOf = async (endpointId: string) => (await h.deliveries.page(endpointId, { limit: 10, status: "pending" })).rows;

  it("after its claim (Kafka refuses the follow-up task) is closed as failed, with why, not left pending", async () => {
    const ep = await endpoint("/fail");
    refusing.refused.add(ep.id);
    const e = event();
    await expect(refusingDispatcher.runTask(taskOf(ep.id, e, 2))).rejects.toThrow(/larger than the max message size/);
    expect(requestsFor(ep.path, e.id)).toHaveLength(1);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 2, status: "failed", next_attempt_at: null });
    expect(attempt!.error).toMatch(/^not completed: the dispatcher failed while making or recording this attempt \(an internal error/);
    expect(await pendingOf(ep.id)).toEqual([]);
  });

  it("after its claim, in a fan-out, is closed as failed, not left pending", async () => {
    const ep = await endpoint("/fail");
    refusing.refused.add(ep.id);
    const e = event();
    await expect(refusingDispatcher.fanOut(e)).rejects.toThrow(/larger than the max message size/);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 1, status: "failed", next_attempt_at: null });
    expect(attempt!.error).toMatch(/^not completed: the dispatcher failed while making or recording this attempt \(an internal error/);
  });

  it("closed so, is made again when its record is handled again (the consumer's next try, or a replayed dead letter)", async () => {
    const ep = await endpoint("/fail");
    refusing.refused.add(ep.id);
    const e = event();
    await expect(refusingDispatcher.runTask(taskOf(ep.id, e, 2))).rejects.toThrow();

    expect(await h.dispatcher.runTask(taskOf(ep.id, e, 2))).toBe("attempted");
    expect(requestsFor(ep.path, e.id)).toHaveLength(2);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 2, status: "failed", status_code: 503, error: "HTTP 503" });
    expect(attempt!.next_attempt_at).not.toBeNull();
    expect(h.tasks.retries.filter((t) => t.eventId === e.id && t.attempt === 3)).toHaveLength(1);
    // Finished now: handled once more, it is not made again.
    await h.dispatcher.runTask(taskOf(ep.id, e, 2));
    expect(requestsFor(ep.path, e.id)).toHaveLength(2);
  });

  it("left pending by a crash, then failing before its claim (groups-config errs), is closed as failed: a retry task", async () => {
    const ep = await endpoint();
    const e = event();
    await crashedDuring(ep.id, e, 3);
    await expect(broken.runTask(taskOf(ep.id, e, 3))).rejects.toThrow("groups-config failed");
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 3, status: "failed", next_attempt_at: null });
    expect(attempt!.error).toMatch(/^not completed/);
  });

  it("left pending by a crash, then failing before its claim (groups-config errs), is closed as failed: a fan-out", async () => {
    const ep = await endpoint();
    const e = event();
    await crashedDuring(ep.id, e, 1);
    await expect(broken.fanOut(e)).rejects.toThrow("groups-config failed");
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ attempt: 1, status: "failed", next_attempt_at: null });
    expect(attempt!.error).toMatch(/^not completed/);
  });

  it("stays pending while a dependency is unavailable: the consumer waits and handles the record again", async () => {
    const ep = await endpoint();
    const e = event();
    await crashedDuring(ep.id, e, 2);
    const waiting = dispatcherOn(h, { groups: new FailingGroups(() => new DependencyUnavailableError("groups-config unreachable")) });
    await expect(waiting.runTask(taskOf(ep.id, e, 2))).rejects.toThrow("groups-config unreachable");
    expect((await h.deliveries.attemptsOf(ep.id, e.id))[0]).toMatchObject({ attempt: 2, status: "pending" });
    // Back: the attempt is made.
    await h.dispatcher.runTask(taskOf(ep.id, e, 2));
    expect((await h.deliveries.attemptsOf(ep.id, e.id))[0]).toMatchObject({ attempt: 2, status: "succeeded" });
  });

  it("closed while another process was still making it, takes that process's outcome, and is not made again after", async () => {
    const ep = await endpoint();
    const e = event();
    const elsewhere = await crashedDuring(ep.id, e, 2); // under way in another replica
    await expect(broken.runTask(taskOf(ep.id, e, 2))).rejects.toThrow("groups-config failed");
    expect((await h.deliveries.attemptsOf(ep.id, e.id))[0]).toMatchObject({ status: "failed" });
    await h.deliveries.finish(elsewhere.id, { status: "succeeded", statusCode: 200, durationMs: 5 }, async () => undefined);

    await h.dispatcher.runTask(taskOf(ep.id, e, 2));
    expect(requestsFor(ep.path, e.id)).toHaveLength(0);
    expect((await h.deliveries.attemptsOf(ep.id, e.id))[0]).toMatchObject({ attempt: 2, status: "succeeded", status_code: 200, error: null });
  });
});
