import { Code, ConnectError } from "@connectrpc/connect";
import { domainDetail } from "@warden/errors";
import { Action, ActionSchema, enumNames, Source, Verdict, VerdictSchema, type AnalyticsCounters, type JournalEntry } from "@warden/proto";
import type { z } from "zod";
import type { GatewayDeps } from "../../deps.js";
import { apiErrors } from "../../http/errors.js";
import type { ResponseContext, RouteInput } from "../../http/route.js";
import { ACTION, isoAt, REPORT_LABEL, VERDICT } from "../render.js";
import type { analyticsQuery, journalQuery, RESPONSE_SCHEMAS, ResponseBody } from "@warden/contract";

const VERDICT_ENUM: Record<string, Verdict> = enumNames<Verdict>(VerdictSchema).byName();
const ACTION_ENUM: Record<string, Action> = enumNames<Action>(ActionSchema).byName();

/** The journal service names its request fields; the public error names the query parameter. */
async function asQuery<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ConnectError && err.code === Code.InvalidArgument) {
      const d = domainDetail(err);
      if (d?.kind === "validation") throw apiErrors.validation(d.errors.map((e) => ({ path: `query.${e.path}`, message: e.message })));
    }
    throw err;
  }
}

/** The latest moderator report of an entry, when it has one. */
function renderEntryReport(r: JournalEntry["report"]): Pick<ResponseBody<"JournalEntry">, "report"> {
  const label = r && REPORT_LABEL.name(r.label);
  return label ? { report: { label, reported_at: isoAt(r.reportedAt) } } : {};
}

export function renderJournalEntry(e: JournalEntry): ResponseBody<"JournalEntry"> {
  return {
    id: e.id,
    created_at: isoAt(e.createdAt),
    source: e.source === Source.BOT ? ("bot" as const) : ("api" as const),
    ...(e.messageId !== undefined && e.messageId > 0n ? { message_id: Number(e.messageId) } : {}),
    ...(e.userId !== undefined && e.userId > 0n ? { user_id: Number(e.userId) } : {}),
    ...(e.senderChatId !== undefined && e.senderChatId < 0n ? { sender_chat_id: Number(e.senderChatId) } : {}),
    text_excerpt: e.textExcerpt,
    verdict: VERDICT[e.verdict],
    score: e.score,
    matched_rules: [...new Set(e.matchedRules)],
    action: ACTION[e.action],
    ...renderEntryReport(e.report),
  };
}

export function listJournal(deps: Pick<GatewayDeps, "journal">) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.JournalPage>, input: RouteInput<unknown, z.infer<typeof journalQuery>>) => {
    const q = input.query;
    const res = await asQuery(() =>
      deps.journal.listJournal({
        groupId: BigInt(input.groupId!),
        limit: q.limit ?? 0,
        cursor: q.cursor ?? "",
        verdict: q.verdict ? VERDICT_ENUM[q.verdict] : Verdict.UNSPECIFIED,
        action: q.action ? ACTION_ENUM[q.action] : Action.UNSPECIFIED,
        source: q.source === "bot" ? Source.BOT : q.source === "api" ? Source.API : Source.UNSPECIFIED,
        userId: q.user_id === undefined ? undefined : BigInt(q.user_id),
        from: q.from,
        to: q.to,
      }),
    );
    ctx.body = { items: res.items.map(renderJournalEntry), next_cursor: res.nextCursor || null };
  };
}

const counters = (c: AnalyticsCounters | undefined) => ({
  messages: Number(c?.messages ?? 0n),
  active_users: Number(c?.activeUsers ?? 0n),
  joins: Number(c?.joins ?? 0n),
  leaves: Number(c?.leaves ?? 0n),
  spam_blocked: Number(c?.spamBlocked ?? 0n),
});

export function getAnalytics(deps: Pick<GatewayDeps, "journal">) {
  return async (ctx: ResponseContext<typeof RESPONSE_SCHEMAS.Analytics>, input: RouteInput<unknown, z.infer<ReturnType<typeof analyticsQuery>>>) => {
    const res = await asQuery(() => deps.journal.getAnalytics({ groupId: BigInt(input.groupId!), from: input.query.from, to: input.query.to }));
    ctx.body = {
      group_id: input.groupId!,
      from: res.from,
      to: res.to,
      totals: counters(res.totals),
      daily: res.daily.map((d) => ({ date: d.date, ...counters(d.counters) })),
    };
  };
}
