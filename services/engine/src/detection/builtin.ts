/**
 * Evaluation of the built-in rules (rules.ts) on a normalised text.
 */
import { CLASS, F_CONTROL, F_CYRILLIC, F_EMOJI, F_INVISIBLE, F_LATIN, F_LETTER, F_NOISE_MARK, F_NOSPACE, STYLED_T } from "./chars.js";
import { indexPhrases, matchPhrases, parsePhrase, type PhraseIndex } from "./matcher.js";
import { normalize, type NormalizedText } from "./normalize/index.js";
import {
  BUILTIN_COMBOS,
  BUILTIN_RULES,
  COUNTER_CATEGORY,
  MARKER_CATEGORIES,
  SEVERAL_KINDS,
  URL_SHORTENERS,
  type BuiltinRule,
  type ComboRule,
  type Metric,
} from "./rules.js";
import { joinSplitWords, type SplitVocabulary, splitVocabulary } from "./split.js";
import { looksTranslitRu, looksUzbekCyrillic, translitToCyrillic, uzbekCyrillicToLatin } from "./translit.js";
import type { GroupSettings, Signal } from "./types.js";

interface CompiledBuiltins {
  rules: readonly BuiltinRule[];
  /** the kind bit of each rule: its category's (fewer than 32 categories: a bit each), 0 for a counter-signal */
  kindBit: Uint32Array;
  /** the bits of the marker categories (MARKER_CATEGORIES): they count in combinations, not toward several_spam_kinds */
  markerBits: number;
  index: PhraseIndex;
  /** the words of every phrase, for the reading of words split by a space (split.ts) */
  split: SplitVocabulary;
  /** every rule's regexes, in rule order */
  regexes: CompiledRegex[];
  /** the distinct search keys (searchKeys) of the LITERALS-gated regexes; their `literals` are indexes into this */
  literals: string[];
  /** per CJK letter that a CJK-gated regex's match can start with, the bits (cjkBit) of those regexes */
  cjkFirst: Map<number, number>;
  metricRules: number[];
  /** per combination: one category bit mask per `all` list */
  combos: Array<{ combo: ComboRule; masks: number[] }>;
}

interface CompiledRegex {
  rule: number;
  re: RegExp;
  /** how it is run on a text */
  gate: Gate;
  /** for the CJK and LITERALS gates, the same regex with the "y" flag, tried where a match can start; null for SCAN */
  sticky: RegExp | null;
  /** for LITERALS, the search keys of its leading literals (indexes into CompiledBuiltins.literals); null otherwise */
  literals: Int32Array | null;
  /** for CJK, its bit in CompiledBuiltins.cjkFirst's masks (one per CJK-gated regex); 0 otherwise */
  cjkBit: number;
  /** the index of the rule that must have fired for the regex to run (BuiltinRule.refines), -1 for none */
  refines: number;
}

