/**
 * Near-duplicate memory of one scope: the shingle sketches of its latest reports, each with its label.
 * A check matches when its Jaccard similarity with a remembered text reaches NEAR_DUP_JACCARD, over
 * the whole of both texts (as far as the feedback reads them: FEEDBACK_TEXT_MAX_CHARS, FOLDED_MAX_CHARS).
 * Bounded: MEMORY_ENTRIES texts of at most SHINGLES_KEPT shingle hashes (4 bytes each), the oldest
 * forgotten first. Candidates come from a small sketch index; a length filter on the texts' whole
 * shingle counts (Jaccard >= t needs min/max >= t) and the Jaccard of the kept shingles (exact for
 * texts kept whole) decide. The counts are the whole texts', not the kept hashes': compared after
 * the cut, a reported ham followed by any text was a near-duplicate of it. A reported ham matches only
 * a text at most HAM_EXTRA_CHARS longer than itself with no more links or handles (and at most HAM_EXTRA_EMOJIS more
 * emoji) than itself, and, where either text was read only in part, only
 * a copy of its whole text (the same textFingerprint).
 */
import { LIMITS } from "@warden/contract";
import { jaccard, type ShingleSketch } from "./text.js";

export type Label = "spam" | "ham";

/**
 * 0.6: an exact copy, or one with homoglyphs, spacing, another number or handle, scores 1.0 (the
 * skeleton absorbs them); a six-word text with one word changed keeps ~0.65-0.75 of its 3-gram
 * shingles (4-grams fell just under 0.6 there); two different texts of one spam kind share well under 0.3.
 */
export const NEAR_DUP_JACCARD = 0.6;
export const MEMORY_ENTRIES = LIMITS.reportsRecognised;
/**
 * A reported ham vouches for its own text, not for more: a check whose skeleton is longer than the reported ham's by
 * more than this many characters is not its near-duplicate, however similar. Homoglyphs, spacing, another number or
 * handle leave the skeleton's length as it was (numbers are 0, handles @); a changed word or a greeting in front
 * ("Hello everyone!" is 13) fit. Without it, a reported ham followed by a spam of up to two thirds of its length
 * (Jaccard >= 0.6) was the ham, and the report overruled every signal of the spam (reported_ham).
 */
export const HAM_EXTRA_CHARS = LIMITS.reportedHamExtraChars;
/**
 * Emoji a check may carry beyond a reported ham's and still be its near-duplicate. Links, handles and emoji are what the
 * skeleton drops or shrinks (a link to its host, "t me"; a handle to "@"), so HAM_EXTRA_CHARS cannot see them added:
 * "Hello everyone!" reported as ham made "Hello everyone! https://t.me/…" clean (spam 100 before). A reported ham
 * vouches for its own links and handles (changed ones included), not for more of them; a few more emoji are allowed.
 */
export const HAM_EXTRA_EMOJIS = LIMITS.reportedHamExtraEmojis;

/** What the skeleton drops or shrinks of a text (as normalize() counts it): a spam's way out is among them. */
export interface Payload {
  links: number;
  mentions: number;
  emojis: number;
}

/** Does a check carry no more links and handles than a reported ham, and at most HAM_EXTRA_EMOJIS more emoji? */
function vouchedFor(check: Payload, ham: Payload): boolean {
  return check.links <= ham.links && check.mentions <= ham.mentions && check.emojis <= ham.emojis + HAM_EXTRA_EMOJIS;
}

/**
 * A text as the memory reads it: the sketch of what the feedback reads of it; whether that is only part of the text (cut:
 * its head, or the fold window of its normalised text, ended before the text did); and the whole text's fingerprint
 * (textFingerprint, asked for only where a reported ham needs it).
 */
export interface MemoryText extends ShingleSketch {
  cut: boolean;
  fingerprint(): string;
  /** links, handles and emoji of what the feedback reads of the text */
  payload: Payload;
}

export interface MemoryMatch {
  label: Label;
  similarity: number;
}

/**
 * Candidates are the remembered texts that share one of the query's SKETCH smallest shingle hashes
 * with their own SKETCH smallest (a bottom-k sketch index), so a check compares with a handful of
 * texts, not all of them. A pair at Jaccard J shares none with probability about (1 - J)^SKETCH:
 * 2e-5 at the 0.6 threshold, 0 for exact copies; a text of at most SKETCH shingles is indexed whole.
 */
export const SKETCH = 12;

/** A remembered text as a snapshot keeps it (feedback/snapshot.ts); the sketch index is derived from `set`. */
export interface MemoryEntry {
  set: Uint32Array;
  /** distinct shingles of the whole text (set holds the smallest of them) */
  size: number;
  /** the skeleton's length */
  chars: number;
  /** the feedback read only part of the text (MemoryText.cut) */
  cut: boolean;
  label: Label;
  /** a reported ham's whole text's fingerprint (textFingerprint); absent for a spam */
  fingerprint?: string;
  /** a reported ham's links, handles and emoji (MemoryText.payload); absent for a spam */
  payload?: Payload;
  /** insertion order: the newest wins a tie */
  order: number;
}

