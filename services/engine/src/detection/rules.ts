/**
 * Built-in rules, as data. Every rule has a name, a category, an integer
 * weight (added to the score when it fires) and either text patterns or a
 * structural condition. Patterns run on the NORMALISED text (lower-case,
 * homoglyphs/leetspeak/spacing undone, see normalize.ts).
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
 * Weights were set by hand and checked against the train+validation splits
 * (`npm run train` prints how often each rule fires on ham and spam); the
 * test split was not used.
 */

export type RuleLang = "ru" | "en" | "any";

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
  | "inviteLinks";

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
    weight: 15,
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
    weight: 20,
    lang: ["ru", "en"],
    description: "Casino, betting, predictions",
    patterns: {
      ru: [
        "казино|казик*|казиныч", "букмекерск*", "ставк*|ставим|ставлю|ставь", "букмекер*|бк", "слот*", "прогноз*", "тотал*", "выигрыш*", "джекпот*", "депозит*", "рулетк*",
        "1win|1вин|mostbet|мостбет|pinup|пинап|melbet|мелбет|1xbet|1хбет|vavada|вавада", "коэффициент*|кэф*", "экспресс*", "лайв|live",
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
    weight: 25,
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
    weight: 20,
    lang: ["any"],
    description: "Telegram private invite links (t.me/+..., t.me/joinchat/...)",
    metric: { name: "inviteLinks", min: 1 },
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
    weight: 10,
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
