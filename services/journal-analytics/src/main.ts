import { createPool } from "@warden/db";
import { createKafka } from "@warden/kafka";
import { listen, onShutdown, cursorSignerFrom } from "@warden/server";
import { createLogger, createRegistry, startTracing } from "@warden/telemetry";
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
const registry = createRegistry(SERVICE);

if (process.argv.includes("--migrate")) {
  const applied = await migrateJournal(cfg.DATABASE_URL, cfg.DATABASE_SCHEMA);
  logger.info({ applied }, "migrations applied");
  process.exit(0);
}

const pool = createPool({ connectionString: cfg.DATABASE_URL, schema: cfg.DATABASE_SCHEMA, max: cfg.DATABASE_POOL_MAX, applicationName: SERVICE });
const kafka = createKafka({ brokers: cfg.KAFKA_BROKERS, clientId: cfg.KAFKA_CLIENT_ID, logger });
const store = new JournalStore(pool, { retentionMonths: cfg.JOURNAL_RETENTION_MONTHS });
const retention = startRetentionSchedule({ store, logger, intervalMs: cfg.JOURNAL_RETENTION_INTERVAL_MS });
await retention.firstRun;
const decisions = await startDecisionConsumer({ kafka, store, logger, registry });
const chatEvents = await startChatEventConsumer({ kafka, store, logger, registry });
const { handler, state } = createServer({
  pool,
  registry,
  logger,
  store,
  cursors: cursorSignerFrom(cfg.CURSOR_SECRET, logger),
  readiness: {
    kafka: async () => {
      if (!decisions.isRunning()) throw new Error("decision consumer is not running");
      if (!chatEvents.isRunning()) throw new Error("chat event consumer is not running");
    },
  },
});
const server = await listen(handler, cfg.PORT);
logger.info({ port: server.port }, "journal-analytics listening");
onShutdown(
  logger,
  state,
  [
    () => server.close(cfg.SHUTDOWN_GRACE_MS),
    async () => retention.stop(),
    () => chatEvents.stop(),
    () => decisions.stop(),
    () => pool.end(),
    () => tracing.shutdown(),
  ],
  cfg.SHUTDOWN_GRACE_MS,
);
