import { counter, histogram, type Registry } from "@warden/telemetry";

export function gatewayMetrics(registry: Registry) {
  return {
    requests: counter(registry, "warden_http_requests_total", "HTTP requests, by route template, method and status", ["route", "method", "status"]),
    duration: histogram(
      registry,
      "warden_http_request_duration_seconds",
      "HTTP request latency, by route template and method",
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      ["route", "method"],
    ),
    refusals: counter(registry, "warden_quota_refusals_total", "Requests refused by the rate limit or the daily quota, by reason and plan", ["reason", "plan"]),
    keyCache: counter(
      registry,
      "warden_key_cache_lookups_total",
      "API key lookups: hit (cached record, confirmed at admission), miss (read from PostgreSQL), stale (a cached record re-read)",
      ["result"],
    ),
    publishFailures: counter(registry, "warden_decision_publish_failures_total", "API-check decisions that could not be published to Kafka"),
  };
}

export type GatewayMetrics = ReturnType<typeof gatewayMetrics>;
