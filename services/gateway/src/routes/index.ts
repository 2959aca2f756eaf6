import type { GatewayDeps } from "../deps.js";
import { bindRoutes, type RouteDeclaration, type RouteSpec } from "../http/route.js";
import type { GatewayMetrics } from "../metrics.js";
import { accountRoutes } from "./account/index.js";
import { docsRoutes } from "./docs.js";
import { groupRoutes } from "./groups/index.js";
import { journalRoutes } from "./journal/index.js";
import { openapiRoutes } from "./openapi.js";
import { reportRoutes } from "./reports/index.js";
import { ruleRoutes } from "./rules/index.js";
import { settingsRoutes } from "./settings/index.js";
import { spamRoutes } from "./spam/index.js";
import { userRoutes } from "./users/index.js";
import { webhookRoutes } from "./webhooks/index.js";
import { whitelistRoutes } from "./whitelist/index.js";

/**
 * Every route of the v1 surface, declared once. The router is bound from it (allRoutes) and the
 * OpenAPI document's `paths` are generated from it, in this order.
 */
export const ROUTES: readonly RouteDeclaration[] = [
  ...spamRoutes,
  ...userRoutes,
  ...reportRoutes,
  ...groupRoutes,
  ...settingsRoutes,
  ...ruleRoutes,
  ...whitelistRoutes,
  ...journalRoutes,
  ...webhookRoutes,
  ...accountRoutes,
  ...openapiRoutes,
  ...docsRoutes,
];

/** The router's routes: the declarations bound to the gateway's dependencies. */
export function allRoutes(deps: GatewayDeps, metrics: GatewayMetrics): RouteSpec[] {
  return bindRoutes(ROUTES, deps, metrics);
}
