/**
 * What a group owner is told about adding the bot, declared once for the bot's own answers and the dashboard.
 * Imported by the dashboard's browser bundle too (`@warden/contract/bot`): no dependency.
 */
import type { BotLanguage } from "./catalog.js";

/**
 * The administrator rights the bot needs in a group, as Telegram's add-to-group links name them: deleting spam
 * (`delete_messages`) and banning or muting its senders (`restrict_members`, "Ban users" in the apps).
 */
export const BOT_ADMIN_RIGHTS = ["delete_messages", "restrict_members"] as const;

/** The rights BOT_ADMIN_RIGHTS as the Telegram apps name them, quoted, in each language Warden speaks. */
export const BOT_RIGHT_NAMES: Readonly<Record<BotLanguage, Readonly<{ delete: string; restrict: string }>>> = Object.freeze({
  en: { delete: "“Delete messages”", restrict: "“Ban users”" },
  ru: { delete: "«Удаление сообщений»", restrict: "«Блокировка пользователей»" },
});

/**
 * The t.me link that adds the bot to a group the user picks, as an administrator with BOT_ADMIN_RIGHTS (the app shows
 * the rights for the user to confirm; for a group the bot is already in, it adds them to the bot's rights).
 */
export function addToGroupUrl(botUsername: string): string {
  return `https://t.me/${encodeURIComponent(botUsername)}?startgroup=warden&admin=${BOT_ADMIN_RIGHTS.join("+")}`;
}
