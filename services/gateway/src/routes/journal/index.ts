import type { GatewayDeps } from "../../deps.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";
import { getAnalytics, listJournal } from "./handlers.js";
import { analyticsQuery, journalQuery } from "./schema.js";

export function journalRoutes(deps: GatewayDeps, opts: { today?: () => number } = {}): RouteSpec[] {
  return [
    defineRoute({
      method: "GET",
      path: "/groups/{id}/journal",
      scope: "read",
      accountPlan: "pro",
      group: "pro",
      cost: "one",
      query: journalQuery,
      handler: listJournal(deps),
    }),
    defineRoute({
      method: "GET",
      path: "/groups/{id}/analytics",
      scope: "read",
      accountPlan: "pro",
      group: "pro",
      cost: "one",
      query: analyticsQuery(opts.today),
      handler: getAnalytics(deps),
    }),
  ];
}
