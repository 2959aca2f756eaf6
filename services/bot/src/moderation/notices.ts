import { Action, type CheckResponse, type Settings } from "@warden/proto";
import type { Logger } from "@warden/telemetry";
import type { ActionOutcome } from "../telegram/action-queue.js";
import { TelegramApiError } from "../telegram/client.js";
import type { Chat, Message, Methods } from "../telegram/types.js";
import type { MessageSender } from "../updates.js";
import type { Outbox } from "./outbox.js";
import { languageOf, texts, type BotLanguage, type NoticeSanction, type Refused, type SanctionUnavailable } from "./texts.js";

export const displayName = (u: { username?: string; first_name?: string; title?: string; id: number }) =>
  u.username ? `@${u.username}` : (u.first_name ?? u.title ?? String(u.id));

/** How a notice names a message's sender: @username, else the first name or the channel's title. */
export function senderName(m: Message, sender: MessageSender): string {
  return sender.kind === "channel"
    ? displayName({ id: sender.id, username: sender.username, title: m.sender_chat?.title })
    : displayName(m.from ?? { id: sender.id });
}

/**
 * The notice a group with notify_admins gets of a spam message the bot acted on, in the group's language; `dryRun`: of
 * what it would have done (`taken` then the action it would have taken).
 */
export function noticeText(
  m: Message,
  sender: MessageSender,
  taken: Action,
  check: Pick<CheckResponse, "matchedRules">,
  settings: Pick<Settings, "muteMinutes" | "language">,
  /** The mute was the soft_ban mode's restriction in place of a ban. */
  softBan = false,
  /** The message is gone; false for a sanction whose message Telegram would not delete (gone already, or too old). */
  removed = true,
  dryRun = false,
  /** A sanction the group's type did not allow (a basic group restricts nobody): left out, or replaced by a ban. */
  unavailable?: SanctionUnavailable,
  /** A mute's end kept from the sender's earlier restriction, later than mute_minutes (0: none): the notice says it. */
  keptUntil?: number,
): string {
  const sanction: NoticeSanction =
    taken === Action.DELETE_AND_BAN
      ? { kind: "ban" }
      : taken === Action.DELETE_AND_MUTE
        ? softBan
          ? { kind: "soft_ban" }
          : { kind: "mute", minutes: settings.muteMinutes, ...(keptUntil === undefined ? {} : { until: keptUntil }) }
        : { kind: "none" };
  return texts(languageOf(settings)).spamNotice({ who: senderName(m, sender), sanction, rules: check.matchedRules, removed, dryRun, unavailable });
}

/** The report of an account that reacts to a group's messages but never writes (reaction_spam). */
export function reactionNoticeText(user: { username?: string; first_name?: string; id: number }, reactions: number, language: BotLanguage): string {
  return texts(language).reactionNotice({ name: displayName(user), id: user.id, reactions });
}

export function banListNoticeText(
  user: { username?: string; first_name?: string; id: number },
  soft: boolean,
  language: BotLanguage,
  unavailable?: SanctionUnavailable,
): string {
  return texts(language).banListNotice({ name: displayName(user), id: user.id, soft, unavailable });
}

/**
 * The forum topic a message was posted in (its message_thread_id when it is a topic message), for
 * what the bot posts about it: without it a message lands in the General topic. Pure.
 */
export function topicOf(m: Pick<Message, "message_thread_id" | "is_topic_message">): number | undefined {
  return m.is_topic_message === true && typeof m.message_thread_id === "number" ? m.message_thread_id : undefined;
}

export type { Refused } from "./texts.js";

/**
 * The reply to an administrator's `/spam` or `/report` of which part was not done for lack of a
 * right; `anonymous`: sent on behalf of the group (one of its anonymous administrators). Pure.
 */
export function refusalText(refused: readonly Refused[], anonymous: boolean, reported: boolean, language: BotLanguage): string {
  return texts(language).refusal({ refused, anonymous, reported });
}

/** Telegram's refusal of a post into a forum topic that is closed (TOPIC_CLOSED) or gone (deleted: "message thread not found"). */
function isTopicUnavailable(err: Error): boolean {
  return err instanceof TelegramApiError && err.code === 400 && /TOPIC_CLOSED|TOPIC_DELETED|message thread not found/i.test(err.description);
}

/**
 * Posts a message (text or photo) in a group, in the forum topic its `message_thread_id` names; when Telegram refuses
 * that topic (closed since, or deleted: only its administrators may post in a closed topic), in the General topic
 * instead, not as a reply (a reply goes to the topic of the message it replies to), so the group still sees it.
 */
export async function postInTopic<M extends "sendMessage" | "sendPhoto">(
  outbox: Outbox,
  chatId: number,
  method: M,
  params: Methods[M]["params"],
): Promise<ActionOutcome<M>> {
  const o = await outbox.enqueue(chatId, method, params);
  if (o.ok || params.message_thread_id === undefined || !isTopicUnavailable(o.error)) return o;
  const { message_thread_id: _topic, ...rest } = params;
  const { reply_parameters: _reply, ...general } = rest as typeof rest & { reply_parameters?: unknown };
  return outbox.enqueue(chatId, method, general as Methods[M]["params"]);
}

/**
 * Posts a notice in the group itself without waiting for it (it never delays the update); a refusal is logged.
 * `threadId`: the forum topic it is about (General without it, or when that topic is closed or gone); `replyTo`: the
 * message it answers.
 */
export function sendNotice(outbox: Outbox, logger: Logger, chat: Chat, text: string, where: { threadId?: number; replyTo?: number } = {}): void {
  void postInTopic(outbox, chat.id, "sendMessage", {
    chat_id: chat.id,
    text,
    disable_notification: true,
    ...(where.threadId === undefined ? {} : { message_thread_id: where.threadId }),
    ...(where.replyTo === undefined ? {} : { reply_parameters: { message_id: where.replyTo, allow_sending_without_reply: true } }),
  }).then((o) => {
    if (!o.ok) logger.warn({ group_id: chat.id, err: o.error.message }, "group notice not sent");
  });
}
