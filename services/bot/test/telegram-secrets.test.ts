import http from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "@warden/telemetry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BotApi, redactToken, TelegramApiError } from "../src/telegram/client.js";

/**
 * The bot token is part of every Bot API URL (/bot<token>/method). However a call fails (no connection, no answer in
 * time, a 5xx or a 404 of a proxy or a local Bot API server quoting the path it was asked, a body that is not JSON), the
 * token must appear in no error and so in no log line made from one (`logger.error({ err })` writes every own field).
 */
const TOKEN = `987654321:${"S".repeat(35)}`;
/** Bot ids are short for old bots; the configuration accepts any number of digits (packages/config: /^\d+:[A-Za-z0-9_-]{20,}$/). */
const SHORT_ID_TOKEN = `42:${"Q".repeat(35)}`;
const SECRETS = [TOKEN.split(":")[1]!, SHORT_ID_TOKEN.split(":")[1]!];

let server: http.Server;
let root: string;

beforeAll(async () => {
  // Answers as the path asks, always quoting the path it was asked (as proxies and the local Bot API server do).
  server = http.createServer((req, res) => {
    const path = req.url ?? "";
    req.resume();
    if (path.endsWith("/hang")) return; // never answers
    if (path.includes("/file/")) {
      res.writeHead(404, { "content-type": "text/plain" });
      return void res.end(`404 Not Found: ${path}`);
    }
    if (path.endsWith("/proxy502")) {
      res.writeHead(502, { "content-type": "text/html" });
      return void res.end(`<html>502 Bad Gateway upstream of ${path}</html>`);
    }
    if (path.endsWith("/html200")) {
      res.writeHead(200, { "content-type": "text/html" });
      return void res.end(`<html>captive portal asked for ${path}</html>`);
    }
    if (path.endsWith("/echo404")) {
      res.writeHead(404, { "content-type": "application/json" });
      return void res.end(JSON.stringify({ ok: false, error_code: 404, description: `Not Found: method not found in ${path}` }));
    }
    if (path.endsWith("/echoEncoded")) {
      res.writeHead(400, { "content-type": "application/json" });
      return void res.end(JSON.stringify({ ok: false, error_code: 400, description: `Bad Request: ${encodeURIComponent(path)}` }));
    }
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ ok: false, error_code: 500, description: `Internal Server Error at ${path}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The log line of `logger.error({ err })`, as the bot writes it for a failed update. */
function logged(err: unknown): string {
  const lines: string[] = [];
  const logger = createLogger("bot-test", "info", {}, { write: (l: string) => void lines.push(l) });
  logger.error({ err }, "update failed");
  return lines.join("\n");
}

function everything(err: unknown): string {
  const e = err as Error;
  return [String(e), e.stack, JSON.stringify(e), logged(e)].join("\n");
}

function expectNoToken(err: unknown): void {
  expect(err).toBeInstanceOf(Error);
  const text = everything(err);
  for (const s of SECRETS) expect(text).not.toContain(s);
}

describe("Bot API client: no failure carries the token", () => {
  for (const token of [TOKEN, SHORT_ID_TOKEN]) {
    describe(`token ${token.split(":")[0]}:…`, () => {
      it("a description quoting the path (404 of a local Bot API server), also URL-encoded, in the error's fields and log line", async () => {
        const api = new BotApi({ token, apiRoot: root });
        const err = await api.call("echo404" as "getMe", {}).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(TelegramApiError);
        expect((err as TelegramApiError).description).toContain("/bot<redacted-token>/echo404");
        expectNoToken(err);
        expectNoToken(await api.call("echoEncoded" as "getMe", {}).catch((e: unknown) => e));
        expectNoToken(await api.call("getMe", {}).catch((e: unknown) => e));
        api.close();
      });

      it("a 5xx or a 200 whose body is not JSON (a proxy's or a portal's page quoting the URL)", async () => {
        const api = new BotApi({ token, apiRoot: root });
        expectNoToken(await api.call("proxy502" as "getMe", {}).catch((e: unknown) => e));
        expectNoToken(await api.call("html200" as "getMe", {}).catch((e: unknown) => e));
        api.close();
      });

      it("no connection, no answer in time, a call aborted", async () => {
        const refused = new BotApi({ token, apiRoot: "http://127.0.0.1:1" });
        expectNoToken(await refused.call("getMe", {}).catch((e: unknown) => e));
        const api = new BotApi({ token, apiRoot: root });
        expectNoToken(await api.call("hang" as "getMe", {}, { timeoutMs: 50 }).catch((e: unknown) => e));
        expectNoToken(await api.call("hang" as "getMe", {}, { signal: AbortSignal.timeout(50) }).catch((e: unknown) => e));
        api.close();
      });

      it("a file download refused, or never answered", async () => {
        const api = new BotApi({ token, apiRoot: root });
        expectNoToken(await api.download("photos/file_1.jpg", { maxBytes: 1000 }).catch((e: unknown) => e));
        const refused = new BotApi({ token, apiRoot: "http://127.0.0.1:1" });
        expectNoToken(await refused.download("photos/file_1.jpg", { maxBytes: 1000 }).catch((e: unknown) => e));
        api.close();
      });
    });
  }

  it("redactToken removes a token with any bot id, plain or URL-encoded", () => {
    expect(redactToken(`GET /bot${SHORT_ID_TOKEN}/getMe`)).toBe("GET /bot<redacted-token>/getMe");
    expect(redactToken(encodeURIComponent(`/bot${TOKEN}/getMe`))).not.toContain(SECRETS[0]);
  });
});
