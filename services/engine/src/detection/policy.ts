/**
 * Group policies: whitelist look-ups and custom rules, compiled once per
 * (group, version) by the caller and reused for every message.
 */
import { domainToASCII, domainToUnicode } from "node:url";
import { RE2Set } from "re2js";
import {
  checkPattern,
  CUSTOM_RULES_BUDGET_MS,
  CUSTOM_RULES_MIN_CPU_MS,
  CUSTOM_RULES_SKIPPED_SIGNAL,
  REGEX_FLAGS,
  REGEX_GROUP_MAX_COST,
  REGEX_RULE_MAX_COST,
  REGEX_SET_DFA_BYTES,
  REGEX_SET_MAX_COST,
  usernameKey,
} from "@warden/contract";
import { CLASS, F_NOSPACE } from "./chars.js";
import { indexPhrases, literalPhrase, matchPhrases, type PhraseIndex } from "./matcher.js";
import { normalize, type NormalizedText } from "./normalize/index.js";
import type { Link } from "./normalize/types.js";
import { type FastDfa, fastDfa } from "./regex-dfa.js";
import { DEFAULT_SETTINGS, type CustomRule, type GroupSettings, type Policy, type Sender, type Signal } from "./types.js";

export const CUSTOM_CATEGORY = "custom";
export { CUSTOM_RULES_SKIPPED_SIGNAL };

interface KeywordRule {
  rule: CustomRule;
  weight: number;
  /** the keyword's tokens, matched as consecutive whole tokens of the text (an index of all of them: CompiledPolicy.keywordIndex) */
  tokens: string[];
  /** scripts without spaces (CJK, Thai): the normalised keyword, a plain substring of the normalised text (`tokens` empty) */
  needle: string;
}

interface RegexRule {
  rule: CustomRule;
  weight: number;
  cost: number;
}

/**
 * Regex rules matched together: one re2js set, one pass over the normalised text that says
 * which of them match. A group's regexes are packed into sets of at most REGEX_SET_MAX_COST.
 */
interface RegexSet {
  rules: RegexRule[];
  set: RE2Set;
  cost: number;
  /** characters read between two clock readings (fewer for a bigger program) */
  interval: number;
  /** whether the set's DFA looks up Cyrillic letters in a table (tableRuneClasses) */
  cyrillicTable: boolean;
  /** the set's DFA read by the engine's own loop (regex-dfa.ts); undefined: re2js's own loop only */
  fast: FastDfa | undefined;
}

interface DomainRule {
  rule: CustomRule;
  weight: number;
  /** the host as written and as links in text give it (domainForms) */
  domains: string[];
}

export interface CompiledPolicy {
  readonly compiled: true;
  version: number;
  settings: GroupSettings;
  userIds: ReadonlySet<number>;
  chatIds: ReadonlySet<number>;
  usernames: ReadonlySet<string>;
  keywords: KeywordRule[];
  /** the keywords' token phrases (rule = index in `keywords`), matched in one pass over the text's tokens; null when none has tokens */
  keywordIndex: PhraseIndex | null;
  /** the enabled regex rules, packed into sets in rule order */
  regexSets: RegexSet[];
  domains: DomainRule[];
  /** regex rules that never run: over the per-rule or the group's cost (rows older than the limits) */
  overBudget: string[];
  /** time a check may spend on this group's custom rules (see CheckBudget) */
  budgetMs: number;
  /** rules that could not be compiled (skipped) */
  errors: Array<{ id: string; name: string; message: string }>;
}

export function isCompiledPolicy(p: unknown): p is CompiledPolicy {
  return typeof p === "object" && p !== null && (p as { compiled?: unknown }).compiled === true;
}

/** null when the pattern is usable in a regex rule, else a message for the user (the shared rule specification). */
export function validateRegex(pattern: string): string | null {
  if (typeof pattern !== "string") return "must be a string";
  return checkPattern("regex", pattern).problem;
}

