import { createLogger } from "@warden/telemetry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

/** The gateway's error lines. */
const lines: Record<string, any>[] = [];
const logger = createLogger("gateway", "error", {}, { write: (line: string) => void lines.push(JSON.parse(line)) });
/** The error line of a request, by its id. */
const lineOf = (res: { headers: Headers }) => lines.find((l) => l.request_id === res.headers.get("x-request-id"));

let h: Harness;
beforeAll(async () => {
  h = await startHarness("gw503", { logger });
});
afterAll(() => h?.close());

describe("503", () => {
  it("fails closed while Redis is unreachable, and readiness says so", async () => {
    const acc = await h.account("pro");
    expect((await h.request("GET", "/api/public/v1/me", { key: acc.key })).status).toBe(200);
    h.redis.disconnect();
    try {
      const r = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hi" } });
      expect(r.status).toBe(503);
      expect(r.body.error.code).toBe("unavailable");
      expect(r.headers.get("retry-after")).toBe("1");
      // The same wait in the body, for clients whose generated SDK does not expose headers.
      expect(r.body.error.details).toEqual({ retry_after: 1 });
      const ready = await fetch(`${h.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { checks: Record<string, string> }).checks.redis).toMatch(/^error/);
    } finally {
      await h.redis.connect();
    }
    expect((await fetch(`${h.url}/readyz`)).status).toBe(200);
  });

  it("a failure after admission refunds the charge", async () => {
    const acc = await h.account("pro");
    await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "one" } });
    await h.kafka.brokerDown(1); // the decision cannot be published
    try {
      const r = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "two" } });
      expect(r.status).toBe(503);
      expect(r.headers.get("x-quota-used")).toBe("1");
      // One line for the request, naming Kafka's failure (the cause), not the public answer.
      expect(lines.filter((l) => l.msg === "could not publish decisions")).toEqual([]);
      const line = lineOf(r);
      expect(line, JSON.stringify(lines)).toBeDefined();
      expect(line!.err.type).not.toBe("ApiError");
      expect(line!.err.message).not.toMatch(/is unavailable; try again/);
    } finally {
      await h.kafka.brokerUp(1);
    }
    const u = await h.request("GET", "/api/public/v1/usage", { key: acc.key });
    expect(u.body.usage.used).toBe(1);
  });

  it("POST /users/check answers 503, refunded, while the user's history cannot be read (never a reputation of 0 it does not know)", async () => {
    // The harness's engine has no journal-analytics: the engine answers the ban list's part and leaves `service` out.
    const acc = await h.account("pro");
    const r = await h.request("POST", "/api/public/v1/users/check", { key: acc.key, body: { user_id: 42 } });
    expect([r.status, r.body.error.code, r.headers.get("retry-after")]).toEqual([503, "unavailable", "1"]);
    expect(r.headers.get("x-quota-used")).toBe("0");
    expect((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used).toBe(0);
  });

  it("answers 503 with Retry-After, not 500, while PostgreSQL gives the gateway no connection", async () => {
    const acc = await h.account("pro");
    // Every connection of the pool is taken (a slow or overloaded database): the next request
    // waits for one up to the pool's connection timeout (5 s), then fails.
    const held = await Promise.all(Array.from({ length: 10 }, () => h.gatewayPool.connect()));
    try {
      const r = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hi" } });
      expect(r.status).toBe(503);
      expect(r.body.error.code).toBe("unavailable");
      expect(r.headers.get("retry-after")).toBe("1");
    } finally {
      for (const c of held) c.release();
    }
    expect((await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "hi" } })).status).toBe(200);
  });
});
