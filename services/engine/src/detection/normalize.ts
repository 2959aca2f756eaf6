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
 *  4. spaced-out or punctuation-split letters are joined ("f.r.e.e", "з а р а б о т о к").
 *  5. per word: homoglyph folding to the word's dominant script (Latin or
 *     Cyrillic), lower-casing, leetspeak digits inside words, runs of 3+
 *     identical letters collapsed to 2.
 *
 * The original text is kept untouched for display and regex rules.
 */
import * as chars from "./chars.js";
// Module-local copies: keeps hot loops free of live-binding accessors some loaders generate.
const BARE_TLDS = chars.BARE_TLDS;
const TO_LAT_T = chars.TO_LAT_T;
const TO_CYR_T = chars.TO_CYR_T;
const DIACRITIC_T = chars.DIACRITIC_T;
const STYLED_T = chars.STYLED_T;
const CLASS = chars.CLASS;
const F_CONTROL = chars.F_CONTROL;
const F_CYRILLIC = chars.F_CYRILLIC;
const F_DIGIT = chars.F_DIGIT;
const F_EMOJI = chars.F_EMOJI;
const F_GREEK = chars.F_GREEK;
const F_INVISIBLE = chars.F_INVISIBLE;
const F_LATIN = chars.F_LATIN;
const F_LETTER = chars.F_LETTER;
const F_LOWER = chars.F_LOWER;
const F_MARK = chars.F_MARK;
const F_NOISE_MARK = chars.F_NOISE_MARK;
const F_NOSPACE = chars.F_NOSPACE;
const F_SPACE = chars.F_SPACE;
const F_UPPER = chars.F_UPPER;
const F_WORD = chars.F_WORD;
const LEET_CYR = chars.LEET_CYR;
const LEET_LAT = chars.LEET_LAT;
const STYLED = chars.STYLED;
const TO_CYR = chars.TO_CYR;
const TO_LAT = chars.TO_LAT;
const astralClass = chars.astralClass;
const isStyledCodePoint = chars.isStyledCodePoint;


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

// Segment kinds
const K_SOFT = 0; // a single space
const K_HARD = 1; // any other whitespace run (newline, 2+ spaces)
const K_WORD = 2;
const K_PUNCT = 3;
const K_URL = 4;
const K_MENTION = 5;
const K_EMAIL = 6;

const NON_ASCII = /[^\x00-\x7f]/;
/**
 * A number in the classifier text: a digit run, or several runs joined by one
 * separator each (phone numbers, dates, times, prices, ids). Each becomes a
 * single "0" so that its length does not turn into a pile of "0000" n-grams
 * (long numbers are common in honest chat: orders, phones, timestamps).
 */
// (documentation of the rule; applied by TextBuilder.collapseNumbers without a regex pass)
// const ML_NUMBER = /0(?:[ \-.,:\/()]?0)+/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A URL's start, also when its scheme is written with lookalike letters ("httрs://" with a Cyrillic р). */
const URL_START = /[hһН][tтТτΤ][tтТτΤ][pрРρΡ][sѕЅ]?:\/\/|[wԝ][wԝ][wԝ]\./i;
const EMAIL_RE = /^[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8}\.[a-z]{2,24}$/i;
const MENTION_RE = /^@[a-z0-9_]{3,32}/i;
const LABEL_RE = /^[a-z0-9\u0430-\u044f-]{1,63}$/;
const HAS_LETTER_RE = /[a-z\u0430-\u044f]/;

function emptyStats(): NormalizationStats {
  return { invisible: 0, marks: 0, styled: 0, homoglyphs: 0, mixedWords: 0, leet: 0, leetWords: 0, spacedRuns: 0, repeats: 0 };
}

/** extra per-word flag bits (above the CLASS bits): '@'/'$' inside the word, a run of 3 identical chars */
const W_LEETSYM = 1 << 14;
const W_RUN3 = 1 << 15;
/** a character outside Basic Latin and the basic Cyrillic block (U+0400-U+045F): lower-casing takes String.toLowerCase */
const W_EXOTIC = 1 << 16;

interface State {
  /** the cleaned text; word and punctuation segments are ranges of it (no per-segment strings) */
  src: string;
  /** segments 0..n-1 live in the reused module-level buffers below (no per-call arrays) */
  n: number;
  kinds: Uint8Array;
  /** a segment's own text (URLs, mentions, e-mails, joined spaced letters); "" = the range start..end of src */
  texts: string[];
  starts: Int32Array;
  ends: Int32Array;
  /** per segment: OR of the CLASS bits of a word's characters (+ W_* bits); 0 for other segments */
  flags: Int32Array;
  links: Link[];
  mentions: string[];
  stats: NormalizationStats;
  /** message-level count of Latin vs Cyrillic letters (dominant-script tie-breaker) */
  latLetters: number;
  cyrLetters: number;
  /** letters without a lookalike in the other script: the best evidence of the message's script */
  latUnique: number;
  cyrUnique: number;
}

// Segment buffers, reused across calls (normalize() is synchronous and not re-entrant).
let SEG_KINDS = new Uint8Array(4096);
let SEG_FLAGS = new Int32Array(4096);
let SEG_STARTS = new Int32Array(4096);
let SEG_ENDS = new Int32Array(4096);
const SEG_TEXTS: string[] = [];

function growSegs(st: State): void {
  const n = st.n * 2;
  const k = new Uint8Array(n);
  k.set(st.kinds);
  const f = new Int32Array(n);
  f.set(st.flags);
  const a = new Int32Array(n);
  a.set(st.starts);
  const b = new Int32Array(n);
  b.set(st.ends);
  st.kinds = SEG_KINDS = k;
  st.flags = SEG_FLAGS = f;
  st.starts = SEG_STARTS = a;
  st.ends = SEG_ENDS = b;
}

/** a segment that is the range [start, end) of st.src */
function segRange(st: State, kind: number, start: number, end: number, flag: number): void {
  const n = st.n;
  if (n === st.kinds.length) growSegs(st);
  st.kinds[n] = kind;
  st.flags[n] = flag;
  st.starts[n] = start;
  st.ends[n] = end;
  st.texts[n] = "";
  st.n = n + 1;
}

/** a segment with its own text */
function seg(st: State, kind: number, text: string, flag: number): void {
  const n = st.n;
  if (n === st.kinds.length) growSegs(st);
  st.kinds[n] = kind;
  st.flags[n] = flag;
  st.starts[n] = 0;
  st.ends[n] = 0;
  st.texts[n] = text;
  st.n = n + 1;
}

