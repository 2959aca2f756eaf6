import { PLAN_QUOTAS } from "./plans.js";
import { codePointLength } from "./text.js";

/** One writable protection setting of a group, as published by GET /settings-catalog. */
export type CatalogEntry =
  | { key: string; type: "boolean"; default: boolean; description: string }
  | { key: string; type: "integer"; default: number; min: number; max: number; description: string }
  | { key: string; type: "enum"; default: string; values: string[]; description: string }
  | { key: string; type: "string_list"; default: string[]; max_items: number; description: string };

/** The languages the bot writes in (the `language` setting); the first is the default. */
export const BOT_LANGUAGES = ["en", "ru"] as const;
export type BotLanguage = (typeof BOT_LANGUAGES)[number];

/**
 * The catalog, in its published order: the one source of the settings' keys, types, ranges,
 * defaults and descriptions (the policy defaults of a group nobody configured). groups-config
 * validates settings against it, the engine and the bot start from its defaults, the gateway
 * publishes it (GET /settings-catalog and the OpenAPI document).
 */
export const CATALOG: readonly CatalogEntry[] = Object.freeze([
  {
    key: "spam_threshold",
    type: "integer",
    default: 70,
    min: 1,
    max: 100,
    description: "A message whose score is at or above this value is `spam`. Must stay above `suspicious_threshold` (so at least 2).",
  },
  {
    key: "suspicious_threshold",
    type: "integer",
    default: 40,
    min: 1,
    max: 99,
    description: "A message whose score is at or above this value and below `spam_threshold` is `suspicious`. Must stay below `spam_threshold`.",
  },
  {
    key: "action_on_spam",
    type: "enum",
    default: "delete",
    values: ["review", "delete", "delete_and_mute", "delete_and_ban"],
    description:
      "What the bot does with a `spam` message: `review` leaves it and flags it for the admins; the others delete it and optionally mute (for `mute_minutes`) or ban the sender. Telegram mutes members in supergroups only: in a basic group `delete_and_mute` deletes, and the admins' notice says the sender was not muted.",
  },
  {
    key: "mute_minutes",
    type: "integer",
    default: 60,
    min: 1,
    max: 525_600,
    description: "Length of the mute applied by `delete_and_mute`, in minutes (at most one year).",
  },
  {
    key: "new_member_probation_messages",
    type: "integer",
    default: 3,
    min: 0,
    max: 100,
    description: "How many first messages of a new member are checked with probation rules (see `block_links_from_new_members`). 0 turns probation off.",
  },
  {
    key: "block_links_from_new_members",
    type: "boolean",
    default: true,
    description: "A link in a message sent during probation makes the message `spam`.",
  },
  {
    key: "external_ban_list",
    type: "boolean",
    default: true,
    description: "A sender listed on the external public spam-ban list (CAS) is treated as a spammer.",
  },
  {
    key: "ai_enabled",
    type: "boolean",
    default: false,
    description: `The bot asks the AI provider about messages it scores as \`suspicious\` (Pro and Business only), at most the group plan's daily AI allowance each UTC day (${PLAN_QUOTAS.pro.aiDaily.toLocaleString("en-US")} a group on Pro, ${PLAN_QUOTAS.business.aiDaily.toLocaleString("en-US")} on Business; counted per group, apart from the account's allowance for \`include_ai\`); once it is spent, messages keep the verdict of every other signal until the day ends. Has no effect on API checks, which ask the AI only with \`include_ai\`.`,
  },
  {
    key: "max_emojis",
    type: "integer",
    default: 10,
    min: 0,
    max: 1000,
    description: "More emojis than this in one message is a spam signal. 0 turns the check off.",
  },
  {
    key: "delete_service_messages",
    type: "boolean",
    default: false,
    description: "The bot deletes the platform's join and leave service messages.",
  },
  {
    key: "notify_admins",
    type: "boolean",
    default: false,
    description:
      "The bot sends the group's owner a private message, with buttons (Not spam, Ban everywhere, Clean up), for every action it takes; `admin_chat_id` sends these notices to an admin chat instead.",
  },
  // ── behaviour signals (issue #16): what a member does, not only what a message says. Weights in behaviour.ts.
  {
    key: "flood_messages",
    type: "integer",
    default: 6,
    min: 0,
    max: 100,
    description:
      "A member who posts this many messages within `flood_seconds` is flooding: the messages are deleted and the member is muted for `mute_minutes`, whatever the text says (signal `flood`). 0 turns the check off.",
  },
  {
    key: "flood_seconds",
    type: "integer",
    default: 5,
    min: 1,
    max: 600,
    description: "The window of `flood_messages`, in seconds (Telegram dates messages to the second, both ends count).",
  },
  {
    key: "duplicate_messages",
    type: "integer",
    default: 3,
    min: 0,
    max: 50,
    description:
      "The same or a near-duplicate text (case, spacing, look-alike letters, numbers and @handles ignored; at least 4 words) posted this many times within `duplicate_window_minutes` is a duplicate: by one member (signal `duplicate_text`) or by this many different members (signal `duplicate_across_members`: flagged for review, and deleted with its earlier copies when the text carries a link or an @handle, signal `duplicate_with_link`, or leans to spam). 0 turns the check off.",
  },
  {
    key: "duplicate_window_minutes",
    type: "integer",
    default: 10,
    min: 1,
    max: 1440,
    description: "The window of `duplicate_messages`, in minutes.",
  },
  {
    key: "probing_detection",
    type: "boolean",
    default: true,
    description:
      'A member still on probation (see `new_member_probation_messages`) who sends several very short messages ("hi", ".", "?") within a minute, the way spammers test whether a bot reacts, earns the signal `short_message_probing`.',
  },
  {
    key: "reaction_spam_reactions",
    type: "integer",
    default: 3,
    min: 0,
    max: 100,
    description:
      "An account that has never written in the group and reacts to this many messages within a day (or reacts in several groups) is reported to the group's admins with a notice (signal `reaction_spam`); a reaction carries no message to delete. Telegram delivers reactions only when the bot is an administrator. 0 turns the check off.",
  },
  {
    key: "metadata_signals",
    type: "boolean",
    default: true,
    description:
      "The message's form counts, not only its text: forwards from channels, link buttons, contacts, stories, media with a short or no caption, replies to messages from other chats and dense custom emoji each earn a weighted signal (messages without any text are then judged on them too).",
  },
  // Text in photos (OCR).
  {
    key: "ocr_enabled",
    type: "boolean",
    default: true,
    description:
      "The bot reads the text in a photo (OCR, English and Russian) and checks it together with the caption, so a spam banner with an innocent caption is spam. Pro and Business only: on Free and Basic the setting has no effect. Captions are always checked.",
  },
  // Admin loop: notices with buttons, members' /report, moderation modes.
  {
    key: "admin_chat_id",
    type: "integer",
    default: 0,
    min: -9_999_999_999_999,
    max: 0,
    description:
      "The chat (a group id, `-100…`) where the bot posts a notice with buttons (Not spam, Ban everywhere, Clean up) for every action it takes: a chat this account administers, with the bot in it (another chat is `422 invalid_setting_value`). 0 sends the notices to the owner's private chat with the bot, when `notify_admins` is on.",
  },
  {
    key: "report_threshold",
    type: "integer",
    default: 3,
    min: 0,
    max: 100,
    description:
      "How many distinct members replying `/report` to a message get it deleted, reported as spam and the admins notified; an administrator's `/report` acts at once. 0 turns members' reports off.",
  },
  {
    key: "mode",
    type: "enum",
    default: "enforce",
    values: ["enforce", "dry_run", "soft_ban"],
    description:
      "`enforce` acts on every decision; `dry_run` decides, journals and sends webhooks but acts on nothing (no deletion, mute or ban); `soft_ban` restricts the sender (no sending) where the action would ban. Telegram restricts members of supergroups only, and never a channel posting as itself: in a basic group, and for a channel identity, `soft_ban` bans as `enforce` does (the notice says so in a basic group).",
  },
  {
    key: "probation_spam_threshold",
    type: "integer",
    default: 50,
    min: 1,
    max: 100,
    description:
      "During probation (the first `new_member_probation_messages` messages of a member the bot saw join, counted again from 0 after a message judged spam) a message whose score is at or above this value is `spam`, when it is below `spam_threshold`. 100 (or a value not below `spam_threshold`) checks new members like everyone else.",
  },
  // What the bot writes in: its notices in the group, its messages to the group's admins, the answers to their buttons.
  {
    key: "language",
    type: "enum",
    default: "en",
    values: [...BOT_LANGUAGES],
    description:
      "The language of what the bot writes about the group: its notices in the group, its notices with buttons to the admins, and its answers to them. `en` English, `ru` Russian. A group the bot is added to by a user whose Telegram app is set to Russian (or Belarusian or Kazakh) starts with `ru`.",
  },
] satisfies CatalogEntry[]);

