import { createServer as createTcpServer, type Server, type Socket } from "node:net";
import type { Logger } from "@warden/telemetry";
import { createRegistry } from "@warden/telemetry";
import { testRedisNamespace, waitFor } from "@warden/testing";
import { Redis, type RedisOptions } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { UpdatePipeline } from "../src/intake.js";
import type { Update } from "../src/telegram/types.js";
import { journalKeys, journalMetrics, type JournalTimings, MAX_TAKEOVERS, UpdateJournal } from "../src/update-journal.js";
import { logger } from "./support.js";

// The updates a bot process holds are kept in a real Redis until they are done: when the process
// stops without finishing them (a crash, a shutdown out of time), another process takes them over
// once its lease has expired and handles them again, and only one does.

const ns = testRedisNamespace();
/** The bot's client options (main.ts): fail fast, never queue while disconnected. */
const BOT_REDIS: RedisOptions = { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, commandTimeout: 1_000, lazyConnect: true };
const clients: Redis[] = [];
let redis: Redis;

async function connected(url = ns.url, opts: RedisOptions = {}): Promise<Redis> {
  const r = new Redis(url, { ...BOT_REDIS, ...opts });
  clients.push(r);
  await r.connect();
  return r;
}

beforeAll(async () => {
  redis = await connected();
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await ns.cleanup();
});

let seq = 0;
/** Each test in its own key space. */
const space = () => `${ns.prefix}${seq++}:`;

/** A message update in chat `chat`. */
const update = (id: number, chat = -1001000000700): Update => ({
  update_id: id,
  message: { message_id: id, date: 1_700_000_000, chat: { id: chat, type: "supergroup", title: "G" }, text: `m${id}` },
});

const running: UpdateJournal[] = [];
afterEach(() => {
  for (const j of running.splice(0)) j.halt();
});

/**
 * One bot process: a journal on its own Redis client and a pipeline handling into `handled`. With
 * `hold`, handling never ends until the test finishes it (`finish`).
 */
async function botProcess(
  prefix: string,
  opts: {
    hold?: boolean;
    maxHeld?: number;
    perChatInFlight?: number;
    perChatHeld?: number;
    timings?: Partial<JournalTimings>;
    client?: Redis;
    log?: Logger;
  } = {},
) {
  const client = opts.client ?? (await connected());
  const registry = createRegistry("bot", { defaultMetrics: false });
  const metrics = journalMetrics(registry);
  const journal = new UpdateJournal(client, prefix, { logger: opts.log ?? logger, metrics, timings: { renewMs: 60_000, sweepMs: 60_000, ...opts.timings } });
  running.push(journal);
  const handled: number[] = [];
  const held = new Map<number, () => void>();
  const pipeline = new UpdatePipeline(
    (u) => {
      handled.push(u.update_id);
      return opts.hold ? new Promise<void>((r) => held.set(u.update_id, r)) : Promise.resolve();
    },
    { journal, maxHeld: opts.maxHeld, perChatInFlight: opts.perChatInFlight, perChatHeld: opts.perChatHeld },
  );
  const count = async (name: string, labels: Record<string, string>) =>
    (await registry.getSingleMetric(name)!.get()).values.find((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x))?.value ?? 0;
  const finish = (id: number) => {
    held.get(id)!();
    held.delete(id);
  };
  return { journal, pipeline, handled, finish, count, keys: journalKeys(prefix), hash: journalKeys(prefix).held(journal.instance) };
}

/**
 * The stopped process's lease runs out now, as if its last renewal were a lease's length ago: cut to 1 ms, then expired
 * by Redis. The test says when: with a short lease of its own (300 ms), a stopped process's lease could run out while
 * the test was still starting the processes that must not take it over yet (on a loaded machine), and their start's
 * own sweep took its updates over before the sweeps the test counts.
 */
async function leaseExpired(prefix: string, instance: string): Promise<void> {
  await redis.pexpire(journalKeys(prefix).lease(instance), 1);
  await waitFor(async () => (await redis.exists(journalKeys(prefix).lease(instance))) === 0, { intervalMs: 10, message: "the lease expired" });
}

