import { BoundedCache } from "@warden/server";

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
  text: string;
}

/**
 * The messages the bot banned their senders for, per group and user, so an administrator who
 * unbans such a user corrects the bot (the message is reported as ham). Bounded: the least
 * recently banned pairs go first. In memory only: after a restart an unban reports nothing.
 */
export class BannedMessages {
  private readonly pairs: BoundedCache<string, BannedMessage>;

  constructor(maxPairs = 10_000) {
    this.pairs = new BoundedCache({ maxEntries: maxPairs });
  }

  remember(chatId: number, userId: number, message: BannedMessage): void {
    this.pairs.set(`${chatId}:${userId}`, message);
  }

  /** The banned message, forgotten as it is taken (one unban, one report). */
  take(chatId: number, userId: number): BannedMessage | undefined {
    return this.pairs.take(`${chatId}:${userId}`);
  }

  get size(): number {
    return this.pairs.size;
  }
}
