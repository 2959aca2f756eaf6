import type { GatewayDeps } from "../../deps.js";
import { KIB } from "../../http/body.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";
import { addWhitelistEntry, listWhitelist, removeWhitelistEntry } from "./handlers.js";
import { whitelistAddBody } from "./schema.js";

export function whitelistRoutes(deps: GatewayDeps): RouteSpec[] {
  const group = { accountPlan: "pro", group: "pro", cost: "one" } as const;
  return [
    defineRoute({ method: "GET", path: "/groups/{id}/whitelist", scope: "read", ...group, handler: listWhitelist(deps) }),
    defineRoute({
      method: "POST",
      path: "/groups/{id}/whitelist",
      scope: "write",
      ...group,
      body: whitelistAddBody,
      bodyLimit: 64 * KIB,
      handler: addWhitelistEntry(deps),
    }),
    defineRoute({ method: "DELETE", path: "/groups/{id}/whitelist/{entry}", scope: "write", ...group, handler: removeWhitelistEntry(deps) }),
  ];
}
