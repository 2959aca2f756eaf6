import type { KeyScope } from "@warden/contract";
import type { Context } from "koa";
import type { z } from "zod";
import type { GatewayDeps } from "../deps.js";
import type { GatewayMetrics } from "../metrics.js";
import type { Admitted } from "./admission.js";

export type Scope = KeyScope;
export type Cost = "none" | "one" | "per_text";

/** A route on one group's data: a Pro account, a Pro group, one quota unit (rules, whitelist). */
export const PRO_GROUP_ROUTE = { accountPlan: "pro", group: "pro", cost: "one" } as const;

export interface RouteSpec<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path below /api/public/v1 with {param} segments. */
  path: string;
  /** Minimal key scope. Read keys may also call the three POST check endpoints. */
  scope: Scope;
  /** Lowest account plan ("free" = every plan). */
  accountPlan: "free" | "pro";
  /** For /groups/{id}/...: the group must be the account's; "pro" also requires the group on Pro+. */
  group?: "any" | "pro";
  cost: Cost;
  /**
   * Served to anyone, outside the authenticated pipeline: no key, scope, plan, quota or rate
   * limit (the document and its rendered reference). Such a route takes no body or query.
   */
  public?: true;
  /**
   * About the calling key itself (GET /me): not on the dashboard's session surface, where no key calls
   * (`404 not_found` there; the dashboard's GET /api/session says who is signed in).
   */
  keyOnly?: true;
  /** Body schema (routes that take a body) and raw byte limit. */
  body?: B;
  bodyLimit?: number;
  query?: Q;
  /** The group a body refers to (a check with group_id): resolved like a path group, Pro+ both. */
  bodyGroup?: (body: z.infer<B>) => number | undefined;
  /** Whether the request asks for the AI provider (draws on the AI allowance). */
  wantsAi?: (body: z.infer<B>) => boolean;
  /**
   * Checks that refuse a request before it is admitted (so a refusal costs no quota unit, only its slot of the
   * rate limit): path parameters of the wrong form (422), groups named in the body (404).
   */
  preflight?: (ctx: Context, input: RouteInput<z.infer<B>, z.infer<Q>>) => Promise<void>;
  handler: (ctx: Context, input: RouteInput<z.infer<B>, z.infer<Q>>) => Promise<void>;
}

export interface RouteInput<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  groupId?: number;
  admission?: Admitted;
}

/** The account and group a group route acts for, as groups-config's and the journal's requests name them. */
export function groupScope(ctx: Context, input: { groupId?: number }): { accountId: string; groupId: bigint } {
  return { accountId: ctx.state.principal!.account.id, groupId: BigInt(input.groupId!) };
}

/** A route with its handler bound to the gateway's dependencies (test-only routes are written so). */
export function defineRoute<B extends z.ZodType, Q extends z.ZodType>(spec: RouteSpec<B, Q>): RouteSpec {
  return spec as unknown as RouteSpec;
}

/**
 * How an operation is described in the OpenAPI document beyond what the route itself says (plan,
 * scope, quota and body limit come from the route): text, the named parameters and schemas of
 * `components`, and the responses that can occur for it.
 */
export interface OperationDoc {
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  /** names in components.parameters, in order (path parameters end in `Path`) */
  parameters?: string[];
  /** the request body's schema in components.schemas (routes with a body) */
  bodySchema?: string;
  /** Success responses: a 200 or 201 carries the route's `response` schema, a 204 no body. */
  success: { status: 200 | 201 | 204; description: string }[];
  notFound?: "GroupNotFound" | "NotFound" | "GroupOrResourceNotFound";
  /** the 422 response: validation of the body or query */
  unprocessable?: "ValidationFailed" | "SettingsRejected";
  limitReached?: boolean;
}

/**
 * The Koa context a handler of a route answering `R` sees: `ctx.body` is typed by the response
 * schema (compile time only: nothing is validated on the hot path), so a handler that answers a
 * field the contract does not have, or misses one, does not compile.
 */
