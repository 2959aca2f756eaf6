import { create } from "@bufbuild/protobuf";
import { type DeliveryTask, DeliveryTaskSchema } from "@warden/proto";
import { answerStatus, startReceiver, type Receiver } from "@warden/testing";
import type { ServerResponse } from "node:http";
import { envelopeJson, type WebhookEvent } from "../../src/events.js";
import { afterAll, beforeAll } from "vitest";
import { startHarness, type Harness } from "./harness.js";

/**
 * A receiver standing in for endpoints that accept a request and never answer: while `holding`, the
 * answers to paths ending in /held are kept in `held` (release() sends them and stops holding);
 * every other path answers 200 at once.
 */
export interface HoldingReceiver {
  rx: Receiver;
  held: ServerResponse[];
  holding: boolean;
  release(): void;
}

export async function startHoldingReceiver(): Promise<HoldingReceiver> {
  const rx = await startReceiver();
  const receiver: HoldingReceiver = {
    rx,
    held: [],
    holding: true,
    release() {
      receiver.holding = false;
      for (const res of receiver.held.splice(0)) res.end();
    },
  };
  rx.answer = (r, res) => {
    if (r.path.endsWith("/held") && receiver.holding) receiver.held.push(res);
    else answerStatus(200)(r, res);
  };
  return receiver;
}

/** An endpoint at `url` of a new account `account`, which administers `group` (every group of it). */
export async function endpointOfNewAccount(h: Harness, group: number, account: string, url: string): Promise<string> {
  h.groups.admins.set(group, [...(h.groups.admins.get(group) ?? []), account]);
  return (await h.client.createEndpoint({ accountId: account, url, allGroups: true, description: "" })).endpoint!.id;
}

/** A retry task (attempt 3, after a timeout) of a user.joined event `eventId` in `group`, for `endpointId`. */
export function retryTaskOf(endpointId: string, group: number, eventId: string): DeliveryTask {
  const e: WebhookEvent = { id: eventId, type: "user.joined", groupId: group, createdAt: new Date(), data: { user_id: 7 } };
  return create(DeliveryTaskSchema, { endpointId, eventId: e.id, eventType: e.type, attempt: 3, envelope: envelopeJson(e), lastError: "timeout" });
}

/**
 * A test file's harness and holding receiver, started before its tests; after them the held answers are sent and
 * every attempt still `running` is awaited before both close (the database goes last).
 */
export function withHoldingHarness(
  label: string,
  opts: Parameters<typeof startHarness>[1],
): { readonly h: Harness; readonly receiver: HoldingReceiver; running: Promise<unknown>[] } {
  let h: Harness | undefined;
  let receiver: HoldingReceiver | undefined;
  const running: Promise<unknown>[] = [];
  beforeAll(async () => {
    h = await startHarness(label, opts);
    receiver = await startHoldingReceiver();
  });
  afterAll(async () => {
    receiver?.release();
    await Promise.allSettled(running);
    await receiver?.rx.close();
    await h?.close();
  });
  return {
    get h() {
      return h!;
    },
    get receiver() {
      return receiver!;
    },
    running,
  };
}
