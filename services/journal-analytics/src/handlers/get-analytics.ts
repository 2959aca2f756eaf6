import { LIMITS } from "@warden/contract";
import type { MessageInitShape } from "@bufbuild/protobuf";
import { errors } from "@warden/errors";
import type { GetAnalyticsRequest, GetAnalyticsResponseSchema } from "@warden/proto";
import type { AnalyticsCounts, JournalStore } from "../store.js";
import { daysInclusive, parseUtcDay } from "../time.js";
import { groupIdOf } from "./group-id.js";

/** The longest range of days one analytics request may cover. */
export const ANALYTICS_MAX_DAYS = LIMITS.analyticsMaxDays;

const counters = (c: AnalyticsCounts) => ({
  messages: BigInt(c.messages),
  activeUsers: BigInt(c.active_users),
  joins: BigInt(c.joins),
  leaves: BigInt(c.leaves),
  spamBlocked: BigInt(c.spam_blocked),
});

/** GetAnalytics: every UTC day from..to (inclusive) with its counters, and totals over the range. */
export async function getAnalytics(store: JournalStore, req: GetAnalyticsRequest): Promise<MessageInitShape<typeof GetAnalyticsResponseSchema>> {
  const groupId = groupIdOf(req.groupId);
  const from = parseUtcDay(req.from);
  const to = parseUtcDay(req.to);
  const problems: { path: string; message: string }[] = [];
  if (!from) problems.push({ path: "from", message: "must be a date YYYY-MM-DD" });
  if (!to) problems.push({ path: "to", message: "must be a date YYYY-MM-DD" });
  if (from && to) {
    if (from > to) problems.push({ path: "from", message: "must not be after to" });
    else if (daysInclusive(from, to) > ANALYTICS_MAX_DAYS) problems.push({ path: "from", message: `the range covers at most ${ANALYTICS_MAX_DAYS} days` });
  }
  if (problems.length) throw errors.validation(problems);
  const r = await store.analytics(groupId, req.from, req.to);
  return {
    from: req.from,
    to: req.to,
    totals: counters(r.totals),
    daily: r.daily.map((d) => ({ date: d.date, counters: counters(d) })),
  };
}
