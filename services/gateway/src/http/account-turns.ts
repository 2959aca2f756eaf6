import { LIMITS } from "@warden/contract";
import { PerKeyTurns, TurnNotInTime } from "@warden/server";
import type { Context } from "koa";
import type { GatewayDeps } from "../deps.js";
import type { GatewayMetrics } from "../metrics.js";
import { rateLimitExceeded, setQuotaHeaders } from "./admission.js";
import type { Principal } from "./auth.js";
import { announcedBodyBytes } from "./body.js";
import type { ApiError } from "./errors.js";

/**
 * How many requests of one account a gateway process works on at once: those whose body is larger than any single
 * check's may be, `LIMITS.bodyMaxBytes` (batches of long texts, or of unknown length: ACCOUNT_LARGE_REQUESTS_IN_PROGRESS),
 * and besides them the others (ACCOUNT_REQUESTS_IN_PROGRESS); and how long one more waits for its turn
 * (ACCOUNT_TURN_WAIT_MS).
 */
export const ACCOUNT_TURNS_DEFAULTS = { inProgress: 64, largeInProgress: 4, waitMs: 5_000 } as const;
/** The status a request whose client closed the connection before it was served is logged with (no one reads it). */
const CLIENT_CLOSED_REQUEST = 499;

export type AccountTurnsOptions = { inProgress: number; largeInProgress: number; waitMs: number };

/**
 * The requests of each account in progress in this process: at most `largeInProgress` large ones at once and
 * `inProgress` others; the rest wait in order, their bodies unread, for up to `waitMs`, then get `429
 * rate_limit_exceeded` (nothing charged). The rate limit lets an account send a whole minute's allowance at once (600
 * on Pro): 250 batches of 20 texts of 10,000 characters were all parsed, checked and queued on the engine together,
 * and every other tenant's check (and the bot's, on the same engine) waited seconds behind them. The bound on all
 * requests is set above what one account needs to fill the pipeline (the engine and Kafka calls batch concurrent
 * requests: 16 at once halved a single account's checks a second); the large ones carry the work.
 */
export class AccountTurns {
  /** Each kind of request's turns, and how many of them an account may have in progress. */
  private readonly large: { turns: PerKeyTurns; inProgress: number };
  private readonly other: { turns: PerKeyTurns; inProgress: number };

  constructor(
    private readonly opts: AccountTurnsOptions,
    private readonly deps: Pick<GatewayDeps, "limiter">,
    private readonly metrics: GatewayMetrics,
  ) {
    this.large = { turns: new PerKeyTurns(opts.largeInProgress), inProgress: opts.largeInProgress };
    this.other = { turns: new PerKeyTurns(opts.inProgress), inProgress: opts.inProgress };
  }

  /**
   * Runs `serve` in the account's turn. A turn that does not come within the wait is `429 rate_limit_exceeded`, once
   * `confirm` has let it stand (it re-reads a cached key record, whose 401 or 403 wins: a frozen account or a revoked key
   * is never told to retry). A request whose client left while it waited is not served (nothing charged): `499`.
   */
  async run(ctx: Context, principal: Principal, serve: () => Promise<void>, confirm: () => Promise<void>): Promise<void> {
    const kind = announcedBodyBytes(ctx) > LIMITS.bodyMaxBytes ? this.large : this.other;
    const served = async () => {
      if (ctx.req.destroyed || ctx.res.destroyed) {
        ctx.status = CLIENT_CLOSED_REQUEST;
        return;
      }
      await serve();
    };
    try {
      await kind.turns.run(principal.account.id, served, this.opts.waitMs);
    } catch (err) {
      if (!(err instanceof TurnNotInTime)) throw err;
      await confirm();
      throw await this.refusal(ctx, principal, kind.inProgress);
    }
  }

  private async refusal(ctx: Context, { account }: Principal, inProgress: number): Promise<ApiError> {
    this.metrics.refusals.inc({ reason: "in_progress", plan: account.plan });
    // As on every 429: the quota headers (Redis unreachable: the answer goes without them).
    const usage = await this.deps.limiter.usage(account.id).catch(() => undefined);
    if (usage) setQuotaHeaders(ctx, usage.used, account.limits.daily, usage.resetAt);
    return rateLimitExceeded(
      account,
      1,
      `This account already has ${inProgress} requests like this one in progress on this server, and this one waited ${this.opts.waitMs} ms for its turn; retry in 1 s, or send fewer at once.`,
    );
  }
}
