import { createServer, type Server, type ServerResponse } from "node:http";
import { createServer as createHttp2Server, type Http2Server } from "node:http2";
import { createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { Code, ConnectError, errors } from "@warden/errors";
import { GroupsAdminService } from "@warden/proto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CommandError, GatewayAdmin, groupsAdmin, type Endpoints } from "../src/clients.js";

const endpoints = (over: Partial<Endpoints>): Endpoints => ({
  gatewayAdminUrl: "http://127.0.0.1:9",
  groupsConfigUrl: "http://127.0.0.1:9",
  token: "operator-token",
  baseUrl: "http://127.0.0.1:8080/api/public/v1",
  ...over,
});

const listening = (server: Server | Http2Server) =>
  new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

describe("the gateway's admin surface: an answer cut off after the request went out is not blamed on the URL", () => {
  let server: Server;
  let url: string;
  /** The socket of the request being answered: headers sent, the body stalled. */
  let stalled: Socket | undefined;

  beforeAll(async () => {
    server = createServer((req, res: ServerResponse) => {
      if (req.url === "/admin/v1/accounts/acc_whole") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "acc_whole" }));
        return;
      }
      // Promise 100 bytes, send a few, then nothing: only the client or the test ends it.
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write('{"id":');
      stalled = res.socket ?? undefined;
    });
    url = await listening(server);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    stalled = undefined;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  /**
   * Lets the real fetch run: it resolves with the headers; `midBody` then fails the body while
   * the CLI is reading it (an event, not a delay: no sleep decides the order).
   */
  function duringBody(midBody: (abort: AbortController) => void) {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const abort = new AbortController();
      const res = await realFetch(input, { ...init, signal: abort.signal });
      const text = res.text.bind(res);
      Object.defineProperty(res, "text", {
        value: () => {
          const reading = text();
          midBody(abort);
          return reading;
        },
      });
      return res;
    });
  }

  it("still reads a whole body", async () => {
    await expect(new GatewayAdmin(endpoints({ gatewayAdminUrl: url })).call("GET", "/accounts/acc_whole")).resolves.toEqual({ id: "acc_whole" });
  });

  it("a connection reset while the body is read is connection_lost: the gateway answered, a GET changed nothing", async () => {
    duringBody(() => stalled!.destroy());
    const failed = new GatewayAdmin(endpoints({ gatewayAdminUrl: url })).call("GET", "/accounts/acc_x");
    await expect(failed).rejects.toBeInstanceOf(CommandError);
    await expect(failed).rejects.toMatchObject({
      code: "connection_lost",
      message: expect.stringMatching(
        new RegExp(`^the gateway's admin surface at ${url} answered 200, but its answer was cut off \\(.+\\); nothing was changed: run the command again$`),
      ),
      requestId: expect.stringMatching(/^cli_[0-9a-f]{32}$/),
    });
  });

  it("the 10 s timeout firing while the body is read is a timeout, not 'set WARDEN_GATEWAY_ADMIN_URL'", async () => {
    // What AbortSignal.timeout does when it fires, done as soon as the body is being read (no waiting).
    duringBody((abort) => abort.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")));
    const failed = new GatewayAdmin(endpoints({ gatewayAdminUrl: url })).call("GET", "/accounts/acc_x");
    await expect(failed).rejects.toBeInstanceOf(CommandError);
    await expect(failed).rejects.toMatchObject({
      code: "timeout",
      message: `the gateway's admin surface at ${url} answered 200, but its answer was cut off (no answer within 10 s); nothing was changed: run the command again`,
    });
  });
});