/** Thrown out of re2js when a check's custom-rule budget is spent. */
class BudgetSpent extends Error {}
const BUDGET_SPENT = new BudgetSpent("custom-rule budget spent");

/** Clock readings are spaced so that one interval costs about this many program steps (well under 1 ms). */
const STEPS_PER_CLOCK_READING = 8192;

/** The process's CPU time (user + system, all its threads) in milliseconds: the budget's second clock, and the one tests bound a check's work by. */
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** However starved the process, a check's custom rules stop after this many budgets of wall-clock time. */
const WALL_CLOCK_BUDGETS = 10;

/**
 * A check's custom-rule budget: `budgetMs` of wall-clock time, of which the process must have had
 * at least CUSTOM_RULES_MIN_CPU_MS of CPU. On an idle host the two are the same thing. On a busy
 * one, a check whose rules are cheap (a few microseconds) is not cut short because the process was
 * descheduled at the wrong moment, while an expensive one still stops after about `budgetMs`
 * (or the time it takes to get that much CPU), not after `budgetMs` of CPU stretched by the load.
 *
 * The process's CPU time counts its other threads too (the collector's, the optimising compiler's,
 * busiest in a fresh process), which run while this one is descheduled: so the first consult that
 * finds the wall-clock budget passed never ends it but looks again CUSTOM_RULES_MIN_CPU_MS later,
 * wall clock, when a thread that was only descheduled across the deadline has run again (a cheap
 * group's rules finish in microseconds) and an expensive one has had that much more. Without this
 * grace a group's only keyword was skipped in a loaded unit run (detection.policy.test.ts).
 * (Node 20 has no CPU clock of one thread; Linux's /proc/thread-self/schedstat is a scheduler tick
 * behind while the thread runs, 4 ms here, too coarse for a 1 ms threshold.)
 *
 * The wall clock is read often and cheaply; the CPU time (a system call) at the start and then only
 * once the grace has passed. A hard cap of WALL_CLOCK_BUDGETS budgets bounds every check.
 */
export class CheckBudget {
  private wallDeadline: number;
  private readonly wallCap: number;
  private readonly cpuStart: number;
  private readonly minCpuMs: number;
  private graced = false;
  constructor(budgetMs: number) {
    this.cpuStart = cpuMs();
    this.minCpuMs = Math.min(budgetMs, CUSTOM_RULES_MIN_CPU_MS);
    const now = performance.now();
    this.wallDeadline = now + budgetMs;
    this.wallCap = now + budgetMs * WALL_CLOCK_BUDGETS;
  }
  spent(): boolean {
    const now = performance.now();
    if (now < this.wallDeadline) return false;
    if (now >= this.wallCap) return true;
    if (!this.graced && this.minCpuMs > 0) {
      this.graced = true;
      this.wallDeadline = now + this.minCpuMs;
      return false;
    }
    const used = cpuMs() - this.cpuStart;
    if (used >= this.minCpuMs) return true;
    // descheduled: look again once the process could have had the missing CPU
    this.wallDeadline = now + (this.minCpuMs - used);
    return false;
  }
}

/**
 * The normalised text as re2js reads it, under the check's budget: re2js reads its input one
 * character at a time through charCodeAt (DFA, NFA and backtracker alike), so every `interval`
 * characters the budget is consulted and the match is abandoned by throwing once it is spent.
 * re2js keeps no half-built state across that throw (a DFA state is cached only once complete).
 *
 * Not a subclass of String (nor any object whose prototype is String.prototype): once String.prototype
 * is the prototype of a second object, V8 stops inlining charCodeAt on every string of the process
 * and the normaliser's character loops take ~65% longer (a 10,000-character check ~0.3 ms more). It
 * is what re2js 2.10 reads of a string input instead: re2js accepts it as a string because
 * Object.prototype.toString gives "[object String]" (Symbol.toStringTag), and its UTF-16 input uses
 * only `length`, `charCodeAt` and `indexOf` (test/detection.policy.test.ts checks both).
 */
