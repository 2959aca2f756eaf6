/**
 * CPU time of the regex checks groups-config runs on a rule write: the rule's own validation
 * (one compile) and the group's total over the other rules (memoised by pattern). Each write
 * gets a different pattern at the per-rule cost limit, so no cache helps.
 *
 *   npx tsx packages/contract/scripts/write-cpu.ts
 */
import { RE2JS } from "re2js";
import { REGEX_FLAGS, REGEX_GROUP_MAX_COST, REGEX_RULE_MAX_COST, ruleViolations, storedRegexCost } from "../src/rule/index.js";

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// 10 literals repeated 99 times: cost 992, just under the limit
const pattern = (i: number) => `(?:abcdefghi${String.fromCharCode(97 + (i % 26))}){99}${i}`;

const writes: number[] = [];
for (let i = 0; i < 20; i++) {
  const c0 = cpuMs();
  const { violations, cost } = ruleViolations({ name: `r${i}`, kind: "regex", pattern: pattern(i), weight: 10 });
  if (violations.length || !cost || cost > REGEX_RULE_MAX_COST) throw new Error(`unexpected: ${JSON.stringify(violations)} ${cost}`);
  writes.push(cpuMs() - c0);
}
const others = Array.from({ length: Math.floor(REGEX_GROUP_MAX_COST / 1000) - 1 }, (_, i) => pattern(100 + i));
let c0 = cpuMs();
for (const p of others) storedRegexCost(p);
const totalCold = cpuMs() - c0;
c0 = cpuMs();
for (const p of others) storedRegexCost(p);
const totalWarm = cpuMs() - c0;
// A hostile write: 495 characters that compile to ~55,000 instructions, a different one each time (no memo helps).
const hostile = (i: number) => `${"\\pL{1000}".repeat(54)}x{${100 + i}}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const refused: number[] = [];
const compiled: number[] = [];
for (let i = 0; i < 10; i++) {
  c0 = cpuMs();
  if (!ruleViolations({ name: `h${i}`, kind: "regex", pattern: hostile(i), weight: 10 }).violations.length) throw new Error("hostile pattern accepted");
  refused.push(cpuMs() - c0);
  c0 = cpuMs();
  RE2JS.compile(hostile(10 + i), REGEX_FLAGS);
  compiled.push(cpuMs() - c0);
}
const sorted = [...writes.slice(1)].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    rule_validation_ms: { first: +writes[0]!.toFixed(2), p50_next: +sorted[sorted.length >> 1]!.toFixed(2), max_next: +sorted[sorted.length - 1]!.toFixed(2) },
    group_total_ms: { cold: +totalCold.toFixed(2), memoised: +totalWarm.toFixed(2), other_rules: others.length },
    hostile_write_ms: { refused_p50: +median(refused).toFixed(3), compiling_it_p50: +median(compiled).toFixed(2) },
  }),
);
