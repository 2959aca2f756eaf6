import { cutUtf16, LIMITS } from "@warden/contract";
import { type AiOpinion, type AiProvider, type AiVerdict, UnjudgedTextError } from "./provider.js";

const SYSTEM_PROMPT = `You moderate Telegram group chats. Decide whether the user's message is spam
(crypto or investment offers, airdrops, "earn from home", DM-bait, job scams, casino, adult,
drugs, link farms) or an honest message. Answer with JSON only:
{"verdict": "spam" | "suspicious" | "clean", "confidence": number between 0 and 1, "reason": short string}`;

const VERDICTS: AiVerdict[] = ["spam", "suspicious", "clean"];

/**
 * Answers that refuse the request's content rather than the provider failing: a content filter (400, as Azure
 * OpenAI's content_filter), a text over the model's context (400, 413), an unprocessable request (422).
 */
const REFUSED_TEXT_STATUSES = new Set([400, 413, 422]);

/**
 * Any OpenAI-compatible chat-completions endpoint (base URL, model, key), asked for a JSON
 * object. The text is passed as the user message, never interpolated into the instructions.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = "openai";

  constructor(private readonly opts: { baseUrl: string; model: string; apiKey?: string; fetch?: typeof fetch }) {}

  async judge(text: string, signal: AbortSignal): Promise<AiOpinion> {
    const res = await (this.opts.fetch ?? fetch)(`${this.opts.baseUrl.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      signal,
      redirect: "error",
      headers: {
        "content-type": "application/json",
        ...(this.opts.apiKey ? { authorization: `Bearer ${this.opts.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.opts.model,
        temperature: 0,
        max_tokens: 100,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: text },
        ],
      }),
    });
    if (!res.ok) throw new (REFUSED_TEXT_STATUSES.has(res.status) ? UnjudgedTextError : Error)(`AI provider answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[]; model?: unknown };
    const content = body.choices?.[0]?.message?.content;
    // From here on the provider did answer, about this text: what it said is not a failure of the provider (provider.ts).
    if (typeof content !== "string") throw new UnjudgedTextError("AI provider answered without a message");
    let parsed: { verdict?: unknown; confidence?: unknown; reason?: unknown };
    try {
      parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ""));
    } catch {
      throw new UnjudgedTextError("AI provider answered with something other than JSON");
    }
    const verdict = String(parsed.verdict).toLowerCase() as AiVerdict;
    const confidence = Number(parsed.confidence);
    if (!VERDICTS.includes(verdict) || !Number.isFinite(confidence) || confidence < 0 || confidence > 1) {
      throw new UnjudgedTextError("AI provider answered with an invalid verdict or confidence");
    }
    return {
      verdict,
      confidence,
      // The name the provider gives (a dated snapshot of the model asked for), within the answer's ai.model limit; an
      // empty one names nothing: the model asked for.
      model: cutUtf16(typeof body.model === "string" && body.model.length > 0 ? body.model : this.opts.model, LIMITS.aiModelMaxChars),
      reason: typeof parsed.reason === "string" ? cutUtf16(parsed.reason, 200) : undefined,
    };
  }
}
