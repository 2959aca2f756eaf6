/**
 * Pass 2: segmentation of the cleaned text into whitespace / word / punctuation / URL / e-mail /
 * @mention segments (in the scratch's segment buffers; words and punctuation are ranges of it).
 */
import { CLASS, F_CYRILLIC, F_LATIN, F_SPACE, F_WORD, TO_CYR_T, TO_LAT_T } from "../chars.js";
import { K_EMAIL, K_HARD, K_MENTION, K_PUNCT, K_SOFT, K_URL, K_WORD, W_EXOTIC, W_LEETSYM, W_RUN3, growSegs, seg, type Scratch } from "./scratch.js";
import { EMAIL_RE, MENTION_RE, URL_START, bareDomainLength, isUrlChar, parseLink, trimUrlEnd } from "./urls.js";

// String.prototype.charCodeAt, called as CCA.call(s, i) (why: text-builder.ts); an alias in each module, not an import, as
// an imported binding costs a load and a hole check on every use in a hot loop
const CCA = String.prototype.charCodeAt;

/**
 * Per code unit, what pushText's word loop adds up, in one lookup: bit 0 a Latin letter without a
 * Cyrillic lookalike (ASCII only), bit 1 a Cyrillic letter without a Latin lookalike, bit 2 a
 * character outside Basic Latin and U+0400-U+045F (W_EXOTIC is bit 2 shifted by 14).
 */
const WORD_INFO = ((): Uint8Array => {
  if (W_EXOTIC !== 4 << 14) throw new Error("W_EXOTIC must be bit 2 of WORD_INFO shifted by 14");
  const t = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    const cls = CLASS[c]!;
    if ((cls & F_LATIN) !== 0 && (cls & F_CYRILLIC) !== 0) throw new Error(`U+${c.toString(16)} is both Latin and Cyrillic`);
    if (cls & F_LATIN) {
      if (c < 0x80 && TO_CYR_T[c] === 0) t[c] = 1;
    } else if (cls & F_CYRILLIC && TO_LAT_T[c] === 0) t[c] = 2;
    if (c >= 0x80 && (c - 0x400) >>> 0 > 0x5f) t[c]! |= 4;
  }
  return t;
})();

/**
 * Per code unit, CLASS and WORD_INFO in one lookup for pushText's word loop: the CLASS bits (0-13), W_EXOTIC (bit 16,
 * WORD_INFO bit 2), and WORD_INFO's bits 0 and 1 at bits 20 and 21 (WT_LAT_UNIQUE, WT_CYR_UNIQUE: stripped from the flags).
 */
const WT_LAT_UNIQUE_SHIFT = 20;
const WT_COUNT_BITS = 3 << WT_LAT_UNIQUE_SHIFT;
const WORD_T = ((): Uint32Array => {
  const t = new Uint32Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    const cls = CLASS[c]!;
    if (cls >= 1 << 14) throw new Error("WORD_T: CLASS bits must stay below bit 14");
    const u = WORD_INFO[c]!;
    t[c] = cls | ((u & 4) << 14) | ((u & 3) << WT_LAT_UNIQUE_SHIFT);
  }
  return t;
})();

/**
 * Per code unit: 1 for whitespace (space, tab, LF, CR, or CLASS & F_SPACE above U+007F), 2 for a word character (CLASS & F_WORD; none is whitespace), 0 otherwise
 * (lone surrogates included: CLASS is 0 there), so that the punctuation loop stops at either with one lookup.
 */
const SEG_SPACE = 1;
const SEG_WORD = 2;
const SEG_T = ((): Uint8Array => {
  const t = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    const space = c === 0x20 || c === 9 || c === 10 || c === 13 || (c >= 0x80 && c < 0xd800 && (CLASS[c]! & F_SPACE) !== 0);
    const word = (CLASS[c]! & F_WORD) !== 0;
    if (space && word) throw new Error(`U+${c.toString(16)} is both whitespace and a word character`);
    t[c] = space ? SEG_SPACE : word ? SEG_WORD : 0;
  }
  return t;
})();

const CH_DOT = 1;
const CH_AT = 2;
const CH_SLASH = 4;

/**
 * Redoes the whitespace-free run [runStart, end) as URL / e-mail / mention chunks (pushChunk), from the segment count and
 * unique-letter counts of its start, unless its only hint is dots at its end ("word.", "so...", which cannot make a URL,
 * a domain or an e-mail). Returns whether it did (the scratch's buffers and counts are then the ones to read on).
 */
