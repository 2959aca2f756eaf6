import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { SPAM_TEXT, waitFor } from "@warden/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { startServiceProcess, startStack, type Stack } from "../support/stack.js";

// The walking skeleton: client -> gateway (Koa) -> engine (Connect/gRPC, policy from
// groups-config) -> decision on Kafka -> journal-analytics -> PostgreSQL. Every service runs as
// its own process from its compiled entry point, as make up starts them.
let stack: Stack;
let db: pg.Client;

beforeAll(async () => {
  stack = await startStack({ label: "skeleton" });
  db = new pg.Client({ connectionString: stack.db.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

async function check(body: unknown) {
  return apiClient(stack.baseUrl, stack.demo.key).post<Record<string, unknown>>("/spam/check", body);
}

describe("a spam check travels the real way", () => {
  it("answers 200 with a verdict, and the decision is in the journal within 2 s", async () => {
    const text = `${SPAM_TEXT} ${Date.now()}`;
    const res = await check({ text });
    expect(res.status).toBe(200);
    expect(res.body.verdict).toBe("spam");
    expect(res.body.matched_rules).toEqual(expect.arrayContaining(["earnings_promise", "dm_invite"]));
    expect(res.headers.get("x-quota-used")).toBe("1");
    const started = Date.now();
    const row = await waitFor(
      async () => (await db.query("SELECT source, verdict, score, account_id FROM journal.journal WHERE text_excerpt = $1", [text])).rows[0],
      { timeoutMs: 2_000, intervalMs: 25, message: "journal row" },
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(row).toEqual({ source: "api", verdict: "spam", score: res.body.score, account_id: stack.demo.accountId });
  });

  it("applies the group's policy when group_id is given, and journals it under the group", async () => {
    const text = `hello friends, see you at the meetup in room ${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")
      .slice(0, 6)}`;
    const res = await check({ text, group_id: stack.demo.groupId });
    expect(res.status).toBe(200);
    expect(res.body.verdict).toBe("clean");
    const row = await waitFor(async () => (await db.query("SELECT group_id FROM journal.journal WHERE text_excerpt = $1", [text])).rows[0], {
      timeoutMs: 2_000,
    });
    expect(Number(row.group_id)).toBe(stack.demo.groupId);
  });

  it("refuses a missing key with the contract's error shape and a request id", async () => {
    const res = await apiClient(stack.baseUrl).post<{ error: Record<string, unknown> }>("/spam/check", {});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("invalid_api_key");
    expect(res.body.error.request_id).toBe(res.headers.get("x-request-id"));
  });
});

describe("every service answers /healthz, /readyz and /metrics", () => {
  it.each(["gateway", "engine", "groups-config", "journal-analytics", "webhook-dispatcher"] as const)("%s", async (name) => {
    const svc = stack.services[name]!;
    expect((await fetch(`${svc.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${svc.url}/readyz`);
    expect(ready.status).toBe(200);
    const metrics = await (await fetch(`${svc.url}/metrics`)).text();
    expect(metrics).toContain("process_cpu_seconds_total");
    expect(metrics).toContain(`service="${name}"`);
  });

  it("/readyz is 503 while a dependency is down, naming it, and the API fails closed", async () => {
    const gw = await startServiceProcess("gateway", { ...stack.env, REDIS_URL: "redis://127.0.0.1:1" }, "skeleton-noredis", { waitFor: "healthz" });
    try {
      const ready = await fetch(`${gw.url}/readyz`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { checks: Record<string, string> };
      expect(body.checks.redis).toMatch(/^error/);
      expect(body.checks.postgres).toBe("ok");
      const res = await fetch(`${gw.url}/api/public/v1/spam/check`, {
        method: "POST",
        headers: { authorization: `Bearer ${stack.demo.key}`, "content-type": "application/json" },
        body: JSON.stringify({ text: "hello" }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unavailable");
    } finally {
      await gw.stop();
    }
  });
});

describe("where the services listen, started as make up starts them", () => {
  /** Whether a TCP connection to host:port is accepted. */
  const accepts = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host, port });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });

  // Their RPCs carry no credential (the gateway authorises): on every interface, anyone who reached the machine could
  // read a group's accounts from groups-config and change its settings as one of them. 127.0.0.2 is loopback too, but
  // not the address they bind: a socket bound to every interface accepts it.
  it.each(["engine", "groups-config", "journal-analytics", "webhook-dispatcher"] as const)("%s: loopback only", async (name) => {
    const { port } = stack.services[name]!;
    expect([await accepts("127.0.0.1", port), await accepts("127.0.0.2", port)]).toEqual([true, false]);
  });

  it("the gateway's public port: every interface", async () => {
    expect(await accepts("127.0.0.2", stack.services.gateway!.port)).toBe(true);
  });
});

describe("the rendered API reference of the built gateway", () => {
  it("serves GET /docs and the Redoc bundle its build copied into dist/redoc (the image has no redoc package)", async () => {
    const page = await fetch(`${stack.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(await page.text()).toContain('<script src="docs/redoc.standalone.js">');
    const script = await fetch(`${stack.baseUrl}/docs/redoc.standalone.js`);
    expect(script.status).toBe(200);
    const built = readFileSync(new URL("../../services/gateway/dist/redoc/redoc.standalone.js", import.meta.url));
    expect(Buffer.from(await script.arrayBuffer()).equals(built)).toBe(true);
  });
});
