/**
 * Token-phrase matcher for the built-in rules (syntax in rules.ts).
 *
 * All phrases of all rules are compiled into one index keyed by their anchor
 * step (Phrase.anchor: the step whose tokens look rarest, most often the first;
 * exact tokens in a hash table, prefixes in a character trie). Matching walks
 * the tokens once, as spans of the normalised text; bitmap pre-filters skip
 * most tokens, and at each remaining position only the phrases whose anchor
 * matches are verified (the steps after it forward, the steps before it from
 * their first step found within reach back). Cost: O(tokens * (token length +
 * candidates)).
 */

import { COMMON_WORDS } from "./common-words.js";
import { NUMBER_WORDS } from "./number-words.js";

/** Alt.num: not a number, "#n" (digits, or a number word: number-words.ts) or "#k" (a sum in thousands: digits and "к" / "k", "20к", "5k") */
const NOT_NUM = 0;
const DIGITS = 1;
const THOUSANDS = 2;

/** one alternative of a step: exactly one of the three is set (every Alt has all three fields, so the matcher's reads see one object shape) */
interface Alt {
  exact: string | undefined;
  prefix: string | undefined;
  num: typeof NOT_NUM | typeof DIGITS | typeof THOUSANDS;
}

interface Step {
  alts: Alt[];
  /** up to this many arbitrary tokens may precede this step */
  gap: number;
  /** an alternative is "#n": a number word (NUMBER_WORDS) can match the step, whatever the first code unit */
  num: boolean;
}

export interface Phrase {
  rule: number;
  steps: Step[];
  /**
   * The step the index finds the phrase by (chooseAnchor): the one whose tokens look rarest, not its first ("i ~2 make*
   * ~1 money" is looked up at "money", not at every "i"); the steps before it are verified from the first step found
   * within `back` tokens before it.
   */
  anchor: number;
  /** the most tokens the first step can stand before the anchor: each step up to it one token and its gap */
  back: number;
}

const COMMON = new Set(COMMON_WORDS);
/** every start of a common word (a prefix step that reads one is as common as the word) */
const COMMON_STARTS = new Set(COMMON_WORDS.flatMap((w) => Array.from({ length: w.length }, (_, i) => w.slice(0, i + 1))));

/**
 * How often a step's tokens look to occur, a guess from their form alone: a common word (COMMON_WORDS) 100, another
 * token fewer the longer it is, a prefix twice a token of its length (it reads more words) or 100 when a common word
 * starts with it; the sum over the step's alternatives. A step with "#n" or "#k" is never an anchor (Infinity).
 */
function anchorCost(st: Step): number {
  let cost = 0;
  for (const a of st.alts) {
    if (a.num !== NOT_NUM) return Number.POSITIVE_INFINITY;
    const p = a.prefix;
    if (p === undefined) cost += COMMON.has(a.exact!) ? 100 : 30 / a.exact!.length ** 2;
    else cost += COMMON_STARTS.has(p) ? 100 : 60 / p.length ** 2;
  }
  return cost;
}

/**
 * The phrase's anchor: of the steps before its first "#n" (a number written in groups, "40 000", can stretch the
 * distance from a "#n" to the next step by any number of tokens: the first step could not be found within a bound before
 * the anchor), the one whose tokens look rarest (anchorCost), the earliest of equals; the first step when none is rarer.
 */
function chooseAnchor(steps: Step[]): { anchor: number; back: number } {
  let anchor = 0;
  let best = anchorCost(steps[0]!);
  for (let j = 1; j < steps.length && !steps[j]!.num && !steps[0]!.num; j++) {
    const c = anchorCost(steps[j]!);
    if (c < best) {
      best = c;
      anchor = j;
    }
  }
  let back = 0;
  for (let j = 1; j <= anchor; j++) back += steps[j]!.gap + 1;
  return { anchor, back };
}

/**
 * The phrases verified together at a token (those of one anchor token, trie node or number case), with what the steps
 * after their anchors (below: their second steps, which they are for a phrase anchored at its first) can start with: at
 * most positions no token within their reach can (after "i", "to", "you", "a" ... the next token starts with none of the
 * pairs of letters that their second steps do), and the list is passed over without a look at each phrase.
 */
interface PhraseList {
  phrases: Phrase[];
  /** a bit per nextKey() of what the phrases' second steps can start with (a letter and the next, or a letter alone) */
  next: Uint32Array;
  /** the largest gap before a second step */
  gap: number;
  /** a phrase with no step after its anchor is among them: the list is never passed over */
  single: boolean;
  /** a second step is "#n" or "#k": a token that starts with a digit keeps the list, whatever `next` says */
  nextDigit: boolean;
  /** a second step is "#n": a number word within reach keeps the list, whatever `next` says */
  nextNum: boolean;
  /**
   * For a long list without one-step phrases (the number-first phrases with a gap are verified at every number): the
   * indices of its phrases by each nextKey() their second step can start with, so that only those whose second step can
   * match a token within reach are verified; undefined for a short list (verified phrase by phrase)
   */
  byNext: (number[] | undefined)[] | undefined;
  /** with byNext: the indices of the phrases whose second step is "#n" or "#k" (a token that starts with a digit) */
  digitSecond: number[];
  /**
   * with byNext: the indices of the phrases whose second step is "#n" (a number word within reach can match it); only
   * then is numTok read, which matchPhrases fills when the index has a "#n" step
   */
  numSecond: number[];
}

/** a list of at least this many phrases is indexed by its second steps' first two code units (PhraseList.byNext) */
const BY_NEXT_MIN = 8;

/**
 * The key (0-255) of a token's first two code units, `c1` 0 for a token of one: a step's exact token or prefix can match
 * a token only with the same key (collisions only let more through).
 */
