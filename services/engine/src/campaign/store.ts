/**
 * Campaign sightings in Redis: one sorted set per signature key holding two kinds of members,
 * `g:<group hash>` and `s:<sender hash>`, each scored by the time (Redis server clock, so every
 * engine replica shares one) of its last post with that key.
 *
 * Groups and senders are counted apart: a text is a campaign when its posts within the window came
 * from at least minGroups groups and at least minSenders senders. A key keeps only the newest
 * minGroups groups and the newest minSenders senders: that is all the rule ever asks of it, and it
 * is exact (a member is evicted only by a newer one of its kind, so when an evicted member would
 * still be in the window, every kept member of its kind is too and the threshold is met). One group
 * takes one group slot however many of its members post, so it cannot push other groups out, and a
 * key holds at most minGroups + minSenders members whatever the traffic.
 *
 * One script call per check, over all the text's keys (one round trip, one script run). For each
 * key, atomically:
 *  1. drops the members older than the window;
 *  2. counts the groups and senders left: the posts before this one, the asking group's own
 *     included (once a text has its groups and senders, the next post anywhere is a campaign);
 *  3. when recording, adds (or refreshes) this group and this sender, evicts the oldest member of
 *     a kind over its threshold, and sets the key's time-to-live to the window (a key lives at most
 *     one window after its last post).
 * The keys of one call may live in different slots: the engine needs a single Redis (or a primary),
 * not a Redis Cluster.
 */
import type { Redis } from "ioredis";

const SCRIPT = `
local window = tonumber(ARGV[1])
local group = 'g:' .. ARGV[2]
local sender = ARGV[3]
local max_groups = tonumber(ARGV[4])
local max_senders = tonumber(ARGV[5])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local G = string.byte('g')

-- After 'added' was (re)added: evict the oldest members of 'kept' (this kind, oldest first, read
-- before the add) until the kind holds at most 'cap'.
local function evict(key, kept, added, cap)
  local n = #kept + 1
  for i = 1, #kept do
    if kept[i] == added then n = n - 1; break end
  end
  local i = 1
  while n > cap and i <= #kept do
    if kept[i] ~= added then
      redis.call('ZREM', key, kept[i])
      n = n - 1
    end
    i = i + 1
  end
end

local out = {}
for k = 1, #KEYS do
  local key = KEYS[k]
  redis.call('ZREMRANGEBYSCORE', key, '-inf', '(' .. (now - window))
  local members = redis.call('ZRANGE', key, 0, -1)
  local groups, senders = {}, {}
  for i = 1, #members do
    local m = members[i]
    if string.byte(m, 1) == G then groups[#groups + 1] = m else senders[#senders + 1] = m end
  end
  out[2 * k - 1] = #groups
  out[2 * k] = #senders
  if sender ~= '' then
    local s = 's:' .. sender
    redis.call('ZADD', key, now, group, now, s)
    evict(key, groups, group, max_groups)
    evict(key, senders, s, max_senders)
    redis.call('PEXPIRE', key, window)
  end
end
return out
`;

export interface Sighting {
  /** groups that posted a text with this key within the window, before this check (a key keeps minGroups of them) */
  groups: number;
  /** senders of those posts (a key keeps minSenders of them) */
  senders: number;
}

export interface SightingRequest {
  /** Redis keys (already prefixed) */
  keys: string[];
  /** hash of the asking group */
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

  /** Returns the best key's counts and, with a sender, records the sighting under every key (one round trip). */
  async sight(req: SightingRequest): Promise<Sighting> {
    const { windowMs, minGroups, minSenders } = this.opts;
    const counts = await this.redis.wardenCampaignSighting(req.keys.length, ...req.keys, windowMs, req.group, req.sender ?? "", minGroups, minSenders);
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
