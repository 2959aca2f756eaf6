/**
 * `paths` of the v1 document, generated from the gateway's route table (routes/index.ts): a
 * route's plan, scope, quota and body limit come from its declaration, its text and responses
 * from its `doc`. Every operation is built by `operation()`, which adds the parts all operations
 * share (security, the `x-warden-*` marks, `X-Request-Id`, quota headers on metered responses,
 * and the error responses that can occur for it), so that no operation can forget one.
 */
import { LIMITS, RESPONSE_SCHEMAS } from "@warden/contract";
import type { z } from "zod";
import type { OperationDoc, RouteDeclaration } from "../http/route.js";
import { ROUTES } from "../routes/index.js";
import { parameterRef, quotaHeaders, requestIdHeaders, responseRef } from "./responses.js";
import { ref } from "./schemas.js";

type Obj = Record<string, unknown>;
type Method = "get" | "post" | "put" | "patch" | "delete";
type ForbiddenKind = "Forbidden" | "ForbiddenScope" | "ForbiddenPlan" | "ForbiddenScopePlan";
type NotFoundKind = NonNullable<OperationDoc["notFound"]>;

type Success = OperationDoc["success"][number] & { schema?: string };

interface OperationSpec {
  method: Method;
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  /** Lowest plan of the account. */
  plan: "free" | "pro";
  /** The group in the path must be on Pro+ too. */
  groupPlan?: boolean;
  scope: "read" | "write";
  quota: "none" | "1" | "per_text";
  parameters?: string[];
  body?: { schema: string; maxBytes: number };
  success: Success[];
  forbidden: ForbiddenKind;
  notFound?: NotFoundKind;
  /** 422 response: validation of the body or query. */
  unprocessable?: "ValidationFailed" | "SettingsRejected";
  limitReached?: boolean;
}

const SECURITY = [{ bearerAuth: [] }, { apiKeyHeader: [] }];

function successResponse(s: Success, metered: boolean): Obj {
  const headers = { ...requestIdHeaders(), ...(metered ? quotaHeaders(true) : {}) };
  const response: Obj = { description: s.description, headers };
  if (s.schema !== undefined) response.content = { "application/json": { schema: ref(s.schema) } };
  return response;
}

function operation(spec: OperationSpec): Obj {
  const metered = spec.quota !== "none";
  // A body can be sent to every operation but a GET; one that takes none refuses it as any other
  // body is refused (415 without JSON, 413, 400), and accepts `{}` at most (422 for a field).
  const bodyErrors = spec.body !== undefined || spec.method !== "get";
  const responses: Obj = {};
  for (const s of spec.success) responses[String(s.status)] = successResponse(s, metered);
  if (bodyErrors) responses["400"] = responseRef("InvalidJson");
  responses["401"] = responseRef("Unauthorized");
  responses["403"] = responseRef(spec.forbidden);
  if (spec.notFound) responses["404"] = responseRef(spec.notFound);
  responses["405"] = responseRef("MethodNotAllowed");
  if (spec.limitReached) responses["409"] = responseRef("LimitReached");
  if (bodyErrors) {
    responses["413"] = responseRef("BodyTooLarge");
    responses["415"] = responseRef("UnsupportedMediaType");
  }
  // A path parameter of the wrong form (e.g. `/groups/abc`) is 422 validation_failed too.
  const hasPathParams = (spec.parameters ?? []).some((p) => p.endsWith("Path"));
  const unprocessable = spec.unprocessable ?? (hasPathParams || bodyErrors ? "ValidationFailed" : undefined);
  if (unprocessable) responses["422"] = responseRef(unprocessable);
  responses["429"] = responseRef(metered ? "TooManyRequests" : "RateLimited");
  responses["500"] = responseRef("InternalError");
  responses["503"] = responseRef("Unavailable");
  responses.default = responseRef("Error");

  const marks = [
    `**Plan:** account on ${spec.plan === "free" ? "any plan" : "Pro or Business"}${spec.groupPlan ? ", and the group on Pro or Business" : ""}.`,
    `**Scope:** ${spec.scope === "read" ? "`read` or `write`" : "`write`"}.`,
    `**Quota:** ${spec.quota === "none" ? "none (counts toward the rate limit only)" : spec.quota === "1" ? "1 unit" : "1 unit per text"}.`,
  ].join(" ");

  const op: Obj = {
    operationId: spec.operationId,
    summary: spec.summary,
    description: `${spec.description}\n\n${marks}`,
    tags: [spec.tag],
    security: SECURITY,
    "x-warden-plan": spec.plan,
    ...(spec.groupPlan ? { "x-warden-group-plan": "pro" } : {}),
    "x-warden-scope": spec.scope,
    "x-warden-quota": spec.quota,
    parameters: [...(spec.parameters ?? []).map(parameterRef), parameterRef("RequestIdHeader")],
  };
  if (spec.body) {
    op["x-warden-max-body-bytes"] = spec.body.maxBytes;
    op.requestBody = {
      required: true,
      description: `JSON body, at most ${spec.body.maxBytes / 1024} KiB.`,
      content: { "application/json": { schema: ref(spec.body.schema) } },
    };
  }
  op.responses = responses;
  return op;
}

