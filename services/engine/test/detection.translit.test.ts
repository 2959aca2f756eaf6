/**
 * Russian in Latin letters (translit.ts): recognised, read back into Cyrillic, and read by the built-in rules' Cyrillic
 * phrases; English is never taken for it.
 */
import { describe, expect, it } from "vitest";
import { createDetector, normalize } from "../src/detection/index.js";
import { looksTranslitRu, translitToCyrillic } from "../src/detection/translit.js";

const detector = createDetector();
const fired = (text: string) => detector.detect(text).matched_rules;

describe("translit", () => {
  it("reads the common transliteration back, digraphs first, 'y' as 'й' after a vowel", () => {
    expect(translitToCyrillic("zarabotok ot 5000 v den bez vlozhenij, pishi v ls")).toBe("заработок от 5000 в ден без вложений, пиши в лс");
    expect(translitToCyrillic("devochki tvoego goroda zhdut tebya")).toBe("девочки твоего города ждут тебя");
    expect(translitToCyrillic("poseshcheniya vracha, mesyac, novyy moy")).toBe("посещения врача, месяц, новый мой");
    expect(translitToCyrillic("https://t.me/x 24/7 ✅")).toBe("хттпс://т.ме/кс 24/7 ✅");
  });

  it("takes a text for Russian in Latin letters only by its Russian function words, never English", () => {
    for (const t of [
      "Zajm bez otkaza i proverok, dengi na kartu za 10 minut",
      "Privet vsem, kto idet segodnya na vstrechu?",
      "Kazino s vyvodom za 5 minut, bonus 200% na pervyj depozit",
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
    ])
      expect(detector.detect(t).verdict, t).toBe("clean");
  });
});
