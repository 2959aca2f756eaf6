import { Code, ConnectError, domainDetail } from "@warden/errors";
import { CUSTOM_RULES_SKIPPED_SIGNAL, REGEX_GROUP_MAX_COST, REGEX_RULE_MAX_COST } from "@warden/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACK_ACCOUNT, ATTACK_GROUP, type AttackWorld, HOSTILE, runAttack, startAttackWorld } from "./support/regex-attack.js";

// The regex budget attack (a tenant's costly rules must not slow the others; docs/custom-rules.md), against the real
// engine server and the real groups-config on PostgreSQL, both in this process: tenant A's group holds the most
// expensive regex rules the rule specification accepts and sends 10,000-character checks in a loop; tenant B's checks
// without a group run meanwhile. What this test proves is behaviour: every check of A answers with the built-in result
// and custom_rules_skipped (its rules stopped at its own budget), B's checks never skip anything, and neither waits
// for what unbounded rules would cost (seconds a check). How fast B stays (the p99 <= 20 ms) is a figure of
// the bench, measured beside B alone in the same run, not an assertion here:
//   npm run bench:regex-attack -w @warden/engine

const SECONDS = Number(process.env.REGEX_ATTACK_SECONDS ?? 5);
/**
 * Bounded, not fast: unbounded, one of A's checks takes seconds and B's checks queue behind it; under any load this
 * machine has seen, a bounded run stays far under this (docs/benchmarks.md, "Regex budget attack").
 */
const BOUNDED_MS = 500;

let world: AttackWorld;

beforeAll(async () => {
  world = await startAttackWorld();
});

afterAll(async () => {
  await world?.close();
});

describe("regex budget attack", () => {
  it("groups-config accepts the hostile rules up to the group's total, and refuses one more with the measured cost", async () => {
    for (const rule of HOSTILE) await world.groups.createRule({ accountId: ATTACK_ACCOUNT, groupId: BigInt(ATTACK_GROUP), rule });
    try {
      await world.groups.createRule({ accountId: ATTACK_ACCOUNT, groupId: BigInt(ATTACK_GROUP), rule: { ...HOSTILE[0]!, name: "one_more" } });
      expect.unreachable("the rule over the group's total was accepted");
    } catch (err) {
      const e = ConnectError.from(err);
      expect(e.code).toBe(Code.InvalidArgument);
      expect(domainDetail(e)).toEqual({
        kind: "validation",
        errors: [
          {
            path: "pattern",
            message: expect.stringContaining(
              `would cost ${REGEX_GROUP_MAX_COST + REGEX_RULE_MAX_COST} (this rule ${REGEX_RULE_MAX_COST}, the others ${REGEX_GROUP_MAX_COST}), over the limit of ${REGEX_GROUP_MAX_COST}`,
            ),
          },
        ],
      });
    }
  });

  it("tenant A's maximum-cost group gets the built-in answer and custom_rules_skipped on every check; tenant B's checks skip nothing and never wait for A's rules", async () => {
    const hostileNames = HOSTILE.map((r) => r.name);
    const { figures, answers, aEngineChecks } = await runAttack(world, SECONDS, CUSTOM_RULES_SKIPPED_SIGNAL);
    console.log(`regex budget attack: ${JSON.stringify(figures)}`);
    expect(answers.a.length).toBeGreaterThan(SECONDS * 5);
    // every check of A answered (never an error), its own rules stopped at its budget, named by the weight-0 signal
    expect(answers.a.every((x) => x.signal && x.skipped.length > 0 && x.skipped.every((n) => hostileNames.includes(n)))).toBe(true);
    expect(aEngineChecks).toBe(answers.a.length);
    expect(answers.b.length).toBeGreaterThan(answers.a.length);
    expect(answers.b.every((x) => x.skipped.length === 0)).toBe(true);
    expect(figures.a_engine.p99).toBeLessThan(BOUNDED_MS);
    expect(figures.b.p99).toBeLessThan(BOUNDED_MS);
  });
});
