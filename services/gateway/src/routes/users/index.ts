import { RESPONSE_SCHEMAS, type RISK_LEVELS, userCheckBody } from "@warden/contract";
import type { z } from "zod";
import { enumNames, ExternalStatus, ExternalStatusSchema, RiskLevelSchema, type RiskLevel } from "@warden/proto";
import { apiErrors } from "../../http/errors.js";
import { declareRoute } from "../../http/route.js";
import { iso, quota } from "../render.js";

const RISK = enumNames<RiskLevel, (typeof RISK_LEVELS)[number]>(RiskLevelSchema).byValue("low");
type ExternalStatusName = z.input<typeof RESPONSE_SCHEMAS.ExternalBanListVerdict>["status"];
const EXTERNAL = enumNames<ExternalStatus, ExternalStatusName>(ExternalStatusSchema).byValue("unavailable");

export const userRoutes = [
  declareRoute({
    method: "POST",
    path: "/users/check",
    scope: "read",
    accountPlan: "pro",
    cost: "one",
    body: userCheckBody,
    bodyGroup: (b) => b.group_id,
    response: RESPONSE_SCHEMAS.UserCheckResult,
    handler: (deps) => async (ctx, input) => {
      const r = await deps.engine.checkUser({
        userId: BigInt(input.body.user_id),
        groupId: input.groupId === undefined ? undefined : BigInt(input.groupId),
      });
      const ext = r.external;
      const svc = r.service;
      // The engine leaves the history out when journal-analytics did not answer (the ban list's part still comes, for the
      // bot's screening): the API has no way to say "unknown" in `service`, and zeros would read as a clean record.
      if (!svc) throw apiErrors.unavailable("Warden's history of this user");
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
          spam_decisions_90d: svc.spamDecisions90d,
          groups_with_spam_90d: svc.groupsWithSpam90d,
          ...(svc.firstSeenAt ? { first_seen_at: iso(svc.firstSeenAt) } : {}),
          ...(svc.lastSpamAt ? { last_spam_at: iso(svc.lastSpamAt) } : {}),
          reputation: svc.reputation,
        },
        quota: quota(input.admission),
      };
    },
    doc: {
      operationId: "checkUser",
      summary: "Screen a messaging-platform user",
      description:
        "Combines the external public spam-ban list (CAS), Warden's own data about the user (last 90 days, reputation) and an aggregated risk level. An outage of the external list gives `external.status: unavailable`, never an error; while Warden's own history of the user cannot be read the answer is `503 unavailable` (refunded), never a history of zeros.",
      tag: "Checks",
      bodySchema: "UserCheckRequest",
      success: [{ status: 200, description: "The screening result." }],
      notFound: "GroupNotFound",
      unprocessable: "ValidationFailed",
    },
  }),
];
