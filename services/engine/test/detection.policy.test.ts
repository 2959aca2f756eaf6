import { describe, expect, it } from "vitest";
import { compilePolicy, createDetector, DEFAULT_SETTINGS, normalize, validateRegex, type CustomRule, type Policy } from "../src/detection/index.js";
import { cpuMs } from "../src/detection/policy.js";
import { checkPattern } from "@warden/contract";

const detector = createDetector();

function policy(rules: Partial<CustomRule>[], extra: Partial<Policy> = {}): Policy {
  return {
    version: 1,
    settings: { ...DEFAULT_SETTINGS },
    rules: rules.map((r, i) => ({ id: `r${i}`, name: `rule_${i}`, kind: "keyword", pattern: "", weight: 30, enabled: true, ...r })),
    whitelist: [],
    ...extra,
  };
}

const HONEST = "Подскажите, как настроить бэкап базы на сервере?";

describe("custom rules", () => {
  it("keyword: case-insensitive, on normalised text, word-ish", () => {
    const p = policy([{ name: "no_vpn", kind: "keyword", pattern: "VPN сервис", weight: 40 }]);
    const d = detector.detect("Лучший vpn СЕРВИС тут", p);
    expect(d.matched_rules).toContain("no_vpn");
    expect(d.signals.find((s) => s.name === "no_vpn")).toEqual({ name: "no_vpn", weight: 40, category: "custom" });
    expect(d.categories).toContain("custom");
    // obfuscated forms are caught because matching runs on normalised text
    expect(detector.detect("Лучший v p n с\u200bервис", p).matched_rules).toContain("no_vpn"); // spaced + zero-width
    expect(detector.detect("Лучший VРN сeрвис", p).matched_rules).toContain("no_vpn"); // homoglyphs
    // word-ish: not inside another word
    expect(detector.detect("предвпн сервисы", policy([{ name: "k", pattern: "впн" }])).matched_rules).not.toContain("k");
    expect(detector.detect("Buy cheap pills", policy([{ name: "k", pattern: "pill" }])).matched_rules).not.toContain("k");
    expect(detector.detect("Buy cheap pill", policy([{ name: "k", pattern: "pill" }])).matched_rules).toContain("k");
  });

  it("a rule of weight 0 that fires appears in matched_rules and signals (the contract), and moves nothing", () => {
    const text = "Лучший vpn сервис тут, example.com";
    const base = detector.detect(text, policy([]));
    for (const rule of [
      { name: "watch_kw", kind: "keyword" as const, pattern: "vpn сервис" },
      { name: "watch_rx", kind: "regex" as const, pattern: "серв[иі]с" },
      { name: "watch_dom", kind: "domain" as const, pattern: "example.com" },
    ]) {
      const d = detector.detect(text, policy([{ ...rule, weight: 0 }]));
      expect(d.matched_rules, rule.kind).toContain(rule.name);
      expect(d.signals.find((s) => s.name === rule.name)).toEqual({ name: rule.name, weight: 0, category: "custom" });
      expect([d.score, d.verdict, d.categories], rule.kind).toEqual([base.score, base.verdict, base.categories]);
    }
    expect(detector.detect(HONEST, policy([{ name: "watch_kw", pattern: "vpn сервис", weight: 0 }])).matched_rules).not.toContain("watch_kw");
  });

  it("a custom rule named like a built-in rule adds to that signal: names stay distinct and the score is their sum", () => {
    const text = "Earn $500 a day from home! DM me for details";
    const builtin = detector.detect(text, policy([]));
    const dm = builtin.signals.find((s) => s.name === "dm_invite");
    expect(dm).toBeDefined();
    const clampedSum = (d: typeof builtin) => Math.max(0, Math.min(100, Math.round(d.signals.reduce((a, s) => a + s.weight, 0))));
    for (const weight of [-20, 40, 100]) {
      const d = detector.detect(text, policy([{ name: "dm_invite", pattern: "dm me", weight }]));
      const names = d.signals.map((s) => s.name);
      expect(new Set(names).size).toBe(names.length);
      expect(d.matched_rules).toEqual(names);
      expect(d.signals.find((s) => s.name === "dm_invite")!.weight).toBe(Math.max(-100, Math.min(100, dm!.weight + weight)));
      expect(d.score).toBe(clampedSum(d));
    }
  });

  it("keywords: the one-pass token index fires exactly where the keyword's tokens are consecutive tokens of the text", () => {
    // the reference: the keyword's normalised tokens, space-joined, inside the text's tokens space-joined
    const keywords = [
      "заработок",
      "заработок дома",
      "в лс",
      "пиши в лс",
      "a",
      "a a b",
      "дома дома",
      "1win",
      "100",
      "100 usdt",
      "free gift",
      "gift",
      "x x x",
      "в",
    ];
    const vocab = ["заработок", "дома", "в", "лс", "пиши", "a", "b", "1win", "100", "usdt", "free", "gift", "x", "лс.", "Дома!", "gifts", "10O"];
    const rules = keywords.map((k, i) => ({ name: `k${i}`, kind: "keyword" as const, pattern: k }));
    const cp = compilePolicy(policy(rules));
    const joined = (s: string): string => ` ${normalize(s).tokens.join(" ")} `;
    let x = 12345;
    const rnd = (n: number): number => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return (x >>> 8) % n;
    };
    let fired = 0;
    for (let t = 0; t < 400; t++) {
      const words = Array.from({ length: 1 + rnd(30) }, () => vocab[rnd(vocab.length)]!);
      const text = words.join(rnd(3) === 0 ? "  " : " ");
      const hay = joined(text);
      const expected = rules.filter((r) => hay.includes(joined(r.pattern))).map((r) => r.name);
      const got = detector.detectCompiled(text, cp).matched_rules.filter((n) => /^k\d+$/.test(n));
      expect(got.sort(), text).toEqual(expected.sort());
      fired += expected.length;
    }
    expect(fired).toBeGreaterThan(400);
  });

  it("every keyword the API accepts compiles to something that can fire: none is stored to be dropped as empty", () => {
    // The write-time check (@warden/contract's checkPattern) and the engine's normaliser, held together over every
    // code point: a character the check lets through as a keyword on its own is one the normaliser keeps.
    const droppedYetAccepted: string[] = [];
    for (let cp = 1; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const pattern = String.fromCodePoint(cp);
      if (checkPattern("keyword", pattern).problem !== null) continue;
      const nt = normalize(pattern);
      if (nt.tokens.length === 0 && nt.normalized.trim().length === 0) droppedYetAccepted.push(`U+${cp.toString(16).toUpperCase()}`);
    }
    expect(droppedYetAccepted).toEqual([]);
    // and the rule as the engine compiles it
    const compiled = compilePolicy(policy([{ pattern: "\u3164" }, { pattern: "\u200b" }, { pattern: "e\u0301" }]));
    expect(compiled.errors.map((e) => e.message)).toEqual(["keyword is empty", "keyword is empty"]);
    expect(["\u3164", "\u200b", "e\u0301"].map((p) => checkPattern("keyword", p).problem === null)).toEqual([false, false, true]);
  });

  it("a group's keyword index is small: an engine keeps 10,000 compiled policies", () => {
    const cp = compilePolicy(policy(Array.from({ length: 50 }, (_, i) => ({ name: `k${i}`, pattern: `слово${i} ещё${i}` }))));
    const idx = cp.keywordIndex!;
    const bytes = idx.pairs.length + idx.triples.length + idx.singles.length + idx.keys.length;
    // 64 bits a phrase: 4 x 512 bytes for 50 keywords (the built-in rules' index has 4 x 8 KB)
    expect(bytes).toBeLessThanOrEqual(4 * 512);
    expect(detector.detectCompiled("тут слово7 ещё7 и всё", cp).matched_rules).toContain("k7");
  });

  it("regex: re2js, once, on the normalised text", () => {
    const p = policy([{ name: "phone", kind: "regex", pattern: "\\+7\\d{10}", weight: 25 }]);
    expect(detector.detect("звоните +79991234567", p).matched_rules).toContain("phone");
    expect(detector.detect(HONEST, p).matched_rules).not.toContain("phone");
    // the normalised text is lower-cased: a case-sensitive upper-case pattern never fires (since the regex budget, #18)
    const q = policy([{ name: "caps", kind: "regex", pattern: "(?-i)[A-Z]{6,}", weight: 10 }]);
    expect(detector.detect("BUY NOWWWW", q).matched_rules).not.toContain("caps");
    const lower = policy([{ name: "lower", kind: "regex", pattern: "(?-i)buy now", weight: 10 }]);
    expect(detector.detect("BUY NOWWWW", lower).matched_rules).toContain("lower");
    // normalised text: homoglyph-free
    const r = policy([{ name: "free", kind: "regex", pattern: "\\bfree money\\b", weight: 10 }]);
    expect(detector.detect("frее mоnеy", r).matched_rules).toContain("free");
  });

  it("domain: the domain and any subdomain of links in the text", () => {
    const p = policy([{ name: "bad_domain", kind: "domain", pattern: "example.com", weight: 50 }]);
    expect(detector.detect("see https://example.com/x", p).matched_rules).toContain("bad_domain");
    expect(detector.detect("see https://sub.example.com/x", p).matched_rules).toContain("bad_domain");
    expect(detector.detect("see www.example.com", p).matched_rules).toContain("bad_domain");
    expect(detector.detect("see example.com/page", p).matched_rules).toContain("bad_domain");
    expect(detector.detect("see https://notexample.com", p).matched_rules).not.toContain("bad_domain");
    expect(detector.detect("see https://example.com.evil.io", p).matched_rules).not.toContain("bad_domain");
    expect(detector.detect("example com in words", p).matched_rules).not.toContain("bad_domain");
    // pattern given as URL / wildcard
    expect(detector.detect("https://a.b.example.com", policy([{ name: "d", kind: "domain", pattern: "*.example.com" }])).matched_rules).toContain("d");
    expect(detector.detect("https://example.com", policy([{ name: "d", kind: "domain", pattern: "https://Example.com/" }])).matched_rules).toContain("d");
  });

  it("domain: an internationalised host fires on links in either form, Unicode or xn--, and with www.", () => {
    const links = [
      "заходи на пример.рф/акция",
      "https://пример.рф",
      "see www.Пример.рф",
      "http://xn--e1afmkfd.xn--p1ai/x",
      "https://shop.xn--e1afmkfd.xn--p1ai",
    ];
    for (const pattern of ["пример.рф", "ПРИМЕР.РФ", "xn--e1afmkfd.xn--p1ai"]) {
      const p = policy([{ name: "d", kind: "domain", pattern }]);
      expect(
        links.filter((t) => detector.detect(t, p).matched_rules.includes("d")),
        pattern,
      ).toEqual(links);
      expect(detector.detect("https://другой.рф and https://пример.рус", p).matched_rules, pattern).not.toContain("d");
    }
    // a Latin host with an accent, read as the normaliser reads the text's links
    for (const pattern of ["münchen.de", "xn--mnchen-3ya.de"]) {
      const p = policy([{ name: "d", kind: "domain", pattern }]);
      expect(
        ["münchen.de ok", "https://xn--mnchen-3ya.de/"].map((t) => detector.detect(t, p).matched_rules.includes("d")),
        pattern,
      ).toEqual([true, true]);
    }
  });

  it("domain: the addresses the message's URL buttons open are links of the message (bot checks), for domain rules only", () => {
    const p = policy([{ name: "bad_domain", kind: "domain", pattern: "example.com", weight: 50 }]);
    const label = "Join our community";
    expect(detector.detect(label, p).matched_rules).not.toContain("bad_domain");
    // read as the normaliser reads a link in a text: a Cyrillic е, full-width letters, a soft hyphen
    for (const url of [
      "https://example.com/join",
      "https://sub.EXAMPLE.com",
      "http://www.example.com",
      "https://еxample.com/x",
      "https://ｅｘａｍｐｌｅ.com",
      "https://exam\u00adple.com",
    ]) {
      expect(detector.detect(label, p, undefined, ["https://t.me/other", url]).matched_rules, url).toContain("bad_domain");
    }
    for (const url of ["https://notexample.com", "https://example.com.evil.io", "tg://resolve?domain=examplecom"]) {
      expect(detector.detect(label, p, undefined, [url]).matched_rules, url).not.toContain("bad_domain");
    }
    // once, however many of the text's links and buttons open the domain
    expect(
      detector.detect("https://example.com", p, undefined, ["https://example.com/a", "https://a.example.com"]).signals.filter((x) => x.name === "bad_domain"),
    ).toEqual([{ name: "bad_domain", weight: 50, category: "custom" }]);
    // nothing else reads them: without a rule that fires, the decision is the one on the text alone (a group with a
    // domain rule, so that the addresses are read)
    const text = "Лучший vpn сервис тут";
    const other = policy([{ name: "other_domain", kind: "domain", pattern: "other.example", weight: 50 }]);
    expect(detector.detect(text, other, { userId: 1, priorMessages: 40 }, ["https://bit.ly/x", "https://t.me/+abc"])).toEqual(
      detector.detect(text, other, { userId: 1, priorMessages: 40 }),
    );
  });

  it("disabled rules do not fire", () => {
    const p = policy([{ name: "off", kind: "keyword", pattern: "бэкап", enabled: false }]);
    expect(detector.detect(HONEST, p).matched_rules).not.toContain("off");
  });

  it("negative weights lower the score", () => {
    const text = "Лучшее казино, ставки на спорт и фриспины, пиши в лс";
    const base = detector.detect(text);
    const d = detector.detect(text, policy([{ name: "allow_casino_talk", kind: "keyword", pattern: "казино", weight: -60 }]));
    expect(d.signals.find((s) => s.name === "allow_casino_talk")!.weight).toBe(-60);
    expect(d.score).toBe(Math.max(0, Math.min(100, base.signals.reduce((a, s) => a + s.weight, 0) - 60)));
    expect(d.score).toBeLessThan(base.score);
    expect(d.categories).not.toContain("custom"); // only positive-weight signals give categories
  });

  it("weights are clamped to -100..100 and invalid rules are skipped, not thrown", () => {
    const cp = compilePolicy(
      policy([
        { name: "big", kind: "keyword", pattern: "бэкап", weight: 1000 },
        { name: "bad", kind: "regex", pattern: "(a)\\1" },
      ]),
    );
    expect(cp.errors.map((e) => e.name)).toEqual(["bad"]);
    const d = detector.detect(HONEST, cp);
    expect(d.signals.find((s) => s.name === "big")!.weight).toBe(100);
    expect(d.score).toBe(
      Math.max(
        0,
        Math.min(
          100,
          d.signals.reduce((a, s) => a + s.weight, 0),
        ),
      ),
    );
    expect(d.score).toBeGreaterThanOrEqual(DEFAULT_SETTINGS.spam_threshold);
  });

  it("a compiled policy gives the same result as the raw policy", () => {
    const p = policy([
      { name: "k", pattern: "бэкап" },
      { name: "r", kind: "regex", pattern: "сервер\\w*" },
    ]);
    expect(detector.detect(HONEST, compilePolicy(p))).toEqual(detector.detect(HONEST, p));
    expect(detector.detectCompiled(HONEST, compilePolicy(p))).toEqual(detector.detect(HONEST, p));
  });

  it("hostile regexes run in linear time over 10,000 characters", () => {
    const cases: Array<[string, string]> = [
      ["(a+)+$", `${"a".repeat(10000)}!`],
      ["(x+x+)+y", "x".repeat(10000)],
      ["(a|aa)+$", `${"a".repeat(10000)}b`],
      ["(.*a){20}", "a".repeat(10000)],
    ];
    for (const [pattern, text] of cases) {
      expect(validateRegex(pattern)).toBeNull();
      const cp = compilePolicy(policy([{ name: "evil", kind: "regex", pattern }]));
      const c0 = cpuMs();
      detector.detect(text, cp);
      // CPU time: a wait for a core on a shared machine is not the check's work
      expect(cpuMs() - c0, pattern).toBeLessThan(200);
    }
  });
});

