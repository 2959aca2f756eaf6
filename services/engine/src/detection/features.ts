/**
 * Hashed features for the learned classifier, shared by training
 * (scripts/train.ts) and detection, so both see exactly the same vectors.
 *
 * One pass over `mlText` (normalised text, URLs reduced to hosts, digits -> 0)
 * produces:
 *  - character n-grams, n = charMin..charMax (FNV-1a, finalised with murmur3 fmix32),
 *  - word unigrams and bigrams,
 *  - a few structural pseudo-features (links, mentions, emoji, caps, length, obfuscation),
 *  - optionally the one-permutation MinHash signature of the character 5-grams
 *    (for the similarity-to-known-spam signal), computed in the same loop.
 *
 * Every feature has value 1/sqrt(count) (occurrences are summed), so
 * margin = bias + sum(w[idx]) / sqrt(count).
 */
import * as chars from "./chars.js";
import type { NormalizedText } from "./normalize/index.js";

export interface FeatureConfig {
  /** log2 of the number of hash buckets */
  bits: number;
  charMin: number;
  charMax: number;
  words: boolean;
  bigrams: boolean;
  meta: boolean;
}

/**
 * Only the first ML_MAX_CHARS characters of the classifier text are turned
 * into features (same in training and detection): enough to classify, and it
 * bounds the cost for 10,000-character messages. Rules still see everything.
 * 1,000 (with 2^19 hash buckets) was chosen by 5-fold cross-validation on
 * train+validation: Telegram recall 97.82% vs 97.68% for 3,000 chars and 2^20
 * buckets, AUC 0.99648 vs 0.99581 (1,500 chars: 97.89%, one message more,
 * for half again the feature cost). Feature extraction is bound by random reads
 * of the weight table, so fewer characters and a smaller table are both faster.
 */
export const ML_MAX_CHARS = 1000;

const CLASS = chars.CLASS;
const F_WORD = chars.F_WORD;

export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SEED_WORD = 0x5bd1e995;
const SEED_BIGRAM = 0x27d4eb2f;
const SEED_META = 0x165667b1;
/** per n-gram length (int32: `h ^ salt` reads no double) */
const N_SALT = Int32Array.from([0, 0x9e3779b9, 0x3c6ef372, 0xdaa66d2b, 0x78dde6e4, 0x1715609d, 0xb54cda56, 0x5384540f], (x) => x | 0);

/** Reusable output buffer (grown on demand). */
export class FeatureBuffer {
  idx: Int32Array;
  n = 0;
  /**
   * When extractFeatures() is given the classifier weights: the (exact, integer)
   * sum of weights[idx[i]] for i < summed, accumulated in the hashing loop so the
   * random weight reads overlap with the hashing. Entries from `summed` to `n`
   * (the meta features) are left for the caller.
   */
  sum = 0;
  summed = 0;
  /** scratch: the classifier text's first code units between two spaces (the n-gram loop reads them without charCodeAt) */
  chars = new Uint16Array(0);
  constructor(size = 4096) {
    this.idx = new Int32Array(size);
  }
  /** make room for `extra` more entries (so hot loops can write idx[] directly) */
  reserve(extra: number): void {
    if (this.n + extra <= this.idx.length) return;
    let size = this.idx.length * 2;
    while (size < this.n + extra) size *= 2;
    const b = new Int32Array(size);
    b.set(this.idx.subarray(0, this.n));
    this.idx = b;
  }
  push(i: number): void {
    if (this.n === this.idx.length) {
      const b = new Int32Array(this.idx.length * 2);
      b.set(this.idx);
      this.idx = b;
    }
    this.idx[this.n++] = i;
  }
}

/** Dominant script family of a message's letters: 0 Latin, 1 Cyrillic, 2 anything else (or no letters). */
export function scriptFamily(nt: NormalizedText): 0 | 1 | 2 {
  const sc = nt.scripts;
  const other = sc.cjk + sc.other;
  if (sc.latin === 0 && sc.cyrillic === 0) return 2;
  if (other > sc.latin && other > sc.cyrillic) return 2;
  return sc.cyrillic > sc.latin ? 1 : 0;
}

function bucket(x: number): number {
  return x <= 0 ? 0 : x === 1 ? 1 : x <= 3 ? 2 : x <= 7 ? 3 : 4;
}

function metaFeature(out: FeatureBuffer, mask: number, key: number, value: number): void {
  out.push(fmix32(Math.imul(key + 1, 0x9e3779b1) ^ Math.imul(value + 7, 0x85ebca6b) ^ SEED_META) & mask);
}

