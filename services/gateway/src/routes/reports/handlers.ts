import { Code, ConnectError } from "@connectrpc/connect";
import { domainDetail } from "@warden/errors";
import { ReportLabel, ReportSource, type Report } from "@warden/proto";
import type { z } from "zod";
import type { GatewayDeps } from "../../deps.js";
import { apiErrors } from "../../http/errors.js";
import type { ResponseContext, RouteInput } from "../../http/route.js";
import { iso, REPORT_LABEL as LABELS } from "../render.js";
import type { journalReportBody, reportBody, reportsQuery, RESPONSE_SCHEMAS, ResponseBody } from "@warden/contract";

const LABEL = LABELS.byName();

/** A stored report as the API shows it (the 201 of both report endpoints). */
export function renderReport(r: Report): ResponseBody<"Report"> {
  return {
    id: r.id,
    label: LABELS.name(r.label) ?? "spam",
    group_id: r.groupId === undefined ? null : Number(r.groupId),
    ...(r.userId !== undefined ? { user_id: Number(r.userId) } : {}),
    ...(r.journalEntryId !== undefined ? { journal_entry_id: r.journalEntryId } : {}),
    created_at: iso(r.createdAt)!,
  };
}

/**
 * Stores the report with groups-config, then records the account's new report sequence number on
 * the account row the next request authenticates with: that request's check carries it to the
 * engine, which then fetches the report before it judges (read-your-writes).
 */
async function store(deps: Pick<GatewayDeps, "groups" | "accounts">, accountId: string, req: Parameters<GatewayDeps["groups"]["createReport"]>[0]) {
  const { report } = await deps.groups.createReport(req);
  if (!report) throw new Error("groups-config answered no report");
  await deps.accounts.noteFeedbackSeq(accountId, Number(report.accountSeq));
  return report;
}

export function createReport(deps: Pick<GatewayDeps, "groups" | "accounts">) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Report>, input: RouteInput<z.infer<typeof reportBody>, unknown>) => {
    const b = input.body;
    const accountId = ctx.state.principal!.account.id;
    const report = await store(deps, accountId, {
      accountId,
      groupId: b.group_id === undefined ? undefined : BigInt(b.group_id),
      userId: b.user_id === undefined ? undefined : BigInt(b.user_id),
      label: LABEL[b.label],
      text: b.text,
      source: ReportSource.API,
    });
    ctx.status = 201;
    ctx.body = renderReport(report);
  };
}

/** The 422 of a journal entry decided on behaviour alone (the bot journals those with no text). */
const NO_TEXT_TO_REPORT = "the decision was made on behaviour, without text (a forwarded story, a photo without a caption, ...): it has no text to report";

/**
 * Marks a journal entry with a moderator's report. A journal-analytics from before RecordReport (a rolling upgrade)
 * answers Unimplemented: the report is still stored, the entry is not marked.
 */
async function markEntry(deps: Pick<GatewayDeps, "journal">, groupId: bigint, entryId: string, label: ReportLabel): Promise<void> {
  try {
    await deps.journal.recordReport({ groupId, entryId, label });
  } catch (err) {
    if (!(err instanceof ConnectError && err.code === Code.Unimplemented)) throw err;
  }
}

export function createJournalReport(deps: Pick<GatewayDeps, "groups" | "accounts" | "journal">) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Report>, input: RouteInput<z.infer<typeof journalReportBody>, unknown>) => {
    const accountId = ctx.state.principal!.account.id;
    const groupId = input.groupId!;
    // The journal keeps the full text a decision was made on; the report teaches on it.
    const { entry, text } = await deps.journal.getJournalEntry({ groupId: BigInt(groupId), entryId: input.params.entryId! });
    if (!entry) throw apiErrors.notFound("Journal entry");
    // A report teaches the text model and the near-duplicate memory: a decision the bot made on the
    // message's form alone (a forwarded story, a photo without a caption, ...) was journaled without text and has nothing
    // to teach. Refused on the entry the client named, before groups-config is asked to store anything.
    if (text === "") throw apiErrors.validation([{ path: "entryId", message: NO_TEXT_TO_REPORT }]);
    // The entry keeps the correction (its `report`; a ham report takes the decision out of its sender's spam record)
    // before the report is stored: marking again is harmless, so an outage of either leaves a retry that completes both.
    await markEntry(deps, BigInt(groupId), entry.id, LABEL[input.body.label]);
    const report = await store(deps, accountId, {
      accountId,
      groupId: BigInt(groupId),
      userId: entry.userId !== undefined && entry.userId > 0n ? entry.userId : undefined,
      journalEntryId: entry.id,
      label: LABEL[input.body.label],
      text,
      source: ReportSource.JOURNAL,
    });
    ctx.status = 201;
    ctx.body = renderReport(report);
  };
}

export function listReports(deps: Pick<GatewayDeps, "groups">) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.ReportPage>, input: RouteInput<unknown, z.infer<typeof reportsQuery>>) => {
    const q = input.query;
    let res;
    try {
      res = await deps.groups.listReports({
        accountId: ctx.state.principal!.account.id,
        limit: q.limit ?? 0,
        cursor: q.cursor ?? "",
        label: q.label ? LABEL[q.label] : ReportLabel.UNSPECIFIED,
        groupId: q.group_id === undefined ? undefined : BigInt(q.group_id),
      });
    } catch (err) {
      if (err instanceof ConnectError && err.code === Code.InvalidArgument) {
        const d = domainDetail(err);
        if (d?.kind === "validation") throw apiErrors.validation(d.errors.map((e) => ({ path: `query.${e.path}`, message: e.message })));
      }
      throw err;
    }
    ctx.body = {
      items: res.reports.map((r) => ({ ...renderReport(r), text: r.text })),
      next_cursor: res.nextCursor || null,
    };
  };
}
