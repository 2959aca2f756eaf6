/** What normalize() returns. */

export interface Link {
  /** normalised URL (homoglyphs folded to Latin, lower-case) */
  url: string;
  /** host name without port, lower-case, without a leading "www." */
  host: string;
  /** everything after the host ("/+abc", "/joinchat/..."), lower-case */
  path: string;
}

export interface NormalizationStats {
  /** zero-width / bidi characters removed between letters */
  invisible: number;
  /** noise combining marks removed after letters */
  marks: number;
  /** stylised letters folded (math alphanumerics, fullwidth, enclosed, small caps) */
  styled: number;
  /** letters folded to the dominant script of their word */
  homoglyphs: number;
  /** words (and URLs) whose scripts were mixed and had to be folded */
  mixedWords: number;
  /** leetspeak characters converted */
  leet: number;
  /** words in which leetspeak was converted */
  leetWords: number;
  /** runs of spaced-out / punctuation-split letters joined (>= 4 letters) */
  spacedRuns: number;
  /** runs of 3+ identical letters collapsed */
  repeats: number;
}

export interface NormalizedText {
  /** the input, with lone surrogates replaced by U+FFFD */
  original: string;
  /** lower-case normalised text used by all rules */
  normalized: string;
  /** word tokens of the normalised text (letters/digits runs, URL pieces included); made from tokenSpans on first use */
  readonly tokens: string[];
  /** the tokens as [start, end) offsets in `normalized`: token k is normalized.slice(tokenSpans[2k], tokenSpans[2k + 1]) */
  tokenSpans: Int32Array;
  /** the indices (k above) of the tokens joined from letters spaced one by one ("в л и ч к у" -> "вличку") */
  spacedTokens: readonly number[];
  /** text fed to the classifier: normalised, URLs reduced to their host, digits -> 0, each number (digit runs joined by single separators) -> one "0" */
  mlText: string;
  links: Link[];
  /** @mentions, lower-case, without "@" */
  mentions: string[];
  emojis: number;
  /** cased letters in the (NFKC) text, and how many of them were upper-case */
  casedLetters: number;
  upperLetters: number;
  /** number of word segments */
  words: number;
  /** letters by script family (Han/Kana/Thai... count as cjk) */
  scripts: { latin: number; cyrillic: number; cjk: number; other: number };
  /** Latin letters that carried diacritics (stripped in the normalised text) */
  diacritics: number;
  stats: NormalizationStats;
  /**
   * How much obfuscation the normaliser undid (used by the `obfuscation` rule):
   * min(invisible,10) + floor(marks/2) + styled + 2*leetWords + 3*spacedRuns.
   */
  obfuscationScore: number;
}

export function emptyStats(): NormalizationStats {
  return { invisible: 0, marks: 0, styled: 0, homoglyphs: 0, mixedWords: 0, leet: 0, leetWords: 0, spacedRuns: 0, repeats: 0 };
}