function isUrlChar(c: number): boolean {
  if (c < 0x80) return c > 0x20 && c !== 0x22 && c !== 0x3c && c !== 0x3e && c !== 0x5c && c !== 0x5e && c !== 0x60 && c !== 0x7b && c !== 0x7c && c !== 0x7d;
  if (c >= 0xd800 && c <= 0xdfff) return false;
  return (CLASS[c]! & (F_LETTER | F_DIGIT)) !== 0;
}

/** Fold Cyrillic/Greek lookalikes to Latin and lower-case (for URLs and hosts). */
function latinize(s: string, st: State): string {
  let out = "";
  let last = 0;
  let folded = 0;
  let latin = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) latin = true;
      continue;
    }
    const m = TO_LAT.get(c);
    if (m !== undefined) {
      out += s.slice(last, i) + String.fromCharCode(m);
      last = i + 1;
      folded++;
    }
  }
  if (folded === 0) return s.toLowerCase();
  out += s.slice(last);
  if (latin) {
    st.stats.homoglyphs += folded;
    st.stats.mixedWords++;
    return out.toLowerCase();
  }
  // A wholly Cyrillic domain (пример.рф): keep it.
  return s.toLowerCase();
}

function parseLink(urlText: string, st: State): Link {
  const url = latinize(urlText, st);
  let rest = url;
  const scheme = rest.indexOf("://");
  if (scheme >= 0 && scheme < 10) rest = rest.slice(scheme + 3);
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) {
      end = i;
      break;
    }
  }
  let host = rest.slice(0, end);
  const path = rest.slice(end);
  const at = host.lastIndexOf("@");
  if (at >= 0) host = host.slice(at + 1);
  const colon = host.indexOf(":");
  if (colon >= 0) host = host.slice(0, colon);
  while (host.endsWith(".")) host = host.slice(0, -1);
  if (host.startsWith("www.")) host = host.slice(4);
  return { url, host, path };
}

/** Is `s` (a chunk with leading punctuation removed) a bare domain such as "bit.ly/x" or "t.me/abc"? Returns the length of the URL or 0. */
function bareDomainLength(s: string): number {
  let end = 0;
  while (end < s.length && isUrlChar(s.charCodeAt(end))) end++;
  let hostEnd = end;
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3a) {
      hostEnd = i;
      break;
    }
  }
  let he = hostEnd;
  // trailing dots belong to the sentence
  while (he > 0 && s.charCodeAt(he - 1) === 0x2e) he--;
  if (he < 4 || he > 253) return 0;
  const lastDot = s.lastIndexOf(".", he - 1);
  if (lastDot <= 0 || he - lastDot - 1 < 2) return 0;
  // cheap TLD check before anything else
  const tldRaw = s.slice(lastDot + 1, he).toLowerCase();
  let tldLat = tldRaw;
  if (NON_ASCII.test(tldRaw)) {
    tldLat = "";
    for (let i = 0; i < tldRaw.length; i++) {
      const c = tldRaw.charCodeAt(i);
      tldLat += String.fromCharCode(TO_LAT_T[c] || c);
    }
  }
  if (!BARE_TLDS.has(tldLat) && !BARE_TLDS.has(tldRaw)) return 0;
  const hostRaw = s.slice(0, he).toLowerCase();
  let lower = hostRaw;
  if (!BARE_TLDS.has(tldRaw)) {
    // lookalike letters in a Latin domain ("t.mе")
    lower = "";
    for (let i = 0; i < hostRaw.length; i++) {
      const c = hostRaw.charCodeAt(i);
      lower += String.fromCharCode(TO_LAT_T[c] || c);
    }
  }
  const labels = lower.split(".");
  if (labels.length < 2 || labels.length > 10) return 0;
  let letter = false;
  for (const l of labels) {
    if (!LABEL_RE.test(l)) return 0;
    if (!letter && HAS_LETTER_RE.test(l)) letter = true;
  }
  if (!letter) return 0;
  return hostEnd === end ? he : end;
}

function trimUrlEnd(s: string): string {
  let e = s.length;
  while (e > 0) {
    const c = s.charCodeAt(e - 1);
    // . , ; : ! ? ) ] } ' " » and closing quotes
    if (c === 0x2e || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f || c === 0x29 || c === 0x5d || c === 0x7d || c === 0x27 || c === 0x22 || c === 0xbb || c === 0x201d || c === 0x2019) e--;
    else break;
  }
  return e === s.length ? s : s.slice(0, e);
}

/** set by pushText: CH_* bits for the '.', '@' and '/' it passed */
let RUN_HINTS = 0;

function isSpaceChar(c: number): boolean {
  return c === 0x20 || c === 9 || c === 10 || c === 13 || (c >= 0x80 && c < 0xd800 && (CLASS[c]! & F_SPACE) !== 0);
}

/**
 * Word / punctuation segments of st.src from `from` up to `to` or the first
 * whitespace, whichever comes first; returns where it stopped. RUN_HINTS gets
 * the CH_* bits of the '.', '@' and '/' on the way (a run that has them may
 * hold a URL, e-mail or mention, and is then redone by pushChunk).
 */
function pushText(st: State, from: number, to: number): number {
  // Split into word / punctuation segments. '@' and '$' are word characters
  // only between two word characters ("e@sy", "ca$h").
  const s = st.src;
  const n = to;
  let hints = 0;
  let i = from;
  while (i < n) {
    const start = i;
    let c = s.charCodeAt(i);
    let cls = c >= 0xd800 && c <= 0xdbff ? 0 : CLASS[c]!;
    if (cls & F_WORD) {
      let f = c >= 0x80 && (c - 0x400) >>> 0 > 0x5f ? cls | W_EXOTIC : cls;
      let p1 = c;
      let p2 = -1;
      let latU = 0;
      let cyrU = 0;
      if (cls & F_LATIN && c < 0x80 && TO_CYR_T[c] === 0) latU++;
      else if (cls & F_CYRILLIC && TO_LAT_T[c] === 0) cyrU++;
      i++;
      while (i < n) {
        c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdfff) break;
        cls = CLASS[c]!;
        if (cls & F_WORD) {
          f |= cls;
          if (c >= 0x80 && (c - 0x400) >>> 0 > 0x5f) f |= W_EXOTIC;
          if (cls & F_LATIN) {
            if (c < 0x80 && TO_CYR_T[c] === 0) latU++;
          } else if (cls & F_CYRILLIC && TO_LAT_T[c] === 0) cyrU++;
          if (c === p1 && c === p2) f |= W_RUN3;
          p2 = p1;
          p1 = c;
          i++;
          continue;
        }
        if ((c === 0x40 || c === 0x24) && i + 1 < n) {
          const nx = s.charCodeAt(i + 1);
          if (nx < 0xd800 || nx > 0xdfff) {
            if (CLASS[nx]! & F_WORD) {
              if (c === 0x40) hints |= CH_AT;
              f |= W_LEETSYM;
              p2 = p1;
              p1 = c;
              i++;
              continue;
            }
          }
        }
        break;
      }
      st.latUnique += latU;
      st.cyrUnique += cyrU;
      segRange(st, K_WORD, start, i, f);
    } else {
      if (isSpaceChar(c)) break;
      for (;;) {
        if (c === 0x2e) hints |= CH_DOT;
        else if (c === 0x40) hints |= CH_AT;
        else if (c === 0x2f) hints |= CH_SLASH;
        i++;
        if (i >= n) break;
        c = s.charCodeAt(i);
        if (c < 0xd800 || c > 0xdfff) {
          if (CLASS[c]! & F_WORD) break;
          if (isSpaceChar(c)) break;
        }
      }
      segRange(st, K_PUNCT, start, i, 0);
    }
  }
  RUN_HINTS = hints;
  return i;
}

