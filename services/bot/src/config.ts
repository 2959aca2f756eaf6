import { commonEnv, env, kafkaConsumerEnv, loadConfig, UPSTREAM_TIMEOUT_DEFAULT_MS, z } from "@warden/config";

/** Where Debian's tesseract-ocr-eng / tesseract-ocr-rus put their traineddata (tessdata_fast models). */
export const DEBIAN_TESSDATA = "/usr/share/tesseract-ocr/5/tessdata";

/** The intake's bounds (BOT_MAX_HELD_UPDATES, BOT_MAX_IN_FLIGHT_PER_CHAT): see UpdatePipeline. */
export const INTAKE_DEFAULTS = { maxHeld: 10_000, perChatInFlight: 64, perChatHeld: 2_000, maxJournalOnly: 100_000 } as const;

export const schema = z.object({
  ...commonEnv,
  PORT: env.port(50055),
  HOST: env.listenHost(),
  TELEGRAM_BOT_TOKEN: env.telegramBotToken(),
  TELEGRAM_API_ROOT: z.string().url().default("https://api.telegram.org"),
  /** Set: webhook mode (Telegram pushes to this HTTPS URL, which must reach POST /telegram/webhook). Unset: long polling. */
  TELEGRAM_WEBHOOK_URL: z.string().url().optional(),
  /** Secret Telegram presents on every webhook push; derived from the token when unset (stable across replicas). */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, "16 to 256 characters of A-Z a-z 0-9 _ -")
    .optional(),
  /** Long-poll timeout of getUpdates, in seconds. */
  TELEGRAM_POLL_TIMEOUT_S: env.int(25, 0, 50),
  /** Deadline of one Bot API call other than getUpdates. */
  TELEGRAM_TIMEOUT_MS: env.duration(15_000),
  /** sendMessage pacing below Telegram's limits. */
  TELEGRAM_MESSAGES_PER_SECOND: env.int(30, 1, 1_000),
  TELEGRAM_GROUP_MESSAGES_PER_MINUTE: env.int(20, 1, 1_000),
  /** Bot API calls in flight at once. */
  TELEGRAM_CONCURRENCY: env.int(32, 1, 1_000),
  ENGINE_URL: env.url(),
  GROUPS_CONFIG_URL: env.url(),
  KAFKA_BROKERS: env.brokers(),
  /** The bot's state that must outlive a restart and be shared by replicas (probation counters, behaviour windows). */
  REDIS_URL: env.redisUrl(),
  REDIS_KEY_PREFIX: z.string().default("warden:"),
  /** The owner dashboard's public base URL (the gateway's DASHBOARD_PUBLIC_URL): the welcome in a private chat links to it. */
  DASHBOARD_PUBLIC_URL: env.optionalUrl(),
  ...kafkaConsumerEnv,
  /**
   * Updates taken in and not yet done, running or waiting in their chat's queue (a waiting update
   * costs only its JSON); intake (getUpdates, a webhook push) waits beyond it.
   */
  BOT_MAX_HELD_UPDATES: env.int(INTAKE_DEFAULTS.maxHeld, 1, 10_000_000),
  /** Updates of one chat handled at once; the chat's further updates wait in order without holding up other chats. */
  BOT_MAX_IN_FLIGHT_PER_CHAT: env.int(INTAKE_DEFAULTS.perChatInFlight, 1, 100_000),
  /** Updates of one chat held in memory; its further updates wait in the update journal (Redis) only, so one flooded chat cannot stop the intake. */
  BOT_MAX_HELD_PER_CHAT: env.int(INTAKE_DEFAULTS.perChatHeld, 1, 10_000_000),
  /** Updates kept in the update journal only, across all chats; beyond it they are held in memory (BOT_MAX_HELD_UPDATES). */
  BOT_MAX_JOURNAL_ONLY: env.int(INTAKE_DEFAULTS.maxJournalOnly, 0, 100_000_000),
  /** Engine checks in flight at once; beyond it checks wait in the bot rather than time out in a busy engine. */
  BOT_ENGINE_CONCURRENCY: env.int(32, 1, 10_000),
  /** How long a group's settings are reused before asking groups-config again. */
  BOT_SETTINGS_TTL_MS: env.duration(5_000),
  /** How long a group's administrator list is reused (refreshed at once when Telegram reports an admin change). */
  BOT_ADMINS_TTL_MS: env.duration(600_000),
  UPSTREAM_TIMEOUT_MS: env.duration(UPSTREAM_TIMEOUT_DEFAULT_MS),
  /** Tesseract workers reading text in photos (groups with ocr_enabled, Pro+), ~150 MB and one core each; 0 = no OCR. */
  BOT_OCR_WORKERS: env.int(1, 0, 32),
  /** Per photo: getFile, download and OCR together; past it the message is judged on its caption alone. */
  BOT_OCR_DEADLINE_MS: env.int(2_000, 100, 30_000),
  /** Largest photo file fetched, in bytes (Telegram's stated size, then the bytes downloaded). */
  BOT_OCR_MAX_FILE_BYTES: env.int(2_097_152, 1_024, 20_971_520),
  /**
   * Largest photo read, in pixels: the largest size of a photo under it is fetched. The default takes
   * Telegram's 800 px size (800x800 fits, 1280x720 does not): ad text stays legible there and a read
   * costs about a third less CPU than at 1280 px (docs/benchmarks.md, "OCR").
   */
  BOT_OCR_MAX_PIXELS: env.int(640_000, 10_000, 40_000_000),
  /** Directory of the uncompressed traineddata files (Debian's tesseract-ocr-eng / -rus); nothing is downloaded. */
  BOT_OCR_LANG_PATH: z.string().min(1).default(DEBIAN_TESSDATA),
  /** Languages read, "+"-separated, each with <lang>.traineddata in BOT_OCR_LANG_PATH. */
  BOT_OCR_LANGS: z
    .string()
    .regex(/^[a-z_]{3,16}(\+[a-z_]{3,16})*$/, "language codes joined by +, e.g. eng+rus")
    .default("eng+rus"),
});

export type Config = z.infer<typeof schema>;
export const loadBotConfig = () => loadConfig(schema, "bot");
