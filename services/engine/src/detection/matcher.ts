/**
 * Token-phrase matcher for the built-in rules (syntax in rules.ts).
 *
 * All phrases of all rules are compiled into one index keyed by their first
 * token (exact tokens in a Map, prefixes in a character trie). Matching walks
 * the token list once; at each position only the phrases whose first token
 * matches are verified. Cost: O(tokens * (token length + candidates)).
 */

interface Alt {
  exact?: string;
  prefix?: string;
  num?: boolean;
}

interface Step {
  alts: Alt[];
  /** up to this many arbitrary tokens may precede this step */
  gap: number;
}

interface Phrase {
  rule: number;
  steps: Step[];
}

interface TrieNode {
  next: Map<number, TrieNode>;
  phrases: Phrase[];
}

export interface PhraseIndex {
  exact: Map<string, Phrase[]>;
  trie: TrieNode;
  numFirst: Phrase[];
  ruleCount: number;
  /**
   * Pre-filter (lossy bitmaps, false positives allowed, no false negatives):
   * `pairs` has a bit for a hash of the two code units of every first-step
   * exact token / prefix of length 2, `triples` for the first three code units
   * of those of length >= 3. A token of length >= 2 that does not start with a
   * digit and is in neither has no candidate phrase, so the string-keyed
   * lookup (and hashing the token) is skipped.
   */
  pairs: Uint8Array;
  triples: Uint8Array;
  /** a bit per code unit that is, alone, a first-step exact token ("в" in "в лс"); other one-letter tokens are skipped */
  singles: Uint8Array;
  /**
   * Second, sharper pre-filter (lossy, no false negatives) for tokens that pass
   * the first: a bit for keyHash(first L code units, L) of every first-step
   * exact token (L = its length) and prefix (L = the prefix's length).
   * `prefixLens` has bit L set for every prefix length L (< 32).
   */
  keys: Uint8Array;
  prefixLens: number;
}

const KEY_BITS = 16;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

function keyBit(h: number, len: number): number {
  return (Math.imul(h ^ len, 0x9e3779b1) ^ (h >>> 15)) >>> (32 - KEY_BITS);
}

function addKey(idx: PhraseIndex, t: string, prefix: boolean): void {
  let h = FNV_OFFSET;
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
  const b = keyBit(h, t.length);
  idx.keys[b >>> 3]! |= 1 << (b & 7);
  if (prefix) {
    if (t.length >= 32) throw new Error(`prefix too long in pattern token "${t}*"`);
    idx.prefixLens |= 1 << t.length;
  }
}

/** Could a first-step exact token equal `t`, or a first-step prefix start it? (false = certainly not) */
function mayMatch(idx: PhraseIndex, t: string): boolean {
  const keys = idx.keys;
  const lens = idx.prefixLens;
  let h = FNV_OFFSET;
  const n = t.length;
  for (let i = 0; i < n; i++) {
    h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
    const L = i + 1;
    if (L < 32 && (lens & (1 << L)) !== 0 && L < n) {
      const b = keyBit(h, L);
      if ((keys[b >>> 3]! & (1 << (b & 7))) !== 0) return true;
    }
  }
  const b = keyBit(h, n);
  return (keys[b >>> 3]! & (1 << (b & 7))) !== 0;
}

const PAIR_BITS = 16;
const PAIR_MASK = (1 << PAIR_BITS) - 1;

function pairHash(c0: number, c1: number): number {
  return (Math.imul(c0, 0x9e3779b1) ^ Math.imul(c1, 0x85ebca6b)) >>> (32 - PAIR_BITS);
}

function tripleHash(c0: number, c1: number, c2: number): number {
  return (Math.imul(c0, 0x9e3779b1) ^ Math.imul(c1, 0x85ebca6b) ^ Math.imul(c2, 0xc2b2ae35)) >>> (32 - PAIR_BITS);
}

function addPair(idx: PhraseIndex, t: string): void {
  if (t.length === 1) {
    const c = t.charCodeAt(0);
    idx.singles[c >>> 3]! |= 1 << (c & 7);
    return;
  }
  if (t.length < 2) return;
  if (t.length === 2) {
    const h = pairHash(t.charCodeAt(0), t.charCodeAt(1)) & PAIR_MASK;
    idx.pairs[h >>> 3]! |= 1 << (h & 7);
  } else {
    const h = tripleHash(t.charCodeAt(0), t.charCodeAt(1), t.charCodeAt(2)) & PAIR_MASK;
    idx.triples[h >>> 3]! |= 1 << (h & 7);
  }
}

function parseAlt(a: string): Alt {
  if (a === "#n") return { num: true };
  if (a.endsWith("*")) {
    const p = a.slice(0, -1);
    if (p.length < 2) throw new Error(`prefix too short in pattern token "${a}"`);
    return { prefix: p };
  }
  return { exact: a };
}

