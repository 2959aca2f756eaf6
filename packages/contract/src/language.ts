/**
 * The languages Warden speaks to people (the bot's texts, the dashboard), and the one rule that picks one for a
 * person from what their apps say. No dependency beyond the catalog: imported by the dashboard's browser bundle too
 * (`@warden/contract/language`).
 */
import { BOT_LANGUAGES, type BotLanguage } from "./catalog.js";

/** Each language by its own name (the dashboard's language switch, the `language` setting's options). */
export const LANGUAGE_NAMES: Readonly<Record<BotLanguage, string>> = Object.freeze({ en: "English", ru: "Русский" });

/** The cookie that carries the dashboard language an owner chose, for the pages the gateway makes itself. */
export const DASHBOARD_LANGUAGE_COOKIE = "warden_lang";

/**
 * The primary language subtags Warden speaks Russian to: Russian, and Belarusian and Kazakh (their speakers mostly
 * read Russian, which Warden speaks, and their own language it does not).
 */
export const RUSSIAN_READERS = ["ru", "be", "kk"] as const;

/** The language codes (primary subtags) Warden speaks `language` to, beside the default for every other one. */
export function languageCodesOf(language: BotLanguage): readonly string[] {
  return language === "ru" ? RUSSIAN_READERS : [language];
}

/** `value` if it is a language Warden speaks. */
export function spokenLanguage(value: string | null | undefined): BotLanguage | undefined {
  return (BOT_LANGUAGES as readonly (string | null | undefined)[]).includes(value) ? (value as BotLanguage) : undefined;
}

/**
 * The language for someone whose apps prefer `tags` (IETF language tags, the most wanted first: a browser's
 * navigator.languages or Accept-Language, a Telegram user's `language_code`): the first whose primary subtag is one of
 * RUSSIAN_READERS (Russian) or `en`; else the default (English).
 */
export function languageOfTags(tags: readonly string[]): BotLanguage {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if ((RUSSIAN_READERS as readonly (string | undefined)[]).includes(primary)) return "ru";
    if (primary === "en") return "en";
  }
  return BOT_LANGUAGES[0];
}

/**
 * The language a Telegram user is spoken to in, from their app's `language_code` (a group the bot is added to by them
 * starts in it; the bot's welcome in a private chat is in it).
 */
export function languageOfAdder(languageCode: string | undefined): BotLanguage {
  return languageOfTags(languageCode ? [languageCode] : []);
}

const RU_PLURALS = new Intl.PluralRules("ru");

/** The Russian form of a word for the count `n`: 1, 21 one; 2-4, 22 few; 0, 5-20, 11 many. */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const category = RU_PLURALS.select(n);
  return category === "one" ? one : category === "few" ? few : many;
}
