import type { GatewayDeps } from "../../deps.js";
import { apiErrors } from "../../http/errors.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";

export function accountRoutes(deps: GatewayDeps): RouteSpec[] {
  return [
    defineRoute({
      method: "GET",
      path: "/me",
      scope: "read",
      accountPlan: "free",
      cost: "none",
      handler: async (ctx) => {
        const { key, account } = ctx.state.principal!;
        ctx.body = {
          key: { id: key.id, prefix: key.prefix, scope: key.scope, created_at: key.createdAt.toISOString() },
          account: { id: account.id, name: account.name, plan: account.plan, frozen: account.frozen },
        };
      },
    }),
    defineRoute({
      method: "GET",
      path: "/usage",
      scope: "read",
      accountPlan: "free",
      cost: "none",
      handler: async (ctx) => {
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
    }),
  ];
}
