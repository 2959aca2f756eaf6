/**
 * What an administrator tells the bot by replying to a message: `/spam` (delete it, ban its
 * sender, report it as spam) or `/ham` (report it as not spam). Also `/spam@ThisBot`. Pure.
 */
export type AdminCommand = "spam" | "ham";

export function adminCommand(text: string | undefined, botUsername: string | undefined): AdminCommand | undefined {
  if (!text) return undefined;
  const m = /^\/(spam|ham)(?:@([A-Za-z0-9_]{3,64}))?\s*$/i.exec(text.trim());
  if (!m) return undefined;
  if (m[2] && (!botUsername || m[2].toLowerCase() !== botUsername.toLowerCase())) return undefined;
  return m[1]!.toLowerCase() as AdminCommand;
}

/**
 * The messages the bot banned their senders for, per group and user, so an administrator who
 * unbans such a user corrects the bot (the message is reported as ham). Bounded: the least
 * recently banned pairs go first. In memory only: after a restart an unban reports nothing.
 */
export class BannedMessages {
  private readonly pairs = new Map<string, string>();

  constructor(private readonly maxPairs = 10_000) {}

  remember(chatId: number, userId: number, text: string): void {
    const key = `${chatId}:${userId}`;
    this.pairs.delete(key);
    this.pairs.set(key, text);
    if (this.pairs.size > this.maxPairs) {
      const oldest = this.pairs.keys().next().value;
      if (oldest !== undefined) this.pairs.delete(oldest);
    }
  }

  /** The banned message's text, forgotten as it is taken (one unban, one report). */
  take(chatId: number, userId: number): string | undefined {
    const key = `${chatId}:${userId}`;
    const text = this.pairs.get(key);
    this.pairs.delete(key);
    return text;
  }

  get size(): number {
    return this.pairs.size;
  }
}
