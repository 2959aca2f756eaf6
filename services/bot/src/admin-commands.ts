import { BoundedCache } from "@warden/server";
import type { Logger, prom } from "@warden/telemetry";
import type { Redis } from "ioredis";

/**
 * What an administrator tells the bot by replying to a message: `/spam` (delete it, ban its
 * sender, report it as spam) or `/ham` (report it as not spam).
 */
export type AdminCommand = "spam" | "ham";

/** A command replying to a message: an administrator's `/spam` and `/ham`, anyone's `/report`. */
export type GroupCommand = AdminCommand | "report";

/** The command a message is, if any: `/spam`, `/ham`, `/report`, also `/spam@ThisBot`. Pure. */
export function groupCommand(text: string | undefined, botUsername: string | undefined): GroupCommand | undefined {
  if (!text) return undefined;
  const m = /^\/(spam|ham|report)(?:@([A-Za-z0-9_]{3,64}))?\s*$/i.exec(text.trim());
  if (!m) return undefined;
  if (m[2] && (!botUsername || m[2].toLowerCase() !== botUsername.toLowerCase())) return undefined;
  return m[1]!.toLowerCase() as GroupCommand;
}

/** A message the bot banned its sender for: its text, and its id (which names the ham report of an unban). */
export interface BannedMessage {
  messageId: number;
  /** The judged text; empty for a decision on the message's form alone (an unban then corrects the journal only). */
  text: string;
}

/** How long the bot remembers the message it banned a user for (an unban after that reports nothing). */
export const BANNED_MESSAGE_TTL_S = 30 * 24 * 3600;

export interface BannedMessagesDeps {
  /** Where the pairs live, shared by the bot's replicas and kept across restarts; without it, in memory. */
  redis?: Redis;
  /** Key prefix; keys are `${prefix}bot:adm:banned:<group>:<user>`. */
  prefix: string;
  logger: Logger;
  /** Failed Redis operations (`banned_remember`, `banned_take`), counted with the admin loop's. */
  failures?: prom.Counter<"operation">;
  /** Bound of the in-memory pairs (no Redis): the least recently banned go first. */
  maxPairs?: number;
}

/**
 * The messages the bot banned their senders for, per group and user, so an administrator who
 * unbans such a user corrects the bot (the message is reported as ham). In Redis, each pair
 * expiring BANNED_MESSAGE_TTL_S after the ban: a restarted bot, or another replica, still
 * reports the unban. Without Redis (tests, a bot configured without it) the pairs are kept in
 * memory, bounded. A Redis failure is logged and counted; that unban then reports nothing.
 *
 * Order: `remember` sends its command at once, without awaiting; one connection runs commands in
 * the order they were sent, so an unban handled after the ban takes what the ban wrote.
 */
export class BannedMessages {
  private readonly memory: BoundedCache<string, BannedMessage> | undefined;

  constructor(private readonly deps: BannedMessagesDeps) {
    if (!deps.redis) this.memory = new BoundedCache({ maxEntries: deps.maxPairs ?? 10_000 });
  }

  private key(chatId: number, userId: number): string {
    return `${this.deps.prefix}bot:adm:banned:${chatId}:${userId}`;
  }

  private failed(operation: string, chatId: number, err: unknown): undefined {
    this.deps.failures?.inc({ operation });
    this.deps.logger.warn(
      { operation, group_id: chatId, err: (err as Error).message },
      "banned message state unavailable; an unban of this user reports nothing",
    );
    return undefined;
  }

  /** Remembers the message (the latest ban of the pair wins). Sends its command before returning; never rejects. */
  remember(chatId: number, userId: number, message: BannedMessage): void {
    const { redis } = this.deps;
    if (!redis) {
      this.memory!.set(`${chatId}:${userId}`, message);
      return;
    }
    const value = JSON.stringify({ m: message.messageId, t: message.text });
    redis.set(this.key(chatId, userId), value, "EX", BANNED_MESSAGE_TTL_S).catch((err: unknown) => this.failed("banned_remember", chatId, err));
  }

  /** The banned message, forgotten as it is taken (one unban, one report; GETDEL across replicas). Never rejects. */
  async take(chatId: number, userId: number): Promise<BannedMessage | undefined> {
    const { redis } = this.deps;
    if (!redis) return this.memory!.take(`${chatId}:${userId}`);
    try {
      const raw = await redis.getdel(this.key(chatId, userId));
      if (raw === null) return undefined;
      const v = JSON.parse(raw) as { m?: unknown; t?: unknown };
      if (typeof v.m !== "number" || typeof v.t !== "string") throw new Error("unreadable banned message record");
      return { messageId: v.m, text: v.t };
    } catch (err) {
      return this.failed("banned_take", chatId, err);
    }
  }
}
