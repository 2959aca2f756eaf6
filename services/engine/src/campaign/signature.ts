/**
 * Campaign signatures: what a text is remembered by across groups, never the text itself.
 *
 * From the engine's normalised text (homoglyphs, spacing, leetspeak and styled letters already
 * undone; URLs reduced to their host; every number one "0"), @handles are masked too, then:
 *  - one EXACT key: a hash of the masked word sequence (short texts have nothing else);
 *  - for texts with at least MIN_SHINGLES character 5-grams, BAND keys: the one-permutation
 *    MinHash of the 5-grams (the feature pass of features.ts), cut into BANDS LSH bands of ROWS
 *    bins. A band gets a key only when each of its bins holds a shingle of the text: an empty bin
 *    filled by densification (features.ts `densify`) copies its neighbour, so a band of a short
 *    text could hang on one or two shingles ("if you want") and join unrelated texts that share
 *    one common phrase.
 * Two texts are near-duplicates when they share the exact key or at least MIN_BAND_MATCHES band
 * keys (the Redis script counts a group or a sender only then). Agreement in one band is not
 * enough: in a short text a bin holds one to three shingles, so a few shingles of one common phrase
 * can win the four bins of a band in every text that has it. With BANDS bands of ROWS bins, texts
 * of Jaccard similarity J share two bands with probability about
 * 1 - (1 - p)^BANDS - BANDS p (1 - p)^(BANDS - 1), p = J^ROWS (J = 0.9: 0.997, 0.8: 0.90, 0.6: 0.28,
 * 0.3: 0.002). Homoglyphs, spacing, a changed number or handle keep the exact key.
 * Texts too short or too plain to be a campaign ("hi", "thanks", "+1", a few words) get no keys at
 * all, so the everyday replies every group shares never add up to one.
 *
 * Keys are 64-bit (two 32-bit hashes) in hex: a Redis key names a hash, nothing readable.
 * See docs/campaigns.md.
 */
import * as chars from "../detection/chars.js";
import { extractFeatures, FeatureBuffer, fmix32, type FeatureConfig } from "../detection/features.js";
import { normalize, type NormalizedText } from "../detection/normalize/index.js";

/** MinHash bins (a power of two, as extractFeatures requires). */
export const SIGNATURE_BINS = 32;
/** LSH bands of SIGNATURE_BINS / BANDS bins each. */
export const BANDS = 8;
const ROWS = SIGNATURE_BINS / BANDS;
/** Band keys two texts must share to be near-duplicates (the exact key alone is enough). */
export const MIN_BAND_MATCHES = 2;
/** Below this many 5-gram shingles a MinHash is too coarse to compare; the exact key alone is used. */
export const MIN_SHINGLES = 40;
/** A text needs at least this many words with a letter ... */
export const MIN_WORDS = 4;
/** ... and this many letters to be remembered at all. */
export const MIN_LETTERS = 20;
/** The masked text is cut here before hashing (the MinHash reads at most ML_MAX_CHARS of it anyway). */
const MAX_CHARS = 2_000;

/** Only the 5-gram shingles: no classifier features are needed (one tiny hash table, no weights). */
const SHINGLES_ONLY: FeatureConfig = { bits: 1, charMin: 5, charMax: 5, words: false, bigrams: false, meta: false };

/** What extractFeatures leaves in a bin no shingle fell in. */
const EMPTY_BIN = 0xffffffff;

const MENTION = /@[\p{L}\p{N}_]{2,}/gu;
const CLASS = chars.CLASS;
const F_WORD = chars.F_WORD;
const F_LETTER = chars.F_LETTER;

export interface CampaignKeys {
  /** hash of the masked word sequence */
  exact: string;
  /** LSH band keys of the bands whose bins all hold a shingle (none for short texts) */
  bands: string[];
}

