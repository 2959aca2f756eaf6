import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness("gw429");
});
afterAll(() => h?.close());

const check = (key: string, body: unknown = { text: "hello" }) => h.request("POST", "/api/public/v1/spam/check", { key, body });

/**
 * Sends a request's head and only the start of its body (the rest never comes), and reads the first
 * response (its head and its Content-Length of body); the guard only ends a test that would hang.
 */
function withheldBody(path: string, key: string, declaredBytes: number): Promise<{ status: number; body: any }> {
  const url = new URL(h.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${declaredBytes}\r\n\r\n{"texts":["`,
      ),
    );
    let data = Buffer.alloc(0);
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete response: ${data.toString().slice(0, 200)}`));
    }, 30_000);
    socket.on("error", () => {});
    socket.on("data", (d: Buffer) => {
      data = Buffer.concat([data, d]);
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = data.subarray(0, end).toString();
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (data.length < end + 4 + length) return;
      clearTimeout(guard);
      socket.destroy();
      resolve({ status: Number(head.split(" ")[1]), body: JSON.parse(data.subarray(end + 4, end + 4 + length).toString()) });
    });
  });
}

describe("429", () => {
  it("daily_quota_exceeded at the edge: the Q-th call passes, the next is refused with details and headers", async () => {
    const acc = await h.account("free");
    await h.accounts.setLimits(acc.id, { daily: 3 });
    for (let i = 1; i <= 3; i++) expect((await check(acc.key)).headers.get("x-quota-used")).toBe(String(i));
    const r = await check(acc.key);
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("daily_quota_exceeded");
    expect(r.body.error.details).toEqual({
      plan: "free",
      limit: 3,
      used: 3,
      reset_at: r.headers.get("x-quota-reset"),
      upgrade_hint: expect.any(String),
    });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(86_400);
    expect(r.headers.get("x-quota-used")).toBe("3");
    expect(r.headers.get("x-quota-limit")).toBe("3");
    expect(r.body.error.message).toMatch(/^The daily quota of 3 units is spent; it resets at /);
    // /me and /usage still answer: they cost no quota.
    expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(200);
    expect((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used).toBe(3);
  });

  it("a batch is admitted only when the remaining quota covers all its texts, and a refusal costs nothing", async () => {
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { daily: 5 });
    expect((await h.request("POST", "/api/public/v1/spam/check-batch", { key: acc.key, body: { texts: ["a", "b", "c"] } })).status).toBe(200);
    const r = await h.request("POST", "/api/public/v1/spam/check-batch", { key: acc.key, body: { texts: ["a", "b", "c"] } });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("daily_quota_exceeded");
    // Units remain: the message says how many, and how many the batch needs; it is not "spent".
    expect(r.body.error.message).toMatch(/^This request needs 3 units of the daily quota but only 2 of 5 remain; it resets at /);
    expect(r.body.error.message).not.toMatch(/spent/);
    expect((await h.request("POST", "/api/public/v1/spam/check-batch", { key: acc.key, body: { texts: ["a", "b"] } })).status).toBe(200);
    expect((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used).toBe(5);
  });

  it("rate_limit_exceeded per account across all its keys, with Retry-After, also for /me", async () => {
    const acc = await h.account("free");
    await h.accounts.setLimits(acc.id, { perMinute: 4, daily: 1000 });
    const second = (await h.accounts.createKey(acc.id, "read")).key;
    expect((await check(acc.key)).status).toBe(200);
    expect((await check(second)).status).toBe(200);
    expect((await h.request("GET", "/api/public/v1/me", { key: second })).status).toBe(200);
    expect((await check(acc.key)).status).toBe(200);
    const r = await h.request("GET", "/api/public/v1/me", { key: second });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("rate_limit_exceeded");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(r.headers.get("x-quota-limit")).toBe("1000");
    // The refused requests consumed no quota: 3 checks were admitted.
    const used = await h.redis.get(`${h.redisPrefix}q:${acc.id}:${new Date().toISOString().slice(0, 10)}`);
    expect(used).toBe("3");
  });

  it("applies to every request with a valid key, refused ones too: a 422, 403 or 404 takes its slot, and one over the limit is a 429", async () => {
    const acc = await h.account("free");
    await h.accounts.setLimits(acc.id, { perMinute: 4, daily: 1000 });
    expect((await check(acc.key, { text: "" })).status).toBe(422);
    expect((await h.request("GET", "/api/public/v1/groups/-1001000000999/rules", { key: acc.key })).status).toBe(403);
    expect((await check(acc.key, { text: "hi", group_id: -1001000000999 })).status).toBe(403);
    expect((await check(acc.key)).status).toBe(200);
    // The fifth request of the minute, refused or not, is over the limit.
    const over = await check(acc.key, { text: "" });
    expect([over.status, over.body.error.code]).toEqual([429, "rate_limit_exceeded"]);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(over.headers.get("x-quota-limit")).toBe("1000");
    expect((await check(acc.key)).status).toBe(429);
    // The refusals took no quota: one check was admitted.
    expect(await h.redis.get(`${h.redisPrefix}q:${acc.id}:${new Date().toISOString().slice(0, 10)}`)).toBe("1");
    // A key that does not authenticate is no account's: its 401s take nothing from anyone.
    expect((await h.request("GET", "/api/public/v1/me", { key: "wk_live_notakey" })).status).toBe(401);
  });

  it("a 400 invalid_json takes its slot as well: a client sending bodies that do not parse is limited like any other", async () => {
    const acc = await h.account("free");
    await h.accounts.setLimits(acc.id, { perMinute: 3, daily: 1000 });
    const garbled = () => h.request("POST", "/api/public/v1/spam/check", { key: acc.key, raw: "{not json", headers: { "content-type": "application/json" } });
    for (let i = 0; i < 3; i++) expect((await garbled()).status).toBe(400);
    const over = await garbled();
    expect([over.status, over.body.error.code]).toEqual([429, "rate_limit_exceeded"]);
    expect((await check(acc.key)).status).toBe(429);
    // none took a unit
    expect(await h.redis.get(`${h.redisPrefix}q:${acc.id}:${new Date().toISOString().slice(0, 10)}`)).toBeNull();
  });

  it("still applies once the daily quota is spent: quota refusals take their slots of the minute, and one over it is rate_limit_exceeded", async () => {
    const acc = await h.account("free");
    await h.accounts.setLimits(acc.id, { perMinute: 5, daily: 2 });
    for (let i = 0; i < 2; i++) expect((await check(acc.key)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const r = await check(acc.key);
      expect([r.status, r.body.error.code]).toEqual([429, "daily_quota_exceeded"]);
    }
    // The sixth request of the minute, metered or not, is over the rate limit.
    const over = await check(acc.key);
    expect([over.status, over.body.error.code]).toEqual([429, "rate_limit_exceeded"]);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect([over.headers.get("x-quota-used"), over.headers.get("x-quota-limit")]).toEqual(["2", "2"]);
    const me = await h.request("GET", "/api/public/v1/me", { key: acc.key });
    expect([me.status, me.body.error.code]).toEqual([429, "rate_limit_exceeded"]);
    // No refusal took a unit.
    expect(await h.redis.get(`${h.redisPrefix}q:${acc.id}:${new Date().toISOString().slice(0, 10)}`)).toBe("2");
  });

  it("a Pro account's 404s for groups it does not administer are rate-limited like any request", async () => {
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { perMinute: 3, daily: 1000 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await h.request("GET", `/api/public/v1/groups/-100100000${i}999/rules`, { key: acc.key })).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });

  it("over the limit, a request is answered before its body is read (the 429 it would get anyway)", async () => {
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { perMinute: 2, daily: 1000 });
    for (let i = 0; i < 2; i++) expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(200);
    // 200 KB announced, a few bytes sent: the answer does not wait for the rest.
    const r = await withheldBody("/api/public/v1/spam/check-batch", acc.key, 200_000);
    expect([r.status, r.body.error.code]).toEqual([429, "rate_limit_exceeded"]);
    expect(await h.redis.get(`${h.redisPrefix}q:${acc.id}:${new Date().toISOString().slice(0, 10)}`)).toBeNull();
    // The cached key record is still confirmed first: once revoked, the key gets 401, not 429.
    await h.accounts.revokeKey(acc.keyId);
    const revoked = await check(acc.key, { text: "" });
    expect([revoked.status, revoked.body.error.code]).toEqual([401, "invalid_api_key"]);
  });

  it("counts refusals by reason and plan in /metrics", async () => {
    const m = await (await fetch(`${h.url}/metrics`)).text();
    expect(m).toMatch(/warden_quota_refusals_total\{reason="quota",plan="free"[^}]*\} [1-9]/);
    expect(m).toMatch(/warden_quota_refusals_total\{reason="rate",plan="free"[^}]*\} [1-9]/);
  });
});
