/**
 * `components.schemas` of the public API v1 document (JSON Schema 2020-12, as OpenAPI 3.1
 * uses it). Response objects are strict (`additionalProperties: false`, complete
 * `required`), so a response validated against them catches a missing, extra or
 * mistyped field.
 */
import {
  batchCheckBody,
  createWebhookBody,
  CUSTOM_RULES_SKIPPED_SIGNAL,
  DOMAIN_RE,
  journalReportBody,
  patchWebhookBody,
  reportBody,
  ruleBody,
  RULE_NAME_RE,
  spamCheckBody,
  userCheckBody,
  whitelistAddBody,
} from "@warden/contract";
import type { z } from "zod";
import {
  ACTIONS,
  DATE_PATTERN,
  ERROR_CODE_LIST,
  EVENT_TYPES,
  ID_PREFIXES,
  JOURNAL_SOURCES,
  KEY_SCOPES,
  LIMITS,
  MAX_TELEGRAM_USER_ID,
  MIN_CHAT_ID,
  PLAN_QUOTAS,
  PLANS,
  REPORT_LABELS,
  REQUEST_ID_PATTERN,
  RISK_LEVELS,
  SUBSCRIBABLE_EVENT_TYPES,
  TIMESTAMP_PATTERN,
  USERNAME_BODY,
  VERDICTS,
  mintedIdPattern,
} from "@warden/contract";
import { SETTINGS_CATALOG, SETTINGS_KEYS, settingsSchemaProperties } from "./settings-catalog.js";

type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** `$ref` with a description next to it (allowed in OpenAPI 3.1). */
const refD = (name: string, description: string): Schema => ({ ...ref(name), description });

export const timestamp = (description: string): Schema => ({
  type: "string",
  format: "date-time",
  pattern: TIMESTAMP_PATTERN,
  description: `${description} ISO 8601 UTC with millisecond precision.`,
  examples: ["2025-03-01T12:34:56.789Z"],
});

const date = (description: string): Schema => ({
  type: "string",
  format: "date",
  pattern: DATE_PATTERN,
  description,
  examples: ["2025-03-01"],
});

/** A strict object: no properties beyond the listed ones, `required` as given. */
const strict = (required: string[], properties: Record<string, Schema>, extra: Schema = {}): Schema => ({
  type: "object",
  additionalProperties: false,
  required,
  properties,
  ...extra,
});

/**
 * A request body's schema generated from its zod declaration in @warden/contract: the properties
 * and their order, which are required, and the refusal of unknown fields come from the zod
 * object; `fields` documents each property (a property of one and not the other is an error when
 * the document is built, so the two cannot drift apart).
 */
const fromZod = (body: z.ZodObject, fields: Record<string, Schema>, extra: Schema = {}): Schema => {
  const shape = body.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  if (keys.join() !== Object.keys(fields).join()) {
    throw new Error(`documented fields [${Object.keys(fields).join()}] differ from the zod body [${keys.join()}]`);
  }
  if ((body._zod.def.catchall as z.ZodType | undefined)?._zod.def.type !== "never") throw new Error(`body [${keys.join()}] must be .strict()`);
  const required = keys.filter((k) => !shape[k]!.safeParse(undefined).success);
  return strict(required, fields, extra);
};

/** Exactly one of the zod body's (optional) fields: one strict alternative per field. */
const oneFieldOf = (body: z.ZodObject, fields: Record<string, Schema>): Schema[] => {
  const all = fromZod(body, fields);
  if ((all.required as string[]).length > 0) throw new Error("every field of a one-of body is optional in zod");
  return Object.entries(fields).map(([key, field]) => strict([key], { [key]: field }));
};

/** The longest text, as the document prints it (10,000). */
const TEXT_MAX = LIMITS.textMaxChars.toLocaleString("en-US");

const count = (description: string): Schema => ({ type: "integer", minimum: 0, description });

const mintedId = (prefix: string, what: string, example: string): Schema => ({
  type: "string",
  pattern: mintedIdPattern(prefix),
  description: `Identifier of ${what}, minted by the service: \`${prefix}\` followed by letters, digits, \`_\` or \`-\`.`,
  examples: [example],
});

const USERNAME_PATTERN = `^${USERNAME_BODY}$`;

// ---------------------------------------------------------------------------------------------
// Primitives

const primitives: Record<string, Schema> = {
  GroupId: {
    type: "integer",
    maximum: -1,
    minimum: MIN_CHAT_ID,
    description:
      "Telegram chat id of a group: a negative integer; supergroups start with -100 (for example -1001234567890).",
    examples: [-1001234567890],
  },
  ChatId: {
    type: "integer",
    maximum: -1,
    minimum: MIN_CHAT_ID,
    description: "Telegram chat id of a channel or group: a negative integer, `-100…` for channels.",
    examples: [-1009876543210],
  },
  UserId: {
    type: "integer",
    minimum: 1,
    maximum: MAX_TELEGRAM_USER_ID,
    description: "Telegram user id (a positive integer of at most 52 significant bits).",
    examples: [123456789],
  },
  MessageId: { type: "integer", minimum: 1, description: "Telegram message id within its chat.", examples: [4211] },
  Username: {
    type: "string",
    pattern: USERNAME_PATTERN,
    description: "Telegram public username, without the leading `@`.",
    examples: ["crypto_helper"],
  },
  RuleId: mintedId(ID_PREFIXES.rule, "a custom rule", "rule_8fK2xQ1mZ0aB"),
  WebhookId: mintedId(ID_PREFIXES.webhook, "a webhook endpoint", "wh_3Jd9sLq0PzX1"),
  DeliveryId: mintedId(ID_PREFIXES.delivery, "one delivery attempt", "dlv_Q7m2Vx9LkA0c"),
  EventId: mintedId(ID_PREFIXES.event, "an event (a journal entry or a webhook event)", "evt_0HZx8c2Lq7Tn"),
  KeyId: mintedId(ID_PREFIXES.key, "an API key", "key_5Yt1Rb8NwQ2e"),
  AccountId: mintedId(ID_PREFIXES.account, "an account", "acc_9Lp4Dq2Xv8Hs"),
  RequestId: {
    type: "string",
    pattern: REQUEST_ID_PATTERN,
    description:
      "Request id: the caller's `X-Request-Id` when it matches this pattern, otherwise one generated by the service.",
    examples: ["req_01HZY3K8Q2V7N4M6"],
  },
  Plan: { type: "string", enum: [...PLANS], description: "Plan of an account or a group." },
  Verdict: { type: "string", enum: [...VERDICTS], description: "Engine verdict." },
  Action: {
    type: "string",
    enum: [...ACTIONS],
    description:
      "Moderation action. `none`: nothing; `review`: leave the message and flag it for the admins; `delete`; `delete_and_mute` (for the group's `mute_minutes`); `delete_and_ban`.",
  },
  Score: { type: "integer", minimum: 0, maximum: 100, description: "Spam score: 0 (clean) to 100 (certain spam)." },
  Confidence: { type: "number", minimum: 0, maximum: 1, description: "Confidence of the verdict, 0 to 1." },
  RuleName: {
    type: "string",
    pattern: "^[a-z0-9_]{1,64}$",
    description: "Name of a built-in or custom rule.",
    examples: ["earnings_promise"],
  },
  Category: {
    type: "string",
    pattern: "^[a-z0-9_]{1,64}$",
    description: "Spam category.",
    examples: ["contact_flow"],
  },
  EventType: { type: "string", enum: [...EVENT_TYPES], description: "Kind of a webhook event." },
  SubscribableEventType: {
    type: "string",
    enum: [...SUBSCRIBABLE_EVENT_TYPES],
    description: "Kind of a webhook event an endpoint can subscribe to (`webhook.test` is always delivered).",
  },
  Cursor: {
    type: "string",
    minLength: 1,
    maxLength: 512,
    description:
      "Opaque pagination cursor, signed by the service (HMAC-SHA256 with a server secret). Pass it back unchanged as `cursor`; a cursor that was altered, forged, issued for another list or filters, or that contains a character no cursor has is `422 validation_failed` (`query.cursor`).",
  },
};

