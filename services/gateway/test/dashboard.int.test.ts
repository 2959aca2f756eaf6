import { createHash, createHmac } from "node:crypto";
import { Code, ConnectError, type Client } from "@connectrpc/connect";
import { GroupsConfigService } from "@warden/proto";
import { serviceClient } from "@warden/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNAL_SOURCES, LIMITS, MAX_TELEGRAM_USER_ID, SUBSCRIBABLE_EVENT_TYPES, USERNAME_BODY, VERDICTS } from "@warden/contract";
import { waitFor } from "@warden/testing";
import { createLogger } from "@warden/telemetry";
import { contentSecurityPolicy, HSTS_MAX_AGE_S } from "../src/dashboard/assets.js";
import { DASHBOARD_PAGE_SIZE, SESSION_CHALLENGE } from "../src/dashboard/index.js";
import { DashboardSessions } from "../src/dashboard/sessions.js";
import { startHarness, type Harness } from "./support/harness.js";

const BOT_TOKEN = "123456:TEST-bot-token-for-the-login-widget-0";
/** Every line the gateway logs (the access log included), to show what never gets there. */
const logLines: string[] = [];
const logger = createLogger("gateway", "info", {
  hooks: {
    streamWrite: (line: string) => {
      logLines.push(line);
      return "";
    },
  },
});
let h: Harness;
/** groups-config as the dashboard sees it; `linkedDown` makes its ListLinkedAccounts fail as an unreachable service would. */
let groupsConfig: Client<typeof GroupsConfigService>;
let linkedDown = false;
beforeAll(async () => {
  h = await startHarness("gwdash", {
    logger,
    dashboard: {
      config: { botToken: BOT_TOKEN, botUsername: "warden_test_bot" },
      groups: {
        listLinkedAccounts: (req) =>
          linkedDown ? Promise.reject(new ConnectError("groups-config unreachable", Code.Unavailable)) : groupsConfig.listLinkedAccounts(req),
      },
    },
  });
  groupsConfig = serviceClient(GroupsConfigService, h.upstreams.groups);
});
afterAll(() => h?.close());

/**
 * A fresh auth_date for every payload minted: each answer of the widget is accepted once, so two
 * sign-ins in the same second need two payloads, as two clicks on the widget give (strictly
 * decreasing, a few seconds in the past).
 */
let lastAuthDate = Number.POSITIVE_INFINITY;
function freshAuthDate() {
  lastAuthDate = Math.min(Math.floor(Date.now() / 1000) - 5, lastAuthDate - 1);
  return lastAuthDate;
}

function widgetPayload(
  telegramUserId: number,
  authDate = freshAuthDate(),
  over: Record<string, string> = {},
): Record<string, string | number> & { hash: string } {
  const fields: Record<string, string | number> = { id: telegramUserId, first_name: "Owner", username: "owner", auth_date: authDate, ...over };
  const dcs = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("\n");
  const hash = createHmac("sha256", createHash("sha256").update(BOT_TOKEN).digest()).update(dcs).digest("hex");
  return { ...fields, hash };
}

interface Browser {
  cookie?: string;
  csrf?: string;
}
async function call(b: Browser, method: string, path: string, o: { body?: unknown; raw?: string; headers?: Record<string, string>; csrf?: boolean } = {}) {
  const headers: Record<string, string> = { ...o.headers };
  // The browser's session cookie, and any other cookie the test passes (the login state).
  const cookies = [b.cookie, o.headers?.cookie].filter(Boolean);
  if (cookies.length) headers.cookie = cookies.join("; ");
  if (o.body !== undefined) headers["content-type"] = "application/json";
  if (o.csrf !== false && b.csrf && method !== "GET" && method !== "HEAD") headers["x-csrf-token"] = b.csrf;
  const sent = o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  const res = await fetch(h.url + path, { method, headers, body: sent, redirect: "manual" });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  const set = res.headers.get("set-cookie") ?? "";
  const m = /warden_session=([^;]*)/.exec(set);
  if (m) b.cookie = m[1] ? `warden_session=${m[1]}` : undefined;
  return { status: res.status, headers: res.headers, body, setCookie: set };
}

/** A login link's "Sign in" button: the form's POST (its fields urlencoded), as the page sends it from our origin. */
async function postForm(b: Browser, path: string, fields: string, headers: Record<string, string> = {}) {
  return call(b, "POST", path, {
    raw: fields,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: h.url, "sec-fetch-site": "same-origin", ...headers },
  });
}

/** A payload as the widget's redirect mode sends it: every field a query parameter. */
const q = (p: Record<string, string | number>) => new URLSearchParams(Object.entries(p).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** A cookie the answer sets (not the session's), as `name=value`, and its attributes. */
function setCookieOf(r: { headers: Headers }, name: string): { pair: string; value: string; attrs: string } | undefined {
  const line = r.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attrs] = line.split("; ");
  return { pair: pair!, value: pair!.slice(name.length + 1), attrs: attrs.join("; ") };
}

/** Opens the sign-in page as a browser does before the widget: the login's state, in its cookie and in the page. */
async function startLogin(b: Browser) {
  const r = await call(b, "GET", "/dashboard/login");
  expect(r.status).toBe(200);
  const c = setCookieOf(r, "warden_login_state");
  expect(c?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { state: c!.value, cookie: c!.pair, page: r };
}

/** The hidden fields of the confirmation page's form, urlencoded as the browser posts them. */
function formFieldsOf(html: string): string {
  const fields = [...html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map(([, k, v]): [string, string] => [
    k!,
    v!
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&"),
  ]);
  return new URLSearchParams(fields).toString();
}

const tgLoginKey = (hash: string) => `${h.redisPrefix}dashboard:tg-login:${createHash("sha256").update(hash).digest("hex")}`;

/** An account linked to a Telegram user with a Pro group, signed in through the widget. */
async function owner(tg: number, groupId: number) {
  const acc = await h.account("pro");
  await h.groups.linkAccount(acc.id, tg);
  await h.group(groupId, "pro", [acc.id]);
  const b: Browser = {};
  const r = await call(b, "POST", "/dashboard/api/session/telegram", { body: widgetPayload(tg) });
  expect(r.status).toBe(201);
  b.csrf = r.body.csrf_token;
  return { acc, b, groupId };
}

describe("sign-in with the Telegram Login Widget", () => {
  it("a valid payload starts a session in an HttpOnly, Secure, SameSite=Lax cookie on /dashboard", async () => {
    const { acc, b } = await owner(700001, -1001000700001);
    expect(b.cookie).toMatch(/^warden_session=[A-Za-z0-9_-]{43}$/);
    const s = await call(b, "GET", "/dashboard/api/session");
    expect(s.status).toBe(200);
    expect(s.body.account.id).toBe(acc.id);
    expect(s.body.csrf_token).toBe(b.csrf);
    const fresh: Browser = {};
    const r = await call(fresh, "POST", "/dashboard/api/session/telegram", { body: widgetPayload(700001) });
    expect(r.setCookie).toMatch(/Path=\/dashboard/);
    expect(r.setCookie).toMatch(/HttpOnly/);
    expect(r.setCookie).toMatch(/SameSite=Lax/);
    expect(r.setCookie).toMatch(/Secure/);
  });

  it("refuses a tampered, a stale and a future payload, and a Telegram user linked to no account", async () => {
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700002);
    const tampered = { ...widgetPayload(700002), id: 700003 };
    const stale = widgetPayload(700002, Math.floor(Date.now() / 1000) - 86_400 - 60);
    const future = widgetPayload(700002, Math.floor(Date.now() / 1000) + 3_600);
    for (const body of [tampered, stale, future, widgetPayload(799999)]) {
      const b: Browser = {};
      const r = await call(b, "POST", "/dashboard/api/session/telegram", { body });
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe("invalid_login");
      expect(b.cookie).toBeUndefined();
    }
  });

  it("the widget's redirect form (GET /dashboard/login/telegram?state=…) signs in with the fields as sent; tampered goes back to sign-in", async () => {
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700013);
    const b: Browser = {};
    const login = await startLogin(b);
    const ok = await call(b, "GET", `/dashboard/login/telegram?state=${login.state}&${q(widgetPayload(700013))}`, { headers: { cookie: login.cookie } });
    expect([ok.status, ok.headers.get("location")]).toEqual([302, "/dashboard/"]);
    expect((await call(b, "GET", "/dashboard/api/session")).body.account.id).toBe(acc.id);
    for (const withState of [true, false]) {
      const bad: Browser = {};
      const l = await startLogin(bad);
      const tampered = q({ ...widgetPayload(700013), username: "someone_else" });
      const r = await call(bad, "GET", `/dashboard/login/telegram?${withState ? `state=${l.state}&` : ""}${tampered}`, { headers: { cookie: l.cookie } });
      expect([withState, r.status, r.headers.get("location")]).toEqual([withState, 302, "/dashboard/login?error=telegram"]);
      expect(bad.cookie).toBeUndefined();
    }
  });

  it("signs in too when the widget appends its fields with a second '?' (…?state=X?id=…)", async () => {
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700014);
    const b: Browser = {};
    const login = await startLogin(b);
    const r = await call(b, "GET", `/dashboard/login/telegram?state=${login.state}?${q(widgetPayload(700014))}`, { headers: { cookie: login.cookie } });
    expect([r.status, r.headers.get("location")]).toEqual([302, "/dashboard/"]);
    expect((await call(b, "GET", "/dashboard/api/session")).body.account.id).toBe(acc.id);
    // A field sent both ways is refused, as any field sent twice.
    const twice: Browser = {};
    const l = await startLogin(twice);
    const p = widgetPayload(700014);
    const dup = await call(twice, "GET", `/dashboard/login/telegram?state=${l.state}?id=${p.id}&${q(p)}`, { headers: { cookie: l.cookie } });
    expect([dup.status, dup.headers.get("location"), twice.cookie]).toEqual([302, "/dashboard/login?error=telegram", undefined]);
  });

  it("rotates the session id at every sign-in: the earlier id stops working", async () => {
    const { b } = await owner(700004, -1001000700004);
    const first = b.cookie!;
    const again = await call(b, "POST", "/dashboard/api/session/telegram", { body: widgetPayload(700004) });
    expect(again.status).toBe(201);
    expect(b.cookie).not.toBe(first);
    expect((await call({ cookie: first }, "GET", "/dashboard/api/session")).status).toBe(401);
    expect((await call(b, "GET", "/dashboard/api/session")).status).toBe(200);
  });
});

