import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, domainDetail, type DomainErrorDetail } from "@warden/errors";
import { AddWhitelistEntryRequestSchema, RuleKind, RuleSpecSchema, type AddWhitelistEntryRequest } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { CATALOG, DEFAULTS, type SettingsValues } from "../src/catalog.js";
import { REGEX_RULE_MAX_COST, regexProblem } from "@warden/contract";
import { validateRuleSpec } from "../src/rule-spec.js";
import { applySettingsPatch, settingsOverrides } from "../src/settings-patch.js";
import { MAX_TELEGRAM_USER_ID, parseWhitelistRemoval, parseWhitelistTarget } from "../src/whitelist-target.js";

/** The Connect code and typed detail fn throws with. */
function refusal(fn: () => unknown): { code: Code; detail: DomainErrorDetail | undefined } {
  try {
    fn();
  } catch (err) {
    if (!(err instanceof ConnectError)) throw err;
    return { code: err.code, detail: domainDetail(err) };
  }
  throw new Error("expected a refusal, but it was accepted");
}

const invalidValue = (key: string) => ({ code: Code.InvalidArgument, detail: { kind: "invalid_setting_value", key, rule: expect.any(String) } });
const patch = (p: unknown, current: SettingsValues = DEFAULTS) => applySettingsPatch(current, JSON.stringify(p));

