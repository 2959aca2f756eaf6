import { z } from "zod";
import { MAX_TELEGRAM_USER_ID, REPORT_LABELS } from "../api.js";
import { ID_PREFIXES, mintedIdPattern } from "../ids.js";
import { checkText, groupId, pageCursor, pageLimit, queryParam, telegramId } from "./fields.js";

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

const param = queryParam;

/** GET /spam/reports */
export const reportsQuery = z.object({
  limit: pageLimit().optional(),
  cursor: pageCursor().optional(),
  label: label().optional(),
  group_id: param()
    .regex(/^-[1-9]\d{0,15}$/, { error: "must be a negative group chat id" })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n), { error: "must be a negative group chat id" })
    .optional(),
});
