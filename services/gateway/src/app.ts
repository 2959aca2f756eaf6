import { coalesced, readiness } from "@warden/server";
import { context, propagation, SpanKind, trace } from "@opentelemetry/api";
import Koa, { type Context } from "koa";
import type { GatewayDeps } from "./deps.js";
import { ACCOUNT_TURNS_DEFAULTS, AccountTurns, type AccountTurnsOptions } from "./http/account-turns.js";
import { KEY_CACHE_DEFAULTS, KeyCache, type Authenticated, type Principal } from "./http/auth.js";
import { carriesBody, carriesLargeBody, readJsonBody } from "./http/body.js";
import { ApiError, apiErrors, logAnswerErrors, reportFailure, toApiError } from "./http/errors.js";
import { compileRoute, matchRoute, type CompiledRoute, type RouteSpec } from "./http/route.js";
import { requestIdFrom } from "./http/server.js";
import { parseOr422, refuseUnstorable } from "./http/validate.js";
import { gatewayMetrics } from "./metrics.js";
import { API_BASE_PATH, atLeast, emptyBody, LIMITS } from "@warden/contract";
import { allRoutes } from "./routes/index.js";
import { AI_ACCOUNT_PLAN } from "./store/accounts.js";
import { admit, overRate, StaleKeyRecord } from "./http/admission.js";
import { resolveGroup } from "./routes/groups/access.js";
import { setTransportSecurity } from "./dashboard/assets.js";
import { DASHBOARD_PATH, DASHBOARD_V1_PATH, type Dashboard } from "./dashboard/index.js";

/** A key's last use is written at most this often per key and process. */
const KEY_TOUCH_INTERVAL_MS = 60_000;

export const BASE_PATH = API_BASE_PATH;

declare module "koa" {
  interface DefaultState {
    principal?: Principal;
    requestId: string;
    routeTemplate?: string;
  }
}

