/**
 * The updates the bot holds, kept in Redis until they are done, so that a crash does not lose them.
 * Telegram is told an update was received once the bot has taken it in, not once it is handled (the
 * next getUpdates offset, the webhook's 200: see intake.ts), and the pipeline may hold thousands of
 * updates waiting in their chat's queue. Without a copy, a crash, an OOM kill or a shutdown whose
 * drain ran out of time lost every one of them: spam left up, administrators' /spam gone.
 *
 * - Each process has a random instance id. An update is recorded in the process's hash
 *   (`<prefix>bot:held:<instance>`, field update_id, value `<takeovers>:<update JSON>`) before its
 *   admission resolves (a getUpdates batch in one write), and removed when its processing ends,
 *   however it ended (removals of a moment go in one HDEL).
 * - The process keeps a lease (`<prefix>bot:held-lease:<instance>`, LEASE_MS, renewed every
 *   RENEW_MS) and is listed in `<prefix>bot:held-instances`. Its hash expires KEEP_MS after the last
 *   renewal or record, so a journal nobody takes over is gone after a day.
 * - A sweep (at start, before updates are taken in, then every SWEEP_MS) looks at the instances
 *   listed: one whose lease has expired has stopped. A Lua script takes over its entries atomically
 *   (lease checked, entries moved into the sweeper's own hash, oldest update first, at most as many
 *   as the pipeline has room for), so two replicas never take the same entry, and a sweeper that
 *   dies before handling them leaves them to the next. They are admitted again in update_id order.
 *   An instance with nothing left is unlisted.
 * - A clean shutdown (the pipeline drained) deletes the hash and the lease. One that runs out of
 *   time leaves both: the lease expires within LEASE_MS and another process, or the next one,
 *   replays what was left.
 * - Updates may be handled twice (an update that was running when its process died, one that
 *   Telegram also delivers again): the bot's handling is built for redelivery. An entry taken over
 *   more than MAX_TAKEOVERS times is dropped and logged: an update that kills every process that
 *   handles it must not kill them all in turn.
 * - A flooded chat's updates beyond BOT_MAX_HELD_PER_CHAT are kept here only: the pipeline holds
 *   their ids and reads each back (load) when its turn comes.
 * - Bounded: a process's hash holds what its pipeline holds (BOT_MAX_HELD_UPDATES in memory,
 *   BOT_MAX_JOURNAL_ONLY here only) and what a sweep
 *   took over and is admitting (at most the pipeline's room at the time); entries left behind by
 *   failed removals are removed again at the next renewal.
 * - Redis failing (or slower than WRITE_DEADLINE_MS for a record) never holds moderation up: the
 *   update is handled without its copy, logged once until Redis answers again, and counted in
 *   `warden_bot_update_journal_failures_total`.
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { counter, type Logger, type prom, type Registry } from "@warden/telemetry";
import type { Redis } from "ioredis";
import type { HeldUpdates } from "./intake.js";
import type { Update } from "./telegram/types.js";
import { multiResults, within } from "./redis-calls.js";

/** Timings of the journal (milliseconds); tests pass shorter ones. */
export const JOURNAL_TIMINGS = {
  /** A process whose lease is older than this has stopped: its entries are taken over. */
  leaseMs: 30_000,
  /** How often a process renews its lease. */
  renewMs: 10_000,
  /** How often a process looks for stopped processes' entries. */
  sweepMs: 15_000,
  /** How long a process's hash is kept after its last renewal or record. */
  keepMs: 86_400_000,
  /** A record Redis has not confirmed in this long is given up on: the update goes on without its copy. */
  writeDeadlineMs: 250,
  /** A read of an update kept only in the journal is given up on after this long (the update is lost here). */
  readDeadlineMs: 2_000,
};
export type JournalTimings = typeof JOURNAL_TIMINGS;

/** An entry taken over from a stopped process more often than this is dropped, not admitted again. */
export const MAX_TAKEOVERS = 3;
/** Entries one takeover moves at most (and never more than the pipeline has room for). */
export const TAKEOVER_BATCH = 1_000;
/** Failed removals remembered for a retry at the next renewal, at most. */
const REMOVE_RETRY_MAX = 20_000;