export const CATALOG_BY_KEY: ReadonlyMap<string, CatalogEntry> = new Map(CATALOG.map((e) => [e.key, e]));

export type SettingsValues = {
  spam_threshold: number;
  suspicious_threshold: number;
  action_on_spam: "review" | "delete" | "delete_and_mute" | "delete_and_ban";
  mute_minutes: number;
  new_member_probation_messages: number;
  block_links_from_new_members: boolean;
  external_ban_list: boolean;
  ai_enabled: boolean;
  max_emojis: number;
  delete_service_messages: boolean;
  notify_admins: boolean;
  flood_messages: number;
  flood_seconds: number;
  duplicate_messages: number;
  duplicate_window_minutes: number;
  probing_detection: boolean;
  reaction_spam_reactions: number;
  metadata_signals: boolean;
  ocr_enabled: boolean;
  admin_chat_id: number;
  report_threshold: number;
  mode: "enforce" | "dry_run" | "soft_ban";
  probation_spam_threshold: number;
  language: BotLanguage;
};

export const DEFAULTS: Readonly<SettingsValues> = Object.freeze(Object.fromEntries(CATALOG.map((e) => [e.key, e.default])) as SettingsValues);

/** Stored overrides merged over the defaults; unknown stored keys are ignored. */
export function effectiveSettings(overrides: Record<string, unknown>): SettingsValues {
  const out = { ...DEFAULTS } as Record<string, unknown>;
  for (const e of CATALOG) if (e.key in overrides) out[e.key] = overrides[e.key];
  return out as SettingsValues;
}

