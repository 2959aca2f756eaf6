import { LIMITS, RESPONSE_SCHEMAS, usageQuery } from "@warden/contract";
import { apiErrors } from "../../http/errors.js";
import { declareRoute } from "../../http/route.js";
import { utcDay } from "../../limiter.js";

export const accountRoutes = [
  declareRoute({
    method: "GET",
    path: "/usage",
    scope: "read",
    accountPlan: "free",
    cost: "none",
    query: usageQuery,
    response: RESPONSE_SCHEMAS.Usage,
    handler: (deps) => async (ctx, input) => {
      const { account } = ctx.state.principal!;
      const { days } = input.query;
      // One clock reading for all, so today's figures and history's last day are the same day.
      const now = Date.now();
      let u;
      let history;
      try {
        [u, history] = await Promise.all([deps.limiter.usage(account.id, now), days === undefined ? undefined : deps.limiter.history(account.id, days, now)]);
      } catch (err) {
        throw apiErrors.unavailable("Usage", err);
      }
      const l = account.limits;
      ctx.body = {
        plan: account.plan,
        limits: { daily: l.daily, per_minute: l.perMinute, ai_daily: l.aiDaily },
        usage: {
          date: utcDay(now),
          used: u.used,
          remaining: Math.max(0, l.daily - u.used),
          ai_used: u.aiUsed,
          ai_remaining: Math.max(0, l.aiDaily - u.aiUsed),
        },
        reset_at: u.resetAt.toISOString(),
        ...(history ? { history: history.map((d) => ({ date: d.date, used: d.used, ai_used: d.aiUsed })) } : {}),
      };
    },
    doc: {
      operationId: "getUsage",
      summary: "Plan, limits and today's usage",
      description: `The account's plan, its limits and today's usage; with \`days\`, also the quota use of up to ${LIMITS.usageHistoryMaxDays} UTC days. Costs no quota.`,
      tag: "Account",
      parameters: ["UsageDays"],
      success: [{ status: 200, description: "The usage." }],
      unprocessable: "ValidationFailed",
    },
  }),
  declareRoute({
    method: "GET",
    path: "/me",
    // The key and its account: a dashboard session has no key (it would answer one that is no key of the account).
    keyOnly: true,
    scope: "read",
    accountPlan: "free",
    cost: "none",
    response: RESPONSE_SCHEMAS.Me,
    handler: () => async (ctx) => {
      // A frozen account's keys never get here (403 account_frozen), so `frozen` is false.
      const { key, account } = ctx.state.principal!;
      ctx.body = {
        key: { id: key.id, prefix: key.prefix, scope: key.scope, created_at: key.createdAt.toISOString() },
        account: { id: account.id, name: account.name, plan: account.plan, frozen: false },
      };
    },
    doc: {
      operationId: "getMe",
      summary: "The current key and its account",
      description: "Who is calling. Costs no quota; serves as an authenticated health check.",
      tag: "Account",
      success: [{ status: 200, description: "The key and the account." }],
    },
  }),
];
