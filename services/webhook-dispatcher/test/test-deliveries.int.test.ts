import { answerStatus, startReceiver, waitFor, type Receiver } from "@warden/testing";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DELIVERIES_PER_ACCOUNT } from "../src/handlers.js";
import { startHarness, type Harness } from "./support/harness.js";

// Test deliveries (POST /webhooks/{id}/test) are made at once, outside the delivery slots. An
// account may have TEST_DELIVERIES_PER_ACCOUNT of them in flight; its others wait their turn, so
// one account's calls cannot have the dispatcher hold any number of connections, and another
// account's test goes at once.
let h: Harness;
let rx: Receiver;
const held: ServerResponse[] = [];
let holding = true;

beforeAll(async () => {
  h = await startHarness("dispatcher_test_deliveries", { timeoutMs: 10_000 });
  rx = await startReceiver();
  rx.answer = (r, res) => {
    if (r.path.endsWith("/held") && holding) held.push(res);
    else answerStatus(200)(r, res);
  };
});
afterAll(async () => {
  holding = false;
  for (const res of held.splice(0)) res.end();
  await rx?.close();
  await h?.close();
});

const endpointOf = async (account: string, path: string) =>
  (await h.client.createEndpoint({ accountId: account, url: `${rx.url}${path}`, allGroups: true, description: "" })).endpoint!.id;

describe("test deliveries", () => {
  it(`at most ${TEST_DELIVERIES_PER_ACCOUNT} of one account's at once; the rest wait their turn, and another account's goes at once`, async () => {
    const slow = await endpointOf("acc_tests_a", "/held");
    const other = await endpointOf("acc_tests_b", "/ok");
    const calls = Array.from({ length: 5 }, () => h.client.testEndpoint({ accountId: "acc_tests_a", endpointId: slow }));
    await waitFor(() => held.length >= TEST_DELIVERIES_PER_ACCOUNT, { message: "the first test deliveries" });
    const b = await h.client.testEndpoint({ accountId: "acc_tests_b", endpointId: other });
    expect(b.success).toBe(true);
    // Account B's test was made and answered while A's waited: A still has only its share open.
    expect(held.length).toBe(TEST_DELIVERIES_PER_ACCOUNT);
    // Each answer lets the next of A's tests go.
    holding = false;
    for (const res of held.splice(0)) res.end();
    const results = await Promise.all(calls);
    expect(results.every((r) => r.success)).toBe(true);
    expect(rx.received.filter((r) => r.path.endsWith("/held"))).toHaveLength(5);
  });
});
