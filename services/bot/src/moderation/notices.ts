import { Action, type CheckResponse, type Settings } from "@warden/proto";
import type { Logger } from "@warden/telemetry";
import type { Chat, Message } from "../telegram/types.js";
import type { MessageSender } from "../updates.js";
import type { Outbox } from "./outbox.js";

const displayName = (u: { username?: string; first_name?: string; title?: string; id: number }) =>
  u.username ? `@${u.username}` : (u.first_name ?? u.title ?? String(u.id));

/** The notice a group with notify_admins gets of a spam message the bot acted on. */
export function noticeText(
  m: Message,
  sender: MessageSender,
  taken: Action,
  check: Pick<CheckResponse, "matchedRules">,
  settings: Pick<Settings, "muteMinutes">,
): string {
  const who =
    sender.kind === "channel"
      ? displayName({ id: sender.id, username: sender.username, title: m.sender_chat?.title })
      : displayName(m.from ?? { id: sender.id });
  const what =
    taken === Action.DELETE_AND_BAN
      ? "deleted a spam message and banned"
      : taken === Action.DELETE_AND_MUTE
        ? `deleted a spam message and muted for ${settings.muteMinutes} min`
        : "deleted a spam message from";
  const rules = check.matchedRules.length > 0 ? ` (${check.matchedRules.join(", ")})` : "";
  return `Warden ${what} ${who}${rules}.`;
}

/** Sends the notice without waiting for it (it never delays the decision); a refusal is logged. */
export function sendNotice(outbox: Outbox, logger: Logger, chat: Chat, text: string): void {
  void outbox.enqueue(chat.id, "sendMessage", { chat_id: chat.id, text, disable_notification: true }).then((o) => {
    if (!o.ok) logger.warn({ group_id: chat.id, err: o.error.message }, "admin notice not sent");
  });
}

/** The report a group gets of an account that reacts to its messages but never writes (reaction_spam). */
export function reactionNoticeText(user: { username?: string; first_name?: string; id: number }, reactions: number): string {
  return `Warden: ${displayName(user)} (id ${user.id}) reacted to ${reactions} messages here without ever writing: possible reaction spam. Admins may want to check the account.`;
}