describe("the update journal", () => {
  it("a crashed process's updates are replayed once by another, in update_id order, after its lease expired", async () => {
    const prefix = space();
    const a = await botProcess(prefix, { hold: true });
    await a.journal.start(a.pipeline);
    for (const id of [501, 502, 503]) {
      expect(await a.pipeline.admit(update(id, -1001000000700 - (id % 2)))).toBe(true);
      // Recorded before its admission resolved (before the offset moves, before the webhook's 200).
      expect(await redis.hget(a.hash, String(id))).toBe(`0:${JSON.stringify(update(id, -1001000000700 - (id % 2)))}`);
    }
    expect(a.handled).toEqual([501, 502, 503]);
    a.journal.halt(); // the crash: no drain, no renewal, nothing deleted

    const b = await botProcess(prefix);
    await b.journal.start(b.pipeline);
    // A's lease still lives: nothing taken over yet.
    expect(b.handled).toEqual([]);
    expect(await redis.hlen(a.hash)).toBe(3);

    await leaseExpired(prefix, a.journal.instance);
    expect(await b.journal.sweep()).toBe(3);
    expect(b.handled).toEqual([501, 502, 503]);
    expect(await redis.exists(a.hash)).toBe(0);
    expect(await redis.sismember(a.keys.instances, a.journal.instance)).toBe(0);
    expect(await b.count("warden_bot_updates_replayed_total", { outcome: "replayed" })).toBe(3);
    // Handled by B: nothing left in its hash either.
    expect(await b.pipeline.drain(1_000)).toBe(true);
    await b.journal.settled();
    expect(await redis.exists(b.hash)).toBe(0);

    // Taken over once: later sweeps, by B or a third process, find nothing.
    const c = await botProcess(prefix);
    await c.journal.start(c.pipeline);
    expect(await c.journal.sweep()).toBe(0);
    expect(await b.journal.sweep()).toBe(0);
    expect(c.handled).toEqual([]);
    expect(b.handled).toEqual([501, 502, 503]);
  });

  it("a flooded chat's updates kept in the journal only are read back from Redis in their turn, and survive a crash", async () => {
    const prefix = space();
    const a = await botProcess(prefix, { hold: true, perChatInFlight: 1, perChatHeld: 2 });
    await a.journal.start(a.pipeline);
    const ids = [701, 702, 703, 704, 705, 706];
    for (const id of ids) expect(await a.pipeline.admit(update(id))).toBe(true);
    expect(a.pipeline.backlog()).toMatchObject({ held: 6, running: 1, journalOnly: 4 });
    expect((await redis.hkeys(a.hash)).map(Number).sort()).toEqual(ids);
    a.finish(701);
    await waitFor(() => a.handled.length === 2, { intervalMs: 1 });
    a.finish(702);
    // 703 was kept in Redis only: read back in its turn.
    await waitFor(() => a.handled.length === 3, { intervalMs: 1 });
    expect(a.handled).toEqual([701, 702, 703]);
    a.journal.halt(); // the crash

    const b = await botProcess(prefix);
    await b.journal.start(b.pipeline);
    await leaseExpired(prefix, a.journal.instance);
    expect(await b.journal.sweep()).toBe(4);
    expect(b.handled).toEqual([703, 704, 705, 706]);
    expect(await b.pipeline.drain(1_000)).toBe(true);
  });

  it("keeps no entry for an update whose handling ended, and a clean shutdown leaves nothing", async () => {
    const prefix = space();
    const a = await botProcess(prefix, { hold: true });
    await a.journal.start(a.pipeline);
    await a.pipeline.admit(update(601));
    await a.pipeline.admit(update(602));
    expect((await redis.hkeys(a.hash)).sort()).toEqual(["601", "602"]);
    a.finish(601);
    await waitFor(() => a.pipeline.size === 1, { intervalMs: 1 });
    await a.journal.settled();
    expect(await redis.hkeys(a.hash)).toEqual(["602"]);
    a.finish(602);
    expect(await a.pipeline.drain(1_000)).toBe(true);
    await a.journal.settled();
    expect(await redis.exists(a.hash)).toBe(0);
    expect(await a.journal.close()).toBe(0);
    expect(await redis.exists(a.keys.lease(a.journal.instance))).toBe(0);
    expect(await redis.sismember(a.keys.instances, a.journal.instance)).toBe(0);
  });

  it("a shutdown whose drain ran out of time leaves its updates, and another process replays them once its lease expired", async () => {
    const prefix = space();
    const a = await botProcess(prefix, { hold: true, timings: { renewMs: 100 } });
    await a.journal.start(a.pipeline);
    await a.pipeline.admit(update(651));
    await a.pipeline.admit(update(652));
    a.finish(651);
    a.journal.stopSweeping();
    expect(await a.pipeline.drain(20)).toBe(false);
    expect(await a.journal.close()).toBe(1);
    expect(await redis.hkeys(a.hash)).toEqual(["652"]);
    expect(await redis.pttl(a.keys.lease(a.journal.instance))).toBeGreaterThan(0); // not released: it expires

    const b = await botProcess(prefix);
    await b.journal.start(b.pipeline);
    await leaseExpired(prefix, a.journal.instance);
    expect(await b.journal.sweep()).toBe(1);
    expect(b.handled).toEqual([652]);
  });

  it("two processes sweeping the same stopped process at once replay each of its updates once in all", async () => {
    const prefix = space();
    const a = await botProcess(prefix, { hold: true });
    await a.journal.start(a.pipeline);
    const ids = Array.from({ length: 40 }, (_, i) => 700 + i);
    for (const id of ids) await a.pipeline.admit(update(id, -1001000000710 - (id % 3)));
    a.journal.halt();

    // Room for 7 at a time: each sweep takes the stopped process's entries over in several steps.
    const b = await botProcess(prefix, { maxHeld: 7 });
    const c = await botProcess(prefix, { maxHeld: 7 });
    await b.journal.start(b.pipeline);
    await c.journal.start(c.pipeline);
    // A's lease still lives: their start's own sweeps took nothing over.
    expect([...b.handled, ...c.handled]).toEqual([]);
    await leaseExpired(prefix, a.journal.instance);
    const [byB, byC] = await Promise.all([b.journal.sweep(), c.journal.sweep()]);
    expect(byB + byC).toBe(40);
    expect([...b.handled, ...c.handled].sort((x, y) => x - y)).toEqual(ids);
    // Each in the order it took them.
    expect(b.handled).toEqual([...b.handled].sort((x, y) => x - y));
    expect(c.handled).toEqual([...c.handled].sort((x, y) => x - y));
    expect(await redis.exists(a.hash)).toBe(0);
    expect(await b.journal.sweep()).toBe(0);
    expect(await c.journal.sweep()).toBe(0);
  });

  it("never takes over a live process, whose lease it renews past the lease's length", async () => {
    const prefix = space();
    const a = await botProcess(prefix, { hold: true, timings: { leaseMs: 400, renewMs: 40 } });
    const renewals = vi.spyOn(a.journal, "renew");
    await a.journal.start(a.pipeline);
    await a.pipeline.admit(update(801));
    await a.pipeline.admit(update(802));
    const b = await botProcess(prefix);
    await b.journal.start(b.pipeline);
    const taken: number[] = [];
    // Sweeping all along, until A has renewed its lease for well over the lease's length.
    await waitFor(
      async () => {
        taken.push(await b.journal.sweep());
        return renewals.mock.calls.length >= 20;
      },
      { intervalMs: 20, message: "A's renewals" },
    );
    expect(taken.every((n) => n === 0)).toBe(true);
    expect(b.handled).toEqual([]);
    expect((await redis.hkeys(a.hash)).sort()).toEqual(["801", "802"]);
    expect(await redis.pttl(a.keys.lease(a.journal.instance))).toBeGreaterThan(0);
    expect(await redis.pttl(a.hash)).toBeGreaterThan(0); // the hash expires too, a day after the last renewal
  });

  it("drops an update every process that took it over stopped on, instead of replaying it forever", async () => {
    const prefix = space();
    const keys = journalKeys(prefix);
    // A stopped process (no lease) holding an update already taken over MAX_TAKEOVERS times, and a fresh one.
    await redis.hset(keys.held("gone"), "901", `${MAX_TAKEOVERS}:${JSON.stringify(update(901))}`, "902", `0:${JSON.stringify(update(902))}`);
    await redis.sadd(keys.instances, "gone");
    const b = await botProcess(prefix);
    await b.journal.start(b.pipeline); // the start's own sweep takes them over
    expect(b.handled).toEqual([902]);
    expect(await b.count("warden_bot_updates_replayed_total", { outcome: "dropped" })).toBe(1);
    expect(await b.pipeline.drain(1_000)).toBe(true);
    await b.journal.settled();
    expect(await redis.exists(b.hash)).toBe(0);
    expect(await redis.exists(keys.held("gone"))).toBe(0);
  });

  it("an update taken over is in the new process's journal until done, so a second crash does not lose it", async () => {
    const prefix = space();
    const a = await botProcess(prefix, { hold: true });
    await a.journal.start(a.pipeline);
    await a.pipeline.admit(update(951));
    a.journal.halt();
    await leaseExpired(prefix, a.journal.instance);
    const b = await botProcess(prefix, { hold: true });
    await b.journal.start(b.pipeline); // the start's own sweep takes it over
    expect(b.handled).toEqual([951]);
    expect(await redis.hget(b.hash, "951")).toBe(`1:${JSON.stringify(update(951))}`);
    b.journal.halt();
    const c = await botProcess(prefix);
    await c.journal.start(c.pipeline);
    expect(c.handled).toEqual([]); // B's lease still lives
    await leaseExpired(prefix, b.journal.instance);
    expect(await c.journal.sweep()).toBe(1);
    expect(c.handled).toEqual([951]);
  });
});