function compileBuiltins(rules: readonly BuiltinRule[]): CompiledBuiltins {
  // parsed once, for the index and for the split-word vocabulary
  const phrases = rules.flatMap((r, rule) => Object.values(r.patterns ?? {}).flatMap((ps) => (ps ?? []).map((p) => parsePhrase(p, rule))));
  const regexes: CompiledBuiltins["regexes"] = [];
  const literals: string[] = [];
  const literalIds = (lits: string[]): Int32Array =>
    Int32Array.from(lits, (l) => {
      const k = literals.indexOf(l);
      return k >= 0 ? k : literals.push(l) - 1;
    });
  const metricRules: number[] = [];
  const cjkFirst = new Map<number, number>();
  let cjkRegexes = 0;
  rules.forEach((r, i) => {
    const refines = r.refines === undefined ? -1 : rules.findIndex((x) => x.name === r.refines);
    // an earlier rule of phrases or regexes: metric rules are evaluated after every regex
    if (refines < 0 ? r.refines !== undefined : refines >= i || rules[refines]!.metric !== undefined)
      throw new Error(`built-in rule ${r.name}: refines ${r.refines}, which is not an earlier phrase or regex rule`);
    for (const src of r.regex ?? []) {
      const re = new RegExp(src);
      // a CJK-gated regex is not run at all on a text without the CJK letters it starts with: that gate first
      const firsts = cjkFirsts(src);
      const lits = firsts ? null : leadingLiterals(src);
      const keys = lits ? searchKeys(lits) : undefined;
      if (firsts !== undefined) {
        if (cjkRegexes === 31) throw new Error("built-in rules: more than 31 CJK-gated regexes");
        const cjkBit = 1 << cjkRegexes++;
        for (const c of firsts) cjkFirst.set(c, (cjkFirst.get(c) ?? 0) | cjkBit);
        regexes.push({ rule: i, re, gate: CJK, sticky: new RegExp(src, "y"), literals: null, cjkBit, refines });
      } else if (keys !== undefined) {
        regexes.push({ rule: i, re, gate: LITERALS, sticky: new RegExp(src, "y"), literals: literalIds(keys), cjkBit: 0, refines });
      } else regexes.push({ rule: i, re, gate: SCAN, sticky: null, literals: null, cjkBit: 0, refines });
    }
    if (r.metric) metricRules.push(i);
  });
  const cats = [...new Set(rules.map((r) => r.category))];
  if (cats.length > 31) throw new Error("built-in rules: more than 31 categories");
  // a counter-signal is no kind of spam: no bit, so it counts toward neither several_spam_kinds nor a combination
  const kindBit = Uint32Array.from(rules.map((r) => (r.category === COUNTER_CATEGORY ? 0 : (1 << cats.indexOf(r.category)) >>> 0)));
  const combos = BUILTIN_COMBOS.map((combo) => ({
    combo,
    masks: combo.all.map((cs) =>
      cs.reduce((m, c) => {
        const k = cats.indexOf(c);
        if (k < 0) throw new Error(`built-in combination ${combo.name}: no rule has category ${c}`);
        return m | (1 << k);
      }, 0),
    ),
  }));
  const markerBits = MARKER_CATEGORIES.reduce((m, c) => (cats.includes(c) ? (m | (1 << cats.indexOf(c))) >>> 0 : m), 0);
  return {
    rules,
    kindBit,
    markerBits,
    index: indexPhrases(phrases, rules.length),
    split: splitVocabulary(phrases),
    regexes,
    literals,
    cjkFirst,
    metricRules,
    combos,
  };
}

/** How a built-in regex is run on a text (CompiledBuiltins.regexes[].gate). */
type Gate = 0 | 1 | 2;
/** an unanchored scan of the whole text */
const SCAN: Gate = 0;
/** every match starts with a CJK letter (cjkFirsts): not run on a text without one of its letters, else tried at them */
const CJK: Gate = 1;
/** every match starts with one of a few literal strings (leadingLiterals): tried where they occur, not run if none does */
const LITERALS: Gate = 2;

/**
 * Does every match of the regex `src` start with a CJK letter that the normaliser counts in `scripts.cjk` and leaves in
 * the text as it is (a letter of a script without spaces, not Latin / Cyrillic, not emoji, never removed or folded)?
 * Then a text whose scripts.cjk is 0 cannot match, and the regex is not run (a 10,000-character text without Han paid
 * ~40 µs for one Chinese word list, 30 µs more for the three with classes). Reads only the simple forms, and answers
 * false for anything else: such a letter ("收卡"), a class of such letters ("[多空]"), a group "(?:...)" or a top-level
 * alternation whose every alternative starts so; the first atom may not be optional ("?", "*", "{"), and an escape, a
 * range, a negated class or a lookaround at the start answers false.
 */
export function startsWithCjk(src: string): boolean {
  return cjkFirsts(src) !== undefined;
}

/** The CJK letters every match of `src` can start with (startsWithCjk's reading), or undefined when it is not so gated. */
export function cjkFirsts(src: string): Set<number> | undefined {
  const alts = splitAlternatives(src);
  if (alts === undefined) return undefined;
  const out = new Set<number>();
  for (const a of alts) {
    const firsts = firstAtomCjk(a);
    if (firsts === undefined) return undefined;
    for (const c of firsts) out.add(c);
  }
  return out;
}

function firstAtomCjk(src: string): Set<number> | undefined {
  let end: number;
  let firsts: Set<number> | undefined;
  if (src.startsWith("(?:")) {
    end = closingParen(src, 0);
    if (end < 0) return undefined;
    firsts = cjkFirsts(src.slice(3, end));
    if (firsts === undefined) return undefined;
  } else if (src[0] === "[") {
    end = classEnd(src, 0);
    if (end < 2) return undefined;
    firsts = new Set();
    for (const ch of src.slice(1, end)) {
      if (!keptCjkLetter(ch)) return undefined;
      firsts.add(ch.charCodeAt(0));
    }
  } else {
    const ch = src[0];
    if (ch === undefined || !keptCjkLetter(ch)) return undefined;
    end = 0;
    firsts = new Set([ch.charCodeAt(0)]);
  }
  const q = src[end + 1];
  return q !== "?" && q !== "*" && q !== "{" ? firsts : undefined;
}

