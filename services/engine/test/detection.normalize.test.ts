import { describe, expect, it } from "vitest";
import { createNormalizer, normalize, type NormalizedText } from "../src/detection/index.js";
import { TextBuilder } from "../src/detection/normalize/text-builder.js";

const n = (s: string) => normalize(s).normalized;

describe("normalize: each trick yields the plain form", () => {
  it("homoglyphs: Latin letters inside Cyrillic words and vice versa", () => {
    expect(n("Пpиглaшaю вac в зaкpытyю кoмaндy")).toBe("приглашаю вас в закрытую команду");
    expect(n("Вeдy поиcк людeй для yдaлённoгo зaрaбoткa")).toBe("веду поиск людей для удаленного заработка");
    expect(n("frее mоnеy")).toBe("free money"); // Cyrillic е/о in English words
    expect(n("Frεε crypto")).toBe("free crypto"); // Greek epsilon
    const r = normalize("Пpиглaшaю вac в зaкpытyю кoмaндy");
    expect(r.stats.mixedWords).toBeGreaterThanOrEqual(3);
  });
  it("whole lookalike words inside text of the other script", () => {
    expect(n("Hello my friend, this is a nice асе and сор")).toBe("hello my friend, this is a nice ace and cop");
  });
  it("small capitals and Cherokee lookalikes in Cyrillic text", () => {
    expect(n("Пᴏддᴇᴧьнᴀя ʙᴀᴧюᴛᴀ, бᴇɜ ᴏᴛᴧичий")).toBe("поддельная валюта, без отличий");
    expect(n("ʜᴇʟʟᴏ ꜰʀɪᴇɴᴅ")).toBe("hello friend");
  });
  it("Greek letters inside and as whole words of Russian text, ezh and turned v (the seventy-eighth round)", () => {
    expect(n("Ρабοτа на дому, οτ 3000 в день, πишиτе в личку")).toBe("работа на дому, от 3000 в день, пишите в личку");
    expect(n("ʒаработок без вложений, пиши в ʌичку")).toBe("заработок без вложений, пиши в личку");
  });
  it("a Latin t inside a Cyrillic word that cannot be read as Latin, and 'bI' for 'ы' in a word of Latin lookalikes", () => {
    expect(n("Даю доctуп, пишиte в лс")).toBe("даю доступ, пишите в лс");
    expect(n("Нужны KYPbEPbI, оплата каждый день, пиши в личку")).toBe("нужны курьеры, оплата каждый день, пиши в личку");
  });
  it("mathematical alphanumerics", () => {
    expect(n("𝐟𝐫𝐞𝐞 𝐦𝐨𝐧𝐞𝐲")).toBe("free money");
    expect(n("𝓯𝓻𝓮𝓮 𝔪𝔬𝔫𝔢𝔶")).toBe("free money");
    expect(normalize("𝐟𝐫𝐞𝐞").stats.styled).toBe(4);
  });
  it("fullwidth", () => {
    expect(n("ｆｒｅｅ ｍｏｎｅｙ")).toBe("free money");
  });
  it("enclosed / circled / squared letters", () => {
    expect(n("ⓕⓡⓔⓔ 🅵🆁🅴🅴 🄵🅁🄴🄴 🅕🅡🅔🅔")).toBe("free free free free");
  });
  it("zero-width characters", () => {
    expect(n("fr\u200be\u200ce mo\u200dn\u2060ey\ufeff")).toBe("free money");
    expect(n("за\u200bра\u200bбо\u200bток")).toBe("заработок");
    expect(normalize("fr\u200be\u200be").stats.invisible).toBe(2);
  });
  it("bidi controls and soft hyphens", () => {
    expect(n("fr\u202ee\u202ce mo\u00adney \u2066x\u2069")).toBe("free money x");
    expect(n("\u200fзаработок\u200e")).toBe("заработок");
  });
  it("spaced-out letters", () => {
    expect(n("f r e e  m o n e y")).toBe("free money");
    expect(n("з а р а б о т о к")).toBe("заработок");
  });
  it("letters split by punctuation", () => {
    expect(n("f.r.e.e m o n e y")).toBe("free money");
    expect(n("з-а-р-а-б-о-т-о-к")).toBe("заработок");
    expect(n("f_r_e_e")).toBe("free");
  });
  it("letters split by one emoji, the same all along (a run of one pictograph, as a dot would)", () => {
    expect(normalize("💰Р💰О💰Б💰О💰Т💰А💰 з дому").tokens).toEqual(["робота", "з", "дому"]);
    expect(normalize("Р❤️А❤️Б❤️О❤️Т❤️А").tokens).toEqual(["работа"]);
    expect(normalize("🔥f🔥r🔥e🔥e🔥").stats.spacedRuns).toBe(1);
    // an emoji between words with spaces, different emoji, digits: not a run
    expect(normalize("я 💕 ты 💕 он").tokens).toEqual(["я", "ты", "он"]);
    expect(normalize("I ❤️ U ❤️ 2").tokens).toEqual(["i", "u", "2"]);
    expect(normalize("Р💰О🔥Б💰О").tokens).toEqual(["р", "о", "б", "о"]);
    expect(normalize("5💰5💰5").tokens).toEqual(["5", "5", "5"]);
  });
  it("a Cyrillic word split into fragments by underscores", () => {
    expect(n("Нужны лю_дей в ко_ман_ду, кур_ьеры")).toBe("нужны людей в команду, курьеры");
    expect(normalize("лю_дей").stats.spacedRuns).toBe(1);
    expect(normalize("лю_дей").tokens).toEqual(["людей"]);
  });
  it("'$' and '€' for letters inside a word", () => {
    expect(n("Тр€буются, перейди по с$ылке")).toBe("требуются, перейди по ссылке");
    expect(n("fr€e ca$h")).toBe("free cash");
    // a sum is no word: the sign stays, apart from the number
    expect(normalize("5€ за час, €50, 10€/час, 100$").tokens).toEqual(["5", "за", "час", "50", "10", "час", "100"]);
  });
  it("a dotted word after a one-letter word: the failed pair does not swallow the word's first letter", () => {
    expect(n("в д.е.н.ь с телефоном")).toBe("в день с телефоном");
    expect(n("a f.r.e.e gift")).toBe("a free gift");
    // still not a run when glued to a longer word
    expect(n("x a-b-cde")).toBe("x a-b-cde");
  });
  it("leetspeak inside words", () => {
    expect(n("m0ney cl1ck s3cr3t ca$h e@sy")).toBe("money click secret cash easy");
    expect(n("fr3e m0n3y")).toBe("free money");
    // trailing-only digits are left alone so that "win10" / "top10" survive
    expect(n("win10 top10")).toBe("win10 top10");
    expect(n("3аработ0к")).toBe("заработок");
    expect(n("p4ssw0rd")).toBe("password");
  });
  it("repeated characters", () => {
    expect(n("freeeeee moneyyyy")).toBe("free moneyy");
    expect(n("FREEEEE")).toBe("free");
    expect(n("заработоооок")).toBe("заработоок");
  });
  it("noise combining marks (zalgo)", () => {
    expect(n("Z̷a̴l̶g̸o̵ ̶t̸e̷x̸t̷")).toBe("zalgo text");
  });
  it("NUL and control characters become spaces", () => {
    expect(n("free\u0000money\u0007now")).toBe("free money now");
  });
  it("the Uzbek 'ʻ' and the Ukrainian 'ʼ' (modifier letters in Unicode) split a word as \"'\" and '’' do", () => {
    for (const [typed, plain] of [
      ["oʻrgataman, qoʻshimcha daromad", "o'rgataman, qo'shimcha daromad"],
      ["курʼєр, обовʼязково", "курʼєр, обовʼязково".replaceAll("ʼ", "’")],
    ] as const)
      expect(normalize(typed).tokens, typed).toEqual(normalize(plain).tokens);
    expect(normalize("курʼєр").tokens).toEqual(["кур", "єр"]);
  });
});

