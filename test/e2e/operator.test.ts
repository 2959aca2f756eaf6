import { createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { GroupsConfigService } from "@warden/proto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { freePort, ROOT, runCli, startServiceProcess, startStack, type RunningService, type Stack } from "../support/stack.js";

// The operator's tools, every service as its own process: the gateway's admin surface (its own
// port, the operator token, the API's error shape, effects seen by the public API at once) and the
// `warden` CLI, which reaches the services by URL with the token and never a database.

let stack: Stack;
let adminUrl: string;

const admin = async (method: string, path: string, opts: { body?: unknown; token?: string | null; raw?: string; base?: string } = {}) => {
  const headers: Record<string, string> = {};
  const token = opts.token === undefined ? stack.adminToken : opts.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${opts.base ?? adminUrl}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
};

/** The error shape of the contract: {"error": {code, message, details?, request_id}}. */
const expectError = (res: { status: number; body: any }, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), request_id: expect.stringMatching(/^req_/) }) });
  expect(Object.keys(res.body.error).every((k) => ["code", "message", "details", "request_id"].includes(k))).toBe(true);
};

const me = (key: string) => apiClient(stack.baseUrl, key).get("/me");

/** The CLI as an operator runs it: exit code, parsed stdout, stderr. */
function cli(args: string[], over: { gatewayAdminUrl?: string; groupsConfigUrl?: string; token?: string } = {}) {
  const r = runCli(
    {
      gatewayAdminUrl: over.gatewayAdminUrl ?? adminUrl,
      groupsConfigUrl: over.groupsConfigUrl ?? stack.services["groups-config"]!.url,
      token: over.token ?? stack.adminToken,
      baseUrl: stack.baseUrl,
    },
    args,
  );
  let json: any;
  try {
    json = r.stdout.trim().startsWith("{") ? JSON.parse(r.stdout) : undefined;
  } catch {
    json = undefined;
  }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, json };
}

