import { json, startFakeServer, type FakeServer } from "./http.js";

export type AiFakeMode = "normal" | "slow" | "error" | "garbage" | "rate_limited";

/**
 * A fake OpenAI-compatible chat-completions endpoint (`POST /v1/chat/completions`) answering in
 * the real response format. The verdict comes from `judge(userText)` (default: "spam" when the
 * text mentions earning, crypto or DMs). Other modes imitate failures.
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
    if (state.mode === "error") return json(res, 500, { error: { message: "The server had an error", type: "server_error", code: null } });
    if (state.mode === "rate_limited") return json(res, 429, { error: { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded" } });
    if (req.method !== "POST" || !req.url.pathname.endsWith("/chat/completions")) return json(res, 404, { error: { message: "Unknown endpoint" } });
    const body = JSON.parse(req.body) as { model: string; messages: { role: string; content: string }[] };
    const user = body.messages.find((m) => m.role === "user")?.content ?? "";
    const content = state.mode === "garbage" ? "I think this might be spam, hard to say." : JSON.stringify(judge(user));
    json(res, 200, {
      id: "chatcmpl-fake",
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: 50, completion_tokens: 20, total_tokens: 70 },
    });
  });
  return Object.defineProperties(server as FakeServer & { mode: AiFakeMode; slowMs: number }, {
    mode: { get: () => state.mode, set: (m: AiFakeMode) => (state.mode = m) },
    slowMs: { get: () => state.slowMs, set: (ms: number) => (state.slowMs = ms) },
  });
}
