import { prom, type Registry } from "@warden/telemetry";

/** Several consumers of one process share a registry: a metric is created once and reused. */
function reuse<M>(registry: Registry, name: string, create: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? create();
}

/**
 * The `outcome` of a consumed record. dead_letter_refused: Kafka refused even the smallest dead
 * letter of a failed record, which was logged as an error and skipped (its partition moves on);
 * it is still at its offset in the source topic for the topic's retention.
 */
export const CONSUMED_OUTCOMES = { ok: "ok", deadLettered: "dead_lettered", deadLetterRefused: "dead_letter_refused" } as const;

/** What every Warden consumer exports (labelled by consumer group and topic). */
export function consumerMetrics(registry: Registry) {
  return {
    consumed: reuse(
      registry,
      "warden_kafka_records_consumed_total",
      () =>
        new prom.Counter({
          name: "warden_kafka_records_consumed_total",
          help:
            `Records consumed, by group, topic and outcome (${CONSUMED_OUTCOMES.ok}: processed; ${CONSUMED_OUTCOMES.deadLettered}: produced to the dead-letter topic; ` +
            `${CONSUMED_OUTCOMES.deadLetterRefused}: Kafka refused even the smallest dead letter, logged and skipped)`,
          labelNames: ["group", "topic", "outcome"] as const,
          registers: [registry],
        }),
    ),
    retries: reuse(
      registry,
      "warden_kafka_record_retries_total",
      () =>
        new prom.Counter({
          name: "warden_kafka_record_retries_total",
          help: "Records handled again after a failure (bounded retries, or waits while a dependency is unavailable), by group and topic",
          labelNames: ["group", "topic"] as const,
          registers: [registry],
        }),
    ),
    deadLettered: reuse(
      registry,
      "warden_kafka_records_dead_lettered_total",
      () =>
        new prom.Counter({
          name: "warden_kafka_records_dead_lettered_total",
          help: "Records given up on and produced to the dead-letter topic of their topic, by group and source topic",
          labelNames: ["group", "topic"] as const,
          registers: [registry],
        }),
    ),
    lag: reuse(
      registry,
      "warden_kafka_consumer_lag",
      () =>
        new prom.Gauge({
          name: "warden_kafka_consumer_lag",
          help: "Records from the partition's first record without an outcome to the high watermark of its last fetch (set at each batch and as offsets resolve)",
          labelNames: ["group", "topic", "partition"] as const,
          registers: [registry],
        }),
    ),
  };
}

export type ConsumerMetrics = ReturnType<typeof consumerMetrics>;
