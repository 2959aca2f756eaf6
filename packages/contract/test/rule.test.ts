import { RE2JS } from "re2js";
import { describe, expect, it, vi } from "vitest";
import {
  checkPattern,
  compileRegexRule,
  groupCostProblem,
  REGEX_FLAGS,
  REGEX_GROUP_MAX_COST,
  REGEX_RULE_MAX_COST,
  REGEX_SET_MAX_COST,
  regexCost,
  regexProblem,
  RULE_PATTERN_MAX_CHARS,
  ruleViolations,
  storedRegexCost,
} from "../src/rule/index.js";
import { expansionEstimate } from "../src/rule/regex.js";

describe("regex cost model", () => {
  it("is the compiled program's instruction count for plain patterns", () => {
    for (const p of ["x", "free\\s+money", "(?:ab){10}", "[a-z]{3,9}"]) {
      const re = RE2JS.compile(p, REGEX_FLAGS);
      expect(regexCost(re), p).toBe(re.programSize());
    }
  });

  it("counts a large character class by its size (re2js still exposes its program)", () => {
    const re = RE2JS.compile("\\p{L}", REGEX_FLAGS);
    expect(re.programSize()).toBe(3);
    // one instruction of ~700 ranges weighs 1 + ranges/16; if re2js hid its program this would fall back to 3
    expect(regexCost(re)).toBeGreaterThan(40);
    expect(compileRegexRule("\\pL{21}")).toMatchObject({ ok: true, cost: 905 });
    expect(compileRegexRule("\\pL{23}")).toMatchObject({ ok: true, cost: 991 });
    expect(compileRegexRule("\\pL{24}")).toMatchObject({ ok: false, cost: 1034 });
  });

  it(`accepts a regex of exactly ${REGEX_RULE_MAX_COST}, refuses one over with the measured cost and the limit`, () => {
    // x{998} compiles to 998 literals + capture/match = 1000 instructions
    expect(compileRegexRule("x{998}")).toMatchObject({ ok: true, cost: REGEX_RULE_MAX_COST });
    const over = compileRegexRule("x{999}");
    expect(over).toMatchObject({ ok: false, cost: REGEX_RULE_MAX_COST + 1 });
    expect(regexProblem("x{999}")).toBe(
      `too costly: cost 1001 is over the limit of ${REGEX_RULE_MAX_COST} a rule (cost = compiled RE2 instructions, character classes counted by their size): use fewer or smaller repetitions, alternatives or classes`,
    );
    expect(regexProblem("a[^%]{996}%")).toBeNull();
    expect(regexProblem("a[^%]{997}%")).toMatch(/cost 1001 is over the limit of 1000/);
  });

  it("the old 20,000-instruction patterns are refused, without being compiled", () => {
    const compile = vi.spyOn(RE2JS, "compile");
    // A class is weighed by compiling it alone (memoised, well under a ms); the whole pattern is never compiled.
    const wholePatterns = () => compile.mock.calls.map((c) => c[0]).filter((p) => p.length > "[\\pL\\pN\\pS\\pP]".length);
    try {
      expect(regexProblem(`(?:${"abcdefghijklmnopqrstuv"}){909}`)).toBe(
        `too costly: its repetitions come to a cost of about 19998, far over the limit of ${REGEX_RULE_MAX_COST} a rule (cost = compiled RE2 instructions, character classes counted by their size): use fewer or smaller repetitions, alternatives or classes`,
      );
      const letter = expansionEstimate("\\pL");
      expect(letter).toBeGreaterThan(40);
      // 495 characters that take ~100 ms to compile (55,000 instructions), and a group of 160 classes written out 1,000 times.
      expect(regexProblem("\\pL{1000}".repeat(55))).toMatch(new RegExp(`^too costly: its repetitions come to a cost of about ${55_000 * letter},`));
      expect(regexProblem(`(?:${"\\pL".repeat(160)}){1000}`)).toMatch(new RegExp(`^too costly: its repetitions come to a cost of about ${160_000 * letter},`));
      // 160 two-letter alternatives that share no first letter, written out 1,000 times: 489 characters that took
      // 400-850 ms to compile (480,000 instructions) when an alternation counted as its longest branch alone.
      const alternatives = Array.from({ length: 160 }, (_, i) => String.fromCodePoint(0x4e00 + i * 7) + String.fromCodePoint(0x5000 + i * 3 + 1));
      expect(regexProblem(`(?:${alternatives.join("|")}){1000}`)).toMatch(/^too costly: its repetitions come to a cost of about 320000,/);
      // The same with each alternative in a group, or after the same \b or `.`: RE2 shares the first piece and still
      // writes every alternative out (200,000-490,000 instructions, 0.2-1.2 s), so they are summed too.
      for (const p of [
        `(?:${alternatives
          .slice(0, 98)
          .map((a) => `(${a})`)
          .join("|")}){1000}`,
        `(?:${alternatives
          .slice(0, 70)
          .map((a) => `(?:${a})`)
          .join("|")}){1000}`,
        `(?:${alternatives
          .slice(0, 98)
          .map((a) => `\\b${a}`)
          .join("|")}){666}`,
        `(?:${alternatives
          .slice(0, 123)
          .map((a) => `.${a}`)
          .join("|")}){666}`,
      ]) {
        expect(p.length, p).toBeLessThanOrEqual(RULE_PATTERN_MAX_CHARS);
        expect(regexProblem(p), p).toMatch(/^too costly: its repetitions come to a cost of about \d+, far over the limit/);
      }
      // One Unicode class written out 1,000 times: 12-46 ms of compile each on groups-config's event loop before, at
      // every write of a rule (a tenant's 600 writes a minute would take its loop from every engine's policy reads).
      for (const p of ["\\pL{1000}", "(?:\\pL\\pN){1000}", "[\\pL\\pN\\pS\\pP]{1000}"]) {
        expect(regexProblem(p), p).toMatch(/^too costly: its repetitions come to a cost of about \d+, far over the limit/);
      }
      expect(wholePatterns()).toEqual([]);
      // Near the limit the cost is measured on the compiled program, as before.
      compile.mockClear();
      expect(regexProblem("x{999}")).toMatch(/cost 1001 is over the limit/);
      expect(compile.mock.calls.map((c) => c[0])).toEqual(["x{999}"]);
    } finally {
      compile.mockRestore();
    }
  });

  it("the estimate read from the text never counts more than RE2 compiles", () => {
    for (const p of [
      "x",
      "free\\s+money",
      "(?:ab){10}",
      "[a-z]{3,9}",
      "(?:a|b|c|d|e|f|g|h|i|j){300}",
      "(?:abcX|abcY){200}",
      "(?i)hello|(?P<name>wor(?:ld){2,5})",
      "\\Qa.b{1000}\\E",
      "[\\]\\[:alpha:]]{400}x{0}",
      "\\p{Greek}{100}\\x{1F600}{50}\\x41{20}",
      "(\\pL{31}){32}",
      "😀{500}",
      "a{2,}b{3,700}",
      "^(?:$|x){90}",
      "(?:ab|cd|ef){100}",
      "(?:ab|Ac|b|c){50}",
      "(?:[ab]x|[cd]y|z){30}",
      "(?:(?:a)b|(?:c)d|e){40}",
      "\\x{4e00}b|\\x{4e07}c|\\x41d",
      "(?:free|fr|money|cash|crypto)\\s+(?:now|today){3}",
      "(?:(ab)|(cd)|e){100}",
      "(?:\\bxy|\\bzw|\\bq){100}",
      "(?:.xy|.zw){100}",
      "(?:ab1|ab2|ab3|ab4|ab5|ab6|ab7|ab8|ab9){100}",
      "(?:x*|y+|z){50}",
    ]) {
      const re = RE2JS.compile(p, REGEX_FLAGS);
      expect(expansionEstimate(p), p).toBeLessThanOrEqual(regexCost(re));
    }
    expect(expansionEstimate("(?:a|b|c|d|e|f|g|h|i|j){300}")).toBe(300);
    expect(expansionEstimate("(\\pL{31}){32}")).toBe(992 * expansionEstimate("\\pL"));
    // Branches that begin alike may share a prefix, single atoms may merge into a class: counted once; others add up.
    expect(expansionEstimate("(?:abcX|abcY){200}")).toBe(800);
    expect(expansionEstimate("(?:ab|cd|ef){100}")).toBe(600);
    expect(regexProblem("(?:a|b|c|d|e|f|g|h|i|j){300}")).toBeNull();
    // A count RE2 refuses is refused by RE2, with its own words.
    expect(regexProblem("x{5}(?:abc){1001}")).toMatch(/^not a valid RE2 regular expression: invalid repeat count/);
  });

  it("a set of rules fits the per-set cost", () => {
    expect(REGEX_SET_MAX_COST).toBeGreaterThanOrEqual(REGEX_RULE_MAX_COST);
    expect(REGEX_GROUP_MAX_COST % REGEX_SET_MAX_COST).toBe(0);
  });

  it("RE2 only: refusals name the missing feature", () => {
    expect(regexProblem("(a)\\1")).toMatch(/backreferences/);
    expect(regexProblem("foo(?=bar)")).toMatch(/look-ahead and look-behind/);
    expect(regexProblem("(?<!x)y")).toMatch(/look-ahead and look-behind/);
    expect(regexProblem("(?>a)")).toMatch(/atomic groups/);
    expect(regexProblem("a++")).toMatch(/atomic groups and possessive/);
    expect(regexProblem("[")).toMatch(/not a valid RE2 regular expression: missing closing \]/);
    expect(regexProblem("x*")).toBe("matches the empty text, so it would fire on every message");
    expect(regexProblem("\\bfree\\s+crypto\\b")).toBeNull();
  });

  it("memoises stored patterns' costs (null for a pattern that is not a valid rule)", () => {
    expect(storedRegexCost("x{998}")).toBe(1000);
    expect(storedRegexCost("x{998}")).toBe(1000);
    expect(storedRegexCost("x{999}")).toBeNull();
    expect(storedRegexCost("(a)\\1")).toBeNull();
  });
});

