/**
 * What one check of the regex-budget attacker costs the engine, in CPU time (unaffected by other
 * processes on the host) and wall-clock time: the detector alone, tenant A's group at the
 * maximum regex cost (the rules of test/regex-budget.int.test.ts) against no group, on
 * 10,000-character a/b texts.
 *
 *   npx tsx services/engine/scripts/regex-budget.ts
 */
import { CUSTOM_RULES_BUDGET_MS } from "@warden/contract";
import { compilePolicy, createDetector, DEFAULT_SETTINGS, type CompiledPolicy } from "../src/detection/index.js";
import { abText, HOSTILE_RULES } from "../test/support/regex-attack.js";

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.ceil(p * v.length) - 1)]!;
const fig = (v: number[]) => ({ p50: +pct(v, 0.5).toFixed(2), p99: +pct(v, 0.99).toFixed(2), max: +Math.max(...v).toFixed(2) });

const rules = HOSTILE_RULES.map((r, i) => ({ ...r, id: `r${i}`, kind: "regex" as const, enabled: true }));
let c0 = cpuMs();
const hostile = compilePolicy({ version: 1, settings: DEFAULT_SETTINGS, rules, whitelist: [] });
const compileCpu = cpuMs() - c0;
// a new policy version that changed one rule: the other rules' validation is memoised, the sets are rebuilt
const recompileCpu: number[] = [];
for (let v = 2; v < 12; v++) {
  c0 = cpuMs();
  compilePolicy({ version: v, settings: DEFAULT_SETTINGS, rules: rules.map((r, i) => (i === 0 ? { ...r, pattern: `a[^%]{99${v % 7}}%` } : r)), whitelist: [] });
  recompileCpu.push(cpuMs() - c0);
}
const detector = createDetector();
const texts = Array.from({ length: 64 }, (_, i) => abText(i));
function measure(policy: CompiledPolicy | undefined, n: number) {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    c0 = cpuMs();
    detector.detectCompiled(texts[i % texts.length]!, policy);
    cpu.push(cpuMs() - c0);
    wall.push(performance.now() - t0);
  }
  return { cpu_ms: fig(cpu), wall_ms: fig(wall) };
}
measure(hostile, 50);
measure(undefined, 50);
console.log(
  JSON.stringify({
    budget_ms: CUSTOM_RULES_BUDGET_MS,
    policy_compile_cpu_ms: { first: +compileCpu.toFixed(1), next_version: fig(recompileCpu) },
    no_group: measure(undefined, 500),
    hostile_group: measure(hostile, 500),
  }),
);
