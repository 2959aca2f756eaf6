/**
 * Moderator feedback, learned at once: pure (no I/O). The engine's feedback cache feeds each scope's
 * reports in; the check handler asks for the signals.
 */
export { ScopeFeedback, feedbackView, type FeedbackReport, type FeedbackView } from "./scope.js";
export { NearDuplicateMemory, NEAR_DUP_JACCARD, MEMORY_ENTRIES, type Label, type MemoryEntry } from "./memory.js";
export { encodeSnapshot, decodeSnapshot, stateFingerprint } from "./snapshot.js";
export { OnlineLearner, LEARNER_BITS, DEFAULT_LEARNER, type LearnerConfig } from "./learner.js";
export {
  feedbackSignals,
  stillCounting,
  accountModelWeight,
  DEFAULT_WEIGHTING,
  type ModelWeighting,
  REPORTED_SPAM_SIGNAL,
  REPORTED_HAM_SIGNAL,
  ACCOUNT_MODEL_SIGNAL,
  FEEDBACK_CATEGORY,
  REPORTED_SPAM_MIN,
  MODEL_WEIGHT_MIN,
  MODEL_WEIGHT_MAX,
} from "./signals.js";
export {
  foldedText,
  skeleton,
  shingles,
  jaccard,
  agreementKey,
  feedbackHead,
  ownedHead,
  fallbackShingles,
  FEEDBACK_TEXT_MAX_CHARS,
  SHINGLES_KEPT,
  type ShingleSketch,
} from "./text.js";
