import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createWardenClient, WardenUnexpectedResponseError } from "../src/index.js";
import { scriptedApi } from "./scripted-api.js";

// The API never redirects. A 3xx comes from something in front of it (a base URL on http:// that a proxy sends to
// https://, a moved host): following it turns a POST into a GET without its body (301, 302, 303), and its answer
// would be handed over as the operation's data. The client must not follow it.
const api = scriptedApi();
const KEY = "tk_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345";
let elsewhere: Server;
let elsewhereUrl = "";
const elsewhereSeen: { method: string; url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  elsewhere = createServer((req: IncomingMessage, res) => {
    elsewhereSeen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ webhooks: [], groups: [] }));
  });
  elsewhere.listen(0, "127.0.0.1");
  await once(elsewhere, "listening");
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => elsewhere.close(() => r())));
afterEach(() => {
  elsewhereSeen.length = 0;
});

describe("a redirect in front of the API", () => {
  it.each([301, 302, 303, 307, 308])("%i on a POST is thrown as WardenUnexpectedResponseError, and nothing is sent to its Location", async (status) => {
    api.script.push({ status, headers: { location: `${elsewhereUrl}/api/public/v1/webhooks` }, body: "" });
    const warden = createWardenClient({ apiKey: KEY, baseUrl: api.baseUrl, retries: 0 });
    const err = await warden.POST("/webhooks", { body: { url: "https://example.com/hook" } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WardenUnexpectedResponseError);
    expect(err).toMatchObject({ status });
    expect((err as Error).message).toContain(`${elsewhereUrl}/api/public/v1/webhooks`);
    expect(api.seen).toHaveLength(1);
    expect(elsewhereSeen).toEqual([]);
  });

  it("on a GET as well: the answer of another server is never handed over as the operation's data", async () => {
    api.script.push({ status: 301, headers: { location: `${elsewhereUrl}/api/public/v1/groups` }, body: "" });
    const warden = createWardenClient({ apiKey: KEY, baseUrl: api.baseUrl });
    await expect(warden.GET("/groups")).rejects.toMatchObject({ name: "WardenUnexpectedResponseError", status: 301 });
    expect(elsewhereSeen).toEqual([]);
  });
});
