import { fromBinary, toBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { context, propagation, SpanKind, SpanStatusCode, trace, type Context } from "@opentelemetry/api";
import type { Logger, Registry } from "@warden/telemetry";
import { prom } from "@warden/telemetry";
import { Kafka, logLevel, type Consumer, type IHeaders, type KafkaConfig, type Producer } from "kafkajs";

export { Kafka, logLevel };
export type { Consumer, Producer };

export const TOPICS = {
  decisions: "moderation.decisions.v1",
  chatEvents: "chat.events.v1",
  notifications: "notifications.v1",
  dead: "webhooks.dead.v1",
} as const;

export const SCHEMA_VERSION = "1";

export function createKafka(opts: { brokers: string[]; clientId: string; logger?: Logger } & Partial<KafkaConfig>): Kafka {
  const { logger, ...rest } = opts;
  return new Kafka({
    connectionTimeout: 3_000,
    requestTimeout: 10_000,
    retry: { initialRetryTime: 100, retries: 8, maxRetryTime: 5_000 },
    ...rest,
    logLevel: logLevel.NOTHING,
    logCreator: logger
      ? () => ({ level, log }) => {
          if (level <= logLevel.WARN) logger.warn({ kafka: log.namespace }, log.message);
        }
      : undefined,
  });
}

function headerString(v: IHeaders[string]): string | undefined {
  if (v === undefined) return undefined;
  const first = Array.isArray(v) ? v[0] : v;
  return first === undefined ? undefined : first.toString();
}

export interface OutgoingEvent<D extends DescMessage> {
  message: MessageShape<D>;
  /** Partition key: the group id (or another stable entity id). */
  key: string;
  eventId: string;
}

/**
 * Publishes protobuf records with the event id, trace context and schema version in headers.
 *
 * kafkajs 2.2.4 can drop the batch of one partition when a single `send()` spans several
 * partitions and a leader moves (toolchain.md). Every `send()` here therefore carries records
 * of one key only, which the partitioner maps to one partition.
 */
export class EventPublisher {
  private readonly producer: Producer;
  private connected = false;
  private readonly sent: prom.Counter<"topic" | "outcome"> | undefined;

  constructor(kafka: Kafka, opts: { registry?: Registry } = {}) {
    this.producer = kafka.producer({ allowAutoTopicCreation: false, idempotent: false, maxInFlightRequests: 5 });
    this.producer.on("producer.connect", () => (this.connected = true));
    this.producer.on("producer.disconnect", () => (this.connected = false));
    if (opts.registry) {
      this.sent = new prom.Counter({
        name: "warden_kafka_records_produced_total",
        help: "Records produced, by topic and outcome",
        labelNames: ["topic", "outcome"] as const,
        registers: [opts.registry],
      });
    }
  }

  async connect(): Promise<void> {
    await this.producer.connect();
  }

  async disconnect(): Promise<void> {
    await this.producer.disconnect();
  }

  isConnected(): boolean {
    return this.connected;
  }

  async publish<D extends DescMessage>(topic: string, schema: D, event: OutgoingEvent<D>): Promise<void> {
    await this.publishMany(topic, schema, [event]);
  }

  async publishMany<D extends DescMessage>(topic: string, schema: D, events: OutgoingEvent<D>[]): Promise<void> {
    const byKey = new Map<string, OutgoingEvent<D>[]>();
    for (const e of events) {
      const list = byKey.get(e.key) ?? [];
      list.push(e);
      byKey.set(e.key, list);
    }
    const tracer = trace.getTracer("warden-kafka");
    await Promise.all(
      [...byKey.entries()].map(([key, group]) =>
        // One PRODUCER span per send: the consumer's span continues it, so a trace shows the hop.
        tracer.startActiveSpan(
          `${topic} publish`,
          { kind: SpanKind.PRODUCER, attributes: { "messaging.system": "kafka", "messaging.destination.name": topic, "messaging.batch.message_count": group.length } },
          async (span) => {
            const traceHeaders = injectHeaders(context.active());
            try {
              await this.producer.send({
                topic,
                acks: -1,
                messages: group.map((e) => ({
                  key,
                  value: Buffer.from(toBinary(schema, e.message)),
                  headers: {
                    "event-id": e.eventId,
                    "schema-version": SCHEMA_VERSION,
                    "content-type": `application/x-protobuf; proto=${schema.typeName}`,
                    ...traceHeaders,
                  },
                })),
              });
              this.sent?.inc({ topic, outcome: "ok" }, group.length);
            } catch (err) {
              this.sent?.inc({ topic, outcome: "error" }, group.length);
              span.recordException(err as Error);
              span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
              throw err;
            } finally {
              span.end();
            }
          },
        ),
      ),
    );
  }
}

function injectHeaders(ctx: Context): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

export interface ConsumedRecord<D extends DescMessage> {
  topic: string;
  partition: number;
  offset: string;
  key: string | undefined;
  eventId: string | undefined;
  message: MessageShape<D>;
  /** Trace context of the producer, for spans that continue its trace. */
  traceContext: Context;
  headers: IHeaders;
}

/** Several consumers of one process share a registry: a metric is created once and reused. */
function reuse<M>(registry: Registry, name: string, create: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? create();
}

export interface ConsumerHandle {
  stop(): Promise<void>;
  isRunning(): boolean;
}

/**
 * Runs a consumer group whose handler receives decoded batches. Offsets are resolved and
 * committed only after the handler has returned, i.e. after its outcome is durable; a
 * failing handler makes kafkajs fetch the batch again, so handlers must be idempotent.
 * Records that cannot be decoded are logged and skipped (they would never succeed).
 */
export async function runConsumer<D extends DescMessage>(opts: {
  kafka: Kafka;
  groupId: string;
  topics: string[];
  schema: D;
  handleBatch: (records: ConsumedRecord<D>[]) => Promise<void>;
  logger: Logger;
  registry?: Registry;
  fromBeginning?: boolean;
  sessionTimeout?: number;
  maxWaitTimeInMs?: number;
}): Promise<ConsumerHandle> {
  const consumer = opts.kafka.consumer({
    groupId: opts.groupId,
    sessionTimeout: opts.sessionTimeout ?? 30_000,
    heartbeatInterval: 1_000,
    maxWaitTimeInMs: opts.maxWaitTimeInMs ?? 500,
    allowAutoTopicCreation: false,
    retry: { initialRetryTime: 200, retries: 10, maxRetryTime: 5_000 },
  });
  let running = false;
  const lag = opts.registry
    ? reuse(opts.registry, "warden_kafka_consumer_lag", () => new prom.Gauge({
        name: "warden_kafka_consumer_lag",
        help: "Records between the last processed offset and the partition's high watermark",
        labelNames: ["group", "topic", "partition"] as const,
        registers: [opts.registry!],
      }))
    : undefined;
  const processed = opts.registry
    ? reuse(opts.registry, "warden_kafka_records_consumed_total", () => new prom.Counter({
        name: "warden_kafka_records_consumed_total",
        help: "Records consumed, by group, topic and outcome",
        labelNames: ["group", "topic", "outcome"] as const,
        registers: [opts.registry!],
      }))
    : undefined;
  consumer.on(consumer.events.CRASH, (e) => {
    running = false;
    opts.logger.error({ err: e.payload.error, restart: e.payload.restart }, "consumer crashed");
  });
  consumer.on(consumer.events.GROUP_JOIN, () => {
    running = true;
  });
  const tracer = trace.getTracer("warden-kafka");

  await consumer.connect();
  await consumer.subscribe({ topics: opts.topics, fromBeginning: opts.fromBeginning ?? true });
  await consumer.run({
    autoCommit: true,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale }) => {
      if (!isRunning() || isStale() || batch.messages.length === 0) return;
      const records: ConsumedRecord<D>[] = [];
      for (const m of batch.messages) {
        const headers = m.headers ?? {};
        try {
          if (!m.value) throw new Error("empty record");
          records.push({
            topic: batch.topic,
            partition: batch.partition,
            offset: m.offset,
            key: m.key?.toString(),
            eventId: headerString(headers["event-id"]),
            message: fromBinary(opts.schema, m.value),
            traceContext: propagation.extract(context.active(), headers, {
              keys: (h) => Object.keys(h),
              get: (h, k) => headerString(h[k]),
            }),
            headers,
          });
        } catch (err) {
          processed?.inc({ group: opts.groupId, topic: batch.topic, outcome: "undecodable" });
          opts.logger.error({ err, topic: batch.topic, partition: batch.partition, offset: m.offset }, "skipping undecodable record");
        }
      }
      const first = records[0];
      await tracer.startActiveSpan(
        `${batch.topic} process`,
        { kind: SpanKind.CONSUMER, attributes: { "messaging.system": "kafka", "messaging.destination.name": batch.topic, "messaging.batch.message_count": records.length } },
        first?.traceContext ?? context.active(),
        async (span) => {
          try {
            if (records.length > 0) await opts.handleBatch(records);
          } finally {
            span.end();
          }
        },
      );
      processed?.inc({ group: opts.groupId, topic: batch.topic, outcome: "ok" }, records.length);
      const last = batch.messages[batch.messages.length - 1]!;
      resolveOffset(last.offset);
      await commitOffsetsIfNecessary();
      await heartbeat();
      lag?.set({ group: opts.groupId, topic: batch.topic, partition: String(batch.partition) }, Number(batch.offsetLag()));
    },
  });
  running = true;
  return {
    async stop() {
      running = false;
      await consumer.disconnect();
    },
    isRunning: () => running,
  };
}