export function parsePhrase(pattern: string, rule: number): Phrase {
  const steps: Step[] = [];
  let gap = 0;
  for (const raw of pattern.trim().split(/\s+/)) {
    if (/^~[1-3]$/.test(raw)) {
      gap = Number(raw.slice(1));
      continue;
    }
    steps.push({ alts: raw.split("|").map(parseAlt), gap });
    gap = 0;
  }
  if (steps.length === 0) throw new Error(`empty phrase pattern "${pattern}"`);
  if (steps[0]!.gap !== 0) throw new Error(`phrase cannot start with a gap: "${pattern}"`);
  return { rule, steps };
}

export function buildIndex(phrasesByRule: string[][]): PhraseIndex {
  const idx: PhraseIndex = { exact: new Map(), trie: { next: new Map(), phrases: [] }, numFirst: [], ruleCount: phrasesByRule.length, pairs: new Uint8Array(1 << (PAIR_BITS - 3)), triples: new Uint8Array(1 << (PAIR_BITS - 3)), singles: new Uint8Array(1 << 13), keys: new Uint8Array(1 << (KEY_BITS - 3)), prefixLens: 0 };
  phrasesByRule.forEach((patterns, rule) => {
    for (const pat of patterns) {
      const ph = parsePhrase(pat, rule);
      for (const alt of ph.steps[0]!.alts) {
        if (alt.num) idx.numFirst.push(ph);
        else if (alt.exact !== undefined) {
          addPair(idx, alt.exact);
          addKey(idx, alt.exact, false);
          const l = idx.exact.get(alt.exact);
          if (l) l.push(ph);
          else idx.exact.set(alt.exact, [ph]);
        } else if (alt.prefix !== undefined) {
          addPair(idx, alt.prefix);
          addKey(idx, alt.prefix, true);
          let node = idx.trie;
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
  });
  return idx;
}

function isNum(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return t.length > 0;
}

function altMatches(alts: Alt[], t: string): boolean {
  for (const a of alts) {
    if (a.exact !== undefined) {
      if (a.exact === t) return true;
    } else if (a.prefix !== undefined) {
      if (t.startsWith(a.prefix)) return true;
    } else if (a.num && isNum(t)) return true;
  }
  return false;
}

/** Does the phrase match with its first step at tokens[pos]? (steps[1..] verified, bounded backtracking over gaps) */
function verify(ph: Phrase, tokens: string[], pos: number, step: number): boolean {
  if (step >= ph.steps.length) return true;
  const s = ph.steps[step]!;
  const maxK = Math.min(pos + 1 + s.gap, tokens.length - 1);
  for (let k = pos + 1; k <= maxK; k++) {
    if (altMatches(s.alts, tokens[k]!) && verify(ph, tokens, k, step + 1)) return true;
  }
  return false;
}

function consider(list: Phrase[], tokens: string[], pos: number, fired: Uint8Array): void {
  for (const ph of list) {
    if (fired[ph.rule]) continue;
    if (verify(ph, tokens, pos, 1)) fired[ph.rule] = 1;
  }
}

/**
 * Verify every phrase whose first step can match token `t` at `pos`: exact
 * first tokens (a small Map), prefixes (walk the trie along `t`) and numbers.
 * No per-token cache: a cache keyed by every token seen grows to tens of
 * thousands of entries, and probing it cost more than these small lookups.
 */
function matchAt(idx: PhraseIndex, t: string, tokens: string[], pos: number, fired: Uint8Array): void {
  const ex = idx.exact.get(t);
  if (ex !== undefined) consider(ex, tokens, pos, fired);
  let node: TrieNode | undefined = idx.trie;
  for (let j = 0; j < t.length; j++) {
    node = node.next.get(t.charCodeAt(j));
    if (node === undefined) break;
    if (node.phrases.length > 0) consider(node.phrases, tokens, pos, fired);
  }
  if (idx.numFirst.length > 0 && isNum(t)) consider(idx.numFirst, tokens, pos, fired);
}

/** Marks in `fired` (indexed by rule) every rule with a phrase that matches. */
export function matchPhrases(idx: PhraseIndex, tokens: string[], fired: Uint8Array): void {
  const pairs = idx.pairs;
  const triples = idx.triples;
  const singles = idx.singles;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const len = t.length;
    if (len === 1) {
      const c0 = t.charCodeAt(0);
      // digits may start a "#n" phrase
      if ((c0 < 0x30 || c0 > 0x39) && (singles[c0 >>> 3]! & (1 << (c0 & 7))) === 0) continue;
    } else if (len >= 2) {
      const c0 = t.charCodeAt(0);
      if (c0 < 0x30 || c0 > 0x39) {
        const c1 = t.charCodeAt(1);
        const h = pairHash(c0, c1) & PAIR_MASK;
        if ((pairs[h >>> 3]! & (1 << (h & 7))) === 0) {
          if (len === 2) continue;
          const h3 = tripleHash(c0, c1, t.charCodeAt(2)) & PAIR_MASK;
          if ((triples[h3 >>> 3]! & (1 << (h3 & 7))) === 0) continue;
        }
        if (!mayMatch(idx, t)) continue;
      }
    }
    matchAt(idx, t, tokens, i, fired);
  }
}
