import { describe, expect, it } from "vitest";
import { createDetector, normalize } from "../src/detection/index.js";

/**
 * Honest chat is full of numbers: order numbers, phones, tracking ids,
 * timestamps, prices, dates. A long digit run alone must never make a message
 * spam (digits used to become a long "0000…" run in the classifier text,
 * which looked like SMS-spam phone numbers).
 */
const detector = createDetector();

const HONEST_WITH_NUMBERS = [
  // English
  "hello friends, see you at the meetup 1763775000123",
  "My order #123456789 hasn't arrived yet, any idea?",
  "order 4500123987 was delivered today, thanks",
  "Call me at +7 916 123-45-67 after 6pm",
  "ok see you, my number is 07700 900123",
  "Tracking number RB123456789CN, shipped yesterday",
  "timestamp 1700000000000 in the logs, then 1700000000456",
  "the build id is 20240312093045, can someone check it",
  "it costs $1500 plus shipping, a bit expensive",
  "the meeting is on 2024-03-12 at 10:30",
  "see you on 12/03/2024, room 204",
  // Russian
  "Мой заказ №4587123 пришёл, спасибо",
  "Позвони мне 89161234567 вечером",
  "Мой телефон +7 (916) 123-45-67, звоните после шести",
  "Трек-номер 80085412345678, посылка в пути",
  "Продаю велосипед за 1500 руб, самовывоз",
  "Встречаемся 12.03.2024 в 18:00 у входа",
  "ИНН 7707083893, счёт 40702810938000012345 — проверьте, пожалуйста",
  "метка времени 1763775000123 в логах, посмотрите",
];

describe("honest messages with numbers", () => {
  for (const text of HONEST_WITH_NUMBERS) {
    it(`is not spam: ${text}`, () => {
      const d = detector.detect(text);
      expect(d.verdict, JSON.stringify(d.signals)).not.toBe("spam");
    });
  }

  it("a long number does not move the classifier much compared with the text without it", () => {
    const base = "hello friends, see you at the meetup";
    const w = (t: string): number => detector.detect(t).signals.find((s) => s.name === "classifier")?.weight ?? 0;
    for (const n of ["1763775000123", "4500123987", "+7 916 123-45-67", "12.03.2024"]) {
      expect(Math.abs(w(`${base} ${n}`) - w(base)), n).toBeLessThanOrEqual(20);
    }
  });

  it("each number is one token in the classifier text, whatever its length", () => {
    expect(normalize("see you 1763775000123").mlText).toBe("see you 0");
    expect(normalize("call +7 916 123-45-67 now").mlText).toBe("call +0 now");
    expect(normalize("на 12.03.2024 в 18:00").mlText).toBe("на 0 в 0");
    expect(normalize("rb123456789cn").mlText).toBe("rb0cn");
  });

  it("spam with numbers is still spam", () => {
    expect(detector.detect("WINNER!! You have won a £1000 cash prize. Call 09061701461 to claim, T&C apply").verdict).toBe("spam");
    expect(detector.detect("Заработок от 500$ в день, без вложений! Пиши в лс +7 916 123-45-67").verdict).toBe("spam");
  });
});
