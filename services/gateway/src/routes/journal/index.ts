import { declareRoute } from "../../http/route.js";
import { getAnalytics, listJournal } from "./handlers.js";
import { analyticsQuery, journalQuery, LIMITS, RESPONSE_SCHEMAS } from "@warden/contract";
import { CONSUMER_DEFAULTS } from "@warden/kafka";

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
      description: `Every engine decision about the group (from the bot and from API checks), newest first, cursor-paginated and filterable. The source of truth for what happened.

Decisions reach the journal asynchronously, through Kafka: a check is answered once Kafka has acknowledged its decision (else \`503 unavailable\`, so an answered check is never missing), and journal-analytics then consumes and writes it. A decision is normally listed within a second of the answer: the consumer's fetch waits at most ${CONSUMER_DEFAULTS.maxWaitTimeInMs} ms for new records, and at 709 checks a second the last of 42,557 decisions was listed 0.3 s after the last answer. It takes longer while journal-analytics is behind or restarting: a replica that stops without leaving its group holds its partitions for the session timeout (${CONSUMER_DEFAULTS.sessionTimeoutMs / 1000} s by default) before another takes them over. To read a decision you just caused, poll with a deadline rather than reading once. The bot's decisions take the same path.

Entries are ordered by when the decision was made (\`created_at\`), not by when it was journaled, and the bot holds its records while Kafka is unavailable (publishing them when it is back). So a decision can be listed after newer ones were: a client that reads the journal incrementally should read again from a while before its last \`created_at\` (\`from\`, minutes or the length of an outage) and keep what it has not seen, by \`id\`. An entry's \`report\` can also appear or change after the entry was first read.`,
      tag: "Journal",
      parameters: ["GroupIdPath", "Limit", "CursorQuery", "JournalVerdict", "JournalAction", "JournalUserId", "JournalSourceQuery", "JournalFrom", "JournalTo"],
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
