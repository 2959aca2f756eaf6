import { createLogger } from "@warden/telemetry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DashboardSessions } from "../src/dashboard/sessions.js";
import { epochKey } from "../src/store/epochs.js";
import { fakeDispatcher, startAdminSurface, type AdminSurface } from "./support/admin.js";
import { startHarness, type Harness } from "./support/harness.js";

// Account changes through the admin surface that reach past the gateway. A plan change or a freeze tells the
// dispatcher whether the account's endpoints may hear anything (webhooks are Pro+, and a frozen account gets nothing);
// a new Telegram user of the account (warden account link) becomes the owner its endpoints tell when they are disabled;
// when the dispatcher cannot be told, the operator gets 503 and repeats the command, which is idempotent (deliveries
// stopping and resuming: test/e2e/webhooks.test.ts). Ending an account's dashboard sessions. Limit overrides the
// plan cannot use. The audit line of each operator request.
const dispatcher = fakeDispatcher();
/** Every line the admin surface logs (its audit lines), to show what they name and what never gets there. */
const logLines: string[] = [];
let h: Harness;
let admin: AdminSurface;
let sessions: DashboardSessions;

beforeAll(async () => {
  h = await startHarness("gwadminwebhooks");
  const logger = createLogger("gateway", "info", {
    hooks: {
      streamWrite: (line: string) => {
        logLines.push(line);
        return "";
      },
    },
  });
  sessions = new DashboardSessions(h.redis, `${h.redisPrefix}admin:`, { idleSeconds: 300, absoluteSeconds: 3_600, loginLinkSeconds: 600 });
  admin = await startAdminSurface(h, { webhooks: dispatcher.webhooks, loginLinks: { sessions, publicUrl: "http://127.0.0.1" }, logger });
});
afterAll(async () => {
  await admin?.close();
  await h?.close();
});

const patch = (id: string, body: unknown) => admin.call("PATCH", `/accounts/${id}`, body);
const epoch = (accountId: string) => h.redis.get(epochKey(h.redisPrefix, accountId));

describe("an account's webhooks follow its plan and freeze", () => {
  it("suspended below Pro or frozen, resumed on Pro+ and unfrozen; a limits-only change tells nothing", async () => {
    const acc = await h.account("pro");
    dispatcher.suspended.length = 0;
    expect((await patch(acc.id, { plan: "basic" })).status).toBe(200);
    expect((await patch(acc.id, { plan: "business" })).status).toBe(200);
    expect((await patch(acc.id, { frozen: true })).status).toBe(200);
    expect((await patch(acc.id, { plan: "pro" })).status).toBe(200); // still frozen
    expect((await patch(acc.id, { frozen: false })).status).toBe(200);
    expect((await admin.call("PUT", `/accounts/${acc.id}/limits`, { daily: 5 })).status).toBe(200);
    expect(dispatcher.suspended).toEqual([
      { accountId: acc.id, suspended: true },
      { accountId: acc.id, suspended: false },
      { accountId: acc.id, suspended: true },
      { accountId: acc.id, suspended: true },
      { accountId: acc.id, suspended: false },
    ]);
  });

  it("answers 503 when the dispatcher cannot be told; the plan is stored, and repeating the command completes it", async () => {
    const acc = await h.account("pro");
    dispatcher.suspended.length = 0;
    dispatcher.down = true;
    try {
      const refused = await patch(acc.id, { plan: "free" });
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe("unavailable");
      expect((await h.accounts.getAccount(acc.id))!.plan).toBe("free");
    } finally {
      dispatcher.down = false;
    }
    const repeated = await patch(acc.id, { plan: "free" });
    expect(repeated).toMatchObject({ status: 200, body: { plan: "free" } });
    expect(dispatcher.suspended).toEqual([{ accountId: acc.id, suspended: true }]);
  });
});