describe("Telegram sign-in: bound to the browser that started it, each answer once", () => {
  it("a cross-site link with another user's payload and no state signs nobody in: a page names that user (escaped), the victim's session stays", async () => {
    const victim = await owner(700031, -1001000700031);
    const victimCookie = victim.b.cookie;
    const attacker = await h.account("pro");
    await h.groups.linkAccount(attacker.id, 700032);
    const payload = widgetPayload(700032, undefined, { first_name: `<script>alert("x")</script>&`, username: "mallory" });
    const r = await call(victim.b, "GET", `/dashboard/login/telegram?${q(payload)}`, { headers: { "sec-fetch-site": "cross-site" } });
    expect(r.status).toBe(200);
    expect(r.setCookie).not.toMatch(/warden_session=/);
    expect(victim.b.cookie).toBe(victimCookie);
    // A page of the dashboard's own: its policy and headers, no script at all, the name as text.
    expect(r.headers.get("content-type")).toMatch(/^text\/html/);
    expect(r.headers.get("content-security-policy")).toBe(contentSecurityPolicy({ telegramWidget: false }));
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.headers.get("referrer-policy")).toBe("strict-origin");
    expect(r.body).toContain("Sign in to Warden as &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp; (@mallory)?");
    expect(r.body).not.toMatch(/<script|style=/);
    expect(r.body).toContain('<form method="post" action="/dashboard/api/session/telegram">');
    expect(r.body).toContain(`<input type="hidden" name="hash" value="${payload.hash}">`);
    // The victim is still signed in to their own account.
    const s = await call(victim.b, "GET", "/dashboard/api/session");
    expect([s.status, s.body.account.id]).toEqual([200, victim.acc.id]);
    // Showing the page used nothing up.
    expect(await h.redis.exists(tgLoginKey(String(payload.hash)))).toBe(0);
  });

  it("with the state cookie of the sign-in page and the same state in the URL, the redirect signs in at once (302) and the state is used up", async () => {
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700033);
    const b: Browser = {};
    const login = await startLogin(b);
    expect(setCookieOf(login.page, "warden_login_state")!.attrs).toBe("Path=/dashboard/login/telegram; HttpOnly; SameSite=Lax; Secure; Max-Age=600");
    // The page hands the state to the widget's data-auth-url (login.ts).
    expect(login.page.body).toContain(`data-state="${login.state}"`);
    // Telegram's redirect is a cross-site top-level navigation: the Lax cookie comes along.
    const r = await call(b, "GET", `/dashboard/login/telegram?state=${login.state}&${q(widgetPayload(700033))}`, {
      headers: { cookie: login.cookie, "sec-fetch-site": "cross-site" },
    });
    expect([r.status, r.headers.get("location")]).toEqual([302, "/dashboard/"]);
    expect(b.cookie).toMatch(/^warden_session=[A-Za-z0-9_-]{43}$/);
    expect(setCookieOf(r, "warden_login_state")!.attrs).toMatch(/^Path=\/dashboard\/login\/telegram; .*Max-Age=0$/);
    expect((await call(b, "GET", "/dashboard/api/session")).body.account.id).toBe(acc.id);
  });

  it("a state that is not this browser's (another, or no cookie) gets the confirmation page and no session; other unknown fields are still refused", async () => {
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700034);
    const b: Browser = {};
    const mine = await startLogin(b);
    const theirs = await startLogin({});
    for (const [state, cookie] of [
      [theirs.state, mine.cookie],
      [mine.state, undefined],
      ["x".repeat(43), mine.cookie],
    ] as const) {
      const r = await call(b, "GET", `/dashboard/login/telegram?state=${state}&${q(widgetPayload(700034))}`, { headers: cookie ? { cookie } : {} });
      expect([r.status, r.setCookie]).toEqual([200, ""]);
      expect(r.body).toContain("Sign in to Warden as Owner (@owner)?");
      expect(b.cookie).toBeUndefined();
    }
    // `state` alone is not Telegram's: any other field the widget does not sign is refused, as before.
    const extra = await call(b, "GET", `/dashboard/login/telegram?state=${mine.state}&${q(widgetPayload(700034))}&admin=1`, {
      headers: { cookie: mine.cookie },
    });
    expect([extra.status, extra.headers.get("location")]).toEqual([302, "/dashboard/login?error=telegram"]);
    expect(b.cookie).toBeUndefined();
  });

  it("the confirmation page's Sign in (a form POST to /dashboard/api/session/telegram) is refused from another site, and signs in from ours", async () => {
    const victim = await owner(700035, -1001000700035);
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700036);
    // A name that needs escaping: the form must give back exactly the strings Telegram signed.
    const payload = widgetPayload(700036, undefined, { first_name: `O'Brien & <Co> "x"`, last_name: "Ünïcode ✓" });
    const page = await call({}, "GET", `/dashboard/login/telegram?${q(payload)}`);
    expect(page.status).toBe(200);
    const fields = formFieldsOf(page.body);
    expect(Object.fromEntries(new URLSearchParams(fields))).toEqual(Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])));
    const before = victim.b.cookie;
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const r = await postForm(victim.b, "/dashboard/api/session/telegram", fields, headers);
      expect([r.status, r.body.error.code, r.setCookie]).toEqual([403, "csrf_failed", ""]);
    }
    expect(victim.b.cookie).toBe(before);
    expect((await call(victim.b, "GET", "/dashboard/api/session")).body.account.id).toBe(victim.acc.id);
    // A field the widget does not sign, or one sent twice, is no answer: back to sign-in, nothing used up.
    for (const extra of ["&admin=1", "&__proto__=x", "&__proto__=x&__proto__=y", "&id=700036"]) {
      const r = await postForm({}, "/dashboard/api/session/telegram", fields + extra);
      expect([extra, r.status, r.headers.get("location"), r.setCookie]).toEqual([extra, 303, "/dashboard/login?error=telegram", ""]);
    }
    // The owner presses Sign in on the page: from our origin, the form's fields.
    const b: Browser = {};
    const ok = await postForm(b, "/dashboard/api/session/telegram", fields);
    expect([ok.status, ok.headers.get("location")]).toEqual([303, "/dashboard/"]);
    expect(ok.setCookie).toMatch(/HttpOnly/);
    expect((await call(b, "GET", "/dashboard/api/session")).body.account.id).toBe(acc.id);
  });

  it("a payload signs in once: used again (JSON POST, form POST, redirect with or without state) it is refused like an invalid one", async () => {
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700037);
    const payload = widgetPayload(700037);
    const first = await call({}, "POST", "/dashboard/api/session/telegram", { body: payload });
    expect(first.status).toBe(201);
    const b: Browser = {};
    const json = await call(b, "POST", "/dashboard/api/session/telegram", { body: payload });
    expect([json.status, json.body.error.code]).toEqual([401, "invalid_login"]);
    // Remembered (by the SHA-256 of its hash) until it would be too old anyway.
    const ttl = await h.redis.ttl(tgLoginKey(String(payload.hash)));
    expect(ttl).toBeGreaterThan(86_400 - 5 - 60);
    expect(ttl).toBeLessThanOrEqual(86_400 - 5 + 1);
    const form = await postForm(b, "/dashboard/api/session/telegram", q(payload));
    expect([form.status, form.headers.get("location")]).toEqual([303, "/dashboard/login?error=telegram"]);
    const login = await startLogin(b);
    const withState = await call(b, "GET", `/dashboard/login/telegram?state=${login.state}&${q(payload)}`, { headers: { cookie: login.cookie } });
    expect([withState.status, withState.headers.get("location")]).toEqual([302, "/dashboard/login?error=telegram"]);
    const noState = await call(b, "GET", `/dashboard/login/telegram?${q(payload)}`);
    expect([noState.status, noState.headers.get("location")]).toEqual([302, "/dashboard/login?error=telegram"]);
    expect(b.cookie).toBeUndefined();

    // The other way round: used by the redirect first, then refused as a POST.
    const other = widgetPayload(700037);
    const b2: Browser = {};
    const l2 = await startLogin(b2);
    const redirected = await call(b2, "GET", `/dashboard/login/telegram?state=${l2.state}&${q(other)}`, { headers: { cookie: l2.cookie } });
    expect([redirected.status, redirected.headers.get("location")]).toEqual([302, "/dashboard/"]);
    const b3: Browser = {};
    const again = await call(b3, "POST", "/dashboard/api/session/telegram", { body: other });
    expect([again.status, again.body.error.code]).toEqual([401, "invalid_login"]);
    const l3 = await startLogin(b3);
    const again2 = await call(b3, "GET", `/dashboard/login/telegram?state=${l3.state}&${q(other)}`, { headers: { cookie: l3.cookie } });
    expect([again2.status, again2.headers.get("location")]).toEqual([302, "/dashboard/login?error=telegram"]);
    expect(b3.cookie).toBeUndefined();
  });

  it("an answer refused because groups-config cannot list the links (503) is not used up: it signs in once groups-config answers", async () => {
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700053);
    const payload = widgetPayload(700053);
    const page = await call({}, "GET", `/dashboard/login/telegram?${q(payload)}`);
    expect(page.status).toBe(200);
    linkedDown = true;
    try {
      for (const send of [
        () => call({}, "POST", "/dashboard/api/session/telegram", { body: payload }),
        () => postForm({}, "/dashboard/api/session/telegram", formFieldsOf(page.body)),
      ]) {
        const r = await send();
        expect([r.status, r.body.error.code, r.setCookie]).toEqual([503, "unavailable", ""]);
      }
    } finally {
      linkedDown = false;
    }
    expect(await h.redis.exists(tgLoginKey(payload.hash))).toBe(0);
    // The confirmation page's Sign in, pressed again: it signs in (and only now is the answer used).
    const b: Browser = {};
    const ok = await postForm(b, "/dashboard/api/session/telegram", formFieldsOf(page.body));
    expect([ok.status, ok.headers.get("location")]).toEqual([303, "/dashboard/"]);
    expect((await call(b, "GET", "/dashboard/api/session")).body.account.id).toBe(acc.id);
    expect(await h.redis.exists(tgLoginKey(payload.hash))).toBe(1);
  });
});

