/**
 * Russian in Latin letters (translit.ts): recognised, read back into Cyrillic, and read by the built-in rules' Cyrillic
 * phrases; English is never taken for it.
 */
import { describe, expect, it } from "vitest";
import { createDetector, normalize } from "../src/detection/index.js";
import { looksTranslitRu, looksUzbekCyrillic, translitToCyrillic, uzbekCyrillicToLatin } from "../src/detection/translit.js";

const detector = createDetector();
const fired = (text: string) => detector.detect(text).matched_rules;

describe("translit", () => {
  it("reads the common transliteration back, digraphs first, 'y' as 'й' after a vowel", () => {
    expect(translitToCyrillic("zarabotok ot 5000 v den bez vlozhenij, pishi v ls")).toBe("заработок от 5000 в день без вложений, пиши в лс");
    expect(translitToCyrillic("devochki tvoego goroda zhdut tebya")).toBe("девочки твоего города ждут тебя");
    expect(translitToCyrillic("poseshcheniya vracha, mesyac, novyy moy")).toBe("посещения врача, месяц, новый мой");
    expect(translitToCyrillic("https://t.me/x 24/7 ✅")).toBe("хттпс://т.ме/кс 24/7 ✅");
  });

  it("puts back the soft sign the translit leaves out, in whole words and the kinds' stems, and reads '-tsya' as '-тся'", () => {
    expect(translitToCyrillic("est tema, dengi v den, spisat dolgi, bolnichnye, konsultaciya")).toBe(
      "есть тема, деньги в день, списать долги, больничные, консультация",
    );
    expect(translitToCyrillic("trebuyutsya kurery, mne nravitsya, kuritsa")).toBe("требуются курьеры, мне нравится, курица");
  });

  it("takes a text for Russian in Latin letters only by its Russian function words, never English", () => {
    for (const t of [
      "Zajm bez otkaza i proverok, dengi na kartu za 10 minut",
      "Privet vsem, kto idet segodnya na vstrechu?",
      "Kazino s vyvodom za 5 minut, bonus 200% na pervyj depozit",
      // short posts with one function word or none: the kinds' own words count too
      "Devushki ryadom, bot v profile",
      "Spravki, bolnichnye, medknizhki, bystro, pishite",
      "Zvezdy telegram besplatno, zahodi v bota",
    ])
      expect(looksTranslitRu(normalize(t)), t).toBe(true);
    for (const t of [
      "Does anyone know when the next community meetup is scheduled?",
      "Let's grab coffee near the kiosk later today",
      "It's on the v2 branch, not on main; N/A for now, see the PO",
      "Earn $500 per day from home, DM me",
      "Привет всем, кто идёт сегодня на встречу?",
      "ok",
      // twelve English words before the first Russian one: not looked at further (Russian has a preposition or a pronoun
      // every few words)
      "Hello everyone, this is my very first message in this group here. Zajm bez otkaza i proverok, dengi na kartu",
    ])
      expect(looksTranslitRu(normalize(t)), t).toBe(false);
    expect(looksTranslitRu(normalize("Hello everyone, this is me. Zajm bez otkaza i proverok, dengi na kartu za 10 minut"))).toBe(true);
  });

  it("the Cyrillic phrases read translit spam, and translit chat stays clean", () => {
    expect(fired("Kazino s vyvodom za 5 minut, bonus 200% na pervyj depozit")).toContain("gambling_promo");
    expect(fired("Devochki tvoego goroda zhdut tebya, pishi v bota")).toContain("contact_flow");
    expect(fired("Nuzhny 2 gruzchika na segodnya, oplata srazu 3000, pishite")).toContain("job_scam_day_labour");
    for (const t of [
      "Privet vsem, kto idet segodnya na vstrechu?",
      "Rebyata, zavtra sobranie v 7, ne opazdyvajte",
      "Spasibo vsem za pozdravleniya, ochen priyatno",
      "Besplatno otdam divan, samovyvoz",
      "Kuplyu kartu metro, u kogo est lishnyaya?",
      "Pomogu s matematikoj rebenku, besplatno",
      "Kto znaet, kurery segodnya rabotayut?",
      "Bystro sdelali spravku v shkole",
    ])
      expect(detector.detect(t).verdict, t).toBe("clean");
  });
});

describe("Uzbek in Cyrillic script, read in the Latin script (the eighty-third round)", () => {
  it("transliterates by the official alphabet, 'е' as 'ye' at a word's start, 'ё' kept from the original", () => {
    expect(uzbekCyrillicToLatin("тез кредит, 15 дақиқада картангизга, ёзинг")).toBe("tez kredit, 15 daqiqada kartangizga, yozing");
    expect(uzbekCyrillicToLatin("рўйхатдан ўтинг, етказиб бериш, маъмур, ғалаба, ҳар")).toBe("ro'yxatdan o'ting, yetkazib berish, ma'mur, g'alaba, har");
  });
  it("takes a text for Uzbek Cyrillic by its letters or its words, never Russian or Ukrainian", () => {
    for (const t of ["Тез кредит паспорт билан, 10 дақиқада картага", "Карта керак, личкага ёзинг"]) expect(looksUzbekCyrillic(normalize(t)), t).toBe(true);
    for (const t of ["Срочно нужны грузчики, оплата сразу", "Потрібні вантажники сьогодні", "Tez kredit, lichkaga yozing"])
      expect(looksUzbekCyrillic(normalize(t)), t).toBe(false);
  });
  it("the Latin script's Uzbek phrases read the Cyrillic posts", () => {
    for (const [rule, t] of [
      ["loan_debt_help", "Тез кредит, справкасиз ва кафилсиз, 15 дақиқада картангизга, ёзинг"],
      ["fake_documents_data", "Ҳайдовчилик гувоҳномаси ва диплом тайёрлаб берамиз, тез ва махфий"],
      ["telegram_gift_bait", "Телеграм юлдузларини бепул тарқатяпман, биринчи 50 кишига"],
      ["easy_money_scheme", "Осон пул топиш усули, ҳеч қандай сармоясиз"],
      ["recovery_referral", "Бир мутахассис пулимни қайтариб берди, рақамини бераман"],
      ["courier_drop_recruiting", "Карта керак, ҳар бир карта учун 500 минг тўлайман, личкага ёзинг"],
    ] as const)
      expect(fired(t), t).toContain(rule);
  });
  it("honest Uzbek Cyrillic in the same words stays clean", () => {
    for (const t of [
      "Кредит олмоқчиман, қайси банк фоизи паст?",
      "Дипломимни олишга бордим, навбат узун",
      "Телеграм юлдузлари нима ўзи? Ким билади?",
      "Уста пулимни қайтариб берди, иш ёқмади",
      "Омборга ишчилар керак эди, топдик, раҳмат",
      "Ойига 5 миллион маош кам, бошқа иш қидиряпман",
      "Кунлик иш ҳақи 200 минг бўлса ҳам кам",
      "Болага карта керак, қайси банк яхши?",
    ])
      expect(detector.detect(t).verdict, t).toBe("clean");
  });
});
