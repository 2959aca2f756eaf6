import type { Redis } from "ioredis";
import { multiResults, within as withinDeadline } from "../../redis-calls.js";

/** Window of short_message_probing: this many very short messages within PROBING_WINDOW_S seconds. */
export const PROBING_MESSAGES = 3;
export const PROBING_WINDOW_S = 60;
/** reaction_spam looks back this far, and reports an account at most once per group in it. */
export const REACTION_WINDOW_S = 86_400;
/** reaction_spam also fires for an account reacting in this many groups within the window. */
export const REACTION_GROUPS = 3;
/** How long "has written in the group" is remembered after the member's last message. */
export const WROTE_TTL_S = 30 * 86_400;
/** Copies remembered per duplicate key (the newest): enough for any threshold the catalog allows. */
export const DUPLICATE_MAX_COPIES = 128;
/**
 * How long an album (media group) is remembered: its messages' ids, and that one of them was deleted. Telegram
 * delivers an album's messages within a second or two; the window covers a backlog of the chat's updates too.
 */
export const ALBUM_WINDOW_S = 600;
/** An album's messages remembered at most (Telegram's albums hold 2 to 10). */
export const ALBUM_MAX_MESSAGES = 10;
/** How an album (one post, however many messages) is named in a sender's flood window: this, then its media_group_id. */
const FLOOD_ALBUM = "album:";
/** A Redis answer slower than this is given up on: the message is judged without its windows. */
export const WINDOW_TIMEOUT_MS = 250;

/** One message's entry in the behaviour windows. */
export interface WindowInput {
  chatId: number;
  senderId: number;
  messageId: number;
  /** Telegram's date of the message, Unix seconds. */
  date: number;
  /** The album (media_group_id) the message is part of: the album is one post in the flood window. */
  albumId?: string;
  /** flood_messages > 0: the window of flood_seconds. */
  floodSeconds?: number;
  /** duplicate_messages > 0: the text's duplicate keys and the window in seconds. */
  duplicate?: { keys: string[]; windowS: number };
  /** The message is very short and its sender on probation. */
  probing: boolean;
}

export interface WindowCounts {
  /** Message ids of the sender within the flood window, this one included (unless it is part of an album). */
  floodIds: number[];
  /** Albums (media_group_id) of the sender within the flood window, each one post (this message's included). */
  floodAlbums: string[];
  /** Copies (sender, message) of the text within the duplicate window, this one included. */
  copies: { senderId: number; messageId: number }[];
  /** Very short messages of the sender on probation within PROBING_WINDOW_S, this one included. */
  probing: number;
}

export interface ReactionCounts {
  /** The account has written in this group within WROTE_TTL_S. */
  wrote: boolean;
  /** Reactions of the account in this group within REACTION_WINDOW_S (this one included). */
  inGroup: number;
  /** Groups the account reacted in within REACTION_WINDOW_S. */
  groups: number;
}

const WHAT = "behaviour windows";
const within = <T>(p: Promise<T>): Promise<T> => withinDeadline(p, WINDOW_TIMEOUT_MS, WHAT);
const results = (res: [Error | null, unknown][] | null): unknown[] => multiResults(res, WHAT);

/**
 * The behaviour windows in Redis, shared by the bot's replicas and kept across a restart: every
 * key starts with `<prefix>bot:behaviour:` and has a time-to-live of its window. One MULTI (one
 * round trip, atomic) per message; sorted sets scored by Telegram's message date, so a late update
 * lands in the window it belongs to.
 */
