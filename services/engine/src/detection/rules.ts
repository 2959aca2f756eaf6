/**
 * Built-in rules, as data. Every rule has a name, a category, an integer
 * weight (added to the score when it fires) and either text patterns or a
 * structural condition. Patterns run on the NORMALISED text (lower-case,
 * homoglyphs/leetspeak/spacing undone, see normalize/).
 *
 * Phrase pattern syntax (matched on word tokens, linear time, see matcher.ts):
 *   word      the exact token
 *   word*     any token starting with "word"
 *   a|b*|c    alternatives for one token
 *   #n        a number token: digits, or a number written as a word ("пять", "тисяча", "five", "ming": number-words.ts);
 *             a sum typed in groups of three ("40 000") is one number to the step after it
 *   #k        a sum in thousands: 1-4 digits and "к" or "k" ("20к", "5k")
 *   ~N        up to N arbitrary tokens (N = 1..3)
 *
 * `regex` entries are fixed JavaScript regexes on the normalised text; they
 * must stay simple (no nested quantifiers, bounded repeats) so they run in
 * linear time. Each is a scan of the whole text: start it on its rarest literal
 * ("launch", "$", "18") and read what precedes it with a lookbehind, because one
 * that starts with a class or common words ("\b\d", "(?:send|pay)") is tried at
 * most positions of a long text; a regex that must end the text is "$(?<=...)".
 * One whose every match starts with a CJK letter runs only where there are such
 * letters (builtin.ts, startsWithCjk), and one whose every match starts with a
 * literal ("$", "[$€£]", "(?:launch|18)") is tried only where it occurs
 * (leadingLiterals): a regex can lead with its rarest character and pay nothing
 * on a text without it.
 *
 * Patterns are written from what each kind of spam says, not from data lines. Weights were
 * chosen on leave-one-file-out figures: `npm run train -- --search-rules` searches each weight
 * (10..40) against every file scored by a classifier that never saw it (scripts/lib/lofo.ts),
 * and the values it printed are the ones below (docs/model-experiments.md).
 *
 * `|` alternates ONE token: "a b|c" is "a b" or "a c", never "a b" or "c"; a phrase that needs
 * several multi-word alternatives is several patterns.
 *
 * A Russian or Ukrainian prefix of a noun in "-ка" does not read its genitive plural, which puts
 * a vowel before the "к" ("справк*" never reads "справок", "зірк*" never "зірок"): spell it out
 * beside the prefix where the phrase's grammar takes it ("изготовление справок").
 *
 * The text is split into tokens at apostrophes ("you're" is "you re", "don't" is "don t"), so a
 * contraction is written as its tokens; a pattern token with an apostrophe is refused when the
 * rules are compiled (it could never match).
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
const CALL_RU = "пиши*|пишите|напиши*|напишите|лс|личку|личные";
const OFFER_EN = "dm|dms|message|inbox|whatsapp|telegram|#n|daily|weekly|home|interested|guaranteed";

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
const priceBefore = (sum: string): string =>
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

export const BUILTIN_RULES: readonly BuiltinRule[] = [
  {
    name: "earnings_promise",
    category: "earnings",
    weight: 25,
    lang: ["ru", "en", "zh", "de", "uk", "kk", "ky"],
    description: "Promises of easy income / money per day",
    patterns: {
      ru: [
        // "за вечер выходит от 3к" (a sum in thousands; not "выходит от силы два часа сна")
        "за ~1 вечер|день|час|смену ~1 выходит ~2 от|по|до ~1 #n|#k|тысяч*",
        // a monthly sum with "обучение с нуля" or no experience
        "от ~1 #n ~2 в ~1 месяц|день|неделю ~3 обучени*|опыт*|удален*|онлайн",
        // Russian in Latin transliteration ("zarabotok ot 3000 v den")
        "zarabotok|zarabotka|zarabotku|dohod|dokhod ~2 ot|bez|do ~1 #n|vlozheniy|vlozhenii|vlozheniya",
        "#n ~1 v ~1 den|nedelyu|sutki|mesyats|mesyac",
        // property abroad with a return "guaranteed" ("Недвижимость в Дубае с гарантированной доходностью"); a bank's
        // "гарантированная доходность 8% по вкладу" is chat
        "недвижимост* ~3 гарантированн* ~1 доходност*|доход*|прибыл*",
        // the word with the offer's terms after it, not alone: "Заработок у мужа сейчас маленький", "Ищу заработок на
        // лето", "Кто ищет заработок, на бирже труда много вакансий" are chat (25 points each, and a third kind with
        // "вакансий"); leave-one-file-out unchanged, three monalenka lines under "suspicious"
        "заработок|заработка|заработку|заработком|заработки|заработков ~3 от|до|без|#n|#k|пиши*|пишите|лс|личк*|удален*|онлайн|телефон*|дома|легк*|быстр*|ежедневн*|каждый",
        // the common misspelling
        "зароботок|зароботка|зароботку|зароботком|зароботки",
        // one pattern per alternative: "|" alternates one token, so "a|b ~2 c|d ~2 c" would be one long phrase
        "зарабатывай*",
        "зарабатывать ~2 от",
        "зарабатываю ~2 от",
        "зарабатыва* каждый день",
        "зарабатыва* ~2 ежедневно",
        // "I pay / we pay N", an offer that goes on; not the one-off "заплачу N" of a neighbour with a job to be done
        // ("Сварщик нужен на дачу, забор сварить, заплачу 5000", "Нужен электрик на дачу, заплачу 2000, пишите")
        "плачу|платим ~1 #n",
        "оплата хорош*|высок*|достойн*",
        "#n баксов|долларов|длр*|бакс* ~1 в|за час|день|сутки|неделю",
        "начни|начните|начать|начинай*|начинаем ~1 зарабатывать",
        // passive income with its terms, or one's own ("получаю стабильный пассивный доход"); not "Пассивный доход —
        // это сказки, у меня вклад под 16%" (r168) or "Хочу получать пассивный доход, но не знаю как"
        "пассивн* доход* ~3 от|до|#n|#k|пиши*|пишите|лс|личк*|без|каждый|ежедневн*|телефон*|онлайн|крипт*|в|на|с|научу|покажу",
        "получаю|имею ~2 пассивн* доход*",
        // network-marketing projects: levels to enter at, reinvestment, "сетевой маркетинг"
        "проект* ~3 уровн*",
        "реинвест*",
        "сетев* маркетинг*",
        "стабильн* доход*",
        "дополнительн* доход*",
        "доход* от #n",
        "доход ~1 #n",
        "прибыл* от #n",
        "финансов* свобод*",
        "без вложени*",
        `легк* деньг* ~3 ${CALL_RU}|#n|от|удален*|дома|онлайн|телефон*|кажд*|ежедневн*|без|есть|для|плюс`,
        "быстр* деньг*",
        "заработ* удален*",
        "удален* заработ*",
        "заработ* в интернет*|сети|телефон*",
        "заработ* на крипт*",
        "поднимать|поднять #n",
        // not "от #n в месяц": a vacancy's monthly wage ("продавец в пекарню, от 45 000 в месяц, оформление по ТК"),
        // read once a sum typed in groups of three was one number
        "от #n в день|неделю|сутки",
        "#n в день|сутки",
        "#n в неделю",
        "доход* в день|неделю|месяц",
        "приумнож*",
        "деньги из дома",
        "не выходя из дома",
        "без опыта и вложений",
        "зп от #n",
        "выплат* каждый день",
        "выплат* ежедневн*",
        "постоянн* доход*|заработ*",
        "стабильн* заработ*",
        "выплачива*|платит|дарит ~2 #n",
        "деньги ~2 каждому",
        // a shift's or a day's pay ("Оплата 3000 смена"); not an hour's, which is every employer's wage ("В
        // Макдональдсе оплата 400 в час" was `spam` 87 when this and the day-labour rule both read it)
        "оплата #n ~1 смен*|день",
        // income qualified the way the remote-work scam qualifies it: high, passive, daily, weekly
        "еженедельн*|ежедневн* доход*|доходы|прибыл*|заработ*|оплат*",
        "пассивн* прибыл*|заработ*|оплат*",
        "с высок*|хорош*|достойн*|значительн*|приятн* доход*|доходност*|прибыл*|заработ*|оплат*",
        "получ* ~2 высок*|значительн*|дополнительн* доход*|прибыл*",
        "доход*|прибыл*|выплат* ежедневн*|еженедельн*|каждый",
        "пассивн* прибыл*|основ*|вид*|формат*",
        "зарабатыва*|заработа* ~1 удален*|удалён*|онлайн|дистанционн*|дома",
        "удален*|удалён*|онлайн зарабатыва*|заработа*",
        "предлага*|хотите|хочешь ~1 заработа*|зарабатыва*",
        "быстр* прибыл*",
        "финансов* рост*",
        "финансов* результат* ~3 не заставит",
        "тысяч* ~2 в день|сутки|неделю",
        "тысяч* ~2 ежедневно",
        "поднима*|поднять|поднимаем ~2 лаве|бабл*|бабки|денег|деньги|кэш|каждый",
        // the Ponzi pitch's return per month with its guarantee ("доходность 30% в месяц, возврат гарантирую"); not the
        // yearly rate of a deposit, nor a question about a fund's monthly return
        "доходност* ~1 #n ~2 месяц|неделю|день|сутки ~3 гарант*|возврат*|пиши*|пишите|лс|личк*|подробн*",
        // Ukrainian
        "заробіток|заробітку|заробляти ~2 віддалено|онлайн|вдома",
        // with a sum, "from", daily or the call; "Пасивний дохід — це міф?" asks
        "високий|пасивний|стабільний|щоденний|додатковий дохід|прибуток|заробіток ~3 від|#n|щодня|без|пиши*|пишіть|гарант*",
        "выплата|выплату|выплаты ~2 #n ~2 за ~1 неделю|день|сутки ~3 скрин*|лс|личк*|профил*|канал*|ссылк*",
        "от ~1 суммы ~1 твои|твой|твоя",
        "бабло|лавэ|лаве|кэш ~1 каждый|ежедневно ~1 день|пиши*|лс|личк*",
        "бабки|бабло|лавэ|лаве|кэш ~2 на руки ~3 сразу|каждому|пиши*|лс|личк*",
        "заработокнадому|заработоконлайн|заработоквинтернете|работаонлайн|работанадому|удаленнаяработа|пассивныйдоход|деньгисразу|безвложений|легкиеденьги",
        "зороб*|зораб* ~3 #n|#k|день|телефон*|дома|удален*|удолен*",
        // the polite pitch of the eighty-fifth round: 'стабильный дополнительный доход', a salary 'replaced' by remote
        // income, work from home 'не требует опыта'
        "получаю|имею|есть ~2 стабильный ~1 дополнительный ~1 доход",
        "заменила|заменил ~2 основную|свою ~1 зарплату ~1 удален*|онлайн ~1 доход*",
        "работа|работу ~2 из ~1 дома ~3 не ~1 требует ~1 опыта",
        "возможност* ~2 дополнительн* ~1 заработ*|дохода",
        "поделиться|поделюсь ~1 возможностью ~1 которая ~1 помогла|изменила",
        "поделиться|поделюсь ~1 возможностью ~3 заработ*|доход*",
        "будете ~1 получать ~1 #n ~1 долларов|рублей ~2 в|за ~1 день|неделю|месяц",
        "часа|часов ~1 в ~1 день ~2 от ~1 #k|#n",
        // 'Покажу, как я зарабатываю 100 000 в месяц на телефоне' (the hundred-and-sixth round); a wage said alone
        // ('Зарабатываю 50 000 в месяц, не хватает') names no phone or lesson
        "зарабатываю|заработал|заработала|зарабатываем ~2 #n ~3 в ~1 месяц|день|неделю ~3 телефон*|удален*|покажу|научу",
        // '+10к к зп, пишите'
        "хочет|хочешь|хотите ~2 #k|#n ~2 к ~1 зп|зарплате ~2 пиши*|пишите|лс|личку",
        // the story's hook ('как я закрыла ипотеку за год'), pay every day 'от 6000', 'чистыми 3-5% с круга'
        "как ~1 я ~1 заработал*|закрыл|закрыла ~2 на ~1 машину|квартиру|ипотеку|авто|дом",
        "как ~1 я ~1 закрыл|закрыла ~1 ипотеку|кредит|долги ~2 за ~1 #n|год|полгода",
        "оплата|выплаты ~1 каждый ~1 день ~2 от ~1 #n ~3 от ~1 #n",
        "оплата|выплаты ~1 каждый ~1 день ~2 от ~1 #n ~3 без ~1 опыта",
        "чистыми ~2 #n ~3 с ~1 круга|круг|сделки",
        // 'первые деньги через 3 дня'
        "первые ~1 деньги ~2 через ~1 #n ~1 дня|дней|день|часа|часов",
        // the income said the 2025 bait's ways ('выйти на новый доход', 'не работаю по найму', 'заработал 12 500 за
        // пару часов', 'получаю больше, чем на заводе', 'доход делим пополам')
        // (not "уровень" alone: "Хочу выйти на новый уровень в спорте"; no data line or probe post read it)
        "выйти ~1 на ~1 новый|стабильный|высокий ~1 доход",
        "не ~1 работаю ~1 по ~1 найму ~3 доход*|живу|зарабат*",
        "заработал ~1 #n ~2 за ~1 пару ~1 часов ~3 поделюсь|покажу|научу|расскажу",
        "получаю ~1 больше ~2 чем ~2 на ~1 заводе|работе|основной ~3 интересно|лс|пиши*|пишите",
        "доход ~1 делим ~1 пополам ~2 лс|личку|пиши*|пишите",
        // a referral paid per client; 'наши ученики зарабатывают от N'
        "за ~1 каждого ~1 приведенного|приведённого|клиента|друга|реферала ~3 выплат*|#n|ежедневно",
        "наши ~1 ученики|клиенты ~1 зарабатывают ~2 от ~1 #n",
        // 'бабки сразу'
        "бабки|кэш ~1 сразу|ежедневно ~3 лс|личку|пиши*|пишите",
        // 'как делать 5-7к в день', 'теперь 70к в месяц из дома' (not '10к шагов в день': the sum right before 'в')
        "делать|делаю|делает ~2 #k в ~1 день|сутки|неделю",
        "#k|тысяч ~1 в ~1 месяц|день|неделю из ~1 дома|дому",
        // the testimonial with the call: 'сам зарабатываю на крипте, кому интересно'
        "зарабатываю ~2 на ~1 крипте|криптовалюте|трейдинге|арбитраже ~3 кому|пиши*|лс|профил*|научу|покажу",
        // the testimonial's 'через неделю я получила первые 15 тысяч' (not 'получила первые деньги за репетиторство')
        "получила|получил ~1 первые ~1 #n|#k|тысяч*|выплат*",
        // 'доход от 50к, жду в личке'
        "доход ~1 от ~1 #k|#n ~3 жду|лс|личк*|пиши*|напиши*",
        // 'залутал сотку за месяц на крипте, научу', 'выйти в плюс на 50 косарей за неделю — пишите' (not 'выйти в плюс
        // на 5 тысяч не получилось')
        "залутал*|поднял* ~1 сотку|лям|десятку|#k ~3 научу|лс|пиши*|крипт*",
        "выйти ~1 в ~1 плюс ~2 на ~1 #n|#k|косар*|лям ~3 пиши*|пишите|лс|личку",
        // 'год живу на доход с крипты', 'как зарабатывать на маркетплейсах без вложений — пишите, покажу'
        "живу ~1 на ~1 доход ~2 с ~1 крипты|трейдинга|арбитража|инвестиций",
        "зарабатывать ~2 на ~1 маркетплейсах ~3 без|покажу|пиши*|пишите",
        // a day's pay 'от N за день' as 'от N в день' (r167)
        "от #n за день|сутки",
        // the spread between exchanges as income, 'первый доход уже завтра' (r168)
        "зарабатываю|заработок|зарабатывать|зарабатываем ~2 на ~1 разниц* ~1 курс*",
        "первый ~1 доход ~2 уже ~1 завтра|сегодня|через",
        // 'доход зависит только от вас' (r167)
        "доход|заработок|зарплата ~1 зависит ~2 только ~2 от ~1 вас|тебя|вашего|твоего|желания ~3 пиши*|пишите|напиши*|расскажу|подробност*",
        // weekly or daily payouts from N, 'первая выплата через 3 дня' (not a pension's 'через месяц'), 'выплаты два
        // раза в неделю', 'начисления каждый день' with a withdrawal (r172)
        "еженедельн*|ежедневн* ~1 выплат* ~2 от",
        "ежедневн* выплат*",
        "первая ~1 выплата ~2 через ~1 #n ~1 дня|дней|день|часа|часов",
        "первая ~1 выплата ~1 уже ~1 завтра|сегодня",
        "выплат* ~1 #n ~1 раза ~2 в ~1 неделю",
        "начислени* ~2 каждый ~1 день|ежедневно ~3 вывод*|выплат*",
        // weekly payouts as daily ones, the slang of 2025 ('ЗП на карту каждый день', 'кэш на карту', '5 косых за
        // вечер', 'крипта даёт иксы', 'кому надо бабки'), 'профит каждый день' (r175, r176, r178)
        "выплат* ~1 каждую ~1 неделю ~3 обучени*|без|пиши*|пишите|лс|удален*|дома|онлайн|опыт*",
        "зп ~2 на ~1 карту ~2 каждый|ежедневно",
        "кэш|кеш ~2 на ~1 карту ~2 го|пиши*|лс|каждый|ежедневно|сразу",
        "#n ~1 косых|косарей|кусков|тыщ ~2 за|в ~1 вечер|день|смену",
        "дает|даёт|дают ~1 иксы",
        "кому ~1 надо|нужны|нужно ~1 бабки|бабло|лавэ|лаве|бабосы ~3 пиши*|лс|личку|ворк|тема|есть",
        "профит ~1 каждый ~1 день",
        // 'первая выплата в течение 2 дней' (not 'первая оплата', a parent's 'Первая оплата за садик в течение 2
        // дней'), 'доход только от вашего желания' (r179)
        "первая ~1 выплата ~2 в ~1 течение ~1 #n",
        "доход|заработок ~1 только ~1 от ~1 вашего|твоего ~1 желания",
        // 'лутать' is slang for earning: 'кто хочет лутать с телефона' (r192)
        "лутать|лутаю|лутаем ~3 с ~1 телефона|телефоном",
        "кто ~1 хочет ~1 лутать",
        // 'доход с первой недели' (r195)
        "доход|заработок ~1 с ~1 первой|первого ~1 недели|дня",
        // income 'на скрине', 'научу зарабатывать на перепродаже', 'плюс к зарплате, пару часов в день' (r199)
        "доход|заработок ~3 на ~1 скрине|скринах|скриншоте",
        "научу|научим|обучу ~1 зарабатывать ~3 первые ~1 деньги|доход",
        "плюс ~1 к ~1 зарплате|зп|доходу ~3 пиши*|пишите",
        "лёгкий|легкий ~1 плюс ~1 к ~1 зарплате|зп",
        // the reply 'ответила в личку по поводу подработки', 'кто спрашивал про заработок, отписала в лс' (r210)
        "отписал*|ответил* ~1 в ~1 лс|личку ~3 по ~1 поводу ~1 подработк*|заработк*",
        // a reply's 'кто ищет заработок — загляни ко мне в профиль' (r210; not 'кто ищет подработку, загляните на сайт центра занятости', nor 'нашла подработку на 15 тысяч')
        "кто ~1 ищет ~1 заработок ~2 загляни*|заходи* ~1 ко ~1 мне",
        // paid per review or vote, said in the first person ('платимо 100 грн за відгук', r214)
        "платимо|платим ~1 #n ~2 за ~1 відгук|отзыв|голос|лайк|підписку|подписку|реєстрацію|регистрацию",
        // a reply's income: 'сейчас на удалёнке 100к получает', 'сама себе начальник', 'ушла в онлайн, 3-5к в день', 'зарабатываю с телефона, спрашивайте' (r217)
        "удаленке|удалёнке|удаленку|удалёнку ~2 #k|#n ~1 получает|получаю|зарабатывает|зарабатываю|имею",
        "сама|сам ~1 себе ~1 начальник|начальница|босс ~3 кому|интересно|лс|личку|пиши*|пишите",
        "ушла|ушел|ушёл ~1 в ~1 онлайн|крипту ~3 #k|#n|день|пиши*|пишите",
        "зарабатываю ~2 с ~1 телефона ~3 спрашивайте|пиши*|пишите|лс|личку|отвечу",
        // 'платимо за кожну картку 3000 грн' (r218)
        "платимо|платим ~2 за ~1 кожну|кожен|кожного ~1 картку|карту|акаунт|аккаунт|відгук|голос",
        // 2025 slang: 'кэш на кармане каждый вечер', 'кэш каждый день', 'заробіток у тг від 20к', 'выплаты на карту ежедневно' (r229, r231)
        "кэш|кеш ~2 на ~1 кармане ~2 каждый|каждую|вечер|день",
        "кэш|кеш ~1 каждый ~1 день",
        "заробіток ~2 у|в ~1 тг|телеграмі ~3 від|#k|#n",
        "виплати|выплаты ~2 на ~1 карту ~1 щодня|ежедневно|каждый",
        // 'хочеш заробляти від 40 тисяч', 'скрины выплат в профиле' (r237, r238)
        "хочеш ~1 заробляти ~2 від|#n|#k",
        "скрины|скріни ~1 выплат|заработка|дохода|виплат",
        // 'перші гроші вже цього тижня' (r245; not 'перші гроші сьогодні отримав на новій роботі')
        "перші ~1 гроші ~2 цього ~1 тижня",
        // a bank card bought, or "заплачу N" for each one: the one-off "заплачу N" of a job to be done is not the offer
        "банковск* ~1 карт*|карту|карты ~3 заплачу ~1 #n",
        "заплачу ~1 #n ~2 за ~1 каждую|каждого|каждый|штуку|карту|карты|аккаунт|регистрацию|оформление",
        // 'in a month I reached N' (r250)
        "за ~1 месяц|неделю ~1 вышел|вышла ~1 на ~1 #n|#k",
        // the offer of a post that opens as chat (r256)
        "подработка|подработку ~3 у ~1 меня ~1 есть ~1 вариант ~3 #n|часа|часов|пиши*|пишите|лс|личк*",
        "вышла|вышел ~2 на ~1 удаленку|удалёнку ~3 доход* ~2 больше|выше|вырос",
        "закрываю|закрыла|закрыл ~1 кредиты|долги|ипотеку ~1 с ~1 подработки|подработок|телефона",
        "хорошо|щедро|достойно ~1 заплачу|оплачу|плачу",
        "зарабатываю ~1 больше ~2 чем ~2 в ~1 офисе|найме",
        "доход* от #k ~2 без|пиши*|пишите|лс|личк*|опыт*|вложени*",
        // 'a side-job option' offered (r257)
        "для ~1 тебя|вас ~1 вариант ~1 подработки|заработка|дохода",
        // 'we pay every week' (r269)
        "платим ~1 каждую ~1 неделю|еженедельно ~3 пиши*|пишите|лс|личк*",
        // 'N рублей в час', 'хорошая оплата' (r273-r274)
        "#n ~1 рублей|руб ~1 в ~1 час ~1 оплата|выплата",
        "хорошая|высокая|достойная ~1 оплата ~2 пиши*|пишите|лс|личк*",
        // 'I know where to earn' (r277)
        "я ~1 знаю ~1 где ~1 заработать",
        // income 'from every deal', 'три косаря за вечер' (r281-r282)
        "доход ~1 с ~1 каждой ~1 сделки|заявки ~2 обучу|научу|пиши*|пишите|лс",
        "косар* ~2 за ~1 вечер|день|час|смену ~2 работа|пиши*|пишите|лс",
        // 'change your life financially' (r288)
        "изменить ~2 жизнь ~1 финансово",
        // 'the income grows', paid 'the same day', 'плачу хорошо' (r293-r294)
        "доход ~1 растет|растёт ~3 напиши*|пиши*|пишите|лс",
        "выплата ~1 в ~1 тот ~1 же ~1 день",
        "плачу ~1 хорошо",
        // 'подработка на выходные — пишите, оплата сразу', '3000 каждому, сегодня' (r351)
        "пишите ~1 оплата ~1 сразу",
        "#n ~1 каждому ~2 сегодня|сразу|звоните",
      ],
      kk: [
        // Kazakh: 'күніне 10 000 теңге табыс' (a day's sum with the income, the call or the terms; not a fare 'күніне
        // 5000 теңге жол ақысына')
        "күніне ~2 #n ~2 теңге*|тг|мың ~3 табыс*|бастап|жаз*|тәжірибе*|үйден|үйде|телефон*|төлейм*|директ*|жеке|лс",
        // a daily income, or a salary paid every day with the terms or the call ('жалақы күн сайын, 18 жастан'; not
        // 'жалақы күн сайын емес, айына бір рет')
        "күнделікті ~1 табыс*|төлем*|жалақы*",
        "жалақы*|табыс*|төлем* ~1 күн ~1 сайын ~3 жаз*|жеке|лс|директ*|#n|тәжірибе*|толық",
        // a month's or a day's sum 'табуға болады' with the call or the terms (not 'айына 400 мың табамын, бірақ
        // жетпейді'); 'табыс көзі' (a source of income); the mixed 'күніне 15к, пишите лс'
        "айына|күніне ~2 #n|мың* ~2 табу*|табуға|табамын|табасыз ~3 жаз*|қызық*|директ*|лс|үйде|үйден|телефон*|салымсыз|болады|сілтеме*|био*",
        "табыс ~1 көзі",
        "күніне ~1 #k ~3 лс|пиши*|пишите|жаз*|директ*",
        // a sum for every friend invited
        "шақырған ~1 досыңыз|адамыңыз ~2 үшін ~2 #n",
        // 'табыс 15 000 теңгеден' (r208)
        "табыс ~2 #n ~2 теңгеден|мыңнан",
        // 'айына 300 000 теңгеге дейін, жазыңыз' (r224)
        "айына|күніне ~2 #n ~2 теңгеге|теңгеден|теңге ~3 дейін|жаз*|жеке|лс",
        // 'айына 300 мың' (r254)
        "айына ~1 #n ~1 мың|мыңға|мын ~2 жазыңыз|жазыңдар|лс",
        // income sitting at home (r268)
        "үйде ~1 отырып ~2 табыс ~2 лс|жазыңыз|#n",
        // 'телефонмен ақша табу', 'криптовалютамен табыс, үйретемін ... пайда' (r323)
        "телефонмен ~1 ақша ~1 табу ~3 күніне|теңге*|#n|жазыңыз",
        "криптовалютамен ~1 табыс",
        "үйретемін ~3 пайда",
      ],
      ky: [
        // Kyrgyz: 'күнүнө 2000 сом табасыз'
        "күнүнө|күнүгө ~2 #n ~2 сом* ~3 киреше*|табасыз|жаз*|тажрыйба*|үйдөн|телефон*|төлөйм*|директ*|жеке|лс",
        // a daily income, or a salary paid every day with the terms or the call (not 'айлык күн сайын эмес')
        "күнүмдүк ~1 киреше*|төлөм*|айлык*",
        "айлык*|киреше*|төлөм* ~1 күн ~1 сайын ~3 жаз*|жеке|лс|директ*|#n|тажрыйба*|толук",
        // a month's or a day's sum 'тапса болот' with the call or the terms; 'киреше булагы'; a payment every day with
        // the call
        "айына|күнүнө ~2 #n|миң* ~2 тап*|табам|табасыз ~3 жаз*|кызык*|директ*|лс|үйдө|үйдөн|телефон*|салымсыз|болот|шилтеме*|био*",
        "киреше ~1 булагы",
        "күн ~1 сайын ~1 төлөм* ~3 жаз*|директ*|лс|18|курьер*",
        // a sum for every friend invited
        "чакырган ~1 досуңуз|адамыңыз ~2 үчүн ~2 #n",
        // 'айына 60 000 сомго чейин, жазыңыз' (r224)
        "айына|күнүнө ~2 #n ~2 сом|сомго ~3 чейин|жаз*|жеке",
        // 'айына 40 миң' (r286)
        "айына ~1 #n ~1 миң ~2 толук|лс|жаз*",
        // 'үйдөн иштеп акча табуу, телефон аркылуу' (r306)
        "акча ~1 табуу ~3 телефон|үйдөн|жеке|жаз*",
        // 'телефон аркылуу акча табуу', 'крипто менен киреше, үйрөтөм ... пайда' (r323)
        "телефон ~2 акча ~1 табуу",
        "крипто ~2 киреше",
        "үйрөтөм ~3 пайда",
      ],
      uk: [
        "від ~1 #n ~1 грн|гривень|гривні ~2 на|в ~1 день|тиждень",
        // "за вечір виходить від 2000 грн"; a monthly sum with training from zero ("від 15 000 грн на місяць, навчання
        // з нуля")
        "за ~1 вечір|день|годину|зміну ~1 виходить ~2 від|по|до ~1 #n|тисяч*",
        "від ~1 #n ~2 грн|гривень|гривні ~2 на ~1 місяць ~3 навчання|досвід*|віддален*|онлайн",
        // pay promised every day or week ("виплати щодня від 1500 грн")
        "виплати|виплата|виплачуємо|оплата ~1 щодня|щоденно|щоденні|щоденна|щотижня ~2 від|#n|гарант*|без",
        "заробляю ~3 тисяч*|грн|гривень|гривні|доларів ~3 телефону|дому|вдома|онлайн|віддалено",
        "#n ~1 грн|гривень|гривні ~1 за ~1 кожен|кожну|кожного ~1 переказ|картку|смс",
        // money at once ("гроші одразу, пишіть"); not a warning's "втратили гроші через шахраїв, одразу пишіть заяву"
        "кеш|бабки|гроші ~1 одразу|відразу|щодня ~3 пишіть|пиши|пп|особист*",
        "маю|має ~1 стабільний|пасивний ~1 дохід|заробіток ~3 хто|хочеш|хочете|пишіть|пиши|навчу|покажу|розповім",
        "можливіст* ~2 додатков* ~1 заробіт*|доходу",
        "маю|отримую ~2 стабільний ~1 додатковий ~1 дохід",
        "оплата|платимо ~1 за ~1 кожну|кожен|кожне ~1 коробку|штуку|виріб|пакунок ~3 матеріал*|вдома|удома|пишіть|від",
        "замінила|замінив ~2 основну|свою ~1 зарплату ~1 віддален*|онлайн ~1 дох*",
        "поділитися ~1 можливістю ~1 яка ~1 допомогла|змінила",
        "поділитися ~1 можливістю ~3 заробіт*|дох*",
        // ordinary Ukrainian posts (the hundred-and-eighth round): 'дохід від 20 000 грн на місяць, пиши', 'заробив на
        // крипті 50 000 грн за тиждень, навчу'
        "дохід|заробіток ~1 від ~1 #n ~3 місяць|день|тиждень ~2 пиши*|пишіть|особист*|лс",
        "заробив|заробила ~2 на ~1 крипт*|телефон*|інтернет* ~3 грн|доларів ~3 навчу|покажу|пиши*|пишіть",
        // a daily sum earned from home ('знайшла спосіб заробляти 2-3 тисячі щодня не виходячи з дому')
        "заробляти|заробляю|заробляємо|заробити ~2 від ~1 #n ~3 щодня|щоденно",
        "заробляти|заробляю|заробляємо|заробити ~2 від ~1 #n ~3 на|в|за ~1 день",
        "заробляти|заробляю|заробляємо ~1 #n ~3 щодня|щоденно ~3 дому|вдома|удома|телефон*",
        // the story's hook: 'як я заробила на машину'
        "як ~1 я ~1 заробила|заробив ~2 на ~1 машину|квартиру|авто|будинок|іпотеку",
        // 'оплата від 800 грн щодня'; 'дохід від 25 000 грн, навчання безкоштовне'
        "оплата ~1 від ~1 #n ~2 грн ~1 щодня|щоденно ~3 пиши*|пишіть|приват*|особист*",
        "дохід ~1 від ~1 #n ~2 грн|гривень ~2 навчання ~1 безкоштовн*",
        // 'Хочеш заробляти з телефону?', 'навчу заробляти на криптовалюті з нуля'
        "хочеш ~1 заробляти ~3 телефон*|дому|вдома|інтернет*",
        "навчу ~1 заробляти ~3 крипт*|нуля|телефон*",
        // '500 грн за кожного клієнта', 'наші учні заробляють від 80 000 грн', 'дохід від 30 000 грн, анкета в
        // особистих'
        "#n ~1 грн ~1 за ~1 кожного ~1 клієнта|друга|реферала ~3 виплат*|щодня|деталі|пиши*|пишіть",
        "учні|клієнти ~1 заробляють ~2 від ~1 #n",
        "дохід ~1 від ~1 #n ~2 грн ~2 анкета|анкету|пишіть|пиши",
        // 'від 800 грн щодня, деталі в приват' (not 'ціни від 800 грн щодня в готелі')
        "від ~1 #n ~1 грн|гривень|гривні ~1 щодня|щоденно ~3 деталі|пиши*|пишіть|лс|приват|особист*|досвіду|вкладень",
        // 'тепер 30 тисяч на місяць з дому', 'як робити 2-3 тисячі в день' (not 'робити 10 тисяч кроків в день'), 'сам
        // заробляю на крипті, кому цікаво'
        "тисяч ~1 на ~1 місяць ~1 з ~1 дому|вдома",
        "робити|роблю ~2 тисяч*|тисячі|#k в|на ~1 день",
        "заробляю ~2 на ~1 крипті|криптовалюті|арбітражі|трейдингу ~3 кому|пиши*|пишіть|лс|профіл*|навчу|покажу",
        // '300-500 грн на день, пиши в приват'
        "грн|гривень ~2 на ~1 день|добу ~3 пиши*|пишіть|приват*|особист*|лс",
        // the same in Ukrainian
        "живу ~1 на ~1 дохід ~2 з ~1 крипти|трейдингу|арбітражу|інвестицій",
        "заробляти ~2 на ~1 маркетплейсах ~3 без|покажу|пиши*|пишіть",
        // 'заробляю на крипті ..., навчу кожного' (r174)
        "заробляю ~2 на ~1 крипті|криптовалюті|трейдингу|біржі ~3 від|#n|навчу|покажу|пишіть|пиши",
        "навчу ~1 кожного|всіх",
        // 'we pay weekly', 'in a week I made N' (r272)
        "платимо ~1 щотижня|щодня|щоденно",
        "за ~1 тиждень ~1 підняв|заробив ~1 #n",
        // 'vid 20 tys grn', 'навчу заробляти' (r279)
        "vid ~1 #n ~1 tys ~1 grn",
        "навчу ~1 заробляти ~2 крипті|кріпті|біржі|телефоні|інтернеті",
        // paid daily with a call, earning from home, couriers paid, a team's income 'від N' (r290)
        "оплата ~1 щодня ~2 пиши*|пишіть|лс",
        "заробіток ~2 з ~1 дому ~2 пишіть|пиши|лс|особисті",
        "команду ~2 дохід ~1 від ~1 #n|#k",
        // 'дохід від 30 тисяч', 'заробіток з першого дня', 'виплати щотижня, в лс' (r302)
        "дохід ~1 від ~1 #n ~3 навчу|пиши*|пишіть|лс|приват*|особист*|команд*",
        "заробіток ~2 з ~1 першого ~1 дня",
        "виплати ~1 щотижня|щодня ~3 лс|пиши*|приват*",
        // 'дохід щодня, пиши', 'оплата щотижня, пиши' (r328)
        "дохід ~1 щодня ~2 пиши*",
        "оплата ~1 щотижня ~2 пиши*",
        // 'виплати на картку' (r332)
        "відгук* ~3 виплати ~2 на ~1 картку",
        // 'заробіток на телефоні' (r340)
        "заробіток ~3 телефоні",
        // surzhyk 'заробіток от 1000 гривень в день, пишіть в личку' (r344)
        "гривень ~2 в ~1 день ~3 пиш*",
      ],
      en: [
        "property|properties|apartments|estate ~3 guaranteed ~2 #n|returns|return|roi|yield",
        "earn|earning|earnings|earned ~2 #n",
        // paid per piece of make-work: the review, like and task scams
        "get paid ~3 per|for ~1 review|reviews|task|tasks|like|likes|survey|surveys",
        "get paid ~3 each ~1 review|reviews|task|tasks|like|likes|survey|surveys",
        "make money",
        "making money",
        "easy money ~3 dm|message|inbox|whatsapp|telegram|#n|daily|weekly|home|interested|guaranteed|with|join|earn|make|for",
        "fast money",
        "passive income ~3 dm|message|inbox|whatsapp|telegram|#n|daily|weekly|home|interested|guaranteed|with|join|earn|start|opportunity",
        "extra income",
        "side income",
        "financial freedom",
        "financially free|stable|independent",
        "daily profit*",
        "profit* daily",
        "weekly profit*",
        "guaranteed profit*|return*|income",
        "per day|week",
        "a day from home",
        "work from home",
        "earn from home",
        "from the comfort",
        "earn* up to",
        "get rich",
        "double your",
        "income of #n",
        "withdraw* my profit*",
        "return on investment",
        "roi",
        "start earning",
        "earning site|website|platform|app",
        "earning*|profit*|income within",
        "make #n",
        "making ~1 #n ~2 weekly|daily|monthly|week|day",
        "earn #n",
        "earned #n",
        "profit*|roi ~2 in|within #n hours|hrs|days",
        // a payout claimed as received: "my profit straight into my wallet"
        "withdrawal*|profit*|payout* ~3 to|into|in my ~1 wallet",
        "cash prize",
        "you have won",
        "claim your prize",
        "claim ~1 prize|reward",
        "from ~1 #n ~2 to ~1 #n ~2 in ~2 days|weeks|week|hours|months|day",
        "pay|pays|paying ~1 daily",
        "pay|pays|paying ~1 every ~1 day",
        "you ~1 keep ~1 #n",
        "turned ~1 #n ~2 into ~1 #n ~2 #n|usd|dollars|k|in|on|within",
        "sidehustle|makemoneyonline|passiveincome|workfromhome|earnmoney|easymoney|financialfreedom|makemoney|moneyonline",
        "#n ~1 to ~1 #n ~1 daily|weekly",
        // the soft pitch a language model writes ("an opportunity that has genuinely changed my financial situation",
        // "how I replaced my salary working online"); "This job changed my life" names no opportunity
        "opportunity ~3 changed ~2 my ~1 financial|finances",
        "replaced ~1 my ~1 salary|income|paycheck ~3 online|home|phone",
        // 'Daily pay of $150', '60-90 minutes a day on their phone'
        "daily ~1 pay ~2 of ~1 #n",
        "#n ~2 minutes ~1 a ~1 day ~3 phone|pay|paid|earn|daily",
        "earn ~1 commission|commissions",
        "withdraw ~1 daily",
        "withdraw ~1 every ~1 day",
        "paid ~1 every ~1 day",
        // 'flexible hours, $500+ weekly'
        "flexible ~1 hours ~3 #n|#k ~1 weekly|daily|per",
        // the mule's cut: 'keep 10% of every transfer'
        "keep ~1 #n ~2 of ~2 every|each ~1 transfer|payment|deposit",
        // 'make their first $1,000 in crypto'; 'members earn 8% weekly on their deposits'
        "make ~2 their|your ~1 first ~1 #n",
        "earn ~1 #n ~1 weekly|daily|monthly ~3 deposit*|investment*",
        // 'anyone want a legit way to make some extra cash' (r177)
        "anyone ~1 want ~2 legit|easy ~1 way ~2 to ~1 make|earn",
        // 'we pay $50 per review' (r181)
        "we ~1 pay ~2 #n ~1 per",
        // 'get paid $35 per test' (app testing, r207)
        "get paid ~3 per ~1 test|tests|app|apps|video|videos|post|posts",
        // a testimonial's 'Mrs. Linda's trading program paid me $12k this month' (r211)
        "paid|pays ~1 me ~1 #n|#k",
        // 'get paid $300 per assignment' (r215)
        "get paid ~3 per ~1 assignment|assignments|shift|hour",
        // 'I'm Sarah, a financial advisor, I help people grow their money, message me' (r227)
        "help|helping ~1 people ~2 grow|make|earn ~1 their ~1 money|wealth|income",
        // 2025 slang: 'secure the bag', 'side hustle paying $800', 'legit side hustle' (not 'my side hustle made $200, dog walking', nor 'the plug for easy bread recipes'), 'we both get $100', 'I hit $10k this month with my mentor's system' (r230)
        "secure ~1 the ~1 bag",
        "side ~1 hustle ~3 paying|paid|dm|link",
        "legit ~1 side ~1 hustle",
        "referral ~3 we ~1 both ~1 get",
        "#k|#n ~2 this ~1 month|week ~3 mentor|system|method",
        // the follow-up 'I made another $3k today' (r235)
        "made ~1 another ~1 #n|#k",
        // 'a quick side gig for tonight, make $300-$500' (r239)
        "side ~1 gig|gigs ~3 tonight|make|#n|dm",
        // 'first payment this week' (r246)
        "first ~1 payment|payout ~2 this ~1 week|today|tomorrow",
        // 'earning from home', 'earn while you sleep', 'weekly payouts' (r251)
        "earning|earnings ~2 from ~1 home|phone",
        "earn|make ~2 while ~1 you|i ~1 sleep",
        "weekly|daily ~1 payouts|payout",
        // 'paid daily' with a call (r267; not "Staking rewards are paid daily on Kraken")
        "paid ~1 daily|weekly ~2 dm|inbox|message|text",
        // more than my old salary, earning without stress, high pay for little work (r271)
        "make|earn ~1 more ~3 than ~1 my ~2 salary|job",
        "earn ~1 without ~1 stress|risk",
        "high ~1 pay ~2 little ~1 work",
        // a profit on every sale, weekly pay with a call, money for sharing links (r278)
        "#n ~1 profit ~2 every|each ~1 sale",
        "weekly|daily ~1 pay ~2 message|dm|inbox|text",
        "earn ~1 money ~2 by ~1 sharing|liking|watching",
        // a side gig that pays well, life changed financially, good returns, extra without leaving home, a paying job (r287)
        "side ~1 gig|hustle ~3 pays|paying|well",
        "change ~2 life ~1 financially",
        "good ~1 returns|profit|income",
        "earn ~1 extra ~2 without ~1 leaving ~1 home",
        "paying ~1 job|gig|work",
        // paid every Friday with a call, made N on crypto this month, earning on marketplaces (r291)
        "paid ~1 every ~1 friday|week|day ~3 contact|dm|message|text ~1 me",
        "crypto ~2 this ~1 month|week ~3 teach|show|dm",
        "earn ~1 on ~1 marketplaces|amazon",
        // 'learn how I earn daily', 'make extra money this week, check my bio' (r297)
        "how ~1 i ~1 earn|make ~1 daily|weekly",
        "extra ~1 money ~3 check ~1 my ~1 bio|profile",
        // 'first payment within 24 hours', 'earn daily forever' (r298, r299)
        "first ~1 payment|payout ~2 within ~1 #n ~1 hours|hour|days",
        "earn ~1 daily|weekly ~1 forever",
        // 'payment right after' (r298)
        "payment|paid ~1 right ~1 after",
        // 'earn extra income from home, weekly pay' (r346)
        "extra ~1 income ~2 from ~1 home ~3 weekly|call|dm|pay",
      ],
      // Uzbek: a sum a month or a week ("oyiga 5 million so'mgacha"); the daily sum is job_scam_day_labour's
      uz: [
        "oyiga|haftasiga ~1 #n ~1 ming|million|mln|dollar*|so|som|sum|usd ~3 lichka*|yozing|gacha|dan|mdan|mgacha|m|ishlash|daromad|tajriba*|batafsil",
        "kuniga ~1 #n ~2 ishlash*|topish*|daromad*",
        "ойига|ҳафтасига|кунига ~1 #n ~1 миллиондан|мингдан|доллардан",
        "oyiga|haftasiga ~1 #n ~1 milliondan|mingdan",
        // "har kuni" is two tokens: written as its own phrase ("har kuni|haftasiga|oyiga" read "har" and then one of
        // the three)
        "har kuni ~1 #n ~1 ming|mln|million ~3 layman|laymiz|lanadi|beraman|beramiz",
        "haftasiga|oyiga ~1 #n ~1 ming|mln|million ~3 layman|laymiz|lanadi|beraman|beramiz",
        "maosh|zarplata ~1 #n ~1 yevrodan|evrodan|dollardan",
        "zarplata|maosh ~1 kuniga ~1 #n ~1 ming",
        "har ~1 kuni ~2 #n ~2 foyda",
        "oyiga|haftasiga|kuniga ~1 #n ~1 milliongacha|minggacha",
        // 'oyiga 30% foyda'
        "oyiga|kuniga|haftasiga ~1 #n ~2 foyda",
        // 'oyiga 5 million so'mgacha, lichkaga yozing', 'har kuni to'lov' (the apostrophe splits 'to'lov')
        "oyiga ~2 #n ~2 million|mln ~3 lichka*|yozing|uydan|tajriba*",
        "har ~1 kuni ~1 to ~1 lov",
        // 'oyiga 20 million daromad, bepul maslahat'
        "oyiga ~2 #n ~2 million|mln ~1 daromad ~3 bepul|maslahat|yozing|lichka*",
        // 'uydan daromad, telefon orqali, kuniga 200 ming' (r202)
        "uydan ~1 daromad",
        "telefon ~1 orqali ~3 daromad|pul|kuniga",
        // 'bepul o'rgataman' (r236)
        "bepul ~1 o ~1 rgataman",
        // '1000$ topaman', crypto taught (r254)
        "#n ~1 topaman|topyapman|ishlayapman",
        "kripto ~2 topaman",
        "kripto ~3 o ~1 rgataman",
        // 'uydan ishlash, oyiga 5 mln' (r268; not a wage that is too low, 'Ойига 5 миллион маош кам')
        "uydan|uyda ~2 ishlash ~3 oyiga|kuniga ~1 #n",
        // '1 haftada foydaga chiqaman', 'пул ишлашни ўргатаман ... фойда' (the Cyrillic read in the Latin script; r320)
        "foydaga ~1 chiqaman",
        "pul ~1 ishlash* ~2 o ~1 rgataman",
        "o ~1 rgataman ~3 foyda",
        // 'uydan turib oyiga 8 million topish', 'birjadan ... qanday chiqarishimni ko'rsataman' (r364)
        "uydan ~1 turib ~3 topish",
        "chiqarishimni ~1 ko ~1 rsataman",
      ],
      de: [
        "verdien* ~3 euro|eur ~1 pro|am|im ~1 tag|woche|monat",
        "euro|eur ~1 pro|am|im ~1 tag|woche|monat ~2 verdien*",
        "von zu hause ~3 verdienen",
        "zweite einnahmequelle",
        "passives einkommen",
        "ihrer|deiner|seiner ~1 freizeit ~3 verdienen",
      ],
    },
    regex: [
      // a sum a day, a week or a month; an hour's ("hour", "/hr") only from 25 up: "$14/hour", "$17/hour", "$20/hour"
      // are a cashier's, a barista's and a babysitter's wage in the honest probe sets, "$25/hour" cash and "$40 an
      // hour, no interview" the pitch's. Not a price the writer pays (priceBefore, above: "Room for rent near campus,
      // $600 a month", "Плачу за VPN 150 рублей в месяц"); "за" right before the sum stays ("работа за 3000 в день")
      `[$€£₽](?<!${priceBefore("[$€£₽]")})\\s?(?:\\d[\\d,.]{0,9}\\s?(?:k|к|тыс)?\\.?\\s?(?:в|per|a|an|/|за)\\s?(?:день|сутки|неделю|месяц|day|week|month)|(?:2[5-9]|[3-9]\\d|\\d{3,})[\\d,.]{0,7}\\s?(?:k|к|тыс)?\\.?\\s?(?:в|per|a|an|/|за)\\s?(?:hour|hr|час))`,
      `\\d(?<!\\d[\\s.,]?\\d|${priceBefore("\\d")})[\\d,. ]{0,9}\\s?(?:\\$|usd|usdt|€|£|руб[а-я]{0,4}|р\\.|₽|k|к|тыс[а-я.]{0,4}|бакс[а-я]{0,3}|долл[а-я]{0,5}|dollars?)\\s?(?:в|per|a|an|/|за)\\s?(?:день|сутки|неделю|месяц|day|week|month)`,
      // an hour's pay in roubles from a thousand up, or in dollars from 25 ("от 1500 ₽ в час", "30 dollars an hour"):
      // "Нужна няня на вечера, 300 рублей в час" is a family's wage (the regex above read any sum an hour); each starts
      // on its literal ("час", "hour") and looks back for the sum, so a long text is not scanned at every digit
      "час(?<=(?<![\\d.,])(?:\\d{4,}|\\d{1,3}[\\s.,]\\d{3})[\\d .,]{0,6}\\s?(?:руб[а-я]{0,4}|р\\.|₽)\\s?(?:в|за)\\s?час)",
      "hour(?<=\\b(?:2[5-9]|[3-9]\\d|\\d{3,})\\s?(?:usd|dollars?)\\s?(?:an?|per|/)\\s?hour)",
      // "от 1500 р в день": the rouble as a bare "р" (or a Latin "p": a one-letter word keeps its script), after "от"
      // and a sum of three digits or more ("2 р в день" is twice a day); it starts on the literal "от", then looks back
      // for a word's start
      "от(?<![а-яa-z]от)\\s\\d[\\d .,]{2,8}\\s?[рp]\\.?\\s(?:в|за)\\s(?:день|сутки|неделю|месяц|час|смену)",
      // a sum won, from a hundred up ("I won $5,000 with ...", "won 2k"): "I won $15" at a poker night is a member's
      // (the phrase "won #n" read any number)
      "won(?<=\\bwon)\\s?[$€£]?(?:\\d{3,}|\\d{1,3}(?:[,.]\\d{3})+|\\d+(?:[.,]\\d)?k)\\b",
      // a sum "daily" or "weekly" from 10 up, or a range of them ("$80-$200 daily", "$300 daily"; "Take $5 daily from
      // the jar for lunch" is a parent's); it starts on the currency sign
      "[$€£]\\s?(?:\\d{2}[\\d,.]{0,7}|\\d[\\d,.]{0,6}k)(?:\\s?(?:-|to)\\s?[$€£]?\\d[\\d,.]{0,8}k?)?\\s(?:daily|weekly)\\b",
      // what a month / a week / a day "comes to" ("Месяц выходит 3к", "в неделю выходит от 40 000")
      "(?:месяц|неделю|неделя|день|сутки)\\s(?:выходит|получается)\\s(?:от\\s|до\\s)?\\d",
      // Chinese: passive income, a daily or total return rate, a referral commission
      "(?:被动收入|被動收入|每日回报|每日回報|日回报|日回報|日收益|总回报|總回報|推荐佣金|推薦佣金|邀请佣金|邀請佣金|日入过万|日入過萬|月入过万|月入過萬)",
      // money multiplied: an amount, then an investment or a payout word, then a second amount
      // ("with just $1,000 I'm now the owner of $47,000", "$500 investment earned me $12,800");
      // millions and billions ("$53M deposited") are market news, not a testimonial
      "(?:[$€£]\\s?\\d[\\d,.]{0,8}k?(?![\\w.,])|\\b\\d[\\d,.]{0,8}\\s?k?\\s?(?:\\$|usd|usdt|€|£|eur|euros?|dollars?)\\b)[^$€£\\n]{0,60}?\\b(?:profits?|returns?|payout|payment|owner|worth|made|got|received?|receiving|earn|earns|earned|earning|withdr\\w*|invest\\w*|deposit\\w*)\\b[^$€£\\d]{0,25}(?:[$€£]\\s?\\d[\\d,.]{0,8}k?(?![\\w.,])|\\d[\\d,.]{0,8}\\s?k?\\s?(?:\\$|usd|usdt|€|£|eur|euros?|dollars?)\\b)",
    ],
  },
  {
    name: "dm_invite",
    category: "solicitation",
    weight: 15,
    lang: ["ru", "en", "zh", "kk", "ky"],
    description: "Invitations to continue in private messages",
    patterns: {
      ru: [
        "в лс|личку|личке|директ",
        // "в л.с", "в л/с": the abbreviation split by a dot or a slash (a one-letter Latin "c" is not folded to
        // Cyrillic: no word around it tells its script)
        "в л с|c",
        "в личн* сообщен*|сообщения|сообщениях",
        "в личных",
        "пиши*|напиши*|пишите|напишите ~1 лс|личку|личные|личных",
        "пиши*|напиши* мне",
        "жду ~2 в лс|личке|личных|личку",
        "подробност*|подробнее|детали ~1 в лс|личке|личных|личку|личные",
        "детали|подробности ~1 лично",
        // "отпишите в личку" (not "отпишитесь", to unsubscribe: it takes no "в личку")
        "отпиши* ~2 в ~1 лс|личку|личные|личке",
        "пиши*|напиши*|ставь*|поставь*|отправ*|жду ~2 плюс",
        "жду твоего|вашего сообщени*",
        "кому интересно ~3 пишите|пиши|стучите|лс|личку|загляни*|заходи*|профиль|профиле|аву",
        // the hook after an offer: "пишите, всё расскажу / объясню"
        "пиши*|напиши*|пишите|напишите ~1 все|всё ~1 расскажу|расскажем|объясню|объясним|покажу",
        // Ukrainian and Uzbek (Latin script) variants
        "пиші*|напиші* ~2 особист*|приват*|лс",
        "в особист*|приват",
        "деталі ~2 особист*|приват*|лс",
        "кому цікаво ~2 пишіть|пиши|лс|особист*|плюс",
        "lichkaga|lichka|lichkada|shaxsiyga",
        // Uzbek in Cyrillic ("личкага ёзинг")
        "личкага|личкада|шахсийга",
        // Russian in Latin transliteration ("pishi v ls", "pishite v lichku")
        "pishi|pishite|napishi|napishite|pisat ~2 v ~1 ls|lichku|lichnye|lichka|direkt",
        "yozing|yozsangiz ~2 lichka*",
        "lichka* ~1 yozing|yozsangiz|yozing*|yozsin|yozsinlar",
        "лс",
        "пишите|пиши|напишите ~1 помогу|поможу|расскажу",
        "пишіть|пиши|напишіть ~1 допоможу|розповім",
        "пишите|пиши|напишите ~1 ей|ему",
        "пишите|пиши|напишите ~1 поделюсь|научу|покажу",
        "кто хочет ~1 так ~1 же ~2 пишите|пиши|лс|личку|плюс",
        "кто хочет ~1 также ~2 пишите|пиши|лс|личку|плюс",
        "подробност*|подробнее ~3 у меня ~1 в ~1 канале|профиле|шапке",
        "пишіть|пиши|напишіть ~1 їй|йому",
        "в пп",
        "пишіть|пиши|напишіть ~1 в ~1 пп",
        "пишите|пиши|напишите ~1 hr|эйчар*|рекрутеру",
        "пишіть|пиши|напишіть ~1 hr|ейчар*|рекрутеру",
        "пеши|пешите|пешы|пешыте|пишы|пишыте|пешіть ~1 в ~1 лс|личку|лычку|личке|лычке|личные|особисті|пп",
        "в ~1 лычку|лычке",
        "кому ~1 интересно ~3 сам|сама ~1 напишу|отпишу",
        "плюс|плюсик ~1 в ~1 комменты|коменты|комментарии",
        "у|y ~1 директ|дірект|direct",
        // "в л с" spaced out letter by letter, joined by the normaliser with its preposition (a longer word glued to
        // its preposition, "в л и ч к у", is cut again by split.ts's second reading; "лс" is too short for its
        // vocabulary)
        "влс",
        "в ~1 direct",
        "расскажу|покажу|объясню ~2 всем|каждому|тем ~1 кто ~1 напишет|отпишет|напишут",
        "могу ~1 скинуть|дать ~1 контакт|номер|ссылку",
        "скину|дам ~1 номер|контакт ~2 в ~1 личку|лс",
        "контакт ~2 в ~1 профиле|описании|био",
        "дать ~1 ссылку",
        "контакт ~1 у ~1 мене ~2 на ~1 сторінці|профілі",
        "raqamini ~1 beraman",
        "qiziqqanlar ~2 yozsin|yozing|lichkaga",
        "напишите|напиши|пишите|пиши ~1 слово ~1 инфо|info|да|хочу|старт|плюс",
        "напишите|напиши|пишите|пиши ~1 инфо|info|хочу|старт",
        "напишите|напиши ~1 мне ~1 лично|напрямую",
        "напишіть|напиши ~1 мені ~1 особисто|напряму",
        // the polite funnel (the eighty-fifth round): a mentor's contact offered ('могу поделиться её контактом', 'можу
        // дати її контакт'; the normaliser folds 'ё', so 'её' is written 'ее'); 'Могу дать его контакт, хороший
        // сантехник' is a neighbour's, weighed with the kind beside it
        "поделиться|дать|дам|дати|поділитися ~1 ее|его|її|його ~1 контакт*|контактом",
        "готова|готов|могу ~1 поделиться ~1 контактом|контактами",
        "свяжитесь|свяжись ~1 с ~1 ней|ним",
        "свяжитесь|свяжись ~2 с ~1 нами ~3 whatsapp|ватсап*|телеграм*|сейчас|почт*",
        "зв ~1 яжіться|яжись ~1 з ~1 нею|ним",
        "напишите|напишіть ~1 им|їм ~1 сейчас|зараз",
        "отправ*|надішл* ~1 мне|мені ~1 сообщение|повідомлення",
        "вот ~1 его|ее ~1 контакт",
        // 'пиши в телеграм' (the ninety-third round's operator)
        "пиши*|пишите|напиши*|напишите ~1 в ~1 телеграм*|тг|телегу|телеге",
        // the Ukrainian twins of the polite funnel ('Можу дати контакт', 'готова поділитися контактом')
        "готова|готовий|можу ~1 поділитися ~1 контактом",
        "можу ~1 дати ~1 контакт",
        // surzhyk 'пишіть в лічку' (the hundredth round)
        "в ~1 лічку|лічці|лічка",
        // the call to mark oneself in the comments, the mentor's contact left in the comments (the hundred-and-ninth
        // and hundred-and-fourteenth rounds)
        "кому ~1 интересно ~3 отметьтесь|отпишитесь|отмечайтесь ~2 в ~1 комментах|комментариях|комментарии",
        "оставлю ~1 его|ее|свой ~1 контакт|контакты|номер ~3 комментах|комментариях|комментарии|лс|личке",
        // 'пиши, не стесняйся, отвечу всем'; 'пиши слово «ХОЧУ»'
        "пиши*|напиши* ~2 не ~1 стесняйся|стесняйтесь ~2 отвечу",
        "пиши*|напиши* ~1 слово|слова",
        // the Ukrainian 'хто хоче — ставте плюс'
        "хто ~1 хоче ~3 ставте|став|пиши*|пишіть ~1 плюс",
        // the Ukrainian 'напиши мені'
        "напиши|напишіть|пиши|пишіть ~1 мені",
        // 'мои фото у меня в профиле' (the lure's profile is where she sends you)
        "мои ~1 фото ~3 в ~1 профиле",
        "мої ~1 фото ~3 в|у ~1 профілі",
        // 'отпишитесь + я вам напишу', 'хочешь так же?', 'тем, кто напишет мне «хочу»'
        "отпишитесь|отметьтесь ~3 я ~1 вам|тебе ~1 напишу",
        "хочешь|хотите ~1 так ~1 же",
        "напишет|напишут ~2 мне ~1 хочу|плюс",
        "поделюсь ~2 как ~3 кто ~1 напишет",
        // the reply's close 'пишите, подскажу' (a soft call, as 'пишите, всё расскажу')
        "пиши*|напиши*|пишите|напишите ~1 подскажу",
        // 'делюсь в личке', 'могу показать как'
        "делюсь ~1 в ~1 личке|лс|личку",
        "могу ~1 показать|научить|рассказать ~1 как",
        // Ukrainian replies: 'пишіть, підкажу', 'ділюся в особистих', 'кому цікаво — зазирни в профіль'
        "пиші*|пишіть|напиші*|напишіть ~1 підкажу",
        "ділюся ~1 в|у ~1 особистих|приваті|лс",
        "кому ~1 цікаво ~3 зазирни*|заходь*|профіль|профілі|аву",
        // 'пишите лично'
        "пиши*|пишите|напишите ~1 лично",
        // 'подробности при личном общении', 'писать в личные' (r167), 'напиши мне слово «старт»' (r168)
        "подробности|детали ~1 при ~1 личном ~1 общении|разговоре",
        "писать|пишите|пиши ~1 в ~1 личные",
        "пишите|пиши|напиши* ~1 мне ~1 слово",
        // 'поделюсь с теми, кто напишет', 'подробности расскажу лично' (r168)
        "поделюсь ~3 кто ~1 напишет|напишут",
        "расскажу|объясню ~1 лично",
        // 'подробнее — в сообщениях' (r172)
        "подробнее ~2 в ~1 сообщениях|личных|личке|лс",
        // 'дам контакт', 'могу скинуть куда писать' (r175)
        "дам|скину|дать ~1 контакт|контакты",
        "скинуть|скину ~1 куда ~1 писать",
        // 'пиш1те': '1' is read 'і' in a Cyrillic word, which makes Russian 'пишите' 'пишіте' (r182)
        "пишіте|напишіте|пиш1те",
        // 'писать в тг', 'пишіть в телеграм' (r205, r208)
        "писать|пишіть|напишіть|писати ~1 в|у ~1 телеграм*|тг|телегу|телеге",
        // 'анкета у меня в профиле' (r205)
        "анкета|анкету ~3 в ~1 профиле|шапке|закрепе|описании",
        // a reply's 'спроси у меня', 'кому интересно — расскажу', 'скину ссылку кому надо', Ukrainian in Latin 'pyshit v pryvat' (r210, r212)
        "спроси|спросите ~1 у ~1 меня",
        "кому ~1 интересно ~2 расскажу|поделюсь",
        "скину|скинуть ~1 ссылку|контакт ~2 кому ~1 надо|нужно|интересно",
        "pyshit|pyshy|napyshit ~2 v|u ~1 pryvat|ls|lichku|osobysti",
        // a soft call 'все покажу' (r214)
        "все|всё|усе ~1 покажу|расскажу|объясню|поясню",
        // a reply's call: 'могу познакомить', 'если интересно — пиши, скину', 'контакт дам', 'подробности не здесь', 'отвечу в лс' (r217; not 'пишите кто хочет': a hackathon team's call)
        "могу ~1 познакомить|свести",
        "если ~1 интересно ~2 пиши*|пишите|напиши*|лс|личку",
        "контакт|контакты|номер ~1 дам|скину",
        "подробности|детали ~1 не ~1 здесь|тут",
        "отвечу ~1 в ~1 лс|личке|личку",
        // 'пишіть, розповім', 'пишите, расскажу' (r222)
        "пиші*|пишіть|напиші*|напишіть|пиши*|пишите|напишите ~1 розповім|розкажу|расскажу",
        // 'залетай в лс', 'подробности у меня', 'пиши «тема»' (r229, r231)
        "залетай|залітай|залетайте|залітайте ~2 в|у ~1 лс|личку|приват|личные",
        "подробности ~1 у ~1 меня",
        "пиши|пишите|пишіть ~1 тема|схема|схему|тему",
        // 'покажу як, пиши' (r238)
        "покажу ~1 як",
        // 'write, there is a way', 'in our bot', 'I'll teach you if you write', 'go to the bot', 'this is my new number, write here' (r249-r250)
        "пишите|пиши|напишите ~1 есть ~1 вариант|тема|темка",
        "пишіть|пиши|напишіть ~1 є ~1 варіант|тема|темка",
        "в ~1 нашем ~1 боте",
        "научу|покажу|расскажу ~2 если ~1 напишешь|напишете",
        "перейди|перейдите|переходи|переходите ~2 в|к ~1 бота|бот|боту",
        "это ~1 мой ~1 новый ~1 номер ~2 напиши|напишите|пиши|сюда",
        // 'write to the admin' to collect a prize (r252)
        "напишіть|пишіть|напишите|пишите ~1 адміну|адміністратору|менеджеру|администратору",
        // 'details in the profile', in Ukrainian (r252)
        "деталі|подробиці ~2 профіл*|описі",
        // Kazakh 'more in the profile', Uzbek 'go into the bot' (r254)
        "толығырақ|толугураак ~1 профильде|профилде|лс",
        "botga ~1 kirib ~1 oling|ol",
        // 'I can show you how' (r256)
        "могу ~1 показать|рассказать|научить ~1 как",
        // 'the bot is in my profile' (r256)
        "бот ~1 у ~1 меня ~1 в ~1 профиле|шапке|описании",
        // 'go into the bot', 'the channel is in the profile', Ukrainian 'звертайтесь у приват' and 'by the link in the
        // profile' (r257-r260; not a phone call, 'дзвоніть Андрію', which a neighbour's job gives too)
        "заходи|заходите ~2 в ~1 бота|бот",
        "канал ~2 в ~1 профиле|шапке|описании",
        "звертайтесь|звертайтеся|обращайтесь ~2 в|у ~1 приват|особисті|лс|личку",
        "посиланням ~2 в|у ~1 профілі|шапці|описі",
        // 'photos in the profile', 'details here' (r263-r264)
        "фото ~2 в|у ~1 профиле|профілі|описании",
        "подробности|детали ~1 тут|здесь",
        // 'the channel is in the profile', in Ukrainian (r266)
        "канал ~2 у|в ~1 профілі",
        // 'leave a request in the profile' (r269)
        "заявку ~2 в ~1 профиле|шапке|описании",
        // 'leave a request in the profile', in Ukrainian (r272)
        "заявку ~2 в|у ~1 профілі",
        // 'the terms are in the pinned post' (r275)
        "условия ~2 в ~1 закрепе|профиле",
        // 'see the profile', 'I'll write to everyone', 'plus this', 'write to the operator' (r277, r280)
        "смотрите|смотри ~1 профиль",
        "напишу ~1 каждому|всем",
        "плюсуйте|плюсаните",
        "напишите|пишите ~1 оператору",
        // Ukrainian calls in Latin letters (r279)
        "pyshit|pyshy|napyshit ~2 osobysti|pryvat|ls",
        // 'file a request in the bot' (r280)
        "заявку ~2 в ~1 боте",
        // Uzbek 'the channel is in the profile', 'write to the admin' (r284)
        "kanal ~1 profilda",
        "adminga ~1 yozing",
        // Kazakh and Kyrgyz 'the link is in the profile', 'write to the admin'; 'check your DMs', 'ask me how', 'I'll show you something' (r286, r288)
        "сілтеме ~1 профильде",
        "шилтеме ~1 профилде",
        "админге ~1 жазыңыз|жаз",
        "за ~1 подробностями",
        "проверь|проверьте ~1 личку|лс|личные",
        "спроси ~1 меня ~1 как",
        "покажу ~1 кое ~1 что",
        // 'the link in my profile', 'write to the moderator', 'join / take it by the link', 'register in the bot' (r289, r292)
        "ссылка ~2 в ~1 моем|моём ~1 профиле",
        "пишите ~1 модератору",
        "вступайте|вступай ~2 по ~1 ссылке",
        "забирай|забирайте ~2 по ~1 ссылке",
        "регистрацию ~2 в ~1 боте",
        // Ukrainian 'консультація в приваті' (r302)
        "консультація|деталі|подробиці ~2 в ~1 приваті|особистих|лс",
        // 'напиши, расскажу' (r304)
        "напиши|пиши ~1 расскажу",
        // Uzbek 'лички' (r320)
        "лички",
        // Kazakh, Kyrgyz and Uzbek 'join the channel' (r306, r323)
        "арнаға ~1 қосылыңыз",
        "каналга ~1 кошулуңуз|кошулгула",
        "kanalga ~1 qo ~1 shiling",
      ],
      kk: [
        // Kazakh: 'жеке хабарламаға жазыңыз', 'толығырақ жеке хабарламада'
        "жеке ~1 хабарлама*|хатқа|чатқа ~1 жаз*",
        "жеке ~1 жазыңыз|жазыңдар|жаз",
        "толығырақ ~2 жеке|лс|директ*",
        "директке|личкаға|лс ~1 жаз*",
        // 'толық ақпарат жеке чатта', 'маған жазыңдар' (as 'напиши мне')
        "толық ~1 ақпарат* ~2 жеке|лс|директ*|чатта",
        "маған ~1 жазыңдар|жазыңыз|жаз",
        // 'хабарласыңыз' (contact us; r208)
        "хабарласыңыз|хабарласыңдар",
        // 'хабарлас' (r220)
        "хабарлас",
        // a bare 'жазыңыз' (r224)
        "жазыңыз|жазыңдар",
        // 'толығырақ жеке хатта' (r306)
        "жеке ~1 хатта|хатқа|хабарламада",
      ],
      ky: [
        // Kyrgyz: 'жеке жазыңыз', 'кененирээк жеке кабарда'
        "жеке ~1 кабар*|билдирүү* ~1 жаз*",
        "жеке ~1 жазыңыз|жазгыла|жаз",
        "кененирээк ~2 жеке|лс|директ*",
        // 'толук маалымат жеке чатта', 'мага жазгыла'
        "толук ~1 маалымат* ~2 жеке|лс|директ*|чатта",
        "мага ~1 жазгыла|жазыңыз|жаз",
        // 'жазгыла', 'кайрылыңыз' (r220)
        "жазгыла",
        "кайрылыңыз|кайрылгыла",
        // a bare 'жазыңыз' (r224)
        "жазыңыз",
      ],
      en: [
        "dm me",
        "dm for",
        "dm now",
        "inbox me",
        "pm me",
        "message me",
        "text me",
        "send me a message|dm|pm",
        "contact me",
        "write me",
        "write to me",
        "hit me up",
        "in my dm|dms|inbox",
        "check your dm|inbox",
        "reach out to me",
        "kindly dm|message|contact",
        "contact ~1 her|him|them ~1 now|today|directly|via|through",
        "dm|message|contact our ~1 agent|expert|manager",
        "via dm|pm|inbox",
        "send a dm|pm",
        "text|message|write|dm ~1 me ~1 privately",
        "details|info ~1 in ~1 dm|dms|pm|inbox",
        "follow ~1 my|our ~1 channel|channels|page",
        "to my ~1 inbox|dm|dms|pm",
        "contact us now",
        "contact us ~1 via|through ~1 whatsapp|telegram|email|dm|inbox",
        "click|tap ~2 on ~1 my ~1 profile|bio|avatar",
        "cheap|cheaper|price|prices|available|interested|serious|help|rates|asap ~1 dm|pm|inbox",
        "hmu",
        "link up ~1 in ~1 dm|dms|inbox|pm",
        "link up ~2 in ~1 my ~1 dms|dm|inbox",
        "message|contact|text ~1 the|our ~1 recruiter|hr|manager",
        "contact ~1 hr|recruiter",
        "dm|message ~1 to ~1 start|begin|apply",
        "dm|pm|inbox|message ~1 to ~1 order|buy|purchase",
        "who|whoever|anyone ~1 messages|dms|texts|inboxes ~1 me",
        "his|her ~1 whatsapp|email|contact|number|telegram ~2 is ~1 in ~1 my ~1 bio|profile",
        "dm ~1 me ~2 for ~1 his|her|their ~1 contact|number|email|whatsapp",
        "i ~1 can ~1 give ~1 you ~1 his|her ~1 email|contact|number|whatsapp",
        "guide|method|details|info ~2 in ~1 my ~1 bio|profile",
        "d m me",
        // the keyword texted back ("text LOAN to me", "send YES to me"); not "text the address to me"
        "text|send ~1 loan|yes|info|start|interested ~1 to ~1 me|us",
        "comment ~1 info|yes|me|interested|link ~3 send|dm|inbox|message",
        "reach ~1 out ~1 to ~1 me ~1 privately|directly|personally",
        "let ~1 me ~1 know ~2 in ~1 a ~1 private ~1 message",
        "write|message|text ~1 to ~1 me ~1 directly|privately|personally",
        // the polite funnel: a contact 'shared with anyone who asks', an invitation 'sent to you' ('I'd be happy to
        // send you an invitation')
        "share ~1 their|his|her ~1 details|contact ~3 anyone|whoever|asks",
        "send ~1 you ~1 an ~1 invitation|invite",
        // the recruiter's screening call: 'Reply with your age', 'Drop your age and country below', 'Comment info and
        // I'll reach out'
        "drop ~1 your ~1 age",
        "reply ~2 with ~1 your ~1 age",
        "comment ~1 info|interested|me ~3 reach|dm|message|inbox",
        // 'come chat with me privately'
        "chat ~1 with ~1 me ~1 privately|private",
        // 'just follow and DM WIN'
        "just ~1 follow ~2 and ~1 dm|comment|message",
        // 'just reply interested below'; 'like, share and comment DONE'
        "reply|comment ~2 interested",
        "like ~1 share ~2 and ~1 comment",
        // 'apply by text'
        "apply|reply ~1 by ~1 text|dm|whatsapp",
        // 'happy to share details with anyone interested' (r173)
        "happy ~1 to ~1 share ~2 details|info ~3 anyone|interested",
        // 'lmk if u want in', 'drop a dm' (r177)
        "lmk ~3 want ~1 in",
        "drop ~1 a|me ~1 dm",
        // 'apply through my DM' (r207; not 'click my profile': 'when I click my profile in the upper-right' is a Gitter user's)
        "through|via ~1 my ~1 dm|dms|inbox|pm",
        // a token's 'contract in my bio' (r215)
        "contract|ca ~2 in ~1 my ~1 bio|profile",
        // 'call us at +1 888 555 0199' (r215; not 'call me at 10:10', an SMS friend's)
        "call|text ~1 us ~1 at|on ~1 #n",
        // 'ask me for his contact' (r219)
        "ask ~1 me ~1 for ~1 his|her ~1 contact|number|email|whatsapp",
        // 'slide in my DM', 'hit my line' (r230; its 'HMU' was read already, above)
        "slide ~1 in|into ~2 my ~1 dm|dms|inbox",
        "hit ~1 my ~1 line|dm|inbox",
        // 'reach out to them on telegram', 'join my private signals group', "dm 'info'", 'I can introduce you' (r251)
        "reach ~1 out ~3 them|him|her ~2 telegram|whatsapp",
        "join ~1 my|our ~1 vip|private ~1 signals|trading|crypto|investment",
        "dm ~1 info|details|yes|plus",
        "i ~1 can ~1 introduce ~1 you",
        // 'message for prices' (r255)
        "message ~1 for ~1 prices|price|details|info",
        // 'are you interested?' of a recruiter's opener (r259)
        "are ~1 you ~1 interested",
        // 'send me ... in private', 'DM if interested', 'DM for price' (r262)
        "send ~1 me ~3 private|pm|inbox",
        "dm ~1 if ~1 interested",
        "dm ~1 for ~1 price|prices|details",
        // "I'll teach you" (r267)
        "i ~1 ll ~1 teach ~1 you",
        // "I'll guide you", 'would you like to chat? Message me' (r271)
        "i ~1 ll ~1 guide ~1 you",
        "like ~1 to ~1 chat ~2 message|dm|text",
        // 'apply in DM', 'DM to join', 'message me if interested', 'send me a message' (r278)
        "apply ~2 dm|inbox|telegram",
        "dm ~1 to ~1 join",
        "message ~1 me ~1 if ~1 interested",
        "send ~1 me ~1 a ~1 message",
        // 'claim in the bot' (r283)
        "claim ~2 bot",
        // 'ask me how I did it', "I'll show you" (r287)
        "ask ~1 me ~1 how ~1 i ~1 did|made|earn*|do",
        "i ~1 ll ~1 show ~1 you ~1 something|how",
        // 'contact me privately', "I'll explain everything" (r291)
        "contact ~1 me ~1 privately",
        "i ~1 ll ~1 explain ~1 everything",
        // 'my DM is open', 'DM me the word START' (r297)
        "my ~1 dm|dms|inbox|pm ~1 is|are ~1 open",
        "dm|text|send|message ~1 me ~1 the ~1 word|code",
        // 'apply via my profile', 'my contact in profile' (r298, r300)
        "apply ~2 my ~1 profile|bio",
        "contact ~1 in ~1 profile|bio",
        // 'tap in with me', 'slide in my dms', 'ask me how' (r307)
        "tap in ~1 with ~1 me",
        "slide ~2 in ~1 my ~1 dms|dm|inbox",
        "app|method|system|platform ~1 ask ~1 me ~1 how",
        // 'inbox for the code' (r310)
        "inbox|dm ~2 for ~2 code",
        // 'I'll share her contact', 'apply by messaging me' (r331)
        "share ~1 her|his ~1 contact",
        "apply ~2 by ~1 messaging ~1 me",
        // 'shoot me a DM' (r346)
        "shoot ~1 me ~1 a ~1 dm",
        // 'waiting in my DMs' (r362)
        "waiting ~2 in ~1 my ~1 dms|dm|inbox",
      ],
    },
    regex: [
      '(?:пиши|напиши|ставь|поставь|поставит|поставят|отправ[а-я]{0,5}|жду|ставьте|пишите|напишите|пеши|пешите|пишіть|напишіть|ставте)\\s?(?:мне\\s)?(?:"|«|\\()?\\s?(?:\\+|➕)',
      // "пиши @handle": the call to write with the account to write to (it starts on "@", a rare character, and looks
      // back for the verb, so that a long text is scanned for one character)
      "@(?<=(?:пиши|пишите|напиши|напишите|пишіть|напишіть|писать|обращайтесь|звертайтесь)\\s?(?:мне\\s|сюда\\s|нам\\s)?\\S{0,3}\\s?@)[a-z0-9_]{4,}",
      // an offer that ends on "пишите" (Uzbek "yozing"): the call to write is the post's last word. Written as the end
      // of the text with a lookbehind, the regex engine tries the end only (8 µs per 10,000 characters -> nothing) (an
      // emoji or a symbol may follow: "пиши 📩", "пиши ✅"; \ud800-\udfff are the halves of an emoji outside the BMP)
      "$(?<=(?:^|[\\s,.!:;-])(?:пишите|пиши|напишите|пишіть|напишіть|пешите|пеши|пишыте|пешыте|пешіть|отпиши|отпишите|переходи|переходите|yozing|yozinglar|pishite|pishi|napishite)[\\s!.)\\u2190-\\u2bff\\ufe0f\\u200d\\ud800-\\udfff]*)",
      // a bare "DM" or "inbox" as the post's own last clause ("our team works 24/7, DM"); not "check your DM", "I sent
      // it via DM" (a phrase already) or "3:02 PM"
      "$(?<=[,.!:;–—\\-\\u2190-\\u2bff\\ud800-\\udfff]\\s?(?:dm|inbox)[\\s!.)\\u2190-\\u2bff\\ufe0f\\u200d\\ud800-\\udfff]*)",
      // a handle named after the messenger instead of an "@" or a link ("тг: dengi_pro", "телега dengi_99", "telegram:
      // cash_team"): a word with "_" or a digit after a space or a colon, not "телега сломалась", "Telegram desktop", a
      // nick such as "tgm4883" or a link's "t.me/telegram"
      "(?:тг|телег(?:а|е|у|и|рам|раме|раму)|tg|telegram)(?<=(?:^|[^a-zа-я0-9_/.@])(?:тг|телег(?:а|е|у|и|рам|раме|раму)|tg|telegram))(?:\\s?[:\\-–—]\\s?|\\s)@?[a-z][a-z0-9_]*[_0-9][a-z0-9_]*",
      // "write me privately / add me / taking orders" in Chinese: a pure Han alternation, run only on texts with a CJK
      // letter
      "(?:私聊|私信我|联系我|聯繫我|加我|找我|接单|接單|代发找|代發找|推广找|推廣找|引流找)",
    ],
  },
  {
    // A Russian mobile number to call, written after "звоните" ("звоните +7 999 123 45 67", "позвоните 8-912-..."): a
    // contact like a private message, weighed low (5) because a neighbour's "Продаю коляску, звоните 8 912 ... или
    // пишите" is chat (at 10 it was `suspicious` 42 in the polite_chat honest set); it counts beside an advertised kind
    // (illicit_with_contact), not alone. "Звоните 112" and 8-800 numbers are no mobile number.
    name: "phone_call",
    category: "solicitation",
    weight: 5,
    lang: ["ru"],
    description: "A mobile number to call",
    regex: ["(?:звоните|позвоните|звони|звонить)[ :]{1,3}(?:\\+7|8)[ (-]{0,2}9\\d\\d[ )-]{0,2}\\d{3}[ -]?\\d\\d[ -]?\\d\\d"],
  },
  {
    name: "contact_flow",
    category: "solicitation",
    weight: 30,
    lang: ["ru", "en", "uk", "uz"],
    description: "Redirects to outside contacts, bots, profiles or 'click the link'",
    patterns: {
      ru: [
        // as a contact ("пишите в WhatsApp", "WhatsApp +7...", "whatsapp me"); "Ватсап опять не работает" is chat
        "ватсап|вацап|ватсапп|вотсап|whatsapp|вайбер|viber ~3 #n|пиши*|пишите|напиши*|номер*|мне|me|contact|message|text|chat|dm|write|via|on|at|number",
        "в|на|по|my|on|via|through ~1 ватсап|вацап|ватсапп|вотсап|whatsapp|вайбер|viber",
        "ссылк* в профил*|описани*|био|шапке",
        "в профиле ~1 ссылк*",
        "подробност*|подробнее|информаци* по ссылке",
        "переход* по ссылке",
        "жми*|нажми*|кликай*|кликни* ~2 ссылк*|кнопк*|кнопок",
        // to the bot ("пиши в бот", "напиши боту"); "пишите админам, бот не всё ловит" is the admins' own notice
        "пиши*|напиши* в|у бот*|боте",
        "пиши*|напиши* боту|бот",
        "переход* в бот*|канал*",
        // the bot where the payout or the prize is "checked" ("узнай свою сумму в боте"); not "Проверь баланс в боте"
        "сумму|выплату|компенсацию|приз|выигрыш|бонус ~1 в боте",
        // a transfer or a prize taken, or a verification done, in a bot; not "Получите справку в боте Госуслуг"
        "получите|получи|заберите|забери ~1 его|их|перевод|деньги|приз|выигрыш ~1 в боте",
        "пройдите|пройди|пройти ~1 верификаци*|проверк* ~1 в боте",
        "подпис* на наш канал",
        "вступай* в ~1 наш*|мой|мою|закрыт*|приватн*|vip|вип ~1 групп*|канал*|чат*",
        "ищите в поиске",
        "в поиске телеграм*|телеги|тг",
        // with where it leads ("наш канал в профиле", "подписывайся"); "Наш канал в Slack переехал" is a team's
        "наш канал ~3 подпис*|переходи*|ссылк*|профил*|шапк*|био|закреп*|вступ*|заработ*|сигнал*|шапок",
        "наш бот",
        // for the offer's details ("пиши админу за подробностями"); "Пиши админу чата, если бот не работает" is help
        "пиши* админ* ~3 заработ*|подробност*|информац*|#n|плюс|условия|работ*",
        "пиши* админ* ~3 за ~1 подробн*",
        "связ* с менеджер*",
        // "по моей ссылке" and "реферальная ссылка" are promo_code_bait's (read by both, "По моей ссылке можно
        // посмотреть расписание автобусов" scored `spam` 95); the call to act through it is a redirect ("Оформи карту
        // по моей ссылке")
        "оформи*|оформляй*|регистрируй*|зарегистрируй*|переходи*|жми* ~3 по ~1 моей ~1 ссылке",
        "по ссылке ~2 получи*|получите",
        // with the way in ("закрытый канал, доступ по ссылке"); "Закрытый клуб книголюбов собирается в среду" is a club
        "закрыт* канал*|клуб* ~3 доступ*|вступ*|ссылк*|сигнал*|vip|вход*|подпис*|#n|бесплатн*|места|мест|профил*",
        "приглашают в закрыт*",
        "места ограничены ~2 успей*|успейте",
        "опрос|инфо|информаци*|подробност* ~2 профил*|описани*",
        "в описани* профил*",
        // "заходи ко мне в профиль": the profile is where the link waits
        "заходи|загляни|заглядывай ~2 мне|мой|мою ~2 профиль|профиле|страничк*|анкет*|страничек",
        // Ukrainian: "зазирни в мій профіль", "посилання в профілі"
        // "зазирни до мене в профіль" (not "Заходьте в мій профіль в інстаграмі, там фото з весілля")
        "зазирни|зазирніть|заглянь ~2 в|у|до ~1 мій|мого|мене ~2 профіль|профілю|профілі|сторінк*|сторінок",
        "посилання ~2 в|у ~1 профілі|описі|біо|шапці",
        // Uzbek: "havolasi profilimda" (not "profilimga kiring" alone: "Profilimga kiring, u yerda to'y rasmlari bor")
        "havola* ~2 profil*|bio*",
        // Ukrainian "забирай у боті": the reward waits in a bot
        "забирай*|забери|заберіть ~3 боті|боте",
        "реквизиты ~2 в ~1 профиле|описании|био|шапке",
        "где ~1 играю|играть|поднимаю|поднял ~3 профил*|профиле|описани*|шапке|био",
        "ссылк* ~1 у ~1 меня ~1 в ~1 профил*|описани*|био|шапке",
        // an ID checked in "our" bot ("проверьте по номеру СНИЛС в нашем боте"); not "Проверьте в нашем боте
        // расписание" an ID checked in "our" bot ("проверьте по номеру СНИЛС в нашем боте"); not "Проверьте в нашем
        // боте расписание"
        "по ~1 номеру ~1 снилс*|паспорт*|карты|инн ~1 в ~1 нашем ~1 боте",
        // paid in a bot "while the offer lasts"; not "Оплата в боте не работает, пишет ошибку"
        "оплата|оплатить|оплатите ~1 в ~1 боте ~3 пока|акци*|успей*|успейте",
        // a form in a bot that pays; "Заполните анкету в боте, чтобы записаться на экскурсию" is a school's
        "заполните|заполни ~2 анкет*|форм*|данные ~2 в ~1 боте ~3 получ*|выплат*|компенсац*|деньги|#n",
        // 'Ссылку оставил в профиле, вдруг кому-то пригодится'
        "ссылк* ~1 оставил*|оставила|оставлю ~1 в ~1 профил*|описани*|био|шапке",
        // a code word to write, the funnel of a 'free guide' ('Просто напишите мне слово «гайд»'); the profile to look
        // at, where the bot waits ('Немного о себе я рассказала в профиле, загляните')
        "напиши*|пиши*|пишите|напишите ~1 мне ~1 слово|кодовое ~1 гайд|хочу|плюс|старт|инфо|да",
        "о ~1 себе ~3 в ~1 профиле ~2 загляни*|загляните|заходи*",
        "про ~1 себе ~3 в ~1 профілі ~2 заходьте|загляньте|заходь|заглянь",
        // 'заходи ко мне в бота': a member has no bot of their own ('Переходите в бот, там расписание' is the school's,
        // contact_flow alone)
        "ко ~1 мне ~1 в ~1 бота|бот",
        "напишіть|пишіть ~1 мені ~1 слово ~1 гайд|хочу|плюс|старт|інфо|так",
        "join ~1 наш ~1 vip|вип ~1 канал|чат|групп*",
        "забирай*|забери ~3 usdt|ton|звезд*|приз* ~2 в ~1 боте",
        // the profile or the avatar as the way on ('у меня в профиле ссылка', 'жми на аву'); not 'фото в профиле' (a
        // group's photos) nor 'у меня в профиле канал про рыбалку'
        "профиле|шапке ~1 бот|ботик",
        "жми*|нажми*|тыкай|тыкни|кликай*|кликни* ~2 на ~1 аву|аватар*|авку",
        // 'в моём профиле бот' (not 'в моём профиле фото с праздника')
        "моем ~1 профиле|описании|шапке ~1 бот|ссылк*",
        // 'цены и фото - в боте' (r175, r178)
        "цены ~1 и ~1 фото ~2 в ~1 боте|профиле|лс",
        // 'кому скинуть канал?' (r180)
        "кому ~1 скинуть ~1 канал|бота",
        // Kyrgyz and Kazakh 'бот профилде' (r216)
        "бот ~1 профилде|профилінде",
        // 'заберите в боте до вечера', 'ссылка в закрепе у бота' (r301), 'кто готов начать уже сегодня — ставь +' (r304)
        "заберите ~1 в ~1 боте ~1 до ~1 вечера|конца|завтра|полуночи|#n",
        "закрепе ~2 у ~1 бота",
        "начать ~2 сегодня ~3 ставь|пиши*|напиши*",
        // 'загляните в мой профиль', 'переходи в профиль' (r305)
        "переходи|переходите ~2 в ~1 мой ~1 профиль",
        "переходи|переходите ~1 в ~1 профиль",
      ],
      uk: [
        "в|у ~1 нашому|моєму ~1 боті ~2 заходь*|пиши*|переходь*",
        "заповніть|заповни|заповнюйте ~2 анкет*|форм*|заявк*|дані ~2 в|у ~1 боті ~3 отрима*|виплат*|компенсац*|гроші|залишил*|#n",
        "суму|виплату|компенсацію|приз|виграш ~2 в|у ~1 нашому ~1 боті",
        // the link 'у біо', as the Russian 'ссылка в профиле' ('Канал у біо нашої школи оновили' and 'Бот у профілі
        // школи показує розклад' are the school's)
        "посилання у|в біо|профілі|шапці",
        // a channel of predictions or signals
        "переходьте|переходь|підписуйтесь|підписуйся ~3 канал ~3 прогноз*|сигнал*|заробіт*|ставк*",
        // 'тисни на аву'
        "тисни*|натисни*|тисніть ~2 на ~1 аву|аватар*|аватарку",
        // 'анкети в профілі' (r174)
        "анкети ~2 в ~1 профілі|біо",
        // 'заявка в боті' (r302)
        "заявка ~2 в ~1 боті",
        // a fundraiser's card 'in the profile' (r313)
        "реквізити|номер ~1 картки ~2 профілі|шапці",
      ],
      // Uzbek, as the Russian "переходи в бот", "вступай в наш канал" (read from Cyrillic through the Latin reading:
      // "ботга ўтинг" is "botga o'ting", the apostrophe splitting the word)
      uz: [
        "botga|botimizga o ting",
        "botga|botimizga kiring|yozing",
        "kanalga|kanalimizga qo shiling",
        "kanalga|kanalimizga obuna bo ling",
        "bot|botimiz|havola ~1 profilda",
        // 'rasmlar botda' (r224; not 'rasmlar profilda bor, qarang')
        "rasmlar ~1 botda",
        // 'prognozlar ... kanalda', 'botda tekshiring' (r320)
        "prognoz* ~3 kanalda",
        "botda ~1 tekshiring",
      ],
      en: [
        "whatsapp ~3 me|#n|contact|number|message|text|chat|dm|write|via|on|at",
        "my|on|via ~1 whatsapp",
        // support or an admin as "our" contact ("Contact our support team on Telegram @wallet_help_desk"); not a
        // member's question ("My account got locked, how do I contact support?", "if you contact GitHub support, they
        // should help")
        "contact ~3 agent|manager|mentor|broker",
        "contact ~1 our ~2 support|admin|admins|team",
        "link in ~1 bio|profile|description",
        "pics|pic ~2 my profile|bio",
        "click ~2 link|here|below",
        "click on the link",
        "use this link",
        "via the link",
        "visit ~2 link|channel|website|site",
        "join ~2 channel|group|community",
        "message ~3 on telegram|whatsapp",
        "reach ~2 on telegram|whatsapp",
        "text ~2 on whatsapp",
        "telegram ~1 #n",
        "tap ~2 link|button",
        "tap|click ~2 bot ~2 claim|receive|get",
        "call now",
        "call #n",
        "txt #n",
        "my referral|ref link",
        "referral link|code",
        "sign up ~2 link|using",
        "reply stop|yes|win",
        "send stop",
        "txt stop",
        "sms stop",
        "to opt out",
        "to unsubscribe",
        "usdt|btc|eth|crypto ~2 wallet|address ~2 in ~1 my ~1 bio|profile",
        // "verify your details in our bot"; not "Put your details in the bot and it will book the room"
        "verify|confirm|enter|submit|provide ~1 your ~1 details|data|info|information ~2 in ~1 our|the ~1 bot",
        // the bot as the way in ("just start the bot and share"); not "Start the bot and it will remind you about the
        // meeting"
        "start ~1 the|our|my ~1 bot ~3 share|claim|receive|free",
        "link ~1 is ~1 in ~1 my ~1 bio|profile",
        // the token's contract address 'in my channel'
        "contract ~1 address ~3 in ~1 my ~1 channel|bio|profile",
        // 'apply through my link'
        "apply ~3 my ~1 link|links",
        // 'my bot is giving free Premium and Stars'
        "my ~1 bot ~3 free|giving|gives|premium|stars|gift*",
        // 'copy and paste work, earn up to $300 daily, contact admin' (r298)
        "contact|message|text ~1 admin ~3 earn|daily|#n",
        // 'drop your cashtag', 'comment your cashapp' (r307)
        "drop|comment ~1 your ~1 cashtag|cashapp|cashapps|cashtags ~3 want|#n|blessing|free|get",
        "#n ~3 drop|comment ~1 your ~1 cashtag|cashapp|cashapps|cashtags",
      ],
    },
    regex: ["@[a-z0-9_]{2,30}bot\\b", "\\.(?:me|whatsapp\\.com)(?<=wa\\.me|(?:api|chat)\\.whatsapp\\.com)"],
  },
  {
    name: "crypto_investment",
    category: "crypto",
    weight: 15,
    lang: ["ru", "en", "uz"],
    description: "Crypto / trading / investment schemes",
    patterns: {
      ru: [
        "крипт*",
        "криптовалют*",
        "биткоин*|биткойн*",
        "арбитраж*",
        "трейдинг*|трейдер*",
        "инвестиц*|инвестир*|инвестор*",
        "цифров* валют*|актив*",
        "связк*|связок",
        "p2p|р2р",
        "usdt",
        "binance|bybit|okx|окх|htx|нтх|kucoin|mexc|мехс",
        "токен*",
        "блокчейн*",
        "сигнал* ~2 крипт*|трейд*",
        "торгов* ~2 крипт*|бирж*|сигнал*",
        "пул* ликвидност*",
        "двойн* конвертац*",
        // the business pitch's payback in weeks or months ("вложения от 50 тысяч, окупаемость 2 месяца"); not a coffee
        // machine's "окупаемость ... месяца три"
        "окупаемост* ~2 #n ~1 месяц*|месяца|недел*|дней",
        "окупаемост* за ~1 месяц|неделю|#n",
        "вложени* ~1 от #n",
        // money multiplied in days, the investment scheme's arithmetic ("Вложи 10 000 и через неделю получи 30 000")
        "вложи|вложите|вкладывай*|инвестируй* ~2 #n ~3 получи*|получаешь|получите ~2 #n",
        "цифров* ~1 актив* ~3 возможност*|сообществ*|приглаш*|результат*",
        "закрыт* ~1 сообществ*|клуб* ~3 цифров*|актив*|инвест*|возможност*|приглаш*",
        // a closed community on 'digital assets' with its results ('в небольшое закрытое сообщество, где мы разбираем
        // цифровые активы')
        "закрыт* ~1 сообществ*|клуб* ~3 цифров*|крипт*|инвест*|трейд*|актив*",
        "цифров* актив* ~3 результат*|доход*|прибыл*|мест*",
        "закрит* ~1 спільнот*|клуб* ~3 цифров*|крипт*|інвест*|трейд*",
        "цифров* ~1 актив* ~3 результат*|дохід|прибут*|місць",
        // 'кэсик с арбитража каждый день'
        "кэсик|кеш|кэш ~2 с ~1 арбитража|крипты|крипте",
        // 'на стейкинге, минимальный вход' (r341; 'трейдер*' reads 'копирую сделки трейдера' already)
        "на ~1 стейкинге ~3 #n|доход|вход",
      ],
      en: [
        "crypto*",
        "bitcoin*|btc|eth|ethereum|usdt|bnb|solana|xrp",
        "investment platform|plan|plans|opportunity|company|manager",
        "invest* ~2 crypto*|bitcoin|forex|trading|platform",
        "trading platform|account|signals|expert|bot",
        "vip ~1 group|channel|signals|chat|club",
        "win rate",
        "winrate",
        "trade* platform",
        "broker*",
        "forex",
        "binary option*",
        "crypto|bitcoin mining",
        "withdrawal* ~3 profit*|crypto*|usdt|btc|instant*|successful*",
        "minimum deposit",
        "deposit ~2 usdt|btc|crypto|bitcoin",
        "portfolio manager",
        "blockchain",
        // was "token|tokens|presale|pre sale", read "<token|tokens|presale|pre> sale" ('|' alternates one token); the
        // same phrases, written out ("token" alone is every developer's auth token)
        "token|tokens sale",
        "memecoin*|meme coin*",
        "pump",
        "dex|dextools|dexscreener",
        // staking offered with a return or a pool, not "how staking rewards are taxed"
        "staking ~3 apy|apr|#n|pool|platform|daily|earn|profit|join|start",
        "100x|10x|1000x",
        "altcoin*",
        "nft|nfts",
        "gems|shill*|degen*|wagmi",
        "binance|bybit|coinbase|metamask|trust wallet",
        "liquidity",
        "market cap|mc",
        "launch*",
        "whale ~1 wallet|wallets|alert|alerts",
        "safe and reliable ~1 company|platform|broker|exchange|investment",
        "invest|deposit ~2 #n ~3 receive|get ~2 #n",
        "digital ~1 assets ~3 opportunities|group|community|invite|invitation|results",
        "private ~1 group|community ~3 where ~2 discuss|share ~3 digital|assets|opportunities|signals|crypto",
        "private ~1 group|community|club ~3 digital ~1 assets",
        "digital ~1 assets ~3 opportunit*|results|returns",
      ],
      // Uzbek: an investment with its monthly profit or its guarantee ("Ishonchli investitsiya, oyiga 30% foyda,
      // kafolat bilan")
      uz: [
        "investitsiya* ~3 oyiga|kuniga|foyda|kafolat*",
        "foyda ~2 kafolat*",
        "kripto|kriptovalyuta ~3 shug|rgataman|daromad|foyda",
        // 'through crypto' (r268)
        "kripto ~1 orqali",
      ],
    },
    regex: [
      // it starts on "$" and looks back for the space, quote or bracket before it (a long text is scanned for one
      // character)
      '\\$(?<=(?:^|[\\s"(])\\$)[a-z]{2,8}\\b',
      // the investor's story: "I deposited $400 and in a couple of days I got my profit"
      "deposited\\s\\$?\\d[\\d,.]{0,8}\\$?[^$\\n]{0,60}?\\b(?:got|received|withdrew)\\s(?:my\\s|the\\s)?profits?\\b",
      // an exchange ("биржа"), not the labour exchange ("Кто ищет заработок, на бирже труда много вакансий" was spam
      // 100 with two other kinds' words)
      "бирж(?<=(?:^|[^а-яa-z])бирж)[а-я]*(?![а-я])(?!\\s(?:труда|занятости))",
    ],
  },
  {
    name: "airdrop_giveaway",
    category: "giveaway",
    weight: 20,
    lang: ["ru", "en", "tr", "id", "uz", "uk"],
    description: "Airdrops, giveaways, free rewards and bonuses",
    patterns: {
      // Ukrainian, as the Russian "раздача / розыгрыш / каждому, кто подпишется"
      uk: [
        "роздача|роздаю|роздаємо|роздам",
        "розіграш*",
        "кожному ~2 хто ~1 підпишеться|підписався|підписалися",
        "дарую ~1 #n ~1 btc|втс|біткоїн*|eth|етн|usdt ~3 першим",
        // 'покажу безкоштовно першим 10'
        "покажу|поділюсь|навчу ~1 безкоштовно ~2 першим",
        // 'розіграш від адміністрації, умови в боті'
        "розіграш|роздача ~3 умови ~2 в|у ~1 боті",
      ],
      ru: [
        "розыгрыш*",
        "разыгрыва*",
        "раздач*|раздаем|раздаю",
        "халяв*",
        "бонус*",
        // the word alone is a 20-point hint; promo_code_bait needs the bait around it
        "промокод*",
        "фриспин*",
        "бесплатн* ~1 крипт*|токен*|деньг*",
        // a VPN or a subscription handed out ("Бесплатный VPN на год для всех подписчиков")
        "бесплатн* vpn|впн ~3 всем|всех|год|забирай*|бот*",
        "подарок ~2 каждому|всем",
        "каждому ~2 кто подпишется|подписался",
        "нужно|надо|достаточно ~1 только ~1 подписаться",
        "каждому ~2 #n",
        // money for the first who write ("Первым 20 написавшим в личку дарю по 1000 рублей")
        "первым ~1 #n ~1 написавш*|ответивш* ~3 дарю|подарю|получ*|отправлю|скину",
        "аирдроп*|эирдроп*|airdrop*",
        "получи* ~2 бонус*|приз*",
        "забирай*|заберите ~2 бонус*|приз*",
        "отда*|отдам|отдаю ~3 курс*|материал*|мануал*|обучени*",
        "остал*|остался|осталось ~3 курс*|материал*|мануал*|обучающ*",
        "обучающ* материал*",
        "за спасибо",
        "поделиться|поделюсь ~2 материал*|курс*",
        "могу скинуть ~2 курс*|материал*|обучени*|мануал*|схем*|бесплатно|всем",
        "каждому желающему",
        "скопил* ~3 материал*|информаци*",
        "получи*|получите ~2 от меня",
        // "BTC" and "ETH" in a Russian text are read in Cyrillic ("втс", "етн": every letter has a Cyrillic twin)
        "дарю ~1 #n ~1 btc|втс|биткоин*|eth|етн|usdt ~3 первым",
        // 'делюсь бесплатно с первыми'
        "делюсь|поделюсь ~2 бесплатно ~2 с ~1 первыми",
        // 'всем, кто подпишется на мой канал'
        "всем ~2 кто ~1 подпишется|подписался",
        // 'розыгрыш от администрации, условия в боте'
        "розыгрыш|раздача ~3 условия ~2 в ~1 боте",
        // 'подпишись на канал и получи 1000 рублей на карту'
        "подпишись|подпишитесь ~3 получи|получите ~2 #n",
        "получи|получите ~1 #n ~2 на ~1 карту",
        // 'дарим 1000 рублей на карту каждому, кто подпишется' (r197)
        "дарим|дарю ~1 #n ~2 на ~1 карту|баланс ~3 каждому|подпиш*|всем",
        // a free iPhone 'за отзыв', coupons 'со скидкой 50%, осталось 10' (r200)
        "бесплатный|бесплатно ~1 iphone|айфон ~3 за ~1 отзыв|подписку|репост",
        "купоны|купон|сертификаты ~3 со ~1 скидкой ~3 осталось|пиши*|пишите|лс",
        // 'розыгрыш 10 000 рублей среди подписчиков' (r237, r238)
        "розыгрыш|розіграш ~3 среди|серед ~1 подписчиков|підписників",
        // gifts 'to those who subscribe' (r261)
        "тем ~2 кто ~1 подпишется|подпишутся|подписался",
        // 'to the first 50 subscribers' (r289)
        "первым ~1 #n ~1 подписчикам",
        // 'выплата за активность', 'заберите подарок' (r301)
        "выплат* ~2 за ~1 активность",
        "победител* ~3 заберите ~1 подарок|приз|выигрыш",
        // 'выиграй iPhone 16' (r324)
        "выиграй ~1 iphone|айфон",
      ],
      en: [
        "airdrop*",
        "give away",
        "free ~1 token*|coins|crypto|usdt|nft|tickets",
        // streaming accounts handed out ("Free Netflix and Spotify premium accounts, lifetime access")
        "free netflix|spotify|disney|hbo|vpn ~3 account|accounts|premium|subscription*",
        "claim*",
        "reward*",
        "bonus*",
        "prize*",
        "winner*",
        "lucky",
        "free entry",
        "you have been selected",
        "congratulations",
        "congrats",
        "voucher*",
        "gift card*",
        "promo code*",
        "whitelist",
        // "free course" alone is a library's or a university's too ("the library has a free course on bookkeeping")
        "free materials",
        "free course*|courses ~2 dm|inbox|claim|link|telegram|whatsapp|limited",
        "money adder",
        "giveaway*",
        // money for the first who write ("I'm giving $300 to the first 10 people who message me")
        "first #n ~2 people|persons|users ~3 message|dm|text|write|comment|follow|follows|join|joins|subscribe|subscribes",
        "home delivery ~2 free",
        "free home delivery",
        "giving|give ~1 out ~3 usdt|btc|eth|bitcoin|crypto|sol|ton|dollars",
        // 'first 500 people get $100 in USDT'
        "first ~1 #n ~1 people|users|members ~2 get|receive ~3 #n|usdt|btc|free",
        // giving away money or prizes; 'Giving away baby clothes, message me if you want them' is a neighbour's
        "giving ~1 away ~3 usdt|btc|eth|crypto|iphone*|money|cash|tokens|coins|supply|nft*|prizes|gift*",
        // gift cards given away, 'to the first 20 people who comment DONE'
        "giving ~1 away ~3 gift ~1 card|cards",
        "first ~1 #n ~1 people ~3 who ~1 comment",
        // 'trading competition, top 100 win $10,000'
        "trading ~1 competition ~3 win|prizes|prize|register|link",
        // 'free gift card codes ..., claim in the bot' (r201)
        "gift ~1 card ~1 codes ~3 free|claim|bot",
        // 'giving away 10 MacBook Pros' (r215; not 'giving away my old MacBook charger'; 'message me your email' was tried: a meeting's slides)
        "giving ~1 away ~1 #n ~3 macbook*|iphone*|ps5|laptops|laptop|cars|teslas|ipads",
        // 'Giveaway: $1,000 to one follower' (r239; not 'rules pinned': 'the rules are pinned in my profile' is a group admin's)
        "#n ~2 to ~1 one ~1 follower|lucky",
        // airdrop, free mint and points claims of 2025 (r303)
        "first ~1 #n ~1 wallets",
        "mint ~1 live ~1 now",
        "eligible ~1 for ~2 #n",
        "points ~1 program ~3 ends|convert|tokens",
        "convert ~1 your ~1 points ~2 tokens",
        "dropping ~1 tokens ~3 holder|holders|every",
        "receive ~1 your ~1 share ~1 instantly",
        "giving ~1 back ~1 fees",
        // 'your tokens are waiting for you' (r303)
        "tokens ~2 waiting ~2 for ~1 you",
        // giveaway baits of 2025 (r314): 'the first person who comments', 'like, share and tag 3 friends to win', a free laptop 'for the first 5 who share', 'limited codes', 'selected for a free Samsung phone'
        "first ~1 person ~2 who ~1 comments",
        "tag ~1 #n ~1 friends ~3 win",
        "like ~2 share ~3 win",
        "free ~1 macbook|iphone|laptop|ps5 ~3 first|student|share|testers|testing",
        "free ~1 netflix|spotify|youtube|disney ~1 premium|subscription",
        "limited ~1 codes",
        "comment ~1 win ~3 free|send",
        "giving ~1 away ~2 car|iphone|ps5|laptop|macbook ~2 for ~1 free",
        "selected ~2 for ~2 free ~3 phone|iphone|samsung|gift|confirm",
        "random ~1 followers",
        "only ~1 #n ~1 testers ~1 needed",
        // 'the first 50 verified members', 'everyone who reacts gets a prize', 'verified members receive weekly payouts' (r317)
        "first ~1 #n ~1 verified ~1 members",
        "everyone ~2 who ~1 reacts ~3 prize|role|reward",
        "verified ~1 members ~2 receive ~3 payouts|payout|rewards",
        // 'pays $10 for every friend you invite', 'tap-to-earn before listing', 'the first 500 who join' (r335)
        "pays ~1 #n ~2 for ~1 every ~1 friend",
        "tap ~1 to ~1 earn ~3 listing|airdrop|early",
        "first ~1 #n ~2 who ~1 join",
      ],
      tr: ["cekilis* ~3 kanal*|kisiye|tl", "bedava ~2 #n ~1 tl|nakit"],
      // Uzbek: free signals, courses and money for subscribing ("obuna bo'ling va bepul signallar oling")
      uz: ["bepul ~2 signal*|kurs*|darslar|pul|bonus*", "obuna ~2 bepul"],
      id: ["saldo ~2 gratis", "gratis saldo", "yang mau ~2 gratis"],
    },
  },
  {
    name: "job_offer",
    category: "job",
    weight: 15,
    lang: ["ru", "en", "kk", "ky", "uz", "uk"],
    description: "Dubious job / partnership offers",
    patterns: {
      ru: [
        "набор в команд*",
        "набира* ~2 команд*|людей|сотрудник*|партнер*",
        "ищ*|набира* ~2 партнер*|сотрудник*|людей|желающих|помощник*|ассистент*",
        "требуются|требуется ~2 сотрудник*|люди|курьер*|помощник*|помощниц*|администратор*|оператор*|операторы",
        // Russian in Latin transliteration ("Nuzhny lyudi na podrabotku", "Rabota na domu")
        "nuzhny|nuzhen|ishchu|ischu|trebuyutsya|trebuetsya|nabor ~2 lyudi|lyudey|sotrudniki|sotrudnikov|kurery|kurerov|pomoshchnik*|rabotniki",
        "podrabot*",
        "rabota|rabotu ~2 na ~1 domu|udalenke",
        "требуются|ищем|нужны ~1 девушки|девушек ~3 работ*|чат*|общени*",
        "подработ*",
        // misspelled on purpose (r63): "подроботка"
        "подроботк*",
        "вакансия|ваканси*",
        "без опыта",
        "опыт не нуж*|требуется",
        "обучение бесплатн*",
        "бесплатн* обуч*",
        "обуча* ~2 бесплатн*",
        "#n часа|часов ~2 в день",
        "свобод* времени",
        "от #n лет",
        "сотрудничеств*",
        "ищу людей",
        "нужны|требуются|срочно ~2 разнорабоч*|курьер*|грузчик*|сотрудник*|помощник*|помощниц*",
        "приглашаю ~2 команд*",
        "набор ~3 команд*",
        "в поиск* ~2 людей|партнер*|партнёр*|сотрудник*",
        "частичн*|неполн*|гибк* занятост*|график*",
        "научим|обучим ~1 всему|бесплатно",
        "халтурк*|халтурок",
        "нужн*|требуется ~1 бригад*",
        "ищ*|нуж*|требу* ~2 ответственн*",
        "развивающ* ~1 проект*|команд*",
        "перспективн* ~1 команд*|проект*|направлени*",
        "присоединя* ~2 команд*",
        "научу ~1 бесплатн*|всему|зарабатывать",
        // trading taught "for free, results in a week" (the pig-butchering opening)
        "научу|обучу ~2 торговать|трейдинг*|инвестир* ~3 бесплатн*|нуля|результат*",
        // Ukrainian
        "набір ~2 команд*",
        // with the work, the pay or the cards it is about: not people sought for volleyball, a quiz, a trip or football
        // ("Шукаю двох людей на футбол увечері, пиши" was suspicious 68; r328)
        "шукаю|шукаємо ~2 людей|партнерів|працівників ~3 підробіт*|робот*|бізнес*|склад*|пакуван*|картк*|карткою|оплат*|дохід|заробіт*|викуп*|легку|онлайн|віддален*|відповідальних",
        "шукаю|шукаємо ~1 відповідальних ~1 людей",
        "людей ~2 команду ~3 набір|дохід|заробіт*|робот*|онлайн",
        "срочно ~1 нужны ~1 люди|людей",
        "курьер*|грузчик*|разнорабоч*|сотрудник*|помощник* ~1 нужны|нужен|требуются|требуется",
        "ищет|набирает|приглашает ~1 менеджеров|сотрудников|операторов|людей",
        "подходит ~1 мамам|студентам|пенсионерам",
        // ambassadors wanted for a crypto project
        "ищем|ищу|набираем ~1 амбассадоров|амбассадора ~3 крипто*|проект*|токен*|usdt",
        // a partner for a 'project' ('вложений не нужно, доход делим пополам')
        "ищу ~1 напарника ~2 в ~1 проект|бизнес",
        // 'у нас в команде есть места' (not 'всему научим': a workshop's volunteers are taught too)
        "команде ~2 есть ~1 места|место|вакансии",
        // 'видел, ты ищешь работу', 'ты подходишь для нашего проекта'
        "видел|видела ~2 ищешь|ищете ~1 работу|подработку",
        "подходишь|подходите ~2 для ~1 нашего|нашей ~1 проекта|команды|работы",
        // 'беру пятерых' into a team (r168)
        "беру ~1 #n|двоих|троих|четверых|пятерых ~1 человек*|людей|учеников",
        "беру ~1 двоих|троих|четверых|пятерых|шестерых|десятерых",
        // 'есть свободные места в проекте' (r167)
        "свободные ~1 места ~2 в ~1 проект*|проекте|команд*|команде",
        // 'наша команда расширяется и ищет ответственных людей', 'без опыта и резюме', couriers from 16 (r172)
        "команда ~1 расширяется",
        "ищет|ищем ~1 ответственных ~1 людей|сотрудников|ребят",
        "без ~1 опыта ~1 и ~1 резюме",
        "возраст ~1 от ~1 14|15|16|17",
        // 'ворк' and 'курик', slang for work and a courier (r176)
        "ворк|ворка|ворке ~3 для|на|пиши*|лс|18|каждый|зп",
        "курик|курика|курики|курьерик*",
        // 'набираем девушек в чат-поддержку', 'нужен человек на ночную смену' (r179)
        "набираем|набираю ~1 девушек|людей|ребят|сотрудников|операторов",
        "нужен|нужна|требуется ~1 человек ~2 на ~1 ночную|дневную ~1 смену",
        // 'работа для всех, оплата сразу' (r194)
        "работа|подработка ~1 для ~1 всех ~2 желающих|оплата|пиши*|пишите|лс",
        // 'работа без собеседования, начать можно сегодня', 'открыт набор в онлайн-проект' (r195)
        "работа|подработка ~1 без ~1 собеседования",
        "начать ~1 можно ~1 сегодня|сразу ~3 выплат*|оплат*|пиши*|пишите|лс",
        "набор ~2 в ~1 онлайн ~1 проект",
        // 'работа в ночь, ничего сложного, 7000 за ночь' (r195)
        "работа ~1 в ~1 ночь ~3 #n|#k|ничего|оплата",
        // drivers with their own car recruited ('нужны водители с личным авто ... оплата наличными каждую ночь', r205); not 'нужны водители на субботник'
        "нужны|требуются|ищем ~1 водители|водителей ~3 личн*|авто|оплата|#n|наличн*",
        // 'напишите мне, возьму двоих'; Ukrainian or Russian in Latin 'robota vid 1000 grn' (r210, r212)
        "возьму ~1 #n ~1 человек*|человека|девушек|девушки",
        "напиши*|пиши*|пишите ~1 мне ~2 возьму ~1 двоих|троих|#n",
        "robota|rabota ~1 vid|ot ~1 #n",
        // 'потрібні люди на підробіток у вихідні' (r214; not 'потрібні люди на толоку')
        "потрібні|потрібна|шукаємо ~1 люди|людей|людина ~2 на ~1 підробіток|роботу|підробітки",
        // Ukrainian: 'без досвіду', 'оператор чату', 'потрібні кур'єри', '2 години на день, деталі в приват' (r218)
        "без ~1 досвіду",
        "оператор* ~1 чату|чатів",
        "потрібні|шукаємо ~1 кур ~1 єри|єрів",
        "години|годин ~2 на ~1 день ~3 дохід|заробіток|грн|приват|пиши*|пишіть",
        // 'терміново потрібні люди на склад' (r218)
        "потрібні|потрібна|шукаємо ~1 люди|людей ~2 на ~1 склад|сортування",
        // 2025 slang: 'ворк без опыта', 'шустрые ребята', 'залетай в команду, ворк с телефона', 'ищу своих людей на постоянку' (r229, r231; not a 'ворк-шоп')
        "ворк|ворка|ворку ~3 без|опыта|досвіду|телефона|телефону|#k|#n|залетай*|залітай*|лс|день|выход|кэш|кеш|щодня|чате|чаті",
        "шустрых|шустрые|шустрих ~1 ребят|ребята|хлопців|хлопці|людей",
        "залетай|залітай|залетайте|залітайте ~2 в|у ~1 команду ~3 телефон*|виплат*|выплат*|кэш|кеш|ворк",
        "ищу ~1 своих ~1 людей ~3 постоянку|бабки|опыта",
        // 'потрібен помічник на віддалену роботу' (r238)
        "потрібен|потрібна ~1 помічник|помічниця",
        // remote jobs that sound new ('ассистент блогеру, работа с телефона', 'тестировщик без опыта', 'оценщик контента, без собеседования', 'работа в переписке', r243)
        "ассистент*|тестировщик*|модератор*|кураторы|оценщик*|копирайтер*|администратора ~3 удаленно|удалённо|дома|опыта|#n|телефона|собеседования",
        "работа|работу ~2 в ~1 поддержке|переписке ~3 удаленно|удалённо|#n|оплата|лс",
        "без ~1 собеседования",
        // 'набираю команду на онлайн-проект, навчання з нуля' (r245)
        "навчання ~2 з ~1 нуля ~3 команд*|гроші|проект*|онлайн",
        // 'есть работа, кому интересно — пишите' (r248)
        "есть ~1 работа ~3 кому ~1 интересно",
        // 'работа удалённо' with a call or a figure (r265)
        "работа ~1 удаленно|удалённо ~2 пишите|пиши|лс|личк*|личные|от|#n|#k",
        // promoters, a cleaner, a shift job with board (r273)
        "требуются ~1 промоутеры|промоутер ~3 #n|оплата|пиши*|пишите",
        "нужна|требуется ~1 уборщица|уборщик|сиделка ~3 #n|оплата|часа",
        "вахта ~1 #n ~3 проживание|питание|от",
        // replies: 'кто ищет работу — мне в личку', 'кто спрашивал про удалёнку' (r277)
        "кто ~1 ищет ~1 работу|подработку ~3 мне|пиши*|пишите|лс|личк*",
        "кто ~1 спрашивал|спрашивала|спрашивали ~2 про ~1 удаленку|удалёнку|подработку|работу|заработок",
        // people wanted to call databases (r281)
        "нужны ~1 люди ~2 для ~1 прозвона|обзвона",
        // a 'curator' for an online project, 'work by the hour' (r293)
        "куратора|куратор ~2 в ~1 онлайн",
        "работа ~1 по ~1 часам",
        // recruiting that names no money and no job (r304): 'освободилось 2 места в проекте', 'возьму двоих новичков под своё крыло', 'нужны активные ребята от 18, остальное в лс', 'открываю набор, мест мало'
        "модератором ~2 с ~1 оплатой",
        "освободил* ~1 #n ~1 места|место ~2 проекте|команде",
        "возьму ~1 двоих|троих|#n ~1 новичков",
        "под ~1 свое|своё ~1 крыло",
        "нужны ~1 активные ~1 ребята|люди ~3 лс|личку|личке|пиши*|18",
        "совместного ~1 дела|бизнеса ~3 пиши*|лс|личку",
        "новое ~1 направление ~3 личных|лс|личку|личке|пиши*",
        "набираю ~2 группу ~3 научу",
        "место ~2 в ~1 команде ~3 целеустремл*|пиши*|напиши*|лс",
        "расширяемся ~3 людей|человек ~3 город*|лс|личку|пиши*",
        "уделять ~1 пару ~1 часов",
        "открываю ~1 набор ~3 мест ~1 мало",
        "приму ~2 в ~1 команду",
        "не ~1 боятся ~1 нового",
        // 'приглашаем в команду менеджеров', 'набираем промоутеров' (r329, r330)
        "приглашаем ~2 в ~1 команду",
        "набираем ~1 промоутеров",
        // 'работа для студентов, вечерние смены, оплата каждую неделю' (r330)
        "работа ~1 для ~1 студентов ~3 оплата|смены|пиши*",
        // 'помощник байера', 'работа с возвратами на маркетплейсе', 'помощь в продвижении товаров на Озоне, процент' (r337)
        "помощник ~1 байера",
        "работа ~2 с ~1 возвратами ~3 оплата|телефон",
        "помощь ~2 в ~1 продвижении ~1 товаров ~3 процент|пиши*",
        // 'нужны менеджеры в онлайн-школу, можно без опыта, оплата' (r361)
        "менеджеры ~2 в ~1 онлайн ~1 школу ~3 опыта|оплата",
      ],
      uk: [
        // 'робота віддалено' with a call or a figure (r266)
        "робота ~1 віддалено|віддалена ~2 пишіть|пиши|лс|особисті|від|#n",
        // Ukrainian in Latin letters (r279)
        "robota ~1 z ~1 domu",
        "pidrobitok|pidrobitku ~3 oplata|pyshy|pyshit|#n",
        // 'work for everyone' (r290)
        "робота ~1 для ~1 всіх",
        // 'партнерку для онлайн-проєкту, дохід від 30 тисяч' (r302)
        "онлайн ~1 проєкту|проекту|проєкт|проект ~3 дохід|навчу|пиши*",
        // 'запрошуємо в команду менеджерів' (r332)
        "запрошуємо ~2 в|у ~1 команду",
        // 'потрібні водії з власним авто ... оплата', 'набір у команду віддалених менеджерів', 'робота для пенсіонерів вдома' (r348)
        "потрібні ~1 водії ~3 авто ~3 оплата",
        "набір ~2 в|у ~1 команду ~3 менеджерів|віддален*",
        "робота ~1 для ~1 пенсіонерів ~2 вдома ~3 оплата|телефонуйте",
        // 'помічник байєра' (r358)
        "помічник ~1 байєра",
        // 'менеджери в онлайн-школу, без досвіду, оплата' (r363)
        "менеджери ~2 в|у ~1 онлайн ~1 школу ~3 досвіду|оплата",
      ],
      uz: [
        // Uzbek: 'tajriba shart emas' (no experience needed) with the call or the pay (not 'tajriba shart emas
        // deyishdi, lekin suhbatdan o'tmadim'), weekly or daily pay with the call
        "tajriba ~1 shart ~1 emas ~3 lichka*|yozing|kerak|oyiga|kuniga|to",
        "tajriba ~1 talab ~1 qilinmaydi ~3 lichka*|yozing|kerak|oyiga|kuniga|to",
        "haftalik|kunlik ~1 to ~1 lov ~3 tajriba|lichka*|yozing",
        // 'kuryer kerak, kunlik 400 ming so'm, tajriba shart emas' (r220)
        "tajriba ~1 shart ~1 emas ~3 lichka*|yozing|kunlik|ming|#n",
        "kuryer|kuryerlar ~1 kerak ~3 kunlik|ming|lichka*|tajriba|mashina*|lov",
      ],
      kk: [
        // Kazakh: 'Жұмыс бар!' with the day's pay or the call, 'тәжірибе қажет емес' (no experience needed)
        "жұмыс ~1 бар ~3 күніне|тәжірибе*|жаз*|табыс*|үйден|онлайн",
        "тәжірибе ~1 қажет|керек ~1 емес ~3 жаз*|жеке|директ*|табыс*|күніне|жалақы*|лс",
        "тәжірибесіз ~3 табыс*|күніне|жаз*|жұмыс*",
        // an age floor with the pay or the call ('18 жастан бастап'; not '18 жастан бастап дауыс береді')
        "жастан ~1 бастап|жоғары|асқан* ~3 жалақы*|табыс*|жұмыс*|жаз*|жеке",
        // 'курьер керек, күнделікті төлем 15 000 теңге, тәжірибе қажет емес' (r220)
        "курьер ~1 керек ~3 төлем|теңге|күнделікті|тәжірибе",
        "тәжірибе ~1 қажет ~1 емес",
        // 'құрылысқа жұмысшылар керек, күн сайын төлем', 'қосымша жұмыс ... жазыңыз' (r364)
        "құрылысқа ~1 жұмысшылар ~3 төлем",
        "қосымша ~1 жұмыс ~3 жазыңыз",
      ],
      ky: [
        // Kyrgyz: 'Иш бар!' with the day's pay or the call, 'тажрыйба керек эмес'
        "иш ~1 бар ~3 күнүнө|тажрыйба*|жаз*|үйдөн|онлайн|акча*",
        "тажрыйба ~1 керек ~1 эмес ~3 жаз*|жеке|директ*|киреше*|күнүнө|айлык*|лс",
        "тажрыйба ~1 талап ~1 кылынбайт ~3 жаз*|жеке|директ*|киреше*|күнүнө|айлык*|лс",
        // an age floor with the pay or the call
        "жаштан ~1 баштап|жогору ~3 айлык*|киреше*|иш*|жаз*|жеке|толук",
        // Kyrgyz day labour 'киши керек, күнүнө 2000 сом' (r194)
        "киши ~1 керек ~3 сом|күнүнө|төлөйбүз|жазгыла|жазыңыз",
        // Kyrgyz 'жумуш бар, күнүнө 2000 сом' (r224)
        "жумуш ~1 бар ~3 күнүнө|сом|акча|жаз*|жеке",
        // workers wanted (r286)
        "жумушчулар ~1 керек",
        // 'онлайн мектепке менеджерлер керек' (r364)
        "онлайн ~1 мектепке ~1 менеджерлер",
      ],
      en: [
        "hiring",
        "job offer*",
        "remote job*|work|position",
        "part|full time",
        "looking for ~2 partners|people|workers|assistant*",
        "no experience",
        "work ~2 hours ~1 day",
        "flexible hours",
        "apply now",
        "vacancy|vacancies",
        "recruit*",
        "join our team",
        "free training",
        "hours a day",
        "18 years",
        "#n people ~1 are ~1 needed",
        "while waiting for ~1 your ~1 salary",
        "use your ~2 spare|free ~1 time|hours",
        "need|needed|needs ~1 #n ~1 people|guys|workers|persons|helpers ~1 #n ~1 day|daily|week|weekly|hour|hr",
        "hours ~1 daily",
        // 'hiring brand ambassadors' (r177)
        "brand ~1 ambassadors|ambassador ~3 hiring|pay|dm|apply|work",
        // 'a personal assistant to work remotely, $45/hour' (r235)
        "personal ~1 assistant ~3 remotely|remote|hour|dm|cv",
        // 'couriers needed with or without a car, paid daily' (r239)
        "couriers|drivers ~1 needed|wanted",
        // 'building a team, training from zero', 'work for students: 1 hour a day' (r246)
        "training ~2 from ~1 zero|scratch ~3 team|payment|online|project",
        "work ~2 for ~1 students ~3 hour|hours|#n|daily|dm",
        // shillers wanted (r262)
        "looking ~1 for ~1 shillers|promoters|callers|raiders",
        // an easy online job (r267)
        "easy ~1 online ~1 job|work|task",
        // 'need 5 people for a simple online job today' (r298)
        "need ~1 #n ~1 people|persons ~3 online|remote ~1 job|work",
        // recruiting in plain English words with a call (r321): 'good pay, no skills needed, message me', 'a small task, paid well, PM me', 'simple work, DM me now', 'open position ... details in my DM', 'something flexible, DM for info'
        "good|great ~1 pay ~3 dm|message|text|inbox|pm|contact",
        "paid ~1 well|daily|training ~3 dm|message|text|inbox|pm|contact",
        "quick|easy|simple|small ~1 gig|job|task|work ~3 dm|message|text|inbox|pm|contact|paid|#n",
        "open ~1 position ~3 dm|message|details",
        "something ~1 flexible ~3 dm|message|text|inbox|pm|info",
        "second ~1 income ~2 message|dm|text|inbox",
        "quick ~1 gig",
        // 'join my team, work from your phone' (r346)
        "join ~1 my ~1 team ~3 work|phone|training",
        // 'a few remote positions open, DM me' (r352)
        "positions ~1 open ~2 dm|message|inbox",
        // 'delivery drivers, paid daily' (r356)
        "drivers ~2 paid ~1 daily",
        // 'hiring managers for an online school, no experience', 'construction workers needed, paid every day', 'who needs a side job tonight?' (r362)
        "managers ~2 online ~1 school ~3 experience|paid",
        "workers ~1 needed ~3 paid ~1 every ~1 day",
        "who ~1 needs ~1 a ~1 side ~1 job",
      ],
    },
    // "от 18 лет": read from the "18" back (a lookbehind), a literal the regex engine skips to (7 -> 4 µs per 10,000
    // characters)
    regex: ["18(?<=(?:от|from)\\s?18)\\s?(?:лет|years|\\+)", "18\\s?\\+"],
  },
  {
    // Split from job_offer: remote work is what the Russian recruiting scam sells ("удалённая сфера", "на
    // удалённой основе", "нужен только телефон"), while honest chat asks for people on site. As its own
    // signal it adds to a recruiting post only when the post is about remote work.
    name: "remote_work_offer",
    category: "remote",
    weight: 10,
    lang: ["ru", "uk", "uz", "en", "kk", "ky"],
    description: "Remote, from-home or phone-only work offered (the Russian, Ukrainian and Uzbek recruiting scam)",
    patterns: {
      ru: [
        "удален*|удалён*|дистанционн* работ*|основ*|занятост*|сфер*|формат*|заработ*",
        "работа|работу|работы|работой|занятость|занятости удален*|удалён*|дистанционн*|онлайн",
        "онлайн сфер*|формат*|занятост*|работ*",
        "нуж*|понадоб* ~1 только телефон*|смартфон*",
        "для работы ~1 телефон*",
        "зарабатыва*|заработа*|работа|работу|заработок с телефона|телефоном",
        "часов|часа ~3 телефона|телефоном",
        "нужен|нужно|необходим ~1 телефон* ~1 и интернет",
        "не выходя из дома ~2 #n|баксов|долларов|рублей",
        // "работа на удалёнку" (the normaliser folds ё to е)
        "удаленк*",
        "удоленк*",
        "работа|работу|заработок ~1 в интернете",
        "udalennaya|udalyonnaya|udalenka|udalenku ~2 rabota|rabotu|rabote",
        "rabota|rabotu ~2 s ~1 telefona",
        "мам* ~1 в ~1 декрете ~3 работ*|подработ*|доход*|заработ*|#n",
        "заявок|заказов|сообщений ~1 с ~1 телефона",
        "кто|девочки|девушки|женщин*|мамочк* ~1 в ~1 декрете ~2 есть|предлагаю|ищу|нужны|требуются|приглашаю ~2 работ*|подработ*|доход*|заработ*",
        "обработк* ~1 заказов|заявок ~3 дома|дому|удален*|телефон*",
        "колл ~1 центр* ~3 дому|дома|удален*",
        "работа|работу|заработ*|доход* ~1 из ~1 дома|дому",
        "работа|работу ~1 на ~1 дому ~3 пиши*|пишите|плюс|лс|личку",
        // 'кто хочет работать из дома и получать от 60 тысяч?'
        "работать ~2 из ~1 дома ~3 получать|зарабатывать",
        // 'доп. доход с телефона', 'подработка с телефона' (the phone as the workplace)
        "доход|доходы|подработка|подработку|подработки ~1 с|со ~1 телефона|смартфона",
        // 'работаю с телефона, пока ребёнок спит'
        "работаю ~1 с ~1 телефона|телефоном",
        // 'оператор ПК удалённо'
        "оператор* ~1 пк ~1 удаленно|онлайн",
        "оператор* ~1 пк ~1 на ~1 дому",
        // 'работа полностью онлайн', 'достаточно ноутбука или смартфона' (r172)
        "работа ~1 полностью ~1 онлайн|удаленн*|удалённ*|удаленка|удалёнка",
        "достаточно ~1 ноутбука|телефона|смартфона",
        // 'без продаж и звонков' (r172)
        "без ~1 продаж ~2 и ~1 звонков",
        // 'хватит телефона', 'работа на дому с выплатами' (r179)
        "хватит ~1 телефона|смартфона|ноутбука",
        "работа ~1 на ~1 дому ~3 выплат*|оплат*|пиши*|пишите",
        // 'кто хочет работать из дома, напишите мне, возьму двоих' (r210)
        "кто ~1 хочет ~1 работать ~2 из ~1 дома|дому ~3 напиши*|пиши*|лс|личку|возьму",
        // 'додатковий дохід для мам у декреті, 2 години на день' (r218)
        "мам ~2 у|в ~1 декреті ~3 дохід|години|#n|приват|заробіток",
        // 'Робота онлайн, дохід від 30 000 грн' (r222)
        "робота ~1 онлайн|віддалено|вдома ~3 дохід|грн|#n|пиши*|пишіть|приват|навчання",
        // 'операторы в чат, удалённо, 40 000 в месяц, без опыта' (r226; not 'бухгалтер, удалённо, опыт от 3 лет')
        "удаленно|удалённо ~3 #n ~2 в ~1 месяц|день|неделю",
        "удаленно|удалённо ~3 без ~1 опыта",
        // 'работа в интернете, всему обучу, оплата каждую неделю' (r241)
        "работ* ~2 в ~1 интернете ~3 обучу|оплата|#n|пиши*|всему",
        // an assistant wanted to work remotely (r249)
        "помощниц*|помощник*|ассистент* ~2 удаленно|удалённо|удаленн*|удалённ*",
        // chat operator, the remote job of 2025 (r249)
        "оператор*|модератор* ~1 чата|чатов",
        // calling clients from home (r261)
        "обзвон ~1 клиентов|базы ~3 из ~1 дома|дому|удаленно|удалённо",
        // earning on a phone (r265)
        "заработок|работа|подработка ~2 на|с ~1 телефоне|телефона",
        // an assistant for an online shop (r270)
        "помощниц*|помощник* ~2 в ~1 интернет ~1 магазин",
        // calling databases, running a Telegram channel for N (r281)
        "прозвона|прозвон ~1 баз|базы|клиентов",
        "ведения ~1 телеграм|канала|соцсетей ~3 #n|часа|удаленно|удалённо",
        // 'all through the phone', 'remote, free hours' (r293)
        "всё|все ~1 через ~1 телефон",
        "удаленно|удалённо ~2 график ~1 свободный",
        // '3 часа в день, оплата ежедневно' (r318)
        "#n ~1 часа|часов ~1 в ~1 день ~2 оплата|доход|выплат*",
      ],
      kk: [
        // Kazakh: work 'without leaving home' ('үйден шықпай'), 'sitting at home' or 'through the phone', an additional
        // income (not 'үйден жұмысқа', from home to work)
        "үйден ~1 шықпай ~3 табыс*|жұмыс*|ақша*",
        "үйде ~1 отырып ~3 табыс*|ақша*|күніне|жұмыс*",
        "үйден ~1 отырып ~3 табыс*|ақша*|күніне|жұмыс*",
        "телефон ~1 арқылы ~3 табыс*|ақша*|жұмыс*",
        "онлайн ~1 жұмыс*",
        "қосымша ~1 табыс*",
        // 'үйден жұмыс істегісі келетіндер' (those who want to work from home)
        "үйден ~1 жұмыс ~1 істегісі",
        "істегісі ~1 келетін* ~3 үйден|онлайн|табыс*|жаз*",
        // 'Үйден жұмыс, күніне 2 сағат' (work from home; not 'үйден жұмысқа', r208)
        "үйден ~1 жұмыс ~3 күніне|табыс*|сағат|жаз*",
        // 'онлайн табыс, күніне 20 000 теңгеге дейін, тек телефон керек' (r220)
        "тек ~1 телефон ~1 керек",
        "онлайн ~1 табыс ~3 күніне|айына|телефон|теңге*|жаз*",
        // work from home (r254)
        "үйден|үйде ~1 жұмыс",
        // 'үйден табыс табу' (r306)
        "үйден ~1 табыс",
      ],
      ky: [
        // Kyrgyz: work from home or through the phone, an additional income
        "үйдөн ~1 чыкпай ~3 киреше*|иш*|акча*",
        "үйдөн|үйдө ~1 иштеп|иштөө ~3 күнүнө|киреше*|акча*|табасыз",
        "телефон ~1 аркылуу ~3 киреше*|акча*|иш*",
        "кошумча ~1 киреше*",
        // 'үйдөн отуруп иштегиси келгендер'
        "үйдөн ~1 отуруп ~2 иште*",
        "иштегиси ~1 келгендер ~3 үйдөн|онлайн|киреше*|жаз*",
        // 'онлайн киреше, айына 50 000 сом, телефон жетиштүү' (r220)
        "онлайн ~1 киреше ~3 айына|күнүнө|телефон|сом|жаз*",
        "телефон ~1 жетиштүү",
        // work from home with its terms (r286)
        "үйдөн ~1 иштөө ~3 телефон|айына|#n",
      ],
      uk: [
        "шукаю|шукаємо ~1 людей ~2 в|у ~1 команду ~3 дохід*|від|без|досвіду|навчу",
        "віддален* робот*|робота|основ*|сфер*|формат*",
        "дистанційн* робот*|робота|заробіток",
        "потрібен ~1 тільки телефон",
        "помічник* ~1 керівника ~3 онлайн|віддалено|від|грн|гривень|гривні",
        "робот*|заробіт*|заробля* ~1 з ~1 телефону|телефона",
        "заробіт*|робот*|робота|дох* ~1 з ~1 дому|вдома",
        // the mothers on leave offered an income, as in Russian
        "дівчат*|мам*|жінк*|матус* ~1 в|у ~1 декреті ~3 дохід*|заробіт*|підробіт*|робот*|заробля*",
        // 'підробіток для студентів з телефону'
        "підробіт* ~3 з ~1 телефону",
        // 'оператор ПК віддалено' (not 'оператор ПК в ЦНАП')
        "оператор* ~1 пк ~1 віддалено|вдома|онлайн",
        // 'є вакансія на віддалену роботу'
        "вакансія ~2 на ~1 віддалену ~1 роботу",
        // 'робота на телефоні для мам у декреті, 2 години' (r198)
        "робота ~1 на ~1 телефоні ~3 від|#n|для|годин*",
      ],
      // Uzbek: "from home" work ("uydan turib kuniga 50$ ishlash")
      // a virtual assistant with the hours or the pay, "no experience, we train you"
      en: [
        "virtual ~1 assistant ~3 #n|month|week|daily",
        "data entry ~1 job|jobs|work|position|clerk|clerks ~3 #n|hour|hourly|remote|home|no|daily|weekly",
        "crypto|telegram|discord ~1 moderators|moderator|admins ~3 #n|weekly|paid|usdt|needed|wanted|no experience",
        "work ~2 from home ~3 with ~2 phone|phones|smartphone ~3 earn|make|making|earning|#n",
        "work ~2 from home ~3 using ~2 phone|phones|smartphone ~3 earn|make|making|earning|#n",
        "from ~1 your|their ~1 phone|phones|smartphone ~3 dm|inbox|message|earn|make|#n|daily|weekly",
        "hiring ~2 remote ~1 workers|assistants|staff|people|employees ~3 #n|daily|weekly|no|dm|message|whatsapp",
        // "no interview required" with pay or a way to apply; "We had no interview required for the internship, they
        // just looked at grades" has neither
        "no ~1 interview|interviews ~1 required|needed ~3 apply|dm|telegram|whatsapp|#n|hr|paid|daily|weekly",
        "earn* ~3 working|work ~1 from ~1 home",
        // 'no interview, apply today'
        "no ~1 interview|interviews ~2 required|needed|apply|today",
        // 'remote typing job'
        "typing ~1 job|jobs|work",
        // 'texting job $40/hr'
        "texting ~1 job|jobs",
        // 'work from anywhere', 'earn from home' (r177)
        "work ~1 from ~1 anywhere",
        "earn ~1 from ~1 home",
        // 'work from your phone as a chat moderator' (r207)
        "work|earn|job ~2 from ~1 your ~1 phone|smartphone",
        // data entry from home (r259)
        "data ~1 entry ~2 from ~1 home",
        // 'from your phone', 'remote work available' (r267)
        "from ~1 your ~1 phone",
        "remote ~1 work|job ~1 available ~2 dm|message|inbox|text",
        // 'work with me online' (r291)
        "work ~2 with ~1 me ~1 online",
        // 'just need a smartphone and 1 hour a day', 'a simple online job', 'remote position open' (r298)
        "just|only ~1 need|needs ~2 smartphone|phone ~3 #n ~1 hour|hours",
        "simple|easy ~1 online ~1 job|work|task|tasks",
        "remote ~1 position|positions|role|job ~2 open|available",
      ],
      uz: [
        "uydan turib ~3 ishlash|ishlab|ish|daromad|pul",
        "уйдан|уйда ~1 туриб|ўтириб ~3 ишлаш|ишланг|ишлаб|иш|даромад|пул",
        // chat moderators and operators "needed" with the hours or the pay; a volunteer asked for is "moderator kerak"
        // alone
        "moderator|moderatorlar|admin|adminlar|operator|operatorlar ~1 kerak ~3 kuniga|oyiga|#n|maosh|oylik|lichka*|yozing|soat",
        // an assistant online, trained from zero ("rahbarga onlayn yordamchi kerak ... noldan o'rgatamiz")
        "onlayn ~1 yordamchi ~1 kerak",
        "noldan ~1 o ~1 rgatamiz|rgataman",
        "uyda ~2 telefon ~1 orqali",
        // work from home with the income ('Uydan ishlash imkoniyati, oyiga 10 mln')
        "uydan ~1 ishlash|ishlab ~3 imkoniyat*|daromad|oyiga|kuniga|#n",
        // 'uydan ishlash, har kuni to'lov'
        "uydan ~1 ishlash ~3 to ~1 lov|har|kerak|yozing",
        // 'telefondan kunlik 50$'
        "telefondan ~2 kunlik|kuniga ~2 #n",
        // 'Onlayn ish, faqat telefon kerak, kuniga 1-2 soat' (r216; not 'onlayn ish qidiryapman')
        "onlayn ~1 ish ~3 telefon|oyiga|lichka*|faqat",
        "faqat ~1 telefon ~1 kerak",
      ],
    },
  },
  {
    // Tipster channels: a boasted win/loss record ("221+ | 5-", "48 wins in a row") and what to bet on ("точный
    // тотал"), with a link to the channel that sells the "sure" predictions. Its own kind beside gambling: it sells
    // tips, not a casino.
    name: "betting_tipster",
    category: "betting",
    weight: 20,
    lang: ["ru", "uk", "en", "uz"],
    description: "Betting tipster channels: a boasted win record and a 'sure' bet to copy",
    patterns: {
      ru: [
        "точн* тотал*|прогноз*|счет|счёт",
        "ставк*|ставим|ставлю|ставь*|прогноз*|грузим|ставок ~3 тотал*",
        "выигрыш*|побед*|плюс* ~1 в ряд",
        "выигрыш*|побед*|плюс* ~1 подряд",
        "победн*|выигрышн* серия|серии",
        "жб ~1 ставк*|прогноз*|экспресс*|ставок",
        "крушим|обыгрываем|разносим ~1 букмекер*|бк|конторы|контору",
        "прогруз*",
        "оплата|оплату ~2 после ~1 захода",
        "беру ~1 #n ~2 матчей|ставок",
        "прогноз* ~2 на ~1 футбол|матчи|спорт|хоккей ~3 в ~1 моем|моём ~1 канале",
        // a tipster's pass rate ('прогнозы с проходимостью 90%')
        "прогноз* ~3 проходим*|проходимостью",
        // 'бесплатный прогноз дня в моём канале'
        "прогноз ~1 дня ~3 канал*|бесплатн*",
        // fixed matches, an insider's tips, a hit rate (r171)
        "договорн* ~1 матч*|матчи ~3 прогноз*|ставк*|инфа|информаци*|продам|продаю|#n",
        "прогноз* ~3 от ~1 инсайдер*",
        "прогноз* ~3 проходимост*",
        // bets 'с гарантией', 'инсайды каждый день', a hit rate beside bets (r178)
        "ставк* ~3 проходимост*",
        "инсайд* ~2 каждый ~1 день",
        "ставки ~2 с ~1 гарантией",
        // 'экспресс дня от прогнозиста' (r197), with a bet's word ('Экспресс дня в Москву отменили' is a train; r309)
        "экспресс ~1 дня ~3 кэф*|коэф*|зашел|зашёл|подпис*|прогноз*",
        "прогнозист*|каппер*|капперы ~3 экспресс*|коэффициент*|кэф|бесплатно|канал*|заход*",
        // 'экспрессы на сегодня с коэффициентом 15, проходимость 90%' (r213; not 'экспресс до Москвы')
        "экспресс* ~3 коэффициент*|кф|кэф|проходимость ~2 #n",
        // 'заробляй на ставках разом з нами, прохідність 90%' (r218)
        "прохідність|проходимость ~1 #n",
        "заробляй|заробляйте|зарабатывай ~2 на ~1 ставках",
        // 'кэф 2.5 на сегодня, заход почти 100%' (r233)
        "кэф|кф|коэф ~2 #n ~3 заход*|проход*|канал*|сегодня",
        "заход ~2 почти ~1 #n",
        // 'ставлю без проигрышей уже месяц' / 'без програшів' (r237, r238, r240)
        "без ~1 програшів|проигрышей|поражений",
        // 'двойник ставок: повторяй за мной', 'верный счёт матча от инсайдера' (r244)
        "повторяй|повторяйте ~2 за ~1 мной ~3 ставк*|выигрыш|забирай*",
        "верный ~1 счет|счёт ~2 матча",
        "инсайдер* ~2 матч*|счет|счёт|ставк*",
        // 'прогнозы на спорт, канал в шапке' (r248; not 'прогнозы на футбол смотрю в канале «Матч ТВ»')
        "прогнозы ~2 на ~1 спорт|футбол ~3 шапке|профиле|ссылк*",
        // 'договорняк ... 100% инфа, цена 5000' (r309)
        "договорняк*|договорной|договорного ~3 инфа|цена|коэф*|кэф*|#n",
        // Kazakh and Kyrgyz 'спорт болжамдары, 90% өтеді' (r323)
        "спорт ~1 болжамдары|божомолдору",
        "#n ~1 өтеді|өтөт",
        // 'заработала 3000 на ставках' (r351)
        "заработал* ~1 #n ~2 на ~1 ставках ~3 прогноз*|канал*|пиши*",
        // 'прогнозы 90%, канал @...' (r355)
        "прогнозы ~1 #n ~2 канал",
        // Kazakh 'баскетболға нақты болжамдар' (r364)
        "баскетболға ~1 нақты ~1 болжамдар",
      ],
      uk: [
        "прогноз* ~3 з ~1 гарантією|гарантія",
        "точн* тотал*|прогноз*",
        "ставк*|ставимо|ставок ~3 тотал*",
        "перемог* ~1 поспіль|підряд",
        "виграшн* серія|серії",
        // fixed matches sold ('Договірні матчі, 100% прохід'); 'матч був схожий на договірний' is a fan's
        "договірн* ~1 матч*|матчі",
        "#n ~1 прохід|прохідність",
        // a tipster's pass rate
        "прогноз* ~3 прохідн*|прохідністю",
        // bets 'with a guarantee' (r266)
        "ставки ~1 з ~1 гарантією",
        // 'точні прогнози на баскетбол, вчора зайшли всі 5' (r363)
        "точні ~1 прогнози ~2 на ~1 футбол|баскетбол|хокей|матч*|спорт",
        "вчора ~1 зайшли",
      ],
      uz: [
        "aniq ~1 stavka*|prognoz* ~3 yutuq|#n|vip|kanal*",
        // fixed matches 'dogovorniy o'yinlar, 100% o'tadi', a free first tip
        "dogovorniy|dogovornoy o yinlar|yin",
        "dogovorniy|dogovornoy ~1 match*",
        "prognoz ~2 bepul",
        "#n ~1 o ~1 tadi",
        // a betting 'ekspress' sold
        "ekspress ~3 sotaman|koeffitsient|koef|kf",
        "koeffitsient ~2 sotaman",
        // 'aniq prognozlar' (r284)
        "aniq ~1 prognoz*",
        // 'aniq prognozlar, 90% o'tadi' (r320)
        "aniq ~1 prognozlar",
        "#n ~2 o ~1 tadi",
      ],
      en: [
        "wins|winning ~1 in a row",
        "wins|winning ~1 straight",
        "betting|vip|sure|fixed tips",
        "winning streak ~3 bet*|tips|odds|channel",
        "correct score ~2 tip*|prediction*|bet*",
        "payment|pay ~2 after ~1 the ~1 match|game|win",
        // 'Today's sure bet: 3 games, odds 12.5, 100% fixed, DM to get the slip'
        "sure ~1 bet|bets ~3 odds|fixed|dm|slip",
        "fixed ~3 dm|slip|odds",
        // betting tips in English (r310): 'sure odds slip', 'we hit 9 of 10', a 'whale tipster', a parlay by subscription, 'daily 2 odds ... pay after win', 'the correct score'
        "sure ~1 odds",
        "odds ~1 slip",
        "hit ~1 #n ~1 of ~1 #n",
        "tipster",
        "parlay ~3 free|link|bio|subscription|every|daily",
        "leg ~1 parlay",
        "daily ~1 #n ~1 odds",
        "pay ~1 after ~1 win|winning",
        "correct ~1 score",
        "insider ~1 info ~3 game|match",
        "recover ~2 betting ~1 losses",
        // 'winning football tips daily' (r346)
        "football ~1 tips ~1 daily",
        "winning ~1 football|betting ~1 tips",
        // 'I made $300 on bets. Picks in my channel' (r352)
        "made ~1 #n ~2 on ~1 bets ~3 picks|channel|tips",
        "picks ~2 in ~1 my ~1 channel",
        // 'sure basketball picks, all 5 hit yesterday' (r362)
        "sure ~1 basketball|football|soccer ~1 picks",
        "all ~1 #n ~1 hit ~1 yesterday",
      ],
    },
    // the boasted record: "221 + | 5 -", "197+/5-", "284+ / 6-"; it starts on the "+" and reads the wins back (a
    // lookbehind), so it is tried only where a "+" is (builtin.ts): "\b\d" tried every number (5-7 -> 0.5-1.6 µs per
    // 10,000 characters)
    regex: ["\\+(?<=\\b\\d{2,3} ?\\+) ?[|/] ?\\d{1,2} ?-"],
  },
  {
    // Channel owners selling ad posts ("продам рекламу", reach, CPM, "живая аудитория"): an ad for ads, posted into
    // chats.
    name: "channel_ad_sale",
    category: "promotion",
    weight: 15,
    lang: ["ru", "uk", "en"],
    description: "Selling ad posts in a channel: reach, CPM, 'clean Telegram traffic'",
    patterns: {
      ru: [
        "продам|продаю|продаем|продаём рекламу",
        "продамрекламу",
        "реклама ~2 в канале ~2 цена|прайс",
        "охват|охваты ~1 #n",
        "cpm|срм",
        "тг|tg|телеграм трафик",
        "чистейш*|живой|целевой трафик",
        "жца ~2 аудитори*",
        "аудитори* ~2 не выжжен*|вовлеченн*|вовлечённ*",
        "прямой пост",
        // the channel or chat itself sold or bought ("Продам телеграм канал 15к подписчиков"); not "у меня канал, 300
        // подписчиков"
        "продам|продаю|куплю|покупаю|скупаю|выкуплю ~2 канал*|чат*|групп* ~3 подписчик*|участник*|аудитори*|дорого|недорого",
        "куплю|покупаю|скупаю|выкуплю ~3 канал*|чат*|групп* ~3 #n",
        // 'доставка из Duty Free по ценам аэропорта' (r200)
        "duty ~1 free ~3 доставка|ценам|пишите|пиши*|заказ*",
        // ads in the chat and a VIP status sold (r292)
        "рекламу ~2 в ~1 чате ~3 пишите|лс|недорого",
        "vip ~1 статус ~3 рублей|#n",
      ],
      uk: ["продам|продаю рекламу", "охоплення ~1 #n", "реклама ~2 в каналі ~2 ціна"],
      en: ["selling|sell ~1 ad|ads|shoutout|shoutouts ~2 in|on ~2 channel|channels", "cpm", "ad slots|spots ~2 available"],
    },
  },
  {
    name: "gambling",
    category: "gambling",
    weight: 20,
    lang: ["ru", "uz", "en"],
    description: "Casino, betting, predictions",
    patterns: {
      ru: [
        "казино|казик*|казиныч|казыно",
        "букмекерск*",
        "ставк*|ставим|ставлю",
        "букмекер*|бк",
        "слот*",
        "прогноз*",
        "тотал*",
        "выигрыш*",
        "джекпот*",
        // a casino's deposit, not a bank's ("Крипта — це не для мене, я по депозитах" was suspicious 61; r313)
        "депозит* ~3 казино|слот*|бонус*|фриспин*|вывод*|выводом|игр*|fs|промокод*",
        "казино|слот*|бонус*|фриспин*|вывод*|выводом|игр*|промокод*|fs|первый|первого ~3 депозит*",
        // and a deposit multiplied or asked for ("мой депозит вырос в 3 раза", "даю 10% на ваш депозит")
        "без ~1 депозита",
        "минимальный|мінімальний ~1 депозит",
        "ваш|вашим|вашего|вашему|твой|твоим|твоего ~1 депозит*",
        "к ~1 депозиту",
        "депозит* ~3 раза|раз",
        "умножаю|раскручу|раскручиваю|удвою ~2 депозит*",
        "рулетк*|рулеток",
        "1win|1вин|mostbet|мостбет|pinup|пинап|melbet|мелбет|1xbet|1хбет|іхвет|vavada|вавада",
        "коэффициент*|кэф*",
        "экспресс*",
        "договорн* матч*",
        "жб|железобетон*",
        "приветственн* бонус*",
        "забрал* фс|fs|фриспин*",
        // "азартные игры" is the Russian for gambling; "люблю азарт и зарабатывать на нём" sells a casino as a hobby
        "азартн* ~1 игр*|игры|клуб*|развлечени*",
        "азарт* ~3 заработ*|зарабатыва*|выигр*|деньг*",
        "рулетим*",
        "железк* по линии",
        "железн* ставк*|экспресс*|прогноз*|ставок",
        // a 'new gaming platform, generous to newcomers' (not a playground, 'игровая площадка')
        "игров* ~1 платформ* ~3 щедр*|новичк*|удивлен*",
        "ігров* ~1 платформ* ~3 щедр*|новачк*",
        // a win ('занос') with the link or the casino: 'Занос x500 🎰 ссылка в био'
        "занос* ~3 ссылк*|био|профил*|казино|слот*|канал*",
      ],
      uz: ["tikish|stavka|stavkalar", "kazino"],
      en: [
        "casino*",
        "betting|bet|bets|bettor*",
        "bookmaker*",
        "slot|slots machine*",
        "jackpot*",
        "free spins",
        "roulette",
        "poker",
        "sportsbook",
        "odds",
        "1win|mostbet|1xbet|stake com",
        "fixed match*",
        "sure win|odds",
        "predictions",
        "won|win|winning ~2 #n|#k|big ~2 on ~1 slots|slot|casino|roulette",
        "gaming ~1 platform ~3 generous|bonus|bonuses",
        // a slot site's sign-up money
        "slot|slots ~1 site|sites|app ~3 give|gives|free|bonus|signing|register",
        // 'I turned $50 into $2,400 on this slot' (r310)
        "on ~1 this ~1 slot",
      ],
    },
    // a casino bot passed off as a tip ("кто-то пользовался этим ботом? @SlotBandit777_bot", "t.me/royal_casino_bot"):
    // the bot's own name says it. Read from "bot" back (a lookbehind): a scan for "@" or "/" tried every link of a long
    // text (17 -> 10 µs per 10,000 characters; "(?:@|t\\.me/)" at the start had cost more still)
    regex: ["bot\\b(?<=[@/][a-z0-9_]*(?:casino|kazino|slot|jackpot)[a-z0-9_]*bot)"],
  },
  {
    name: "adult",
    category: "adult",
    weight: 25,
    lang: ["ru", "en", "zh", "id", "uk"],
    description: "Adult content and dating spam",
    patterns: {
      ru: [
        "порн*",
        "секс*",
        "интим*",
        "эскорт*",
        "голые|голых|голая|оголен*|обнаж*",
        "проститут*|шлюх*",
        // the adult "вебкам" (work, a studio), not a "вебкамера" in the hallway
        "вебкам|вебкаме|вебкама|вебкамом|вебкамщиц*",
        "знакомств* ~2 для|без|рядом",
        "18 ~1 контент|фото|видео",
        "горяч* ~1 девуш*|фото|видео",
        "слив* ~2 фото|видео|приват*",
        "раздева*",
        "без трусик*|белья",
        "такого кекса|секса",
        // not "приватный чат": a house chat "only for residents" is private too (r295); no data line read it
        "приватн* ~1 фото|видео|контент*|канал*",
        "onlyfans|онлифанс",
        // "girls nearby / who miss you" is adult_bot's phrase (one phrase, one rule)
        "девушк*|девушек ~2 для встреч",
        "нюдс*|нюдсы",
        "встрет* ~3 дам*|девушк*|красотк*|девушек|красоток",
        "girls|девочки|девушки|малышки ~3 выезд ~1 апартамент*",
        // 'кто хочет вирт', OnlyFans 'сливы', 'ищу мужчину для содержания', 'фото 18+ в закрепе' (r197)
        "вирт|вирта|виртом|виртик",
        "ищу ~1 мужчину|спонсора|папика ~2 для ~1 содержания|встреч",
        "18 ~3 в ~1 закрепе",
        // 'девушку для роли личной спутницы, оплата' (r200)
        "личной|личная ~1 спутниц*|спутница",
        "ищу ~1 девушку ~3 оплата|содержани*|спонсор*",
        // Ukrainian 'дівчина шукає спонсора' (r202)
        "дівчина ~2 шукає ~1 спонсора",
        // 'скучающая девушка ищет общения' (r210; not 'скучающая девушка на ресепшене')
        "скучающ* ~1 девушк*|красотк*|малышк*|девушек|красоток ~3 ищет|ищут|ждет|ждёт|ждут|пиши*|напиши*|лс|личку",
        // 'гарні дівчата без передоплати, виїзд цілодобово' (r218)
        "дівчата ~3 виїзд|цілодобово|передоплати|інтим*",
        "виїзд ~1 цілодобово",
        // 'ищу девушку для общения и приятных встреч, взаимная помощь' (r232)
        "общения ~2 и ~1 приятных ~1 встреч*",
        "взаимная ~1 помощь|выгода ~3 лс|личк*|встреч*|общени*",
        // 'фото 18+ девушек из твоего района, смотри в боте' (r233)
        "фото|видео ~1 18 ~3 девуш*|бот*|смотри|района",
        // 'милая девушка ищет щедрого мужчину' (r244)
        "ищет ~1 щедрого ~1 мужчину|спонсора",
        // 'девушки для общения и встреч, анкеты в нашем боте' (r247)
        "общения ~2 и ~1 встреч ~3 бот*|анкет*|пиши*|лс",
        // a sponsor, company for the evening, VIP photos, a generous man (r263)
        "спонсора ~2 приятного ~1 времяпрепровождения|общения|вечера",
        "спонсора ~2 для ~1 встреч|отношений",
        "девушка ~2 составит ~1 компанию",
        "vip ~1 фото|видео|контент ~3 продаю|пиши*|пишите|лс|недорого",
        "щедрым|состоятельным|обеспеченным ~1 мужчиной|парнем",
        // a night without obligations, a massage 'with a pleasant ending' (r295)
        "знакомства ~2 на ~1 одну ~1 ночь",
        "приятным ~1 завершением",
        // adult services of 2025 in covert words (r343): 'досуг для взрослых мужчин', 'встречи для взрослых, анкеты девушек', 'выезд и приём', 'VIP-отдых для господ', 'эротический массаж', 'девушки на час', 'приватные танцы', 'сауна с девочками', 'финал по желанию' ('эскорт' is read by the bare word above)
        "досуг ~2 для ~1 взрослых|мужчин",
        "встречи ~2 для ~1 взрослых ~3 анкет*|бот*|боте|девушк*",
        "анкеты ~1 девушек ~3 боте|бот|профил*|пиши*|реальными",
        "выезд ~2 и ~1 прием|приём",
        "vip ~1 отдых ~3 господ|конфиденциально",
        "составят ~1 компанию ~3 выезд",
        "эротический ~1 массаж",
        "щедрого ~1 спонсора",
        "девушки ~2 на ~1 час ~3 апартамент*|пиши*|звони|выезд",
        "приватные ~1 танцы",
        "сауне ~2 с ~1 девочками",
        "снимем ~1 стресс ~3 досуг",
        "проверенные ~1 девушки ~3 города|анкет*|фото",
        "финал ~2 по ~1 желанию",
      ],
      uk: [
        // a girl looking for a sponsor (r263)
        "шукаю ~1 спонсора ~3 дівчина|роки|років",
        // 'дозвілля для дорослих чоловіків, апартаменти' (r350)
        "дозвілля ~2 для ~1 дорослих|чоловіків ~3 апартамент*|телефонуй|пиши*",
        // adult services in Ukrainian (r359): 'масаж з продовженням', 'зустрічі для дорослих, анкети дівчат у боті', 'дівчата на годину', 'еротичний масаж', 'складуть компанію ... виїзд'
        "масаж ~2 з ~1 продовженням",
        "зустрічі ~2 для ~1 дорослих ~3 анкет*|бот*|боті|дівчат*",
        "анкети ~1 дівчат ~3 боті|бот|профіл*|пиши*",
        "дівчата ~2 на ~1 годину ~3 апартамент*|пиши*|виїзд",
        "еротичний ~1 масаж",
        "складуть ~1 компанію ~3 виїзд",
      ],
      en: [
        "porn*",
        "xxx",
        "nude|nudes|naked",
        "sex|sexy|sexting",
        "onlyfans",
        "escort*",
        "hookup*|hook up",
        "webcam|cam girl*",
        "camgirl*",
        "hot ~1 girls|singles|milf*",
        "horny",
        "nsfw",
        "adult content|videos|dating",
        "lonely ~1 girls|women",
        "dating site",
        "18 ~1 content|videos|photos",
        "leaked ~1 photos|videos",
        // 'anyone wanna have fun tonight? check my bio'
        "have ~1 fun ~1 tonight ~3 bio|profile|dm|text|inbox",
        // 'leaked content of your favorite creators, link in bio' (not 'the leaked episode')
        "leaked ~1 content|pics|videos|nudes ~3 creators|onlyfans|girls|link|bio",
        // 'Lonely tonight? Private videos and live chat, click my profile' (r207)
        "lonely ~1 tonight ~3 profile|bio|videos|inbox",
        "private ~1 videos|pics|photos|content ~3 profile|bio|click",
        // 'check my bio for my private pics' (r211)
        "bio|profile ~3 private ~1 pics|photos|videos|content",
        // 'hot moms in your area are online now' (r215)
        "hot ~1 moms|mums|wives|women|ladies ~3 area|online|near|waiting|chat|bio",
        // 'single ladies in your city want to meet you, join the bot' (r227)
        "single ~1 ladies|women|girls ~3 city|area|meet|waiting|bot",
        // 'spicy chats with real girls' (r230)
        "spicy ~1 chats|chat|pics|content",
        // 'hot videos without censorship, link in my bio', 'want to see more? My channel is private' (r300)
        "without ~1 censorship",
        "hot ~1 videos|photos|pics ~3 bio|link|profile|dm",
        "want|wanna ~1 to ~1 see ~1 more ~3 private|channel|bio|profile|link",
        // 'my channel is private, request to join' (r300)
        "private ~3 request ~1 to ~1 join",
      ],
      id: ["vcs", "vc|vcs ~2 cari|kenalan"],
    },
    // the "no one under 18" sign, which adult posts put in front of themselves; Chinese escort
    // adverts ("高端外围", "上门服务", "楼凤")
    regex: ["🔞", "(?:高端外围|高端外圍|外围女|外圍女|外围模特|外圍模特|上门服务|上門服務|楼凤|樓鳳|约炮|約炮|援交|包夜|空降服务|空降服務|裸聊)"],
  },
  {
    name: "drugs",
    category: "drugs",
    weight: 25,
    lang: ["ru", "en"],
    description: "Drugs and other illegal goods (also counterfeit money, documents)",
    patterns: {
      ru: [
        "закладк*|закладок|кладмен*",
        "требуются|нужны|ищем|набираем|набор ~1 закладчик*|кладмен*",
        "мефедрон*|меф|мефчик",
        "кокаин*|кокс",
        "амфетамин*|амф",
        "гашиш*|гаш",
        "бошки",
        "марихуан*|канабис*|каннабис*",
        "купить|куплю|продам|продаю|заказать|закажи|доставка|доставим|магазин ~2 наркот*|вещества|вещество|стафф|стаф",
        "наркот* ~2 купить|оптом|недорого",
        "наркот* ~2 в наличии",
        "наркот* ~2 с доставкой",
        "экстази|мдма",
        "лсд",
        "спайс*",
        "альфа пвп|pvp",
        "фальш* ~2 купюр*|рубл*|доллар*|деньг*",
        "поддельн* ~2 купюр*|рубл*|доллар*|деньг*|банкнот*|евро",
        "принес*|доставит|подарит ~2 кайф*",
        "поддельн* ~2 купюр*|валют*|деньг*|документ*|паспорт*",
        "фальшивк*|фальшив*",
        "анонимн* ~2 посылк*|получение|посылок",
        "без ~1 паспорт*|документ*",
        "обнал*|обналич*",
        "#n за фото паспорт*|документ*",
        // covert words of 2025 shops (r311): 'шишки высшего качества, мастер-клад', 'таблетки для веселья', 'легалка и миксы', 'всё для хорошего вечера, пиши в лс'
        "шишки ~3 клад*|самовывоз",
        "мастер ~1 клад*",
        "таблетки|таблеточки ~2 для ~1 веселья|тусовки",
        "легалка|легалку ~3 миксы|наличии|курьер|доставка",
        "всё|все ~2 для ~1 хорошего ~1 вечера ~3 пиши*|лс|личку",
      ],
      en: [
        "cocaine|coke",
        "weed",
        "cannabis|marijuana|thc",
        "mdma|ecstasy|molly",
        "lsd|psychedelic*|shrooms|magic mushrooms",
        "xanax|oxy|oxycodone|fentanyl|adderall|percocet",
        "meth",
        "heroin",
        "ketamine",
        "counterfeit ~2 money|notes|bills|documents|passports",
        "fake ~1 passports|documents|ids|notes|money",
        "clone|cloned cards",
        "cvv",
        "dumps ~2 cvv|pin|track*|shop",
        "drugs ~2 delivery|shop|store",
        // a courier job of 'small packages' (not 'the courier brought 3 packages today'), 'dm for plug, all kinds'
        "courier ~1 job|jobs|wanted|needed ~3 packages|package",
        "dm|hmu|inbox ~1 for ~1 plug",
        "plug ~3 all ~1 kinds",
        // 'text me for the plug, fast delivery, discreet' (r198)
        "the ~1 plug ~3 delivery|discreet|packaging",
      ],
    },
  },

  // ---- Spam typology (second round): each kind that got through, as named rules in Russian,
  // Ukrainian, English (and Uzbek / Chinese where that kind is common). Written from what these
  // campaigns say, not from data lines; weights chosen on leave-one-file-out figures (train.ts).
  {
    name: "job_scam_day_labour",
    category: "labour",
    weight: 30,
    lang: ["ru", "uk", "en", "uz"],
    description: "Same-day labour recruiting: 'need N people today for unloading / moving, paid on the spot, write in DM'",
    patterns: {
      ru: [
        // people + pay: volunteers asking for help with a move are not this kind
        "#n человек*|людей|парн*|парня|ребят*|девуш* ~3 оплата|оплату|оплачиваем|платим|плачу|расчет|расчёт|заплачу",
        // "заплачу" after a move is a neighbour's own move ("помочь с переездом, заплачу", r188)
        "разгрузк*|розгрузк*|погрузк*|выгрузк*|грузчик*|разнорабоч*|переезд* ~3 оплата|оплату|оплато|платим|плачу|расчет|расчёт",
        "разгрузк*|розгрузк*|погрузк*|выгрузк*|грузчик*|разнорабоч* ~3 заплачу",
        // paid at once, in cash; not "daily" (honest shift work pays daily too)
        "оплата|оплату|расчет|расчёт|платим|плачу ~2 сразу|наличн* ~3 #n|после|смен*|работ*",
        // "оплата сразу, пишите" alone is also a seller's or a buyer's ("Продаю велосипед, оплата сразу, пишите" went
        // spam 88 while this phrase took the call, until the tenth session): the immediate pay counts with its sum, the
        // shift or the work, or beside a small job
        "помощник*|помощниц*|задачи|задачу|дело ~3 оплата|плачу|платим ~1 сразу",
        // ... but daily pay followed by the call to write in private is the recruiting post's close ("оплата ежедневно,
        // пишите в лс") ("в л.с" is two tokens; the call's "в" may be lost to spaced letters before it: "п и ш и т е в
        // лс" -> "пишитев лс")
        "оплата|оплату|выплата|выплаты|расчет|расчёт ежедневн* ~3 лс|личку|личные|личных|личке|директ",
        "оплата|оплату|выплата|выплаты|расчет|расчёт ежедневн* ~3 в лс|личку|личные|личных|личке|л|директ",
        "оплата|оплату|выплата|выплаты|расчет|расчёт ~1 каждый|каждую день|вечер|смену ~3 лс|личку|личные|личных|личке|директ",
        "оплата|оплату|выплата|выплаты|расчет|расчёт ~1 каждый|каждую день|вечер|смену ~3 в лс|личку|личные|личных|личке|л|директ",
        "выплата|выплаты|выплачиваем сразу|наличн*",
        // pay per head, at once: "3000 каждому сразу после работы"
        "#n каждому ~2 сразу|наличн*",
        "#n ~2 на руки",
        "на руки ~2 сразу|после",
        "на руки в тот же день",
        "оплата|оплату|расчет|расчёт ~1 на месте",
        // transliterated: "oplata srazu"
        "oplata|oplatu|raschet ~2 srazu|nalichn* ~3 #n|posle|smen*|rabot*|ls|lichku|pishi|pishite",
        "оплата|оплату|расчет|расчёт ~1 в конце дня|смены",
        // a shift's pay; an hour's only when it is paid to the reader ("плачу 500 за час"): "Репетитор по английскому,
        // 1000 за час, пишите" is a price (it was spam 88 with "за час" here, until the tenth session)
        "#n|#k за смену|выход ~3 оплата|сразу|пиши*|пишите|напиши*|лс|личк*|руки|наличн*|нал|каждому|кто|нужны|нужен|требуются",
        "плачу|платим|оплата|оплачиваем|получаешь|получаете|зарплата|зп ~3 #n|#k ~1 за ~1 час",
        // a sum for a few hours' work, and the call ("5000 за 3 часа, пиши в личные"); not "мне заплатили 3000 за 3
        // часа"
        "#n за #n часа|часов ~3 пиши*|пишите|напиши*|лс|личку|личные|звони*",
        "подработ* на ~2 день|сегодня|завтра|вечер",
        "без оформлени* ~3 оплат*|сразу|наличн*",
        "разгрузк*|розгрузк*|погрузк*|выгрузк*|грузчик*|разнорабоч*|переезд* ~3 #n ~1 сразу|наличкой|наличными|каждому",
        "шабашк*|халтур*|подраб ~3 бабки|бабло|лавэ|лаве|кэш|зелень|зп",
        // 'Грузчики сегодня, 3к, лс'
        "грузчик*|разнорабоч*|подсобник* ~3 #k ~3 лс|личку|пиши*",
        // '3 часа работы, 4000 на каждого, в личку'
        "часа|часов ~1 работы ~2 #n ~2 на ~1 каждого|человека ~3 лс|личку|пиши*|пишите|звони*",
        // 'работа с ежедневной оплатой — напишите мне'
        "ежедневной ~1 оплатой|выплатой ~3 пиши*|напиши*|пишите|напишите|лс|личку",
        // '3000 за ночь, оплата сразу', '2000 за вечер, оплата сразу'
        "#n ~1 за ~1 ночь|смену|выход|вечер ~3 оплата|выплата|расчет ~1 сразу",
        // a wage in slang: 'по пятихатке в час, нал на руки, лс', '4 косаря за смену', 'пятихатка сразу, пиши' (not
        // 'пятихатку сразу отдал за такси', 'нал на руки в банке выдали')
        "пятихатке|косарю ~2 в ~1 час",
        "пятихатка|пятихатку|косарь|косаря ~1 сразу ~3 пиши*|лс|личку|нужен|нужны|человек",
        "косар*|косаря ~2 за ~1 смену",
        "нал|налом|наличка|наличкой ~2 на ~1 руки|сразу ~3 лс|личку|пиши*|смен*",
        // leaflets to hand out paid at once, a sum 'расчёт после работы' (r167)
        "разнести|разносить|раздать|раздавать|расклеить|расклеивать ~1 листовки|листовок|флаеры|флаеров|объявления ~3 #n",
        "разнести|разносить|раздать|раздавать|расклеить|расклеивать ~1 листовки|листовок|флаеры|флаеров|объявления ~3 плачу|платим|оплата|заплачу ~2 #n",
        "#n ~3 расчет|расчёт после ~1 работы|смены",
        "#n ~3 расчет|расчёт в ~1 конце ~1 смены|дня|работы",
        // a night shift 'выплата утром' (r172)
        "#n ~1 за ~1 ночь|смену ~2 выплата|оплата|расчет|расчёт ~1 утром",
        // 'нужны руки на завтра, 3к за день' (r192); 'нужны руки ... накормлю' is a neighbour's
        "нужны|нужна|требуются ~1 руки ~3 #k|оплата|плачу|платим",
        "руки ~3 #n|#k ~1 за ~1 день|час|смену",
        // 'подкину работёнку на пару часов, расчёт сразу' (r205; not 'подкину работёнку сыну')
        `подкину|подкинуть ~1 работенк*|работёнк*|подработк* ~3 #n|расчет|расчёт|оплата|кому|${CALL_RU}`,
        // 'оплата кожного дня, від 1000 грн' (r218)
        "оплата ~1 кожного ~1 дня|тижня ~3 грн|#n|від",
        // 'требуются люди на разгрузку фуры, 2 часа работы, оплата 3000 сразу' (r225; not 'разгрузку фуры закончили за 2 часа')
        "требуются|нужны ~2 люди|человека|грузчики ~2 на ~1 разгрузку|выгрузку ~1 фуры|фур|вагона|вагонов|газели|машины",
        // 'дело на пару часов, 10к на руки', 'от 8к за выход' (r229; not 'от 5к за смену получал на заводе')
        "дело ~2 на ~1 пару ~1 часов ~3 #k|#n ~1 на ~1 руки",
        "от ~1 #k ~1 за ~1 выход",
        // 'терміново потрібні вантажники на сьогодні, 3 години, 1500 грн одразу' (r245; not 'вантажники приїхали сьогодні')
        "потрібні|терміново ~2 вантажники|вантажників ~3 грн|одразу|години|сьогодні",
        // people wanted and paid at once, with no figure (r249)
        "нужны|требуются|ищу|ищем ~1 ребята|ребят|парни|парней ~3 оплата|расчет|расчёт сразу|ежедневно|каждый",
        // a man with a car for a few hours and a figure (r249)
        "человек|люди|водител* ~1 с ~1 авто|машиной|автомобилем ~3 #n|#k|оплата|плачу|платим",
        // 'work for tonight, N', 'people wanted, paid at once' (r265)
        "работа|подработка ~2 на ~1 вечер|ночь|завтра #n|#k",
        "требуются ~1 люди оплата сразу|ежедневно",
        // Kyrgyz 'N som a day' (r268)
        "күнүнө ~1 #n ~1 сом ~2 жаз|лс|жазгыла|тажрыйба",
        // 'работа на вечер, оплата N' (r282)
        "работа|подработка ~2 на ~1 вечер|ночь ~2 оплата ~1 #n ~1 сразу|наличными",
        // Kyrgyz 'N som a day, paid the same day' (r286)
        "күнүнө ~1 #n ~1 сом ~2 акча ~3 ошол|күнү|дароо",
        // movers at N an hour, cash (r293)
        "грузчики ~3 #n ~1 в ~1 час ~2 наличными|звоните|пишите",
        "в ~1 час ~1 наличными ~1 звоните|пишите|пиши",
      ],
      uk: [
        // with the day or the pay; "Шукаю підробіток на літо для сина" asks
        "підробіт*|підзароб* ~2 на ~1 день|сьогодні|завтра|вечір ~3 грн|гривень|#n|оплата|пиши*|пишіть|треба|потрібн*|хлопц*|людей",
        // the pay with the offer's terms or the call; "Підробіток у кав'ярні, 80 грн на годину, не густо" is a worker's
        // own
        "підробіт*|підзароб* ~3 оплата|грн|гривень|гривні|#n ~3 пиши*|пишіть|особист*|лс|приват|день|щодня|одразу|відразу|кожному|від",
        "підробіт*|підзароб* ~2 пиши*|пишіть|особист*|лс|приват",
        // with the sum or the call; "Оплата одразу при отриманні" is a sale
        "оплата|розрахунок ~2 одразу|відразу|готівк* ~3 #n|грн|гривень|гривні",
        "оплата|розрахунок|виплати ~2 щодня|щоденн* ~3 #n|грн|гривень|гривні|особист*|лс|приват",
        "помічник*|помічниц*|справу|задачу|задачі ~3 оплата|плачу|платимо ~1 одразу|відразу",
        // the pay with the day-labour terms (paid at once, in cash, "на руки", to each); a call alone is every
        // employer's ("Няня на вечори, 150 грн за годину, Оболонь, пишіть в особисті" scored `spam` 86 when the call
        // counted)
        "#n грн|гривень|гривні ~1 за годину|зміну|день ~3 оплата|одразу|відразу|руки|готівк*|кожному",
        // with the pay offered ("оплата", "платимо"), not a sum alone ("Потрібні вантажники на переїзд у суботу, 1500
        // грн за день, дзвоніть Андрію" is a family's move)
        "розвантаж*|вантажник* ~3 оплата|оплату|платимо|плачу",
        "розвантаж*|вантажник* ~3 #n ~2 одразу|відразу|готівкою|кожному|руки",
        // pay per head at once, at the end of the shift ("1000 грн кожному одразу", "оплата в кінці зміни готівкою");
        // not "Дали по 500 грн кожному учаснику", "Оплата в кінці дня, як домовлялися", "Шукаю людей на склад, пригощу
        // кавою"
        "#n ~1 грн|гривень|гривні ~1 кожному ~2 одразу|відразу|готівкою|руки",
        "оплата|розрахунок ~1 в ~1 кінці ~1 зміни",
        "помічник*|людей|люди|працівник* ~2 на ~1 склад ~3 оплата|грн|гривень|гривні|#n|платимо|плачу",
        "шабашк* ~3 гроші|бабки|кеш|оплата|одразу|відразу|пишіть",
        // unloading ('вивантаження цементу, 1800 грн кожному')
        "вивантаж* ~3 #n ~2 одразу|відразу|готівкою|кожному|руки",
        // '1500 грн кожному, пишіть в особисті'
        "переїзд*|вантаж* ~3 #n ~1 грн|гривень ~1 кожному",
        // Ukrainian movers paid by the hour, 'розрахунок одразу' (r170)
        "#n ~3 розрахунок ~1 одразу|відразу",
        "вантажник*|різноробоч* ~3 #n ~1 грн ~1 за ~1 годину|зміну",
        // movers 'розрахунок в кінці дня' (r198)
        "вантажник* ~3 #n ~3 розрахунок",
        // 'two lads for the warehouse, 1500 грн a shift' (r252)
        "хлопців|людей|чоловіків|працівників ~3 #n ~1 грн ~1 за ~1 зміну|вихід|день",
        // 'work for tonight, N грн', 'people wanted, paid at once' (r266)
        "робота|підробіток ~2 на ~1 вечір|ніч|завтра #n",
        "потрібні|шукаю|шукаємо ~1 люди|людей|хлопці|хлопців ~2 оплата ~1 одразу|щодня|щоденно ~2 лс|пиши*|пишіть|особисті|приват",
        // 'різноробочі на будову, оплата щодня' (r363)
        "різноробочі ~3 оплата ~1 щодня",
      ],
      en: [
        "#n people|guys|workers|helpers ~3 paid|cash|pay",
        "paid ~2 same day",
        // not "paid daily" alone, as not "оплата ежедневно" in Russian: "Staking rewards are paid daily on Kraken"
        // scored `spam` 96 with it
        "home ~3 paid ~1 daily",
        "moving|unloading|loading ~3 paid ~1 daily",
        "get|getting ~1 paid ~1 daily ~3 no|from|phone|phones|online|dm|boss",
        "paid ~2 on the spot",
        "same day pay|payment|cash",
        "pay on the spot",
        "cash ~2 on the spot",
        "#n ~2 on the spot",
        "help ~2 unload|unloading|moving ~3 paid|cash|pay",
        "unload|unloading|moving ~3 #n each",
        "#n each ~1 paid|cash ~1 same day",
        "#n each ~2 right after|away",
        "cash ~1 daily|paid|payment",
        // warehouse helpers wanted and paid in cash ("Our warehouse workers get paid hourly" is a worker's, as is "paid
        // cash at the end of the shift")
        "looking|need|needed|hiring ~2 warehouse ~2 helpers|workers|staff ~3 cash|paid|pay|#n",
        "moving|unloading|loading ~1 job|gig ~3 pays|paying ~1 #n ~1 cash",
        // N men for a demolition, a move or unloading, with the pay ("Потрібні 2 чоловіки на демонтаж, сьогодні, 2000
        // грн"); "Потрібні 2 чоловіки на демонтаж шафи завтра, пригощу кавою" has none
        "потрібні|потрібен|треба ~1 #n ~1 чоловіки|чоловіків|хлопці|хлопців|людини ~3 демонтаж|розвантаж*|переїзд|вантаж* ~3 #n|грн|оплата",
        // '3 hours, $150 cash right after, text me' (r246)
        "cash ~1 right ~1 after|away ~3 text|dm|call|message",
        // 'a job for tonight, $300' (r267)
        "job ~1 for ~1 tonight ~2 #n",
        // 'urgently need two guys for loading today, $150 each' (r352)
        "need ~1 two|three|2|3 ~1 guys ~2 loading ~3 #n",
      ],
      uz: [
        // "ish bor" alone is "there is work" ('ish bor, lekin maosh kam'): with a daily sum or the DM it is the offer
        "ish bor ~3 kuniga|kunlik|lichka*|lichkaga|yozing",
        // "odam kerak" with its pay: "Jamoaga futbol o'ynash uchun odam kerak" is a team short of a player
        "ishchi|ishchilar|yordamchi kerak ~3 #n|ming|pul|naqd|kunlik|kuniga|lov|lichka*|yozing|tajriba*",
        "odam kerak ~3 pul|ming|naqd|kunlik|kuniga|ishlash|lichka*|yozing",
        "ishga ~1 odam|odamlar kerak",
        // "kunlik ish bor" offered, not "kunlik ish qayerda bor?" asked
        "kunlik ish|ishchi bor|kerak",
        "kunlik ish|ishchi ~3 lichka*|yozing",
        "kunlik ish|ishchi ~3 #n ~2 naqd|lichka*|yozing|lov|kerak|bor",
        // young men needed with the pay or the hours ("3 ta yigit kerak ... har biriga 200 ming naqd"), paid at the
        // shift's end
        "yigit*|odamlar ~1 kerak ~3 naqd|pul|million|dollar*|lichka*|yozing",
        "har ~1 biriga ~2 #n|ming|naqd",
        "smena ~1 oxirida ~2 naqd|pul|to*",
        "omborga|skladga ~2 yordamchi*|ishchi*|odam* ~3 naqd|pul|ming|smena",
        // a sum a day, in money ("kuniga 300 ming so'm", "kuniga 200 dollargacha"; in dollars, the regex below);
        // "kuniga 8 soat ishlayman" is a working day, "kuniga 100 dan ortiq" is "more than 100 a day" with the offer's
        // terms (a call, cash, "from / up to", work): "kuniga 150 ming so'm berishdi, charchadim" is a worker's day,
        // "o'g'limga kuniga 10 ming ... beraman" a child's pocket money (both in the honest uz_uk_money_chat set)
        "kuniga ~1 #n ~1 ming|million|mln|dollar*|so|som|sum|usd ~3 lichka*|yozing|naqd|darhol|kerak|ishlash|ish|topish|daromad|gacha|dan|bor|tajriba*",
        // a wage offered "from" or "up to" a sum; "Oylik 3 mln, kam" is a wage
        "maosh|oylik ~1 #n ~2 dan|gacha",
        // with where or how much; "Pul topish qiyin bo'lib qoldi" complains
        "pul ishlash|topish ~3 kuniga|oson|uydan|uyda|telefon*|lichka*|#n",
        // the same in Uzbek Cyrillic ("кунига 300 минг сўм", "пул ишланг")
        "кунига ~1 #n ~1 минг|миллион|млн|доллар*|сум|сўм ~3 личка*|ёзинг|нақд|дарҳол|керак|ишлаш|иш|топиш|даромад|гача|дан|бор|тажриба*",
        "пул ~1 ишлаш|ишланг|топиш ~3 кунига|осон|уйдан|уйда|телефон*|личка*|#n",
        "yuklovchi|yuklovchilar|hammol|hammollar ~2 kerak",
        "pul|oylik ~1 darhol|naqd",
        "pul|oylik ~1 shu kuni",
        "yuk ~1 tushirish*|ortish*|tashish* ~3 yigit*|odam*|ishchi*|yordamchi* ~1 kerak",
        "юк ~1 тушириш*|ортиш*|ташиш* ~3 йигит*|одам*|ишчи*|ёрдамчи* ~1 керак",
        "ишчи|ишчилар|ёрдамчи керак ~3 #n|минг|пул|нақд|кунлик|кунига|тўлов",
        "кунлик ~1 иш ~1 ҳақи|ҳаққи ~2 #n ~3 телефон*|ёзинг|личка*|қўнғироқ",
        "иш бор ~3 кунига|кунлик|личка*|минг|нақд",
        "йигит*|одам* ~1 керак ~3 нақд|личка*|езинг",
        "yuk ~1 tushirish*|tashish*|ortish* ~3 #n ~1 kishi|odam|yigit ~3 kerak|ming|naqd|pul",
        // "N kishi kerak" with the pay ("4 kishi kerak, 400 ming so'm naqd"); "yana ikki kishi kerak, yozing" for
        // football has none
        "kishi ~1 kerak ~3 pul|ming|naqd",
        // porters wanted with the day's pay ('Bozorga yuk tashuvchilar kerak, kunlik 250 ming', read from Cyrillic too)
        "yuk ~1 tashuvchi*|tashuvchilar ~1 kerak ~3 kunlik|ming|naqd|lov|yozing",
        // 'kunlik ish, to'lov darhol, 250 ming so'm, lichkaga' (r212; not 'to'lov darhol o'tdi, 250 ming, rahmat')
        "to ~1 lov ~1 darhol|naqd ~3 #n ~3 lichka*|yozing",
        // 'to'lov har kuni, 300 ming so'mdan, yozing' (r236)
        "to ~1 lov ~1 har ~1 kuni ~3 #n|ming|yozing|lichka*",
      ],
    },
    regex: [
      "\\d{3,6}\\s?(?:₽|руб|р\\b|грн|uah|\\$|сум|so'm|som)\\s?(?:за|в|/|per)\\s?(?:смен|день|выход|shift)",
      // the Uzbek daily sum in dollars, "from" or "up to" ("kuniga 50$ dan"; not "kuniga 5$ tejayman", "I save 5$ a
      // day"): the sign is no token for the phrases; it starts on the word
      "kuniga\\s\\d{1,6}\\s?\\$\\s?(?:dan|gacha)\\b",
      // hands wanted and paid in cash per head ("2 guys for moving today, $150 cash each"); it starts on "cash", the
      // rarer word
      "cash\\s(?:each|per\\s(?:person|head|hour))\\b(?<=\\b(?:guys|people|workers|helpers|movers|men|hands)\\b[^.\\n]{0,60}?\\bcash\\s(?:each|per\\s(?:person|head|hour)))",
    ],
  },
  {
    name: "easy_money_scheme",
    category: "earnings",
    weight: 40,
    lang: ["ru", "uk", "en", "uz", "kk", "ky"],
    description: "Vague 'easy money / a scheme / a topic' DM-bait",
    patterns: {
      ru: [
        // "темка" with money or the call; "Темка с новым расписанием неудобная" is a schedule
        `темк*|темок ~3 заработ*|деньг*|доход*|бабк*|бабл*|#n|${CALL_RU}|есть|рабоч*|бабок`,
        "тема для заработка",
        // "есть тема" alone is every chat's "there is a topic" (for the next meeting, for a talk): with the call to
        // write it is the bait
        // the scheme offered, not a subject for a meeting ("Есть темка для разговора на собрании", r237)
        `есть темка ~3 заработ*|без|#n|#k|вечер|удален*|удалён*|доход*|работ*|деятельност*|${CALL_RU}`,
        // "есть схема / движ" with money or the call; "Есть движ на выходных?" is a weekend
        `есть схема|движ* ~3 заработ*|деньг*|доход*|бабк*|бабл*|#n|${CALL_RU}|бабок`,
        "есть тема ~2 пиши*|пишите|напиши*|напишите|лс|личку|плюс",
        // "есть тема" with money, and money "raised" in slang ("нормально поднимешь"); "Хорошо поднимешь настроение"
        // and "Поднимешь 5 тысяч шагов" are chat, as is "Есть тема на пару часов обсудить"
        "есть тема ~3 поднимешь|подзаработ*|заработ*|денег|деньги",
        "нормально|неплохо ~1 поднимешь|поднимете",
        "поднимешь|поднимете ~2 денег|бабла|деньги|бабок",
        // "для активных и адекватных"; "Предложение для активных участников: субботник" is a neighbour's
        "для ~1 активных ~1 и ~1 адекватных",
        "предложени* ~1 для ~1 адекватных",
        // for those who need money urgently ("Есть работа для тех, кому срочно нужны деньги")
        "кому ~1 срочно ~1 нужны|нужен ~1 деньги|денег|заработок",
        "схем* ~2 заработ*|заработк*|доход*|деньг*",
        // "рабочая схема" of money, not of a socket
        `рабоч* схем* ~3 заработ*|деньг*|доход*|#n|#k|поднял*|поднимаю|${CALL_RU}|p2p|р2р|арбитраж*`,
        "рабоч* тема|темка|темку",
        "поднять ~1 бабла|бабки|бабок ~2 быстро|быстрому|легко|сразу|без|пиши*|лс|личк*|день|неделю|вечер|месяц",
        // offered, not doubted: "Легкие деньги не бывают, не ведитесь" is a warning
        `лёгк*|легк*|быстр*|хорош* ~1 заработ*|деньг*|доход*|подработ* ~3 ${CALL_RU}|#n|от|удален*|дома|онлайн|телефон*|кажд*|ежедневн*|без|есть|для|плюс|предлага*`,
        // with the call, a sum or where; "Кто хочет заработать на своём хобби — лучше начать с малого" advises
        `кто хочет ~2 заработ*|деньг*|подзаработ* ~3 ${CALL_RU}|#n|от|удален*|дома|онлайн|телефон*|плюс|без|сегодня|быстро`,
        "кто хочет ~1 легко|быстро|лёгких|легких ~1 заработать|подзаработать|денег",
        // with the call, a sum or where; "Хочешь заработать — иди работать" and "Ищу ответственного человека посидеть с
        // котом" are chat, as are "Нужны деньги на ремонт" and "Подзаработать летом школьнику можно где-то?"
        `хочешь ~2 заработ*|деньг* ~3 ${CALL_RU}|#n|от|удален*|дома|онлайн|телефон*|плюс`,
        `ищу ~2 заинтересован*|желающ*|ответственн* ~3 заработ*|доход*|сотрудничеств*|удален*|подработ*|${CALL_RU}`,
        `подзаработ* ~3 ${CALL_RU}|#n|от|удален*|дома|онлайн|телефон*`,
        `нужны деньги ~2 ${CALL_RU}|есть|помогу`,
        `деньги нужны ~2 ${CALL_RU}|есть|помогу`,
        "есть предложени* ~2 заработ*|деньг*",
        // vouching for an offer ("не скам, проверено, пиши"); "Это не скам, я проверял, магазин нормальный" is a review
        `не скам|развод|обман ~3 ${CALL_RU}|заработ*|#n|доход*`,
        // the earning offer that vouches for itself ("заработать официально", "зарабатывай легально")
        "заработ*|зарабатыва* ~2 официально|законно|легально",
        "сто процентов ~2 легально|законно",
        "легальн* ~2 заработ*|схем*|доход*",
        "#n|месяц|день|неделю|дома ~3 спросите|спроси меня как",
        "начни|начните ~1 зарабатывать ~3 в телеграм*|телеге|тг",
        "без риска|рисков ~2 вложений|затрат",
        "кто|кому ~1 хочет|хочешь|желает|интересно ~1 зарабатывать ~2 от|каждый|ежедневно|удален*|удалён*|онлайн|дома|телефон*",
        "есть|знаю ~1 способ|схема|схему|вариант ~1 поднять|поднимать ~1 #n|#k",
        "поднять ~1 капусты|бабла|бабок|лавэ|кэша ~2 по ~1 быстрому|быстро|легко|сразу|без",
        "движ|мутка|мутку|мутки|тема|темка ~3 лавэ|лаве|бабки|бабло|кэш|капуст*|зелень ~3 сразу|руки|пиши*|лс|личк*|быстро|каждый|без",
        "тема|темка|движ ~2 на ~1 кеш|кэш|бабки|бабло|гроші ~3 пиши*|пишіть|лс|личк*|пп|одразу|сразу|быстро",
        "бабло|бабки|лавэ|кэш|кеш ~2 без ~1 вложений|вкладень",
        "серая|черная|чёрная ~1 работа|тема|схема ~3 доход*|#n|#k|лс|пиши*",
        // 'Есть тема на 💸. Кому надо - в лс'
        "есть ~1 тема ~3 кому ~1 надо|нужно ~2 в ~1 лс|личку",
        // 'нашёл лазейку в одном приложении'
        "лазейк* ~3 приложени*|бот*|сайт*|банк*|систем*",
        // the slang of 2025: 'лавэ без напряга', 'кому нужен кэш — пиши, научу'
        "лавэ|лаве|бабки|бабло|кэш ~2 без ~1 напряга|вложений|усилий ~2 пиши*|лс|личку|залетай",
        "кому ~1 нужен|нужны ~1 кэш|бабки|бабло ~3 пиши*|научу|лс",
        // the testimonial's hook in a reply: 'нашла способ зарабатывать из дома', 'кто хочет узнать, как я закрыл
        // ипотеку за год, пишите', 'кто хочет так же зарабатывать'
        "нашла|нашел|нашли ~2 способ|тему|темку|схему ~3 зарабатывать|заработка|заработать|заработок|доход*",
        "как ~1 я ~1 закрыл|закрыла|погасил|погасила ~2 ипотеку|кредит*|долг* ~3 пиши*|пишите|лс|личку|научу|покажу",
        "хочет|хочешь так же зарабатывать",
        "хочет|хочешь также зарабатывать",
        // 'нашла, как зарабатывать онлайн' (not 'нашла, как заработать на отпуск')
        "нашла|нашел|нашли ~1 как ~1 зарабатывать",
        // 'у меня есть для тебя предложение, напиши в лс' (the bot's answer to whoever wrote last)
        "есть ~1 для ~1 тебя|вас ~1 предложение|работа|подработка ~3 пиши*|напиши*|лс|личку|личке",
        // the money slang of 2025-26 with the call or the terms ('косарь в день на изи', 'десятка в неделю с телефона,
        // без кидалова', 'лавандос каждый день'); not 'одолжи косарь до пятницы', 'десятка в ЕГЭ', 'лям просмотров'
        "косар*|пятихатк*|десятк*|сотк*|лям|лавандос*|кэсик*|бабл* ~3 в ~1 день|неделю|месяц ~3 телефона|изи|лс|пиши*|без|кидалова",
        "косар*|пятихатк*|десятк*|лям|лавандос*|кэсик* ~3 на ~1 изи",
        "косар*|пятихатк*|десятк*|лям|лавандос*|кэсик* ~3 без ~1 вложений|кидалова",
        "лавандос*|кэсик* ~2 каждый|ежедневно",
        "лям ~3 схема|реально ~3 лс|пиши*|надо",
        "фарм ~1 бабла|денег|бабок",
        // the polite pitch: 'поделиться возможностью, которая помогла мне обрести финансовую независимость' (not
        // 'обрести финансовую независимость — моя цель')
        "поделиться ~1 возможностью ~3 обрести|доход*|заработ*|пиши*|напиш*|вложени*",
        // 'кто ищет подработку — я нашла нормальную, с телефона, могу поделиться'
        "нашла|нашел ~1 нормальную|хорошую|отличную ~3 телефона|поделиться|пиши*|могу",
        // a crypto team of one's own, 'с меня обучение, с вас желание', 'устал работать за копейки? напиши мне', 'нужен
        // только телефон', 'есть тема, кто в деле', a scheme sent for free (r168, r169)
        "в ~1 мою|свою ~1 команду ~2 по ~1 крипт*|крипте|трейдинг*|арбитраж*|заработк*",
        "с ~1 меня ~1 обучение|схема|сигналы|инструкция|наставничество ~3 с ~1 вас|тебя ~1 желание",
        "устал*|надоело ~2 работать|пахать ~2 за ~1 копейки|копейку|гроши ~3 напиши*|пишите|пиши|лс|личку",
        "нужен|нужно|понадобится ~1 только ~1 телефон|смартфон ~3 #n ~1 час|часа|часов",
        "есть тема кто в деле",
        "тема ~2 на ~1 #k|#n ~2 в ~1 день|неделю|месяц",
        "скину|дам|отдам ~1 схему|схемку бесплатно ~2 пиши*|пишите|лс|личку",
        "скину|дам|отдам ~1 схему|схемку ~1 заработк*|дохода",
        // 'схема рабочая', a 'движ' with money, 'лавэ поднять по-лёгкому' (r176)
        "схема ~1 рабочая ~3 #k|#n|кэш|деньг*|доход*|заработ*|залетай|пиши*",
        "движ|движуху|движа ~3 платим|лавэ|лаве|кэш",
        "лавэ|лаве|бабки|бабосы|кэш ~2 поднять|поднимать|заработать",
        "поднять ~2 по ~1 легкому",
        // 'подниму тебе 5к за вечер' (r192)
        "подниму|поднимем ~1 тебе|вам ~2 #k|#n ~3 за ~1 вечер|день|час|неделю",
        // a partner 'на схему', 'тема на удалёнке', 'вариант на хороший кэш', 'закрыть кредиты ... покажу как' (r199)
        "напарник* ~2 на ~1 схему|тему",
        "есть ~1 тема ~2 на ~1 удалёнке|удаленке ~3 подняли|пиши*|кто|доход*|#n",
        "вариант ~2 на ~1 хороший|нормальный ~1 кэш|кеш|заработок",
        "закрыть ~1 кредиты|долги|ипотеку ~3 покажу|научу|расскажу",
        // 'не трать время на работу за копейки, есть вариант' (r210; not 'сидела без денег, пока не нашла заначку')
        "работ* ~1 за ~1 копейки ~3 вариант|тема|схема|есть|пиши*|спроси*",
        // 'всем, кто спрашивал про заработок, отписала в лс' (r210)
        "спрашивал*|интересовал* ~2 про|о ~1 заработ*|подработк* ~3 отписал*|ответил*|написал*|лс|личку",
        // 'не работал бы за 30к, есть вариант в разы лучше', 'поднял 40к за выходные на одной теме' (r217)
        "работал*|работать|работаешь|зарплат* ~3 вариант ~3 лучше|получше|повыгоднее|интереснее",
        "поднял*|подняла ~1 #k|#n ~3 на ~2 теме|схеме",
        // 2025 slang: 'кто хочет в тему? 10к на руки', 'скидываю проверенную тему', 'хочешь поднять кэш?', 'дам заработать', 'кто на мели — в лс', 'лайтова робота' (r229, r231; not 'скину тему для сочинения, пиши', 'дам заработать сыну', 'кто на мели — держитесь, пишите если что')
        "кто ~1 хочет ~2 в ~1 тему ~3 #k|#n|дело|руки",
        "скидываю|скидаю ~2 тему|схему ~3 #k|#n|тисяч",
        "хочешь ~1 поднять ~1 кэш|кэша|бабла|бабки",
        "дам ~1 заработать ~3 лс|личку|пиши*|мели",
        "на ~1 мели|мілині ~3 лс|личку|підробіток|подработк*|заработ*",
        "лайтова|лайтовий|лайтовая ~1 робота|ворк|заробіток|підробіток|работа",
        // 'есть тема на 10к' (r260)
        "есть ~1 тема|темка ~2 на ~1 #k",
        // 'who wants easy money?' (r266's Russian twin)
        "кто ~1 хочет ~1 легких|лёгких ~1 денег ~2 пиши*|пишите|лс|личк*",
        // 'do you still need an income?' (r277)
        "вам ~1 еще|ещё ~1 нужен|нужна ~1 заработок|подработка ~2 могу|пишите|напишите|пиши",
        // 'an interesting offer, check your DMs', 'who wants money this week?', 'I'll send the scheme', 'sitting without money? write' (r288)
        "интересное ~1 предложение ~2 проверь|пиши*|лс|личк*",
        "кто ~1 хочет ~1 денег ~3 неделе|ставь|ставьте|пиши*|лс",
        "скину ~1 схему ~1 кто ~1 напишет",
        "есть ~1 тема ~2 с ~1 ежедневной ~1 выплатой|оплатой",
        "сидишь ~1 без ~1 денег ~2 пиши*|пишите|лс",
        // 'кто хочет изменить свою жизнь — напиши мне', 'всем, кто устал от зарплаты' (r304)
        "изменить ~1 свою ~1 жизнь ~3 напиши*|пиши*|лс|личку",
        "устал* ~2 от ~1 зарплаты ~3 пиши*|пишите|лс|личку|сотрудничеств*",
        // 'схема у меня в канале' (r309)
        "схема ~3 у ~1 меня ~2 канале|лс",
        // 'даю рабочую связку', 'заработай на переводах' (r315)
        "даю ~2 рабочую|свою ~1 связку",
        "заработай ~2 на ~1 переводах",
      ],
      kk: [
        // Kazakh: 'оңай ақша табу жолын үйретемін, салымсыз' (easy money, no investment)
        "оңай ~1 ақша* ~3 жол*|үйрет*|жаз*|салымсыз",
        "салымсыз ~3 табыс*|ақша*|жаз*",
        // an 'easy scheme' with the call ('оңай схемасы бар, плюс қойыңыз')
        "оңай|жеңіл ~1 схема*",
        "схема* ~3 плюс|жаз*|табыс*|ақша*",
      ],
      ky: [
        // Kyrgyz: easy money taught, no investment
        "оңой ~1 акча* ~3 жол*|үйрөт*|жаз*|салымсыз",
        "салымсыз ~3 киреше*|акча*|жаз*",
        // an 'easy scheme' with the call
        "оңой|жеңил ~1 схема*",
        "схема* ~3 плюс|жаз*|киреше*|акча*",
      ],
      uk: [
        // as the Russian "есть тема": with the call to write ("Є тема для розмови" is every chat's)
        "є тема|схема|темка ~2 пиши*|пишіть|напиши*|напишіть|лс|особисті|приват|плюс",
        "є тема ~2 для ~1 заробітку|заробітка|грошей ~3 пиши*|пишіть|цікаво|особист*|лс|плюс",
        "легк* ~1 гроші|заробіт*|заробіток",
        // with what it brings or the call; "Вигідна тема для дипломної роботи" is a student's
        "вигідна|легка|робоча ~1 тема|схема|темка|схемка|схемку ~3 виходить|від|#n|грн|гривень|гривні|заробіт*|пишіть|пиши|цікаво|особист*",
        "хто хоче ~2 заробит*|заробля*|гроші",
        // "заробіток від / без", or where it is made; "Заробіток у нас на заводі невисокий" is a wage
        "заробіток ~1 без|від",
        "заробіток ~1 в|на ~1 інтернеті|телефоні|телеграм*|вдома|дому|крипт*",
        // the imperative with a sum or "без вкладень"; "Хочу заробити на машину" saves up
        "заробляй* ~2 від|без|#n",
        "заробити ~2 від ~1 #n",
        "заробити ~1 без ~1 вкладень|досвіду",
        "пасивн* дохід ~3 від|#n|щодня|щомісяця|без|пиши*|пишіть",
        "маю ~1 схему|схема|тему|тема|темку ~3 заробіт*|заробітку|грошей|від|#n|пиши*|пишіть|особист*|приват*|легально",
        "є тема|схема ~1 заробітку|заробітка ~3 пиши*|пишіть|особист*|лс|плюс|телефон*",
        // a 'scheme' on marketplaces with the money or the teaching ('Схема на маркетплейсах: спочатку оплата, потім
        // доставка' is a buyer's)
        "схема|схему ~2 на ~1 маркетплейс* ~3 гроші|заробіт*|дохід|навчаю|навчу|пишіть|прибут*",
        "проста|робоча ~1 схема ~1 заробітку|заробітка",
        // 'Є тема заробітку'
        "є ~1 тема ~2 заробітку|заробити|заробіток ~3 #n|хвилин|грн",
        // 'Розкажу, як я заробляю, пишіть' (not 'розкажу, як я заробила на продажу речей')
        "розкажу|покажу|навчу ~2 як ~1 я ~1 заробляю ~3 пиши*|пишіть|напиши*|лс|особист*|приват",
        // the testimonial's hook in a reply: 'знайшла спосіб заробляти вдома', 'хто хоче так само заробляти'
        "знайшла|знайшов|знайшли ~2 спосіб|тему|схему ~3 заробляти|заробітку|заробити|дохід*",
        "знайшла|знайшов|знайшли ~1 як ~1 заробляти",
        "так само заробляти",
        // 'маю пропозицію, напиши в особисті'
        "маю|є ~1 для ~1 тебе|вас ~1 пропозицію|пропозиція|роботу|підробіток ~3 пиши*|напиши*|особист*|лс|приват",
        "маю ~1 пропозицію ~3 напиши*|пиши*|особист*|лс|приват",
        // 'схема на Prom і OLX, 30 тисяч на місяць без вкладень' (not 'схема на маркетплейсах: спочатку оплата')
        "схема ~2 на ~1 prom|olx|rozetka ~3 тисяч*|#n|заробіт*|дохід*|вкладень",
        "тисяч ~2 на ~1 місяць ~2 без ~1 вкладень",
        // 'знайшла нормальний, з телефону, можу поділитися'
        "знайшла|знайшов ~1 нормальний|нормальну|хороший|хорошу ~3 телефону|поділитися|пиши*|можу",
        // 'схема на маркетплейсі, від 30 000 грн на місяць, навчу' (r190)
        "схема|схему ~3 від ~1 #n ~1 грн ~3 навчу|навчаю|покажу",
        // 'є тема на швидкі гроші, без ризику' (r208)
        "швидк* ~1 гроші|заробіт*|заробіток ~3 без|#n|грн|приват|пиши*|пишіть|особист*",
        "тема ~2 на швидкі|легкі ~1 гроші",
        // 'віддам свою схему заробітку, я вже підняв 50 тисяч' (r218)
        "схем* ~1 заробітку ~3 віддам|пиши*|пишіть|особист*|приват|підняв|#n",
        // 'є темка на вечір, без вкладень', 'шукаю людей на легку роботу, 2 години на день' (r238)
        "темка ~3 без ~1 вкладень",
        "легку ~1 роботу ~3 години|грн|приват|від",
        // the Russian 'нужны деньги, пиши' in Ukrainian (r252)
        "потрібні|треба ~1 гроші ~2 пиши*|пишіть|напиши*|напишіть|лс|особисті|приват|є|допоможу",
        // 'there is a topic for 20 thousand' (r252)
        "є ~1 тема|темка ~3 #n|тисяч*",
        // 'who wants easy money?' (r266)
        "хто ~1 хоче ~1 легких ~1 грошей ~2 пиши*|пишіть|лс|особисті",
        // 'навчу заробляти на криптовалюті' (r332)
        "навчу ~1 заробляти ~2 на ~1 криптовалюті|крипті ~3 #n|пиши*|грн",
      ],
      uz: [
        "sxema*|sxemasi ~3 kuniga|lichka*|bor|#n",
        // a night's or a day's earnings ("bir kechada 500 ming chiqadi"), fast money without investment
        "kechada|kunda|soatda ~2 #n ~2 ming|million ~2 chiqadi|ishlaysiz|topasiz",
        "tez ~1 pul ~1 topish*|ishlash* ~3 sarmoyasiz|lichka*|xohlaganlar",
        "sarmoyasiz ~3 pul|daromad*",
        // "Tez pul kerak bo'lganlar lichkaga yozsin": those who need money fast, written to; "Tez pul kerak edi" asks
        "tez ~1 pul ~1 kerak ~3 lichka*|yozsin|yozing",
        "oson ~1 pul ~1 topish|ishlash ~1 usuli",
        "hech ~1 qanday ~1 sarmoyasiz",
        "pul ~1 ishlashni ~1 xohlaganlar|istaganlar ~3 qo|yozing|lichka*",
        "xohlaganlar|istaganlar ~1 qo ~1 ysin",
        // 'oson daromad kursi ... o'rgataman, joylar cheklangan' (not 'oson pul yo'q')
        "oson ~1 daromad*|pul* ~3 kurs*|rgataman|yozing|lichka*|joylar",
        "joylar ~1 cheklangan",
        // '1000$ topishni o'rganing'
        "topishni ~1 o ~1 rganing|rgataman",
        // easy money (r268)
        "oson ~1 pul ~1 kerakmi ~1 yoz|yozing|lichka*",
      ],
      en: [
        // offered, with the call, a sum or "from home"; "Easy money doesn't exist, DYOR" and "Quick money question:
        // ..." are chat
        `easy ~1 cash|money|profit|income ~3 ${OFFER_EN}|earn|make|for|legit|available`,
        `quick ~1 cash|money|buck* ~3 ${OFFER_EN}|earn|make|legit`,
        "who wants ~2 make|earn ~2 money|cash|income|profit|extra|dollars",
        "who wants ~2 money|cash|income|profit",
        // not "a legit way to move my tokens", nor the question "Is there a legit way to make money online?"
        `legit ~2 money|income|opportunity ~3 ${OFFER_EN}|earn|make`,
        "found|know|have|got|share|teach|show|this|my ~2 legit way ~2 make|earn ~1 money|cash|income",
        "money making ~1 method|scheme|opportunity",
        "moneymaking ~1 method|scheme|opportunity",
        `side hustle ~3 ${OFFER_EN}|earn|paying|pays ~1 #n`,
        // the sum, then "ask me how" (not "Ask me how I fixed the printer")
        "#n|weekly|daily|monthly|home|online ~3 ask me how",
        "not a scam",
        // the offer that vouches for itself: "no scam, no delay", "legit and trusted", "legit and paying" (not "is it
        // legit?") vouching for an offer; "No scam here, the team doxxed themselves" is a member's
        `no scam ~3 ${OFFER_EN}|legit|profit|earn|100|delay|free|withdrawal|registration`,
        "legit and ~1 trusted|paying|reliable",
        // vague gigs that pay, with the call: "anyone who wants extra cash, check your DMs", "a side gig? Pays well,
        // DM", "a quick online task, good pay, message me"; "I had a side gig as a DJ, pays well" and "The simple job
        // of washing dishes pays nothing" are chat
        "wants|want|needs|need ~1 extra ~1 cash|money|income ~3 dm|dms|inbox|message|check|text|contact",
        "side ~1 gig|gigs ~3 dm|inbox|message|details|interested",
        "quick|simple|easy ~2 task|tasks|job|gig ~3 pay|paid|pays|paying|cash|money ~3 dm|message|inbox|text|pm|contact",
        "pays ~1 well ~3 dm|message|inbox|details|pm",
        // slang DM-bait: "a side thing, makes me $500 some nights, hmu if you want in", "tryna make some quick bread"
        // (not "DM me if you want in on the pizza order", nor "trying to make bread at home")
        "side ~1 thing|things ~3 makes|making|pays|hmu|dm",
        // "some" nights: the slang; "makes me $200 a week" is earnings_promise's (both read it: "My side hustle is
        // walking dogs, makes me $200 a week" was `spam` 76)
        "makes|made|making ~1 me ~1 #n ~2 some",
        "tryna ~2 make ~2 bread|bands|racks|money|cash",
        "quick ~1 bread|bucks|cash|money ~3 no ~1 investment|experience",
        "no delay|delays ~2 withdraw*|withdrawal*|payout*",
        // the recruiter's filters and openers: "I need 5 serious people who want to earn", "Stop scrolling!", "tired of
        // your 9-5?", "DM me the word INFO"; "I'm tired of my job" is a member's and "serious question" asks "serious
        // people who want to earn"; not "only serious people interested in the car, DM me"
        "serious ~1 people|persons|individuals|minded|ladies ~3 earn|make|income|money",
        // "Stop scrolling! If you're tired ..." (not "How to stop scrolling in a page")
        "stop scrolling ~2 if|tired|want|earn|money|income|dm|message",
        "tired ~1 of ~1 your ~2 #n|paycheck|bills|debts|debt|9to5",
        "with|send|type|comment|reply|write ~2 the ~1 word ~1 info|interested|income|money|start|join|ready|rich",
        "made|making|make|makes|got ~2 a ~1 few|couple ~1 bands|racks ~3 week|night|today|method|hmu|dm|dms|inbox|slide|daily|overnight",
        "interested ~2 making|earning ~1 money|cash|income ~2 online|daily|weekly|home|phone|ask|dm|inbox",
        "partner ~3 business ~1 opportunity",
        "business opportunity ~3 serious|dm|inbox|interested|message",
        "easy|quick|fast ~1 racks|guap",
        "stacking|stack ~1 racks|bands|guap",
        "tryna|trynna ~2 get|make|earn|stack ~2 racks|bands|guap|money|cash",
        "side hustle ~3 pays|paying ~1 weekly|daily|#n|well",
        "side hustle ~3 dm|dms|inbox|method",
        "plug ~2 for ~2 racks|bands|guap|money|cash|easy",
        "racks|bands|guap ~3 phone|home|online ~3 ask me how",
        "racks|bands|guap ~3 phone|home|online ~3 dm|hmu|inbox",
        // 'made $1,200 from my phone, no skills needed. Ask me how' (not 'no experience needed, ask me how to join the
        // choir')
        "phone|phones ~3 ask me how",
        // 'I can show you how, DM me', 'found a legit way to make $500 a day', 'if you want to know how I paid off my
        // mortgage, message me'
        // "how I make" with money, not dumplings ("I'll show you how I make dumplings, come over on Saturday" was spam 85; r362)
        "show ~1 you ~1 how ~3 dm|message|inbox|text|earn",
        "show ~1 you ~1 how ~3 make ~1 money|#n|#k|it|extra",
        "found ~1 a ~1 legit|real|simple ~1 way|method ~3 make|earn|income",
        "want ~1 to ~1 know ~1 how ~1 i ~1 paid|made|earned|quit|retired|got",
        // 'earning $400 a day with a simple app' (r173)
        "earning|earned|earn ~3 with ~1 a|one|this ~1 simple|easy ~1 app|method|trick",
        // 'a method that pays daily' (r177)
        "method ~2 that ~1 pays ~1 daily|weekly",
        // 'learn how to earn $1000 a week' (r181; not 'make': 'Learn how to make 3 kinds of bread')
        "learn ~2 how ~1 to ~1 earn ~1 #n",
        // 'a method that prints money' (r230)
        "method|system ~3 prints|print ~1 money|cash ~3 hmu|dm|inbox|text|message",
        // 'no investment needed, make $300-$500' (r239)
        "no ~1 investment ~1 needed|required ~3 make|#n|dm|earn",
        // 'people for easy work, 2 hours a day, $100+' (r239)
        "people ~2 for ~1 easy ~1 work",
        // 'text me for the method', 'if you need money fast', 'if you're broke, DM me' (r287)
        "text|dm|message ~1 me ~2 for ~1 the ~1 method ~2 works|guaranteed",
        "dm|message|text ~1 me ~1 if ~1 you ~1 need ~1 money",
        "if ~1 you ~1 re ~1 broke ~2 dm|message|text|inbox ~1 me",
        // US chat slang of 2025 (r307): 'selling the method that made me 5k', 'glo method', 'a quick lick', 'I'm putting people on', 'my money team'
        "selling ~1 the|my ~1 method",
        "method ~2 made ~1 me #k|money",
        "glo ~1 method",
        "method ~3 flipping|flip|flips",
        "quick ~1 lick",
        "putting ~1 people ~1 on",
        "my ~1 money ~1 team ~3 spots|join|dm|dms|slide|today",
        // 'EASY MONEY!!! ASK ME HOW!!!' (r338)
        "easy ~1 money ~2 ask ~1 me",
      ],
    },
  },
  {
    name: "loan_debt_help",
    category: "finance",
    weight: 35,
    lang: ["ru", "uk", "en", "uz", "kk", "ky"],
    description: "Loan, debt write-off and 'financial help' offers",
    patterns: {
      ru: [
        // money "до зарплаты" offered, approval "за 5 минут"; "брать до зарплаты у сестры" borrows from family
        "деньги|займ*|займы ~2 до ~1 зарплаты|получки ~3 одобр*|переведу|карту|минут|отказ*|отказов",
        "одобрени* ~1 за ~1 #n ~1 минут* ~3 переведу|карту|без|займ*|деньг*|пиши*|лс",
        // a loan offered, not a loan taken ("Взял займ в банке, теперь жалею"), nor one given to a friend ("Займ без
        // процентов дал другу": "без" only with what a lender waives)
        "займ|займы|заем|заём|микрозайм* ~3 карту|онлайн|срочно|одобр*|быстро|мгновенн*|круглосуточно|выдаем|выдаём|выдадим|всем",
        "займ|займы|заем|заём|микрозайм* ~3 без ~1 отказа|отказов|проверок|проверки|справок|залога|поручител*|кредитной|истории|кии",
        "займ|займы|заем|заём|микрозайм* ~1 до|от ~1 #n",
        "займ|займы|заем|заём|микрозайм* ~2 от частного|частн* ~1 лица|лиц|инвестора",
        "выдам|выдаем|выдаём|выдадим|оформим|дам ~2 займ|займы|заем|заём|микрозайм*",
        "частн* займ*",
        // "в долг" spaced out is read "вдолг" (the joined letters take the preposition before them)
        "деньги|денег ~2 долг|вдолг ~3 расписку|залог*|процент*|без",
        "кто нуждается ~2 в деньгах|финансах|финансов*",
        // "без" with what is waived ("кредит без отказа / справок"); "Кредит без процентов в магазине" is a shop's
        "кредит* ~2 без ~1 отказ*|отказов|справок|проверок|залог*|поручител*|истории|предоплат*",
        // an approval promised, not one told of ("Кредит на машину одобрили со второй попытки"; r312)
        "кредит* ~2 всем|одобрят|одобрим|одобряем|одобрение|одобрения|помощь|помогу|помогаем",
        "с плохой кредитн*",
        "одобрени* ~2 кредит*|займ*",
        // with the loan, the money or the call ("займ без справок и поручителей"); "Без справок в поликлинику не
        // пустят" is chat
        `без ~1 справок|поручителей|отказа|проверк*|проверок ~3 займ*|кредит*|деньг*|одобр*|выдам|выдаем|#n|карт*|${CALL_RU}`,
        "займ*|кредит*|деньг* ~3 без ~1 справок|поручителей|отказа|проверк*|проверок",
        "без залога|справок ~2 поручител*",
        // offered ("списание долгов законно, бесплатная консультация"), not asked ("Списание долгов через банкротство
        // работает?")
        "помогу|поможем|помогаем ~2 списани*|списать ~2 долг*|кредит*",
        `списани* ~1 долг*|кредит* ~3 законно|бесплатн*|консультац*|гарант*|ключ|#n|поможем|помогу|${CALL_RU}`,
        "списать ~1 долг*|кредит*",
        // offered, not asked ("Банкротство физлица кто проходил?", r206)
        `банкротств* ~1 физ*|физлиц*|граждан* ~3 законно|консультац*|гарант*|ключ|#n|поможем|помогу|${CALL_RU}`,
        "банкротств* под ключ",
        "спишем|спишу ~2 долг*|кредит*",
        // offered ("помогу с кредитом", "помощь с долгами"), not asked ("Мама просит помочь с кредитом")
        "помогу|поможем|помогаем|помощь ~2 с долг*|кредит*|займ*|финанс*",
        // the offer in the first person ("помогу закрыть долги"); a borrower asks "помогите" or says "мне надо закрыть
        // кредит"
        "помогу|поможем|помогаем|помогаю ~2 закрыть|погасить|списать|убрать ~2 долг*|кредит*|займ*|микрозайм*|просрочк*|коллектор*|просрочек",
        // credit "with any history", approval promised
        "кредит*|займ*|ипотек* ~2 с любой ~1 ки|кредитн*|историей",
        "с любой ки",
        "одобрени*|одобрим|одобряем ~1 100|гарантир*",
        "помо* ~2 получить|взять|оформить ~1 кредит*|займ*|ипотек*",
        "деньги в долг",
        // secured by a car's title, the car left with the borrower ("Займ под залог ПТС, авто остаётся у вас")
        "займ|займы|заем|заём|деньги ~2 под залог ~1 птс|авто*|машин*",
        "авто|машина остается у вас",
        `финансов* помощ* ~3 всем|каждому|без|срочно|оказываем|окажу|предлагаю|предлагаем|${CALL_RU}`,
        "плохой кредитн* истори*",
        // a loan through a microfinance firm offered; "МФО звонят каждый день" is the borrower
        `мфо ~3 одобр*|без|выдам|выдаем|оформ*|помогу|помогаем|любые|все|${CALL_RU}`,
        "дам|даю|дадим|даём|даем ~1 в ~1 долг пишите|пиши*|лс|личку|процент*|срочно",
        "дам|даю|дадим|даём|даем ~1 в ~1 долг ~2 под|процент*|деньг*|денег|сумм*",
        "дам|даю|дадим|даём|даем ~1 вдолг ~3 пишите|пиши*|лс|личку|процент*",
        "zajm|zaim|zaym|zaem|mikrozajm* ~3 otkaza|otkazov|proverok|spravok|zaloga",
        // the lender's own "одобрим займ", "спишем законно"; a borrower's "Везде отказали в кредите" and "Можно ли
        // списать долги законно?" are neither
        "одобрим|одобряем|одобрю ~1 займ*|кредит*",
        "спишем|спишу ~2 законно|долги|кредиты|займы",
        // a private lender when the banks say no ('Если банки отказывают ... есть частный специалист'); 'Мне банки
        // отказывают, что делать?' asks
        "займ*|заем|заём ~3 без ~1 лишних ~1 вопросов|проверок",
        "банки ~1 отказывают|отказали ~3 частн*|специалист*|помогу|поможем|выход",
        // a mortgage or a credit 'approved' by the writer ('Одобрим ипотеку даже с плохой кредитной историей');
        // 'Ипотеку одобрили' is a customer's
        "одобрим|одобрю ~3 ипотек*|кредит*|займ*",
        // 'Мы предлагаем кредиты под 2% годовых' (a calque of the advance-fee loan offer)
        "предлагаем ~1 кредиты|займы ~3 под ~1 #n ~3 частных|годовых|всем|любому",
        // no calls to the employer, with the loan's terms
        "без ~1 звонков ~1 работодателю|родственникам|поручителям ~3 оформлен*|онлайн|одобр*|отказ*|минут",
        // 'Закрою ваши микрозаймы и кредиты, законно'
        "закрою|закроем ~2 ваши ~1 микрозайм*|кредит*|долг*|займ*",
        // 'займ по паспорту за 5 минут, без звонков и проверок' (not 'займ по паспорту брать не советую')
        "займ|займы|заем ~2 по ~1 паспорту ~3 минут|без|карту|одобрен*",
        "без ~1 звонков ~1 и ~1 проверок",
        // 'могу помочь с займом, напиши'
        "могу ~1 помочь ~2 с ~1 займом|кредитом|деньгами ~2 напиши*|пиши*|лс|личку",
        // 'нужен нал до зп? дам без процентов первый раз' (not 'нал до зарплаты закончился, дам знать')
        "нал|налик|бабки|деньги ~2 до ~1 зп|зарплаты дам|займу|одолжу",
        "дам ~2 без ~1 процентов ~3 пиши*|первый|лс",
        // 'оформим кредитные каникулы за вас, без звонков в банк' (not 'кредитные каникулы за вас никто не оформит')
        "кредитные ~1 каникулы ~2 за ~1 вас ~3 оплата|без|звонков|пиши*|пишите|результат*",
        // 'могу помочь с получением средств, даже если банки вам отказали'
        "банки ~2 отказали ~3 помогу|поможем|обращайтесь|могу",
        "получением ~1 средств ~3 выгодных|отказали|конфиденциальн*",
        // 'кредит ... без подтверждения дохода, звоните или пишите'
        "без ~1 подтверждения ~1 дохода ~3 звоните|пишите|пиши*|лс",
        // a credit card 'даже с просрочками' (r171)
        "оформим|оформлю|оформляем|сделаем|выдадим|одобрим|поможем ~3 даже ~1 с ~1 просрочками|просрочкой|долгами",
        // a private lender 'дам в долг ... от 10 до 300 тысяч, без банков и справок' (r188)
        "дам|даю|одолжу ~1 в ~1 долг ~3 от|до ~1 #n",
        "долг ~1 частное ~1 лицо",
        "частное ~1 лицо ~2 займ*|заём|займу|кредит*|долг",
        // 'рассрочка без банка', debts bought 'у коллекторов', 'спишем до 80%' (r196)
        "рассрочк* ~1 без ~1 банка|банков|справок|отказа",
        "выкупаем|выкупим|выкуп ~1 долги|долгов|долг ~2 у ~1 коллекторов|банков",
        "спишем ~1 до ~1 #n",
        // 'помогу избавиться от долгов' (r206)
        "помогу|поможем|помогаем ~1 избавиться ~1 от ~1 долгов|кредитов|коллекторов|долга|микрозаймов",
        "допоможу|допоможемо ~1 позбутися ~1 боргів|кредитів|колекторів",
        // a referral: 'знакомая кредиты закрывает, могу дать номер' (r217; not 'мама кредиты закрывает досрочно')
        "кредиты|долги|займы ~1 закрывает|закрывают|списывает|списывают ~3 номер|контакт|лс|личку|пиши*",
        // 'гроші на карту за 5 хвилин, без відмови' (r231)
        "гроші ~2 на ~1 карту ~3 відмови|дзвінків",
        // 'остановим звонки за 1 день', 'снимем арест со счетов законно, срочно' (r234; not the bailiffs' 'снимем арест после оплаты штрафа'; 'даже при просрочках' and 'одобрение N%' were tried: a borrower's luck, an ad quoted)
        "остановим|остановлю|прекратим ~2 звонки ~3 коллектор*|#n|день",
        "снимем|сниму|снимаем ~1 арест|аресты|блокировку ~2 со|с ~1 счетов|счета|карт ~3 законно|срочно|пиши*|пишите|лс",
        // 'закрываю микрозаймы за 30% от суммы', 'деньги до пенсии под 0%' (r244; not 'закрою кредиты в следующем году')
        "закрываю|закроем ~1 микрозаймы|займы|кредиты|долги ~3 #n ~3 суммы|долга",
        "деньги|займ* ~2 до ~1 пенсии ~3 без|под|карту|звоните",
        // 'допомога у списанні боргів, законно' (r245; not the question 'списання боргів — це міф?')
        "допомога|допомогу ~2 у|в ~1 списанні|списанням ~1 боргів|кредитів",
        // 'выдаём деньги под залог любого имущества, быстро и выгодно' (r247)
        "под ~1 залог ~2 любого|авто|имущества|птс|квартиры ~3 быстро|звоните|выгодно|#n",
        // help not to pay loans back (r250)
        "помогу|поможем|научу ~3 не ~1 платить ~2 кредиты|кредит|микрозаймы|займы|долги",
        // money lent without interest, with a call (r265's Ukrainian twin)
        "долг ~2 без ~1 процентов ~2 пиши*|пишите|лс|личк*",
        // debts got rid of 'legally', 'tired of collectors' calls' (r269)
        "помогут|поможем|помогу ~2 законно ~1 избавиться|списать|освободиться ~2 от ~1 долгов|кредитов",
        "устали ~2 звонков ~1 коллекторов",
        // a bankruptcy arranged, 'we write the debts off' (r289)
        "оформлю ~1 банкротство ~2 недорого|долги|под|пиши*|пишите|лс",
        // loans merged, a mortgage 'we help approve', insurance returned, debts bought, a loan without registration (r294, r296)
        "объединим ~1 все ~1 ваши ~1 кредиты",
        "поможем ~1 одобрить ~2 пишите|лс|звоните|ипотеку|кредит",
        "вернем|вернём ~1 страховку ~3 даже|консультация|пишите|лс",
        "выкупаю|выкупим ~1 долги ~3 дорого|пишите|лс",
        "кредит ~3 без ~1 прописки ~3 одобрение|пишите|лс|за",
        // loan and debt 'help' of 2025 (r312): 'без звонков работодателю', 'рефинансируем займы МФО', 'очистим кредитную историю', 'займы для безработных'
        "без ~1 звонков ~2 работодател* ~2 пиши*",
        "рефинансируем|рефинансирую ~2 займы|мфо",
        "платеж|платёж ~1 меньше ~2 в ~1 #n ~1 раза",
        "очистим|исправим|почистим ~2 кредитную ~1 историю",
        "закроем ~1 просрочки",
        "ипотек* ~2 без ~1 первоначального ~1 взноса ~3 расскажу|помогу|оформим",
        "кредитн* ~1 карт* ~3 лимит* ~3 без ~1 проверки",
        "займы|займ|кредит* ~2 для ~1 безработных|пенсионеров|студентов ~3 одобрение|100|пиши*",
        // 'займу деньги под расписку', 'вернём страховку по кредиту' (r330)
        "займу ~1 деньги ~2 под ~1 расписку ~3 #n|пишите|лс|личные",
        "вернем|вернём ~1 страховку ~2 по ~1 кредиту ~3 процент*|оплата|пишите|лс",
        // 'снимем долги по ЖКХ и кредитам, законно' (r345)
        "снимем|спишем ~1 долги ~3 кредит*|законно|консультац*",
        // 'у меня можно взять займ до зарплаты', 'помогу списать законно' (r351)
        "у ~1 меня ~2 можно ~1 взять ~1 займ ~3 зарплаты|процентов|пишите",
        "помогу ~1 списать ~1 законно|долги|кредит*",
      ],
      kk: [
        // Kazakh: a loan 'without collateral or certificates', help to close loans (not 'Несиені жаптым', I closed
        // mine)
        "кепілсіз|анықтамасыз|кепілдіксіз ~3 несие*|кредит*|қарыз*|береміз|беремін",
        "несие*|кредит*|қарыз* ~3 кепілсіз|анықтамасыз|кепілдіксіз",
        "несиені|несиелерді|кредитті ~1 жабуға ~1 көмектес*",
        // a loan 'even with a bad credit history', 'несие рәсімдеп беремін' (arranged for you)
        "тарихы ~1 нашар ~3 несие*|кредит*|береміз|беремін|рәсімде*",
        "несие*|кредит* ~2 рәсімдеп ~1 бер*",
        // 'несие алу қиын болса, көмектесемін' (not '100% мақұлдау' alone: 'деген алдау' is the warning)
        "несие* ~3 көмектесемін|көмектесеміз",
        // a loan 'easy to get, even if the history is bad' ('Несие алу оңай, тарихы нашар болса да'; r208; not 'Несие тарихы нашар болса, банк бермейді')
        "несие* ~2 оңай ~3 тарихы ~1 нашар",
        // 'қарызыңызды жабуға көмектесеміз' (r216)
        "қарызыңызды|қарыздарды|қарызды ~1 жабуға ~1 көмектес*",
        // 'Несие аламыз, тарихы нашар болса да, алдын ала төлемсіз' (r224)
        "тарихы ~1 нашар ~1 болса ~1 да ~3 төлемсіз|хабарлас*|жаз*|береміз|аламыз",
        // 'микронесиелерді сотсыз жабуға көмектесеміз' (r364)
        "микронесиелерді ~2 жабуға",
      ],
      ky: [
        // Kyrgyz: a loan 'without collateral or certificates'
        "күрөөсүз|справкасыз ~3 кредит*|насыя*|карыз*|беребиз|берем",
        "кредит*|насыя*|карыз* ~3 күрөөсүз|справкасыз",
        // a loan 'even with a bad credit history', 'кредит алып берем'
        "тарыхы ~1 начар ~3 кредит*|насыя*|берем|беребиз|алып",
        "кредит*|насыя* ~1 алып ~1 берем|беребиз",
        // 'кредит алуу кыйын болсо жардам берем'
        "кредит*|насыя* ~3 жардам ~1 берем|беребиз",
        // a Kyrgyz loan 'насыя тез, документсиз' (r194)
        "насыя ~3 тез|документсиз|картага|мүнөттө",
      ],
      uk: [
        // a loan offered ("позика онлайн без відмов"), not a friend's "Дай позичку до п'ятниці"
        "позик*|позичк*|позичок ~3 онлайн|швидко|всім|без|картку|хвилин",
        "кредит* ~2 без ~1 відмов*|довідок|перевірок|застав*|історії",
        "кредит*|позик* ~1 за ~1 #n ~1 хвилин*",
        "кредит* ~2 всім|допомог*",
        "списання ~1 борг*",
        "фінансов* допомог* ~3 всім|кожному|пиши*|пишіть|без",
        "допомож* ~2 з ~1 кредит*|борг*",
        "списати|спишемо ~2 борг*|кредит*",
        "будь якою ~1 кредитною|історією",
        "допоможу|допоможемо ~2 отримати|взяти|оформити ~1 кредит*|позик*",
        // money "до зарплати" with approval or a card; approval in minutes; debts closed by the writer (as the Russian
        // phrases)
        "гроші|позик* ~2 до ~1 зарплати ~3 відмов*|схвален*|картку|хвилин|переказ*",
        "схвалення ~1 за ~1 #n ~1 хвилин*",
        "допоможу|допоможемо ~2 закрити|погасити|списати|прибрати ~2 кредит*|борг*|позик*|прострочк*|колектор*|прострочок",
        "банки ~1 відмовляють ~3 приватн*|спеціаліст*|вихід|допоможу",
        // money to the card in minutes 'без довідок', a loan 'навіть з простроченнями' with the call (the eighty-sixth
        // round); 'Гроші на картку повернули за 10 хвилин після скарги, без дзвінків' and 'навіть з простроченнями не
        // було проблем' are customers'
        "гроші|кредит*|позик* ~2 на ~1 картку|карту ~2 за ~1 #n ~1 хвилин* ~3 без ~1 довідок|відмов*|поручител*|перевірок",
        "навіть ~1 з ~1 простроченнями|простроченням ~3 пиши*|пишіть|схвал*|оформ*|видаємо|дамо",
        "навіть ~1 з ~1 поганою ~1 кредитною ~3 пиши*|пишіть|схвал*|оформ*|видаємо|дамо",
        "приватний|приватна ~1 спеціаліст|кредитор ~3 позик*|кредит*",
        "допомагає|допоможе ~1 з ~1 позикою",
        // no calls to the employer, with the loan's terms (the hundred-and-eleventh round)
        "без ~1 дзвінків ~1 роботодавцю|родичам|поручителям ~3 оформлен*|онлайн|схвал*|відмов*|хвилин",
        // 'допоможу з позикою навіть з поганою КІ' (not 'допоможу з позикою сусідці')
        "допоможу|допоможемо ~2 з ~1 позикою|кредитом|позиками ~3 поганою|кі|історією|пиши*|пишіть|лс|без",
        // 'оформимо кредитні канікули за вас'
        "кредитні ~1 канікули ~2 за ~1 вас ~3 оплата|без|дзвінків|пиши*|пишіть|результат*",
        // 'кредитні канікули для всіх боржників' (r186)
        "кредитні ~1 канікули ~3 всіх|допоможемо|оформити|боржник*",
        // 'гроші під розписку, без довідок' (r190)
        "гроші|позика|позику ~1 під ~1 розписку ~3 без|до|пишіть|швидко",
        // 'кредит під 0% на карту, без довідок, рішення за 5 хвилин' (r198)
        "кредит*|позик* ~2 на ~1 карту|картку ~3 без ~1 довідок|відмов*",
        "рішення ~1 за ~1 #n ~1 хвилин",
        // money lent without interest, with a call (r266)
        "борг ~2 без ~1 відсотків ~2 пиши*|пишіть|лс|особисті|приват",
        // any sum lent, debts got rid of legally (r272)
        "позичаю ~1 будь ~1 яку ~1 суму ~3 пишіть|пиши|приват|лс|особисті",
        "законно ~2 позбутися|списати ~2 боргів|кредитів",
        "втомилися ~2 дзвінків ~1 колекторів",
        // a loan 'bez vidmovy' in Latin letters (r279)
        "kredyt ~2 bez ~1 vidmovy ~3 groshi|hvylyn|#n|pyshy|kartku",
        "groshi ~2 na ~1 kartku",
        // 'допоможу з грошима, пиши' (r328)
        "допоможу ~2 з ~1 грошима ~1 пиши|пишіть",
        // 'закриємо ваші кредити законно' (r332)
        "закриємо ~2 кредити|борги ~2 законно|пишіть|консультац*",
        // 'кредит без відмови, гроші за годину' (r340)
        "без ~1 відмови ~2 гроші",
        // 'закрити мікропозики без суду', 'позика на картку за 15 хвилин' (r363)
        "закрити ~1 мікропозики ~3 суду|колекторів|пишіть",
        "позика ~3 на ~1 картку ~3 хвилин",
      ],
      en: [
        // an approval offered ("Loans approved in 24 hours"), not a member's own ("My loan got approved, finally buying
        // the car")
        "loan|loans ~2 offer|available|instant|urgent",
        "loan|loans ~2 approved ~2 in|within|instantly|fast|same|guaranteed|#n",
        // accepted ("bad credit OK"); "I have bad credit from college, any tips?" asks
        "bad credit ~3 ok|okay|accepted|welcome|approved|loan|loans",
        "bad credit ~3 no problem",
        "no credit check",
        "debt ~1 relief|consolidation",
        "debt ~1 help|free ~3 dm|message|contact|we|our|guaranteed|fast|today|thanks|now",
        "financial help|assistance|aid ~3 dm|message|contact|inbox|apply|instant|we|our|whatsapp",
        // an approval is the loan's only beside a loan ("Need a quick loan? Instant approval"); not "Instant approval
        // for the building permit"
        "instant loan|loans",
        "instant approval ~3 loan|loans|cash|credit|funds|money",
        "loan|loans|cash|credit ~3 instant approval",
        // offered, not asked ("Anyone know how to get a loan for a used car?", r215)
        "get a loan ~3 today|now|fast|instant|approved|dm|contact|minutes|hours|#n|without|no|apply|guaranteed",
        "clear|erase|wipe ~2 your ~1 debt|debts",
        "wipe|erase ~2 your ~1 loan|loans",
        // "I help people wipe out credit card debt" (a member who "wiped out my debt" speaks in the past); a cash
        // advance before payday
        "wipe ~1 out ~3 debt|debts",
        "cash advance ~3 payday|credit|approved|minutes|card",
        "fix ~2 your ~1 credit",
        "credit score ~3 fix|repair|boost|raise",
        "credit repair",
        // offered, not asked about ("Anyone used a payday loan? I heard they are terrible" was suspicious 44)
        "payday loan* ~3 approved|same|fast|no|apply|guaranteed|instant|today|dm|text|#n",
        "loans|loan ~1 with ~1 bad credit ~3 same|fast|approved|guaranteed|dm|pm|inbox|message|apply|today",
        "fast|quick|instant ~1 personal ~1 loan|loans ~3 same|bad|no|approved|guaranteed|dm|pm|inbox|today|hour|minutes",
        "same day ~1 loan|loans|funding|approval",
        "we ~1 offer|give|grant|provide ~1 loan|loans ~1 to ~1 individuals|anyone|everyone ~3 #n|interest|rate|contact|apply|urgent|fast|approved|companies|and",
        "quick|fast|easy ~1 loan|loans ~3 up|#n|approved|minutes|today|dm|message|apply",
        "need ~1 loan|loans ~2 dm|inbox|text|message|whatsapp ~1 me|us",
        "private ~1 lender|lenders ~3 helps|help|even",
        "lender|lenders ~3 even ~1 when ~1 banks ~1 say ~1 no|refuse",
        // 'drowning in credit card debt? We can cut it in half legally'
        "cut ~2 in ~1 half ~3 legally|debt|consultation",
        "credit ~1 card ~1 debt ~3 legally|relief|consultation|cut",
        // 'loans same day, any credit' (not 'Loans same day? Sounds like a scam')
        "loans|loan ~1 same ~1 day ~3 any|text|dm|apply|approved|credit|#n|inbox",
        // debt 'negotiated with your creditors, reduced by up to 70%' (r173)
        "negotiate ~2 with ~1 your ~1 creditors|lenders",
        "reduce|cut ~1 it|debt|debts ~2 by ~2 up ~1 to",
        // 'i can get u a loan on the spot' (r177)
        "loan ~2 on ~1 the ~1 spot",
        "get ~1 u|you ~1 a ~1 loan",
        // 'instant cash loans' (r181)
        "instant ~1 cash ~1 loans|loan",
        // 'payday advance up to $1,500' (r193)
        "payday ~1 advance|loan|loans ~3 up|without|no|apply|instant",
        // 'loan approved today, no collateral', 'pay off your student debt ... with our program' (r201)
        "no ~1 collateral",
        "loan ~1 approved ~1 today ~3 no|contact|money",
        "pay ~1 off ~1 your ~2 debt|loans|loan ~3 program|dm|months",
        // 'approval in 24 hours, inbox me' (r219; not 'personal loans at 5% from my credit union', nor a building permit's approval)
        "approval ~1 in ~1 #n ~1 hours|minutes ~2 inbox|dm|message|apply|contact|text",
        // 'loans with no rejection' (r239; 'even with bad credit' and 'same day payout' were tried: a cousin's flat, an insurance payout)
        "loans|loan ~2 no ~1 rejection|rejections",
        // 'fast loans to your card, no documents, instant decision, message me' (r246; 'loans to your card' alone was tried: a question)
        "instant ~1 decision ~3 loan|loans|message|dm|card",
        // a loan 'without collateral' (r278)
        "loan ~2 without ~1 collateral",
        // loans 'even when banks refuse' (r291)
        "loans ~3 banks ~1 refuse|refused",
        // 'loans without credit check, text me' (r338)
        "without ~1 credit ~1 check ~3 text|dm|message|call|loan|loans",
        // 'we erase credit card debt legally' (r346)
        "we ~1 erase ~3 debt ~2 legally",
        // 'if you have debt, I can help you clear it legally' (r352)
        "help ~1 you ~1 clear ~2 it|debt ~1 legally",
        // 'debt relief, settle for less' (r354)
        "debt ~2 settle ~1 for ~1 less",
        // 'cash loan up to $3,000 in 15 minutes' (r362)
        "cash ~1 loan ~3 minutes|declined",
      ],
      // Uzbek (Latin script): cheap / quick loans offered, "we give loans"
      uz: [
        "kredit ~2 yordam ~1 beramiz|beraman",
        "rad ~1 javobisiz|javobsiz",
        "kredit ~3 kartangizga|kartaga ~3 darhol|tez|daqiqa*|minut*|yozing|lichka*|soat*",
        // offered ("tez kredit beramiz"), not "Tez kredit olmang, foizi baland"
        "arzon|tezkor|tez ~1 kredit|qarz|nasiya ~3 beramiz|beriladi|rasmiylashtir*|lichka*|yozing|#n",
        "kredit|qarz ~1 beramiz|beriladi",
        // Uzbek Cyrillic: "кредит олиб берамиз", "қарз берамиз"
        "кредит|қарз ~1 берамиз|берилади",
        "кредит ~2 олиб ~1 берамиз|бераман",
        "kredit karta ~2 beramiz|ochib|ochamiz",
        "rasmiy ish joyisiz",
        "kredit ~2 rasmiylashtir*",
        // "Qarz kerakmi?" offered, not asked about: with the terms ("tez", "kafilsiz", "kartaga")
        "qarz|kredit|pul kerakmi ~3 tez|kafilsiz|kartaga|foizsiz",
        "kafilsiz ~2 qarz|kredit|kartaga",
        // to payday, without refusal; debts closed and collectors shaken off for the reader
        "oylikgacha ~1 qarz|pul ~3 rad|daqiqa*|kartangizga|beramiz|beriladi|tez",
        "qarz|kredit ~3 rad ~1 javobisiz",
        "kollektor* ~3 qutul* ~3 yordam ~1 beraman|beramiz",
        "kredit* ~1 yopish* ~3 yordam|beraman|beramiz",
        "kredit|qarz|nasiya ~1 beraman",
        "кредит|қарз|насия ~1 бераман",
        "тез ~1 кредит|қарз ~3 паспорт|картага|дақиқада",
        "tez ~1 kredit|qarz ~3 spravkasiz|kafilsiz|kartangizga|daqiqada",
        // the offer asked as a question with the call ("Kredit kerakmi? Lichkaga yozing"); "Kredit kerakmi, o'ylab
        // ko'ring" advises
        "kredit|qarz|zaym ~1 kerakmi ~3 lichka*|yozing|murojaat*",
        // the ninety-first round: a micro-loan 'faqat pasport bilan', '30 daqiqada kartaga, rad javobi yo'q'; 'Pul 10
        // daqiqada kartaga tushdi' and 'Mikroqarz olish uchun pasport bilan bordim' are customers'
        "mikroqarz|mikrozaym ~1 faqat ~1 pasport",
        "daqiqada ~1 kartaga|kartangizga ~3 rad|yozing|kafil*",
        // a loan 'kredit tarixi yomon bo'lsa ham', 'qarz olib beramiz' (not 'kredit tarixi yomon bo'lsa bank bermaydi')
        "kredit ~1 tarixi ~1 yomon ~3 ham|olib|beramiz|beraman|yozing",
        "qarz ~1 olib ~1 beramiz|beraman",
        // debts closed for you ('qarzlaringizni yopib beramiz'; not 'qarzimni yopib beraman deb va'da berdim'), a loan
        // 'pasport bilan, 1 soatda kartangizga'
        "qarzlaringizni|qarzingizni|kreditlaringizni|kreditingizni ~1 yopib ~1 beramiz|beraman",
        "pasport ~1 bilan ~3 kredit*|qarz*|soatda|kartangizga",
        "soatda ~1 kartangizga",
        // 'garovsiz kredit, spravkasiz' (r220)
        "garovsiz|spravkasiz ~2 kredit|qarz ~3 #n|beramiz|yozing|lichka*|kunda|mln",
        "kredit|qarz ~3 garovsiz|spravkasiz",
        // 'qarzlaringizni yopishga yordam beramiz' (r236)
        "qarz* ~1 yopishga ~1 yordam ~1 beramiz",
      ],
    },
    // a loan at interest offered in three words ("Займу под %, быстро, лс"): "%" is no token of the phrases
    regex: ["займу(?<=(?:^|[^а-яa-z])займу)\\sпод\\s?%"],
  },
  {
    name: "fake_documents_data",
    category: "illegal",
    weight: 35,
    lang: ["ru", "uk", "uz", "en", "zh", "tr", "de", "kk", "ky"],
    description: "Fake documents, licences, diplomas, card data, and personal-data lookups ('пробив', '查档', 'TC sorgu')",
    patterns: {
      ru: [
        // a residence registration sold ("пропишу в Москве официально", "временная регистрация на год, недорого"); a
        // doctor's "пропишу таблетки" and a parent's "Пропишу ребёнка в Москве у бабушки" are not
        "пропишу|пропишем ~2 в ~1 москве|мск|спб|питере|подмосковье|области ~3 официально|быстро|недорого|любого|без|год",
        "временн* ~1 регистрац* ~3 быстро|недорого|официально|год",
        // a lookup offered ("узнаю всё о человеке по номеру")
        "узнаю ~2 всё|все|информацию ~2 о|про ~1 человеке|любом|любого ~3 по ~1 номеру|нику|фото|фамилии|конфиденциально|анонимно",
        "пробив",
        "прабив*",
        "пробива*|пробить|пробью ~2 человек*|номер*|данные|людей",
        "пробить|пробив ~1 по номеру|базе|базам",
        // the offer in the first person, the victim between, and the call ("пробью любого человека по номеру, пиши в
        // лс"); without the call it is also someone checking who rang them
        "пробью ~3 по номеру|базе|базам ~3 пиши*|напиши*|лс|личку|личные|директ",
        "по базам",
        "по базе данных",
        // sold ("слив базы, свежая, пиши"); "Слив данных Сбера, проверьте пароли" is news
        `слив* ~1 баз*|данных ~3 продам|продаю|свеж*|актуальн*|#n|дешево|недорого|${CALL_RU}`,
        "купить|куплю|продам|изготов* ~2 права|диплом*|паспорт*|справк*|документ*|снилс*|полис*|больничн*|медкнижк*|справок|медкнижек",
        "сделаю|делаем ~2 права|диплом*|справк*|документ*|снилс*|полис*|больничн*|медкнижк*|справок|медкнижек",
        // a passport "сделаю" right before it: "сделаю фото на паспорт" is a photographer's (r203's twin)
        "сделаю|делаем ~1 паспорт*",
        // someone's state-services or bank account bought ("Куплю ваш аккаунт Госуслуг или Сбера")
        "куплю|скупаю ~2 ваш ~1 аккаунт*|акаунт* ~2 госуслуг*|сбер*|тинькофф*|банк*",
        "права ~2 без экзамен*|сдачи",
        "без сдачи ~1 экзамен*",
        // documents "with the entry" in the state register ('права с проводкой по базе'); not an accountant's 'проводки
        // по базе' (plural), nor the wiring
        "проводкой ~2 по базе|базам|реестр*",
        "водительск* ~1 права|удостоверени* ~2 без|купить|сделать",
        "диплом ~2 купить|куплю",
        "диплом* ~2 без учебы|учёбы",
        "диплом* ~2 любого вуза",
        // "любые справки", a certificate "без прохождения врачей"; "Справка без печати не действительна" and "Справки
        // без очереди можно взять в МФЦ" are chat
        "справк*|справок ~2 любые",
        "справк*|справок ~2 без ~1 прохождени*|посещени*|врач*|осмотр*",
        // a document dated back, sold; not a report that was ("Отчёт задним числом не принимают", r196's twin)
        "справк*|больничн*|документ*|диплом*|медкнижк* ~3 задним ~1 числом",
        "больничн* ~2 купить|официальн*",
        "медкнижк*|медкнижек ~2 купить|без",
        "изготовлени* ~1 документ*",
        // verification sold as a service ("верификация аккаунтов бирж под ключ"); not a user's "верификация на бирже
        // заняла три дня"
        "верификац* ~2 аккаунт*|кошел*|бирж*|карт* ~3 ключ|недорого|быстро|пиши*|пишите|услуг*|любых|любой",
        "верификац* под ключ",
        "пройду|пройдем|пройдём|проходим|проведу|проведем|проведём ~2 верификац*|kyc|кус",
        // accounts for spam and fraud (a Telegram account "с отлежкой"), SIM cards; not a gamer's Steam account
        "продам|продаю ~2 аккаунт*|акк|акки ~1 телеграм*|тг|telegram|tg|вк|инст*|оптом",
        "аккаунт*|акк|акки ~3 отлежк*|отлежек",
        // bank cards and SIM cards; "Продам карты Таро" sells a deck
        "продам|продаю ~2 карты ~3 банк*|сбер*|тинькоф*|альфа*|втб|дебетов*|именн*|имя|сим*",
        "продам|продаю ~2 симк*|симок",
        "продам|продаю ~1 сим ~1 карты",
        "продам|продаю|сливаю ~1 базу|базы ~1 клиентов|данных|номеров",
        "дебетов* карт* ~2 куплю|продам|аренд*",
        // driving licences "helped with" and counterfeit money
        "водительск* удостоверени*|удостовирени* ~2 недорого|дешево|любой|любые",
        "недорог*|дешев*|дорог* ~1 водительск*|права|прав|удостоверени*|удостовирени*|диплом*",
        "сделаем|сделаю|оформим|поможем|помогу ~3 прав|права|правами|удостоверени*|категори*",
        "помощь ~2 экзамен* ~2 гибдд|гаи|автошкол*",
        "spravki|spravku|medknizhk*|medknijk* ~3 bez ~1 poseshcheniya|posesheniya|vracha|vrachej|prohozhdeniya|medosmotra",
        "сделаем|сделаю|оформим|оформлю|выдадим|выдаём|выдаем|нарисуем|продам|продаю ~1 медицинск*|любые|любую ~1 справк*",
        "больничн* ~3 купить|продам|продаю|продаём|недорого|доставк*",
        "справк*|больничн* ~3 задним числом",
        "найду|найдём|найдем ~2 информаци*|данные|всё|все ~2 о|про ~1 человек*|любом|любого",
        "справк*|больничн* ~3 без ~1 очереди ~2 пишите|пиши*|лс|личку|звоните",
        "справк*|справку ~3 сделаем|сделаю|нарисуем|оформим ~1 любую|любые",
        "с ~1 подтверждением ~2 по ~1 звонку",
        "узнаю|пробью|найду ~2 кому|чей|чья ~1 принадлежит ~3 номер|телефон ~3 данные|баз*|час|быстро|недорого|анонимно",
        // migrants' papers sold: a registration or the migration record "без посещения" with the seller's terms, a
        // patent "без очереди"; "Регистрация без посещения МФЦ теперь возможна через Госуслуги" and "Временная
        // регистрация без присутствия собственника возможна?" have none
        "временн* ~1 регистрац*|прописк* ~3 без ~1 посещени*|присутстви* ~3 быстро|недорого|ключ|пиши*|пишите|#n|официально|гарант*",
        "учет ~1 без ~1 посещени*|присутстви* ~3 быстро|недорого|ключ|официально|пиши*|пишите|#n",
        "патент* ~3 без ~1 экзамен*|очеред*|посещени* ~2 быстро|недорого|ключ|пиши*|пишите|гарант*",
        // accounts bought in bulk for spam and fraud, with the buyer's terms; not "Куплю аккаунт ВК с группой?" nor
        // "Покупаю аккаунты Telegram Premium для всей семьи"
        "куплю|покупаю|скупаю|скупаем ~1 аккаунты|акки|акков ~2 телеграм*|тг|telegram|tg|вк|whatsapp|ватсап*|авито|госуслуг* ~3 дорого|оптом|отлежк*|отлежек|#n|usdt|оплата|сразу|пиши*|пишите|лс",
        "найду|найдем|найдём|пробью ~2 человека|любого|людей ~2 по ~1 фото|номеру|нику|фамилии|машине ~3 анонимно|быстро|час|недорого|#n|результат",
        // a lookup 'from reliable sources, confidentially'; a sick note or a medical certificate offered
        "надежн*|надёжн*|проверенн* ~1 источник* ~3 конфиденциальн*|анонимн*",
        "больничн* ~1 лист*|листок ~3 помогу|могу|оформлю|сделаю",
        "медицинск* ~1 справк* ~3 могу|помогу|сделаю|оформлю|быстро",
        "свеж* ~1 логи ~3 куки|банк*|опт|маркетплейс*",
        "логи ~2 и ~1 куки",
        "сим ~1 карты ~2 на ~1 левые ~1 данные",
        "прием|приём ~1 смс ~2 на ~1 виртуальные ~1 номера ~2 для|любых|дешево",
        // papers made to order ('... больничный, медкнижку, быстро и с печатью', 'нарисуем справку'); 'Справку 2-НДФЛ
        // можно заказать через Госуслуги' is a citizen's
        "нарисуем|нарисую ~1 справк*|больничн*|медкнижк*",
        "справк*|больничн*|медкнижк* ~3 быстро ~2 с ~1 печатью",
        // the document seller's terms ('с занесением в реестр', 'оригинальные бланки'), a lookup offered in other words
        // ('инфа по человеку', 'пробью кого угодно'), a list of documents for sale
        "за ~1 один ~1 день|час ~2 без ~1 прохождения ~1 врачей|медкомиссии|осмотра|экзамен*",
        "с ~1 занесением|внесением ~2 в ~1 реестр|базу|базы",
        "оригинальн* ~1 бланк*|бланках",
        "инфа|информация|информацию|инфу ~2 по ~1 человеку|человеке|номеру|фамилии ~3 адрес*|родственник*|счет*|авто|найдем|найдём|недорого|обращайтесь",
        "пробью|пробьем|пробьём ~3 кого ~1 угодно|любого|номер*|человек*|недорого",
        "дипломы ~2 справки|аттестаты|снилс ~3 недорого|лс|пиши*|быстро|дешево",
        // sick notes sold 'официально, с доставкой'
        "больничные ~1 листы ~3 официально|доставк*|недорого|быстро",
        // 'узнаю адрес и место работы'; 'Пробей кого хочешь'
        "узнаю|найду ~1 адрес ~3 работы|телефон*|родственник*",
        "пробей ~2 кого ~1 хочешь|угодно",
        // the lookup in the present ('пробиваю за 10 минут'); not the cashier's 'пробиваю товар' or 'пробиваем чеки
        // быстро'
        "пробиваю|пробиваем ~3 минут|анонимно|обращайтесь|номер*|данные|человек*|людей",
        // the seller's terms in an advert's bullets ('Реальные бланки', 'Проводка по базе, пишите'); not an
        // accountant's 'проводки по базе 1С'
        "проводка|проводкой ~2 по ~1 базе|базам|реестру|реестр ~3 пиши*|пишите|лс|личку|гарант*|быстро",
        "реальн*|настоящ*|подлинн* ~1 бланк*|бланках",
        // 'найти человека по номеру или фото — помогу' (not 'как найти человека по номеру? помогите')
        "найти ~1 человека|людей ~2 по ~1 номеру|фото|фамилии ~3 помогу|поможем|быстро|недорого|пиши*",
        // a car's owner found by the plate ('узнаю владельца автомобиля по госномеру, ФИО, телефон'), 'найду данные
        // человека по номеру' (not 'данные человека по номеру не дадут')
        "узнаю|найду|пробью ~2 владельц* ~3 госномеру|номеру|фио",
        "госномеру ~2 фио|телефон|адрес|владельц*",
        "найду|узнаю|пробью|дам ~1 данные ~1 человека|людей",
        // the papers' seller's assurance: 'всё в базе, ни одна проверка не придерётся, пишите' (not 'ни одна проверка
        // не придерётся к нашей кухне')
        "все ~1 в ~1 базе|базах ~3 пиши*|контакт|проверк*",
        // 'права нужны? могу сделать без экзаменов, пиши' (not the question 'могу сделать без экзаменов? нет')
        "могу ~1 сделать ~1 без ~1 экзаменов|экзамена|сдачи ~3 пиши*|лс|личку|быстро|недорого",
        // 'права через знакомого, без сдачи, могу дать контакт' (not 'без сдачи экзамена не дадут')
        "без ~1 сдачи ~3 контакт|пиши*|знаком*|могу",
        // 'пробью любого' (r169)
        "пробью|пробиваю|пробьем|пробьём ~1 любого|любую|человека",
        // lookups 'услуги по пробиву: ФИО, паспорт' (r171)
        "услуг* ~2 по ~1 пробиву ~3 фио|паспорт*|номер*|человек*|базам|анонимно",
        // a certificate 'у меня знакомая делает', a friend who 'пробивает любого' (r175)
        "справк*|права|диплом* ~3 знакомая|знакомый|знакомые ~1 делает|делают|сделает|сделал|сделала",
        "пробивает|пробивают ~2 любого|номер|номера|человека",
        "пробивает|пробивают ~2 по ~1 базам",
        "найти ~1 человека ~2 по ~1 номеру|фото|фио ~3 знаком*",
        // 'найду любого человека по номеру' (r180)
        "найду ~1 любого|любую ~1 человека",
        // 'справка для военкомата любая, быстро', 'пробивка авто по номеру' (r183)
        "справк*|справок ~3 любая|любые|любую ~3 быстро|недорого|лс|пиши*|пишите",
        "пробивк* ~3 по ~1 номеру|базам|фио",
        // 'ксива любая, быстро' (r192)
        "ксива|ксиву|ксивы|корочку|корочки ~3 любая|любую|любые|быстро|недорого|лс|пиши*|сделаю|сделаем",
        // a lookup 'пробью за 500', a 'база по городу', a 'медкнижка за один день, без врачей', a sick note 'задним числом', motor insurance 'без осмотра' (r196)
        "пробью ~2 за ~1 #n",
        "база|базы ~2 по ~1 городу ~3 телефоны|адреса|фио|машины",
        "медкнижк* ~3 без ~1 врачей|анализов|прохождения|осмотра",
        "больничн* ~2 задним ~1 числом",
        "задним ~1 числом ~3 официально|проходит|базе|недорого|быстро",
        "осаго|каско ~2 без ~1 осмотра|то",
        // 'есть свой человек в ГИБДД, вопрос с правами решаем' (r210; not 'вопрос с правами решаем через госуслуги')
        "свой|своя ~1 человек ~2 в ~1 гибдд|мвд|военкомате|налоговой|миграционной ~3 решаем|решим|решу|вопрос*|лс|пиши*",
        // 'продам довідку про інвалідність' (r218; not 'зроблю довідку для басейну в поліклініці')
        "продам|продаю ~1 довідку|довідки|посвідчення|диплом",
        // a lookup 'проверка человека по всем базам' (r226; not 'по всем базам проверили — чисто')
        "пробив|проверка|проверю|пробью ~3 по ~1 всем ~1 базам",
        // 'если кому нужны справки или больничный — могу помочь, быстро и недорого' (r232)
        "справки|больничный|больничные ~3 помочь|помогу ~3 недорого",
        // a lookup 'найду любой номер, почту, адрес' (r234; not 'найду любой номер в старом телефоне'; a '2-НДФЛ с подтверждением' was tried: a bookkeeper's)
        "найду|найдем|найдём ~1 любой|любого|любую ~1 номер|человека ~3 адрес|почту|фото|нику|конфиденциально|анонимно|быстро|базам",
        // 'проб'ю людину за номером: ПІБ, адреса, соцмережі' (r238)
        "людину|людей ~2 за ~1 номером ~3 піб|адреса|адресу|недорого|соцмереж*",
        // 'санитарная книжка за один день, все печати', a lookup 'узнаю информацию о любом человеке' (r241, r244; 'ОСАГО дешевле' and 'кто пишет с фейка' were tried: a cheaper insurer found, a victim's question)
        "санитарн* ~1 книжк* ~3 день|печат*|реестр*|быстро",
        "узнаю|найду|дам ~2 информацию|инфу ~2 о ~1 любом ~1 человеке",
        // 'дізнаюсь про будь-яку людину все' (r245; not volunteers' 'знайду будь-яку людину, хто загубився')
        "дізнаюсь|дізнаюся ~3 будь ~1 яку ~1 людину",
        // sick notes made to order (r256)
        "делаю|сделаю|оформлю ~1 справки|больничные|больничный|медкнижки|медкнижку ~3 без|быстро|задним|любые|если|недорого|пиши*|пишите|лс",
        // certificates, sick notes and medical books in one list, with the offer's terms (r257, r260)
        "справки|справку ~3 больничн*|медкнижк* ~3 быстро|недорого|пиши*|пишите|лс|личк*|печат*",
        // a lookup of anyone, with what it finds (r261)
        "узнаю ~2 о ~1 любом ~1 человеке ~3 все|всё|адрес|телефон|по|конфиденциально|анонимно",
        // 'I'll find anyone by number' (r265)
        "найду ~1 любого|любую|кого по ~1 номеру|фото|нику",
        // bank certificates, 2-NDFL and employment books made (r269)
        "сделаем|нарисую|нарисуем ~2 справку|справки ~3 ндфл|банка|трудов*",
        // certificates 'in an hour, without examination', a registration 'for any term' (r276)
        "за ~1 час ~2 без ~1 осмотра",
        "регистрация ~3 на ~1 любой ~1 срок ~2 реальная|лс|пиши*|пишите|недорого",
        // a car by VIN, a sick note for any dates, a pass to a closed zone, a medical commission without doctors, a licence back early, 'entered in the base' (r296)
        "пробью ~2 авто ~2 vin",
        "больничный ~1 лист ~3 любые ~1 даты ~3 проведем|проведём|пишите|лс",
        "проведем|проведём ~2 по ~1 базе ~1 пишите|лс",
        "пропуск ~3 закрытую ~1 зону ~3 оформление|лс|пишите|за",
        "без ~1 прохождения ~1 врачей ~1 пишите|лс|пиши",
        "права ~1 вернем|вернём ~1 досрочно ~2 официально|пишите|лс",
        "внесем|внесём ~2 в ~1 базу ~1 пиши|пишите|лс",
        // 'продам аккаунты Госуслуг с подтверждённой записью' (r329)
        "продам ~1 аккаунты ~2 госуслуг|дії|подтвержд*",
        // 'удостоверение ветерана боевых действий, быстро, пишите' (r334)
        "удостоверение ~1 ветерана ~3 пишите|недорого|лс",
        // 'справки для работы и учёбы, оформим быстро', 'медкнижку за день, без врачей' (r345)
        "справки ~2 для ~1 работы|учебы|учёбы ~2 оформим",
        "медкнижк* ~2 за ~1 день ~2 без ~1 врачей",
        // 'справки и больничные, звоните' (r355)
        "справки ~2 больничные ~2 звоните ~1 #n",
      ],
      kk: [
        // Kazakh: a driving licence or diplomas made 'without exams'
        "жүргізуші ~1 куәлі* ~3 емтихансыз|жасаймыз|сатамыз|тез|жаз*",
        "емтихансыз ~3 куәлі*|права|диплом*",
        "анықтама*|диплом*|куәлі* ~3 жасаймыз|сатамыз",
        // a medical certificate 'without going to the doctor' (not 'анықтаманы дәрігерге бармай алу мүмкін емес')
        "дәрігерге ~1 бармай*|бармастан ~3 анықтама*|жеткізу*",
        // 'құжаттар тез жасаймыз' (r323)
        "құжаттар ~1 тез ~1 жасаймыз ~3 жазыңыз|анықтама|куәлік",
      ],
      ky: [
        // Kyrgyz: a driving licence or diplomas made 'without exams'
        "айдоочулук ~1 күбөлүк* ~3 экзаменсиз|жасайбыз|сатабыз|тез|жаз*",
        "экзаменсиз ~3 күбөлүк*|права|диплом*",
        "справка*|диплом*|күбөлүк* ~3 жасайбыз|сатабыз",
        // a medical certificate 'without going to the doctor'
        "дарыгерге ~1 барбай ~3 справка*|маалымкат*|жеткир*",
        // a lookup of anyone (r286)
        "каалаган ~1 адамды ~3 таап ~1 берем ~2 жашыруун|лс|жаз*|тез",
        // 'документтерди тез жасайбыз' (r323)
        "документтерди ~1 тез ~1 жасайбыз",
        // 'экзаменсиз B категориясындагы айдоочулук күбөлүк' (r364)
        "экзаменсиз ~3 күбөлүк",
      ],
      uk: [
        "пробив* людей|номер*|даних",
        "посвідчен* ~2 без|купити",
        "диплом ~2 купити",
        "довідк*|довідок ~2 купити|будь*",
        "диплом* ~2 без навчання",
        "зробимо|зроблю|виготов* ~2 довідк*|диплом*|документ*|посвідчен*|права|довідок",
        "заднім|задньою ~1 числом|датою",
        "посвідчен* ~2 водія ~2 без ~1 іспит*",
        // someone's state-services or bank account bought ("Куплю ваш акаунт Дія або Монобанк")
        "куплю|купую|скупаю ~2 ваш ~1 акаунт*|аккаунт* ~2 дія|дії|монобанк*|приват*|банк*",
        "тимчасов* ~1 реєстрац*|прописк* ~3 без ~1 присутност*|відвідуван* ~3 швидко|недорого|ключ|пиши*|пишіть|#n|офіційно|гарант*",
        // a lookup 'знайду власника авто по номеру, адреса, телефон' in the first person; 'як дізнатися власника авто
        // по номеру?' and 'Знайду власника собаки по номеру на нашийнику, допоможіть' ask
        "знайду|знайдемо ~2 власника|людину|адресу ~3 по ~1 номеру|номером ~3 адрес*|телефон*|анонімно|швидко",
        "надійн* ~1 джерел* ~3 конфіденційн*|анонімн*",
        // a certificate 'без проходження лікарів'
        "за ~1 один ~1 день|годину ~2 без ~1 проходження ~1 лікарів|медкомісії|огляду|іспит*",
        // a licence 'без навчання та іспитів', 'вносимо в базу МВС'
        "права|посвідчення ~2 будь ~1 якої ~1 категорії",
        "без ~1 навчання ~2 та|і ~1 іспитів|іспиту",
        "вносимо|внесемо ~2 в|до ~1 базу|бази ~1 мвс|гсц|тцк|даі",
        // 'Знайду будь-яку людину за номером телефону'
        "знайду ~1 будь ~1 яку ~1 людину|особу ~2 за ~1 номером|фото|піб|прізвищем",
        // papers 'без відвідування лікаря' made by the writer (not 'довідку без відвідування не отримати'), a lookup
        // 'пробиваю за 10 хвилин'
        "роблю|зроблю|можу ~3 довідк* ~3 без ~1 відвідування",
        "пробиваю|пробиваємо ~3 хвилин|анонімно|номер*|дані|людей|людину",
        // 'посвідчення УБД, закордонний паспорт без черги, швидко, пишіть' (not 'посвідчення УБД брат отримав через
        // ЦНАП')
        "посвідчення ~1 убд ~3 швидко|пишіть|без|лс|зроб*",
        "закордонний ~1 паспорт ~2 без ~1 черги ~3 швидко|пишіть|лс",
        // 'без здачі, можу дати контакт'
        "без ~1 здачі ~3 контакт|пиши*|знайом*|можу",
        // a licence 'внесене в базу, без іспитів' (r170)
        "посвідчення ~3 без ~1 іспит*|іспитів|складання",
        "посвідчення|права|диплом* ~3 внесен* ~1 в ~1 базу|реєстр",
        // a lookup 'пробити людину за номером телефону' (r190)
        "пробити|пробиваю ~3 за ~1 номером ~1 телефону|авто",
        // a lookup by phone number (r252)
        "знайду|пробию|пробив ~3 інформацію|інфу|дані ~2 по ~1 номеру ~1 телефону|авто|машини",
        // 'I'll find anyone by number' (r266)
        "знайду ~1 будь ~1 кого по ~1 номеру|фото|ніку",
        // an address found by surname (r272)
        "знайду ~1 адресу ~3 місце ~1 роботи",
        "знайду ~1 адресу ~3 прізвищем",
        // 'продам акаунти Дії з підтвердженням' (r332)
        "продам|продаю|куплю ~1 акаунти ~1 дії",
        // 'довідки, лікарняні, швидко, пиши' (r340)
        "довідки ~2 лікарняні ~3 швидко|пиши*|недорого",
        // 'довідки для роботи та навчання, оформимо', 'медкнижку за день' (r348)
        "довідки ~2 для ~1 роботи|навчання ~2 оформимо ~1 швидко",
        "зробимо ~1 медкнижку",
        // 'права категорії B без іспиту' (r363)
        "права ~2 категорії ~2 без ~1 іспиту ~3 проведенням|сервісний|пишіть",
      ],
      // a driving licence "without the exam", "entered in the database"; "Haydovchilik guvohnomasi olish uchun qancha
      // vaqt kerak?" is a question
      uz: [
        "guvohnoma* ~2 imtihonsiz",
        "guvohnoma* ~3 bazaga ~1 kiritiladi|kiritamiz|kiritib",
        // "imtihonsiz haydovchilik guvohnomasi qilib beraman"; a lookup offered ("odam haqida hamma ma'lumotni topib
        // beraman")
        "imtihonsiz ~2 guvohnoma*|prava|haydovchilik ~3 qilib|beraman|beramiz|tez|arzon|lichka*",
        "guvohnoma* ~3 qilib ~1 beraman|beramiz",
        "haqida ~3 ma ~1 lumot* ~2 topib ~1 beraman|beramiz",
        "raqam* ~2 bo ~1 yicha ~1 ma ~1 lumot* ~3 topib|beraman|beramiz",
        "guvohnoma*|diplom|pasport|spravka ~3 tayyorlab ~1 beramiz|beraman",
        "raqami|raqam ~2 bo ~1 yicha ~1 odamni|odam ~1 topamiz|topaman|topib",
        // 'guvohnoma sotiladi ... bazaga kiritilgan' (r202)
        "guvohnoma ~2 sotiladi|sotaman",
        "bazaga ~1 kiritilgan|kiritamiz",
        // a lookup 'har qanday odam haqida ma'lumot topamiz' (r220)
        "ma ~1 lumot ~1 topamiz|topaman ~3 manzil|telefon|mashina|maxfiy|raqam|yozing|lichka*",
        // 'telefon raqami bo'yicha topamiz' (r236)
        "raqami ~2 yicha ~1 topamiz ~3 maxfiy|yozing|lichka*|tez",
        // a licence without the exam (r268)
        "prava ~1 imtihonsiz ~2 lichka*|yozing|tez|kafolat*|#n",
        // 'I'll find anyone' (r284)
        "istalgan ~1 odamni ~3 topib ~1 beraman ~2 anonim|lichka*|yozing|tez",
        // 'маълумотнома ва ҳужжатлар тез тайёрлаймиз', read in the Latin script (r320)
        "lumotnoma ~3 hujjatlar ~2 tayyorlaymiz",
        "hujjatlar ~1 tez ~1 tayyorlaymiz",
        // 'орқа сана билан касаллик варақаси', read in the Latin script (r364)
        "orqa ~1 sana ~2 kasallik",
      ],
      en: [
        "fake ~1 id|ids|license|licence|diploma|documents|passport*",
        "buy ~2 passport*|diploma*|documents",
        "driver* license|licence ~2 buy|fake|without",
        "real and fake ~1 documents|passports",
        "registered passport*|documents",
        "ssn|fullz",
        "lookup ~2 by phone|number",
        "look up ~2 anyone|anybody ~3 phone|number",
        "license|licence ~2 without ~1 exam|exams|test|tests",
        // carding: card data, bank logins and the remote desktops they are used from
        "bank logs ~2 restock*|available|sale|shop|cashout|fresh|verified",
        "fresh|verified|selling ~1 bank logs",
        "fresh|usa|live ~1 cc|ccs|cvv|cvvs",
        "cvv|cvvs|dumps ~2 shop|store|pin",
        "rdp ~1 store|shop",
        "stimmy|stimmys|stimmies ~3 method|methods|sale|pm|dm|inbox",
        // exchange and bank accounts sold with someone else's KYC ("Selling verified Binance accounts with KYC done")
        "selling|sell|buy ~2 verified ~3 accounts|account|accs",
        "kyc ~1 done|verified|passed|ready ~3 accounts|account|accs|bulk|sale",
        "accounts|accs ~2 with ~1 kyc",
        // fake IDs sold as "novelty" and "scannable"; a lookup of anyone by name
        "novelty ~1 id|ids|license|licenses|documents|passports",
        "real and novelty ~1 id|ids|documents",
        // offered ("I can find anyone's address"), not asked ("Can you find anyone's phone number in this
        // spreadsheet?")
        "i|we ~1 can ~1 find ~2 anyone|anybody ~1 s ~3 address|phone|number|location",
        "kyc d ~2 account|accounts|accs ~3 sale|selling|sell|cheap|price|available|stock|dm",
        "kycd ~2 account|accounts|accs ~3 sale|selling|sell|cheap|price|available|stock|dm",
        "verified ~2 binance|bybit|okx|kucoin|coinbase|paypal|stripe|wise|revolut ~1 account|accounts|accs ~3 sale|selling|sell|cheap|price|available|stock",
        "can ~1 get ~1 you ~2 real|genuine|registered ~1 passport*|licence|license|id|ids|documents",
        "find ~1 information|info ~2 about ~1 a|any ~1 person ~3 address|phone|relatives",
        // the English fraud market (the eighty-seventh round): bank logins 'with email access', 'SSD chemical' for
        // 'black money', OTP bots 'for bypassing 2FA', SIM swaps 'any carrier' and phishing pages sold, verified drop
        // and stealth accounts, carding tutorials (money bought at a discount is the regex below); each narrowed on its
        // twin: 'I checked the bank logs with the auditor', 'The OTP bot in our Discord sends login codes', 'SIM swap
        // service at the carrier store took 10 minutes', 'Can I drop account creation from the sprint?', 'Stealth
        // accounts on Reddit get shadowbanned'
        "bank logs ~3 email ~1 access",
        "bank logs ~3 instant|delivery|restock*",
        "ssd ~1 chemical|solution",
        "black ~1 money ~2 cleaning|clean|washing",
        "activation ~1 powder",
        "otp ~1 bot|bots|grabber ~3 bypass*|spoof*|banks|lifetime|access|sale|#n",
        "sim ~1 swap ~2 service|services ~3 any|done|hit|dm|inbox",
        "phishing|scam ~1 pages|page|letters|kits|kit ~3 sale|sell|selling|undetected|fud|banks",
        "verified|selling|sale ~2 drop ~1 accounts|accs",
        "verified ~1 stealth ~1 accounts|accs",
        "carding|cashout ~2 tutorials|tutorial|methods|method|guides|guide",
        // 'verifiable university diplomas ... registered in the database'
        "verifiable ~2 diploma*|degree*|transcript*|certificate*",
        "diplomas|degrees|transcripts ~3 registered|verifiable|database",
        // a doctor's note 'on real clinic letterhead, same day'
        "doctor ~1 s ~1 note|notes ~3 same|letterhead|real|fast|dm|message",
        "clinic ~1 letterhead",
        // 'ids that scan'
        "ids|id ~2 that ~1 scan|scans",
        // 'real registered passports, driver licenses and IDs' (r189)
        "registered ~1 passports|ids|documents|licenses|license",
        // 'get your diploma or degree without exams' (r211; not the question 'Degree without exams? That's a scam')
        "get|buy|order ~2 diploma|degree|diplomas|degrees ~3 without ~1 exams|exam|study|studying|attending",
        // 'I'll find anyone by phone number' (r239)
        "i ~1 ll ~1 find ~1 anyone|anybody ~3 phone|number|name",
        // 'I can make any certificate or sick note', 'I can find out everything about anyone: address, phone' (r246)
        "make ~2 any ~1 certificate|diploma|certificates|diplomas",
        "everything ~2 about ~1 anyone|anybody ~3 address|phone|family|dm",
        // 'I can find anyone's info' (r267)
        "i ~1 can ~1 find ~1 anyone ~2 info|address|details",
        // documents made fast: diplomas, certificates, IDs (r291)
        "diplomas ~2 certificates ~2 ids",
        // 'got the plug for fresh bank logs' (r307)
        "plug ~1 for ~2 bank|fresh ~1 logs|accounts|cards",
        // 'Documents: IDs, diplomas, certificates', 'phone lookup service' (r354, r356)
        "ids ~2 diplomas ~2 certificates ~3 fast|cheap|guaranteed|contact",
        "phone ~1 lookup ~1 service ~1 #n|dm|contact|message",
        // 'doctor's notes backdated, official' (r362)
        "backdated ~2 official",
      ],
      // German: forged banknotes and documents, cloned cards
      de: ["gefalscht* ~2 banknoten|geld|dokument*|ausweis*|pass|passe|fuhrerschein*", "klonkarten"],
      // Turkish identity-number and phone-owner lookups ("TC sorgu", "ad soyad sorgu", "GSM sorgu")
      tr: ["tc ~1 sorgu*", "ad soyad ~1 sorgu*", "gsm ~1 sorgu*", "sorgu ~1 panel*|paneli"],
    },
    // Chinese personal-data lookups: household registers, phone location, call logs, hotel records
    regex: [
      // money bought at a discount, after "transfer(s)": "Zelle transfers available, $1k for $150", "PayPal transfers
      // to your account, $500 for $80" (it starts on "$" and looks back for the word; "Wire transfer 100 for 2 dollars
      // fee" has no "$")
      "\\$(?<=\\btransfers?\\b[^$\\n]{0,40}\\$)\\d[\\d,.]*k?\\s?for\\s?\\$\\d",
      "(?:查档|查檔|户籍|戶籍|开房记录|開房記錄|手机定位|手機定位|通话记录|通話記錄|微信反查|三网机主|三網機主|模糊找人)",
      // a carder's price list of bank logins: "chase personal $110 chase biz $280 boa personal $130 boa biz $300" (four
      // prices in a row, not followed by "bonus": a churner's list of sign-up bonuses reads the same; it starts on "$"
      // so that a long text is scanned for a rare character)
      "\\$(?<=\\b(?:personal|biz|business)\\s\\$)\\d{2,4}\\b(?:[^$\\n]{1,30}\\b(?:personal|biz|business)\\s\\$\\d{2,4}\\b){3}(?![^$\\n]{0,40}\\bbonus)",
    ],
  },
  {
    name: "courier_drop_recruiting",
    category: "illegal",
    weight: 35,
    lang: ["ru", "uk", "en", "zh", "uz", "kk", "ky"],
    description: "Courier, 'drop' and card/account recruiting (money mules, drug couriers)",
    patterns: {
      ru: [
        "курьер* ~3 высок*|зарплат*|ежедневн*|свободн*",
        "курьер* ~3 от #n",
        "курьер* ~3 без опыта",
        "курьер* ~2 закладчик*|кладмен*",
        "курьер* в ~1 магазин*",
        // "дропы" alone are airdrops in crypto chat and a brand's new release ("дропы от Nike"): drops wanted, or with
        // cards, banks and transfers, are money mules
        "дроповод*",
        "ищ*|нужны|нужен|набира*|набор|требуются ~1 дроп*",
        "дроп* ~3 карт*|банк*|сбер*|перевод*|обнал*|процент*|схем*",
        "на свою|вашу|твою карту",
        "куплю|купим|скупаю|выкуплю ~1 вашу|твою|банковск*|дебетов*|именн* ~1 карт*|карту|карты",
        "куплю|купим|скупаю|выкуплю ~1 карт*|карту|карты ~1 сбер*|сбербанк*|тинькофф*|тинькоф*|банк*|втб|альфа*",
        "принять|принимать ~2 перевод*|платеж*",
        "за приём|прием ~1 переводов|платежей",
        "принять|принимать деньги ~2 карт*",
        "оформ* ~2 ип ~1 на себя",
        // the ask to open a card or a SIM in one's own name ("Оформи карту на себя и получи 3000"); the customer's
        // "Оформил карту Тинькофф" or "Оформила карту на себя, чтобы получать зарплату" is chat (the bare "оформ*
        // карт*" phrase fired on no data line that it decided, and on every customer)
        "оформи|оформите ~2 карт*|сим* ~1 на себя",
        "карт* ~2 в аренду",
        "сдать ~2 карт*|аккаунт*",
        "аренд* ~2 карт*|аккаунт*",
        // paying the reader for the use of their card ("дам 1000 за твою карту на пару дней")
        "дам|заплачу|плачу|платим ~3 за твою|вашу ~1 карту|карточку|карты",
        "без залога ~2 курьер*|работ*",
        "свободный график ~3 курьер*|доставк*",
        "люди|людей ~1 картами",
        // a phone number rented out, SMS codes bought: accounts registered on someone else's number
        "сдай*|сдать|сдаешь|сдавай* ~2 номер* ~3 аренд*|регистрац*|#n",
        "нужны|нужен|ищу|ищем|куплю|скупаю ~2 номер* ~3 смс|sms|кодов|регистрац*",
        "платим|плачу ~2 за ~1 каждый|каждое|каждую ~1 код|смс|sms",
        // SIM cards bought up, and whatever is "registered in your name"
        "скупаю|скупаем|выкупаю|выкуплю ~2 сим|симк*|симкарт*|симок",
        "куплю|купим ~1 ваши|вашу|твои|твою ~1 сим|симк*|симкарт*|симок",
        "сим|симк*|симкарт*|карты|карту|аккаунт*|симок ~2 оформленн* на вас|тебя",
        "нужны|ищу|ищем|требуются ~1 люди|людей ~2 картами",
        "карт* ~3 плачу|платим|заплачу ~2 за ~1 вход* ~3 легально|лс|личку|пиши*|пишите|писать|сразу|быстро",
        "lyudi|ludi|lyudej|lyudei ~2 s ~1 kartami|kartoj|kartoi|kartoy ~3 plachu|platim|oplata|nuzhny|ishchu|ishu|zarabotok",
        "продаст|продадите|продать ~3 банковск* ~1 карт*|карту|карты",
        "карты|карт ~1 покупаю|скупаю|выкупаю|куплю|купим ~3 каждую|любых|дорого|банков",
        "для ~1 приёма|приема ~1 переводов|платежей|средств ~3 #n|процент*|плачу|платим|оплата",
        "человек|люди|людей ~1 с ~1 картой|картами ~3 переводов|переводы|перевод|платежей ~3 #n|процент*|плачу|платим|оплата|твои",
        "оформить|оформи|оформите ~2 на ~1 себя ~1 ип|оо|фирму|компанию ~3 за|вознагражд*|#n|плачу|платим|оплата",
        "сдай|сдайте|сдаешь|сдаёшь ~2 аккаунт*|карт*|госуслуг* ~3 аренд*|#n|получи*",
        "аккаунт* ~1 госуслуг* ~3 аренд*|продай*|продать|куплю|#n",
        "плачу|платим|заплачу ~3 за ~1 оформлени* ~1 карт*|сим*|ип|оо",
        "курьеров|курьеры ~3 #n ~2 за ~1 доставку|заказ|выход|смену",
        // a courier "for documents" wanted: the money mule's errand ("Нужны курьеры на документы, пишите"); "Курьер
        // привёз документы" delivers them
        "нужны|ищем|требуются ~1 курьеры ~2 на ~1 документы|доки",
        // the scam's courier who collects from its victims ("забирать посылки / деньги у клиентов, 5000 за выезд");
        // "Посылку забрали у меня курьером СДЭК" is a customer's
        "забирать|забрать|забираешь ~1 посылки|деньги|конверты|пакеты ~2 у ~1 клиентов|людей|пенсионеров|бабушек ~3 #n|оплата|платим|выезд",
        "куплю|скупаю|покупаю ~1 сим*|симк*|симок ~3 на ~1 ваш|твой|ваши|твои|чужой|чужие ~1 паспорт*",
        // people wanted for having a bank card ('Ищу ответственных людей, у которых есть банковская карта')
        "людей|человека|человек ~2 у ~1 которых|кого ~1 есть ~1 банковск* ~1 карт*",
        // the underground market's own words (the ninety-fourth round): 'залив на карты', 'заливщики', 'дроповоды',
        // 'вбиверы', drop cards, 'процессинг для казино', '2% с оборота', 'отмыв через крипту'
        "залив ~2 на ~1 карты|карту|счета",
        "заливщик*|дроповод*|вбивер*",
        "дроп ~1 карты|карт|картами",
        "процессинг ~3 казино|беттинг*|платеж*",
        "#n ~1 с ~1 оборота",
        "отмыв ~2 через ~1 крипт*",
        "куплю|покупаю ~1 карты ~1 дорого",
        "курьер* ~3 доставк* ~2 документ* ~3 оплата|#n|выезд",
        // a card rented or bought ('возьму в аренду вашу карту', 'куплю дебетовки'), people wanted to open an account
        "нужн*|ищу|ищем ~1 люди|людей ~3 открыть ~1 ип|счет|счета|карт* ~3 оплата|плачу|платим|#n",
        "возьму|беру ~2 в ~1 аренду ~2 вашу|твою ~1 карту|карты|банковскую",
        "в ~1 аренду ~1 вашу|твою ~1 карту|карты",
        "куплю|покупаю|скупаю|скупка ~1 дебетовк*|дебетовые|дебетовых",
        // people wanted to verify exchange accounts, paid per account
        "люди|людей ~2 для ~1 верификации ~1 аккаунт*|акков ~3 бирж*|#n|оплата|плачу|платим",
        "#n ~2 за ~1 верификацию|аккаунт ~3 бирж*|минут*",
        // 'работа с переводами, ваш процент 3-5%'
        "переводами|переводы ~3 ваш ~1 процент ~1 #n",
        // 'Покупаю карты: Сбер, Тинькофф, Альфа' (the first person of the phrase above; not 'покупаю карты покемонов')
        "покупаю|покупаем|скупаем ~1 карт*|карту|карты ~3 сбер*|сбербанк*|тинькофф*|тинькоф*|альфа*|втб|банк*|озон*|вб",
        // a card of yours 'для получения выплат, 10% ваши', 'через вашу карту проходят переводы, вы получаете 10%' (not
        // the warning 'через вашу карту проходят переводы? банк заблокирует')
        "ваша|вашу|твоя|твою ~1 карта|карту ~3 выплат*|переводов|переводы|поступлени* ~3 #n|процент*|получаете|получите|платим|заработ*|законно",
        // 'возьму в аренду счёт ИП'
        "возьму ~2 в ~1 аренду ~2 счет|карту|карты|ип",
        // documents or parcels carried for a sum per trip far above a courier's (r167)
        "доставк*|перевозк*|отвезти|развезти ~1 документов|посылок|пакетов|конвертов ~3 #n ~1 за ~1 выезд|рейс|поездку|ходку",
        // 'сниму вашу карту' (r169)
        "сниму|арендую ~1 вашу|твою|банковскую|банковские ~1 карту|карты",
        // 'никто не продавал свою карту?', 'сдай акк в аренду' (r175, r176)
        "продавал*|продать|продала|продавала ~1 свою ~1 банковскую|дебетовую|карту ~3 дают|платят|#n|тысяч*",
        "сдай|сдать|сдавай|сдайте ~1 акк|акки|аккаунт*|аккаунта ~2 в ~1 аренду",
        // parcels driven 'по адресам', couriers 'с 16 лет' (r179)
        "развезти|развозить ~1 пакеты|посылки|коробки|конверты ~2 по ~1 адресам ~3 #n",
        "курьер* ~3 с ~1 14|15|16|17 ~1 лет ~3 оплата|оплату|выплат*|без|пиши*|пишите",
        // a 'номинал на ИП', a SIM card 'в аренду' (r196)
        "номинал|номинала|номиналом ~2 на ~1 ип|ооо|фирму|компанию",
        "номинальн* ~1 директор*|учредител*",
        "симку|симки|сим|симкарту ~2 в ~1 аренду",
        // drops on a business entity ('ищу человека с ИП или самозанятостью', r213)
        "ищу|ищем|нужен|нужны ~1 человека|людей|человек ~2 с ~1 ип|ооо|самозанятост*",
        // a card 'оформить' for someone, paid ('нужен человек оформить карту, 3000 за оформление', r226; not the question 'нужен человек оформить карту? в банке сказали, только лично')
        "нужен|нужны|ищу|ищем ~2 человек|человека|люди|людей ~1 оформить ~1 карту|карты|кредит|сим* ~3 #n|платим|плачу|оплата|за",
        // 'кто в теме по дропам — пишите, есть предложение' (r229)
        "по ~1 дропам ~3 пиши*|пишите|предложение|лс",
        // drops: 'оформи на себя сим-карты, платим 500 за каждую', 'людей для регистрации ИП на себя', 'купим ваш банковский счёт юрлица' (r234)
        "оформи ~2 на ~1 себя ~1 сим*|симк*|карты|ип|ооо",
        "регистрации|регистрацию|оформления ~1 ип|ооо|фирм* ~2 на ~1 себя",
        "купим|куплю|покупаем ~2 ваш|вашу ~1 банковск*|счет|счёт|карту",
        // accounts bought 'покупаем аккаунты Telegram, WhatsApp, Госуслуги' (r242)
        "покупаем|купим|скупаем ~1 аккаунты ~2 telegram|телеграм|whatsapp|госуслуг*|банк*",
        // 'куплю карту, 5000, лс' (r248)
        "куплю ~1 карту|карты ~2 #n ~2 лс|личку|пиши*|сразу",
        // people to open bank accounts for a reward (r269)
        "открытия ~1 счетов|счета|карт ~3 вознагражд*|#n|оплата",
        // a credit history bought (r274)
        "куплю|купим ~2 кредитную ~1 историю",
        // a courier paid per delivery (r282)
        "нужен|нужны|требуется|требуются ~1 курьер|курьеры ~3 за ~1 доставку",
        // an e-signature bought (r294)
        "куплю ~1 электронную ~1 подпись ~2 плачу|дорого|пишите|лс",
        // 'работа для смелых: раскладка, зарплата каждый день' (r311)
        "работа ~2 для ~1 смелых ~3 раскладка|зарплата|оплата|клад*",
        "раскладка ~3 зарплата|оплата",
        // card and account drops of 2025 (r315): 'под процессинг, нужна только карта, 10% от оборота', 'операторы с личными картами', 'верифицированные аккаунты на биржах', 'прими и отправь'
        "под ~1 процессинг",
        "нужна ~1 только ~1 карта ~3 оплата|#n|процент*",
        "#n ~2 от ~1 оборота",
        "операторов ~2 с ~1 личными ~1 картами",
        "верифицированные ~1 аккаунты ~2 бирж*",
        "карта ~2 может ~1 приносить ~1 #k",
        "купим|куплю ~2 аккаунт ~3 bybit|binance|кус|бирж*",
        "партнеров|партнёров ~2 с ~1 картами",
        "прими ~2 и ~1 отправь|переведи ~3 #n|процент*|твои",
      ],
      kk: [
        // Kazakh: a Kaspi card rented out for transfers
        "картаңызды|картаны|картаңды|карталарды ~2 жалға ~1 бер*|алам*|аламыз",
        "kaspi|каспи ~2 карта* ~3 жалға|керек|төлейм*",
        // cards wanted to take transfers for a share ('әр аударымнан 10%'; not 'картасы бар адамдар' alone)
        "әр ~1 аударымнан|аударымға ~2 #n",
        "аударым* ~1 қабылдап|қабылдау ~3 #n|төлейм*|пайыз*|керек",
        // a bank card bought (r286)
        "картаңызды|картаңды ~2 сатып ~1 аламын|алам ~3 #n|бірден|дароо|жаз*|төлей*",
      ],
      ky: [
        // Kyrgyz: a bank card rented out
        "картаңызды|картаны|карталарды ~2 ижарага|арендага ~1 бер*|алам*|алабыз",
        // people with cards wanted to take transfers for a share
        "ар ~1 бир ~1 которуудан|которууга ~2 #n",
        "которуу* ~1 кабыл ~1 аласыз|алуу ~3 #n|төлөйм*|пайыз*",
      ],
      // Uzbek: card holders wanted for transfers, a percent of the turnover
      uz: [
        "kartasi|kartalari ~1 borlar ~1 kerak",
        "aylanma* ~1 foiz ~2 beriladi|beramiz|beraman",
        "o ~1 tkazmalar* ~3 qabul ~1 qilish ~3 karta*",
        "karta ~1 egalari ~1 kerak",
        "карта ~1 эгалари ~1 керак",
        "karta*|kartangiz* ~2 ijara*",
        // cards wanted with the price per card or the call ("Karta kerak, har bir karta uchun 500 ming to'layman", read
        // from Cyrillic too); "Bolaga karta kerak, qaysi bank yaxshi?" asks
        "karta|kartalar ~1 kerak ~3 har|uchun|#n|lichka*|yozing|to",
        // cash taken out of cards, as a service ('Naqd pul yechish xizmati'; 'Har qanday kartadan to'lov qabul
        // qilinadi' is a shop's)
        "naqd ~1 pul ~1 yechish ~1 xizmati",
        // your bank card bought ('Bank kartangizni sotib olaman, 1 million so'm beraman'), read from Cyrillic too
        "kartangizni|kartalaringizni ~2 sotib ~1 olaman|olamiz",
        // Humo and Uzcard cards bought
        "humo|uzcard ~3 karta* ~3 sotib ~1 olaman|olamiz",
        "kartalarini|kartangizni ~2 sotib ~1 olaman|olamiz",
        // cards bought 'karta sotib olaman ... 200 ming beraman' (r190)
        "karta|kartalar ~3 sotib ~1 olaman ~3 bankdan|banklardan",
        // couriers wanted, a card bought (r268)
        "kuryer ~1 kerak ~3 to ~1 lov|kunlik|kuniga|#n|yozing|lichka*",
        "karta ~1 sotib ~1 olaman ~2 qimmat|yozing|lichka*|#n|darhol",
      ],
      uk: [
        "потрібні|куплю|купую|скупаю ~2 картки|карти|карток ~3 банків|банку|оплата",
        "оплата ~3 за ~1 кожну ~1 картку|карту",
        "шука*|потрібн*|набира* ~1 дроп*",
        "дроп* ~3 картк*|банк*|переказ*|карток",
        "на свою|вашу картку",
        "картк*|карток ~2 в оренду",
        "за прийом|прийняття ~1 переказ*|переводів|платеж*",
        "люди|людей ~1 з банківськими|своїми ~1 картками",
        // people with cards, wanted: "шукаємо людей з картками" (not "багато людей з картками мають кешбек")
        "шука*|потрібн*|набира* ~2 людей|люди ~1 з картками|карткою",
        "картк*|карт* ~1 будь ~1 якого|якої ~1 банку|банка ~3 плачу|платимо|оплата|грн|гривень|гривні|#n|пишіть|пиши*",
        "власник*|власників ~2 карток|карт|картки ~3 плачу|оплата|грн|гривень|гривні|#n|шука*|потрібн*",
        "шукаю|шукаємо ~3 з ~1 банківською ~1 карткою",
        "купую|куплю|скупаю|скуповую ~2 картки|карти|карток ~3 монобанк*|приват*|ощад*|пумб*",
        // people wanted to open a FOP or an account (the hundred-and-eleventh round)
        "потрібн*|шука* ~1 люди|людей ~3 відкрити ~1 фоп|рахунок|рахунки|картк* ~3 оплата|плачу|платимо|грн|#n",
        // the card 'для прийому переказів' with the pay, as the Russian
        "для ~1 прийому|прийняття ~1 переказ*|платеж*|коштів ~3 #n|відсот*|плачу|платимо|оплата",
        // 'є варіант з карткою, нічого робити не треба'
        "варіант ~2 з ~1 карткою ~3 нічого|гроші|пиши*|пишіть|лс",
        // a FOP account or a card rented, teenagers wanted to deliver parcels
        "візьму ~2 в ~1 оренду ~2 рахунок|рахунки|картку|картки|фоп",
        "оренду ~1 рахунок|рахунки ~1 фоп",
        "підлітки|підлітків ~3 доставки|посилок",
        // couriers paid daily (r266)
        "кур ~1 єри|єрів ~3 виплати|оплата|щодня",
        // people to open bank accounts for a reward (r272)
        "відкриття ~1 рахунків|рахунку|карток ~3 винагород*|#n|оплата",
        // a Diia or Monobank account bought (r290)
        "куплю ~1 акаунт|акаунти ~2 дія|дію|монобанк ~2 дорого|лс|пиши*|пишіть|#n",
        // 'під процесинг, потрібна лише картка, оплата 10% від обороту', 'орендую картки Монобанк' (r350)
        "під ~1 процесинг",
        "потрібна ~1 лише ~1 картка ~3 оплата|#n",
        "#n ~2 від ~1 обороту",
        "орендую ~1 картки ~3 #n|грн|безпечно|місяць",
      ],
      en: [
        "money mule*",
        "bank account|accounts ~3 receive|receiving ~1 payments|transfers|money",
        // "accounts to receive transfers, you keep 20%" (not "Bank accounts to receive payments for the club")
        "accounts ~2 to ~1 receive ~1 transfers|payments|funds|money ~3 keep|cut|commission|percent",
        "receive|receiving ~2 payments|transfers|money ~2 your account|card|bank",
        "use your bank account|card",
        "rent ~2 your ~1 account|card",
        "courier ~3 high|weekly|daily pay",
        "paying|pay|earn ~3 for ~1 the ~1 use of your ~1 bank ~1 account|accounts|card|cards",
        // the money mule's ask: an account to 'just receive and send' for a daily sum
        "with ~1 a|an ~1 cash|chime|paypal|zelle|venmo ~3 account|accounts ~3 #n|easy|receive|day|dm",
        "receive ~1 and ~1 send|forward ~3 money|payments|funds|dm|day|#n",
        // 'bank drops available', 'cards, logs, drops'
        "bank ~1 drops ~3 available|payout|dm|fast",
        "cards ~2 logs ~2 drops",
        // the reshipping mule 'package reshipper from home' (r211)
        "package|parcel ~1 reshipper|reshippers|reshipping|forwarder|forwarders",
        "reshipper|reshippers|reshipping ~3 home|job|work|earn|monthly|weekly|apply",
        // money mules 'to open bank accounts in their name' (r219)
        "open ~1 bank ~1 accounts|account ~3 in ~1 their|your ~1 name|names ~3 #n|per|paid|pay|dm",
        // money mules: 'got extra cards? I'll pay $200 each', 'just need your bank login' (r230)
        "got|have ~1 extra ~1 cards|accounts ~3 pay|#n|dm",
        "need ~2 your ~1 bank ~1 login|details|account",
        // the reshipping mule 'get paid to receive packages at home and forward them' (r235; not 'I receive packages at home for my neighbor')
        "paid ~2 to ~1 receive ~1 packages|parcels",
        "#n ~1 per ~1 parcel|package",
        // 'people with Chase or Wells Fargo accounts, $400 per account, safe and easy' (r239)
        "#n ~1 per ~1 account ~3 safe|easy|dm|chase|bank",
        // 'looking for people with bank cards, I pay $300 for each' (r246)
        "people ~2 with ~1 bank ~1 cards|accounts ~3 pay|#n|each",
        "i ~1 pay ~1 #n ~2 for ~1 each",
        // accounts bought (r267)
        "buying ~2 paypal|cashapp|venmo ~1 accounts|account",
        "buying ~1 bank ~1 accounts",
        // bank cards bought (r291)
        "buying ~1 bank ~1 cards ~3 any|payment|#n|text|dm",
        // 'need 3 ppl with a bank account for a quick lick' (r307)
        "ppl|people ~2 with ~1 a ~1 bank ~1 account ~3 lick|easy|quick|#n",
      ],
    },
    regex: [
      "кур.?єр\\S{0,4}\\s(?:\\S+\\s){0,3}?(?:оплат|зарплат|від\\s\\d)",
      // Chinese money-mule work: "running points" (renting out one's accounts to pass others' payments), card
      // merchants, laundering, "black funds", collecting and paying on someone's behalf
      "(?:跑分|卡商|咔商|洗钱|洗錢|黑资|黑資|代收代付)",
      // bank accounts bought for the same work, priced by their transfer limit and bought outright: "额度100w）=买断",
      // "50w额度 (10.5w)买断"
      "[额額][\\s/·.]?度[^\\n]{0,12}?\\d\\s?[wW万萬][)]?\\s?=?\\s?[买買][\\s/·.]?[断斷]",
    ],
  },
  {
    // Spells, curses and fortune-telling sold to people in trouble: a Russian and Ukrainian chat staple with no data
    // line yet; written from the kind, each phrase an offer ("приворот любимого", "сниму порчу", "верну мужа"), not the
    // word alone ("Бабушка гадает на картах" is chat)
    name: "occult_services",
    category: "fraud",
    weight: 35,
    lang: ["ru", "uk", "en"],
    description: "Love spells, curse removal and fortune-telling sold as help ('приворот', 'снятие порчи', 'верну мужа')",
    patterns: {
      ru: [
        "приворот*|отворот* ~3 любим*|мужа|жены|парня|девушк*|человек*|гаранти*|результат*|сделаю|делаю|помогу|быстро|сильн*|девушек",
        "сделаю|делаю|сильный|сильнейший ~1 приворот*|отворот*",
        "сниму|снимаю|снятие|снимем ~2 порч*|сглаз*|проклят*|венец*|венца",
        "потомственн* ~1 гадалк*|ведьм*|маг|магиня|ясновидящ*|целительниц*|гадалок",
        "гадалк*|таролог*|ясновидящ*|ведьма|гадалок ~3 помогу|помогаю|помож*|результат*|гаранти*|решу|решить",
        "гадани*|расклад* ~2 таро|картах ~3 пиши*|пишите|запис*|помогу|онлайн|недорого",
        "помогу|поможем ~1 вернуть ~2 мужа|жену|любим*|парня|девушку|супруг*",
        "верну ~2 мужа|жену|любим*|парня|девушку ~3 гаранти*|результат*",
        "ритуал* ~2 на любовь|деньги|удачу|возврат* ~3 результат*|пиши*|лс|гарантия|гарантией",
        // esoteric funnels: "разбор матрицы судьбы бесплатно", "открою денежный канал"; "Денежный код это развод" is
        // cut by `scam_warning`
        "разбор ~1 матриц* ~2 судьбы ~3 бесплатно|пиши*|пишите|лс|личк*|#n|запис*",
        "денежн* ~1 код*|канал* ~3 пиши*|пишите|лс|личк*|открою|открыть|активир*",
        // 'верну любимого за 3 дня'
        "верну|вернем ~1 любимого|любимую|мужа|жену ~3 #n|дня|дней|гарант*|консультац*|навсегда",
        // a marathon of wishes, tarot for love and money, a destiny matrix (r270)
        "марафон ~1 желаний ~3 притян*|деньги|любов*",
        "притянете|притянуть|притянем ~2 деньги",
        "расклад ~1 таро ~3 любовь|деньги|недорого|вопрос*",
        "рассчитаю|рассчитаем|разбор ~2 матриц* ~1 судьбы",
        // occult services of 2025 (r336): 'чистка рода', 'родовое проклятие', 'расклад таро онлайн', 'денежный талисман', 'верну любимого за 1 день', 'астролог составит карту судьбы', 'нумеролог расскажет, почему у тебя нет денег'
        "чистка ~1 рода ~3 снятие|проклят*|фото|онлайн",
        "родов* ~1 проклят*",
        "расклад ~1 таро ~1 онлайн",
        "денежный ~1 талисман ~3 заряжен*|доставка|заказ*",
        "заряженный ~2 на ~1 богатство|удачу|деньги",
        "верну ~1 любимого ~3 день|дня|последствий",
        "ведунья ~3 сниму|сглаз|порч*|приворот",
        "астролог ~1 составит ~2 карту ~1 судьбы",
        "заговор ~2 на ~1 удачу|деньги ~3 гарантия|результат*|пишите",
        "нумеролог ~3 денег|разбор",
      ],
      uk: [
        "приворот* ~3 кохан*|чоловіка|дружин*|гаранті*|результат*|зроблю|допоможу",
        "ворожіння|ворожка|ворожу ~3 допоможу|допомагаю|результат*|гаранті*|поверну*",
        "допоможу|допоможемо ~1 повернути ~2 кохан*|чоловіка|дружину|хлопця|дівчину",
        "зніму|зняття ~2 порч*|пристріт*|прокляття",
        "розбір ~1 матриц* ~2 долі ~3 безкоштовно|пиши*|пишіть|лс|особист*|#n|запис*",
        "грошов* ~1 код*|канал* ~3 пиши*|пишіть|лс|особист*|відкрию|відкрити|активу*",
        // 'поверну кохану людину за 3 дні'
        "поверну|повернемо ~1 кохан*|чоловіка|дружину ~3 #n|дні|днів|гарант*|консультац*",
        // 'ритуал на гроші та удачу, результат за 3 дні' (r350)
        "ритуал* ~2 на ~1 гроші|удачу ~3 результат*|пиши*|пишіть",
      ],
      en: ["love spell*", "spell caster*", "bring back ~2 your ~1 ex|lover|husband|wife|partner", "remove ~2 curse*|hex|hexes"],
    },
  },
  {
    // Crypto sold for cash and "arbitrage" sold as a scheme: the exchanger that beats the exchange's rate, P2P "связки"
    name: "crypto_exchange_offer",
    category: "crypto",
    weight: 30,
    lang: ["ru", "uk", "uz", "en"],
    description: "Crypto-for-cash exchange offers and P2P arbitrage 'schemes' ('обменяю USDT на наличные', 'рабочие связки')",
    patterns: {
      ru: [
        "обменяю|обмен*|меняю|куплю|продам|продаю|выкуплю|скупаю ~2 usdt|крипт*|криптовалют*|btc|втс|биткоин*|тезер* ~3 налич*|наличные|карту|рубл*|курс*|любые",
        "курс ~1 выше|лучше ~1 биржи|рынка|обменников",
        "p2p|р2р ~1 арбитраж*|связк*|связок",
        "арбитраж* ~2 p2p|р2р|крипт*|криптовалют* ~3 обучу|научу|доход*|профит*|связк*|пиши*|связок",
        "связк*|связок ~3 арбитраж*|p2p|р2р|профит*|спред*",
        "рабоч* связк*|связок",
        // "прокрут связок": running the P2P loops
        "прокрут* ~1 связ*",
        // arbitrage taught with a return per cycle ("научу арбитражу криптовалюты, от 3% за круг"); "Арбитраж в
        // футболе" is chat
        "арбитраж* ~3 #n ~1 за ~1 круг",
        "научу|обучу|обучаю ~1 арбитраж* ~2 крипт*|криптовалют*|p2p|р2р",
        "продаю|продам|сливаю ~1 связк*|связок",
        // the exchange 'без верификации', USDT 'дешевле рынка'
        "обмен ~2 без ~1 верификации|kyc|кус ~3 быстро|курс*|ликвидност*|любые|суммы|пиши*|лс",
        "дешевле ~1 рынка|биржи ~3 usdt|крипт*|обмен*|покупай*",
        // P2P arbitrage of 2025 (r315): 'спред 3-5% за круг', 'межбиржевой арбитраж', 'наставник по арбитражу', 'кручу круги на Bybit', 'связка на 7%'
        "спред ~3 круг",
        "межбиржевой ~1 арбитраж ~3 бот*|ботом|#n|подключу|доход*",
        "наставник ~2 арбитраж* ~3 учеников|возьм*|доход*",
        "кручу ~1 круги ~2 bybit|binance|бирж*|р2р",
        "связка ~2 на ~1 #n ~3 рисков|мест|чате|доход*|круг",
      ],
      uk: [
        "обміняю|обмін* ~2 usdt|крипт*|btc|втс ~3 готівк*|картку",
        "p2p|р2р ~1 арбітраж*",
        "обмін ~2 без ~1 верифікації|kyc|кус ~3 швидко|курс*|ліквідніст*|будь|суми|пиши*|пишіть",
        "дешевше ~1 ринку|біржі ~3 usdt|крипт*|обмін*|купуй*",
      ],
      uz: [
        "arbitraj ~3 foyda|#n|rgataman|organaman",
        // 'valyuta ayirboshlash foydali kursda' (r202)
        "valyuta ~1 ayirboshlash ~3 foydali|kripto|lichka*|yozing",
      ],
      en: [
        "arbitrage ~3 per ~1 cycle",
        "arbitrage ~3 risk free",
        "arbitrage ~3 no risk",
        "p2p arbitrage",
        "arbitrage ~2 crypto|p2p ~3 profit*|daily|per|guaranteed",
        "sell|buy|exchange ~2 usdt|btc|crypto ~2 for cash",
        "better rate than ~1 exchange|binance|market",
        // 'USDT exchange. Rate above market', 'buy USDT at the best rate' (r354, r356)
        "usdt ~1 exchange ~3 rate|kyc|market",
        "buy ~1 usdt ~3 best ~1 rate",
      ],
    },
  },
  {
    // Task scams: paid likes, reviews, subscriptions and "simple tasks" (the money comes first; then a "deposit" to
    // unlock bigger tasks). The pay is per piece of make-work; a like asked for a post or a review left for a shop is
    // chat.
    name: "paid_tasks",
    category: "earnings",
    weight: 25,
    lang: ["ru", "uk", "uz", "en"],
    description: "Task scams: money per like, review, subscription or 'simple task'",
    patterns: {
      ru: [
        // the payer speaks ("платим за отзывы", earnings_promise's phrase until this rule), or the pay per piece
        // ("оплата за каждый отзыв"); not the paid ("за каждый отзыв дают 50 баллов"), nor a price ("оплата за каждый
        // просмотр ... маленькая")
        "платим|плачу|оплачиваем|платит|платят ~2 задани*|отзыв*|лайк*|подписк*|подписок",
        // sign-ups and verifications paid for (accounts made for someone else: "Платим 500 рублей за регистрацию на
        // сайте")
        "платим|плачу|оплачиваем ~3 регистрац*|верификац*",
        // goods "bought back" on a marketplace for a review, the money returned ("выкуп товаров на WB с кешбэком 100%")
        "выкуп ~2 товаров|товара ~3 кешбэк*|кэшбэк*|кешбек*|отзыв*|возврат*",
        "викуп ~2 товарів|товару ~3 поверненням|повернення|кешбек*|відгук*",

        "#n за ~1 каждую|каждый|одну ~1 регистрац*|верификац*",
        // messages forwarded to chats for pay ("Перешли это сообщение в 10 чатов и получи 500 рублей")
        "перешли*|перешлите ~3 сообщени* ~3 чат* ~3 получи*|получите ~1 #n",
        "заработ* ~1 на ~1 пересылк* ~1 сообщени*|постов|писем",
        "получаешь|получаете|получай*|зарабатывай* ~2 за ~1 каждый|каждое|каждую|один|одно|одну ~1 отзыв*|лайк*|задани*|подписк*|просмотр*|репост*|комментари*|подписок",
        "оплата|оплату за каждый|каждое|каждую отзыв*|лайк*|задани*|подписк*|репост*|подписок",
        // marketplace goods "free for a review" (the buyer pays, the refund never comes): "Товары с WB бесплатно за
        // отзыв, кешбэк 100%"; a buyer's "отзыв оставила" is chat
        "товары ~3 бесплатно ~2 за ~1 отзыв*",
        "кешбэк|кэшбэк|кешбек|кэшбек ~1 #n ~3 отзыв*|бесплатно",
        "#n рублей|руб|р|грн|гривень|гривні ~1 за ~1 каждый|каждое|каждую|один|одно|одну ~1 отзыв*|лайк*|задани*|подписк*|просмотр*|репост*|подписок",
        "лайк*|отзыв*|задани*|подписк*|репост*|подписок ~2 за деньги|оплату",
        "ставь*|ставишь|ставите ~1 лайк* ~3 получа*|заработ*|зарабатыва*|плат*|деньг*",
        "подписыва*|подпиш* ~2 канал* ~3 заработ*|деньг*",
        "написани* ~1 отзыв* ~3 оплат*|плат*|заработ*",
        "простые|простых|легкие|лёгкие задани* ~3 #n|вывод*|оплат*|заработ*|деньг*|плат*",
        "выкуп* ~1 товар* ~3 возвращ*|процент*|#n|плюс",
        // piecework at home, the pay per page, link or order ('500 ₽ за страницу', '5 ₽ за ссылку, выплаты каждый
        // день', 'оплата за каждый заказ')
        "оплата ~1 за ~1 каждый|каждую|каждое ~1 заказ|страницу|ссылку|отзыв|задание|комментарий ~3 выплат*|ежедневно|дома|дому",
        "#n ~1 за ~1 страницу|ссылку ~3 выплат*|оплата|каждый|сразу",
        // rating search results, the task the impersonated 'Яндекс приглашает на подработку' offers
        "оценк* ~2 поисков* ~1 выдачи|выдача|результатов ~3 #n|оплата|платим|пиши*|пишите|лс",
        // reviews on a marketplace paid per review (r167)
        "оставлять|писать|оставляй|пиши ~1 отзывы ~3 #n ~2 за ~1 каждый|каждого|каждую|отзыв|штуку",
        // 'простые задания в интернете', 'вывод от 100 рублей' (r172)
        "простые ~1 задания ~3 начислени*|оплат*|вывод*|заработ*|платим",
        "вывод ~1 от ~1 #n ~1 руб*|рублей",
        // tasks 'в телефоне' paid by the day, marketplace 'выкуп' (r175, r178)
        "задани* ~2 в ~1 телефоне|приложении ~2 делать|заработать|зарабатывать ~3 тысяч*|#k",
        "люди|людей ~2 для ~1 выкупа",
        "выкуп ~1 товаров ~3 маркетплейс*|возврат",
        // '200₽ за задание, деньги сразу на карту' (r179)
        "#n ~2 за ~1 задание ~3 деньги|карту|вывод|сразу",
        // 'оплата за каждое действие' (r195)
        "оплата ~1 за ~1 каждое|каждый ~1 действие|задание|лайк|отзыв|подписку",
        // '300 рублей за голос', '100 грн за відгук' (r213, r214)
        "#n ~1 рублей|руб|р|грн|гривень ~1 за ~1 голос|голосование|регистрацию|відгук|реєстрацію",
        // piecework 'проверка сайтов, 500 рублей за сайт, пишите', '800 за таблицу', '300 рублей за минуту записи' (r243; not '300 рублей за минуту разговора в роуминге')
        "#n ~2 за ~1 сайт|тест|таблицу|задание|проверку|статью ~3 пиши*|пишите|лс|личку|личные|опыта",
        "#n ~2 за ~1 минуту ~1 записи|аудио",
        // 'получи 5000 рублей за отзыв о банке' (r244)
        "получи|получите ~1 #n ~2 за ~1 отзыв",
        // paid tasks in 2025 trades (r318): answering reviews '50 рублей за ответ', typing voice messages, ad voice-over, photo sorting 'для нейросети', a 'монтажёр рилсов', 'модератор карточек', 'оператор нейросети', 'разметчик данных'
        "#n ~1 рублей ~2 за ~1 ответ|отзыв|ролик|запись ~3 пиши*|пишите|лс|телефона|выплат*|оплата",
        "люди ~1 отвечать ~2 на ~1 отзывы",
        "авторы ~1 отзывов",
        "набор ~1 текста ~2 голосовым ~3 #n|рублей|оплата|пиши*",
        "озвучк* ~1 рекламы",
        "оплата ~2 за ~1 каждую ~1 запись",
        "сортировка ~1 фото ~2 нейросети",
        "нужны ~1 проверяющие",
        "оценщик* ~2 выдачи",
        "монтажер*|монтажёр* ~1 рилс*",
        "модератор ~1 карточек",
        "оператор ~1 нейросети|нейросетей",
        "разметчик*|разметчиков ~2 данных",
        "работа ~2 с ~1 нейросетями ~3 новичков|деньги|доход",
        "работа ~3 первые ~1 деньги ~2 через ~1 неделю|день",
        // paid tasks in 2025 trades (r337): unpacking parcels on video '150 рублей за коробку', a call centre 'без звонков', website testing 'проходишь регистрацию и получаешь 200 рублей', photo moderation, product cards filled in, delivery 'проверка качества', audio transcription
        "распаковка ~1 посылок ~3 видео|рублей|коробку",
        "#n ~1 рублей ~2 за ~1 коробку|карточку|регистрацию ~3 пиши*|пишите|лс|выплат*",
        "колл ~1 центра ~2 без ~1 звонков",
        "тестирование ~1 сайтов ~3 рублей|получаешь|пиши*",
        "проходишь ~1 регистрацию ~2 получаешь",
        "модерация ~1 фотографий ~3 рублей|телефона",
        "заполнение ~1 карточек ~3 рублей|пишите",
        "проверка ~1 качества ~1 доставки ~3 заказываешь|компенсац*|пиши*",
        "расшифровка ~1 аудио ~3 рублей|минуту|опыта",
        "администратор ~1 групп ~1 вконтакте|вк ~1 #n ~1 часа",
        // 'выкуп товаров, 500 рублей за заказ' (r345)
        "выкуп ~1 товаров ~2 #n ~1 рублей ~2 за ~1 заказ",
        // 'заработок на отзывах, 300 за отзыв' (r355)
        "заработок ~2 на ~1 отзывах ~3 #n|пиши*|выплат*",
        // 'пиши отзывы на товары и получай 200 рублей', Kyrgyz 'пикир жазып ... 300 сом' (r361, r364)
        "пиши ~1 отзывы ~2 товары ~3 получай|рублей",
        "пикир ~1 жазып ~3 сом",
      ],
      uk: [
        "оплата|платимо|плачу|отримуй*|отримуєте ~2 за ~1 кожен|кожне|кожну|один|одне|одну ~1 відгук*|лайк*|завдан*|підписк*",
        "#n грн|гривень|гривні ~1 за ~1 кожен|кожне|кожну|один|одне|одну ~1 відгук*|лайк*|завдан*|підписк*",
        "прості ~1 завдан* ~3 #n|виплат*|оплат*|заробі*",
        // 'заробіток на відгуках, 50 грн за відгук' (r202)
        "#n ~1 грн ~1 за ~1 відгук|лайк|підписку|завдання",
        "заробіток ~2 на ~1 відгуках|лайках",
        // 'викуп товарів, 200 грн за замовлення' (r348)
        "викуп ~1 товарів ~2 #n ~1 грн ~2 за ~1 замовлення",
        // paid tasks of 2025 trades in Ukrainian (r358): unpacking parcels 'знімаєш відео, 60 грн за коробку', answering reviews, testing sites 'проходиш реєстрацію і отримуєш', a call centre 'без дзвінків', voice messages typed, photo moderation, product cards, 'оператор нейромережі', 'розмітник даних', 'монтажер рілсів'
        "розпаковка ~1 посилок ~3 відео|грн|коробку",
        "#n ~1 грн ~2 за ~1 коробку|відповідь|картку|ролик|фото ~3 пиши*|пишіть|лс|виплат*",
        "люди ~1 відповідати ~2 на ~1 відгуки",
        "тестування ~1 сайтів ~3 грн|отримуєш|пиши*",
        "проходиш ~1 реєстрацію ~2 отримуєш",
        "кол ~1 центру ~2 без ~1 дзвінків",
        "набір ~1 тексту ~2 голосових ~3 #n|грн|оплата|пиши*",
        "модерація ~1 фото ~3 грн|телефону",
        "заповнення ~1 карток ~3 грн|пишіть",
        "оператор ~1 нейромережі|нейромереж ~3 досвіду|години|оплата|грн",
        "розмітник* ~2 даних",
        "монтажер ~1 рілсів ~3 грн|ролик|пиши*",
        "розшифровка ~1 аудіо ~3 грн|хвилину|досвіду",
        "адміністратор ~1 груп ~3 #n ~1 години",
        "тестувальник ~1 застосунків ~3 віддалено|грн|навчимо",
        // 'викуп товарів на Розетці з поверненням коштів і оплатою' (r358)
        "викуп ~1 товарів ~3 поверненням ~3 оплат*|грн",
        // 'пиши відгуки на товари й отримуй 80 грн' (r363)
        "пиши ~1 відгуки ~2 товари ~3 отримуй|грн",
      ],
      // marketplace goods "free, you only write a review"
      uz: ["tovar* ~2 bepul ~3 sharh*|otziv*"],
      en: [
        "like|liking|watch|watching|review|reviewing|subscribe ~2 videos|posts|products|channels ~3 paid|earn|earning",
        "simple|easy ~1 tasks ~3 paid|earn|withdraw*|daily|per",
        "#n per like|review|task|video",
        "#n for each like|review|task|video",
        "paid|earn|earned|make|made|making ~3 for ~1 testing ~1 apps|games|websites|app",
        "pays|paid|pay ~2 #n ~2 for ~1 every|each ~1 like|likes|review|reviews|subscription|subscribe|follow|follower|task",
        "#n ~1 per ~1 subscription|subscribe|follow|follower",
        "get paid ~3 subscribe|like|follow|review|watch",
        "write ~2 reviews|review ~3 home|paid|#n|daily",
        // the task scam of 2025-26 as its recruiters post it: 'product boosting', '40 orders a day', hotels and movies
        // rated, '$50 for every 30 tasks', 'commission paid daily'
        "product|products ~1 boosting",
        "complete ~1 #n ~1 orders|tasks ~3 day|daily|commission",
        "rate|rating ~2 hotels|movies|products ~3 #n|earn|paid|platform|tasks",
        "#n ~1 for ~1 every|each ~1 #n ~1 tasks",
        "commission ~2 paid ~1 daily",
        "#n ~1 simple ~1 tasks",
        "app ~1 testers ~3 commission|paid|daily|tasks",
        // 'get paid $50 per post', '$30 per page' typing
        "paid ~2 #n ~1 per ~1 post|review|video|like|task|page",
        "per ~1 page ~3 typing|remote|phone|home|message|dm",
        // 'paid daily for simple tasks' (r230)
        "paid ~1 daily ~2 for ~1 simple|easy ~1 tasks",
        // '$20 per post, no followers needed' (r235)
        "no ~1 followers ~1 needed|required",
        // paid to test an app, N each (r255; not a developer's "test ios app on simulator 10.2")
        "test ~2 app|apps|website ~2 #n ~1 each|per",
        // paid product testers and reviews (r259)
        "product ~1 testers|tester",
        "pay ~2 leave|write|post ~2 reviews|review",
        // '$2 per click', '$100 per post' (r278)
        "per ~1 click",
        "#n ~1 per ~1 post",
        "brand ~1 ambassadors|ambassador ~3 #n|per|paid",
        // reviews, surveys and copy-paste 'work' paid per task (r298)
        "paid ~1 per ~1 review|task|like|survey|video",
        "earn ~1 money ~2 writing|reviewing|liking|watching",
        "#n ~1 per ~1 task|survey",
        "survey ~1 job|jobs|work",
        "copy ~1 and ~1 paste ~1 work|job|jobs",
        // 'earn by reviewing products, $20 per review' (r346)
        "earn ~2 reviewing ~1 products",
        "#n ~1 per ~1 review",
        // 'order and review items, $25 per order plus refund', 'get paid for reviews' (r354, r356)
        "order ~2 and ~1 review ~1 items",
        "#n ~1 per ~1 order ~2 plus ~1 refund",
        "get ~1 paid ~1 for ~1 reviews",
        // 'write product reviews and get $10 for each one' (r362)
        "write ~1 product ~1 reviews ~3 get|each",
      ],
    },
  },
  {
    // Work abroad sold to people who need it: free housing, no language needed, a salary in euros, a visa "sponsored";
    // the fee for the "visa" or the "ticket" is the scam. A country alone is chat ("Кто работал в Польше?"): the
    // offer's terms fire.
    name: "work_abroad_offer",
    category: "job",
    weight: 30,
    lang: ["ru", "uk", "uz", "en"],
    description: "Work abroad with free housing, no language and a salary in euros or dollars, or a visa sponsored",
    patterns: {
      // two of the offer's terms together, or the first-person "we provide housing": each term alone is also chat
      // ("Жильё бесплатно дали родители", "Без знания языка в Германии тяжело", "безкоштовне житло для переселенців")
      ru: [
        "жилье|проживание ~1 бесплатн*|предоставля*|оплачива* ~3 без|зарплат*|зп|оплата|виза|работа|вакансия|евро|злот*|#n",
        "без знания ~1 языка|языков|английского|польского|немецкого|чешского ~3 жилье|проживание|зарплат*|зп|оплата|виза|евро|#n",
        "предоставляем|оплачиваем ~1 жилье|проживание",
        "виза ~2 бесплатн*",
        "виза ~2 под ключ",
        // a company 'looking for staff in Europe' that 'helps with the papers and housing'
        "работ* ~2 в ~1 европе|польше|германии|чехии|литве ~3 помогаем|поможем ~2 с ~1 оформлением|документ*|жиль*|проживани*",
        "робота|работа ~1 в ~1 польщі|німеччині|чехії|польше|германии|чехии ~3 зарплата|зп ~2 от|від ~1 #n",
      ],
      uk: [
        "житло ~1 надаємо|оплачуємо",
        "надаємо|оплачуємо ~1 житло",
        "без знання ~1 мови|мов ~3 житло|зарплат*|оплата|віза|євро|#n",
        "житло ~1 безкоштовне|безкоштовно|надається ~3 зарплат*|зп|оплата|віза|євро|злот*|#n",
        "робот* ~2 в ~1 німеччині|польщі|чехії|литві ~3 допомагаємо ~2 з ~1 документами ~2 і|та ~1 житлом",
        // 'Запрошуємо на роботу в Польщу'
        "запрошуємо ~3 роботу ~2 польщ*|чехі*|німеччин*|литв*|нідерланд* ~3 житло|оплата|склад|злот*|пишіть",
        // 'оформлення за наш рахунок', 'контракт на рік, оплата 1800 євро' (r313)
        "оформлення ~2 за ~1 наш ~1 рахунок ~3 деталі|пиши*|пишіть|лс|телефонуйте|приват*",
        "контракт ~2 на ~1 рік ~3 оплата|євро",
      ],
      uz: [
        "polshaga|germaniyaga|koreyaga|chexiyaga|yevropaga|rossiyaga|angliyaga|amerikaga ~1 ishga|ish ~3 viza|bepul|oyiga|maosh|kerak|turar",
        "vizasiz ~2 ish|ishga",
        "viza ~3 bepul",
        "turar joy ~1 bepul",
        "россияга|кореяга|польшага|германияга ~2 ишга ~3 одам|керак|виза|бепул",
        "турар ~1 жой ~1 бепул",
        // papers and a visa 'oldindan to'lov', 'xorijda ish, oylik 1500$, yotoq va ovqat bepul' (not 'xorijda ishlagan
        // akam')
        "koreyaga|rossiyaga|dubayga|yevropaga ~2 hujjat ~2 qilib ~1 beramiz|beraman",
        "viza ~3 oldindan ~1 to",
        "yotoq ~2 ovqat ~1 bepul",
        "xorijda ~1 ish ~3 oylik|oyiga|#n|bepul|yozing|koreya|yaponiya|polsha|germaniya|hujjat*",
        // 'xorijga ishga yuboramiz' (r236)
        "xorijga ~1 ishga ~1 yuboramiz ~3 oyiga|viza|#n|polsha|koreya|hujjat*",
        // work in Korea and elsewhere (r254)
        "koreyaga|yaponiyaga|polshaga|germaniyaga|rossiyaga|dubayga|turkiyaga ~1 ish ~3 #n|yozing|lichka*|hujjat*",
        // 'Koreyaga ishga jo'natamiz, viza 100%' (r306)
        "ishga ~1 jo ~1 natamiz",
        "viza ~1 100",
      ],
      en: [
        "visa sponsorship ~3 free|accommodation|salary|apply|whatsapp",
        "free accommodation|housing ~3 visa|salary|apply|whatsapp|sponsorship",
        "accommodation ~1 provided|included ~3 visa|salary|apply|whatsapp|sponsorship",
        // jobs in Dubai with a 'visa fee $300 only' (r193)
        "visa ~1 fee ~3 only|just|dm|apply",
        "jobs ~1 in ~1 dubai|canada|europe|poland|uk|usa ~3 salary|visa",
      ],
    },
  },
  {
    // Coursework, diplomas and essays written to order, offered in chats of students: the offer (first person, the
    // price, the plagiarism score, the call), not the student's own ("Сам напишу курсовую").
    name: "academic_writing_service",
    category: "services",
    weight: 30,
    lang: ["ru", "uk", "uz", "en"],
    description: "Coursework, diplomas, essays and exams done to order",
    patterns: {
      ru: [
        "напишу|напишем|пишу|пишем|выполню|выполним|сделаю|сделаем ~2 курсов*|дипломн*|реферат*|контрольн*|диссертац*|эссе|вкр ~3 недорого|антиплагиат*|пишите|лс|личку|заказ*|цен*",
        // a student's work "под ключ" (turnkey) with its terms: "Сын пишет курсовую, не найдет литературу" is a
        // parent's
        "курсов*|курсовую|дипломн*|диплом|вкр|реферат*|диссертац* ~3 под ключ ~3 антиплагиат*|сроки|срок|недорого|пишите|лс|личку|цен*|#n",
        // 'дипломы и курсовые на заказ, антиплагиат 80%', 'напишу реферат' (r327)
        "дипломы ~2 курсовые ~2 на ~1 заказ",
        "антиплагиат ~1 #n ~3 сроки|заказ|пишите|лс|недорого",
        "напишу ~1 реферат|эссе|контрольную|курсовую|диплом ~3 пишите|лс|заказ|недорого",
      ],
      uk: [
        "напишу|напишемо|виконаю|виконаємо ~2 курсов*|дипломн*|реферат*|контрольн* ~3 недорого|швидко|антиплагіат*|пишіть|лс",
        // 'дипломи та курсові на замовлення, антиплагіат 80%' (r350)
        "дипломи ~2 курсові ~2 на ~1 замовлення",
        "антиплагіат ~1 #n ~3 терміни|замовлення|пишіть",
      ],
      uz: ["diplom|kurs|referat*|mustaqil ~3 yozib ~1 beramiz|beraman"],
      en: [
        "plagiarism free",
        "write|do|take ~1 your ~1 essay*|assignment*|exam|exams|thesis|dissertation|homework|classes ~3 cheap|affordable|fast|guaranteed|dm|text|whatsapp|contact",
        "help ~1 with ~1 your ~1 essays|assignments|exams|thesis|dissertation|homework|assignment|essay ~3 plagiarism|dm|text|whatsapp|contact|affordable|cheap|rates|prices|delivery",
        // "pay someone to do your assignments"; "A grade guaranteed"
        "pay|paying ~1 someone ~2 do|write|take ~1 your ~1 assignment*|homework|essay*|exam|exams|classes|class|thesis|coursework",
        "grade|grades ~1 guaranteed",
      ],
    },
  },
  {
    // Payments past sanctions: foreign services paid, money moved out of Russia, Apple ID and Steam topped up, "обход
    // ограничений". A member asking how to pay for Netflix is chat.
    name: "payment_transfer_service",
    category: "finance",
    weight: 30,
    lang: ["ru", "uk", "uz", "en"],
    description: "Foreign payments, transfers abroad, top-ups and cash currency sold past sanctions, restrictions and banks",
    patterns: {
      // the seller in the first person, or the service with its terms; a member's "Пополнение Steam через киви не
      // работает?", "Переводы за границу теперь только через Казахстан" or "обход блокировок через VPN" is chat
      ru: [
        "оплачу|оплатим|оплачиваем ~1 зарубежн*|иностранн* ~1 сервис*|подписок|покупок|услуг",
        "оплата ~1 зарубежн*|иностранн* ~1 сервис*|подписок|покупок|услуг ~3 пиши*|пишите|лс|личку|комисси*|быстро|выгодн*|переводы",
        "пополню|пополним|пополняем ~2 apple|эпл|steam|стим|app|арр|psn|playstation",
        "пополнени* ~1 apple|эпл|steam|стим|app|арр|psn|playstation ~3 пиши*|пишите|лс|личку|комисси*|быстро|выгодн*|дешев*",
        "выведу|выведем ~3 за границу|рубеж",
        "выведу|выведем ~3 из россии|рф",
        "выведу|выведем ~3 в любую страну",
        "переводы ~3 за границу|рубеж ~3 комисси*|выгодн*|быстро|пиши*|пишите|лс|личку|любые|любую",
        "обход ~1 ограничений|санкций ~3 пиши*|пишите|лс|личку|курс*|выгодн*|быстро",
        // cash currency bought or sold by a private dealer ("Куплю доллары и евро наличными по выгодному курсу"); not
        // the member's "Купил доллары в банке" or "Где сейчас выгодный курс доллара?"
        "куплю|продам|продаю|покупаю|скупаю|обменяю ~2 доллар*|евро|валют*|usd|usdt ~3 налич*|курс*|дорого",
        // 'обнал любых сумм, кэшаут с карт' (r229)
        "обнал|обналичка|обналичу|кэшаут|кешаут ~3 карт*|сумм*|процент*|быстро",
      ],
      uk: ["оплата ~1 закордонн*|іноземн* ~1 сервіс*|підписок", "перекази|виведу ~3 за кордон"],
      uz: ["dollar|valyuta|yevro ~2 sotib olamiz ~3 yaxshi|naqd|qimmat", "dollar|valyuta|yevro ~2 sotamiz|almashtiramiz ~3 yaxshi|naqd|qimmat"],
      en: [
        "pay ~1 for ~1 foreign ~1 services|subscriptions ~3 russia|sanctions",
        "bypass ~1 sanctions|restrictions",
        // 'I pay bills for half the price' (r307)
        "pay ~1 bills ~2 half ~1 the ~1 price",
        "bills ~1 for ~1 half ~1 price|off",
      ],
    },
  },
  {
    // Hacking sold: "взлом любых аккаунтов", "hacker for hire". The victim ("Взломали аккаунт ВК") is chat.
    name: "hacking_services",
    category: "illegal",
    weight: 35,
    lang: ["ru", "uk", "en"],
    description: "Accounts, phones and messengers hacked, unblocked or spied on to order",
    patterns: {
      ru: [
        "взломаю|взломаем ~3 аккаунт*|страниц*|вк|инст*|телеграм*|ватсап*|whatsapp|почт*|телефон*|любой|любого|любых",
        "взлом ~3 любых|любого|любой|анонимно|недорого|гаранти*|пишите|пиши",
        // banned accounts "unblocked" for a fee, in the first person; "Мой аккаунт в Instagram заблокировали" is the
        // victim
        "разблокирую|разблокируем|восстановлю|восстановим ~1 аккаунт*|акк*|страниц*|профил*|телеграм*|whatsapp|instagram|инстаграм*|ватсап*",
        // spy apps: a partner's messages read "without access to the phone"; "Муж читает мою переписку" is chat
        "прочитать|читать|прочесть|посмотреть ~2 переписк*|переписок ~3 мужа|жены|девушки|парня|партнер*|любого|любой|человека",
        "переписк*|переписок ~3 без ~1 доступа",
        "слежк* ~2 за ~1 мужем|женой|партнер*|девушкой|парнем",
        // access 'opened' to any account, blocked accounts 'opened' (the eighty-eighth round); 'У меня взломали ВК,
        // восстановила через поддержку' is the victim
        "открою|откроем|вскрою|вскроем ~3 доступ ~2 к ~1 любому|любой|чужому|чужой ~1 аккаунт*|странице|переписк*",
        "открываю|откроем|открою|разблокирую ~2 заблокированн* ~1 аккаунт*|страниц*|карты|счета",
        // a blocked card unblocked 'in 30 minutes' (r274)
        "поможем|помогу ~1 разблокировать|разблокирую ~3 за ~1 #n|карт*",
        // an SMS bomber (r296)
        "смс ~1 бомбер ~3 завалю|#n|пиши",
        "завалю ~2 звонками",
      ],
      uk: ["зламаю|зламаємо ~3 акаунт*|сторінк*|телефон*|будь|сторінок", "розблокую|відновлю ~2 акаунт*|сторінк*|профіл*|сторінок"],
      en: [
        "hacker for hire",
        "hack any ~1 phone|phones|account|accounts|whatsapp|instagram|facebook|snapchat|email",
        "recover|unban|unblock ~3 accounts|account ~3 hours|#n|dm|fast|guaranteed",
        "read ~2 their|his|her ~1 messages|texts|chats ~3 without|knowing",
        "track ~2 partner*|spouse*|husband*|wife*|girlfriend*|boyfriend* ~2 phone|location|messages",
        "recover*|restore|unlock ~2 your ~1 hacked|disabled|banned|locked|suspended ~3 account|accounts ~2 our|we|dm|pm|inbox|team|contact|guaranteed|fast",
        // 'I can restore your account in 2 hours'
        "restore|recover ~1 your ~1 account ~3 hours|#n|contact|dm",
        // 'I recover any account within hours' (r193)
        "recover|restore ~1 any ~1 account|accounts ~3 hours|minutes|payment|fee|dm|hacked",
        // 'I'm a certified hacker, I can get into any phone or WhatsApp account' (r215)
        "i ~1 can ~1 get ~1 into ~1 any ~1 phone|account|whatsapp|instagram|facebook|email|snapchat",
        "certified|professional|ethical ~1 hacker ~3 any|phone|account|whatsapp|dm|guaranteed|hire",
        // 'I help people recover hacked accounts' (r251)
        "i|we ~1 help ~1 people ~1 recover|restore|unban ~3 hacked|banned|disabled",
        // a hacker who fixes credit (r271)
        "contact ~1 this ~1 hacker",
        "hacker ~3 fixed|fix ~2 credit",
        // hackers for hire of 2025 (r333): 'remote access to their phone', 'grades changed ... discreet', 'clone any WhatsApp', 'a spy app installed remotely', 'catch a cheating spouse, full access to their messages', 'iCloud bypass', 'remove negative records from any database'
        "remote ~1 access ~3 their|partner*|phone|phones",
        "who ~1 your ~1 partner ~2 is ~1 texting",
        "grades ~1 changed ~3 portal|portals|discreet|dm|message",
        "clone ~1 any ~1 whatsapp|phone|telegram|account",
        "recover ~1 deleted ~1 messages ~3 any|private|text|dm|fast",
        "credit ~1 score ~1 fixed ~3 week|days|#n",
        "spy ~1 app ~3 installed|remotely|any",
        "location ~3 from ~2 just ~2 their ~1 number",
        "i ~1 unlock ~1 banned ~2 telegram|whatsapp|instagram|accounts",
        "cheating ~1 spouse|partner|wife|husband ~3 access|messages",
        "icloud ~1 bypass",
        "get ~2 into ~1 any ~1 locked ~1 iphone|phone",
        "remove ~2 negative ~1 records ~3 database",
        "hacking ~1 services ~3 social|emails|phones|grades|contact",
      ],
    },
  },
  {
    // Fake aid and compensation payouts: the UN, the Red Cross or the state "pays everyone", the form or the bot behind
    // the link takes the card. The aid itself is chat ("Червоний Хрест приїжджав з гуманітаркою"): the payout claimed
    // with a way to claim it fires.
    name: "fake_aid_payout",
    category: "phishing",
    weight: 35,
    lang: ["ru", "uk", "en", "uz"],
    description: "Fake aid, state payouts and compensations with a form, link or bot to claim them",
    patterns: {
      ru: [
        "госвыплат* ~3 каждому|всем|ссылк*|бот*|проверь*|проверьте|узнай*|узнайте",
        "проверь*|проверьте|узнай*|узнайте ~2 право на ~1 получени*|выплат*|компенсац*",
        "узнай*|узнайте|проверь*|проверьте ~1 свою|вашу ~1 сумму|выплату|компенсацию",
        "выплат*|компенсац* ~3 каждому|всем ~3 ссылк*|бот*|проверь*|проверьте|узнай*|узнайте",
        // a transfer or a prize "sent to you", to be received in a bot ("Вам отправлен перевод 5000 рублей, получите в
        // боте")
        "вам ~1 отправлен*|поступил*|начислен* ~1 перевод|выплата|платеж|деньги|приз",
        "вы выиграли ~3 розыгрыш*|iphone|айфон*",
        // a grant per head "не нужно возвращать", arranged in a DM; "Государство выдаёт субсидии фермерам, кто
        // оформлял?" asks
        "гранты|грант|субсидии|субсидию ~1 по|до ~1 #n ~3 возвращать|безвозмездн*|оформлени*|оформлю|личк*|пиши*",
        // arranged by the writer; "Книгу возвращать не нужно, оставь себе, пиши" is a friend's
        "возвращать|отдавать ~1 не ~1 нужно|надо|придется ~3 оформлени*|оформлю|оформим|заявк*|заявок",
        // a payment said to be owed to the reader, with where to check it: a bot, the profile, the pinned post, an ID
        // ("Проверьте, положена ли вам выплата, в боте"); "Узнать, положена ли вам выплата, можно по ссылке на сайте
        // СФР" sends to the fund
        "положен*|положена|положено ~2 ли ~1 вам ~1 выплат*|компенсац*|доплат*|возврат* ~3 бот*|боте|профил*|закреп*",
        "вам|всем ~1 положен*|положена|положено ~1 выплат*|компенсац*|доплат*|возврат* ~3 бот*|боте|снилс*|закреп*",
        "положена|положен ~1 компенсац*|выплат* ~3 #n ~3 ссылк*|бот*|боте",
        "положена|положен ~1 компенсац*|выплат*|доплат* ~3 #n ~3 узнать|узнайте|проверить|проверьте ~1 сумму|сумма",
        // a group paid a sum, claimed in a bot or the profile; "Пенсионерам доплата 2000 с января, ссылка на новость в
        // закрепе" is news
        "пенсионерам|родителям|вкладчикам|гражданам|жителям|многодетным|переселенцам|беженцам ~2 доплат*|выплат*|компенсац* ~3 #n ~3 бот*|боте|успейте|профил*",
        "успейте|успей ~2 подать|оформить|получить ~1 заявк*|выплат*|компенсац* ~3 ссылк*|закреп*|профил*|бот*|боте",
        "по ~1 номеру ~1 снилс*|паспорт*|карты ~3 боте|бот*",
        // fines "со скидкой 50%, оплата в боте"; the question "Штрафы со скидкой в боте Госуслуг можно оплатить?" has
        // no "оплата"
        "штраф*|штрафов ~3 скидк* ~3 оплата ~1 в ~1 боте",
        // a bank or the central bank "returning fees / compensating losses" to everyone; "Сбербанк возвращает комиссию
        // всем клиентам, если пожаловаться в поддержку" names no way in
        "возвращает|возвращают|компенсирует|компенсируют ~1 комисси*|потери|вклады|сбережени* ~3 вкладчик*|клиент*|пострадавш*|года|лет ~3 всем|каждому|клиентам|бот*|бота|юрист*|ссылк*",
        // 'проверьте право в боте до конца месяца'
        "проверь*|проверьте ~2 право ~3 бот*|боте",
        // a state fee 'возвращается всем', a tax deduction 'в нашем боте', 'проверь, нет ли тебя в базе мошенников' (r200)
        "госпошлин* ~2 возвращ* ~3 всем|бот*",
        "вычет ~3 в ~1 нашем ~1 боте",
        "базе ~1 мошенников|должников ~3 бот*|проверь*|бесплатно",
        // 'компенсация вкладов СССР одобрена! Проверьте, положена ли вам выплата' (r213; not 'компенсацию вкладов бабушке выплатили')
        "компенсац* ~2 вкладов ~1 ссср|сбербанка ~3 одобрен*|проверь*|проверьте|ссылк*|положен*|получи*",
        "проверьте|проверь|узнайте|узнай ~2 положена|положены|положен ~1 ли ~1 вам|тебе ~1 выплата|выплаты|компенсация",
        // 'держава виплачує 8000 грн кожному, хто має дітей, оформлення через бот' (r218; not 'виплачує допомогу всім ВПО, треба подати заявку')
        "виплачує|виплатить ~2 #n ~2 грн ~1 кожному ~3 бот*|посиланням|оформлення",
        // a state payout to everyone, an overpayment returned, unclaimed payouts (r280)
        "новая ~1 выплата ~2 от ~1 государства",
        "вернем|вернём ~1 переплату ~3 заявку|боте|ссылке",
        "вернем|вернём ~1 переплату ~1 за ~1 #n",
        "проверка|узнайте ~3 неполученных ~1 выплат|компенсаций",
        "вам ~1 положена|положен ~1 компенсация|выплата ~3 оформите|заявку|ссылке|боте|профиле",
        // fake payouts and state services of 2025 (r308): a tax refund 'without going to the tax office', a payment to families 'check by the link', a one-off payment to pensioners 'through the bot', a certificate 'for every family', 'неполученные выплаты по ИНН'
        "возврат ~1 ндфл ~3 боте|ссылке|сумму",
        "возврат ~1 ндфл ~3 без ~1 похода",
        "новая ~1 выплата ~3 семьям|пенсионерам ~3 ссылке|боте|проверьте",
        "разовая ~1 выплата ~3 бота|боте|ссылке",
        "сертификат ~3 для ~1 каждой ~1 семьи",
        "компенсация ~2 за ~1 жкх ~3 ссылке|сумму|перейдите",
        "обучение ~3 от ~1 государства ~3 боте|ссылке",
        "помощь ~1 семьям ~1 военнослужащих|участников ~3 выплата|заявка",
        "возврат ~2 за ~1 страховку ~3 боте|анкету|ссылке",
        "государство ~1 возвращает ~1 деньги",
        "узнайте ~2 сколько ~1 вам ~1 должны",
        "разовая ~1 помощь ~2 от ~1 фонда ~3 каждому|заявк*|ссылк*|бот*",
        "каждому ~2 кто ~1 подаст ~1 заявку",
        "проверка ~2 по ~1 снилс|инн|паспорту ~3 боте|бот",
        "пересчет|пересчёт ~1 делаем|сделаем ~2 за ~1 вас",
        "неполученные ~1 выплаты",
        "субсиди* ~3 оформим ~2 за ~1 вас",
        "вычет ~3 без ~1 справок",
        "узнайте ~1 сумму ~3 боте|паспорту|ссылке",
        // 'проверьте, положена ли вам, по ссылке' (r308)
        "проверьте ~2 положена|положен ~1 ли ~1 вам",
        // Kazakh and Kyrgyz 'a payment from the state to every family, check in the bot' (r323)
        "мемлекеттен|мамлекеттен ~3 төлем|төлөм ~2 ботта|ботто",
        "мемлекеттен|мамлекеттен ~1 әр|ар ~3 отбасыға|бүлөгө",
        // 'вам положена выплата 12 000 рублей' (r329)
        "вам ~1 положена ~1 выплата ~2 #n ~3 проверьте|боте|ссылке|бот",
        // payouts to soldiers' families 'через бота', 'помощь участникам СВО: закрытие кредитов, оформление выплат' (r334)
        "выплата ~1 семьям ~1 участников ~3 бот*|бота|заявка",
        "помощь ~1 участникам ~1 сво ~3 выплат*|кредит*|пишите",
        "ветеранам ~3 положена ~1 компенсация ~3 бот*|боте|проверьте",
        // 'выплата жителям района ... проверьте в боте' (r345)
        "выплата ~1 жителям ~3 проверьте|боте|бот",
        // 'компенсация за отключения света ... проверьте в нашем боте' (r361)
        "отключения ~1 света ~3 проверьте ~2 нашем ~1 боте",
      ],
      uk: [
        "виплат* ~2 від ~1 оон|червоного ~3 кожному|анкет*|посиланн*|посиланням",
        "заповн* ~1 анкет* ~2 за ~1 посиланням",
        "виплат* ~2 від ~1 оон|хрест* ~3 #n|грн|гривень|гривні|кожного|кожному|кожен",
        // offered ("отримайте допомогу від ООН"), not received ("Отримали допомогу від Червоного Хреста, дякуємо")
        "отримайте|отримати|отримай ~3 допомог*|виплат* ~3 оон|хрест*|unicef|юнісеф|держав*|уряд*",
        "хрест*|оон|unicef|юнісеф ~3 виплачу*|надає|надають ~2 допомог*|виплат* ~3 всім|кожному|встигн*|заявк*|посиланн*|анкет*|заявок",
        "допомог*|виплат* ~3 оон|хрест*|unicef|юнісеф ~3 анкет*|посиланн*|заявк*|сайт*|бот*|форм*|заявок",
        // "пишіть мені" after it; "Повертати не треба, це подарунок, пиши якщо що" is a friend's
        "повертати ~1 не ~1 треба|потрібно ~3 оформлен*|особист*|заявк*|мені|заявок",
        // the government "pays N to everyone" through a bot or a link; "Уряд виплачує 1500 грн кожному, хто
        // зареєструвався в Дії" is news
        "уряд|держава|мінсоцполітики ~1 виплачує|виплачують|виплатить|нараховує ~3 #n|кожному|всім ~3 бот*|боті|посиланн*|посиланням|профіл*",
        "єпідтримк* ~3 отримай*|отримайте|повертається|посиланн*|посиланням|картк*",
        "вам ~1 належить|належать ~1 компенсац*|виплат*|доплат*|повернення ~3 бот*|боті|бота",
        // a payment to the displaced (ВПО) "arranged in a bot"; "Як отримати виплату ВПО? Через Дію чи ЦНАП?" asks
        "переселенц*|впо ~2 виплат*|выплат*|допомог* ~3 #n ~3 оформлен*|бот*|боті|посиланн*|посиланням|тисни",
        // 'отримай державну виплату ... в боті'
        "отримай*|отримати ~2 державн* ~1 виплат*|допомог* ~3 #n ~3 бот*|боті|анкет*|посиланн*|посиланням",
        // 'Вам нарахована компенсація 8000 грн'
        "вам ~1 нарахован* ~1 компенсац*|виплат*|допомог* ~2 #n ~2 грн ~3 отримайте|посиланн*|посиланням|бот*|боті",
        // 'перевір право в боті', 'оформлення через бот', 'перевірте суму в нашому боті'
        "перевір|перевірте|перевірити ~2 право ~3 бот*|боті",
        "виплат* ~3 #n ~3 оформлен*|оформити ~2 через ~1 бот|бота",
        "перевір*|перевірте|дізнайтеся ~2 суму ~2 в|у ~1 нашому ~1 боті",
        // 'фонд виплачує допомогу переселенцям, заявка в боті', 'отримай 3000 грн від держави' (r302)
        "виплачує ~2 допомогу ~3 боті|заявка|посиланням",
        "від ~1 держави ~3 посиланням|перевір|отримай",
        "отримай ~2 грн ~2 від ~1 держави",
        // payouts to the displaced and 'from the UN' (r313)
        "переселенцям|впо ~2 нарахован*|нараховано ~2 компенсац*|виплат*|допомог* ~3 перевір*|бот*|боті|посиланн*|списку",
        "допомога ~2 впо ~3 фонду ~1 #n",
        "виплати ~2 від ~1 оон|unicef|юнісеф ~3 родин|перевір*|боті|посиланн*",
        // 'виплата для всіх, перевір у боті' (r328)
        "виплата ~2 для ~1 всіх ~2 перевір*",
        // surzhyk 'выплата від держави 6500, перевірте в боті' (r344)
        "виплата|выплата ~2 від ~1 держави ~3 перевірте|боті|#n",
        // 'виплата мешканцям району ... перевірте в боті' (r348)
        "виплата ~1 мешканцям ~3 перевірте|боті",
        // 'виплата родинам військових ... заявка через бота' (r350)
        "виплата ~1 родинам ~1 військових ~3 заявка|бот*|бота",
        // fake payouts and state services in Ukrainian (r360): a tax refund 'без походу в податкову', 'нова виплата сім'ям ... за посиланням', 'разова виплата через бота', a certificate 'для кожної родини', 'невиплачені виплати за ІПН'
        "повернення ~1 пдфо ~3 боті|посиланням|суму",
        "повернення ~1 пдфо ~3 без ~1 походу",
        "нова ~1 виплата ~3 сім ~1 ям|пенсіонерам ~3 посиланням|боті|перевірте",
        "разова ~1 виплата ~3 бота|боті|посиланням",
        "сертифікат ~3 для ~1 кожної ~1 родини ~3 оформлюється|посиланн*|онлайн",
        "компенсація ~2 за ~1 комуналку ~3 посиланням|суму|перейдіть",
        "навчання ~3 від ~1 держави ~3 боті|посиланням",
        "повернення ~2 за ~1 страховку ~3 боті|анкету|посиланням",
        "невиплачені ~1 виплати ~3 перевірте ~1 себе",
        "субсиді* ~3 оформимо ~2 за ~1 вас",
        "ветеранам ~3 належить ~1 компенсація ~3 бот*|боті|перевірте",
        // 'компенсація за відключення світла ... перевірте в нашому боті' (r363)
        "відключення ~1 світла ~3 перевірте ~2 нашому ~1 боті",
      ],
      en: [
        "eligible for ~3 grant|payment|compensation|stimulus ~3 claim|link|apply",
        "government grant ~3 claim|link",
        // a payment per head with the way to apply ("for every household member, apply through the link"); "The relief
        // payment of 600 finally came" is a member's
        "every|each ~1 household ~1 member* ~3 apply|link|claim|before",
        "claim ~3 grant|stimulus|compensation ~3 link|now|today",
        // "a grant you never have to pay back"; "I'll never pay back that loan" has no grant
        "grant|grants ~3 never|not|no|dont ~3 pay|repay ~1 back|it",
        // with the way to apply; "You qualify for the grant if your company is under 2 years old" explains
        "you qualify ~3 grant|grants|funding|payment|compensation ~3 apply|dm|link|today|claim|form",
        // English payment bait: eligibility checked by a link or a bot, a relief payment with a claim, a tax refund
        // "pending, verify your details", money unclaimed "in your name", the card asked for in a DM
        "check ~1 your ~1 eligibility ~3 link|bio|bot|dm",
        "relief|stimulus ~1 payment|payments|check|checks ~3 #n|available|pending|unclaimed ~3 bio|claim|dm|bot|eligibility",
        "your ~1 tax ~1 refund ~3 pending|ready|approved|available|waiting ~3 verify|confirm|enter|submit ~1 your ~1 details|identity|info|information|data|card|bank",
        "unclaimed ~2 stimulus|refund|payment|funds|check|grant ~2 in ~1 your ~1 name ~3 claim|dm|bot|link|before",
        "dm|message|inbox|text ~1 me ~1 your ~1 full ~1 name ~2 and ~1 card|bank",
        // "free money you never repay", "a small business grant ... message me for the link"; the council's "The small
        // business grant is open, apply on the council website" names no contact
        "free ~1 money ~3 never|dont|don|not ~3 repay|return",
        "small ~1 business ~1 grant|grants ~3 message|dm|apply|link|free|claim|#n",
        // '$7,500 government grant, no repayment needed, apply through my link'
        "grant ~3 no ~1 repayment ~3 apply|link|dm|claim",
        // a 'community grant' every member qualifies for, 'apply through the form in my bio' (r193)
        "every ~1 member ~3 qualifies|eligible|entitled ~3 #n",
        // 'Government grant of $5,000 available for everyone, no repayment needed, apply via my DM' (r215)
        "grant ~3 available ~2 for ~1 everyone|all",
        "no ~1 repayment ~1 needed|required ~3 dm|inbox|whatsapp|telegram",
        // 'Get $500 government assistance, fill out the form at the link' (r246)
        "government ~1 assistance|aid|payment ~3 form|link|claim",
        // 'government relief payment ... check your eligibility here' (r346)
        "relief ~1 payment ~3 eligibility|residents|check",
        // 'check your unclaimed government payments in this bot' (r352)
        "unclaimed ~1 government ~1 payments ~3 bot|got",
        // 'power outage compensation ... check your amount in our bot' (r362)
        "outage ~1 compensation ~2 for ~1 residents",
      ],
      // Uzbek: money "sent to you", to be accepted in a bot ("Sizga 500 000 so'm o'tkazildi, botda qabul qiling")
      uz: [
        "tkazildi|yuborildi ~2 botda|botga|havola*",
        "botda ~1 qabul qiling|oling",
        // a payout from the UN to every member of the family ("BMTdan yangi to'lov, oilaning har bir a'zosiga")
        "bmt* ~3 to lov ~3 har|oila*",
        "yordam ~1 puli|pul ~3 ro yxatdan o ting ~2 havola*|bot*|link*",
        "yordam ~1 puli ~3 botda ro yxatdan o ting",
        "ердам ~1 пули ~3 ботда ~1 рўйхатдан ~1 ўтинг",
        "lov|lovi|puli|nafaqa ~3 #n ~3 so ~1 m ~1 botda",
        // 'davlatdan har bir oilaga 1 million so'm to'lov' (r320)
        "har ~1 bir ~1 oilaga ~3 to ~1 lov",
        "davlatdan ~3 oilaga",
        // 'компенсация, суммангизни ботда текширинг', read in the Latin script (r364)
        "kompensasiya ~3 botda",
      ],
    },
  },
  {
    // Deferment from the draft and border crossing sold (Ukrainian men barred from leaving, Russian mobilisation):
    // offers "під ключ / офіційно / гарантовано"; a family's "Брата забрали по мобілізації" is chat.
    name: "draft_evasion_services",
    category: "illegal",
    weight: 35,
    lang: ["ru", "uk"],
    description: "Draft deferments, military papers and border crossings sold",
    patterns: {
      ru: [
        "отсрочк*|отсрочек ~2 от ~1 армии|мобилизац*|призыв* ~3 ключ|гарант*|конфиденциальн*|пишите|недорого|военный|билет",
        "военный билет ~2 без ~1 службы|армии",
        "купить|куплю|сделаю|сделаем|оформлю ~2 военный билет",
        "белый|белого ~1 билет|билета ~3 законно|легально|гарант*|дней|пишите|цена|недорого|ключ",
        // leaving the country despite a ban, arranged by the writer ("Помогу выехать за границу, если запрет на
        // выезд"); "Можно ли выехать за границу, если есть долг?" asks
        "помогу|поможем ~1 выехать ~2 за ~1 границу|рубеж",
        "запрет* ~2 на ~1 выезд ~3 решаем|решим|поможем|помогу|снимем|сниму|пишите|лс",
        // 'есть знакомый в военкомате, решает вопросы с отсрочкой' (r217; not 'знакомый в военкомате сказал, что повесток не будет')
        "знаком* ~2 в ~1 военкомате ~3 решает|решаем|решу|поможет|помогает|пиши*|пишите|лс",
        // draft help of 2025 (r334): 'оформим бронь от мобилизации, пишите', 'отсрочка от армии законно', 'белый билет под ключ', 'категорию годности изменим', 'снимем с учёта в военкомате'
        "оформим ~2 бронь ~2 от ~1 мобилизации",
        "бронь ~2 от ~1 мобилизации ~2 официально ~2 пишите|лс",
        "отсрочка ~2 от ~1 армии ~1 законно ~2 поможем|пишите|консультац*",
        "белый ~1 билет ~2 под ~1 ключ",
        "категорию ~1 годности ~1 изменим",
        "проблем ~2 с ~1 военкоматом ~2 пишите|вывезем",
        "снимем ~2 с ~1 учета|учёта ~2 военкомат*",
      ],
      uk: [
        "бронь|бронювання ~2 від ~1 мобілізац*|тцк ~3 офіційно|офіційн*|ключ|пишіть|лс|особист*|гарант*|ціна|приват*",
        // a "white ticket" (unfit for service) or a pass without the medical board sold; "Білий квиток отримав по
        // здоров'ю" names no terms
        "білий|білого ~1 квиток|квитка ~3 легально|офіційно|офіційн*|днів|гарант*|пишіть|ціна|недорого|ключ",
        "без ~1 влк ~3 легально|офіційно|пишіть|гарант*|ключ|ціна",
        "відстрочк*|відстрочок ~3 офіційно|гарант*|пишіть|недорого",
        "відстрочк*|відстрочок ~3 під ~1 ключ",
        "виїхати|виїзд ~2 за кордон ~3 чоловік*|гарант*|пишіть|лс|особист*|ключ",
        "перетин*|перетнути ~1 кордон* ~3 чоловік*|гарант*|пишіть|лс|особист*|ключ",
        "допоможу|допоможемо ~1 виїхати|перетнути",
        // 'Зняття з розшуку ТЦК'
        "зняття ~2 з ~1 розшуку ~1 тцк ~3 оновлення|швидко|анонімно|гарант*|недорого",
        // a certificate 'для ВЛК' sold (r174)
        "продам|продаю|зробимо|зроблю|допоможу ~2 довідк* ~2 для ~1 влк",
        // a 'довідка-виклик' for study sold (r186)
        "довідк* ~1 виклик* ~3 будь|швидко|для",
        // 'відстрочка від мобілізації законно, оформлення за тиждень' (r202)
        "відстрочк* ~3 оформлення ~1 за",
        "відстрочк* ~2 від ~1 мобілізації ~1 законно",
        // 'бронювання працівників для будь-якої компанії, швидко, під ключ' (r238)
        "бронювання ~1 працівників ~3 будь*|швидко|ключ|компанії",
        // 'відстрочка для чоловіків будь-якого віку, законно, швидко' (r245; not 'відстрочку оформив законно через ЦНАП', nor 'відстрочка швидко оформлюється, якщо є документи?')
        "відстрочка ~3 чоловіків|будь",
        // a deferment arranged 'fast, without queues' (r252)
        "оформлю|оформимо|зроблю|допоможу ~2 відстрочку|відстрочки|бронь|бронювання ~3 без ~1 черг*|гарант*|писати|пишіть|лс|приват",
        // draft help in Ukrainian (r360): 'оформимо бронювання від мобілізації', 'відстрочка від армії законно, допоможемо', 'білий квиток під ключ', 'категорію придатності змінимо', 'знімемо з обліку в ТЦК'
        "оформимо ~2 бронювання ~2 від ~1 мобілізації",
        "відстрочка ~2 від ~1 армії ~1 законно ~2 допоможемо|пишіть|консультац*",
        "білий ~1 квиток ~2 під ~1 ключ",
        "категорію ~1 придатності ~1 змінимо",
        "знімемо ~2 з ~1 обліку ~2 тцк",
      ],
    },
  },
  {
    // Recruiting for the army in a recruiter's voice, as mass-posted into Russian city chats since 2023 ("Контракт с
    // Минобороны, единовременная выплата 3 000 000, помогаем с оформлением, пишите"): an ad like any other posted
    // unasked. A family's "Брат подписал контракт, выплату ждём" and the news of a raised payment name no recruiter.
    name: "military_contract_recruiting",
    category: "promotion",
    weight: 30,
    lang: ["ru"],
    description: "Army contracts advertised with the payment and a recruiter's call (mass-posted recruiting)",
    patterns: {
      ru: [
        "единовременн* выплат* ~3 #n ~3 помогаем|поможем|пишите|звоните|обращайтесь|лс|личку",
        "помогаем|поможем|сопровождаем ~2 с ~1 оформлением ~2 контракт*",
        "служба|службу ~2 по ~1 контракту ~3 выплат*|подъемн*|зарплат* ~1 от|#n",
        "набор ~2 в ~1 добровольческ*|штурмов*",
        "набор ~2 на ~1 контракт*|службу",
        // to the army, not to a church's service ("Приглашаем вас на утреннюю службу" is a parish's)
        "приглашаем ~3 на ~1 контракт*",
        "приглашаем ~3 на ~1 военную|контрактную ~1 службу",
        "приглашаем ~3 на ~1 службу ~1 по ~1 контракту",
        "подъемн* ~2 сразу|#n",
        "контракт ~2 #n ~1 млн ~1 сразу ~2 лс|пиши*|личку",
        // the Ukrainian 'Контракт 18-24: 1 000 000 грн одразу, допоможемо оформити швидко'
        "контракт ~1 18 ~1 24 ~3 #n|допоможемо|допоможу|оформ*|пишіть|одразу",
        // contract recruiting of 2025 (r334): 'выплата 2 миллиона при подписании', 'подъёмные 3 миллиона', 'работа в зоне строителем, 300 000', drivers and medics 'в зону'
        "выплат* ~3 #n ~2 при ~1 подписании",
        "подъемные|подъёмные ~2 #n ~1 миллиона|млн",
        "единовременн* ~1 выплат* ~2 #n ~3 оформим|звоните|пишите",
        "набор ~1 добровольцев ~3 выплат*|оформим|звоните",
        "работа ~2 в ~1 зоне ~3 строител*|водител*|#n",
        "в ~1 зону ~3 контракт|звоните|высокая",
      ],
    },
  },
  {
    // VPN services advertised: the trial, the blocks it gets round, the bot to take it in. A member asking
    // "Какой VPN сейчас работает?" or "VPN перестал работать" names none of them.
    name: "vpn_promotion",
    category: "promotion",
    weight: 25,
    lang: ["ru", "uk", "en"],
    description: "VPN services advertised with a trial, the blocks they get round or a bot to take them in",
    patterns: {
      ru: [
        "vpn|впн ~3 #n ~1 дней|дня|день|месяц ~1 бесплатно",
        "vpn|впн ~2 обходит|обход ~2 все|любые ~1 блокировк*",
        "vpn|впн ~3 без ~1 рекламы|логов ~3 бот*|боте|ссылк*|профил*|бесплатно|пробн*",
        // a trial "in the bot", the way VPN bots are sold
        "#n ~1 дней|дня ~1 бесплатно ~2 в ~1 боте",
        "vpn|впн ~1 бесплатно ~2 бот ~1 в ~1 профиле|описании",
        // 'Бесплатный VPN без ограничений ... жми в бота'
        "vpn|впн ~2 без ~1 ограничений ~3 бот*|бота|скорост*|бесплатн*",
      ],
      uk: [
        "vpn|впн ~3 перший ~1 місяць|тиждень ~1 безкоштовно",
        "vpn|впн ~3 без ~1 реклами ~3 бот*|боті|посиланн*|біо|профіл*|безкоштовно",
        "найкращий ~1 vpn|впн ~3 посиланн*|біо|бот*|боті|безкоштовно",
      ],
      en: ["vpn ~3 #n ~1 days|day|month ~1 free", "vpn ~3 free ~1 trial", "best vpn ~3 link|bio|bot|dm"],
    },
  },
  {
    // Addiction treatment advertised with a doctor sent home round the clock (a grey market of call centres posting
    // into city chats). A family asking "посоветуйте клинику" names no doctor sent.
    name: "addiction_treatment_ad",
    category: "promotion",
    weight: 35,
    lang: ["ru", "uk"],
    description: "Addiction treatment at home advertised (a drip, a doctor sent round the clock, anonymously)",
    patterns: {
      ru: [
        // round the clock or with a doctor sent ("Делали отцу вывод из запоя на дому, помогло" is a family's)
        "вывод ~2 из ~1 запоя ~3 круглосуточно|выезд*|24",
        "выезд ~1 врача|нарколога ~3 #n|круглосуточно|анонимно",
        "нарколог* ~3 на ~1 дом|дому ~3 анонимно|круглосуточно|#n",
        "кодировани*|кодировка|кодировку ~2 от ~1 алкогол*|пьянства ~3 анонимно|гарант*|#n|звоните|пишите",
        "капельниц* ~2 от ~1 похмелья|запоя ~3 на ~1 дому",
      ],
      uk: ["виведення ~2 з ~1 запою ~3 вдома|додому|цілодобово|анонімно|виїзд*", "нарколог* ~3 додому|вдома ~3 анонімно|цілодобово"],
    },
  },
  {
    // Grey paperwork and financial services advertised into Russian group chats in 2025-26 (the eighty-eighth round): a
    // diagnostic card "без осмотра" entered in the EAISTO base, cards unblocked under 115-FZ, a foreign
    // card or a Kyrgyz account opened "без выезда", bad reviews removed, papers "с внесением в реестр", a tax
    // deduction "за 1 день", a licence returned early, camera fines removed, a MKAD pass "без отказов". Each in the
    // seller's voice; the customer's "Банк заблокировал карту по 115-ФЗ, вернули через неделю", "Медкнижку делала в
    // поликлинике", "Права вернули после лишения" are not.
    name: "grey_services",
    category: "services",
    weight: 35,
    lang: ["ru"],
    description: "Grey paperwork and financial services sold (a diagnostic card without the car, 115-FZ unblocking, foreign cards, reviews removed)",
    patterns: {
      ru: [
        "диагностическ* карт* ~3 без ~1 осмотра|приезда|автомобиля|машины",
        "внесем|внесём|внесу ~2 в ~1 базу|реестр ~1 еаисто|гибдд|рса|фмс|мвд",
        "с ~1 внесением ~2 в ~1 базу|реестр",
        "осаго|каско ~3 без ~1 техосмотра|диагностики",
        "разблокируем|разблокирую|снимем|снятие ~3 по ~1 115 ~1 фз",
        "оформим|оформлю|откроем|открою ~3 зарубежн* ~1 карт*|счет*",
        "оформим|оформлю|откроем|открою ~3 карт*|счет* ~3 без ~1 выезда|визита|присутствия",
        "откроем|открою ~2 счет* ~3 в ~1 банке ~1 киргизии|казахстана|кыргызстана|армении|грузии",
        "удалим|удалю|удаляем ~3 негативн*|плох* ~1 отзыв*",
        "верну|вернем|вернём|оформлю ~2 налоговый ~1 вычет ~3 за ~1 #n ~1 день|дня|дней",
        "лишили ~1 прав ~3 вернем|вернём|досрочно",
        "вернем|вернём ~1 права ~2 досрочно|законно",
        "снимем|отменим ~1 штрафы",
        "пропуск* ~2 на ~1 мкад|ттк ~3 за ~1 #n ~1 день|дня|дней|час*",
        "пропуск* ~2 на ~1 мкад|ттк ~3 без ~1 отказ*",
        // accounts sold 'с отлёжкой' (aged, for spam)
        "продаю|продам|продажа|опт* ~3 аккаунт*|акк* ~3 отлежк*|отлежкой",
        // 'закрою ИП за один день, без вашего участия' (not the question 'закрою ИП за один день? нет')
        "без ~1 вашего ~1 участия ~3 недорого|пиши*|быстро|лс",
        "закрою|открою ~1 ип|ооо ~2 за ~1 один|#n ~1 день ~3 без|недорого|пиши*|лс|быстро",
        // records and fines 'снимем через знакомых' (r171)
        "снимем|сниму ~1 судимост*|запрет* ~3 гарантия|гарантией|через|быстро|недорого",
        // a tax refund of N% made for you (r274)
        "верну ~1 #n ~3 лечение|обучение|вычет",
        // fuel cards at a discount (r285)
        "топливные ~1 карты ~3 скидкой|скидка ~1 #n",
        // an arrest lifted from a card, a record cleared (r294, r296)
        "снимем|сниму ~1 арест ~3 за|пишите|лс|#n",
        "погашу|сниму ~1 судимость ~3 официально|базе|пишите|лс",
        // 'сим-карты с балансом и красивыми номерами' (r316)
        "сим ~1 карты ~2 с ~1 балансом ~3 красивыми|номерами|дешево|дёшево",
        // 'оценки в электронном дневнике исправим' (r327)
        "оценки ~3 дневнике ~1 исправим ~2 пишите|лс|пиши",
      ],
    },
  },
  {
    // "Vote for my niece in the contest": the link takes the voter's Telegram session. The ask in the first person, for
    // a relative or friend, with the contest or the link; a school's "Голосование за логотип" is chat.
    name: "vote_phishing",
    category: "phishing",
    weight: 35,
    lang: ["ru", "uk", "uz", "en"],
    description: "'Vote for my daughter / niece in the contest' links that steal the voter's account",
    patterns: {
      ru: [
        "проголосуй*|проголосуйте|голосуй*|голосуйте ~3 за ~2 племянниц*|племянник*|доч*|сын*|сестр*|брат*|подруг*|друг*|крестниц*|внучк*|внук*|внучек ~3 конкурс*|ссылк*|ссылка|ниже",
        // 'проголосуйте в конкурсе, нужно войти через Telegram' (not 'войти через Telegram на сайте Госуслуг нельзя')
        "конкурс* ~3 войти|войдите|авторизуйтесь ~2 через ~1 telegram|телеграм",
        // 'проголосуйте по ссылке, нужно войти через Госуслуги' (r200)
        "проголосуйте|проголосуй|голосуйте ~2 по ~1 ссылке ~3 войти|госуслуги|вход*|авториз*",
      ],
      uk: [
        "проголосуй*|проголосуйте|голосуй* ~3 за ~2 доньк*|дочк*|сина|сестр*|брат*|подруг*|друг*|племінниц*|онук*|онучк*|дочок|онучок ~3 конкурс*|посиланн*|нижче",
        // 'в конкурсі, потрібно увійти через Telegram'
        "конкурс* ~3 увійти|увійдіть ~2 через ~1 telegram|телеграм",
      ],
      uz: ["ovoz bering ~2 havola*|link*|pastda", "tanlov* ~3 ovoz bering"],
      en: ["vote ~2 daughter|son|niece|nephew|sister|brother|friend|cousin|kid|child ~3 contest|competition|link"],
    },
  },
  {
    // Delivery phishing: a parcel "held" for a small fee or an address to "update" behind a link. The customer's own
    // "Посылка застряла на таможне" is chat.
    name: "parcel_fee_phishing",
    category: "phishing",
    weight: 35,
    lang: ["ru", "uk", "uz", "en"],
    description: "Parcels 'held' or 'undelivered' until a fee is paid or an address updated through a link",
    patterns: {
      ru: [
        // held, then the imperative, the duty or the link ("... задержана на таможне, оплатите пошлину"); not
        // "Отправление задержано из-за праздников, оплату вернут?"
        "посылк*|отправлени*|посылок ~2 задержан*|недоставлен* ~3 оплатите|оплати|пошлин*|ссылк*",
        "оплатите|оплати ~2 пошлин*|сбор* ~2 по ссылке",
        "не может быть доставлен* ~3 адрес|оплатите|оплати|ссылк*",
        "уточните|подтвердите|обновите ~1 адрес ~3 оплатите|оплати|ссылк*",
        // a fine paid 'with a discount by the link' (r280)
        "штраф* ~3 скидкой ~3 ссылке",
      ],
      uk: [
        "відправлен*|посилк*|посилок ~3 не доставлен* ~3 оновіть|оплат*|посиланн*|посиланням",
        "відправлен*|посилк*|посилок ~3 затриман* ~3 оновіть|оплат*|посиланн*|посиланням",
        // 'ваша посилка затримана, сплатіть зберігання 80 грн за посиланням'
        "посилк* ~2 затриман* ~3 сплатіть|оплатіть ~2 зберігання|доставку|мито ~3 посиланн*|посиланням|#n",
      ],
      uz: ["posilk* ~3 bojxona*|ushlab ~3 havola*|lovni|tolov*"],
      en: [
        "package|parcel|shipment ~3 hold|held|undeliverable|suspended ~3 unpaid|fee|pay|link|address|release",
        "incomplete|invalid|wrong|unconfirmed ~1 address ~3 update|confirm|details|link|within|fee",
        "update ~1 your ~1 delivery|shipping ~1 details|address|information ~3 within|link|here|fee|hours",
        // 'Your package could not be delivered, pay the $1.99 fee to reschedule' (r235)
        "pay ~3 fee ~2 to ~1 reschedule|redeliver|release",
        // SMS-style phishing of 2025 posted in chats (r342): a package 'on hold' with its address, a 'redelivery fee', a 'customs fee to release the package', an 'unpaid toll ... pay now', a DMV 'outstanding traffic fine ... settle today', 'avoid license suspension', E-ZPass 'avoid penalties ... balance at the link'
        "package ~2 on ~1 hold ~3 address|update",
        "redelivery ~1 fee ~3 required|pay|#n",
        "customs ~1 fee ~3 release|package",
        "unpaid ~1 toll ~3 pay ~1 now",
        "outstanding ~1 traffic ~1 fine ~3 settle|today|avoid",
        "avoid ~1 license ~1 suspension",
        "outstanding ~1 balance ~3 link|penalties",
        "avoid ~1 penalties ~3 link|balance",
      ],
    },
  },
  {
    // "The group has moved, everyone join the new link": the new "group" is the scammer's. The move alone is also a
    // member passing on the admins' news ("Наш канал переехал, ссылка в закрепе"): the call to every member to go over
    // fires. A class moving rooms, an office, or an IRC channel (no phrase for "channel" in English) is chat.
    name: "group_move_phishing",
    category: "phishing",
    weight: 35,
    lang: ["ru", "uk", "en"],
    description: "'The group has moved, join by the new link' notices",
    patterns: {
      ru: [
        "групп*|чат|канал ~1 переехал*|переезжает ~3 все|всем|участник* ~2 переход*|вступ*",
        // the fake admin's notice: the chat 'moves' and the old one 'will be deleted', a reserve channel, a
        // verification in a bot 'otherwise you are removed', 'confirm you are human', 'press the button to stay in the
        // chat' (not 'группа переехала в новый чат жильцов, ссылку даст старшая', 'старый чат будет удалён, спросите у
        // соседей', 'чтобы остаться в чате, соблюдайте правила')
        "переезжает|переехала|переехал ~3 новый ~1 чат|канал ~1 здесь|тут|по",
        "чат|группа|канал ~1 будет ~1 закрыт|удален ~3 вступайте|резервн*|ссылк*|переходите",
        "резервн* ~1 канал|чат|группу ~3 ссылк*|вступ*|профил*",
        "боте|бот ~3 иначе ~2 удален*|удалены|потеряете|исключ*",
        "подтвердите|подтверди ~3 что ~1 вы|ты ~1 человек",
        "нажмите|нажми|кнопку ~3 чтобы ~1 остаться ~2 в ~1 чате|группе",
        "активируйте|активируй ~2 аккаунт* ~3 бот*|иначе|доступ",
        // the fake notice, a second batch: 'участники без подтверждения будут исключены', 'аккаунт будет ограничен ...
        // обновите доступ через бота', 'чтобы избежать блокировки, пройдите проверку в боте', 'пройдите капчу в боте',
        // 'снимите ограничение в боте', 'подозрительный вход ... подтвердите' (not 'участники без подтверждения оплаты
        // будут исключены из поездки', nor a gym's 'платная подписка')
        "участники ~1 без ~1 подтверждения ~3 исключены|удалены ~3 подтверд*|бот*|ссылк*",
        "аккаунт ~1 будет ~1 ограничен|заблокирован ~3 бот*|доступ|ссылк*|администрац*",
        "обновите|восстановите ~1 доступ ~2 через ~1 бот*",
        "избежать ~1 блокировки ~3 бот*|проверк*|ссылк*",
        "пройдите ~1 капчу ~2 в ~1 боте",
        "снимите ~1 ограничение ~3 бот*",
        "подозрительный ~1 вход ~3 подтвердите|ссылк*",
        // a clean-up of inactive members, 'to stay in the chat', a group 'closed' with a new one, verification (r292)
        "чистка ~1 неактивных ~3 напишите|остаться|бот*|модератор*",
        "чтобы ~1 остаться ~2 в ~1 чате|группе ~3 напишите|пройдите|нажмите|бот*|модератор*",
        "группа|чат ~1 будет ~1 закрыта|закрыт ~3 новая|новый|ссылке",
        "остаться ~2 в ~1 чате|группе ~3 пройдите|регистрацию|боте|напишите",
        "верификация ~2 в ~1 профиле|боте",
      ],
      uk: [
        "група|групу|чат|канал ~1 переїха* ~3 всі|всім|усі|усім|учасник* ~2 переход*|приєдн*",
        // the same in Ukrainian
        "переїжджає|переїхала|переїхав ~3 новий ~1 чат|канал ~1 тут|за",
        "боті|бот ~3 інакше ~2 видален*|видалені|втратите",
        "підтвердіть|підтверди ~3 що ~1 ви|ти ~1 людина",
        // the same in Ukrainian
        "учасники ~1 без ~1 підтвердження ~3 виключені|видалені ~3 підтверд*|бот*|посиланн*",
        "акаунт ~1 буде ~1 обмежено|заблоковано ~3 бот*|доступ|адміністрац*",
        "оновіть ~1 доступ ~2 через ~1 бот*",
        "пройдіть ~1 капчу ~2 в|у ~1 боті",
        "підозрілий ~1 вхід ~3 підтвердіть|посиланн*",
      ],
      en: [
        "group|chat ~2 moved|migrated ~3 join ~3 link|new|before|closed",
        // 'this group is moving to a new chat, join here', 'confirm in the bot ... or be removed'
        "group|chat ~2 moving ~3 join|new|link|closes",
        "bot ~3 or ~1 be ~1 removed|kicked|banned",
        // the same in English ('your account will be restricted ... renew access through the bot', 'suspicious login
        // detected, confirm your identity here', 're-verify your account with our security bot')
        "members ~1 without ~1 verification ~3 removed ~3 verify|bot|link",
        "account ~2 will ~1 be ~1 restricted|suspended|banned ~3 bot|renew|verify|link",
        "renew|restore ~1 access ~3 bot",
        "re ~1 verify ~3 account|bot",
        // 'verify you are human: open the bot and share your number' (r283)
        "open ~1 the ~1 bot ~2 share ~1 your",
      ],
    },
  },
  {
    name: "telegram_gift_bait",
    category: "giveaway",
    weight: 35,
    lang: ["ru", "uk", "en", "uz"],
    description: "Telegram Stars, Premium, NFT gifts and 'free gift' bait",
    patterns: {
      ru: [
        // not "звёзды в Telegram" alone: "Звёзды в Telegram дешевле покупать через Fragment?" asks ("telegram stars"
        // below)
        "звезд*|звёзд* ~2 бесплатн*|подарки|раздач*",
        "получи*|забира*|забери* ~2 звезд*|звёзд*",
        "telegram|тг stars|старс* ~3 бесплатн*|free|раздач*|раздаю|дарю|получи*|забери*|claim|giveaway|rate|курс*|дороже|выплат*|payout|дешевле|cheap|below|продам|продаю|sell|selling|куплю|покупаю|скупаю|бот*|bot",
        "телеграм|тг|telegram ~1 премиум|premium ~2 бесплатн*|даром|раздач*",
        "премиум ~2 бесплатн*|даром",
        "премиум в подарок",
        // Stars and Premium sold in the first person (paid with a stolen card, or never delivered); "Звёзды дешевле
        // покупать через Fragment?" asks
        "продаю|продам|продаем|продаём ~2 stars|старс|звезды|звёзды|премиум|premium",
        "премиум ~3 активиру*|актив*|получ* ~2 тут|здесь|ссылк*|бот*",
        // sold, bought or handed out, not asked about ("NFT-подарки в телеграме это вообще что?", r213)
        `подарк* ~2 нфт|nft|телеграм* ~3 бесплатн*|раздаю|раздач*|получи*|забери*|забирай*|продам|продаю|куплю|скупаю|дешевле|дороже|бот*|ссылк*|#n|${CALL_RU}`,
        "подарк* ~2 бесплатн* ~3 бот*|ссылк*|забира*|забрать|успей*",
        "получи*|забери*|забирай* ~2 подарок|подарки|звезд*|звёзд*|премиум",
        "бесплатн* ~1 премиум|звезд*|звёзд*|подарк*",
        // the product's Latin name in a Russian pitch ("Бесплатный Telegram Premium на 3 месяца")
        "бесплатн* ~1 telegram|тг|телеграм ~1 premium|stars",
        "отдаю|раздаю|дарю|забирай*|забери*|раздача|бесплатн* ~3 nft|нфт ~1 подарок|подарки|подарков|подарк*",
        "nft|нфт ~1 подарок|подарки|подарков|подарк* ~3 бесплатно|даром|забрать|забирай*|раздаю|раздача|отдаю",
        "подарю|дарю|раздаю|раздам ~2 нфт|nft|звезд*|звёзд*|премиум",
        // someone else gives them away ("Дуров раздаёт по 500 звёзд")
        // "по 500 звёзд": a number given to each, not "Телеграм дарит премиум авторам каналов?"
        "раздает|раздают|дарит|дарят ~2 #n ~1 звезд*|нфт|nft|подарк*",
        "подарок|премиум|premium|звезд*|звёзд*|stars ~2 ждёт|ждет ~1 тебя|вас ~3 бот*|боте",
        "анонимн* ~1 номер*|номера ~3 бесплатн*|telegram|телеграм|активир*|бот*",
        "дешевле|ниже ~1 fragment|фрагмент*",
        "коллекционн* ~1 подарк*|подарки ~3 продам|продаю|куплю|дешевле|ton|тон|пиши*",
        "покупаю|куплю|скупаю|выкупаю|скупка ~2 звезд*|звёзд*|stars|старс|юзернейм*|username* ~3 дороже|выплат*|пиши*|лс",
        // Stars 'returned' for a screenshot, N Stars 'to everyone' claimed in a bot; a Premium raffle and 'a gift from
        // Durov' alone were dropped ('Розыгрыш Telegram Premium в канале школы' and 'Подарок от Дурова всем
        // пользователям — новые эмодзи' scored `spam`)
        "звезд* ~3 за ~1 скриншот*",
        "#n ~1 звезд* ~2 каждому ~3 бот*|боте|активир*|ссылк*",
        "звезд* ~2 дешево|дешевле ~2 пиши*|лс|бот*|личку",
        // 'Раздаю телеграм-подарки первым 50 подписчикам'
        "раздаю|дарю|отдаю|раздача ~2 телеграм*|telegram|тг ~1 подарк*|подарки|подарков",
        // Stars exchanged for roubles
        "меняю|обменяю ~2 звезд* ~2 telegram|тг|телеграм ~3 рубли|рубль|руб|курс*|деньги",
        "дарю ~1 подарки ~1 в ~1 telegram|тг|телеграм ~3 всем|кто|подпиш*",
        // Premium 'за 1 рубль', 'за гривню' (not 'Премиум за 299 рублей в месяц дорого')
        "premium|премиум|преміум ~2 за ~1 #n ~1 рубль|гривню|доллар",
        "premium|премиум|преміум ~2 за ~1 гривню|рубль|копейку|копійку",
        // 'отдам 1000 звезд первым 10' (r169)
        "отдам|раздам|дарю|раздаю ~1 #n ~1 звезд*|звёзд*",
        // 'получила 500 бесплатно, ссылка в профиле' (r175; not 'получила 5 звёзд' in reviews)
        "получил*|получила ~3 #n ~1 бесплатно ~3 ссылка|бот*|профил*",
        // Telegram Premium 'в 3 раза дешевле' (r178; 'Покупаю аккаунты Telegram Premium для всей семьи, дешевле
        // выходит' is a buyer's)
        "telegram|телеграм|тг ~1 premium|премиум ~1 в ~1 #n ~1 раза ~1 дешевле",
        // 'отдаю 500 звёзд', 'дарю Telegram Premium' (r180)
        "отдаю ~1 #n ~1 звезд*|звёзд*",
        "дарю|раздаю|отдаю|отдам ~1 telegram|телеграм ~1 premium|премиум ~3 первым|подписчик*|всем",
        // an NFT gift 'за репост' (r183)
        "nft|нфт ~2 подарок|подарки ~3 за ~1 репост|подписку",
        // 'отдам NFT подарок первому' (r192)
        "отдам|отдаю|дарю ~1 nft|нфт ~1 подарок|подарки|подарков",
        // Telegram gifts sold 'дешевле маркета' (r197)
        "продаю|продам ~1 подарки|подарок ~1 telegram|телеграм|тг",
        // Stars 'по низкой цене' (r209; not Premium 'за полцены' alone: a music service's Premium is sold so too)
        "звезд*|звёзд* ~2 telegram|телеграм|тг ~2 по ~1 низкой|выгодной ~1 цене",
        // 'скупаю NFT-подарки Telegram дороже рынка' (r213; not 'куплю подарки детям')
        "скупаю|куплю|покупаю|продаю|продам ~2 nft|нфт ~1 подарки|подарков|gifts",
        // 'подарю подарок в Telegram первым 10, кто напишет' (r226; not 'подарю подарок в Telegram подруге')
        "подарю|дарю ~1 подарок|подарки ~2 в ~1 telegram|телеграм|тг ~3 первым|кто|всем|пиши*|лс",
        // 'безкоштовний Telegram Premium на 3 місяці' (r231)
        "безкоштовн* ~1 telegram|телеграм|тг ~1 premium|преміум",
        // 'отдам мишек и сердечки в Telegram за пару звёзд', 'выиграй Telegram Premium' (r233; 'меняю звёзды на рубли' was tried: the question 'меняю звёзды на рубли? а как это работает?')
        "мишек|мишки|сердечки|сердечек|розы ~3 telegram|телеграм|звезд*|звёзд*",
        "выиграй ~2 telegram|телеграм ~1 premium|премиум",
        // Stars bought 'по хорошему курсу, моментальная оплата' (r237, r238)
        "куплю|купую|скупаю ~1 зірки|звезды|звёзды ~2 telegram|телеграм|тг ~3 курсом|курсу|курс|оплата|дорого|моментальн*|миттєв*",
        // 'отдаю подарки Telegram со скидкой 70%' (r244; 'звёзды Telegram дешевле' was tried: 'дешевле покупать через Fragment?' asks)
        "подарки ~2 telegram|телеграм ~2 со ~1 скидкой",
        // a giveaway of N Stars (r257)
        "розыгрыш ~1 #n ~1 звезд|звёзд",
        // Stars for a subscription (r263)
        "звезды|звёзды ~2 за ~1 подписку|отзыв|регистрацию",
        // gifts for activity, an iPhone raffled among subscribers (r275)
        "дарю|раздаю ~1 подарки|подарок ~2 telegram|телеграм|тг ~3 за ~1 активность|подписку|репост",
        "разыгрываю|разыгрываем ~1 iphone|айфон|айфоны ~3 подписчик*",
        // Stars exchanged for roubles, Stars at N roubles (r295)
        "звезды|звёзды ~2 на ~1 рубли ~3 курсу|пиши*|лс",
        "звезды|звёзды ~1 по ~1 #n ~1 рубля|рубль",
      ],
      // Uzbek: Stars free to every subscriber ("har bir kishiga telegram yulduzlari tekin")
      uz: [
        "har ~1 bir ~1 kishiga|obunachiga ~3 tekin|bepul|yulduz*",
        "yulduz*|stars ~3 bepul ~2 tarqat*|beraman|ulash*",
        "premium ~1 tekin|bepul ~3 obuna|botga|kanalga|yil*|oy*",
        // 'Bepul Telegram Premium olish uchun botga kiring'
        "bepul|tekin ~2 premium|stars|yulduz*",
        // 'Telegram yulduzlarini arzon sotaman' (r216)
        "telegram|tg ~1 yulduz* ~3 arzon|bepul",
        "yulduz* ~3 sotaman|sotiladi|sotamiz",
        // 'bepul yulduzlar Telegram' (r236)
        "bepul ~1 yulduz* ~2 telegram|tg|botga|botda",
        // free Stars (r268)
        "yulduzlar ~1 tekin|bepul ~2 botga|bot|lichka*|yoz*|ol",
        // 'Telegram Stars arzon narxda' (r320)
        "telegram ~1 stars ~2 arzon ~3 narx*|yetkaz*|tez",
      ],
      uk: [
        // not "телеграм": "Зірки в телеграмі — це для донатів?" asks
        "зірк*|зірок ~2 безкоштовн*|подарун*",
        "преміум ~2 безкоштовн*|подарун*",
        // the imperative; "Отримав подарунок від бабусі" is a grandson's
        "отримай|отримайте ~2 подарун*|зірк*|зірок",
        // free stars in a bot or to take, not in a planetarium (r190's twin)
        "безкоштовн* ~1 преміум*|подарун*",
        "безкоштовн* ~1 зірк*|зірок ~3 telegram|телеграм|бот*|боті|забирай*|отримай*|заходь|тут",
        "забирай*|забери* ~2 зірк*|подарун*|преміум*|зірок",
        "роздаю|роздам|дарую|подарую ~2 зірк*|преміум|premium|подарун*|nft|нфт|зірок",
        "зірки|зірок ~2 telegram|тг ~2 дешевше|дешево ~3 пишіть|продам|пиши",
        // the gift bears of Telegram handed out by a bot
        "роздача|роздаємо|роздаю ~2 подарунк*|подарунків ~3 telegram|тг|телеграм|бот*|боті",
        "отримай*|забирай*|забери* ~2 ведмедика|мишку|ведмедик*",
        // 'Продаю зірки Telegram дешевше, ніж в офіційному боті'
        "продаю|продам ~1 зірки|зірок ~1 telegram|тг|телеграм ~3 дешевше|дешево",
        // Stars 'за підписку' (r186)
        "зірки ~2 за ~1 підписку",
        // 'безкоштовні зірочки Telegram у боті' (r190)
        "безкоштовні ~1 зірочки|зірки ~2 telegram|телеграм",
        // 'телеграм зірки дешево' (r198)
        "телеграм|telegram|тг ~1 зірки ~3 дешево|недорого|швидко",
      ],
      en: [
        // "Premium 1 year for $15 only, cheaper than the app"; not "Premium is cheaper in the app store"
        "premium|stars ~3 #n ~1 year|month|months ~3 cheaper|below",
        "telegram stars|premium ~2 free|gift|giveaway",
        "claim ~3 telegram",
        "free telegram ~1 premium|stars",
        "free stars|premium",
        "claim ~2 stars|premium|gift|gifts",
        // an NFT or Telegram gift with the offer's terms, not a gift talked about ("My sister sent me an NFT gift on
        // Telegram, cute bear", "Gifts on Telegram are a thing now?"; r283)
        "nft gift* ~3 free|claim|drop|dropping|first|bot|link|dm|win|giveaway",
        "free ~2 nft ~1 gift*",
        "gift* ~2 telegram ~3 free|claim|drop|first|bot|link|dm|win|giveaway",
        "premium|stars ~3 everyone|anyone ~2 who ~1 joins|subscribes",
        "below ~2 fragment",
        "selling ~3 telegram ~1 collectibles|collectible|gifts|usernames|numbers",
        // Premium or Stars "at half price" sold for crypto or in private; not the official promo ("Got Premium at half
        // price on Black Friday")
        "premium|stars ~2 half ~1 price ~3 usdt|ton|crypto|dm|pm|message|contact|write",
        "premium|stars ~3 months|month|year ~2 half ~1 price ~3 usdt|ton|crypto|dm|pm|message|contact|write",
        "get ~1 #n ~1 stars ~1 back",
        "stars ~1 back ~2 instantly|legit|guaranteed",
        "who ~1 needs|wants ~2 telegram|tg ~1 premium|stars",
        "buying|selling ~1 stars ~3 rate|best|dm|cheap",
        "premium ~3 half ~1 price ~3 dm|inbox|message|pm|year",
        // Stars 'cheaper than in the app, instant delivery'
        "buy ~2 telegram ~1 stars|premium ~3 cheaper",
        "telegram ~1 stars|premium ~3 instant ~1 delivery",
        // 'Cheap Telegram Premium and Stars, best prices'
        "cheap ~1 telegram ~1 premium|stars ~3 best|prices|price|message|dm|inbox|contact",
        // 'plug for cheap Telegram Stars and Premium, hit my line' (r230; not 'Cheap Telegram Premium in Turkey, is it legit?')
        "cheap ~1 telegram ~1 stars|premium ~3 hit|dm|inbox|plug|line|hmu",
        // usernames cheaper than Fragment, Stars per referral, collectible gifts below market, a gift 'waiting' (r283)
        "buy|selling|sell ~2 usernames ~2 cheap|cheaper",
        "better ~1 than ~1 fragment",
        "stars ~2 per ~1 referral|invite|friend",
        "earn ~1 stars ~3 inviting|referral|per|bot",
        "collectible ~1 gifts|gift ~3 below|cheap|market|sell*",
        "receive ~1 #n ~1 stars",
        "your ~1 gift ~2 waiting ~3 bot|claim|open|receive",
        // Stars to the first N subscribers (r291)
        "stars ~3 first ~1 #n ~1 subscribers",
        // 'Get 500 Stars free, connect your account here', 'win a Telegram gift: press the button in the bot', 'selected for a Premium gift, confirm in the bot' (r300)
        "#n ~1 stars ~1 free",
        "telegram ~1 gift* ~3 subscribe|bot|button|press",
        "giving ~1 away ~2 nft|telegram ~1 gifts|gift|stars|premium ~3 active|users|bot|claim|subscribers|members|free",
        "selected ~2 for ~2 premium|stars|gift|nft ~3 confirm|claim|bot",
        // the Telegram economy of 2025 (r335): 'a free TON gift in our mini app', usernames 'cheaper than Fragment', Stars 'below the app price', 'Premium for everyone', a 'username auction', 'connect your TON wallet ... welcome bonus', a 'collectible gift drop', 'anonymous numbers', 'earn Stars by watching ads', 'a verified badge'
        "claim ~2 free ~1 ton ~1 gift",
        "mini ~1 app ~3 drop|claim|pays",
        "usernames ~2 for ~1 sale ~3 cheaper|fragment|dm",
        "stars ~2 below ~2 app|price",
        "premium ~1 for ~1 everyone ~3 bot|activate|group|channel",
        "username ~1 auction",
        "connect ~1 your ~1 ton ~1 wallet",
        "ton ~1 welcome ~1 bonus",
        "collectible ~1 gift ~1 drop ~3 buy|left|bot|only",
        "stars ~1 balance ~3 converted|usdt",
        "anonymous ~1 numbers ~3 888|cheap|available",
        "earn ~1 stars ~2 watching ~1 ads ~3 bot|withdraw*",
        "verified ~1 badge ~3 price|dm|fast",
      ],
    },
  },
  {
    name: "adult_bot",
    category: "adult",
    weight: 35,
    lang: ["ru", "uk", "en", "uz", "kk", "ky"],
    description: "Adult and escort bots, 'girls nearby', dating-bot lures",
    patterns: {
      ru: [
        // leisure offered round the clock, with photos, an outcall or the call; "Досуг для детей летом" is a parent's
        "досуг* ~3 #n|круглосуточно|фото|выезд*|апартамент*|мужчин*|девушк*|лс|личк*|взрослых|vip|вип|индивидуалк*",
        "индивидуалк*|индивидуалок",
        "интим ~2 услуг*|встреч*",
        "встреч* ~3 без обязательств",
        "встреч* ~3 на ночь",
        "встреч* ~3 за деньги",
        "девочк*|девушк*|красотк*|малышк*|девочек|девушек|красоток|малышек ~3 ждут|скучает|скучают|онлайн|рядом|хочу|свободна",
        // the girl who is "alone here" and wants to meet (the profile or a bot is where she sends you); it starts on
        // "одна", not on "я", which every Russian text holds many times
        "одна|одинока ~3 познаком*",
        "бот ~2 знакомств*",
        "бот ~2 для взрослых",
        "без цензуры",
        "откровенн* ~1 фото|видео|переписк*|переписок",
        "видео ~2 для взрослых",
        "эротическ* ~1 фото|видео|массаж*|услуг*|переписк*|переписок",
        "свинг*",
        // the lonely girl who writes first: "скучаю одна, пиши мне", "ищу мужчину на вечер"
        "скучаю ~2 одна|одной|вечером|ночью",
        "одинок* ~1 девушк*|красотк*|малышк*|девушек|красоток|малышек",
        "ищу ~1 мужчину|парня ~3 вечер*|ночь|встреч|встречаться|общени*",
        // the lonely woman's first line and the man she "seeks"; the sponsor and the "pleasant meetings"
        "ищу ~1 серьезного|серьёзного|щедрого|состоятельного|взрослого ~1 мужчину|спонсора",
        "познакомлюсь ~3 мужчиной|парнем ~3 встреч*|вечер*|отношени*",
        "для приятных ~1 встреч*",
        // lonely tonight, and the call to write in private: the lure's whole text
        "одиноко|скучно ~3 в лс|личку|личные|личке",
        "одиноко|скучно ~3 напиши*|пиши*|пишите ~2 лс|личку|личные|личке",
        "пиши*|напиши* ~1 познакомлюсь",
        // recruiting: girls for work abroad, chat operators and "models" online
        "работа|работу ~3 в дубае|дубай|турции|корее|китае ~2 для девушек",
        // a job's terms, not a remark on women's pay ("Работа для девушек с высоким доходом бывает только в IT" was spam 89;
        // r355)
        "для девушек ~3 проживание|билеты",
        "для девушек ~3 высокий ~1 доход|заработок|оплата",
        "оператор*|операторов ~1 чата|чатов ~3 девушк*|дома|18|девушек",
        "набираю|набор|ищем|ищу|требуются ~1 моделей|модели ~3 онлайн|вебкам*|высок*|интима",
        "девушк*|девочк*|девочек|девушек ~2 по вызову",
        "по вызову ~3 выезд*|апартамент*|час*|круглосуточно",
        "массаж ~2 с продолжением",
        "массаж ~2 эро*|интим*",
        // "undress any girl by photo" bots; "Нейросети уже раздевают людей по фото, это же уголовка?" names no victim
        // to pick
        "раздева*|раздень|раздеть|разденет ~3 любую|любого|любое|любых",
        "нейросет* ~2 раздева*|раздень|раздеть ~3 бот*|бесплатн*|попробуй*",
        // the romance lure's first line: "ты мне очень понравился, давай познакомимся поближе, пиши"; a friend's
        // "Привет, дорогой, с днём рождения" has neither
        "ты мне ~1 очень ~1 понравился|понравилась ~3 познаком*|пиши*|напиши*|лс|личку",
        "давай* ~1 познакомимся|познакомиться ~1 поближе ~3 пиши*|напиши*|лс|личк*",
        "devochki|devushki|devki ~2 tvoego|vashego ~1 goroda ~3 zhdut|pishi|bot|bota|znakomstv*|intim*",
        "ищу ~1 мужчину|парня ~3 отношений ~3 расскажу|личк*|лс|профил*|пиши*|напиши*|фото",
        "ai|ии ~1 девушка|подруга|подружка ~3 фото|18|бот|пришлет|пришлёт|ответит",
        // the lonely newcomer, sad in the evenings (the profile she points to is a contact, contact_flow); "хочу найти
        // интересного собеседника по книгам, есть клуб?" is a reader's
        "по ~1 вечерам ~2 бывает ~1 грустно|одиноко|скучно",
        "честно ~1 говоря ~3 одиноко|грустно",
        // 'сахарная мамочка' (sugar mommy), a calque no Russian chat uses of itself
        "сахарн* ~1 мамочк*|папочк*|мама|папа",
        // the ninety-second round: 'слитые фото девушек нашего города', 'мне скучно, хочу поболтать, напиши мне сюда'
        "слит* ~1 фото|видео ~2 девушек|девочек|школьниц",
        "скучно ~3 поболтать ~3 напиши*|пиши*|сюда|ссылк*",
        "скучаешь ~2 я ~1 рядом ~3 пиши*|напиши*|встрет*",
        // the newcomer who is bored alone and asks you over ('скучно одной ... загляни ко мне', 'можно у меня', 'я тут
        // новенькая, пиши'); real photos
        "скучно ~1 одной ~3 загляни|заходи|пиши*|напиши*|лс|личку",
        "с ~1 кем ~1 провести ~1 вечер|ночь ~3 можно|приходи*|пиши*|напиши*",
        "я ~1 тут ~1 новенькая ~3 пиши*|напиши*|лс|личку",
        "фото ~1 реальные|реальное ~3 досуг*|лс|личк*|выезд*|апартамент*",
        // 'Девочки твоего города' in Cyrillic, as the translit phrase
        "девочк*|девушк* ~2 твоего|вашего ~1 города ~3 ждут|тут|бот*|бота|пиши*|лс|профил*|знакомств*|интим*",
        // 'Привет, красавчик 😘 хочешь пообщаться?'
        "привет ~1 красавчик|красавчики|милый|котик ~3 пообщаться|профил*|фото|скучн*",
        "привіт ~1 красунчику|красунчик|котику ~3 поспілкуватися|профіл*|фото|сумн*",
        // 'Скучно? Залетай ко мне в профиль'
        "залетай|заходи ~2 ко ~1 мне ~2 в ~1 профиль|лс|личку",
        // 'кто меня развлечёт сегодня? пишите в лс' (the normaliser folds ё)
        "кто ~1 меня ~1 развлечет ~3 пиши*|пишите|напиши*|лс|личку|личке",
        // bored, 'напишите кто-нибудь, фото в профиле' (the photo where the bot's link waits)
        "скучно ~3 напиши*|пиши*|пишите|напишите ~3 фото|профил*|аву|аватар*",
        // 'Девушки твоего города' in Cyrillic (the escort bot's banner; not 'Девушки вашего города, кто идёт на
        // концерт?')
        "девушки|девочки|девчонки ~1 твоего ~1 города|района",
        // 'мне одиноко, напиши мне', 'кто хочет пообщаться поближе? жду в лс' (not 'мне скучно, напиши мне, как дела',
        // nor 'познакомиться поближе с соседями')
        "одиноко ~3 напиши*|пиши*|пишите ~1 мне",
        "пообщаться ~1 поближе ~3 лс|личку|личке|пиши*|жду|напиши*",
        // 'хочется найти хорошего мужчину для общения и встреч' (not 'найти хорошего мужчину-сантехника')
        "найти ~1 хорошего|надежного|щедрого ~1 мужчину ~3 общени*|встреч*|отношени*|профил*|фото|пиши*",
        "мужчину ~2 для ~1 общения ~1 и ~1 встреч",
        // 'ты мне понравился, напиши мне'
        "ты ~1 мне ~1 понравился|понравилась ~3 напиши*|пиши*|лс|личку",
        // 'интим знакомства рядом с тобой' (not 'знакомства рядом с тобой — это приложение, не советую')
        "интим ~1 знакомства",
        // the romance opener: 'не в тот чат написала ... давайте знакомиться', 'меня добавили по ошибке, но раз я тут —
        // ищу друга, пишите' (not 'раз я тут, спрошу про лифт'), 'ошиблась, но вы такой приятный', 'ищу искреннюю
        // дружбу', 'приятного собеседника для тёплого общения' (not 'не в тот чат написала, это было мужу')
        "не ~1 в ~1 тот ~1 чат ~3 знакомиться|знакомимся|пишите|пиши*|лс|личку",
        "раз ~1 я|уж ~1 тут|здесь ~3 ищу|пишите|пиши*|знаком*|общени*",
        "ищу ~1 искренн* ~1 дружбу|отношения",
        "найти ~1 новых ~1 друзей ~3 пиши*|лс|личку",
        "ошиблась|ошибся ~3 приятный|приятная|пообщаться|познакомиться",
        "приятного ~1 собеседника ~3 общени*|пиши*|сообщени*",
        "теплого ~1 общения",
        // 'давайте знакомиться, пишите в личку' (not 'давайте знакомиться, я новая соседка')
        "давайте ~1 знакомиться ~2 пишите|пиши*|лс|личку|личке",
        // 'вы очень милый, напишите мне', 'я вдова ... ищу доброго мужчину для общения', 'ваше имя высветилось у меня в
        // контактах', 'хочу найти здесь друга, пишите'
        "вы ~1 очень|такой|такая ~1 милый|милая|приятный|приятная ~3 напиши*|напишите|пиши*|лс|личку|пообщаться",
        "вдова ~3 ищу|мужчину|общения|напиш*",
        "ищу ~1 доброго|надежного|хорошего ~1 мужчину ~3 общени*|напиш*|пиш*",
        "высветилось ~3 контактах",
        "найти ~1 здесь ~1 друга|подругу ~2 пишите|пиши*|напиш*",
        // 'мне так скучно вечерами, может, кто-нибудь напишет?' (not 'скучно вечерами, посоветуйте сериал')
        "скучно ~1 вечерами ~3 напишет|напиши*|пиши*",
        // 'девушки на вечер, от 3000 в час, выезд' (not 'девушки, кто на вечер в кино?')
        "девушки ~2 на ~1 вечер|ночь ~3 #n|выезд|фото|час",
        // a girl 'ищет спонсора' (r171; a tournament looks for a sponsor too)
        "девушка|девочка|студентка ~3 ищет|ищу ~1 спонсора",
        // 'скучающая девушка ищет общения, пиши, не стесняйся' (r210)
        "девушка|девушки ~2 ищет|ищут ~1 общения ~3 пиши*|напиши*|лс|личку|стесняйся",
        // 'бот знайомств 18+, дівчата без анкет' (r238)
        "бот ~1 знайомств ~2 18|дівчата|без",
        // 'meet interesting men' (r256)
        "познакомиться ~2 с ~1 интересными|богатыми|состоятельными|одинокими ~1 мужчинами|девушками|женщинами",
        // a lonely neighbour who misses the evenings (r263)
        "одинокая ~3 скучаю",
        "самотня|самотні ~1 сусідка|дівчата|дівчина ~2 шукає|шукають|чекають",
        // 'lonely women 30+ want company' (r275)
        "одинокие ~1 женщины|девушки|мамы ~2 #n|хотят|ищут",
        // 'a sweet girl looks for a man' (r289)
        "милая|красивая|одинокая ~1 девушка ~1 ищет ~1 мужчину|парня ~3 общения|пиши*|пиши|мне|знакомства",
        // 'bored wives look for adventures' (r295)
        "скучающие ~1 жены|жёны|девушки ~2 ищут ~1 приключений",
        // the romance and 'bored girl' bots of 2025 (r305): 'познакомиться поближе, загляни в мой профиль', 'ты такой милый на аватарке, напиши мне', 'кто составит компанию сегодня вечером? Я рядом, пиши', 'кто напишет первым — тому сюрприз'
        "познакомиться ~1 поближе ~3 профил*|лс|личку|пиши*|напиши*",
        "милый|милая|красивый|красивая ~3 аватарке|аве|аватарка ~3 напиши*|пиши*",
        "напиши ~1 мне ~2 не ~1 стесняйся",
        "компанию ~3 я ~1 рядом",
        "мои ~1 фото ~2 смотри|смотрите ~2 профиле|профиль",
        "профиле ~2 там ~1 все|всё ~1 интересное",
        "кто ~1 напишет ~1 первым ~3 сюрприз|подарок",
        "приглашаю ~1 на ~1 свидание",
        "увидеть ~1 меня ~2 без ~1 фильтров|одежды",
        "новенькая ~2 в ~1 городе ~3 ищу ~2 с ~1 кем",
        "привет ~3 отвечу ~1 каждому|каждой|всем",
        "общаться ~2 с ~1 интересными|щедрыми|взрослыми ~1 мужчинами ~3 пиши*|лс|личные|личку",
        "скучно ~1 одной ~3 пообщается|лс|пиши*|напиши*",
        // 'девочки без комплексов ищут щедрых мужчин, бот в описании' (r330)
        "без ~1 комплексов ~3 мужчин|бот*|профил*|описани*",
        "щедрых ~1 мужчин",
        // 'кому скучно вечером — я тоже скучаю, пиши мне' (r351)
        "скучно ~3 я ~1 тоже ~1 скучаю",
      ],
      kk: [
        // Kazakh: bored or alone, 'танысайық' with the profile or the call
        "зерігіп|жалғызбын ~3 танысайық|жаз*|профиль*|профилім*",
        "танысайық ~3 профиль*|профилім*|жаз*|лс",
        // lonely evening boys, 'суреттерім профильде' (not 'Жігіттер, ертең футбол, маған жазыңдар')
        "жалғыз ~1 отырған ~1 жігіттер|ер*",
        "суреттерім|суретім ~2 профиль*",
        // 'VIP қыздар, кез келген уақытта' (not 'VIP қыздар командасы жеңіп шықты')
        "vip ~1 қыздар ~3 фото|жеке|кез|уақытта|профиль*|жаз*",
        "қыздар ~3 кез ~1 келген ~1 уақытта",
        // Kyrgyz 'girls are waiting' (r268)
        "кыздар ~2 күтүп ~2 бот|профил*|сени",
        // 'girls want to meet you' (r286)
        "қыздар ~2 сізбен|сенімен ~1 танысқысы|танысады ~3 бот|профиль*|профил*|жаз*",
        // 'қыздармен танысу, бот профильде' (r306)
        "қыздармен ~1 танысу",
        // 'жалғыз қыздар сені күтуде' (r323)
        "жалғыз ~1 қыздар ~3 күтуде|бот*",
      ],
      ky: [
        // Kyrgyz: alone or bored, 'таанышалыбы' with the profile or the call
        "жалгызмын|зеригип ~3 таанышалы*|жаз*|профил*",
        "таанышалы* ~3 профил*|жаз*|лс",
        // lonely evening boys, 'сүрөттөрүм профилде'
        "жалгыз ~1 отурган ~1 жигиттер|эркек*",
        "сүрөттөрүм|сүрөтүм ~2 профил*",
        // 'VIP кыздар, каалаган убакта'
        "vip ~1 кыздар ~3 сүрөт*|жеке*|каалаган|профил*|жаз*",
        "кыздар ~3 каалаган ~1 убакта",
        // Kyrgyz girls 'таанышуу', 'сүрөттөр ботто' (r194)
        "кыздар ~1 менен ~1 таанышуу",
        "сүрөттөр ~1 ботто ~2 шилтеме|профилде|кириңиз",
        // 'жалгыз кыздар сени күтүп жатат' (r323)
        "жалгыз ~1 кыздар ~3 күтүп|бот*",
      ],
      uk: [
        "роздяга*|роздягне*|роздягти ~1 будь",
        // with where they "wait" (a bot, a link, you); "Дівчата чекають на нас у кафе" are friends
        "дівчат* ~3 чекають|поруч|сумують|онлайн ~3 бот*|боті|посилан*|заходь*|пиши*|тебе",
        "інтим* ~2 послуг*|зустріч*|фото|відео|знайомств*",
        "знайомств* ~2 без ~1 зобов*",
        "знайомств* ~1 поруч",
        "знайомств* ~2 для дорослих",
        // "відверті фото", not "Відверто кажучи, фото вийшли не дуже"
        "відверті|відвертих|відверте фото|відео",
        "сумую|нудьгую ~1 вечорами",
        "чесно ~1 кажучи ~3 самотньо|сумно",
        "самотні ~1 дівчата|жінки ~3 чекають|міста|поруч",
        // 'мила дівчина шукає чоловіка для приємних зустрічей'
        "для ~1 приємних ~1 зустрічей|зустріч*",
        // 'напиши мені, познайомимось ближче'
        "напиши*|пиши* ~3 познайомимось|познайомимося ~1 ближче",
        // bored and 'напиши мені, фото в профілі' (not 'мені нудно, хто йде в кіно?')
        "нудно ~3 напиши*|пиши*|пишіть|напишіть ~3 фото|профіл*|лс|особист*|приват",
        // 'мені сумно, напишіть хтось, фото в профілі', 'хто мене розважить сьогодні? пишіть в лс'
        "сумно|самотньо ~3 напиши*|пиши*|пишіть|напишіть ~3 фото|профіл*|лс|особист*",
        "хто ~1 мене ~1 розважить ~3 пиши*|пишіть|напиши*|лс|особист*|приват",
        // 'дівчата поруч з тобою, бот у профілі' (not 'дівчата, хто поруч з парком, ходімо гуляти')
        "дівчата|дівчатка ~1 поруч ~3 тобою|тобой|бот*|реєстрац*|профіл*",
        // 'ти мені сподобався, напиши мені'
        "ти ~1 мені ~1 сподобався|сподобалась ~3 напиши*|пиши*|лс|особист*",
        // the romance opener in Ukrainian
        "не ~1 в ~1 той ~1 чат ~3 знайомитися|пишіть|пиши*|особист*|лс",
        "раз ~1 я ~1 тут ~3 шукаю|пишіть|пиши*|знайом*|спілкуван*",
        "шукаю ~1 друга|подругу ~2 для ~1 спілкування",
        "знайти ~1 нових ~1 друзів ~3 пиши*|пишіть|лс|особист*",
        // 'давайте знайомитися, пишіть в особисті'
        "давайте ~1 знайомитися ~2 пишіть|пиши*|особист*|лс",
        // 'мені так нудно вечорами, може, хтось напише?'
        "нудно ~1 вечорами ~3 напише|напиши*|пиши*",
        // 'дівчата вашого міста' (r170)
        "дівчата ~1 вашого|твого ~1 міста",
        // 'нудно, хто поспілкується? Пиши 😘' (r328)
        "нудно ~2 хто ~1 поспілкується ~2 пиши",
        // 'шукаю хлопця для зустрічей, пиши' (r332)
        "шукаю ~1 хлопця|чоловіка ~2 для ~1 зустрічей",
        // 'шукаю чоловіка для приємного спілкування, фото в профілі' (r348)
        "шукаю ~1 чоловіка ~2 для ~1 приємного ~1 спілкування",
        "приємного ~1 спілкування ~3 фото|профілі",
        // 'я сумую одна ввечері, хто поспілкується? Чекаю в лс' (r350)
        "сумую ~1 одна ~3 поспілкується|лс|пиши*",
        // the romance and 'bored girl' bots in Ukrainian (r359)
        "познайомитись ~1 ближче ~3 профіл*|лс|пиши*|напиши*",
        "милий|мила|гарний|гарна ~3 аватарці|аві ~3 напиши*|пиши*",
        "напиши ~1 мені ~2 не ~1 соромся",
        "компанію ~3 я ~1 поруч",
        "мої ~1 фото ~2 дивись|дивіться ~2 профілі|профіль ~2 там ~1 усе|все ~1 цікаве",
        "хто ~1 напише ~1 першим ~3 сюрприз|подарунок",
        "запрошую ~1 на ~1 побачення ~3 вільна|напиши|пиши",
        "для ~1 листування ~2 і ~1 не ~1 тільки",
        "побачити ~1 мене ~2 без ~1 фільтрів|одягу",
        "новенька ~2 в|у ~1 місті ~3 шукаю ~2 з ~1 ким ~2 ввечері|пиши",
        "спілкуватися ~2 з ~1 цікавими|щедрими ~1 чоловіками ~3 пиш*|особист*|лс",
        "щедрого ~1 чоловіка ~3 зустрічей|профіл*",
        // 'хочу познайомитися з дорослим чоловіком' (r363)
        "познайомитися ~2 з ~1 дорослим ~1 чоловіком",
      ],
      uz: [
        "yolg iz ~1 qizlar|ayollar",
        "qizlar ~3 tanishmoqchi|kutmoqda|botga",
        "erkak|yigit ~2 suhbatlashmoqchiman|tanishmoqchiman",
        "zerikdim ~3 suhbatlash*|gaplash* ~3 profil*|rasm*|surat*",
        // 'qizlar bilan tanishuv, yaqiningizda, bot orqali'
        "qizlar ~2 tanishuv ~3 bot|yaqin*|havola*",
        "tanishuv ~3 bot ~1 orqali",
        // girls 'tanishuv uchun', 'rasmlar botda' (r190)
        "rasmlar|rasmlari ~1 botda ~2 havola|profilda|kiring",
        "tanishuv ~1 uchun ~1 qizlar",
        // 'qizlar bilan kechki uchrashuv, narxlar botda' (r198)
        "qizlar ~1 bilan ~2 uchrashuv",
        "narxlar ~1 botda",
        // 'qiz tanishadi, rasmlar profilda' (r202)
        "qiz ~1 tanishadi",
        "rasmlar ~1 profilda ~2 yozing|lichka*|botda",
        // 'qizlar bilan tanishuv boti' (r216)
        "tanishuv ~1 boti|bot|botiga",
        "qizlar ~1 bilan ~1 tanishuv|tanishing",
        // 'men yolg'izman, suhbatlashamizmi? Lichkaga yoz' (r320)
        "yolg ~1 izman ~3 lichka*|yoz|suhbat*",
        "suhbatlashamizmi",
        // 'катта ёшли эркак билан танишмоқчиман', read in the Latin script (r364)
        "katta ~1 yoshli ~1 erkak ~3 tanish*",
      ],
      en: [
        "girls ~3 nearby|waiting|online|lonely",
        // "Bored tonight, looking for a nice guy to chat with"
        "looking ~1 for ~2 nice|good|real ~1 guy|man|gentleman ~3 chat|talk|profile|bio|tonight",
        "nice|real ~1 guy|man|gentleman ~2 to ~1 chat|talk ~3 profile|bio|pics",
        "girls ~3 near you",
        "girls|singles ~3 in your city|area",
        "call girl*",
        "i am lonely ~3 text|write|message|dm",
        // the lure's own line: a woman "new here" looking for a serious man, who asks to be written to privately
        "looking for a|an ~1 serious|caring|generous|mature ~1 man|gentleman|relationship",
        "lonely girls|women|singles",
        "meet ~2 girls|singles|women ~2 near|tonight|area",
        "adult bot|chat|video*",
        "no strings attached",
        "sugar daddy|baby|mommy",
        "private video*|photos|content ~2 bot|link|dm",
        "private ~1 pics|pictures|photos|videos ~3 profile|bio",
        "uncensored",
        // "AI undress bot: upload any photo"; a parent's "warn kids about AI undress apps" names no upload or trial
        "undress ~2 bot|app|ai ~3 upload|any|photo|free|try",
        "see her|them ~1 without clothes",
        "nudify|nudifier",
        // the romance lure: "Hello dear, I saw your profile and I like you, can we be friends?"
        "saw|seen|viewed ~2 your profile ~3 like|liked|interested|beautiful|handsome|friends",
        "can|could we be ~1 friends ~3 write|message|dm|private|chat|whatsapp|telegram",
        "ai ~1 girlfriend|girl|gf ~2 bot ~3 pics|photos|nudes|spicy|link|18",
        // "hot singles near you are waiting", "bored and lonely tonight? ... click my profile"; "Lonely tonight, my
        // wife is away, anyone up for a beer?" names no profile
        "singles|girls|women ~2 near ~1 you|your ~2 waiting|online|tonight",
        "bored|lonely ~2 tonight ~3 profile|bio|dm|click|text|message|singles|girls",
        "ai ~1 girlfriend ~3 photo|photos|pics|filters|uncensored|bot",
        "leaked ~1 pics|photos|nudes|videos ~3 girls|city",
        "spicy ~1 pics|content|videos|photos ~3 bio|link|dm",
        "onlyfans ~1 leaks",
        "of ~1 leaks ~2 free|link|bio|dm",
        // romance and adult lures in English (the hundred-and-first round): a soldier 'on a peacekeeping mission', a
        // widower on an 'offshore oil rig', 'looking for a serious relationship ... WhatsApp', 'check my profile for my
        // pics', a webcam show, a 'happy ending', 'incall', 'add me on Snapchat for more', 'custom content', 'wanna
        // meet tonight', a dating site
        "peacekeeping ~1 mission ~3 widowed|widower|love|looking|lonely",
        "widowed|widower ~3 looking ~2 for ~1 love|woman ~3 message|write|whatsapp|dm|contact",
        "offshore ~1 oil ~1 rig|platform ~3 looking|woman|love|share",
        "looking ~2 for ~1 a ~1 honest|serious ~1 woman|relationship ~3 whatsapp|message|write|add",
        "check ~2 my ~1 profile ~2 for ~1 my ~1 pics|photos",
        "webcam ~1 show ~3 tokens|private|link|bio|tonight",
        "happy ~1 ending ~3 incall|outcall|discreet|rates",
        "incall|outcall ~2 only|available|discreet|rates",
        "add ~1 me ~1 on ~1 snapchat ~2 for ~1 more ~3 username|bio",
        "custom ~1 content ~3 request|menu|dm",
        "wanna ~1 meet ~1 tonight ~3 nearby|message|dm|text",
        "dating ~1 site ~3 join|free|link|singles",
        // the lonely evening and the private chat, women in your city tonight
        "bored|lonely ~1 tonight ~3 chat|profile|dm|message|text|link",
        "chat ~1 with ~1 me ~1 privately ~3 link|profile|bio|tonight",
        "meet ~2 women|girls|singles|ladies ~3 in ~1 your ~1 city|area ~3 tonight|free|join|now",
        // 'I'm new here and looking for fun, check my profile'
        "looking ~1 for ~1 fun ~3 check|profile|bio|dm|message|text|private",
        // the romance lure 'I saw your profile and you seem nice'; 'my exclusive content, 50% off'
        "saw ~1 your ~1 profile ~3 you ~1 seem|look|are ~1 nice|beautiful|handsome|cute|lovely",
        "exclusive ~1 content ~3 off|link|bio|subscribe",
        // the lonely newcomer who points to her profile ('kinda lonely, anyone wanna chat? Check my profile')
        "lonely ~3 chat|talk|text ~3 profile|bio|pics|photos|dm|inbox",
        // the romance lure's 'I would like to know you better, write to me on WhatsApp'
        "know ~1 you ~1 better ~3 whatsapp|write|dm|text|message|telegram",
        // the romance opener: 'wrong person, but you seem nice, can we chat on WhatsApp?', 'my assistant added me to
        // the wrong group', 'make new friends, DM me', 'genuine friendship', 'a beautiful smile in your profile
        // picture' (not 'wrong chat, I meant to send that to my husband'; not 'chat privately' alone: a Gitter
        // moderator 'will chat privately with you')
        "wrong ~1 person|group|chat|number ~3 nice|whatsapp|privately|meet|met",
        "added ~2 me ~3 wrong ~1 group|chat",
        "make ~1 new ~1 friends ~3 dm|message|text|write|whatsapp|telegram",
        "genuine ~1 friendship|relationship",
        "beautiful ~1 smile ~3 profile|friend|text|message",
        "friend ~2 talk ~1 to ~3 message|dm|text|write",
        // 'sorry, wrong number ... since we met, can I ask where you're from?'
        "since ~1 we ~1 met ~3 ask|where|chat|friends",
        // the opener, a second batch: 'you look friendly, message me privately', 'a widow ... looking for a kind man',
        // 'I'd like to make a friend here, text me', 'your name came up in my contacts' (not 'you seem nice, I'll text
        // you the address', 'looking for a kind man to fix her fence', 'add me on WhatsApp for the school trip group')
        "look|seem ~1 friendly|nice|kind ~3 whatsapp|telegram|privately|dm",
        "looking ~1 for ~1 a ~1 kind ~1 man|woman|gentleman ~3 talk|chat|dm|message|text|friend*|relationship",
        "make ~1 a ~1 friend ~2 here ~3 text|dm|message|write",
        "name ~1 came ~1 up ~3 contacts",
        // 'Lonely tonight? I'm online and waiting for you, check my page' (r173)
        "lonely ~1 tonight ~3 online ~2 waiting ~1 for ~1 you",
        "waiting ~1 for ~1 you ~2 check ~1 my ~1 page|profile",
        // a sugar mummy, 'a sweet boy to spoil', 'hey handsome ... kinda lonely, message me' (r177)
        "sugar ~1 mummy|momma",
        "boy|girl ~1 to ~1 spoil",
        "hey|hi ~1 handsome ~3 new|lonely|message|dm|text|chat",
        "kinda|so|very ~1 lonely ~3 message|dm|text|chat",
        // 'dating app for mature singles, meet someone tonight' (r201)
        "singles ~3 tonight|link|bio|near",
        "meet ~1 someone ~1 tonight",
        // the 'wrong number' opener of a romance or investment lure ('Sorry, I think I have the wrong number. Nice to meet you anyway, where are you from?', r215)
        "wrong ~1 number ~3 nice ~1 to ~1 meet ~3 where|from|anyway",
        // 'I'm a widow from Texas looking for a true friend' (r219)
        "widow|widower ~3 looking ~2 for ~1 a ~1 true|honest|serious ~1 friend|partner|man|woman ~3 text|whatsapp|dm|message|write|telegram",
        // '18+ dating bot, real girls, no sign up' (r239)
        "dating ~1 bot ~3 girls|18|real|chat",
        "real ~1 girls ~3 no|chat|bot|sign",
        // 'sweet girl looking for a man', "don't be shy" (r291)
        "girl ~2 looking ~1 for ~1 a ~1 man ~3 chat|write|dm|message",
        // single moms 'in your area', a gift for 'something special', 'open to adventures', 'meet discreetly', 'dating without registration' (r300)
        "single ~1 moms|mothers|women|girls ~3 your ~1 area|city ~3 meet|bot|tap",
        "send ~1 me ~1 a ~1 gift ~3 send ~1 you",
        "open ~1 to ~1 adventures|adventure",
        "meet ~1 discreetly|discreet",
        "no ~1 strings ~3 bot|bio|profile|tonight",
        "dating ~1 without ~1 registration",
        "18 ~2 only ~3 bot",
        // a sugar daddy's 'weekly allowance $800, drop your cashtag' (r307)
        "weekly ~1 allowance ~3 sugar|cashtag|cashapp|baby",
        // the wrong-number and 'new here' openers of 2025 pig-butchering (r326): 'sorry, wrong chat. Nice to meet you anyway', 'I added you by mistake, but you seem nice', 'your profile caught my eye', 'I found your number in the group', 'would love a pen pal', 'hi handsome'
        "wrong ~1 chat|group|number|person ~3 nice ~1 to ~1 meet",
        "wrong ~1 chat|group|number|person ~3 since ~2 here ~3 interested|trading|crypto|invest*",
        "wrong ~1 person ~3 what ~3 do ~2 for ~1 work",
        "added ~1 you ~1 by ~1 mistake ~3 nice|chat|friends",
        "your ~1 profile ~1 caught ~1 my ~1 eye ~3 know|love|chat|talk",
        "love ~2 to ~1 get ~1 to ~1 know ~1 you",
        "looking ~1 for ~1 friends ~3 message|dm|text|chat",
        "look ~1 kind ~3 friends",
        "found ~1 your ~1 number ~3 hope ~3 privately",
        "lonely ~3 pen ~1 pal",
        "hi|hello|hey ~1 handsome ~3 i ~1 m|looking|serious",
        "someone ~1 serious ~2 talk",
        // 'bored and looking for fun tonight, check my profile' (r331)
        "looking ~1 for ~1 fun ~1 tonight ~3 profile|bio|dm|text|message|check",
        // 'lonely and bored tonight, any gentleman want to chat?' (r346)
        "lonely ~2 bored ~1 tonight ~3 gentleman|chat",
        "any ~1 gentleman ~3 chat|talk",
        // 'lonely tonight, looking to meet a mature man' (r362)
        "looking ~1 to ~1 meet ~1 a ~1 mature ~1 man ~3 dm|dms|waiting|tonight",
      ],
    },
  },
  {
    // Diet pills and potency remedies sold in chats: the weight lost "without diets and sport", the remedy with its
    // result, delivery or order. A member's own "Похудела на 3 кг без диет, просто меньше сладкого ем", "Какие таблетки
    // для похудения безопасны?" and "Препарат для потенции выписал уролог" say one of these, never the pitch.
    name: "miracle_health_products",
    category: "promotion",
    weight: 35,
    lang: ["ru", "uk", "uz", "en"],
    description: "Diet pills, 'minus 10 kg without diets', potency remedies with anonymous delivery",
    patterns: {
      ru: [
        "без ~1 диет* ~1 и|или ~1 спорт*|тренировок|голодан*|зала|усилий",
        "для ~1 похудения|потенци* ~3 результат*|анонимн*|доставк*|гарант*|заказ*|закажи*|наложен*",
        "минус ~1 #n кг|килограмм* ~1 за ~1 неделю|месяц|#n ~3 пиши|пишите|заказ*|результат*|препарат*|капли|средств*",
        // slimming tea's first pack free (r270)
        "первая ~1 пачка|упаковка ~1 бесплатно",
        // miracle cures of 2025 (r336): drops 'для похудения, минус 12 кг', joints 'вылечим за 7 дней ... врачи молчат', sight 'без операции', 'БАД от всех болезней', pressure 'навсегда, без таблеток', 'эликсир молодости', a patch 'от диабета'
        "капли ~2 для ~1 похудения ~3 минус|заказ*|закажите|кг|доставка",
        "суставы ~1 вылечим",
        "зрение ~1 восстановится ~2 без ~1 операции",
        "бад ~2 от ~1 всех ~1 болезней ~3 помогает|заказ*|цена|доставка",
        "средство ~2 от ~1 давления ~3 навсегда|таблеток",
        "эликсир ~1 молодости",
        "омоложение ~2 на ~1 #n ~1 лет",
        "пластырь ~2 от ~1 диабета",
        "пластырь|средство|капли ~3 сахар ~2 в ~1 норме",
      ],
      uk: [
        "#n кг|кілограм* ~3 без ~1 дієт*|спорту|зусиль|голодуван* ~3 напишу|пишіть|пиши|особисті|лс",
        "для ~1 схуднення|потенції ~3 результат*|анонімн*|доставк*|гарант*|замов*",
        // 'краплі для схуднення, мінус 10 кг, замовляйте' (r350)
        "краплі ~2 для ~1 схуднення ~3 мінус|замовляйте|кг",
      ],
      uz: [
        "ozish ~2 kapsula*|tabletka*|choy*|vosita*|dori*|kurs* ~3 buyurtma*|yetkazib|lichka*|yozing|kafolat*|tez",
        "#n kg ~3 ozing|ozasiz|ozdim|ozish",
        "ozishga|ozish|ozdiruvchi ~2 dori*|kapsula*|tabletka*|choy*|vosita* ~3 buyurtma*|yetkazib|lichka*|yozing|kafolat*",
        "#n ~1 kg ~3 buyurtma*|lichka*|yetkazib|kamaytiradi",
        "#n kg ~3 kamaytiradi|ozasiz|tashlaysiz",
        "озиш|озишга|оздирувчи ~2 дори*|капсула*|таблетка*|чой* ~3 буюртма*|етказиб|личка*|ёзинг|кафолат*",
        "#n ~1 кг ~3 буюртма*|личка*|етказиб",
      ],
      en: [
        "supplement*|pills|capsules|tea|gummies|drops ~3 no|without ~1 diet*|exercise|gym",
        "weight loss ~1 pills|capsules|supplement*|tea|gummies|drops ~3 order|dm|delivery|buy|discount|price|results|guaranteed",
        "slimming|diet ~1 pills|capsules|supplement*|tea|gummies|drops ~3 order|dm|delivery|buy|discount|price|results|guaranteed",
        "lose|lost|drop|burn ~1 #n kg|lbs|pounds ~3 no|without ~1 diet*|exercise|gym",
        "no diet ~1 needed|required",
        "potency|erection ~3 results|delivery|discreet|guaranteed|order",
      ],
    },
  },
  {
    // The drug shop's post, beside the drug words of `drugs`: a shop open round the clock, the drop ("клад") in every
    // district, payment in a bot, the "discreet delivery". A neighbour's "нашли закладку у школы" has none of it.
    name: "drug_shop",
    category: "illegal",
    weight: 30,
    lang: ["ru", "uk", "en", "uz"],
    description: "Drug shops: drops in every district, open 24/7, payment in a bot, discreet delivery",
    patterns: {
      ru: [
        "закладк*|клад|кладом|кладами|клады|тайник*|прикоп*|закладок ~3 по ~1 город*|району|районам|всему|области",
        "кладом|кладами|прикопом|тайником",
        // two drugs of a shop's list side by side ("шишки, меф, альфа"); "кристаллы соли" is one
        "шишк*|бошк*|кристалл*|шишек|бошек ~2 меф|мефедрон*|альфа|гаш*|амф*",
        "меф|мефедрон*|альфа|гаш*|амф* ~2 шишк*|бошк*|кристалл*|шишек|бошек",
        "магазин ~2 #n #n ~3 меф*|шишк*|бошк*|закладк*|клад*|кристалл*|шишек|бошек|закладок",
        // prescription drugs sold without one, with the seller's terms; "Оземпик без рецепта в аптеке не дают" and "Это
        // лекарство продают без рецепта, пишите в аптеку на Ленина" are chat
        "оземпик*|семаглутид*|трамадол*|лирик*|феназепам*|ксанакс*|виагр*|сиалис*|мунджаро|трамал* ~3 без ~1 рецепта ~3 доставк*|оригинал|анонимн*|пиши*|пишите|лс|личк*|заказ*|курьер*|наличии|#n",
        "рецептурн* ~2 препарат*|лекарств*|таблетк* ~2 без ~1 рецепта ~3 анонимн*|доставк*|курьер*|пиши*|пишите|лс|личк*|быстро|наличии|#n",
        "без ~1 рецепта ~3 анонимн*|лс|личк*",
        // medicines without a prescription, delivered (r285)
        "лекарства|препараты ~2 без ~1 рецепта ~3 любые|доставка|пишите|лс",
        // 'кристаллы ... вес ... оплата криптой', 'мефчик в наличии', 'бошки ... отправка почтой' (r311)
        "кристаллы ~3 вес ~3 криптой|крипта|оплата",
        "мефчик|меф ~2 в ~1 наличии",
        "бошки ~3 цене|отправка|почтой",
        "работаем ~3 без ~1 предоплаты ~2 постоянных",
      ],
      uk: [
        "кладом|кладами|клад|закладк*|закладок ~3 по ~1 місту|району|районах|області",
        "якісн* товар ~3 кладом|клад*|анонімн*",
        "оземпік*|семаглутид*|трамадол*|ліцик*|лірик*|феназепам*|віагр*|сіаліс* ~3 без ~1 рецепта|рецепту ~3 доставк*|оригінал|анонімн*|особисті|лс|замов*|#n",
        "без ~1 рецепта|рецепту ~3 анонімн*|особисті|лс",
      ],
      uz: [
        "retseptsiz ~3 dori*|tabletka*|preparat* ~3 yetkazib|maxfiy|lichka*|sotamiz|#n",
        "рецептсиз ~3 дори*|таблетка*|препарат* ~3 етказиб|махфий|личка*|сотамиз|#n",
      ],
      en: [
        "discreet|stealth ~1 delivery|shipping|packaging ~3 city|area|worldwide|guaranteed|available|dm|message",
        "weed|pills|powder|coke|mdma|molly|xanax|shrooms ~3 delivery|deliver|shipping|discreet",
        // not "order" after it: "You can't get Ozempic without a prescription here, order only from pharmacies" warns
        "ozempic|semaglutide|tramadol|xanax|oxycodone|adderall|viagra|cialis|mounjaro|wegovy|percocet ~3 without|no ~1 prescription|rx ~3 shipping|delivery|dm|discreet|worldwide|cheap|stock",
        "without|no ~1 prescription|rx ~2 needed|required ~3 shipping|delivery|dm|discreet|worldwide",
        // the dealer's 'plug' offered ('Plug available, discreet, DM'); 'Any plugs for a good barber?' asks, 'The USB
        // plug available at the front desk' is a plug
        "plug ~2 discreet|hmu|dm",
      ],
    },
  },
  {
    // Disposable vapes and snus sold in city chats, wholesale or "без паспорта" (to minors), and alcohol delivered at
    // night. "Бросил курить одноразки" and the Uzbek "Elf Bar chekishni tashladim" (I quit) are chat. Category
    // "illegal" (since the seventy-sixth round; "promotion" before): sold to whoever writes, past the age check and the
    // licence, so that a contact beside it counts as `illicit_with_contact`.
    name: "nicotine_sales",
    category: "illegal",
    weight: 25,
    lang: ["ru", "uz", "en", "uk"],
    description: "Disposable vapes and snus sold wholesale, with delivery, without ID; alcohol delivered at night",
    patterns: {
      ru: [
        // "одноразк*|одноразок", not "одноразов*" (disposable cups are sold wholesale too); "поды", not "под*" (a
        // preposition)
        "одноразк*|вейп*|поды|подики|снюс*|одноразок ~3 оптом|розниц*|доставк*|наличии|дешево|недорого",
        "оптом|розниц* ~3 одноразк*|снюс*|вейп*|hqd|elfbar|husky|одноразок",
        "hqd ~3 оптом|розниц*|доставк*|наличии|дешево|недорого",
        // sold to minors ("18 лет не спрашиваем", "паспорт не проверяем"), and alcohol at night with a delivery; "До
        // скольки продают алкоголь?" asks
        "#n ~1 лет ~1 не ~1 спрашиваем|спрашиваю|проверяем",
        "возраст|паспорт ~1 не ~1 спрашиваем|проверяем",
        "алкогол*|бухл*|спиртн* ~3 ночью|круглосуточно ~3 доставк*|привезем|привезу|привезём",
        "алкогол*|бухл*|спиртн* ~3 доставк* ~3 минут|любой|лс|личк*",
      ],
      // "elf ~2 ...", not "elf bar": a word of three letters keeps its leetspeak ("b4r"); a price asked ("narxi
      // qancha") is chat
      uk: [
        "алкогол*|бухл*|спиртн* ~3 вночі|цілодобово ~3 доставк*|привеземо|привезу",
        "алкогол*|бухл*|спиртн* ~3 доставк* ~3 хвилин|будь|лс|особист*",
        "одноразк*|вейп*|снюс* ~3 оптом|доставк*|наявності ~3 пиши*|пишіть|лс|особист*|дешево|недорого|#n",
      ],
      uz: ["elf|hqd ~2 arzon|yetkazib|sotiladi|sotamiz|optom"],
      en: ["vapes|disposables|snus ~3 wholesale|delivery|cheap|stock", "wholesale ~2 vapes|disposables|snus"],
    },
  },
  {
    // Cloud mining with a daily percentage and "tap to earn" games that "pay": both pitches ask for a deposit or a
    // referral. "Майнинг на видеокартах ещё окупается?" and "My kid plays Hamster Kombat all day" are chat.
    name: "cloud_mining_tap_earn",
    category: "crypto",
    weight: 30,
    lang: ["ru", "uk", "en"],
    description: "Cloud mining with daily returns, tap-to-earn games that 'pay real money'",
    patterns: {
      ru: [
        "облачн* майнинг* ~3 вложи*|вложени*|доход*|получай*|прибыл*|#n|зарабат*",
        "тапалк*|тапай*|тапать|тапаешь ~3 зарабат*|деньг*|вывод*|выводи*|usdt|ton",
        "тапай* ~2 и ~1 зарабат*|получай*",
        // a mining farm paying a share a day
        "майнинг* ~1 ферм* ~3 получай*|доход*|#n|вывод*",
        // 'майнинг на телефоне: до 3000 рублей в день'
        "майнинг ~2 на ~1 телефоне|смартфоне",
        // 'тапалка перед листингом', 'вложите в майнинг-ферму ... получайте' (r341)
        "успей ~2 накопить ~1 монеты",
        "вложите ~3 майнинг* ~3 получайте",
      ],
      uk: ["хмарн* майнінг* ~3 дохід*|прибут*|#n|заробі*", "тапай* ~3 заробля*|гроші|виведення"],
      en: [
        "cloud mining ~3 earn|daily|profit*|deposit|invest*|start|today|returns",
        "tap to earn ~3 game|games|bot ~3 pays|paying|withdraw|usdt|ton|link",
        "tap2earn ~3 game|games|bot ~3 pays|paying|withdraw|usdt|ton|link",
        // "tap every day and withdraw TON", but not on "tap" or "day": a word of three letters keeps its leetspeak
        // ("t4p", "d4y")
        "every|daily ~2 withdraw ~2 ton|usdt|tokens|coins",
        "tap to earn ~3 airdrop ~1 confirmed|live|soon|coming",
        // 'earn TON by tapping'
        "earn ~2 ton|usdt ~2 by ~1 tapping",
        // 'Bitcoin mining contract available, earn daily payouts'
        "mining ~1 contract|contracts ~3 earn|daily|payout*|investment",
        // '1 TON for every 1000 taps' (r283)
        "per|every ~1 #n ~1 taps",
      ],
    },
  },
  {
    // Exam answers "leaked" before the exam (ОГЭ, ЕГЭ, НМТ, DTM, SAT): paid for, never delivered. "Ответы на домашку"
    // and "Где найти демоверсии ОГЭ?" are chat.
    name: "exam_answers_leak",
    category: "fraud",
    weight: 35,
    lang: ["ru", "uk", "uz", "en", "kk", "ky"],
    description: "Exam answers and tasks 'leaked' before the exam, sold in school and student chats",
    patterns: {
      ru: [
        // the leak of the tasks or answers, or the exam's leak with a call, year or guarantee; "Говорят, были сливы ЕГЭ
        // в прошлом году, правда?" is a question
        "слив|сливы|слива ~2 заданий|ответов|кимов|ким",
        "слив|сливы ~1 огэ|егэ|впр ~3 #n|пиши*|лс|гарант*",
        "ответы ~2 огэ|егэ|впр ~3 #n|всем|заранее|гарант*|сливы|слив",
        "ответы ~3 до ~1 экзамена",
        // a university place 'without exams' (r285)
        "помогу|поможем ~1 поступить ~3 без ~1 экзаменов ~2 гарантия|пишите|лс",
      ],
      ky: [
        // exam answers for sale ('ЖРТ жооптору бар')
        "жооптору ~1 бар|сатам|сатылат ~3 баасы|жеке*|#n|так|жаз*",
      ],
      kk: [
        // exam answers for sale ('ҰБТ жауаптары бар, бағасы жеке хабарламада'; not 'жауаптары бар ма деп сұрамаңыздар')
        "жауаптары ~1 бар|сатамын|сатылады ~3 бағасы|жеке|#n|нақты|жаз*",
      ],
      uk: ["злив|зливи ~2 нмт|зно|завдань|відповідей", "відповіді ~2 нмт|зно ~3 #n|злив|гарант*"],
      // on "javoblari", not "test": a word of four letters may keep its leetspeak ("t35t")
      uz: ["javoblari ~3 imtihon*|oldin|aniq|#n", "dtm ~2 javob*"],
      en: ["leaked ~2 answers|exam|questions|papers", "exam|test ~1 answers ~3 leaked|guaranteed|before"],
    },
  },
  {
    // Free game currency and skins ("бесплатные робуксы", "free V-Bucks") behind a site that takes the account: the
    // child types the nick or logs in with Steam. "Сын просит робуксы на день рождения" is chat.
    name: "game_currency_phishing",
    category: "phishing",
    weight: 35,
    lang: ["ru", "en"],
    description: "Free game currency and skins (Robux, V-Bucks, CS2 skins) behind a site or bot that takes the account",
    patterns: {
      ru: [
        "получай|получи|получите|забирай|забери ~2 #n ~1 робукс*|робаксов|робаксы|robux|гемов|алмазов|юси|uc|вбаксов",
        "бесплатн* ~1 робукс*|робаксы|robux|вбаксы|скины ~3 заходи|переходи|вводи|ссылк*|сайт*|бот*",
        // game coins 'дешевле в 2 раза' (r184)
        "монеты|валюту|алмазы|донат ~2 в ~1 игре ~3 дешевле",
        // CS2 skins given away in a bot (r197)
        "раздаю|раздам|дарю ~1 скины|скин",
        "скины|скин ~3 бесплатно|даром ~3 бот*|забирай*|заходи",
      ],
      en: [
        "free ~2 robux|vbucks|skins|gems|diamonds ~3 claim|login|site|generator|link",
        "free ~1 v bucks ~3 claim|login|site|generator|link",
        "robux|vbucks ~1 generator",
        // "log in with Steam on our site and claim"; on "with", as "log" keeps its leetspeak ("l0g")
        "with ~1 steam ~3 claim|our",
      ],
    },
  },
  {
    // Network-marketing recruiting dressed as partnership: "ищу партнёров в онлайн-бизнес, доход, обучение бесплатно".
    // A real partner sought for a café ("вложения пополам, обсудим лично") names no income or training.
    name: "mlm_partner_recruiting",
    category: "job",
    weight: 30,
    lang: ["ru", "uk", "en"],
    description: "Network-marketing 'partners wanted' with income, free training, no experience",
    patterns: {
      ru: [
        "ищу|ищем|приглашаю ~1 партнер*|партнёр* ~3 онлайн|бизнес*|проект* ~3 доход*|пассивн*|обучени*|заработ*",
        // a 'recruiting manager' paid a share of the people brought in ('приводи людей в команду и получай 20% с их
        // дохода')
        "#n ~1 с ~1 их ~1 дохода|заработка",
        // the network's promise: income from the first month, travel, a car from the company
        "доход ~2 с ~1 первого ~1 месяца ~3 путешеств*|автомобил*|машин*|желани*|смартфон*|телефон*",
        "путешеств* ~2 автомобиль|машину|машина ~2 от ~1 компании",
        // 'я представляю международную компанию', 'возможность построить собственный бизнес'
        "представляю ~1 международную ~1 компанию",
        "построить ~1 собственный|свой ~1 бизнес ~3 расскажу|интересно|пиши*|возможност*",
        // a business from home, a company's products and a mentor (r270)
        "хочет|хочешь|хотите ~2 свой ~1 бизнес ~2 из ~1 дома",
        "продукция ~1 компании ~3 наставник|обучение",
        "сетевой ~1 бизнес ~2 без ~1 продаж",
        "приглашаешь ~3 получаешь ~1 процент",
      ],
      uk: ["шукаю|шукаємо|запрошую ~1 партнер* ~3 бізнес*|проект* ~3 дохід|доходом|пасивн*|навчанн*"],
      en: [
        "looking for ~2 business ~1 partners ~3 passive|income|training|experience",
        "seeking ~2 business ~1 partners ~3 passive|income|training|experience",
        // 'looking for 10 serious people to join my online team'
        "serious ~1 people ~3 join ~2 my|our ~1 team|online ~3 #n|weekly|income|earn*|flexible|selling",
        // 'Want to be your own boss? Join my team and start earning passive income'
        "be ~1 your ~1 own ~1 boss ~3 join|team|earn*|income",
        "join ~1 my|our ~1 team ~3 earning|income|passive",
        // 'become a reseller' (r278)
        "become ~1 a ~1 reseller|distributor ~3 profit|#n|dm|earn",
      ],
    },
  },
  {
    // A seller who wants gift cards instead of money (untraceable, no refund).
    name: "gift_card_payment",
    category: "fraud",
    weight: 30,
    lang: ["en"],
    description: "Payment asked in gift cards (Apple, Steam, Google Play)",
    patterns: {
      en: [
        "pay me ~2 apple|steam|itunes|google|amazon ~1 gift|cards|card",
        "pay me ~2 gift ~1 cards|card",
        "payment ~3 apple|steam|itunes|google|amazon ~1 gift|cards|card",
        "apple|steam|itunes|gift ~1 cards ~2 accepted",
        // 'Buying Steam and Apple gift cards at 90% rate'
        "buying ~3 gift ~1 cards ~3 rate|#n|instant",
        // 'plug for cheap gift cards, 50% off, legit' (r307)
        "cheap ~1 gift ~1 cards ~3 off|legit|plug|#n",
      ],
    },
  },
  {
    // "Mystery shoppers" recruited with pay per visit: the first task is a transfer from the "shopper's" card.
    // "Работала тайным покупателем, платили копейки" and "Тайный Санта" are chat.
    name: "mystery_shopper_recruiting",
    category: "job",
    weight: 30,
    lang: ["ru", "uk", "en"],
    description: "Mystery shoppers recruited with pay per visit",
    patterns: {
      ru: [
        // not a number after it: "Я тайный покупатель уже 2 года, спрашивайте" is chat
        "тайн* ~1 покупател* ~3 оплата|оплачиваем|платим|визит|требуются|нужны|ищем",
        "требуются|нужны|ищем|набираем ~1 тайн* ~1 покупател*",
        // 'тайный покупатель ..., 1500 за визит, подробности в личке' (not 'я тайный покупатель уже 2 года,
        // спрашивайте')
        "тайный ~1 покупатель ~3 подробност*|лс|личк*|оплата|требуются|нужны",
        "#n ~1 за ~1 визит",
      ],
      uk: ["таємн* ~1 покупц*|покупець|покупця ~3 оплата|потрібні|шукаємо|візит", "потрібні|шукаємо ~1 таємн* ~1 покупц*"],
      en: ["mystery shoppers|shopper ~3 needed|wanted|paid|hiring|apply"],
    },
  },
  {
    // Goods "from confiscation" or "from customs" at half price: paid in advance, never sent. A member's "На таможне
    // конфисковали мой ноутбук" is chat.
    name: "confiscated_goods_sale",
    category: "fraud",
    weight: 30,
    lang: ["ru", "uk", "en"],
    description: "Phones and laptops 'from confiscation' at half price",
    patterns: {
      ru: [
        "конфискат* ~3 полцены|дешево|дешевле|оригинал|доставк*|пишите|#n",
        "из ~1 конфиската ~3 полцены|дешево|дешевле|оригинал|доставк*|#n",
        "конфискат* ~2 таможни",
        // clearance and 'unclaimed' goods (r316): 'отдаём всё за 10% стоимости', parcels 'не выкупили ... коробками вслепую', 'дайсон с таможни, оригинал', phones 'не забрали, отдаём дёшево'
        "отдаем|отдаём ~1 все|всё ~1 за ~1 #n ~1 стоимости",
        "коробками ~1 вслепую",
        "не ~1 выкупили ~3 продаем|продаём|коробк*",
        "с ~1 таможни ~2 оригинал ~3 #n|вместо",
        "не ~1 забрали ~2 отдаем|отдаём|продаем|продаём",
      ],
      uk: [
        "конфіскат* ~3 півціни|дешево|дешевше|оригінал|доставк*|пишіть|#n",
        "конфіскат* ~2 митниці",
        // 'розпродаж конфіскату з митниці ... за безцінь' (r350)
        "конфіскату ~3 митниці|безцінь",
      ],
      en: [
        // "customs seized stock" sold; "Customs seized my laptop" is a victim's
        "customs ~1 seized|confiscated ~3 stock|iphones|phones|laptops|goods|units|sale|price|cheap",
        "seized|confiscated ~1 goods|stock|iphones|phones ~3 sale|price|cheap|units|dm|#n",
      ],
    },
  },
  {
    // Pyramids in their own words: the "matrix" with its entry fee, the "cashbox" with daily payouts.
    name: "matrix_pyramid",
    category: "earnings",
    weight: 35,
    lang: ["ru", "uk"],
    description: "Matrix and cashbox pyramids: an entry fee and a promised exit",
    patterns: {
      // the fee and the exit ("вход 500 рублей, через неделю выходишь с 50 000"), not a cinema's "вход 500 рублей"
      ru: ["матриц* ~2 вход|входа|взнос* ~3 #n ~3 выход*|выходишь|получ*|через", "кэшбокс*|кешбокс*|cashbox*"],
      uk: ["матриц* ~2 вхід|внесок ~3 #n ~3 вихід|виходиш|отрима*|через", "кешбокс*"],
    },
  },
  {
    // Flights and hotels at half price "to any destination", paid by transfer: the ticket never comes. A fare found on
    // Skyscanner is chat.
    name: "travel_discount_scam",
    category: "fraud",
    weight: 30,
    lang: ["ru", "uz", "en"],
    description: "Flights and hotels at half price, paid by transfer",
    patterns: {
      // with the transfer or the call: an airline's own "Скидка 20% на любые направления до пятницы" is chat
      ru: [
        "скидк*|скидок ~1 #n ~3 любое|любые ~1 направлени*|рейс* ~3 оплата|переводом|пишите|пиши|лс|личку",
        "авиабилет*|билеты ~3 скидк*|скидок ~3 оплата ~1 переводом",
      ],
      uz: ["aviabilet* ~2 #n ~1 chegirma*", "chegirma* ~3 istalgan ~1 yo*"],
      en: ["flights|hotels|tickets ~3 #n ~1 off ~3 pay|transfer|bank|dm|message"],
    },
  },
  {
    // Visas and residence permits "guaranteed", "without proof of income", "without grounds": paid for, never issued.
    // "Получил шенгенскую визу за 10 дней" and "Canada work visa processing takes forever" are chat.
    name: "visa_residence_fraud",
    category: "fraud",
    weight: 30,
    lang: ["ru", "uz", "en"],
    description: "Visas, residence permits and citizenship sold 'guaranteed', 'without grounds' or 'without proof of income'",
    patterns: {
      // not "без собеседования" ("Визу дали без собеседования") nor "без справки о доходах" alone ("Шенген без справки
      // не дадут"): the proof of income waived, no grounds, or the approval promised
      ru: [
        "виз*|шенген* ~3 без ~1 подтвержден* ~1 доход*|дохода|доходов",
        "внж|гражданств* ~3 без ~1 оснований",
        "без ~1 оснований ~3 пишите|пиши|лс|личку|гарант*",
        "виз*|шенген*|внж ~3 гарант* ~1 одобрени*",
        // 'помощь в получении визы с гарантией 100%, даже после отказов'
        "визы|виза|визу ~3 гаранти* ~3 отказ*",
        "даже ~1 после ~1 отказов|отказа ~3 пиши*|пишите|гаранти*",
        // a visa 'without refusal' (r276)
        "визу|визы ~3 без ~1 отказа ~3 любой|пиши*|пишите|лс|гарант*",
        // a patent for migrants, fast (r296)
        "патент ~3 мигрантов ~3 быстро|без|звоните",
      ],
      uz: ["viza* ~2 kafolat*|hujjatsiz|hujjatlarsiz"],
      en: ["visa ~3 guaranteed ~3 no|without|pay|dm|fast", "no|without ielts", "pay after ~1 approval|visa"],
    },
  },
  {
    // Income "webinars" and "marathons": free, then the paid course ("как выйти на 300 тысяч в месяц", "напиши
    // «хочу»"). "Смотрел эфир про налоги" and "марафон по английскому" are chat.
    name: "income_course_funnel",
    category: "earnings",
    weight: 30,
    lang: ["ru", "en", "uk"],
    description: "Free webinars and marathons that sell an income ('как выйти на 300к в месяц', 'from zero to $10k a month')",
    patterns: {
      ru: [
        // "как выйти на доход 300 тысяч"; not "Вебинар: как заработать на пенсии больше, от ПФР"
        "эфир*|вебинар*|марафон*|интенсив* ~3 как ~1 выйти ~2 на ~1 доход*|#n",
        "марафон* ~3 миллион*|заработ*|доход*",
        "пошагов* ~1 систем* ~2 заработ*|дохода",
        // a new profession in weeks with a job promised ("Стань тестировщиком за 2 месяца, гарантия трудоустройства");
        // "Прошёл курсы тестировщика, работу не нашёл" is a graduate's
        "стань|станьте ~1 тестировщиком|программистом|разработчиком|дизайнером|аналитиком ~3 за ~1 #n ~1 месяц*|недел*|дн*",
        "стань|станьте ~1 тестировщиком|программистом|разработчиком|дизайнером|аналитиком ~3 с нуля",
        "гаранти* ~1 трудоустройств* ~3 зарплат*|мест*",
        "гаранти* ~1 трудоустройств* ~3 от ~1 #n",
        // traffic arbitrage taught 'с нуля' (the hundred-and-fifteenth round)
        "обучу|научу ~2 арбитраж* ~1 трафика",
        // 'ученики выходят на 50к' (the mentor's pitch; not 'ученики выходят на каникулы 28 октября')
        "ученики|ученицы ~1 выходят ~1 на|от ~1 #k|доход*",
        // 'даю бесплатный вебинар, ссылка на регистрацию в шапке'
        "бесплатн* ~1 вебинар* ~3 ссылк*|регистрац*|профил*|шапк*",
        // 'бесплатный разбор ваших финансов: покажу, как выйти на доход 200к' (not 'бесплатный разбор задач ОГЭ', nor
        // 'выйти на доход 100к в нашем городе нереально')
        "как|покажу|научу|помогу ~1 выйти|выйдешь ~1 на ~1 доход|заработок ~1 #k|#n|от",
        "бесплатн* ~1 разбор ~3 финанс*|портфел*|бюджет*",
        // 'авторский курс по созданию дохода в интернете', 'бесплатное вводное занятие, ссылка в профиле'
        "курс* ~3 дохода|заработка ~2 в ~1 интернете",
        "вводное ~1 занятие ~3 ссылк*|профил*",
        // a course 'окупился за неделю', 'дам ссылку на наставника' (r175)
        "курс* ~3 окупил*|окупился ~1 за ~1 неделю",
        "курс* ~3 окупил*|окупился ~1 за ~1 #n ~1 дня|дней",
        "дам|скину ~1 ссылку ~2 на ~1 наставника|ментора|куратора",
        // 'курс по заработку на маркетплейсах со скидкой 90%' (r226)
        "курс|курсы|обучение ~2 по ~1 заработку ~3 скидк*|#n|сегодня|бесплатно",
        // a trader 'takes N people into training' (r269)
        "беру ~2 в ~1 обучение ~2 #n|человек ~3 результат|доход*|заработ*|пишите|хочу",
        // a course 'with a job after it' (r270)
        "курс* ~3 с ~1 трудоустройством ~3 зарплата|доход|от|осталось",
        // traffic arbitrage taught from zero, a course and a job 'with an income' (r281)
        "арбитраж ~1 трафика ~3 нуля|учеников|обуч*",
        "нуля ~3 трудоустройство|трудоустройством",
        "трудоустройство ~2 с ~1 доходом",
      ],
      uk: [
        // 'безкоштовний розбір вашого портфеля, покажу, як вийти на 100 тисяч' (not 'вийти на пенсію в 60')
        "як|покажу|навчу|допоможу ~1 вийти ~1 на ~2 тисяч*|дохід|#k",
        "безкоштовн* ~1 розбір ~3 портфел*|фінанс*|бюджет*",
        // a trader takes N people to train (r272)
        "беру ~2 на ~1 навчання ~2 #n|людей ~3 результат|дохід|заробіт*|пишіть|хочу",
      ],
      // "from zero to $10k a month" (the sum in thousands: "from zero to 10 km a month running" is a runner's)
      en: [
        "zero to #k ~2 a|per|month|week",
        "masterclass|webinar|workshop ~3 earn|quit",
        // the free places that run out ("first 10 students free"); "Learn Spanish in 6 months and get a job?" asks and
        // "Guaranteed job at the family company" is a cousin's
        "first ~1 #n ~1 students|spots|places|participants ~1 free",
        // 'my mentorship takes you to $10k a month' (not 'my coaching program for runners is $50 a month')
        "mentorship|coaching ~3 #k ~3 month",
        "takes|gets ~1 you ~1 to ~1 #k|#n ~3 month",
        // 'I'll show you step by step, just message me' (r235)
        "show|teach ~1 you ~2 step ~1 by ~1 step",
        // 'affiliate marketing course ... earn' (r354)
        "affiliate ~1 marketing ~1 course ~3 earn|training|dm",
      ],
    },
  },
  {
    // Replicas of brands sold as "1:1": counterfeits. "Is it legal to bring replica bags through customs?" asks.
    name: "counterfeit_goods",
    category: "illegal",
    weight: 30,
    lang: ["ru", "uk", "en"],
    description: "Replica watches, bags and sneakers sold as '1:1' or 'AAA'",
    patterns: {
      ru: [
        "качеств* ~1 1 1",
        "реплик* ~2 1 1",
        "реплик* ~3 оптом|наличии|каталог*|заказ*",
        // a brand at a steep discount, "оригинал", with a catalogue or a call; a mall's "Скидка 50% на оригинал Nike,
        // доставка платная" has neither
        "скидк* ~1 #n ~3 оригинал ~3 каталог*|профил*|лс|личк*|пиши*|пишите",
        // copies 1:1, 'twice cheaper than the shop, original' (r285)
        "кроссовки|сумки|часы|брендов* ~3 копии|копия ~1 1 ~1 1",
        "в ~1 #n ~1 раза ~1 дешевле ~2 магазина ~2 оригинал ~1 пишите|пиши|лс",
        // 'жидкости для вейпа оптом без маркировки, дешевле рынка' (r311)
        "оптом ~2 без ~1 маркировки",
        "без ~1 маркировки ~2 дешевле|оптом|пишите",
        // 'аирподсы оригинал по 2000, партия с Китая, опт' (r316)
        "аирподсы|airpods ~1 оригинал ~2 по ~1 #n ~3 опт|партия|розница",
        "партия ~2 с ~1 китая ~3 опт",
      ],
      uk: ["якість ~1 1 1", "репліки|реплік* ~1 брендов*"],
      // "aa": the normaliser folds a run of three letters to two ("AAA quality" reads "aa quality")
      en: [
        "aa ~1 replica*|quality",
        "1 1 quality",
        "replica|replicas ~2 catalog|wholesale|stock",
        "selling|sell ~3 netflix|spotify|youtube|disney|hbo|chatgpt|canva ~3 accounts|account|lifetime|premium ~3 cheap|price|prices|dm|pm|inbox|available|stock|#n",
        "lifetime ~1 netflix|spotify|youtube|chatgpt|canva ~2 premium|account|accounts|subscription",
      ],
    },
  },
  {
    // MEV and front-running "bots" that earn passively once you deploy the scammer's contract and fund it (the contract
    // sends the funds to him). "Is MEV bad for regular users?" is chat.
    name: "mev_bot_scam",
    category: "crypto",
    weight: 35,
    lang: ["ru", "en"],
    description: "MEV, front-running and arbitrage 'bots' earned by deploying and funding a contract from a tutorial",
    patterns: {
      ru: ["mev|мев ~2 бот* ~3 приносит|доход*|разверни*|контракт*", "разверни|разверните|задеплой* ~2 контракт* ~3 инструкци*|видео|туториал*"],
      en: [
        // not "made" or "ETH" after it: the victim's "MEV bots made 2 ETH off my trade" says them
        "mev ~2 bot|bots ~3 earn|earns|passive|profit|profits|deploy|weekly|daily",
        "front running ~1 bot|bots",
        "frontrunning ~1 bot|bots",
        "deploy ~2 contract ~3 tutorial|video|fund|earn",
        "copy ~2 my ~2 contract|code ~3 earn|profit|passive|daily",
        "flash ~1 loan|loans ~3 strategy|bot|pays|profit*|earn*|guide|access|#n",
        "trading bot|bots ~3 made|makes|earned|earns ~1 #n ~1 last|this|in|per|a|every|profit|percent|daily|weekly",
        "sniper ~1 bot ~3 rent|buys|first|x",
        // 'this bot trades for u 24/7' (r177)
        "bot ~1 trades ~2 for ~1 you|u|me",
      ],
    },
  },
  {
    // The victim's transfer is the scam: "send $100, get $1,000 back", "cash app flip", "I'll double your deposit in an
    // hour". "Does anyone use Cash App here?" and "My bank doubled my card limit" are chat.
    name: "money_flip",
    category: "fraud",
    weight: 35,
    lang: ["en", "ru", "uk", "uz", "kk", "ky"],
    description: "Money 'flips' and multipliers: send a sum and get ten times back, 'cash app flip', a deposit doubled in an hour",
    patterns: {
      en: [
        "cash app|apps ~2 flip|flips|flipping",
        "cashapp|paypal|zelle|venmo|chime ~2 flip|flips|flipping",
        // not "made money flipping houses"
        "money|cash ~1 flip|flips",
        "legit ~1 flip|flips|flipping",
        // not "double your money" (earnings_promise reads it; a warning against the scam names it)
        "flip|multiply ~1 your ~1 money|cash|deposit|investment|funds",
        "send ~2 any ~1 amount ~3 receive|get ~2 double|back|2x|twice",
        "giving back ~2 to ~1 the ~1 community ~3 send|receive|double",
        // 'send USDT to this address and receive double back'
        "receive ~1 double ~1 back",
        "send ~3 to ~1 this ~1 address ~3 receive|double|back",
        // 'flip your $100 to $1,000'
        "flip ~1 your ~2 #n ~2 to ~1 #n",
        // 'send to the address and receive 2x back' (r207)
        "send ~3 and ~1 receive|get ~1 2x|3x|double|twice",
        // 'a quick flip', 'send $50 get $500 back' (r230)
        "quick|fast ~1 flip|flips ~3 #n|money|cash|dm",
        "send ~1 #n ~2 get ~1 #n ~1 back",
        // 'double your Bitcoin' (r255)
        "double ~1 your ~1 bitcoin|btc|crypto|eth|usdt ~3 hours|#n|send|address|minutes",
        // 'send ETH ... and get 2x back' (r262)
        "get ~1 2x ~1 back",
        // 'send 10 Stars, receive 100 back' (r283)
        "send ~1 #n ~1 stars|ton ~2 receive ~1 #n",
        // 'blessing 10 people with $200 today, comment your cashapp' (r307)
        "blessing ~1 #n ~1 people ~3 cashapp|cashtag|comment",
        // 'send 10 TON and receive 20 TON back' (r335)
        "send ~1 #n ~1 ton ~3 receive|back",
      ],
      ru: [
        // money, not "приумножу ваши знания" (a tutor's)
        "умножу|приумножу|удвою|утрою|умножим|приумножим|удвоим|утроим ~2 деньги|депозит*|сумм*|вложени*|капитал*|баланс*",
        "вложи|вложите|отправь|отправьте|скинь|скиньте|переведи|переведите ~1 #n ~3 получи*|верну|вернем|вернём ~1 #n",
        "умножу|приумножу|удвою|утрою|умножим|приумножим|удвоим|утроим ~2 usdt|btc|втс|eth|етн|крипт*|биткоин*|баксы|доллары|рубли",
        // 'удвой свои USDT за 24 часа'
        "удвой|удвою|удвоим ~2 usdt|деньги|депозит|сумму|биткоин*|крипту",
        // 'закинь 500 на карту — через час вернётся 1500' (r244)
        "закинь|закинешь ~1 #n ~3 через ~2 вернется|вернётся",
      ],
      kk: [
        // Kazakh: 'ботқа 10 000 теңге салсаңыз, ертеңіне 20 000 болады'
        "салсаңыз ~3 ертеңіне|ертеңгі|ертесі ~2 #n",
      ],
      ky: [
        // Kyrgyz: 'ботко 1000 сом салсаңыз, эртеси 2000 болот'
        "салсаңыз ~3 эртеси|эртең ~2 #n",
      ],
      uz: [
        // Uzbek: 'botga 100$ tashlang, 24 soatda 200$ qilib qaytaradi' (not the warning 'ikki baravar qilib qaytaradi
        // degan bot aldov')
        "tashlang|tashla|yuboring ~2 #n ~3 qaytaradi|qaytaraman|qilib",
      ],
      uk: ["примножу|подвою|потрою|примножимо|подвоїмо|потроїмо ~2 гроші|кошти|депозит*|суму|вклад*|баланс*"],
    },
    // "send $100 get $1,000 back", "$200 turned into $2k today". The first is read from its "$" back (a lookbehind): a
    // scan for the verbs' first letters tried most words of a long text (25 -> 7 µs per 10,000 characters)
    regex: [
      "\\$(?<=\\b(?:send|sending|invest|deposit|pay)\\s(?:me\\s|only\\s|just\\s)?\\$)\\s?\\d[\\d,.]{0,7}k?\\s(?:and\\s)?(?:get|receive|make|earn)\\s\\$\\s?\\d",
      "\\$\\s?\\d[\\d,.]{0,7}k?\\s(?:turned\\s|flipped\\s)?into\\s\\$\\s?\\d[\\d,.]{0,7}k?\\s(?:today|tonight|in\\s\\d{1,2}\\s?(?:hours?|hrs?|mins?|minutes?)|within)",
    ],
  },
  {
    // A bank, a marketplace or Telegram's founder "gives" every customer a sum or Stars, to be claimed by a link or in
    // a bot: the claim page takes the card or the account. "Сбер опять начислил кешбэк" and "Дуров дал интервью" are
    // chat.
    name: "brand_giveaway_phishing",
    category: "phishing",
    weight: 35,
    lang: ["ru", "uk", "en"],
    description: "Fake giveaways in a brand's or a founder's name: 'Сбер дарит 5000 рублей всем клиентам', 'Дуров раздаёт звёзды'",
    patterns: {
      ru: [
        // gives, not pays ("Telegram выплачивает 50% дохода владельцам каналов" is news): a sum, or everyone with a
        // claim by a link or in a bot; "Яндекс дарит всем пользователям Плюс на месяц, проверьте приложение" shares a
        // real offer
        "сбер|сбербанк|тинькофф|тинькоф|втб|альфабанк|озон|ozon|вайлдберриз|wildberries|госуслуги|дуров|телеграм|telegram|авито|яндекс|газпром|пятерочка|магнит ~2 дарит|дарят|раздает|раздают ~3 #n",
        "сбер|сбербанк|тинькофф|тинькоф|втб|альфабанк|озон|ozon|вайлдберриз|wildberries|госуслуги|дуров|телеграм|telegram|авито|яндекс|газпром|пятерочка|магнит ~2 дарит|дарят|раздает|раздают ~3 всем|каждому|клиентам|пользователям|подписчикам ~3 ссылк*|бот|боте|получи*|забери*|заберите|забрать",
        "всем ~1 клиентам|пользователям|держателям|владельцам ~3 выплат*|компенсац*|дарит|раздает|#n ~3 ссылк*|бот|боте",
        // 'ваш аккаунт выбран для получения подарка от Wildberries'
        "ваш ~1 аккаунт|номер|профиль ~1 выбран|выбрали ~3 получени*|подарк*|приз*|выплат*",
        // a prize 'заберите по ссылке' (r200; 'ваш номер выиграл' alone is the school's draw too)
        "заберите|забери ~1 приз|выигрыш ~2 по ~1 ссылке",
        "заберите|забери ~1 приз|выигрыш ~2 в ~1 боте",
        // 'вы выиграли приз от Wildberries', 'телевизор за 990 рублей первым 50 покупателям' (r316)
        "вы ~1 выиграли ~2 приз ~2 от ~1 wildberries|озон|ozon|вайлдберриз|вб",
        "за ~1 #n ~1 рублей ~2 первым ~1 #n ~1 покупателям",
      ],
      uk: [
        "приватбанк|приват|монобанк|ощадбанк|дія|дуров|телеграм ~2 дарує|дарують|роздає|роздають|виплачує ~3 #n|всім|кожному|клієнтам|користувачам|зірк*|зірок",
        // 'подарунок від Monobank кожному клієнту 500 грн' (r313)
        "подарунок ~2 від ~1 monobank|приватбанк*|приват|ощадбанк*|дія ~3 кожному|клієнту|#n",
      ],
      en: [
        // money or coins ("Coinbase is giving away ETH!"), not "Musk is giving away Starlink terminals"
        "amazon|walmart|paypal|coinbase|binance|musk|durov|telegram|apple|tesla|cashapp ~2 is ~1 giving ~1 away ~2 #n|btc|eth|usdt|bitcoin|crypto|money|cash|free",
        "your ~1 account ~2 selected|chosen ~1 for ~1 a|а ~1 free ~3 premium|gift|reward|bonus|upgrade|subscription",
        // 'We are celebrating 1M users! First 500 people get $100'
        "celebrating ~2 #n|1m|#k ~1 users|members|subscribers|holders ~3 first|get|free|giveaway|airdrop",
        // 'win a free iPhone 16, just complete a short survey'
        "free ~1 iphone ~1 #n ~3 survey|link|bio|claim|complete",
        "complete ~1 a ~1 short ~1 survey ~3 win|free|gift|reward|link",
        // 'a free $50 gift card for completing a short survey' (r331)
        "free ~2 gift ~1 card ~3 completing|survey",
        // 'you won a $500 gift card, confirm your details to receive it' (r342)
        "won ~2 gift ~1 card ~3 confirm ~2 details",
      ],
    },
  },
  {
    // The "buyer" who has already paid, through the marketplace's delivery, and sends the seller a page or a bot to
    // "receive the money": it takes the card. "Покупатель попросил оплатить через доставку OLX, это безопасно?" asks.
    name: "marketplace_payment_phishing",
    category: "phishing",
    weight: 35,
    lang: ["ru", "uk", "en", "uz"],
    description: "'Your item was paid through the delivery, receive the money by the link': marketplace payment phishing (Avito, OLX, Юла)",
    patterns: {
      ru: [
        // "ваш товар оплачен" (never said to a seller in a chat by anyone but the scam), "оплатил ваш товар"; not a
        // customer's "Ваш заказ оплачен? Мне пришло уведомление"
        "ваш|ваше|вашу ~1 товар|объявлени*|вещь ~3 оплачен*|оплатил*|выкуплен*",
        "оплатил|оплатила|оплатили ~1 ваш|ваше|вашу ~1 товар|заказ|объявлени*|вещь",
        // where: a page or a bot ("Подтвердите получение денег, когда придут" is a friend's; a form "в офисе" an
        // insurer's)
        "подтвердите|подтверди ~2 получение ~1 средств|денег|оплаты|платежа ~3 ссылк*|форм*|бот*|боте|сайт*|странице",
        "получить|получите|заберите ~1 деньги|средства|оплату ~3 по ~1 ссылке",
        "деньги|средства|оплату ~1 получите|заберите ~2 по ~1 ссылке",
        // for the money ("чтобы получить деньги, заполните форму в боте"); "Заполните анкету в боте, чтобы записаться
        // на экскурсию" is a school's
        "деньги|средства|оплат*|выплат* ~3 заполните|заполни ~2 форм*|анкет*|данные ~2 в ~1 боте",
        "деньги|средства|оплат*|выплат* ~3 заполните|заполни ~2 форм*|анкет*|данные ~2 по ~1 ссылке",
        "заполните|заполни ~2 форм*|анкет*|данные ~2 в ~1 боте ~3 получ*|деньги|средства|оплат*|выплат*",
        "заполните|заполни ~2 форм*|анкет*|данные ~2 по ~1 ссылке ~3 получ*|деньги|средства|оплат*|выплат*",
        // 'вот ссылка для получения денег', 'оплачу через безопасную сделку' (r316)
        "ссылка ~2 для ~1 получения ~1 денег|оплаты|средств",
        "оплачу ~2 через ~1 безопасную ~1 сделку",
      ],
      uk: [
        "оплатив|оплатила|оплатили ~2 ваш|ваше|вашу ~1 товар|замовлення|оголошення|річ",
        "ваш|ваше ~1 товар|замовлення|оголошення ~2 оплачен*",
        "отримайте|отримати ~1 кошти|гроші|оплату ~3 посиланням|посилання|формою|боті",
      ],
      en: [
        "already paid ~2 for ~1 your ~1 item|order|product|listing",
        "confirm ~2 payment ~3 receive|page|link|form",
        "your ~1 item|listing|product ~2 has been|was ~1 paid",
      ],
      // "to'lov" and "mahsulotingiz" are read as "to lov", "mahsulotingiz"
      uz: ["mahsulotingiz ~3 to lov ~1 qilindi|amalga", "pulni|pulingizni ~1 olish ~1 uchun ~2 havola*|botga|botda"],
    },
  },
  {
    // Advance-fee letters: a lottery the reader never entered, an heirless fortune, a transfer "to process". The fee
    // comes after the reply. "I bought a lottery ticket" and "My grandmother left me her old piano" are chat.
    name: "advance_fee_fraud",
    category: "fraud",
    weight: 35,
    lang: ["en", "ru"],
    description: "Lottery wins never entered, heirless inheritances to be 'processed' and 'fixed matches' sold: paid for what does not exist",
    patterns: {
      en: [
        // the win with what to do next ("you won $250,000, contact the agent"); "You won the lottery? Drinks are on
        // you" is chat (not "you" first: the normaliser leaves short words in leetspeak, "y0u")
        "won ~3 lottery|jackpot|draw|sweepstake* ~3 claim|agent|processing",
        "won ~1 #n ~3 contact|agent|processing",
        // a fortune with a sum or no heir; not "My late father left a fund for my studies"
        "left ~2 a|an ~1 fund|sum|deposit|estate|inheritance ~3 #n|heir|heirs|million|millions|transfer|claim",
        "no heir|heirs",
        "fixed ~1 match|matches|games ~3 available|odds|payment|sure|#n|dm|whatsapp",
        // 'small registration fee of $25 required'
        "registration ~1 fee ~3 required|job|work|training",
        // 'your funds are unlocked, pay the 10% withdrawal fee to receive them' (not 'I had to pay a withdrawal fee at
        // the ATM')
        "withdrawal ~1 fee ~3 receive|unlock*|release*|funds",
        "funds ~2 unlocked|released ~3 pay|fee",
        // the 'wrong number' opener of pig-butchering scams (r251)
        "sorry ~1 wrong ~1 number ~3 nice ~2 meet ~1 you ~2 where|how|are|what",
        // a fee to start paid tasks (r259)
        "registration ~1 fee ~3 get|task|tasks|job|earning|first",
        // a widow's inheritance, a trustworthy person, a loyal partner (r271)
        "widow ~3 inheritance ~3 need|help|invest|trustworthy|partner",
        "trustworthy ~1 person ~3 invest|help",
        "loyal ~1 partner ~3 business|pay|abroad|manage",
        // the free item 'just pay shipping' (r314)
        "just|only ~1 pay|cover ~1 shipping|postage",
        "pay ~1 only ~1 shipping|postage|delivery",
        "only ~2 delivery ~1 fee",
      ],
      ru: [
        // with the prize or the claim ("Ваш номер выиграл в розыгрыше школы, подойдите к учительнице" is a school's)
        "ваш ~1 номер|аккаунт ~2 выиграл ~3 #n|приз*|получ*|свяж*|агент*|долл*|рубл*|евро",
        "ваш ~1 номер|аккаунт ~2 стал ~1 победител*",
        "наследств* ~3 родственник*|миллион*|#n ~3 перевод*|оформ*|свяжитесь|ответьте",
        "договорн* ~1 матч*|игр* ~3 оплата|оплату|продаю|продам|инсайд*",

        "свяжитесь ~2 с ~1 нашим ~1 агентом",
        "ваш ~1 номер ~1 телефону ~1 виграв",
        "зв ~1 яжіться ~2 з ~1 нашим ~1 агентом",
        // the prize that needs a fee first ('Для получения оплатите доставку и комиссию')
        "для ~1 получения ~1 приза|подарка|выигрыша|выплаты|денег ~3 оплатите|оплатить|оплата|комисси*|доставк*|налог*",
        "для ~1 получения ~2 оплатите|оплатить ~2 доставк*|комисси*|налог*|пошлин*",
        // a job that asks an entry fee first ('вступний внесок 200 грн за навчання')
        "вступительный|вступний|регистрационный|реєстраційний ~1 взнос|внесок|платеж|платіж ~3 обучение|навчання|работ*|робот*|стажир*",
        // the relative in trouble who needs money at once, from a new number (r250)
        "я ~1 попал|попала ~1 в ~1 аварию|беду|дтп ~2 срочно ~2 деньги|переведи|переведите",
      ],
    },
  },
  {
    // Classifieds paid in advance for what never comes: a pet "free, pay only the delivery", a flat let by an owner
    // abroad who mails the keys after the deposit, tickets below face value paid by a transfer without protection, a
    // deal "guarantor". The honest giver says "доставку оплатите сами" or "забирать самим"; the honest landlord shows
    // the flat.
    name: "advance_payment_classifieds",
    category: "fraud",
    weight: 30,
    lang: ["ru", "uk", "uz", "en"],
    description: "Classifieds paid in advance: pets for the delivery fee, flats let from abroad, tickets below face value, deal guarantors",
    patterns: {
      ru: [
        "оплат* ~2 только ~1 доставк*|перевозк*|пересылк*",
        "только ~1 оплат* ~1 доставк*|перевозк*|пересылк*",
        // the keys mailed after the money; "Муж за границей, ключи передам соседке" is a landlord's
        "за ~1 границей|рубежом ~3 предоплат*|залог*",
        "ключи ~2 отправлю|вышлю|пришлю ~3 после|предоплат*|курьер*|почт*",
        "дешевле|ниже ~1 номинала",
        "гарант ~1 сделок|сделки",
        "проведу ~2 сделку|сделки ~3 безопасно|комисси*",
        "полцены|полцену ~3 только ~1 предоплат*|предоплата",
        // cars "from Korea" below the market, paid in advance; "Купил машину дешевле рынка на 10%, повезло" is a buyer
        "дешевле ~1 рынка ~3 #n ~3 пиши*|пишите|лс|личк*|заказ*|предоплат*",
        // tickets 'дешевле кассы, передам электронные', a console 'только предоплата' (r316)
        "дешевле ~1 кассы ~3 передам|предоплат*|пишите|лс",
        "передам ~1 электронные",
        "срочно ~3 только ~1 предоплата|предоплату",
      ],
      uk: ["тільки|лише ~1 оплат* ~1 доставк*|пересилк*", "оплат* ~2 тільки|лише ~1 доставк*|пересилк*", "за ~1 кордоном ~3 ключі|передоплат*|завдат*"],
      uz: ["faqat ~1 yetkazib ~1 berish", "chet ~1 eldaman|elda ~3 oldindan|kalit*", "kalit* ~2 yuboraman", "kalit* ~2 jo natam*"],
      en: [
        "only ~1 pay|cover ~2 shipping|delivery|transport",
        "abroad ~3 send|deposit|keys|mail",
        // "keys after the deposit"; not "Mail you the keys? No, I'll leave them with the concierge"
        "keys ~3 after|once ~2 deposit|payment|transfer",
        // sold below face value (not "tickets sold below face value yesterday"); "friends and family only" alone is
        // also a friend's "pay me back via PayPal friends and family only"
        "selling|sell ~3 tickets|ticket ~2 below|under ~1 face",
        // 'my uncle left me 20 PS5s, selling for $100 each' (r314)
        "left ~1 me ~1 #n ~1 ps5s|iphones|phones|laptops|cars",
      ],
    },
  },
  {
    name: "gambling_promo",
    category: "gambling",
    weight: 35,
    lang: ["ru", "uk", "en", "uz", "tr", "kk", "ky"],
    description: "Casino and betting promotion: deposit bonuses, 'won N', mirror links, cappers, Turkish free-spin codes and wager-free bonuses",
    patterns: {
      ru: [
        // a sum won in thousands, not a score ("выиграли 3 матча подряд" is sport chat) nor a lottery's 500 roubles
        // (the regex below reads a sum of a thousand or more with its currency)
        "выиграл* ~3 #n ~1 тыс*|к|млн|миллион*",
        "выиграл* ~3 #k",
        "выигрыш* ~2 #n ~1 тыс*|к|млн|миллион*",
        "выигрыш* ~2 #k",
        "поднял* ~3 #n|#k ~2 казино|слот*|ставк*|на|ставок",
        // a casino's bonus for signing up, not a pharmacy's ("Бонус за регистрацию в аптеке — скидка 5%" was spam 81; r309)
        "казино|слот*|ставк*|фриспин*|депозит*|вывод*|выводом|fs ~3 бонус* ~2 регистрац*",
        "бонус* ~2 регистрац* ~3 вывод*|ссылк*|профил*|казино|слот*|фриспин*|депозит*|промокод*|fs",
        "бонусн* ~1 ссылк*",
        // a deposit bonus on the deposit ("бонус 200% на первый депозит"), not a bank's ("Бонус за депозит в банке
        // маленький")
        "бонус* ~2 на|к ~2 первый|первого|депозит*",
        "зеркало ~1 казино|бк",
        // crash-game signal bots ("сигналы на Aviator и Lucky Jet, точность 95%"); "Aviator — это казино, не ведитесь
        // на сигналы" has the words apart
        "сигнал* ~2 aviator|авиатор*|lucky|mines|плинко|plinko",
        "aviator|авиатор*|mines|plinko ~3 сигнал*|бот|взлом*|предикт*|точность",
        // a tipster with his figures or channel, not the word asked about ("Капер — это кто вообще?"; r309)
        "ставочник*|каппер*|капер* ~3 прогноз*|проход*|канал*|окупаем*|подпис*|экспресс*|пиши*",
        "прогноз* ~3 каппер*|капер*|ставочник*",
        "проход* ~1 прогноз*|экспресс*",
        "промокод* ~2 казино|бк|бонус*|фриспин*",
        "депозит ~2 от #n",
        "вывод ~2 без|моментальн*|мгновенн*",
        // the casino named with what it pays (the word alone is gambling's: "ходили в казино в Сочи")
        "казино ~3 бонус*|фриспин*|депозит*|промокод*|вывод*|зеркал*",
        "кэшбэк*|кешбэк*|кешбек*|кэшбек*|рейкбэк*|рейкбек* ~3 казино|покер*|слот*",
        "поднял ~3 на ~1 слотах|слоте|казино|ставках ~3 кто|скину|пиши*|ссылк*|зеркал*|промокод*|бонус*",
        "bonus ~3 na ~1 pervyj|pervyi|pervyy ~1 depozit",
        "рабоч* ~1 ссылк* с ~1 бонус*",
        "lucky ~1 jet|jetx ~3 поднял|подняла|промо|промокод*|#k|сигнал*|ссылк*",
        // the win told backwards ('на слотах 30к поднял, промик в профиле'); 'промик' is the slang for a promo code
        "слотах|слоте|казино ~2 поднял|подняла ~3 промик*|промокод*|профил*|ссылк*|бонус*|пиши*",
        "промик|промики ~2 профил*|описани*|био|шапке|бонус*|казино|слот*",
        // 'крути колесо удачи и получи до 50 000 на баланс' (r197)
        "колесо ~1 удачи|фортуны ~3 получи|выиграй|бот*|баланс|бонус",
        // 'your number won' (r258)
        "ваш ~1 номер|аккаунт ~1 выиграл ~1 iphone|айфон|#n|приз|денежный",
        // 'your number won in the lottery' (r280)
        "ваш ~1 номер ~1 выиграл ~2 лотере*",
        // a casino 'with fast payouts' (r289)
        "казино ~3 быстрыми ~1 выплатами|выводом",
        // 'заносы каждый день в нашем канале' (r309)
        "заносы ~1 каждый ~1 день",
      ],
      kk: [
        // Kazakh: a casino win ('казинода 200 мың ұттым') with the code
        "казино* ~3 ұттым|ұтып|ұтыс*|промокод*|бонус*",
        "ұттым ~3 промокод*|профиль*|сілтеме*",
        // a betting win with the link ('ставкадан 150 мың түсірдім'; not 'ставка жасамаңыздар, сигнал деген алдау')
        "ставка* ~3 түсірдім|ұттым|ұтып|профиль*|сілтеме*",
        // 'казино ойнап күніне 50 мың табамын'
        "казино* ~3 ойнап|ойнау ~3 табамын|табыс*|ұтамын|мың",
      ],
      ky: [
        // Kyrgyz: a casino win with the code
        "казино* ~3 уттум|утуп|промокод*|бонус*",
        "уттум ~3 промокод*|профил*|шилтеме*",
        // a betting win with the link
        "ставка* ~3 уттум|утуп|чыгардым|профил*|шилтеме*",
        // 'казинодо ойноп күнүнө 5 миң сом табам'
        "казино* ~3 ойноп ~3 табам|киреше*|утам|миң",
        // 'you have won' (r286)
        "утуп ~1 алдыңыз ~3 алуу|админге|жаз*",
      ],
      // a win with its sum or its casino; "Доня виграла конкурс малюнків" is a proud parent
      uk: [
        "ставк*|ставок ~2 прогноз* ~3 vip|гарант*|пиши*|пишіть|канал*|безкоштовн*",
        "виграш*|виграв*|виграла ~3 #n ~1 грн|гривень|тис*|к|usdt|доларів|євро",
        // not "ставки": "Виграв у шахи, ставки були високі"
        "виграш*|виграв*|виграла ~3 казино|слот*",
        "бонус* ~2 реєстрац*",
        "бонус* ~2 на|к ~2 перший|першого|депозит*",
        // the win told in a reply ('на слотах 15 тисяч підняв, промокод у профілі')
        "слотах|слоті|казино ~3 підняв|підняла ~3 промо*|профіл*|посилання|бонус*",
        // a casino 'з виводом на картку' (r174)
        "казино ~2 з ~1 виводом ~2 на ~1 картку|карту",
        // '100 фріспінів за реєстрацію' (r214; not the question 'Фріспіни це що, в казино?')
        "фріспін*|фриспін* ~3 реєстрацію|реєстрації|депозит|бонус",
        // 'казино з миттєвим виведенням на карту, фріспіни' (r238; not 'казино з виведенням грошей у фільмі')
        "казино ~3 виведенням|виведення ~2 на ~1 карту",
        "казино ~3 фріспін*|депозит*|бонус*",
        // 'you have won N' (r252)
        "вітаємо|поздоровляємо ~2 ви ~1 виграли|виграв|виграла ~2 #n",
        // 'your number won' (r258)
        "ваш ~1 номер|акаунт ~1 виграв ~1 iphone|айфон|#n|приз|грошовий",
      ],
      en: [
        "won ~2 #n ~2 casino|slots|bet|spins",
        "deposit bonus",
        "welcome bonus",
        "no deposit bonus",
        "betting tips",
        "casino ~2 bonus|link|code",
        // crash-game predictors and signals ("Lucky Jet predictor bot"); not "predictors are fake"
        "predictor ~2 bot|channel|app|free|never",
        "aviator|mines|plinko ~3 signals|predictor|hack|bot",
        "crash ~1 game|games ~3 code|bonus|deposit|predictor|signals|won|turned",
        // 'just hit $3,400 on this new slot site'
        "hit|won ~2 #n|#k ~3 slot|slots ~1 site|app ~3 free|bonus|bio|link|give|gives|sign*",
        // a casino's free spins with no deposit, the cash-out with the code (not 'the promo code in my bio is for my
        // bakery')
        "free ~1 spins ~3 no ~1 deposit|kyc|verification",
        "cashed ~1 out ~3 casino|spins|slots|code|bio|link",
        // 'free spins every day at this new casino, no deposit, withdraw instantly'
        "no ~1 deposit ~3 casino|withdraw*|code|bio|spins",
        "withdraw ~1 instantly ~3 casino|code|bio",
        // 'casino with instant cashout to your card' (r239; not 'The casino has free spins? Never been')
        "casino ~3 cashout|withdrawal|withdrawals",
        // 'first 100 players get $20 free', 'spin the wheel and win up to 1 BTC' (r310)
        "casino ~3 first ~1 #n ~1 players",
        "spin ~1 the ~1 wheel ~3 win|btc|free|prize",
        "free ~1 to ~1 play ~3 win|btc|prize",
      ],
      // the words alone ("stavka", "kazino") are `gambling`'s: "Kecha futbolda stavka qildim, yutqazdim" is a loser's
      // regret
      uz: [
        "aviator|mines|plinko ~3 signal*",
        // a bookmaker's promo code or bonus ("1xbet promo kod bilan 200% bonus")
        "promo ~1 kod* ~3 bonus*|1xbet|mostbet|melbet|1win|stavka*",
        "1xbet|mostbet|melbet|1win ~3 promo*|bonus*|kod*",
        "yutuq|yutib ~3 #n|kazino|stavka*|ming|million|dollar*",
        "#n ~1 million|ming|mln ~1 yutdim ~3 kazino|slot*|havola*|profil*|stavka*",
        "yutdim ~3 kazino|slot*|havola*|profil*",
        // Uzbek in Cyrillic with none of its own letters is read as it is: 'казинода 5 миллион ютдим, промокод
        // профилда'
        "ютдим ~3 промокод|профил*|казино*|ҳавола*",
        // '10 ming tikib 1 million yuting'
        "tikib ~3 yuting|yutib|million",
        // 'you have won' (r284)
        "yutib ~1 oldingiz ~3 olish|adminga|yozing|havola",
        // 'pulni kartaga darhol chiqarish, bonus ro'yxatdan o'tganda' (r320)
        "kartaga ~1 darhol ~1 chiqarish",
        "bonus ~2 ro ~1 yxatdan",
      ],
      tr: [
        "freespin*|free spin ~2 kod*|hediye|bonus*",
        "cevrim sartsız|sartsiz",
        "deneme bonus*",
        "yatırımsız|yatirimsiz ~1 bonus*|deneme",
        "kayıp|kayip bonus*",
        "bahis|casino ~2 bonus*|sitesi|siteleri|kodu",
        "papara|payfix ~3 hediye|kazan*|odul*|cekilis*",
      ],
    },
    // a sum won with its currency glued to the number ("выиграл 300$ за вечер")
    regex: [
      "выигр[а-я]{0,6}\\s(?:\\S+\\s){0,2}?\\d[\\d .,]{0,9}(?:\\$|€|₽)",
      // a sum won of a thousand or more with its currency ("выиграл 15 000 рублей за вечер"); "Мама выиграла в лотерею
      // 500 рублей" is a family's joy
      "выигр[а-я]{0,6}\\s(?:\\S+\\s){0,2}?(?:\\d{4,}|\\d{1,3}(?:[ .,]\\d{3})+)\\s?(?:руб|р\\b|бакс|долл|usdt|евро|грн|гривен|гривн)",
      // a bonus of 100% or more on a deposit ("500% на депозиты"); a bank pays 8-20% on one. It starts on "%", the
      // rarer character
      "%(?<=[1-9]\\d{2}\\s?%)\\s?(?:на|к)\\s(?:перв\\S{0,3}\\s)?депозит",
    ],
  },
  {
    name: "crypto_trading_zh",
    category: "crypto",
    weight: 40,
    lang: ["zh"],
    description: "Chinese crypto trading, copy-trading, signals, and card / payment-laundering ('收卡', '跑分') solicitation",
    regex: [
      "(?:收卡|普卡|盾卡|公户|公戶|跑分|代收|代付|承兑|承兌|卡商|车队|車隊|洗米|担保交易|擔保交易|高价收|高價收|小咔|收咔|収咔|咔商|佧商|佧主)",
      "(?:止盈|止损|止損|带单|帶單|喊单|喊單|合约|合約|空投|撸毛|擼毛|币圈|幣圈|稳赚|穩賺|日赚|日賺|躺赚|躺賺|爆仓|爆倉|做多|做空|点位|點位|搬砖|搬磚|返利|比特币|比特幣|以太坊|泰达币|泰達幣|狗狗币)",
      // a signal card's direction and entry: "BTC多 EP: 33780", "ETH空 入场 …" (long / short standing alone, "BTC多少" and
      // "ETH空了" go on in Han; a member's "BTC多，目标 34000" names no entry)
      "[多空](?<=\\b(?:btc|eth|sol|bnb|xrp|doge|ton)\\s?[多空])(?![\\u3400-\\u9fff])[^\\n]{0,12}?(?:\\b(?:ep|entry)\\b|进场|入场|進場|入場)",
    ],
  },
  {
    name: "investment_testimonial",
    category: "testimonial",
    weight: 35,
    lang: ["ru", "uk", "en", "es", "de", "fr", "pt", "uz"],
    description: "Fake testimonials for 'expert traders', account managers and fund-recovery services",
    patterns: {
      ru: [
        "благодаря ~3 стратеги*|сигнал*|помощи ~2 заработал*|получил*|вывел*",
        "вернул* ~3 деньги|средства ~3 мошенник*|брокер*",
        // fund recovery offered to the victims, and managed trading
        "верну|вернем|вернём|возвращаем|возврат ~3 деньги|денег|средства|средств ~3 мошенник*|брокер*|украден*",
        "доверительн* управлени* ~3 крипт*|криптовалют*|средств*|капитал*|доходност*",
        "вывел* ~3 #n",
        "получил* ~2 первую|первые ~1 выплат*",
        "спасибо ~3 за ~2 выплат*|сигнал*|стратеги*",
        "рекомендую ~3 трейдер*|брокер*|эксперт*|наставник*",
        "без работы ~3 сейчас|теперь ~1 зарабатываю ~3 дома|выходя|телефона|онлайн|удаленно|удалённо",
        "продавцом|кассиром|официант*|курьером ~3 а ~1 сейчас|теперь ~1 зарабатываю ~3 дома|выходя|телефона|онлайн|удаленно|удалённо",
        "благодаря ~3 стратеги*|сигнал*|наставни*|обучени*|урок* ~3 заработал*|вывел* ~2 #n|тысяч*",
        "не ~1 верила|верил ~1 но ~3 вывожу|вывела|вывел",
        "подруга|знакомая|сестра|соседка|коллега|друг|знакомый ~2 показала|показал|научила|научил|посоветовала|посоветовал ~3 зарабат*|заработ*|доход* ~3 #n|телефон*|тысяч*|дома",
        "мошенни*|брокер*|бирж* ~3 вернем|вернём|верну|возвращаем|помогу|поможем ~2 вернуть|деньги|средства",
        "потерял*|потеряли ~2 деньги|средства ~3 бирж*|брокер*|крипт* ~3 помогу|поможем|верну|вернём|вернем",
        "спасибо ~2 наставнику|наставнице|ментору|куратору ~3 кто ~1 хочет ~1 так|также",
        "скрин*|скриншот* ~2 вывод*|заработк*|дохода",
        "скрин*|скриншот* ~1 выплат* ~3 канале|профиле|лс|личк*|шапке|закреп*|подписчик*|учеников|клиентов",
        "благодаря ~3 стратеги*|сигнал*|наставни*|обучени*|урок* ~3 за ~2 заработал*|вывел* ~2 #n|тысяч*",
        // English testimonials machine-translated into Russian (the ninetieth round): 'она законна, свяжитесь' ('she is
        // legit'), 'я инвестировал 500 долларов и получил', 'лучший трейдер, которого я когда-либо видел', 'мой
        // менеджер счета', 'Бог благословит вас, мистер ...', 'платить за свои счета'; 'Лучший трейдер года по версии
        // Forbes — это кто?' and 'поблагодарить миссис Смит, учительницу' are not
        "она|он ~1 законна|законен|легитимна|легитимен ~2 свяжитесь|свяжись|напишите|рекомендую",
        "помогла|помог ~2 мне ~1 заработать ~2 #n",
        "я ~1 инвестировал*|вложил*|вложила ~1 #n ~2 долларов|баксов|рублей ~1 и ~1 получил*",
        "скептически ~1 настроен* ~3 но ~3 прибыл*|получаю|заработ*",
        "лучший|лучшая ~1 трейдер*|брокер* ~3 которого|которую|когда ~1 либо",
        "менеджер ~1 счета ~3 вывести|вывел*|вывела ~2 #n",
        "бог ~1 благословит ~3 мистер|миссис|мисс|сэр|мэм",
        "платить ~1 за ~1 свои ~1 счета",
        // 'сейчас на счету больше миллиона'
        "сейчас|теперь ~2 на ~1 счету ~1 больше|уже|почти ~1 миллиона|миллион|миллионов",
        // 'мой дядя работает аналитиком ... даёт мне сигналы', 'вы слышали про торговлю золотом? я начала с 50 тысяч,
        // сейчас уже 400', 'как мне помогла моя наставница зарабатывать', 'платформу с ИИ для торговли', 'вывела 500
        // тысяч с торгового счёта, спасибо куратору' (not 'спасибо куратору нашего класса', 'заработал 5 тысяч за две
        // недели курьером')
        "дядя|тетя|брат|сестра ~3 аналитик*|трейдер* ~3 сигнал*|фонд*|крипт*|бирж*",
        "слышали ~2 про ~1 торговлю ~1 золотом|нефтью|валютой",
        "начала|начал ~3 с ~1 #n ~2 тысяч ~3 сейчас|теперь|уже",
        "помогла|помог ~1 моя|мой ~1 наставниц*|наставник*|куратор* ~3 зарабат*|заработ*|трейдинг*|торгов*|доход*|выйти",
        "платформу|платформой|бота ~2 с ~1 ии|ai ~2 для ~1 торговли|трейдинга",
        "вывела|вывел ~1 #n ~1 тысяч ~3 счета ~3 спасибо|куратор*",
        // 'мой куратор из инвестфонда ведёт закрытую группу, я с 30 тысяч вышла на 250', 'трейдер делится сделками в
        // маленькой группе', 'их съедает инфляция. Я получаю 2% в день' (not 'делится сделками в своём блоге',
        // 'инфляция съедает зарплату, получаю всё меньше')
        "куратор* ~3 инвестфонд*|фонд* ~3 групп*",
        "#n ~1 тысяч ~2 вышла|вышел ~2 на ~1 #n",
        "делится ~1 сделками|сигналами|прогнозами ~3 групп*|добав*|пиши*|канал*|закрыт*",
        "инфляция ~3 получаю|зарабатываю ~1 #n",
        // a sum made 'могу рассказать как', a deposit 'вырос вдвое' (r175)
        "#n ~1 тысяч*|#k ~1 сделала|сделал|подняла|поднял|заработала|заработал ~3 могу|расскажу|покажу|научу",
        "депозит ~1 вырос|увеличился ~1 вдвое|втрое",
        // the testimonial story of 2025 (r322): a decree and debts, 'подруга показала проект', 'выхожу на 120 тысяч', 'наставник показал', 'плюс 30 тысяч к пенсии', 'зарабатываю, пока ребёнок спит', 'закрыла долги благодаря одному направлению', 'секрет расскажу в лс'
        "долги ~3 благодаря ~2 одному ~1 направлению|проекту|наставнику",
        "наставник ~1 показал|показала ~3 телефона|зарабат*",
        "плюс ~1 #n ~1 тысяч ~2 к ~1 пенсии",
        "научил|научила ~1 зарабатывать ~3 телефон*|пиши*|показать",
        "зарабатываю ~2 пока ~1 ребенок|ребёнок ~1 спит",
        "работаю ~2 с ~1 ноутбука ~3 научить|доход*",
        "через ~1 месяц ~1 работы ~2 проекте ~3 купила|купил|доход*|заработ*|осталось",
        "помогаю ~1 родителям ~1 деньгами ~3 онлайн*|онлайне|лс|доход",
        "работаю ~1 в ~1 онлайне ~3 доход|лс|пиши*",
        "делюсь ~2 как ~1 начала|начал ~2 пишите|пиши|лс",
        "секрет ~2 расскажу ~2 лс|личке|личку",
        "выхожу ~1 на ~1 #n ~1 тысяч ~2 месяц",
        "попала|попал ~2 в ~1 команду ~3 доход|заработ*",
        // the offer after a chatty opening (r351): 'я вот нашла удалёнку, 2 часа в день, хватает на всё', 'в боте можно проверить положенные выплаты, я получила 7000', 'подруга за месяц вышла на 100 тысяч, работая с телефона', 'пока вы спали, я заработала'
        "нашла|нашел|нашёл ~1 удаленку|удалёнку|способ ~3 зарабатывать|часа|хватает",
        "в ~1 боте ~2 проверить ~2 положенные ~1 выплаты",
        "подруга ~3 вышла ~1 на ~1 #n ~1 тысяч ~3 работая|телефона|расскажу",
        "пока ~1 вы ~1 спали ~2 заработал*",
      ],
      uk: [
        "завдяки ~3 стратегі*|сигнал* ~2 заробив*|заробила",
        "рекомендую ~3 трейдер*|брокер*|експерт*",
        "повернемо|поверну|повертаємо ~3 гроші|кошти ~3 шахра*|брокер*|вкраден*",
        "без роботи ~3 зараз|тепер ~1 заробляю ~3 телефону|дому|вдома|онлайн|віддалено",
        "не ~1 вірила|вірив ~1 але ~3 виводжу|вивела|вивів",
        "гроші ~2 приходять ~2 на ~1 карту ~2 щодня|кожен|кожного|щотижня",
        "дякую ~3 навчання|стратегі*|сигнал*|наставни*|допомог* ~3 заробила|заробив|заробіток|вивела|вивів ~2 #n|тисяч*",
        "подруга|знайома|сестра|друг ~2 показала|показав|навчила|навчив|порадила ~3 заробля*|заробі*|дохід ~3 #n|телефон*|тисяч*|вдома",
        "вона|він ~1 законна|законний|легітимна",
        "допомогла|допоміг ~1 мені ~1 заробити ~2 #n",
        "менеджер ~1 рахунку ~3 вивести|вивів ~2 #n",
        // the same in Ukrainian; 'мій наставник навчив мене торгувати, тепер 20 тисяч на тиждень, напиши' (not 'тепер
        // заробляю 20 тисяч на місяць на будові')
        "чули ~2 про ~1 торгівлю ~1 золотом|нафтою|валютою",
        "почала|почав ~3 з ~1 #n ~2 тисяч ~3 зараз|тепер|уже",
        "допомогла|допоміг ~1 моя|мій ~1 наставниц*|наставник*|куратор* ~3 заробля*|заробіт*|трейдинг*|торгув*|дохід*",
        "вивела|вивів ~1 #n ~1 тисяч ~3 рахунку ~3 дякую|куратор*",
        "наставник|наставниця ~1 навчив|навчила ~1 мене ~2 торгувати|заробляти",
        "тепер ~2 тисяч ~2 на ~1 тиждень|місяць|день ~3 напиши*|пиши*|пишіть|контакт|навчу|лс",
        // 'I earn on crypto, I'll teach' (r266)
        "заробляю ~2 крипті ~2 навчу",
      ],
      uz: [
        "topardim|olardim|ishlardim ~1 hozir ~2 uydan|telefondan|internetdan|onlayn ~3 million|ming|dollar ~1 topaman|ishlayman|olaman",
        "ustoz*|mentor*|murabbiy* ~2 rahmat|tashakkur ~3 ishladim|topdim|mln|million",
      ],
      en: [
        // with the money or the trade after the name ("Thanks to Mr. Carter, the chemistry teacher, my son passed the
        // exam" is a parent's)
        "thanks to mr|mrs|ms|madam|sir ~3 i|made|earn*|profit*|invest*|trading|trade|strategy|crypto|bitcoin|forex|mentor",
        "thanks to ma am",
        "god bless you mr|mrs|ms|madam|sir",
        // the expert who "helped" ("thanks to expert trader Mrs ..."); "The expert trader on YouTube got liquidated" is
        // a laugh
        "expert trader*|broker* ~3 mr|mrs|ms|madam|dm|contact|whatsapp|telegram|help*|helped|recommend*|thanks|invest*",
        "account manager ~3 mr|mrs|ms|madam|recommend*|trading|profit*|invest*|whatsapp|telegram|contact|dm|withdraw*|earn*",
        // recovered, or recovery offered ("helped me recover my lost funds", "our team will recover your funds"); not
        // the victim's question ("how do I recover my lost crypto wallet password?")
        "recovered|recovery ~3 lost|stolen ~1 funds|money|crypto|bitcoin|btc|wallet",
        "help|helps|helped|will|we ~2 recover ~3 lost|stolen ~1 funds|money|crypto|bitcoin|btc|wallet",
        "recover|recovering|retrieve your ~1 lost|stolen|scammed ~1 funds|money|crypto|bitcoin|btc|wallet|assets",
        "will|we|us|help|helps|helped recover|retrieve ~2 your ~1 funds|crypto|money|bitcoin|assets|btc|usdt|coins",
        // a recovery service for money, not for a disk's data ("Got my data back through a recovery service", r207's twin)
        "recovery expert*|hacker*|specialist*",
        "funds|crypto|asset|assets|wallet|money ~1 recovery ~1 service*",
        "for ~1 recovery ~1 service|services",
        "scammed ~3 recover*",
        "my first payout|withdrawal",
        "payout* ~3 platform",
        "trading technique|strategy|skills|expertise",
        "invest* with mr|mrs|ms|madam|sir",
        "invest* with ma am",
        "testimon* ~3 mr|mrs|ms|madam|helped|profit*|invest*|whatsapp|telegram|contact|dm|trading|earn*|withdraw*|thanks|god",
        "i never believed",
        "highly recommend ~3 trader|broker|mentor|expert",
        "his|her ~1 services|platform|strategy ~3 efficient|legit|reliable|genuine",
        "received ~3 profit*",
        "invest*|trading|trade ~1 with him|her|them",
        "reach out to ~1 mr|mrs|ms|sir|madam|him|her",
        "get in touch with ~1 him|her",
        "thank*|thanks ~3 profit|profits|withdrawal|withdrawals|payout|payouts",
        "successful ~1 withdrawal*|payout*",
        "god ~3 bless you",
        "debt|dept free",
        "from ~1 poverty",
        "didnt|never ~1 believe* ~3 program|platform|company|investment",
        "didn t ~1 believe* ~3 program|platform|company|investment",
        "living testimony",
        "best ~1 trader|broker|mentor ~3 mr|mrs|ms|madam|helped|recommend*|profit*|invest*|whatsapp|telegram|contact|dm|ever|thanks",
        // with money, a trade or a name after it: "ngl this weekend changed my life, finally slept 10 hours" is chat
        // (r177)
        "changed|transformed ~1 my ~1 life|lives|finances ~3 made|make|earn*|profit*|thanks|thank|invest*|trading|trade|crypto|bitcoin|platform|mentor|mr|mrs|manager|strategy|signals|dm|message|contact",
        "forever ~1 indebted|grateful",
        "show|express ~1 my ~1 gratitude",
        "recommend ~3 to you all",
        "trading with ~3 team",
        "help ~2 with ~1 your ~1 finances",
        "help you ~1 grow|earn|make ~2 portfolio|profit|profits",
        "account management ~3 returns|profit|profits|deposit",
        "credibility|diligence|honesty|transparency ~3 undeniable|overlooked|unquestionable",
        // the trader met, the platform praised, the withdrawal shown off
        "met ~1 mr|mrs|ms|madam ~3 trader|trading|invest*|crypto|broker|helped|profit*|recommend*|whatsapp|telegram",
        "appreciate ~3 mr|mrs|ms|madam",
        "binary option|options",
        "trading binary",
        "instant|automatic ~1 withdrawal|withdrawals|payout|payouts",
        "withdrawal|withdrawals ~2 instant|automatic|automatically|approved|today",
        "thank you ~1 for ~1 this|the ~2 profit|profits|payout|withdrawal",
        "enlarge*|enlarging ~2 pocket",
        "invest*|trading ~2 with ~1 this|that ~1 man|woman|guy|company|platform",
        "legit ~1 trader|broker|company|platform|investment|plug",
        "legit ~1 and ~1 good|honest ~1 trader|broker|company|platform",
        "believe ~1 in ~1 him|her",
        "stable|profitable ~1 investment|investments|income",
        "spread|announcing|announce ~1 your ~2 work|works",
        "financially free",
        // the believer's pitch: "stop losing your money", "I keep promoting this great company"
        "promoting ~2 this ~1 great ~1 company|platform",
        "stop losing ~1 your ~1 money|funds",
        "fund|funds recovery",
        "recovery of ~2 funds",
        "withdrawal ~3 automatically|instantly approved",
        "recovered|recover|recovery ~3 victims|victim",
        "lost ~1 your ~1 crypto|funds|bitcoin|money|savings ~2 to ~1 a|scam|scams|scammer|scammers|fraud ~3 recover*|recovered|team|we|our|message|dm|contact",
        "hacked ~1 wallet|account ~3 certified|investigator*|expert*|trace|specialist*",
        "blockchain|crypto ~1 investigator|investigators|forensic|forensics ~3 recover*|hire|contact|dm|message|fees|fee",
        "trace ~3 and ~1 return|recover ~2 your|the ~1 funds|crypto|assets|money",
        "fees|fee|pay ~2 only ~1 after ~2 recovery|recovered|results",
        "trade|trading ~1 for ~1 you ~3 profit|split|pay|results|percent|commission|#n",
        "profit ~1 split ~3 #n|you|only|after|pay",
        "helped me ~2 grow|turn|double|triple ~1 my|a ~1 portfolio|investment|capital|savings|account",
        // the doubter won over by a sum ("I was skeptical at first but this platform paid me $4,200 in two weeks"); not
        // "skeptical but it paid off" or "made me 2 new friends"
        "skeptical|sceptical ~3 but ~3 paid|made|earned ~1 me|us ~1 #n ~1 #n|usd|usdt|dollars|bucks|k|in|within|every|per|a|weekly|daily",
        "skeptical|sceptical ~3 but ~3 paid|made|earned ~1 me|us ~1 #k",
        "helped ~2 me ~1 get|got|recover ~2 my ~1 money|funds|crypto|bitcoin|btc|coins ~1 back ~3 message|contact|dm|inbox|whatsapp|telegram|email|his|her|reach",
        "helped ~2 over|more ~2 #n ~1 people|clients|investors ~3 grow|earn|profit|savings|income|wealth",
        "students|clients ~1 average ~2 #n ~2 monthly|weekly|daily|month|week|day",
        // 'my portfolio is up 340% since January thanks to one signal group'
        "portfolio|account ~2 up ~1 #n ~3 signal|signals|group|bot|mentor|thanks|since",
        // the trading scam's small talk: 'my uncle is a senior analyst at a crypto fund', 'have you heard of gold
        // trading?', 'started with $1,000 and I'm already up', 'the way my mentor helped me earn', 'a private
        // investment group', 'this arbitrage bot pays me $300' (not 'thanks to Mr. Smith for the chemistry class')
        "uncle|aunt|cousin ~3 analyst|trader ~3 signals|fund|investment|crypto|trading",
        "heard ~1 of ~1 gold|forex|crypto ~1 trading",
        "started ~3 with ~1 #n ~3 up|already",
        "private ~1 investment ~1 group|club",
        "bot ~1 pays ~1 me ~1 #n",
        // 'my mentor runs a VIP group' (not 'the fee went from $3 to $5'), 'a senior trader shares his daily picks with
        // a small group, I can add you', 'inflation eats it, I earn 2% a day'
        "mentor ~1 runs ~2 vip|group|channel",
        "shares ~1 his|her ~2 picks|signals|trades ~3 group|add|dm",
        "inflation ~1 eats ~3 earn|#n|strategy",
        // 'my account manager helped me grow $1,000 into $9,500' (r173; not '#n into #n': 'Turned 30 into 40 followers
        // lol')
        "account ~1 manager ~3 grow|grew|turned|profit*|returns",
        // 'turned $300 into $4k with forex', '30% profit every week' (r177)
        "turned|turn ~1 #n ~1 into ~1 #n|#k ~3 forex|crypto|trading|bitcoin|btc|month|week|weeks|days",
        "#n ~1 profit ~1 every ~1 week|day|month",
        // 'I doubled my account in a week' (r193)
        "doubled|tripled ~1 my ~1 account|portfolio|capital ~3 in|week|days|month",
        // 'my bank account manager doubled my savings in 2 months' (r239)
        "manager|advisor|mr|mrs|ms ~3 doubled ~1 my ~1 savings|money|investment|portfolio",
        // 'my forex account manager made me $12k' (r255)
        "account ~1 manager ~2 made|earned|got ~1 me",
        // a forex mentor, 'the good work she has done', a testimony (r271)
        "forex|trading|crypto ~1 mentor ~3 changed|made|life|#n|#k",
        "good ~1 work ~1 she|he ~1 has ~1 done ~2 my ~1 life",
        "sharing ~1 my ~1 testimony ~3 jobless|earn|#n|invest*|crypto",
        // 'just received my payout' (r278)
        "received ~1 my ~1 payout|withdrawal|profit ~3 platform|#n|crypto|trading",
        // 'now I earn $1k a day thanks to one mentor. Want her contact?' (r299)
        "thanks ~1 to ~2 mentor ~3 contact",
        "want ~1 her|his ~1 contact",
        // the opener's money (r326): 'I trade crypto in my free time', 'a platform that changed my life', 'he taught me how to make 30% a month', 'anyone interested in gold trading?'
        "invest ~2 on ~1 the ~1 side",
        "work ~3 and ~1 trade ~1 crypto",
        "platform ~2 changed ~1 my ~1 life ~3 show|dm|message",
        "taught ~1 me ~2 make ~1 #n",
        "interested ~2 gold ~1 trading",
        // 'I trade forex with a mentor, my account grew 300%' (r346)
        "trade ~1 forex ~2 mentor",
        "account ~1 grew ~1 #n ~3 mentor|dm|message|trader|show",
        // 'I found a way to make $200 a day from home', 'I found a side job, 2 hours a day, pays for everything', 'my friend made $10,000 in a month' (r352)
        "found ~1 a ~1 way ~2 to ~1 make ~1 #n",
        "found ~1 a ~1 side ~1 job ~3 hours|pays",
        "friend ~1 made ~1 #n ~3 month|phone",
      ],
      // the same testimonials in Spanish, German, French and Portuguese (binary options, instant payouts)
      es: [
        "opciones binarias",
        "retiro|retiros ~3 instantaneo|automatico|pendientes",
        "inverti|invertir|invertido ~2 con ~1 el|ella|sr|sra",
        "recibi ~3 ganancias|pago|retiro",
      ],
      de: [
        "binare optionen",
        "gewinnauszahlung*",
        "auszahlung ~3 erhalten",
        "investiert ~3 auszahlung*",
        "krypto investition*",
        "gut zu ~1 ihren|seinen ~1 investoren",
      ],
      fr: ["options binaires", "mon retrait", "retrait ~3 recu|obtenu", "gagner de ~1 l argent ~3 forex|trading|bitcoin|crypto*"],
      pt: ["opcoes binarias", "recebi ~3 lucro|lucros|saque", "saque ~3 instantaneo|recebido"],
    },
    regex: [
      // a sum claimed as made or received ("made $23,600", "got 2000 usdt", "made $5k"), read whole, but not money
      // handed back ("paid $20 for the cable and got $5 back", "received $30 refund"), nor a sum of two digits in money
      // ("I made $50 selling old clothes on eBay": a testimonial boasts of hundreds at least), and only with what the
      // boast goes on to: a time, a source or a share ("in 2 weeks", "every day", "from trading", "thanks to"; "My son
      // earned $500 this summer mowing lawns" and "I got $500 for my old laptop" are a family's: the first was `spam`
      // 82 with earnings_promise's "earned #n"). Each of the three sums is read from its first character back to the
      // verb (a lookbehind): a scan for the verbs' first letters tried most words of a long text (35 -> 25 µs per
      // 10,000 characters)
      "(?:[$€£](?<=(?:made|earned|received|receiving|withdrew|got)\\s[$€£])\\s?(?:\\d[\\d,.]{2,8}(?:k|m)?|\\d{1,2}(?:[.,]\\d+)?\\s?(?:k|m))|\\d(?<=(?:made|earned|received|receiving|withdrew|got)\\s\\d)[\\d,.]{2,8}\\s?(?:usd|usdt|\\$|dollars?|euros?|€|£)|[\\d,.](?<=(?:made|earned|received|receiving|withdrew|got)\\s[\\d,.])[\\d,.]{0,8}\\s?(?:k\\b|btc|eth))(?![\\w,.])(?!\\s?(?:back|refund\\w*|in change)\\b)(?=[\\s,.!]{0,3}(?:(?:us\\s)?(?:dollars?|usd)\\s)?(?:in\\s(?:just\\s|only\\s|less\\sthan\\s|under\\s)?(?:a|an|one|two|three|four|five|six|seven|\\d+)\\s?(?:hours?|hrs?|days?|weeks?|months?)|within|during|over|every|each|per|a|an|daily|weekly|monthly|from\\s(?:(?:my|the|her|his|this|their|our)\\s)?(?:trading|investing|investment|crypto|bitcoin|btc|forex|mining|platform|broker|mentor|strategy|signals?|bot|portfolio)|with|thanks|profits?|through|trading|this\\s(?:week|month|morning|year)|last\\s(?:week|month)|today|yesterday|now|already|after|since|just)\\b)",
      // "invested $500 ... profit $7,800": an amount in, an amount out (a sum, not "... got my profit after 30 days");
      // read from the first "$" back, as money_flip's
      "\\$(?<=(?:invest(?:ed|ing)?|deposit(?:ed|ing)?)\\s(?:only\\s|just\\s|a\\s|about\\s)?\\$)\\s?\\d[\\d,.]{0,8}[^$]{0,60}?(?:profit|received|receiving|got|earned|withdr\\w*)[^$\\d]{0,25}(?:\\$\\s?\\d|\\d[\\d,.]{0,8}\\s?(?:\\$|usd|usdt|dollars?|k\\b))",
      // the same with any wording around the two sums ("with a little deposit of $300 i earn over $4,000", "I started
      // with €500 ... withdraw my profit of €7,500", "trusted you with £1000 and now I have made over £15000"): a sum,
      // a word of gain, a sum
      "[$€£]\\s?\\d[\\d,.]{0,8}k?\\b[^$€£\\n]{0,80}?\\b(?:profit|return|earn\\w*|made|withdr\\w*|payout|turned into|grew)\\b[^$€£\\d\\n]{0,30}[$€£]\\s?\\d",
    ],
  },
  {
    name: "promo_invitation",
    category: "promotion",
    weight: 35,
    lang: ["ru", "uk", "en", "id", "uz"],
    description: "Promotional bait posted to a group: exclusive discounts and events, 'rare chance', 'don't miss', limited places",
    patterns: {
      uz: ["har ~1 kuni ~2 pul ~1 yutuq*", "obuna ~3 pul ~1 yutuq*"],
      ru: [
        "эксклюзивн* ~1 предложени*|скидк*|доступ*|мероприяти*|скидок",
        "специальн* предложени*|скидк*|скидок",
        "не упусти*|упустите ~2 шанс*|возможност*",
        "успей*|успейте ~2 воспользова*|записат*|получить|забрать",
        "количество мест ограничено",
        "только сегодня ~2 скидк*|бесплатно|акци*|скидок",
        "уникальн* ~1 возможност*|предложени*|шанс*",
        "канал*|чат*|групп* ~3 где|котором|которой ~3 раздают|разыгрывают|дарят|платят ~2 деньги|деньг*|iphone|айфон*|звезд*|звёзд*|usdt|крипт*",
        "канал*|чат* ~1 с|со ~1 прогноз* ~3 футбол*|матч*|ставк*|ставок|спорт*|проходимост*",
        "канал*|чат* ~1 с|со ~1 сигнал* ~3 точност*|крипт*|бесплатн*|vip|вип",
        "слив* ~2 платн* ~1 курс*",
        "приватн*|закрыт* ~1 канал*|чат* ~3 заработ*|заработк*",
        "чат*|канал*|групп* ~2 для ~1 тех ~2 кто ~2 хочет ~1 зарабатывать|заработать",
        "заработали ~1 #n|#k ~2 подписчик*",
        // 'подпишись на канал, чтобы не потерять' (r200)
        "подпишись|подпишитесь ~3 чтобы ~1 не ~1 потерять",
        // 'sign up by the link and get N' (r270)
        "оформите|оформи ~2 по ~1 ссылке ~3 получите|получи ~1 #n",
      ],
      uk: [
        "ексклюзивн* ~1 пропозиці*|знижк*|знижок",
        "не пропусти*|пропустіть ~2 шанс*|можливість",
        "встигни*|встигніть ~2 отримати|записатися",
        "канал*|чат* ~3 де ~3 розігрують|роздають|дарують ~2 гроші|iphone|айфон*|призи|подарунки",
        "закрит* ~1 чат*|канал* ~3 заробіт*",
      ],
      en: [
        "exclusive ~2 discount|offer|deal|access|webinar|session|screening|event|invitation",
        "group discount",
        "special ~1 discount|offer|deal|announcement",
        "rare ~1 chance|opportunity",
        "once in a lifetime",
        "don t miss ~2 out|this|chance|opportunity",
        "dont miss ~2 out|this|chance|opportunity",
        "limited ~1 spots|seats|places|offer|time ~3 join|register|claim|hurry|dm|link|now|today|free|#n|bonus|profit|earn",
        "hurry up",
        "you re all invited",
        "great|fantastic|perfect|golden opportunity to",
        "at a fraction of the ~1 cost|price",
        "tried the ~2 try the best",
        "airdrops ~2 before ~1 anyone|everyone",
        "leaked ~1 courses|course",
        "free money method|methods",
        // a 'collab' offered to the admin (r262)
        "collab ~2 with ~1 your ~1 community|group|channel|project ~2 dm|message|inbox|contact",
      ],
      id: ["menghasilkan uang", "kode undangan", "dapatkan ~3 uang|saldo|bonus", "penghasilan ~2 per hari|tambahan|harian", "saldo gratis", "gratis saldo"],
    },
  },
  // ---- Third round: kinds of spam that had no named rule of their own (written from what each kind
  // says; weights chosen on leave-one-file-out figures like the others).
  {
    name: "token_launch_shill",
    category: "crypto",
    weight: 30,
    lang: ["en", "ru"],
    description: "Token launch shilling: 'stealth launch in 5 minutes on BSC', presales, 'next 100x gem', 'CA drops soon'",
    patterns: {
      en: [
        "stealth|fair|alpha|official launch",
        "launching ~2 in #n ~1 secs|sec|seconds|mins|min|minutes|hours",
        "launch* ~3 bsc|eth|sol|base ~1 chain|network",
        "#n mins|minutes left ~2 launch",
        "left before launch",
        // "presale|fairlaunch|pinksale|pre sale" was one pattern, "<one of them> sale" (| alternates one token), and
        // never read "presale" or "fairlaunch" alone; "presale" alone is also a concert's, so it needs a coin beside it
        // a token's pre-sale, not a festival's tickets ("Is the pre-sale for the festival tickets open yet?", r299)
        "pre sale ~3 token|tokens|coin|coins|whitelist|bnb|eth|sol|usdt|ton|contract|launch|listing|live|started|ending|memecoin",
        "pre sale ~2 reached|surpassed|crossed ~3 milestone|million|millions",
        "pre launch ~1 token|tokens|coin|presale",
        "whitelist ~3 dm|reserve",
        "only ~1 #n ~1 spots ~3 whitelist",
        "fairlaunch|pinksale",
        "presale ~3 token*|coin*|bnb|eth|sol|usdt|listing|launch*|stage|round",
        // "the token's presale" (not "sold my coins before the presale drama")
        "token*|coin*|bnb|eth|sol|usdt ~1 presale",
        // the countdown to the listing: "only 5% of the supply left, buy before it lists at 10x"
        "of ~1 the ~1 supply ~2 left|remaining",
        "before ~1 it ~1 lists|launches|pumps|moons",
        "lists|listing|launches ~2 at|on ~1 10x|20x|50x|100x|x10|x100",
        "moonshot|moonshots",
        "next ~1 gem|moonshot|100x|1000x",
        "low cap|mcap ~1 gem*",
        "hidden gem*",
        "ca ~2 drop*|drops|dropping|soon",
        "contract address ~3 drop*|soon|below|here",
        "early ~1 ca|buyers|entry|holders",
        "buy|sell tax",
        "liquidity|lp ~1 locked|burned|burnt",
        "ownership|contract renounced",
        "ape|aping in",
        "dont ~1 miss|fade ~2 launch|moonshot|gem|this",
        "don|do t|not ~1 miss|fade ~2 launch|moonshot|gem|this",
        "massive|huge ~1 pump|gains",
        "to the moon",
        // the promoter's claims: paid influencers, a marketing budget, "trending everywhere"
        "paid ~3 influencer*",
        "influencer*|influential ~3 support|back|backing|shill|promote ~1 me|us|this|it",
        "huge|massive ~1 marketing",
        "marketing budget|fund|wallet",
        "trending everywhere",
        "free mint ~3 open|live|now ~3 hours|minutes|hurry|grab|left|spots|only",
        "whitelist|wl ~1 spots|spot ~2 left|remaining",
        "next ~1 coin|pump ~2 announced|reveal*|drops|dropping ~3 sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|today|utc|#n",
        "private ~1 pump ~1 group|groups|channel",
        "pump ~1 group|groups ~3 join|next|vip|free|coin|signal*",
        "selling ~1 #n ~1 whitelist|wl ~1 spots",
        "bonus ~1 tier ~2 ends",
        "#n ~1 extra ~1 tokens",
        "guarantees|guaranteed ~1 10x|20x|50x|100x|1000x",
        "otc ~1 desk ~3 below|discount",
        "#n ~1 below ~1 market",
        // 'buy now before it's too late, signals in my channel', 'burn event tonight ... get in now' (not 'buy now
        // before it's too late, the bakery closes at 6')
        "buy ~1 now ~3 before|too ~1 late ~3 signals|token|coin|channel|link",
        "get ~1 in ~1 now ~3 link|token|before|early",
        "burn ~1 event ~3 tonight|token|x|get|now",
        // a free mint and whitelist spots (r262)
        "free ~1 mint ~2 whitelist|nft",
        // 'free mint is open for 24 hours, first 1000 wallets' (not 'Free mint tea is open at the cafe', r303)
        "free ~1 mint ~3 open ~3 hours|wallets|whitelist|spots|first",
        "whitelist ~1 spots|spot ~2 going|left|limited",
        // 'exclusive TON presale, 10x expected' (r335)
        "ton ~1 presale",
        "#n ~1 x ~1 expected",
      ],
      ru: [
        "запуск* ~2 токен*|монет*|проект* ~2 через",
        "пресейл*",
        "следующ* ~2 иксов|иксы|х100",
        "успей* ~2 купить|зайти ~2 до|раньше",
        // 'монета сделает x10 за месяц, пока дёшево — закупайтесь', 'раздаём токены за подписку, успей до листинга', 'ранние участники получат в 50 раз больше' (r341)
        "монета ~2 сделает",
        "пока ~1 дешево|дёшево ~2 закупайтесь",
        "раздаем|раздаём ~1 токены ~2 за ~1 подписку ~3 листинг*|успей",
        "успей ~2 до ~1 листинга",
        "ранние ~1 участники ~2 получат ~3 раз|больше|токен*",
      ],
    },
    regex: ["\\b(?:(?:100|1000|10000|50|20)x\\s(?:gem|potential|soon|coming|guaranteed|easy)|launch(?:ing)?\\sin\\s\\d{1,3}\\s?(?:s|sec|secs|m|min|mins)\\b)"],
  },
  {
    name: "trading_signals",
    category: "crypto",
    weight: 15,
    lang: ["en", "ru", "zh", "uz"],
    description: "Paid or 'free' trading signal channels: entry, targets, leverage, stop-loss, 'VIP signals'",
    patterns: {
      uz: [
        "bepul ~1 signallar|signallarni",
        "signallar|signallarni ~2 bepul|har kuni|vip",
        "kripto ~1 signal*",
        "signal* ~3 kuniga ~1 #n ~2 foyda",
        "signal* ~3 har ~1 kuni ~2 #n ~2 foyda",
      ],
      en: [
        "take ~1 profit|profits ~1 #n",
        "tp ~1 #n",
        // "stop loss 5", "stoploss 5" ("stop loss|stoploss|sl" read "stop" then one of the three; "SL: 5" is the
        // regex's, and "sl 10" alone is also Scientific Linux)
        "stop loss ~1 #n",
        "stoploss ~1 #n",
        "entry ~1 zone|price|point|range ~1 #n",
        "targets ~1 #n",
        "leverage ~1 #n",
        "open|opened ~1 long|short ~1 position",
        "long|short position ~2 open*",
        "forex|fx|crypto|binance|vip|premium|free ~1 signals|signal",
        "signal|signals ~1 group|channel|service",
        // "#n win rate|winrate|accuracy" read "N win" and then one of the three: "95% accuracy" never fired
        "#n ~1 win ~1 rate",
        "#n ~1 winrate|accuracy",
        "accuracy ~1 #n",
        "trade ~1 setup",
        "open ~1 long|short ~2 for ~1 the ~1 price",
        "mirror|copy ~1 my ~1 trades",
        "#n ~1 daily ~1 average",
        "leverage ~1 calls",
        // 'signals in my channel'
        "signals ~2 in ~1 my ~1 channel|group",
        // 'VIP signals, 10 calls a week, 5x on average' (r299)
        "#n ~1 calls ~1 a ~1 week|day",
        "#n ~1 calls ~1 per ~1 week|day",
        "#n ~1 x ~2 on ~1 average",
      ],
      ru: [
        "сигнал* ~2 крипт*|форекс*|бинанс*|vip|вип|бесплатн*|платн*",
        "точк*|точек входа",
        "тейк профит*",
        "тейкпрофит*",
        "стоп лосс*",
        "стоплосс*",
        "плеч* ~1 #n",
        "вход ~2 #n ~3 цел*",
        "signaly|signali ~2 na|po ~1 kripte|kriptu|birzhe|fyuchersam",
        "сигнал* ~3 точность|точностью|проходимость|винрейт",
        "крипто|крипта ~1 сигнал*",
        // futures signals, 'N% прибыльных сделок'
        "сигнал* ~2 на ~1 фьючерс*",
        "#n ~1 прибыльных ~1 сделок",
        // 'Скину бесплатно сигналы на завтра'
        "бесплатно|бесплатные ~1 сигнал*",
        // 'сигналы на иксы'
        "сигнал* ~3 иксы|иксов",
        // 'бот сигналов с пробным периодом' (not 'погодный бот прогнозов')
        "бот ~1 сигналов",
        // 'сигнальный канал по фьючерсам, 80% сделок в плюс' (r341)
        "сигнальный ~1 канал ~3 фьючерс*|сделок|плюс",
      ],
    },
    // signal lines: "TP1: 34550", "SL: 33530", "Leverage : 5x-20x". Two scans are cheaper than one here: the price is
    // read from its digit back (a lookbehind), "leverage" is a literal that the regex engine skips to (one regex of
    // both alternatives tried "t", "s" and "l" at most positions of a long text: 25 -> 11 + 4 µs per 10,000 characters)
    regex: [
      "\\d(?<=\\b(?:tp\\s?[1-5]\\s?[:=]?|sl\\s?[:=])\\s?\\d)",
      "\\bleverage\\s?:?\\s?(?:x\\s?)?\\d{1,3}\\s?x\\b",
      // Chinese: take-profit / stop-loss lines
      "(?:止盈|止损|止損)",
    ],
  },
  {
    name: "trading_signal_card",
    category: "crypto",
    weight: 30,
    lang: ["en", "ru"],
    description:
      "A trading signal card as signal channels post it: numbered targets (TP1, 'Targets 1 2 3', 🎯 and a price), a stop-loss, and a leverage or an entry, all three; a trader's own plan in a chat names one or two of these, not the set",
    // every card also fires trading_signals (its targets, stop-loss, leverage or entry), so the regex runs only then
    refines: "trading_signals",
    // anchored: each lookahead reads the text once, from its start (the later ones only when the earlier matched);
    // "l0ss" / "lo5s": the normaliser leaves a digit-heavy word as it is
    regex: [
      "^(?=[^]*?(?:\\btp ?[1-5]\\b|🎯 ?\\$?\\d|\\btargets? ?:? ?[1-5]\\W{1,3}\\$?\\d|\\s(?:цел[иь]|тейк) ?:? ?[1-5]\\W{1,3}\\d))(?=[^]*?(?:stop.?l[o0][s5]{2}|\\bsl ?[:=]|стоп.?лосс))(?=[^]*?(?:\\bleverage\\b|\\b\\d{1,3}x ?- ?\\d{1,3}x\\b|\\bentry\\b|\\bep ?[:=]|(?:^|\\s)плеч[оеи]|(?:^|\\s)вход ?:))",
    ],
  },
  {
    name: "promo_code_bait",
    category: "giveaway",
    weight: 40,
    lang: ["en", "ru", "uk", "id", "zh"],
    description: "Referral and promo-code bait: 'enter my invitation code', 'bonus with my promo code', surveys with a prize",
    patterns: {
      en: [
        "enter|use|apply|input ~2 my ~1 code",
        "invitation|invite|referral ~1 code",
        // a promo code is bait when it pays a bonus ("use my code" is above); "Anyone got a promo code for Uber Eats?"
        // is a question
        "promo code ~3 bonus|reward|free|claim|deposit|register|registration|signup",
        "bonus code ~3 reward|free|claim|deposit|register|registration|signup",
        "my referral|invite ~1 link",
        "sign up ~3 bonus|reward|coins|get",
        "register ~3 bonus|reward|get #n",
        "survey ~3 get|win|receive|reward|prize",
        "enter ~1 code ~3 receive|get|claim ~2 coins|bonus|points",
      ],
      ru: [
        // "промокод на бонус", "вводи промокод при регистрации"; "У кого был промокод на такси?" is a question
        "промокод* ~3 бонус*|депозит*|регистрац*|реги|регу|фриспин*|активиру*",
        // promo codes handed out as a channel's or an app's pitch: "публикуем промокоды", "слили промокод"
        "публикуем|публикуются|раздаем|раздаём|дарим|слили|сливаем|слил ~2 промокод*",
        "вводи*|введи*|введите|используй* ~2 промокод*",
        "по моей|моему ~1 ссылке|коду|промокоду",
        "реферальн* ~1 ссылк*|код*|ссылок",
        "пригласительн* код*",
        "пройди*|пройдите|пройти ~1 опрос ~3 получи*|подарке|бонус*|приз*",
        "опрос ~3 в подарок",
        // a bot that pays a cashback ('бот с реальным кешбэком до 50%'; not 'бот кешбэка в банке не работает')
        "бот ~3 кешбэк*|кэшбэк*|кешбек*|кешбэком|кэшбэком ~2 до|#n|реальн*",
      ],
      uk: ["промокод* ~3 бонус*|депозит*|реєстрац*|отрима*", "мій ~1 промокод*", "за моїм|моєю ~1 посиланням|кодом", "реферальн* ~1 посилан*|код*"],
      id: ["kode undangan|referral|promo|bonus", "masukkan ~2 kode", "link undangan"],
    },
    // Chinese: "register with my referral / invitation code"
    regex: ["(?:推荐码|推薦碼|邀请码|邀請碼)"],
  },
  {
    name: "course_giveaway_bait",
    category: "crypto",
    weight: 15,
    lang: ["ru", "uk", "en"],
    description: "'I have a trading / crypto course left over, giving it away, write me': DM-bait dressed as a gift",
    patterns: {
      ru: [
        "отдам|отдаю|раздаю|раздам|поделюсь|отдать ~3 курс*|курсы|материал*|мануал*|обучени*|схем*",
        "освоенн* ~2 курс*|курсы|материал*",
        "остал* ~3 курс*|курсы|материал*|мануал*",
        "курс*|курсы|материал*|мануал*|обучени* ~2 по ~1 крипт*|трейдинг*|арбитраж*|инвестиц*|p2p|р2р",
      ],
      uk: ["віддам|віддаю|роздаю ~3 курс*|матеріал*|посібник*", "курс*|матеріал* ~2 з ~1 крипт*|трейдинг*"],
      en: [
        "giving away ~2 my ~1 course*|materials|trading",
        "free ~1 course*|materials|mentorship ~2 crypto|trading|forex",
        "course*|materials ~2 on|about ~1 crypto|trading|forex ~3 free|dm|message",
        "no longer need ~3 course*|materials",
        // a free trading course, N spots given away (r262)
        "free ~1 trading ~1 course",
        "giving ~1 away ~1 #n ~1 spots",
        // a free lesson by the link (r291)
        "free ~1 lesson ~3 link|profile|bio",
      ],
    },
  },
  // ---- Round 5: English and multilingual kinds of Telegram spam (crypto launch countdowns, fake
  // engagement services, "shill me your gems" bait, shop and app referral bait in Turkish,
  // Indonesian, Malay, Vietnamese and Portuguese); written from what each kind says.
  {
    name: "launch_countdown",
    category: "urgency",
    weight: 35,
    lang: ["en"],
    description:
      "A token launch counted down in seconds or minutes ('launching in 30 secs', '3 mins to go before launch'), or the same rush without a clock ('the channel goes private before I drop the CA', 'have your BNB ready'), or a presale's progress ('the presale has reached the $4.5 million mark'): a pump channel's urgency",
    patterns: {
      en: [
        "#n secs|sec|seconds|mins|min|minutes ~2 before|until|till ~3 launch*",
        "#n secs|sec|seconds|mins|min|minutes ~1 left|more ~2 before|until|till ~3 launch*",
        "launch* ~2 #n mins|minutes|secs|seconds ~1 to ~1 go",
        "launch* ~2 #n mins|minutes|secs|seconds ~1 left",
        "launch* ~1 in|within #n secs|sec|seconds|mins|min|minutes",
        "#n more secs|seconds|mins|minutes ~2 before|until|till ~3 launch*",
        "countdown ~3 launch*|fairlaunch|presale",
        "start* counting ~1 in #n",
        // the same urgency without a clock: the channel goes private before the CA drops, snipers, be ready
        "private ~2 before ~3 drop|launch|ca",
        "snipe|sniping|snipers|sniper ~3 contract|launch|ca",
        "drop|dropping ~1 the|our ~1 ca|tg",
        "loyal ~1 subscriber*|members|holders",
        "participate ~3 launch*",
        "your bnb|eth|sol ~2 prepared|ready",
        "have|get ~1 your ~1 bnb|eth|sol ~1 prepared|ready",
        "pre sale ~3 reached|surpassed|surpassing|raised|crossed|hit ~3 million|impressive",
        "presale ~3 reached|surpassed|surpassing|raised|crossed|hit ~3 million|impressive",
        "hours|hrs ~1 left ~3 buy ~1 before ~1 launch|listing",
      ],
    },
    // the number glued to its unit ("3MINS TO GO BEFORE LAUNCH", "in 7MINS"): one token, not #n. Both read from
    // "launch", the first back from it (a lookbehind): a literal the regex engine skips to, where "\\b\\d" was tried at
    // every digit of a long text (35 -> 7 µs per 10,000 characters)
    regex: [
      "launch(?:(?<=\\b\\d{1,3}(?:secs?|seconds?|mins?|minutes?)\\s(?:to go\\s|left\\s|more\\s)?(?:before|until|till)\\s(?:\\S+\\s){0,2}?launch)|(?<=\\blaunch)(?:ing|es)?\\s(?:in|within)\\s\\d{1,3}(?:s|secs?|seconds?|m|mins?|minutes?)\\b)",
    ],
  },
  {
    name: "engagement_services",
    category: "services",
    weight: 30,
    lang: ["ru", "uk", "en", "zh", "uz"],
    description:
      "Sold fake engagement and promotion: mass DMs, shilling in N groups, bought members, followers, views and likes ('拉人', '僵尸粉', '炸群', '刷粉')",
    patterns: {
      ru: [
        // a crypto project's promotion sold: KOLs, "посевы", listing
        "продвижени* ~2 вашего|твоего ~1 токена|проекта|монеты",
        "листинг* ~2 вашего|твоего ~1 токена|проекта|монеты",
        // accounts "warmed up" for spam, sold in bulk; "Аккаунт в Telegram взломали" is the victim
        "прогрет* ~1 аккаунт*|акки|акков",
        "аккаунт*|акки ~3 оптом ~3 истори*|спам*|отлег*|прогрет*",
        "сделаю|накручу|накрутим ~2 отзывы|отзывов ~3 wildberries|вб|ozon|озон|маркетплейс*|авито|яндекс*",
        "накрутк*|накруток ~1 отзыв*|подписчик*|лайк*|просмотр*",
        // mass mailing and "inviting" sold: "рассылка по чатам, 10 000 сообщений в день, инвайтинг живой аудитории"
        "рассылк*|рассылок ~2 по ~1 чатам|лс|личкам|личным",
        "инвайтинг*",
        "парсинг* ~3 аудитори*|участник*|чатов|групп*|подписчик*",
        "накрутк*|накруток ~3 подписчик*|просмотр*|реакци*|лайк*|участник*",
        "продвижени*|раскрутк*|раскруток ~2 телеграм*|тг|telegram|канал*|каналов|групп*|инстаграм*|инст*",
        "живые|живых|реальные|реальных ~1 подписчик*|участник*|просмотр*",
        "отзывы ~2 за деньги",
        "отзывы ~2 на заказ",
        // sold with their files ("аккаунты ТГ, tdata и session"); "Мои аккаунты в телеге прогреты временем" is chat, so
        // "прогрет*" after the noun is not read
        "аккаунт*|акки|акков ~3 tdata|session",
        // '100 000 просмотров за 500 рублей'
        "#n ~1 просмотров|подписчиков|лайков ~2 за ~1 #n",
        // votes sold, reviews written 'на Яндекс Картах', 'поднимаю рейтинг' (r200)
        "продаю|продам|накрутка|накручу ~1 голоса|голосов",
        "напишу|пишу|напишем ~1 отзывы|отзыв ~3 картах|2гис|авито|озон|вб|wildberries|рейтинг",
        "поднимаю|подниму|поднимем ~1 рейтинг",
        // accounts of a platform sold ('продам аккаунты Авито с отзывами', r213)
        "продам|продаю|продаем|продаём ~1 аккаунты|акки|аккаунт ~1 авито|вк|вконтакте|инстаграм|инсты|телеграм|telegram|тг|google|гугл|gmail|facebook|фб|tiktok|тикток|озон|ozon|wildberries",
        // 'накручу звёзды на твой канал' (r244)
        "накручу|накрутим ~2 звезд*|звёзд*|подписчик*|просмотр*|реакци*",
        // subscribers sold (r276)
        "продаю ~1 подписчиков|лайки|просмотры|отзывы ~3 живые|от|#n|пиши*|пишите|лс",
        // services dropped into chats (r327): 'создам сайт за 3 дня', 'сделаю чат-бота', 'SEO продвижение', 'реклама в 500 чатах', 'рассылка по базе 100 000 номеров', reviews 'на Яндекс картах, 5 звёзд', 'парсинг аудитории', accounts 'с отлёжкой'
        "создам ~1 сайт ~3 дня|недорого|ключ",
        "чат ~1 бота ~3 бизнеса ~3 быстро|дешево|дёшево|недорого",
        "seo ~1 продвижение",
        "ведение ~1 соцсетей ~2 под ~1 ключ",
        "реклама ~2 в ~1 #n ~1 чатах",
        "рассылка ~2 по ~1 базе ~3 #n|номеров|недорого",
        "отзывы ~2 на ~1 яндекс ~1 картах ~3 звезд|звёзд|#n",
        "парсинг ~1 аудитории",
        "раскрутка ~1 instagram|инстаграм|telegram|телеграм ~3 подписчиков|#n|недорого",
        "аккаунты ~1 telegram ~2 с ~1 отлежкой|отлёжкой",
        // 'аккаунты с отлёжкой для рассылок, оптом' (r351)
        "аккаунты ~2 с ~1 отлежкой|отлёжкой ~3 рассыл*|оптом",
      ],
      uk: [
        "лістинг* ~2 вашого ~1 токена|проекту|монети",
        "накрутк*|накруток ~3 підписник*|переглядів|перегляди|лайк*|реакці*",
        "живі|живих|реальні|реальних ~1 підписник*|учасник*|перегляди|переглядів ~3 недорого|швидко|дешево|#n|гарант*|пишіть|ціна|ціни",
        "куплю|купую|скуповую ~1 акаунти|акки ~3 оплата|одразу|дорого|оптом|#n|пишіть",
        // 'створю сайт за 3 дні, під ключ' (r350)
        "створю ~1 сайт ~3 дні|недорого|ключ",
      ],
      en: [
        // a crypto group's services: volume and trending bots, listing agents, KOL packages, bots and tokens built to
        // order
        "volume ~1 bot|bots ~3 token|trending|buys|packages|package",
        "trending ~2 on ~1 dexscreener|dextools|coingecko|cmc|coinmarketcap ~3 guaranteed|packages|package|cheap|dm|prices",
        "listing ~1 agent|agents",
        "fast track ~1 listing",
        "list ~2 your ~1 token|coin|project ~3 week|days|hours|fees|dm|guaranteed",
        "listing ~2 in ~1 #n ~1 hours|days",
        "kol ~2 marketing|package|packages|campaign|campaigns|promotion",
        "influencers ~3 shilling|shill|promote|promoting ~3 your ~1 project|token|coin",
        "i build|develop|create|make ~2 them|bots|tokens|contracts ~3 fast|cheap|usdt|dm",
        "aged ~3 accounts|gmail|facebook|instagram|twitter ~3 bulk|cheap|verified|sale",
        "accounts ~2 in ~1 bulk",
        "#n ~1 mass|bulk dm|dms|messages",
        "mass|bulk dm|dms|dming|messaging ~1 service|services|campaign|campaigns",
        "soft|hard|mass shilling|shill",
        "shilling in ~2 #n",
        "members adding",
        "adding ~1 members ~2 group|groups|channel|channels",
        "real|active|online|targeted|organic|non drop ~1 members|subscribers|followers|viewers",
        "buy|cheap ~2 followers|subscribers|likes|views|members",
        // was "watchtime|watch time ~2 hours", read "<watchtime|watch> time ~2 hours": "watchtime" never fired
        "watchtime ~2 hours",
        "watch time ~2 hours",
        "youtube ~1 monetization|monitaization|monetisation",
        "account* ~3 unbanned|unbans|unban service",
        "report ~1 spam ~1 hesap|service|services",
        "trending ~2 service|services|package|packages",
        "blue ~1 tick|badge|checkmark ~3 guaranteed|dm|price|prices|fast|cheap",
        "get verified ~2 instagram|tiktok|facebook|twitter ~3 guaranteed|dm|price|prices|fast|cheap",
        // accounts bought or sold in bulk, members sold for a channel; "Stop buying aged accounts, they get banned" and
        // "Real YouTube subscribers take years to grow" have no terms
        "buying|buy ~2 aged ~2 accounts ~3 usdt|paying|pay|bulk|dm|cheap|#n",
        "telegram|whatsapp|tg|instagram|gmail ~1 accounts ~3 bulk|buying|usdt|cheap|wholesale",
        "real|active|targeted|organic ~1 telegram|tg|instagram|youtube|tiktok ~1 members|subscribers|followers|views|viewers ~3 for ~2 channel|group|groups|page|account",
        "bulk ~1 sms ~2 sender|service|sending",
        "leads ~1 included",
        "selling ~2 aged ~1 accs|accounts",
        "aged ~1 accs ~3 bulk|price|dm|sale",
        // 'cheap Instagram and TikTok followers, 10k for $15'
        "cheap ~3 followers|likes|views|subscribers",
        "followers|likes|views ~2 #k ~1 for",
        // 'got the plug for real followers' (r177)
        "plug ~2 for ~2 followers|likes|views|real",
        // '1,000 real followers free with our bot' (r193)
        "real ~1 followers|subscribers ~3 free|bot|cheap|fast",
        "#n ~1 real ~1 followers|subscribers",
        // listings sold (r262)
        "verified ~1 listing ~2 cmc|coingecko|coinmarketcap",
        // a verified badge sold (r283)
        "verified ~1 badge|tick|checkmark ~3 channel|account|dm|price",
      ],
      uz: [
        "aktiv|jonli ~2 padpischik*|obunachi*|podpischik*",
        "odam qoshish ~1 xizmat*|hizmat*",
        "odam qoshamiz",
        "nakrutka ~2 obunachi*|padpischik*|podpischik*|layk*|prosmotr*|arzon|qilamiz|qilib",
        // accounts bought ("Telegram akkauntlar sotib olaman"); a warning quoting it is cut by `scam_warning`
        "telegram|tg|instagram ~1 akkaunt* ~2 sotib ~1 olaman|olamiz",
        "akkaunt* ~1 sotaman|sotamiz|sotiladi",
        "obunachi* ~2 nakrutka|nakrutkasi ~3 arzon|tez|yozing|lichka*|#n|sotamiz|qilamiz",
        "аккаунт* ~2 сотиб ~1 оламиз|оламан",
        "аккаунт* ~1 сотамиз|сотаман",
      ],
    },
    regex: [
      // a price list of bought audience: "subscribers 1k in 10$", "5k real followers for $20"; both read from the "k"
      // of the thousands (a lookbehind for what precedes it), where a scan for the nouns' first letters or "\\b\\d"
      // tried most positions of a long text (26 -> 8 µs per 10,000 characters)
      "k(?:(?<=(?:followers|subscribers|likes|views|members)\\s\\d{1,3}(?:[.,]\\d)?\\s?k)\\s(?:in|for|at)\\s\\$?\\d|(?<=\\b\\d{1,3}(?:[.,]\\d)?\\s?k)\\s(?:real\\s|active\\s|online\\s)?(?:followers|subscribers|likes|views|members)\\s(?:in|for|at)\\s\\$?\\d)",
      // Chinese: pulling people into groups, zombie / online fans, group bombing, fake likes and followers
      // (often split by "/", "·" or spaces to pass filters: "拉/人", "炸·群", "僵 尸 粉")
      "(?:拉[\\s/·.]?(?:人|活)|僵[\\s/·.]?尸[\\s/·.]?粉|在[\\s/·.]?线[\\s/·.]?粉|炸[\\s/·.]?(?:群|裙)|炒[\\s/·.]?群|刷[\\s/·.]?(?:粉|量|赞)|涨[\\s/·.]?粉|增[\\s/·.]?粉|上[\\s/·.]?粉|活[\\s/·.]?粉|真人粉|批量私[\\s/·.]?信|群[\\s/·.]?发|代[\\s/·.]?发|引[\\s/·.]?流)",
    ],
  },
  {
    name: "shill_call_bait",
    category: "shill",
    weight: 35,
    lang: ["en"],
    description: "Crypto call-channel bait: 'shill me your gems', 'drop your wallet', paid or discounted 'calls'",
    patterns: {
      en: [
        "shill|shil|shilling ~1 me ~3 gem|gems|gemss|project|projects|coin|coins|token|tokens|memecoin|memecoins|best",
        "drop|comment ~1 your|ur ~2 wallet|wallets",
        "comment ~2 wallet|wallets",
        "discount ~2 call|calls",
        "dm|pm|inbox ~3 for ~3 call|calls|promo|promotion",
        "accept ~1 #n for ~1 a call",
        "calls channel|channels|group",
        "paid ~1 call|calls|promo|promotion ~3 dm|available|rates|price|prices|members|project|projects|group|channel|pm|inbox|contact",
        "looking ~2 project|projects ~2 hype|shill|call",
        "hunting ~3 next ~1 gem|gems|x100|100x|1000x",
        "gambles channel",
        // a gem about to moon, a pump's start (r262)
        "about ~1 to ~1 moon|pump",
        "gem ~3 moon|100x|1000x",
        "pump ~1 starts|begins",
      ],
    },
    // "$50 call", "100$ for a call": both read from the "$" (the sum after it, or before it in a lookbehind)
    regex: ["\\$(?:\\s?\\d{1,4}|(?<=\\b\\d{1,4}\\s?\\$))\\s(?:for\\s(?:a|one|each)\\s)?call\\b"],
  },
  {
    name: "affiliate_share_bait",
    category: "promotion",
    weight: 35,
    lang: ["tr", "id", "ms", "vi", "pt", "en"],
    description:
      "Shop, app and referral bait passed around groups: 'look what I found, check this closet', 'follow my invite link for a reward', 'get up to Rp / RM', 'buy now', follow-for-follow",
    patterns: {
      tr: [
        "kesfettigime bak",
        "bu ~1 dolabı|dolabi ~1 incele",
        "hemen ~2 incele",
        "davet ~1 baglantımı|baglantimi|linkimi|kodumu",
        "odul|odulu ~1 almak|kazanmak icin",
        "odul kazan",
        "takibe takip",
        "begeniye begeni",
        "abone olan #n kisiye",
        "kisiye ~2 #n|nakit|hediye|bedava",
        "sanslı|sansli #n kisiye",
        "bedava #n tl",
        "bu ~1 postu|mesajı|mesaji ~3 paylasan*|gonder*",
        "arkadas* ~2 gonder*|paylas*",
        "bildirimleri ~1 ac*",
      ],
      id: [
        "yuk ~1 ikuti|follow ~1 aku",
        "dapatkan hingga",
        "tautan|link undangan",
        "ikuti tautan",
        "saldo ~1 dana ~1 gratis|kaget",
        "dana kaget",
        "sebar duit",
        "klaim ~3 saldo|hadiah",
        "saldo dana ~2 gratis",
      ],
      ms: ["peroleh sehingga", "tawaran istimewa", "wang ~3 percuma"],
      vi: ["mua ngay", "deal ~2 hời|hoi|soc", "san deal", "nhận|nhan ~1 lộc|loc|thuởng|thuong"],
      pt: ["confira ~2 oferta|promocao|achado", "ganhe ~2 reais|bonus|dinheiro", "link|codigo ~1 de convite", "compre ja"],
      en: [
        "by inviting ~1 friends",
        "invite ~1 friends ~3 earn|get|reward|rewards|cash",
        "follow ~1 my ~1 invite|invitation|referral ~1 link",
        "earn up to ~3 rewards|reward|cash",
        // Indian cash-envelope and cashback bait
        "lifafa",
        "paytm ~3 loot",
        "loot ~2 offer|offers|deal|deals|cashback",
        // a giveaway's conditions: share it around, screenshot your shill, react to a post
        "share ~3 contest|giveaway ~3 group|groups|chats|friends",
        "screenshot ~3 shill",
        "join and react",
        "cashback loot",
      ],
    },
  },
  {
    name: "wallet_phishing",
    category: "phishing",
    weight: 35,
    lang: ["ru", "en", "uk"],
    description:
      "Wallet drainers and crypto phishing: 'connect / validate / sync your wallet', a fake suspension or 'suspicious activity' with a link to fix it, 'send 0.1 BTC and receive 0.2 back'",
    patterns: {
      ru: [
        // the imperative ("подключите свой кошелёк"), not the question ("как подключить кошелёк?")
        "подключите|подключи|синхронизируйте|синхронизируй|верифицируйте|валидируйте|подтвердите|подтверди ~2 кошел*|кошелёк|кошелек",
        "кошел*|аккаунт* ~3 заблокир*|заморож*|приостановл*|удален* ~3 ссылк*|подтверд*|верифиц*",
        "подозрительн* активност* ~3 кошел*|аккаунт*|подтверд*|ссылк*",
        // a bank card 'заблокирована, для разблокировки перейдите по ссылке'
        "карта|карточка|счет|счета ~2 заблокирован* ~3 разблокировк*|перейдите|ссылк*",
        // the mobile operator's fake notice: 'Ваш номер будет заблокирован через 24 часа, ... перейдите по ссылке'
        "ваш ~1 номер ~2 будет ~1 заблокирован|отключен ~3 перейдите|ссылк*|через",
      ],
      uk: [
        // 'Ваша картка ПриватБанку заблокована, для розблокування перейдіть за посиланням'
        "картка|картку|рахунок|акаунт ~2 заблокован* ~3 розблокуван*|перейдіть|посиланн*|посиланням",
        "ваш ~1 номер ~2 буде ~1 заблоковано|відключено ~3 перейдіть|посиланн*|посиланням|через",
      ],
      en: [
        // the "dev" or "support" who fixes a wallet and wants the phrase; "Never share your recovery phrase" warns
        "fix|sync|restore|rectify ~3 wallet ~3 share|send|enter|seed|phrase|dm",
        "connect|sync|validate|verify|rectify|restore|synchronize ~1 your ~1 wallet|wallets",
        "wallet ~2 validation|verification|synchronization|rectification",
        "account|wallet ~3 suspended|restricted|locked|disabled|frozen|flagged|deactivated ~3 verify|validate|click|link",
        "suspicious activity ~3 wallet|sync|validate|verify|link",
        "avoid losing ~1 your ~1 funds|assets|tokens",
        // the drainer's "dapp" that "rectifies" and "validates and syncs" a wallet with stuck transactions
        "validate and sync",
        // not "please rectify the issue" in a support chat, nor "how to fix stuck transactions?"
        "rectify ~3 wallet|wallets|transaction*|tokens|dapp",
        "dapp ~2 rectify|validate|sync|synchronize",
        "migration|migrate ~3 mandatory|required|compulsory ~3 sync|portal|validate|connect|lost|balance",
        "sync|synchronize ~2 your ~1 tokens|assets|balance|coins ~3 portal|official|site|link|dapp|lost",
        // 2026 drainer bait (the ninety-fifth round): an eligibility 'checker', a 'migration portal', a 'gas refund'
        // claimed by connecting, a tool that 'recovers seed phrases' ('claim before the snapshot' and 'funds are lost'
        // alone were dropped: a member says them)
        "check ~1 your ~1 eligibility ~3 checker|snapshot|claim",
        "migration ~1 portal",
        "gas ~1 refund ~3 claim|connect|check|program",
        "recovers|recover ~2 seed ~1 phrases|phrase",
        // 'validate it within 24 hours to avoid suspension'
        "validate|verify ~2 within ~1 #n ~1 hours ~3 avoid ~1 suspension|deactivation|blocking|termination",
        // 'rectify it through this dApp', 'validate your seed phrase' (not 'never share your seed phrase')
        "rectify ~3 through|instantly|wallet|dapp",
        "validate|verify|sync ~2 seed ~1 phrase|phrases",
        // 'send your wallet phrase to unlock it' (r235; 'connect at the link' was tried: a meeting invite's)
        "send ~2 your ~2 wallet|seed|recovery ~1 phrase|phrases",
        // 'connect wallet at the bot' (r251)
        "connect ~1 wallet ~2 bot|site|link",
        // the drainer's migration, 'sync your wallet', 'validation portal', 'approve the transaction to receive them' (r303)
        "token ~1 migration ~3 connect|swap|wallet",
        "sync ~1 your ~1 wallet ~3 fix|failed|transaction|validation|portal|stuck",
        "approve ~1 the ~1 transaction ~3 receive|claim",
        // 'connect and receive your share' (r303)
        "connect ~1 and ~1 receive|claim ~2 share|tokens|rewards|airdrop|reward",
        // 'message me your wallet address for the member airdrop' (r317)
        "wallet ~1 address ~3 airdrop|reward|rewards",
      ],
    },
    // "send 0.1 BTC and receive 0.2 BTC back": the doubling giveaway
    regex: [
      "\\bsend\\s(?:only\\s|just\\s)?[\\d.,]{1,9}\\s?(?:btc|eth|usdt|bnb|sol|ton|xrp|doge|trx)\\b.{0,60}?\\b(?:receive|get|gets|returned?)\\s[\\d.,]{1,9}\\s?(?:btc|eth|usdt|bnb|sol|ton|xrp|doge|trx)\\b",
    ],
  },
  {
    name: "investment_yield_pitch",
    category: "finance",
    weight: 25,
    lang: ["ru", "uk", "en", "kk", "ky", "uz"],
    description:
      "An investment outside crypto sold by its yield: a flat 'с доходностью 12% годовых', trust management 'on forex', a deposit 'надёжнее банка', a share in a fleet 'и получайте 5000 в день', a franchise's last territories, 'a guaranteed 15% annual return' (a question about a bank's rate or a bond's yield is not)",
    patterns: {
      ru: [
        // the yield beside the sale's terms ("с доходностью 12% годовых, рассрочка"); not a discussion of a bond's or a
        // share's yield ("Облигации с доходностью 14%, но риск высокий")
        "доходностью ~2 #n ~3 рассрочк*|вход|гаранти*|ключ|пишите|личку|лс|подробност*",
        "доверительн* ~1 управлени* ~3 форекс|forex|#n|доход*|прибыл*",
        "надежнее ~1 банка|банков|вклада",
        "купите|купи|купить ~1 долю ~3 получайте|получай|доход*|#n",
        "осталось ~1 #n ~1 город*|территори*",
        "минимальн* ~1 депозит ~2 #n ~3 получите|прибыл*|доход*",
        "получите ~1 #n ~3 прибыл* ~3 в ~1 течение ~1 #n ~1 часов|часа|дней",
        // the announcement of a 'надёжное вложение средств с доходностью 48% годовых'
        "предлагаем|предлагаю ~2 вложение|вложения|инвестиции ~1 средств ~3 доходност*|#n|строительств*|недвижимост*|проект*|бизнес*",
        // 'получай 2% ежедневно' (the share of a day's income, a number right before)
        "получай|получайте ~1 #n ежедневно",
        "получай|получайте ~1 #n ~2 в ~1 день",
        // a monthly or weekly return ('инвестиции от 10 000 ₽ с доходностью 30% в месяц'); a deposit's is a year's
        "доходностью ~2 #n ~2 в ~1 месяц|неделю",
        // 'теперь 15% в месяц на крипте' (not 'ставка 15% в месяц на крипте — это пирамида')
        "теперь|получаю|имею|делаю ~2 #n ~1 в ~1 месяц|день|неделю ~2 на ~1 крипте|криптовалюте|арбитраже",
        // 'помогаю людям приумножить капитал' (not 'других вариантов нет приумножить капитал', a monalenka line),
        // 'вложения минимальные', 'гарантированной ежемесячной доходностью' (not the warning 'доходность выше
        // банковской? это пирамида')
        "помогаю|помогу|помогаем|хотят|хочет|хотите ~2 приумножить ~2 капитал|сбережения|доход",
        "стабильн* ~1 доход* ~3 проконсульт*|консультац*|лично",
        "вложения ~1 минимальные",
        "гарантированн* ~1 ежемесячн* ~1 доходност*",
        // a return from N a month, a week or a day ('доходность от 20% в месяц'; a deposit's is a year's, and
        // 'Доходность 3% в месяц у фонда - это реально?' asks) (r168)
        "доходност* ~1 от ~1 #n ~2 в ~1 месяц|день|неделю",
        // 'раскручу ваш депозит в 3 раза' (r184)
        "раскручу|разгоню|умножу ~2 депозит|счет|вклад",
        // 'закинь 1000 — получи 3000' (r199)
        "закинь|закинешь|вложи ~1 #n ~3 получи|получишь ~1 #n",
        // 'инвестиции с доходом 30% в месяц, без рисков' (r209)
        "доходом ~1 #n ~2 в ~1 месяц|неделю|день ~3 без|вывод|гарант*|вложени*",
        // 'інвестиції з доходом 15% на тиждень, без ризиків' (r245)
        "доходом ~1 #n ~2 на ~1 тиждень|місяць|день ~3 без|вивід|гарант*",
        // a yield 'guaranteed' (r294)
        "доходность ~2 #n ~2 гарантирована|гарантированная",
        // 'инвестиции с доходом 30% в месяц' (r324)
        "инвестиции|инвестиций ~2 доходом ~1 #n",
        // crypto and investment pitches of 2025 (r341): 'пассивный доход от 5% в неделю', 'фонд гарантирует доходность 40%', 'умножаю капитал без риска, работаю по договору'
        "пассивный ~1 доход ~2 #n ~2 в ~1 неделю|день|месяц ~3 стейкинг*|вход|вложени*|пиши*",
        "фонд ~1 гарантирует ~1 доходность ~1 #n",
        "умножаю ~1 капитал",
        "без ~1 риска ~3 договору",
        // 'Доходность: 30% в месяц. Минимальный вход' (r353)
        "доходность ~1 #n ~2 в ~1 месяц ~3 вход|вывод|пиши*",
      ],
      uz: [
        // Uzbek: 'kriptoda har kuni 3% daromad, minimal depozit 50$' (not the warning 'har kuni 3% daromad degan narsa
        // aldov')
        "har ~1 kuni ~1 #n ~2 daromad|foyda ~3 depozit|lichka*|yozing|batafsil|minimal|havola*",
        "minimal ~1 depozit",
        // 'investitsiya qiling, har oy 30% foyda' (r306)
        "har ~1 oy ~1 #n ~2 foyda",
        "investitsiya ~1 qiling ~3 foyda",
      ],
      kk: [
        // Kazakh: 'айына 30% пайда' (a monthly return)
        "айына ~2 #n ~2 пайда*|табыс*",
        // put in and 'бір аптада 300 000 алдым'
        "салып ~3 аптада|айда|күнде ~2 #n ~2 алдым",
      ],
      ky: [
        // Kyrgyz: 'айына 40% киреше'
        "айына ~2 #n ~2 киреше*|пайда*",
        // put in and 'бир жумада 30 000 алдым'
        "салып ~3 жумада|айда|күндө ~2 #n ~2 алдым",
      ],
      uk: [
        "дохідністю|доходністю ~2 #n ~3 розстрочк*|внесок|гарант*|пишіть|особисті",
        "мінімальн* ~1 депозит ~2 #n ~3 отримаєте|прибут*",
        "отримаєте ~1 #n ~3 прибутку ~2 протягом ~1 #n",
        // crypto 'під 10% на тиждень'
        "під ~1 #n ~2 на|в ~1 тиждень|день",
        "дохідністю|доходністю ~2 #n ~2 на|в ~1 місяць|тиждень",
        // 'прибуток від 15% на місяць, вхід за запрошенням' (not 'прибуток від 3% на місяць? звучить як піраміда', nor
        // a wage 'дохід від 20 000 грн на місяць')
        "прибуток|дохідність ~1 від ~1 #n ~2 на ~1 місяць|тиждень|день ~3 вхід|запрошен*|пиши*|пишіть|лс|особист*|мінімальн*|депозит*",
        // 'прибуток від 20% щомісяця' (r302)
        "прибуток ~2 від ~1 #n ~2 щомісяця|місяць|тиждень ~3 пиши*|пишіть|лс|приват*|особист*",
        "інвестуй ~3 разом ~2 з ~1 нами",
        // 'інвестиції з доходом 20% на місяць' (r340)
        "інвест* ~2 доходом ~1 #n ~3 місяць|день|тиждень",
      ],
      en: [
        "guaranteed ~1 #n ~2 annual|monthly|weekly|daily ~1 return|returns|yield|roi",
        "#n ~1 monthly|weekly ~1 returns|roi ~3 insured|guaranteed|withdraw*|slots|limited|message|dm|contact",
        "returning ~1 #n ~1 monthly|weekly|daily",
        "break ~1 even ~2 in ~1 #n ~1 months|weeks",
        "last ~1 #n ~1 territories|territory",
        // a vault or a pool paying a daily or a boosted rate ('boosted 42% APY', 'earn 2.5% every day on your USDT, no
        // lockup', '25% monthly passive')
        "boosted ~1 #n ~1 apy|apr",
        "#n ~1 apy|apr ~3 withdraw|audited|whitelist|guaranteed",
        "earn ~1 #n ~3 every ~1 day ~3 usdt|pool|lockup|deposit",
        "#n ~1 monthly ~1 passive",
        "no ~1 lockup",
        "#n ~1 daily ~1 profit|profits|returns|roi",
        // 'real estate tokens paying 12% monthly' (not 'bonds paying 5% yearly')
        "paying|pays ~1 #n ~1 monthly|weekly|daily",
        // 'recruiting new investors with 20% monthly returns' (r211)
        "investors|investor ~2 with ~1 #n ~1 monthly|weekly ~1 returns|return|profit|profits",
        // '3-5% profit per round', '10x your portfolio' (r235)
        "profit ~1 per ~1 round|trade|cycle",
        "10x|5x|100x ~1 your ~1 portfolio|money|account|capital",
        // capital grown with daily profits (r271)
        "grow ~1 their|your ~1 capital",
        "daily ~1 profits|profit",
        // 'our trading team made 300%' (r278)
        "trading ~1 team ~2 made ~1 #n",
        // a cloud plan 'invest once, earn daily', 'guaranteed 40% ROI, licensed platform', 'let a professional manage your account' (r299)
        "invest ~1 once ~3 earn|daily|forever",
        "guaranteed ~2 roi",
        "licensed ~1 platform ~3 roi|risk|guaranteed|profit",
        "let ~1 a|an|our ~1 professional|expert|trader ~1 manage",
        "manage ~1 your ~1 account ~3 losing|profit|trading|trader",
        // 'your first profit in 24 hours' (r331)
        "first ~1 profit ~2 in ~1 #n ~1 hours|hour|days",
        // 'crypto is paying 5% a day right now' (r352)
        "crypto ~1 is ~1 paying ~1 #n",
        // 'Return: 30% a month ... Withdrawals weekly' (r354)
        "return ~1 #n ~2 a ~1 month",
        "withdrawals ~1 weekly ~2 dm|message|minimum",
      ],
    },
  },
  {
    name: "home_assembly_work",
    category: "remote",
    weight: 25,
    lang: ["ru", "uk", "uz", "en"],
    description:
      "The oldest work-at-home scams: assembling pens, packing goods, gluing envelopes, retyping texts, watching videos or rating products for pay, 'materials sent to you', a starter kit to pay for first (a freelancer at home, a gift-wrapping counter and a QA job are not)",
    patterns: {
      ru: [
        "сборка|сборку|сборке ~1 ручек|игрушек|бижутерии|браслетов|четок",
        "упаковка|упаковку|упаковке ~1 товара|товаров|чая|специй|семян ~2 на ~1 дому|дома",
        "склейка|склейку|склеивание ~1 конвертов|коробок|пакетов",
        "перепечатка|перепечатку ~1 текстов|текста",
        "набор ~1 текстов|текста ~3 за ~1 лист|страницу|страниц",
        "смотри|смотрите ~1 видео ~1 и ~1 получай|получайте|зарабатывай|зарабатывайте ~1 деньги|доход|#n",
        "оценивай|оценивайте ~1 товары ~3 получай|получайте|зарабатывай*|#n",
        "оплатить ~2 набор|комплект ~1 материалов",
        "тестировщик* ~2 приложений ~2 на ~1 дому",
        // packing goods at home, as the Ukrainian below
        "упаковк*|упаковывать|упаковщик* ~3 косметик*|товар*|чая|специй|семян ~3 на ~1 дому|дома",
        "упаковк*|упаковывать|упаковщик* ~3 косметик*|товар*|чая|специй|семян ~3 из ~1 дома",
        // 'материал привозим' (the home assembly pitch)
        "материал ~1 привозим|привезем|доставляем",
        // 'упаковщик на дому ... оплата за каждую коробку' (r337)
        "упаковщик ~2 на ~1 дому ~3 оплата|шоколад|косметика|коробку",
        "оплата ~2 за ~1 каждую ~1 коробку",
        // 'работа для пенсионеров на дому, оплата еженедельно' (r345)
        "работа ~1 для ~1 пенсионеров ~2 на ~1 дому ~3 оплата|звоните",
        // 'сборка брелоков, оплата за штуку', Kyrgyz 'брелок чогултуу' (r361, r364)
        "сборка ~1 брелоков ~3 оплата|штуку|звоните",
        "оплата ~2 за ~1 штуку ~2 звоните",
        "брелок ~1 чогултуу",
      ],
      uk: [
        "збирання|збирати ~1 ручок|іграшок|біжутерії",
        "пакування ~1 товарів|товару ~2 вдома|удома",
        // home packing (the hundred-and-eleventh round): 'пакування косметики вдома, оплата за кожну коробку'
        "пакування|пакувати|упаковка|упакування ~3 косметик*|товар*|чаю|спецій|насіння ~3 вдома|удома|дому",
        // 'пакувальник вдома ... оплата за кожну коробку' (r358)
        "пакувальник ~2 вдома ~3 оплата|шоколад|косметика|коробку",
        // 'складання брелоків, оплата за штуку' (r363)
        "складання ~1 брелоків",
      ],
      uz: ["uyda ~1 ruchka|qadoqlash|konvert"],
      en: [
        "assemble|assembling ~1 pens|jewelry|toys ~2 home",
        "paid ~3 every|each ~1 video|videos ~3 watch",
        "packing|packaging ~1 products|goods ~2 home",
        "typing ~1 jobs|job ~2 home",
        // envelopes packed at home (r173)
        "packing|stuffing ~1 envelopes",
        // 'assembling keychains, paid per piece' (r362)
        "assembling ~1 keychains",
        "paid ~1 per ~1 piece",
      ],
    },
  },
  {
    name: "adult_work_recruiting",
    category: "adult",
    weight: 30,
    lang: ["ru", "uk", "uz", "en"],
    description:
      "Recruiting into the adult-content and 'dating agency' economy: chatters and chat operators for models, webcam studios 'hiring girls 18+', letters to foreigners with no language needed, hostesses and dancers flown abroad, 'private photo sessions' (a restaurant's hostess, a translation bureau and a catalogue shoot are not)",
    patterns: {
      ru: [
        "ищем|требуются|требуется|работа|набор|вакансия ~2 чаттер*|чатер*|чаттеров",
        "чаттер*|чатер* ~3 доход|оплата|моделей|моделями",
        "оператор|операторы|операторов ~2 чата|чат ~2 для ~1 моделей",
        "девушки|девушек|девочки|девочек ~3 переписк*|общения|общаться ~2 с ~1 иностранц*",
        "иностранц* ~3 знание ~1 языка ~1 не",
        "набирает|ищет|приглашает|набор ~2 девушек|девочек|девушки|моделей ~1 18",
        "хостес|танцовщиц*|танцовщиц ~3 дубай*|дубае|турци*|оаэ|эмират* ~3 перелет*|билет*|виза|визы|проживание|доход|оплата",
        "моделей|модели ~2 фотосесс* ~3 высокий|доход|оплата|18",
        "без ~1 интима",
        // girls for Dubai as 'хостес, высокий доход, билеты' (not 'хостес в Дубае работают по 12 часов'), a chat
        // operator 'на сайт знакомств, только девушки'
        "хостес ~3 высок*|билеты|проживание",
        "оператор* ~2 чата ~3 знакомств",
        "сайт ~1 знакомств ~3 девушки|оператор*|оплата",
        // 'подработать моделью на вечер' (r175)
        "подработать|подработка|работа|работать ~1 моделью ~2 на ~1 вечер|ночь|пару",
        // an 'эскорт-агентство набирает моделей' (r197)
        "эскорт ~3 набирает|набираем|набор|моделей|девушек|работа",
        // girls 'для фотосессий 18+, оплата', 'личного водителя для девушки' (r200)
        "девушки|девушек|моделей ~2 для ~1 фотосессий|съемок|съёмок ~3 18|оплата|#n",
        "водителя ~2 для ~1 девушки",
        // girls as chat 'administrators' (r289)
        "девушек ~3 администратором|модератором ~3 чате|чат",
      ],
      uk: [
        "шукаємо|потрібні|робота ~2 чатер*|чатерів|чаттер*",
        "чатер*|чаттер* ~3 дохід|оплата|моделей",
        "дівчат|дівчата ~3 листування|спілкування ~2 з ~1 іноземц*",
        "іноземц* ~3 знання ~1 мови ~1 не",
        "шукаємо|потрібні|набираємо ~3 оператор*|операторок ~2 чату|чатів ~1 знайомств",
        // 'робота для дівчат у чаті, спілкування з чоловіками', 'моделей для онлайн-зйомок'
        "робота ~2 для ~1 дівчат ~3 чаті|чат|спілкування|чоловіками|онлайн",
        "моделей ~3 онлайн|зйомок|вебкам*",
        // chat work for girls 'without intimacy' (r272)
        "дівчат ~3 роботу ~3 без ~1 інтиму",
        // 'робота для дівчат, пиши в лс' (r328)
        "робота ~1 для ~1 дівчат ~2 пиши*|лс|особисті",
      ],
      uz: ["dubayga|turkiyaga|dubayda ~2 xostes|raqqosa ~3 qizlar|chipta|bepul"],
      en: [
        "chatters|chatter ~3 onlyfans|models",
        "girls|women ~1 18 ~3 webcam|cam|studio",
        "webcam|cam ~1 studio|model|models ~3 earn|hiring|wanted|apply|#n",
        "hostess|hostesses|dancer|dancers ~3 dubai|turkey|uae ~3 flights|accommodation|visa",
        "female ~1 models ~3 private ~2 photo|sessions|shoots",
        "chat ~1 operator ~3 dating ~1 site|app",
        // 'hostess jobs in Dubai, flights and housing paid'
        "hostess ~3 dubai|abroad|flights|housing",
        // 'modeling job for girls, high pay' (r356)
        "modeling ~1 job ~2 for ~1 girls ~3 pay|dm|message",
        "job ~2 for ~1 girls ~2 high ~1 pay",
      ],
    },
  },
  {
    name: "ai_income_pitch",
    category: "earnings",
    weight: 20,
    lang: ["ru", "uk", "uz", "en"],
    description:
      "Money promised through AI: 'заработок на нейросетях', 'нейросеть всё делает за тебя', 'ChatGPT пишет тексты, а ты получаешь деньги', 'AI trades for you', 'make $500 a day with ChatGPT' (a signal beside the income's own; AI at work, in courses and in the news is not)",
    patterns: {
      ru: [
        "заработок|заработать|зарабатывай*|зарабатывать|доход ~2 на ~1 нейросетях|нейросети|ии|ai|chatgpt ~3 от|#n|ежедневно|каждый|без",
        "нейросеть|нейросети|ии|ai|chatgpt ~2 всё|все ~1 делает|сделает ~2 за ~1 тебя|вас",
        "нейросеть|нейросети|chatgpt|ии ~2 пишет|делает|рисует ~2 а ~1 ты|вы ~1 получаешь|получаете",
        "нейросет*|ai|ии ~3 оплата|доход|заработок ~2 каждый|ежедневно|от|#n",
        "агент*|бот* ~3 приносит|приносят ~2 мне|вам ~2 пассивный|доход|#n",
        "торгует|торгуют ~2 за ~1 вас|тебя|сам|сама",
        // 'торговый бот сам зарабатывает на бирже' (r341)
        "торговый ~1 бот ~2 сам ~1 зарабатывает",
      ],
      uk: [
        "заробіток|заробляй*|заробляти|дохід ~2 на ~1 нейромережах|нейромережі|ші|ai|chatgpt ~3 від|#n|щодня|без",
        "штучний ~1 інтелект|ші|ai ~2 торгує|заробляє ~2 за ~1 вас|тебе",
        "торгує|торгують ~2 за ~1 вас|тебе",
      ],
      uz: ["sun ~1 iy ~1 intellekt|ai ~2 yordamida ~3 ishlang|daromad|pul|so"],
      en: [
        "make|earn|making|earning ~1 #n ~1 day|week|month ~1 with ~1 chatgpt|ai",
        "with ~1 chatgpt|ai ~3 no ~1 skills|experience ~1 needed|required",
        "selling ~1 ai ~1 art|content|ebooks|books ~3 anyone|#n|month|week",
        "ai ~1 income ~1 app|bot|system",
        "ai ~1 trading ~2 made|makes|pays|earns ~1 #n ~1 month|week|day",
        "build|create ~2 one|an ~1 ai ~1 agent ~3 pays|earns|makes ~2 you",
        "agents|agent ~3 pays|earns|makes ~2 you ~1 daily|weekly|#n",
        // 'passive income with AI trading, start with $50' (r299)
        "ai ~1 trading ~3 passive|income|start|withdraw*",
        "passive ~1 income ~2 ai",
      ],
    },
  },
  {
    name: "recovery_referral",
    category: "fraud",
    weight: 30,
    lang: ["ru", "uk", "uz", "en"],
    description:
      "A reply that recommends a helper who got an account, a card or money back, or got someone an income: 'мне помог один специалист вернуть аккаунт', 'a recovery expert got my crypto back', 'she started trading with Mrs. Emma' (the fake hacker, lawyer, support agent or mentor is the scam; a mechanic or a dentist recommended is not)",
    patterns: {
      ru: [
        // a helper who is nobody official ("один специалист", "знакомый хакер"), not the bank's or Telegram's support
        "помог|помогла|помогли ~1 один|одна|знакомый|знакомая ~1 специалист*|хакер*|мастер|эксперт*|юрист*|человек ~2 вернуть|восстановить|разблокировать|снять ~2 аккаунт*|страниц*|деньги|доступ|блокировк*|карту|кошел*",
        "к ~1 хакеру|специалисту|эксперту|юристу ~3 вернул*|помог*|восстановил*|разблокировал*",
        // turning to a hacker for help is the tell itself
        "обратил*|обратилась ~2 к ~1 хакеру|хакерам",
        "вернул|вернула ~1 юрист|адвокат|специалист|эксперт|хакер",
        "юрист|адвокат|хакер|специалист ~2 вернул|вернула ~2 деньги|аккаунт|доступ|всё|все",
        "мастер ~2 который|что ~1 снимает ~2 блокировк*",
        "эксперт ~2 из ~1 поддержки",
        "через ~1 этого|одного|эту|одну ~1 человека|брокера|девушку|женщину|наставника ~3 вышла|вышел|вышли ~2 на ~1 доход|заработок|#n",
        // recovery of money lost to scammers, in a helpful voice ('Есть специалисты, которые умеют отслеживать и
        // возвращать средства')
        "отслеживать|отследить ~2 и ~1 возвращать|вернуть ~1 средства|деньги",
        "не ~1 теряйте ~1 надежду ~3 специалист*|вернуть|вернут|возврат*",
        // 'компания по восстановлению средств', 'a real hacker' (calques of 'fund recovery company', 'a genuine
        // hacker')
        "компани* ~2 по ~1 восстановлению ~1 средств",
        "вернуть|восстановить ~3 украденные ~1 средства",
        "нашел|нашла|нашёл ~1 настоящего|надежного|надёжного ~1 хакера",
        // 'Верну деньги, потерянные на бирже или у мошенников'
        "верну|вернем|вернём ~1 деньги ~3 потерянн*|бирж*|мошенник*",
        // 'наша команда юристов поможет их вернуть, оплата по результату' (not 'обращайтесь в полицию ... не доверяйте
        // тем, кто обещает вернуть')
        "поможет|поможем ~2 их|деньги ~1 вернуть ~3 оплата|результат*|консультац*",
        // 'наша команда юристов поможет их вернуть'
        "команда ~1 юристов ~3 вернуть|вернет|поможет|вернем",
        // 'помогу вернуть деньги, потерянные на бирже' (r168)
        "помогу|поможем ~1 вернуть ~1 деньги|средства ~3 потерянн*|бирж*|мошенник*|брокер*",
        // 'вывожу из минуса на бирже' (r171)
        "вывожу|выведу|выводим ~2 из ~1 минуса",
        // 'я так и поднялась через одного человека' (r210)
        "поднял*|поднялась|заработал* ~2 через ~1 одного|одну|знакомого|знакомую ~1 человека|девушку|специалиста|куратора",
        // money back from a broker, a project or scammers ('помогу вернуть деньги', r213; not from a course: 'помогу вернуть деньги за курс, я юрист')
        "помогу|поможем|помогаем ~1 вернуть ~1 деньги|средства ~3 мошенник*|брокер*|брокера|проект*|казино|биржи|биржа",
        // 'через этого человека вернула все деньги, которые украли мошенники' (r217; not 'через юриста вернули деньги за холодильник')
        "через ~2 человека|специалиста ~2 вернул|вернула ~2 все|всё",
        // 'она помогла мне вернуть 300 тысяч, которые я отдала мошенникам' (r232)
        "помогла|помог ~1 мне ~1 вернуть ~2 #n ~1 тысяч|тыс",
      ],
      uk: [
        "допоміг|допомогла ~1 знайомий|знайома|один|одна ~1 фахівець|хакер|майстер|юрист|експерт",
        "звернувся|звернулась|звернулася ~1 до ~3 повернув|повернула|розблокував",
        "зламали ~1 акаунт|сторінку ~3 спеціаліст|хакер ~2 відновив|повернув",
        "компані* ~2 з ~1 відновлення ~1 коштів",
        "відстежують|відстежити ~2 і ~1 повертають|повернути ~1 кошти|гроші",
        "не ~1 втрачайте ~1 надії ~3 фахівц*|спеціаліст*|поверн*",
      ],
      uz: [
        "mutaxassis|xaker|usta ~2 yordam ~1 berdi ~3 raqam*|lichka*|yozing",
        "mutaxassis|xaker ~2 pul* ~1 qaytarib ~1 berdi",
        "xaker|mutaxassis ~2 qaytarib ~1 berdi",
      ],
      en: [
        "mr|mrs|ms|miss|dr ~3 helped ~1 me ~1 recover|retrieve",
        "trading|investing ~1 with ~1 mr|mrs|ms|miss|dr ~3 now|earn*|made|profit*",
        // not a data-recovery shop's photos: money, crypto or an account
        "recovery ~1 expert|agent|specialist|hacker ~3 got|recovered|helped ~3 crypto|funds|money|account|bitcoin|btc|wallet|everything",
        "specialise|specialize|specialises|specializes ~2 in ~1 tracing|recovering ~3 funds|money|assets|crypto",
        // 'contact this expert who helped me recover everything'
        "contact ~1 this|the ~1 expert|hacker|specialist ~3 recover|recovered ~1 everything|funds|crypto|money|btc",
        // 'got all his USDT back through this recovery team' (r207)
        "usdt|btc|bitcoin|crypto|funds|money|coins ~1 back ~1 through|via ~2 recovery ~1 team|expert|experts|agent|company|service",
        // 'a hacker I know got mine back in 48 hours' (r219)
        "hacker ~3 got ~2 back",
        // 'Lost funds? Our team can recover everything' (r227)
        "lost ~1 funds|crypto|money ~3 recover|restore",
        // 'my team got back 80% of my funds' (r251)
        "team|agent|expert|hacker|guy ~2 got|recovered|retrieved ~1 back ~3 funds|money|crypto|bitcoin|btc",
        // 'recover lost or stolen crypto' (r262)
        "recover ~1 lost|stolen ~2 crypto|funds|bitcoin ~3 agents|agent|certified|contact|team|experts",
        // a certified recovery firm, stolen bitcoin got back (r271)
        "certified ~1 recovery ~1 firm|expert|company|agent",
        "get|got ~1 her|his|my ~1 stolen ~1 bitcoin|crypto|funds ~1 back",
        // 'our recovery agents got back $2M', 'bought crypto and lost, I can help you recover it' (r299)
        "recovery ~1 agents|agent|team|experts ~2 got ~1 back",
        "lost ~3 i ~1 can ~1 help ~1 you ~1 recover",
        // 'I track scammers down and get your money back', 'I reverse the transactions, inbox me' (r333)
        "track ~1 scammers ~2 down",
        "reverse ~1 the ~1 transactions ~3 inbox|dm|message|contact",
      ],
    },
  },
  {
    name: "support_impersonation",
    category: "impersonation",
    weight: 30,
    lang: ["ru", "en", "uk", "uz"],
    description: "Fake support and admins who write first: 'I'm from the support team, DM me your issue', 'I saw your message, check your DM'",
    patterns: {
      ru: [
        "я из ~1 поддержк*|техподдержк*|администрац*",
        // the messenger's "security service" and its login alert, with the verification it wants done in a bot or by a
        // link
        "служб* безопасности ~2 telegram|телеграм*|тг|whatsapp|ватсап*",
        "новог* устройств* ~3 верификац*|подтверд*|ссылк*|бот*",
        "служб* поддержк* ~3 пиши*|напиши*",
        "служб* поддержк* ~3 в лс|личку",
        "увидел*|видел* ~1 твое|твоё|ваше ~1 сообщени* ~3 помог*|помочь|лс|личку",
        "вас упомянул|упомянули|отметил|отметили ~1 владелец|создател* ~1 канала|группы|чата",
        // the fake admin's order to "verify in a bot" ("Всем участникам пройти проверку в боте, иначе удалят")
        "всем участникам ~3 пройти|пройдите ~2 проверк*|верификац*|капч*",
        "ваш ~1 аккаунт|профиль ~3 будет ~1 заблокирован|удален|удалён ~3 подтверд*|ссылк*|перейд*|верифиц*",
        // the lure 'смотри, что о тебе пишут в этом боте' (r226)
        "что ~1 о ~1 тебе|вас ~1 пишут|говорят|написали ~3 боте|бот|бота|ссылке",
        // the lure 'узнай, кто смотрел твой профиль — бот покажет' (r244)
        "кто ~1 смотрел ~2 твой|ваш ~1 профиль|страницу|аккаунт",
        // an account to be confirmed or blocked, a bank's 'security service' (r280)
        "подтвердите ~2 учетную|учётную ~1 запись ~3 иначе|заблокир*|ссылке",
        "будет ~1 заблокирована|заблокирован|удален|удалён ~3 подтвердите|перейдите",
        "служба ~1 безопасности ~1 банка ~3 вашей|вашу|напишите|карте|операция",
        // the chat's admin, moderator or bot impersonated (r292)
        "для ~1 верификации ~3 отправьте|пришлите ~1 код",
        "от ~1 имени ~1 администрации|админа ~3 разыгрываем|розыгрыш|выплат*|бонус*",
        "помощник ~1 админа|администратора ~3 рекламу|пишите|лс",
        "официальный ~1 бот ~1 чата ~3 бонус*|выдает|выдаёт|ссылке",
        "обновить ~1 данные ~2 в ~1 боте ~3 иначе|доступ",
        "для ~1 снятия ~1 ограничений ~3 напишите|пишите|мне|лс",
        "аккаунт ~1 отмечен ~2 как ~1 спам",
        // the chat's own administration impersonated: bonuses 'credited to members' to be taken in a bot, a 'compulsory check', a chat that 'moves' to a link, access 'now paid' (r301); not a real admin's rules, polls or moves
        "участникам ~2 начислен*|положена|положен* ~3 бот*|боте|бота|заберите|оформляется|ссылк*",
        "обязательн* ~1 проверк*|верификац* ~3 бот*|боте|бота|ссылк*|исключ*|пройдите",
        "подтвердите ~1 активность ~2 боте|бот|бота",
        "верификац* ~2 участников ~2 обязательн*",
        "аккаунт ~2 отмечен ~2 неактивн*",
        "чат|группа ~1 переезжает ~3 вступайте|профил*|описани*",
        "актуальный ~1 чат ~3 профил*|описани*",
        "чат ~1 теперь ~1 платный ~3 оплатите|бот*|бота|ссылк*|иначе",
        "оплатите ~1 доступ ~2 бот*|боте|бота|ссылк*",
        "розыгрыш ~2 от ~1 создателя|администрации|админа|владельца ~1 группы|чата|канала",
        "от ~1 администрации ~1 чата|группы|канала ~3 участникам|компенсац*|выплат*|бонус*",
        "от ~1 администрации ~3 всем ~1 участникам ~2 положен*|начислен*",
        "администратор|администрация|админ ~3 каждому ~3 бонус*|выплат*",
        // 'Админ на связи: кто хочет стать модератором с оплатой' (r301)
        // an anti-spam bot, the moderation or Telegram impersonated in Russian (r339): 'подтвердите, что вы не робот, иначе будете удалены', a deleted message 'restored in our bot', 'на вас поступила жалоба', an account 'заморожен ... разморозка по ссылке', 'подтвердите возраст в боте', 'проверка на реального человека', 'перешлите этот код админу', 'ваш номер попал в базу спамеров'
        "антиспам ~1 бот ~3 подтвердите|робот",
        "подтвердите ~2 что ~1 вы ~1 не ~1 робот|бот ~3 иначе|удален*|исключен*|перешлите|код",
        "сообщение ~1 удалено ~3 восстановить ~3 боте|бот|ссылке",
        "не ~1 получить ~1 бан ~2 пройдите|подтвердите",
        "бот ~1 охранник ~3 авторизоваться|ссылке|подтвердите",
        "ограничение ~3 снято ~3 подтвердит*",
        "аккаунт ~2 заморожен ~3 ссылке|разморозк*",
        "доступа ~2 чату ~2 подтвердите ~1 возраст",
        "проверка ~2 на ~1 реального ~1 человека ~3 нажмите|кнопку|отправьте|контакт",
        "не ~1 пройдет|пройдёт ~1 верификацию ~3 исключены|удалены",
        "служба ~1 поддержки ~1 telegram|телеграм ~3 нарушает|подтвердите",
        "профиль ~3 подтвердите ~1 владение",
        "группа ~2 будет ~1 удалена ~3 подтвердить|владельцу",
        "отмечены ~2 как ~1 бот ~3 снимите|отметку|код",
        "переходит ~2 на ~1 защищенную|защищённую ~1 версию",
        "доступ ~1 приостановлен ~3 восстановлени*|профиле|ссылке",
        "перешлите ~2 код ~3 личку|админу",
        "номер ~2 попал ~2 в ~1 базу ~1 спамеров",
      ],
      uk: [
        "ваш ~1 акаунт ~2 буде ~1 заблоковано|видалено",
        "підтвердіть ~2 особу|акаунт|дані ~2 за ~1 посиланням",
        // an anti-spam bot and Telegram impersonated in Ukrainian (r350)
        "антиспам ~1 бот ~3 підтвердіть|робот",
        "підтвердіть ~2 що ~1 ви ~1 не ~1 робот|бот ~3 інакше|видалять",
        "повідомлення ~1 видалено ~3 відновити ~3 боті",
        "акаунт ~2 заморожено ~3 посиланням|розморозк*",
        // the chat's administration, a bot or Telegram impersonated in Ukrainian (r357): bonuses 'нараховано учасникам, заберіть у боті', 'обов'язкова перевірка на бота', a chat that 'переїжджає', access 'тепер платний', 'ваш номер потрапив у базу спамерів', 'щоб не отримати бан, пройдіть перевірку'
        "учасникам ~2 нараховано|нарахована|належить ~3 бот*|боті|заберіть|оформлюється|посиланн*",
        "обов ~1 язкова ~1 перевірка|верифікація ~3 бот*|боті|посиланн*|виключ*|пройдіть",
        "верифікація ~2 учасників ~2 обов ~1 язкова",
        "чат|група ~1 переїжджає ~3 вступайте|профіл*|опис*",
        "від ~1 адміністрації ~3 всім|усім ~1 учасникам ~2 належить|нараховано",
        "позначено ~2 як ~1 неактивний ~3 підтвердіть|боті",
        "чат ~1 тепер ~1 платний ~3 оплатіть|бот*|бота|посиланн*|інакше",
        "розіграш ~2 від ~1 власника|творця|адміністрації ~1 групи|чату|каналу",
        "номер ~2 потрапив ~2 у|в ~1 базу ~1 спамерів",
        "не ~1 отримати ~1 бан ~2 пройдіть|підтвердіть",
        "не ~1 пройде ~1 верифікацію ~3 виключені|видалені",
        "служба ~1 підтримки ~1 telegram|телеграм ~3 порушує|підтвердіть",
        "профіль ~3 підтвердіть ~1 володіння",
        "позначені ~2 як ~1 бот ~3 зніміть|позначку|код",
        "доступ ~2 до ~1 чату ~2 підтвердження ~1 віку",
      ],
      uz: ["kartangiz|hisobingiz|akkauntingiz ~1 bloklandi|bloklanadi ~3 havola*|tiklash", "hurmatli mijoz ~3 bloklandi|havola*"],
      en: [
        // fake Safeguard / Rose verification; the real bots never ask for a wallet
        "tap to verify",
        "verify ~2 human ~3 click|tap|below|join",
        "verify ~2 with ~1 rose|safeguard|combot ~3 connect|wallet",
        "i am|m from the ~1 support|admin|technical|help ~1 team|desk",
        "support|admin ~1 team ~3 dm|inbox|message|contact ~1 me|us",
        "your ~1 message|post|question|complaint ~3 group|chat ~3 help",
        "dm|message ~1 me ~1 your ~1 issue|problem|complaint",
        "all members ~3 verify ~3 bot|captcha|link|removed",
        "fix ~2 stuck ~1 transaction|transactions|withdrawal|withdrawals|deposit|deposits|funds ~2 instantly|immediately|fast|quickly|now|today",
        "contact ~2 our ~1 24 ~1 7 ~1 support|team|helpdesk",
        "having trouble ~2 with ~1 your ~1 wallet|withdrawal|transaction|transactions ~3 contact|dm|message|support|team",
        "your ~1 account ~3 will be ~1 deleted|blocked|suspended|banned|locked|terminated|disabled ~3 verify|confirm|link|here|click",
        "unusual|suspicious ~1 login|activity ~1 detected ~3 verify|confirm ~2 your|account|here|link|now",
        "wallet|wallets ~2 issue|issues|problem|problems ~3 contact|dm|message ~1 this|the ~1 support|agent|admin",
        // 'Dear user, your wallet has been flagged'
        "dear ~1 user|customer|client ~3 your ~1 wallet ~3 flagged|suspended|restricted|compromised",
        // 'Your account has been suspended ... click here to restore access'
        "your ~1 account ~2 has|have ~1 been ~1 suspended|locked|restricted|blocked ~3 unusual|suspicious|verify|click|restore",
        // 'stuck transaction? our support team fixes it' (not 'stuck transaction on Ethereum, I raised the gas', nor a
        // workplace's support team)
        "stuck|pending|failed ~1 transaction|withdrawal ~3 support|dm|admin|fix*",
        // 'verify your seed phrase to avoid suspension' (r173)
        "verify|confirm ~3 to ~1 avoid ~1 suspension|deactivation|termination|restriction",
        // 'Your Telegram account will be deleted in 24 hours unless you verify here' (r211)
        "your ~2 account ~2 will ~1 be ~1 deleted|suspended|blocked|banned|restricted|terminated ~3 unless|verify|confirm",
        // 'This is your bank's security team, your card is blocked, call us' (r215; not 'Your card is blocked? Call the bank's number on the back', nor a fire drill)
        "this ~1 is ~1 your ~3 security|fraud ~1 team|department ~3 card|account|blocked|suspended|verify|call",
        // 'Your Telegram account has been reported, verify it now at the link' (r227)
        "account ~2 has ~1 been ~1 reported|flagged ~3 verify|link|deleted|confirm",
        // 'Binance support here' (r235)
        "binance|coinbase|metamask|exodus ~1 support ~1 here",
        // the group's admins or the platform impersonated in English (r317): 'we are removing inactive accounts, confirm in the bot', 'the group is going premium, pay the fee in the bot', 'to stay in the group you must complete the captcha', 'I'm the new admin, message me your wallet', 'backup group link is in my profile'
        "removing ~1 inactive ~1 accounts|members ~3 confirm|bot|verify",
        "group ~2 going ~1 premium ~3 fee|bot|pay",
        "in ~1 the ~1 bot ~2 to ~1 keep ~1 access",
        "owner ~2 is ~1 giving ~1 #n ~3 first|members|verified",
        "to ~1 stay ~2 in ~1 the ~1 group ~3 must|captcha|verify|link",
        "messages ~2 will ~1 be ~1 hidden|deleted ~3 bot|accept|verify",
        "new ~1 admin ~3 message ~1 me|wallet",
        "group ~1 is ~1 flagged ~3 verify|bot",
        "except ~1 me ~3 dm|rewards|message",
        "backup ~1 group ~1 link ~3 profile|bio",
        "before ~2 ban ~1 wave",
        // a bank, a store, a utility or an agency impersonated by an SMS-style text (r342): 'your bank account has been temporarily locked, verify', a subscription 'failed to renew, update your payment', 'unusual sign-in detected, confirm it was you', 'Apple ID locked', 'a pending payment of $899, call us', 'eligible for a tax refund', 'will be cut off tonight unless you pay'
        "temporarily ~1 locked ~3 verify|link",
        "failed ~1 to ~1 renew ~3 update ~2 payment",
        "unusual ~1 sign ~1 in ~1 detected ~3 confirm",
        "confirm ~1 it ~1 was ~1 you ~3 account|closed",
        "apple ~1 id ~1 locked",
        "pending ~1 payment ~2 #n ~3 call ~1 us",
        "eligible ~1 for ~2 tax ~1 refund ~3 claim",
        "will ~1 be ~1 cut ~1 off ~2 tonight ~3 pay|unless",
        "number ~1 was ~1 selected ~3 draw|claim|reply",
        "get ~1 your ~1 new ~1 card ~3 confirm",
      ],
    },
  },
  {
    name: "dm_bait",
    category: "fraud",
    weight: 30,
    lang: ["ru", "uk", "en"],
    description:
      "The stranger's private-message lure: 'I wrote to you in private, it's urgent', 'check your DM, I have something important for you', 'a proposal for active members', 'only serious people, I'll explain everything in private' - a message that says nothing but where to answer; not a member who sent the photos, a number or a link in DM (eighteenth session, r297)",
    patterns: {
      ru: [
        "написала|написал|скинула|скинул|отправила|отправил ~2 тебе|вам ~3 личку|лс|личные|личное ~3 важное|предложение|пропусти",
        "проверь|проверьте|глянь|гляньте ~1 личку|лс|личные|сообщения ~3 важное|важно|срочно|предложение",
        "кое ~1 что ~1 важное|интересное ~2 для ~1 тебя|вас ~3 лс|личку|личные|личке|пиши|напиши|проверь",
        "есть ~1 предложение ~2 для ~1 активных|серьезных|серьёзных ~1 участников|людей ~3 пишите|пиши|лс|личку|личные",
        "только ~1 серьезные|серьёзные ~1 люди ~3 пишите|пиши|лс|личку|личные",
        "все|всё ~1 объясню|расскажу ~2 лс|личке|личку|личных",
        "запросы ~1 на ~1 переписку ~3 написала|написал",
        // the lure that names nothing (r325): 'есть разговор, напиши', 'хочу предложить тебе кое-что интересное', 'вопрос по заработку', 'выгодное предложение, плюс в комментарии', 'для одного дела', 'кто в поиске дохода', 'кое-что по деньгам'; not 'есть разговор по поводу парковки' or 'вариант квартиры'
        "есть ~1 разговор ~1 напиши*|пиши",
        "предложить ~1 тебе|вам ~1 кое ~1 что ~1 интересное",
        "личку ~3 вопрос ~2 по ~1 заработку|деньгам",
        "интересное|выгодное ~1 предложение ~3 для ~1 тебя|вас ~2 лс|личку|отпиши|пиши*",
        "выгодное ~1 предложение ~3 кому ~1 интересно",
        "интересна тема пишите|пиши",
        "могу ~1 помочь ~1 тебе ~2 с ~1 деньгами ~1 напиши|пиши",
        "людей ~2 для ~1 одного ~1 дела",
        "для ~1 тебя|вас ~1 вариант пиши|напиши",
        "в ~1 поиске ~1 дохода ~3 лс|личку|пиши*|напиши*|загляни",
        "пару ~1 часов пиши|напиши",
        "хочет больше пишите|пиши|напишите",
        "тема ~1 огонь ~2 пиши*|лс|личку",
        "возможность ~2 упускаешь|упускаете ~2 напиши*|пиши*",
        "лс ~3 кое ~1 что ~1 по ~1 деньгам",
        // bait that names almost nothing, once more (r347): 'есть движ, кто в теме — в лс', 'подкину работу', 'кто на связи по деньгам', 'надо двое на сегодня, пиши', 'кому нужны деньги до выходных — в лс', 'кто ищет, где заработать — ко мне', 'можно поднять за вечер, пиши', 'кому интересно поднять денег'
        "движ ~3 в ~1 теме|лс|личку",
        "подкину ~1 работу ~3 свободен|свободна|пиши*|лс",
        "на ~1 связи ~2 по ~1 деньгам",
        "надо ~1 двое|трое ~2 на ~1 сегодня ~2 пиши*|лс|личку",
        "свободен ~3 есть ~1 дело",
        "кому ~1 нужны ~1 деньги ~3 лс|личку",
        "ищет ~2 где ~1 заработать ~2 ко ~1 мне",
        "к ~1 движу ~2 пиши*",
        "поднять ~2 за ~1 вечер ~1 пиши*",
        "интересно ~1 поднять ~1 денег",
        // 'кто хочет подзаработать перед праздниками? Есть вариант, пиши' (r351; not 'Есть вариант, пиши, поедем на дачу')
        "подзаработать ~2 перед ~1 праздниками ~3 вариант|пиши*|лс",
      ],
      uk: [
        "написала|написав ~2 тобі|вам ~3 особисті|приват|лс ~3 пропозиція|пропусти",
        "перевір|перевірте|глянь ~1 особисті|приват|лс|повідомлення ~3 важливо|терміново|пропозиція",
        "є ~1 пропозиція ~2 для ~1 активних|серйозних ~1 учасників|людей ~3 пишіть|пиши|лс|особисті",
        "тільки ~1 серйозні ~1 люди ~3 пишіть|пиши|лс|особисті",
        "все ~1 поясню|розповім ~2 лс|особистих|особисті|приваті",
        // 'маю пропозицію, пиши в особисті' (r328)
        "маю ~1 пропозицію ~1 пиши|пишіть ~1 в ~1 особисті|приват",
        // 'є тема на пару вечорів, плачу добре, в лс' (r348)
        "є ~1 тема ~3 плачу",
        "плачу ~1 добре ~2 лс|пиши*|особист*",
        // the Ukrainian of this session's Russian bait (r349): 'є рух на вечір, хто в темі — в лс', 'підкину роботу тим, хто вільний', 'хто на зв'язку по грошах', 'треба двоє на сьогодні', 'кому потрібні гроші до вихідних — в лс', 'хто шукає, де заробити — до мене', 'є розмова, напиши'
        "рух ~3 в ~1 темі|лс|особисті",
        "підкину ~1 роботу ~3 вільний|вільна|пиши*|лс",
        "на ~1 зв ~1 язку ~2 по ~1 грошах",
        "треба ~1 двоє|троє ~2 на ~1 сьогодні ~2 пиши*|лс|особисті",
        "кому ~1 потрібні ~1 гроші ~3 лс|особисті|приват",
        "шукаю ~1 своїх ~1 людей ~2 пиши*|приват|лс",
        "шукає ~2 де ~1 заробити ~2 до ~1 мене",
        "вакансія ~2 для ~1 своїх",
        "підняти ~2 за ~1 вечір ~1 пиши*",
        "цікаво ~1 підняти ~1 грошей",
        "є ~1 розмова ~1 напиши|пиши",
      ],
      en: [
        "sent|messaged|wrote ~3 dm|pm|inbox|privately|private ~3 urgent|important|opportunity|proposal|offer|miss|answer|talked",
        "messaged|wrote|sent ~2 privately ~3 about ~2 opportunity|offer|proposal",
        "sent ~2 a ~1 private ~1 message ~2 check",
        "accept ~1 my ~1 message|dm|chat ~1 request ~3 urgent|important|opportunity|offer",
        "requests ~1 folder ~3 i ~1 wrote|messaged",
        "i ~1 have ~1 something ~1 important|special ~2 for ~1 you ~3 dm|pm|inbox|private|check|text|message",
        "check ~1 your ~1 dm|dms|inbox ~3 something ~1 important|special",
        "dm|pm|inbox|message|text ~3 proposal ~2 for ~1 active|serious ~1 members|people",
        "proposal|offer ~2 for ~1 active|serious ~1 members|people ~3 dm|pm|inbox|message|text|write|contact",
        "only ~1 serious ~1 people|persons ~3 text|message|dm|write|contact|inbox|private",
        "explain ~1 everything ~3 private|dm|pm|inbox",
        "private|dm|pm|inbox ~3 explain ~1 everything",
        "quick ~1 offer ~3 first ~2 people|persons ~3 message|dm|text|inbox",
        "serious ~2 about ~1 changing ~1 your ~1 life",
      ],
    },
  },
  {
    name: "offer_assurance",
    category: "assurance",
    weight: 15,
    lang: ["ru", "uk", "uz", "en", "kk", "ky"],
    description:
      "An offer that vouches for its secrecy or its legality: 'быстро и анонимно', 'полная анонимность', 'законно и безопасно', '100% legal' (a signal beside the offer's own kind; a loan's 'no credit check' is the loan rule's)",
    patterns: {
      ru: [
        // the lookup's, the document maker's or the shop's promise of secrecy ("Быстро и анонимно"); not a clinic's
        // "анонимно", a therapist's "полная конфиденциальность" or "анонимно и безопасно"
        "быстро|оперативно|недорого ~1 анонимно|конфиденциально",
        "анонимно|конфиденциально ~1 быстро|оперативно|недорого",
        "полная|полную|полной|100 ~1 анонимность|анонимности",
        // legality vouched for beside speed or safety ("законно и безопасно", "100% легально"); a seller's "всё
        // законно, документы в порядке, пишите" is not, nor a question ("а это законно?")
        "законно|легально ~1 и ~1 безопасно|анонимно|быстро",
        "безопасно|анонимно|быстро ~1 и ~1 законно|легально",
        "100 ~1 законно|легально",
        // 'Ничего сложного и противозаконного': the reassurance that comes before a card or an account is asked for
        // ("ничего криминального не нашли" is everyone's, as a report on the news)
        "ничего ~2 противозаконного|незаконного|нелегального",
        "гарантия ~1 результата",
        "100 ~1 результат",
        "без ~1 kyc|кус ~2 и ~1 верификации",
        "все|всё ~1 анонимно|конфиденциально",
        // a card rented: 'оплата 15 000 сразу, всё безопасно'
        "оплата ~3 сразу|одразу ~2 все|всё|это ~1 безопасно",
        // 'быстро, без обмана' (Stars exchanged)
        "быстро ~2 без ~1 обмана",
        // 'оплата после возврата' (a refund service)
        "оплата ~2 после ~1 результата|возврата",
        // 'быстро, без палева'
        "без ~1 палева|палево",
        // 'цены ниже рынка', 'с печатями, доставка курьером' (the document maker's and the lookup's terms, r206)
        "цены|цена ~1 ниже ~1 рынка|рыночных|рыночной",
        "с ~1 печатями|печатью ~3 доставка|курьер*|недорого|гарантия|гарантией|быстро",
        // the lookup's 'результат за 30 минут', the fund's 'без рисков, вывод в любое время' (r209)
        "результат ~1 за ~1 #n ~1 минут|минуты|часа|час",
        "без ~1 рисков ~3 вывод|доход*|#n|пиши*|гарант*",
        // the Russian of r214's 'оформлення за 3 дні', 'все безпечно'
        "оформление ~1 за ~1 #n ~1 дня|дней|день|часа",
        "все|всё ~1 безопасно",
        // Kazakh 'заңды түрде' (legally) with the call (r216)
        "заңды ~1 түрде ~3 көмектес*",
        "көмектес* ~2 заңды ~1 түрде",
        // a loan's 'решение за 10 минут', papers made 'официально, с доставкой' (r221, r222)
        "решение|рішення ~1 за ~1 #n ~1 минут|минуты|хвилин|хвилини",
        "официально|офіційно ~2 с|з ~1 доставкой|доставкою",
        // 'без кидалова, платим сразу', 'вивід на карту, без верифікації, швидко' (r229, r231)
        "без ~1 кидалова ~3 платим|плачу|оплата|пиши*",
        "без ~1 верифікації|верификации|кус|kyc ~3 швидко|быстро|карту|вивід|вывод",
        // the document maker's 'с проводкой по реестру', 'проверка по ЕГИСЗ', a debt service's 'без суда, официально', 'консультация бесплатно' (r234)
        "с ~1 проводкой ~2 по|в ~1 реестру|реестр|базу|базе",
        "проверка|внесение ~2 по|в ~1 егисз|реестр|реестре",
        "без ~1 суда|судов ~3 официально|законно",
        "консультация ~1 бесплатно|бесплатная",
        // 'выдача в день обращения' (r237)
        "выдача ~2 в ~1 день ~1 обращения",
        // 'с отметкой в реестре', 'быстро и с гарантией' (r242, r244)
        "с ~1 отметкой ~2 в ~1 реестре",
        "быстро ~2 с ~1 гарантией",
        // 'fast and cheap' (r256)
        "быстро ~2 недорого|дешево|дёшево|анонимно",
        // 'N left, hurry' (r261)
        "осталось ~1 #n ~1 штук|мест ~2 успевай|успей|успевайте",
        // 'even with arrears', 'I'll buy dear' (r265-r266)
        "даже ~1 с ~1 просрочками|просрочкой|плохой",
        "навіть ~1 з ~1 простроченнями|простроченням|поганою",
        "куплю ~3 дорого",
        // 'N places left', 'a result in N days' (r270)
        "осталось ~1 #n ~1 места",
        "результат ~1 за ~1 #n ~1 дня|дней|день",
        // 'free consultation', 'a decision in an hour', 'in a day, guaranteed' (r274, r276)
        "бесплатная ~1 консультация|консультацию",
        "решение ~1 за ~1 час|#n",
        "за ~1 сутки|час ~2 гарантия",
        // 'places are limited' (r281)
        "места ~1 ограничены",
        // 'anonymously, round the clock' (r285)
        "анонимно ~2 круглосуточно",
        // 'only serious people' (r288)
        "только ~1 серьезные|серьёзные ~1 люди",
        // 'the first N days free' (r285)
        "первые ~1 #n ~1 дней|дня ~1 бесплатно",
        // 'even to those refused everywhere', 'reasonable prices' (r289)
        "даже ~1 тем ~2 кому ~1 везде|все ~1 отказали|отказывают",
        "цены ~1 адекватные|доступные",
        // 'even with arrears', 'a bad history, guaranteed', 'approval in a day' (r294, r296)
        "даже ~1 при ~1 просрочках",
        "с ~1 плохой ~1 историей ~2 гарантия",
        "одобрение ~1 за ~1 день|час",
        // 'набираю небольшую группу, научу всему сам' (r304)
        "научу ~1 всему ~1 сам|сама",
        // the assurances of r309, r311 and r312: '100% инфа', 'кредит без отказа', 'в день обращения', 'без справок и залога', 'оформим за вас', 'процент после одобрения'
        "100 ~1 инфа",
        "доставка ~3 конфиденциально",
        "пиши* ~3 не ~1 пожалеешь",
        "без ~1 отказа ~3 любую|сумму|день|час|пиши*",
        "в ~1 день ~1 обращения",
        "займ* ~2 без ~1 справок ~2 и ~1 залога",
        "оформим ~1 за ~1 вас",
        "100 ~1 одобрение",
        "за ~1 #n ~1 день ~2 без ~1 суда",
        "процент|оплата ~2 после ~1 одобрения|выдачи",
        // 'кредит без отказа за 10 минут', 'обучение бесплатно' (r324)
        "без ~1 отказа ~2 за ~1 #n ~1 минут",
        "удален*|удалён* ~3 обучение ~1 бесплатно|бесплатное",
        // 'результат за месяц или вернём деньги', 'под ключ, недорого' (r327)
        "результат ~3 или ~1 вернем|вернём ~1 деньги",
        // 'пробью ... анонимно', 'процент только после возврата денег', 'официально через ГИБДД' (r329, r330)
        "пробью ~3 анонимно",
        "процент ~2 после ~1 возврата",
        "официально ~2 через ~1 гибдд|мвд",
        // 'без медкомиссии', 'без вашего присутствия' (r334)
        "без ~1 медкомиссии",
        "без ~1 вашего ~1 присутствия",
        // 'первый вопрос бесплатно', 'разбор бесплатно' (r336)
        "первый ~1 вопрос ~1 бесплатно",
        "разбор ~1 бесплатно|бесплатный",
        // 'оплата сразу, нужен только телефон' (r337; not 'всему научим', which a volunteers' workshop says too)
        "оплата ~3 нужен ~1 только ~1 телефон",
        // 'куплю вашу крипту выше курса биржи, любые объёмы' (r341)
        "любые ~1 объемы|объёмы",
        // 'без врачей, с печатями' (r345)
        "без ~1 врачей ~2 печат*",
        // 'нужен только паспорт' (r353)
        "нужен ~1 только ~1 паспорт ~1 звоните|пишите|пиши",
        // 'с отметкой в базе', 'с проводкой через ГИБДД' (r361)
        "с ~1 отметкой ~2 в ~1 базе",
        "с ~1 проводкой ~2 через",
      ],
      uk: [
        "швидко|оперативно|недорого ~1 анонімно|конфіденційно",
        "анонімно|конфіденційно ~1 швидко|оперативно|недорого",
        "повна|повну|повної|100 ~1 анонімність|анонімності",
        "законно|легально ~1 і|та ~1 безпечно|анонімно|швидко",
        "безпечно|анонімно|швидко ~1 і|та ~1 законно|легально",
        "нічого ~2 протизаконного|незаконного",
        "оплата ~2 після ~1 результату|повернення",
        // a booking 'оформлення за 3 дні', debts' 'безкоштовна консультація', a card's 'все безпечно' (r214)
        "оформлення ~1 за ~1 #n ~1 дні|днів|день|години",
        "безкоштовн* ~1 консультаці*|консультація",
        "все|усе ~1 безпечно|анонімно|конфіденційно",
        // 'швидко, з печаткою' (r218)
        "з ~1 печаткою|печатками ~3 швидко|недорого|доставка",
        "швидко|недорого ~2 з ~1 печаткою|печатками",
        // 'перша консультація безкоштовна', 'без ризиків, пишіть мені' (r245)
        "консультація ~1 безкоштовна|безкоштовно",
        "без ~1 ризиків ~3 пиши*|пишіть|дохід*|#n|вивід",
        // 'in 10 minutes' (r290)
        "за ~1 #n ~1 хвилин",
        // 'є вакансія, без досвіду, пиши мені' (r328)
        "без ~1 досвіду ~2 пиши*",
        // 'навчання за наш рахунок', 'без лікарів' (r348)
        "навчання ~2 за ~1 наш ~1 рахунок",
        "без ~1 лікарів",
        // 'без ВЛК', 'без вашої присутності' (r360)
        "без ~1 влк",
        "без ~1 вашої ~1 присутності",
        // 'з відміткою в базі', 'навіть якщо всюди відмовили', 'проживання безкоштовне' (r363)
        "з ~1 відміткою ~2 в|у ~1 базі",
        "навіть ~1 якщо ~2 відмовили",
        "проживання ~1 безкоштовне",
      ],
      uz: [
        "tez ~1 va ~1 anonim|maxfiy",
        "anonim|maxfiy ~1 va ~1 tez",
        "qonuniy ~1 va ~1 xavfsiz|anonim|tez",
        "100 ~1 qonuniy|legal",
        // 'tez va ishonchli' (r208)
        "tez ~1 va ~1 ishonchli",
        "ishonchli ~1 va ~1 tez",
        // 'tajriba shart emas' (r320)
        "tajriba ~1 shart ~1 emas",
      ],
      kk: [
        // 'алдын ала төлемсіз' (without prepayment, r224)
        "алдын ~1 ала ~1 төлемсіз",
      ],
      ky: [
        // 'алдын ала төлөмсүз' (without prepayment, r224)
        "алдын ~1 ала ~1 төлөмсүз",
      ],
      en: [
        "fast|quick ~1 and ~1 anonymous|discreet|confidential",
        "anonymous|discreet|confidential ~1 and ~1 fast|quick",
        "legal ~1 and ~1 safe|anonymous|fast",
        "safe|anonymous|fast ~1 and ~1 legal",
        "100 ~1 anonymous|legal",
        "no questions asked",
        // a seller's assurances on the fraud market ('escrow available', 'fully undetected', 'serious buyers only',
        // 'bulk discount')
        "escrow ~1 available|accepted",
        "lifetime ~1 access",
        "bulk ~1 discount|discounts",
        "serious ~1 buyers ~1 only",
        "legit ~2 with ~1 proof|proofs",
        "fully ~1 undetected|fud",
        "shipping ~1 worldwide",
        // 'no tricks'
        "no ~1 tricks",
        // '100% success' vouched for (r95's seed-phrase 'recovery', once its 'contact support' is no contact)
        "100 ~1 success",
        // a fake ID's 'scannable', 'worldwide shipping' (r207)
        "scannable",
        "worldwide ~1 shipping|delivery",
        // 'in bulk, cheap, fast delivery', a diploma 'verifiable' (r211)
        "cheap|bulk ~2 fast|instant ~1 delivery",
        "verifiable ~3 diploma|degree|certificate|contact|whatsapp",
        // '100x guaranteed', 'results guaranteed', 'withdraw anytime' (r215)
        "100x|50x|10x|1000x ~1 guaranteed",
        "results ~1 guaranteed",
        "withdraw ~1 anytime",
        // a licence 'registered in the system' (r239; 'safe and easy' was tried: a Gitter user's solution)
        "registered ~2 in ~1 the ~1 system|database",
        // 'legit side income' (r278)
        "legit ~1 side|income|opportunity|platform",
        // '$500 right now, no catch' (r307)
        "#n ~3 no ~1 catch",
        // 'never lose a round again' (r310)
        "never ~1 lose ~2 round|bet|bets|trade|trades ~1 again",
        // 'no skills needed' (r321)
        "no ~1 skills ~1 needed|required",
        // '100% undetectable', 'no questions asked' (r333)
        "100 ~1 undetectable",
        "no ~1 questions ~1 asked",
        // 'any amount, cash or bank, no KYC' (r354)
        "no ~1 kyc",
        "any ~1 amount ~3 cash|kyc|rate",
        // 'with a record in the system', 'registered with the DMV', 'even if you were declined elsewhere', 'without court or collectors' (r362)
        "record ~2 in ~1 the ~1 system",
        "registered ~2 with ~1 the ~1 dmv",
        "declined ~1 elsewhere",
        "without ~1 court ~2 collectors",
      ],
    },
  },
  {
    name: "group_broadcast",
    category: "broadcast",
    weight: 20,
    lang: ["en"],
    description:
      "A post addressed to the whole group as an audience, with a deal arranged for it ('Attention all group members! ... to offer our group an exclusive discount', 'spots are limited, sign up here'); a brand partnership alone is not one (companies announce those)",
    patterns: {
      en: [
        "attention ~1 all ~2 members|group|everyone",
        "calling all ~1 members|fans|lovers|enthusiasts|foodies|buffs|gamers|artists|travelers|investors|traders|creators",
        "hey|hello|dear ~1 group members",
        "everyone in here",
        "exclusive group ~2 discount|offer|deal|session|event|tour|package|plan",
        "offer|bring|give ~1 our|this ~1 group|community ~3 exclusive|special|discount",
        "our|this ~1 group|community ~2 has been ~2 chosen|selected",
        "spots|places|seats ~1 are ~1 limited",
        "reserve your ~1 spot|seat|place|table",
        // the group invited to an event or a cause somebody "organises" for it ('we're hosting a gaming night ...
        // connect with fellow gamers', 'Group members, get ready ...')
        "group members",
        "re hosting|organizing|organising|planning",
        "are hosting|organizing|organising",
        "dear group",
        "connect with ~1 fellow",
        "lovers|enthusiasts|fans|buffs ~1 in ~1 this|the ~1 group",
      ],
    },
  },
  {
    name: "self_introduction",
    category: MARKER_CATEGORY,
    weight: 0,
    lang: ["ru", "uk", "uz", "en"],
    description:
      "A member introducing themselves - a name, an age, 'I'm new here' (a marker of weight 0: the scam's opener when an offer and a call to write follow it, introduction_with_offer; an honest newcomer's otherwise)",
    patterns: {
      ru: [
        "меня ~1 зовут",
        "я ~1 новенькая|новенький|новенькие",
        "всем|всех ~1 привет|приветствую|здравствуйте ~2 я|меня",
        "привет|здравствуйте|приветствую ~1 я",
        "добрый ~1 день|вечер|утро ~1 я",
        "мне #n ~1 лет|года|год",
        "всем ~1 мне #n",
        "я ~1 мама ~2 двоих|троих|#n|декрете",
      ],
      uk: [
        "мене ~1 звати",
        "я ~1 новенька|новенький",
        "всім ~1 привіт|вітаю ~2 я|мене",
        "привіт|вітаю ~1 я",
        "добрий ~1 день|вечір ~1 я",
        "мені #n ~1 років|роки|рік",
      ],
      // a greeting to the whole group is how an Uzbek post opens itself ("Assalomu alaykum, men Dilnoza")
      uz: ["ismim", "assalomu ~1 alaykum", "salom ~1 hammaga", "men ~1 #n ~1 yoshdaman"],
      en: [
        "my ~1 name ~1 is",
        "i ~1 m|am ~1 new ~1 here",
        "new ~1 here",
        "hi|hello|hey ~1 everyone|all|guys|there|friends ~2 i ~1 m|am",
        "hi|hello|hey ~1 i ~1 m|am",
        "morning ~1 all|everyone|guys ~2 i ~1 m|am",
      ],
    },
  },
  {
    // Members and admins warn each other in the scam's own words ("Пишут, что ваш товар оплачен, и кидают ссылку - это
    // мошенники", "If someone offers to flip your $100, it's a scam"): the quoted offer fires its kind, the warning
    // around it fires this. Only the warning's own turns, never a denial ("это не развод", "not a scam" vouch for an
    // offer and are signals of it); bounded, so a spam that adds "осторожно, мошенники" stays spam when its kinds are
    // strong; and void in a text with a link or a @handle (builtin.ts): fake support warns too, then gives its contact.
    name: "scam_warning",
    category: COUNTER_CATEGORY,
    weight: -40,
    lang: ["ru", "uk", "uz", "en"],
    description: "A warning about a scam that quotes it ('это мошенники', 'не ведитесь', 'it's a scam', 'beware of')",
    patterns: {
      ru: [
        "это мошенники|мошенник|развод|разводилово|лохотрон|скам|фейк|дропы|обман|уголовка",
        "не ведитесь|ведись",
        "будьте ~1 внимательны|осторожны|бдительны",
        "не переходите ~2 по ~1 ссылк*",
        "сразу в бан",
        "положил|положила ~1 трубку",
        "опять|снова ~2 спам",
        "правда ~2 или ~1 развод|фейк|мошенники|лохотрон",
      ],
      uk: [
        "це шахраї|шахрайство|розвод|скам|обман",
        "не ведіться",
        "будьте ~1 уважні|обережні|пильні",
        "обережно ~2 пишуть|шахра*",
        // the question whether it is a scam ('Виплата ... через бот Дії — це правда чи фейк?')
        "правда ~2 чи ~1 фейк|шахраї|розвод|лохотрон",
      ],
      // the warning's form ("bu firibgarlik", "firibgarlar yana yozishyapti"), not the word: a recovery scam opens
      // "Pulimni firibgarlar olib ketgandi, bir xaker qaytarib berdi" (the ninety-first round), which the word alone
      // cancelled
      uz: [
        "bu ~1 firibgar|firibgarlar|firibgarlik",
        "firibgar|firibgarlar|firibgarlik ~1 ekan",
        "firibgarlar ~2 yozishyapti|yozyapti",
        "ehtiyot ~1 bo ~1 ling",
        "desa ~1 ishonmang|ishonmanglar",
      ],
      en: [
        "it s a scam",
        // "That's a scam, report them"; a quoted spam line ("Spam bots say 'giving out free USDT' every day", "the
        // oldest spam line ever") a warning goes on to what to do ("that's a scam, report them"), a testimonial on to
        // its own offer ("that's a scam, I made $5,000 with ..."); spam bots are what posts, a seller's "our spam bot
        // sends your ad" is not
        "that s ~1 a ~1 scam ~1 report|block|don|dont|do|avoid|beware|ignore|stay",
        "spam bots ~1 say|said|post|posted|posting|keep|again",
        "spam ~1 line|lines",
        // "it is / this is / X are a scam", "are mostly a scam" (not "is not a scam", which vouches)
        "is|are a scam",
        "mostly|usually|always|just|all ~1 a ~1 scam",
        "scam alert",
        "beware ~2 of",
        "block them",
        "will never ~2 ask|dm|message",
        "mods ~3 bot|spam|posting",
        "never ~1 connect|share|send|enter|give ~2 your ~1 wallet|seed|phrase|keys|private|password",
        "never ~1 buying|buy|investing|invest ~3 presale|presales|token|tokens|coin|coins ~3 again|before",
        // the explainer of a scam ('Scammers promise that if you send ETH ...', 'a classic example of a ... scam known
        // as', 'Red Flag #4', 'Do not deposit funds')
        "scammers ~1 promise|ask|use|pretend|impersonate|claim",
        "classic ~1 example ~3 scam|fraud",
        "scam|fraud ~1 known ~1 as",
        "red ~1 flag ~2 #n",
        "do ~1 not ~1 deposit ~2 funds|money|crypto",
        // 'sounds like a scam' (r255's twins)
        "sounds|looks ~1 like ~1 a ~1 scam|scammer|fraud",
      ],
    },
  },
  {
    // A reward offered for a lost thing found or returned ("$100 reward for whoever finds our cat", "Вознаграждение
    // нашедшему"): the giveaway's word in a neighbour's post. A counter-signal like scam_warning, smaller, and void in
    // a text with a link or a @handle (builtin.ts).
    name: "lost_and_found",
    category: COUNTER_CATEGORY,
    weight: -20,
    lang: ["ru", "uk", "en"],
    description: "A reward for a lost thing found or returned ('reward if found', 'вознаграждение нашедшему')",
    patterns: {
      ru: ["вознагражден* ~3 нашедш*|найдет|найдёт|вернет|вернёт|вернувш*|возврат|находку", "нашедшему|вернувшему ~2 вознагражден*|благодарност*"],
      uk: ["винагород* ~3 знайде|поверне|знайшов|знайшла|тому|хто"],
      en: ["reward* ~3 find|finds|found|finder|return|returns|returned|returning", "reward ~2 if ~1 found|returned"],
    },
  },
  {
    name: "hidden_link_call",
    category: "links",
    weight: 20,
    lang: ["ru", "uk", "en", "uz"],
    description:
      "A call to act through a link the text points at but does not show ('sign up here', 'register through this link', 'donate here'): in Telegram the word carries a hidden link",
    patterns: {
      // what contact_flow already reads as a redirect ("ссылка в профиле", "переходи по ссылке", "link in bio", "click
      // the link", "via the link") stays there: a phrase is one rule's signal
      ru: [
        "ссылке ниже|выше",
        "ссылка ~1 ниже|выше",
        "ссылке в ~1 закрепе",
        "переходи*|жми*|нажми*|кликай*|кликни* ~1 сюда",
        "регистрируй*|регистрация|записывай*|запишись ~2 здесь|тут|ссылк*",
        // check, claim or fill in "по ссылке" (the fake payout's form: "проверьте право на получение по ссылке")
        "проверь*|проверьте|узнай*|узнайте|заполни*|заполните|подтверди*|подтвердите|оплатите|оплати|обновите ~3 по ссылке",
        "вот ссылка",
        "голосовать|проголосовать|голосуйте|голосование ~1 тут|здесь",
        "войти|войдите|зайти|зайдите|авторизуйтесь|авторизоваться|вход ~1 через ~1 телеграм*|тг|telegram",
        "бот*|бота ~1 в ~1 профиле|описании|био|шапке|профиля",
        "жми*|жмите|нажми*|нажмите ~2 на ~1 бота|бот",
        // 'заявка по ссылке', 'регистрация по ссылке' (r209, r213)
        "регистрация|заявка|анкета ~2 по ~1 ссылке",
        // 'пригласить 3 друзей в бота' (r233)
        "пригласить|пригласи ~1 #n ~1 друзей|друга ~2 в ~1 бота|бот",
        // 'нажмите старт в нашем боте', 'участвуй через бота' (r301)
        "нажмите|жмите|жми|нажми ~1 старт|кнопку ~3 боте|бота|бот",
        "участвуй|участвуйте ~2 через ~1 бот*|бота",
        // a check or a payment the fake admin wants done in a bot or by a link ('подтвердите номер в боте', 'оплатите доступ через бота, иначе исключим'; r301)
        "через ~1 бота ~3 иначе",
        "пройдите ~2 по ~1 ссылке",
        "в ~1 боте ~2 за ~1 минуту",
        // a payout's way in through a bot ('получить можно через бота', 'заполните анкету в боте'; r308)
        "получить|оформить|подать ~3 через ~1 бота|бот",
        "анкету ~2 в ~1 боте",
        "проверьте ~1 себя ~1 бесплатно",
        // 'заберите подарок по ссылке' (r316)
        "заберите ~2 по ~1 ссылке",
        // Kazakh and Kyrgyz 'check in the bot' (r323)
        "ботта|ботто ~1 тексеріңіз|текшериңиз",
        // 'проверьте в нашем боте' (r329)
        "выплат*|сумму|компенсац* ~3 проверьте ~2 в ~1 нашем ~1 боте",
        // what the impersonated bot wants done: 'восстановить в нашем боте', 'разморозка по ссылке', 'авторизуйтесь в боте', 'нажмите на кнопку и отправьте контакт', 'отправив код из СМС' (r339)
        "восстановить ~3 в ~1 нашем ~1 боте",
        "разморозк* ~2 по ~1 ссылке",
        "авторизоваться|авторизуйтесь ~3 по ~1 ссылке",
        "авторизоваться|авторизуйтесь ~2 в ~1 боте",
        "нажмите ~2 кнопку ~3 отправьте ~1 контакт",
        "отправив|отправьте|перешлите ~2 код ~2 из ~1 смс",
        "подтвердит|подтвердите ~1 номер ~2 в ~1 боте",
        "удалить ~2 можно ~2 в ~1 боте",
      ],
      uk: [
        "посиланням нижче",
        "посилання ~1 нижче|вище",
        "посиланням в ~1 профілі|описі|біо",
        "посилання ~1 в ~1 описі|профілі|біо",
        "переходь*|тисни|натисни ~2 посилання|посиланням|сюди",
        "заповн*|перевір*|дізнай*|оновіть|онови|оплатіть ~3 за посиланням",
        "заявк*|анкет*|заявок ~1 на сайті",
        "увійти|увійдіть|зайти|зайдіть|авторизуйтесь|авторизуватися ~1 через ~1 телеграм*|telegram",
        "бот|бота ~1 у|в ~1 профілі|шапці|описі",
        // 'реєстрація за посиланням', 'заявка за посиланням', 'заповніть анкету в боті' (r214)
        "реєстрація|заявка|анкета ~2 за ~1 посиланням",
        "заповніть|заповни ~1 анкету ~2 в|у ~1 боті",
        // 'тисни на бота' (r231)
        "тисни|натисни ~2 на ~1 бота|бот",
        // 'перевір себе в боті' (r238)
        "перевір|перевірте ~1 себе ~2 в|у ~1 боті",
        // a payout, a prize or photos waiting in a bot or behind a link (r313)
        "перевірте|перевір ~3 через ~1 бота",
        "фото ~2 в ~1 боті",
        "заявку ~2 подати ~2 за ~1 посиланням",
        "номером ~1 паспорта ~2 в ~1 боті",
        "забрати ~2 за ~1 посиланням",
        // 'перевір у боті' (r328)
        "перевір|перевірте ~1 у|в ~1 боті",
        // 'відновити можна в нашому боті', 'розморозка за посиланням' (r350)
        "відновити ~3 в ~1 нашому ~1 боті",
        "розморозка ~2 за ~1 посиланням",
        // what the impersonated bot wants done, in Ukrainian (r357; 'заберіть у боті' is contact_flow's already)
        "натисніть|тисни|тисніть ~1 старт|кнопку ~3 боті|бота|бот",
        "бери|беріть ~1 участь ~2 через ~1 бота",
        "підтвердіть ~1 номер|активність ~2 у|в ~1 боті",
        "оплатіть ~1 доступ ~2 через ~1 бота",
        "видалити ~2 можна ~2 в|у ~1 боті",
        "надіславши ~2 код ~2 з ~1 смс",
        // 'отримати можна через бота', 'заповніть анкету в боті' (r360)
        "отримати|оформити|подати ~3 через ~1 бота|бот",
        "анкету ~2 в|у ~1 боті",
      ],
      en: [
        "sign up ~2 here|below",
        "signup|register|donate ~2 here|below",
        "signing up here",
        "book|reserve|grab|claim ~2 seat|seats|spot|spots|place|deal|offer|bonus|reward ~1 here",
        "submit ~2 here",
        "check out ~1 this|the ~1 link",
        "through ~1 this|the ~1 link",
        "via this link",
        "link here",
        "verify|validate|sync|claim|pay ~3 here",
        "log|sign in ~1 telegram",
        "login ~1 telegram",
        "bot ~2 in ~1 my ~1 bio|profile|description",
        // 'the form pinned in my bio' (r193)
        "pinned ~1 in ~1 my ~1 bio|profile",
        // 'claim free Telegram Premium now, open the bot' (r227)
        "open|start ~1 the|our ~1 bot",
        // 'tap the bot', 'bot in bio', 'confirm in the bot', 'press the button in the bot' (r300)
        "tap|press|check ~1 the|our ~1 bot",
        "bot ~1 in ~1 bio|profile",
        "confirm ~1 in ~1 the ~1 bot",
        "button ~2 in ~1 the|our ~1 bot",
        // 'Get 500 Stars free, just connect your account here' (r300)
        "connect ~1 your ~1 account|wallet ~1 here",
        // 'claim now on the official page', 'claim via the dApp' (r303)
        "on ~1 the ~1 official ~1 page|site|website|portal",
        "via ~1 the ~1 dapp",
        // 'use the validation portal', 'check your allocation' (r303)
        "validation|claim ~1 portal",
        "check ~1 your ~1 allocation",
        // 'register through my link' (r310)
        "register ~2 through|via ~1 my ~1 link",
        // what the fake admin wants done in a bot or at a link (r317)
        "via ~1 this ~1 bot",
        "using ~2 verification ~1 bot",
        "fee ~2 in ~1 the ~1 bot",
        "register ~2 in ~1 the ~1 bot",
        "captcha ~2 at ~1 the ~1 link",
        "active ~1 in ~1 the ~1 bot",
        "accept ~2 in ~1 the ~1 bot",
        // 'activate in the bot', 'buy through the bot', 'our converter bot' (r335)
        "activate ~2 in ~1 the ~1 bot",
        "buy ~2 through ~1 the ~1 bot",
        "converter ~1 bot",
        // 'verify at the link', 'confirm your information online' (r342)
        "verify|identity|balance ~2 at ~1 the ~1 link",
        "confirm ~2 information ~1 online",
        "unlock ~1 it ~2 official ~1 page",
        // 'check your eligibility here' (r346)
        "check ~1 your ~1 eligibility ~1 here",
        // 'in this bot? I got $700' (r352)
        "in ~1 this ~1 bot ~3 got|check|claim",
        // 'check your amount in our bot' (r362)
        "check ~1 your ~1 amount ~2 our ~1 bot",
      ],
      uz: ["havola ~1 pastda|quyida|tepada", "havola orqali", "bot|botga ~1 profilda|profilimda|bioda"],
    },
    regex: [
      // a t.me link written so that it is not a link: "t[.]me/name", "t(.)me", "t . me / name", "t. me/name",
      // "t•me/name"
      "[\\[(](?<=(?:^|[^a-z0-9.])t\\s?[\\[(])(?:\\.|dot|точка)[\\])]\\s?me\\b",
      // (and "tme/name", the dot left out: one regex, so that the text is searched for "/" once)
      "/(?<=(?:^|[^a-z0-9.])t(?:\\s?(?:\\s[.,•·∙]?\\s?|[.,]\\s|[•·∙]\\s?)m|m)e\\s?/)\\s?[a-z0-9_+]{3,}",
    ],
  },
  {
    name: "referral_link",
    category: "links",
    weight: 40,
    lang: ["any"],
    description: "A link carrying a referral or invitation parameter (ref=, invcode=, a bot's ?start= payload)",
    metric: { name: "referralLinks", min: 1 },
  },
  {
    name: "link_shortener",
    category: "links",
    weight: 35,
    lang: ["any"],
    description: "Links through URL shorteners (hide the destination)",
    metric: { name: "shortenerLinks", min: 1 },
  },
  {
    name: "invite_link",
    category: "links",
    weight: 40,
    lang: ["any"],
    description: "Telegram private invite links (t.me/+..., t.me/joinchat/...)",
    metric: { name: "inviteLinks", min: 1 },
  },
  {
    name: "bare_invite_link",
    category: "links",
    weight: 20,
    lang: ["any"],
    description: "A Telegram private invite link with next to no text (a drive-by post)",
    metric: { name: "bareInvite", min: 1 },
  },
  {
    name: "bare_link",
    category: "links",
    weight: 25,
    lang: ["any"],
    description: "A message that is only a link (or links), with next to no words of its own",
    metric: { name: "bareLink", min: 1 },
  },
  {
    name: "bare_telegram_link",
    category: "links",
    weight: 35,
    lang: ["any"],
    description: "A message that is only a Telegram channel, bot or invite link: promotion dropped into a chat",
    metric: { name: "bareTelegram", min: 1 },
  },
  {
    name: "telegram_link",
    category: "links",
    weight: 10,
    lang: ["any"],
    description:
      "A link to a Telegram channel, user or bot (not to one message of a chat; a text with an invite is invite_link's): where a pitch sends its readers",
    metric: { name: "telegramLinks", min: 1 },
  },
  {
    name: "many_links",
    category: "links",
    weight: 35,
    lang: ["any"],
    description: "Three or more links",
    metric: { name: "links", min: 3 },
  },
  {
    name: "many_mentions",
    category: "mentions",
    weight: 10,
    lang: ["any"],
    description: "Three or more @mentions",
    metric: { name: "mentions", min: 3 },
  },
  {
    name: "excessive_emoji",
    category: "formatting",
    weight: 40,
    lang: ["any"],
    description: "More emoji than the group allows (settings.max_emojis)",
    metric: { name: "emojiOverMax", min: 1 },
  },
  {
    name: "excessive_caps",
    category: "formatting",
    weight: 25,
    lang: ["any"],
    description: "Mostly capital letters (>= 70% of at least 20 cased letters)",
    metric: { name: "capsPercent", min: 70 },
  },
  {
    name: "mixed_script",
    category: "obfuscation",
    weight: 30,
    lang: ["any"],
    description: "Words mixing Latin/Cyrillic/Greek lookalike letters (at least 2 such words)",
    metric: { name: "mixedWords", min: 2 },
  },
  {
    name: "obfuscation",
    category: "obfuscation",
    weight: 25,
    lang: ["any"],
    description: "Zero-width characters, stylised letters, leetspeak or spaced-out letters had to be undone (score >= 3)",
    metric: { name: "obfuscation", min: 3 },
  },
];

/**
 * Combination signal: spam almost always combines kinds (money + a contact, a job + a DM, a
 * giveaway + a link), ordinary chat almost never does. When the text rules that fired span at
 * least 2 (3) distinct categories, this signal adds its weight for 2 (3+). Weights chosen on the
 * leave-one-file-out figures (train.ts --search-rules).
 */
export const SEVERAL_KINDS = {
  name: "several_spam_kinds",
  category: "combination",
  weights: { two: 10, three: 20 },
} as const;

/**
 * Named combinations, as data: a combination fires when, for each of its `all` lists, a rule of one
 * of the listed categories fired. Each says what a kind of spam is made of (an offer and a way to
 * take it up), which chat rarely is; a combination is a signal with a weight like a rule, chosen on
 * the leave-one-file-out figures (train.ts --search-rules; 0 switches one off).
 */
export interface ComboRule {
  name: string;
  weight: number;
  description: string;
  all: readonly (readonly string[])[];
  /**
   * A combination of short posts only: the most tokens (words, numbers, pieces of a link; the normalised text's
   * tokens) a text may have for it to fire. Undefined: any length.
   */
  maxWords?: number;
}

export const BUILTIN_COMBOS: readonly ComboRule[] = [
  {
    name: "offer_with_dm_call",
    weight: 10,
    description:
      "Money, work or credit offered together with a call to write in private, in a post of at most 15 words ('Нужны люди на подработку, пиши', 'Earn $500 daily, dm me how'): the one- or two-line template of 2024-25 chat spam. Longer recruiting with a call is left to the other signals: two ham-labelled recruiting messages of tg-spam's samples (16 words and more) kept this combination at 0 while it read any length (weight and length chosen on the leave-one-file-out figures, docs/model-experiments.md)",
    all: [["earnings", "job", "labour", "remote", "finance"], ["solicitation"]],
    maxWords: 15,
  },
  {
    name: "work_for_income",
    weight: 5,
    description: "Recruiting together with promised income (remote-work and 'team' scams)",
    all: [["job", "labour", "remote"], ["earnings"]],
  },
  {
    name: "labour_with_dm_call",
    weight: 15,
    description: "Same-day labour paid on the spot together with a call to write in private",
    all: [["labour"], ["solicitation"]],
  },
  {
    name: "illicit_with_contact",
    weight: 15,
    description:
      "Illegal goods, adult services, gambling, a fraud (occult services, leaked exams, goods or tickets too cheap), services sold (bought reach and accounts, essays to order), goods promoted (diet pills, ad slots; both since the seventy-ninth round) or money offered (loans, debts written off, yields on property or crypto; since the fifteenth session) together with a contact, a link or a mention",
    all: [
      ["illegal", "drugs", "adult", "gambling", "fraud", "services", "promotion", "finance"],
      ["solicitation", "links", "mentions"],
    ],
  },
  {
    name: "introduction_with_offer",
    weight: 20,
    description:
      "A self-introduction that goes on to money, crypto or a result and a call to write (not to a job: a recruiter introduces themselves too): the opener of investment, 'work from home' and mentor scams ('Всем привет, меня зовут Алина, занимаюсь инвестициями, поделюсь опытом, пишите')",
    all: [[MARKER_CATEGORY], ["earnings", "crypto", "finance", "testimonial"], ["solicitation"]],
  },
  {
    name: "bait_with_link",
    weight: 20,
    description: "A giveaway, promo code or investment pitch together with a special link (shortener, invite, referral)",
    all: [["giveaway", "crypto", "earnings", "promotion", "testimonial", "broadcast", "phishing"], ["links"]],
  },
];

/** Probation rule (not text-based): a link from a new member. */
export const NEW_MEMBER_LINK = {
  name: "new_member_link",
  category: "probation",
  /**
   * 55: on its own a link from a new member is only "suspicious" at the
   * default thresholds (40/70), but together with any other moderate signal
   * (a shortener, an invite link, a classifier weight of 15 ...) it reaches
   * spam (70).
   */
  weight: 55,
} as const;

/**
 * Not a rule but a marker of weight 0: the message is spam only because its sender is on
 * probation, judged against the group's probation_spam_threshold instead of spam_threshold.
 */
export const PROBATION_THRESHOLD = {
  name: "probation_threshold",
  category: "probation",
} as const;