/** a letter the normaliser counts in scripts.cjk and never changes (one BMP code unit) */
function keptCjkLetter(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return c <= 0xffff && ch.length === 1 && keptCjkUnit(c);
}

/** keptCjkLetter of one UTF-16 code unit (a surrogate is none) */
function keptCjkUnit(c: number): boolean {
  const cls = CLASS[c]!;
  if ((cls & (F_LETTER | F_NOSPACE)) !== (F_LETTER | F_NOSPACE)) return false;
  return (cls & (F_LATIN | F_CYRILLIC | F_EMOJI | F_INVISIBLE | F_NOISE_MARK | F_CONTROL)) === 0 && STYLED_T[c] === 0;
}

/**
 * The literal strings one of which starts every match of the regex `src` (a leading word boundary "\b" is zero-width and
 * passed over), or undefined when that cannot be read from its simple forms: a run of literal characters ("launch",
 * "\$", "кур"; a character that a "?", "*" or "{" follows ends the run before it, one that "+" follows ends it after it),
 * a class of literal characters ("[$€£]"), a group "(?:...)" or a top-level alternation whose every alternative starts
 * so. A class, an escape such as "\d" or "\s", a range, a negated class, an anchor, a lookaround, "." or an optional
 * first atom at the start answers undefined. Such a regex is tried only where one of its literals occurs: a scan of a
 * long text for "$" cost each of the "$" regexes 10-13 µs per 10,000 characters that held one or none.
 */
export function leadingLiterals(src: string): string[] | undefined {
  const alts = splitAlternatives(src);
  if (alts === undefined) return undefined;
  const out = new Set<string>();
  for (const a of alts) {
    const lits = altLiterals(a);
    if (lits === undefined) return undefined;
    for (const l of lits) out.add(l);
  }
  return [...out];
}

/** leadingLiterals of one alternative */
function altLiterals(src: string): string[] | undefined {
  const i = src.startsWith("\\b") ? 2 : 0;
  let lits: string[];
  let end: number;
  if (src.startsWith("(?:", i)) {
    end = closingParen(src, i);
    const inner = end < 0 ? undefined : leadingLiterals(src.slice(i + 3, end));
    if (inner === undefined) return undefined;
    lits = inner;
  } else if (src[i] === "[") {
    end = classEnd(src, i);
    const members = end < 0 ? undefined : classLiterals(src.slice(i + 1, end));
    if (members === undefined) return undefined;
    lits = members;
  } else {
    let run = "";
    for (let j = i; ; ) {
      const ch = literalAt(src, j);
      if (ch === undefined) break;
      const width = src[j] === "\\" ? 2 : 1;
      const q = src[j + width];
      if (q === "?" || q === "*" || q === "{") break;
      run += ch;
      j += width;
      if (q === "+") break;
    }
    return run === "" ? undefined : [run];
  }
  const q = src[end + 1];
  return q === "?" || q === "*" || q === "{" ? undefined : lits;
}

/**
 * V8's String.prototype.indexOf finds a string of up to 6 code units by a linear search from its first character, a
 * longer one by Boyer-Moore-Horspool with tables built per call ("followers": ~5 µs per 10,000 characters, more than the
 * regex's own scan): the literals are looked for by their first 6 code units at most (the sticky try checks the rest).
 */
const SEARCH_KEY_MAX = 6;

/**
 * What a LITERALS-gated regex looks for: each literal cut to SEARCH_KEY_MAX code units, without a key that another key
 * starts ("пиши" finds every "пишите"); undefined when one is a single character that every long text holds many of
 * (an ASCII letter or digit, ".", ",", "-" or a space: a search for it would only count up to the plain scan).
 */
export function searchKeys(literals: readonly string[]): string[] | undefined {
  const cut = [...new Set(literals.map((l) => l.slice(0, SEARCH_KEY_MAX)))];
  if (cut.some((k) => k.length === 1 && /[a-z0-9.,\- ]/i.test(k))) return undefined;
  return cut.filter((k) => !cut.some((o) => o !== k && k.startsWith(o)));
}

