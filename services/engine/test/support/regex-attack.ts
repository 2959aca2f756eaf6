/**
 * The regex-budget attacker, shared by the attack test (test/regex-budget.int.test.ts) and the cost
 * script (scripts/regex-budget.ts): a group at the maximum regex cost whose patterns force full
 * scans, and 10,000-character a/b texts.
 */
import { REGEX_GROUP_MAX_COST, REGEX_RULE_MAX_COST } from "@warden/contract";

/** The largest accepted regexes, as many as the group's total allows, each scanning the whole text. */
export const HOSTILE_RULES = Array.from({ length: REGEX_GROUP_MAX_COST / REGEX_RULE_MAX_COST }, (_, i) => ({
  name: `hostile_${i}`,
  pattern: `${"ab"[i % 2]}[^%]{996}%`,
  weight: 10,
}));

/** 10,000 characters of a and b, different for every seed (so no DFA cache helps). */
export function abText(seed: number): string {
  let x = (seed * 2654435761) >>> 0 || 1;
  const out = new Array<string>(10_000);
  for (let i = 0; i < 10_000; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = (x & 1) === 0 ? "a" : "b";
  }
  return out.join("");
}
