import { create } from "@bufbuild/protobuf";
import { ExternalStatus, GetUserHistoryResponseSchema } from "@warden/proto";
import { startFakeCas, startFakeOpenAi } from "@warden/testing";
import { LIMITS } from "@warden/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GuardedAi, aiSignalWeight } from "../src/ai/provider.js";
import { OpenAiProvider } from "../src/ai/openai.js";
import { CasBanList } from "../src/ban-list/cas.js";
import { BreakerOpenError, CircuitBreaker } from "../src/breaker.js";
import { reputation, riskLevel } from "../src/user-risk.js";
import { serveEngine } from "./support/engine.js";

describe("circuit breaker", () => {
  it("opens after consecutive failures, fails fast, then lets one trial through after the cooldown", async () => {
    let t = 0;
    const b = new CircuitBreaker("x", { failureThreshold: 2, cooldownMs: 1000, now: () => t });
    const fail = () => b.run(async () => Promise.reject(new Error("down")));
    await expect(fail()).rejects.toThrow("down");
    await expect(fail()).rejects.toThrow("down");
    expect(b.state).toBe("open");
    await expect(b.run(async () => 1)).rejects.toBeInstanceOf(BreakerOpenError);
    t = 1000;
    expect(b.state).toBe("half_open");
    await expect(b.run(async () => 7)).resolves.toBe(7);
    expect(b.state).toBe("closed");
  });
});

describe("circuit breaker with sources", () => {
  const failing = () => Promise.reject(new Error("down"));

  it("counts a source's failures once a streak: one source alone never opens it, that many different ones do", async () => {
    const b = new CircuitBreaker("t", { failureThreshold: 3, cooldownMs: 60_000 });
    for (let i = 0; i < 10; i++) await expect(b.run(failing, "noisy")).rejects.toThrow("down");
    expect(b.state).toBe("closed");
    await expect(b.run(failing, "a")).rejects.toThrow("down");
    expect(b.state).toBe("closed");
    await expect(b.run(failing, "b")).rejects.toThrow("down");
    expect(b.state).toBe("open");
    await expect(b.run(async () => 1, "c")).rejects.toBeInstanceOf(BreakerOpenError);
  });

  it("a success clears the streak's sources; a call failed by an inner open breaker is not counted", async () => {
    const b = new CircuitBreaker("outer", { failureThreshold: 2, cooldownMs: 60_000 });
    await expect(b.run(failing, "a")).rejects.toThrow("down");
    expect(await b.run(async () => 1, "a")).toBe(1);
    await expect(b.run(failing, "a")).rejects.toThrow("down");
    expect(b.state).toBe("closed");
    const inner = () => Promise.reject(new BreakerOpenError("inner"));
    await expect(b.run(inner, "b")).rejects.toBeInstanceOf(BreakerOpenError);
    await expect(b.run(inner)).rejects.toBeInstanceOf(BreakerOpenError);
    expect(b.state).toBe("closed");
  });
});

describe("CAS ban list (fake in the public CAS format)", () => {
  let cas: Awaited<ReturnType<typeof startFakeCas>>;
  beforeAll(async () => {
    cas = await startFakeCas({ listed: { 666: { offenses: 3, timeAdded: "2025-03-01T10:00:00.000Z" } } });
  });
  afterAll(() => cas.close());

  it("reads listed and not-listed answers, and caches them", async () => {
    const list = new CasBanList({ baseUrl: cas.url });
    expect(await list.lookup(666)).toEqual({ status: "listed", offenses: 3, listedAt: new Date("2025-03-01T10:00:00.000Z") });
    expect(await list.lookup(42)).toEqual({ status: "not_listed" });
    const before = cas.requests.length;
    await list.lookup(666);
    await list.lookup(42);
    expect(cas.requests.length).toBe(before);
    expect(cas.requests[0]!.path).toBe("/check?user_id=666");
  });

  it.each(["html", "forbidden", "error", "reset"] as const)("treats a %s answer as unavailable, without caching it", async (mode) => {
    const list = new CasBanList({ baseUrl: cas.url });
    cas.mode = mode;
    try {
      expect(await list.lookup(777)).toEqual({ status: "unavailable" });
    } finally {
      cas.mode = "normal";
    }
    expect(await list.lookup(777)).toEqual({ status: "not_listed" });
  });

  it("a listed user whose offenses are no count (a fraction, past int32, negative) is answered listed, without them, never an error", async () => {
    for (const [id, offenses] of [
      [901, 2.5],
      [902, 2 ** 40],
      [903, -1],
    ] as const) {
      cas.listed.set(id, { offenses, timeAdded: "2025-03-01T10:00:00.000Z" });
    }
    const { server, engine } = await serveEngine("engine-cas-offenses", {
      groups: {
        getPolicy: async () => {
          throw new Error("no group in these checks");
        },
      },
      banList: new CasBanList({ baseUrl: cas.url }),
      journal: { getUserHistory: async () => create(GetUserHistoryResponseSchema, {}) },
    });
    try {
      for (const id of [901n, 902n, 903n]) {
        const r = await engine.checkUser({ userId: id });
        expect(r.external).toMatchObject({ source: "cas", status: ExternalStatus.LISTED, listedAt: { seconds: 1740823200n } });
        expect(r.external?.offenses).toBeUndefined();
      }
    } finally {
      await server.close(100);
    }
  });

  it("a listed user with 0 offenses is answered listed, without them: the answer's offenses count 1 or more", async () => {
    // The contract's `external.offenses` has minimum 1 (a count of offenses, present when listed): `offenses: 0` was
    // answered as it came and broke the documented schema.
    cas.listed.set(904, { offenses: 0, timeAdded: "2025-03-01T10:00:00.000Z" });
    const list = new CasBanList({ baseUrl: cas.url });
    expect(await list.lookup(904)).toEqual({ status: "listed", listedAt: new Date("2025-03-01T10:00:00.000Z") });
  });

  it("times out a hanging list, then opens the circuit and stops calling it", async () => {
    const list = new CasBanList({ baseUrl: cas.url, timeoutMs: 100, breaker: { failureThreshold: 2, cooldownMs: 60_000 } });
    cas.mode = "slow";
    cas.slowMs = 1_000;
    try {
      const t0 = performance.now();
      expect((await list.lookup(1)).status).toBe("unavailable");
      expect(performance.now() - t0).toBeLessThan(800);
      await list.lookup(2);
      const before = cas.requests.length;
      expect((await list.lookup(3)).status).toBe("unavailable");
      expect(cas.requests.length).toBe(before);
    } finally {
      cas.mode = "normal";
    }
  });
});

