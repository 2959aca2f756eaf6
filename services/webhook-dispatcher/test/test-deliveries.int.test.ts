import { Code } from "@connectrpc/connect";
import { LIMITS } from "@warden/contract";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DELIVERIES_PER_ACCOUNT } from "../src/handlers.js";
import { startHarness, type Harness } from "./support/harness.js";
import { type HoldingReceiver, startHoldingReceiver } from "./support/holding-receiver.js";

// Test deliveries (POST /webhooks/{id}/test) are made at once, outside the delivery slots. An
// account may have TEST_DELIVERIES_PER_ACCOUNT of them in flight; its others wait their turn, so
// one account's calls cannot have the dispatcher hold any number of connections, and another
// account's test goes at once.
let h: Harness;
let receiver: HoldingReceiver;

beforeAll(async () => {
  h = await startHarness("dispatcher_test_deliveries", { timeoutMs: 10_000 });
  receiver = await startHoldingReceiver();
});
afterAll(async () => {
  receiver?.release();
  await receiver?.rx.close();
  await h?.close();
});

const endpointOf = async (account: string, path: string) =>
  (await h.client.createEndpoint({ accountId: account, url: `${receiver.rx.url}${path}`, allGroups: true, description: "" })).endpoint!.id;

describe("test deliveries", () => {
  it(`at most ${TEST_DELIVERIES_PER_ACCOUNT} of one account's at once; the rest wait their turn, and another account's goes at once`, async () => {
    const slow = await endpointOf("acc_tests_a", "/held");
    const other = await endpointOf("acc_tests_b", "/ok");
    const calls = Array.from({ length: 5 }, () => h.client.testEndpoint({ accountId: "acc_tests_a", endpointId: slow }));
    await waitFor(() => receiver.held.length >= TEST_DELIVERIES_PER_ACCOUNT, { message: "the first test deliveries" });
    const b = await h.client.testEndpoint({ accountId: "acc_tests_b", endpointId: other });
    expect(b.success).toBe(true);
    // Account B's test was made and answered while A's waited: A still has only its share open.
    expect(receiver.held.length).toBe(TEST_DELIVERIES_PER_ACCOUNT);
    // Each answer lets the next of A's tests go.
    receiver.release();
    const results = await Promise.all(calls);
    expect(results.every((r) => r.success)).toBe(true);
    expect(receiver.rx.received.filter((r) => r.path.endsWith("/held"))).toHaveLength(5);
  });

  it("one whose turn does not come while its caller can still wait for the attempt is not made: unavailable, within the caller's deadline", async () => {
    receiver.holding = true;
    const slow = await endpointOf("acc_tests_c", "/late/held");
    const held = Array.from({ length: TEST_DELIVERIES_PER_ACCOUNT }, () => h.client.testEndpoint({ accountId: "acc_tests_c", endpointId: slow }));
    await waitFor(() => receiver.held.length >= TEST_DELIVERIES_PER_ACCOUNT, { message: "the account's test deliveries under way" });
    // The caller (the gateway) waits the attempt's deadline and 300 ms more: its turn has 300 ms to come.
    const late = h.client.testEndpoint({ accountId: "acc_tests_c", endpointId: slow }, { timeoutMs: LIMITS.webhookTimeoutSeconds * 1000 + 300 });
    await expect(late).rejects.toMatchObject({ code: Code.Unavailable });
    receiver.release();
    expect((await Promise.all(held)).every((r) => r.success)).toBe(true);
    // Its turn was handed on: the account's next test goes, and only the tests answered were sent.
    expect((await h.client.testEndpoint({ accountId: "acc_tests_c", endpointId: slow })).success).toBe(true);
    expect(receiver.rx.received.filter((r) => r.path.endsWith("/late/held"))).toHaveLength(TEST_DELIVERIES_PER_ACCOUNT + 1);
  });
});
