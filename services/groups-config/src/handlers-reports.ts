import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ServiceImpl } from "@connectrpc/connect";
import { errors, textProblem } from "@warden/errors";
import { INTERNAL_LIMITS } from "@warden/contract";
import {
  enumNames,
  type FeedbackScope as FeedbackScopeMessage,
  type GroupsConfigService,
  ReportLabel,
  ReportLabelSchema,
  ReportSchema,
  ReportSource,
  type Report,
} from "@warden/proto";
import { CursorSigner } from "@warden/server";
import {
  decodeReportCursor,
  encodeReportCursor,
  FEEDBACK_PAGE_MAX,
  type FeedbackScope,
  REPORTS_PAGE_DEFAULT,
  REPORTS_PAGE_MAX,
  reportFilterFingerprint,
  type ReportListFilters,
  type ReportRecord,
  type ReportStore,
  SOURCE_KEY_MAX,
} from "./reports.js";

const LABELS = enumNames<ReportLabel, "spam" | "ham">(ReportLabelSchema).byName();
const SOURCES = { api: ReportSource.API, journal: ReportSource.JOURNAL, bot: ReportSource.BOT } as const;
const JOURNAL_ENTRY_ID_MAX = 128;

function labelFromProto(l: ReportLabel): "spam" | "ham" {
  if (l === ReportLabel.SPAM) return "spam";
  if (l === ReportLabel.HAM) return "ham";
  throw errors.validation([{ path: "label", message: "must be spam or ham" }]);
}

function sourceFromProto(s: ReportSource): "api" | "journal" | "bot" {
  if (s === ReportSource.API) return "api";
  if (s === ReportSource.JOURNAL) return "journal";
  if (s === ReportSource.BOT) return "bot";
  throw errors.validation([{ path: "source", message: "must be api, journal or bot" }]);
}

function id(v: bigint | undefined, path: string, sign: "negative" | "positive"): number | null {
  if (v === undefined) return null;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || (sign === "negative" ? n >= 0 : n <= 0)) throw errors.validation([{ path, message: `must be a ${sign} id` }]);
  return n;
}

/** The scope of GetFeedback and the snapshot RPCs: an account id, or a group id (negative). */
function feedbackScope(wire: FeedbackScopeMessage | undefined): FeedbackScope {
  const s = wire?.scope;
  if (!s || s.case === undefined) throw errors.validation([{ path: "scope", message: "an account id or a group id is required" }]);
  if (s.case === "accountId" && !s.value) throw errors.validation([{ path: "scope.account_id", message: "required" }]);
  return s.case === "accountId" ? { accountId: s.value } : { groupId: id(s.value, "scope.group_id", "negative")! };
}

export function reportToProto(r: ReportRecord): Report {
  return create(ReportSchema, {
    id: r.id,
    accountId: r.account_id ?? "",
    groupId: r.group_id === null ? undefined : BigInt(r.group_id),
    userId: r.user_id === null ? undefined : BigInt(r.user_id),
    journalEntryId: r.journal_entry_id ?? undefined,
    label: LABELS[r.label],
    text: r.text,
    fingerprint: r.fingerprint,
    source: SOURCES[r.source],
    createdAt: timestampFromDate(r.created_at),
    accountSeq: BigInt(r.account_seq ?? 0),
    groupSeq: BigInt(r.group_seq ?? 0),
    reporterTelegramUserId: r.reporter_telegram_user_id === null ? undefined : BigInt(r.reporter_telegram_user_id),
  });
}

function pageSize(limit: number, def: number, max: number): number {
  if (limit === 0) return def;
  if (limit < 1 || limit > max) throw errors.validation([{ path: "limit", message: `must be between 1 and ${max}` }]);
  return limit;
}

/**
 * Moderator feedback: reports, their per-account list, the engine's per-scope deltas and the export.
 * `cursors` signs the list's cursors (CURSOR_SECRET, shared by every replica); without one, a random
 * key of this process.
 */
export function createReportHandlers(
  reports: ReportStore,
  cursors: CursorSigner = CursorSigner.ephemeral(),
): Pick<
  ServiceImpl<typeof GroupsConfigService>,
  "createReport" | "listReports" | "getFeedback" | "getFeedbackSnapshot" | "putFeedbackSnapshot" | "exportReports"
