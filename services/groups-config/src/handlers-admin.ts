import type { ServiceImpl } from "@connectrpc/connect";
import { errors } from "@warden/errors";
import { ID_PREFIXES, LIMITS, mintedIdPattern } from "@warden/contract";
import type { GroupsAdminService } from "@warden/proto";
import { groupToProto, planFromProto } from "./convert.js";
import { groupId, telegramUserId } from "./handlers-bot.js";
import type { GroupStore } from "./store.js";

/** Operator grants given in one UpsertGroup call. */
export const ADMIN_GRANTS_PER_CALL = 100;
/** An account id as the gateway mints them (acc_ + base62); anything else cannot be an account. */
const ACCOUNT_ID_RE = new RegExp(mintedIdPattern(ID_PREFIXES.account));

function accountId(id: string, path: string): string {
  if (!ACCOUNT_ID_RE.test(id)) throw errors.validation([{ path, message: "must be an account id (acc_...)" }]);
  return id;
}

/** The operator's writes (GroupsAdminService), behind the admin token (see server.ts). */
export function createGroupsAdminHandlers(store: GroupStore): ServiceImpl<typeof GroupsAdminService> {
  return {
    async upsertGroup(req) {
      const id = groupId(req.id);
      const plan = planFromProto(req.plan);
      const problems: { path: string; message: string }[] = [];
      if (!plan) problems.push({ path: "plan", message: "required" });
      const title = req.title.trim();
      if (title.length === 0) problems.push({ path: "title", message: "required" });
      else if ([...title].length > LIMITS.groupTitleMaxChars)
        problems.push({ path: "title", message: `must be at most ${LIMITS.groupTitleMaxChars} characters` });
      if (req.adminAccountIds.length > ADMIN_GRANTS_PER_CALL) problems.push({ path: "admin_account_ids", message: `at most ${ADMIN_GRANTS_PER_CALL}` });
      if (problems.length) throw errors.validation(problems);
      const admins = req.adminAccountIds.map((a, i) => accountId(a, `admin_account_ids[${i}]`));
      const g = await store.upsertGroup({
        id,
        title,
        plan: plan!,
        adminAccountIds: admins,
        ownerTelegramUserId: req.ownerTelegramUserId === undefined ? null : telegramUserId(req.ownerTelegramUserId, "owner_telegram_user_id"),
      });
      return { group: groupToProto(g) };
    },

    async revokeGrant(req) {
      const id = groupId(req.groupId);
      const result = await store.revokeGrant(id, accountId(req.accountId, "account_id"));
      if (!result) throw errors.notFound("group", id);
      return { group: groupToProto(result.group), revoked: result.revoked };
    },

    async linkAccount(req) {
      await store.linkAccount(accountId(req.accountId, "account_id"), telegramUserId(req.telegramUserId, "telegram_user_id"));
      return {};
    },
  };
}