describe("PATCH /accounts/{id} {telegram_user_id} (warden account link): the gateway's record of the owner follows the link", () => {
  it("stores the Telegram user, moves the account's epoch, and tells each of its endpoints the new owner", async () => {
    const acc = await h.account("pro", { telegramUserId: 111000 });
    dispatcher.endpoints[acc.id] = ["wh_first", "wh_second"];
    dispatcher.owners.length = 0;
    const before = await epoch(acc.id);
    const r = await patch(acc.id, { telegram_user_id: 222000 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: acc.id, telegram_user_id: 222000, frozen: false });
    expect((await h.accounts.getAccount(acc.id))!.telegramUserId).toBe(222000);
    // A cached key record of the account is read again on its next request (webhooks created from then on name the new owner).
    expect(await epoch(acc.id)).not.toBe(before);
    expect(dispatcher.owners).toEqual([
      { accountId: acc.id, endpointId: "wh_first", owner: 222000 },
      { accountId: acc.id, endpointId: "wh_second", owner: 222000 },
    ]);
    // Nothing else moved: no suspension was asked for.
    expect(dispatcher.suspended.filter((s) => s.accountId === acc.id)).toEqual([]);
  });

  it("answers 503 when the dispatcher cannot be told; the owner is stored, and repeating the command completes it", async () => {
    const acc = await h.account("pro", { telegramUserId: 111001 });
    dispatcher.endpoints[acc.id] = ["wh_only"];
    dispatcher.owners.length = 0;
    dispatcher.down = true;
    try {
      const refused = await patch(acc.id, { telegram_user_id: 222001 });
      expect([refused.status, refused.body.error.code]).toEqual([503, "unavailable"]);
      expect((await h.accounts.getAccount(acc.id))!.telegramUserId).toBe(222001);
    } finally {
      dispatcher.down = false;
    }
    expect((await patch(acc.id, { telegram_user_id: 222001 })).status).toBe(200);
    expect(dispatcher.owners).toEqual([{ accountId: acc.id, endpointId: "wh_only", owner: 222001 }]);
  });

  it("refuses a Telegram user id that is not one, and changes nothing", async () => {
    const acc = await h.account("pro", { telegramUserId: 111002 });
    for (const bad of [0, -5, 1.5, "222002", 2 ** 53]) {
      const r = await patch(acc.id, { telegram_user_id: bad });
      expect([r.status, r.body.error.code, r.body.error.details.errors[0].path], String(bad)).toEqual([422, "validation_failed", "telegram_user_id"]);
    }
    expect((await h.accounts.getAccount(acc.id))!.telegramUserId).toBe(111002);
  });
});

