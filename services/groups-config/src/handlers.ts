import type { ServiceImpl } from "@connectrpc/connect";
import { errors } from "@warden/errors";
import type { GroupsConfigService } from "@warden/proto";
import type { CursorSigner } from "@warden/server";
import { CATALOG } from "./catalog.js";
import { catalogEntryToProto, groupToProto, rulesToProto, ruleToProto, settingsToProto, whitelistOnPlan, whitelistToProto } from "./convert.js";
import { RULES_PER_GROUP, validateRuleSpec } from "./rule-spec.js";
import { applySettingsPatch, settingsJson } from "./settings-patch.js";
import { createBotMembershipHandlers, SIBLING_GROUPS_MAX } from "./handlers-bot.js";
import { createReportHandlers } from "./handlers-reports.js";
import type { GroupStore, PolicyRecord } from "./store.js";
import { parseWhitelistRemoval, parseWhitelistTarget, WHITELIST_PER_GROUP } from "./whitelist-target.js";

/** Caps of a group's collections; tests lower them to reach the edges quickly. */
export interface GroupLimits {
  rulesPerGroup: number;
  whitelistPerGroup: number;
  /** Other groups one ListSiblingGroups answers at most. */
  siblingGroups: number;
}
export const DEFAULT_LIMITS: GroupLimits = Object.freeze({
  rulesPerGroup: RULES_PER_GROUP,
  whitelistPerGroup: WHITELIST_PER_GROUP,
  siblingGroups: SIBLING_GROUPS_MAX,
});

function safeId(id: bigint, field = "group_id"): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n)) throw errors.validation([{ path: field, message: "out of range" }]);
  return n;
}

/** GetPolicy's owner, answered changed or not: the owner changes with no policy version bump (the engine keeps the latest). */
const owner = (p: Pick<PolicyRecord, "ownerTelegramUserId">) => (p.ownerTelegramUserId === null ? {} : { ownerTelegramUserId: BigInt(p.ownerTelegramUserId) });

/** `opts.cursors` signs the report list's cursors (CURSOR_SECRET); without one, a random key of this process. */
export function createGroupsConfigHandlers(
  store: GroupStore,
  limits: GroupLimits = DEFAULT_LIMITS,
  opts: { cursors?: CursorSigner } = {},
): ServiceImpl<typeof GroupsConfigService> {
  const catalog = CATALOG.map(catalogEntryToProto);
  return {
    ...createBotMembershipHandlers(store, limits.siblingGroups),
    ...createReportHandlers(store.reports, opts.cursors),
    async getPolicy(req) {
      const groupId = safeId(req.groupId);
      if (req.knownVersion > 0n) {
        const head = await store.policyHead(groupId);
        if (head === null) throw errors.notFound("group", groupId);
        if (BigInt(head.version) === req.knownVersion) {
          return { groupId: req.groupId, version: req.knownVersion, changed: false, feedbackSeq: BigInt(head.feedbackSeq), ...owner(head) };
        }
      }
      const p = await store.getPolicy(groupId);
      if (!p) throw errors.notFound("group", groupId);
      return {
        groupId: req.groupId,
        version: BigInt(p.version),
        changed: true,
        feedbackSeq: BigInt(p.feedbackSeq),
        ...owner(p),
        settings: settingsToProto(p.settings, p.plan),
        rules: rulesToProto(p.rules, p.plan),
        whitelist: whitelistOnPlan(p.whitelist, p.plan),
      };
    },

    async authorizeGroup(req) {
      const g = await store.authorize(req.accountId, safeId(req.groupId));
      if (!g) throw errors.notFound("group", req.groupId, "group not found");
      return { group: groupToProto(g) };
    },

    async listGroups(req) {
      return { groups: (await store.listGroups(req.accountId)).map(groupToProto) };
    },

    async listGroupAccounts(req) {
      const { accountIds, groupIds } = await store.groupAccounts(safeId(req.groupId));
      return { accountIds, groupIds: groupIds.map(BigInt) };
    },

    async listLinkedAccounts(req) {
      return { accountIds: await store.linkedAccounts(safeId(req.telegramUserId, "telegram_user_id")) };
    },

    // Settings ------------------------------------------------------------------------------

    async getSettingsCatalog() {
      return { settings: catalog };
    },

    async getSettings(req) {
      const { settings, version } = await store.getSettings(req.accountId, safeId(req.groupId));
      return { settingsJson: settingsJson(settings), policyVersion: BigInt(version) };
    },

    async updateSettings(req) {
      const { settings, version } = await store.updateSettings(req.accountId, safeId(req.groupId), (current) => {
        const { next, keys } = applySettingsPatch(current, req.patchJson);
        return keys.length === 0 ? null : next;
      });
      return { settingsJson: settingsJson(settings), policyVersion: BigInt(version) };
    },

    // Rules ---------------------------------------------------------------------------------

    async listRules(req) {
      return { rules: (await store.listRules(req.accountId, safeId(req.groupId))).map(ruleToProto) };
    },

    async createRule(req) {
      const groupId = safeId(req.groupId);
      const spec = validateRuleSpec(req.rule);
      const { rule, version } = await store.createRule(req.accountId, groupId, spec, limits.rulesPerGroup);
      return { rule: ruleToProto(rule), policyVersion: BigInt(version) };
    },

    async replaceRule(req) {
      const groupId = safeId(req.groupId);
      const spec = validateRuleSpec(req.rule);
      const { rule, version } = await store.replaceRule(req.accountId, groupId, req.ruleId, spec);
      return { rule: ruleToProto(rule), policyVersion: BigInt(version) };
    },

    async deleteRule(req) {
      const groupId = safeId(req.groupId);
      const { version } = await store.deleteRule(req.accountId, groupId, req.ruleId);
      return { policyVersion: BigInt(version) };
    },

    // Whitelist -----------------------------------------------------------------------------

    async listWhitelist(req) {
      return { entries: (await store.listWhitelist(req.accountId, safeId(req.groupId))).map(whitelistToProto) };
    },

    async addWhitelistEntry(req) {
      const groupId = safeId(req.groupId);
      const target = parseWhitelistTarget(req.target);
      const { entry, created, version } = await store.addWhitelistEntry(req.accountId, groupId, target, limits.whitelistPerGroup);
      return { entry: whitelistToProto(entry), created, policyVersion: BigInt(version) };
    },

    async removeWhitelistEntry(req) {
      const groupId = safeId(req.groupId);
      const removal = parseWhitelistRemoval(req.entry);
      const { removed, version } = await store.removeWhitelistEntries(req.accountId, groupId, removal, req.entry);
      return { removed, policyVersion: BigInt(version) };
    },
  };
}
