import { Action } from "@warden/proto";

/** One writable protection setting of a group, as published by GET /settings-catalog. */
export type CatalogEntry =
  | { key: string; type: "boolean"; default: boolean; description: string }
  | { key: string; type: "integer"; default: number; min: number; max: number; description: string }
  | { key: string; type: "enum"; default: string; values: string[]; description: string }
  | { key: string; type: "string_list"; default: string[]; max_items: number; description: string };

export const CATALOG: readonly CatalogEntry[] = Object.freeze([
  { key: "spam_threshold", type: "integer", default: 70, min: 1, max: 100, description: "Score at or above which a message is spam and the group's action applies." },
  { key: "suspicious_threshold", type: "integer", default: 40, min: 1, max: 99, description: "Score at or above which a message is suspicious (flagged for review). Must be below spam_threshold." },
  { key: "action_on_spam", type: "enum", default: "delete", values: ["review", "delete", "delete_and_mute", "delete_and_ban"], description: "What the bot does with spam: only flag it for review, delete it, delete and mute the sender for mute_minutes, or delete and ban the sender." },
  { key: "mute_minutes", type: "integer", default: 60, min: 1, max: 525600, description: "How long a sender is muted when action_on_spam is delete_and_mute." },
  { key: "new_member_probation_messages", type: "integer", default: 3, min: 0, max: 100, description: "A member's first N messages are checked with probation rules (links from new members, external ban list). 0 turns probation off." },
  { key: "block_links_from_new_members", type: "boolean", default: true, description: "During probation, links weigh heavily towards spam." },
  { key: "external_ban_list", type: "boolean", default: true, description: "Consult the external ban list (CAS) for members in probation." },
  { key: "ai_enabled", type: "boolean", default: false, description: "Ask the AI provider for a second opinion on suspicious messages (Pro and above)." },
  { key: "max_emojis", type: "integer", default: 10, min: 0, max: 1000, description: "More emojis than this in one message fires the excessive_emoji rule." },
  { key: "delete_service_messages", type: "boolean", default: false, description: "Delete 'user joined' and 'user left' service messages." },
  { key: "notify_admins", type: "boolean", default: false, description: "Post a notice for the group's administrators when the bot acts." },
] satisfies CatalogEntry[]);

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
};

export const DEFAULTS: Readonly<SettingsValues> = Object.freeze(
  Object.fromEntries(CATALOG.map((e) => [e.key, e.default])) as SettingsValues,
);

const ACTIONS: Record<SettingsValues["action_on_spam"], Action> = {
  review: Action.REVIEW,
  delete: Action.DELETE,
  delete_and_mute: Action.DELETE_AND_MUTE,
  delete_and_ban: Action.DELETE_AND_BAN,
};

export function actionToProto(a: SettingsValues["action_on_spam"]): Action {
  return ACTIONS[a];
}

/** Stored overrides merged over the defaults; unknown stored keys are ignored. */
export function effectiveSettings(overrides: Record<string, unknown>): SettingsValues {
  const out = { ...DEFAULTS } as Record<string, unknown>;
  for (const e of CATALOG) if (e.key in overrides) out[e.key] = overrides[e.key];
  return out as SettingsValues;
}
