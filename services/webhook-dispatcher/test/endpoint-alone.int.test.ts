import { waitFor } from "@warden/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_RETRY_SCHEDULE_MS } from "../src/config.js";
import { accountShareOf, PUT_BACK_HORIZON_ATTEMPTS, putBackLimitMs } from "../src/dispatch.js";
import { startHarness, type Harness } from "./support/harness.js";
import { endpointOfNewAccount, type HoldingReceiver, retryTaskOf, startHoldingReceiver } from "./support/holding-receiver.js";

// The cap of one endpoint's retry attempts (its share, WEBHOOK_ENDPOINT_CONCURRENCY) applies only when the retry slots
// are contended. A slow endpoint alone uses every retry slot but an account's share (kept for other accounts' retries),
// so it keeps up as it did before the cap; a task is put back only for a while, then waits for a slot like any task;
// and put-back tasks are never spread further ahead than a few attempt durations.
const GROUP = -1001000000655;
const TIMEOUT_MS = 10_000;
const SHARE = 2;
const CONCURRENCY = 8;
const SLOW_MS = 1_000;
/** The retry attempts an endpoint alone has in flight: every slot but those kept for others' attempts within their shares. */
const ALONE = CONCURRENCY - accountShareOf(CONCURRENCY, SHARE);
let h: Harness;
let receiver: HoldingReceiver;
const running: Promise<unknown>[] = [];
/** The dispatcher's clock: the real one, unless a test stops it here (then due times can be read exactly). */
let stoppedAt: number | null = null;

beforeAll(async () => {
  h = await startHarness("dispatcher_endpoint_alone", {
    concurrency: CONCURRENCY,
    endpointConcurrency: SHARE,
    timeoutMs: TIMEOUT_MS,
    slowMs: SLOW_MS,
    scheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
    now: () => new Date(stoppedAt ?? Date.now()),
  });
  receiver = await startHoldingReceiver();
});
/** The receiver answers at once from now on: every held answer is sent, and every attempt ends (the slots are free). */
async function release(): Promise<void> {
  receiver.release();
  await Promise.allSettled(running.splice(0));
}
beforeEach(() => {
  receiver.holding = true;
  stoppedAt = null;
});
afterEach(release);
afterAll(async () => {
  await release();
  await receiver?.rx.close();
  await h?.close();
});

let seq = 0;
const endpointAt = (path: string) => {
  const account = `acc_alone_${seq++}`;
  return endpointOfNewAccount(h, GROUP, account, `${receiver.rx.url}/${seq}${path}`);
};
const retryOf = (endpointId: string) => retryTaskOf(endpointId, GROUP, `evt_alone_${seq++}`);
const putBacksOf = (endpointId: string) => h.tasks.putBacks.filter((p) => p.task.endpointId === endpointId);
/** Starts runTask in the background (awaited by release). */
const start = (...args: Parameters<Harness["dispatcher"]["runTask"]>) => {
  const run = h.dispatcher.runTask(...args);
  running.push(run);
  return run;
};

describe("a slow endpoint alone", () => {
  it("has more than its share of retry attempts in flight, every slot but those kept for others; only then are its tasks put back", async () => {
    const slow = await endpointAt("/held");
    for (let i = 0; i < CONCURRENCY + 1; i++) void start(retryOf(slow));
    await waitFor(() => receiver.held.length === ALONE, { message: "the slow endpoint's attempts" });
    // The rest found the slots contended (only the kept ones left): put back.
    await waitFor(() => putBacksOf(slow).length === CONCURRENCY + 1 - ALONE, { message: "the put-back tasks" });
    expect(receiver.held.length).toBeGreaterThan(SHARE);

    // Another account's endpoint's retry takes a slot that was kept, at once.
    const other = await endpointAt("/other");
    expect(await h.dispatcher.runTask(retryOf(other))).toBe("attempted");
    expect(receiver.held).toHaveLength(ALONE);
  });
});