interface Entry extends MemoryEntry {
  sketch: Uint32Array;
}

/** Two sorted sets of equal length hold the same values. */
function sameSet(a: Uint32Array, b: Uint32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The k smallest values of a sorted set are its first k. */
const indexedOf = (set: Uint32Array) => set.subarray(0, Math.min(SKETCH, set.length));

export class NearDuplicateMemory {
  private readonly entries: Entry[] = [];
  private readonly index = new Map<number, Entry[]>();
  private added = 0;

  get size(): number {
    return this.entries.length;
  }

  /** Bytes held by the shingle sets (the bound the tests check). */
  get bytes(): number {
    let b = 0;
    for (const e of this.entries) b += e.set.byteLength;
    return b;
  }

  add(text: MemoryText, label: Label): void {
    const set = text.shingles;
    if (set.length === 0) return;
    // A newer report of the same text replaces the older one (a moderator's correction wins).
    // Equal sets have equal sizes: the sizes are compared first, so reports of one campaign (many
    // candidates sharing shingles) cost no full comparison each.
    for (const e of this.candidates(set)) if (e.size === text.size && e.set.length === set.length && sameSet(e.set, set)) this.remove(e);
    const fingerprint = label === "ham" ? text.fingerprint() : undefined;
    const payload = label === "ham" ? { ...text.payload } : undefined;
    this.insert({ set, size: text.size, chars: text.chars, cut: text.cut, label, fingerprint, payload, order: this.added++ });
    if (this.entries.length > MEMORY_ENTRIES) this.remove(this.entries[0]!);
  }

  private insert(e: MemoryEntry): void {
    const entry: Entry = { ...e, sketch: indexedOf(e.set) };
    this.entries.push(entry);
    for (const h of entry.sketch) {
      const list = this.index.get(h);
      if (list) list.push(entry);
      else this.index.set(h, [entry]);
    }
  }

  /** What a snapshot keeps: the remembered texts, oldest first, and the count of texts ever added (the next order). */
  exportState(): { entries: MemoryEntry[]; added: number } {
    return {
      entries: this.entries.map(({ set, size, chars, cut, label, fingerprint, payload, order }) => ({
        set,
        size,
        chars,
        cut,
        label,
        fingerprint,
        payload,
        order,
      })),
      added: this.added,
    };
  }

  /** The memory exportState() described: the same entries in the same order, so it matches and forgets as that one did. */
  static fromState(entries: readonly MemoryEntry[], added: number): NearDuplicateMemory {
    const m = new NearDuplicateMemory();
    for (const e of entries) m.insert(e);
    m.added = added;
    return m;
  }

  private remove(e: Entry): void {
    const i = this.entries.indexOf(e);
    if (i >= 0) this.entries.splice(i, 1);
    for (const h of e.sketch) {
      const list = this.index.get(h);
      if (!list) continue;
      const rest = list.filter((x) => x !== e);
      if (rest.length) this.index.set(h, rest);
      else this.index.delete(h);
    }
  }

  private candidates(set: Uint32Array): Set<Entry> {
    const out = new Set<Entry>();
    for (const h of indexedOf(set)) for (const e of this.index.get(h) ?? []) out.add(e);
    return out;
  }

  /**
   * The most similar remembered text at or above the threshold (the newest wins a tie), or undefined. A reported ham
   * counts only when the text is not longer than it by more than HAM_EXTRA_CHARS, and, where the feedback read only part
   * of either, when the text is a copy of its whole text (the same fingerprint): what follows the part read is not in
   * either sketch, so a long reported ham with a spam appended would otherwise be that ham.
   */
  match(text: MemoryText, threshold = NEAR_DUP_JACCARD): MemoryMatch | undefined {
    const set = text.shingles;
    if (set.length === 0) return undefined;
    let best: Entry | undefined;
    let bestJ = 0;
    for (const e of this.candidates(set)) {
      const lo = Math.min(e.size, text.size);
      const hi = Math.max(e.size, text.size);
      if (lo < threshold * hi) continue;
      if (e.label === "ham" && (text.chars > e.chars + HAM_EXTRA_CHARS || !vouchedFor(text.payload, e.payload!))) continue;
      const j = jaccard(e.set, set);
      if (j < threshold || (best && (j < bestJ || (j === bestJ && e.order < best.order)))) continue;
      if (e.label === "ham" && (e.cut || text.cut) && e.fingerprint !== text.fingerprint()) continue;
      best = e;
      bestJ = j;
    }
    return best ? { label: best.label, similarity: bestJ } : undefined;
  }
}
