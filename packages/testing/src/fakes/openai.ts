import { json, startFakeServer, type FakeServer } from "./http.js";

export type AiFakeMode = "normal" | "slow" | "error" | "garbage" | "rate_limited";

/**
 * A fake OpenAI-compatible chat-completions endpoint (`POST /v1/chat/completions`) answering in
 * the real response format. The verdict comes from `judge(userText)` (default: "spam" when the
 * text mentions earning, crypto or DMs); a user message that is a JSON object `{"message": "..."}`
 * (the engine sends the text to judge so, as data) is judged on its `message`, as a model reads it.
 * Other modes imitate failures. As OpenAI's reasoning models (o-series, gpt-5) do, a model named so
 * refuses `max_tokens` and a `temperature` other than 1 with a 400 `invalid_request_error`.
 */
export async function startFakeOpenAi(opts: { judge?: (text: string) => { verdict: string; confidence: number; reason?: string } } = {}) {
  const state = { mode: "normal" as AiFakeMode, slowMs: 5_000 };
  const judge =
    opts.judge ??
    ((t: string) =>
      /earn|crypto|airdrop|\bdm\b|заработ|крипт/i.test(t)
        ? { verdict: "spam", confidence: 0.93, reason: "promises earnings and invites private contact" }
        : { verdict: "clean", confidence: 0.9, reason: "ordinary conversation" });
  const server: FakeServer = await startFakeServer(async (req, res) => {
    if (state.mode === "slow") await new Promise((r) => setTimeout(r, state.slowMs));
    if (state.mode === "error") return json(res, 500, { error: { message: "The server had an error", type: "server_error", param: null, code: null } });
    if (state.mode === "rate_limited")
      return json(res, 429, { error: { message: "Rate limit reached", type: "requests", param: null, code: "rate_limit_exceeded" } });
    if (req.method !== "POST" || !req.url.pathname.endsWith("/chat/completions")) return json(res, 404, { error: { message: "Unknown endpoint" } });
    const body = JSON.parse(req.body) as { model: string; messages: { role: string; content: string }[]; max_tokens?: unknown; temperature?: unknown };
    if (/^(?:o\d|gpt-5)/.test(body.model)) {
      const refused =
        body.max_tokens !== undefined
          ? {
              param: "max_tokens",
              code: "unsupported_parameter",
              message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
            }
          : body.temperature !== undefined && body.temperature !== 1
            ? {
                param: "temperature",
                code: "unsupported_value",
                message: "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.",
              }
            : undefined;
      if (refused) return json(res, 400, { error: { message: refused.message, type: "invalid_request_error", param: refused.param, code: refused.code } });
    }
    const user = dataOf(body.messages.find((m) => m.role === "user")?.content ?? "");
    const content = state.mode === "garbage" ? "I think this might be spam, hard to say." : JSON.stringify(judge(user));
    json(res, 200, {
      id: "chatcmpl-fake",
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null, annotations: [] }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: 50, completion_tokens: 20, total_tokens: 70 },
    });
  });
  return Object.defineProperties(server as FakeServer & { mode: AiFakeMode; slowMs: number }, {
    mode: { get: () => state.mode, set: (m: AiFakeMode) => (state.mode = m) },
    slowMs: { get: () => state.slowMs, set: (ms: number) => (state.slowMs = ms) },
  });
}

/** The text a user message carries: its `message` when it is the JSON object `{"message": "..."}`, else the whole content. */
function dataOf(content: string): string {
  try {
    const parsed = JSON.parse(content) as unknown;
    if (typeof parsed === "object" && parsed !== null && typeof (parsed as { message?: unknown }).message === "string")
      return (parsed as { message: string }).message;
  } catch {
    /* plain text */
  }
  return content;
}
