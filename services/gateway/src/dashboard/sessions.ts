import { createHash, randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

/** Random secrets of the dashboard: 32 bytes from the CSPRNG, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

const digest = (secret: string) => createHash("sha256").update(secret, "utf8").digest("base64url");

/**
 * Where a Telegram Login Widget answer that signed someone in is remembered (after the key prefix,
 * before the SHA-256, in hex, of its `hash`), until it would be too old to verify anyway: each
 * answer signs in once.
 */
const TELEGRAM_LOGIN_USED_KEY = "dashboard:tg-login:";

export interface Session {
  accountId: string;
  csrfToken: string;
  /** When the session was created (ms since the epoch): its absolute lifetime runs from here. */
  createdAt: number;
  /** How the owner signed in. */
  via: "telegram" | "login_link";
  /** The Telegram user who signed in with the widget (decimal): the accounts linked to them are theirs to switch to. */
  telegramUserId?: string;
  /** When the session was bound to its account (ms; a switch binds anew): endAccountSessions ends those bound before. */
  boundAt?: number;
}

export interface SessionTimes {
  /** A session unused for this long expires. */
  idleSeconds: number;
  /** A session expires this long after sign-in however much it is used. */
  absoluteSeconds: number;
  /** A login link can be used once within this. */
  loginLinkSeconds: number;
}

/**
 * Dashboard sessions, one-time login links and used Telegram sign-ins in Redis. Neither the session
 * id nor the link's token is stored: keys are their SHA-256, so a Redis dump signs nobody in.
 * Sessions expire when idle (the key's TTL, renewed on use) and at their absolute end (checked on
 * every read).
 */
export class DashboardSessions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly times: SessionTimes,
  ) {}

  private sessionKey(id: string) {
    return `${this.prefix}dashboard:session:${digest(id)}`;
  }
  private linkKey(token: string) {
    return `${this.prefix}dashboard:login-link:${digest(token)}`;
  }
  /** Sessions bound to the account, and its login links made, before this instant (ms) are ended. */
  private endedBeforeKey(accountId: string) {
    return `${this.prefix}dashboard:account-ended-before:${accountId}`;
  }
  private async endedBefore(accountId: string): Promise<number> {
    return Number(await this.redis.get(this.endedBeforeKey(accountId))) || 0;
  }
  private telegramLoginKey(hash: string) {
    return `${this.prefix}${TELEGRAM_LOGIN_USED_KEY}${createHash("sha256").update(hash, "utf8").digest("hex")}`;
  }

  /**
   * A new session (a new id at every sign-in: nothing an attacker planted before is reused). `createdAt`
   * carries a session's start over to its successor (a switch of account), so its absolute end stays
   * where the sign-in put it.
   */
  async create(accountId: string, via: Session["via"], telegramUserId?: string, createdAt = Date.now()): Promise<{ id: string; session: Session }> {
    const id = newSecret();
    const session: Session = { accountId, csrfToken: newSecret(), createdAt, via, boundAt: Date.now(), ...(telegramUserId ? { telegramUserId } : {}) };
    const left = Math.floor((createdAt + this.times.absoluteSeconds * 1000 - Date.now()) / 1000);
    await this.redis.set(this.sessionKey(id), JSON.stringify(session), "EX", Math.max(1, Math.min(this.times.idleSeconds, left)));
    return { id, session };
  }

  /** The live session of an id, its idle expiry renewed (never past its absolute end); null otherwise. */
  async get(id: string): Promise<Session | null> {
    const key = this.sessionKey(id);
    const raw = await this.redis.get(key);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    const left = Math.floor((session.createdAt + this.times.absoluteSeconds * 1000 - Date.now()) / 1000);
    if (left <= 0 || (session.boundAt ?? session.createdAt) < (await this.endedBefore(session.accountId))) {
      await this.redis.del(key);
      return null;
    }
    await this.redis.expire(key, Math.min(this.times.idleSeconds, left));
    return session;
  }

  /**
   * Ends every session bound to an account, and every login link of it not used yet, as of now (the operator moved
   * the account to another owner): one key per account, read with each session, kept as long as any of them lives.
   */
  async endAccountSessions(accountId: string, at = Date.now()): Promise<Date> {
    const ttl = Math.max(this.times.absoluteSeconds, this.times.loginLinkSeconds) + 60;
    await this.redis.set(this.endedBeforeKey(accountId), String(at), "EX", ttl);
    return new Date(at);
  }

  /**
   * Whether `session` signed in (its `createdAt`, kept across switches) before the sessions of `accountId` were ended:
   * such a session may not switch into that account.
   */
  async signedInBeforeEnd(accountId: string, session: Session): Promise<boolean> {
    return session.createdAt < (await this.endedBefore(accountId));
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.sessionKey(id));
  }

  /** A one-time login link's token for an account; only its hash is stored, with the link's TTL. */
  async createLoginLink(accountId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecret();
    await this.redis.set(this.linkKey(token), `${accountId} ${Date.now()}`, "EX", this.times.loginLinkSeconds);
    return { token, expiresAt: new Date(Date.now() + this.times.loginLinkSeconds * 1000) };
  }

  /** Whether a login link is still there to use (it is not used up by asking). */
  async loginLinkExists(token: string): Promise<boolean> {
    return (await this.redis.exists(this.linkKey(token))) === 1;
  }

  /** The account of a login link, consumed atomically (GETDEL): a second use, or a link of an account whose sessions were ended since, gets null. */
  async consumeLoginLink(token: string): Promise<string | null> {
    const value = await this.redis.getdel(this.linkKey(token));
    if (!value) return null;
    const [accountId, made] = value.split(" ");
    return Number(made ?? 0) < (await this.endedBefore(accountId!)) ? null : accountId!;
  }

  /**
   * Marks a verified Telegram Login Widget answer (its `hash`) used, atomically (SET NX), for
   * `ttlSeconds` (until it is too old anyway): true the first time, false if it was used already.
   */
  async claimTelegramLogin(hash: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(this.telegramLoginKey(hash), "1", "EX", Math.max(1, Math.ceil(ttlSeconds)), "NX")) === "OK";
  }

  /** Whether a Telegram Login Widget answer was used already (it is not used up by asking). */
  async telegramLoginUsed(hash: string): Promise<boolean> {
    return (await this.redis.exists(this.telegramLoginKey(hash))) === 1;
  }
}
