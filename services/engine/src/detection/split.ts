/**
 * Words split once by a space to pass word filters ("зара боток", "пи шите в лич ку", "ка зино", "earn ings"): the
 * normaliser joins letters spaced one by one ("з а р а б о т о к"), not a word cut in two. A short text whose adjacent
 * tokens join into a word of the built-in phrases, while neither half is one, is read a second time with those spaces
 * taken out (builtin.ts, as translit.ts's second reading is). Only words of four letters or more are joined, only halves
 * of at most 7 letters, only across a single space (not "Зара, боток"), and only in texts of at most
 * SPLIT_TEXT_MAX_CHARS (spam cut this way is a short post; a long text pays nothing).
 *
 * The same reading also cuts the other way: letters spaced out one by one with a preposition before or after them are
 * joined by the normaliser into one word ("в л и ч к у" -> "вличку"); such a word, when a phrase word is left once the
 * preposition is taken off and the whole is not one, is read with the space put back ("в личку").
 *
 * A word is cut as well by a hyphen, a slash, a dot, an underscore or an emoji ("Спра-вки", "зара/боток", "Зара💰боток",
 * "ли💬чку"): those join as a space does (only a space also needs its halves to be no words of their own, "так же"; the
 * others are not put between two words); and a "!" inside a word is read as the letter it looks like ("пиш!те",
 * "л!чку": "и" after a Cyrillic letter, "i" after a Latin one). And a Cyrillic word that is no phrase word but becomes
 * one with a letter taken out is read without it: a letter doubled on purpose ("деввушки", "профилле", "лиичку";
 * Russian doubles its own letters, "касса", so only where the word with both is none, and never a doubled vowel that
 * ends a word, "лучшее", "линии") and a soft or hard sign after a vowel, where Russian and Ukrainian never write one
 * ("сразуъ", "пишиьте"). English words are left as typed: their doubles are typos of the same word or other words
 * ("boots", "loose").
 */

import { CLASS, F_CYRILLIC, F_LATIN, F_LETTER } from "./chars.js";
import { FNV_OFFSET, FNV_PRIME, fnv, type Phrase } from "./matcher.js";

/** the longest text that is looked at for split words */
export const SPLIT_TEXT_MAX_CHARS = 1000;
const HALF_MAX = 7;
const WORD_MIN = 4;
/**
 * the longest word read without a stray letter: longer than any word of the phrases ("проконсультироваться" is 20),
 * and a bound on the work per word (each candidate letter is a pass over the word: a 990-letter word of doubled letters
 * took 4 ms a check before the bound, 0.12 ms without the stray reading)
 */
const STRAY_WORD_MAX = 24;
/** the most letters a word is read without ("деввушки" has one, "ввечеррр" two) */
const STRAY_MAX = 3;

/**
 * Short words that stand on their own beside the next one ("не плохо", "так же", "to day", "a way", "log in", "set up"):
 * a half that is one of them is not half of a split word.
 */
const OWN_WORDS = new Set([
  // Russian
  ...["а", "и", "о", "у", "в", "к", "с", "я", "не", "ни", "но", "да", "то", "же", "бы", "ли", "за", "на", "по", "до"],
  ...["от", "из", "во", "со", "об", "обо", "при", "про", "для", "без", "над", "под", "так", "как", "там", "тут", "вот"],
  ...["уже", "еще", "все", "это", "что", "кто", "где", "чем", "он", "она", "оно", "они", "мы", "вы", "ты", "его", "ее"],
  ...["их", "мне", "нам", "вам", "им", "ему", "ей", "мой", "моя", "твой", "наш", "ваш", "сам", "сама", "тот", "эта", "этот"],
  ...["нет", "был", "была", "было", "будет", "есть", "очень", "тоже", "даже", "если", "или", "ведь", "вс", "раз", "два"],
  // Ukrainian
  ...["і", "й", "з", "ні", "чи", "від", "із", "але", "та", "що", "хто", "де", "ось", "він", "вона", "воно", "вони", "ви"],
  ...["ти", "це", "ще", "вже", "як", "теж", "його", "її", "мені", "вам", "нам", "так", "бо"],
  // English
  ...["a", "an", "the", "to", "in", "on", "at", "of", "by", "for", "with", "as", "or", "and", "but", "if", "so", "no"],
  ...["not", "up", "out", "off", "over", "any", "some", "every", "all", "it", "is", "be", "am", "are", "was", "we", "you"],
  ...["he", "she", "they", "this", "that", "there", "here", "what", "when", "how", "can", "will", "get", "go", "do"],
  ...["my", "your", "our", "his", "her", "its", "set", "log", "sign", "check", "back", "down", "one", "me", "us", "them"],
]);

