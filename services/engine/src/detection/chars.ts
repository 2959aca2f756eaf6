/**
 * Character tables used by the normaliser. Everything here is built once at
 * module load; the hot path only does typed-array and Map look-ups.
 */

export const F_LETTER = 1 << 0;
export const F_UPPER = 1 << 1;
export const F_DIGIT = 1 << 2;
export const F_LATIN = 1 << 3;
export const F_CYRILLIC = 1 << 4;
export const F_GREEK = 1 << 5;
export const F_EMOJI = 1 << 6;
export const F_SPACE = 1 << 7;
export const F_MARK = 1 << 8;
export const F_LOWER = 1 << 9;
/** Scripts written without spaces (Han, Kana, Thai, ...): every char is its own "word" for matching. */
export const F_NOSPACE = 1 << 10;
/** Zero-width / bidi / soft hyphen / variation selectors: removed. */
export const F_INVISIBLE = 1 << 11;
/** Combining marks that are noise on Latin/Cyrillic/Greek text (Zalgo etc.): removed. */
export const F_NOISE_MARK = 1 << 12;
/** Control characters (C0 except \t\n\r, DEL, C1, NUL): replaced by a space. */
export const F_CONTROL = 1 << 13;

/** Word characters: letters, digits and (non-noise) marks. */
export const F_WORD = F_LETTER | F_DIGIT | F_MARK;

function buildTable(): Uint16Array {
  const tbl = new Uint16Array(65536);
  const parts: string[] = [];
  for (let i = 0; i < 65536; i++) parts.push(i >= 0xd800 && i <= 0xdfff ? " " : String.fromCharCode(i));
  const all = parts.join("");
  const props: Array<[RegExp, number]> = [
    [/\p{L}/gu, F_LETTER],
    [/\p{Lu}/gu, F_UPPER],
    [/\p{Ll}/gu, F_LOWER],
    [/\p{Nd}/gu, F_DIGIT],
    [/\p{Script=Latin}/gu, F_LATIN],
    [/\p{Script=Cyrillic}/gu, F_CYRILLIC],
    [/\p{Script=Greek}/gu, F_GREEK],
    [/\p{Extended_Pictographic}/gu, F_EMOJI],
    [/\p{White_Space}/gu, F_SPACE],
    [/\p{M}/gu, F_MARK],
    [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu, F_NOSPACE],
  ];
  for (const [re, bit] of props) {
    re.lastIndex = 0;
    for (const m of all.matchAll(re)) tbl[m.index] = (tbl[m.index] ?? 0) | bit;
  }
  for (let i = 0xd800; i <= 0xdfff; i++) tbl[i] = 0;
  const invisible: Array<[number, number]> = [
    [0x200b, 0x200f],
    [0x202a, 0x202e],
    [0x2060, 0x2064],
    [0x2066, 0x2069],
    [0xfeff, 0xfeff],
    [0x00ad, 0x00ad],
    [0x034f, 0x034f],
    [0x180e, 0x180e],
    [0xfe00, 0xfe0f],
    [0x115f, 0x1160],
    [0x3164, 0x3164],
    [0xffa0, 0xffa0],
    [0x2028, 0x2029],
  ];
  for (const [a, b] of invisible) for (let i = a; i <= b; i++) tbl[i] = F_INVISIBLE;
  // Line/paragraph separators behave like newlines.
  tbl[0x2028] = F_SPACE;
  tbl[0x2029] = F_SPACE;
  const noise: Array<[number, number]> = [
    [0x0300, 0x036f],
    [0x1ab0, 0x1aff],
    [0x1dc0, 0x1dff],
    [0x20d0, 0x20ff],
    [0xfe20, 0xfe2f],
  ];
  for (const [a, b] of noise) for (let i = a; i <= b; i++) tbl[i] = F_NOISE_MARK;
  tbl[0x20e3] = F_EMOJI; // combining enclosing keycap: part of keycap emoji
  for (let i = 0; i < 0x20; i++) if (i !== 9 && i !== 10 && i !== 13) tbl[i] = F_CONTROL;
  for (let i = 0x7f; i <= 0x9f; i++) tbl[i] = F_CONTROL;
  // '#', '*' and digits are Extended_Pictographic-adjacent only in keycaps; never emoji on their own.
  // The apostrophes that Unicode files as modifier letters: the Uzbek Latin alphabet's "ʻ" (U+02BB: "oʻrgatamiz",
  // "qoʻshimcha") and the Ukrainian "ʼ" (U+02BC: "курʼєр", "обовʼязково"), the forms their keyboards type. They split a
  // word as "'" and "’" do (a pattern reads "o rgatamiz", "кур єр"), not join it as letters would.
  tbl[0x02bb] = 0;
  tbl[0x02bc] = 0;
  return tbl;
}

