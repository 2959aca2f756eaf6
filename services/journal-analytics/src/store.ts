import type { Pool } from "@warden/db";
import type { ReportLabelName } from "@warden/contract";
import { insertChatEvents, insertDecisions, type ChatEventRow, type DecisionRow } from "./store/ingest.js";
import { Partitions, type PartitionOptions, type RetentionOutcome } from "./store/partitions.js";
import {
  analytics,
  getEntry,
  listJournal,
  recordReport,
  userHistory,
  type AnalyticsRows,
  type JournalQuery,
  type JournalRow,
  type UserHistoryRow,
} from "./store/queries.js";

export { BLOCKING_ACTIONS, EXCERPT_CHARS, excerpt, fullText, type ChatEventKindName, type ChatEventRow, type DecisionRow } from "./store/ingest.js";
export {
  DEFAULT_DROP_LOCK_TIMEOUT_MS,
  DEFAULT_RETENTION_DELETE_BATCH,
  DEFAULT_RETENTION_MONTHS,
  PARTITIONED_TABLES,
  type PartitionedTable,
  type RetentionOutcome,
} from "./store/partitions.js";
export type { AnalyticsCounts, AnalyticsRows, JournalQuery, JournalRow, UserHistoryRow } from "./store/queries.js";

/**
 * Data module of journal-analytics: the only code that touches its tables. Three parts: ingest (store/ingest.ts: decisions and chat events with the counters they feed),
 * queries (store/queries.ts: journal pages, entries, analytics, user history) and partitions
 * (store/partitions.ts: the retention window, monthly partitions, retention).
 */
export class JournalStore {
  private readonly partitions: Partitions;
  /** Where the reads go: a pool of their own with a statement timeout (main.ts), else the writers' pool. */
  private readonly reads: Pool;
  private readonly writes: Pool;
  readonly retentionMonths: number;

  constructor(pool: Pool, opts: PartitionOptions & { readPool?: Pool } = {}) {
    this.partitions = new Partitions(pool, opts);
    this.writes = pool;
    this.reads = opts.readPool ?? pool;
    this.retentionMonths = this.partitions.retentionMonths;
  }

  /** The oldest instant still accepted and kept (see Partitions.retainedSince). */
  retainedSince(now = this.partitions.now()): Date {
    return this.partitions.retainedSince(now);
  }

  /** Journals decisions idempotently with the counters they feed; returns the event ids that were new. */
  insertDecisions(input: DecisionRow[]): Promise<string[]> {
    return insertDecisions(this.partitions, input);
  }

  /** Records chat events idempotently with the daily counters; returns the event ids that were new. */
  insertChatEvents(input: ChatEventRow[]): Promise<string[]> {
    return insertChatEvents(this.partitions, input);
  }

  /** A page of a group's journal, newest first, keyset after `after`. */
  listJournal(q: JournalQuery): Promise<JournalRow[]> {
    return listJournal(this.reads, q);
  }

  /** One entry of a group with its full text, or null when the group has no such entry. */
  getEntry(groupId: number, eventId: string): Promise<(JournalRow & { text: string }) | null> {
    return getEntry(this.reads, groupId, eventId);
  }

  /** Records a moderator's report of an entry of a group (the latest wins); false when the group has no such entry. */
  recordReport(groupId: number, eventId: string, label: ReportLabelName, at: Date): Promise<boolean> {
    return recordReport(this.writes, groupId, eventId, label, at);
  }

  /** Counters of a group for every UTC day from..to (inclusive, YYYY-MM-DD), and their totals. */
  analytics(groupId: number, from: string, to: string): Promise<AnalyticsRows> {
    return analytics(this.reads, this.retainedSince(), groupId, from, to);
  }

  /** The bot's decisions about a user since `since`, their spam among them, and when the user was first seen. */
  userHistory(userId: number, since: Date): Promise<UserHistoryRow> {
    return userHistory(this.reads, userId, since);
  }

  /** Creates the partitions of the running and the next month ahead of their first record. */
  ensureUpcomingPartitions(now = this.partitions.now()): Promise<string[]> {
    return this.partitions.ensureUpcomingPartitions(now);
  }

  /** Retention: drops whole monthly partitions out of the window and the counters of their days. */
  applyRetention(now = this.partitions.now()): Promise<RetentionOutcome> {
    return this.partitions.applyRetention(now);
  }
}