describe("a sign-in the browser navigated to that fails", () => {
  /** The Accept header of a browser following a link, a redirect or a form's Sign in. */
  const NAVIGATE = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8" };
  /** A page of ours (its policy, no script) saying why in words, with a way back to sign-in: never the API's JSON. */
  function expectFailurePage(r: Awaited<ReturnType<typeof call>>, status: number, code: string, words: string) {
    expect([r.status, r.headers.get("content-type")]).toEqual([status, "text/html; charset=utf-8"]);
    expect(r.headers.get("content-security-policy")).toBe(contentSecurityPolicy({ telegramWidget: false }));
    expect(typeof r.body).toBe("string");
    expect(r.body).toMatch(/^<!doctype html>/);
    expect(r.body).not.toMatch(/<script|style=/);
    expect(r.body).toContain(`<p class="error" role="alert" id="failure">${words}</p>`);
    expect(r.body).toContain('<a href="/dashboard/login">back to sign-in</a>');
    expect(r.body).toContain(`Error ${code}, request id ${r.headers.get("x-request-id")}.`);
  }

  it("a service down: the widget's redirect and the confirmation page's Sign in say so in words (503), not in the API's JSON", async () => {
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700051);
    const unlinked = widgetPayload(700051);
    const page = await call({}, "GET", `/dashboard/login/telegram?${q(unlinked)}`, { headers: NAVIGATE });
    expect(page.status).toBe(200);
    linkedDown = true;
    try {
      const b: Browser = {};
      const login = await startLogin(b);
      const r = await call(b, "GET", `/dashboard/login/telegram?state=${login.state}&${q(widgetPayload(700051))}`, {
        headers: { cookie: login.cookie, ...NAVIGATE },
      });
      expectFailurePage(r, 503, "unavailable", "A backing service is unavailable; try again shortly.");
      expect(r.body).toContain("This is on our side, not yours. Try again in a minute");
      expect(r.headers.get("retry-after")).toBe("1");
      // The state is used up all the same; no session.
      expect(setCookieOf(r, "warden_login_state")?.attrs).toMatch(/Max-Age=0$/);
      expect(b.cookie).toBeUndefined();
      const form = await postForm(b, "/dashboard/api/session/telegram", formFieldsOf(page.body), NAVIGATE);
      expectFailurePage(form, 503, "unavailable", "A backing service is unavailable; try again shortly.");
      expect(b.cookie).toBeUndefined();
      // A client that asks for JSON (or anything: fetch's */*) still gets the API's error.
      const json = await call({}, "POST", "/dashboard/api/session/telegram", { body: widgetPayload(700051) });
      expect([json.status, json.body.error.code]).toEqual([503, "unavailable"]);
    } finally {
      linkedDown = false;
    }
  });

  it("refused from another site: a login link's and the confirmation page's Sign in say so in words (403), nothing used up", async () => {
    const acc = await h.account("pro");
    await h.groups.linkAccount(acc.id, 700052);
    const { token } = await h.sessions!.createLoginLink(acc.id);
    const b: Browser = {};
    const link = await postForm(b, "/dashboard/login", `token=${token}`, { origin: "https://evil.example", ...NAVIGATE });
    expectFailurePage(link, 403, "csrf_failed", "Cross-origin request refused.");
    expect(link.body).toContain("Start again from the sign-in page");
    const page = await call({}, "GET", `/dashboard/login/telegram?${q(widgetPayload(700052))}`, { headers: NAVIGATE });
    const form = await postForm(b, "/dashboard/api/session/telegram", formFieldsOf(page.body), { "sec-fetch-site": "cross-site", ...NAVIGATE });
    expectFailurePage(form, 403, "csrf_failed", "Cross-site request refused (Sec-Fetch-Site: cross-site).");
    expect(b.cookie).toBeUndefined();
    // Nothing used up: both still sign in from our origin.
    expect((await postForm(b, "/dashboard/login", `token=${token}`, NAVIGATE)).headers.get("location")).toBe("/dashboard/");
    const again: Browser = {};
    expect((await postForm(again, "/dashboard/api/session/telegram", formFieldsOf(page.body), NAVIGATE)).headers.get("location")).toBe("/dashboard/");
  });
});

