import { createRegistry } from "@warden/telemetry";
import { waitFor } from "@warden/testing";
import type { Context } from "koa";
import { describe, expect, it } from "vitest";
import { AccountTurns } from "../src/http/account-turns.js";
import type { Principal } from "../src/http/auth.js";
import { gatewayMetrics } from "../src/metrics.js";

// A request whose client left while it waited for its account's turn is not served when the turn comes: its work would
// be done, and charged, for nobody (a POST would fail reading its destroyed body: a 500 and an error line).
const principal = { account: { id: "acc_turns", plan: "pro", limits: { daily: 100, perMinute: 60, aiDaily: 0 } } } as unknown as Principal;
const limiter = { usage: async () => ({ used: 0, aiUsed: 0, resetAt: new Date() }) };

function fakeCtx() {
  return { req: { destroyed: false }, res: { destroyed: false }, status: 404, get: () => "", set: () => undefined } as unknown as Context & {
    req: { destroyed: boolean };
  };
}

describe("AccountTurns", () => {
  it("does not serve a request whose client left while it waited; it is logged 499", async () => {
    const turns = new AccountTurns(
      { inProgress: 1, largeInProgress: 1, waitMs: 5_000 },
      { limiter } as never,
      gatewayMetrics(createRegistry("turns", { defaultMetrics: false })),
    );
    let release!: () => void;
    const served: string[] = [];
    const first = turns.run(
      fakeCtx(),
      principal,
      () =>
        new Promise<void>((r) => {
          release = r;
          served.push("first");
        }),
      async () => undefined,
    );
    await waitFor(() => served.length === 1, { message: "the first request served" });
    const gone = fakeCtx();
    const second = turns.run(
      gone,
      principal,
      async () => void served.push("second"),
      async () => undefined,
    );
    gone.req.destroyed = true; // the client closed the connection while the request waited
    release();
    await Promise.all([first, second]);
    expect([served, gone.status]).toEqual([["first"], 499]);
  });
});
