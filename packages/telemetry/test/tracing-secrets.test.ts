import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import { afterAll, describe, expect, it } from "vitest";
import { startTracing, trace, withSpan } from "../src/index.js";

// withSpan takes the global tracer provider: this file's, whatever another file of the worker registered before.
trace.disable();
const exporter = new InMemorySpanExporter();
const tracing = startTracing({ service: "test", exporter });
afterAll(() => tracing.shutdown());

describe("withSpan, a failure", () => {
  it("records the exception and the status without the secrets the error's texts quote", async () => {
    const token = `123456789:${"B".repeat(35)}`;
    const err = new Error(`GET https://user:url-PASS-1@api.example/bot${token}/getFile: socket hang up`);
    await expect(withSpan("call", {}, async () => Promise.reject(err))).rejects.toBe(err);
    await tracing.provider.forceFlush();
    const span = exporter.getFinishedSpans().find((s) => s.name === "call")!;
    const text = JSON.stringify({ status: span.status, events: span.events });
    expect(text).not.toContain("url-PASS-1");
    expect(text).not.toContain("B".repeat(35));
    expect(span.status.message).toContain("socket hang up");
    expect(span.events[0]!.attributes!["exception.type"]).toBe("Error");
    expect(String(span.events[0]!.attributes!["exception.stacktrace"])).toContain("[redacted-bot-token]");
  });
});