/**
 * Extract features of `nt` into `out` (reset first). When `sig` is given, also
 * fills it with the one-permutation MinHash of the character 5-grams
 * (caller initialises it to 0xffffffff) and returns the number of shingles in
 * `out.shingles`.
 */
export function extractFeatures(nt: NormalizedText, cfg: FeatureConfig, out: FeatureBuffer, sig?: Uint32Array, weights?: Int8Array): number {
  out.n = 0;
  out.sum = 0;
  out.summed = 0;
  return extractWeighted(nt, cfg, out, weights ?? zeroWeights(cfg.bits), sig);
}

const ZERO_WEIGHTS = new Map<number, Int8Array>();
/** Weights of 0 (training extracts features before it has weights): one body serves both. */
function zeroWeights(bits: number): Int8Array {
  let z = ZERO_WEIGHTS.get(bits);
  if (!z) {
    z = new Int8Array(1 << bits);
    ZERO_WEIGHTS.set(bits, z);
  }
  return z;
}

/** extractFeatures() with the weight sum of the hashed n-gram / word features accumulated on the fly (same features, same order). */
function extractWeighted(nt: NormalizedText, cfg: FeatureConfig, out: FeatureBuffer, weights: Int8Array, sig?: Uint32Array): number {
  const s = nt.mlText;
  const L = Math.min(s.length, ML_MAX_CHARS);
  const mask = (1 << cfg.bits) - 1;
  const cmin = cfg.charMin;
  const cmax = cfg.charMax;
  const sigBits = sig ? 31 - Math.clz32(sig.length) : 0;
  const sigShift = 32 - sigBits;
  let shingles = 0;
  let sum = 0;
  // character n-grams (with a leading/trailing space so word edges count)
  const T = L + 2;
  // at most T * (cmax - cmin + 1) n-grams, plus at most 2 word features per character
  out.reserve(T * Math.max(0, cmax - cmin + 1) + 2 * (L + 1) + 1);
  const idx = out.idx;
  // the padded text " " + s[0, L) + " " as code units, read five times each below
  if (out.chars.length < T) out.chars = new Uint16Array(Math.max(T, 2 * out.chars.length));
  const cs = out.chars;
  cs[0] = 0x20;
  for (let p = 1; p <= L; p++) cs[p] = s.charCodeAt(p - 1);
  cs[T - 1] = 0x20;
  let k = 0;
  let i = 0;
  if (cmin === 1 && cmax === 5 && sig) {
    // the committed model's n-grams (1..5) and the 5-gram shingles, unrolled while a whole 5-gram fits: the same
    // features in the same order as the general loop below, which finishes the last four positions
    const s1 = N_SALT[1]!;
    const s2 = N_SALT[2]!;
    const s3 = N_SALT[3]!;
    const s4 = N_SALT[4]!;
    const s5 = N_SALT[5]!;
    for (; i + 5 <= T; i++) {
      let h = Math.imul(FNV_OFFSET ^ cs[i]!, FNV_PRIME);
      let f = fmix32(h ^ s1) & mask;
      idx[k++] = f;
      sum += weights[f]!;
      h = Math.imul(h ^ cs[i + 1]!, FNV_PRIME);
      f = fmix32(h ^ s2) & mask;
      idx[k++] = f;
      sum += weights[f]!;
      h = Math.imul(h ^ cs[i + 2]!, FNV_PRIME);
      f = fmix32(h ^ s3) & mask;
      idx[k++] = f;
      sum += weights[f]!;
      h = Math.imul(h ^ cs[i + 3]!, FNV_PRIME);
      f = fmix32(h ^ s4) & mask;
      idx[k++] = f;
      sum += weights[f]!;
      h = Math.imul(h ^ cs[i + 4]!, FNV_PRIME);
      f = fmix32(h ^ s5) & mask;
      idx[k++] = f;
      sum += weights[f]!;
      const v = fmix32(h ^ 0x2545f491);
      const b = v >>> sigShift;
      if (v < sig[b]!) sig[b] = v;
      shingles++;
    }
  }
  for (; i < T; i++) {
    let h = FNV_OFFSET;
    for (let n = 1; n <= cmax && i + n <= T; n++) {
      h = Math.imul(h ^ cs[i + n - 1]!, FNV_PRIME);
      if (n >= cmin) {
        const f = fmix32(h ^ N_SALT[n]!) & mask;
        idx[k++] = f;
        sum += weights[f]!;
      }
      if (sig && n === 5) {
        const v = fmix32(h ^ 0x2545f491);
        const b = v >>> sigShift;
        if (v < sig[b]!) sig[b] = v;
        shingles++;
      }
    }
    if (sig && cmax < 5 && i + 5 <= T) {
      // shingles need 5-grams even when the classifier uses shorter n-grams
      let g = FNV_OFFSET;
      for (let p = i; p < i + 5; p++) g = Math.imul(g ^ cs[p]!, FNV_PRIME);
      const v = fmix32(g ^ 0x2545f491);
      const b = v >>> sigShift;
      if (v < sig[b]!) sig[b] = v;
      shingles++;
    }
  }
  // words and bigrams
  if (cfg.words) {
    let wh = 0;
    let inWord = false;
    let prev = 0;
    let hasPrev = false;
    for (let i = 0; i <= L; i++) {
      const c = cs[i + 1]!; // s[i], and the trailing space at i === L
      const isW = c < 0xd800 || c > 0xdfff ? (CLASS[c]! & F_WORD) !== 0 : true;
      if (isW) {
        if (!inWord) {
          wh = FNV_OFFSET;
          inWord = true;
        }
        wh = Math.imul(wh ^ c, FNV_PRIME);
      } else if (inWord) {
        inWord = false;
        const fw = fmix32(wh ^ SEED_WORD) & mask;
        idx[k++] = fw;
        sum += weights[fw]!;
        if (cfg.bigrams && hasPrev) {
          const fb = fmix32(Math.imul(prev, 31) ^ wh ^ SEED_BIGRAM) & mask;
          idx[k++] = fb;
          sum += weights[fb]!;
        }
        prev = wh;
        hasPrev = true;
      }
    }
  }
  out.n = k;
  out.sum = sum;
  out.summed = k;
  if (cfg.meta) {
    const st = nt.stats;
    let invite = 0;
    for (const l of nt.links) if ((l.host === "t.me" || l.host === "telegram.me") && (l.path.startsWith("/+") || l.path.startsWith("/joinchat"))) invite++;
    metaFeature(out, mask, 1, bucket(nt.links.length));
    metaFeature(out, mask, 2, bucket(nt.mentions.length));
    metaFeature(out, mask, 3, bucket(nt.emojis));
    metaFeature(out, mask, 4, nt.casedLetters >= 20 ? Math.floor((10 * nt.upperLetters) / nt.casedLetters) : 11);
    metaFeature(out, mask, 5, Math.min(12, 31 - Math.clz32(L + 1)));
    metaFeature(out, mask, 6, bucket(st.mixedWords));
    metaFeature(out, mask, 7, bucket(nt.obfuscationScore));
    metaFeature(out, mask, 8, bucket(invite));
    const sc = nt.scripts;
    const total = sc.latin + sc.cyrillic + sc.cjk + sc.other;
    if (total > 0) {
      const fam = [sc.latin, sc.cyrillic, sc.cjk, sc.other];
      let best = 0;
      for (let f = 1; f < 4; f++) if (fam[f]! > fam[best]!) best = f;
      metaFeature(out, mask, 9, best);
      // share of letters outside Latin/Cyrillic, in fifths
      metaFeature(out, mask, 10, Math.floor((5 * (sc.cjk + sc.other)) / total));
    }
    if (sc.latin >= 10) metaFeature(out, mask, 11, Math.min(5, Math.ceil((50 * nt.diacritics) / sc.latin)));
  }
  return shingles;
}

let densifySrc = new Uint32Array(0);

/**
 * Densify an OPH signature in place (empty bins borrow from the next
 * non-empty bin, salted by the distance). Returns false when it was empty.
 */
export function densify(sig: Uint32Array): boolean {
  const k = sig.length;
  let any = -1;
  for (let i = 0; i < k; i++)
    if (sig[i] !== 0xffffffff) {
      any = i;
      break;
    }
  if (any < 0) return false;
  // a copy of the bins as they were, in a buffer reused from call to call (a typed array per check cost more than the loop)
  if (densifySrc.length < k) densifySrc = new Uint32Array(k);
  const src = densifySrc;
  src.set(sig);
  for (let i = 0; i < k; i++) {
    if (src[i] !== 0xffffffff) continue;
    let d = 1;
    while (src[(i + d) % k] === 0xffffffff) d++;
    sig[i] = fmix32(src[(i + d) % k]! ^ Math.imul(d, 0x9e3779b1));
  }
  return true;
}
