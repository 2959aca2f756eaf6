import { toBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { context, propagation, SpanKind, SpanStatusCode, trace, type Context } from "@opentelemetry/api";
import type { Registry } from "@warden/telemetry";
import { prom } from "@warden/telemetry";
import type { Kafka, Producer } from "kafkajs";
import { SCHEMA_VERSION } from "./topics.js";

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

