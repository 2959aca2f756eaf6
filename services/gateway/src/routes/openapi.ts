import { defineRoute, type RouteSpec } from "../http/route.js";
import { openapiDocument } from "../openapi/document.js";

/** GET /openapi.json: the machine-readable contract; no key, no quota. */
export function openapiRoutes(): RouteSpec[] {
  const body = JSON.stringify(openapiDocument);
  return [
    defineRoute({
      method: "GET",
      path: "/openapi.json",
      scope: "read",
      accountPlan: "free",
      cost: "none",
      handler: async (ctx) => {
        ctx.type = "application/json";
        ctx.body = body;
      },
    }),
  ];
}