// ---------------------------------------------------------------------------------------------
// Checks

const checks: Record<string, Schema> = {
  Quota: strict(
    ["used", "limit", "reset_at"],
    {
      used: count("Units of the daily quota used today, this request included."),
      limit: count("Daily quota of the account."),
      reset_at: timestamp("When the daily quota resets: the next midnight UTC."),
    },
    { description: "The account's daily quota after this request (the same values as the `X-Quota-*` headers)." },
  ),
  SpamCheckRequest: fromZod(
    spamCheckBody,
    {
      text: {
        type: "string",
        minLength: 1,
        maxLength: LIMITS.textMaxChars,
        description: `Text to check, 1 to ${TEXT_MAX} characters (Unicode code points).`,
      },
      include_ai: {
        type: "boolean",
        default: false,
        description:
          "Also ask the AI provider (account on Pro or Business, else `403 plan_required`). Draws 1 from the daily AI allowance; when it is spent the check still answers, with `ai.status = \"quota_exceeded\"`.",
      },
      group_id: refD(
        "GroupId",
        "Check in the context of this group: its settings, custom rules and whitelist apply. The group must be one the account administers (else `404 group_not_found`), and the account and the group must be on Pro or Business (else `403 plan_required`).",
      ),
      user_id: refD(
        "UserId",
        "Sender of the text. With `group_id`, the group's whitelist and new-member probation apply to this user; with `external_ban_list` on, a sender on the external ban list makes the text `spam`.",
      ),
    },
    {
      description: "Body of `POST /spam/check`. Unknown fields are refused with `422 validation_failed`.",
      examples: [{ text: "Earn $500 a day from home! DM me", include_ai: true, group_id: -1001234567890 }],
    },
  ),
  AiVerdict: {
    ...strict(["status"], {
      status: {
        type: "string",
        enum: ["ok", "quota_exceeded", "unavailable"],
        description:
          "`ok`: the provider answered; `quota_exceeded`: the daily AI allowance is spent; `unavailable`: the provider failed or timed out.",
      },
      verdict: refD("Verdict", "The AI provider's verdict (when `status` is `ok`)."),
      confidence: refD("Confidence", "The AI provider's confidence (when `status` is `ok`)."),
      model: { type: "string", minLength: 1, maxLength: 128, description: "Model that answered." },
      reason: { type: "string", maxLength: 1000, description: "Short explanation from the provider." },
    }),
    if: { properties: { status: { const: "ok" } }, required: ["status"] },
    then: { required: ["verdict", "confidence"] },
    else: { not: { anyOf: [{ required: ["verdict"] }, { required: ["confidence"] }] } },
    description:
      "AI opinion, present only when `include_ai` was true. When `status` is `ok` it is combined into `verdict`, `score` and `recommended_action` the way the bot combines it in a group with `ai_enabled`; otherwise the result is the rules verdict.",
  },
  SpamCheckResult: strict(
    ["verdict", "score", "confidence", "recommended_action", "categories", "matched_rules", "signals", "quota"],
    {
      verdict: refD(
        "Verdict",
        "`spam` when `score` >= the group's `spam_threshold`, `suspicious` when `score` >= `suspicious_threshold`, otherwise `clean` (defaults 70 and 40 without a group). A whitelisted sender is always `clean`.",
      ),
      score: refD("Score", "Sum of `signals`, clamped to 0..100 (AI-adjusted when `ai.status` is `ok`)."),
      confidence: ref("Confidence"),
      recommended_action: refD(
        "Action",
        "For `spam`, the group's `action_on_spam` (default `delete` without a group); `review` for `suspicious`; `none` for `clean`.",
      ),
      categories: {
        type: "array",
        items: ref("Category"),
        uniqueItems: true,
        description: "Categories of the detected spam; empty for a clean text.",
      },
      matched_rules: {
        type: "array",
        items: ref("RuleName"),
        uniqueItems: true,
        description: "Names of the built-in and custom rules that fired (the keys of `signals`).",
      },
      signals: {
        type: "object",
        propertyNames: ref("RuleName"),
        additionalProperties: { type: "integer", minimum: LIMITS.ruleWeightMin, maximum: LIMITS.ruleWeightMax },
        description: "Rule name -> integer weight it contributed.",
      },
      skipped_rules: {
        type: "array",
        items: ref("RuleName"),
        uniqueItems: true,
        minItems: 1,
        description: `Present only when some of the group's custom rules did not run for this check, and then named here; the signal \`${CUSTOM_RULES_SKIPPED_SIGNAL}\` (weight 0) is then in \`signals\` and \`matched_rules\`. A check may spend ${LIMITS.customRulesBudgetMs} ms on a group's custom rules; the rules it could not reach in that time are skipped and the result is the one of the rules that ran (never an error). Rules stored before the regex cost limits that exceed them are always skipped.`,
      },
      ai: ref("AiVerdict"),
      quota: ref("Quota"),
    },
    {
      description: "Result of `POST /spam/check`.",
      examples: [
        {
          verdict: "spam",
          score: 92,
          confidence: 0.94,
          recommended_action: "delete",
          categories: ["contact_flow"],
          matched_rules: ["earnings_promise", "dm_invite"],
          signals: { earnings_promise: 55, dm_invite: 37 },
          quota: { used: 118, limit: 10000, reset_at: "2025-03-02T00:00:00.000Z" },
        },
      ],
    },
  ),
  BatchCheckRequest: fromZod(
    batchCheckBody,
    {
      texts: {
        type: "array",
        minItems: 1,
        maxItems: LIMITS.batchMaxTexts,
        items: { type: "string", minLength: 1, maxLength: LIMITS.textMaxChars },
        description: `1 to ${LIMITS.batchMaxTexts} texts, each 1 to ${TEXT_MAX} characters. Each text costs one quota unit.`,
      },
      group_id: refD("GroupId", "Check in the context of this group (as in `POST /spam/check`)."),
    },
    { description: "Body of `POST /spam/check-batch`. Rules only: the AI provider is never asked." },
  ),
  BatchCheckItem: strict(
    ["index", "verdict", "score", "reasons"],
    {
      index: { type: "integer", minimum: 0, maximum: LIMITS.batchMaxTexts - 1, description: "Position of the text in `texts`." },
      verdict: refD("Verdict", "The verdict a single check of this text without `include_ai` gives."),
      score: ref("Score"),
      reasons: {
        type: "array",
        items: ref("RuleName"),
        uniqueItems: true,
        description: "Names of the rules that fired (the single check's `matched_rules`).",
      },
    },
    { description: "Short result form of one text of a batch." },
  ),
  BatchCheckResult: strict(
    ["results", "quota"],
    {
      results: {
        type: "array",
        items: ref("BatchCheckItem"),
        minItems: 1,
        maxItems: LIMITS.batchMaxTexts,
        description: "One item per text, in the order of `texts`.",
      },
      quota: ref("Quota"),
    },
    { description: "Result of `POST /spam/check-batch`." },
  ),
  UserCheckRequest: fromZod(
    userCheckBody,
    {
      user_id: refD("UserId", "User to screen."),
      group_id: refD(
        "GroupId",
        "Screen in the context of this group (account and group on Pro+): a user on the group's whitelist is `low` risk.",
      ),
    },
    { description: "Body of `POST /users/check`." },
  ),
  ExternalBanListVerdict: {
    ...strict(["source", "status"], {
      source: { type: "string", const: "cas", description: "The external list: CAS (Combot Anti-Spam)." },
      status: {
        type: "string",
        enum: ["listed", "not_listed", "unavailable"],
        description: "`unavailable`: the list did not answer in time; never an error of the check.",
      },
      offenses: { type: "integer", minimum: 1, description: "Offenses recorded by the list (when `listed`)." },
      listed_at: timestamp("When the user was added to the list (when `listed`)."),
    }),
    if: { properties: { status: { not: { const: "listed" } } }, required: ["status"] },
    then: { not: { anyOf: [{ required: ["offenses"] }, { required: ["listed_at"] }] } },
    description: "Verdict of the external public spam-ban list.",
  },
  ServiceUserRecord: strict(
    ["spam_decisions_90d", "groups_with_spam_90d", "reputation"],
    {
      spam_decisions_90d: count(
        "`spam` decisions the moderation bot made about this user's messages in the last 90 days, across all groups Warden protects (checks through this API are not counted: their `user_id` is the caller's claim).",
      ),
      groups_with_spam_90d: count("Distinct groups with such a decision in the last 90 days."),
      first_seen_at: timestamp("First time Warden saw this user in a group: a message, a bot decision or a membership event (absent when never seen)."),
      last_spam_at: timestamp("Last `spam` decision about this user (absent when none)."),
      reputation: {
        type: "integer",
        minimum: -100,
        maximum: 100,
        description: "Reputation from Warden's own data: clean history raises it, spam decisions lower it; 0 for an unknown user.",
      },
    },
    { description: "What Warden's own data says about the user." },
  ),
  UserCheckResult: strict(
    ["user_id", "risk_level", "external", "service", "quota"],
    {
      user_id: ref("UserId"),
      risk_level: {
        type: "string",
        enum: [...RISK_LEVELS],
        description:
          "Aggregated risk: `critical` when listed on the external list; else `high` when `spam_decisions_90d` >= 3 or `reputation` <= -50; else `medium` when `spam_decisions_90d` >= 1 or `reputation` < 0; else `low`. A user whitelisted in the given group is `low`.",
      },
      external: ref("ExternalBanListVerdict"),
      service: ref("ServiceUserRecord"),
      quota: ref("Quota"),
    },
    { description: "Result of `POST /users/check`." },
  ),
};

