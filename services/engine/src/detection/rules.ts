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
 *   #n        a number token (digits only)
 *   ~N        up to N arbitrary tokens (N = 1..3)
 *
 * `regex` entries are fixed JavaScript regexes on the normalised text; they
 * must stay simple (no nested quantifiers, bounded repeats) so they run in
 * linear time.
 *
 * Patterns are written from what each kind of spam says, not from data lines. Weights were
 * chosen on leave-one-file-out figures: `npm run train -- --search-rules` searches each weight
 * (10..40) against every file scored by a classifier that never saw it (scripts/lib/lofo.ts),
 * and the values it printed are the ones below (docs/model-experiments.md).
 *
 * `|` alternates ONE token: "a b|c" is "a b" or "a c", never "a b" or "c"; a phrase that needs
 * several multi-word alternatives is several patterns.
 */

export type RuleLang = "ru" | "uk" | "uz" | "en" | "zh" | "id" | "any";

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
  | "bareInvite";

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
  /** structural condition: fires when metric >= min */
  metric?: { name: Metric; min: number };
}

export const URL_SHORTENERS: readonly string[] = [
  "bit.ly", "bitly.com", "tinyurl.com", "goo.gl", "ow.ly", "is.gd", "v.gd", "cutt.ly", "rb.gy", "shorturl.at", "tiny.cc",
  "rebrand.ly", "t.co", "s.id", "clck.ru", "u.to", "vk.cc", "link.gy", "urlz.fr", "surl.li", "shorturl.asia", "bl.ink",
  "buff.ly", "lnkd.in", "qps.ru", "tiny.one", "shrtco.de", "y2u.be", "linktr.ee", "taplink.cc", "page.link", "gg.gg",
  "t.ly", "soo.gd", "short.gy", "tr.ee", "bom.so", "inlnk.ru", "to.click", "cli.re", "l.linklyhq.com", "hyperurl.co",
];

