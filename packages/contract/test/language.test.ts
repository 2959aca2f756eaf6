import { describe, expect, it } from "vitest";
import { BOT_LANGUAGES, endpointDisabledText, LANGUAGE_NAMES, languageOfAdder, languageOfTags, ruPlural, spokenLanguage } from "../src/index.js";

// The one rule that picks the language Warden speaks to a person (the bot's welcome and a new group's language from a
// Telegram user's app, the dashboard's from a browser), and the Russian plurals every Russian text uses.
describe("languages", () => {
  it("picks the first of the preferred tags Warden speaks: ru (and be, kk) or en; else English", () => {
    expect(languageOfTags(["ru-RU", "en-US"])).toBe("ru");
    expect(languageOfTags(["en-GB", "ru"])).toBe("en");
    expect(languageOfTags(["de-DE", "ru"])).toBe("ru");
    expect(languageOfTags(["de"])).toBe("en");
    expect(languageOfTags([])).toBe("en");
    expect(languageOfTags(["be-BY"])).toBe("ru");
    expect(languageOfTags(["kk"])).toBe("ru");
    expect(languageOfTags([" RU_ru "])).toBe("ru");
    // Ukrainian is not read as Russian: the next preference, else English.
    expect(languageOfTags(["uk-UA"])).toBe("en");
    expect(languageOfTags(["uk", "ru"])).toBe("ru");
    expect(languageOfTags(["rue"])).toBe("en");
  });

  it("speaks to a Telegram user in their app's language", () => {
    expect(["ru", "ru-RU", "be", "kk", "en", "en-US", "de", "uk", "", undefined].map(languageOfAdder)).toEqual([
      "ru",
      "ru",
      "ru",
      "ru",
      "en",
      "en",
      "en",
      "en",
      "en",
      "en",
    ]);
  });

  it("knows only its own languages, each named in itself", () => {
    expect(BOT_LANGUAGES.map(spokenLanguage)).toEqual(["en", "ru"]);
    expect([null, undefined, "", "fr", "RU", "en-US"].map(spokenLanguage)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...BOT_LANGUAGES]);
  });

  it("writes the Russian plural forms of 1, 2, 5, 11, 21, 0, 22, 111 (one, few, many, many, one, many, few, many)", () => {
    expect([1, 2, 5, 11, 21, 0, 22, 111].map((n) => ruPlural(n, "one", "few", "many"))).toEqual(["one", "few", "many", "many", "one", "many", "few", "many"]);
  });
});

describe("owner notices", () => {
  it("the disabled endpoint's notice: English as the dispatcher always wrote it, Russian, and 'a long time' without a start", () => {
    const since = new Date("2026-12-01T10:00:00.000Z");
    const n = { endpointId: "wh_1", url: "https://x.example/h", failingSince: since };
    expect(endpointDisabledText("en", n)).toBe(
      'Warden disabled your webhook endpoint wh_1 (https://x.example/h): every delivery to it has failed since 2026-12-01T10:00:00.000Z. Fix the receiver, then re-enable it with PATCH /webhooks/wh_1 {"status": "enabled"}. Events of the meantime are not delivered.',
    );
    expect(endpointDisabledText("ru", n)).toBe(
      'Warden отключил ваш вебхук wh_1 (https://x.example/h): ни одна доставка на него не удаётся с 2026-12-01T10:00:00.000Z. Исправьте приёмник и включите вебхук снова: PATCH /webhooks/wh_1 {"status": "enabled"}. События, случившиеся за это время, не доставляются.',
    );
    expect(endpointDisabledText("en", { ...n, failingSince: undefined })).toContain("has failed since a long time");
    expect(endpointDisabledText("ru", { ...n, failingSince: undefined })).toContain("не удаётся уже давно");
  });
});