beforeAll(async () => {
  // The dispatcher too: a plan change or a freeze tells it whether the account's webhook endpoints hear anything.
  stack = await startStack({ label: "operator", services: ["groups-config", "engine", "webhook-dispatcher", "gateway"] });
  adminUrl = stack.adminUrl;
  expect(new URL(adminUrl).port).not.toBe(new URL(stack.baseUrl).port);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe("the admin surface: 401", () => {
  it("refuses a missing, wrong or differently-schemed token in the error shape, before revealing any route", async () => {
    expectError(await admin("GET", "/admin/v1/accounts/acc_nobody", { token: null }), 401, "invalid_api_key");
    expectError(await admin("GET", "/admin/v1/accounts/acc_nobody", { token: `${stack.adminToken}x` }), 401, "invalid_api_key");
    expectError(await admin("GET", "/admin/v1/accounts/acc_nobody", { token: stack.adminToken.slice(1) }), 401, "invalid_api_key");
    expectError(await admin("GET", "/no/such/route", { token: "wrong" }), 401, "invalid_api_key");
    const basic = await fetch(`${adminUrl}/admin/v1/accounts/acc_nobody`, { headers: { authorization: `Basic ${stack.adminToken}` } });
    expect(basic.status).toBe(401);
    // A public API key is not an operator token.
    expectError(await admin("GET", `/admin/v1/accounts/${stack.demo.accountId}`, { token: stack.demo.key }), 401, "invalid_api_key");
  });

  it("refuses a write without the token and writes nothing", async () => {
    expectError(await admin("POST", "/admin/v1/accounts", { token: null, body: { name: "sneaky", plan: "business" } }), 401, "invalid_api_key");
    expect((await admin("GET", "/admin/v1/accounts?name=sneaky")).body).toEqual({ accounts: [] });
  });
});

describe("the admin surface is not on the public port", () => {
  it("answers 404 there even with the right token, and creates nothing", async () => {
    const publicRoot = new URL(stack.baseUrl).origin;
    for (const [method, path, body] of [
      ["POST", "/admin/v1/accounts", { name: "via public", plan: "pro" }],
      ["GET", `/admin/v1/accounts/${stack.demo.accountId}`, undefined],
      ["POST", `/admin/v1/accounts/${stack.demo.accountId}/keys`, { scope: "write" }],
    ] as const) {
      expectError(await admin(method, path, { base: publicRoot, body }), 404, "not_found");
    }
    expect((await admin("GET", "/admin/v1/accounts?name=via%20public")).body).toEqual({ accounts: [] });
  });
});

describe("the admin surface: accounts and keys, seen by the public API at once", () => {
  it("a created key works on the next public request; revoked, the next one is 401", async () => {
    const acc = await admin("POST", "/admin/v1/accounts", { body: { name: "Keys Ltd", plan: "basic" } });
    expect(acc.status).toBe(201);
    expect(acc.body).toMatchObject({ name: "Keys Ltd", plan: "basic", frozen: false, limits: { daily: 1000, per_minute: 60, ai_daily: 0 } });
    const key = await admin("POST", `/admin/v1/accounts/${acc.body.id}/keys`, { body: { scope: "read" } });
    expect(key.status).toBe(201);
    expect(key.body).toMatchObject({ account_id: acc.body.id, scope: "read", status: "active", key: expect.stringMatching(/^tk_live_/) });
    expect(key.body.key.startsWith(key.body.prefix)).toBe(true);
    expect((await me(key.body.key)).body as unknown).toMatchObject({ key: { id: key.body.id, scope: "read" }, account: { id: acc.body.id } });

    const listed = await admin("GET", `/admin/v1/accounts/${acc.body.id}/keys`);
    expect(listed.body.keys).toEqual([expect.objectContaining({ id: key.body.id, status: "active", revoked_at: null })]);
    expect(JSON.stringify(listed.body)).not.toContain(key.body.key);

    const revoked = await admin("DELETE", `/admin/v1/keys/${key.body.id}`);
    expect(revoked.body).toMatchObject({ id: key.body.id, status: "revoked", revoked_at: expect.any(String) });
    const after = await fetch(`${stack.baseUrl}/me`, { headers: { authorization: `Bearer ${key.body.key}` } });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe("invalid_api_key");
  });

  it("freeze: the next public request is 403 account_frozen; unfreeze: 200 again", async () => {
    const acc = (await admin("POST", "/admin/v1/accounts", { body: { name: "Frosty", plan: "pro" } })).body;
    const key = (await admin("POST", `/admin/v1/accounts/${acc.id}/keys`, { body: { scope: "write" } })).body.key;
    expect((await me(key)).status).toBe(200);
    expect((await admin("PATCH", `/admin/v1/accounts/${acc.id}`, { body: { frozen: true } })).body.frozen).toBe(true);
    const frozen = await apiClient(stack.baseUrl, key).get("/me");
    expect(frozen.status).toBe(403);
    expect(frozen.body.error.code).toBe("account_frozen");
    await admin("PATCH", `/admin/v1/accounts/${acc.id}`, { body: { frozen: false } });
    expect((await me(key)).status).toBe(200);
  });

  it("plan and limit overrides show in /usage; DELETE limits goes back to the plan's", async () => {
    const acc = (await admin("POST", "/admin/v1/accounts", { body: { name: "Limits", plan: "free" } })).body;
    const key = (await admin("POST", `/admin/v1/accounts/${acc.id}/keys`, { body: { scope: "read" } })).body.key;
    const usage = () => apiClient(stack.baseUrl, key).get("/usage");
    await admin("PATCH", `/admin/v1/accounts/${acc.id}`, { body: { plan: "pro" } });
    expect((await usage()).body.limits).toEqual({ daily: 10000, per_minute: 600, ai_daily: 1000 });
    const set = await admin("PUT", `/admin/v1/accounts/${acc.id}/limits`, { body: { daily: 5, per_minute: 100 } });
    expect(set.body.overrides).toEqual({ daily: 5, per_minute: 100, ai_daily: null });
    expect((await usage()).body.limits).toEqual({ daily: 5, per_minute: 100, ai_daily: 1000 });
    const reset = await admin("DELETE", `/admin/v1/accounts/${acc.id}/limits`);
    expect(reset.body.overrides).toEqual({ daily: null, per_minute: null, ai_daily: null });
    expect((await usage()).body.limits).toEqual({ daily: 10000, per_minute: 600, ai_daily: 1000 });
  });
});

describe("the admin surface: bad input, at the edges", () => {
  it("422 names the field: name of 200 characters passes, 201 does not; unknown plans, fields and limits out of range", async () => {
    expect((await admin("POST", "/admin/v1/accounts", { body: { name: "n".repeat(200), plan: "free" } })).status).toBe(201);
    const cases: [unknown, string][] = [
      [{ name: "n".repeat(201), plan: "free" }, "name"],
      [{ name: "   ", plan: "free" }, "name"],
      [{ name: "x", plan: "gold" }, "plan"],
      [{ name: "x", plan: "free", role: "admin" }, "role"],
      [{ name: "x", plan: "free", telegram_user_id: 0 }, "telegram_user_id"],
    ];
    for (const [body, path] of cases) {
      const r = await admin("POST", "/admin/v1/accounts", { body });
      expectError(r, 422, "validation_failed");
      expect(r.body.error.details.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const acc = stack.demo.accountId;
    expect((await admin("PUT", `/admin/v1/accounts/${acc}/limits`, { body: { per_minute: 2_147_483_647 } })).status).toBe(200);
    expectError(await admin("PUT", `/admin/v1/accounts/${acc}/limits`, { body: { per_minute: 2_147_483_648 } }), 422, "validation_failed");
    expectError(await admin("PUT", `/admin/v1/accounts/${acc}/limits`, { body: { per_minute: 0 } }), 422, "validation_failed");
    expectError(await admin("PUT", `/admin/v1/accounts/${acc}/limits`, { body: { daily: -1 } }), 422, "validation_failed");
    expectError(await admin("PUT", `/admin/v1/accounts/${acc}/limits`, { body: {} }), 422, "validation_failed");
    expectError(await admin("PATCH", `/admin/v1/accounts/${acc}`, { body: {} }), 422, "validation_failed");
    expectError(await admin("POST", `/admin/v1/accounts/${acc}/keys`, { body: { scope: "admin" } }), 422, "validation_failed");
    await admin("DELETE", `/admin/v1/accounts/${acc}/limits`);
  });

  it("HEAD is GET without the body (RFC 9110 9.3.2): the same status and headers, and Allow lists it wherever GET is", async () => {
    const acc = (await admin("POST", "/admin/v1/accounts", { body: { name: "Headed", plan: "free" } })).body;
    const get = await admin("GET", `/admin/v1/accounts/${acc.id}/keys`);
    const head = await admin("HEAD", `/admin/v1/accounts/${acc.id}/keys`);
    expect([head.status, head.body, head.headers.get("content-type")]).toEqual([200, undefined, get.headers.get("content-type")]);
    expect(head.headers.get("content-length")).toBe(get.headers.get("content-length"));
    expectError(await admin("GET", "/admin/v1/accounts/acc_doesnotexist"), 404, "not_found");
    expect((await admin("HEAD", "/admin/v1/accounts/acc_doesnotexist")).status).toBe(404);
    expect((await admin("HEAD", `/admin/v1/accounts/${acc.id}`, { token: null })).status).toBe(401);
    // A path with no GET has no HEAD either.
    const keyHead = await admin("HEAD", "/admin/v1/keys/key_doesnotexist");
    expect([keyHead.status, keyHead.headers.get("allow")]).toEqual([405, "DELETE"]);
  });

  it("404 for unknown accounts and keys, 422 for malformed ids, 405, 415, 400 - never a 500", async () => {
    expectError(await admin("GET", "/admin/v1/accounts/acc_doesnotexist"), 404, "not_found");
    expectError(await admin("POST", "/admin/v1/accounts/acc_doesnotexist/keys", { body: { scope: "read" } }), 404, "not_found");
    expectError(await admin("DELETE", "/admin/v1/keys/key_doesnotexist"), 404, "not_found");
    expectError(await admin("GET", "/admin/v1/accounts/not-an-id"), 422, "validation_failed");
    expectError(await admin("GET", "/admin/v1/accounts/acc_%00"), 422, "validation_failed");
    const put = await admin("PUT", "/admin/v1/accounts");
    expectError(put, 405, "method_not_allowed");
    expect(put.headers.get("allow")).toBe("POST, GET, HEAD");
    expectError(
      await fetch(`${adminUrl}/admin/v1/accounts`, {
        method: "POST",
        headers: { authorization: `Bearer ${stack.adminToken}`, "content-type": "text/plain" },
        body: "x",
      }).then(async (r) => ({ status: r.status, body: await r.json() })),
      415,
      "unsupported_media_type",
    );
    expectError(await admin("POST", "/admin/v1/accounts", { raw: "{not json" }), 400, "invalid_json");
    expectError(await admin("POST", "/admin/v1/accounts", { raw: JSON.stringify({ name: "x".repeat(5000), plan: "free" }) }), 413, "body_too_large");
    expectError(await admin("GET", "/admin/v1/accounts"), 422, "validation_failed");
  });

  it("the 10th active key is the last: the 11th is 409 limit_reached; a revoke frees a slot", async () => {
    const acc = (await admin("POST", "/admin/v1/accounts", { body: { name: "Many keys", plan: "free" } })).body;
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const k = await admin("POST", `/admin/v1/accounts/${acc.id}/keys`, { body: { scope: "read" } });
      expect(k.status).toBe(201);
      ids.push(k.body.id);
    }
    const over = await admin("POST", `/admin/v1/accounts/${acc.id}/keys`, { body: { scope: "read" } });
    expectError(over, 409, "limit_reached");
    expect(over.body.error.details).toEqual({ resource: "keys", limit: 10 });
    await admin("DELETE", `/admin/v1/keys/${ids[0]}`);
    expect((await admin("POST", `/admin/v1/accounts/${acc.id}/keys`, { body: { scope: "read" } })).status).toBe(201);
  });
});

describe("the gateway without ADMIN_TOKEN", () => {
  let bare: RunningService | undefined;
  afterAll(async () => {
    await bare?.stop();
  });

  it("opens no admin port at all", async () => {
    const adminPort = await freePort();
    const env: Record<string, string> = { ...stack.env, ADMIN_PORT: String(adminPort) };
    delete env.ADMIN_TOKEN;
    bare = await startServiceProcess("gateway", env, "operator-bare", { waitFor: "healthz" });
    const err = await fetch(`http://127.0.0.1:${adminPort}/admin/v1/accounts?name=x`).catch((e: Error & { cause?: { code?: string } }) => e.cause?.code);
    expect(err).toBe("ECONNREFUSED");
  });
});

describe("the warden CLI", () => {
  it("prints its help and version with exit 0: help, --help, -h, per command", () => {
    for (const args of [["help"], ["--help"], ["-h"]]) {
      const r = cli(args);
      expect(r.status, args.join(" ")).toBe(0);
      expect(r.stdout).toContain("account create");
      expect(r.stdout).toContain("WARDEN_ADMIN_TOKEN");
    }
    for (const args of [
      ["help", "key", "create"],
      ["key", "create", "--help"],
      ["key", "create", "-h"],
    ]) {
      const r = cli(args);
      expect(r.status, args.join(" ")).toBe(0);
      expect(r.stdout).toContain("usage: warden key create ACC --scope read|write");
    }
    const v = cli(["--version"]);
    expect(v.status).toBe(0);
    expect(v.stdout.trim()).toMatch(/^warden \d+\.\d+\.\d+$/);
  });

  it("refuses unknown flags, stray arguments and unknown commands with exit 2, and does nothing", () => {
    const before = cli(["key", "list", stack.demo.accountId]).json.keys.length;
    const bogus = cli(["key", "create", stack.demo.accountId, "--scope", "write", "--bogus", "1"]);
    expect(bogus.status).toBe(2);
    expect(bogus.stderr).toContain("unknown option --bogus");
    expect(cli(["key", "list", stack.demo.accountId, "extra"]).status).toBe(2);
    expect(cli(["acount", "create"]).status).toBe(2);
    expect(cli([]).status).toBe(2);
    const migrate = cli(["migrate"]);
    expect(migrate.status).toBe(2);
    expect(migrate.stderr).toContain("--migrate");
    expect(cli(["key", "list", stack.demo.accountId]).json.keys.length).toBe(before);
  });

  it("names the variable to fix when a service is unreachable or the token is wrong", () => {
    const gw = cli(["account", "show", stack.demo.accountId], { gatewayAdminUrl: "http://127.0.0.1:1" });
    expect(gw.status).toBe(1);
    expect(JSON.parse(gw.stderr).error).toMatchObject({ code: "unreachable", message: expect.stringContaining("set WARDEN_GATEWAY_ADMIN_URL") });
    const gc = cli(["group", "upsert", "--id", "-1001999000001", "--title", "t", "--plan", "pro"], { groupsConfigUrl: "http://127.0.0.1:1" });
    expect(gc.status).toBe(1);
    expect(JSON.parse(gc.stderr).error).toMatchObject({
      code: "unreachable",
      message: expect.stringContaining("cannot reach groups-config at http://127.0.0.1:1"),
    });
    expect(JSON.parse(gc.stderr).error.message).toContain("set WARDEN_GROUPS_CONFIG_URL");
    // The public API's port given for the admin one: said so, not "Route not found.".
    const publicPort = cli(["account", "show", stack.demo.accountId], { gatewayAdminUrl: new URL(stack.baseUrl).origin });
    expect(publicPort.status).toBe(1);
    expect(JSON.parse(publicPort.stderr).error).toMatchObject({
      code: "unexpected_response",
      message: expect.stringContaining("is WARDEN_GATEWAY_ADMIN_URL the gateway's admin port (not the public API's)?"),
    });
    const bad = cli(["account", "show", stack.demo.accountId], { token: "x".repeat(64) });
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stderr).error).toMatchObject({ code: "unauthenticated", message: expect.stringContaining("WARDEN_ADMIN_TOKEN") });
    const badGc = cli(["group", "upsert", "--id", "-1001999000001", "--title", "t", "--plan", "pro"], { token: "x".repeat(64) });
    expect(JSON.parse(badGc.stderr).error).toMatchObject({ code: "unauthenticated", message: expect.stringContaining("WARDEN_ADMIN_TOKEN") });
  });

  it("onboards a tenant end to end: account, key, group, then the public API sees exactly its group", async () => {
    const account = cli(["account", "create", "--name", "Acme", "--plan", "pro", "--telegram-user-id", "555000111"]);
    expect(account.status, account.stderr).toBe(0);
    expect(account.json).toMatchObject({ name: "Acme", plan: "pro", telegram_user_id: 555000111, frozen: false });
    const key = cli(["key", "create", account.json.id, "--scope", "write"]);
    expect(key.json).toMatchObject({ scope: "write", key: expect.stringMatching(/^tk_live_/) });
    const group = cli(["group", "upsert", "--id", "-1001999000002", "--title", "Acme chat", "--plan", "pro", "--admin", account.json.id]);
    expect(group.status, group.stderr).toBe(0);
    expect(group.json).toMatchObject({ id: -1001999000002, title: "Acme chat", plan: "pro", admins: [account.json.id] });
    const groups = await apiClient(stack.baseUrl, key.json.key).get("/groups");
    expect(groups.body.groups.map((g: { id: number }) => g.id)).toEqual([-1001999000002]);
    // Another tenant does not see it.
    const demoGroups = await apiClient(stack.baseUrl, stack.demo.key).get("/groups");
    expect(demoGroups.body.groups.map((g: { id: number }) => g.id)).not.toContain(-1001999000002);
    // The grant taken back: the very next request no longer reaches the group; given again, it does.
    const revoked = cli(["group", "revoke", "--id", "-1001999000002", "--admin", account.json.id]);
    expect(revoked.status, revoked.stderr).toBe(0);
    expect(revoked.json).toMatchObject({ id: -1001999000002, account_id: account.json.id, revoked: true });
    expect((await apiClient(stack.baseUrl, key.json.key).get("/groups/-1001999000002")).body.error.code).toBe("group_not_found");
    expect((await apiClient(stack.baseUrl, key.json.key).get("/groups")).body.groups).toEqual([]);
    expect(cli(["group", "revoke", "--id", "-1001999000002", "--admin", account.json.id]).json.revoked).toBe(false);
    expect(cli(["group", "revoke", "--id", "-1001999000099", "--admin", account.json.id]).status).toBe(1);
    cli(["group", "upsert", "--id", "-1001999000002", "--title", "Acme chat", "--plan", "pro", "--admin", account.json.id]);
    expect((await apiClient(stack.baseUrl, key.json.key).get("/groups")).body.groups.map((g: { id: number }) => g.id)).toEqual([-1001999000002]);

    expect(cli(["account", "plan", account.json.id, "business"]).json.plan).toBe("business");
    expect(cli(["account", "limits", account.json.id, "--daily", "20000", "--per-minute", "900"]).json.limits).toMatchObject({ daily: 20000, per_minute: 900 });
    expect(cli(["account", "limits", account.json.id, "--reset"]).json.overrides).toEqual({ daily: null, per_minute: null, ai_daily: null });
    expect(cli(["account", "limits", account.json.id, "--reset", "--daily", "1"]).status).toBe(2);
    expect(cli(["account", "freeze", account.json.id]).json.frozen).toBe(true);
    expect((await apiClient(stack.baseUrl, key.json.key).get("/me")).body.error.code).toBe("account_frozen");
    expect(cli(["account", "unfreeze", account.json.id]).json.frozen).toBe(false);
    expect(cli(["account", "show", account.json.id]).json).toMatchObject({ id: account.json.id, plan: "business", frozen: false });
    expect(cli(["key", "list", account.json.id]).json.keys).toEqual([expect.objectContaining({ id: key.json.id, status: "active" })]);
    expect(cli(["key", "revoke", key.json.id]).json.status).toBe("revoked");
    expect((await fetch(`${stack.baseUrl}/me`, { headers: { authorization: `Bearer ${key.json.key}` } })).status).toBe(401);
  });

  it("account link: the groups its Telegram user administers become the account's; an unknown account is refused", async () => {
    const a = cli(["account", "create", "--name", "Linked later", "--plan", "pro"]).json;
    const key = cli(["key", "create", a.id, "--scope", "read"]).json.key;
    const owner = cli(["group", "upsert", "--id", "-1001999000005", "--title", "Owned in Telegram", "--plan", "pro", "--owner-telegram-user-id", "555000222"]);
    expect(owner.json).toMatchObject({ owner_telegram_user_id: 555000222, admins: [] });
    // The group's Telegram administrators, as the bot reports them.
    await createClient(GroupsConfigService, createGrpcTransport({ baseUrl: stack.services["groups-config"]!.url })).syncAdmins({
      groupId: -1001999000005n,
      telegramUserIds: [555000222n],
    });
    expect((await apiClient(stack.baseUrl, key).get("/groups")).body.groups).toEqual([]);
    const linked = cli(["account", "link", a.id, "--telegram-user-id", "555000222"]);
    expect(linked.json).toEqual({ account_id: a.id, telegram_user_id: 555000222 });
    expect((await apiClient(stack.baseUrl, key).get("/groups")).body.groups.map((g: { id: number }) => g.id)).toEqual([-1001999000005]);
    const unknown = cli(["account", "link", "acc_nobodyhere", "--telegram-user-id", "1"]);
    expect(unknown.status).toBe(1);
    expect(JSON.parse(unknown.stderr).error.code).toBe("not_found");
    expect(cli(["account", "link", a.id]).status).toBe(2);
  });

  it("refuses a grant to an account the gateway does not know, and creates no group", async () => {
    const r = cli(["group", "upsert", "--id", "-1001999000003", "--title", "Typo", "--plan", "pro", "--admin", "acc_typo"]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stderr).error.code).toBe("not_found");
    const again = cli(["group", "upsert", "--id", "-1001999000003", "--title", "Typo", "--plan", "pro"]);
    expect(again.json.admins).toEqual([]);
    expect(again.json.created_at).toEqual(expect.any(String));
  });

  it("service-side validation comes back with the field: a group title over 128 characters", () => {
    const r = cli(["group", "upsert", "--id", "-1001999000004", "--title", "t".repeat(129), "--plan", "pro"]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stderr).error).toMatchObject({ code: "validation_failed", message: expect.stringContaining("title") });
  });

  it("demo again: the same account and group, a new key, the earlier key revoked", async () => {
    const first = stack.demo;
    const r = cli(["demo"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.json).toMatchObject({
      base_url: stack.baseUrl,
      account: { id: first.accountId, plan: "pro" },
      group: { id: first.groupId, plan: "pro" },
      key: { scope: "write" },
    });
    expect(r.json.key.key).not.toBe(first.key);
    expect((await fetch(`${stack.baseUrl}/me`, { headers: { authorization: `Bearer ${first.key}` } })).status).toBe(401);
    const groups = await apiClient(stack.baseUrl, r.json.key.key).get("/groups");
    expect(groups.body.groups.map((g: { id: number }) => g.id)).toContain(first.groupId);
  });
});

describe("the audit log", () => {
  it("logs every admin request with its route and status, never the operator token or a key", async () => {
    const made = (await admin("POST", `/admin/v1/accounts/${stack.demo.accountId}/keys`, { body: { scope: "read" } })).body;
    await admin("DELETE", `/admin/v1/keys/${made.id}`);
    const log = join(ROOT, ".reports", "e2e-logs", `operator-gateway-${stack.services.gateway!.port}.log`);
    const lines = () =>
      readFileSync(log, "utf8")
        .split("\n")
        .filter((l) => l.includes('"admin request"'));
    await waitFor(() => lines().some((l) => l.includes('"route":"/admin/v1/keys/:key"') && l.includes('"status":200')), {
      timeoutMs: 10_000,
      message: "the revoke's audit line",
    });
    expect(lines().some((l) => l.includes('"method":"POST"') && l.includes('"route":"/admin/v1/accounts/:account/keys"') && l.includes('"status":201'))).toBe(
      true,
    );
    expect(lines().some((l) => l.includes('"status":401'))).toBe(true);
    const all = readFileSync(log, "utf8");
    expect(all).not.toContain(stack.adminToken);
    expect(all).not.toContain(made.key);
  });
});
