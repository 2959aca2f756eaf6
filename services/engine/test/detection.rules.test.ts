import { describe, expect, it } from "vitest";
import { builtinRegexMatches, builtinSplitVocabulary, cjkFirsts, comboFires, leadingLiterals, searchKeys, startsWithCjk } from "../src/detection/builtin.js";
import { BUILTIN_RULES, createDetector, DEFAULT_SETTINGS, normalize, type Verdict } from "../src/detection/index.js";
import { parsePhrase } from "../src/detection/matcher.js";
import { BUILTIN_COMBOS } from "../src/detection/rules.js";
import { joinSplitWords, splitVocabulary } from "../src/detection/split.js";
import { OBFUSCATION_KINDS, obfuscate } from "./support/obfuscate.js";
import { KINDS } from "./support/typology-cases.js";

const detector = createDetector();
const fired = (text: string) => detector.detect(text).matched_rules;

/** Each [rule, text]: the rule fires on the text, and the text's verdict in a default group is `verdict`. */
function expectFiresWithVerdict(verdict: Verdict, cases: ReadonlyArray<readonly [string, string]>): void {
  for (const [rule, t] of cases) {
    expect(fired(t), t).toContain(rule);
    expect(detector.detect(t).verdict, t).toBe(verdict);
  }
}

/** Each [rule, text]: the rule fires on the text. */
function expectFires(cases: ReadonlyArray<readonly [string, string]>): void {
  for (const [rule, t] of cases) expect(fired(t), t).toContain(rule);
}

/** Each [rule, text]: the rule does not fire on the text. */
function expectFiresNot(cases: ReadonlyArray<readonly [string, string]>): void {
  for (const [rule, t] of cases) expect(fired(t), t).not.toContain(rule);
}

/** Each text's verdict in a default group is `verdict`. */
function expectVerdicts(verdict: Verdict, texts: readonly string[]): void {
  for (const t of texts) expect(detector.detect(t).verdict, t).toBe(verdict);
}

/** One test per [rule, text] case, and one that each case also fires its rule on every obfuscated variant (seeded from `seed`). */
function itFiresWithVariants(cases: ReadonlyArray<readonly [string, string]>, seed: number): void {
  for (const [rule, text] of cases) {
    it(`${rule}: ${text}`, () => {
      expect(fired(text)).toContain(rule);
    });
  }
  it("they fire on obfuscated variants too (homoglyphs, spacing, zero-width, leetspeak, styled, mixed)", () => {
    const misses: string[] = [];
    cases.forEach(([rule, text], i) => {
      for (const kind of OBFUSCATION_KINDS) {
        const v = obfuscate(text, kind, seed + i);
        if (!fired(v).includes(rule)) misses.push(`${rule} ${kind}: ${v}`);
      }
    });
    expect(misses, misses.join("\n")).toEqual([]);
  });
}

interface Case {
  ru: string;
  en: string;
  /** close honest sentences that must not fire the rule */
  honest: string[];
}

const many = (s: string, n: number) => Array.from({ length: n }, () => s).join(" ");

const CASES: Record<string, Case> = {
  earnings_promise: {
    ru: "Пассивный доход от 500$ в неделю, без вложений",
    en: "Earn $500 per day from home, passive income guaranteed",
    honest: ["Сервер наконец заработал после обновления", "I earned my degree last year and now work at a bank", "Доход компании вырос, пишут в отчёте"],
  },
  dm_invite: {
    ru: "Подробности пишите в лс",
    en: "Interested? DM me for details",
    honest: ["Напишите в общий чат, пожалуйста", "I will message the team about it tomorrow"],
  },
  contact_flow: {
    ru: "Все подробности по ссылке в профиле, пиши в WhatsApp",
    en: "Contact their agent on WhatsApp, link in bio",
    honest: ["Ссылка на документацию есть в README", "The contact form on the website is broken"],
  },
  crypto_investment: {
    ru: "Арбитраж криптовалют на бирже, доход от связок",
    en: "Best crypto trading platform, invest in bitcoin now",
    honest: ["Курс евро сегодня снизился", "The exchange rate of the euro fell today"],
  },
  airdrop_giveaway: {
    ru: "Розыгрыш! Забирай бонус по промокоду",
    en: "Huge airdrop giveaway, claim your free tokens",
    honest: ["Спасибо за помощь с переездом", "We gave the old laptop to my cousin"],
  },
  job_offer: {
    ru: "Набираю людей в команду, удалённая работа, обучение бесплатно",
    en: "We are hiring! Remote job, no experience needed",
    honest: ["Я работаю в офисе уже три года", "My job interview went well yesterday"],
  },
  gambling: {
    ru: "Лучшее казино, ставки на спорт и фриспины",
    en: "Best online casino, free spins and jackpot every day",
    honest: ["Поставил новую версию пакета", "We played cards at home on Friday"],
  },
  adult: {
    ru: "Горячие девушки, интим фото 18+",
    en: "Hot girls nudes, sexy webcam onlyfans",
    honest: ["Девушка из соседнего отдела подготовила отчёт", "The girls' football team won the final"],
  },
  drugs: {
    ru: "Закладки, мефедрон, шишки с доставкой",
    en: "Cocaine and weed delivery, fast shipping",
    honest: ["Купил лекарство в аптеке по рецепту", "I need some medicine for a cold"],
  },
  link_shortener: {
    ru: "Смотри тут https://bit.ly/3xYz12",
    en: "Check this out tinyurl.com/abc123",
    honest: ["Документация тут https://nodejs.org/api/fs.html", "Docs are at https://github.com/nodejs/node"],
  },
  invite_link: {
    ru: "Вступай в наш чат t.me/+AbCdEfGh123",
    en: "Join us https://t.me/joinchat/AAAAAE1234",
    honest: ["Наш публичный канал https://t.me/nodejs_ru", "Public group: https://t.me/golang_news"],
  },
  bare_invite_link: {
    ru: "t.me/+AbCdEfGh123",
    en: "https://t.me/joinchat/AAAAAE1234 join",
    honest: ["Вступайте в наш чат по ссылке t.me/+AbCdEfGh123, там обсуждаем релизы и помогаем новичкам", "Public group: https://t.me/golang_news"],
  },
  referral_link: {
    ru: "Играю тут t.me/some_casino_bot?start=ref12345",
    en: "Register here https://exchange.example/signup?ref=AB12CD",
    honest: ["Смотри ветку https://github.com/nodejs/node/blob/main/README.md?ref=main", "Our bot: https://t.me/warden_bot"],
  },
  bare_link: {
    ru: "https://promo-site.example/offer",
    en: "check https://promo-site.example/offer",
    honest: [
      "Документация по этой функции тут https://nodejs.org/api/fs.html, смотри раздел про потоки",
      "See https://nodejs.org/en for the installer and the release notes",
    ],
  },
  bare_telegram_link: {
    ru: "https://t.me/some_news_channel",
    en: "t.me/some_casino_bot",
    honest: [
      "Сообщение выше https://t.me/c/1234567/89",
      "Our public channel with release notes and meetups: https://t.me/nodejs_ru",
      // a link to one post of a public channel, shared bare, is how people quote the news
      "https://t.me/tomsk_news/36725",
    ],
  },
  telegram_link: {
    ru: "Все сигналы в моём канале https://t.me/some_signals_channel",
    en: "DM the admin t.me/some_support_bot for details",
    // a link to one message of a chat or a channel is how people quote; an invite is invite_link's
    honest: [
      "Сообщение выше https://t.me/c/1234567/89",
      "See the announcement https://t.me/nodejs_ru/1234",
      "Вступайте в наш чат t.me/+AbCdEfGh123",
      // with an invite, the message already points to Telegram through invite_link
      "Наш канал https://t.me/nodejs_ru и чат t.me/+AbCdEfGh123",
      "Docs are at https://github.com/nodejs/node",
    ],
  },
  many_links: {
    ru: "Ссылки: https://a.example.com https://b.example.com https://c.example.com",
    en: "Links: example.com/a example.org/b example.net/c",
    honest: ["Смотри https://nodejs.org и https://deno.land", "See https://nodejs.org/en"],
  },
  many_mentions: {
    ru: "Привет @alice_one @bob_two @carol_three @dave_four",
    en: "Hey @alice_one @bob_two @carol_three, check this",
    honest: ["Спроси у @alice_one", "cc @alice_one @bob_two"],
  },
  excessive_emoji: {
    ru: `Скорее сюда ${"🔥".repeat(DEFAULT_SETTINGS.max_emojis + 2)}`,
    en: `Hurry up ${"🚀".repeat(DEFAULT_SETTINGS.max_emojis + 2)}`,
    honest: ["Поздравляю 🎉🎉🎉", "Great job 👍👍"],
  },
  excessive_caps: {
    ru: "СРОЧНО ЗАРАБОТАЙ ДЕНЬГИ ПРЯМО СЕЙЧАС НЕ УПУСТИ",
    en: "URGENT CLAIM YOUR PRIZE NOW LIMITED OFFER TODAY",
    honest: ["Мы используем API от NASA и ESA для проекта", "We use the AWS SDK and the NASA API in this project"],
  },
  mixed_script: {
    ru: "Пpиглaшaю вac в зaкpытyю кoмaндy",
    en: "Frее mоnеy fоr еvеryоnе tоdаy",
    honest: ["Выгрузил CSVшку в S3 и поставил Kubernetes", "I use Postgres and Redis every day"],
  },
  obfuscation: {
    ru: "з а р а б о т о к и п р и б ы л ь",
    en: "fr\u200bee m\u200bo\u200bney cl\u200bick n\u200bow",
    honest: ["Заработок в этом году упал, т.е. всё плохо", "e.g. the U.S.A. and the U.K. i.e. two countries"],
  },
};

describe("built-in rules", () => {
  it("every built-in rule has a test case and a sane definition", () => {
    for (const r of BUILTIN_RULES) {
      // the typology rules have their cases, per language, in support/typology-cases.ts
      expect(CASES[r.name] ?? KINDS[r.name], r.name).toBeDefined();
      expect(Number.isInteger(r.weight)).toBe(true);
      expect(r.category.length).toBeGreaterThan(0);
    }
    expect(BUILTIN_RULES.map((r) => r.name)).toEqual(expect.arrayContaining(Object.keys(CASES)));
  });

  for (const [name, c] of Object.entries(CASES)) {
    describe(name, () => {
      it("fires on a Russian example", () => {
        expect(fired(c.ru)).toContain(name);
      });
      it("fires on an English example", () => {
        expect(fired(c.en)).toContain(name);
      });
      it("does not fire on close honest sentences", () => {
        for (const h of c.honest) expect(fired(h), h).not.toContain(name);
      });
    });
  }

  it("the signal carries the rule's weight and category", () => {
    const d = detector.detect(CASES.gambling!.en);
    const s = d.signals.find((x) => x.name === "gambling")!;
    const r = BUILTIN_RULES.find((x) => x.name === "gambling")!;
    expect(s.weight).toBe(r.weight);
    expect(s.category).toBe(r.category);
    expect(d.categories).toContain("gambling");
  });

  it("a named combination fires only when every one of its parts fired, with its weight", () => {
    for (const combo of BUILTIN_COMBOS.filter((c) => c.weight > 0)) {
      const cats = [...new Set(BUILTIN_RULES.map((r) => r.category))];
      const bit = (c: string) => 1 << cats.indexOf(c);
      const masks = combo.all.map((cs) => cs.reduce((m, c) => m | bit(c), 0));
      const one = bit(combo.all[0]![0]!);
      expect(comboFires(masks, one), combo.name).toBe(combo.all.length === 1);
      const all = combo.all.reduce((m, cs) => m | bit(cs[0]!), 0);
      expect(comboFires(masks, all), combo.name).toBe(true);
    }
    // a remote-work offer with a call to write in private: job + earnings + solicitation
    const d = detector.detect("Набор в команду, удаленная работа, доход от 300$ в день, пишите в лс");
    for (const c of BUILTIN_COMBOS.filter((x) => x.weight > 0 && x.all.every((cs) => cs.some((k) => d.categories.includes(k))))) {
      expect(d.signals.find((s) => s.name === c.name)?.weight, c.name).toBe(c.weight);
    }
    expect(detector.detect("Как настроить репликацию в Postgres?").signals.some((s) => BUILTIN_COMBOS.some((c) => c.name === s.name))).toBe(false);
  });

  it("excessive_emoji follows settings.max_emojis", () => {
    const text = `Привет ${"🔥".repeat(5)}`;
    const policy = { version: 1, settings: { ...DEFAULT_SETTINGS, max_emojis: 3 }, rules: [], whitelist: [] };
    expect(detector.detect(text).matched_rules).not.toContain("excessive_emoji");
    expect(detector.detect(text, policy).matched_rules).toContain("excessive_emoji");
  });

  it("a long honest text does not trip many rules", () => {
    const d = detector.detect(many("Сегодня обсуждали, как настроить репликацию в Postgres и мониторинг.", 30));
    expect(d.verdict).toBe("clean");
  });
});

describe("phrasings added from cross-validation misses (train+validation only)", () => {
  const cases: Array<[string, string]> = [
    ["dm_invite", "приветик, жду твоего сообщения"],
    ["contact_flow", "Вас приглашают в закрытый канал, места ограничены, успейте"],
    ["airdrop_giveaway", "оформите карту и получите 500р от меня"],
    ["gambling", "вводите промокод и получите приветственный бонус"],
    ["gambling", "все забрали фс? выложу ещё"],
    ["drugs", "3000 за фото паспорта для регистрации"],
  ];
  for (const [rule, text] of cases) {
    it(`${rule}: ${text}`, () => {
      expect(fired(text)).toContain(rule);
    });
  }
  it("close honest sentences do not fire them", () => {
    expect(fired("жду сообщения от курьера, он опаздывает")).not.toContain("dm_invite");
    expect(fired("места ограничены, поэтому регистрация на митап обязательна")).not.toContain("contact_flow");
    expect(fired("получил посылку от мамы")).not.toContain("airdrop_giveaway");
    expect(fired("пришлите фото паспорта в отдел кадров")).not.toContain("drugs");
  });
});

describe("the Chinese rule's regexes run only on texts with a CJK letter", () => {
  it("only regexes whose every match starts with a CJK letter are gated", () => {
    const zh = BUILTIN_RULES.find((r) => r.name === "crypto_trading_zh")!;
    // its word lists, and the signal card's "BTC多 EP", which starts on a class of Han characters
    expect(zh.regex!.every(startsWithCjk)).toBe(true);
    // every rule's regex is gated exactly when it opens on a Han character, a class of them or a group of Han
    // alternatives (the Chinese lines of trading_signals, fake_documents_data, engagement_services, courier_drop_recruiting
    // ...), never when it opens on anything else
    const opensOnHan = /^(?:\(\?:|\[)?\p{Script=Han}/u;
    for (const r of BUILTIN_RULES) for (const src of r.regex ?? []) expect(startsWithCjk(src), src).toBe(opensOnHan.test(src));
    expect(BUILTIN_RULES.find((r) => r.name === "engagement_services")!.regex!.filter(startsWithCjk)).toHaveLength(1); // "拉[\s/·.]?人"
    expect(startsWithCjk("(?:收卡|abc)")).toBe(false); // a Latin alternative needs no CJK letter
    expect(startsWithCjk("(?:收卡.)")).toBe(true);
    expect(startsWithCjk("收|卡")).toBe(true);
    expect(startsWithCjk("(?:收|(?:卡|付))b")).toBe(true);
    // the letters a match can start with: where the regex is tried
    expect(cjkFirsts("(?:收卡|普卡)")).toEqual(new Set([..."收普"].map((c) => c.charCodeAt(0))));
    expect(cjkFirsts("[多空](?<=x[多空])")).toEqual(new Set([..."多空"].map((c) => c.charCodeAt(0))));
    expect(cjkFirsts("(?:收|(?:卡|付))b|止损")).toEqual(new Set([..."收卡付止"].map((c) => c.charCodeAt(0))));
    expect(cjkFirsts("收|a")).toBeUndefined();
    // the first atom optional, a class with anything else, an escape, a lookaround first: not gated
    for (const src of ["收?卡", "收*", "收{0,1}", "(?:收卡)?x", "[多a]", "[^多]", "[多\\]]", "\\u6536", "(?<=x)收", "收|a", "(?:收|(?:卡|a))b", "[]收", ""])
      expect(startsWithCjk(src), src).toBe(false);
  });

  it("still fires inside long Latin and Cyrillic text, and with fullwidth or zero-width tricks around the words", () => {
    const filler = many("Does anyone know when the next meetup is? Кто знает, когда встреча?", 60);
    expect(fired(`${filler} 跑分 ${filler}`)).toContain("crypto_trading_zh");
    expect(fired(`${filler} ＥＴＨ 做\u200b多 止盈`)).toContain("crypto_trading_zh");
    // tried at the CJK letters only, a lookbehind still reads what precedes the letter ("BTC多 EP")
    expect(fired(`${filler} BTC多 EP 65000 ${filler}`)).toContain("crypto_trading_zh");
    expect(fired(`${filler} 多 EP 65000 ${filler}`)).not.toContain("crypto_trading_zh");
    // more CJK letters that a Chinese regex starts with ("合", "空") than are tried one by one: the plain scan, the same
    // answers; and a Chinese text of other letters
    const crowded = many("合作愉快，空气清新。", 150);
    expect(fired(`${crowded} ${filler} 跑分 ${filler}`)).toContain("crypto_trading_zh");
    expect(fired(`${crowded} ${filler} BTC多 EP 65000`)).toContain("crypto_trading_zh");
    expect(fired(`${crowded} ${filler}`)).not.toContain("crypto_trading_zh");
    const chinese = many("今天天气很好，我们下午去公园散步，晚上一起吃饭。", 6);
    expect(fired(`${chinese} ${filler} 跑分 ${filler}`)).toContain("crypto_trading_zh");
    expect(fired(`${chinese} ${filler} BTC多 EP 65000`)).toContain("crypto_trading_zh");
    expect(fired(`${chinese} ${filler}`)).not.toContain("crypto_trading_zh");
    // the gated regexes with classes: "拉/人" (a separator class after the first letter), "额度 5w 买断" (a class first)
    expect(fired(`${filler} 拉/人 炸·群 ${filler}`)).toContain("engagement_services");
    expect(fired(`${filler} 额度 5w 买断 ${filler}`)).toContain("courier_drop_recruiting");
    expect(fired(filler)).not.toContain("crypto_trading_zh");
  });
});

describe("regexes that start with a literal are tried where it occurs", () => {
  it("reads the literals every match starts with, and nothing it cannot be sure of", () => {
    expect(leadingLiterals("\\$\\s?\\d")).toEqual(["$"]);
    expect(leadingLiterals("[$€£]\\s?\\d")).toEqual(["$", "€", "£"]);
    expect(leadingLiterals("(?:ab|cd)e|fg")).toEqual(["ab", "cd", "fg"]);
    expect(leadingLiterals("\\bsend\\s")).toEqual(["send"]); // a word boundary is zero-width
    expect(leadingLiterals("tps?x")).toEqual(["tp"]); // an optional letter ends the run before it
    expect(leadingLiterals("ab+c")).toEqual(["ab"]); // a repeated one after it
    expect(leadingLiterals("кур.?єр")).toEqual(["кур"]);
    expect(leadingLiterals("\\.(?:me|com)")).toEqual(["."]);
    for (const src of [
      "\\d",
      "a?b",
      "a*",
      "a{0,2}",
      "[a-z]",
      "[^$]",
      "[\\d$]",
      "(?:ab)?c",
      "(?<=x)a",
      "(?=a)a",
      ".a",
      "^a",
      "$(?<=a)",
      "a|\\d",
      "(a)",
      "\\u0041",
      "\\1",
      "",
    ])
      expect(leadingLiterals(src), src).toBeUndefined();
    // what is looked for: at most 6 code units of each (a longer string is found by Boyer-Moore tables built per call), no
    // key that another key starts, and nothing when a key is one character that every long text is full of
    expect(searchKeys(["leverage", "deposited", "пиши", "пишите", "$"])).toEqual(["levera", "deposi", "пиши", "$"]);
    expect(searchKeys(["wa.me", "k"])).toBeUndefined();
    expect(searchKeys(["."])).toBeUndefined();
    // the built-in regexes so read: the "$" ones among them (a scan of 10,000 characters for one "$" cost each 10-13 µs)
    const gated = BUILTIN_RULES.flatMap((r) => (r.regex ?? []).filter((src) => !startsWithCjk(src) && leadingLiterals(src) !== undefined));
    expect(gated.filter((src) => leadingLiterals(src)!.includes("$")).length).toBeGreaterThanOrEqual(8);
  });

  it("answers as a scan of the whole text does: few occurrences, many, lookbehinds before the literal, none", () => {
    const filler = many("Does anyone know when the next meetup is? Кто знает, когда встреча? 12 мест, 3 дня.", 20);
    const dollars = many("the fee is $ 5 or so", 40); // more "$" than are tried one by one
    // Chinese with letters the Chinese regexes start with ("合", "空", "日", "点", "做"): a few, and more than are tried
    // one by one (each regex is tried only at the letters it starts with, or the plain scan past CJK_TRY_MAX of them)
    const han = "我们合作愉快，空气很好，日子不错，点个赞，做饭吧。";
    const [fewHan, manyHan] = [han, many(han, 60)];
    const spam = Object.values(KINDS).flatMap((k) => Object.values(k.fires).flat());
    const honest = Object.values(KINDS).flatMap((k) => k.honest);
    const plain = new Map<string, RegExp>();
    const differ: string[] = [];
    let gatedMatches = 0;
    for (const line of [...spam, ...honest]) {
      for (const text of [
        line,
        `${filler} ${line} ${filler}`,
        `${dollars} ${line}`,
        `${line} ${dollars}`,
        `${fewHan} ${line} ${fewHan}`,
        `${manyHan} ${line}`,
      ]) {
        const nt = normalize(text);
        for (const { src, literalGated, matches } of builtinRegexMatches(nt.normalized, nt.scripts.cjk > 0)) {
          if (!plain.has(src)) plain.set(src, new RegExp(src));
          const scan = plain.get(src)!.test(nt.normalized);
          // a CJK-gated regex is not run on a text without a CJK letter: none of its matches can start there
          if (matches !== scan) differ.push(`${src} on ${text.slice(0, 80)}`);
          if (literalGated && matches) gatedMatches++;
        }
      }
    }
    expect(differ).toEqual([]);
    // the comparison covered matches of the gated regexes, not only their absence
    expect(gatedMatches).toBeGreaterThan(40);
  });
});

describe("Russian and Ukrainian job-scam, fake-document and bait phrasings (fifth round)", () => {
  // Written for these tests from what each kind says; each must also survive the obfuscator.
  const cases: Array<[string, string]> = [
    ["earnings_promise", "Ищем людей, кто хочет зарабатывать удаленно с высоким доходом"],
    ["earnings_promise", "Пассивная прибыль каждый день, всё расскажем"],
    ["earnings_promise", "Заработок от пятнадцати тысяч в неделю"],
    ["paid_tasks", "Платим за простые задания: лайки и отзывы"],
    ["earnings_promise", "Получаешь 20 долларов в час, оплата хорошая"],
    ["earnings_promise", "Быстрая прибыль без рисков, подробности у меня"],
    ["earnings_promise", "Зарабатывай с нами, начни сегодня"],
    ["earnings_promise", "Стабільний дохід щодня, заробляти онлайн може кожен"],
    ["job_offer", "Веду набор в свою команду, обучение за мой счёт"],
    ["job_offer", "В поиске партнеров, частичная занятость, научим всему"],
    ["job_offer", "Ищу ответственного человека в развивающийся проект"],
    ["job_offer", "Есть халтурка на вечер, кому интересно"],
    ["job_offer", "Шукаємо людей у команду, набір відкрито"],
    ["remote_work_offer", "Работа на удалённой основе, нужен только телефон"],
    ["remote_work_offer", "Онлайн формат, работа с телефона пару часов"],
    ["remote_work_offer", "Всего пару часов в день с телефоном, и доход твой"],
    ["remote_work_offer", "Віддалена робота, потрібен тільки телефон"],
    ["fake_documents_data", "Поможем с правами недорого, любой категории"],
    ["fake_documents_data", "Недорогое водительское удостоверение без лишних вопросов"],
    ["drugs", "Поддельные купюры, не отличить от настоящих"],
    ["drugs", "Есть то, что подарит тебе кайф, пиши"],
    ["adult", "Мои фото без белья у меня в профиле"],
    ["contact_flow", "Вся информация в профиле, загляни"],
    ["course_giveaway_bait", "Скопилось много материалов и курсов по трейдингу, отдам даром"],
  ];
  itFiresWithVariants(cases, 11);
  it("close honest sentences do not fire them", () => {
    const honest: Array<[string, string]> = [
      ["earnings_promise", "У них высокий доход, но и налоги большие"],
      ["earnings_promise", "Доходы населения растут медленнее цен"],
      ["job_offer", "Команда победила в турнире, поздравляем"],
      ["remote_work_offer", "Сервер работает онлайн, проверь статус"],
      ["remote_work_offer", "Мне для работы нужен ноутбук помощнее"],
      ["fake_documents_data", "Получил водительское удостоверение, сдал с первого раза"],
      ["drugs", "Какой кайф, наконец выходные"],
      ["contact_flow", "Поменял фото в профиле"],
      ["course_giveaway_bait", "Курс доллара опять вырос"],
    ];
    expectFiresNot(honest);
  });
  it("a remote recruiting post with a call to write in private is spam, the on-site one is not", () => {
    expect(detector.detect("Нужны люди на удалённую основу, доход от 3000 в день, пишите в лс").verdict).toBe("spam");
    expect(detector.detect("Нужны два человека помочь с переездом в субботу, напишите мне").verdict).not.toBe("spam");
  });
});

describe("self-vouching offers, two-sum testimonials, casino bots and gambling words, the 18+ sign (sixth round)", () => {
  // Written for these tests from what each kind says; the phrase patterns must also survive the obfuscator.
  const phrases: Array<[string, string]> = [
    ["easy_money_scheme", "Предлагаю зарабатывать легально, пишите"],
    ["easy_money_scheme", "Daily profit, no scam, no delay in withdrawal"],
    ["easy_money_scheme", "This platform is legit and paying, join now"],
    ["earnings_promise", "The best earning app of the year, sign up"],
    ["gambling", "Лучший азартный клуб в телеграме, заходи"],
    ["gambling", "Обожаю азарт, зарабатываю на нём каждый день"],
  ];
  itFiresWithVariants(phrases, 31);
  it("two sums with a word of gain between them are a testimonial, whatever the wording; money handed back is not", () => {
    for (const t of [
      "With a small deposit of $250 I earn over $3,900 in one week, thank you sir",
      "I started with €400 and withdrew my profit of €6,200 after two days",
      "I trusted her with £800 and now I have made over £11000",
      "I put in $1k and it turned into $9,500",
    ])
      expect(fired(t), t).toContain("investment_testimonial");
    for (const t of [
      "I paid $20 for the cable and got $5 back",
      "Got 50 dollars back from the shop",
      "I received $30 refund",
      "The fee went from $3 to $5 last month",
      "Bought at $30, sold at $28, small loss",
    ])
      expect(fired(t), t).not.toContain("investment_testimonial");
  });
  it("a casino bot is named by its handle or link; a person or a channel with such a word is not", () => {
    expect(fired("Кто-нибудь пробовал этого бота? @LuckySlots_bot")).toContain("gambling");
    expect(fired("играю тут t.me/royal_casino_bot")).toContain("gambling");
    expect(fired("Is this you @slotcoffee?")).not.toContain("gambling");
    expect(fired("Try @SpellCheckBot for that")).not.toContain("gambling");
  });
  it("the 18+ sign marks an adult post", () => {
    expect(fired("🔞 Мои фото в профиле ➡️ @someone")).toContain("adult");
    expect(fired("Мои фото с отпуска в профиле")).not.toContain("adult");
  });
  it("close honest sentences stay clean in a default group", () => {
    expectVerdicts("clean", [
      "Весь день сижу не выходя из дома, простыл",
      "Тренируюсь 1-2 часа в день, потом работа",
      "Is this exchange legit? Withdrawals took a day for me",
      "No delay on the train today, surprisingly",
      "Работаю официально, зарплата белая",
      "Спортивный азарт захватил всех на турнире",
    ]);
  });
});

describe("the issue's kinds with a way to take them up are spam in a default group (seventh round)", () => {
  // Written for these tests from what each kind says (docs/model-experiments.md, seventh round), not data lines.
  itFiresWithVariants(
    [
      ["dm_invite", "Кто ищет подработку? Пишите, всё расскажу"],
      ["dm_invite", "Есть вариант дохода, напиши, всё объясню"],
      ["easy_money_scheme", "Есть рабочая тема, кто со мной?"],
      ["easy_money_scheme", "Кто хочет поднять бабла за неделю?"],
      ["job_offer", "Требуются девушки для работы в чате, удалённо"],
      ["dm_invite", "Invest with her, contact her now via WhatsApp"],
      ["dm_invite", "Recover your funds, message our agent"],
    ],
    41,
  );
  it("same-day labour, debt help, drop cards, documents, gift bait and escort lures with a contact are spam", () => {
    expectVerdicts("spam", [
      "Срочно нужны грузчики на переезд завтра утром, 2500р на руки в тот же день. Пишите в личку",
      "Need 2 people today for moving help, $150 cash on the spot, DM me",
      "Yuklovchilar kerak bugun, pul darhol beriladi, lichkaga yozing",
      "Потрібні вантажники на сьогодні, оплата 2000 грн одразу, пишіть у приватні",
      "I can help you clear your debts and fix your credit score, DM me now",
      "Куплю вашу карту сбербанка, оплата 5000 сразу, пиши в лс",
      "Бесплатные звезды Telegram! Забирай 500 звёзд по ссылке t.me/stars_gift_bot",
      "Claim your free Telegram Stars now: t.me/starsdrop_bot",
      "Привет, я Аня, скучаю одна, пиши мне в лс 😘",
      "Hot girls in your city waiting for you 🔥 t.me/hotdates_bot",
    ]);
  });
  it("a DM call names a way to reach someone, not any mention of contacting", () => {
    for (const t of ["Please contact him about the failing build", "Could you ask me how to attach to the session?", "Message our team channel with the logs"])
      expect(fired(t), t).not.toContain("dm_invite");
  });
  it("close honest sentences stay clean", () => {
    expectVerdicts("clean", [
      "Кто поможет с переездом в субботу? С меня пицца",
      "Нужен юрист по банкротству, кто может посоветовать?",
      "Куплю карту памяти на 64 ГБ, у кого есть?",
      "Скучаю по лету и морю",
      "Как прошла поездка? Пиши, всё расскажу при встрече",
      "Тема доклада рабочая, обсудим завтра",
      "Ищем девушек в команду по волейболу, тренировки по средам",
      "He bought the car and paid in cash, the dealer was surprised",
      "How do I check my credit score for free?",
    ]);
  });
});

describe("signal cards, fake mention notices, roulette slang, presale milestones, Indonesian video-call lures, Turkish draws, Chinese DM calls, whale wallets and more (eleventh round)", () => {
  itFiresWithVariants(
    [
      ["gambling", "Рулетимся в группе каждый вечер, успей зайти"],
      ["adult", "Open VCS murah, gabung grup VC cari kenalan"],
      ["airdrop_giveaway", "Şanslı 10 kişiye bedava 100 TL nakit, çekilişe katılmak için kanala gel"],
      ["dm_invite", "代发广告，价格私聊"],
    ],
    41,
  );
  itFiresWithVariants(
    [
      ["crypto_investment", "Was tracking a whale wallet and it bought again"],
      ["crypto_investment", 'The project is called "$MOON", remember the name'],
      ["airdrop_giveaway", "Paytm loot for all users, money adder script inside"],
      ["airdrop_giveaway", "Klaim saldo DANA gratis hari ini, ambil sekarang"],
      ["job_offer", "Срочно нужны люди на удалёнку, пиши"],
      ["remote_work_offer", "За неделю не выходя из дома 1500 баксов, кто хочет так же"],
      ["easy_money_scheme", "Стабильный доход без рисков, без вложений, пишите"],
      ["gambling", "Две железки по линии на сегодня, заходи в канал"],
      ["airdrop_giveaway", "TEEKMEOUT + GIVEAWAY 50K, join the group"],
      ["engagement_services", "Selling watchtime 4000 hours for your monetization"],
    ],
    53,
  );
  it("honest sentences near the new phrases are never spam (older phrases may still ask for a review)", () => {
    for (const t of [
      "Is real estate still a profitable investment in 2024?",
      "I got Paytm cashback on my mobile recharge yesterday",
      "Зарабатываю не выходя из дома уже год, фрилансер",
      "Срочно нужны люди на субботник во дворе",
      "Нужны люди с картами Тройка для теста турникетов",
      "Was tracking a whale wallet on etherscan, it moved 500 ETH",
      "My plan for ETH: entry 3100, targets 1) 3300 2) 3500",
      "I set TP1 at 65000 and my stop loss at 62000, wish me luck",
      "Начни зарабатывать в интернете, говорили они, будет легко",
      "Срочно требуется человек на замену в смену, пишите в лс",
      "Klaim saldo asuransi saya belum cair",
      "Just joined a private chat for the dev team",
    ])
      expect(detector.detect(t).verdict, t).not.toBe("spam");
  });
  it("a refining rule's regex runs only when the rule it refines fired", () => {
    const card = BUILTIN_RULES.find((r) => r.name === "trading_signal_card")!;
    expect(card.refines).toBe("trading_signals");
    // the card's regex matches this text, but no trading-signal phrase does: the card is not looked for
    const t = "🎯 $5 stop-loss:optional, entry";
    expect(card.regex!.some((src) => new RegExp(src).test(normalize(t).normalized))).toBe(true);
    expect(fired(t)).not.toContain("trading_signals");
    expect(fired(t)).not.toContain("trading_signal_card");
  });
  it("close honest sentences do not fire them", () => {
    for (const [rule, t] of [
      ["crypto_investment", "The whale in the aquarium is huge"],
      ["airdrop_giveaway", "Saldo saya tinggal sedikit"],
      ["easy_money_scheme", "Инвестиций без риска не бывает"],
      ["gambling", "Все железки по плану приедут в понедельник"],
      ["support_impersonation", "Вас упомянул админ канала в посте про митап"],
      ["launch_countdown", "Presale reached the mark of 10,000 tickets sold for the festival"],
      ["investment_testimonial", "Dank Herr Müller, der Trader-Kurs war super"],
      ["trading_signal_card", "I set TP1 at 65000 and my stop loss at 62000, wish me luck"],
      ["engagement_services", "Guruhingizda nechta obunachi bor, arzon narxda reklama qilsa boladimi?"],
      ["job_offer", "Срочно требуется человек на замену в смену"],
      ["adult", "Besok kita vc jam 8 ya buat rapat"],
      ["airdrop_giveaway", "Piyango çekilişi bu akşam televizyonda"],
      ["dm_invite", "这个问题我找到了答案"],
    ] as const)
      expect(fired(t), t).not.toContain(rule);
  });
  it("a signal card beside a pitch word is spam; a trader's own stop-loss is not", () => {
    const card = "BTC/USDT LONG 📈 Entry: 64200 TP1 65000 TP2 66500 TP3 68000 Stop loss 62900 Leverage 10x, join our VIP signals channel";
    expect(detector.detect(card).verdict).toBe("spam");
    expect(detector.detect("I closed my long at 64k, the stop loss saved me").verdict).toBe("clean");
  });
});

describe("bank accounts priced by their limit, carders' price lists, Chinese promotion calls, safe-platform pitches, slogans, free delivery, Chinese signal cards, debt relief, cards wanted for pay, a closing 'пишите' (twelfth round)", () => {
  itFiresWithVariants(
    [
      ["courier_drop_recruiting", "长期收公户，额度200w=买断30萬起，私聊"],
      ["fake_documents_data", "Fresh stock: CHASE PERSONAL $120 CHASE BUSINESS $300 WELLS PERSONAL $150 PNC BUSINESS $280, dm to buy"],
      ["dm_invite", "广告推广找小王，价格优惠"],
      ["crypto_investment", "A safe and reliable platform for your savings, join today"],
      ["crypto_investment", "I deposited $300 and after a week I received my profit"],
      ["promo_invitation", "Tried the rest? Now try the best! Fresh stock daily"],
      ["airdrop_giveaway", "Yang mau pulsa gratis klik link ini"],
      ["airdrop_giveaway", "Free home delivery on every order this week"],
      ["crypto_trading_zh", "SOL多 EP: 145 TP1 150 SL 140"],
      ["loan_debt_help", "Помогу закрыть долги и кредиты, списание через банкротство"],
      ["courier_drop_recruiting", "Дам 1000 рублей за твою карту на пару дней"],
      ["dm_invite", "Сделаю справку задним числом, любые документы, пишите"],
      ["fake_documents_data", "Зробимо довідку або диплом без навчання, недорого"],
      ["telegram_gift_bait", "Подарю NFT-подарок первым 100 подписчикам"],
      ["loan_debt_help", "Arzon kredit, tezkor rasmiylashtirish"],
      ["remote_work_offer", "Uydan turib kuniga 50$ ishlash, tajriba shart emas"],
      ["job_scam_day_labour", "We need 2 guys for moving furniture today, $150 cash each"],
    ],
    67,
  );
  it("the issue's kinds in our own words, each with its way to take it up, are spam", () => {
    expectVerdicts("spam", [
      "Помогу закрыть долги и кредиты, списание через банкротство, пишите",
      "Дам 1000 рублей за твою карту на пару дней, пиши",
      "Зробимо довідку або диплом без навчання, недорого, пишіть",
      "Arzon kredit, tezkor rasmiylashtirish, lichkaga yozing",
      "We need 2 guys for moving furniture today, 150$ cash each, text me",
    ]);
  });
  it("close honest sentences do not fire them", () => {
    for (const [rule, t] of [
      ["courier_drop_recruiting", "贷款额度不够，只能分期不能买断"],
      ["fake_documents_data", "Chase personal $300, Chase biz $750, BoA personal $200, Citi personal $400: the sign-up bonuses I got this year"],
      ["promo_invitation", "We tried the rest, now we try the best pizza in town"],
      ["promo_invitation", "I tried to try the best I could, sorry"],
      ["affiliate_share_bait", "I got Paytm cashback on my mobile recharge yesterday"],
      ["loan_debt_help", "Помогите закрыть кредит, куда лучше обратиться?"],
      ["loan_debt_help", "Мне надо закрыть кредит до конца месяца"],
      ["courier_drop_recruiting", "Сколько стоит обслуживание за вашу карту в год?"],
      ["dm_invite", "Напишите, пожалуйста, в общий чат"],
      ["fake_documents_data", "Мама зробила довідку в поліклініці"],
      ["loan_debt_help", "Kredit olish uchun qanday hujjatlar kerak?"],
      ["job_scam_day_labour", "Tickets were 20 cash each at the door"],
      ["telegram_gift_bait", "Раздаю подарки детям на празднике"],
      ["crypto_trading_zh", "BTC多，目标34000"],
      ["crypto_trading_zh", "ETH空了，亏了不少"],
      ["crypto_trading_zh", "BTC多少钱了现在"],
    ] as const)
      expect(fired(t), t).not.toContain(rule);
  });
  it("honest sentences that share their words are never spam", () => {
    for (const t of [
      "推广找谁做比较好？我们的新店想做点宣传",
      "Is Kraken a safe and reliable exchange for a beginner?",
      "Yang mau nonton gratis? Ada tiket lebih satu",
      "Does the pharmacy near the station have free home delivery?",
      "I deposited $200 last week and got my profit from the staking after 30 days",
      "我们公司只收公户转账，谢谢",
      "Продам велосипед, почти новый, пишите",
      "Помогу с переездом в субботу, пишите",
      "Если будут вопросы, пишите",
    ])
      expect(detector.detect(t).verdict, t).not.toBe("spam");
  });
});

describe("an independent probe of the issue's kinds: pay per head, 'есть тема' with its call, Ukrainian card drops, profile and bot lures, drug couriers wanted (thirteenth round)", () => {
  itFiresWithVariants(
    [
      ["job_scam_day_labour", "Нужны 3 парня на разгрузку фуры, 3000 каждому сразу после работы"],
      ["job_scam_day_labour", "Подработка для всех желающих, выплата сразу"],
      ["job_scam_day_labour", "Need 2 guys to help unload a truck, 3 hours, $120 each paid right after"],
      ["loan_debt_help", "We can wipe out your loans legally in 30 days"],
      ["fake_documents_data", "Водительские права с проводкой по базе, гарантия"],
      ["fake_documents_data", "Права категории B без сдачи экзаменов"],
      ["drugs", "Требуются закладчики в ваш город, высокая оплата"],
      ["courier_drop_recruiting", "Шукаємо людей з картками Моно для роботи"],
      ["airdrop_giveaway", "Дарю звёзды каждому, кто подпишется на канал"],
      ["adult_bot", "Скучаешь? Я тут одна и хочу познакомиться"],
      ["adult_bot", "Hot singles in your area want to meet you"],
      ["adult_bot", "Check my private pics in my profile"],
      ["contact_flow", "Заходи ко мне в профиль, там всё есть"],
      ["contact_flow", "Безкоштовні зірки для всіх, забирай їх у нашому боті"],
      ["contact_flow", "My new pics are in my profile"],
      ["dm_invite", "Есть рабочая схема, кому интересно - пишите"],
      ["easy_money_scheme", "Есть тема, пиши в лс"],
    ],
    97,
  );
  it("the probe's kinds, each with its way to take it up, are spam", () => {
    expectVerdicts("spam", [
      "Срочно! Нужны 3 крепких парня на разгрузку фуры, 4 часа, 3000 каждому сразу после работы. Пишите в личку",
      "Need 2 guys tomorrow morning to help unload a truck, 3 hours, $120 each paid right after, DM me",
      "Struggling with debt? We can wipe out your loans legally in 30 days, DM for a free consultation",
      "Водительские права с проводкой по базе, без сдачи экзаменов, гарантия, пиши в лс",
      "Есть рабочая схема, за неделю поднял 80к, кому интересно - пишите, расскажу",
      "Требуются закладчики в ваш город, высокая оплата, обучение, пишите в бота",
      "Шукаємо людей з картками Моно та Приват для прийому платежів, оплата щодня, пишіть в особисті",
      "Скучаешь? Я тут одна и хочу познакомиться, заходи ко мне в профиль 😘",
      "Hey, I'm lonely tonight, check my private pics in my profile 😘🔥",
      "Hot singles in your area want to meet you, join now in our bot",
      "Безкоштовні зірки Telegram для всіх підписників, забирай у боті",
    ]);
  });
  it("close honest sentences do not fire them", () => {
    for (const [rule, t] of [
      // "Приват" is PrivatBank, "в приват" a Ukrainian DM: neither is adult content
      ["adult", "Скинь на Приват, будь ласка"],
      ["adult", "Пишіть в приват, якщо є питання"],
      ["job_scam_day_labour", "Выплата зарплаты сразу после сдачи отчёта?"],
      ["job_scam_day_labour", "Дали по 3 яблока каждому сразу после обеда"],
      ["job_scam_day_labour", "Tickets were 20 each paid at the door"],
      ["job_scam_day_labour", "We spent the day moving 3 boxes each trip"],
      ["loan_debt_help", "Use the snowball method to clear your loans faster"],
      ["fake_documents_data", "Проводки по базе 1С не сходятся, кто поможет?"],
      ["fake_documents_data", "Квартира с проводкой по новым нормам"],
      ["courier_drop_recruiting", "Багато людей з картками Монобанку мають кешбек"],
      ["courier_drop_recruiting", "Термінал для прийому платежів не працює"],
      ["drugs", "Новость: полиция задержала закладчиков в центре"],
      ["adult_bot", "Я тут одна скучаю, пока муж в командировке"],
      ["contact_flow", "Загляни в профиль проекта на гитхабе"],
      ["contact_flow", "Заберите заказ у бота доставки"],
      ["contact_flow", "All the pics from the trip are in my profile"],
      ["easy_money_scheme", "Есть тема для обсуждения на следующей встрече: переход на новую версию API"],
    ] as const)
      expect(fired(t), t).not.toContain(rule);
  });
  it("honest sentences that share their words are never spam", () => {
    for (const t of [
      "Кому интересно, пишите, скину запись доклада",
      "Спасибо каждому, кто подписался!",
      "Можно ли получить права без сдачи экзамена?",
      "Singles in your area is an old spam line, lol",
      "Завтра сделаем справку для бассейна",
    ])
      expect(detector.detect(t).verdict, t).not.toBe("spam");
  });
});

describe("the same probe, written as spam is obfuscated and signed: 'пиши @handle', 'в л.с', the bare rouble, remote work, accounts with a rest period (thirteenth round)", () => {
  itFiresWithVariants(
    [
      ["dm_invite", "Пробив по ФИО, номеру, авто. Пиши @probiv_helper"],
      ["dm_invite", "Нужны люди на подработку, пишите в л.с"],
      ["dm_invite", "Нужны люди на подработку, пишите в л/с"],
      ["remote_work_offer", "Требуются сотрудники на удаленку, 3-4 часа в день"],
      ["remote_work_offer", "Работа в интернете для всех желающих"],
      ["earnings_promise", "Работа для всех, от 1500 р в день"],
      ["fake_documents_data", "Продам аккаунты Telegram с отлежкой"],
      ["job_scam_day_labour", "Ish bor! Kuniga 300 ming, lichkaga yozing"],
    ],
    131,
  );
  it("'ish bor' ('there is work') fires with the DM or a daily sum, not alone", () => {
    expect(fired("Ish bor, lichkaga yozing")).toContain("job_scam_day_labour");
    expect(fired("Ish bor, lekin maosh kam")).not.toContain("job_scam_day_labour");
  });
  it("the probe's obfuscated and signed posts are spam", () => {
    expectVerdicts("spam", [
      "Пробив по ФИО, номеру, авто. Пиши @probiv_24",
      "Требуются сотрудники на удаленку, 3-4 часа в день, от 40 000 руб/мес, пишите в лс",
      "Работа в интернете, 18+, от 1500 р в день, писать в ЛС",
      "Продам аккаунты Telegram, с отлежкой, недорого, пиши",
    ]);
  });
  it("close honest sentences do not fire them", () => {
    for (const [rule, t] of [
      ["fake_documents_data", "Продам аккаунт в стиме с играми, пишите"],
      ["gambling_promo", "Ставки на спорт — зло, мой дядя проиграл квартиру"],
      ["job_scam_day_labour", "Ish bor, lekin maosh kam"],
      ["earnings_promise", "Принимать 2 р в день после еды"],
      ["earnings_promise", "По 500 р в день за парковку"],
    ] as const)
      expect(fired(t), t).not.toContain(rule);
  });
  it("honest sentences that share their words are never spam", () => {
    for (const t of [
      "Напишите @ivan_petrov, он знает",
      "Я вам в л. с написала",
      "Работа в интернете сейчас это норм, я фрилансер уже 5 лет",
      "Я перешёл на удалёнку и доволен",
    ])
      expect(detector.detect(t).verdict, t).not.toBe("spam");
  });
});

describe("a third probe, the 2024-25 Russian chat kinds: crypto for cash, spells, private loans, bought promotion, escort recruiting, promo codes as bait (thirteenth round)", () => {
  itFiresWithVariants(
    [
      ["loan_debt_help", "Займ от частного лица, деньги на карту"],
      ["loan_debt_help", "Дам деньги в долг под расписку"],
      ["loan_debt_help", "Кто нуждается в деньгах? Помогу"],
      ["engagement_services", "Продвижение телеграм каналов, живые подписчики"],
      ["engagement_services", "Накрутка подписчиков и реакций в Telegram"],
      ["adult_bot", "Привет, ищу серьёзного мужчину для общения"],
      ["adult_bot", "Работа в Дубае для девушек, проживание оплачено"],
      ["adult_bot", "Набираю моделей для работы онлайн"],
      ["adult_bot", "Ищем операторов чата, девушки от 18"],
      ["fake_documents_data", "Верификация аккаунтов бирж под ключ"],
      ["crypto_investment", "Join my VIP group for bitcoin trading today"],
      ["airdrop_giveaway", "Kanalga obuna bo'ling, bepul signallar"],
      ["promo_code_bait", "1win промокод на бонус 500% при первом депозите"],
      ["promo_code_bait", "Use my promo code to get a free bonus"],
      ["promo_code_bait", "Публикуем промокоды на заправку"],
    ],
    163,
  );
  it("the probe's kinds, each with its way to take it up, are spam", () => {
    expectVerdicts("spam", [
      "Обменяю USDT на наличные по хорошему курсу, любые суммы, пишите в лс",
      "Приворот любимого человека, снятие порчи, гадание на таро. Помогу вернуть мужа, пишите",
      "Кто нуждается в деньгах? Помогу, без залога и поручителей, пишите",
      "Работа в Дубае для девушек, проживание и билеты за счёт компании, пиши",
      "Привет, я Алина, ищу серьёзного мужчину, пиши мне в лс 💋",
      "Join my VIP trading group, 95% win rate, link in bio",
    ]);
  });
  it("close honest sentences do not fire them", () => {
    for (const [rule, t] of [
      // a single word was a verdict with a second rule on the same word: "промокод" fired two giveaway rules (spam 74)
      ["promo_code_bait", "У кого был промокод на такси? Поделитесь"],
      ["promo_code_bait", "Anyone got a promo code for Uber Eats?"],
      ["promo_code_bait", "Промокод не сработал, получил ошибку"],
      ["promo_code_bait", "Мой промокод на такси уже истек"],
      ["promo_code_bait", "My promo code didn't work at checkout"],
      ["gambling_promo", "Кешбэк 5% и ставка 16% по вкладу"],
      ["adult_bot", "Купили настолку для приятных вечеров с друзьями"],
      ["fake_documents_data", "Верификация на бирже заняла три дня, у всех так?"],
      ["loan_debt_help", "Взял займ в банке, теперь жалею"],
      ["loan_debt_help", "Взял займ до зарплаты, теперь жалею"],
      ["adult_bot", "Привет, я Алина, новенькая в чате, живу в центре"],
      ["engagement_services", "Продвижение по службе мне не светит"],
    ] as const)
      expect(fired(t), t).not.toContain(rule);
  });
  it("honest sentences that share their words are never spam", () => {
    for (const t of [
      "Дам книгу почитать, кто хочет — пишите",
      "Подпишись на канал нашей школы, там расписание",
      "Частный инвестор купил здание вокзала",
      "We have a VIP chat for sponsors of the conference",
    ])
      expect(detector.detect(t).verdict, t).not.toBe("spam");
  });
});

describe("one word, one signal: drops, slots and casinos in honest chat; casino bonuses over 100%; dead patterns mended (thirteenth round)", () => {
  itFiresWithVariants(
    [
      ["gambling_promo", "500% на первый депозит и кэшбэк 30% в казино"],
      ["courier_drop_recruiting", "Ищем дропов под карты, оплата сразу"],
      ["fake_documents_data", "Продам аккаунт телеграм, недорого"],
      ["drugs", "Наркотики в наличии, пиши"],
      ["adult_bot", "Знайомства для дорослих у нашому боті"],
    ],
    191,
  );
  it("close honest sentences do not fire them", () => {
    for (const [rule, t] of [
      ["courier_drop_recruiting", "Кто фармит дропы в этом сезоне?"],
      ["courier_drop_recruiting", "На следующей неделе будут дропы от Nike"],
      ["gambling_promo", "Все слоты под память заняты, что делать?"],
      ["gambling_promo", "Ходили в казино в Сочи, проиграли 500 рублей"],
      ["gambling_promo", "Сбер дает 16% на депозит"],
      ["drugs", "Кто фармит дропы в этом сезоне?"],
      ["adult", "Девушки рядом сидели и громко болтали"],
    ] as const)
      expect(fired(t), t).not.toContain(rule);
  });
  it("honest sentences that share their words are never spam", () => {
    for (const t of [
      "Кто фармит дропы в этом сезоне?",
      "На следующей неделе будут дропы от Nike",
      "Все слоты под память заняты, что делать?",
      "Слоты в расписании на завтра все заняты",
      "Ходили в казино в Сочи, проиграли 500 рублей",
      "Вчера смотрел фильм Казино Рояль",
      "Положил 500 на депозит в банке",
      "Any airdrops worth farming this week?",
      "Девушки рядом сидели и громко болтали",
    ])
      expect(detector.detect(t).verdict, t).not.toBe("spam");
  });
});

describe("ordinary English chat written for this round stays below spam (thirteenth round)", () => {
  it("'who wants to make' is money only when money follows", () => {
    expect(fired("Who wants to earn extra income from home?")).toContain("easy_money_scheme");
    expect(fired("Who wants some easy cash?")).toContain("easy_money_scheme");
    expect(fired("Who wants to make cookies this weekend?")).not.toContain("easy_money_scheme");
  });
  it("messages that share words with spam kinds are not spam", () => {
    for (const t of [
      "Great video, thanks for sharing! Subscribed",
      "Check out my channel if you like cooking videos",
      "Bitcoin is pumping again, anyone buying?",
      "My cousin got scammed by a fake crypto investment, be careful guys",
      "Free pizza at the office today, come grab a slice",
      "Does anyone have a discount code for the conference tickets?",
      "The giveaway winner will be announced tomorrow, good luck everyone",
      "I earned my first $1000 from freelancing this month, feeling proud",
      "DM me if you want to carpool to the game on Sunday",
      "We're hiring a junior developer, remote friendly, apply on our website",
      "This casino scene in the movie was hilarious",
      "Anyone interested in buying my old iPhone? $200, good condition",
      "I invested in index funds and forgot about them, best decision ever",
      "Please stop posting links to your trading group here, it's against the rules",
      "Earn extra points by completing the survey in the app",
      "Telegram premium is worth it for the bigger file uploads",
      "I need 2 volunteers for moving the stage equipment after the show",
      "Anyone know a good loan calculator app?",
      "Be careful, there's a scam going around asking for your card number",
      "Crypto winter is over, charts look bullish",
      "I made $50 selling old clothes on eBay last weekend lol",
      "Click the link in the pinned message for the meeting agenda",
      "Limited seats for the workshop, sign up soon",
    ])
      expect(detector.detect(t).verdict, t).not.toBe("spam");
  });
});

describe("the recruiting post's close: daily pay, then the call to write in private (fourteenth round)", () => {
  // the first two were the obfuscated probe's last misses of this kind; the other six were written afterwards, before
  // they were run, to see whether the phrases hold beyond the two posts that decided them
  it("day-labour posts paid daily with a DM call are spam", () => {
    for (const t of [
      "Нужны люди с авто для доставки, оплата ежедневно, пишите в лс",
      "Нужны люди на подработку, оплата каждый день, пишите в л.с",
      "Требуются люди на склад, оплата ежедневно, все вопросы в лс",
      "Ищем курьеров, выплаты каждый день, подробнее в личных сообщениях",
      "Набираем сотрудников на упаковку, расчёт ежедневно, пиши в директ",
      "Работа для студентов, оплата ежедневно на карту, обращаться в личку",
      "Нужен помощник, оплата каждый день от 3000, писать в л/с",
      "Срочно нужны 3 человека на уборку, оплата ежедневно, подробности в ЛС",
    ]) {
      expect(fired(t), t).toContain("job_scam_day_labour");
      expect(detector.detect(t).verdict, t).toBe("spam");
    }
  });
  it("pay each evening or each shift closes the same way (the fresh r14 probe's courier post)", () => {
    for (const t of ["Подработка курьером на своём авто, оплата каждый вечер, график свободный, пишите в лс", "Оплата каждую смену, подробности в личку"]) {
      expect(fired(t), t).toContain("job_scam_day_labour");
      expect(detector.detect(t).verdict, t).toBe("spam");
    }
    expect(fired("Оплата каждый вечер в кассе, график как у всех")).not.toContain("job_scam_day_labour");
  });
  it("daily pay without the call to write in private does not fire it", () => {
    for (const t of [
      "Смена 12 часов, оплата ежедневно, пишите",
      "Оплата ежедневная? Напишите, кто знает, как у них в Яндексе",
      "Коммуналка: оплата каждый день капает пеня, напишите в управляющую",
      "Оплата ежедневно в личном кабинете, проверьте",
      "Оплата каждый день 5 л бензина на дорогу",
      "Расчет ежедневно в личной таблице веду",
      "У меня оплата ежедневно списывается, кто знает почему? Ответьте в личку плиз",
      "На складе у нас оплата ежедневно, но смены по 12 часов, я ушёл",
      "Расчёт ежедневно делаю в экселе, скину шаблон кому надо",
      "Оплата ежедневно через приложение банка, очень удобно",
      "Оплата каждый день по 50 рублей за парковку, дорого",
    ]) {
      expect(fired(t), t).not.toContain("job_scam_day_labour");
      expect(detector.detect(t).verdict, t).toBe("clean");
    }
  });
});

describe("'пробью ... по номеру' with its call, the victim between and obfuscated (fourteenth round)", () => {
  it("the lookup offered with a call to write is spam, obfuscated too", () => {
    for (const t of ["Пробью любого человека по номеру, пиши в лс", "Пр0бью л10бого ч3ловека по н0меру, пиш1 в лс"]) {
      expect(fired(t), t).toContain("fake_documents_data");
      expect(detector.detect(t).verdict, t).toBe("spam");
    }
  });
  it("'пробью' of a tyre or a ball does not fire it", () => {
    for (const t of ["Пробью колесо, если поеду по этой дороге", "Пробью мяч по воротам по номеру два"])
      expect(fired(t), t).not.toContain("fake_documents_data");
  });
});

describe("the fourteenth round's fresh probe: Premium in Latin letters, micro-loans and collectors, an Uzbek loan, Ukrainian 'хто хоче заробляти', free spins as one signal", () => {
  it("the posts fire their kind (and are spam, but the Uzbek one, whose bare 'yozing' is no DM call)", () => {
    for (const [rule, t, spam] of [
      ["telegram_gift_bait", "Бесплатный Telegram Premium на 3 месяца, успей получить, жми в бота", true],
      ["loan_debt_help", "Помогу закрыть микрозаймы и убрать коллекторов, работаем официально, консультация в лс", true],
      ["loan_debt_help", "Qarz kerakmi? Tez va kafilsiz, kartaga 10 daqiqada, yozing", false],
      ["easy_money_scheme", "Хто хоче заробляти з телефону від 800 грн в день? Пишіть, розповім", true],
    ] as const) {
      expect(fired(t), t).toContain(rule);
      if (spam) expect(detector.detect(t).verdict, t).toBe("spam");
    }
  });
  it("honest sentences on the same topics do not fire them", () => {
    expect(fired("Qarz kerakmi deb so'radi, yo'q dedim")).not.toContain("loan_debt_help");
    expect(fired("Qarz olishdan oldin yaxshilab o'ylang, foizlar juda yuqori")).not.toContain("loan_debt_help");
    expect(fired("Коллекторы звонят по чужому долгу, что делать?")).not.toContain("loan_debt_help");
  });
  it("'free spins' is the casino's signal only, so a game update's spins are not two kinds", () => {
    const t = "Got 50 free spins in the new game update, fun but pointless";
    expect(fired(t)).toContain("gambling");
    expect(fired(t)).not.toContain("airdrop_giveaway");
    expect(detector.detect(t).verdict).toBe("clean");
  });
});

describe("the fifteenth round's fresh probe: SIM cards bought up, recovery offered, the lonely-girl lure, hours paid with a call, Uzbek sums", () => {
  it("the posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["courier_drop_recruiting", "Скупаю сим-карты любых операторов, оформленные на вас, 1000 за штуку, писать в личку"],
      ["investment_testimonial", "Lost your crypto to scammers? Our team will recover your funds in 48 hours, contact us on WhatsApp"],
      ["adult_bot", "Hi, I'm Anna, 24, new here and looking for a serious man, text me privately 😘"],
      ["adult_bot", "Привет, я Катя, мне одиноко сегодня вечером, напиши мне в личку 💋"],
      ["job_scam_day_labour", "Нужен водитель с личным авто на вечер, 5000 за 3 часа, срочно, пиши в личные"],
      ["earnings_promise", "Uydan turib ishlash imkoniyati, oyiga 5 million so'mgacha, batafsil lichkada"],
      ["job_scam_day_labour", "Onlayn ish, kuniga 50$ dan, batafsil lichkada"],
      ["loan_debt_help", "Допоможу отримати кредит навіть з поганою кредитною історією, пишіть в особисті"],
      ["paid_tasks", "Нужны люди для написания отзывов на Wildberries и Ozon, оплата за каждый отзыв, пишите в личку"],
    ]);
  });
  it("honest sentences on the same topics stay clean", () => {
    expectVerdicts("clean", [
      "Куплю сим карту для поездки в Турцию, какой оператор лучше?",
      "Сим-карты купим в аэропорту, там дешевле",
      "How do I recover my lost crypto wallet password?",
      "Is there any way to recover stolen bitcoin? The police did nothing",
      "Can anyone recover your funds after a scam? Asking for a friend who lost everything",
      "Our IT team will recover your files by tomorrow",
      "I'm looking for a serious partner for my startup, DM me",
      "Looking for a kind man to fix my fence lol",
      "Пиши, познакомимся поближе на встрече в субботу",
      "Мне одиноко без вас, пишите почаще",
      "Мне заплатили 3000 за 3 часа работы на выставке, неплохо",
      "Доехали от Москвы 100 км за 2 часа",
      "Kuniga 8 soat ishlayman, charchadim",
      "Kuniga 100 dan ortiq xabar keladi",
      "Kuniga 5$ tejayman, oyiga 150$ bo'ladi",
      "Погана кредитна історія після розлучення, що робити?",
      "Кредит навіть з поганою історією не дадуть, перевірено",
      "Бот в описании канала не работает, кто админ?",
      // paid_tasks fires on the payer's words, but one kind alone is not spam
      "Платим за каждый лайк? Нет, это не так работает",
    ]);
  });
  it("'ставь лайк' is not a bet: the bare imperative left the casino's words", () => {
    expect(fired("Ставь лайк, если согласен")).not.toContain("gambling");
    expect(fired("Ставлю 500 на тотал больше")).toContain("gambling");
  });
});

describe("the sixteenth round: work abroad, essays to order, payments past sanctions, hacking sold, Ponzi arithmetic, channels bought", () => {
  it("the probe's posts of the new kinds are spam", () => {
    expectFiresWithVerdict("spam", [
      ["work_abroad_offer", "Работа в Польше на складе, жильё бесплатно, без знания языка, зарплата от 1500 евро, пишите в лс"],
      ["academic_writing_service", "Напишу курсовую, диплом, реферат быстро и недорого, антиплагиат от 80%, пишите в лс"],
      ["payment_transfer_service", "Выведу деньги из России в любую страну, обход ограничений, курс выгодный, в личку"],
      ["hacking_services", "Взлом любых аккаунтов ВК, Инстаграм, Телеграм, восстановление доступа, анонимно, пишите"],
      ["earnings_promise", "Ищу инвестора в бизнес, доходность 30% в месяц, возврат гарантирую, подробности в личке"],
      ["crypto_investment", "Invest $200 and receive $2000 in 48 hours, guaranteed, message me now"],
    ]);
  });
  it("honest sentences on the same topics stay clean", () => {
    expectVerdicts("clean", [
      "Доходность 3% в месяц у фонда — это реально?",
      "Доходность 8% годовых по вкладу, это норм?",
      "Вложил 10 000 в акции, получил 12 000 через год",
      "Зарплата от 1000 евро в Польше — это мало при их ценах",
      "Куплю б/у ноутбук до 20000, пишите",
      "У меня канал про рыбалку, 300 подписчиков, растём потихоньку",
      "Бесплатный VPN есть какой-нибудь?",
      "Free Netflix for a month with the new phone plan",
    ]);
  });
});

describe("the seventeenth round: fake payouts with their link or bot, sign-ups paid, payback pitches, car-title and Uzbek card loans, cards opened 'на себя'", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["fake_aid_payout", "Госвыплата 15 000 рублей каждому гражданину, проверьте право на получение по ссылке"],
      ["hidden_link_call", "Отримайте грошову допомогу 6600 грн від ООН, заповніть анкету за посиланням"],
      ["contact_flow", "Компенсация за утечку персональных данных до 50 000 рублей, узнай свою сумму в боте"],
      ["paid_tasks", "Нужны люди для регистрации на криптобиржах, 1500 за каждую верификацию"],
      ["crypto_investment", "Ищу партнёра в бизнес, вложения от 50 тысяч, окупаемость 2 месяца, подробности в личке"],
      ["loan_debt_help", "Займ под залог ПТС, авто остаётся у вас, деньги за час, пишите"],
      ["loan_debt_help", "Kredit karta ochib beramiz, rasmiy ish joyisiz, tez, lichkaga"],
      ["work_abroad_offer", "Vizasiz Rossiyaga ish, turar joy bor, oyiga 15 million, yozing"],
      ["courier_drop_recruiting", "Оформи карту на себя и получи 3000, ничего делать не нужно, пиши в лс"],
    ]);
  });
  it("honest sentences on the same topics stay clean", () => {
    expectVerdicts("clean", [
      "Оформил карту Тинькофф, кэшбек нормальный",
      "Оформила карту на себя, чтобы получать зарплату",
      "Оформи карту Тинькофф, там кэшбек 5%",
      "Проверь баланс в боте, он сам пишет остаток",
      "Проверьте расписание по ссылке, там всё есть",
      "Заповніть форму за посиланням, це для зборів батьків",
      "Окупаемость кофемашины в офисе — месяца три, посчитали",
      "Займ под залог квартиры — кто брал?",
      "Взял авто в кредит, ПТС в банке",
      "Rossiyaga ishga ketish uchun qanday hujjat kerak?",
      "Кредит карта ochish kerak, qaysi bank yaxshi?",
      "Зарегистрировался на сайте госуслуг, заняло 5 минут",
    ]);
  });
});

describe("the eighteenth round: vote phishing, account notices, numbers rented out, transfers and prizes waiting in a bot", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["vote_phishing", "Привет! Проголосуй, пожалуйста, за мою племянницу в конкурсе, очень нужно, вот ссылка"],
      ["vote_phishing", "Please vote for my daughter in the dance contest, it only takes a second, link here"],
      ["wallet_phishing", "Ваш аккаунт Telegram будет удалён через 24 часа, подтвердите личность по ссылке"],
      ["support_impersonation", "Служба безопасности Telegram: обнаружен вход с нового устройства, пройдите верификацию в боте"],
      ["wallet_phishing", "Your Telegram account has been flagged for spam, verify here within 24 hours to avoid deletion"],
      ["courier_drop_recruiting", "Нужны номера для приёма СМС, платим за каждый код, в лс"],
      ["courier_drop_recruiting", "Сдай свой номер телефона в аренду для регистрации аккаунтов, 300 рублей в день, пиши"],
      ["fake_aid_payout", "Вам отправлен перевод 5000 рублей, получите его в боте до конца дня"],
      ["contact_flow", "Congratulations! You have been selected to receive a free iPhone 16, tap the bot to claim"],
    ]);
  });
  it("honest sentences on the same topics stay clean", () => {
    expectVerdicts("clean", [
      "Проголосуйте за мою идею в опросе выше, плиз",
      "Please vote for my friend's band in the local radio contest, they are really good",
      "Удалил аккаунт в Telegram и завёл новый, старый глючил",
      "Telegram просит подтвердить вход с нового устройства, это нормально?",
      "Служба безопасности банка звонила, я трубку бросил",
      "Сдаю номер в гостинице на выходные, 3000 за ночь",
      "Номер для приема СМС от банка поменялся, как обновить?",
      "Пришёл перевод от мамы, спасибо ей",
      "Вы выиграли в конкурсе рисунков, поздравляем, приз заберёте в школе",
      "Получите справку в боте Госуслуг, очень удобно",
      "Пройдите опрос в боте школы до пятницы",
      "Подтвердите участие по ссылке, пожалуйста",
      "Вот ссылка на документацию, там всё описано",
      "Link here for the slides from today",
      "Tap the bot icon to open the menu",
      "Доня виграла конкурс малюнків, так пишаюся!",
    ]);
  });
});

describe("the nineteenth round: parcels held for a fee, cash currency dealers, paid forwarding", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["parcel_fee_phishing", "Ваша посылка задержана на таможне, оплатите пошлину 350 рублей по ссылке, иначе возврат отправителю"],
      ["parcel_fee_phishing", "Ваше відправлення не доставлено через неповну адресу, оновіть дані за посиланням"],
      ["parcel_fee_phishing", "Your package is on hold due to an unpaid shipping fee, pay $1.99 here to release it"],
      ["parcel_fee_phishing", "Posilkangiz bojxonada ushlab qolindi, to'lovni havola orqali amalga oshiring"],
      ["payment_transfer_service", "Куплю доллары и евро наличными по выгодному курсу, встреча в центре, пишите в лс"],
      ["paid_tasks", "Заработок на пересылке сообщений, 100 рублей за каждую, всё просто, пиши"],
    ]);
  });
  it("honest sentences on the same topics stay clean", () => {
    expectVerdicts("clean", [
      "Оплатите доставку по ссылке от магазина, там всё официально?",
      "Куплю евро в дорогу, где лучше курс?",
      "Купил доллары в банке, курс грабительский",
      "Перешли сообщение в чат класса, там 30 человек, пусть все получат",
      "Dollar sotib olamiz deb yozishdi, kurs qancha ekan?",
      "The parcel was held at customs, I paid the fee and got it",
      "Pay here or at the counter, both fine",
    ]);
  });
});

describe("the twentieth round: the group that moved, fake admin checks, 'ask me how', the first who write, trading taught free", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["group_move_phishing", "This group has moved! Join the new one via the link below before this one is closed"],
      ["easy_money_scheme", "Anyone interested in making $1000 weekly from home? Ask me how"],
      ["easy_money_scheme", "Кто хочет зарабатывать от 50 тысяч в месяц, спросите меня как"],
      ["support_impersonation", "Администрация чата: всем участникам пройти проверку в боте, иначе вас удалят из группы"],
      ["job_offer", "Научу торговать на бирже бесплатно, первые результаты через неделю, пиши"],
      // the Uzbek investment: "oyiga 30% foyda" is a monthly return (earnings_promise, the hundred-and-nineteenth round)
      ["crypto_investment", "Ishonchli investitsiya, oyiga 30% foyda, kafolat bilan, batafsil lichkada"],
    ]);
    // one kind and no contact: the Russian move notice and the gift to the first who write stay "suspicious"
    expectFiresWithVerdict("suspicious", [
      ["group_move_phishing", "Внимание! Группа переехала, все участники переходите по новой ссылке, старая будет удалена"],
      ["airdrop_giveaway", "Первым 20 написавшим в личку дарю по 1000 рублей"],
    ]);
  });
  it("honest sentences on the same topics stay clean", () => {
    expectVerdicts("clean", [
      "Ask me how I fixed the printer, it was a nightmare",
      "Спросите меня, как я готовлю плов, расскажу",
      "The first 10 people to arrive get free coffee, see you at 9!",
      "Первым 10 ответившим скину промокод на скидку в нашем магазине",
      "Научу кататься на велосипеде, у меня есть опыт с детьми",
      "I'm making 1000 weekly at my new job, finally",
      "All members must verify their email by Friday",
      "Всем участникам пройти инструктаж до понедельника",
      "Переходите по новой ссылке на расписание, старая не работает",
      "Investitsiya haqida kitob o'qiyapman, juda qiziq",
    ]);
  });
});

describe("the twenty-first round: diet pills and potency remedies, drug shops, mass mailing sold, vapes and snus, cloud mining and tap games, romance bait", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["miracle_health_products", "Похудела на 12 кг за месяц без диет и спорта, делюсь секретом, пишите в личку"],
      ["miracle_health_products", "Lost 15 kg in 3 weeks with this natural supplement, no diet needed! DM me for details"],
      ["miracle_health_products", "Tez ozish uchun kapsulalar, 1 oyda 10 kg, buyurtma uchun lichkaga yozing"],
      ["miracle_health_products", "Средство для потенции, результат с первого раза, анонимная доставка, пишите"],
      ["drug_shop", "Магазин 24/7: шишки, меф, альфа, кристаллы. Закладки по всему городу, оплата в боте"],
      ["drug_shop", "Якісний товар, кладом по місту, швидко та анонімно, пиши в бот"],
      ["drug_shop", "Got weed, pills and powder, discreet delivery in your city, message me on telegram"],
      ["engagement_services", "Рассылка по чатам Telegram: 10 000 сообщений за день, инвайтинг живой аудитории, недорого"],
      ["nicotine_sales", "Одноразки оптом и в розницу, HQD, Elf Bar, снюс, доставка по городу без паспорта"],
      ["nicotine_sales", "Elf Bar va HQD arzon narxda, yetkazib berish bor, lichkaga yozing"],
      ["cloud_mining_tap_earn", "Облачный майнинг: вложи от 1000 рублей и получай 5% в день, вывод на карту"],
      ["cloud_mining_tap_earn", "Start cloud mining today, earn 3% daily on your deposit, withdraw anytime"],
      ["cloud_mining_tap_earn", "Новая тапалка как Hamster, тапай и зарабатывай реальные деньги, вывод уже открыт"],
      ["adult_bot", "Hello dear, I saw your profile and I like you, can we be friends? Write me in private"],
      ["adult_bot", "Привет, дорогой, ты мне очень понравился, давай познакомимся поближе, пиши мне в личку"],
    ]);
    // one kind with a contact and no second signal: the tap game's referral stays "suspicious" (the Uzbek vape seller,
    // "Elf Bar va HQD arzon narxda, ... lichkaga yozing", is spam since the seventy-sixth round made vapes sold "illegal",
    // so that a contact beside them adds `illicit_with_contact`)
    expectFiresWithVerdict("suspicious", [["cloud_mining_tap_earn", "New tap-to-earn game pays real USDT, just tap every day and withdraw, join via my link"]]);
  });
  it("honest sentences that share the kinds' words stay clean", () => {
    expectVerdicts("clean", [
      "Похудела на 3 кг без диет, просто меньше сладкого ем",
      "Какие таблетки для похудения безопасны? Врач не посоветовал",
      "Скинул 7 кг без спорта, только режим сна наладил",
      "Препарат для потенции выписал уролог, нормально пить с алкоголем?",
      "Weight loss pills don't work, just eat less and walk",
      "Собирали шишки в лесу с детьми, потом делали поделки",
      "Магазин 24/7 у дома закрылся, где теперь хлеб покупать?",
      "Клад нашли на даче, старые монеты, кто разбирается?",
      "Кристаллы соли выпали на стенках банки, нормально?",
      "Discreet delivery of the birthday present, she didn't notice",
      "Пытаются под видом доставки лекарств сделать тебя курьером, осторожно",
      "Пошли в кальянную, там одноразки продают, но дорого",
      "Снюс запретили продавать, правильно сделали",
      "Hqd elf bar — все одно вредно, бросайте",
      "Одноразовые стаканчики оптом где взять на свадьбу?",
      "Облачный майнинг это скам? Кто-то пробовал?",
      "Tap to earn games are a waste of time honestly",
      "Рассылка по группам родителей: собрание в четверг",
      "Давай познакомимся поближе с новым фреймворком на митапе",
      "Ты мне очень понравился как спикер, можно контакт для конференции?",
      "I saw your profile on LinkedIn, are you still hiring?",
      "Can we be friends on Steam? My name is the same",
      "Hi dear, we saw the photos, you both look happy",
    ]);
  });
});

describe("the twenty-second round: exam answers leaked, free game currency, goods free for a review, network-marketing partners, licences without exams, gift cards", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["exam_answers_leak", "Ответы на ОГЭ и ЕГЭ 2025 по всем предметам, сливы заданий за день до экзамена, пиши в лс"],
      ["exam_answers_leak", "Відповіді НМТ 2025, злив завдань, гарантія, пишіть у приват"],
      ["exam_answers_leak", "DTM test javoblari 100% to'g'ri, imtihondan oldin, lichkaga yozing"],
      ["exam_answers_leak", "Leaked SAT answers for this weekend's test, 100% real, DM me"],
      ["game_currency_phishing", "Free CS2 skins and V-Bucks, just log in with Steam on our site and claim"],
      ["mlm_partner_recruiting", "Ищу партнёров в онлайн-бизнес, доход от 100 тысяч, обучение бесплатно, пиши + в лс"],
      ["mlm_partner_recruiting", "Looking for business partners, passive income, free training, no experience needed, DM me"],
      ["fake_documents_data", "Haydovchilik guvohnomasi imtihonsiz, bazaga kiritiladi, lichkaga"],
      ["gift_card_payment", "Pay me with Apple gift cards and I'll send you the item right away, Steam cards also accepted"],
      // the WB refund scheme with a call, a short post: offer_with_dm_call since the seventeenth session
      ["paid_tasks", "Товары с Wildberries бесплатно за отзыв, кешбэк 100%, пишите в личку"],
    ]);
    // one kind and no link or contact: the Russian free-Robux post, licences without exams
    expectFiresWithVerdict("suspicious", [
      ["game_currency_phishing", "Бесплатные робуксы! Заходи на сайт, вводи ник и получай 10000 Robux"],
      ["fake_documents_data", "Водительские права без экзаменов, любая категория, проводка через базу ГИБДД"],
    ]);
  });
  it("honest sentences that share the kinds' words stay clean", () => {
    expectVerdicts("clean", [
      "Говорят, были сливы ЕГЭ в прошлом году, правда?",
      "Ответы ЕГЭ по математике уже опубликовали на сайте ФИПИ?",
      "Слив сливочного масла из холодильника, кто знает почему течёт?",
      "Test javoblari qachon e'lon qilinadi?",
      "The exam answers were posted by the teacher after the test",
      "Бесплатные робуксы — это развод, не ведитесь",
      "Free robux sites are scams, my kid lost his account",
      "Товар пришёл бракованный, вернули бесплатно за отзыв с фото",
      "Кешбэк 5% на всё, кто пользуется этой картой?",
      "Ищем партнёров для совместного проекта, пишите идеи",
      "We're looking for business partners in Germany for our software, experience in sales required",
      "Apple gift cards are on sale at Costco this week",
      "My aunt got a call asking to pay with gift cards, it was a scam, warn your parents",
    ]);
  });
});

describe("the twenty-third round: mystery shoppers, spy apps, goods from confiscation, matrix pyramids, half-price tickets, accounts unblocked", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["mystery_shopper_recruiting", "Требуются тайные покупатели, оплата до 3000 за визит, график свободный, пишите в лс"],
      ["mystery_shopper_recruiting", "Потрібні таємні покупці, оплата за кожен візит, пишіть"],
      ["hacking_services", "Хотите прочитать переписку мужа в WhatsApp и Telegram? Без доступа к телефону, пишите"],
      ["hacking_services", "Track your partner's phone and read their messages without them knowing, DM me"],
      ["confiscated_goods_sale", "Конфіскат з митниці: телефони та ноутбуки за півціни, пишіть"],
      ["matrix_pyramid", "Матрица: вход всего 500 рублей, через неделю выходишь с 50 000, пиши +"],
      ["matrix_pyramid", "Кэшбокс с ежедневными выплатами, вложил 1000 — получил 1500, ссылка в профиле"],
      ["travel_discount_scam", "Авиабилеты со скидкой 50% на любое направление, оплата переводом, пишите"],
      ["travel_discount_scam", "Cheap flights and hotels at 60% off, pay by bank transfer, message me for a quote"],
      ["travel_discount_scam", "Aviabiletlar 50% chegirma bilan, istalgan yo'nalish, lichkaga yozing"],
      ["hacking_services", "Разблокирую аккаунт Telegram, WhatsApp, Instagram после бана, быстро, пиши"],
      ["hacking_services", "Banned on Instagram? I recover and unban accounts in 24 hours, DM me"],
      // a paid job and a DM call in one short post: offer_with_dm_call since the seventeenth session
      ["mystery_shopper_recruiting", "Mystery shoppers needed, get paid $200 per store visit, apply via DM"],
    ]);
    // goods without a contact were "suspicious"; with a seller's terms ("доставка по России") spam since the nineteenth
    // session (illicit_with_terms)
    expectFiresWithVerdict("spam", [["confiscated_goods_sale", "Айфоны из конфиската за полцены, оригинал, доставка по России"]]);
  });
  it("a fraud with a contact is the illicit-with-contact combination", () => {
    expect(fired("Ответы на ОГЭ 2025 заранее, пиши в лс")).toEqual(expect.arrayContaining(["exam_answers_leak", "dm_invite", "illicit_with_contact"]));
    expect(fired("Ответы на ОГЭ 2025 заранее")).not.toContain("illicit_with_contact");
  });
  it("honest sentences that share the kinds' words stay clean", () => {
    expectVerdicts("clean", [
      "Тайный Санта в офисе в пятницу, подарки до 1000 рублей",
      "Я тайный покупатель уже 2 года, спрашивайте",
      "Тайный покупатель приходил к нам в магазин, поставил 9 из 10",
      "The mystery shopper visited our cafe, we got 95 points",
      "Восстановлю ли я аккаунт, если забыл пароль от почты?",
      "Хочу прочитать переписку с бабушкой, которую удалил, можно восстановить?",
      "Конфискат продают на торгах, кто-нибудь участвовал?",
      "Матрица вход в кинотеатр 500 рублей",
      "Скидка 20% на любые направления у Аэрофлота до пятницы, успевайте",
      "Got 30% off on hotels using my credit card points, then paid by card",
      "Without them knowing we planned a surprise party",
      "I recovered my account in 24 hours after support replied",
    ]);
  });
});

describe("the twenty-fourth round: undress bots, visas sold, Stars and Premium resold, property with a guaranteed return", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["adult_bot", "Нейросеть раздевает любую девушку по фото, попробуй бесплатно в боте"],
      ["adult_bot", "Бот роздягає будь-яке фото за секунди, посилання в профілі"],
      ["visa_residence_fraud", "Yevropa vizasi kafolat bilan, hujjatlarsiz, lichkaga yozing"],
      ["visa_residence_fraud", "ВНЖ и гражданство Европы за 2 недели, без оснований, пишите"],
      ["telegram_gift_bait", "Telegram Premium 1 year for $15 only, cheaper than the app, DM me"],
      // suspicious until the seventy-second round's investment_yield_pitch read the yield beside the sale's terms
      ["earnings_promise", "Недвижимость в Дубае с гарантированной доходностью 12% годовых, рассрочка, пишите"],
      // suspicious until the eighteenth session's offer_assurance read "100% одобрение" (r312)
      ["visa_residence_fraud", "Шенгенская виза без подтверждения доходов и без личного присутствия, 100% одобрение"],
    ]);
    // one kind and no contact or link: stay "suspicious"
    expectFiresWithVerdict("suspicious", [
      ["adult_bot", "AI undress bot: upload any photo and see her without clothes, free trial"],
      ["telegram_gift_bait", "Продаю Telegram Stars дешевле официального курса, Premium на год за 900 рублей"],
    ]);
  });
  it("honest sentences that share the kinds' words stay clean", () => {
    expectVerdicts("clean", [
      "Ребёнок не хочет раздеваться перед бассейном при всех, что делать?",
      "Разденься и иди в душ, ужин через 10 минут",
      "Schools should warn kids about AI undress apps, this is terrible",
      "Визу дали без собеседования, просто сдал отпечатки",
      "Шенген без справки о доходах не дадут, даже не пытайтесь",
      "The visa was guaranteed by the embassy once we had the invitation",
      "Гарантированная доходность 8% по вкладу в Сбере, нормально?",
      "Is a guaranteed 5% annual return on bonds realistic?",
      "Premium is cheaper in the app store than on the web, weird",
      "Звёзды в Telegram дешевле покупать через Fragment?",
    ]);
  });
});

describe("the twenty-fifth round: income webinars, crash-game signals, replicas, warmed-up accounts, arbitrage taught", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["income_course_funnel", "Бесплатный эфир: как выйти на доход 300 тысяч в месяц на маркетплейсах без вложений, регистрация по ссылке"],
      ["income_course_funnel", "Марафон «Миллион за 30 дней»: пошаговая система заработка, места ограничены, пиши «хочу»"],
      ["gambling_promo", "Бот с сигналами на Aviator и Lucky Jet, точность 95%, забирай доступ бесплатно"],
      ["gambling_promo", "Lucky Jet predictor bot, never lose again, join my channel for free signals"],
      ["counterfeit_goods", "AAA replica sneakers and watches, 1:1 quality, worldwide shipping, DM for catalog"],
      ["counterfeit_goods", "Репліки брендового взуття та сумок, якість люкс, пишіть"],
      ["engagement_services", "Продаю прогретые аккаунты Telegram и Instagram оптом, с историей, без спам-блока"],
    ]);
    // the replicas with their seller's terms ("доставка по СНГ"): spam since the nineteenth session (illicit_with_terms)
    expectFiresWithVerdict("spam", [["counterfeit_goods", "Реплики часов Rolex и сумок Louis Vuitton, качество 1:1, доставка по СНГ"]]);
    // one kind, no contact: the English webinar, aged accounts (66 with their terms), arbitrage taught
    expectFiresWithVerdict("suspicious", [
      ["income_course_funnel", "Free masterclass: how I went from zero to $10k a month online, only 20 spots, comment 'ME'"],
      ["engagement_services", "Aged Gmail and Facebook accounts in bulk, phone verified, cheap"],
      ["crypto_exchange_offer", "Научу арбитражу криптовалюты, от 3% за круг, без риска, первые деньги в день обучения"],
      ["crypto_exchange_offer", "Kripto arbitraj, har bir aylanishda 3% foyda, o'rgataman"],
    ]);
  });
  it("honest sentences that share the kinds' words stay clean", () => {
    expectVerdicts("clean", [
      "Кто хочет на шашлыки в субботу, пишите хочу, посчитаем мясо",
      "Марафон в Москве в сентябре, кто бежит? Хочу заработать медаль",
      "Вебинар: как заработать на пенсии больше, от ПФР, бесплатно",
      "The webinar on how to make sourdough was great",
      "I went from zero to 10 km a month running this year",
      "Реплика героя в этой серии просто огонь",
      "Качество 1 к 1 как на фото, продавец честный",
      "Аккаунты оптом не покупайте, их банят через день",
      "Научу арбитражу в суде, я юрист, обращайтесь",
      "Mines in Minecraft are dangerous for the kids lol",
      "Aviator sunglasses are back in fashion",
      "Lucky Jet predictors are fake, my cousin lost his savings",
    ]);
  });
});

describe("the thirty-second round: classifieds paid in advance, deal guarantors, marketplace buyouts", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["advance_payment_classifieds", "Отдам щенков французского бульдога бесплатно в добрые руки, оплатить нужно только доставку, пишите в лс"],
      ["advance_payment_classifieds", "Two Yorkie puppies for adoption to a loving home, free, you only cover the shipping, text me for pictures"],
      ["advance_payment_classifieds", "Apartment for rent, 2 bedrooms, $600/month, I'm working abroad so send the deposit and I'll mail you the keys"],
      [
        "advance_payment_classifieds",
        "Selling 2 Taylor Swift tickets below face value, can't make it, payment by Zelle or PayPal friends and family only, DM me",
      ],
      ["advance_payment_classifieds", "Гарант сделок в Telegram, проведу любую сделку безопасно, комиссия 3%, пиши"],
      ["paid_tasks", "Шукаємо людей на викуп товарів з Розетки з поверненням 100% коштів, пишіть"],
    ]);
  });
  it("honest chat on the same topics stays clean", () => {
    expectVerdicts("clean", [
      "Отдам котят бесплатно, забирать самим, район Автово",
      "Our dog just had puppies, anyone want one? Free to friends, pick up only",
      "Муж за границей, ключи передам соседке, она покажет квартиру",
      "Через гаранта сделку проводили на форуме, всё прошло нормально",
      "Выкуп товара у поставщика задерживается, поставка в пятницу",
      "Кешбэк 100 рублей пришёл за коммуналку",
      "Pay me back via PayPal friends and family only please, no fees",
    ]);
  });
});

describe("the thirty-fourth round: the kinds in Ukrainian, as the Russian phrases read them", () => {
  it("the probe's posts fire their kind", () => {
    expectFiresWithVerdict("spam", [
      ["job_scam_day_labour", "Терміново потрібні 3 хлопці на розвантаження фури, 2 години, 1000 грн кожному одразу, пишіть"],
      ["easy_money_scheme", "Є вигідна тема, за вечір виходить від 2000 грн, кому цікаво пишіть +"],
      ["telegram_gift_bait", "Роздаю зірки телеграм кожному, хто підпишеться на канал, залишилось 30 місць"],
    ]);
    // the account bought from the reader ("куплю ваш акаунт ... Монобанк") reads a drop's too since the nineteenth
    // session's offer-voice pass: two kinds, spam
    expectFiresWithVerdict("spam", [["fake_documents_data", "Куплю ваш акаунт Дія або Монобанк, плачу одразу"]]);
    // one kind, no contact: as their Russian twins of the twenty-eighth round
    expectFiresWithVerdict("suspicious", [
      ["job_scam_day_labour", "Шукаю помічників на склад на завтра, оплата в кінці зміни готівкою, телефонуйте"],
      ["contact_flow", "Сумую ввечері, хочу поспілкуватися з цікавим чоловіком, зазирни в мій профіль"],
      ["fake_aid_payout", "Нова виплата від ООН 6500 грн на кожного члена родини, подайте заявку за посиланням"],
    ]);
    // "за 10 хвилин" is the offer's assurance since the seventeenth session: a loan with it is two signals
    expectFiresWithVerdict("spam", [["loan_debt_help", "Гроші до зарплати без відмов, схвалення за 10 хвилин на будь-яку картку"]]);
    // a debt service's "консультація безкоштовна" is its assurance since the sixteenth session: two signals
    expectFiresWithVerdict("spam", [["loan_debt_help", "Допоможу закрити кредити та прибрати колекторів, консультація безкоштовна"]]);
  });
  it("honest Ukrainian chat in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Дали по 500 грн кожному учаснику конкурсу, молодці",
      "Кожному одразу видали форму на тренуванні",
      "Оплата в кінці дня, як домовлялися, дякую",
      "Шукаю людей на склад на завтра, треба перенести коробки, пригощу кавою",
      "Вигідна тема для дипломної роботи, раджу",
      "Позичила гроші до зарплати у сусідки, віддам у п'ятницю",
      "Роздаю розсаду помідорів безкоштовно, забирайте",
      "Подайте заявку за посиланням на сайті університету, там усе просто",
      "Заходьте в мій профіль в інстаграмі, там фото з весілля",
      // uz_uk_chat: received, not offered
      "Отримали допомогу від Червоного Хреста, дякуємо волонтерам",
    ]);
  });
});

describe("the thirty-sixth round: the kinds in English, as English-speaking groups get them", () => {
  it("the probe's posts fire their kind", () => {
    expectFiresWithVerdict("spam", [
      ["dm_invite", "Real and novelty IDs, any state, scannable, fast shipping, DM for prices"],
      ["fake_aid_payout", "New federal relief payment of $1,400 for every household member, apply through the link before it closes"],
      ["remote_work_offer", "Hiring a virtual assistant, 3 hours a day, $2,500 a month, no experience, we train you"],
    ]);
    expect(fired("Real and novelty IDs, any state, scannable, fast shipping, DM for prices")).toContain("fake_documents_data");
    // suspicious until r58 read "hmu" ("hit me up") as the call to write
    expectFiresWithVerdict("spam", [["easy_money_scheme", "Got a side thing going, makes me $500 some nights, hmu if you want in"]]);
    // suspicious until r55 read "you keep N%" as the drop's pay
    expectFiresWithVerdict("spam", [["courier_drop_recruiting", "Need people with Chase or Wells Fargo accounts to receive transfers, you keep 20%"]]);
    // one kind without a contact or a link
    expectFiresWithVerdict("suspicious", [
      ["easy_money_scheme", "Anyone tryna make some quick bread this week? No investment, I'll explain in DMs"],
      ["loan_debt_help", "Cash advance before payday, no credit check, approved in 10 minutes, sent straight to your card"],
      ["fake_documents_data", "I can find anyone's address and phone number from just their name or username, discreet"],
      ["telegram_gift_bait", "Giving away Telegram Premium to everyone who joins my channel, only 30 spots left"],
      ["adult_bot", "Bored tonight, looking for a nice guy to chat with, check out my profile 😘"],
    ]);
  });
  it("honest English chat in the same words stays clean", () => {
    expectVerdicts("clean", [
      "I have a side thing going with pottery, it makes me happy",
      "DM me if you want in on the pizza order",
      "I'm trying to make bread at home, any tips?",
      "I wiped out my credit card debt last year, feels great",
      "The new scannable ID cards at work are annoying",
      "Can you find anyone's phone number in this spreadsheet?",
      "Our warehouse workers get paid hourly, it's union rules",
      "Got paid cash at the end of the shift, tips were good",
      "Looking for a good guy to fix my sink, any recommendations?",
      "Giving away Telegram Premium? Is that even legal?",
      "You keep 5 for yourself and give me the rest of the cookies",
      "The relief payment of 600 finally came",
      "No experience? We train everyone in the first week at my bakery",
    ]);
  });
});

describe("the thirty-fifth round: the kinds in Uzbek, as the Russian and Ukrainian phrases read them", () => {
  it("the probe's posts fire their kind", () => {
    expectFiresWithVerdict("suspicious", [
      ["job_scam_day_labour", "Omborga yordamchilar kerak, smena oxirida naqd pul beriladi, qo'ng'iroq qiling"],
      ["loan_debt_help", "Kreditlaringizni yopishga va kollektorlardan qutulishga yordam beraman, maslahat bepul"],
      ["fake_documents_data", "Telefon raqami bo'yicha odam haqida hamma ma'lumotni topib beraman, maxfiy"],
      ["courier_drop_recruiting", "Pul o'tkazmalarini qabul qilish uchun kartasi borlar kerak, aylanmadan foiz beriladi"],
      ["telegram_gift_bait", "Kanalga obuna bo'lgan har bir kishiga telegram yulduzlari tekin, 20 ta joy qoldi"],
    ]);
    expectFiresWithVerdict("suspicious", [["adult_bot", "Kechqurun zerikdim, qiziq erkak bilan suhbatlashmoqchiman, profilimga kiring"]]);
    // "10 daqiqada kartangizga tushadi" is a seller's terms beside the loan since the twentieth session: spam
    expectFiresWithVerdict("spam", [["loan_debt_help", "Oylikgacha qarz, rad javobisiz, 10 daqiqada kartangizga tushadi"]]);
    expectFiresWithVerdict("spam", [["dm_invite", "Ertaga yuk tushirishga 3 ta yigit kerak, 2 soatlik ish, har biriga 200 ming naqd, yozing"]]);
  });
  it("honest Uzbek chat in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Kechqurun talabaga yarim kunlik ish qayerda bor, bilasizlarmi?",
      "Telegram yulduzlari qimmatlashdi, endi unchalik foydali emas",
      "Yigitlar kerak futbolga, shanba kuni soat 5 da",
      "Omborga yordamchi kerakmi? Men bo'shman ertaga",
      "Oylikgacha qarz olib turdim, uyaldim",
      "Kollektorlardan qutulish uchun kreditni to'lash kerak, boshqa yo'l yo'q",
      "Imtihonsiz guvohnoma bo'lmaydi, hammasi aldov",
      "Aylanmadan foiz olish uchun biznes kerak",
      "Yulduzlar tekin emas, pul to'lash kerak",
      "Erkak bilan tanishish qiyin bo'lib qoldi",
      "Savolingiz bo'lsa yozing",
      "Profilimga kiring, u yerda to'y rasmlari bor",
    ]);
  });
});

describe("investment_testimonial's sum: hundreds at least", () => {
  it("a small sum made selling old clothes is chat; the testimonial's sums still fire", () => {
    expectVerdicts("clean", ["I made $50 selling old clothes on eBay last weekend lol"]);
    for (const t of ["I made $5k in a week with her signals", "I made $23,600 with Mrs. Olivia", "Just got 2000 USDT from this platform"])
      expect(fired(t), t).toContain("investment_testimonial");
  });
});

describe("scam_warning: a warning that quotes a scam counts against it", () => {
  it("members' and admins' warnings in the scam's own words are not spam", () => {
    expectVerdicts("clean", [
      "Осторожно! Пишут, что ваш товар на Авито оплачен, и кидают ссылку на получение денег - это мошенники",
      "Мне предлагали работу курьером с оплатой 5000 в день, оказалось закладки, будьте внимательны",
      "Опять спам про заработок от 3000 в день без вложений, удалите пожалуйста",
      "Mods, there's a bot posting 'earn $500 daily from home, DM me' again",
      "Beware of 'recovery experts' who promise to get your stolen crypto back for a fee",
      "Crypto signals are mostly a scam, don't pay for them",
      "Firibgarlar 'kartangiz bloklandi, havolaga kiring' deb yozishyapti, ehtiyot bo'ling",
    ]);
  });
  it("'is not a scam' vouches and is not read as a warning", () => {
    for (const t of ["This is not a scam, legit and paying, DM me", "Это не развод, проверено, пишите"])
      expect(detector.detect(t).matched_rules, t).not.toContain("scam_warning");
  });
  it("is no kind of spam: beside one kind it adds no several_spam_kinds", () => {
    const d = detector.detect("Опять спам про заработок от 3000 в день без вложений, удалите пожалуйста");
    expect(d.matched_rules).toEqual(expect.arrayContaining(["earnings_promise", "scam_warning"]));
    expect(d.matched_rules).not.toContain("several_spam_kinds");
    expect(d.categories).not.toContain("counter");
    expect(d.signals.find((s) => s.name === "scam_warning")!.weight).toBeLessThan(0);
  });
  it("is void beside a link or a @handle: fake support warns, then gives its contact", () => {
    for (const t of [
      "Beware of scammers! Admins will never DM you first. For any issue contact our support @help_desk_official",
      "⚠️ Scam alert: fake admins are messaging members. Verify your wallet only through our official bot @SafeVerifyBot",
      "Beware of fake airdrops, the real one is here: https://bit.ly/claimnow",
    ])
      expect(detector.detect(t).matched_rules, t).not.toContain("scam_warning");
    expect(detector.detect("⚠️ Scam alert: fake admins are messaging members. Verify your wallet only through our official bot @SafeVerifyBot").verdict).toBe(
      "spam",
    );
  });
  it("a spam that borrows a warning's words stays spam when its kinds are strong", () => {
    expectFiresWithVerdict("spam", [
      ["scam_warning", "Не ведитесь на развод, у нас честные выплаты каждый день, пишите в личку"],
      ["scam_warning", "Будьте внимательны, это не развод: 100% заработок без вложений, пиши +"],
    ]);
  });
  // the twenty-first session: the alarm ("осторожно, мошенники"), what a real one never does, the drainer named, the
  // Uzbek plural and "aldov" (written for these tests, not from a probe set)
  it("reads the alarm, what a real one never asks and the drainer by name", () => {
    expectFires([
      ["scam_warning", "Соседи, осторожно, звонят от имени управляющей компании и просят код из смс"],
      ["scam_warning", "Осторожно: пишут от имени старосты и собирают деньги на ремонт"],
      ["scam_warning", "В группу опять пишут про лёгкий заработок, не отвечайте"],
      ["scam_warning", "Увидели такую рассылку — жмите пожаловаться"],
      ["scam_warning", "A real recruiter will never ask you to pay for training or send crypto first"],
      ["scam_warning", "You never need to connect a wallet to get a Telegram gift"],
      ["scam_warning", "That 'free mint' site is a wallet drainer, stay away"],
      ["scam_warning", "Bankdan deb qo'ng'iroq qilishsa kodni aytmang, ehtiyot bo'linglar"],
      ["scam_warning", "Bepul Premium degan havolaga aldovga uchmanglar"],
    ]);
    // a moderator's notice that such posts are deleted and their senders banned (no spam says it)
    expectFires([
      ["scam_warning", "Реклама заработка и ставок в чате — бан без предупреждения"],
      ["scam_warning", "Такие сообщения удаляем, авторов баним"],
      ["scam_warning", "За рекламу казино — бан без попередження"],
      ["scam_warning", "Posts about easy money will be deleted and the authors banned"],
      ["scam_warning", "Any casino ad gets removed and the sender blocked"],
      ["scam_warning", "Reklama tashlaganlar ogohlantirishsiz ban qilinadi"],
    ]);
    // the bare alarm is no warning: a spam puts it before its own offer
    expectFiresNot([["scam_warning", "Осторожно, мошенники! Настоящий заработок от 5000 в день только у нас, пиши +"]]);
    expect(detector.detect("Осторожно, мошенники! Настоящий заработок от 5000 в день только у нас, пиши +").verdict).toBe("spam");
    // nor an offer's own assurance, first person or "you never need to deposit"
    expectFiresNot([
      ["scam_warning", "We never ask you to pay anything upfront. Earn $300 daily from home, DM me now"],
      ["scam_warning", "You never need to deposit anything, just share our link and earn 50 USDT per friend, DM me"],
      ["scam_warning", "Send 0.1 ETH and receive 0.2 back, our wallet drainer protection keeps you safe, DM"],
      ["scam_warning", "Bu aldov emas! Kuniga 500 000 so'm ishlang, lichkaga yozing"],
    ]);
    // and every counter is void beside a link or a @handle
    expect(detector.detect("Осторожно, фейки! Официальный розыгрыш 1000 USDT только тут: @giveaway_real_bot").matched_rules).not.toContain("scam_warning");
  });
});

describe("the thirty-third round: vague DM-bait that names no product", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["easy_money_scheme", "Есть тема на пару дней, нормально поднимешь, кому интересно отпишите в личку"],
      ["easy_money_scheme", "Есть предложение для активных и адекватных, ставь + в личку"],
      ["easy_money_scheme", "Есть работа для тех, кому срочно нужны деньги, детали лично"],
      ["easy_money_scheme", "Need someone for a quick online task today, good pay, message me"],
      ["easy_money_scheme", "Anyone free this weekend for a side gig? Pays well, DM for details"],
      ["easy_money_scheme", "Є тема для заробітку, кому цікаво ставте + в особисті"],
      ["easy_money_scheme", "Tez pul kerak bo'lganlar lichkaga yozsin, oddiy ish"],
    ]);
  });
  it("honest vague chat in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Есть тема на пару часов обсудить в субботу, кто придёт?",
      "Кто хочет заработать на своём хобби — лучше начать с малого",
      "Хорошо поднимешь настроение, если придёшь",
      "Поднимешь 5 тысяч шагов за день легко",
      "Предложение для активных участников: провести субботник",
      "Отпишите в личку, кто идёт, посчитаю билеты",
      "I had a side gig as a DJ, pays well but exhausting",
      "Need someone for a quick task: can you review my PR? I'll pay you back with coffee",
      "The simple job of washing dishes pays nothing",
      "Є тема для заробітку на пенсії, хтось читав статтю?",
      "Tez pul kerak edi, qarz berib turasizmi?",
    ]);
  });
});

describe("risky_chat: honest chat in groups where spam's words are everyday words", () => {
  it("a loan asked for and staking asked about are not offers", () => {
    expectVerdicts("clean", [
      // were `suspicious`: "помочь с кредитом" read as the broker's "помогу с кредитом", "staking" alone as a pitch
      "Мама просит помочь с кредитом, банк требует справку о доходах",
      "Can someone explain how staking rewards are taxed?",
    ]);
    expectFiresWithVerdict("spam", [
      ["loan_debt_help", "Помогу с кредитом даже с просрочками, одобрение 100%, пишите в лс"],
      ["crypto_investment", "Staking with 300% APY, join now and earn daily: t.me/+stakepool"],
    ]);
  });
});

describe("the thirty-first round: Russian in Latin transliteration and Uzbek in Cyrillic", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["earnings_promise", "Rabota na domu, zarabotok ot 3000 v den, pishi v ls"],
      ["dm_invite", "Nuzhny lyudi na podrabotku, oplata srazu, pishite v lichku"],
      ["job_scam_day_labour", "Уйда ўтириб пул ишланг, кунига 300 минг сўм, личкага ёзинг"],
      ["loan_debt_help", "Кредит тарихи ёмон бўлса ҳам кредит олиб берамиз, личкага ёзинг"],
    ]);
  });
  it("honest chat in the same scripts stays clean", () => {
    expectVerdicts("clean", [
      "Privet, kak dela? Zavtra vstrechaemsya v 5",
      "Rabota na domu skuchnaya, hochu v ofis",
      "Pishi v ls, esli chto, ya doma",
      "Oplata srazu ili potom? Sprosi u prodavca",
      "Оплата сразу или потом? Спроси у продавца",
      "Кунига 2 соат китоб ўқийман",
      "Пул топиш қийин бўлиб қолди",
      "Уйда ўтириб зерикдим, кинога борамизми?",
      "Кредит олиб уй олдим, ҳар ой тўлаяпман",
    ]);
  });
});

describe("the thirtieth round: marketplace payment phishing, grants never paid back, advance-fee letters, courses with a job promised", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["marketplace_payment_phishing", "Здравствуйте, ваш товар на Авито оплачен через доставку, подтвердите получение средств по ссылке"],
      ["marketplace_payment_phishing", "Вaш тoвaр нa Aвитo oплaчeн, пoлучитe дeньги пo ccылкe"],
      ["fake_aid_payout", "You qualify for a $7,500 government grant that you never have to pay back, apply today, DM me for the form"],
      ["fake_aid_payout", "Государство выдаёт гранты по 500 тысяч на открытие бизнеса, возвращать не нужно, оформление у меня в личке"],
      ["fake_aid_payout", "G.o.v.e.r.n.m.e.n.t g.r.a.n.t $5000, no need to pay back, DM"],
      ["advance_fee_fraud", "Congratulations! Your phone number was selected in the Telegram lottery, you won $250,000, contact the agent to claim"],
      ["income_course_funnel", "Learn Python in 8 weeks and get a guaranteed job at $80k, first 10 students free, link in bio"],
      ["remote_work_offer", "Telegram guruhlarga moderator kerak, kuniga 2 soat, oyiga 5 million so'm, lichkaga yozing"],
    ]);
    // one kind without a contact or a link: the review queue, not a ban
    expectFiresWithVerdict("suspicious", [
      ["marketplace_payment_phishing", "Покупатель оплатил заказ, чтобы получить деньги на карту, заполните форму в боте"],
      ["advance_fee_fraud", "I am a barrister and your late relative left a fund of $4.5M with no heir, reply so we can process the transfer"],
    ]);
    // a course that also recruits ("тестировщик ... от 120 000": job_offer since the sixteenth session) is two kinds
    expectFiresWithVerdict("spam", [
      ["income_course_funnel", "Стань тестировщиком за 2 месяца с нуля, гарантия трудоустройства и зарплата от 120 000, осталось 5 мест"],
    ]);
  });
  it("honest chat that shares the kinds' words stays clean", () => {
    expectVerdicts("clean", [
      "Книгу возвращать не нужно, оставь себе, пиши если понравится",
      "Повертати не треба, це подарунок, пиши якщо що",
      "You qualify for the grant if your company is under 2 years old",
      "Гранты по 500 тысяч получили десять школ, новости читали?",
      "Learn Spanish in 6 months and get a job abroad? Is that realistic?",
      "Guaranteed job at the family company, lucky him",
      "Стань программистом за 2 года учёбы в вузе, а не за месяц",
      "Guruhga moderator kerak, ixtiyoriy, pul yo'q",
      "Покупатель попросил оплатить через доставку OLX, это безопасно?",
    ]);
  });
});

describe("the twenty-ninth round: English group-chat income DMs, flips and homework sellers, faked brand giveaways", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["money_flip", "Legit cash app flip 💸 send $100 get $1,000 back in 1 hour, DM me now"],
      ["money_flip", "Who wants their $200 turned into $2k today? Inbox me for details, no scam"],
      ["money_flip", "Cаsh аpp flір: sеnd $50 gеt $500 bаck, DM mе"],
      ["academic_writing_service", "Pay someone to do your assignments, essays and online exams, A grade guaranteed, text me on WhatsApp"],
      ["wallet_phishing", "Having issues with your wallet? Validate and sync it here to fix stuck transactions: dapp-rectify.app"],
      ["fake_documents_data", "Selling verified Binance, Bybit and OKX accounts with KYC done, bulk discount, message me"],
      ["easy_money_scheme", "I need 5 serious people who want to earn $3,000 weekly from home, send me a DM with the word INFO"],
      ["easy_money_scheme", "Stop scrolling! If you're tired of your 9-5 and want financial freedom, message me now"],
      ["brand_giveaway_phishing", "Сбер дарит 5000 рублей всем клиентам к празднику, получите по ссылке до конца дня"],
      ["brand_giveaway_phishing", "Павел Дуров раздаёт по 500 звёзд в честь дня рождения Telegram, забрать в боте"],
      ["telegram_gift_bait", "Павел Дуров раздаёт по 500 звёзд в честь дня рождения Telegram, забрать в боте"],
      ["earnings_promise", "Шукаю людей у команду, робота з телефону, виплати щодня від 1500 грн, деталі в особисті"],
    ]);
  });
  it("honest chat that shares the kinds' words stays clean", () => {
    expectVerdicts("clean", [
      "I sold my coins before the presale drama, glad I did",
      "The concert presale ends in 3 hours, did anyone get tickets?",
      "Only serious people interested in the car please, DM me",
      "Stop scrolling and go to sleep guys",
      "How to stop scrolling in a page for android ?",
      "Please rectify the issue here, the build is failing",
      "How do I fix stuck transactions on Ethereum?",
      "Can I pay someone to do my homework lol",
      "Телеграм дарит премиум авторам каналов? Кто-нибудь получал?",
      "Twitter is selling verified checkmarks now lol",
    ]);
  });
});

describe("the twenty-sixth round: a crypto group's own spam - MEV bots, volume bots, listing agents, KOLs, fake verification, devs who want the phrase", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["mev_bot_scam", "I made 2 ETH this week with this MEV front-running bot, just deploy the contract from my tutorial and fund it"],
      ["mev_bot_scam", "Passive income with an arbitrage bot on Uniswap, copy my smart contract code and earn daily"],
      ["engagement_services", "We'll get your coin trending on CoinGecko and DEXTools, guaranteed top 10, DM for prices"],
      ["engagement_services", "Hi, I'm a listing agent for Binance, KuCoin and MEXC. We can list your token this week, fees negotiable, DM me"],
      ["engagement_services", "Лістинг вашого токена на біржах за 3 дні, пишіть в особисті"],
      ["engagement_services", "Предлагаю продвижение вашего токена: KOL, посевы в крипто-каналах, AMA, пишите"],
      ["wallet_phishing", "Blockchain developer here, I can fix your wallet sync issue, just share your recovery phrase in DM"],
      ["support_impersonation", "To unlock posting, verify with Rose bot and connect your wallet"],
      ["engagement_services", "Need a sniper bot or a token? I build them fast, cheap, pay in USDT, DM me"],
    ]);
    // no contact: the Russian MEV post, the volume bot, fast-track listing, the KOL package, the fake Safeguard
    expectFiresWithVerdict("suspicious", [
      ["mev_bot_scam", "MEV-бот приносит 1-2 ETH в неделю, разверни контракт по моей инструкции"],
      ["engagement_services", "KOL marketing package: 50 crypto influencers on X shilling your project, results in 24h"],
      ["support_impersonation", "Safeguard: verify you are human to join the chat, click 'Tap to verify' below"],
    ]);
  });
  it("honest crypto chat that shares the kinds' words stays clean", () => {
    expectVerdicts("clean", [
      "I deployed the contract from the tutorial on testnet, works fine",
      "Our devs will list the token on CoinGecko in a few days, they applied last week",
      "Please verify you are human in the captcha, it's our new Safeguard setup",
      "My wallet sync issue was fixed by updating the app",
      "Посевы в крипто-каналах дорого стоят, лучше органика",
      "I build bots for fun, mostly for Discord",
      "Our token hit trending on DEXScreener for an hour, nice work team",
      "Never share your recovery phrase with anyone, admins will never DM you first",
    ]);
  });
});

describe("the twenty-seventh round: the issue's kinds in Uzbek and Ukrainian, and three words that read honest chat as spam", () => {
  it("honest Uzbek and Ukrainian chat that shares the kinds' words stays clean", () => {
    expectVerdicts("clean", [
      // were `suspicious` through a word alone: "stavka" (a bet), "odam kerak" (a person needed), "заробіток ... на" (a wage)
      "Stavka qilmang, hammasi aldov",
      "Bizga darsga odam kerak, ertaga 9 da",
      "Заробіток на фрілансі нестабільний, але цікавий",
      "Kazinoga bormang, pulingiz ketadi",
      "Hisobingiz bloklandimi? Bankka qo'ng'iroq qiling",
      "Акаунт буде видалено, якщо не заходити рік, так пише Telegram",
      "Qizlar bilan tanishish qiyin, maslahat bering",
      "Sxema oddiy: avval o'qish, keyin ish",
      "Виплати від ООН переселенцям у нашому місті вже почались?",
    ]);
  });
  it("the probe's posts fire their kind", () => {
    expectFiresWithVerdict("spam", [
      ["job_scam_day_labour", "Polshaga ishga odam kerak, viza va turar joy bepul, oyiga 2000$ gacha, lichkaga yozing"],
      ["gambling_promo", "1xbet promo kod bilan 200% bonus, stavkalar uchun eng yaxshi kanal"],
      ["fake_aid_payout", "Виплати від ООН 6600 грн кожному, заповни анкету за посиланням"],
      ["easy_money_scheme", "Pul ishlashning oson sxemasi bor, kuniga 100$, qiziqqanlar lichkaga"],
    ]);
    // "botga o'ting" (go to the bot) is a contact since the eleventh session, as "переходи в бот" is
    expectFiresWithVerdict("spam", [["adult_bot", "Yolg'iz qizlar siz bilan tanishmoqchi, botga o'ting"]]);
    // one kind and no contact
    expectFiresWithVerdict("suspicious", [["support_impersonation", "Hurmatli mijoz, kartangiz bloklandi, tiklash uchun havolaga o'ting"]]);
    // "1 kunda kartangizga" is a seller's terms beside the loan since the twentieth session: spam
    expectFiresWithVerdict("spam", [["loan_debt_help", "Kredit olishga yordam beramiz, 1 kunda kartangizga, rad javobisiz"]]);
    // "будь-яких банків ... швидко" is a seller's terms beside the drop card since the nineteenth session: spam
    expectFiresWithVerdict("spam", [["courier_drop_recruiting", "Потрібні картки будь-яких банків, оплата 2000 грн за кожну, швидко"]]);
    // the account threat with its link reads as a phishing call too since the nineteenth session's Ukrainian counterparts
    expectFiresWithVerdict("spam", [["support_impersonation", "Ваш акаунт буде заблоковано через 24 години, підтвердіть особу за посиланням"]]);
    // "команду ... дохід від N" is an earnings promise since the seventeenth session: two kinds
    expectFiresWithVerdict("spam", [["remote_work_offer", "Шукаю людей у команду, дохід від 30 000 грн, без досвіду, все навчу"]]);
  });
});

describe("Ukrainian and Uzbek chat against the phrases of one or two words (an audit after the twenty-seventh round)", () => {
  // No data file has Ukrainian or Uzbek chat ham: these sentences, written to share each short phrase's words, were 24 of
  // 28 `suspicious` or `spam` before the phrases were narrowed to their Russian counterparts' shape
  it("stay clean", () => {
    expectVerdicts("clean", [
      "Є тема для розмови, давайте зідзвонимося ввечері",
      "Є схема проїзду до табору? Не можу знайти",
      "Пасивний дохід — це міф, чи хтось реально має?",
      "Хочу заробити на машину, відкладаю кожен місяць",
      "Дай позичку до п'ятниці, будь ласка",
      "Кредит без відсотків у магазині техніки, хто брав?",
      "Фінансова допомога від держави переселенцям вже надходить?",
      "Інтимна гігієна для дітей, порадьте засіб",
      "Шукаю підробіток на літо для сина, 16 років",
      "Оплата одразу при отриманні, Нова пошта",
      "Розрахунок щодня у нас на роботі, зручно",
      "Pul topish qiyin bo'lib qoldi, narxlar oshdi",
      "Oylik 3 mln, kam, boshqa ish qidiryapman",
      "Kunlik ish topdim, qurilishda",
      "Qarz beriladimi bankda tez, bilasizmi?",
      "Tez kredit olmang, foizi baland",
      "Lotereyada 100 ming yutib oldim, xursandman",
      "Ставка прогнозу на матч не зайшла, ну і ладно",
      "Знайомства без реєстрації — це завжди скам",
      "Відверто кажучи, фото вийшли не дуже",
      "Дівчата чекають на нас у кафе, запізнюємось",
      "Hammollar kerakmi ko'chish uchun? Akam yordam beradi",
      "Nakrutka qilganlarni bloklash kerak",
      "Легких грошей не буває, працюйте",
      "Заробляй на тому, що любиш, — кажуть коучі",
      "Зірки в телеграмі — це для донатів, так?",
      "Отримав подарунок від бабусі на день народження",
      "Виграв у шахи, ставки були високі",
    ]);
  });
});

describe("Russian chat against the short phrases of the money and loan rules (the same audit)", () => {
  // 30 sentences written to share the words of the shortest Russian phrases; 25 were flagged (4 `spam`) before the
  // phrases took the call, the sum or the offer after them. These are the 24 that stay clean now; the other six are
  // `suspicious` at most (docs/model-experiments.md)
  it("stay clean", () => {
    expectVerdicts("clean", [
      "Нужны деньги на ремонт машины, где дешевле взять кредит?",
      "Деньги нужны срочно, зарплату задержали, что делать?",
      "Темка с новым расписанием неудобная, кто согласен?",
      "Есть движ на выходных? Хочу на шашлыки",
      "Ищу ответственного человека посидеть с котом на выходных",
      "Подзаработать летом школьнику можно где-то официально?",
      "Это не скам, я проверял, магазин нормальный",
      "Рабочая схема подключения розетки, помогите разобраться",
      "Финансовая помощь от государства многодетным уже пришла?",
      "МФО звонят каждый день, как их остановить?",
      "Без справок в поликлинику не пустят, кто знает?",
      "Списание долгов через банкротство реально работает? Кто проходил?",
      "Слив данных Сбера, проверьте свои пароли",
      "Справка без печати не действительна, переделывайте",
      "Продам карты Таро, новые, в упаковке",
      "Стабильный доход — это когда есть работа, а не схемы",
      "Легкие деньги не бывают, не ведитесь",
      "Закладки в книге потерялись, кто видел мою синюю?",
      "Секс просвет в школе нужен или нет? Спорим с мужем",
      "Голые деревья уже, осень",
      "Знакомства для детей в лагере — это отлично",
      "Наш канал в Slack переехал в новый workspace",
      "Пиши админу чата, если бот не работает",
      "Закрытый клуб книголюбов собирается в среду",
    ]);
  });
});

describe("English group chat against the short phrases of the money, loan and testimonial rules (the same audit)", () => {
  // 30 sentences of a crypto or city group written to share the words of the shortest English phrases; 22 were flagged
  // (1 `spam`) before the phrases that no data line needs took the call, a sum or the offer after them. These stay clean
  it("stay clean", () => {
    expectVerdicts("clean", [
      // WhatsApp as a contact, not as an app that is down (the Russian list's word, in both languages)
      "Whatsapp is down again for me",
      "Ватсап опять не работает у всех?",
      "Is there a legit way to move my tokens to the new chain?",
      "My side hustle is dog walking, pays for my coffee habit",
      "No scam here, the team doxxed themselves at the conference",
      "Quick money question: does anyone know the gas fee for bridging?",
      "Passive income from staking is like 4% APY, not life changing",
      "Debt help from the bank was useless, they just offered another card",
      "I have bad credit from college, any tips to fix it?",
      "Financial help for students is available from the university office",
      "The expert trader on YouTube got liquidated live, lol",
      "Our account manager at the bank changed again",
      "Testimonials on their site look fake to me",
      "Best trader in our group is still down 30% this year",
      "Met Mrs Johnson at the parent meeting, she's nice",
      "Withdrawals are free on Kraken if you use SEPA",
      "Limited spots for the hackathon, sign up on the form",
      "Paid daily at my new job, it's nice",
      "Hot girls summer is over lol",
      "Sexy new design on the app update",
      "The weed smell in my building is unbearable",
      "Get rich slowly: index funds and patience",
      "Start earning interest by moving cash to a savings account",
      "ROI on the solar panels was 7 years for us",
    ]);
  });
});

describe("the twenty-eighth round: the issue's Russian kinds in new words", () => {
  it("the probe's posts fire their kind and are spam", () => {
    expectFiresWithVerdict("spam", [
      ["earnings_promise", "Ребята, нашёл нормальную подработку с телефона, за вечер выходит от 3к, кому надо — пишите плюс"],
      ["fake_documents_data", "Прoпишу в Мoскве, рeгистрация нa гoд"],
      ["earnings_promise", "Требуется помощник руководителя онлайн, 3 часа в день, от 40 000 в месяц, обучение с нуля"],
      // "быстро и недорого" is the offer's assurance since the seventeenth session
      ["fake_documents_data", "Пропишу в Москве официально, временная регистрация на год, быстро и недорого"],
    ]);
    // the loan with its terms ("за 5 минут"): spam since the nineteenth session (illicit_with_terms)
    expectFiresWithVerdict("spam", [["loan_debt_help", "Деньги до зарплаты без отказов, одобрение за 5 минут, переведу на любую карту"]]);
    // one kind, no contact
    expectFiresWithVerdict("suspicious", [["fake_documents_data", "Узнаю всё о человеке по номеру телефона или нику в телеграме, конфиденциально"]]);
  });
  it("honest sentences that share the new phrases' words stay clean", () => {
    expectVerdicts("clean", [
      "Доктор сказал: пропишу вам таблетки от давления",
      "Пропишу ребёнка в Москве у бабушки, какие документы нужны?",
      "Узнаю всё о человеке, прежде чем доверять ему ключи",
      "Деньги до зарплаты без процентов у брата взял",
      "Одобрение за 5 минут пришло по ипотеке, удивилась",
      "За вечер выходит от силы два часа сна с малышом",
      "От 40 000 в месяц платят в нашем садике, обучение за счёт работодателя",
      "Временная регистрация закончилась, как продлить?",
    ]);
  });
});

describe("phrase patterns", () => {
  it("a gap other than ~1..~3 is refused when the rules are compiled, not silently never matched", () => {
    expect(() => parsePhrase("скопил* ~4 курс*", 0)).toThrow(/~1, ~2 or ~3/);
    expect(() => parsePhrase("a ~ b", 0)).toThrow(/~1, ~2 or ~3/);
    expect(parsePhrase("скопил* ~3 курс*", 0).steps).toHaveLength(2);
  });

  it('a token with an apostrophe is refused (the text splits "you\'re" into "you re"), and the split form matches', () => {
    expect(() => parsePhrase("you're all invited", 0)).toThrow(/contraction/);
    expect(() => parsePhrase("don\u2019t miss", 0)).toThrow(/contraction/);
    for (const t of ["You're all invited to the tasting, book here", "You\u2019re all invited to the tasting, book here"])
      expect(detector.detect(t).matched_rules, t).toContain("promo_invitation");
  });
});

describe("the built-in phrase patterns", () => {
  /** every phrase pattern of every built-in rule, with its rule's name */
  const PATTERNS = BUILTIN_RULES.flatMap((r) => Object.values(r.patterns ?? {}).flatMap((ps) => (ps ?? []).map((p) => ({ rule: r.name, p }))));
  it("a Latin alternative of a Russian or Ukrainian phrase also lists the Cyrillic reading the normaliser gives it in a Cyrillic text ('BTC' is read 'втс')", () => {
    // an all-homoglyph Latin word of three letters or more in a clearly Cyrillic text is folded to Cyrillic: "Я дарю 1 BTC
    // первым" is read "я дарю 1 втс первым", so a phrase with "btc" alone never read it. Not listed: "bot" and "bota"
    // (read "вот", "вота": Russian for "here"), and "text", "chat", "cheap" in phrases whose upper-case spelling no post uses
    const EXEMPT = new Set(["bot", "bota", "text", "chat", "cheap"]);
    const missing: string[] = [];
    for (const r of BUILTIN_RULES) {
      for (const lang of ["ru", "uk"] as const) {
        for (const p of r.patterns?.[lang] ?? []) {
          for (const step of p.split(/\s+/)) {
            const alts = step.split("|");
            for (const alt of alts) {
              const w = alt.replace(/\*$/, "");
              if (!/^[a-z0-9]+$/.test(w) || /^\d+$/.test(w) || EXEMPT.has(w)) continue;
              const read = normalize(`дружище, я подумал ${w.toUpperCase()} лишь`).normalized.split(" ")[3]!;
              if (read !== w && !alts.some((a) => a.replace(/\*$/, "") === read)) missing.push(`${r.name}: ${w} is read "${read}" in "${p}"`);
            }
          }
        }
      }
    }
    expect(missing, missing.join("\n")).toEqual([]);
  });
  it("no alternative of a step begins with the word before it (the sign of 'win rate|winrate' meant as 'win rate' or 'winrate')", () => {
    // "#n win rate|winrate|accuracy" read "N win" and then one of the three, so "95% accuracy" never fired; "тейк
    // профит*|тейкпрофит*" never read "тейкпрофит" alone
    const suspicious: string[] = [];
    for (const { rule, p } of PATTERNS) {
      const steps = p.split(/\s+/);
      for (let i = 0; i + 1 < steps.length; i++) {
        if (steps[i]!.startsWith("~") || steps[i + 1]!.startsWith("~")) continue;
        const words = steps[i]!.split("|").map((x) => x.replace(/\*$/, ""));
        const next = steps[i + 1]!.split("|").map((x) => x.replace(/\*$/, ""));
        if (next.slice(1).some((x) => words.some((w) => w.length >= 2 && x !== w && x.startsWith(w)))) suspicious.push(`${rule}: ${p}`);
      }
    }
    expect(suspicious, suspicious.join("\n")).toEqual([]);
  });
  it("no alternative ends with the token that follows it (the sign of 'a|b c' meant as 'a' or 'b c': '|' alternates one token)", () => {
    // "presale|pre sale" reads "<presale|pre> sale", so "presale" alone never fires; "watchtime|watch time" likewise
    const suspicious: string[] = [];
    for (const { rule, p } of PATTERNS) {
      const steps = p.split(/\s+/).filter((s) => !s.startsWith("~"));
      for (let i = 0; i + 1 < steps.length; i++) {
        const alts = steps[i]!.split("|");
        if (alts.length < 2) continue;
        for (const a of alts)
          for (const n of steps[i + 1]!.split("|"))
            if (!a.endsWith("*") && !n.endsWith("*") && n.length >= 3 && a !== n && a.endsWith(n)) suspicious.push(`${rule}: ${p} (${a} + ${n})`);
      }
    }
    expect(suspicious, suspicious.join("\n")).toEqual([]);
  });
  it("no alternation mixes a preposition with other words before another step (the sign of 'a|на карту' meant as 'a' or 'на карту')", () => {
    // "налич*|на карту|рубл*" reads "<налич*|на> <карту|рубл*>": neither "наличные" nor "на карту" fires alone. After a
    // gap too, unless the step opens the phrase ("my|on|via ~1 whatsapp"): "в ~1 боте|по ~1 ссылке" read "<боте|по>
    // ~1 ссылке", and "... ~3 условия|работ*|за ~1 подробн*" needed "подробн*" after every word of the list
    const PREPOSITIONS = new Set([
      "в",
      "на",
      "с",
      "со",
      "про",
      // Ukrainian
      "від",
      "з",
      "із",
      "під",
      "к",
      "у",
      "о",
      "от",
      "до",
      "за",
      "по",
      "под",
      "из",
      "без",
      "для",
      "in",
      "on",
      "at",
      "to",
      "into",
      "within",
      "for",
      "of",
      "by",
      "with",
      "about",
      "per",
      // not prepositions: the halves of an Uzbek word split at its apostrophe ("o'ting" is read "o ting", "bo'yicha" "bo
      // yicha"), which an alternation swallows the same way ("kiring|o ting" read "<kiring|o> ting")
      "o",
      "bo",
      "qo",
      "yo",
    ]);
    const suspicious: string[] = [];
    for (const { rule, p } of PATTERNS) {
      const steps = p.split(/\s+/);
      for (let i = 0; i + 1 < steps.length; i++) {
        const alts = steps[i]!.split("|");
        const preps = alts.filter((a) => PREPOSITIONS.has(a)).length;
        if (preps > 0 && preps < alts.length && (i > 0 || !steps[i + 1]!.startsWith("~"))) suspicious.push(`${rule}: ${p}`);
      }
    }
    expect(suspicious, suspicious.join("\n")).toEqual([]);
  });
  it("every alternative is letters and digits (a '+', '-', '%' or apostrophe never survives normalisation: '100%' or 'будь-яке' never fired)", () => {
    const dead: string[] = [];
    for (const { rule, p } of PATTERNS) {
      for (const step of p.split(/\s+/)) {
        if (step.startsWith("~")) continue;
        for (const alt of step.split("|")) {
          if (alt === "#n" || alt === "#k") continue;
          if (!/^[\p{L}\p{N}]+\*?$/u.test(alt)) dead.push(`${rule}: ${alt} in "${p}"`);
        }
      }
    }
    expect(dead, dead.join("\n")).toEqual([]);
  });
  it("no one-word phrase fires two rules (one word is one signal: 'казино' in two rules made a trip to a casino spam)", () => {
    const phraseRules = new Set(BUILTIN_RULES.filter((r) => r.patterns || r.regex).map((r) => r.name));
    const twice: string[] = [];
    for (const { p } of PATTERNS) {
      if (p.includes(" ")) continue;
      for (const a of p.split("|")) {
        if (a === "#n") continue;
        const word = a.replace(/\*$/, "");
        const rules = fired(word).filter((r) => phraseRules.has(r));
        if (rules.length > 1) twice.push(`${word}: ${rules.join(", ")}`);
      }
    }
    expect(twice, twice.join("\n")).toEqual([]);
  });
  it("no pattern repeats a word across its steps (the sign of 'a b|c b', where '|' alternates one token and swallowed a phrase)", () => {
    const suspicious: string[] = [];
    for (const { rule, p } of PATTERNS) {
      const steps = p.split(/\s+/).filter((s) => !s.startsWith("~"));
      // a word may stand twice in steps without alternatives ("tried the ~2 try the best"), never beside an alternative;
      // a number placeholder may stand twice anywhere ("#n #n часа": "1-2 часа")
      const alternated = new Set(steps.filter((s) => s.includes("|")).flatMap((s) => s.split("|")));
      const words = steps.flatMap((s) => s.split("|")).filter((w) => w !== "#n");
      if (words.some((w, i) => words.indexOf(w) !== i && alternated.has(w))) suspicious.push(`${rule}: ${p}`);
    }
    expect(suspicious, suspicious.join("\n")).toEqual([]);
  });
});

describe("the obfuscation the normaliser learned after the forty-first round", () => {
  it("fragments split by underscores and '$' / '€' for letters no longer hide the kind", () => {
    expectFiresWithVerdict("spam", [
      ["job_offer", "Нужны кур_ьеры, опл@та каждый день, подробности по с$ылке в профиле"],
      ["earnings_promise", "Тр€буются лю_дей в ко_ман_ду, за_ра_бо_ток от 5000 в день, пиши в лс"],
    ]);
  });
  it("honest chat with underscores, faces and euros stays clean", () => {
    expectVerdicts("clean", [
      "#аренда_дом_у_моря сдаём на лето, пишите кто хочет",
      "ну ты даёшь о_О",
      "у меня падает на user_id = None, кто сталкивался?",
      "Билет в Берлин стоил 50€, а обратно 80€",
    ]);
  });
});

describe("the forty-second round's kinds: accounts taken through a vote or an alert, parcels, tap games, life stories", () => {
  it("payment details or a wallet kept in the profile are a redirect there", () => {
    expectFiresWithVerdict("suspicious", [["contact_flow", "Помогите собрать на операцию мальчику 5 лет, каждый рубль важен, реквизиты в профиле"]]);
    expect(fired("Help a family who lost everything in the fire, send any amount in USDT, wallet in my bio")).toContain("contact_flow");
    for (const h of ["Реквизиты в закрепе, сдаём на выпускной до 20 числа", "My wallet address is in my bio if you want to tip the stream"])
      expect(fired(h), h).not.toContain("contact_flow");
  });
  it("a vote that wants a login through Telegram, and a story that ends on 'write to me', are spam", () => {
    expectVerdicts("spam", [
      "Проголосуйте пожалуйста за мою племянницу в конкурсе, голосовать тут через телеграм, это быстро",
      "Please vote for my son in the school contest, just log in with Telegram on the site",
      "Год назад работала продавцом, а сейчас зарабатываю 150 тысяч не выходя из дома. Кому интересно, пишите в личку",
    ]);
    expectVerdicts("clean", ["Please vote in the poll above for the next book club pick", "На сайте школы можно войти через телеграм, очень удобно"]);
  });
});

describe("the forty-fifth round: the issue's kinds as terse one-line posts", () => {
  it("a terse offer with its price and a bare 'ЛС' or a handle to write to is spam", () => {
    expectVerdicts("spam", [
      "Нужны люди, от 3к в день, лс",
      "Грузчики нужны, 2000 за выход, пиши",
      "Удвою твою крипту за сутки, пиши",
      "Qarz beraman, lichkaga yozing",
      "Won 5k on the casino last night, link in bio",
      "Need 4 guys, $250/day, hit me up",
    ]);
  });
  it("terse honest lines with the same words stay clean", () => {
    expectVerdicts("clean", [
      "Дам в долг книгу, пишите",
      "Просто нужны новые люди в клубе",
      "PCI slots and memory slots are full on this board",
      "Кабель ввг-нг-лс 2,5 мм, 10 метров",
      "We need 3 people for the relay team, sign up below",
    ]);
  });
});

describe("earlier rounds' posts left clean, read after the forty-fifth round", () => {
  it("documents made to order, a warehouse paying by the day, free signals, a tap game's airdrop, escorts in two languages, goods at half price paid first", () => {
    const cases: Array<[string, string]> = [
      ["fake_documents_data", "Оформим медицинскую справку за один день, доставка"],
      ["fake_documents_data", "Больничный лист недорого, доставка по городу"],
      ["fake_documents_data", "Найдём информацию о любом человеке по номеру"],
      ["job_scam_day_labour", "Омборга ишчилар керак, кунига 250 минг"],
      ["earnings_promise", "Uydan ishlab oyiga 4 milliondan topasiz"],
      ["trading_signals", "Kanalga qo'shiling, bepul signallar har kuni"],
      ["cloud_mining_tap_earn", "Tap to earn game is back, airdrop confirmed for all players"],
      ["adult", "Девочки на выезд и апартаменты, круглосуточно"],
      ["advance_payment_classifieds", "Отдам ноутбук за полцены, только предоплата"],
      ["contact_flow", "Поднял 80к за вечер, где играю - в профиле"],
    ];
    expectFires(cases);
  });
  it("the honest sentences written beside them fire none of those phrases", () => {
    const honest: Array<[string, string]> = [
      ["fake_documents_data", "Сделаем справку для школы завтра, не забудь"],
      ["fake_documents_data", "Оформлю больничный сам, температура 39"],
      ["fake_documents_data", "Больничный теперь продлевают без посещения врача, через телемедицину"],
      ["fake_documents_data", "Найду информацию о тарифах и скину в чат"],
      ["job_scam_day_labour", "Омборга ишчилар керак эди, топдик, раҳмат"],
      ["job_scam_day_labour", "Кунлик иш ҳақи 200 минг бўлса ҳам кам"],
      ["adult", "Девушки, кто едет на выезд в субботу? Апартаменты уже забронировали"],
      ["contact_flow", "Где играть в футбол зимой? Посмотрите в профиле клуба"],
    ];
    expectFiresNot(honest);
  });
});

describe("the forty-sixth round: the pitch asked as a question to the group", () => {
  it("an offer put as a question, with the way to take it up, is spam", () => {
    expectVerdicts("spam", [
      "Кому интересно зарабатывать от 2000 в день с телефона?",
      "Кто продаст банковскую карту? Заплачу 3000",
      "Забери 100 звёзд бесплатно, жми на бота в профиле",
      "Нужна позика без перевірок? Пишіть, допоможу",
      "Free Telegram Stars for everyone, tap the bot in my bio",
    ]);
    expect(fired("Кому нужен больничный без очереди? Звоните")).toContain("fake_documents_data");
  });
  it("honest questions and a group's own bot stay clean", () => {
    expectVerdicts("clean", [
      "Кто хочет подзаработать летом? Ищем вожатых в лагерь, официально",
      "Бот в описании группы выдаёт расписание",
      "Жмите на бота, он покажет расписание",
      "The bot in my profile is a weather bot I wrote",
      "Больничный без очереди не дают, записывайтесь заранее",
      "Если нужна помощь с переездом — пишите, помогу",
      "Кто продаст карту тройка? Свою потерял",
    ]);
  });
});

describe("the forty-seventh round: the pitch as a reply to a member", () => {
  it("each kind's reply form fires its rule", () => {
    const cases: Array<[string, string]> = [
      ["easy_money_scheme", "Есть способ поднять 30к за неделю, пишите"],
      ["fake_documents_data", "Справку? Нарисуем любую, недорого"],
      ["courier_drop_recruiting", "Карты покупаю любых банков, пиши"],
      // the redirect to a bot is contact_flow's alone since the eleventh session ("переходите в бот" was read by three rules)
      ["contact_flow", "Заходи ко мне в бота, не пожалеешь 🔞"],
      ["telegram_gift_bait", "Твой премиум ждёт тебя в боте @prem_gift_bot"],
      ["support_impersonation", "Same wallet issue here, contact the support agent @fix_wallet_team"],
      ["mev_bot_scam", "This trading bot made 35% last month, link in my bio"],
      ["gambling_promo", "Рабочая ссылка с бонусом в профиле, казино платит"],
    ];
    expectFires(cases);
  });
  it("honest replies and the honest drafts' sentences stay clean", () => {
    expectVerdicts("clean", [
      "@john_d if you're looking for extra income, the library has a free course on bookkeeping",
      "Есть способ заработать деньги честно - работать",
      "Карту покупаю в кассе метро, 50 рублей",
      "Ссылка на запись в описании группы",
      "Подарок ждёт тебя дома, забери у бабушки",
      "I had a wallet problem, contact your bank first",
      "My trading bot made 2 trades today",
      "Диплом? Сделаем любой дизайн для вашей презентации",
      "Ссылка на бонусную программу магазина в описании группы",
      "Вот рабочая ссылка на созвон, бонус - запись будет",
    ]);
  });
});

describe("the forty-eighth round: English group spam of 2025 in whole sentences", () => {
  it("each kind's English sentence fires its rule", () => {
    const cases: Array<[string, string]> = [
      ["investment_testimonial", "He helped me double my investment in two weeks, contact him"],
      ["earnings_promise", "My account went from 500 to 9,000 in 10 days"],
      ["easy_money_scheme", "Want to make money online? Ask me how"],
      ["easy_money_scheme", "Looking for a partner for a business opportunity, serious people only"],
      ["launch_countdown", "Only 12 hours left, buy before launch!"],
      ["paid_tasks", "I made $300 just for testing apps this week"],
      ["engagement_services", "Blue tick guaranteed in 48 hours, DM for prices"],
      ["shill_call_bait", "Paid promotion available, 20k members, DM"],
    ];
    expectFires(cases);
  });
  it("honest English in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Is paid promotion on Telegram worth it for a small bakery?",
      "Mrs. Smith helped me grow my garden this year",
      "Take 1-2 daily with food, no experience with side effects so far",
      "Only 2 days left to buy tickets for the launch party",
      "My blue tick disappeared after the update, dm me if yours did too",
      "I earned a bit testing apps for a startup, fun gig",
      "If you want to set up the VPN, ask me how",
      "Is this a real business opportunity? A friend sent it, dm me if you know",
    ]);
  });
});

describe("the forty-ninth round: job scams laid out as a vacancy", () => {
  it("work 'for mums on maternity leave' and requests handled from the phone are remote-work offers", () => {
    expect(fired("Подработка для мам в декрете, доход от 2000 в день")).toContain("remote_work_offer");
    expect(fired("Обработка заказов с телефона, 2 часа в день")).toContain("remote_work_offer");
    expectVerdicts("clean", ["Группа для мам в декрете: обмен вещами и советы", "Отвечаю на сообщения с телефона, ноутбук сломался"]);
  });
});

describe("the fiftieth round: Telegram gifts, Stars and numbers as bait", () => {
  it("gifts and numbers given away or sold below Fragment, Stars bought 'dearer than anyone', fire telegram_gift_bait", () => {
    for (const t of [
      "Анонимные номера +888 бесплатно, активируй в боте",
      "Коллекционные подарки Telegram продаю дешевле Fragment",
      "Скупаю звёзды Telegram дороже всех, пиши",
      "Selling Telegram usernames below Fragment, DM",
      "Раздаю Telegram Stars бесплатно, жми в бота",
    ])
      expect(fired(t), t).toContain("telegram_gift_bait");
  });
  it("talk of Stars, gifts and Fragment numbers is not bait", () => {
    for (const t of [
      "Is it worth buying Telegram Stars for the Premium reactions?",
      "Telegram Stars can pay for reactions, nice",
      "Купил анонимный номер +888 на Fragment, дорого вышло",
      "Покупаю звёзды через бота PremiumBot по курсу Telegram",
    ])
      expect(fired(t), t).not.toContain("telegram_gift_bait");
  });
});

describe("the fifty-first round: another channel or chat advertised with a lure", () => {
  it("a channel where money is handed out, betting tips with a hit rate, leaked paid courses, a chat for earning, fire promo_invitation", () => {
    for (const t of [
      "Заходи в канал, где каждую неделю разыгрывают деньги",
      "Канал с прогнозами на матчи, проходимость 85%",
      "Сливы платных курсов по трейдингу, подписывайся",
      "Чат для тех, кто хочет зарабатывать из дома, вступай",
      "Підписуйся на канал, де роздають гроші щодня",
      "Leaked courses and free money methods in our channel",
    ])
      expect(fired(t), t).toContain("promo_invitation");
  });
  it("an invitation to a parents' chat is not a redirect", () => {
    expectVerdicts("clean", [
      "Вступайте в чат родителей 5Б, ссылку скинула в личку классная",
      "Private group for the team, access through the link in the pinned message",
    ]);
    expect(fired("Вступай в наш закрытый чат, там всё расскажу")).toContain("contact_flow");
  });
});

describe("the fifty-second round: an offer that vouches for its secrecy or legality, a doubter won over by a sum, Premium at half price", () => {
  it("a lookup 'быстро и анонимно' is spam: the promise of secrecy is a second kind beside the lookup", () => {
    expectFiresWithVerdict("spam", [
      ["offer_assurance", "Пробью человека по номеру: ФИО, адрес, соцсети. Быстро и анонимно"],
      ["offer_assurance", "Зроблю довідку швидко і анонімно, пишіть"],
      ["investment_testimonial", "I was skeptical at first but this broker paid me $3,100 in ten days, DM me"],
      ["telegram_gift_bait", "Telegram Premium for 12 months at half price, pay in USDT, DM me"],
    ]);
  });
  it("a clinic's 'быстро и анонимно', a seller's 'всё законно', a therapist's confidentiality and an official half-price Premium stay clean", () => {
    expectVerdicts("clean", [
      "Тест на ВИЧ быстро и анонимно в городской поликлинике",
      "Продаю машину, всё законно, документы в порядке, пишите",
      "Психолог онлайн, полная конфиденциальность, пишите в лс",
      "Психолог онлайн, анонимно и безопасно, пишите в лс",
      "Is it safe and legal to fly drones over the park?",
      "I was skeptical but it made me 2 new friends lol",
      "Got Premium for 3 months at half price through the official promo, nice",
    ]);
    expectFiresNot([
      ["offer_assurance", "Продаю машину, всё законно, документы в порядке, пишите"],
      ["offer_assurance", "Опрос анонимный, заполните до пятницы"],
      ["investment_testimonial", "I was sceptical but the returns on my savings account went up this year"],
      ["telegram_gift_bait", "Telegram Premium at half price on Black Friday? Is that real?"],
      ["loan_debt_help", "Instant approval for the building permit, can you believe it"],
    ]);
    expectFires([["loan_debt_help", "Instant approval loans, bad credit ok, apply today"]]);
  });
});

describe("the fifty-third round: English group spam in whole sentences, kinds the forty-eighth round did not take", () => {
  it("a mining company that pays daily, phone work with earnings, a recovery testimonial, USDT to the first followers, loans to individuals, KYC'd accounts, streaming accounts, private pictures, hacked accounts recovered", () => {
    expectFiresWithVerdict("spam", [
      ["earnings_promise", "Joined a bitcoin mining platform last month, it pays daily, send me a message for the link"],
      ["remote_work_offer", "Hiring people to work from home using their phone and earn $250 daily, no experience"],
      ["investment_testimonial", "A fake crypto broker took my savings, an agent helped me get my funds back, contact him on telegram"],
      ["airdrop_giveaway", "Giving out 500 USDT to the first 30 people who join my channel today"],
      ["loan_debt_help", "We offer loans to individuals and companies at 3% interest rate, contact us now"],
      ["fake_documents_data", "Verified Bybit accounts for sale, KYC passed, cheap, DM"],
      ["counterfeit_goods", "Selling ChatGPT Plus and Canva Pro accounts, lifetime, cheap, DM"],
      ["adult_bot", "Want to see my private pictures? Click on my profile 😘"],
      ["hacking_services", "We recover your hacked or disabled accounts fast, our team works 24/7, text us on WhatsApp"],
    ]);
  });
  it("the same words in honest English chat stay clean", () => {
    expectVerdicts("clean", [
      "The bank helped me get my money back after the card was cloned, call them first",
      "We offer loans to members at 3% interest through the credit union, apply at the branch",
      "Is a fully KYC'd account required for P2P on Binance?",
      "Is selling Spotify accounts even legal?",
      "I work from home with my phone most days now",
      "Does the warehouse job pay daily or weekly?",
      "Spare ticket for tonight's game, cheap, DM",
      "Follow our channel for the marathon updates",
      "Interested in having raw @solana data in your BigQuery? Contact us today! dune.com/datashare",
      "Recover your hacked account through the official form, our team did it in 2 hours",
    ]);
  });
  it("a warning that goes on to what to do, or quotes a spam line, is a counter-signal; a testimonial that calls the others a scam is not", () => {
    expectFiresWithVerdict("clean", [
      ["scam_warning", "Who is selling verified PayPal accounts? That's a scam, report them"],
      ["scam_warning", "Spam bots say 'giving out free USDT' every day here, admins please ban them"],
      ["scam_warning", "Hot singles in your area is the oldest spam line ever lol"],
    ]);
    expectFiresNot([
      ["scam_warning", "Forget the other platforms, that's a scam, I made $5,000 with Mrs Anna's signals, message her"],
      ["scam_warning", "Our spam bot sends your ad to 10,000 groups a day, DM for prices"],
    ]);
  });
});

describe("the fifty-fourth round: testimonials and trust in Russian, Ukrainian and Uzbek", () => {
  it("a mentor thanked with a sum, a doubter who now withdraws, a friend who showed phone earnings, money back from brokers, a payout with its screenshot, a decree mother's 'work', a dating bait", () => {
    expectFires([
      ["investment_testimonial", "Благодаря сигналам Андрея за две недели заработал 90 000, пишите ему"],
      ["investment_testimonial", "Я тоже не верил, но уже второй раз вывожу прибыль"],
      ["investment_testimonial", "Соседка показала, как зарабатывает на телефоне 2000 в день"],
      ["investment_testimonial", "Обманули брокеры? Вернём деньги, работаем официально"],
      ["investment_testimonial", "Скрины выплат подписчиков у меня в канале"],
      ["investment_testimonial", "Дякую Ірині за стратегію, заробила 20 000 грн за місяць"],
      ["investment_testimonial", "Murabbiyimga rahmat, bir haftada 3 mln ishladim"],
      ["earnings_promise", "Опять пришла выплата 12 000 за день, скрин в профиле"],
      ["remote_work_offer", "Мамочки в декрете, есть подработка из дома, пишите"],
      ["adult_bot", "Ищу мужчину для серьёзных отношений, подробности в личке"],
      ["dm_invite", "Кто хочет так же, пиши в личку"],
    ]);
    expectFiresWithVerdict("spam", [["investment_testimonial", "Благодаря сигналам Андрея за две недели заработал 90 000, пишите ему"]]);
  });
  it("honest thanks, doubts, friends, payouts and decree chat stay clean", () => {
    expectVerdicts("clean", [
      "Не верила, но выплата пособия пришла вовремя",
      "Благодаря урокам музыки заработала на новый рояль, шучу",
      "Коллега показал, как зарабатывают на фрилансе, думаю попробовать",
      "Спасибо наставнику, за год доход команды вырос вдвое",
      "Муж не знает, откуда у меня деньги на новую сумку, копила полгода 😅",
      "Скрины выплат пособий выложила в чат мам, посмотрите сроки",
      "Девочки, кто в декрете, подработка реально находится? Поделитесь опытом",
      "Дякую вчителям за навчання, син заробив перші гроші на літній роботі",
      "Bir oyda 2 mln so'm ishladim, ofisda, maosh yaxshi",
      "Заработал 3000 за вечер на подработке в баре, устал",
      "Выплата 12 000 за неделю больничного пришла, проверьте у себя",
      "Хороший электрик, пишите ему, недорого берёт",
    ]);
  });
});

describe("the fifty-fifth round: drops, accounts and documents in 2025 words", () => {
  it("a card for transfers with a cut, an IP registered for a fee, an account rented out, a lookup of a number's owner, a confirmation by phone, cards rented in Uzbek, a share kept", () => {
    expectFires([
      ["courier_drop_recruiting", "Ищем людей с картами для переводов, 8% твои"],
      ["courier_drop_recruiting", "Нужен человек для приёма платежей, плачу 5% с оборота"],
      ["courier_drop_recruiting", "Кто готов оформить на себя ООО за 30 000? Всё сделаем сами"],
      ["courier_drop_recruiting", "Сдай аккаунт Госуслуг в аренду, 15 000 в месяц"],
      ["fake_documents_data", "Пробью, кому принадлежит номер телефона, данные за 10 минут"],
      ["fake_documents_data", "Справка с места работы с подтверждением по звонку"],
      ["courier_drop_recruiting", "Kartangizni ijaraga oling deyishmaydi, ijaraga beraman deganlar ko'p, ehtiyot bo'ling"],
      ["earnings_promise", "Har kuni 150 ming so'm to'laymiz, ishonchli"],
      ["earnings_promise", "Receive payments to your account for our firm, you keep 10%"],
      ["fake_documents_data", "I can get you registered documents for any country"],
    ]);
    expectFiresWithVerdict("spam", [["earnings_promise", "Потрібні люди з картками для переказів, 300 грн за кожен переказ, пишіть"]]);
    // a bare "DM" as the last clause is the call to write
    expectFiresWithVerdict("spam", [["dm_invite", "I can get you a real passport or driver's licence registered in the system, DM"]]);
    expectFiresNot([
      ["dm_invite", "Sorry, just saw your DM"],
      ["dm_invite", "Meeting moved to 3:02 PM"],
    ]);
  });
  it("honest chat about cards, IPs, certificates, car owners and shops stays clean", () => {
    expectVerdicts("clean", [
      "Нужен человек с картой для приёма переводов с сайта, платёжка сломалась, кто знает, как настроить эквайринг?",
      "Оформила на себя ИП в прошлом году, налоги небольшие",
      "Скидка 10% от суммы ваша при заказе от 3000",
      "Нашедшему кошелёк за вознаграждение 5000, там документы",
      "Купи кофе и получи 2 пончика в подарок",
      "Справку о доходах 2-НДФЛ с подтверждением от работодателя банк принимает?",
      "Узнаю, кому принадлежит машина во дворе, мешает выезду",
      "Данные из базы 1С выгрузили за час, быстро сработали",
      "Is my licence registered in the system yet? Took 3 weeks",
      "Return anything within 30 days, no questions asked",
    ]);
  });
});

describe("the fifty-sixth round: casino and betting in 2025 words", () => {
  it("a link 'у меня в шапке', fixed matches sold or paid after they come in, a crash game with a code, a sum turned into a bigger one", () => {
    expectFires([
      ["contact_flow", "Фриспины каждый день, ссылка у меня в профиле"],
      ["betting_tipster", "Экспресс на вечер, оплата после захода"],
      ["advance_fee_fraud", "Договорные матчи, оплата после игры, пишите"],
      ["advance_fee_fraud", "Fixed matches this Sunday, odds 20, DM on WhatsApp"],
      ["gambling_promo", "This crash game paid out again, code WIN300 for new players"],
      ["earnings_promise", "Turned $20 into $900 on slots tonight"],
    ]);
    expectFiresWithVerdict("spam", [["advance_fee_fraud", "Договорные матчи, коэффициент от 12, оплата после захода"]]);
  });
  it("honest talk of fixed matches, bank deposits and phone games stays clean", () => {
    expectVerdicts("clean", [
      "Договорной матч? Пишите жалобу в федерацию",
      "Договорные игры в школьной лиге? Коэффициент 2 у нас в таблице",
      "Fixed matches are ruining football, the odds were obviously wrong",
      "Bonus 100 on first deposit at the bank? Is that real?",
      "The crash game on my phone keeps freezing, any fix?",
      "Turned 30 into 40 followers lol",
      "Ссылка на анкету у меня в профиле, заполните до пятницы",
    ]);
  });
});

describe("the fifty-seventh round: sums written in words", () => {
  it("the kinds with sums in words fire as they do with digits", () => {
    expectFiresWithVerdict("spam", [
      ["job_scam_day_labour", "Нужны трое ребят на разгрузку, пять тысяч каждому на руки сразу, пишите в лс"],
      ["earnings_promise", "Робота з телефону, від п'ятисот гривень на день, пиши в особисті"],
      ["job_scam_day_labour", "Потрібні двоє на розвантаження, тисяча гривень кожному одразу, пишіть"],
      ["courier_drop_recruiting", "Плачу двадцать тысяч за оформление карты на себя, пиши в лс"],
      ["loan_debt_help", "Quick loans up to five thousand dollars, approved today, message me"],
    ]);
    expectFires([["courier_drop_recruiting", "Ищу курьеров, три тысячи за доставку"]]);
  });
  it("honest sums in words stay clean", () => {
    expectVerdicts("clean", [
      "Курьер две тысячи за доставку дивана взял, дорого",
      "Заплатил пять тысяч за ремонт, мастер пишите если нужно, контакт дам",
      "Від п'ятисот гривень за ремонт просять, дорого",
      "Quick loan from my brother saved me, paying back in two weeks",
      "Two guys needed to carry the piano, pizza on me, message me",
      "Кто сдаст три тысячи на подарок, пишите в лс",
    ]);
  });
});

describe("the fifty-eighth round: slang for money and work, glued hashtags", () => {
  it("a 'шабашка' or 'халтура' paid in slang, 'лавэ ... на руки', glued hashtags, English 'racks' and 'side hustle pays weekly'", () => {
    expectFires([
      ["job_scam_day_labour", "Халтура на субботу, лавэ после, пиши"],
      ["earnings_promise", "Бабло каждый день, пиши в лс"],
      ["earnings_promise", "#работанадому #деньгисразу"],
      ["earnings_promise", "#makemoneyonline #passiveincome"],
      ["easy_money_scheme", "Есть мутка, кэш сразу, пиши в лс"],
      ["easy_money_scheme", "Got a plug for quick racks, hmu"],
      ["easy_money_scheme", "My side hustle pays weekly, DM for the method"],
      ["dm_invite", "hmu"],
    ]);
    expectFiresWithVerdict("spam", [["easy_money_scheme", "Есть движ, лавэ сразу на руки, пиши в личку"]]);
  });
  it("the same words as grandmothers, cabbage, herbs, bread, bands and a finished roof stay clean", () => {
    expectVerdicts("clean", [
      "Бабки каждый день сплетничают у подъезда",
      "Кэш сразу снял в банкомате, карта не работает",
      "Капусту каждый день ем, худею",
      "Бабки на руки не дают, только на карту, говорит бухгалтер",
      "Тема на собрании: кэш или безнал в столовой",
      "Шабашка закончилась, деньги всем раздал, спасибо за крышу",
      "Халтура, а не ремонт, сразу видно",
      "Easy bread recipe: flour, water, salt, yeast",
      "Who tryna get bread at the bakery? I'm going at 9",
      "My side hustle pays for my coffee, nothing more",
      "Easy bands to learn on guitar for beginners?",
      "Поднять бабла на ремонт не получится, цены выросли",
    ]);
  });
});

describe("the fifty-ninth round: emoji standing for words", () => {
  it("a call to write or a bare DM that ends the post before an emoji, 'в пп', phone work 'from your phone'", () => {
    expectFires([
      ["dm_invite", "Нужны люди на склад, оплата сразу, пиши 📩"],
      ["dm_invite", "Loans approved in 10 min ✅ no credit check ✅ DM"],
      ["dm_invite", "Робота з телефону, пишіть в пп"],
      ["remote_work_offer", "Earn $300 weekly from your phone, message me"],
      ["trading_signals", "Сигналы по фьючерсам, точность 85%"],
    ]);
    expectFiresWithVerdict("spam", [["dm_invite", "Нужны двое на разгрузку, 💵 3000 сразу, пиши 📩"]]);
  });
  it("honest chat decorated with the same emoji stays clean", () => {
    expectVerdicts("clean", [
      "💰 Сбор на подарок учительнице: по 500, кто не сдал, пишите 📩",
      "Переезжаем в субботу 🚚 кто поможет, с меня пицца 🍕",
      "✅ Done with the report ✅ sending it now",
      "Order from your phone in the app, it's faster",
    ]);
  });
});

describe("the sixtieth round: contacts written so that they are not links or mentions", () => {
  it("a spaced, bracketed or dotless t.me and a handle after the messenger's name", () => {
    expectFires([
      ["hidden_link_call", "Подробности t[.]me/job_daily"],
      ["hidden_link_call", "Signals here: t . me / vip_calls"],
      ["hidden_link_call", "Канал t•me/earn_fast"],
      ["hidden_link_call", "Оформление в боте tme/loan_bot"],
      ["dm_invite", "Пиши в телегу: job_247"],
      ["dm_invite", "Contact telegram - cash_team1"],
    ]);
    expectFiresWithVerdict("spam", [["dm_invite", "Доход от 5000 в день с телефона, тг: dohod_77"]]);
  });
  it("a plain link, a nick that starts with 'tg', 'Telegram desktop' and a shared handle do not read as hidden contacts", () => {
    expectFiresNot([
      ["hidden_link_call", "Let me know t. me too"],
      ["dm_invite", "thanks for jumping in tgm4883"],
      ["dm_invite", "Telegram desktop crashed again"],
      ["dm_invite", "Телега сломалась опять"],
    ]);
    expectVerdicts("clean", ["Мой телеграм: ivan_petrov, пишите по поводу велосипеда", "tg: admin_help for questions about the chat rules"]);
  });
});

describe("the sixty-first round: job and task scams that borrow a company's name", () => {
  it("order processing or a call centre from home, paid likes and subscriptions, reviews written from home, a buyout with a return, an HR or recruiter to write to", () => {
    expectFires([
      ["remote_work_offer", "Обработка заявок на дому, оплата каждую неделю"],
      ["remote_work_offer", "Колл-центр из дома, 50 000 в месяц"],
      ["remote_work_offer", "Hiring remote assistants, $150 daily, message me"],
      ["paid_tasks", "Instagram pays $2 for each follow, start today"],
      ["paid_tasks", "Get paid to like TikTok videos, $1 per like"],
      ["paid_tasks", "Выкуп товаров с Ozon, возвращаем деньги плюс 15%"],
      ["dm_invite", "Interested? Contact HR on WhatsApp"],
      ["dm_invite", "Подробности у менеджера, пишите HR"],
    ]);
    expectFiresWithVerdict("spam", [["dm_invite", "Amazon is hiring remote staff, $300 to $600 daily, no experience, message the recruiter"]]);
  });
  it("honest talk of the same companies, a team's hiring, gym prices and HR stays clean", () => {
    expectVerdicts("clean", [
      "We're hiring remote workers for the backend team, see the careers page",
      "The gym costs 30 to 50 a week depending on the plan",
      "Колл-центр на дому у Сбера реально существует, подруга там работает официально",
      "Выкуп товаров из Китая под заказ, доставка 3 недели",
      "Пишите HR, она отвечает про отпуска",
      "I get paid to write reviews for a magazine, it's my job",
    ]);
  });
});

describe("the sixty-second round: Ukrainian and Uzbek in 2025 words", () => {
  it("a 'схемка', a bot in the profile, a lookup 'raqam bo'yicha', Uzbek Cyrillic day labour", () => {
    expectFires([
      ["easy_money_scheme", "Є вигідна схемка, від 2000 грн, пишіть"],
      ["hidden_link_call", "Знайомства, бот у профілі"],
      ["hidden_link_call", "Qizlar kutmoqda, bot profilda"],
      ["fake_documents_data", "Raqam bo'yicha ma'lumot topib beraman"],
      ["job_scam_day_labour", "Иш бор, кунига 400 минг, личкага езинг"],
      ["job_scam_day_labour", "Підробіток на вечір, 1200 грн, пишіть"],
    ]);
  });
  it("honest Ukrainian and Uzbek chat with the same words stays clean", () => {
    expectVerdicts("clean", [
      "Підробіток на вечір знайшов у кав'ярні, офіційно",
      "Бот у профілі школи показує розклад",
      "Telefon raqam bo'yicha ma'lumot kerak bo'lsa, operatorga qo'ng'iroq qiling",
      "Йигитлар керак эди футболга, 5 минг дан йиғамиз",
      "Робоча схемка підключення розетки в закріпі",
    ]);
  });
});

describe("the sixty-third round: words misspelled on purpose", () => {
  it("the common deliberate misspellings of the call to write, of side work, remote work, lookups, casino and unloading", () => {
    expectFires([
      ["dm_invite", "Подробности, пешите в лычку"],
      ["dm_invite", "Есть работа, пешите"],
      ["job_offer", "Подроботка для всех желающих"],
      ["remote_work_offer", "Удоленка для мам"],
      ["fake_documents_data", "Прабив по номеру"],
      ["gambling", "Новое казыно открылось"],
      ["earnings_promise", "Зоработок с телефона от 3000"],
      ["job_scam_day_labour", "Розгрузка фуры, оплато сразу"],
    ]);
  });
  it("honest words that start the same stay clean", () => {
    expectVerdicts("clean", ["Пешком до метро 10 минут, не заблудитесь", "Пеши в лес, там грибы", "Подробности в закрепе"]);
  });
});

describe("the sixty-fourth round: words split once by a space (split.ts)", () => {
  const vocab = builtinSplitVocabulary();
  const join = (t: string) => {
    const nt = normalize(t);
    return joinSplitWords(vocab, nt.normalized, nt.tokenSpans);
  };
  it("joins a phrase word cut in two, not two words of their own, not across punctuation, not in a long text", () => {
    expect(join("Зара боток от 5000, пи шите в лич ку")).toBe("заработок от 5000, пишите в личку");
    expect(join("Ка зино бонус 300%")).toBe("казино бонус 300%");
    expect(join("Это не плохо, так же как вчера")).toBeUndefined();
    expect(join("Зара, боток сделала?")).toBeUndefined();
    expect(join("Please log in and set up the account")).toBeUndefined();
    expect(join(`${"Обычный текст про погоду. ".repeat(40)} пи шите`)).toBeUndefined();
  });
  it("a short word of its own ends a split word after three letters that are none ('опла та', 'кар ты'), never starts one", () => {
    expect(join("Нуж ны двое, опла та сразу")).toBe("нужны двое, оплата сразу");
    // a fragment of two letters that is no word joins a half that is a phrase's word ("ра бота": "бота" is one), a
    // short word of its own does not ("на бота")
    expect(join("Ра бота для студентов")).toBe("работа для студентов");
    expect(join("Напиши на бота поддержки")).toBeUndefined();
    expect(join("Куп лю банковские кар ты")).toBe("куплю банковские карты");
    // before a word, a short word of its own is its own ("раз дача" is not "раздача", "вы играли" not "выиграли")
    expect(join("В этот раз дача досталась брату")).toBeUndefined();
    expect(join("Мы вы играли турнир")).toBeUndefined();
    expect(join("Все, раз вод не будет")).toBeUndefined();
    // nor a negation or a conjunction after a word ("до сих пор не" is not "порне")
    expect(join("Деньги до сих пор не пришли, но жду")).toBeUndefined();
    expectVerdicts("clean", ["Я подала декларацию в марте, а деньги до сих пор не пришли. Сколько обычно ждать?"]);
    expectVerdicts("clean", ["В этот раз дача досталась брату, а нам квартира"]);
    expectFiresWithVerdict("spam", [["courier_drop_recruiting", "Куп лю банковские кар ты, 5000 за каждую, в лич ку"]]);
  });
  it("cuts a preposition off a word it was spaced out with ('в л и ч к у'), only in words joined from spaced letters", () => {
    const readAgain = (t: string) => {
      const nt = normalize(t);
      return joinSplitWords(vocab, nt.normalized, nt.tokenSpans, nt.spacedTokens);
    };
    expect(normalize("пишите в л и ч к у").normalized).toBe("пишите вличку");
    expect(readAgain("пишите в л и ч к у")).toBe("пишите в личку");
    expect(readAgain("деньги н а к а р т у сразу")).toBe("деньги на карту сразу");
    expect(readAgain("Зара боток, пишите в л и ч к у")).toBe("заработок, пишите в личку");
    // a word that is one whole ("в а к а н с и я"), and a word typed as it is ("сработало"), are left alone
    expect(readAgain("в а к а н с и я")).toBeUndefined();
    expect(readAgain("Всё сработало, спасибо")).toBeUndefined();
    expectFires([
      ["dm_invite", "Подработка на вечер, пишите в л и ч к у"],
      ["dm_invite", "Шукаємо людей, пишіть у д и р е к т"],
    ]);
  });
  it("a half may start with any Latin or Cyrillic letter of chars.ts (Ukrainian 'ґ' too), not with a digit", () => {
    const v = splitVocabulary([parsePhrase("ґарант*", 0), parsePhrase("x100", 0)]);
    const joinIn = (t: string) => {
      const nt = normalize(t);
      return joinSplitWords(v, nt.normalized, nt.tokenSpans);
    };
    expect(joinIn("Ґа рантія повернення")).toBe("ґарантія повернення");
    expect(joinIn("x1 00 сразу")).toBeUndefined();
  });
  it("a post whose key words are split is read as if they were not", () => {
    expectFiresWithVerdict("spam", [
      ["dm_invite", "Зара боток с телефона от 4000 в день, пи шите в лич ку"],
      ["loan_debt_help", "Кре диты без отказа, деньги на карту за 5 минут, пи шите"],
    ]);
    expectFires([["gambling", "Ка зино с бонусом 200% новым игрокам"]]);
  });
  it("joins a word cut by a hyphen, a slash, a dot or an underscore as by a space, not a compound of words of their own", () => {
    expect(join("Спра-вки, дип-ломы, пра-ва, быст-ро")).toBe("справки, дипломы, права, быстро");
    expect(join("Зара/боток на/ телефоне, пи/шите")).toBe("заработок на/ телефоне, пишите");
    expect(join("Ка.зино и зара_боток")).toBe("казино и заработок");
    expect(join("Пиш!те в л!чку")).toBe("пишите в личку");
    // an emoji in the middle of a word ("ли" is a word of its own only before a space)
    expect(join("Зара💰боток от 4000, пиши в ли💬чку")).toBe("заработок от 4000, пиши в личку");
    expect(join("Зара✅боток")).toBe("заработок");
    expect(join("Дача💚лето, да💚конечно")).toBeUndefined();
    expectVerdicts("clean", ["Дача💚лето — лучшее время"]);
    // not an exclamation mark without its space, where the word it would make is none
    expect(join("Привет!Как дела? Пиши!")).toBeUndefined();
    expectFiresWithVerdict("spam", [["dm_invite", "Зараб0ток от 5000 в день, пиш!те в л!чку"]]);
    // "какой-то", "из-за", "по-русски": a half is a word of its own; "онлайн-казино": a half is a phrase word
    expect(join("Какой-то из-за по-русски онлайн-казино")).toBeUndefined();
    expectVerdicts("clean", ["Спра-шиваю для друга: где хороший стоматолог?", "Пи/шите в чат, если что"]);
    expectFiresWithVerdict("spam", [["earnings_promise", "Зара/боток на/ телефоне, пи/шите"]]);
  });
  it("reads a word without a letter doubled on purpose or a sign after a vowel, only where the word with it is no phrase word", () => {
    expect(join("Деввушки на вечеррр, фото в профилле")).toBe("девушки на вечер, фото в профиле");
    expect(join("Оплата сразуъ, пишиьте")).toBe("оплата сразу, пишите");
    // Russian's own doubles ("касса", "линии", "длиннее"): no phrase word is left without one of them
    expect(join("В кассе очередь, по линии метро длиннее")).toBeUndefined();
    // a doubled vowel that ends a word is grammar ("лучшее" is not "лучше", "менее" not Ukrainian "мене"); English words
    // are left as typed ("boots" is not "bots", "loose" not "lose")
    expect(join("Лучшее место, менее людно, меняя маршрут")).toBeUndefined();
    expect(join("My boots are loose, comming untill friday")).toBeUndefined();
    expect(join("Есть тееема, в лиичку")).toBe("есть тема, в личку");
    // a word longer than any phrase word is not read again (each candidate letter is a pass over the word)
    expect(join(`деввушки${"абвгд".repeat(3)}`)).toBe(`девушки${"абвгд".repeat(3)}`);
    expect(join(`деввушки${"абвгд".repeat(4)}`)).toBeUndefined();
    expectVerdicts("clean", ["Деввочки, вы видели этот закат?"]);
    expect(fired("Деввушки на вечеррр, фото в профилле")).toContain("adult_bot");
  });
  it("a webcam in the hallway is not the adult 'вебкам'", () => {
    expectVerdicts("clean", ["Поставил вебкамеру в прихожей, видно курьера", "Пи шите, если что, я на связи"]);
    expect(fired("Работа в вебкаме для девушек, от 100к")).toContain("adult");
  });
});

describe("the sixty-fifth round: whole plain posts of the issue's kinds in new words", () => {
  itFiresWithVariants(
    [
      ["dm_invite", "Есть рабочая тема на пару недель. Кому интересно - плюс в комменты, сам напишу"],
      ["dm_invite", "Шукаємо людей на склад, пишіть у директ"],
      ["offer_assurance", "Сделаю справку о доходах с подтверждением через банк. Быстро, конфиденциально"],
      ["offer_assurance", "Найду любую информацию о человеке. Конфиденциально, недорого"],
      ["work_abroad_offer", "Шукаємо людей на склад у Польщі, житло безкоштовне, зарплата від 6000 злотих"],
      ["telegram_gift_bait", "Отдаю NFT-подарки в Telegram бесплатно, успей забрать"],
      ["brand_giveaway_phishing", "Your account was selected for a free Telegram Premium upgrade"],
    ],
    6500,
  );
  it("the posts are spam", () => {
    expectVerdicts("spam", [
      "Есть рабочая тема на пару недель, поднимешь на новый телефон. Никакого криминала. Кому интересно - плюс в комменты, сам напишу",
      "Сделаю справку о доходах 2-НДФЛ с подтверждением через банк, медкнижки, больничные. Быстро, конфиденциально",
      "Найду любую информацию о человеке: адрес, место работы, родственники. Конфиденциально, недорого",
      "Шукаємо людей на склад у Польщі, житло безкоштовне, зарплата від 6000 злотих, пишіть у директ",
      "Congrats! Your account was selected for a free Telegram Premium upgrade, activate it here before it expires",
    ]);
  });
  it("honest posts with their words stay clean: a gift mentioned, a poll's secrecy, free housing for the displaced, a SaaS upgrade", () => {
    expectVerdicts("clean", [
      "Подарил сыну NFT-подарок в телеге, теперь он просит ещё",
      "Проголосовать можно анонимно, быстро и без регистрации",
      "Психолог принимает недорого, конфиденциально, запись через администратора",
      "Кому интересно, сам напишу отчёт о поездке завтра",
      "Ставьте плюс в комменты, кто идёт на субботник",
      "Житло безкоштовне для переселенців, робота поруч є",
      "Your account is eligible for a free upgrade to the new plan, see settings",
      "We trace and recover lost files from broken disks",
      "Happy to share his contact, he fixed my roof",
      "If you lost money to these scammers, report it to the police and your bank",
    ]);
  });
});

describe("the sixty-sixth round: the self-introduction that opens a scam", () => {
  it("an introduction is a marker of weight 0: alone it moves no score and is no kind of spam", () => {
    const d = detector.detect("Всем привет, меня зовут Игорь, занимаюсь ремонтом квартир, пишите");
    expect(d.signals.find((s) => s.name === "self_introduction")?.weight).toBe(0);
    expect(d.signals.some((s) => s.name === "several_spam_kinds" || s.name === "introduction_with_offer")).toBe(false);
    expect(d.categories).not.toContain("introduction");
    expect(d.verdict).toBe("clean");
  });
  it("an introduction that goes on to money, crypto or a result and a call to write is spam", () => {
    const posts = [
      "Всем привет! Меня зовут Алина, мне 27, занимаюсь инвестициями уже 3 года. Если кому интересно - поделюсь опытом, пишите",
      "Привет, я Денис из Казани, работаю в крипте, за полгода закрыл ипотеку. Могу показать как, стучитесь в лс",
      "Всім привіт! Мене звати Оксана, я працюю з дому і маю стабільний дохід. Хто хоче так само - пишіть в особисті",
      "Salom hammaga! Men kripto bilan shug'ullanaman, kimga qiziq bo'lsa o'rgataman, shaxsiyga yozing",
      "Hi everyone, I'm Jessica, 29, a crypto investor from Miami. Happy to share my strategy with anyone who messages me",
      "Good morning all, I'm a certified financial advisor, I've helped over 200 people grow their savings. DM me for a free consultation",
      "Hi, I'm Mark, retired engineer turned full-time trader. My students average 20% monthly. Inbox me to join",
      "Всем привет, я Ольга, мама двоих детей. Нашла способ зарабатывать 5000 в день с телефона, расскажу всем, кто напишет +",
    ];
    expectVerdicts("spam", posts);
    for (const p of posts.slice(0, 2)) expect(fired(p)).toContain("introduction_with_offer");
  });
  it("honest introductions, and honest sentences with this round's words, are not spam", () => {
    expectVerdicts("clean", [
      "Всем привет! Меня зовут Алина, мы переехали в ваш дом на 5 этаж. Подскажите хорошего стоматолога рядом",
      "Hi everyone, I'm Jessica, new to the hiking group, looking forward to Saturday's trail",
      "Hi all, I'm Sam, I trade crypto as a hobby, happy to chat in DMs about wallets",
      "Маю стабільний дохід, тому взяв іпотеку",
      "Kripto bilan shug'ullanmayman, aksiyalar yaxshiroq",
      "Anyone who messages me about the bike gets first dibs",
      "Расскажу всем, кто напишет, как доехать до дачи",
      "Our charity helped over 200 people this winter",
      "My students average 85% on the exam",
      "Looking for someone to chat with about Rust, message me",
    ]);
    // a recruiter introduces themselves too: a job is not among the combination's offers
    expect(fired("Hi everyone, I'm Tom, new here, I'm a recruiter at Acme, we're hiring backend devs, DM me")).not.toContain("introduction_with_offer");
  });
});

describe("the sixty-eighth round: money promised through AI", () => {
  it("honest talk of AI, its trading bots, its art and its girlfriends stays clean", () => {
    expectVerdicts("clean", [
      "Нейросеть всё делает за тебя, даже домашку, ужас",
      "ChatGPT пишет код, а ты получаешь баги",
      "Бот торгует за тебя? Не верю в такое",
      "The AI girl bot in this game sends quest hints, link in the wiki",
      "The AI girlfriend apps are getting creepy, did you see the news?",
      "Free guide in my bio for the sourdough starter",
      "Дохід 5% щодня? Так не буває",
    ]);
  });
  it("the posts are spam", () => {
    expectVerdicts("spam", [
      "Заработок на нейросетях без опыта, от 3000 в день, нейросеть всё делает за тебя, пиши в лс",
      "ChatGPT пишет тексты, а ты получаешь деньги. Покажу схему, 2 часа в день, доход от 50к",
      "Ищу 3 человек в команду: создаём контент нейросетью для маркетплейсов, оплата каждый день, опыт не нужен",
      "AI-девушка ответит на всё и пришлёт фото 18+, бот в профиле",
      "I earn $4k a month selling AI art, anyone can do it, free guide in my bio",
      "Chat with my AI girlfriend bot, she sends spicy pics, link in profile",
    ]);
  });
});

describe("the seventieth round: several obfuscations mixed by hand", () => {
  it("reads a Ukrainian '1' for 'і' inside a Cyrillic word, and 'D.M me' as a call to write", () => {
    expect(normalize("Зароб1ток, п1ш1ть").normalized).toBe("заробіток, пішіть");
    // a number, or a digit at a word's edge, is left alone
    expect(normalize("1000 грн, 1с бухгалтерия").normalized).toBe("1000 грн, 1с бухгалтерия");
    expect(fired("D.M me for the details")).toContain("dm_invite");
  });
  it("the mixed posts the normaliser undoes are spam", () => {
    expectVerdicts("spam", [
      "З@Р@Б0ТОК н@ д0му 💰 от 5 тыс в день ➡️ п.и.ш.и в л.с",
      "К.А.З.И.Н.О 🎰 бонус 100% 👉 ссылкa в прoфиле",
      "П_О_Д_Р_А_Б_О_Т_К_А на вечер, 3000 сразу, пиши",
      "3apa6oтoк 6ез вл0жений, пuшu в лuчку",
      "𝐄𝐚𝐫𝐧 $𝟓𝟎𝟎 𝐝𝐚𝐢𝐥𝐲 𝐟𝐫𝐨𝐦 𝐡𝐨𝐦𝐞, 𝐃𝐌 𝐦𝐞",
    ]);
  });
});

describe("the seventy-third round: the kinds in Uzbek, Latin and Cyrillic", () => {
  it("fires the kinds' Uzbek phrases", () => {
    expectFires([
      ["betting_tipster", "Futbol bo'yicha aniq stavkalar, 100% yutuq, VIP kanalga qo'shiling"],
      ["fake_documents_data", "Haydovchilik guvohnomasi va diplom tayyorlab beramiz, tez va maxfiy"],
      ["telegram_gift_bait", "Telegram yulduzlarini bepul tarqatyapman, birinchi 50 kishiga"],
      ["trading_signals", "Kripto signallar, kuniga 5% foyda"],
      ["loan_debt_help", "Тез кредит паспорт билан, 10 дақиқада картага, ёзинг"],
      ["work_abroad_offer", "Россияга ишга одам керак, турар жой бепул"],
      ["easy_money_scheme", "Oson pul topish usuli, hech qanday sarmoyasiz"],
      ["dm_invite", "Qiziqqanlar + yozsin"],
      ["recovery_referral", "Bir mutaxassis pulimni qaytarib berdi, raqamini beraman"],
    ]);
  });
  it("honest Uzbek with the same words stays clean", () => {
    expectVerdicts("clean", [
      "Aniq stavka qilmayman, faqat tomosha",
      "Kripto signal nima degani?",
      "Tez kredit olsam bo'ladimi pasport bilan?",
      "Oson pul topish yo'q, mehnat kerak",
      "Sarmoyasiz biznes bo'lmaydi",
      "Qiziqqanlar yozsin, ertaga futbol o'ynaymiz",
      "Usta pulimni qaytarib berdi, ish yoqmadi",
      "Telegram yulduzlari nima o'zi? Kim biladi?",
    ]);
  });
});

describe("the seventy-fourth round: state and bank payment bait", () => {
  it("fires the payment bait and the bot it is claimed in", () => {
    expectFires([
      ["fake_aid_payout", "Проверьте, положена ли вам компенсация, в боте @kompens_rf_bot"],
      ["fake_aid_payout", "Вам положен возврат НДФЛ, проверьте по СНИЛС"],
      ["fake_aid_payout", "Многодетным выплата 50 000, успейте до пятницы"],
      ["fake_aid_payout", "Положена компенсация до 40 000, узнать сумму можно здесь"],
      ["fake_aid_payout", "Штрафы ГИБДД со скидкой 70%, оплата в боте"],
      ["fake_aid_payout", "ВТБ возвращает комиссии клиентам всем без исключения"],
      ["fake_aid_payout", "єПідтримка повертається, отримайте 6500 грн"],
      ["fake_aid_payout", "Уряд виплачує 8000 грн кожному, реєстрація в боті"],
      ["fake_aid_payout", "Yordam puli: ro'yxatdan o'ting, havola profilda"],
      ["fake_aid_payout", "Relief payment available, check your eligibility in the bot"],
      ["fake_aid_payout", "Your tax refund is ready, verify your identity to get it"],
      ["fake_aid_payout", "Unclaimed refund in your name, claim it today"],
      ["fake_aid_payout", "DM me your full name and bank details"],
      ["contact_flow", "Узнайте сумму по номеру СНИЛС в нашем боте"],
      ["contact_flow", "Оплата в боте, пока действует скидка"],
      ["contact_flow", "Заполните анкету в боте и получите выплату"],
      ["contact_flow", "Заповніть анкету в боті, щоб отримати виплату"],
      ["contact_flow", "Verify your details in our bot"],
    ]);
  });
  it("honest chat about real payments, refunds, fines and bots stays clean", () => {
    expectVerdicts("clean", [
      "Узнать, положена ли вам выплата, можно по ссылке на сайте СФР",
      "Вам положена выплата, сумму посмотрите в личном кабинете",
      "Всем положена выплата на ребёнка до 3 лет, проверьте на Госуслугах",
      "Родителям выплата 10 000 к школе, оформить через Госуслуги",
      "Пенсионерам доплата 2000 с января, ссылка на новость в закрепе",
      "Штрафы со скидкой в боте Госуслуг можно оплатить?",
      "Нужно только указать номер карты в заявлении в МФЦ",
      "Сбербанк возвращает комиссию всем клиентам, если пожаловаться в поддержку",
      "Центробанк компенсирует потери вкладчиков только через АСВ, заявку в банке",
      "В нашем боте сломалась кнопка записи, админ чинит",
      "Оплата в боте не работает, пишет ошибку",
      "Анкету в боті заповнила, чекаю відповіді",
      "Уряд виплачує 1500 грн кожному, хто зареєструвався в Дії до кінця місяця",
      "Yordam puli olish uchun hokimiyatda ro'yxatdan o'ting, hujjatlar bilan",
      "Check your eligibility for the scholarship here: university website",
      "The stimulus payments of 2021 were available for everyone, no link needed",
      "Your tax refund is approved? Verify it on the IRS site, not via links",
      "Unclaimed funds in your name can be searched on the state treasury site",
      "Put your details in the bot and it will book the room for you",
      "Заполните анкету в боте, чтобы записаться на экскурсию",
    ]);
  });
});

describe("the seventy-fifth round: the grey market of accounts, reach and papers", () => {
  it("fires the accounts, reach and migrants' papers sold", () => {
    expectFires([
      ["fake_documents_data", "Скупаю акки ВК с отлёжкой, дорого"],
      ["fake_documents_data", "Покупаю аккаунты Авито, оплата сразу"],
      ["fake_documents_data", "Миграционный учёт без посещения, недорого"],
      ["fake_documents_data", "Временная прописка без присутствия, официально"],
      ["fake_documents_data", "Патент без очереди, быстро, пишите"],
      ["engagement_services", "Продам акки оптом с tdata и session, недорого"],
      ["engagement_services", "Накрутка переглядів і реакцій у Telegram"],
      ["engagement_services", "Живі підписники, швидко, недорого"],
      ["engagement_services", "Скуповую акаунти Telegram, оплата одразу"],
      ["engagement_services", "Instagram akkauntlar sotib olamiz, tez"],
      ["engagement_services", "Buy aged Gmail accounts, bulk, cheap"],
      ["engagement_services", "Telegram accounts in bulk, paying USDT"],
      ["engagement_services", "Real TikTok followers for your page, fast"],
    ]);
  });
  it("honest chat about accounts, subscribers and registration stays clean", () => {
    expectVerdicts("clean", [
      "Регистрация без посещения МФЦ теперь возможна через Госуслуги",
      "Постановка на миграционный учёт занимает 3 дня, сделали быстро",
      "Патент без экзамена по русскому больше не дают",
      "Временная регистрация без присутствия собственника возможна?",
      "Куплю аккаунт ВК с группой? Нет, спасибо, я не такой",
      "Покупаю аккаунты Telegram Premium для всей семьи, дешевле выходит",
      "Мои аккаунты в телеге прогреты временем, 10 лет уже",
      "Живі підписники важливіші за цифри",
      "Куплю акаунт Telegram Premium на рік, це вигідно?",
      "Real YouTube subscribers take years to grow",
      "Stop buying aged accounts, they get banned",
      "Telegram accounts of the whole team got banned, cheap VPN maybe?",
    ]);
  });
});

describe("the seventy-sixth round: goods that are not to be sold in a group, or too cheap to be true", () => {
  it("fires the drugs without a prescription, vapes and alcohol delivered, the too-cheap goods and the esoteric funnels", () => {
    expectFires([
      ["drug_shop", "Трамадол без рецепта, в наличии, пишите в лс"],
      ["drug_shop", "Рецептурные таблетки без рецепта, анонимно"],
      ["drug_shop", "Семаглутид без рецепту, доставка по Києву"],
      ["drug_shop", "Adderall without prescription, discreet shipping"],
      ["miracle_health_products", "Ozdiruvchi choy, 2 haftada natija, buyurtma lichkada"],
      ["nicotine_sales", "Снюс и поды, 16 лет не спрашиваем"],
      ["nicotine_sales", "Бухло круглосуточно с доставкой, пиши"],
      ["counterfeit_goods", "Сумки со скидкой 70%, оригинал, каталог в профиле"],
      ["advance_payment_classifieds", "Авто из Китая дешевле рынка на 20%, пишите"],
      ["occult_services", "Разбор матрицы судьбы за 500, запись в лс"],
      ["occult_services", "Открою ваш денежный канал, пишите"],
      ["confiscated_goods_sale", "Customs seized iPhones at half price, DM"],
      ["dm_invite", "DM to order"],
    ]);
  });
  it("honest chat about medicines, vapes, alcohol, discounts and cars stays clean", () => {
    expectVerdicts("clean", [
      "Это лекарство продают без рецепта, пишите в аптеку на Ленина",
      "Рецептурные препараты без рецепта продавать запрещено",
      "Оземпик без рецепта в аптеке не дают, только по назначению, у меня врач выписал 3 упаковки",
      "Оземпік без рецепту не продають, пишіть лікарю",
      "You can't get Ozempic without a prescription here, order only from pharmacies",
      "No prescription needed for ibuprofen, order from any pharmacy",
      "Ozishga dori ichish xavfli, shifokorga boring",
      "Мне 18 лет не спрашивают, выгляжу старше",
      "Доставка алкоголя за 30 минут - это незаконно?",
      "Скидка 50% на оригинал Nike, доставка платная, в ТЦ Мега",
      "Купил машину дешевле рынка на 10%, повезло",
      "Узнай своё предназначение - новая книга в библиотеке",
      "Матрица судьбы - разбор мой за 2000 рублей был ерундой",
      "Customs seized my laptop, how do I get it back?",
      "Seized goods auction next week, prices from 100",
    ]);
  });
});

describe("the seventy-seventh round: English group spam of 2026 in new words", () => {
  it("fires the keyword texted back, the grant, the interview skipped, the singles, the bot started", () => {
    expectFires([
      ["dm_invite", "Bad credit? Text INFO to me"],
      ["fake_aid_payout", "Free money you don't have to repay, ask me"],
      ["fake_aid_payout", "Small business grants up to $20,000, DM for the form"],
      ["remote_work_offer", "Chat support from home, no interview needed, paid weekly"],
      ["adult_bot", "Lonely women near you online now"],
      ["adult_bot", "Bored tonight? Check my bio"],
      ["contact_flow", "Start our bot and claim your gift"],
    ]);
  });
  it("honest English with the same words stays clean", () => {
    expectVerdicts("clean", [
      "Text yes to me if you're coming to the barbecue",
      "Free money doesn't exist, you always repay it somehow",
      "The small business grant from the city is open, apply on the council website",
      "We had no interview required for the internship, they just looked at grades, paid $15 an hour",
      "Lonely tonight, my wife is away, anyone up for a beer?",
      "Start the bot and it will remind you about the meeting",
      "When I click my profile in the upper-right, nothing happens",
    ]);
  });
});

describe("the seventy-ninth round: the new kinds in Ukrainian and Uzbek", () => {
  it("fires the Ukrainian and Uzbek phrases", () => {
    expectFires([
      ["nicotine_sales", "Алкоголь вночі з доставкою додому"],
      ["drug_shop", "Retseptsiz dorilar, maxfiy yetkazib berish"],
      ["occult_services", "Розбір матриці долі за 300 грн, запис в особисті"],
      ["fake_documents_data", "Тимчасова прописка без присутності, офіційно"],
      ["miracle_health_products", "Озиш учун чой, буюртма личкада"],
      ["engagement_services", "Instagram obunachilar nakrutka arzon"],
      ["engagement_services", "Аккаунтлар сотиб оламиз, тез"],
      ["fake_aid_payout", "Вам належить виплата, перевірка в боті"],
      ["fake_aid_payout", "Ёрдам пули: ботда рўйхатдан ўтинг"],
      ["fake_aid_payout", "Har bir oilaga to'lov 300 ming so'm botda"],
      ["contact_flow", "Дізнайтеся суму в нашому боті"],
    ]);
  });
  it("honest Ukrainian and Uzbek with the same words stays clean", () => {
    expectVerdicts("clean", [
      "Алкоголь з доставкою? Пиши, якщо знайдеш де",
      "Алкоголь вночі не продають, доставка теж не працює",
      "Тимчасова реєстрація без присутності власника можлива?",
      "Dorixonada retseptsiz dori bermaydi, yozing shifokorga",
      "Озиш учун дори ичдим, 2 кг кетди, лекин зарари бор",
      "Ozishga dori ichdim, 2 kg ketdi, lekin zarari bor",
      "Telegram obunachilar nakrutka qilish yaxshimi?",
      "Yordam puli botda tekshirsa bo'ladimi?",
      "Ердам пули ботда текширилади, ҳақиқатми?",
      "Суму виплати в боті Дії можна перевірити?",
      "Реєстрація через бота в профілі школи, посилання там",
    ]);
  });
});

describe("services sold with a contact: illicit_with_contact", () => {
  it("bought reach and essays to order with a call to write are spam", () => {
    expectFiresWithVerdict("spam", [
      ["illicit_with_contact", "Telegram akkauntlarni sotamiz, arzon, optom, lichkaga yozing"],
      ["illicit_with_contact", "Instagram obunachilar nakrutka, tez va arzon, yozing"],
      ["illicit_with_contact", "Real Telegram members and views for your channel, cheap and fast, guaranteed, message me"],
    ]);
  });
  it("the same services talked about, with no contact, do not combine", () => {
    expectFiresNot([
      ["illicit_with_contact", "Накрутка підписників - це обман, не ведіться"],
      ["illicit_with_contact", "Telegram obunachilar nakrutka qilish yaxshimi?"],
    ]);
  });
});

describe("the eightieth round: the minimal post, one offer and one call", () => {
  it("couriers for documents, a loan asked as a question with the call", () => {
    expectFiresWithVerdict("spam", [
      ["courier_drop_recruiting", "Требуются курьеры на документы, пиши в лс"],
      ["loan_debt_help", "Qarz kerakmi? Lichkaga yozing"],
      ["loan_debt_help", "Need a loan? Inbox me"],
    ]);
  });
  it("honest minimal posts of the same shape stay clean", () => {
    expectVerdicts("clean", [
      "Курьер привёз документы, всё подписали",
      "Kredit kerakmi, o'ylab ko'ring, foizi baland",
      "Need a loan? Talk to your bank first, not strangers",
      "Need cash? Text me and I'll lend you 20 till Friday",
      "Продаю коляску в хорошем состоянии, пишите в лс",
      "Сдам комнату студентке, пишите в личку",
      "Selling my old bike, DM me",
    ]);
  });
});

describe("the eighty-first round: the issue's kinds as plain 2026 posts", () => {
  it("fires the new phrasings of the kinds", () => {
    expectFires([
      ["job_scam_day_labour", "Потрібні 3 хлопці на розвантаження, 1500 грн кожному"],
      ["job_scam_day_labour", "Omborga yuk tushirishga 5 kishi kerak, kuniga 300 ming"],
      ["job_scam_day_labour", "Ищу помощницу на вечер, плачу сразу"],
      ["dm_invite", "Кому интересно - напишите слово старт"],
      ["dm_invite", "Comment YES and I'll message you the details"],
      ["loan_debt_help", "Одобрим кредит за час, без справок"],
      ["loan_debt_help", "Спишем долги законно, пишите"],
      ["fake_documents_data", "Найду любого человека по номеру, недорого"],
      ["courier_drop_recruiting", "Забирать деньги у пенсионеров, 7000 за выезд"],
      ["courier_drop_recruiting", "Куплю сим-карты на ваш паспорт, 1000 за штуку"],
      ["gambling_promo", "Lucky Jet: поднял 50к, промокод в профиле"],
    ]);
  });
  it("honest chat in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Продаю велосипед, оплата сразу, пишите",
      "Продаю велосипед, оплата одразу, пишіть",
      "Куплю велосипед, плачу сразу, пишите",
      "Отримав 500 грн за вечір, граючи на весіллі",
      "Yuk tashishga 2 kishi bilan bordik, charchadik",
      "Futbolga 3 kishi kerak, kunlik o'yin, yozing",
      "Напишите слово да, если придёте на собрание",
      "Comment info below if you want the meeting notes, I'll send them",
      "Одобрим заявку на участие в конкурсе до пятницы, следите за почтой",
      "Найду человека по фото? Нет, это незаконно, обращайтесь в полицию",
      "Курьер должен забрать документы у клиентов до обеда, это его работа",
      "Куплю симку на свой паспорт в салоне, где дешевле?",
      "Lucky Jet подняли запрет? Сын опять играет",
      "Потрібні 2 чоловіки на демонтаж шафи завтра, пригощу кавою",
    ]);
  });
});

describe("buy-and-sell posts (the honest sale_posts set): a price per hour is not a wage", () => {
  it("a wage per hour paid to the reader is still day labour", () => {
    expectFires([
      ["job_scam_day_labour", "Нужны грузчики, плачу 500 за час, пиши в лс"],
      ["job_scam_day_labour", "Зарплата 400 за час, выход завтра"],
      ["job_scam_day_labour", "3000 за смену, оплата сразу"],
    ]);
  });
  it("a tutor's or a master's price per hour with a call stays clean", () => {
    expectVerdicts("clean", [
      "Репетитор по английскому, 1000 за час, онлайн или у вас, пишите",
      "Массаж на дому, 2000 за час, запись в личке",
      "Делаю маникюр на дому, покрытие 1500, запись в личке",
    ]);
  });
});

describe("the honest community posts: an hourly wage under $25 is a wage", () => {
  it("a cashier's, a barista's or a babysitter's wage does not read as a promised income", () => {
    expectFiresNot([
      ["earnings_promise", "We're hiring a part-time cashier, $14/hour, apply in store or on our website"],
      ["earnings_promise", "Looking for a babysitter on Saturdays, $20/hour, references please, message me"],
    ]);
  });
  it("the pitch's hourly sums still do", () => {
    expectFires([
      ["earnings_promise", "Hiring helpers for a house move this weekend, $25/hour, cash at the end of the day, text me"],
      ["earnings_promise", "Remote data entry job, $40 an hour, no interview, message me privately"],
      ["earnings_promise", "Earn $300/day from your phone"],
    ]);
  });
});

describe("the honest work talk: a shift's pay named by a colleague is not a recruiter's", () => {
  it("a shift's pay with the recruiter's terms still fires", () => {
    expectFires([
      ["job_scam_day_labour", "3000 за смену, оплата на руки, пишите"],
      ["job_scam_day_labour", "1500 грн за зміну, оплата одразу"],
    ]);
  });
  it("a colleague's tip and a complaint about a shift's pay stay clean", () => {
    expectVerdicts("clean", [
      "У нас на складе на выходные берут людей, 3500 за смену, если что - спросите у Сергея на проходной",
      "На складі платять 1200 грн за зміну, але зміна 12 годин",
    ]);
  });
});

describe("employer_identity: a shop's job advert says who and where the employer is (the twentieth session)", () => {
  it("an interview at an address, a legal entity with a contract, 'apply in person' count against the job rules", () => {
    expectFires([
      ["employer_identity", "Требуются продавцы в магазин, приходите на собеседование по адресу ул. Ленина 5"],
      ["employer_identity", "Ищу помощника на переезд, оплата 1500 в час, ООО Переезды, договор"],
      ["employer_identity", "ТОВ Будсервіс шукає муляра, договір, 1500 грн за день"],
      ["employer_identity", "We are hiring a cook, apply in person at the diner"],
    ]);
    // r123 and r422's honest adverts were spam 73 and 90 (a shift or hourly rate reads day labour and an earnings promise)
    for (const t of [
      "Ищу помощника на переезд, оплата 1500 в час, ООО Переезды, договор",
      "Пекарня «Хлебный дом» на ул. Гагарина, 12 ищет продавца-кассира 🥐\n— график 2/2, с 8 до 20\n— оплата 2 800₽ за смену + премии, официальное оформление\n— обучим, опыт не обязателен\nПриходите на собеседование с паспортом в будни с 10 до 16 или звоните 8 (343) 222-14-05",
    ])
      expect(detector.detect(t).verdict, t).not.toBe("spam");
  });
  it("a recruiter with a @handle or a link gains nothing by naming an interview (a counter-signal counts only without them)", () => {
    const d = detector.detect("Работа на складе, 3000 за смену, приходите на собеседование, пишите @hr_sklad");
    expect(d.verdict).toBe("spam");
    expect(d.signals.find((x) => x.name === "employer_identity")).toBeUndefined();
  });
});

describe("lost_and_found: a reward for a lost thing is a neighbour's, not a giveaway's", () => {
  it("fires on a reward for finding or returning, and counts against the giveaway's word", () => {
    expectFires([
      ["lost_and_found", "$100 reward for whoever finds our cat Milo, grey tabby, text me"],
      ["lost_and_found", "Lost my keys near the playground, reward if found, DM me"],
      ["lost_and_found", "Потеряла сумку у рынка, нашедшему вознаграждение, пишите"],
      ["lost_and_found", "Загубив гаманець, винагорода тому, хто поверне"],
    ]);
    expectVerdicts("clean", ["$100 reward for whoever finds our cat Milo, grey tabby, text me", "Lost my keys near the playground, reward if found, DM me"]);
  });
  it("does not fire on a giveaway's reward, and is void beside a link or a handle", () => {
    expectFiresNot([
      ["lost_and_found", "Claim your reward now, only 100 spots left"],
      ["lost_and_found", "Find the hidden word in our channel and get a reward"],
    ]);
    expect(fired("Reward if found! Details: t.me/lost_wallet_bot")).not.toContain("lost_and_found");
  });
});

describe("the honest Uzbek and Ukrainian money talk: a day's pay named by the worker is not an offer", () => {
  it("the offer's day sum with its terms still fires", () => {
    expectFires([
      ["job_scam_day_labour", "Kuniga 300 ming so'm, lichkaga yozing"],
      ["job_scam_day_labour", "Кунига 500 минг сўм, тажриба шарт эмас"],
      ["job_scam_day_labour", "Підробіток, 1000 грн в день, пишіть"],
      ["job_scam_day_labour", "Підробіток для студентів, пишіть в особисті"],
    ]);
  });
  it("a worker's own day, a child's pocket money and a side job's pay stay clean", () => {
    expectVerdicts("clean", [
      "Bugun bozorda ishladim, kuniga 150 ming so'm berishdi, charchadim",
      "O'g'limga kuniga 10 ming cho'ntak puli beraman",
      "Бозорда ишладим, кунига 200 минг беришди",
      "Підробіток у кав'ярні, 80 грн на годину, не густо",
    ]);
  });
});

describe("the eighty-second round: spam as a language model writes it", () => {
  it("fires the few soft phrases that honest twins did not share", () => {
    expectFires([
      ["dm_invite", "Feel free to reach out to me privately"],
      ["dm_invite", "Напишите мне лично, расскажу подробнее"],
      ["earnings_promise", "This opportunity truly changed my financial situation"],
      ["earnings_promise", "Here is how I replaced my salary working online"],
      ["loan_debt_help", "I work with a private lender who helps people with bad credit"],
      ["crypto_investment", "Join our small private group where we discuss digital assets"],
      ["fake_documents_data", "I can find information about a person: address, phone number"],
      ["recovery_referral", "There are experts who specialise in recovering funds lost to scams"],
    ]);
  });
  it("honest polite posts and the twins that showed the soft words are everyone's stay clean", () => {
    expectVerdicts("clean", [
      "If you have questions about the trip, reach out to me directly",
      "Напишите мне лично, если нужна помощь с уроками",
      "I replaced my salary with a pension, retired now lol",
      "Private lenders helped us buy the house when banks said no",
      "We have a private group where we share photos of the kids",
      "How do I find information about a person who lived in my house in 1900? Address records?",
      "The police are tracing and recovering funds from the fraud, follow the news",
      "Our lawyers specialise in recovering unpaid wages, free consultation at the union",
      "Good afternoon everyone! I hope you're all doing well. Just a reminder that the community garden meeting is this Thursday at 6pm. Please bring gloves if you can.",
    ]);
  });
});

describe("the honest admin posts: the admins' own notice is not a call to a bot", () => {
  it("a call to write to the bot still fires", () => {
    expectFires([
      ["contact_flow", "Пиши в бот, там всё расскажу"],
      ["contact_flow", "Напиши боту слово старт"],
    ]);
  });
  it("'write to the admins, the bot does not catch everything' does not", () => {
    expectFiresNot([["contact_flow", "Если видите спам, жмите 'пожаловаться' и пишите админам, бот не всё ловит"]]);
  });
});

describe("the eighty-fourth round: what the war put into the chats as spam", () => {
  it("the recruiter's contract, the white ticket, the booking, the VPN bot, the doctor sent home, the displaced's payout in a bot", () => {
    expectFiresWithVerdict("spam", [
      ["military_contract_recruiting", "Контракт с Минобороны, единовременная выплата 3 000 000 ₽, помогаем с оформлением, пишите в лс"],
      ["draft_evasion_services", "Білий квиток за 5 днів, повністю легально, без ВЛК, пишіть в особисті"],
      ["draft_evasion_services", "Бронювання від мобілізації через офіційне працевлаштування, ціна договірна, пишіть у приват"],
      ["draft_evasion_services", "Помогу выехать за границу, если запрет на выезд, пишите в лс"],
      ["vpn_promotion", "Быстрый VPN без рекламы, работает с YouTube и Instagram, 7 дней бесплатно в боте @fastvpn_ru_bot"],
      ["addiction_treatment_ad", "Вывод из запоя на дому 24/7, анонимно, выезд врача за 30 минут, звоните +7 999 123 45 67"],
      ["academic_writing_service", "Напишем курсовую, диплом или ВКР под ключ, антиплагиат 90%, пишите в лс"],
      ["fake_aid_payout", "Переселенцам выплата 6500 грн щомісяця, оформлення через бот за 2 хвилини, тисни @vpo_dopomoga_bot"],
    ]);
  });
  it("the honest talk of the same things stays clean", () => {
    expectVerdicts("clean", [
      "Біля ЦУМу стоять ТЦК, будьте уважні",
      "Білий квиток отримав по здоров'ю, без проблем",
      "Белый билет получил в 18 лет из-за зрения",
      "Запрет на выезд из-за долга, как снять? Кто решал?",
      "Курсовую сдал, диплом под ключ не заказывал, сам писал",
      "Как получить выплату переселенцам 6500 грн? Через бот Дії?",
      "Продаю диван, самовывоз, звоните 8 999 123 45 67",
      "Пробовал VPN неделю, потом платно, не понравилось",
    ]);
  });
  it("a price the writer pays is no income: the sum after 'rent', 'аренда', 'за' and a thing", () => {
    expectFiresNot([
      ["earnings_promise", "Room for rent $600 a month"],
      ["earnings_promise", "Аренда 30 000 руб в месяц, коммуналка отдельно"],
      ["earnings_promise", "Плачу за VPN 150 рублей в месяц"],
      ["earnings_promise", "Подписка стоит $10 a month"],
    ]);
    expectFires([
      ["earnings_promise", "Работа за 3000 руб в день"],
      ["earnings_promise", "Зарабатываю 150 000 рублей в месяц"],
      ["earnings_promise", "Earn $500 a week"],
    ]);
  });
});

describe("the eighty-fifth round: polite spam in Russian and Ukrainian", () => {
  it("fires the soft phrases whose honest twins stay clean", () => {
    expectFires([
      ["dm_invite", "Если кому-то интересно, могу поделиться ее контактом"],
      ["dm_invite", "Якщо комусь цікаво, можу дати її контакт"],
      ["contact_flow", "Просто напишите мне слово «гайд»"],
      ["contact_flow", "Немного о себе я рассказала в профиле, загляните"],
      ["contact_flow", "Ссылку оставил в профиле, вдруг кому-то пригодится"],
      ["adult_bot", "Я недавно в этом городе, и, честно говоря, по вечерам бывает грустно"],
      ["adult_bot", "Я нещодавно переїхала і трохи сумую вечорами"],
      ["offer_assurance", "Ничего сложного и противозаконного, вознаграждение достойное"],
      ["courier_drop_recruiting", "Ищу ответственных людей, у которых есть банковская карта"],
      ["loan_debt_help", "Есть частный специалист, который помогает с займом без лишних вопросов"],
      ["crypto_investment", "Приглашаю в небольшое закрытое сообщество, где мы разбираем цифровые активы"],
      ["recovery_referral", "Есть специалисты, которые умеют отслеживать и возвращать средства"],
      ["earnings_promise", "Теперь получаю стабильный дополнительный доход"],
      ["earnings_promise", "Как я заменила основную зарплату удалённым доходом"],
      ["earnings_promise", "Хочу поделиться возможностью, которая помогла мне в непростой период"],
      ["gambling", "Попробовал новую игровую платформу, она щедра к новичкам"],
      ["work_abroad_offer", "Ищем сотрудников для работы в Европе, мы помогаем с оформлением документов"],
      ["remote_work_offer", "Досвід не потрібен, заробіток з дому"],
    ]);
  });
  it("honest posts in the same words stay clean", () => {
    expectVerdicts("clean", [
      "Могу дать его контакт, хороший сантехник",
      "Готова поделиться контактом репетитора, дочке очень помогла",
      "Ищу работу няней, о себе в профиле, пишите",
      "Ничего противозаконного, просто покурил на балконе",
      "Органы опеки ничего криминального в этом не нашли",
      "Мне банки отказывают в кредите уже третий раз, что делать?",
      "Закрытый клуб любителей инвестиций в нашем городе собирается в пятницу",
      "У кого есть банковская карта Сбера, подскажите, как поменять лимит?",
      "Всем, кто потерял деньги, не теряйте надежду, пишите заявление, полиция вернет",
      "Я заменила основную работу на удаленку, доход тот же",
      "Хочу поделиться возможностью: бесплатные обеды в школе, которая помогла нашей семье",
      "Новая игровая площадка в парке, бонус для детей — горка",
      "Работал в Польше, агентство помогло с оформлением документов",
      "Недавно переехала, хочу найти интересного собеседника по книгам, есть клуб?",
      "По вечерам скучно, кто играет в настолки?",
      "Робота з дому мені не підходить",
      // the polite_chat honest set's two misfires on its first run
      "Здравствуйте, соседи! Хочу поблагодарить мастера, который починил нам домофон быстро и без лишних хлопот. Если кому-то нужно, могу дать его контакт.",
      "Добрый день! Продаю детскую коляску, в хорошем состоянии, 5000, звоните 8 912 345 67 89 или пишите.",
    ]);
  });
});

describe("the polite English pitch, after the eighty-fifth round", () => {
  it("fires the contact shared with whoever asks, the invitation sent, the private digital-asset group, the generous platform, the lender when banks say no", () => {
    expectFires([
      ["dm_invite", "I'm happy to share their details with anyone who asks"],
      ["dm_invite", "I'd be happy to send you an invitation"],
      ["crypto_investment", "A small private group where we discuss digital assets"],
      ["crypto_investment", "Digital assets and carefully selected opportunities"],
      ["gambling", "A new gaming platform, generous with bonuses"],
      ["loan_debt_help", "A private lender who helps people even when banks say no"],
    ]);
  });
  it("their honest twins stay clean", () => {
    expectVerdicts("clean", [
      "I can share their details with you later, they fixed my roof",
      "Happy to share his contact if anyone asks, great plumber",
      "I'll send you an invite to the family group chat",
      "Is there a private group for digital assets accounting students?",
      "The new gaming platform from Sony is generous with free games this month",
      "Even when banks say no, the credit union might help, ask them",
    ]);
  });
});

describe("the eighty-sixth round: the kinds in Ukrainian only", () => {
  it("fires the Ukrainian phrases of the round", () => {
    expectFires([
      ["loan_debt_help", "Гроші на картку за 10 хвилин, без довідок"],
      ["loan_debt_help", "Позика навіть з простроченнями, пишіть"],
      ["fake_documents_data", "Знайду власника авто по номеру, адреса, телефон"],
      ["courier_drop_recruiting", "Купую картки Монобанку та Приват"],
      ["betting_tipster", "Договірні матчі, 100% прохід"],
      ["contact_flow", "Посилання у біо"],
      ["adult_bot", "Самотні дівчата твого міста чекають"],
      ["earnings_promise", "Оплата за кожну коробку, матеріали даємо"],
      ["easy_money_scheme", "Схема на маркетплейсах, перші гроші за тиждень"],
      ["adult_work_recruiting", "Шукаємо дівчат-операторок чату знайомств"],
      ["recovery_referral", "У мене теж зламали акаунт, спеціаліст відновив за годину"],
    ]);
  });
  it("the honest twins each phrase was narrowed on stay clean", () => {
    expectVerdicts("clean", [
      "Гроші на картку за 5 хвилин прийшли, дякую мамі",
      "Знайду власника собаки по номеру на нашийнику, допоможіть",
      "Посилання на канал школи у біо директора",
      "Переходьте у бот школи, там розклад",
      "Оплата за кожну коробку на пошті 50 грн, дорого",
      "Схема на маркетплейсах: спочатку оплата, потім доставка, зручно",
      "Перші гроші за тиждень роботи офіціантом отримав",
      "Оператори чату знайомств - це взагалі законно?",
      "Майстер відновив за годину телефон, рекомендую",
      "Скину контакт в особисті, це хороший стоматолог",
      "Мені зламали акаунт, майстер з ремонту телефонів не допоміг",
      "Вчора матч був схожий на договірний, суддя жах",
      // the uk_city_chat honest set's three misfires on its first run
      "Гроші на картку повернули за 10 хвилин після скарги, без дзвінків, молодці в Монобанку",
      "Канал у біо нашої школи оновили, там розклад на тиждень",
      "Позику в банку брали на ремонт, навіть з простроченнями не було проблем, закрили",
    ]);
  });
});

describe("the eighty-seventh round: the English fraud market", () => {
  it("fires the goods and the seller's assurances", () => {
    expectFires([
      ["fake_documents_data", "Chase bank logs with email access"],
      ["fake_documents_data", "Zelle transfers available, $1k for $150"],
      ["fake_documents_data", "PayPal transfers to your account, $500 for $80"],
      ["fake_documents_data", "SSD chemical solution for cleaning black money"],
      ["fake_documents_data", "OTP bot for bypassing 2FA"],
      ["fake_documents_data", "SIM swap service, any US carrier"],
      ["fake_documents_data", "Phishing pages and scam letters for sale"],
      ["fake_documents_data", "Verified drop accounts for sale"],
      ["fake_documents_data", "Carding tutorials and cashout guides"],
      ["offer_assurance", "Escrow available, serious buyers only"],
      ["offer_assurance", "Fully undetected, lifetime access"],
      ["engagement_services", "Bulk SMS sender, leads included"],
    ]);
  });
  it("honest talk of banks, transfers, bots and accounts stays clean", () => {
    expectVerdicts("clean", [
      "I checked the bank logs with the auditor, balance matches",
      "Wire transfer 100 for 2 dollars fee, not bad",
      "The transfer was $500 for the car, paid $80 for the transfer fee",
      "The OTP bot in our Discord sends login codes, handy",
      "SIM swap service at the carrier store took 10 minutes, new phone works",
      "Can I drop account creation from the sprint?",
      "Stealth accounts on Reddit get shadowbanned",
      "Leads available for the hackathon team, need two more devs",
      "I reported the scam page to Google, hope they take it down",
      "Escrow available for house deals through the title company",
      "Enable 2FA with an app, not SMS, SIM swap attacks are real",
      // the en_money_tech_chat honest set's misfires on its first run ("instant delivery" and "fresh leads" were dropped;
      // "won #n" read any sum won)
      "Instant delivery of digital gift cards is handy for last minute birthdays",
      "Fresh leads on a job: the bakery on 5th is hiring",
      "Cashout from the poker night was fun, I won $15",
    ]);
  });
  it("a sum won reads from a hundred up", () => {
    expectFires([
      ["earnings_promise", "I won $5,000 with this bot"],
      ["earnings_promise", "I just won 2k trading"],
      ["earnings_promise", "won 1.5k yesterday"],
    ]);
    expectFiresNot([
      ["earnings_promise", "I won $15 at poker"],
      ["earnings_promise", "We won 3 matches in a row"],
    ]);
  });
});

describe("a redirect to a bot or a channel is one rule's signal", () => {
  it("'переходите в бот' is contact_flow's alone, not an adult bot's nor a hidden link's", () => {
    expectFires([["contact_flow", "Переходите в бот, там расписание уроков"]]);
    expectFiresNot([
      ["adult_bot", "Переходите в бот, там расписание уроков"],
      ["hidden_link_call", "Переходите в бот, там расписание уроков"],
    ]);
    // it was `spam` 100 when three rules read the same three words
    expect(detector.detect("Переходите в бот, там расписание уроков").verdict).not.toBe("spam");
    expectFiresWithVerdict("spam", [["adult_bot", "Девочки ждут тебя, переходи в бот"]]);
    expectFires([["contact_flow", "@vika_star скучаешь? заходи ко мне в бота 🔞"]]);
  });
  it("the Uzbek redirect, in Latin and read from Cyrillic", () => {
    expectFires([
      ["contact_flow", "Botga o'ting, birinchi 50 kishiga"],
      ["contact_flow", "Kanalga qo'shiling, joylar cheklangan"],
      ["contact_flow", "Телеграм юлдузларини бепул тарқатяпман, ботга ўтинг"],
      ["contact_flow", "Крипто сигналлар, каналга қўшилинг"],
    ]);
    expectFiresNot([
      ["contact_flow", "Maktab botiga o'ting, jadval o'sha yerda"],
      ["contact_flow", "Maktab kanaliga qo'shiling, e'lonlar o'sha yerda"],
    ]);
  });
});

describe("the eighty-eighth round: grey services in Russian", () => {
  it("the services sold are spam with the call", () => {
    expectFiresWithVerdict("spam", [
      ["grey_services", "Диагностическая карта без осмотра автомобиля, 700 ₽, внесём в базу ЕАИСТО за 15 минут, пишите"],
      ["grey_services", "Разблокируем карты и счета по 115-ФЗ, вернём доступ к деньгам за 3 дня, консультация бесплатно, пишите"],
      ["grey_services", "Пропуск на МКАД для грузовых за 1 день, без отказов, пишите"],
      ["loan_debt_help", "Одобрим ипотеку даже с плохой кредитной историей и без первого взноса, пишите в личку"],
    ]);
    expectFires([
      ["hacking_services", "Открою доступ к любому аккаунту ВК"],
      ["hacking_services", "Открываю заблокированные аккаунты Госуслуг"],
      ["offer_assurance", "Гарантия результата"],
    ]);
  });
  it("a phrase split on an alternation reads what it says", () => {
    // "пропуск* ~2 на ~1 мкад ~3 за ~1 #n|без ~1 отказ*" asked "отказ*" after the sum too (an alternation is one token)
    expectFires([["grey_services", "Пропуск на МКАД для грузовых за 1 день"]]);
  });
  it("'по моей ссылке' is read once, by promo_code_bait; the call to act through it is a redirect", () => {
    expectFiresNot([["contact_flow", "По моей ссылке можно посмотреть расписание автобусов, там удобнее"]]);
    expect(detector.detect("По моей ссылке можно посмотреть расписание автобусов, там удобнее").verdict).not.toBe("spam");
    expectFiresWithVerdict("spam", [["contact_flow", "Оформи карту Тинькофф по моей ссылке и получи 1000 рублей на счёт"]]);
  });
  it("the customers' own words stay clean", () => {
    expectVerdicts("clean", [
      "Ипотеку одобрили с первым взносом 20%, Сбер",
      "У меня взломали ВК, восстановила через поддержку",
      "Открою доступ к таблице всем родителям, пишите почту",
      "Медкнижку делала в поликлинике, 3 врача и анализы",
      "Налоговый вычет за лечение пришёл через месяц",
      "Штраф с камеры пришёл, хотя я не превышал, как обжаловать?",
    ]);
  });
});

describe("the eighty-ninth round: the English task-scam recruiter", () => {
  it("fires the recruiter's phrases", () => {
    expectFires([
      ["paid_tasks", "Product boosting job for an online store"],
      ["paid_tasks", "Complete 40 orders a day from your phone and earn commission"],
      ["paid_tasks", "Rate hotels and movies on our platform, $50 for every 30 tasks"],
      ["paid_tasks", "Earn 2% commission on 40 simple tasks"],
      ["earnings_promise", "Daily pay of $150 to $400"],
      ["earnings_promise", "Online assistant wanted, $80-$200 daily"],
      ["earnings_promise", "Withdraw daily to your bank"],
      ["dm_invite", "Interested? Reply with your age."],
      ["dm_invite", "Drop your age and country below and I will DM you"],
      ["dm_invite", "Comment 'info' and I'll reach out"],
      ["remote_work_offer", "Earn from $300 daily working from home"],
      ["job_offer", "1-2 hours daily"],
    ]);
  });
  it("honest English in the same words stays clean", () => {
    expectVerdicts("clean", [
      "I study 2 hours daily for the exam",
      "Paid every day in tips at the restaurant, love it",
      "Withdraw daily limits at my bank are $500",
      "The affiliate program lets you earn commission on sales, anyone tried it?",
      "Take $5 daily from the jar for lunch",
      "Drop your age in the poll so we know the group",
      "Reply with your age and city for the meetup list",
      "Comment info below if you want the schedule",
      "Rate hotels on Booking after your stay, they ask by email",
      "Complete 10 tasks a day in Duolingo for the streak",
      "Product optimization is my job at Spotify",
    ]);
  });
});

describe("the ninetieth round: English scams machine-translated into Russian and Ukrainian", () => {
  it("fires the calques", () => {
    expectFires([
      ["investment_testimonial", "Она помогла мне заработать 7500 долларов за неделю"],
      ["investment_testimonial", "Она законна, свяжитесь с ней"],
      ["investment_testimonial", "Я инвестировал 500 долларов и получил 6000 долларов"],
      ["investment_testimonial", "Она лучший трейдер, которого я когда-либо видел"],
      ["investment_testimonial", "Мой менеджер счета помог мне вывести 12 000 долларов"],
      ["investment_testimonial", "Бог благословит вас, мистер Дэвид"],
      ["investment_testimonial", "Вона допомогла мені заробити 5000 доларів"],
      ["recovery_referral", "Существует компания по восстановлению средств"],
      ["recovery_referral", "Є компанія з відновлення коштів"],
      ["recovery_referral", "Я нашел настоящего хакера"],
      ["adult_bot", "Сахарная мамочка ищет мужчину"],
      ["investment_yield_pitch", "Минимальный депозит 100 долларов, вы получите 20% прибыли в течение 48 часов"],
      ["loan_debt_help", "Мы предлагаем кредиты под 2% годовых для частных лиц"],
      ["advance_fee_fraud", "Ваш номер телефона выиграл 500 000 долларов, свяжитесь с нашим агентом"],
      ["airdrop_giveaway", "Я дарю 1 BTC первым 100 людям"],
      ["dm_invite", "Свяжитесь с ней"],
      ["dm_invite", "Зв'яжіться з нею"],
      ["dm_invite", "Напишите им сейчас"],
      ["dm_invite", "Кто отправит мне сообщение"],
    ]);
  });
  it("honest Russian in the same calques stays clean", () => {
    expectVerdicts("clean", [
      "Я хочу поблагодарить миссис Смит, учительницу английского",
      "Она законна? Эта сделка, я имею в виду",
      "Лучший трейдер года по версии Forbes — это кто?",
      "Минимальный депозит в Сбере 1000 рублей для вклада",
      "Мы предлагаем кредиты под 5% для своих сотрудников, сказали в банке",
      "Международная лотерея — это всегда развод",
      "Компания по восстановлению данных вернула фотографии с разбитого телефона",
      "Свяжитесь с ней через WhatsApp, она продаёт коляску, номер в объявлении",
      "Напишите им сейчас, пока магазин открыт",
      "Отправьте мне сообщение, когда будете дома",
      "Бог благословит вас всех, спасибо за помощь на похоронах",
    ]);
  });
});

describe("a sum won is a casino's pitch from a thousand up", () => {
  it("reads thousands and sums of a thousand or more, not a lottery's 500 roubles", () => {
    expectFires([
      ["gambling_promo", "Выиграл 15 000 рублей за вечер в казино"],
      ["gambling_promo", "Выиграл 2000 грн на ставках"],
      ["gambling_promo", "Выиграл 5к в слотах"],
      ["gambling_promo", "Выигрыш 50 тысяч за один спин"],
    ]);
    expectFiresNot([["gambling_promo", "Мама выиграла в лотерею 500 рублей, радости было!"]]);
    expectVerdicts("clean", ["Мама выиграла в лотерею 500 рублей, радости было!"]);
  });
});

describe("the ninety-first round: Uzbek Latin with Russian words and sums in words", () => {
  it("fires the Uzbek phrases", () => {
    expectFires([
      ["loan_debt_help", "Mikroqarz faqat pasport bilan"],
      ["loan_debt_help", "30 daqiqada kartaga, rad javobi yo'q"],
      ["fake_documents_data", "Pasport raqami bo'yicha odamni topamiz"],
      ["contact_flow", "Signal botimiz profilda"],
      ["betting_tipster", "Dogovorniy o'yinlar, 100% o'tadi"],
      ["telegram_gift_bait", "Telegram Premium tekin, 1 yilga"],
      ["earnings_promise", "Maosh 1800 yevrodan"],
      ["earnings_promise", "Zarplata kuniga 200 ming"],
      ["earnings_promise", "Kartangizni ijaraga bering, haftasiga 700 ming to'layman"],
      ["trading_signals", "Kripto signal kanali, har kuni 7-10% foyda"],
      ["courier_drop_recruiting", "Naqd pul yechish xizmati"],
      ["recovery_referral", "Bir xaker qaytarib berdi"],
      ["remote_work_offer", "Uyda telefon orqali ishlash"],
      ["easy_money_scheme", "Pul ishlashni xohlaganlar + qo'ysin"],
    ]);
  });
  it("a recovery story that says 'firibgarlar' is not a warning; a warning still is", () => {
    expectFiresNot([["scam_warning", "Pulimni firibgarlar olib ketgandi, bir xaker qaytarib berdi, raqamini lichkada beraman"]]);
    expectFires([
      ["scam_warning", "Firibgarlar yana yozishyapti, ehtiyot bo'ling"],
      ["scam_warning", "Bu firibgarlik, ishonmang"],
    ]);
  });
  it("honest Uzbek in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Mikroqarz olish uchun pasport bilan bordim, rad etishdi",
      "Pul 10 daqiqada kartaga tushdi, rahmat",
      "Bank rad javobi yo'q dedi, lekin kredit bermadi",
      "Maktab bo'yicha odamni topaman deb yurgandim, topdim",
      "Bizning kanal profilda, maktab yangiliklari",
      "Telegram Premium bepul emas, pullik",
      "Har qanday kartadan to'lov qabul qilinadi, do'konda",
      "Pul ishlashni xohlaganlar ko'p, ish yo'q",
      "Maosh 500 dollardan past bo'lmasin dedim",
      "Usta qaytarib berdi telefonimni, tuzatdi",
      "Aviator o'yini firibgarlik, pul yutqazdim",
    ]);
  });
});

describe("the ninety-second round: adult bots and Stars bait in 2026 words", () => {
  it("fires the phrases", () => {
    expectFires([
      ["adult_bot", "Слитые фото девушек нашего города"],
      ["adult_bot", "Мне скучно, хочу просто поболтать, напиши мне сюда"],
      ["adult_bot", "Your AI girlfriend sends any photo you ask for"],
      ["adult_bot", "Leaked pics of girls from your city"],
      ["telegram_gift_bait", "Верну 500 звёзд за скриншот подписки"],
      ["telegram_gift_bait", "1000 звёзд каждому активному пользователю, активируй в боте"],
      ["telegram_gift_bait", "Get 300 Stars back instantly"],
    ]);
  });
  it("honest chat of gifts, Stars and photos stays clean", () => {
    expectVerdicts("clean", [
      "Слили фото с выпускного в общий чат, девушки недовольны",
      "Апартаменты по часам сдаём для командировочных, девушки на ресепшн вежливые",
      "Мне скучно на работе, кто-нибудь хочет поболтать? Пишите",
      "Розыгрыш Telegram Premium в канале школы, участвуйте",
      "Подарок от Дурова всем пользователям — новые эмодзи",
      "100 звёзд каждому участнику конкурса рисунков от школы",
      "AI girlfriend apps are creepy, my cousin uses one and sends me photos",
      "Take a screenshot of the stars tonight, the sky is clear",
      "Try the bot free for a week, it summarizes chats",
      // "активируй в боте" as a redirect was tried and dropped: it read the school's bot
      "Активируйте подписку в боте школы, там расписание",
    ]);
  });
});

describe("the ninety-third round: Russian remote-job scams under 2026 titles", () => {
  it("fires the phrases", () => {
    expectFires([
      ["dm_invite", "Пиши в телеграм"],
      ["paid_tasks", "Оплата за каждый заказ 150 ₽, выплаты ежедневно"],
      ["paid_tasks", "500 ₽ за страницу, оплата сразу на карту"],
      ["paid_tasks", "5 ₽ за ссылку, выплаты каждый день"],
      ["mlm_partner_recruiting", "Получай 20% с их дохода"],
      ["job_offer", "Подходит мамам в декрете"],
      ["remote_work_offer", "Нужен только смартфон"],
    ]);
  });
  it("the honest twins each phrase was narrowed on stay clean", () => {
    expectVerdicts("clean", [
      "Пиши в телеграм, тут неудобно обсуждать",
      "Оплата за каждый заказ курьеру 150, а чаевые сверху",
      "500 за страницу перевода — нормальная цена у бюро?",
      "Первые деньги уже через неделю потратил на подарки",
      "На удалёнке от 60к платят джунам?",
      "Приводи друзей в секцию, получай скидку 10%",
      "Подходит мамам с колясками, дорожка ровная",
      "Нужен только смартфон для записи к врачу через Госуслуги",
    ]);
  });
});

describe("a wage per hour or per clause read where it stands", () => {
  it("an hour's pay reads from a thousand roubles or 25 dollars up; a sum does not reach across a comma", () => {
    expectFires([
      ["earnings_promise", "Работа от 1500 рублей в час"],
      ["earnings_promise", "Зарабатываю 2 000 руб в час"],
      ["earnings_promise", "Earn 30 dollars an hour"],
      ["earnings_promise", "Зарабатываю 150 000 рублей в месяц"],
    ]);
    expectFiresNot([
      ["earnings_promise", "Нужна няня на вечера, 300 рублей в час"],
      ["earnings_promise", "Сдельная оплата: за каждую деталь 12 рублей, в месяц"],
    ]);
    // the ru_job_board_chat honest set: the nanny was `spam` 70, the factory 45
    expectVerdicts("clean", [
      "Нужна няня на вечера, 300 рублей в час, район Северный, пишите в лс",
      "Сдельная оплата на заводе: за каждую деталь 12 рублей, в месяц выходит тысяч 50",
    ]);
  });
});

describe("a wage per hour is no day labour; the Ukrainian day-labour terms are the cash and the 'на руки'", () => {
  it("an hourly nanny with the call is not spam", () => {
    // the uk_en_job_board_chat honest set: `spam` 86 when a sum per hour was day labour and the call its term
    expectVerdicts("clean", ["Няня на вечори, 150 грн за годину, Оболонь, пишіть в особисті"]);
    expectFiresNot([["job_scam_day_labour", "Няня на вечори, 150 грн за годину, Оболонь, пишіть в особисті"]]);
  });
  it("the day-labour posts still fire", () => {
    expectFiresWithVerdict("spam", [
      ["job_scam_day_labour", "Need 3 хлопців на розвантаження today, оплата 1000 грн cash, пишіть"],
      ["job_scam_day_labour", "🚚 Розвантаження, 💵 800 грн одразу, 📩 пишіть"],
      ["job_scam_day_labour", "Потрібні 4 хлопці на будову на завтра, демонтаж, 1800 грн на руки одразу після зміни, пишіть в пп"],
    ]);
  });
});

describe("the ninety-fourth round: the Russian underground market in its own slang", () => {
  it("fires the slang", () => {
    expectFires([
      ["courier_drop_recruiting", "Залив на карты физ и юр"],
      ["courier_drop_recruiting", "Ищу заливщиков и дроповодов"],
      ["courier_drop_recruiting", "Нужны вбиверы в команду"],
      ["courier_drop_recruiting", "Дроп-карты с доставкой по РФ"],
      ["courier_drop_recruiting", "Процессинг для казино и беттинга"],
      ["courier_drop_recruiting", "Нужна карта и телефон, 2% с оборота"],
      ["courier_drop_recruiting", "Отмыв через крипту"],
      ["fake_documents_data", "Продам свежие логи и куки"],
      ["fake_documents_data", "Сим-карты на левые данные"],
      ["fake_documents_data", "Приём СМС на виртуальные номера для любых сервисов"],
      ["offer_assurance", "Меняю USDT на наличные без KYC и верификации"],
      ["easy_money_scheme", "Есть серая работа, доход от 150к"],
    ]);
  });
  it("honest chat in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Свежие логи сервера скинул в чат, гляньте",
      "Сим-карты на чужие данные оформлять запрещено, штраф",
      "Приём СМС на виртуальные номера — это как вообще работает?",
      "Серая работа без договора — потом не докажешь стаж",
      "Заливка фундамента на даче в субботу, кто поможет?",
      "P2P-переводы между своими картами бесплатные в Тинькофф",
    ]);
  });
});

describe("the ninety-fifth round: English crypto spam in 2026 words", () => {
  it("fires the phrases", () => {
    expectFires([
      ["wallet_phishing", "Check your eligibility on the official checker"],
      ["wallet_phishing", "Use the migration portal"],
      ["wallet_phishing", "Gas refund program: claim back all the fees"],
      ["wallet_phishing", "Our tool recovers seed phrases in minutes"],
      ["investment_yield_pitch", "A boosted 42% APY"],
      ["investment_yield_pitch", "Earn 2.5% every day on your USDT"],
      ["investment_yield_pitch", "You earn 25% monthly passive"],
      ["mev_bot_scam", "My Solana sniper bot buys new tokens in the first block"],
      ["trading_signals", "Mirror my trades with copy trading"],
      ["trading_signals", "95% accuracy"],
      ["trading_signals", "30x leverage calls daily, first week free"],
      ["token_launch_shill", "Selling 3 whitelist spots"],
      ["token_launch_shill", "Presale bonus tier ends in 6 hours, 40% extra tokens"],
      ["token_launch_shill", "Our launchpad guarantees 50x"],
      ["token_launch_shill", "OTC desk selling BTC 12% below market"],
    ]);
  });
  it("honest crypto and everyday chat in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Did anyone check eligibility for the airdrop? The official site says I'm not eligible lol",
      "The snapshot was yesterday, claim before the snapshot is over now",
      "If you lose your keys your funds are lost forever",
      "Gas refund from the bank for my car, nice",
      "APY of 5% on savings accounts now, withdraw anytime",
      "No lockup on this savings account, that's why I chose it",
      "Sniper bot in the game is annoying",
      "Rent it for 100 a week, the garage is free",
      "Copy my trades? No, do your own research",
      "Guaranteed allocation in the school lottery for siblings",
      "Selling my whitelist spot, can't afford the mint anymore",
      "OTC desk at Kraken is for big buyers only",
      "The weather forecast has 90% accuracy this week",
    ]);
  });
});

describe("the crypto_chat_en honest set: 'paid daily' is not day labour on its own", () => {
  it("reads the recruiter's daily pay, not a staking reward's", () => {
    expectFiresNot([
      ["job_scam_day_labour", "Staking rewards are paid daily on Kraken, tiny amounts though"],
      ["trading_signals", "First week free on the charting tool, then $15 a month"],
    ]);
    expectFires([
      ["job_scam_day_labour", "Write hotel reviews from home, paid daily"],
      ["job_scam_day_labour", "We work online from our phones and get paid daily. No boss"],
    ]);
    expectVerdicts("clean", ["I get paid daily at the restaurant, tips mostly"]);
  });
});

describe("the ninety-sixth round: Uzbek Cyrillic read in Latin", () => {
  it("fires the porters and the pay 'up to'", () => {
    expectFiresWithVerdict("spam", [["job_scam_day_labour", "Бозорга юк ташувчилар керак, кунлик 250 минг, ҳар куни тўлов, ёзинг"]]);
    expectFires([["earnings_promise", "Ойига 4 миллионгача"]]);
    expectVerdicts("clean", [
      "Бозорда юк ташувчилар кўп, нархлари қиммат",
      "Yuk tashuvchilar kerak edi, topdik, rahmat",
      "Oyiga 4 milliongacha maosh beradi deyishdi, ishonmadim",
    ]);
  });
});

describe("the ninety-seventh round: polite and machine-translated spam in Ukrainian", () => {
  it("fires the Ukrainian twins of the Russian phrases", () => {
    expectFires([
      ["dm_invite", "Можу дати контакт"],
      ["dm_invite", "Готова поділитися контактом"],
      ["contact_flow", "Просто напишіть мені слово «гайд»"],
      ["loan_debt_help", "Є приватний спеціаліст, який допомагає з позикою"],
      ["earnings_promise", "Як замінила основну зарплату віддаленим доходом"],
      ["earnings_promise", "Хочу поділитися можливістю, яка допомогла мені"],
      ["gambling", "Нову ігрову платформу, вона дуже щедра до новачків"],
      ["fake_documents_data", "Маю надійні джерела, все конфіденційно"],
      ["recovery_referral", "Є фахівці, які відстежують і повертають кошти"],
      ["work_abroad_offer", "Шукає працівників для роботи в Німеччині, допомагаємо з документами і житлом"],
      ["investment_testimonial", "Мій менеджер рахунку допоміг мені вивести 10 000 доларів"],
      ["advance_fee_fraud", "Ваш номер телефону виграв 300 000 гривень"],
      ["advance_fee_fraud", "Зв'яжіться з нашим агентом"],
      ["airdrop_giveaway", "Дарую 1 BTC першим 100 людям"],
    ]);
  });
  it("honest Ukrainian and Russian in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Можу дати контакт сантехніка, хороший",
      "Напишіть мені слово, яке вам подобається, для гри",
      "Приватний спеціаліст з ремонту допомагає недорого",
      "Замінив свою зарплату на фриланс, дохід менший",
      "Хочу поділитися можливістю: безкоштовні гуртки, які допомогла знайти сусідка",
      "Ігрова платформа для дітей з бонусами за уроки — хтось пробував?",
      "Робота в Польщі: допомагаємо з документами знайомим, безкоштовно",
      "Менеджер рахунку в банку допоміг закрити депозит",
      "Ваш номер виграв у розіграші школи, підійдіть до вчительки",
      "Ваш номер выиграл в розыгрыше школы, подойдите к учительнице",
      "Якщо ви втратили гроші через шахраїв, одразу пишіть заяву в поліцію і телефонуйте в банк.",
      "Дарую 2 квитки першим охочим на концерт",
    ]);
  });
});

describe("the ninety-eighth round: terse English spam", () => {
  it("fires the terse lines' kinds", () => {
    expectFires([
      ["drug_shop", "Plug available, discreet, DM"],
      ["engagement_services", "Selling aged accs, bulk price, dm"],
      ["adult_bot", "Spicy pics in my bio"],
      ["adult_bot", "OF leaks free, link in bio"],
      ["telegram_gift_bait", "Who needs Telegram Premium cheap?"],
      ["telegram_gift_bait", "Buying Stars, best rate, dm"],
    ]);
  });
  it("terse honest English in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Any plugs for a good barber?",
      "The USB plug available at the front desk is broken",
      "Selling my old accounts of Pokemon cards collection",
      "Spicy pics of the food festival in the group album",
      "A lot of leaks in the roof after the storm, free estimate from the roofer",
      "Telegram Premium cheap in Turkey if you change region?",
      "Buying stars for the kids' chart at school, best rate at Staples",
    ]);
  });
});

describe("the ninety-ninth round: terse Russian spam", () => {
  it("fires the terse lines' kinds", () => {
    expectFires([
      ["remote_work_offer", "Работа на дому, пиши +"],
      ["telegram_gift_bait", "Звёзды дёшево, пиши"],
      ["courier_drop_recruiting", "Куплю карты, дорого"],
      ["trading_signals", "Крипто сигналы 90%"],
      ["vpn_promotion", "VPN бесплатно, бот в профиле"],
      ["military_contract_recruiting", "Контракт, 3 млн сразу, лс"],
    ]);
  });
  it("terse honest Russian in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Работа на дому — это миф? Пишите, кто пробовал",
      "Звёзды дешево в этом кафе, пишите отзывы",
      "Куплю карту метро дорого? Нет, в кассе",
      "VPN бесплатно в боте школы? Нет, там только расписание",
      "Контракт на 3 млн сразу подписали с застройщиком, пишите если нужен юрист",
      "Куплю карты города, бумажные",
      "Контракт на квартиру подписали",
    ]);
  });
});

describe("a price the writer pays, read a little further back", () => {
  it("a sum within a few words after 'rent', 'membership', 'взнос' is no income", () => {
    expectFiresNot([
      ["earnings_promise", "Room for rent near campus, $600 a month, utilities included"],
      ["earnings_promise", "Членский взнос клуба 500 рублей в месяц"],
    ]);
    expectVerdicts("clean", [
      "Room for rent near campus, $600 a month, utilities included, text me",
      "Членский взнос клуба 500 рублей в месяц, оплата на карту казначея, реквизиты у меня",
    ]);
    expectFires([["earnings_promise", "Зарабатываю 150 000 рублей в месяц"]]);
  });
});

describe("the hundredth round: surzhyk and Russian mixed with English", () => {
  it("fires the mixed phrases", () => {
    expectFires([
      ["dm_invite", "Пишіть в лічку"],
      ["work_abroad_offer", "Робота в Польщі, зарплата от 1500 евро"],
      ["earnings_promise", "2-3 часа в день, от 50к"],
      ["contact_flow", "Join наш VIP канал"],
      ["contact_flow", "Забирай свои 500 USDT в боте"],
      ["telegram_gift_bait", "Зірки Telegram дешевше ніж у боті, пишіть"],
    ]);
  });
  it("honest mixed chat stays clean", () => {
    expectVerdicts("clean", [
      "Напиши в лічку, скину адресу",
      "Брат в Польщі, зарплата от 1500 евро, але важко",
      "2 часа в день от силы гуляю с собакой",
      "Join наш чат по футболу в субботу",
      "Зірки Telegram дешевше купувати в боті Fragment?",
    ]);
  });
});

describe("the hundred-and-first round: English romance and adult lures", () => {
  it("fires the lures", () => {
    expectFires([
      ["adult_bot", "I am a US soldier on a peacekeeping mission, widowed and looking for love"],
      ["adult_bot", "An engineer working on an offshore oil rig, looking for a honest woman"],
      ["adult_bot", "Looking for a serious relationship with a kind man, add me on WhatsApp"],
      ["adult_bot", "Check my profile for my pics"],
      ["adult_bot", "Live webcam show tonight, tokens for private shows"],
      ["adult_bot", "Massage with a happy ending, incall only"],
      ["adult_bot", "Add me on Snapchat for more, my username is in my bio"],
      ["adult_bot", "I sell custom content, any request"],
      ["adult_bot", "Wanna meet tonight? I'm nearby, message me"],
      ["adult_bot", "Best dating site for singles over 30, join free"],
    ]);
  });
  it("honest English on love, dating and cameras stays clean", () => {
    expectVerdicts("clean", [
      "My uncle served on a peacekeeping mission in Lebanon",
      "My grandpa was widowed young, looking for love took him years",
      "Feeling lonely since the move, check my profile for my running club",
      "The webcam show at the zoo is cute, pandas",
      "Private shows at the theatre for schools, book early",
      "Add me on Snapchat for more pics of the trip",
      "Wanna meet tonight for the game? Pub at 8",
      "I'm nearby, text me when you're at the station",
      "My friend works on an offshore oil rig, 2 weeks on 2 off",
      "Happy ending to the story, the dog was found!",
      "We make custom content for small businesses, logos and videos",
    ]);
  });
});

describe("the hundred-and-second round: the issue's kinds as ordinary Russian posts", () => {
  it("fires the phrases", () => {
    expectFires([
      ["fake_documents_data", "Больничный, медкнижку, быстро и с печатью"],
      ["fake_documents_data", "Нарисуем справку любую"],
      ["courier_drop_recruiting", "Нужны курьеры на доставку документов, оплата 5000 за выезд"],
      ["offer_assurance", "Всё анонимно"],
      ["betting_tipster", "Беру 90% матчей"],
      ["betting_tipster", "Прогнозы на футбол в моём канале"],
    ]);
  });
  it("honest Russian in the same words stays clean", () => {
    expectVerdicts("clean", [
      "Сделаем справку для бассейна в школе? Нет, только в поликлинике",
      "Документ с печатью нужен, пишите, если знаете где заверить",
      "Курьер привёз документы из банка, оплата не нужна",
      "Опрос анонимный, всё анонимно, не бойтесь",
      "Беру 2 билета на матч, кто со мной?",
      "Прогнозы погоды в моём канале, подписывайтесь",
    ]);
  });
});

describe("the hundred-and-fourth round: ordinary Uzbek posts", () => {
  it("reads a bank card bought, in both scripts", () => {
    expectFiresWithVerdict("spam", [
      ["courier_drop_recruiting", "Bank kartangizni sotib olaman, 1 million so'm beraman, lichkaga"],
      ["courier_drop_recruiting", "Банк картангизни сотиб оламан, 1 миллион сўм бераман, личкага"],
    ]);
    expectVerdicts("clean", ["Kartangizni qayerdan sotib oldingiz?", "Kartangizni sotib olaman desa ishonmang, firibgarlar"]);
  });
});

describe("the hundred-and-sixth round: ordinary Russian posts, a second batch", () => {
  it("reads the phone income shown and the lure who is nearby", () => {
    expectFires([
      ["earnings_promise", "Покажу, как я зарабатываю 100 000 в месяц на телефоне"],
      ["adult_bot", "Скучаешь? Я рядом и готова встретиться, пиши мне"],
    ]);
    expectVerdicts("clean", [
      "Зарабатываю 50 000 в месяц, на жизнь не хватает",
      "Скучаешь по лету? Я тоже, готова уже к морю",
      "Скучаешь? Я рядом, у подъезда, спускайся",
    ]);
  });
});

describe("the hundred-and-seventh round: ordinary English posts", () => {
  it("fires the Premium at half price and the daily profit; the testimonial needs the money after the name", () => {
    expectFires([
      ["telegram_gift_bait", "Get Telegram Premium for half price, 1 year only $15, DM me now"],
      ["investment_yield_pitch", "Earn 15% daily profit, withdraw anytime"],
      ["investment_testimonial", "Thanks to Mrs. Sarah I made $5,000 in a week"],
      ["investment_testimonial", "Thanks to my account manager I now earn $3,000 weekly"],
    ]);
    expectVerdicts("clean", [
      "My bank's account manager helped me set up a savings plan",
      "Thanks to Mr. Carter, the chemistry teacher, my son passed the exam",
      "Telegram Premium is half price in Turkey, lol",
      "Our fund had 2% daily returns volatility last year",
    ]);
  });
});

describe("the hundred-and-eighth round: ordinary Ukrainian posts", () => {
  it("fires the Ukrainian income, the crypto lesson and the simple scheme", () => {
    expectFires([
      ["earnings_promise", "Дохід від 20 000 грн на місяць, пиши в особисті"],
      ["earnings_promise", "Заробив на крипті 50 000 грн за тиждень, навчу безкоштовно"],
      ["easy_money_scheme", "Є проста схема заробітку без вкладень"],
    ]);
  });
  it("the twins each first cut read stay clean", () => {
    expectVerdicts("clean", [
      "Дохід від 20 000 грн на місяць у нас у школі мають тільки директори",
      "Заробив на крипті 5000 грн, а потім все втратив",
      "Навчу безкоштовно грати в шахи дітей у суботу",
      "Без вкладень гроші не ростуть, це ж очевидно",
      "Перші гроші сьогодні отримав на новій роботі!",
      "Знайомства в боті — це завжди фейк",
      "Банк з доходом 15% щодня? Таких не буває",
      "Проста схема проїзду до ЦНАПу в закріпі",
    ]);
  });
});

describe("the hundred-and-ninth to hundred-and-fourteenth rounds: new wordings, terse posts, long stories", () => {
  it("fires the Ukrainian kinds in their new words", () => {
    expectFires([
      ["home_assembly_work", "Шукаємо працівників на пакування косметики вдома, оплата за кожну коробку"],
      ["earnings_promise", "Знайшла спосіб заробляти 2-3 тисячі щодня не виходячи з дому"],
      ["loan_debt_help", "Гроші в борг під 0% на перший кредит, без дзвінків роботодавцю, оформлення онлайн"],
      ["fake_documents_data", "Медична довідка для водіїв за один день, без проходження лікарів"],
      ["courier_drop_recruiting", "Потрібні люди, які можуть відкрити ФОП або рахунок, оплата 3000 грн одразу"],
      ["telegram_gift_bait", "Роздача подарунків Telegram: натисни на бота і отримай ведмедика безкоштовно"],
      ["adult_bot", "Мила дівчина шукає чоловіка для приємних зустрічей, пиши мені"],
      ["crypto_exchange_offer", "Купуй USDT дешевше ринку, обмін без верифікації, велика ліквідність"],
      ["betting_tipster", "Безкоштовні прогнози на футбол з прохідністю 90%"],
      ["contact_flow", "Переходьте в наш канал, там безкоштовні прогнози на футбол"],
      ["job_scam_day_labour", "Терміново потрібні 3 чоловіки на вивантаження цементу, 1800 грн кожному"],
      ["wallet_phishing", "Ваша картка ПриватБанку заблокована, для розблокування перейдіть за посиланням"],
      ["fake_aid_payout", "Отримай державну виплату 6500 грн, заповни анкету в боті"],
      ["earnings_promise", "Хочеш дізнатися, як я заробила на машину за пів року?"],
      ["dm_invite", "Пиши слово «ХОЧУ»"],
    ]);
  });
  it("fires the Russian kinds in their new words", () => {
    expectFires([
      ["dm_invite", "Обучаем с нуля. Кому интересно — отметьтесь в комментах"],
      ["fake_documents_data", "Сделаем диплом любого вуза с занесением в реестр, оригинальные бланки"],
      ["courier_drop_recruiting", "Возьму в аренду вашу карту Тинькофф на пару недель"],
      ["courier_drop_recruiting", "Куплю дебетовки, дорого. Лс"],
      ["offer_assurance", "Возьму в аренду вашу карту на пару недель, оплата 15 000 сразу, всё безопасно"],
      ["telegram_gift_bait", "Раздаю телеграм-подарки первым 50 подписчикам"],
      ["adult_bot", "Мне 22, скучно одной вечером... загляни ко мне на страничку"],
      ["adult_bot", "Привeт) я тут новенькая, пиши"],
      ["adult_bot", "Досуг 24/7, фото реальные, в лс"],
      ["adult_bot", "Ищу с кем провести вечер, можно у меня"],
      ["earnings_promise", "Арбитраж USDT через P2P, чистыми 3-5% с круга"],
      ["fake_documents_data", "Нужна инфа по человеку? Адрес, родственники, счета, авто — всё найдём"],
      ["fake_documents_data", "Пробью кого угодно. Недорого"],
      ["fake_documents_data", "Права. Дипломы. Справки. Недорого. Лс"],
      ["earnings_promise", "Ищу курьеров на свой график, оплата каждый день от 6000, от 18 лет"],
      ["earnings_promise", "Кто хочет узнать как я закрыла ипотеку за год?"],
      ["earnings_promise", "Кто хочет +10к к зп? Пишите"],
      ["brand_giveaway_phishing", "Поздравляем! Ваш аккаунт выбран для получения подарка от Wildberries"],
      ["easy_money_scheme", "Есть тема на 💸. Кому надо - в лс"],
      ["gambling", "Занос x500 🎰 ссылка в био"],
      ["job_scam_day_labour", "Грузчики сегодня, 3к, лс"],
      ["grey_services", "Продаю Telegram аккаунты с отлёжкой, опт и розница"],
      ["dm_invite", "Сегодня мой доход 150 тысяч в месяц. Оставлю его контакт в комментариях"],
      ["investment_yield_pitch", "Предлагаем надёжное вложение средств в строительство"],
      ["mlm_partner_recruiting", "Доход с первого месяца, путешествия, автомобиль от компании"],
      ["advance_fee_fraud", "Ваш приз — 50 000 рублей. Для получения оплатите доставку и комиссию 390 рублей"],
      ["dm_invite", "Пиши, не стесняйся, отвечу всем"],
      ["wallet_phishing", "Ваша карта заблокирована, для разблокировки перейдите по ссылке"],
    ]);
  });
  it("fires the English kinds in their new words", () => {
    expectFires([
      ["mlm_partner_recruiting", "Looking for 10 serious people to join my online team, no selling"],
      ["earnings_promise", "No selling, flexible hours, $500+ weekly"],
      ["adult_bot", "Bored tonight? Come chat with me privately, link on my profile"],
      ["dm_invite", "Come chat with me privately"],
      ["gambling", "They give $50 free on this slot site for signing up"],
      ["gambling_promo", "Just hit $3,400 on this new slot site, they give $50 free"],
      ["brand_giveaway_phishing", "We are celebrating 1M users! First 500 people get $100 in USDT"],
      ["airdrop_giveaway", "First 500 people get $100 in USDT, register now"],
      ["support_impersonation", "Dear user, your wallet has been flagged"],
      ["wallet_phishing", "Please validate it within 24 hours to avoid suspension"],
      ["contact_flow", "Next 100x gem launching in 2 hours, contract address in my channel"],
      ["telegram_gift_bait", "Buy Telegram Stars cheaper than in the app"],
      ["adult_bot", "Meet verified women in your city tonight, join free"],
      ["fake_aid_payout", "A $7,500 government grant, no repayment needed, apply through my link"],
      ["contact_flow", "Apply through my link"],
    ]);
  });
  it("reads Uzbek free Premium and work from home", () => {
    expectFires([
      ["telegram_gift_bait", "Bepul Telegram Premium olish uchun botga kiring"],
      ["remote_work_offer", "Uydan ishlash imkoniyati, oyiga 10 mln so'mgacha"],
    ]);
  });
  it("the twins each first cut read stay clean", () => {
    expectVerdicts("clean", [
      "Досуг для детей летом: лагерь или дача?",
      "Скучно одной вечером, может кто в кино сходит?",
      "Провести вечер можно у меня, приходите на настолки",
      "Жми старт в боте школы, там расписание",
      "Без дзвінків роботодавцю не обійтися, треба довідка",
      "Довідку дали без проходження лікарів, тільки терапевт",
      "Отримати державну допомогу при народженні можна в ЦНАП",
      "Потрібні люди відкрити ФОП? Питаю для бухгалтерії",
      "Мила дівчина шукає чоловіка, який знайшов її гаманець",
      "Вы стали победителем розыгрыша школы, подойдите к учителю",
      "Вклад в Сбере доходностью 18% годовых, минимальная сумма 50 000, норм?",
      "We need serious people to join our team of volunteers",
      "Please update the app within 24 hours to avoid suspension of old versions",
      "Telegram Premium is cheaper in Turkey",
      "Обмен без верификации — это риск, не советую",
      "Оставьте заявку на сайте, менеджер свяжется с вами по доставке мебели",
      "Вивантаження меблів у суботу, 1500 грн на всіх, хто допоможе?",
      "Оплата каждый день от 2000 — это где такое?",
      "Есть тема, кому интересно — обсудим в личку, про субботник",
      "Dear user, your account was flagged by mistake, we apologise — the support team",
      "Hit 500 on the slot app but lost it all, never again",
      "Кто идёт на субботник, отметьтесь в комментариях",
      "Оставлю его контакт в комментариях, это наш сантехник, хорошо сделал",
      "Информация по человеку, который потерял кошелёк, есть в закрепе",
      "Возьму в аренду машину на выходные",
      "Фото реальные, квартира как на фото, сдаю на долгий срок",
      "Карта заблокирована, в банке сказали перейти на новую, по ссылке в приложении",
      "Ваша картка заблокована? Мою теж заблокували, йду у відділення",
      "Жми на ник, чтобы ответить человеку",
    ]);
  });
});

describe("the hundred-and-fifteenth to hundred-and-nineteenth rounds: 2025 trades, Ukrainian with the call, the Telegram economy", () => {
  it("fires the kinds in their new words", () => {
    expectFires([
      ["income_course_funnel", "Обучу арбитражу трафика с нуля"],
      ["earnings_promise", "Первые деньги через 3 дня, осталось 5 мест"],
      ["courier_drop_recruiting", "Нужны люди для верификации аккаунтов на биржах, 2000 за аккаунт"],
      ["trading_signals", "Сигналы на фьючерсы от профессионального трейдера, 80% прибыльных сделок"],
      ["airdrop_giveaway", "Капает по 2-3 тысячи в день, делюсь бесплатно с первыми"],
      ["easy_money_scheme", "Нашёл лазейку в одном приложении"],
      ["telegram_gift_bait", "Меняю звёзды Telegram на рубли по лучшему курсу"],
      ["offer_assurance", "Меняю по лучшему курсу, быстро, без обмана"],
      ["adult_bot", "Hey handsome, I'm new here and looking for fun, check my profile"],
      ["remote_work_offer", "Work from home assistants, $45/hr, no interview, apply today"],
      ["earnings_promise", "Need people with bank accounts to receive payments, keep 10% of every transfer"],
      ["cloud_mining_tap_earn", "Earn TON by tapping, link in bio"],
      ["dm_invite", "Giving away 1000 USDT, just follow and DM 'WIN'"],
      ["earnings_promise", "Робота для студентів, оплата від 800 грн щодня, пишіть у приватні"],
      ["earnings_promise", "Дохід від 25 000 грн, навчання безкоштовне, пишіть"],
      ["easy_money_scheme", "Є тема заробітку, 10 хвилин на день, від 500 грн"],
      ["dm_invite", "Хто хоче — ставте плюс"],
      ["fake_documents_data", "Права будь-якої категорії без навчання та іспитів, вносимо в базу МВС"],
      ["adult_bot", "Скучаю одна вечорами, напиши мені, познайомимось ближче"],
      ["dm_invite", "Напиши мені"],
      ["investment_yield_pitch", "Інвестиції в криптовалюту під 10% на тиждень"],
      ["draft_evasion_services", "Зняття з розшуку ТЦК, оновлення даних в Обереґ"],
      ["telegram_gift_bait", "Продаю зірки Telegram дешевше, ніж в офіційному боті"],
      ["fake_aid_payout", "Вам нарахована компенсація 8000 грн від Ощадбанку, отримайте за посиланням"],
      ["job_scam_day_labour", "Допомогти з переїздом, 1500 грн кожному"],
      ["adult_bot", "👉 Девочки твоего города 👈 тут: ищи бота в профиле"],
      ["vpn_promotion", "Бесплатный VPN без ограничений, скорость 1 Гбит, жми в бота"],
      ["earnings_promise", "Ishonchli investitsiya, oyiga 30% foyda"],
      ["cloud_mining_tap_earn", "Инвестируй в майнинг-ферму и получай 2% ежедневно"],
      ["investment_yield_pitch", "Получай 2% ежедневно, вывод от 10$"],
      ["job_offer", "Ищем амбассадоров для крипто-проекта, платим токенами и USDT"],
    ]);
  });
  it("the twins each first cut read stay clean", () => {
    expectVerdicts("clean", [
      "Обучение арбитражу трафика — это вообще законно?",
      "Первые деньги через 3 дня после запуска магазина пришли, ура",
      "Платим токенами за обеды в столовой, смешно",
      "Люди для верификации аккаунтов нужны в банке, там очередь",
      "Заходи в мой канал про рыбалку, там фото улова",
      "Делюсь бесплатно с первыми пятью рассадой помидоров",
      "Нашли лазейку в заборе, дети лазят, надо заделать",
      "Меняю звёзды на рубли? Как это вообще работает?",
      "Продам велосипед быстро, без обмана, всё как на фото",
      "Looking for fun things to do this weekend, check my profile for my city",
      "Claim on the website for the refund, the airline said",
      "Join before it goes private? What is this group about",
      "No interview required for the volunteer program, apply today",
      "Keep 10% of every paycheck for savings, best advice",
      "Earn coins by tapping? Sounds fake",
      "Just follow and comment to enter the school raffle",
      "Оплата від 800 грн щодня — це нормальна зарплата для студента?",
      "Дохід від 25 000 грн, навчання за рахунок компанії, вакансія в АТБ, пишіть",
      "Є тема заробітку на зборах, хто знає?",
      "Хто хоче на шашлики — ставте плюс",
      "Права без навчання не дадуть, не вірте",
      "Вносимо дані в базу бібліотеки, приходьте з паспортом",
      "Познайомимось ближче на зборах батьків у четвер",
      "Напиши мені, коли будеш вдома",
      "Кредит під 20% на рік, це нормально?",
      "Зняття з обліку в ТЦК після 60 років автоматичне?",
      "Продаю зірки для ялинки, дешево",
      "Вам нарахована компенсація за світло? Мені ні",
      "По 500 грн кожному, пишіть, хто здає на подарунок вчительці",
      "Девочки нашего города, кто идёт на фитнес?",
      "Ранний вход в музей для пенсионеров бесплатно",
      "VPN без ограничений бывает только платный",
      "Oyiga 30% foyda? Bu firibgarlik",
      "Майнинг ферма у соседа шумит",
      "Получай 2% кэшбэка ежедневно с картой",
      "Ищем амбассадоров бренда для фестиваля, пишите",
      "Первый кредит под 0% брали на холодильник, рассрочка от магазина",
      "Хотите +5к к зарплате — учите английский, серьёзно",
      "Предлагаем вложение средств родительского комитета в новый проектор",
    ]);
  });
  it("an explainer of a scam is a warning, not the scam", () => {
    expectFires([
      ["scam_warning", "A classic example of a longstanding cryptocurrency scam known as the giveaway fraud"],
      ["scam_warning", "Scammers promise that if you send ETH to a specific address you get double back"],
      ["scam_warning", "Red Flag #4: the 'Send 1, Get 2' giveaway"],
      ["scam_warning", "Unregulated and risky. Do not deposit funds or share private keys"],
    ]);
    expectVerdicts("clean", [
      "REPORT: #Cryptoform Unregulated and risky. Do not deposit funds or share private keys. Keep records and seek help only from verified recovery experts.",
    ]);
  });
});

describe("the hundred-and-twentieth to hundred-and-twenty-fourth rounds: ordinary posts, job scams, crypto and DM bait", () => {
  it("an hour's wage is no earnings promise and no day labour: an employer's or a student's words", () => {
    expectVerdicts("clean", [
      "Требуется продавец в магазин у дома, оплата 250 в час",
      "В Макдональдсе оплата 400 в час, норм для студента",
      "Нужен репетитор по математике, оплата 1000 в час",
    ]);
    // a shift's pay still reads as the kind's ("Оплата 3000 смена" in a labourers' call)
    expectFires([["earnings_promise", "Срочно нужны разнорабочие, оплата 3000 смена, звоните"]]);
  });
  it("fires the kinds in their new words", () => {
    expectFires([
      ["paid_tasks", "Яндекс приглашает на подработку: оценка поисковой выдачи, 500₽ в час, пишите"],
      ["fake_documents_data", "Медицинские справки, больничные листы, водительская справка — официально, с доставкой"],
      ["dm_invite", "Хочешь пообщаться? Мои фото у меня в профиле"],
      ["adult_bot", "Привет, красавчик 😘 хочешь пообщаться?"],
      ["adult_bot", "Привіт, красунчику 😘 хочеш поспілкуватися?"],
      ["cloud_mining_tap_earn", "Bitcoin mining contract available, earn daily payouts"],
      ["recovery_referral", "Contact this expert who helped me recover everything"],
      ["offer_assurance", "I'm giving $500 to the first 20 people who message me, no tricks"],
      ["mlm_partner_recruiting", "Want to be your own boss? Join my team and start earning passive income"],
      ["support_impersonation", "Your account has been suspended due to unusual activity, click here"],
      ["telegram_gift_bait", "Cheap Telegram Premium and Stars, best prices, message me"],
      ["work_abroad_offer", "Запрошуємо на роботу в Польщу, склад, оплата від 25 злотих за годину"],
      ["earnings_promise", "Хочеш заробляти з телефону?"],
      ["earnings_promise", "Навчу заробляти на криптовалюті з нуля"],
      ["courier_drop_recruiting", "Потрібна людина з карткою Монобанку для прийому переказів, хороша оплата"],
      ["fake_documents_data", "Знайду будь-яку людину за номером телефону або фото"],
      ["airdrop_giveaway", "Є робоча схема на маркетплейсах, покажу безкоштовно першим 10"],
      ["draft_evasion_services", "Допоможемо з відстрочкою від мобілізації, офіційно"],
      ["job_scam_day_labour", "Ищу помощников на переезд в субботу, 3 часа работы, 4000 на каждого, в личку"],
      ["earnings_promise", "Ищу 3 человек, которые хотят изменить жизнь и выйти на новый доход"],
      ["earnings_promise", "Не работаю по найму уже 2 года, живу на доход из интернета"],
      ["earnings_promise", "Сегодня заработал 12 500 за пару часов. Поделюсь, как"],
      ["earnings_promise", "Работаю с телефона 2 часа в день и получаю больше, чем на заводе. Интересно?"],
      ["earnings_promise", "Ищу напарника в проект, вложений не нужно, доход делим пополам, лс"],
      ["job_offer", "Ищу напарника в проект, вложений не нужно"],
      ["courier_drop_recruiting", "Ищу партнёров для работы с переводами, ваш процент 3-5%"],
      ["dm_invite", "Кто готов зарабатывать от 5к в день, отпишитесь + я вам напишу"],
      ["dm_invite", "Хочешь так же? Пиши"],
      ["dm_invite", "Дарю курс по трейдингу тем, кто напишет мне «хочу»"],
      ["recovery_referral", "Верну деньги, потерянные на бирже или у мошенников"],
      ["remote_work_offer", "Девочки, кто хочет работать из дома и получать от 60 тысяч?"],
      ["trading_signals", "Скину бесплатно сигналы на завтра"],
    ]);
  });
  it("the twins each first cut read stay clean", () => {
    expectVerdicts("clean", [
      "Оценка поисковой выдачи — это Толока, платят копейки",
      "Больничные листы теперь электронные, справку не надо",
      "Мои фото с отпуска в профиле, смотрите",
      "Привет, котик, как дела в школе?",
      "The mining contract with the city ended last year",
      "Minimum deposit $100 for the apartment, message the landlord",
      "Contact the expert who helped me recover my hard drive data",
      "No tricks, just a simple recipe",
      "Join our team of volunteers, we earn nothing but smiles",
      "Cheap Telegram Premium in Turkey, is it legit?",
      "Запрошуємо на роботу в Польщі друзів? Питаю для сестри",
      "Хочеш заробляти з телефону? Не ведись, це шахраї",
      "Перші результати через тиждень тренувань помітні",
      "Для прийому переказів з-за кордону відкрила рахунок",
      "Знайду будь-яку людину, яка допоможе з ремонтом?",
      "Покажу безкоштовно першим 10 дітям, як малювати",
      "Допоможемо з відстрочкою студентам — звертайтеся в деканат",
      "3 часа работы, 4000 на каждого — это много для грузчиков?",
      "Кто хочет подзаработать завтра — в школе субботник, не оплачивается",
      "Оплата ежедневно без опыта — где такое бывает?",
      "Работаю 8 часов в день, 40 000 в месяц, без опыта взяли",
      "Хочу выйти на новый уровень в спорте",
      "Изменить свою жизнь помог спорт, доход тут ни при чём",
      "Не работаю по найму, у меня своё ИП, доход небольшой",
      "Заработал 2000 за пару часов на разгрузке, устал",
      "Получаю больше, чем на заводе, но работаю больше",
      "Доход делим пополам с женой, так удобнее",
      "Работа с переводами текстов, ваш процент от заказа обсуждается",
      "Отпишитесь, кто придёт, я вам напишу адрес",
      "Тем, кто напишет мне «хочу», пришлю фото щенков",
      "Верну деньги за билеты, если не пойдёте",
      "Работать из дома и получать удовольствие — мечта",
      "Ищу напарника в проект по настольным играм",
      "Бесплатные сигналы светофора для слепых установили",
      "Потрібна людина з карткою для прийому переказів з сайту, платіжка зламалась",
    ]);
  });
});

describe("the honest set wages_chat: a wage or a sum made is a family's or an employer's", () => {
  it("a sum made needs what the boast goes on to (a time, a source, a share); a tutor's hourly price is a price", () => {
    expectVerdicts("clean", [
      "My son earned $500 this summer mowing lawns, proud of him",
      "I got $500 for my old laptop",
      "made $300 selling cookies at the fair",
      "I tutor math for $30 an hour, message me if your kid needs help",
      "Piano lessons $35 an hour",
      // two rules of one kind read "makes me $200 a week" (it was `spam` 76)
      "My side hustle is walking dogs, makes me $200 a week",
    ]);
    expectFires([
      ["investment_testimonial", "I invested $500 with Mrs. Sarah and received $6,500 in just 7 days"],
      ["investment_testimonial", "I have made $30,000 US dollars during the last 2 weeks with the help of @FxAnthony"],
      ["investment_testimonial", "With an investment of 200$ I have made $1,850 now am out of debt"],
      ["investment_testimonial", "Got $1,200 profit today thanks to his signals"],
      ["earnings_promise", "Earn $40 an hour from home, message me"],
    ]);
  });
});

describe("the hundred-and-twenty-fifth to hundred-and-twenty-seventh rounds and the money-talk sets", () => {
  it("money talk stays clean: a past receipt, a refund, tips, a member's own loan", () => {
    expectVerdicts("clean", [
      "Сын на подработке в кафе получил 15 тысяч за месяц",
      "Received $250 from the insurance for the cracked windshield",
      "Withdrew $300 from the ATM and it charged me $5 fee",
      "Earned $150 in tips last night, busy Friday",
      "My loan got approved, finally buying the car",
    ]);
    expectFires([
      ["earnings_promise", "Получаю 150 тысяч в месяц с телефона, пиши"],
      ["investment_testimonial", "I made $5,000 in a week with her signals"],
      ["investment_testimonial", "I withdrew $12,000 from my portfolio yesterday thanks to Mrs Anna"],
      ["loan_debt_help", "Loans approved in 24 hours, no collateral"],
    ]);
  });
  it("fires the kinds in an office's register and in English", () => {
    expectFires([
      ["fake_aid_payout", "Пенсионный фонд: вам положена доплата к пенсии 12 000 ₽, проверьте право в боте"],
      ["fake_aid_payout", "Державна програма підтримки: виплата 6500 грн кожному, перевір право в боті"],
      ["fake_aid_payout", "Дія: нова виплата ВПО 3000 грн, оформлення через бот"],
      ["fake_aid_payout", "Повернення переплати за комуналку, перевірте суму в нашому боті"],
      ["wallet_phishing", "Уважаемый абонент! Ваш номер будет заблокирован через 24 часа"],
      ["wallet_phishing", "Шановний абоненте! Ваш номер буде заблоковано через 24 години"],
      ["parcel_fee_phishing", "Нова пошта: ваша посилка затримана, сплатіть зберігання 80 грн за посиланням"],
      ["earnings_promise", "Партнерська програма банку: 500 грн за кожного клієнта, виплати щодня"],
      ["earnings_promise", "Партнёрская программа: 2000 ₽ за каждого приведённого клиента, выплаты ежедневно"],
      ["earnings_promise", "Стань постачальником на Rozetka, наші учні заробляють від 80 000 грн"],
      ["earnings_promise", "Відділ кадрів: дохід від 30 000 грн, анкета в особистих"],
      ["investment_yield_pitch", "Инвестиции от 10 000 ₽ с доходностью 30% в месяц"],
      ["investment_yield_pitch", "Інвестиції від 5000 грн з дохідністю 25% на місяць"],
      ["military_contract_recruiting", "Контракт 18-24: 1 000 000 грн одразу, допоможемо оформити швидко"],
      ["offer_assurance", "Вернём деньги за навязанную страховку, оплата после возврата"],
      ["offer_assurance", "Повернемо гроші за страховку по кредиту, оплата після результату"],
      ["advance_fee_fraud", "Робота з текстами вдома, вступний внесок 200 грн за навчання"],
      ["advance_fee_fraud", "Online job available, small registration fee of $25 required"],
      ["dm_invite", "Remote assistant role, $600 weekly, just reply 'interested' below"],
      ["dm_invite", "Giving away 10 iPhones, just like, share and comment 'DONE'"],
      ["earnings_promise", "I help beginners make their first $1,000 in crypto within 30 days"],
      ["earnings_promise", "Members earn 8% weekly on their deposits"],
      ["betting_tipster", "Today's sure bet: 3 games, odds 12.5, 100% fixed"],
      ["gift_card_payment", "Buying Steam and Apple gift cards at 90% rate, instant payment"],
      ["adult_bot", "Hi dear, I saw your profile and you seem nice"],
      ["adult_bot", "Check out my exclusive content, 50% off today only, link in my bio"],
      ["hacking_services", "Hacked Instagram? I can restore your account in 2 hours, contact me"],
    ]);
  });
  it("the twins each first cut read stay clean", () => {
    expectVerdicts("clean", [
      "Проверьте право на льготу в МФЦ, в боте Госуслуг не работает",
      "Перевірте право на субсидію в ЦНАП, бот не працює",
      "Виплата 3000 грн, оформлення через бот Дії — це правда чи фейк?",
      "Перевірте суму за комуналку в боті ОСББ, там рахунки",
      "Ваш номер будет заблокирован? Мне тоже такое пришло, это мошенники",
      "Посилка затримана на митниці, сплатіть мито — так і було, заплатила 200 грн",
      "За каждого приведённого друга в спортзал дают неделю бесплатно",
      "Наши ученики зарабатывают больше нас, учителей, лол",
      "500 грн за кожного друга в бонусах Сільпо? Круто",
      "Вклад с доходностью 16% в год, пополняемый",
      "Контракт на аренду допоможемо оформити швидко, пишіть агенту",
      "Оплата после результата — так работают нормальные юристы",
      "Вступительный взнос в ТСЖ 500 рублей, собираем до пятницы",
      "Registration fee for the marathon is $25, sign up by Friday",
      "Reply interested if you want to join the book club",
      "Like, share and comment on our charity post please",
      "I want to make my first $1,000 from the bakery this month",
      "Sure bet the trains will be late tomorrow lol",
      "Buying gift cards for the teachers, who wants to chip in?",
      "I saw your profile on LinkedIn, nice work on the project",
      "Exclusive content for members of the museum, link in the newsletter",
      "How do I recover your account password? Asking for my mom",
    ]);
  });
});

describe("giving away: money and prizes, not a neighbour's things", () => {
  it("fires on money, coins and prizes given away, not on clothes or kittens", () => {
    expectFires([
      ["airdrop_giveaway", "Giving away 10 iPhones to my followers"],
      ["airdrop_giveaway", "Giving away 1000 USDT to 10 lucky members"],
      ["airdrop_giveaway", "Devs are now giving away supply to anyone who talks in chat"],
    ]);
    expectVerdicts("clean", ["Giving away baby clothes, message me if you want them", "Giving away 3 kittens, DM me"]);
  });
});

describe("the hundred-and-thirtieth and hundred-and-thirty-first rounds: ordinary Russian posts and 2025 slang", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["loan_debt_help", "Закрою ваши микрозаймы и кредиты, законно, без суда"],
      ["telegram_gift_bait", "Дарю подарки в Telegram всем, кто подпишется на мой канал"],
      ["airdrop_giveaway", "Дарю подарки всем, кто подпишется на мой канал"],
      ["fake_documents_data", "Ищу человека по фото и номеру, узнаю адрес и место работы"],
      ["fake_documents_data", "Пробей кого хочешь, от 500р, лс"],
      ["easy_money_scheme", "Кто за лавэ без напряга? Пиши"],
      ["easy_money_scheme", "Кому нужен кэш — пиши, научу"],
      ["adult_bot", "Скучно? Залетай ко мне в профиль"],
      ["trading_signals", "Го в мой канал, там сигналы на иксы"],
      ["earnings_promise", "Набор в команду, 18+, бабки сразу, лс"],
      ["offer_assurance", "Сделаю любую справку, быстро, без палева"],
      ["gambling", "Заносы каждый день 🎰 ссылка на канал в био"],
    ]);
  });
  it("the twins each first cut read stay clean", () => {
    expectVerdicts("clean", [
      "Могу скинуть номер сантехника, хороший",
      "Знаю хорошего мастера по ремонту обуви, могу скинуть номер",
      "Дам в долг 500 до завтра, если кому срочно, соседка",
      "Закрою вопрос с кредитом сама, спасибо",
      "Дарю подарки детям в Telegram-чате школы на конкурсе",
      "Узнаю адрес поликлиники и напишу",
      "Бабки без напряга не бывают",
      "Залетай ко мне в гости, чай попьём, соседка",
      "Сигналы на иксы — это что вообще?",
      "Бабки сразу потратил на ремонт",
      "Без палева пришёл на день рождения — сюрприз удался",
      "Заносы на канале возле моста, осторожно",
    ]);
  });
});

describe("the hundred-and-thirty-second to hundred-and-thirty-seventh rounds: adverts in bullets, spam replies, English and Ukrainian", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["fake_documents_data", "📄 Дипломы 📄 Аттестаты ✅ Реальные бланки ✅ Проводка по базе 📲 пишите"],
      ["courier_drop_recruiting", "💳 Покупаю карты 💳 Сбер, Тинькофф, Альфа 💰 До 10 000₽ за карту"],
      ["adult_bot", "🔞 Девушки твоего города 🔞 Реальные фото 💋 Анонимно"],
      ["dm_invite", "Кстати, кому нужен доп. доход — пишите, подскажу"],
      ["remote_work_offer", "Кому нужен доп. доход с телефона"],
      ["contact_flow", "Кто ещё не в теме — у меня в профиле ссылка"],
      ["contact_flow", "Интересное обсуждение 👍 кому надо — жми на аву"],
      ["gambling_promo", "Ахах, жиза 😂 кстати, я вчера на слотах 30к поднял, промик в профиле"],
      ["fake_documents_data", "Кто звонил с незнакомого номера — пробиваю за 10 минут, обращайтесь"],
      ["adult_bot", "Мальчики, а кто меня развлечёт сегодня? 😏 пишите в лс"],
      ["adult_bot", "А мне скучно, напишите кто-нибудь, фото в профиле"],
      ["easy_money_scheme", "А я вот нашла способ зарабатывать из дома, кому интересно — в личку"],
      ["easy_money_scheme", "Кто хочет узнать, как я закрыл ипотеку за год, пишите"],
      ["easy_money_scheme", "Кто хочет так же зарабатывать на арбитраже — лс"],
      ["earnings_promise", "Нашёл тему, как делать 5-7к в день"],
      ["earnings_promise", "Теперь 70к в месяц из дома"],
      ["easy_money_scheme", "Made $1,200 this week from my phone, no skills needed. Ask me how"],
      ["investment_testimonial", "My portfolio is up 340% since January thanks to one signal group"],
      ["adult_bot", "Hey, I'm new here and kinda lonely, anyone wanna chat? Check my profile"],
      ["gambling_promo", "200 free spins, no deposit needed"],
      ["courier_drop_recruiting", "Need people with a Cash App or Chime account, easy $300 a day"],
      ["courier_drop_recruiting", "Just receive and send the money, $300 a day"],
      ["earnings_promise", "Онлайн-робота, від 800 грн щодня, деталі в приват"],
      ["adult_bot", "Привіт, мені нудно одній ввечері, напиши мені, фото в профілі"],
      ["remote_work_offer", "Дівчата в декреті, хочете додатковий дохід?"],
      ["easy_money_scheme", "Розкажу, як я заробляю, пишіть"],
      ["remote_work_offer", "Доп.доход.с.телефона.пиши.в.лс"],
    ]);
  });
  it("the twins of the new phrases stay clean", () => {
    expectVerdicts("clean", [
      "Если нужна помощь с субсидией — пишите, подскажу",
      "Подработка с телефона — это развод, не ведитесь",
      "У меня в профиле канал про рыбалку, заходите",
      "Промик на такси кто-нибудь даст?",
      "Пробиваю товар на кассе уже 8 лет, устала",
      "Кто меня развлечёт в очереди к врачу? 😅",
      "Мне скучно на больничном, напишите, какой сериал посмотреть",
      "Нашла способ экономить на продуктах, делюсь",
      "Расскажу, как я закрыла ипотеку досрочно: откладывала 30% зарплаты",
      "Делаю 10к шагов в день",
      "Проводки по базе 1С не сходятся, кто поможет?",
      "Покупаю карты покемонов, у кого есть?",
      "Девушки нашего района, кто ходит на йогу?",
      "No experience needed, ask me how to join the choir",
      "My portfolio is up 12% this year, index funds only",
      "I'm lonely since my wife passed, the chat helps, thanks everyone",
      "The promo code in my bio is for my bakery, 10% off",
      "Anyone with a PayPal account can pay me for the tickets",
      "I receive and send packages for neighbours when they travel",
      "Ціни від 800 грн щодня в готелі біля моря",
      "Мені нудно, напишіть, хто йде гуляти",
      "Розкажу, як я заробила на продажу речей 2000 грн",
    ]);
  });
});

describe("the hundred-and-thirty-eighth to hundred-and-fortieth rounds: Kazakh and Kyrgyz in other words, spam replies again", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["earnings_promise", "Онлайн менеджер керек, жалақы күн сайын, 18 жастан бастап"],
      ["earnings_promise", "Күнделікті табыс 8000 теңгеден"],
      ["earnings_promise", "Онлайн иш, айлык күн сайын, 18 жаштан жогору"],
      ["dm_invite", "Толық ақпарат жеке чатта"],
      ["dm_invite", "Толук маалымат жеке чатта"],
      ["loan_debt_help", "Кредит тарихы нашар болса да несие рәсімдеп беремін"],
      ["loan_debt_help", "Кредит тарыхы начар болсо да кредит алып берем"],
      ["gambling_promo", "Ставкадан бүгін 150 мың түсірдім, сілтеме профильде"],
      ["adult_bot", "Кешкі уақытта жалғыз отырған жігіттер, суреттерім профильде"],
      ["adult_bot", "Кечинде жалгыз отурган жигиттер, сүрөттөрүм профилде"],
      ["courier_drop_recruiting", "Аударым қабылдап бересіз, әр аударымнан 10% сізге"],
      ["courier_drop_recruiting", "Которууларды кабыл аласыз, ар бир которуудан 10%"],
      ["easy_money_scheme", "Айына 300 мың табудың оңай схемасы бар, плюс қойыңыз"],
      ["easy_money_scheme", "Айына 50 миң сом табуунун жеңил схемасы бар"],
      ["fake_documents_data", "086 анықтама, дәрігерге бармай-ақ, жеткізу тегін"],
      ["remote_work_offer", "Үйден жұмыс істегісі келетін қыздар бар ма?"],
      ["remote_work_offer", "Үйдөн отуруп иштегиси келгендер барбы?"],
      ["job_offer", "Тоже так думаю. Если кто ищет удалёнку — у нас в команде есть места"],
      ["dm_invite", "Сам уже полгода зарабатываю, кому интересно — загляни в профиль"],
      ["earnings_promise", "Сам уже полгода зарабатываю на крипте, кому интересно"],
      ["adult_bot", "Здесь есть кто живой? 😏 мне одиноко, напиши мне"],
      ["adult_bot", "Мальчики, кто хочет пообщаться поближе? 🔥 жду в лс"],
      ["fake_documents_data", "Если надо найти человека по номеру или фото — помогу"],
      ["contact_flow", "Кстати, в моём профиле бот, который дарит звёзды"],
      ["job_scam_day_labour", "Кому нужна работа с ежедневной оплатой — напишите мне"],
      ["easy_money_scheme", "А я наконец-то нашла, как зарабатывать онлайн"],
      ["dm_invite", "Нашла, как зарабатывать онлайн, делюсь в личке"],
      ["investment_yield_pitch", "Теперь 15% в месяц на крипте, могу показать как"],
      ["easy_money_scheme", "Btw, anyone looking to earn from home, I can show you how, DM me"],
      ["earnings_promise", "My company is hiring remote assistants, $35/hr, inbox me"],
      ["easy_money_scheme", "This is why I quit my 9-5. Found a legit way to make $500 a day"],
      ["adult", "lol this chat is so boring, anyone wanna have fun tonight? check my bio"],
      ["contact_flow", "Btw my bot is giving free Telegram Premium and Stars today"],
    ]);
  });
  it("the twins of the new phrases stay clean", () => {
    expectVerdicts("clean", [
      "Жалақы күн сайын емес, айына бір рет береді",
      "Айлык күн сайын эмес, айына бир жолу",
      "Несие тарихы нашар болса, банк бермейді екен",
      "Жігіттер, ертең футбол, маған жазыңдар кім келеді",
      "Жигиттер, эртең футбол, мага жазгыла ким келет",
      "Картасы бар адамдар керек емес, қолма-қол төлейміз",
      "Анықтаманы дәрігерге бармай алу мүмкін емес",
      "18 жастан бастап дауыс береді",
      "Сижу дома с ребёнком, ищу подработку пару часов в день",
      "Кому интересно, загляните в профиль группы, там расписание",
      "Мне скучно, напиши мне, как дела у вас с погодой",
      "Познакомиться поближе с соседями — хорошая идея",
      "Нашла, как заработать на отпуск — продала старую мебель",
      "Как найти человека по номеру телефона? Помогите, потерялась бабушка",
      "Могу показать как настроить роутер",
      "I can show you how to fix the sink, DM me a photo",
      "Is there a legit way to make money online?",
      "Anyone wanna have fun tonight? Bowling at 8",
      "My bot is giving errors again, check the logs",
    ]);
    expectVerdicts("clean", ["В мастерскую нужны помощники в изготовлении маскхалатов, опыт не нужен, всему научим"]);
  });
});

describe("the hundred-and-forty-first and hundred-and-forty-second rounds: Kazakh and Kyrgyz once more, Ukrainian spam replies", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["earnings_promise", "Қыздар, үйде отырып айына 400 мыңға дейін табуға болады, қызықсаңыз жазыңыз"],
      ["earnings_promise", "Ақшаға зәру болсаңыз, салымсыз табыс көзі бар"],
      ["earnings_promise", "Жұмыс есть, күніне 15к, пишите лс"],
      ["earnings_promise", "Ишке чакырабыз! Курьер, күн сайын төлөм, директке жазыңыз"],
      ["gambling_promo", "Казино ойнап күніне 50 мың табамын"],
      ["gambling_promo", "Казинодо ойноп күнүнө 5 миң сом табам"],
      ["loan_debt_help", "Несие алу қиын болса, көмектесемін"],
      ["loan_debt_help", "Кредит алуу кыйын болсо жардам берем"],
      ["investment_yield_pitch", "Биткоинге 50 000 теңге салып, бір аптада 300 000 алдым"],
      ["dm_invite", "До речі, кому потрібна допомога з заробітком — пишіть, підкажу"],
      ["dm_invite", "Нарешті знайшла, як заробляти онлайн, ділюся в особистих"],
      ["gambling_promo", "Ахах, жиза 😂 я вчора на слотах 15 тисяч підняв, промокод у профілі"],
      ["adult_bot", "А мені сумно, напишіть хтось, фото в профілі"],
      ["adult_bot", "Хлопці, а хто мене розважить сьогодні? 😏 пишіть в лс"],
      ["loan_debt_help", "Допоможу з позикою навіть з поганою КІ, пишіть"],
      ["easy_money_scheme", "А я знайшла спосіб заробляти вдома, кому цікаво — в приват"],
      ["easy_money_scheme", "Хто хоче так само заробляти — пишіть"],
      ["fake_documents_data", "Хто дзвонив з незнайомого номера — пробиваю за 10 хвилин"],
      ["courier_drop_recruiting", "Є варіант з карткою, нічого робити не треба, пишіть"],
      ["earnings_promise", "Тепер 30 тисяч на місяць з дому"],
      ["earnings_promise", "Знайшов тему, як робити 2-3 тисячі в день"],
      ["contact_flow", "Кому треба — тисни на аву"],
      ["earnings_promise", "Сам уже пів року заробляю на крипті, кому цікаво"],
    ]);
  });
  it("the twins of the new phrases stay clean", () => {
    expectVerdicts("clean", [
      "Якщо треба допомога з субсидією — пишіть, підкажу",
      "Ділюся в особистих фото з весілля, кому треба",
      "На слотах підняв 200 гривень і все програв",
      "Мені сумно, напишіть, як у вас погода",
      "Допоможу з позикою сусідці до зарплати, своїми грошима",
      "Знайшла спосіб економити на продуктах",
      "Знайшла, як заробити на відпустку — продала меблі",
      "Довідку без відвідування лікаря не отримати",
      "Пробиваю товар на касі вже 5 років",
      "Є варіант з карткою для дитини в Монобанку?",
      "Робити 10 тисяч кроків в день корисно",
      "Заробляю на крипті? Ні, я тільки читаю новини",
      "Айына 400 мың табамын, бірақ жетпейді",
      "Айына 40 миң сом табам, бирок жетпейт",
      "Күн сайын төлөм жасайм, кредит бар",
      "Казино ойнап ақшасын жоғалтты",
      "Несие алу қиын, ешкім көмектеспеді",
      "Күніне 15к қадам жүремін",
    ]);
  });
});

describe("the hundred-and-forty-third to hundred-and-forty-sixth rounds: the kinds written least, Uzbek in 2026 words, long posts", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["trading_signals", "Бот сигналов с пробным периодом 3 дня"],
      ["courier_drop_recruiting", "Нужна ваша карта для получения выплат от компании, 10% от суммы ваши"],
      ["courier_drop_recruiting", "Через вашу карту проходят переводы, вы получаете 10%"],
      ["income_course_funnel", "Стану вашим наставником, за первый месяц ученики выходят на 50к"],
      ["fake_documents_data", "Узнаю владельца автомобиля по госномеру, ФИО, телефон, адрес"],
      ["fake_documents_data", "Найду данные человека по номеру телефона"],
      ["fake_documents_data", "Делала через знакомых, за два дня, всё в базе, ни одна проверка не придерётся"],
      ["loan_debt_help", "Payday loans approved the same day, no credit check"],
      ["dm_invite", "Up to $3,000, apply by text"],
      ["fake_documents_data", "Verifiable university diplomas and transcripts, registered in the database"],
      ["airdrop_giveaway", "Giving away $500 Amazon gift cards to the first 20 people who comment DONE"],
      ["income_course_funnel", "My mentorship takes you to $10k a month in 90 days"],
      ["adult_bot", "Hello dear, I would like to know you better, write to me on WhatsApp"],
      ["earnings_promise", "Call-markaz operatori, oyiga 5 million so'mgacha, lichkaga yozing"],
      ["job_offer", "Qadoqlovchilar kerak, haftalik to'lov, tajriba shart emas"],
      ["money_flip", "Botga 100$ tashlang, 24 soatda 200$ qilib qaytaradi"],
      ["remote_work_offer", "Tarjimon kerak, uydan ishlash, har kuni to'lov"],
      ["betting_tipster", "Bugungi ekspress 15 koeffitsient, sotaman"],
      ["easy_money_scheme", "Oson daromad kursi, joylar cheklangan"],
      ["courier_drop_recruiting", "Humo va Uzcard kartalarini sotib olaman"],
      ["investment_yield_pitch", "Kriptoda har kuni 3% daromad, minimal depozit 50$"],
      ["loan_debt_help", "Кредит тарихи ёмон бўлса ҳам қарз олиб берамиз"],
      ["gambling_promo", "Казинода бугун 5 миллион ютдим, промокод профилда"],
      ["investment_testimonial", "Год назад вложил 50 тысяч, сейчас на счету больше миллиона"],
      ["adult_bot", "Хочется найти хорошего мужчину для общения и встреч"],
      ["remote_work_offer", "Работаю с телефона, пока ребёнок спит"],
      ["earnings_promise", "Через неделю я получила первые 15 тысяч"],
      ["income_course_funnel", "Сейчас даю бесплатный вебинар, ссылка на регистрацию в шапке профиля"],
    ]);
  });
  it("the twins of the new phrases stay clean", () => {
    expectVerdicts("clean", [
      "Погодный бот прогнозов опять ошибся",
      "Через вашу карту проходят переводы? Банк может заблокировать",
      "Ученики выходят на каникулы 28 октября",
      "Данные человека по номеру телефона не дадут, это закон",
      "Anyone used a payday loan? I heard they are terrible",
      "Please apply by text if you want the babysitting job, thanks",
      "Giving away gift cards at the school raffle, proceeds to the library",
      "My coaching program for runners is $50 a month",
      "Oyiga 5 million maosh olaman, yetmayapti",
      "Ikki baravar qilib qaytaradi degan bot aldov",
      "Oson pul yo'q, mehnat qilish kerak",
      "Kredit tarixi yomon bo'lsa bank bermaydi",
      "Ни одна проверка не придерётся к нашей кухне, всё чисто",
      "На счету больше миллиона просрочки у управляющей компании",
      "Хочу найти хорошего мужчину-сантехника, кто посоветует?",
      "Получила первые деньги за репетиторство, ура",
      "Бесплатный вебинар для родителей в школе, ссылка на регистрацию в чате класса",
    ]);
  });
});

describe("the hundred-and-forty-seventh to hundred-and-fiftieth rounds: a fourth Kazakh and Kyrgyz batch, Russian, Ukrainian and English in new words", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["money_flip", "Ботқа 10 000 теңге салсаңыз, ертеңіне 20 000 болады"],
      ["money_flip", "Ботко 1000 сом салсаңыз, эртеси 2000 болот"],
      ["adult_bot", "VIP қыздар, кез келген уақытта, фото жеке хабарламада"],
      ["adult_bot", "Кечки клубдагы VIP кыздар, каалаган убакта, сүрөттөр жекеде"],
      ["exam_answers_leak", "ҰБТ жауаптары бар, 100% нақты, бағасы жеке хабарламада"],
      ["exam_answers_leak", "ЖРТ жооптору бар, 100% так, баасы жекеде"],
      ["earnings_promise", "Әр шақырған досыңыз үшін 5000 теңге аласыз"],
      ["loan_debt_help", "Займ по паспорту за 5 минут, без звонков и проверок"],
      ["income_course_funnel", "Бесплатный разбор ваших финансов: покажу, как выйти на доход 200к"],
      ["job_scam_day_labour", "Ночная смена в пункт выдачи, 3000 за ночь, оплата сразу"],
      ["occult_services", "Психолог-таролог, верну любимого за 3 дня"],
      ["telegram_gift_bait", "Телеграм Премиум за 1 рубль на месяц, успей"],
      ["telegram_gift_bait", "Telegram Premium за гривню на місяць, встигни"],
      ["promo_code_bait", "Бот с реальным кешбэком до 50% на все покупки"],
      ["earnings_promise", "Підробіток, 300-500 грн на день, пиши в приват"],
      ["remote_work_offer", "Підробіток для студентів з телефону"],
      ["income_course_funnel", "Покажу, як вийти на 100 тисяч на місяць"],
      ["occult_services", "Таролог, поверну кохану людину за 3 дні"],
      ["adult_bot", "Дівчата поруч з тобою, без реєстрації, бот у профілі"],
      ["investment_yield_pitch", "Закритий клуб інвесторів, прибуток від 15% на місяць, вхід за запрошенням"],
      ["paid_tasks", "Become a brand ambassador, get paid $50 per post"],
      ["remote_work_offer", "Remote typing job, $30 per page"],
      ["engagement_services", "Cheap Instagram and TikTok followers, 10k for $15"],
      ["brand_giveaway_phishing", "Win a free iPhone 16, just complete a short survey, link in my bio"],
      ["loan_debt_help", "Drowning in credit card debt? We can cut it in half legally"],
      ["investment_yield_pitch", "Real estate tokens paying 12% monthly"],
      ["fake_documents_data", "Need a doctor's note for work? Real clinic letterhead, same day"],
      ["gambling_promo", "Free spins every day at this new casino, no deposit, withdraw instantly"],
      ["money_flip", "Send USDT to this address and receive double back"],
    ]);
  });
  it("the twins of the new phrases stay clean", () => {
    expectVerdicts("clean", [
      "Құжатсыз ақша бермейді банк",
      "VIP қыздар командасы жеңіп шықты, волейбол",
      "ҰБТ жауаптары бар ма деп сұрамаңыздар, ол алаяқтық",
      "Шақырған досыңыз үшін рахмет, той керемет болды",
      "Депозитке ақша салсаңыз, жылына 14% береді",
      "Займ по паспорту брать не советую, проценты бешеные",
      "Выйти на доход 100к в нашем городе нереально",
      "Бесплатный разбор задач ОГЭ в школе по субботам",
      "Верну мужа домой к ужину, он в гараже",
      "Бот кешбэка в банке не работает",
      "Підробіток з телефону — це розвод",
      "Вийти на пенсію в 60 хочу",
      "Дівчата, хто поруч з парком, ходімо гуляти",
      "Прибуток від продажу квартири оподатковується",
      "Typing job at the court, anyone applied?",
      "Free iPhone repair at the mall kiosk this weekend",
      "Credit card debt is the worst, paid mine off last year",
      "Bonds paying 5% yearly, not bad",
      "My doctor's note got lost, the school wants a new one",
      "No deposit needed for the school trip",
      "Receive double points at the grocery this week",
    ]);
  });
});

describe("the hundred-and-fifty-first to hundred-and-fifty-fourth rounds: spam addressed to one member, links, recruiting of the young, terse English", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["easy_money_scheme", "@ivan_k, привет! У меня есть для тебя предложение, напиши в лс"],
      ["easy_money_scheme", "@oksana_k, привіт! Маю пропозицію, напиши в особисті"],
      ["job_offer", "Видел, ты ищешь работу"],
      ["job_offer", "@olga_92 привет, ты подходишь для нашего проекта"],
      ["earnings_promise", "Доход от 50к, жду в личке"],
      ["loan_debt_help", "Если тебе нужны деньги срочно, могу помочь с займом, напиши"],
      ["adult_bot", "Привет, @alex_m 😊 ты мне понравился, напиши мне"],
      ["adult_bot", "Привіт, @max_ua 😘 ти мені сподобався, напиши мені"],
      ["fake_documents_data", "Тебе права нужны были? Могу сделать без экзаменов, пиши"],
      ["adult_bot", "Интим знакомства рядом с тобой"],
      ["money_flip", "Удвой свои USDT за 24 часа"],
      ["job_scam_day_labour", "Студенты, подработка без опыта, 2000 за вечер, оплата сразу"],
      ["adult_work_recruiting", "Требуются девушки 18+ для работы в Дубае, хостес, высокий доход"],
      ["adult_work_recruiting", "Оператор чата на сайт знакомств, только девушки"],
      ["adult_work_recruiting", "Робота для дівчат у чаті, спілкування з чоловіками"],
      ["adult_work_recruiting", "Шукаємо моделей для онлайн-зйомок"],
      ["adult_work_recruiting", "Hostess jobs in Dubai for girls 18+, flights and housing paid"],
      ["drugs", "Easy courier job delivering small packages around town"],
      ["drugs", "dm for plug, all kinds available"],
      ["loan_debt_help", "loans same day, any credit, text me"],
      ["fake_documents_data", "ids that scan, all states, dm"],
      ["money_flip", "flip your $100 to $1,000 today, dm"],
      ["courier_drop_recruiting", "bank drops available, fast payout, dm"],
      ["courier_drop_recruiting", "got that work, cards, logs, drops, hmu"],
      ["remote_work_offer", "texting job $40/hr, dm me now"],
    ]);
  });
  it("the twins of the new phrases stay clean", () => {
    expectVerdicts("clean", [
      "Есть для вас предложение по празднику, обсудим на собрании",
      "Маю пропозицію щодо свята, обговоримо на зборах",
      "Видел, ты ищешь работу — в Магните вакансия кассира, иди туда",
      "Ты подходишь для нашей команды по волейболу, приходи в среду",
      "Доход от 50к в нашем городе — это хорошо",
      "Могу помочь с кредитом — иди в отделение, там объяснят",
      "Ты мне понравился в спектакле, молодец!",
      "Могу сделать без экзаменов? Нет, только через автошколу",
      "Знакомства рядом с тобой — это приложение, не советую",
      "Удвой усилия перед экзаменом",
      "Девушки в Турции отдыхали, говорят, отель хороший",
      "Хостес в ресторане нужна, официально, приходите на Ленина",
      "Робота для дівчат у салоні краси, вакансія адміністратора",
      "Hostess at the Italian place downtown, apply in person",
      "The courier brought 3 packages today, no questions asked lol",
      "Loans same day? Sounds like a scam",
      "Does my id scan at the bar? it's new",
      "Flip your mattress every 6 months",
      "Bank drops interest rates again",
      "Texting job? Probably a scam, ignore",
    ]);
  });
});

describe("the hundred-and-fifty-fifth to hundred-and-fifty-eighth rounds: money slang, Uzbek, English crypto, fake notices of the admins", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["easy_money_scheme", "Кто хочет косарь в день на изи? Пиши в лс"],
      ["easy_money_scheme", "Десятка в неделю с телефона, без кидалова, пиши +"],
      ["easy_money_scheme", "Лям за полгода реально, схема проверена, кому надо — в лс"],
      ["easy_money_scheme", "Лавандос каждый день, работа с телефона"],
      ["easy_money_scheme", "Фарм бабла без вложений"],
      ["job_scam_day_labour", "Нужны двое на вечер, по пятихатке в час, нал на руки, лс"],
      ["job_scam_day_labour", "Грузчики, 4 косаря за смену"],
      ["job_scam_day_labour", "Нужен человек на пару часов, пятихатка сразу, пиши в лс"],
      ["loan_debt_help", "Нужен нал до зп? Дам без процентов первый раз, пиши"],
      ["earnings_promise", "Залутал сотку за месяц на крипте, научу так же, лс"],
      ["earnings_promise", "Кто хочет выйти в плюс на 50 косарей за неделю — пишите"],
      ["crypto_investment", "Кэсик с арбитража каждый день"],
      ["loan_debt_help", "Qarzlaringizni yopib beramiz, foizsiz, tez"],
      ["loan_debt_help", "To'lovsiz kredit, pasport bilan, 1 soatda kartangizga"],
      ["gambling_promo", "Yutuqli o'yin: 10 ming tikib 1 million yuting"],
      ["earnings_promise", "Onlayn do'kon ochib beraman, oyiga 20 million daromad, bepul maslahat"],
      ["work_abroad_offer", "Koreyaga hujjat qilib beramiz, 2 haftada viza, oldindan to'lov"],
      ["work_abroad_offer", "Xorijda ish, Dubayda oylik 1500$, yotoq va ovqat bepul"],
      ["remote_work_offer", "Telefondan kunlik 50$ ishlash"],
      ["easy_money_scheme", "Bepul kurs: 30 kunda 1000$ topishni o'rganing"],
      ["adult_bot", "Qizlar bilan tanishuv, yaqiningizda, bot orqali"],
      ["wallet_phishing", "Wallet not syncing? Rectify it instantly through this dApp, connect your wallet here"],
      ["wallet_phishing", "Validate your seed phrase to keep your wallet safe"],
      ["support_impersonation", "Stuck transaction? Our support team fixes it in minutes"],
      ["trading_signals", "BTC to 200k, signals in my channel"],
      ["token_launch_shill", "Burn event tonight, this token will 50x, get in now"],
      ["airdrop_giveaway", "Join our trading competition, top 100 win $10,000 in prizes"],
      ["advance_fee_fraud", "Your funds are unlocked, pay the 10% withdrawal fee to receive them"],
      ["group_move_phishing", "Группа переезжает! Новый чат здесь: t.me/+NewChat2026"],
      ["group_move_phishing", "Чат будет закрыт из-за блокировок, вступайте в резервный канал"],
      ["group_move_phishing", "Все участники должны пройти верификацию в боте до 20:00, иначе будут удалены"],
      ["group_move_phishing", "Подтвердите, что вы человек, перейдите в бот"],
      ["group_move_phishing", "Нажмите кнопку в боте, чтобы остаться в чате"],
      ["group_move_phishing", "Активируйте свой аккаунт в чате через бота, иначе потеряете доступ"],
      ["vote_phishing", "Проголосуйте за нашу группу в конкурсе, нужно войти через Telegram по ссылке"],
      ["airdrop_giveaway", "Розыгрыш от администрации! 10 000 рублей трём участникам, условия в боте"],
      ["group_move_phishing", "Підтвердіть, що ви людина, перейдіть у бот"],
      ["airdrop_giveaway", "Розіграш від адміністрації! 5000 грн трьом учасникам, умови в боті"],
      ["group_move_phishing", "This group is moving to a new chat, join here before it closes"],
      ["group_move_phishing", "All members must confirm in the bot within 24 hours or be removed"],
    ]);
  });
  it("the twins of the new phrases stay clean", () => {
    expectVerdicts("clean", [
      "Одолжи косарь до пятницы, верну",
      "Десятка в ЕГЭ по математике у сына, гордимся",
      "Лям просмотров у ролика нашего кота",
      "Лавандос закончился, до зп неделя",
      "Пятихатку сразу отдал за такси",
      "Нал на руки в банке выдали без очереди",
      "Нал до зарплаты закончился, дам знать если найду работу",
      "Выйти в плюс на 5 тысяч в этом месяце не получилось",
      "Qarzimni yopib beraman deb va'da berdim akamga",
      "Xorijda ishlagan akam qaytdi",
      "Never share your seed phrase, admins will never ask to validate it",
      "Our support team at work fixes printers in minutes, DM the admin for access",
      "Buy now before it's too late — the bakery closes at 6",
      "I had to pay a withdrawal fee at the ATM abroad",
      "Группа переехала в новый чат жильцов, ссылку даст старшая по дому лично",
      "Старый чат будет удалён в конце месяца, все в новом, спросите у соседей",
      "Чтобы остаться в чате, соблюдайте правила",
      "Войти через Telegram на сайте Госуслуг нельзя",
      "Розыгрыш в школе, условия в объявлении",
      "This group is moving to Discord next month, we'll post the link",
    ]);
  });
});

describe("the hundred-and-fifty-ninth to hundred-and-sixty-second rounds: Ukrainian, polite Russian, 'wrong chat' openers of romance and trading scams", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["adult_bot", "Ой, простите, не в тот чат, давайте знакомиться, пишите в личку"],
      ["adult_bot", "Меня добавили сюда по ошибке, но раз я тут — ищу друга для общения, пишите мне"],
      ["adult_bot", "Это Лена с работы? Ой, извините, ошиблась. Но вы такой приятный, можно с вами пообщаться?"],
      ["adult_bot", "Я медсестра, работаю за границей, ищу искреннюю дружбу"],
      ["adult_bot", "Хотела бы найти приятного собеседника для тёплого общения"],
      ["adult_bot", "Ой, вибачте, не в той чат написала. Але давайте знайомитися, пишіть в особисті"],
      ["adult_bot", "Hi, is this Anna? Oh sorry, wrong person, but you seem nice, can we chat on WhatsApp?"],
      ["adult_bot", "Sorry, I think my assistant added me to the wrong group"],
      ["adult_bot", "I joined to make new friends, DM me anytime"],
      ["adult_bot", "You have a beautiful smile in your profile picture, text me"],
      ["adult_bot", "Sorry, wrong number. Since we met, can I ask where you're from?"],
      ["investment_testimonial", "My uncle is a senior analyst at a crypto fund and shares his signals with me"],
      ["investment_testimonial", "Have you heard of gold trading? I started last month with $1,000 and I'm already up $8,000"],
      ["investment_testimonial", "My aunt introduced me to a private investment group"],
      ["investment_testimonial", "This arbitrage bot pays me $300 every day"],
      ["investment_testimonial", "Мой дядя работает аналитиком в крупном фонде и даёт мне сигналы"],
      ["investment_testimonial", "Вы слышали про торговлю золотом? Я начала месяц назад с 50 тысяч, сейчас уже 400"],
      ["investment_testimonial", "Просто хочу помочь людям, как мне помогла моя наставница зарабатывать на трейдинге"],
      ["investment_testimonial", "Кто-нибудь пробовал новую платформу с ИИ для торговли?"],
      ["investment_testimonial", "Только что вывела 500 тысяч с торгового счёта, спасибо куратору Марине"],
      ["investment_testimonial", "Ви чули про торгівлю золотом? Я почала місяць тому з 20 тисяч, зараз уже 150"],
      ["investment_testimonial", "Мій наставник навчив мене торгувати, тепер 20 тисяч на тиждень"],
      ["remote_work_offer", "Оператор ПК віддалено, 4 години на день"],
      ["loan_debt_help", "Оформимо кредитні канікули за вас, без дзвінків у банк"],
      ["fake_documents_data", "Посвідчення УБД, закордонний паспорт без черги, швидко, пишіть в лс"],
      ["courier_drop_recruiting", "Візьму в оренду рахунок ФОП, плачу 5000 грн на місяць"],
      ["courier_drop_recruiting", "Потрібні підлітки для доставки посилок"],
      ["easy_money_scheme", "Схема на Prom і OLX, 30 тисяч на місяць без вкладень"],
      ["easy_money_scheme", "Хочу поделиться возможностью, которая помогла мне обрести финансовую независимость"],
      ["investment_yield_pitch", "Я помогаю людям приумножить капитал"],
      ["investment_yield_pitch", "Вложения минимальные, а доходность выше банковской"],
      ["loan_debt_help", "Могу помочь с получением средств на выгодных условиях, даже если банки вам отказали"],
      ["income_course_funnel", "Я провожу авторский курс по созданию дохода в интернете"],
      ["recovery_referral", "Наша команда юристов поможет их вернуть, оплата только по результату"],
      ["mlm_partner_recruiting", "Я представляю международную компанию, которая предлагает возможность построить собственный бизнес"],
    ]);
  });
  it("the twins of the new phrases stay clean", () => {
    expectVerdicts("clean", [
      "Ой, простите, не в тот чат написала, это было мужу 😅",
      "Меня добавили в чат дома по ошибке, удалите, пожалуйста",
      "Ищу друга для общения? Нет, просто собаку потеряла",
      "Давайте знакомиться, я новая соседка из 12 квартиры",
      "Мой дядя работает в больнице, говорит, грипп пошёл",
      "Спасибо куратору нашего класса за поездку",
      "Как мне помогла моя наставница в школе — словами не передать",
      "Заработал 5 тысяч за две недели на подработке курьером, нормально",
      "Sorry, wrong chat, I meant to send that to my husband lol",
      "My uncle is a retired teacher and loves this book club",
      "I started running with 2 km and now I'm already up to 10",
      "Thanks to Mr. Smith for the great chemistry class",
      "Since we met at the park, the kids are best friends",
      "A moderator will chat privately with you as soon as he reads your post",
      "Оператор ПК в ЦНАП, вакансія офіційна, резюме на пошту",
      "Кредитные каникулы за вас никто не оформит, только сами",
      "Посвідчення УБД брат отримав через ЦНАП",
      "Візьму в оренду гараж на зиму",
      "Обрести финансовую независимость — моя цель на год",
      "Доходность выше банковской? Это пирамида",
      "Ну да, других вариантов нет приумножить капитал у простого человека",
      "Банки отказали в ипотеке, что делать?",
      "Команда юристов в нашей фирме ищет помощника",
      "Я представляю нашу школу на олимпиаде",
    ]);
  });
});

describe("the hundred-and-sixty-third to hundred-and-sixty-sixth rounds: openers and fake notices a second time, replies a third, ordinary Russian", () => {
  it("fires the kinds in their words", () => {
    expectFires([
      ["adult_bot", "Hi, I think we met at the conference? Anyway, you look friendly, message me privately"],
      ["adult_bot", "I'm a widow from Germany, I'm looking for a kind man to talk to, DM me"],
      ["adult_bot", "I work in the wine business in Italy, I'd like to make a friend here, text me"],
      ["adult_bot", "Your name came up in my contacts, do I know you?"],
      ["adult_bot", "Кажется, мы виделись на конференции? Вы очень милый, напишите мне в личку"],
      ["adult_bot", "Я вдова, живу в Германии, ищу доброго мужчину для общения, напишите мне"],
      ["investment_testimonial", "My mentor runs a VIP group for beginners, I went from $500 to $6,000 in a month"],
      ["investment_testimonial", "A senior trader at Goldman shares his daily picks with a small group, I can add you"],
      ["investment_testimonial", "Мой куратор из инвестфонда ведёт закрытую группу, я за месяц с 30 тысяч вышла на 250"],
      ["investment_testimonial", "Не держите деньги в банке, их съедает инфляция. Я получаю 2% в день"],
      ["group_move_phishing", "Ваш аккаунт будет ограничен в этом чате, обновите доступ через бота"],
      ["group_move_phishing", "На ваш аккаунт поступила жалоба, чтобы избежать блокировки, пройдите проверку в боте"],
      ["group_move_phishing", "Пройдите капчу в боте, иначе аккаунт будет заблокирован"],
      ["group_move_phishing", "Telegram Support: обнаружен подозрительный вход в ваш аккаунт, подтвердите личность по ссылке"],
      ["group_move_phishing", "Пройдіть капчу в боті, інакше акаунт буде заблоковано адміністрацією"],
      ["group_move_phishing", "Your account will be restricted in this chat, renew access through the bot within an hour"],
      ["group_move_phishing", "To continue chatting, re-verify your account with our security bot"],
      ["easy_money_scheme", "Кто ищет подработку — я нашла нормальную, с телефона, могу поделиться"],
      ["earnings_promise", "А я уже год живу на доход с крипты"],
      ["earnings_promise", "Кто ещё не знает, как зарабатывать на маркетплейсах без вложений — пишите"],
      ["adult_bot", "Слушайте, а мне так скучно вечерами, может, кто-нибудь напишет?"],
      ["fake_documents_data", "Я права так и сделала — через знакомого, без сдачи, могу дать контакт"],
      ["mystery_shopper_recruiting", "Тайный покупатель в банки и магазины, 1500 за визит, подробности в личке"],
      ["loan_debt_help", "Кредит под залог квартиры, без подтверждения дохода, звоните или пишите"],
      ["visa_residence_fraud", "Помощь в получении визы с гарантией 100%, даже после отказов"],
      ["airdrop_giveaway", "Флешмоб с призами: подпишись на канал и получи 1000 рублей на карту"],
      ["adult_bot", "Девушки на вечер, от 3000 в час, выезд"],
      ["grey_services", "Закрою ИП за один день, без вашего участия, недорого"],
      ["engagement_services", "Раскрутка в TikTok: 100 000 просмотров за 500 рублей"],
      ["cloud_mining_tap_earn", "Майнинг на телефоне: до 3000 рублей в день"],
    ]);
  });
  it("the twins of the new phrases stay clean", () => {
    expectVerdicts("clean", [
      "You seem nice, I'll text you the address for the party",
      "My grandma is a widow, looking for a kind man to fix her fence lol",
      "Вы очень милый, спасибо за помощь с коляской! Напишите, если что",
      "Трейдер делится сделками в своём блоге — интересно почитать",
      "Инфляция съедает зарплату, получаю всё меньше",
      "Участники без подтверждения оплаты будут исключены из поездки",
      "Подозрительный вход в почту был, сменила пароль",
      "I had a suspicious login on Gmail, changed my password",
      "The gym is moving to a paid subscription, free access ends in May",
      "Нашла нормальную няню, спасибо всем",
      "Как зарабатывать на маркетплейсах, если комиссия 30%?",
      "Скучно вечерами, посоветуйте сериал",
      "Тайный покупатель приходил в наш магазин",
      "Прогноз дня: дождь до обеда",
      "Девушки, кто на вечер в кино? Пишите",
      "Закрою ИП за один день? Нет, налоговая закрывает 5 дней",
      "Майнинг на телефоне — это развод",
    ]);
  });
});

describe("phrases of the session that read none of the posts they were written for, mended", () => {
  it("fires on the posts", () => {
    expectFires([
      ["easy_money_scheme", "100% agree. If you want to know how I paid off my mortgage in a year, message me"],
      ["loan_debt_help", "Drowning in credit card debt? We can cut it in half legally, free consultation"],
      ["brand_giveaway_phishing", "Win a free iPhone 16, just complete a short survey"],
      ["engagement_services", "Cheap Instagram and TikTok followers, 10k for $15, instant delivery"],
      ["wallet_phishing", "Wallet not syncing? Rectify it instantly through this dApp"],
      ["adult", "Leaked content of your favorite creators, all in my channel"],
    ]);
  });
  it("and not on their twins", () => {
    expectVerdicts("clean", [
      "I want to know how I can pay off my mortgage faster, any tips?",
      "Cut the cake in half, there are twelve of us",
      "Free iPhone 16 cases at the mall kiosk, only today",
      "My bakery page got 10k followers for the first time!",
      "How do I rectify a typo in my visa application?",
      "The leaked episode was on the news today",
    ]);
  });
});

describe("the hundred-and-sixty-seventh to hundred-and-seventieth rounds: job scams and money bait of 2025, terse posts, en and uk", () => {
  it("an exchange is the crypto word, not the labour exchange", () => {
    expectFires([["crypto_investment", "Торгую на бирже, пишите"]]);
    expectFiresNot([
      ["crypto_investment", "Кто ищет заработок, на бирже труда много вакансий, проверьте сайт"],
      ["crypto_investment", "Встала на биржу труда, жду предложений"],
    ]);
  });
  it("the kinds' new turns fire on what they were written for", () => {
    expectFires([
      ["job_scam_day_labour", "Нужен человек: разнести листовки по району, плачу 2500 сразу"],
      ["job_scam_day_labour", "Нужны грузчики, 600 в час, расчёт после работы"],
      ["job_scam_day_labour", "Потрібні вантажники, 400 грн за годину, розрахунок одразу"],
      ["courier_drop_recruiting", "Ищу ребят для доставки документов по городу, оплата 5000 за выезд"],
      ["courier_drop_recruiting", "Сниму вашу карту, плачу хорошо"],
      ["paid_tasks", "Оставлять отзывы на маркетплейсе, 150 за каждый"],
      ["earnings_promise", "Ищу помощника, оплата от 2500 за день"],
      ["earnings_promise", "Зарабатываю на разнице курсов между биржами"],
      ["earnings_promise", "Хочешь первый доход уже завтра?"],
      ["investment_yield_pitch", "Клуб инвесторов, доходность от 20% в месяц"],
      ["job_offer", "Беру пятерых в команду"],
      ["easy_money_scheme", "Кто хочет в мою команду по крипте?"],
      ["easy_money_scheme", "С меня сигналы, с вас желание"],
      ["easy_money_scheme", "Устал работать за копейки? Напиши мне"],
      ["easy_money_scheme", "Нужен только телефон и 2 часа в день"],
      ["easy_money_scheme", "Есть тема, кто в деле?"],
      ["easy_money_scheme", "Скину схему бесплатно, пиши"],
      ["dm_invite", "Подробности при личном общении"],
      ["dm_invite", "Поделюсь с теми, кто напишет"],
      ["recovery_referral", "Помогу вернуть деньги, потерянные на бирже"],
      ["loan_debt_help", "Займу под %, быстро"],
      ["fake_documents_data", "Пробью любого, быстро"],
      ["fake_documents_data", "Продам водійське посвідчення, внесене в базу, без іспитів"],
      ["telegram_gift_bait", "Отдам 1000 звезд первым 10"],
      ["adult_bot", "Дівчата вашого міста чекають на вас"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Кто может разнести листовки про субботник? Заплачу шоколадкой",
      "Грузчики приехали сегодня, 500 в час берут, нормально",
      "Расчёт после работы, как договаривались, не переживайте",
      "Таксист берёт 500 за рейс до аэропорта, пиши если нужен номер",
      "Курьер СДЭК, доставка посылок 300 за доставку, дорого",
      "Писать отзывы за 50 рублей — это разве работа?",
      "Вложил 10к в ремонт, через месяц ещё 20к ушло",
      "Первые деньги уже завтра получу, первая зарплата!",
      "С меня пицца, с вас время",
      "Надоело работать за копейки, пишу заявление",
      "Нужен только телефон и паспорт для записи к врачу",
      "Скину схему вязания бесплатно, пишите",
      "Скину инструкцию к стиралке",
      "Возьму вашу карту лояльности на кассе",
      "Пробью по базе, есть ли ваш размер",
      "Займу под проценты у банка? Ни за что",
      "Есть тема для разговора, кто в деле — пишите",
      "Розрахунок одразу після доставки",
      "Дані внесені в реєстр виборців",
      "Доходность 3% в месяц у фонда — это реально?",
    ]);
  });
  it("r171-r174's turns fire on what they were written for", () => {
    expectFires([
      ["loan_debt_help", "Оформим кредитную карту даже с просрочками"],
      ["adult_bot", "Девушка 23 года ищет спонсора"],
      ["fake_documents_data", "Оказываю услуги по пробиву: ФИО, паспорт"],
      ["grey_services", "Снимем судимость через знакомых, гарантия"],
      ["betting_tipster", "Договорные матчи, проходимость 95%"],
      ["recovery_referral", "Вывожу из минуса на бирже"],
      ["job_offer", "Наша команда расширяется"],
      ["remote_work_offer", "Достаточно ноутбука или смартфона"],
      ["earnings_promise", "Еженедельные выплаты от 25 тысяч"],
      ["earnings_promise", "Первая выплата через 3 дня"],
      ["paid_tasks", "Простые задания, начисления каждый день, вывод от 100 рублей"],
      ["job_scam_day_labour", "Ночная смена, 4500 за ночь, выплата утром"],
      ["easy_money_scheme", "I've been earning $400 a day with a simple app"],
      ["loan_debt_help", "We negotiate with your creditors"],
      ["investment_testimonial", "My account manager helped me grow $1,000 into $9,500"],
      ["adult_bot", "Lonely tonight? I'm online and waiting for you"],
      ["support_impersonation", "Verify your seed phrase to avoid suspension"],
      ["home_assembly_work", "Work from home packing envelopes"],
      ["draft_evasion_services", "Продам довідку для ВЛК"],
      ["earnings_promise", "Заробляю на крипті, навчу кожного"],
      ["gambling_promo", "Казино з виводом на картку"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Кредитную карту дали даже с просрочками, повезло",
      "Услуги по пробиву стен перфоратором, недорого",
      "Снимаем ограничения с карты в банке, долго",
      "Через знакомых сделали ремонт быстро и недорого",
      "Говорят, вчера был договорной матч",
      "Проходимость 95% у этого джипа, советую",
      "Первая выплата пенсии через месяц после оформления",
      "Ищу дополнительный источник дохода, есть идеи?",
      "Простые задания в интернете для детей по математике",
      "Is there a simple app to make playlists?",
      "Happy to share details of the trip with anyone interested",
      "Insulation can reduce your bill by up to 20%",
      "My account manager at the bank helped me with the mortgage",
      "Lonely tonight, anyone online for a game?",
      "Pay the invoice by Friday to avoid suspension of service",
      "Довідку для ВЛК робили в поліклініці два тижні",
      "Навчу безкоштовно дітей малювати",
    ]);
  });
  it("r175-r178's turns fire on what they were written for", () => {
    expectFires([
      ["investment_testimonial", "За неделю 18 тысяч сделала, могу рассказать как"],
      ["investment_testimonial", "Депозит вырос вдвое"],
      ["fake_documents_data", "У меня знакомый, пробивает любого за час"],
      ["courier_drop_recruiting", "Никто не продавал свою карту? Говорят, дают 7 тысяч"],
      ["courier_drop_recruiting", "Сдай акк в аренду"],
      ["adult_work_recruiting", "Где подработать моделью на вечер?"],
      ["income_course_funnel", "Прошла курс, окупился за неделю"],
      ["telegram_gift_bait", "Получила 500 бесплатно, ссылка в профиле"],
      ["paid_tasks", "На заданиях в телефоне можно делать 2-3 тысячи в день"],
      ["paid_tasks", "Нужны люди для выкупа на маркетплейсах"],
      ["contact_flow", "Цены и фото — в боте"],
      ["earnings_promise", "ЗП на карту каждый день"],
      ["earnings_promise", "Нужен курик, 5 косых за вечер"],
      ["earnings_promise", "Крипта даёт иксы"],
      ["easy_money_scheme", "Подъём от 5к в день, схема рабочая, залетай"],
      ["easy_money_scheme", "Кто хочет лавэ поднять по-лёгкому"],
      ["betting_tipster", "Ставки с гарантией, проходимость 90%"],
      ["telegram_gift_bait", "Telegram Premium в 3 раза дешевле"],
      ["investment_testimonial", "My cousin turned $300 into $4k with forex"],
      ["earnings_promise", "Anyone want a legit way to make some extra cash?"],
      ["engagement_services", "Got the plug for real followers"],
      ["loan_debt_help", "I can get u a loan on the spot"],
      ["adult_bot", "Sugar mummy here, looking for a sweet boy to spoil"],
      ["mev_bot_scam", "This bot trades for u 24/7"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "3 торта сделала, могу научить",
      "Кассир пробивает всё по два раза",
      "Продам свою карту тройка с балансом",
      "Велосипед окупился за 30 дней",
      "Задания в телефоне для ребёнка, 5 уроков",
      "Кэш вернули на карту за покупку",
      "Кому нужны бабки-соседки в помощь по огороду",
      "Схема рабочая, проверил, проводка норм",
      "Движ в субботу, скидываемся деньгами на шашлык",
      "Spotify Premium дешевле через семейный план",
      "Выплаты каждую неделю на складе, удобно",
      "Кто хочет в поход — познакомлю с инструктором",
      "My mentor showed me how to trade stocks responsibly",
      "Anyone want an easy way to get to the stadium?",
      "Finally got 1k real followers on my bakery page",
      "Hey handsome, coming to dinner?",
      "I can introduce you to my landlord",
    ]);
  });
  it("r179-r182's turns (the session's kinds a second time) fire on what they were written for", () => {
    expectFires([
      ["job_offer", "Набираем девушек в чат-поддержку"],
      ["courier_drop_recruiting", "Развезти пакеты по адресам, 6000 за поездку"],
      ["courier_drop_recruiting", "Вакансия курьера, можно с 16 лет, оплата ежедневно"],
      ["remote_work_offer", "Удалённая работа, хватит телефона"],
      ["earnings_promise", "Первая выплата в течение 2 дней"],
      ["earnings_promise", "Доход только от вашего желания"],
      ["paid_tasks", "Проверка товаров, 200 за задание, деньги сразу на карту"],
      ["fake_documents_data", "Найду любого человека по номеру телефона"],
      ["contact_flow", "Кому скинуть канал?"],
      ["telegram_gift_bait", "Отдаю 500 звёзд бесплатно"],
      ["telegram_gift_bait", "Дарю Telegram Premium первым 10 подписчикам"],
      ["earnings_promise", "We pay $50 per review"],
      ["loan_debt_help", "Instant cash loans, approval in 5 minutes"],
      ["dm_invite", "Раб0та на д0му, пиш1те"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Набираем людей в хор, приходите",
      "Развезти пакеты по адресам поможете? Гуманитарка",
      "Курьер с 16 лет — это законно?",
      "Хватит телефона, чтобы записаться к врачу",
      "Первая оплата за садик в течение 2 дней после договора",
      "Найду любого мастера по ремонту — спрашивайте у меня совета, я местный",
      "Кому скинуть ссылку на опрос для родителей?",
      "Дарю Telegram Premium сыну на день рождения",
      "One simple trick for crispy potatoes: dry them",
      "We pay 20 per month for parking",
      "Bad credit is fine for this apartment, landlord said",
      "ngl this weekend changed my life, finally slept 10 hours",
      "Moving to the coast changed my life, honestly",
    ]);
    expectFires([["investment_testimonial", "This platform changed my life, I made $5,000 in a week"]]);
  });
  it("'пассивный доход' is an earnings promise with its terms or as one's own, not alone", () => {
    expectFires([
      ["earnings_promise", "Пассивный доход от 50 000 в месяц, пишите"],
      ["earnings_promise", "Я последние полгода получаю стабильный пассивный доход"],
    ]);
    expectVerdicts("clean", ["Пассивный доход — это сказки, у меня вклад под 16%", "Хочу получать пассивный доход, но не знаю как"]);
  });
  it("'contact support' is a contact when it is 'our' support, not a member's question", () => {
    expectFires([
      ["contact_flow", "Having issues with your wallet? Contact our support team on Telegram"],
      ["offer_assurance", "Our tool recovers seed phrases in minutes, 100% success"],
    ]);
    expectVerdicts("spam", ["Lost access to your wallet? Our tool recovers seed phrases in minutes, 100% success, contact support"]);
    expectVerdicts("clean", [
      "My account got locked, how do I contact support?",
      "Also, if you contact GitHub support, they should be able to help you",
      "The surgery has a 100% success rate here, don't worry",
    ]);
  });
  it("r183-r186's turns fire on what they were written for, not on their honest twins", () => {
    expectFires([
      ["fake_documents_data", "Справка для военкомата любая, быстро, недорого"],
      ["fake_documents_data", "Пробивка авто по номеру"],
      ["telegram_gift_bait", "NFT-подарок в подарок за репост"],
      ["investment_yield_pitch", "Раскручу ваш депозит в 3 раза"],
      ["game_currency_phishing", "Продам монеты в игре дешевле в 2 раза"],
      ["loan_debt_help", "Кредитні канікули для всіх боржників"],
      ["draft_evasion_services", "Довідка-виклик для навчання, будь-яка"],
      ["telegram_gift_bait", "Зірки за підписку на канал"],
    ]);
    expectVerdicts("clean", [
      "Справка любая подойдёт? Для бассейна",
      "Пробивка колеса — шиномонтаж на углу",
      "Подарки за подписку на кондитерскую — приятно",
      "Кредитні канікули дали на три місяці",
      "Довідку-виклик дали в університеті",
    ]);
  });
  it("'заработок' is an earnings promise with the offer's terms, not alone", () => {
    expectFires([
      ["earnings_promise", "Заработок от 3000 в день"],
      ["earnings_promise", "Есть заработок, пиши"],
      ["earnings_promise", "Заработок онлайн для всех"],
      ["earnings_promise", "Доход зависит только от вас. Пишите, расскажу"],
    ]);
    expectVerdicts("clean", [
      "Заработок у мужа сейчас маленький, экономим",
      "Ищу заработок на лето",
      "Какой у вас заработок на такси, если не секрет?",
      "Кто ищет заработок, на бирже труда много вакансий, проверьте сайт",
      "Доход зависит только от вас, как и в любом бизнесе",
      "Есть свободные места в проекте по озеленению двора, записывайтесь у Ольги",
    ]);
  });
});

describe("the fifteenth session's fresh probe (r187-r190)", () => {
  it("r187-r190's turns fire on what they were written for", () => {
    expectFires([
      ["loan_debt_help", "Дам в долг частное лицо, от 10 до 300 тысяч"],
      ["loan_debt_help", "Гроші під розписку, без довідок і поручителів"],
      ["fake_documents_data", "We make real registered passports for all countries"],
      ["fake_documents_data", "Пробити людину за номером телефону"],
      ["telegram_gift_bait", "Безкоштовні зірочки Telegram у боті"],
      ["telegram_gift_bait", "Безкоштовні зірки в боті, забирай"],
      ["easy_money_scheme", "Схема на маркетплейсі, від 30 000 грн на місяць, навчу"],
      ["courier_drop_recruiting", "Karta sotib olaman har qanday bankdan, 200 ming beraman"],
      ["adult_bot", "Tanishuv uchun qizlar, rasmlar botda, havola profilda"],
      ["job_scam_day_labour", "Нужны грузчики на разгрузку фуры, заплачу 3000"],
    ]);
  });
  it("and not on their honest twins: a neighbour's move, a loan to a friend, a planetarium's stars", () => {
    expectVerdicts("clean", [
      "Ищу помощника по хозяйству на пару дней, бабушке нужно помочь с переездом, заплачу",
      "Дам в долг соседу до зарплаты, он всегда отдаёт",
      "Частное лицо продаёт гараж, деньги сразу",
      "Позичила гроші під розписку брату, повернув",
      "Registered for the marathon, my passport photo is on the ID",
      "Як пробити людину, яка шахраює? Підкажіть, куди звертатись",
      "Безкоштовні зірки в планетарії в суботу",
      "Схема проїзду від 5 корпусу, покажу на місці",
      "Karta sotib olaman deb bankka bordim, 20 ming komissiya",
      "Qizlar rasmlari botda emas, saytda",
      "Tanishuv kechasi qizlar uchun maktabda",
    ]);
  });
});

describe("the fifteenth session's second fresh probe (r191-r194)", () => {
  it("r191-r194's turns fire on what they were written for", () => {
    expectFires([
      ["earnings_promise", "Кто хочет лутать с телефона, залетай"],
      ["easy_money_scheme", "Подниму тебе 5к за вечер"],
      ["job_scam_day_labour", "Нужны руки на завтра, 3к за день"],
      ["fake_documents_data", "Ксива любая, быстро"],
      ["telegram_gift_bait", "Отдам NFT подарок первому"],
      ["job_offer", "Работа для всех, оплата сразу"],
      ["investment_testimonial", "I doubled my account in a week"],
      ["fake_aid_payout", "Every member of this group qualifies for a $750 grant"],
      ["hidden_link_call", "Apply through the form pinned in my bio"],
      ["loan_debt_help", "Payday advance up to $1,500"],
      ["engagement_services", "Get 1,000 real followers free with our bot"],
      ["hacking_services", "I recover any account within hours"],
      ["work_abroad_offer", "Jobs in Dubai for drivers, salary $2,000, visa fee $300 only"],
      ["loan_debt_help", "Насыя тез, документсиз, картага 15 мүнөттө"],
      ["adult_bot", "Кыздар менен таанышуу, сүрөттөр ботто, шилтеме профилде"],
      ["job_offer", "Бүгүн жумуш бар, 2 киши керек, күнүнө 2000 сом"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Лутать в игре надоело, новый сезон скучный",
      "Подниму тебе настроение: завтра выходной",
      "Нужны руки на 2 часа, помочь с переездом, с меня пицца",
      "Ксиву показал полицейский, всё нормально",
      "Работа для всех желающих волонтёров в приюте, приходите",
      "I doubled my account password length, feels safer",
      "Our school got a community grant, parents can apply through the form on the school site",
      "Every member of the choir qualifies for a free ticket",
      "We have 500 real members in the hiking club now",
      "We recover any account data from backups, ask IT",
      "Payday advance from my employer saved me last month",
      "Jobs in Canada are hard to get without the language, salary is good though",
      "Кыздар, эртең таанышуу кечеси бар",
      "Сүрөттөр ботто сакталат, мектептин боту",
      "The rules are pinned in my profile, read them",
    ]);
  });
});

describe("the fifteenth session's third fresh probe (r195-r198)", () => {
  it("r195-r198's turns fire on what they were written for", () => {
    expectFires([
      ["earnings_promise", "Обучу всему, доход с первой недели"],
      ["job_offer", "Работа без собеседования, начать можно сегодня"],
      ["job_offer", "Работа в ночь, ничего сложного, 7000 за ночь"],
      ["paid_tasks", "Работа из дома, оплата за каждое действие"],
      ["courier_drop_recruiting", "Нужен номинал на ИП, 25 000 в месяц"],
      ["courier_drop_recruiting", "Сдай симку в аренду на месяц и получи 3000"],
      ["fake_documents_data", "Есть база по городу: телефоны, адреса, машины. Пробью за 500"],
      ["fake_documents_data", "Медкнижка за один день, без врачей, с печатями"],
      ["fake_documents_data", "Больничный задним числом, официально"],
      ["fake_documents_data", "Полис ОСАГО без осмотра, оформим за 15 минут"],
      ["loan_debt_help", "Рассрочка без банка на любую технику"],
      ["loan_debt_help", "Выкупаем долги у коллекторов, спишем до 80%"],
      ["betting_tipster", "Экспресс дня от прогнозиста, коэффициент 8.5"],
      ["gambling_promo", "Крути колесо удачи и получи до 50 000 на баланс"],
      ["telegram_gift_bait", "Продаю подарки Telegram дешевле маркета"],
      ["game_currency_phishing", "Раздаю скины CS2 бесплатно, заходи в бот"],
      ["adult", "Кто хочет вирт? Пиши"],
      ["adult", "Ищу мужчину для содержания, я студентка"],
      ["adult_work_recruiting", "Эскорт-агентство набирает моделей"],
      ["airdrop_giveaway", "Дарим 1000 рублей на карту каждому, кто подпишется на канал"],
      ["job_scam_day_labour", "Потрібні вантажники на завтра, 1800 грн, розрахунок в кінці дня"],
      ["remote_work_offer", "Робота на телефоні для мам у декреті, 2 години на день"],
      ["loan_debt_help", "Кредит під 0% на карту, без довідок, рішення за 5 хвилин"],
      ["telegram_gift_bait", "Телеграм зірки дешево, швидко"],
      ["loan_debt_help", "Kredit 0% foiz bilan, kartaga darhol"],
      ["adult_bot", "Qizlar bilan kechki uchrashuv, narxlar botda"],
      ["drugs", "text me for the plug, fast delivery, discreet packaging"],
    ]);
  });
  it("and not on their honest twins, nor on three older phrases' ('задним числом' alone, 'ищу мужчину для встречи', 'kredit ... kartaga')", () => {
    expectVerdicts("clean", [
      "Доход с первого дня бизнеса был маленький, потом вырос",
      "Номер в отеле 7000 за ночь, пишите если нужен контакт",
      "Работа в ночь тяжёлая, муж на заводе по сменам",
      "Начать можно сегодня: первое занятие бесплатное, приходите в зал",
      "Оплата за каждое занятие отдельно, абонемента нет",
      "Номинал купюры 5000 видели новый?",
      "Пробью колесо — к кому ехать?",
      "База отдыха за городом хорошая, рекомендую",
      "Медкнижку сделали за один день в платной клинике, удобно",
      "Отчёт задним числом не принимают, переделываем",
      "Рассрочку на холодильник взяли в магазине",
      "Коллекторы выкупили долг у банка, звонят маме",
      "Экспресс до Москвы отменили, поеду на автобусе",
      "Колесо обозрения в парке открыли",
      "Подарки Telegram дорогие, не понимаю зачем",
      "Скины в CS сыну дороже одежды, ужас",
      "Ищу мужчину для встречи с риелтором, одна боюсь",
      "Эскорт полиции сопровождал автобус с детьми",
      "Потрібні вантажники на переїзд у суботу, 1500 кожному",
      "Робота на телефоні мене втомлює, весь день дзвінки",
      "Kredit olish uchun kartaga pul tushdi",
      "Who's got the plug for the projector? Need an HDMI cable",
    ]);
  });
});

describe("the fifteenth session's fourth fresh probe (r199-r202)", () => {
  it("r199-r202's turns fire on what they were written for", () => {
    expectFires([
      ["investment_yield_pitch", "Закинь 1000 — получи 3000 через час"],
      ["earnings_promise", "Мой доход за неделю на скрине"],
      ["earnings_promise", "Научу зарабатывать на перепродаже, первые деньги через неделю"],
      ["earnings_promise", "Кто хочет лёгкий плюс к зарплате?"],
      ["easy_money_scheme", "Ищу напарника на схему, вложений не нужно"],
      ["easy_money_scheme", "Есть тема на удалёнке, знакомые уже подняли"],
      ["easy_money_scheme", "Хочешь закрыть кредиты за месяц? Покажу как"],
      ["adult", "Ищу девушку для роли личной спутницы, оплата 50 000 в месяц"],
      ["adult_work_recruiting", "Девушки для фотосессий 18+, оплата 10 000 за съёмку"],
      ["promo_invitation", "Подпишись на канал, чтобы не потерять"],
      ["engagement_services", "Продаю голоса в любых голосованиях"],
      ["engagement_services", "Напишу отзывы на Яндекс Картах и 2ГИС, поднимаю рейтинг"],
      ["vote_phishing", "Проголосуйте по ссылке, нужно войти через Госуслуги"],
      ["brand_giveaway_phishing", "Заберите приз по ссылке"],
      ["fake_aid_payout", "Налоговый вычет за 5 минут в нашем боте"],
      ["fake_aid_payout", "Проверь, нет ли тебя в базе мошенников, бот покажет"],
      ["airdrop_giveaway", "Бесплатный iPhone 16 за отзыв о нашем магазине"],
      ["channel_ad_sale", "Доставка из Duty Free по ценам аэропорта, пишите"],
      ["airdrop_giveaway", "Free gift card codes for the first 100 members, claim in the bot"],
      ["loan_debt_help", "Loan approved today, no collateral"],
      ["loan_debt_help", "Pay off your student debt in 6 months with our program"],
      ["adult_bot", "Dating app for mature singles, meet someone tonight"],
      ["paid_tasks", "Заробіток на відгуках, 50 грн за відгук"],
      ["draft_evasion_services", "Відстрочка від мобілізації законно, оформлення за тиждень"],
      ["adult", "Дівчина шукає спонсора"],
      ["earnings_promise", "Uydan daromad, telefon orqali, kuniga 200 ming"],
      ["fake_documents_data", "Guvohnoma sotiladi, bazaga kiritilgan"],
      ["crypto_exchange_offer", "Valyuta ayirboshlash foydali kursda, lichkaga"],
      ["adult_bot", "Qiz tanishadi, rasmlar profilda, yozing"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Закинь 100 на телефон маме, я отдам",
      "Хочешь так же научиться печь — пиши, дам рецепт",
      "Научу зарабатывать на жизнь честно — шутка, сама не умею",
      "Плюс к зарплате дали премию, 10 часов переработки",
      "Прибыль пополам с братом делим в нашем кафе",
      "Есть тема на удалёнке обсудить: как не выгореть",
      "Ищем девушек для фотосессии в стиле ретро, бесплатно, для портфолио фотографа",
      "Напишу отзыв о враче, очень помог",
      "Мой номер выиграл в лотерее 100 рублей, смешно",
      "Налоговый вычет за лечение получила, подавала через личный кабинет",
      "Купоны в Пятёрочке со скидкой, кто собирает?",
      "My loan got approved today, finally buying the car",
      "Singles night at the bowling club was fun",
      "Відстрочку оформив законно через ЦНАП",
      "Наш футбольний клуб шукає спонсора",
      "Telefon orqali to'lov qildim, ishladi",
      "Rasmlar profilda yo'q, yangisini qo'ying",
      // r203's twin: a photographer's "сделаю фото на паспорт" is no document made
      "Сделаю фото на паспорт во дворе, бесплатно, у меня хорошая камера",
    ]);
    expectFires([["fake_documents_data", "Сделаю паспорт за неделю, недорого"]]);
  });
});

describe("money offered with a contact counts as illicit_with_contact (fifteenth session)", () => {
  it("a loan, a yield or a currency deal with a call, a link or a phone number combines", () => {
    expectFiresWithVerdict("spam", [
      ["illicit_with_contact", "Деньги в долг под расписку, быстро, от 10 до 500 тысяч, звоните +7 925 111 22 33"],
      ["illicit_with_contact", "Срочно нужны деньги? Выдаём займы под залог ПТС без справок, деньги в день обращения, звоните 8 912 345 67 89"],
      ["illicit_with_contact", "Real estate tokens paying 12% monthly, start with $100, DM for the link"],
      ["illicit_with_contact", "Dollar sotib olamiz, yaxshi kursda, naqd pul, lichkaga yozing"],
    ]);
  });
  it("money talk without a contact, and a giveaway or a lost pet's reward with one, do not combine", () => {
    expectFiresNot([["illicit_with_contact", "Кто брал кредит в этом банке? Одобрили с плохой кредитной историей?"]]);
    // giveaways and phishing were tried in the combination too: honest rewards with a call went to review
    expectVerdicts("clean", ["$100 reward for whoever finds our cat Milo, grey tabby, text me", "Lost my keys near the playground, reward if found, DM me"]);
  });
});

describe("the sixteenth session's first fresh probe (r205-r208)", () => {
  it("r205-r208's turns fire on what they were written for", () => {
    expectFires([
      ["dm_invite", "Нужны люди на вечер, писать в тг"],
      ["dm_invite", "Виплати щодня, пишіть в телеграм"],
      ["dm_invite", "Анкета у меня в профиле"],
      ["dm_invite", "Apply through my DM"],
      ["dm_invite", "Үйден жұмыс бар. Хабарласыңыз"],
      ["earnings_promise", "Get paid $35 per test on your phone"],
      ["earnings_promise", "Үйден жұмыс, табыс 15 000 теңгеден"],
      ["remote_work_offer", "Work from your phone as a chat moderator"],
      ["remote_work_offer", "Үйден жұмыс, күніне 2 сағат"],
      ["money_flip", "Send to the address and receive 2x back"],
      ["recovery_referral", "My friend got all his USDT back through this recovery team"],
      ["offer_assurance", "High quality, scannable, worldwide shipping"],
      ["offer_assurance", "Пробив по базам, цены ниже рынка"],
      ["offer_assurance", "Справка с печатями, доставка курьером"],
      ["offer_assurance", "Qarz beramiz, tez va ishonchli"],
      ["loan_debt_help", "Помогу избавиться от долгов по закону"],
      ["loan_debt_help", "Допоможу позбутися боргів"],
      ["loan_debt_help", "Несие алу оңай, тарихы нашар болса да"],
      ["loan_debt_help", "Банкротство физлиц под ключ, консультация бесплатно"],
      ["easy_money_scheme", "Є тема на швидкі гроші, без ризику"],
      ["job_scam_day_labour", "Подкину работёнку на пару часов, расчёт сразу"],
      ["job_offer", "Нужны водители с личным авто, оплата наличными"],
      ["adult", "Lonely tonight? Private videos and live chat, click my profile"],
      ["investment_testimonial", "DM for recovery services if you lost any assets"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Банкротство физлица кто проходил? Сколько по времени?",
      "Банкротство физлиц через МФЦ бесплатно, кто делал?",
      "Can I work from your phone? The app needs a login",
      "Did you get double back from the refund? I got twice back",
      "Got my data back through a recovery service after the disk died",
      "Справку с печатью быстро дали в поликлинике",
      "Подкину работёнку сыну, пусть помогает на даче",
      "Lonely tonight, my wife's away, text me if you want to grab a beer",
      "Private videos from the wedding are in the shared album",
      "Нужны водители на субботник, отвезти мусор, кто с машиной?",
      "Менің несие тарихым нашар, банк бермеді",
      "Үйден жұмысқа барамын, кептеліс",
      "Табысым 150 мыңнан асады, бірақ жетпейді",
      "Є тема на вечір, швидкі гроші не потрібні, просто відпочинемо",
      "Швидкі гроші від мікрозаймів — пастка, не беріть",
    ]);
    // a Gitter user's "when I click my profile in the upper-right" is no call to look at a profile
    expectFiresNot([["dm_invite", "When I click my profile in the upper-right, nothing happens"]]);
  });
});

describe("the sixteenth session's second fresh probe (r209-r212)", () => {
  it("r209-r212's turns fire on what they were written for", () => {
    expectFires([
      ["loan_debt_help", "Займы всем без исключения"],
      ["telegram_gift_bait", "Звёзды Telegram по низкой цене"],
      ["offer_assurance", "Пробив, результат за 30 минут"],
      ["offer_assurance", "Инвестиции, без рисков, вывод в любое время"],
      ["investment_yield_pitch", "Инвестиции с доходом 30% в месяц, без рисков"],
      ["recovery_referral", "Я так и поднялась через одного человека"],
      ["easy_money_scheme", "Не трать время на работу за копейки, есть вариант получше"],
      ["easy_money_scheme", "Всем, кто спрашивал про заработок, отписала в лс"],
      ["earnings_promise", "Ответила в личку по поводу подработки"],
      ["earnings_promise", "Кто ищет заработок — загляни ко мне в профиль"],
      ["earnings_promise", "Mrs. Linda's trading program paid me $12k this month"],
      ["dm_invite", "Есть вариант получше, спроси у меня"],
      ["dm_invite", "Кому интересно — расскажу"],
      ["dm_invite", "Скину ссылку кому надо"],
      ["dm_invite", "Robota vid 1000 grn v den, pyshit v pryvat"],
      ["fake_documents_data", "Есть свой человек в ГИБДД, вопрос с правами решаем"],
      ["fake_documents_data", "Get your diploma or degree without exams"],
      ["remote_work_offer", "Девочки, кто хочет работать из дома, напишите мне"],
      ["job_offer", "Напишите мне, возьму двоих"],
      ["job_offer", "Rabota ot 3000 v den"],
      ["adult", "Скучающая девушка ждёт тебя, пиши"],
      ["adult_bot", "Скучающая девушка ищет общения, пиши, не стесняйся"],
      ["adult", "Check my bio for my private pics"],
      ["investment_yield_pitch", "Recruiting new investors with 20% monthly returns"],
      ["offer_assurance", "Aged accounts in bulk, cheap, fast delivery"],
      ["courier_drop_recruiting", "Work as a package reshipper from home"],
      ["support_impersonation", "Your Telegram account will be deleted in 24 hours unless you verify here"],
      ["job_scam_day_labour", "Kunlik ish, to'lov darhol, 250 ming so'm, lichkaga"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Написала в личку по поводу работы няни, жду ответа",
      "Нашла подработку на 15 тысяч, хоть что-то",
      "Кто ищет подработку, загляните на сайт центра занятости",
      "Вопрос с правами решаем через госуслуги, записывайтесь",
      "Могу помочь с выплатой от государства разобраться, я юрист, пишите",
      "Скучающая девушка на ресепшене зевала весь день",
      "Премиум за полцены на Яндекс Музыку по акции, кто знает?",
      "Сидела без денег до зарплаты, пока не нашла заначку",
      "Degree without exams? That's a scam",
      "To'lov darhol o'tdi, 250 ming, rahmat",
      "Возьму двоих котят, у кого есть?",
      "Cheap pizza, fast delivery, best place in town",
      "Результат за 30 минут, ПЦР в клинике на Ленина",
      "Доход 30% в месяц — это пирамида, не ведитесь",
      // a charity's "обращаться к @verann29" and a waiter's vacancy ending on "звоните" are no DM-bait (both tried)
      "Требуется мужская одежда размера 48, куртка и кофта. Обращаться к @verann29",
      "Подработка официантом на банкете в субботу, 3000 за вечер, ресторан Волна, звоните",
    ]);
  });
});

describe("the sixteenth session's third fresh probe (r213-r216)", () => {
  it("r213-r216's turns fire on what they were written for", () => {
    expectFires([
      ["hidden_link_call", "Займы всем, заявка по ссылке в профиле"],
      ["hidden_link_call", "Кредит без довідок, заявка за посиланням"],
      ["hidden_link_call", "Червоний Хрест виплачує допомогу, заповніть анкету в боті"],
      ["fake_aid_payout", "Компенсация вкладов СССР одобрена! Проверьте, положена ли вам выплата"],
      ["engagement_services", "Продам аккаунты Авито с отзывами"],
      ["betting_tipster", "Экспрессы на сегодня с коэффициентом 15"],
      ["paid_tasks", "Нужны люди для голосования, 300 рублей за голос"],
      ["recovery_referral", "Помогу вернуть деньги от брокера-мошенника"],
      ["courier_drop_recruiting", "Ищу человека с ИП или самозанятостью"],
      ["telegram_gift_bait", "Скупаю NFT-подарки Telegram дороже рынка"],
      ["gambling_promo", "Казино дарує 100 фріспінів за реєстрацію"],
      ["offer_assurance", "Бронювання, оформлення за 3 дні"],
      ["offer_assurance", "Допоможу списати борги, безкоштовна консультація"],
      ["offer_assurance", "Куплю картку, 2000 грн одразу, все безпечно"],
      ["earnings_promise", "Платимо 100 грн за відгук на Google Maps"],
      ["job_offer", "Потрібні люди на підробіток у вихідні"],
      ["dm_invite", "Дохід від 30 тисяч, все покажу"],
      ["dm_invite", "Your card is blocked, call us at +1 888 555 0199"],
      ["dm_invite", "New memecoin, contract in my bio"],
      ["adult_bot", "Sorry, I think I have the wrong number. Nice to meet you anyway, where are you from?"],
      ["airdrop_giveaway", "Giving away 10 MacBook Pros to my followers"],
      ["support_impersonation", "This is your bank's security team, your card is blocked"],
      ["fake_aid_payout", "Government grant of $5,000 available for everyone"],
      ["fake_aid_payout", "No repayment needed, apply via my DM"],
      ["adult", "Hot moms in your area are online now"],
      ["offer_assurance", "New memecoin, 100x guaranteed"],
      ["offer_assurance", "AI trading bot, withdraw anytime"],
      ["hacking_services", "I can get into any phone or WhatsApp account"],
      ["hacking_services", "Certified hacker, any account, DM"],
      ["earnings_promise", "Become a mystery shopper, get paid $300 per assignment"],
      ["remote_work_offer", "Onlayn ish, faqat telefon kerak"],
      ["adult_bot", "Qizlar bilan tanishuv boti, bepul"],
      ["telegram_gift_bait", "Telegram yulduzlarini arzon sotaman"],
      ["loan_debt_help", "Қарызыңызды жабуға көмектесеміз"],
      ["contact_flow", "Кыздар менен таанышуу, бот профилде"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "NFT-подарки в телеграме это вообще что?",
      "Anyone know how to get a loan for a used car with no credit history?",
      "Заявка по ссылке на сайте школы, запись в кружки до пятницы",
      "Заповніть анкету в боті школи, щоб записатися на гурток",
      "Компенсацию вкладов СССР бабушке выплатили в Сбере, ходила с паспортом",
      "Продам аккаунт в игре, надоело",
      "Экспресс с коэффициентом надёжности, это про поезд?",
      "Помогу вернуть деньги за курс, я юрист по защите прав потребителей",
      "Фріспіни це що, в казино?",
      "Оформление за 3 дня в МФЦ, быстро",
      "Потрібні люди на толоку в суботу, прибрати парк",
      "This is your security team: fire drill at 3 pm",
      "Your card is blocked? Call the bank's number on the back",
      "No repayment needed for this scholarship, claim it at the office",
      "Can someone get into any phone with a forensic tool? Asking for a court case",
      "Qizlar bilan tanishish uchun qayerga borish kerak?",
      "Yulduzlar bepul ko'rinadi bu kecha",
      "Заңды түрде хабарласыңыз, кеңес береміз",
    ]);
    // an SMS friend's "call me at 10:10" is no business's call
    expectFiresNot([["dm_invite", "Can you call me at 10:10 to make sure I've woken up"]]);
  });
});

describe("the sixteenth session's fourth fresh probe (r217-r220)", () => {
  it("r217-r220's turns fire on what they were written for", () => {
    expectFires([
      ["earnings_promise", "Сестра сейчас на удалёнке 100к получает"],
      ["earnings_promise", "Сейчас сама себе начальник. Кому интересно как — в лс"],
      ["earnings_promise", "Поэтому ушла в онлайн, 3-5к в день"],
      ["earnings_promise", "Третий месяц зарабатываю с телефона, спрашивайте"],
      ["dm_invite", "Сестра на удалёнке, могу познакомить"],
      ["dm_invite", "Если интересно — пиши, скину"],
      ["dm_invite", "Вернула все деньги. Контакт дам"],
      ["dm_invite", "Подробности не здесь"],
      ["dm_invite", "Спрашивайте, отвечу в лс"],
      ["dm_invite", "Отвечу всем, кто поставит + под этим сообщением"],
      ["recovery_referral", "Через этого человека вернула все деньги"],
      ["loan_debt_help", "Знакомая кредиты закрывает, могу дать номер"],
      ["easy_money_scheme", "Я бы на твоём месте не работал за 30к, есть вариант в разы лучше"],
      ["easy_money_scheme", "Поднял 40к за выходные на одной теме"],
      ["draft_evasion_services", "Есть знакомый в военкомате, решает вопросы с отсрочкой"],
      ["job_offer", "Оператор чату, без досвіду"],
      ["job_offer", "Потрібні кур'єри пішки та на велосипеді"],
      ["job_offer", "2 години на день, деталі в приват"],
      ["job_offer", "Терміново потрібні люди на склад"],
      ["job_scam_day_labour", "Оплата кожного дня, від 1000 грн"],
      ["fake_aid_payout", "Держава виплачує 8000 грн кожному, хто має дітей, оформлення через бот"],
      ["adult", "Гарні дівчата без передоплати, виїзд цілодобово"],
      ["remote_work_offer", "Додатковий дохід для мам у декреті, 2 години на день"],
      ["easy_money_scheme", "Віддам свою схему заробітку, пиши в особисті"],
      ["fake_documents_data", "Продам довідку про інвалідність"],
      ["offer_assurance", "Довідка швидко, з печаткою"],
      ["earnings_promise", "Шукаю дропів, платимо за кожну картку 3000 грн"],
      ["betting_tipster", "Заробляй на ставках разом з нами, прохідність 90%"],
      ["loan_debt_help", "Approval in 24 hours, inbox me"],
      ["recovery_referral", "A hacker I know got mine back in 48 hours"],
      ["dm_invite", "Ask me for his contact"],
      ["courier_drop_recruiting", "People to open bank accounts in their name, $500 per account"],
      ["adult_bot", "I'm a widow from Texas looking for a true friend, please text me on WhatsApp"],
      ["job_offer", "Kuryer kerak, kunlik 400 ming so'm, tajriba shart emas"],
      ["loan_debt_help", "Garovsiz kredit 50 mln gacha"],
      ["fake_documents_data", "Ma'lumot topamiz: manzil, telefon, mashina"],
      ["work_abroad_offer", "Xorijda ish, Koreya va Yaponiya, oyiga 3000$"],
      ["job_offer", "Курьер керек, күнделікті төлем 15 000 теңге"],
      ["remote_work_offer", "Онлайн табыс, тек телефон керек"],
      ["remote_work_offer", "Онлайн киреше, айына 50 000 сом"],
      ["dm_invite", "Насыя күрөөсүз, кайрылыңыз"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Курс английского окупился — нашла работу получше",
      "Через юриста вернули деньги за бракованный холодильник, всё законно",
      "Мама кредиты закрывает досрочно, молодец",
      "Я сама себе начальник, работаю парикмахером на дому",
      "Напиши мне, не пожалеешь, рецепт огонь",
      "Знакомый в военкомате сказал, что повесток не будет",
      "Держава виплачує допомогу всім ВПО, треба подати заявку в ЦНАП",
      "Дівчата, хто на виїзд у суботу на природу?",
      "Потрібні люди на склад гуманітарки, волонтери",
      "The payout of $300 from Mr. Smith's insurance came late",
      "That band is the real deal, message me if you want tickets",
      "Personal loans at 5% from my credit union, good rates",
      "Approval in 24 hours for the building permit, surprisingly",
      "We had to open bank accounts in their name for the kids",
      "My aunt is a widow looking for a true friend to travel with",
      "Register through my link for the marathon and we'll be in the same team",
      "Garovsiz kredit olish mumkinmi?",
      "Har qanday odam haqida yomon gapirmang",
      "Ma'lumot topamiz deb aytdi, lekin topa olmadi",
      "Тәжірибе қажет емес деп айтты, бірақ алмады",
      // a hackathon team's "пишите кто хочет" is no DM-bait (tried)
      "Ищу людей в команду на хакатон, пишите кто хочет",
    ]);
  });
});

describe("the sixteenth session's fifth fresh probe, ordinary posts (r221-r224)", () => {
  it("r221-r224's turns fire on what they were written for", () => {
    expectFires([
      ["offer_assurance", "Займ до 100 000 на карту без отказа, решение за 10 минут"],
      ["offer_assurance", "Позика на карту, рішення за 10 хвилин"],
      ["offer_assurance", "Зробимо будь-які довідки, офіційно, з доставкою"],
      ["offer_assurance", "Несие, алдын ала төлемсіз"],
      ["offer_assurance", "Насыя алып беребиз, алдын ала төлөмсүз"],
      ["remote_work_offer", "Робота онлайн, дохід від 30 000 грн на місяць"],
      ["dm_invite", "Кому потрібен додатковий дохід вдома, пишіть, розповім"],
      ["contact_flow", "Qizlar siz bilan tanishmoqchi, rasmlar botda"],
      ["earnings_promise", "Үйден жұмыс, айына 300 000 теңгеге дейін, жазыңыз"],
      ["loan_debt_help", "Несие аламыз, тарихы нашар болса да, алдын ала төлемсіз"],
      ["dm_invite", "Үйден жұмыс, жазыңыз"],
      ["job_offer", "Жумуш бар, күнүнө 2000 сом"],
      ["earnings_promise", "Үйдөн иштөө, айына 60 000 сомго чейин, жазыңыз"],
      ["dm_invite", "Үйдөн иштөө, жазыңыз"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Решение за 10 минут принял, взял отпуск",
      "Официально, с доставкой — так магазин пишет, но везут неделю",
      "Робота вдома важка з дітьми, не раджу",
      "Пишите, расскажу, как доехать",
      "Айына 300 000 теңге жалақы аламын, жетпейді",
      "Тарихы нашар болса да, банк берді, бақытты",
      "Жумуш бар бекен? Иштегим келет",
      "Айына 60 000 сом айлык алам",
      "Алдын ала төлемсіз дүкен жоқ қой",
      "Rasmlar profilda bor, qarang",
      // tried and dropped: "подробнее в профиле", "анкеты в боте", "подписывайтесь на канал", "join our private group",
      // "claim ... at the link" (a school's profile, bot, channel, trip photos and seat)
      "Подробнее в профиле школы на сайте",
      "Анкеты участников в боте школы, заполните до пятницы",
      "Подписывайтесь на канал школы, там расписание",
      "Claim your seat at the link in the school email",
    ]);
  });
});

describe("the sixteenth session's sixth fresh probe, ordinary posts (r225-r228)", () => {
  it("r225-r228's turns fire on what they were written for", () => {
    expectFires([
      ["job_offer", "Требуется администратор чата, 2 часа в день"],
      ["job_offer", "Нужны помощники в интернет-магазин, работа на дому"],
      ["job_scam_day_labour", "Срочно! Требуются люди на разгрузку фуры, 2 часа работы, оплата 3000 сразу"],
      ["remote_work_offer", "Требуются операторы в чат, удалённо, 40 000 в месяц, без опыта"],
      ["support_impersonation", "Смотри, что о тебе пишут в этом боте"],
      ["telegram_gift_bait", "Подарю подарок в Telegram первым 10, кто напишет в лс"],
      ["fake_documents_data", "Проверка человека по всем базам, паспорт, адрес, долги"],
      ["courier_drop_recruiting", "Нужен человек оформить карту, 3000 за оформление"],
      ["income_course_funnel", "Курс по заработку на маркетплейсах со скидкой 90%"],
      ["hidden_link_call", "Claim free Telegram Premium now, open the bot"],
      ["adult", "Single ladies in your city want to meet you, join the bot now"],
      ["recovery_referral", "Hacked account? Lost funds? Our team can recover everything"],
      ["earnings_promise", "I'm a financial advisor, I help people grow their money, message me"],
      ["support_impersonation", "Your Telegram account has been reported, verify it now at the link"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Требуется администратор в магазин, график 2/2, обращаться к директору",
      "Разгрузку фуры закончили за 2 часа, устали",
      "Работаю удалённо уже год, 40 000 в месяц, мало",
      "Требуется бухгалтер на ИП, удалённо, опыт от 3 лет, резюме на почту",
      "Смотри, что о тебе пишут в газете! Поздравляю с наградой",
      "Подарю подарок в Telegram подруге на день рождения",
      "По всем базам проверили — чисто, можно покупать машину",
      "Нужен человек оформить карту? В банке сказали, только лично",
      "Open the bot to book a table now",
      "Single ladies night at the bar on Friday",
      "I help people grow their own vegetables, message me for seeds",
      "My account has been reported by mistake, how to verify?",
    ]);
  });
});

describe("the sixteenth session's seventh fresh probe, slang and long messages (r229-r232)", () => {
  it("r229-r232's turns fire on what they were written for", () => {
    expectFires([
      ["job_offer", "Ворк без опыта, 5-7к в день"],
      ["job_offer", "Нужны шустрые ребята на движуху по городу"],
      ["job_offer", "Залетай в команду, ворк с телефона"],
      ["job_offer", "Ищу своих людей на постоянку, бабки каждый день"],
      ["dm_invite", "Ворк без опыта, залетай в лс"],
      ["dm_invite", "Заработок от 50к в неделю, подробности у меня"],
      ["dm_invite", "Скидываю проверенную тему, пиши «тема»"],
      ["dm_invite", "Бро, есть лёгкий способ, отпиши"],
      ["earnings_promise", "Кэш на кармане каждый вечер"],
      ["earnings_promise", "Заробіток у тг від 20к на місяць"],
      ["earnings_promise", "Працюємо з телефону, виплати на карту щодня"],
      ["offer_assurance", "Без кидалова, платим сразу"],
      ["offer_assurance", "Вивід крипти на карту, без верифікації, швидко"],
      ["courier_drop_recruiting", "Кто в теме по дропам — пишите, есть предложение"],
      ["payment_transfer_service", "Обнал любых сумм, кэшаут с карт"],
      ["easy_money_scheme", "Кто хочет в тему? Дело на пару часов, 10к на руки"],
      ["easy_money_scheme", "Скидываю проверенную тему, 15к за вечер"],
      ["easy_money_scheme", "Бро, хочешь поднять кэш?"],
      ["easy_money_scheme", "Дам заработать, кто на мели — в лс"],
      ["easy_money_scheme", "Лайтова робота з телефону"],
      ["job_scam_day_labour", "Дело на пару часов, 10к на руки"],
      ["job_scam_day_labour", "Ищу курьеров на лёгкий ворк, от 8к за выход"],
      ["loan_debt_help", "Гроші на карту, без відмови, без дзвінків"],
      ["telegram_gift_bait", "Безкоштовний Telegram Premium на 3 місяці"],
      ["hidden_link_call", "Безкоштовно, тисни на бота"],
      ["loan_debt_help", "Помогаю закрыть кредиты и просрочки законно"],
      ["recovery_referral", "Она помогла мне вернуть 300 тысяч, которые я отдала мошенникам"],
      ["fake_documents_data", "Если кому нужны справки или больничный — могу помочь, быстро и недорого"],
      ["adult", "Ищу девушку для общения и приятных встреч, взаимная помощь"],
      ["earnings_promise", "Who wants to secure the bag this week?"],
      ["earnings_promise", "Side hustle paying $800, DM"],
      ["earnings_promise", "Sign up through my referral and we both get $100"],
      ["earnings_promise", "I hit $10k this month with my mentor's system"],
      ["dm_invite", "Slide in my DM"],
      ["dm_invite", "Stop being broke, HMU"],
      ["money_flip", "Need 3 people for a quick flip, $500 to $5,000 in 2 hours"],
      ["money_flip", "Cash app flip, send $50 get $500 back"],
      ["easy_money_scheme", "I got a method that prints money, HMU"],
      ["paid_tasks", "Paid daily for simple tasks from your phone"],
      ["courier_drop_recruiting", "Got extra cards? I'll pay $200 each"],
      ["courier_drop_recruiting", "Just need your bank login, DM"],
      ["telegram_gift_bait", "Plug for cheap Telegram Stars and Premium, hit my line"],
      ["adult", "Spicy chats with real girls"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Ворк-шоп по рисованию в субботу, приходите",
      "Нужны шустрые ребята в команду по футболу",
      "Кэш на кармане закончился, зарплата через неделю",
      "Бабки каждый день на лавочке сидят, болтают",
      "Без кидалова: вернул долг другу, как обещал",
      "Скину тему для сочинения, пиши",
      "Дам заработать сыну на каникулах, пусть помогает",
      "Кто на мели до зарплаты — держитесь, пишите если что",
      "Дело на пару часов, но за 10к я бы не взялся",
      "От 5к за смену получал на заводе, маловато",
      "Гроші на карту прийшли за 5 хвилин, дякую банку",
      "Безкоштовний Premium дали на місяць від оператора",
      "Она помогла мне вернуть 300 рублей сдачи, честная кассирша",
      "Подскажу, как получить выплату на ребёнка, сама оформляла через госуслуги, пишите",
      "Справки в школу — могу помочь с бланком, быстро",
      "Secure the bag for the trip, I forgot mine",
      "Quick flip of the pancakes and done",
      "This method prints money? Sounds like a scam",
      "Got extra cards for the board game night, who wants?",
      "Spicy chicken wings at the bar tonight",
      "hmu if you want to play tennis",
    ]);
  });
});

describe("the sixteenth session's eighth fresh probe (r233-r236)", () => {
  it("r233-r236's turns fire on what they were written for", () => {
    expectFires([
      ["betting_tipster", "Кэф 2.5 на сегодня, заход почти 100%"],
      ["telegram_gift_bait", "Отдам мишек и сердечки в Telegram за пару звёзд"],
      ["telegram_gift_bait", "Выиграй Telegram Premium на год"],
      ["hidden_link_call", "Нужно только пригласить 3 друзей в бота"],
      ["adult", "Фото 18+ девушек из твоего района, смотри в боте"],
      ["offer_assurance", "Диплом с проводкой по реестру"],
      ["offer_assurance", "Больничный лист официально, проверка по ЕГИСЗ"],
      ["offer_assurance", "Закроем все ваши МФО, без суда, официально"],
      ["offer_assurance", "Остановим звонки, консультация бесплатно"],
      ["courier_drop_recruiting", "Оформи на себя сим-карты, платим 500 за каждую"],
      ["courier_drop_recruiting", "Ищу людей для регистрации ИП на себя"],
      ["courier_drop_recruiting", "Купим ваш банковский счёт юрлица"],
      ["loan_debt_help", "Коллекторы достали? Остановим звонки за 1 день"],
      ["loan_debt_help", "Снимем арест со счетов законно, срочно, пишите"],
      ["fake_documents_data", "Найду любой номер, почту, адрес по фото или нику"],
      ["job_offer", "Our CEO needs a personal assistant to work remotely, $45/hour"],
      ["courier_drop_recruiting", "Get paid to receive packages at home and forward them"],
      ["courier_drop_recruiting", "$50 per parcel"],
      ["earnings_promise", "I made another $3k today"],
      ["investment_yield_pitch", "USDT arbitrage between exchanges, 3-5% profit per round"],
      ["investment_yield_pitch", "Our trading masterclass, 10x your portfolio"],
      ["wallet_phishing", "Send your wallet phrase to unlock it"],
      ["support_impersonation", "Binance support here, your withdrawal is on hold"],
      ["paid_tasks", "$20 per post, no followers needed"],
      ["income_course_funnel", "I'll show you step by step, just message me"],
      ["parcel_fee_phishing", "Pay the $1.99 fee to reschedule"],
      ["fake_documents_data", "Har qanday odamni telefon raqami bo'yicha topamiz, maxfiy"],
      ["earnings_promise", "Kripto orqali kuniga 100$ ishlash, bepul o'rgataman"],
      ["job_scam_day_labour", "To'lov har kuni, 300 ming so'mdan, yozing"],
      ["job_offer", "Kuryerlar kerak, to'lov har kuni"],
      ["work_abroad_offer", "Xorijga ishga yuboramiz, Polsha, oyiga 1500$"],
      ["loan_debt_help", "Qarzlaringizni yopishga yordam beramiz"],
      ["telegram_gift_bait", "Bepul yulduzlar Telegram, botga kiring"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Кэф 2.5 в этом матче был, а мы не поставили",
      "Меняю звёзды на рубли? А как это вообще работает?",
      "Выиграть Telegram Premium в конкурсе школы — это реально?",
      "Оформить на себя ИП — сложно?",
      "Снимем арест со счёта после оплаты штрафа, сказали приставы",
      "Даже с просрочками банк дал кредит, повезло",
      "Одобрение 95% — так реклама пишет, не верю",
      "Найду любой номер в старом телефоне, если включится",
      "Справку 2-НДФЛ с подтверждением дохода взяла в бухгалтерии",
      "I receive packages at home for my neighbor when she travels",
      "The platform I sent you is for online classes",
      "Connect at the link in the meeting invite",
      "The city is giving $500 grants to small bakeries",
      "The package could not be delivered because nobody was home, so I picked it up",
      "Raqami bo'yicha topamiz deb militsiya aytdi",
      "Qarzni yopishga yordam berdi akam",
      "Xorijga ishga yuboramiz deyishdi, lekin aldashdi",
      "Binance support team answered me after 3 days",
    ]);
  });
});

describe("the sixteenth session's ninth fresh probe, everyday 2025 wording (r237-r240)", () => {
  it("r237-r240's turns fire on what they were written for", () => {
    expectFires([
      ["easy_money_scheme", "Есть темка на вечер, без вложений"],
      ["easy_money_scheme", "Є темка на вечір, без вкладень"],
      ["easy_money_scheme", "Шукаю людей на легку роботу, 2 години на день"],
      ["gambling_promo", "Казино з миттєвим виведенням на карту"],
      ["gambling_promo", "Казино, фріспіни новачкам"],
      ["betting_tipster", "Ставлю без проигрышей уже месяц"],
      ["betting_tipster", "Ставлю без програшів уже місяць"],
      ["telegram_gift_bait", "Куплю звёзды Telegram по хорошему курсу"],
      ["adult_bot", "Бот знайомств 18+, дівчата без анкет"],
      ["fake_documents_data", "Проб'ю людину за номером: ПІБ, адреса, соцмережі"],
      ["earnings_promise", "Хочеш заробляти від 40 тисяч без начальника?"],
      ["earnings_promise", "Рабочая схема, скрины выплат в профиле"],
      ["dm_invite", "Покажу як, пиши «хочу»"],
      ["airdrop_giveaway", "Розыгрыш 10 000 рублей среди подписчиков"],
      ["draft_evasion_services", "Бронювання працівників для будь-якої компанії, швидко, під ключ"],
      ["hidden_link_call", "Виплата від ООН, перевір себе в боті"],
      ["job_offer", "Потрібен помічник на віддалену роботу"],
      ["offer_assurance", "Займы, выдача в день обращения"],
      ["earnings_promise", "Got a quick side gig for tonight, make $300-$500"],
      ["easy_money_scheme", "No investment needed, make $300-$500"],
      ["job_offer", "Couriers needed with or without a car, paid daily"],
      ["courier_drop_recruiting", "Chase or Wells Fargo accounts, $400 per account, safe and easy"],
      ["offer_assurance", "Driver's license without the test, registered in the system"],
      ["gambling_promo", "Casino with instant cashout to your card"],
      ["adult_bot", "18+ dating bot, real girls, no sign up"],
      ["loan_debt_help", "Loans with no rejection"],
      ["fake_documents_data", "I'll find anyone by phone number: name, address, socials"],
      ["easy_money_scheme", "Looking for people for easy work, 2 hours a day"],
      ["airdrop_giveaway", "Giveaway: $1,000 to one follower"],
      ["investment_testimonial", "My bank account manager doubled my savings in 2 months"],
      // a spam line of the data ("Есть ТЕМКА.\\n\\nУдалённая деятельность с высоким доходом") keeps its rule
      ["easy_money_scheme", "Есть темка. Удалённая деятельность с высоким доходом"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Есть темка для разговора на собрании: ремонт лифта",
      "Є темка без ризику — поговорити з сусідами про ремонт",
      "Казино з виведенням грошей у фільмі — класика",
      "Тисни в профіль, там фото котиків",
      "Хочеш заробляти — йди вчитися, казав батько",
      "Условия в закрепе канала школы, читайте",
      "Беру в обучение двоих котят? Нет, беру в семью",
      "Paid daily per shift at the warehouse, it's fine",
      "The casino has free spins? Never been",
      "No rejection letters this time, I got the job!",
      "Even with bad credit my cousin got an apartment",
      "Same day payout of insurance, surprisingly fast",
      "Easy work today, only 2 hours of meetings",
      "My mom doubled my savings by giving me her old coins",
      "I found this solution the most safe and easy to implement",
    ]);
  });
});

describe("the sixteenth session's tenth fresh probe, Russian written blind (r241-r244)", () => {
  it("r241-r244's turns fire on what they were written for", () => {
    expectFires([
      ["paid_tasks", "Нужны люди для проверки сайтов, 500 рублей за сайт, пишите в лс"],
      ["paid_tasks", "Расшифровка аудио в текст, 300 рублей за минуту записи"],
      ["job_offer", "Ищу ассистента блогеру, работа с телефона"],
      ["job_offer", "Оценщик контента, 4 часа в день, без собеседования"],
      ["job_offer", "Работа в поддержке интернет-магазина, удалённо"],
      ["remote_work_offer", "Ищу человека для работы в интернете, всему обучу"],
      ["loan_debt_help", "Закрываю микрозаймы за 30% от суммы"],
      ["loan_debt_help", "Деньги до пенсии под 0%, без справок"],
      ["fake_documents_data", "Санитарная книжка за один день, все печати"],
      ["fake_documents_data", "Узнаю информацию о любом человеке"],
      ["offer_assurance", "Санитарная книжка с отметкой в реестре"],
      ["offer_assurance", "Любые документы, быстро и с гарантией"],
      ["support_impersonation", "Узнай, кто смотрел твой профиль — бот покажет"],
      ["telegram_gift_bait", "Отдаю подарки Telegram со скидкой 70%"],
      ["engagement_services", "Накручу звёзды на твой канал"],
      ["betting_tipster", "Двойник ставок: повторяй за мной и забирай выигрыш"],
      ["betting_tipster", "Верный счёт матча от инсайдера"],
      ["adult", "Милая девушка ищет щедрого мужчину"],
      ["money_flip", "Закинь 500 на карту — через час вернётся 1500"],
      ["paid_tasks", "Получи 5000 рублей за отзыв о банке"],
      ["courier_drop_recruiting", "Покупаем аккаунты Telegram, WhatsApp, Госуслуги"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Хостинг 500 рублей за сайт в месяц, дорого или нет?",
      "300 рублей за минуту разговора в роуминге, пишите оператору",
      "Администратора сообщества прошу удалить спам",
      "Закрою кредиты в следующем году, надеюсь",
      "ОСАГО дешевле в другой компании нашла",
      "Кто пишет с фейка — блокируйте",
      "Информацию о любом человеке в интернете найти легко, осторожнее",
      "Кто смотрел твой профиль — такой функции в Telegram нет, не ведитесь",
      "Звёзды Telegram дешевле покупать через Fragment?",
      "Повторяй за мной: раз, два, три",
      "Закинь 500, вернётся 1500 — это пирамида, не ведитесь",
      "Первые деньги в первый день на новой работе не дадут",
      "Кто-то пишет мне с фейка, что делать?",
    ]);
  });
});

describe("the sixteenth session's eleventh fresh probe, Ukrainian and English written blind (r245-r246)", () => {
  it("r245-r246's turns fire on what they were written for", () => {
    expectFires([
      ["job_scam_day_labour", "Терміново потрібні вантажники на сьогодні, 3 години, 1500 грн одразу"],
      ["earnings_promise", "Навчання з нуля, перші гроші вже цього тижня"],
      ["job_offer", "Набираю команду на онлайн-проект, навчання з нуля"],
      ["loan_debt_help", "Допомога у списанні боргів, законно"],
      ["offer_assurance", "Списання боргів, перша консультація безкоштовна"],
      ["offer_assurance", "Інвестиції, без ризиків, пишіть мені"],
      ["fake_documents_data", "Дізнаюсь про будь-яку людину все: адреса, телефон"],
      ["draft_evasion_services", "Відстрочка для чоловіків будь-якого віку"],
      ["investment_yield_pitch", "Інвестиції з доходом 15% на тиждень, без ризиків"],
      ["job_scam_day_labour", "Moving furniture today, 3 hours, $150 cash right after, text me"],
      ["earnings_promise", "Training from zero, first payment this week"],
      ["job_offer", "Building a team for an online project, training from zero, first payment this week"],
      ["job_offer", "Work for students: 1 hour a day, $50 daily, DM me"],
      ["loan_debt_help", "Fast loans to your card, no documents, instant decision, message me"],
      ["fake_documents_data", "I can make any certificate or sick note, fast and cheap"],
      ["fake_documents_data", "I can find out everything about anyone: address, phone, family. DM"],
      ["courier_drop_recruiting", "Looking for people with bank cards, I pay $300 for each"],
      ["fake_aid_payout", "Get $500 government assistance, fill out the form at the link"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Вантажники приїхали сьогодні о 9, все занесли",
      "Перші гроші сьогодні отримав на новій роботі, радію",
      "Знайду будь-яку людину, хто загубився в лісі — волонтери шукають",
      "Відстрочку оформив законно через ЦНАП",
      "Відстрочка швидко оформлюється, якщо є документи?",
      "Paid $150 cash right after the job, the plumber was fast",
      "Work for students at the library, 2 hours a week, apply at the desk",
      "Do loans go to your card directly or to the account?",
      "Can you make any document printable in Word?",
      "Totally safe to swim in the lake now, they tested it",
      "Government assistance forms are at the library",
    ]);
  });
});

describe("the sixteenth session's twelfth fresh probe, ordinary Russian posts again (r247-r248)", () => {
  it("r247-r248's turns fire on what they were written for", () => {
    expectFires([
      ["loan_debt_help", "Выдаём деньги под залог любого имущества, быстро и выгодно, звоните"],
      ["adult", "Девушки для общения и встреч, анкеты в нашем боте, пиши"],
      ["courier_drop_recruiting", "Куплю карту, 5000, лс"],
      ["betting_tipster", "Прогнозы на спорт, канал в шапке"],
      ["job_offer", "Есть работа, кому интересно — пишите"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Под залог квартиры банк дал кредит, но ставка высокая",
      "Для общения и встреч с одноклассниками создали чат, пишите",
      "Куплю карту метро за 50, у кого есть лишняя?",
      "Есть работа, кому интересно, в школе нужен учитель физики, идите к директору",
      "Выдаём деньги за макулатуру, приносите в субботу",
      "Прогнозы на футбол смотрю в канале «Матч ТВ»",
    ]);
  });
});

describe("offer_with_dm_call: an offer and a call to write, in a short post (seventeenth session)", () => {
  const combo = BUILTIN_COMBOS.find((c) => c.name === "offer_with_dm_call")!;
  const offer = "Нужны люди на подработку, пиши";
  // ordinary words that fire no rule, each once, to pad the offer to a length
  const pad = ["вчера", "соседи", "снова", "шумели", "долго", "ночью", "опять", "дождь", "холодно", "утром", "кошка", "спала"];
  const padded = (tokens: number) => `${pad.slice(0, tokens - 5).join(" ")}. ${offer}`;

  it("fires in a post of at most maxWords tokens and not in a longer one, the rules fired being the same", () => {
    expect(combo.weight).toBeGreaterThan(0);
    const max = combo.maxWords!;
    expect(max - 5).toBeLessThanOrEqual(pad.length - 1);
    const at = detector.detect(padded(max));
    const over = detector.detect(padded(max + 1));
    const rules = (d: typeof at) => d.matched_rules.filter((r) => r !== combo.name && r !== "classifier");
    expect(rules(over)).toEqual(rules(at));
    expect(at.signals.find((s) => s.name === combo.name)?.weight).toBe(combo.weight);
    expect(over.matched_rules).not.toContain(combo.name);
  });

  it("takes the one- and two-line offers with a call over the spam threshold", () => {
    expectVerdicts("spam", [
      "Нужны люди на подработку, пиши",
      "Нужен помощник, 3000 в день, пишите",
      "Earn $500 daily, dm me how",
      "Работа для всех, 18+, пиши",
      "Zarabotok ot 5000 v den bez vlozhenij, pishi v ls",
    ]);
  });

  it("leaves a neighbour paying once for a job, and people asking for help, below spam", () => {
    // "заплачу N" (I will pay N, once) no longer reads as an earnings promise: with the combination it took these to spam
    expectVerdicts("clean", [
      "Потрібен електрик на дачу, заплачу 2000, пишіть",
      "Нужен электрик на дачу, заплачу 2000, пишите",
      "Нужен грузчик на час в субботу, заплачу 1000, пишите",
      "Требуется уборка квартиры после ремонта, заплачу 3000, пишите",
      "Заплачу 2000 тому, кто найдёт мою собаку, пишите",
      "Ищу работу, если у кого есть что-то — пишите",
      "Нужен репетитор по математике для сына, пишите",
      "Ищу няню на вечер пятницы, оплата 500 в час, пишите в личку",
      "Потрібна няня на вихідні, оплата 200 грн на годину, пишіть",
      "Could someone help me move a couch Saturday? I'll pay $50, DM me",
      "Looking for a babysitter Friday evening, $20/hour, DM me",
      "Нужен водитель на свадьбу 12 июня, оплата договорная, пишите",
      "Возьму на работу повара в столовую, пишите в лс",
      "Помогу с домашкой по физике за 300, пишите",
    ]);
  });
});

describe("the seventeenth session's first fresh probe (r249-r252: short Russian posts, everyday Russian kinds, English, ordinary Ukrainian)", () => {
  it("r249-r252's turns fire on what they were written for", () => {
    expectFires([
      ["job_scam_day_labour", "Нужны ребята на вечер, оплата сразу, пиши в лс"],
      ["job_scam_day_labour", "Нужен человек с авто на пару часов, 3000, лс"],
      ["remote_work_offer", "Ищу помощницу, удаленно, оплата каждый день, пиши"],
      ["remote_work_offer", "Вакансия: оператор чата, 40к, пишите в личные"],
      ["dm_invite", "Кому нужны деньги — пишите, есть вариант"],
      ["loan_debt_help", "Помогу законно не платить кредиты и микрозаймы. Консультация бесплатно, пишите в лс"],
      ["dm_invite", "Скучаешь вечером? Милые девушки ждут тебя в нашем боте, первые 10 минут бесплатно"],
      ["earnings_promise", "Есть рабочая схема на маркетплейсах, за месяц вышел на 200к. Научу, если напишешь"],
      ["advance_fee_fraud", "Мама, я попал в аварию, срочно нужны деньги, это мой новый номер, напиши сюда"],
      ["recovery_referral", "Lost money to a fake broker? My team got back 80% of my funds, reach out to them on telegram"],
      ["wallet_phishing", "Claim your free $TON airdrop before it ends, connect wallet at the bot"],
      ["advance_fee_fraud", "Hi, are you still looking for an apartment? Sorry, wrong number, but nice to meet you, where are you from?"],
      ["earnings_promise", "Anyone interested in earning from home with just a phone? DM me for details"],
      ["hacking_services", "I help people recover hacked Instagram and Facebook accounts, fast and cheap, message me"],
      ["earnings_promise", "Want to earn while you sleep? My mentor taught me, I can introduce you"],
      ["dm_invite", "Looking for serious people to join our team, weekly payouts, dm 'info'"],
      ["job_scam_day_labour", "Шукаю двох хлопців на склад, 1500 грн за зміну, в лс"],
      ["dm_invite", "Кредит за 10 хвилин, без довідок і дзвінків, деталі в профілі"],
      ["draft_evasion_services", "Оформлю відстрочку, швидко і без черг, писати в приват"],
      ["fake_documents_data", "Знайду будь-яку інформацію по номеру телефону, анонімно, в лс"],
      ["gambling_promo", "Вітаємо, ви виграли 10 000 грн! Напишіть адміну, щоб отримати"],
      ["easy_money_scheme", "Є тема на 20 тисяч за тиждень, без вкладень, пиши"],
      ["easy_money_scheme", "Кому потрібні гроші — пиши, є варіант"],
      ["earnings_promise", "Кто продаст банковскую карту? Заплачу 3000"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Нужны ребята на субботник, оплата не нужна, приходите",
      "Ищем людей в хор, оплата взносов сразу за год",
      "Работаю помощником удаленно уже год, нравится",
      "Нужен человек с авто завтра отвезти бабушку в больницу, 2 часа, кто может?",
      "Ищу человека с машиной на переезд, заплачу 2000",
      "Оператор чата в банке ответил через час",
      "Модератор чата, удали спам, пожалуйста",
      "Как не платить кредит, если банк обанкротился?",
      "Научу не платить лишнего за коммуналку, пишите",
      "В нашем боте можно записаться к врачу",
      "За месяц вышел на 10 км пробежки",
      "Перейдите в бота поликлиники для записи",
      "Это мой новый номер, напишите сюда, старый потерял",
      "Сосед попал в аварию, срочно нужны деньги на лечение, собираем всем домом",
      "Покажу, если напишете, где взять рецепт",
      "Пишите, есть вариант встретиться в субботу",
      "Пишіть, є варіант зустрітися в суботу",
      "Кто продаст карту Тройка? Заплачу 100",
      "My team got back from the tournament with two medals",
      "Reach out to them on telegram if you want the class notes",
      "Ask me how the meeting went, it was wild",
      "DM info about the venue please",
      "I can introduce you to my landlord, he has a free flat",
      "How do I connect wallet to the Ledger app?",
      "Earning from home is hard with kids around",
      "Weekly payouts at my job come on Fridays",
      "Can you help people recover hacked accounts? My mom lost her Facebook",
      "Шукаю людей на толоку, 2 години в суботу",
      "Мені платять 1500 грн за зміну, мало",
      "Деталі в профілі школи на сайті",
      "Оформлю відстрочку сам через Дію, швидко вийшло",
      "Знайду інформацію по номеру рейсу і скину",
      "Ви виграли 10 000 грн у лотерею? Вітаю!",
      "Вітаємо, ви виграли конкурс малюнків!",
      "Є тема без грошей: прибирання двору в суботу",
      "Є тема для розмови на зборах: ремонт даху",
    ]);
  });
});

describe("the seventeenth session's second fresh probe (r253-r256: obfuscated Russian, Central Asian, short English, offers after a chatty opener)", () => {
  it("r253-r256's turns fire on what they were written for", () => {
    expectFires([
      ["earnings_promise", "Үйден жұмыс, телефон арқылы, айына 300 мың, лс-ке жазыңыз"],
      ["remote_work_offer", "Үйден жұмыс, телефон арқылы, айына 300 мың, лс-ке жазыңыз"],
      ["dm_invite", "Несие бір күнде, анықтамасыз, толығырақ профильде"],
      ["dm_invite", "Telegram yulduzlari bepul, botga kirib oling"],
      ["earnings_promise", "Kripto orqali oyiga 1000$ topaman, o'rgataman, lichkaga"],
      ["work_abroad_offer", "Koreyaga ish, oyligi 2000$, hujjatlar tez, yozing"],
      ["investment_testimonial", "My forex account manager made me $12k this month, contact him @fx_mike"],
      ["money_flip", "Double your Bitcoin in 24 hours, send to this address and watch"],
      ["dm_invite", "Bank logs available, fresh and verified, message for prices"],
      ["paid_tasks", "Looking for 5 people to test a new app, $200 each, dm me"],
      ["earnings_promise", "Кстати, если кому нужна подработка, у меня есть вариант на 2-3 часа в день, пишите"],
      ["earnings_promise", "А я вот с декрета вышла на удалёнку, доход уже больше мужниного, кто хочет так же — в личку"],
      ["earnings_promise", "Я уже полгода закрываю кредиты с подработки в телефоне, могу показать как"],
      ["dm_invite", "Я уже полгода закрываю кредиты с подработки в телефоне, могу показать как"],
      ["earnings_promise", "И ещё вопрос: кто продаст банковскую карту, хорошо заплачу"],
      ["earnings_promise", "Я уже год работаю из дома, на бирже, зарабатываю больше, чем в офисе, научу"],
      ["fake_documents_data", "Кстати, делаю справки и больничные, если кому надо, без посещения"],
      ["adult_bot", "И кто хочет познакомиться с интересными мужчинами — бот у меня в профиле"],
      ["dm_invite", "И кто хочет познакомиться с интересными мужчинами — бот у меня в профиле"],
      ["earnings_promise", "Кстати, я ищу 3 человек в проект, доход от 100к, без опыта"],
      ["offer_assurance", "Может кому пригодится: пробиваю любые данные по номеру телефона, быстро и недорого"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Айына 300 мың жалақы аз, балаларға жетпейді",
      "Үйден жұмыс істеу қиын, балалар кедергі",
      "Толығырақ профильде жазылған, мектептің сайтында",
      "Bu oy 1000 topaman deb o'ylagandim, bo'lmadi",
      "Koreyaga ish izlab ketgan ukam qaytdi",
      "Koreyaga ish bilan ketdi akam, oyligi yaxshi deydi",
      "My account manager at the bank got me a better rate on the mortgage",
      "Send to this address and get a receipt, the school office said",
      "Message for prices of the cakes, my sister bakes them",
      "Can someone test the app for our school? It's free, no pay",
      "I use appium to test my app on the simulator 10.2 each morning",
      "Я вышла на удалёнку, доход меньше, но дома с детьми",
      "Закрыла кредиты наконец, без всякой подработки",
      "Хорошо заплачу за помощь с переездом, в субботу",
      "Я зарабатываю больше, чем муж, но устаю сильнее",
      "Могу показать, как пройти к поликлинике",
      "Быстро и недорого починили машину в сервисе на Ленина",
      "Делаю справки для бассейна в поликлинике, очередь огромная",
      "Хочу познакомиться с интересными людьми, куда сходить?",
      "Бот у меня в профиле — это для записи на маникюр",
      "Подработка у меня есть вариант только летом, в лагере",
    ]);
    // a counter-signal: "sounds like a scam" takes a flip retold below spam
    expectVerdicts("suspicious", ["Double your bitcoin in 24 hours? Sounds like a scam"]);
  });
});

describe("the seventeenth session's third fresh probe (r257-r260: vacancy cards and replies, Ukrainian, English task scams, translit)", () => {
  it("r257-r260's turns fire on what they were written for", () => {
    expectFires([
      ["fake_documents_data", "💊 Справки 💊\nбольничный, 086/у, медкнижка\nбыстро, с печатями\nв лс"],
      ["fake_documents_data", "Spravki, bolnichnye, medknizhki, bystro, pishite"],
      ["easy_money_scheme", "Est tema na 10k za vecher, v lichku"],
      ["dm_invite", "Zvezdy telegram besplatno, zahodi v bota"],
      ["dm_invite", "Prognozy na sport, prohodimost 90%, kanal v profile"],
      ["courier_drop_recruiting", "Trebuyutsya kurery, oplata ezhednevno, pishi v tg"],
      ["loan_debt_help", "Pomogu spisat dolgi, konsultaciya besplatno, pishite"],
      ["earnings_promise", "Анна, у меня есть для тебя вариант подработки, напиши мне"],
      ["telegram_gift_bait", "🎁 Розыгрыш 1000 звёзд\n1. Подпишись на канал\n2. Напиши «хочу» в личку\nИтоги завтра"],
      ["dm_invite", "Зробимо будь-які документи в Дії, швидко і без черг, звертайтесь у приват"],
      ["dm_invite", "Сигнали по криптовалюті, вчора +60%, доступ до каналу за посиланням у профілі"],
      ["gambling_promo", "Вітаю, ваш номер виграв iPhone 15! Щоб отримати, напишіть менеджеру"],
      ["paid_tasks", "Amazon is looking for product testers, keep the products and get paid, DM me"],
      ["dm_invite", "Hi, I'm a recruiter from Adecco, we have a remote position paying $40/hour, are you interested?"],
      ["advance_fee_fraud", "Start earning today, pay a small registration fee of $30 and get your first task"],
      ["remote_work_offer", "Hiring now: data entry from home, flexible hours, weekly pay, DM for the application"],
      ["paid_tasks", "We pay you to leave Google reviews, $5 each, unlimited, contact us"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Справки и больничные теперь в Госуслугах, удобно",
      "Справку и больничный взяла, без очереди повезло",
      "Есть тема на 5 минут обсудить с председателем",
      "Заходите в бота поликлиники, там запись",
      "Канал в профиле у меня про вязание, заходите",
      "Звоните в диспетчерскую, телефонуйте хоть ночью",
      "Обращайтесь в личку, если нашли ключи",
      "За посиланням у профілі школи розклад уроків",
      "Вариант подработки нашла в кафе, довольна",
      "Ваш номер выиграл? Это развод, не отвечайте",
      "Product testers at my company found a bug",
      "They pay you to leave reviews? Sounds like a scam",
      "Are you interested in the book club?",
      "Registration fee for the marathon is $30, closes Friday",
      "Data entry from home is boring but it pays the bills",
    ]);
    // a phone call is no DM call: a neighbour's mover job with "дзвоніть" stays below spam (its "N грн за день" leaves it
    // suspicious, as before this batch)
    expect(detector.detect("Потрібні вантажники на переїзд у суботу, 1500 грн за день, дзвоніть Андрію").verdict).not.toBe("spam");
  });
});

describe("the seventeenth session's fourth fresh probe (r261-r264: ordinary Russian, English crypto groups, adult and gifts in new words, links and handles)", () => {
  it("r261-r264's turns fire on what they were written for", () => {
    expectFires([
      ["airdrop_giveaway", "Дарю подарки в телеграме тем, кто подпишется на мой канал. Осталось 20 штук, успевай"],
      ["offer_assurance", "Дарю подарки в телеграме тем, кто подпишется на мой канал. Осталось 20 штук, успевай"],
      ["fake_documents_data", "Узнаю о любом человеке всё: адрес, место работы, родственников. Конфиденциально. Пишите в личные"],
      ["remote_work_offer", "Предлагаю подработку для пенсионеров: обзвон клиентов из дома, 3 часа в день, 20 000 в месяц. Звоните или пишите"],
      ["shill_call_bait", "This gem is about to moon 🚀 buy now before it's too late"],
      ["promo_invitation", "Hey admin, we'd love to collab with your community, DM me for details"],
      ["token_launch_shill", "Free mint is open for the next 2 hours, whitelist spots going fast"],
      ["shill_call_bait", "Pump starts at 8 PM UTC, join our channel for the coin name"],
      ["dm_invite", "Hi, I'm from the support team, please send me your issue in private"],
      ["job_offer", "Looking for shillers, $50 a day, DM if interested"],
      ["money_flip", "Double rewards event! Send ETH to the contract and get 2x back"],
      ["engagement_services", "Get verified listing on CMC and CoinGecko in 48h, DM for price"],
      ["course_giveaway_bait", "Anyone want a free trading course? I'm giving away 10 spots, DM"],
      ["recovery_referral", "Recover lost or stolen crypto, our agents are certified, contact us on telegram"],
      ["adult", "Ищу спонсора для приятного времяпрепровождения, подробности в лс"],
      ["adult", "Красивая девушка составит компанию на вечер, фото в профиле"],
      ["adult", "Продаю VIP фото и видео, недорого, пиши"],
      ["adult_bot", "Соседка, одинокая, скучаю по вечерам, загляни ко мне в профиль"],
      ["adult", "Познакомлюсь с щедрым мужчиной, без пошлости, пиши"],
      ["adult", "Шукаю спонсора, дівчина 22 роки, деталі в особистих"],
      ["adult_bot", "Самотня сусідка шукає знайомства, фото в профілі"],
      ["telegram_gift_bait", "Звёзды телеграм за подписку, моментально, бот в профиле"],
      ["dm_invite", "Работа для всех, подробности тут t.me/+AbCdEfGh123"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Осталось 5 мест в автобусе на экскурсию, успевайте записаться",
      "Узнаю о любом человеке в нашем доме, если что-то случится, звоните",
      "Адрес, место работы и родственников указываем в анкете на загранпаспорт",
      "Обзвон клиентов из дома — моя работа уже 5 лет, устала",
      "This movie is about to explode at the box office",
      "Our gem club meets Saturday, the new member found a moonstone",
      "What's the coin name on the old Roman collection?",
      "Connect at the official site of the library to renew books",
      "We'd love to collab with your community garden on the fair",
      "Free mint tea at the café today",
      "Send me the notes in private please",
      "DM if interested in the carpool",
      "DM for price of the bike",
      "Looking for promoters for our charity run, volunteers only",
      "Listing on CoinGecko takes weeks, our dev said",
      "Free trading course at the community college, anyone tried?",
      "Recover lost photos from a broken phone, any tips?",
      "Ищу спонсора для приятного праздника во дворе, кто поможет?",
      "Составлю компанию на вечер в кино, кто идёт?",
      "VIP фото зона на выпускном была классная",
      "Одинокая соседка скучает, давайте навестим",
      "Скучаю по вечерам на даче",
      "Фото в профиле у меня старое",
      "Подробности тут: собрание в 7 у подъезда",
      "Звёзды за подписку? Это развод",
      "Тем, кто подпишется на канал школы, расскажем новости первыми",
      "Got a loan in 5 minutes in the bank app, wow",
      "Шукаю спонсора для шкільного свята, дівчата готують концерт",
      "Самотні бабусі чекають на тебе в волонтерському центрі",
    ]);
  });
});

describe("the seventeenth session's fifth fresh probe (r265-r268: one-line posts in Russian, Ukrainian, English and Central Asian languages)", () => {
  it("r265-r268's turns fire on what they were written for", () => {
    expectFires([
      ["remote_work_offer", "Заработок на телефоне, от 2к в день"],
      ["job_offer", "Работа удалённо, пишите в личные"],
      ["fake_documents_data", "Найду любого по номеру, лс"],
      ["offer_assurance", "Помогу с кредитом даже с просрочками"],
      ["job_scam_day_labour", "Есть работа на вечер, 5000, пиши"],
      ["job_scam_day_labour", "Требуются люди, оплата сразу, лс"],
      ["job_offer", "Робота віддалено, пишіть в особисті"],
      ["courier_drop_recruiting", "Потрібні кур'єри, виплати щодня"],
      ["loan_debt_help", "Гроші в борг без відсотків, пиши"],
      ["easy_money_scheme", "Хто хоче легких грошей? Пиши"],
      ["fake_documents_data", "Знайду будь-кого по номеру, лс"],
      ["betting_tipster", "Ставки з гарантією, канал у профілі"],
      ["offer_assurance", "Допоможу з кредитом навіть з простроченнями"],
      ["job_scam_day_labour", "Є робота на вечір, 1500 грн, пиши"],
      ["investment_testimonial", "Заробляю на крипті, навчу"],
      ["job_scam_day_labour", "Потрібні люди, оплата одразу, лс"],
      ["job_offer", "Need 3 people for an easy online job, dm"],
      ["remote_work_offer", "Make $500 a day from your phone"],
      ["remote_work_offer", "Remote work available, message me"],
      ["earnings_promise", "Drivers needed, paid daily, inbox"],
      ["courier_drop_recruiting", "Buying PayPal accounts, good price, dm"],
      ["fake_documents_data", "I can find anyone's info, dm"],
      ["job_scam_day_labour", "Got a job for tonight, $300, dm"],
      ["dm_invite", "I trade crypto and make $2k weekly, I'll teach you"],
      ["earnings_promise", "Uydan ishlash, oyiga 5 mln"],
      ["courier_drop_recruiting", "Kuryer kerak, har kuni to'lov"],
      ["courier_drop_recruiting", "Karta sotib olaman, qimmat"],
      ["fake_documents_data", "Prava imtihonsiz, lichka"],
      ["easy_money_scheme", "Oson pul kerakmi? Yoz"],
      ["earnings_promise", "Үйде отырып табыс, лс"],
      ["job_scam_day_labour", "Жумуш бар, күнүнө 1500 сом, жаз"],
      ["adult_bot", "Кыздар сени күтүп жатат, бот профилде"],
      ["crypto_investment", "Kripto orqali pul topish, o'rgataman"],
      ["telegram_gift_bait", "Yulduzlar tekin, botga kir"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Заработок у мужа стабильный, слава богу",
      "Работа на телефоне целый день, устала",
      "Работа удалённо мне нравится, но скучно",
      "Найду любого мастера по номеру из объявления",
      "Банк дал кредит даже с плохой историей? Не верю",
      "Куплю дорого старые монеты, звоните",
      "Есть работа на вечер: проверить 30 тетрадей",
      "Требуются люди на субботник, оплата сразу пиццей",
      "Робота віддалено мені подобається",
      "Виплати щодня в нас на роботі, зручно",
      "Дала сестрі гроші в борг без відсотків",
      "Легких грошей не буває, хто хоче легких грошей — той їх втрачає",
      "Знайду кого-небудь по номеру з оголошення",
      "Робота на вечір: перевірити 30 зошитів",
      "Потрібні люди, оплата одразу після толоки — обід",
      "Заробляю на крипті? Ні, втрачаю",
      "Order pizza from your phone, it's quicker",
      "Remote work available at my company, apply on the website",
      "I get paid weekly, Fridays",
      "Buying bank account statements for the visa, how?",
      "Find anyone's address on the voter roll? Is that public?",
      "I'll teach you to knit if you want",
      "Kuryer kerak edi, topdik",
      "Prava imtihonsiz bo'lmaydi",
      "Oson pul kerakmi? Ishlash kerak",
      "Үйде отырып табыс табу қиын",
      "Кыздар күтүп жатышат автобусту",
      "Kripto orqali to'lov qildingizmi?",
      "Yulduzlar tekin ko'rinadi, osmonga qarang",
    ]);
    // "paid daily" with no call is not the offer: a staking remark stays below spam (an older phrase leaves it suspicious)
    expect(detector.detect("Staking rewards are paid daily on Kraken, tiny amounts though").verdict).not.toBe("spam");
  });
});

describe("the seventeenth session's sixth fresh probe (r269-r272: ordinary Russian and Ukrainian, women's-chat kinds, English testimonials)", () => {
  it("r269-r272's turns fire on what they were written for", () => {
    expectFires([
      ["earnings_promise", "Набираю людей в свою команду, работа несложная. Платим каждую неделю, пишите"],
      ["loan_debt_help", "Устали от звонков коллекторов? Юристы помогут законно избавиться от долгов. Оставьте заявку в профиле"],
      ["dm_invite", "Устали от звонков коллекторов? Юристы помогут законно избавиться от долгов. Оставьте заявку в профиле"],
      ["fake_documents_data", "Сделаем справку из банка, 2-НДФЛ, трудовую книжку. Для кредита, визы, аренды. Пишите"],
      ["income_course_funnel", "Я трейдер с опытом 5 лет. Беру в обучение 5 человек, результат с первой недели. Пишите «хочу»"],
      ["courier_drop_recruiting", "Нужны люди для открытия счетов в банках, вознаграждение 5000 за каждый. Всё законно. Лс"],
      ["occult_services", "Запускаю бесплатный марафон желаний: за 21 день притянете деньги и любовь. Ссылка на чат в профиле"],
      ["occult_services", "Расклад таро на любовь и деньги, отвечу на 3 вопроса, недорого. Пишите в лс"],
      ["occult_services", "Рассчитаю вашу матрицу судьбы и денежный код по дате рождения. Узнаете своё предназначение. В личку"],
      ["mlm_partner_recruiting", "Девочки, кто хочет свой бизнес из дома? Продукция компании, обучение, наставник. Пишите «+»"],
      ["income_course_funnel", "Курс маникюра с трудоустройством, зарплата от 80 тысяч после обучения. Осталось 3 места"],
      ["promo_invitation", "Кешбэк 30% на всё по моей карте, оформите по ссылке и получите 1000 рублей"],
      ["mlm_partner_recruiting", "Сетевой бизнес без продаж: приглашаешь подруг и получаешь процент. Пиши, расскажу"],
      ["offer_assurance", "Снимаю венец безбрачия, привораживаю, работаю с фото. Результат за 3 дня"],
      ["miracle_health_products", "Чай для похудения из Тибета, работает без спорта, первая пачка бесплатно. В лс"],
      ["recovery_referral", "A friend referred me to a certified recovery firm and they got it all back in 72 hours. Reach them on telegram"],
      ["advance_fee_fraud", "Hello, I am a widow with a large inheritance and I need a trustworthy person to help me invest it"],
      ["investment_testimonial", "My forex mentor changed my life, from nothing to $20k a month in 3 months. If you're serious, text her now"],
      ["hacking_services", "Need your credit score fixed or debts cleared? Contact this hacker, he fixed mine in 24 hours"],
      ["investment_testimonial", "All thanks to Mrs. Linda for the good work she has done in my life, I now earn $3,000 every week"],
      ["earnings_promise", "Are you tired of working 9-5 for peanuts? Now I make more from home than my old salary. DM me to find out how"],
      ["investment_yield_pitch", "Good day everyone, I'm an account manager and I help people grow their capital with daily profits"],
      ["investment_testimonial", "Sharing my testimony: I was jobless for a year, now I earn $800 daily from crypto mining. Ask me and I'll guide you"],
      ["advance_fee_fraud", "Looking for a loyal partner to help manage my business abroad, high pay, little work, send me a message"],
      ["earnings_promise", "Набираю людей у свою команду, робота нескладна. Платимо щотижня, пишіть"],
      ["loan_debt_help", "Якщо потрібні гроші до зарплати — можу допомогти, позичаю будь-яку суму. Пишіть в приват"],
      ["fake_documents_data", "Потрібна інформація про людину? Знайду адресу, телефон, місце роботи за прізвищем. Недорого, в лс"],
      ["earnings_promise", "Знайшов казино, де реально виводять. За тиждень підняв 30 тисяч. Можу скинути посилання"],
      ["courier_drop_recruiting", "Потрібні люди для відкриття рахунків у банках, винагорода 2000 грн за кожен. Все законно. Лс"],
      ["adult_work_recruiting", "Запрошую дівчат на роботу в чаті, без інтиму, від 40 тисяч на місяць. Деталі в особистих повідомленнях"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Платим каждую неделю за садик, дорого",
      "Как законно избавиться от долгов по коммуналке?",
      "Звонков коллекторов не было уже год, устали ждать",
      "Заявку в профиле школы надо заполнить до пятницы",
      "Справку 2-НДФЛ сделали в бухгалтерии за день",
      "Беру в обучение на права 2 человек, я инструктор",
      "Открытия счетов в банках сейчас через Госуслуги",
      "Марафон желаний в детском саду, дети рисовали мечты",
      "Матрица судьбы — это ерунда, не верю",
      "Свой бизнес из дома открыла, пеку торты",
      "Курсы английского с трудоустройством? Таких не бывает",
      "Осталось 3 места в автобусе на экскурсию",
      "Результат за 3 дня анализов пришёл, всё хорошо",
      "Оформите по ссылке карту школьника и получите скидку на проезд",
      "Чай для похудения без спорта не работает, проверено",
      "My grandma is a widow, the inheritance took years to settle",
      "Looking for a loyal partner for tennis on Sundays",
      "My trading mentor at the bank taught me Excel",
      "The good work she has done for the school is amazing",
      "Sharing my testimony at church on Sunday",
      "Have you heard of Mrs. Brown, the new teacher?",
      "Contact the hacker space downtown for the workshop",
      "I make more than my old salary now that I switched jobs",
      "Grow your capital slowly with index funds, says my advisor",
      "I'll guide you to the parking lot, it's tricky",
      "Would you like to chat about the book? Message me",
      "Платимо щотижня за садочок",
      "Позичаю будь-яку суму? Ні, не позичаю",
      "Знайду адресу й телефон майстра, скину",
      "Беру на навчання 2 людей, я інструктор з водіння",
      "Без інтиму тільки кіно, ха-ха",
      "Заявку у профілі школи треба заповнити",
    ]);
  });
});

describe("the seventeenth session's seventh fresh probe (r273-r276: ordinary Russian recruiting, money, 'fun' kinds and grey services)", () => {
  it("r273-r276's turns fire on what they were written for", () => {
    expectFires([
      ["job_offer", "Требуются промоутеры на выходные, 400 рублей в час, оплата в день работы. Пишите в личные"],
      ["earnings_promise", "Требуются промоутеры на выходные, 400 рублей в час, оплата в день работы. Пишите в личные"],
      ["job_offer", "Вахта 30/30, питание и проживание бесплатно, от 120 000. Звоните"],
      ["offer_assurance", "Спишем долги через банкротство под ключ, рассрочка на услуги. Бесплатная консультация"],
      ["grey_services", "Верну 13% за лечение и обучение за один день, без похода в налоговую. Пишите"],
      ["offer_assurance", "Деньги под залог авто, машина остаётся у вас, решение за час. Звоните"],
      ["hacking_services", "Ваша карта заблокирована? Поможем разблокировать за 30 минут. Пишите в личные"],
      ["courier_drop_recruiting", "Купим вашу кредитную историю, хорошая оплата. Пишите в личные сообщения"],
      ["earnings_promise", "Купим вашу кредитную историю, хорошая оплата. Пишите в личные сообщения"],
      ["telegram_gift_bait", "Дарю подарки Telegram за активность в моём канале, переходи по ссылке в профиле"],
      ["adult_bot", "Одинокие женщины 30+ хотят общения, заходи в бот, регистрация бесплатно"],
      ["telegram_gift_bait", "Разыгрываю iPhone 16 среди подписчиков, условия в закрепе моего канала"],
      ["dm_invite", "Разыгрываю iPhone 16 среди подписчиков, условия в закрепе моего канала"],
      ["fake_documents_data", "Медсправки для бассейна, водителей, на оружие — за час, без осмотра. Пишите"],
      ["fake_documents_data", "Временная регистрация в Москве на любой срок, реальная, с отметкой в паспорте. Лс"],
      ["offer_assurance", "Разблокирую аккаунт в Инстаграм и Телеграм за сутки. Гарантия"],
      ["visa_residence_fraud", "Визу в Шенген без отказа, любой возраст, без подтверждения доходов. Пишите"],
      ["engagement_services", "Продаю подписчиков в Телеграм, живые, от 100 рублей за 1000. Пиши"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Требуются промоутеры? Нет, у нас их уже 5 человек",
      "Нужна уборщица раз в неделю, кто посоветует? Оплата 2000",
      "Муж уехал на вахту 30 дней, проживание в вагончике",
      "Парковка 400 рублей в час в центре, грабёж",
      "Хорошая оплата у сантехников сейчас, сын учится",
      "Бесплатная консультация юриста в библиотеке по четвергам",
      "Решение за час приняли на собрании, всё быстро",
      "Машину починили за сутки, гарантия полгода",
      "Анонимно опрос провели в школе про буллинг",
      "Верну 500 рублей завтра, спасибо что выручила",
      "Без похода в налоговую вычет оформила через Госуслуги",
      "Помогу разблокировать телефон, если забыли пароль, я мастер",
      "Кредитную историю проверила на Госуслугах",
      "Дарю подарки телеграм за день рождения друзьям",
      "Разыгрываем торт среди подписчиков нашей пекарни",
      "Одинокие женщины нашего дома, приходите на чаепитие",
      "Условия в закрепе чата, прочитайте перед вопросом",
      "Машину купили без осмотра за час, зря",
      "Регистрация на любой срок в МФЦ? Нет, только до года",
      "С отметкой в паспорте о браке поменяла фамилию",
      "Визу без отказа никто не даёт, не верьте",
      "Без подтверждения доходов кредит не дают",
      "Продаю лайки? Нет, продаю велосипед",
    ]);
  });
});

describe("the seventeenth session's eighth fresh probe (r277-r280: replies, English group spam, obfuscated Ukrainian, 'official' phishing)", () => {
  it("r277-r280's turns fire on what they were written for", () => {
    expectFires([
      ["job_offer", "Кто ищет работу — мне в личку, всё расскажу"],
      ["earnings_promise", "Я знаю, где заработать, сама так работаю уже год. Напиши мне"],
      ["job_offer", "Отвечу всем в личке, кто спрашивал про удалёнку"],
      ["easy_money_scheme", "Вам ещё нужен заработок? Могу помочь, напишите"],
      ["dm_invite", "Кто спрашивал про кредит без отказа — смотрите профиль"],
      ["dm_invite", "Плюсуйте, кому нужны деньги, напишу каждому"],
      ["offer_assurance", "Legit side income, I've been doing it for 3 months, message me if you want in"],
      ["mlm_partner_recruiting", "Become a reseller of our products, 40% profit on every sale, DM me"],
      ["earnings_promise", "Anyone looking for a job? We're hiring now, weekly pay, message me"],
      ["paid_tasks", "Earn money by sharing links, $2 per click, unlimited, inbox"],
      ["loan_debt_help", "I can help you get a business loan without collateral, message me now"],
      ["dm_invite", "Hiring drivers and delivery people, earn $1,500 weekly, apply in DM"],
      ["investment_yield_pitch", "Open to new members: our trading team made 300% this year, DM to join"],
      ["investment_testimonial", "Just received my payout of $3,500 from this platform, message me if interested"],
      ["paid_tasks", "Looking for 3 brand ambassadors, $100 per post, send me a message"],
      ["job_offer", "Robota z domu, vid 20 tys grn na misyac, pyshit v osobysti"],
      ["loan_debt_help", "Kredyt bez vidmovy, groshi na kartku za 5 hvylyn"],
      ["earnings_promise", "Навчу заробляти на кр1пт1, пиши в лс"],
      ["fake_aid_payout", "Новая выплата от государства 10 000 рублей каждому гражданину, оформление по ссылке в профиле"],
      ["support_impersonation", "Подтвердите учётную запись Госуслуг, иначе она будет заблокирована, перейдите по ссылке"],
      ["support_impersonation", "Служба безопасности банка: по вашей карте подозрительная операция, напишите нам в личку"],
      ["fake_aid_payout", "Перерасчёт за электроэнергию, вернём переплату за 3 года, подайте заявку в боте"],
      ["parcel_fee_phishing", "У вас неоплаченный штраф ГИБДД, оплатите со скидкой 50% по ссылке"],
      ["gambling_promo", "Ваш номер выиграл в лотерее Сбербанка, для получения приза напишите оператору"],
      ["fake_aid_payout", "Проверка на наличие неполученных выплат, узнайте за 1 минуту в нашем боте"],
      ["fake_aid_payout", "Вам положена компенсация за услуги ЖКХ, оформите заявку по ссылке в профиле"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Кто ищет работу — в школе вакансия учителя",
      "Кто спрашивал про работу в школе — вакансия закрыта",
      "Не знаю, где заработать летом студенту",
      "Вам ещё нужна подработка для сына? Уже нашли?",
      "Смотрите профиль школы на сайте, там расписание",
      "Напишу каждому лично про собрание",
      "Напишите оператору горячей линии, они помогут",
      "Is this legit? The site looks weird",
      "Become a reseller? No thanks, I tried MLM once",
      "Weekly pay at my new job, finally",
      "Pay per click ads are expensive for small shops",
      "Send me a message when you arrive",
      "Message me if interested in the carpool",
      "Apply in person at the library desk",
      "Our trading card team made 20 trades today lol",
      "I received my payout from the insurance after a month",
      "Robota z domu meni ne pidhodyt",
      "Навчу заробляти дитину кишенькові гроші",
      "Kredyt bez vidmovy ne buvaye",
      "Выплата от государства на детей пришла, 10 000",
      "Вернём переплату за газ? Управляющая обещала",
      "Неполученных выплат у меня нет, проверила на Госуслугах",
      "Вам положена компенсация за задержку рейса, спросите у авиакомпании",
      "Подтвердите учётную запись Госуслуг в МФЦ, если не получается онлайн",
      "Служба безопасности банка звонила — это мошенники, не отвечайте",
      "Заявку в боте поликлиники подала",
      "Штраф со скидкой 50% можно оплатить по ссылке в Госуслугах",
    ]);
  });
});

describe("the seventeenth session's ninth fresh probe (r281-r284: 2025 remote jobs, figures in words and keycaps, the Telegram economy, Uzbek)", () => {
  it("r281-r284's turns fire on what they were written for", () => {
    expectFires([
      ["earnings_promise", "Ищу людей на обмен валюты, работа с телефона, доход с каждой сделки, обучу"],
      ["income_course_funnel", "Арбитраж трафика с нуля, первые деньги через неделю, набираю учеников. Пишите"],
      ["income_course_funnel", "SMM с нуля за 2 недели, потом трудоустройство с доходом от 50к. Места ограничены"],
      ["offer_assurance", "SMM с нуля за 2 недели, потом трудоустройство с доходом от 50к. Места ограничены"],
      ["remote_work_offer", "Нужны люди для прозвона баз, из дома, 300 рублей в час. Пишите"],
      ["job_offer", "Нужны люди для прозвона баз, из дома, 300 рублей в час. Пишите"],
      ["remote_work_offer", "Ищу помощника для ведения телеграм-канала, 2 часа в день, 15 000 в месяц"],
      ["job_scam_day_labour", "Работа на вечер, оплата 3️⃣0️⃣0️⃣0️⃣ ₽ сразу, пиши"],
      ["courier_drop_recruiting", "Нужен курьер, тысяча за доставку, в лс"],
      ["earnings_promise", "Три косаря за вечер, работа простая, пиши в лс"],
      ["dm_invite", "Free Telegram Stars for the first 100 users, claim in the bot"],
      ["telegram_gift_bait", "Buy Telegram usernames cheap, better than Fragment, DM"],
      ["group_move_phishing", "Verify you are human to stay in this group: open the bot and share your number"],
      ["telegram_gift_bait", "Earn Stars by inviting friends, 10 Stars per referral, bot in bio"],
      ["telegram_gift_bait", "Selling collectible gifts below market, Plush Pepe and more, DM"],
      ["telegram_gift_bait", "Your gift is waiting: open the bot to receive 500 Stars"],
      ["cloud_mining_tap_earn", "Mini app pays 1 TON for every 1000 taps, link in bio"],
      ["engagement_services", "Get a verified badge for your channel, DM for price"],
      ["money_flip", "Send 10 Stars, receive 100 back, instant, bot in profile"],
      ["telegram_gift_bait", "Get free NFT gifts on Telegram, limited drop, tap the link in bio"],
      ["betting_tipster", "Futbol bo'yicha aniq prognozlar, o'tish darajasi 90%. Kanal profilda"],
      ["fake_documents_data", "Istalgan odamni telefon raqami orqali topib beraman, anonim. Lichka"],
      ["gambling_promo", "Tabriklaymiz, siz 5 million so'm yutib oldingiz! Olish uchun adminga yozing"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "My sister sent me an NFT gift on Telegram, cute bear",
      "Gifts on Telegram are a thing now? lol",
      "Доход с каждой сделки платят в конце квартала, у мужа так",
      "Три косаря за вечер отдала за такси, ужас",
      "Арбитраж трафика — это что вообще?",
      "Набираю учеников в шахматный кружок, дети 7-10 лет",
      "Места ограничены в автобусе на экскурсию, записывайтесь",
      "Прозвон базы клиентов — скучная работа, сын так работал",
      "Нужны люди для прозвона? Нет, в офисе уже есть",
      "Курьеры за доставку берут теперь 300 рублей",
      "Claim your parcel in the bot of the post office",
      "Usernames on Fragment are expensive, cheap ones are gone",
      "Earn Stars? How do you even get them?",
      "Collectible gifts are just pictures, why do people pay",
      "Your gift is waiting at the reception, Mrs. Lee said",
      "Verify you are human captcha is annoying on this site",
      "Share your number with the courier bot so they can call",
      "Pays 1 TON per game? Sounds fake",
      "Verified badge on Instagram costs money now",
      "Receive 100 back on returns, the shop said",
      "Aniq prognoz yo'q, ob-havo o'zgaruvchan",
      "Kanal profilda yozilgan, maktab kanali",
      "Adminga yozing, guruhdagi spam haqida",
      "Istalgan odamni topib beraman degan e'lonlar aldov",
      "Yutib oldingiz degan xabarlar firibgarlik",
      "Работа на вечер: оплата 300 за проверку тетрадей? шучу",
      "Bot in profile of the library is for renewals",
    ]);
  });
});

describe("the seventeenth session's tenth fresh probe (r285-r288: kinds touched less, Kazakh and Kyrgyz, short DM bait)", () => {
  it("r285-r288's turns fire on what they were written for", () => {
    expectFires([
      ["counterfeit_goods", "Брендовые кроссовки Nike и Adidas, копии 1:1, дешевле в 3 раза, пишите"],
      ["offer_assurance", "Лучший VPN для Телеграма и Ютуба, первые 7 дней бесплатно, ссылка в профиле"],
      ["offer_assurance", "Вывод из запоя на дому, анонимно, круглосуточно, звоните"],
      ["drug_shop", "Лекарства без рецепта, любые, доставка в течение часа, пишите"],
      ["grey_services", "Топливные карты со скидкой 20% на любой АЗС, пишите в личку"],
      ["counterfeit_goods", "Айфоны из Дубая в 2 раза дешевле магазина, оригинал, пишите"],
      ["exam_answers_leak", "Помогу поступить на бюджет без экзаменов, гарантия, пишите в личные"],
      ["dm_invite", "Жылдам несие, анықтамасыз, 10 минутта картаға. Сілтеме профильде"],
      ["courier_drop_recruiting", "Банк картаңызды сатып аламын, 50 мың бірден төлеймін. Жазыңыз"],
      ["adult_bot", "Сұлу қыздар сізбен танысқысы келеді, бот профильде"],
      ["job_offer", "Саламатсыздарбы! Складка жумушчулар керек, күнүнө 2000 сом, акча ошол эле күнү. Жеке жазыңыз"],
      ["job_scam_day_labour", "Саламатсыздарбы! Складка жумушчулар керек, күнүнө 2000 сом, акча ошол эле күнү. Жеке жазыңыз"],
      ["remote_work_offer", "Үйдөн иштөө, телефон аркылуу, айына 40 миң сом. Толук маалымат лс те"],
      ["dm_invite", "Тез насыя, справкасыз, 10 мүнөттө картага. Шилтеме профилде"],
      ["fake_documents_data", "Каалаган адамды телефон номери боюнча таап берем, жашыруун. Лс"],
      ["gambling_promo", "Куттуктайбыз, сиз 50 000 сом утуп алдыңыз! Алуу үчүн админге жазыңыз"],
      ["earnings_promise", "Got a side gig that pays well, text me for info"],
      ["easy_money_scheme", "Text me for the method, it works"],
      ["earnings_promise", "Looking for people who want to change their life financially"],
      ["easy_money_scheme", "DM me if you need money fast"],
      ["dm_invite", "Financial freedom is possible, ask me how I did it"],
      ["earnings_promise", "Hey everyone, I'm looking for partners, good returns, inbox me"],
      ["earnings_promise", "Want to earn extra without leaving home? Message me"],
      ["easy_money_scheme", "If you're broke, DM me, I'll show you something"],
      ["earnings_promise", "Paying job available, no experience, DM for details"],
      ["easy_money_scheme", "Есть интересное предложение, проверь личку"],
      ["easy_money_scheme", "Кто хочет денег на этой неделе? Ставь +"],
      ["easy_money_scheme", "Скину схему, кто напишет первым"],
      ["earnings_promise", "Ищу людей, которые хотят изменить свою жизнь финансово"],
      ["easy_money_scheme", "Только серьёзные люди, есть тема с ежедневной выплатой"],
      ["dm_invite", "Финансовая свобода реальна, спроси меня как"],
      ["easy_money_scheme", "Если сидишь без денег — пиши, покажу кое-что"],
      ["dm_invite", "Есть оплачиваемая работа, без опыта, пиши за подробностями"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Копия 1:1 документа нужна для МФЦ",
      "Кроссовки в 2 раза дешевле магазина на распродаже, оригинал, успевайте",
      "Анонимно и круглосуточно работает телефон доверия",
      "Лекарства без рецепта не продают, проверила",
      "Топливные карты со скидкой даёт работодатель мужа",
      "Помогу поступить? Нет, без экзаменов не поступить",
      "Сілтеме профильде, мектеп сайтында",
      "Шилтеме профилде, мектептин сайтында",
      "Админге жазыңыз, спам жөнүндө",
      "За подробностями к председателю",
      "Проверь личку, я скинула фото с праздника",
      "Спроси меня как пройти к школе",
      "Покажу кое-что интересное на даче, приезжайте",
      "Картаңды сатып алам деп алдаған адам болды",
      "Қыздар сізбен танысқысы келеді деген хабарлар алаяқтық",
      "Жумушчулар керек эле, таптык",
      "Күнүнө 2000 сом акча алам, аз",
      "Үйдөн иштөө кыйын",
      "Айына 40 миң сом маяна аз",
      "Каалаган адамды таап берем деген жарнамалар алдамчылык",
      "Утуп алдыңыз деген билдирүү алдамчылык",
      "My side hustle is baking, pays okay",
      "Retirement changed my life financially, for the worse",
      "Good returns on the index fund this year",
      "Earn extra without leaving home? I wish",
      "Paying job for my son at last",
      "Text me for the method of the cake",
      "If you need money fast, ask the bank, not strangers",
      "If you're broke, dm the church, they help with food",
      "Only serious people should apply to the fire brigade lol",
      "Ask me how I did the tiles, happy to help",
      "I'll show you the way to the park",
      "Интересное предложение от управляющей: поставить шлагбаум, пишите мнения",
      "Кто хочет заработать на субботнике? Ставьте + если придёте",
      "Скину схему проезда, кто едет на дачу",
      "Есть тема с ежедневной зарядкой во дворе",
      "Сидишь без денег до зарплаты? Я тоже",
      "Изменить жизнь финансово помогла только бухгалтерия мужа",
      "Только серьёзные люди пишут в этот чат",
      "Первые 7 дней бесплатно в бассейне для новичков",
    ]);
  });
});

describe("the seventeenth session's eleventh fresh probe (r289-r292: ordinary Russian and English, one-line Ukrainian, the chat's admin impersonated)", () => {
  it("r289-r292's turns fire on what they were written for", () => {
    expectFires([
      ["offer_assurance", "Помогаю получить займ даже тем, кому везде отказали. Деньги на карту сегодня"],
      ["loan_debt_help", "Оформлю банкротство недорого, долги спишем полностью. Подробности в лс"],
      ["offer_assurance", "Изготовление справок любой формы, быстро. Пишите, цены адекватные"],
      ["gambling_promo", "Кто любит азарт — новое казино с быстрыми выплатами. Ссылка в моём профиле"],
      ["airdrop_giveaway", "Подарю звёзды первым 50 подписчикам моего канала. Подписывайтесь"],
      ["adult_bot", "Милая девушка ищет мужчину для общения. Пиши мне, не стесняйся"],
      ["adult_work_recruiting", "Ищу девушек для работы администратором в онлайн-чате, от 80 тысяч. Пиши"],
      ["job_offer", "Робота для всіх, оплата щодня, пиши"],
      ["earnings_promise", "Заробіток з дому, пишіть в лс"],
      ["offer_assurance", "Кредит без довідок, за 10 хвилин"],
      ["courier_drop_recruiting", "Куплю акаунт Дія, дорого, лс"],
      ["earnings_promise", "Шукаю людей у команду, дохід від 30к"],
      ["remote_work_offer", "Hello everyone! I'm looking for people to work with me online, no experience needed. Message me for details"],
      ["dm_invite", "Good evening. We need workers for a warehouse, paid every Friday. Contact me privately"],
      ["fake_documents_data", "Any documents made fast: diplomas, certificates, IDs. Reasonable prices, message me"],
      ["courier_drop_recruiting", "Buying bank cards of any bank, payment right after handover. Text me on telegram"],
      ["adult_bot", "Sweet girl looking for a man to chat with. Write to me, don't be shy"],
      ["earnings_promise", "Made $4,000 on crypto this month. I'll teach you for free, DM me"],
      ["course_giveaway_bait", "Want to earn on marketplaces? Free lesson at the link in my profile"],
      ["group_move_phishing", "Чистка неактивных участников! Чтобы остаться в чате, напишите «+» нашему модератору в личку"],
      ["dm_invite", "Уважаемые участники, из-за блокировок создан резервный чат, вступайте по ссылке"],
      ["support_impersonation", "Модератор здесь. Для верификации отправьте код из СМС в наш бот"],
      ["support_impersonation", "От имени администрации: разыгрываем 10 000 рублей среди участников, условия у меня в профиле"],
      ["group_move_phishing", "Все, кто хочет остаться в чате, пройдите регистрацию в боте до конца дня"],
      ["support_impersonation", "Я помощник админа, кто хочет рекламу в чате — пишите мне в личку, недорого"],
      ["support_impersonation", "Официальный бот чата выдаёт бонусы активным участникам, забирай по ссылке"],
      ["support_impersonation", "Поддержка чата: ваш аккаунт отмечен как спам, для снятия ограничений напишите мне"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Даже тем, кому везде отказали, банк дал ипотеку? Не верю",
      "Цены адекватные в новом кафе на углу",
      "Оформлю банкротство сама, через МФЦ, это бесплатно",
      "Долги спишем? Только через суд",
      "Ссылка в моём профиле на фото с праздника",
      "Пишите модератору, если видите спам",
      "Вступайте по ссылке в чат родителей 3Б",
      "Забирайте по ссылке фото с выпускного",
      "Регистрацию в боте поликлиники прошла",
      "Первым 10 подписчикам школьного канала — значки в подарок",
      "Милая девушка ищет мужчину, который вчера помог с коляской, чтобы сказать спасибо",
      "Робота для всіх охочих у волонтерському центрі",
      "Оплата щодня на нашій роботі, пишіть якщо треба кадровику",
      "Заробіток з дому — це міф",
      "Нашу команду дохід від продажів порадував",
      "За 10 хвилин доїхали до центру",
      "Куплю акаунт Дія? Це взагалі можливо?",
      "Work with me online on the project, we use Figma",
      "Contact me privately about the lost keys",
      "I'll explain everything at the meeting",
      "Paid every Friday at my job, contact HR for details",
      "Made $50 on crypto this month, lol",
      "Earn on marketplaces? I tried Etsy, it's hard",
      "Documents made fast at the passport office, impressive",
      "Buying bank cards for kids? Which bank is best?",
      "Girl looking for a man who found her phone, please call",
      "Don't be shy, come to the party",
      "Free lesson at the library, link in the pinned post",
      "Чистка неактивных участников будет в конце месяца, не волнуйтесь",
      "Чтобы остаться в чате, соблюдайте правила",
      "Группа будет закрыта на ночь, утром откроем",
      "Отправьте код из СМС? Никогда никому не отправляйте",
      "От имени администрации: спасибо всем за порядок в чате",
      "Помощник админа Ольга, если что — к ней",
      "Официальный бот чата удаляет спам, это нормально",
      "Обновить данные в боте поликлиники можно по паспорту",
      "Доступ будет ограничен на время ремонта лифта",
      "Для снятия ограничений в приложении банка позвоните на горячую линию",
      "Рекламу в чате не размещаем, пишите админу",
    ]);
  });
});

describe("the seventeenth session's twelfth fresh probe (r293-r296: ordinary Russian posts once more)", () => {
  it("r293-r296's turns fire on what they were written for", () => {
    expectFires([
      ["job_offer", "Ищу куратора в онлайн-проект, обучение за 3 дня, доход растёт каждую неделю. Напиши мне"],
      ["earnings_promise", "Ищу куратора в онлайн-проект, обучение за 3 дня, доход растёт каждую неделю. Напиши мне"],
      ["remote_work_offer", "Нужен личный помощник, задачи простые, всё через телефон, 1500 в день"],
      ["remote_work_offer", "Диспетчер на телефон, удалённо, график свободный, 35 000. Пишите в личные"],
      ["earnings_promise", "Работа по часам: 400 рублей в час, выплата в тот же день. Звони"],
      ["job_scam_day_labour", "Срочно нужны грузчики на сегодня, 600 в час, наличными. Звоните"],
      ["loan_debt_help", "Объединим все ваши кредиты в один с низкой ставкой, даже при просрочках. Звоните"],
      ["loan_debt_help", "Ипотека без первоначального взноса, поможем одобрить. Пишите в личные"],
      ["loan_debt_help", "Вернём страховку по кредиту, даже если прошло больше года. Бесплатная консультация"],
      ["loan_debt_help", "Выкупаю долги у граждан, дорого. Пишите"],
      ["offer_assurance", "Помогу получить кредит с плохой историей, гарантия. Звоните"],
      ["investment_yield_pitch", "Инвестиции в недвижимость Дубая от 100 тысяч, доходность 20% годовых гарантирована"],
      ["courier_drop_recruiting", "Куплю электронную подпись, плачу хорошо, пишите"],
      ["grey_services", "Снимем арест с карты за 1 день. Пишите в лс"],
      ["telegram_gift_bait", "Меняю звёзды телеграма на рубли по хорошему курсу, пиши"],
      ["adult", "Знакомства на одну ночь без обязательств, бот в описании"],
      ["adult", "Массаж для мужчин с приятным завершением, пишите в лс"],
      ["adult_bot", "Скучающие жёны ищут приключений, заходи в бот"],
      ["fake_documents_data", "Пробью авто по VIN: ДТП, залоги, владельцы. Быстро и недорого, пишите"],
      ["grey_services", "Погашу судимость в базе МВД, официально. Подробности в лс"],
      ["fake_documents_data", "Больничный лист на любые даты, проведём по базе. Пишите"],
      ["fake_documents_data", "Пропуск в закрытую зону, оформление за 2 дня. Лс"],
      ["fake_documents_data", "Медкомиссию на права без прохождения врачей, пишите"],
      ["loan_debt_help", "Кредит для иностранцев без прописки, одобрение за день. Пишите"],
      ["visa_residence_fraud", "Патент и регистрация для мигрантов, быстро, без очереди. Звоните"],
      ["hacking_services", "СМС-бомбер, завалю номер звонками за 300 рублей. Пиши"],
      ["fake_documents_data", "Права вернём досрочно, официально, без суда. Пишите"],
      ["fake_documents_data", "Сделаю QR-код о вакцинации, внесём в базу. Пиши"],
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Куратор в онлайн-школе сына очень внимательный",
      "Работа по часам у мужа, неудобно",
      "Доход растёт у всех, кроме пенсионеров",
      "Выплата в тот же день пришла, спасибо соцзащите",
      "Всё через телефон теперь, даже запись к врачу",
      "Удалённо, график свободный — мечта, но у меня завод",
      "Грузчики брали 500 в час, дорого",
      "В час наличными платили на рынке раньше",
      "Объединим кредиты в один? Банк предложил, думаю",
      "Поможем одобрить проект двора на собрании",
      "Вернём страховку? Юрист сказал, что можно через суд",
      "Выкупаю долги? Это что за бизнес?",
      "Кредит без прописки не дают",
      "Даже при просрочках банк не звонил, странно",
      "Одобрение за день получили на ипотеку, повезло",
      "Доходность вклада гарантирована государством",
      "Куплю электронную подпись? Её же бесплатно дают",
      "Снимем арест с карты? Через приставов",
      "Погашу судимость? Это не так делается",
      "Звёзды на рубли менять нельзя, только покупать",
      "Звёзды по 10 рублей стоят в магазине",
      "На одну ночь без обязательств только гостиница",
      "С приятным завершением вечера, всем спасибо за праздник",
      "Скучающие жёны на лавочке обсуждают соседей",
      "Больничный лист закрыли на любые даты? Нет, по факту",
      "Проведём по базе? Так говорят мошенники",
      "Пропуск в закрытую зону оформляют в администрации",
      "Без прохождения врачей медкомиссию не сдать",
      "Права вернём досрочно? Только через суд",
      "Внесём в базу данных новых жильцов, заполните анкету",
      "Патент мигрантам продлевают в МФЦ",
      "Для мигрантов без знания языка тяжело",
      "СМС бомбер — это что?",
    ]);
  });
});

describe("an older adult phrase without 'чат' (seventeenth session, r295's honest line)", () => {
  it("a private house chat is no adult content; private photos and channels still are", () => {
    expectVerdicts("clean", ["Приватный чат нашего дома только для жильцов"]);
    expectFires([["adult", "Приватные фото и видео, пиши"]]);
  });
});

describe("English DM bait, jobs, money pitches, adult and Stars bait (eighteenth session, r297-r300)", () => {
  it("the stranger's private-message lure is dm_bait in three languages", () => {
    expectFires([
      ["dm_bait", "Hey, I just sent you a private message, please check it"],
      ["dm_bait", "Please accept my message request, it's urgent"],
      ["dm_bait", "Check your DM, I have something important for you"],
      ["dm_bait", "Only serious people, text me on private and I'll explain everything"],
      ["dm_bait", "Проверь личку, там важное для тебя"],
      ["dm_bait", "Скинула тебе в личку, не пропусти 😉"],
      ["dm_bait", "Є пропозиція для активних учасників, пишіть в особисті"],
    ]);
    expectVerdicts("spam", [
      "Check your DM, I have something important for you",
      "Проверь личку, там важное для тебя",
      "Есть предложение для активных участников чата, пишите в лс",
    ]);
  });
  it("and fires on the English posts of the four rounds", () => {
    expectFires([
      ["remote_work_offer", "Part-time job from home, just need a smartphone and 1 hour a day, $200-$500 a week"],
      ["paid_tasks", "Simple copy and paste work, earn up to $300 daily, contact admin"],
      ["paid_tasks", "Online survey job, 20 minutes per task, $25 each, dm me to start"],
      ["recovery_referral", "If you bought crypto and lost, I can help you recover it, write me"],
      ["investment_yield_pitch", "Guaranteed 40% ROI in 30 days, licensed platform, no risk"],
      ["investment_testimonial", "I was broke last year, now I earn $1k a day thanks to one mentor. Want her contact?"],
      ["token_launch_shill", "Pre-launch token, only 500 spots on the whitelist, DM to reserve"],
      ["telegram_gift_bait", "Telegram is giving away NFT gifts to active users, check the bot to claim"],
      ["telegram_gift_bait", "Your account was selected for a Premium gift, confirm in the bot"],
      ["adult_bot", "Single moms in your area want to meet, tap the bot"],
      ["adult_bot", "Meet discreetly tonight, no strings, bot in bio"],
      ["adult", "Hot videos without censorship, link in my bio"],
      ["hidden_link_call", "Get 500 Stars free, just connect your account here"],
    ]);
    expectVerdicts("spam", [
      "Remote position open: order processing, training provided, weekly pay. Write to me",
      "Immediate hiring, no interview, first payment within 24 hours. DM me",
      "Cloud mining plan: invest once, earn daily forever. Message for the starter package",
      "Guaranteed 40% ROI in 30 days, licensed platform, no risk",
      "Win a Telegram gift: subscribe and press the button in the bot",
      "Dating without registration, 18+ only, open the bot",
    ]);
    expectFires([["adult_bot", "Send me a gift and I'll send you something special 😏"]]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "I sent you the photos from the trip in DM, check when you have time",
      "I just sent you a message in private. Let me know if you want some other options to solve your issue.",
      "I wrote to you privately about the keys, please answer when you can",
      "I have something important for you: your parcel came to my door",
      "I left you a message in the private chat about the rent, reply when you can",
      "We have an offer for active members: 10% off the club t-shirts",
      "Dear, I wrote to you in DM about the cake",
      "Sent you a DM with the plumber's number, don't miss it",
      "Accept my message request, it's the neighbour about your parcel",
      "Написала тебе в личку номер сантехника, посмотри",
      "Глянь сообщения, я написала про собрание",
      "Написала вам в личные, это срочно: ваша машина перекрыла выезд",
      "Кое что важное для вас: завтра отключат воду",
      "Есть предложение для активных участников: субботник в субботу",
      "Перевір особисті, я написала адресу",
      "Is the pre-sale for the festival tickets open yet?",
      "Got a whitelist spot for the mint, it sold out in 2 minutes",
      "Send me a gift list and I'll send you the money",
      "Press the button in the bot to get the schedule",
      "Connect your account here to see your grades",
      "Payment right after delivery, as usual",
      "Need 3 people for an online game tonight",
      "Single moms club meets at the library every Wednesday",
      "No bad interview experiences with this recruiter, they were kind",
    ]);
  });
});

describe("the chat's admin impersonated, short Ukrainian, English drainers, recruiting with no money named (eighteenth session, r301-r304)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["support_impersonation", "Администрация чата: всем активным участникам начислено по 500 рублей, заберите в боте до вечера"],
      ["support_impersonation", "Уважаемые участники, обязательная проверка на бота, пройдите по ссылке, иначе будете исключены"],
      ["support_impersonation", "Внимание участникам: чат теперь платный, оплатите доступ через бота, иначе исключим"],
      ["hidden_link_call", "Внимание! Чат проводит розыгрыш среди участников, для участия нажмите старт в нашем боте"],
      ["fake_aid_payout", "Фонд виплачує допомогу переселенцям 6500 грн, заявка в боті"],
      ["fake_aid_payout", "Отримай 3000 грн від держави, перевір себе за посиланням"],
      ["wallet_phishing", "Sync your wallet to fix the failed transaction, use the validation portal"],
      ["airdrop_giveaway", "Big announcement: we're dropping tokens to every holder, check your allocation"],
      ["job_offer", "Возьму двоих новичков под своё крыло, подробности в личке"],
      ["job_offer", "Нужны активные ребята от 18, остальное в лс"],
      ["easy_money_scheme", "Предлагаю сотрудничество всем, кто устал от зарплаты, пишите"],
    ]);
    expectVerdicts("spam", [
      "От администрации: всем участникам положена компенсация, оформляется через бота",
      "Розыгрыш от создателя группы: iPhone 16 среди подписчиков, участвуй через бота",
      "Інвестуй у крипту разом з нами, прибуток від 20% щомісяця, пиши",
      "Шукаю партнерку для онлайн-проєкту, дохід від 30 тисяч, все навчу",
      "Бронювання від мобілізації законно, консультація в приваті",
      "Your tokens are waiting for you, just approve the transaction to receive them",
      "Набираю небольшую группу, научу всему сам, пиши",
      "Кто хочет изменить свою жизнь — напиши мне слово «да»",
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Участникам начислены баллы за субботник, список у старосты",
      "Подтвердите номер в боте поликлиники, чтобы записаться",
      "Наш чат переезжает в новую группу, ссылку даст староста",
      "Актуальный чат родителей 3Б — спросите ссылку у учительницы",
      "Чат теперь платный? Нет, это шутка админа",
      "Писать могут только подтверждённые жильцы, так решил совет дома",
      "Розыгрыш от администрации школы: билеты в театр, тянем на собрании",
      "От администрации района: участникам субботника спасибо",
      "Админ на связи, если что — пишите",
      "Научу всему, что умею, приходите в кружок",
      "Устал от зарплаты в 20 тысяч, ищу другую работу",
      "Заберите в боте свою квитанцию за свет",
      "Подробности у бота школы",
      "Освободилось 2 места в группе продлёнки, звоните в школу",
      "Нужны активные ребята для уборки двора в субботу, пишите в лс",
      "Прибуток від 20% щомісяця — так не буває",
      "Дохід від 30 тисяч у нашому місті — це мало",
      "Фонд виплачує допомогу переселенцям у ЦНАПі",
      "Swap old tokens on the exchange, they support it",
      "Connect and receive updates from the school app",
      "Free mint tea is open at the cafe for first visitors",
    ]);
  });
});

describe("romance bots, Central Asian offers, US chat slang, fake payouts (eighteenth session, r305-r308)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["adult_bot", "Мальчики, кто хочет познакомиться поближе, загляните в мой профиль 💋"],
      ["adult_bot", "Ты такой милый на аватарке, напиши мне, не стесняйся 😉"],
      ["adult_bot", "Кто составит компанию сегодня вечером? Я рядом, пиши 🔥"],
      ["adult_bot", "Скучаю… кто напишет первым — тому сюрприз 💌"],
      ["investment_yield_pitch", "Investitsiya qiling, har oy 30% foyda, batafsil lichkada"],
      ["adult_bot", "Қыздармен танысу, бот профильде"],
      ["easy_money_scheme", "Got that glo method, flipping money all week, hmu"],
      ["payment_transfer_service", "I pay bills for half the price, dm me your bill"],
      ["money_flip", "Blessing 10 people with $200 today, comment your cashapp"],
      ["fake_aid_payout", "Возврат НДФЛ за 3 года без похода в налоговую, узнайте сумму в боте"],
      ["fake_aid_payout", "Сертификат на 50 000 для каждой семьи, оформляется онлайн, ссылка в профиле"],
      ["hidden_link_call", "Пенсионерам начислена разовая выплата, получить можно через бота до конца месяца"],
    ]);
    expectVerdicts("spam", [
      "Хочешь увидеть меня без фильтров? Переходи в профиль",
      "Люблю общаться с интересными мужчинами, пишите в личные",
      "Investitsiya qiling, har oy 30% foyda, batafsil lichkada",
      "Selling the method that made me 5k last week, dm for price",
      "Need 3 ppl with a bank account for a quick lick, easy 2k",
      "Opening 5 spots for my money team today, slide in my dms",
      "Making 1k a day with this new app, ask me how",
      "Новая выплата семьям с детьми 15 000, проверьте, положена ли вам, по ссылке",
      "Вам положен возврат за страховку по кредиту, заполните анкету в боте",
      "Единое пособие увеличили, пересчёт делаем за вас, пишите",
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Ты такой милый на фото с выпускного, напиши, когда приедешь",
      "Кто составит компанию сегодня вечером в кино? Пишите",
      "Я рядом, пиши, если нужна помощь с машиной",
      "Фото смотрите в профиле группы, там альбом с праздника",
      "Там всё интересное, в музее, сходите с детьми",
      "Я свободна сегодня вечером, напиши, если нужно посидеть с детьми",
      "Новенькая в городе, посоветуйте, где погулять с ребёнком, пишите",
      "Напиши мне привет, когда доедешь, я отвечу",
      "Загляните в мой профиль, там номер для записи на маникюр",
      "Got the plug for cheap concert tickets lol",
      "The method made me lose 5 kilos",
      "My money team at work is the accounting department",
      "Drop your cashapp and I'll send you the money for the pizza",
      "Opening 2 spots in my carpool team, dm me",
      "Hello, community! Could you ask me how can I attach to the session in code?",
      "Компенсация за ЖКХ положена многодетным, проверьте на Госуслугах",
      "Обучение от государства для безработных, запись в центре занятости",
      "Сколько вам должны за ремонт? Скажите, переведу",
      "Разовая помощь от фонда пришла бабушке, спасибо",
      "Проверка по СНИЛС в нашем боте? Это мошенники",
      "Получить справку можно через бота Госуслуг",
      "Заполните анкету в боте школы до пятницы",
    ]);
  });
});

describe("casino and betting, drug shops in covert words, loan and debt help (eighteenth session, r309-r312)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["betting_tipster", "Договорняк в Лиге Европы, 100% инфа, цена 5000"],
      ["gambling_promo", "Заносы каждый день в нашем канале, залетай"],
      ["betting_tipster", "Whale tipster sharing his parlay for free today, link in bio"],
      ["gambling_promo", "Spin the wheel and win up to 1 BTC, free to play"],
      ["drugs", "Шишки высшего качества, самовывоз или мастер-клад, пиши"],
      ["drug_shop", "Кристаллы чистые, вес честный, оплата криптой"],
      ["counterfeit_goods", "Жидкости для вейпа оптом без маркировки, дешевле рынка"],
      ["loan_debt_help", "Займы для безработных и пенсионеров, 100% одобрение"],
      ["loan_debt_help", "Кредитная карта с лимитом 300 000 без проверки, оформим за вас"],
    ]);
    expectVerdicts("spam", [
      "Кредит без отказа на любую сумму, деньги в день обращения",
      "Нужны деньги срочно? Частный займ без справок и залога",
      "Одобрение ипотеки без первоначального взноса, пишите, расскажу как",
      "Займ под 0% на первые 30 дней, без звонков работодателю, пиши",
      "Sure odds slip for tonight, 98% accuracy, inbox for the code",
      "Join my VIP betting group, we hit 9 of 10 last week",
      "New casino launched, first 100 players get $20 free",
      "Aviator signals bot, never lose a round again",
      "Есть всё для хорошего вечера, пиши в лс, не пожалеешь",
      "Соль и мефчик в наличии, работаем без предоплаты для постоянных",
    ]);
  });
  it("and not on their honest twins, nor on three older phrases' (a pharmacy's bonus, a tipster asked about, a credit approved)", () => {
    expectVerdicts("clean", [
      "Бонус за регистрацию в аптеке — скидка 5%",
      "Капер — это кто вообще?",
      "Кредит на машину одобрили со второй попытки",
      "Договорной матч в РПЛ расследуют, новости пишут",
      "Заносы на дорогах каждый день, чистить некому",
      "Отыграл минус в шахматы, теперь ничья",
      "Схема у меня в профиле — маршрут до дачи",
      "18+ не спрашиваем? Это про что",
      "Want the link to the school photos?",
      "First 100 players get a free t-shirt at the school game",
      "Never lose a bet with my brother",
      "Шишки высшего качества для поделок, сосновые",
      "Кристаллы чистые, горный хрусталь для коллекции",
      "Таблетки для настроения пьёт моя бабушка, назначил врач",
      "Миксы фруктовые в наличии в кафе",
      "Вес честный на рынке только у тёти Вали",
      "Работа для смелых — пожарный",
      "Без звонков работодателю не дают кредит",
      "Рефинансируем кредиты в нашем банке? Спросите в отделении",
      "Займы для пенсионеров — зло",
      "Ипотека без первоначального взноса? Пишите, кто брал",
      "Решим вопрос с приставами через суд",
    ]);
  });
});

describe("Ukrainian posts of two or three sentences, English giveaway baits, P2P drops, fake sales (eighteenth session, r313-r316)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["fake_aid_payout", "Переселенцям нарахована компенсація 4000 грн. Перевірте, чи є ви у списку, через бота"],
      ["brand_giveaway_phishing", "Подарунок від Monobank кожному клієнту 500 грн. Забрати за посиланням"],
      ["advance_fee_fraud", "Giving away this PS5 to the first person who comments 'ME', just pay shipping"],
      ["airdrop_giveaway", "Free gaming laptop for the first 5 who share this post"],
      ["crypto_exchange_offer", "Кручу круги на Bybit, показываю всё в прямом эфире, заходи в канал"],
      ["courier_drop_recruiting", "Твоя карта может приносить 20к в месяц пассивно, напиши как"],
      ["confiscated_goods_sale", "Посылки, которые не выкупили, продаём коробками вслепую, 500 рублей"],
      ["advance_payment_classifieds", "Продаю PlayStation 5, новая, срочно 15 000, только предоплата"],
    ]);
    expectVerdicts("spam", [
      "Німеччина, завод, контракт на рік. Оплата 1800 євро, оформлення за наш рахунок. Деталі в лс",
      "Виплати від ООН для родин з дітьми. Перевір себе за номером паспорта в боті",
      "Free MacBook to a student in need, only the delivery fee, DM me",
      "Ищем людей под процессинг, нужна только карта, оплата 10% от оборота",
      "Купим ваш аккаунт Bybit или Binance с KYC, 5000 рублей",
      "Заработай на переводах: прими и отправь, 3% твои",
      "Оплачу через Авито-доставку, вот ссылка для получения денег",
      "Вы выиграли приз от Wildberries! Заберите подарок по ссылке до вечера",
    ]);
  });
  it("and not on their honest twins, nor on a bank deposit (gambling's bare 'депозит' narrowed)", () => {
    expectVerdicts("clean", [
      "Крипта — це не для мене, я по депозитах",
      "Депозит в банке вырос на 12% за год, неплохо",
      "Переселенцям нарахована допомога через ЦНАП, питайте там",
      "Допомога ВПО від фонду була у березні",
      "Виплати від ООН були минулого року",
      "Реквізити картки фонду в описі сторінки фонду",
      "Оформлення за наш рахунок — так обіцяв роботодавець, а потім ні",
      "Зарплата щотижня, пишіть, якщо хочете до нас у кав'ярню",
      "Free couch, you just pay the delivery van",
      "Follow and comment on the school page to support the team",
      "Click to claim your seat at the parents meeting",
      "Confirm your address for the school bus, please",
      "Межбиржевой арбитраж — что это?",
      "Кручу круги по стадиону каждое утро",
      "Связка на 5 ключей потерялась",
      "Даю связку ключей соседке, когда уезжаю",
      "Нужна только карта и паспорт для открытия счёта",
      "Карта может приносить кешбэк 5%",
      "Прими и отправь документы в школу, пожалуйста",
      "Приз от Wildberries выиграла в розыгрыше школы, реально",
      "Первым 50 покупателям скидка в нашей аптеке",
      "Отдаём за 10% стоимости старую мебель школы",
      "С таможни пришёл оригинал документа",
      "Билеты дешевле кассы бывают только у перекупов",
      "Только предоплата у этого мастера, я платила",
      "Аирподсы оригинал по 2000 не бывают",
      "Сим-карты с балансом продают в салоне",
    ]);
  });
});

describe("English admin impersonation, Russian recruiting in 2025 trades, obfuscated Russian, Uzbek kinds (eighteenth session, r317-r320)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["support_impersonation", "We are removing inactive accounts today, confirm you are active in the bot"],
      ["support_impersonation", "The group is going premium, pay the small fee in the bot to keep access"],
      ["support_impersonation", "Backup group link is in my profile, join now before the ban wave"],
      ["paid_tasks", "Нужны люди отвечать на отзывы магазина, 50 рублей за ответ, пишите в лс"],
      ["paid_tasks", "Ищу монтажёра рилсов, 500 за ролик, можно новичка, пиши"],
      ["adult_bot", "Salom, men yolg'izman, suhbatlashamizmi? Lichkaga yoz 😘"],
      ["fake_documents_data", "Маълумотнома ва ҳужжатлар тез тайёрлаймиз, ёзинг"],
      ["earnings_promise", "Криптода пул ишлашни ўргатаман, биринчи ҳафтада фойда"],
    ]);
    expectVerdicts("spam", [
      "Telegram support: your group is flagged, the owner must verify via this bot",
      "Hi, I'm the new admin, message me your wallet address for the member airdrop",
      "Verified members receive weekly payouts, register in the bot",
      "Требуется оператор нейросети, без опыта, 3 часа в день, оплата ежедневно",
      "Набор текста по голосовым сообщениям, 200 рублей за минуту, пиши +",
      "Работа с нейросетями для новичков, первые деньги через неделю, пишите",
      "Futbol bo'yicha aniq prognozlar, 90% o'tadi, kanalda",
      "Davlatdan har bir oilaga 1 million so'm to'lov, botda tekshiring",
      "Уйда ўтириб пул топиш, телефон орқали, лички",
    ]);
  });
  it("and not on their honest twins, nor on a ham-labelled recruiting line of tg-spam's samples", () => {
    expectVerdicts("clean", [
      "The museum is going premium, the fee is now $10",
      "To keep access to the gym, pay the fee at the desk",
      "The owner is giving a discount to members of the club",
      "The new admin will message everyone about the schedule",
      "Our group is flagged as public, the owner will change it",
      "Register in the bot of the school to get grades",
      "Verified members receive the newsletter weekly",
      "Работаю 3 часа в день, остальное с детьми",
      "100 рублей за отзыв — это мало или нормально?",
      "Отвечать на отзывы — работа нашего менеджера",
      "Набор текста по голосовым делаю для бабушки",
      "Проверка домашек у сына отнимает вечер",
      "Yolg'izman bugun, hamma ketdi",
      "Telegram Stars arzon bo'ldimi?",
      "Darhol chiqarish mumkinmi bankdan?",
      "Ҳужжатлар тез тайёрланди ЦОНда",
    ]);
    // suspicious before this round's phrases, and no more than that after them
    expect(
      detector.detect("Подработка кого интересует пишите + в ЛС. Необходим телефон и два часа свободного времени в день. Возраст от 18 лет (легально 🤝)")
        .verdict,
    ).not.toBe("spam");
  });
});

describe("English recruiting in plain words, Russian testimonial stories, Kazakh and Kyrgyz kinds, posts with links (eighteenth session, r321-r324)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["job_offer", "Need help with a project, good pay, no skills needed, message me"],
      ["job_offer", "Quick gig available today, $200, serious people only, DM"],
      ["investment_testimonial", "Пенсионерка, 62 года. Внук научил зарабатывать на телефоне, теперь плюс 30 тысяч к пенсии. Могу показать, пишите в личные"],
      ["investment_testimonial", "Мама в декрете — это не приговор. Я зарабатываю, пока ребёнок спит. Покажу как, пишите +"],
      ["betting_tipster", "Спорт болжамдары, 90% өтеді, арнаға қосылыңыз"],
      ["adult_bot", "Жалгыз кыздар сени күтүп жатат, бот профилде 🔞"],
      ["fake_aid_payout", "Мамлекеттен ар бир үй-бүлөгө 10 000 сом төлөм, ботто текшериңиз"],
    ]);
    expectVerdicts("spam", [
      "Работал на заводе за 35 тысяч, думал, так и будет всегда. Наставник показал, как работать с телефона. За 3 месяца закрыл кредит и купил машину. Пиши в лс, если хочешь так же",
      "Хотела купить ребёнку ноутбук, денег не было. Через месяц работы в проекте купила и ещё осталось. Пиши, расскажу",
      "Полгода назад не могла оплатить садик. Теперь сама плачу за всё и откладываю. Делюсь, как начала, пишите",
      "Құжаттар тез жасаймыз, анықтама, куәлік, жазыңыз",
      "Документтерди тез жасайбыз, маалымкат, күбөлүк, жазыңыз",
      "Инвестиции с доходом 30% в месяц, вход: https://invest-pro.site",
      "Выиграй iPhone 16, участвуй: https://clck.ru/3AbCd",
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Good pay at the new bakery, they said, message the owner",
      "Quick job: can someone fix my fence? I'll pay",
      "Open position at the library, details on the website",
      "No skills needed to join the choir",
      "Благодаря одному наставнику сын поступил",
      "Через месяц работы в проекте школы дети сделали сайт",
      "Помогаю родителям деньгами, они на пенсии",
      "Делюсь, как начала бегать по утрам",
      "Секрет расскажу: соль в тесто",
      "Попала в команду волонтёров, научили всему",
      "Не выходя из дома заказала продукты, пишите, если надо адрес",
      "Обучение бесплатно в центре занятости",
      "Доходом 30% в месяц хвастается сосед, врёт",
      "Арнаға қосылыңыз деп жазыпты мектеп",
      "Құжаттар тез жасаймыз деп ЦОН айтты",
      "Телефонмен ақша табу қиын",
      "Kanalda yangilik bor, maktab haqida",
    ]);
  });
});

describe("Russian DM bait that names nothing, English pig-butchering openers, service adverts, short Ukrainian posts (eighteenth session, r325-r328)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["dm_bait", "Хочу предложить тебе кое-что интересное, напиши"],
      ["dm_bait", "Кому интересна тема — пишите, обсудим"],
      ["adult_bot", "Sorry to bother, I added you by mistake, but you seem nice. Can we chat?"],
      ["adult_bot", "Hi handsome, I'm Sophia, 29, looking for someone serious to talk to"],
      ["investment_testimonial", "My aunt showed me a platform that changed my life, I can show you too"],
      ["engagement_services", "Отзывы на Яндекс картах, 5 звёзд, от 100 рублей"],
      ["academic_writing_service", "Дипломы и курсовые на заказ, антиплагиат 80%, сроки от 1 дня"],
    ]);
    expectVerdicts("spam", [
      "Есть разговор, напиши мне в личку",
      "Можно тебе в личку? Есть вопрос по заработку",
      "Кто в поиске дохода — загляни ко мне в лс",
      "Ответь в лс, есть кое-что по деньгам",
      "Создам сайт за 3 дня, недорого, под ключ, пишите",
      "Напишу реферат, эссе, контрольную, пишите в лс",
      "Оценки в электронном дневнике исправим, пишите",
      "Маю пропозицію, пиши в особисті",
      "Робота для дівчат, пиши в лс",
      "Допоможу з грошима, пиши",
    ]);
  });
  it("and not on their honest twins, nor on people sought for football (an older Ukrainian phrase narrowed)", () => {
    expectVerdicts("clean", [
      "Шукаю двох людей на футбол увечері, пиши",
      "Есть разговор по поводу парковки, напиши, когда будешь дома",
      "У меня есть для тебя вариант квартиры, пиши, пока не сдали",
      "Вопрос по заработку мужа: налог платить самим?",
      "Выгодное предложение в Пятёрочке, плюс скидка по карте",
      "Могу помочь вам с деньгами на подарок учителю, скинемся",
      "Тема огонь, спасибо за видео",
      "Хочет больше гулять — пишите, подскажу парк",
      "Маю пропозицію щодо свята, пишіть ідеї",
      "Sorry, wrong group! Meant to send this to my family",
      "Your profile caught my eye — is that the new library?",
      "I found your number in the group list, I'm the plumber",
      "Hi handsome! (to my husband lol)",
      "I trade crypto in my free time, lost a lot, don't do it",
      "I teach people how to grow their savings at the library workshop, free",
      "Сделаю чат-бота для родительского чата, кто хочет?",
      "Рассылка по базе школы пришла",
      "Раскрутка Instagram — это сложно?",
      "Напишу реферат сама, без помощи мамы",
      "Оценки в дневнике исправим, сказала учительница, после пересдачи",
      "Нудно, хто поспілкується про книжки?",
      "Допоможу з грошима на ремонт даху, збираємо",
    ]);
  });
});

describe("ordinary spam of 2025 city, work and group chats in Russian, English and Ukrainian (eighteenth session, r329-r332)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["hidden_link_call", "Вам положена выплата 12 000 рублей, проверьте в нашем боте"],
      ["loan_debt_help", "Займу деньги под расписку, от 10 000 до 500 000. Пишите в личные сообщения"],
      ["adult_bot", "Девочки без комплексов ищут щедрых мужчин, бот в описании"],
      ["investment_yield_pitch", "Join our forex academy and get your first profit in 24 hours"],
      ["adult_bot", "Привіт, я Оля, мені 23, шукаю хлопця для зустрічей, пиши 😊"],
      ["fake_documents_data", "Продам акаунти Дії з підтвердженням, недорого"],
    ]);
    expectVerdicts("spam", [
      "Приглашаем в команду менеджеров, работа онлайн, оплата еженедельно. Пишите",
      "Вернём страховку по кредиту, процент только после возврата денег",
      "Сделаю права без экзаменов, официально через ГИБДД",
      "Набираем промоутеров, оплата сразу после смены, 2000 за 4 часа",
      "My account manager doubled my savings in a month. I'll share her contact, just ask",
      "We are hiring package handlers, $30/hour, paid daily. Apply by messaging me",
      "Free $50 gift card for completing a short survey, limited time",
      "Закриємо ваші кредити законно, консультація безкоштовна",
      "Запрошуємо в команду менеджерів, робота онлайн, оплата щотижня. Пишіть",
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Проверьте в нашем боте расписание секций",
      "Оплата ежедневно от 3000 — так написано в объявлении завода, кто работал?",
      "Оплата каждую неделю, пишите, если хотите к нам в кафе официантом",
      "Займу деньги под расписку у соседа, он добрый",
      "Вернём страховку по кредиту через суд, юрист сказал",
      "Looking for fun tonight? The fair is open till 10!",
      "Check my profile for the bake sale photos",
      "Comment done when you've paid the class fee",
      "Gift card for completing the school survey, really?",
      "Закриємо кредити до кінця року, планую",
      "Канал у шапці профілю школи",
      "Виплати на картку прийшли, дякую Дії",
      "Акаунти Дії зламують, обережно",
    ]);
  });
});

describe("hackers for hire, military recruiting and draft help, the Telegram economy, occult and miracle cures (eighteenth session, r333-r336)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["hacking_services", "I unlock banned Telegram and WhatsApp accounts, reach out"],
      ["hacking_services", "Want to know who your partner is texting? I can give you remote access to their phone"],
      ["hacking_services", "Get into any locked iPhone, iCloud bypass, fast service"],
      ["military_contract_recruiting", "Контракт с выплатой 2 миллиона при подписании, ежемесячно от 210 000. Звоните"],
      ["military_contract_recruiting", "Работа в зоне строителем, 300 000 в месяц, проезд и питание за счёт работодателя"],
      ["fake_aid_payout", "Ветеранам боевых действий положена компенсация, проверьте в боте"],
      ["telegram_gift_bait", "Selling Stars at 30% below the app price, instant delivery"],
      ["occult_services", "Денежный талисман, заряженный на богатство, доставка по России"],
      ["miracle_health_products", "Пластырь от диабета, сахар в норме за неделю"],
    ]);
    expectVerdicts("spam", [
      "Catch a cheating spouse, full access to their messages, DM for the price",
      "Got scammed? I track scammers down and get your money back, contact me",
      "Оформим бронь от мобилизации для сотрудников, официально, пишите в лс",
      "Категорию годности изменим, без медкомиссии",
      "Снимем с учёта в военкомате, официально, без вашего присутствия",
      "Telegram Premium for everyone in this group, activate in the bot",
      "Send 10 TON and receive 20 TON back, verified contract",
      "Зрение восстановится без операции, уникальные капли, пишите",
    ]);
  });
  it("and not on their honest twins, nor on two older phrases' (a ritual before an exam, five kilos walked off)", () => {
    expectVerdicts("clean", [
      "Ритуал на удачу перед экзаменом — шоколадка",
      "Минус 5 кг за месяц без диет, просто больше хожу",
      "Unlock banned accounts? Only support can",
      "Any locked iPhone can be opened at the Apple store with a receipt",
      "Выплата при подписании договора аренды — залог",
      "Бронь от мобилизации оформляет отдел кадров, пишите им",
      "Отсрочка от армии законно положена студентам",
      "Вывезем мусор за границу участка в субботу",
      "Удостоверение ветерана дедушке вручили быстро, без очередей",
      "Free TON gift? Never heard of it",
      "Premium for everyone in the family plan is cheaper",
      "Collectible gift drop was yesterday, I missed it",
      "Earn Stars by watching ads? Is that real?",
      "Anonymous numbers on Telegram, how do they work?",
      "Чистка рода — что это вообще?",
      "Денежный талисман бабушка подарила, шутка",
      "Астролог составит гороскоп на год, читала в журнале",
      "Капли для похудения не работают, проверено",
      "Врачи молчат, а анализы плохие, что делать?",
      "Бад от всех болезней — сказки",
      "Сахар в норме за неделю после диеты",
    ]);
  });
});

describe("job scams in new trades, obfuscated English and Ukrainian, an anti-spam bot and Telegram impersonated (eighteenth session, r337-r340)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["paid_tasks", "Оператор колл-центра без звонков, только переписка, 35 000 в месяц, удалённо"],
      ["home_assembly_work", "Упаковщик на дому, шоколад и косметика, оплата за каждую коробку"],
      ["support_impersonation", "Антиспам-бот: подтвердите, что вы не робот, иначе будете удалены через 10 минут"],
      ["support_impersonation", "Ваша группа будет удалена за спам, владельцу нужно срочно подтвердить права"],
      ["hidden_link_call", "Ваше сообщение удалено модерацией, восстановить его можно в нашем боте"],
      ["easy_money_scheme", "EASY MONEY!!! ASK ME HOW!!! 💵💵💵"],
    ]);
    expectVerdicts("spam", [
      "Распаковка посылок дома, снимаешь видео, 150 рублей за коробку, пиши в лс",
      "Тестирование сайтов, проходишь регистрацию и получаешь 200 рублей, пиши",
      "Заполнение карточек товаров, 100 рублей за карточку, пишите +",
      "Работа с возвратами на маркетплейсе, оплата сразу, нужен только телефон",
      "Ваш аккаунт Telegram заморожен за подозрительную активность, разморозка по ссылке",
      "Вы были отмечены как бот, снимите отметку, отправив код из СМС",
      "Ваш номер попал в базу спамеров, проверить и удалить можно в боте",
      "L.o.a.n.s without credit check, text me",
      "Кр3дит без в1дмови, гроші за годину",
      "Д0в1дки, л1карняні, швидко, пиши",
    ]);
  });
  it("and not on their honest twins, nor on a volunteers' workshop that 'teaches everything'", () => {
    expectVerdicts("clean", [
      "Антиспам-бот удалил рекламу, спасибо",
      "Чтобы не получить бан, не пишите рекламу",
      "Подтвердите возраст в боте кинотеатра для билета 18+",
      "Проверка на реального человека — капча на сайте",
      "Подтвердите владение домом в МФЦ",
      "Вы отмечены как бот? Напишите в поддержку",
      "Перешлите код из СМС? Никогда!",
      "100 рублей за коробку конфет — дорого",
      "Распаковка посылок — моё любимое занятие",
      "Нужен только телефон, чтобы записаться к врачу",
      "Упаковщик на дому — мечта интроверта",
      "Всему научим, приходите в кружок",
      "Without credit check the bank won't give a loan",
      "Гроші за годину не заробиш",
      "Довідки, лікарняні — все в поліклініці",
      "Інвестиції з доходом 20% — це казка",
    ]);
  });
});

describe("crypto pitches, SMS-style phishing, adult services in covert words, mixed languages (eighteenth session, r341-r344)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["gambling", "Доверительное управление вашим депозитом, от 15% в месяц, отчёты каждую неделю"],
      ["token_launch_shill", "Монета сделает x10 за месяц, пока дёшево — закупайтесь"],
      ["cloud_mining_tap_earn", "Тапалка перед листингом, успей накопить монеты, потом будет поздно"],
      ["parcel_fee_phishing", "You have an unpaid toll of $6.99, pay now to avoid a late fee of $50"],
      ["support_impersonation", "Amazon: unusual sign-in detected, confirm it was you or your account will be closed"],
      ["adult", "Индивидуалка, выезд и приём, 24/7"],
      ["adult", "Массаж всего тела для мужчин, финал по желанию"],
    ]);
    expectVerdicts("spam", [
      "Доверительное управление вашим депозитом, от 15% в месяц, отчёты каждую неделю",
      "Пассивный доход от 5% в неделю на стейкинге, минимальный вход 100$",
      "Раздаём токены за подписку, успей до листинга",
      "Your bank account has been temporarily locked, verify your identity at the link",
      "IRS: you are eligible for a tax refund of $1,250, claim it before Friday",
      "Досуг для взрослых мужчин, апартаменты в центре, звони",
      "Девушки на час, апартаменты рядом с метро, пиши",
      "Выплата від держави 6500, перевірте в боті",
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Фонд гарантирует доходность? Так не бывает",
      "Вложения застрахованы в банке до 1,4 млн",
      "Тапалки перед листингом — пустая трата времени",
      "Ранние участники марафона получат футболки",
      "Update here within 24 hours — the school form deadline",
      "The redelivery fee was annoying but fine",
      "Unpaid toll notice came by mail, paid it online",
      "Outstanding traffic fine from last year, oops",
      "Avoid penalties, pay taxes on time",
      "Unusual sign-in detected email from Google, it was me",
      "Eligible for a tax refund this year, yay",
      "you can try the commands at the link above to help reset unity configs",
      "Встречи для взрослых в клубе книголюбов",
      "Анкеты девушек для конкурса красоты школы",
      "Девушки на час задержатся на репетиции",
      "Проверенные девушки-няни через агентство",
      "Join канал школы, там расписание",
      "Link в bio не работает",
    ]);
  });
});

describe("ordinary spam once more and short bait that names almost nothing (eighteenth session, r345-r348)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["dm_bait", "Кто на связи по деньгам — отпишитесь"],
      ["dm_bait", "Кто ищет, где заработать — ко мне"],
      ["adult_bot", "Lonely and bored tonight, any gentleman want to chat? 😉"],
      ["loan_debt_help", "We erase credit card debt legally, free consultation"],
      ["paid_tasks", "Заработок на маркетплейсах, викуп товарів, 200 грн за замовлення"],
    ]);
    expectVerdicts("spam", [
      "Справки для работы и учёбы, оформим быстро, пишите",
      "Снимем долги по ЖКХ и кредитам, законно, первая консультация бесплатно",
      "I trade forex with a mentor, my account grew 300%. DM me if you want in",
      "Government relief payment available for residents, check your eligibility here",
      "Есть движ на вечер, кто в теме — в лс",
      "Подкину работу тем, кто свободен, пиши",
      "Надо двое на сегодня, пиши в личку",
      "Кто свободен завтра — есть дело, пиши",
      "Кому нужны деньги до выходных — в лс",
      "Є тема на пару вечорів, плачу добре, в лс",
      "Мені 24, шукаю чоловіка для приємного спілкування, фото в профілі 😘",
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "My account grew 5% this year, boring but safe",
      "Erase the debt legally? Ask a lawyer",
      "Any gentleman here know how to fix a fence?",
      "Extra income from home would be nice, but I'm tired",
      "Earn by reviewing products? Sounds fake",
      "Есть движ на вечер: шашлыки у Сергея",
      "Подкину работу сыну — пусть помогает в гараже",
      "Есть дело, пиши, когда проснёшься — про ремонт",
      "Где заработать на квартиру? Ко мне не обращайтесь, шучу",
      "Работа не для всех, пиши, если любишь детей — вожатые в лагерь",
      "Надо двое на перенос пианино, помогите",
      "Справки для работы и учёбы берите в деканате",
      "Без врачей медкнижку не дадут",
      "Довідки для роботи оформимо в поліклініці",
      "Медкнижку за день зробили в лікарні",
      "Оплата щовечора в кафе — зручно",
      "Викуп товарів 200 грн за доставку — дорого",
    ]);
  });
});

describe("Ukrainian bait and kinds answered in Russian only, offers after a chatty opening (eighteenth session, r349-r352)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["dm_bait", "Хто на зв'язку по грошах — відпишіться"],
      ["support_impersonation", "Антиспам-бот: підтвердіть, що ви не робот, інакше вас видалять"],
      ["courier_drop_recruiting", "Шукаємо людей під процесинг, потрібна лише картка, оплата 10% від обороту"],
      ["miracle_health_products", "Краплі для схуднення, мінус 10 кг за місяць, замовляйте"],
      ["investment_testimonial", "Ребята, кто ещё не слышал — в боте можно проверить положенные выплаты. Я получила 7000"],
      ["loan_debt_help", "Good evening! If you have debt, I can help you clear it legally, free consultation"],
    ]);
    expectVerdicts("spam", [
      "Є рух на вечір, хто в темі — в лс",
      "Треба двоє на сьогодні, пиши в особисті",
      "Є розмова, напиши мені в особисті",
      "Ваше повідомлення видалено модерацією, відновити можна в нашому боті",
      "Ваш акаунт заморожено за підозрілу активність, розморозка за посиланням",
      "Привіт, я сумую одна ввечері, хто поспілкується? Чекаю в лс 😘",
      "Доброе утро, чат! Напоминаю, что у меня можно взять займ до зарплаты без процентов. Пишите",
      "Привет, чат! Кому скучно вечером — я тоже скучаю, пиши мне 😘",
      "Доброе утро! Пока вы спали, я заработала 3000 на ставках. Прогнозы в моём канале",
      "Hey guys, did you know you can check your unclaimed government payments in this bot? I got $700",
    ]);
  });
  it("and not on their honest twins, nor on people sought from a class of 2005 (the older Ukrainian phrase without a number)", () => {
    expectVerdicts("clean", [
      "Шукаю своїх людей з випуску 2005, пишіть",
      "Є рух на вечір: шашлики в Сергія",
      "Підкину роботу синові — хай допомагає в гаражі",
      "Є розмова про паркування, напиши, коли будеш вдома",
      "Акаунт заморожено? Пишіть в офіційну підтримку",
      "Дозвілля для дорослих у бібліотеці — книжковий клуб",
      "Орендую картки? Це ж шахрайство",
      "Краплі для схуднення не працюють",
      "Подруга вышла на 100 тысяч? Не верю",
      "У меня можно взять займ? Нет, я не банк",
      "Помогу списать контрольную, шучу",
      "Я тоже скучаю по лету, пиши, когда приедешь",
      "Есть вариант, пиши, поедем на дачу",
      "Check unclaimed government payments on the official site only",
      "Claim it in the bot of the post office",
    ]);
  });
});

describe("structured ads, and spam whose contact is a phone number or a @handle (eighteenth session, r353-r356)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["paid_tasks", "Product testing job. Duties: order and review items. Pay: $25 per order plus refund. DM"],
      ["crypto_exchange_offer", "USDT exchange. Rate above market. Any amount. Cash or bank. No KYC. Message me"],
      ["fake_documents_data", "Documents: IDs, diplomas, certificates. Fast, cheap, guaranteed. Contact me"],
      ["loan_debt_help", "Debt relief. Settle for less. Term: 4 months. Free consultation. Call us"],
      ["fake_documents_data", "Phone lookup service, @lookup_24"],
      ["adult_work_recruiting", "Modeling job for girls, high pay, @model_jobs_la"],
      ["income_course_funnel", "Affiliate marketing course. 2 weeks of training. Earn from month one, $10k+. Enrolment closes tomorrow. DM"],
      ["offer_assurance", "Требуются курьеры. Условия: оплата каждый день, свободный график, работа в своём районе. Нужен только паспорт. Звоните"],
    ]);
    expectVerdicts("spam", [
      "Инвестиции. Доходность: 30% в месяц. Минимальный вход: 10 000. Вывод: каждую неделю. Пиши в лс",
      "Investment. Return: 30% a month. Minimum: $500. Withdrawals weekly. DM me",
      "Справки и больничные, звоните 8 (999) 123-45-67",
      "Заработок на отзывах, 300 за отзыв, @otzyvy_rabota",
    ]);
    // one kind and a @handle: suspicious (a handle alone is no contact signal; tried as one, not kept:
    // docs/model-experiments.md)
    expectFiresWithVerdict("suspicious", [["fake_documents_data", "Пробив по номеру, @probiv_24"]]);
  });
  it("and not on their honest twins, nor on a remark on women's pay (an older adult_bot phrase narrowed)", () => {
    expectVerdicts("clean", [
      "Вам нужен только паспорт",
      "Нужен только паспорт, чтобы получить посылку",
      "IDs, diplomas and certificates must be originals for the application",
      "Phone lookup service at the library? They have a directory",
      "Settle for less? Never in negotiations lol",
      "Earn from month one? Not in my job",
      "Справки и больничные, звоните в регистратуру",
      "Заработок на отзывах — развод",
      "Modeling job for girls at the mall fashion show, school event",
      "No KYC exchanges are risky, avoid",
      "Any amount helps for the school fundraiser, cash or card",
    ]);
    // spam 89 before; earnings_promise's "с высоким доходом" still reads it (suspicious)
    expect(detector.detect("Работа для девушек с высоким доходом бывает только в IT").matched_rules).not.toContain("adult_bot");
  });
});

describe("Ukrainian for kinds answered in Russian only: admin impersonation, paid tasks, romance bots and adult services, payouts and draft help (eighteenth session, r357-r360)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["support_impersonation", "Адміністрація чату: всім активним учасникам нараховано по 200 грн, заберіть у боті до вечора"],
      ["support_impersonation", "Ваш номер потрапив у базу спамерів, перевірити та видалити можна в боті"],
      ["paid_tasks", "Оператор кол-центру без дзвінків, тільки листування, 15 000 грн на місяць, віддалено"],
      ["adult_bot", "Самотня дівчина шукає друга для листування і не тільки 😘"],
      ["adult", "Еротичний масаж, нові майстрині, знижка першим"],
      ["fake_aid_payout", "Невиплачені виплати за ІПН, перевірте себе безкоштовно"],
    ]);
    expectVerdicts("spam", [
      "Шановні учасники, обов'язкова перевірка на бота, пройдіть за посиланням, інакше вас виключать",
      "Увага учасникам: чат тепер платний, оплатіть доступ через бота, інакше виключимо",
      "Розпаковка посилок вдома, знімаєш відео, 60 грн за коробку, пиши в лс",
      "Тестування сайтів: проходиш реєстрацію і отримуєш 80 грн, пиши",
      "Хлопці, хто хоче познайомитись ближче, зазирніть у мій профіль 💋",
      "Релакс-масаж з продовженням, лише для чоловіків, пиши",
      "Пенсіонерам нарахована разова виплата, отримати можна через бота до кінця місяця",
      "Оформимо бронювання від мобілізації для працівників, офіційно, пишіть в лс",
      "Категорію придатності змінимо, без ВЛК",
    ]);
  });
  it("and not on their honest twins", () => {
    expectVerdicts("clean", [
      "Учасникам суботника нараховано бали, список у старости",
      "Наш чат переїжджає в нову групу, посилання дасть староста",
      "Чат тепер платний? Ні, це жарт адміна",
      "Позначено як неактивний — так пише пошта про старий акаунт",
      "Підтвердіть номер у боті поліклініки, щоб записатися",
      "100 грн за коробку цукерок — дорого",
      "Оператор нейромережі — нова професія, кажуть",
      "Монтажер рілсів у нашої школи — учень 10 класу",
      "Мої фото дивіться в профілі групи, там альбом зі свята",
      "Запрошую на побачення свого чоловіка, 10 років разом",
      "Новенька в місті, шукаю, з ким погуляти з дитиною",
      "Масаж з продовженням курсу — так сказав лікар",
      "Переходь у профіль школи, там розклад",
      "Сертифікат для кожної родини — це фейк",
      "Невиплачені виплати? Пишіть у Пенсійний фонд",
      "Відстрочка від армії законно положена студентам",
    ]);
  });
});

describe("ordinary spam at the end of the session in five languages (eighteenth session, r361-r364)", () => {
  it("fires on the posts of the four rounds", () => {
    expectFires([
      ["fake_documents_data", "Doctor's notes backdated, official, with a record in the system"],
      ["home_assembly_work", "Work from home for everyone: assembling keychains, paid per piece, call now"],
      ["paid_tasks", "Пиши отзывы на товары и получай 200 рублей за каждый"],
      ["betting_tipster", "Точні прогнози на баскетбол, вчора зайшли всі 5, канал у шапці"],
      ["adult_bot", "Зерикдим, катта ёшли эркак билан танишмоқчиман, личкада кутаман 😘"],
    ]);
    expectVerdicts("spam", [
      "Компенсация за отключения света жителям города, проверьте в нашем боте",
      "Права категории B без экзамена, с проводкой через ГИБДД",
      "Lonely tonight, looking to meet a mature man, waiting in my DMs 😘",
      "Power outage compensation for residents, check your amount in our bot",
      "Допоможемо закрити мікропозики без суду і колекторів, пишіть",
      "Сумую одна, хочу познайомитися з дорослим чоловіком, чекаю в особистих 😘",
    ]);
  });
  it("and not on their honest twins, nor on dumplings shown (an older English phrase narrowed)", () => {
    expectVerdicts("clean", [
      "I'll show you how I make dumplings, come over on Saturday",
      "Doctor's notes backdated? My doctor refused",
      "С отметкой в базе пришёл ответ из налоговой",
      "Навіть якщо відмовили, подайте ще раз у банк",
      "Registered with the DMV last week, new plates",
      "Компенсация за отключения света — проверьте в личном кабинете Россетей",
      "Power outage compensation? Check the city website",
      "Managers at the online school are slow",
      "Сборка брелоков с детьми — весёлое занятие",
      "Assembling keychains with the kids was fun",
      "Закрити мікропозики допомогла сестра",
      "Looking to meet a mature man? Ha, my mom's dating app",
      "Права категорії B без іспиту? Таке буває лише в кіно",
    ]);
  });
});

describe("the nineteenth session's Ukrainian counterparts of the Russian phrases (written blind to the probes)", () => {
  it("read in Ukrainian what their Russian phrases read in Russian", () => {
    expectFires([
      ["dm_invite", "Пиши у пп, розкажу подробиці"],
      ["military_contract_recruiting", "Допоможемо з оформленням контракту, супровід до частини"],
      ["grey_services", "Закрию ФОП за один день, недорого, пишіть"],
      ["grey_services", "Видалимо негативні відгуки з карт, швидко"],
      ["visa_residence_fraud", "Шенген без підтвердження доходу, оформимо за тиждень"],
      ["token_launch_shill", "Ранні учасники отримають у 10 разів більше токенів"],
      ["addiction_treatment_ad", "Виведення із запою вдома, анонімно, цілодобово"],
      ["game_currency_phishing", "Отримуй 5000 робуксів, тільки введи нік"],
      ["grey_services", "Знімемо арешт з рахунку, пишіть"],
      ["grey_services", "Продаю акаунти з відлежкою, опт і роздріб"],
      ["payment_transfer_service", "Поповнимо Steam без комісії, пишіть"],
      ["recovery_referral", "Допоможу повернути гроші від шахраїв, працюю з поліцією"],
      ["earnings_promise", "Виплати щотижня, робота з дому, без досвіду, пиши у пп"],
      ["wallet_phishing", "Служба підтримки: ваш акаунт буде заблоковано, підтвердіть дані за посиланням"],
      ["payment_transfer_service", "Обміняю USDT на готівку, вигідно, пишіть"],
    ]);
  });
  it("honest Ukrainian chat in their words stays clean (a brother who trades, a recipe shared, a loan paid back, a phone for lessons)", () => {
    expectVerdicts("clean", [
      "Мій брат трейдер, каже що крипта впала",
      "Знайшла нормальний рецепт, можу поділитися",
      "Надішли 500 грн на картку, завтра поверну 500 назад",
      "Для дистанційних уроків потрібен телефон і інтернет",
      "Вік не питаємо, приходьте всі на свято двору",
      "Знайду інформацію про людину, яка зникла? Допоможіть, будь ласка",
      "Пишіть в особисті, скину фото речей",
      "Хто продає дитячі речі, пишіть в пп",
      "Шукаємо продавця в кав'ярню, зарплата від 15 000 грн, співбесіда на місці",
      "Віддам диван, самовивіз, деталі в особистих",
      "Терміново потрібні волонтери на розвантаження гуманітарки, пишіть",
      "Оплата за комуналку зросла в 2 рази, жах",
      "Хто знає, як оформити довідку про доходи для субсидії?",
      "Права отримав після третьої спроби, інструктор золотий",
      "Кредит на житло під 7% через єОселю, хто брав?",
      "Дружина заробляє вдома, шиє на замовлення",
      "Брат працює кур'єром у Глово, каже, що нормально платять",
      "Хто хоче на риболовлю в суботу? Пишіть",
      "Маю зайвий квиток на концерт, віддам за номіналом",
      "Скину номер гарного юриста, пишіть в особисті",
      "Де купити USDT безпечно? Порадьте біржу",
      "Син грає в Роблокс, просить робукси",
      "Телефонуйте в поліцію, якщо бачите шахраїв",
      "Хто знає перевіреного електрика? Пишіть в пп, будь ласка",
      "Допоможу з переїздом безкоштовно, маю буса",
      "Бабуся отримала виплату від держави, все ок",
      "Потрібні 3 волонтери на ярмарок у суботу, оплата — смачний обід",
      "Продаю айфон 13, стан ідеальний, ціна 15 000",
      "Дякую всім, хто проголосував за наш проєкт у громадському бюджеті",
      "Повідомлення з банку прийшло, що картку заблоковано, я подзвонила на гарячу лінію",
      "Шукаю репетитора з математики, оплата за заняття",
      "Хто йде на ВЛК завтра? Разом веселіше",
      "Здаю квартиру подобово, пишіть у вайбер",
      "У нас новий канал будинку, підписуйтесь, там оголошення ОСББ",
      "Чоловік працює на складі, зміна 12 годин, платять щотижня",
    ]);
  });
});

describe("a seller's terms beside an illegal good or service (illicit_with_terms, the nineteenth session)", () => {
  it("the one-line advert that names no contact is spam", () => {
    expectFiresWithVerdict("spam", [
      ["fake_documents_data", "Дипломы любого вуза, доставка по всей России"],
      ["fake_documents_data", "Довідки будь-які, доставка по Україні"],
      ["fake_documents_data", "Fake passports in stock, discreet shipping"],
      ["courier_drop_recruiting", "Куплю дорого вашу банковскую карту"],
    ]);
    for (const t of ["Дипломы любого вуза, доставка по всей России", "Довідки будь-які, доставка по Україні"])
      expect(fired(t), t).toEqual(expect.arrayContaining(["seller_terms", "illicit_with_terms"]));
  });
  it("terms alone move nothing: a sale post, a delivery, a service, a question stay clean", () => {
    expectVerdicts("clean", [
      "Продаю детскую коляску, недорого, в наличии два цвета",
      "Доставка по городу бесплатная от 1000 рублей",
      "Продам велосипед, дешево, самовывоз",
      "Все в наявності, доставка по Україні — магазин дитячого одягу",
      "Кредит одобрили быстро, без проблем",
      "Справку в поликлинике сделали быстро",
      "Работаем без предоплаты, оплата по факту — ремонт квартир",
      "Ставки на спорт — гарантия потерять деньги",
      "Is a guaranteed 5% annual return on bonds realistic?",
      // a service's terms (the nineteenth session's second list), and a loan's own words read once
      "Ремонт квартир под ключ, бесплатная консультация",
      "Кредит одобрили за 5 минут, удобно",
      "За 3 дня сделали визу, быстро",
      "We ship to any state within 3 days",
    ]);
    expect(detector.detect("The bank approved my loan with no credit check, weird").verdict).not.toBe("spam");
    const d = detector.detect("Продам велосипед, дешево, самовывоз");
    expect(d.signals.find((s) => s.name === "seller_terms")?.weight).toBe(0);
    expect(d.matched_rules).not.toContain("several_spam_kinds");
  });
});

describe("the twentieth session's seller's-terms pass: six languages, written blind to the probes", () => {
  it("the advert's terms and the business's voice beside a loan, documents, bought cards or accounts make it spam", () => {
    expectFiresWithVerdict("spam", [
      ["loan_debt_help", "Kredit beramiz, narxi kelishilgan"],
      ["loan_debt_help", "Payday loans, contact us today"],
      ["courier_drop_recruiting", "Покупаем банковские карты, расчет сразу"],
      ["fake_documents_data", "Куплю аккаунты Авито, оплата наличными"],
      ["fake_documents_data", "Права без экзаменов, свежая база"],
    ]);
    for (const t of ["Kredit beramiz, narxi kelishilgan", "Payday loans, contact us today", "Покупаем банковские карты, расчет сразу"])
      expect(fired(t), t).toEqual(expect.arrayContaining(["seller_terms", "illicit_with_terms"]));
  });
  it("a term that restates the kind's own condition is not a term: a member's question about a loan stays below spam", () => {
    // "без отказа", "с любой КИ", "no credit check", "задним числом": the loan or document rule reads them already; as
    // terms too, the same words counted twice made these questions spam (dropped from the pass)
    for (const t of [
      "Где взять кредит без отказа?",
      "Подскажите, где дают займ без отказа и проверок",
      "Где сейчас дают кредит с любой КИ? Везде отказывают",
      "Осторожно, мошенники обещают кредит без отказа",
      "Мошенники звонят и обещают кредит без отказа, обращайтесь в полицию",
      "Мне нужна справка задним числом, это вообще законно?",
      "Кто-нибудь знает, реально ли оформить кредит без справок и залога?",
      "Де взяти кредит без відмови? Всюди відмовляють",
      "Is there any lender with no credit check and instant funding? asking for a friend",
      "Kredit garovsiz va ma'lumotnomasiz beriladimi?",
      "Только сегодня скидка 20% в Пятёрочке на кофе",
    ])
      expect(detector.detect(t).verdict, t).not.toBe("spam");
    expectVerdicts("clean", [
      "Бағасы арзан, тез жеткіземіз",
      "Narxi arzon, tez va sifatli",
      "Если будут вопросы, обращайтесь",
      "Дают кредит по одному паспорту? Кто брал",
    ]);
  });
});

describe("the twentieth session's kind passes: drops, day labour, DM bait; English lures and replies; payouts, crash games, signals, Central Asian loans (written blind to the probes)", () => {
  it("reads the kinds in the wordings the passes added", () => {
    expectFires([
      ["recovery_referral", "I lost my wallet too until I contacted @RecoverPro, he got my funds back in 2 days"],
      ["fake_aid_payout", "ООН виплачує по 6000 грн на кожного, заповніть анкету"],
      ["gambling_promo", "Скидываю схему на Авиатор бесплатно, вчера поднял 30к"],
      ["trading_signals", "Сигналы по мемкоинам, ранний вход до листинга"],
      ["loan_debt_help", "Kredit kerakmi? Faqat pasport bilan, 1 kunda kartaga"],
    ]);
  });
  it("honest chat in their words reads none of them", () => {
    const twins: [string, string][] = [
      ["recovery_referral", "I contacted support and they got my funds back in 2 days"],
      ["recovery_referral", "Мне банк вернул деньги через два дня после жалобы"],
      ["fake_aid_payout", "ООН виділила допомогу Україні, читайте новини"],
      ["trading_signals", "Сигналы светофора на перекрёстке опять не работают"],
      ["loan_debt_help", "Kredit kerakmi deb so'rayapti bank, nima deysiz?"],
      ["loan_debt_help", "Несие керек пе, әлде жинақ жеткілікті ме?"],
      // "ақша ... керек пе ... тек": asking whether an agency must be paid was a loan offer in the pass's first cut
      ["loan_debt_help", "Кім Кореяға E-9 визасымен барған? Агенттікке ақша төлеу керек пе, әлде тек ресми жолмен бе?"],
      ["adult_bot", "Who is lonely tonight? Movie night at my place, bring snacks"],
    ];
    for (const [rule, t] of twins) expect(fired(t), t).not.toContain(rule);
  });
});

describe("the nineteenth session's offer-voice pass: the service's or seller's voice with the kind's objects (written blind to the probes)", () => {
  it("reads the kind in the voice of the one who offers it", () => {
    expectFires([
      ["courier_drop_recruiting", "Купимо вашу картку моно"],
      ["courier_drop_recruiting", "Выкупим ваши сим-карты, дорого"],
      ["courier_drop_recruiting", "We buy your PayPal and CashApp accounts"],
      ["engagement_services", "Boost your Instagram followers fast, DM"],
      ["fake_documents_data", "Справки, дипломы, медкнижки — обращайтесь"],
      ["fake_documents_data", "Passports, IDs, driver licenses, diplomas — contact us"],
      ["fake_aid_payout", "Единовременная выплата каждой семье к Новому году, заявка через бот"],
      ["support_impersonation", "This is Telegram support, send us the login code"],
      ["loan_debt_help", "Решим вашу проблему с долгами, спишем просрочки"],
      ["loan_debt_help", "We erase your credit card debt, contact us"],
    ]);
  });
  it("a family's, a seeker's or a neighbour's 'we' and questions in the same words stay clean", () => {
    expectVerdicts("clean", [
      "Мы оформим ипотеку в следующем году",
      "Оформимо кредит на 2 роки",
      "Мы отправим деньги сыну за границу",
      "Оплатим подписку на ChatGPT вскладчину?",
      "Шукаю підробіток без вкладень",
      "Is there any way to earn without investment?",
      "Решим вопрос с долгом за свет",
      "Завтра сделаем справку для бассейна",
      "Продаю аккаунт в Steam",
      "Счёт в банке Киргизии открывали удалённо?",
      "Мы переехали в новый чат жильцов, вступайте, ссылку даст старшая",
      "Ворожу атаку відбито, все живі",
      "Делаем раскладку плитки в ванной",
      "Оформим отсрочку сыну через военкомат",
      "We offer subscribers a free trial",
      "Экстрасенс тут не поможет, надо к врачу",
      "Куплю твою карту с покемоном",
      "Все переходите в новый чат класса",
      "Sister said we can help you with the loans",
    ]);
  });
});

describe("the nineteenth session's Kazakh, Kyrgyz and Uzbek counterparts (written blind to the probes)", () => {
  it("honest Central Asian chat in their words stays clean (a loan taken, a wage, a bank's warning, a roll call, a forecast)", () => {
    expectVerdicts("clean", [
      "Кепілгерсіз несие алдым, пайызы жоғары екен",
      "Айына 400 мың табамын, бірақ жетпейді",
      "Кодты ешкімге айтпаңыз, банк ешқашан сұрамайды",
      "Балалар, ертең плюс қойыңыз, кім келеді",
      "Бүгүн аба ырайы боюнча прогноз жакшы",
      "Кредит тарыхым начар, эмне кылсам болот?",
      "Qarzni yopishga yordam berdi akam",
      "Folbinlarga ishonmang, pulingiz ketadi",
      "SMS kodni hech kimga aytmang",
      "Uydan ishlash qulay, lekin maosh kam",
    ]);
  });
});

describe("the nineteenth session's English counterparts of the Russian phrases (written blind to the probes)", () => {
  it("read in English what their Russian phrases read in Russian", () => {
    expectFires([
      ["paid_tasks", "Forward this message to 10 groups and receive $50"],
      ["paid_tasks", "Free products for review, full refund after you post"],
      ["occult_services", "Money amulet charged for wealth, order now"],
      ["telegram_gift_bait", "Win Telegram Premium, just subscribe to the channel"],
      ["dm_bait", "Lucrative opportunity for serious people, DM me"],
      ["loan_debt_help", "Title loans, no paperwork, banks turned you down? We approve"],
      ["betting_tipster", "Sure banker tonight, booking code in my channel"],
      ["fake_documents_data", "Fake pay stubs and bank statements, custom made, DM"],
    ]);
  });
  it("honest English chat in their words stays clean", () => {
    expectVerdicts("clean", [
      "My kid forwarded the message to 10 groups by mistake",
      "Free samples at the grocery store today",
      "Grandma gave me a lucky amulet for the exam",
      "Subscribe to our newsletter for event updates",
      "Serious question: is this a good opportunity to learn Rust?",
      "The bank turned down our loan, any advice?",
      "My booking code for the flight is not working",
      "HR asked me for pay stubs for the rental application",
      "Don't hire a hacker, they are all scammers",
    ]);
  });
});

describe("a service offered to the reader is a seller's term; a rate is not a bet (the nineteenth session's last changes)", () => {
  it("the service's voice beside a kind makes the advert spam", () => {
    expectFiresWithVerdict("spam", [
      ["loan_debt_help", "Решим ваши проблемы с долгами, остановим звонки коллекторов"],
      ["courier_drop_recruiting", "Выкупим ваши аккаунты на маркетплейсах, платим сразу"],
      ["loan_debt_help", "We get you a loan on your card in 10 minutes, no employer calls"],
    ]);
  });
  it("a neighbour's help and a bank's rate stay clean; a loan approved with its rate is no bet", () => {
    expectVerdicts("clean", [
      "Поможем вам с переездом, у нас есть машина",
      "We help you move on Saturday, we have a truck",
      "Кредит одобрили, ставка 18% годовых",
      "Оформимо кредит на 2 роки, ставка нормальна",
      "Ипотечная ставка снова выросла",
      "Ключевая ставка сегодня 21%",
      "Ставка по вкладу гарантирована государством",
    ]);
    for (const t of ["Ключевая ставка сегодня 21%", "Ставка по вкладу гарантирована государством"]) expect(fired(t), t).not.toContain("gambling");
    expect(fired("Ставки на кіберспорт з гарантією, пишіть в лс")).toContain("gambling");
    expect(fired("Займ в банке одобрили, но ставка большая")).not.toContain("gambling");
    expectFiresWithVerdict("spam", [["gambling", "Кто хочет поднять на ставках без риска — ко мне в лс"]]);
    expect(fired("Ставка на матч сегодня, кэф 2.5")).toContain("gambling");
  });
});