describe("PUT /accounts/{id}/limits: an AI allowance only where the plan has AI checks", () => {
  it("refuses ai_daily on Free and Basic with 422 validation_failed naming ai_daily, and stores nothing of the request", async () => {
    for (const plan of ["free", "basic"] as const) {
      const acc = await h.account(plan);
      const r = await admin.call("PUT", `/accounts/${acc.id}/limits`, { daily: 500, ai_daily: 50 });
      expect(r.status, plan).toBe(422);
      expect(r.body.error.code).toBe("validation_failed");
      expect(r.body.error.details.errors).toEqual([{ path: "ai_daily", message: expect.stringContaining(`the ${plan} plan has no AI checks`) }]);
      expect((await h.accounts.getAccount(acc.id))!.overrides).toEqual({ daily: null, perMinute: null, aiDaily: null });
      // The other overrides are the plan's business as before.
      expect((await admin.call("PUT", `/accounts/${acc.id}/limits`, { daily: 500, per_minute: 90 })).body.limits).toEqual({
        daily: 500,
        per_minute: 90,
        ai_daily: 0,
      });
    }
  });

  it("takes ai_daily on Pro and Business", async () => {
    for (const plan of ["pro", "business"] as const) {
      const acc = await h.account(plan);
      const r = await admin.call("PUT", `/accounts/${acc.id}/limits`, { ai_daily: 50 });
      expect([r.status, r.body.limits.ai_daily, r.body.overrides.ai_daily], plan).toEqual([200, 50, 50]);
    }
  });

  it("an allowance set on Pro gives nothing after a downgrade to Free or Basic, and applies again on Pro", async () => {
    for (const plan of ["free", "basic"] as const) {
      const acc = await h.account("pro");
      expect((await admin.call("PUT", `/accounts/${acc.id}/limits`, { ai_daily: 50 })).status).toBe(200);
      const down = await patch(acc.id, { plan });
      // Kept (a custom deal comes back with the plan) but not in force: the plan has no AI checks.
      expect([down.status, down.body.limits.ai_daily, down.body.overrides.ai_daily], plan).toEqual([200, 0, 50]);
      const usage = await h.request("GET", "/api/public/v1/usage", { key: acc.key });
      expect([usage.body.plan, usage.body.limits.ai_daily, usage.body.usage.ai_remaining], plan).toEqual([plan, 0, 0]);
      const ai = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hello", include_ai: true } });
      expect([ai.status, ai.body.error?.code], plan).toEqual([403, "plan_required"]);
      const up = await patch(acc.id, { plan: "pro" });
      expect([up.body.limits.ai_daily, (await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.limits.ai_daily], plan).toEqual([50, 50]);
    }
  });

  it("an unknown account is still 404", async () => {
    expect((await admin.call("PUT", "/accounts/acc_nobody0000000000000000/limits", { ai_daily: 1 })).status).toBe(404);
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

describe("the audit line of an operator request", () => {
  /** The last audit line logged: the request just answered (the line is written before the answer is sent). */
  const lastAudit = () =>
    JSON.parse(logLines.filter((l) => l.includes('"msg":"admin request"')).at(-1)!) as Record<string, unknown> & { route: string; status: number };

  it("carries the caller's X-Request-Id, as the public API does, when it is one; a new id otherwise", async () => {
    const acc = await h.account("pro");
    const mine = await admin.call("GET", `/accounts/${acc.id}`, undefined, { "x-request-id": "ops-ticket-42.1" });
    expect([mine.status, mine.headers.get("x-request-id"), lastAudit().request_id]).toEqual([200, "ops-ticket-42.1", "ops-ticket-42.1"]);
    const refused = await admin.call("GET", "/accounts/acc_nobody0000000000000000", undefined, { "x-request-id": "ops-ticket-42.2" });
    expect([refused.status, refused.headers.get("x-request-id"), lastAudit().request_id]).toEqual([404, "ops-ticket-42.2", "ops-ticket-42.2"]);
    const forged = await admin.call("GET", `/accounts/${acc.id}`, undefined, { "x-request-id": "two words" });
    expect(forged.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
    expect(lastAudit().request_id).toBe(forged.headers.get("x-request-id"));
  });

  it("names the account and the key acted on, by id, and never the key or the token", async () => {
    const acc = await h.account("pro");
    const created = await admin.call("POST", "/accounts", { name: "audited", plan: "pro" });
    expect(lastAudit()).toMatchObject({ route: "/admin/v1/accounts", status: 201, account_id: created.body.id });

    await patch(acc.id, { frozen: true });
    expect(lastAudit()).toMatchObject({ method: "PATCH", route: "/admin/v1/accounts/:account", status: 200, account_id: acc.id });
    expect(lastAudit().key_id).toBeUndefined();

    const key = await admin.call("POST", `/accounts/${acc.id}/keys`, { scope: "read" });
    expect(key.status).toBe(201);
    expect(lastAudit()).toMatchObject({ route: "/admin/v1/accounts/:account/keys", status: 201, account_id: acc.id, key_id: key.body.id });

    expect((await admin.call("DELETE", `/keys/${acc.keyId}`)).status).toBe(200);
    expect(lastAudit()).toMatchObject({ route: "/admin/v1/keys/:key", status: 200, key_id: acc.keyId, account_id: acc.id });

    // A refused request names what it was about too.
    expect((await admin.call("DELETE", "/keys/key_nobody0000000000000000")).status).toBe(404);
    expect(lastAudit()).toMatchObject({ route: "/admin/v1/keys/:key", status: 404, key_id: "key_nobody0000000000000000" });
    // An id that is not one of its kind is never written into the line.
    expect((await admin.call("GET", "/accounts/acc_x%0Aforged")).status).toBe(422);
    expect(lastAudit().account_id).toBeUndefined();

    const all = logLines.join("\n");
    expect(all).not.toContain(key.body.key);
    expect(all).not.toContain(acc.key);
    expect(all).not.toContain("a".repeat(40)); // the operator token of startAdminSurface
  });
});
