import { commonEnv, databaseEnv, env, loadConfig, UPSTREAM_TIMEOUT_DEFAULT_MS, z } from "@warden/config";
import { ACCOUNT_TURNS_DEFAULTS } from "./http/account-turns.js";
import { KEY_CACHE_DEFAULTS } from "./http/auth.js";

/** The public port's default: the local stack (`make up`) serves the API at http://127.0.0.1:8080. */
export const DEFAULT_PORT = 8080;

export const schema = z
  .object({
    ...commonEnv,
    PORT: env.port(DEFAULT_PORT),
    HOST: z.string().default("0.0.0.0"),
    ...databaseEnv("gateway"),
    REDIS_URL: env.redisUrl(),
    REDIS_KEY_PREFIX: z.string().default("warden:"),
    KAFKA_BROKERS: env.brokers(),
    ENGINE_URL: env.url(),
    GROUPS_CONFIG_URL: env.url(),
    JOURNAL_URL: env.url(),
    DISPATCHER_URL: env.url(),
    UPSTREAM_TIMEOUT_MS: env.duration(UPSTREAM_TIMEOUT_DEFAULT_MS, 100),
    /** A client must send its request line and headers within this (then 408 request_timeout). */
    HTTP_HEADERS_TIMEOUT_MS: env.int(5_000, 500, 120_000),
    /** ...and its whole request, body included, within this. */
    HTTP_REQUEST_TIMEOUT_MS: env.int(10_000, 500, 300_000),
    /** Verified API keys cached in process (by hash; confirmed by the account epoch at admission). */
    KEY_CACHE_MAX_ENTRIES: env.int(KEY_CACHE_DEFAULTS.maxEntries, 1, 1_000_000),
    /** ...each for at most this long (a safety net: changes through AccountStore apply at once). */
    KEY_CACHE_TTL_MS: env.int(KEY_CACHE_DEFAULTS.ttlMs, 0, 3_600_000),
    /** Requests of one account this process works on at once; the others wait their turn, unread (see AccountTurns). */
    ACCOUNT_REQUESTS_IN_PROGRESS: env.int(ACCOUNT_TURNS_DEFAULTS.inProgress, 1, 10_000),
    /** ...and of those whose body is larger than a single check's may be (batches of long texts). */
    ACCOUNT_LARGE_REQUESTS_IN_PROGRESS: env.int(ACCOUNT_TURNS_DEFAULTS.largeInProgress, 1, 10_000),
    /** ...for at most this long, then 429 rate_limit_exceeded (nothing charged). */
    ACCOUNT_TURN_WAIT_MS: env.int(ACCOUNT_TURNS_DEFAULTS.waitMs, 0, 60_000),
    /** The operator token of the admin surface; unset: the admin surface is off (no listener). */
    ADMIN_TOKEN: env.adminToken(),
    /** The admin surface's own port (never routed by the public ingress), bound on ADMIN_HOST. */
    ADMIN_PORT: env.port(8081),
    /**
     * The address the admin surface binds: loopback by default, so only the machine itself reaches it;
     * 0.0.0.0 where other hosts or pods must (on Kubernetes, the operator CLI's pod, behind a NetworkPolicy).
     */
    ADMIN_HOST: z.string().min(1).default("127.0.0.1"),
    /** The dashboard's public base URL (scheme, host, optional port): login links point here; mutations must come from its origin. */
    DASHBOARD_PUBLIC_URL: env.url().default("http://127.0.0.1:8080"),
    /** Mark the dashboard's session cookie Secure; false only where it is served over plain http (the local stack). */
    DASHBOARD_SECURE_COOKIE: env.bool(true),
    /** A dashboard session unused for this long ends. */
    DASHBOARD_SESSION_IDLE_S: env.int(7_200, 60, 604_800),
    /** A dashboard session ends this long after sign-in, however much it is used. */
    DASHBOARD_SESSION_MAX_S: env.int(86_400, 60, 2_592_000),
    /** A login link (warden login-link) can be used once within this. */
    DASHBOARD_LOGIN_LINK_TTL_S: env.int(600, 30, 3_600),
    /** The bot of the Telegram Login Widget (its token verifies the sign-in; never logged). Without it and TELEGRAM_BOT_USERNAME: sign-in by login link only. */
    TELEGRAM_BOT_TOKEN: env.telegramBotToken(),
    /** ...and its username (without @), shown in the widget and in the "add the bot" link. */
    TELEGRAM_BOT_USERNAME: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, "must be a Telegram bot username without @")
      .optional(),
  })
  .refine((c) => c.TELEGRAM_BOT_USERNAME === undefined || c.TELEGRAM_BOT_TOKEN !== undefined, {
    path: ["TELEGRAM_BOT_USERNAME"],
    message: "needs TELEGRAM_BOT_TOKEN too (the dashboard's Telegram sign-in verifies with it); with the token alone the sign-in is by login link only",
  })
  .refine((c) => c.HTTP_HEADERS_TIMEOUT_MS <= c.HTTP_REQUEST_TIMEOUT_MS, {
    path: ["HTTP_HEADERS_TIMEOUT_MS"],
    message: "must not exceed HTTP_REQUEST_TIMEOUT_MS",
  })
  .refine((c) => c.ADMIN_TOKEN === undefined || c.ADMIN_PORT !== c.PORT || c.PORT === 0, {
    path: ["ADMIN_PORT"],
    message: "must differ from PORT (the admin surface is never on the public port)",
  });

export type Config = z.infer<typeof schema>;
export const loadGatewayConfig = () => loadConfig(schema, "gateway");
