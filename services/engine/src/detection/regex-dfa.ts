/**
 * A group's regex set read by the engine's own loop over re2js's lazy DFA (policy.ts, evaluateCustomRules).
 *
 * re2js (pinned at 2.10) reads its input one character at a time through a method call, a DFA state is an object whose
 * next states sit in an array of objects, and every match state calls back: ~4.5 ns a character over the floor of
 * reading the text (64 against 18 µs on 10,000 characters), on top of the budgeted text wrapper's own call (policy.ts
 * DeadlineText). A 10,000-character check
 * of the bench's 15 regex rules spent 0.10-0.20 ms there, the largest single part of a long check with a policy.
 *
 * This loop numbers the DFA's states as it meets them and keeps their transitions in one Int16Array, indexed by
 * character classes merged from re2js's (its classes are the ranges between every bound any instruction names: two
 * ranges that every instruction, `\b` and `$` treat alike are one class here, 55 instead of 140 for the bench's
 * rules). A transition not yet in the table is asked of re2js's own DFA (`step`), so the states, their matches and the
 * answers are re2js's, by construction; the tests compare both on the same texts. When re2js's DFA gives up (its memory
 * budget, REGEX_SET_DFA_BYTES, is spent: it would reset its cache or fall back to its NFA), `run` answers null and the
 * caller runs re2js as before. The budget is consulted by work done, not by characters read: the wrapper reads the clock
 * every 8,192 / (program size) characters, as its NFA may cost the program's size a character, which on a known
 * transition costs one table read (the clock, 0.2-0.4 µs a reading on this VM, read ~370 times on 10,000 characters
 * of the bench's rules: a third of this loop's time before it counted work).
 *
 * It reads members of re2js's DFA that are not public API (`fastDfa` returns undefined when they are missing, and the
 * caller keeps re2js's own loop: a test fails then, re2js being pinned).
 */
import type { RE2Set } from "re2js";

/** The members of re2js 2.10's DFA and program this loop reads. */
interface Re2State {
  isMatch: boolean;
  matchIDs: number[];
}
interface Re2Dfa {
  failed: boolean;
  numClasses: number;
  classBounds: Int32Array;
  runeClass(r: number): number;
  start(input: { context(pos: number): number }, pos: number): Re2State | null;
  step(state: Re2State, cls: number, rune: number, anchor: number): Re2State | null;
}
interface Re2Inst {
  op: number;
  matchRune(r: number): boolean;
}
interface Re2Prog {
  numInst(): number;
  getInst(pc: number): Re2Inst;
}

/** re2js's instruction codes of the instructions that read a character (Inst.RUNE, RUNE1, RUNE_ANY, RUNE_ANY_NOT_NL) */
const RUNE_OPS = new Set([8, 9, 10, 11]);
/** re2js's END_TEXT rune and its unanchored search (RE2Flags.UNANCHORED) */
const END_TEXT = -1;
const UNANCHORED = 0;
/** re2js's context at the start of a text: EMPTY_BEGIN_LINE | EMPTY_BEGIN_TEXT (what start() reads at offset 0) */
const TEXT_START = { context: (): number => 1 | 4 };
/** the most states numbered before the numbering starts again (state numbers are 16-bit) */
const MAX_STATES = 0x4000;
/** code units below this are classed by a table (Latin-1 and the Cyrillic blocks, as policy.ts tableRuneClasses) */
const TABLE_END = 0x530;

/** a character re2js counts as a word character (Utils.isWordRune) */
function isWordRune(r: number): boolean {
  return (r >= 0x61 && r <= 0x7a) || (r >= 0x41 && r <= 0x5a) || (r >= 0x30 && r <= 0x39) || r === 0x5f;
}

export interface FastDfa {
  /**
   * The set's rules that match `text` (ascending), or null when re2js's DFA gave up. `spent` is called (and throws to
   * stop) each time about `stepsPerCall` program steps of work are done: a character through a known transition counts
   * one, a transition asked of re2js the program's size (it builds a state from the program's instructions).
   */
  run(text: string, stepsPerCall: number, spent: () => void): number[] | null;
  /** states numbered so far (for the tests) */
  readonly states: number;
}

/**
 * The loop for a compiled set, or undefined when re2js's DFA is not there as expected (or cannot run: a set with
 * lookbehinds). `maxTableBytes` bounds the transition table: past it, the numbering starts again.
 */
