import type { GatewayDeps } from "../../deps.js";
import { KIB } from "../../http/body.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";
import { createRule, deleteRule, listRules, replaceRule } from "./handlers.js";
import { ruleBody } from "./schema.js";

export function ruleRoutes(deps: GatewayDeps): RouteSpec[] {
  const group = { accountPlan: "pro", group: "pro", cost: "one" } as const;
  return [
    defineRoute({ method: "GET", path: "/groups/{id}/rules", scope: "read", ...group, handler: listRules(deps) }),
    defineRoute({ method: "POST", path: "/groups/{id}/rules", scope: "write", ...group, body: ruleBody, bodyLimit: 64 * KIB, handler: createRule(deps) }),
    defineRoute({
      method: "PUT",
      path: "/groups/{id}/rules/{ruleId}",
      scope: "write",
      ...group,
      body: ruleBody,
      bodyLimit: 64 * KIB,
      handler: replaceRule(deps),
    }),
    defineRoute({ method: "DELETE", path: "/groups/{id}/rules/{ruleId}", scope: "write", ...group, handler: deleteRule(deps) }),
  ];
}
