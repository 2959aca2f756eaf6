import { ConnectError, type Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import type { Logger } from "@warden/telemetry";
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

interface Held {
  list: AdminList;
  expires: number;
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
  /** The read that begins once this one ends, for the changes that came after this one began: one for all of them. */
  next?: Promise<AdminList>;
}

function rightsOf(m: ChatMember): AdminRights {
  if (m.status === "creator") return ALL_RIGHTS;
  return { restrict: m.can_restrict_members === true, delete: m.can_delete_messages === true };
}

/** The rights every administrator in `all` has; none for an empty list. */
function common(all: AdminRights[]): AdminRights {
  if (all.length === 0) return NO_RIGHTS;
  return { restrict: all.every((r) => r.restrict), delete: all.every((r) => r.delete) };
}

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
 */
export class GroupAdmins {
  private readonly held = new BoundedCache<number, Held>({ maxEntries: GROUPS_HELD });
  /** The read under way per chat; gone when it ends. */
  private readonly reads = new Map<number, Read>();
  /** The human administrators last reported to groups-config per group, as a sorted id list. */
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
  ) {}

  /** The supergroup a group became, when a read of its administrators learnt it from Telegram. */
  movedTo(chatId: number): number | undefined {
    return this.moved.get(chatId);
  }

  async isAdmin(chatId: number, userId: number): Promise<boolean> {
    return (await this.list(chatId)).rights.has(userId);
  }

  /** The user's rights as an administrator of the chat; undefined when they are not one. */
  async rightsOf(chatId: number, userId: number): Promise<AdminRights | undefined> {
    return (await this.list(chatId)).rights.get(userId);
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
    return new Set((await this.reread(chatId)).rights.keys());
  }

  private list(chatId: number): Promise<AdminList> {
    // Telegram answers nothing more for a group's old id: its administrators are the new chat's.
    const to = this.moved.get(chatId);
    if (to !== undefined) return this.list(to);
    const held = this.held.get(chatId);
    if (held && held.expires > this.now()) return Promise.resolve(held.list);
    // The newest read there is: the one under way, or the one an admin change queued behind it.
    const under = this.reads.get(chatId);
    return under ? (under.next ?? under.done) : this.read(chatId);
  }

  private reread(chatId: number): Promise<AdminList> {
    const under = this.reads.get(chatId);
    if (!under) return this.read(chatId);
    under.stale = true;
    // `under` has ended when this runs; a read begun since (by a message's check) began after this change too.
    under.next ??= under.done.then(() => this.reads.get(chatId)?.done ?? this.read(chatId));
    return under.next;
  }

  private read(chatId: number): Promise<AdminList> {
    const read = { stale: false } as Read;
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
  }

  /** One read; `read.stale` is looked at once Telegram has answered. */
  private async load(chatId: number, held: Held | undefined, read: Pick<Read, "stale">): Promise<AdminList> {
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
        if (!read.stale) this.held.set(chatId, { list: held.list, expires: this.now() + Math.max(RETRY_AFTER_FAILURE_MS, floodWaitMs) });
        return held.list;
      }
      const failures = (held?.unknownFailures ?? 0) + 1;
      const wait = Math.max(floodWaitMs, Math.min(RETRY_AFTER_FAILURE_MS, FIRST_RETRY_WITHOUT_LIST_MS * 2 ** (failures - 1)));
      if (!read.stale) this.held.set(chatId, { list: EMPTY, expires: this.now() + wait, unknownFailures: failures });
      return EMPTY;
    }
    const admins = members.filter((m) => m.status === "creator" || m.status === "administrator");
    const list: AdminList = {
      rights: new Map(admins.map((m) => [m.user.id, rightsOf(m)])),
      anonymous: common(admins.filter((m) => m.is_anonymous === true).map(rightsOf)),
    };
    if (read.stale) return list;
    this.held.set(chatId, { list, expires: this.now() + this.ttlMs });
    const humans = admins
      .filter((m) => !m.user.is_bot)
      .map((m) => m.user.id)
      .sort((a, b) => a - b);
    const fingerprint = humans.join(",");
    if (this.synced.peek(chatId) !== fingerprint) {
      try {
        await this.groups.syncAdmins({ groupId: BigInt(chatId), telegramUserIds: humans.map(BigInt) });
        this.synced.set(chatId, fingerprint);
      } catch (err) {
        this.logger.warn({ group_id: chatId, err: ConnectError.from(err).message }, "could not sync administrators to groups-config");
      }
    }
    return list;
  }
}
