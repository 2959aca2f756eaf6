import { GroupsConfigService } from "@warden/proto";
import { listen, onShutdown, serviceClient } from "@warden/server";
import { createLogger, createRegistry, startTracing } from "@warden/telemetry";
import { loadEngineConfig } from "./config.js";
import { createEngine } from "./wiring.js";

const SERVICE = "engine";
const cfg = loadEngineConfig();
const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);
const registry = createRegistry(SERVICE);

const { handler, state } = createEngine({
  groups: serviceClient(GroupsConfigService, cfg.GROUPS_CONFIG_URL),
  registry,
  logger,
  policyCacheMax: cfg.POLICY_CACHE_MAX_GROUPS,
});
const server = await listen(handler, cfg.PORT);
logger.info({ port: server.port }, "engine listening");
onShutdown(logger, state, [() => server.close(cfg.SHUTDOWN_GRACE_MS), () => tracing.shutdown()], cfg.SHUTDOWN_GRACE_MS);