const CH_DOT = 1;
const CH_AT = 2;
const CH_SLASH = 4;

function chunkHints(chunk: string): number {
  return (chunk.indexOf(".") >= 0 ? CH_DOT : 0) | (chunk.indexOf("@") >= 0 ? CH_AT : 0) | (chunk.indexOf("/") >= 0 ? CH_SLASH : 0);
}

/** `chunk` is st.src.slice(base, base + chunk.length): a whitespace-free run that may hold a URL, e-mail or mention. */
function pushChunk(st: State, chunk: string, base: number, hints = chunkHints(chunk)): void {
  if (hints === 0) {
    pushText(st, base, base + chunk.length);
    return;
  }
  const hasDot = (hints & CH_DOT) !== 0;
  const hasAt = (hints & CH_AT) !== 0;
  if (hasDot || (hints & CH_SLASH) !== 0) {
    const m = URL_START.exec(chunk);
    if (m) {
      const idx = m.index;
      let end = idx;
      while (end < chunk.length && isUrlChar(chunk.charCodeAt(end))) end++;
      const url = trimUrlEnd(chunk.slice(idx, end));
      if (url.length > m[0].length) {
        if (idx > 0) pushText(st, base, base + idx);
        const link = parseLink(url, st);
        st.links.push(link);
        seg(st, K_URL, link.url, 0);
        const after = idx + url.length;
        if (after < chunk.length) pushChunk(st, chunk.slice(after), base + after);
        return;
      }
    }
    if (hasDot) {
      // bare domain, possibly after leading punctuation / emoji
      let lead = 0;
      while (lead < chunk.length) {
        const c = chunk.charCodeAt(lead);
        if (c < 0xd800 || c > 0xdfff) {
          if (CLASS[c]! & F_WORD) break;
        }
        lead++;
      }
      if (lead < chunk.length) {
        const rest = chunk.slice(lead);
        if (hasAt && EMAIL_RE.test(trimUrlEnd(rest))) {
          if (lead > 0) pushText(st, base, base + lead);
          const email = trimUrlEnd(rest);
          seg(st, K_EMAIL, email.toLowerCase(), 0);
          if (email.length < rest.length) pushText(st, base + lead + email.length, base + chunk.length);
          return;
        }
        const len = bareDomainLength(rest);
        if (len > 0) {
          const url = trimUrlEnd(rest.slice(0, len));
          if (lead > 0) pushText(st, base, base + lead);
          const link = parseLink(url, st);
          st.links.push(link);
          seg(st, K_URL, link.url, 0);
          if (lead + url.length < chunk.length) pushChunk(st, chunk.slice(lead + url.length), base + lead + url.length);
          return;
        }
      }
    }
  }
  if (hasAt) {
    const at = chunk.indexOf("@");
    // "@name" at the chunk start or after punctuation such as "(" or an emoji
    let onlyPunct = true;
    for (let i = 0; i < at; i++) {
      const c = chunk.charCodeAt(i);
      if (c < 0xd800 || c > 0xdfff) {
        if (CLASS[c]! & F_WORD) {
          onlyPunct = false;
          break;
        }
      }
    }
    if (onlyPunct) {
      const m = MENTION_RE.exec(chunk.slice(at));
      if (m) {
        if (at > 0) pushText(st, base, base + at);
        const name = m[0].slice(1).toLowerCase();
        st.mentions.push(name);
        seg(st, K_MENTION, "@" + name, 0);
        const after = at + m[0].length;
        if (after < chunk.length) pushChunk(st, chunk.slice(after), base + after);
        return;
      }
    }
  }
  pushText(st, base, base + chunk.length);
}

const LEETABLE = new Set([0x30, 0x31, 0x33, 0x34, 0x35, 0x36, 0x37, 0x40, 0x24]);
/** LEETABLE as a lookup table (all its members are ASCII) */
const LEETABLE_ASCII = new Uint8Array(0x80);
for (const c of LEETABLE) LEETABLE_ASCII[c] = 1;

/** a segment's length and first code unit (its own text, or its range of st.src) */
function segLength(st: State, k: number): number {
  const t = st.texts[k]!;
  return t !== "" ? t.length : st.ends[k]! - st.starts[k]!;
}

function segChar0(st: State, k: number): number {
  const t = st.texts[k]!;
  return t !== "" ? t.charCodeAt(0) : st.src.charCodeAt(st.starts[k]!);
}

function isSingleLetterish(st: State, k: number): boolean {
  if (st.kinds[k] !== K_WORD || segLength(st, k) !== 1) return false;
  const c = segChar0(st, k);
  return (CLASS[c]! & F_LETTER) !== 0 || (c < 0x80 && LEETABLE_ASCII[c] === 1);
}

