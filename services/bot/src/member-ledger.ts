import type { Logger, prom } from "@warden/telemetry";
import type { Redis } from "ioredis";

/** How long a (group, member) count is kept after the member was last seen (joined, posted). */
export const PROBATION_TTL_S = 30 * 24 * 3600;

/** Counts the message when the member is known (returns the count before it), else -1 and writes nothing. */
const NEXT_MESSAGE = `
local v = redis.call('GET', KEYS[1])
if not v then return -1 end
redis.call('SET', KEYS[1], tonumber(v) + 1, 'EX', ARGV[1])
return tonumber(v)`;

type LedgerRedis = Redis & { probationNext(key: string, ttl: number): Promise<number> };

/**
 * Messages each member has posted in each group, for new-member probation (the engine's
 * `prior_messages`; only messages with content count, see messageKind in updates.ts), in Redis:
 * one key per (group, member), `<prefix>bot:probation:<group>:<member>`, holding the count and
 * expiring PROBATION_TTL_S after the member was last seen. It survives a restart of the bot and is
 * shared by its replicas.
 *
 * A pair is counted from 0 only when the bot saw the member join; a member first seen by a
 * message (in the group before the bot) is "unknown" (-1), which the engine treats as not on
 * probation: no key is written for it. So a restart never puts long-standing members back on
 * probation, and a spammer who joins while the bot runs is always on it. A message judged spam
 * (posted, or edited into spam) puts its sender back to 0: "trusted" means N messages in a row
 * that were not spam.
 *
 * Order: each call sends its command at once, without awaiting anything first; one connection
 * runs its commands in the order they were sent, so messages handed to the bot in the chat's
 * order are counted in that order (across replicas, in the order they reach Redis).
 *
 * When Redis fails (or the bot has none), the member is unknown (-1) for that message: moderation
 * goes on without probation, logged and counted in `failures` by operation.
 */
export class MemberLedger {
  constructor(
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
    private readonly logger: Logger,
    private readonly failures?: prom.Counter<"operation">,
  ) {
    if (redis && !("probationNext" in redis)) redis.defineCommand("probationNext", { numberOfKeys: 1, lua: NEXT_MESSAGE });
  }

  /** The key of a pair; also the SCAN pattern of a group (`member` "*"). */
  key(chatId: number, member: number | "*"): string {
    return `${this.prefix}bot:probation:${chatId}:${member}`;
  }

  private async run<T>(operation: string, chatId: number, fallback: T, call: (r: LedgerRedis) => Promise<T>): Promise<T> {
    if (!this.redis) return fallback;
    try {
      return await call(this.redis as LedgerRedis);
    } catch (err) {
      this.failures?.inc({ operation });
      this.logger.warn({ err: (err as Error).message, group_id: chatId, operation }, "probation state unavailable; member treated as unknown");
      return fallback;
    }
  }

  /** The member joined: probation counts from here. */
  joined(chatId: number, userId: number): Promise<void> {
    return this.run("joined", chatId, undefined, async (r) => void (await r.set(this.key(chatId, userId), 0, "EX", PROBATION_TTL_S)));
  }

  left(chatId: number, userId: number): Promise<void> {
    return this.run("left", chatId, undefined, async (r) => void (await r.del(this.key(chatId, userId))));
  }

  /** Messages posted before this one (-1 when unknown), and counts this one. Sends its command before returning. */
  nextMessage(chatId: number, senderId: number): Promise<number> {
    return this.run("next", chatId, -1, async (r) => Number(await r.probationNext(this.key(chatId, senderId), PROBATION_TTL_S)));
  }

  /**
   * Messages posted before this one, without counting it (-1 when unknown): for re-checking an edit (`counted`: its
   * message was counted when posted), or a message that does not count toward probation (a sticker, a dice, a service
   * message: `counted` false). Sends its command before returning, as nextMessage.
   */
  peek(chatId: number, senderId: number, counted = true): Promise<number> {
    return this.run("peek", chatId, -1, async (r) => {
      const v = await r.get(this.key(chatId, senderId));
      return v === null ? -1 : Math.max(0, Number(v) - (counted ? 1 : 0));
    });
  }

  /** A message of the member was judged spam: back on probation, counted from 0 (known from now on). */
  reset(chatId: number, senderId: number): Promise<void> {
    return this.run("reset", chatId, undefined, async (r) => void (await r.set(this.key(chatId, senderId), 0, "EX", PROBATION_TTL_S)));
  }

  /**
   * The group became a supergroup with a new id: its counts move there (COPY keeps each TTL; a count
   * the new id already holds, a member who joined it in between, wins). Returns the pairs moved.
   */
  migrate(from: number, to: number): Promise<number> {
    return this.run("migrate", from, 0, async (r) => {
      let cursor = "0";
      let moved = 0;
      const cut = this.key(from, "*").length - 1;
      do {
        const [next, keys] = await r.scan(cursor, "MATCH", this.key(from, "*"), "COUNT", 500);
        cursor = next;
        if (keys.length === 0) continue;
        const tx = r.multi();
        for (const k of keys) tx.copy(k, this.key(to, Number(k.slice(cut))));
        tx.del(...keys);
        const res = (await tx.exec()) ?? [];
        moved += res.slice(0, keys.length).filter(([, v]) => v === 1).length;
      } while (cursor !== "0");
      return moved;
    });
  }
}
