/**
 * Prequential ("test, then train") evaluation of moderator feedback: the stream is replayed in
 * order through the detector and the same feedback logic the engine runs per scope
 * (src/feedback: near-duplicate memory + online learner, signals reported_spam / reported_ham /
 * account_model). Each message is judged first; then
 *  - a mistake is reported as a moderator would (a missed spam as spam, a spam verdict on ham as
 *    ham): remembered and learned at full strength;
 *  - with selfTraining, an uncorrected verdict (right, since every mistake is reported) is also
 *    learned by the online learner, with a small strength (UNCORRECTED_STRENGTH). Off by default:
 *    the engine learns only from reports (its state must be rebuilt from them), and on the design
 *    replay self-training lowered recall (docs/feedback.md).
 * A message counts as detected when its verdict is "spam" (default thresholds, no group).
 */
import { DEFAULT_SETTINGS, type Detection } from "../../src/detection/index.js";
import { finish } from "../../src/detection/detector.js";
import {
  DEFAULT_LEARNER,
  DEFAULT_WEIGHTING,
  stillCounting,
  feedbackSignals,
  feedbackView,
  ScopeFeedback,
  type LearnerConfig,
  type ModelWeighting,
} from "../../src/feedback/index.js";

export interface LabelledText {
  text: string;
  label: "spam" | "ham";
}

/** Anything that judges a text as the engine's detector does (createDetector()). */
export interface TextDetector {
  detect(text: string): Detection;
}

/** The learner's step for a verdict nobody corrected, relative to a report's, and the margin it aims at. */
export const UNCORRECTED_STRENGTH = 0.05;
export const UNCORRECTED_TARGET = 0.25;

export interface StreamFigures {
  spam: number;
  ham: number;
  /** spam with verdict spam / spam */
  recall: number;
  /** ham with verdict spam / ham */
  fpr: number;
}

export interface PrequentialResult {
  /** with feedback: over the second half of the stream, and over the whole stream */
  secondHalf: StreamFigures;
  whole: StreamFigures;
  /** the detector alone on the same stream (no feedback), for comparison */
  baseline: { secondHalf: StreamFigures; whole: StreamFigures };
  /** reports made (mistakes corrected) */
  reports: { spam: number; ham: number };
}

class Tally {
  spam = 0;
  ham = 0;
  tp = 0;
  fp = 0;
  add(label: "spam" | "ham", spamVerdict: boolean): void {
    if (label === "spam") {
      this.spam++;
      if (spamVerdict) this.tp++;
    } else {
      this.ham++;
      if (spamVerdict) this.fp++;
    }
  }
  figures(): StreamFigures {
    return { spam: this.spam, ham: this.ham, recall: this.spam ? this.tp / this.spam : 0, fpr: this.ham ? this.fp / this.ham : 0 };
  }
}

export interface PrequentialOptions {
  /** learn uncorrected verdicts with UNCORRECTED_STRENGTH (default false); a number sets the strength */
  selfTraining?: boolean | number;
  /** the margin an uncorrected verdict aims at (default UNCORRECTED_TARGET) */
  selfTarget?: number;
  /** design experiments: the learner's and the weight's knobs (default: what the engine runs) */
  learner?: LearnerConfig;
  weighting?: ModelWeighting;
  /** called with every message after it was judged (index in the stream, verdict with feedback): to list the mistakes */
  onJudged?: (index: number, example: LabelledText, spamVerdict: boolean, score: number) => void;
}

export function runPrequential(examples: LabelledText[], detector: TextDetector, opts: PrequentialOptions = {}): PrequentialResult {
  const selfStrength = opts.selfTraining === true ? UNCORRECTED_STRENGTH : typeof opts.selfTraining === "number" ? opts.selfTraining : 0;
  const weighting = opts.weighting ?? DEFAULT_WEIGHTING;
  const state = new ScopeFeedback(opts.learner ?? DEFAULT_LEARNER);
  const half = Math.floor(examples.length / 2);
  const tallies = { second: new Tally(), whole: new Tally(), baseSecond: new Tally(), baseWhole: new Tally() };
  const reports = { spam: 0, ham: 0 };
  let seq = 0;
  examples.forEach((ex, i) => {
    const base = detector.detect(ex.text);
    const view = feedbackView(ex.text);
    const extra = feedbackSignals(state, view, base.signals, DEFAULT_SETTINGS, weighting);
    const final = extra.length === 0 ? base : finish([...stillCounting(base.signals, extra), ...extra], DEFAULT_SETTINGS, undefined);
    const isSpam = final.verdict === "spam";
    opts.onJudged?.(i, ex, isSpam, final.score);
    tallies.whole.add(ex.label, isSpam);
    tallies.baseWhole.add(ex.label, base.verdict === "spam");
    if (i >= half) {
      tallies.second.add(ex.label, isSpam);
      tallies.baseSecond.add(ex.label, base.verdict === "spam");
    }
    if (isSpam !== (ex.label === "spam")) {
      reports[ex.label]++;
      state.apply([{ seq: ++seq, label: ex.label, text: ex.text }]);
    } else if (selfStrength > 0) {
      state.learn(view, ex.label, selfStrength, false, opts.selfTarget ?? UNCORRECTED_TARGET);
    }
  });
  return {
    secondHalf: tallies.second.figures(),
    whole: tallies.whole.figures(),
    baseline: { secondHalf: tallies.baseSecond.figures(), whole: tallies.baseWhole.figures() },
    reports,
  };
}
