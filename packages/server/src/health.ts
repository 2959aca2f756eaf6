import type { IncomingMessage, ServerResponse } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import { redactSecrets, type Registry } from "@warden/telemetry";

export type Check = () => Promise<void>;

export interface HealthOptions {
  /** Dependencies that must answer for the service to be ready, by name. */
  readiness: Record<string, Check>;
  registry: Registry;
  /** Per-check timeout (default 1 s). */
  timeoutMs?: number;
}

type Req = IncomingMessage | Http2ServerRequest;
type Res = ServerResponse | Http2ServerResponse;

export interface HealthState {
  /** Set when shutdown begins: readiness turns 503 so traffic drains. */
  draining: boolean;
}

async function runCheck(check: Check, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return "ok";
  } catch (err) {
    // Served to whoever asks /readyz (and logged by probes): secrets a library quoted in its error (a URL's password) stay out.
    return `error: ${redactSecrets((err as Error).message)}`;
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(opts: HealthOptions, state: HealthState): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const names = Object.keys(opts.readiness);
  const results = await Promise.all(names.map((n) => runCheck(opts.readiness[n]!, opts.timeoutMs ?? 1000)));
  const checks: Record<string, string> = {};
  names.forEach((n, i) => {
    checks[n] = results[i]!;
  });
  if (state.draining) checks.shutdown = "error: draining";
  return { ready: Object.values(checks).every((v) => v === "ok"), checks };
}

function send(res: Res, status: number, body: string, type = "application/json"): void {
  (res as ServerResponse).writeHead(status, { "content-type": type, "cache-control": "no-store" });
  (res as ServerResponse).end(body);
}

/** Serves /healthz, /readyz and /metrics; returns false for any other path. */
export async function serveOps(req: Req, res: Res, opts: HealthOptions, state: HealthState): Promise<boolean> {
  const path = (req.url ?? "/").split("?")[0];
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (path === "/healthz") {
    send(res, 200, JSON.stringify({ status: "ok" }));
    return true;
  }
  if (path === "/readyz") {
    const r = await readiness(opts, state);
    send(res, r.ready ? 200 : 503, JSON.stringify({ status: r.ready ? "ready" : "not_ready", checks: r.checks }));
    return true;
  }
  if (path === "/metrics") {
    send(res, 200, await opts.registry.metrics(), opts.registry.contentType);
    return true;
  }
  return false;
}
