import { ConnectError, type Client } from "@connectrpc/connect";
import { ExternalStatus, type EngineService } from "@warden/proto";
import type { Chat, User } from "../telegram/types.js";
import type { MemberActionDeps } from "./enforcement.js";

/**
 * Screening of new members against the external ban list (CAS, asked through the engine's
 * CheckUser): a listed member who is neither an administrator nor on the group's whitelist is
 * banned on arrival (the whitelist is where an owner puts a member CAS lists by mistake: a
 * whitelisted sender is clean, also here). When the screening is unavailable the member is let in.
 */
export class BanListScreening {
  constructor(
    private readonly deps: MemberActionDeps & {
      engine: Pick<Client<typeof EngineService>, "checkUser">;
      /** Whether the group's whitelist holds the user (GroupSettings.whitelists). */
      whitelisted: (chat: Chat, user: User) => Promise<boolean>;
    },
  ) {}

  /**
   * `joinedAt`: the arrival's date (Unix seconds); `soft`: the group's soft_ban mode, a restriction instead of a ban.
   * True when the member was banned (or restricted).
   */
  async screen(chat: Chat, user: User, joinedAt: number, soft = false): Promise<boolean> {
    let listed = false;
    try {
      // Asked first: a whitelisted member is not even looked up.
      if (await this.deps.whitelisted(chat, user)) return false;
      const res = await this.deps.engine.checkUser({ userId: BigInt(user.id), groupId: BigInt(chat.id) });
      listed = res.external?.status === ExternalStatus.LISTED;
    } catch (err) {
      this.deps.logger.warn({ err: ConnectError.from(err).message, group_id: chat.id }, "ban list screening unavailable");
      return false;
    }
    if (!listed) return false;
    if (await this.deps.isAdmin(chat.id, user.id)) return false;
    return this.deps.enforcement.banListed(chat, user, joinedAt, soft);
  }
}
