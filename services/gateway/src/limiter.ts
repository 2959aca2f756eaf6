import { LIMITS } from "@warden/contract";
import type { Redis } from "ioredis";
import { EPOCH_LUA, EPOCH_TTL_SECONDS, epochKey } from "./store/epochs.js";

/**
 * The per-minute rate limit: GCRA over a one-minute window (per_minute requests, bursts up to
 * per_minute). `rate_check` answers the theoretical arrival time the request would leave and how
 * long it must wait (ms; > 0 refuses it) without writing anything.
 *
 * The theoretical arrival time (TAT) is kept exactly, as whole ms plus a fraction in units of
 * 1/per_minute ms ("<ms>:<frac>"): the interval 60000/per_minute is rarely a short decimal, and a
 * float stored with tostring's 14 digits let 1,801 a minute through (and 6,976 of 7,000).
 */
const RATE_LUA = `
local PERIOD = 60000
local function rate_check(rate_key, now, per_minute)
  local step_ms = math.floor(PERIOD / per_minute)
  local step_frac = PERIOD - step_ms * per_minute
  local tat_ms, tat_frac = now, 0
  local stored = redis.call('GET', rate_key)
  if stored then
    local sep = string.find(stored, ':', 1, true)
    if sep then
      tat_ms, tat_frac = tonumber(string.sub(stored, 1, sep - 1)), tonumber(string.sub(stored, sep + 1))
      -- A fraction from a different per_minute (the limit was changed) is rounded up to a whole ms.
      if tat_frac >= per_minute then tat_ms, tat_frac = tat_ms + 1, 0 end
    else
      tat_ms = math.ceil(tonumber(stored))
    end
    if tat_ms < now then tat_ms, tat_frac = now, 0 end
  end
  local new_ms, new_frac = tat_ms + step_ms, tat_frac + step_frac
  if new_frac >= per_minute then new_ms, new_frac = new_ms + 1, new_frac - per_minute end
  -- Admitted once now >= new_tat - PERIOD; the wait is ceil(new_tat - PERIOD - now).
  local wait = new_ms - PERIOD - now
  if new_frac > 0 then wait = wait + 1 end
  return new_ms, new_frac, wait
end
`;

/**
 * Per-account admission in ONE atomic Redis script:
 *  - rate limit (RATE_LUA), applied to every request: cost 0 requests such as /usage too, and
 *    requests refused for quota, which take their slot of the minute like any other;
 *  - daily quota: `cost` units of the UTC day (a batch costs one per text);
 *  - AI allowance: one unit when an AI check is asked for; when spent the request still passes,
 *    flagged ai_granted = 0.
 * A request refused for rate changes nothing; one refused for quota takes its slot of the minute
 * and no unit.
 *
 * The same round trip answers the account's epoch (store/epochs.ts) for the gateway's key cache:
 * with an expected epoch (ARGV[8], "" = none) that is no longer current, the script refuses as
 * 'stale' before touching anything, so the request is re-authenticated from PostgreSQL and admitted
 * again. Every answer ends with the current epoch.
 */
const SCRIPT = `${EPOCH_LUA}${RATE_LUA}
local rate_key, quota_key, ai_key, epoch_key = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local epoch = current_epoch(epoch_key, tonumber(ARGV[9]))
if ARGV[8] ~= '' and ARGV[8] ~= epoch then
  return {0, 'stale', 0, 0, 0, 0, epoch}
end
local now = tonumber(ARGV[1])
local per_minute = tonumber(ARGV[2])
local daily = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local ai_limit = tonumber(ARGV[5])
local want_ai = tonumber(ARGV[6])
local day_ttl = tonumber(ARGV[7])

local new_ms, new_frac, wait = rate_check(rate_key, now, per_minute)
local used = tonumber(redis.call('GET', quota_key) or '0')
local ai_used = tonumber(redis.call('GET', ai_key) or '0')

if wait > 0 then
  return {0, 'rate', used, wait, ai_used, 0, epoch}
end
-- Within the minute's limit the request takes its slot, whether or not the quota covers it: the
-- rate limit applies to every request, so once the day's units are spent it still holds.
redis.call('SET', rate_key, string.format('%.0f:%.0f', new_ms, new_frac), 'PX', wait + PERIOD + 1000)
if cost > 0 and used + cost > daily then
  return {0, 'quota', used, 0, ai_used, 0, epoch}
end

if cost > 0 then
  used = redis.call('INCRBY', quota_key, cost)
  redis.call('EXPIRE', quota_key, day_ttl)
end
local ai_granted = 0
if want_ai == 1 and ai_used < ai_limit then
  ai_used = redis.call('INCR', ai_key)
  redis.call('EXPIRE', ai_key, day_ttl)
  ai_granted = 1
end
return {1, 'ok', used, 0, ai_used, ai_granted, epoch}
`;

