import type { Context } from "koa";
import type { GatewayDeps } from "../deps.js";
import type { Admission, RatePeek } from "../limiter.js";
import type { GatewayMetrics } from "../metrics.js";
import type { Principal } from "./auth.js";
import { ApiError, apiErrors } from "./errors.js";

export type Admitted = Extract<Admission, { allowed: true }> & { limit: number };

/**
 * The key record the request was authenticated with is older than the account's epoch (a revoke,
 * freeze, plan or limit change since it was cached): nothing was consumed; authenticate again.
 */
export class StaleKeyRecord extends Error {
  constructor(readonly epoch: string) {
    super("the cached key record is stale");
  }
}

export function setQuotaHeaders(ctx: Context, used: number, limit: number, resetAt: Date): void {
  ctx.set("X-Quota-Used", String(used));
  ctx.set("X-Quota-Limit", String(limit));
  ctx.set("X-Quota-Reset", resetAt.toISOString());
}

/**
 * Admits a request against the account's rate limit, daily quota and AI allowance. Sets the
 * quota headers on metered responses and on every 429. A request refused for rate consumes
 * nothing; one refused for quota no unit, but it takes its slot of the minute (the rate limit
 * applies to every request). Redis unreachable: 503 (fail closed).
 */
export async function admit(
  ctx: Context,
  deps: Pick<GatewayDeps, "limiter" | "logger">,
  metrics: GatewayMetrics,
  principal: Principal,
  req: { cost: number; metered: boolean; wantAi: boolean; expectEpoch?: string },
): Promise<Admitted> {
  const { account } = principal;
  let result: Admission;
  try {
    result = await deps.limiter.admit({
      accountId: account.id,
      perMinute: account.limits.perMinute,
      daily: account.limits.daily,
      aiDaily: account.limits.aiDaily,
      cost: req.cost,
      wantAi: req.wantAi,
      expectEpoch: req.expectEpoch,
    });
  } catch (err) {
    // The cause goes to the request's log line (reportFailure: one per outage and interval, not one per request).
    throw apiErrors.unavailable("Rate limiting", err);
  }
  if (!result.allowed && result.reason === "stale") throw new StaleKeyRecord(result.epoch);
  const limit = account.limits.daily;
  if (result.allowed) {
    if (req.metered) setQuotaHeaders(ctx, result.used, limit, result.resetAt);
    return { ...result, limit };
  }
  if (result.reason === "rate") throw rateLimited(ctx, metrics, principal, result);
  setQuotaHeaders(ctx, result.used, limit, result.resetAt);
  metrics.refusals.inc({ reason: result.reason, plan: account.plan });
  const retry = { "Retry-After": String(result.retryAfterSeconds) };
  throw new ApiError(
    429,
    "daily_quota_exceeded",
    quotaRefusalMessage(limit, result.used, req.cost, result.resetAt),
    {
      plan: account.plan,
      limit,
      used: result.used,
      reset_at: result.resetAt.toISOString(),
      upgrade_hint: account.plan === "business" ? "Contact sales for a custom quota." : "Upgrade your plan for a larger daily quota.",
    },
    retry,
  );
}

/** `429 rate_limit_exceeded`, with the quota headers (as on every 429) and counted as a refusal for rate. */
function rateLimited(
  ctx: Context,
  metrics: GatewayMetrics,
  { account }: Principal,
  refusal: { used: number; retryAfterSeconds: number; resetAt: Date },
): ApiError {
  setQuotaHeaders(ctx, refusal.used, account.limits.daily, refusal.resetAt);
  metrics.refusals.inc({ reason: "rate", plan: account.plan });
  return rateLimitExceeded(
    account,
    refusal.retryAfterSeconds,
    `Rate limit of ${account.limits.perMinute} requests per minute reached; retry in ${refusal.retryAfterSeconds} s.`,
  );
}

/**
 * `429 rate_limit_exceeded` as every refusal of the account's throttles answers it: `Retry-After` and
 * `details: {limit, retry_after}` (`limit` is the per-minute limit, which the schema requires; `message` says what was
 * refused).
 */
export function rateLimitExceeded(account: Principal["account"], retryAfterSeconds: number, message: string): ApiError {
  return new ApiError(
    429,
    "rate_limit_exceeded",
    message,
    { limit: account.limits.perMinute, retry_after: retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * Before a request's body is read: the `429 rate_limit_exceeded` a request over the account's
 * limit of the minute gets (what its admission, or the charge of its refusal, would answer), so
 * that such a request's body is neither parsed nor validated; undefined within the limit.
 * Consumes nothing. A stale cached key record: StaleKeyRecord, as from `admit`. Redis unreachable:
 * undefined (the admission, or the charge of a refusal, decides as before).
 */
export async function overRate(
  ctx: Context,
  deps: Pick<GatewayDeps, "limiter">,
  metrics: GatewayMetrics,
  principal: Principal,
  expectEpoch: string | undefined,
): Promise<ApiError | undefined> {
  const { account } = principal;
  let peek: RatePeek;
  try {
    peek = await deps.limiter.peekRate({ accountId: account.id, perMinute: account.limits.perMinute, expectEpoch });
  } catch {
    return undefined;
  }
  if (peek.state === "stale") throw new StaleKeyRecord(peek.epoch);
  return peek.state === "over" ? rateLimited(ctx, metrics, principal, peek) : undefined;
}

/**
 * The message of `429 daily_quota_exceeded`: "spent" only when nothing remains; a batch refused
 * for needing more units than remain says how many remain and how many it needs.
 */
export function quotaRefusalMessage(limit: number, used: number, cost: number, resetAt: Date): string {
  const remaining = Math.max(0, limit - used);
  const resets = `it resets at ${resetAt.toISOString()}.`;
  if (remaining === 0) return `The daily quota of ${limit} units is spent; ${resets}`;
  return `This request needs ${cost} units of the daily quota but only ${remaining} of ${limit} remain; ${resets}`;
}
