import type { ServiceImpl } from "@connectrpc/connect";
import { LIMITS, languageOfAdder } from "@warden/contract";
import { errors } from "@warden/errors";
import { BotStatus, type GroupsConfigService } from "@warden/proto";
import { groupToProto } from "./convert.js";
import type { GroupStore } from "./store.js";

export function groupId(id: bigint, path = "group_id"): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n >= 0) throw errors.validation([{ path, message: "must be a negative chat id" }]);
  return n;
}

export function telegramUserId(id: bigint, path: string): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) throw errors.validation([{ path, message: "must be a positive Telegram user id" }]);
  return n;
}

/** What the moderation bot reports from Telegram: the bot joining or leaving a group, and its administrators. */
/** The most groups ListSiblingGroups answers: one "ban everywhere" reaches at most this many other groups. */
export const SIBLING_GROUPS_MAX = 100;

export function createBotMembershipHandlers(
  store: GroupStore,
  siblingGroupsMax = SIBLING_GROUPS_MAX,
): Pick<ServiceImpl<typeof GroupsConfigService>, "setBotStatus" | "syncAdmins" | "listSiblingGroups" | "migrateGroup"> {
  return {
    async setBotStatus(req) {
      const id = groupId(req.groupId);
      if (req.status !== BotStatus.ACTIVE && req.status !== BotStatus.REMOVED) {
        throw errors.validation([{ path: "status", message: "must be active or removed" }]);
      }
      // What Telegram reports never breaks these; anything else would be stored and break every answer naming the group.
      const problems: { path: string; message: string }[] = [];
      if (req.title !== undefined && [...req.title].length > LIMITS.groupTitleMaxChars)
        problems.push({ path: "title", message: `must be at most ${LIMITS.groupTitleMaxChars} characters` });
      if (req.memberCount !== undefined && req.memberCount < 0) problems.push({ path: "member_count", message: "must be at least 0" });
      if (problems.length) throw errors.validation(problems);
      const { group, created } = await store.setBotStatus({
        groupId: id,
        status: req.status === BotStatus.ACTIVE ? "active" : "removed",
        title: req.title,
        addedBy: req.addedByTelegramUserId === undefined ? undefined : telegramUserId(req.addedByTelegramUserId, "added_by_telegram_user_id"),
        memberCount: req.memberCount,
        language: languageOfAdder(req.addedByLanguageCode),
      });
      return { group: groupToProto(group), created };
    },

    async syncAdmins(req) {
      const id = groupId(req.groupId);
      const ids = req.telegramUserIds.map((u, i) => telegramUserId(u, `telegram_user_ids[${i}]`));
      const r = await store.syncTelegramAdmins(id, ids);
      if (!r) throw errors.notFound("group", id, "group not found");
      return r;
    },

    async listSiblingGroups(req) {
      const id = groupId(req.groupId);
      const r = await store.siblingGroups(id, siblingGroupsMax);
      if (!r) throw errors.notFound("group", id, "group not found");
      return {
        ownerTelegramUserId: r.ownerTelegramUserId === null ? undefined : BigInt(r.ownerTelegramUserId),
        groupIds: r.groupIds.map((g) => BigInt(g)),
      };
    },

    async migrateGroup(req) {
      const from = groupId(req.fromGroupId, "from_group_id");
      const to = groupId(req.toGroupId, "to_group_id");
      if (from === to) throw errors.validation([{ path: "to_group_id", message: "must differ from from_group_id" }]);
      const r = await store.migrateGroup(from, to);
      if (!r) throw errors.notFound("group", from, "group not found");
      return { group: groupToProto(r.group), migrated: r.migrated };
    },
  };
}
