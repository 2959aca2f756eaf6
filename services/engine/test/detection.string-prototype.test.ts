import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compilePolicy, createDetector, DEFAULT_SETTINGS, type CustomRule } from "../src/detection/index.js";

// Once String.prototype is the prototype of any second object (`class X extends String`,
// Object.create(String.prototype), setPrototypeOf(x, String.prototype)), V8 stops inlining charCodeAt
// on every string of the process: the normaliser's character loops took ~65% longer and a
// 10,000-character check ~0.3 ms more (docs/benchmarks.md, engine). The custom-rule budget's
// text wrapper (policy.ts DeadlineText) used to be such a subclass.

const SRC = fileURLToPath(new URL("../src", import.meta.url));
const STRING_PROTOTYPE_USE =
  /\bextends\s+String\b|Object\.create\(\s*String\.prototype|setPrototypeOf\([^)]*String\.prototype|__proto__\s*:\s*String\.prototype/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

describe("String.prototype stays nobody's prototype", () => {
  it("the pattern finds each way of making it a prototype (so the scan below can fail)", () => {
    for (const bad of [
      "class T extends String {}",
      "Object.create(String.prototype)",
      "Object.setPrototypeOf(o, String.prototype)",
      "{ __proto__: String.prototype }",
    ]) {
      expect(STRING_PROTOTYPE_USE.test(bad), bad).toBe(true);
    }
    expect(STRING_PROTOTYPE_USE.test("class T extends StringBuilder {}")).toBe(false);
  });

  it("no engine source extends String or puts String.prototype under another object", () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((f) => STRING_PROTOTYPE_USE.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("re2js takes the budgeted text wrapper as a string: regex rules match through its prefilter and its DFA", () => {
    const rules: CustomRule[] = [
      // a literal prefix (re2js looks it up with indexOf) and a character class (read with charCodeAt)
      { id: "a", name: "prefix", kind: "regex", pattern: "crypto\\s+signals?", weight: 30, enabled: true },
      { id: "b", name: "dfa", kind: "regex", pattern: "[0-9]{3}\\s?usdt", weight: 30, enabled: true },
    ];
    // a budget no loaded machine spends: this test is about re2js reading the wrapper, not about time (with the default
    // budget it failed whenever the test runner's other workers starved this one)
    const cp = compilePolicy({ version: 1, settings: { ...DEFAULT_SETTINGS }, rules, whitelist: [] }, { budgetMs: 10_000 });
    const det = createDetector({ rulesOnly: true });
    const names = (text: string) => det.detectCompiled(text, cp).matched_rules.filter((n) => n === "prefix" || n === "dfa");
    expect(names(`${"ordinary chat ".repeat(700)}join our crypto signals, 500 USDT a week`)).toEqual(["dfa", "prefix"]);
    expect(names("ordinary chat about a crypto conference")).toEqual([]);
  });
});
