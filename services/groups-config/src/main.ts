import { createPool } from "@warden/db";
import { cursorSignerFrom, listen, onShutdown } from "@warden/server";
import { createLogger, createRegistry, logCrashes, startTracing } from "@warden/telemetry";
import { loadGroupsConfigConfig } from "./config.js";
import { migrateGroupsConfig } from "./migrations.js";
import { createServer } from "./server.js";

const SERVICE = "groups-config";
const cfg = loadGroupsConfigConfig();
const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);
// A crash (a failed start-up included) as one redacted JSON line on stderr, not a multi-line stack.
logCrashes(SERVICE);
const registry = createRegistry(SERVICE);

if (process.argv.includes("--migrate")) {
  // What runs (and a run waiting for another's lock, or for a table lock) in the Job's log.
  const applied = await migrateGroupsConfig(cfg.DATABASE_URL, cfg.DATABASE_SCHEMA, (m) => logger.info(m));
  logger.info({ applied }, "migrations applied");
  process.exit(0);
}

const pool = createPool({ connectionString: cfg.DATABASE_URL, schema: cfg.DATABASE_SCHEMA, max: cfg.DATABASE_POOL_MAX, applicationName: SERVICE, registry });
const { handler, state } = createServer({ pool, registry, logger, adminToken: cfg.ADMIN_TOKEN, cursors: cursorSignerFrom(cfg.CURSOR_SECRET, logger) });
if (!cfg.ADMIN_TOKEN) logger.warn("ADMIN_TOKEN is not set: the operator RPCs (GroupsAdminService) are refused");
const server = await listen(handler, cfg.PORT, cfg.HOST);
logger.info({ port: server.port }, "groups-config listening");
onShutdown(logger, state, [() => server.close(cfg.SHUTDOWN_GRACE_MS), () => pool.end(), () => tracing.shutdown()], cfg.SHUTDOWN_GRACE_MS);