describe("settings patch", () => {
  const integers = CATALOG.filter((e) => e.type === "integer");

  it.each(integers.map((e) => [e.key, e] as const))("%s accepts its min and max and refuses one beyond each", (key, e) => {
    if (e.type !== "integer") throw new Error("integer entry expected");
    // Keep the cross-field rule out of the way: thresholds are tried against a wide partner.
    const base: SettingsValues = { ...DEFAULTS, spam_threshold: 100, suspicious_threshold: 1 };
    const partner = (v: number): Partial<SettingsValues> =>
      key === "spam_threshold"
        ? { suspicious_threshold: Math.max(1, Math.min(99, v - 1)) }
        : key === "suspicious_threshold"
          ? { spam_threshold: Math.min(100, v + 1) }
          : {};
    for (const ok of [e.min, e.max]) {
      const wide = key === "spam_threshold" && ok === 1 ? null : { ...partner(ok), [key]: ok };
      if (wide) expect(patch(wide, base).next[key as keyof SettingsValues]).toBe(ok);
    }
    expect(refusal(() => patch({ [key]: e.min - 1 }, base))).toEqual(invalidValue(key));
    expect(refusal(() => patch({ [key]: e.max + 1 }, base))).toEqual(invalidValue(key));
    expect(refusal(() => patch({ [key]: e.min + 0.5 }, base))).toEqual(invalidValue(key));
    expect(refusal(() => patch({ [key]: String(e.default) }, base))).toEqual(invalidValue(key));
  });

  it("names the rule it broke", () => {
    expect(refusal(() => patch({ mute_minutes: 0 })).detail).toEqual({ kind: "invalid_setting_value", key: "mute_minutes", rule: "integer 1..525600" });
    expect(refusal(() => patch({ action_on_spam: "explode" })).detail).toEqual({
      kind: "invalid_setting_value",
      key: "action_on_spam",
      rule: "one of review, delete, delete_and_mute, delete_and_ban",
    });
    expect(refusal(() => patch({ notify_admins: "true" })).detail).toEqual({ kind: "invalid_setting_value", key: "notify_admins", rule: "boolean" });
  });

  it.each(CATALOG.filter((e) => e.type === "boolean").map((e) => e.key))("%s takes only true and false", (key) => {
    expect(patch({ [key]: true }).next[key as keyof SettingsValues]).toBe(true);
    expect(patch({ [key]: false }).next[key as keyof SettingsValues]).toBe(false);
    for (const bad of [1, 0, "true", [], {}]) expect(refusal(() => patch({ [key]: bad }))).toEqual(invalidValue(key));
  });

  it("action_on_spam takes each catalog value and nothing else (none included)", () => {
    for (const v of ["review", "delete", "delete_and_mute", "delete_and_ban"]) expect(patch({ action_on_spam: v }).next.action_on_spam).toBe(v);
    for (const bad of ["none", "DELETE", "", 3]) expect(refusal(() => patch({ action_on_spam: bad }))).toEqual(invalidValue("action_on_spam"));
  });

  it("refuses null as a value, naming the key", () => {
    const r = refusal(() => patch({ max_emojis: null }));
    expect(r).toEqual(invalidValue("max_emojis"));
    expect((r.detail as { rule: string }).rule).toMatch(/null is not a value/);
  });

  it("unknown_setting names the first unknown key, before any bad value", () => {
    expect(refusal(() => patch({ spam_threshold: 80, foo: 1, bar: 2 })).detail).toEqual({ kind: "unknown_setting", key: "foo" });
    expect(refusal(() => patch({ spam_threshold: 5000, bar: 2 })).detail).toEqual({ kind: "unknown_setting", key: "bar" });
    expect(refusal(() => applySettingsPatch(DEFAULTS, '{"__proto__": 1}')).detail).toEqual({ kind: "unknown_setting", key: "__proto__" });
  });

  it("a body that is not a JSON object is validation_failed on body", () => {
    for (const body of ["[]", "null", "1", '"x"', "not json"]) {
      expect(refusal(() => applySettingsPatch(DEFAULTS, body))).toEqual({
        code: Code.InvalidArgument,
        detail: { kind: "validation", errors: [{ path: "body", message: "must be a JSON object" }] },
      });
    }
  });

  it("{} changes nothing and names no key", () => {
    expect(patch({})).toEqual({ next: DEFAULTS, keys: [] });
  });

  it("merges: keys not in the patch keep their current values", () => {
    const current = { ...DEFAULTS, mute_minutes: 15, notify_admins: true };
    const { next, keys } = patch({ spam_threshold: 85, action_on_spam: "delete_and_mute" }, current);
    expect(keys).toEqual(["spam_threshold", "action_on_spam"]);
    expect(next).toEqual({ ...current, spam_threshold: 85, action_on_spam: "delete_and_mute" });
  });

  describe("suspicious_threshold stays below spam_threshold, on the merged result", () => {
    it("one below is accepted; equal is refused naming suspicious_threshold", () => {
      expect(patch({ suspicious_threshold: 69 }).next.suspicious_threshold).toBe(69);
      const r = refusal(() => patch({ suspicious_threshold: 70 }));
      expect(r.detail).toEqual({ kind: "invalid_setting_value", key: "suspicious_threshold", rule: "must be below spam_threshold (70)" });
    });

    it("lowering spam_threshold to the current suspicious_threshold is refused naming spam_threshold", () => {
      expect(patch({ spam_threshold: 41 }).next.spam_threshold).toBe(41);
      expect(refusal(() => patch({ spam_threshold: 40 })).detail).toEqual({
        kind: "invalid_setting_value",
        key: "spam_threshold",
        rule: "must be above suspicious_threshold (40)",
      });
    });

    it("both in one patch are judged together", () => {
      expect(patch({ spam_threshold: 30, suspicious_threshold: 20 }).next).toMatchObject({ spam_threshold: 30, suspicious_threshold: 20 });
      expect(refusal(() => patch({ spam_threshold: 30, suspicious_threshold: 30 })).detail).toMatchObject({ key: "suspicious_threshold" });
    });
  });

  it("stores only values that differ from the defaults", () => {
    expect(settingsOverrides(DEFAULTS)).toEqual({});
    expect(settingsOverrides({ ...DEFAULTS, max_emojis: 0, ai_enabled: false })).toEqual({ max_emojis: 0 });
  });
});

