import { prom, type Registry } from "@warden/telemetry";

/** Several consumers of one process share a registry: a metric is created once and reused. */
function reuse<M>(registry: Registry, name: string, create: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? create();
}

/** What every Warden consumer exports (labelled by consumer group and topic). */
export function consumerMetrics(registry: Registry) {
  return {
    consumed: reuse(
      registry,
      "warden_kafka_records_consumed_total",
      () =>
        new prom.Counter({
          name: "warden_kafka_records_consumed_total",
          help: "Records consumed, by group, topic and outcome (ok: processed; dead_lettered: produced to the dead-letter topic)",
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
          help: "Records between the last processed offset and the partition's high watermark",
          labelNames: ["group", "topic", "partition"] as const,
          registers: [registry],
        }),
    ),
  };
}

export type ConsumerMetrics = ReturnType<typeof consumerMetrics>;
