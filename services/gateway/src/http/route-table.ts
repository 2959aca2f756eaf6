import { ApiError, apiErrors } from "./errors.js";

/**
 * The small route tables outside the v1 router (the operator's admin surface, the dashboard's own
 * routes): `:name` path parameters, 405 with `Allow` for a known path under another method, 404 else.
 * HEAD takes the GET route, as on the v1 surface (`matchRoute`): Koa sends its answer without the body.
 */
export interface TableRoute {
  method: string;
  path: string;
}

/** The parameters of `path` under `template` (`/accounts/:account/keys`), URL-decoded; null when it does not match. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const t = template.split("/");
  const p = path.split("/");
  if (t.length !== p.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    if (t[i]!.startsWith(":")) {
      try {
        params[t[i]!.slice(1)] = decodeURIComponent(p[i]!);
      } catch {
        return null;
      }
    } else if (t[i] !== p[i]) return null;
  }
  return params;
}

/** The route of `method path` and its parameters; throws 405 (with `Allow`) or 404 in the contract's error shape. */
export function routeOf<R extends TableRoute>(routes: readonly R[], method: string, path: string): { route: R; params: Record<string, string> } {
  const as = method === "HEAD" ? "GET" : method;
  const allow: string[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.method === as) return { route, params };
    allow.push(route.method);
    if (route.method === "GET") allow.push("HEAD");
  }
  if (allow.length)
    throw new ApiError(405, "method_not_allowed", `${method} is not allowed here; use ${allow.join(", ")}.`, { allow }, { Allow: allow.join(", ") });
  throw apiErrors.routeNotFound();
}
