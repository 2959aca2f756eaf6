/**
 * The regex-budget attacker, shared by the attack test (test/regex-budget.int.test.ts), the attack
 * bench (scripts/bench-regex-attack.ts) and the cost script (scripts/regex-budget.ts): a group at
 * the maximum regex cost whose patterns force full scans, 10,000-character a/b texts, and the world
 * they run in: the real engine server and the real groups-config on PostgreSQL, in this process.
 */
import os from "node:os";
import type { Client } from "@connectrpc/connect";
import { CUSTOM_RULES_BUDGET_MS, REGEX_GROUP_MAX_COST, REGEX_RULE_MAX_COST } from "@warden/contract";
import { createPool } from "@warden/db";
import { createServer as createGroupsServer, GroupStore, migrateGroupsConfig } from "@warden/groups-config";
import { EngineService, GroupsConfigService, RuleKind } from "@warden/proto";
import { listen, serviceClient } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { createTestDatabase } from "@warden/testing";
import { createDetector, type Detector } from "../../src/detection/index.js";
import { createEngine } from "../../src/wiring.js";

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

export const ATTACK_GROUP = -1001000018001;
export const ATTACK_ACCOUNT = "acc_attacker";
/** The attacker's rules as groups-config takes them. */
export const HOSTILE = HOSTILE_RULES.map((r) => ({ ...r, kind: RuleKind.REGEX }));

/** Tenant B's ordinary checks (no group). */
export const B_TEXTS = [
  "Hi all, does anyone know when the next meetup is?",
  "Earn $500 a day from home, DM me for details",
  "Подскажите, как настроить бэкап базы на сервере?",
  "Free crypto airdrop, claim now at bit.ly/claim-now 🚀🚀",
  "thanks, that worked for me too",
];

export interface AttackWorld {
  engine: Client<typeof EngineService>;
  groups: Client<typeof GroupsConfigService>;
  /** Engine-side time of each check with a group (tenant A's): the detector, custom rules included. */
  aEngineMs: number[];
  close(): Promise<void>;
}

/** A test database with groups-config's schema, groups-config and the engine served on loopback, tenant A's group created (no rules yet). */
export async function startAttackWorld(): Promise<AttackWorld> {
  const db = await createTestDatabase("regex_budget");
  await migrateGroupsConfig(db.url);
  const pool = createPool({ connectionString: db.url, schema: "groups_config" });
  const logger = createLogger("test", "silent");
  const groupsServer = await listen(createGroupsServer({ pool, registry: createRegistry("gc", { defaultMetrics: false }), logger }).handler, 0, "127.0.0.1");
  const aEngineMs: number[] = [];
  const real = createDetector();
  const detector: Detector = {
    model: real.model,
    detect: (text, policy, sender, buttonUrls) => real.detect(text, policy, sender, buttonUrls),
    detectCompiled(text, policy, sender, buttonUrls) {
      if (!policy) return real.detectCompiled(text, policy, sender, buttonUrls);
      const t0 = performance.now();
      const d = real.detectCompiled(text, policy, sender, buttonUrls);
      aEngineMs.push(performance.now() - t0);
      return d;
    },
  };
  const { handler } = createEngine({
    detector,
    groups: serviceClient(GroupsConfigService, `http://127.0.0.1:${groupsServer.port}`),
    registry: createRegistry("engine", { defaultMetrics: false }),
    logger,
  });
  const engineServer = await listen(handler, 0, "127.0.0.1");
  await new GroupStore(pool).upsertGroup({ id: ATTACK_GROUP, title: "attacker", plan: "pro", adminAccountIds: [ATTACK_ACCOUNT] });
  return {
    engine: serviceClient(EngineService, `http://127.0.0.1:${engineServer.port}`),
    groups: serviceClient(GroupsConfigService, `http://127.0.0.1:${groupsServer.port}`),
    aEngineMs,
    async close() {
      await engineServer.close(100);
      await groupsServer.close(100);
      await pool.end();
      await db.drop();
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
export const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: +percentile(s, 0.5).toFixed(2), p99: +percentile(s, 0.99).toFixed(2), max: +(s[s.length - 1] ?? 0).toFixed(2) };
};

/** What each check answered, for the test to judge (the bench only counts). */
export interface AttackAnswers {
  /** per check of A: the names of the custom rules it skipped and whether it carried the skipped signal */
  a: { skipped: string[]; signal: boolean }[];
  /** per check of B: the custom rules it skipped (there are none to skip) */
  b: { skipped: string[] }[];
}

/**
 * B's loop alone for 2 s, then A's loop (10,000-character checks of the hostile group) beside B's for `seconds`;
 * returns the latencies (ms, as each client sees them; A's engine-side time too) and what each check answered.
 * The group must hold the hostile rules already.
 */
export async function runAttack(w: AttackWorld, seconds: number, skippedSignal: string) {
  // made before the clock starts: the attacker's client shares this process with the engine
  const aTexts = Array.from({ length: 64 }, (_, i) => abText(i));
  // warm-up: the policy is compiled once per version, re2js and the model are JIT-compiled
  for (let i = 0; i < 20; i++) await w.engine.check({ text: aTexts[i]!, groupId: BigInt(ATTACK_GROUP) });
  for (let i = 0; i < 100; i++) await w.engine.check({ text: B_TEXTS[i % B_TEXTS.length]! });
  const bAlone: number[] = [];
  const aloneUntil = performance.now() + 2_000;
  for (let i = 0; performance.now() < aloneUntil; i++) {
    const t0 = performance.now();
    await w.engine.check({ text: B_TEXTS[i % B_TEXTS.length]! });
    bAlone.push(performance.now() - t0);
  }
  const a: number[] = [];
  const b: number[] = [];
  const answers: AttackAnswers = { a: [], b: [] };
  w.aEngineMs.length = 0;
  let stop = false;
  const attacker = (async () => {
    for (let i = 0; !stop; i++) {
      const t0 = performance.now();
      const r = await w.engine.check({ text: aTexts[i % aTexts.length]!, groupId: BigInt(ATTACK_GROUP) });
      a.push(performance.now() - t0);
      answers.a.push({ skipped: r.skippedRules, signal: r.signals.some((s) => s.name === skippedSignal && s.weight === 0) });
    }
  })();
  const until = performance.now() + seconds * 1_000;
  for (let i = 0; performance.now() < until; i++) {
    const t0 = performance.now();
    const r = await w.engine.check({ text: B_TEXTS[i % B_TEXTS.length]! });
    b.push(performance.now() - t0);
    answers.b.push({ skipped: r.skippedRules });
  }
  stop = true;
  await attacker;
  const figures = {
    seconds,
    budget_ms: CUSTOM_RULES_BUDGET_MS,
    a: summary(a),
    a_engine: summary(w.aEngineMs),
    a_skipped: answers.a.filter((x) => x.skipped.length > 0).length,
    b: summary(b),
    b_alone: summary(bAlone),
    loadavg: os.loadavg().map((l) => +l.toFixed(2)),
  };
  return { figures, answers, aEngineChecks: w.aEngineMs.length };
}
