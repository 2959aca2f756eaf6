import { ApiError } from "../http/errors.js";
import { defineRoute, type RouteSpec } from "../http/route.js";

/**
 * Endpoints of the contract whose service arrives in a later milestone. They are routed with
 * their real scope, plan and group gates, and answer 501 not_implemented in the error shape.
 */
const PENDING: Pick<RouteSpec, "method" | "path" | "scope" | "accountPlan" | "group">[] = [
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
