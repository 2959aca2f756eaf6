/** Leetspeak digits and symbols inside words ("fr33", "з4работок"). */
import { CLASS, F_CYRILLIC, F_LETTER, LEET_CYR, LEET_LAT } from "../chars.js";
import type { NormalizationStats } from "./types.js";

// String.prototype.charCodeAt, called as CCA.call(s, i) (why: text-builder.ts); an alias in each module, not an import, as
// an imported binding costs a load and a hole check on every use in a hot loop
const CCA = String.prototype.charCodeAt;

/** digits and symbols that stand for letters inside a word ("€" for "е" / "e": "Тр€буются", "fr€e") */
const LEETABLE = new Set([0x30, 0x31, 0x33, 0x34, 0x35, 0x36, 0x37, 0x40, 0x24, 0x20ac]);
/** LEETABLE's ASCII members as a lookup table */
export const LEETABLE_ASCII = new Uint8Array(0x80);
for (const c of LEETABLE) if (c < 0x80) LEETABLE_ASCII[c] = 1;

/** Leetspeak digits inside a (lower-case) word. */
export function leetWord(w: string, stats: NormalizationStats): string {
  let letters = 0;
  let leet = 0;
  let cyr = 0;
  for (let i = 0; i < w.length; i++) {
    const c = CCA.call(w, i);
    if (c >= 0x30 && c <= 0x39) {
      if (!LEETABLE.has(c)) return w; // a real number ("h264", "2024")
      leet++;
    } else if (c === 0x40 || c === 0x24 || c === 0x20ac) leet++;
    else if (c >= 0xd800 && c <= 0xdfff) continue;
    else if (CLASS[c]! & F_LETTER) {
      letters++;
      if (CLASS[c]! & F_CYRILLIC) cyr++;
    }
  }
  if (leet === 0 || letters < 3) return w;
  if (CCA.call(w, 0) === 0x30 && (CCA.call(w, 1) | 0x20) === 0x78) return w; // 0x... hex
  const isCyr = cyr * 2 > letters;
  const map = isCyr ? LEET_CYR : LEET_LAT;
  for (let i = 0; i < w.length; i++) {
    const c = CCA.call(w, i);
    if (LEETABLE.has(c) && !map.has(c)) return w; // e.g. "6" in a Latin word
  }
  // find leet runs
  const n = w.length;
  let hasInterior = false;
  for (let i = 0; i < n; ) {
    if (map.has(CCA.call(w, i))) {
      let j = i;
      while (j < n && map.has(CCA.call(w, j))) j++;
      if (i > 0 && j < n) hasInterior = true;
      i = j;
    } else i++;
  }
  let out = "";
  let converted = 0;
  for (let i = 0; i < n; ) {
    const c = CCA.call(w, i);
    if (map.has(c)) {
      let j = i;
      while (j < n && map.has(CCA.call(w, j))) j++;
      const interior = i > 0 && j < n;
      const edgeOk = hasInterior || (isCyr && letters >= 3 && j - i === 1);
      if (interior || edgeOk) {
        for (let x = i; x < j; x++) out += String.fromCharCode(map.get(CCA.call(w, x))!);
        converted += j - i;
      } else out += w.slice(i, j);
      i = j;
    } else {
      out += w[i];
      i++;
    }
  }
  if (converted === 0) return w;
  stats.leet += converted;
  stats.leetWords++;
  return out;
}