export class BehaviourWindows {
  private readonly base: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.base = `${prefix}bot:behaviour:`;
  }

  /** Redis keys (exposed for tests). */
  key(
    kind: "flood" | "probe" | "wrote" | "react" | "flood-muted" | "react-reported" | "deleted-at" | "album" | "album-removed",
    ...ids: (number | string)[]
  ): string {
    return `${this.base}${kind}:${ids.join(":")}`;
  }

  duplicateKey(chatId: number, key: string): string {
    return `${this.base}dup:${chatId}:${key}`;
  }

  /** Records the message in its windows and reads them back. Rejects when Redis fails or is slow. */
  async observe(w: WindowInput): Promise<WindowCounts> {
    const tx = this.redis.multi();
    const reads: { kind: "flood" | "dup" | "probe"; index: number }[] = [];
    let n = 0;
    tx.set(this.key("wrote", w.chatId, w.senderId), "1", "EX", WROTE_TTL_S);
    n++;
    if (w.floodSeconds) {
      const k = this.key("flood", w.chatId, w.senderId);
      // An album is one post: its first message enters it (dated so), the album's later messages find it there (NX).
      if (w.albumId === undefined) tx.zadd(k, w.date, String(w.messageId));
      else tx.zadd(k, "NX", w.date, `${FLOOD_ALBUM}${w.albumId}`);
      tx.zremrangebyscore(k, "-inf", `(${w.date - w.floodSeconds}`);
      tx.zrangebyscore(k, w.date - w.floodSeconds, "+inf");
      tx.expire(k, w.floodSeconds + 60);
      n += 4;
      reads.push({ kind: "flood", index: n - 2 });
    }
    if (w.duplicate) {
      for (const dk of w.duplicate.keys) {
        const k = this.duplicateKey(w.chatId, dk);
        tx.zadd(k, w.date, `${w.senderId}:${w.messageId}`);
        tx.zremrangebyscore(k, "-inf", `(${w.date - w.duplicate.windowS}`);
        tx.zremrangebyrank(k, 0, -DUPLICATE_MAX_COPIES - 1);
        tx.zrange(k, 0, -1);
        tx.expire(k, w.duplicate.windowS);
        n += 5;
        reads.push({ kind: "dup", index: n - 2 });
      }
    }
    if (w.probing) {
      const k = this.key("probe", w.chatId, w.senderId);
      tx.zadd(k, w.date, String(w.messageId));
      tx.zremrangebyscore(k, "-inf", `(${w.date - PROBING_WINDOW_S}`);
      tx.zcard(k);
      tx.expire(k, PROBING_WINDOW_S * 2);
      n += 4;
      reads.push({ kind: "probe", index: n - 2 });
    }
    const out = results(await within(tx.exec()));
    const counts: WindowCounts = { floodIds: [], floodAlbums: [], copies: [], probing: 0 };
    const seen = new Set<string>();
    for (const r of reads) {
      const v = out[r.index];
      if (r.kind === "flood") {
        for (const member of v as string[]) {
          if (member.startsWith(FLOOD_ALBUM)) counts.floodAlbums.push(member.slice(FLOOD_ALBUM.length));
          else counts.floodIds.push(Number(member));
        }
      } else if (r.kind === "probe") counts.probing = Number(v);
      else {
        for (const member of v as string[]) {
          if (seen.has(member)) continue;
          seen.add(member);
          const at = member.lastIndexOf(":");
          counts.copies.push({ senderId: Number(member.slice(0, at)), messageId: Number(member.slice(at + 1)) });
        }
      }
    }
    return counts;
  }

  /**
   * Records that the bot deleted `deleted` in `chatId` and returns those of `candidates` no deletion
   * has claimed yet (each message is deleted along once, however many later copies name it). Each id
   * is kept `ttlS` from its deletion (a sorted set scored by the time): a chat where the bot deletes
   * without pause keeps the window's ids, not every id since the last pause.
   */
  async claimDeletions(chatId: number, deleted: number, candidates: number[], ttlS: number, nowMs = Date.now()): Promise<number[]> {
    const k = this.key("deleted-at", chatId);
    const now = nowMs / 1000;
    const tx = this.redis.multi();
    tx.zremrangebyscore(k, "-inf", `(${now - ttlS}`);
    tx.zadd(k, "NX", now, String(deleted));
    for (const id of candidates) tx.zadd(k, "NX", now, String(id));
    tx.expire(k, ttlS);
    const out = results(await within(tx.exec()));
    return candidates.filter((_, i) => Number(out[i + 2]) === 1);
  }

  /**
   * Records a message of album `albumId` (a media_group_id) and says whether a message of the album was deleted
   * already (albumRemoved), so this one goes with it.
   */
  async albumMessage(chatId: number, albumId: string, messageId: number): Promise<{ removed: boolean }> {
    const k = this.key("album", chatId, albumId);
    const tx = this.redis.multi();
    tx.zadd(k, messageId, String(messageId));
    tx.zremrangebyrank(k, 0, -ALBUM_MAX_MESSAGES - 1);
    tx.expire(k, ALBUM_WINDOW_S);
    tx.exists(this.key("album-removed", chatId, albumId));
    const out = results(await within(tx.exec()));
    return { removed: Number(out[3]) > 0 };
  }

  /** Records that a message of album `albumId` was deleted and returns the ids of the album's messages seen so far. */
  async albumRemoved(chatId: number, albumId: string): Promise<number[]> {
    const tx = this.redis.multi();
    tx.set(this.key("album-removed", chatId, albumId), "1", "EX", ALBUM_WINDOW_S);
    tx.zrange(this.key("album", chatId, albumId), 0, -1);
    const out = results(await within(tx.exec()));
    return (out[1] as string[]).map(Number);
  }

  /** Whether the bot deleted `messageId` in `chatId` (by verdict or along), as far as the deleted set remembers. */
  async wasDeleted(chatId: number, messageId: number): Promise<boolean> {
    return (await within(this.redis.zscore(this.key("deleted-at", chatId), String(messageId)))) !== null;
  }

  /** True the first time it is asked for this key within ttlS (a flood's mute, a reaction report). */
  async claim(key: string, ttlS: number): Promise<boolean> {
    return (await within(this.redis.set(key, "1", "EX", ttlS, "NX"))) === "OK";
  }

  /** Records a reaction of `userId` in `chatId` and reads what reaction_spam is judged on. */
  async reaction(chatId: number, userId: number, messageId: number, date: number): Promise<ReactionCounts> {
    const k = this.key("react", userId);
    const tx = this.redis.multi();
    tx.exists(this.key("wrote", chatId, userId));
    tx.zadd(k, date, `${chatId}:${messageId}`);
    tx.zremrangebyscore(k, "-inf", `(${date - REACTION_WINDOW_S}`);
    tx.zremrangebyrank(k, 0, -DUPLICATE_MAX_COPIES - 1);
    tx.zrange(k, 0, -1);
    tx.expire(k, REACTION_WINDOW_S);
    const out = results(await within(tx.exec()));
    const members = out[4] as string[];
    const groups = new Set(members.map((m) => m.slice(0, m.lastIndexOf(":"))));
    const inGroup = members.filter((m) => m.slice(0, m.lastIndexOf(":")) === String(chatId)).length;
    return { wrote: Number(out[0]) > 0, inGroup, groups: groups.size };
  }
}
