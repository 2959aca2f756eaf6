/**
 * The `campaign` signal: the same or a near-duplicate text posted in at least CAMPAIGN_MIN_GROUPS
 * groups by at least CAMPAIGN_MIN_SENDERS different senders within CAMPAIGN_WINDOW_MS; every later
 * check of it in a group carries the signal, in those groups too.
 * Only hashes reach Redis (signature keys, hashed group and sender ids), never a text.
 *
 * Only what the moderation bot saw posted in a group is recorded: a bot check (source BOT) with a
 * group and a sender records a sighting and reads the counts in one round trip. Every other check
 * with a group (any API check, with or without user_id; CheckBatch) only reads: an API caller
 * names the group and the sender itself, so its checks must never make a campaign for others.
 * Redis down, slow (over CAMPAIGN_TIMEOUT_MS) or failing: no signal, never an error; after 5
 * failures in a row no lookup is tried for 5 s (a circuit breaker), so a sick Redis costs the
 * checks nothing.
 * See docs/campaigns.md.
 */
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { Source } from "@warden/proto";
import { counter, histogram, type prom, type Registry } from "@warden/telemetry";
import { BreakerOpenError, CircuitBreaker } from "../breaker.js";
import type { RunnablePolicy } from "../deps.js";
import type { Sender, Signal } from "../detector.js";
import { isWhitelisted } from "../detection/policy.js";
import { CampaignSignature, type CampaignKeys } from "./signature.js";
import { SightingStore, type Sighting } from "./store.js";

export { CampaignSignature, type CampaignKeys } from "./signature.js";

export const CAMPAIGN_SIGNAL = "campaign";
export const CAMPAIGN_CATEGORY = "campaign";
/**
 * Above the default suspicious threshold (40): a campaign alone puts any text in review; with the
 * 25 points a spam-leaning text earns from rules or the classifier it reaches the spam threshold
 * (70). Reasoning in docs/campaigns.md.
 */
export const CAMPAIGN_WEIGHT = 45;

export type CampaignOutcome = "hit" | "miss" | "trivial" | "timeout" | "error" | "circuit_open";

export interface CampaignOptions {
  redis: Redis;
  keyPrefix: string;
  windowMs: number;
  minGroups: number;
  minSenders: number;
  timeoutMs: number;
  registry?: Registry;
  /** After `failureThreshold` failed or timed-out lookups in a row, none is tried for `cooldownMs`. */
  breaker?: { failureThreshold: number; cooldownMs: number };
}

class LookupTimeout extends Error {}

const HASH_CHARS = 16;
const hashId = (kind: string, id: number | bigint) => createHash("sha256").update(`warden:${kind}:${id}`).digest("hex").slice(0, HASH_CHARS);

/** The campaign signal source of an engine process. */
export class CampaignWatch {
  private readonly signature = new CampaignSignature();
  private readonly store: SightingStore;
  private readonly breaker: CircuitBreaker;
  private readonly signal: Signal = { name: CAMPAIGN_SIGNAL, weight: CAMPAIGN_WEIGHT, category: CAMPAIGN_CATEGORY };
  private readonly outcomes?: prom.Counter<"outcome">;
  private readonly latency?: prom.Histogram;

  constructor(private readonly opts: CampaignOptions) {
    this.store = new SightingStore(opts.redis, opts);
    this.breaker = new CircuitBreaker("campaign", opts.breaker ?? { failureThreshold: 5, cooldownMs: 5_000 });
    if (opts.registry) {
      this.outcomes = counter(
        opts.registry,
        "warden_engine_campaign_lookups_total",
        "Campaign signature lookups, by outcome: hit (signal added), miss, trivial (text too short to record), timeout, error, circuit_open (skipped after repeated failures)",
        ["outcome"],
      );
      this.latency = histogram(
        opts.registry,
        "warden_engine_campaign_lookup_duration_seconds",
        "Time from the signature computation to the Redis answer (or the timeout) of one campaign lookup",
        [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
      );
    }
  }

  /** Redis keys of a text's signatures, the exact key first (the sighting script reads it so); exposed for tests and tools. */
  redisKeys(keys: CampaignKeys): string[] {
    const p = this.opts.keyPrefix;
    return [`${p}campaign:x:${keys.exact}`, ...keys.bands.map((b) => `${p}campaign:b:${b}`)];
  }

  /**
   * Resolves to the campaign signal when `text` is a campaign and, for a post the bot saw in group
   * `groupId` (`source` BOT, with a sender), records it; any other check only looks. Never rejects.
   * Admins and whitelisted senders are neither recorded nor flagged.
   */
  async observe(text: string, groupId: number | bigint, policy: RunnablePolicy, sender: Sender | undefined, source?: Source): Promise<Signal | undefined> {
    if (sender?.isAdmin === true || isWhitelisted(policy.compiled, sender)) return undefined;
    if (this.breaker.state === "open") return this.done("circuit_open", undefined);
    const started = performance.now();
    const keys = this.signature.keys(text);
    if (!keys) return this.done("trivial", undefined);
    // Only the bot's own sightings are recorded; an API check (the caller names group and sender) only looks.
    const senderId = source === Source.BOT ? (sender?.userId ?? sender?.senderChatId) : undefined;
    const request = {
      keys: this.redisKeys(keys),
      group: hashId("g", groupId),
      sender: senderId === undefined ? undefined : hashId("s", senderId),
    };
    let result: Sighting;
    try {
      result = await this.breaker.run(() => this.sightWithin(request));
    } catch (err) {
      return this.done(err instanceof BreakerOpenError ? "circuit_open" : err instanceof LookupTimeout ? "timeout" : "error", started);
    }
    const hit = result.groups >= this.opts.minGroups && result.senders >= this.opts.minSenders;
    this.done(hit ? "hit" : "miss", started);
    return hit ? { ...this.signal } : undefined;
  }

  /** The lookup, given up after timeoutMs (its late answer is then ignored). */
  private async sightWithin(request: Parameters<SightingStore["sight"]>[0]): Promise<Sighting> {
    const lookup = this.store.sight(request);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new LookupTimeout()), this.opts.timeoutMs);
    });
    try {
      return await Promise.race([lookup, timedOut]);
    } catch (err) {
      lookup.catch(() => undefined);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private done(outcome: CampaignOutcome, started: number | undefined): undefined {
    this.outcomes?.inc({ outcome });
    if (started !== undefined) this.latency?.observe((performance.now() - started) / 1000);
    return undefined;
  }
}
