/**
 * Russian written in Latin letters ("translit": "Zarabotok ot 5000 v den, pishi v ls"), which spammers use to pass filters
 * that read Cyrillic. A normalised text without a Cyrillic letter whose first words are full of Russian function words is
 * read a second time, transliterated back into Cyrillic, by the built-in rules' Cyrillic phrases and regexes (builtin.ts).
 */
import { CLASS, F_LETTER } from "./chars.js";
import type { NormalizedText } from "./normalize/index.js";

/**
 * Russian words in Latin letters that English chat does not use as words: prepositions, pronouns, question words and the
 * commonest verbs and nouns of the kinds. Left out, as English tokens too: "i", "a", "s", "u", "k", "t" (the halves of
 * "it's" and "don't"), "to", "no", "so", "my", "do", "on", "net", "pro".
 */
const MARKERS = new Set([
  "v",
  "vo",
  "na",
  "ne",
  "ni",
  "ot",
  "za",
  "iz",
  "po",
  "bez",
  "dlya",
  "dlja",
  "cherez",
  "pri",
  "ili",
  "eto",
  "kto",
  "chto",
  "kak",
  "gde",
  "kogda",
  "esli",
  "uzhe",
  "tozhe",
  "tolko",
  "eshche",
  "esche",
  "tut",
  "zdes",
  "vse",
  "vsem",
  "menya",
  "tebya",
  "mne",
  "nas",
  "vas",
  "ego",
  "ee",
  "nikto",
  "nichego",
  "est",
  "nado",
  "nuzhno",
  "nuzhny",
  "nuzhen",
  "mozhno",
  "pishi",
  "pishite",
  "napishi",
  "napishite",
  "sejchas",
  "seichas",
  "segodnya",
  "zavtra",
  "rabota",
  "rabotu",
  "dengi",
  "privet",
  "spasibo",
  "pozhalujsta",
  "ochen",
  "horosho",
  "khorosho",
  "den",
  "dnya",
  "chasa",
  "lyudi",
  "ljudi",
  "srazu",
  "rebyata",
  // the kinds' own words, none an English (or Uzbek) word: a short post has too few function words to be taken by them
  // alone ("Devushki ryadom, bot v profile", "Spravki, bolnichnye, medknizhki, bystro, pishite"; the seventeenth session)
  "besplatno",
  "bystro",
  "ssylka",
  "ssylku",
  "profilya",
  "lichku",
  "lichke",
  "devushki",
  "zarabotok",
  "zarabotka",
  "spravki",
  "zaim",
  "zajm",
  "kartu",
  "dolgi",
  "podrabotka",
  "podrabotku",
  "oplata",
  "ezhednevno",
  "pomogu",
  "kuplyu",
  "zvezdy",
  "ryadom",
  "zahodi",
  "nauchu",
]);

/** the first tokens looked at (a long English text pays for these only) */
const LOOK_TOKENS = 60;
/** a text with no marker among its first this many tokens is not looked at further */
const EARLY_TOKENS = 12;
/** at least this many distinct markers, and at least one token in MARKER_SHARE of those looked at a marker */
const MARKERS_MIN = 2;
const MARKER_SHARE = 8;

/** Is the normalised text Russian in Latin letters? (no Cyrillic letter, and Russian function words among its first tokens) */
export function looksTranslitRu(nt: NormalizedText): boolean {
  if (nt.scripts.cyrillic > 0 || nt.scripts.latin < 8) return false;
  const spans = nt.tokenSpans;
  const text = nt.normalized;
  const n = Math.min(spans.length >> 1, LOOK_TOKENS);
  let hits = 0;
  let seen: Set<string> | undefined;
  for (let k = 0; k < n; k++) {
    // Russian puts a preposition or a pronoun in every few words: none in the first EARLY_TOKENS is English (most texts
    // without Cyrillic stop here)
    if (k === EARLY_TOKENS && hits === 0) return false;
    const s = spans[2 * k]!;
    const e = spans[2 * k + 1]!;
    if (e - s > 11) continue;
    const w = text.slice(s, e);
    if (!MARKERS.has(w)) continue;
    hits++;
    seen ??= new Set();
    seen.add(w);
  }
  return seen !== undefined && seen.size >= MARKERS_MIN && hits * MARKER_SHARE >= n;
}

/** digraphs first, longest first; each maps to one Cyrillic letter */
const DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ["shch", "щ"],
  // a reflexive verb's ending ("trebuyutsya", "nravitsya"): "ts" alone is "ц" ("kuritsa")
  ["tsya", "тся"],
  ["sch", "щ"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["ts", "ц"],
  ["yu", "ю"],
  ["ju", "ю"],
  ["ya", "я"],
  ["ja", "я"],
  ["yo", "е"],
  ["jo", "е"],
];

const SINGLE: Readonly<Record<string, string>> = {
  a: "а",
  b: "б",
  v: "в",
  g: "г",
  d: "д",
  e: "е",
  z: "з",
  i: "и",
  j: "й",
  k: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  r: "р",
  s: "с",
  t: "т",
  u: "у",
  f: "ф",
  h: "х",
  c: "ц",
  w: "в",
  q: "к",
  x: "кс",
};

const VOWELS = "aeiouy";

/**
 * Words the common translit writes without their soft sign ("est tema", "dengi", "v den"), read with it as the phrases
 * spell them: whole words, then stems of the kinds' words ("bolnichnye", "konsultaciya"). A Latin apostrophe for the sign
 * ("est'") is a break to the normaliser and leaves the same word.
 */