class DeadlineText {
  private reads = 0;
  private next: number;
  readonly length: number;
  constructor(
    private readonly text: string,
    private readonly budget: CheckBudget,
    private readonly interval: number,
  ) {
    this.length = text.length;
    this.next = interval;
  }
  get [Symbol.toStringTag](): string {
    return "String";
  }
  charCodeAt(i: number): number {
    if (++this.reads >= this.next) {
      this.next = this.reads + this.interval;
      if (this.budget.spent()) throw BUDGET_SPENT;
    }
    return this.text.charCodeAt(i);
  }
  indexOf(search: string, position?: number): number {
    return this.text.indexOf(search, position);
  }
  toString(): string {
    return this.text;
  }
}

/** The code units up to which a set's DFA finds a character's class in a table: Latin-1 and the Cyrillic blocks. */
const RUNE_TABLE_END = 0x530;

/** The part of re2js 2.10's lazy DFA that tableRuneClasses reads and replaces (not public API). */
interface DfaClasses {
  runeClass(r: number): number;
  searchClass(r: number): number;
  latin1Class: Int32Array;
}

/**
 * re2js's DFA maps each character to its class (the characters no rule tells apart) by a table for Latin-1 and by a
 * binary search over the class bounds above it: on Russian or Ukrainian text every letter took the search, and a
 * 10,000-character Cyrillic text cost 2.5-3 times what an English one costs in the bench's 15 regex rules (0.49 vs
 * 0.17 ms). The classes are fixed when the set is compiled (the DFA's cache resets keep them), so the table is filled
 * once, here, from the DFA's own search, for the characters up to the end of the Cyrillic blocks (5 KiB per set); a
 * character above them is searched as before, and the answers are the same by construction. Returns false, and leaves
 * the DFA as it is, when re2js no longer has these members (a test fails then: re2js is pinned).
 */
function tableRuneClasses(set: RE2Set): boolean {
  const dfa = (set as unknown as { dfa?: Partial<DfaClasses> | null }).dfa;
  if (!dfa || typeof dfa.searchClass !== "function" || typeof dfa.runeClass !== "function" || !(dfa.latin1Class instanceof Int32Array)) return false;
  const search = dfa.searchClass.bind(dfa);
  const table = new Int32Array(RUNE_TABLE_END);
  for (let r = 0; r < RUNE_TABLE_END; r++) table[r] = search(r);
  dfa.runeClass = (r: number): number => (r < RUNE_TABLE_END ? table[r]! : search(r));
  return true;
}

function regexSet(rules: RegexRule[], cost: number): RegexSet {
  const set = new RE2Set(RE2Set.UNANCHORED, REGEX_FLAGS, REGEX_SET_DFA_BYTES);
  for (const r of rules) set.add(r.rule.pattern);
  set.compile();
  const cyrillicTable = tableRuneClasses(set);
  const program = (set as unknown as { prog?: { numInst(): number } }).prog?.numInst() ?? cost;
  const interval = Math.max(1, Math.floor(STEPS_PER_CLOCK_READING / Math.max(program, cost)));
  // its transition table at most a quarter of what re2js's own DFA may hold
  return { rules, set, cost, interval, cyrillicTable, fast: fastDfa(set, rules.length, REGEX_SET_DFA_BYTES / 4) };
}

/** Packs the regex rules (in order) into sets of at most REGEX_SET_MAX_COST. */
function packRegexSets(rules: RegexRule[]): RegexSet[] {
  const sets: RegexSet[] = [];
  let batch: RegexRule[] = [];
  let cost = 0;
  for (const r of rules) {
    if (batch.length > 0 && cost + r.cost > REGEX_SET_MAX_COST) {
      sets.push(regexSet(batch, cost));
      batch = [];
      cost = 0;
    }
    batch.push(r);
    cost += r.cost;
  }
  if (batch.length > 0) sets.push(regexSet(batch, cost));
  return sets;
}

