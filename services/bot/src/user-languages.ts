import { type BotLanguage, BOT_LANGUAGES, languageOfAdder, spokenLanguage } from "@warden/contract";
import { BoundedCache } from "@warden/server";
import { type Logger, LogThrottle, type prom } from "@warden/telemetry";
import type { Redis } from "ioredis";
import { REDIS_WARN_EVERY_MS } from "./redis-calls.js";

/** How long the bot remembers a user's language after it last saw it (the owner's notices come months later). */
export const USER_LANGUAGE_TTL_S = 400 * 24 * 3600;

export interface UserLanguagesDeps {
  /** Where the languages live, shared by the bot's replicas and kept across restarts; without it, in memory. */
  redis?: Redis;
  /** Key prefix; keys are `${prefix}bot:lang:<user id>`. */
  prefix: string;
  logger: Logger;
  /** Failed Redis operations (`language_remember`, `language_read`). */
  failures?: prom.Counter<"operation">;
  /** Bound of the in-memory languages (no Redis). */
  maxUsers?: number;
  now?: () => number;
}

/**
 * The language of each Telegram user the bot writes to in private (an account owner's notices, which come from the
 * webhook dispatcher with no Telegram update to read it from): their app's, as it was when they last started the bot
 * or added it to a group. A user the bot never saw that way is written to in English. A Redis failure is counted and
 * logged (at most every few seconds); the notice is then in English.
 */
export class UserLanguages {
  private readonly memory: BoundedCache<number, BotLanguage> | undefined;
  private readonly warn: LogThrottle;

  constructor(private readonly deps: UserLanguagesDeps) {
    if (!deps.redis) this.memory = new BoundedCache({ maxEntries: deps.maxUsers ?? 100_000 });
    this.warn = new LogThrottle(REDIS_WARN_EVERY_MS, deps.now ?? Date.now);
  }

  private key(userId: number): string {
    return `${this.deps.prefix}bot:lang:${userId}`;
  }

  private failed(operation: string, err: unknown): void {
    this.deps.failures?.inc({ operation });
    if (this.warn.take()) this.deps.logger.warn({ operation, err: (err as Error).message }, "user language state unavailable; private notices in English");
  }

  /**
   * Remembers the language of the user's app (`language_code`); nothing without one. Only a language other than the
   * default is kept (a key per such user; the default is what an unknown user gets), so anyone messaging the bot in
   * English leaves nothing behind. Never rejects.
   */
  remember(userId: number, languageCode: string | undefined): void {
    if (!languageCode) return;
    const language = languageOfAdder(languageCode);
    const isDefault = language === BOT_LANGUAGES[0];
    if (!this.deps.redis) {
      if (isDefault) this.memory!.delete(userId);
      else this.memory!.set(userId, language);
      return;
    }
    const done = isDefault ? this.deps.redis.del(this.key(userId)) : this.deps.redis.set(this.key(userId), language, "EX", USER_LANGUAGE_TTL_S);
    done.catch((err: unknown) => this.failed("language_remember", err));
  }

  /** The user's language; English when unknown or unreadable. Never rejects. */
  async of(userId: number): Promise<BotLanguage> {
    if (!this.deps.redis) return this.memory!.get(userId) ?? BOT_LANGUAGES[0];
    try {
      return spokenLanguage(await this.deps.redis.get(this.key(userId))) ?? BOT_LANGUAGES[0];
    } catch (err) {
      this.failed("language_read", err);
      return BOT_LANGUAGES[0];
    }
  }
}