// ---------------------------------------------------------------------------------------------
// Groups and settings

const settingsProps = settingsSchemaProperties();
const patchProps = Object.fromEntries(
  Object.entries(settingsProps).map(([k, v]) => {
    const { default: _default, ...rest } = v;
    return [k, rest];
  }),
);

const catalogKey: Schema = { type: "string", enum: [...SETTINGS_KEYS], description: "Setting key." };
const catalogDescription: Schema = { type: "string", minLength: 1, description: "What the setting does." };

const groups: Record<string, Schema> = {
  Group: strict(
    ["id", "title", "plan", "api_available", "bot_status", "created_at"],
    {
      id: ref("GroupId"),
      title: { type: "string", maxLength: 255, description: "Title of the group on the messaging platform." },
      plan: refD("Plan", "Plan of the group."),
      api_available: {
        type: "boolean",
        description:
          "Whether the group's plan allows the group-scoped endpoints: true when the group is on Pro or Business (the account must be on Pro or Business too).",
      },
      member_count: count("Member count last reported by the platform (absent when unknown)."),
      bot_status: {
        type: "string",
        enum: ["active", "removed"],
        description: "`removed`: the bot is no longer in the group (its data stays readable).",
      },
      created_at: timestamp("When Warden registered the group."),
    },
    { description: "A group the account administers." },
  ),
  GroupList: strict(
    ["groups"],
    { groups: { type: "array", items: ref("Group"), description: "Every group the account administers, oldest first." } },
    { description: "Result of `GET /groups` (not paginated)." },
  ),
  Settings: strict(SETTINGS_KEYS.slice(), settingsProps, {
    description:
      "Protection settings of a group: every catalog key with its current value (the default when never changed).",
  }),
  SettingsPatch: {
    type: "object",
    additionalProperties: false,
    properties: patchProps,
    description:
      "Partial update of the settings, merged into the current ones. A key outside the catalog is refused with `422 unknown_setting`, a value outside the catalog's rule with `422 invalid_setting_value` (also when, after the merge, `suspicious_threshold` would not be below `spam_threshold`). `null` is not a value; send the default to restore it. `{}` changes nothing. Nothing is applied when anything is refused.",
    examples: [{ spam_threshold: 80, action_on_spam: "delete_and_mute", mute_minutes: 120 }],
  },
  SettingsCatalogEntry: {
    oneOf: [
      strict(["key", "type", "default", "description"], {
        key: catalogKey,
        type: { type: "string", const: "boolean" },
        default: { type: "boolean" },
        description: catalogDescription,
      }),
      strict(["key", "type", "default", "min", "max", "description"], {
        key: catalogKey,
        type: { type: "string", const: "integer" },
        default: { type: "integer" },
        min: { type: "integer", description: "Smallest allowed value (inclusive)." },
        max: { type: "integer", description: "Largest allowed value (inclusive)." },
        description: catalogDescription,
      }),
      strict(["key", "type", "default", "values", "description"], {
        key: catalogKey,
        type: { type: "string", const: "enum" },
        default: { type: "string" },
        values: { type: "array", items: { type: "string" }, minItems: 1, uniqueItems: true, description: "Allowed values." },
        description: catalogDescription,
      }),
      strict(["key", "type", "default", "max_items", "description"], {
        key: catalogKey,
        type: { type: "string", const: "string_list" },
        default: { type: "array", items: { type: "string" } },
        max_items: { type: "integer", minimum: 1, description: "Largest allowed number of items." },
        description: catalogDescription,
      }),
    ],
    description: "One writable setting: its type, range and default.",
  },
  SettingsCatalog: strict(
    ["settings"],
    {
      settings: {
        type: "array",
        items: ref("SettingsCatalogEntry"),
        minItems: SETTINGS_CATALOG.length,
        maxItems: SETTINGS_CATALOG.length,
        description: "Every writable setting, in a fixed order.",
      },
    },
    {
      description: "Result of `GET /settings-catalog`.",
      examples: [{ settings: SETTINGS_CATALOG }],
    },
  ),
};

