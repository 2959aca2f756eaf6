import { createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { Health, HealthCheckResponse_ServingStatus as ServingStatus } from "@warden/proto";
import { LIVENESS_SERVICE } from "./grpc-health.js";
import type { Check } from "./health.js";

/**
 * A readiness check that passes once `check` has passed once, and from then on without asking
 * again. For upstreams a service cannot do its work without at start (the engine before it has
 * reached groups-config): a pod is not sent traffic before it can serve it, but a later outage of
 * the upstream does not take every dependent pod out of its Service too, which would turn a
 * partial outage (group checks fail, the rest answers) into a total one.
 */
export function reachedOnce(check: Check): Check {
  let reached = false;
  return async () => {
    if (reached) return;
    await check();
    reached = true;
  };
}

/** Asks another Warden service whether it is up (grpc.health.v1 "liveness"): it answers, or the check fails. */
export function upstreamAnswers(baseUrl: string, timeoutMs = 1_000): Check {
  const client = createClient(Health, createGrpcTransport({ baseUrl, defaultTimeoutMs: timeoutMs }));
  return async () => {
    const res = await client.check({ service: LIVENESS_SERVICE });
    if (res.status !== ServingStatus.SERVING) throw new Error(`${baseUrl} is not serving`);
  };
}
