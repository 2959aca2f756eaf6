import type { Client } from "@connectrpc/connect";
import { addToGroupUrl } from "@warden/contract";
import { BotStatus, type GroupsConfigService } from "@warden/proto";
import type { Logger } from "@warden/telemetry";
import type { BotApi } from "../telegram/client.js";
import type { UpdateWork } from "../updates.js";
import type { UserLanguages } from "../user-languages.js";
import type { ExemptSenders } from "./exempt-senders.js";
import type { AdminRights, GroupAdmins } from "./group-admins.js";
import type { GroupSettings } from "./group-settings.js";
import type { Outbox } from "./outbox.js";
import { languageOf, type Refused, texts } from "./texts.js";
import { withRetries } from "./transient.js";

/** The bot added to, removed from, or given other rights in a group (a my_chat_member update). */
export type BotMembership = Extract<UpdateWork, { type: "bot_membership" }>;

/**
 * The bot itself added to or removed from a group: groups-config is told (a new group is
 * registered, owned by whoever added the bot), and what the bot held of the group is forgotten.
 */
export class Registration {
  constructor(
    private readonly deps: {
      api: Pick<BotApi, "call">;
      /** Where the bot's message to the group goes. */
      outbox: Outbox;
      /** The bot's username (getMe): the button that grants its rights links to it. */
      botUsername?: string;
      /** Where the language of whoever adds the bot is kept (the group's owner: their private notices are in it). */
      languages?: Pick<UserLanguages, "remember">;
      groups: Pick<Client<typeof GroupsConfigService>, "setBotStatus">;
      settings: GroupSettings;
      admins: GroupAdmins;
      exempt: ExemptSenders;
      logger: Logger;
    },
  ) {}

  async onBotMembership(change: BotMembership): Promise<void> {
    const { chat, status, by, botIsAdmin } = change;
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
      if (!by.is_bot) this.deps.languages?.remember(by.id, by.language_code);
      if (botIsAdmin) await this.deps.admins.refresh(chat.id);
      await this.tellGroup(change);
    } else {
      this.deps.admins.forget(chat.id);
    }
  }

  /**
   * Tells the group, in its language, what the bot can do there: once when it is added (again after a removal), and
   * again whenever the rights it lacks (deleting messages, banning) change. Lacking some, it cannot protect the group:
   * it says which are missing (given one of two, it says which is still missing), with the button that grants them;
   * lacking none, that it protects the group now. Other changes (a right it does not need) say nothing.
   */
  private async tellGroup({ chat, rights, rightsBefore }: BotMembership): Promise<void> {
    const missing = lacking(rights);
    if (rightsBefore !== undefined && lacking(rightsBefore).join() === missing.join()) return;
    const t = texts(languageOf(await this.deps.settings.get(chat)));
    const grant = missing.length > 0 && this.deps.botUsername;
    const sent = await this.deps.outbox.enqueue(chat.id, "sendMessage", {
      chat_id: chat.id,
      text: missing.length > 0 ? t.needsRights(missing) : t.protecting,
      link_preview_options: { is_disabled: true },
      ...(grant ? { reply_markup: { inline_keyboard: [[{ text: t.grantRightsButton, url: addToGroupUrl(grant) }]] } } : {}),
    });
    if (!sent.ok) this.deps.logger.warn({ group_id: chat.id, err: sent.error.message }, "could not tell the group what the bot can do there");
  }
}

/** The bot's rights a group's protection needs and `rights` lacks, in the order the texts name them. */
const lacking = (rights: AdminRights): Refused[] => (["delete", "ban"] as const).filter((r) => !(r === "delete" ? rights.delete : rights.restrict));