describe("normalize: honest text is left intact", () => {
  it("plain English and Russian are only lower-cased", () => {
    expect(n("Does anyone know how to configure nginx?")).toBe("does anyone know how to configure nginx?");
    expect(n("Кто-нибудь знает, как настроить nginx на сервере?")).toBe("кто-нибудь знает, как настроить nginx на сервере?");
  });
  it("numbers, versions, prices and product names are not folded", () => {
    const s = "In 2024 the 4G plan costs $100 or 1500 руб., iPhone15, h264, mp3, web3, ipv4, win10, x86, B2B, 1С, COVID-19, 5G";
    expect(n(s)).toBe(s.toLowerCase());
    const r = normalize(s);
    expect(r.stats.leet).toBe(0);
    expect(r.stats.mixedWords).toBe(0);
  });
  it("URLs, e-mails and mentions are kept (lower-cased) and extracted", () => {
    const r = normalize("See https://Example.com/Path?q=1, bit.ly/AbC3 and t.me/+AbCdEf; mail me: user@mail.ru @some_user");
    expect(r.normalized).toContain("https://example.com/path?q=1");
    expect(r.normalized).toContain("bit.ly/abc3");
    expect(r.links.map((l) => l.host)).toEqual(["example.com", "bit.ly", "t.me"]);
    expect(r.links[2]!.path).toBe("/+abcdef");
    expect(r.mentions).toEqual(["some_user"]);
    expect(r.normalized).toContain("user@mail.ru");
  });
  it("a URL whose scheme or host is written with lookalike letters is still a link", () => {
    // Cyrillic р in "https", Cyrillic е and о in the host and path
    const r = normalize("httрs://t.mе/jоinchat/AbCd123 and ԝԝԝ.exаmple.com");
    expect(r.links.map((l) => l.host)).toEqual(["t.me", "example.com"]);
    expect(r.links[0]!.path).toBe("/joinchat/abcd123");
  });
  it("a lone Greek letter of a formula, a Latin word with one Cyrillic letter and Latin words with 'b' stay", () => {
    expect(n("Если α = 0.05, то гипотезу отвергаем, τ считаем отдельно")).toBe("если α = 0.05, то гипотезу отвергаем, τ считаем отдельно");
    expect(n("Срочное сотрудничество в сфере сrypto и bybit")).toBe("срочное сотрудничество в сфере crypto и bybit");
    expect(n("Ставлю на bIg матч, кто со мной?")).toBe("ставлю на big матч, кто со мной?");
  });
  it("code-switching words are not treated as homoglyphs", () => {
    const r = normalize("Выгрузил CSVшку в S3, поставил Kubernetes и PostgreSQL");
    expect(r.stats.mixedWords).toBe(0);
    expect(r.normalized).toBe("выгрузил csvшку в s3, поставил kubernetes и postgresql");
  });
  it("words joined by underscores stay words: hashtags, code, faces, words of their own length", () => {
    for (const s of ["#аренда_отдых_дом", "#работа_в_москве", "user_id и max_len", "mоd_spec", "о_О х_х", "заработок_онлайн", "_курсив_"]) {
      const r = normalize(s);
      expect(r.normalized, s).toBe(s.toLowerCase().replace("mоd", "mod"));
      expect(r.stats.spacedRuns, s).toBe(0);
    }
    expect(normalize("#аренда_отдых_дом").tokens).toEqual(["аренда", "отдых", "дом"]);
  });
  it("abbreviations are not joined into obfuscation", () => {
    const r = normalize("e.g. i.e. т.е. и т.д. A. S. Pushkin");
    expect(r.stats.spacedRuns).toBe(0);
    expect(r.obfuscationScore).toBe(0);
  });
  it("diacritics are stripped for matching, ё -> е", () => {
    expect(n("café naïve Ёлка")).toBe("cafe naive елка");
  });
  it("Cyrillic domains stay Cyrillic", () => {
    expect(normalize("сайт пример.рф").links[0]!.host).toBe("пример.рф");
  });
  it("a Cyrillic domain after a Latin scheme, or before a Latin path, stays Cyrillic and is no obfuscation", () => {
    for (const text of ["запись на https://госуслуги.рф/запись", "запись на https://госуслуги.рф/login", "https://ГОСУСЛУГИ.РФ"]) {
      const r = normalize(text);
      expect(
        r.links.map((l) => l.host),
        text,
      ).toEqual(["госуслуги.рф"]);
      expect([r.stats.homoglyphs, r.stats.mixedWords], text).toEqual([0, 0]);
    }
    // a Latin host with lookalike letters is still folded, and counted
    const mixed = normalize("https://t.mе/jobs");
    expect(mixed.links.map((l) => l.host)).toEqual(["t.me"]);
    expect(mixed.stats.homoglyphs).toBeGreaterThan(0);
  });
  it("emoji are counted, ZWJ sequences are not obfuscation", () => {
    const r = normalize("Hello 👋🏻 👨‍👩‍👧 🇷🇺 🎉🎉");
    expect(r.emojis).toBeGreaterThanOrEqual(5);
    expect(r.stats.invisible).toBe(0);
    expect(r.obfuscationScore).toBe(0);
  });
  it("keycap digits read as the number they spell, still counted as emoji; a keycap '#' or '*' is left as it is", () => {
    const r = normalize("оплата 3\ufe0f\u20e30\ufe0f\u20e30\ufe0f\u20e30\ufe0f\u20e3 ₽ сразу, 1\u20e35\u20e3к");
    expect(r.normalized).toBe("оплата 3000 ₽ сразу, 15к");
    expect(r.emojis).toBe(6);
    expect(normalize("#\ufe0f\u20e3 тег").normalized).toContain("#\u20e3");
  });
});

