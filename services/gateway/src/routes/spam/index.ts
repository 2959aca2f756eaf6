import type { GatewayDeps } from "../../deps.js";
import { KIB } from "../../http/body.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";
import type { GatewayMetrics } from "../../metrics.js";
import { spamCheck, spamCheckBatch } from "./handlers.js";
import { batchCheckBody, spamCheckBody } from "./schema.js";

export function spamRoutes(deps: GatewayDeps, metrics: GatewayMetrics): RouteSpec[] {
  return [
    defineRoute({
      method: "POST",
      path: "/spam/check",
      scope: "read",
      accountPlan: "free",
      cost: "one",
      body: spamCheckBody,
      bodyLimit: 64 * KIB,
      bodyGroup: (b) => b.group_id,
      wantsAi: (b) => b.include_ai === true,
      handler: spamCheck(deps, metrics),
    }),
    defineRoute({
      method: "POST",
      path: "/spam/check-batch",
      scope: "read",
      accountPlan: "pro",
      cost: "per_text",
      body: batchCheckBody,
      bodyLimit: 256 * KIB,
      bodyGroup: (b) => b.group_id,
      handler: spamCheckBatch(deps, metrics),
    }),
  ];
}