/**
 * Words of their own (OWN_WORDS) that end a split word after three letters or more ("опла та", "кар ты", "выпла ты"):
 * the endings of the kinds' nouns that are also words. Not "не" or "но" ("до сих пор не" would read "порне").
 */
const OWN_TAILS = new Set(["та", "ты"]);

/**
 * The hash bits of the vocabulary: 2^20 (128 KiB an array, built once for the built-in phrases), so that about 0.5% of
 * words that are none hit an exact word's bit and 0.14% a prefix's per length (at 2^16 it was 7.6% and 2.2%, and every
 * hit costs a confirming lookup with a string per prefix length)
 */
const BIT_MASK = 0xfffff;

export interface SplitVocabulary {
  /** a bit per fnv hash (& BIT_MASK) of the phrases' exact words (WORD_MIN letters or more): most joins are passed over on it */
  exact: Uint8Array;
  /** a bit per fnv hash (& BIT_MASK) of the phrases' prefixes ("заработ*"), and the lengths they have */
  prefixes: Uint8Array;
  prefixLengths: number[];
  /** the words and prefixes themselves, to confirm a hash's hit */
  words: Set<string>;
  prefixWords: Set<string>;
}

function setBit(bits: Uint8Array, h: number): void {
  const b = h & BIT_MASK;
  bits[b >>> 3]! |= 1 << (b & 7);
}

function hasBit(bits: Uint8Array, h: number): boolean {
  const b = h & BIT_MASK;
  return (bits[b >>> 3]! & (1 << (b & 7))) !== 0;
}

/** The words of every step of the given parsed phrases (the matcher's parsePhrase), as split-word repair reads them. */
export function splitVocabulary(phrases: readonly Phrase[]): SplitVocabulary {
  const v: SplitVocabulary = {
    exact: new Uint8Array((BIT_MASK + 1) >>> 3),
    prefixes: new Uint8Array((BIT_MASK + 1) >>> 3),
    prefixLengths: [],
    words: new Set(),
    prefixWords: new Set(),
  };
  const lengths = new Set<number>();
  for (const ph of phrases)
    for (const step of ph.steps)
      for (const a of step.alts) {
        if (a.prefix !== undefined && a.prefix.length >= WORD_MIN) {
          v.prefixWords.add(a.prefix);
          setBit(v.prefixes, fnv(a.prefix, 0, a.prefix.length));
          lengths.add(a.prefix.length);
        } else if (a.exact !== undefined && a.exact.length >= WORD_MIN) {
          v.words.add(a.exact);
          setBit(v.exact, fnv(a.exact, 0, a.exact.length));
        }
      }
  v.prefixLengths = [...lengths].sort((a, b) => a - b);
  return v;
}

/** what else than a space may stand between the two halves of a cut word: a hyphen, a slash, a dot or an underscore */
const isCut = (c: number): boolean => c === 0x2d || c === 0x2f || c === 0x2e || c === 0x5f;

const BANG = 0x21;

const GAP_NONE = 0;
const GAP_SPACE = 1;
const GAP_JOIN = 2;
const GAP_BANG = 3;

/**
 * What stands between two tokens at [e0, s1): a space (GAP_SPACE), something else a word is cut by (a hyphen, a slash,
 * a dot, an underscore, or one emoji or pictograph, "Зара💰боток", "ли💬чку"), a "!" that may stand for a letter, or
 * anything else (GAP_NONE).
 */
