/**
 * The training recipe, shared by train.ts (which fits it) and eval.ts (which re-runs its
 * leave-one-file-out fits to report them). Chosen on leave-one-file-out figures: see
 * docs/model-experiments.md.
 */
import type { FeatureConfig } from "../../src/detection/features.js";
import { DEFAULT_SETTINGS } from "../../src/detection/types.js";
import type { LRHyper } from "./learn.js";

export const FEATURES: FeatureConfig = { bits: 19, charMin: 1, charMax: 5, words: true, bigrams: true, meta: true };
export const HYPER: LRHyper = { nbAlpha: 1, epochs: 12, lr: 0.05, l2: 1e-6, spamWeight: 1 };
/** a file's examples of one label weigh min(1, FILE_CAP / n) each (see lofo.ts fileWeights) */
export const FILE_CAP = 5000;
/**
 * The classifier may pull a score down, but never so far that a group's own
 * rule at the maximum weight (100) stops reaching the default spam threshold:
 * an owner who says "this keyword is spam" gets spam, whatever the model thinks.
 */
export const MIN_CLASSIFIER_WEIGHT = -(100 - DEFAULT_SETTINGS.spam_threshold);