// ---------------------------------------------------------------------------------------------
// Rules and whitelist

const DOMAIN_PATTERN = DOMAIN_RE.source;

const ruleFields = (): Record<string, Schema> => ({
  name: {
    type: "string",
    pattern: RULE_NAME_RE.source,
    description: "Name, unique in the group (a duplicate is `422 validation_failed`); appears in `matched_rules` and `signals`.",
  },
  kind: {
    type: "string",
    enum: ["keyword", "regex", "domain"],
    description:
      "`keyword`: the word or phrase, case-insensitive, on the normalised text (case and look-alike characters folded); `regex`: an RE2 regular expression (linear time; no backreferences or look-around), case-insensitive, run once per check on the normalised text (lower-cased, look-alike and full-width characters folded, spaced-out words joined; punctuation, digits, URLs and emoji kept); `domain`: a host name, fires on links to it or its subdomains.",
  },
  pattern: {
    type: "string",
    minLength: 1,
    maxLength: LIMITS.rulePatternMaxChars,
    description: `Keyword, regular expression or domain, per \`kind\`. A regex the engine rejects is \`422 validation_failed\`, and so is one over the cost model: a regex costs its compiled RE2 instructions (a character class counted by its size: \`\\p{L}\` weighs 45), at most ${LIMITS.regexRuleMaxCost} a rule, and a group's enabled regex rules at most ${LIMITS.regexGroupMaxCost} together; the refusal names the measured cost and the limit. A check spends at most ${LIMITS.customRulesBudgetMs} ms on a group's custom rules (see \`skipped_rules\` of the check result).`,
  },
  weight: {
    type: "integer",
    minimum: LIMITS.ruleWeightMin,
    maximum: LIMITS.ruleWeightMax,
    description: "Weight added to the score when the rule fires; negative weights lower it.",
  },
  enabled: { type: "boolean", description: "A disabled rule never fires." },
});

const domainRule: Schema = {
  if: { properties: { kind: { const: "domain" } }, required: ["kind"] },
  then: { properties: { pattern: { pattern: DOMAIN_PATTERN } } },
};

const channelStringPattern = `^(?:@${USERNAME_BODY}|(?:https://)?t\\.me/${USERNAME_BODY}|-100[0-9]{1,13})$`;

