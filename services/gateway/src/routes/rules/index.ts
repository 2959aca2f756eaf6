import { declareRoute } from "../../http/route.js";
import { createRule, deleteRule, listRules, replaceRule } from "./handlers.js";
import { LIMITS, RESPONSE_SCHEMAS, ruleBody } from "@warden/contract";

const group = { accountPlan: "pro", group: "pro", cost: "one" } as const;

export const ruleRoutes = [
  declareRoute({
    method: "GET",
    path: "/groups/{id}/rules",
    scope: "read",
    ...group,
    response: RESPONSE_SCHEMAS.RuleList,
    handler: listRules,
    doc: {
      operationId: "listRules",
      summary: "List a group's custom rules",
      description: "Every custom rule of the group, oldest first.",
      tag: "Rules",
      parameters: ["GroupIdPath"],
      success: [{ status: 200, description: "The rules." }],
      notFound: "GroupNotFound",
    },
  }),
  declareRoute({
    method: "POST",
    path: "/groups/{id}/rules",
    scope: "write",
    ...group,
    body: ruleBody,
    response: RESPONSE_SCHEMAS.Rule,
    handler: createRule,
    doc: {
      operationId: "createRule",
      summary: "Create a custom rule",
      description: `Adds a rule to the group (at most ${LIMITS.rulesPerGroup} a group). It applies to the next check.`,
      tag: "Rules",
      parameters: ["GroupIdPath"],
      bodySchema: "RuleInput",
      success: [{ status: 201, description: "The created rule." }],
      notFound: "GroupNotFound",
      unprocessable: "ValidationFailed",
      limitReached: true,
    },
  }),
  declareRoute({
    method: "PUT",
    path: "/groups/{id}/rules/{ruleId}",
    scope: "write",
    ...group,
    body: ruleBody,
    response: RESPONSE_SCHEMAS.Rule,
    handler: replaceRule,
    doc: {
      operationId: "replaceRule",
      summary: "Replace a custom rule",
      description: "Replaces every field of an existing rule (it does not create one).",
      tag: "Rules",
      parameters: ["GroupIdPath", "RuleIdPath"],
      bodySchema: "RuleInput",
      success: [{ status: 200, description: "The rule after the change." }],
      notFound: "GroupOrResourceNotFound",
      unprocessable: "ValidationFailed",
    },
  }),
  declareRoute({
    method: "DELETE",
    path: "/groups/{id}/rules/{ruleId}",
    scope: "write",
    ...group,
    handler: deleteRule,
    doc: {
      operationId: "deleteRule",
      summary: "Delete a custom rule",
      description: "Deletes the rule; it stops applying at once.",
      tag: "Rules",
      parameters: ["GroupIdPath", "RuleIdPath"],
      success: [{ status: 204, description: "Deleted." }],
      notFound: "GroupOrResourceNotFound",
    },
  }),
];
