import { describe, expect, it } from "vitest";
import { mulberry32 } from "../scripts/lib/dataset.js";
import { buildIndex, matchPhrases } from "../src/detection/matcher.js";
import { normalize } from "../src/detection/normalize/index.js";
import { NUMBER_WORDS } from "../src/detection/number-words.js";

/**
 * The phrase matcher against a plain reading of the pattern syntax: every phrase tried at every token, no index, no
 * pre-filter. The phrases that start on a number are looked up by the next token's first character (numNext) or
 * verified at every number (numGapped), a phrase whose later step looks rarer than its first is looked up by that step
 * (Phrase.anchor): each must find what trying them all finds.
 */

type RefAlt = { exact?: string; prefix?: string; num?: true; thousands?: true };
type RefStep = { alts: RefAlt[]; gap: number };

function refParse(pattern: string): RefStep[] {
  const steps: RefStep[] = [];
  let gap = 0;
  for (const part of pattern.split(" ")) {
    const g = /^~(\d)$/.exec(part);
    if (g) {
      gap = Number(g[1]);
      continue;
    }
    const alts = part
      .split("|")
      .map((a): RefAlt => (a === "#n" ? { num: true } : a === "#k" ? { thousands: true } : a.endsWith("*") ? { prefix: a.slice(0, -1) } : { exact: a }));
    steps.push({ alts, gap });
    gap = 0;
  }
  return steps;
}

function altOk(a: RefAlt, tok: string): boolean {
  if (a.num) return /^\d+$/.test(tok) || NUMBER_WORDS.includes(tok);
  if (a.thousands) return /^\d{1,4}[кk]$/.test(tok);
  if (a.prefix !== undefined) return tok.startsWith(a.prefix);
  return tok === a.exact;
}

function refMatchAt(steps: RefStep[], toks: string[], pos: number, step: number): boolean {
  if (step === steps.length) return true;
  const st = steps[step]!;
  for (let k = pos + 1; k <= Math.min(pos + 1 + st.gap, toks.length - 1); k++) {
    if (st.alts.some((a) => altOk(a, toks[k]!)) && refMatchAt(steps, toks, k, step + 1)) return true;
  }
  return false;
}

function refFired(rules: string[][], toks: string[]): number[] {
  const out: number[] = [];
  rules.forEach((patterns, rule) => {
    const hit = patterns.some((p) => {
      const steps = refParse(p);
      return toks.some((t, i) => steps[0]!.alts.some((a) => altOk(a, t)) && refMatchAt(steps, toks, i, 1));
    });
    if (hit) out.push(rule);
  });
  return out;
}

const RULES: string[][] = [
  ["#n за час|смену", "#n руб* ~1 в|за день"],
  ["#n ~2 на руки"],
  ["#n #n ~1 кг"],
  ["#n человек*|людей ~3 оплата|платим"],
  ["#n per like|review"],
  ["оплата ~2 #n"],
  ["#n ~1 платим"],
  ["#n"],
  // sums in thousands ("#k"): first, later and beside "#n" in one step
  ["#k за час|смену", "#n|#k ~1 сразу"],
  ["оплата ~2 #k"],
];

const VOCAB = [
  "5",
  "300",
  "24",
  "за",
  "час",
  "смену",
  "рубли",
  "рублей",
  "в",
  "день",
  "на",
  "руки",
  "кг",
  "человек",
  "людей",
  "оплата",
  "платим",
  "per",
  "like",
  "review",
  "и",
  "сразу",
  "people",
  "20к",
  "5k",
  "12345к",
  "к",
  // numbers in words (NUMBER_WORDS), and words that share their first letters but are not numbers
  "пять",
  "тысяч",
  "двести",
  "five",
  "hundred",
  "пятно",
  "тысячелетие",
  "fiver",
];

/** the rules of `idx` whose phrases match the text */
function firedBy(idx: ReturnType<typeof buildIndex>, text: string): number[] {
  const nt = normalize(text);
  const fired = new Uint8Array(idx.ruleCount);
  matchPhrases(idx, nt.normalized, nt.tokenSpans, fired);
  return [...fired.keys()].filter((i) => fired[i] === 1);
}