describe("one-time login links", () => {
  it("opening the link (a link preview's GET or HEAD) signs nobody in and uses nothing up; its Sign in button does, once", async () => {
    const acc = await h.account("pro");
    const { token } = await h.sessions!.createLoginLink(acc.id);
    const link = `/dashboard/login?token=${token}`;
    // A messenger's preview fetches the URL first, maybe more than once, maybe with HEAD.
    for (const method of ["HEAD", "GET", "GET"]) {
      const preview: Browser = {};
      const r = await call(preview, method, link);
      expect([method, r.status, r.setCookie]).toEqual([method, 200, ""]);
      expect(preview.cookie).toBeUndefined();
      expect(r.headers.get("content-type")).toMatch(/^text\/html/);
      // The pages' own policy; the form's POST carries our Origin (no-referrer would make it `null`) and a Referer of the origin alone.
      expect(r.headers.get("content-security-policy")).toBe(contentSecurityPolicy({ telegramWidget: false }));
      expect(r.headers.get("referrer-policy")).toBe("strict-origin");
      expect(r.headers.get("cache-control")).toBe("no-store");
      if (method === "GET") {
        expect(r.body).toContain('<form method="post" action="/dashboard/login">');
        expect(r.body).toContain(`<input type="hidden" name="token" value="${token}">`);
        expect(r.body).toContain('<link rel="stylesheet" href="/dashboard/assets/dashboard.css">');
        expect(r.body).not.toMatch(/<script|style=/);
      }
    }
    // The owner presses Sign in: the token as a form field, from our origin.
    const b: Browser = {};
    const r = await postForm(b, "/dashboard/login", `token=${token}`);
    expect([r.status, r.headers.get("location")]).toEqual([303, "/dashboard/"]);
    expect(r.setCookie).toMatch(/HttpOnly/);
    expect((await call(b, "GET", "/dashboard/api/session")).body.account.id).toBe(acc.id);
    // Used: the link's page says so at once, and a second POST signs nobody in.
    const again: Browser = {};
    const opened = await call(again, "GET", link);
    expect([opened.status, opened.headers.get("location")]).toEqual([302, "/dashboard/login?error=link"]);
    const r2 = await postForm(again, "/dashboard/login", `token=${token}`);
    expect([r2.status, r2.headers.get("location")]).toEqual([303, "/dashboard/login?error=link"]);
    expect(again.cookie).toBeUndefined();
    // The token is in no log line (the access log names the route template only).
    expect(logLines.some((l) => l.includes('"route":"/dashboard/login"'))).toBe(true);
    expect(logLines.filter((l) => l.includes(token))).toEqual([]);
  });

  it("the Sign in POST is refused from another origin, takes the token from the form only, and uses nothing up when refused", async () => {
    const acc = await h.account("pro");
    const { token } = await h.sessions!.createLoginLink(acc.id);
    const b: Browser = {};
    const cross = await postForm(b, "/dashboard/login", `token=${token}`, { origin: "https://evil.example" });
    expect([cross.status, cross.body.error.code]).toEqual([403, "csrf_failed"]);
    const site = await postForm(b, "/dashboard/login", `token=${token}`, { "sec-fetch-site": "cross-site" });
    expect([site.status, site.body.error.code]).toEqual([403, "csrf_failed"]);
    const inQuery = await postForm(b, `/dashboard/login?token=${token}`, "");
    expect([inQuery.status, inQuery.headers.get("location")]).toEqual([303, "/dashboard/login?error=link"]);
    const asJson = await call(b, "POST", "/dashboard/login", { body: { token }, headers: { origin: h.url } });
    expect([asJson.status, asJson.body.error.code]).toEqual([415, "unsupported_media_type"]);
    const big = await postForm(b, "/dashboard/login", `token=${token}&pad=${"x".repeat(5_000)}`);
    expect([big.status, big.body.error.code]).toEqual([413, "body_too_large"]);
    expect(b.cookie).toBeUndefined();
    // Still there: the page shows, and the POST signs in.
    expect((await call({}, "GET", `/dashboard/login?token=${token}`)).status).toBe(200);
    const ok = await postForm(b, "/dashboard/login", `token=${token}`);
    expect([ok.status, ok.headers.get("location")]).toEqual([303, "/dashboard/"]);
    expect((await call(b, "GET", "/dashboard/api/session")).body.account.id).toBe(acc.id);
  });

  it("is stored only as a hash, with the link's lifetime", async () => {
    const acc = await h.account("pro");
    const { token, expiresAt } = await h.sessions!.createLoginLink(acc.id);
    const keys = await h.redis.keys(`${h.redisPrefix}dashboard:login-link:*`);
    expect(keys.some((k) => k.includes(token))).toBe(false);
    const digest = createHash("sha256").update(token).digest("base64url");
    const ttl = await h.redis.ttl(`${h.redisPrefix}dashboard:login-link:${digest}`);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(600_000);
  });

  it("an expired link signs nobody in", async () => {
    const acc = await h.account("pro");
    const { token } = await h.sessions!.createLoginLink(acc.id);
    const digest = createHash("sha256").update(token).digest("base64url");
    // Expire it the way its TTL would.
    await h.redis.del(`${h.redisPrefix}dashboard:login-link:${digest}`);
    const b: Browser = {};
    const r = await call(b, "GET", `/dashboard/login?token=${token}`);
    expect(r.headers.get("location")).toBe("/dashboard/login?error=link");
    const post = await postForm(b, "/dashboard/login", `token=${token}`);
    expect(post.headers.get("location")).toBe("/dashboard/login?error=link");
    expect(b.cookie).toBeUndefined();
  });
});