describe("rule fields", () => {
  const rule = (over: Partial<{ name: string; kind: RuleKind; pattern: string; weight: number; enabled: boolean }> = {}) =>
    create(RuleSpecSchema, { name: "dm_invite", kind: RuleKind.KEYWORD, pattern: "write me", weight: 40, ...over });
  const violations = (over: Parameters<typeof rule>[0]) => {
    const r = refusal(() => validateRuleSpec(rule(over)));
    expect(r.code).toBe(Code.InvalidArgument);
    return (r.detail as { errors: { path: string; message: string }[] }).errors;
  };

  it("accepts a valid rule, enabled by default", () => {
    expect(validateRuleSpec(rule())).toEqual({ name: "dm_invite", kind: "keyword", pattern: "write me", weight: 40, enabled: true, cost: 0 });
    expect(validateRuleSpec(rule({ enabled: false })).enabled).toBe(false);
  });

  it("name: 1..64 of a-z, 0-9, _", () => {
    for (const ok of ["a", "x".repeat(64), "rule_2", "0_9"]) expect(validateRuleSpec(rule({ name: ok })).name).toBe(ok);
    for (const bad of ["", "x".repeat(65), "Dm", "dm-invite", "dm invite", "dm.invite", "правило"]) {
      expect(violations({ name: bad }).map((v) => v.path)).toEqual(["name"]);
    }
  });

  it("weight: -100..100", () => {
    for (const ok of [-100, 0, 100]) expect(validateRuleSpec(rule({ weight: ok })).weight).toBe(ok);
    for (const bad of [-101, 101]) expect(violations({ weight: bad })).toEqual([{ path: "weight", message: "must be an integer from -100 to 100" }]);
  });

  it("kind must be given", () => {
    expect(violations({ kind: RuleKind.UNSPECIFIED }).map((v) => v.path)).toEqual(["kind"]);
  });

  it.each([RuleKind.KEYWORD, RuleKind.REGEX])("pattern of kind %s: 1..500 characters, counted in code points", (kind) => {
    expect(validateRuleSpec(rule({ kind, pattern: "a".repeat(500) })).pattern).toHaveLength(500);
    expect(validateRuleSpec(rule({ kind, pattern: "😀".repeat(500) })).pattern).toHaveLength(1000);
    expect(violations({ kind, pattern: "a".repeat(501) })).toEqual([{ path: "pattern", message: "must be at most 500 characters (got 501)" }]);
    expect(violations({ kind, pattern: "" })).toEqual([{ path: "pattern", message: "must not be empty" }]);
    expect(violations({ kind, pattern: "a\u0000b" }).map((v) => v.path)).toEqual(["pattern"]);
    expect(violations({ kind, pattern: "a\ud800" }).map((v) => v.path)).toEqual(["pattern"]);
  });

  it("a keyword must not be blank: spaces, invisible characters and lone combining marks match nothing", () => {
    const blank = "must contain a word or phrase: spaces, invisible characters and combining marks alone match nothing";
    // spaces; zero-width space and joiner; the Hangul filler (a "letter" that renders as nothing); a lone combining acute; ¨ (NFKC: space + mark)
    for (const pattern of ["  \t ", "\u200b\u200d", "\u3164", " \u0301 ", "\u00a8"]) {
      expect(violations({ pattern }), JSON.stringify(pattern)).toEqual([{ path: "pattern", message: blank }]);
    }
    for (const pattern of ["e\u0301", "\u200bcrypto", "💰", "$", "42"]) expect(validateRuleSpec(rule({ pattern })).pattern).toBe(pattern);
  });

  it("lists every broken field at once", () => {
    expect(violations({ name: "Bad", weight: 500, pattern: "" }).map((v) => v.path)).toEqual(["name", "pattern", "weight"]);
  });

  describe("regex: RE2 only", () => {
    it("accepts RE2 syntax", () => {
      for (const ok of ["(?i)write (me|to me) in (dm|pm)", "\\bfree\\s+crypto\\b", "\\p{Cyrillic}+\\d{3}", "[$€]\\s?\\d+"]) {
        expect(regexProblem(ok), ok).toBeNull();
      }
    });

    it.each([
      ["(a)\\1", /backreferences/],
      ["(?P<n>a)\\k<n>", /backreferences/],
      ["foo(?=bar)", /look-ahead and look-behind/],
      ["foo(?!bar)", /look-ahead and look-behind/],
      ["(?<=x)y", /look-ahead and look-behind/],
      ["(?<!x)y", /look-ahead and look-behind/],
      ["(?>a)", /atomic groups/],
      ["a++", /atomic groups and possessive/],
      ["[", /not a valid RE2 regular expression: missing closing \]/],
      ["a{1001}", /not a valid RE2 regular expression: invalid repeat count/],
      ["x*", /matches the empty text/],
      ["^", /matches the empty text/],
    ])("refuses %s", (pattern, message) => {
      const v = violations({ kind: RuleKind.REGEX, pattern });
      expect(v).toHaveLength(1);
      expect(v[0]!.path).toBe("pattern");
      expect(v[0]!.message).toMatch(message);
    });

    // The cap was 20,000 instructions before the regex budget (docs/custom-rules.md); it is now the shared cost model's 1,000.
    it(`refuses a regex above the cost of ${REGEX_RULE_MAX_COST}, accepts one at the cap, and returns its cost`, () => {
      // 10 literals repeated 99 times compile to 10 * 99 + 2 = 992 instructions; x{998} to 1000.
      expect(validateRuleSpec(rule({ kind: RuleKind.REGEX, pattern: "x{998}" })).cost).toBe(1000);
      expect(validateRuleSpec(rule({ kind: RuleKind.REGEX, pattern: `(?:abcdefghij){99}` })).cost).toBe(992);
      expect(violations({ kind: RuleKind.REGEX, pattern: "x{999}" })).toEqual([
        { path: "pattern", message: expect.stringMatching(/^too costly: cost 1001 is over the limit of 1000 a rule/) },
      ]);
      expect(regexProblem(`(?:${"abcdefghijklmnopqrstuv"}){909}`)).toMatch(/come to a cost of about 19998, far over the limit of 1000/);
    });
  });

  describe("domain: a bare host name", () => {
    it("accepts host names", () => {
      for (const ok of [
        "example.com",
        "bit.ly",
        "sub.domain.example.co.uk",
        "xn--80ak6aa92e.com",
        `${"a".repeat(63)}.com`,
        // internationalised, in either form
        "пример.рф",
        "ПРИМЕР.РФ",
        "xn--e1afmkfd.xn--p1ai",
        "почта.example.com",
        "münchen.de",
      ]) {
        expect(validateRuleSpec(rule({ kind: RuleKind.DOMAIN, pattern: ok })).pattern).toBe(ok);
      }
    });

    it("refuses anything else", () => {
      for (const bad of [
        "https://example.com",
        "example.com/path",
        "example.com:8080",
        "*.example.com",
        "localhost",
        "exa mple.com",
        `${"a".repeat(64)}.com`,
        "-bad.com",
        "example.c0m",
        "пример.рф/путь",
        "пример。рф",
        "1.2.3.4",
        "xn--zz.com",
        "a..com",
        "example.com.",
        "ex%41mple.com",
        "a\u200bb.com",
      ]) {
        expect(
          violations({ kind: RuleKind.DOMAIN, pattern: bad }).map((v) => v.path),
          bad,
        ).toEqual(["pattern"]);
      }
    });
  });
});

