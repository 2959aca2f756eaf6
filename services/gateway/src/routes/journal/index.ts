import { declareRoute } from "../../http/route.js";
import { getAnalytics, listJournal } from "./handlers.js";
import { analyticsQuery, journalQuery, LIMITS, RESPONSE_SCHEMAS } from "@warden/contract";

export const journalRoutes = [
  declareRoute({
    method: "GET",
    path: "/groups/{id}/journal",
    scope: "read",
    accountPlan: "pro",
    group: "pro",
    cost: "one",
    query: journalQuery,
    response: RESPONSE_SCHEMAS.JournalPage,
    handler: listJournal,
    doc: {
      operationId: "listJournal",
      summary: "Read the moderation journal",
      description:
        "Every engine decision about the group (from the bot and from API checks), newest first, cursor-paginated and filterable. The source of truth for what happened.",
      tag: "Journal",
      parameters: ["GroupIdPath", "Limit", "Cursor", "JournalVerdict", "JournalAction", "JournalUserId", "JournalSource", "JournalFrom", "JournalTo"],
      success: [{ status: 200, description: "A page of decisions." }],
      notFound: "GroupNotFound",
      unprocessable: "ValidationFailed",
    },
  }),
  declareRoute({
    method: "GET",
    path: "/groups/{id}/analytics",
    scope: "read",
    accountPlan: "pro",
    group: "pro",
    cost: "one",
    query: analyticsQuery(),
    response: RESPONSE_SCHEMAS.Analytics,
    handler: getAnalytics,
    doc: {
      operationId: "getAnalytics",
      summary: "Read a group's analytics",
      description: `Totals and a daily series over a range of UTC days (default the last ${LIMITS.analyticsDefaultDays} days, at most ${LIMITS.analyticsMaxDays}).`,
      tag: "Analytics",
      parameters: ["GroupIdPath", "AnalyticsFrom", "AnalyticsTo"],
      success: [{ status: 200, description: "The analytics." }],
      notFound: "GroupNotFound",
      unprocessable: "ValidationFailed",
    },
  }),
];
