import { createHash, createHmac } from "node:crypto";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { launchChromium, waitFor } from "@warden/testing";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
let dash: string;

function widgetPayload(id: number, authDate = Math.floor(Date.now() / 1000) - 5) {
  const fields: Record<string, string | number> = { id, first_name: "Demo", username: "demo_owner", auth_date: authDate };
  const dcs = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("\n");
  return { ...fields, hash: createHmac("sha256", createHash("sha256").update(BOT_TOKEN).digest()).update(dcs).digest("hex") };
}

/** A browser context that never reaches the internet: the Login Widget's script from telegram.org is refused. */
async function newContext(): Promise<BrowserContext> {
  const c = await browser.newContext({ viewport: { width: 390, height: 900 } });
  await c.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
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
  dash = `${stack.services.gateway!.url}/dashboard`;
  browser = await launchChromium();
  context = await newContext();
  page = await context.newPage();
  page.on("dialog", (d) => void d.accept());
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe("sign-in", () => {
  it("through a one-time login link from `warden login-link`; the link works once", async () => {
    const link = stack.cli("login-link", stack.demo.accountId) as { url: string; expires_at: string };
    expect(link.url.startsWith(`${dash}/login?token=`)).toBe(true);
    await page.goto(link.url);
    await ready(page);
    expect(new URL(page.url()).pathname).toBe("/dashboard/");
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
    expect(await widget.getAttribute("data-auth-url")).toBe(`${dash}/login/telegram`);
    const signIn = (payload: unknown) => p.evaluate((x) => (window as any).wardenTelegramAuth(x), payload);

    await signIn({ ...widgetPayload(DEMO_TELEGRAM_USER), first_name: "Mallory" });
    expect(await p.locator("#error").textContent()).toContain("does not verify");
    await signIn(widgetPayload(DEMO_TELEGRAM_USER, Math.floor(Date.now() / 1000) - 2 * 86_400));
    expect(await p.locator("#error").textContent()).toContain("too old");
    expect(new URL(p.url()).pathname).toBe("/dashboard/login");

    await Promise.all([p.waitForURL(`${dash}/`), signIn(widgetPayload(DEMO_TELEGRAM_USER))]);
    await p.waitForFunction(() => document.body.dataset.ready === "true");
    await p.locator(`[data-group="${G}"]`).waitFor();
    const cookie = (await other.cookies()).find((c) => c.name === "warden_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/dashboard" });
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
    await page.fill("#try-text", "Selling my old bike, message me");
    await page.click("text=Check");
    await page.locator("text=Matched rules:").waitFor();
    expect(await page.locator("main").textContent()).toContain("e2e_bikes");
    await shoot(page, "rules");
    // Disable, then delete, from the dashboard: the API sees each at once.
    const ruleOf = async () => (await api.get(`/groups/${G}/rules`)).body.rules.find((x: { name: string }) => x.name === "e2e_bikes");
    await page.locator('[data-rule="e2e_bikes"]').getByRole("button", { name: "on" }).click();
    await page.locator('[data-rule="e2e_bikes"]').getByRole("button", { name: "off" }).waitFor();
    expect((await ruleOf()).enabled).toBe(false);
    await page.locator('[data-rule="e2e_bikes"]').getByRole("button", { name: "Delete" }).click();
    await page.locator('[data-rule="e2e_bikes"]').waitFor({ state: "detached" });
    expect(await ruleOf()).toBeUndefined();
  });

  it("whitelist and analytics render", async () => {
    await open(page, `#/groups/${G}/whitelist`);
    await page.selectOption("select[name=kind]", "user_id");
    await page.fill("input[name=value]", "5550001");
    await page.click("text=Add");
    await page.locator("text=remove 5550001").waitFor();
    expect(JSON.stringify((await api.get(`/groups/${G}/whitelist`)).body.users)).toContain("5550001");
    await shoot(page, "whitelist");
    await open(page, `#/groups/${G}/analytics`);
    expect(await page.locator("svg.chart").count()).toBe(5);
    await shoot(page, "analytics");
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
});

describe("API keys, kill switch, webhooks", () => {
  it("a key created in the dashboard works on the API at once; revoked, it gets 401", async () => {
    await open(page, "#/account");
    // The quota use of the last 30 days (GET /usage?days=30) as a chart; today's bar is today's `used`.
    const usage = (await api.get("/usage?days=30")).body;
    const chart = page.locator("figure", { has: page.locator("figcaption", { hasText: "Quota units a day, last 30 days" }) });
    expect(await chart.locator("rect.bar").count()).toBe(30);
    expect(await chart.locator("svg").getAttribute("aria-label")).toContain(`${usage.usage.date} ${usage.usage.used}`);
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
    await page.locator(`[data-key="${key.slice(0, 12)}"] >> text=Revoke`).click();
    await page.locator(`text=Revoked ${key.slice(0, 12)}`).waitFor();
    const after = await apiClient(stack.baseUrl, key).get("/me");
    expect([after.status, after.body.error.code]).toEqual([401, "invalid_api_key"]);
  });

  it("freezing the account gives 403 account_frozen to its keys; unfreezing restores them", async () => {
    await open(page, "#/account");
    await page.click("#kill-switch");
    await page.locator("text=API access frozen").waitFor();
    const frozen = await api.get("/groups");
    expect([frozen.status, frozen.body.error.code]).toEqual([403, "account_frozen"]);
    await shoot(page, "kill-switch");
    await page.click("#kill-switch");
    await page.locator("text=API access on").waitFor();
    expect((await api.get("/groups")).status).toBe(200);
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
    await card.getByRole("button", { name: "Test" }).click();
    await page.locator("text=Test failed").waitFor();
    await card.getByRole("button", { name: "Deliveries" }).click();
    await card.locator("li", { hasText: "webhook.test" }).waitFor();
    // Edit its description and events from the dashboard: the API sees them at once.
    await card.getByRole("button", { name: "Edit" }).click();
    await card.locator("input[name=description]").fill("from the dashboard");
    await card.locator("input[name=events]").fill("spam.detected, user.banned");
    await card.getByRole("button", { name: "Save endpoint" }).click();
    await page.locator("text=events: spam.detected, user.banned").waitFor();
    const [edited] = (await api.get("/webhooks")).body.webhooks;
    expect(edited).toMatchObject({ description: "from the dashboard", events: ["spam.detected", "user.banned"] });
    await shoot(page, "webhooks");
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

  it("an owner whose Telegram user has two accounts switches between them on the account page", async () => {
    const second = stack.cli("account", "create", "--name", "Second shop", "--plan", "basic", "--telegram-user-id", String(DEMO_TELEGRAM_USER)) as {
      id: string;
    };
    const G2 = -1001000900002;
    stack.cli("group", "upsert", "--id", String(G2), "--title", "Second shop group", "--plan", "basic", "--admin", second.id);
    const groupOf = (id: string) => (id === second.id ? G2 : G);
    const other = await newContext();
    const p = await other.newPage();
    p.on("dialog", (d) => void d.accept());
    await p.goto(`${dash}/login`);
    await ready(p);
    await Promise.all([p.waitForURL(`${dash}/`), p.evaluate((x) => (window as any).wardenTelegramAuth(x), widgetPayload(DEMO_TELEGRAM_USER))]);
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

  it("sign-out ends the session", async () => {
    await Promise.all([page.waitForURL(`${dash}/login`), page.click("#logout")]);
    const r = await page.evaluate(async () => (await fetch("/dashboard/api/session")).status);
    expect(r).toBe(401);
  });
});
