/**
 * Compile-time conformance of handlers to the response schemas: `ctx.body` of a declared route's
 * handler is typed by its `response`. The `@ts-expect-error` lines are the proof: the gateway's
 * typecheck (`tsc -p services/gateway/tsconfig.json`, which includes this file) fails if any of
 * them stops being an error. At run time the test checks the same shapes are what the zod
 * schemas accept and refuse.
 */
import { RESPONSE_SCHEMAS, type ResponseBody } from "@warden/contract";
import { describe, expect, it } from "vitest";
import { declareRoute, type ResponseContext } from "../src/http/route.js";

const rule: ResponseBody<"Rule"> = {
  id: "rule_abc",
  name: "dm_invite",
  kind: "regex",
  pattern: "dm me",
  weight: 40,
  enabled: true,
  created_at: "2025-03-01T12:34:56.789Z",
  updated_at: "2025-03-01T12:34:56.789Z",
};

// A handler that answers a field the contract does not have does not compile...
export const extraField = (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Rule>) => {
  // @ts-expect-error `color` is not a field of Rule
  ctx.body = { ...rule, color: "red" };
};
// ...nor one that misses a required field...
export const missingField = (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.RuleList>) => {
  // @ts-expect-error `rules` is required
  ctx.body = {};
};
// ...nor one that answers a value outside an enum.
export const badEnum = (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Rule>) => {
  // @ts-expect-error `kind` is one of keyword, regex, domain
  ctx.body = { ...rule, kind: "glob" };
};

// A declared route's handler must answer its declared response.
export const mismatched = declareRoute({
  method: "GET",
  path: "/test/types",
  scope: "read",
  accountPlan: "free",
  cost: "none",
  response: RESPONSE_SCHEMAS.RuleList,
  // @ts-expect-error the handler answers a Rule, the route declares a RuleList
  handler: () => async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Rule>) => {
    ctx.body = rule;
  },
  doc: { operationId: "t", summary: "t", description: "t", tag: "t", success: [{ status: 200, description: "t" }] },
});

describe("response types", () => {
  it("type the bodies the zod response schemas accept, and not the ones they refuse", () => {
    expect(RESPONSE_SCHEMAS.Rule.safeParse(rule).success).toBe(true);
    expect(RESPONSE_SCHEMAS.Rule.safeParse({ ...rule, color: "red" }).success).toBe(false);
    expect(RESPONSE_SCHEMAS.RuleList.safeParse({}).success).toBe(false);
    expect(RESPONSE_SCHEMAS.Rule.safeParse({ ...rule, kind: "glob" }).success).toBe(false);
  });
});