export const CLASS: Uint16Array = buildTable();

/** Classify an astral (non-BMP) code point. */
export function astralClass(cp: number): number {
  if (cp >= 0x1f1e6 && cp <= 0x1f1ff) return F_EMOJI; // regional indicators (flags)
  if (cp >= 0x1f000 && cp <= 0x1faff) return F_EMOJI;
  if (cp >= 0xe0000 && cp <= 0xe007f) return F_INVISIBLE; // tag characters
  if (cp >= 0xe0100 && cp <= 0xe01ef) return F_INVISIBLE; // variation selectors supplement
  if (cp >= 0x20000 && cp <= 0x3ffff) return F_LETTER | F_NOSPACE; // CJK extensions
  if (cp >= 0x1d400 && cp <= 0x1d7ff) return F_LETTER; // math alphanumerics (NFKC folds them first)
  return /\p{L}/u.test(String.fromCodePoint(cp)) ? F_LETTER : 0;
}

/**
 * Letters that NFKC does not fold but that are only used as stylised letters:
 * small capitals (mapped to upper-case Latin, which is what they look like, so
 * that the homoglyph step can still fold them into Cyrillic words), Cherokee
 * lookalikes, Cyrillic-looking small capitals, negative circled / squared
 * letters. Counted as "styled" obfuscation.
 */
export const STYLED: Map<number, string> = (() => {
  const m = new Map<number, string>();
  const spec =
    "ᴀA ʙB ᴄC ᴅD ᴇE ꜰF ɢG ʜH ɪI ᴊJ ᴋK ʟL ᴍM ɴN ᴏO ᴘP ǫQ ʀR ꜱS ᴛT ᴜU ᴠV ᴡW ʏY ᴢZ " +
    "ɑa ɡg ȷj " +
    // Cherokee lookalikes
    "ᎪA ᏴB ᏟC ᎠD ᎬE ᏀG ᎻH ᎫJ ᏦK ᏞL ᎷM ᏢP ᎡR ᏚS ᎢT ᏙV ᎳW ᏃZ ᎾO ᏫO ꮶK " +
    // Cyrillic-looking small capitals / IPA
    "ᴧл ᴨп ᴩр ᴦг ʍм ɜз ɯш ɸф ᴫл ᴎи ᴙя ʒз ʌл ꭹу";
  for (const pair of spec.split(" ")) {
    const cp = pair.codePointAt(0);
    if (cp !== undefined) m.set(cp, pair.slice(-1));
  }
  for (let i = 0; i < 26; i++) {
    const L = String.fromCharCode(65 + i);
    m.set(0x1f150 + i, L); // negative circled
    m.set(0x1f170 + i, L); // negative squared
    m.set(0x1f130 + i, L); // squared (NFKC folds these too)
  }
  return m;
})();

/** Ranges that NFKC folds and that we count as "styled" text when present in the input. */
export function isStyledCodePoint(cp: number): boolean {
  return (
    (cp >= 0x1d400 && cp <= 0x1d7ff) || // mathematical alphanumerics
    (cp >= 0xff01 && cp <= 0xff5e) || // fullwidth ASCII
    (cp >= 0x2460 && cp <= 0x24ff) || // enclosed alphanumerics (circled letters/digits)
    (cp >= 0x1f100 && cp <= 0x1f1ad) // enclosed alphanumeric supplement
  );
}

function pairs(spec: string): Map<number, number> {
  const m = new Map<number, number>();
  for (const p of spec.split(" ")) {
    if (p.length !== 2) throw new Error(`bad homoglyph pair ${p}`);
    m.set(p.charCodeAt(0), p.charCodeAt(1));
  }
  return m;
}

