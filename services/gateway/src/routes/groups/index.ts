import type { GatewayDeps } from "../../deps.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";
import { renderGroup } from "../render.js";

export function groupRoutes(deps: GatewayDeps): RouteSpec[] {
  return [
    defineRoute({
      method: "GET",
      path: "/groups",
      scope: "read",
      accountPlan: "free",
      cost: "one",
      handler: async (ctx) => {
        const res = await deps.groups.listGroups({ accountId: ctx.state.principal!.account.id });
        ctx.body = { groups: res.groups.map(renderGroup) };
      },
    }),
    defineRoute({
      method: "GET",
      path: "/groups/{id}",
      scope: "read",
      accountPlan: "free",
      group: "any",
      cost: "one",
      handler: async (ctx, input) => {
        const res = await deps.groups.authorizeGroup({ accountId: ctx.state.principal!.account.id, groupId: BigInt(input.groupId!) });
        ctx.body = renderGroup(res.group!);
      },
    }),
  ];
}