/** regex syntax: these characters are literal only when escaped */
const REGEX_SYNTAX = "\\^$.|?*+()[]{}";

/** the literal character at src[j] (a plain one, or an escaped punctuation character such as "\$"), undefined for anything else */
function literalAt(src: string, j: number): string | undefined {
  const ch = src[j];
  if (ch === undefined) return undefined;
  if (ch !== "\\") return REGEX_SYNTAX.includes(ch) ? undefined : ch;
  const e = src[j + 1];
  return e === undefined || /[\p{L}\p{N}_]/u.test(e) ? undefined : e;
}

/** the members of a class body made only of literal characters ("$€£", "\-."), undefined if it has a range, a negation or an escape such as "\d" */
function classLiterals(body: string): string[] | undefined {
  if (body === "" || body[0] === "^") return undefined;
  const out = new Set<string>();
  for (let j = 0; j < body.length; j++) {
    const ch = body[j]!;
    if (ch === "-") return undefined;
    if (ch === "\\") {
      const e = body[j + 1];
      if (e === undefined || /[\p{L}\p{N}_]/u.test(e)) return undefined;
      out.add(e);
      j++;
    } else out.add(ch);
  }
  return [...out];
}

/** the index of the ")" that closes the "(" at `open`, -1 if unbalanced (escapes and classes skipped) */
function closingParen(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const ch = src[i];
    if (ch === "\\") i++;
    else if (ch === "[") {
      i = classEnd(src, i);
      if (i < 0) return -1;
    } else if (ch === "(") depth++;
    else if (ch === ")" && --depth === 0) return i;
  }
  return -1;
}

/** the index of the "]" that closes the class opened at `open` (escapes skipped; "[]" is an empty class, as in JS), -1 if none */
function classEnd(src: string, open: number): number {
  for (let i = open + 1; i < src.length; i++) {
    if (src[i] === "\\") i++;
    else if (src[i] === "]") return i;
  }
  return -1;
}

/** `src` split at its top-level "|" (undefined if a group or class is unbalanced) */
function splitAlternatives(src: string): string[] | undefined {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === "\\") i++;
    else if (ch === "[") {
      i = classEnd(src, i);
      if (i < 0) return undefined;
    } else if (ch === "(") {
      const close = closingParen(src, i);
      if (close < 0) return undefined;
      i = close;
    } else if (ch === "|") {
      out.push(src.slice(start, i));
      start = i + 1;
    }
  }
  out.push(src.slice(start));
  return out;
}

const COMPILED = compileBuiltins(BUILTIN_RULES);
const FIRED = new Uint8Array(COMPILED.rules.length);

/**
 * A text's CJK letters that a CJK-gated regex can start with (cjkFirsts: a Chinese word list starts with one of a few
 * dozen letters) are where those regexes are tried, each at the letters it starts with: an unanchored scan of 10,000
 * characters cost each Chinese word list 20-50 µs of a long text with a Chinese passage in it. Past this many such
 * letters (a Chinese text) the plain scan of each is cheaper than a try per letter.
 */
const CJK_TRY_MAX = 256;
/** where the text's letters of COMPILED.cjkFirst are, and each one's bits */
const CJK_AT = new Int32Array(CJK_TRY_MAX);
const CJK_MASK = new Int32Array(CJK_TRY_MAX);
/** the code units of COMPILED.cjkFirst as a bitmap, so that a Chinese text costs no Map lookup per letter */
const CJK_FIRST_BITS = new Uint8Array(0x10000 >>> 3);
for (const c of COMPILED.cjkFirst.keys()) CJK_FIRST_BITS[c >>> 3]! |= 1 << (c & 7);
/** the lowest of them: every code unit below it is passed over at once (the Latin and Cyrillic around a Chinese line) */
const CJK_FIRST_MIN = Math.min(0xffff, ...COMPILED.cjkFirst.keys());

/** the offsets of text's letters of COMPILED.cjkFirst into CJK_AT and CJK_MASK; their count, or -1 if more than CJK_TRY_MAX */
function cjkStartOffsets(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < CJK_FIRST_MIN || (CJK_FIRST_BITS[c >>> 3]! & (1 << (c & 7))) === 0) continue;
    if (n === CJK_TRY_MAX) return -1;
    CJK_AT[n] = i;
    CJK_MASK[n++] = COMPILED.cjkFirst.get(c)!;
  }
  return n;
}

