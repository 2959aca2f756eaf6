/**
 * The regex budget attack as a benchmark: tenant A's group at the maximum regex cost sends 10,000-character checks
 * in a loop while tenant B's ordinary checks run beside it, against the real engine server and the real groups-config
 * on PostgreSQL (a test database), all in this process. Prints B's latency alone and under attack (and the ratio),
 * A's as its client sees it and the engine's time on it, against the target of the hardening issue (B p99 <= 20 ms).
 *
 *   npm run bench:regex-attack -w @warden/engine [-- --seconds 10]
 *
 * Needs PostgreSQL as the tests do (WARDEN_TEST_DATABASE_URL or the local default). The test
 * (test/regex-budget.int.test.ts) proves the behaviour; this measures it.
 */
import { CUSTOM_RULES_SKIPPED_SIGNAL } from "@warden/contract";
import { ATTACK_ACCOUNT, ATTACK_GROUP, HOSTILE, runAttack, startAttackWorld } from "../test/support/regex-attack.js";

const TARGET_P99_MS = 20;
const at = process.argv.indexOf("--seconds");
const seconds = at > 0 ? Number(process.argv[at + 1]) : 10;

const world = await startAttackWorld();
try {
  for (const rule of HOSTILE) await world.groups.createRule({ accountId: ATTACK_ACCOUNT, groupId: BigInt(ATTACK_GROUP), rule });
  const { figures } = await runAttack(world, seconds, CUSTOM_RULES_SKIPPED_SIGNAL);
  const row = (name: string, f: { n: number; p50: number; p99: number; max: number }) =>
    `${name.padEnd(34)} ${String(f.n).padStart(7)} ${f.p50.toFixed(2).padStart(8)} ${f.p99.toFixed(2).padStart(8)} ${f.max.toFixed(2).padStart(9)}`;
  console.log(`regex budget attack, ${seconds} s, budget ${figures.budget_ms} ms, load average ${figures.loadavg.join(" / ")} (1/5/15 min)`);
  console.log(`${"".padEnd(34)} ${"checks".padStart(7)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"max ms".padStart(9)}`);
  console.log(row("B alone (2 s before the attack)", figures.b_alone));
  console.log(row("B under attack", figures.b));
  console.log(row("A (its client)", figures.a));
  console.log(row("A (engine time, custom rules incl.)", figures.a_engine));
  console.log(`A's checks that skipped their rules: ${figures.a_skipped} of ${figures.a.n}`);
  console.log(
    `B p99 under attack / alone: ${(figures.b.p99 / figures.b_alone.p99).toFixed(2)}; target B p99 <= ${TARGET_P99_MS} ms: ${figures.b.p99 <= TARGET_P99_MS ? "met" : "missed"}`,
  );
  console.log(JSON.stringify(figures));
} finally {
  await world.close();
}