function redoRun(
  st: Scratch,
  s: string,
  s16: Uint16Array,
  runStart: number,
  end: number,
  hints: number,
  runK: number,
  runLat: number,
  runCyr: number,
): boolean {
  if (hints === CH_DOT) {
    let e = end;
    while (e > runStart && s16[e - 1]! === 0x2e) e--;
    if (s.indexOf(".", runStart) >= e) return false;
  }
  st.n = runK;
  st.latUnique = runLat;
  st.cyrUnique = runCyr;
  pushChunk(st, s.slice(runStart, end), runStart, hints);
  return true;
}

/**
 * Word / punctuation segments of st.src from `from` up to `to` or the first
 * whitespace, whichever comes first; returns where it stopped (pushChunk's
 * pieces, which hold no whitespace).
 */
function pushText(st: Scratch, from: number, to: number): number {
  return scan(st, from, to, false);
}

/**
 * The segmentation loop. Not `top` (pushText): word / punctuation segments of st.src from `from` up to `to` or the
 * first whitespace; returns where it stopped. `top` (segment): all of st.src from `from` to `to`, whitespace segments
 * included (none before the first segment); a whitespace-free run whose '.', '@' or '/' may make a URL, e-mail or
 * mention is taken back and redone by pushChunk when it ends.
 *
 * Segments are written straight into the scratch's buffers (held in locals; seg() is for segments with a text of their own). '@', '$' and
 * '€' are word characters only between two word characters ("e@sy", "ca$h", "Тр€буются"). Lone surrogates need no test of their own: their
 * CLASS, WORD_T and SEG_T entries have no word or space bit.
 */
function scan(st: Scratch, from: number, to: number, top: boolean): number {
  // Module bindings copied into locals: in the loop each read of one costs a load and a hole check (TDZ) otherwise.
  const wordT = WORD_T;
  const segT = SEG_T;
  const fWord = F_WORD;
  const wRun3 = W_RUN3;
  const wLeetSym = W_LEETSYM;
  const latShift = WT_LAT_UNIQUE_SHIFT;
  const countBits = WT_COUNT_BITS;
  const kWord = K_WORD;
  const kPunct = K_PUNCT;
  const kSoft = K_SOFT;
  const kHard = K_HARD;
  const chAt = CH_AT;
  const chDot = CH_DOT;
  const chSlash = CH_SLASH;
  const segSpace = SEG_SPACE;
  const segWord = SEG_WORD;
  const s = st.src;
  const s16 = st.src16; // s's code units (run fills them)
  const n = to;
  let kinds = st.kinds;
  let flags = st.flags;
  let starts = st.starts;
  let ends = st.ends;
  let texts = st.texts;
  let k = st.n;
  let latU = st.latUnique;
  let cyrU = st.cyrUnique;
  // the current whitespace-free run: where it started, and the segment count and unique-letter counts then
  let runStart = from;
  let runK = k;
  let runLat = latU;
  let runCyr = cyrU;
  let hints = 0;
  let i = from;
  while (i < n) {
    const start = i;
    let c = s16[i]!;
    const v0 = wordT[c]!;
    let f: number;
    let kind: number;
    if (v0 & fWord) {
      f = v0;
      latU += (v0 >>> latShift) & 1;
      cyrU += (v0 >>> (latShift + 1)) & 1;
      let p1 = c;
      let p2 = -1;
      i++;
      while (i < n) {
        c = s16[i]!;
        const v = wordT[c]!;
        if (v & fWord) {
          f |= v;
          latU += (v >>> latShift) & 1;
          cyrU += (v >>> (latShift + 1)) & 1;
          if (c === p1 && c === p2) f |= wRun3;
          p2 = p1;
          p1 = c;
          i++;
          continue;
        }
        if ((c === 0x40 || c === 0x24 || c === 0x20ac) && i + 1 < n && segT[s16[i + 1]!] === segWord) {
          if (c === 0x40) hints |= chAt;
          f |= wLeetSym;
          p2 = p1;
          p1 = c;
          i++;
          continue;
        }
        break;
      }
      f &= ~countBits;
      kind = kWord;
    } else if (segT[c] === segSpace) {
      if (!top) break;
      // the run before this whitespace is complete: redo it if it may hold a URL, e-mail or mention
      if (hints !== 0 && redoRun(st, s, s16, runStart, i, hints, runK, runLat, runCyr)) {
        kinds = st.kinds;
        flags = st.flags;
        starts = st.starts;
        ends = st.ends;
        texts = st.texts;
        k = st.n;
        latU = st.latUnique;
        cyrU = st.cyrUnique;
      }
      hints = 0;
      let j = i + 1;
      while (j < n && segT[s16[j]!] === segSpace) j++;
      i = j;
      runStart = j;
      if (k === 0) {
        runK = 0;
        runLat = latU;
        runCyr = cyrU;
        continue; // no whitespace segment before the first one
      }
      f = 0;
      kind = j === start + 1 && c === 0x20 ? kSoft : kHard;
    } else {
      for (;;) {
        if (c === 0x2e) hints |= chDot;
        else if (c === 0x40) hints |= chAt;
        else if (c === 0x2f) hints |= chSlash;
        i++;
        if (i >= n) break;
        c = s16[i]!;
        if (segT[c] !== 0) break;
      }
      f = 0;
      kind = kPunct;
    }
    if (k === kinds.length) {
      st.n = k;
      growSegs(st);
      kinds = st.kinds;
      flags = st.flags;
      starts = st.starts;
      ends = st.ends;
    }
    kinds[k] = kind;
    flags[k] = f;
    if (kind <= kHard) {
      // whitespace: text " " (seg's convention), and the next run starts after it
      starts[k] = 0;
      ends[k] = 0;
      texts[k] = " ";
      k++;
      runK = k;
      runLat = latU;
      runCyr = cyrU;
      continue;
    }
    starts[k] = start;
    ends[k] = i;
    texts[k] = "";
    k++;
  }
  // the last run
  if (top && hints !== 0 && redoRun(st, s, s16, runStart, i, hints, runK, runLat, runCyr)) return i;
  st.n = k;
  st.latUnique = latU;
  st.cyrUnique = cyrU;
  return i;
}