describe("OpenAI-compatible AI provider (fake in the real chat-completions format)", () => {
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    ai = await startFakeOpenAi();
  });
  afterAll(() => ai.close());

  const guarded = (timeoutMs = 1_000) =>
    new GuardedAi(new OpenAiProvider({ baseUrl: `${ai.url}/v1`, model: "gpt-test", apiKey: "sk-test" }), {
      timeoutMs,
      breaker: { failureThreshold: 3, cooldownMs: 60_000 },
    });

  it("asks for a JSON verdict and reads it", async () => {
    const r = await guarded().judge("Earn crypto daily, DM me");
    expect(r).toEqual({ status: "ok", opinion: { verdict: "spam", confidence: 0.93, model: "gpt-test", reason: expect.any(String) } });
    const req = JSON.parse(ai.requests.at(-1)!.body);
    expect(req).toMatchObject({ model: "gpt-test", response_format: { type: "json_object" } });
    // The text is the user message's data, JSON-escaped, apart from the instructions.
    expect(req.messages.at(-1)).toEqual({ role: "user", content: JSON.stringify({ message: "Earn crypto daily, DM me" }) });
    expect(ai.requests.at(-1)!.headers.authorization).toBe("Bearer sk-test");
  });

  it.each(["error", "garbage", "rate_limited"] as const)("%s → unavailable, never an exception", async (mode) => {
    ai.mode = mode;
    try {
      const r = await guarded().judge("hello");
      expect(r.status).toBe("unavailable");
    } finally {
      ai.mode = "normal";
    }
  });

  it("counts an answer without a verdict as unjudged and a failure as error: only failures open the circuit", async () => {
    const outcomes: string[] = [];
    const g = new GuardedAi(new OpenAiProvider({ baseUrl: `${ai.url}/v1`, model: "gpt-test", apiKey: "sk-test" }), {
      timeoutMs: 1_000,
      breaker: { failureThreshold: 2, cooldownMs: 60_000 },
      onOutcome: (o) => outcomes.push(o),
    });
    ai.mode = "garbage";
    try {
      for (let i = 0; i < 3; i++) expect((await g.judge("hello")).status).toBe("unavailable");
    } finally {
      ai.mode = "normal";
    }
    expect(outcomes).toEqual(["unjudged", "unjudged", "unjudged"]);
    expect(await g.judge("hello")).toMatchObject({ status: "ok" });
    ai.mode = "error";
    try {
      // Texts it has no opinion of kept: each one asks the provider.
      for (let i = 0; i < 3; i++) await g.judge(`hello ${i}`);
    } finally {
      ai.mode = "normal";
    }
    expect(outcomes.slice(3)).toEqual(["ok", "error", "error", "circuit_open"]);
  });

  it("an open circuit answers unavailable without asking the provider, and says so (no AI unit is spent on it)", async () => {
    ai.mode = "error";
    try {
      const g = guarded();
      for (let i = 0; i < 3; i++) expect(await g.judge("hello")).toEqual({ status: "unavailable", reason: expect.any(String) });
      const asked = ai.requests.length;
      expect(await g.judge("hello")).toEqual({ status: "unavailable", reason: "circuit open after repeated failures", notAsked: true });
      expect(ai.requests.length).toBe(asked);
    } finally {
      ai.mode = "normal";
    }
  });

  it("a timeout → unavailable within the deadline", async () => {
    ai.mode = "slow";
    ai.slowMs = 2_000;
    try {
      const t0 = performance.now();
      expect((await guarded(150).judge("hello")).status).toBe("unavailable");
      expect(performance.now() - t0).toBeLessThan(1_000);
    } finally {
      ai.mode = "normal";
    }
  });

  it("names the model within ai.model's limit (a long name cut, an empty one the model asked for) and cuts a reason without splitting an emoji", async () => {
    const long = `ft:gpt-4o-mini:${"org-".repeat(40)}🙂`;
    const cut = await new OpenAiProvider({ baseUrl: `${ai.url}/v1`, model: long, apiKey: "sk-test" }).judge(
      "Earn crypto daily, DM me",
      AbortSignal.timeout(5_000),
    );
    expect(cut.model).toBe(long.slice(0, LIMITS.aiModelMaxChars));
    // an OpenAI-compatible server that answers "model": ""
    const blank: typeof fetch = async () =>
      Response.json({
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1,
        model: "",
        choices: [{ index: 0, message: { role: "assistant", content: '{"verdict":"clean","confidence":0.8,"reason":"chat"}' }, finish_reason: "stop" }],
      });
    const named = await new OpenAiProvider({ baseUrl: "https://ai.example/v1", model: "gpt-test", fetch: blank }).judge("hello", AbortSignal.timeout(5_000));
    expect(named.model).toBe("gpt-test");
    // a reason cut at 200 UTF-16 units never ends in half an emoji (a lone surrogate is not Unicode)
    const longReason: typeof fetch = async () =>
      Response.json({
        id: "chatcmpl-2",
        object: "chat.completion",
        created: 1,
        model: "gpt-test",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: JSON.stringify({ verdict: "spam", confidence: 0.9, reason: `${"a".repeat(199)}🙂 more` }) },
            finish_reason: "stop",
          },
        ],
      });
    const cutReason = await new OpenAiProvider({ baseUrl: "https://ai.example/v1", model: "gpt-test", fetch: longReason }).judge(
      "hello",
      AbortSignal.timeout(5_000),
    );
    expect(cutReason.reason).toBe("a".repeat(199));
  });

  it("turns an opinion into a signal weight towards its verdict: a spam one up to 30, a clean one at most 10 off", () => {
    expect(aiSignalWeight({ verdict: "spam", confidence: 1, model: "m" })).toBe(30);
    expect(aiSignalWeight({ verdict: "clean", confidence: 0.5, model: "m" })).toBe(-5);
    expect(aiSignalWeight({ verdict: "suspicious", confidence: 0.9, model: "m" })).toBe(0);
  });
});

