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
      res.end();
    }, 300);
  };
});

afterAll(async () => {
  await rx?.close();
  await h?.close();
});

let seq = 0;
async function endpointAt(path: string): Promise<void> {
  const account = `acc_dup_${seq++}`;
  h.groups.admins.set(GROUP, [...(h.groups.admins.get(GROUP) ?? []), account]);
  await h.client.createEndpoint({ accountId: account, url: `${rx.url}${path}`, allGroups: true, description: "", ownerTelegramUserId: 9_000_002n });
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
