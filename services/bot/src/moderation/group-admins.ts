import { ConnectError, type Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import { type Logger, LogThrottle, type prom } from "@warden/telemetry";
import type { Redis } from "ioredis";
import { randomBytes } from "node:crypto";
import { REDIS_WARN_EVERY_MS, within } from "../redis-calls.js";
import { type BotApi, migratedTo, TelegramApiError } from "../telegram/client.js";
import type { ChatMember } from "../telegram/types.js";
import { GROUPS_HELD } from "./group-settings.js";

/**
 * What an administrator may have the bot do on their word: Telegram's rights of a
 * ChatMemberAdministrator (the owner, ChatMemberOwner, has every right).
 */
export interface AdminRights {
  /** can_restrict_members: ban, unban and mute (restrict) members. */
  restrict: boolean;
  /** can_delete_messages: delete other members' messages. */
  delete: boolean;
}

export const ALL_RIGHTS: Readonly<AdminRights> = Object.freeze({ restrict: true, delete: true });
export const NO_RIGHTS: Readonly<AdminRights> = Object.freeze({ restrict: false, delete: false });

/** A chat's administrators as read from Telegram. */
interface AdminList {
  /** Every administrator (the owner among them) by user id, with their rights. */
  rights: Map<number, AdminRights>;
  /**
   * What the group's anonymous administrators may all do (the rights every administrator with
   * `is_anonymous` has): a post on behalf of the group itself is one of theirs, which one is not
   * told. No right when none is anonymous.
   */
  anonymous: AdminRights;
}

const EMPTY: AdminList = { rights: new Map(), anonymous: NO_RIGHTS };

/**
 * A chat's admin-change mark in Redis as read (see GroupAdmins): the value the last admin change seen by any replica
 * left, null when none did within the mark's time to live, undefined when not known (no Redis, or it failed).
 */
export type AdminsMark = string | null | undefined;

/** A Redis answer about a chat's admin-change mark slower than this is given up on: the list held is used. */
export const ADMINS_MARK_TIMEOUT_MS = 250;

interface Held {
  list: AdminList;
  expires: number;
  /** The chat's admin-change mark when the read that gave `list` began. */
  mark: AdminsMark;
  /** Reads failed in a row while no list of the chat's administrators was ever read. */
  unknownFailures?: number;
}

/** A read of a chat's administrators under way (one at a time per chat). */
interface Read {
  done: Promise<AdminList>;
  /**
   * An admin change came after it began: Telegram may have answered with the list as it was before, so its answer is
   * neither kept nor reported to groups-config (the read that follows it is).
   */
  stale: boolean;
  /** The chat's admin-change mark before Telegram was asked. */
  mark: AdminsMark;
  /** The read that begins once this one ends, for the changes that came after this one began: one for all of them. */
  next?: Promise<AdminList>;
}

/** A member's administrator rights as the bot reads them: all for the creator, none for a member who is no administrator. */
export function rightsOf(m: ChatMember): AdminRights {
  if (m.status === "creator") return ALL_RIGHTS;
  return { restrict: m.can_restrict_members === true, delete: m.can_delete_messages === true };
}

/** The rights every administrator in `all` has; none for an empty list. */
function common(all: AdminRights[]): AdminRights {
  if (all.length === 0) return NO_RIGHTS;
  return { restrict: all.every((r) => r.restrict), delete: all.every((r) => r.delete) };
}

/** How long the administrators reported to groups-config are remembered in Redis (a list forgotten is reported again). */
const SYNCED_TTL_S = 7 * 86_400;

/** How soon a failed read of a chat's administrators is tried again when a list read earlier is kept meanwhile. */
const RETRY_AFTER_FAILURE_MS = 30_000;
/**
 * How soon a failed read is tried again when no list was ever read (every sender counts as a member
 * meanwhile, administrators included): 1 s, doubling with each failure in a row up to RETRY_AFTER_FAILURE_MS.
 */
const FIRST_RETRY_WITHOUT_LIST_MS = 1_000;

/**
 * Each group's administrators and their rights, read from Telegram (getChatAdministrators) and
 * reused for `ttlMs` (refreshed at once on admin changes, rights edited included: by a read that
 * begins after the change, never one already under way). A changed list of human administrators
 * is reported to groups-config (SyncAdmins), which lets their linked accounts reach the group.
 *
 * Telegram tells one replica of the bot of an admin change (the chat_member update lands on any of them): with Redis,
 * that replica leaves a new admin-change mark for the chat (`<prefix>bot:admins:changed:<chat>`, a random value kept a
 * little longer than `ttlMs`), and every lookup compares the mark with the one its list was read under, so every
 * replica re-reads the administrators on its next lookup after the change (the message path sends the mark's read
 * with its probation count: one round trip). While Redis fails the list held is used, as without Redis.
 */
export class GroupAdmins {
  private readonly held = new BoundedCache<number, Held>({ maxEntries: GROUPS_HELD });
  /** The read under way per chat; gone when it ends. */
  private readonly reads = new Map<number, Read>();
  /**
   * The human administrators last reported to groups-config per group, as a sorted id list. With Redis the list is kept
   * there (`<prefix>bot:admins:synced:<chat>`), shared by the replicas: one that reported a list before another replica
   * reported a change must not take its own memory for what groups-config holds. This is the fallback while Redis fails.
   */
  private readonly synced = new BoundedCache<number, string>({ maxEntries: GROUPS_HELD });
  /** Groups Telegram said became supergroups when their administrators were read: old id -> new id. */
  private readonly moved = new BoundedCache<number, number>({ maxEntries: GROUPS_HELD });

  constructor(
    private readonly api: Pick<BotApi, "call">,
    private readonly groups: Pick<Client<typeof GroupsConfigService>, "syncAdmins">,
    private readonly logger: Logger,
    private readonly now: () => number,
    private readonly ttlMs = 600_000,
    /**
     * A read found the group became a supergroup, a move the bot had not heard of (see GroupMigration): settled before
     * the new chat's administrators are read. Never rejects.
     */
    private readonly onMigrated?: (from: number, to: number) => Promise<void>,
    /** Shared with the other replicas: the admin-change marks (see above); failures counted in `failures` (operations admins_changed, admins_synced). */
    private readonly shared?: { redis: Redis; prefix: string; failures?: prom.Counter<"operation"> },
  ) {}

  private readonly warnings = new LogThrottle(REDIS_WARN_EVERY_MS, () => this.now());

  private markKey(chatId: number): string {
    return `${this.shared!.prefix}bot:admins:changed:${chatId}`;
  }

  private syncedKey(chatId: number): string {
    return `${this.shared!.prefix}bot:admins:synced:${chatId}`;
  }

  /** The human administrators last reported to groups-config by any replica (see `synced`). Never rejects. */
  private async reported(chatId: number): Promise<string | undefined> {
    const local = this.synced.peek(chatId);
    if (!this.shared) return local;
    try {
      return (await within(this.shared.redis.get(this.syncedKey(chatId)), ADMINS_MARK_TIMEOUT_MS, "administrators reported")) ?? undefined;
    } catch (err) {
      this.sharedFailed(chatId, err, "admins_synced");
      return local;
    }
  }

  /** Remembers the human administrators reported to groups-config. Never rejects. */
  private async report(chatId: number, fingerprint: string): Promise<void> {
    this.synced.set(chatId, fingerprint);
    if (!this.shared) return;
    try {
      await within(this.shared.redis.set(this.syncedKey(chatId), fingerprint, "EX", SYNCED_TTL_S), ADMINS_MARK_TIMEOUT_MS, "administrators reported");
    } catch (err) {
      this.sharedFailed(chatId, err, "admins_synced");
    }
  }

  /**
   * The chat's admin-change mark now; undefined without Redis or when it fails. Never rejects. Sent at once (before any
   * await), so a caller that starts it beside other Redis calls shares their round trip.
   */
  changes(chatId: number): Promise<AdminsMark> {
    if (!this.shared) return Promise.resolve(undefined);
    return within(this.shared.redis.get(this.markKey(chatId)), ADMINS_MARK_TIMEOUT_MS, "admin-change mark").catch((err: unknown) =>
      this.sharedFailed(chatId, err, "admins_changed"),
    );
  }

  /** Leaves a new admin-change mark for the chat (an admin change): the other replicas re-read on their next lookup. */
  private async changed(chatId: number): Promise<AdminsMark> {
    if (!this.shared) return undefined;
    const mark = randomBytes(12).toString("base64url");
    // Longer than any list is held: a list read before the change has expired before its mark could be forgotten.
    const ttlS = Math.ceil(this.ttlMs / 1000) + 60;
    try {
      await within(this.shared.redis.set(this.markKey(chatId), mark, "EX", ttlS), ADMINS_MARK_TIMEOUT_MS, "admin-change mark");
      return mark;
    } catch (err) {
      return this.sharedFailed(chatId, err, "admins_changed");
    }
  }

  /** A Redis call about the administrators failed: counted (`operation`), and logged at most every 10 s (an outage must not flood the log). */
  private sharedFailed(chatId: number, err: unknown, operation: "admins_changed" | "admins_synced"): undefined {
    this.shared?.failures?.inc({ operation });
    if (this.warnings.take()) {
      this.logger.warn({ group_id: chatId, err: (err as Error).message, operation }, "administrators' shared state unavailable in Redis; using this replica's");
    }
    return undefined;
  }

  /** The supergroup a group became, when a read of its administrators learnt it from Telegram. */
  movedTo(chatId: number): number | undefined {
    return this.moved.get(chatId);
  }

  async isAdmin(chatId: number, userId: number): Promise<boolean> {
    return (await this.list(chatId)).rights.has(userId);
  }

  /**
   * The user's rights as an administrator of the chat; undefined when they are not one. `mark`: the chat's
   * admin-change mark, read by the caller (changes) beside its other Redis calls; read here when not given.
   */
  async rightsOf(chatId: number, userId: number, mark?: Promise<AdminsMark>): Promise<AdminRights | undefined> {
    return (await this.list(chatId, mark)).rights.get(userId);
  }

  /** What a post on behalf of the group itself (one of its anonymous administrators) may have the bot do. */
  async anonymousRights(chatId: number): Promise<AdminRights> {
    return (await this.list(chatId)).anonymous;
  }

  /**
   * Reads the chat's administrators from Telegram and reports a changed list to groups-config: an admin change. The
   * read is one that begins after this call: a read under way may carry the list from before the change, so it is
   * left to end unkept and another follows it.
   */
  async refresh(chatId: number): Promise<Set<number>> {
    // The mark first: a replica that reads the administrators after it reads them after the change.
    const mark = this.shared ? await this.changed(chatId) : undefined;
    return new Set((await this.reread(chatId, mark)).rights.keys());
  }

  private list(chatId: number, mark?: Promise<AdminsMark>): Promise<AdminList> {
    // Telegram answers nothing more for a group's old id: its administrators are the new chat's.
    const to = this.moved.get(chatId);
    if (to !== undefined) return this.list(to);
    if (!this.shared) return this.listUnder(chatId, undefined);
    return (mark ?? this.changes(chatId)).then((m) => this.listUnder(chatId, m));
  }

  /** The list as of `mark` (the chat's admin-change mark now; undefined: not known, the list held is used). */
  private listUnder(chatId: number, mark: AdminsMark): Promise<AdminList> {
    // An admin change another replica heard of since a list was read makes it stale.
    const current = (m: AdminsMark) => mark === undefined || m === mark;
    const held = this.held.get(chatId);
    if (held && held.expires > this.now() && current(held.mark)) return Promise.resolve(held.list);
    // The newest read there is: the one under way, or the one an admin change queued behind it.
    const under = this.reads.get(chatId);
    if (!under) return this.read(chatId, mark);
    return current(under.mark) ? (under.next ?? under.done) : this.reread(chatId, mark);
  }

  private reread(chatId: number, mark: AdminsMark): Promise<AdminList> {
    const under = this.reads.get(chatId);
    if (!under) return this.read(chatId, mark);
    under.stale = true;
    // `under` has ended when this runs; a read begun since (by a message's check) began after this change too.
    under.next ??= under.done.then(() => this.reads.get(chatId)?.done ?? this.read(chatId, mark));
    return under.next;
  }

  private read(chatId: number, mark: AdminsMark): Promise<AdminList> {
    const read = { stale: false, mark } as Read;
    read.done = this.load(chatId, this.held.peek(chatId), read).finally(() => {
      if (this.reads.get(chatId) === read) this.reads.delete(chatId);
    });
    this.reads.set(chatId, read);
    return read.done;
  }

  /** Forgets the group (the bot left it). */
  forget(chatId: number): void {
    this.held.delete(chatId);
    this.synced.delete(chatId);
    // Sent now: a read that follows (the bot added again) asks Redis after it, on the same connection.
    this.shared?.redis.del(this.syncedKey(chatId)).catch((err: unknown) => this.sharedFailed(chatId, err, "admins_synced"));
  }

  /** One read; `read.stale` is looked at once Telegram has answered. */
  private async load(chatId: number, held: Held | undefined, read: Pick<Read, "stale" | "mark">): Promise<AdminList> {
    let members;
    try {
      members = await this.api.call("getChatAdministrators", { chat_id: chatId });
    } catch (err) {
      const to = migratedTo(err);
      if (to !== undefined && to !== chatId) {
        // The group became a supergroup and the bot did not hear of it: moved as its service message would have, then read in the new chat.
        this.logger.info({ group_id: chatId, to_group_id: to }, "the group became a supergroup: its administrators are read in the new chat");
        this.moved.set(chatId, to);
        await this.onMigrated?.(chatId, to);
        return this.list(to);
      }
      this.logger.warn({ group_id: chatId, err: (err as Error).message }, "could not read the chat's administrators");
      // Telegram's flood control (429) says when to ask again: asking sooner only earns another 429.
      const floodWaitMs = err instanceof TelegramApiError && err.retryAfter !== undefined ? err.retryAfter * 1000 : 0;
      // a list read before stays for a while; without one, everyone is a member until the next read, so that comes soon
      const known = held !== undefined && held.unknownFailures === undefined && held.expires > 0;
      if (known) {
        if (!read.stale) this.held.set(chatId, { list: held.list, expires: this.now() + Math.max(RETRY_AFTER_FAILURE_MS, floodWaitMs), mark: read.mark });
        return held.list;
      }
      const failures = (held?.unknownFailures ?? 0) + 1;
      const wait = Math.max(floodWaitMs, Math.min(RETRY_AFTER_FAILURE_MS, FIRST_RETRY_WITHOUT_LIST_MS * 2 ** (failures - 1)));
      if (!read.stale) this.held.set(chatId, { list: EMPTY, expires: this.now() + wait, unknownFailures: failures, mark: read.mark });
      return EMPTY;
    }
    const admins = members.filter((m) => m.status === "creator" || m.status === "administrator");
    const list: AdminList = {
      rights: new Map(admins.map((m) => [m.user.id, rightsOf(m)])),
      anonymous: common(admins.filter((m) => m.is_anonymous === true).map(rightsOf)),
    };
    if (read.stale) return list;
    this.held.set(chatId, { list, expires: this.now() + this.ttlMs, mark: read.mark });
    const humans = admins
      .filter((m) => !m.user.is_bot)
      .map((m) => m.user.id)
      .sort((a, b) => a - b);
    const fingerprint = humans.join(",");
    if ((await this.reported(chatId)) !== fingerprint) {
      try {
        await this.groups.syncAdmins({ groupId: BigInt(chatId), telegramUserIds: humans.map(BigInt) });
        await this.report(chatId, fingerprint);
      } catch (err) {
        this.logger.warn({ group_id: chatId, err: ConnectError.from(err).message }, "could not sync administrators to groups-config");
        // Until groups-config hears of the list, a demoted administrator's linked account still reaches the group: the
        // list is read and reported again by a lookup RETRY_AFTER_FAILURE_MS from now, not once it expires (ttlMs).
        const held = this.held.peek(chatId);
        if (held?.list === list) this.held.set(chatId, { ...held, expires: Math.min(held.expires, this.now() + RETRY_AFTER_FAILURE_MS) });
      }
    }
    return list;
  }
}
