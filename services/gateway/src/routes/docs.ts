import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context } from "koa";
import { declareRoute } from "../http/route.js";
import { metaOperation } from "../openapi/responses.js";

/**
 * GET /docs: the API reference rendered in the browser by Redoc's standalone bundle (the `redoc`
 * npm package), served by the gateway itself with the document of GET /openapi.json: nothing is
 * fetched from a CDN, and the page's Content-Security-Policy lets it load nothing from elsewhere.
 * No key, no quota, like the document.
 */

/** Where the bundle is served, below the API base path (the page refers to it relatively). */
export const DOCS_BUNDLE_PATH = "/docs/redoc.standalone.js";

/**
 * The page's policy. Scripts come only from the gateway (the bundle; no inline script, no eval).
 * Redoc's styled-components inserts `<style>` elements at run time, some of them when the bundle
 * loads, before Redoc's `nonce` option can reach them, hence `'unsafe-inline'` for styles only.
 * The search index runs in a worker Redoc creates from a `blob:` URL. Images: the gateway's and
 * `data:` URIs; the "API docs by Redocly" logo the bundle links from its CDN is refused.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

// Relative URLs: the page is `<base>/docs`, so they resolve below the API base path wherever the
// gateway is mounted (a proxy's path prefix included).
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Warden public API v1 reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<redoc spec-url="openapi.json" expand-responses="200,201" path-in-middle-panel="true"></redoc>
<script src="${DOCS_BUNDLE_PATH.slice(1)}"></script>
</body>
</html>
`;

/** The headers of both responses: no sniffing, no referrer. */
function common(ctx: Context): void {
  ctx.set("X-Content-Type-Options", "nosniff");
  ctx.set("Referrer-Policy", "no-referrer");
}

const gzipAsync = promisify(gzip);

type Bundle = { plain: Buffer; gzip: Buffer };

/**
 * Redoc's standalone bundle and its gzip form (about a quarter of the bytes) as the build put them in dist/redoc/
 * (scripts/copy-redoc.mjs; the runtime image has no `redoc` package); undefined when running from the sources.
 */
async function readBuilt(): Promise<Bundle | undefined> {
  const built = (name: string) => readFile(new URL(`../redoc/${name}`, import.meta.url));
  try {
    const [plain, gzipped] = await Promise.all([built("redoc.standalone.js"), built("redoc.standalone.js.gz")]);
    return { plain, gzip: gzipped };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

/** Running from the sources (tests, tsx): the package's bundle, compressed here (off the event loop). */
async function readPackage(): Promise<Bundle> {
  const plain = await readFile(createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js"));
  return { plain, gzip: await gzipAsync(plain, { level: 9 }) };
}

/**
 * The bundle, read once. The built files are read from the gateway's start, so that its first reader does not wait
 * (compressing 1.1 MB at the first request took 2 s on a loaded 2-core machine); from the sources, on first use.
 */
function bundleLoader(): () => Promise<Bundle> {
  const built = readBuilt();
  // a failure is each request's (500 internal), not the process's
  built.catch(() => undefined);
  let loaded: Promise<Bundle> | undefined;
  return () => (loaded ??= built.then((b) => b ?? readPackage()));
}

export const docsRoutes = [
  declareRoute({
    method: "GET",
    path: "/docs",
    scope: "read",
    accountPlan: "free",
    cost: "none",
    public: true,
    handler: () => async (ctx) => {
      common(ctx);
      ctx.set("Content-Security-Policy", DOCS_CSP);
      ctx.set("Cache-Control", "no-cache");
      ctx.type = "text/html; charset=utf-8";
      ctx.body = PAGE;
    },
    doc: {
      operation: metaOperation(
        "getApiReference",
        "This reference, rendered",
        "This document rendered as a web page (Redoc), served by the gateway with its script: the page loads nothing from another origin (its `Content-Security-Policy` allows only this server). Needs no key, costs no quota and is not rate-limited.",
        "text/html",
        "The HTML page.",
      ),
    },
  }),
  declareRoute({
    method: "GET",
    path: DOCS_BUNDLE_PATH,
    scope: "read",
    accountPlan: "free",
    cost: "none",
    public: true,
    handler: () => {
      const bundle = bundleLoader();
      return async (ctx) => {
        const { plain, gzip: gzipped } = await bundle();
        common(ctx);
        ctx.set("Cache-Control", "public, max-age=3600");
        ctx.vary("Accept-Encoding");
        ctx.type = "text/javascript; charset=utf-8";
        if (ctx.acceptsEncodings("gzip", "identity") === "gzip") {
          ctx.set("Content-Encoding", "gzip");
          ctx.body = gzipped;
        } else {
          ctx.body = plain;
        }
      };
    },
    doc: {
      operation: metaOperation(
        "getApiReferenceScript",
        "The script of the rendered reference",
        "Redoc's standalone bundle, from the `redoc` package the gateway is built with (gzip-encoded when the client accepts it). Needs no key, costs no quota and is not rate-limited.",
        "text/javascript",
        "The JavaScript bundle.",
      ),
    },
  }),
];
