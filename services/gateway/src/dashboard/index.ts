import type { Client } from "@connectrpc/connect";
import {
  DASHBOARD_LANGUAGE_COOKIE,
  DASHBOARD_PATH,
  ID_PREFIXES,
  JOURNAL_SOURCES,
  KEY_SCOPES,
  LIMITS,
  MAX_TELEGRAM_USER_ID,
  mintedIdPattern,
  RULE_KINDS,
  SUBSCRIBABLE_EVENT_TYPES,
  USERNAME_BODY,
  VERDICTS,
} from "@warden/contract";
import type { GroupsConfigService } from "@warden/proto";
import type { Logger } from "@warden/telemetry";
import { secretMatches } from "@warden/server";
import type { Context } from "koa";
import { z } from "zod";
import type { Principal } from "../http/auth.js";
import { readFormBody, readJsonBody } from "../http/body.js";
import { ApiError, apiErrors, reportFailure, toApiError } from "../http/errors.js";
import { routeOf } from "../http/route-table.js";
import { parseOr422 } from "../http/validate.js";
import { followAccountSuspension, type AccountWebhooks } from "../routes/webhooks/account-changes.js";
import { KeyLimitError, MAX_ACTIVE_KEYS, OperatorFreezeError, type Account, type AccountStore, type ApiKey } from "../store/accounts.js";
import { type Asset, contentSecurityPolicy, loadAssets, setTransportSecurity } from "./assets.js";
import { loginLinkIn, PAGE_TEXTS, pageLanguage, type PageLanguage } from "./page-language.js";
import { newSecret, type DashboardSessions, type Session } from "./sessions.js";
import { TELEGRAM_LOGIN_MAX_AGE_S, telegramLoginBody, verifyTelegramLogin, type TelegramLogin } from "./telegram-login.js";

/** Everything of the dashboard is below this path (pages, assets, its API); the cookie too. */
export { DASHBOARD_PATH };
/** The v1 routes, reached with the dashboard's session instead of a key (app.ts). */
export const DASHBOARD_V1_PATH = `${DASHBOARD_PATH}/api/v1`;
export const SESSION_COOKIE = "warden_session";
/** Where the Telegram Login Widget sends the browser back (its data-auth-url, redirect mode). */
const TELEGRAM_CALLBACK_PATH = `${DASHBOARD_PATH}/login/telegram`;
/**
 * The state of a Telegram sign-in this browser started: set with the sign-in page, sent back only to
 * TELEGRAM_CALLBACK_PATH, and also in the widget's data-auth-url (`?state=`), so the redirect proves
 * it comes from a login begun here and not from someone else's link.
 */
export const LOGIN_STATE_COOKIE = "warden_login_state";

/**
 * The login state of the widget's redirect. Telegram appends its fields to data-auth-url, which
 * already has `?state=`; should it ever append them with a second "?" (`…?state=X?id=1&…`), the
 * first field arrives inside the state: it is taken out into `fields` (a field sent twice stays
 * twice, an array, which the strict parse refuses).
 */
function stateAndAppended(sent: unknown, fields: Record<string, unknown>): unknown {
  if (typeof sent !== "string") return sent;
  const at = sent.indexOf("?");
  if (at < 0) return sent;
  for (const [k, v] of new URLSearchParams(sent.slice(at + 1))) {
    const had = fields[k];
    fields[k] = had === undefined ? v : ([] as unknown[]).concat(had, v);
  }
  return sent.slice(0, at);
}
const LOGIN_STATE_SECONDS = 600;
const BODY_LIMIT = 4 * 1024;
/** The entries a page of the dashboard's journal shows (a phone's screens of cards; the API's own default is larger). */
export const DASHBOARD_PAGE_SIZE = Math.min(20, LIMITS.pageSizeMax);

export interface DashboardConfig {
  /** The dashboard's public origin and base (DASHBOARD_PUBLIC_URL), e.g. https://warden.example.com. */
  publicUrl: string;
  /** Mark the session cookie Secure (off only on the local stack, served over plain http). */
  secureCookie: boolean;
  /** The bot whose Login Widget signs owners in (TELEGRAM_BOT_TOKEN / TELEGRAM_BOT_USERNAME); both or none. */
  botToken?: string;
  botUsername?: string;
  assetsDir?: string;
}

export interface DashboardDeps {
  accounts: Pick<AccountStore, "getAccount" | "setFrozen" | "listKeys" | "createKey" | "revokeKey">;
  sessions: DashboardSessions;
  groups: Pick<Client<typeof GroupsConfigService>, "listLinkedAccounts">;
  /** The webhook dispatcher, as the admin surface's: a frozen account's endpoints hear nothing until it is unfrozen. */
  webhooks: Pick<AccountWebhooks, "setAccountSuspended">;
  config: DashboardConfig;
  logger: Logger;
}

/**
 * The challenge of the dashboard's 401s (RFC 9110 11.6.1: a 401 names how to authenticate): the session cookie that a
 * sign-in gives. Not a scheme a browser answers with a prompt of its own, as it would `Basic`.
 */