describe("validateRegex", () => {
  it("accepts RE2 syntax", () => {
    expect(validateRegex("\\bfree\\s+money\\b")).toBeNull();
    expect(validateRegex("(?i)casino|казино")).toBeNull();
    expect(validateRegex("[а-я]{5,}\\d+")).toBeNull();
  });
  it("rejects invalid syntax with a message", () => {
    expect(validateRegex("[abc")).toMatch(/not a valid RE2 regular expression.*missing closing \]/);
    expect(validateRegex("(abc")).toMatch(/not a valid RE2 regular expression/);
    expect(validateRegex("a{2,1}")).toMatch(/invalid/);
    expect(validateRegex("")).toMatch(/empty/);
  });
  it("rejects backreferences and lookarounds with a clear message", () => {
    expect(validateRegex("(a)\\1")).toMatch(/backreferences/);
    expect(validateRegex("(?=abc)")).toMatch(/look-ahead and look-behind/);
    expect(validateRegex("(?!abc)x")).toMatch(/look-ahead and look-behind/);
    expect(validateRegex("(?<=a)b")).toMatch(/look-ahead and look-behind/);
    expect(validateRegex("(?<!a)b")).toMatch(/look-ahead and look-behind/);
  });
  it("rejects patterns that match every message", () => {
    expect(validateRegex("a*")).toMatch(/matches the empty text/);
  });
  it("rejects over-long patterns", () => {
    expect(validateRegex("a".repeat(501))).toBe("must be at most 500 characters (got 501)");
  });
});