export const BUILTIN_RULES: readonly BuiltinRule[] = [
  {
    name: "earnings_promise",
    category: "earnings",
    weight: 20,
    lang: ["ru", "en"],
    description: "Promises of easy income / money per day",
    patterns: {
      ru: [
        "заработок|заработка|заработку|заработком|заработки|заработков",
        "зарабатывай*|зарабатывать ~2 от|зарабатываю ~2 от",
        "пассивн* доход*", "стабильн* доход*", "дополнительн* доход*", "доход* от #n", "доход ~1 #n", "прибыл* от #n",
        "финансов* свобод*", "без вложени*", "легк* деньг*", "быстр* деньг*", "заработ* удален*", "удален* заработ*",
        "заработ* в интернет*|сети|телефон*", "заработ* на крипт*", "поднимать|поднять #n", "от #n в день|неделю|месяц|сутки",
        "#n в день|сутки", "#n в неделю", "доход* в день|неделю|месяц", "приумнож*", "деньги из дома", "не выходя из дома",
        "без опыта и вложений", "зп от #n", "выплат* каждый день", "выплат* ежедневн*", "постоянн* доход*|заработ*",
        "стабильн* заработ*", "выплачива*|платит|дарит ~2 #n", "деньги ~2 каждому", "оплата #n ~1 смен*|час*|день",
      ],
      en: [
        "earn|earning|earnings|earned ~2 #n", "make money", "making money", "easy money", "fast money", "passive income", "extra income",
        "side income", "financial freedom", "financially free|stable|independent", "daily profit*", "profit* daily", "weekly profit*",
        "guaranteed profit*|return*|income", "per day|week", "a day from home", "work from home", "earn from home", "from the comfort",
        "earn* up to", "get rich", "double your", "income of #n", "withdraw* my profit*", "return on investment", "roi",
        "start earning", "earning*|profit*|income within", "make #n", "earn #n", "earned #n", "cash prize", "won #n", "you have won",
        "claim your prize", "claim ~1 prize|reward",
      ],
    },
    regex: [
      "[$€£₽]\\s?\\d[\\d,.]{0,9}\\s?(?:k|к|тыс)?\\.?\\s?(?:в|per|a|an|/|за)\\s?(?:день|сутки|неделю|месяц|day|week|month|hour|час)",
      "\\d[\\d,. ]{0,9}\\s?(?:\\$|usd|usdt|€|£|руб\\S{0,4}|р\\.|₽|k|к|тыс\\S{0,4}|бакс\\S{0,3}|долл\\S{0,5}|dollars?)\\s?(?:в|per|a|an|/|за)\\s?(?:день|сутки|неделю|месяц|day|week|month|hour|час)",
    ],
  },
  {
    name: "dm_invite",
    category: "solicitation",
    weight: 15,
    lang: ["ru", "en"],
    description: "Invitations to continue in private messages",
    patterns: {
      ru: [
        "в лс|личку|личке|директ", "в личн* сообщен*|сообщения|сообщениях", "в личных", "пиши*|напиши*|пишите|напишите ~1 лс|личку|личные|личных",
        "пиши*|напиши* мне", "жду ~2 в лс|личке|личных|личку", "подробност*|подробнее|детали ~1 в лс|личке|личных|личку",
        "пиши*|напиши*|ставь*|поставь*|отправ*|жду ~2 плюс", "за подробност* в лс", "обращайтесь в лс",
        "жду твоего|вашего сообщени*",
        // Ukrainian and Uzbek (Latin script) variants
        "пиші*|напиші* ~2 особист*|приват*|лс", "в особист*|приват", "деталі ~2 особист*|приват*|лс",
        "lichkaga|lichka|lichkada|shaxsiyga", "yozing|yozsangiz ~2 lichka*", "lichka* ~1 yozing|yozsangiz|yozing*",
      ],
      en: [
        "dm me", "dm for", "dm now", "inbox me", "pm me", "message me", "text me", "send me a message|dm|pm", "contact me",
        "write me", "write to me", "hit me up", "in my dm|dms|inbox", "check your dm|inbox", "reach out to me", "kindly dm|message|contact",
        "via dm|pm|inbox", "send a dm|pm",
      ],
    },
    regex: [
      "(?:пиши|напиши|ставь|поставь|отправ[а-я]{0,5}|жду|ставьте|пишите|напишите)\\s?(?:мне\\s)?(?:\"|«|\\()?\\s?(?:\\+|➕)",
    ],
  },
  {
    name: "contact_flow",
    category: "solicitation",
    weight: 35,
    lang: ["ru", "en"],
    description: "Redirects to outside contacts, bots, profiles or 'click the link'",
    patterns: {
      ru: [
        "ватсап|вацап|ватсапп|вотсап|whatsapp|вайбер|viber", "ссылк* в профил*|описани*|био|шапке", "в профиле ~1 ссылк*",
        "подробност*|подробнее|информаци* по ссылке", "переход* по ссылке", "жми*|нажми*|кликай*|кликни* ~2 ссылк*|кнопк*",
        "пиши* ~2 бот*", "переход* в бот*|канал*", "подпис* на канал*|наш канал", "вступай* в ~1 групп*|канал*|чат",
        "ищите в поиске", "в поиске телеграм*|телеги|тг", "наш канал", "наш бот", "пиши* админ*", "связ* с менеджер*", "по моей ссылке", "реферальн* ссылк*",
        "по ссылке ~2 получи*|получите", "закрыт* канал*|клуб*", "приглашают в закрыт*", "места ограничены ~2 успей*|успейте",
      ],
      en: [
        "whatsapp", "contact ~3 agent|manager|admin|support|mentor|broker", "link in ~1 bio|profile|description", "click ~2 link|here|below",
        "click on the link", "use this link", "via the link", "visit ~2 link|channel|website|site", "join ~2 channel|group|community",
        "message ~3 on telegram|whatsapp", "reach ~2 on telegram|whatsapp", "text ~2 on whatsapp", "telegram ~1 #n", "tap ~2 link|button",
        "call now", "call #n", "txt #n", "my referral|ref link", "referral link|code", "sign up ~2 link|using", "reply stop|yes|win", "send stop", "txt stop", "sms stop", "to opt out", "to unsubscribe",
      ],
    },
    regex: ["@[a-z0-9_]{2,30}bot\\b", "(?:wa\\.me|api\\.whatsapp\\.com|chat\\.whatsapp\\.com)"],
  },
  {
    name: "crypto_investment",
    category: "crypto",
    weight: 15,
    lang: ["ru", "en"],
    description: "Crypto / trading / investment schemes",
    patterns: {
      ru: [
        "крипт*", "криптовалют*", "биткоин*|биткойн*", "арбитраж*", "трейдинг*|трейдер*", "инвестиц*|инвестир*|инвестор*",
        "цифров* валют*|актив*", "бирж*", "связк*", "p2p|р2р", "usdt", "binance|bybit|okx|htx|kucoin|mexc", "токен*", "блокчейн*",
        "сигнал* ~2 крипт*|трейд*", "торгов* ~2 крипт*|бирж*|сигнал*", "пул* ликвидност*", "двойн* конвертац*",
      ],
      en: [
        "crypto*", "bitcoin*|btc|eth|ethereum|usdt|bnb|solana|xrp", "investment platform|plan|plans|opportunity|company|manager",
        "invest* ~2 crypto*|bitcoin|forex|trading|platform", "trading platform|account|signals|expert|bot", "trade* platform", "broker*",
        "forex", "binary option*", "crypto mining|bitcoin mining", "withdrawal* ~3 profit*|crypto*|usdt|btc|instant*|successful*",
        "minimum deposit", "deposit ~2 usdt|btc|crypto|bitcoin", "portfolio manager", "blockchain", "token|tokens|presale|pre sale",
        "memecoin*|meme coin*", "pump", "dex|dextools|dexscreener", "crypto wallet*|wallet address", "staking",
        "100x|10x|1000x", "altcoin*", "nft|nfts", "gems|shill*|degen*|wagmi|airdrops", "binance|bybit|coinbase|metamask|trust wallet", "liquidity", "market cap|mc", "launch*",
      ],
    },
    regex: ["(?:^|\\s)\\$[a-z]{2,8}\\b"],
  },
  {
    name: "airdrop_giveaway",
    category: "giveaway",
    weight: 15,
    lang: ["ru", "en"],
    description: "Airdrops, giveaways, free rewards and bonuses",
    patterns: {
      ru: [
        "розыгрыш*", "разыгрыва*", "раздач*|раздаем|раздаю", "халяв*", "бонус*", "промокод*", "фриспин*", "бесплатн* ~1 крипт*|токен*|деньг*",
        "подарок ~2 каждому|всем", "каждому ~2 #n", "аирдроп*|эирдроп*|airdrop*", "получи* ~2 бонус*|подарок|приз*", "забирай*|заберите ~2 бонус*|приз*|подарок",
        "отда*|отдам|отдаю ~3 курс*|материал*|мануал*|обучени*", "остал*|остался|осталось ~3 курс*|материал*|мануал*|обучающ*",
        "обучающ* материал*", "за спасибо", "поделиться|поделюсь ~2 материал*|курс*", "могу скинуть", "каждому желающему",
        "скопил* ~4 материал*|информаци*", "получи*|получите ~2 от меня",
      ],
      en: [
        "airdrop*", "giveaway*|give away|giving away", "free ~1 token*|coins|crypto|usdt|nft|spins|tickets", "claim*", "reward*",
        "bonus*", "prize*", "winner*", "lucky", "free entry", "you have been selected", "congratulations", "congrats", "voucher*",
        "gift card*", "promo code*", "whitelist", "free course*|courses|materials",
      ],
    },
  },
  {
    name: "job_offer",
    category: "job",
    weight: 15,
    lang: ["ru", "en"],
    description: "Dubious job / partnership offers",
    patterns: {
      ru: [
        "набор в команд*", "набира* ~2 команд*|людей|сотрудник*|партнер*", "ищ*|набира* ~2 партнер*|сотрудник*|людей|желающих|помощник*|ассистент*",
        "требуются|требуется ~2 сотрудник*|люди|курьер*|помощник*", "удален* работ*|основ*|занятост*", "работ* удален*",
        "подработ*", "вакансия|ваканси*", "без опыта", "опыт не нуж*|требуется", "обучение бесплатн*|бесплатное обучение|бесплатно обуч*",
        "обуча* ~2 бесплатн*", "#n часа|часов ~2 в день", "свобод* времени", "от #n лет", "сотрудничеств*", "ищу людей", "нужны|требуются|срочно ~2 разнорабоч*|курьер*|грузчик*|сотрудник*", "приглашаю ~2 команд*",
      ],
      en: [
        "hiring", "we are hiring", "job offer*", "remote job*|work|position", "part time|full time", "looking for ~2 partners|people|workers|assistant*",
        "no experience", "work ~2 hours ~1 day", "flexible hours", "apply now", "vacancy|vacancies", "recruit*", "join our team",
        "free training", "hours a day", "18 years|18 +",
      ],
    },
    regex: ["(?:от|from)\\s?18\\s?(?:лет|years|\\+)", "18\\s?\\+"],
  },
  {
    name: "gambling",
    category: "gambling",
    weight: 15,
    lang: ["ru", "en"],
    description: "Casino, betting, predictions",
    patterns: {
      ru: [
        "казино|казик*|казиныч", "букмекерск*", "ставк*|ставим|ставлю|ставь", "букмекер*|бк", "слот*", "прогноз*", "тотал*", "выигрыш*", "джекпот*", "депозит*", "рулетк*",
        "1win|1вин|mostbet|мостбет|pinup|пинап|melbet|мелбет|1xbet|1хбет|vavada|вавада", "коэффициент*|кэф*", "экспресс*",
        "договорн* матч*", "жб|железобетон*", "приветственн* бонус*", "забрал* фс|fs|фриспин*",
      ],
      en: [
        "casino*", "betting|bet|bets|bettor*", "bookmaker*", "slots|slot machine*", "jackpot*", "free spins", "roulette", "poker",
        "sportsbook", "odds", "1win|mostbet|1xbet|stake com", "fixed match*", "sure win|sure odds", "predictions",
      ],
    },
  },
  {
    name: "adult",
    category: "adult",
    weight: 30,
    lang: ["ru", "en"],
    description: "Adult content and dating spam",
    patterns: {
      ru: [
        "порн*", "секс*", "интим*", "эскорт*", "голые|голых|голая|оголен*|обнаж*", "проститут*|шлюх*", "вебкам*", "знакомств* ~2 для|без|рядом",
        "18 ~1 контент|фото|видео", "горяч* ~1 девуш*|фото|видео", "слив* ~2 фото|видео|приват*", "раздева*", "приват*", "onlyfans|онлифанс",
        "девушк* ~2 рядом|скучают|ищут|для встреч", "нюдс*|нюдсы", "встрет* ~3 дам*|девушк*|красотк*",
      ],
      en: [
        "porn*", "xxx", "nude|nudes|naked", "sex|sexy|sexting", "onlyfans", "escort*", "hookup*|hook up", "webcam*|cam girl*|camgirl*",
        "hot ~1 girls|singles|milf*", "horny", "nsfw", "adult content|videos|dating", "lonely ~1 girls|women", "dating site",
        "18 ~1 content|videos|photos", "leaked ~1 photos|videos",
      ],
    },
  },
  {
    name: "drugs",
    category: "drugs",
    weight: 30,
    lang: ["ru", "en"],
    description: "Drugs and other illegal goods (also counterfeit money, documents)",
    patterns: {
      ru: [
        "закладк*|закладок|кладмен*", "мефедрон*|меф|мефчик", "кокаин*|кокс", "амфетамин*|амф", "гашиш*|гаш", "бошки|шишки", "марихуан*|канабис*|каннабис*",
        "наркот*", "экстази|мдма", "лсд", "спайс*", "альфа пвп|pvp|пвп", "фальш* ~2 купюр*|рубл*|доллар*|деньг*", "поддельн* ~2 купюр*|валют*|деньг*|документ*|паспорт*",
        "фальшивк*|фальшив*", "анонимн* ~2 посылк*|получение", "без ~1 паспорт*|документ*", "дроп*", "обнал*|обналич*", "#n за фото паспорт*|документ*",
      ],
      en: [
        "cocaine|coke", "weed", "cannabis|marijuana|thc", "mdma|ecstasy|molly", "lsd|psychedelic*|shrooms|magic mushrooms", "xanax|oxy|oxycodone|fentanyl|adderall|percocet",
        "meth", "heroin", "ketamine", "counterfeit ~2 money|notes|bills|documents|passports", "fake ~1 passports|documents|ids|notes|money",
        "clone cards|cloned cards", "cvv|fullz|dumps", "drugs ~2 delivery|shop|store",
      ],
    },
  },

  // ---- Spam typology (second round): each kind that got through, as named rules in Russian,
  // Ukrainian, English (and Uzbek / Chinese where that kind is common). Written from what these
  // campaigns say, not from data lines; weights chosen on leave-one-file-out figures (train.ts).
  {
    name: "job_scam_day_labour",
    category: "job",
    weight: 20,
    lang: ["ru", "uk", "en", "uz"],
    description: "Same-day labour recruiting: 'need N people today for unloading / moving, paid on the spot, write in DM'",
    patterns: {
      ru: [
        // people + pay: volunteers asking for help with a move are not this kind
        "#n человек*|людей|парн*|парня|ребят*|девуш* ~3 оплата|оплату|оплачиваем|платим|плачу|расчет|расчёт|заплачу",
        "разгрузк*|погрузк*|выгрузк*|грузчик*|разнорабоч*|переезд* ~3 оплата|оплату|платим|плачу|расчет|расчёт|заплачу",
        "оплата|оплату|расчет|расчёт|платим|плачу ~2 сразу|наличн*|ежедневн*", "оплата|оплату|расчет|расчёт ~1 на месте",
        "оплата|оплату|расчет|расчёт ~1 в конце дня|смены", "#n за час|смену|выход", "#n в час|смену", "подработ* на ~2 день|сегодня|завтра|вечер",
        "без оформлени* ~3 оплат*|сразу|наличн*",
      ],
      uk: [
        "підробіт*|підзароб*", "оплата|розрахунок ~2 одразу|відразу|щодня|щоденн*|готівк*", "#n грн ~1 за годину|зміну|день",
        "розвантаж*|вантажник* ~3 оплата|оплату|платимо|плачу|грн",
      ],
      en: [
        "#n people|guys|workers|helpers ~3 paid|cash|pay", "paid ~2 same day", "paid daily|cash", "paid ~2 on the spot", "paid ~2 in cash",
        "same day pay|payment|cash", "pay on the spot", "cash ~1 daily|paid|payment",
      ],
      uz: ["ish bor", "ishchi|ishchilar|odam|yordamchi kerak", "kunlik ish|ishchi", "kuniga #n", "maosh|oylik ~2 #n", "pul ishlash|topish"],
    },
    regex: ["\\d{3,6}\\s?(?:₽|руб|р\\b|грн|uah|\\$|сум|so'm|som)\\s?(?:за|в|/|per)\\s?(?:час|смен|день|выход|годин|hour|shift)"],
  },
  {
    name: "easy_money_scheme",
    category: "earnings",
    weight: 25,
    lang: ["ru", "uk", "en"],
    description: "Vague 'easy money / a scheme / a topic' DM-bait",
    patterns: {
      ru: [
        "темк*", "тема для заработка", "есть тема|темка|схема|движ*", "схем* ~2 заработ*|заработк*|доход*|деньг*", "рабоч* схем*",
        "лёгк*|легк*|быстр*|хорош* ~1 заработ*|деньг*|доход*|подработ*", "кто хочет ~2 заработ*|деньг*|подзаработ*", "хочешь ~2 заработ*|деньг*",
        "ищу ~2 заинтересован*|желающ*|ответственн*", "подзаработ*", "нужны деньги", "деньги нужны", "есть предложени* ~2 заработ*|деньг*",
        "не скам|развод|обман", "сто процентов ~2 легально|законно", "легальн* ~2 заработ*|схем*|доход*",
      ],
      uk: [
        "є тема|схема|темка", "легк* ~1 гроші|заробіт*|заробіток", "хто хоче ~2 заробит*|гроші", "заробіток ~2 без|від|на",
        "заробляй*|заробити ~2 від|на|без", "пасивн* дохід",
      ],
      en: [
        "easy ~1 cash|money|profit|income", "quick ~1 cash|money|buck*", "who wants ~2 make|earn|money", "legit ~2 money|way|income|opportunity",
        "money making ~1 method|scheme|opportunity", "moneymaking ~1 method|scheme|opportunity", "side hustle", "not a scam",
      ],
    },
  },
  {
    name: "loan_debt_help",
    category: "finance",
    weight: 30,
    lang: ["ru", "uk", "en"],
    description: "Loan, debt write-off and 'financial help' offers",
    patterns: {
      ru: [
        "займ*|заем|заём", "кредит* ~2 без|всем|одобр*|помощь|помогу|помогаем", "с плохой кредитн*", "одобрени* ~2 кредит*|займ*",
        "без ~1 справок|поручителей|отказа|проверк*", "списани* ~1 долг*|кредит*", "списать ~1 долг*|кредит*", "банкротств*",
        "помо* ~2 с долг*|кредит*|займ*|финанс*", "деньги в долг", "финансов* помощ*", "плохой кредитн* истори*", "микрозайм*|мфо",
      ],
      uk: ["позик*|позичк*", "кредит* ~2 без|всім|допомог*", "списання ~1 борг*", "фінансов* допомог*"],
      en: [
        "loan|loans ~2 offer|approved|available|instant|urgent", "bad credit", "no credit check", "debt ~1 relief|consolidation|help|free",
        "financial help|assistance|aid", "instant loan|loans|approval", "get a loan", "payday loan*",
      ],
    },
  },
  {
    name: "fake_documents_data",
    category: "illegal",
    weight: 25,
    lang: ["ru", "uk", "en"],
    description: "Fake documents, licences, diplomas, and personal-data lookups ('пробив')",
    patterns: {
      ru: [
        "пробив", "пробива*|пробить|пробью ~2 человек*|номер*|данные|людей", "пробить|пробив ~1 по номеру|базе|базам", "по базам", "по базе данных", "слив* ~1 баз*|данных",
        "купить|куплю|продам|сделаю|делаем|изготов* ~2 права|диплом*|паспорт*|справк*|документ*|снилс*|полис*|больничн*|медкнижк*",
        "права ~2 без экзамен*|сдачи", "водительск* ~1 права|удостоверени* ~2 без|купить|сделать", "диплом ~2 купить|куплю", "диплом* ~2 без учебы|учёбы", "диплом* ~2 любого вуза",
        "справк* ~2 без|любые", "задним числом", "больничн* ~2 купить|официальн*", "медкнижк* ~2 купить|без", "изготовлени* ~1 документ*",
        "верификац* ~2 аккаунт*|кошел*|бирж*|карт*", "продам ~2 аккаунт*|карты|симк*", "дебетов* карт* ~2 куплю|продам|аренд*",
      ],
      uk: ["пробив", "пробив* людей|номер*|даних", "посвідчен* ~2 без|купити", "диплом ~2 купити", "довідк* ~2 купити|будь*"],
      en: [
        "fake ~1 id|ids|license|licence|diploma|documents|passport*", "buy ~2 passport*|diploma*|documents", "driver* license|licence ~2 buy|fake|without",
        "real and fake ~1 documents|passports", "registered passport*|documents", "ssn|fullz", "lookup ~2 by phone|number",
      ],
    },
  },
  {
    name: "courier_drop_recruiting",
    category: "illegal",
    weight: 25,
    lang: ["ru", "uk", "en"],
    description: "Courier, 'drop' and card/account recruiting (money mules, drug couriers)",
    patterns: {
      ru: [
        "курьер* ~3 высок*|зарплат*|оплат*|ежедневн*|свободн*", "курьер* ~3 от #n", "курьер* ~3 без опыта", "курьер* ~2 закладчик*|кладмен*", "курьер* в ~1 магазин*",
        "дропов|дропы|дроповод*", "ищ* ~1 дроп*", "на свою|вашу|твою карту", "принять|принимать ~2 перевод*|платеж*", "принять|принимать деньги ~2 карт*",
        "оформ* ~2 карт*|сим*", "оформ* ~2 ип ~1 на себя", "карт* ~2 в аренду", "сдать ~2 карт*|аккаунт*", "аренд* ~2 карт*|аккаунт*",
        "без залога ~2 курьер*|работ*", "свободный график ~3 курьер*|доставк*",
      ],
      uk: ["дропів|дропи", "шука* ~1 дроп*", "на свою|вашу картку", "картк* ~2 в оренду"],
      en: [
        "money mule*", "receive|receiving ~2 payments|transfers|money ~2 your account|card|bank", "use your bank account|card",
        "rent ~2 your ~1 account|card", "courier ~3 high|weekly|daily pay",
      ],
    },
    regex: ["кур.?єр\\S{0,4}\\s(?:\\S+\\s){0,3}?(?:оплат|зарплат|від\\s\\d)"],
  },
  {
    name: "telegram_gift_bait",
    category: "giveaway",
    weight: 20,
    lang: ["ru", "uk", "en"],
    description: "Telegram Stars, Premium, NFT gifts and 'free gift' bait",
    patterns: {
      ru: [
        "звезд*|звёзд* ~2 бесплатн*|телеграм*|telegram|тг|подарок|подарки|раздач*", "получи*|забира*|забери* ~2 звезд*|звёзд*", "telegram|тг stars|старс*",
        "телеграм|тг|telegram ~1 премиум|premium ~2 бесплатн*|подарок|даром|раздач*", "премиум ~2 бесплатн*|даром", "премиум в подарок",
        "подарк* ~2 нфт|nft|телеграм*|бесплатн*", "получи*|забери*|забирай* ~2 подарок|подарки|звезд*|звёзд*|премиум",
        "бесплатн* ~1 премиум|звезд*|звёзд*|подарк*",
      ],
      uk: ["зірк* ~2 безкоштовн*|телеграм*|подарун*", "преміум ~2 безкоштовн*|подарун*", "отрима* ~2 подарун*|зірк*"],
      en: [
        "telegram stars|premium ~2 free|gift|giveaway", "claim ~3 telegram", "free telegram ~1 premium|stars", "free stars|premium",
        "claim ~2 stars|premium|gift|gifts", "nft gift*", "gift* ~2 telegram",
      ],
    },
  },
  {
    name: "adult_bot",
    category: "adult",
    weight: 10,
    lang: ["ru", "uk", "en"],
    description: "Adult and escort bots, 'girls nearby', dating-bot lures",
    patterns: {
      ru: [
        "досуг*", "индивидуалк*|индивидуалок", "интим ~2 услуг*|встреч*", "встреч* ~3 без обязательств", "встреч* ~3 на ночь", "встреч* ~3 за деньги",
        "девочк*|девушк*|красотк*|малышк* ~3 ждут|скучает|скучают|онлайн|рядом|хочу|свободна",
        "переходи*|переходите ~3 бота|бот", "бот ~2 знакомств*", "бот ~2 для взрослых", "без цензуры", "откровенн* ~1 фото|видео|переписк*",
        "видео ~2 для взрослых", "эротик*|эротическ*", "свинг*", "массаж ~2 с продолжением", "массаж ~2 эро*|интим*",
      ],
      uk: ["дівчат* ~3 чекають|поруч|сумують|онлайн", "інтим*", "знайомств* ~2 без|поруч|для дорослих", "відверт* ~1 фото|відео"],
      en: [
        "girls ~3 nearby|waiting|online|lonely", "girls ~3 near you", "lonely girls|women|singles", "meet ~2 girls|singles|women ~2 near|tonight|area", "adult bot|chat|video*",
        "no strings attached", "sugar daddy|baby|mommy", "private video*|photos|content ~2 bot|link|dm", "uncensored",
      ],
    },
  },
  {
    name: "gambling_promo",
    category: "gambling",
    weight: 35,
    lang: ["ru", "uk", "en", "uz"],
    description: "Casino and betting promotion: deposit bonuses, 'won N', mirror links, cappers",
    patterns: {
      ru: [
        "выиграл* ~3 #n", "выигрыш* ~2 #n", "поднял* ~3 #n ~2 казино|слот*|ставк*|на", "бонус* ~2 депозит*|регистрац*",
        "зеркало ~1 казино|бк", "ставочник*|каппер*|капер*", "проход* ~1 прогноз*|экспресс*", "промокод* ~2 казино|бк|бонус*|фриспин*", "слоты|слотах",
        "депозит ~2 от #n", "вывод ~2 без|моментальн*|мгновенн*",
      ],
      uk: ["казино", "ставк* ~2 спорт*|прогноз*", "виграш*|виграв*|виграла", "бонус* ~2 депозит*|реєстрац*"],
      en: ["won ~2 #n ~2 casino|slots|bet|spins", "deposit bonus", "welcome bonus", "no deposit bonus", "betting tips", "casino ~2 bonus|link|code"],
      uz: ["tikish|stavka|stavkalar", "kazino", "yutuq|yutib"],
    },
  },
  {
    name: "crypto_trading_zh",
    category: "crypto",
    weight: 40,
    lang: ["zh"],
    description: "Chinese crypto trading, copy-trading, signals, and card / payment-laundering ('收卡', '跑分') solicitation",
    regex: [
      "(?:收卡|普卡|盾卡|公户|公戶|跑分|代收|代付|承兑|承兌|卡商|车队|車隊|洗米|担保交易|擔保交易|高价收|高價收)",
      "(?:止盈|止损|止損|带单|帶單|喊单|喊單|合约|合約|空投|撸毛|擼毛|币圈|幣圈|稳赚|穩賺|日赚|日賺|躺赚|躺賺|爆仓|爆倉|做多|做空|点位|點位|搬砖|搬磚|返利|比特币|比特幣|以太坊|泰达币|泰達幣|狗狗币)",
    ],
  },
  {
    name: "investment_testimonial",
    category: "testimonial",
    weight: 30,
    lang: ["ru", "uk", "en"],
    description: "Fake testimonials for 'expert traders', account managers and fund-recovery services",
    patterns: {
      ru: [
        "благодаря ~3 стратеги*|сигнал*|помощи ~2 заработал*|получил*|вывел*", "вернул* ~3 деньги|средства ~3 мошенник*|брокер*",
        "вывел* ~3 #n", "получил* ~2 первую|первые ~1 выплат*", "спасибо ~3 за ~2 выплат*|сигнал*|стратеги*", "рекомендую ~3 трейдер*|брокер*|эксперт*|наставник*",
      ],
      uk: ["завдяки ~3 стратегі*|сигнал* ~2 заробив*|заробила", "рекомендую ~3 трейдер*|брокер*|експерт*"],
      en: [
        "thanks to mr|mrs|ms|madam|sir|ma'am", "god bless you mr|mrs|ms|madam|sir", "expert trader*|broker*", "account manager",
        "recover* ~3 lost|stolen ~1 funds|money|crypto|bitcoin|btc|wallet", "recovery expert|hacker|service|specialist", "scammed ~3 recover*",
        "my first payout|withdrawal", "payout* ~3 platform", "trading technique|strategy|skills|expertise",
        "invest* with mr|mrs|ms|madam|ma'am|sir", "testimon*", "i never believed", "highly recommend ~3 trader|broker|mentor|expert",
        "his|her ~1 services|platform|strategy ~3 efficient|legit|reliable|genuine", "received ~3 profit*",
      ],
    },
    regex: ["(?:made|earned|received|withdrew|got)\\s(?:\\$\\s?[\\d,.]{1,9}|[\\d,.]{1,9}\\s?(?:k\\b|usd|usdt|\\$|dollars?|btc|eth|euros?|€|£))"],
  },
  {
    name: "promo_invitation",
    category: "promotion",
    weight: 25,
    lang: ["ru", "uk", "en", "id"],
    description: "Promotional bait posted to a group: exclusive discounts and events, 'rare chance', 'don't miss', limited places",
    patterns: {
      ru: [
        "эксклюзивн* ~1 предложени*|скидк*|доступ*|мероприяти*", "специальн* предложени*|скидк*", "не упусти*|упустите ~2 шанс*|возможност*",
        "успей*|успейте ~2 воспользова*|записат*|получить|забрать", "количество мест ограничено", "только сегодня ~2 скидк*|бесплатно|акци*",
        "уникальн* ~1 возможност*|предложени*|шанс*",
      ],
      uk: ["ексклюзивн* ~1 пропозиці*|знижк*", "не пропусти*|пропустіть ~2 шанс*|можливість", "встигни*|встигніть ~2 отримати|записатися"],
      en: [
        "exclusive ~2 discount|offer|deal|access|webinar|session|screening|event|invitation", "group discount", "special ~1 discount|offer|deal|announcement",
        "rare ~1 chance|opportunity", "once in a lifetime", "don't miss ~2 out|this|chance|opportunity", "dont miss ~2 out|this|chance|opportunity",
        "limited ~1 spots|seats|places|offer|time", "hurry up", "you're all invited", "great|fantastic|perfect|golden opportunity to", "at a fraction of the ~1 cost|price",
      ],
      id: ["menghasilkan uang", "kode undangan", "dapatkan ~3 uang|saldo|bonus", "penghasilan ~2 per hari|tambahan|harian", "saldo gratis", "gratis saldo"],
    },
  },
  {
    name: "link_shortener",
    category: "links",
    weight: 15,
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
    name: "many_links",
    category: "links",
    weight: 10,
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
    weight: 20,
    lang: ["any"],
    description: "More emoji than the group allows (settings.max_emojis)",
    metric: { name: "emojiOverMax", min: 1 },
  },
  {
    name: "excessive_caps",
    category: "formatting",
    weight: 10,
    lang: ["any"],
    description: "Mostly capital letters (>= 70% of at least 20 cased letters)",
    metric: { name: "capsPercent", min: 70 },
  },
  {
    name: "mixed_script",
    category: "obfuscation",
    weight: 25,
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
