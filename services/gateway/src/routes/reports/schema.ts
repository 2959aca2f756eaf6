import { z } from "zod";
import { ID_PREFIXES, LIMITS, MAX_TELEGRAM_USER_ID, mintedIdPattern, REPORT_LABELS } from "../../openapi/conventions.js";
import { groupId, telegramId } from "../../http/validate.js";
import { checkText } from "../spam/schema.js";

const label = () => z.enum(REPORT_LABELS, { error: `must be one of ${REPORT_LABELS.join(", ")}` });
const userId = () => telegramId().refine((n) => n >= 1 && n <= MAX_TELEGRAM_USER_ID, { error: "must be a positive Telegram user id" });

/** POST /spam/report: the same text rules as a check. */
export const reportBody = z
  .object({
    text: checkText(),
    label: label(),
    group_id: groupId().optional(),
    user_id: userId().optional(),
  })
  .strict();

/** POST /groups/{id}/journal/{entryId}/report */
export const journalReportBody = z.object({ label: label() }).strict();

export const JOURNAL_ENTRY_ID = new RegExp(mintedIdPattern(ID_PREFIXES.event));

const param = () => z.string({ error: "must be given once, as a string" });

/** GET /spam/reports */
export const reportsQuery = z.object({
  limit: param()
    .regex(/^\d{1,3}$/, { error: `must be an integer from 1 to ${LIMITS.pageSizeMax}` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= LIMITS.pageSizeMax, { error: `must be an integer from 1 to ${LIMITS.pageSizeMax}` })
    .optional(),
  cursor: param()
    .min(1, { error: "must not be empty; omit it for the first page" })
    .max(512, { error: "is not a cursor this API issued" })
    .optional(),
  label: label().optional(),
  group_id: param()
    .regex(/^-[1-9]\d{0,15}$/, { error: "must be a negative group chat id" })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n), { error: "must be a negative group chat id" })
    .optional(),
});
