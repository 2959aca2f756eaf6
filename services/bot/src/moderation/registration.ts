import type { Client } from "@connectrpc/connect";
import { BotStatus, type GroupsConfigService } from "@warden/proto";
import type { Logger } from "@warden/telemetry";
import type { BotApi } from "../telegram/client.js";
import type { Chat, User } from "../telegram/types.js";
import type { ExemptSenders } from "./exempt-senders.js";
import type { GroupAdmins } from "./group-admins.js";
import type { GroupSettings } from "./group-settings.js";
import { withRetries } from "./transient.js";

/**
 * The bot itself added to or removed from a group: groups-config is told (a new group is
 * registered, owned by whoever added the bot), and what the bot held of the group is forgotten.
 */
export class Registration {
  constructor(
    private readonly deps: {
      api: Pick<BotApi, "call">;
      groups: Pick<Client<typeof GroupsConfigService>, "setBotStatus">;
      settings: GroupSettings;
      admins: GroupAdmins;
      exempt: ExemptSenders;
      logger: Logger;
    },
  ) {}

  async onBotMembership(chat: Chat, status: "active" | "removed", by: User, botIsAdmin: boolean): Promise<void> {
    let memberCount: number | undefined;
    if (status === "active") {
      memberCount = await this.deps.api.call("getChatMemberCount", { chat_id: chat.id }).catch(() => undefined);
    }
    const res = await withRetries(() =>
      this.deps.groups.setBotStatus({
        groupId: BigInt(chat.id),
        status: status === "active" ? BotStatus.ACTIVE : BotStatus.REMOVED,
        title: chat.title,
        addedByTelegramUserId: status === "active" && !by.is_bot ? BigInt(by.id) : undefined,
        // A group created by this call starts in the language of the app of whoever added the bot.
        addedByLanguageCode: status === "active" && !by.is_bot ? by.language_code : undefined,
        memberCount,
      }),
    );
    this.deps.logger.info({ group_id: chat.id, status, created: res.created }, status === "active" ? "bot added to a group" : "bot removed from a group");
    this.deps.settings.forget(chat.id);
    this.deps.exempt.forget(chat.id);
    if (status === "active") {
      if (botIsAdmin) await this.deps.admins.refresh(chat.id);
    } else {
      this.deps.admins.forget(chat.id);
    }
  }
}
