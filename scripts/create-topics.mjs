#!/usr/bin/env node
// Brings Kafka's topics in line with config/kafka-topics.json: the Helm pre-install/pre-upgrade
// Job runs it from the gateway image (the chart passes the file as KAFKA_TOPICS). Idempotent:
// missing topics are created with their partitions and retention, existing ones grow to the
// listed partition count and get the listed retention.ms. Partitions are never removed (Kafka
// cannot), and a topic with more partitions than listed is left as it is, with a warning.
//
//   KAFKA_BROKERS=host:9092,host:9092 [KAFKA_TOPICS='[...]'] [KAFKA_REPLICATION_FACTOR=3] node scripts/create-topics.mjs [--dry-run]
//
// Without KAFKA_TOPICS it reads config/kafka-topics.json next to this script. --dry-run prints what it would create,
// grow and reconfigure, and changes nothing.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const TOPIC_NAME = /^[a-zA-Z0-9._-]{1,249}$/;
/** Kafka's ConfigResourceTypes.TOPIC and ConfigSource.DYNAMIC_TOPIC_CONFIG. */
const TOPIC_RESOURCE = 2;
const DYNAMIC_TOPIC_CONFIG = 1;

/** Parses and checks the topics list; throws with the entry at fault. */
export function parseTopics(json) {
  let list;
  try {
    list = JSON.parse(json);
  } catch (err) {
    throw new Error(`the topics list is not JSON (${err.message})`);
  }
  if (!Array.isArray(list) || list.length === 0) throw new Error("the topics list must be a non-empty JSON array");
  const seen = new Set();
  return list.map((t, i) => {
    const where = `topic #${i} (${JSON.stringify(t?.name)})`;
    if (typeof t?.name !== "string" || !TOPIC_NAME.test(t.name)) throw new Error(`${where}: name must match ${TOPIC_NAME}`);
    if (seen.has(t.name)) throw new Error(`${where}: listed twice`);
    seen.add(t.name);
    if (!Number.isInteger(t.partitions) || t.partitions < 1) throw new Error(`${where}: partitions must be an integer >= 1`);
    if (!Number.isInteger(t.retentionMs) || t.retentionMs < -1) throw new Error(`${where}: retentionMs must be an integer >= -1 (-1 keeps records forever)`);
    return { name: t.name, partitions: t.partitions, retentionMs: t.retentionMs };
  });
}

/**
 * What to do, given the topics wanted and those that exist
 * (existing: Map name -> { partitions, configs: { [name]: value } } of the topic's own configs).
 */
export function planTopics(desired, existing, replicationFactor) {
  const create = [];
  const grow = [];
  const alter = [];
  const warnings = [];
  for (const t of desired) {
    const retention = String(t.retentionMs);
    const e = existing.get(t.name);
    if (!e) {
      create.push({ topic: t.name, numPartitions: t.partitions, replicationFactor, configEntries: [{ name: "retention.ms", value: retention }] });
      continue;
    }
    if (e.partitions < t.partitions) grow.push({ topic: t.name, count: t.partitions });
    if (e.partitions > t.partitions) {
      warnings.push(`${t.name} has ${e.partitions} partitions, more than the ${t.partitions} listed; left as it is (Kafka cannot remove partitions)`);
    }
    if (e.configs["retention.ms"] !== retention) {
      // AlterConfigs replaces the topic's whole dynamic config: carry the other settings over.
      const configEntries = Object.entries({ ...e.configs, "retention.ms": retention }).map(([name, value]) => ({ name, value }));
      alter.push({ type: TOPIC_RESOURCE, name: t.name, configEntries });
    }
  }
  return { create, grow, alter, warnings };
}

/** The command line, strictly: a misspelt --dry-run is refused, not taken for a real run. */
export function parseCli(argv) {
  try {
    const { values } = parseArgs({ args: argv, strict: true, allowPositionals: false, options: { "dry-run": { type: "boolean" } } });
    return { dryRun: values["dry-run"] === true };
  } catch (err) {
    throw new Error(`${err.message} (usage: create-topics.mjs [--dry-run])`);
  }
}

