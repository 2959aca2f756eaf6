import { consumerRetryPolicy } from "@warden/config";
import { dashboardUrl } from "@warden/contract";
import { connectInBackground, consumersJoinedOnce, createKafka, EventPublisher } from "@warden/kafka";
import { EngineService, GroupsConfigService } from "@warden/proto";
import { Redis } from "ioredis";
import { listen, onShutdown, reachedOnce, serviceClient, upstreamAnswers } from "@warden/server";
import { counter, createLogger, createRegistry, gauge, logCrashes, startTracing } from "@warden/telemetry";
import { loadBotConfig } from "./config.js";
import { RedisEventSpill, SPILL_DRAIN_INTERVAL_MS, spillMetrics } from "./event-spill.js";
import { KafkaEventSink } from "./events.js";
import { LongPoller, registerWebhook, UpdatePipeline, webhookHandler, webhookSecret } from "./intake.js";
import { OcrPool } from "./moderation/ocr-pool.js";
import { setCommandMenu, welcomesPerSecond } from "./moderation/welcome.js";
import { Moderator } from "./moderator.js";
import { startNotificationConsumer } from "./notifications.js";
import { createServer } from "./server.js";
import { ActionQueue } from "./telegram/action-queue.js";
import { BotApi, redactToken } from "./telegram/client.js";
import type { User } from "./telegram/types.js";
import { journalMetrics, UpdateJournal } from "./update-journal.js";
import { UserLanguages } from "./user-languages.js";

const SERVICE = "bot";
// A crash (a failed start-up included) as one redacted JSON line on stderr, not a multi-line stack.
logCrashes(SERVICE);
const cfg = loadBotConfig();
const logger = createLogger(SERVICE, cfg.LOG_LEVEL);

if (!cfg.TELEGRAM_BOT_TOKEN) {
  // Without a token there is no bot to run; the rest of the system works without it.
  logger.warn("TELEGRAM_BOT_TOKEN is not set: the moderation bot stays off");
  process.exit(0);
}
const token = cfg.TELEGRAM_BOT_TOKEN;

const tracing = startTracing({ service: SERVICE, otlpEndpoint: cfg.OTEL_EXPORTER_OTLP_ENDPOINT });
const registry = createRegistry(SERVICE);
const api = new BotApi({ token, apiRoot: cfg.TELEGRAM_API_ROOT, timeoutMs: cfg.TELEGRAM_TIMEOUT_MS, registry });
const kafka = createKafka({ brokers: cfg.KAFKA_BROKERS, clientId: SERVICE, logger });
const publisher = new EventPublisher(kafka, { registry });
const outbox = new ActionQueue({
  api,
  logger,
  registry,
  concurrency: cfg.TELEGRAM_CONCURRENCY,
  globalMessagesPerSecond: cfg.TELEGRAM_MESSAGES_PER_SECOND,
  groupMessagesPerMinute: cfg.TELEGRAM_GROUP_MESSAGES_PER_MINUTE,
});

// Fail fast: an update never waits on a Redis reconnect; the state it reads is then treated as unknown.
const redis = new Redis(cfg.REDIS_URL, {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  enableAutoPipelining: true,
  connectTimeout: 2_000,
  // A Redis that accepts connections but never answers must not stall moderation: every command
  // (probation counts, behaviour windows, admin-loop references) gives up after a second.
  commandTimeout: 1_000,
  lazyConnect: true,
});
redis.on("error", (err) => logger.warn({ err: err.message }, "redis error"));
// The language of each user who starts the bot or adds it to a group: their private notices are written in it.
const userLanguages = new UserLanguages({
  redis,
  prefix: cfg.REDIS_KEY_PREFIX,
  logger,
  failures: counter(
    registry,
    "warden_bot_user_language_errors_total",
    "Redis operations on users' languages that failed (language_remember, language_read); a private notice was then written in English",
    ["operation"],
  ),
});
// Started now, awaited (at most connectTimeout) before updates are taken in, so the first updates
// after a start are counted for probation rather than finding the connection not yet open.
const redisConnected = redis.connect().catch((err) => logger.error({ err: err.message }, "redis not reachable at start"));

const webhookMode = cfg.TELEGRAM_WEBHOOK_URL !== undefined;
const secret = webhookSecret(token, cfg.TELEGRAM_WEBHOOK_SECRET);
let me: User | undefined;
let pipeline: UpdatePipeline | undefined;
let poller: LongPoller | undefined;
let webhookSet = false;
let onWebhook: ReturnType<typeof webhookHandler> | undefined;