describe("the update journal with Redis failing", () => {
  /** A logger that counts its warnings. */
  const countingLogger = () => {
    const warnings: string[] = [];
    const log = { ...logger, warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))), child: () => log } as unknown as Logger;
    return { log, warnings };
  };

  it("Redis unreachable: updates are still taken in and handled, counted, and logged once", async () => {
    const down = new Redis("redis://127.0.0.1:1", { ...BOT_REDIS, retryStrategy: () => null });
    down.on("error", () => undefined);
    clients.push(down);
    const { log, warnings } = countingLogger();
    const a = await botProcess(space(), { client: down, log });
    await a.journal.start(a.pipeline); // no lease, no sweep: it goes on
    for (const id of [1_001, 1_002, 1_003]) expect(await a.pipeline.admit(update(id))).toBe(true);
    await a.pipeline.recordAhead([update(1_004), update(1_005)]);
    expect(await a.pipeline.admit(update(1_004))).toBe(true);
    expect(await a.pipeline.admit(update(1_005))).toBe(true);
    expect(await a.pipeline.drain(1_000)).toBe(true);
    await a.journal.settled();
    expect(a.handled).toEqual([1_001, 1_002, 1_003, 1_004, 1_005]);
    expect(await a.count("warden_bot_update_journal_failures_total", { operation: "record" })).toBe(4);
    expect(await a.count("warden_bot_update_journal_failures_total", { operation: "lease" })).toBe(1);
    expect(warnings.filter((w) => w.startsWith("update journal unavailable"))).toHaveLength(1);
    expect(await a.journal.close()).toBe(0);
  });

  it("Redis not answering: an admission waits for the record at most the write deadline", async () => {
    const sockets: Socket[] = [];
    const silent: Server = createTcpServer((s) => void sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    try {
      const port = (silent.address() as { port: number }).port;
      const mute = await connected(`redis://127.0.0.1:${port}`, { enableReadyCheck: false, disableClientInfo: true, commandTimeout: 5_000 });
      const a = await botProcess(space(), { client: mute, timings: { writeDeadlineMs: 50 } });
      const t = performance.now();
      expect(await a.pipeline.admit(update(1_101))).toBe(true);
      expect(performance.now() - t).toBeLessThan(1_000);
      expect(await a.pipeline.drain(1_000)).toBe(true);
      expect(a.handled).toEqual([1_101]);
      expect(await a.count("warden_bot_update_journal_failures_total", { operation: "record" })).toBe(1);
      mute.disconnect();
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });
});
