/** Account and group plans, their order and their quotas (the seed's Limits table). */
export const PLANS = ["free", "basic", "pro", "business"] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanQuota {
  /** quota units a day */
  daily: number;
  /** requests a minute (all keys of the account together) */
  perMinute: number;
  /** AI checks a day; Basic has no AI allowance */
  aiDaily: number;
}

export const PLAN_QUOTAS: Readonly<Record<Plan, Readonly<PlanQuota>>> = Object.freeze({
  free: Object.freeze({ daily: 100, perMinute: 60, aiDaily: 0 }),
  basic: Object.freeze({ daily: 1_000, perMinute: 60, aiDaily: 0 }),
  pro: Object.freeze({ daily: 10_000, perMinute: 600, aiDaily: 1_000 }),
  business: Object.freeze({ daily: 50_000, perMinute: 1_800, aiDaily: 10_000 }),
});

/** Whether `plan` is `required` or higher. */
export const atLeast = (plan: Plan, required: Plan): boolean => PLANS.indexOf(plan) >= PLANS.indexOf(required);
export const isPlan = (p: string): p is Plan => (PLANS as readonly string[]).includes(p);

/** A plan's quotas with an account's per-field overrides (null = the plan's value). */
export function effectiveQuota(plan: Plan, overrides: { daily: number | null; perMinute: number | null; aiDaily: number | null }): PlanQuota {
  const base = PLAN_QUOTAS[plan];
  return {
    daily: overrides.daily ?? base.daily,
    perMinute: overrides.perMinute ?? base.perMinute,
    aiDaily: overrides.aiDaily ?? base.aiDaily,
  };
}
