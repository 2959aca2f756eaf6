import { TOPICS } from "@warden/kafka";
import { SPAM_TEXT, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { startStack, type ServiceName, type Stack } from "../support/stack.js";

// What an SRE's Prometheus scrapes: after one API check, GET /metrics on every service that took
// part shows the series the dashboard and the alerts of charts/warden are built on.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ label: "metrics", services: ["groups-config", "engine", "journal-analytics", "gateway"] });
});

afterAll(async () => {
  await stack?.stop();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text exposition format (enough of it for these series). */
function parseExposition(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`unparseable exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

async function scrape(service: ServiceName): Promise<Sample[]> {
  const res = await fetch(`${stack.services[service]!.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return parseExposition(await res.text());
}

function value(samples: Sample[], name: string, labels: Record<string, string>): number | undefined {
  const hit = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return hit?.value;
}

describe("GET /metrics shows the named series after a request", () => {
  beforeAll(async () => {
    const api = apiClient(stack.baseUrl, stack.demo.key);
    const res = await api.post("/spam/check", { text: `${SPAM_TEXT} ${Date.now()}`, group_id: stack.demo.groupId });
    expect(res.status).toBe(200);
    // A quota refusal: an account whose daily quota is 1 makes a second check.
    const acc = (await stack.cli("account", "create", "--name", "Metered", "--plan", "free")) as { id: string };
    await stack.cli("account", "limits", acc.id, "--daily", "1");
    const key = ((await stack.cli("key", "create", acc.id, "--scope", "write")) as { key: string }).key;
    const metered = apiClient(stack.baseUrl, key);
    expect((await metered.post("/spam/check", { text: "hello" })).status).toBe(200);
    expect((await metered.post("/spam/check", { text: "hello again" })).status).toBe(429);
  });

  it("gateway: RED per route, quota refusals by reason and plan, decisions produced to Kafka", async () => {
    const m = await scrape("gateway");
    expect(value(m, "warden_http_requests_total", { route: "/spam/check", method: "POST", status: "200", service: "gateway" })).toBe(2);
    expect(value(m, "warden_http_requests_total", { route: "/spam/check", method: "POST", status: "429" })).toBe(1);
    expect(value(m, "warden_http_request_duration_seconds_count", { route: "/spam/check", method: "POST" })).toBe(3);
    expect(value(m, "warden_http_request_duration_seconds_bucket", { route: "/spam/check", method: "POST", le: "+Inf" })).toBe(3);
    expect(value(m, "warden_quota_refusals_total", { reason: "quota", plan: "free" })).toBe(1);
    expect(value(m, "warden_kafka_records_produced_total", { topic: TOPICS.apiDecisions, outcome: "ok" })).toBe(2);
    expect(value(m, "warden_rpc_requests_total", {})).toBeUndefined(); // the gateway is the RPC client, not a server
  });

  it("engine: verdicts, check latency and RPC RED per procedure", async () => {
    const m = await scrape("engine");
    expect(value(m, "warden_engine_verdicts_total", { verdict: "spam", service: "engine" })).toBeGreaterThanOrEqual(1);
    expect(value(m, "warden_engine_check_duration_seconds_count", {})).toBe(2);
    expect(value(m, "warden_rpc_requests_total", { procedure: "warden.engine.v1.EngineService/Check", code: "ok" })).toBe(2);
    expect(value(m, "warden_rpc_duration_seconds_count", { procedure: "warden.engine.v1.EngineService/Check" })).toBe(2);
  });

  it("groups-config: RPC RED per procedure", async () => {
    const m = await scrape("groups-config");
    const served = m.filter((s) => s.name === "warden_rpc_requests_total" && s.labels.service === "groups-config" && s.labels.code === "ok");
    expect(served.map((s) => s.labels.procedure)).toEqual(expect.arrayContaining([expect.stringMatching(/^warden\.groups\.v1\.GroupsConfigService\//)]));
    expect(served.reduce((n, s) => n + s.value, 0)).toBeGreaterThanOrEqual(1);
    expect(m.some((s) => s.name === "warden_rpc_duration_seconds_bucket" && s.labels.le === "+Inf" && s.value >= 1)).toBe(true);
  });

  it("journal-analytics: records consumed and consumer lag per partition", async () => {
    const m = await waitFor(
      async () => {
        const s = await scrape("journal-analytics");
        const consumed = s
          .filter((x) => x.name === "warden_kafka_records_consumed_total" && x.labels.topic === TOPICS.apiDecisions && x.labels.outcome === "ok")
          .reduce((n, x) => n + x.value, 0);
        return consumed >= 2 ? s : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 200, message: "journal-analytics consumed both decisions" },
    );
    const lag = m.filter((s) => s.name === "warden_kafka_consumer_lag" && s.labels.topic === TOPICS.apiDecisions);
    expect(lag.length).toBeGreaterThanOrEqual(1);
    for (const l of lag) {
      expect(l.labels.group).toBeTruthy();
      expect(l.labels.partition).toMatch(/^\d+$/);
      expect(l.value).toBe(0);
    }
  });
});
