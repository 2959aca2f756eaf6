import { createHash } from "node:crypto";
import { BoundedCache } from "@warden/server";
import { redactSecrets } from "@warden/telemetry";
import { BreakerOpenError, CircuitBreaker, UncountedError } from "../breaker.js";
import { dictatesAnswer } from "./injection.js";

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
  /**
   * Its opinions are worth keeping (GuardedAi, AI_OPINION_CACHE): a call costs money, time and the provider's rate limit
   * (a remote API). The in-process model's opinion costs less than looking one up, and is not kept.
   */
  readonly keepsOpinions?: boolean;
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

/**
 * The provider refused the engine's own request, whatever the text (a parameter or value its model does not take, a
 * model it does not have): a failure of the provider's configuration, counted as one, and a call that could not have
 * worked, so the check that made it is charged no AI unit (`notAsked`). `message` is for the operator's log.
 */
export class AiRequestRefusedError extends Error {
  override readonly name = "AiRequestRefusedError";
}

/**
 * The provider asked to be left alone (a 429, or a 503 that says how long): for `waitMs` when it said (its
 * `retry-after-ms` or Retry-After, read by deadline.ts retryAfterMs), else undefined. GuardedAi then asks it nothing
 * for that long (bounded: AI_RATE_LIMIT_WAIT_MS), whichever check or tenant comes. Not counted toward any circuit: the
 * wait is the provider's own word on when to come back, and which tenant's ask met it says nothing of that tenant.
 */
export class AiRateLimitedError extends UncountedError {
  override readonly name = "AiRateLimitedError";
  constructor(
    message: string,
    readonly waitMs: number | undefined,
  ) {
    super(message);
  }
}

/**
 * The wait after a provider's 429 (GuardedAi): what it said, within min..max; `unsaid` when it said nothing readable.
 * At least `min`, so that a provider answering 429 with "retry now" on every ask is not asked by every check; at most
 * `max`, so that a provider's hour (a daily quota's, a date far ahead) costs one ask a minute, not an hour without AI.
 */
export const AI_RATE_LIMIT_WAIT_MS = { min: 1_000, unsaid: 5_000, max: 60_000 } as const;

/** The provider did not answer within the ask's full time (AI_TIMEOUT_MS). Its message is ours and may reach the client. */
class AiTimeoutError extends Error {
  override readonly name = "AiTimeoutError";
}

/** The ask ended because its caller gave up (it cancelled, or its deadline left the provider less than its full time): no news of the provider. */
class CallerGoneError extends UncountedError {
  override readonly name = "CallerGoneError";
}

/**
 * The reasons a check's client reads in `ai.reason` when there is no opinion. Fixed texts: what a provider said in a
 * failure (its body, its status, a library's error quoting it) goes to the engine's log (GuardedAi onFailure), never to
 * every tenant's clients.
 */
export const AI_REASONS = {
  failed: "the AI provider failed",
  refusedRequest: "the AI provider is misconfigured (it refused the engine's request); no AI unit is spent",
  circuitOpen: "circuit open after repeated failures",
  dictated: "not counted: the text addresses the AI or dictates its answer, so its opinion that the text is clean is not believed",
  cancelled: "the check's deadline left no time for the AI provider's answer",
  rateLimited: "the AI provider is rate-limiting the engine's calls; no AI unit is spent",
  noTime: "not asked: too little of the check's deadline was left",
} as const;

/**
 * How an ask ended, for warden_engine_ai_requests_total. `tenant_circuit_open` (the asking tenant's own circuit skipped it)
 * is apart from `circuit_open` (the provider's, shared by all): one tenant's skips are no sign the provider is failing,
 * and WardenAiProviderFailing counts `error` and `circuit_open` only.
 */
export type AiCallOutcome = "ok" | "unjudged" | "error" | "circuit_open" | "tenant_circuit_open" | "cancelled";

/**
 * `notAsked`: the provider was not asked (its circuit is open, too little time was left), or refused the engine's own
 * request (AiRequestRefusedError: a call that could not have worked), so the check spends no AI unit (the gateway
 * refunds it, the bot's allowance is given back).
 */
export type AiOutcome = { status: "ok"; opinion: AiOpinion } | { status: "unavailable"; reason: string; notAsked?: true };

/**
 * The most tenants with a circuit of their own at once (an entry is a few hundred bytes). Only a tenant with a failure in
 * its streak, or with an ask in flight, holds one: a healthy tenant's is dropped, so the bound is met by failing tenants.
 */
