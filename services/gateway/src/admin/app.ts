import { atLeast, dashboardUrl } from "@warden/contract";
import { isDependencyUnavailable } from "@warden/errors";
import { secretMatches, bearerToken } from "@warden/server";
import type { Logger } from "@warden/telemetry";
import { EpochNotMovedError } from "../store/epochs.js";
import Koa, { type Context } from "koa";
import { readJsonBody } from "../http/body.js";
import { ApiError, apiErrors, logAnswerErrors } from "../http/errors.js";
import { routeOf } from "../http/route-table.js";
import { requestIdFrom } from "../http/server.js";
import { parseOr422 } from "../http/validate.js";
import type { DashboardSessions } from "../dashboard/sessions.js";
import { AI_ACCOUNT_PLAN, KeyLimitError, type Account, type AccountStore, type ApiKey } from "../store/accounts.js";
import { type AccountWebhooks, followAccountOwner, followAccountSuspension } from "../routes/webhooks/account-changes.js";
import {
  accountIdPattern,
  ADMIN_BASE_PATH,
  ADMIN_BODY_LIMIT,
  createAccountBody,
  createKeyBody,
  findAccountQuery,
  keyIdPattern,
  limitsBody,
  updateAccountBody,
} from "./schema.js";

export interface AdminDeps {
  accounts: AccountStore;
  /**
   * The dispatcher: an account whose plan has no webhooks, or a frozen one, has its deliveries suspended;
   * an account's endpoints tell its Telegram user when they are disabled for failing.
   */
  webhooks: AccountWebhooks;
  /** The operator token (ADMIN_TOKEN); the app is built only when it is set. */
  token: string;
  logger: Logger;
  /** One-time dashboard login links (`warden login-link`): where they are stored and the dashboard's public URL. */
  loginLinks?: { sessions: Pick<DashboardSessions, "createLoginLink" | "endAccountSessions">; publicUrl: string };
}

export function renderAccount(a: Account) {
  return {
    id: a.id,
    name: a.name,
    plan: a.plan,
    frozen: a.frozen,
    frozen_by: a.frozenBy,
    telegram_user_id: a.telegramUserId,
    limits: { daily: a.limits.daily, per_minute: a.limits.perMinute, ai_daily: a.limits.aiDaily },
    overrides: { daily: a.overrides.daily, per_minute: a.overrides.perMinute, ai_daily: a.overrides.aiDaily },
    created_at: a.createdAt.toISOString(),
  };
}

function renderKey(k: ApiKey) {
  return {
    id: k.id,
    account_id: k.accountId,
    prefix: k.prefix,
    scope: k.scope,
    status: k.revokedAt ? "revoked" : "active",
    created_at: k.createdAt.toISOString(),
    revoked_at: k.revokedAt?.toISOString() ?? null,
  };
}

declare module "koa" {
  interface DefaultState {
    /** The matched admin route's template, for the audit log. */
    adminRoute?: string;
    /** The account and the key acted on (ids only, never key material), for the audit log. */
    adminTarget?: { account_id?: string; key_id?: string };
  }
}

type Handler = (ctx: Context, params: Record<string, string>) => Promise<void>;
interface AdminRoute {
  method: string;
  /** Path after ADMIN_BASE_PATH; `:account` and `:key` are minted ids of that kind. */
  path: string;
  handler: Handler;
}

const PARAM_PATTERNS: Record<string, RegExp> = { account: accountIdPattern, key: keyIdPattern };

const found = <T>(v: T | null, what: string): T => {
  if (v === null) throw apiErrors.notFound(what);
  return v;
};

/**
 * The gateway's admin surface (the operator CLI's view of accounts and keys): a Koa app served on
 * its own port (ADMIN_PORT), never behind the public ingress. Every request needs
 * `Authorization: Bearer <ADMIN_TOKEN>` (compared in constant time, never logged); errors are in
 * the API's error shape.
 */
