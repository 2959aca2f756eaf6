import { prom, type Registry } from "@warden/telemetry";

export function gatewayMetrics(registry: Registry) {
  return {
    requests: new prom.Counter({
      name: "warden_http_requests_total",
      help: "HTTP requests, by route template, method and status",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    duration: new prom.Histogram({
      name: "warden_http_request_duration_seconds",
      help: "HTTP request latency, by route template and method",
      labelNames: ["route", "method"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    refusals: new prom.Counter({
      name: "warden_quota_refusals_total",
      help: "Requests refused by the rate limit or the daily quota, by reason and plan",
      labelNames: ["reason", "plan"] as const,
      registers: [registry],
    }),
    publishFailures: new prom.Counter({
      name: "warden_decision_publish_failures_total",
      help: "API-check decisions that could not be published to Kafka",
      registers: [registry],
    }),
  };
}

export type GatewayMetrics = ReturnType<typeof gatewayMetrics>;
