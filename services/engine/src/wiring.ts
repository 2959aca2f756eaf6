import type { Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import type { Logger, Registry } from "@warden/telemetry";
import { aiUnavailable, engineMetrics } from "./deps.js";
import { firstRuleDetector } from "./first-rule.js";
import { PolicyCache } from "./policy-cache.js";
import { createServer } from "./server.js";

/** The engine as main.ts runs it: detector, policy cache and AI provider wired to the server. */
export function createEngine(opts: { groups: Client<typeof GroupsConfigService>; registry: Registry; logger: Logger; policyCacheMax?: number }) {
  const detector = firstRuleDetector();
  const policies = new PolicyCache(opts.groups, (p) => p, opts.policyCacheMax ?? 10_000);
  return createServer({
    registry: opts.registry,
    logger: opts.logger,
    policies,
    detect: (text, policy, sender) => detector.detect(text, policy, sender),
    ai: aiUnavailable,
    metrics: engineMetrics(opts.registry),
    readiness: {},
  });
}