describe("the gateway's admin surface: whether the request went out decides what a failure says", () => {
  let server: Server;
  let url: string;
  const received: { route: string; requestId: string | undefined }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push({ route: `${req.method} ${req.url}`, requestId: req.headers["x-request-id"] as string | undefined });
      // Applied at once, answered later than the client waits.
      setTimeout(() => res.writeHead(201, { "content-type": "application/json" }).end('{"id":"key_x","key":"tk_live_x"}'), 1_000).unref();
    });
    url = await listening(server);
  });
  afterEach(() => {
    received.length = 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("is a timeout that says the request may have been applied and how to check, with the request id the gateway logs", async () => {
    const failed = new GatewayAdmin(endpoints({ gatewayAdminUrl: url, timeoutMs: 100 })).call(
      "POST",
      "/accounts/acc_x/keys",
      { scope: "read" },
      { check: "warden key list acc_x" },
    );
    await expect(failed).rejects.toBeInstanceOf(CommandError);
    expect(received.map((r) => r.route)).toEqual(["POST /admin/v1/accounts/acc_x/keys"]); // the gateway did get it
    await expect(failed).rejects.toMatchObject({
      code: "timeout",
      message: `the gateway's admin surface at ${url} did not answer within 0.1 s; the request may have been applied: check with \`warden key list acc_x\` before running the command again`,
      requestId: received[0]!.requestId,
    });
    expect(received[0]!.requestId).toMatch(/^cli_[0-9a-f]{32}$/);
  });

  it("a port nothing listens on is still unreachable, naming the variable (nothing was sent)", async () => {
    const closed = createServer();
    const gone = await listening(closed);
    await new Promise((resolve) => closed.close(resolve));
    await expect(new GatewayAdmin(endpoints({ gatewayAdminUrl: gone })).call("POST", "/accounts", { name: "n", plan: "pro" })).rejects.toMatchObject({
      code: "unreachable",
      message: expect.stringMatching(/^cannot reach the gateway's admin surface at .*: set WARDEN_GATEWAY_ADMIN_URL$/),
    });
  });
});

describe("the gateway's admin surface: a success must be the JSON it always answers", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ["an HTML page", "<!doctype html><title>ingress</title>"],
    ["an empty body", ""],
    ["JSON that is no object", "null"],
  ])("%s with 200 is unexpected_response, naming the variable", async (_, body) => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body, { status: 200 }));
    const failed = new GatewayAdmin(endpoints({ gatewayAdminUrl: "http://127.0.0.1:9" })).call("GET", "/accounts/acc_x");
    await expect(failed).rejects.toBeInstanceOf(CommandError);
    await expect(failed).rejects.toMatchObject({
      code: "unexpected_response",
      message: "http://127.0.0.1:9 answered 200 without JSON: is WARDEN_GATEWAY_ADMIN_URL the gateway's admin port?",
    });
  });
});

describe("the gateway's admin surface: a redirect is another server on that address, never followed", () => {
  let server: Server;
  let url: string;
  const seen: string[] = [];

  beforeAll(async () => {
    // A proxy in front: every request is sent elsewhere, where a GET of the keys answers like the admin surface.
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.url?.startsWith("/moved/")) {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [] }));
        return;
      }
      res.writeHead(302, { location: `/moved${req.url}` }).end();
    });
    url = await listening(server);
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("a POST answered 302 is unexpected_response, naming the variable, and nothing else is asked", async () => {
    const failed = new GatewayAdmin(endpoints({ gatewayAdminUrl: url })).call("POST", "/accounts/acc_x/keys", { scope: "read" });
    await expect(failed).rejects.toBeInstanceOf(CommandError);
    await expect(failed).rejects.toMatchObject({
      code: "unexpected_response",
      message: `${url} answered 302 without the error shape: is WARDEN_GATEWAY_ADMIN_URL the gateway's admin port?`,
    });
    expect(seen).toEqual(["POST /admin/v1/accounts/acc_x/keys"]);
  });
});