/** Longest string of a `string_list` setting. */
export const SETTING_STRING_MAX = 256;

/**
 * A setting's rule in words: what `422 invalid_setting_value` names, and what the dashboard's
 * settings form says before it sends (one text, one check: `settingValueFits`).
 */
export function settingRule(e: CatalogEntry): string {
  switch (e.type) {
    case "boolean":
      return "boolean";
    case "integer":
      return `integer ${e.min}..${e.max}`;
    case "enum":
      return `one of ${e.values.join(", ")}`;
    case "string_list":
      return `list of at most ${e.max_items} distinct strings of 1..${SETTING_STRING_MAX} characters`;
  }
}

/** Whether a value keeps its setting's rule. */
export function settingValueFits(e: CatalogEntry, v: unknown): boolean {
  switch (e.type) {
    case "boolean":
      return typeof v === "boolean";
    case "integer":
      return typeof v === "number" && Number.isInteger(v) && v >= e.min && v <= e.max;
    case "enum":
      return typeof v === "string" && e.values.includes(v);
    case "string_list":
      return (
        Array.isArray(v) &&
        v.length <= e.max_items &&
        // Characters are code points, as every length of the API (an emoji is one, not two UTF-16 units).
        v.every((s) => typeof s === "string" && s.length >= 1 && codePointLength(s) <= SETTING_STRING_MAX) &&
        new Set(v).size === v.length
      );
  }
}

/**
 * The rule across settings, on merged settings: suspicious_threshold below spam_threshold. Names
 * suspicious_threshold when the patch set it (or did not set spam_threshold), else spam_threshold.
 */
export function crossSettingProblem(
  merged: { spam_threshold: number; suspicious_threshold: number },
  patched: ReadonlySet<string>,
): { key: string; rule: string } | null {
  if (merged.suspicious_threshold < merged.spam_threshold) return null;
  if (patched.has("suspicious_threshold") || !patched.has("spam_threshold")) {
    return { key: "suspicious_threshold", rule: `must be below spam_threshold (${merged.spam_threshold})` };
  }
  return { key: "spam_threshold", rule: `must be above suspicious_threshold (${merged.suspicious_threshold})` };
}