export const SESSION_CHALLENGE = 'Session realm="warden-dashboard"';
const challenged = (code: "session_required" | "invalid_login", message: string) =>
  new ApiError(401, code, message, undefined, { "WWW-Authenticate": SESSION_CHALLENGE });
const sessionRequired = () => challenged("session_required", "Sign in first: the session is missing, expired or signed out.");
/** A Telegram sign-in's account moved to another Telegram user (or was unlinked): the session is over. */
const sessionUnlinked = () => challenged("session_required", "Sign in again: this account is no longer linked to the Telegram user who signed in.");
/** A switch into an account whose sessions were ended after this session signed in (`warden account end-sessions`). */
const sessionEndedThere = () =>
  new ApiError(403, "fresh_sign_in_required", "Sign out and in again to use this account: its sessions were ended after you signed in.");
const invalidLogin = (why: string) => challenged("invalid_login", why);
const csrfFailed = (why: string) => new ApiError(403, "csrf_failed", why);

const createKeyBody = z.strictObject({ scope: z.enum(KEY_SCOPES) });
const switchAccountBody = z.strictObject({ account_id: z.string().regex(new RegExp(mintedIdPattern(ID_PREFIXES.account)), "an account id (acc_...)") });
const keyIdParam = /^key_[0-9A-Za-z]{1,64}$/;
/** A login link's token or a login state (sessions.ts newSecret): anything else is none, and Redis is not asked. */
const loginToken = /^[A-Za-z0-9_-]{43}$/;
/** Where a refused Telegram sign-in (redirect or form) goes: the sign-in page, which says why in general words. */
const TELEGRAM_REFUSED = `${DASHBOARD_PATH}/login?error=telegram`;

/** Text for an HTML element or a double-quoted attribute value. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Whether a request's body is an HTML form's (application/x-www-form-urlencoded). */
const isForm = (ctx: Context) => (ctx.get("content-type") || "").split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded";

/** A form's fields as the query's are: a field sent more than once is an array (which no schema takes). */
function formFields(form: URLSearchParams): Record<string, unknown> {
  // fromEntries defines own properties: a field named __proto__ is a key like any other (and refused).
  return Object.fromEntries(
    [...new Set(form.keys())].map((k) => {
      const all = form.getAll(k);
      return [k, all.length === 1 ? all[0] : all];
    }),
  );
}

/**
 * A widget answer whose fields came as strings (the redirect's query, the confirmation page's form):
 * id and auth_date as numbers for the schema (the hash covers the strings as sent); null when it is
 * not one (a missing or unknown field among them).
 */
function parseTelegramFields(fields: Record<string, unknown>): TelegramLogin | null {
  const typed: Record<string, unknown> = { ...fields };
  for (const k of ["id", "auth_date"]) if (typeof fields[k] === "string" && /^\d{1,16}$/.test(fields[k])) typed[k] = Number(fields[k]);
  const parsed = telegramLoginBody.safeParse(typed);
  return parsed.success ? parsed.data : null;
}

function renderKey(k: ApiKey) {
  return {
    id: k.id,
    prefix: k.prefix,
    scope: k.scope,
    status: k.revokedAt ? "revoked" : "active",
    created_at: k.createdAt.toISOString(),
    last_used_at: k.lastUsedAt?.toISOString() ?? null,
    revoked_at: k.revokedAt?.toISOString() ?? null,
  };
}

function renderAccount(a: Account) {
  return {
    id: a.id,
    name: a.name,
    plan: a.plan,
    frozen: a.frozen,
    frozen_by: a.frozenBy,
    limits: { daily: a.limits.daily, per_minute: a.limits.perMinute, ai_daily: a.limits.aiDaily },
  };
}

