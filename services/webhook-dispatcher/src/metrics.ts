import { counter, gauge, histogram, type Registry } from "@warden/telemetry";

/** What the dispatcher exports on /metrics (besides the RPC and Kafka client metrics). */
export function dispatcherMetrics(registry: Registry, opts: { disabledEndpoints?: () => Promise<{ manual: number; failing: number }> } = {}) {
  const disabledSource = opts.disabledEndpoints;
  return {
    attempts: counter(
      registry,
      "warden_webhook_attempts_total",
      "Delivery attempts, by outcome (succeeded, http_error, redirect, timeout, network_error, refused) and kind (event, test)",
      ["outcome", "kind"],
    ),
    latency: histogram(
      registry,
      "warden_webhook_attempt_duration_seconds",
      "Duration of a delivery attempt, until the whole response or the failure",
      [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ["outcome"],
    ),
    retryDelay: histogram(
      registry,
      "warden_webhook_retry_overdue_seconds",
      "How late a retry attempt started after its due time",
      [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      ["topic"],
    ),
    retriesScheduled: counter(
      registry,
      "warden_webhook_retries_scheduled_total",
      "Delivery tasks published to a retry topic, by the attempt they schedule: 2..6 after a failed attempt, 1 for a first attempt its endpoint could not take inline (failing, slow or busy)",
      ["attempt"],
    ),
    deadLetters: counter(registry, "warden_webhook_dead_letters_total", "Deliveries that failed their last attempt and went to webhooks.dead.v1"),
    dropped: counter(
      registry,
      "warden_webhook_tasks_dropped_total",
      "Retry tasks not attempted, by reason (endpoint_deleted, endpoint_disabled, account_suspended, no_group_access, not_subscribed, before_reenabled); undecodable ones go to the dead-letter topic",
      ["reason"],
    ),
    putBack: counter(
      registry,
      "warden_webhook_tasks_put_back_total",
      "Retry tasks put back on a retry topic, not attempted yet, because their endpoint already had WEBHOOK_ENDPOINT_CONCURRENCY attempts in flight in this process",
    ),
    autoDisabled: counter(registry, "warden_webhook_endpoints_auto_disabled_total", "Endpoints disabled because every delivery failed for the disable window"),
    disabledEndpoints: gauge(registry, "warden_webhook_endpoints_disabled", "Endpoints currently disabled, by reason (manual, failing)", {
      labelNames: ["reason"],
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
