/**
 * The `campaign` signal: the same or a near-duplicate text posted in at least CAMPAIGN_MIN_GROUPS
 * other groups by at least CAMPAIGN_MIN_SENDERS different senders within CAMPAIGN_WINDOW_MS.
 * Only hashes reach Redis (signature keys, hashed group and sender ids), never a text.
 *
 * A check with a group and a sender records a sighting and reads the counts in one round trip;
 * a check with a group and no sender (an API check without user_id, CheckBatch) only reads.
 * Redis down, slow (over CAMPAIGN_TIMEOUT_MS) or failing: no signal, never an error.
 * See docs/campaigns.md.
 */
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { prom, type Registry } from "@warden/telemetry";
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

export type CampaignOutcome = "hit" | "miss" | "trivial" | "timeout" | "error";

export interface CampaignOptions {
  redis: Redis;
  keyPrefix: string;
  windowMs: number;
  minGroups: number;
  minSenders: number;
  timeoutMs: number;
  registry?: Registry;
}

const HASH_CHARS = 16;
const hashId = (kind: string, id: number | bigint) => createHash("sha256").update(`warden:${kind}:${id}`).digest("hex").slice(0, HASH_CHARS);

/** The campaign signal source of an engine process. */
export class CampaignWatch {
  private readonly signature = new CampaignSignature();
  private readonly store: SightingStore;
  private readonly signal: Signal = { name: CAMPAIGN_SIGNAL, weight: CAMPAIGN_WEIGHT, category: CAMPAIGN_CATEGORY };
  private readonly outcomes?: prom.Counter<"outcome">;
  private readonly latency?: prom.Histogram;

  constructor(private readonly opts: CampaignOptions) {
    this.store = new SightingStore(opts.redis, opts);
    if (opts.registry) {
      this.outcomes = new prom.Counter({
        name: "warden_engine_campaign_lookups_total",
        help: "Campaign signature lookups, by outcome (hit = the campaign signal was added; trivial = text too short to record)",
        labelNames: ["outcome"] as const,
        registers: [opts.registry],
      });
      this.latency = new prom.Histogram({
        name: "warden_engine_campaign_lookup_duration_seconds",
        help: "Time from the signature computation to the Redis answer (or the timeout) of one campaign lookup",
        buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
        registers: [opts.registry],
      });
    }
  }

  /** Redis keys of a text's signatures (exposed for tests and tools). */
  redisKeys(keys: CampaignKeys): string[] {
    const p = this.opts.keyPrefix;
    return [`${p}campaign:x:${keys.exact}`, ...keys.bands.map((b) => `${p}campaign:b:${b}`)];
  }

  /**
   * Records this post of `text` in group `groupId` and resolves to the campaign signal when the
   * text is a campaign. Never rejects. Admins and whitelisted senders are neither recorded nor flagged.
   */
  async observe(text: string, groupId: number | bigint, policy: RunnablePolicy, sender: Sender | undefined): Promise<Signal | undefined> {
    if (sender?.isAdmin === true || isWhitelisted(policy.compiled, sender)) return undefined;
    const started = performance.now();
    const keys = this.signature.keys(text);
    if (!keys) return this.done("trivial", started);
    const senderId = sender?.userId ?? sender?.senderChatId;
    const lookup = this.store.sight({
      keys: this.redisKeys(keys),
      group: hashId("g", groupId),
      sender: senderId === undefined ? undefined : hashId("s", senderId),
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), this.opts.timeoutMs);
    });
    let result: Sighting | "timeout";
    try {
      result = await Promise.race([lookup, timedOut]);
    } catch {
      return this.done("error", started);
    } finally {
      clearTimeout(timer);
    }
    if (result === "timeout") {
      lookup.catch(() => undefined);
      return this.done("timeout", started);
    }
    const hit = result.groups >= this.opts.minGroups && result.senders >= this.opts.minSenders;
    this.done(hit ? "hit" : "miss", started);
    return hit ? { ...this.signal } : undefined;
  }

  private done(outcome: CampaignOutcome, started: number): undefined {
    this.outcomes?.inc({ outcome });
    if (outcome !== "trivial") this.latency?.observe((performance.now() - started) / 1000);
    return undefined;
  }
}
