/**
 * Text normalisation applied before every rule and before the classifier.
 *
 * Pipeline (each step linear in the input length):
 *  1. lone surrogates -> U+FFFD; NFKC (folds fullwidth, mathematical
 *     alphanumerics, circled/squared letters, ligatures ...); counts the
 *     stylised characters NFKC had to fold.
 *  2. one character pass: drops zero-width / bidi / soft hyphen / variation
 *     selectors and noise combining marks, control chars (NUL ...) -> space,
 *     small capitals / negative circled letters -> Latin, Latin diacritics
 *     stripped, ё -> е; counts letters, capitals, emoji.
 *  3. segmentation into whitespace / words / punctuation / URLs / e-mails /
 *     @mentions (URLs, e-mails and mentions are protected from the word tricks
 *     below, but homoglyphs in them are folded to Latin).
 *  4. spaced-out or punctuation-split letters are joined ("f.r.e.e", "з а р а б о т о к"), and a Cyrillic word's
 *     fragments split by underscores ("лю_дей").
 *  5. per word: homoglyph folding to the word's dominant script (Latin or
 *     Cyrillic), lower-casing, leetspeak digits inside words, runs of 3+
 *     identical letters collapsed to 2.
 *
 * The original text is kept untouched for display and regex rules.
 *
 * Modules, in pipeline order: clean.ts (1), segment.ts + urls.ts (3), spaced.ts (4),
 * words.ts + homoglyphs.ts + leet.ts (5), with the output built by text-builder.ts and tokens.ts.
 * All working buffers live in a Scratch (scratch.ts) owned by one Normalizer: createNormalizer()
 * makes one (the detector holds its own); normalize() uses a shared default one.
 */

import { P1_CASED, P1_CJK, P1_CYR, P1_DIACRITICS, P1_EMOJIS, P1_LAT, P1_OTHER, P1_UPPER, MAYBE_STYLED, NEEDS_NFKC, cleanChars, countStyled } from "./clean.js";
import { fillSrc16, Scratch } from "./scratch.js";
import { segment } from "./segment.js";
import { joinSpaced, joinUnderscored } from "./spaced.js";
import { tokensOf } from "./tokens.js";
import { emptyStats, type Link, type NormalizationStats, type NormalizedText } from "./types.js";
import { NON_ASCII } from "./urls.js";
import { wordPass } from "./words.js";

export type { Link, NormalizationStats, NormalizedText } from "./types.js";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export interface Normalizer {
  normalize(input: string): NormalizedText;
}

/** A normaliser with its own scratch buffers (not re-entrant: one call at a time, as every call is synchronous). */
export function createNormalizer(): Normalizer {
  const st = new Scratch();
  return { normalize: (input) => run(st, input) };
}

let shared: Normalizer | undefined;

/** normalize() on a shared default normaliser (the detector owns its own: createNormalizer()). */
export function normalize(input: string): NormalizedText {
  shared ??= createNormalizer();
  return shared.normalize(input);
}

function run(st: Scratch, input: string): NormalizedText {
  let text = typeof input === "string" ? input : String(input ?? "");
  const wf = text as unknown as { isWellFormed?: () => boolean; toWellFormed?: () => string };
  if (typeof wf.isWellFormed === "function") {
    if (!wf.isWellFormed()) text = wf.toWellFormed!();
  } else text = text.replace(LONE_SURROGATE, "\ufffd");
  const stats = emptyStats();
  const nonAscii = NON_ASCII.test(text);
  let s = text;
  // text made only of U+0000-U+009F and basic Cyrillic is its own NFKC (checked exhaustively, pairs included), and has
  // no stylised character either (MAYBE_STYLED's ranges all lie outside it): Russian text skips both of these scans
  if (nonAscii && NEEDS_NFKC.test(text)) {
    if (MAYBE_STYLED.test(text)) countStyled(text, stats);
    s = text.normalize("NFKC");
  }

  // ---- pass 1: character cleaning -------------------------------------------------
  const C = st.counts;
  // the code units of s, then of the cleaned text for segmentation (the same, and not copied again, unless cleaning changed s)
  fillSrc16(st, s);
  const cleaned = cleanChars(s, st.src16, stats, C);
  if (cleaned !== s) fillSrc16(st, cleaned);
  const lat = C[P1_LAT]!;
  const cyr = C[P1_CYR]!;

  // ---- pass 2: segmentation ---------------------------------------------------------
  st.begin(cleaned, stats, lat, cyr);
  segment(st);

  // ---- pass 3: spaced letters -------------------------------------------------------
  joinSpaced(st);
  joinUnderscored(st);

  // ---- pass 4: words ------------------------------------------------------------------
  const words = wordPass(st, nonAscii);
  const tokenSpans = st.spans.slice(0, 2 * st.nTokens);
  const normalized = st.norm.toString();
  st.ml.collapseNumbers();
  const mlText = st.ml.toString();
  const obfuscationScore = Math.min(stats.invisible, 10) + Math.floor(stats.marks / 2) + stats.styled + 2 * stats.leetWords + 3 * stats.spacedRuns;
  return new Normalized({
    original: text,
    normalized,
    tokenSpans,
    spacedTokens: st.spaced ?? NO_TOKENS,
    mlText,
    links: st.links,
    mentions: st.mentions,
    emojis: C[P1_EMOJIS]!,
    casedLetters: C[P1_CASED]!,
    upperLetters: C[P1_UPPER]!,
    words,
    scripts: { latin: lat, cyrillic: cyr, cjk: C[P1_CJK]!, other: C[P1_OTHER]! },
    diacritics: C[P1_DIACRITICS]!,
    stats,
    obfuscationScore,
  });
}

/** spacedTokens of a text without spaced letters (shared: no array per call) */
const NO_TOKENS: readonly number[] = Object.freeze([]);

/**
 * The result of normalize(). A class, so that the lazy `tokens` getter lives on
 * the prototype: a getter in an object literal gives every result its own
 * hidden class, which V8 keeps until a full GC (~2.7 MB promoted per scavenge
 * and 2-3 ms scavenges on 10,000-character texts).
 */
class Normalized implements NormalizedText {
  readonly original: string;
  readonly normalized: string;
  readonly tokenSpans: Int32Array;
  readonly spacedTokens: readonly number[];
  readonly mlText: string;
  readonly links: Link[];
  readonly mentions: string[];
  readonly emojis: number;
  readonly casedLetters: number;
  readonly upperLetters: number;
  readonly words: number;
  readonly scripts: NormalizedText["scripts"];
  readonly diacritics: number;
  readonly stats: NormalizationStats;
  readonly obfuscationScore: number;
  private tokenStrings: string[] | undefined = undefined;
  constructor(f: Omit<NormalizedText, "tokens">) {
    this.original = f.original;
    this.normalized = f.normalized;
    this.tokenSpans = f.tokenSpans;
    this.spacedTokens = f.spacedTokens;
    this.mlText = f.mlText;
    this.links = f.links;
    this.mentions = f.mentions;
    this.emojis = f.emojis;
    this.casedLetters = f.casedLetters;
    this.upperLetters = f.upperLetters;
    this.words = f.words;
    this.scripts = f.scripts;
    this.diacritics = f.diacritics;
    this.stats = f.stats;
    this.obfuscationScore = f.obfuscationScore;
  }
  get tokens(): string[] {
    this.tokenStrings ??= tokensOf(this.normalized, this.tokenSpans);
    return this.tokenStrings;
  }
}
