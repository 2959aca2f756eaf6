import type { Detection, Detector, Policy, Sender, Signal } from "./detector.js";

/** The walking skeleton's single built-in rule; replaced by the full detection core. */
export function firstRuleDetector(): Detector {
  const earnings = /\b(earn|earning|profit|income)\b.*\b(day|week|daily|weekly|from home)\b|заработ|доход/i;
  const dm = /\b(dm|pm|write)\s+me\b|пиши(те)?\s+в\s+(лс|личку)/i;
  return {
    detect(text: string, policy?: Policy, sender?: Sender): Detection {
      const settings = policy?.settings ?? { spam_threshold: 70, suspicious_threshold: 40, action_on_spam: "delete" as const };
      const signals: Signal[] = [];
      if (earnings.test(text)) signals.push({ name: "earnings_promise", weight: 45, category: "earnings" });
      if (dm.test(text)) signals.push({ name: "dm_invite", weight: 35, category: "contact_flow" });
      const whitelisted = !!sender?.isAdmin;
      const score = whitelisted ? 0 : Math.max(0, Math.min(100, signals.reduce((s, x) => s + x.weight, 0)));
      const verdict = score >= settings.spam_threshold ? "spam" : score >= settings.suspicious_threshold ? "suspicious" : "clean";
      return {
        verdict,
        score,
        confidence: verdict === "clean" ? 1 - score / 100 : score / 100,
        recommended_action: verdict === "spam" ? settings.action_on_spam : verdict === "suspicious" ? "review" : "none",
        categories: [...new Set(signals.map((s) => s.category))],
        matched_rules: signals.map((s) => s.name),
        signals: whitelisted ? [] : signals,
        whitelisted,
      };
    },
  };
}
