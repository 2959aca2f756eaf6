import type { GatewayDeps } from "../deps.js";
import type { RouteSpec } from "../http/route.js";
import type { GatewayMetrics } from "../metrics.js";
import { accountRoutes } from "./account/index.js";
import { groupRoutes } from "./groups/index.js";
import { journalRoutes } from "./journal/index.js";
import { pendingRoutes } from "./not-implemented.js";
import { openapiRoutes } from "./openapi.js";
import { spamRoutes } from "./spam/index.js";
import { reportRoutes } from "./reports/index.js";
import { settingsRoutes } from "./settings/index.js";
import { ruleRoutes } from "./rules/index.js";
import { whitelistRoutes } from "./whitelist/index.js";
import { userRoutes } from "./users/index.js";
import { webhookRoutes } from "./webhooks/index.js";

/** Every route of the v1 surface. */
export function allRoutes(deps: GatewayDeps, metrics: GatewayMetrics): RouteSpec[] {
  return [...spamRoutes(deps, metrics), ...reportRoutes(deps), ...userRoutes(deps), ...accountRoutes(deps), ...groupRoutes(deps), ...settingsRoutes(deps), ...ruleRoutes(deps), ...whitelistRoutes(deps), ...webhookRoutes(deps), ...journalRoutes(deps), ...openapiRoutes(), ...pendingRoutes()];
}
