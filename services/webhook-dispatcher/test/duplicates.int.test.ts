import { create } from "@bufbuild/protobuf";
import { DeliveryTaskSchema } from "@warden/proto";
import { startReceiver, type Receiver } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhookEvent } from "../src/events.js";
import { startHarness, type Harness } from "./support/harness.js";

// Copies of one record handled at once in one process (a producer's retry puts an event on the topic twice; two retry
// tasks of one attempt fall due together): one request per attempt, and one follow-up.
const GROUP = -1001000000555;
let h: Harness;
let rx: Receiver;

beforeAll(async () => {
  h = await startHarness("dispatcher_duplicates");
  rx = await startReceiver();
  // Each answer takes a while, as a real receiver's does: a copy handled meanwhile finds the attempt still under way.
  rx.answer = (r, res) => {
    setTimeout(() => {
      res.writeHead(r.path.endsWith("/ok") ? 200 : 500);
      // A receiver may answer anything, a NUL byte (which PostgreSQL text cannot hold) included.
      res.end(r.path.includes("/nul") ? "oops\u0000 at 0" : undefined);
    }, 300);
  };
});

afterAll(async () => {
  await rx?.close();
  await h?.close();
});

let seq = 0;
async function endpointAt(path: string): Promise<{ account: string; id: string }> {
  const account = `acc_dup_${seq++}`;
  h.groups.admins.set(GROUP, [...(h.groups.admins.get(GROUP) ?? []), account]);
  const made = await h.client.createEndpoint({
    accountId: account,
    url: `${rx.url}${path}`,
    allGroups: true,
    description: "",
    ownerTelegramUserId: 9_000_002n,
  });
  return { account, id: made.endpoint!.id };
}

const event = (): WebhookEvent => ({ id: `evt_dup_${Date.now()}_${seq++}`, type: "user.joined", groupId: GROUP, createdAt: new Date(), data: { user_id: 7 } });
const requestsFor = (path: string, id: string) => rx.received.filter((r) => r.path.endsWith(path) && r.headers["webhook-id"] === id);

describe("copies of one event at once", () => {
  it("a failing endpoint gets one request and one retry task, not one per copy", async () => {
    await endpointAt("/fail");
    const e = event();
    const retriesBefore = h.tasks.retries.length;
    await Promise.all([h.dispatcher.fanOut(e), h.dispatcher.fanOut(e), h.dispatcher.fanOut(e)]);
    expect(requestsFor("/fail", e.id)).toHaveLength(1);
    expect(h.tasks.retries.slice(retriesBefore).filter((t) => t.eventId === e.id)).toHaveLength(1);
  });

  it("an endpoint that answers gets it once", async () => {
    await endpointAt("/ok");
    const e = event();
    await Promise.all([h.dispatcher.fanOut(e), h.dispatcher.fanOut(e)]);
    expect(requestsFor("/ok", e.id)).toHaveLength(1);
  });
});

describe("an answer with a NUL byte in it", () => {
  // Were it not stored, the attempt would stay pending and the consumer's retry of the record would POST again (and
  // schedule another retry each time: 5 handlings a record, 5^k tasks at the k-th retry).
  it("is recorded (the NUL replaced): the endpoint gets one request and one retry task, also when the record is handled again", async () => {
    const ep = await endpointAt("/nul/fail");
    const e = event();
    const retriesBefore = h.tasks.retries.length;
    await h.dispatcher.fanOut(e);
    // The record handled again: the endpoint is failing now, so its attempt 1 goes through the retry path, where it
    // finds the attempt finished.
    await h.dispatcher.fanOut(e);
    const tasks = h.tasks.retries.slice(retriesBefore).filter((t) => t.eventId === e.id && t.endpointId === ep.id);
    expect(tasks.map((t) => t.attempt).sort()).toEqual([1, 2]);
    await h.dispatcher.runTask(create(DeliveryTaskSchema, { ...tasks.find((t) => t.attempt === 1)!, dueAt: undefined }));
    expect(requestsFor("/nul/fail", e.id)).toHaveLength(1);
    expect(h.tasks.retries.filter((t) => t.eventId === e.id && t.endpointId === ep.id)).toHaveLength(2);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ status: "failed", status_code: 500, response_body: "oops\uFFFD at 0" });
  });

  it("a 2xx with one is a success, recorded once", async () => {
    const ep = await endpointAt("/nul/ok");
    const e = event();
    await h.dispatcher.fanOut(e);
    await h.dispatcher.fanOut(e);
    expect(requestsFor("/nul/ok", e.id)).toHaveLength(1);
    const [attempt] = await h.deliveries.attemptsOf(ep.id, e.id);
    expect(attempt).toMatchObject({ status: "succeeded", status_code: 200, response_body: "oops\uFFFD at 0" });
  });

  it("a test delivery answered with one is recorded and reported, not an internal error", async () => {
    const ep = await endpointAt("/nul/test");
    const r = await h.client.testEndpoint({ accountId: ep.account, endpointId: ep.id });
    expect(r).toMatchObject({ success: false, statusCode: 500 });
    const [attempt] = (await h.deliveries.page(ep.id, { limit: 10 })).rows;
    expect(attempt).toMatchObject({ event_type: "webhook.test", status: "failed", response_body: "oops\uFFFD at 0" });
  });
});
