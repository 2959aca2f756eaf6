import client from "prom-client";

export type Registry = client.Registry;
export { client as prom };

/**
 * One registry per process (or per test) with the default Node metrics and a `service` label.
 */
export function createRegistry(service: string, opts: { defaultMetrics?: boolean } = {}): client.Registry {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service });
  if (opts.defaultMetrics !== false) client.collectDefaultMetrics({ register: registry });
  return registry;
}

/** A counter registered on `registry`, with the label names that split it. */
export function counter<L extends string = string>(registry: client.Registry, name: string, help: string, labelNames: readonly L[] = []): client.Counter<L> {
  return new client.Counter({ name, help, labelNames, registers: [registry] });
}

/** A histogram registered on `registry`, with its bucket bounds (seconds for durations) and label names. */
export function histogram<L extends string = string>(
  registry: client.Registry,
  name: string,
  help: string,
  buckets: readonly number[],
  labelNames: readonly L[] = [],
): client.Histogram<L> {
  return new client.Histogram({ name, help, buckets: [...buckets], labelNames, registers: [registry] });
}

/** A gauge registered on `registry`; `collect` (when given) sets its value at each scrape. */
export function gauge<L extends string = string>(
  registry: client.Registry,
  name: string,
  help: string,
  opts: { labelNames?: readonly L[]; collect?: (this: client.Gauge<L>) => void | Promise<void> } = {},
): client.Gauge<L> {
  return new client.Gauge({ name, help, labelNames: opts.labelNames ?? [], registers: [registry], ...(opts.collect ? { collect: opts.collect } : {}) });
}

/**
 * RED metrics for RPC handlers (Connect) — rate, errors, duration per procedure and code. The duration's buckets reach
 * past the callers' deadline (UPSTREAM_TIMEOUT_MS, 5 s by default; an engine check with AI waits up to AI_TIMEOUT_MS,
 * 3 s): a slow call lands in a bucket of its own, not in +Inf where a quantile reads as the last bound.
 */
export function rpcMetrics(registry: client.Registry) {
  return {
    requests: counter(registry, "warden_rpc_requests_total", "RPCs handled, by procedure and Connect code", ["procedure", "code"]),
    duration: histogram(
      registry,
      "warden_rpc_duration_seconds",
      "RPC handling time, by procedure",
      [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ["procedure"],
    ),
  };
}