export const TENANT_CIRCUITS_MAX = 10_000;
const TENANT_CIRCUIT = "ai:tenant";
/** The share of AI_TIMEOUT_MS that a provider given and silent through has failed (GuardedAi ask). */
const FAIR_SHARE_OF_TIMEOUT = 0.5;
/** The same failure detail is logged at most once in this long (GuardedAi onFailure). */
const FAILURE_LOG_EVERY_MS = 60_000;
/**
 * The provider's opinions kept, per tenant and text (GuardedAi): a raid or a campaign sends one text many times, and each
 * would cost a provider call. `ttlMs`: the cross-group campaign window's default (CAMPAIGN_WINDOW_MS). ~1 KB an entry.
 */
export const AI_OPINION_CACHE = { maxEntries: 10_000, ttlMs: 10 * 60_000 } as const;
/** The reason a check gets when its own tenant's circuit is open (the provider's is not). */
export const TENANT_CIRCUIT_OPEN = "circuit open after repeated failures of this account's or group's checks";

/**
 * Whose ask it is, for the provider's circuits. `circuit`: the key of the tenant's own circuit, which the ask runs under.
 * `source`: who the provider's circuit, shared by every tenant, counts the ask's failures as (each source once in a
 * streak): the tenant itself, or a wider party it belongs to, so that one party behind several tenants counts once.
 */
export interface AiTenant {
  circuit: string;
  source: string;
}

/**
 * The tenants of the engine's asks. An account's API checks are the account's, on both circuits. The bot's asks in a
 * group are the group's on its own circuit (its allowance, its texts); toward the shared circuit they are the group's
 * owner's when groups-config knows the owner: one owner's groups (five Pro groups, say) are one source there, or one
 * owner sending texts the provider times out on into their own groups could switch the AI off for everyone.
 */
export const aiTenant = {
  account: (accountId: string): AiTenant => ({ circuit: `account:${accountId}`, source: `account:${accountId}` }),
  group: (groupId: bigint, ownerTelegramUserId: bigint | undefined): AiTenant => ({
    circuit: `group:${groupId}`,
    source: ownerTelegramUserId === undefined ? `group:${groupId}` : `owner:${ownerTelegramUserId}`,
  }),
};

/**
 * Runs a provider with a deadline and circuit breakers (the provider's, and each tenant's). A timeout, an error, a malformed
 * answer or an open circuit is `unavailable` — the check itself never fails because of the AI.
 */
export class GuardedAi {
  private readonly breaker: CircuitBreaker;
  private readonly breakerOpts: { failureThreshold: number; cooldownMs: number };
  /**
   * The circuits of the tenants with a failure in their streak or an ask in flight (`pending`); the least recently used
   * dropped past TENANT_CIRCUITS_MAX. An entry stays while any ask of its tenant is in flight, so every ask of a tenant
   * counts on the one circuit, whatever order they end in.
   */
  private readonly tenantBreakers = new BoundedCache<string, { breaker: CircuitBreaker; pending: number }>({ maxEntries: TENANT_CIRCUITS_MAX });
  private lastFailureLogged = { detail: "", at: 0 };
  /** Until when (epoch ms) the provider asked to be left alone (its last 429): no check asks it before. */
  private rateLimitedUntil = 0;
  /**
   * The provider's opinions of the last AI_OPINION_CACHE.ttlMs, by tenant source and the text's SHA-256: answers only,
   * never a failure or an unjudged text (an error is asked again). The opinion is of the text alone (one prompt, one
   * model, one temperature for every tenant), but one tenant is never served another's: how fast an answer comes would
   * tell a tenant that the exact text was just judged for someone else. A source (an account, an owner's groups, a
   * group) reuses its own: a raid's copies in one group, a campaign across one owner's groups, an API client's repeats.
   * A per-tenant prompt or model, if one is ever added, must be part of the key.
   */
  private readonly opinions: BoundedCache<string, AiOpinion>;

