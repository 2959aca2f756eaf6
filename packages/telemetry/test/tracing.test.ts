import http from "node:http";
import type { AddressInfo } from "node:net";
import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { startTracing } from "../src/index.js";

describe("startTracing", () => {
  it("records nothing when spans have nowhere to go, but still gives trace and span ids", async () => {
    const t = startTracing({ service: "test" });
    const span = t.provider.getTracer("t").startSpan("request");
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.spanContext().traceId).not.toBe("0".repeat(32));
    span.end();
    await t.shutdown();
  });

  it("records and exports spans when an exporter is given", async () => {
    const exporter = new InMemorySpanExporter();
    const t = startTracing({ service: "test", exporter });
    const span = t.provider.getTracer("t").startSpan("request");
    expect(span.isRecording()).toBe(true);
    span.end();
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(["request"]);
    await t.shutdown();
  });
});

describe("startTracing, shutdown", () => {
  it("resolves within its bound while the collector accepts the export and never answers", async () => {
    const silent = http.createServer((req) => req.resume());
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const t = startTracing({ service: "test", otlpEndpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, shutdownMs: 200 });
      t.provider.getTracer("t").startSpan("request").end();
      const started = Date.now();
      await t.shutdown();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
