import { CUSTOM_RULES_BUDGET_MS, CUSTOM_RULES_MIN_CPU_MS, INTERNAL_LIMITS, REGEX_FLAGS, REGEX_GROUP_MAX_COST, REGEX_RULE_MAX_COST } from "@warden/contract";
import { Worker } from "node:worker_threads";
import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import {
  compilePolicy,
  createDetector,
  CUSTOM_RULES_SKIPPED_SIGNAL,
  DEFAULT_SETTINGS,
  normalize,
  type CustomRule,
  type Detection,
  type Policy,
} from "../src/detection/index.js";
import { CheckBudget, cpuMs } from "../src/detection/policy.js";

// Custom rules run under a per-check budget: a group can spend its own time only, and an overrun
// answers with the built-in result plus one weight-0 signal naming the rules that did not run.

const detector = createDetector();

function policy(rules: Partial<CustomRule>[]): Policy {
  return {
    version: 1,
    settings: { ...DEFAULT_SETTINGS },
    rules: rules.map((r, i) => ({ id: `r${i}`, name: `rule_${i}`, kind: "keyword", pattern: "", weight: 30, enabled: true, ...r })),
    whitelist: [],
  };
}

const skippedSignal = (d: Detection) => d.signals.find((s) => s.name === CUSTOM_RULES_SKIPPED_SIGNAL);
const withoutSkipped = (d: Detection) => ({
  ...d,
  matched_rules: d.matched_rules.filter((n) => n !== CUSTOM_RULES_SKIPPED_SIGNAL),
  signals: d.signals.filter((s) => s.name !== CUSTOM_RULES_SKIPPED_SIGNAL),
});

/** Rules of the maximum cost crafted to defeat re2js's DFA and keep ~1,000 NFA threads alive on a/b text. */
const HOSTILE = Array.from({ length: REGEX_GROUP_MAX_COST / REGEX_RULE_MAX_COST }, (_, i) => ({
  name: `hostile_${i}`,
  kind: "regex" as const,
  pattern: `${"ab"[i % 2]}[^%]{996}%`,
}));
/** 10,000 characters of a and b: every position starts a thread of every hostile rule. */
function abText(seed: number): string {
  let x = seed >>> 0 || 1;
  let s = "";
  for (let i = 0; i < 10_000; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    s += (x & 1) === 0 ? "a" : "b";
  }
  return s;
}

