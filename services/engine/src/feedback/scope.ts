/**
 * Everything the engine learned from one scope's reports (an account's, or a group's): the
 * near-duplicate memory and the online learner, and the sequence number of the last report applied.
 * Built only from the reports, in their order: a restart rebuilds the same state.
 */
import { normalize } from "../detection/normalize/index.js";
import { DEFAULT_LEARNER, LEARNER_BITS, OnlineLearner, type LearnerConfig } from "./learner.js";
import { NearDuplicateMemory, type Label } from "./memory.js";
import { fallbackShingles, feedbackHead, foldedText, shingles, sketchOf, skeleton, type ShingleSketch } from "./text.js";

export interface FeedbackReport {
  seq: number;
  label: Label;
  text: string;
}

/** A text as the feedback parts see it, computed once per check: its folded text and the sketch of its shingles. */
export interface FeedbackView extends ShingleSketch {
  folded: string;
}

/**
 * The one view of a text that both a report (apply) and a check use: the text's head (feedbackHead) normalised and
 * folded, and the sketch of its whole skeleton's shingles, or, when the skeleton is empty (an emoji-only text), the
 * fallback shingle of the head's exact form, so that a reported emoji spam is remembered and recognised.
 */
export function feedbackView(text: string): FeedbackView {
  const head = feedbackHead(text);
  const folded = foldedText(normalize(head));
  const skel = skeleton(folded);
  const set = shingles(skel);
  return { folded, ...sketchOf(set.length > 0 ? set : fallbackShingles(head), skel.length) };
}

export class ScopeFeedback {
  seq = 0;
  /** Reports applied since this state was made, loaded from a snapshot or saved to one (feedback-cache.ts decides when to save). */
  unsaved = 0;
  readonly memory: NearDuplicateMemory;
  readonly learner: OnlineLearner;

  constructor(learner: Readonly<LearnerConfig> = DEFAULT_LEARNER, restored?: { weights: Float32Array; memory: NearDuplicateMemory }) {
    this.learner = new OnlineLearner(LEARNER_BITS, restored?.weights, learner);
    this.memory = restored?.memory ?? new NearDuplicateMemory();
  }

  /** Applies reports in sequence order; ones at or below the held sequence are skipped. */
  apply(reports: Iterable<FeedbackReport>): void {
    for (const r of reports) {
      if (r.seq <= this.seq) continue;
      this.learn(feedbackView(r.text), r.label, 1, true);
      this.seq = r.seq;
      this.unsaved++;
    }
  }

  /**
   * One example: a report (remembered and learned at full strength) or, in the prequential replay,
   * an uncorrected verdict (learned only, with a small strength).
   */
  learn(view: FeedbackView, label: Label, strength: number, remember: boolean, target = 1): void {
    if (remember) this.memory.add(view, label);
    this.learner.update(this.learner.features(view.folded), label === "spam" ? 1 : -1, strength, target);
  }

  /** Bytes of the bounded parts (memory shingles + learner weights). */
  get bytes(): number {
    return this.memory.bytes + this.learner.bytes;
  }
}
