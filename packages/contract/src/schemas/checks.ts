import { z } from "zod";
import { LIMITS } from "../api.js";
import { groupId, telegramUserId, checkText } from "./fields.js";

/** POST /spam/check */
export const spamCheckBody = z
  .object({
    text: checkText(),
    include_ai: z.boolean({ error: "must be a boolean" }).optional(),
    group_id: groupId().optional(),
    user_id: telegramUserId().optional(),
  })
  .strict();

/** POST /spam/check-batch */
export const batchCheckBody = z
  .object({
    texts: z
      .array(checkText(), { error: "must be an array of strings" })
      .min(1, { error: "must hold at least 1 text" })
      .max(LIMITS.batchMaxTexts, { error: `must hold at most ${LIMITS.batchMaxTexts} texts` }),
    group_id: groupId().optional(),
  })
  .strict();

/** POST /users/check */
export const userCheckBody = z
  .object({
    user_id: telegramUserId(),
    group_id: groupId().optional(),
  })
  .strict();
