import { GroupsConfigService } from "@warden/proto";
import { listen, onShutdown, serviceClient } from "@warden/server";
import { createLogger, createRegistry, startTracing } from "@warden/telemetry";
import { loadEngineConfig } from "./config.js";
import { aiUnavailable, engineMetrics } from "./deps.js";
import { firstRuleDetector } from "./first-rule.js";
import { PolicyCache } from "./policy-cache.js";
import { createServer } from "./server.js";

const SERVICE = "engine";
const cfg = loadEngineConfig();
const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);
const registry = createRegistry(SERVICE);

const groups = serviceClient(GroupsConfigService, cfg.GROUPS_CONFIG_URL);
const detector = firstRuleDetector();
const policies = new PolicyCache(groups, (p) => p, cfg.POLICY_CACHE_MAX_GROUPS);
const { handler, state } = createServer({
  registry,
  logger,
  policies,
  detect: (text, policy, sender) => detector.detect(text, policy, sender),
  ai: aiUnavailable,
  metrics: engineMetrics(registry),
  readiness: {},
});
const server = await listen(handler, cfg.PORT);
logger.info({ port: server.port }, "engine listening");
onShutdown(logger, state, [() => server.close(cfg.SHUTDOWN_GRACE_MS), () => tracing.shutdown()], cfg.SHUTDOWN_GRACE_MS);
