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
