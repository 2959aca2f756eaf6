import { addToGroupUrl, BOT_LANGUAGES, languageOfAdder } from "@warden/contract";
import { BoundedCache } from "@warden/server";
import type { Logger, prom } from "@warden/telemetry";
import { Pace } from "../telegram/action-queue.js";
import type { BotApi } from "../telegram/client.js";
import type { BotCommandScope, Chat, InlineKeyboardButton, User } from "../telegram/types.js";
import type { PrivateCommand } from "../updates.js";
import type { UserLanguages } from "../user-languages.js";
import type { Outbox } from "./outbox.js";
import { type MenuCommand, texts } from "./texts.js";

/** A user is welcomed at most once in this long: a user repeating `/start` spends the bot's sending budget on nobody else's behalf. */
export const WELCOME_EVERY_MS = 30_000;

/**
 * Welcomes sent per second at most, across all users: a flood of /start from many accounts takes at most this much of
 * the bot's sendMessage budget (TELEGRAM_MESSAGES_PER_SECOND, 30), the rest staying for the groups' notices.
 */
export const WELCOMES_PER_SECOND = 5;

/** Users whose last welcome is remembered (the least recently welcomed forgotten first). */
const WELCOMED_MAX = 10_000;

/**
 * The bot's answer in a private chat: `/start` (the first thing a new owner does, and what lets the bot write to them
 * at all: Telegram refuses a bot's private message to a user who never started it) and `/help` get what Warden does,
 * the button that adds it to a group with the rights it needs, and the dashboard's, in the user's language (their
 * app's, as a group added by them starts in). At most one welcome per user in WELCOME_EVERY_MS, and WELCOMES_PER_SECOND
 * across users; other private messages get nothing.
 */
export class Welcome {
  private readonly welcomed: BoundedCache<number, true>;
  private readonly pace = new Pace(WELCOMES_PER_SECOND, 1_000);

  constructor(
    private readonly deps: {
      outbox: Outbox;
      logger: Logger;
      /** The bot's username (getMe); without one there is no link to add it. */
      botUsername?: string;
      /** The owner dashboard's address; without one the welcome has no dashboard button. */
      dashboardUrl?: string;
      /** Where the user's language is kept, for the notices the bot sends them later. */
      languages?: Pick<UserLanguages, "remember">;
      /** Welcomes by outcome (sent, repeated, busy). */
      outcomes?: prom.Counter<"outcome">;
      now?: () => number;
    },
  ) {
    this.welcomed = new BoundedCache({ maxEntries: WELCOMED_MAX, ttlMs: WELCOME_EVERY_MS, now: deps.now });
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  async onCommand(chat: Chat, from: User, command: PrivateCommand): Promise<void> {
    this.deps.languages?.remember(from.id, from.language_code);
    if (this.welcomed.has(from.id)) return void this.deps.outcomes?.inc({ outcome: "repeated" });
    if (!this.pace.tryReserve(this.now())) return void this.deps.outcomes?.inc({ outcome: "busy" });
    this.welcomed.set(from.id, true);
    this.deps.outcomes?.inc({ outcome: "sent" });
    const t = texts(languageOfAdder(from.language_code));
    const buttons: InlineKeyboardButton[][] = [];
    if (this.deps.botUsername) buttons.push([{ text: t.welcomeButtons.addToGroup, url: addToGroupUrl(this.deps.botUsername) }]);
    if (this.deps.dashboardUrl) buttons.push([{ text: t.welcomeButtons.dashboard, url: this.deps.dashboardUrl }]);
    const sent = await this.deps.outbox.enqueue(chat.id, "sendMessage", {
      chat_id: chat.id,
      text: t.welcome({ dashboard: this.deps.dashboardUrl !== undefined }),
      link_preview_options: { is_disabled: true },
      ...(buttons.length > 0 ? { reply_markup: { inline_keyboard: buttons } } : {}),
    });
    if (!sent.ok) this.deps.logger.warn({ err: sent.error.message, command }, "welcome not sent");
  }
}

/** Where each command shows: the welcome's in private chats, `/report` to every member, the moderation commands to administrators. */
const MENUS: readonly { scope: BotCommandScope["type"]; commands: readonly MenuCommand[] }[] = [
  { scope: "all_private_chats", commands: ["start", "help"] },
  { scope: "all_group_chats", commands: ["report"] },
  { scope: "all_chat_administrators", commands: ["report", "spam", "ham"] },
];

/**
 * Sets the command menu the Telegram apps show when a user types "/", in each of the bot's languages (the default
 * language for every app without its own menu, then each other language by its code). Calls made once at start-up,
 * the same from every replica; a refused call is logged and the menu left as it was (the commands work without it).
 */
export async function setCommandMenu(api: Pick<BotApi, "call">, logger: Logger): Promise<void> {
  for (const language of BOT_LANGUAGES) {
    const t = texts(language);
    for (const menu of MENUS) {
      try {
        await api.call("setMyCommands", {
          commands: menu.commands.map((command) => ({ command, description: t.commands[command] })),
          scope: { type: menu.scope },
          ...(language === BOT_LANGUAGES[0] ? {} : { language_code: language }),
        });
      } catch (err) {
        logger.warn({ err: (err as Error).message, scope: menu.scope, language }, "command menu not set");
      }
    }
  }
}
