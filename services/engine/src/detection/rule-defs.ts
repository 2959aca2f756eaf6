/**
 * The built-in rules' types, the categories that are not kinds of spam, and the alternatives shared by many phrases
 * (rules.ts, which documents the pattern syntax, assembles the rules from rules-part-1.ts and rules-part-2.ts and
 * re-exports the types and categories; the shared alternatives are for the two parts only).
 */
export type RuleLang = "ru" | "uk" | "uz" | "kk" | "ky" | "en" | "zh" | "id" | "tr" | "ms" | "vi" | "pt" | "es" | "de" | "fr" | "any";

export type Metric =
  /** number of links */
  | "links"
  /** number of @mentions */
  | "mentions"
  /** emoji count above settings.max_emojis (min = how far above) */
  | "emojiOverMax"
  /** percent of capitals among cased letters, with at least 20 cased letters */
  | "capsPercent"
  /** words whose scripts were mixed (homoglyphs) */
  | "mixedWords"
  /** obfuscation score from the normaliser */
  | "obfuscation"
  /** links to URL shorteners */
  | "shortenerLinks"
  /** Telegram invite links (t.me/+..., joinchat) */
  | "inviteLinks"
  /** an invite link with next to no text around it (1 when so, else 0) */
  | "bareInvite"
  /** links with a referral or invitation parameter (ref=, invcode=, a Telegram bot's ?start= payload) */
  | "referralLinks"
  /** a message that is links and next to no text (1 when so, else 0) */
  | "bareLink"
  /** a message that is a Telegram link (channel, bot, invite; not a link to a chat's message) and next to no text */
  | "bareTelegram"
  /** links to a Telegram channel, user or bot (not to one message of a chat); 0 when the text has an invite link */
  | "telegramLinks";

export interface BuiltinRule {
  name: string;
  category: string;
  weight: number;
  /** languages the patterns cover */
  lang: RuleLang[];
  description: string;
  /** phrase patterns by language */
  patterns?: Partial<Record<RuleLang, string[]>>;
  /** fixed, linear-time JS regexes on the normalised text */
  regex?: string[];
  /**
   * the name of an earlier phrase or regex rule (in this list) that every match of `regex` also fires: the regexes are
   * run only when it fired, so a narrower form of a kind costs a long text nothing when the kind is absent
   */
  refines?: string;
  /** structural condition: fires when metric >= min */
  metric?: { name: Metric; min: number };
}

export const URL_SHORTENERS: readonly string[] = [
  "bit.ly",
  "bitly.com",
  "tinyurl.com",
  "goo.gl",
  "ow.ly",
  "is.gd",
  "v.gd",
  "cutt.ly",
  "rb.gy",
  "shorturl.at",
  "tiny.cc",
  "rebrand.ly",
  "t.co",
  "s.id",
  "clck.ru",
  "u.to",
  "vk.cc",
  "link.gy",
  "urlz.fr",
  "surl.li",
  "shorturl.asia",
  "bl.ink",
  "buff.ly",
  "lnkd.in",
  "qps.ru",
  "tiny.one",
  "shrtco.de",
  "y2u.be",
  "linktr.ee",
  "taplink.cc",
  "page.link",
  "gg.gg",
  "t.ly",
  "soo.gd",
  "short.gy",
  "tr.ee",
  "bom.so",
  "inlnk.ru",
  "to.click",
  "cli.re",
  "l.linklyhq.com",
  "hyperurl.co",
  // share and deep-link redirectors of shops and apps (a referral or affiliate page behind a short code)
  "vm.tiktok.com",
  "vt.tiktok.com",
  "link.dolap.com",
  "shope.ee",
  "tokopedia.link",
  "s.lazada.vn",
  "s.lazada.co.id",
  "s.lazada.com.my",
  "s.lazada.com.ph",
  "s.lazada.co.th",
  "s.lazada.sg",
  "app.link",
  "onelink.me",
  "fkrt.it",
];

/**
 * Alternatives shared by many phrases, written once: the Russian call to write in private, and what follows an English
 * offer (the call, a sum, "from home", a guarantee). A phrase that needs one after its words takes it as a step
 * ("нужны деньги ~2 ${CALL_RU}|есть|помогу"), so that a member's "Нужны деньги на ремонт" does not fire.
 */
