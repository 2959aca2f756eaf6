import { createPool } from "@warden/db";
import { listen, onShutdown } from "@warden/server";
import { createLogger, createRegistry, startTracing } from "@warden/telemetry";
import { loadDispatcherConfig } from "./config.js";
import { migrateDispatcher } from "./migrations.js";
import { createServer } from "./server.js";

const SERVICE = "webhook-dispatcher";
const cfg = loadDispatcherConfig();
const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);
const registry = createRegistry(SERVICE);

if (process.argv.includes("--migrate")) {
  const applied = await migrateDispatcher(cfg.DATABASE_URL, cfg.DATABASE_SCHEMA);
  logger.info({ applied }, "migrations applied");
  process.exit(0);
}

const pool = createPool({ connectionString: cfg.DATABASE_URL, schema: cfg.DATABASE_SCHEMA, max: cfg.DATABASE_POOL_MAX, applicationName: SERVICE });
const { handler, state } = createServer({ pool, registry, logger });
const server = await listen(handler, cfg.PORT);
logger.info({ port: server.port }, "webhook-dispatcher listening");
onShutdown(logger, state, [() => server.close(cfg.SHUTDOWN_GRACE_MS), () => pool.end(), () => tracing.shutdown()], cfg.SHUTDOWN_GRACE_MS);
