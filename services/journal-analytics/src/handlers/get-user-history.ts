import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { errors } from "@warden/errors";
import type { GetUserHistoryRequest, GetUserHistoryResponseSchema } from "@warden/proto";
import type { JournalStore } from "../store.js";

export const HISTORY_WINDOW_DAYS = 90;

/**
 * GetUserHistory, for the engine's user check: the bot's decisions about the user in the last
 * 90 days, the spam among them and the groups it hit, the latest spam decision and when the user
 * was first seen. API checks are left out: their user id is whatever the caller asserted, and
 * one account must not be able to stain a user's record for every other group.
 */
export async function getUserHistory(
  store: JournalStore,
  req: GetUserHistoryRequest,
  now: Date,
): Promise<MessageInitShape<typeof GetUserHistoryResponseSchema>> {
  if (req.userId <= 0n || req.userId > BigInt(Number.MAX_SAFE_INTEGER)) throw errors.validation([{ path: "user_id", message: "must be a positive user id" }]);
  const since = new Date(now.getTime() - HISTORY_WINDOW_DAYS * 86_400_000);
  const h = await store.userHistory(Number(req.userId), since);
  return {
    decisions90d: h.decisions,
    spamDecisions90d: h.spamDecisions,
    groupsWithSpam90d: h.groupsWithSpam,
    firstSeenAt: h.firstSeenAt ? timestampFromDate(h.firstSeenAt) : undefined,
    lastSpamAt: h.lastSpamAt ? timestampFromDate(h.lastSpamAt) : undefined,
  };
}
