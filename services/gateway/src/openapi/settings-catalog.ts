/**
 * The catalog of group settings writable through the API (GET /settings-catalog), and the
 * JSON Schemas of the Settings object and of a settings patch, both derived from it.
 */

export type SettingsCatalogEntry =
  | { key: string; type: "boolean"; default: boolean; description: string }
  | { key: string; type: "integer"; default: number; min: number; max: number; description: string }
  | { key: string; type: "enum"; default: string; values: readonly string[]; description: string }
  | { key: string; type: "string_list"; default: readonly string[]; max_items: number; description: string };

export const SETTINGS_CATALOG: readonly SettingsCatalogEntry[] = [
  {
    key: "spam_threshold",
    type: "integer",
    default: 70,
    min: 1,
    max: 100,
    description: "A message whose score is at or above this value is `spam`.",
  },
  {
    key: "suspicious_threshold",
    type: "integer",
    default: 40,
    min: 1,
    max: 99,
    description:
      "A message whose score is at or above this value and below `spam_threshold` is `suspicious`. Must stay below `spam_threshold`.",
  },
  {
    key: "action_on_spam",
    type: "enum",
    default: "delete",
    values: ["review", "delete", "delete_and_mute", "delete_and_ban"],
    description:
      "What the bot does with a `spam` message: `review` leaves it and flags it for the admins; the others delete it and optionally mute (for `mute_minutes`) or ban the sender.",
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
    description:
      "How many first messages of a new member are checked with probation rules (see `block_links_from_new_members`). 0 turns probation off.",
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
    description:
      "The bot asks the AI provider about messages it scores as `suspicious` (draws on the account's daily AI allowance; Pro and Business only). Has no effect on API checks, which ask the AI only with `include_ai`.",
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
    description: "The bot sends the group's admins a direct message for every spam action it takes.",
  },
];

export const SETTINGS_KEYS: readonly string[] = SETTINGS_CATALOG.map((e) => e.key);

/** JSON Schema of one setting's value. */
export function settingValueSchema(entry: SettingsCatalogEntry): Record<string, unknown> {
  switch (entry.type) {
    case "boolean":
      return { type: "boolean", default: entry.default, description: entry.description };
    case "integer":
      return {
        type: "integer",
        minimum: entry.min,
        maximum: entry.max,
        default: entry.default,
        description: entry.description,
      };
    case "enum":
      return { type: "string", enum: [...entry.values], default: entry.default, description: entry.description };
    case "string_list":
      return {
        type: "array",
        items: { type: "string", minLength: 1, maxLength: 256 },
        maxItems: entry.max_items,
        uniqueItems: true,
        default: [...entry.default],
        description: entry.description,
      };
  }
}

export function settingsSchemaProperties(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(SETTINGS_CATALOG.map((e) => [e.key, settingValueSchema(e)]));
}

/** The defaults of every catalog key: the settings of a group nobody has changed. */
export function defaultSettings(): Record<string, unknown> {
  return Object.fromEntries(
    SETTINGS_CATALOG.map((e) => [e.key, Array.isArray(e.default) ? [...e.default] : e.default]),
  );
}
