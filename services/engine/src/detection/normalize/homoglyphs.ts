/** Per-word homoglyph folding to the word's dominant script (Latin or Cyrillic). */
import { CLASS, F_CYRILLIC, F_GREEK, F_LATIN, F_LETTER, F_LOWER, F_UPPER, TO_CYR, TO_CYR_T, TO_LAT, TO_LAT_T } from "../chars.js";
import type { Scratch } from "./scratch.js";

// String.prototype.charCodeAt, called as CCA.call(s, i) (why: text-builder.ts); an alias in each module, not an import, as
// an imported binding costs a load and a hole check on every use in a hot loop
const CCA = String.prototype.charCodeAt;

/** Latin letters that are unmistakable Cyrillic lookalikes (used to fold whole Latin words inside Cyrillic text). */
const STRICT_LAT_CYR = new Set("aceopxykABCEHKMOPTXY".split("").map((c) => CCA.call(c, 0)));
const B_I = /b[Il]/g;

/**
 * Every ASCII letter of the word is a strict Cyrillic lookalike (and "b", for "ь", when the word spelled "ы" as "bI"),
 * and nothing outside ASCII but "ы".
 */
function allStrictLatCyr(w: string, softSign = false): boolean {
  for (let i = 0; i < w.length; i++) {
    const c = CCA.call(w, i);
    if (c === 0x44b || (softSign && c === 0x62)) continue;
    if (c < 0x80 ? (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a && !STRICT_LAT_CYR.has(c) : true) return false;
  }
  return true;
}

/** The text is clearly Cyrillic: at least 3 letters only Cyrillic has, and 4 times as many as letters only Latin has. */
export function cyrillicText(st: Scratch): boolean {
  return st.cyrUnique >= 3 && st.cyrUnique >= 4 * st.latUnique;
}

/** The text is clearly Latin (cyrillicText the other way round). */
export function latinText(st: Scratch): boolean {
  return st.latUnique >= 3 && st.latUnique >= 4 * st.cyrUnique;
}

function isLowerAt(w: string, i: number): boolean {
  const c = CCA.call(w, i);
  return c < 0xd800 && (CLASS[c]! & F_LOWER) !== 0;
}

function isUpperAt(w: string, i: number): boolean {
  const c = CCA.call(w, i);
  return c < 0xd800 && (CLASS[c]! & F_UPPER) !== 0;
}

/**
 * Fold homoglyphs of a word to its dominant script. A lower->upper case change
 * inside a word ("nГлавное", "iPhoneЫ") is treated as a word boundary: those
 * parts are folded separately. Returns the (still case-preserved) word.
 */
export function foldWord(w: string, st: Scratch): string {
  // "bI" / "bl" is the old way to type "ы" in Latin letters ("KYPbEPbI" for "КУРЬЕРЫ"): read before the case split
  // below would cut the word at every "b"
  if (w.indexOf("b") > 0 && cyrillicText(st)) {
    const u = w.replace(B_I, "ы");
    if (u !== w && allStrictLatCyr(u, true)) return mapWord(u, TO_CYR, st, false);
  }
  for (let i = 1; i < w.length; i++) {
    if (isUpperAt(w, i) && isLowerAt(w, i - 1)) return foldPart(w.slice(0, i), st) + foldWord(w.slice(i), st);
  }
  return foldPart(w, st);
}

function foldPart(w: string, st: Scratch): string {
  let lat = 0;
  let cyr = 0;
  let grk = 0;
  let latOnly = 0; // Latin letters with no Cyrillic lookalike
  let latT = 0; // of which "t"
  let cyrOnly = 0; // Cyrillic letters with no Latin lookalike
  let grkNoCyr = 0;
  let grkNoLat = 0;
  for (let i = 0; i < w.length; i++) {
    const c = CCA.call(w, i);
    if (c < 0x80) {
      if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) {
        lat++;
        if (TO_CYR_T[c] === 0) {
          latOnly++;
          if (c === 0x74) latT++;
        }
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
    if (lat > 0 && cyr === 0 && grk === 0 && cyrillicText(st)) {
      if (!allStrictLatCyr(w)) return w;
      return mapWord(w, TO_CYR, st, false);
    }
    if (cyr > 0 && lat === 0 && grk === 0 && cyrOnly === 0 && latinText(st)) {
      return mapWord(w, TO_LAT, st, true);
    }
    // A word of two or more Greek lookalikes in Cyrillic text ("οτ 3000" for "от 3000"): nobody writes Russian so but to
    // pass a filter, so it counts as obfuscation; a lone letter ("α = 0.05", "π") is a formula's and stays
    if (grk > 1 && lat === 0 && cyr === 0 && grkNoCyr === 0 && cyrillicText(st)) {
      return mapWord(w, TO_CYR, st, true);
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
  // "t" for "т" inside a Cyrillic word that cannot be read as Latin ("доctуп", "пишиte"): "t" is no lookalike in TO_CYR
  // (which also decides which Latin letters are a text's own), and a word that can be Latin ("сrypto") stays Latin
  else if (latOnly === latT && grkNoCyr === 0 && cyr > 0) toCyr = true;
  else return w; // genuine code-switching ("CSVшка"): leave it
  const map = toCyr ? TO_CYR : TO_LAT;
  const keep = toCyr ? F_CYRILLIC : F_LATIN;
  let out = "";
  let folded = 0;
  for (let i = 0; i < w.length; i++) {
    const c = CCA.call(w, i);
    const isLetter = c < 0x80 ? (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a : c < 0xd800 || c > 0xdfff ? (CLASS[c]! & F_LETTER) !== 0 : false;
    const inScript = c < 0x80 ? !toCyr : (CLASS[c]! & keep) !== 0;
    if (isLetter && !inScript) {
      const m = toCyr && c === 0x74 ? 0x442 : map.get(c);
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

function mapWord(w: string, map: Map<number, number>, st: Scratch, count: boolean): string {
  let out = "";
  for (let i = 0; i < w.length; i++) {
    const m = map.get(CCA.call(w, i));
    out += m === undefined ? w[i] : String.fromCharCode(m);
  }
  if (count) {
    st.stats.homoglyphs += w.length;
    st.stats.mixedWords++;
  }
  return out;
}
