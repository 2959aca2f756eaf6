import { describe, expect, it } from "vitest";
import { createDetector, DEFAULT_SETTINGS } from "../src/detection/index.js";
import { finish } from "../src/detection/detector.js";
import {
  ACCOUNT_MODEL_SIGNAL,
  stillCounting,
  FEEDBACK_TEXT_MAX_CHARS,
  feedbackHead,
  feedbackSignals,
  feedbackView,
  jaccard,
  LEARNER_BITS,
  MEMORY_ENTRIES,
  MODEL_WEIGHT_MAX,
  MODEL_WEIGHT_MIN,
  NEAR_DUP_JACCARD,
  REPORTED_HAM_SIGNAL,
  REPORTED_SPAM_SIGNAL,
  ScopeFeedback,
} from "../src/feedback/index.js";
import { CUSTOM_CATEGORY, compilePolicy } from "../src/detection/policy.js";
import { textFingerprint } from "@warden/server/text-fingerprint";

const detector = createDetector();
const sim = (a: string, b: string) => jaccard(feedbackView(a).shingles, feedbackView(b).shingles);

function judge(state: ScopeFeedback, text: string, settings = DEFAULT_SETTINGS, policy?: Parameters<typeof detector.detect>[1]) {
  const d = detector.detect(text, policy);
  const extra = feedbackSignals(state, feedbackView(text), d.signals, settings);
  return finish([...stillCounting(d.signals, extra), ...extra], settings, undefined);
}

const SHORT_SPAM = "need two movers today pay cash";
const LONG_SPAM =
  "Good afternoon everyone! We are looking for two reliable people for a remote project, " +
  "only 2 hours a day from your phone, income from 500 dollars a week paid every Friday, " +
  "no experience needed, training is free. Write to @hr_manager_kate for details and the link.";

