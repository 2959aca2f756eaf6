import { RESPONSE_SCHEMAS } from "@warden/contract";
import { declareRoute, groupScope } from "../../http/route.js";
import { renderGroup } from "../render.js";

export const groupRoutes = [
  declareRoute({
    method: "GET",
    path: "/groups",
    scope: "read",
    accountPlan: "free",
    cost: "one",
    response: RESPONSE_SCHEMAS.GroupList,
    handler: (deps) => async (ctx) => {
      const res = await deps.groups.listGroups({ accountId: ctx.state.principal!.account.id });
      ctx.body = { groups: res.groups.map(renderGroup) };
    },
    doc: {
      operationId: "listGroups",
      summary: "List the account's groups",
      description: "Every group the account administers, with its plan and whether the group-scoped endpoints are available for it. Open to every plan.",
      tag: "Groups",
      success: [{ status: 200, description: "The groups." }],
    },
  }),
  declareRoute({
    method: "GET",
    path: "/groups/{id}",
    scope: "read",
    accountPlan: "free",
    group: "any",
    cost: "one",
    response: RESPONSE_SCHEMAS.Group,
    handler: (deps) => async (ctx, input) => {
      const res = await deps.groups.authorizeGroup(groupScope(ctx, input));
      ctx.body = renderGroup(res.group!);
    },
    doc: {
      operationId: "getGroup",
      summary: "Read a group",
      description:
        "One group the account administers. Open to every plan. A group that became a Telegram supergroup has a new id (`-100…`): Warden moves it there with its plan, settings, rules, whitelist and administrators, and its old id then answers `404 group_not_found` on every group endpoint (`GET /groups` lists it under the new id). The journal and analytics follow: the old id's entries and daily counters are served under the new id.",
      tag: "Groups",
      parameters: ["GroupIdPath"],
      success: [{ status: 200, description: "The group." }],
      notFound: "GroupNotFound",
    },
  }),
];
