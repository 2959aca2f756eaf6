#!/usr/bin/env node
// Produces the records of a dead-letter topic back to the topics they came from (the
// `dlq-source-topic` header), with their key, value and original headers (the `dlq-*` headers
// dropped), one record per send() (kafkajs 2.2.4 can drop a partition's batch when one send()
// spans several partitions during a leader move). Consumers are idempotent by event id, so a
// record that did get through the first time changes nothing. Runs from the gateway image, like
// create-topics.mjs. The dead letters stay where they are (Kafka cannot delete them): note the last
// offset replayed and start after it next time.
//
//   KAFKA_BROKERS=host:9092 node scripts/replay-dead-letters.mjs <dlq-topic> [--from-offset N] [--to-offset N] [--dry-run]
//
// Offsets are inclusive and apply to every partition of the dead-letter topic. Prints one JSON line
// per record (replayed or, with --dry-run, to replay) and a summary.
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const DLQ_TOPIC = /^[a-zA-Z0-9._-]+\.dlq(\.v\d+)?$/;

const headerText = (v) => (Array.isArray(v) ? v[0] : v)?.toString();

/**
 * The record to produce again for one dead letter, or a reason it cannot be replayed. A dead letter
 * Kafka refused whole was written without its value (`dlq-value-omitted`, see packages/kafka's
 * dead-letter.ts) and sometimes without its own headers: replaying it would send an empty record, so
 * it is skipped with where the original is (its source topic, partition and offset, while the
 * topic's retention keeps it).
 */
export function replayOf(message) {
  const headers = {};
  const dlq = {};
  for (const [k, v] of Object.entries(message.headers ?? {})) {
    if (k.startsWith("dlq-")) dlq[k] = headerText(v);
    else headers[k] = v;
  }
  const source = dlq["dlq-source-topic"];
  if (!source) return { skip: "no dlq-source-topic header" };
  if (dlq["dlq-value-omitted"] !== undefined) {
    return {
      skip: `value left out (${dlq["dlq-value-omitted"]} bytes; Kafka refused the whole record): the original is at ${source} partition ${dlq["dlq-source-partition"]} offset ${dlq["dlq-source-offset"]}`,
    };
  }
  return { topic: source, key: message.key, value: message.value, headers };
}

