import type { ServiceImpl } from "@connectrpc/connect";
import type { JournalService } from "@warden/proto";
import { CursorSigner } from "@warden/server";
import type { JournalStore } from "../store.js";
import { getAnalytics } from "./get-analytics.js";
import { getJournalEntry } from "./get-journal-entry.js";
import { getUserHistory } from "./get-user-history.js";
import { listJournal } from "./list-journal.js";
import { recordReport } from "./record-report.js";

export { decodeCursor, encodeCursor, filterFingerprint } from "./cursor.js";
export { ANALYTICS_MAX_DAYS } from "./get-analytics.js";
export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "./list-journal.js";

/**
 * The JournalService implementation over its store; `now` is injectable for tests. `cursors`
 * signs the journal's cursors (a per-process random key when not given).
 */
export function createJournalHandlers(store: JournalStore, opts: { now?: () => Date; cursors?: CursorSigner } = {}): ServiceImpl<typeof JournalService> {
  const now = opts.now ?? (() => new Date());
  const cursors = opts.cursors ?? CursorSigner.ephemeral();
  return {
    listJournal: (req) => listJournal(store, req, cursors),
    getAnalytics: (req) => getAnalytics(store, req),
    getUserHistory: (req) => getUserHistory(store, req, now()),
    getJournalEntry: (req) => getJournalEntry(store, req),
    recordReport: (req) => recordReport(store, req, now()),
  };
}