describe("sessions, sign-out and CSRF", () => {
  it("without a session the dashboard API answers 401 session_required, naming the session as the way in (RFC 9110 11.6.1)", async () => {
    for (const p of ["/dashboard/api/session", "/dashboard/api/keys", "/dashboard/api/v1/groups"]) {
      const r = await call({}, "GET", p);
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe("session_required");
      expect(r.headers.get("www-authenticate"), p).toBe(SESSION_CHALLENGE);
    }
    const refused = await call({}, "POST", "/dashboard/api/session/telegram", { body: { ...widgetPayload(700009), id: 700010 } });
    expect([refused.status, refused.body.error.code, refused.headers.get("www-authenticate")]).toEqual([401, "invalid_login", SESSION_CHALLENGE]);
  });

  it("the config gives the pages the contract's journal choices, webhook event types and the whitelist's checks", async () => {
    const r = await call({}, "GET", "/dashboard/api/config");
    expect(r.status).toBe(200);
    expect([r.body.journal, r.body.webhook_events, r.body.whitelist]).toEqual([
      { verdicts: [...VERDICTS], sources: [...JOURNAL_SOURCES], page_size: DASHBOARD_PAGE_SIZE },
      [...SUBSCRIBABLE_EVENT_TYPES],
      { user_id_max: MAX_TELEGRAM_USER_ID, username_pattern: `^@?${USERNAME_BODY}$` },
    ]);
    // The username pattern takes what the API takes: with or without "@", not "@" alone or a leading digit.
    const username = new RegExp(r.body.whitelist.username_pattern);
    expect(["@shop_owner", "shop_owner", "@", "1shop", "abc"].map((u) => username.test(u))).toEqual([true, true, false, false, false]);
  });

  it("HEAD is GET without the body (RFC 9110 9.3.2), pages and API alike; Allow lists it wherever GET is", async () => {
    const { b } = await owner(700070, -1001000700070);
    const get = await call(b, "GET", "/dashboard/api/keys");
    const head = await call(b, "HEAD", "/dashboard/api/keys");
    expect([head.status, head.body, head.headers.get("content-length")]).toEqual([200, undefined, get.headers.get("content-length")]);
    expect((await call({}, "HEAD", "/dashboard/api/keys")).status).toBe(401);
    expect((await call(b, "HEAD", "/dashboard/api/config")).status).toBe(200);
    expect((await call({}, "HEAD", "/dashboard/")).status).toBe(200);
    // A path with no GET has no HEAD either; one with GET names HEAD beside it.
    const logout = await call(b, "HEAD", "/dashboard/api/session/logout");
    expect([logout.status, logout.headers.get("allow")]).toEqual([405, "POST"]);
    const put = await call(b, "PUT", "/dashboard/api/keys");
    expect([put.status, put.headers.get("allow")]).toEqual([405, "GET, HEAD, POST"]);
  });

  it("every mutation of the dashboard's own API needs the CSRF token and changes nothing without it", async () => {
    const { b } = await owner(700011, -1001000700011);
    const before = (await call(b, "GET", "/dashboard/api/keys")).body;
    const keyId = before.keys[0].id as string;
    for (const [method, path, body] of [
      ["POST", "/dashboard/api/keys", { scope: "read" }],
      ["DELETE", `/dashboard/api/keys/${keyId}`, undefined],
      ["POST", "/dashboard/api/account/freeze", undefined],
      ["POST", "/dashboard/api/account/unfreeze", undefined],
    ] as const) {
      const r = await call(b, method, path, { body, csrf: false });
      expect([method, path, r.status, r.body.error.code]).toEqual([method, path, 403, "csrf_failed"]);
    }
    expect((await call(b, "GET", "/dashboard/api/keys")).body).toEqual(before);
    expect((await call(b, "GET", "/dashboard/api/session")).status).toBe(200);
  });

  it("sign-out ends the session the cookie names with an older session's CSRF token, or none; another origin is refused", async () => {
    const { b } = await owner(700005, -1001000700005);
    // Tab A holds this session's token; in tab B the owner signs in again (a new session and token, the same cookie jar).
    const tabA = b.csrf!;
    const again = await call(b, "POST", "/dashboard/api/session/telegram", { body: widgetPayload(700005) });
    expect(again.status).toBe(201);
    const live = b.cookie!;
    expect(again.body.csrf_token).not.toBe(tabA);
    // A forged sign-out from another site changes nothing.
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const cross = await call({ cookie: live }, "POST", "/dashboard/api/session/logout", { headers });
      expect([cross.status, cross.body.error.code, cross.setCookie]).toEqual([403, "csrf_failed", ""]);
    }
    expect((await call({ cookie: live }, "GET", "/dashboard/api/session")).status).toBe(200);
    // Sign out in tab A, with its stale token: the live session ends, the cookie is cleared.
    const out = await call(b, "POST", "/dashboard/api/session/logout", { headers: { "x-csrf-token": tabA }, csrf: false });
    expect(out.status).toBe(204);
    expect(out.setCookie).toMatch(/^warden_session=; Path=\/dashboard; HttpOnly; SameSite=Lax; Secure; Max-Age=0$/);
    expect(b.cookie).toBeUndefined();
    expect((await call({ cookie: live }, "GET", "/dashboard/api/session")).status).toBe(401);
    // No token at all, and no session left: still signed out, the cookie cleared again.
    const none = await call({ cookie: live }, "POST", "/dashboard/api/session/logout", { csrf: false });
    expect([none.status, none.setCookie]).toEqual([204, expect.stringMatching(/Max-Age=0/)]);
    const noCookie = await call({}, "POST", "/dashboard/api/session/logout");
    expect([noCookie.status, noCookie.setCookie]).toEqual([204, expect.stringMatching(/Max-Age=0/)]);
  });

  it("a mutation without the token, with a wrong one or from another origin is refused; with it, it applies at once", async () => {
    const { acc, b, groupId } = await owner(700006, -1001000700006);
    const path = `/dashboard/api/v1/groups/${groupId}/settings`;
    const none = await call(b, "PATCH", path, { body: { spam_threshold: 81 }, csrf: false });
    expect([none.status, none.body.error.code]).toEqual([403, "csrf_failed"]);
    const wrong = await call(b, "PATCH", path, { body: { spam_threshold: 81 }, csrf: false, headers: { "x-csrf-token": "A".repeat(43) } });
    expect([wrong.status, wrong.body.error.code]).toEqual([403, "csrf_failed"]);
    const cross = await call(b, "PATCH", path, { body: { spam_threshold: 81 }, headers: { origin: "https://evil.example" } });
    expect([cross.status, cross.body.error.code]).toEqual([403, "csrf_failed"]);
    const site = await call(b, "PATCH", path, { body: { spam_threshold: 81 }, headers: { "sec-fetch-site": "cross-site" } });
    expect([site.status, site.body.error.code]).toEqual([403, "csrf_failed"]);
    const viaKey = async () => (await h.request("GET", `/api/public/v1/groups/${groupId}/settings`, { key: acc.key })).body.spam_threshold;
    expect(await viaKey()).toBe(70);
    const ok = await call(b, "PATCH", path, { body: { spam_threshold: 81 }, headers: { origin: h.url, "sec-fetch-site": "same-origin" } });
    expect(ok.status).toBe(200);
    expect(await viaKey()).toBe(81);
  });

  it("a read another site starts with the session (a navigation to /dashboard/api) is refused and costs the account nothing", async () => {
    const { acc, b } = await owner(700061, -1001000700061);
    const used = async () => Number((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used);
    const before = await used();
    // The Lax cookie goes with a top-level navigation from any site; each v1 read would cost a quota unit and a
    // rate-limit slot that the account's API keys share.
    for (const site of ["cross-site", "same-site"]) {
      for (const path of ["/dashboard/api/v1/groups", "/dashboard/api/session", "/dashboard/api/keys"]) {
        const r = await call(b, "GET", path, { headers: { "sec-fetch-site": site, "sec-fetch-mode": "navigate" } });
        expect([site, path, r.status, r.body.error.code]).toEqual([site, path, 403, "csrf_failed"]);
      }
    }
    expect(await used()).toBe(before);
    // The page's own read, and an address typed in (or a browser that sends no Sec-Fetch-Site), are served.
    for (const headers of [{ "sec-fetch-site": "same-origin" }, { "sec-fetch-site": "none" }, {}] as Record<string, string>[]) {
      expect((await call(b, "GET", "/dashboard/api/v1/groups", { headers })).status).toBe(200);
    }
    expect(await used()).toBe(before + 3);
  });

  it("the v1 rules apply unchanged: validation, unknown settings", async () => {
    const { b, groupId } = await owner(700007, -1001000700007);
    const bad = await call(b, "PATCH", `/dashboard/api/v1/groups/${groupId}/settings`, { body: { spam_threshold: 1000 } });
    expect([bad.status, bad.body.error.code]).toEqual([422, "invalid_setting_value"]);
    const unknown = await call(b, "PATCH", `/dashboard/api/v1/groups/${groupId}/settings`, { body: { nope: 1 } });
    expect([unknown.status, unknown.body.error.code]).toEqual([422, "unknown_setting"]);
  });
});

describe("session expiry", () => {
  it("a session's Redis key expires when idle, and the session ends at its absolute end however much it is used", async () => {
    const sessions = new DashboardSessions(h.redis, `${h.redisPrefix}exp:`, { idleSeconds: 300, absoluteSeconds: 2, loginLinkSeconds: 600 });
    const { id } = await sessions.create("acc_expiry", "login_link");
    const key = `${h.redisPrefix}exp:dashboard:session:${createHash("sha256").update(id).digest("base64url")}`;
    expect(await h.redis.ttl(key)).toBeLessThanOrEqual(2);
    expect((await sessions.get(id))?.accountId).toBe("acc_expiry");
    // Used all the time, it still ends after absoluteSeconds.
    await waitFor(async () => (await sessions.get(id)) === null, { timeoutMs: 5_000, intervalMs: 100, message: "the session's absolute end" });
    expect(await h.redis.exists(key)).toBe(0);

    const idle = new DashboardSessions(h.redis, `${h.redisPrefix}idle:`, { idleSeconds: 120, absoluteSeconds: 86_400, loginLinkSeconds: 600 });
    const s2 = await idle.create("acc_idle", "telegram");
    const key2 = `${h.redisPrefix}idle:dashboard:session:${createHash("sha256").update(s2.id).digest("base64url")}`;
    const ttl = await h.redis.ttl(key2);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
    expect(JSON.stringify(await h.redis.get(key2))).not.toContain(s2.id);
  });

  it("a successor session (a switch of account) keeps its predecessor's absolute end", async () => {
    const sessions = new DashboardSessions(h.redis, `${h.redisPrefix}succ:`, { idleSeconds: 300, absoluteSeconds: 3_600, loginLinkSeconds: 600 });
    const keyOf = (id: string) => `${h.redisPrefix}succ:dashboard:session:${createHash("sha256").update(id).digest("base64url")}`;
    // signed in 59 minutes ago: a successor lives one more minute at most, not another hour
    const late = await sessions.create("acc_successor", "telegram", "700099", Date.now() - 59 * 60_000);
    expect(await h.redis.ttl(keyOf(late.id))).toBeLessThanOrEqual(60);
    expect((await sessions.get(late.id))?.telegramUserId).toBe("700099");
    // past its end, a successor is no session at all
    const over = await sessions.create("acc_successor", "telegram", "700099", Date.now() - 3_601_000);
    expect(await sessions.get(over.id)).toBeNull();
  });
});