const rulesAndWhitelist: Record<string, Schema> = {
  RuleInput: {
    ...fromZod(ruleBody, {
      ...ruleFields(),
      enabled: { type: "boolean", default: true, description: "A disabled rule never fires. Default true." },
    }),
    ...domainRule,
    description:
      "Body of `POST /groups/{id}/rules` and `PUT /groups/{id}/rules/{ruleId}` (a PUT replaces every field; an omitted `enabled` becomes true).",
    examples: [{ name: "dm_invite", kind: "regex", pattern: "(?i)write (me|to me) in (dm|pm)", weight: 40 }],
  },
  Rule: {
    ...strict(["id", "name", "kind", "pattern", "weight", "enabled", "created_at", "updated_at"], {
      id: ref("RuleId"),
      ...ruleFields(),
      created_at: timestamp("When the rule was created."),
      updated_at: timestamp("When the rule was last replaced (equals `created_at` until then)."),
    }),
    ...domainRule,
    description: "A custom rule of a group.",
  },
  RuleList: strict(
    ["rules"],
    {
      rules: {
        type: "array",
        items: ref("Rule"),
        maxItems: LIMITS.rulesPerGroup,
        description: `Every custom rule of the group (at most ${LIMITS.rulesPerGroup}), oldest first.`,
      },
    },
    { description: "Result of `GET /groups/{id}/rules` (not paginated)." },
  ),
  WhitelistAddRequest: {
    oneOf: oneFieldOf(whitelistAddBody, {
      user_id: refD("UserId", "Whitelist a user by id."),
      username: {
        type: "string",
        pattern: `^@?${USERNAME_BODY}$`,
        description: "Whitelist a user by username, `@name` or `name` (stored lower-case without `@`).",
      },
      channel: {
        oneOf: [
          { type: "string", pattern: channelStringPattern },
          ref("ChatId"),
        ],
        description:
          "Whitelist a channel (messages sent on its behalf): `@name`, `https://t.me/name` (or `t.me/name`), or its `-100…` chat id (as a string or an integer). The name is stored lower-case without `@`.",
      },
    }),
    description:
      "Body of `POST /groups/{id}/whitelist`: exactly one of `user_id`, `username`, `channel`.",
    examples: [{ user_id: 123456789 }, { username: "@trusted_admin" }, { channel: "https://t.me/warden_news" }],
  },
  WhitelistUserEntry: {
    ...strict(["added_at"], {
      user_id: ref("UserId"),
      username: ref("Username"),
      added_at: timestamp("When the entry was added."),
    }),
    anyOf: [{ required: ["user_id"] }, { required: ["username"] }],
    description: "A whitelisted user: by id or by username (as it was added).",
  },
  WhitelistChannelEntry: {
    ...strict(["added_at"], {
      chat_id: ref("ChatId"),
      username: ref("Username"),
      added_at: timestamp("When the entry was added."),
    }),
    anyOf: [{ required: ["chat_id"] }, { required: ["username"] }],
    description: "A whitelisted channel: by chat id or by public name (as it was added).",
  },
  Whitelist: strict(
    ["users", "channels"],
    {
      users: { type: "array", items: ref("WhitelistUserEntry"), description: "Whitelisted users, oldest first." },
      channels: { type: "array", items: ref("WhitelistChannelEntry"), description: "Whitelisted channels, oldest first." },
    },
    { description: `Result of \`GET /groups/{id}/whitelist\`: at most ${LIMITS.whitelistEntriesPerGroup} entries in both arrays together.` },
  ),
  WhitelistAddResult: {
    oneOf: [
      strict(["list", "entry"], { list: { type: "string", const: "users" }, entry: ref("WhitelistUserEntry") }),
      strict(["list", "entry"], { list: { type: "string", const: "channels" }, entry: ref("WhitelistChannelEntry") }),
    ],
    description: "The entry that was added (201) or was already there (200), and the list it is in.",
  },
};

// ---------------------------------------------------------------------------------------------
// Journal and analytics

const analyticsCounters = (): Record<string, Schema> => ({
  messages: count("Messages the bot saw."),
  active_users: count("Distinct users who sent at least one message (over the whole range for `totals`)."),
  joins: count("Members who joined."),
  leaves: count("Members who left."),
  spam_blocked: count("`spam` messages the bot deleted."),
});

const journalAndAnalytics: Record<string, Schema> = {
  JournalEntry: strict(
    ["id", "created_at", "source", "text_excerpt", "verdict", "score", "matched_rules", "action"],
    {
      id: refD("EventId", "Id of the decision."),
      created_at: timestamp("When the engine decided."),
      source: { type: "string", enum: [...JOURNAL_SOURCES], description: "`bot`: a message in the group; `api`: a check through this API." },
      message_id: refD("MessageId", "The message (source `bot`)."),
      user_id: refD("UserId", "The sender, when known."),
      text_excerpt: {
        type: "string",
        maxLength: LIMITS.textExcerptMaxChars,
        description: `The text, cut to at most ${LIMITS.textExcerptMaxChars} characters (a cut text ends with \`…\`).`,
      },
      verdict: ref("Verdict"),
      score: ref("Score"),
      matched_rules: { type: "array", items: ref("RuleName"), uniqueItems: true },
      action: refD(
        "Action",
        "The action taken: by the bot for source `bot` (`none` also when it could not act); always `none` for source `api`.",
      ),
    },
    { description: "One engine decision." },
  ),
  JournalPage: strict(
    ["items", "next_cursor"],
    {
      items: { type: "array", items: ref("JournalEntry"), maxItems: LIMITS.pageSizeMax, description: "Newest first." },
      next_cursor: {
        oneOf: [ref("Cursor"), { type: "null" }],
        description: "Cursor of the next (older) page; `null` on the last page.",
      },
    },
    { description: "Result of `GET /groups/{id}/journal`." },
  ),
  AnalyticsTotals: strict(Object.keys(analyticsCounters()), analyticsCounters(), { description: "Totals over the range." }),
  AnalyticsDay: strict(["date", ...Object.keys(analyticsCounters())], { date: date("UTC day."), ...analyticsCounters() }, {
    description: "Counters of one UTC day.",
  }),
  Analytics: strict(
    ["group_id", "from", "to", "totals", "daily"],
    {
      group_id: ref("GroupId"),
      from: date("First day of the range (inclusive)."),
      to: date("Last day of the range (inclusive)."),
      totals: ref("AnalyticsTotals"),
      daily: {
        type: "array",
        items: ref("AnalyticsDay"),
        minItems: 1,
        maxItems: LIMITS.analyticsMaxDays,
        description: "One item per day from `from` to `to`, oldest first; days without activity have zeros.",
      },
    },
    { description: "Result of `GET /groups/{id}/analytics`." },
  ),
};

// ---------------------------------------------------------------------------------------------
// Webhooks (management)

