import { describe, expect, it } from "vitest";
import { createRegistry, rpcMetrics } from "../src/metrics.js";

describe("rpcMetrics", () => {
  it("measures an RPC that waited out the AI provider's 3 s (within the callers' 5 s deadline) in a bucket of its own, not +Inf", async () => {
    const registry = createRegistry("test", { defaultMetrics: false });
    const m = rpcMetrics(registry);
    m.duration.observe({ procedure: "warden.engine.v1.EngineService/Check" }, 3.2);
    const text = await registry.metrics();
    expect(text).toMatch(/warden_rpc_duration_seconds_bucket\{le="2\.5"[^}]*\} 0/);
    expect(text).toMatch(/warden_rpc_duration_seconds_bucket\{le="5"[^}]*\} 1/);
  });
});
