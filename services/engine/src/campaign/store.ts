/**
 * Campaign sightings in Redis: one sorted set per signature key holding two kinds of members,
 * `g:<group hash>` and `s:<sender hash>`, each scored by the time (Redis server clock, so every
 * engine replica shares one) of its last post with that key.
 *
 * Groups and senders are counted apart: a text is a campaign when its posts within the window came
 * from at least minGroups groups and at least minSenders senders. A group or a sender counts when
 * it posted a near-duplicate of the text: it is a member of the text's exact key, or of at least
 * MIN_BAND_MATCHES of its band keys (one shared band is no near-duplicate: signature.ts). A key
 * keeps only the newest minGroups groups and the newest minSenders senders: one group takes one
 * group slot however many of its members post, so it cannot push other groups out, and a key holds
 * at most minGroups + minSenders members whatever the traffic. (For one key alone that is exact: a
 * member is evicted only by a newer one of its kind. Across band keys, a burst of unrelated texts
 * sharing one band with a campaign can evict its members from that band key; they still count
 * through its exact key or its other bands.)
 *
 * One script call per check, over all the text's keys (one round trip, one script run); the
 * exact key comes first. For each key, atomically:
 *  1. drops the members older than the window;
 *  2. reads the members left: the posts before this one, the asking group's own included (once a
 *     text has its groups and senders, the next post anywhere is a campaign);
 *  3. when recording, adds (or refreshes) this group and this sender, evicts the oldest member of
 *     a kind over its threshold, and sets the key's time-to-live to the window (a key lives at most
 *     one window after its last post).
 * and then counts the groups and senders that were near-duplicate members.
 * The keys of one call may live in different slots: the engine needs a single Redis (or a primary),
 * not a Redis Cluster.
 */
import type { Redis } from "ioredis";
import { MIN_BAND_MATCHES } from "./signature.js";

const SCRIPT = `
local window = tonumber(ARGV[1])
local group = 'g:' .. ARGV[2]
local sender = ARGV[3]
local max_groups = tonumber(ARGV[4])
local max_senders = tonumber(ARGV[5])
local min_bands = tonumber(ARGV[6])
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

-- member -> how many of the text's keys it was found in, the exact key (KEYS[1]) counting min_bands
local found = {}
for k = 1, #KEYS do
  local key = KEYS[k]
  local weight = 1
  if k == 1 then weight = min_bands end
  redis.call('ZREMRANGEBYSCORE', key, '-inf', '(' .. (now - window))
  local members = redis.call('ZRANGE', key, 0, -1)
  local groups, senders = {}, {}
  for i = 1, #members do
    local m = members[i]
    found[m] = (found[m] or 0) + weight
    if string.byte(m, 1) == G then groups[#groups + 1] = m else senders[#senders + 1] = m end
  end
  if sender ~= '' then
    local s = 's:' .. sender
    redis.call('ZADD', key, now, group, now, s)
    evict(key, groups, group, max_groups)
    evict(key, senders, s, max_senders)
    redis.call('PEXPIRE', key, window)
  end
end
local groups, senders = 0, 0
for m, n in pairs(found) do
  if n >= min_bands then
    if string.byte(m, 1) == G then groups = groups + 1 else senders = senders + 1 end
  end
end
return {groups, senders}
`;

export interface Sighting {
  /** groups that posted a near-duplicate of the text within the window, before this check */
  groups: number;
  /** senders of those posts */
  senders: number;
}

export interface SightingRequest {
  /** Redis keys (already prefixed): the exact key first, then the band keys */
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

  /** Counts the groups and senders that posted a near-duplicate and, with a sender, records the sighting under every key (one round trip). */
  async sight(req: SightingRequest): Promise<Sighting> {
    const { windowMs, minGroups, minSenders } = this.opts;
    const [groups, senders] = await this.redis.wardenCampaignSighting(
      req.keys.length,
      ...req.keys,
      windowMs,
      req.group,
      req.sender ?? "",
      minGroups,
      minSenders,
      MIN_BAND_MATCHES,
    );
    return { groups: groups!, senders: senders! };
  }
}