describe("near-duplicate memory", () => {
  it("sees a short text's copies with homoglyphs, spacing, another number or handle as the same text", () => {
    for (const v of [
      "nееd twо mоvеrs tоdаy pаy cаsh",
      "n e e d two movers today, pay CASH!!",
      "need two movers today pay cash 5000",
      "need two movers today pay cash @boss1",
    ]) {
      expect(sim(SHORT_SPAM + (v.endsWith("@boss1") ? " @boss2" : v.endsWith("5000") ? " 300" : ""), v)).toBeGreaterThanOrEqual(NEAR_DUP_JACCARD);
    }
    // one word changed in a six-word text still matches; a different text of the same kind does not
    expect(sim(SHORT_SPAM, "need three movers today pay cash")).toBeGreaterThanOrEqual(NEAR_DUP_JACCARD);
    expect(sim(SHORT_SPAM, "looking for loaders tomorrow, salary daily")).toBeLessThan(0.3);
  });

  it("sees a long text's near-duplicate (homoglyphs, another handle and amount) and not an unrelated long text", () => {
    const variant = LONG_SPAM.replace(/o/g, "о").replace("500", "700").replace("@hr_manager_kate", "@hr_anna_22");
    expect(sim(LONG_SPAM, variant)).toBeGreaterThanOrEqual(0.9);
    expect(sim(LONG_SPAM, "The release notes for version 2 are out, please read them before updating the servers tonight.")).toBeLessThan(0.2);
  });

  it("makes a reported spam and its near-duplicates spam whatever else scored", () => {
    const state = new ScopeFeedback();
    expect(judge(state, SHORT_SPAM).verdict).not.toBe("spam");
    state.apply([{ seq: 1, label: "spam", text: SHORT_SPAM }]);
    for (const t of [SHORT_SPAM, "Nееd twо mоvеrs tоdаy, pay cash", "need three movers today pay cash"]) {
      const d = judge(state, t);
      expect(d.verdict).toBe("spam");
      expect(d.matched_rules).toContain(REPORTED_SPAM_SIGNAL);
    }
    // even under a group whose spam threshold is 95
    expect(judge(state, SHORT_SPAM, { ...DEFAULT_SETTINGS, spam_threshold: 95, suspicious_threshold: 60 }).verdict).toBe("spam");
    expect(judge(state, "see you at the meetup tomorrow").verdict).toBe("clean");
  });

  it("makes a reported spam spam even when built-in counter-signals fire in it; the group's own rules keep their say", () => {
    // a job advert with an address and a legal entity (employer_identity) that also warns of scammers (scam_warning)
    const text = "Приходите на собеседование по адресу Ленина 5, ООО Ромашка, договор. Это мошенники, не ведитесь";
    const negatives = detector.detect(text).signals.filter((s) => s.weight < 0 && s.category !== CUSTOM_CATEGORY);
    expect(negatives.map((s) => s.name)).toEqual(expect.arrayContaining(["scam_warning", "employer_identity"]));
    // more below 0 than the -30 a reported_spam weight of 100 could make up at the default threshold 70
    expect(negatives.reduce((a, s) => a + s.weight, 0)).toBeLessThan(DEFAULT_SETTINGS.spam_threshold - 100);
    const state = new ScopeFeedback();
    state.apply([{ seq: 1, label: "spam", text }]);
    for (const t of [text, "Приходите на собеседование по адресу Мира 12, ООО Ромашка, договор. Это мошенники, не ведитесь!"]) {
      const d = judge(state, t);
      expect(d.verdict, t).toBe("spam");
      expect(d.matched_rules).toContain(REPORTED_SPAM_SIGNAL);
      // the report overrules the built-in counter-signals, as a reported ham overrules the positive ones
      expect(d.signals.filter((s) => s.weight < 0)).toEqual([]);
      expect(d.signals.find((s) => s.name === REPORTED_SPAM_SIGNAL)!.weight).toBeLessThanOrEqual(100);
    }
    // the group's custom rules still count: a small negative one is made up for, a strong one keeps the text from spam
    const withRule = (weight: number) =>
      compilePolicy({
        version: 1,
        settings: DEFAULT_SETTINGS,
        rules: [{ id: "r1", name: "our_shop", kind: "keyword", pattern: "ромашка", weight, enabled: true }],
        whitelist: [],
      });
    const small = judge(state, text, DEFAULT_SETTINGS, withRule(-20));
    expect(small.verdict).toBe("spam");
    expect(small.signals.find((s) => s.name === "our_shop")?.weight).toBe(-20);
    const strong = judge(state, text, DEFAULT_SETTINGS, withRule(-80));
    expect(strong.verdict).not.toBe("spam");
    expect(strong.signals.find((s) => s.name === "our_shop")?.weight).toBe(-80);
    expect(strong.matched_rules).toContain(REPORTED_SPAM_SIGNAL);
  });

  it("remembers a reported text without letters or digits (emoji only) and recognises its exact repeat", () => {
    const emoji = "💰💰💰 🚀🚀🚀 👉👉";
    expect(feedbackView(emoji).folded).toBe("");
    const state = new ScopeFeedback();
    expect(judge(state, emoji).verdict).not.toBe("spam");
    state.apply([{ seq: 1, label: "spam", text: emoji }]);
    expect(state.memory.size).toBe(1);
    // the same text, and the same with other spacing, is spam
    for (const t of [emoji, "💰💰💰🚀🚀🚀👉👉", " 💰💰💰  🚀🚀🚀\n👉👉 "]) {
      const d = judge(state, t);
      expect(d.verdict, t).toBe("spam");
      expect(d.matched_rules).toContain(REPORTED_SPAM_SIGNAL);
    }
    // other emoji are not that text
    for (const t of ["🚀🚀🚀 💰💰💰 👉👉", "🎉🎉🎉", "💰💰💰 🚀🚀🚀"]) expect(judge(state, t).matched_rules, t).not.toContain(REPORTED_SPAM_SIGNAL);
    // a reported ham of the kind, too; a blank text is nothing to remember
    state.apply([
      { seq: 2, label: "ham", text: "🎉🎉🎉" },
      { seq: 3, label: "spam", text: " \n " },
    ]);
    expect(judge(state, "🎉🎉🎉").matched_rules).toContain(REPORTED_HAM_SIGNAL);
    expect(state.memory.size).toBe(2);
  });

  it("reads the head of a long text, the same way for a report and a check", () => {
    // 2,250 characters of links (normalisation keeps a link's domain only) and then words: read whole, the folded text
    // (1,000 characters of the normalised text) would hold words from beyond the head
    const links = Array.from({ length: 25 }, (_, i) => `https://example${i}.com/${"p".repeat(70)}`).join(" ");
    const long = `${links} ${Array.from({ length: 1200 }, (_, i) => `word${i.toString(36)}`).join(" ")}`;
    expect(links.length).toBeGreaterThan(2_000);
    expect(long.length).toBeGreaterThan(9000);
    const HEAD = 2_000;
    const view = feedbackView(long);
    const head = feedbackView(long.slice(0, HEAD));
    expect(view.folded).toBe(head.folded);
    expect([...view.shingles]).toEqual([...head.shingles]);
    expect(FEEDBACK_TEXT_MAX_CHARS).toBe(HEAD);
    expect(feedbackHead(long)).toHaveLength(FEEDBACK_TEXT_MAX_CHARS);
    // never half a surrogate pair
    const odd = `x${"🔥".repeat(FEEDBACK_TEXT_MAX_CHARS)}`;
    expect(feedbackHead(odd)).toHaveLength(FEEDBACK_TEXT_MAX_CHARS - 1);
    expect(feedbackHead(odd).isWellFormed()).toBe(true);
    // a text at most that long is read whole
    const short = "x".repeat(FEEDBACK_TEXT_MAX_CHARS);
    expect(feedbackHead(short)).toBe(short);
    // a reported long text is recognised on its next check
    const state = new ScopeFeedback();
    state.apply([{ seq: 1, label: "spam", text: long }]);
    expect(judge(state, long).matched_rules).toContain(REPORTED_SPAM_SIGNAL);
  });

  it("leaves a reported ham's near-duplicates to the group's custom rules only", () => {
    const ham = "Free airdrop! Claim 500 USDT now at t.me/airdrop_bonus_bot, DM me to earn $300 a day";
    expect(detector.detect(ham).verdict).toBe("spam");
    const state = new ScopeFeedback();
    state.apply([{ seq: 1, label: "ham", text: ham }]);
    const d = judge(state, "Free airdrop! Claim 900 USDT now at t.me/airdrop_bonus_bot, DM me to earn $700 a day");
    expect(d.verdict).toBe("clean");
    expect(d.matched_rules).toContain(REPORTED_HAM_SIGNAL);
    // a custom rule of the group still counts
    const policy = compilePolicy({
      version: 1,
      settings: DEFAULT_SETTINGS,
      rules: [{ id: "r1", name: "no_earning", kind: "keyword", pattern: "earn", weight: 80, enabled: true }],
      whitelist: [],
    });
    const withRule = judge(state, ham, DEFAULT_SETTINGS, policy);
    expect(withRule.verdict).toBe("spam");
    expect(withRule.matched_rules).toContain(REPORTED_HAM_SIGNAL);
    // the report overrules every positive built-in and learned signal, however many fired (their sum here is over 100,
    // which no single signal's weight could cancel): the custom rule alone decides
    expect(
      detector
        .detect(ham)
        .signals.filter((s) => s.category !== CUSTOM_CATEGORY)
        .reduce((a, s) => a + s.weight, 0),
    ).toBeGreaterThan(100);
    expect(withRule.signals.filter((s) => s.weight > 0 && s.category !== CUSTOM_CATEGORY)).toEqual([]);
    expect(withRule.score).toBe(80);
  });

  it("does not take a reported ham followed by spam for the ham: the detector's verdict stands", () => {
    // ~200 and ~300 characters: before, only the first 256 characters of the skeleton were compared (and their lengths),
    // so any text after a reported ham this long was that ham, and reported_ham overruled every signal of the spam
    const hams = [
      "Reminder: the community meetup is tomorrow at six in the library on Main Street. Bring your laptop for the workshop and tell me here if you come, so we order enough pizza and drinks for all of us, thanks!",
      "Hi everyone, quick reminder about tomorrow's community meetup: we start at six in the evening at the library on Main Street, bring your laptops if you want to join the workshop part, and please let me know in this chat if you can come so that we can order enough pizza and drinks for everyone who shows up. See you there!",
    ];
    const spam =
      " 💰💰 EARN $500 PER DAY from home!!! No experience needed, crypto trading signals, guaranteed profit. Write me in DM now @easy_money_bot https://t.me/easy_money_bot join fast, only 10 places left! Investment x10 guaranteed";
    expect(detector.detect(spam).verdict).toBe("spam");
    const state = new ScopeFeedback();
    state.apply(hams.map((text, i) => ({ seq: i + 1, label: "ham" as const, text })));
    for (const ham of hams) {
      // the ham and its near-duplicates are still the ham
      for (const t of [ham, ham.replace("six", "seven"), ham.replace(/o/g, "о"), `Hello everyone! ${ham}`]) {
        expect(judge(state, t).matched_rules, t).toContain(REPORTED_HAM_SIGNAL);
      }
      // followed by a spam (once, or repeated up to the 2,000 characters read), or by a short spam call, it is not
      for (const t of [ham + spam, ham + spam.repeat(4), `${ham} Write me in DM now @easy_money_bot https://t.me/easy_money_bot EARN $500 PER DAY`]) {
        const d = judge(state, t);
        expect(d.matched_rules, t).not.toContain(REPORTED_HAM_SIGNAL);
        expect(d.verdict, t).toBe("spam");
      }
    }
  });

  it("does not take a reported ham with a link, a handle or an emoji flood added for the ham: those the skeleton drops", () => {
    // The skeleton reduces a link to its host ("t me", "bit ly"), a handle to "@" and drops emoji, so a short reported
    // ham with a spammer's contact appended stayed within HAM_EXTRA_CHARS and Jaccard 0.6 of it: reported_ham overruled
    // every signal and "Hello everyone! https://t.me/…" went from spam 100 to clean 0 in a scope that had reported
    // "Hello everyone!" as ham.
    const state = new ScopeFeedback();
    state.apply([
      { seq: 1, label: "ham", text: "Hello everyone!" },
      { seq: 2, label: "ham", text: "Привет всем" },
      { seq: 3, label: "ham", text: "Write to @support_team if the bot is down" },
      { seq: 4, label: "ham", text: "Slides are here: https://example.org/slides 🙂" },
    ]);
    for (const t of [
      "Hello everyone! https://t.me/crypto_pump_signals",
      "Hello everyone! 💰💰💰💰💰💰💰💰💰💰💰💰💰💰💰💰 https://bit.ly/3xYz",
      "Hello everyone! wa.me/79991234567",
      "Hello everyone! @crypto_pump_bot",
      "Привет всем 👉 https://t.me/rabota_udalenno_dengi",
      "Write to @support_team if the bot is down @crypto_pump_bot https://t.me/pump",
    ]) {
      const d = judge(state, t);
      expect(d.matched_rules, t).not.toContain(REPORTED_HAM_SIGNAL);
      // the detector's score stands, but for the account model's bounded opinion (it learned "Hello everyone" as ham)
      expect(d.score, t).toBeGreaterThanOrEqual(detector.detect(t).score + MODEL_WEIGHT_MIN);
    }
    // the hams themselves, and copies with the handle or link changed (not added), are still the hams
    for (const t of [
      "Hello everyone!",
      "hello  everyone",
      "Привет всем!",
      "Write to @helpdesk_bot if the bot is down",
      "Slides are here: https://example.org/deck 🙂",
    ]) {
      expect(judge(state, t).matched_rules, t).toContain(REPORTED_HAM_SIGNAL);
    }
  });

  it("does not take a reported ham longer than the feedback reads, followed by spam, for the ham; its whole copies still are", () => {
    // A long announcement: the feedback reads its first 2,000 characters and folds at most 1,000 of their normalised
    // text, so a copy with a spam appended looked the same as the ham, and reported_ham overruled every signal of the spam.
    const para = (i: number) =>
      `Part ${i + 1} of the meetup notes: the ${["library", "museum", "park", "school", "cafe"][i % 5]} room opens at ${i + 5} pm, ` +
      `talks on ${["gardening", "chess", "poetry", "cycling", "baking", "astronomy", "knitting", "history"][i % 8]} follow, and volunteers ` +
      `${["Anna", "Boris", "Clara", "Dmitri", "Elena", "Fedor", "Galina"][i % 7]} and ${["Ivan", "Jana", "Kirill", "Lena"][i % 4]} set up the chairs. `;
    const long = Array.from({ length: 20 }, (_, i) => para(i)).join("");
    const middle = Array.from({ length: 9 }, (_, i) => para(i)).join(""); // under 2,000 characters, folded past 1,000
    expect(long.length).toBeGreaterThan(FEEDBACK_TEXT_MAX_CHARS);
    expect(middle.length).toBeLessThan(FEEDBACK_TEXT_MAX_CHARS);
    const spam = " 💰 EARN $500 PER DAY from home!!! crypto signals, guaranteed profit, write me in DM now @easy_money_bot https://t.me/easy_money_bot";
    for (const ham of [long, middle]) {
      expect(feedbackView(ham).cut, ham.length.toString()).toBe(true);
      const state = new ScopeFeedback();
      state.apply([{ seq: 1, label: "ham", text: ham }]);
      const appended = judge(state, ham + spam);
      expect(appended.matched_rules, `${ham.length}`).not.toContain(REPORTED_HAM_SIGNAL);
      expect(appended.verdict).toBe("spam");
      // the ham itself, with other spacing, case, numbers or handles, is still the ham
      for (const t of [ham, ham.toUpperCase(), ham.replace(/pm/g, "p.m.").replace(/\d+/g, "7")]) {
        expect(judge(state, t).matched_rules, t.slice(0, 40)).toContain(REPORTED_HAM_SIGNAL);
      }
    }
    // groups-config hands out the head of a long report and the whole text's fingerprint: the whole text is the ham, the
    // head with a spam after it is not
    const state = new ScopeFeedback();
    state.apply([{ seq: 1, label: "ham", text: long.slice(0, FEEDBACK_TEXT_MAX_CHARS), fingerprint: textFingerprint(long) }]);
    expect(judge(state, long).matched_rules).toContain(REPORTED_HAM_SIGNAL);
    expect(judge(state, long.slice(0, FEEDBACK_TEXT_MAX_CHARS) + spam).matched_rules).not.toContain(REPORTED_HAM_SIGNAL);
    // a short reported ham keeps its near-duplicates (homoglyphs fold), as before
    const short = "Reminder: the community meetup is tomorrow at six in the library on Main Street, bring your laptop.";
    state.apply([{ seq: 2, label: "ham", text: short }]);
    expect(feedbackView(short).cut).toBe(false);
    expect(judge(state, short.replace(/o/g, "о")).matched_rules).toContain(REPORTED_HAM_SIGNAL);
  });

  it("does not take a reported spam followed by a long text of its own for the spam", () => {
    const state = new ScopeFeedback();
    state.apply([{ seq: 1, label: "spam", text: LONG_SPAM }]);
    const reply =
      " Careful, everyone: this exact message was posted in three of our groups today. Nobody pays 500 dollars a week for two hours " +
      "on a phone; they ask for a deposit for the training materials later and then stop answering. If you already wrote to them, do " +
      "not send any money or documents, block the account and tell the admins here, we will remove the posts and warn the other groups. " +
      "Real remote work comes with a contract, a company name and an interview, not with a link in a chat.";
    // before: the spam's first 256 characters decided, and any text after it was reported spam
    const d = judge(state, LONG_SPAM + reply);
    expect(d.matched_rules).not.toContain(REPORTED_SPAM_SIGNAL);
    // the spam itself, and with a line added, still is
    for (const t of [LONG_SPAM, `${LONG_SPAM} Hurry, only 3 places left!`]) expect(judge(state, t).matched_rules, t).toContain(REPORTED_SPAM_SIGNAL);
  });

  it("lets the newest report of a text win and forgets the oldest beyond its bound", () => {
    const state = new ScopeFeedback();
    state.apply([
      { seq: 1, label: "spam", text: SHORT_SPAM },
      { seq: 2, label: "ham", text: SHORT_SPAM },
    ]);
    expect(judge(state, SHORT_SPAM).matched_rules).toContain(REPORTED_HAM_SIGNAL);
    const many = Array.from({ length: MEMORY_ENTRIES + 10 }, (_, i) => ({
      seq: i + 3,
      label: "spam" as const,
      text: `offer number ${"abcdefghij"[i % 10]}${i.toString(36)} zq${(i * 7919).toString(36)} unique words ${i}`,
    }));
    state.apply(many);
    expect(state.memory.size).toBe(MEMORY_ENTRIES);
  });
});