function nextKey(c0: number, c1: number): number {
  return (Math.imul(c0, 0x9e3779b1) ^ Math.imul(c1 + 1, 0x85ebca6b)) >>> 24;
}

/** the nextKey() of each exact token or prefix of a step; digits and number words are flagged apart */
function stepKeys(step: Step): number[] {
  const keys: number[] = [];
  for (const a of step.alts) {
    const t = a.exact ?? a.prefix;
    if (t !== undefined) keys.push(nextKey(t.charCodeAt(0), t.length > 1 ? t.charCodeAt(1) : 0));
  }
  return keys;
}

function phraseList(phrases: Phrase[]): PhraseList {
  const next = new Uint32Array(8);
  let gap = 0;
  let single = false;
  let nextDigit = false;
  let nextNum = false;
  for (const ph of phrases) {
    const second = ph.steps[ph.anchor + 1];
    if (second === undefined) {
      single = true;
      continue;
    }
    for (const k of stepKeys(second)) next[k >>> 5]! |= 1 << (k & 31);
    gap = Math.max(gap, second.gap);
    nextDigit ||= second.alts.some((a) => a.num !== NOT_NUM);
    nextNum ||= second.num;
  }
  let byNext: (number[] | undefined)[] | undefined;
  const digitSecond: number[] = [];
  const numSecond: number[] = [];
  if (!single && phrases.length >= BY_NEXT_MIN) {
    byNext = new Array<number[] | undefined>(256).fill(undefined);
    phrases.forEach((ph, i) => {
      const second = ph.steps[ph.anchor + 1]!;
      for (const k of new Set(stepKeys(second))) {
        const l = byNext![k];
        if (l) l.push(i);
        else byNext![k] = [i];
      }
      if (second.alts.some((a) => a.num !== NOT_NUM)) digitSecond.push(i);
      if (second.num) numSecond.push(i);
    });
  }
  return { phrases, next, gap, single, nextDigit, nextNum, byNext, digitSecond, numSecond };
}

interface TrieNode {
  next: Map<number, TrieNode>;
  phrases: Phrase[];
}

/**
 * The prefix trie, flattened for matching: node 0 is the root; the child of node `p` by code unit
 * `c` is found in an open-addressing table keyed by p * 0x10000 + c (a Map per node cost a hash
 * lookup of its own at every character, the matcher's largest single cost on long texts). A slot
 * holds its key, the child and the child's list together (one cache line for a step down).
 */
interface FlatTrie {
  mask: number;
  /** TRIE_SLOT words a slot: its key (-1 empty), the child node, the child's list (PhraseIndex.lists offset; -1 none) */
  slots: Int32Array;
}
const TRIE_SLOT = 3;

/**
 * The lists as matching reads them: a record each in PhraseIndex.lists (Int32Array), what consider() reads of it in a
 * row: flags (LIST_SINGLE, LIST_NEXT_DIGIT, LIST_NEXT_NUM), the largest gap before a second step, the phrase count, the
 * index of its byNext tables in PhraseIndex.listExtras (-1 for none), PhraseList.next (8 words), the phrases' records
 * (offsets in PhraseIndex.code), then for an exact anchor token's list the token (its length, its code units; 0 for
 * other lists). The objects they are built as lay apart on the heap: four or five cache misses a list considered.
 */
const LIST_FLAGS = 0;
const LIST_GAP = 1;
const LIST_COUNT = 2;
const LIST_EXTRA = 3;
const LIST_NEXT = 4;
const LIST_AT = 12;
const LIST_SINGLE = 1;
const LIST_NEXT_DIGIT = 2;
const LIST_NEXT_NUM = 4;
/** a list with byNext tables (PhraseList.byNext, digitSecond, numSecond) */
interface ListExtra {
  byNext: (number[] | undefined)[];
  digitSecond: number[];
  numSecond: number[];
}

/** Packs PhraseLists into list records (above), each phrase as its record's offset in `packed` (packPhrases); an empty list is -1. */
class ListPacker {
  readonly out: number[] = [];
  readonly extras: ListExtra[] = [];
  constructor(private readonly packed: ReadonlyMap<Phrase, number>) {}
  add(list: PhraseList, key = ""): number {
    if (list.phrases.length === 0) return -1;
    const l = this.out.length;
    let extra = -1;
    if (list.byNext !== undefined) {
      extra = this.extras.length;
      this.extras.push({ byNext: list.byNext, digitSecond: list.digitSecond, numSecond: list.numSecond });
    }
    const flags = (list.single ? LIST_SINGLE : 0) | (list.nextDigit ? LIST_NEXT_DIGIT : 0) | (list.nextNum ? LIST_NEXT_NUM : 0);
    const out = this.out;
    out.push(flags, list.gap, list.phrases.length, extra);
    for (let i = 0; i < list.next.length; i++) out.push(list.next[i]! | 0);
    for (const ph of list.phrases) out.push(this.packed.get(ph)!);
    out.push(key.length);
    for (let i = 0; i < key.length; i++) out.push(key.charCodeAt(i));
    return l;
  }
}

