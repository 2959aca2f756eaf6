import { ConnectError, type Client } from "@connectrpc/connect";
import { ReportLabel, ReportSource, type GroupsConfigService } from "@warden/proto";
import type { AdminCommand } from "../admin-commands.js";
import type { Chat, Message } from "../telegram/types.js";
import { judgedText, messageSender, replyTarget, type Exemption, type MessageSender } from "../updates.js";
import type { MemberActionDeps } from "./enforcement.js";

/**
 * The idempotency key of the report of one Telegram message with one label (CreateReport's
 * source_key). Telegram redelivers an update the bot did not confirm (a crash after the report
 * was stored): the redelivered update names the same key and groups-config stores the report
 * once. `/spam` and a later `/ham` of one message are two keys, so two reports. Pure.
 */
export function reportSourceKey(chatId: number, messageId: number, label: ReportLabel): string {
  return `tg:${chatId}:${messageId}:${label === ReportLabel.SPAM ? "spam" : "ham"}`;
}

/**
 * Moderator feedback from the group: an administrator's `/spam` and `/ham` replies, and unbans
 * of senders the bot banned, stored as reports for the group (groups-config CreateReport), each
 * keyed by the message it is about (reportSourceKey), so a redelivered update stores nothing new.
 * Reports teach the engine's checks in this group from the next message on.
 */
export class GroupReports {
  constructor(
    private readonly deps: MemberActionDeps & {
      groups: Pick<Client<typeof GroupsConfigService>, "createReport">;
      /** Why a sender is never moderated (anonymous administrators, the linked channel), if it is not. */
      exemption: (chat: Chat, sender: MessageSender) => Promise<Exemption | undefined>;
    },
  ) {}

  /**
   * `/spam` in reply: the replied message is deleted, its sender banned (never an administrator,
   * an anonymous administrator or the group's linked channel),
   * and it is reported as spam for this group; `/ham` in reply reports it as not spam.
   */
  async onCommand(chat: Chat, command: Message, kind: AdminCommand): Promise<void> {
    const target = replyTarget(command)!;
    const text = judgedText(target);
    const sender = messageSender(target);
    const admin = command.from!;
    if (kind === "spam") {
      const work: Promise<unknown>[] = [this.deps.enforcement.deleteMessage(chat.id, target.message_id)];
      const targetIsAdmin =
        !sender || (sender.kind === "user" ? await this.deps.isAdmin(chat.id, sender.id) : (await this.deps.exemption(chat, sender)) !== undefined);
      if (sender && !targetIsAdmin) work.push(this.deps.enforcement.banOnCommand(chat, target, sender, admin, text));
      await Promise.all(work);
    }
    if (!text) return;
    const label = kind === "spam" ? ReportLabel.SPAM : ReportLabel.HAM;
    await this.report(chat.id, target.message_id, text, label, sender?.kind === "user" ? sender.id : undefined, admin.id);
  }

  /**
   * Stores a report of message `messageId` of the group, keyed by it (a second report of the
   * message with the label is the first one); a failure is logged, never retried here (the admin
   * can repeat the command).
   */
  async report(chatId: number, messageId: number, text: string, label: ReportLabel, userId: number | undefined, reporter: number): Promise<void> {
    try {
      await this.deps.groups.createReport({
        groupId: BigInt(chatId),
        sourceKey: reportSourceKey(chatId, messageId, label),
        userId: userId === undefined ? undefined : BigInt(userId),
        label,
        text,
        source: ReportSource.BOT,
        reporterTelegramUserId: BigInt(reporter),
      });
    } catch (err) {
      this.deps.logger.warn({ group_id: chatId, err: ConnectError.from(err).message }, "could not store a moderator report");
    }
  }
}
