import type { Context } from "koa";
import type { GatewayDeps } from "../deps.js";
import type { Admission } from "../limiter.js";
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

function setQuotaHeaders(ctx: Context, used: number, limit: number, resetAt: Date): void {
  ctx.set("X-Quota-Used", String(used));
  ctx.set("X-Quota-Limit", String(limit));
  ctx.set("X-Quota-Reset", resetAt.toISOString());
}

/**
 * Admits a request against the account's rate limit, daily quota and AI allowance. Sets the
 * quota headers on metered responses and on every 429; a refused request consumes nothing.
 * Redis unreachable: 503 (fail closed).
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
    deps.logger.error({ err }, "rate limiter unavailable");
    throw apiErrors.unavailable("Rate limiting");
  }
  if (!result.allowed && result.reason === "stale") throw new StaleKeyRecord(result.epoch);
  const limit = account.limits.daily;
  if (result.allowed) {
    if (req.metered) setQuotaHeaders(ctx, result.used, limit, result.resetAt);
    return { ...result, limit };
  }
  setQuotaHeaders(ctx, result.used, limit, result.resetAt);
  metrics.refusals.inc({ reason: result.reason, plan: account.plan });
  const retry = { "Retry-After": String(result.retryAfterSeconds) };
  if (result.reason === "rate") {
    throw new ApiError(
      429,
      "rate_limit_exceeded",
      `Rate limit of ${account.limits.perMinute} requests per minute reached; retry in ${result.retryAfterSeconds} s.`,
      { limit: account.limits.perMinute, retry_after: result.retryAfterSeconds },
      retry,
    );
  }
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