describe("custom-rule budget", () => {
  const SPAM = "Заработок от 500$ в день, пиши в лс https://bit.ly/abc, free crypto";
  const rules: Partial<CustomRule>[] = [
    { name: "kw", kind: "keyword", pattern: "заработок" },
    { name: "dom", kind: "domain", pattern: "bit.ly" },
    { name: "rx", kind: "regex", pattern: "free\\s+crypto" },
  ];

  it("within the budget: every rule runs and no skipped signal", () => {
    const d = detector.detect(SPAM, compilePolicy(policy(rules)));
    expect(d.matched_rules).toEqual(expect.arrayContaining(["kw", "dom", "rx"]));
    expect(skippedSignal(d)).toBeUndefined();
  });

  it("budget spent: the built-in result plus custom_rules_skipped (weight 0) naming every rule that did not run", () => {
    const d = detector.detect(SPAM, compilePolicy(policy(rules), { budgetMs: 0 }));
    expect(skippedSignal(d)).toEqual({ name: CUSTOM_RULES_SKIPPED_SIGNAL, weight: 0, category: "custom", rules: ["kw", "dom", "rx"] });
    expect(d.matched_rules).toContain(CUSTOM_RULES_SKIPPED_SIGNAL);
    // the rest is exactly the answer without a group policy
    expect(withoutSkipped(d)).toEqual(detector.detect(SPAM));
  });

  it("the addresses of a message's URL buttons are read on the budget's clock: the most a check carries can spend a small budget, and the domain rules are then named", () => {
    const { checkButtonUrls, checkButtonUrlMaxUnits } = INTERNAL_LIMITS;
    const prefix = "https://bit.ly/";
    const buttons = Array.from({ length: checkButtonUrls }, (_, i) => `${prefix}${String(i).padEnd(checkButtonUrlMaxUnits - prefix.length, "x")}`);
    const domainOnly = policy([{ name: "dom", kind: "domain", pattern: "bit.ly" }]);
    // 0.2 ms, capped at 2 ms of wall clock: ample for the text's own link, not for 100 addresses of 2,048 units
    const small = compilePolicy(domainOnly, { budgetMs: 0.2 });
    expect(detector.detect(SPAM, small).matched_rules).toContain("dom");
    expect(detector.detect("see the button", compilePolicy(domainOnly, { budgetMs: 60_000 }), undefined, buttons).matched_rules).toContain("dom");
    const d = detector.detect("see the button", small, undefined, buttons);
    expect(skippedSignal(d)?.rules).toEqual(["dom"]);
    expect(d.matched_rules).not.toContain("dom");
  });

  it(`a hostile group at the maximum cost on 10,000 characters stops at the budget (${CUSTOM_RULES_BUDGET_MS} ms) and names its regexes`, () => {
    const cp = compilePolicy(policy(HOSTILE));
    expect(cp.errors).toEqual([]);
    const text = abText(7);
    const alone = detector.detect(text);
    for (let i = 0; i < 3; i++) {
      const c0 = cpuMs();
      const d = detector.detect(text, cp);
      const ms = cpuMs() - c0;
      expect(skippedSignal(d)?.rules?.length).toBeGreaterThan(0);
      expect(skippedSignal(d)!.rules!.every((n) => n.startsWith("hostile_"))).toBe(true);
      expect(withoutSkipped(d)).toEqual(alone);
      // unbounded, these rules take seconds of CPU on this text (CPU time: a wait for a core is not the check's work)
      expect(ms).toBeLessThan(250);
    }
  });

  it("rules stored before the limits (over the per-rule or the group cost) never run and are always named", () => {
    // a budget no check reaches: the rules named here are the cost limits' alone, not also the ones a loaded machine ran
    // out of time for (with the default budget, a run beside `make test` on both cores named hostile_4..7 as well)
    const cp = compilePolicy(
      policy([
        { name: "legacy_big", kind: "regex", pattern: "x{999}" },
        ...HOSTILE.map((r) => ({ ...r, pattern: `${r.pattern.slice(0, 1)}x{997}` })),
        { name: "over_total", kind: "regex", pattern: "zz" },
        { name: "kw", kind: "keyword", pattern: "hello" },
      ]),
      { budgetMs: 60_000 },
    );
    expect(cp.overBudget).toEqual(["legacy_big", "over_total"]);
    const d = detector.detect("hello there", cp);
    expect(d.matched_rules).toContain("kw");
    expect(skippedSignal(d)!.rules).toEqual(["legacy_big", "over_total"]);
  });
});

/** On each text, the rules `p<i>` that the policy's sets fire are exactly those whose pattern alone matches the normalised text. */
function expectSetsAnswerLikeEachRule(cp: ReturnType<typeof compilePolicy>, patterns: readonly string[], texts: readonly string[]): void {
  for (const text of texts) {
    const norm = normalize(text).normalized;
    const expected = patterns.map((p, i) => (RE2JS.compile(p, REGEX_FLAGS).test(norm) ? `p${i}` : null)).filter((n) => n !== null);
    const got = detector
      .detect(text, cp)
      .signals.filter((s) => /^p\d+$/.test(s.name))
      .map((s) => s.name);
    expect(got.sort(), text.slice(0, 40)).toEqual(expected.sort());
  }
}