  constructor(
    private readonly provider: AiProvider,
    private readonly opts: {
      timeoutMs: number;
      breaker?: { failureThreshold: number; cooldownMs: number };
      onOutcome?: (o: AiCallOutcome) => void;
      /** A provider failure's detail (redacted) for the operator's log: each distinct detail at most once a minute. */
      onFailure?: (detail: string) => void;
      /** A check answered from the opinions kept (no provider call, so no AiCallOutcome). */
      onCacheHit?: () => void;
      /** The clock of the rate limit's wait and of the opinions kept (tests). */
      now?: () => number;
    },
  ) {
    this.opinions = new BoundedCache({ ...AI_OPINION_CACHE, now: opts.now });
    this.breakerOpts = opts.breaker ?? { failureThreshold: 5, cooldownMs: 30_000 };
    this.breaker = new CircuitBreaker(`ai:${provider.name}`, this.breakerOpts);
  }

  /** `call` under the tenant's own circuit; once no ask of the tenant is in flight, a circuit that remembers nothing (the tenant is healthy) is dropped. */
  private async runAs<T>(circuit: string, call: () => Promise<T>): Promise<T> {
    let held = this.tenantBreakers.get(circuit);
    if (!held) {
      held = { breaker: new CircuitBreaker(TENANT_CIRCUIT, this.breakerOpts), pending: 0 };
      this.tenantBreakers.set(circuit, held);
    }
    held.pending++;
    try {
      return await held.breaker.run(call);
    } finally {
      held.pending--;
      if (held.pending === 0 && held.breaker.idle && this.tenantBreakers.peek(circuit) === held) this.tenantBreakers.delete(circuit);
    }
  }

