import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without type declarations (it runs in the gateway image as is)
import { checkReplication, parseCli, parseTopics, planTopics } from "../../scripts/create-topics.mjs";

// The Helm topics Job: what it creates, grows and reconfigures, from config/kafka-topics.json.
const ROOT = new URL("../..", import.meta.url).pathname;
const projectTopics = readFileSync(join(ROOT, "config/kafka-topics.json"), "utf8");

describe("create-topics", () => {
  it("creates every topic of config/kafka-topics.json on an empty cluster, with its partitions and retention", () => {
    const desired = parseTopics(projectTopics);
    const plan = planTopics(desired, new Map(), 3);
    expect(plan.create.map((t: { topic: string }) => t.topic)).toEqual(JSON.parse(projectTopics).map((t: { name: string }) => t.name));
    expect(plan.create[0]).toEqual({
      topic: "moderation.decisions.v1",
      numPartitions: 8,
      replicationFactor: 3,
      configEntries: [{ name: "retention.ms", value: "604800000" }],
    });
    expect(plan.grow).toEqual([]);
    expect(plan.alter).toEqual([]);
  });

  it("does nothing when the cluster already matches", () => {
    const desired = parseTopics('[{"name":"a.v1","partitions":4,"retentionMs":1000}]');
    const plan = planTopics(desired, new Map([["a.v1", { partitions: 4, configs: { "retention.ms": "1000" } }]]), 3);
    expect(plan).toEqual({ create: [], grow: [], alter: [], warnings: [] });
  });

  it("grows partitions, never shrinks them, and sets retention while keeping the topic's other settings", () => {
    const desired = parseTopics('[{"name":"a.v1","partitions":8,"retentionMs":2000},{"name":"b.v1","partitions":2,"retentionMs":1000}]');
    const existing = new Map([
      ["a.v1", { partitions: 4, configs: { "retention.ms": "1000", "cleanup.policy": "delete" } }],
      ["b.v1", { partitions: 6, configs: { "retention.ms": "1000" } }],
    ]);
    const plan = planTopics(desired, existing, 1);
    expect(plan.create).toEqual([]);
    expect(plan.grow).toEqual([{ topic: "a.v1", count: 8 }]);
    expect(plan.alter).toEqual([
      {
        type: 2,
        name: "a.v1",
        configEntries: [
          { name: "retention.ms", value: "2000" },
          { name: "cleanup.policy", value: "delete" },
        ],
      },
    ]);
    expect(plan.warnings).toEqual([expect.stringContaining("b.v1 has 6 partitions, more than the 2 listed")]);
  });

  it("refuses a malformed topics list, naming the entry", () => {
    expect(() => parseTopics("[]")).toThrow("non-empty");
    expect(() => parseTopics('[{"name":"bad name","partitions":1,"retentionMs":1}]')).toThrow('topic #0 ("bad name"): name');
    expect(() => parseTopics('[{"name":"a","partitions":0,"retentionMs":1}]')).toThrow("partitions must be an integer >= 1");
    expect(() => parseTopics('[{"name":"a","partitions":1,"retentionMs":-2}]')).toThrow("retentionMs");
    expect(() => parseTopics('[{"name":"a","partitions":1,"retentionMs":1},{"name":"a","partitions":1,"retentionMs":1}]')).toThrow("listed twice");
    expect(() => parseTopics("")).toThrow("the topics list is not JSON"); // KAFKA_TOPICS set but empty
  });

  it("takes --dry-run and refuses a misspelt flag rather than running for real", () => {
    expect(parseCli([])).toEqual({ dryRun: false });
    expect(parseCli(["--dry-run"])).toEqual({ dryRun: true });
    expect(() => parseCli(["--dryrun"])).toThrow("Unknown option '--dryrun'");
  });

  it("refuses a replication factor above the cluster's broker count, naming the setting", () => {
    expect(() => checkReplication(3, 1)).toThrow("KAFKA_REPLICATION_FACTOR is 3 but the cluster reports 1 broker(s) up: if a broker is down, bring it back");
    expect(() => checkReplication(3, 3)).not.toThrow();
  });
});