/**
 * A LITERALS-gated regex is tried at each offset of its literals while they occur at most this often in all (a sticky try
 * costs ~0.1-0.3 µs, the scan of 10,000 characters 5-15 µs); past it, the plain scan.
 */
const LITERAL_TRY_MAX = 32;
/** per literal of COMPILED.literals: where it occurs in the text being evaluated (LITERAL_TRY_MAX slots each) */
const LITERAL_AT = new Int32Array(COMPILED.literals.length * LITERAL_TRY_MAX);
/** per literal: how many offsets LITERAL_AT holds; -1 more than LITERAL_TRY_MAX; -2 not looked for yet in this text */
const LITERAL_N = new Int32Array(COMPILED.literals.length);

/** the offsets of literal `id` in text into LITERAL_AT; their count, or -1 if it occurs more than LITERAL_TRY_MAX times */
function literalOffsets(id: number, text: string): number {
  const lit = COMPILED.literals[id]!;
  const base = id * LITERAL_TRY_MAX;
  let n = 0;
  for (let p = text.indexOf(lit); p >= 0; p = text.indexOf(lit, p + 1)) {
    if (n === LITERAL_TRY_MAX) return -1;
    LITERAL_AT[base + n++] = p;
  }
  return n;
}

/** Does the LITERALS-gated regex match in text? Tried at its literals' offsets, or a plain scan when they are too many. */
function matchesAtLiterals(re: RegExp, sticky: RegExp, ids: Int32Array, text: string): boolean {
  let total = 0;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    let n = LITERAL_N[id]!;
    if (n === -2) {
      n = literalOffsets(id, text);
      LITERAL_N[id] = n;
    }
    total += n;
    if (n < 0 || total > LITERAL_TRY_MAX) return re.test(text);
  }
  for (let k = 0; k < ids.length; k++) {
    const base = ids[k]! * LITERAL_TRY_MAX;
    const n = LITERAL_N[ids[k]!]!;
    for (let j = 0; j < n; j++) {
      sticky.lastIndex = LITERAL_AT[base + j]!;
      if (sticky.test(text)) return true;
    }
  }
  return false;
}

/** CJK_AT's count for the text being evaluated (cjkStartOffsets), -2 until a CJK-gated regex is to run on it */
let cjkLetters = -2;

/** Forgets the offsets found in the previous text (each is looked for once per text, when a regex first needs it). */
function beginText(): void {
  LITERAL_N.fill(-2);
  cjkLetters = -2;
}

/** Does the built-in regex match the normalised text (`cjk`: the text has a CJK letter)? Run as its gate says. */
function regexMatches(x: CompiledRegex, text: string, cjk: boolean): boolean {
  if (x.gate === SCAN) return x.re.test(text);
  if (x.gate === LITERALS) return matchesAtLiterals(x.re, x.sticky!, x.literals!, text);
  if (!cjk) return false;
  if (cjkLetters === -2) cjkLetters = cjkStartOffsets(text);
  return cjkLetters < 0 ? x.re.test(text) : matchesAtCjk(x.sticky!, x.cjkBit, text, cjkLetters);
}

/** Whether each built-in regex (in rule order) matches the normalised text, regardless of refinements and other rules (for the tests). */
export function builtinRegexMatches(text: string, cjk: boolean): Array<{ src: string; literalGated: boolean; matches: boolean }> {
  beginText();
  return COMPILED.regexes.map((x) => ({ src: x.re.source, literalGated: x.gate === LITERALS, matches: regexMatches(x, text, cjk) }));
}

/** Does the sticky regex match at one of the first `n` offsets of CJK_AT whose letter it can start with (`bit`)? */
function matchesAtCjk(sticky: RegExp, bit: number, text: string, n: number): boolean {
  for (let k = 0; k < n; k++) {
    if ((CJK_MASK[k]! & bit) === 0) continue;
    sticky.lastIndex = CJK_AT[k]!;
    if (sticky.test(text)) return true;
  }
  return false;
}
const SHORTENERS = new Set(URL_SHORTENERS);
const TG_HOSTS = new Set(["t.me", "telegram.me", "telegram.dog"]);
/** Query parameters and path parts that carry a referral or an invitation. */
const REFERRAL =
  /[?&](?:ref|refid|ref_id|refcode|referral|referrer|referral_code|invcode|invite_code|invitecode|inviter|invite|aff|aff_id|affiliate|promo|r|start|startapp)=|\/(?:ref|referral|invite)\//;