function hex32(h: number): string {
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** One band of the signature as 64 bits: the similarity.ts band hash and a second, differently seeded one. */
function bandKey(sig: Uint32Array, band: number): string {
  let a = Math.imul(band + 1, 0x9e3779b1);
  let b = Math.imul(band + 1, 0x85ebca6b) ^ 0x5bd1e995;
  const off = band * ROWS;
  for (let r = 0; r < ROWS; r++) {
    a = fmix32(a ^ sig[off + r]!);
    b = fmix32((b + sig[off + r]!) ^ 0x27d4eb2f);
  }
  return hex32(a) + hex32(b);
}

/** Do all bins of a band hold a shingle of the text? */
function filled(sig: Uint32Array, band: number): boolean {
  for (let r = band * ROWS; r < (band + 1) * ROWS; r++) if (sig[r] === EMPTY_BIN) return false;
  return true;
}

/**
 * Are two texts near-duplicates by their keys: the same exact key, or at least MIN_BAND_MATCHES band keys in common?
 * The rule the sighting script (store.ts) applies to a group or a sender; here for tests and tools.
 */
export function nearDuplicates(a: CampaignKeys, b: CampaignKeys): boolean {
  if (a.exact === b.exact) return true;
  let shared = 0;
  for (const k of a.bands) if (b.bands.includes(k)) shared++;
  return shared >= MIN_BAND_MATCHES;
}

/** Computes campaign keys; one instance per engine (reuses its buffers; not re-entrant, like the detector). */
export class CampaignSignature {
  private readonly buf = new FeatureBuffer(2048);
  private readonly sig = new Uint32Array(SIGNATURE_BINS);

  /** Keys of a text, or undefined when it is too short or trivial to be a campaign. */
  keys(text: string): CampaignKeys | undefined {
    return this.keysOf(normalize(text));
  }

  keysOf(nt: NormalizedText): CampaignKeys | undefined {
    const sc = nt.scripts;
    if (sc.latin + sc.cyrillic + sc.cjk + sc.other < MIN_LETTERS) return undefined;
    let masked = nt.mlText.length > MAX_CHARS ? nt.mlText.slice(0, MAX_CHARS) : nt.mlText;
    if (masked.indexOf("@") >= 0) masked = masked.replace(MENTION, "@");
    // One pass over the words (letters, digits, marks): two 32-bit hashes of the word sequence
    // (punctuation, emoji and spacing left out) and the number of words with a letter.
    let h1 = 0x811c9dc5;
    let h2 = 0x9747b28c;
    let inWord = false;
    let hasLetter = false;
    let lettered = 0;
    const n = masked.length;
    for (let i = 0; i <= n; i++) {
      const c = i < n ? masked.charCodeAt(i) : 0x20;
      const f = c < 0xd800 || c > 0xdfff ? CLASS[c]! : 0;
      if ((f & F_WORD) !== 0) {
        if (!inWord) {
          inWord = true;
          hasLetter = false;
          h1 = Math.imul(h1 ^ 0x20, 0x01000193);
          h2 = Math.imul(h2 ^ 0x20, 0x5bd1e995);
        }
        if ((f & F_LETTER) !== 0) hasLetter = true;
        h1 = Math.imul(h1 ^ c, 0x01000193);
        h2 = Math.imul(h2 ^ c, 0x5bd1e995);
      } else if (inWord) {
        inWord = false;
        if (hasLetter) lettered++;
      }
    }
    if (lettered < MIN_WORDS) return undefined;
    const exact = hex32(fmix32(h1)) + hex32(fmix32(h2 ^ h1));
    const sig = this.sig;
    sig.fill(EMPTY_BIN);
    const shingles = extractFeatures({ mlText: masked } as NormalizedText, SHINGLES_ONLY, this.buf, sig);
    const bands: string[] = [];
    // No densification: a band with an empty bin gets no key.
    if (shingles >= MIN_SHINGLES) for (let b = 0; b < BANDS; b++) if (filled(sig, b)) bands.push(bandKey(sig, b));
    return { exact, bands };
  }
}
