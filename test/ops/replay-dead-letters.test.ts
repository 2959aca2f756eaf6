import { spawnSync } from "node:child_process";
import { createKafka, DEAD_LETTER_HEADERS, deadLetterTopicOf, nonRetryable, runConsumer, type ConsumerHandle } from "@warden/kafka";
import { createLogger } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without type declarations (it runs in the gateway image as is)
import { parseCli, replay, replayOf } from "../../scripts/replay-dead-letters.mjs";

const SCRIPT = new URL("../../scripts/replay-dead-letters.mjs", import.meta.url).pathname;

// The runbook's replay: a record dead-lettered by a consumer goes back to its source topic with its
// key, value and headers once the cause is fixed, and the consumer processes it.
const TOPIC = "moderation.decisions.v1";
let cluster: KafkaMockCluster;
let consumer: ConsumerHandle | undefined;

beforeAll(async () => {
  cluster = await KafkaMockCluster.start({
    brokers: 1,
    topics: [
      { name: TOPIC, partitions: 2 },
      { name: deadLetterTopicOf(TOPIC), partitions: 1 },
    ],
  });
});

afterAll(async () => {
  await consumer?.stop();
  await cluster?.stop();
});

describe("replay-dead-letters", () => {
  it("drops the dlq-* headers and needs the source topic", () => {
    expect(replayOf({ key: "k", value: "v", headers: { "event-id": "e1", "dlq-source-topic": TOPIC, "dlq-attempts": "5" } })).toEqual({
      topic: TOPIC,
      key: "k",
      value: "v",
      headers: { "event-id": "e1" },
    });
    expect(replayOf({ key: "k", value: "v", headers: {} })).toEqual({ skip: "no dlq-source-topic header" });
  });

  it("skips a dead letter written without its value (Kafka refused it whole), saying where the original is", () => {
    const headers = {
      "event-id": "e2",
      "dlq-source-topic": TOPIC,
      "dlq-source-partition": "1",
      "dlq-source-offset": "42",
      [DEAD_LETTER_HEADERS.valueOmitted]: "1048600",
    };
    expect(replayOf({ key: "k", value: null, headers })).toEqual({
      skip: `value left out (1048600 bytes; Kafka refused the whole record): the original is at ${TOPIC} partition 1 offset 42`,
    });
  });

  it("refuses a misspelt flag before reading anything, rather than replaying for real", () => {
    const r = spawnSync(process.execPath, [SCRIPT, deadLetterTopicOf(TOPIC), "--dryrun"], {
      env: { ...process.env, KAFKA_BROKERS: cluster.brokers.join(",") },
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("Unknown option '--dryrun'");
    expect(r.stdout).toBe("");
  });

  it("reads --from-offset=N like --from-offset N and refuses a range that ends before it starts", () => {
    expect(parseCli(["x.dlq.v1", "--from-offset=1200", "--dry-run"])).toEqual({ topic: "x.dlq.v1", fromOffset: 1200, toOffset: undefined, dryRun: true });
    expect(parseCli(["x.dlq.v1", "--from-offset", "7", "--to-offset", "9"])).toEqual({ topic: "x.dlq.v1", fromOffset: 7, toOffset: 9, dryRun: false });
    expect(() => parseCli(["x.dlq.v1", "--from-offset", "9", "--to-offset", "7"])).toThrow("--from-offset 9 is after --to-offset 7");
    expect(() => parseCli(["x.dlq.v1", "--from-offset", "-1"])).toThrow();
    expect(() => parseCli(["x.dlq.v1", "--to-offset", "1e3"])).toThrow("--to-offset needs an offset");
    expect(() => parseCli([])).toThrow("usage:");
  });

  it("sends a dead letter back to its topic, where the fixed consumer processes it", async () => {
    const kafka = createKafka({ brokers: cluster.brokers, clientId: "replay-test" });
    let fixed = false;
    const seen: { value: string; eventId?: string; key?: string }[] = [];
    consumer = runConsumer({
      kafka,
      groupId: "replay-test",
      topics: [TOPIC],
      decode: (v) => v.toString(),
      logger: createLogger("test", "silent"),
      sessionTimeout: 10_000,
      maxWaitTimeInMs: 100,
      handle: async (r) => {
        if (r.message === "bad" && !fixed) throw nonRetryable(new Error("not yet"));
        seen.push({ value: r.message, eventId: r.eventId, key: r.key });
      },
    });
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({ topic: TOPIC, messages: [{ key: "g1", value: "good", headers: { "event-id": "evt_good" } }] });
    await producer.send({ topic: TOPIC, messages: [{ key: "g2", value: "bad", headers: { "event-id": "evt_bad" } }] });
    await producer.disconnect();
    await waitFor(() => seen.some((s) => s.value === "good"), { timeoutMs: 30_000, message: "good record processed" });

    // Dead-lettered once it is written there; the replay waits for that.
    const lines: { msg: string }[] = [];
    const out = await waitFor(
      async () => {
        const r = await replay({ brokers: cluster.brokers, topic: deadLetterTopicOf(TOPIC), dryRun: true });
        return r.read === 1 ? r : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 500, message: "one dead letter" },
    );
    expect(out).toEqual({ read: 1, replayed: 0, skipped: 0 });
    expect(seen.map((s) => s.value)).toEqual(["good"]);

    fixed = true;
    expect(await replay({ brokers: cluster.brokers, topic: deadLetterTopicOf(TOPIC), log: (l: { msg: string }) => lines.push(l) })).toEqual({
      read: 1,
      replayed: 1,
      skipped: 0,
    });
    expect(lines).toEqual([expect.objectContaining({ msg: "replayed", to: TOPIC, event_id: "evt_bad", offset: 0 })]);
    await waitFor(() => seen.some((s) => s.value === "bad"), { timeoutMs: 30_000, message: "replayed record processed" });
    expect(seen.find((s) => s.value === "bad")).toEqual({ value: "bad", eventId: "evt_bad", key: "g2" });
    // An offset range past the end reads nothing.
    expect(await replay({ brokers: cluster.brokers, topic: deadLetterTopicOf(TOPIC), fromOffset: 1 })).toEqual({ read: 0, replayed: 0, skipped: 0 });
    await expect(replay({ brokers: cluster.brokers, topic: TOPIC })).rejects.toThrow("is not a dead-letter topic");
    // A misspelt dead-letter topic is named, with those that exist, and not created.
    await expect(replay({ brokers: cluster.brokers, topic: "moderation.decision.dlq.v1" })).rejects.toThrow(
      `moderation.decision.dlq.v1 does not exist; the dead-letter topics are: ${deadLetterTopicOf(TOPIC)}`,
    );
  });
});
