import { createPool, ping } from "@warden/db";
import { connectInBackground, createKafka, EventPublisher } from "@warden/kafka";
import { DispatcherService, EngineService, GroupsConfigService, JournalService } from "@warden/proto";
import { onShutdown, serviceClient } from "@warden/server";
import { createLogger, createRegistry, logCrashes, startTracing } from "@warden/telemetry";
import { Redis } from "ioredis";
import { createAdminApp } from "./admin/app.js";
import { withBatchedChecks } from "./engine-client.js";
import { createApp } from "./app.js";
import { createHttpServer } from "./http/server.js";
import { loadGatewayConfig } from "./config.js";
import { Limiter } from "./limiter.js";
import { migrateGateway } from "./migrations.js";
import { AccountStore } from "./store/accounts.js";
import { AccountEpochs } from "./store/epochs.js";
import { createDashboard } from "./dashboard/index.js";
import { DashboardSessions } from "./dashboard/sessions.js";

const SERVICE = "gateway";
const cfg = loadGatewayConfig();
const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);
// A crash (a failed start-up included) as one redacted JSON line on stderr, not a multi-line stack.
logCrashes(SERVICE);
const registry = createRegistry(SERVICE);

if (process.argv.includes("--migrate")) {
  // What runs (and a run waiting for another's lock, or for a table lock) in the Job's log.
  const applied = await migrateGateway(cfg.DATABASE_URL, cfg.DATABASE_SCHEMA, (m) => logger.info(m));
  logger.info({ applied }, "migrations applied");
  process.exit(0);
}

const pool = createPool({ connectionString: cfg.DATABASE_URL, schema: cfg.DATABASE_SCHEMA, max: cfg.DATABASE_POOL_MAX, applicationName: SERVICE, registry });
// Fail fast: a request must never wait on a Redis reconnect (the gateway answers 503 instead).
// Auto-pipelining writes the admission scripts of concurrent requests in one socket write (each
// script still runs atomically on its own).
const redis = new Redis(cfg.REDIS_URL, {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  enableAutoPipelining: true,
  connectTimeout: 2_000,
  lazyConnect: true,
});
redis.on("error", (err) => logger.warn({ err: err.message }, "redis error"));
const kafka = createKafka({ brokers: cfg.KAFKA_BROKERS, clientId: SERVICE, logger });
const publisher = new EventPublisher(kafka, { registry });

const timeout = { timeoutMs: cfg.UPSTREAM_TIMEOUT_MS };
const state = { draining: false };
const accounts = new AccountStore(pool, new AccountEpochs(redis, cfg.REDIS_KEY_PREFIX));
const groups = serviceClient(GroupsConfigService, cfg.GROUPS_CONFIG_URL, timeout);
const sessions = new DashboardSessions(redis, cfg.REDIS_KEY_PREFIX, {
  idleSeconds: cfg.DASHBOARD_SESSION_IDLE_S,
  absoluteSeconds: cfg.DASHBOARD_SESSION_MAX_S,
  loginLinkSeconds: cfg.DASHBOARD_LOGIN_LINK_TTL_S,
});
// The webhook dispatcher: the v1 webhook routes, and the account changes of the admin surface and the dashboard.
const dispatcher = serviceClient(DispatcherService, cfg.DISPATCHER_URL, timeout);
const dashboard = createDashboard({
  accounts,
  sessions,
  groups,
  webhooks: dispatcher,
  logger,
  config: {
    publicUrl: cfg.DASHBOARD_PUBLIC_URL,
    secureCookie: cfg.DASHBOARD_SECURE_COOKIE,
    botToken: cfg.TELEGRAM_BOT_TOKEN,
    botUsername: cfg.TELEGRAM_BOT_USERNAME,
  },
});
const app = createApp(
  {
    accounts,
    limiter: new Limiter(redis, cfg.REDIS_KEY_PREFIX),
    engine: withBatchedChecks(serviceClient(EngineService, cfg.ENGINE_URL, timeout)),
    groups,
    journal: serviceClient(JournalService, cfg.JOURNAL_URL, timeout),
    dispatcher,
    publisher,
    logger,
    registry,
    readiness: {
      postgres: () => ping(pool),
      kafka: async () => {
        if (!publisher.isConnected()) throw new Error("producer is not connected");
      },
      shutdown: async () => {
        if (state.draining) throw new Error("draining");
      },
    },
  },
  {
    keyCache: { maxEntries: cfg.KEY_CACHE_MAX_ENTRIES, ttlMs: cfg.KEY_CACHE_TTL_MS },
    accountTurns: {
      inProgress: cfg.ACCOUNT_REQUESTS_IN_PROGRESS,
      largeInProgress: cfg.ACCOUNT_LARGE_REQUESTS_IN_PROGRESS,
      waitMs: cfg.ACCOUNT_TURN_WAIT_MS,
    },
    dashboard,
  },
);

const server = createHttpServer(app, { headersTimeoutMs: cfg.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: cfg.HTTP_REQUEST_TIMEOUT_MS, logger });
await new Promise<void>((resolve) => server.listen(cfg.PORT, cfg.HOST, resolve));
logger.info({ port: cfg.PORT }, "gateway listening");
// The operator's admin surface: its own listener and port, only with ADMIN_TOKEN.
const adminServer = cfg.ADMIN_TOKEN
  ? createHttpServer(
      createAdminApp({ accounts, webhooks: dispatcher, token: cfg.ADMIN_TOKEN, logger, loginLinks: { sessions, publicUrl: cfg.DASHBOARD_PUBLIC_URL } }),
      {
        headersTimeoutMs: cfg.HTTP_HEADERS_TIMEOUT_MS,
        requestTimeoutMs: cfg.HTTP_REQUEST_TIMEOUT_MS,
        logger,
      },
    )
  : undefined;
if (adminServer) {
  await new Promise<void>((resolve) => adminServer.listen(cfg.ADMIN_PORT, cfg.ADMIN_HOST, resolve));
  logger.info({ port: cfg.ADMIN_PORT, host: cfg.ADMIN_HOST }, "admin surface listening");
} else logger.info("ADMIN_TOKEN is not set: the admin surface is off");
// Redis and Kafka connect after the port is open: /healthz answers at once, /readyz once they are
// up; meanwhile a check that cannot count or publish answers 503 with Retry-After.
redis.connect().catch((err) => logger.error({ err: err.message }, "redis not reachable at start"));
const kafkaStop = new AbortController();
void connectInBackground(() => publisher.connect(), { logger, what: "decision producer", signal: kafkaStop.signal });
onShutdown(
  logger,
  state,
  [
    // Both listeners drain at once: in-flight requests are answered (their decisions published), then Kafka is left.
    async () => Promise.all([server, adminServer].map((s) => s?.drain(cfg.SHUTDOWN_GRACE_MS))),
    async () => kafkaStop.abort(),
    () => publisher.disconnect(),
    async () => redis.disconnect(),
    () => pool.end(),
    () => tracing.shutdown(),
  ],
  cfg.SHUTDOWN_GRACE_MS,
);
