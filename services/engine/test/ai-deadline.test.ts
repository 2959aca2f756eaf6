import { ConnectError, type Client } from "@connectrpc/connect";
import { AiMode, AiStatus, EngineService, Source, Verdict } from "@warden/proto";
import { type RunningServer, serviceClient } from "@warden/server";
import { afterEach, describe, expect, it } from "vitest";
import type { AiAllowance, AllowanceDraw } from "../src/ai/allowance.js";
import { AI_REASONS, type AiProvider, GuardedAi } from "../src/ai/provider.js";
import { ANSWER_MARGIN_MS } from "../src/deadline.js";
import { serveEngine, zorblaxPolicy } from "./support/engine.js";

// The AI step of a check (the group's allowance draw, then the provider) ends within the caller's deadline and stops
// when the caller cancels. Otherwise a bot check fails DeadlineExceeded instead of answering the rules' verdict, and the
// bot makes it again: another draw of the group's allowance and another provider call for the same message, each time.
const GROUP = -1001000000977;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close(100);
  server = undefined;
});

/** An engine whose allowance draw answers after `drawMs` and whose provider hangs until its signal aborts. */
async function slowEngine(name: string, opts: { drawMs: number; aiTimeoutMs: number; clientTimeoutMs?: number }) {
  const counts = { draws: 0, refunds: 0, asks: 0, aborted: 0 };
  const allowance: AiAllowance = {
    draw: async () => {
      counts.draws++;
      await new Promise((r) => setTimeout(r, opts.drawMs));
      return { outcome: "granted", key: `k${counts.draws}` } as AllowanceDraw;
    },
    refund: async () => {
      counts.refunds++;
    },
  };
  const hanging: AiProvider = {
    name: "hanging",
    judge: (_text, signal) => {
      counts.asks++;
      return new Promise((_, reject) =>
        signal.addEventListener(
          "abort",
          () => {
            counts.aborted++;
            reject(signal.reason);
          },
          { once: true },
        ),
      );
    },
  };
  const served = await serveEngine(name, {
    groups: { getPolicy: async () => zorblaxPolicy() },
    ai: hanging,
    aiTimeoutMs: opts.aiTimeoutMs,
    aiAllowance: allowance,
  });
  server = served.server;
  const engine: Client<typeof EngineService> = serviceClient(EngineService, `http://127.0.0.1:${server.port}`, { timeoutMs: opts.clientTimeoutMs });
  const botCheck = (signal?: AbortSignal) =>
    engine.check({ text: "zorblax meetup tomorrow", groupId: BigInt(GROUP), source: Source.BOT, sender: { userId: 7n, priorMessages: 10 } }, { signal });
  const apiCheck = () => engine.check({ text: "zorblax meetup tomorrow", ai: AiMode.ON, source: Source.API, accountId: "acc_deadline" });
  return { counts, botCheck, apiCheck };
}

const outcomeOf = async (p: Promise<{ verdict: Verdict }>) => {
  try {
    return Verdict[(await p).verdict];
  } catch (err) {
    return `error: ${ConnectError.from(err).message}`;
  }
};

