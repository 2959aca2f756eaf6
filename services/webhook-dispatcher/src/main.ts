import { createPool } from "@warden/db";
import { consumerRetryPolicy } from "@warden/config";
import { connectInBackground, consumersJoinedOnce, createKafka, EventPublisher } from "@warden/kafka";
import { GroupsConfigService } from "@warden/proto";
import { cursorSignerFrom, listen, onShutdown, reachedOnce, serviceClient, upstreamAnswers } from "@warden/server";
import { createLogger, createRegistry, logCrashes, startTracing } from "@warden/telemetry";
import { DAY_MS, loadDispatcherConfig } from "./config.js";
import { startEventConsumer, startRetryConsumer } from "./consumers.js";
import { DeliveryTransport } from "./deliver.js";
import { WebhookDispatcher } from "./dispatch.js";
import { CachedGroupAccounts } from "./group-accounts.js";
import { dispatcherMetrics } from "./metrics.js";
import { migrateDispatcher } from "./migrations.js";
import { kafkaNoticeSink } from "./notices.js";
import { KafkaTaskQueue } from "./retry-topics.js";
import { createServer } from "./server.js";
import { DeliveryStore, EndpointStore } from "./store.js";
import { createSystemResolver, DestinationPolicy } from "./url-safety.js";

const SERVICE = "webhook-dispatcher";
const NOTICE_SWEEP_MS = 60_000;
const RETENTION_SWEEP_MS = 3_600_000;
const cfg = loadDispatcherConfig();
const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);
// A crash (a failed start-up included) as one redacted JSON line on stderr, not a multi-line stack.
logCrashes(SERVICE);
const registry = createRegistry(SERVICE);

if (process.argv.includes("--migrate")) {
  // What runs (and a run waiting for another's lock, or for a table lock) in the Job's log.
  const applied = await migrateDispatcher(cfg.DATABASE_URL, cfg.DATABASE_SCHEMA, (m) => logger.info(m));
  logger.info({ applied }, "migrations applied");
  process.exit(0);
}

const pool = createPool({ connectionString: cfg.DATABASE_URL, schema: cfg.DATABASE_SCHEMA, max: cfg.DATABASE_POOL_MAX, applicationName: SERVICE, registry });
const endpoints = new EndpointStore(pool);
const deliveries = new DeliveryStore(pool);
const metrics = dispatcherMetrics(registry, { disabledEndpoints: () => endpoints.countDisabled() });
const kafka = createKafka({ brokers: cfg.KAFKA_BROKERS, clientId: cfg.KAFKA_CLIENT_ID, logger });
const tasks = new KafkaTaskQueue(kafka);
const publisher = new EventPublisher(kafka, { registry });

const notices = kafkaNoticeSink(publisher);

const policy = new DestinationPolicy({
  allowHttp: cfg.WEBHOOK_ALLOW_HTTP,
  allowedNetworks: cfg.WEBHOOK_ALLOWED_NETWORKS,
  dnsTimeoutMs: cfg.WEBHOOK_DNS_TIMEOUT_MS,
  allowedPorts: cfg.WEBHOOK_ALLOWED_PORTS,
});
// DNS through c-ares: a lookup that never ends holds no threadpool thread (see createSystemResolver).
const resolver = createSystemResolver({ timeoutMs: cfg.WEBHOOK_DNS_TIMEOUT_MS });
const transport = new DeliveryTransport({ policy, resolver, timeoutMs: cfg.WEBHOOK_TIMEOUT_MS });
const dispatcher = new WebhookDispatcher({
  endpoints,
  deliveries,
  groups: new CachedGroupAccounts(serviceClient(GroupsConfigService, cfg.GROUPS_CONFIG_URL), cfg.GROUP_ACCOUNTS_CACHE_MS),
  transport,
  tasks,
  notices,
  scheduleMs: cfg.WEBHOOK_RETRY_SCHEDULE_MS,
  disableAfterMs: cfg.WEBHOOK_DISABLE_AFTER_MS,
  concurrency: cfg.WEBHOOK_CONCURRENCY,
  slowMs: cfg.WEBHOOK_SLOW_MS,
  endpointConcurrency: cfg.WEBHOOK_ENDPOINT_CONCURRENCY,
  metrics,
  logger,
});

