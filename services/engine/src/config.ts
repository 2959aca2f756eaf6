import { commonEnv, env, loadConfig, z } from "@warden/config";
import type { AiTemperature } from "./ai/openai.js";
import { CALLERS_DEADLINE_MS, THIRD_PARTY_MAX_WAIT_MS } from "./deadline.js";

/**
 * A wait on a third party within a check: at most THIRD_PARTY_MAX_WAIT_MS, so that it ends before the callers' deadline
 * (deadline.ts). A longer one could never be waited out: the check answers without that third party once its caller's
 * deadline comes near, whatever the setting.
 */
const thirdPartyTimeout = (def: number) =>
  env.int(
    def,
    50,
    THIRD_PARTY_MAX_WAIT_MS,
    `must be at most ${THIRD_PARTY_MAX_WAIT_MS} ms: the bot and the gateway wait ${CALLERS_DEADLINE_MS} ms for a check (UPSTREAM_TIMEOUT_MS), less what its answer needs`,
  );

export const schema = z
  .object({
    ...commonEnv,
    PORT: env.port(50051),
    HOST: env.listenHost(),
    GROUPS_CONFIG_URL: env.url(),
    JOURNAL_URL: env.url(),
    /** Compiled group policies kept (at most a million). */
    POLICY_CACHE_MAX_GROUPS: env.int(10_000, 1, 1_000_000),
    /** Scopes (accounts, groups) whose moderator-feedback state is kept: at most ~400 KB each (so at most 100000: ~40 GB). */
    FEEDBACK_CACHE_MAX_SCOPES: env.int(256, 1, 100_000),
    /** External ban list in the public CAS form; unset = "unavailable". */
    CAS_URL: z.string().url().optional(),
    CAS_TIMEOUT_MS: thirdPartyTimeout(1_500),
    /** How long a "not listed" answer is reused (at most a week; a listed one at least an hour). */
    CAS_CACHE_TTL_MS: env.int(600_000, 0, 604_800_000),
    /** AI provider for include_ai / ai_enabled: none, local (in-process model) or openai. */
    AI_PROVIDER: z.enum(["none", "local", "openai"]).default("local"),
    AI_TIMEOUT_MS: thirdPartyTimeout(3_000),
    // A user name or password in the URL is refused (fetch refuses such a URL on every call, quoting it whole, the
    // password included, as the reason a client is shown): the key goes in AI_OPENAI_API_KEY.
    // The engine appends /chat/completions and sends the key as a Bearer token: a query (Azure OpenAI's dated
    // `?api-version=`) or an Azure deployment path (which wants the key in an `api-key` header) could never work. Azure
    // OpenAI's v1 API (https://<resource>.openai.azure.com/openai/v1) takes no api-version, the key as a Bearer token,
    // `max_completion_tokens` and the deployment's name as the model.
    AI_OPENAI_BASE_URL: z
      .string()
      .url()
      .refine((u) => !URL.canParse(u) || (new URL(u).username === "" && new URL(u).password === ""), "must not carry a user name or password")
      .refine(
        (u) => !URL.canParse(u) || (new URL(u).search === "" && !/\/openai\/deployments(?:\/|$)/i.test(new URL(u).pathname)),
        "must be the API's base URL, without a query: for Azure OpenAI its v1 API, https://<resource>.openai.azure.com/openai/v1 (no api-version; AI_OPENAI_MODEL = the deployment's name); a deployment URL with a dated api-version is not supported",
      )
      .default("https://api.openai.com/v1"),
    AI_OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
    /** `auto` (0, none to a reasoning model or to one that refuses it), `omit`, or a number 0..2 always sent (ai/openai.ts AiTemperature). */
    AI_OPENAI_TEMPERATURE: z
      .string()
      .default("auto")
      .refine((v) => v === "auto" || v === "omit" || (/^\d+(?:\.\d+)?$/.test(v) && Number(v) <= 2), "must be auto, omit or a number from 0 to 2")
      .transform((v): AiTemperature => (v === "auto" || v === "omit" ? v : Number(v))),
    // An HTTP header carries no space or line break: fetch refuses such a key on every call, quoting it.
    AI_OPENAI_API_KEY: z
      .string()
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces or line breaks")
      .optional(),
    /** Cross-group campaign signatures (docs/campaigns.md); unset = no `campaign` signal. */
    REDIS_URL: env.redisUrl().optional(),
    REDIS_KEY_PREFIX: z.string().default("warden:"),
    CAMPAIGN_WINDOW_MS: env.int(600_000, 1_000, 86_400_000),
    CAMPAIGN_MIN_GROUPS: env.int(3, 2, 100),
    CAMPAIGN_MIN_SENDERS: env.int(2, 1, 100),
    /** A slower Redis answer is dropped (no signal) so a check never waits on it longer. */
    CAMPAIGN_TIMEOUT_MS: env.int(50, 5, 5_000),
  })
  .superRefine((c, ctx) => {
    if (c.AI_PROVIDER === "openai" && !c.AI_OPENAI_API_KEY && c.AI_OPENAI_BASE_URL.startsWith("https://api.openai.com")) {
      ctx.addIssue({ code: "custom", path: ["AI_OPENAI_API_KEY"], message: "is required with AI_PROVIDER=openai and the OpenAI API" });
    }
  });

export type Config = z.infer<typeof schema>;
export const loadEngineConfig = () => loadConfig(schema, "engine");
