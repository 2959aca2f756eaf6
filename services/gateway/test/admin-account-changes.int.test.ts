import { create } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { SetAccountSuspendedResponseSchema, type SetAccountSuspendedRequest } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DashboardSessions } from "../src/dashboard/sessions.js";
import { startAdminSurface, type AdminSurface } from "./support/admin.js";
import { startHarness, type Harness } from "./support/harness.js";

// Account changes through the admin surface that reach past the gateway. A plan change or a freeze tells the
// dispatcher whether the account's endpoints may hear anything (webhooks are Pro+, and a frozen account gets nothing);
// when it cannot be told, the operator gets 503 and repeats the command, which is idempotent (deliveries stopping and
// resuming: test/e2e/webhooks.test.ts). Ending an account's dashboard sessions.
const told: { accountId: string; suspended: boolean }[] = [];
let dispatcherDown = false;
let h: Harness;
let admin: AdminSurface;
let sessions: DashboardSessions;

beforeAll(async () => {
  h = await startHarness("gwadminwebhooks");
  const webhooks = {
    async setAccountSuspended(req: Partial<SetAccountSuspendedRequest>) {
      if (dispatcherDown) throw new ConnectError("connect ECONNREFUSED", Code.Unavailable);
      told.push({ accountId: req.accountId!, suspended: req.suspended! });
      return create(SetAccountSuspendedResponseSchema, { changed: true });
    },
  };
  sessions = new DashboardSessions(h.redis, `${h.redisPrefix}admin:`, { idleSeconds: 300, absoluteSeconds: 3_600, loginLinkSeconds: 600 });
  admin = await startAdminSurface(h, { webhooks, loginLinks: { sessions, publicUrl: "http://127.0.0.1" } });
});
afterAll(async () => {
  await admin?.close();
  await h?.close();
});

const patch = (id: string, body: unknown) => admin.call("PATCH", `/accounts/${id}`, body);

describe("an account's webhooks follow its plan and freeze", () => {
  it("suspended below Pro or frozen, resumed on Pro+ and unfrozen; a limits-only change tells nothing", async () => {
    const acc = await h.account("pro");
    told.length = 0;
    expect((await patch(acc.id, { plan: "basic" })).status).toBe(200);
    expect((await patch(acc.id, { plan: "business" })).status).toBe(200);
    expect((await patch(acc.id, { frozen: true })).status).toBe(200);
    expect((await patch(acc.id, { plan: "pro" })).status).toBe(200); // still frozen
    expect((await patch(acc.id, { frozen: false })).status).toBe(200);
    expect(told).toEqual([
      { accountId: acc.id, suspended: true },
      { accountId: acc.id, suspended: false },
      { accountId: acc.id, suspended: true },
      { accountId: acc.id, suspended: true },
      { accountId: acc.id, suspended: false },
    ]);
  });

  it("answers 503 when the dispatcher cannot be told; the plan is stored, and repeating the command completes it", async () => {
    const acc = await h.account("pro");
    told.length = 0;
    dispatcherDown = true;
    const refused = await patch(acc.id, { plan: "free" });
    expect(refused.status).toBe(503);
    expect(refused.body.error!.code).toBe("unavailable");
    expect((await h.accounts.getAccount(acc.id))!.plan).toBe("free");
    dispatcherDown = false;
    const repeated = await patch(acc.id, { plan: "free" });
    expect(repeated).toMatchObject({ status: 200, body: { plan: "free" } });
    expect(told).toEqual([{ accountId: acc.id, suspended: true }]);
  });
});

describe("DELETE /accounts/{id}/sessions (warden account end-sessions; warden account link calls it)", () => {
  it("ends the account's dashboard sessions, and only its own", async () => {
    const acc = await h.account("pro");
    const other = await h.account("pro");
    const mine = await sessions.create(acc.id, "login_link");
    const theirs = await sessions.create(other.id, "login_link");
    const r = await admin.call("DELETE", `/accounts/${acc.id}/sessions`);
    expect(r.status).toBe(200);
    expect(r.body.account_id).toBe(acc.id);
    expect(Date.parse(r.body.ended_at)).toBeGreaterThanOrEqual(mine.session.createdAt);
    expect(await sessions.get(mine.id)).toBeNull();
    expect(await sessions.get(theirs.id)).not.toBeNull();
    expect((await admin.call("DELETE", "/accounts/acc_nobody0000000000000000/sessions")).status).toBe(404);
  });
});
