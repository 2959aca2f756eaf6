import { create } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import { INTERNAL_LIMITS } from "@warden/contract";
import { Code, errors, errorToData } from "@warden/errors";
import { AiMode, CheckManyResponseSchema, type CheckManyRequest, type CheckManyResponse, type CheckResponse } from "@warden/proto";
import type { Logger } from "@warden/telemetry";
import type { EngineDeps } from "../deps.js";
import { createCheckHandler } from "./check.js";

export const MAX_CHECKS = INTERNAL_LIMITS.checkManyMaxChecks;

/** After this much synchronous scoring the handler lets other requests in before it starts the next check. */
const SLICE_MS = 2;

/**
 * Engine.CheckMany: each check of the call is run by the Check handler itself, and its outcome is
 * what that Check would answer or raise (an error as its code, message and typed details; an
 * internal one as "internal error", logged here as the server interceptor would). Checks are
 * started one after another, yielding to other requests whenever 2 ms of scoring went by, so a
 * call of many long texts never holds the event loop for all of them at once.
 */
export function createCheckManyHandler(deps: EngineDeps & { logger: Logger }) {
  const check = createCheckHandler(deps);
  return async function checkMany(req: CheckManyRequest, ctx: HandlerContext): Promise<CheckManyResponse> {
    if (req.checks.length === 0 || req.checks.length > MAX_CHECKS) {
      throw errors.validation([{ path: "checks", message: `must hold 1 to ${MAX_CHECKS} checks` }]);
    }
    const ai = req.checks.findIndex((c) => c.ai === AiMode.ON);
    if (ai >= 0) throw errors.validation([{ path: `checks[${ai}].ai`, message: "a check that asks the AI provider is made alone (Check)" }]);
    const runs: Promise<CheckResponse>[] = [];
    let slice = performance.now();
    for (const c of req.checks) {
      if (performance.now() - slice > SLICE_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
      runs.push(check(c, ctx));
    }
    const settled = await Promise.allSettled(runs);
    return create(CheckManyResponseSchema, {
      outcomes: settled.map((s) => {
        if (s.status === "fulfilled") return { outcome: { case: "result" as const, value: s.value } };
        const data = errorToData(s.reason);
        // errorToData answers every internal failure (Internal, Unknown, not a ConnectError) as Internal, without its cause
        if (data.code === Code.Internal) deps.logger.error({ err: s.reason, procedure: "CheckMany" }, "check failed");
        return { outcome: { case: "error" as const, value: data } };
      }),
    });
  };
}
