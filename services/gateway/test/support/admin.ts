import type { AddressInfo } from "node:net";
import { createLogger } from "@warden/telemetry";
import { createAdminApp, type AdminDeps } from "../../src/admin/app.js";
import { createHttpServer } from "../../src/http/server.js";
import type { Harness } from "./harness.js";

/** The admin surface over HTTP on a free port, for a harness's accounts; `call` sends an operator request under /admin/v1. */
export interface AdminSurface {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export async function startAdminSurface(h: Harness, deps: Pick<AdminDeps, "webhooks"> & Partial<Pick<AdminDeps, "loginLinks">>): Promise<AdminSurface> {
  const token = "a".repeat(40);
  const logger = createLogger("test", "silent");
  const server = createHttpServer(createAdminApp({ accounts: h.accounts, token, logger, ...deps }), {
    headersTimeoutMs: 5_000,
    requestTimeoutMs: 10_000,
    logger,
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/v1`;
  return {
    async call(method, path, body) {
      const res = await fetch(url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
    },
  };
}
