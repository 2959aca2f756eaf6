import { REGEX_FLAGS, REGEX_SET_DFA_BYTES } from "@warden/contract";
import { RE2JS, RE2Set } from "re2js";
import { describe, expect, it } from "vitest";
import { compilePolicy, createDetector, DEFAULT_SETTINGS, type Policy } from "../src/detection/index.js";
import { fastDfa } from "../src/detection/regex-dfa.js";

// The engine's loop over a regex set's DFA (regex-dfa.ts) must answer what re2js's own loop answers, on every text.

function compiledSet(patterns: readonly string[], dfaBytes = REGEX_SET_DFA_BYTES): RE2Set {
  const set = new RE2Set(RE2Set.UNANCHORED, REGEX_FLAGS, dfaBytes);
  for (const p of patterns) set.add(p);
  set.compile();
  return set;
}

const never = (): void => undefined;

const PATTERNS = [
  "\\bbtc\\b",
  "^hello",
  "world$",
  "(?:лс|личк[уеи])",
  "[A-Z]{10,}",
  "\\$[A-Z]{3,6}\\b",
  "t\\.me/\\+[a-z0-9_-]{6,}",
  "\\d{2,}%\\s*(?:profit|прибыл)",
  "😀{2}",
  "[\\x{1F300}-\\x{1FAFF}]\\s?free",
  "\\x{d800}",
  "[ґєії]{2}",
  "賺錢|日入",
  "a.{0,5}b",
  "(?:^|\\n)buy",
];

/** texts at the loop's edges: surrogate pairs and lone surrogates, \b and $ at the end, newlines, CJK, Cyrillic, empty */
const TEXTS = [
  "",
  "btc",
  "buy btc now",
  "xbtcx",
  "hello world",
  "say hello world!",
  "пиши в лс",
  "в личку",
  "ABCDEFGHIJK shouting",
  "$DOGE to the moon",
  "join t.me/+AbCdEf123",
  "50% profit daily, 300% прибыли",
  "😀😀 two faces",
  "😀 one face",
  "🚀 free tokens",
  "🚀free",
  "lone \ud800 high",
  "lone high at the end \ud800",
  "lone \udc00 low",
  "\udc00\ud800 reversed pair",
  "ґє and її",
  "每天賺錢,日入過萬",
  "a12345b",
  "a123456b",
  "first line\nbuy now",
  "buy at the start",
  "no match here at all",
];

function randomText(seed: number): string {
  const alphabet = ["a", "b", "t", "c", "B", "T", "C", " ", "\n", "$", "%", "1", "9", "л", "с", "ч", "к", "у", "😀", "🚀", "賺", "\ud800", "\udc00", "ї", "."];
  let x = seed >>> 0 || 1;
  let s = "";
  const n = 1 + (seed % 200);
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    s += alphabet[(x >>> 0) % alphabet.length];
  }
  return s;
}

