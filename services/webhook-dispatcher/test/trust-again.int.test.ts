import { create } from "@bufbuild/protobuf";
import { DeliveryTaskSchema } from "@warden/proto";
import { answerStatus, startReceiver, type Receiver } from "@warden/testing";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhookEvent } from "../src/events.js";
import { startHarness, type Harness } from "./support/harness.js";

// An endpoint whose attempt timed out (or answered after slowMs) gets its attempts 1 through the retry path, so it does
// not hold the events consumer. It goes inline again only after QUICK_ANSWERS_TO_TRUST_AGAIN quick answers in a row
// (fairness.int.test.ts): after one, a receiver that hangs on every other request held the consumer and a first-attempt slot for the whole
// deadline on every other event (each success also ends its failing run, so it was never disabled either).
const DEADLINE_MS = 500;
/** Below the deadline, as in production (1 s against 10 s): a timeout is slow. */
const SLOW_MS = 200;
let h: Harness;
let rx: Receiver;
const held: ServerResponse[] = [];
/** Per path: whether the next request hangs. */
const plan = new Map<string, boolean[]>();

beforeAll(async () => {
  h = await startHarness("dispatcher_trust_again", { timeoutMs: DEADLINE_MS, slowMs: SLOW_MS });
  rx = await startReceiver();
  rx.answer = (r, res) => (plan.get(r.path)?.shift() ? held.push(res) : answerStatus(200)(r, res));
});
afterAll(async () => {
  for (const res of held.splice(0)) res.end();
  await rx?.close();
  await h?.close();
});

let seq = 0;
/**
 * Fans out `events` events of `group` one after the other, the retry consumer making each attempt 1 that went through
 * the retry path before the next event: which of them went inline (by index).
 */
async function inlineOf(group: number, endpointId: string, events: number): Promise<number[]> {
  const inline: number[] = [];
  for (let i = 0; i < events; i++) {
    const e: WebhookEvent = { id: `evt_trust_${seq++}`, type: "user.joined", groupId: group, createdAt: new Date(), data: { user_id: 7 } };
    const before = h.tasks.retries.length;
    await h.dispatcher.fanOut(e);
    const deferred = h.tasks.retries.slice(before).filter((t) => t.endpointId === endpointId && t.attempt === 1 && t.eventId === e.id);
    if (deferred.length === 0) inline.push(i);
    for (const t of deferred) await h.dispatcher.runTask(create(DeliveryTaskSchema, { ...t, dueAt: undefined }));
  }
  return inline;
}

async function endpoint(group: number, account: string, path: string): Promise<string> {
  h.groups.admins.set(group, [account]);
  return (await h.client.createEndpoint({ accountId: account, url: `${rx.url}${path}`, allGroups: true, description: "" })).endpoint!.id;
}

describe("an endpoint that timed out", () => {
  it("that hangs on every other request: its attempts 1 never go inline again", async () => {
    const ep = await endpoint(-1001000000781, "acc_trust_alternating", "/alternating");
    plan.set(
      "/hooks/alternating",
      Array.from({ length: 12 }, (_, i) => i % 2 === 0),
    );
    expect(await inlineOf(-1001000000781, ep, 6)).toEqual([0]);
  });
});
