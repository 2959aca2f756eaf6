import type { Redis } from "ioredis";

/**
 * Account epochs: one Redis counter per account that every change of the account or of its keys
 * moves AFTER the PostgreSQL commit (AccountStore calls `bump`). The gateway caches verified keys
 * in process tagged with the epoch they were read under, and the admission script returns the
 * account's current epoch in the same round trip; a different value means "read PostgreSQL again".
 *
 * A missing counter (first use, Redis restarted or flushed, the key expired) is created from
 * Redis's clock in microseconds, so it never takes a value an earlier counter of the account had:
 * a record cached before the loss can never match again.
 */
export const EPOCH_TTL_SECONDS = 7 * 24 * 3600;

/** Lua: the epoch at KEYS[1], created from TIME when missing. Shared with the admission script. */
export const EPOCH_LUA = `
local function current_epoch(key, ttl)
  local e = redis.call('GET', key)
  if not e then
    local t = redis.call('TIME')
    e = string.format('%.0f', tonumber(t[1]) * 1000000 + tonumber(t[2]))
    redis.call('SET', key, e, 'EX', ttl)
  end
  return e
end
`;

const BUMP = `${EPOCH_LUA}
if redis.call('EXISTS', KEYS[1]) == 1 then
  return string.format('%.0f', redis.call('INCR', KEYS[1]))
end
return current_epoch(KEYS[1], tonumber(ARGV[1]))
`;

export const epochKey = (prefix: string, accountId: string) => `${prefix}ep:${accountId}`;

/** The change is committed but its epoch could not be moved (Redis unreachable): repeat the change. */
export class EpochNotMovedError extends Error {
  constructor(cause: unknown) {
    super("the account's change is saved but its epoch could not be moved in Redis", { cause });
  }
}

type RedisWithBump = Redis & { wardenBumpEpoch(key: string, ttl: number): Promise<string> };

export class AccountEpochs {
  private readonly redis: RedisWithBump;

  constructor(
    redis: Redis,
    private readonly prefix = "",
  ) {
    redis.defineCommand("wardenBumpEpoch", { numberOfKeys: 1, lua: BUMP });
    this.redis = redis as RedisWithBump;
  }

  /** Moves the account's epoch: every cached key record of the account is re-read on its next use. */
  async bump(accountId: string): Promise<string> {
    try {
      return await this.redis.wardenBumpEpoch(epochKey(this.prefix, accountId), EPOCH_TTL_SECONDS);
    } catch (err) {
      throw new EpochNotMovedError(err);
    }
  }
}
