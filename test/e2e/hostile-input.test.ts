import http from "node:http";
import type { AddressInfo } from "node:net";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { DispatcherService, GroupsConfigService, RuleKind, ValidationFailedSchema } from "@warden/proto";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { startStack, type Stack } from "../support/stack.js";

// Hostile strings that each used to answer `500 internal` (bad input must get a 4xx in the error shape), against the
// real services as processes: strings with U+0000 in webhooks (POST and PATCH), forged
// pagination cursors (far-past dates, U+0000), and the services' own refusal of such strings.
let stack: Stack;
let api: ReturnType<typeof apiClient>;
let receiver: http.Server;
let hookUrl = "";
let webhookId = "";

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  stack = await startStack({
    label: "hostile",
    env: { WEBHOOK_ALLOW_HTTP: "true", WEBHOOK_ALLOWED_NETWORKS: "127.0.0.0/8,::1/128", CURSOR_SECRET: "e2e-cursor-secret-0123456789abcdef" },
  });
  api = apiClient(stack.baseUrl, stack.demo.key);
  const created = await api.post("/webhooks", { url: hookUrl, description: "fine" });
  expect(created.status).toBe(201);
  webhookId = created.body.id;
});

afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => receiver?.close(r));
});

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

function expect422(r: { status: number; body: any }, path: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(r.body.error.code).toBe("validation_failed");
  expect(r.body.error.details.errors.map((e: { path: string }) => e.path)).toContain(path);
}

describe("U+0000 in a webhook", () => {
  it.each([
    ["description on POST", () => api.post("/webhooks", { url: hookUrl, description: "a\u0000b" }), "description"],
    ["url on POST", () => api.post("/webhooks", { url: `${hookUrl}?x=\u0000` }), "url"],
    ["description on PATCH", () => api.patch(`/webhooks/${webhookId}`, { description: "a\u0000b" }), "description"],
    ["url on PATCH", () => api.patch(`/webhooks/${webhookId}`, { url: `${hookUrl}\u0000` }), "url"],
  ])("%s: 422 naming the field", async (_name, send, path) => {
    expect422(await send(), path);
  });

  it("port 0 is refused naming the rule; refusals carry no address", async () => {
    const r = await api.post("/webhooks", { url: "http://127.0.0.1:0/hook" });
    expect422(r, "url");
    expect(r.body.error.message).toMatch(/port 0 is not allowed/);
    const priv = await api.post("/webhooks", { url: "https://10.20.30.40/hook" });
    expect422(priv, "url");
    expect(priv.body.error.message).toMatch(/the host is a private address/);
    expect(JSON.stringify(priv.body)).not.toMatch(/10\.20\.30\.40/);
    const mapped = await api.post("/webhooks", { url: "https://[::ffff:10.20.30.40]/hook" });
    expect422(mapped, "url");
    expect(JSON.stringify(mapped.body)).not.toMatch(/10\.20\.30\.40|a14:1e28/);
  });
});

