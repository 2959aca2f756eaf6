/**
 * Produces obfuscated variants of a text, as spammers do, for tests and the
 * evaluation report. Deterministic for a given (text, kind, seed).
 *
 * kinds:
 *  - homoglyph:  ~50% of letters that have a lookalike in the other script are swapped
 *                (Latin -> Cyrillic in Latin words, Cyrillic -> Latin in Cyrillic words)
 *  - spacing:    ~1/3 of the words of 4+ letters are spaced out ("f r e e") or dotted ("f.r.e.e")
 *  (every kind leaves links alone: an obfuscated link no longer works, so spam keeps them whole)
 *  - zerowidth:  a zero-width / bidi / soft-hyphen character after ~1/3 of the letters inside words
 *  - leetspeak:  ~50% of a/e/i/o/s/t (Latin) or о/з/б/ч (Cyrillic) inside words become digits
 *  - styled:     ~1/2 of the words in mathematical bold or fullwidth letters
 *  - mixed:      homoglyph + zerowidth + leetspeak at lower rates, plus some spacing
 */

import { mulberry32 } from "../../scripts/lib/dataset.js";

export type ObfuscationKind = "homoglyph" | "spacing" | "zerowidth" | "leetspeak" | "styled" | "mixed";
export const OBFUSCATION_KINDS: readonly ObfuscationKind[] = ["homoglyph", "spacing", "zerowidth", "leetspeak", "styled", "mixed"];

const rng = mulberry32;

function mapOf(pairs: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const p of pairs.split(" ")) {
    const [a, b] = [...p];
    if (a && b) m.set(a, b);
  }
  return m;
}

const LAT_TO_CYR = mapOf("aа cс eе oо pр xх yу AА BВ CС EЕ HН KК MМ OО PР TТ XХ YУ");
const CYR_TO_LAT = mapOf("аa еe оo рp сc уy хx кk АA ВB ЕE КK МM НH ОO РP СC ТT ХX");
const LEET_LAT = mapOf("a4 e3 i1 o0 s5 t7 A4 E3 I1 O0 S5 T7");
const LEET_CYR = mapOf("о0 з3 б6 ч4 О0 З3 Б6 Ч4");
const ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u200e"];

const isLetter = (c: string) => /\p{L}/u.test(c);
const isCyr = (c: string) => /\p{Script=Cyrillic}/u.test(c);

/** Split into words (letter runs) and the rest, keeping everything. */
function pieces(text: string): Array<{ word: boolean; s: string }> {
  const out: Array<{ word: boolean; s: string }> = [];
  const re = /\p{L}+|[^\p{L}]+/gu;
  for (const m of text.matchAll(re)) out.push({ word: isLetter([...m[0]][0]!), s: m[0] });
  return out;
}

function homoglyph(word: string, r: () => number, p: number): string {
  const cyr = [...word].filter(isCyr).length * 2 > [...word].length;
  const map = cyr ? CYR_TO_LAT : LAT_TO_CYR;
  return [...word].map((c) => (map.has(c) && r() < p ? map.get(c)! : c)).join("");
}

function leet(word: string, r: () => number, p: number): string {
  const chars = [...word];
  const cyr = chars.filter(isCyr).length * 2 > chars.length;
  const map = cyr ? LEET_CYR : LEET_LAT;
  return chars.map((c, i) => (i > 0 && i < chars.length - 1 && map.has(c) && r() < p ? map.get(c)! : c)).join("");
}

function zerowidth(word: string, r: () => number, p: number): string {
  const chars = [...word];
  return chars.map((c, i) => (i < chars.length - 1 && r() < p ? c + ZW[Math.floor(r() * ZW.length)]! : c)).join("");
}

function spaced(word: string, r: () => number): string {
  return [...word].join(r() < 0.7 ? " " : ".");
}

function styled(word: string, r: () => number): string {
  const bold = r() < 0.5;
  return [...word]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (code >= 65 && code <= 90) return bold ? String.fromCodePoint(0x1d400 + code - 65) : String.fromCharCode(0xff21 + code - 65);
      if (code >= 97 && code <= 122) return bold ? String.fromCodePoint(0x1d41a + code - 97) : String.fromCharCode(0xff41 + code - 97);
      return c;
    })
    .join("");
}

/** Links are left alone: an obfuscated link is no longer a link anyone can follow, so spam keeps its links whole. */
const LINK = /(?:https?:\/\/|www\.|\bt\.me\/)\S+/gi;

export function obfuscate(text: string, kind: ObfuscationKind, seed: number): string {
  const r = rng(seed);
  const ps = pieces(text);
  const links: Array<[number, number]> = [...text.matchAll(LINK)].map((m) => [m.index!, m.index! + m[0].length]);
  const inLink = (at: number) => links.some(([a, b]) => at >= a && at < b);
  const out: string[] = [];
  let lastSpaced = false;
  let at = 0;
  for (const piece of ps) {
    const start = at;
    at += piece.s.length;
    if (!piece.word || inLink(start)) {
      out.push(piece.s);
      continue;
    }
    let w = piece.s;
    const n = [...w].length;
    switch (kind) {
      case "homoglyph":
        w = homoglyph(w, r, 0.5);
        break;
      case "spacing":
        // never two spaced words in a row (they would merge into one)
        if (n >= 4 && !lastSpaced && r() < 1 / 3) {
          w = spaced(w, r);
          lastSpaced = true;
        } else lastSpaced = false;
        break;
      case "zerowidth":
        w = zerowidth(w, r, 1 / 3);
        break;
      case "leetspeak":
        w = leet(w, r, 0.5);
        break;
      case "styled":
        if (r() < 0.5) w = styled(w, r);
        break;
      case "mixed": {
        const x = r();
        if (n >= 5 && !lastSpaced && x < 0.1) {
          w = spaced(w, r);
          lastSpaced = true;
          break;
        }
        lastSpaced = false;
        if (x < 0.45) w = homoglyph(w, r, 0.4);
        else if (x < 0.7) w = leet(w, r, 0.4);
        w = zerowidth(w, r, 0.15);
        break;
      }
    }
    out.push(w);
  }
  return out.join("");
}