/** Latin (and Greek) letters that look like Cyrillic ones, case-sensitive. */
export const TO_CYR: Map<number, number> = pairs(
  [
    // Latin -> Cyrillic
    "aа cс eе oо pр xх yу kк mм uи nп rг bь iі jј sѕ",
    "AА BВ CС EЕ HН KК MМ OО PР TТ XХ YУ",
    // Greek -> Cyrillic (π/Π inside a Russian word is п/П: "πишите"; a lone "π" in a formula is left alone)
    "αа εе οо ρр τт χх κк γу ιі πп",
    "ΑА ΒВ ΕЕ ΗН ΚК ΜМ ΟО ΡР ΤТ ΧХ ΥУ ΠП",
  ].join(" "),
);

/** Cyrillic (and Greek) letters that look like Latin ones, case-sensitive. */
export const TO_LAT: Map<number, number> = pairs(
  [
    // Cyrillic -> Latin
    "аa вb еe кk мm нh оo рp сc тt уy хx іi јj ѕs ԁd ԛq ԝw ьb пn гr иu",
    "АA ВB ЕE КK МM НH ОO РP СC ТT УY ХX ІI ЈJ ЅS ԌG",
    // Greek -> Latin
    "αa βb εe ιi κk νv οo ρp τt υu χx γy ωw ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX",
  ].join(" "),
);

/** Leetspeak substitutions (applied only inside words, see normalize/leet.ts). */
export const LEET_LAT: Map<number, number> = pairs("0o 1i 3e 4a 5s 7t @a $s €e");
export const LEET_CYR: Map<number, number> = pairs("0о 1і 3з 4ч 6б @а $с €е");

/**
 * Latin letters with diacritics -> base letter (é -> e). Applied in the
 * normalised text only (not counted as obfuscation: it is legitimate in many
 * languages, but spammers use it too). Cyrillic ё -> е.
 */
export const STRIP_DIACRITIC: Map<number, number> = (() => {
  const m = new Map<number, number>();
  for (let c = 0xc0; c <= 0x24f; c++) {
    const d = String.fromCharCode(c).normalize("NFD");
    const b = d.charCodeAt(0);
    if (d.length > 1 && ((b >= 65 && b <= 90) || (b >= 97 && b <= 122))) m.set(c, b);
  }
  m.set(0x451, 0x435); // ё -> е
  m.set(0x401, 0x415); // Ё -> Е
  return m;
})();

/**
 * Top-level domains accepted for bare domains without a scheme ("bit.ly/x").
 * Deliberately excludes TLDs that collide with common file extensions
 * (md, py, rs, sh, js, ts, pl, go ...).
 */
export const BARE_TLDS: ReadonlySet<string> = new Set(
  (
    "com net org ru io me ly co xyz info biz top site online shop store app dev pro club live link cc gg tv ai us uk de fr su ua kz by in " +
    "ltd vip win bet casino money fun cloud icu space website tech life world today click buzz cn jp tk ml ga cf gq pw ws to im gl gy la " +
    "fi nl pl es it eu br tr id vn ph ng ke za au ca mx ar cl pe ve br am az ge uz kg tj lv lt ee cz sk hu ro bg gr at ch be dk se no " +
    "finance investments trade exchange network digital global bond capital systems group email pics photos games gold cash promo " +
    "рф рус"
  ).split(" "),
);

function toTable(m: Map<number, number>): Uint16Array {
  const t = new Uint16Array(65536);
  for (const [k, v] of m) if (k < 65536) t[k] = v;
  return t;
}

/** Typed-array versions of the maps above for the hot path (0 = no mapping). */
export const TO_LAT_T: Uint16Array = toTable(TO_LAT);
export const TO_CYR_T: Uint16Array = toTable(TO_CYR);
export const DIACRITIC_T: Uint16Array = toTable(STRIP_DIACRITIC);
export const STYLED_T: Uint16Array = (() => {
  const t = new Uint16Array(65536);
  for (const [k, v] of STYLED) if (k < 65536) t[k] = v.charCodeAt(0);
  return t;
})();