export type ResponseContext<R extends z.ZodType | undefined> = R extends z.ZodType ? Context & { body: z.input<R> } : Context;

/** A route's handler as declared: a factory of the gateway's dependencies. */
export type DeclaredHandler<B extends z.ZodType, Q extends z.ZodType, R extends z.ZodType | undefined> = (
  deps: GatewayDeps,
  metrics: GatewayMetrics,
) => (ctx: ResponseContext<R>, input: RouteInput<z.infer<B>, z.infer<Q>>) => Promise<void>;

/**
 * A route declared once: everything the router needs and everything the OpenAPI document says
 * about it. `response` is the zod schema of its success body (one of @warden/contract's
 * RESPONSE_SCHEMAS, documented by name; none for a route that answers 204). `handler` and `preflight` are factories of the gateway's dependencies, so the table is
 * a constant the document is generated from without a running gateway. `doc.operation` is a
 * complete OpenAPI operation for a route outside the authenticated pipeline (GET /openapi.json).
 */
export interface RouteDeclaration<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, R extends z.ZodType | undefined = z.ZodType | undefined>
  extends Omit<RouteSpec<B, Q>, "handler" | "preflight"> {
  response?: R;
  doc: OperationDoc | { operation: Record<string, unknown> };
  preflight?: (deps: GatewayDeps) => NonNullable<RouteSpec<B, Q>["preflight"]>;
  handler: DeclaredHandler<B, Q, R>;
}

export function declareRoute<B extends z.ZodType, Q extends z.ZodType, R extends z.ZodType | undefined = undefined>(
  declaration: RouteDeclaration<B, Q, R>,
): RouteDeclaration {
  return declaration as unknown as RouteDeclaration;
}

/** The router's routes: each declaration with its handler (and preflight) bound to the dependencies. */
export function bindRoutes(declarations: readonly RouteDeclaration[], deps: GatewayDeps, metrics: GatewayMetrics): RouteSpec[] {
  return declarations.map(({ doc: _doc, response: _response, handler, preflight, ...rest }) => ({
    ...rest,
    ...(preflight ? { preflight: preflight(deps) } : {}),
    handler: handler(deps, metrics) as RouteSpec["handler"],
  }));
}

export interface CompiledRoute {
  spec: RouteSpec;
  regex: RegExp;
  params: string[];
}

export function compileRoute(spec: RouteSpec): CompiledRoute {
  const params: string[] = [];
  // Literal parts match only themselves (a `.` in `/docs/redoc.standalone.js` is no wildcard).
  const pattern = spec.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      params.push(param[1]!);
      return "([^/]+)";
    })
    .join("");
  return { spec, regex: new RegExp(`^${pattern}$`), params };
}

export type Match =
  | { kind: "route"; route: CompiledRoute; params: Record<string, string> }
  | { kind: "method_not_allowed"; allow: string[] }
  | { kind: "none" };

/**
 * The route of a method and path. HEAD is GET without the body (RFC 9110 section 9.3.2): it takes
 * the GET route, whose answer Koa sends without its body, and `allow` lists it wherever GET is.
 */
export function matchRoute(routes: CompiledRoute[], method: string, path: string): Match {
  const as = method === "HEAD" ? "GET" : method;
  const allow: string[] = [];
  for (const route of routes) {
    const m = route.regex.exec(path);
    if (!m) continue;
    if (route.spec.method === as) {
      const params: Record<string, string> = {};
      route.params.forEach((p, i) => {
        try {
          params[p] = decodeURIComponent(m[i + 1]!);
        } catch {
          params[p] = m[i + 1]!;
        }
      });
      return { kind: "route", route, params };
    }
    allow.push(route.spec.method);
    if (route.spec.method === "GET") allow.push("HEAD");
  }
  return allow.length ? { kind: "method_not_allowed", allow } : { kind: "none" };
}