/** Join runs of single letters separated by single spaces or by one repeated punctuation char (in place). */
function joinSpaced(st: State): void {
  const { kinds, texts, flags, starts, ends } = st;
  const n = st.n;
  // in-place compaction: segments are written at w <= i, so everything read at >= i is still original
  let w = 0;
  let i = 0;
  /** original kind of segment i-1 */
  let prevK = -1;
  const move = (from: number, to: number): void => {
    kinds[to] = kinds[from]!;
    texts[to] = texts[from]!;
    flags[to] = flags[from]!;
    starts[to] = starts[from]!;
    ends[to] = ends[from]!;
  };
  while (i < n) {
    const k = kinds[i]!;
    if (i + 2 < n && isSingleLetterish(st, i)) {
      const sepK = kinds[i + 1]!;
      // separators are single spaces (K_SOFT) or one punctuation character, the same all along the run
      const sepOk = sepK === K_SOFT || (sepK === K_PUNCT && segLength(st, i + 1) === 1);
      const sepC = sepK === K_PUNCT ? segChar0(st, i + 1) : 0x20;
      if (sepOk && isSingleLetterish(st, i + 2)) {
        let j = i;
        let letters = 0;
        let joined = "";
        let jf = 0;
        // extend the run while separators match
        for (;;) {
          const cj = segChar0(st, j);
          joined += String.fromCharCode(cj);
          jf |= flags[j]!;
          if (CLASS[cj]! & F_LETTER) letters++;
          if (j + 2 < n && kinds[j + 1] === sepK && (sepK === K_SOFT || (segLength(st, j + 1) === 1 && segChar0(st, j + 1) === sepC)) && isSingleLetterish(st, j + 2)) j += 2;
          else break;
        }
        const count = (j - i) / 2 + 1;
        // a run must not continue into a longer word ("a-b-cde"): then it is not spaced letters
        const glued = sepK === K_PUNCT && (prevK === K_WORD || (j + 1 < n && kinds[j + 1] === K_WORD));
        const lastK = kinds[j]!;
        if (count >= 3 && letters >= 3 && !glued) {
          kinds[w] = K_WORD;
          texts[w] = joined;
          flags[w] = jf | W_RUN3;
          starts[w] = 0;
          ends[w] = 0;
          w++;
          if (letters >= 4) st.stats.spacedRuns++;
        } else if (w === i) w = j + 1;
        else {
          for (let x = i; x <= j; x++) move(x, w++);
        }
        prevK = lastK;
        i = j + 1;
        continue;
      }
    }
    if (w !== i) move(i, w);
    w++;
    prevK = k;
    i++;
  }
  for (let x = w; x < n; x++) texts[x] = "";
  st.n = w;
}

/** Latin letters that are unmistakable Cyrillic lookalikes (used to fold whole Latin words inside Cyrillic text). */
const STRICT_LAT_CYR = new Set("aceopxykABCEHKMOPTXY".split("").map((c) => c.charCodeAt(0)));

function isLowerAt(w: string, i: number): boolean {
  const c = w.charCodeAt(i);
  return c < 0xd800 && (CLASS[c]! & F_LOWER) !== 0;
}

function isUpperAt(w: string, i: number): boolean {
  const c = w.charCodeAt(i);
  return c < 0xd800 && (CLASS[c]! & F_UPPER) !== 0;
}

/**
 * Fold homoglyphs of a word to its dominant script. A lower->upper case change
 * inside a word ("nГлавное", "iPhoneЫ") is treated as a word boundary: those
 * parts are folded separately. Returns the (still case-preserved) word.
 */
function foldWord(w: string, st: State): string {
  for (let i = 1; i < w.length; i++) {
    if (isUpperAt(w, i) && isLowerAt(w, i - 1)) return foldPart(w.slice(0, i), st) + foldWord(w.slice(i), st);
  }
  return foldPart(w, st);
}

function foldPart(w: string, st: State): string {
  let lat = 0;
  let cyr = 0;
  let grk = 0;
  let latOnly = 0; // Latin letters with no Cyrillic lookalike
  let cyrOnly = 0; // Cyrillic letters with no Latin lookalike
  let grkNoCyr = 0;
  let grkNoLat = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c < 0x80) {
      if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) {
        lat++;
        if (TO_CYR_T[c] === 0) latOnly++;
      }
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const cls = CLASS[c]!;
    if (cls & F_CYRILLIC) {
      cyr++;
      if (TO_LAT_T[c] === 0) cyrOnly++;
    } else if (cls & F_GREEK) {
      grk++;
      if (TO_CYR_T[c] === 0) grkNoCyr++;
      if (TO_LAT_T[c] === 0) grkNoLat++;
    } else if (cls & F_LATIN) {
      lat++;
      latOnly++;
    }
  }
  const scripts = (lat > 0 ? 1 : 0) + (cyr > 0 ? 1 : 0) + (grk > 0 ? 1 : 0);
  if (scripts < 2) {
    // A whole word written with lookalikes of the other script, in a message
    // that is otherwise clearly in that script ("OT" in Russian text,
    // "асе" in English text).
    if (lat > 0 && cyr === 0 && grk === 0 && st.cyrUnique >= 3 && st.cyrUnique >= 4 * st.latUnique) {
      for (let i = 0; i < w.length; i++) {
        const c = w.charCodeAt(i);
        if (c < 0x80 ? (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a && !STRICT_LAT_CYR.has(c) : true) return w;
      }
      return mapWord(w, TO_CYR, st, false);
    }
    if (cyr > 0 && lat === 0 && grk === 0 && cyrOnly === 0 && st.latUnique >= 3 && st.latUnique >= 4 * st.cyrUnique) {
      return mapWord(w, TO_LAT, st, true);
    }
    return w;
  }
  const canCyr = latOnly === 0 && grkNoCyr === 0 && cyr > 0;
  const canLat = cyrOnly === 0 && grkNoLat === 0 && lat > 0;
  let toCyr: boolean;
  if (canCyr && canLat) {
    // every letter has a lookalike: the message's script decides
    if (st.cyrUnique !== st.latUnique) toCyr = st.cyrUnique > st.latUnique;
    else if (cyr !== lat) toCyr = cyr > lat;
    else toCyr = st.cyrLetters >= st.latLetters;
  } else if (canCyr) toCyr = true;
  else if (canLat) toCyr = false;
  else return w; // genuine code-switching ("CSVшка"): leave it
  const map = toCyr ? TO_CYR : TO_LAT;
  const keep = toCyr ? F_CYRILLIC : F_LATIN;
  let out = "";
  let folded = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    const isLetter = c < 0x80 ? (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a : c < 0xd800 || c > 0xdfff ? (CLASS[c]! & F_LETTER) !== 0 : false;
    const inScript = c < 0x80 ? !toCyr : (CLASS[c]! & keep) !== 0;
    if (isLetter && !inScript) {
      const m = map.get(c);
      if (m !== undefined) {
        out += String.fromCharCode(m);
        folded++;
        continue;
      }
    }
    out += w[i];
  }
  st.stats.homoglyphs += folded;
  st.stats.mixedWords++;
  return out;
}

