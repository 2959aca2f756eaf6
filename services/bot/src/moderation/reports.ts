import { ConnectError, type Client } from "@connectrpc/connect";
import { ReportLabel, ReportSource, type GroupsConfigService } from "@warden/proto";
import type { AdminCommand } from "../admin-commands.js";
import { chatEvent, eventId, type EventSink } from "../events.js";
import type { Chat, Message } from "../telegram/types.js";
import { judgedText, messageSender, replyTarget, type Exemption, type MessageSender } from "../updates.js";
import type { MemberActionDeps } from "./enforcement.js";
import type { AdminRights } from "./group-admins.js";
import { refusalText, sendNotice, topicOf, type Refused } from "./notices.js";
import type { Outbox } from "./outbox.js";
import type { BotLanguage } from "./texts.js";
import { withRetries } from "./transient.js";

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
      /** Where the correction goes to the journal too (a chat event of kind report). */
      events: EventSink;
      now: () => number;
      /** Why a sender is never moderated (anonymous administrators, the linked channel), if it is not. */
      exemption: (chat: Chat, sender: MessageSender) => Promise<Exemption | undefined>;
      /** Replies in the group (what an administrator's rights did not allow). */
      outbox: Outbox;
      /** Deletes what goes with a message just deleted, as a verdict's deletion does: the rest of its album (one post). */
      deleteAlong: (chat: Chat, message: Message) => Promise<void>;
    },
  ) {}

  /**
   * `/spam` in reply: the replied message is deleted (an album whole), its sender banned (never an administrator,
   * an anonymous administrator or the group's linked channel), and it is reported as spam for this
   * group; `/ham` in reply reports it as not spam. The administrator's `rights` in the group bound
   * what is done: a deletion needs can_delete_messages, a ban can_restrict_members; what they lack
   * is not done, and a reply to the command says so, in the group's language (`language`: asked only for that reply;
   * the report, which needs no right, is stored).
   */
  async onCommand(chat: Chat, command: Message, kind: AdminCommand, rights: AdminRights, language: () => Promise<BotLanguage>): Promise<void> {
    const target = replyTarget(command)!;
    const text = judgedText(target);
    const sender = messageSender(target);
    // A user, or the group itself for one of its anonymous administrators (Telegram does not say which: no reporter then).
    const by = messageSender(command);
    const reporter = by?.kind === "user" ? by.id : undefined;
    const refused: Refused[] = [];
    if (kind === "spam") {
      const work: Promise<unknown>[] = [];
      // An album is one post: the rest of it goes too (the ban's revoke_messages would not take a channel's, nor anything without the right to ban).
      if (rights.delete)
        work.push(
          this.deps.enforcement
            .deleteMessage(chat.id, target.message_id, { sentAt: target.date })
            .then((o) => (o.ok ? this.deps.deleteAlong(chat, target) : undefined)),
        );
      else refused.push("delete");
      const targetIsAdmin =
        !sender || (sender.kind === "user" ? await this.deps.isAdmin(chat.id, sender.id) : (await this.deps.exemption(chat, sender)) !== undefined);
      if (sender && !targetIsAdmin) {
        if (rights.restrict) work.push(this.deps.enforcement.banOnCommand(chat, target, sender, command.from!, text));
        else refused.push("ban");
      }
      await Promise.all(work);
    }
    // Reported to the engine when it has text; the journal is told in any case (a decision on behaviour alone too).
    const label = kind === "spam" ? ReportLabel.SPAM : ReportLabel.HAM;
    await this.report(chat.id, target.message_id, text, label, sender?.kind === "user" ? sender.id : undefined, reporter);
    if (refused.length > 0) {
      const what = refusalText(refused, reporter === undefined, text !== undefined, await language());
      sendNotice(this.deps.outbox, this.deps.logger, chat, what, { threadId: topicOf(command), replyTo: command.message_id });
    }
  }

  /**
   * An administrator's correction of message `messageId` of the group. With text, a report stored for the engine, keyed
   * by the message (a second report of the message with the label is the first one, so a call whose answer was lost is
   * made again safely); tried again for a few seconds while groups-config is unavailable, then logged (the admin can
   * repeat the command). Without text (a decision on the message's form alone) there is nothing to teach. Either way,
   * a chat event of kind report tells the journal. `reporter`: the Telegram user who made it; undefined when that is
   * no user (an anonymous administrator, a channel identity).
   */
  async report(
    chatId: number,
    messageId: number,
    text: string | undefined,
    label: ReportLabel,
    userId: number | undefined,
    reporter: number | undefined,
  ): Promise<void> {
    if (text) await this.store(chatId, messageId, text, label, userId, reporter);
    // The journal marks the bot's decisions about the message with the correction (a ham one takes them out of the
    // sender's spam record), whether or not groups-config took the report: the administrator said so either way.
    const date = Math.floor(this.deps.now() / 1000);
    await this.deps.events.chatEvents([
      chatEvent({
        id: eventId("report", chatId, messageId, label, date),
        groupId: chatId,
        kind: "report",
        userId: userId ?? 0,
        messageId,
        date,
        by: "admin",
        reportLabel: label,
      }),
    ]);
  }

  private async store(
    chatId: number,
    messageId: number,
    text: string,
    label: ReportLabel,
    userId: number | undefined,
    reporter: number | undefined,
  ): Promise<void> {
    try {
      await withRetries(() =>
        this.deps.groups.createReport({
          groupId: BigInt(chatId),
          sourceKey: reportSourceKey(chatId, messageId, label),
          userId: userId === undefined ? undefined : BigInt(userId),
          label,
          text,
          source: ReportSource.BOT,
          reporterTelegramUserId: reporter === undefined ? undefined : BigInt(reporter),
        }),
      );
    } catch (err) {
      this.deps.logger.warn({ group_id: chatId, err: ConnectError.from(err).message }, "could not store a moderator report");
    }
  }
}
