/**
 * Near-duplicate memory of one scope: the shingle sets of its latest reports, each with its label.
 * A check matches when its Jaccard similarity with a remembered text reaches NEAR_DUP_JACCARD.
 * Bounded: MEMORY_ENTRIES texts of at most SKELETON_MAX_CHARS shingles (4 bytes each), the oldest
 * forgotten first. A linear scan with a length filter (Jaccard >= t needs min/max length >= t).
 */
import { jaccard } from "./text.js";

export type Label = "spam" | "ham";

/**
 * 0.6: an exact copy, or one with homoglyphs, spacing, another number or handle, scores 1.0 (the
 * skeleton absorbs them); a six-word text with one word changed keeps ~0.65-0.75 of its 3-gram
 * shingles (4-grams fell just under 0.6 there); two different texts of one spam kind share well under 0.3.
 */
export const NEAR_DUP_JACCARD = 0.6;
export const MEMORY_ENTRIES = 384;

export interface MemoryMatch {
  label: Label;
  similarity: number;
}

export class NearDuplicateMemory {
  private readonly sets: Uint32Array[] = [];
  private readonly labels: Label[] = [];

  get size(): number {
    return this.sets.length;
  }

  /** Bytes held by the shingle sets (the bound the tests check). */
  get bytes(): number {
    let b = 0;
    for (const s of this.sets) b += s.byteLength;
    return b;
  }

  add(set: Uint32Array, label: Label): void {
    if (set.length === 0) return;
    // A newer report of the same text replaces the older one (a moderator's correction wins).
    for (let i = this.sets.length - 1; i >= 0; i--) {
      if (jaccard(this.sets[i]!, set) === 1) {
        this.sets.splice(i, 1);
        this.labels.splice(i, 1);
      }
    }
    this.sets.push(set);
    this.labels.push(label);
    if (this.sets.length > MEMORY_ENTRIES) {
      this.sets.shift();
      this.labels.shift();
    }
  }

  /** The most similar remembered text at or above the threshold (the newest wins a tie), or undefined. */
  match(set: Uint32Array, threshold = NEAR_DUP_JACCARD): MemoryMatch | undefined {
    if (set.length === 0) return undefined;
    let best: MemoryMatch | undefined;
    for (let i = this.sets.length - 1; i >= 0; i--) {
      const s = this.sets[i]!;
      const lo = Math.min(s.length, set.length);
      const hi = Math.max(s.length, set.length);
      if (lo < threshold * hi) continue;
      const j = jaccard(s, set);
      if (j >= threshold && (!best || j > best.similarity)) best = { label: this.labels[i]!, similarity: j };
    }
    return best;
  }
}
