import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AI_REASONS,
  type AiCallOutcome,
  type AiOpinion,
  type AiProvider,
  type AiTenant,
  aiTenant,
  GuardedAi,
  TENANT_CIRCUIT_OPEN,
  TENANT_CIRCUITS_MAX,
} from "../src/ai/provider.js";

// The per-tenant circuits and the provider's shared one, on the clock of fake timers: 5 failures in a row open a
// circuit for 30 s, then one trial ask goes through.
const COOLDOWN_MS = 30_000;
const SHARED_OPEN = "circuit open after repeated failures";
const CLEAN: AiOpinion = { verdict: "clean", confidence: 0.9, model: "scripted" };

/** A provider whose every ask waits for the test to answer it. */
class ScriptedProvider implements AiProvider {
  readonly name = "scripted";
  readonly asks: { text: string; answer: () => void; fail: () => void }[] = [];
  judge(text: string): Promise<AiOpinion> {
    return new Promise((resolve, reject) => {
      this.asks.push({ text, answer: () => resolve(CLEAN), fail: () => reject(new Error("provider answered 503")) });
    });
  }
}

let provider: ScriptedProvider;
let ai: GuardedAi;
let outcomes: AiCallOutcome[];

beforeEach(() => {
  vi.useFakeTimers();
  provider = new ScriptedProvider();
  outcomes = [];
  ai = new GuardedAi(provider, { timeoutMs: 3_000, onOutcome: (o) => outcomes.push(o) });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A tenant that is its own source on the shared circuit (an account; a group whose owner is unknown). */
const as = (key: string): AiTenant => ({ circuit: key, source: key });

/** Asks as `tenant` (a string: as(tenant)) and settles the ask (when the provider is asked) with `settle`. */
async function ask(tenant: string | AiTenant, settle: "answer" | "fail") {
  const asked = provider.asks.length;
  const outcome = ai.judge("hello", typeof tenant === "string" ? as(tenant) : tenant);
  await vi.advanceTimersByTimeAsync(0);
  if (provider.asks.length > asked) provider.asks.at(-1)![settle]();
  return outcome;
}

async function openTenant(tenant: string | AiTenant) {
  for (let i = 0; i < 5; i++) expect(await ask(tenant, "fail")).toMatchObject({ status: "unavailable", reason: AI_REASONS.failed });
  expect(await ask(tenant, "answer")).toMatchObject({ reason: TENANT_CIRCUIT_OPEN, notAsked: true });
}

describe("a tenant's AI circuit", () => {
  it("half-open after 30 s: of concurrent asks one goes through; its success closes the circuit", async () => {
    await openTenant("group:1");
    vi.advanceTimersByTime(COOLDOWN_MS);
    const asked = provider.asks.length;
    const outcomes = [ai.judge("a", as("group:1")), ai.judge("b", as("group:1")), ai.judge("c", as("group:1"))];
    await vi.advanceTimersByTimeAsync(0);
    expect(provider.asks.length).toBe(asked + 1);
    provider.asks.at(-1)!.answer();
    expect(await Promise.all(outcomes)).toMatchObject([
      { status: "ok" },
      { reason: TENANT_CIRCUIT_OPEN, notAsked: true },
      { reason: TENANT_CIRCUIT_OPEN, notAsked: true },
    ]);
    expect(await ask("group:1", "answer")).toMatchObject({ status: "ok" });
  });

  it("half-open after 30 s: a failed trial opens it again for 30 s", async () => {
    await openTenant("group:1");
    vi.advanceTimersByTime(COOLDOWN_MS);
    expect(await ask("group:1", "fail")).toMatchObject({ reason: AI_REASONS.failed });
    const asked = provider.asks.length;
    vi.advanceTimersByTime(COOLDOWN_MS - 1);
    expect(await ask("group:1", "answer")).toMatchObject({ reason: TENANT_CIRCUIT_OPEN, notAsked: true });
    expect(provider.asks.length).toBe(asked);
    vi.advanceTimersByTime(1);
    expect(await ask("group:1", "answer")).toMatchObject({ status: "ok" });
  });

  it("stays open while more healthy tenants than TENANT_CIRCUITS_MAX ask: only failing tenants hold a circuit", async () => {
    await openTenant("account:noisy");
    for (let i = 0; i < TENANT_CIRCUITS_MAX; i++) {
      const outcome = ai.judge("hello", as(`group:${i}`));
      await vi.advanceTimersByTimeAsync(0);
      provider.asks.at(-1)!.answer();
      expect(await outcome).toMatchObject({ status: "ok" });
    }
    const asked = provider.asks.length;
    expect(await ask("account:noisy", "answer")).toMatchObject({ reason: TENANT_CIRCUIT_OPEN, notAsked: true });
    expect(provider.asks.length).toBe(asked);
  });

  it("counts a failure that ends after a concurrent success of the same tenant: 5 in a row open it, not 6", async () => {
    const first = ai.judge("a", as("group:1"));
    const second = ai.judge("b", as("group:1"));
    await vi.advanceTimersByTimeAsync(0);
    const [a, b] = provider.asks.slice(-2);
    a!.answer();
    expect(await first).toMatchObject({ status: "ok" });
    b!.fail();
    expect(await second).toMatchObject({ reason: AI_REASONS.failed });
    for (let i = 0; i < 4; i++) expect(await ask("group:1", "fail")).toMatchObject({ reason: AI_REASONS.failed });
    expect(await ask("group:1", "answer")).toMatchObject({ reason: TENANT_CIRCUIT_OPEN, notAsked: true });
  });
});

describe("warden_engine_ai_requests_total", () => {
  it("counts a tenant's own circuit's skips apart (tenant_circuit_open) from the shared circuit's (circuit_open)", async () => {
    // One tenant's skips must not read as the provider failing: WardenAiProviderFailing counts error and circuit_open.
    await openTenant("account:noisy");
    expect(outcomes).toEqual(["error", "error", "error", "error", "error", "tenant_circuit_open"]);
    for (let i = 0; i < 4; i++) await ask(`account:${i}`, "fail");
    expect(await ask("account:bystander", "answer")).toMatchObject({ reason: SHARED_OPEN, notAsked: true });
    expect(outcomes.slice(6)).toEqual(["error", "error", "error", "error", "circuit_open"]);
  });
});

describe("the provider's shared AI circuit", () => {
  it("opens on 5 different tenants failing in a row; half-open after 30 s, one ask of many goes through and closes it", async () => {
    for (let i = 0; i < 5; i++) expect(await ask(`account:${i}`, "fail")).toMatchObject({ reason: AI_REASONS.failed });
    expect(await ask("account:bystander", "answer")).toMatchObject({ reason: SHARED_OPEN, notAsked: true });
    vi.advanceTimersByTime(COOLDOWN_MS);
    const asked = provider.asks.length;
    const outcomes = [ai.judge("a", as("account:x")), ai.judge("b", as("account:y")), ai.judge("c", as("group:z"))];
    await vi.advanceTimersByTimeAsync(0);
    expect(provider.asks.length).toBe(asked + 1);
    provider.asks.at(-1)!.answer();
    expect(await Promise.all(outcomes)).toMatchObject([{ status: "ok" }, { reason: SHARED_OPEN }, { reason: SHARED_OPEN }]);
    // The asks the shared circuit refused were no failures of their tenants: nobody's own circuit opened.
    expect(await ask("account:y", "answer")).toMatchObject({ status: "ok" });
  });

  it("a failed trial opens it again; the tenant whose ask was refused by it is not charged a failure", async () => {
    for (let i = 0; i < 5; i++) expect(await ask(`account:${i}`, "fail")).toMatchObject({ reason: AI_REASONS.failed });
    vi.advanceTimersByTime(COOLDOWN_MS);
    expect(await ask("account:x", "fail")).toMatchObject({ reason: AI_REASONS.failed });
    for (let i = 0; i < 10; i++) expect(await ask("group:z", "answer")).toMatchObject({ reason: SHARED_OPEN, notAsked: true });
    vi.advanceTimersByTime(COOLDOWN_MS);
    expect(await ask("group:z", "answer")).toMatchObject({ status: "ok" });
  });
});

describe("the bot's asks in a group: the group's own circuit, and its owner's source on the shared circuit", () => {
  const OWNER = 4242n;
  const groupOf = (owner: bigint | undefined, i: number) => aiTenant.group(BigInt(-1001000000100 - i), owner);

  it("counts one owner's groups as one source: 5 of them failing in a row leave the shared circuit closed", async () => {
    // One owner sending texts the provider times out on into five of their own groups.
    for (let i = 0; i < 5; i++) expect(await ask(groupOf(OWNER, i), "fail")).toMatchObject({ reason: AI_REASONS.failed });
    const asked = provider.asks.length;
    expect(await ask("account:bystander", "answer")).toMatchObject({ status: "ok" });
    expect(provider.asks.length).toBe(asked + 1);
  });

  it("opens the shared circuit on 5 groups of different owners failing in a row (a group whose owner is unknown is its own source)", async () => {
    for (let i = 0; i < 4; i++) expect(await ask(groupOf(OWNER + BigInt(i), i), "fail")).toMatchObject({ reason: AI_REASONS.failed });
    expect(await ask(groupOf(undefined, 4), "fail")).toMatchObject({ reason: AI_REASONS.failed });
    const asked = provider.asks.length;
    expect(await ask("account:bystander", "answer")).toMatchObject({ reason: SHARED_OPEN, notAsked: true });
    expect(provider.asks.length).toBe(asked);
  });

  it("keeps each group's own circuit its own: a group of the owner failing 5 times in a row skips that group alone", async () => {
    await openTenant(groupOf(OWNER, 0));
    expect(outcomes.at(-1)).toBe("tenant_circuit_open");
    expect(await ask(groupOf(OWNER, 1), "answer")).toMatchObject({ status: "ok" });
  });
});
