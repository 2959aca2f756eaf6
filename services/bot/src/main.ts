import { createKafka, EventPublisher } from "@warden/kafka";
import { listen, onShutdown } from "@warden/server";
import { createLogger, createRegistry, startTracing } from "@warden/telemetry";
import { loadBotConfig } from "./config.js";
import { createServer } from "./server.js";

const SERVICE = "bot";
const cfg = loadBotConfig();
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);

if (!cfg.TELEGRAM_BOT_TOKEN) {
  // Without a token there is no bot to run; the rest of the system works without it.
  logger.warn("TELEGRAM_BOT_TOKEN is not set: the moderation bot stays off");
  process.exit(0);
}

const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const registry = createRegistry(SERVICE);
const kafka = createKafka({ brokers: cfg.KAFKA_BROKERS, clientId: SERVICE, logger });
const publisher = new EventPublisher(kafka, { registry });
await publisher.connect();
const { handler, state } = createServer({
  registry,
  logger,
  readiness: {
    kafka: async () => {
      if (!publisher.isConnected()) throw new Error("producer is not connected");
    },
  },
});
const server = await listen(handler, cfg.PORT);
logger.info({ port: server.port, apiRoot: cfg.TELEGRAM_API_ROOT }, "bot listening");
onShutdown(logger, state, [() => server.close(cfg.SHUTDOWN_GRACE_MS), () => publisher.disconnect(), () => tracing.shutdown()], cfg.SHUTDOWN_GRACE_MS);