describe("group total", () => {
  it(`allows exactly ${REGEX_GROUP_MAX_COST}, refuses one more with the measured total and the limit`, () => {
    expect(groupCostProblem(REGEX_GROUP_MAX_COST - 1000, 1000)).toBeNull();
    expect(groupCostProblem(REGEX_GROUP_MAX_COST - 999, 1000)).toBe(
      `too costly for this group: its enabled regex rules would cost 10001 (this rule 1000, the others 9001), over the limit of ${REGEX_GROUP_MAX_COST} a group: disable, simplify or delete regex rules`,
    );
  });
});

describe("rule fields", () => {
  const rule = (over: Partial<Parameters<typeof ruleViolations>[0]> = {}) => ({ name: "r", kind: "regex" as const, pattern: "x", weight: 10, ...over });

  it("returns a regex's cost with no violation", () => {
    expect(ruleViolations(rule({ pattern: "free\\s+money" }))).toEqual({ violations: [], cost: 13 });
  });

  it("lists every broken field", () => {
    expect(ruleViolations(rule({ name: "Bad", weight: 101, pattern: "x{999}" })).violations.map((v) => v.path)).toEqual(["name", "pattern", "weight"]);
  });

  it("pattern length is counted in code points, 500 at most", () => {
    expect(checkPattern("keyword", "😀".repeat(500)).problem).toBeNull();
    expect(checkPattern("keyword", "a".repeat(501)).problem).toBe("must be at most 500 characters (got 501)");
    expect(checkPattern("regex", "a\u0000").problem).toBe("must not contain NUL characters");
  });
});