function mapWord(w: string, map: Map<number, number>, st: State, count: boolean): string {
  let out = "";
  for (let i = 0; i < w.length; i++) {
    const m = map.get(w.charCodeAt(i));
    out += m === undefined ? w[i] : String.fromCharCode(m);
  }
  if (count) {
    st.stats.homoglyphs += w.length;
    st.stats.mixedWords++;
  }
  return out;
}

/** Leetspeak digits inside a (lower-case) word. */
function leetWord(w: string, st: State): string {
  let letters = 0;
  let leet = 0;
  let cyr = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      if (!LEETABLE.has(c)) return w; // a real number ("h264", "2024")
      leet++;
    } else if (c === 0x40 || c === 0x24) leet++;
    else if (c >= 0xd800 && c <= 0xdfff) continue;
    else if (CLASS[c]! & F_LETTER) {
      letters++;
      if (CLASS[c]! & F_CYRILLIC) cyr++;
    }
  }
  if (leet === 0 || letters < 3) return w;
  if (w.charCodeAt(0) === 0x30 && (w.charCodeAt(1) | 0x20) === 0x78) return w; // 0x... hex
  const isCyr = cyr * 2 > letters;
  const map = isCyr ? LEET_CYR : LEET_LAT;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (LEETABLE.has(c) && !map.has(c)) return w; // e.g. "6" in a Latin word
  }
  // find leet runs
  const n = w.length;
  let hasInterior = false;
  for (let i = 0; i < n; ) {
    if (map.has(w.charCodeAt(i))) {
      let j = i;
      while (j < n && map.has(w.charCodeAt(j))) j++;
      if (i > 0 && j < n) hasInterior = true;
      i = j;
    } else i++;
  }
  let out = "";
  let converted = 0;
  for (let i = 0; i < n; ) {
    const c = w.charCodeAt(i);
    if (map.has(c)) {
      let j = i;
      while (j < n && map.has(w.charCodeAt(j))) j++;
      const interior = i > 0 && j < n;
      const edgeOk = hasInterior || (isCyr && letters >= 3 && j - i === 1);
      if (interior || edgeOk) {
        for (let x = i; x < j; x++) out += String.fromCharCode(map.get(w.charCodeAt(x))!);
        converted += j - i;
      } else out += w.slice(i, j);
      i = j;
    } else {
      out += w[i];
      i++;
    }
  }
  if (converted === 0) return w;
  st.stats.leet += converted;
  st.stats.leetWords++;
  return out;
}

/** Collapse runs of 3+ identical letters to 2 ("freeeee" -> "free"). */
function collapseRepeats(w: string, st: State): string {
  if (w.length < 3) return w;
  let found = false;
  for (let i = 2; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c === w.charCodeAt(i - 1) && c === w.charCodeAt(i - 2) && !(c >= 0x30 && c <= 0x39)) {
      found = true;
      break;
    }
  }
  if (!found) return w;
  let out = "";
  let run = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (i > 0 && c === w.charCodeAt(i - 1) && !(c >= 0x30 && c <= 0x39)) {
      run++;
      if (run >= 2) {
        if (run === 2) st.stats.repeats++;
        continue;
      }
    } else run = 0;
    out += w[i];
  }
  return out;
}

/** token span buffer reused across calls ([start, end) pairs in the normalised text); the result gets an exact-size copy */
let TOKSPANS = new Int32Array(8192);
let nTokens = 0;

function pushSpan(start: number, end: number): void {
  if (2 * nTokens + 2 > TOKSPANS.length) {
    const b = new Int32Array(TOKSPANS.length * 2);
    b.set(TOKSPANS);
    TOKSPANS = b;
  }
  TOKSPANS[2 * nTokens] = start;
  TOKSPANS[2 * nTokens + 1] = end;
  nTokens++;
}

/** spans of the word-character runs of `s`, which was appended to the normalised text at offset `base` */
function pushTokens(base: number, s: string): void {
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 0x20;
    const w = c < 0xd800 || c > 0xdfff ? (CLASS[c]! & F_WORD) !== 0 : false;
    if (w) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      pushSpan(base + start, base + i);
      start = -1;
    }
  }
}

function tokensOf(text: string, spans: Int32Array): string[] {
  const n = spans.length >> 1;
  const out = new Array<string>(n);
  for (let k = 0; k < n; k++) out[k] = text.slice(spans[2 * k]!, spans[2 * k + 1]!);
  return out;
}

/**
 * Builds a string from many small parts in a reusable UTF-16 buffer: the only
 * allocation is the final string (collecting thousands of parts in an array,
 * or concatenating them, allocated ~0.3 MB per 10,000-character message).
 */