> {
  return {
    async createReport(req) {
      const problem = textProblem(req.text);
      if (problem) throw errors.validation([{ path: "text", message: problem }]);
      const label = labelFromProto(req.label);
      const source = sourceFromProto(req.source);
      const groupId = id(req.groupId, "group_id", "negative");
      if (source === "bot") {
        if (req.accountId) throw errors.validation([{ path: "account_id", message: "the bot reports without an account" }]);
        if (groupId === null) throw errors.validation([{ path: "group_id", message: "required for the bot's reports" }]);
      } else if (!req.accountId) {
        throw errors.validation([{ path: "account_id", message: "required" }]);
      }
      if (source === "journal" && (groupId === null || !req.journalEntryId)) {
        throw errors.validation([{ path: "journal_entry_id", message: "a journal report needs the group and the entry id" }]);
      }
      if (req.journalEntryId !== undefined && (req.journalEntryId.length === 0 || req.journalEntryId.length > JOURNAL_ENTRY_ID_MAX)) {
        throw errors.validation([{ path: "journal_entry_id", message: `must be 1..${JOURNAL_ENTRY_ID_MAX} characters` }]);
      }
      if (req.sourceKey !== undefined) {
        // Only the bot's reports (no account) carry a key: a duplicate then moves no account's sequence either.
        if (source !== "bot") throw errors.validation([{ path: "source_key", message: "only the bot's reports carry one" }]);
        if (req.sourceKey.length === 0 || req.sourceKey.length > SOURCE_KEY_MAX) {
          throw errors.validation([{ path: "source_key", message: `must be 1..${SOURCE_KEY_MAX} characters` }]);
        }
      }
      const record = await reports.create({
        accountId: req.accountId || null,
        groupId,
        userId: id(req.userId, "user_id", "positive"),
        journalEntryId: req.journalEntryId ?? null,
        reporterTelegramUserId: id(req.reporterTelegramUserId, "reporter_telegram_user_id", "positive"),
        source,
        label,
        text: req.text,
        sourceKey: req.sourceKey,
      });
      return { report: reportToProto(record) };
    },

    async listReports(req) {
      if (!req.accountId) throw errors.validation([{ path: "account_id", message: "required" }]);
      const limit = pageSize(req.limit, REPORTS_PAGE_DEFAULT, REPORTS_PAGE_MAX);
      const filters: ReportListFilters = {
        label: req.label === ReportLabel.UNSPECIFIED ? undefined : labelFromProto(req.label),
        groupId: id(req.groupId, "group_id", "negative") ?? undefined,
      };
      // A cursor continues only the list it was issued for: this account, these filters.
      const fingerprint = reportFilterFingerprint(req.accountId, filters);
      const rows = await reports.list({
        accountId: req.accountId,
        limit: limit + 1,
        beforeSeq: req.cursor ? decodeReportCursor(req.cursor, fingerprint, cursors) : undefined,
        ...filters,
      });
      const page = rows.slice(0, limit);
      const more = rows.length > limit;
      return { reports: page.map(reportToProto), nextCursor: more ? encodeReportCursor(page[page.length - 1]!.account_seq!, fingerprint, cursors) : "" };
    },

    async getFeedback(req) {
      const scope = feedbackScope(req.scope);
      const after = Number(req.afterSeq);
      if (!Number.isSafeInteger(after) || after < 0) throw errors.validation([{ path: "after_seq", message: "must be >= 0" }]);
      const { items, latestSeq } = await reports.feedback(scope, after, pageSize(req.limit, FEEDBACK_PAGE_MAX, FEEDBACK_PAGE_MAX));
      return {
        items: items.map((i) => ({ seq: BigInt(i.seq), label: LABELS[i.label], text: i.text, fingerprint: i.fingerprint })),
        latestSeq: BigInt(latestSeq),
      };
    },

    async getFeedbackSnapshot(req) {
      const snap = await reports.snapshot(feedbackScope(req.scope), req.fingerprint);
      return snap ? { found: true, seq: BigInt(snap.seq), state: snap.state } : { found: false };
    },

    async putFeedbackSnapshot(req) {
      const scope = feedbackScope(req.scope);
      const seq = Number(req.seq);
      const problems = [];
      if (!Number.isSafeInteger(seq) || seq < 1) problems.push({ path: "seq", message: "must be >= 1" });
      if (req.state.length === 0) problems.push({ path: "state", message: "required" });
      if (req.state.length > INTERNAL_LIMITS.feedbackSnapshotMaxBytes) {
        problems.push({ path: "state", message: `must be at most ${INTERNAL_LIMITS.feedbackSnapshotMaxBytes} bytes` });
      }
      if (problems.length) throw errors.validation(problems);
      return { stored: await reports.saveSnapshot(scope, req.fingerprint, { seq, state: req.state }) };
    },

    async exportReports(req) {
      const { reports: page, nextCursor } = await reports.exportPage(req.cursor, pageSize(req.limit, FEEDBACK_PAGE_MAX, FEEDBACK_PAGE_MAX));
      return { reports: page.map(reportToProto), nextCursor };
    },
  };
}