describe("the budget's clock", () => {
  it("a check descheduled across its deadline while the process's other threads ran is not cut short: the first reading past the budget looks again after a grace", async () => {
    // another thread of the process burns CPU, as the collector's and the optimising compiler's do
    const spinner = new Worker(`require("node:worker_threads").parentPort.postMessage("spinning"); for (;;) {}`, { eval: true });
    try {
      await new Promise((resolve) => spinner.once("message", resolve));
      const budget = new CheckBudget(CUSTOM_RULES_BUDGET_MS);
      const t0 = performance.now();
      const c0 = cpuMs();
      // the check's thread is off the CPU (blocked) past the wall-clock budget, until the process has had the minimum CPU
      const cell = new Int32Array(new SharedArrayBuffer(4));
      while (performance.now() - t0 < CUSTOM_RULES_BUDGET_MS || cpuMs() - c0 < CUSTOM_RULES_MIN_CPU_MS) Atomics.wait(cell, 0, 0, 1);
      // back on the CPU: a cheap group's next rules run ...
      const t1 = performance.now();
      expect(budget.spent()).toBe(false);
      // ... and an expensive one ends once the grace has passed
      while (!budget.spent()) {}
      expect(performance.now() - t1).toBeGreaterThanOrEqual(CUSTOM_RULES_MIN_CPU_MS);
    } finally {
      await spinner.terminate();
    }
  });

  it("a budget of 0 is spent at its first reading (no grace)", () => {
    expect(new CheckBudget(0).spent()).toBe(true);
  });
});

describe("regex sets", () => {
  it("one set pass gives exactly the per-rule re2js answers, on the normalised text, across several sets", () => {
    const patterns = [
      "free\\s+crypto",
      "t\\.me/[a-z0-9_]{5,32}",
      "\\$\\d{2,5}",
      "dm\\s+me",
      "(?:casino|slots)",
      "заработ\\w*",
      "^hello",
      "world$",
      "\\bbtc\\b",
      "[0-9]{3}-[0-9]{4}",
      "x{900}",
      "y{900}",
      "z{900}",
      "(?-i)buy now",
      "a.{0,5}b",
    ];
    // a budget no check reaches: this test is about what the sets answer, the budget has its own tests
    const cp = compilePolicy(policy(patterns.map((pattern, i) => ({ name: `p${i}`, kind: "regex", pattern }))), { budgetMs: 60_000 });
    expect(cp.regexSets.length).toBeGreaterThan(1);
    const texts = [
      "FREE   Crypto at t.me/some_channel, only $500! DM me",
      "hello casino world",
      "Заработок 555-1234 BTC",
      "BUY NOW a--b",
      "x".repeat(950),
      "ab",
      "ничего",
      "hello",
      "y".repeat(899),
    ];
    expectSetsAnswerLikeEachRule(cp, patterns, texts);
  });

  it("Cyrillic letters take the sets' class table: same answers as each rule alone, at the table's edges too", () => {
    // classes cut inside the Cyrillic blocks, case folding, Ukrainian letters, the table's last code unit (U+052F) and
    // the first above it, letters of a block far above (Armenian) and an emoji (a surrogate pair)
    const patterns = [
      "[б-д]{2}",
      "(?:ґ|є)\\s?\\d",
      "зар[аa]б\\w*",
      "[ѐ-џ]x",
      "\\x{52f}",
      "\\x{530}|\\x{531}",
      "[ա-ֆ]{2}",
      "\\p{Cyrillic}{3}\\s😀",
      "(?:ё|е)лк",
      "[^а-я\\s]{4}",
    ];
    const cp = compilePolicy(policy(patterns.map((pattern, i) => ({ name: `p${i}`, kind: "regex", pattern }))), { budgetMs: 60_000 });
    expect(cp.regexSets.length).toBeGreaterThan(0);
    expect(cp.regexSets.every((rs) => rs.cyrillicTable)).toBe(true);
    const texts = [
      "Где взять ДДос? вдвоём",
      "ґ 5 і є7, Ґанок",
      "Зарaботок без вложений",
      "ѐx and џx",
      "\u052f alone",
      "\u0530\u0531",
      "բարեւ ձեզ",
      "Привет 😀",
      "ёлка и елка",
      "ABCD1234 wxyz",
      "обычный текст без совпадений",
    ];
    expectSetsAnswerLikeEachRule(cp, patterns, texts);
  });
});