export const CALL_RU = "пиши*|пишите|напиши*|напишите|лс|личку|личные";

/**
 * The slots of a day-labour post, written once per language (the twenty-third session's slot pass): who is wanted,
 * the pay, and when or how it is paid. A phrase joins slots ("нужны люди ... оплата сегодня") instead of naming one
 * wording of them, so that another writer's choice within a slot still reads.
 */
export const NEED_RU = "нужны|нужен|нужна|требуются|требуется|ищу|ищем|набираю|набираем";
export const PEOPLE_RU =
  "люди|людей|человек|человека|ребята|ребят|парни|парней|парня|девушки|девушек|мужчины|мужчин|руки|помощник*|помощниц*|грузчик*|разнорабоч*|работник*|двое|двоих|трое|троих";
export const PAY_RU = "оплата|оплату|оплачиваем|оплачу|платим|плачу|заплачу|расчет|расчёт|выплата|выплаты|зп|деньги";
export const WHEN_RU = "сразу|сегодня|ежедневно|наличкой|наличными|налом|нал|вечером|утром|каждому|наличка";
export const NEED_UK = "потрібні|потрібен|потрібна|шукаю|шукаємо|набираю|набираємо";
export const PEOPLE_UK = "люди|людей|людина|хлопці|хлопців|дівчата|чоловіки|вантажники|вантажників|помічник*|помічниц*|працівник*|двоє|троє";
export const PAY_UK = "оплата|оплату|платимо|плачу|заплачу|розрахунок|виплата|гроші";
export const WHEN_UK = "одразу|відразу|сьогодні|щодня|готівкою|готівка|кожному|увечері|ввечері";
export const OFFER_EN = "dm|dms|message|inbox|whatsapp|telegram|#n|daily|weekly|home|interested|guaranteed";

/**
 * The earnings regexes' "not a price" lookbehind, written once for both (the sum's first character is `sum`: the
 * currency sign, or a digit): a sum right after "за" and a thing ("за VPN 150 рублей"), or within 30 characters after a
 * price word with no other number between ("Room for rent near campus, $600 a month"), is paid by the writer; a sum
 * right after a receipt in the past (PAID_BEFORE) is a fact told, not a promise.
 */
const PRICE_WORDS =
  "аренд[аыу]|стоит|стоимость|цена|подписка|взнос|абонемент|тариф|квартплата|rent|costs?|price|fees?|subscription|membership|tuition|tutor(?:ing)?|lessons?";
/** a sum just after a receipt in the past is a fact, not a promise: "Сын на подработке получил 15 тысяч за месяц" */
const PAID_BEFORE = "получил[аи]?|заплатил[аи]?|платили|дали";
export const priceBefore = (sum: string): string =>
  `(?:^|[\\s,.(])за\\s[а-яa-z]{2,12}[\\s:]{1,2}${sum}|(?:^|[^a-zа-я])(?:${PRICE_WORDS})[^$€£₽\\d\\n]{0,30}${sum}|(?:^|[^a-zа-я])(?:${PAID_BEFORE})\\s${sum}`;

/**
 * The category of a counter-signal: a rule with a negative weight that says the text is *about* spam (a warning that
 * quotes it), not spam. It is not a kind of spam: it counts toward neither several_spam_kinds nor a combination.
 */
export const COUNTER_CATEGORY = "counter";

/**
 * The category of a marker: a rule of weight 0 that says what a text is (a self-introduction), not that it is spam. It
 * counts in a combination (an introduction that goes on to an offer and a call to write), never toward
 * several_spam_kinds, and alone it moves no score.
 */
export const MARKER_CATEGORY = "introduction";

/**
 * The category of a seller's terms (seller_terms: a price, stock, delivery, speed or a guarantee): a marker like
 * MARKER_CATEGORY, never a kind of spam on its own (every sale post has terms); it counts in illicit_with_terms only.
 */
export const TERMS_CATEGORY = "terms";

/** The marker categories: they count in combinations, never toward several_spam_kinds. */
export const MARKER_CATEGORIES: readonly string[] = [MARKER_CATEGORY, TERMS_CATEGORY];
