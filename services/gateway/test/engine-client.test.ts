import { create } from "@bufbuild/protobuf";
import type { Client } from "@connectrpc/connect";
import { INTERNAL_LIMITS } from "@warden/contract";
import { Code, ConnectError, domainDetail, errors, errorToData } from "@warden/errors";
import { AiMode, CheckResponseSchema, type CheckManyRequest, type CheckRequest, type EngineService } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { CHECK_MANY_MAX_CHARS, withBatchedChecks } from "../src/engine-client.js";

/** An engine client that scores a text by its length and refuses "bad"; it records every call it gets. */
function fakeEngine() {
  const calls: { method: string; size: number }[] = [];
  const answer = (text: string) => {
    if (text === "bad") throw errors.validation([{ path: "text", message: "bad text" }]);
    return create(CheckResponseSchema, { score: text.length });
  };
  const client = {
    check: async (req: Partial<CheckRequest>) => {
      calls.push({ method: "check", size: 1 });
      return answer(req.text ?? "");
    },
    checkMany: async (req: Partial<CheckManyRequest>) => {
      const checks = req.checks ?? [];
      calls.push({ method: "checkMany", size: checks.length });
      return {
        outcomes: checks.map((c) => {
          try {
            return { outcome: { case: "result" as const, value: answer(c.text ?? "") } };
          } catch (e) {
            return { outcome: { case: "error" as const, value: errorToData(e) } };
          }
        }),
      };
    },
  };
  return { engine: withBatchedChecks(client as unknown as Client<typeof EngineService>), calls };
}

describe("the gateway's engine client", () => {
  it("sends the checks of one turn as one CheckMany; each caller gets its own answer or error", async () => {
    const { engine, calls } = fakeEngine();
    const texts = ["a", "bb", "bad", "dddd"];
    const outcomes = await Promise.allSettled(texts.map((text) => engine.check({ text })));
    expect(calls).toEqual([{ method: "checkMany", size: 4 }]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value.score : o.status))).toEqual([1, 2, "rejected", 4]);
    const err = ConnectError.from((outcomes[2] as PromiseRejectedResult).reason);
    expect(err.code).toBe(Code.InvalidArgument);
    expect(domainDetail(err)).toEqual({ kind: "validation", errors: [{ path: "text", message: "bad text" }] });
  });

  it("a check alone, one that asks the AI provider, or one with call options goes as a plain Check", async () => {
    const { engine, calls } = fakeEngine();
    expect((await engine.check({ text: "solo" })).score).toBe(4);
    await Promise.all([engine.check({ text: "x", ai: AiMode.ON }), engine.check({ text: "y", ai: AiMode.ON })]);
    await Promise.all([engine.check({ text: "x" }, { timeoutMs: 1000 }), engine.check({ text: "y" }, { timeoutMs: 1000 })]);
    expect(calls.map((c) => c.method)).toEqual(["check", "check", "check", "check", "check"]);
  });

  it("closes a batch once its texts hold CHECK_MANY_MAX_CHARS characters: a long text goes about alone", async () => {
    const { engine, calls } = fakeEngine();
    const long = "x".repeat(CHECK_MANY_MAX_CHARS);
    await Promise.all(["a", "b", long, "c", long].map((text) => engine.check({ text })));
    expect(calls).toEqual([
      { method: "checkMany", size: 3 },
      { method: "checkMany", size: 2 },
    ]);
    await Promise.all([long, long].map((text) => engine.check({ text })));
    expect(calls.slice(2)).toEqual([
      { method: "check", size: 1 },
      { method: "check", size: 1 },
    ]);
  });

  it("never batches one account's checks with another's: each account's batch is its own call", async () => {
    const { engine, calls } = fakeEngine();
    const accounts = ["acc_a", "acc_b", "acc_a", "acc_b", "acc_a", "acc_c"];
    const scores = await Promise.all(accounts.map((accountId, i) => engine.check({ text: "x".repeat(i + 1), accountId })));
    expect(scores.map((r) => r.score)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(calls).toEqual([
      { method: "checkMany", size: 3 },
      { method: "checkMany", size: 2 },
      { method: "check", size: 1 },
    ]);
  });

  it("never puts more than the engine's limit in one call", async () => {
    const { engine, calls } = fakeEngine();
    const n = INTERNAL_LIMITS.checkManyMaxChecks * 2 + 1;
    await Promise.all(Array.from({ length: n }, (_, i) => engine.check({ text: "x".repeat(i + 1) })));
    expect(calls).toEqual([
      { method: "checkMany", size: INTERNAL_LIMITS.checkManyMaxChecks },
      { method: "checkMany", size: INTERNAL_LIMITS.checkManyMaxChecks },
      { method: "check", size: 1 },
    ]);
  });
});
