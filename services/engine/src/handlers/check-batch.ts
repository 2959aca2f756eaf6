import { errors } from "@warden/errors";
import type { CheckBatchRequest, CheckBatchResponse } from "@warden/proto";
import type { EngineDeps } from "../deps.js";
import { assertText, detectionToProto } from "./check.js";

export const MAX_BATCH = 20;

/** Engine.CheckBatch: each item equals a Check of the same text and group without AI. */
export function createCheckBatchHandler(deps: EngineDeps) {
  return async function checkBatch(req: CheckBatchRequest): Promise<CheckBatchResponse> {
    if (req.texts.length === 0 || req.texts.length > MAX_BATCH) {
      throw errors.validation([{ path: "texts", message: `must hold 1 to ${MAX_BATCH} texts` }]);
    }
    req.texts.forEach((t, i) => assertText(t, `texts[${i}]`));
    const group = req.groupId === undefined ? undefined : await deps.policies.get(Number(req.groupId));
    const results = [];
    for (const text of req.texts) {
      const started = performance.now();
      const d = await deps.feedback(req, text, deps.detect(text, group, undefined), group);
      deps.metrics.observe(d.verdict, (performance.now() - started) / 1000);
      results.push(detectionToProto(d, group?.version ?? 0));
    }
    return { $typeName: "warden.engine.v1.CheckBatchResponse", results };
  };
}
