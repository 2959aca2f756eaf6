import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS, PLAN_QUOTAS } from "@warden/contract";
import { waitFor } from "@warden/testing";
import { defineRoute } from "../src/http/route.js";
import { fakeDispatcher, startAdminSurface, type AdminSurface } from "./support/admin.js";
import { startHarness, type Harness } from "./support/harness.js";

// An account's requests in progress at once are bounded per gateway process (ACCOUNT_REQUESTS_IN_PROGRESS): the
// others wait their turn with their bodies unread, and one that waits ACCOUNT_TURN_WAIT_MS is 429 rate_limit_exceeded,
// charged nothing. The rate limit lets a Pro account send its minute's 600 requests at once: 250 batches of 20 texts
// of 10,000 characters were all parsed, checked and queued on the engine together, and another tenant's short check
// waited 3-5 s behind them. Here a route whose answer the test holds stands for slow work.
const IN_PROGRESS = 2;
const LARGE_IN_PROGRESS = 1;
const WAIT_MS = 1_000;
let h: Harness;
let admin: AdminSurface;
const held: (() => void)[] = [];
let entered = 0;

beforeAll(async () => {
  h = await startHarness("gwaccountturns", {
    accountTurns: { inProgress: IN_PROGRESS, largeInProgress: LARGE_IN_PROGRESS, waitMs: WAIT_MS },
    extraRoutes: [
      defineRoute({
        method: "POST",
        path: "/test/held",
        scope: "read",
        accountPlan: "free",
        cost: "one",
        bodyLimit: LIMITS.batchBodyMaxBytes,
        handler: async (ctx) => {
          entered++;
          await new Promise<void>((release) => held.push(release));
          ctx.body = { ok: true };
        },
      }),
    ],
  });
  admin = await startAdminSurface(h, { webhooks: fakeDispatcher().webhooks });
});
afterAll(async () => {
  for (const release of held.splice(0)) release();
  await admin?.close();
  await h?.close();
});

async function cacheHits(): Promise<number> {
  const text = await (await fetch(`${h.url}/metrics`)).text();
  return Number(/^warden_key_cache_lookups_total\{[^}]*result="hit"[^}]*\} (\d+)/m.exec(text)?.[1] ?? 0);
}

/** GET /me until one is answered from the key cache. */
async function untilCached(key: string): Promise<void> {
  await waitFor(
    async () => {
      const before = await cacheHits();
      expect((await h.request("GET", "/api/public/v1/me", { key })).status).toBe(200);
      return (await cacheHits()) > before;
    },
    { message: "the key was never answered from the cache" },
  );
}

/** A request of the held route (not in the OpenAPI document: fetched as is); `large`: a body over a single check's limit. */
const heldCall = async (key: string, large = false) => {
  const res = await fetch(`${h.base}/test/held`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    // The route takes no body but `{}`: the large one is `{}` with whitespace.
    body: large ? `{${" ".repeat(LIMITS.bodyMaxBytes)}}` : "{}",
  });
  await res.text();
  return res;
};

/** Two requests of the account held in progress: every turn of it taken. */
async function takeEveryTurn(key: string): Promise<Promise<Response>[]> {
  entered = 0;
  const first = [heldCall(key), heldCall(key)];
  await waitFor(() => entered === IN_PROGRESS, { message: "the account's first requests in progress" });
  return first;
}

describe("an account's requests in progress at once", () => {
  it("beyond its share wait their turn while other accounts are served at once; a turn freed goes to the next", async () => {
    const a = await h.account("pro");
    const b = await h.account("pro");
    const first = await takeEveryTurn(a.key);
    const third = heldCall(a.key);
    // Another account is not behind them.
    expect((await h.request("GET", "/api/public/v1/me", { key: b.key })).status).toBe(200);
    expect(entered).toBe(IN_PROGRESS);
    held.shift()!();
    await waitFor(() => entered === IN_PROGRESS + 1, { message: "the waiting request given the freed turn" });
    for (const release of held.splice(0)) release();
    expect((await Promise.all([...first, third])).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it("one that waits too long is 429 rate_limit_exceeded with Retry-After 1 and the quota headers, charged nothing", async () => {
    const a = await h.account("pro");
    const first = await takeEveryTurn(a.key);
    // A check of the same account (checked against the OpenAPI document, as every request of h.request).
    const refused = await h.request("POST", "/api/public/v1/spam/check", { key: a.key, body: { text: "hello" } });
    expect([refused.status, refused.body.error.code, refused.body.error.details, refused.headers.get("retry-after")]).toEqual([
      429,
      "rate_limit_exceeded",
      { limit: PLAN_QUOTAS.pro.perMinute, retry_after: 1 },
      "1",
    ]);
    expect(refused.headers.get("x-quota-used")).toBe("2");
    expect(entered).toBe(IN_PROGRESS);
    for (const release of held.splice(0)) release();
    expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
    expect((await h.request("GET", "/api/public/v1/usage", { key: a.key })).body.usage.used).toBe(2);
  });

  it("of large bodies (over a single check's limit: batches of long texts) have a share of their own", async () => {
    const a = await h.account("pro");
    entered = 0;
    const large = [heldCall(a.key, true)];
    await waitFor(() => entered === LARGE_IN_PROGRESS, { message: "the account's first large request in progress" });
    large.push(heldCall(a.key, true));
    // A small request of the same account is not behind the large ones.
    const small = heldCall(a.key);
    await waitFor(() => entered === LARGE_IN_PROGRESS + 1, { message: "the small request in progress" });
    held.shift()!();
    await waitFor(() => entered === LARGE_IN_PROGRESS + 2, { message: "the second large request given the freed turn" });
    for (const release of held.splice(0)) release();
    expect((await Promise.all([...large, small])).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  // The turn is taken on the record the key cache holds, before the admission confirms it: a turn not come in time on
  // such a record was answered 429 (retry in 1 s) though the account had been frozen or the key revoked meanwhile.
  it.each([
    ["an account frozen", (acc: { id: string }) => admin.call("PATCH", `/accounts/${acc.id}`, { frozen: true }), [403, "account_frozen"]],
    ["a key revoked", (acc: { keyId: string }) => admin.call("DELETE", `/keys/${acc.keyId}`), [401, "invalid_api_key"]],
  ] as const)("of %s meanwhile is answered as the contract says, not 429", async (_what, change, answer) => {
    const acc = await h.account("pro");
    await untilCached(acc.key);
    const first = await takeEveryTurn(acc.key);
    expect((await change(acc)).status).toBe(200);
    const r = await h.request("GET", "/api/public/v1/me", { key: acc.key });
    for (const release of held.splice(0)) release();
    await Promise.all(first);
    expect([r.status, r.body?.error?.code]).toEqual(answer);
  });
});
