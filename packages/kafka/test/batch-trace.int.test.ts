import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import { createLogger, startTracing, type TracingHandle } from "@warden/telemetry";
import { KafkaMockCluster, waitFor } from "@warden/testing";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKafka, runConsumer, type ConsumerHandle, type Kafka } from "../src/index.js";

// A batch of records is handled in one span: it continues the trace of its first record and links the trace of every
// other record, so the request behind any record (an API check, a bot decision) leads to the span that handled it.
const TOPIC = "trace.records.v1";
const logger = createLogger("test", "silent");
const exporter = new InMemorySpanExporter();
let tracing: TracingHandle;
let cluster: KafkaMockCluster;
let kafka: Kafka;
const handles: ConsumerHandle[] = [];

beforeAll(async () => {
  tracing = startTracing({ service: "test", exporter });
  cluster = await KafkaMockCluster.start({ brokers: 1, topics: [{ name: TOPIC, partitions: 1 }] });
  kafka = createKafka({ brokers: cluster.brokers, clientId: "trace-test" });
});

afterAll(async () => {
  await Promise.all(handles.map((h) => h.stop()));
  await cluster?.stop();
  await tracing?.shutdown();
});

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

describe("the span of a batch", () => {
  it("continues the first record's trace and links every other record's", async () => {
    // Three records from three requests (three traces), one without any: sent at once, fetched as one batch.
    const traces = [hex(16), hex(16), hex(16)];
    const spans = [hex(8), hex(8), hex(8)];
    const producer = kafka.producer({ allowAutoTopicCreation: false });
    await producer.connect();
    try {
      await producer.send({
        topic: TOPIC,
        acks: -1,
        messages: [
          ...traces.map((t, i) => ({ key: "k", value: `r${i}`, headers: { traceparent: `00-${t}-${spans[i]}-01` } })),
          { key: "k", value: "untraced" },
        ],
      });
    } finally {
      await producer.disconnect();
    }

    const batches: string[][] = [];
    handles.push(
      runConsumer<string>({
        kafka,
        groupId: "trace-test.batch",
        topics: [TOPIC],
        decode: (value) => value.toString("utf8"),
        logger,
        sessionTimeout: 10_000,
        maxWaitTimeInMs: 100,
        handleBatch: async (records) => {
          batches.push(records.map((r) => r.message));
        },
      }),
    );
    await waitFor(() => batches.flat().length === 4, { timeoutMs: 30_000, intervalMs: 50, message: "the four records handled" });
    expect(batches).toEqual([["r0", "r1", "r2", "untraced"]]);

    const batchSpan = exporter.getFinishedSpans().find((s) => s.name === `${TOPIC} process`);
    expect(batchSpan?.attributes["messaging.batch.message_count"]).toBe(4);
    expect(batchSpan!.spanContext().traceId).toBe(traces[0]);
    expect(batchSpan!.parentSpanContext?.spanId).toBe(spans[0]);
    expect(batchSpan!.links.map((l) => [l.context.traceId, l.context.spanId])).toEqual([
      [traces[1], spans[1]],
      [traces[2], spans[2]],
    ]);
  });
});
