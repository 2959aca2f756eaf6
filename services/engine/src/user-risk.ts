export type RiskLevel = "low" | "medium" | "high" | "critical";

export interface UserFacts {
  external: "listed" | "not_listed" | "unavailable";
  spamDecisions90d: number;
  groupsWithSpam90d: number;
  firstSeenAt?: Date;
  lastSpamAt?: Date;
  whitelistedInGroup: boolean;
}

const DAY = 86_400_000;

/**
 * Reputation in -100..100. Unknown users are 0. Spam in the last 90 days costs 25 a decision and
 * 10 for each further group it reached; a user with no recent spam earns 1 a week of tenure,
 * up to 20. A recent spam within 7 days costs 10 more.
 */
export function reputation(f: UserFacts, now = Date.now()): number {
  if (!f.firstSeenAt && f.spamDecisions90d === 0) return 0;
  let r = 0;
  // Tenure is never negative: a first sighting stamped by a host whose clock runs ahead of this one is a new member (0).
  if (f.spamDecisions90d === 0 && f.firstSeenAt) r += Math.min(20, Math.max(0, Math.floor((now - f.firstSeenAt.getTime()) / (7 * DAY))));
  r -= 25 * f.spamDecisions90d;
  r -= 10 * Math.max(0, f.groupsWithSpam90d - 1);
  if (f.lastSpamAt && now - f.lastSpamAt.getTime() < 7 * DAY) r -= 10;
  return Math.max(-100, Math.min(100, r));
}

/**
 * critical when on the external ban list; else high at 3+ spam decisions in 90 days or
 * reputation <= -50; else medium at 1+ or reputation < 0; else low. Whitelisted in the group
 * asked about: low.
 */
export function riskLevel(f: UserFacts, rep: number): RiskLevel {
  if (f.whitelistedInGroup) return "low";
  if (f.external === "listed") return "critical";
  if (f.spamDecisions90d >= 3 || rep <= -50) return "high";
  if (f.spamDecisions90d >= 1 || rep < 0) return "medium";
  return "low";
}