describe("a task put back", () => {
  it("is put back only until it has been kept from its attempt for its limit; then it waits for a slot like any task", async () => {
    const stuck = await endpointAt("/held");
    for (let i = 0; i < ALONE; i++) void start(retryOf(stuck));
    await waitFor(() => receiver.held.length === ALONE, { message: "the stuck endpoint's attempts" });
    const limitMs = putBackLimitMs(3, DEFAULT_RETRY_SCHEDULE_MS);
    expect(limitMs).toBe(DEFAULT_RETRY_SCHEDULE_MS[2]); // the wait that would follow attempt 3

    // Contended, and due just now (or kept a little less than its limit): put back.
    expect(await h.dispatcher.runTask(retryOf(stuck))).toBe("put_back");
    const recent = retryOf(stuck);
    const recentFirstDue = new Date(Date.now() - limitMs + 60_000);
    expect(await h.dispatcher.runTask(recent, { firstDueAt: recentFirstDue })).toBe("put_back");
    // Put back with its first due time: when it comes back, it is known how long it has been kept.
    expect(putBacksOf(stuck).find((p) => p.task.eventId === recent.eventId)?.task.firstDueAt).toEqual(recentFirstDue);

    // Kept for their limit: they take the slots kept for others, although the slots are contended (every slot taken).
    const olds = Array.from({ length: CONCURRENCY - ALONE }, () => retryOf(stuck));
    const oldRuns = olds.map((t) => start(t, { firstDueAt: new Date(Date.now() - limitMs) }));
    await waitFor(() => receiver.held.length === CONCURRENCY, { message: "the old tasks' attempts" });
    // Another one that old, with every slot taken: it waits for a slot instead of going back.
    const older = retryOf(stuck);
    const olderRun = start(older, { firstDueAt: new Date(Date.now() - 2 * limitMs) });
    const putBacks = putBacksOf(stuck).length;
    await release();
    for (const run of oldRuns) expect(await run).toBe("attempted");
    expect(await olderRun).toBe("attempted");
    expect(putBacksOf(stuck)).toHaveLength(putBacks);
    for (const t of [...olds, older]) expect((await h.deliveries.attemptsOf(stuck, t.eventId)).map((a) => [a.attempt, a.status])).toEqual([[3, "succeeded"]]);
  });
});

describe("put-back tasks of an endpoint", () => {
  it("fall due at most a few attempt durations ahead, and soon again once an attempt to it is quick", async () => {
    const stuck = await endpointAt("/held");
    for (let i = 0; i < ALONE; i++) void start(retryOf(stuck));
    await waitFor(() => receiver.held.length === ALONE, { message: "the stuck endpoint's attempts" });
    // A steady backlog: many more tasks than the endpoint takes. No attempt of it has finished: its duration is taken
    // to be SLOW_MS, so the tasks are spaced by SLOW_MS over its attempts in flight.
    const horizonMs = PUT_BACK_HORIZON_ATTEMPTS * SLOW_MS;
    stoppedAt = Date.now();
    const aheadMs: number[] = [];
    for (let i = 0; i < 60; i++) {
      expect(await h.dispatcher.runTask(retryOf(stuck))).toBe("put_back");
      aheadMs.push(putBacksOf(stuck).at(-1)!.task.dueAt.getTime() - stoppedAt);
    }
    // Spaced by SLOW_MS over its ALONE attempts in flight, up to the horizon; the rest at the horizon.
    expect(Math.abs(aheadMs[0]! - SLOW_MS / ALONE)).toBeLessThan(1); // (due times are whole ms)
    expect(aheadMs).toEqual([...aheadMs].sort((a, b) => a - b));
    expect(Math.max(...aheadMs)).toBe(horizonMs);

    // The receiver recovers: its held attempts are answered, and one more answers at once.
    await release();
    expect(await h.dispatcher.runTask(retryOf(stuck))).toBe("attempted");
    // Contended again: the next task put back comes back soon, not behind the old backlog.
    receiver.holding = true;
    for (let i = 0; i < ALONE; i++) void start(retryOf(stuck));
    await waitFor(() => receiver.held.length === ALONE, { message: "the stuck endpoint's attempts again" });
    stoppedAt = Date.now();
    expect(await h.dispatcher.runTask(retryOf(stuck))).toBe("put_back");
    // Spaced by its quick attempt's duration (at least 100 ms) over its attempts in flight: well under 100 ms, where the
    // old backlog's spacing, even cut to the horizon, would put it 400 ms or more ahead.
    expect(putBacksOf(stuck).at(-1)!.task.dueAt.getTime() - stoppedAt).toBeLessThan(100);
  });
});
