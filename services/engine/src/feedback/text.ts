/**
 * What the feedback memory and learner see of a text: the engine's own normalisation
 * (normalize(): NFKC, invisible characters, spaced-out letters, per-word homoglyph folding, leet,
 * digits -> 0 in mlText), then two more folds that make near-duplicates meet:
 *  - every @handle becomes "@" (a spammer rotates handles),
 *  - every letter that has a Latin look-alike is folded to it (TO_LAT), whatever its word's script:
 *    normalize() folds a word to its dominant script, so a one-letter word or a fully Cyrillic copy
 *    of a Latin text would otherwise stay apart. Both sides of a comparison go through the same fold.
 */
import { TO_LAT_T } from "../detection/chars.js";
import { fmix32 } from "../detection/features.js";
import { cutUtf16, INTERNAL_LIMITS } from "@warden/contract";
import type { NormalizedText } from "../detection/normalize/index.js";

/**
 * Characters of a text (a report's, a check's) the feedback parts read (INTERNAL_LIMITS.feedbackTextMaxChars, which
 * groups-config's GetFeedback also cuts to): the head is cut before normalize(), which costs in proportion to what it
 * reads, so a rebuild of 10,000 reports of 10,000 characters normalises at most this much of each. A text at most this
 * long is read whole.
 */
export const FEEDBACK_TEXT_MAX_CHARS = INTERNAL_LIMITS.feedbackTextMaxChars;
/**
 * Characters of the folded text that are looked at: half of FEEDBACK_TEXT_MAX_CHARS, because the normalised text is
 * shorter than the text (a number becomes 0, a link its domain, a handle @; runs and spaced-out letters are squeezed,
 * invisible characters dropped; docs/feedback.md, "Near-duplicates").
 */
export const FOLDED_MAX_CHARS = FEEDBACK_TEXT_MAX_CHARS / 2;
/**
 * Shingle hashes kept of a text: the smallest SHINGLES_KEPT distinct hashes of its whole skeleton (a bottom-k sketch).
 * A text of at most this many distinct shingles (a skeleton of about 258 characters) is kept whole and compared
 * exactly; a longer one is compared by the sketch (jaccard), so what follows its first 256 characters counts too.
 */
export const SHINGLES_KEPT = 256;
/** Shingle length of the near-duplicate memory (characters of the skeleton). */
export const SHINGLE = 3;

const HANDLE = /@[\p{L}\p{N}_]+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The part of a text the feedback parts read: its first FEEDBACK_TEXT_MAX_CHARS UTF-16 units, never half a surrogate pair. */
export function feedbackHead(text: string): string {
  return cutUtf16(text, FEEDBACK_TEXT_MAX_CHARS);
}

/**
 * feedbackHead as a string of its own: a head that was cut is copied, so that holding it does not hold the whole text
 * (V8 keeps the text a slice was cut from alive as long as the slice). For reports waiting to be applied.
 */
export function ownedHead(text: string): string {
  const head = feedbackHead(text);
  return head.length === text.length ? text : Buffer.from(head, "utf16le").toString("utf16le");
}

/** mlText with handles masked and look-alike letters folded to Latin; spaces collapsed; at most FOLDED_MAX_CHARS. */
export function foldedText(nt: NormalizedText): string {
  return fold(nt).folded;
}

/** foldedText, and whether it is the fold of all of mlText (false: FOLDED_MAX_CHARS cut it). */
export function fold(nt: NormalizedText): { folded: string; whole: boolean } {
  const masked = nt.mlText.replace(HANDLE, "@");
  const src = masked.slice(0, FOLDED_MAX_CHARS);
  let out = "";
  let space = true;
  for (const ch of src) {
    const c = ch.codePointAt(0)!;
    const folded = c < 65536 && TO_LAT_T[c] ? String.fromCharCode(TO_LAT_T[c]!).toLowerCase() : ch;
    if (folded === "@" || LETTER_OR_DIGIT.test(folded)) {
      out += folded;
      space = false;
    } else if (!space) {
      out += " ";
      space = true;
    }
  }
  return { folded: out.trimEnd(), whole: masked.length <= FOLDED_MAX_CHARS };
}

