import { LIMITS } from "@warden/contract";
import { timestampFromDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import { errors } from "@warden/errors";
import type { MessageInitShape } from "@bufbuild/protobuf";
import {
  Action,
  ActionSchema,
  enumNames,
  Source,
  SourceSchema,
  Verdict,
  VerdictSchema,
  type JournalEntrySchema,
  type ListJournalRequest,
  type ListJournalResponseSchema,
} from "@warden/proto";
import type { CursorSigner } from "@warden/server";
import type { JournalRow, JournalStore } from "../store.js";
import { REPORT_LABEL_NAMES } from "../convert.js";
import { groupIdOf } from "./group-id.js";
import { decodeCursor, encodeCursor, filterFingerprint, type JournalFilters } from "./cursor.js";

export const PAGE_SIZE_DEFAULT = LIMITS.pageSizeDefault;
export const PAGE_SIZE_MAX = LIMITS.pageSizeMax;

const VERDICTS = enumNames<Verdict>(VerdictSchema);
const ACTIONS = enumNames<Action>(ActionSchema);
const SOURCES = enumNames<Source, "api" | "bot">(SourceSchema);

// 0001-01-01T00:00:00Z .. 9999-12-31T23:59:59Z, the range RFC 3339 and PostgreSQL share.
const MIN_SECONDS = -62135596800n;
const MAX_SECONDS = 253402300799n;
/**
 * How far past that range a bound may lie and still be clamped into it: an RFC 3339 offset (at most ±23:59, which the
 * gateway accepts) moves a date-time of years 0001..9999 less than a day past either end.
 */
const OFFSET_SECONDS = 86_400n;
const FIRST_LITERAL = "0001-01-01T00:00:00.000000Z";
const LAST_LITERAL = "9999-12-31T23:59:59.999999Z";

/**
 * A Timestamp as a timestamptz literal with microseconds (PostgreSQL's precision), rounded up:
 * for `created_at >= from` and `created_at < to` rounding up excludes and includes exactly the
 * stored instants the nanosecond bound would. A bound beyond years 0001..9999 by less than a day (an offset's doing) is
 * clamped to their first or last microsecond: no entry is that old or that far ahead, so the page is the same.
 */
export function timestampLiteral(t: Timestamp, path: string): string {
  if (t.nanos < 0 || t.nanos > 999_999_999 || t.seconds < MIN_SECONDS - OFFSET_SECONDS || t.seconds > MAX_SECONDS + OFFSET_SECONDS) {
    throw errors.validation([{ path, message: "must be a date-time between years 0001 and 9999" }]);
  }
  let seconds = t.seconds;
  let micros = Math.ceil(t.nanos / 1000);
  if (micros >= 1_000_000) {
    seconds += 1n;
    micros -= 1_000_000;
  }
  if (seconds < MIN_SECONDS) return FIRST_LITERAL;
  if (seconds > MAX_SECONDS) return LAST_LITERAL;
  const iso = new Date(Number(seconds) * 1000).toISOString();
  return `${iso.slice(0, 19)}.${String(micros).padStart(6, "0")}Z`;
}

/** a is before b. */
const before = (a: Timestamp, b: Timestamp) => a.seconds < b.seconds || (a.seconds === b.seconds && a.nanos < b.nanos);

function filtersOf(req: ListJournalRequest): JournalFilters {
  const f: JournalFilters = {};
  if (req.verdict !== Verdict.UNSPECIFIED) {
    f.verdict = VERDICTS.name(req.verdict);
    if (!f.verdict) throw errors.validation([{ path: "verdict", message: "is not a verdict" }]);
  }
  if (req.action !== Action.UNSPECIFIED) {
    f.action = ACTIONS.name(req.action);
    if (!f.action) throw errors.validation([{ path: "action", message: "is not an action" }]);
  }
  if (req.source !== Source.UNSPECIFIED) {
    f.source = SOURCES.name(req.source);
    if (!f.source) throw errors.validation([{ path: "source", message: "is not a source" }]);
  }
  if (req.userId !== undefined) {
    if (req.userId <= 0n || req.userId > BigInt(Number.MAX_SAFE_INTEGER)) throw errors.validation([{ path: "user_id", message: "must be a positive user id" }]);
    f.userId = Number(req.userId);
  }
  if (req.from) f.from = timestampLiteral(req.from, "from");
  if (req.to) f.to = timestampLiteral(req.to, "to");
  // Compared as given: two bounds within one microsecond (or both clamped) are one literal, an empty range, not an error.
  if (req.from && req.to && !before(req.from, req.to)) {
    throw errors.validation([{ path: "to", message: "must be after from" }]);
  }
  return f;
}

/** A journal row as the wire's JournalEntry. */
export function entryToProto(r: JournalRow): MessageInitShape<typeof JournalEntrySchema> {
  return {
    id: r.event_id,
    createdAt: timestampFromDate(r.created_at),
    source: r.source === "bot" ? Source.BOT : Source.API,
    messageId: r.message_id === null ? undefined : BigInt(r.message_id),
    userId: r.user_id === null ? undefined : BigInt(r.user_id),
    senderChatId: r.sender_chat_id === null ? undefined : BigInt(r.sender_chat_id),
    textExcerpt: r.text_excerpt,
    verdict: VERDICTS.value(r.verdict) ?? Verdict.UNSPECIFIED,
    score: r.score,
    matchedRules: r.matched_rules,
    action: ACTIONS.value(r.action) ?? Action.UNSPECIFIED,
    report:
      r.report_label === null || r.reported_at === null
        ? undefined
        : { label: REPORT_LABEL_NAMES.value(r.report_label)!, reportedAt: timestampFromDate(r.reported_at) },
  };
}

/** ListJournal: a page of a group's decisions, newest first, keyset-paginated and filtered. */
export async function listJournal(
  store: JournalStore,
  req: ListJournalRequest,
  cursors: CursorSigner,
): Promise<MessageInitShape<typeof ListJournalResponseSchema>> {
  const limit = req.limit === 0 ? PAGE_SIZE_DEFAULT : req.limit;
  if (limit < 1 || limit > PAGE_SIZE_MAX) throw errors.validation([{ path: "limit", message: `must be between 1 and ${PAGE_SIZE_MAX}` }]);
  const groupId = groupIdOf(req.groupId);
  const filters = filtersOf(req);
  const fingerprint = filterFingerprint(groupId, filters);
  const after = req.cursor ? decodeCursor(req.cursor, fingerprint, cursors) : undefined;
  const rows = await store.listJournal({ groupId, limit: limit + 1, after, ...filters, source: filters.source as "api" | "bot" | undefined });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(entryToProto),
    nextCursor: rows.length > limit && last ? encodeCursor({ position: last.position, eventId: last.event_id }, fingerprint, cursors) : "",
  };
}
