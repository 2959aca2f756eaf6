import { toBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { context, propagation, SpanKind, trace, type Context } from "@opentelemetry/api";
import type { Registry } from "@warden/telemetry";
import { prom, recordError } from "@warden/telemetry";
import type { Kafka } from "kafkajs";
import { KeyedProducer } from "./producer.js";
import { SCHEMA_VERSION } from "./topics.js";

export interface OutgoingEvent<D extends DescMessage> {
  message: MessageShape<D>;
  /** Partition key: the group id (or another stable entity id). */
  key: string;
  eventId: string;
  /** Extra record headers (the fixed ones below take precedence). */
  headers?: Record<string, string>;
}

/**
 * Publishes protobuf records with the event id, trace context and schema version in headers.
 *
 * Every send carries records of one key only (KeyedProducer: the kafkajs 2.2.4 data-loss bug when a
 * send spans partitions). Concurrent publishes of one key are coalesced into one send
 * (KeyedProducer.sendCoalesced).
 */
export class EventPublisher {
  private readonly producer: KeyedProducer;
  private readonly sent: prom.Counter<"topic" | "outcome"> | undefined;
  private readonly sends: prom.Histogram | undefined;

  constructor(kafka: Kafka, opts: { registry?: Registry } = {}) {
    this.producer = new KeyedProducer(kafka, { maxInFlightRequests: 5, onSend: (_topic, records) => this.sends?.observe(records) });
    if (opts.registry) {
      this.sent = new prom.Counter({
        name: "warden_kafka_records_produced_total",
        help: "Records produced, by topic and outcome",
        labelNames: ["topic", "outcome"] as const,
        registers: [opts.registry],
      });
      this.sends = new prom.Histogram({
        name: "warden_kafka_records_per_send",
        help: "Records a produce request carried (concurrent events of one key share a send)",
        buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
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
    return this.producer.isConnected();
  }

  async publish<D extends DescMessage>(topic: string, schema: D, event: OutgoingEvent<D>): Promise<void> {
    await this.publishMany(topic, schema, [event]);
  }

  /**
   * Publishes and resolves once the broker acknowledged every event (acks=all). Concurrent calls
   * for the same topic and key share one produce request (KeyedProducer.sendCoalesced); a failed
   * send rejects every caller whose events it carried.
   */
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
        // One PRODUCER span per caller and key: the consumer's span continues it, so a trace shows the hop.
        tracer.startActiveSpan(
          `${topic} publish`,
          {
            kind: SpanKind.PRODUCER,
            attributes: { "messaging.system": "kafka", "messaging.destination.name": topic, "messaging.batch.message_count": group.length },
          },
          async (span) => {
            const traceHeaders = injectHeaders(context.active());
            const messages = group.map((e) => ({
              key,
              value: Buffer.from(toBinary(schema, e.message)),
              headers: {
                ...e.headers,
                "event-id": e.eventId,
                "schema-version": SCHEMA_VERSION,
                "content-type": `application/x-protobuf; proto=${schema.typeName}`,
                ...traceHeaders,
              },
            }));
            try {
              await this.producer.sendCoalesced(topic, key, messages);
              this.sent?.inc({ topic, outcome: "ok" }, group.length);
            } catch (err) {
              this.sent?.inc({ topic, outcome: "error" }, group.length);
              recordError(span, err);
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