describe("API keys and the kill switch", () => {
  it("a key created in the dashboard works at once, is listed by prefix with its last use, and is 401 after revocation", async () => {
    const { b } = await owner(700008, -1001000700008);
    const c = await call(b, "POST", "/dashboard/api/keys", { body: { scope: "read" } });
    expect(c.status).toBe(201);
    expect(c.body.key).toMatch(/^tk_live_[0-9A-Za-z]{32}$/);
    expect((await h.request("GET", "/api/public/v1/me", { key: c.body.key })).body.key.id).toBe(c.body.id);
    const list = await call(b, "GET", "/dashboard/api/keys");
    const listed = list.body.keys.find((k: any) => k.id === c.body.id);
    expect(listed.prefix).toBe(c.body.key.slice(0, 12));
    expect(listed.key).toBeUndefined();
    expect(JSON.stringify(list.body)).not.toContain(c.body.key);
    // Its use is recorded in the background.
    await waitFor(async () => (await call(b, "GET", "/dashboard/api/keys")).body.keys.find((k: any) => k.id === c.body.id).last_used_at, {
      message: "the key's last use listed",
    });
    expect((await call(b, "DELETE", `/dashboard/api/keys/${c.body.id}`)).status).toBe(204);
    const after = await h.request("GET", "/api/public/v1/me", { key: c.body.key });
    expect([after.status, after.body.error.code]).toEqual([401, "invalid_api_key"]);
  });

  it(`the ${LIMITS.activeKeysPerAccount}-key cap: the last allowed key is created, the next is 409 limit_reached`, async () => {
    const { b } = await owner(700009, -1001000700009); // holds 1 key already
    for (let i = 1; i < LIMITS.activeKeysPerAccount; i++) expect((await call(b, "POST", "/dashboard/api/keys", { body: { scope: "read" } })).status).toBe(201);
    const over = await call(b, "POST", "/dashboard/api/keys", { body: { scope: "read" } });
    expect([over.status, over.body.error.code, over.body.error.details.limit]).toEqual([409, "limit_reached", LIMITS.activeKeysPerAccount]);
  });

  it("freeze: the account's keys get 403 account_frozen at once; unfreeze restores them", async () => {
    const { acc, b } = await owner(700010, -1001000700010);
    expect((await call(b, "POST", "/dashboard/api/account/freeze", { csrf: false })).status).toBe(403);
    const f = await call(b, "POST", "/dashboard/api/account/freeze");
    expect(f.body.account.frozen).toBe(true);
    const r = await h.request("GET", "/api/public/v1/groups", { key: acc.key });
    expect([r.status, r.body.error.code]).toEqual([403, "account_frozen"]);
    expect((await call(b, "GET", "/dashboard/api/v1/groups")).body.error.code).toBe("account_frozen");
    expect((await call(b, "POST", "/dashboard/api/account/unfreeze")).body.account.frozen).toBe(false);
    expect((await h.request("GET", "/api/public/v1/groups", { key: acc.key })).status).toBe(200);
  });

  it("an operator's freeze refuses new keys (revoking stays open); under the owner's own freeze a leaked key can be replaced", async () => {
    const { acc, b } = await owner(700991, -1001000700991);
    await call(b, "POST", "/dashboard/api/account/freeze");
    const replacement = await call(b, "POST", "/dashboard/api/keys", { body: { scope: "write" } });
    expect(replacement.status).toBe(201);
    expect((await call(b, "DELETE", `/dashboard/api/keys/${acc.keyId}`)).status).toBe(204);

    await h.accounts.setFrozen(acc.id, true, "operator");
    const refused = await call(b, "POST", "/dashboard/api/keys", { body: { scope: "read" } });
    expect([refused.status, refused.body.error.code, refused.body.error.details]).toEqual([403, "account_frozen", { frozen_by: "operator" }]);
    const keys = (await call(b, "GET", "/dashboard/api/keys")).body.keys;
    expect(keys.filter((k: any) => !k.revoked_at).map((k: any) => k.id)).toEqual([replacement.body.id]);
    expect((await call(b, "DELETE", `/dashboard/api/keys/${replacement.body.id}`)).status).toBe(204);
  });
});

