import { ApiError } from "../http/errors.js";
import { defineRoute, type RouteSpec } from "../http/route.js";

/**
 * Endpoints of the contract whose service arrives in a later milestone. They are routed with
 * their real scope, plan and group gates, and answer 501 not_implemented in the error shape.
 */
const PENDING: Pick<RouteSpec, "method" | "path" | "scope" | "accountPlan" | "group">[] = [
  { method: "POST", path: "/webhooks", scope: "write", accountPlan: "pro" },
  { method: "GET", path: "/webhooks", scope: "read", accountPlan: "pro" },
  { method: "GET", path: "/webhooks/{id}", scope: "read", accountPlan: "pro" },
  { method: "PATCH", path: "/webhooks/{id}", scope: "write", accountPlan: "pro" },
  { method: "DELETE", path: "/webhooks/{id}", scope: "write", accountPlan: "pro" },
  { method: "POST", path: "/webhooks/{id}/test", scope: "write", accountPlan: "pro" },
  { method: "POST", path: "/webhooks/{id}/rotate-secret", scope: "write", accountPlan: "pro" },
  { method: "GET", path: "/webhooks/{id}/deliveries", scope: "read", accountPlan: "pro" },
];

export function pendingRoutes(): RouteSpec[] {
  return PENDING.map((p) =>
    defineRoute({
      ...p,
      cost: "none",
      handler: async () => {
        throw new ApiError(501, "not_implemented", `${p.method} ${p.path} is not available yet.`);
      },
    }),
  );
}
