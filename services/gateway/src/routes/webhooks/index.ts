import type { GatewayDeps } from "../../deps.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";
import { webhookHandlers, webhookPreflight } from "./handlers.js";
import { createWebhookBody, deliveriesQuery, patchWebhookBody } from "./schema.js";

/** /webhooks*: the account on Pro or Business; mutations need a write key. */
export function webhookRoutes(deps: GatewayDeps): RouteSpec[] {
  const h = webhookHandlers(deps);
  const pre = webhookPreflight(deps);
  const common = { accountPlan: "pro", cost: "one" } as const;
  return [
    defineRoute({ ...common, method: "POST", path: "/webhooks", scope: "write", body: createWebhookBody, preflight: pre.create, handler: h.create }),
    defineRoute({ ...common, method: "GET", path: "/webhooks", scope: "read", handler: h.list }),
    defineRoute({ ...common, method: "GET", path: "/webhooks/{id}", scope: "read", preflight: pre.id, handler: h.get }),
    defineRoute({ ...common, method: "PATCH", path: "/webhooks/{id}", scope: "write", body: patchWebhookBody, preflight: pre.update, handler: h.update }),
    defineRoute({ ...common, method: "DELETE", path: "/webhooks/{id}", scope: "write", preflight: pre.id, handler: h.remove }),
    defineRoute({ ...common, method: "POST", path: "/webhooks/{id}/test", scope: "write", preflight: pre.id, handler: h.test }),
    defineRoute({ ...common, method: "POST", path: "/webhooks/{id}/rotate-secret", scope: "write", preflight: pre.id, handler: h.rotateSecret }),
    defineRoute({ ...common, method: "GET", path: "/webhooks/{id}/deliveries", scope: "read", query: deliveriesQuery, preflight: pre.id, handler: h.deliveries }),
  ];
}
