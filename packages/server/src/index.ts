import type { ConnectRouter, Interceptor } from "@connectrpc/connect";
import { connectNodeAdapter, createGrpcTransport } from "@connectrpc/connect-node";
import { createClient, type Client } from "@connectrpc/connect";
import type { DescService } from "@bufbuild/protobuf";
import type { Logger, Registry } from "@warden/telemetry";
import { Health, LIVENESS_SERVICE, registerGrpcHealth, ServingStatus } from "./grpc-health.js";
import { readiness, serveOps, type Check, type HealthState } from "./health.js";
import { clientInterceptors, serverInterceptors } from "./interceptors.js";
import { fastGrpcTransport, fastUnaryServer, recordingRouter, type UnarySpec } from "./fast-unary.js";
import { listen, type RequestHandler, type RunningServer } from "./listen.js";
import { reachedOnce, upstreamAnswers } from "./upstream.js";

export { BoundedCache, type BoundedCacheOptions } from "./bounded-cache.js";
export { CursorSigner, cursorSignerFrom, filterFingerprint } from "./cursor.js";
export { secretMatches, bearerToken, requireAdminToken } from "./admin-token.js";
export { batched, coalesced, type Settled } from "./coalesce.js";
export { FairQueue, FairSemaphore, PerKeyTurns, TurnNotInTime, type FairKey } from "./fair-queue.js";
export { isTextFingerprint, textFingerprint } from "./text-fingerprint.js";
export { listen, readiness, serveOps, serverInterceptors, clientInterceptors, Health, LIVENESS_SERVICE, ServingStatus, reachedOnce, upstreamAnswers };
export type { Check, HealthState, RequestHandler, RunningServer };

export interface ServiceHandlerOptions {
  routes: (router: ConnectRouter) => void;
  registry: Registry;
  logger: Logger;
  readiness: Record<string, Check>;
  interceptors?: Interceptor[];
  state?: HealthState;
  /** How often a grpc.health.v1.Health/Watch stream re-evaluates readiness (default 5 s). */
  healthWatchIntervalMs?: number;
}

/**
 * The request handler of a Connect service: the RPC routes, the standard gRPC health service
 * (grpc.health.v1.Health, for Kubernetes native gRPC probes), plus /healthz, /readyz and /metrics.
 * No side effects: tests mount it in memory or on an ephemeral port.
 */
export function createServiceHandler(opts: ServiceHandlerOptions): { handler: RequestHandler; state: HealthState } {
  const state = opts.state ?? { draining: false };
  const ops = { readiness: opts.readiness, registry: opts.registry };
  const notFound: RequestHandler = (_req, res) => {
    (res as import("node:http").ServerResponse).writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ code: "not_found" }));
  };
  const interceptors = [...serverInterceptors({ registry: opts.registry, logger: opts.logger }), ...(opts.interceptors ?? [])];
  // Unary gRPC calls take the lean path (fast-unary.ts); everything else goes through Connect.
  const unary = new Map<string, UnarySpec>();
  const connect = connectNodeAdapter({
    routes: (connectRouter) => {
      const router = recordingRouter(connectRouter, unary);
      opts.routes(router);
      registerGrpcHealth(router, {
        ready: async () => (await readiness(ops, state)).ready,
        ...(opts.healthWatchIntervalMs !== undefined ? { watchIntervalMs: opts.healthWatchIntervalMs } : {}),
      });
    },
    interceptors,
    fallback: (nodeReq, nodeRes) => {
      const req = nodeReq as Parameters<RequestHandler>[0];
      const res = nodeRes as unknown as Parameters<RequestHandler>[1];
      serveOps(req, res, ops, state)
        .then((served) => {
          if (!served) notFound(req, res);
        })
        .catch((err) => {
          opts.logger.error({ err }, "ops endpoint failed");
          if (!res.headersSent) (res as import("node:http").ServerResponse).writeHead(500);
          res.end();
        });
    },
  });
  const fast = fastUnaryServer(unary, interceptors);
  const handler: RequestHandler = (req, res) => {
    if (!fast(req as Parameters<typeof fast>[0], res as Parameters<typeof fast>[1])) (connect as unknown as RequestHandler)(req, res);
  };
  return { handler, state };
}

/**
 * A typed client of another Warden service over gRPC (HTTP/2), propagating traces. Unary calls
 * take the lean path of fast-unary.ts over one shared session; streams go through Connect's
 * gRPC transport.
 */
export function serviceClient<S extends DescService>(service: S, baseUrl: string, opts: { timeoutMs?: number } = {}): Client<S> {
  const interceptors = clientInterceptors();
  const defaultTimeoutMs = opts.timeoutMs ?? 5_000;
  const streams = createGrpcTransport({ baseUrl, interceptors, defaultTimeoutMs, pingIntervalMs: 30_000 });
  return createClient(service, fastGrpcTransport({ baseUrl, interceptors, defaultTimeoutMs, streams }));
}

/**
 * Graceful shutdown in reverse order of start: on SIGTERM/SIGINT readiness turns 503,
 * intake stops, in-flight work drains, then each closer runs once.
 */
export function onShutdown(logger: Logger, state: HealthState, closers: (() => Promise<unknown>)[], graceMs = 10_000): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    state.draining = true;
    logger.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, graceMs + 5_000);
    timer.unref();
    for (const close of closers) {
      try {
        await close();
      } catch (err) {
        logger.warn({ err }, "error during shutdown");
      }
    }
    logger.info("stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}
