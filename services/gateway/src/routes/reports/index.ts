import { apiErrors } from "../../http/errors.js";
import { declareRoute } from "../../http/route.js";
import { resolveGroup } from "../groups/access.js";
import { createJournalReport, createReport, listReports } from "./handlers.js";
import { JOURNAL_ENTRY_ID, journalReportBody, LIMITS, reportBody, reportsQuery, RESPONSE_SCHEMAS } from "@warden/contract";

/**
 * Moderator feedback. A report costs no quota unit (a correction should never compete with checks
 * for the day's units) but counts toward the per-minute rate limit like every request.
 */
export const reportRoutes = [
  declareRoute({
    method: "POST",
    path: "/spam/report",
    scope: "write",
    accountPlan: "free",
    cost: "none",
    body: reportBody,
    // Every plan: a group named in the body must be the account's (404 before admission), whatever its plan.
    preflight: (deps) => async (ctx, input) => {
      if (input.body.group_id !== undefined) await resolveGroup(deps, ctx.state.principal!, input.body.group_id, false);
    },
    response: RESPONSE_SCHEMAS.Report,
    handler: createReport,
    doc: {
      operationId: "reportSpam",
      summary: "Report a text as spam or not spam",
      description: `Teaches the engine at once: from the very next check by this account (and, with \`group_id\`, by the bot in that group), the same text and its near-duplicates (homoglyphs, spacing, another number or @handle) are \`spam\` for a \`spam\` report (signal \`reported_spam\`) and not \`spam\` for a \`ham\` report unless the group's own custom rules say so (signal \`reported_ham\`). A reported text is recognised as such among the latest ${LIMITS.reportsRecognised} reports of its scope (the account's for its API checks, the group's for the bot's checks in it): once ${LIMITS.reportsRecognised} newer reports have been made it no longer is, though \`account_model\` keeps what it learned from it. A \`ham\` report covers the same text, not a longer one: a text more than ${LIMITS.reportedHamExtraChars} characters longer than a reported ham (after normalisation), or with more links or @handles than it, or more than ${LIMITS.reportedHamExtraEmojis} more emoji, is judged as usual; each report also trains an adaptive model of the account (signal \`account_model\`, bounded weight). A report never changes another account's verdicts; other accounts learn only through retraining on texts that at least 3 unrelated accounts reported alike. An account keeps its latest ${LIMITS.reportsKept.toLocaleString("en")} reports, which are all the engine learns from: the next one deletes the oldest.`,
      tag: "Feedback",
      bodySchema: "SpamReportRequest",
      success: [{ status: 201, description: "The stored report." }],
      notFound: "GroupNotFound",
      unprocessable: "ValidationFailed",
    },
  }),
  declareRoute({
    method: "GET",
    path: "/spam/reports",
    scope: "read",
    accountPlan: "free",
    cost: "one",
    query: reportsQuery,
    response: RESPONSE_SCHEMAS.ReportPage,
    handler: listReports,
    doc: {
      operationId: "listReports",
      summary: "List the account's reports",
      description: `The account's reports (through \`POST /spam/report\` and the journal), newest first, cursor-paginated: its latest ${LIMITS.reportsKept.toLocaleString("en")}, as many as are kept (a report beyond them deletes the oldest).`,
      tag: "Feedback",
      parameters: ["Limit", "CursorQuery", "ReportLabelQuery", "ReportGroupIdQuery"],
      success: [{ status: 200, description: "A page of reports." }],
      unprocessable: "ValidationFailed",
    },
  }),
  declareRoute({
    method: "POST",
    path: "/groups/{id}/journal/{entryId}/report",
    scope: "write",
    accountPlan: "pro",
    group: "pro",
    cost: "none",
    body: journalReportBody,
    preflight: () => async (_ctx, input) => {
      if (!JOURNAL_ENTRY_ID.test(input.params.entryId ?? "")) {
        throw apiErrors.validation([{ path: "entryId", message: "must be a journal entry id (evt_…)" }]);
      }
    },
    response: RESPONSE_SCHEMAS.Report,
    handler: createJournalReport,
    doc: {
      operationId: "reportJournalEntry",
      summary: "Correct a journal decision",
      description:
        "Reports the text of one journal entry of the group as `spam` or `ham`, as `POST /spam/report` with the group and the entry's sender would (the report teaches on the full text the decision was made on, not the excerpt). A report teaches the text model and the near-duplicate memory, so a decision the bot made on behaviour alone, without text (a forwarded story, a photo without a caption, …; its `text_excerpt` is empty), cannot be reported: `422 validation_failed` on `entryId`, and nothing is stored. The entry keeps the correction: the journal shows its latest report (`report` of `JournalEntry`; the decision itself stays as the engine made it), and a decision reported `ham` no longer counts as a spam decision of its sender in `POST /users/check`.",
      tag: "Feedback",
      parameters: ["GroupIdPath", "JournalEntryIdPath"],
      bodySchema: "JournalReportRequest",
      success: [{ status: 201, description: "The stored report." }],
      notFound: "GroupOrResourceNotFound",
      unprocessable: "ValidationFailed",
    },
  }),
];