const webhookUrl: Schema = {
  type: "string",
  format: "uri",
  pattern: "^https?://",
  maxLength: LIMITS.webhookUrlMaxChars,
  description:
    "Receiver URL. HTTPS only (plain `http://` only where the operator allows it, as in the local stack). URLs resolving to loopback, private, link-local, carrier-grade NAT, multicast, reserved, documentation or metadata addresses are refused (`422 validation_failed`) unless the operator allows that network, and so are IPv6 forms carrying such an IPv4 address (IPv4-mapped, NAT64, 6to4), host names that do not resolve (within the operator's DNS deadline, 2 s by default), port 0 and URLs with credentials. A refusal names the rule (\"the host resolves to a private address\", \"port 0 is not allowed\"), never the address the host resolved to. URLs are checked again at every delivery (the DNS lookup with its own deadline, inside the 10 s budget of the attempt), and the connection goes to the address that was checked.",
  examples: ["https://example.com/hooks/warden"],
};
const webhookEvents: Schema = {
  type: "array",
  items: ref("SubscribableEventType"),
  minItems: 1,
  uniqueItems: true,
  description: "Event kinds delivered to the endpoint.",
};
const webhookGroupIds: Schema = {
  oneOf: [
    { type: "array", items: ref("GroupId"), minItems: 1, uniqueItems: true },
    { type: "null" },
  ],
  description:
    "Groups whose events are delivered; `null`: every group the account administers, including groups added later. A group the account does not administer is `404 group_not_found`.",
};
const webhookDescription: Schema = {
  type: "string",
  maxLength: LIMITS.webhookDescriptionMaxChars,
  description: "Free text for the owner.",
};

const endpointProps = (): Record<string, Schema> => ({
  id: ref("WebhookId"),
  url: webhookUrl,
  events: webhookEvents,
  group_ids: webhookGroupIds,
  description: webhookDescription,
  status: {
    type: "string",
    enum: ["enabled", "disabled"],
    description: "A disabled endpoint receives nothing (events meanwhile are not kept for it).",
  },
  disabled_reason: {
    type: "string",
    enum: ["manual", "failing"],
    description: "Present when `disabled`: `manual` (set through PATCH) or `failing` (every delivery failed for 3 days).",
  },
  failing_since: timestamp("Start of the current run of failed deliveries (absent while deliveries succeed)."),
  created_at: timestamp("When the endpoint was registered."),
  updated_at: timestamp("When the endpoint last changed."),
});
const endpointRequired = ["id", "url", "events", "group_ids", "description", "status", "created_at", "updated_at"];
const disabledReasonRule: Schema = {
  if: { properties: { status: { const: "disabled" } }, required: ["status"] },
  then: { required: ["disabled_reason"] },
  else: { not: { required: ["disabled_reason"] } },
};
const WEBHOOK_SECRET_PATTERN = "^whsec_[A-Za-z0-9+/]{43}=$";
const webhookSecret: Schema = {
  type: "string",
  pattern: WEBHOOK_SECRET_PATTERN,
  description: "Signing secret: `whsec_` + 32 random bytes in base64. Shown only here; store it.",
  examples: ["whsec_x0GZk7wM9rN2bq4tV1sL8yF3hJ6pC5dE0aU2iO7nK3Q="],
};

const webhooks: Record<string, Schema> = {
  WebhookCreate: fromZod(
    createWebhookBody,
    {
      url: webhookUrl,
      events: { ...webhookEvents, description: "Event kinds to deliver; default every kind." },
      group_ids: { ...webhookGroupIds, default: null },
      description: { ...webhookDescription, default: "" },
    },
    {
      description: `Body of \`POST /webhooks\`. An account has at most ${LIMITS.webhooksPerAccount} endpoints (\`409 limit_reached\`).`,
      examples: [{ url: "https://example.com/hooks/warden", events: ["spam.detected", "user.banned"] }],
    },
  ),
  WebhookPatch: fromZod(
    patchWebhookBody,
    {
      url: webhookUrl,
      events: webhookEvents,
      group_ids: webhookGroupIds,
      description: webhookDescription,
      status: {
        type: "string",
        enum: ["enabled", "disabled"],
        description:
          "`enabled` re-enables a disabled endpoint (clears `disabled_reason` and `failing_since`); `disabled` stops deliveries (`disabled_reason: manual`).",
      },
    },
    { description: "Body of `PATCH /webhooks/{id}`: the fields to change. `{}` changes nothing." },
  ),
  WebhookEndpoint: { ...strict(endpointRequired, endpointProps()), ...disabledReasonRule, description: "A webhook endpoint." },
  WebhookEndpointCreated: {
    ...strict([...endpointRequired, "secret"], { ...endpointProps(), secret: webhookSecret }),
    ...disabledReasonRule,
    description: "Result of `POST /webhooks`: the endpoint with its signing secret (the only time it is shown).",
  },
  WebhookList: strict(
    ["webhooks"],
    {
      webhooks: {
        type: "array",
        items: ref("WebhookEndpoint"),
        maxItems: LIMITS.webhooksPerAccount,
        description: "Every endpoint of the account, oldest first.",
      },
    },
    { description: "Result of `GET /webhooks` (not paginated)." },
  ),
  WebhookSecret: strict(
    ["webhook_id", "secret", "previous_secret_expires_at"],
    {
      webhook_id: ref("WebhookId"),
      secret: webhookSecret,
      previous_secret_expires_at: timestamp(
        "Until then (24 hours) deliveries carry two signatures, with the new secret and with the one it replaced.",
      ),
    },
    { description: "Result of `POST /webhooks/{id}/rotate-secret`." },
  ),
  WebhookTestResult: {
    ...strict(["delivery_id", "success", "duration_ms"], {
      delivery_id: refD("DeliveryId", "The test delivery, also listed in the delivery history."),
      success: { type: "boolean", description: "The receiver answered 2xx within 10 seconds." },
      status_code: { type: "integer", minimum: 100, maximum: 599, description: "Status the receiver answered (absent when it did not answer)." },
      duration_ms: count("Time until the answer or the failure, in milliseconds."),
      error: { type: "string", minLength: 1, maxLength: 500, description: "Why the delivery failed (when `success` is false)." },
    }),
    if: { properties: { success: { const: false } }, required: ["success"] },
    then: { required: ["error"] },
    else: { not: { required: ["error"] } },
    description:
      "Result of `POST /webhooks/{id}/test`: a `webhook.test` event was delivered at once (also to a disabled endpoint); it is not retried and does not count toward auto-disable.",
  },
  Delivery: strict(
    ["id", "event_id", "event_type", "attempt", "status", "created_at"],
    {
      id: ref("DeliveryId"),
      event_id: refD("EventId", "The envelope id (`X-Svc-Delivery`); the same for every attempt of an event."),
      event_type: ref("EventType"),
      attempt: { type: "integer", minimum: 1, maximum: LIMITS.webhookAttempts, description: "Attempt number, 1 to 6." },
      status: {
        type: "string",
        enum: ["succeeded", "failed", "pending"],
        description: "`pending`: scheduled or in flight.",
      },
      status_code: { type: "integer", minimum: 100, maximum: 599, description: "Status the receiver answered." },
      duration_ms: count("Duration of the attempt, in milliseconds (when finished)."),
      error: { type: "string", minLength: 1, maxLength: 500, description: "Why the attempt failed." },
      created_at: timestamp("When the attempt was created."),
      next_attempt_at: timestamp("When the next attempt is due (a `pending` attempt not started yet, or a `failed` attempt that will be retried)."),
    },
    { description: "One delivery attempt of an event to an endpoint." },
  ),
  DeliveryPage: strict(
    ["items", "next_cursor"],
    {
      items: { type: "array", items: ref("Delivery"), maxItems: LIMITS.pageSizeMax, description: "Newest first." },
      next_cursor: {
        oneOf: [ref("Cursor"), { type: "null" }],
        description: "Cursor of the next (older) page; `null` on the last page.",
      },
    },
    { description: "Result of `GET /webhooks/{id}/deliveries`." },
  ),
};