/** Code hosts, where ?ref= names a git branch, not a referrer. */
const CODE_HOSTS = new Set(["github.com", "gitlab.com", "bitbucket.org", "raw.githubusercontent.com", "gist.github.com"]);
/** "next to no text": fewer characters than this outside the links */
const BARE_TEXT_MAX = 25;

export function isShortener(host: string): boolean {
  if (SHORTENERS.has(host)) return true;
  const dot = host.indexOf(".");
  return dot > 0 && SHORTENERS.has(host.slice(dot + 1));
}

export function isInviteLink(host: string, path: string): boolean {
  return TG_HOSTS.has(host) && (path.startsWith("/+") || path.startsWith("/joinchat") || path.startsWith("/%2b"));
}

/** The path of a link to one message of a public chat or channel: /name/123 */
const MESSAGE_PATH = /^\/[^/]+\/\d/;

/** A Telegram link that is not to one message of a chat (t.me/c/..., t.me/name/123): a channel, user, bot or invite. */
function isTelegramEntity(host: string, path: string): boolean {
  // an invite first: its hash may start with a digit ("/joinchat/1AbC"), which MESSAGE_PATH would take for a message
  return isInviteLink(host, path) || (TG_HOSTS.has(host) && path.length > 1 && !path.startsWith("/c/") && !MESSAGE_PATH.test(path));
}

export function metricValue(m: Metric, nt: NormalizedText, settings: GroupSettings): number {
  switch (m) {
    case "links":
      return nt.links.length;
    case "mentions":
      return nt.mentions.length;
    case "emojiOverMax":
      return nt.emojis - settings.max_emojis;
    case "capsPercent":
      return nt.casedLetters >= 20 ? Math.floor((100 * nt.upperLetters) / nt.casedLetters) : 0;
    case "mixedWords":
      return nt.stats.mixedWords;
    case "obfuscation":
      return nt.obfuscationScore;
    case "shortenerLinks": {
      let n = 0;
      for (const l of nt.links) if (isShortener(l.host)) n++;
      return n;
    }
    case "inviteLinks": {
      let n = 0;
      for (const l of nt.links) if (isInviteLink(l.host, l.path)) n++;
      return n;
    }
    case "referralLinks": {
      let n = 0;
      for (const l of nt.links) if (!CODE_HOSTS.has(l.host) && REFERRAL.test(l.path)) n++;
      return n;
    }
    case "telegramLinks": {
      // a message with an invite already points to Telegram through invite_link: one signal for one destination kind
      let n = 0;
      for (const l of nt.links) {
        if (isInviteLink(l.host, l.path)) return 0;
        if (isTelegramEntity(l.host, l.path)) n++;
      }
      return n;
    }
    case "bareLink":
    case "bareTelegram": {
      if (nt.links.length === 0) return 0;
      let urlChars = 0;
      let telegram = false;
      for (const l of nt.links) {
        urlChars += l.url.length;
        // not a link to one message of a chat (how people quote a post)
        if (isTelegramEntity(l.host, l.path)) telegram = true;
      }
      if (nt.normalized.length - urlChars >= BARE_TEXT_MAX) return 0;
      return m === "bareLink" || telegram ? 1 : 0;
    }
    case "bareInvite": {
      let invite = false;
      let urlChars = 0;
      for (const l of nt.links) {
        urlChars += l.url.length;
        if (isInviteLink(l.host, l.path)) invite = true;
      }
      return invite && nt.normalized.length - urlChars < BARE_TEXT_MAX ? 1 : 0;
    }
  }
}

/** Marks in `fired` every rule whose phrases or regexes match the normalised text (rules already marked are not tried). */
function firePhrasesAndRegexes(c: CompiledBuiltins, nt: NormalizedText, fired: Uint8Array): void {
  matchPhrases(c.index, nt.normalized, nt.tokenSpans, fired);
  const cjk = nt.scripts.cjk > 0;
  beginText();
  // in rule order, so a refined rule's regexes (refines < rule) have run before the rule that refines it
  for (const x of c.regexes) {
    if (fired[x.rule] || (x.refines >= 0 && fired[x.refines] !== 1)) continue;
    if (regexMatches(x, nt.normalized, cjk)) fired[x.rule] = 1;
  }
}

