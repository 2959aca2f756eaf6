import { waitFor } from "@warden/testing";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_SCHEDULE_MS } from "../src/config.js";
import { accountShareOf, DEFAULT_ENDPOINT_CONCURRENCY } from "../src/dispatch.js";
import type { WebhookEvent } from "../src/events.js";
import { endpointOfNewAccount, withHoldingHarness } from "./support/holding-receiver.js";

// The first-attempt slots are shared by every tenant. An endpoint has at most its share of them inline (inline-share),
// and an account at most its account share, beyond one endpoint's share only while that many stay free: two accounts'
// fresh endpoints (never failing or slow yet: just created) that accept and never answer took every slot with two
// events of their groups, and a third tenant's first attempt waited for their deadline. Production's figures: 32
// slots, an endpoint's share of 2, the 10 s deadline; an account may have 10 endpoints.
const CONCURRENCY = 32;
const ACCOUNT_SHARE = accountShareOf(CONCURRENCY, DEFAULT_ENDPOINT_CONCURRENCY);
const TIMEOUT_MS = 10_000;
const ENDPOINTS = 10;
const GROUPS = [-1001000000771, -1001000000772];
const OTHER_GROUP = -1001000000773;
const suite = withHoldingHarness("dispatcher_inline_account_share", {
  concurrency: CONCURRENCY,
  endpointConcurrency: DEFAULT_ENDPOINT_CONCURRENCY,
  timeoutMs: TIMEOUT_MS,
  scheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
});
let seq = 0;
const event = (groupId: number): WebhookEvent => ({
  id: `evt_account_share_${seq++}`,
  type: "user.joined",
  groupId,
  createdAt: new Date(),
  data: { user_id: 7 },
});

describe("two accounts' ten fresh endpoints each, that never answer", () => {
  it("get at most an account share of first attempts inline each; the others are deferred, and another tenant's goes at once", async () => {
    const accounts = ["acc_share_held_1", "acc_share_held_2"];
    const byAccount = new Map<string, string[]>();
    for (const [i, account] of accounts.entries()) {
      const ids: string[] = [];
      for (let e = 0; e < ENDPOINTS; e++) ids.push(await endpointOfNewAccount(suite.h, GROUPS[i]!, account, `${suite.receiver.rx.url}/${i}_${e}/held`));
      byAccount.set(account, ids);
    }
    const other = await endpointOfNewAccount(suite.h, OTHER_GROUP, "acc_share_other", `${suite.receiver.rx.url}/other`);

    // Two events in each of their groups: 40 attempts 1, more than the 32 slots.
    for (const g of [...GROUPS, ...GROUPS]) suite.running.push(suite.h.dispatcher.fanOut(event(g)));
    const deferred = (account: string) => suite.h.tasks.retries.filter((t) => t.attempt === 1 && byAccount.get(account)!.includes(t.endpointId));
    await waitFor(() => accounts.every((a) => deferred(a).length === 2 * ENDPOINTS - ACCOUNT_SHARE), {
      message: "the attempts 1 beyond the accounts' shares deferred",
    });
    await waitFor(() => suite.receiver.held.length === 2 * ACCOUNT_SHARE, { message: "the attempts 1 within the accounts' shares under way" });

    // The other tenant's first attempt is made while theirs are still held (each holds its slot for 10 s).
    const e = event(OTHER_GROUP);
    const started = Date.now();
    await suite.h.dispatcher.fanOut(e);
    expect((await suite.h.deliveries.attemptsOf(other, e.id)).map((a) => a.status)).toEqual(["succeeded"]);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 5);
    expect(suite.receiver.held).toHaveLength(2 * ACCOUNT_SHARE);
  });
});
