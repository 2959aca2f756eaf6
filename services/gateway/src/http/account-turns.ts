import { PerKeyTurns, TurnNotInTime } from "@warden/server";
import type { Context } from "koa";
import type { GatewayDeps } from "../deps.js";
import type { GatewayMetrics } from "../metrics.js";
import { setQuotaHeaders } from "./admission.js";
import type { Principal } from "./auth.js";
import { ApiError } from "./errors.js";

/**
 * How many requests of one account a gateway process works on at once, and how long one more waits for its turn
 * (ACCOUNT_REQUESTS_IN_PROGRESS, ACCOUNT_TURN_WAIT_MS).
 */
export const ACCOUNT_TURNS_DEFAULTS = { inProgress: 16, waitMs: 5_000 } as const;

/**
 * The requests of each account in progress in this process: at most `inProgress` at once, the others wait in order,
 * their bodies unread, for up to `waitMs`, then get `429 rate_limit_exceeded` (nothing charged). The rate limit lets an
 * account send a whole minute's allowance at once (600 on Pro); without this, 250 batches of 20 texts of 10,000
 * characters were parsed, checked and queued on the engine together, and every other tenant's check (and the bot's,
 * on the same engine) waited seconds behind them. 16 keeps one account's pipeline full (a check takes a few ms).
 */
export class AccountTurns {
  private readonly turns: PerKeyTurns;

  constructor(
    private readonly opts: { inProgress: number; waitMs: number },
    private readonly deps: Pick<GatewayDeps, "limiter">,
    private readonly metrics: GatewayMetrics,
  ) {
    this.turns = new PerKeyTurns(opts.inProgress);
  }

  /** Runs `serve` in the account's turn; a turn that does not come within the wait is `429 rate_limit_exceeded`. */
  async run(ctx: Context, principal: Principal, serve: () => Promise<void>): Promise<void> {
    try {
      await this.turns.run(principal.account.id, serve, this.opts.waitMs);
    } catch (err) {
      if (err instanceof TurnNotInTime) throw await this.refusal(ctx, principal);
      throw err;
    }
  }

  private async refusal(ctx: Context, { account }: Principal): Promise<ApiError> {
    this.metrics.refusals.inc({ reason: "in_progress", plan: account.plan });
    // As on every 429: the quota headers (Redis unreachable: the answer goes without them).
    const usage = await this.deps.limiter.usage(account.id).catch(() => undefined);
    if (usage) setQuotaHeaders(ctx, usage.used, account.limits.daily, usage.resetAt);
    return new ApiError(
      429,
      "rate_limit_exceeded",
      `This account already has ${this.opts.inProgress} requests in progress on this server, and this one waited ${this.opts.waitMs} ms for its turn; retry in 1 s, or send fewer at once.`,
      // The schema's limit is the account's per-minute one: still true, and the message says what was refused.
      { limit: account.limits.perMinute, retry_after: 1 },
      { "Retry-After": "1" },
    );
  }
}
