import { createHash, createHmac } from "node:crypto";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { JOURNAL_SOURCES, MAX_TELEGRAM_USER_ID, MAX_TEXT_CHARS, RULE_KINDS, SUBSCRIBABLE_EVENT_TYPES, VERDICTS } from "@warden/contract";
import { launchChromium, waitFor } from "@warden/testing";
import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { ROOT, startStack, type Stack } from "../support/stack.js";

// The owner dashboard in a real browser: Debian's chromium driven by playwright-core (never a
// downloaded browser), against every service as a process. Each page is photographed at 390 and
// 1280 px: into a temporary folder, so a test run never changes the tree; `npm run screenshots`
// (DASHBOARD_SCREENSHOTS=docs/dashboard) refreshes the pictures the docs show.
const BOT_TOKEN = `123456:${"D".repeat(35)}`;
const BOT_USERNAME = "warden_e2e_bot";
const DEMO_TELEGRAM_USER = 100000001; // `warden demo` links the demo account to it
const SHOTS = process.env.DASHBOARD_SCREENSHOTS ? resolve(ROOT, process.env.DASHBOARD_SCREENSHOTS) : join(tmpdir(), "warden-dashboard-shots");
const HOOK = "http://127.0.0.1:9/hooks/warden";
const SPAM = "Earn $500 a day from home, no experience needed, DM me";

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ReturnType<typeof apiClient>;
let G: number;
/** The demo group's title (its pages are headed by it). */
let GT: string;
let dash: string;

/** The newest auth_date handed out: every payload gets its own (a signed payload signs in once). */
let lastAuthDate = Number.MAX_SAFE_INTEGER;
function freshAuthDate() {
  lastAuthDate = Math.min(Math.floor(Date.now() / 1000) - 5, lastAuthDate - 1);
  return lastAuthDate;
}

function widgetPayload(id: number, authDate = freshAuthDate()) {
  const fields: Record<string, string | number> = { id, first_name: "Demo", username: "demo_owner", auth_date: authDate };
  const dcs = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("\n");
  return { ...fields, hash: createHmac("sha256", createHash("sha256").update(BOT_TOKEN).digest()).update(dcs).digest("hex") };
}

/** A browser context that never reaches the internet: the Login Widget's script from telegram.org is refused. */
async function newContext(locale?: string): Promise<BrowserContext> {
  const c = await browser.newContext({ viewport: { width: 390, height: 900 }, ...(locale ? { locale } : {}) });
  // A test that closes its context right after reaching the sign-in page (Sign out) closes it while the widget's
  // request is still being refused: the refusal then finds the request already ended with the context, which is
  // what it was for (not an unhandled rejection of the run).
  await c.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort().catch(() => undefined));
  return c;
}

async function ready(p: Page) {
  await p.waitForFunction(() => document.body.dataset.ready === "true");
}
async function open(p: Page, hash: string) {
  await p.evaluate((h) => {
    document.body.dataset.ready = "false";
    if (location.hash === h) window.dispatchEvent(new HashChangeEvent("hashchange"));
    else location.hash = h;
  }, hash);
  await ready(p);
}
/**
 * Whether an element is on screen, whole (the viewport, not the page: a phone shows 900 px of it).
 * Less than a pixel over an edge is on screen: the page scrolls by whole pixels, and a box's edge
 * may be at a fraction of one (a stacked row's 3.2 px padding, a hint's 21.6 px line).
 */
function inViewport(l: Locator): Promise<boolean> {
  return l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top > -1 && r.bottom < window.innerHeight + 1;
  });
}
/**
 * Starts a sign-in with a Login Widget answer that succeeds: the page navigates away, so what it
 * started is not awaited inside the page (the evaluation's context would be gone before it answers).
 */
/** An answer in the API's error shape, as the gateway would give it (status, code and message). */
const errorAnswer = (status: number, code: string, message: string, headers?: Record<string, string>) => ({
  status,
  contentType: "application/json",
  headers,
  body: JSON.stringify({ error: { code, message, request_id: "req_e2e" } }),
});
/** A UTC day of the API (YYYY-MM-DD) and a count as the English dashboard writes them: "Mar 1, 2026", "1,234". */
const enDay = (day: string) =>
  new Intl.DateTimeFormat("en", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
const enNumber = (n: number) => n.toLocaleString("en");
/** A moment of the API (ISO 8601) as the English dashboard writes it, in the browser's time zone, named. */
const enMoment = (p: Page, iso: string) =>
  p.evaluate(
    (at) =>
      new Intl.DateTimeFormat("en", { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short" }).format(
        new Date(at),
      ),
    iso,
  );

/** The answer of a request refused for a backing service that is unavailable. */
const UNAVAILABLE = errorAnswer(503, "unavailable", "A backing service is unavailable; try again shortly.");

/**
 * Holds the requests `matches` picks (of `method` only, when given) on their way until release():
 * the bodies they sent, and `onItsWay`, settled when the first has been sent. done() releases them,
 * waits for them to pass and removes the route.
 */
async function holdRequests(p: Page, matches: (u: URL) => boolean, method?: string) {
  const sent: string[] = [];
  let arrived!: () => void;
  const onItsWay = new Promise<void>((r) => {
    arrived = r;
  });
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  let passed = Promise.resolve();
  await p.route(matches, (route) => {
    if (method && route.request().method() !== method) return route.continue();
    sent.push(route.request().postData() ?? "");
    arrived();
    passed = held.then(() => route.continue());
    return passed;
  });
  return {
    sent,
    onItsWay,
    release,
    async done() {
      release();
      await passed;
      await p.unroute(matches);
    },
  };
}

/** Revokes the demo account's keys whose secrets (or prefixes) are given, as the operator would. */
async function revokeKeys(...keys: string[]) {
  const listed = ((await stack.cli("key", "list", stack.demo.accountId)) as { keys: { id: string; prefix: string; status: string }[] }).keys;
  for (const k of listed) if (k.status === "active" && keys.some((key) => key.startsWith(k.prefix))) await stack.cli("key", "revoke", k.id);
}

function signInAndLeave(p: Page, payload: unknown): Promise<void> {
  return p.evaluate((x) => void (window as any).wardenTelegramAuth(x), payload);
}
/** Signs a fresh browser context in with the Telegram Login Widget's answer; the page is on the dashboard. */
async function signInWithWidget(p: Page) {
  await p.goto(`${dash}/login`);
  await ready(p);
  await Promise.all([p.waitForURL(`${dash}/`), signInAndLeave(p, widgetPayload(DEMO_TELEGRAM_USER))]);
  await ready(p);
}
async function shoot(p: Page, name: string) {
  for (const width of [390, 1280]) {
    await p.setViewportSize({ width, height: 900 });
    // Secrets shown once (keys, webhook secrets) are masked in the pictures.
    await p.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true, mask: [p.locator(".secret")] });
  }
  await p.setViewportSize({ width: 390, height: 900 });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  stack = await startStack({
    label: "dashboard",
    env: {
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: BOT_USERNAME,
      // The local stack's webhook rules: plain http to loopback (the endpoint below).
      WEBHOOK_ALLOW_HTTP: "true",
      WEBHOOK_ALLOWED_NETWORKS: "127.0.0.0/8,::1/128",
    },
  });
  api = apiClient(stack.baseUrl, stack.demo.key);
  G = stack.demo.groupId;
  GT = ((await api.get("/groups")).body.groups as { id: number; title: string }[]).find((g) => g.id === G)!.title;
  dash = `${stack.services.gateway!.url}/dashboard`;
  browser = await launchChromium();
  context = await newContext();
  page = await context.newPage();
  page.on("dialog", acceptDialogs);
});
/** Every confirm() on the main page is accepted, unless a test takes the dialogs over for a while. */
const acceptDialogs = (d: { accept(): Promise<void> }) => void d.accept();
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe("sign-in", () => {
  it("through a one-time login link from `warden login-link`: opening it (a link preview) uses nothing up; its Sign in button does, once", async () => {
    const link = (await stack.cli("login-link", stack.demo.accountId)) as { url: string; expires_at: string };
    expect(link.url.startsWith(`${dash}/login?token=`)).toBe(true);
    // A messenger's link preview fetches the URL before the owner opens it.
    for (const method of ["HEAD", "GET"]) {
      const preview = await fetch(link.url, { method, redirect: "manual" });
      expect([method, preview.status, preview.headers.get("set-cookie")]).toEqual([method, 200, null]);
    }
    await page.goto(link.url);
    expect(new URL(page.url()).pathname).toBe("/dashboard/login");
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    // Styled by the dashboard's own stylesheet under the pages' CSP (no inline style or script).
    expect(await page.getByRole("button", { name: "Sign in" }).evaluate((b) => getComputedStyle(b).minHeight)).toBe("44px");
    await shoot(page, "login-link");
    await Promise.all([page.waitForURL(`${dash}/`), page.getByRole("button", { name: "Sign in" }).click()]);
    await ready(page);
    await page.locator(`[data-group="${G}"]`).waitFor();
    await shoot(page, "groups");
    // The bot's deep link to add it to a group.
    expect(await page.getAttribute(`a[href^="https://t.me/${BOT_USERNAME}?startgroup="]`, "href")).toBeTruthy();

    const other = await newContext();
    const p2 = await other.newPage();
    await p2.goto(link.url);
    await p2.waitForFunction(() => document.body.dataset.ready === "true");
    expect(new URL(p2.url()).pathname).toBe("/dashboard/login");
    expect(await p2.locator("#error").textContent()).toContain("used, expired or wrong");
    await shoot(p2, "sign-in");
    await other.close();
  });

  it("through a Telegram Login Widget payload signed with the bot token; tampered and stale ones are refused", async () => {
    const other = await newContext();
    const p = await other.newPage();
    await p.goto(`${dash}/login`);
    await p.waitForFunction(() => document.body.dataset.ready === "true");
    // The widget is loaded (a bot is configured) from telegram.org alone, for this bot, in redirect mode.
    const widget = p.locator('#widget script[src^="https://telegram.org/js/telegram-widget.js"]');
    expect(await widget.getAttribute("data-telegram-login")).toBe(BOT_USERNAME);
    // The redirect carries the login state this page set in a cookie (a cross-site link without it only gets a page that asks first).
    const authUrl = (await widget.getAttribute("data-auth-url")) ?? "";
    const callback = `${dash}/login/telegram?state=`;
    expect([authUrl.startsWith(callback), authUrl.slice(callback.length)]).toEqual([true, expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
    const signIn = (payload: unknown) => p.evaluate((x) => (window as any).wardenTelegramAuth(x), payload);

    await signIn({ ...widgetPayload(DEMO_TELEGRAM_USER), first_name: "Mallory" });
    expect(await p.locator("#error").textContent()).toContain("does not verify");
    await signIn(widgetPayload(DEMO_TELEGRAM_USER, Math.floor(Date.now() / 1000) - 2 * 86_400));
    expect(await p.locator("#error").textContent()).toContain("too old");
    expect(new URL(p.url()).pathname).toBe("/dashboard/login");

    await Promise.all([p.waitForURL(`${dash}/`), signInAndLeave(p, widgetPayload(DEMO_TELEGRAM_USER))]);
    await p.waitForFunction(() => document.body.dataset.ready === "true");
    await p.locator(`[data-group="${G}"]`).waitFor();
    const cookie = (await other.cookies()).find((c) => c.name === "warden_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/dashboard" });
    await other.close();
  });

  it("the sign-in page says only its own reasons: an unknown ?error= (toString, constructor) shows no box", async () => {
    const other = await newContext();
    const p = await other.newPage();
    for (const code of ["toString", "constructor", "__proto__", "nonsense"]) {
      await p.goto(`${dash}/login?error=${code}`);
      await ready(p);
      expect([code, await p.locator("#error").isHidden(), await p.locator("#error").textContent()]).toEqual([code, true, ""]);
    }
    await p.goto(`${dash}/login?error=link`);
    await ready(p);
    expect(await p.locator("#error").textContent()).toBe("This login link is used, expired or wrong. Ask for a new one.");
    await other.close();
  });

  it("a sign-in page whose config gets no answer (offline) says so in words; the login link stays", async () => {
    const other = await newContext();
    const p = await other.newPage();
    await p.route(
      (u) => u.pathname === "/dashboard/api/config",
      (r) => r.abort("internetdisconnected"),
    );
    await p.goto(`${dash}/login`);
    await ready(p);
    expect(await p.locator("#config-error").textContent()).toBe(
      "Sign-in with Telegram could not be loaded: Warden could not be reached: check your connection and try again. Use a login link, or reload the page.",
    );
    expect(await p.locator("main").textContent()).toContain("Sign in with a login link");
    await other.close();
  });

  it("a sign-in page whose config the gateway cannot give (503) says why Telegram sign-in is missing; the login link stays", async () => {
    const other = await newContext();
    const p = await other.newPage();
    const config = (u: URL) => u.pathname === "/dashboard/api/config";
    await p.route(config, (r) => r.fulfill(UNAVAILABLE));
    await p.goto(`${dash}/login`);
    await ready(p);
    const problem = p.locator("#config-error");
    expect([await problem.isVisible(), await problem.getAttribute("role")]).toEqual([true, "alert"]);
    expect(await problem.textContent()).toBe(
      "Sign-in with Telegram could not be loaded: A backing service is unavailable; try again shortly. (unavailable) Use a login link, or reload the page.",
    );
    expect(await p.locator("#telegram").isHidden()).toBe(true);
    expect(await p.locator("main").textContent()).toContain("Sign in with a login link");
    await other.close();
  });
});

// Before the tests that link a second account to the demo owner's Telegram user: this sign-in lands on the demo account.
describe("in Russian", () => {
  it("a browser set to Russian gets the sign-in page, the top bar, the groups and a group's settings in Russian; the switch turns it to English, kept after a reload", async () => {
    const other = await newContext("ru-RU");
    const p = await other.newPage();
    const lang = () => p.evaluate(() => document.documentElement.lang);
    const navLinks = () => p.locator("#nav a").allTextContents();
    // A page the server fills in (a login link's, no script): in the language of Accept-Language. Opening it uses nothing up.
    const link = (await stack.cli("login-link", stack.demo.accountId)) as { url: string };
    await p.goto(link.url);
    expect([await lang(), await p.locator("#sign-in").textContent()]).toEqual(["ru", "Войти"]);
    await p.goto(`${dash}/login`);
    await ready(p);
    expect([await lang(), await p.title()]).toEqual(["ru", "Вход · Панель Warden"]);
    expect(await p.locator("main").textContent()).toContain("Вход по ссылке");
    await Promise.all([p.waitForURL(`${dash}/`), signInAndLeave(p, widgetPayload(DEMO_TELEGRAM_USER))]);
    await ready(p);
    await p.locator(`[data-group="${G}"]`).waitFor();
    expect(await lang()).toBe("ru");
    expect(await p.getByRole("navigation", { name: "Основное меню" }).locator("a").allTextContents()).toEqual(["Группы", "API и аккаунт", "Вебхуки"]);
    expect(await p.locator("#logout").textContent()).toBe("Выйти");
    expect([await p.locator("main h1").textContent(), await p.title()]).toEqual(["Группы", "Группы · Панель Warden"]);
    expect(await p.locator(`[data-group="${G}"] .badge`).first().textContent()).toMatch(/^тариф \w+$/);

    await open(p, `#/groups/${G}/settings`);
    expect(await p.locator("main h1").textContent()).toBe(GT);
    expect(await p.locator("nav.tabs a").allTextContents()).toEqual(["Настройки", "Правила", "Белый список", "Журнал", "Аналитика"]);
    expect(await p.locator('label[for="s_spam_threshold"] .hint').textContent()).toContain("Диапазон: 1–100. По умолчанию: 70.");
    // The bot's languages by their names; the values sent stay the codes.
    const language = p.locator("#s_language option");
    expect([await language.allTextContents(), await language.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))]).toEqual([
      ["English", "Русский"],
      ["en", "ru"],
    ]);
    // A value refused before it is sent, in Russian.
    await p.fill("#s_spam_threshold", "1000");
    await p.getByRole("button", { name: "Сохранить настройки" }).click();
    expect(await p.locator("#s_spam_threshold_error").textContent()).toBe("Недопустимое значение spam_threshold: целое число от 1 до 100.");

    // The switch in the top bar: English at once, and still English after a reload (the choice is kept).
    await p.getByRole("combobox", { name: "Язык", exact: true }).selectOption("en");
    await ready(p);
    expect([await lang(), await navLinks(), await p.locator("main h1").textContent()]).toEqual(["en", ["Groups", "API & account", "Webhooks"], GT]);
    expect(await p.locator("nav.tabs a").first().textContent()).toBe("Settings");
    await p.reload();
    await ready(p);
    expect([await lang(), await navLinks(), await p.locator("#logout").textContent()]).toEqual(["en", ["Groups", "API & account", "Webhooks"], "Sign out"]);
    expect(await p.getByRole("button", { name: "Save settings" }).count()).toBe(1);

    // A key shown once is not dropped by the switch: the page keeps its words (and the key) until it is left.
    await open(p, "#/account");
    await p.click("text=Create key");
    const key = (await p.locator("#new-key").textContent())!;
    await p.getByRole("combobox", { name: "Language", exact: true }).selectOption("ru");
    await p.locator("#banner", { hasText: "Эта страница сменит язык, когда вы уйдёте с неё" }).waitFor();
    expect([await lang(), await navLinks(), await p.locator("#new-key").textContent()]).toEqual(["ru", ["Группы", "API и аккаунт", "Вебхуки"], key]);
    expect(await p.locator("main h1").textContent()).toBe("API & account");
    // Left, the next page is in Russian; the key is revoked (the account's other tests count its keys).
    p.once("dialog", (d) => void d.accept());
    // (the keys' list, drawn again after the creation, may already speak Russian)
    await p.locator(`[data-key="${key.slice(0, 12)}"] button`).click();
    await waitFor(async () => (await apiClient(stack.baseUrl, key).get("/me")).status === 401, { timeoutMs: 10_000, message: "the key revoked" });
    await open(p, "#/groups");
    expect(await p.locator("main h1").textContent()).toBe("Группы");
    await other.close();
  });
});