/** A route's 403 response: which refusals its scope and plan gates allow. */
function forbiddenOf(route: RouteDeclaration): ForbiddenKind {
  const planGated = route.accountPlan === "pro" || route.group === "pro" || route.bodyGroup !== undefined || route.wantsAi !== undefined;
  if (route.scope === "write") return planGated ? "ForbiddenScopePlan" : "ForbiddenScope";
  return planGated ? "ForbiddenPlan" : "Forbidden";
}

const QUOTA: Record<RouteDeclaration["cost"], OperationSpec["quota"]> = { none: "none", one: "1", per_text: "per_text" };

const RESPONSE_NAMES = new Map<z.ZodType, string>(Object.entries(RESPONSE_SCHEMAS).map(([name, schema]) => [schema, name]));

/** The component name of a route's response schema (it must be one of the contract's RESPONSE_SCHEMAS). */
export function responseSchemaName(route: RouteDeclaration): string | undefined {
  if (route.response === undefined) return undefined;
  const name = RESPONSE_NAMES.get(route.response);
  if (name === undefined) throw new Error(`${route.method} ${route.path}: the response schema is not one of RESPONSE_SCHEMAS`);
  return name;
}

/** A route's success responses: 200 and 201 carry its response schema, 204 nothing. */
function successesOf(route: RouteDeclaration, doc: OperationDoc): Success[] {
  const schema = responseSchemaName(route);
  return doc.success.map((s) => {
    if (s.status === 204) return s;
    if (schema === undefined) throw new Error(`${route.method} ${route.path}: a ${s.status} response needs the route's response schema`);
    return { ...s, schema };
  });
}

/** The operation a declared route publishes: its gates from the route, its text from `doc`. */
function operationOf(route: RouteDeclaration, doc: OperationDoc): OperationSpec {
  if (route.body && !doc.bodySchema) throw new Error(`${route.method} ${route.path}: a route with a body needs doc.bodySchema`);
  return {
    method: route.method.toLowerCase() as Method,
    path: route.path,
    operationId: doc.operationId,
    summary: doc.summary,
    description: doc.description,
    tag: doc.tag,
    plan: route.accountPlan,
    ...(route.group === "pro" ? { groupPlan: true } : {}),
    scope: route.scope,
    quota: QUOTA[route.cost],
    ...(doc.parameters ? { parameters: doc.parameters } : {}),
    ...(route.body ? { body: { schema: doc.bodySchema!, maxBytes: route.bodyLimit ?? LIMITS.bodyMaxBytes } } : {}),
    success: successesOf(route, doc),
    forbidden: forbiddenOf(route),
    ...(doc.notFound ? { notFound: doc.notFound } : {}),
    ...(doc.unprocessable ? { unprocessable: doc.unprocessable } : {}),
    ...(doc.limitReached ? { limitReached: true } : {}),
  };
}

/** `paths` generated from the route table, in its order. */
export function buildPaths(routes: readonly RouteDeclaration[] = ROUTES): Record<string, Record<string, Obj>> {
  const paths: Record<string, Record<string, Obj>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    const item = paths[route.path]!;
    const method = route.method.toLowerCase();
    if (item[method]) throw new Error(`duplicate operation ${route.method} ${route.path}`);
    item[method] = "operation" in route.doc ? route.doc.operation : operation(operationOf(route, route.doc));
  }
  return paths;
}