  /**
   * `tenant` (see AiTenant, aiTenant): its failures (timeouts, errors) open its own circuit (`tenant.circuit`) after
   * `failureThreshold` in a row, and count once as `tenant.source` toward the provider's circuit, which every tenant
   * shares and which opens only when that many different sources failed in a row. One tenant's texts (long ones the
   * provider times out on) then switch the AI off for that tenant alone, and one owner's groups cannot switch it off for
   * everyone. Without a tenant, every failure counts toward the shared circuit.
   */
  async judge(text: string, tenant?: AiTenant, caller: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<AiOutcome> {
    // Only when the AI is asked: a check without it never hashes its text.
    const key = this.provider.keepsOpinions ? `${tenant?.source ?? ""}\n${createHash("sha256").update(text).digest("base64url")}` : undefined;
    const kept = key === undefined ? undefined : this.opinions.get(key);
    if (kept) {
      this.opts.onCacheHit?.();
      return { status: "ok", opinion: kept };
    }
    // The provider asked to be left alone (a 429): skipped as when its circuit is open, whoever asks.
    if ((this.opts.now ?? Date.now)() < this.rateLimitedUntil) {
      this.opts.onOutcome?.("circuit_open");
      return { status: "unavailable", reason: AI_REASONS.rateLimited, notAsked: true };
    }
    const timeoutMs = Math.min(this.opts.timeoutMs, caller.timeoutMs ?? Number.POSITIVE_INFINITY);
    const call = () => this.breaker.run(() => this.ask(text, timeoutMs, caller.signal), tenant?.source);
    try {
      const answer = await (tenant === undefined ? call() : this.runAs(tenant.circuit, call));
      if (answer.unjudged) {
        this.opts.onOutcome?.("unjudged");
        return { status: "unavailable", reason: answer.unjudged.message };
      }
      this.opts.onOutcome?.("ok");
      if (key !== undefined) this.opinions.set(key, answer.opinion);
      return { status: "ok", opinion: answer.opinion };
    } catch (err) {
      if (err instanceof BreakerOpenError) {
        const own = err.breaker === TENANT_CIRCUIT;
        this.opts.onOutcome?.(own ? "tenant_circuit_open" : "circuit_open");
        return { status: "unavailable", reason: own ? TENANT_CIRCUIT_OPEN : AI_REASONS.circuitOpen, notAsked: true };
      }
      if (err instanceof CallerGoneError) {
        this.opts.onOutcome?.("cancelled");
        return { status: "unavailable", reason: AI_REASONS.cancelled };
      }
      this.opts.onOutcome?.("error");
      if (err instanceof AiRateLimitedError) {
        // Every check of every tenant waits it out; a later 429 that asks for less does not cut an earlier wait short.
        const waitMs = Math.min(AI_RATE_LIMIT_WAIT_MS.max, Math.max(AI_RATE_LIMIT_WAIT_MS.min, err.waitMs ?? AI_RATE_LIMIT_WAIT_MS.unsaid));
        this.rateLimitedUntil = Math.max(this.rateLimitedUntil, (this.opts.now ?? Date.now)() + waitMs);
        this.logFailure(redactSecrets(`${err.name}: ${err.message}`));
        // A 429 did no work and is not billed: the check spends no AI unit either.
        return { status: "unavailable", reason: AI_REASONS.rateLimited, notAsked: true };
      }
      if (err instanceof AiTimeoutError) return { status: "unavailable", reason: err.message };
      // The detail is the operator's (the log), redacted of any secret a library quoted (a URL's password, a key in a
      // header it refused); the client reads a fixed reason.
      this.logFailure(redactSecrets(err instanceof Error ? `${err.name}: ${err.message}` : String(err)));
      if (err instanceof AiRequestRefusedError) return { status: "unavailable", reason: AI_REASONS.refusedRequest, notAsked: true };
      return { status: "unavailable", reason: AI_REASONS.failed };
    }
  }

  private logFailure(detail: string): void {
    const now = Date.now();
    if (detail === this.lastFailureLogged.detail && now - this.lastFailureLogged.at < FAILURE_LOG_EVERY_MS) return;
    this.lastFailureLogged = { detail, at: now };
    this.opts.onFailure?.(detail);
  }

  /**
   * One call of the provider within `timeoutMs` (AI_TIMEOUT_MS, or less when the caller's deadline leaves less), stopped
   * when `signal` (the caller's) aborts; an answer without an opinion is returned, not thrown (see UnjudgedTextError).
   * A "clean" opinion of a text that dictates its answer is no opinion (injection.ts).
   */
  private async ask(
    text: string,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<{ opinion: AiOpinion; unjudged?: undefined } | { unjudged: UnjudgedTextError; opinion?: undefined }> {
    const ctrl = new AbortController();
    // Cut short by the caller's deadline to less than half its time, the provider's running out says nothing of it. Given
    // at least half (a caller's deadline a little shorter than AI_TIMEOUT_MS, every time), its silence is a failure:
    // else a hung provider would never open its circuit, and every check would wait on it.
    const full = timeoutMs >= this.opts.timeoutMs * FAIR_SHARE_OF_TIMEOUT;
    const timer = setTimeout(
      () => ctrl.abort(full ? new AiTimeoutError(`timed out after ${timeoutMs} ms`) : new CallerGoneError(`the caller's deadline came after ${timeoutMs} ms`)),
      timeoutMs,
    );
    const callerGone = () => ctrl.abort(new CallerGoneError("the caller cancelled the check"));
    if (signal?.aborted) callerGone();
    else signal?.addEventListener("abort", callerGone, { once: true });
    try {
      const opinion = await Promise.race([
        this.provider.judge(text, ctrl.signal),
        new Promise<never>((_, reject) => {
          if (ctrl.signal.aborted) reject(ctrl.signal.reason);
          else ctrl.signal.addEventListener("abort", () => reject(ctrl.signal.reason), { once: true });
        }),
      ]);
      if (opinion.verdict === "clean" && dictatesAnswer(text)) return { unjudged: new UnjudgedTextError(AI_REASONS.dictated) };
      return { opinion };
    } catch (err) {
      // The provider answered (it is up): to the breakers a success, to this check no opinion.
      if (err instanceof UnjudgedTextError) return { unjudged: err };
      // A provider that ignores the signal and fails after the abort: what ended the ask is the abort.
      if (ctrl.signal.aborted) throw ctrl.signal.reason;
      throw err;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", callerGone);
    }
  }
}

/** The AI opinion as a signal like any rule: pushes the score towards its verdict. */
export const AI_SIGNAL = "ai_opinion";
/** The most a "spam" opinion adds to the score (at confidence 1). */
export const AI_MAX_WEIGHT = 30;
/**
 * The most a "clean" opinion takes off the score (at confidence 1): far less than a "spam" opinion adds, because a false
 * "clean" is what a spammer gains from talking the model round (a prompt injection), and it would clear a message the
 * rules found suspicious; a false "spam" only moves a suspicious message on to spam.
 */
export const AI_CLEAN_MAX_WEIGHT = 10;

export function aiSignalWeight(o: AiOpinion): number {
  const c = Math.max(0, Math.min(1, o.confidence));
  if (o.verdict === "spam") return Math.round(AI_MAX_WEIGHT * c);
  if (o.verdict === "clean") return -Math.round(AI_CLEAN_MAX_WEIGHT * c);
  return 0;
}