describe("whitelist targets", () => {
  const add = (target: AddWhitelistEntryRequest["target"]) => parseWhitelistTarget(create(AddWhitelistEntryRequestSchema, { target }).target);
  const path = (target: AddWhitelistEntryRequest["target"]) => {
    const r = refusal(() => add(target));
    expect(r.code).toBe(Code.InvalidArgument);
    return (r.detail as { errors: { path: string }[] }).errors.map((e) => e.path);
  };

  it("user_id: 1..2^52", () => {
    expect(add({ case: "userId", value: 1n })).toEqual({ kind: "user", entityId: 1, username: null });
    expect(add({ case: "userId", value: BigInt(MAX_TELEGRAM_USER_ID) })).toEqual({ kind: "user", entityId: MAX_TELEGRAM_USER_ID, username: null });
    expect(path({ case: "userId", value: 0n })).toEqual(["user_id"]);
    expect(path({ case: "userId", value: -5n })).toEqual(["user_id"]);
    expect(path({ case: "userId", value: BigInt(MAX_TELEGRAM_USER_ID) + 1n })).toEqual(["user_id"]);
  });

  it("username: @name or name, 4..32 characters, a letter first, stored lower-case without @", () => {
    expect(add({ case: "username", value: "@Trusted_Admin" })).toEqual({ kind: "user", entityId: null, username: "trusted_admin" });
    expect(add({ case: "username", value: "abcd" })).toEqual({ kind: "user", entityId: null, username: "abcd" });
    expect(add({ case: "username", value: "a".repeat(32) }).username).toBe("a".repeat(32));
    for (const bad of ["abc", "@abc", "a".repeat(33), "1abcd", "_abcd", "ab-cd", "@@abcd", "", "ab cd"]) {
      expect(path({ case: "username", value: bad }), bad).toEqual(["username"]);
    }
  });

  it("channel: @name, https://t.me/name, t.me/name, or a -100… chat id as text or number", () => {
    const byName = { kind: "channel", entityId: null, username: "warden_news" };
    expect(add({ case: "channel", value: "@Warden_News" })).toEqual(byName);
    expect(add({ case: "channel", value: "https://t.me/warden_news" })).toEqual(byName);
    expect(add({ case: "channel", value: "t.me/warden_news" })).toEqual(byName);
    const byId = { kind: "channel", entityId: -1001234567890, username: null };
    expect(add({ case: "channel", value: "-1001234567890" })).toEqual(byId);
    expect(add({ case: "channelChatId", value: -1001234567890n })).toEqual(byId);
    expect(add({ case: "channelChatId", value: -1001n })).toEqual({ kind: "channel", entityId: -1001, username: null });
    for (const bad of [
      "warden_news",
      "http://t.me/warden_news",
      "https://t.me/+AbCdEf",
      "https://example.com/warden_news",
      "-5",
      "-200123",
      "@abc",
      "-100",
      "-1000",
      "-1000123",
      "-10012345678901234",
      "123",
    ]) {
      expect(path({ case: "channel", value: bad }), bad).toEqual(["channel"]);
    }
    // -100 then the channel's own id, which is positive and has no leading zero.
    for (const bad of [-5n, -2001234567n, 1001234567n, -1000n, -1000123n]) expect(path({ case: "channelChatId", value: bad })).toEqual(["channel"]);
  });

  it("exactly one target", () => {
    expect(path({ case: undefined })).toEqual(["body"]);
  });

  it("removal: a user id, a chat id or @name", () => {
    expect(parseWhitelistRemoval("42")).toEqual({ by: "user_id", id: 42 });
    expect(parseWhitelistRemoval(String(MAX_TELEGRAM_USER_ID))).toEqual({ by: "user_id", id: MAX_TELEGRAM_USER_ID });
    expect(parseWhitelistRemoval("-1001234567890")).toEqual({ by: "chat_id", id: -1001234567890 });
    expect(parseWhitelistRemoval("@Trusted_Admin")).toEqual({ by: "username", username: "trusted_admin" });
    for (const bad of ["0", "abc", "trusted_admin", "@abc", String(MAX_TELEGRAM_USER_ID + 1), "-0", "1.5", "", "@", "99999999999999999"]) {
      const r = refusal(() => parseWhitelistRemoval(bad));
      expect(r.detail, bad).toEqual({ kind: "validation", errors: [{ path: "entry", message: expect.any(String) }] });
    }
  });
});
