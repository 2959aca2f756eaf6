import { readFileSync } from "node:fs";
import { ANSWERED_ERROR_CODES, CATALOG, crossSettingProblem, PLAN_QUOTAS, settingRule } from "@warden/contract";
import { describe, expect, it } from "vitest";
import { LOGIN_LINK_RU, loginLinkIn, PAGE_TEXTS, pageLanguage } from "../src/dashboard/page-language.js";
import { ruPlural } from "@warden/contract";
import { chooseLanguage, LANGUAGE_NAMES, MESSAGES, RU_SETTING_DESCRIPTIONS, ruSettingRule } from "../web/i18n.js";

// The dashboard's words in English and Russian (web/i18n.ts), the rule that picks the language, and
// the server's own pages (src/dashboard/page-language.ts).
const { en, ru } = MESSAGES;
const web = (name: string) => readFileSync(new URL(`../web/${name}`, import.meta.url), "utf8");
/** The backquoted names of a text (settings, values, signals), as a sorted list. */
const codeNames = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort();

describe("the Russian table", () => {
  it("has every key of the English one, a non-empty text for each, and functions of as many values", () => {
    const problems: string[] = [];
    const compare = (path: string, a: unknown, b: unknown) => {
      if (typeof a === "function") {
        if (typeof b !== "function" || b.length !== a.length) problems.push(`${path}: a function of ${a.length} values expected`);
      } else if (typeof a === "string") {
        if (typeof b !== "string" || !b.trim()) problems.push(`${path}: no Russian text`);
      } else if (a && typeof a === "object") {
        for (const k of Object.keys(a)) compare(`${path}.${k}`, (a as Record<string, unknown>)[k], (b as Record<string, unknown> | undefined)?.[k]);
      }
    };
    for (const key of Object.keys(en)) compare(key, en[key as keyof typeof en], ru[key as keyof typeof ru]);
    expect(problems).toEqual([]);
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  it("inserts the same values as the English", () => {
    const samples: [string, (m: typeof en) => string, string[]][] = [
      ["docTitle", (m) => m.docTitle("P1"), ["P1"]],
      ["groupLine", (m) => m.groupLine("-100123", "B2", 7), ["-100123", "B2", "7"]],
      ["ruleTurned", (m) => m.ruleTurned("e2e_rule", true), ["e2e_rule"]],
      ["confirmRevoke", (m) => m.confirmRevoke("wk_live_abc"), ["wk_live_abc", "401"]],
      ["keysCount", (m) => m.keysCount(3, 5), ["3", "5"]],
      ["testDelivered", (m) => m.testDelivered(204, 31), ["204", "31"]],
      ["invalidValue", (m) => m.invalidValue("spam_threshold", "R"), ["spam_threshold", "R"]],
      [
        "usageLine",
        (m) => m.usageLine({ date: "2026-03-01", used: 11, daily: 500, aiUsed: 2, aiDaily: 100, perMinute: 60, resetAt: "2026-03-02T00:00:00.000Z" }),
        ["2026-03-01", "11", "500", "2", "100", "60", "2026-03-02T00:00:00.000Z"],
      ],
      [
        "totals",
        (m) => m.totals("2026-03-01", "2026-03-07", { messages: 41, active_users: 9, joins: 3, leaves: 2, spam_blocked: 6 }),
        ["41", "9", "3", "2", "6"],
      ],
      ["configFailed", (m) => m.configFailed("WHY"), ["WHY"]],
      ["unexplained", (m) => m.unexplained(502), ["502"]],
    ];
    for (const [name, text, values] of samples)
      for (const m of [en, ru])
        for (const v of values) expect([name, m === en ? "en" : "ru", text(m).includes(v)]).toEqual([name, m === en ? "en" : "ru", true]);
  });

  it("says counts in the Russian plural forms: 1 группа, 2 группы, 5 групп, 21 группа", () => {
    expect([1, 2, 5, 21, 11, 22, 0].map((n) => `${n} ${ruPlural(n, "группа", "группы", "групп")}`)).toEqual([
      "1 группа",
      "2 группы",
      "5 групп",
      "21 группа",
      "11 групп",
      "22 группы",
      "0 групп",
    ]);
    expect([1, 2, 5, 21].map((n) => ru.days(n))).toEqual(["1 день", "2 дня", "5 дней", "21 день"]);
    expect([1, 2, 5, 21].map((n) => ru.groupLine("7", "активен", n))).toEqual([
      "ID 7 · бот активен · 1 участник",
      "ID 7 · бот активен · 2 участника",
      "ID 7 · бот активен · 5 участников",
      "ID 7 · бот активен · 21 участник",
    ]);
    expect(ru.usageChart(30)).toBe("Единицы квоты в день за последние 30 дней");
  });

  it("has a Russian description for every setting of the catalog, naming the same settings, values and signals", () => {
    expect(Object.keys(RU_SETTING_DESCRIPTIONS).sort()).toEqual(CATALOG.map((e) => e.key).sort());
    for (const e of CATALOG) {
      const text = ru.settingDescription(e.key, e.description);
      expect([e.key, text !== e.description && text.trim().length > 0]).toEqual([e.key, true]);
      expect([e.key, codeNames(text)]).toEqual([e.key, codeNames(e.description)]);
    }
    // The AI allowances the plans give (the English description's figures), in Russian figures.
    const ai = RU_SETTING_DESCRIPTIONS.ai_enabled;
    for (const n of [PLAN_QUOTAS.pro.aiDaily, PLAN_QUOTAS.business.aiDaily]) expect(ai).toContain(n.toLocaleString("ru-RU"));
    expect(en.settingDescription("spam_threshold", "As the API says.")).toBe("As the API says.");
  });

  it("says every setting's rule in Russian, as the form checks it and the server's 422 names it", () => {
    for (const e of CATALOG) expect([e.key, ruSettingRule(settingRule(e)) !== settingRule(e)]).toEqual([e.key, true]);
    expect(ruSettingRule("integer 1..100")).toBe("целое число от 1 до 100");
    for (const patched of [new Set(["suspicious_threshold"]), new Set(["spam_threshold"])]) {
      const cross = crossSettingProblem({ spam_threshold: 50, suspicious_threshold: 60 }, patched)!;
      expect(ruSettingRule(cross.rule)).toMatch(/^должно быть (меньше|больше) \w+ \(\d+\)$/);
    }
    expect(ru.apiError("invalid_setting_value", "Invalid value for spam_threshold: integer 1..100.", { key: "spam_threshold", rule: "integer 1..100" })).toBe(
      "Недопустимое значение spam_threshold: целое число от 1 до 100.",
    );
  });

  it("says every error code the API and the dashboard answer with in Russian; a code without a text keeps the API's message", () => {
    for (const code of Object.keys(ANSWERED_ERROR_CODES)) {
      const text = ru.apiError(code, "ENGLISH", {});
      expect([code, text !== "ENGLISH" && /[а-яё]/i.test(text)]).toEqual([code, true]);
    }
    expect(ru.apiError("some_new_code", "As the API says.", {})).toBe("As the API says.");
    expect(en.apiError("limit_reached", "As the API says.", {})).toBe("As the API says.");
    expect(ru.apiError("limit_reached", "", { resource: "keys", limit: 5 })).toBe("Можно не больше 5 активных ключей API; сначала отзовите один.");
    expect(ru.apiError("plan_required", "", { required_plan: "pro", current_plan: "free", subject: "group" })).toBe(
      "Для группы нужен тариф pro или выше (сейчас: free).",
    );
  });

  it("names the bot's languages by their own names, and says a setting's default", () => {
    expect(LANGUAGE_NAMES).toEqual({ en: "English", ru: "Русский" });
    // A setting's default: as JSON in English (as before), in words or as code in Russian.
    expect([true, false, "delete", 70].map(en.defaultValue)).toEqual(["true", "false", '"delete"', "70"]);
    expect([true, false, "delete", 70].map(ru.defaultValue)).toEqual(["включено", "выключено", "`delete`", "70"]);
  });
});

describe("counts, days and moments", () => {
  /** Spaces as spaces: a language groups digits with a no-break space, and ICU puts a narrow one before "PM". */
  const spaced = (s: string) => s.replace(/\s/g, " ");
  const at = "2026-03-01T12:34:56.789Z";

  it("are written as the page's language writes them: never the API's raw ISO timestamp or an ungrouped 100000", () => {
    expect([en.number(100000), ru.number(100000)].map(spaced)).toEqual(["100,000", "100 000"]);
    expect([en.date("2026-03-01"), ru.date("2026-03-01")]).toEqual(["Mar 1, 2026", "1 мар. 2026 г."]);
    expect([en.dateTime(at, "UTC"), ru.dateTime(at, "UTC")].map(spaced)).toEqual(["Mar 1, 2026, 12:34 PM UTC", "1 мар. 2026 г., 12:34 UTC"]);
    // In the browser's own time zone, named.
    expect(spaced(ru.dateTime(at, "Europe/Moscow"))).toBe("1 мар. 2026 г., 15:34 GMT+3");
    // Not a day or a moment: as it came.
    expect([en.date("soon"), en.date("2026-03-01T00:00:00Z"), en.dateTime("soon")]).toEqual(["soon", "2026-03-01T00:00:00Z", "soon"]);
  });

  it("the texts that count write their counts so, in the right plural", () => {
    const usage = { date: "D", used: 1234, daily: 100000, aiUsed: 1, aiDaily: 1000, perMinute: 600, resetAt: "R" };
    expect(spaced(en.usageLine(usage))).toBe("Today (D): 1,234 of 100,000 calls used, 1 of 1,000 AI checks; 600 requests a minute. Resets R.");
    expect(spaced(ru.usageLine(usage))).toContain("использовано 1 234 из 100 000 запросов, 1 из 1 000 проверок ИИ;");
    expect([1, 1500].map((n) => spaced(en.groupLine("7", "active", n)))).toEqual(["id 7 · bot active · 1 member", "id 7 · bot active · 1,500 members"]);
    expect(spaced(en.totals("A", "B", { messages: 12000, active_users: 1, joins: 1, leaves: 2, spam_blocked: 3000 }))).toBe(
      "A – B: 12,000 messages, 1 active user, 1 join, 2 leaves, 3,000 spam blocked.",
    );
    expect(spaced(ru.chartCaption("Сообщения", 12000))).toBe("Сообщения (макс. 12 000)");
    const quota = spaced(ru.apiError("daily_quota_exceeded", "", { limit: 100000, reset_at: at }));
    expect(quota).toContain("Дневная квота (100 000 единиц)");
    expect(quota).not.toContain(at);
    expect(quota).toContain("2026 г.");
  });
});

describe("the pages' HTML", () => {
  it("says in English exactly what the English table says (the script replaces it by key)", () => {
    const decode = (s: string) => s.replaceAll("&amp;", "&");
    for (const name of ["index.html", "login.html"]) {
      const html = web(name);
      const found = [...html.matchAll(/data-i18n="(\w+)">([^<]*)</g)];
      expect(found.length).toBeGreaterThan(0);
      for (const [, key, text] of found) expect([name, key, en[key as keyof typeof en]]).toEqual([name, key, decode(text!)]);
      for (const [, key] of html.matchAll(/data-i18n-aria="(\w+)"/g)) expect(typeof ru[key as keyof typeof ru]).toBe("string");
    }
    expect(web("login.html")).toContain(`<p id="link-how">${en.linkHow[0]}<code>npx --no warden login-link acc_…</code>${en.linkHow[1]}</p>`);
  });

  it("the login link's page: every English text the Russian replaces is in the file", () => {
    const html = web("login-link.html");
    for (const [english] of LOGIN_LINK_RU) expect(html).toContain(english);
    const russian = loginLinkIn("ru", html);
    expect(russian).toContain('<html lang="ru">');
    expect(russian).toContain('value="{{token}}"');
    expect(loginLinkIn("en", html)).toBe(html);
    expect(Object.keys(PAGE_TEXTS.ru).sort()).toEqual(Object.keys(PAGE_TEXTS.en).sort());
  });
});

describe("the language a page speaks", () => {
  it("is the owner's stored choice, else the browser's first language the dashboard speaks, else English", () => {
    expect(chooseLanguage(null, ["ru-RU", "en-US"])).toBe("ru");
    expect(chooseLanguage(null, ["en-GB", "ru"])).toBe("en");
    expect(chooseLanguage(null, ["de"])).toBe("en");
    expect(chooseLanguage(null, ["de-DE", "ru"])).toBe("ru");
    expect(chooseLanguage(null, [])).toBe("en");
    expect(chooseLanguage(null, ["be-BY"])).toBe("ru");
    expect(chooseLanguage(null, ["kk"])).toBe("ru");
    expect(chooseLanguage("en", ["ru-RU"])).toBe("en");
    expect(chooseLanguage("ru", ["en-US"])).toBe("ru");
    expect(chooseLanguage("fr", ["ru-RU"])).toBe("ru");
  });

  it("on the server's pages: the cookie the switch sets, else Accept-Language by the same rule", () => {
    expect(pageLanguage(undefined, "ru-RU,ru;q=0.9,en-US;q=0.8")).toBe("ru");
    expect(pageLanguage(undefined, "en-GB,en;q=0.9,ru;q=0.8")).toBe("en");
    expect(pageLanguage(undefined, "de")).toBe("en");
    expect(pageLanguage(undefined, "de-DE, ru;q=0.5")).toBe("ru");
    expect(pageLanguage(undefined, "ru;q=0, en")).toBe("en");
    expect(pageLanguage(undefined, undefined)).toBe("en");
    expect(pageLanguage("en", "ru-RU")).toBe("en");
    expect(pageLanguage("ru", "en-US")).toBe("ru");
  });
});
