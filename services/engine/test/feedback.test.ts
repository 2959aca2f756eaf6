import { describe, expect, it } from "vitest";
import { createDetector, DEFAULT_SETTINGS } from "../src/detection/index.js";
import { finish } from "../src/detection/detector.js";
import {
  ACCOUNT_MODEL_SIGNAL,
  baseUnderFeedback,
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

const detector = createDetector();
const sim = (a: string, b: string) => jaccard(feedbackView(a).shingles, feedbackView(b).shingles);

function judge(state: ScopeFeedback, text: string, settings = DEFAULT_SETTINGS, policy?: Parameters<typeof detector.detect>[1]) {
  const d = detector.detect(text, policy);
  const extra = feedbackSignals(state, feedbackView(text), d.signals, settings);
  return finish([...baseUnderFeedback(d.signals, extra), ...extra], settings, undefined);
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
