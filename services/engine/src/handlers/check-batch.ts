import { LIMITS } from "@warden/contract";
import { errors } from "@warden/errors";
import type { CheckBatchRequest, CheckBatchResponse } from "@warden/proto";
import type { EngineDeps } from "../deps.js";
import type { Detection } from "../detector.js";
import { assertText, detectionToProto } from "./check.js";

export const MAX_BATCH = LIMITS.batchMaxTexts;

/** Engine.CheckBatch: each item equals a Check of the same text and group without AI. */
export function createCheckBatchHandler(deps: EngineDeps) {
  return async function checkBatch(req: CheckBatchRequest): Promise<CheckBatchResponse> {
    if (req.texts.length === 0 || req.texts.length > MAX_BATCH) {
      throw errors.validation([{ path: "texts", message: `must hold 1 to ${MAX_BATCH} texts` }]);
    }
    for (const [i, t] of req.texts.entries()) assertText(t, `texts[${i}]`);
    const group = req.groupId === undefined ? undefined : await deps.policies.get(Number(req.groupId));
    // Campaign lookups (read only: a batch has no sender) are sent before the texts are scored.
    const sightings = req.texts.map((text) => (group && deps.campaign ? deps.campaign.observe(text, req.groupId!, group, undefined) : undefined));
    const campaignsDone = Promise.all(sightings);
    campaignsDone.catch(() => undefined); // awaited below; handled now, since the loop yields
    const scored: { d: Detection; seconds: number }[] = [];
    for (const [i, text] of req.texts.entries()) {
      // each text has its own custom-rule budget; other requests are served between texts, so a
      // batch of 20 long texts holds the event loop for one text at a time
      if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const started = performance.now();
      const d = deps.detect(text, group, undefined);
      scored.push({ d, seconds: (performance.now() - started) / 1000 });
    }
    const campaigns = await campaignsDone;
    const results = [];
    for (const [i, { d, seconds }] of scored.entries()) {
      const campaign = campaigns[i];
      const withCampaign = campaign ? deps.rescore(d, campaign, group) : d;
      // Moderator feedback of the batch's scope (each item as a single check would have it).
      const final = await deps.feedback(req, req.texts[i]!, withCampaign, group);
      deps.metrics.observe(final.verdict, seconds);
      results.push(detectionToProto(final, group?.version ?? 0));
    }
    return { $typeName: "warden.engine.v1.CheckBatchResponse", results };
  };
}