describe("a group's pages", () => {
  it("a setting changed in the dashboard is seen at once through GET /groups/{id}/settings", async () => {
    await open(page, `#/groups/${G}/settings`);
    // Refused before it is sent, in the words of the server's own 422 (the contract's rule).
    await page.fill("#s_spam_threshold", "1000");
    await page.click("text=Save settings");
    const refused = await api.patch(`/groups/${G}/settings`, { spam_threshold: 1000 });
    expect(refused.body.error.code).toBe("invalid_setting_value");
    expect(await page.locator("#s_spam_threshold_error").textContent()).toBe(refused.body.error.message);
    await page.fill("#s_spam_threshold", "85");
    await page.click("text=Save settings");
    await page.locator("text=Saved.").waitFor();
    expect((await api.get(`/groups/${G}/settings`)).body.spam_threshold).toBe(85);
    await shoot(page, "settings");
  });

  it("a rule created through the API is on the dashboard after reload; try a text shows score, rules and signals", async () => {
    const r = await api.post(`/groups/${G}/rules`, { name: "e2e_bikes", kind: "keyword", pattern: "old bike", weight: 40, enabled: true });
    expect(r.status).toBe(201);
    await open(page, `#/groups/${G}/rules`);
    await page.reload();
    await ready(page);
    await page.locator('[data-rule="e2e_bikes"]').waitFor();
    // The new rule's pattern says what a pattern of the chosen kind is, and follows the kind.
    const newRule = page.getByRole("form", { name: "New rule" });
    expect(await newRule.locator("[data-pattern-hint]").textContent()).toMatch(/^a word or phrase/);
    await newRule.locator("select[name=kind]").selectOption("domain");
    expect(await newRule.locator("[data-pattern-hint]").textContent()).toMatch(/^a host name such as example\.com.*buttons/);
    // Each row's buttons say which rule they act on.
    expect(await page.getByRole("button", { name: "Edit rule e2e_bikes", exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Delete rule e2e_bikes", exact: true }).count()).toBe(1);
    await page.fill("#try-text", "Selling my old bike, message me");
    await page.click("text=Check");
    await page.locator("text=Matched rules:").waitFor();
    expect(await page.locator("main").textContent()).toContain("e2e_bikes");
    await shoot(page, "rules");
    // Disable, then delete, from the dashboard: the API sees each at once.
    const ruleOf = async () => (await api.get(`/groups/${G}/rules`)).body.rules.find((x: { name: string }) => x.name === "e2e_bikes");
    const toggle = page.locator('[data-rule="e2e_bikes"]').getByRole("button", { name: "Rule e2e_bikes enabled", exact: true });
    await toggle.and(page.locator('[aria-pressed="true"]')).click();
    await toggle.and(page.locator('[aria-pressed="false"]')).waitFor();
    expect((await ruleOf()).enabled).toBe(false);
    await page.locator('[data-rule="e2e_bikes"]').getByRole("button", { name: "Delete" }).click();
    await page.locator('[data-rule="e2e_bikes"]').waitFor({ state: "detached" });
    expect(await ruleOf()).toBeUndefined();
  });

  it("whitelist and analytics render", async () => {
    await open(page, `#/groups/${G}/whitelist`);
    // Nothing whitelisted yet: each list says so under its heading.
    expect((await api.get(`/groups/${G}/whitelist`)).body).toMatchObject({ users: [], channels: [] });
    expect(await page.locator("li.none").allTextContents()).toEqual(["No users whitelisted yet.", "No channels whitelisted yet."]);
    // A value that is not one of its kind is said under the form in the page's words, and nothing is sent.
    const value = page.locator("input[name=value]");
    const result = page.locator("main p[role=status]").last();
    const posts: string[] = [];
    const posted = (r: Request) => {
      if (r.method() === "POST" && r.url().endsWith(`/groups/${G}/whitelist`)) posts.push(r.url());
    };
    page.on("request", posted);
    try {
      for (const [kind, typed, said] of [
        ["user_id", "@shop_owner", `A user id is a whole number from 1 to ${enNumber(MAX_TELEGRAM_USER_ID)}; for a @name choose “username”.`],
        ["user_id", "12.5", `A user id is a whole number from 1 to ${enNumber(MAX_TELEGRAM_USER_ID)}; for a @name choose “username”.`],
        ["username", "1shop", "A username is 4 to 32 letters, digits or _, starting with a letter (with or without @)."],
        ["user_id", "", "Type the user id, username or channel to add."],
      ] as [string, string, string][]) {
        await page.selectOption("select[name=kind]", kind);
        await value.fill(typed);
        await page.click("text=Add");
        expect([kind, typed, await result.textContent(), await result.getAttribute("class"), await value.getAttribute("aria-invalid")]).toEqual([
          kind,
          typed,
          said,
          "error",
          "true",
        ]);
      }
      expect(posts).toEqual([]);
    } finally {
      page.off("request", posted);
    }
    // Refused for the account's rate (429, retry in 2 s): Add stays disabled for those seconds, then is enabled; the
    // refusal stays said.
    const adding = (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/whitelist`;
    await page.route(adding, (r) =>
      r.request().method() === "POST"
        ? r.fulfill({
            status: 429,
            contentType: "application/json",
            headers: { "retry-after": "2" },
            body: JSON.stringify({
              error: {
                code: "rate_limit_exceeded",
                message: "Rate limit of 60 requests per minute reached; retry in 2 s.",
                details: { limit: 60, retry_after: 2 },
              },
            }),
          })
        : r.continue(),
    );
    const add = page.getByRole("button", { name: "Add", exact: true });
    try {
      await page.selectOption("select[name=kind]", "user_id");
      await value.fill("5550001");
      await add.click();
      await result.filter({ hasText: "(rate_limit_exceeded)" }).waitFor();
      expect([await add.isDisabled(), await value.getAttribute("aria-invalid")]).toEqual([true, null]);
      await page.waitForFunction(() =>
        [...document.querySelectorAll("main button")].some((b) => b.textContent === "Add" && !(b as HTMLButtonElement).disabled),
      );
      expect(await result.textContent()).toContain("retry in 2 s");
    } finally {
      await page.unroute(adding);
    }
    await page.selectOption("select[name=kind]", "user_id");
    await page.fill("input[name=value]", "5550001");
    await page.click("text=Add");
    await page.locator("text=remove 5550001").waitFor();
    expect(JSON.stringify((await api.get(`/groups/${G}/whitelist`)).body.users)).toContain("5550001");
    await shoot(page, "whitelist");
    // On a phone the link-styled remove button is a finger's tap target (44 px), and removing asks first.
    const remove = page.getByRole("button", { name: "remove 5550001" });
    expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const whitelisted = async () => JSON.stringify((await api.get(`/groups/${G}/whitelist`)).body.users).includes("5550001");
    // A dialog blocks the page (and the click) until it is answered: each is answered as it opens.
    const answer = (accept: boolean) =>
      page.waitForEvent("dialog").then(async (d) => {
        await (accept ? d.accept() : d.dismiss());
        return d.message();
      });
    page.off("dialog", acceptDialogs);
    try {
      const dismissed = answer(false);
      await remove.click();
      expect(await dismissed).toBe("Remove 5550001 from the whitelist? Their messages are checked again from now on.");
      expect(await whitelisted()).toBe(true);
      const accepted = answer(true);
      await remove.click();
      await accepted;
      await remove.waitFor({ state: "detached" });
      expect(await whitelisted()).toBe(false);
    } finally {
      page.on("dialog", acceptDialogs);
    }
    await open(page, `#/groups/${G}/analytics`);
    expect(await page.locator("svg.chart").count()).toBe(5);
    await shoot(page, "analytics");
  });

  it("a whitelist entry added or removed while the whitelist cannot be loaded again (503): the change is said under the form, the failure above the lists", async () => {
    await open(page, `#/groups/${G}/whitelist`);
    const listing = (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/whitelist`;
    await page.route(listing, (r) => (r.request().method() === "GET" ? r.fulfill(UNAVAILABLE) : r.continue()));
    const listed = async () => JSON.stringify((await api.get(`/groups/${G}/whitelist`)).body.users).includes("5550002");
    try {
      await page.selectOption("select[name=kind]", "user_id");
      await page.fill("input[name=value]", "5550002");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      const added = page.locator("main [role=status].ok", { hasText: "Added 5550002 to the whitelist." });
      await added.waitFor();
      expect(await listed()).toBe(true);
      // The failure where the lists are, in the API's words; the result stays.
      const line = page.locator("main [role=status].error");
      expect(await line.textContent()).toBe("The whitelist could not be loaded again: A backing service is unavailable; try again shortly. (unavailable)");
      expect(await line.evaluate((el) => el.nextElementSibling?.textContent)).toBe("Users");
      expect(await added.count()).toBe(1);
      expect(await page.inputValue("input[name=value]")).toBe("");
    } finally {
      await page.unroute(listing);
    }
    // Listed again, the line goes; removed while the list cannot be loaded, the result stays beside the failure.
    await open(page, `#/groups/${G}/whitelist`);
    await page.route(listing, (r) => (r.request().method() === "GET" ? r.fulfill(UNAVAILABLE) : r.continue()));
    try {
      await page.getByRole("button", { name: "remove 5550002", exact: true }).click();
      await page.locator("main [role=status].ok", { hasText: "Removed 5550002 from the whitelist." }).waitFor();
      await page.locator("main [role=status].error", { hasText: "The whitelist could not be loaded again" }).waitFor();
      expect(await listed()).toBe(false);
    } finally {
      await page.unroute(listing);
      if (await listed()) await api.delete(`/groups/${G}/whitelist/5550002`);
    }
  });

  it("a journal decision reported as not spam changes the next check", async () => {
    const first = await api.post("/spam/check", { text: SPAM, group_id: G, user_id: 5151 });
    expect(first.body.verdict).toBe("spam");
    const entry = await waitFor(async () => (await api.get(`/groups/${G}/journal?source=api&user_id=5151`)).body.items[0], {
      timeoutMs: 20_000,
      intervalMs: 200,
      message: "the check's journal entry",
    });
    await open(page, `#/groups/${G}/journal`);
    const card = page.locator(`[data-entry="${entry.id}"]`);
    await card.getByRole("button", { name: "Not spam" }).click();
    await page.locator(`text=Reported ${entry.id} as not spam.`).waitFor();
    await shoot(page, "journal");
    // Cursor paging and filters: one decision a page, the next page is the one before it.
    const newest = (await api.get(`/groups/${G}/journal?limit=2`)).body.items;
    expect(newest.length).toBe(2);
    await open(page, `#/groups/${G}/journal?limit=1`);
    expect(await page.locator("[data-entry]").getAttribute("data-entry")).toBe(newest[0].id);
    await page.click("text=Older decisions");
    await page.locator(`[data-entry="${newest[1].id}"]`).waitFor();
    expect(await page.locator("[data-entry]").count()).toBe(1);
    await open(page, `#/groups/${G}/journal?verdict=spam`);
    const verdicts = await page.locator("[data-entry] .badge").allTextContents();
    expect(verdicts.length).toBeGreaterThan(0);
    expect(new Set(verdicts)).toEqual(new Set(["spam"]));
    const next = await api.post("/spam/check", { text: SPAM, group_id: G });
    expect(next.body.verdict).not.toBe("spam");
    expect(next.body.matched_rules).toContain("reported_ham");
  });

  it("a long text with no space in it wraps in its journal card on a 390 px phone", async () => {
    const long = `Look https://example.com/?ref=${"0123456789".repeat(20)} now`;
    await api.post("/spam/check", { text: long, group_id: G, user_id: 5252 });
    const entry = await waitFor(async () => (await api.get(`/groups/${G}/journal?source=api&user_id=5252`)).body.items[0], {
      timeoutMs: 20_000,
      intervalMs: 200,
      message: "the check's journal entry",
    });
    await open(page, `#/groups/${G}/journal?user_id=5252`);
    const card = page.locator(`[data-entry="${entry.id}"]`);
    expect(await card.textContent()).toContain("0123456789".repeat(5));
    // When it was decided, as the page's language writes a moment: not the API's raw ISO timestamp.
    expect(await card.textContent()).not.toContain(entry.created_at);
    expect(await card.textContent()).toContain(await enMoment(page, entry.created_at));
    expect(await card.evaluate((c) => c.scrollWidth - c.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByRole("button", { name: `Report ${entry.id} as not spam`, exact: true }).count()).toBe(1);
  });
  it("on a 360 px phone, a 32-character username in the whitelist and a webhook's long URL once deleted wrap instead of widening the page", async () => {
    const username = "w".repeat(32);
    expect((await api.post(`/groups/${G}/whitelist`, { username })).status).toBe(201);
    const url = `${HOOK}/moderation-team-of-the-big-group/${"0123456789".repeat(3)}`;
    const made = (await api.post("/webhooks", { url })).body.id as string;
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.setViewportSize({ width: 360, height: 900 });
    try {
      await open(page, `#/groups/${G}/whitelist`);
      const remove = page.getByRole("button", { name: `remove @${username}`, exact: true });
      const box = (await remove.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await pageWidth()).toBeLessThanOrEqual(360);
      await open(page, "#/webhooks");
      await page.getByRole("button", { name: `Delete ${url}`, exact: true }).click();
      const gone = page.locator(`[data-deleted="${made}"]`);
      await gone.waitFor();
      expect(await gone.textContent()).toBe(`Deleted ${url}.`);
      expect(await gone.evaluate((p) => p.scrollWidth - p.clientWidth)).toBeLessThanOrEqual(0);
      expect(await pageWidth()).toBeLessThanOrEqual(360);
    } finally {
      await page.setViewportSize({ width: 390, height: 900 });
      await api.delete(`/groups/${G}/whitelist/${encodeURIComponent(`@${username}`)}`);
      await api.delete(`/webhooks/${made}`);
    }
  });
});

describe("on a phone (390 × 844): a result shows where the owner tapped, and a tap sends one request", () => {
  const PHONE = { width: 390, height: 844 };
  afterEach(async () => {
    await page.setViewportSize({ width: 390, height: 900 });
  });

  it("Not spam on the lowest journal card: the button is disabled while the report is on its way, one report is sent, the result is in that card, on screen", async () => {
    await page.setViewportSize(PHONE);
    const user = 5353;
    for (let i = 0; i < 6; i++) await api.post("/spam/check", { text: `phone journal message number ${i}`, group_id: G, user_id: user });
    const items = await waitFor(
      async () => {
        const found = (await api.get(`/groups/${G}/journal?source=api&user_id=${user}`)).body.items;
        return found.length === 6 ? found : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 200, message: "the six checks' journal entries" },
    );
    await open(page, `#/groups/${G}/journal?user_id=${user}`);
    const lowest = items[items.length - 1];
    const card = page.locator(`[data-entry="${lowest.id}"]`);
    // The card is below the first screen, far from the top of the page, where the filters are.
    expect(await card.evaluate((c) => c.getBoundingClientRect().top)).toBeGreaterThan(PHONE.height);
    const reportPath = (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/journal/${lowest.id}/report`;
    // The report is held on its way until the page has been looked at.
    const { sent, onItsWay, release, done } = await holdRequests(page, reportPath);
    try {
      const notSpam = card.getByRole("button", { name: "Not spam" });
      await notSpam.click();
      await onItsWay;
      const spam = card.getByRole("button", { name: `Report ${lowest.id} as spam`, exact: true });
      expect([await notSpam.isDisabled(), await spam.isDisabled()]).toEqual([true, true]);
      // A second tap while it is on its way does nothing.
      await notSpam.click({ force: true });
      release();
      const result = card.locator("[role=status]", { hasText: `Reported ${lowest.id} as not spam.` });
      await result.waitFor();
      expect(await inViewport(result)).toBe(true);
      await card.getByRole("button", { name: "Not spam" }).and(page.locator(":enabled")).waitFor();
      expect(sent).toEqual([JSON.stringify({ label: "ham" })]);
      // The button tapped has the focus again (disabling it had taken it away).
      expect(await notSpam.evaluate((b) => b === document.activeElement)).toBe(true);
    } finally {
      await done();
    }
    // Drawn again, the card says the decision was corrected, and when.
    await page.reload();
    await ready(page);
    const mark = page.locator(`[data-entry="${lowest.id}"] [data-report]`);
    const entries = (await api.get(`/groups/${G}/journal?source=api&user_id=${user}`)).body.items as { id: string; report: { reported_at: string } }[];
    const reportedAt = entries.find((e) => e.id === lowest.id)!.report.reported_at;
    expect([await mark.getAttribute("data-report"), await mark.textContent()]).toEqual(["ham", `Reported as not spam · ${await enMoment(page, reportedAt)}`]);
  });

  describe("rules, five of them: the page is screens long", () => {
    const names = [0, 1, 2, 3, 4].map((i) => `e2e_phone_${i}`);
    const ids: string[] = [];
    // One matcher a rule, the same function each time: page.unroute() removes a route by its matcher.
    const matchers = new Map<number, (u: URL) => boolean>();
    const rulePath = (i: number) => {
      if (!matchers.has(i)) matchers.set(i, (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/rules/${ids[i]}`);
      return matchers.get(i)!;
    };
    const checking = (u: URL) => u.pathname === "/dashboard/api/v1/spam/check";
    beforeAll(async () => {
      for (const name of names) {
        const r = await api.post(`/groups/${G}/rules`, { name, kind: "keyword", pattern: `phone pattern ${name}`, weight: 30, enabled: true });
        expect(r.status).toBe(201);
        ids.push(r.body.id);
      }
    });
    afterAll(async () => {
      for (const id of ids) await api.delete(`/groups/${G}/rules/${id}`);
    });

    it("Edit on the first row brings its form, far below the table, into view, its name field focused", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/rules`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: `Edit rule ${names[0]}`, exact: true }).click();
      const form = page.locator(`form[aria-label="Edit ${names[0]}"]`);
      await form.waitFor();
      expect(await inViewport(form)).toBe(true);
      expect(await form.locator("input[name=name]").evaluate((el) => el === document.activeElement)).toBe(true);
    });

    it("an emptied weight is not sent (as 0): the form says so in the server's words", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/rules`);
      await page.getByRole("button", { name: `Edit rule ${names[0]}`, exact: true }).click();
      const form = page.locator(`form[aria-label="Edit ${names[0]}"]`);
      // Were anything sent, it would be refused here (and counted).
      const puts: string[] = [];
      await page.route(rulePath(0), (r) => {
        puts.push(r.request().postData() ?? "");
        return r.fulfill(UNAVAILABLE);
      });
      try {
        await form.locator("input[name=weight]").fill("");
        await form.getByRole("button", { name: "Save rule" }).click();
        await page.locator("main [role=status].error").waitFor();
        expect(puts).toEqual([]);
        const byApi = await api.put(`/groups/${G}/rules/${ids[0]}`, { name: names[0], kind: "keyword", pattern: `phone pattern ${names[0]}`, weight: 1000 });
        expect(byApi.status).toBe(422);
        const refused = form.locator("[role=status].error");
        expect(await refused.textContent()).toBe(`weight: ${byApi.body.error.details.errors[0].message}`);
        expect(await inViewport(refused)).toBe(true);
      } finally {
        await page.unroute(rulePath(0));
      }
      const listed = (await api.get(`/groups/${G}/rules`)).body.rules.find((x: { id: string }) => x.id === ids[0]);
      expect(listed.weight).toBe(30);
    });

    it("a rule toggled from its row keeps the text being tried, its result, and the new rule being typed", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/rules`);
      const text = `Is ${names[3]} here? phone pattern ${names[3]}`;
      await page.fill("#try-text", text);
      await page.getByRole("button", { name: "Check", exact: true }).click();
      const tried = page.locator("main [role=status]", { hasText: "Matched rules:" });
      await tried.waitFor();
      const result = await tried.textContent();
      const fresh = page.locator('form[aria-label="New rule"]');
      await fresh.locator("input[name=name]").fill("e2e_half_typed");
      await fresh.locator("input[name=pattern]").fill("half typed pattern");
      const row = page.locator(`[data-rule="${names[3]}"]`);
      try {
        await row.getByRole("button", { name: `Rule ${names[3]} enabled`, exact: true, pressed: true }).click();
        await row.getByRole("button", { name: `Rule ${names[3]} enabled`, exact: true, pressed: false }).waitFor();
        expect((await api.get(`/groups/${G}/rules`)).body.rules.find((x: { id: string }) => x.id === ids[3]).enabled).toBe(false);
        expect(await page.inputValue("#try-text")).toBe(text);
        expect(await tried.textContent()).toBe(result);
        expect([await fresh.locator("input[name=name]").inputValue(), await fresh.locator("input[name=pattern]").inputValue()]).toEqual([
          "e2e_half_typed",
          "half typed pattern",
        ]);
        // From the keyboard: the toggle of that row keeps the focus, drawn again.
        await row.getByRole("button", { name: `Rule ${names[3]} enabled`, exact: true, pressed: false }).focus();
        await page.keyboard.press("Enter");
        const on = row.getByRole("button", { name: `Rule ${names[3]} enabled`, exact: true, pressed: true });
        await on.waitFor();
        expect(await on.evaluate((b) => b === document.activeElement)).toBe(true);
        expect(await page.inputValue("#try-text")).toBe(text);
      } finally {
        await api.put(`/groups/${G}/rules/${ids[3]}`, { name: names[3], kind: "keyword", pattern: `phone pattern ${names[3]}`, weight: 30, enabled: true });
      }
    });

    it("a toggle the server refuses (503) on the last row says why in that row, on screen", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/rules`);
      await page.route(rulePath(4), (r) => r.fulfill(UNAVAILABLE));
      try {
        const row = page.locator(`[data-rule="${names[4]}"]`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await row.getByRole("button", { name: `Rule ${names[4]} enabled`, exact: true, pressed: true }).click();
        const problem = page.locator("main [role=status]", { hasText: "A backing service is unavailable" });
        await problem.waitFor();
        // In the row, and nowhere else.
        expect(await page.locator("main [role=status]:not(:empty)").count()).toBe(1);
        expect(await row.locator("[role=status]", { hasText: "A backing service is unavailable; try again shortly. (unavailable)" }).count()).toBe(1);
        expect(await inViewport(problem)).toBe(true);
        expect(await row.getByRole("button", { name: `Rule ${names[4]} enabled`, exact: true, pressed: true }).isEnabled()).toBe(true);
      } finally {
        await page.unroute(rulePath(4));
      }
    });
    it("Check tapped again while the check is on its way: Check is disabled, one check is sent (one journal entry), its result under it, on screen", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/rules`);
      const { sent, onItsWay, release, done } = await holdRequests(page, checking, "POST");
      try {
        const text = `Is ${names[2]} here? phone pattern ${names[2]}`;
        await page.fill("#try-text", text);
        const check = page.getByRole("button", { name: "Check", exact: true });
        await check.click();
        await onItsWay;
        expect(await check.isDisabled()).toBe(true);
        await check.click({ force: true });
        release();
        const tried = page.locator("main [role=status]", { hasText: "Matched rules:" });
        await tried.waitFor();
        await check.and(page.locator(":enabled")).waitFor();
        expect(sent).toEqual([JSON.stringify({ text, group_id: G })]);
        expect(await tried.textContent()).toContain(names[2]);
        expect(await inViewport(tried)).toBe(true);
      } finally {
        await done();
      }
    });

    it("a check the server refuses (503), tapped with Check at the bottom of the screen, says why under it, on screen; Check can be tapped again", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/rules`);
      await page.route(checking, (r) => r.fulfill(UNAVAILABLE));
      try {
        await page.fill("#try-text", "a text the server cannot check now");
        const check = page.getByRole("button", { name: "Check", exact: true });
        await check.evaluate((b) => window.scrollBy(0, b.getBoundingClientRect().bottom - window.innerHeight + 1));
        expect(await inViewport(check)).toBe(true);
        await check.click();
        const problem = page.locator("main [role=status]", { hasText: "A backing service is unavailable" });
        await problem.waitFor();
        expect(await problem.textContent()).toBe("A backing service is unavailable; try again shortly. (unavailable)");
        expect(await inViewport(problem)).toBe(true);
        expect(await check.isEnabled()).toBe(true);
        expect(await page.inputValue("#try-text")).toBe("a text the server cannot check now");
      } finally {
        await page.unroute(checking);
      }
    });

    it("a text as long as the API takes, in emoji (two UTF-16 units each), is sent whole and checked", async () => {
      await open(page, `#/groups/${G}/rules`);
      const { sent, onItsWay, release, done } = await holdRequests(page, checking, "POST");
      try {
        const text = `${"🚀".repeat(MAX_TEXT_CHARS - 1)}!`;
        await page.fill("#try-text", text);
        // Lengths and equality, not the texts: a failure's diff of two 20,000-unit strings says nothing more.
        expect(Array.from(await page.inputValue("#try-text")).length).toBe(MAX_TEXT_CHARS);
        await page.getByRole("button", { name: "Check", exact: true }).click();
        await onItsWay;
        release();
        await page.locator("main [role=status]", { hasText: "Matched rules:" }).waitFor();
        expect(sent.map((body) => body === JSON.stringify({ text, group_id: G }))).toEqual([true]);
      } finally {
        await done();
      }
    });

    it("the rule form offers the kinds the API takes", async () => {
      await open(page, `#/groups/${G}/rules`);
      const kinds = page.getByRole("form", { name: "New rule" }).locator("select[name=kind] option");
      expect(await kinds.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([...RULE_KINDS]);
    });

    it("a rule's on/off toggle is named for its rule (Rule <name> enabled), on or off in aria-pressed", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/rules`);
      const named = (pressed?: boolean) => page.getByRole("button", { name: `Rule ${names[2]} enabled`, exact: true, pressed });
      // One such button, in its rule's row, on.
      expect(await named().count()).toBe(1);
      expect(
        await page
          .locator(`[data-rule="${names[2]}"]`)
          .getByRole("button", { name: `Rule ${names[2]} enabled`, exact: true })
          .count(),
      ).toBe(1);
      expect(await named().getAttribute("aria-pressed")).toBe("true");
      try {
        await named(true).click();
        await named(false).waitFor();
        expect((await api.get(`/groups/${G}/rules`)).body.rules.find((x: { id: string }) => x.id === ids[2]).enabled).toBe(false);
      } finally {
        await api.put(`/groups/${G}/rules/${ids[2]}`, { name: names[2], kind: "keyword", pattern: `phone pattern ${names[2]}`, weight: 30, enabled: true });
      }
    });

    it("a rule turned off from its row while its edit form is open stays off when the form is saved", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/rules`);
      const ruleOf = async () => (await api.get(`/groups/${G}/rules`)).body.rules.find((x: { id: string }) => x.id === ids[1]);
      try {
        await page.getByRole("button", { name: `Edit rule ${names[1]}`, exact: true }).click();
        const form = page.locator(`form[aria-label="Edit ${names[1]}"]`);
        await form.locator("input[name=weight]").fill("31");
        await page.getByRole("button", { name: `Rule ${names[1]} enabled`, exact: true, pressed: true }).click();
        await page.getByRole("button", { name: `Rule ${names[1]} enabled`, exact: true, pressed: false }).waitFor();
        // The open form follows the row: saved, it does not turn the rule back on.
        expect(await form.locator("input[name=enabled]").isChecked()).toBe(false);
        await form.getByRole("button", { name: "Save rule" }).click();
        await form.waitFor({ state: "detached" });
        expect(await ruleOf()).toMatchObject({ weight: 31, enabled: false });
      } finally {
        await api.put(`/groups/${G}/rules/${ids[1]}`, { name: names[1], kind: "keyword", pattern: `phone pattern ${names[1]}`, weight: 30, enabled: true });
      }
    });

    it("a rule created, turned off or deleted while the rules cannot be loaded again (503): the change is said where the owner acted, the failure above the table", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/rules`);
      const listing = (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/rules`;
      const failing = () => page.route(listing, (r) => (r.request().method() === "GET" ? r.fulfill(UNAVAILABLE) : r.continue()));
      // The line just above the table.
      const line = page.locator("xpath=//main//*[@role='status'][following-sibling::*[1][contains(@class, 'table-wrap')]]");
      const problem = "Rules could not be loaded again: A backing service is unavailable; try again shortly. (unavailable)";
      const name = "e2e_reload_fails";
      const made = async () => (await api.get(`/groups/${G}/rules`)).body.rules.find((x: { name: string }) => x.name === name);
      await failing();
      try {
        // Created from the keyboard (Enter in a field): the result in the new, empty form, on screen, with the focus.
        const fresh = page.locator('form[aria-label="New rule"]');
        await fresh.locator("input[name=name]").fill(name);
        await fresh.locator("input[name=pattern]").fill("reload fails pattern");
        await fresh.locator("input[name=pattern]").press("Enter");
        const created = fresh.locator("[role=status]", { hasText: `Rule ${name} created.` });
        await created.waitFor();
        expect(await made()).toBeTruthy();
        expect(await fresh.locator("input[name=name]").inputValue()).toBe("");
        expect(await inViewport(created)).toBe(true);
        expect(await created.evaluate((el) => el === document.activeElement)).toBe(true);
        // The failure where the table is (just above it), in the API's words.
        expect(await line.textContent()).toBe(problem);
        expect(await page.locator("main [role=status].error").count()).toBe(1);
        // Turned off from its row: said in the row, the failure above the table.
        const row = page.locator(`[data-rule="${names[4]}"]`);
        await row.getByRole("button", { name: `Rule ${names[4]} enabled`, exact: true }).click();
        await row.locator("[role=status].ok", { hasText: `Rule ${names[4]} turned off.` }).waitFor();
        expect((await api.get(`/groups/${G}/rules`)).body.rules.find((x: { id: string }) => x.id === ids[4]).enabled).toBe(false);
        expect(await line.textContent()).toBe(problem);
        await page.unroute(listing);
        // Listed again: the new rule's row; deleted while the table cannot be loaded again, it says so in its row.
        await open(page, `#/groups/${G}/rules`);
        expect(await line.textContent()).toBe("");
        await failing();
        const mine = page.locator(`[data-rule="${name}"]`);
        await mine.getByRole("button", { name: `Delete rule ${name}`, exact: true }).click();
        await mine.locator("[role=status].ok", { hasText: `Rule ${name} deleted.` }).waitFor();
        expect(await made()).toBeUndefined();
        expect(await line.textContent()).toBe(problem);
        await page.unroute(listing);
        // Deleted from the keyboard with the table loaded again: the row goes, the line above the table says so and has the focus.
        const again = await api.post(`/groups/${G}/rules`, { name, kind: "keyword", pattern: "reload works pattern", weight: 10, enabled: true });
        expect(again.status).toBe(201);
        await open(page, `#/groups/${G}/rules`);
        await mine.getByRole("button", { name: `Delete rule ${name}`, exact: true }).focus();
        await page.keyboard.press("Enter");
        await mine.waitFor({ state: "detached" });
        expect(await line.textContent()).toBe(`Rule ${name} deleted.`);
        expect(await line.evaluate((el) => el === document.activeElement)).toBe(true);
      } finally {
        await page.unroute(listing);
        const left = await made();
        if (left) await api.delete(`/groups/${G}/rules/${left.id}`);
        await api.put(`/groups/${G}/rules/${ids[4]}`, { name: names[4], kind: "keyword", pattern: `phone pattern ${names[4]}`, weight: 30, enabled: true });
      }
    });
  });

  describe("whitelist, thirty users: the form is screens below the top of the page", () => {
    const users = Array.from({ length: 30 }, (_, i) => 5560000 + i);
    const listing = (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/whitelist`;
    // One matcher an entry, the same function each time: page.unroute() removes a route by its matcher.
    const matchers = new Map<number, (u: URL) => boolean>();
    const entryPath = (user: number) => {
      if (!matchers.has(user)) matchers.set(user, (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/whitelist/${user}`);
      return matchers.get(user)!;
    };
    const listed = async (user: number) => ((await api.get(`/groups/${G}/whitelist`)).body.users as { user_id?: number }[]).some((u) => u.user_id === user);
    beforeAll(async () => {
      for (const user_id of users) expect((await api.post(`/groups/${G}/whitelist`, { user_id })).status).toBe(201);
    });
    afterAll(async () => {
      for (const user of users) await api.delete(`/groups/${G}/whitelist/${user}`);
    });

    it("Add tapped again (or Enter) while the entry is on its way: Add is disabled, one request is sent, no refusal", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/whitelist`);
      const user = 5560100;
      const { sent, onItsWay, release, done } = await holdRequests(page, listing, "POST");
      try {
        await page.selectOption("select[name=kind]", "user_id");
        await page.fill("input[name=value]", String(user));
        const add = page.getByRole("button", { name: "Add", exact: true });
        await add.click();
        await onItsWay;
        expect(await add.isDisabled()).toBe(true);
        await add.click({ force: true });
        await page.press("input[name=value]", "Enter");
        release();
        await page.locator("main [role=status].ok", { hasText: `Added ${user} to the whitelist.` }).waitFor();
        await page.getByRole("button", { name: `remove ${user}`, exact: true }).waitFor();
        await add.and(page.locator(":enabled")).waitFor();
        expect(sent).toEqual([JSON.stringify({ user_id: user })]);
        expect(await page.locator("main .error").count()).toBe(0);
      } finally {
        await done();
        await api.delete(`/groups/${G}/whitelist/${user}`);
      }
    });

    it("remove tapped again while the removal is on its way: the button is disabled, one request is sent, no 404 said", async () => {
      await page.setViewportSize(PHONE);
      const user = 5560101;
      expect((await api.post(`/groups/${G}/whitelist`, { user_id: user })).status).toBe(201);
      await open(page, `#/groups/${G}/whitelist`);
      const { sent, onItsWay, release, done } = await holdRequests(page, entryPath(user), "DELETE");
      try {
        const remove = page.getByRole("button", { name: `remove ${user}`, exact: true });
        // (Its confirm() is accepted.)
        await remove.click();
        await onItsWay;
        expect(await remove.isDisabled()).toBe(true);
        await remove.click({ force: true });
        release();
        await page.locator("main [role=status].ok", { hasText: `Removed ${user} from the whitelist.` }).waitFor();
        await remove.waitFor({ state: "detached" });
        expect(sent).toHaveLength(1);
        expect(await page.locator("main .error").count()).toBe(0);
        expect(await listed(user)).toBe(false);
      } finally {
        await done();
        if (await listed(user)) await api.delete(`/groups/${G}/whitelist/${user}`);
      }
    });

    it("a remove at the top of the list or an Add the server refuses (503) says why under the form, on screen; the button can be tapped again", async () => {
      await page.setViewportSize(PHONE);
      await open(page, `#/groups/${G}/whitelist`);
      const add = page.getByRole("button", { name: "Add", exact: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await add.evaluate((b) => b.getBoundingClientRect().top)).toBeGreaterThan(PHONE.height);
      const first = users[0]!;
      await page.route(entryPath(first), (r) => r.fulfill(UNAVAILABLE));
      try {
        const remove = page.getByRole("button", { name: `remove ${first}`, exact: true });
        await remove.click();
        const problem = page.locator("main [role=status].error", { hasText: "A backing service is unavailable" });
        await problem.waitFor();
        expect(await problem.textContent()).toBe("A backing service is unavailable; try again shortly. (unavailable)");
        expect(await inViewport(problem)).toBe(true);
        expect(await remove.isEnabled()).toBe(true);
        expect(await listed(first)).toBe(true);
      } finally {
        await page.unroute(entryPath(first));
      }
      // An Add tapped with the button at the bottom edge of the screen: its refusal, below the form, is brought into view.
      await open(page, `#/groups/${G}/whitelist`);
      const message = "The whitelist is unavailable; try again shortly.";
      await page.route(listing, (r) => (r.request().method() === "POST" ? r.fulfill(errorAnswer(503, "unavailable", message)) : r.continue()));
      try {
        await page.selectOption("select[name=kind]", "user_id");
        await page.fill("input[name=value]", "5560102");
        await add.evaluate((b) => window.scrollBy(0, b.getBoundingClientRect().bottom - window.innerHeight + 1));
        expect(await inViewport(add)).toBe(true);
        await add.click();
        const problem = page.locator("main [role=status].error", { hasText: message });
        await problem.waitFor();
        expect(await problem.textContent()).toBe(`${message} (unavailable)`);
        expect(await inViewport(problem)).toBe(true);
        expect(await add.isEnabled()).toBe(true);
        // What was typed stays, to be sent again.
        expect(await page.inputValue("input[name=value]")).toBe("5560102");
      } finally {
        await page.unroute(listing);
      }
    });
  });

  it("readable on a phone: the settings' help names keys as code (no backticks), a chart's dates in the page's type, its caption the real peak, no frame around the page", async () => {
    const before = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 900 });
    try {
      await open(page, `#/groups/${G}/settings`);
      const hints = await page.locator("label .hint").allTextContents();
      expect(hints.length).toBeGreaterThan(5);
      expect(hints.filter((t) => t.includes("`"))).toEqual([]);
      expect(await page.locator("label .hint code").count()).toBeGreaterThan(0);
      // The page's content has the focus (for screen readers), drawn with no outline.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
      expect(await page.locator("main").evaluate((m) => getComputedStyle(m).outlineStyle)).toBe("none");

      // Each caption says the series' own peak (a range without joins says 0, not the bars' scale floor of 1).
      await open(page, `#/groups/${G}/analytics`);
      const analytics = (await api.get(`/groups/${G}/analytics`)).body;
      const peak = (field: string) => Math.max(0, ...analytics.daily.map((d: Record<string, number>) => d[field]!));
      const fields = ["messages", "active_users", "joins", "leaves", "spam_blocked"];
      expect(fields.map(peak)).toContain(0);
      expect(await page.locator("figure figcaption").allTextContents()).toEqual(
        ["Messages", "Active users", "Joins", "Leaves", "Spam blocked"].map((t, i) => `${t} (max ${enNumber(peak(fields[i]!))})`),
      );
      const dates = page.locator("figure .chart-range").first();
      expect(await dates.locator("span").allTextContents()).toEqual([enDay(analytics.from), enDay(analytics.to)]);
      // At least 12 px tall on a 390 px phone (drawn inside the SVG it was about 5 px).
      expect(await dates.evaluate((d) => Number.parseFloat(getComputedStyle(d).fontSize))).toBeGreaterThanOrEqual(12);
      expect(await page.locator("svg.chart text").count()).toBe(0);
    } finally {
      await page.setViewportSize(before);
    }
  });

  it("a page whose data comes after the owner went on to another (Journal, then Rules on a slow line) is not drawn over it; the wait shows", async () => {
    await open(page, `#/groups/${G}/settings`);
    const journal = (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/journal`;
    const held = await holdRequests(page, journal, "GET");
    try {
      await page.evaluate((hash) => {
        location.hash = hash;
      }, `#/groups/${G}/journal`);
      await held.onItsWay;
      // The settings stay, marked as the next page on its way: "Loading…" over them, busy for screen readers.
      expect(await page.locator("main").getAttribute("aria-busy")).toBe("true");
      expect(await page.locator("main").evaluate((m) => getComputedStyle(m, "::before").content)).toBe('"Loading…"');
      await open(page, `#/groups/${G}/rules`);
      expect(await page.locator("main").getAttribute("aria-busy")).toBeNull();
      // The journal's answer comes now. Read once the page has read it and every continuation of it has run (a task
      // queued after the last of them): the journal drawn, or not. Set up before the answer is let through.
      await page.evaluate(() => {
        const json = Response.prototype.json;
        (window as unknown as { journalRead: Promise<void> }).journalRead = new Promise<void>((resolve) => {
          Response.prototype.json = function (this: Response) {
            const body = json.call(this);
            if (new URL(this.url).pathname.endsWith("/journal")) {
              Response.prototype.json = json;
              void body.finally(() => setTimeout(resolve, 0));
            }
            return body;
          };
        });
      });
      held.release();
      await page.evaluate(() => (window as unknown as { journalRead: Promise<void> }).journalRead);
    } finally {
      await held.done();
    }
    expect(new URL(page.url()).hash).toBe(`#/groups/${G}/rules`);
    expect(await page.locator("main h2").first().textContent()).toBe("Custom rules");
    expect(await page.locator('form[aria-label="Filters"]').count()).toBe(0);
    expect(await page.locator("main").getAttribute("aria-busy")).toBeNull();
  });

  // (Before the demo owner's Telegram user gets a second account below: its sign-in then picks either.)
  it("a session that ended (elsewhere, or expired) while the owner was on a page: to the sign-in page, and after it back to that page", async () => {
    const other = await newContext();
    const p = await other.newPage();
    try {
      await signInWithWidget(p);
      await open(p, `#/groups/${G}/journal`);
      // Signed out from another tab (no CSRF token needed): the session is over.
      expect(await p.evaluate(async () => (await fetch("/dashboard/api/session/logout", { method: "POST" })).status)).toBe(204);
      await Promise.all([
        p.waitForURL(`${dash}/login`),
        p.evaluate((hash) => {
          location.hash = hash;
        }, `#/groups/${G}/rules`),
      ]);
      await ready(p);
      await Promise.all([p.waitForURL((u) => u.pathname === "/dashboard/"), signInAndLeave(p, widgetPayload(DEMO_TELEGRAM_USER))]);
      await ready(p);
      expect(new URL(p.url()).hash).toBe(`#/groups/${G}/rules`);
      expect(await p.locator('.tabs a[aria-current="page"]').textContent()).toBe("Rules");
      // Once: the next sign-in in this tab (the dashboard opened without a page) goes to the groups.
      await p.goto(`${dash}/`);
      await ready(p);
      expect(new URL(p.url()).hash).toBe("");
      expect(await p.locator(`[data-group="${G}"]`).count()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("a group's pages are headed by its title from Telegram, as text (no markup), opened first or after the groups; by its id when the groups cannot be read", async () => {
    const groupsList = (u: URL) => u.pathname === "/dashboard/api/v1/groups";
    const title = `<b>Shop</b> & <img src=x onerror=alert(1)> ${GT}`;
    await page.route(groupsList, async (r) => {
      const res = await r.fetch();
      const body = await res.json();
      for (const g of body.groups) if (g.id === G) g.title = title;
      await r.fulfill({ response: res, json: body });
    });
    const heading = page.locator("main h1");
    try {
      // A group's page opened first (a bookmark, a reload): the title is read once.
      await open(page, `#/groups/${G}/journal`);
      await page.reload();
      await ready(page);
      expect([await heading.textContent(), await heading.locator("*").count(), await page.title()]).toEqual([title, 0, `${title} · Warden dashboard`]);
      await open(page, "#/groups");
      await open(page, `#/groups/${G}/rules`);
      expect(await heading.textContent()).toBe(title);
    } finally {
      await page.unroute(groupsList);
    }
    await page.route(groupsList, (r) => r.fulfill(UNAVAILABLE));
    try {
      await page.reload();
      await ready(page);
      expect(await heading.textContent()).toBe(`Group ${G}`);
    } finally {
      await page.unroute(groupsList);
      await page.reload();
      await ready(page);
    }
    expect(await heading.textContent()).toBe(GT);
  });

  it("the journal's filter choices and page size are the gateway's (the contract's), not the page's own", async () => {
    const config = (u: URL) => u.pathname === "/dashboard/api/config";
    const journal = (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/journal`;
    const select = (n: string) => page.locator(`form[aria-label="Filters"] select[name=${n}] option`);
    const values = (n: string) => select(n).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await open(page, `#/groups/${G}/journal`);
    expect([await values("verdict"), await values("source")]).toEqual([
      ["", ...VERDICTS],
      ["", ...JOURNAL_SOURCES],
    ]);
    // A gateway that declares another verdict and source, and pages of 3: the page offers and asks for them.
    await page.route(config, async (r) => {
      const res = await r.fetch();
      const body = await res.json();
      body.journal = { verdicts: [...body.journal.verdicts, "doubtful"], sources: [...body.journal.sources, "import"], page_size: 3 };
      await r.fulfill({ response: res, json: body });
    });
    const limits: (string | null)[] = [];
    const asked = (r: Request) => {
      if (journal(new URL(r.url()))) limits.push(new URL(r.url()).searchParams.get("limit"));
    };
    page.on("request", asked);
    try {
      await page.reload();
      await ready(page);
      expect([await values("verdict"), await values("source"), limits]).toEqual([["", ...VERDICTS, "doubtful"], ["", ...JOURNAL_SOURCES, "import"], ["3"]]);
    } finally {
      page.off("request", asked);
      await page.unroute(config);
      await page.reload();
      await ready(page);
    }
  });

  it("analytics with a range that is not a number (?days=abc) shows the default range", async () => {
    await open(page, `#/groups/${G}/analytics?days=abc`);
    expect(await page.locator("main h1").textContent()).toBe(GT);
    expect(await page.locator("svg.chart").count()).toBe(5);
    expect(await page.locator('a[aria-current="page"]', { hasText: "days" }).textContent()).toBe("30 days");
    // The API's own default range (no from or to): the same days.
    const byDefault = (await api.get(`/groups/${G}/analytics`)).body;
    expect(await page.locator("main").textContent()).toContain(`${enDay(byDefault.from)} – ${enDay(byDefault.to)}:`);
  });

  it("every link that stands alone and every button is a tap target of at least 44 × 44 px on a phone", async () => {
    await page.setViewportSize(PHONE);
    const main = page.getByRole("navigation", { name: "Main" });
    const small: string[] = [];
    for (const hash of [
      "#/groups",
      `#/groups/${G}/settings`,
      `#/groups/${G}/rules`,
      `#/groups/${G}/whitelist`,
      `#/groups/${G}/journal?limit=1`,
      `#/groups/${G}/analytics`,
      "#/account",
      "#/webhooks",
    ]) {
      await open(page, hash);
      // The top bar's links (Warden, the main navigation), Sign out, and every link and button of the page.
      for (const target of await page.locator("header a, header button, main a, main button").all()) {
        const box = await target.boundingBox();
        if (box && (box.width < 44 || box.height < 44))
          small.push(`${hash} ${(await target.textContent())?.trim()}: ${Math.round(box.width)} × ${Math.round(box.height)}`);
      }
    }
    expect(small).toEqual([]);
    for (const name of ["Groups", "API & account", "Webhooks"]) {
      const box = (await main.getByRole("link", { name, exact: true }).boundingBox())!;
      expect([name, box.width >= 44, box.height >= 44]).toEqual([name, true, true]);
    }
  });

  it("a journal filter the API refuses (422) is said by the filters in the API's words; the filters keep what was typed, the page stays usable", async () => {
    await page.setViewportSize(PHONE);
    await open(page, `#/groups/${G}/journal`);
    const filters = page.locator('form[aria-label="Filters"]');
    const field = (n: string) => filters.locator(`input[name=${n}]`);
    // A user id that is not one.
    const badUser = await api.get(`/groups/${G}/journal?user_id=abc`);
    expect([badUser.status, badUser.body.error.details.errors[0].path]).toEqual([422, "query.user_id"]);
    await field("user_id").fill("abc");
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    const refused = (message: string) => page.locator("main [role=alert]", { hasText: message });
    await refused(badUser.body.error.details.errors[0].message).waitFor();
    expect(await page.locator("main h1").textContent()).toBe(GT);
    expect(await page.getByRole("navigation", { name: "Group" }).count()).toBe(1);
    expect(await field("user_id").inputValue()).toBe("abc");
    expect(await field("user_id").getAttribute("aria-invalid")).toBe("true");
    expect(await inViewport(refused(badUser.body.error.details.errors[0].message))).toBe(true);
    // A from after to.
    const [from, to] = ["2026-03-02T00:00:00Z", "2026-03-01T00:00:00Z"];
    const backwards = await api.get(`/groups/${G}/journal?from=${from}&to=${to}`);
    expect(backwards.status).toBe(422);
    await field("user_id").fill("");
    await field("from").fill(from);
    await field("to").fill(to);
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    const problem = refused(backwards.body.error.details.errors[0].message);
    await problem.waitFor();
    expect(await problem.textContent()).toBe(`${backwards.body.error.details.errors[0].path}: ${backwards.body.error.details.errors[0].message}`);
    expect([await field("from").inputValue(), await field("to").inputValue()]).toEqual([from, to]);
    expect(await field("to").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("main [data-entry]").count()).toBe(0);
    // Corrected there, the decisions of that range are listed.
    await field("from").fill("2000-01-01T00:00:00Z");
    await field("to").fill("2999-01-01T00:00:00Z");
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    await page.locator("main [data-entry]").first().waitFor();
    expect(await page.locator("main [role=alert]").count()).toBe(0);
  });

  it("a setting the server refuses (422) is said beside its field, which is marked invalid, scrolled into view and focused", async () => {
    await page.setViewportSize(PHONE);
    const byApi = await api.patch(`/groups/${G}/settings`, { spam_threshold: 1000 });
    expect([byApi.status, byApi.body.error.code, byApi.body.error.details.key]).toEqual([422, "invalid_setting_value", "spam_threshold"]);
    const current = (await api.get(`/groups/${G}/settings`)).body.spam_threshold as number;
    await open(page, `#/groups/${G}/settings`);
    // The server's refusal of a value the form lets through (its rules newer than the page's, say).
    const settingsPath = (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/settings`;
    await page.route(settingsPath, (r) =>
      r.request().method() === "PATCH" ? r.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify(byApi.body) }) : r.continue(),
    );
    try {
      const field = page.locator("#s_spam_threshold");
      await field.fill(String(current === 90 ? 91 : 90));
      const save = page.getByRole("button", { name: "Save settings", exact: true });
      await save.scrollIntoViewIfNeeded();
      // The field is screens above the button.
      expect(await inViewport(field)).toBe(false);
      await save.click();
      await page.locator('#s_spam_threshold[aria-invalid="true"]').waitFor();
      const problem = page.locator("#s_spam_threshold_error");
      expect(await problem.textContent()).toBe(byApi.body.error.message);
      expect(await field.getAttribute("aria-describedby")).toBe("s_spam_threshold_error");
      expect([await inViewport(field), await inViewport(problem)]).toEqual([true, true]);
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      // Put back, nothing is sent, and the mark goes.
      await field.fill(String(current));
      await save.click();
      await page.locator("main [role=status]", { hasText: "Nothing changed." }).waitFor();
      expect([await field.getAttribute("aria-invalid"), await problem.textContent()]).toEqual([null, ""]);
    } finally {
      await page.unroute(settingsPath);
    }
    expect((await api.get(`/groups/${G}/settings`)).body.spam_threshold).toBe(current);
  });

  it("Save settings tapped again (or Enter) while the change is on its way: Save is disabled, one change is sent, no refusal", async () => {
    await page.setViewportSize(PHONE);
    const current = (await api.get(`/groups/${G}/settings`)).body.spam_threshold as number;
    const next = current === 90 ? 91 : 90;
    await open(page, `#/groups/${G}/settings`);
    const settingsPath = (u: URL) => u.pathname === `/dashboard/api/v1/groups/${G}/settings`;
    const { sent, onItsWay, release, done } = await holdRequests(page, settingsPath, "PATCH");
    try {
      await page.fill("#s_spam_threshold", String(next));
      const save = page.getByRole("button", { name: "Save settings", exact: true });
      await save.click();
      await onItsWay;
      expect(await save.isDisabled()).toBe(true);
      await save.click({ force: true });
      await page.press("#s_spam_threshold", "Enter");
      release();
      const saved = page.locator("main [role=status].ok", { hasText: "Saved." });
      await saved.waitFor();
      await save.and(page.locator(":enabled")).waitFor();
      expect(sent).toEqual([JSON.stringify({ spam_threshold: next })]);
      expect(await page.locator("main .error:not(:empty)").count()).toBe(0);
      expect(await inViewport(saved)).toBe(true);
      expect((await api.get(`/groups/${G}/settings`)).body.spam_threshold).toBe(next);
    } finally {
      await done();
      await api.patch(`/groups/${G}/settings`, { spam_threshold: current });
    }
  });
});

describe("API keys, kill switch, webhooks", () => {
  it("a key created in the dashboard works on the API at once; revoked, it gets 401", async () => {
    await open(page, "#/account");
    // The quota use of the last 30 days (GET /usage?days=30) as a chart; today's bar is today's `used`.
    const usage = (await api.get("/usage?days=30")).body;
    const chart = page.locator("figure", { has: page.locator("figcaption", { hasText: "Quota units a day, last 30 days" }) });
    expect(await chart.locator("rect.bar").count()).toBe(30);
    expect(await chart.locator("svg").getAttribute("aria-label")).toContain(`${enDay(usage.usage.date)}: ${enNumber(usage.usage.used)}`);
    await page.selectOption("#key-scope", "write");
    await page.click("text=Create key");
    const key = (await page.locator("#new-key").textContent())!;
    expect(key).toMatch(/^tk_live_[0-9A-Za-z]{32}$/);
    const me = await apiClient(stack.baseUrl, key).get("/me");
    expect(me.status).toBe(200);
    await shoot(page, "api-keys");
    // On a 390 px phone the keys table stacks: nothing is wider than the screen, each value shows its heading.
    const overflow = await page.evaluate(() => Array.from(document.querySelectorAll(".table-wrap"), (w) => w.scrollWidth - w.clientWidth));
    expect(overflow.length).toBeGreaterThan(0);
    expect(Math.max(...overflow)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator(`[data-key="${key.slice(0, 12)}"] td[data-label="Scope"]`).textContent()).toBe("write");
    expect(await page.getByRole("button", { name: `Revoke ${key.slice(0, 12)}…`, exact: true }).count()).toBe(1);
    await page.locator(`[data-key="${key.slice(0, 12)}"] >> text=Revoke`).click();
    await page.locator(`text=Revoked ${key.slice(0, 12)}`).waitFor();
    const after = await apiClient(stack.baseUrl, key).get("/me");
    expect([after.status, after.body.error.code]).toEqual([401, "invalid_api_key"]);
  });

  it("freezing the account gives 403 account_frozen to its keys; unfreezing restores them", async () => {
    await open(page, "#/account");
    expect(await page.locator("#banner").textContent()).toBe("");
    await page.click("#kill-switch");
    await page.locator("text=API access frozen").waitFor();
    // The banner says so at once, without another page first.
    await page.locator("#banner", { hasText: "API access of this account is frozen" }).waitFor();
    const frozen = await api.get("/groups");
    expect([frozen.status, frozen.body.error.code]).toEqual([403, "account_frozen"]);
    await shoot(page, "kill-switch");
    await page.click("#kill-switch");
    await page.locator("text=API access on").waitFor();
    await page.waitForFunction(() => document.getElementById("banner")!.textContent === "");
    expect((await api.get("/groups")).status).toBe(200);
  });

  it("usage the API cannot give (503) is said where the usage shows; the keys and the kill switch stay", async () => {
    const usagePath = (u: URL) => u.pathname === "/dashboard/api/v1/usage";
    await page.route(usagePath, (r) => r.fulfill(UNAVAILABLE));
    try {
      await open(page, "#/account");
      const problem = page.locator("main p.error", { hasText: "Usage could not be loaded" });
      expect(await problem.textContent()).toBe("Usage could not be loaded: A backing service is unavailable; try again shortly. (unavailable)");
      // Where the figures would be: just above the keys.
      expect(await problem.evaluate((el) => el.nextElementSibling?.textContent)).toBe("API keys");
      expect(await page.locator("main h1").textContent()).toBe("API & account");
      expect(await page.locator("main figure").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Create key", exact: true }).count()).toBe(1);
      expect(await page.locator("#kill-switch").textContent()).toBe("Freeze all API access");
    } finally {
      await page.unroute(usagePath);
    }
    // Answered again, the figures are back.
    await open(page, "#/account");
    expect(await page.locator("main p.error").count()).toBe(0);
    expect(await page.locator("main figure").count()).toBe(1);
  });

  it("keys the API cannot list (503) are said where the table would be; Create key shows its secret, and the list's failure stays apart from it", async () => {
    const keysPath = (u: URL) => u.pathname === "/dashboard/api/keys";
    await page.route(keysPath, (r) => (r.request().method() === "GET" ? r.fulfill(UNAVAILABLE) : r.continue()));
    let key: string | null = null;
    try {
      await open(page, "#/account");
      expect(await page.locator("main h1").textContent()).toBe("API & account");
      // Where the table would be, in the API's words; the account, the usage and the kill switch stay.
      const line = page.locator("xpath=//main//*[@role='status'][following-sibling::*[1][contains(@class, 'table-wrap')]]");
      expect(await line.textContent()).toBe("API keys could not be loaded: A backing service is unavailable; try again shortly. (unavailable)");
      expect(await page.locator("main").textContent()).toContain("API access on");
      expect(await page.locator("main figure").count()).toBe(1);
      expect(await page.locator("#kill-switch").textContent()).toBe("Freeze all API access");
      // A key created: its secret, and the list's failure where the list is (not instead of the key).
      await page.getByRole("button", { name: "Create key", exact: true }).click();
      key = await page.locator("#new-key").textContent();
      expect(key).toMatch(/^tk_live_/);
      await line.filter({ hasText: "API keys could not be loaded again: A backing service is unavailable" }).waitFor();
      expect(await page.locator("main .error").count()).toBe(1);
      expect(await page.locator("main").textContent()).toContain(`Key ${key!.slice(0, 12)}… created`);
    } finally {
      await page.unroute(keysPath);
      if (key) await revokeKeys(key);
    }
  });

  it("a key revoked while the keys cannot be loaded again (503): Revoked stays, the failure is said above the table", async () => {
    const made = (await stack.cli("key", "create", stack.demo.accountId, "--scope", "read")) as { prefix: string };
    const keysPath = (u: URL) => u.pathname === "/dashboard/api/keys";
    try {
      await open(page, "#/account");
      await page.route(keysPath, (r) => (r.request().method() === "GET" ? r.fulfill(UNAVAILABLE) : r.continue()));
      await page.getByRole("button", { name: `Revoke ${made.prefix}…`, exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.locator("main [role=status].error", { hasText: "API keys could not be loaded again" }).waitFor();
      const revoked = page.locator("main [role=status].ok", { hasText: `Revoked ${made.prefix}….` });
      expect(await revoked.count()).toBe(1);
      // The result has the focus the button had (the table is drawn again when it loads).
      expect(await revoked.evaluate((el) => el === document.activeElement)).toBe(true);
      const listed = ((await stack.cli("key", "list", stack.demo.accountId)) as { keys: { prefix: string; status: string }[] }).keys;
      expect(listed.find((k) => k.prefix === made.prefix)?.status).toBe("revoked");
    } finally {
      await page.unroute(keysPath);
      await revokeKeys(made.prefix);
    }
  });

  it("a session the API cannot give (503) on the account page: the account's line says so, no kill switch is offered; the keys stay usable", async () => {
    const sessionPath = (u: URL) => u.pathname === "/dashboard/api/session";
    await page.route(sessionPath, (r) => r.fulfill(UNAVAILABLE));
    let key: string | null = null;
    try {
      await open(page, "#/account");
      expect(await page.locator("main h1").textContent()).toBe("API & account");
      const why = "A backing service is unavailable; try again shortly. (unavailable)";
      expect(await page.locator("main p.error", { hasText: "The account could not be loaded" }).textContent()).toBe(`The account could not be loaded: ${why}`);
      // Frozen or not is unknown: no Freeze or Unfreeze that could do the opposite; said where it would be.
      expect(await page.getByRole("button", { name: /freeze/i }).count()).toBe(0);
      expect(await page.locator("#kill-switch-unknown").textContent()).toBe(
        `The kill switch is not offered: the account's state (frozen or not) could not be loaded: ${why} Reload the page to try again.`,
      );
      expect(await page.locator("#kill-switch-unknown").evaluate((el) => el.parentElement!.previousElementSibling?.textContent)).toBe("Kill switch");
      // The keys, the usage figures and Create key stay.
      expect(await page.locator("main tr[data-key]").count()).toBeGreaterThan(0);
      expect(await page.locator("main figure").count()).toBe(1);
      await page.getByRole("button", { name: "Create key", exact: true }).click();
      key = await page.locator("#new-key").textContent();
      expect(key).toMatch(/^tk_live_/);
    } finally {
      await page.unroute(sessionPath);
      if (key) await revokeKeys(key);
    }
  });

  it("a request that gets no answer (the phone offline), or an error answer that is not the API's, is said in words", async () => {
    await open(page, "#/account");
    const keys = (u: URL) => u.pathname === "/dashboard/api/keys";
    const said = page.locator("main [role=status].error");
    await page.route(keys, (r) => (r.request().method() === "POST" ? r.abort("internetdisconnected") : r.continue()));
    try {
      await page.getByRole("button", { name: "Create key", exact: true }).click();
      await said.waitFor();
      expect(await said.textContent()).toBe("Warden could not be reached: check your connection and try again.");
    } finally {
      await page.unroute(keys);
    }
    await page.route(keys, (r) =>
      r.request().method() === "POST" ? r.fulfill({ status: 502, contentType: "text/html", body: "<html><body>502 Bad Gateway</body></html>" }) : r.continue(),
    );
    try {
      await page.getByRole("button", { name: "Create key", exact: true }).click();
      await page.locator("main [role=status].error", { hasText: "HTTP 502" }).waitFor();
      expect(await said.textContent()).toBe("The server answered with an error (HTTP 502) and said no more; try again in a minute.");
    } finally {
      await page.unroute(keys);
    }
    expect(await page.locator("[data-created-key]").count()).toBe(0);
  });

  it("Create key tapped again once the first key is shown: a second key, and the first key's secret stays beside it", async () => {
    await open(page, "#/account");
    const keys: string[] = [];
    try {
      const create = page.getByRole("button", { name: "Create key", exact: true });
      await create.click();
      keys.push((await page.locator("#new-key").textContent())!);
      await create.click();
      await page.locator("#new-key", { hasNotText: keys[0]! }).waitFor();
      keys.push((await page.locator("#new-key").textContent())!);
      // Both secrets on the page, the newest first: the first key is live, and its secret was not taken away.
      expect(await page.locator("main .secret").allTextContents()).toEqual([keys[1], keys[0]]);
      expect(await page.getByRole("button", { name: `Copy key ${keys[0]!.slice(0, 12)}…`, exact: true }).count()).toBe(1);
    } finally {
      await revokeKeys(...keys);
    }
  });

  it("on a phone, a freeze keeps a key secret shown; the result is said under the kill switch, on screen, with the focus", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    let key: string | null = null;
    try {
      await open(page, "#/account");
      await page.getByRole("button", { name: "Create key", exact: true }).click();
      key = await page.locator("#new-key").textContent();
      const kill = page.locator("#kill-switch");
      await kill.click();
      await page.locator("#kill-switch", { hasText: "Unfreeze API access" }).waitFor();
      expect(await page.locator("#new-key").textContent()).toBe(key);
      const said = page.locator("main [role=status]", { hasText: "Frozen: every key of this account now gets 403 account_frozen." });
      expect(await said.evaluate((el) => el.previousElementSibling?.id)).toBe("kill-switch");
      expect(await inViewport(said)).toBe(true);
      expect(await said.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.locator("#banner").textContent()).toContain("API access of this account is frozen");
      expect(await page.locator("main figure").count()).toBe(0);
      // Unfrozen: the usage figures are back; the secret still there.
      await kill.click();
      await page.locator("main [role=status]", { hasText: "Unfrozen: the account's keys work again." }).waitFor();
      expect(await page.locator("#kill-switch").textContent()).toBe("Freeze all API access");
      expect(await page.locator("main figure").count()).toBe(1);
      expect(await page.locator("#new-key").textContent()).toBe(key);
      expect(await page.locator("#banner").textContent()).toBe("");
    } finally {
      if ((await api.get("/me")).status === 403) await stack.cli("account", "unfreeze", stack.demo.accountId);
      if (key) await revokeKeys(key);
      await page.setViewportSize({ width: 390, height: 900 });
    }
  });

  it("an account the operator froze: the account page says so and whom to ask, and offers no Unfreeze (it would be refused)", async () => {
    await stack.cli("account", "freeze", stack.demo.accountId);
    try {
      await open(page, "#/account");
      await page.locator("main", { hasText: "API access frozen by the operator" }).waitFor();
      expect(await page.getByRole("button", { name: /freeze/i }).count()).toBe(0);
      expect(await page.locator("#frozen-by-operator").textContent()).toContain("only the operator can lift the freeze. To have it lifted, contact support");
      expect(await page.locator("#banner").textContent()).toContain("frozen by the operator");
      expect(await page.locator("#banner").textContent()).not.toContain("until you unfreeze");
    } finally {
      await stack.cli("account", "unfreeze", stack.demo.accountId);
      // The page (and its banner) from the account as it now is.
      await open(page, "#/account");
    }
    await page.locator("#kill-switch", { hasText: "Freeze all API access" }).waitFor();
    expect(await page.locator("#banner").textContent()).toBe("");
  });

  it("Create key tapped again while the first is on its way creates one key, and shows its secret", async () => {
    await open(page, "#/account");
    const keysPath = (u: URL) => u.pathname === "/dashboard/api/keys";
    const listed = () =>
      page.evaluate(async () => (await (await fetch("/dashboard/api/keys")).json()).keys as { id: string; prefix: string; status: string }[]);
    const before = (await listed()).filter((k) => k.status === "active").length;
    const { sent, onItsWay, release, done } = await holdRequests(page, keysPath, "POST");
    try {
      const create = page.getByRole("button", { name: "Create key", exact: true });
      await create.click();
      await onItsWay;
      expect(await create.isDisabled()).toBe(true);
      await create.click({ force: true });
      release();
      const key = (await page.locator("#new-key").textContent())!;
      await create.and(page.locator(":enabled")).waitFor();
      expect(sent).toHaveLength(1);
      const keys = await listed();
      expect(keys.filter((k) => k.status === "active").length).toBe(before + 1);
      const made = keys.find((k) => k.prefix === key.slice(0, 12))!;
      await stack.cli("key", "revoke", made.id);
    } finally {
      await done();
    }
  });

  it("on a phone, Revoke tapped again while the revoke is on its way: Revoke is disabled, one request is sent, no 404 said", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const made = (await stack.cli("key", "create", stack.demo.accountId, "--scope", "read")) as { id: string; prefix: string };
    const keyPath = (u: URL) => u.pathname === `/dashboard/api/keys/${made.id}`;
    await open(page, "#/account");
    const { sent, onItsWay, release, done } = await holdRequests(page, keyPath, "DELETE");
    try {
      const revoke = page.getByRole("button", { name: `Revoke ${made.prefix}…`, exact: true });
      // (Its confirm() is accepted.)
      await revoke.click();
      await onItsWay;
      expect(await revoke.isDisabled()).toBe(true);
      await revoke.click({ force: true });
      release();
      const revoked = page.locator("main [role=status].ok", { hasText: `Revoked ${made.prefix}….` });
      await revoked.waitFor();
      await revoke.waitFor({ state: "detached" });
      expect(sent).toHaveLength(1);
      expect(await page.locator("main .error").count()).toBe(0);
      expect(await inViewport(revoked)).toBe(true);
      const listed = ((await stack.cli("key", "list", stack.demo.accountId)) as { keys: { prefix: string; status: string }[] }).keys;
      expect(listed.find((k) => k.prefix === made.prefix)?.status).toBe("revoked");
    } finally {
      await done();
      await revokeKeys(made.prefix);
      await page.setViewportSize({ width: 390, height: 900 });
    }
  });

  it("on a phone, a Revoke the server refuses (503) at the bottom of a long list of keys says why in its row, on screen; the key stays active", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const made: { id: string; prefix: string }[] = [];
    for (let i = 0; i < 4; i++) made.push((await stack.cli("key", "create", stack.demo.accountId, "--scope", "read")) as { id: string; prefix: string });
    try {
      await open(page, "#/account");
      // The lowest of the keys made: screens below the keys' results line above the table.
      const order = await page.locator("main tr[data-key]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-key")));
      const lowest = made.reduce((a, b) => (order.indexOf(b.prefix) > order.indexOf(a.prefix) ? b : a));
      const row = page.locator(`main tr[data-key="${lowest.prefix}"]`);
      const revoke = row.getByRole("button", { name: `Revoke ${lowest.prefix}…`, exact: true });
      expect(await revoke.evaluate((b) => b.getBoundingClientRect().top)).toBeGreaterThan(844);
      const keyPath = (u: URL) => u.pathname === `/dashboard/api/keys/${lowest.id}`;
      await page.route(keyPath, (r) => r.fulfill(UNAVAILABLE));
      try {
        await revoke.click();
        const problem = page.locator("main [role=status]", { hasText: "A backing service is unavailable" });
        await problem.waitFor();
        // In the row, under its Revoke, and nowhere else.
        expect(await row.locator("[role=status]").textContent()).toBe("A backing service is unavailable; try again shortly. (unavailable)");
        expect(await page.locator("main [role=status]:not(:empty)").count()).toBe(1);
        expect([await inViewport(problem), await inViewport(revoke)]).toEqual([true, true]);
        expect(await revoke.isEnabled()).toBe(true);
      } finally {
        await page.unroute(keyPath);
      }
      const listed = ((await stack.cli("key", "list", stack.demo.accountId)) as { keys: { prefix: string; status: string }[] }).keys;
      expect(listed.find((k) => k.prefix === lowest.prefix)?.status).toBe("active");
    } finally {
      for (const k of made) await stack.cli("key", "revoke", k.id);
      // Back at the top of the page: the next test measures from there.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.setViewportSize({ width: 390, height: 900 });
    }
  });

  it("on a phone, a kill switch the server refuses says why beside the button, on screen, below a long list of keys", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const made: string[] = [];
    for (let i = 0; i < 4; i++) made.push(((await stack.cli("key", "create", stack.demo.accountId, "--scope", "read")) as { id: string }).id);
    const freeze = (u: URL) => u.pathname === "/dashboard/api/account/freeze";
    const message = "The webhook dispatcher is unavailable; try again shortly.";
    await page.route(freeze, (r) => r.fulfill(errorAnswer(503, "unavailable", message, { "retry-after": "1" })));
    try {
      await open(page, "#/account");
      const kill = page.locator("#kill-switch");
      // The kill switch is screens below the top of the page, where the keys' results show.
      expect(await kill.evaluate((b) => b.getBoundingClientRect().top)).toBeGreaterThan(2 * 844);
      await kill.click();
      const problem = page.locator("main [role=status]", { hasText: message });
      await problem.waitFor();
      expect(await problem.textContent()).toBe(`${message} (unavailable)`);
      expect(await inViewport(problem)).toBe(true);
      expect(await inViewport(kill)).toBe(true);
      expect(await kill.textContent()).toBe("Freeze all API access");
    } finally {
      await page.unroute(freeze);
      for (const id of made) await stack.cli("key", "revoke", id);
      await page.setViewportSize({ width: 390, height: 900 });
    }
  });

  it("webhooks page lists endpoints and creates one with the secret shown once", async () => {
    await open(page, "#/webhooks");
    await page.fill("input[name=url]", HOOK);
    await page.click("text=Create endpoint");
    await page.locator("text=Copy the signing secret now").waitFor();
    expect(await page.locator(".secret").textContent()).toMatch(/^whsec_/);
    expect((await api.get("/webhooks")).body.webhooks.map((w: { url: string }) => w.url)).toContain(HOOK);
    // A test delivery to a port nobody listens on fails, and the delivery history says so.
    const card = page.locator("[data-webhook]").first();
    // Each card's buttons say which endpoint they act on.
    for (const b of ["Test", "Rotate secret", "Deliveries", "Edit", "Delete"])
      expect(await card.getByRole("button", { name: `${b} ${HOOK}`, exact: true }).count()).toBe(1);
    await card.getByRole("button", { name: "Test" }).click();
    await page.locator("text=Test failed").waitFor();
    await card.getByRole("button", { name: "Deliveries" }).click();
    await card.locator("li", { hasText: "webhook.test" }).waitFor();
    // Edit its description and events from the dashboard: the API sees them at once.
    await card.getByRole("button", { name: "Edit" }).click();
    await card.locator("input[name=description]").fill("from the dashboard");
    // The events are the contract's subscribable types, to tick; the endpoint's own are ticked.
    const subscribed = ((await api.get("/webhooks")).body.webhooks as { url: string; events: string[] }[]).find((w) => w.url === HOOK)!.events;
    const boxes = card.locator("input[type=checkbox][name=events]");
    expect(await boxes.evaluateAll((bs) => bs.map((b) => [(b as HTMLInputElement).value, (b as HTMLInputElement).checked]))).toEqual(
      SUBSCRIBABLE_EVENT_TYPES.map((e) => [e, subscribed.includes(e)]),
    );
    for (const e of SUBSCRIBABLE_EVENT_TYPES)
      await card.getByRole("checkbox", { name: e, exact: true }).setChecked(e === "spam.detected" || e === "user.banned");
    await card.getByRole("button", { name: "Save endpoint" }).click();
    await page.locator("text=events: spam.detected, user.banned").waitFor();
    const [edited] = (await api.get("/webhooks")).body.webhooks;
    expect(edited).toMatchObject({ description: "from the dashboard", events: ["spam.detected", "user.banned"] });
    await shoot(page, "webhooks");
  });

  it("a delivery history longer than a page: Older deliveries appends the next page, disabled while on its way, its failure said beside it", async () => {
    const made = (await api.post("/webhooks", { url: `${HOOK}/history` })).body.id as string;
    try {
      // 22 test deliveries: the newest 20 on the first page, 2 older ones after it.
      for (let i = 0; i < 22; i++) expect((await api.post(`/webhooks/${made}/test`)).status).toBe(200);
      const all = (await api.get(`/webhooks/${made}/deliveries?limit=22`)).body;
      expect([all.items.length, all.next_cursor]).toEqual([22, null]);
      await open(page, "#/webhooks");
      const card = page.locator(`[data-webhook="${made}"]`);
      const items = card.locator("li[data-delivery]");
      await card.getByRole("button", { name: "Deliveries" }).click();
      await items.nth(19).waitFor();
      expect(await items.count()).toBe(20);
      const older = card.getByRole("button", { name: `Older deliveries ${HOOK}/history`, exact: true });
      const beside = older.locator("xpath=following-sibling::*[@role='status'][1]");
      const paging = (u: URL) => u.pathname === `/dashboard/api/v1/webhooks/${made}/deliveries` && u.searchParams.has("cursor");
      // Refused (503): said beside the button, on screen; the list stays, and the button can be tapped again.
      await page.route(paging, (r) => r.fulfill(UNAVAILABLE));
      try {
        await older.click();
        await beside.filter({ hasText: "Older deliveries could not be loaded: A backing service is unavailable; try again shortly. (unavailable)" }).waitFor();
        expect(await inViewport(beside)).toBe(true);
        expect([await items.count(), await older.isEnabled()]).toEqual([20, true]);
      } finally {
        await page.unroute(paging);
      }
      const { sent, onItsWay, release, done } = await holdRequests(page, paging);
      try {
        await older.click();
        await onItsWay;
        expect([await older.isDisabled(), await beside.textContent()]).toEqual([true, ""]);
        // A second tap while it is on its way sends nothing.
        await older.click({ force: true });
        release();
        await items.nth(21).waitFor();
        expect(sent).toHaveLength(1);
      } finally {
        await done();
      }
      // The older two under the newest 20, in the API's order; no older page, no button; the focus on the first one added.
      expect(await items.evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.delivery))).toEqual(all.items.map((x: { id: string }) => x.id));
      expect(await older.count()).toBe(0);
      expect(await items.nth(20).evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await api.delete(`/webhooks/${made}`);
    }
  });

  it("Create endpoint tapped again while the first is on its way creates one endpoint, not two", async () => {
    await open(page, "#/webhooks");
    const listing = (u: URL) => u.pathname === "/dashboard/api/v1/webhooks";
    const { sent: posts, onItsWay, release, done } = await holdRequests(page, listing, "POST");
    const url = `${HOOK}/tapped-twice`;
    try {
      const form = page.locator('form[aria-label="New endpoint"]');
      await form.locator("input[name=url]").fill(url);
      const create = form.getByRole("button", { name: "Create endpoint" });
      await create.click();
      await onItsWay;
      expect(await create.isDisabled()).toBe(true);
      await create.click({ force: true });
      await form.locator("input[name=url]").press("Enter");
      release();
      await page.locator("main .secret").waitFor();
      expect(posts).toHaveLength(1);
      expect((await api.get("/webhooks")).body.webhooks.filter((w: { url: string }) => w.url === url)).toHaveLength(1);
    } finally {
      await done();
      for (const w of (await api.get("/webhooks")).body.webhooks as { id: string; url: string }[]) if (w.url === url) await api.delete(`/webhooks/${w.id}`);
    }
  });

  it("a new endpoint's signing secret is shown though the list cannot be loaded again after it was created (429)", async () => {
    await open(page, "#/webhooks");
    const listing = (u: URL) => u.pathname === "/dashboard/api/v1/webhooks";
    // The POST goes through; every GET of the list after it is refused, as the account's per-minute limit would.
    await page.route(listing, (r) =>
      r.request().method() === "GET"
        ? r.fulfill(errorAnswer(429, "rate_limit_exceeded", "Rate limit of 60 requests per minute reached; retry in 30 s.", { "retry-after": "30" }))
        : r.continue(),
    );
    let id: string | undefined;
    try {
      const posted = page.waitForResponse((r) => listing(new URL(r.url())) && r.request().method() === "POST");
      const form = page.locator('form[aria-label="New endpoint"]');
      await form.locator("input[name=url]").fill(`${HOOK}/reload-fails`);
      await form.getByRole("button", { name: "Create endpoint" }).click();
      const created = await (await posted).json();
      id = created.id;
      await page.locator("main .error", { hasText: "rate_limit_exceeded" }).waitFor();
      const secret = page.locator("main .secret");
      expect(await secret.count()).toBe(1);
      expect(await secret.textContent()).toBe(created.secret);
      expect(await page.locator("main").textContent()).toContain(`Endpoint ${created.id} created. Copy the signing secret now`);
      expect(await inViewport(secret)).toBe(true);
    } finally {
      await page.unroute(listing);
      if (id) await api.delete(`/webhooks/${id}`);
    }
  });

  it("a new endpoint whose list cannot be loaded again (503): the failure is said above the endpoints, the form keeps no earlier refusal", async () => {
    const shown = (await api.post("/webhooks", { url: `${HOOK}/listed` })).body.id as string;
    await open(page, "#/webhooks");
    const form = page.locator('form[aria-label="New endpoint"]');
    // A refusal first (a private address): said in the form.
    await form.locator("input[name=url]").fill("http://10.1.2.3/hooks/warden");
    await form.getByRole("button", { name: "Create endpoint" }).click();
    await form.locator("[role=status].error").waitFor();
    const listing = (u: URL) => u.pathname === "/dashboard/api/v1/webhooks";
    await page.route(listing, (r) => (r.request().method() === "GET" ? r.fulfill(UNAVAILABLE) : r.continue()));
    const url = `${HOOK}/list-line`;
    try {
      await form.locator("input[name=url]").fill(url);
      await form.getByRole("button", { name: "Create endpoint" }).click();
      await form.locator(".secret").waitFor();
      // The failure where the endpoints are: just above their cards, in the API's words.
      const line = page.locator("main [role=status].error:not(:empty)");
      expect(await line.allTextContents()).toEqual(["Endpoints could not be loaded again: A backing service is unavailable; try again shortly. (unavailable)"]);
      expect(await line.evaluate((el, id) => el.nextElementSibling!.querySelector(`[data-webhook="${id}"]`) !== null, shown)).toBe(true);
      expect(await form.locator("xpath=./p[@role='status']").textContent()).toBe("");
      expect(await form.textContent()).toContain("created. Copy the signing secret now");
    } finally {
      await page.unroute(listing);
      for (const w of (await api.get("/webhooks")).body.webhooks as { id: string; url: string }[]) if (w.url === url) await api.delete(`/webhooks/${w.id}`);
      await api.delete(`/webhooks/${shown}`);
    }
  });

  it("an endpoint limited to some groups goes back to all my groups (group_ids null) from its edit form, and back", async () => {
    const url = `${HOOK}/some-groups`;
    const made = await api.post("/webhooks", { url, group_ids: [G] });
    expect([made.status, made.body.group_ids]).toEqual([201, [G]]);
    try {
      await open(page, "#/webhooks");
      const card = page.locator(`[data-webhook="${made.body.id}"]`);
      expect(await card.textContent()).toContain(`groups: ${G}`);
      await card.getByRole("button", { name: "Edit" }).click();
      const all = card.getByRole("checkbox", { name: "All my groups" });
      expect(await all.isChecked()).toBe(false);
      // On a 390 px phone the box sits on the line of its words, and the whole label is a 44 px tap target.
      const { box, words, label } = await all.evaluate((el) => {
        const text = Array.from(el.parentElement!.childNodes).find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes("All my groups"))!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const w = range.getClientRects()[0]!;
        const b = el.getBoundingClientRect();
        return { box: { top: b.top, bottom: b.bottom }, words: { top: w.top, bottom: w.bottom }, label: el.parentElement!.getBoundingClientRect().height };
      });
      const middle = (box.top + box.bottom) / 2;
      expect(middle).toBeGreaterThanOrEqual(words.top);
      expect(middle).toBeLessThanOrEqual(words.bottom);
      expect(label).toBeGreaterThanOrEqual(44);
      expect(await card.locator("input[name=groups]").inputValue()).toBe(String(G));
      await all.check();
      expect(await card.locator("input[name=groups]").isDisabled()).toBe(true);
      await card.getByRole("button", { name: "Save endpoint" }).click();
      await card.locator("text=groups: all").waitFor();
      expect((await api.get(`/webhooks/${made.body.id}`)).body.group_ids).toBeNull();
      // And back to one group: untick, list it.
      await card.getByRole("button", { name: "Edit" }).click();
      await card.getByRole("checkbox", { name: "All my groups" }).uncheck();
      await card.locator("input[name=groups]").fill(String(G));
      await card.getByRole("button", { name: "Save endpoint" }).click();
      await card.locator(`text=groups: ${G}`).waitFor();
      expect((await api.get(`/webhooks/${made.body.id}`)).body.group_ids).toEqual([G]);
    } finally {
      await api.delete(`/webhooks/${made.body.id}`);
    }
  });

  it("on a phone, a webhook result shows by the card or form that asked for it, on screen", async () => {
    // Enough endpoints that the page is several screens long at 390 px.
    const made: string[] = [];
    for (let i = 0; i < 4; i++) made.push((await api.post("/webhooks", { url: `${HOOK}/long-page-${i}`, description: `endpoint ${i}` })).body.id);
    try {
      await open(page, "#/webhooks");
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * 900);
      // A 422 from the create form at the bottom: in that form, on screen.
      const form = page.locator('form[aria-label="New endpoint"]');
      const privateUrl = "http://10.1.2.3/hooks/warden";
      const byApi = await api.post("/webhooks", { url: privateUrl });
      expect([byApi.status, byApi.body.error.code]).toEqual([422, "validation_failed"]);
      await form.locator("input[name=url]").fill(privateUrl);
      await form.getByRole("button", { name: "Create endpoint" }).click();
      const refused = form.locator("[role=status].error");
      await refused.waitFor();
      expect(await refused.textContent()).toContain(byApi.body.error.details.errors[0].message);
      expect(await inViewport(refused)).toBe(true);
      // A test delivery of the last card: in that card, on screen.
      const last = page.locator(`[data-webhook="${made[3]}"]`);
      await last.getByRole("button", { name: "Test" }).click();
      const tested = last.locator("[role=status]", { hasText: "Test failed" });
      await tested.waitFor();
      expect(await inViewport(tested)).toBe(true);
      // A rotated secret, shown once: in its card, on screen, focused.
      await page.evaluate(() => window.scrollTo(0, 0));
      await last.getByRole("button", { name: "Rotate secret" }).click();
      const rotated = last.locator(".secret");
      await rotated.waitFor();
      expect(await rotated.textContent()).toMatch(/^whsec_/);
      expect(await inViewport(rotated)).toBe(true);
      expect(await last.locator("[role=status]:has(.secret)").evaluate((box) => box === document.activeElement)).toBe(true);
      // A new endpoint's secret: in the new card, on screen, though the page was drawn again from its top.
      await form.locator("input[name=url]").fill(`${HOOK}/long-page-new`);
      await form.getByRole("button", { name: "Create endpoint" }).click();
      const created = page.locator("[data-webhook]", { hasText: `${HOOK}/long-page-new` }).locator(".secret");
      await created.waitFor();
      const newId = await created.evaluate((el) => el.closest("[data-webhook]")!.getAttribute("data-webhook")!);
      made.push(newId);
      expect((await api.get(`/webhooks/${newId}`)).body.url).toBe(`${HOOK}/long-page-new`);
      expect(await inViewport(created)).toBe(true);
    } finally {
      for (const id of made) await api.delete(`/webhooks/${id}`);
    }
  });

  it("an action on one webhook card draws only what it changes: a rotated secret in another card and the forms being typed stay", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const made: Record<string, string> = {};
    for (const n of ["a", "b", "c"]) made[n] = (await api.post("/webhooks", { url: `${HOOK}/keep-${n}`, description: `endpoint ${n}` })).body.id;
    expect((await api.patch(`/webhooks/${made.b}`, { status: "disabled" })).body.status).toBe("disabled");
    const cleanup = Object.values(made);
    try {
      await open(page, "#/webhooks");
      const card = (n: string) => page.locator(`[data-webhook="${made[n]}"]`);
      // A secret rotated in card a: shown once, never again.
      await card("a").getByRole("button", { name: "Rotate secret" }).click();
      const secret = card("a").locator(".secret");
      await secret.waitFor();
      const rotated = await secret.textContent();
      expect(rotated).toMatch(/^whsec_/);
      // The new endpoint form, half typed.
      const form = page.locator('form[aria-label="New endpoint"]');
      const url = `${HOOK}/keep-new`;
      await form.locator("input[name=url]").fill(url);
      await form.locator("input[name=description]").fill("half typed");
      const stayed = async () => {
        expect(await secret.count()).toBe(1);
        expect(await secret.textContent()).toBe(rotated);
        expect([await form.locator("input[name=url]").inputValue(), await form.locator("input[name=description]").inputValue()]).toEqual([url, "half typed"]);
      };
      // Test and Deliveries on card c.
      await card("c").getByRole("button", { name: "Test" }).click();
      await card("c").locator("[role=status]", { hasText: "Test failed" }).waitFor();
      await card("c").getByRole("button", { name: "Deliveries" }).click();
      await card("c").locator("li", { hasText: "webhook.test" }).waitFor();
      await stayed();
      // Re-enable card b: that card is drawn again, with the result in it.
      await card("b").getByRole("button", { name: "Re-enable" }).click();
      await card("b")
        .locator(".badge", { hasText: /^enabled$/ })
        .waitFor();
      await stayed();
      expect(await card("b").locator("[role=status]", { hasText: "Re-enabled." }).count()).toBe(1);
      expect((await api.get(`/webhooks/${made.b}`)).body.status).toBe("enabled");
      // Save from card b's edit form.
      await card("b").getByRole("button", { name: "Edit" }).click();
      await card("b").locator("input[name=description]").fill("edited");
      await card("b").getByRole("button", { name: "Save endpoint" }).click();
      await card("b").locator("[role=status]", { hasText: "Saved." }).waitFor();
      expect((await api.get(`/webhooks/${made.b}`)).body.description).toBe("edited");
      await stayed();
      // Delete card c: a line where it was.
      await card("c").getByRole("button", { name: "Delete" }).click();
      await page.locator("main [role=status]", { hasText: `Deleted ${HOOK}/keep-c.` }).waitFor();
      expect(await card("c").count()).toBe(0);
      expect((await api.get(`/webhooks/${made.c}`)).status).toBe(404);
      await stayed();
      // Create, with card a's edit form being typed: the new card and its secret; card a's secret and form stay.
      await card("a").getByRole("button", { name: "Edit" }).click();
      await card("a").locator("input[name=description]").fill("typed in a");
      await form.getByRole("button", { name: "Create endpoint" }).click();
      const created = page.locator("[data-webhook]", { hasText: url }).locator(".secret");
      await created.waitFor();
      cleanup.push(await created.evaluate((el) => el.closest("[data-webhook]")!.getAttribute("data-webhook")!));
      expect(await inViewport(created)).toBe(true);
      expect(await secret.textContent()).toBe(rotated);
      expect(await card("a").locator("input[name=description]").inputValue()).toBe("typed in a");
      // The form is emptied for the next endpoint.
      expect(await form.locator("input[name=url]").inputValue()).toBe("");
    } finally {
      for (const id of cleanup) await api.delete(`/webhooks/${id}`);
      await page.setViewportSize({ width: 390, height: 900 });
    }
  });

  it("from the keyboard, Re-enable and an edit form's Save draw their card again with the focus on the result in it", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const made = (await api.post("/webhooks", { url: `${HOOK}/keyboard` })).body.id as string;
    expect((await api.patch(`/webhooks/${made}`, { status: "disabled" })).body.status).toBe("disabled");
    try {
      await open(page, "#/webhooks");
      const card = page.locator(`[data-webhook="${made}"]`);
      await card.getByRole("button", { name: "Re-enable" }).focus();
      await page.keyboard.press("Enter");
      const enabled = card.locator("[role=status]", { hasText: "Re-enabled." });
      await enabled.waitFor();
      expect(await enabled.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await inViewport(enabled)).toBe(true);
      await card.getByRole("button", { name: "Edit" }).click();
      const description = card.locator("input[name=description]");
      await description.fill("typed, then Enter");
      await description.press("Enter");
      const saved = card.locator("[role=status]", { hasText: "Saved." });
      await saved.waitFor();
      expect(await saved.evaluate((el) => el === document.activeElement)).toBe(true);
      expect((await api.get(`/webhooks/${made}`)).body.description).toBe("typed, then Enter");
    } finally {
      await api.delete(`/webhooks/${made}`);
      await page.setViewportSize({ width: 390, height: 900 });
    }
  });

  it("Copy beside a webhook secret and a new key says beside the button that it copied, or why not", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(dash).origin });
    const made = (await api.post("/webhooks", { url: `${HOOK}/copy` })).body.id as string;
    let keyId: string | undefined;
    try {
      await open(page, "#/webhooks");
      const card = page.locator(`[data-webhook="${made}"]`);
      await card.getByRole("button", { name: "Rotate secret" }).click();
      const secret = (await card.locator(".secret").textContent())!;
      const copySecret = card.getByRole("button", { name: /^Copy/ });
      await copySecret.click();
      // Beside the button: its next sibling.
      await copySecret.locator("xpath=following-sibling::*[@role='status'][1]", { hasText: "Copied." }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      // Its name says whose secret it copies (a page may show several).
      expect(await card.getByRole("button", { name: `Copy the signing secret of ${HOOK}/copy`, exact: true }).count()).toBe(1);

      await open(page, "#/account");
      await page.getByRole("button", { name: "Create key", exact: true }).click();
      const key = (await page.locator("#new-key").textContent())!;
      keyId = (await page.evaluate(async () => (await (await fetch("/dashboard/api/keys")).json()).keys as { id: string; prefix: string }[])).find(
        (k) => k.prefix === key.slice(0, 12),
      )!.id;
      const copyKey = page.getByRole("button", { name: /^Copy/ });
      await copyKey.click();
      const beside = copyKey.locator("xpath=following-sibling::*[@role='status'][1]");
      await beside.filter({ hasText: "Copied." }).waitFor();
      expect(await page.getByRole("button", { name: `Copy key ${key.slice(0, 12)}…`, exact: true }).count()).toBe(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      expect(await inViewport(beside)).toBe(true);
      // A browser that refuses the clipboard: the failure, and what to do, beside the button.
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
      });
      await copyKey.click();
      await beside.filter({ hasText: "Copy failed; select the key and copy it." }).waitFor();
    } finally {
      if (keyId) await stack.cli("key", "revoke", keyId);
      await api.delete(`/webhooks/${made}`);
      await context.clearPermissions();
      // The page's own clipboard back.
      await page.reload();
      await ready(page);
    }
  });

  it("CSRF: a mutation from the page without the token is refused", async () => {
    const res = await page.evaluate(async (g) => {
      const r = await fetch(`/dashboard/api/v1/groups/${g}/settings`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: '{"spam_threshold":90}',
      });
      return { status: r.status, body: await r.json() };
    }, G);
    expect([res.status, res.body.error.code]).toEqual([403, "csrf_failed"]);
    expect((await api.get(`/groups/${G}/settings`)).body.spam_threshold).toBe(85);
  });

  /** A second account of the demo owner's Telegram user ("Second shop", with a group of its own), made once: the switcher offers it. */
  let secondShop: { id: string; group: number } | undefined;
  async function secondAccount() {
    if (secondShop) return secondShop;
    const { id } = (await stack.cli("account", "create", "--name", "Second shop", "--plan", "basic", "--telegram-user-id", String(DEMO_TELEGRAM_USER))) as {
      id: string;
    };
    const group = -1001000900002;
    await stack.cli("group", "upsert", "--id", String(group), "--title", "Second shop group", "--plan", "basic", "--admin", id);
    secondShop = { id, group };
    return secondShop;
  }
  /**
   * The demo owner signed in with Telegram in a new context, on the account page, its switcher
   * offering both accounts: `target` is the one not signed in to.
   */
  async function onSwitcher() {
    const second = await secondAccount();
    const other = await newContext();
    const p = await other.newPage();
    await signInWithWidget(p);
    await open(p, "#/account");
    const signedIn = await p.locator("#account-switch").inputValue();
    const target = signedIn === second.id ? stack.demo.accountId : second.id;
    return { other, p, signedIn, target, groupOf: (id: string) => (id === second.id ? second.group : G) };
  }
  const switching = (u: URL) => u.pathname === "/dashboard/api/session/account";

  it("an owner whose Telegram user has two accounts switches between them on the account page", async () => {
    const second = await secondAccount();
    const G2 = second.group;
    const groupOf = (id: string) => (id === second.id ? G2 : G);
    const other = await newContext();
    const p = await other.newPage();
    p.on("dialog", (d) => void d.accept());
    await p.goto(`${dash}/login`);
    await ready(p);
    await Promise.all([p.waitForURL(`${dash}/`), signInAndLeave(p, widgetPayload(DEMO_TELEGRAM_USER))]);
    await ready(p);
    await open(p, "#/account");
    // both accounts are offered, the signed-in one selected
    const options = await p.locator("#account-switch option").evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options.map(([id]) => id).sort()).toEqual([stack.demo.accountId, second.id].sort());
    expect(options.find(([id]) => id === second.id)?.[1]).toBe("Second shop · basic");
    const signedIn = await p.locator("#account-switch").inputValue();
    const target = signedIn === second.id ? stack.demo.accountId : second.id;
    await shoot(p, "account-switch");

    await p.selectOption("#account-switch", target);
    await p.evaluate(() => {
      document.body.dataset.ready = "false";
    });
    await p.click("#account-switch-go");
    await ready(p);
    // the groups page of the account switched to, and only its group
    await p.locator(`[data-group="${groupOf(target)}"]`).waitFor();
    expect(await p.locator(`[data-group="${groupOf(signedIn)}"]`).count()).toBe(0);
    const s = await p.evaluate(async () => (await fetch("/dashboard/api/session")).json());
    expect(s.account.id).toBe(target);
    // a mutation with the new session's CSRF token goes through (the page took the new token)
    await open(p, "#/account");
    await p.click("#kill-switch");
    await p.locator("#kill-switch", { hasText: "Unfreeze" }).waitFor();
    await p.click("#kill-switch");
    await p.locator("#kill-switch", { hasText: "Freeze all API access" }).waitFor();
    await other.close();
  });

  it("a switch of account the server refuses (503) is said beside the switcher, in the API's words, on screen; the page and the session stay", async () => {
    const { other, p, signedIn, target } = await onSwitcher();
    const message = "Sessions are unavailable; try again shortly.";
    await p.route(switching, (r) => r.fulfill(errorAnswer(503, "unavailable", message)));
    try {
      await p.selectOption("#account-switch", target);
      await p.click("#account-switch-go");
      const problem = p.locator("main [role=status]", { hasText: message });
      await problem.waitFor();
      expect(await problem.textContent()).toBe(`${message} (unavailable)`);
      expect(await problem.getAttribute("class")).toBe("error");
      // Beside the switcher (right under it), and nowhere else: not in the keys' results.
      expect(await problem.evaluate((el) => el.previousElementSibling?.contains(document.getElementById("account-switch-go")))).toBe(true);
      expect(await p.locator("main [role=status]:not(:empty)").count()).toBe(1);
      expect(await inViewport(problem)).toBe(true);
      expect(await p.locator("#account-switch-go").isEnabled()).toBe(true);
      expect(new URL(p.url()).hash).toBe("#/account");
      expect((await p.evaluate(async () => (await fetch("/dashboard/api/session")).json())).account.id).toBe(signedIn);
    } finally {
      await p.unroute(switching);
      await other.close();
    }
  });

  it("Switch tapped again while the switch is on its way sends one request, and the account switched to is shown", async () => {
    const { other, p, target, groupOf } = await onSwitcher();
    const { sent, onItsWay, release, done } = await holdRequests(p, switching, "POST");
    try {
      await p.selectOption("#account-switch", target);
      await p.evaluate(() => {
        document.body.dataset.ready = "false";
      });
      const go = p.locator("#account-switch-go");
      await go.click();
      await onItsWay;
      expect([await go.isDisabled(), await p.locator("#account-switch").isDisabled()]).toEqual([true, true]);
      await go.click({ force: true });
      release();
      await ready(p);
      await p.locator(`[data-group="${groupOf(target)}"]`).waitFor();
      expect(sent).toEqual([JSON.stringify({ account_id: target })]);
      expect((await p.evaluate(async () => (await fetch("/dashboard/api/session")).json())).account.id).toBe(target);
    } finally {
      await done();
      await other.close();
    }
  });

  it("sign-out in a tab holding an older session's CSRF token still ends the session; a failed sign-out says so and stays", async () => {
    const other = await newContext();
    const tabA = await other.newPage();
    await signInWithWidget(tabA);
    // In tab B the owner signs in again: a new session and CSRF token; tab A still holds the old token.
    const tabB = await other.newPage();
    await signInWithWidget(tabB);
    const session = (p: Page) => p.evaluate(async () => (await fetch("/dashboard/api/session")).status);
    expect(await session(tabB)).toBe(200);
    // A sign-out the server does not confirm (here a 503) is shown, and the page stays.
    const logout = (u: URL) => u.pathname === "/dashboard/api/session/logout";
    await tabA.route(logout, (r) => r.fulfill(errorAnswer(503, "unavailable", "Sessions are unavailable; try again shortly.")));
    await tabA.click("#logout");
    const problem = tabA.locator("#logout-error");
    await problem.waitFor();
    expect(await problem.textContent()).toBe("Sign-out failed: Sessions are unavailable; try again shortly. (unavailable)");
    expect(new URL(tabA.url()).pathname).toBe("/dashboard/");
    await tabA.unroute(logout);
    // The real sign-out, with tab A's stale token: the live session (tab B's) is over.
    await Promise.all([tabA.waitForURL(`${dash}/login`), tabA.click("#logout")]);
    expect(await session(tabB)).toBe(401);
    await other.close();
  });

  it("an error at start-up (the session or the config unavailable) is shown instead of Loading…", async () => {
    const other = await newContext();
    const p = await other.newPage();
    await signInWithWidget(p);
    for (const path of ["/dashboard/api/session", "/dashboard/api/config"]) {
      const failing = (u: URL) => u.pathname === path;
      await p.route(failing, (r) => r.fulfill(errorAnswer(503, "unavailable", `${path} is unavailable; try again shortly.`)));
      await p.reload();
      await ready(p);
      expect(await p.locator("main .error").textContent()).toBe(`${path} is unavailable; try again shortly. (unavailable)`);
      expect(await p.locator("main").textContent()).not.toContain("Loading");
      await p.unroute(failing);
    }
    await other.close();
  });

  it("Sign out tapped again while the sign-out is on its way sends one request, and signs out", async () => {
    const other = await newContext();
    const p = await other.newPage();
    await signInWithWidget(p);
    const logout = (u: URL) => u.pathname === "/dashboard/api/session/logout";
    const { sent, onItsWay, release, done } = await holdRequests(p, logout, "POST");
    try {
      const signOut = p.locator("#logout");
      await signOut.click();
      await onItsWay;
      expect(await signOut.isDisabled()).toBe(true);
      await signOut.click({ force: true });
      release();
      await p.waitForURL(`${dash}/login`);
      expect(sent).toHaveLength(1);
      expect(await p.evaluate(async () => (await fetch("/dashboard/api/session")).status)).toBe(401);
    } finally {
      await done();
      await other.close();
    }
  });

  it("sign-out ends the session", async () => {
    await Promise.all([page.waitForURL(`${dash}/login`), page.click("#logout")]);
    const r = await page.evaluate(async () => (await fetch("/dashboard/api/session")).status);
    expect(r).toBe(401);
  });
});