describe("normalize: robustness", () => {
  it("handles empty, huge, emoji-only, lone surrogates, NUL", () => {
    expect(normalize("").normalized).toBe("");
    expect(normalize("x".repeat(10000)).normalized.length).toBeGreaterThan(0);
    expect(normalize("🎉🎉🎉").emojis).toBe(3);
    expect(() => normalize("a\ud800b\udc00c\ud83d")).not.toThrow();
    expect(normalize("a\ud800b").original).toBe("a\ufffdb");
    expect(normalize("\u0000\u0000").normalized.trim()).toBe("");
  });
});

describe("normalizers own their scratch state", () => {
  const plain = (r: NormalizedText) => ({
    ...r,
    tokens: r.tokens,
    tokenSpans: Array.from(r.tokenSpans),
    stats: { ...r.stats },
    links: r.links.map((l) => ({ ...l })),
  });
  // long enough to grow every buffer (segments, token spans, both text builders) past its first size
  const long = "Зaрaбoтoк от 500$ в день: f r e e https://bit.ly/AbC @some_user fr33 casssh\n".repeat(400);
  const short = "П р и в е т, t.mе/+abc user@mail.ru";

  it("interleaved calls on two normalizers give what each gives alone, and earlier results are not touched", () => {
    const alone = [plain(createNormalizer().normalize(long)), plain(createNormalizer().normalize(short))];
    const a = createNormalizer();
    const b = createNormalizer();
    const ra = a.normalize(long);
    const rb = b.normalize(short);
    const ra2 = a.normalize(short);
    b.normalize(long);
    expect(plain(ra)).toEqual(alone[0]);
    expect(plain(rb)).toEqual(alone[1]);
    expect(plain(ra2)).toEqual(alone[1]);
    expect(plain(normalize(long))).toEqual(alone[0]);
    expect(ra.tokens.length).toBeGreaterThan(4096);
  });
});

describe("TextBuilder", () => {
  it("returns exactly the code units it was given (pairs, lone surrogates, past its first buffer size)", () => {
    const a = new TextBuilder();
    const b = new TextBuilder();
    const text = `ab\ud800c 😀 \udc00 ${"é".repeat(3000)}\ud83d`;
    a.addWith(b, text, false);
    expect(a.toString()).toBe(text);
    expect(b.toString()).toBe(text);
    a.reset();
    expect(a.toString()).toBe("");
  });

  it("zeroes digits and collapses numbers for the classifier text", () => {
    const a = new TextBuilder();
    const b = new TextBuilder();
    a.addWith(b, "call +7 916 123-45-67 on 12.03.2024", true);
    b.collapseNumbers();
    expect(a.toString()).toBe("call +7 916 123-45-67 on 12.03.2024");
    expect(b.toString()).toBe("call +0 on 0");
  });
});