function gapBetween(text: string, e0: number, s1: number): number {
  const c = text.charCodeAt(e0);
  if (s1 === e0 + 1) return c === 0x20 ? GAP_SPACE : isCut(c) || isPictograph(c) ? GAP_JOIN : c === BANG ? GAP_BANG : GAP_NONE;
  // an emoji outside the BMP (a surrogate pair), or any pictograph, with its variation selector
  let j = e0;
  if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(e0 + 1) & 0xfc00) === 0xdc00) j += 2;
  else if (isPictograph(c)) j += 1;
  else return GAP_NONE;
  if (text.charCodeAt(j) === 0xfe0f) j++;
  return j === s1 ? GAP_JOIN : GAP_NONE;
}

/** a BMP pictograph: the Miscellaneous Symbols and Dingbats blocks ("✅", "❤", "☎") */
function isPictograph(c: number): boolean {
  return c >= 0x2600 && c <= 0x27bf;
}

/** Russian and Ukrainian vowels: a soft or hard sign never follows one */
const VOWELS = new Set([..."аеёиоуыэюяіїє"].map((c) => c.charCodeAt(0)));
const SOFT = 0x44c;
const HARD = 0x44a;

/**
 * Is the letter at `i` of a Cyrillic word of `text` that ends at `e` one that may have been put in on purpose: the
 * second of a doubled letter (not a doubled vowel that ends the word, as in "лучшее", "линии", "меняя", which are
 * grammar), or a soft or hard sign after a vowel?
 */
function strayAt(text: string, e: number, i: number): boolean {
  const c = text.charCodeAt(i);
  const p = text.charCodeAt(i - 1);
  if (c === SOFT || c === HARD) return VOWELS.has(p);
  return c === p && isLetter(c) && (i < e - 1 || !VOWELS.has(c));
}

/** no offsets (mayBeKnown's `skips` when one `skip` is all) */
const NO_SKIPS: readonly number[] = [];

/**
 * May [s, e) of `text` without the character at `skip` (-1: none) and those at the offsets `skips` (ascending) be a
 * phrase word or start with a phrase prefix, by the vocabulary's hash bits (a hit is confirmed by `known`; most words
 * are passed over without a string)?
 */
function mayBeKnown(v: SplitVocabulary, text: string, s: number, e: number, skip: number, skips: readonly number[]): boolean {
  let h = FNV_OFFSET;
  let p = 0;
  let L = 0;
  let k = 0;
  for (let j = s; j < e; j++) {
    if (j === skip) continue;
    if (k < skips.length && skips[k] === j) {
      k++;
      continue;
    }
    h = Math.imul(h ^ text.charCodeAt(j), FNV_PRIME);
    L++;
    while (p < v.prefixLengths.length && v.prefixLengths[p]! < L) p++;
    if (p < v.prefixLengths.length && v.prefixLengths[p] === L && hasBit(v.prefixes, h)) return true;
  }
  return hasBit(v.exact, h);
}

/**
 * The offsets inside the Cyrillic word [s, e) of `text` (at least WORD_MIN + 1 letters, no exact phrase word) whose one
 * letter, taken out, leaves a phrase word (strayAt's letters); all of them when only all together do; undefined if none
 * does.
 */
function strayLetters(v: SplitVocabulary, text: string, s: number, e: number): number[] | undefined {
  let at: number[] | undefined;
  for (let i = s + 1; i < e; i++) {
    if (!strayAt(text, e, i)) continue;
    if (at === undefined) at = [];
    // a word with more than STRAY_MAX such letters is no word with a letter or two put in
    else if (at.length === STRAY_MAX) return undefined;
    at.push(i);
  }
  if (at === undefined) return undefined;
  // no string unless a word without a letter may be a phrase word by the hash bits (each candidate asked once)
  const pass: number[] = [];
  for (const i of at) if (mayBeKnown(v, text, s, e, i, NO_SKIPS)) pass.push(i);
  const all = at.length > 1 && mayBeKnown(v, text, s, e, -1, at);
  if (pass.length === 0 && !all) return undefined;
  const t = text.slice(s, e);
  // a word the phrases know only by a prefix ("вечерр" by "вечер*") is still read without the letter where that is one
  // of their exact words ("на вечер"); an exact phrase word as it is is left alone
  if (v.words.has(t)) return undefined;
  const byPrefix = known(v, t);
  for (const i of pass) {
    const w = t.slice(0, i - s) + t.slice(i - s + 1);
    if (byPrefix ? v.words.has(w) : known(v, w)) return [i - s];
  }
  if (all) {
    let w = "";
    let from = 0;
    for (const i of at) {
      w += t.slice(from, i - s);
      from = i - s + 1;
    }
    w += t.slice(from);
    if (byPrefix ? v.words.has(w) : known(v, w)) return at.map((i) => i - s);
  }
  return undefined;
}

