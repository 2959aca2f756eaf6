/** Responses of the journal, analytics and moderator reports. */
import { z } from "zod";
import { JOURNAL_SOURCES, LIMITS, REPORT_LABELS } from "../../api.js";
import { ID_PREFIXES } from "../../ids.js";
import {
  Action,
  ChatId,
  count,
  day,
  distinct,
  EventId,
  GroupId,
  isDistinct,
  MessageId,
  mintedId,
  page,
  RuleName,
  Score,
  timestamp,
  UserId,
  Verdict,
} from "./primitives.js";

/** Where a decision came from (a named component of the document). */
export const JournalSource = z.enum(JOURNAL_SOURCES).meta({ description: "`bot`: a message in the group; `api`: a check through this API." });

export const ReportLabel = z.enum(REPORT_LABELS).meta({
  description: "`spam`: the text is spam (a miss to correct); `ham`: the text is not spam (a false positive to correct).",
});

/** The latest moderator report of a decision (a named component of the document). */
export const JournalEntryReport = z.strictObject({ label: ReportLabel, reported_at: timestamp("When the latest report was made.") }).meta({
  description:
    "The latest correction of the decision (a later one replaces it): a report made with `POST /groups/{id}/journal/{entryId}/report` (or the dashboard's buttons), or, for a decision of the bot, an administrator's `/spam` or `/ham` reply to the message, \"Not spam\" on the bot's notice, an unban of the user the bot banned for it, or members' `/report`s reaching the group's `report_threshold`. The decision itself stays as the engine made it; a decision reported `ham` no longer counts as a spam decision of its sender in `POST /users/check`.",
});

export const JournalEntry = z
  .strictObject({
    id: EventId.describe("Id of the decision."),
    created_at: timestamp("When the engine decided."),
    source: JournalSource,
    message_id: MessageId.describe("The message (source `bot`).").optional(),
    user_id: UserId.describe("The sending user, when known (absent for a post made on behalf of a channel).").optional(),
    sender_chat_id: ChatId.describe(
      "The channel a message was posted on behalf of (Telegram's `sender_chat`, source `bot`); `user_id` is then absent. Posts of the group's anonymous administrators and automatic forwards from its linked channel are not journalled.",
    ).optional(),
    text_excerpt: z
      .string()
      .max(LIMITS.textExcerptMaxChars)
      .meta({ description: `The text, cut to at most ${LIMITS.textExcerptMaxChars} characters (a cut text ends with \`…\`).` }),
    verdict: Verdict,
    score: Score,
    matched_rules: z.array(RuleName).refine(isDistinct, distinct),
    action: Action.describe(
      "The action taken: by the bot for source `bot` (`none` also when it could not act, or the group is in `dry_run` mode); always `none` for source `api`.",
    ),
    report: JournalEntryReport.optional(),
  })
  .meta({ description: "One engine decision." });

export const JournalPage = page(JournalEntry, "Result of `GET /groups/{id}/journal`.");

const analyticsCounters = () => ({
  messages: count("Messages the bot saw."),
  active_users: count("Distinct users who sent at least one message (over the whole range for `totals`)."),
  joins: count("Members who joined."),
  leaves: count(
    "Members who left on their own; members removed by an admin or by Warden (kicked, banned) are not counted: a spammer banned is not a member lost.",
  ),
  spam_blocked: count("`spam` messages the bot deleted."),
});

export const AnalyticsTotals = z.strictObject(analyticsCounters()).meta({ description: "Totals over the range." });
export const AnalyticsDay = z.strictObject({ date: day("UTC day."), ...analyticsCounters() }).meta({ description: "Counters of one UTC day." });

export const Analytics = z
  .strictObject({
    group_id: GroupId,
    from: day("First day of the range (inclusive)."),
    to: day("Last day of the range (inclusive)."),
    totals: AnalyticsTotals,
    daily: z
      .array(AnalyticsDay)
      .min(1)
      .max(LIMITS.analyticsMaxDays)
      .meta({ description: "One item per day from `from` to `to`, oldest first; days without activity have zeros." }),
  })
  .meta({ description: "Result of `GET /groups/{id}/analytics`." });

const reportFields = () => ({
  id: mintedId(ID_PREFIXES.report, "a report", "rpt_4Fz9Qm2LxT0bYc7WnE1s"),
  label: ReportLabel,
  group_id: GroupId.nullable().meta({ description: "The group the report was made for; `null` without one." }),
  user_id: UserId.describe("The sender of the reported text, when given.").optional(),
  journal_entry_id: EventId.describe("The journal entry the report corrects (reports made through `POST /groups/{id}/journal/{entryId}/report`).").optional(),
  created_at: timestamp("When the report was stored."),
});

export const Report = z.strictObject(reportFields()).meta({
  description: "A stored moderator report.",
  examples: [{ id: "rpt_4Fz9Qm2LxT0bYc7WnE1s", label: "spam", group_id: -1001234567890, created_at: "2025-03-01T12:34:56.789Z" }],
});

export const ReportEntry = z
  .strictObject({ ...reportFields(), text: z.string().min(1).max(LIMITS.textMaxChars).meta({ description: "The reported text." }) })
  .meta({ description: "A report in the account's list, with its text." });

export const ReportPage = page(ReportEntry, "Result of `GET /spam/reports`.");
