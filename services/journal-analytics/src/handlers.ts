import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { ServiceImpl } from "@connectrpc/connect";
import { Code, ConnectError, errors } from "@warden/errors";
import { Action, JournalService, Source, Verdict } from "@warden/proto";
import type { JournalStore } from "./store.js";

const VERDICTS: Record<string, Verdict> = { clean: Verdict.CLEAN, suspicious: Verdict.SUSPICIOUS, spam: Verdict.SPAM };
const ACTIONS: Record<string, Action> = {
  none: Action.NONE,
  review: Action.REVIEW,
  delete: Action.DELETE,
  delete_and_mute: Action.DELETE_AND_MUTE,
  delete_and_ban: Action.DELETE_AND_BAN,
};

/** Opaque cursor: the (created_at, event_id) of the last item of the previous page. */
export function encodeCursor(createdAt: Date, eventId: string): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), eventId])).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; eventId: string } {
  try {
    const [ts, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [string, string];
    const createdAt = new Date(ts);
    if (typeof id !== "string" || Number.isNaN(createdAt.getTime())) throw new Error("bad cursor");
    return { createdAt, eventId: id };
  } catch {
    throw errors.validation([{ path: "cursor", message: "is not a cursor this API issued" }]);
  }
}

export function createJournalHandlers(store: JournalStore): Partial<ServiceImpl<typeof JournalService>> {
  return {
    async listJournal(req) {
      const limit = req.limit === 0 ? 50 : req.limit;
      if (limit < 1 || limit > 100) throw errors.validation([{ path: "limit", message: "must be between 1 and 100" }]);
      const rows = await store.listJournal({
        groupId: Number(req.groupId),
        limit: limit + 1,
        after: req.cursor ? decodeCursor(req.cursor) : undefined,
      });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map((r) => ({
          id: r.event_id,
          createdAt: timestampFromDate(r.created_at),
          source: r.source === "bot" ? Source.BOT : Source.API,
          messageId: r.message_id === null ? undefined : BigInt(r.message_id),
          userId: r.user_id === null ? undefined : BigInt(r.user_id),
          textExcerpt: r.text_excerpt,
          verdict: VERDICTS[r.verdict] ?? Verdict.UNSPECIFIED,
          score: r.score,
          matchedRules: r.matched_rules,
          action: ACTIONS[r.action] ?? Action.UNSPECIFIED,
        })),
        nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.event_id) : "",
      };
    },
    getUserHistory() {
      throw new ConnectError("user history is not implemented yet", Code.Unimplemented);
    },
  };
}
