import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import {
  ActionSchema,
  AiStatus,
  AiStatusSchema,
  enumNames,
  Plan,
  ReportLabelSchema,
  VerdictSchema,
  type Action,
  type ReportLabel,
  type Verdict,
  type AiResult,
  type CheckResponse,
  type Group,
} from "@warden/proto";
import type { ACTIONS, ReportLabelName, RESPONSE_SCHEMAS, ResponseBody, VERDICTS } from "@warden/contract";
import type { z } from "zod";
import type { Admitted } from "../http/admission.js";
import { PLAN_NAMES } from "./groups/access.js";

export const iso = (t: Timestamp | undefined): string | undefined => (t ? timestampDate(t).toISOString() : undefined);

/** A timestamp the contract requires: a service that answered without it is an internal error. */
export function isoAt(t: Timestamp | undefined): string {
  if (!t) throw new Error("a required timestamp is missing from the service's answer");
  return timestampDate(t).toISOString();
}

export const VERDICT = enumNames<Verdict, (typeof VERDICTS)[number]>(VerdictSchema).byValue("clean");
export const ACTION = enumNames<Action, (typeof ACTIONS)[number]>(ActionSchema).byValue("none");
/** A report's label: its proto value and its name in the API. */
export const REPORT_LABEL = enumNames<ReportLabel, ReportLabelName>(ReportLabelSchema);
const AI_STATUS = enumNames<AiStatus, z.input<typeof RESPONSE_SCHEMAS.AiVerdict>["status"]>(AiStatusSchema).byValue("unavailable");

/** The quota object of a metered response (a metered route is admitted before its handler runs). */
export function quota(a: Admitted | undefined) {
  if (!a) throw new Error("a metered route answered without an admission");
  return { used: a.used, limit: a.limit, reset_at: a.resetAt.toISOString() };
}

function renderAi(ai: AiResult): ResponseBody<"AiVerdict"> {
  return {
    status: AI_STATUS[ai.status],
    ...(ai.status === AiStatus.OK
      ? {
          verdict: VERDICT[ai.verdict],
          ...(ai.confidence !== undefined ? { confidence: round(ai.confidence) } : {}),
          ...(ai.model ? { model: ai.model } : {}),
          ...(ai.reason ? { reason: ai.reason } : {}),
        }
      : ai.reason
        ? { reason: ai.reason }
        : {}),
  };
}

export const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The contract's spam check result. */
export function renderCheck(r: CheckResponse, admission: Admitted | undefined, withAi: boolean): ResponseBody<"SpamCheckResult"> {
  return {
    verdict: VERDICT[r.verdict],
    score: r.score,
    confidence: round(r.confidence),
    recommended_action: ACTION[r.recommendedAction],
    categories: r.categories,
    matched_rules: r.matchedRules,
    signals: Object.fromEntries(r.signals.map((s) => [s.name, s.weight])),
    ...(r.skippedRules.length > 0 ? { skipped_rules: r.skippedRules } : {}),
    ...(withAi && r.ai ? { ai: renderAi(r.ai) } : {}),
    quota: quota(admission),
  };
}

export function renderGroup(g: Group): ResponseBody<"Group"> {
  return {
    id: Number(g.id),
    title: g.title,
    plan: PLAN_NAMES[g.plan],
    api_available: g.plan === Plan.PRO || g.plan === Plan.BUSINESS,
    ...(g.memberCount !== undefined ? { member_count: g.memberCount } : {}),
    bot_status: g.botStatus === 2 ? ("removed" as const) : ("active" as const),
    created_at: isoAt(g.createdAt),
  };
}
