/**
 * The three feedback signals, computed after the detector (and the campaign signal) and before the
 * AI opinion:
 *  - reported_spam: a near-duplicate of a reported spam. The owner's report overrules every negative
 *    non-custom signal (built-in counter-signals such as scam_warning, a classifier that leans ham):
 *    stillCounting drops them, the mirror of reported_ham. Its weight is what it takes to reach
 *    the spam threshold from what the rest scored, and at least REPORTED_SPAM_MIN; what is left never
 *    sums below 0 without the group's own custom rules, so the weight stays within 100 and the text is
 *    spam. Only the group's custom rules keep their say: negative ones that, with everything kept,
 *    sum below spam_threshold - 100 still keep it from spam.
 *  - reported_ham: a near-duplicate of a reported ham. The owner's report overrules every positive
 *    non-custom signal (built-in rules, learned signals): stillCounting drops them, and reported_ham
 *    (weight 0, a marker) says why, so only the group's own custom rules can still make it spam. A
 *    negative weight cancelling them could not: one signal stays within the contract's -100..100,
 *    and a spam-like text reported as ham sums well above 100 (a link, a giveaway and a DM call
 *    with their combinations reach 145).
 * reported_spam stays within that bound too.
 *  - account_model: the scope's online learner, when no near-duplicate decided. Bounded to
 *    MODEL_WEIGHT_MIN..MODEL_WEIGHT_MAX: alone it cannot make a clean text (score 0) spam at the
 *    default threshold (70) nor clear a strong spam; it moves texts the global model scored low
 *    or borderline, where one group's reports are the evidence the global model lacks. The
 *    negative side is smaller because a missed spam is reported and corrected by the memory, while
 *    a wrongly cleared one is not seen. Gain and bounds were chosen on the prequential replay from
 *    leave-one-file-out bases (docs/feedback.md "Fourth round").
 */
import { CUSTOM_CATEGORY } from "../detection/policy.js";
import type { GroupSettings, Signal } from "../detection/types.js";
import type { FeedbackView, ScopeFeedback } from "./scope.js";

export const REPORTED_SPAM_SIGNAL = "reported_spam";
export const REPORTED_HAM_SIGNAL = "reported_ham";
export const ACCOUNT_MODEL_SIGNAL = "account_model";
export const FEEDBACK_CATEGORY = "feedback";

export const REPORTED_SPAM_MIN = 50;
/** The contract's bound of one signal's weight (as a custom rule's). */
const SIGNAL_MAX = 100;
export const MODEL_WEIGHT_MIN = -20;
export const MODEL_WEIGHT_MAX = 60;
/** account_model weight per unit of learner margin (a margin of 1 is what one PA step aims at). */
export const MODEL_GAIN = 120;

/** How the learner's margin becomes the account_model weight. */
export interface ModelWeighting {
  gain: number;
  min: number;
  max: number;
}
export const DEFAULT_WEIGHTING: Readonly<ModelWeighting> = Object.freeze({ gain: MODEL_GAIN, min: MODEL_WEIGHT_MIN, max: MODEL_WEIGHT_MAX });

export function accountModelWeight(margin: number, w: Readonly<ModelWeighting> = DEFAULT_WEIGHTING): number {
  return Math.max(w.min, Math.min(w.max, Math.round(w.gain * margin)));
}

/** Does a signal count toward a verdict that a reported ham overrules (a positive one that is not the group's own rule)? */
const overruledByHam = (s: Signal) => s.weight > 0 && s.category !== CUSTOM_CATEGORY;
/** Does a signal count against a verdict that a reported spam overrules (a negative one that is not the group's own rule)? */
const overruledBySpam = (s: Signal) => s.weight < 0 && s.category !== CUSTOM_CATEGORY;

/** The signals the scope's feedback adds to `base` (the detector's signals), under `settings`. */
export function feedbackSignals(
  state: ScopeFeedback,
  view: FeedbackView,
  base: readonly Signal[],
  settings: GroupSettings,
  weighting: Readonly<ModelWeighting> = DEFAULT_WEIGHTING,
): Signal[] {
  const match = state.memory.match(view);
  if (match?.label === "spam") {
    let sum = 0;
    for (const s of base) if (!overruledBySpam(s)) sum += s.weight;
    const weight = Math.min(SIGNAL_MAX, Math.max(REPORTED_SPAM_MIN, settings.spam_threshold - sum));
    return [{ name: REPORTED_SPAM_SIGNAL, weight, category: FEEDBACK_CATEGORY }];
  }
  if (match?.label === "ham") return [{ name: REPORTED_HAM_SIGNAL, weight: 0, category: FEEDBACK_CATEGORY }];
  if (state.learner.updates === 0) return [];
  const weight = accountModelWeight(state.learner.marginOf(view.folded), weighting);
  return weight === 0 ? [] : [{ name: ACCOUNT_MODEL_SIGNAL, weight, category: FEEDBACK_CATEGORY }];
}

/**
 * The signals that still count beside the feedback signals `feedback` (or beside a detection that carries them): all of
 * them, except under a reported ham, which overrules the positive non-custom ones, and under a reported spam, which
 * overrules the negative non-custom ones (see reported_ham and reported_spam above). Used for the detector's signals
 * under the feedback step's, and for the AI opinion under a detection the feedback step decided.
 */
export function stillCounting(signals: readonly Signal[], feedback: readonly Signal[]): readonly Signal[] {
  if (feedback.some((s) => s.name === REPORTED_HAM_SIGNAL)) return signals.filter((s) => !overruledByHam(s));
  if (feedback.some((s) => s.name === REPORTED_SPAM_SIGNAL)) return signals.filter((s) => !overruledBySpam(s));
  return signals;
}
