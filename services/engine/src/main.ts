import { GroupsConfigService, JournalService } from "@warden/proto";
import { listen, onShutdown, serviceClient } from "@warden/server";
import { createLogger, createRegistry, startTracing } from "@warden/telemetry";
import { loadEngineConfig } from "./config.js";
import { casBanList, createEngine, openAiProvider } from "./wiring.js";

const SERVICE = "engine";
const cfg = loadEngineConfig();
const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);
const registry = createRegistry(SERVICE);

const { handler, state } = createEngine({
  groups: serviceClient(GroupsConfigService, cfg.GROUPS_CONFIG_URL),
  journal: serviceClient(JournalService, cfg.JOURNAL_URL),
  banList: cfg.CAS_URL ? casBanList({ baseUrl: cfg.CAS_URL, timeoutMs: cfg.CAS_TIMEOUT_MS, ttlMs: cfg.CAS_CACHE_TTL_MS }) : undefined,
  ai:
    cfg.AI_PROVIDER === "openai"
      ? openAiProvider({ baseUrl: cfg.AI_OPENAI_BASE_URL, model: cfg.AI_OPENAI_MODEL, apiKey: cfg.AI_OPENAI_API_KEY })
      : cfg.AI_PROVIDER,
  aiTimeoutMs: cfg.AI_TIMEOUT_MS,
  registry,
  logger,
  policyCacheMax: cfg.POLICY_CACHE_MAX_GROUPS,
  feedbackCacheMax: cfg.FEEDBACK_CACHE_MAX_SCOPES,
});
const server = await listen(handler, cfg.PORT);
logger.info({ port: server.port }, "engine listening");
onShutdown(logger, state, [() => server.close(cfg.SHUTDOWN_GRACE_MS), () => tracing.shutdown()], cfg.SHUTDOWN_GRACE_MS);
