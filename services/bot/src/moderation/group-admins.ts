import { ConnectError, type Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import type { Logger } from "@warden/telemetry";
import { type BotApi, TelegramApiError } from "../telegram/client.js";
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
  loading?: Promise<AdminList>;
  /** Reads failed in a row while no list of the chat's administrators was ever read. */
  unknownFailures?: number;
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
 * reused for `ttlMs` (refreshed at once on admin changes, rights edited included). A changed list
 * of human administrators is reported to groups-config (SyncAdmins), which lets their linked
 * accounts reach the group.
 */
export class GroupAdmins {
  private readonly held = new BoundedCache<number, Held>({ maxEntries: GROUPS_HELD });
  /** The human administrators last reported to groups-config per group, as a sorted id list. */
  private readonly synced = new BoundedCache<number, string>({ maxEntries: GROUPS_HELD });

  constructor(
    private readonly api: Pick<BotApi, "call">,
    private readonly groups: Pick<Client<typeof GroupsConfigService>, "syncAdmins">,
    private readonly logger: Logger,
    private readonly now: () => number,
    private readonly ttlMs = 600_000,
  ) {}

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

  /** Reads the chat's administrators from Telegram and reports a changed list to groups-config. */
  async refresh(chatId: number): Promise<Set<number>> {
    return new Set((await this.reload(chatId)).rights.keys());
  }

  private list(chatId: number): Promise<AdminList> {
    const held = this.held.get(chatId);
    if (held && held.expires > this.now()) return Promise.resolve(held.list);
    return this.reload(chatId);
  }

  private reload(chatId: number): Promise<AdminList> {
    const held = this.held.peek(chatId);
    if (held?.loading) return held.loading;
    const loading = this.load(chatId, held).finally(() => {
      const e = this.held.peek(chatId);
      if (e) delete e.loading;
    });
    this.held.set(chatId, { list: held?.list ?? EMPTY, expires: held?.expires ?? 0, loading, unknownFailures: held?.unknownFailures });
    return loading;
  }

  /** Forgets the group (the bot left it). */
  forget(chatId: number): void {
    this.held.delete(chatId);
    this.synced.delete(chatId);
  }

  private async load(chatId: number, held: Held | undefined): Promise<AdminList> {
    let members;
    try {
      members = await this.api.call("getChatAdministrators", { chat_id: chatId });
    } catch (err) {
      this.logger.warn({ group_id: chatId, err: (err as Error).message }, "could not read the chat's administrators");
      // Telegram's flood control (429) says when to ask again: asking sooner only earns another 429.
      const floodWaitMs = err instanceof TelegramApiError && err.retryAfter !== undefined ? err.retryAfter * 1000 : 0;
      // a list read before stays for a while; without one, everyone is a member until the next read, so that comes soon
      const known = held !== undefined && held.unknownFailures === undefined && held.expires > 0;
      if (known) {
        this.held.set(chatId, { list: held.list, expires: this.now() + Math.max(RETRY_AFTER_FAILURE_MS, floodWaitMs) });
        return held.list;
      }
      const failures = (held?.unknownFailures ?? 0) + 1;
      const wait = Math.max(floodWaitMs, Math.min(RETRY_AFTER_FAILURE_MS, FIRST_RETRY_WITHOUT_LIST_MS * 2 ** (failures - 1)));
      this.held.set(chatId, { list: EMPTY, expires: this.now() + wait, unknownFailures: failures });
      return EMPTY;
    }
    const admins = members.filter((m) => m.status === "creator" || m.status === "administrator");
    const list: AdminList = {
      rights: new Map(admins.map((m) => [m.user.id, rightsOf(m)])),
      anonymous: common(admins.filter((m) => m.is_anonymous === true).map(rightsOf)),
    };
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
