import { RE2JS } from "re2js";
import { BoundedCache } from "@warden/server/bounded-cache";
import { REGEX_GROUP_MAX_COST, REGEX_RULE_MAX_COST } from "./limits.js";

/** How every regex rule is compiled and run: RE2 syntax, case-insensitive. */
export const REGEX_FLAGS = RE2JS.CASE_INSENSITIVE;

/** re2js internals read by the cost model (a unit test fails if an upgrade moves them). */
interface ProgramView {
  numInst(): number;
  getInst(pc: number): { runes?: ArrayLike<number> | null };
}

/** Ranges per extra unit of cost of a character-class instruction. */
const RANGES_PER_UNIT = 16;

/**
 * The cost of a compiled regex: its instructions, a character class counted by its size
 * (see REGEX_RULE_MAX_COST). Falls back to the plain instruction count if re2js stops exposing
 * its program.
 */
export function regexCost(re: RE2JS): number {
  const prog = (re as unknown as { re2?: () => { prog?: ProgramView } }).re2?.()?.prog;
  if (!prog || typeof prog.numInst !== "function") return re.programSize();
  let cost = 0;
  const n = prog.numInst();
  for (let pc = 0; pc < n; pc++) {
    const runes = prog.getInst(pc).runes;
    cost += 1 + (runes && runes.length > 2 ? Math.floor(runes.length / 2 / RANGES_PER_UNIT) : 0);
  }
  return cost;
}

