#!/usr/bin/env node
// Runs the dev Kafka mock cluster (tools/kafka-mock) for `make up`.
//
//   node scripts/kafka-mock.mjs <bootstrap-file>      e.g. .run/kafka-brokers
//
// Starts the launcher with $KAFKA_MOCK_BROKERS brokers (default 1) and every
// topic in config/kafka-topics.json, writes the comma-separated bootstrap list
// to <bootstrap-file>, then stays in the foreground (holding the launcher's
// stdin open) until SIGTERM/SIGINT, when it quits the launcher and removes the
// file. Meant to be started in the background with its pid recorded.
//
// Env: KAFKA_MOCK_BROKERS (1..64), KAFKA_MOCK_BIN (launcher path override),
//      KAFKA_MOCK_DEBUG=1 (librdkafka logs on stderr).
// Plain JS, node built-ins only.
import { spawn } from "node:child_process";
import { accessSync, constants, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const START_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 3_000;

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const log = (msg) => process.stderr.write(`kafka-mock: ${msg}\n`);
const fatal = (msg) => {
  log(msg);
  process.exit(1);
};

const outArg = process.argv[2];
if (!outArg || process.argv.length > 3) fatal("usage: node scripts/kafka-mock.mjs <bootstrap-file>");
const outFile = resolve(outArg);

const brokers = Number(process.env.KAFKA_MOCK_BROKERS ?? "1");
if (!Number.isInteger(brokers) || brokers < 1 || brokers > 64) {
  fatal(`KAFKA_MOCK_BROKERS must be an integer 1..64, got ${JSON.stringify(process.env.KAFKA_MOCK_BROKERS)}`);
}

const topicsFile = resolve(root, "config", "kafka-topics.json");
let topics;
try {
  topics = JSON.parse(readFileSync(topicsFile, "utf8"));
} catch (err) {
  fatal(`cannot read ${topicsFile}: ${err.message}`);
}
if (!Array.isArray(topics)) fatal(`${topicsFile}: expected a JSON array`);

const args = ["--brokers", String(brokers)];
for (const t of topics) {
  if (typeof t?.name !== "string" || !Number.isInteger(t.partitions) || t.partitions < 1) {
    fatal(`${topicsFile}: invalid entry ${JSON.stringify(t)}`);
  }
  args.push("--topic", `${t.name}:${t.partitions}`); // replication: launcher default min(brokers, 3)
}

const binary = process.env.KAFKA_MOCK_BIN || resolve(root, "tools", "kafka-mock", "bin", "kafka-mock");
try {
  accessSync(binary, constants.X_OK);
} catch {
  fatal(`launcher not found or not executable at ${binary}; run make -C tools/kafka-mock`);
}

const child = spawn(binary, args, { stdio: ["pipe", "pipe", "inherit"] });
child.stdin.on("error", () => {}); // launcher gone; handled by 'exit'

let bootstrap;
let stopping = false;

const removeOutFile = () => {
  if (bootstrap === undefined) return;
  try {
    if (readFileSync(outFile, "utf8").trim() === bootstrap) rmSync(outFile);
  } catch {
    // already gone
  }
};

const startTimer = setTimeout(() => {
  log(`no BOOTSTRAP line from ${binary} within ${START_TIMEOUT_MS} ms`);
  child.kill("SIGKILL");
}, START_TIMEOUT_MS);

child.on("error", (err) => fatal(`failed to start ${binary}: ${err.message}`));

child.on("exit", (code, signal) => {
  clearTimeout(startTimer);
  removeOutFile();
  if (stopping) process.exit(0);
  log(`launcher exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`})`);
  process.exit(1);
});

createInterface({ input: child.stdout, crlfDelay: Infinity }).on("line", (line) => {
  if (bootstrap === undefined) {
    if (!line.startsWith("BOOTSTRAP ")) {
      log(`unexpected launcher output: ${line}`);
      child.kill("SIGKILL");
      return;
    }
    clearTimeout(startTimer);
    bootstrap = line.slice("BOOTSTRAP ".length).trim();
    mkdirSync(dirname(outFile), { recursive: true });
    const tmp = `${outFile}.${process.pid}.tmp`;
    writeFileSync(tmp, `${bootstrap}\n`);
    renameSync(tmp, outFile);
    log(`${brokers} broker(s) at ${bootstrap}, ${topics.length} topic(s); bootstrap list in ${outArg} (pid ${process.pid})`);
    return;
  }
  if (line.startsWith("ERR")) log(`launcher: ${line}`);
});

const stop = (sig) => {
  if (stopping) return;
  stopping = true;
  log(`${sig}: stopping`);
  if (child.exitCode !== null || child.signalCode !== null) process.exit(0);
  child.stdin.end("quit\n");
  setTimeout(() => {
    log(`launcher did not exit within ${STOP_GRACE_MS} ms; killing it`);
    child.kill("SIGKILL");
  }, STOP_GRACE_MS).unref();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGHUP", () => stop("SIGHUP"));