export function fastDfa(set: RE2Set, ruleCount: number, maxTableBytes: number): FastDfa | undefined {
  const internals = set as unknown as { dfa?: Partial<Re2Dfa> | null; prog?: Partial<Re2Prog> | null };
  const dfa = internals.dfa;
  const prog = internals.prog;
  if (
    !dfa ||
    !prog ||
    dfa.failed !== false ||
    typeof dfa.numClasses !== "number" ||
    !(dfa.classBounds instanceof Int32Array) ||
    typeof dfa.runeClass !== "function" ||
    typeof dfa.start !== "function" ||
    typeof dfa.step !== "function" ||
    typeof prog.numInst !== "function" ||
    typeof prog.getInst !== "function"
  )
    return undefined;
  const d = dfa as Re2Dfa;
  const p = prog as Re2Prog;
  const runeInsts: Re2Inst[] = [];
  for (let pc = 0; pc < p.numInst(); pc++) {
    const inst = p.getInst(pc);
    if (RUNE_OPS.has(inst.op)) {
      if (typeof inst.matchRune !== "function") return undefined;
      runeInsts.push(inst);
    }
  }
  // re2js's class k is the range [bounds[k - 1], bounds[k]) (class 0 from 0): its first character stands for it
  const bounds = d.classBounds;
  const merged = new Int32Array(d.numClasses);
  const bySignature = new Map<string, number>();
  for (let k = 0; k < d.numClasses; k++) {
    const r = k === 0 ? 0 : bounds[k - 1]!;
    let sig = `${r === 10 ? 1 : 0}${isWordRune(r) ? 1 : 0}`;
    for (const inst of runeInsts) sig += inst.matchRune(r) ? "1" : "0";
    let m = bySignature.get(sig);
    if (m === undefined) {
      m = bySignature.size;
      bySignature.set(sig, m);
    }
    merged[k] = m;
  }
  /** columns: the merged classes, then the end of the text */
  const columns = bySignature.size + 1;
  const endColumn = columns - 1;
  // merged classes of the code units below TABLE_END (a compiled policy is kept per group: 2.6 KiB a set)
  const tableMerged = new Uint16Array(TABLE_END);
  for (let c = 0; c < TABLE_END; c++) tableMerged[c] = merged[d.runeClass(c)]!;
  // state numbers fit the table's 16 bits (-1: not known yet): renumbered from MAX_STATES on, which leaves room for the
  // states one text can add (re2js's DFA holds at most ~14,000 in its 2 MiB)
  const maxStates = Math.min(MAX_STATES, Math.max(16, Math.floor(maxTableBytes / (2 * columns))));
  const programSize = p.numInst();

  let ids = new Map<Re2State, number>();
  let states: Re2State[] = [];
  let trans = new Int16Array(16 * columns).fill(-1);
  let matching = new Uint8Array(16);
  const hits = new Uint8Array(ruleCount);

  function forget(): void {
    ids = new Map();
    states = [];
    trans = new Int16Array(16 * columns).fill(-1);
    matching = new Uint8Array(16);
  }

  function idOf(st: Re2State): number {
    let id = ids.get(st);
    if (id !== undefined) return id;
    id = states.length;
    if ((id + 1) * columns > trans.length) {
      const t = new Int16Array(trans.length * 2).fill(-1);
      t.set(trans);
      trans = t;
      const m = new Uint8Array(matching.length * 2);
      m.set(matching);
      matching = m;
    }
    ids.set(st, id);
    states.push(st);
    matching[id] = st.isMatch ? 1 : 0;
    return id;
  }

  /** the state after `s` on `rune` (merged class `column`), asked of re2js; -1 when its DFA gives up */
  function step(s: number, rune: number, column: number): number {
    const cls = rune === END_TEXT ? d.numClasses : d.runeClass(rune);
    const next = d.step(states[s]!, cls, rune, UNANCHORED);
    if (next === null) return -1;
    const t = idOf(next);
    trans[s * columns + column] = t;
    return t;
  }

  return {
    get states() {
      return states.length;
    },
    run(text, stepsPerCall, spent) {
      if (states.length >= maxStates) forget();
      const start = d.start(TEXT_START, 0);
      if (start === null) return null;
      let s = idOf(start);
      hits.fill(0);
      let found = 0;
      let work = stepsPerCall;
      const n = text.length;
      for (let i = 0; i < n; i++) {
        let c = text.charCodeAt(i);
        // a surrogate pair is one character (re2js's UTF-16 input); a lone surrogate is itself
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
          const lo = text.charCodeAt(i + 1);
          if (lo >= 0xdc00 && lo <= 0xdfff) {
            c = (c - 0xd800) * 1024 + (lo - 0xdc00) + 0x10000;
            i++;
          }
        }
        const column = c < TABLE_END ? tableMerged[c]! : merged[d.runeClass(c)]!;
        let t = trans[s * columns + column]!;
        if (t < 0) {
          t = step(s, c, column);
          if (t < 0) return null;
          work -= programSize;
        }
        s = t;
        if (matching[s] === 1) {
          for (const id of states[s]!.matchIDs) {
            if (hits[id] === 0) {
              hits[id] = 1;
              found++;
            }
          }
          // every rule has matched: the rest of the text cannot change the answer
          if (found === ruleCount) break;
        }
        if (--work <= 0) {
          work = stepsPerCall;
          spent();
        }
      }
      let t = trans[s * columns + endColumn]!;
      if (t < 0) {
        t = step(s, END_TEXT, endColumn);
        if (t < 0) return null;
      }
      if (matching[t] === 1) for (const id of states[t]!.matchIDs) hits[id] = 1;
      const out: number[] = [];
      for (let k = 0; k < ruleCount; k++) if (hits[k] === 1) out.push(k);
      return out;
    },
  };
}