function describeRe2Error(raw: string): string {
  const m = raw.replace(/^error parsing regexp:\s*/, "");
  if (/`\\[1-9]/.test(m) || /`\\k/.test(m))
    return "backreferences (\\1, \\k<name>) are not supported: rules use RE2 syntax, which guarantees linear-time matching";
  if (/\(\?<?[=!]/.test(m))
    return "look-ahead and look-behind ((?=…), (?!…), (?<=…), (?<!…)) are not supported: rules use RE2 syntax, which guarantees linear-time matching";
  if (/\(\?>/.test(m) || /repetition operator: `[*+?]{2}/.test(m) || /\(\?[+]/.test(m))
    return "atomic groups and possessive quantifiers are not supported in RE2 syntax";
  return `not a valid RE2 regular expression: ${m}`;
}

/** Instructions RE2 adds around a pattern of one atom (the match and the capture of the whole). */
const PROGRAM_OVERHEAD = 2;
const atomCosts = new BoundedCache<string, number>({ maxEntries: 10_000 });

/**
 * The cost of one character class or Unicode-class escape (`[…]`, `\pL`, `\p{Greek}`) as regexCost
 * counts it in a program: compiled alone (a few hundred characters at most: well under a ms),
 * memoised. A class RE2 refuses counts 1 (the whole pattern's compile then says why).
 */
function atomCost(atom: string): number {
  const held = atomCosts.get(atom);
  if (held !== undefined) return held;
  let cost = 1;
  try {
    cost = Math.max(1, regexCost(RE2JS.compile(atom, REGEX_FLAGS)) - PROGRAM_OVERHEAD);
  } catch {
    // Not valid alone: the pattern's own compile refuses it with RE2's words.
  }
  atomCosts.set(atom, cost);
  return cost;
}

/**
 * An atom of a branch as expansionEstimate reads it: its text (case aside, with its quantifier), its cost, and whether
 * RE2 may merge it with others like it into one class when it ends an alternative (a character, escape or class with no
 * quantifier: not a group).
 */
type Atom = { key: string; cost: number; merges: boolean };

/**
 * What RE2 writes out for a set of alternatives, at most (see expansionEstimate): alternatives that begin with the same
 * atom may share it (RE2 factors common leading pieces), so they are read as a trie of atoms, each node counted once;
 * alternatives that end at the same node after a single character or class may merge into one class, counted as the
 * costliest (alternatives that end in a group or a quantified atom are each written out).
 */
function alternativesCost(branches: Atom[][], depth = 0): number {
  const byAtom = new Map<string, Atom[][]>();
  for (const b of branches) {
    const atom = b[depth];
    if (!atom) continue;
    const list = byAtom.get(atom.key);
    if (list) list.push(b);
    else byAtom.set(atom.key, [b]);
  }
  let cost = 0;
  let merged = 0;
  for (const list of byAtom.values()) {
    const atom = Math.max(...list.map((b) => b[depth]!.cost));
    const longer = list.filter((b) => b.length > depth + 1);
    if (longer.length === 0 && list.every((b) => b[depth]!.merges)) merged = Math.max(merged, atom);
    else if (longer.length === 0) cost += atom;
    else cost += atom + alternativesCost(longer, depth + 1);
  }
  return cost + merged;
}

/**
 * At most the cost (regexCost) `pattern` compiles to, read from its text without compiling it:
 * every character or escape counts 1 and a character class or Unicode-class escape its own cost
 * (compiled alone: `\pL` is 43), and a counted repetition `{n}`, `{n,}`, `{n,m}` its operand times
 * its largest count (RE2 writes the operand out that many times). An alternation counts what RE2
 * cannot share between its branches (alternativesCost): a piece that begins several of them once,
 * and what follows it in each; single atoms at the end as one class (`(?:a|b|…|j)` is 1, `(?:abcX|abcY)`
 * 4, `(?:ab|cd|ef)` 6). Compiling is what costs (`\pL{1000}` takes 1-15 ms, a burst of garbage or 160
 * two-letter alternatives `{1000}`, bare or each in a group or after a `\b`, hundreds), so a pattern far
 * over the limit by this count is refused before it is compiled; one within it compiles in a few ms
 * at most. (RE2 merges alternatives that are single classes into one class, which can cost less than
 * the costliest of them only when their ranges join up, as in `\pL|\PL`: `.` or `[\s\S]` says the
 * same; and it shares only what adjacent branches begin with, so the trie may share more than it does.)
 */
export function expansionEstimate(pattern: string): number {
  /** An alternation being read: its finished branches, the current one's atoms, and where its group began. */
  type Frame = { branches: Atom[][]; atoms: Atom[]; start: number };
  const stack: Frame[] = [{ branches: [], atoms: [], start: 0 }];
  const top = () => stack[stack.length - 1]!;
  const atom = (cost: number, key: string, merges = true) => void top().atoms.push({ key: key.toLowerCase(), cost, merges });
  /** Applies a quantifier (its text, and how many times it writes its operand out) to the last atom, if any. */
  const quantify = (text: string, times: number) => {
    const last = top().atoms.at(-1);
    if (last) top().atoms[top().atoms.length - 1] = { key: last.key + text, cost: last.cost * times, merges: false };
  };
  const endBranch = (f: Frame) => {
    f.branches.push(f.atoms);
    f.atoms = [];
  };
  const n = pattern.length;
  let i = 0;
  while (i < n) {
    const c = pattern[i]!;
    if (c === "\\") {
      const e = pattern[i + 1];
      if (e === "Q") {
        // \Q…\E: every character up to \E (or the end) is a literal.
        const end = pattern.indexOf("\\E", i + 2);
        const stop = end === -1 ? n : end;
        for (const ch of pattern.slice(i + 2, stop)) atom(1, ch);
        i = end === -1 ? n : end + 2;
        continue;
      }
      const start = i;
      i += 2;
      if ((e === "p" || e === "P" || e === "x") && pattern[i] === "{") {
        const close = pattern.indexOf("}", i);
        i = close === -1 ? n : close + 1;
      } else if (e === "p" || e === "P") i += 1;
      else if (e === "x") i += 2;
      const text = pattern.slice(start, i);
      atom(e === "p" || e === "P" ? atomCost(text) : 1, text);
    } else if (c === "[") {
      // A class is one instruction: skip to its closing bracket (a leading ] or ^] is a member).
      let j = i + 1;
      if (pattern[j] === "^") j++;
      if (pattern[j] === "]") j++;
      while (j < n && pattern[j] !== "]") {
        if (pattern[j] === "\\") j += 2;
        else if (pattern[j] === "[" && pattern[j + 1] === ":") {
          const close = pattern.indexOf(":]", j + 2);
          j = close === -1 ? j + 1 : close + 2;
        } else j++;
      }
      const text = pattern.slice(i, j + 1);
      atom(atomCost(text), text);
      i = j + 1;
    } else if (c === "(") {
      const flags = /^\(\?[imsU-]*\)/.exec(pattern.slice(i, i + 12));
      if (flags) {
        i += flags[0].length;
        continue;
      }
      stack.push({ branches: [], atoms: [], start: i });
      const named = /^\(\?(?:P?<[^>]*>|[imsU-]*:)/.exec(pattern.slice(i, i + 40));
      i += named ? named[0].length : 1;
    } else if (c === ")" && stack.length > 1) {
      const f = stack.pop()!;
      endBranch(f);
      // A group is one atom of the branch around it, known by its whole text.
      atom(alternativesCost(f.branches), pattern.slice(f.start, i + 1), false);
      i++;
    } else if (c === "|") {
      endBranch(top());
      i++;
    } else if (c === "{") {
      const rep = /^\{(\d{1,7})(?:(,)(\d{0,7}))?\}/.exec(pattern.slice(i, i + 17));
      if (rep) {
        const times = Math.max(Number(rep[1]), rep[3] ? Number(rep[3]) : 0);
        // Over RE2's 1,000 the parser refuses the count (cheaply, before writing anything out): let it say so.
        if (times > 1000) return 0;
        quantify(rep[0], times);
        i += rep[0].length;
      } else {
        atom(1, c);
        i++;
      }
    } else if (c === "*" || c === "+" || c === "?") {
      quantify(c, 1);
      i++;
    } else {
      const width = pattern.codePointAt(i)! > 0xffff ? 2 : 1;
      atom(1, pattern.slice(i, i + width));
      i += width;
    }
  }
  // An unclosed group (RE2 refuses the pattern anyway) counts as closed.
  let total = 0;
  while (stack.length) {
    const f = stack.pop()!;
    if (total > 0) f.atoms.push({ key: "(", cost: total, merges: false });
    endBranch(f);
    total = alternativesCost(f.branches);
  }
  return total;
}

/** A pattern whose expansionEstimate is over this many times REGEX_RULE_MAX_COST is refused uncompiled. */
const REGEX_PRESCAN_FACTOR = 2;

export type CompiledRegex = { ok: true; re: RE2JS; cost: number } | { ok: false; problem: string; cost?: number };

/**
 * Compiles a regex rule once, the way the engine runs it, and says why it cannot be a rule: not
 * RE2 syntax, over the per-rule cost (the message names the measured cost and the limit), or
 * matching the empty text (it would fire on every message).
 */
export function compileRegexRule(pattern: string): CompiledRegex {
  const estimate = expansionEstimate(pattern);
  if (estimate > REGEX_PRESCAN_FACTOR * REGEX_RULE_MAX_COST) {
    return {
      ok: false,
      problem: `too costly: its repetitions come to a cost of about ${estimate}, far over the limit of ${REGEX_RULE_MAX_COST} a rule (cost = compiled RE2 instructions, character classes counted by their size): use fewer or smaller repetitions, alternatives or classes`,
    };
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern, REGEX_FLAGS);
  } catch (err) {
    return { ok: false, problem: describeRe2Error((err as Error).message) };
  }
  const cost = regexCost(re);
  if (cost > REGEX_RULE_MAX_COST) {
    return {
      ok: false,
      cost,
      problem: `too costly: cost ${cost} is over the limit of ${REGEX_RULE_MAX_COST} a rule (cost = compiled RE2 instructions, character classes counted by their size): use fewer or smaller repetitions, alternatives or classes`,
    };
  }
  if (re.test("")) return { ok: false, cost, problem: "matches the empty text, so it would fire on every message" };
  return { ok: true, re, cost };
}

/** Why a regex cannot be a rule, or null (compileRegexRule without the program). */
export function regexProblem(pattern: string): string | null {
  const c = compileRegexRule(pattern);
  return c.ok ? null : c.problem;
}

const memo = new BoundedCache<string, { cost?: number; problem: string | null }>({ maxEntries: 10_000 });

/**
 * compileRegexRule's verdict on a stored pattern, without the program: memoised by pattern
 * (bounded, least recently used out first), so re-checking a group's other rules after one of them changed
 * costs one compile per new pattern, not one per rule.
 */
export function regexVerdict(pattern: string): { cost?: number; problem: string | null } {
  const held = memo.get(pattern);
  if (held) return held;
  const c = compileRegexRule(pattern);
  const verdict = c.ok ? { cost: c.cost, problem: null } : { cost: c.cost, problem: c.problem };
  memo.set(pattern, verdict);
  return verdict;
}

/** The cost of a stored regex pattern, or null when it is not a valid rule (regexVerdict). */
export function storedRegexCost(pattern: string): number | null {
  const v = regexVerdict(pattern);
  return v.problem === null ? v.cost! : null;
}

/** Message of a write that would put a group's enabled regexes over their total cost, or null. */
export function groupCostProblem(othersCost: number, ruleCost: number): string | null {
  const total = othersCost + ruleCost;
  if (total <= REGEX_GROUP_MAX_COST) return null;
  return `too costly for this group: its enabled regex rules would cost ${total} (this rule ${ruleCost}, the others ${othersCost}), over the limit of ${REGEX_GROUP_MAX_COST} a group: disable, simplify or delete regex rules`;
}