describe("groups-config's errors: the contract's snake_case codes, from the domain detail first", () => {
  let server: Http2Server;
  let url: string;
  const raised: Record<string, ConnectError> = {
    acc_plan: errors.planRequired("pro", "free", "group"),
    acc_limit: errors.limitReached("rules", 200),
    acc_exists: errors.alreadyExists("rule", "name", "a rule named spam already exists in this group"),
    acc_invalid: errors.validation([{ path: "account_id", message: "must be an account id (acc_...)" }]),
    acc_missing: errors.notFound("rule", "rule_x"),
    acc_denied: new ConnectError("not yours", Code.PermissionDenied),
    acc_full: new ConnectError("too many", Code.ResourceExhausted),
    acc_bug: new ConnectError("internal error", Code.Internal),
    acc_aborted: new ConnectError("conflict, retry", Code.Aborted),
  };

  beforeAll(async () => {
    // A tiny groups-config: linkAccount fails as told; upsertGroup is not implemented.
    server = createHttp2Server(
      connectNodeAdapter({
        routes: (r) =>
          r.service(GroupsAdminService, {
            linkAccount(req) {
              throw raised[req.accountId]!;
            },
          }),
      }),
    );
    url = await listening(server);
  });
  afterAll(() => {
    server.close();
  });

  const link = (accountId: string) => groupsAdmin(endpoints({ groupsConfigUrl: url })).linkAccount({ accountId, telegramUserId: 1n });

  it.each([
    [
      "acc_plan",
      {
        code: "plan_required",
        message: "this requires the pro plan on the group (current: free)",
        details: { required_plan: "pro", current_plan: "free", subject: "group" },
      },
    ],
    ["acc_limit", { code: "limit_reached", details: { resource: "rules", limit: 200 } }],
    [
      "acc_exists",
      {
        code: "validation_failed",
        message: "name: a rule named spam already exists in this group",
        details: { errors: [{ path: "name", message: "a rule named spam already exists in this group" }] },
      },
    ],
    [
      "acc_invalid",
      {
        code: "validation_failed",
        message: "account_id: must be an account id (acc_...)",
        details: { errors: [{ path: "account_id", message: "must be an account id (acc_...)" }] },
      },
    ],
    ["acc_missing", { code: "not_found", message: "rule rule_x not found" }],
    ["acc_denied", { code: "insufficient_scope", message: "not yours" }],
    ["acc_full", { code: "limit_reached", message: "too many" }],
    ["acc_bug", { code: "internal", message: "internal error" }],
    ["acc_aborted", { code: "unavailable", message: "conflict, retry" }],
  ])("%s", async (accountId, expected) => {
    const failed = link(accountId);
    await expect(failed).rejects.toBeInstanceOf(CommandError);
    await expect(failed).rejects.toMatchObject(expected);
  });

  it("an RPC the server does not implement is not_implemented", async () => {
    const failed = groupsAdmin(endpoints({ groupsConfigUrl: url })).upsertGroup({ id: -1001n, title: "t" });
    await expect(failed).rejects.toMatchObject({ code: "not_implemented" });
  });

  it("keeps naming what to fix when groups-config is not there or refuses the token", async () => {
    const closed = createHttp2Server();
    const gone = await listening(closed);
    await new Promise((resolve) => closed.close(resolve));
    await expect(groupsAdmin(endpoints({ groupsConfigUrl: gone })).linkAccount({ accountId: "acc_x", telegramUserId: 1n })).rejects.toMatchObject({
      code: "unreachable",
      message: expect.stringContaining("set WARDEN_GROUPS_CONFIG_URL"),
    });
    raised.acc_token = new ConnectError("the operator token is missing or wrong", Code.Unauthenticated);
    await expect(link("acc_token")).rejects.toMatchObject({ code: "unauthenticated", message: expect.stringContaining("check WARDEN_ADMIN_TOKEN") });
  });

  it("no operator token is the config error the gateway's calls give too, not internal", async () => {
    const failed = groupsAdmin(endpoints({ groupsConfigUrl: url, token: undefined })).linkAccount({ accountId: "acc_x", telegramUserId: 1n });
    await expect(failed).rejects.toBeInstanceOf(CommandError);
    await expect(failed).rejects.toMatchObject({ code: "config", message: expect.stringMatching(/^no operator token: set WARDEN_ADMIN_TOKEN /) });
  });

  it("a server there that speaks HTTP/1.1 only (the gateway's admin port, say) is unexpected_response, naming the variable", async () => {
    const http1 = createServer((_req, res) => res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"code":"not_found"}}'));
    const other = await listening(http1);
    try {
      const failed = groupsAdmin(endpoints({ groupsConfigUrl: other })).linkAccount({ accountId: "acc_x", telegramUserId: 1n });
      await expect(failed).rejects.toBeInstanceOf(CommandError);
      await expect(failed).rejects.toMatchObject({
        code: "unexpected_response",
        message: `${other} answered without HTTP/2 (Protocol error): is WARDEN_GROUPS_CONFIG_URL groups-config's gRPC port?`,
      });
    } finally {
      http1.closeAllConnections();
      http1.close();
    }
  });

  it("groups-config answering unavailable (its database down) is `unavailable`, not 'set WARDEN_GROUPS_CONFIG_URL'", async () => {
    raised.acc_db_down = new ConnectError("a dependency is unavailable", Code.Unavailable);
    const failed = link("acc_db_down");
    await expect(failed).rejects.toMatchObject({
      code: "unavailable",
      message: "groups-config answered that it cannot serve the request now (a dependency is unavailable): retry shortly",
      details: { retry_after: expect.any(Number) },
    });
  });

  it("a URL the transport cannot parse is unreachable, naming the variable", () => {
    for (const bad of ["127.0.0.1:50052", ""]) {
      expect(() => groupsAdmin(endpoints({ groupsConfigUrl: bad })), bad).toThrow(
        new CommandError("unreachable", `cannot reach groups-config at ${bad} (Invalid URL): set WARDEN_GROUPS_CONFIG_URL`),
      );
      expect(() => groupsAdmin(endpoints({ groupsConfigUrl: bad })), bad).toThrow(expect.objectContaining({ code: "unreachable" }));
    }
  });
});