/**
 * Whether the account is over the minute's limit now, changing nothing: the gateway asks before it
 * reads a request's body, so a request the admission would refuse for rate anyway is answered
 * without the body being parsed and validated. Checks the expected epoch (ARGV[3]) as the
 * admission does, so a stale cached key record is still re-authenticated first.
 */
const PEEK_SCRIPT = `${EPOCH_LUA}${RATE_LUA}
local rate_key, quota_key, epoch_key = KEYS[1], KEYS[2], KEYS[3]
local epoch = current_epoch(epoch_key, tonumber(ARGV[4]))
if ARGV[3] ~= '' and ARGV[3] ~= epoch then
  return {0, 'stale', 0, 0, epoch}
end
local _, _, wait = rate_check(rate_key, tonumber(ARGV[1]), tonumber(ARGV[2]))
if wait > 0 then
  return {0, 'rate', tonumber(redis.call('GET', quota_key) or '0'), wait, epoch}
end
return {1, 'ok', 0, 0, epoch}
`;

export interface AdmissionRequest {
  accountId: string;
  perMinute: number;
  daily: number;
  aiDaily: number;
  cost: number;
  wantAi: boolean;
  /** The epoch the caller's key record was read under: a different current one refuses as stale. */
  expectEpoch?: string;
  now?: number;
}

/** Every answer carries the account's current epoch (`epoch`). */
export type Admission =
  | {
      allowed: true;
      used: number;
      aiUsed: number;
      aiGranted: boolean;
      resetAt: Date;
      epoch: string;
      /** The UTC day charged (`YYYY-MM-DD`): a refund goes back to it. */
      day: string;
    }
  | { allowed: false; reason: "rate"; used: number; retryAfterSeconds: number; resetAt: Date; epoch: string }
  | { allowed: false; reason: "quota"; used: number; retryAfterSeconds: number; resetAt: Date; epoch: string }
  | { allowed: false; reason: "stale"; epoch: string };

const DAY_MS = 86_400_000;

// The UTC day of the last call and the span of epoch ms it covers: the day's name and its end are
// computed once per day, not per request.
let dayCache = { from: 0, to: -1, day: "" };
function utcDaySpan(now: number): typeof dayCache {
  if (now >= dayCache.from && now < dayCache.to) return dayCache;
  const day = new Date(now).toISOString().slice(0, 10);
  const from = Date.parse(`${day}T00:00:00.000Z`);
  dayCache = { from, to: from + DAY_MS, day };
  return dayCache;
}

export function nextUtcMidnight(now: number): Date {
  return new Date(utcDaySpan(now).to);
}

export function utcDay(now: number): string {
  return utcDaySpan(now).day;
}

/** How long a day's counters are kept after the day: the days GET /usage?days=N can show, and an hour of slack. */
const HISTORY_KEPT_SECONDS = LIMITS.usageHistoryMaxDays * 86_400 + 3600;

type RedisWithAdmit = Redis & {
  wardenAdmit(k1: string, k2: string, k3: string, k4: string, ...args: (string | number)[]): Promise<[number, string, number, number, number, number, string]>;
  wardenPeekRate(k1: string, k2: string, k3: string, ...args: (string | number)[]): Promise<[number, string, number, number, string]>;
};

/** The answer of `Limiter.peekRate`: within the minute's limit, over it (what the admission would refuse now), or a stale epoch. */
export type RatePeek =
  | { state: "within"; epoch: string }
  | { state: "over"; used: number; retryAfterSeconds: number; resetAt: Date; epoch: string }
  | { state: "stale"; epoch: string };

export class Limiter {
  private readonly redis: RedisWithAdmit;

  constructor(
    redis: Redis,
    private readonly prefix = "",
  ) {
    redis.defineCommand("wardenAdmit", { numberOfKeys: 4, lua: SCRIPT });
    redis.defineCommand("wardenPeekRate", { numberOfKeys: 3, lua: PEEK_SCRIPT });
    this.redis = redis as RedisWithAdmit;
  }