// ---------------------------------------------------------------------------------------------
// Account

const account: Record<string, Schema> = {
  Usage: strict(
    ["plan", "limits", "usage", "reset_at"],
    {
      plan: refD("Plan", "Plan of the account."),
      limits: strict(
        ["daily", "per_minute", "ai_daily"],
        {
          daily: count("Quota units per UTC day."),
          per_minute: count("Requests per minute, all keys of the account together."),
          ai_daily: count("AI checks per UTC day (0 on Free and Basic)."),
        },
        { description: "The account's limits: its plan's, or the operator's per-account overrides." },
      ),
      usage: strict(
        ["date", "used", "remaining", "ai_used", "ai_remaining"],
        {
          date: date("The current UTC day."),
          used: count("Quota units used today."),
          remaining: count("`daily` - `used`, at least 0."),
          ai_used: count("AI checks used today."),
          ai_remaining: count("`ai_daily` - `ai_used`, at least 0."),
        },
        { description: "Today's usage." },
      ),
      reset_at: timestamp("Next midnight UTC, when `usage` starts again at 0."),
    },
    {
      description: "Result of `GET /usage` (costs no quota).",
      examples: [
        {
          plan: "pro",
          limits: { daily: PLAN_QUOTAS.pro.daily, per_minute: PLAN_QUOTAS.pro.perMinute, ai_daily: PLAN_QUOTAS.pro.aiDaily },
          usage: { date: "2025-03-01", used: 118, remaining: 9882, ai_used: 4, ai_remaining: 996 },
          reset_at: "2025-03-02T00:00:00.000Z",
        },
      ],
    },
  ),
  Me: strict(
    ["key", "account"],
    {
      key: strict(
        ["id", "prefix", "scope", "created_at"],
        {
          id: ref("KeyId"),
          prefix: {
            type: "string",
            pattern: "^tk_live_[A-Za-z0-9]{4}$",
            description: "First 12 characters of the key, as listed in the dashboard.",
          },
          scope: { type: "string", enum: [...KEY_SCOPES], description: "`read`: GET and the three check endpoints; `write`: everything." },
          created_at: timestamp("When the key was created."),
        },
        { description: "The key used for this request." },
      ),
      account: strict(
        ["id", "name", "plan", "frozen"],
        {
          id: ref("AccountId"),
          name: { type: "string", minLength: 1, maxLength: 255 },
          plan: ref("Plan"),
          frozen: {
            type: "boolean",
            const: false,
            description: "Always false here: while an account is frozen its keys get `403 account_frozen`.",
          },
        },
        { description: "The account that owns the key." },
      ),
    },
    {
      description: "Result of `GET /me` (costs no quota; serves as a health check).",
      examples: [
        {
          key: { id: "key_5Yt1Rb8NwQ2e", prefix: "tk_live_a1B2", scope: "write", created_at: "2025-02-01T09:00:00.000Z" },
          account: { id: "acc_9Lp4Dq2Xv8Hs", name: "Acme Chats", plan: "pro", frozen: false },
        },
      ],
    },
  ),
};

// ---------------------------------------------------------------------------------------------
// Errors

/** For one error code: its `details` has this schema, and is required unless `optional`. */
const detailsFor = (code: string, schemaName: string, optional = false): Schema => ({
  if: { properties: { code: { const: code } }, required: ["code"] },
  then: { ...(optional ? {} : { required: ["details"] }), properties: { details: ref(schemaName) } },
});

