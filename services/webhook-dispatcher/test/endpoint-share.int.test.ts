import { create } from "@bufbuild/protobuf";
import { DeliveryTaskSchema } from "@warden/proto";
import { waitFor } from "@warden/testing";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_SCHEDULE_MS } from "../src/config.js";
import { DEFAULT_ENDPOINT_CONCURRENCY } from "../src/dispatch.js";
import { RETRY_TOPICS } from "../src/retry-topics.js";
import { endpointOfNewAccount, retryTaskOf, withHoldingHarness } from "./support/holding-receiver.js";

// The retry slots are shared by every tenant. An endpoint that accepts connections and never answers holds a slot for
// the whole attempt deadline, so when the slots are contended it gets at most its share of them (ENDPOINT_CONCURRENCY);
// its other tasks go back to a retry topic at once instead of waiting for a slot, and another tenant's retry goes ahead.
// (An endpoint alone may use every slot but one: endpoint-alone.int.test.ts.)
const GROUP = -1001000000654;
const TIMEOUT_MS = 10_000;
const ENDPOINT_CONCURRENCY = DEFAULT_ENDPOINT_CONCURRENCY;
/** One retry slot more than an endpoint's share. */
const CONCURRENCY = ENDPOINT_CONCURRENCY + 1;
const suite = withHoldingHarness("dispatcher_endpoint_share", {
  concurrency: CONCURRENCY,
  endpointConcurrency: ENDPOINT_CONCURRENCY,
  timeoutMs: TIMEOUT_MS,
  scheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
});

let seq = 0;
const endpointAt = (path: string) => endpointOfNewAccount(suite.h, GROUP, `acc_share_${seq++}`, `${suite.receiver.rx.url}${path}`);
const retryOf = (endpointId: string) => retryTaskOf(endpointId, GROUP, `evt_share_${seq++}`);
const requestsTo = (path: string) => suite.receiver.rx.received.filter((r) => r.path.endsWith(path));

describe("an endpoint that never answers", () => {
  it("holds at most its share of the retry slots: another endpoint's retry arrives at once, and its other tasks are put back", async () => {
    const stuck = await endpointAt("/held");
    const healthy = await endpointAt("/healthy");
    const stuckTasks = Array.from({ length: 6 }, () => retryOf(stuck));
    const before = Date.now();
    const stuckRuns = stuckTasks.map((t) => suite.h.dispatcher.runTask(t));
    suite.running.push(...stuckRuns);
    await waitFor(() => suite.receiver.held.length >= ENDPOINT_CONCURRENCY, { message: "the held endpoint's first attempts" });

    const started = Date.now();
    const healthyRun = suite.h.dispatcher.runTask(retryOf(healthy));
    suite.running.push(healthyRun);
    // Well before the attempt deadline that would free a slot held by the endpoint that never answers.
    await waitFor(() => requestsTo("/healthy").length === 1, { timeoutMs: TIMEOUT_MS / 5, intervalMs: 20, message: "the healthy endpoint's retry" });
    await healthyRun;
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 5);

    // The endpoint that never answers got its share; its other tasks went back, the same attempt, due later, not attempted.
    // (Waited for: on a loaded machine some of them reach the check only after the healthy endpoint's retry.)
    const putBackOfStuck = () => suite.h.tasks.putBacks.filter((p) => p.task.endpointId === stuck);
    await waitFor(() => putBackOfStuck().length === stuckTasks.length - ENDPOINT_CONCURRENCY, { message: "the stuck endpoint's other tasks put back" });
    expect(requestsTo("/held")).toHaveLength(ENDPOINT_CONCURRENCY);
    const back = putBackOfStuck();
    expect(back.map((p) => p.task.attempt)).toEqual(back.map(() => 3));
    for (const p of back) expect(RETRY_TOPICS as readonly string[]).toContain(p.topic);
    const dues = back.map((p) => p.task.dueAt.getTime());
    expect(dues[0]!).toBeGreaterThan(before);
    expect(dues).toEqual([...dues].sort((a, b) => a - b)); // spaced out, one after the other
    expect(new Set(dues).size).toBe(dues.length);
    for (const p of back) expect(await suite.h.deliveries.attemptsOf(stuck, p.task.eventId)).toEqual([]);

    suite.receiver.release();
    await Promise.all(stuckRuns);

    // Once the endpoint has room again, a put-back task is made like any retry, as the attempt it was.
    const again = back[0]!.task;
    await suite.h.dispatcher.runTask(create(DeliveryTaskSchema, { ...again, dueAt: undefined }));
    expect((await suite.h.deliveries.attemptsOf(stuck, again.eventId)).map((a) => [a.attempt, a.status])).toEqual([[3, "succeeded"]]);
  });
});
