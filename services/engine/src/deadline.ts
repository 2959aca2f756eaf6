/**
 * The engine's share of its callers' deadlines. The bot and the gateway call the engine with a deadline of their own
 * (their UPSTREAM_TIMEOUT_MS, 5 s by default); a check that waits on a third party (the AI provider, the CAS ban list)
 * must answer inside it, with whatever that third party has not said yet left out, rather than fail the call: a bot
 * check that fails is made again (each attempt drawing the group's AI allowance again), and a user check that fails
 * loses the ban list's answer.
 */
import type { HandlerContext } from "@connectrpc/connect";
import { UPSTREAM_TIMEOUT_DEFAULT_MS } from "@warden/config";

/** The callers' deadline (the bot's and the gateway's UPSTREAM_TIMEOUT_MS default): no third-party timeout may reach it. */
export const CALLERS_DEADLINE_MS = UPSTREAM_TIMEOUT_DEFAULT_MS;
/** What a check keeps of its deadline for itself after waiting on a third party: scoring the answer and sending it back. */
export const ANSWER_MARGIN_MS = 250;
/** The longest a third party may be waited on within the callers' deadline (the most AI_TIMEOUT_MS and CAS_TIMEOUT_MS may be). */
export const THIRD_PARTY_MAX_WAIT_MS = CALLERS_DEADLINE_MS - ANSWER_MARGIN_MS;

/**
 * The time (ms) a call may still wait on a third party, from now: the caller's remaining deadline less ANSWER_MARGIN_MS
 * (at least 0), or undefined when the caller set no deadline.
 */
export function waitLeftMs(ctx: Pick<HandlerContext, "timeoutMs">): number | undefined {
  const left = ctx.timeoutMs();
  return left === undefined ? undefined : Math.max(0, left - ANSWER_MARGIN_MS);
}

/** `work`'s answer, or `fallback` once `ms` pass or `signal` aborts, whichever comes first (the work itself goes on). */
export async function within<T>(work: Promise<T>, ms: number | undefined, signal: AbortSignal | undefined, fallback: T): Promise<T> {
  if (ms === undefined && !signal) return work;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<T>((resolve) => {
        if (ms !== undefined) timer = setTimeout(() => resolve(fallback), ms);
        if (signal) {
          onAbort = () => resolve(fallback);
          if (signal.aborted) onAbort();
          else signal.addEventListener("abort", onAbort, { once: true });
        }
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (signal && onAbort) signal.removeEventListener("abort", onAbort);
  }
}

/** Less time than this left for the AI provider, it is not asked: no model answers that fast, and the ask would be spent for nothing. */
export const AI_MIN_ASK_MS = 100;

/**
 * How long a third party's answer (a 429, a 503) asks to be left alone, in ms from `now`, within 0..`maxMs`: its
 * `retry-after-ms` (milliseconds, as OpenAI and Azure OpenAI send) when readable, else its Retry-After (delta seconds
 * or an HTTP date); undefined when it says neither readably. The caller bounds the wait (`maxMs`): a longer one, or a
 * date far ahead, is cut to it. The one parser of these headers in the engine (the CAS ban list's and the AI
 * provider's 429s).
 */
export function retryAfterMs(headers: { get(name: string): string | null }, now: number, maxMs: number): number | undefined {
  const clamp = (ms: number) => Math.min(maxMs, Math.max(0, ms));
  const inMs = headers.get("retry-after-ms")?.trim();
  if (inMs !== undefined && /^\d+(?:\.\d+)?$/.test(inMs)) return clamp(Number(inMs));
  const v = headers.get("retry-after")?.trim();
  if (v === undefined || v === "") return undefined;
  const ms = /^\d+$/.test(v) ? Number(v) * 1000 : Date.parse(v) - now;
  return Number.isFinite(ms) ? clamp(ms) : undefined;
}