describe("several accounts of one Telegram user", () => {
  it("lists them all, switches to another with a new session, and the dashboard then shows that account's groups and keys", async () => {
    const first = await owner(700021, -1001000700021);
    const second = await h.account("basic", { name: "second account" });
    await h.groups.linkAccount(second.id, 700021);
    await h.group(-1001000700022, "pro", [second.id]);
    const b = first.b;
    // signed in to the first linked by id; the other is listed after the session's own
    const s = await call(b, "GET", "/dashboard/api/session");
    const current = s.body.account.id as string;
    const other = current === first.acc.id ? second : first.acc;
    expect(s.body.accounts.map((a: any) => a.id)).toEqual([current, other.id]);
    expect(s.body.accounts.find((a: any) => a.id === second.id)).toEqual({ id: second.id, name: "second account", plan: "basic" });

    const before = b.cookie!;
    const r = await call(b, "POST", "/dashboard/api/session/account", { body: { account_id: other.id } });
    expect(r.status).toBe(200);
    expect(r.body.account.id).toBe(other.id);
    expect(r.body.accounts.map((a: any) => a.id)).toEqual([other.id, current]);
    // the switch keeps the sign-in's start: switching never extends the session's absolute end
    expect(r.body.created_at).toBe(s.body.created_at);
    // a new session id and CSRF token; the old session is over
    expect(b.cookie).not.toBe(before);
    expect(r.body.csrf_token).not.toBe(b.csrf);
    expect((await call({ cookie: before }, "GET", "/dashboard/api/session")).status).toBe(401);
    b.csrf = r.body.csrf_token;
    const groupOf = (acc: { id: string }) => (acc.id === first.acc.id ? first.groupId : -1001000700022);
    const groups = await call(b, "GET", "/dashboard/api/v1/groups");
    expect(groups.body.groups.map((g: any) => g.id)).toEqual([groupOf(other)]);
    const keys = await call(b, "GET", "/dashboard/api/keys");
    expect(keys.body.keys.map((k: any) => k.id)).toEqual([other.keyId]);
    // and back
    const back = await call(b, "POST", "/dashboard/api/session/account", { body: { account_id: current } });
    expect([back.status, back.body.account.id]).toEqual([200, current]);
  });

  it("refuses an account not linked to the session's Telegram user as not found, without CSRF, and a malformed id; the session stays", async () => {
    const mine = await owner(700023, -1001000700023);
    const stranger = await owner(700024, -1001000700024);
    const b = mine.b;
    const cookie = b.cookie;
    for (const id of [stranger.acc.id, "acc_doesnotexist0000000"]) {
      const r = await call(b, "POST", "/dashboard/api/session/account", { body: { account_id: id } });
      expect([r.status, r.body.error.code]).toEqual([404, "not_found"]);
    }
    const bad = await call(b, "POST", "/dashboard/api/session/account", { body: { account_id: "wh_123" } });
    expect([bad.status, bad.body.error.code]).toEqual([422, "validation_failed"]);
    const extra = await call(b, "POST", "/dashboard/api/session/account", { body: { account_id: mine.acc.id, admin: true } });
    expect([extra.status, extra.body.error.code]).toEqual([422, "validation_failed"]);
    const noCsrf = await call(b, "POST", "/dashboard/api/session/account", { body: { account_id: mine.acc.id }, csrf: false });
    expect([noCsrf.status, noCsrf.body.error.code]).toEqual([403, "csrf_failed"]);
    expect(b.cookie).toBe(cookie);
    const s = await call(b, "GET", "/dashboard/api/session");
    expect([s.status, s.body.account.id]).toEqual([200, mine.acc.id]);
  });

  it("while groups-config cannot list the links, a Telegram session is refused with 503 (not let through) and is not ended; a login link's session works", async () => {
    const first = await owner(700026, -1001000700026);
    const second = await h.account("pro");
    await h.groups.linkAccount(second.id, 700026);
    const current = (await call(first.b, "GET", "/dashboard/api/session")).body.account.id as string;
    const other = current === second.id ? first.acc.id : second.id;
    const { token } = await h.sessions!.createLoginLink(first.acc.id);
    const viaLink: Browser = {};
    expect((await postForm(viaLink, "/dashboard/login", `token=${token}`)).status).toBe(303);
    const keysBefore = (await h.accounts.listKeys(current)).length;
    linkedDown = true;
    try {
      // Whether the account is still this Telegram user's cannot be told: every route says so, nothing is done.
      const answers = [
        await call(first.b, "GET", "/dashboard/api/session"),
        await call(first.b, "GET", "/dashboard/api/v1/groups"),
        await call(first.b, "POST", "/dashboard/api/keys", { body: { scope: "write" } }),
        await call(first.b, "POST", "/dashboard/api/session/account", { body: { account_id: other } }),
      ];
      expect(answers.map((r) => [r.status, r.body.error?.code, r.headers.get("retry-after"), r.setCookie])).toEqual(
        answers.map(() => [503, "unavailable", "1", ""]),
      );
      expect((await h.accounts.listKeys(current)).length).toBe(keysBefore);
      // A login link's session is bound to its account alone: groups-config is not asked.
      const s = await call(viaLink, "GET", "/dashboard/api/session");
      expect([s.status, s.body.account.id]).toEqual([200, first.acc.id]);
    } finally {
      linkedDown = false;
    }
    expect((await call(first.b, "GET", "/dashboard/api/session")).status).toBe(200);
    expect((await call(first.b, "POST", "/dashboard/api/session/account", { body: { account_id: other } })).status).toBe(200);
  });

  it("a switch's cookie lasts as long as the session: until the sign-in's absolute end, not a full lifetime from the switch", async () => {
    const tg = 700063;
    const first = await h.account("pro");
    const second = await h.account("pro");
    await h.groups.linkAccount(first.id, tg);
    await h.groups.linkAccount(second.id, tg);
    // Signed in an hour ago.
    const { id, session } = await h.sessions!.create(first.id, "telegram", String(tg), Date.now() - 3_600_000);
    const b: Browser = { cookie: `warden_session=${id}`, csrf: session.csrfToken };
    const r = await call(b, "POST", "/dashboard/api/session/account", { body: { account_id: second.id } });
    expect(r.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/.exec(r.setCookie)?.[1]);
    const left = h.sessions!.times.absoluteSeconds - 3_600;
    expect(maxAge).toBeGreaterThan(left - 60);
    expect(maxAge).toBeLessThanOrEqual(left);
  });

  it("an end of an account's sessions also keeps out a session signed in before it that sits on a sibling account", async () => {
    const a = await owner(700062, -1001000700062);
    const sibling = await h.account("pro");
    await h.groups.linkAccount(sibling.id, 700062);
    const s = await call(a.b, "GET", "/dashboard/api/session");
    const current = s.body.account.id as string;
    const other = current === sibling.id ? a.acc.id : sibling.id;
    // The operator ends the other account's sessions (`warden account end-sessions`, say for a leaked cookie) after
    // this session signed in: switching there must not give it a fresh session of that account.
    await h.sessions!.endAccountSessions(other, Date.parse(s.body.created_at) + 1);
    const cookie = a.b.cookie;
    const r = await call(a.b, "POST", "/dashboard/api/session/account", { body: { account_id: other } });
    // 403, not 401: the dashboard stays on its page (a 401 session_required sends it to sign-in) and says why.
    expect([r.status, r.body.error.code, r.setCookie]).toEqual([403, "fresh_sign_in_required", ""]);
    // Its own session stays; a new sign-in reaches the other account.
    expect(a.b.cookie).toBe(cookie);
    expect((await call(a.b, "GET", "/dashboard/api/session")).body.account.id).toBe(current);
    const again: Browser = {};
    const signIn = await call(again, "POST", "/dashboard/api/session/telegram", { body: widgetPayload(700062) });
    again.csrf = signIn.body.csrf_token;
    const switched = await call(again, "POST", "/dashboard/api/session/account", { body: { account_id: other } });
    expect([switched.status, switched.body.account?.id]).toEqual([200, other]);
  });

  it("a login link's session holds its one account: nothing else is listed or reachable", async () => {
    const linked = await owner(700025, -1001000700025);
    const other = await h.account("pro");
    await h.groups.linkAccount(other.id, 700025);
    const { token } = await h.sessions!.createLoginLink(linked.acc.id);
    const b: Browser = {};
    expect((await postForm(b, "/dashboard/login", `token=${token}`)).status).toBe(303);
    const s = await call(b, "GET", "/dashboard/api/session");
    expect(s.body.accounts.map((a: any) => a.id)).toEqual([linked.acc.id]);
    b.csrf = s.body.csrf_token;
    const r = await call(b, "POST", "/dashboard/api/session/account", { body: { account_id: other.id } });
    expect([r.status, r.body.error.code]).toEqual([404, "not_found"]);
  });
});

describe("an account moved to another Telegram user", () => {
  it("ends the sessions its former Telegram user signed in with: every route answers 401 session_required, the session is gone, nothing is done", async () => {
    const U = 700041;
    const V = 700042;
    const { acc, b: first } = await owner(U, -1001000700041);
    // V administers a group of their own in Telegram: once A is linked to V, groups-config gives A that group.
    const groupOfV = -1001000700042;
    await h.group(groupOfV, "pro", []);
    await h.groups.syncTelegramAdmins(groupOfV, [V]);
    // Three tabs (sessions) of U, each to try one route first.
    const browsers = [first];
    for (let i = 0; i < 2; i++) {
      const b: Browser = {};
      const r = await call(b, "POST", "/dashboard/api/session/telegram", { body: widgetPayload(U) });
      expect(r.status).toBe(201);
      b.csrf = r.body.csrf_token;
      browsers.push(b);
    }
    const [keysTab, groupsTab, sessionTab] = browsers as [Browser, Browser, Browser];
    expect((await call(groupsTab, "GET", "/dashboard/api/v1/groups")).body.groups.map((g: any) => g.id)).not.toContain(groupOfV);
    const cookies = browsers.map((b) => b.cookie!);

    // The operator moves the account: `warden account link A --telegram-user-id V`.
    await h.groups.linkAccount(acc.id, V);

    const keysBefore = (await h.accounts.listKeys(acc.id)).length;
    const created = await call(keysTab, "POST", "/dashboard/api/keys", { body: { scope: "write" } });
    const groups = await call(groupsTab, "GET", "/dashboard/api/v1/groups");
    const session = await call(sessionTab, "GET", "/dashboard/api/session");
    for (const r of [created, groups, session]) {
      expect([r.status, r.body.error?.code]).toEqual([401, "session_required"]);
      expect(JSON.stringify(r.body)).not.toContain(String(groupOfV));
      // The cookie is cleared along.
      expect(r.setCookie).toMatch(/^warden_session=; .*Max-Age=0/);
    }
    expect((await h.accounts.listKeys(acc.id)).length).toBe(keysBefore);
    // Ended, not only refused: linked back to U, the old sessions stay signed out.
    await h.groups.linkAccount(acc.id, U);
    for (const cookie of cookies) expect((await call({ cookie }, "GET", "/dashboard/api/session")).status).toBe(401);
    // V signs in to the account as its owner now.
    const v: Browser = {};
    await h.groups.linkAccount(acc.id, V);
    const signedIn = await call(v, "POST", "/dashboard/api/session/telegram", { body: widgetPayload(V) });
    expect([signedIn.status, signedIn.body.account.id]).toEqual([201, acc.id]);
  });

  it("a switch to the session's own account after the move is refused too (no fresh session for an account no longer linked)", async () => {
    const { acc, b } = await owner(700043, -1001000700043);
    await h.groups.linkAccount(acc.id, 700044);
    const r = await call(b, "POST", "/dashboard/api/session/account", { body: { account_id: acc.id } });
    expect([r.status, r.body.error?.code]).toEqual([401, "session_required"]);
    expect(b.cookie).toBeUndefined();
  });

  it("ending the account's sessions (warden account link, account end-sessions) signs out its login-link sessions and voids its unused links", async () => {
    const acc = await h.account("pro");
    const other = await h.account("pro");
    const signIn = async (accountId: string) => {
      const { token } = await h.sessions!.createLoginLink(accountId);
      const b: Browser = {};
      expect((await postForm(b, "/dashboard/login", `token=${token}`)).status).toBe(303);
      return b;
    };
    const before = await signIn(acc.id);
    const bystander = await signIn(other.id);
    const unused = (await h.sessions!.createLoginLink(acc.id)).token;
    expect((await call(before, "GET", "/dashboard/api/session")).status).toBe(200);

    await h.sessions!.endAccountSessions(acc.id);
    const r = await call(before, "GET", "/dashboard/api/session");
    expect([r.status, r.body.error?.code]).toEqual([401, "session_required"]);
    const late: Browser = {};
    expect((await postForm(late, "/dashboard/login", `token=${unused}`)).headers.get("location")).toBe("/dashboard/login?error=link");
    expect(late.cookie).toBeUndefined();
    // Another account's session is untouched, and a link made now signs in.
    expect((await call(bystander, "GET", "/dashboard/api/session")).status).toBe(200);
    const after = await signIn(acc.id);
    expect((await call(after, "GET", "/dashboard/api/session")).body.account.id).toBe(acc.id);
  });

  it("a session marked as a Telegram sign-in but naming no Telegram user is no session", async () => {
    const acc = await h.account("pro");
    const { id } = await h.sessions!.create(acc.id, "telegram");
    const r = await call({ cookie: `warden_session=${id}` }, "GET", "/dashboard/api/session");
    expect([r.status, r.body.error?.code]).toEqual([401, "session_required"]);
  });
});

