import { create } from "@bufbuild/protobuf";
import { DeliveryTaskSchema } from "@warden/proto";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RETRY_SCHEDULE_MS } from "../src/config.js";
import { DEFAULT_ENDPOINT_CONCURRENCY } from "../src/dispatch.js";
import { RETRY_TOPICS } from "../src/retry-topics.js";
import { startHarness, type Harness } from "./support/harness.js";
import { endpointOfNewAccount, type HoldingReceiver, retryTaskOf, startHoldingReceiver } from "./support/holding-receiver.js";

// The retry slots are shared by every tenant. An endpoint that accepts connections and never answers holds a slot for
// the whole attempt deadline, so when the slots are contended it gets at most its share of them (ENDPOINT_CONCURRENCY);
// its other tasks go back to a retry topic at once instead of waiting for a slot, and another tenant's retry goes ahead.
// (An endpoint alone may use every slot but one: endpoint-alone.int.test.ts.)
const GROUP = -1001000000654;
const TIMEOUT_MS = 10_000;
const ENDPOINT_CONCURRENCY = DEFAULT_ENDPOINT_CONCURRENCY;
/** One retry slot more than an endpoint's share. */
const CONCURRENCY = ENDPOINT_CONCURRENCY + 1;
let h: Harness;
let receiver: HoldingReceiver;
/** Attempts still running when a test ends (awaited before the database goes). */
const running: Promise<unknown>[] = [];

beforeAll(async () => {
  h = await startHarness("dispatcher_endpoint_share", {
    concurrency: CONCURRENCY,
    endpointConcurrency: ENDPOINT_CONCURRENCY,
    timeoutMs: TIMEOUT_MS,
    scheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
  });
  receiver = await startHoldingReceiver();
});
afterAll(async () => {
  receiver?.release();
  await Promise.allSettled(running);
  await receiver?.rx.close();
  await h?.close();
});

let seq = 0;
const endpointAt = (path: string) => endpointOfNewAccount(h, GROUP, `acc_share_${seq++}`, `${receiver.rx.url}${path}`);
const retryOf = (endpointId: string) => retryTaskOf(endpointId, GROUP, `evt_share_${seq++}`);
const requestsTo = (path: string) => receiver.rx.received.filter((r) => r.path.endsWith(path));

describe("an endpoint that never answers", () => {
  it("holds at most its share of the retry slots: another endpoint's retry arrives at once, and its other tasks are put back", async () => {
    const stuck = await endpointAt("/held");
    const healthy = await endpointAt("/healthy");
    const stuckTasks = Array.from({ length: 6 }, () => retryOf(stuck));
    const before = Date.now();
    const stuckRuns = stuckTasks.map((t) => h.dispatcher.runTask(t));
    running.push(...stuckRuns);
    await waitFor(() => receiver.held.length >= ENDPOINT_CONCURRENCY, { message: "the held endpoint's first attempts" });

    const started = Date.now();
    const healthyRun = h.dispatcher.runTask(retryOf(healthy));
    running.push(healthyRun);
    // Well before the attempt deadline that would free a slot held by the endpoint that never answers.
    await waitFor(() => requestsTo("/healthy").length === 1, { timeoutMs: TIMEOUT_MS / 5, intervalMs: 20, message: "the healthy endpoint's retry" });
    await healthyRun;
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 5);

    // The endpoint that never answers got its share; its other tasks went back, the same attempt, due later, not attempted.
    // (Waited for: on a loaded machine some of them reach the check only after the healthy endpoint's retry.)
    const putBackOfStuck = () => h.tasks.putBacks.filter((p) => p.task.endpointId === stuck);
    await waitFor(() => putBackOfStuck().length === stuckTasks.length - ENDPOINT_CONCURRENCY, { message: "the stuck endpoint's other tasks put back" });
    expect(requestsTo("/held")).toHaveLength(ENDPOINT_CONCURRENCY);
    const back = putBackOfStuck();
    expect(back.map((p) => p.task.attempt)).toEqual(back.map(() => 3));
    for (const p of back) expect(RETRY_TOPICS as readonly string[]).toContain(p.topic);
    const dues = back.map((p) => p.task.dueAt.getTime());
    expect(dues[0]!).toBeGreaterThan(before);
    expect(dues).toEqual([...dues].sort((a, b) => a - b)); // spaced out, one after the other
    expect(new Set(dues).size).toBe(dues.length);
    for (const p of back) expect(await h.deliveries.attemptsOf(stuck, p.task.eventId)).toEqual([]);

    receiver.release();
    await Promise.all(stuckRuns);

    // Once the endpoint has room again, a put-back task is made like any retry, as the attempt it was.
    const again = back[0]!.task;
    await h.dispatcher.runTask(create(DeliveryTaskSchema, { ...again, dueAt: undefined }));
    expect((await h.deliveries.attemptsOf(stuck, again.eventId)).map((a) => [a.attempt, a.status])).toEqual([[3, "succeeded"]]);
  });
});
