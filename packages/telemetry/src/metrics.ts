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

/** RED metrics for RPC handlers (Connect) — rate, errors, duration per procedure and code. */
export function rpcMetrics(registry: client.Registry) {
  return {
    requests: new client.Counter({
      name: "warden_rpc_requests_total",
      help: "RPCs handled, by procedure and Connect code",
      labelNames: ["procedure", "code"] as const,
      registers: [registry],
    }),
    duration: new client.Histogram({
      name: "warden_rpc_duration_seconds",
      help: "RPC handling time, by procedure",
      labelNames: ["procedure"] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  };
}
