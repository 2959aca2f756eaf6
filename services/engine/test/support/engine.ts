import { create } from "@bufbuild/protobuf";
import type { Client } from "@connectrpc/connect";
import { PLAN_QUOTAS } from "@warden/contract";
import { EngineService, GetPolicyResponseSchema, type GetPolicyResponse, RuleKind } from "@warden/proto";
import { listen, serviceClient, type RunningServer } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { createEngine, type EngineOptions } from "../../src/wiring.js";

/** An engine served on a loopback port with a fresh registry and a silent logger, and a client of it. */
export async function serveEngine(
  name: string,
  opts: Omit<EngineOptions, "registry" | "logger">,
): Promise<{ server: RunningServer; engine: Client<typeof EngineService> }> {
  const { handler } = createEngine({ ...opts, registry: createRegistry(name, { defaultMetrics: false }), logger: createLogger("test", "silent") });
  const server = await listen(handler, 0, "127.0.0.1");
  return { server, engine: serviceClient(EngineService, `http://127.0.0.1:${server.port}`) };
}

/**
 * GetPolicy's answer for a Pro group with `ai_enabled`, thresholds 40 and 70, and one custom rule "zorblax" weighing 50:
 * a text with "zorblax" lands between the thresholds (`suspicious`), so the bot asks the AI provider about it.
 * `changed` false answers "unchanged" (no settings, no rules), as groups-config does for a version the engine holds.
 */
export function zorblaxPolicy(fields: Partial<Pick<GetPolicyResponse, "groupId" | "version" | "changed" | "ownerTelegramUserId">> = {}): GetPolicyResponse {
  const changed = fields.changed ?? true;
  return create(GetPolicyResponseSchema, {
    version: 1n,
    ...fields,
    changed,
    ...(changed && {
      settings: { spamThreshold: 70, suspiciousThreshold: 40, aiEnabled: true, aiDaily: PLAN_QUOTAS.pro.aiDaily },
      rules: [{ id: "rule_z", name: "zorblax", kind: RuleKind.KEYWORD, pattern: "zorblax", weight: 50, enabled: true }],
    }),
  });
}