/** The folded text without spaces (spacing and punctuation never separate near-duplicates); as long as the folded text (at most FOLDED_MAX_CHARS). */
export function skeleton(folded: string): string {
  return folded.replace(/ /g, "");
}

function hashString(s: string, from: number, to: number, seed: number): number {
  let h = seed >>> 0;
  for (let i = from; i < to; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/**
 * The sorted, distinct hashes of all of the skeleton's SHINGLE-character shingles. A skeleton shorter than
 * a shingle is one shingle: a two-word report still matches its exact and obfuscated copies.
 */
export function shingles(skel: string): Uint32Array {
  if (skel.length === 0) return new Uint32Array(0);
  const n = Math.max(1, skel.length - SHINGLE + 1);
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = hashString(skel, i, Math.min(skel.length, i + SHINGLE), 0x811c9dc5);
  out.sort();
  let k = 0;
  for (let i = 0; i < n; i++) if (i === 0 || out[i] !== out[k - 1]) out[k++] = out[i]!;
  return out.slice(0, k);
}

const BLANK = /[\s\p{Default_Ignorable_Code_Point}]+/gu;

/**
 * The shingles of a text whose skeleton is empty although the text is not (emoji, symbols or punctuation only, which
 * the folding drops): one shingle, the hash of the text's NFKC form without whitespace and default-ignorable characters
 * (zero-width ones, variation selectors, soft hyphens), so that an exact repeat (spacing aside) is recognised. None for
 * a blank text.
 */
export function fallbackShingles(text: string): Uint32Array {
  const s = text.normalize("NFKC").replace(BLANK, "");
  return s.length === 0 ? new Uint32Array(0) : Uint32Array.of(hashString(s, 0, s.length, 0x2545f491));
}

/**
 * What the near-duplicate memory keeps of a text and compares: the SHINGLES_KEPT smallest of its distinct shingle
 * hashes, sorted; how many it has in all (the length filter: a check much longer than a reported text, that text with
 * a long tail appended, is no near-duplicate of it); and the length of its skeleton, repeats included (what a
 * reported ham vouches for: memory.ts).
 */
export interface ShingleSketch {
  shingles: Uint32Array;
  size: number;
  chars: number;
}

/** The sketch of a text's sorted distinct shingle hashes, and its skeleton's length. */
export function sketchOf(set: Uint32Array, chars: number): ShingleSketch {
  return { shingles: set.length > SHINGLES_KEPT ? set.slice(0, SHINGLES_KEPT) : set, size: set.length, chars };
}

/**
 * |a ∩ b| / |a ∪ b| of two texts by their kept shingles (sorted, distinct; ShingleSketch.shingles). Exact when both
 * were kept whole (fewer than SHINGLES_KEPT); otherwise the bottom-k estimate: the share of the SHINGLES_KEPT smallest
 * hashes of the union that both hold (the smallest hashes of the union are among the smallest of each).
 */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  const k = a.length < SHINGLES_KEPT && b.length < SHINGLES_KEPT ? a.length + b.length : SHINGLES_KEPT;
  let i = 0;
  let j = 0;
  let inter = 0;
  let union = 0;
  while (union < k && (i < a.length || j < b.length)) {
    const x = i < a.length ? a[i]! : 0x1_0000_0000;
    const y = j < b.length ? b[j]! : 0x1_0000_0000;
    if (x === y) {
      inter++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
    union++;
  }
  return inter / union;
}

export { hashString };

/**
 * The key under which reports of the same text agree for retraining: the folded text (homoglyphs,
 * handles, numbers, case folded) without spaces, hashed. Stronger than groups-config's stored
 * fingerprint, which cannot fold homoglyphs without the engine's normaliser.
 */
export function agreementKey(folded: string): string {
  const s = folded.replace(/ /g, "");
  let h1 = 0x811c9dc5;
  let h2 = 0x9e3779b9;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x85ebca6b);
  }
  return `${fmix32(h1).toString(16).padStart(8, "0")}${fmix32(h2).toString(16).padStart(8, "0")}:${s.length}`;
}
