/** Pass 1: character cleaning of the NFKC text, and the counts taken on the way. */
import {
  CLASS,
  DIACRITIC_T,
  F_CONTROL,
  F_CYRILLIC,
  F_EMOJI,
  F_GREEK,
  F_INVISIBLE,
  F_LATIN,
  F_LETTER,
  F_LOWER,
  F_MARK,
  F_NOISE_MARK,
  F_NOSPACE,
  F_UPPER,
  STYLED,
  STYLED_T,
  astralClass,
  isStyledCodePoint,
} from "../chars.js";
import type { NormalizationStats } from "./types.js";

/** indices of the pass-1 counters in the scratch's `counts` (a typed array: no per-call object) */
export const P1_EMOJIS = 0;
export const P1_CASED = 1;
export const P1_UPPER = 2;
export const P1_LAT = 3;
export const P1_CYR = 4;
export const P1_CJK = 5;
export const P1_OTHER = 6;
export const P1_DIACRITICS = 7;
export const P1_COUNT = 8;

/**
 * Basic Cyrillic А-я (U+0410-U+044F) takes a short path in cleanChars: each is a cased letter of the
 * Cyrillic script (upper-case below U+0430) that is not invisible, a noise mark, a control
 * character, stylised, an emoji or stripped of a diacritic. Checked here, once, against the tables
 * the general path reads, so the short path cannot drift from it.
 */
function checkBasicCyrillic(): void {
  for (let c = 0x410; c <= 0x44f; c++) {
    const cls = CLASS[c]!;
    const upper = c < 0x430;
    const ok =
      (cls & F_LETTER) !== 0 &&
      (cls & F_CYRILLIC) !== 0 &&
      (cls & (upper ? F_UPPER : F_LOWER)) !== 0 &&
      (cls & (upper ? F_LOWER : F_UPPER)) === 0 &&
      (cls & (F_INVISIBLE | F_NOISE_MARK | F_CONTROL | F_EMOJI)) === 0 &&
      STYLED_T[c] === 0 &&
      DIACRITIC_T[c] === 0;
    if (!ok) throw new Error(`cleanChars: U+${c.toString(16)} cannot take the basic Cyrillic path`);
  }
}
checkBasicCyrillic();

// Passes are separate functions: one huge function gets worse machine code once
// it is optimised as a whole (after many short messages) than its loops did alone.

/**
 * Character cleaning of the NFKC text `s`, read from `s16` (its code units, from 0 to s.length); returns the cleaned
 * text (`s` itself when nothing changed), counters in `counts` (P1_* indices).
 */
export function cleanChars(s: string, s16: Uint16Array, stats: NormalizationStats, counts: Int32Array): string {
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
    const code = s16[i]!;
    if (code < 0x80) {
      // (code | 0x20) folds A-Z onto a-z and nothing else below 0x80 onto a-z
      if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) {
        if (pendingInvisible) {
          if (prevLetter) stats.invisible += pendingInvisible;
          pendingInvisible = 0;
        }
        prevLetter = true;
        // the ASCII letters that follow: only counted (the state above stays as it is)
        let j = i + 1;
        if (code <= 0x5a) upper++;
        while (j < n) {
          const d = s16[j]!;
          if ((d | 0x20) < 0x61 || (d | 0x20) > 0x7a) break;
          if (d <= 0x5a) upper++;
          j++;
        }
        cased += j - i;
        lat += j - i;
        i = j - 1;
      } else if ((code < 0x20 && code !== 9 && code !== 10 && code !== 13) || code === 0x7f) {
        // control characters (not tab / newline / CR) and DEL become a space
        c1 += `${s.slice(last, i)} `;
        last = i + 1;
        prevLetter = false;
        pendingInvisible = 0;
      } else {
        prevLetter = false;
        pendingInvisible = 0;
      }
      continue;
    }
    if (code >= 0x410 && code <= 0x44f) {
      // basic Cyrillic А-я: the letter branch below, without its lookups (checkBasicCyrillic: they change nothing)
      if (pendingInvisible) {
        if (prevLetter) stats.invisible += pendingInvisible;
        pendingInvisible = 0;
      }
      prevLetter = true;
      // the basic Cyrillic letters that follow: only counted
      let j = i + 1;
      if (code < 0x430) upper++;
      while (j < n) {
        const d = s16[j]!;
        if (d < 0x410 || d > 0x44f) break;
        if (d < 0x430) upper++;
        j++;
      }
      cased += j - i;
      cyr += j - i;
      i = j - 1;
      continue;
    }
    let cp = code;
    let width = 1;
    let cls: number;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < n) {
      cp = ((code - 0xd800) << 10) + (s16[i + 1]! - 0xdc00) + 0x10000;
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
      c1 += `${s.slice(last, i)} `;
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
      // a keycap digit ("3️⃣0️⃣0️⃣0️⃣ ₽"): the digit stays and its enclosing keycap goes (still counted as an emoji), so that
      // keycap digits read as the one number they spell instead of four tokens
      if (cp === 0x20e3) {
        const p = s16[i - 1] === 0xfe0f ? s16[i - 2] : s16[i - 1];
        if (p !== undefined && p >= 0x30 && p <= 0x39) {
          c1 += s.slice(last, i);
          last = i + 1;
        }
      }
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
  const C = counts;
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

/** isStyledCodePoint's ranges as UTF-16: a native scan tells whether the counting loop is needed at all */
export const MAYBE_STYLED = /[\u2460-\u24ff\uff01-\uff5e]|\ud835[\udc00-\udfff]|\ud83c[\udd00-\uddad]/;

/** text made only of U+0000-U+009F and basic Cyrillic is its own NFKC (checked exhaustively, pairs included) */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ranges name every character below U+00A0, controls included
export const NEEDS_NFKC = /[^\x00-\x9f\u0400-\u045f]/;

/** stats.styled += the stylised characters (math alphanumerics, fullwidth, enclosed) NFKC is about to fold */
export function countStyled(text: string, stats: NormalizationStats): void {
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