function normalizeDomain(p: string): string {
  let d = p.trim().toLowerCase();
  d = d.replace(/^[a-z][a-z0-9+.-]{0,15}:\/\//, "");
  d = d.replace(/^\*\./, "").replace(/^\.+/, "");
  const slash = d.search(/[/?#]/);
  if (slash >= 0) d = d.slice(0, slash);
  const at = d.lastIndexOf("@");
  if (at >= 0) d = d.slice(at + 1);
  const colon = d.indexOf(":");
  if (colon >= 0) d = d.slice(0, colon);
  d = d.replace(/\.+$/, "");
  if (d.startsWith("www.")) d = d.slice(4);
  return d;
}

/**
 * The forms a domain rule's host takes in a text's links: as written, in IDNA's ASCII (xn--) and Unicode forms,
 * each also as the normaliser reads a link's host (münchen.de is read munchen.de). A rule given as пример.рф fires
 * on links to xn--e1afmkfd.xn--p1ai and the other way round.
 */
function domainForms(d: string): string[] {
  const forms = new Set<string>();
  for (const form of [d, domainToASCII(d), domainToUnicode(d)]) {
    if (!form) continue;
    forms.add(form);
    const host = normalize(`https://${form}/`).links[0]?.host;
    if (host) forms.add(host);
  }
  return [...forms];
}

function clampWeight(w: number): number {
  if (!Number.isFinite(w)) return 0;
  return Math.max(-100, Math.min(100, Math.round(w)));
}

export function compilePolicy(policy: Policy, opts: { budgetMs?: number } = {}): CompiledPolicy {
  const settings: GroupSettings = { ...DEFAULT_SETTINGS, ...(policy.settings ?? {}) };
  const userIds = new Set<number>();
  const chatIds = new Set<number>();
  const usernames = new Set<string>();
  for (const w of policy.whitelist ?? []) {
    if (typeof w.id === "number") (w.kind === "channel" ? chatIds : userIds).add(w.id);
    const u = usernameKey(w.username);
    if (u) usernames.add(u);
  }
  const keywords: KeywordRule[] = [];
  const regexes: RegexRule[] = [];
  const overBudget: string[] = [];
  let regexCost = 0;
  const domains: DomainRule[] = [];
  const errors: CompiledPolicy["errors"] = [];
  for (const rule of policy.rules ?? []) {
    if (!rule.enabled) continue;
    const weight = clampWeight(rule.weight);
    switch (rule.kind) {
      case "keyword": {
        const nt = normalize(rule.pattern ?? "");
        let substring = false;
        for (let i = 0; i < nt.normalized.length; i++) {
          const c = nt.normalized.charCodeAt(i);
          if (c < 0xd800 && CLASS[c]! & F_NOSPACE) {
            substring = true;
            break;
          }
        }
        if (substring) keywords.push({ rule, weight, tokens: [], needle: nt.normalized.trim() });
        else if (nt.tokens.length > 0) keywords.push({ rule, weight, tokens: nt.tokens, needle: "" });
        else if (nt.normalized.trim().length > 0) keywords.push({ rule, weight, tokens: [], needle: nt.normalized.trim() });
        else errors.push({ id: rule.id, name: rule.name, message: "keyword is empty" });
        break;
      }
      case "regex": {
        const checked = typeof rule.pattern === "string" ? checkPattern("regex", rule.pattern) : { problem: "must be a string" };
        if (checked.problem !== null || checked.cost === undefined) {
          errors.push({ id: rule.id, name: rule.name, message: checked.problem ?? "not a regex" });
          // a rule written before the cost limits: it never runs, and every check says so
          if (checked.cost !== undefined && checked.cost > REGEX_RULE_MAX_COST) overBudget.push(rule.name);
          break;
        }
        if (regexCost + checked.cost > REGEX_GROUP_MAX_COST) {
          errors.push({ id: rule.id, name: rule.name, message: `over the group's regex cost of ${REGEX_GROUP_MAX_COST}` });
          overBudget.push(rule.name);
          break;
        }
        regexCost += checked.cost;
        regexes.push({ rule, weight, cost: checked.cost });
        break;
      }
      case "domain": {
        const d = normalizeDomain(rule.pattern ?? "");
        if (!d || d.indexOf(".") < 0) {
          errors.push({ id: rule.id, name: rule.name, message: "not a domain name" });
          break;
        }
        domains.push({ rule, weight, domains: domainForms(d) });
        break;
      }
      default:
        errors.push({ id: rule.id, name: rule.name, message: `unknown rule kind ${(rule as { kind: string }).kind}` });
    }
  }
  const regexSets = packRegexSets(regexes);
  const budgetMs = opts.budgetMs ?? CUSTOM_RULES_BUDGET_MS;
  const tokenPhrases = keywords.flatMap((k, i) => (k.tokens.length > 0 ? [literalPhrase(k.tokens, i)] : []));
  const keywordIndex = tokenPhrases.length > 0 ? indexPhrases(tokenPhrases, keywords.length) : null;
  return {
    compiled: true,
    version: policy.version,
    settings,
    userIds,
    chatIds,
    usernames,
    keywords,
    keywordIndex,
    regexSets,
    domains,
    overBudget,
    budgetMs,
    errors,
  };
}

/** Whitelisted sender (user id / username, or the sender chat of a channel post). */
export function isWhitelisted(cp: CompiledPolicy, sender: Sender | undefined): boolean {
  if (!sender) return false;
  if (typeof sender.userId === "number" && cp.userIds.has(sender.userId)) return true;
  if (typeof sender.senderChatId === "number" && cp.chatIds.has(sender.senderChatId)) return true;
  const u = usernameKey(sender.username);
  if (u && cp.usernames.has(u)) return true;
  const c = usernameKey(sender.senderChatUsername);
  if (c && cp.usernames.has(c)) return true;
  return false;
}

function hostMatches(host: string, domain: string): boolean {
  return host === domain || (host.length > domain.length && host.endsWith(domain) && host.charCodeAt(host.length - domain.length - 1) === 0x2e);
}

/** Whether one of `links` goes to the rule's domain or a subdomain of it. */
function opensDomain(links: readonly Link[], d: DomainRule): boolean {
  for (const l of links) for (const domain of d.domains) if (hostMatches(l.host, domain)) return true;
  return false;
}

/**
 * The links of the buttons' addresses, each read by the normaliser as a link written in a text is (invisible characters,
 * full-width and look-alike letters folded); an address it does not read as a link (`tg://…`) is none. By the shared
 * normaliser: the detector's own holds the text's result. Null when the budget was spent before they were all read (it
 * is read before each: at most one address, about 0.1 ms, past it).
 */
function buttonLinks(urls: readonly string[], spent: () => boolean): Link[] | null {
  const links: Link[] = [];
  for (const u of urls) {
    if (spent()) return null;
    for (const l of normalize(u).links) links.push(l);
  }
  return links;
}

/**
 * Appends a signal for every custom rule that fires, within the group's budget: the rules run in
 * order (keywords, domains, then the regex sets, each regex once, on the normalised text) until
 * `cp.budgetMs` is spent (see CheckBudget); the rules that did not run, and those that never
 * run (over the cost limits), are named by one `custom_rules_skipped` signal of weight 0.
 * `buttonUrls`: the addresses the message's URL buttons open (bot checks), links of the message for
 * the `domain` rules as those of its text are, read within the budget and only when the group has domain rules.
 */
export function evaluateCustomRules(cp: CompiledPolicy, nt: NormalizedText, out: Signal[], buttonUrls?: readonly string[]): void {
  // no custom rule (every check without a group): no budget to start, no clock or CPU-time read
  if (cp.keywords.length === 0 && cp.domains.length === 0 && cp.regexSets.length === 0 && cp.overBudget.length === 0) return;
  const skipped: string[] = [...cp.overBudget];
  let spent = false;
  // The clock starts at the first consult, after this function's own allocations: a collection they set off (5 ms or
  // more of wall clock on a loaded host, with the collector's threads' CPU) is not the rules' time. Started before
  // them, a first consult a few statements later once found the budget spent and skipped a group's only keyword
  // (engine.int.test.ts in a fresh clone's make test, 2026-11-30; it passed alone five times after).
  let budget: CheckBudget | undefined;
  /** The check's budget, its clock started at the first call. */
  const budgetNow = (): CheckBudget => (budget ??= new CheckBudget(cp.budgetMs));
  /** Whether the budget is spent; once it is, the clock is not read again. */
  const spentNow = (): boolean => {
    if (!spent) spent = budgetNow().spent();
    return spent;
  };
  if (cp.keywords.length > 0) {
    if (spentNow()) {
      for (const k of cp.keywords) skipped.push(k.rule.name);
    } else {
      // one pass over the tokens for every token keyword (linear in the text, like the built-in phrases)
      const fired = new Uint8Array(cp.keywords.length);
      if (cp.keywordIndex !== null) matchPhrases(cp.keywordIndex, nt.normalized, nt.tokenSpans, fired);
      cp.keywords.forEach((k, i) => {
        if (k.tokens.length > 0) {
          if (fired[i] === 1) out.push({ name: k.rule.name, weight: k.weight, category: CUSTOM_CATEGORY });
          return;
        }
        // a substring keyword is a scan of the text of its own: the budget is read before each, as before the index
        if (spentNow()) skipped.push(k.rule.name);
        else if (nt.normalized.includes(k.needle)) out.push({ name: k.rule.name, weight: k.weight, category: CUSTOM_CATEGORY });
      });
    }
  }
  if (cp.domains.length > 0) {
    if (spentNow()) {
      for (const d of cp.domains) skipped.push(d.rule.name);
    } else {
      // the text's links, then the addresses the message's URL buttons open (the bot's checks), read on the budget's
      // clock: 100 of 2,048 units take 10 ms or more, and the rules are skipped once reading them spent the budget
      const buttons = buttonUrls === undefined || buttonUrls.length === 0 ? undefined : buttonLinks(buttonUrls, spentNow);
      if (buttons === null) {
        for (const d of cp.domains) skipped.push(d.rule.name);
      } else if (nt.links.length > 0 || buttons !== undefined) {
        for (const d of cp.domains) {
          if (opensDomain(nt.links, d) || (buttons !== undefined && opensDomain(buttons, d)))
            out.push({ name: d.rule.name, weight: d.weight, category: CUSTOM_CATEGORY });
        }
      }
    }
  }
  const throwIfSpent = (): void => {
    if (budgetNow().spent()) throw BUDGET_SPENT;
  };
  for (const rs of cp.regexSets) {
    let matched: number[] | null = null;
    if (!spentNow()) {
      try {
        // the engine's loop over the set's DFA; re2js's own when there is none or its DFA gave up on this text
        if (rs.fast !== undefined) matched = rs.fast.run(nt.normalized, STEPS_PER_CLOCK_READING, throwIfSpent);
        matched ??= rs.set.match(new DeadlineText(nt.normalized, budgetNow(), rs.interval) as unknown as string);
      } catch (err) {
        if (err !== BUDGET_SPENT) throw err;
        spent = true;
      }
    }
    if (matched === null) {
      for (const r of rs.rules) skipped.push(r.rule.name);
      continue;
    }
    for (const i of matched) {
      const r = rs.rules[i]!;
      out.push({ name: r.rule.name, weight: r.weight, category: CUSTOM_CATEGORY });
    }
  }
  if (skipped.length > 0) out.push({ name: CUSTOM_RULES_SKIPPED_SIGNAL, weight: 0, category: CUSTOM_CATEGORY, rules: skipped });
}
