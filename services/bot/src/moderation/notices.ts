import { Action, type CheckResponse, type Settings } from "@warden/proto";
import type { Message } from "../telegram/types.js";
import type { MessageSender } from "../updates.js";

export const displayName = (u: { username?: string; first_name?: string; title?: string; id: number }) =>
  u.username ? `@${u.username}` : (u.first_name ?? u.title ?? String(u.id));

/** How a notice names a message's sender: @username, else the first name or the channel's title. */
export function senderName(m: Message, sender: MessageSender): string {
  return sender.kind === "channel"
    ? displayName({ id: sender.id, username: sender.username, title: m.sender_chat?.title })
    : displayName(m.from ?? { id: sender.id });
}

/** The notice a group with notify_admins gets of a spam message the bot acted on. */
export function noticeText(
  m: Message,
  sender: MessageSender,
  taken: Action,
  check: Pick<CheckResponse, "matchedRules">,
  settings: Pick<Settings, "muteMinutes">,
  /** The mute was the soft_ban mode's restriction in place of a ban. */
  softBan = false,
): string {
  const who = senderName(m, sender);
  const what =
    taken === Action.DELETE_AND_BAN
      ? "deleted a spam message and banned"
      : taken === Action.DELETE_AND_MUTE
        ? softBan
          ? "deleted a spam message and restricted (soft ban)"
          : `deleted a spam message and muted for ${settings.muteMinutes} min`
        : "deleted a spam message from";
  const rules = check.matchedRules.length > 0 ? ` (${check.matchedRules.join(", ")})` : "";
  return `Warden ${what} ${who}${rules}.`;
}