describe("regex sets read by the engine's own DFA loop", () => {
  it("is there for an ordinary set (re2js's internals as pinned), and not for a set re2js's DFA cannot run", () => {
    expect(fastDfa(compiledSet(PATTERNS), PATTERNS.length, 1 << 20)).toBeDefined();
    // re2js's DFA refuses lookbehinds (its `failed`; a group's rules have none: REGEX_FLAGS): re2js's own loop runs them
    const lookbehind = new RE2Set(RE2Set.UNANCHORED, REGEX_FLAGS | RE2JS.LOOKBEHINDS);
    lookbehind.add("(?<=a)b");
    lookbehind.compile();
    expect((lookbehind as unknown as { dfa: { failed: boolean } }).dfa.failed).toBe(true);
    expect(fastDfa(lookbehind, 1, 1 << 20)).toBeUndefined();
  });

  it("answers what re2js answers, on the edge texts and on 2,000 random ones", () => {
    const set = compiledSet(PATTERNS);
    const fast = fastDfa(compiledSet(PATTERNS), PATTERNS.length, 1 << 20)!;
    const texts = [...TEXTS, ...Array.from({ length: 2000 }, (_, i) => randomText(i + 1))];
    for (const text of texts) expect(fast.run(text, 8192, never), JSON.stringify(text)).toEqual(set.match(text));
    // the edge texts are not all misses or all hits
    const hits = TEXTS.map((t) => fast.run(t, 8192, never)!.length);
    expect(hits.filter((h) => h === 0).length).toBeGreaterThan(0);
    expect(hits.filter((h) => h > 0).length).toBeGreaterThan(TEXTS.length / 2);
  });

  it("with a transition table too small for the texts' states, starts its numbering again and answers the same", () => {
    const set = compiledSet(PATTERNS);
    const fast = fastDfa(compiledSet(PATTERNS), PATTERNS.length, 4 * 16 * 8)!;
    let most = 0;
    for (let i = 0; i < 300; i++) {
      const text = randomText(i + 7);
      expect(fast.run(text, 8192, never)).toEqual(set.match(text));
      most = Math.max(most, fast.states);
    }
    // numbered again once 16 states (the floor of the cap) were reached: never far past it
    expect(most).toBeGreaterThan(16);
    expect(fast.states).toBeLessThan(most);
  });

  it("answers null when re2js's DFA gives up (its memory budget spent), so that re2js's own loop runs", () => {
    // a DFA of a few KB: these rules need more states than that on a/b text (re2js would reset its cache or use its NFA)
    const patterns = ["a[^%]{40}%", "b[^%]{40}%"];
    const set = compiledSet(patterns, 4096);
    const fast = fastDfa(set, patterns.length, 1 << 20)!;
    let text = "";
    for (let i = 0; i < 2000; i++) text += (i * 7919) % 3 === 0 ? "a" : "b";
    expect(fast.run(text, 8192, never)).toBeNull();
    // what the caller runs then (policy.ts): re2js's own loop, which resets its cache or takes its NFA and answers
    expect(set.match(text)).toEqual([]);
    expect(set.match(`a${"x".repeat(40)}%`)).toEqual([0]);
  });

  it("a check whose loop gives up is answered by re2js's own loop: the same rules fire", () => {
    const policy: Policy = {
      version: 1,
      settings: { ...DEFAULT_SETTINGS },
      rules: PATTERNS.map((pattern, i) => ({ id: `r${i}`, name: `p${i}`, kind: "regex", pattern, weight: 1, enabled: true })),
      whitelist: [],
    };
    const detector = createDetector({ rulesOnly: true });
    const withLoop = compilePolicy(policy, { budgetMs: 60_000 });
    const givingUp = compilePolicy(policy, { budgetMs: 60_000 });
    expect(withLoop.regexSets.every((rs) => rs.fast !== undefined)).toBe(true);
    let asked = 0;
    for (const rs of givingUp.regexSets)
      rs.fast = {
        states: 0,
        run: () => {
          asked++;
          return null;
        },
      };
    let fired = 0;
    for (const text of TEXTS) {
      const a = detector.detect(text, withLoop).matched_rules.filter((n) => /^p\d+$/.test(n));
      const b = detector.detect(text, givingUp).matched_rules.filter((n) => /^p\d+$/.test(n));
      expect(b, text).toEqual(a);
      fired += a.length;
    }
    expect(asked).toBe(TEXTS.length * givingUp.regexSets.length);
    expect(fired).toBeGreaterThan(10);
  });

  it("consults the budget by work: a known transition counts one step, a new one the program's size", () => {
    const fast = fastDfa(compiledSet(PATTERNS), PATTERNS.length, 1 << 20)!;
    const text = "plain words and nothing else ".repeat(40);
    let calls = 0;
    const count = (): void => {
      calls++;
    };
    fast.run(text, 100, count);
    const first = calls;
    calls = 0;
    // every transition known now: one call per 100 characters read
    fast.run(text, 100, count);
    expect(calls).toBe(Math.floor(text.length / 100));
    // the first time, each new transition counted the program's size as well
    expect(first).toBeGreaterThan(calls + 5);
    // a spent budget stops the loop: the throw goes through
    expect(() =>
      fast.run(text, 100, () => {
        throw new Error("spent");
      }),
    ).toThrow("spent");
  });
});