/** Koa application of the public REST API v1. No side effects: tests build it with their own deps. */
export function createApp(
  deps: GatewayDeps,
  opts: {
    routes?: RouteSpec[];
    keyCache?: { maxEntries: number; ttlMs: number };
    accountTurns?: AccountTurnsOptions;
    dashboard?: Dashboard;
  } = {},
): Koa {
  const app = new Koa({ proxy: true });
  logAnswerErrors(app, deps.logger);
  const metrics = gatewayMetrics(deps.registry);
  const routes: CompiledRoute[] = (opts.routes ?? allRoutes(deps, metrics)).map(compileRoute);
  const tracer = trace.getTracer("warden-gateway");
  // Verified keys, cached by hash and confirmed by the account epoch the admission script answers.
  const keyLookups = { hit: metrics.keyCache.labels("hit"), miss: metrics.keyCache.labels("miss"), stale: metrics.keyCache.labels("stale") };
  const accountTurns = new AccountTurns(opts.accountTurns ?? ACCOUNT_TURNS_DEFAULTS, deps, metrics);
  const keys = new KeyCache((key: string) => deps.accounts.authenticate(key), { ...(opts.keyCache ?? KEY_CACHE_DEFAULTS), count: (r) => keyLookups[r].inc() });
  // Requests that arrive together with the same group share one lookup that starts after all of
  // them did, so a group change that returned is still seen by the next request.
  const authorizeGroup = coalesced(
    (req: { accountId: string; groupId: bigint }) => deps.groups.authorizeGroup(req),
    (req) => `${req.accountId}:${req.groupId}`,
  );
  const groupDeps = { groups: { authorizeGroup } } as Pick<GatewayDeps, "groups">;
  const { dashboard } = opts;
  // Keys' last use, written in the background at most once a KEY_TOUCH_INTERVAL_MS per key.
  const touched = new Map<string, number>();
  const touchKey = (keyId: string) => {
    const now = Date.now();
    if (!deps.accounts.touchKey || now - (touched.get(keyId) ?? 0) < KEY_TOUCH_INTERVAL_MS) return;
    if (touched.size > 100_000) touched.clear();
    touched.set(keyId, now);
    deps.accounts.touchKey(keyId).catch((err) => deps.logger.warn({ err: (err as Error).message }, "recording a key's last use failed"));
  };

  /**
   * The rate-limit slot of a request refused before admission (no quota unit): over the minute's
   * limit, the 429 replaces the refusal. Redis unreachable or a stale epoch: the refusal stands.
   */
  const chargeRefusal = async (ctx: Context, principal: Principal): Promise<void> => {
    try {
      await admit(ctx, deps, metrics, principal, { cost: 0, metered: false, wantAi: false });
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) throw err;
    }
  };

  // Ops endpoints live outside the API prefix and need no key (GET, and HEAD: the same without the body).
  const ops = async (ctx: Context): Promise<boolean> => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return false;
    if (ctx.path === "/healthz") {
      ctx.body = { status: "ok" };
      return true;
    }
    if (ctx.path === "/readyz") {
      // The services' readiness (@warden/server): each check within 1 s, a failure's secrets redacted (the answer is public).
      const { ready, checks } = await readiness(
        { readiness: { redis: () => deps.limiter.ping(), ...deps.readiness }, registry: deps.registry },
        { draining: false },
      );
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? "ready" : "not_ready", checks };
      return true;
    }
    if (ctx.path === "/metrics") {
      ctx.type = deps.registry.contentType;
      ctx.body = await deps.registry.metrics();
      return true;
    }
    return false;
  };

  // The labelled children of the request metrics, looked up once per route, method and status
  // (prom-client hashes the label set on every inc/observe otherwise). Routes are templates and
  // methods and statuses few, so the map stays small.
  const children = new Map<string, { requests: ReturnType<typeof metrics.requests.labels>; duration: ReturnType<typeof metrics.duration.labels> }>();
  const observe = (route: string, method: string, status: number, seconds: number) => {
    const id = `${method} ${status} ${route}`;
    let c = children.get(id);
    if (!c) {
      c = { requests: metrics.requests.labels({ route, method, status: String(status) }), duration: metrics.duration.labels({ route, method }) };
      children.set(id, c);
    }
    c.requests.inc();
    c.duration.observe(seconds);
  };

  // The access log: its fields are the fixed ones below (the route template, never the raw path, a header or a
  // body), so it is written without the redaction pass, which cost two thirds of building the line (npm run bench:access-log).
  const accessLog = deps.logger.child({}, { redact: [] });

  // 1. Request id, tracing, metrics and the one error mapping — first in the chain.
  app.use(async (ctx, next) => {
    ctx.state.requestId = requestIdFrom(ctx.get("x-request-id"));
    ctx.set("X-Request-Id", ctx.state.requestId);
    const parent = propagation.extract(context.active(), ctx.headers);
    const started = process.hrtime.bigint();
    await tracer.startActiveSpan(
      `HTTP ${ctx.method}`,
      { kind: SpanKind.SERVER, attributes: { "http.request.method": ctx.method, "url.path": ctx.path } },
      parent,
      async (span) => {
        try {
          await next();
        } catch (err) {
          const apiErr = toApiError(err);
          reportFailure(deps.logger, ctx, apiErr, err, span);
          ctx.status = apiErr.status;
          for (const [h, v] of Object.entries(apiErr.headers)) ctx.set(h, v);
          ctx.body = {
            error: {
              code: apiErr.code,
              message: apiErr.message,
              ...(apiErr.details ? { details: apiErr.details } : {}),
              request_id: ctx.state.requestId,
            },
          };
        } finally {
          const route = ctx.state.routeTemplate ?? "unmatched";
          span.setAttribute("http.route", route);
          span.setAttribute("http.response.status_code", ctx.status);
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          // The access log line, inside the span so it carries trace_id and span_id (never the key).
          if (route !== "/healthz" && route !== "/readyz" && route !== "/metrics") {
            accessLog.info(
              { request_id: ctx.state.requestId, method: ctx.method, route, status: ctx.status, duration_ms: Math.round(seconds * 1e4) / 10 },
              "request",
            );
          }
          span.end();
          observe(route, ctx.method, ctx.status, seconds);
        }
      },
    );
  });

  // 2. Routing and the per-route pipeline.
  app.use(async (ctx) => {
    // The owner dashboard: its pages and own API; its /dashboard/api/v1/* is the v1 router below
    // with the session as the credential.
    const viaSession = dashboard !== undefined && ctx.path.startsWith(`${DASHBOARD_V1_PATH}/`);
    // Under /dashboard the browser must never guess a type (dashboard.handle sets it for the rest):
    // set before anything can throw, so the error answers (mapped above) carry it too.
    // Nor keep an answer in a cache (signed out, frozen, refused included; a public route may set its own).
    if (viaSession) {
      ctx.set("X-Content-Type-Options", "nosniff");
      ctx.set("Cache-Control", "no-store");
      setTransportSecurity(ctx);
    }
    if (dashboard && !viaSession && (ctx.path === DASHBOARD_PATH || ctx.path.startsWith(`${DASHBOARD_PATH}/`))) {
      await dashboard.handle(ctx);
      return;
    }
    if (!viaSession && !ctx.path.startsWith(`${BASE_PATH}/`) && ctx.path !== BASE_PATH) {
      ctx.state.routeTemplate = ctx.path === "/healthz" || ctx.path === "/readyz" || ctx.path === "/metrics" ? ctx.path : undefined;
      if (await ops(ctx)) return;
      throw apiErrors.routeNotFound();
    }
    const path = ctx.path.slice((viaSession ? DASHBOARD_V1_PATH : BASE_PATH).length) || "/";
    const match = matchRoute(routes, ctx.method, path);
    if (match.kind === "none") throw apiErrors.routeNotFound();
    if (match.kind === "method_not_allowed") {
      throw new ApiError(
        405,
        "method_not_allowed",
        `${ctx.method} is not allowed here; use ${match.allow.join(", ")}.`,
        { allow: match.allow },
        { Allow: match.allow.join(", ") },
      );
    }
    const spec = match.route.spec;
    if (viaSession && spec.keyOnly) throw apiErrors.routeNotFound();
    ctx.state.routeTemplate = spec.path;
    if (spec.public) {
      await spec.handler(ctx, { body: undefined, query: undefined, params: match.params });
      return;
    }

    // Authentication (a cached key record is confirmed by the admission's epoch, below), kill
    // switch, scope, account plan: refused requests consume nothing.
    let auth: Authenticated = viaSession ? { principal: await dashboard!.principal(ctx), hash: "" } : await keys.authenticate(ctx);
    // At most accountTurns' share of this process's work is one account's at a time (its other requests wait unread).
    await accountTurns.run(
      ctx,
      auth.principal,
      async () => {
        // The body is read once; a re-run of the pipeline (stale cached record) parses it again. An
        // operation that takes no body reads one only when it is sent (415/413/400 as any other, and `{}` at most).
        let raw: Promise<unknown> | undefined;
        const readBody = () => (raw ??= readJsonBody(ctx, spec.bodyLimit ?? LIMITS.bodyMaxBytes, { emptyIsNone: !spec.body }));
        const readsBody = spec.body !== undefined || (carriesBody(ctx) && ctx.method !== "GET" && ctx.method !== "HEAD");

        const run = async (principal: Principal, expectEpoch: string | undefined) => {
          ctx.state.principal = principal;
          if (spec.scope === "write" && principal.key.scope !== "write") throw apiErrors.insufficientScope();
          if (spec.accountPlan === "pro" && !atLeast(principal.account.plan, "pro")) {
            throw apiErrors.planRequired("pro", principal.account.plan, "account");
          }

          // Path parameters carry no string a service could not store (the route checks their form).
          refuseUnstorable(match.params);
          // Over the minute's limit the answer is 429 whatever the body holds (the admission, or the
          // charge of the refusal, would give it): for a large body, answered before it is read, parsed
          // and validated (a small one costs less than the look, and ordinary checks pay no round trip).
          if (readsBody && carriesLargeBody(ctx)) {
            const over = await overRate(ctx, deps, metrics, principal, expectEpoch);
            if (over) {
              confirmed = true; // the epoch was confirmed: the answer stands
              throw over;
            }
          }
          // Raw body limit before parsing; then JSON; then the schema.
          let body: unknown;
          if (spec.body) body = parseOr422(spec.body, await readBody());
          else if (readsBody) {
            const sent = await readBody();
            if (sent !== undefined) parseOr422(emptyBody, sent);
          }
          const query = spec.query ? parseOr422(spec.query, { ...ctx.query }, "query") : undefined;

          // Group-scoped routes: the account must administer the group (404 otherwise).
          let groupId: number | undefined;
          if (spec.group) {
            const group = await resolveGroup(groupDeps, principal, match.params.id ?? "", spec.group === "pro");
            groupId = group.id;
          }
          // A check in a group's context: the group must be the account's, and both on Pro+.
          const bodyGroup = spec.bodyGroup?.(body);
          if (bodyGroup !== undefined) {
            if (!atLeast(principal.account.plan, "pro")) throw apiErrors.planRequired("pro", principal.account.plan, "account");
            groupId = (await resolveGroup(groupDeps, principal, bodyGroup, true)).id;
          }
          await spec.preflight?.(ctx, { body, query, params: match.params, groupId });
          const wantAi = spec.wantsAi?.(body) ?? false;
          if (wantAi && !atLeast(principal.account.plan, AI_ACCOUNT_PLAN)) throw apiErrors.planRequired(AI_ACCOUNT_PLAN, principal.account.plan, "account");

          // Rate limit, daily quota and AI allowance: one atomic Redis script, just before the work.
          const cost = spec.cost === "none" ? 0 : spec.cost === "per_text" ? ((body as { texts?: unknown[] }).texts?.length ?? 1) : 1;
          confirmed = true;
          const admission = await admit(ctx, deps, metrics, principal, { cost, metered: spec.cost !== "none", wantAi, expectEpoch });
          // Confirmed: the record goes (back) into the cache under the epoch just answered.
          if (expectEpoch === undefined && !viaSession) keys.remember(ctx, auth.hash, admission.epoch);
          if (!viaSession) touchKey(principal.key.id);
          return { body, query, groupId, cost, admission };
        };

        let confirmed = false;
        let admitted: Awaited<ReturnType<typeof run>>;
        try {
          try {
            admitted = await run(auth.principal, auth.epoch);
          } catch (err) {
            // A cached record is only provisional until the admission confirmed its epoch: a refusal
            // before that (401/403/404/422...) or a stale epoch is decided again on PostgreSQL's record.
            // An answer of the admission itself other than "stale" (429, Redis down) stands.
            if (auth.epoch === undefined || (confirmed && !(err instanceof StaleKeyRecord))) throw err;
            // Until PostgreSQL's record is read the request is no account's: a refusal of that read (401 revoked, 403
            // frozen) is charged to none, as without the cache, and a frozen account is never answered 429 instead.
            ctx.state.principal = undefined;
            auth = { principal: await keys.reauthenticate(ctx, auth.hash), hash: auth.hash };
            confirmed = false;
            admitted = await run(auth.principal, undefined);
          }
        } catch (err) {
          // Refused before admission (400, 403, 404, 413, 415, 422) with a valid key: the rate limit applies to every request
          // (contract), so the refusal takes its slot of the minute, and one over the limit is answered 429 instead. A 401
          // (a cached key found revoked on PostgreSQL's record) is no account's: it takes nothing.
          const refusedBeforeAdmission = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429;
          if (!confirmed && ctx.state.principal && refusedBeforeAdmission) {
            await chargeRefusal(ctx, ctx.state.principal);
          }
          throw err;
        }
        const { body, query, groupId, cost, admission } = admitted;

        try {
          await spec.handler(ctx, { body, query, params: match.params, groupId, admission });
        } catch (err) {
          // An admitted request that fails on our side (500, 503) gets its charge back.
          const apiErr = toApiError(err);
          if (apiErr.status >= 500 && (cost > 0 || admission.aiGranted)) {
            const used = await deps.limiter.refund(ctx.state.principal!.account.id, cost, admission.aiGranted, admission.day).catch(() => undefined);
            if (used !== undefined && spec.cost !== "none") ctx.set("X-Quota-Used", String(used));
          }
          throw apiErr;
        }
      },
      // A turn not come in time on a cached key record: the record is read again first, so that its 401 or 403 wins.
      async () => {
        if (auth.epoch !== undefined) await keys.reauthenticate(ctx, auth.hash);
      },
    );
  });

  return app;
}
