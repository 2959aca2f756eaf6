import { create } from "@bufbuild/protobuf";
import { AiResultSchema, AiStatus, type AiResult } from "@warden/proto";
import { prom, type Registry } from "@warden/telemetry";
import type { Detection, Policy, Sender } from "./detector.js";

/** A group policy in the form the detector runs (compiled once per policy version). */
export type RunnablePolicy = Policy;

export interface EngineDeps {
  policies: { get(groupId: number): Promise<RunnablePolicy> };
  detect(text: string, policy: RunnablePolicy | undefined, sender: Sender | undefined): Detection;
  ai(text: string): Promise<AiResult>;
  metrics: { observe(verdict: string, seconds: number): void };
}

export function engineMetrics(registry: Registry): EngineDeps["metrics"] {
  const verdicts = new prom.Counter({
    name: "warden_engine_verdicts_total",
    help: "Engine verdicts, by verdict",
    labelNames: ["verdict"] as const,
    registers: [registry],
  });
  const latency = new prom.Histogram({
    name: "warden_engine_check_duration_seconds",
    help: "Time to score one text (excluding policy fetch)",
    buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05],
    registers: [registry],
  });
  return {
    observe(verdict, seconds) {
      verdicts.inc({ verdict });
      latency.observe(seconds);
    },
  };
}

export const aiUnavailable = async (): Promise<AiResult> =>
  create(AiResultSchema, { status: AiStatus.UNAVAILABLE, reason: "no AI provider configured" });
