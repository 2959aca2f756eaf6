import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TOPICS } from "@warden/kafka";
import { SPAM_TEXT, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeOtlpCollector, SPAN_KIND, type CollectedSpan } from "../fakes/otlp-collector.js";
import { apiClient } from "../support/api.js";
import { ROOT, startStack, type Stack } from "../support/stack.js";

// One API check is one trace: gateway (server span) -> engine (Check) -> groups-config (the policy
// the engine fetches), and across Kafka from the gateway's producer span to journal-analytics'
// consumer span. Every service exports over OTLP/HTTP to a fake collector, as in a cluster.
const LABEL = "tracing";
let stack: Stack;
let collector: FakeOtlpCollector;

beforeAll(async () => {
  collector = await FakeOtlpCollector.start();
  stack = await startStack({
    label: LABEL,
    services: ["groups-config", "engine", "journal-analytics", "gateway"],
    // The SDK's BatchSpanProcessor reads OTEL_BSP_SCHEDULE_DELAY: export every 200 ms, not 5 s.
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: "200" },
  });
});

afterAll(async () => {
  await stack?.stop();
  await collector?.stop();
});

const one = (spans: CollectedSpan[], what: string, pred: (s: CollectedSpan) => boolean): CollectedSpan => {
  const found = spans.filter(pred);
  if (found.length === 0) throw new Error(`no ${what} among ${JSON.stringify(spans.map((s) => `${s.service}:${s.name}`))}`);
  return found[0]!;
};

describe("one API check is one trace across the services and Kafka", () => {
  it("carries the gateway's trace id through engine, groups-config and the journal's Kafka consumer, and into the gateway's log", async () => {
    const text = `${SPAM_TEXT} ${Date.now()}`;
    const res = await apiClient(stack.baseUrl, stack.demo.key).post<{ verdict: string }>("/spam/check", { text, group_id: stack.demo.groupId });
    expect(res.status).toBe(200);

    // The gateway starts the trace: its server span for this request has no parent.
    const root = await waitFor(
      async () => collector.spans.find((s) => s.service === "gateway" && s.kind === SPAN_KIND.server && s.attributes["http.route"] === "/spam/check"),
      { timeoutMs: 10_000, intervalMs: 100, message: "the gateway's server span" },
    );
    expect(root.parentSpanId).toBeUndefined();
    expect(root.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(root.traceId).not.toBe("0".repeat(32));

    // Wait until the last hop (the journal consumer) has exported too.
    const spans = await waitFor(
      async () => {
        const t = collector.trace(root.traceId);
        return t.some((s) => s.service === "journal-analytics" && s.kind === SPAN_KIND.consumer) ? t : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 100, message: "the journal-analytics consumer span in the same trace" },
    );
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const parentOf = (s: CollectedSpan) => (s.parentSpanId ? byId.get(s.parentSpanId) : undefined);

    // gateway -> engine: the engine's server span is a child of the gateway's client span.
    const engineCheck = one(
      spans,
      "engine Check server span",
      (s) => s.service === "engine" && s.kind === SPAN_KIND.server && s.name === "warden.engine.v1.EngineService/Check",
    );
    const engineCaller = parentOf(engineCheck);
    expect(engineCaller).toMatchObject({ service: "gateway", kind: SPAN_KIND.client, name: "warden.engine.v1.EngineService/Check" });
    expect(parentOf(engineCaller!)?.spanId).toBe(root.spanId);

    // engine -> groups-config: the policy fetch is a groups-config server span under an engine client span.
    const policyFetch = one(
      spans,
      "groups-config server span called by the engine",
      (s) => s.service === "groups-config" && s.kind === SPAN_KIND.server && parentOf(s)?.service === "engine",
    );
    expect(policyFetch.name).toMatch(/^warden\.groups\.v1\.GroupsConfigService\//);
    expect(parentOf(policyFetch)).toMatchObject({ service: "engine", kind: SPAN_KIND.client });

    // The Kafka hop: the gateway's producer span is the parent of journal-analytics' consumer span.
    const producer = one(spans, "gateway producer span", (s) => s.service === "gateway" && s.kind === SPAN_KIND.producer);
    expect(producer.attributes["messaging.destination.name"]).toBe(TOPICS.apiDecisions);
    const consumer = one(spans, "journal-analytics consumer span", (s) => s.service === "journal-analytics" && s.kind === SPAN_KIND.consumer);
    expect(consumer.attributes["messaging.destination.name"]).toBe(TOPICS.apiDecisions);
    expect(consumer.parentSpanId).toBe(producer.spanId);

    // Every span of this trace comes from the four services, with their service.name resource.
    expect(new Set(spans.map((s) => s.service))).toEqual(new Set(["gateway", "engine", "groups-config", "journal-analytics"]));

    // The gateway's access log line of this request carries the same trace id.
    const logs = readdirSync(join(ROOT, ".reports", "e2e-logs")).filter((f) => f.startsWith(`${LABEL}-gateway-${stack.services.gateway!.port}`));
    expect(logs).toHaveLength(1);
    const lines = readFileSync(join(ROOT, ".reports", "e2e-logs", logs[0]!), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = lines.find((l) => l.trace_id === root.traceId);
    expect(access).toMatchObject({ service: "gateway", msg: "request", route: "/spam/check", status: 200, span_id: root.spanId });
    expect(JSON.stringify(lines)).not.toContain(stack.demo.key);
  });
});
