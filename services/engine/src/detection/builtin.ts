/**
 * Evaluation of the built-in rules (rules.ts) on a normalised text.
 */
import { CLASS, F_CONTROL, F_CYRILLIC, F_EMOJI, F_INVISIBLE, F_LATIN, F_LETTER, F_NOISE_MARK, F_NOSPACE, STYLED_T } from "./chars.js";
import { buildIndex, matchPhrases, type PhraseIndex } from "./matcher.js";
import type { NormalizedText } from "./normalize/index.js";
import { BUILTIN_COMBOS, BUILTIN_RULES, COUNTER_CATEGORY, SEVERAL_KINDS, URL_SHORTENERS, type BuiltinRule, type ComboRule, type Metric } from "./rules.js";
import type { GroupSettings, Signal } from "./types.js";

interface CompiledBuiltins {
  rules: readonly BuiltinRule[];
  /** the kind bit of each rule: its category's (fewer than 32 categories: a bit each), 0 for a counter-signal */
  kindBit: Uint32Array;
  index: PhraseIndex;
  /**
   * sticky: when every match starts with a CJK letter (see startsWithCjk), the same regex with the "y" flag, tried at
   * those letters only; null otherwise. refines: the index of the rule that must have fired for the regex to run
   * (BuiltinRule.refines), -1 for none
   */
  regexes: Array<{ rule: number; re: RegExp; sticky: RegExp | null; refines: number }>;
  metricRules: number[];
  /** per combination: one category bit mask per `all` list */
  combos: Array<{ combo: ComboRule; masks: number[] }>;
}

function compileBuiltins(rules: readonly BuiltinRule[]): CompiledBuiltins {
  const phrases = rules.map((r) => Object.values(r.patterns ?? {}).flat());
  const regexes: CompiledBuiltins["regexes"] = [];
  const metricRules: number[] = [];
  rules.forEach((r, i) => {
    const refines = r.refines === undefined ? -1 : rules.findIndex((x) => x.name === r.refines);
    // an earlier rule of phrases or regexes: metric rules are evaluated after every regex
    if (refines < 0 ? r.refines !== undefined : refines >= i || rules[refines]!.metric !== undefined)
      throw new Error(`built-in rule ${r.name}: refines ${r.refines}, which is not an earlier phrase or regex rule`);
    for (const src of r.regex ?? []) regexes.push({ rule: i, re: new RegExp(src), sticky: startsWithCjk(src) ? new RegExp(src, "y") : null, refines });
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
  return { rules, kindBit, index: buildIndex(phrases), regexes, metricRules, combos };
}

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
  const alts = splitAlternatives(src);
  if (alts === undefined) return false;
  for (const a of alts) {
    if (!firstAtomCjk(a)) return false;
  }
  return true;
}

function firstAtomCjk(src: string): boolean {
  let end: number;
  if (src.startsWith("(?:")) {
    end = closingParen(src, 0);
    if (end < 0 || !startsWithCjk(src.slice(3, end))) return false;
  } else if (src[0] === "[") {
    end = classEnd(src, 0);
    if (end < 2) return false;
    for (const ch of src.slice(1, end)) if (!keptCjkLetter(ch)) return false;
  } else {
    const ch = src[0];
    if (ch === undefined || !keptCjkLetter(ch)) return false;
    end = 0;
  }
  const q = src[end + 1];
  return q !== "?" && q !== "*" && q !== "{";
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
 * A text with a few CJK letters among many others (a Chinese line in a long Russian or English post) has its CJK regexes
 * tried at those letters only, where every match of theirs starts: an unanchored scan of 10,000 characters cost each
 * Chinese word list 30-60 µs. Past this many letters (a Chinese text) the plain scan is cheaper than a try per letter.
 */
const CJK_TRY_MAX = 64;
const CJK_AT = new Int32Array(CJK_TRY_MAX);

/** the offsets of text's kept CJK letters into CJK_AT; their count, or -1 if there are more than CJK_TRY_MAX */
function cjkLetterOffsets(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // below U+2E80 no code unit is a CJK letter (a fast path for the Latin and Cyrillic around them)
    if (c < 0x2e80 || !keptCjkUnit(c)) continue;
    if (n === CJK_TRY_MAX) return -1;
    CJK_AT[n++] = i;
  }
  return n;
}

/** Does the sticky regex match at one of the first `n` offsets of CJK_AT? */
function matchesAtCjk(sticky: RegExp, text: string, n: number): boolean {
  for (let k = 0; k < n; k++) {
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

/** Appends a signal for every built-in rule that fires. */
export function evaluateBuiltins(nt: NormalizedText, settings: GroupSettings, out: Signal[]): void {
  const c = COMPILED;
  // one buffer for every call (each is synchronous and reads it only before it returns)
  const fired = FIRED;
  fired.fill(0);
  matchPhrases(c.index, nt.normalized, nt.tokenSpans, fired);
  const text = nt.normalized;
  const cjk = nt.scripts.cjk > 0;
  // the CJK letters' offsets, found once a CJK regex is to run (-2: not yet; -1: too many to try one by one)
  let cjkLetters = -2;
  // in rule order, so a refined rule's regexes (refines < rule) have run before the rule that refines it
  for (const { rule, re, sticky, refines } of c.regexes) {
    if (fired[rule] || (refines >= 0 && fired[refines] !== 1)) continue;
    if (sticky === null) {
      if (re.test(text)) fired[rule] = 1;
    } else if (cjk) {
      if (cjkLetters === -2) cjkLetters = cjkLetterOffsets(text);
      if (cjkLetters < 0 ? re.test(text) : matchesAtCjk(sticky, text, cjkLetters)) fired[rule] = 1;
    }
  }
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
  const w = severalKindsWeight(popcount(kinds));
  if (w > 0) out.push({ name: SEVERAL_KINDS.name, weight: w, category: SEVERAL_KINDS.category });
  for (const { combo, masks } of c.combos) {
    if (combo.weight > 0 && comboFires(masks, kinds)) out.push({ name: combo.name, weight: combo.weight, category: SEVERAL_KINDS.category });
  }
}

/** Does a combination (one category mask per `all` list) fire on the fired categories `kinds`? */
export function comboFires(masks: readonly number[], kinds: number): boolean {
  for (const m of masks) if ((kinds & m) === 0) return false;
  return true;
}

/** The category masks of the built-in combinations, in BUILTIN_COMBOS order (for the training scripts). */
export function comboMasks(): number[][] {
  return COMPILED.combos.map((c) => c.masks);
}

/** The kind bit of a built-in rule, 0 for a counter-signal (for the training scripts). */
export function categoryBit(ruleIndex: number): number {
  return COMPILED.kindBit[ruleIndex]!;
}

/** The combination weight for a number of distinct categories among the fired rules. */
export function severalKindsWeight(kinds: number, weights: { two: number; three: number } = SEVERAL_KINDS.weights): number {
  return kinds >= 3 ? weights.three : kinds === 2 ? weights.two : 0;
}

export function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}
