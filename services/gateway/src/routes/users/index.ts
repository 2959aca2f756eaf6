import { enumNames, ExternalStatus, ExternalStatusSchema, RiskLevelSchema, type RiskLevel } from "@warden/proto";
import { z } from "zod";
import type { GatewayDeps } from "../../deps.js";
import { KIB } from "../../http/body.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";
import { groupId, telegramUserId } from "../../http/validate.js";
import { iso, quota } from "../render.js";

const RISK = enumNames<RiskLevel>(RiskLevelSchema).byValue("low");
const EXTERNAL = enumNames<ExternalStatus>(ExternalStatusSchema).byValue("unavailable");

export const userCheckBody = z
  .object({
    user_id: telegramUserId(),
    group_id: groupId().optional(),
  })
  .strict();

export function userRoutes(deps: GatewayDeps): RouteSpec[] {
  return [
    defineRoute({
      method: "POST",
      path: "/users/check",
      scope: "read",
      accountPlan: "pro",
      cost: "one",
      body: userCheckBody,
      bodyLimit: 64 * KIB,
      bodyGroup: (b) => b.group_id,
      handler: async (ctx, input) => {
        const r = await deps.engine.checkUser({
          userId: BigInt(input.body.user_id),
          groupId: input.groupId === undefined ? undefined : BigInt(input.groupId),
        });
        const ext = r.external;
        const svc = r.service;
        ctx.body = {
          user_id: input.body.user_id,
          risk_level: RISK[r.riskLevel],
          external: {
            source: "cas",
            status: EXTERNAL[ext?.status ?? ExternalStatus.UNAVAILABLE],
            ...(ext?.offenses !== undefined ? { offenses: ext.offenses } : {}),
            ...(ext?.listedAt ? { listed_at: iso(ext.listedAt) } : {}),
          },
          service: {
            spam_decisions_90d: svc?.spamDecisions90d ?? 0,
            groups_with_spam_90d: svc?.groupsWithSpam90d ?? 0,
            ...(svc?.firstSeenAt ? { first_seen_at: iso(svc.firstSeenAt) } : {}),
            ...(svc?.lastSpamAt ? { last_spam_at: iso(svc.lastSpamAt) } : {}),
            reputation: svc?.reputation ?? 0,
          },
          quota: quota(input.admission),
        };
      },
    }),
  ];
}