const { handler, state } = createServer({
  registry,
  logger,
  readiness: {
    kafka: async () => {
      if (!publisher.isConnected()) throw new Error("producer is not connected");
      // Once joined, a Kafka outage does not take the bot out of its Service (Telegram's webhook POSTs need no Kafka to
      // be taken in); its membership is warden_kafka_consumer_joined.
      await notificationsJoined();
    },
    engine: reachedOnce(upstreamAnswers(cfg.ENGINE_URL)),
    "groups-config": reachedOnce(upstreamAnswers(cfg.GROUPS_CONFIG_URL)),
    telegram: async () => {
      if (!me) throw new Error("the Bot API has not answered getMe yet");
      if (webhookMode && !webhookSet) throw new Error("the webhook is not registered yet");
      if (poller && !poller.lastPollOk) throw new Error("getUpdates is failing");
    },
  },
  webhook: webhookMode
    ? async (req, res) => {
        if (!onWebhook || state.draining) {
          (res as import("node:http").ServerResponse).writeHead(503, { "retry-after": "1" });
          res.end();
          return;
        }
        await onWebhook!(req, res);
      }
    : undefined,
});
// The consumer joins its group and the producer connects in the background: the port (and /healthz)
// answers at once, /readyz once they are up.
const notifications = startNotificationConsumer({
  kafka,
  outbox,
  logger,
  languages: userLanguages,
  registry,
  sessionTimeout: cfg.KAFKA_SESSION_TIMEOUT_MS,
  retry: consumerRetryPolicy(cfg),
});
const notificationsJoined = consumersJoinedOnce([notifications], registry);
const kafkaStop = new AbortController();
void connectInBackground(() => publisher.connect(), { logger, what: "decision and chat event producer", signal: kafkaStop.signal });
const server = await listen(handler, cfg.PORT, cfg.HOST);
logger.info({ port: server.port, apiRoot: redactToken(cfg.TELEGRAM_API_ROOT), mode: webhookMode ? "webhook" : "long polling" }, "bot listening");

