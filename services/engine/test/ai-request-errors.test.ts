import { Source } from "@warden/proto";
import { startFakeOpenAi } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiAllowance, AllowanceDraw } from "../src/ai/allowance.js";
import { OpenAiProvider } from "../src/ai/openai.js";
import { AI_REASONS, type AiCallOutcome, GuardedAi } from "../src/ai/provider.js";
import { serveEngine, zorblaxPolicy } from "./support/engine.js";

// A 400 of the AI provider is either about the text (a content filter, a text over the model's context: the provider
// is up, the text gets no opinion) or about the engine's own request (a parameter or value the model does not take,
// whatever the text): then it is a failure of the provider's configuration, counted as failures are, logged for the
// operator (never with the key), and the calls that could not have worked charge nobody's AI allowance.
const KEY = "sk-test-secret-key-0123456789";
const badRequest =
  (error: Record<string, unknown>): typeof fetch =>
  async () =>
    Response.json({ error }, { status: 400 });
const unsupportedParameter = badRequest({
  message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
  type: "invalid_request_error",
  param: "max_tokens",
  code: "unsupported_parameter",
});

function guarded(fetching: typeof fetch, outcomes: AiCallOutcome[] = [], logged: string[] = []) {
  return new GuardedAi(new OpenAiProvider({ baseUrl: "https://api.openai.example/v1", model: "gpt-5-mini", apiKey: KEY, fetch: fetching }), {
    timeoutMs: 1_000,
    breaker: { failureThreshold: 3, cooldownMs: 60_000 },
    onOutcome: (o) => outcomes.push(o),
    onFailure: (d) => logged.push(d),
  });
}

describe("a 400 about the engine's request", () => {
  it("counts as a provider failure: the shared circuit opens, each answer says no unit is spent, the detail is logged once without the key", async () => {
    let asked = 0;
    const outcomes: AiCallOutcome[] = [];
    const logged: string[] = [];
    const g = guarded(
      async (i, init) => {
        asked++;
        return unsupportedParameter(i, init);
      },
      outcomes,
      logged,
    );
    // Ten different accounts, ten ordinary texts: nothing about any text.
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await g.judge(`ordinary message number ${i}`, { circuit: `account:acc_${i}`, source: `account:acc_${i}` }));
    expect(outcomes.slice(0, 3)).toEqual(["error", "error", "error"]);
    expect(outcomes.slice(3)).toEqual(Array(7).fill("circuit_open"));
    expect(asked).toBe(3);
    for (const r of results) expect(r).toMatchObject({ status: "unavailable", notAsked: true });
    expect(results[0]).toMatchObject({ reason: AI_REASONS.refusedRequest });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("unsupported_parameter");
    expect(logged[0]).toContain("max_tokens");
    expect(logged.join()).not.toContain(KEY);
  });

  it.each([
    ["content_filter", "The response was filtered due to the prompt triggering content management policy."],
    ["context_length_exceeded", "This model's maximum context length is 128000 tokens."],
  ])("a 400 with code %s is about the text: unjudged, no failure counted", async (code, message) => {
    const outcomes: AiCallOutcome[] = [];
    const g = guarded(badRequest({ message, type: "invalid_request_error", param: "messages", code }), outcomes);
    for (let i = 0; i < 5; i++)
      expect(await g.judge("some text", { circuit: `account:${i}`, source: `account:${i}` })).toMatchObject({ status: "unavailable" });
    expect(outcomes).toEqual(Array(5).fill("unjudged"));
  });

  it("a bot ask the provider refused this way gives the group's draw back", async () => {
    const draws: AllowanceDraw[] = [];
    const refunds: AllowanceDraw[] = [];
    const allowance: AiAllowance = {
      draw: async () => {
        const d: AllowanceDraw = { outcome: "granted", key: `k${draws.length}` };
        draws.push(d);
        return d;
      },
      refund: async (d) => {
        refunds.push(d);
      },
    };
    const { server, engine } = await serveEngine("engine-ai-request-refused", {
      groups: { getPolicy: async () => zorblaxPolicy() },
      ai: new OpenAiProvider({ baseUrl: "https://api.openai.example/v1", model: "gpt-5-mini", apiKey: KEY, fetch: unsupportedParameter }),
      aiAllowance: allowance,
    });
    try {
      await engine.check({ text: "zorblax meetup tomorrow", groupId: -1001000000982n, source: Source.BOT, sender: { userId: 7n, priorMessages: 10 } });
      expect(draws).toHaveLength(1);
      expect(refunds).toEqual(draws);
    } finally {
      await server.close(100);
    }
  });
});

describe("the engine's request to an OpenAI reasoning model", () => {
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    ai = await startFakeOpenAi();
  });
  afterAll(() => ai.close());

  it("carries neither max_tokens nor temperature, which such models refuse, and is answered", async () => {
    const g = new GuardedAi(new OpenAiProvider({ baseUrl: `${ai.url}/v1`, model: "gpt-5-mini", apiKey: KEY }), { timeoutMs: 2_000 });
    expect(await g.judge("Earn crypto daily, DM me")).toMatchObject({ status: "ok", opinion: { verdict: "spam" } });
    const body = JSON.parse(ai.requests.at(-1)!.body) as Record<string, unknown>;
    expect(body).not.toHaveProperty("max_tokens");
    expect(body).not.toHaveProperty("temperature");
    expect(body.max_completion_tokens).toEqual(expect.any(Number));
  });
});

describe("what a client reads of a provider's failure", () => {
  it.each([
    ["a 200 HTML page", async () => new Response("<!DOCTYPE html><html>maintenance</html>", { status: 200, headers: { "content-type": "text/html" } }), /JSON/],
    [
      "a 401",
      async () =>
        Response.json(
          { error: { message: "Incorrect API key provided: sk-test***", type: "invalid_request_error", code: "invalid_api_key" } },
          { status: 401 },
        ),
      /401/,
    ],
  ] as const)("%s: a fixed reason for the client, the detail in the operator's log", async (_, fetching, detail) => {
    const logged: string[] = [];
    const r = await guarded(fetching as typeof fetch, [], logged).judge("hello", { circuit: "account:x", source: "account:x" });
    expect(r).toEqual({ status: "unavailable", reason: AI_REASONS.failed });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(detail);
    expect(logged[0]).not.toContain(KEY);
  });
});
