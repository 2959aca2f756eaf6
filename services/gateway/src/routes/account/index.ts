import { RESPONSE_SCHEMAS } from "@warden/contract";
import { apiErrors } from "../../http/errors.js";
import { declareRoute } from "../../http/route.js";

export const accountRoutes = [
  declareRoute({
    method: "GET",
    path: "/usage",
    scope: "read",
    accountPlan: "free",
    cost: "none",
    response: RESPONSE_SCHEMAS.Usage,
    handler: (deps) => async (ctx) => {
      const { account } = ctx.state.principal!;
      let u;
      try {
        u = await deps.limiter.usage(account.id);
      } catch {
        throw apiErrors.unavailable("Usage");
      }
      const l = account.limits;
      ctx.body = {
        plan: account.plan,
        limits: { daily: l.daily, per_minute: l.perMinute, ai_daily: l.aiDaily },
        usage: {
          date: new Date().toISOString().slice(0, 10),
          used: u.used,
          remaining: Math.max(0, l.daily - u.used),
          ai_used: u.aiUsed,
          ai_remaining: Math.max(0, l.aiDaily - u.aiUsed),
        },
        reset_at: u.resetAt.toISOString(),
      };
    },
    doc: {
      operationId: "getUsage",
      summary: "Plan, limits and today's usage",
      description: "The account's plan, its limits and today's usage. Costs no quota.",
      tag: "Account",
      success: [{ status: 200, description: "The usage." }],
    },
  }),
  declareRoute({
    method: "GET",
    path: "/me",
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