/** Calls the Bot API until it answers: the bot cannot do anything useful before. */
async function untilAnswered<T>(what: string, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      const wait = Math.min(10_000, 250 * 2 ** Math.min(attempt - 1, 6));
      logger.warn({ err: (err as Error).message, wait_ms: wait }, `${what} failed; trying again`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

// Text in photos: the workers load their languages in the background; a missing traineddata is logged, not fatal.
const ocrPool =
  cfg.BOT_OCR_WORKERS > 0 ? new OcrPool({ workers: cfg.BOT_OCR_WORKERS, langPath: cfg.BOT_OCR_LANG_PATH, langs: cfg.BOT_OCR_LANGS, logger }) : undefined;
ocrPool?.warm().catch(() => undefined);

me = await untilAnswered("getMe", () => api.call("getMe", {}));
logger.info({ bot_id: me.id, username: me.username }, "bot identity");
// The menu the apps show on "/": in the background, a refusal only logged.
void setCommandMenu(api, logger);

// What the bot cannot publish while Kafka is down is kept in Redis and published once it is back.
const spill = new RedisEventSpill(redis, cfg.REDIS_KEY_PREFIX, {
  metrics: spillMetrics(registry),
  onLost: (eventIds, why) => logger.error({ event_ids: eventIds }, `unpublished records lost: ${why}`),
});
const events = new KafkaEventSink(publisher, logger, { spill });
const drainSpill = setInterval(() => {
  events.drainSpill().catch((err) => logger.warn({ err }, "kept records not published yet; trying again"));
}, SPILL_DRAIN_INTERVAL_MS);
drainSpill.unref();

const moderator = new Moderator({
  engine: serviceClient(EngineService, cfg.ENGINE_URL, { timeoutMs: cfg.UPSTREAM_TIMEOUT_MS }),
  groups: serviceClient(GroupsConfigService, cfg.GROUPS_CONFIG_URL, { timeoutMs: cfg.UPSTREAM_TIMEOUT_MS }),
  api,
  outbox,
  events,
  logger,
  registry,
  bot: me,
  redis,
  redisPrefix: cfg.REDIS_KEY_PREFIX,
  settingsTtlMs: cfg.BOT_SETTINGS_TTL_MS,
  adminsTtlMs: cfg.BOT_ADMINS_TTL_MS,
  dashboardUrl: cfg.DASHBOARD_PUBLIC_URL && dashboardUrl(cfg.DASHBOARD_PUBLIC_URL),
  userLanguages,
  welcomesPerSecond: welcomesPerSecond(cfg.TELEGRAM_MESSAGES_PER_SECOND),
  engineConcurrency: cfg.BOT_ENGINE_CONCURRENCY,
  ocr: ocrPool && {
    pool: ocrPool,
    files: api,
    limits: { deadlineMs: cfg.BOT_OCR_DEADLINE_MS, maxFileBytes: cfg.BOT_OCR_MAX_FILE_BYTES, maxPixels: cfg.BOT_OCR_MAX_PIXELS },
  },
});
await redisConnected;
// Every update held is kept in Redis until it is done; what a stopped process (a crash, a shutdown
// out of time, on this pod or another replica) left is taken over and handled here.
const journal = new UpdateJournal(redis, cfg.REDIS_KEY_PREFIX, { logger, metrics: journalMetrics(registry) });
pipeline = new UpdatePipeline((u) => moderator.handle(u), {
  maxHeld: cfg.BOT_MAX_HELD_UPDATES,
  perChatInFlight: cfg.BOT_MAX_IN_FLIGHT_PER_CHAT,
  perChatHeld: cfg.BOT_MAX_HELD_PER_CHAT,
  maxJournalOnly: cfg.BOT_MAX_JOURNAL_ONLY,
  journal,
});
gauge(
  registry,
  "warden_bot_updates_held",
  "Telegram updates the bot holds, running or waiting: in memory (where=memory; intake waits at BOT_MAX_HELD_UPDATES), or a flooded chat's kept in the update journal only (where=journal; at most BOT_MAX_JOURNAL_ONLY)",
  {
    labelNames: ["where"],
    collect() {
      const b = pipeline!.backlog();
      this.set({ where: "memory" }, b.held - b.journalOnly);
      this.set({ where: "journal" }, b.journalOnly);
    },
  },
);
// Counted by the journal (warden_bot_update_journal_failures_total, operation "load").
pipeline.onLost = (updateId) => logger.error({ update_id: updateId }, "an update kept in the update journal only could not be read back: not handled here");
// The lease is taken and left-over updates admitted before anything new is taken in.
await journal.start(pipeline);
onWebhook = webhookHandler(pipeline, secret, logger);

if (webhookMode) {
  await untilAnswered("setWebhook", () => registerWebhook(api, cfg.TELEGRAM_WEBHOOK_URL!, secret));
  webhookSet = true;
  logger.info("webhook registered");
} else {
  // getUpdates answers 409 while a webhook is set.
  await untilAnswered("deleteWebhook", () => api.call("deleteWebhook", {}));
  poller = new LongPoller(api, pipeline, logger, { timeoutS: cfg.TELEGRAM_POLL_TIMEOUT_S });
  poller.start();
}

onShutdown(
  logger,
  state,
  [
    async () => poller?.stop(),
    // Photos waiting for a second look stay judged on their caption.
    async () => moderator.stop(),
    // No more takeovers; the lease is still renewed while the pipeline drains.
    async () => journal.stopSweeping(),
    async () => clearInterval(drainSpill),
    () => notifications.stop(),
    async () => {
      // A flooded chat's updates kept in the journal only stay there for the next process.
      pipeline!.stopReadingBack();
      if (!(await pipeline!.drain(cfg.SHUTDOWN_GRACE_MS / 2))) logger.warn({ ...pipeline!.backlog() }, "updates still in flight at shutdown");
    },
    // Drained: the journal is emptied and the lease released. Not drained: both stay, and another
    // process replays what is left once the lease expires. Before Redis is disconnected.
    () => journal.close(),
    async () => {
      if (!(await outbox.drain(cfg.SHUTDOWN_GRACE_MS / 2))) logger.warn({ pending: outbox.size }, "Bot API calls still queued at shutdown");
    },
    () => server.close(1_000),
    async () => ocrPool?.close(),
    async () => api.close(),
    async () => kafkaStop.abort(),
    () => publisher.disconnect(),
    async () => void redis.disconnect(),
    () => tracing.shutdown(),
  ],
  cfg.SHUTDOWN_GRACE_MS,
);
