/**
 * The scope's online learner: a linear model over hashed character n-grams (3..5, word edges
 * included) and words of the folded text, trained one report at a time with the passive-aggressive
 * rule (PA-I: the smallest step that puts the report on the right side with margin 1, capped by C).
 * No bias term: a scope whose moderators report only spam must not turn every text spam-ward;
 * only n-grams that reports carried move. 2^15 float32 buckets = 128 KiB a scope.
 * Deterministic: the same reports in the same order give the same bytes.
 */
import { hashString } from "./text.js";

export const LEARNER_BITS = 15;

/** The learner's design knobs (chosen on the prequential replay, docs/feedback.md). */
export interface LearnerConfig {
  /** character n-gram lengths, inclusive */
  nMin: number;
  nMax: number;
  /** PA-I aggressiveness: the largest step one report may take */
  c: number;
}
export const DEFAULT_LEARNER: Readonly<LearnerConfig> = Object.freeze({ nMin: 3, nMax: 5, c: 1 });
const SEED_CHAR = 0x3c6ef372;
const SEED_WORD = 0x5bd1e995;

export interface LearnerFeatures {
  idx: Int32Array;
  /** each occurrence's value, 1/sqrt(occurrences): the vector has unit length when no bucket repeats */
  value: number;
  /** the squared length of the summed vector */
  norm2: number;
}

export class OnlineLearner {
  readonly weights: Float32Array;
  /** reports learned (each call of update() that moved the weights or not) */
  updates = 0;
  private readonly mask: number;

  constructor(
    bits = LEARNER_BITS,
    weights?: Float32Array,
    private readonly config: Readonly<LearnerConfig> = DEFAULT_LEARNER,
  ) {
    this.weights = weights ?? new Float32Array(1 << bits);
    if (this.weights.length !== 1 << bits) throw new RangeError("learner weights do not match its size");
    this.mask = (1 << bits) - 1;
  }

  get bytes(): number {
    return this.weights.byteLength;
  }

  features(folded: string): LearnerFeatures {
    const idx: number[] = [];
    const padded = ` ${folded} `;
    for (let n = this.config.nMin; n <= this.config.nMax; n++) {
      for (let i = 0; i + n <= padded.length; i++) idx.push(hashString(padded, i, i + n, SEED_CHAR + n) & this.mask);
    }
    let start = 0;
    for (let i = 0; i <= folded.length; i++) {
      if (i === folded.length || folded.charCodeAt(i) === 32) {
        if (i > start) idx.push(hashString(folded, start, i, SEED_WORD) & this.mask);
        start = i + 1;
      }
    }
    const out = Int32Array.from(idx);
    if (out.length === 0) return { idx: out, value: 0, norm2: 0 };
    const value = 1 / Math.sqrt(out.length);
    const sorted = out.slice().sort();
    let norm2 = 0;
    let run = 1;
    for (let i = 1; i <= sorted.length; i++) {
      if (i < sorted.length && sorted[i] === sorted[i - 1]) run++;
      else {
        norm2 += run * run;
        run = 1;
      }
    }
    return { idx: out, value, norm2: norm2 * value * value };
  }

  /** w·x of a folded text, without building the feature vector (the check path). */
  marginOf(folded: string): number {
    const w = this.weights;
    const mask = this.mask;
    const padded = ` ${folded} `;
    let sum = 0;
    let count = 0;
    for (let n = this.config.nMin; n <= this.config.nMax; n++) {
      for (let i = 0; i + n <= padded.length; i++) {
        sum += w[hashString(padded, i, i + n, SEED_CHAR + n) & mask]!;
        count++;
      }
    }
    let start = 0;
    for (let i = 0; i <= folded.length; i++) {
      if (i === folded.length || folded.charCodeAt(i) === 32) {
        if (i > start) {
          sum += w[hashString(folded, start, i, SEED_WORD) & mask]!;
          count++;
        }
        start = i + 1;
      }
    }
    return count === 0 ? 0 : sum / Math.sqrt(count);
  }

  /** w·x: positive leans spam. */
  margin(f: LearnerFeatures): number {
    let s = 0;
    const w = this.weights;
    for (let i = 0; i < f.idx.length; i++) s += w[f.idx[i]!]!;
    return s * f.value;
  }

  /**
   * One PA-I step towards label y (+1 spam, -1 ham) until the margin reaches `target`; strength
   * scales the cap. A report aims at margin 1; an unconfirmed example (a verdict nobody corrected)
   * uses a small strength and a small target, so it only stops the learner from arguing against
   * verdicts that stood, instead of pushing every common n-gram towards the majority class.
   */
  update(f: LearnerFeatures, y: 1 | -1, strength = 1, target = 1): void {
    this.updates++;
    if (f.norm2 === 0) return;
    const loss = Math.max(0, target - y * this.margin(f));
    if (loss === 0) return;
    const tau = Math.min(this.config.c * strength, loss / f.norm2);
    const step = Math.fround(tau * y * f.value);
    const w = this.weights;
    for (let i = 0; i < f.idx.length; i++) w[f.idx[i]!] = w[f.idx[i]!]! + step;
  }
}
