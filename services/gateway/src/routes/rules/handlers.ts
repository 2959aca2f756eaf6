import { groupScope } from "../../http/route.js";
import { enumNames, RuleKindSchema, type Rule, type RuleKind } from "@warden/proto";
import type { Context } from "koa";
import type { z } from "zod";
import type { GatewayDeps } from "../../deps.js";
import { apiErrors } from "../../http/errors.js";
import type { ResponseContext, RouteInput } from "../../http/route.js";
import { isoAt } from "../render.js";
import { type RESPONSE_SCHEMAS, type ResponseBody, RULE_ID_RE, type ruleBody } from "@warden/contract";

type RuleBody = z.infer<typeof ruleBody>;

const RULE_KINDS = enumNames<RuleKind, RuleBody["kind"]>(RuleKindSchema);
const KINDS = RULE_KINDS.byName();

export function renderRule(r: Rule): ResponseBody<"Rule"> {
  return {
    id: r.id,
    name: r.name,
    kind: RULE_KINDS.name(r.kind)!,
    pattern: r.pattern,
    weight: r.weight,
    enabled: r.enabled,
    created_at: isoAt(r.createdAt),
    updated_at: isoAt(r.updatedAt),
  };
}

const spec = (b: RuleBody) => ({ name: b.name, kind: KINDS[b.kind], pattern: b.pattern, weight: b.weight, enabled: b.enabled });

function ruleIdParam(params: Record<string, string>): string {
  const id = params.ruleId ?? "";
  if (!RULE_ID_RE.test(id)) throw apiErrors.validation([{ path: "ruleId", message: "must be a rule id (rule_…)" }]);
  return id;
}

/** A `{ruleId}` of the wrong form is refused before admission: the refusal costs no quota unit. */
export const ruleIdPreflight = () => async (_ctx: Context, input: RouteInput<unknown, unknown>) => {
  ruleIdParam(input.params);
};

export function listRules(deps: GatewayDeps) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.RuleList>, input: RouteInput<unknown, unknown>) => {
    const res = await deps.groups.listRules(groupScope(ctx, input));
    ctx.body = { rules: res.rules.map(renderRule) };
  };
}

export function createRule(deps: GatewayDeps) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Rule>, input: RouteInput<RuleBody, unknown>) => {
    const res = await deps.groups.createRule({
      ...groupScope(ctx, input),
      rule: spec(input.body),
    });
    ctx.status = 201;
    ctx.body = renderRule(res.rule!);
  };
}

export function replaceRule(deps: GatewayDeps) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Rule>, input: RouteInput<RuleBody, unknown>) => {
    const res = await deps.groups.replaceRule({
      ...groupScope(ctx, input),
      ruleId: ruleIdParam(input.params),
      rule: spec(input.body),
    });
    ctx.body = renderRule(res.rule!);
  };
}

export function deleteRule(deps: GatewayDeps) {
  return async (ctx: Context, input: RouteInput<unknown, unknown>) => {
    await deps.groups.deleteRule({
      ...groupScope(ctx, input),
      ruleId: ruleIdParam(input.params),
    });
    ctx.status = 204;
  };
}