/** The journal's Redis keys, declared once. */
export function journalKeys(prefix: string) {
  return {
    /** The instances that have a lease or had one, and may have entries. */
    instances: `${prefix}bot:held-instances`,
    /** An instance's held updates: field update_id, value `<takeovers>:<update JSON>`. */
    held: (instance: string) => `${prefix}bot:held:${instance}`,
    /** Present while the instance runs (expires LEASE_MS after its last renewal). */
    lease: (instance: string) => `${prefix}bot:held-lease:${instance}`,
  };
}

/**
 * Takes over up to ARGV[2] entries of a stopped instance, lowest update_id first, moving them into
 * the sweeper's hash with their takeover count incremented; nil while the instance's lease lives.
 * The instance is unlisted once nothing is left. Returns update_id, value, update_id, value, ...
 * KEYS: the instance's lease, its hash, the instances set, the sweeper's hash.
 * ARGV: the instance, the most entries taken, the sweeper's hash expiry (ms).
 */
const TAKE_OVER = `
if redis.call('EXISTS', KEYS[1]) == 1 then return false end
local ids = redis.call('HKEYS', KEYS[2])
table.sort(ids, function(a, b) return (tonumber(a) or 0) < (tonumber(b) or 0) end)
local n = math.min(#ids, tonumber(ARGV[2]))
local out = {}
for i = 1, n do
  local v = redis.call('HGET', KEYS[2], ids[i])
  local sep = string.find(v, ':', 1, true)
  local taken = 1
  if sep then
    taken = (tonumber(string.sub(v, 1, sep - 1)) or 0) + 1
    v = string.sub(v, sep + 1)
  end
  v = taken .. ':' .. v
  redis.call('HSET', KEYS[4], ids[i], v)
  redis.call('HDEL', KEYS[2], ids[i])
  out[#out + 1] = ids[i]
  out[#out + 1] = v
end
if n > 0 then redis.call('PEXPIRE', KEYS[4], ARGV[3]) end
if n == #ids then redis.call('SREM', KEYS[3], ARGV[1]) end
return out`;

type JournalRedis = Redis & {
  heldTakeOver(lease: string, held: string, instances: string, own: string, instance: string, limit: number, keepMs: number): Promise<string[] | null>;
};

const FAILURE_OPERATIONS = ["record", "read", "load", "remove", "lease", "sweep"] as const;
type FailureOperation = (typeof FAILURE_OPERATIONS)[number];
const REPLAY_OUTCOMES = ["replayed", "duplicate", "dropped"] as const;
type ReplayOutcome = (typeof REPLAY_OUTCOMES)[number];

export interface JournalMetrics {
  failures: prom.Counter<"operation">;
  replayed: prom.Counter<"outcome">;
}

export function journalMetrics(registry: Registry): JournalMetrics {
  return {
    failures: counter(
      registry,
      "warden_bot_update_journal_failures_total",
      `Redis operations of the update journal that failed, by operation (${FAILURE_OPERATIONS.join(", ")}): record = updates handled without a durable copy (lost if the process dies before they are done), read = Redis not answering the read back of an update kept only in the journal (a flooded chat's; asked again, its chat waits), load = such an update not found there: lost here (or handled by the process that took it over), remove = copies left behind (tried again), lease = a lease not renewed or released, sweep = stopped processes' updates not looked for this time`,
      ["operation"],
    ),
    replayed: counter(
      registry,
      "warden_bot_updates_replayed_total",
      `Updates a stopped bot process had taken in and not finished, taken over from its journal, by outcome (${REPLAY_OUTCOMES.join(", ")}): replayed = handled again, duplicate = this process had taken it in already, dropped = unreadable or taken over ${MAX_TAKEOVERS} times already`,
      ["outcome"],
    ),
  };
}

/** What a sweep admits taken-over updates into: the UpdatePipeline. */
export interface ReplayTarget {
  /** Updates that can be admitted now without waiting: a takeover moves at most this many. */
  readonly free: number;
  admit(update: Update, opts: { recorded: true }): Promise<boolean>;
}