describe("user risk", () => {
  const now = Date.UTC(2026, 10, 22);
  const base = { external: "not_listed" as const, spamDecisions90d: 0, groupsWithSpam90d: 0, whitelistedInGroup: false };
  it("unknown user: reputation 0, low", () => {
    expect(reputation(base, now)).toBe(0);
    expect(riskLevel(base, 0)).toBe("low");
  });
  it("listed on CAS: critical, unless whitelisted in the group", () => {
    expect(riskLevel({ ...base, external: "listed" }, 0)).toBe("critical");
    expect(riskLevel({ ...base, external: "listed", whitelistedInGroup: true }, 0)).toBe("low");
  });
  it("spam history: 1 → medium, 3 → high; reputation falls and is bounded", () => {
    const one = {
      ...base,
      spamDecisions90d: 1,
      groupsWithSpam90d: 1,
      firstSeenAt: new Date(now - 30 * 86_400_000),
      lastSpamAt: new Date(now - 20 * 86_400_000),
    };
    expect(reputation(one, now)).toBe(-25);
    expect(riskLevel(one, reputation(one, now))).toBe("medium");
    const two = { ...one, spamDecisions90d: 2, groupsWithSpam90d: 2, lastSpamAt: new Date(now - 86_400_000) };
    expect(reputation(two, now)).toBe(-50 - 10 - 10);
    const three = { ...two, spamDecisions90d: 3, groupsWithSpam90d: 3 };
    expect(reputation(three, now)).toBe(-100);
    expect(riskLevel(three, reputation(three, now))).toBe("high");
    expect(reputation({ ...three, spamDecisions90d: 50 }, now)).toBe(-100);
  });
  it("a first sighting stamped after the engine's clock (another host's clock runs ahead) is a new member: reputation 0, low", () => {
    // floor() of a negative tenure gave -1: a clean user seen a moment ago was `medium` risk.
    const justSeen = { ...base, firstSeenAt: new Date(now + 1_000) };
    expect(reputation(justSeen, now)).toBe(0);
    expect(riskLevel(justSeen, reputation(justSeen, now))).toBe("low");
  });
  it("a long-standing clean member earns up to 20", () => {
    expect(reputation({ ...base, firstSeenAt: new Date(now - 365 * 86_400_000) }, now)).toBe(20);
    expect(reputation({ ...base, firstSeenAt: new Date(now - 21 * 86_400_000) }, now)).toBe(3);
  });
});