class TextBuilder {
  private buf = new Uint16Array(1024);
  private n = 0;
  /** a code unit in the surrogate range was written (then TextDecoder is not exact) */
  private surrogates = false;
  reset(): void {
    this.n = 0;
    this.surrogates = false;
  }
  get length(): number {
    return this.n;
  }
  private grow(extra: number): void {
    let size = this.buf.length * 2;
    while (size < this.n + extra) size *= 2;
    const b = new Uint16Array(size);
    b.set(this.buf.subarray(0, this.n));
    this.buf = b;
  }
  add(t: string): void {
    const len = t.length;
    if (this.n + len > this.buf.length) this.grow(len);
    const b = this.buf;
    let n = this.n;
    for (let i = 0; i < len; i++) {
      const c = t.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdfff) this.surrogates = true;
      b[n++] = c;
    }
    this.n = n;
  }
  /** add `t` with the digits 1-9 replaced by 0 */
  addZeroed(t: string): void {
    const len = t.length;
    if (this.n + len > this.buf.length) this.grow(len);
    const b = this.buf;
    let n = this.n;
    for (let i = 0; i < len; i++) {
      const c = t.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdfff) this.surrogates = true;
      b[n++] = c >= 0x31 && c <= 0x39 ? 0x30 : c;
    }
    this.n = n;
  }
  /**
   * In place, the same as replace(ML_NUMBER, "0"): each run of "0"s joined by
   * at most one separator ( -.,:/() ) between two "0"s becomes one "0".
   */
  collapseNumbers(): void {
    const b = this.buf;
    const n = this.n;
    let w = 0;
    let i = 0;
    while (i < n) {
      const c = b[i]!;
      b[w++] = c;
      i++;
      if (c !== 0x30) continue;
      for (;;) {
        if (i < n && b[i] === 0x30) i++;
        else if (i + 1 < n && b[i + 1] === 0x30 && isNumberSep(b[i]!)) i += 2;
        else break;
      }
    }
    this.n = w;
  }
  /** this.add(t) and other.add(t) (zeroed: other.addZeroed(t)) in one pass over t */
  addWith(other: TextBuilder, t: string, zeroed: boolean): void {
    const len = t.length;
    if (this.n + len > this.buf.length) this.grow(len);
    if (other.n + len > other.buf.length) other.grow(len);
    const a = this.buf;
    const b = other.buf;
    let n = this.n;
    let m = other.n;
    let sur = false;
    if (zeroed) {
      for (let i = 0; i < len; i++) {
        const c = t.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdfff) sur = true;
        a[n++] = c;
        b[m++] = c >= 0x31 && c <= 0x39 ? 0x30 : c;
      }
    } else {
      for (let i = 0; i < len; i++) {
        const c = t.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdfff) sur = true;
        a[n++] = c;
        b[m++] = c;
      }
    }
    if (sur) {
      this.surrogates = true;
      other.surrogates = true;
    }
    this.n = n;
    other.n = m;
  }
  /** this.add(src.slice(start, end)) and other.add(src.slice(start, end)), without the slice */
  addRangeWith(other: TextBuilder, src: string, start: number, end: number): void {
    const len = end - start;
    if (this.n + len > this.buf.length) this.grow(len);
    if (other.n + len > other.buf.length) other.grow(len);
    const a = this.buf;
    const b = other.buf;
    let n = this.n;
    let m = other.n;
    let sur = false;
    for (let i = start; i < end; i++) {
      const c = src.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdfff) sur = true;
      a[n++] = c;
      b[m++] = c;
    }
    if (sur) {
      this.surrogates = true;
      other.surrogates = true;
    }
    this.n = n;
    other.n = m;
  }
  /**
   * this.addRangeWith(other, src, start, end) lower-cased, for text made of
   * Basic Latin and U+0400-U+045F only (where String.toLowerCase maps code unit
   * by code unit: A-Z, U+0410-U+042F and U+0400-U+040F).
   */
  addRangeLowerWith(other: TextBuilder, src: string, start: number, end: number): void {
    const len = end - start;
    if (this.n + len > this.buf.length) this.grow(len);
    if (other.n + len > other.buf.length) other.grow(len);
    const a = this.buf;
    const b = other.buf;
    let n = this.n;
    let m = other.n;
    for (let i = start; i < end; i++) {
      let c = src.charCodeAt(i);
      if (c >= 0x41 && c <= 0x5a) c += 0x20;
      else if (c >= 0x410 && c <= 0x42f) c += 0x20;
      else if (c >= 0x400 && c <= 0x40f) c += 0x50;
      a[n++] = c;
      b[m++] = c;
    }
    this.n = n;
    other.n = m;
  }
  /** this.addSpace() and other.addSpace() */
  addSpaceWith(other: TextBuilder): void {
    if (this.n + 1 > this.buf.length) this.grow(1);
    if (other.n + 1 > other.buf.length) other.grow(1);
    this.buf[this.n++] = 0x20;
    other.buf[other.n++] = 0x20;
  }
  addSpace(): void {
    if (this.n + 1 > this.buf.length) this.grow(1);
    this.buf[this.n++] = 0x20;
  }
  /** every surrogate is part of a valid pair (then TextDecoder is exact) */
  private pairedSurrogates(): boolean {
    const b = this.buf;
    const n = this.n;
    for (let i = 0; i < n; i++) {
      const c = b[i]!;
      if (c < 0xd800 || c > 0xdfff) continue;
      if (c >= 0xdc00 || i + 1 >= n) return false;
      const d = b[i + 1]!;
      if (d < 0xdc00 || d > 0xdfff) return false;
      i++;
    }
    return true;
  }
  toString(): string {
    const n = this.n;
    if (n === 0) return "";
    if (!this.surrogates || this.pairedSurrogates()) return UTF16.decode(this.buf.subarray(0, n));
    // exact for any code units (TextDecoder would replace lone surrogates)
    let out = "";
    for (let i = 0; i < n; i += 4096) out += String.fromCharCode.apply(null, this.buf.subarray(i, Math.min(n, i + 4096)) as unknown as number[]);
    return out;
  }
}

/** the separators ML_NUMBER allows between digits: space - . , : / ( ) */
function isNumberSep(c: number): boolean {
  return c === 0x20 || c === 0x2d || c === 0x2e || c === 0x2c || c === 0x3a || c === 0x2f || c === 0x28 || c === 0x29;
}

const UTF16 = new TextDecoder("utf-16le");
const NORM_BUILDER = new TextBuilder();
const ML_BUILDER = new TextBuilder();

// Passes are separate functions: one huge function gets worse machine code once
// it is optimised as a whole (after many short messages) than its loops did alone.

/** pass 1 counters (module-level: no per-call object) */
const P1 = new Int32Array(8);
const P1_EMOJIS = 0;
const P1_CASED = 1;
const P1_UPPER = 2;
const P1_LAT = 3;
const P1_CYR = 4;
const P1_CJK = 5;
const P1_OTHER = 6;
const P1_DIACRITICS = 7;