describe("deliveries cursors", () => {
  it("a real cursor pages; forged ones (far-past date, U+0000, unsigned, altered) are 422 on query.cursor", async () => {
    for (let i = 0; i < 3; i++) expect((await api.post(`/webhooks/${webhookId}/test`)).status).toBe(200);
    const first = await api.get(`/webhooks/${webhookId}/deliveries?limit=1`);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await api.get(`/webhooks/${webhookId}/deliveries?limit=1&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(second.status).toBe(200);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);

    const [payload, mac] = (first.body.next_cursor as string).split(".");
    const real = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8"));
    const forged = [
      b64({ ...real, t: "0001-01-01T00:00:00.000Z" }), // the old unsigned form, far-past date (was 22008)
      b64({ ...real, i: "dlv_\u0000" }), // the old unsigned form, U+0000 (was 22021)
      `${b64({ ...real, t: "-271821-04-20T00:00:00.000Z" })}.${mac}`, // a real MAC on another payload
      `${b64({ ...real, i: "dlv_\u0000" })}.${mac}`,
      `${payload}.${"A".repeat(43)}`,
      `${first.body.next_cursor}A`,
    ];
    for (const cursor of forged) {
      const r = await api.get(`/webhooks/${webhookId}/deliveries?cursor=${encodeURIComponent(cursor)}`);
      expect422(r, "query.cursor");
    }
    expect422(await api.get(`/webhooks/${webhookId}/deliveries?cursor=abc%00`), "query.cursor");
  });
});

describe("journal cursors", () => {
  it("a real cursor pages; a forged one with U+0000 in the event id is 422 on query.cursor", async () => {
    const g = stack.demo.groupId;
    for (let i = 0; i < 3; i++) expect((await api.post("/spam/check", { text: `hello number ${i}`, group_id: g })).status).toBe(200);
    const first = await waitFor(
      async () => {
        const r = await api.get(`/groups/${g}/journal?limit=1`);
        return r.body.next_cursor ? r : undefined;
      },
      { timeoutMs: 20_000, message: "journal entries" },
    );
    const second = await api.get(`/groups/${g}/journal?limit=1&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(second.status).toBe(200);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);

    const [payload, mac] = (first.body.next_cursor as string).split(".");
    const [position, , fp] = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8"));
    for (const cursor of [
      b64([position, "evt_\u0000", fp]),
      `${b64([position, "evt_\u0000", fp])}.${mac}`,
      `${b64(["0001-01-01T00:00:00.000000Z", "evt_x", fp])}.${mac}`,
    ]) {
      expect422(await api.get(`/groups/${g}/journal?cursor=${encodeURIComponent(cursor)}`), "query.cursor");
    }
    // A deliveries cursor is not a journal cursor, even though both are signed by this deployment.
    const deliveries = await api.get(`/webhooks/${webhookId}/deliveries?limit=1`);
    expect422(await api.get(`/groups/${g}/journal?cursor=${encodeURIComponent(deliveries.body.next_cursor)}`), "query.cursor");
  });
});

describe("the services refuse unstorable strings themselves (InvalidArgument naming the field)", () => {
  const violations = async (call: Promise<unknown>) => {
    const err = await call.then(
      () => undefined,
      (e) => ConnectError.from(e),
    );
    expect(err?.code).toBe(Code.InvalidArgument);
    return err!.findDetails(ValidationFailedSchema).flatMap((d) => d.errors.map((e) => ({ path: e.path, message: e.message })));
  };
  it("webhook-dispatcher", async () => {
    const dispatcher = createClient(DispatcherService, createGrpcTransport({ baseUrl: stack.services["webhook-dispatcher"]!.url }));
    expect(await violations(dispatcher.createEndpoint({ accountId: stack.demo.accountId, url: hookUrl, description: "a\u0000b", allGroups: true }))).toEqual([
      { path: "description", message: "must not contain NUL characters" },
    ]);
    // (A lone surrogate cannot cross protobuf: the client encodes it as U+FFFD. U+0000 can.)
    expect(await violations(dispatcher.updateEndpoint({ accountId: stack.demo.accountId, endpointId: webhookId, url: `${hookUrl}\u0000` }))).toEqual([
      { path: "url", message: "must not contain NUL characters" },
    ]);
  });
  it("groups-config", async () => {
    const groups = createClient(GroupsConfigService, createGrpcTransport({ baseUrl: stack.services["groups-config"]!.url }));
    expect(
      await violations(
        groups.createRule({
          accountId: stack.demo.accountId,
          groupId: BigInt(stack.demo.groupId),
          rule: { name: "r\u0000", kind: RuleKind.KEYWORD, pattern: "x", weight: 1 },
        }),
      ),
    ).toEqual([{ path: "rule.name", message: "must not contain NUL characters" }]);
  });
});
