/**
 * Everything the engine learned from one scope's reports (an account's, or a group's): the
 * near-duplicate memory and the online learner, and the sequence number of the last report applied.
 * Built only from the reports, in their order: a restart rebuilds the same state.
 */
import { isTextFingerprint, textFingerprint } from "@warden/server/text-fingerprint";
import { normalize } from "../detection/normalize/index.js";
import { DEFAULT_LEARNER, LEARNER_BITS, OnlineLearner, type LearnerConfig } from "./learner.js";
import { NearDuplicateMemory, type Label, type MemoryText } from "./memory.js";
import { fallbackShingles, FEEDBACK_TEXT_MAX_CHARS, feedbackHead, fold, shingles, sketchOf, skeleton } from "./text.js";

export interface FeedbackReport {
  seq: number;
  label: Label;
  /** the report's text, or its head (groups-config hands out the first FEEDBACK_TEXT_MAX_CHARS code points) */
  text: string;
  /** the whole text's fingerprint (textFingerprint), when `text` may be only its head; otherwise computed from `text` */
  fingerprint?: string;
}

/** A text as the feedback parts see it, computed once per check: its folded text and what the memory reads of it. */
export interface FeedbackView extends MemoryText {
  folded: string;
}

/**
 * The one view of a text that both a report (apply) and a check use: the text's head (feedbackHead) normalised and
 * folded, and the sketch of its whole skeleton's shingles, or, when the skeleton is empty (an emoji-only text), the
 * fallback shingle of the head's exact form, so that a reported emoji spam is remembered and recognised. `cut` when
 * the view is of part of the text: a text of FEEDBACK_TEXT_MAX_CHARS or more (it may be a report's head already), or
 * one whose normalised text the fold cut. The fingerprint is `fingerprint` if one is given, else the text's, computed
 * once if asked (a report's head without one vouches for that head only).
 */
export function feedbackView(text: string, fingerprint?: string): FeedbackView {
  const head = feedbackHead(text);
  const nt = normalize(head);
  const { folded, whole } = fold(nt);
  const skel = skeleton(folded);
  const set = shingles(skel);
  let known = fingerprint !== undefined && isTextFingerprint(fingerprint) ? fingerprint : undefined;
  return {
    folded,
    ...sketchOf(set.length > 0 ? set : fallbackShingles(head), skel.length),
    cut: !whole || text.length >= FEEDBACK_TEXT_MAX_CHARS,
    fingerprint: () => (known ??= textFingerprint(text)),
    payload: { links: nt.links.length, mentions: nt.mentions.length, emojis: nt.emojis },
  };
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
      this.learn(feedbackView(r.text, r.fingerprint), r.label, 1, true);
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
