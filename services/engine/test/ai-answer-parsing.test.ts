import { describe, expect, it } from "vitest";
import { OpenAiProvider } from "../src/ai/openai.js";
import { type AiCallOutcome, GuardedAi } from "../src/ai/provider.js";

// The model's answer is read strictly and totally: a JSON object with a verdict string and a confidence number 0..1,
// nothing coerced. Anything else is no opinion of the text (unjudged: the provider is up, no circuit counts it), and
// never an internal error whose text reaches the client.
const answering =
  (content: string): typeof fetch =>
  async () =>
    Response.json({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model: "gpt-test",
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop" }],
    });

const guarded = (content: string, outcomes: AiCallOutcome[] = []) =>
  new GuardedAi(new OpenAiProvider({ baseUrl: "https://ai.example/v1", model: "gpt-test", apiKey: "sk-test", fetch: answering(content) }), {
    timeoutMs: 1_000,
    breaker: { failureThreshold: 3, cooldownMs: 60_000 },
    onOutcome: (o) => outcomes.push(o),
  });

const tenant = { circuit: "account:acc_parse", source: "account:acc_parse" };

describe("the model's answer, parsed strictly", () => {
  it.each([["null"], ["[]"], ['"clean"'], ["42"], ["true"]])(
    "an answer of %s (JSON, not an object) is unjudged, never counted, with no internal error's text",
    async (content) => {
      const outcomes: AiCallOutcome[] = [];
      const g = guarded(content, outcomes);
      const first = await g.judge("hello", tenant);
      for (let i = 0; i < 3; i++) await g.judge("hello", tenant);
      expect(first.status === "unavailable" ? first.reason : "").not.toMatch(/Cannot read|TypeError|undefined/);
      expect(outcomes).toEqual(["unjudged", "unjudged", "unjudged", "unjudged"]);
    },
  );

  it.each([
    ['{"verdict":["clean"],"confidence":0.9}', "verdict as an array"],
    ['{"verdict":"clean","confidence":true}', "confidence as a boolean"],
    ['{"verdict":"clean","confidence":""}', "confidence as an empty string"],
    ['{"verdict":"clean","confidence":null}', "confidence null"],
    ['{"verdict":"clean","confidence":"0.9"}', "confidence as a string"],
    ['{"verdict":"clean"}', "no confidence"],
    ['{"verdict":"banana","confidence":0.9}', "an unknown verdict"],
    ['{"verdict":"spam","confidence":1.5}', "confidence over 1"],
  ])("%s (%s) is refused, not read as an opinion", async (content) => {
    const outcomes: AiCallOutcome[] = [];
    expect((await guarded(content, outcomes).judge("hello", tenant)).status).toBe("unavailable");
    expect(outcomes).toEqual(["unjudged"]);
  });

  it.each([
    ['{"verdict":"spam","confidence":0.8,"reason":"job scam"}', "spam", 0.8],
    ['```json\n{"verdict":"Clean","confidence":0}\n```', "clean", 0],
    ['{"verdict":"suspicious","confidence":1,"reason":7}', "suspicious", 1],
  ] as const)("%s is read as %s at %s", async (content, verdict, confidence) => {
    expect(await guarded(content).judge("hello", tenant)).toMatchObject({ status: "ok", opinion: { verdict, confidence } });
  });

  it("a completion whose message is not text is unjudged", async () => {
    for (const body of [
      { choices: [null] },
      { choices: [{ message: { content: 5 } }] },
      { choices: [{ message: { content: null, refusal: "I can't help" } }] },
    ]) {
      const outcomes: AiCallOutcome[] = [];
      const g = new GuardedAi(new OpenAiProvider({ baseUrl: "https://ai.example/v1", model: "gpt-test", fetch: async () => Response.json(body) }), {
        timeoutMs: 1_000,
        onOutcome: (o) => outcomes.push(o),
      });
      expect((await g.judge("hello", tenant)).status).toBe("unavailable");
      expect(outcomes).toEqual(["unjudged"]);
    }
  });

  // No text can make the provider answer without choices: a 200 with an error body (some proxies answer so), null,
  // another API's answer. Unjudged, it would never open the circuit, and a provider answering only so would be asked by
  // every check, its failures never alerted as failures.
  it.each([
    [{ error: { message: "Upstream quota exceeded", type: "insufficient_quota", code: "insufficient_quota" } }, /insufficient_quota/],
    [{ error: "model overloaded" }, /model overloaded/],
    [{ choices: null }, /without choices/],
    [{ choices: [] }, /without choices/],
    [null, /without choices/],
  ])("a 200 of %j is a provider failure: counted, the circuit opens, the detail logged", async (body, detail) => {
    const outcomes: AiCallOutcome[] = [];
    const logged: string[] = [];
    let asked = 0;
    const g = new GuardedAi(
      new OpenAiProvider({
        baseUrl: "https://ai.example/v1",
        model: "gpt-test",
        fetch: async () => {
          asked++;
          return Response.json(body);
        },
      }),
      { timeoutMs: 1_000, breaker: { failureThreshold: 3, cooldownMs: 60_000 }, onOutcome: (o) => outcomes.push(o), onFailure: (d) => logged.push(d) },
    );
    for (let i = 0; i < 4; i++) await g.judge("hello", { circuit: `account:a${i}`, source: `account:a${i}` });
    expect(outcomes).toEqual(["error", "error", "error", "circuit_open"]);
    expect(asked).toBe(3);
    expect(logged[0]).toMatch(detail);
  });
});
