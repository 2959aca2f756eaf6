import { waitFor } from "@warden/testing";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_SCHEDULE_MS } from "../src/config.js";
import { accountShareOf, DEFAULT_ENDPOINT_CONCURRENCY } from "../src/dispatch.js";
import { endpointOfNewAccount, retryTaskOf, withHoldingHarness } from "./support/holding-receiver.js";

// Tenant A's ten endpoints (the most an account may have) accept connections and never answer; tenant B's receivers
// answer at once. With the default slots (32 retry slots, a share of 2 per endpoint), a burst of A's retries took every
// retry slot (an endpoint alone could use all but one, and A's endpoints under their share were admitted after that),
// and B's retries waited behind them for A's attempt deadline. Now A, beyond its account's share, leaves that many
// slots free: B's retries go at once while A's attempts are still held.
const GROUP = -1001000000888;
const CONCURRENCY = 32;
const suite = withHoldingHarness("dispatcher_tenant_slots", {
  concurrency: CONCURRENCY,
  endpointConcurrency: DEFAULT_ENDPOINT_CONCURRENCY,
  timeoutMs: 10_000,
  scheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
});
let seq = 0;

describe("tenant A's ten endpoints that never answer", () => {
  it("leave retry slots to tenant B: B's retries are made while A's attempts are still held", async () => {
    const a: string[] = [];
    for (let i = 0; i < 10; i++) a.push(await endpointOfNewAccount(suite.h, GROUP, "acc_tenant_a", `${suite.receiver.rx.url}/a${i}/held`));
    const b: string[] = [];
    for (let i = 0; i < 5; i++) b.push(await endpointOfNewAccount(suite.h, GROUP, "acc_tenant_b", `${suite.receiver.rx.url}/b${i}/ok`));
    // A's burst: 60 retries. Each is attempted (held by its receiver) or put back (settled at once).
    let settled = 0;
    for (const ep of a)
      for (let k = 0; k < 6; k++) {
        const run = suite.h.dispatcher.runTask(retryTaskOf(ep, GROUP, `evt_ta_${seq++}`));
        suite.running.push(run);
        void run.finally(() => settled++);
      }
    await waitFor(() => suite.receiver.held.length + settled === 60, { message: "A's burst attempted or put back" });
    const heldByA = suite.receiver.held.length;
    expect(heldByA).toBe(CONCURRENCY - accountShareOf(CONCURRENCY, DEFAULT_ENDPOINT_CONCURRENCY));
    // B's five retries, each within its endpoint's and its account's share: made at once, A's still held.
    const outcomes = await Promise.all(b.map((ep) => suite.h.dispatcher.runTask(retryTaskOf(ep, GROUP, `evt_tb_${seq++}`))));
    expect(outcomes).toEqual(b.map(() => "attempted"));
    expect(suite.receiver.held).toHaveLength(heldByA);
    expect(settled).toBe(60 - heldByA);
  }, 30_000);
});