export function createAdminApp(deps: AdminDeps): Koa {
  const { accounts } = deps;
  const body = async <S extends Parameters<typeof parseOr422>[0]>(ctx: Context, schema: S) => parseOr422(schema, await readJsonBody(ctx, ADMIN_BODY_LIMIT));
  const account = async (id: string) => found(await accounts.getAccount(id), "Account");
  /** Names in the audit line what a route created or acted on beyond its path's ids (a new account or key, a key's account). */
  const target = (ctx: Context, ids: { account_id?: string; key_id?: string }) => {
    ctx.state.adminTarget = { ...ctx.state.adminTarget, ...ids };
  };

  const routes: AdminRoute[] = [
    {
      method: "POST",
      path: "/accounts",
      async handler(ctx) {
        const b = await body(ctx, createAccountBody);
        const a = await accounts.createAccount({ name: b.name, plan: b.plan, telegramUserId: b.telegram_user_id ?? null });
        target(ctx, { account_id: a.id });
        ctx.status = 201;
        ctx.body = renderAccount(a);
      },
    },
    {
      method: "GET",
      path: "/accounts",
      async handler(ctx) {
        const q = parseOr422(findAccountQuery, { ...ctx.query }, "query");
        const a = await accounts.findAccountByName(q.name);
        if (a) target(ctx, { account_id: a.id });
        ctx.body = { accounts: a ? [renderAccount(a)] : [] };
      },
    },
    {
      method: "GET",
      path: "/accounts/:account",
      async handler(ctx, p) {
        ctx.body = renderAccount(await account(p.account!));
      },
    },
    {
      method: "PATCH",
      path: "/accounts/:account",
      async handler(ctx, p) {
        const b = await body(ctx, updateAccountBody);
        let a = await account(p.account!);
        if (b.plan !== undefined) a = found(await accounts.setPlan(a.id, b.plan), "Account");
        // The operator's freeze stands over the owner's; the operator's unfreeze lifts any freeze.
        if (b.frozen !== undefined) a = found(await accounts.setFrozen(a.id, b.frozen, "operator"), "Account");
        if (b.telegram_user_id !== undefined) a = found(await accounts.setTelegramUser(a.id, b.telegram_user_id), "Account");
        // After the changes are stored: a failure answers 503 and the operator repeats the command (idempotent).
        if (b.plan !== undefined || b.frozen !== undefined) await followAccountSuspension(deps.webhooks, a);
        if (b.telegram_user_id !== undefined) await followAccountOwner(deps.webhooks, a);
        ctx.body = renderAccount(a);
      },
    },
    {
      method: "PUT",
      path: "/accounts/:account/limits",
      async handler(ctx, p) {
        const b = await body(ctx, limitsBody);
        if (b.ai_daily !== undefined) {
          // An AI allowance on a plan without AI checks would be listed and never used: refused, nothing changed.
          const a = await account(p.account!);
          if (!atLeast(a.plan, AI_ACCOUNT_PLAN))
            throw apiErrors.validation([
              {
                path: "ai_daily",
                message: `the ${a.plan} plan has no AI checks: an AI allowance applies to ${AI_ACCOUNT_PLAN} and higher plans (change the plan first)`,
              },
            ]);
        }
        ctx.body = renderAccount(found(await accounts.setLimits(p.account!, { daily: b.daily, perMinute: b.per_minute, aiDaily: b.ai_daily }), "Account"));
      },
    },
    {
      method: "DELETE",
      path: "/accounts/:account/limits",
      async handler(ctx, p) {
        ctx.body = renderAccount(found(await accounts.setLimits(p.account!, { reset: true }), "Account"));
      },
    },
    {
      method: "GET",
      path: "/accounts/:account/keys",
      async handler(ctx, p) {
        const a = await account(p.account!);
        ctx.body = { keys: (await accounts.listKeys(a.id)).map(renderKey) };
      },
    },
    {
      method: "POST",
      path: "/accounts/:account/keys",
      async handler(ctx, p) {
        const b = await body(ctx, createKeyBody);
        const a = await account(p.account!);
        try {
          const { key, record } = await accounts.createKey(a.id, b.scope);
          target(ctx, { key_id: record.id });
          ctx.status = 201;
          // The only time the full key leaves the gateway: it stores the SHA-256 alone.
          ctx.body = { ...renderKey(record), key };
        } catch (err) {
          throw err instanceof KeyLimitError ? apiErrors.keyLimitReached() : err;
        }
      },
    },
    {
      method: "POST",
      path: "/accounts/:account/login-links",
      async handler(ctx, p) {
        const a = await account(p.account!);
        if (!deps.loginLinks) throw new ApiError(501, "not_implemented", "Login links are not configured on this gateway.");
        const { token, expiresAt } = await deps.loginLinks.sessions.createLoginLink(a.id);
        ctx.status = 201;
        // The only time the token leaves the gateway (Redis holds its SHA-256); single use.
        ctx.body = {
          account_id: a.id,
          url: dashboardUrl(deps.loginLinks.publicUrl, `/login?token=${token}`),
          expires_at: expiresAt.toISOString(),
        };
      },
    },
    {
      method: "DELETE",
      path: "/accounts/:account/sessions",
      async handler(ctx, p) {
        const a = await account(p.account!);
        if (!deps.loginLinks) throw new ApiError(501, "not_implemented", "The dashboard is not configured on this gateway.");
        // Every dashboard session bound to the account ends at its next request, and its unused login links stop working.
        ctx.body = { account_id: a.id, ended_at: (await deps.loginLinks.sessions.endAccountSessions(a.id)).toISOString() };
      },
    },
    {
      method: "DELETE",
      path: "/keys/:key",
      async handler(ctx, p) {
        const key = found(await accounts.revokeKey(p.key!), "Key");
        target(ctx, { account_id: key.accountId });
        ctx.body = renderKey(key);
      },
    },
  ];

  const app = new Koa({ proxy: false });
  logAnswerErrors(app, deps.logger);
  app.use(async (ctx, next) => {
    // The caller's id when it sends one (the CLI may, to find its call in the logs), as on the public API.
    const requestId = requestIdFrom(ctx.get("x-request-id"));
    ctx.set("X-Request-Id", requestId);
    try {
      await next();
    } catch (err) {
      const apiErr = toApiError(err);
      if (apiErr.status >= 500)
        deps.logger.error({ err: apiErr.cause ?? err, code: apiErr.code, request_id: requestId, route: ctx.state.adminRoute }, "admin request failed");
      ctx.status = apiErr.status;
      for (const [h, v] of Object.entries(apiErr.headers)) ctx.set(h, v);
      ctx.body = { error: { code: apiErr.code, message: apiErr.message, ...(apiErr.details ? { details: apiErr.details } : {}), request_id: requestId } };
    }
    // The audit line of every operator action: what was acted on by id (never the token, never a key).
    deps.logger.info(
      { request_id: requestId, method: ctx.method, route: ctx.state.adminRoute ?? "unmatched", ...ctx.state.adminTarget, status: ctx.status, admin: true },
      "admin request",
    );
  });
  app.use(async (ctx) => {
    // The token first: nothing about routes or ids is revealed to a caller without it.
    if (!secretMatches(bearerToken(ctx.get("authorization")), deps.token)) {
      throw new ApiError(401, "invalid_api_key", "The operator token is missing or wrong (Authorization: Bearer <ADMIN_TOKEN>).");
    }
    const path = ctx.path.startsWith(`${ADMIN_BASE_PATH}/`) ? ctx.path.slice(ADMIN_BASE_PATH.length) : null;
    if (path === null) throw apiErrors.routeNotFound();
    const { route: r, params } = routeOf(routes, ctx.method, path);
    ctx.state.adminRoute = `${ADMIN_BASE_PATH}${r.path}`;
    for (const [k, v] of Object.entries(params)) {
      if (!PARAM_PATTERNS[k]!.test(v)) throw apiErrors.validation([{ path: `path.${k}`, message: `must be ${/^[aeiou]/.test(k) ? "an" : "a"} ${k} id` }]);
    }
    // Only ids of their kind get into the audit line (checked just above).
    if (params.account) target(ctx, { account_id: params.account });
    if (params.key) target(ctx, { key_id: params.key });
    await r.handler(ctx, params);
  });
  return app;
}

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  // A change committed whose account epoch Redis did not take: 503, repeat it (docs/operations.md).
  if (err instanceof EpochNotMovedError) return apiErrors.unavailable("Redis", err);
  if (isDependencyUnavailable(err)) return apiErrors.unavailable("The database", err);
  const status = (err as { status?: number }).status;
  if (status === 400) return new ApiError(400, "invalid_json", "The request body could not be read.", undefined, {}, { cause: err });
  return apiErrors.internal(err);
}
