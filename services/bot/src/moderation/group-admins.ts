import { ConnectError, type Client } from "@connectrpc/connect";
import type { GroupsConfigService } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import type { Logger } from "@warden/telemetry";
import type { BotApi } from "../telegram/client.js";
import { GROUPS_HELD } from "./group-settings.js";

interface Held {
  ids: Set<number>;
  expires: number;
  loading?: Promise<Set<number>>;
  /** Reads failed in a row while no list of the chat's administrators was ever read. */
  unknownFailures?: number;
}

/** How soon a failed read of a chat's administrators is tried again when a list read earlier is kept meanwhile. */
const RETRY_AFTER_FAILURE_MS = 30_000;
/**
 * How soon a failed read is tried again when no list was ever read (every sender counts as a member
 * meanwhile, administrators included): 1 s, doubling with each failure in a row up to RETRY_AFTER_FAILURE_MS.
 */
const FIRST_RETRY_WITHOUT_LIST_MS = 1_000;

/**
 * Each group's administrators, read from Telegram (getChatAdministrators) and reused for `ttlMs`
 * (refreshed at once on admin changes). A changed list of human administrators is reported to
 * groups-config (SyncAdmins), which lets their linked accounts reach the group.
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
    const held = this.held.get(chatId);
    if (held && held.expires > this.now()) return held.ids.has(userId);
    return (await this.refresh(chatId)).has(userId);
  }

  /** Reads the chat's administrators from Telegram and reports a changed list to groups-config. */
  refresh(chatId: number): Promise<Set<number>> {
    const held = this.held.peek(chatId);
    if (held?.loading) return held.loading;
    const loading = this.load(chatId, held).finally(() => {
      const e = this.held.peek(chatId);
      if (e) delete e.loading;
    });
    this.held.set(chatId, { ids: held?.ids ?? new Set(), expires: held?.expires ?? 0, loading, unknownFailures: held?.unknownFailures });
    return loading;
  }

  /** Forgets the group (the bot left it). */
  forget(chatId: number): void {
    this.held.delete(chatId);
    this.synced.delete(chatId);
  }

  private async load(chatId: number, held: Held | undefined): Promise<Set<number>> {
    let members;
    try {
      members = await this.api.call("getChatAdministrators", { chat_id: chatId });
    } catch (err) {
      this.logger.warn({ group_id: chatId, err: (err as Error).message }, "could not read the chat's administrators");
      // a list read before stays for a while; without one, everyone is a member until the next read, so that comes soon
      const known = held !== undefined && held.unknownFailures === undefined && held.expires > 0;
      if (known) {
        this.held.set(chatId, { ids: held.ids, expires: this.now() + RETRY_AFTER_FAILURE_MS });
        return held.ids;
      }
      const failures = (held?.unknownFailures ?? 0) + 1;
      const wait = Math.min(RETRY_AFTER_FAILURE_MS, FIRST_RETRY_WITHOUT_LIST_MS * 2 ** (failures - 1));
      const ids = new Set<number>();
      this.held.set(chatId, { ids, expires: this.now() + wait, unknownFailures: failures });
      return ids;
    }
    const admins = members.filter((m) => m.status === "creator" || m.status === "administrator");
    const ids = new Set(admins.map((m) => m.user.id));
    this.held.set(chatId, { ids, expires: this.now() + this.ttlMs });
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
    return ids;
  }
}