describe("tenant isolation", () => {
  it("an account sees and changes only its own groups and keys", async () => {
    const a = await owner(700011, -1001000700011);
    const other = await owner(700012, -1001000700012);
    const g = await call(other.b, "GET", `/dashboard/api/v1/groups/${a.groupId}/settings`);
    expect([g.status, g.body.error.code]).toEqual([404, "group_not_found"]);
    const list = await call(other.b, "GET", "/dashboard/api/v1/groups");
    expect(list.body.groups.map((x: any) => x.id)).toEqual([other.groupId]);
    const revoke = await call(other.b, "DELETE", `/dashboard/api/keys/${a.acc.keyId}`);
    expect([revoke.status, revoke.body.error.code]).toEqual([404, "not_found"]);
    expect((await h.request("GET", "/api/public/v1/me", { key: a.acc.key })).status).toBe(200);
    const keys = await call(other.b, "GET", "/dashboard/api/keys");
    expect(keys.body.keys.map((k: any) => k.id)).toEqual([other.acc.keyId]);
  });
});

describe("the v1 routes under /dashboard/api/v1", () => {
  it("answer Cache-Control: no-store, success and error alike (no signed-out or frozen answer is kept by a cache either)", async () => {
    const { acc, b, groupId } = await owner(700039, -1001000700039);
    const answers = [
      await call(b, "GET", `/dashboard/api/v1/groups/${groupId}/settings`),
      await call({}, "GET", "/dashboard/api/v1/groups"),
      await call({ cookie: "warden_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }, "GET", "/dashboard/api/v1/groups"),
      await call(b, "GET", "/dashboard/api/v1/no-such-route"),
      await call(b, "PATCH", `/dashboard/api/v1/groups/${groupId}/settings`, { body: { spam_threshold: 81 }, csrf: false }),
    ];
    await h.accounts.setFrozen(acc.id, true, "operator");
    answers.push(await call(b, "GET", "/dashboard/api/v1/groups"));
    expect(answers.map((r) => [r.status, r.headers.get("cache-control")])).toEqual([
      [200, "no-store"],
      [401, "no-store"],
      [401, "no-store"],
      [404, "no-store"],
      [403, "no-store"],
      [403, "no-store"],
    ]);
  });

  it("have no GET /me: it names the calling key, and a session is no key (it answered a made-up key outside the documented shape)", async () => {
    const { acc, b } = await owner(700054, -1001000700054);
    const me = await call(b, "GET", "/dashboard/api/v1/me");
    expect([me.status, me.body.error?.code]).toEqual([404, "not_found"]);
    // who is signed in: the dashboard's own session route
    expect((await call(b, "GET", "/dashboard/api/session")).body.account.id).toBe(acc.id);
    // and the key's GET /me is as it was
    expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).body.key.id).toMatch(/^key_/);
  });

  it("answer X-Content-Type-Options: nosniff, success and error alike", async () => {
    const { b, groupId } = await owner(700038, -1001000700038);
    const answers = [
      await call(b, "GET", "/dashboard/api/v1/groups"),
      await call(b, "GET", `/dashboard/api/v1/groups/${groupId}/settings`),
      await call({}, "GET", "/dashboard/api/v1/groups"),
      await call(b, "GET", "/dashboard/api/v1/no-such-route"),
      await call(b, "PATCH", `/dashboard/api/v1/groups/${groupId}/settings`, { body: { spam_threshold: 1000 } }),
      await call(b, "PATCH", `/dashboard/api/v1/groups/${groupId}/settings`, { body: { spam_threshold: 81 }, csrf: false }),
    ];
    expect(answers.map((r) => [r.status, r.headers.get("x-content-type-options")])).toEqual([
      [200, "nosniff"],
      [200, "nosniff"],
      [401, "nosniff"],
      [404, "nosniff"],
      [422, "nosniff"],
      [403, "nosniff"],
    ]);
  });
});

describe("pages", () => {
  it("serve a strict Content-Security-Policy; only the sign-in page allows telegram.org", async () => {
    const app = await fetch(`${h.url}/dashboard/`);
    expect(app.status).toBe(200);
    const csp = app.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("telegram.org");
    expect(csp).not.toContain("unsafe-inline");
    const login = await fetch(`${h.url}/dashboard/login`);
    expect(login.headers.get("content-security-policy")).toContain("script-src 'self' https://telegram.org;");
    const js = await fetch(`${h.url}/dashboard/assets/app.js`);
    expect(js.headers.get("content-type")).toMatch(/javascript/);
  });
});

describe("cookies on a gateway configured for plain http (DASHBOARD_SECURE_COOKIE=false, the local stack)", () => {
  let plain: Harness;
  beforeAll(async () => {
    plain = await startHarness("gwdashplain", { logger, dashboard: { config: { secureCookie: false, botToken: BOT_TOKEN, botUsername: "warden_test_bot" } } });
  });
  afterAll(() => plain?.close());

  const signInByLink = async (headers: Record<string, string>) => {
    const acc = await plain.account("pro");
    const { token } = await plain.sessions!.createLoginLink(acc.id);
    const res = await fetch(`${plain.url}/dashboard/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: `token=${token}`,
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    return res.headers.getSetCookie().find((c) => c.startsWith("warden_session="))!;
  };

  it("are still Secure on a request that came over HTTPS (X-Forwarded-Proto: https), so they never travel in clear text after", async () => {
    expect(await signInByLink({})).not.toMatch(/; Secure/);
    expect(await signInByLink({ "x-forwarded-proto": "https" })).toMatch(/; Secure(;|$)/);
    const login = await fetch(`${plain.url}/dashboard/login`, { headers: { "x-forwarded-proto": "https" } });
    expect(login.headers.getSetCookie().find((c) => c.startsWith("warden_login_state="))).toMatch(/; Secure(;|$)/);
    const out = await fetch(`${plain.url}/dashboard/api/session/logout`, { method: "POST", headers: { "x-forwarded-proto": "https" } });
    expect(out.headers.getSetCookie().find((c) => c.startsWith("warden_session="))).toMatch(/; Secure(;|$)/);
  });

  it("tell the browser to keep to HTTPS (HSTS) on every dashboard answer that came over HTTPS, pages, errors and its v1 alike; not over plain http", async () => {
    for (const path of ["/dashboard/", "/dashboard/login", "/dashboard/api/session", "/dashboard/api/v1/me", "/dashboard/nothing-here"]) {
      const overHttps = await fetch(`${plain.url}${path}`, { headers: { "x-forwarded-proto": "https" }, redirect: "manual" });
      expect(overHttps.headers.get("strict-transport-security"), path).toBe(`max-age=${HSTS_MAX_AGE_S}`);
      const overHttp = await fetch(`${plain.url}${path}`, { redirect: "manual" });
      expect(overHttp.headers.get("strict-transport-security"), path).toBeNull();
    }
  });
});