/** Character cleaning of the NFKC text `s`; returns the cleaned text, counters in P1. */
function cleanChars(s: string, stats: NormalizationStats): string {
  let c1 = "";
  let last = 0;
  let emojis = 0;
  let regional = 0;
  let cased = 0;
  let upper = 0;
  let lat = 0;
  let cyr = 0;
  let cjk = 0;
  let otherLetters = 0;
  let diacritics = 0;
  let prevLetter = false;
  let pendingInvisible = 0;
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x80) {
      if (code >= 0x61 && code <= 0x7a) {
        cased++;
        lat++;
        if (pendingInvisible) {
          if (prevLetter) stats.invisible += pendingInvisible;
          pendingInvisible = 0;
        }
        prevLetter = true;
      } else if (code >= 0x41 && code <= 0x5a) {
        cased++;
        upper++;
        lat++;
        if (pendingInvisible) {
          if (prevLetter) stats.invisible += pendingInvisible;
          pendingInvisible = 0;
        }
        prevLetter = true;
      } else if (code < 0x20 && code !== 9 && code !== 10 && code !== 13) {
        c1 += s.slice(last, i) + " ";
        last = i + 1;
        prevLetter = false;
        pendingInvisible = 0;
      } else if (code === 0x7f) {
        c1 += s.slice(last, i) + " ";
        last = i + 1;
        prevLetter = false;
        pendingInvisible = 0;
      } else {
        prevLetter = false;
        pendingInvisible = 0;
      }
      continue;
    }
    let cp = code;
    let width = 1;
    let cls: number;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < n) {
      cp = ((code - 0xd800) << 10) + (s.charCodeAt(i + 1) - 0xdc00) + 0x10000;
      width = 2;
      cls = astralClass(cp);
    } else {
      cls = CLASS[code]!;
    }
    if (cls & F_INVISIBLE) {
      c1 += s.slice(last, i);
      last = i + width;
      if (prevLetter && !(cp >= 0xfe00 && cp <= 0xfe0f) && cp !== 0x200d) pendingInvisible++;
      i += width - 1;
      continue;
    }
    if (cls & F_NOISE_MARK) {
      c1 += s.slice(last, i);
      last = i + 1;
      if (prevLetter) stats.marks++;
      continue;
    }
    if (cls & F_CONTROL) {
      c1 += s.slice(last, i) + " ";
      last = i + 1;
      prevLetter = false;
      pendingInvisible = 0;
      continue;
    }
    const styled = cp < 65536 ? (STYLED_T[cp] ? String.fromCharCode(STYLED_T[cp]!) : undefined) : STYLED.get(cp);
    if (styled !== undefined) {
      c1 += s.slice(last, i) + styled;
      last = i + width;
      stats.styled++;
      // small capitals look lower-case: not counted as capitals
      if (styled.charCodeAt(0) >= 0x400) cyr++;
      else lat++;
      if (pendingInvisible && prevLetter) stats.invisible += pendingInvisible;
      pendingInvisible = 0;
      prevLetter = true;
      i += width - 1;
      continue;
    }
    if (cls & F_EMOJI) {
      if (cp >= 0x1f1e6 && cp <= 0x1f1ff) regional++;
      else emojis++;
      prevLetter = false;
      pendingInvisible = 0;
      i += width - 1;
      continue;
    }
    if (cls & F_LETTER) {
      if (cls & (F_UPPER | F_LOWER)) {
        cased++;
        if (cls & F_UPPER) upper++;
      }
      if (cls & F_CYRILLIC) cyr++;
      else if (cls & F_LATIN) lat++;
      else if (cls & F_NOSPACE) cjk++;
      else otherLetters++;
      const strip = cp < 65536 ? DIACRITIC_T[cp]! : 0;
      if (strip !== 0) {
        c1 += s.slice(last, i) + String.fromCharCode(strip);
        last = i + 1;
        if (strip < 0x80) diacritics++;
      }
      if (pendingInvisible && prevLetter) stats.invisible += pendingInvisible;
      pendingInvisible = 0;
      prevLetter = (cls & (F_LATIN | F_CYRILLIC | F_GREEK)) !== 0;
      i += width - 1;
      continue;
    }
    if (!(cls & F_MARK)) {
      prevLetter = false;
      pendingInvisible = 0;
    }
    i += width - 1;
  }
  const C = P1;
  C[P1_EMOJIS] = emojis + Math.ceil(regional / 2);
  C[P1_CASED] = cased;
  C[P1_UPPER] = upper;
  C[P1_LAT] = lat;
  C[P1_CYR] = cyr;
  C[P1_CJK] = cjk;
  C[P1_OTHER] = otherLetters;
  C[P1_DIACRITICS] = diacritics;
  return last === 0 ? s : c1 + s.slice(last);

}

/** Segmentation of st.src into whitespace / word / punctuation / URL / e-mail / mention segments. */
function segment(st: State): void {
  const cleaned = st.src;
  const m = cleaned.length;
  let i = 0;
  while (i < m) {
    const c = cleaned.charCodeAt(i);
    if (isSpaceChar(c)) {
      let j = i + 1;
      while (j < m && isSpaceChar(cleaned.charCodeAt(j))) j++;
      const soft = j === i + 1 && c === 0x20;
      if (st.n > 0) {
        seg(st, soft ? K_SOFT : K_HARD, " ", 0);
      }
      i = j;
    } else {
      // one pass: segment the run up to the next whitespace; redo it as a chunk if it may hold a URL, e-mail or mention
      const n0 = st.n;
      const lat0 = st.latUnique;
      const cyr0 = st.cyrUnique;
      const j = pushText(st, i, m);
      let hints = RUN_HINTS;
      if (hints === CH_DOT) {
        // dots only at the end ("word.", "so...") cannot make a URL, domain or e-mail
        let k = j;
        while (k > i && cleaned.charCodeAt(k - 1) === 0x2e) k--;
        if (cleaned.indexOf(".", i) >= k) hints = 0;
      }
      if (hints !== 0) {
        st.n = n0;
        st.latUnique = lat0;
        st.cyrUnique = cyr0;
        pushChunk(st, cleaned.slice(i, j), i, hints);
      }
      i = j;
    }
  }
}