/**
 * Refuses, before anything is created, a replication factor the cluster cannot hold now (Kafka's own answer names
 * neither). The metadata lists only the brokers that are up: one down makes a right factor look too high.
 */
export function checkReplication(replicationFactor, brokerCount) {
  if (replicationFactor > brokerCount) {
    throw new Error(
      `KAFKA_REPLICATION_FACTOR is ${replicationFactor} but the cluster reports ${brokerCount} broker(s) up: if a broker is down, bring it back and run this again; otherwise set it to ${brokerCount} or fewer (the chart's kafka.topics.replicationFactor)`,
    );
  }
}

function log(msg, fields = {}) {
  process.stdout.write(`${JSON.stringify({ level: "info", service: "create-topics", msg, ...fields })}\n`);
}

async function main() {
  const { dryRun } = parseCli(process.argv.slice(2));
  const { Kafka, logLevel } = await import("kafkajs");
  const brokers = (process.env.KAFKA_BROKERS ?? "")
    .split(",")
    .map((b) => b.trim())
    .filter(Boolean);
  if (brokers.length === 0) throw new Error("KAFKA_BROKERS is required (host:port,host:port)");
  const replicationFactor = Number(process.env.KAFKA_REPLICATION_FACTOR ?? "3");
  if (!Number.isInteger(replicationFactor) || replicationFactor < 1) throw new Error("KAFKA_REPLICATION_FACTOR must be an integer >= 1");
  const json = process.env.KAFKA_TOPICS ?? readFileSync(new URL("../config/kafka-topics.json", import.meta.url), "utf8");
  const desired = parseTopics(json);

  const kafka = new Kafka({
    clientId: "warden-create-topics",
    brokers,
    logLevel: logLevel.WARN,
    retry: { retries: 10, initialRetryTime: 300, maxRetryTime: 10_000 },
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const names = new Set(await admin.listTopics());
    const present = desired.filter((t) => names.has(t.name)).map((t) => t.name);
    const existing = new Map();
    if (present.length > 0) {
      const meta = await admin.fetchTopicMetadata({ topics: present });
      const configs = await admin.describeConfigs({ resources: present.map((name) => ({ type: TOPIC_RESOURCE, name })), includeSynonyms: false });
      for (const t of meta.topics) {
        const res = configs.resources.find((r) => r.resourceName === t.name);
        const own = Object.fromEntries(
          (res?.configEntries ?? []).filter((c) => c.configSource === DYNAMIC_TOPIC_CONFIG && !c.isSensitive).map((c) => [c.configName, c.configValue]),
        );
        existing.set(t.name, { partitions: t.partitions.length, configs: own });
      }
    }
    const plan = planTopics(desired, existing, replicationFactor);
    for (const w of plan.warnings) process.stdout.write(`${JSON.stringify({ level: "warn", service: "create-topics", msg: w })}\n`);
    if (plan.create.length > 0) checkReplication(replicationFactor, (await admin.describeCluster()).brokers.length);
    if (dryRun) {
      log("dry run: nothing changed", {
        create: plan.create.map((t) => `${t.topic} (${t.numPartitions} partitions)`),
        grow: plan.grow.map((t) => `${t.topic} -> ${t.count}`),
        retention: plan.alter.map((r) => r.name),
      });
      return;
    }
    if (plan.create.length > 0) {
      await admin.createTopics({ topics: plan.create, waitForLeaders: true });
      log("topics created", { topics: plan.create.map((t) => `${t.topic} (${t.numPartitions} partitions)`) });
    }
    if (plan.grow.length > 0) {
      await admin.createPartitions({ topicPartitions: plan.grow });
      log("partitions added", { topics: plan.grow.map((t) => `${t.topic} -> ${t.count}`) });
    }
    if (plan.alter.length > 0) {
      await admin.alterConfigs({ resources: plan.alter, validateOnly: false });
      log("retention set", { topics: plan.alter.map((r) => r.name) });
    }
    log("topics are as listed", { topics: desired.length });
  } finally {
    await admin.disconnect();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    process.stderr.write(`${JSON.stringify({ level: "fatal", service: "create-topics", msg: err.message })}\n`);
    process.exit(1);
  });
}
