import { BoundedCache } from "@warden/server";

/**
 * Messages each member has posted in each group, for new-member probation (the engine's
 * `prior_messages`). Kept in memory, bounded (least recently seen pairs go first).
 *
 * A pair is counted from 0 only when the bot saw the member join; a member first seen by a
 * message (in the group before the bot, or while it was restarting) is "unknown" (-1), which
 * the engine treats as not on probation. So a restart never puts long-standing members back on
 * probation, and a spammer who joins while the bot runs is always on it.
 */
export class MemberLedger {
  private readonly pairs: BoundedCache<string, { count: number; known: boolean }>;

  constructor(maxPairs = 200_000) {
    this.pairs = new BoundedCache({ maxEntries: maxPairs });
  }

  private static key(chatId: number, senderId: number): string {
    return `${chatId}:${senderId}`;
  }

  /** The member joined: probation counts from here. */
  joined(chatId: number, userId: number): void {
    this.pairs.set(MemberLedger.key(chatId, userId), { count: 0, known: true });
  }

  left(chatId: number, userId: number): void {
    this.pairs.delete(MemberLedger.key(chatId, userId));
  }

  /** Messages posted before this one (-1 when unknown), and counts this one. */
  nextMessage(chatId: number, senderId: number): number {
    const key = MemberLedger.key(chatId, senderId);
    const entry = this.pairs.peek(key) ?? { count: 0, known: false };
    const prior = entry.known ? entry.count : -1;
    entry.count++;
    this.pairs.set(key, entry);
    return prior;
  }

  /** Messages posted so far, without counting one (-1 when unknown): for re-checking an edit. */
  peek(chatId: number, senderId: number): number {
    const entry = this.pairs.peek(MemberLedger.key(chatId, senderId));
    return entry?.known ? Math.max(0, entry.count - 1) : -1;
  }

  get size(): number {
    return this.pairs.size;
  }
}
