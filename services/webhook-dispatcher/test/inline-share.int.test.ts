import { waitFor } from "@warden/testing";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_SCHEDULE_MS } from "../src/config.js";
import { DEFAULT_ENDPOINT_CONCURRENCY } from "../src/dispatch.js";
import type { WebhookEvent } from "../src/events.js";
import { endpointOfNewAccount, withHoldingHarness } from "./support/holding-receiver.js";

// The first-attempt slots are shared by every tenant, and the events consumer waits for the attempts it makes inline.
// An endpoint is known to be failing or slow only once an attempt to it has ended: a receiver that starts to accept
// connections and never answer would otherwise get every attempt 1 of a burst of its group's events inline, hold every
// slot for the whole attempt deadline, and stall every other tenant's first attempts. It gets at most its share of them
// inline (ENDPOINT_CONCURRENCY); its other attempts 1 go through the retry path, and another tenant's goes at once.
const GROUP = -1001000000655;
const OTHER_GROUP = -1001000000656;
const TIMEOUT_MS = 10_000;
const ENDPOINT_CONCURRENCY = DEFAULT_ENDPOINT_CONCURRENCY;
const CONCURRENCY = 4;
const BURST = 6;
const suite = withHoldingHarness("dispatcher_inline_share", {
  concurrency: CONCURRENCY,
  endpointConcurrency: ENDPOINT_CONCURRENCY,
  timeoutMs: TIMEOUT_MS,
  scheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
});

let seq = 0;
const event = (groupId: number): WebhookEvent => ({ id: `evt_inline_${seq++}`, type: "user.joined", groupId, createdAt: new Date(), data: { user_id: 7 } });
const requestsTo = (path: string) => suite.receiver.rx.received.filter((r) => r.path.endsWith(path));

describe("an endpoint that stops answering, before any attempt to it has ended", () => {
  it("gets at most its share of a burst's first attempts inline: the others go through the retry path, and another tenant's goes at once", async () => {
    const stuck = await endpointOfNewAccount(suite.h, GROUP, "acc_inline_stuck", `${suite.receiver.rx.url}/held`);
    await endpointOfNewAccount(suite.h, OTHER_GROUP, "acc_inline_healthy", `${suite.receiver.rx.url}/healthy`);
    // A burst of its group's events, all fanned out before the first attempt to it ends (it is neither failing nor slow yet).
    const burst = Array.from({ length: BURST }, () => suite.h.dispatcher.fanOut(event(GROUP)));
    suite.running.push(...burst);
    const deferred = () => suite.h.tasks.retries.filter((t) => t.endpointId === stuck && t.attempt === 1);
    // As many of them under way (held by the receiver) or deferred as there are first-attempt slots.
    await waitFor(() => suite.receiver.held.length >= ENDPOINT_CONCURRENCY && suite.receiver.held.length + deferred().length >= CONCURRENCY, {
      message: "the burst's attempts 1 under way or deferred",
    });

    const started = Date.now();
    const healthy = event(OTHER_GROUP);
    const healthyRun = suite.h.dispatcher.fanOut(healthy);
    suite.running.push(healthyRun);
    // Well before the attempt deadline that would free a slot held by the endpoint that never answers.
    await waitFor(() => requestsTo("/healthy").length === 1, { timeoutMs: TIMEOUT_MS / 5, intervalMs: 20, message: "the other tenant's first attempt" });
    await healthyRun;
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 5);

    // Deferred, not lost: each is attempt 1, due at once, on the retry path (not recorded as an attempt yet).
    await waitFor(() => deferred().length === BURST - ENDPOINT_CONCURRENCY, { message: "the burst's other attempts 1 deferred" });
    expect(requestsTo("/held")).toHaveLength(ENDPOINT_CONCURRENCY);
    for (const t of deferred()) {
      expect(t.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await suite.h.deliveries.attemptsOf(stuck, t.eventId)).toEqual([]);
    }

    suite.receiver.release();
    await Promise.all(burst);
  });
});