export interface JournalOptions {
  logger: Logger;
  metrics?: JournalMetrics;
  timings?: Partial<JournalTimings>;
}

const WHAT = "update journal";
const checked = (res: [Error | null, unknown][] | null): void => void multiResults(res, WHAT);

export class UpdateJournal implements HeldUpdates {
  readonly instance: string;
  private readonly keys: ReturnType<typeof journalKeys>;
  private readonly own: string;
  private readonly t: JournalTimings;
  /** Update ids this process holds in its hash, each with its holders (an id redelivered or replayed may be held twice). */
  private readonly open = new Map<number, number>();
  /** Ids to remove from the hash at the next flush (or, when a removal failed, at the next renewal). */
  private readonly removing = new Set<number>();
  private flushTimer?: NodeJS.Immediate;
  private readonly pending = new Set<Promise<unknown>>();
  private renewTimer?: NodeJS.Timeout;
  private sweepTimer?: NodeJS.Timeout;
  private renewing?: Promise<boolean>;
  private sweeping?: Promise<number>;
  private target?: ReplayTarget;
  private stopped = false;
  private failing = false;
  /** The last renewal succeeded: this process is listed, so what it takes over is found if it stops too. */
  private leased = false;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly opts: JournalOptions,
  ) {
    // A restarted process is a new instance: what the previous one left is taken over like any other's.
    this.instance = randomBytes(8).toString("hex");
    this.keys = journalKeys(prefix);
    this.own = this.keys.held(this.instance);
    this.t = { ...JOURNAL_TIMINGS, ...opts.timings };
    if (!("heldTakeOver" in redis)) redis.defineCommand("heldTakeOver", { numberOfKeys: 4, lua: TAKE_OVER });
  }

  /**
   * Takes the lease, replays what stopped processes left (admitted into `target`, so they run
   * before anything taken in after), then renews the lease and sweeps on a timer. Call before
   * updates are taken in; Redis failing does not stop it.
   */
  async start(target: ReplayTarget): Promise<void> {
    this.target = target;
    this.stopped = false;
    await this.renew();
    const replayed = await this.sweep();
    this.renewTimer = setInterval(() => void this.renew(), this.t.renewMs);
    this.renewTimer.unref();
    this.sweepTimer = setInterval(() => void this.sweep(), this.t.sweepMs);
    this.sweepTimer.unref();
    this.opts.logger.info({ instance: this.instance, replayed }, "update journal started");
  }

  // ── recording ────────────────────────────────────────────────────────────────────────────────

  /**
   * Records updates taken in (one write); resolves once Redis has them (true), or has failed or not
   * answered within WRITE_DEADLINE_MS (false: they go on without their copy).
   */
  async record(updates: Update[]): Promise<boolean> {
    if (updates.length === 0) return true;
    const fields = new Map<string, string>();
    for (const u of updates) {
      this.open.set(u.update_id, (this.open.get(u.update_id) ?? 0) + 1);
      fields.set(String(u.update_id), `0:${JSON.stringify(u)}`);
    }
    try {
      await within(this.redis.multi().hset(this.own, fields).pexpire(this.own, this.t.keepMs).exec().then(checked), this.t.writeDeadlineMs, WHAT);
      this.recovered();
      return true;
    } catch (err) {
      this.failed("record", err, { updates: updates.length });
      return false;
    }
  }

  /**
   * The update recorded under `updateId` in this process's hash (an update the pipeline keeps only
   * here, see UpdatePipeline). "missing" when it is not there (taken over by another process after
   * this one's lease lapsed) or cannot be read, counted in failures{operation="load"}; "failed" when
   * Redis did not answer (within READ_DEADLINE_MS): the entry is still there, ask again.
   */
  async load(updateId: number): Promise<Update | "missing" | "failed"> {
    let v: string | null;
    try {
      v = await within(this.redis.hget(this.own, String(updateId)), this.t.readDeadlineMs, WHAT);
      this.recovered();
    } catch (err) {
      this.failed("read", err, { update_id: updateId });
      return "failed";
    }
    let update: Update | undefined;
    try {
      update = v === null ? undefined : (JSON.parse(v.slice(v.indexOf(":") + 1)) as Update);
    } catch {
      update = undefined;
    }
    if (update?.update_id === updateId) return update;
    this.opts.metrics?.failures.inc({ operation: "load" });
    return "missing";
  }

  /** The update's processing has ended: its entry goes (unless another holder of the same id remains). */
  forget(update: Update): void {
    this.release(update.update_id);
  }

  private release(id: number): void {
    const holders = (this.open.get(id) ?? 0) - 1;
    if (holders > 0) {
      this.open.set(id, holders);
      return;
    }
    this.open.delete(id);
    this.removing.add(id);
    this.flushTimer ??= setImmediate(() => this.flush());
  }

  /** Removes the entries released since the last flush, in one HDEL. */
  private flush(): void {
    if (this.flushTimer) clearImmediate(this.flushTimer);
    this.flushTimer = undefined;
    const ids = [...this.removing].filter((id) => !this.open.has(id));
    this.removing.clear();
    if (ids.length === 0) return;
    this.track(
      this.redis.hdel(this.own, ...ids.map(String)).then(
        () => this.recovered(),
        (err) => {
          this.failed("remove", err, { updates: ids.length });
          // Tried again at the next renewal; past the bound, a clean shutdown (or the hash's expiry) removes them.
          for (const id of ids) if (this.removing.size < REMOVE_RETRY_MAX && !this.open.has(id)) this.removing.add(id);
        },
      ),
    );
  }

  private track(p: Promise<unknown>): void {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  /** Resolves once the removals released so far have been written (or have failed). */
  async settled(): Promise<void> {
    if (this.flushTimer) this.flush();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  // ── the lease ────────────────────────────────────────────────────────────────────────────────

  /** Renews the lease (and the hash's expiry, and the listing); retries failed removals. False when Redis failed. */
  renew(): Promise<boolean> {
    this.renewing ??= this.renewOnce().finally(() => (this.renewing = undefined));
    return this.renewing;
  }

  private async renewOnce(): Promise<boolean> {
    try {
      const res = await this.redis
        .multi()
        .set(this.keys.lease(this.instance), `${hostname()} ${process.pid}`, "PX", this.t.leaseMs)
        .pexpire(this.own, this.t.keepMs)
        .sadd(this.keys.instances, this.instance)
        .exec();
      checked(res);
      this.leased = true;
      this.recovered();
    } catch (err) {
      this.leased = false;
      this.failed("lease", err);
      return false;
    }
    if (this.removing.size > 0) this.flush();
    return true;
  }

  // ── taking over what stopped processes left ────────────────────────────────────────────────

  /**
   * Takes over the entries of every listed instance whose lease has expired and admits them again,
   * oldest update first; one sweep at a time. Returns the updates admitted. Stops (leaving the rest
   * for later) when the pipeline has no room, Redis fails, this process holds no lease (its last
   * renewal failed), or the journal is stopping.
   */
  sweep(): Promise<number> {
    this.sweeping ??= this.sweepOnce().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<number> {
    const target = this.target;
    // Without a lease of its own, what it took over would sit where nobody looks if it stopped too.
    if (!target || this.stopped || !this.leased) return 0;
    let admitted = 0;
    let instances: string[];
    try {
      instances = await this.redis.smembers(this.keys.instances);
    } catch (err) {
      this.failed("sweep", err);
      return 0;
    }
    for (const other of instances) {
      if (other === this.instance) continue;
      for (;;) {
        const limit = Math.min(Math.floor(target.free), TAKEOVER_BATCH);
        if (this.stopped || !(limit > 0)) return admitted;
        let taken: string[] | null;
        try {
          taken = await (this.redis as JournalRedis).heldTakeOver(
            this.keys.lease(other),
            this.keys.held(other),
            this.keys.instances,
            this.own,
            other,
            limit,
            this.t.keepMs,
          );
          this.recovered();
        } catch (err) {
          this.failed("sweep", err);
          return admitted;
        }
        if (taken === null) break; // its lease lives: it runs
        admitted += await this.replay(other, taken, target);
        if (taken.length / 2 < limit) break; // nothing left of it
      }
    }
    return admitted;
  }

  /** Admits the entries taken over from `from` (now in this process's hash), in their order. */
  private async replay(from: string, taken: string[], target: ReplayTarget): Promise<number> {
    if (taken.length === 0) return 0;
    const entries: { id: number; takeovers: number; update?: Update }[] = [];
    for (let i = 0; i < taken.length; i += 2) {
      const id = Number(taken[i]);
      const value = taken[i + 1]!;
      const sep = value.indexOf(":");
      let update: Update | undefined;
      try {
        update = JSON.parse(value.slice(sep + 1)) as Update;
      } catch {
        /* unreadable: dropped below */
      }
      entries.push({ id, takeovers: Number(value.slice(0, sep)), update: update?.update_id === id ? update : undefined });
      this.open.set(id, (this.open.get(id) ?? 0) + 1);
    }
    this.opts.logger.warn(
      { from, updates: entries.length, first_update_id: entries[0]!.id, last_update_id: entries.at(-1)!.id },
      "taking over updates a stopped bot process had not finished: they are handled again",
    );
    let admitted = 0;
    for (const e of entries) {
      if (!e.update || e.takeovers > MAX_TAKEOVERS) {
        this.count("dropped");
        this.opts.logger.error(
          { from, update_id: e.id, takeovers: e.takeovers },
          e.update ? `update dropped: taken over ${e.takeovers} times, every process handling it stopped first` : "unreadable held update dropped",
        );
        this.release(e.id);
        continue;
      }
      // Stopping: what is not admitted stays in this process's hash, for whoever comes next.
      if (this.stopped) break;
      if (await target.admit(e.update, { recorded: true })) {
        admitted++;
        this.count("replayed");
      } else this.count("duplicate");
    }
    return admitted;
  }

  private count(outcome: ReplayOutcome): void {
    this.opts.metrics?.replayed.inc({ outcome });
  }

  // ── stopping ─────────────────────────────────────────────────────────────────────────────────

  /** Stops the timers and any replay at once, leaving everything in Redis as it is (what a crash leaves). */
  halt(): void {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearInterval(this.renewTimer);
  }

  /** Shutdown, first step: no more sweeps or replays; the lease is still renewed while the pipeline drains. */
  stopSweeping(): void {
    this.stopped = true;
    clearInterval(this.sweepTimer);
  }

  /**
   * Shutdown, after the pipeline's drain: with nothing left held, the hash and the lease go (nothing
   * to replay); otherwise they stay, the lease expires within LEASE_MS and another process (or the
   * next) replays what is left. Returns the updates left.
   */
  async close(): Promise<number> {
    this.stopSweeping();
    clearInterval(this.renewTimer);
    await this.renewing;
    await this.settled();
    const left = this.open.size;
    if (left > 0 || this.sweeping) {
      this.opts.logger.warn(
        { instance: this.instance, updates: left, lease_ms: this.t.leaseMs },
        "updates not finished at shutdown stay in the journal: another bot process replays them once this one's lease expires",
      );
      return left;
    }
    try {
      checked(await this.redis.multi().del(this.own).del(this.keys.lease(this.instance)).srem(this.keys.instances, this.instance).exec());
    } catch (err) {
      this.failed("lease", err);
    }
    return 0;
  }

  // ── failures ─────────────────────────────────────────────────────────────────────────────────

  private failed(operation: FailureOperation, err: unknown, extra: Record<string, unknown> = {}): void {
    this.opts.metrics?.failures.inc({ operation });
    if (this.failing) return;
    this.failing = true;
    this.opts.logger.warn(
      { err: (err as Error).message, operation, ...extra },
      "update journal unavailable: updates are handled without a durable copy until Redis answers again (logged once until then)",
    );
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.opts.logger.info("update journal available again");
  }
}