// Nothing here waits for Kafka: the port (and /healthz) answers at once; /readyz once the producers
// are connected and both consumer groups have joined once (not asked again afterwards).
const kafkaStop = new AbortController();
void connectInBackground(() => tasks.connect(), { logger, what: "retry task producer", signal: kafkaStop.signal });
void connectInBackground(() => publisher.connect(), { logger, what: "notice producer", signal: kafkaStop.signal });
const consumerOpts = { kafka, dispatcher, logger, metrics, registry, sessionTimeout: cfg.KAFKA_SESSION_TIMEOUT_MS, retry: consumerRetryPolicy(cfg) };
const events = startEventConsumer(consumerOpts);
const retries = startRetryConsumer(consumerOpts);
const consumersJoined = consumersJoinedOnce([events, retries], registry);

// Owners of endpoints disabled while the notice could not be published are told on the next sweep.
const sweep = setInterval(() => {
  dispatcher.sendDisableNotices().catch((err) => logger.warn({ err }, "disable notice sweep failed"));
}, NOTICE_SWEEP_MS);
sweep.unref();

// The delivery history keeps WEBHOOK_DELIVERY_RETENTION_DAYS: checked at start-up and hourly (one run at a time).
let pruning: Promise<void> | undefined;
const prune = () => {
  pruning ??= deliveries
    .deleteOlderThan(new Date(Date.now() - cfg.WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS))
    .then(
      (deleted) => void (deleted > 0 && logger.info({ deleted, days: cfg.WEBHOOK_DELIVERY_RETENTION_DAYS }, "delivery history pruned")),
      (err: unknown) => logger.warn({ err }, "delivery history pruning failed; trying again at the next sweep"),
    )
    .finally(() => (pruning = undefined));
};
prune();
const retentionSweep = setInterval(prune, RETENTION_SWEEP_MS);
retentionSweep.unref();

const { handler, state } = createServer({
  pool,
  registry,
  logger,
  dispatcher,
  policy,
  resolver,
  cursors: cursorSignerFrom(cfg.CURSOR_SECRET, logger),
  attemptTimeoutMs: cfg.WEBHOOK_TIMEOUT_MS,
  readiness: {
    kafka: async () => {
      // Once joined, a Kafka outage does not take the pods out of the Service (endpoint CRUD needs PostgreSQL only);
      // the consumers' membership is warden_kafka_consumer_joined.
      await consumersJoined();
      if (!tasks.isConnected() || !publisher.isConnected()) throw new Error("producers are not connected");
    },
    // The fan-out asks groups-config which accounts reach a group.
    "groups-config": reachedOnce(upstreamAnswers(cfg.GROUPS_CONFIG_URL)),
  },
});
const server = await listen(handler, cfg.PORT, cfg.HOST);
logger.info({ port: server.port, retry_schedule_ms: cfg.WEBHOOK_RETRY_SCHEDULE_MS }, "webhook-dispatcher listening");
onShutdown(
  logger,
  state,
  [
    () => server.close(cfg.SHUTDOWN_GRACE_MS),
    async () => {
      clearInterval(sweep);
      clearInterval(retentionSweep);
      await pruning;
    },
    // Both at once: while one finished its deliveries in flight, the other would take and start new attempts, and the
    // two waits in a row (up to WEBHOOK_TIMEOUT_MS each) could pass the hard exit, cutting an attempt sent twice later.
    () => Promise.all([events.stop(), retries.stop()]),
    async () => kafkaStop.abort(),
    () => tasks.disconnect(),
    () => publisher.disconnect(),
    () => pool.end(),
    () => tracing.shutdown(),
  ],
  cfg.SHUTDOWN_GRACE_MS,
);