/** Is `w` a word of the vocabulary, or does it start with one of its prefixes? */
function known(v: SplitVocabulary, w: string): boolean {
  if (v.words.has(w)) return true;
  for (const L of v.prefixLengths) {
    if (L > w.length) break;
    if (v.prefixWords.has(w.slice(0, L))) return true;
  }
  return false;
}

/** a Latin or Cyrillic letter by chars.ts's classes ("ґ", "ß" and "é" too; digits and other scripts not) */
const isLetter = (c: number): boolean => {
  const f = CLASS[c]!;
  return (f & F_LETTER) !== 0 && (f & (F_LATIN | F_CYRILLIC)) !== 0;
};

/**
 * Prepositions (and the one-letter "я", "и", "і", English "a" and "i") that the normaliser glues to a word spaced out
 * letter by letter with them ("в л и ч к у" -> "вличку", "н а к а р т у" -> "накарту", "y д и р е к т" -> "удирект",
 * "я н о в е н ь к а я" -> "яновенькая"): longest first.
 */
const GLUED_PREPOSITIONS = ["на", "за", "по", "от", "до", "из", "во", "со", "в", "у", "с", "к", "з", "я", "и", "і", "a", "i"];
/** nothing, or one of GLUED_PREPOSITIONS: what gluedCut tries to take off each end */
const GLUED_EDGES = ["", ...GLUED_PREPOSITIONS];

/** [start, end) of the phrase word inside `t` once a glued word is taken off its start, its end or both; undefined if none */
function gluedCut(v: SplitVocabulary, t: string): [number, number] | undefined {
  for (const p of GLUED_EDGES) {
    if (!t.startsWith(p)) continue;
    for (const q of GLUED_EDGES) {
      if ((p === "" && q === "") || !t.endsWith(q)) continue;
      const end = t.length - q.length;
      if (end - p.length >= WORD_MIN && known(v, t.slice(p.length, end))) return [p.length, end];
    }
  }
  return undefined;
}

/**
 * The text with the spaces inside split words taken out, and a space put back after a preposition glued to a word that
 * was spaced out with it, or undefined when it has neither. `text` is a normalised text, `spans` its tokens ([start,
 * end) pairs) and `spaced` the indices of the tokens the normaliser joined from spaced letters (NormalizedText's
 * spacedTokens): only those are cut, and only when the rest is a word of the phrases and the whole is not.
 */
