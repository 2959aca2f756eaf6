import { createPool } from "@warden/db";
import { consumersJoinedOnce, createKafka } from "@warden/kafka";
import { listen, onShutdown, cursorSignerFrom } from "@warden/server";
import { createLogger, createRegistry, logCrashes, startTracing } from "@warden/telemetry";
import { consumerRetryPolicy } from "@warden/config";
import { loadJournalConfig } from "./config.js";
import { startChatEventConsumer, startDecisionConsumer } from "./consumer.js";
import { migrateJournal } from "./migrations.js";
import { startRetentionSchedule } from "./retention.js";
import { createServer } from "./server.js";
import { JournalStore } from "./store.js";

const SERVICE = "journal-analytics";
const cfg = loadJournalConfig();
const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);
// A crash (a failed start-up included) as one redacted JSON line on stderr, not a multi-line stack.
logCrashes(SERVICE);
const registry = createRegistry(SERVICE);

if (process.argv.includes("--migrate")) {
  // What runs (and a run waiting for another's lock, or for a table lock) in the Job's log.
  const applied = await migrateJournal(cfg.DATABASE_URL, cfg.DATABASE_SCHEMA, (m) => logger.info(m));
  logger.info({ applied }, "migrations applied");
  process.exit(0);
}

const pool = createPool({ connectionString: cfg.DATABASE_URL, schema: cfg.DATABASE_SCHEMA, max: cfg.DATABASE_POOL_MAX, applicationName: SERVICE, registry });
const kafka = createKafka({ brokers: cfg.KAFKA_BROKERS, clientId: cfg.KAFKA_CLIENT_ID, logger });
const readPool = createPool({
  connectionString: cfg.DATABASE_URL,
  schema: cfg.DATABASE_SCHEMA,
  max: cfg.JOURNAL_READ_POOL_MAX,
  applicationName: `${SERVICE}-reads`,
  statementTimeoutMs: cfg.JOURNAL_READ_TIMEOUT_MS,
  registry,
  name: "reads",
});
const store = new JournalStore(pool, { retentionMonths: cfg.JOURNAL_RETENTION_MONTHS, readPool });

// Listen first: /healthz answers at once, /readyz says 503 until both consumer groups have joined once
// (which takes up to a session timeout after a crash), and not again for Kafka afterwards. Nothing below blocks the start.
const consumerOpts = { kafka, store, logger, registry, sessionTimeout: cfg.KAFKA_SESSION_TIMEOUT_MS, retry: consumerRetryPolicy(cfg) };
const decisions = startDecisionConsumer(consumerOpts);
const chatEvents = startChatEventConsumer(consumerOpts);
const { handler, state } = createServer({
  pool,
  registry,
  logger,
  store,
  cursors: cursorSignerFrom(cfg.CURSOR_SECRET, logger),
  readiness: { kafka: consumersJoinedOnce([decisions, chatEvents], registry) },
});
const server = await listen(handler, cfg.PORT, cfg.HOST);
logger.info({ port: server.port }, "journal-analytics listening");
// Retention also pre-creates next month's partitions; inserts create a missing partition themselves.
const retention = startRetentionSchedule({ store, logger, intervalMs: cfg.JOURNAL_RETENTION_INTERVAL_MS });
onShutdown(
  logger,
  state,
  [
    () => server.close(cfg.SHUTDOWN_GRACE_MS),
    async () => retention.stop(),
    () => chatEvents.stop(),
    () => decisions.stop(),
    () => pool.end(),
    () => readPool.end(),
    () => tracing.shutdown(),
  ],
  cfg.SHUTDOWN_GRACE_MS,
);
