import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness("gw403");
});
afterAll(() => h?.close());

const check = (key: string, body: unknown) => h.request("POST", "/api/public/v1/spam/check", { key, body });

describe("403", () => {
  it("insufficient_scope: a read key cannot mutate", async () => {
    const acc = await h.account("pro", { scope: "read" });
    await h.group(-1001000000403, "pro", [acc.id]);
    const r = await h.request("PATCH", "/api/public/v1/groups/-1001000000403/settings", { key: acc.key, body: { spam_threshold: 80 } });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("insufficient_scope");
    const w = await h.request("POST", "/api/public/v1/webhooks", { key: acc.key, body: { url: "https://example.com/hook" } });
    expect(w.body.error.code).toBe("insufficient_scope");
  });

  it("account_frozen: every request of a frozen account, until unfrozen", async () => {
    const acc = await h.account("pro");
    await h.accounts.setFrozen(acc.id, true, "operator");
    for (const [m, p] of [
      ["GET", "/api/public/v1/me"],
      ["GET", "/api/public/v1/usage"],
      ["GET", "/api/public/v1/groups"],
    ] as const) {
      const r = await h.request(m, p, { key: acc.key });
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe("account_frozen");
    }
    expect((await check(acc.key, { text: "hi" })).body.error.code).toBe("account_frozen");
    await h.accounts.setFrozen(acc.id, false, "operator");
    expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(200);
  });

  it("plan_required on the account: batch, user check, webhooks, include_ai, group context", async () => {
    for (const plan of ["free", "basic"] as const) {
      const acc = await h.account(plan);
      await h.group(plan === "free" ? -1001000000410 : -1001000000411, "pro", [acc.id]);
      const cases = [
        await h.request("POST", "/api/public/v1/spam/check-batch", { key: acc.key, body: { texts: ["a"] } }),
        await h.request("POST", "/api/public/v1/users/check", { key: acc.key, body: { user_id: 1 } }),
        await h.request("GET", "/api/public/v1/webhooks", { key: acc.key }),
        await check(acc.key, { text: "a", include_ai: true }),
        await check(acc.key, { text: "a", group_id: plan === "free" ? -1001000000410 : -1001000000411 }),
      ];
      for (const r of cases) {
        expect(r.status).toBe(403);
        expect(r.body.error).toMatchObject({ code: "plan_required", details: { required_plan: "pro", current_plan: plan, subject: "account" } });
      }
    }
  });

  it("plan_required on the group: a Pro account on a Free group", async () => {
    const acc = await h.account("pro");
    await h.group(-1001000000420, "free", [acc.id]);
    const r = await check(acc.key, { text: "a", group_id: -1001000000420 });
    expect(r.body.error).toMatchObject({ code: "plan_required", details: { required_plan: "pro", current_plan: "free", subject: "group" } });
    const s = await h.request("GET", "/api/public/v1/groups/-1001000000420/rules", { key: acc.key });
    expect(s.body.error.details.subject).toBe("group");
    // The group itself stays readable on every plan.
    expect((await h.request("GET", "/api/public/v1/groups/-1001000000420", { key: acc.key })).status).toBe(200);
  });

  it("refusals consume no quota", async () => {
    const acc = await h.account("free");
    await check(acc.key, { text: "a", include_ai: true });
    await h.request("POST", "/api/public/v1/spam/check-batch", { key: acc.key, body: { texts: ["a", "b"] } });
    expect((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used).toBe(0);
  });
});
