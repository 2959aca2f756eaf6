import { Source } from "@warden/proto";
import type { RunnablePolicy } from "./deps.js";
import type { Detection, Signal } from "./detector.js";
import { DEFAULT_SETTINGS } from "./detection/index.js";
import { stillCounting, feedbackSignals, feedbackView } from "./feedback/index.js";
import type { FeedbackCache, FeedbackScopeKey } from "./feedback-cache.js";

/** What a check carries that decides whose reports teach it. */
export interface FeedbackContext {
  accountId: string;
  accountFeedbackSeq: bigint;
  groupId?: bigint;
  source: Source;
}

export type FeedbackHook = (ctx: FeedbackContext, text: string, detection: Detection, policy: RunnablePolicy | undefined) => Promise<Detection>;

/**
 * The scope of a check: the bot's check in a group learns from the reports made with that group
 * (the bot's own and the API's with group_id); an API check learns from all of its account's
 * reports. Nothing else: reports never change another account's verdicts.
 */
export function feedbackScope(ctx: FeedbackContext, groupSeq: (groupId: number) => number): { key: FeedbackScopeKey; seq: number } | undefined {
  if (ctx.source === Source.BOT && ctx.groupId !== undefined) {
    const groupId = Number(ctx.groupId);
    return { key: { groupId }, seq: groupSeq(groupId) };
  }
  if (ctx.accountId) return { key: { accountId: ctx.accountId }, seq: Number(ctx.accountFeedbackSeq) };
  return undefined;
}

/**
 * The feedback step of a check, after the detector and the campaign signal and before the AI
 * opinion: the scope's
 * reported_spam / reported_ham / account_model signals, scored by the same finish() as the rest.
 */
export function createFeedbackHook(
  cache: FeedbackCache,
  groupSeq: (groupId: number) => number,
  rescore: (d: Detection, extra: Signal[], policy: RunnablePolicy | undefined) => Detection,
  onRefreshFailure: (err: unknown) => void = () => undefined,
): FeedbackHook {
  return async (ctx, text, detection, policy) => {
    if (detection.whitelisted) return detection;
    const scope = feedbackScope(ctx, groupSeq);
    if (!scope) return detection;
    let state;
    try {
      state = await cache.get(scope.key, scope.seq);
    } catch (err) {
      // groups-config unreachable: the check still answers, with what this engine already learned.
      onRefreshFailure(err);
      state = cache.peek(scope.key);
    }
    if (!state) return detection;
    const extra = feedbackSignals(state, feedbackView(text), detection.signals, policy?.compiled.settings ?? DEFAULT_SETTINGS);
    if (extra.length === 0) return detection;
    return rescore({ ...detection, signals: [...stillCounting(detection.signals, extra)] }, extra, policy);
  };
}

/** No feedback configured (tests, tools): the detection as it is. */
export const noFeedback: FeedbackHook = async (_ctx, _text, detection) => detection;
