import { GroupsConfigService, JournalService } from "@warden/proto";
import { listen, onShutdown, reachedOnce, serviceClient, upstreamAnswers } from "@warden/server";
import { createLogger, createRegistry, logCrashes, startTracing } from "@warden/telemetry";
import { Redis } from "ioredis";
import { RedisAiAllowance } from "./ai/allowance.js";
import { loadEngineConfig } from "./config.js";
import { casBanList, createEngine, openAiProvider } from "./wiring.js";

const SERVICE = "engine";
// A crash (a failed start-up included) as one redacted JSON line on stderr, not a multi-line stack.
logCrashes(SERVICE);
const cfg = loadEngineConfig();
const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);
const registry = createRegistry(SERVICE);

// Campaign signatures and the groups' daily AI allowance: a check never waits on a Redis reconnect
// (no offline queue), and a lookup slower than CAMPAIGN_TIMEOUT_MS is dropped, so Redis trouble only
// costs the signal (and the bot's AI asks, which cannot be counted meanwhile).
// Auto-pipelining writes the lookups of concurrent checks in one socket write (measured back to
// back: engine CPU per check 146 -> 55 µs; docs/campaigns.md#cost).
const redis = cfg.REDIS_URL
  ? new Redis(cfg.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, enableAutoPipelining: true, connectTimeout: 2_000, lazyConnect: true })
  : undefined;
if (redis) {
  let reported = false;
  redis.on("error", (err) => {
    if (!reported) logger.warn({ err: err.message }, "redis error: campaign signal and the bot's AI asks off until it is back");
    reported = true;
  });
  redis.on("ready", () => {
    if (reported) logger.info("redis back: campaign signal and the bot's AI asks on");
    reported = false;
  });
  // Not awaited: the engine listens at once; the campaign signal starts when Redis answers.
  redis.connect().catch((err) => logger.error({ err: err.message }, "redis not reachable at start; campaign signal and the bot's AI asks off until it is"));
}

const { handler, state } = createEngine({
  groups: serviceClient(GroupsConfigService, cfg.GROUPS_CONFIG_URL),
  journal: serviceClient(JournalService, cfg.JOURNAL_URL),
  banList: cfg.CAS_URL ? casBanList({ baseUrl: cfg.CAS_URL, timeoutMs: cfg.CAS_TIMEOUT_MS, ttlMs: cfg.CAS_CACHE_TTL_MS }) : undefined,
  ai:
    cfg.AI_PROVIDER === "openai"
      ? openAiProvider({ baseUrl: cfg.AI_OPENAI_BASE_URL, model: cfg.AI_OPENAI_MODEL, apiKey: cfg.AI_OPENAI_API_KEY, temperature: cfg.AI_OPENAI_TEMPERATURE })
      : cfg.AI_PROVIDER,
  aiTimeoutMs: cfg.AI_TIMEOUT_MS,
  // The bot's asks of the AI provider, counted per group and UTC day (ai/allowance.ts); a draw waits for Redis at most as long as for the provider.
  aiAllowance: redis ? new RedisAiAllowance(redis, { keyPrefix: cfg.REDIS_KEY_PREFIX, timeoutMs: cfg.AI_TIMEOUT_MS }) : undefined,
  registry,
  logger,
  policyCacheMax: cfg.POLICY_CACHE_MAX_GROUPS,
  feedbackCacheMax: cfg.FEEDBACK_CACHE_MAX_SCOPES,
  campaign: redis
    ? {
        redis,
        keyPrefix: cfg.REDIS_KEY_PREFIX,
        windowMs: cfg.CAMPAIGN_WINDOW_MS,
        minGroups: cfg.CAMPAIGN_MIN_GROUPS,
        minSenders: cfg.CAMPAIGN_MIN_SENDERS,
        timeoutMs: cfg.CAMPAIGN_TIMEOUT_MS,
      }
    : undefined,
  // Ready once groups-config has answered (policies); the journal only enriches CheckUser.
  readiness: { "groups-config": reachedOnce(upstreamAnswers(cfg.GROUPS_CONFIG_URL)) },
});
const server = await listen(handler, cfg.PORT, cfg.HOST);
logger.info({ port: server.port }, "engine listening");
onShutdown(
  logger,
  state,
  [() => server.close(cfg.SHUTDOWN_GRACE_MS), () => (redis ? redis.quit().catch(() => redis.disconnect()) : Promise.resolve()), () => tracing.shutdown()],
  cfg.SHUTDOWN_GRACE_MS,
);