export function joinSplitWords(v: SplitVocabulary, text: string, spans: Int32Array, spaced: readonly number[] = []): string | undefined {
  if (text.length > SPLIT_TEXT_MAX_CHARS) return undefined;
  const count = spans.length >> 1;
  // [offset, what goes in, how many characters go out]: a join takes out what stood between the halves (or puts the
  // letter a "!" stands for in its place), an insert puts a space in before its offset, a stray letter goes out
  let edits: [number, string, number][] | undefined;
  for (const k of spaced) {
    const s = spans[2 * k]!;
    const t = text.slice(s, spans[2 * k + 1]!);
    if (t.length < WORD_MIN + 1 || known(v, t)) continue;
    // a glued word before the word, after it ("я н о в е н ь к а я в" -> "яновенькаяв"), or both
    const cut = gluedCut(v, t);
    if (cut === undefined) continue;
    edits ??= [];
    if (cut[0] > 0) edits.push([s + cut[0], " ", 0]);
    if (cut[1] < t.length) edits.push([s + cut[1], " ", 0]);
  }
  // the first tokens of the joins: a token joined is not looked at again for stray letters
  let joined: number[] | undefined;
  for (let i = 0; i + 1 < count; i++) {
    const s0 = spans[2 * i]!;
    const e0 = spans[2 * i + 1]!;
    const s1 = spans[2 * i + 2]!;
    const e1 = spans[2 * i + 3]!;
    const gap = gapBetween(text, e0, s1);
    if (gap === GAP_NONE) continue;
    const la = e0 - s0;
    const lb = e1 - s1;
    if (la > HALF_MAX || lb > HALF_MAX || lb < 2 || la + lb < WORD_MIN) continue;
    if (!isLetter(text.charCodeAt(s0)) || !isLetter(text.charCodeAt(s1))) continue;
    // "!" inside a word is the letter it looks like ("пиш!те", "л!чку", "w!n"), in the script of the letter before it
    const mid = gap === GAP_BANG ? ((CLASS[text.charCodeAt(e0 - 1)]! & F_CYRILLIC) !== 0 ? "и" : "i") : "";
    // the joined word's hash, with its prefixes' on the way: no string unless it may be a word
    let h = FNV_OFFSET;
    let hit = false;
    let p = 0;
    let L = 0;
    for (let j = s0; j < e1; j++) {
      if (j >= e0 && j < s1 && (j > e0 || mid === "")) continue;
      h = Math.imul(h ^ (j === e0 ? mid.charCodeAt(0) : text.charCodeAt(j)), FNV_PRIME);
      L++;
      while (p < v.prefixLengths.length && v.prefixLengths[p]! < L) p++;
      if (L > la && p < v.prefixLengths.length && v.prefixLengths[p] === L && hasBit(v.prefixes, h)) hit = true;
    }
    if (!hit && !hasBit(v.exact, h)) continue;
    const a = text.slice(s0, e0);
    const b = text.slice(s1, e1);
    // across a space, two words of their own ("пиши сюда", "так же", "log in") are not a split word, nor a short word
    // of its own before or after a word ("раз дача", "вы играли", "до сих пор не": the other half is often a word that
    // no phrase has); "та" and "ты" after three letters or more are the end of one ("опла та", "кар ты"). Across
    // anything else, the halves are no words ("ли💬чку", "пиш!те")
    if (gap === GAP_SPACE && (OWN_WORDS.has(a) || (OWN_WORDS.has(b) && !(OWN_TAILS.has(b) && la >= 3)))) continue;
    // a half that is a word of the phrases is its own, unless the other is a fragment of one or two letters that is no
    // word at all ("ра бота" is "работа", though "бота" is a phrase's word; "на бота" stays, "на" being a word)
    if (!known(v, a + mid + b) || known(v, a) || (known(v, b) && !(la <= 2 && !OWN_WORDS.has(a)))) continue;
    edits ??= [];
    edits.push([e0, mid, s1 - e0]);
    joined ??= [];
    joined.push(i);
    i++;
  }
  // a letter doubled or a sign after a vowel, in a word of its own (not one joined from spaced letters, nor a half just
  // joined: their edits are made above)
  // both lists are in token order: a pointer into each (not a search per word, which a text of many short words would
  // make quadratic)
  let sp = 0;
  let jp = 0;
  for (let i = 0; i < count; i++) {
    const s = spans[2 * i]!;
    const e = spans[2 * i + 1]!;
    while (sp < spaced.length && spaced[sp]! < i) sp++;
    while (joined !== undefined && jp < joined.length && joined[jp]! < i - 1) jp++;
    if (e - s < WORD_MIN + 1 || e - s > STRAY_WORD_MAX || !isLetter(text.charCodeAt(s)) || spaced[sp] === i) continue;
    if (joined !== undefined && (joined[jp] === i || joined[jp] === i - 1)) continue;
    if ((CLASS[text.charCodeAt(s)]! & F_CYRILLIC) === 0) continue;
    const at = strayLetters(v, text, s, e);
    if (at === undefined) continue;
    edits ??= [];
    for (const j of at) edits.push([s + j, "", 1]);
  }
  if (edits === undefined) return undefined;
  // no two edits share an offset
  edits.sort((a, b) => a[0] - b[0]);
  let out = "";
  let from = 0;
  for (const [at, put, take] of edits) {
    out += text.slice(from, at) + put;
    from = at + take;
  }
  return out + text.slice(from);
}