const SOFT_SIGN_WORDS: ReadonlyMap<string, string> = new Map([
  ["ест", "есть"],
  ["ден", "день"],
  ["денги", "деньги"],
  ["денгами", "деньгами"],
  ["толко", "только"],
  ["болше", "больше"],
  ["профил", "профиль"],
  ["списат", "списать"],
  ["писат", "писать"],
  ["заработат", "заработать"],
  ["получит", "получить"],
]);
const SOFT_SIGN_STEMS: ReadonlyArray<readonly [string, string]> = [
  ["болничн", "больничн"],
  ["консулт", "консульт"],
  ["курер", "курьер"],
];

function withSoftSign(w: string): string {
  const whole = SOFT_SIGN_WORDS.get(w);
  if (whole !== undefined) return whole;
  for (const [stem, fixed] of SOFT_SIGN_STEMS) if (w.startsWith(stem)) return fixed + w.slice(stem.length);
  return w;
}

/**
 * The lower-case Latin letters of a normalised text in Cyrillic, by the common translit: digraphs ("zh", "shch", "ya"),
 * then letter by letter; "y" is "й" after a vowel ("moy", "novyy" -> "мой", "новый") and "ы" elsewhere ("vyvod"); the
 * soft sign put back in the words that need it (SOFT_SIGN_WORDS). Other characters are kept. A reading for the phrase
 * matcher, not a transliteration to show anyone.
 */
export function translitToCyrillic(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c < "a" || c > "z") {
      out += c;
      i++;
      continue;
    }
    let done = false;
    for (const [lat, cyr] of DIGRAPHS) {
      if (text.startsWith(lat, i)) {
        out += cyr;
        i += lat.length;
        done = true;
        break;
      }
    }
    if (done) continue;
    if (c === "y") out += i > 0 && VOWELS.includes(text[i - 1]!) ? "й" : "ы";
    else out += SINGLE[c] ?? c;
    i++;
  }
  return out.replace(/[а-яё]+/g, withSoftSign);
}

/**
 * Uzbek in Cyrillic script ("Тез кредит, ... картангизга, ёзинг"), the script of older members and of much Uzbek spam,
 * while the built-in rules' Uzbek phrases are written in the Latin script (rules.ts). A normalised text with a letter
 * only Uzbek Cyrillic uses (ў қ ғ ҳ), or an Uzbek word among its first tokens, is read a second time in the official
 * Latin script by the same phrases (builtin.ts). Kazakh and Tajik share some of those letters; read in Latin they spell
 * nothing an Uzbek phrase holds.
 */
const UZ_LETTERS = /[ўқғҳ]/;
/** Uzbek Cyrillic words Russian and Ukrainian do not have (a text without ў қ ғ ҳ can still be Uzbek: "Карта керак, личкага ёзинг") */
const UZ_MARKERS = new Set(["керак", "учун", "билан", "езинг", "езсин", "личкага", "личкада", "кунига", "ойига", "бор", "беринг", "бераман", "оламиз"]);
// a token is sliced out and looked up only when its length and first letter could make a marker: this runs on every
// Cyrillic text, and a slice per token cost ~1 µs on a short check
const UZ_MARKER_LEN_MIN = Math.min(...[...UZ_MARKERS].map((w) => w.length));
const UZ_MARKER_LEN_MAX = Math.max(...[...UZ_MARKERS].map((w) => w.length));
const UZ_MARKER_FIRST = new Set([...UZ_MARKERS].map((w) => w.charCodeAt(0)));

/** Is the normalised text Uzbek in Cyrillic script? */
export function looksUzbekCyrillic(nt: NormalizedText): boolean {
  if (nt.scripts.cyrillic === 0) return false;
  if (UZ_LETTERS.test(nt.normalized)) return true;
  const spans = nt.tokenSpans;
  const text = nt.normalized;
  const n = Math.min(spans.length >> 1, LOOK_TOKENS);
  for (let k = 0; k < n; k++) {
    const s = spans[2 * k]!;
    const e = spans[2 * k + 1]!;
    if (e - s < UZ_MARKER_LEN_MIN || e - s > UZ_MARKER_LEN_MAX || !UZ_MARKER_FIRST.has(text.charCodeAt(s))) continue;
    if (UZ_MARKERS.has(text.slice(s, e))) return true;
  }
  return false;
}

/** The official Latin letters of Uzbek Cyrillic ("ў" is "o'", whose apostrophe the normaliser reads as a break, as in Latin input). */
const UZ_LATIN: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "j",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "x",
  ц: "s",
  ч: "ch",
  ш: "sh",
  ъ: "'",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  ў: "o'",
  қ: "q",
  ғ: "g'",
  ҳ: "h",
};

/**
 * The Cyrillic letters of a lower-cased Uzbek text in the Latin script, "е" as "ye" at a word's start; other characters
 * are kept. Read from the original text, not the normalised one: the normaliser folds "ё" into "е", and "ёзинг" is
 * "yozing" where "езинг" would read "yezing". A reading for the phrase matcher.
 */
export function uzbekCyrillicToLatin(text: string): string {
  let out = "";
  let prevLetter = false;
  for (const c of text) {
    const l = UZ_LATIN[c];
    out += l === undefined ? c : c === "е" && !prevLetter ? "ye" : l;
    const cp = c.codePointAt(0)!;
    prevLetter = l !== undefined || (cp < 0x10000 ? (CLASS[cp]! & F_LETTER) !== 0 : /\p{L}/u.test(c));
  }
  return out;
}