export interface PhraseIndex {
  trie: FlatTrie;
  /** phrases whose first step is a number ("#n за час"): every number token would verify them all, so they are split */
  numFirst: Phrase[];
  /**
   * numFirst's phrases whose second step follows at once (no gap), by the first code unit that the second step's
   * alternatives can start with ('0'-'9' for a number): at a number, only the phrases keyed by the next token's first
   * code unit can match (a phrase is listed once per code unit)
   */
  numNext: Map<number, number>;
  /** numFirst's other phrases (a gap before the second step, or one step): verified at every number */
  numGapped: number;
  /** a step of a phrase is "#n": matchPhrases reads which tokens are numbers (numTok) first */
  hasNum: boolean;
  /** phrases anchored at a first step that is a sum in thousands ("#k" alone or before a "#n": no later step can be the anchor): verified at every such token */
  thousandsFirst: number;
  ruleCount: number;
  /**
   * Pre-filter (lossy bitmaps, false positives allowed, no false negatives):
   * `pairs` has a bit for a hash of the two code units of every anchor's
   * exact token / prefix of length 2, `triples` for the first three code units
   * of those of length >= 3. A token of length >= 2 that does not start with a
   * digit and is in neither has no candidate phrase, so the string-keyed
   * lookup (and hashing the token) is skipped.
   */
  pairs: Uint8Array;
  triples: Uint8Array;
  /** a bit per code unit that is, alone, an anchor's exact token ("в" in "в #n раза"); other one-letter tokens are skipped */
  singles: Uint8Array;
  /**
   * Second, sharper pre-filter (lossy, no false negatives) for tokens that pass
   * the first: a bit for keyHash(first L code units, L) of every anchor's
   * exact token (L = its length) and prefix (L = the prefix's length).
   * `prefixLens` has bit L set for every prefix length L (< 32).
   */
  keys: Uint8Array;
  /**
   * The bit of each pre-filter bitmap is its hash (or code unit) & bitMask: 16 bits for the built-in rules' ~1,900 phrases
   * (8 KB a bitmap), fewer for a group's few keywords (a compiled policy is kept per group: 10,000 of them in an engine)
   */
  bitMask: number;
  prefixLens: number;
  /**
   * phrases by exact anchor token: an open-addressing table keyed by the FNV-1a hash of the token, probed without making
   * a string; two words a slot: the hash and the token's list (-1 empty), whose record ends with the token
   */
  exactTable: { mask: number; slots: Int32Array };
  /** the phrases as matching reads them (packPhrases) */
  code: Uint16Array;
  /** the lists of phrases verified together at a token, as matching reads them (list records: ListPacker) */
  lists: Int32Array;
  listExtras: ListExtra[];
}

/** packed code: an alternative's kind */
const CODE_EXACT = 0;
const CODE_PREFIX = 1;
const CODE_DIGITS = 2;
const CODE_THOUSANDS = 3;
/** packed code: where a phrase's step offsets start in its record */
const PHRASE_STEPS = 4;
/**
 * packed code: where a step's bits of first code units start in its record, and its first alternative. A bit per (first
 * code unit that an alternative can match) & 63, in 4 words of 16 bits: a token whose bit is clear cannot match the step
 * (lossy, no false negatives), so most tokens are passed over without comparing the alternatives.
 */
const STEP_FIRSTS = 3;
const STEP_ALTS = STEP_FIRSTS + 4;

/**
 * The phrases as matching reads them: one array of 16-bit words, each phrase's record followed by its steps and their
 * alternatives, the phrases of a list (one anchor token) one after another. A verification reads a few neighbouring
 * cache lines, where the objects the phrases are built as (Phrase, Step, Alt, a string and a Uint32Array each) lie
 * apart on the heap: on a long text, with the caches cold from the checks before, fetching them was most of the
 * matcher's time.
 *   phrase:      rule, anchor, back, step count, then each step's offset from the phrase's record
 *   step:        gap, 1 if "#n" is an alternative (Step.num) else 0, alternative count, a bit per first code unit & 63
 *                of its alternatives (4 words), then the alternatives
 *   alternative: CODE_EXACT (then the token's length and code units), CODE_PREFIX (the same, of the prefix), CODE_DIGITS
 *                or CODE_THOUSANDS (then 0)
 * `order`: the phrases in the order to lay them out (a phrase listed twice is laid out once).
 */
function packPhrases(order: Iterable<Phrase>): { code: Uint16Array; packed: Map<Phrase, number> } {
  const packed = new Map<Phrase, number>();
  let size = 0;
  for (const ph of order) {
    if (packed.has(ph)) continue;
    packed.set(ph, size);
    let n = PHRASE_STEPS + ph.steps.length;
    for (const st of ph.steps) {
      n += STEP_ALTS;
      for (const a of st.alts) n += 2 + (a.exact ?? a.prefix ?? "").length;
    }
    if (ph.rule > 0xffff || ph.back > 0xffff || n > 0xffff) throw new Error("phrase index: a phrase too large to pack");
    size += n;
  }
  const code = new Uint16Array(size);
  for (const [ph, p] of packed) {
    code[p] = ph.rule;
    code[p + 1] = ph.anchor;
    code[p + 2] = ph.back;
    code[p + 3] = ph.steps.length;
    let w = p + PHRASE_STEPS + ph.steps.length;
    for (let i = 0; i < ph.steps.length; i++) {
      const st = ph.steps[i]!;
      code[p + PHRASE_STEPS + i] = w - p;
      code[w] = st.gap;
      code[w + 1] = st.num ? 1 : 0;
      code[w + 2] = st.alts.length;
      const firsts = w + STEP_FIRSTS;
      const addFirst = (c: number): void => {
        code[firsts + ((c & 63) >>> 4)]! |= 1 << (c & 15);
      };
      for (const a of st.alts) {
        if (a.num) for (let d = 0x30; d <= 0x39; d++) addFirst(d);
        else addFirst((a.exact ?? a.prefix!).charCodeAt(0));
      }
      w += STEP_ALTS;
      for (const a of st.alts) {
        const t = a.exact ?? a.prefix ?? "";
        code[w] = a.exact !== undefined ? CODE_EXACT : a.prefix !== undefined ? CODE_PREFIX : a.num === DIGITS ? CODE_DIGITS : CODE_THOUSANDS;
        code[w + 1] = t.length;
        for (let j = 0; j < t.length; j++) code[w + 2 + j] = t.charCodeAt(j);
        w += 2 + t.length;
      }
    }
  }
  return { code, packed };
}

