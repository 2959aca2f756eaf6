import type { ServiceImpl } from "@connectrpc/connect";
import { errors } from "@warden/errors";
import { GroupsConfigService } from "@warden/proto";
import { groupToProto, planFromProto, ruleToProto, settingsToProto, whitelistToProto } from "./convert.js";
import type { GroupStore } from "./store.js";

function safeId(id: bigint, field = "group_id"): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n)) throw errors.validation([{ path: field, message: "out of range" }]);
  return n;
}

export function createGroupsConfigHandlers(store: GroupStore): Partial<ServiceImpl<typeof GroupsConfigService>> {
  return {
    async getPolicy(req) {
      const groupId = safeId(req.groupId);
      if (req.knownVersion > 0n) {
        const v = await store.policyVersion(groupId);
        if (v === null) throw errors.notFound("group", groupId);
        if (BigInt(v) === req.knownVersion) return { groupId: req.groupId, version: req.knownVersion, changed: false };
      }
      const p = await store.getPolicy(groupId);
      if (!p) throw errors.notFound("group", groupId);
      return {
        groupId: req.groupId,
        version: BigInt(p.version),
        changed: true,
        settings: settingsToProto(p.settings),
        rules: p.rules.map(ruleToProto),
        whitelist: p.whitelist.map(whitelistToProto),
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

    async upsertGroup(req) {
      const plan = planFromProto(req.plan);
      if (!plan) throw errors.validation([{ path: "plan", message: "required" }]);
      const id = safeId(req.id, "id");
      if (id >= 0) throw errors.validation([{ path: "id", message: "group chat ids are negative" }]);
      const g = await store.upsertGroup({
        id,
        title: req.title,
        plan,
        adminAccountIds: req.adminAccountIds,
        ownerTelegramUserId: req.ownerTelegramUserId === undefined ? null : Number(req.ownerTelegramUserId),
      });
      return { group: groupToProto(g) };
    },
  };
}