describe("the AI step of a check within the caller's deadline", () => {
  it("a bot check with a slow draw (2.9 s) and a hanging provider (AI_TIMEOUT_MS 3 s) answers the rules' verdict within the bot's 5 s", async () => {
    const { botCheck, counts } = await slowEngine("engine-ai-deadline-defaults", { drawMs: 2_900, aiTimeoutMs: 3_000, clientTimeoutMs: 5_000 });
    expect(await outcomeOf(botCheck())).toBe("SUSPICIOUS");
    expect(counts).toMatchObject({ draws: 1, asks: 1, aborted: 1 });
  }, 15_000);

  it("with a 1 s deadline (draw 0.5 s, AI 0.6 s) one check draws once and asks once, and answers: nothing for the bot to retry", async () => {
    const { botCheck, counts } = await slowEngine("engine-ai-deadline-short", { drawMs: 500, aiTimeoutMs: 600, clientTimeoutMs: 1_000 });
    expect(await outcomeOf(botCheck())).toBe("SUSPICIOUS");
    await new Promise((r) => setTimeout(r, 300));
    expect({ draws: counts.draws, asks: counts.asks }).toEqual({ draws: 1, asks: 1 });
  }, 10_000);

  it("an API check gives the provider only the deadline's remainder: ai unavailable (the deadline's reason), not a failed check", async () => {
    const { apiCheck, counts } = await slowEngine("engine-ai-deadline-api", { drawMs: 0, aiTimeoutMs: 3_000, clientTimeoutMs: 800 });
    const started = performance.now();
    const r = await apiCheck();
    expect(performance.now() - started).toBeLessThan(800);
    expect(r.verdict).toBe(Verdict.CLEAN);
    expect(r.ai).toMatchObject({ status: AiStatus.UNAVAILABLE, reason: AI_REASONS.cancelled, notAsked: false });
    expect(counts).toMatchObject({ asks: 1, aborted: 1 });
  });

  it("too little time left for the provider: it is not asked and the API check's AI unit is not spent", async () => {
    const { apiCheck, counts } = await slowEngine("engine-ai-deadline-none-left", { drawMs: 0, aiTimeoutMs: 3_000, clientTimeoutMs: ANSWER_MARGIN_MS + 50 });
    const r = await apiCheck();
    expect(r.ai).toMatchObject({ status: AiStatus.UNAVAILABLE, reason: AI_REASONS.noTime, notAsked: true });
    expect(counts.asks).toBe(0);
  });

  it("a draw that answers after the deadline's remainder is given up on, and the unit it grants then is given back", async () => {
    const { botCheck, counts } = await slowEngine("engine-ai-deadline-late-draw", { drawMs: 900, aiTimeoutMs: 3_000, clientTimeoutMs: 1_000 });
    expect(await outcomeOf(botCheck())).toBe("SUSPICIOUS");
    await new Promise((r) => setTimeout(r, 300));
    expect(counts).toMatchObject({ draws: 1, refunds: 1, asks: 0 });
  });

  it("a caller that cancels the check stops the provider's call", async () => {
    const { botCheck, counts } = await slowEngine("engine-ai-deadline-cancel", { drawMs: 0, aiTimeoutMs: 3_000 });
    const ctrl = new AbortController();
    const check = botCheck(ctrl.signal).catch((err: unknown) => ConnectError.from(err).code);
    await new Promise((r) => setTimeout(r, 200));
    expect(counts.asks).toBe(1);
    const cancelled = performance.now();
    ctrl.abort();
    await check;
    // the provider's signal aborts as the call is cancelled, not when AI_TIMEOUT_MS (3 s) runs out
    while (counts.aborted === 0 && performance.now() - cancelled < 2_000) await new Promise((r) => setTimeout(r, 10));
    expect(counts.aborted).toBe(1);
    expect(performance.now() - cancelled).toBeLessThan(1_000);
  });
});

describe("asks cut short by their callers", () => {
  it("count as no failure of the provider: however many, they open no circuit (outcome cancelled)", async () => {
    const outcomes: string[] = [];
    let slow = true;
    const provider: AiProvider = {
      name: "sometimes-slow",
      judge: (_text, signal) =>
        slow
          ? new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }))
          : Promise.resolve({ verdict: "clean", confidence: 0.9, model: "m" }),
    };
    const g = new GuardedAi(provider, { timeoutMs: 3_000, breaker: { failureThreshold: 2, cooldownMs: 60_000 }, onOutcome: (o) => outcomes.push(o) });
    for (let i = 0; i < 5; i++) {
      const tenant = { circuit: `account:${i}`, source: `account:${i}` };
      expect(await g.judge("hello", tenant, { timeoutMs: 20 })).toEqual({ status: "unavailable", reason: AI_REASONS.cancelled });
    }
    const ctrl = new AbortController();
    const cancelled = g.judge("hello", { circuit: "account:c", source: "account:c" }, { signal: ctrl.signal });
    ctrl.abort();
    expect(await cancelled).toEqual({ status: "unavailable", reason: AI_REASONS.cancelled });
    slow = false;
    expect(await g.judge("hello", { circuit: "account:0", source: "account:0" })).toMatchObject({ status: "ok" });
    expect(outcomes).toEqual([...Array(6).fill("cancelled"), "ok"]);
  });

  it("but a provider silent through most of its time (a caller's deadline a little shorter than AI_TIMEOUT_MS) is failing: its circuit opens", async () => {
    const outcomes: string[] = [];
    const hanging: AiProvider = {
      name: "hanging",
      judge: (_text, signal) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true })),
    };
    const g = new GuardedAi(hanging, { timeoutMs: 60, breaker: { failureThreshold: 2, cooldownMs: 60_000 }, onOutcome: (o) => outcomes.push(o) });
    for (let i = 0; i < 3; i++) await g.judge("hello there", undefined, { timeoutMs: 55 });
    expect(outcomes).toEqual(["error", "error", "circuit_open"]);
  });
});
