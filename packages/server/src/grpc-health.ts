import { Code, ConnectError, type ConnectRouter } from "@connectrpc/connect";
import { Health, HealthCheckResponse_ServingStatus as ServingStatus } from "@warden/proto";

export { Health, ServingStatus };

/**
 * The service name a liveness probe asks for: SERVING as long as the process answers, even while
 * draining or while a dependency is down (restarting the pod would not bring the dependency back).
 */
export const LIVENESS_SERVICE = "liveness";

export interface GrpcHealthOptions {
  /** True when every readiness check passes and the server is not draining. */
  ready: () => Promise<boolean>;
  /** How often a Watch stream re-evaluates readiness (default 5 s). */
  watchIntervalMs?: number;
}

/**
 * Registers grpc.health.v1.Health on a router that already carries the service's own RPCs.
 * "" (the server as a whole) and the full name of every registered service answer with the
 * readiness of the server: SERVING when ready, NOT_SERVING while a readiness check fails or the
 * server drains. "liveness" answers SERVING while the process is up. Any other name is NOT_FOUND
 * (Check) or SERVICE_UNKNOWN (Watch), as the protocol specifies.
 */
export function registerGrpcHealth(router: ConnectRouter, opts: GrpcHealthOptions): void {
  const served = () => new Set(router.handlers.map((h) => h.service.typeName).filter((n) => n !== Health.typeName));
  const statusOf = async (service: string): Promise<ServingStatus | undefined> => {
    if (service === LIVENESS_SERVICE) return ServingStatus.SERVING;
    if (service !== "" && !served().has(service)) return undefined;
    return (await opts.ready()) ? ServingStatus.SERVING : ServingStatus.NOT_SERVING;
  };
  const interval = opts.watchIntervalMs ?? 5_000;

  router.service(Health, {
    async check(req) {
      const status = await statusOf(req.service);
      if (status === undefined) throw new ConnectError(`unknown service ${req.service}`, Code.NotFound);
      return { status };
    },
    async *watch(req, ctx) {
      let last: ServingStatus | undefined;
      while (!ctx.signal.aborted) {
        const status = (await statusOf(req.service)) ?? ServingStatus.SERVICE_UNKNOWN;
        if (status !== last) {
          last = status;
          yield { status };
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, interval);
          ctx.signal.addEventListener(
            "abort",
            () => {
              clearTimeout(timer);
              resolve();
            },
            { once: true },
          );
        });
      }
    },
  });
}