/** Per-word normalisation into NORM_BUILDER / ML_BUILDER / TOKSPANS; returns the number of words. */
function wordPass(st: State, nonAscii: boolean): number {
  const cleaned = st.src;
  const kinds = st.kinds;
  const texts = st.texts;
  const nseg = st.n;
  let words = 0;
  const nb = NORM_BUILDER;
  const mb = ML_BUILDER;
  nb.reset();
  mb.reset();
  nTokens = 0;
  let linkIdx = 0;
  const starts = st.starts;
  const ends = st.ends;
  const flags = st.flags;
  for (let k = 0; k < nseg; k++) {
    const kind = kinds[k]!;
    let t = texts[k]!;
    texts[k] = ""; // drop the reference held by the reused buffer
    switch (kind) {
      case K_SOFT:
      case K_HARD:
        if (k + 1 < nseg) nb.addSpaceWith(mb);
        break;
      case K_WORD: {
        words++;
        const f = flags[k]!;
        let lower = (f & F_UPPER) !== 0;
        let fold = false;
        const len = t !== "" ? t.length : ends[k]! - starts[k]!;
        if (nonAscii) {
          const lat = (f & F_LATIN) !== 0;
          const cyr = (f & F_CYRILLIC) !== 0;
          const grk = (f & F_GREEK) !== 0;
          const mixed = (lat ? 1 : 0) + (cyr ? 1 : 0) + (grk ? 1 : 0) >= 2;
          const foreign =
            (lat && !cyr && !grk && st.cyrUnique >= 3 && st.cyrUnique >= 4 * st.latUnique) ||
            (cyr && !lat && !grk && st.latUnique >= 3 && st.latUnique >= 4 * st.cyrUnique);
          fold = mixed || (foreign && len >= 3);
        }
        const at = nb.length;
        if (t === "" && !fold && (f & (F_DIGIT | W_LEETSYM | W_RUN3)) === 0 && (!lower || (f & W_EXOTIC) === 0)) {
          // the common case: copied (lower-cased) straight from the cleaned text, no string per word
          if (lower) nb.addRangeLowerWith(mb, cleaned, starts[k]!, ends[k]!);
          else nb.addRangeWith(mb, cleaned, starts[k]!, ends[k]!);
          pushSpan(at, nb.length);
          break;
        }
        if (t === "") t = cleaned.slice(starts[k]!, ends[k]!);
        if (fold) {
          const folded = foldWord(t, st);
          if (folded !== t) lower = true;
          t = folded;
        }
        if (lower) t = t.toLowerCase();
        if (f & (F_DIGIT | W_LEETSYM)) t = leetWord(t, st);
        if (f & W_RUN3) t = collapseRepeats(t, st);
        nb.addWith(mb, t, (f & F_DIGIT) !== 0);
        pushSpan(at, nb.length);
        break;
      }
      case K_PUNCT: // always a range of the cleaned text
        nb.addRangeWith(mb, cleaned, starts[k]!, ends[k]!);
        break;
      case K_URL: {
        const at = nb.length;
        nb.add(t);
        const link = st.links[linkIdx++];
        // the classifier sees the host (and whether it is a Telegram invite), not random paths
        if (link) {
          const p = link.path;
          mb.addZeroed(link.host);
          mb.add(p.startsWith("/+") ? "/+" : p.startsWith("/joinchat") ? "/joinchat" : p.length > 1 ? "/" : "");
        } else mb.addZeroed(t);
        pushTokens(at, t);
        break;
      }
      case K_MENTION:
      case K_EMAIL:
        pushTokens(nb.length, t);
        nb.addWith(mb, t, true);
        break;
    }
  }

  return words;
}

/** isStyledCodePoint's ranges as UTF-16: a native scan tells whether the counting loop is needed at all */
const MAYBE_STYLED = /[\u2460-\u24ff\uff01-\uff5e]|\ud835[\udc00-\udfff]|\ud83c[\udd00-\uddad]/;

const NEEDS_NFKC = /[^\x00-\x9f\u0400-\u045f]/;

/** stats.styled += the stylised characters (math alphanumerics, fullwidth, enclosed) NFKC is about to fold */
function countStyled(text: string, stats: NormalizationStats): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x2460) continue;
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      cp = ((c - 0xd800) << 10) + (text.charCodeAt(i + 1) - 0xdc00) + 0x10000;
      i++;
    }
    if (isStyledCodePoint(cp)) stats.styled++;
  }
}

export function normalize(input: string): NormalizedText {
  let text = typeof input === "string" ? input : String(input ?? "");
  const wf = text as unknown as { isWellFormed?: () => boolean; toWellFormed?: () => string };
  if (typeof wf.isWellFormed === "function") {
    if (!wf.isWellFormed()) text = wf.toWellFormed!();
  } else text = text.replace(LONE_SURROGATE, "\ufffd");
  const stats = emptyStats();
  const nonAscii = NON_ASCII.test(text);
  let s = text;
  if (nonAscii) {
    if (MAYBE_STYLED.test(text)) countStyled(text, stats);
    // text made only of U+0000-U+009F and basic Cyrillic is its own NFKC (checked exhaustively, pairs included)
    if (NEEDS_NFKC.test(text)) s = text.normalize("NFKC");
  }

  // ---- pass 1: character cleaning -------------------------------------------------
  const cleaned = cleanChars(s, stats);
  const emojis = P1[P1_EMOJIS]!;
  const cased = P1[P1_CASED]!;
  const upper = P1[P1_UPPER]!;
  const lat = P1[P1_LAT]!;
  const cyr = P1[P1_CYR]!;
  const cjk = P1[P1_CJK]!;
  const otherLetters = P1[P1_OTHER]!;
  const diacritics = P1[P1_DIACRITICS]!;

  // ---- pass 2: segmentation ---------------------------------------------------------
  const st: State = {
    src: cleaned,
    n: 0,
    kinds: SEG_KINDS,
    texts: SEG_TEXTS,
    starts: SEG_STARTS,
    ends: SEG_ENDS,
    flags: SEG_FLAGS,
    links: [],
    mentions: [],
    stats,
    latLetters: lat,
    cyrLetters: cyr,
    latUnique: 0,
    cyrUnique: 0,
  };
  segment(st);

  // ---- pass 3: spaced letters -------------------------------------------------------
  joinSpaced(st);

  // ---- pass 4: words ------------------------------------------------------------------
  const words = wordPass(st, nonAscii);
  const nb = NORM_BUILDER;
  const mb = ML_BUILDER;
  const tokenSpans = TOKSPANS.slice(0, 2 * nTokens);
  const normalized = nb.toString();
  mb.collapseNumbers();
  const ml = mb.toString();
  const obfuscationScore =
    Math.min(stats.invisible, 10) + Math.floor(stats.marks / 2) + stats.styled + 2 * stats.leetWords + 3 * stats.spacedRuns;
  return new Normalized(
    text,
    normalized,
    tokenSpans,
    ml,
    st.links,
    st.mentions,
    emojis,
    cased,
    upper,
    words,
    { latin: lat, cyrillic: cyr, cjk, other: otherLetters },
    diacritics,
    stats,
    obfuscationScore,
  );
}

/**
 * The result of normalize(). A class, so that the lazy `tokens` getter lives on
 * the prototype: a getter in an object literal gives every result its own
 * hidden class, which V8 keeps until a full GC (~2.7 MB promoted per scavenge
 * and 2-3 ms scavenges on 10,000-character texts).
 */
class Normalized implements NormalizedText {
  private tokenStrings: string[] | undefined = undefined;
  constructor(
    readonly original: string,
    readonly normalized: string,
    readonly tokenSpans: Int32Array,
    readonly mlText: string,
    readonly links: Link[],
    readonly mentions: string[],
    readonly emojis: number,
    readonly casedLetters: number,
    readonly upperLetters: number,
    readonly words: number,
    readonly scripts: { latin: number; cyrillic: number; cjk: number; other: number },
    readonly diacritics: number,
    readonly stats: NormalizationStats,
    readonly obfuscationScore: number,
  ) {}
  get tokens(): string[] {
    return (this.tokenStrings ??= tokensOf(this.normalized, this.tokenSpans));
  }
}
