import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { PLAN_QUOTAS } from "@warden/contract";
import {
  BotStatus,
  GroupSchema,
  type ModerationMode,
  ModerationModeSchema,
  type Plan,
  PlanSchema,
  type RuleKind,
  RuleKindSchema,
  enumNames,
  RuleSchema,
  SettingDefinitionSchema,
  type SettingType,
  SettingTypeSchema,
  SettingsSchema,
  WhitelistEntrySchema,
  WhitelistKind,
  type Group,
  type Rule,
  type SettingDefinition,
  type Settings,
  type WhitelistEntry,
} from "@warden/proto";
import { actionToProto, type CatalogEntry, type SettingsValues } from "./catalog.js";
import { type GroupRecord, isProPlus, type PlanName, type RuleRecord, type WhitelistRecord } from "./store.js";

const PLANS = enumNames<Plan, PlanName>(PlanSchema);
export const planToProto = (p: PlanName): Plan => PLANS.value(p)!;
export const planFromProto = (p: Plan): PlanName | undefined => PLANS.name(p);

export function groupToProto(g: GroupRecord): Group {
  return create(GroupSchema, {
    id: BigInt(g.id),
    title: g.title,
    plan: planToProto(g.plan),
    apiAvailable: g.api_available,
    memberCount: g.member_count ?? undefined,
    botStatus: g.bot_status === "active" ? BotStatus.ACTIVE : BotStatus.REMOVED,
    createdAt: timestampFromDate(g.created_at),
    ownerTelegramUserId: g.owner_telegram_user_id === null ? undefined : BigInt(g.owner_telegram_user_id),
  });
}

/**
 * The settings as they apply to a group on `plan`: a setting its plan does not include is carried
 * as off, whatever is stored (ocr_enabled and ai_enabled: Pro and Business only), so the bot and the
 * engine never need the plan. A group moved down to Free or Basic keeps what its owner chose (it
 * applies again after an upgrade) but no longer has the engine ask the AI provider about its messages.
 */
export function settingsToProto(s: SettingsValues, plan: PlanName): Settings {
  return create(SettingsSchema, {
    spamThreshold: s.spam_threshold,
    suspiciousThreshold: s.suspicious_threshold,
    actionOnSpam: actionToProto(s.action_on_spam),
    muteMinutes: s.mute_minutes,
    newMemberProbationMessages: s.new_member_probation_messages,
    blockLinksFromNewMembers: s.block_links_from_new_members,
    externalBanList: s.external_ban_list,
    aiEnabled: s.ai_enabled && isProPlus(plan),
    // The bot's AI draws of a UTC day (0 below Pro): the engine counts them per group.
    aiDaily: PLAN_QUOTAS[plan].aiDaily,
    maxEmojis: s.max_emojis,
    deleteServiceMessages: s.delete_service_messages,
    notifyAdmins: s.notify_admins,
    floodMessages: s.flood_messages,
    floodSeconds: s.flood_seconds,
    duplicateMessages: s.duplicate_messages,
    duplicateWindowMinutes: s.duplicate_window_minutes,
    probingDetection: s.probing_detection,
    reactionSpamReactions: s.reaction_spam_reactions,
    metadataSignals: s.metadata_signals,
    ocrEnabled: s.ocr_enabled && isProPlus(plan),
    adminChatId: BigInt(s.admin_chat_id),
    reportThreshold: s.report_threshold,
    mode: MODES[s.mode],
    probationSpamThreshold: s.probation_spam_threshold,
    language: s.language,
  });
}

const MODES = enumNames<ModerationMode, SettingsValues["mode"]>(ModerationModeSchema).byName();

const KINDS = enumNames<RuleKind, RuleRecord["kind"]>(RuleKindSchema).byName();

/**
 * A group's custom rules as they apply on `plan`: Pro and Business only. A group moved down to Free or Basic keeps its
 * rules stored (they apply again after an upgrade), but none of them runs: its owner can no longer see or change them
 * through the API or the dashboard (both need the group on Pro), so a rule must not keep acting unseen.
 */
export function rulesToProto(rules: RuleRecord[], plan: PlanName): Rule[] {
  return isProPlus(plan) ? rules.map(ruleToProto) : [];
}

export function ruleToProto(r: RuleRecord): Rule {
  return create(RuleSchema, {
    id: r.id,
    name: r.name,
    kind: KINDS[r.kind],
    pattern: r.pattern,
    weight: r.weight,
    enabled: r.enabled,
    createdAt: timestampFromDate(r.created_at),
    updatedAt: timestampFromDate(r.updated_at),
  });
}

/**
 * A group's whitelist as it applies on `plan`, as rulesToProto: Pro and Business only. The API and the dashboard reach
 * the whitelist only there, so below Pro an entry could neither be seen nor removed: a whitelisted sender who turned
 * spammer would stay `clean` in the bot's checks until the group was upgraded. Stored all along; back after an upgrade.
 */
export function whitelistOnPlan(entries: WhitelistRecord[], plan: PlanName): WhitelistEntry[] {
  return isProPlus(plan) ? entries.map(whitelistToProto) : [];
}

export function whitelistToProto(w: WhitelistRecord): WhitelistEntry {
  return create(WhitelistEntrySchema, {
    kind: w.kind === "user" ? WhitelistKind.USER : WhitelistKind.CHANNEL,
    id: w.entity_id === null ? undefined : BigInt(w.entity_id),
    username: w.username ?? undefined,
    addedAt: timestampFromDate(w.added_at),
  });
}

const SETTING_TYPES = enumNames<SettingType, CatalogEntry["type"]>(SettingTypeSchema).byName();

export function catalogEntryToProto(e: CatalogEntry): SettingDefinition {
  return create(SettingDefinitionSchema, {
    key: e.key,
    type: SETTING_TYPES[e.type],
    defaultJson: JSON.stringify(e.default),
    description: e.description,
    ...(e.type === "integer" ? { min: BigInt(e.min), max: BigInt(e.max) } : {}),
    ...(e.type === "enum" ? { values: [...e.values] } : {}),
    ...(e.type === "string_list" ? { maxItems: e.max_items } : {}),
  });
}
