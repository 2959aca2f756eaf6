import { create } from "@bufbuild/protobuf";
import { DeliveryTaskSchema } from "@warden/proto";
import { answerStatus, startReceiver, type Receiver } from "@warden/testing";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUICK_ANSWERS_TO_TRUST_AGAIN } from "../src/dispatch.js";
import { envelopeJson, type WebhookEvent } from "../src/events.js";
import { startHarness, type Harness } from "./support/harness.js";

// One tenant's dead or slow receiver must not hold up the others' deliveries. The events consumer makes first
// attempts inline (a chunk of records waits for its slowest), so an endpoint that is failing gets its first attempts
// through the retry path instead; and retries (mostly to failing endpoints) draw on their own slots, not on the ones
// of first attempts.
const GROUP = -1001000000901;
let h: Harness;
let rx: Receiver;
/** Answers held by the test (path /held): released by hand. */
const held: ServerResponse[] = [];
let heldArrived: () => void;
const arrived = new Promise<void>((r) => {
  heldArrived = r;
});

/** The receiver at /slow answers 200 after this long while `slowReceiver` is true (the harness's slowMs is below it). */
const SLOW_ANSWER_MS = 600;
const SLOW_MS = 400;
let slowReceiver = true;

beforeAll(async () => {
  h = await startHarness("dispatcher_fairness", { concurrency: 1, slowMs: SLOW_MS });
  rx = await startReceiver();
  rx.answer = (r, res) => {
    if (r.path.endsWith("/held")) {
      held.push(res);
      heldArrived();
    } else if (r.path.endsWith("/slow") && slowReceiver) {
      setTimeout(() => answerStatus(200)(r, res), SLOW_ANSWER_MS); // the receiver's behaviour under test, not a wait of the test
    } else answerStatus(r.path.endsWith("/down") ? 503 : 200)(r, res);
  };
});
afterAll(async () => {
  for (const res of held.splice(0)) res.end();
  await rx?.close();
  await h?.close();
});

let seq = 0;
async function endpointAt(path: string, group = GROUP): Promise<string> {
  const account = `acc_fair_${seq++}`;
  h.groups.admins.set(group, [...(h.groups.admins.get(group) ?? []), account]);
  return (await h.client.createEndpoint({ accountId: account, url: `${rx.url}${path}`, allGroups: true, description: "" })).endpoint!.id;
}
const event = (): WebhookEvent => ({ id: `evt_fair_${seq++}`, type: "user.joined", groupId: GROUP, createdAt: new Date(), data: { user_id: 7 } });
const requestsFor = (path: string, id: string) => rx.received.filter((r) => r.path.endsWith(path) && r.headers["webhook-id"] === id);

describe("a failing endpoint", () => {
  it("gets its next first attempt through the retry path, not inline; the healthy endpoints of the event get theirs at once", async () => {
    const down = await endpointAt("/down");
    await endpointAt("/up");
    const first = event();
    await h.dispatcher.fanOut(first);
    expect(requestsFor("/down", first.id)).toHaveLength(1);
    expect((await h.endpoints.getForDelivery(down))!.failing_since).not.toBeNull();

    const second = event();
    const before = h.tasks.retries.length;
    await h.dispatcher.fanOut(second);
    expect(requestsFor("/up", second.id)).toHaveLength(1);
    expect(requestsFor("/down", second.id)).toHaveLength(0);
    const deferred = h.tasks.retries.slice(before).filter((t) => t.endpointId === down && t.eventId === second.id);
    expect(deferred.map((t) => t.attempt)).toEqual([1]);
    expect(deferred[0]!.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await h.deliveries.attemptsOf(down, second.id)).toEqual([]);

    // The retry consumer makes it: attempt 1, recorded as such, then attempt 2 is scheduled as usual.
    await h.dispatcher.runTask(create(DeliveryTaskSchema, { ...deferred[0]!, dueAt: undefined }));
    expect(requestsFor("/down", second.id)).toHaveLength(1);
    expect((await h.deliveries.attemptsOf(down, second.id)).map((a) => [a.attempt, a.status])).toEqual([[1, "failed"]]);
    expect(h.tasks.retries.filter((t) => t.endpointId === down && t.eventId === second.id).map((t) => t.attempt)).toEqual([1, 2]);
  });
});

describe("a slow endpoint (answers, but takes slowMs or longer)", () => {
  it("gets its next first attempts through the retry path while it stays slow, and inline again after QUICK_ANSWERS_TO_TRUST_AGAIN quick answers", async () => {
    const slow = await endpointAt("/slow");
    const first = event();
    await h.dispatcher.fanOut(first);
    const [made] = await h.deliveries.attemptsOf(slow, first.id);
    expect([made!.status, made!.duration_ms! >= SLOW_MS]).toEqual(["succeeded", true]);
    expect((await h.endpoints.getForDelivery(slow))!.failing_since).toBeNull(); // it is not failing

    const deferredOf = async (e: WebhookEvent, before: number) => {
      await h.dispatcher.fanOut(e);
      expect(requestsFor("/slow", e.id)).toHaveLength(0);
      const tasks = h.tasks.retries.slice(before).filter((t) => t.endpointId === slow && t.eventId === e.id);
      expect(tasks.map((t) => t.attempt)).toEqual([1]);
      return tasks[0]!;
    };
    // Still slow on the retry path: the next one is deferred too.
    const second = event();
    await h.dispatcher.runTask(create(DeliveryTaskSchema, { ...(await deferredOf(second, h.tasks.retries.length)), dueAt: undefined }));
    expect((await h.deliveries.attemptsOf(slow, second.id)).map((a) => [a.attempt, a.status])).toEqual([[1, "succeeded"]]);

    // Quick answers in a row (made through the retry path, each event deferred until the last) put it back inline.
    slowReceiver = false;
    for (let i = 0; i < QUICK_ANSWERS_TO_TRUST_AGAIN; i++) {
      await h.dispatcher.runTask(create(DeliveryTaskSchema, { ...(await deferredOf(event(), h.tasks.retries.length)), dueAt: undefined }));
    }
    const fourth = event();
    const before = h.tasks.retries.length;
    await h.dispatcher.fanOut(fourth);
    expect(requestsFor("/slow", fourth.id)).toHaveLength(1);
    expect(h.tasks.retries.slice(before).filter((t) => t.endpointId === slow)).toEqual([]);
  });
});

describe("retries and first attempts", () => {
  it("draw on separate slots: a retry held by a receiver that does not answer leaves the first attempts running", async () => {
    // (Another tenant's endpoint, in another group: the event below is not for it.)
    const stuck = await endpointAt("/held", GROUP - 1);
    await endpointAt("/fresh");
    // A retry whose receiver holds the answer: with one slot for everything, the first attempt below would wait for it.
    const heldEvent = { ...event(), id: "evt_fair_held", groupId: GROUP - 1 };
    const retry = h.dispatcher.runTask(
      create(DeliveryTaskSchema, { endpointId: stuck, eventId: heldEvent.id, eventType: heldEvent.type, attempt: 2, envelope: envelopeJson(heldEvent) }),
    );
    await arrived;
    const e = event();
    const winner = await Promise.race([h.dispatcher.fanOut(e).then(() => "first attempt"), retry.then(() => "retry")]);
    for (const res of held.splice(0)) res.end();
    await retry;
    expect(winner).toBe("first attempt");
    expect(requestsFor("/fresh", e.id)).toHaveLength(1);
  });
});
