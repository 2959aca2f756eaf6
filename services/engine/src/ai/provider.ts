import { BreakerOpenError, CircuitBreaker } from "../breaker.js";

export type AiVerdict = "spam" | "suspicious" | "clean";

export interface AiOpinion {
  verdict: AiVerdict;
  confidence: number;
  model: string;
  reason?: string;
}

/** A second opinion on a text. Implementations: `local` (in-process model) and `openai`. */
export interface AiProvider {
  readonly name: string;
  judge(text: string, signal: AbortSignal): Promise<AiOpinion>;
}

/**
 * The provider answered, but with no opinion of this text: it refused the text (a 400 such as a content filter's, a
 * text too long for its model) or answered it with something other than a verdict (a prompt injection in the text can
 * talk the model out of its answer format). A fact about the text, not about the provider's health: it never counts
 * toward the circuit, which every tenant shares, or one tenant's texts would switch the AI off for all the others.
 */
export class UnjudgedTextError extends Error {
  override readonly name = "UnjudgedTextError";
}

/** `notAsked`: the provider was not asked (its circuit is open), so the check spends no AI unit (the gateway refunds it). */
export type AiOutcome = { status: "ok"; opinion: AiOpinion } | { status: "unavailable"; reason: string; notAsked?: true };

/**
 * Runs a provider with a deadline and a circuit breaker. A timeout, an error, a malformed
 * answer or an open circuit is `unavailable` — the check itself never fails because of the AI.
 */
export class GuardedAi {
  private readonly breaker: CircuitBreaker;

  constructor(
    private readonly provider: AiProvider,
    private readonly opts: { timeoutMs: number; breaker?: { failureThreshold: number; cooldownMs: number }; onOutcome?: (o: string) => void },
  ) {
    this.breaker = new CircuitBreaker(`ai:${provider.name}`, opts.breaker ?? { failureThreshold: 5, cooldownMs: 30_000 });
  }

  async judge(text: string): Promise<AiOutcome> {
    try {
      const answer = await this.breaker.run(async () => {
        const ctrl = new AbortController();
        const timer = setTimeout(() => ctrl.abort(new Error(`timed out after ${this.opts.timeoutMs} ms`)), this.opts.timeoutMs);
        try {
          const opinion = await Promise.race([
            this.provider.judge(text, ctrl.signal),
            new Promise<never>((_, reject) => ctrl.signal.addEventListener("abort", () => reject(ctrl.signal.reason), { once: true })),
          ]);
          return { opinion };
        } catch (err) {
          // The provider answered (it is up): to the breaker a success, to this check no opinion.
          if (err instanceof UnjudgedTextError) return { unjudged: err };
          throw err;
        } finally {
          clearTimeout(timer);
        }
      });
      if (answer.unjudged) {
        this.opts.onOutcome?.("unjudged");
        return { status: "unavailable", reason: answer.unjudged.message };
      }
      this.opts.onOutcome?.("ok");
      return { status: "ok", opinion: answer.opinion };
    } catch (err) {
      if (err instanceof BreakerOpenError) {
        this.opts.onOutcome?.("circuit_open");
        return { status: "unavailable", reason: "circuit open after repeated failures", notAsked: true };
      }
      this.opts.onOutcome?.("error");
      return { status: "unavailable", reason: (err as Error).message };
    }
  }
}

/** The AI opinion as a signal like any rule: pushes the score towards its verdict. */
export const AI_SIGNAL = "ai_opinion";
export const AI_MAX_WEIGHT = 30;

export function aiSignalWeight(o: AiOpinion): number {
  const c = Math.max(0, Math.min(1, o.confidence));
  if (o.verdict === "spam") return Math.round(AI_MAX_WEIGHT * c);
  if (o.verdict === "clean") return -Math.round(AI_MAX_WEIGHT * c);
  return 0;
}
