import { batchCheckBody, LIMITS, RESPONSE_SCHEMAS, spamCheckBody } from "@warden/contract";
import { declareRoute } from "../../http/route.js";
import { spamCheck, spamCheckBatch } from "./handlers.js";

export const spamRoutes = [
  declareRoute({
    method: "POST",
    path: "/spam/check",
    scope: "read",
    accountPlan: "free",
    cost: "one",
    body: spamCheckBody,
    bodyGroup: (b) => b.group_id,
    wantsAi: (b) => b.include_ai === true,
    response: RESPONSE_SCHEMAS.SpamCheckResult,
    handler: spamCheck,
    doc: {
      operationId: "checkSpam",
      summary: "Check a text for spam",
      description:
        "Runs the engine the bot uses on one text and returns its verdict. With `group_id`, the group's settings, custom rules and whitelist apply (the same verdict the bot would reach in that group). With `include_ai`, the AI provider is asked too. The decision is written to the group's journal with `source: api` when a group is given; no webhook is emitted.",
      tag: "Checks",
      bodySchema: "SpamCheckRequest",
      success: [{ status: 200, description: "The verdict." }],
      notFound: "GroupNotFound",
      unprocessable: "ValidationFailed",
    },
  }),
  declareRoute({
    method: "POST",
    path: "/spam/check-batch",
    scope: "read",
    accountPlan: "pro",
    cost: "per_text",
    body: batchCheckBody,
    bodyLimit: LIMITS.batchBodyMaxBytes,
    bodyGroup: (b) => b.group_id,
    response: RESPONSE_SCHEMAS.BatchCheckResult,
    handler: spamCheckBatch,
    doc: {
      operationId: "checkSpamBatch",
      summary: `Check up to ${LIMITS.batchMaxTexts} texts`,
      description: `Checks 1 to ${LIMITS.batchMaxTexts} texts with everything but the AI provider; each item has the verdict a single check without \`include_ai\` gives. Admitted only when the remaining daily quota covers every text.`,
      tag: "Checks",
      bodySchema: "BatchCheckRequest",
      success: [{ status: 200, description: "One short result per text." }],
      notFound: "GroupNotFound",
      unprocessable: "ValidationFailed",
    },
  }),
];
