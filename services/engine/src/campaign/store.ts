/**
 * Campaign sightings in Redis: one sorted set per signature key, members "<group hash>:<sender hash>"
 * scored by the time (Redis server clock, so every engine replica shares one) of the last post.
 *
 * One script call per check, over all the text's keys (one round trip, one script run). For each
 * key, atomically:
 *  1. drops the members older than the window;
 *  2. counts the distinct groups and senders of the remaining members, leaving out the asking group
 *     (it stops counting once both thresholds are met);
 *  3. when recording, adds (or refreshes) this group and sender, keeps the newest MAX_MEMBERS, and
 *     sets the key's time-to-live to the window (a key lives at most one window after its last post).
 * The keys of one call may live in different slots: the engine needs a single Redis (or a primary),
 * not a Redis Cluster.
 */
import type { Redis } from "ioredis";

/** Members kept per key: enough to see any campaign (it needs 3 groups), bounded whatever the traffic. */
export const MAX_MEMBERS = 128;

const SCRIPT = `
local window = tonumber(ARGV[1])
local group = ARGV[2]
local member = ARGV[3]
local min_groups = tonumber(ARGV[4])
local min_senders = tonumber(ARGV[5])
local max_members = tonumber(ARGV[6])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local glen = string.len(group)
local out = {}
for k = 1, #KEYS do
  local key = KEYS[k]
  redis.call('ZREMRANGEBYSCORE', key, '-inf', '(' .. (now - window))
  local members = redis.call('ZRANGE', key, 0, -1)
  local groups, senders, ng, ns = {}, {}, 0, 0
  for i = #members, 1, -1 do
    local m = members[i]
    local g = string.sub(m, 1, glen)
    if g ~= group then
      local s = string.sub(m, glen + 2)
      if not groups[g] then groups[g] = true; ng = ng + 1 end
      if not senders[s] then senders[s] = true; ns = ns + 1 end
      if ng >= min_groups and ns >= min_senders then break end
    end
  end
  if member ~= '' then
    redis.call('ZADD', key, now, member)
    local n = redis.call('ZCARD', key)
    if n > max_members then redis.call('ZREMRANGEBYRANK', key, 0, n - max_members - 1) end
    redis.call('PEXPIRE', key, window)
  end
  out[2 * k - 1] = ng
  out[2 * k] = ns
end
return out
`;

export interface Sighting {
  /** distinct other groups that posted a text with this key within the window */
  groups: number;
  /** distinct senders of those posts */
  senders: number;
}

export interface SightingRequest {
  /** Redis keys (already prefixed) */
  keys: string[];
  /** hash of the asking group (fixed length) */
  group: string;
  /** hash of the sender; undefined = look only, record nothing */
  sender?: string;
}

type CampaignRedis = Redis & {
  wardenCampaignSighting(numKeys: number, ...args: (string | number)[]): Promise<number[]>;
};

export class SightingStore {
  private readonly redis: CampaignRedis;

  constructor(
    redis: Redis,
    private readonly opts: { windowMs: number; minGroups: number; minSenders: number },
  ) {
    if (!("wardenCampaignSighting" in redis)) redis.defineCommand("wardenCampaignSighting", { lua: SCRIPT });
    this.redis = redis as CampaignRedis;
  }

  /** Records the sighting under every key and returns the best key's counts (one round trip). */
  async sight(req: SightingRequest): Promise<Sighting> {
    const { windowMs, minGroups, minSenders } = this.opts;
    const member = req.sender === undefined ? "" : `${req.group}:${req.sender}`;
    const counts = await this.redis.wardenCampaignSighting(req.keys.length, ...req.keys, windowMs, req.group, member, minGroups, minSenders, MAX_MEMBERS);
    let best: Sighting = { groups: 0, senders: 0 };
    for (let i = 0; i + 1 < counts.length; i += 2) {
      const groups = counts[i]!;
      const senders = counts[i + 1]!;
      if (rank(groups, senders, this.opts) > rank(best.groups, best.senders, this.opts)) best = { groups, senders };
    }
    return best;
  }
}

/** How far a key is toward a campaign: the smaller of its two fractions of the thresholds, then the larger. */
function rank(groups: number, senders: number, o: { minGroups: number; minSenders: number }): number {
  const g = Math.min(1, groups / o.minGroups);
  const s = Math.min(1, senders / o.minSenders);
  return Math.min(g, s) * 2 + Math.max(g, s);
}
