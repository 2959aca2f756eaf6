/**
 * The bot's daily AI allowance of a group (`ai_enabled`). The bot asks the AI provider about a
 * group's `suspicious` messages at most `ai_daily` times a UTC day: the group plan's AI allowance
 * (@warden/contract PLAN_QUOTAS; groups-config sends it with the settings, 0 below Pro). Without it
 * one group's traffic would decide how much of the shared provider (its spend, its rate, its
 * circuit) every other tenant gets.
 *
 * One Redis counter per group and UTC day, shared by every engine replica, drawn atomically (a
 * draw at the limit takes nothing). A draw whose call never reached the provider (its circuit was
 * open) is given back to the day it was drawn from, as the gateway refunds an API check's unit.
 * A Redis that fails or answers late grants nothing: the message keeps the verdict of every other
 * signal, as with the AI unavailable.
 */
import type { Redis } from "ioredis";

/** A draw: `granted` with the key to give it back to, `spent` (the day's allowance is used up), or `unavailable` (Redis failed). */
export type AllowanceDraw = { outcome: "granted"; key: string } | { outcome: "spent" | "unavailable" };

export interface AiAllowance {
  draw(groupId: bigint, limit: number): Promise<AllowanceDraw>;
  /** Gives a granted draw back (the provider was not asked). Never rejects. */
  refund(draw: AllowanceDraw): Promise<void>;
}

// KEYS[1] the group's counter of the day; ARGV[1] the limit, ARGV[2] the key's lifetime (s).
const DRAW = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
`;
const REFUND = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 1
`;

/** A day's counter outlives its day by a day: a draw granted before midnight may be refunded after it. */
const KEY_TTL_SECONDS = 2 * 86_400;

type RedisWithDraw = Redis & {
  wardenAiDraw(key: string, limit: number, ttl: number): Promise<number>;
  wardenAiRefund(key: string): Promise<number>;
};

export class RedisAiAllowance implements AiAllowance {
  private readonly redis: RedisWithDraw;

  constructor(
    redis: Redis,
    private readonly opts: { keyPrefix: string; timeoutMs: number; now?: () => number },
  ) {
    redis.defineCommand("wardenAiDraw", { numberOfKeys: 1, lua: DRAW });
    redis.defineCommand("wardenAiRefund", { numberOfKeys: 1, lua: REFUND });
    this.redis = redis as RedisWithDraw;
  }

  key(groupId: bigint, now: number): string {
    return `${this.opts.keyPrefix}aib:${groupId}:${new Date(now).toISOString().slice(0, 10)}`;
  }

  async draw(groupId: bigint, limit: number): Promise<AllowanceDraw> {
    if (limit <= 0) return { outcome: "spent" };
    const key = this.key(groupId, (this.opts.now ?? Date.now)());
    let timer: NodeJS.Timeout | undefined;
    try {
      const granted = await Promise.race([
        this.redis.wardenAiDraw(key, limit, KEY_TTL_SECONDS),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("timed out")), this.opts.timeoutMs);
        }),
      ]);
      return granted === 1 ? { outcome: "granted", key } : { outcome: "spent" };
    } catch {
      return { outcome: "unavailable" };
    } finally {
      clearTimeout(timer);
    }
  }

  async refund(draw: AllowanceDraw): Promise<void> {
    if (draw.outcome !== "granted") return;
    await this.redis.wardenAiRefund(draw.key).catch(() => undefined);
  }
}

/** Without Redis (a development engine: REDIS_URL unset) the bot's AI calls are not counted. */
export const unmeteredAiAllowance: AiAllowance = {
  draw: async () => ({ outcome: "granted", key: "" }),
  refund: async () => undefined,
};