/** Reads [from, to] of every partition of the dead-letter topic and produces each record back. */
export async function replay({ brokers, topic, fromOffset = 0, toOffset = Number.MAX_SAFE_INTEGER, dryRun = false, log = () => {} }) {
  if (!DLQ_TOPIC.test(topic)) throw new Error(`${topic} is not a dead-letter topic (<name>.dlq.v<N>)`);
  const { Kafka, logLevel } = await import("kafkajs");
  const kafka = new Kafka({ clientId: "warden-replay-dead-letters", brokers, logLevel: logLevel.WARN, retry: { retries: 8, initialRetryTime: 300 } });
  const admin = kafka.admin();
  await admin.connect();
  let ends;
  try {
    // A misspelt name would otherwise wait out the retries, or have a cluster that auto-creates topics make it.
    const topics = await admin.listTopics();
    if (!topics.includes(topic)) {
      const dlqs = topics.filter((t) => DLQ_TOPIC.test(t)).sort();
      throw new Error(`${topic} does not exist; the dead-letter topics are: ${dlqs.join(", ") || "(none)"}`);
    }
    ends = (await admin.fetchTopicOffsets(topic)).map((p) => ({ partition: p.partition, low: Number(p.low), high: Number(p.high) }));
  } finally {
    await admin.disconnect();
  }
  // What to read, per partition: [max(from, low), min(to, high - 1)].
  const wanted = new Map();
  for (const p of ends) {
    const first = Math.max(fromOffset, p.low);
    const last = Math.min(toOffset, p.high - 1);
    if (first <= last) wanted.set(p.partition, { first, last });
  }
  const records = [];
  if (wanted.size > 0) {
    const consumer = kafka.consumer({ groupId: `warden-replay-${Date.now()}-${process.pid}`, sessionTimeout: 10_000, maxWaitTimeInMs: 200 });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      const done = new Set();
      let finish;
      let fail;
      const finished = new Promise((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
      // A consumer that crashed for good would otherwise leave the replay waiting forever.
      consumer.on(consumer.events.CRASH, ({ payload }) => {
        if (!payload.restart) fail(new Error(`reading ${topic} failed: ${payload.error?.message ?? payload.error}`));
      });
      await consumer.run({
        autoCommit: false,
        eachMessage: async ({ partition, message }) => {
          const w = wanted.get(partition);
          const offset = Number(message.offset);
          if (!w || offset < w.first || offset > w.last || done.has(partition)) return;
          records.push({ partition, offset, message });
          if (offset === w.last) done.add(partition);
          if (done.size === wanted.size) finish();
        },
      });
      for (const [partition, w] of wanted) consumer.seek({ topic, partition, offset: String(w.first) });
      await finished;
    } finally {
      await consumer.disconnect();
    }
  }
  records.sort((a, b) => a.partition - b.partition || a.offset - b.offset);
  const producer = kafka.producer({ allowAutoTopicCreation: false, idempotent: false, maxInFlightRequests: 1 });
  if (!dryRun) await producer.connect();
  let replayed = 0;
  let skipped = 0;
  try {
    for (const r of records) {
      const plan = replayOf(r.message);
      const where = { dlq_topic: topic, partition: r.partition, offset: r.offset };
      if (plan.skip) {
        skipped++;
        log({ msg: "skipped", ...where, reason: plan.skip });
        continue;
      }
      if (!dryRun) {
        try {
          await producer.send({ topic: plan.topic, acks: -1, messages: [{ key: plan.key, value: plan.value, headers: plan.headers }] });
        } catch (err) {
          // Nothing is committed or deleted: the records before this one were replayed (a "replayed" line each), this
          // one and those after were not. Running again replays all of them; consumers drop repeats by event id.
          throw new Error(
            `producing partition ${r.partition} offset ${r.offset} to ${plan.topic} failed after ${replayed} replayed: ${err.message}. Nothing is lost: run again (repeats are dropped by event id)`,
          );
        }
        replayed++;
      }
      log({ msg: dryRun ? "would replay" : "replayed", ...where, to: plan.topic, event_id: plan.headers["event-id"]?.toString() });
    }
  } finally {
    if (!dryRun) await producer.disconnect();
  }
  return { read: records.length, replayed, skipped };
}

const USAGE = "usage: replay-dead-letters.mjs <dlq-topic> [--from-offset N] [--to-offset N] [--dry-run]";

/**
 * The command line, strictly: an unknown or misspelt flag (`--dryrun`, `--from_offset`) is refused rather than ignored,
 * since ignoring it would replay for real, or from offset 0. `--from-offset N` and `--from-offset=N` both work.
 */
export function parseCli(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { "from-offset": { type: "string" }, "to-offset": { type: "string" }, "dry-run": { type: "boolean" } },
    });
  } catch (err) {
    throw new Error(`${err.message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new Error(USAGE);
  const offset = (name) => {
    const raw = values[name];
    if (raw === undefined) return undefined;
    const v = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(v)) throw new Error(`--${name} needs an offset (an integer >= 0), got ${JSON.stringify(raw)}`);
    return v;
  };
  const fromOffset = offset("from-offset");
  const toOffset = offset("to-offset");
  if (fromOffset !== undefined && toOffset !== undefined && fromOffset > toOffset) {
    throw new Error(`--from-offset ${fromOffset} is after --to-offset ${toOffset}: nothing to replay`);
  }
  return { topic: positionals[0], fromOffset, toOffset, dryRun: values["dry-run"] === true };
}

async function main() {
  const cli = parseCli(process.argv.slice(2));
  const brokers = (process.env.KAFKA_BROKERS ?? "")
    .split(",")
    .map((b) => b.trim())
    .filter(Boolean);
  if (brokers.length === 0) throw new Error("KAFKA_BROKERS is required (host:port,host:port)");
  const line = (o) => process.stdout.write(`${JSON.stringify({ service: "replay-dead-letters", ...o })}\n`);
  const out = await replay({ brokers, ...cli, log: line });
  line({ msg: "done", ...out });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    process.stderr.write(`${JSON.stringify({ level: "fatal", service: "replay-dead-letters", msg: err.message })}\n`);
    process.exit(1);
  });
}