const KEY_BITS = 16;
/** FNV-1a over code units (fnv(), and split.ts's hash of two tokens as one word) */
export const FNV_OFFSET = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;

function keyBit(h: number, len: number): number {
  return (Math.imul(h ^ len, 0x9e3779b1) ^ (h >>> 15)) >>> (32 - KEY_BITS);
}

function addKey(idx: PhraseIndex, t: string, prefix: boolean): void {
  const b = keyBit(fnv(t, 0, t.length), t.length) & idx.bitMask;
  idx.keys[b >>> 3]! |= 1 << (b & 7);
  if (prefix) {
    if (t.length >= 32) throw new Error(`prefix too long in pattern token "${t}*"`);
    idx.prefixLens |= 1 << t.length;
  }
}

export function fnv(text: string, s: number, e: number): number {
  let h = FNV_OFFSET;
  for (let i = s; i < e; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

const PAIR_BITS = 16;

function pairHash(c0: number, c1: number): number {
  return (Math.imul(c0, 0x9e3779b1) ^ Math.imul(c1, 0x85ebca6b)) >>> (32 - PAIR_BITS);
}

function tripleHash(c0: number, c1: number, c2: number): number {
  return (Math.imul(c0, 0x9e3779b1) ^ Math.imul(c1, 0x85ebca6b) ^ Math.imul(c2, 0xc2b2ae35)) >>> (32 - PAIR_BITS);
}

/** the first pre-filter: `singles` for one-letter keys, `pairs` / `triples` for the first two / three code units */
function addPrefilter(idx: PhraseIndex, t: string): void {
  if (t.length === 1) {
    const c = t.charCodeAt(0) & idx.bitMask;
    idx.singles[c >>> 3]! |= 1 << (c & 7);
    return;
  }
  if (t.length < 2) return;
  if (t.length === 2) {
    const h = pairHash(t.charCodeAt(0), t.charCodeAt(1)) & idx.bitMask;
    idx.pairs[h >>> 3]! |= 1 << (h & 7);
  } else {
    const h = tripleHash(t.charCodeAt(0), t.charCodeAt(1), t.charCodeAt(2)) & idx.bitMask;
    idx.triples[h >>> 3]! |= 1 << (h & 7);
  }
}

function parseAlt(a: string): Alt {
  if (a === "#n") return { exact: undefined, prefix: undefined, num: DIGITS };
  if (a === "#k") return { exact: undefined, prefix: undefined, num: THOUSANDS };
  if (a.startsWith("#")) throw new Error(`unknown token class "${a}" (#n or #k)`);
  if (a.endsWith("*")) {
    const p = a.slice(0, -1);
    if (p.length < 2) throw new Error(`prefix too short in pattern token "${a}"`);
    return { exact: undefined, prefix: p, num: NOT_NUM };
  }
  return { exact: a, prefix: undefined, num: NOT_NUM };
}

export function parsePhrase(pattern: string, rule: number): Phrase {
  const steps: Step[] = [];
  let gap = 0;
  for (const raw of pattern.trim().split(/\s+/)) {
    if (/^~[1-3]$/.test(raw)) {
      gap = Number(raw.slice(1));
      continue;
    }
    // "~4" or "~" would otherwise be read as a literal token that never occurs, and the phrase would silently never fire
    if (raw.startsWith("~")) throw new Error(`gap must be ~1, ~2 or ~3 in pattern "${pattern}"`);
    // the text's tokens never hold an apostrophe ("you're" is split into "you re"): such a token would never match
    if (/['\u2019]/.test(raw)) throw new Error(`write a contraction as its tokens ("you re", "don t") in pattern "${pattern}"`);
    const alts = raw.split("|").map(parseAlt);
    steps.push({ alts, gap, num: alts.some((a) => a.num === DIGITS) });
    gap = 0;
  }
  if (steps.length === 0) throw new Error(`empty phrase pattern "${pattern}"`);
  if (steps[0]!.gap !== 0) throw new Error(`phrase cannot start with a gap: "${pattern}"`);
  return { rule, steps, ...chooseAnchor(steps) };
}

/** A phrase of exact tokens, read as they are (no "|", "*", "~n" or "#n" syntax): a group's keyword rule. */
export function literalPhrase(tokens: readonly string[], rule: number): Phrase {
  if (tokens.length === 0) throw new Error("empty literal phrase");
  const steps = tokens.map((t): Step => {
    const alts: Alt[] = [{ exact: t, prefix: undefined, num: NOT_NUM }];
    return { alts, gap: 0, num: false };
  });
  return { rule, steps, ...chooseAnchor(steps) };
}

/** The index of phrases in the rules' syntax (rules.ts), `phrasesByRule[rule]` the patterns of each rule. */
export function buildIndex(phrasesByRule: string[][]): PhraseIndex {
  return indexPhrases(
    phrasesByRule.flatMap((patterns, rule) => patterns.map((pat) => parsePhrase(pat, rule))),
    phrasesByRule.length,
  );
}

/**
 * The index of parsed phrases of `ruleCount` rules (Phrase.rule < ruleCount). Its pre-filter bitmaps have 64 bits per
 * phrase or more (at least 1,024, at most PAIR_BITS bits: a few keywords take 128 bytes a bitmap, the built-in rules 8 KB).
 */
export function indexPhrases(phrases: readonly Phrase[], ruleCount: number): PhraseIndex {
  let bits = 10;
  while (bits < PAIR_BITS && 1 << bits < phrases.length * 64) bits++;
  const bytes = 1 << (bits - 3);
  const exact = new Map<string, Phrase[]>();
  const root: TrieNode = { next: new Map(), phrases: [] };
  const idx: PhraseIndex = {
    trie: { mask: 0, slots: new Int32Array(0) },
    numFirst: [],
    numNext: new Map(),
    numGapped: -1,
    hasNum: phrases.some((ph) => ph.steps.some((st) => st.num)),
    thousandsFirst: -1,
    ruleCount,
    pairs: new Uint8Array(bytes),
    triples: new Uint8Array(bytes),
    singles: new Uint8Array(bytes),
    keys: new Uint8Array(bytes),
    bitMask: (1 << bits) - 1,
    prefixLens: 0,
    exactTable: { mask: 0, slots: new Int32Array(0) },
    code: new Uint16Array(0),
    lists: new Int32Array(0),
    listExtras: [],
  };
  const thousandsFirst: Phrase[] = [];
  for (const ph of phrases) {
    for (const alt of ph.steps[ph.anchor]!.alts) {
      if (alt.num === DIGITS) idx.numFirst.push(ph);
      else if (alt.num === THOUSANDS) thousandsFirst.push(ph);
      else if (alt.exact !== undefined) {
        addPrefilter(idx, alt.exact);
        addKey(idx, alt.exact, false);
        const l = exact.get(alt.exact);
        if (l) l.push(ph);
        else exact.set(alt.exact, [ph]);
      } else if (alt.prefix !== undefined) {
        addPrefilter(idx, alt.prefix);
        addKey(idx, alt.prefix, true);
        let node = root;
        for (let i = 0; i < alt.prefix.length; i++) {
          const c = alt.prefix.charCodeAt(i);
          let nx = node.next.get(c);
          if (!nx) {
            nx = { next: new Map(), phrases: [] };
            node.next.set(c, nx);
          }
          node = nx;
        }
        node.phrases.push(ph);
      }
    }
  }
  // laid out list by list: the phrases verified at one token lie together
  const order: Phrase[] = [];
  for (const l of exact.values()) order.push(...l);
  const nodes = [root];
  for (let i = 0; i < nodes.length; i++) {
    order.push(...nodes[i]!.phrases);
    nodes.push(...nodes[i]!.next.values());
  }
  order.push(...idx.numFirst, ...thousandsFirst);
  const { code, packed } = packPhrases(order);
  idx.code = code;
  const packer = new ListPacker(packed);
  idx.exactTable = buildExactTable(exact, packer);
  idx.trie = flattenTrie(root, packer);
  splitNumFirst(idx, packer);
  idx.thousandsFirst = packer.add(phraseList(thousandsFirst));
  idx.lists = Int32Array.from(packer.out);
  idx.listExtras = packer.extras;
  return idx;
}

function trieSlot(key: number, mask: number): number {
  return (Math.imul(key, 0x9e3779b1) >>> 12) & mask;
}

function flattenTrie(root: TrieNode, packer: ListPacker): FlatTrie {
  const nodes: TrieNode[] = [root];
  const edges: Array<[number, number, number]> = [];
  for (let p = 0; p < nodes.length; p++) {
    for (const [c, nx] of nodes[p]!.next) {
      edges.push([p, c, nodes.length]);
      nodes.push(nx);
    }
  }
  if (nodes.length >= 0x8000) throw new Error("built-in phrase prefixes: too many trie nodes");
  let size = 16;
  while (size < edges.length * 2) size *= 2;
  const mask = size - 1;
  const nodeList = nodes.map((n) => packer.add(phraseList(n.phrases)));
  const slots = new Int32Array(size * TRIE_SLOT).fill(-1);
  for (const [p, c, n] of edges) {
    const key = p * 0x10000 + c;
    let slot = trieSlot(key, mask);
    while (slots[slot * TRIE_SLOT] !== -1) slot = (slot + 1) & mask;
    slots[slot * TRIE_SLOT] = key;
    slots[slot * TRIE_SLOT + 1] = n;
    slots[slot * TRIE_SLOT + 2] = nodeList[n]!;
  }
  return { mask, slots };
}

/** the slot of the child of trie node `p` by code unit `c` (times TRIE_SLOT: its first word), or -1 */
function trieChild(t: FlatTrie, p: number, c: number): number {
  const key = p * 0x10000 + c;
  const slots = t.slots;
  let slot = trieSlot(key, t.mask);
  for (;;) {
    const k = slots[slot * TRIE_SLOT]!;
    if (k === key) return slot * TRIE_SLOT;
    if (k === -1) return -1;
    slot = (slot + 1) & t.mask;
  }
}

function buildExactTable(exact: Map<string, Phrase[]>, packer: ListPacker): PhraseIndex["exactTable"] {
  let size = 16;
  while (size < exact.size * 4) size *= 2;
  const mask = size - 1;
  const slots = new Int32Array(2 * size);
  for (let i = 1; i < slots.length; i += 2) slots[i] = -1;
  for (const [k, l] of exact) {
    const h = fnv(k, 0, k.length);
    let slot = keyBit(h, k.length) & mask;
    while (slots[2 * slot + 1] !== -1) slot = (slot + 1) & mask;
    slots[2 * slot] = h;
    slots[2 * slot + 1] = packer.add(phraseList(l), k);
  }
  return { mask, slots };
}

/** the list (PhraseIndex.lists offset) of the phrases whose anchor step is exactly text[s, e), -1 for none; `h` = fnv(text, s, e) */
function exactLookup(idx: PhraseIndex, text: string, s: number, e: number, h: number): number {
  const t = idx.exactTable;
  const slots = t.slots;
  let slot = keyBit(h, e - s) & t.mask;
  for (;;) {
    const l = slots[2 * slot + 1]!;
    if (l < 0) return -1;
    if (slots[2 * slot] === h) {
      // the token, at the end of the list's record
      const key = l + LIST_AT + lists[l + LIST_COUNT]!;
      const n = lists[key]!;
      if (n === e - s) {
        let i = 0;
        while (i < n && text.charCodeAt(s + i) === lists[key + 1 + i]) i++;
        if (i === n) return l;
      }
    }
    slot = (slot + 1) & t.mask;
  }
}

// ---- matching -----------------------------------------------------------------------
// Tokens are spans [start, end) of the normalised text (spans[2k], spans[2k + 1]):
// the matcher compares characters in place and never needs a string per token.

/** text[s, e) is a sum in thousands: 1 to 4 digits and "к" or "k" ("20к", "5k") */
function isThousands(text: string, s: number, e: number): boolean {
  const n = e - s;
  if (n < 2 || n > 5) return false;
  const last = text.charCodeAt(e - 1);
  return (last === 0x43a || last === 0x6b) && isNum(text, s, e - 1);
}

function isNum(text: string, s: number, e: number): boolean {
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return e > s;
}

const NUMBER_WORD_LIST = [...new Set(NUMBER_WORDS)];
/** the number words by length */
const NUMBER_WORDS_BY_LENGTH: string[][] = [];
/**
 * A bit per hash of (first, second and last code unit, length) of a number word: nearly every other word is passed over
 * on it ("the", "that" and "this" share a number word's first two letters, not its length and last letter).
 */
const NUMBER_WORD_KEYS = new Uint8Array(8192);
const numberWordKey = (c0: number, c1: number, cLast: number, len: number): number =>
  ((((c0 & 255) << 8) | (c1 & 255)) ^ ((cLast & 255) << 3) ^ (len << 11)) & 0xffff;
for (const w of NUMBER_WORD_LIST) {
  const bucket = NUMBER_WORDS_BY_LENGTH[w.length];
  if (bucket) bucket.push(w);
  else NUMBER_WORDS_BY_LENGTH[w.length] = [w];
  const b = numberWordKey(w.charCodeAt(0), w.charCodeAt(1), w.charCodeAt(w.length - 1), w.length);
  NUMBER_WORD_KEYS[b >>> 3]! |= 1 << (b & 7);
}

/** text[s, e) is a number written as a word (NUMBER_WORDS) */
function isNumberWord(text: string, s: number, e: number): boolean {
  const n = e - s;
  if (n < 2) return false;
  const b = numberWordKey(text.charCodeAt(s), text.charCodeAt(s + 1), text.charCodeAt(e - 1), n);
  if ((NUMBER_WORD_KEYS[b >>> 3]! & (1 << (b & 7))) === 0) return false;
  const words = NUMBER_WORDS_BY_LENGTH[n];
  if (words !== undefined) for (const w of words) if (equals(text, s, e, w)) return true;
  return false;
}

/**
 * Per token of the text being matched, what "#n" reads in it: 0 nothing, 1 digits, 2 a number word. Filled once per
 * text by matchPhrases (every call is synchronous), so that the bitmaps of the steps stay those of digits and a
 * number word is one read where it is tried.
 */
let numTok = new Uint8Array(1024);
/**
 * Per token, the last token of the number it starts when its digits are followed by groups of three written apart ("40
 * 000", "1 500 000": a Russian sum is typed so): the step after a "#n" is looked for after the whole number, so that
 * "от #n в месяц" reads "от 40 000 в месяц". The token itself for every other token.
 */
let numEnd = new Int32Array(1024);

/** text[s, e) is three digits */
function isGroup(text: string, s: number, e: number): boolean {
  return e - s === 3 && isNum(text, s, e);
}

function classifyNumbers(text: string, spans: Int32Array, count: number): void {
  if (numTok.length < count) {
    numTok = new Uint8Array(Math.max(count, 2 * numTok.length));
    numEnd = new Int32Array(numTok.length);
  }
  const out = numTok;
  for (let i = 0; i < count; i++) {
    const s = spans[2 * i]!;
    const e = spans[2 * i + 1]!;
    const c0 = text.charCodeAt(s);
    out[i] = c0 >= 0x30 && c0 <= 0x39 ? (isNum(text, s, e) ? 1 : 0) : isNumberWord(text, s, e) ? 2 : 0;
    numEnd[i] = i;
  }
  // a number of one to three digits, then groups of three digits, each after one space
  for (let i = 0; i + 1 < count; i++) {
    if (out[i] !== 1 || spans[2 * i + 1]! - spans[2 * i]! > 3) continue;
    let j = i;
    while (
      j + 1 < count &&
      spans[2 * j + 2]! === spans[2 * j + 1]! + 1 &&
      text.charCodeAt(spans[2 * j + 1]!) === 0x20 &&
      isGroup(text, spans[2 * j + 2]!, spans[2 * j + 3]!)
    )
      j++;
    numEnd[i] = j;
    i = j;
  }
}

/** text[s, e) === key */
function equals(text: string, s: number, e: number, key: string): boolean {
  if (e - s !== key.length) return false;
  for (let i = 0; i < key.length; i++) if (text.charCodeAt(s + i) !== key.charCodeAt(i)) return false;
  return true;
}

/** the packed code and list records of the index being matched (PhraseIndex.code, lists, listExtras): set by matchPhrases (every call is synchronous) */
let code: Uint16Array = new Uint16Array(0);
let lists: Int32Array = new Int32Array(0);
let listExtras: ListExtra[] = [];

/** text[s, s + n) equals the n code units of `code` from `at` */
function sameUnits(text: string, s: number, at: number, n: number): boolean {
  for (let i = 0; i < n; i++) if (text.charCodeAt(s + i) !== code[at + i]) return false;
  return true;
}

/** Does token `k` match the step packed at `st`? (its first code unit against the step's bits, a number word for "#n", then the alternatives) */
function stepMatches(st: number, text: string, spans: Int32Array, k: number): boolean {
  const s = spans[2 * k]!;
  const c = text.charCodeAt(s) & 63;
  if ((code[st + STEP_FIRSTS + (c >>> 4)]! & (1 << (c & 15))) === 0 && !(code[st + 1] === 1 && numTok[k] === 2)) return false;
  const n = spans[2 * k + 1]! - s;
  let a = st + STEP_ALTS;
  for (let left = code[st + 2]!; left > 0; left--) {
    const kind = code[a]!;
    const len = code[a + 1]!;
    if (kind === CODE_EXACT) {
      if (n === len && sameUnits(text, s, a + 2, len)) return true;
    } else if (kind === CODE_PREFIX) {
      if (n >= len && sameUnits(text, s, a + 2, len)) return true;
    } else if (kind === CODE_DIGITS ? numTok[k] !== 0 : isThousands(text, s, s + n)) return true;
    a += 2 + len;
  }
  return false;
}

/** Does the phrase packed at `p` match with its step `step - 1` at token `pos`? (steps[step..] verified, bounded backtracking over gaps) */
function verify(p: number, text: string, spans: Int32Array, count: number, pos: number, step: number): boolean {
  if (step >= code[p + 3]!) return true;
  const st = p + code[p + PHRASE_STEPS + step]!;
  const num = code[st + 1] === 1;
  const maxK = Math.min(pos + 1 + code[st]!, count - 1);
  for (let k = pos + 1; k <= maxK; k++) {
    if (!stepMatches(st, text, spans, k)) continue;
    if (verify(p, text, spans, count, k, step + 1)) return true;
    // a number written in groups ("40 000"): the next step may follow the whole number
    if (num && numTok[k] === 1 && numEnd[k]! > k && verify(p, text, spans, count, numEnd[k]!, step + 1)) return true;
  }
  return false;
}

/** Does the phrase packed at `p` match with its anchor step at token `pos` (which matches it)? */
function verifyAt(p: number, text: string, spans: Int32Array, count: number, pos: number): boolean {
  const a = code[p + 1]!;
  if (a === 0) return verify(p, text, spans, count, pos, 1);
  // the first step within reach before the anchor, then the whole phrase from there (through the anchor or another
  // token that matches it: either is a match)
  const first = p + code[p + PHRASE_STEPS]!;
  const lo = Math.max(0, pos - code[p + 2]!);
  for (let q = pos - a; q >= lo; q--) if (stepMatches(first, text, spans, q) && verify(p, text, spans, count, q, 1)) return true;
  return false;
}

/** consider()'s marks of the phrases of a byNext list verified at this position: seen[i] === seenEpoch */
let seen = new Uint32Array(64);
let seenEpoch = 0;

function consider(l: number, text: string, spans: Int32Array, count: number, pos: number, fired: Uint8Array): void {
  const extra = lists[l + LIST_EXTRA]!;
  const maxK = Math.min(pos + 1 + lists[l + LIST_GAP]!, count - 1);
  if (extra >= 0) {
    // verify only the phrases whose second step can start with a token within reach (each once): the same phrases the
    // loop below would find true, without a look at the others
    const x = listExtras[extra]!;
    if (seen.length < lists[l + LIST_COUNT]!) seen = new Uint32Array(2 * lists[l + LIST_COUNT]!);
    if (++seenEpoch === 0xffffffff) {
      seen.fill(0);
      seenEpoch = 1;
    }
    for (let k = pos + 1; k <= maxK; k++) {
      const s = spans[2 * k]!;
      const c0 = text.charCodeAt(s);
      // a token of digits: the "#n" and "#k" second steps (and an exact token or prefix that starts with a digit, below)
      if (c0 >= 0x30 && c0 <= 0x39 && x.digitSecond.length > 0) verifyListed(l, x.digitSecond, text, spans, count, pos, fired);
      const b = x.byNext[nextKey(c0, spans[2 * k + 1]! - s > 1 ? text.charCodeAt(s + 1) : 0)];
      if (b !== undefined) verifyListed(l, b, text, spans, count, pos, fired);
      if (x.numSecond.length > 0 && numTok[k] === 2) verifyListed(l, x.numSecond, text, spans, count, pos, fired);
    }
    return;
  }
  const flags = lists[l + LIST_FLAGS]!;
  if ((flags & LIST_SINGLE) === 0) {
    // no phrase can go on unless a token within reach starts with what one of their second steps can
    let k = pos + 1;
    for (; k <= maxK; k++) {
      const s = spans[2 * k]!;
      const c0 = text.charCodeAt(s);
      if ((flags & LIST_NEXT_DIGIT) !== 0 && c0 >= 0x30 && c0 <= 0x39) break;
      const b = nextKey(c0, spans[2 * k + 1]! - s > 1 ? text.charCodeAt(s + 1) : 0);
      if ((lists[l + LIST_NEXT + (b >>> 5)]! & (1 << (b & 31))) !== 0) break;
      if ((flags & LIST_NEXT_NUM) !== 0 && numTok[k] === 2) break;
    }
    if (k > maxK) return;
  }
  for (let i = l + LIST_AT, end = i + lists[l + LIST_COUNT]!; i < end; i++) {
    const p = lists[i]!;
    const rule = code[p]!;
    if (fired[rule]) continue;
    if (verifyAt(p, text, spans, count, pos)) fired[rule] = 1;
  }
}

/** verify the phrases `indices` of list `l` at `pos` that have not been verified there yet (consider's byNext path) */
function verifyListed(l: number, indices: number[], text: string, spans: Int32Array, count: number, pos: number, fired: Uint8Array): void {
  for (const i of indices) {
    if (seen[i] === seenEpoch) continue;
    seen[i] = seenEpoch;
    const p = lists[l + LIST_AT + i]!;
    const rule = code[p]!;
    if (fired[rule]) continue;
    if (verifyAt(p, text, spans, count, pos)) fired[rule] = 1;
  }
}

/**
 * Verify every phrase whose anchor step can match token `pos` (`h`: the token's fnv hash): exact anchor
 * tokens, prefixes (walk the trie along the token) and numbers. No per-token
 * cache: a cache keyed by every token seen grows to tens of thousands of
 * entries, and probing it cost more than these small lookups.
 */
function matchAt(idx: PhraseIndex, text: string, spans: Int32Array, count: number, pos: number, fired: Uint8Array, h: number): void {
  const s = spans[2 * pos]!;
  const e = spans[2 * pos + 1]!;
  const ex = exactLookup(idx, text, s, e, h);
  if (ex >= 0) consider(ex, text, spans, count, pos, fired);
  const trie = idx.trie;
  const slots = trie.slots;
  let node = 0;
  for (let j = s; j < e; j++) {
    const slot = trieChild(trie, node, text.charCodeAt(j));
    if (slot < 0) break;
    node = slots[slot + 1]!;
    const l = slots[slot + 2]!;
    if (l >= 0) consider(l, text, spans, count, pos, fired);
  }
  if (idx.thousandsFirst >= 0 && isThousands(text, s, e)) consider(idx.thousandsFirst, text, spans, count, pos, fired);
  if (idx.numFirst.length > 0 && numTok[pos] !== 0) {
    if (idx.numGapped >= 0) consider(idx.numGapped, text, spans, count, pos, fired);
    if (pos + 1 < count) {
      const next = idx.numNext.get(text.charCodeAt(spans[2 * pos + 2]!));
      if (next !== undefined) consider(next, text, spans, count, pos, fired);
    }
  }
}

/** fills numNext and numGapped from numFirst */
function splitNumFirst(idx: PhraseIndex, packer: ListPacker): void {
  const gapped: Phrase[] = [];
  const next = new Map<number, Phrase[]>();
  for (const ph of idx.numFirst) {
    const second = ph.steps[1];
    if (second === undefined || second.gap > 0) {
      gapped.push(ph);
      continue;
    }
    const firsts = new Set<number>();
    for (const a of second.alts) {
      if (a.num) for (let d = 0x30; d <= 0x39; d++) firsts.add(d);
      else firsts.add((a.exact ?? a.prefix!).charCodeAt(0));
      if (a.num === DIGITS) for (const w of NUMBER_WORD_LIST) firsts.add(w.charCodeAt(0));
    }
    for (const c of firsts) {
      const l = next.get(c);
      if (l) l.push(ph);
      else next.set(c, [ph]);
    }
  }
  idx.numGapped = packer.add(phraseList(gapped));
  for (const [c, l] of next) idx.numNext.set(c, packer.add(phraseList(l)));
}

/** the result of mayMatch's last call: fnv(text, s, e) when it returned true (it hashes the whole token) */
let mayMatchHash = 0;

/**
 * Could an anchor's exact token equal text[s, e), or an anchor's prefix start it? (false = certainly not)
 * When true, mayMatchHash is the token's fnv hash (exactLookup needs it: not hashed twice).
 */
function mayMatch(idx: PhraseIndex, text: string, s: number, e: number): boolean {
  const keys = idx.keys;
  const mask = idx.bitMask;
  const lens = idx.prefixLens;
  let h = FNV_OFFSET;
  const n = e - s;
  let prefixHit = false;
  for (let i = 0; i < n; i++) {
    h = Math.imul(h ^ text.charCodeAt(s + i), FNV_PRIME);
    const L = i + 1;
    if (!prefixHit && L < 32 && (lens & (1 << L)) !== 0 && L < n) {
      const b = keyBit(h, L) & mask;
      if ((keys[b >>> 3]! & (1 << (b & 7))) !== 0) prefixHit = true;
    }
  }
  mayMatchHash = h;
  if (prefixHit) return true;
  const b = keyBit(h, n) & mask;
  return (keys[b >>> 3]! & (1 << (b & 7))) !== 0;
}

/**
 * Marks in `fired` (indexed by rule) every rule with a phrase that matches the
 * tokens `spans` (pairs of [start, end) offsets in `text`, `spans.length / 2` tokens).
 */
export function matchPhrases(idx: PhraseIndex, text: string, spans: Int32Array, fired: Uint8Array): void {
  const pairs = idx.pairs;
  const triples = idx.triples;
  const singles = idx.singles;
  const mask = idx.bitMask;
  const numFirst = idx.numFirst.length > 0;
  const count = spans.length >> 1;
  code = idx.code;
  lists = idx.lists;
  listExtras = idx.listExtras;
  if (idx.hasNum) classifyNumbers(text, spans, count);
  for (let i = 0; i < count; i++) {
    const s = spans[2 * i]!;
    const len = spans[2 * i + 1]! - s;
    const c0 = text.charCodeAt(s);
    let h: number;
    if (len >= 2 && (c0 < 0x30 || c0 > 0x39)) {
      const c1 = text.charCodeAt(s + 1);
      const h2 = pairHash(c0, c1) & mask;
      let may = (pairs[h2 >>> 3]! & (1 << (h2 & 7))) !== 0;
      if (!may && len > 2) {
        const h3 = tripleHash(c0, c1, text.charCodeAt(s + 2)) & mask;
        may = (triples[h3 >>> 3]! & (1 << (h3 & 7))) !== 0;
      }
      if (may && mayMatch(idx, text, s, s + len)) h = mayMatchHash;
      // a number word may start a "#n" phrase
      else if (numFirst && numTok[i] === 2) h = fnv(text, s, s + len);
      else continue;
    } else {
      // digits may start a "#n" phrase
      const c = c0 & mask;
      if (len === 1 && (c0 < 0x30 || c0 > 0x39) && (singles[c >>> 3]! & (1 << (c & 7))) === 0) continue;
      h = fnv(text, s, s + len);
    }
    matchAt(idx, text, spans, count, i, fired, h);
  }
}
