import { Code, ConnectError, type Client } from "@connectrpc/connect";
import { usernameKey } from "@warden/contract";
import { BotStatus, WhitelistKind, type GroupsConfigService, type Settings, type WhitelistEntry } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import type { Logger } from "@warden/telemetry";
import type { Chat } from "../telegram/types.js";
import { UPSTREAM_ATTEMPTS, withRetries } from "./transient.js";

/** Groups whose facts (settings, administrators) the bot keeps in memory at most. */
export const GROUPS_HELD = 100_000;

/** What the bot holds of a group's policy: its settings, and its whitelist (empty on a plan without one). */
interface GroupPolicy {
  settings: Settings;
  whitelist: readonly WhitelistEntry[];
}

interface Held extends GroupPolicy {
  version: bigint;
  fetchedAt: number;
  loading?: Promise<GroupPolicy>;
}

/**
 * Each group's settings and whitelist from groups-config, reused for `ttlMs` and then revalidated by version
 * (an unchanged answer is cheap). Concurrent lookups share one load; while groups-config is
 * unavailable the settings held are used; with none held, the load is tried again for a few seconds
 * (UPSTREAM_ATTEMPTS) before the message is given up on. A group the bot is in but Warden does not
 * know yet is registered on first sight.
 */
export class GroupSettings {
  /** Bounded by GROUPS_HELD; a group evicted is asked for again on its next message. */
  private readonly held = new BoundedCache<number, Held>({ maxEntries: GROUPS_HELD });

  constructor(
    private readonly groups: Pick<Client<typeof GroupsConfigService>, "getPolicy" | "setBotStatus">,
    private readonly logger: Logger,
    private readonly now: () => number,
    private readonly ttlMs = 5_000,
    private readonly attempts = UPSTREAM_ATTEMPTS,
  ) {}

  /** The group's settings, reused for ttlMs; an unknown group is registered on the way. */
  async get(chat: Chat): Promise<Settings> {
    return (await this.policy(chat)).settings;
  }

  /**
   * Whether the group's whitelist holds the user (by id, or by username as the engine matches it): the contract's
   * "a whitelisted sender is clean" holds for what the bot decides without the engine's Check too (the ban-list
   * screening of a new member, reaction spam). Rejects as `get` does.
   */
  async whitelists(chat: Chat, user: { id: number; username?: string }): Promise<boolean> {
    const { whitelist } = await this.policy(chat);
    const username = usernameKey(user.username);
    return whitelist.some(
      (w) =>
        w.kind === WhitelistKind.USER && ((w.id !== undefined && Number(w.id) === user.id) || (username !== undefined && usernameKey(w.username) === username)),
    );
  }

  private async policy(chat: Chat): Promise<GroupPolicy> {
    const held = this.held.get(chat.id);
    if (held && this.now() - held.fetchedAt < this.ttlMs) return held;
    if (held?.loading) return held.loading;
    const loading = this.load(chat, held).finally(() => {
      const e = this.held.peek(chat.id);
      if (e) delete e.loading;
    });
    if (held) held.loading = loading;
    else {
      // First sight of the group: concurrent messages wait for the same load.
      const placeholder = { version: 0n, settings: undefined as unknown as Settings, whitelist: [], fetchedAt: -Infinity, loading };
      this.held.set(chat.id, placeholder);
    }
    return loading;
  }

  /** Forgets the group's settings (the bot joined or left it): the next lookup asks again. */
  forget(chatId: number): void {
    this.held.delete(chatId);
  }

  private async load(chat: Chat, held: Held | undefined): Promise<GroupPolicy> {
    const known = held?.settings ? held.version : 0n;
    let res;
    try {
      // With settings held, they stand in at once; without, the message waits for groups-config a
      // few seconds (a restart) rather than going unmoderated.
      res = held?.settings ? await this.ask(chat, known) : await withRetries(() => this.ask(chat, known), this.attempts);
    } catch (err) {
      const e = ConnectError.from(err);
      if (held?.settings) {
        this.logger.warn({ err: e.message, group_id: chat.id }, "groups-config unavailable; using the settings held");
        return held;
      }
      this.held.delete(chat.id);
      throw e;
    }
    // An unchanged policy comes without its settings and whitelist: those held stand.
    const policy =
      res.changed || !held?.settings ? { settings: res.settings!, whitelist: res.whitelist } : { settings: held.settings, whitelist: held.whitelist };
    this.held.set(chat.id, { version: res.version, ...policy, fetchedAt: this.now() });
    return policy;
  }

  /** The group's policy; a group the bot is in but Warden does not know yet (the bot was there before) is registered first. */
  private async ask(chat: Chat, known: bigint) {
    try {
      return await this.groups.getPolicy({ groupId: BigInt(chat.id), knownVersion: known });
    } catch (err) {
      if (ConnectError.from(err).code !== Code.NotFound) throw err;
      await this.groups.setBotStatus({ groupId: BigInt(chat.id), status: BotStatus.ACTIVE, title: chat.title });
      return this.groups.getPolicy({ groupId: BigInt(chat.id), knownVersion: 0n });
    }
  }
}
