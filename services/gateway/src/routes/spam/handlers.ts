import { create } from "@bufbuild/protobuf";
import { timestampNow } from "@bufbuild/protobuf/wkt";
import { TOPICS } from "@warden/kafka";
import { Action, AiMode, DecisionSchema, Source, type CheckResponse } from "@warden/proto";
import type { z } from "zod";
import type { GatewayDeps } from "../../deps.js";
import type { ResponseContext, RouteInput } from "../../http/route.js";
import type { GatewayMetrics } from "../../metrics.js";
import { mintId, type RESPONSE_SCHEMAS } from "@warden/contract";
import { apiErrors } from "../../http/errors.js";
import { renderCheck, VERDICT } from "../render.js";
import type { batchCheckBody, spamCheckBody } from "@warden/contract";

interface Checked {
  text: string;
  result: CheckResponse;
  userId?: number;
}

/**
 * Publishes API-check decisions (source api, no action taken) for the journal, on their own
 * topic (TOPICS.apiDecisions: they emit no webhook, so the dispatcher never reads them). The
 * answer waits for the broker's acknowledgement, so a decision the client saw is not lost.
 */
async function publishDecisions(deps: GatewayDeps, metrics: GatewayMetrics, accountId: string, groupId: number | undefined, checked: Checked[]): Promise<void> {
  const key = String(groupId ?? accountId);
  const events = checked.map(({ text, result: r, userId }) => {
    const eventId = mintId("event");
    const message = create(DecisionSchema, {
      eventId,
      occurredAt: timestampNow(),
      source: Source.API,
      groupId: groupId === undefined ? undefined : BigInt(groupId),
      accountId,
      userId: userId === undefined ? undefined : BigInt(userId),
      text,
      verdict: r.verdict,
      score: r.score,
      confidence: r.confidence,
      matchedRules: r.matchedRules,
      categories: r.categories,
      recommendedAction: r.recommendedAction,
      actionTaken: Action.NONE,
      policyVersion: r.policyVersion,
    });
    return { key, eventId, message };
  });
  try {
    await deps.publisher.publishMany(TOPICS.apiDecisions, DecisionSchema, events);
  } catch (err) {
    metrics.publishFailures.inc(events.length);
    // The cause goes to the request's log line (reportFailure: one per outage and interval, not one per request).
    throw apiErrors.unavailable("The decision journal", err);
  }
}

export function spamCheck(deps: GatewayDeps, metrics: GatewayMetrics) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.SpamCheckResult>, input: RouteInput<z.infer<typeof spamCheckBody>, unknown>) => {
    const b = input.body;
    const principal = ctx.state.principal!;
    const ai = b.include_ai ? (input.admission?.aiGranted ? AiMode.ON : AiMode.QUOTA_EXCEEDED) : AiMode.OFF;
    const r = await deps.engine.check({
      text: b.text,
      groupId: input.groupId === undefined ? undefined : BigInt(input.groupId),
      sender: b.user_id === undefined ? undefined : { userId: BigInt(b.user_id), priorMessages: -1 },
      ai,
      source: Source.API,
      accountId: principal.account.id,
      accountFeedbackSeq: BigInt(principal.account.feedbackSeq),
    });
    await publishDecisions(deps, metrics, principal.account.id, input.groupId, [{ text: b.text, result: r, userId: b.user_id }]);
    // The AI was not asked (a whitelisted sender): its allowance's unit is given back (after the publish: a failed
    // one answers 503, which gives back everything the request was charged).
    if (r.ai?.notAsked && input.admission) await deps.limiter.refund(principal.account.id, 0, true, input.admission.day).catch(() => undefined);
    ctx.body = renderCheck(r, input.admission, !!b.include_ai);
  };
}

export function spamCheckBatch(deps: GatewayDeps, metrics: GatewayMetrics) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.BatchCheckResult>, input: RouteInput<z.infer<typeof batchCheckBody>, unknown>) => {
    const b = input.body;
    const principal = ctx.state.principal!;
    const res = await deps.engine.checkBatch({
      texts: b.texts,
      groupId: input.groupId === undefined ? undefined : BigInt(input.groupId),
      source: Source.API,
      accountId: principal.account.id,
      accountFeedbackSeq: BigInt(principal.account.feedbackSeq),
    });
    await publishDecisions(
      deps,
      metrics,
      principal.account.id,
      input.groupId,
      res.results.map((result, i) => ({ text: b.texts[i]!, result })),
    );
    ctx.body = {
      results: res.results.map((r, index) => ({ index, verdict: VERDICT[r.verdict], score: r.score, reasons: r.matchedRules })),
      quota: { used: input.admission!.used, limit: input.admission!.limit, reset_at: input.admission!.resetAt.toISOString() },
    };
  };
}