function cookieValue(ctx: Context, name: string): string | undefined {
  for (const part of (ctx.get("cookie") || "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim() || undefined;
  }
  return undefined;
}

/** A live session: its id (the cookie's value) and what Redis holds for it. */
interface SessionRef {
  id: string;
  session: Session;
}
/**
 * A session checked for this request: its account exists and, for a Telegram sign-in, is still
 * linked to that Telegram user; `linked` is every account linked to them now (null for a login link).
 */
interface SignedIn extends SessionRef {
  account: Account;
  linked: string[] | null;
}
/**
 * "session": the router signs the request in first (401 without a live session or with one whose
 * binding is gone, the CSRF check on POST/DELETE) and hands the checked session to the handler;
 * "public": none (its handler runs checkOrigin itself when it changes something).
 */
type DashboardRoute = { method: "GET" | "POST" | "DELETE"; path: string } & (
  | { access: "public"; handler: (ctx: Context, params: Record<string, string>) => Promise<void> }
  | { access: "session"; handler: (ctx: Context, params: Record<string, string>, s: SignedIn) => Promise<void> }
);

/**
 * The owner dashboard on the gateway: its pages and assets, sign-in (Telegram Login Widget, one-time
 * login links), server-side sessions in Redis, and the dashboard-only API (keys, kill switch).
 * Everything else the dashboard shows goes through the v1 routes under /dashboard/api/v1 with the
 * session as the account's credential (app.ts): the same handlers, validation, plans and limits.
 */
export function createDashboard(d: DashboardDeps) {
  const { accounts, sessions, config } = d;
  const assets = loadAssets(config.assetsDir);
  const publicOrigin = new URL(config.publicUrl).origin;
  const widget = Boolean(config.botToken && config.botUsername);
  const base = config.publicUrl.replace(/\/+$/, "");

  const redisCall = async <T>(what: Promise<T>): Promise<T> => {
    try {
      return await what;
    } catch (err) {
      throw apiErrors.unavailable("Sessions", err);
    }
  };

  /**
   * A cookie is Secure as configured, and whenever the request came over HTTPS (directly, or as the
   * proxy's X-Forwarded-Proto says) or the dashboard's public URL is https: a plain-http setting
   * never lets a cookie set over HTTPS travel in clear text afterwards.
   */
  const secureAttr = (ctx: Context) => (config.secureCookie || ctx.secure || publicOrigin.startsWith("https:") ? ["Secure"] : []);

  /** The session cookie, kept by the browser until the session's absolute end (a switch's session keeps its sign-in's); null clears it. */
  const setSessionCookie = (ctx: Context, id: string | null, session?: Session) => {
    const attrs = [`Path=${DASHBOARD_PATH}`, "HttpOnly", "SameSite=Lax", ...secureAttr(ctx)];
    if (id === null) ctx.append("Set-Cookie", [`${SESSION_COOKIE}=`, ...attrs, "Max-Age=0"].join("; "));
    else {
      const end = (session?.createdAt ?? Date.now()) + sessions.times.absoluteSeconds * 1000;
      const maxAge = Math.max(1, Math.ceil((end - Date.now()) / 1000));
      ctx.append("Set-Cookie", [`${SESSION_COOKIE}=${id}`, ...attrs, `Max-Age=${maxAge}`].join("; "));
    }
  };

  /**
   * Signs in: a new session id every time (the old one, if any, is destroyed), the cookie set. A switch
   * of account passes the old session's start, so switching never extends a session's absolute end.
   */
  const signIn = async (ctx: Context, accountId: string, via: Session["via"], telegramUserId?: string, createdAt?: number) => {
    const old = cookieValue(ctx, SESSION_COOKIE);
    if (old) await redisCall(sessions.destroy(old));
    const { id, session } = await redisCall(sessions.create(accountId, via, telegramUserId, createdAt));
    setSessionCookie(ctx, id, session);
    return session;
  };

  const currentSession = async (ctx: Context): Promise<SessionRef> => {
    const id = cookieValue(ctx, SESSION_COOKIE);
    if (!id) throw sessionRequired();
    const session = await redisCall(sessions.get(id));
    if (!session) throw sessionRequired();
    return { id, session };
  };

  /**
   * A mutation must come from the dashboard's own pages: Sec-Fetch-Site (when the browser sends it)
   * same-origin, Origin (when sent) ours, and, with a session, its CSRF token in X-CSRF-Token.
   */
  const checkOrigin = (ctx: Context) => {
    const site = ctx.get("sec-fetch-site");
    if (site && site !== "same-origin") throw csrfFailed(`Cross-site request refused (Sec-Fetch-Site: ${site}).`);
    const origin = ctx.get("origin");
    // Our public origin, or the origin this request was addressed to (scheme and Host as the proxy saw them).
    if (origin && origin !== publicOrigin && origin !== `${ctx.protocol}://${ctx.host}`) throw csrfFailed("Cross-origin request refused.");
  };
  const checkCsrf = (ctx: Context, session: Session) => {
    checkOrigin(ctx);
    const token = ctx.get("x-csrf-token");
    if (!token || !secretMatches(token, session.csrfToken)) throw csrfFailed("The X-CSRF-Token header is missing or wrong; reload the page.");
  };

  /** The ids of the accounts linked to a Telegram user (groups-config, asked every time: a link made or moved now counts now). */
  const linkedAccountIds = async (telegramUserId: string): Promise<string[]> =>
    (await d.groups.listLinkedAccounts({ telegramUserId: BigInt(telegramUserId) })).accountIds;

  /** Ends a session whose binding is gone: deleted in Redis, the cookie cleared, 401 session_required. */
  const endSession = async (ctx: Context, s: SessionRef, why: ApiError): Promise<never> => {
    await redisCall(sessions.destroy(s.id));
    setSessionCookie(ctx, null);
    throw why;
  };

  /**
   * What a session is bound to, checked on every request (not only at sign-in and at a switch): its
   * account must exist (PostgreSQL, so a freeze or plan change applies at once too) and, for a
   * Telegram sign-in, still be linked to that Telegram user. `warden account link` moves an account
   * to another user by replacing its link; the former user's sessions end at their next request.
   * groups-config is asked every time, nothing cached; when it cannot answer, the request is refused
   * with 503 (never let through) and the session stays for when it answers again. A login link's
   * session is bound to its account alone (the operator handed the link to someone; nothing records
   * whom): groups-config is not asked.
   */
  const bound = async (ctx: Context, s: SessionRef): Promise<SignedIn> => {
    const { session } = s;
    let linked: string[] | null = null;
    if (session.via === "telegram" || session.telegramUserId !== undefined) {
      if (!session.telegramUserId) return endSession(ctx, s, sessionRequired());
      try {
        linked = await linkedAccountIds(session.telegramUserId);
      } catch (err) {
        throw apiErrors.unavailable("The check of the account's link to your Telegram user", err);
      }
      if (!linked.includes(session.accountId)) return endSession(ctx, s, sessionUnlinked());
    }
    const account = await accounts.getAccount(session.accountId);
    if (!account) return endSession(ctx, s, sessionRequired());
    return { ...s, account, linked };
  };

  /**
   * The request's session, checked (bound); a mutation (anything but GET and HEAD) must also pass the CSRF check. A read
   * another site started is refused too (Sec-Fetch-Site cross-site or same-site, as a browser sends it): the Lax cookie
   * travels with a top-level navigation, and a v1 read costs the account a quota unit and a rate-limit slot, shared with
   * its API keys, so a page the owner visits could spend them. The dashboard's own reads are same-origin; an address
   * typed or bookmarked is `none`.
   */
  const signedIn = async (ctx: Context): Promise<SignedIn> => {
    const site = ctx.get("sec-fetch-site");
    if (site === "cross-site" || site === "same-site") throw csrfFailed(`Cross-site request refused (Sec-Fetch-Site: ${site}).`);
    const s = await currentSession(ctx);
    if (ctx.method !== "GET" && ctx.method !== "HEAD") checkCsrf(ctx, s.session);
    return bound(ctx, s);
  };

  /**
   * The accounts the session's owner may switch to: with the Telegram widget, every account linked
   * to that Telegram user (the session's own first; `linked`, read for this request); with a login
   * link, only the session's account.
   */
  const switchableAccounts = async (current: Account, linked: string[] | null) => {
    const others = await Promise.all((linked ?? []).filter((id) => id !== current.id).map((id) => accounts.getAccount(id)));
    return [current, ...others.filter((a): a is Account => a !== null)].map((a) => ({ id: a.id, name: a.name, plan: a.plan }));
  };

  /** What GET /api/session answers, and a switch of account: the account, the CSRF token, how, and the accounts to switch to. */
  const sessionBody = async (session: Session, account: Account, linked: string[] | null) => ({
    account: renderAccount(account),
    accounts: await switchableAccounts(account, linked),
    csrf_token: session.csrfToken,
    via: session.via,
    created_at: new Date(session.createdAt).toISOString(),
  });

  /** The Telegram user of a widget answer whose hash and age verify (401 invalid_login otherwise; 501 without a bot). */
  const verifiedTelegramUser = (login: TelegramLogin, signedFields?: Record<string, unknown>): string => {
    if (!config.botToken) throw new ApiError(501, "not_implemented", "Sign-in with Telegram is not configured here; ask the operator for a login link.");
    const verdict = verifyTelegramLogin(login, config.botToken, { signedFields });
    if (!verdict.ok) {
      throw invalidLogin(
        verdict.reason === "bad_hash"
          ? "The Telegram sign-in data does not verify."
          : "The Telegram sign-in data is too old (or from the future); sign in again.",
      );
    }
    return String(verdict.telegramUserId);
  };
  const usedLogin = () => invalidLogin("The Telegram sign-in data was used already; sign in again.");

  /**
   * The account a Telegram user signs in to: the first linked to them (by account id); the others are
   * a switch away. Each answer signs in once: once verified it is claimed in Redis (SET NX) until it
   * would be too old anyway, and a second use is refused as an invalid answer is. The links are read
   * before the claim: while groups-config cannot answer (503) nothing is used up, and the same answer
   * signs in once it can.
   */
  const signInTelegram = async (ctx: Context, login: TelegramLogin, signedFields?: Record<string, unknown>) => {
    const telegramUserId = verifiedTelegramUser(login, signedFields);
    const linked = await linkedAccountIds(telegramUserId);
    // Accepted through the whole second auth_date + max age (verifyTelegramLogin), hence the + 1.
    const left = login.auth_date + TELEGRAM_LOGIN_MAX_AGE_S - Math.floor(Date.now() / 1000) + 1;
    if (!(await redisCall(sessions.claimTelegramLogin(login.hash, left)))) throw usedLogin();
    const accountId = linked[0];
    if (!accountId) throw invalidLogin("No Warden account is linked to this Telegram user; ask the operator to link one (warden account link).");
    return signIn(ctx, accountId, "telegram", telegramUserId);
  };

  const page = (ctx: Context, name: string, telegramWidget: boolean) => {
    const asset = assets.get(name);
    if (!asset) throw apiErrors.unavailable("The dashboard's assets (build the gateway)");
    ctx.set("Content-Security-Policy", contentSecurityPolicy({ telegramWidget }));
    ctx.type = asset.type;
    ctx.body = asset.body;
  };

  /**
   * What GET (and HEAD) of a login link shows: a page with a "Sign in" button that POSTs the token
   * (a form field) to /login. Opening the link signs nobody in, so a link preview (Telegram, Slack,
   * a mail scanner fetch the URL first) neither uses it up nor gets a session.
   */
  const loginLinkPage = (ctx: Context, token: string) => {
    const asset = assets.get("login-link.html");
    if (!asset) throw apiErrors.unavailable("The dashboard's assets (build the gateway)");
    ctx.set("Content-Security-Policy", contentSecurityPolicy({ telegramWidget: false }));
    // Under no-referrer a browser sends the form's POST with `Origin: null`, which checkOrigin refuses;
    // strict-origin sends our origin, and a Referer of the origin alone (never this URL, with its token).
    ctx.set("Referrer-Policy", "strict-origin");
    ctx.type = asset.type;
    // The token is 43 characters of [A-Za-z0-9_-] (checked by the caller): nothing to escape.
    ctx.body = loginLinkIn(languageOf(ctx), asset.body.toString("utf8")).replace("{{token}}", token);
  };

  const setLoginStateCookie = (ctx: Context, state: string | null) => {
    const attrs = [`Path=${TELEGRAM_CALLBACK_PATH}`, "HttpOnly", "SameSite=Lax", ...secureAttr(ctx)];
    ctx.append("Set-Cookie", [`${LOGIN_STATE_COOKIE}=${state ?? ""}`, ...attrs, `Max-Age=${state === null ? 0 : LOGIN_STATE_SECONDS}`].join("; "));
  };

  /**
   * The sign-in page. With the widget, every time a new login state: in a cookie (sent back only to
   * the widget's redirect) and in the page, for login.ts to put into the widget's data-auth-url.
   */
  const loginPage = (ctx: Context) => {
    const asset = assets.get("login.html");
    if (!asset) throw apiErrors.unavailable("The dashboard's assets (build the gateway)");
    const state = widget ? newSecret() : "";
    if (state) setLoginStateCookie(ctx, state);
    ctx.set("Content-Security-Policy", contentSecurityPolicy({ telegramWidget: widget }));
    ctx.type = asset.type;
    // 43 characters of [A-Za-z0-9_-]: nothing to escape.
    ctx.body = asset.body.toString("utf8").replace("{{state}}", state);
  };

  /** The language of a page made here: the owner's choice (a cookie), else the browser's (page-language.ts). */
  const languageOf = (ctx: Context): PageLanguage => pageLanguage(cookieValue(ctx, DASHBOARD_LANGUAGE_COOKIE), ctx.get("accept-language"));

  /** A small page of the dashboard's own, made here (no script; its text escaped by the caller): the sign-in pages' look. */
  const htmlPage = (ctx: Context, lang: PageLanguage, title: string, content: string[]) => {
    ctx.set("Content-Security-Policy", contentSecurityPolicy({ telegramWidget: false }));
    ctx.type = "text/html; charset=utf-8";
    ctx.body = [
      "<!doctype html>",
      `<html lang="${lang}">`,
      "<head>",
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="robots" content="noindex">',
      `<title>${escapeHtml(title)} · ${PAGE_TEXTS[lang].appTitle}</title>`,
      '<link rel="stylesheet" href="/dashboard/assets/dashboard.css">',
      "</head>",
      "<body>",
      '<main id="main" class="signin">',
      "  <h1>Warden</h1>",
      ...content,
      "</main>",
      "</body>",
      "</html>",
      "",
    ].join("\n");
  };

  /**
   * What the widget's redirect gets without this browser's login state (someone else's link, or a
   * Telegram that dropped our query string): no sign-in and the session left as it is, but a page
   * naming the Telegram account, whose "Sign in" button POSTs the answer's fields (a form, from our
   * origin) to /api/session/telegram. Nothing is used up here. The name comes from the answer: text only.
   */
  const confirmTelegramPage = (ctx: Context, login: TelegramLogin, fields: Record<string, unknown>) => {
    // As the login link's page: the form's POST must carry our Origin, and no Referer carries this URL (the answer).
    ctx.set("Referrer-Policy", "strict-origin");
    const who = `${escapeHtml(login.first_name)}${login.username ? ` (@${escapeHtml(login.username)})` : ""}`;
    const inputs = Object.entries(fields).map(([k, v]) => `    <input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v))}">`);
    const lang = languageOf(ctx);
    const w = PAGE_TEXTS[lang];
    htmlPage(ctx, lang, w.signIn, [
      `  <p id="confirm-account">${w.confirmAccount(who)}</p>`,
      `  <p class="muted">${w.telegramUserId(login.id)}</p>`,
      `  <form method="post" action="${DASHBOARD_PATH}/api/session/telegram">`,
      ...inputs,
      `    <button type="submit" id="sign-in">${w.signIn}</button>`,
      "  </form>",
      `  <p class="muted">${w.notYours(`<a href="${DASHBOARD_PATH}/login">${w.backToSignIn}</a>`)}</p>`,
    ]);
  };

  /**
   * A sign-in the browser navigated to (a login link, the widget's redirect, the Sign in button of a
   * form) that fails: the reason in words on a page of ours, under the error's status, never the
   * API's JSON error body shown as the page; a failure on our side is reported as app.ts reports it
   * (toApiError, reportFailure). A client that does not ask for HTML before JSON (a script, curl)
   * gets the API's JSON error.
   */
  const navigation = async (ctx: Context, run: () => Promise<void>): Promise<void> => {
    try {
      await run();
    } catch (err) {
      if (ctx.accepts("json", "html") !== "html") throw err;
      const e = toApiError(err);
      reportFailure(d.logger, ctx, e, err);
      for (const [name, value] of Object.entries(e.headers)) ctx.set(name, value);
      const lang = languageOf(ctx);
      const w = PAGE_TEXTS[lang];
      const back = `<a href="${DASHBOARD_PATH}/login">${w.backInSentence}</a>`;
      htmlPage(ctx, lang, w.signInFailed, [
        `  <p class="error" role="alert" id="failure">${escapeHtml(w.failure(e.code, e.message))}</p>`,
        e.status >= 500 ? `  <p>${w.ourSide(back)}</p>` : `  <p>${w.startAgain(back)}</p>`,
        `  <p class="muted">${w.errorLine(e.code, escapeHtml(ctx.state.requestId))}</p>`,
      ]);
      ctx.status = e.status;
    }
  };

  /** A redirect after a form's POST: 303, so the browser follows with a GET. */
  const seeOther = (ctx: Context, url: string) => {
    ctx.redirect(url);
    ctx.status = 303;
  };

  const routes: DashboardRoute[] = [
    {
      method: "GET",
      path: "/api/config",
      access: "public",
      async handler(ctx) {
        // The limits the pages show and check before sending (app.ts), from the one declaration the API enforces.
        ctx.body = {
          telegram_bot_username: widget ? config.botUsername : null,
          public_url: base,
          limits: {
            active_keys: MAX_ACTIVE_KEYS,
            rule_weight: { min: LIMITS.ruleWeightMin, max: LIMITS.ruleWeightMax },
            analytics_days: { default: LIMITS.analyticsDefaultDays, max: LIMITS.analyticsMaxDays },
          },
          // The kinds a rule's form offers, as the API takes them.
          rule_kinds: RULE_KINDS,
          // The journal's filter choices, as the API takes them, and the entries a page of it shows.
          journal: { verdicts: VERDICTS, sources: JOURNAL_SOURCES, page_size: DASHBOARD_PAGE_SIZE },
          // The event types a webhook endpoint's form offers (checkboxes), as the API takes them.
          webhook_events: SUBSCRIBABLE_EVENT_TYPES,
          // What the whitelist's form checks before sending, as the API checks it: a user id from 1 to the largest,
          // a username with or without "@".
          whitelist: { user_id_max: MAX_TELEGRAM_USER_ID, username_pattern: `^@?${USERNAME_BODY}$` },
        };
      },
    },
    {
      method: "GET",
      path: "/api/session",
      access: "session",
      async handler(ctx, _p, s) {
        ctx.body = await sessionBody(s.session, s.account, s.linked);
      },
    },
    {
      // Another account of the same Telegram user: a new session (new id and CSRF token) for it, the
      // old one ended. An account not linked to the session's Telegram user (`s.linked`, read for
      // this request) is "not found", as an account that does not exist: the answer tells nothing
      // about other people's accounts.
      method: "POST",
      path: "/api/session/account",
      access: "session",
      async handler(ctx, _p, s) {
        const b = parseOr422(switchAccountBody, await readJsonBody(ctx, BODY_LIMIT));
        const { telegramUserId } = s.session;
        const account = b.account_id === s.account.id ? s.account : s.linked?.includes(b.account_id) ? await accounts.getAccount(b.account_id) : null;
        if (!account) throw apiErrors.notFound("Account");
        // An end of the target's sessions covers a session signed in before it that sits on a sibling account now (a
        // leaked cookie of the same Telegram user): it must sign in again to get there. Its own session stays.
        if (account.id !== s.account.id && (await redisCall(sessions.signedInBeforeEnd(account.id, s.session)))) throw sessionEndedThere();
        ctx.body = await sessionBody(await signIn(ctx, account.id, s.session.via, telegramUserId, s.session.createdAt), account, s.linked);
      },
    },
    {
      // A widget answer: as JSON (login.ts's callback, window.wardenTelegramAuth; 201 and the session),
      // or as the form of the confirmation page (confirmTelegramPage; 303 to the dashboard, or back to
      // sign-in when refused). Like the other POSTs that start a session: the origin check, no CSRF token.
      method: "POST",
      path: "/api/session/telegram",
      access: "public",
      async handler(ctx) {
        if (isForm(ctx)) {
          return navigation(ctx, async () => {
            checkOrigin(ctx);
            const fields = formFields(await readFormBody(ctx, BODY_LIMIT));
            try {
              const login = parseTelegramFields(fields);
              if (!login) throw invalidLogin("malformed");
              await signInTelegram(ctx, login, fields);
            } catch (err) {
              if (err instanceof ApiError && err.status < 500) return seeOther(ctx, TELEGRAM_REFUSED);
              throw err;
            }
            seeOther(ctx, `${DASHBOARD_PATH}/`);
          });
        }
        checkOrigin(ctx);
        const raw = (await readJsonBody(ctx, BODY_LIMIT)) as Record<string, unknown>;
        const login = parseOr422(telegramLoginBody, raw);
        const session = await signInTelegram(ctx, login);
        const account = await accounts.getAccount(session.accountId);
        ctx.status = 201;
        ctx.body = { account: account ? renderAccount(account) : null, csrf_token: session.csrfToken, via: session.via };
      },
    },
    {
      // The login link's "Sign in" button (loginLinkPage): the token comes as a form field, never in
      // the query; the link is redeemed (atomically, once) only here, after the origin check.
      method: "POST",
      path: "/login",
      access: "public",
      async handler(ctx) {
        await navigation(ctx, async () => {
          checkOrigin(ctx);
          const token = (await readFormBody(ctx, BODY_LIMIT)).get("token") ?? "";
          const accountId = loginToken.test(token) ? await redisCall(sessions.consumeLoginLink(token)) : null;
          if (!accountId || !(await accounts.getAccount(accountId))) return seeOther(ctx, `${DASHBOARD_PATH}/login?error=link`);
          await signIn(ctx, accountId, "login_link");
          seeOther(ctx, `${DASHBOARD_PATH}/`);
        });
      },
    },
    {
      // No CSRF token needed, only the origin check: a forged sign-out is harmless, and a tab holding an
      // older session's token (another tab switched account or signed in again since) must still be able
      // to end the session the cookie names. The cookie is cleared first, whatever happens next.
      method: "POST",
      path: "/api/session/logout",
      access: "public",
      async handler(ctx) {
        checkOrigin(ctx);
        setSessionCookie(ctx, null);
        const id = cookieValue(ctx, SESSION_COOKIE);
        if (id) await redisCall(sessions.destroy(id));
        ctx.status = 204;
      },
    },
    {
      method: "GET",
      path: "/api/keys",
      access: "session",
      async handler(ctx, _p, s) {
        const keys = await accounts.listKeys(s.account.id);
        ctx.body = { keys: keys.map(renderKey), limit: MAX_ACTIVE_KEYS, active: keys.filter((k) => !k.revokedAt).length };
      },
    },
    {
      method: "POST",
      path: "/api/keys",
      access: "session",
      async handler(ctx, _p, s) {
        const { account } = s;
        // The operator froze the account (abuse, a dispute): no new key until the operator lifts it. Under the
        // owner's own freeze (a leaked key) the owner may revoke and create keys before unfreezing.
        if (account.frozen && account.frozenBy === "operator") throw apiErrors.frozenByOperator();
        const b = parseOr422(createKeyBody, await readJsonBody(ctx, BODY_LIMIT));
        try {
          const { key, record } = await accounts.createKey(account.id, b.scope);
          ctx.status = 201;
          // The only time the full key is shown; only its SHA-256 is stored.
          ctx.body = { ...renderKey(record), key };
        } catch (err) {
          throw err instanceof KeyLimitError ? apiErrors.keyLimitReached() : err;
        }
      },
    },
    {
      method: "DELETE",
      path: "/api/keys/:key",
      access: "session",
      async handler(ctx, p, s) {
        const { account } = s;
        if (!keyIdParam.test(p.key!)) throw apiErrors.notFound("Key");
        // Only the account's own keys: another account's key id is "not found".
        const revoked = await accounts.revokeKey(p.key!, account.id);
        if (!revoked) throw apiErrors.notFound("Key");
        ctx.status = 204;
      },
    },
    ...(["freeze", "unfreeze"] as const).map(
      (op): DashboardRoute => ({
        method: "POST",
        path: `/api/account/${op}`,
        access: "session",
        async handler(ctx, _p, s) {
          const { account } = s;
          let updated: Account | null;
          try {
            // The owner's kill switch: it cannot lift a freeze of the operator (refused, nothing changed).
            updated = await accounts.setFrozen(account.id, op === "freeze", "owner");
          } catch (err) {
            throw err instanceof OperatorFreezeError ? apiErrors.frozenByOperator() : err;
          }
          if (!updated) throw apiErrors.notFound("Account");
          // As the operator's freeze: after it is stored, the webhooks follow (503 when the dispatcher cannot be told; repeat it).
          await followAccountSuspension(d.webhooks, updated);
          ctx.body = { account: renderAccount(updated) };
        },
      }),
    ),
  ];

  /** Pages, assets, sign-in and the dashboard-only API (every /dashboard path but /dashboard/api/v1). */
  async function handle(ctx: Context): Promise<void> {
    // Never cached, never leaked through Referer (a login link carries its token in the URL; its page
    // sends the origin alone, loginLinkPage).
    ctx.set("Cache-Control", "no-store");
    ctx.set("Referrer-Policy", "no-referrer");
    ctx.set("X-Content-Type-Options", "nosniff");
    setTransportSecurity(ctx);
    const path = ctx.path.slice(DASHBOARD_PATH.length) || "/";
    if (ctx.method === "GET" || ctx.method === "HEAD") {
      if (path === "/" && ctx.path === DASHBOARD_PATH) {
        ctx.state.routeTemplate = DASHBOARD_PATH;
        ctx.redirect(`${DASHBOARD_PATH}/`);
        return;
      }
      if (path === "/") {
        ctx.state.routeTemplate = `${DASHBOARD_PATH}/`;
        return page(ctx, "index.html", false);
      }
      if (path === "/login") {
        ctx.state.routeTemplate = `${DASHBOARD_PATH}/login`;
        const token = typeof ctx.query.token === "string" ? ctx.query.token : undefined;
        if (token === undefined) return loginPage(ctx);
        return navigation(ctx, async () => {
          // Only looked at, never used up here (POST /login redeems it): a used or expired link says so at once.
          if (!loginToken.test(token) || !(await redisCall(sessions.loginLinkExists(token)))) return ctx.redirect(`${DASHBOARD_PATH}/login?error=link`);
          loginLinkPage(ctx, token);
        });
      }
      if (path === "/login/telegram") {
        // The widget's redirect mode (data-auth-url): the fields arrive in the query, with the login
        // state our sign-in page put into the URL (ours, not Telegram's: no part of the hash; every
        // other field must be one the widget signs).
        ctx.state.routeTemplate = TELEGRAM_CALLBACK_PATH;
        const { state: sent, ...fields } = ctx.query as Record<string, unknown>;
        const state = stateAndAppended(sent, fields);
        const expected = cookieValue(ctx, LOGIN_STATE_COOKIE);
        const startedHere = typeof state === "string" && expected !== undefined && loginToken.test(expected) && secretMatches(state, expected);
        // A state is good for one redirect, whatever comes of it.
        if (startedHere) setLoginStateCookie(ctx, null);
        return navigation(ctx, async () => {
          try {
            const login = parseTelegramFields(fields);
            if (!login) throw invalidLogin("malformed");
            if (startedHere) {
              // The hash covers the fields exactly as Telegram sent them.
              await signInTelegram(ctx, login, fields);
              ctx.redirect(`${DASHBOARD_PATH}/`);
              return;
            }
            // Not a login this browser started: no sign-in, the session untouched, nothing used up; a
            // page asks first. An answer that would be refused anyway is refused now.
            verifiedTelegramUser(login, fields);
            if (await redisCall(sessions.telegramLoginUsed(login.hash))) throw usedLogin();
            confirmTelegramPage(ctx, login, fields);
          } catch (err) {
            // Refused (an answer that does not verify, is used, is too old, no account linked): the sign-in page says why.
            if (err instanceof ApiError && err.status < 500) return ctx.redirect(TELEGRAM_REFUSED);
            throw err;
          }
        });
      }
      const asset = /^\/assets\/([a-z0-9-]+\.(?:js|css|svg))$/.exec(path);
      if (asset) {
        ctx.state.routeTemplate = `${DASHBOARD_PATH}/assets/{file}`;
        const a: Asset | undefined = assets.get(asset[1]!);
        if (!a) throw apiErrors.notFound("Asset");
        ctx.type = a.type;
        ctx.body = a.body;
        return;
      }
    }
    const { route: r, params } = routeOf(routes, ctx.method, path);
    ctx.state.routeTemplate = `${DASHBOARD_PATH}${r.path}`;
    if (r.access === "session") await r.handler(ctx, params, await signedIn(ctx));
    else await r.handler(ctx, params);
  }

  /**
   * The principal of a v1 request made with the dashboard's session: the session's account, checked
   * as on every dashboard request (`bound`: read from PostgreSQL, so a freeze or plan change applies
   * at once, and for a Telegram sign-in still linked to that Telegram user), with the rights of a
   * write key. Mutations need the CSRF token. A frozen account gets 403
   * account_frozen on the v1 surface like its keys; the dashboard's kill switch stays reachable.
   */
  async function principal(ctx: Context): Promise<Principal> {
    const s = await signedIn(ctx);
    const { account } = s;
    if (account.frozen) throw apiErrors.frozen();
    ctx.set("Cache-Control", "no-store");
    return {
      account,
      key: {
        id: "dashboard_session",
        accountId: account.id,
        prefix: "dashboard",
        scope: "write",
        createdAt: new Date(s.session.createdAt),
        revokedAt: null,
        lastUsedAt: null,
      },
    };
  }

  return { handle, principal };
}

export type Dashboard = ReturnType<typeof createDashboard>;
