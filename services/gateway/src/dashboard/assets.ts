import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the build (scripts/build-dashboard.mjs) puts the bundled front end: <package>/dist/dashboard-web. */
export const DEFAULT_ASSETS_DIR = fileURLToPath(new URL("../../dist/dashboard-web/", import.meta.url));

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".map": "application/json",
};

export interface Asset {
  body: Buffer;
  type: string;
}

/** The front end's files, read once at start (a few tens of KiB); an unbuilt tree gives none. */
export function loadAssets(dir: string = DEFAULT_ASSETS_DIR): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    const type = TYPES[extname(name)];
    if (type) assets.set(name, { body: readFileSync(join(dir, name)), type });
  }
  return assets;
}

/**
 * The Content-Security-Policy of the dashboard's pages: nothing but our own origin, no inline
 * script or style, no framing. The sign-in page, when a bot is configured for the Telegram Login
 * Widget, also loads the widget's script from telegram.org and its frame from oauth.telegram.org.
 */
export function contentSecurityPolicy(opts: { telegramWidget: boolean }): string {
  const widget = opts.telegramWidget;
  return [
    "default-src 'self'",
    `script-src 'self'${widget ? " https://telegram.org" : ""}`,
    "style-src 'self'",
    `img-src 'self' data:${widget ? " https://telegram.org https://t.me" : ""}`,
    "connect-src 'self'",
    `frame-src ${widget ? "https://oauth.telegram.org" : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** How long a browser keeps to HTTPS for the dashboard's host once it saw it over HTTPS: a year. */
export const HSTS_MAX_AGE_S = 31_536_000;

/**
 * Strict-Transport-Security on an answer that went over HTTPS (directly, or as the proxy's X-Forwarded-Proto says):
 * afterwards the browser never sends the session cookie over plain http to this host, even from a typed http:// URL
 * or a downgrading network. Not includeSubDomains: the operator's other hosts are not ours to bind. Over plain http a
 * browser ignores the header (RFC 6797 8.1), so it is not sent there.
 */
export function setTransportSecurity(ctx: { secure: boolean; set(name: string, value: string): void }): void {
  if (ctx.secure) ctx.set("Strict-Transport-Security", `max-age=${HSTS_MAX_AGE_S}`);
}