describe("whitelist and admins", () => {
  const spam = "Пpиглaшaю вac в зaкpытyю кoмaндy! Заработок от 500$ в день, пиши в лс https://bit.ly/abc 🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥";
  const clean = { verdict: "clean", score: 0, recommended_action: "none", signals: [], matched_rules: [], categories: [], whitelisted: true };
  const p = policy([], {
    whitelist: [
      { kind: "user", id: 1001 },
      { kind: "user", username: "trusted_guy" },
      { kind: "channel", id: -1001234567890 },
      { kind: "channel", username: "our_channel" },
    ],
  });

  it("the spam text really is spam for an ordinary sender", () => {
    expect(detector.detect(spam, p, { userId: 5, priorMessages: 10 }).verdict).toBe("spam");
  });
  it("user id / username / channel id / channel username", () => {
    expect(detector.detect(spam, p, { userId: 1001, priorMessages: 0 })).toMatchObject(clean);
    expect(detector.detect(spam, p, { userId: 7, username: "Trusted_Guy", priorMessages: 0 })).toMatchObject(clean);
    expect(detector.detect(spam, p, { userId: 7, username: "@trusted_guy", priorMessages: 0 })).toMatchObject(clean);
    expect(detector.detect(spam, p, { senderChatId: -1001234567890, priorMessages: -1 })).toMatchObject(clean);
    expect(detector.detect(spam, p, { senderChatUsername: "our_channel", priorMessages: -1 })).toMatchObject(clean);
    expect(detector.detect(spam, p, { userId: 1002, username: "someone", priorMessages: 5 }).whitelisted).toBe(false);
    // a user id does not match a channel entry with the same number
    expect(detector.detect(spam, p, { userId: -1001234567890, priorMessages: 5 }).whitelisted).toBe(false);
  });
  it("admins are never acted on", () => {
    expect(detector.detect(spam, undefined, { userId: 9, isAdmin: true, priorMessages: 0 })).toMatchObject(clean);
  });
});