const errors: Record<string, Schema> = {
  ErrorCode: {
    type: "string",
    enum: [...ERROR_CODE_LIST],
    description:
      "Machine-readable error code. 400 `invalid_json`, `bad_request` (not well-formed HTTP: malformed headers, an unknown method); 408 `request_timeout` (headers or body not received in time); 431 `headers_too_large`; 401 `invalid_api_key`; 403 `insufficient_scope`, `account_frozen`, `plan_required`; 404 `group_not_found`, `not_found`; 405 `method_not_allowed`; 409 `limit_reached`; 413 `body_too_large`; 415 `unsupported_media_type`; 422 `validation_failed`, `unknown_setting`, `invalid_setting_value`; 429 `rate_limit_exceeded`, `daily_quota_exceeded`; 500 `internal`; 503 `unavailable`.",
  },
  ErrorBody: {
    ...strict(["code", "message", "request_id"], {
      code: ref("ErrorCode"),
      message: { type: "string", minLength: 1, description: "Human-readable explanation; never a stack trace or an internal message." },
      details: { type: "object", description: "Structured detail; its shape depends on `code`." },
      request_id: refD("RequestId", "Equals the `X-Request-Id` header of the response."),
    }),
    allOf: [
      detailsFor("validation_failed", "ValidationFailedDetails"),
      detailsFor("plan_required", "PlanRequiredDetails"),
      detailsFor("daily_quota_exceeded", "DailyQuotaExceededDetails"),
      detailsFor("rate_limit_exceeded", "RateLimitExceededDetails", true),
      detailsFor("invalid_setting_value", "InvalidSettingValueDetails"),
      detailsFor("unknown_setting", "UnknownSettingDetails"),
      detailsFor("limit_reached", "LimitReachedDetails"),
      detailsFor("body_too_large", "BodyTooLargeDetails"),
    ],
  },
  Error: strict(["error"], { error: ref("ErrorBody") }, {
    description: "Body of every error response.",
    examples: [
      {
        error: {
          code: "plan_required",
          message: "This endpoint needs the group on Pro or Business.",
          details: { required_plan: "pro", current_plan: "free", subject: "group" },
          request_id: "req_01HZY3K8Q2V7N4M6",
        },
      },
    ],
  }),
  ValidationFailedDetails: strict(["errors"], {
    errors: {
      type: "array",
      minItems: 1,
      items: strict(["path", "message"], {
        path: {
          type: "string",
          description:
            "Where: the body field as a dotted path with array indexes (`text`, `texts[3]`, `events[0]`), `body` for the body itself, `query.<name>` for a query parameter, the parameter's name (`id`, `ruleId`) for a path parameter.",
        },
        message: { type: "string", minLength: 1 },
      }),
    },
  }),
  PlanRequiredDetails: strict(["required_plan", "current_plan", "subject"], {
    required_plan: refD("Plan", "Lowest plan that allows the call."),
    current_plan: refD("Plan", "Current plan of the subject."),
    subject: { type: "string", enum: ["account", "group"], description: "Whose plan is too low." },
  }),
  DailyQuotaExceededDetails: strict(["plan", "limit", "used", "reset_at", "upgrade_hint"], {
    plan: ref("Plan"),
    limit: count("Daily quota."),
    used: count("Units used today."),
    reset_at: timestamp("Next midnight UTC."),
    upgrade_hint: { type: "string", minLength: 1, description: "Which plan gives more, in words." },
  }),
  RateLimitExceededDetails: strict(["limit", "retry_after"], {
    limit: count("Requests per minute allowed for the account."),
    retry_after: { type: "integer", minimum: 1, description: "Seconds to wait (equals `Retry-After`)." },
  }),
  InvalidSettingValueDetails: strict(["key", "rule"], {
    key: { type: "string", description: "The setting whose value was refused." },
    rule: { type: "string", minLength: 1, description: "The rule it broke, e.g. `integer 1..100` or `must be below spam_threshold (70)`." },
  }),
  UnknownSettingDetails: strict(["key"], {
    key: { type: "string", description: "The first key in the body that is not in the catalog." },
  }),
  LimitReachedDetails: strict(["resource", "limit"], {
    resource: { type: "string", enum: ["rules", "whitelist", "webhooks", "keys"], description: "What is at its cap." },
    limit: count("The cap."),
  }),
  BodyTooLargeDetails: strict(["limit_bytes"], {
    limit_bytes: { type: "integer", enum: [LIMITS.bodyMaxBytes, LIMITS.batchBodyMaxBytes], description: "Largest body the endpoint accepts." },
  }),
};


// ---------------------------------------------------------------------------------------------
// Moderator feedback

const reportFields = (): Record<string, Schema> => ({
  id: mintedId(ID_PREFIXES.report, "a report", "rpt_4Fz9Qm2LxT0bYc7WnE1s"),
  label: ref("ReportLabel"),
  group_id: {
    oneOf: [ref("GroupId"), { type: "null" }],
    description: "The group the report was made for; `null` without one.",
  },
  user_id: refD("UserId", "The sender of the reported text, when given."),
  journal_entry_id: refD("EventId", "The journal entry the report corrects (reports made through `POST /groups/{id}/journal/{entryId}/report`)."),
  created_at: timestamp("When the report was stored."),
});

const feedback: Record<string, Schema> = {
  ReportLabel: {
    type: "string",
    enum: [...REPORT_LABELS],
    description: "`spam`: the text is spam (a miss to correct); `ham`: the text is not spam (a false positive to correct).",
  },
  SpamReportRequest: fromZod(
    reportBody,
    {
      text: {
        type: "string",
        minLength: 1,
        maxLength: LIMITS.textMaxChars,
        description: `The text as it was posted, 1 to ${TEXT_MAX} characters (Unicode code points).`,
      },
      label: ref("ReportLabel"),
      group_id: refD(
        "GroupId",
        "The group the text was posted in: the report also teaches the bot's checks in that group. The group must be one the account administers (else `404 group_not_found`); every plan.",
      ),
      user_id: refD("UserId", "The sender of the text, when known (kept with the report)."),
    },
    {
      description: "Body of `POST /spam/report`. Unknown fields are refused with `422 validation_failed`.",
      examples: [{ text: "Need 2 people today for unloading, 3000 on the spot, write in DM @jobs_boss", label: "spam", group_id: -1001234567890 }],
    },
  ),
  JournalReportRequest: fromZod(journalReportBody, { label: ref("ReportLabel") }, {
    description: "Body of `POST /groups/{id}/journal/{entryId}/report`.",
    examples: [{ label: "ham" }],
  }),
  Report: strict(["id", "label", "group_id", "created_at"], reportFields(), {
    description: "A stored moderator report.",
    examples: [{ id: "rpt_4Fz9Qm2LxT0bYc7WnE1s", label: "spam", group_id: -1001234567890, created_at: "2025-03-01T12:34:56.789Z" }],
  }),
  ReportEntry: strict(
    ["id", "label", "group_id", "created_at", "text"],
    {
      ...reportFields(),
      text: { type: "string", minLength: 1, maxLength: LIMITS.textMaxChars, description: "The reported text." },
    },
    { description: "A report in the account's list, with its text." },
  ),
  ReportPage: strict(
    ["items", "next_cursor"],
    {
      items: { type: "array", items: ref("ReportEntry"), maxItems: LIMITS.pageSizeMax, description: "Newest first." },
      next_cursor: {
        oneOf: [ref("Cursor"), { type: "null" }],
        description: "Cursor of the next (older) page; `null` on the last page.",
      },
    },
    { description: "Result of `GET /spam/reports`." },
  ),
};

export const schemas: Record<string, Schema> = {
  ...primitives,
  ...checks,
  ...groups,
  ...rulesAndWhitelist,
  ...journalAndAnalytics,
  ...feedback,
  ...webhooks,
  ...account,
  ...errors,
};
