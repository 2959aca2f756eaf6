export type PlanName = "free" | "basic" | "pro" | "business";
export const PLANS: readonly PlanName[] = ["free", "basic", "pro", "business"];

export interface Limits {
  daily: number;
  perMinute: number;
  aiDaily: number;
}

/** The seed's Limits table; Basic has no AI allowance (contract.md). */
export const PLAN_LIMITS: Readonly<Record<PlanName, Limits>> = Object.freeze({
  free: { daily: 100, perMinute: 60, aiDaily: 0 },
  basic: { daily: 1_000, perMinute: 60, aiDaily: 0 },
  pro: { daily: 10_000, perMinute: 600, aiDaily: 1_000 },
  business: { daily: 50_000, perMinute: 1_800, aiDaily: 10_000 },
});

const RANK: Record<PlanName, number> = { free: 0, basic: 1, pro: 2, business: 3 };
export const atLeast = (plan: PlanName, required: PlanName) => RANK[plan] >= RANK[required];
export const isPlan = (p: string): p is PlanName => (PLANS as readonly string[]).includes(p);

export function effectiveLimits(
  plan: PlanName,
  overrides: { daily: number | null; perMinute: number | null; aiDaily: number | null },
): Limits {
  const base = PLAN_LIMITS[plan];
  return {
    daily: overrides.daily ?? base.daily,
    perMinute: overrides.perMinute ?? base.perMinute,
    aiDaily: overrides.aiDaily ?? base.aiDaily,
  };
}
