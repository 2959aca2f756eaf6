import { type BotLanguage, languageOfTags, spokenLanguage } from "@warden/contract";
import { RU_ERROR_TEXTS } from "@warden/contract/dashboard";

/**
 * The language of the dashboard's pages the server makes or fills in itself (the login link's page,
 * the Telegram confirmation, a failed sign-in): the owner's choice (the cookie the pages' language
 * switch sets, web/i18n.ts), else the first language of `Accept-Language` the dashboard speaks (ru,
 * and be and kk as Russian, or en), else English — the rule the pages' script applies to
 * navigator.languages. The words, in English and Russian; the pages' own table is web/i18n.ts.
 */

export type PageLanguage = BotLanguage;

/** The owner's choice (DASHBOARD_LANGUAGE_COOKIE, which web/i18n-dom.ts sets), else the browser's (languageOfTags). */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  // Browsers list their languages most wanted first; a q=0 one is refused.
  const tags = (acceptLanguage ?? "").split(",").flatMap((item) => {
    const [tag = "", ...params] = item.split(";").map((s) => s.trim());
    return params.some((p) => /^q=0(\.0*)?$/i.test(p)) ? [] : [tag];
  });
  return spokenLanguage(cookie) ?? languageOfTags(tags);
}

/** The words of the pages index.ts makes (names, ids and links are inserted escaped by the caller). */
export interface PageTexts {
  appTitle: string;
  signIn: string;
  signInFailed: string;
  confirmAccount: (who: string) => string;
  telegramUserId: (id: number) => string;
  notYours: (backLink: string) => string;
  backToSignIn: string;
  /** The same link in the middle of a sentence. */
  backInSentence: string;
  ourSide: (backLink: string) => string;
  startAgain: (backLink: string) => string;
  errorLine: (code: string, requestId: string) => string;
  /** A sign-in failure's own words by its code; the API's (English) message for a code without them. */
  failure: (code: string, message: string) => string;
}

const EN: PageTexts = {
  appTitle: "Warden dashboard",
  signIn: "Sign in",
  signInFailed: "Sign-in failed",
  confirmAccount: (who) => `Sign in to Warden as ${who}?`,
  telegramUserId: (id) => `Telegram user id ${id}.`,
  notYours: (back) => `Not your Telegram account, or you did not just sign in with Telegram? Close this page: nothing happens until you press Sign in. ${back}`,
  backToSignIn: "Back to sign-in",
  backInSentence: "back to sign-in",
  ourSide: (back) => `This is on our side, not yours. Try again in a minute: ${back}.`,
  startAgain: (back) => `Start again from the sign-in page: ${back}.`,
  errorLine: (code, requestId) => `Error ${code}, request id ${requestId}.`,
  failure: (_code, message) => message,
};

/** A sign-in failure's Russian: the dashboard's words for its code (RU_ERROR_TEXTS), or a sign-in's own. */
const RU_FAILURES: Record<string, string> = {
  ...RU_ERROR_TEXTS,
  not_implemented: "Вход через Telegram здесь не настроен; попросите у оператора ссылку для входа.",
  validation_failed: "Данные входа не прошли проверку.",
  rate_limit_exceeded: "Слишком много попыток; подождите минуту и попробуйте снова.",
};

const RU: PageTexts = {
  appTitle: "Панель Warden",
  signIn: "Войти",
  signInFailed: "Войти не удалось",
  confirmAccount: (who) => `Войти в Warden как ${who}?`,
  telegramUserId: (id) => `ID пользователя Telegram: ${id}.`,
  notYours: (back) =>
    `Это не ваш аккаунт Telegram или вы сейчас не входили через Telegram? Закройте страницу: пока вы не нажмёте «Войти», ничего не произойдёт. ${back}`,
  backToSignIn: "Назад ко входу",
  backInSentence: "вернуться ко входу",
  ourSide: (back) => `Ошибка на нашей стороне, а не на вашей. Попробуйте через минуту: ${back}.`,
  startAgain: (back) => `Начните заново со страницы входа: ${back}.`,
  errorLine: (code, requestId) => `Ошибка ${code}, ID запроса ${requestId}.`,
  failure: (code, message) => (Object.hasOwn(RU_FAILURES, code) ? RU_FAILURES[code]! : message),
};

export const PAGE_TEXTS: Record<PageLanguage, PageTexts> = { en: EN, ru: RU };

/**
 * login-link.html (a page without a script) in Russian: each English text of the file and its
 * Russian. A test checks that every English text is in the file.
 */
export const LOGIN_LINK_RU: readonly (readonly [string, string])[] = [
  ['<html lang="en">', '<html lang="ru">'],
  ["<title>Sign in · Warden dashboard</title>", "<title>Вход · Панель Warden</title>"],
  [
    "This one-time login link signs you in to the Warden dashboard. It works once: signing in uses it up.",
    "По этой одноразовой ссылке вы войдёте в панель Warden. После входа она перестанет действовать.",
  ],
  ['<button type="submit" id="sign-in">Sign in</button>', '<button type="submit" id="sign-in">Войти</button>'],
  [
    "Did not ask for this link? Close the page: nothing happens until you press Sign in.",
    "Не просили эту ссылку? Закройте страницу: пока вы не нажмёте «Войти», ничего не произойдёт.",
  ],
];

/** The login link's page in `lang`. */
export function loginLinkIn(lang: PageLanguage, html: string): string {
  if (lang === "en") return html;
  return LOGIN_LINK_RU.reduce((page, [en, ru]) => page.replace(en, ru), html);
}
