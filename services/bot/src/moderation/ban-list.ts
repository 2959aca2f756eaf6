import { ConnectError, type Client } from "@connectrpc/connect";
import { ExternalStatus, type EngineService } from "@warden/proto";
import type { Chat, User } from "../telegram/types.js";
import type { MemberActionDeps } from "./enforcement.js";

/**
 * Screening of new members against the external ban list (CAS, asked through the engine's
 * CheckUser): a listed member who is not an administrator is banned on arrival. When the
 * screening is unavailable the member is let in.
 */
export class BanListScreening {
  constructor(private readonly deps: MemberActionDeps & { engine: Pick<Client<typeof EngineService>, "checkUser"> }) {}

  /**
   * `joinedAt`: the arrival's date (Unix seconds); `soft`: the group's soft_ban mode, a restriction instead of a ban.
   * True when the member was banned (or restricted).
   */
  async screen(chat: Chat, user: User, joinedAt: number, soft = false): Promise<boolean> {
    let listed = false;
    try {
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