describe("account_model learner", () => {
  it("is bounded in size and in weight", () => {
    const state = new ScopeFeedback();
    expect(state.learner.bytes).toBe(4 << LEARNER_BITS);
    const texts = Array.from({ length: 600 }, (_, i) => ({ seq: i + 1, label: "spam" as const, text: `${"x".repeat(9000)} spam ${i}` }));
    state.apply(texts);
    // 384 texts of at most 256 shingles (4 bytes each) + 128 KiB of weights
    expect(state.bytes).toBeLessThanOrEqual(MEMORY_ENTRIES * 256 * 4 + (4 << LEARNER_BITS));
    expect(state.bytes).toBeLessThan(512 * 1024);
    const extra = feedbackSignals(state, feedbackView(`${"x".repeat(50)} different`), [], DEFAULT_SETTINGS);
    const w = extra.find((s) => s.name === ACCOUNT_MODEL_SIGNAL)?.weight ?? 0;
    expect(w).toBeLessThanOrEqual(MODEL_WEIGHT_MAX);
    expect(w).toBeGreaterThanOrEqual(MODEL_WEIGHT_MIN);
  });

  it("learns a kind of spam from reports and leans on it for unseen texts of that kind", () => {
    const state = new ScopeFeedback();
    const reports = [
      "казино вулкан бонус 500 фриспинов регистрируйся",
      "лучшее казино бонус на первый депозит фриспины",
      "казино с выводом, фриспины за регистрацию, бонус",
      "играй в казино онлайн, бонус 200% и фриспины",
    ].map((text, i) => ({ seq: i + 1, label: "spam" as const, text }));
    state.apply(reports);
    const unseen = feedbackSignals(state, feedbackView("новое казино дарит фриспины и бонус"), [], DEFAULT_SETTINGS);
    expect(unseen.find((s) => s.name === ACCOUNT_MODEL_SIGNAL)?.weight ?? 0).toBeGreaterThan(10);
    // reports of spam only must not lean unrelated chat spam-ward (no bias term, specific n-grams)
    for (const text of ["кто идёт завтра на встречу в парке?", "see you at the meetup tomorrow"]) {
      const chat = feedbackSignals(state, feedbackView(text), [], DEFAULT_SETTINGS);
      expect(chat.find((s) => s.name === ACCOUNT_MODEL_SIGNAL)?.weight ?? 0, text).toBeLessThan(10);
    }
  });

  it("rebuilds to the same bytes from the same reports, whatever the page boundaries", () => {
    const reports = Array.from({ length: 120 }, (_, i) => ({
      seq: i + 1,
      label: (i % 3 === 0 ? "ham" : "spam") as "spam" | "ham",
      text: `message ${i} about ${["crypto", "lunch", "casino", "code"][i % 4]} number ${i * 13}`,
    }));
    const a = new ScopeFeedback();
    a.apply(reports);
    const b = new ScopeFeedback();
    b.apply(reports.slice(0, 37));
    b.apply(reports.slice(20, 90)); // overlap is skipped by sequence
    b.apply(reports.slice(90));
    expect(b.seq).toBe(120);
    expect(Buffer.from(b.learner.weights.buffer).equals(Buffer.from(a.learner.weights.buffer))).toBe(true);
    expect(b.memory.size).toBe(a.memory.size);
  });
});

describe("the check path", () => {
  it("marginOf equals the margin of the built feature vector", () => {
    const state = new ScopeFeedback();
    state.apply([
      { seq: 1, label: "spam", text: "casino bonus free spins" },
      { seq: 2, label: "ham", text: "see you at lunch" },
    ]);
    for (const t of ["casino night with free spins", "lunch at noon?", "x"]) {
      const folded = feedbackView(t).folded;
      expect(state.learner.marginOf(folded)).toBeCloseTo(state.learner.margin(state.learner.features(folded)), 5);
    }
  });
});
