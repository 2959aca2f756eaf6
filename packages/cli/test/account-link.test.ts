import { createServer, type Server } from "node:http";
import { createServer as createHttp2Server, type Http2Server } from "node:http2";
import type { AddressInfo } from "node:net";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { GroupsAdminService } from "@warden/proto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { run } from "../src/commands.js";

// `warden account link` moves an account to a Telegram user in both places that know its owner: groups-config's link
// (which groups the account reaches, the dashboard's Telegram sign-in) and the gateway's account record (whom its
// webhook endpoints tell when they are disabled). Then the account's dashboard sessions end.
const calls: string[] = [];
/** The gateway's answer to PATCH /accounts/{id}, as a test sets it. */
let patchAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let gateway: Server;
let groups: Http2Server;
let endpoints: { gatewayAdminUrl: string; groupsConfigUrl: string; token: string; baseUrl: string };

const listening = (server: Server | Http2Server) =>
  new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  // The gateway's admin surface: records each request (method, path, body) and answers as the real one would.
  gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      calls.push(`gateway ${req.method} ${req.url}${body ? ` ${body}` : ""}`);
      const json = (status: number, b: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(b));
      const id = /^\/admin\/v1\/accounts\/([^/]+)/.exec(req.url ?? "")?.[1];
      if (req.method === "GET") return json(200, { id, name: "Acme", plan: "pro" });
      if (req.method === "PATCH") return json(patchAnswer.status, patchAnswer.body);
      if (req.method === "DELETE") return json(200, { account_id: id, ended_at: new Date().toISOString() });
      json(404, { error: { code: "not_found", message: "Route not found.", request_id: "req_x" } });
    });
  });
  // groups-config's admin RPCs: records the link.
  groups = createHttp2Server(
    connectNodeAdapter({
      routes: (r) =>
        r.service(GroupsAdminService, {
          linkAccount(req) {
            calls.push(`groups linkAccount ${req.accountId} ${req.telegramUserId}`);
            return {};
          },
        }),
    }),
  );
  endpoints = {
    gatewayAdminUrl: await listening(gateway),
    groupsConfigUrl: await listening(groups),
    token: "operator-token",
    baseUrl: "http://127.0.0.1:8080",
  };
});
afterAll(() => {
  gateway.closeAllConnections();
  gateway.close();
  groups.close();
});
beforeEach(() => {
  calls.length = 0;
  patchAnswer = { status: 200, body: { id: "acc_owner1", telegram_user_id: 4242 } };
});

describe("warden account link", () => {
  it("links in groups-config, ends the account's dashboard sessions, then records the Telegram user on the gateway's account", async () => {
    const out = await run(["account", "link", "acc_owner1", "--telegram-user-id", "4242"], endpoints, "0");
    expect(out).toEqual({ kind: "json", value: { account_id: "acc_owner1", telegram_user_id: 4242 } });
    expect(calls).toEqual([
      "gateway GET /admin/v1/accounts/acc_owner1",
      "groups linkAccount acc_owner1 4242",
      "gateway DELETE /admin/v1/accounts/acc_owner1/sessions",
      'gateway PATCH /admin/v1/accounts/acc_owner1 {"telegram_user_id":4242}',
    ]);
  });

  it("fails with the gateway's error when the account's record cannot be updated (run it again: every step is idempotent)", async () => {
    patchAnswer = {
      status: 503,
      body: { error: { code: "unavailable", message: "The webhook dispatcher is unavailable; try again shortly.", request_id: "req_y" } },
    };
    await expect(run(["account", "link", "acc_owner1", "--telegram-user-id", "4242"], endpoints, "0")).rejects.toMatchObject({
      code: "unavailable",
      message: expect.stringContaining("webhook dispatcher"),
    });
    // The move of access (groups-config) and the end of the former owner's sessions were done before it.
    expect(calls).toEqual([
      "gateway GET /admin/v1/accounts/acc_owner1",
      "groups linkAccount acc_owner1 4242",
      "gateway DELETE /admin/v1/accounts/acc_owner1/sessions",
      'gateway PATCH /admin/v1/accounts/acc_owner1 {"telegram_user_id":4242}',
    ]);
  });

  it("refuses a Telegram user id out of range before changing anything", async () => {
    // groups-config takes any positive id, the gateway's record only up to 2^52: past it, the link and the end of the
    // sessions would be done before the gateway refused.
    for (const tg of ["4503599627370497", "0", "-5"]) {
      await expect(run(["account", "link", "acc_owner1", "--telegram-user-id", tg], endpoints, "0"), tg).rejects.toThrow(
        /^--telegram-user-id must be (at least 1|at most 4503599627370496)\n/,
      );
    }
    expect(calls).toEqual([]);
  });
});
