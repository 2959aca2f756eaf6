import { z } from "zod";
import { MAX_TELEGRAM_USER_ID, REPORT_LABELS } from "../api.js";
import { ID_PREFIXES, mintedIdPattern } from "../ids.js";
import { checkText, documentedAs, groupId, pageCursor, pageLimit, queryParam, TEXT_MAX_SHOWN, telegramId } from "./fields.js";

const label = () => z.enum(REPORT_LABELS, { error: `must be one of ${REPORT_LABELS.join(", ")}` }).meta(documentedAs("ReportLabel"));
const userId = () => telegramId().refine((n) => n >= 1 && n <= MAX_TELEGRAM_USER_ID, { error: "must be a positive Telegram user id" });

/** POST /spam/report: the same text rules as a check. */
export const reportBody = z
  .object({
    text: checkText().meta({ description: `The text as it was posted, 1 to ${TEXT_MAX_SHOWN} characters (Unicode code points).` }),
    label: label(),
    group_id: groupId()
      .meta(
        documentedAs(
          "GroupId",
          "The group the text was posted in: the report also teaches the bot's checks in that group. The group must be one the account administers (else `404 group_not_found`); every plan.",
        ),
      )
      .optional(),
    user_id: userId().meta(documentedAs("UserId", "The sender of the text, when known (kept with the report).")).optional(),
  })
  .strict()
  .meta({
    description: "Body of `POST /spam/report`. Unknown fields are refused with `422 validation_failed`.",
    examples: [{ text: "Need 2 people today for unloading, 3000 on the spot, write in DM @jobs_boss", label: "spam", group_id: -1001234567890 }],
  });

/** POST /groups/{id}/journal/{entryId}/report */
export const journalReportBody = z
  .object({ label: label() })
  .strict()
  .meta({ description: "Body of `POST /groups/{id}/journal/{entryId}/report`.", examples: [{ label: "ham" }] });

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