  /** The quota and AI counters of an account's UTC day (`YYYY-MM-DD`). */
  private dayKeys(accountId: string, day: string) {
    return [`${this.prefix}q:${accountId}:${day}`, `${this.prefix}ai:${accountId}:${day}`] as const;
  }

  private keys(accountId: string, now: number) {
    return [`${this.prefix}rl:${accountId}`, ...this.dayKeys(accountId, utcDay(now))] as const;
  }

  async admit(r: AdmissionRequest): Promise<Admission> {
    const now = r.now ?? Date.now();
    const resetAt = nextUtcMidnight(now);
    // The day's counters outlive the day: GET /usage?days=N reads the last LIMITS.usageHistoryMaxDays of them.
    const ttl = Math.ceil((resetAt.getTime() - now) / 1000) + HISTORY_KEPT_SECONDS;
    const [k1, k2, k3] = this.keys(r.accountId, now);
    const k4 = epochKey(this.prefix, r.accountId);
    const res = await this.redis.wardenAdmit(
      k1,
      k2,
      k3,
      k4,
      now,
      Math.max(1, r.perMinute),
      r.daily,
      r.cost,
      r.aiDaily,
      r.wantAi ? 1 : 0,
      ttl,
      r.expectEpoch ?? "",
      EPOCH_TTL_SECONDS,
    );
    const [ok, reason, used, waitMs, aiUsed, aiGranted, epoch] = res;
    if (ok === 1) return { allowed: true, used, aiUsed, aiGranted: aiGranted === 1, resetAt, epoch, day: utcDay(now) };
    if (reason === "stale") return { allowed: false, reason: "stale", epoch };
    if (reason === "rate") return { allowed: false, reason: "rate", used, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), resetAt, epoch };
    return { allowed: false, reason: "quota", used, retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000)), resetAt, epoch };
  }

  /**
   * Whether a request of the account now would be refused for rate, consuming nothing (PEEK_SCRIPT).
   * A request it finds over the limit is one the admission would refuse for rate at this instant.
   */
  async peekRate(r: { accountId: string; perMinute: number; expectEpoch?: string; now?: number }): Promise<RatePeek> {
    const now = r.now ?? Date.now();
    const [k1, k2] = this.keys(r.accountId, now);
    const res = await this.redis.wardenPeekRate(
      k1,
      k2,
      epochKey(this.prefix, r.accountId),
      now,
      Math.max(1, r.perMinute),
      r.expectEpoch ?? "",
      EPOCH_TTL_SECONDS,
    );
    const [ok, reason, used, waitMs, epoch] = res;
    if (ok === 1) return { state: "within", epoch };
    if (reason === "stale") return { state: "stale", epoch };
    return { state: "over", used, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), resetAt: nextUtcMidnight(now), epoch };
  }

  /**
   * Gives back what an admitted request consumed (it failed on our side) to the day it was charged
   * (`Admission.day`: a request admitted before midnight may fail after it); returns that day's used count.
   */
  async refund(accountId: string, cost: number, ai: boolean, day: string): Promise<number> {
    const [k2, k3] = this.dayKeys(accountId, day);
    const res = (await this.redis.eval(
      `local used = tonumber(redis.call('GET', KEYS[1]) or '0')
       local cost = tonumber(ARGV[1])
       if cost > used then cost = used end
       if cost > 0 then used = redis.call('DECRBY', KEYS[1], cost) end
       if ARGV[2] == '1' and tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
       return used`,
      2,
      k2,
      k3,
      cost,
      ai ? "1" : "0",
    )) as number;
    return res;
  }

  /** The quota units and AI checks of the last `days` UTC days, oldest first, today last; a day without a counter is 0. */
  async history(accountId: string, days: number, now = Date.now()): Promise<{ date: string; used: number; aiUsed: number }[]> {
    const today = utcDaySpan(now).from;
    const dates = Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
    const keys = dates.flatMap((d) => this.dayKeys(accountId, d));
    const values = await this.redis.mget(...keys);
    return dates.map((date, i) => ({ date, used: Number(values[2 * i] ?? 0), aiUsed: Number(values[2 * i + 1] ?? 0) }));
  }

  /** Today's usage without consuming anything. */
  async usage(accountId: string, now = Date.now()): Promise<{ used: number; aiUsed: number; resetAt: Date }> {
    const [, k2, k3] = this.keys(accountId, now);
    const [used, aiUsed] = await this.redis.mget(k2, k3);
    return { used: Number(used ?? 0), aiUsed: Number(aiUsed ?? 0), resetAt: nextUtcMidnight(now) };
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }
}