/** Appends a signal for every built-in rule that fires. */
export function evaluateBuiltins(nt: NormalizedText, settings: GroupSettings, out: Signal[]): void {
  const c = COMPILED;
  // one buffer for every call (each is synchronous and reads it only before it returns)
  const fired = FIRED;
  fired.fill(0);
  firePhrasesAndRegexes(c, nt, fired);
  // Russian in Latin letters: read once more in Cyrillic, by the same phrases and regexes (translit.ts)
  if (looksTranslitRu(nt)) firePhrasesAndRegexes(c, normalize(translitToCyrillic(nt.normalized)), fired);
  // Uzbek in Cyrillic script: read once more in the Latin script, which the Uzbek phrases are written in (translit.ts)
  else if (looksUzbekCyrillic(nt)) firePhrasesAndRegexes(c, normalize(uzbekCyrillicToLatin(nt.original.toLowerCase())), fired);
  // words split once by a space ("зара боток", "пи шите"), or a preposition glued to a word spaced out with it ("вличку"):
  // read once more with them joined, or cut (split.ts)
  const joined = joinSplitWords(c.split, nt.normalized, nt.tokenSpans, nt.spacedTokens);
  if (joined !== undefined) firePhrasesAndRegexes(c, normalize(joined), fired);
  for (const i of c.metricRules) {
    const r = c.rules[i]!;
    if (metricValue(r.metric!.name, nt, settings) >= r.metric!.min) fired[i] = 1;
  }
  let kinds = 0;
  // a warning that gives a way to act on it (a link, a @handle) is how fake support writes ("Beware of scammers, contact
  // our support @..."): a counter-signal counts only in a text with neither
  const counters = nt.links.length === 0 && nt.mentions.length === 0;
  for (let i = 0; i < c.rules.length; i++) {
    if (fired[i] && (counters || c.kindBit[i] !== 0)) {
      const r = c.rules[i]!;
      out.push({ name: r.name, weight: r.weight, category: r.category });
      kinds |= c.kindBit[i]!;
    }
  }
  const w = severalKindsWeight(spamKinds(kinds));
  if (w > 0) out.push({ name: SEVERAL_KINDS.name, weight: w, category: SEVERAL_KINDS.category });
  const words = nt.tokenSpans.length >> 1;
  for (const entry of c.combos) {
    const { combo } = entry;
    if (combo.weight > 0 && compiledComboFires(entry, kinds, words)) out.push({ name: combo.name, weight: combo.weight, category: SEVERAL_KINDS.category });
  }
}

/** Does a compiled combination fire on the fired categories `kinds` in a text of `words` tokens (its maxWords)? */
function compiledComboFires({ combo, masks }: CompiledBuiltins["combos"][number], kinds: number, words: number): boolean {
  return (combo.maxWords === undefined || words <= combo.maxWords) && comboFires(masks, kinds);
}

/** The same for the built-in combination at index `k` of BUILTIN_COMBOS (for the training scripts). */
export function builtinComboFires(k: number, kinds: number, words: number): boolean {
  return compiledComboFires(COMPILED.combos[k]!, kinds, words);
}

/** Does a combination (one category mask per `all` list) fire on the fired categories `kinds`? */
export function comboFires(masks: readonly number[], kinds: number): boolean {
  for (const m of masks) if ((kinds & m) === 0) return false;
  return true;
}

/** The built-in phrases' words as the split-word reading joins against them (for the tests). */
export function builtinSplitVocabulary(): SplitVocabulary {
  return COMPILED.split;
}

/** The kind bit of a built-in rule, 0 for a counter-signal (for the training scripts). */
export function categoryBit(ruleIndex: number): number {
  return COMPILED.kindBit[ruleIndex]!;
}

/** The combination weight for a number of distinct categories among the fired rules. */
export function severalKindsWeight(kinds: number, weights: { two: number; three: number } = SEVERAL_KINDS.weights): number {
  return kinds >= 3 ? weights.three : kinds === 2 ? weights.two : 0;
}

/** How many kinds of spam the fired categories `kinds` hold (several_spam_kinds): a marker's category is not one. */
export function spamKinds(kinds: number): number {
  return popcount(kinds & ~COMPILED.markerBits);
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}
