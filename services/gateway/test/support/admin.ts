import type { AddressInfo } from "node:net";
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import {
  EndpointSchema,
  ListEndpointsResponseSchema,
  SetAccountSuspendedResponseSchema,
  UpdateEndpointResponseSchema,
  type ListEndpointsRequest,
  type SetAccountSuspendedRequest,
  type UpdateEndpointRequest,
} from "@warden/proto";
import { createLogger } from "@warden/telemetry";
import { createAdminApp, type AdminDeps } from "../../src/admin/app.js";
import { createHttpServer } from "../../src/http/server.js";
import type { AccountWebhooks } from "../../src/routes/webhooks/account-changes.js";
import type { Harness } from "./harness.js";

/** The admin surface over HTTP on a free port, for a harness's accounts; `call` sends an operator request under /admin/v1. */
export interface AdminSurface {
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export async function startAdminSurface(
  h: Harness,
  deps: Pick<AdminDeps, "webhooks"> & Partial<Pick<AdminDeps, "loginLinks" | "logger">>,
): Promise<AdminSurface> {
  const token = "a".repeat(40);
  const logger = deps.logger ?? createLogger("test", "silent");
  const server = createHttpServer(createAdminApp({ accounts: h.accounts, token, ...deps, logger }), {
    headersTimeoutMs: 5_000,
    requestTimeoutMs: 10_000,
    logger,
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/v1`;
  return {
    async call(method, path, body, headers = {}) {
      const res = await fetch(url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
    },
  };
}

/**
 * The webhook dispatcher as the gateway's account changes see it, in memory: what it was told (suspensions,
 * endpoint owners), the endpoints of each account (`endpoints`, set by a test), and `down`, which makes every
 * call fail as an unreachable dispatcher does.
 */
export function fakeDispatcher() {
  const state = {
    down: false,
    /** Endpoint ids by account id. */
    endpoints: {} as Record<string, string[]>,
    suspended: [] as { accountId: string; suspended: boolean }[],
    owners: [] as { accountId: string; endpointId: string; owner: number }[],
  };
  const reachable = () => {
    if (state.down) throw new ConnectError("connect ECONNREFUSED", Code.Unavailable);
  };
  const webhooks: AccountWebhooks = {
    async setAccountSuspended(req: Partial<SetAccountSuspendedRequest>) {
      reachable();
      state.suspended.push({ accountId: req.accountId!, suspended: req.suspended! });
      return create(SetAccountSuspendedResponseSchema, { changed: true });
    },
    async listEndpoints(req: Partial<ListEndpointsRequest>) {
      reachable();
      const ids = state.endpoints[req.accountId!] ?? [];
      return create(ListEndpointsResponseSchema, { endpoints: ids.map((id) => create(EndpointSchema, { id, accountId: req.accountId! })) });
    },
    async updateEndpoint(req: Pick<Partial<UpdateEndpointRequest>, "accountId" | "endpointId" | "ownerTelegramUserId">) {
      reachable();
      state.owners.push({ accountId: req.accountId!, endpointId: req.endpointId!, owner: Number(req.ownerTelegramUserId) });
      return create(UpdateEndpointResponseSchema, {});
    },
  };
  return Object.assign(state, { webhooks });
}
