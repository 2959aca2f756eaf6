import { mkdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { launchChromium } from "@warden/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCS_CSP } from "../src/routes/docs.js";
import { startHarness, type Harness } from "./support/harness.js";

// The rendered reference through the real gateway (real PostgreSQL, Redis, Kafka mock, engine and
// groups-config behind it), and in Debian's Chromium driven by playwright-core.

const BASE = "/api/public/v1";
const BUNDLE = readFileSync(createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js"));
/** The "API docs by Redocly" logo Redoc's sidebar links from its CDN: the page's policy refuses it. */
const REDOC_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";
const REPORTS = new URL("../../../.reports/", import.meta.url).pathname;

let h: Harness;
beforeAll(async () => {
  h = await startHarness("gwdocs");
});
afterAll(() => h?.close());

/** A raw GET (fetch would decompress): status, headers and the bytes as sent. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(h.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The URLs a page's markup refers to (`src`, `href`, `spec-url`). */
const referencesOf = (html: string): string[] => [...html.matchAll(/\s(?:src|href|spec-url)="([^"]*)"/g)].map((m) => m[1]!);

describe("GET /docs", () => {
  it("serves the page without a key, under a policy that allows scripts from the gateway only", async () => {
    const r = await h.request("GET", `${BASE}/docs`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(r.headers.get("content-security-policy")).toBe(DOCS_CSP);
    const directives = new Map(DOCS_CSP.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives.get("default-src")).toEqual(["'none'"]);
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(directives.get("connect-src")).toEqual(["'self'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    // Free: no key, no quota headers (nothing was charged).
    expect(r.headers.get("x-quota-used")).toBeNull();
    expect(r.text).toContain("<redoc ");
  });

  it("refers only to the gateway's own resources, which it serves without a key", async () => {
    const page = await h.request("GET", `${BASE}/docs`);
    const refs = referencesOf(page.text);
    expect(refs.sort()).toEqual(["data:,", "docs/redoc.standalone.js", "openapi.json"]);
    const pageUrl = `${h.url}${BASE}/docs`;
    for (const ref of refs.filter((r) => !r.startsWith("data:"))) {
      const url = new URL(ref, pageUrl);
      expect(url.origin, ref).toBe(h.url);
      const r = await h.request("GET", url.pathname);
      expect(r.status, ref).toBe(200);
    }
    // Nothing on the page names another origin.
    expect(page.text).not.toMatch(/https?:\/\/|\/\/[a-z]/i);
  });

  it("the build puts the bundle and its gzip form in dist/redoc, which a built gateway reads at its start (nothing compressed at a request)", () => {
    const dist = new URL("../dist/redoc/", import.meta.url);
    expect(readFileSync(new URL("redoc.standalone.js", dist)).equals(BUNDLE)).toBe(true);
    expect(gunzipSync(readFileSync(new URL("redoc.standalone.js.gz", dist))).equals(BUNDLE)).toBe(true);
  });

  it("serves Redoc's standalone bundle from the redoc package, gzip-encoded when the client accepts it", async () => {
    const gzip = await rawGet(`${BASE}/docs/redoc.standalone.js`, { "accept-encoding": "gzip, deflate" });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toContain("Accept-Encoding");
    expect(gzip.body.length).toBeLessThan(BUNDLE.length / 2);
    expect(gunzipSync(gzip.body).equals(BUNDLE)).toBe(true);

    const plain = await rawGet(`${BASE}/docs/redoc.standalone.js`, { "accept-encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(BUNDLE)).toBe(true);
    // The path is literal: a `.` in it matches only itself.
    expect((await h.request("GET", `${BASE}/docs/redocXstandalone.js`)).status).toBe(404);
  });

  it("is built into dist/redoc with its licence notices, for the runtime image that has no redoc package", () => {
    const pkg = dirname(createRequire(import.meta.url).resolve("redoc/package.json"));
    const dist = new URL("../dist/redoc/", import.meta.url).pathname;
    expect(readFileSync(join(dist, "redoc.standalone.js")).equals(BUNDLE)).toBe(true);
    expect(readFileSync(join(dist, "redoc.standalone.js.LICENSE.txt")).equals(readFileSync(join(pkg, "bundles/redoc.standalone.js.LICENSE.txt")))).toBe(true);
    expect(readFileSync(join(dist, "LICENSE"), "utf8")).toContain("MIT");
  });

  it("answers another method with 405 and Allow, like every route", async () => {
    const r = await h.request("POST", `${BASE}/docs`, { body: {} });
    expect(r.status).toBe(405);
    expect(r.headers.get("allow")).toBe("GET, HEAD");
    expect(r.body.error.code).toBe("method_not_allowed");
  });
});

describe("the rendered reference in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(REPORTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it("renders every operation and searches, loading nothing from another origin", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const loaded: string[] = [];
    const failed: { url: string; error: string }[] = [];
    const errors: string[] = [];
    page.on("requestfinished", (r) => loaded.push(r.url()));
    page.on("requestfailed", (r) => failed.push({ url: r.url(), error: r.failure()?.errorText ?? "" }));
    page.on("pageerror", (e) => errors.push(e.message));
    // Every refusal of the policy, as the page sees it (a string: this file is compiled without the DOM's types).
    await page.addInitScript(
      'window.violations = []; document.addEventListener("securitypolicyviolation", (e) => window.violations.push({ uri: e.blockedURI, directive: e.effectiveDirective }));',
    );
    await page.goto(`${h.url}${BASE}/docs`);

    // Redoc rendered the document: its title and an operation from each end of the route table.
    await page.getByRole("heading", { name: /Warden public API/ }).waitFor({ timeout: 60_000 });
    for (const summary of ["Check a text for spam", "Read the moderation journal", "This reference, rendered"]) {
      await expect(page.locator("h2", { hasText: summary }).first().isVisible(), summary).resolves.toBe(true);
    }
    // Search runs in the worker Redoc makes from a blob: URL (worker-src blob:).
    await page.getByPlaceholder("Search...").fill("journal");
    await page.locator("[data-role='search:results']").getByText("Read the moderation journal").first().waitFor({ timeout: 30_000 });

    const violations = (await page.evaluate("window.violations")) as { uri: string; directive: string }[];
    const origin = new URL(h.url).origin;
    expect(errors).toEqual([]);
    expect(loaded.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith("blob:"))).toEqual([]);
    expect(loaded).toEqual(expect.arrayContaining([`${origin}${BASE}/docs`, `${origin}${BASE}/docs/redoc.standalone.js`, `${origin}${BASE}/openapi.json`]));
    // The one thing the bundle asks of another origin is refused by the policy, not fetched.
    expect(failed.filter((f) => !(f.url === REDOC_LOGO && /csp/i.test(f.error)))).toEqual([]);
    expect(violations.filter((v) => !(v.uri === REDOC_LOGO && v.directive === "img-src"))).toEqual([]);
    // For a person to look at (make test's reports).
    await page.screenshot({ path: join(REPORTS, "docs.png") });
    await page.close();
  });
});
