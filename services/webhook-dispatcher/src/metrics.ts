import { prom, type Registry } from "@warden/telemetry";

/** What the dispatcher exports on /metrics (besides the RPC and Kafka client metrics). */
export function dispatcherMetrics(registry: Registry, opts: { disabledEndpoints?: () => Promise<{ manual: number; failing: number }> } = {}) {
  const disabledSource = opts.disabledEndpoints;
  return {
    attempts: new prom.Counter({
      name: "warden_webhook_attempts_total",
      help: "Delivery attempts, by outcome (succeeded, http_error, redirect, timeout, network_error, refused) and kind (event, test)",
      labelNames: ["outcome", "kind"] as const,
      registers: [registry],
    }),
    latency: new prom.Histogram({
      name: "warden_webhook_attempt_duration_seconds",
      help: "Duration of a delivery attempt, until the whole response or the failure",
      labelNames: ["outcome"] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    retryDelay: new prom.Histogram({
      name: "warden_webhook_retry_overdue_seconds",
      help: "How late a retry attempt started after its due time",
      labelNames: ["topic"] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
    retriesScheduled: new prom.Counter({
      name: "warden_webhook_retries_scheduled_total",
      help: "Failed attempts re-published to a retry topic, by the attempt they schedule (2..6)",
      labelNames: ["attempt"] as const,
      registers: [registry],
    }),
    deadLetters: new prom.Counter({
      name: "warden_webhook_dead_letters_total",
      help: "Deliveries that failed their last attempt and went to webhooks.dead.v1",
      registers: [registry],
    }),
    dropped: new prom.Counter({
      name: "warden_webhook_tasks_dropped_total",
      help: "Retry tasks not attempted, by reason (endpoint_deleted, endpoint_disabled); undecodable ones go to the dead-letter topic",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
    autoDisabled: new prom.Counter({
      name: "warden_webhook_endpoints_auto_disabled_total",
      help: "Endpoints disabled because every delivery failed for the disable window",
      registers: [registry],
    }),
    disabledEndpoints: new prom.Gauge({
      name: "warden_webhook_endpoints_disabled",
      help: "Endpoints currently disabled, by reason (manual, failing)",
      labelNames: ["reason"] as const,
      registers: [registry],
      async collect() {
        if (!disabledSource) return;
        try {
          const n = await disabledSource();
          this.set({ reason: "manual" }, n.manual);
          this.set({ reason: "failing" }, n.failing);
        } catch {
          // The database is unreachable: keep the last values (readiness reports the outage).
        }
      },
    }),
  };
}

export type DispatcherMetrics = ReturnType<typeof dispatcherMetrics>;
