/**
 * Wire conventions of the public REST API v1 that the OpenAPI document, the gateway, the CLI and
 * the tests share: value sets, id formats, limits. One place, so that the document and the code
 * cannot drift apart.
 */

import {
  CUSTOM_RULES_BUDGET_MS,
  REGEX_GROUP_MAX_COST,
  REGEX_RULE_MAX_COST,
  RULE_PATTERN_MAX_CHARS,
  RULE_WEIGHT_MAX,
  RULE_WEIGHT_MIN,
  RULES_PER_GROUP,
} from "./rule/limits.js";
import { MAX_TEXT_CHARS, unstorableStringProblem } from "./text.js";

export const API_BASE_PATH = "/api/public/v1";

export const KEY_SCOPES = ["read", "write"] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

export const VERDICTS = ["spam", "suspicious", "clean"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Actions: recommended by a check, configured in `action_on_spam` (minus `none`), taken by the bot. */
export const ACTIONS = ["none", "review", "delete", "delete_and_mute", "delete_and_ban"] as const;
export type Action = (typeof ACTIONS)[number];
/** The actions that remove a message (and may sanction its sender): what the bot enforces and the journal counts as blocked. */
export const DESTRUCTIVE_ACTIONS: ReadonlySet<Action> = new Set<Action>(["delete", "delete_and_mute", "delete_and_ban"]);

export const JOURNAL_SOURCES = ["bot", "api"] as const;

/** A webhook endpoint's `status`, and why a disabled one is (`disabled_reason`). */
export const WEBHOOK_STATUSES = ["enabled", "disabled"] as const;
export const WEBHOOK_DISABLED_REASONS = ["manual", "failing"] as const;
/** Who acted on a member, in the `by` of the user.banned, user.kicked and user.muted webhooks. */
export const WEBHOOK_ACTORS = ["engine", "admin"] as const;
/** A delivery attempt's `status`. */
export const DELIVERY_STATUSES = ["succeeded", "failed", "pending"] as const;

/** Labels of a moderator report. */
export const REPORT_LABELS = ["spam", "ham"] as const;
export type ReportLabelName = (typeof REPORT_LABELS)[number];

export const RISK_LEVELS = ["low", "medium", "high", "critical"] as const;

/** Event kinds an endpoint can subscribe to (messaging-platform events). */
export const SUBSCRIBABLE_EVENT_TYPES = [
  "spam.detected",
  "message.suspicious",
  "user.banned",
  "user.kicked",
  "user.muted",
  "user.joined",
  "user.left",
] as const;
export type SubscribableEventType = (typeof SUBSCRIBABLE_EVENT_TYPES)[number];

/** Every `type` an envelope can carry: the subscribable kinds plus the test event. */
export const EVENT_TYPES = [...SUBSCRIBABLE_EVENT_TYPES, "webhook.test"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** ISO 8601 UTC with `Z` and millisecond precision, e.g. `2025-03-01T12:00:00.000Z`. */
export const TIMESTAMP_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$";
export const DATE_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$";

/**
 * How a webhook receiver URL starts, in requests and responses alike: `https://` (`http://` only
 * where the operator allows it), lowercase, with nothing before it. A URL is stored and returned
 * as it was sent, and `URL` parsing alone would take `HTTPS://…`, ` https://…` and `https:…`.
 */
export const WEBHOOK_URL_PATTERN = "^https?://";

/** An incoming `X-Request-Id` that matches this is echoed; otherwise one is generated. */
export const REQUEST_ID_PATTERN = "^[A-Za-z0-9._:-]{1,128}$";

/** Telegram user ids have at most 52 significant bits. */
export const MAX_TELEGRAM_USER_ID = 4503599627370496;
export const MIN_CHAT_ID = -9007199254740991;

/** A Telegram public username without `@` (collectible 4-character names included). */
export const USERNAME_BODY = "[A-Za-z][A-Za-z0-9_]{3,31}";
/**
 * A channel's chat id as the Bot API writes it: `-100` then the channel's own id, a positive number without a leading
 * zero (so `-1000` and `-1000123` name no channel).
 */
export const CHANNEL_CHAT_ID_BODY = "-100[1-9][0-9]{0,12}";
/** A whole username without `@` (USERNAME_BODY anchored). */
export const USERNAME_RE = new RegExp(`^${USERNAME_BODY}$`);

/**
 * A username as the whitelist matches it (Telegram's usernames are case-insensitive): without a leading `@`, in lower
 * case; undefined for none. The engine's and the bot's matches, and the whitelist's removals, read it the same way.
 */
export function usernameKey(username: string | undefined): string | undefined {
  return username?.replace(/^@/, "").toLowerCase() || undefined;
}

/**
 * What the `{entry}` of `DELETE /groups/{id}/whitelist/{entry}` names: a user id, a channel's chat
 * id (negative), or every entry with a username (`@name`, matched in lower case).
 */
export type WhitelistRemoval = { by: "user_id"; id: number } | { by: "chat_id"; id: number } | { by: "username"; username: string };

/** The refusal of an `{entry}` of none of the three forms (422 validation_failed at `entry`). */
export const WHITELIST_ENTRY_PROBLEM = "must be a user id, a channel chat id (-100…) or @name";

/** Reads a whitelist removal's `{entry}`, or null when it has none of the three forms. */
export function parseWhitelistEntry(entry: string): WhitelistRemoval | null {
  if (/^[1-9]\d{0,15}$/.test(entry)) {
    const id = Number(entry);
    if (id <= MAX_TELEGRAM_USER_ID) return { by: "user_id", id };
  } else if (/^-[1-9]\d{0,15}$/.test(entry)) {
    const id = Number(entry);
    if (Number.isSafeInteger(id)) return { by: "chat_id", id };
  } else if (entry.startsWith("@") && USERNAME_RE.test(entry.slice(1))) {
    return { by: "username", username: usernameKey(entry)! };
  }
  return null;
}

/** Limits of the RPCs between services (not of the public API). */
export const INTERNAL_LIMITS = {
  /** Engine.CheckMany: the checks one call carries (the gateway sends at most this many together) */
  checkManyMaxChecks: 64,
  /** GetFeedback: the characters of each report's text the engine learns from (a report keeps up to textMaxChars) */
  feedbackTextMaxChars: 2_000,
  /** PutFeedbackSnapshot: bytes of one scope's saved feedback state (the engine's are at most ~530 KB: 128 KiB of weights, 384 texts' shingles) */
  feedbackSnapshotMaxBytes: 1024 * 1024,
  /** Engine.Check's button_urls: the addresses of a message's URL buttons a bot check carries (a keyboard holds at most 100 buttons) */
  checkButtonUrls: 100,
  /** ... each in UTF-16 units (Telegram measures so); the bot cuts a longer one, whose host comes first and stays */
  checkButtonUrlMaxUnits: 2_048,
} as const;

/** Why the engine refuses an address of button_urls, or null: 1..checkButtonUrlMaxUnits UTF-16 units of storable text. */
export function buttonUrlProblem(url: string): string | null {
  if (url.length === 0 || url.length > INTERNAL_LIMITS.checkButtonUrlMaxUnits) return `must have 1..${INTERNAL_LIMITS.checkButtonUrlMaxUnits} UTF-16 units`;
  return unstorableStringProblem(url);
}

/** Every numeric limit of the public API; the document prints them, the gateway and the services enforce them. */
export const LIMITS = {
  textMaxChars: MAX_TEXT_CHARS,
  /** `ai.model` of a check, in UTF-16 units: a provider's longer model name is cut (services/engine/src/ai/openai.ts) */
  aiModelMaxChars: 128,
  batchMaxTexts: 20,
  bodyMaxBytes: 64 * 1024,
  batchBodyMaxBytes: 256 * 1024,
  pageSizeDefault: 50,
  pageSizeMax: 100,
  rulesPerGroup: RULES_PER_GROUP,
  whitelistEntriesPerGroup: 1000,
  webhooksPerAccount: 10,
  activeKeysPerAccount: 10,
  analyticsMaxDays: 366,
  analyticsDefaultDays: 30,
  /** GET /usage?days=N: the UTC days of quota use kept and shown, today included */
  usageHistoryMaxDays: 31,
  ruleWeightMin: RULE_WEIGHT_MIN,
  ruleWeightMax: RULE_WEIGHT_MAX,
  rulePatternMaxChars: RULE_PATTERN_MAX_CHARS,
  /** the regex cost model (./rule): per rule, per group (enabled regexes), per-check time on custom rules */
  regexRuleMaxCost: REGEX_RULE_MAX_COST,
  regexGroupMaxCost: REGEX_GROUP_MAX_COST,
  customRulesBudgetMs: CUSTOM_RULES_BUDGET_MS,
  /** A group's title, in code points: Telegram's own bound on a chat title (1-128 characters) */
  groupTitleMaxChars: 128,
  webhookUrlMaxChars: 2048,
  webhookDescriptionMaxChars: 256,
  /** `events` of a webhook endpoint: distinct kinds, so at most every subscribable kind once */
  webhookEventsMax: SUBSCRIBABLE_EVENT_TYPES.length,
  /** `group_ids` of a webhook endpoint (`null` subscribes it to every group of the account) */
  webhookGroupIdsMax: 1000,
  textExcerptMaxChars: 200,
  webhookTimeoutSeconds: 10,
  webhookAttempts: 6,
  webhookTimestampToleranceSeconds: 300,
  /** `POST /webhooks/{id}/test`: an account's test deliveries made at once per dispatcher instance (the others wait their turn) */
  testDeliveriesPerAccount: 2,
  /** GET /webhooks/{id}/deliveries: attempts older than this many days are deleted (the dispatcher's default) */
  deliveryHistoryDays: 30,
  /**
   * Moderator reports kept per account (and per group for the bot's, which have no account): the
   * newest ones, which are also all the engine learns from after a restart. A report beyond them
   * deletes the oldest, so no tenant's reports grow without bound (they cost no quota unit).
   */
  reportsKept: 10_000,
  /**
   * The latest reports of a scope (an account's, for its API checks; a group's, for the bot's checks in it) whose texts
   * and near-duplicates are recognised as reported (reported_spam, reported_ham); older ones teach only account_model.
   */
  reportsRecognised: 384,
  /** A ham report covers a text at most this many characters longer than its own (after normalisation), not more. */
  reportedHamExtraChars: 16,
  /**
   * A ham report covers a text with no more links or @handles than its own and at most this many more emoji: the
   * characters above cannot see a link or handle added (the comparison reads a link as its host and a handle as "@").
   */
  reportedHamExtraEmojis: 3,
  /**
   * `details.errors` of `422 validation_failed`: at most this many problems are listed (the first
   * found), so the answer to a hostile body stays small whatever the body holds.
   */
  validationErrorsMax: 20,
} as const;