describe("groups-config: whether the call went out decides what a failure says", () => {
  let server: Http2Server;
  let url: string;
  const linked: string[] = [];
  beforeAll(async () => {
    // Applies the link at once, answers later than the client waits.
    server = createHttp2Server(
      connectNodeAdapter({
        routes: (r) =>
          r.service(GroupsAdminService, {
            async linkAccount(req) {
              linked.push(req.accountId);
              await new Promise((resolve) => setTimeout(resolve, 1_000).unref());
              return {};
            },
          }),
      }),
    );
    url = await listening(server);
  });
  afterAll(() => {
    server.close();
  });

  it("no answer in time to a call it received is a timeout, not 'set WARDEN_GROUPS_CONFIG_URL'", async () => {
    const failed = groupsAdmin(endpoints({ groupsConfigUrl: url, timeoutMs: 100 })).linkAccount({ accountId: "acc_slow", telegramUserId: 1n });
    await expect(failed).rejects.toMatchObject({
      code: "timeout",
      message: `groups-config at ${url} did not answer within 0.1 s; the request may have been applied: running the same command again is safe`,
    });
    expect(linked).toEqual(["acc_slow"]);
  });

  it("a connection that never opens within the time is unreachable, naming the variable", async () => {
    // Accepts TCP and never answers the TLS handshake: the HTTP/2 session never opens, no call goes out.
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const silentUrl = `https://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const failed = groupsAdmin(endpoints({ groupsConfigUrl: silentUrl, timeoutMs: 100 })).linkAccount({ accountId: "acc_x", telegramUserId: 1n });
      await expect(failed).rejects.toMatchObject({
        code: "unreachable",
        message: `cannot reach groups-config at ${silentUrl} (no connection within 0.1 s): set WARDEN_GROUPS_CONFIG_URL`,
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe("an operator token no header can carry (a line break inside it, a curly quote)", () => {
  // Two lines in WARDEN_ADMIN_TOKEN_FILE (say, the old and the new token while rotating), or a pasted quote.
  const secret = "0123456789abcdef0123456789abcdef";
  const bad = [`${secret}\n${secret}`, `${secret}\r${secret}`, `“${secret}”`];

  it.each(bad)("is a config error naming the variable, never showing the token, on the gateway and on groups-config (%j)", async (token) => {
    for (const call of [
      () => new GatewayAdmin(endpoints({ token })).call("GET", "/accounts/acc_x"),
      () => groupsAdmin(endpoints({ token })).linkAccount({ accountId: "acc_x", telegramUserId: 1n }),
    ]) {
      const failed = call();
      await expect(failed).rejects.toBeInstanceOf(CommandError);
      await expect(failed).rejects.toMatchObject({ code: "config", message: expect.stringContaining("check WARDEN_ADMIN_TOKEN") });
      await expect(failed).rejects.toSatisfy((err: Error) => !err.message.includes(secret));
    }
  });

  it.each([`${secret}\n`, `${secret}é`])("a line break at its end (a file or a Secret written with one), or Latin-1, is no mistake (%j)", async (token) => {
    // Nothing listens on port 9: the token was accepted and the call went out.
    await expect(new GatewayAdmin(endpoints({ token })).call("GET", "/accounts/acc_x")).rejects.toMatchObject({ code: "unreachable" });
  });
});
