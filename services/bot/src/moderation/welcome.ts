import { addToGroupUrl, BOT_LANGUAGES, languageCodesOf, languageOfAdder } from "@warden/contract";
import { BoundedCache } from "@warden/server";
import type { Logger, prom } from "@warden/telemetry";
import { Pace } from "../telegram/action-queue.js";
import { type BotApi, TelegramApiError } from "../telegram/client.js";
import type { BotCommandScope, Chat, InlineKeyboardButton, User } from "../telegram/types.js";
import { PRIVATE_COMMANDS, type PrivateCommand } from "../updates.js";
import type { UserLanguages } from "../user-languages.js";
import type { Outbox } from "./outbox.js";
import { type MenuCommand, texts } from "./texts.js";

/** A user is welcomed at most once in this long: a user repeating `/start` spends the bot's sending budget on nobody else's behalf. */
export const WELCOME_EVERY_MS = 30_000;

/**
 * Welcomes sent per second at most, across all users, by default: a flood of /start from many accounts takes at most
 * a sixth of the bot's sendMessage budget (TELEGRAM_MESSAGES_PER_SECOND, 30; see welcomesPerSecond), the rest staying
 * for the groups' notices.
 */
export const WELCOMES_PER_SECOND = 5;

/** The welcomes a second for a sendMessage budget of `messagesPerSecond`: a sixth of it, at least one. */
export const welcomesPerSecond = (messagesPerSecond: number): number => Math.max(1, Math.floor(messagesPerSecond / 6));

/** Users whose last welcome is remembered (the least recently welcomed forgotten first). */
const WELCOMED_MAX = 10_000;

/**
 * The bot's answer in a private chat: `/start` (the first thing a new owner does, and what lets the bot write to them
 * at all: Telegram refuses a bot's private message to a user who never started it) and `/help` get what Warden does,
 * the button that adds it to a group with the rights it needs, and the dashboard's, in the user's language (their
 * app's, as a group added by them starts in). Each command of a user is answered at most once in WELCOME_EVERY_MS,
 * and `perSecond` welcomes across users; other private messages get nothing.
 */
export class Welcome {
  /** Who was welcomed, by user and command (a /help right after /start is answered). */
  private readonly welcomed: BoundedCache<string, true>;
  private readonly pace: Pace;

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
      /** Welcomes a second across users (default WELCOMES_PER_SECOND). */
      perSecond?: number;
      now?: () => number;
    },
  ) {
    this.welcomed = new BoundedCache({ maxEntries: WELCOMED_MAX, ttlMs: WELCOME_EVERY_MS, now: deps.now });
    this.pace = new Pace(deps.perSecond ?? WELCOMES_PER_SECOND, 1_000);
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  async onCommand(chat: Chat, from: User, command: PrivateCommand): Promise<void> {
    this.deps.languages?.remember(from.id, from.language_code);
    const key = `${from.id}:${command}`;
    if (this.welcomed.has(key)) return void this.deps.outcomes?.inc({ outcome: "repeated" });
    if (!this.pace.tryReserve(this.now())) return void this.deps.outcomes?.inc({ outcome: "busy" });
    this.welcomed.set(key, true);
    this.deps.outcomes?.inc({ outcome: "sent" });
    const t = texts(languageOfAdder(from.language_code));
    const send = (dashboard: string | undefined) => {
      const buttons: InlineKeyboardButton[][] = [];
      if (this.deps.botUsername) buttons.push([{ text: t.welcomeButtons.addToGroup, url: addToGroupUrl(this.deps.botUsername) }]);
      if (dashboard) buttons.push([{ text: t.welcomeButtons.dashboard, url: dashboard }]);
      return this.deps.outbox.enqueue(chat.id, "sendMessage", {
        chat_id: chat.id,
        text: t.welcome({ dashboard: dashboard !== undefined }),
        link_preview_options: { is_disabled: true },
        ...(buttons.length > 0 ? { reply_markup: { inline_keyboard: buttons } } : {}),
      });
    };
    let sent = await send(this.deps.dashboardUrl);
    // A dashboard address Telegram refuses as a button (BUTTON_URL_INVALID: a local or internal host, as `make up`'s
    // http://127.0.0.1:8080) must not cost the welcome: sent again without it, the refusal logged for the operator.
    if (!sent.ok && this.deps.dashboardUrl && isRefusal(sent.error)) {
      this.deps.logger.warn({ err: sent.error.message }, "welcome refused with the dashboard button (DASHBOARD_PUBLIC_URL); sent without it");
      sent = await send(undefined);
    }
    if (!sent.ok) this.deps.logger.warn({ err: sent.error.message, command }, "welcome not sent");
  }
}

/** Telegram's 400: the call as made will never be taken (a bad button, a bad chat), as opposed to a moment's failure. */
const isRefusal = (err: Error) => err instanceof TelegramApiError && err.code === 400;

/** Where each command shows: the welcome's in private chats, `/report` to every member, the moderation commands to administrators. */
const MENUS: readonly { scope: BotCommandScope["type"]; commands: readonly MenuCommand[] }[] = [
  { scope: "all_private_chats", commands: PRIVATE_COMMANDS },
  { scope: "all_group_chats", commands: ["report"] },
  { scope: "all_chat_administrators", commands: ["report", "spam", "ham"] },
];

/**
 * Sets the command menu the Telegram apps show when a user types "/", in each of the bot's languages (the default
 * language for every app without its own menu, then each other language for each code it is spoken to: Russian for
 * ru, be and kk apps, as the welcome). Calls made once at start-up,
 * the same from every replica; a refused call is logged and the menu left as it was (the commands work without it).
 */
export async function setCommandMenu(api: Pick<BotApi, "call">, logger: Logger): Promise<void> {
  for (const language of BOT_LANGUAGES) {
    const t = texts(language);
    // The default language's menu for every app without one of its own; another's for each code it is spoken to.
    const codes = language === BOT_LANGUAGES[0] ? [undefined] : languageCodesOf(language);
    for (const code of codes)
      for (const menu of MENUS) {
        try {
          await api.call("setMyCommands", {
            commands: menu.commands.map((command) => ({ command, description: t.commands[command] })),
            scope: { type: menu.scope },
            ...(code === undefined ? {} : { language_code: code }),
          });
        } catch (err) {
          logger.warn({ err: (err as Error).message, scope: menu.scope, language_code: code }, "command menu not set");
        }
      }
  }
}