function chunkHints(chunk: string): number {
  return (chunk.indexOf(".") >= 0 ? CH_DOT : 0) | (chunk.indexOf("@") >= 0 ? CH_AT : 0) | (chunk.indexOf("/") >= 0 ? CH_SLASH : 0);
}

/**
 * False when URL_START cannot match `chunk` (most dotted runs: "e.g", "index.js", "2.5"): a match holds "://", or a "."
 * after three [wԝ] (case-insensitive: w, W or a character outside ASCII just before the ".").
 */
function mayStartUrl(chunk: string): boolean {
  if (chunk.indexOf("://") >= 0) return true;
  for (let p = chunk.indexOf(".", 3); p >= 0; p = chunk.indexOf(".", p + 1)) {
    const c = CCA.call(chunk, p - 1);
    if ((c | 0x20) === 0x77 || c >= 0x80) return true;
  }
  return false;
}

/** `chunk` is st.src.slice(base, base + chunk.length): a whitespace-free run that may hold a URL, e-mail or mention. */
function pushChunk(st: Scratch, chunk: string, base: number, hints = chunkHints(chunk)): void {
  if (hints === 0) {
    pushText(st, base, base + chunk.length);
    return;
  }
  const hasDot = (hints & CH_DOT) !== 0;
  const hasAt = (hints & CH_AT) !== 0;
  if (hasDot || (hints & CH_SLASH) !== 0) {
    const m = mayStartUrl(chunk) ? URL_START.exec(chunk) : null;
    if (m) {
      const idx = m.index;
      let end = idx;
      while (end < chunk.length && isUrlChar(CCA.call(chunk, end))) end++;
      const url = trimUrlEnd(chunk.slice(idx, end));
      if (url.length > m[0].length) {
        if (idx > 0) pushText(st, base, base + idx);
        const link = parseLink(url, st.stats);
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
        const c = CCA.call(chunk, lead);
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
          const link = parseLink(url, st.stats);
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
      const c = CCA.call(chunk, i);
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
        seg(st, K_MENTION, `@${name}`, 0);
        const after = at + m[0].length;
        if (after < chunk.length) pushChunk(st, chunk.slice(after), base + after);
        return;
      }
    }
  }
  pushText(st, base, base + chunk.length);
}

/** Segmentation of st.src into whitespace / word / punctuation / URL / e-mail / mention segments (st.src16 holds st.src's code units). */
export function segment(st: Scratch): void {
  scan(st, 0, st.src.length, true);
}
