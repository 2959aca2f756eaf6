import { CUSTOM_RULES_SKIPPED_SIGNAL, REGEX_GROUP_MAX_COST, REGEX_RULE_MAX_COST } from "@warden/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

// The regex budget (no tenant's rules may slow the others; docs/custom-rules.md) through the public API, with the real groups-config and engine: rules
// over the cost model are refused at write time with the measured cost, and a check that runs
// out of its custom-rule budget answers 200 (never 503), names the skipped rules, and is charged.
let h: Harness;
let acc: { id: string; key: string };
const GROUP = -1001000018018;
const RULES = `/api/public/v1/groups/${GROUP}/rules`;
const hostile = (i: number) => ({ name: `hostile_${i}`, kind: "regex", pattern: `${"ab"[i % 2]}[^%]{996}%`, weight: 10 });

beforeAll(async () => {
  h = await startHarness("gwregex");
  acc = await h.account("pro");
  await h.group(GROUP, "pro", [acc.id]);
});
afterAll(() => h?.close());

describe("422", () => {
  it("validation_failed naming the measured cost and the limit: one regex over the per-rule cost", async () => {
    const r = await h.request("POST", RULES, { key: acc.key, body: { name: "big", kind: "regex", pattern: "x{999}", weight: 10 } });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("validation_failed");
    expect(r.body.error.details.errors).toEqual([
      { path: "pattern", message: expect.stringContaining(`cost ${REGEX_RULE_MAX_COST + 1} is over the limit of ${REGEX_RULE_MAX_COST} a rule`) },
    ]);
  });
});

describe("200 under the budget", () => {
  it("the group's regexes fill its total; one more is 422; a 10,000-character check skips what it cannot afford, answers 200 and is charged", async () => {
    for (let i = 0; i < REGEX_GROUP_MAX_COST / REGEX_RULE_MAX_COST; i++) {
      expect((await h.request("POST", RULES, { key: acc.key, body: hostile(i) })).status).toBe(201);
    }
    const over = await h.request("POST", RULES, { key: acc.key, body: { ...hostile(0), name: "one_more" } });
    expect(over.status).toBe(422);
    expect(over.body.error.details.errors[0].message).toContain(`would cost ${REGEX_GROUP_MAX_COST + REGEX_RULE_MAX_COST}`);

    let x = 12345;
    const text = Array.from({ length: 10_000 }, () => ((x = (x * 1103515245 + 12345) >>> 0) & 0x10000 ? "a" : "b")).join("");
    const before = Number((await h.request("GET", "/api/public/v1/usage", { key: acc.key })).body.usage.used);
    const r = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text, group_id: GROUP } });
    expect(r.status).toBe(200);
    expect(r.body.skipped_rules.length).toBeGreaterThan(0);
    for (const name of r.body.skipped_rules) expect(name).toMatch(/^hostile_\d$/);
    expect(r.body.signals[CUSTOM_RULES_SKIPPED_SIGNAL]).toBe(0);
    expect(r.body.matched_rules).toContain(CUSTOM_RULES_SKIPPED_SIGNAL);
    // charged like any answered check (the /usage read in between costs nothing)
    expect(r.body.quota.used).toBe(before + 1);

    // a check the rules can afford carries no skipped_rules
    const plain = await h.request("POST", "/api/public/v1/spam/check", { key: acc.key, body: { text: "see you tomorrow", group_id: GROUP } });
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty("skipped_rules");
  });
});
