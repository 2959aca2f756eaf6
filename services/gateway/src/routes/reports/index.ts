import type { GatewayDeps } from "../../deps.js";
import { KIB } from "../../http/body.js";
import { apiErrors } from "../../http/errors.js";
import { defineRoute, type RouteSpec } from "../../http/route.js";
import { resolveGroup } from "../groups/access.js";
import { createJournalReport, createReport, listReports } from "./handlers.js";
import { JOURNAL_ENTRY_ID, journalReportBody, reportBody, reportsQuery } from "./schema.js";

/**
 * Moderator feedback. A report costs no quota unit (a correction should never compete with checks
 * for the day's units) but counts toward the per-minute rate limit like every request.
 */
export function reportRoutes(deps: GatewayDeps): RouteSpec[] {
  return [
    defineRoute({
      method: "POST",
      path: "/spam/report",
      scope: "write",
      accountPlan: "free",
      cost: "none",
      body: reportBody,
      bodyLimit: 64 * KIB,
      // Every plan: a group named in the body must be the account's (404 before admission), whatever its plan.
      preflight: async (ctx, input) => {
        if (input.body.group_id !== undefined) await resolveGroup(deps, ctx.state.principal!, input.body.group_id, false);
      },
      handler: createReport(deps),
    }),
    defineRoute({
      method: "POST",
      path: "/groups/{id}/journal/{entryId}/report",
      scope: "write",
      accountPlan: "pro",
      group: "pro",
      cost: "none",
      body: journalReportBody,
      bodyLimit: 64 * KIB,
      preflight: async (_ctx, input) => {
        if (!JOURNAL_ENTRY_ID.test(input.params.entryId ?? "")) {
          throw apiErrors.validation([{ path: "entryId", message: "must be a journal entry id (evt_…)" }]);
        }
      },
      handler: createJournalReport(deps),
    }),
    defineRoute({
      method: "GET",
      path: "/spam/reports",
      scope: "read",
      accountPlan: "free",
      cost: "one",
      query: reportsQuery,
      handler: listReports(deps),
    }),
  ];
}
