/**
 * Records the bot could not publish are kept, not dropped. KafkaEventSink tries a decision or a
 * batch of chat events a bounded number of times (moderation must go on while Kafka is down, so a
 * message never waits for Kafka longer than that); what still fails is appended here, to a Redis
 * list, and `drain` publishes it again, oldest first, once Kafka takes records. Without this a
 * Kafka outage longer than the attempts lost those decisions from the journal, analytics and
 * webhooks for good.
 *
 * - Bounded: at most `maxEntries` records are kept (the newest; older ones are dropped and
 *   counted), so an outage of days cannot fill Redis.
 * - At least once: `drain` pops a batch atomically (LPOP with a count: two replicas never take
 *   the same records) and puts back, in front and in order, whatever it could not publish. A crash
 *   between the pop and the publish loses that batch (at most DRAIN_BATCH records), and it is
 *   logged. Event ids are deterministic and consumers absorb a record they have seen, so a
 *   duplicate is harmless.
 * - Redis down as well: the record is lost, logged with its event ids and counted (`dropped`).
 */
import { fromBinary, toBinary } from "@bufbuild/protobuf";
import { TOPICS } from "@warden/kafka";
import { ChatEventSchema, DecisionSchema, type ChatEvent, type Decision } from "@warden/proto";
import { counter, type prom, type Registry } from "@warden/telemetry";
import type { Redis } from "ioredis";

/** One record kept for later: what KafkaEventSink would have published. */
export type SpilledRecord =
  | { topic: typeof TOPICS.decisions; key: string; eventId: string; message: Decision }
  | { topic: typeof TOPICS.chatEvents; key: string; eventId: string; message: ChatEvent };

/** Records kept at most, by default: about 100 MB of Redis at the largest decisions. */
export const SPILL_MAX_ENTRIES = 100_000;
/** How often the bot tries to publish what it kept (a drain with nothing kept is one LPOP). */
export const SPILL_DRAIN_INTERVAL_MS = 5_000;
/** Records one drain pops at once. */
export const DRAIN_BATCH = 100;

const SPILL_OUTCOMES = ["spilled", "republished", "dropped"] as const;
type SpillOutcome = (typeof SPILL_OUTCOMES)[number];

export function spillMetrics(registry: Registry): prom.Counter<"outcome"> {
  return counter(
    registry,
    "warden_bot_unpublished_records_total",
    `Records the bot could not publish to Kafka in its attempts, by outcome (${SPILL_OUTCOMES.join(", ")}): spilled = kept in Redis for later, republished = published from there, dropped = lost (Redis failed too, or over the kept maximum)`,
    ["outcome"],
  );
}

/** A record as stored: its topic, key and event id, and the protobuf message in base64. */
function encode(r: SpilledRecord): string {
  const bytes = r.topic === TOPICS.decisions ? toBinary(DecisionSchema, r.message) : toBinary(ChatEventSchema, r.message);
  return JSON.stringify([r.topic, r.key, r.eventId, Buffer.from(bytes).toString("base64")]);
}

function decode(s: string): SpilledRecord | undefined {
  try {
    const [topic, key, eventId, b64] = JSON.parse(s) as [string, string, string, string];
    const bytes = Buffer.from(b64, "base64");
    if (topic === TOPICS.decisions) return { topic, key, eventId, message: fromBinary(DecisionSchema, bytes) };
    if (topic === TOPICS.chatEvents) return { topic, key, eventId, message: fromBinary(ChatEventSchema, bytes) };
  } catch {
    /* unreadable: dropped below */
  }
  return undefined;
}

export class RedisEventSpill {
  private readonly key: string;
  private draining = false;

  constructor(
    private readonly redis: Pick<Redis, "rpush" | "ltrim" | "lpop" | "lpush" | "llen">,
    prefix: string,
    private readonly opts: { maxEntries?: number; metrics?: prom.Counter<"outcome">; onLost?: (eventIds: string[], why: string) => void } = {},
  ) {
    this.key = `${prefix}bot:unpublished`;
  }

  private count(outcome: SpillOutcome, n: number): void {
    if (n > 0) this.opts.metrics?.inc({ outcome }, n);
  }

  /** Keeps records for a later drain; false when Redis failed too (the records are lost). */
  async keep(records: SpilledRecord[]): Promise<boolean> {
    if (records.length === 0) return true;
    const max = this.opts.maxEntries ?? SPILL_MAX_ENTRIES;
    try {
      const length = await this.redis.rpush(this.key, ...records.map(encode));
      if (length > max) {
        await this.redis.ltrim(this.key, -max, -1);
        this.count("dropped", length - max);
        this.opts.onLost?.([], `${length - max} oldest unpublished records dropped: more than ${max} kept`);
      }
      this.count("spilled", records.length);
      return true;
    } catch (err) {
      this.count("dropped", records.length);
      this.opts.onLost?.(
        records.map((r) => r.eventId),
        `Redis failed too: ${(err as Error).message}`,
      );
      return false;
    }
  }

  /** Records waiting. */
  size(): Promise<number> {
    return this.redis.llen(this.key);
  }

  /**
   * Publishes kept records, oldest first, until none is left or a publish fails (then what was
   * not published goes back in front, in order). One drain at a time per process. Returns how many
   * were published.
   */
  async drain(publish: (r: SpilledRecord) => Promise<void>): Promise<number> {
    if (this.draining) return 0;
    this.draining = true;
    let published = 0;
    try {
      for (;;) {
        const batch = (await this.redis.lpop(this.key, DRAIN_BATCH)) ?? [];
        if (batch.length === 0) return published;
        for (let i = 0; i < batch.length; i++) {
          const record = decode(batch[i]!);
          if (!record) {
            this.count("dropped", 1);
            this.opts.onLost?.([], "an unreadable unpublished record was dropped");
            continue;
          }
          try {
            await publish(record);
          } catch (err) {
            // Back in front, in their order: the next drain starts with them.
            await this.redis.lpush(this.key, ...batch.slice(i).reverse());
            throw err;
          }
          published++;
          this.count("republished", 1);
        }
      }
    } finally {
      this.draining = false;
    }
  }
}