describe("probation", () => {
  const link = "Вот тут подробнее https://example.org/page";
  it("a link from a new member fires new_member_link", () => {
    for (const prior of [0, 1, 2]) {
      const d = detector.detect(link, undefined, { userId: 1, priorMessages: prior });
      expect(d.matched_rules).toContain("new_member_link");
      expect(d.signals.find((s) => s.name === "new_member_link")!.category).toBe("probation");
    }
  });
  it("not for members past probation, unknown history or without links", () => {
    expect(detector.detect(link, undefined, { userId: 1, priorMessages: 3 }).matched_rules).not.toContain("new_member_link");
    expect(detector.detect(link, undefined, { userId: 1, priorMessages: -1 }).matched_rules).not.toContain("new_member_link");
    expect(detector.detect("Всем привет!", undefined, { userId: 1, priorMessages: 0 }).matched_rules).not.toContain("new_member_link");
    expect(detector.detect(link).matched_rules).not.toContain("new_member_link");
  });
  it("not for a URL button's address (the bot scores the button itself: link_buttons)", () => {
    // in a group with a domain rule, which reads the addresses
    const p = policy([{ name: "other_domain", kind: "domain", pattern: "other.example", weight: 50 }]);
    const d = detector.detect("Подробнее по кнопке", p, { userId: 1, priorMessages: 0 }, ["https://example.org/page"]);
    expect(d.matched_rules).not.toContain("new_member_link");
  });
  it("respects settings", () => {
    const off = policy([], { settings: { ...DEFAULT_SETTINGS, block_links_from_new_members: false } });
    expect(detector.detect(link, off, { userId: 1, priorMessages: 0 }).matched_rules).not.toContain("new_member_link");
    const longer = policy([], { settings: { ...DEFAULT_SETTINGS, new_member_probation_messages: 10 } });
    expect(detector.detect(link, longer, { userId: 1, priorMessages: 7 }).matched_rules).toContain("new_member_link");
  });
  it("with little else, a new member's link reaches spam at the default threshold", () => {
    const d = detector.detect("Заходи https://bit.ly/3abcd", undefined, { userId: 1, priorMessages: 0 });
    expect(d.verdict).toBe("spam");
    const alone = detector.detect(link, undefined, { userId: 1, priorMessages: 0 });
    expect(alone.score).toBeGreaterThanOrEqual(DEFAULT_SETTINGS.suspicious_threshold);
  });
  it("probation_spam_threshold: below spam_threshold, a new member's message is spam from it on, marked probation_threshold", () => {
    const docs = "Посмотрите документацию: https://nodejs.org/docs/latest/api/";
    expect(detector.detect(docs, undefined, { userId: 1, priorMessages: 3 }).verdict).toBe("clean");
    const alone = detector.detect(docs, undefined, { userId: 1, priorMessages: 0 });
    // the plain link alone scores between the two thresholds: spam only because of probation
    expect(alone.score).toBeGreaterThanOrEqual(DEFAULT_SETTINGS.probation_spam_threshold);
    expect(alone.score).toBeLessThan(DEFAULT_SETTINGS.spam_threshold);
    expect(alone.verdict).toBe("spam");
    expect(alone.recommended_action).toBe(DEFAULT_SETTINGS.action_on_spam);
    expect(alone.signals).toContainEqual({ name: "probation_threshold", weight: 0, category: "probation" });
    // one point above the score: the usual bands again, no marker
    const lenient = policy([], { settings: { ...DEFAULT_SETTINGS, probation_spam_threshold: alone.score + 1 } });
    const d = detector.detect(docs, lenient, { userId: 1, priorMessages: 0 });
    expect(d.verdict).toBe("suspicious");
    expect(d.matched_rules).not.toContain("probation_threshold");
    // exactly at the score: spam (the edge is inclusive)
    const edge = policy([], { settings: { ...DEFAULT_SETTINGS, probation_spam_threshold: alone.score } });
    expect(detector.detect(docs, edge, { userId: 1, priorMessages: 0 }).verdict).toBe("spam");
  });
  it("a message spam at spam_threshold anyway is judged the same on probation: same verdict, confidence and signals", () => {
    const spam = "Earn $500 a day from home, no experience needed, DM me";
    const on = detector.detect(spam, undefined, { userId: 1, priorMessages: 0 });
    expect(on.verdict).toBe("spam");
    // the same, and it says the sender was on probation (a rescore after the detector judges it so again)
    expect(on).toEqual({ ...detector.detect(spam, undefined, { userId: 1, priorMessages: 5 }), on_probation: true });
  });
  it("probation_spam_threshold applies only on probation, and never loosens spam_threshold", () => {
    const strict = policy([{ name: "meh", pattern: "погода", weight: 45 }], { settings: { ...DEFAULT_SETTINGS, probation_spam_threshold: 45 } });
    const text = "Какая сегодня погода";
    expect(detector.detect(text, strict, { userId: 1, priorMessages: 0 }).verdict).toBe("spam");
    expect(detector.detect(text, strict, { userId: 1, priorMessages: 3 }).verdict).not.toBe("spam");
    expect(detector.detect(text, strict, { userId: 1, priorMessages: -1 }).verdict).not.toBe("spam");
    // a suspicious band still exists below the lowered threshold
    const low = policy([{ name: "meh", pattern: "погода", weight: 30 }], {
      settings: { ...DEFAULT_SETTINGS, probation_spam_threshold: 30, suspicious_threshold: 40 },
    });
    expect(detector.detect(text, low, { userId: 1, priorMessages: 0 }).verdict).toBe("spam");
    const loose = policy([], { settings: { ...DEFAULT_SETTINGS, probation_spam_threshold: 100 } });
    expect(detector.detect("Посмотрите документацию: https://nodejs.org/docs/latest/api/", loose, { userId: 1, priorMessages: 0 }).verdict).toBe("suspicious");
  });
});
