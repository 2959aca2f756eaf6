import { MAX_TEXT_CHARS, textProblem } from "@warden/errors";
import { z } from "zod";
import { groupId, telegramUserId } from "../../http/validate.js";

export const checkText = () =>
  z.string({ error: "must be a string" }).superRefine((s, ctx) => {
    const problem = textProblem(s, MAX_TEXT_CHARS);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const spamCheckBody = z
  .object({
    text: checkText(),
    include_ai: z.boolean({ error: "must be a boolean" }).optional(),
    group_id: groupId().optional(),
    user_id: telegramUserId().optional(),
  })
  .strict();

export const MAX_BATCH_TEXTS = 20;

export const batchCheckBody = z
  .object({
    texts: z
      .array(checkText(), { error: "must be an array of strings" })
      .min(1, { error: "must hold at least 1 text" })
      .max(MAX_BATCH_TEXTS, { error: `must hold at most ${MAX_BATCH_TEXTS} texts` }),
    group_id: groupId().optional(),
  })
  .strict();