/** `idx` (built from `rules`) fires what the plain reading does on each text; how many texts fire a rule at all */
function expectReference(rules: string[][], idx: ReturnType<typeof buildIndex>, texts: Iterable<string>): number {
  let withHit = 0;
  for (const text of texts) {
    const want = refFired(rules, normalize(text).tokens);
    expect(firedBy(idx, text), text).toEqual(want);
    if (want.length > 0) withHit++;
  }
  return withHit;
}

describe("the phrase matcher", () => {
  const idx = buildIndex(RULES);
  /** the rules (indexes of RULES) whose phrases match the text */
  const fires = (text: string) => firedBy(idx, text);

  it("finds what trying every phrase at every token finds, number-first phrases included", () => {
    // seeded: the same texts on every run
    const next = mulberry32(20261129);
    let checked = 0;
    let withHit = 0;
    for (let n = 0; n < 3000; n++) {
      const len = 1 + Math.floor(next() * 9);
      const text = Array.from({ length: len }, () => VOCAB[Math.floor(next() * VOCAB.length)]!).join(" ");
      const want = refFired(RULES, normalize(text).tokens);
      expect(fires(text), text).toEqual(want);
      checked++;
      // rules other than the bare "#n" (rule 7, which any number fires)
      if (want.some((r) => r < 7)) withHit++;
    }
    expect(checked).toBe(3000);
    // the generated texts exercise the phrases, not only the bare number
    expect(withHit).toBeGreaterThan(100);
  });

  it("a long list of phrases on one first token (or on a number, with a gap) finds what trying them all finds", () => {
    // eight or more phrases behind one first step are verified by the first two letters their second steps can start with
    // (PhraseList.byNext): one rule per phrase, so that every phrase's own match is compared, not only its rule's
    const LONG: string[][] = [
      "оплата ~1 за|в день",
      "оплата ~2 #n",
      "оплата ~3 сразу",
      "оплата наличными",
      "оплата ~1 руки*",
      "оплата ~2 каждый ~1 день",
      "оплата ~1 per ~1 like",
      "оплата ~3 пять",
      "оплата #n|#k ~1 час",
      "#n ~1 за ~1 час",
      "#n ~2 на руки",
      "#n ~3 человек*",
      "#n ~1 сразу",
      "#n ~2 руб*",
      "#n ~1 #n ~1 кг",
      "#n ~3 платим",
      "#n ~2 в день",
      "#n ~1 пять",
      // second steps keyed by their first two letters (PhraseList.byNext): a token of one letter, a token of digits that
      // an exact token or "#k" reads, a prefix of two letters
      "оплата ~1 24 ~1 часа",
      "оплата ~2 #k",
      "оплата ~1 на",
      "#n ~1 24",
      "#n ~2 ру*",
    ].map((p) => [p]);
    const long = buildIndex(LONG);
    const vocab = [...VOCAB, "наличными", "каждый", "руб", "оплата", "оплата", "24", "часа", "на", "рука"];
    const next = mulberry32(20261130);
    const texts = Array.from({ length: 3000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 9) }, () => vocab[Math.floor(next() * vocab.length)]!).join(" "),
    );
    expect(expectReference(LONG, long, texts)).toBeGreaterThan(300);
  });
  it("a phrase found by a later, rarer step than its first finds its first steps within their gaps before it", () => {
    // Phrase.anchor: "money", "inbox|dm", "л", "день" and "час|смену" are looked up, the steps before them verified back
    // from there, gaps included (one rule per phrase)
    const ANCHORED: string[][] = [
      "i ~2 make* ~1 money",
      "to my inbox|dm",
      "в ~1 л с|c",
      "за ~1 в ~2 день ~1 сразу",
      "#k за час|смену",
      "оплата ~3 в ~1 день",
    ].map((p) => [p]);
    const idx = buildIndex(ANCHORED);
    const vocab = [
      "i",
      "make",
      "making",
      "money",
      "to",
      "my",
      "inbox",
      "dm",
      "в",
      "л",
      "с",
      "c",
      "за",
      "день",
      "сразу",
      "20к",
      "час",
      "смену",
      "оплата",
      "и",
      "the",
      "5",
    ];
    const next = mulberry32(20261201);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    /** a phrase written out with 0 to gap + 1 other tokens before each step (one too many: no match), or a token skipped */
    const instance = (pattern: string): string[] => {
      const out: string[] = [];
      let gap = 0;
      for (const part of pattern.split(" ")) {
        if (part.startsWith("~")) {
          gap = Number(part.slice(1));
          continue;
        }
        for (let g = Math.floor(next() * (gap + 2)); g > 0; g--) out.push(pick(vocab));
        const alt = pick(part.split("|"));
        if (next() > 0.05) out.push(alt === "#k" ? "20к" : alt.endsWith("*") ? `${alt.slice(0, -1)}ing` : alt);
        gap = 0;
      }
      return out;
    };
    const texts = Array.from({ length: 3000 }, () =>
      [...Array.from({ length: Math.floor(next() * 3) }, () => pick(vocab)), ...instance(pick(ANCHORED)[0]!)].join(" "),
    );
    expect(expectReference(ANCHORED, idx, texts)).toBeGreaterThan(300);
    expect(firedBy(idx, "i really do make good money")).toEqual([0]);
    expect(firedBy(idx, "i really do not make good money")).toEqual([]);
  });
  it("every number word is a token as the normaliser writes it (a word it would change could never be read)", () => {
    const changed = NUMBER_WORDS.filter((w) => normalize(w).tokens.join(" ") !== w);
    expect(changed).toEqual([]);
  });
  it("a number written as a word is a number", () => {
    expect(fires("плачу пять за час")).toEqual([0, 7]);
    expect(fires("двести рублей в день")).toEqual([0, 7]);
    expect(fires("пять тысяч сразу на руки")).toEqual([1, 7, 8]);
    expect(fires("five hundred per like")).toEqual([4, 7]);
    // a word that starts as a number does but is not one
    expect(fires("пятно за час")).toEqual([]);
    expect(fires("fiver per like")).toEqual([]);
  });
  it("a number-first phrase matches with its second step at once, after a gap, or as the last token", () => {
    expect(fires("плачу 500 за час")).toEqual([0, 7]);
    expect(fires("500 рублей в день")).toEqual([0, 7]);
    expect(fires("3000 сразу на руки")).toEqual([1, 7, 8]);
    expect(fires("10 20 кг")).toEqual([2, 7]);
    expect(fires("нужно 3 человека, оплата сразу")).toEqual([3, 7]);
    expect(fires("оплата 500")).toEqual([5, 7]);
    expect(fires("за час 500")).toEqual([7]);
    expect(fires("час за 500")).toEqual([7]);
    expect(fires("500 сразу платим")).toEqual([6, 7, 8]);
  });

  it("a number typed in groups of three ('40 000', '1 500 000') is one number to the step after it", () => {
    const grouped = buildIndex([["от #n в месяц"], ["#n рублей"], ["плачу #n сразу"]]);
    const read = (text: string) => {
      const nt = normalize(text);
      const fired = new Uint8Array(3);
      matchPhrases(grouped, nt.normalized, nt.tokenSpans, fired);
      return [...fired.keys()].filter((i) => fired[i] === 1);
    };
    expect(read("доход от 40 000 в месяц")).toEqual([0]);
    expect(read("от 1 500 000 в месяц")).toEqual([0]);
    expect(read("от 40000 в месяц")).toEqual([0]);
    expect(read("плачу 2 500 сразу")).toEqual([2]);
    // the last group is a number of its own ("000 рублей"), as before
    expect(read("15 000 рублей")).toEqual([1]);
    // not a group: four digits, two, or a comma between
    expect(read("от 40 0000 в месяц")).toEqual([]);
    expect(read("от 40 00 в месяц")).toEqual([]);
    expect(read("от 40, 000 в месяц")).toEqual([]);
  });

  it("'#k' is a sum in thousands: 1-4 digits and 'к' or 'k', never a plain number", () => {
    expect(fires("7к за смену")).toEqual([8]);
    expect(fires("5k сразу")).toEqual([8]);
    expect(fires("оплата от 20к")).toEqual([9]);
    expect(fires("оплата от 20")).toEqual([5, 7]);
    expect(fires("12345к за смену")).toEqual([]);
    expect(fires("к за смену")).toEqual([]);
  });
});
