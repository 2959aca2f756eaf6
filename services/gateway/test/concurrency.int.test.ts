import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGatewayProcess } from "./support/process.js";
import { startHarness, type Harness } from "./support/harness.js";

// Limits must be exact under concurrency across gateway replicas: two gateway processes share
// PostgreSQL and Redis, and requests are spread over both at once.
let h: Harness;
let replicas: { url: string; stop(): Promise<void> }[] = [];

beforeAll(async () => {
  h = await startHarness("gwconc");
  replicas = await Promise.all([startGatewayProcess(h.env), startGatewayProcess(h.env)]);
});
afterAll(async () => {
  await Promise.all(replicas.map((r) => r.stop()));
  await h?.close();
});

async function fire(n: number, key: string, path = "/api/public/v1/spam/check", body: unknown = { text: "hello" }) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const base = replicas[i % replicas.length]!.url;
      const res = await fetch(base + path, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { error?: { code: string } };
      return { status: res.status, code: json.error?.code };
    }),
  );
}

describe("concurrency across two gateway processes", () => {
  it("daily quota Q: 3Q concurrent checks give exactly Q successes", async () => {
    const Q = 40;
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { daily: Q, perMinute: 100_000 });
    const results = await fire(3 * Q, acc.key);
    expect(results.filter((r) => r.status === 200)).toHaveLength(Q);
    expect(results.filter((r) => r.status === 429 && r.code === "daily_quota_exceeded")).toHaveLength(2 * Q);
    const usage = await h.request("GET", "/api/public/v1/usage", { key: acc.key });
    expect(usage.body.usage.used).toBe(Q);
  });

  it("per-minute limit L: 3L concurrent requests give exactly L successes", async () => {
    const L = 30;
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { perMinute: L, daily: 100_000 });
    const results = await fire(3 * L, acc.key);
    expect(results.filter((r) => r.status === 200)).toHaveLength(L);
    expect(results.filter((r) => r.status === 429 && r.code === "rate_limit_exceeded")).toHaveLength(2 * L);
  });

  it("a revoke racing with requests admits none that started after the revoke returned", async () => {
    const acc = await h.account("pro");
    await h.accounts.setLimits(acc.id, { perMinute: 100_000, daily: 100_000 });
    const log: { started: number; status: number }[] = [];
    let revokedAt = Infinity;
    let stop = false;
    const worker = async (i: number) => {
      while (!stop) {
        const started = performance.now();
        const res = await fetch(`${replicas[i % 2]!.url}/api/public/v1/me`, { headers: { authorization: `Bearer ${acc.key}` } });
        await res.arrayBuffer();
        log.push({ started, status: res.status });
      }
    };
    const workers = Array.from({ length: 8 }, (_, i) => worker(i));
    await new Promise((r) => setTimeout(r, 300));
    await h.accounts.revokeKey(acc.keyId);
    revokedAt = performance.now();
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all(workers);
    const before = log.filter((l) => l.started < revokedAt);
    const after = log.filter((l) => l.started > revokedAt);
    expect(before.some((l) => l.status === 200)).toBe(true);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((l) => l.status !== 401)).toEqual([]);
  });
});
