import { BEHAVIOUR_SIGNALS } from "@warden/contract";
import net from "node:net";
import type { Client } from "@connectrpc/connect";
import { createPool, type Pool } from "@warden/db";
import { createServer as createGroupsServer, GroupStore, migrateGroupsConfig } from "@warden/groups-config";
import { EngineService, GroupsConfigService, Source, Verdict, type CheckResponse } from "@warden/proto";
import { listen, serviceClient, type RunningServer } from "@warden/server";
import { createLogger, createRegistry, type Registry } from "@warden/telemetry";
import { createTestDatabase, freePort, testRedisNamespace, testRedisUrl, waitFor, type TestDatabase } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_CATEGORY, CAMPAIGN_SIGNAL, CAMPAIGN_WEIGHT, CampaignSignature, CampaignWatch } from "../src/campaign/index.js";
import { createEngine } from "../src/wiring.js";

// The engine in-process with the real groups-config (real PostgreSQL) and a real Redis, called
// through Connect. Each scenario uses its own text, so their signatures never meet.
const ACC = "acc_campaign_test";
const GROUPS = Array.from({ length: 8 }, (_, i) => -1002000000100 - i);
const logger = createLogger("test", "silent");
let db: TestDatabase;
let pool: Pool;
let groupsServer: RunningServer;
const ns = testRedisNamespace();
const clients: Redis[] = [];
const servers: RunningServer[] = [];

interface TestEngine {
  client: Client<typeof EngineService>;
  registry: Registry;
  redis: Redis;
}

async function redisClient(url: string): Promise<Redis> {
  // The client options of main.ts.
  const r = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, enableAutoPipelining: true, lazyConnect: true, connectTimeout: 500 });
  r.on("error", () => undefined);
  clients.push(r);
  await r.connect().catch(() => undefined);
  return r;
}

async function startEngine(opts: { redisUrl?: string; prefix?: string; windowMs?: number; timeoutMs?: number } = {}): Promise<TestEngine> {
  const registry = createRegistry("engine", { defaultMetrics: false });
  const redis = await redisClient(opts.redisUrl ?? ns.url);
  const { handler } = createEngine({
    groups: serviceClient(GroupsConfigService, `http://127.0.0.1:${groupsServer.port}`),
    registry,
    logger,
    ai: "none",
    // The functional tests must not depend on this machine's load: a generous timeout, except where
    // the timeout itself is under test.
    campaign: {
      redis,
      keyPrefix: opts.prefix ?? ns.prefix,
      windowMs: opts.windowMs ?? 600_000,
      minGroups: 3,
      minSenders: 2,
      timeoutMs: opts.timeoutMs ?? 2_000,
    },
  });
  const server = await listen(handler, 0, "127.0.0.1");
  servers.push(server);
  return { client: serviceClient(EngineService, `http://127.0.0.1:${server.port}`), registry, redis };
}

const post = (e: TestEngine, text: string, group: number, userId?: number) =>
  e.client.check({
    text,
    groupId: BigInt(group),
    sender: userId === undefined ? undefined : { userId: BigInt(userId), priorMessages: 10 },
    source: Source.BOT,
  });

const hasCampaign = (r: CheckResponse) => r.signals.some((s) => s.name === CAMPAIGN_SIGNAL);

/** The Redis keys of a text's signatures in the test namespace. */
const redisKeysOf = (text: string) =>
  new CampaignWatch({ redis: engine.redis, keyPrefix: ns.prefix, windowMs: 600_000, minGroups: 3, minSenders: 2, timeoutMs: 50 }).redisKeys(
    new CampaignSignature().keys(text)!,
  );

async function lookups(e: TestEngine): Promise<Record<string, number>> {
  const m = await e.registry.getSingleMetric("warden_engine_campaign_lookups_total")!.get();
  return Object.fromEntries(m.values.map((v) => [String(v.labels.outcome), v.value]));
}

/** A TCP proxy to the real Redis that can stall: its answers are held back (not lost) until it resumes. */
async function startRedisProxy() {
  const target = new URL(testRedisUrl());
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const held: { down: net.Socket; data: Buffer }[] = [];
  const server = net.createServer((down) => {
    const up = net.connect(Number(target.port || 6379), target.hostname);
    sockets.add(down).add(up);
    down.on("data", (d) => up.write(d));
    up.on("data", (d: Buffer) => {
      if (stalled) held.push({ down, data: d });
      else down.write(d);
    });
    const close = () => {
      down.destroy();
      up.destroy();
    };
    down.on("error", close).on("close", close);
    up.on("error", close).on("close", close);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    stall(on: boolean) {
      stalled = on;
      if (!on) for (const h of held.splice(0)) h.down.write(h.data);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

let engine: TestEngine;

beforeAll(async () => {
  db = await createTestDatabase("engine_campaign");
  await migrateGroupsConfig(db.url);
  pool = createPool({ connectionString: db.url, schema: "groups_config" });
  groupsServer = await listen(createGroupsServer({ pool, registry: createRegistry("gc", { defaultMetrics: false }), logger }).handler, 0, "127.0.0.1");
  const store = new GroupStore(pool);
  for (const [i, id] of GROUPS.entries()) await store.upsertGroup({ id, title: `campaign ${i}`, plan: "pro", adminAccountIds: [ACC] });
  engine = await startEngine();
});

afterAll(async () => {
  for (const s of servers) await s.close(100);
  for (const c of clients) c.disconnect();
  await groupsServer?.close(100);
  await pool?.end();
  await db?.drop();
  await ns.cleanup();
});

describe("the campaign signal", () => {
  it("3 groups x 2 senders post near-duplicates: the 4th group's check carries `campaign`, on top of its own score", async () => {
    const [g1, g2, g3, g4, g5] = GROUPS as [number, number, number, number, number];
    const fourth = "E a r n $900 a day from home with our new crypto scheme, no experience needed. Write to @cash_daily now!";
    const base = await engine.client.check({ text: fourth });
    const r1 = await post(engine, "Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot now!", g1, 101);
    const r2 = await post(engine, "Еаrn $700 a day frоm home with our new crypto scheme, no experience needed. Write to @money_easy_2 now!", g2, 102);
    const r3 = await post(engine, "Earn $500 a day from home with our new crypto  scheme, no experience needed at all. Write to @easy_money_bot now!", g3, 101);
    expect([r1, r2, r3].map(hasCampaign)).toEqual([false, false, false]);

    const r4 = await post(engine, fourth, g4, 103);
    const campaign = r4.signals.find((s) => s.name === CAMPAIGN_SIGNAL);
    expect(campaign).toMatchObject({ name: CAMPAIGN_SIGNAL, weight: CAMPAIGN_WEIGHT, category: CAMPAIGN_CATEGORY });
    expect(r4.matchedRules).toContain(CAMPAIGN_SIGNAL);
    expect(r4.categories).toContain(CAMPAIGN_CATEGORY);
    expect(r4.score).toBe(
      Math.min(
        100,
        Math.max(
          0,
          r4.signals.reduce((s, x) => s + x.weight, 0),
        ),
      ),
    );
    // The same text without a group (the same default settings, no campaign): the campaign adds its weight, nothing else changes.
    expect(r4.signals.filter((s) => s.name !== CAMPAIGN_SIGNAL)).toEqual(base.signals);
    expect(r4.score).toBe(Math.min(100, Math.max(0, base.signals.reduce((s, x) => s + x.weight, 0) + CAMPAIGN_WEIGHT)));

    // Every group that sees it next, a group that already saw it included; and an API check of
    // that group without a sender (looks, records nothing).
    expect(
      hasCampaign(await post(engine, "Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot now!", g5, 104)),
    ).toBe(true);
    expect(
      hasCampaign(await post(engine, "Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot now!", g1, 105)),
    ).toBe(true);
    expect(
      hasCampaign(
        await engine.client.check({
          text: "Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot now!",
          groupId: BigInt(g4),
        }),
      ),
    ).toBe(true);
    const batch = await engine.client.checkBatch({
      texts: [
        "Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot now!",
        "see you all at the meetup on Friday then",
      ],
      groupId: BigInt(g4),
    });
    expect(batch.results.map(hasCampaign)).toEqual([true, false]);
    // Without a group there is no campaign: the signal is about groups.
    expect(
      hasCampaign(
        await engine.client.check({ text: "Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot now!" }),
      ),
    ).toBe(false);
    expect((await lookups(engine)).hit).toBeGreaterThanOrEqual(5);
  });

  it("texts that only share a common phrase make no campaign: 3 groups x 2 senders, then an unrelated text with it in a 4th", async () => {
    // Ubuntu IRC lines (ham of ../shared/data/spam/irc_ubuntu_en.jsonl) with "if you want" in 3 groups by 2 senders: before,
    // they shared one band key with any short text that has the phrase, and the 4th group's unrelated text got +45.
    const [g1, g2, g3, g4] = GROUPS.slice(4) as [number, number, number, number];
    const lines: [string, number, number][] = [
      ["then you'd need special software if you wanted to use X forwarding over ssh", g1, 1401],
      ["<hint> install nvidia-glx if you want nvidia to work", g2, 1402],
      ["if you want fat32 (large disk), mkfs.vfat -F 32 /dev/yourdisk", g3, 1401],
    ];
    for (const [text, g, user] of lines) expect(hasCampaign(await post(engine, text, g, user))).toBe(false);
    const ride = "If you want a ride to the airport tomorrow morning just tell me and we can share a taxi";
    expect(hasCampaign(await post(engine, ride, g4, 1403))).toBe(false);
    expect(hasCampaign(await engine.client.check({ text: ride, groupId: BigInt(GROUPS[0]!) }))).toBe(false);
    // A real wave in the same groups by the same senders, its posts near-duplicates (a word added, homoglyphs, another
    // number and handle), is still one for the next group, whose copy has a greeting in front.
    const wave: [string, number, number][] = [
      ["Want a ride to the airport? Our drivers take you anywhere for 5 dollars, write to @cheap_rides_bot now", g1, 1401],
      ["Want a ride to the airport? Our drivers take you anywhere for just 5 dollars, write to @cheap_rides_bot now", g2, 1402],
      ["Wаnt а ride tо the аirpоrt? Our drivers take you anywhere for 7 dollars, write to @rides_cheap_2 now", g3, 1401],
    ];
    for (const [text, g, user] of wave) expect(hasCampaign(await post(engine, text, g, user))).toBe(false);
    expect(
      hasCampaign(await post(engine, "Hello! Want a ride to the airport? Our drivers take you anywhere for 9 dollars, write to @ride_now_77 now", g4, 1403)),
    ).toBe(true);
  });

  it("a campaign and the bot's duplicate_across_members are one fact counted once (the campaign); duplicate_with_link still counts", async () => {
    const text = "Fresh sneakers at half price every day this week, order now through @sneaker_outlet_shop";
    for (const [i, g] of GROUPS.slice(0, 3).entries()) await post(engine, text, g, 301 + i);
    const behaviour = [
      { name: "duplicate_across_members", weight: BEHAVIOUR_SIGNALS.duplicate_across_members },
      { name: "duplicate_with_link", weight: BEHAVIOUR_SIGNALS.duplicate_with_link },
    ];
    const r = await engine.client.check({
      text,
      groupId: BigInt(GROUPS[3]!),
      sender: { userId: 399n, priorMessages: 10 },
      source: Source.BOT,
      behaviour,
    });
    expect(r.matchedRules).toEqual(expect.arrayContaining([CAMPAIGN_SIGNAL, "duplicate_with_link"]));
    expect(r.matchedRules).not.toContain("duplicate_across_members");
    // A text no other group posted (no campaign): the duplicate counts.
    const alone = await engine.client.check({
      text: "Our choir rehearses on Tuesday evenings in the old library, newcomers welcome",
      groupId: BigInt(GROUPS[4]!),
      sender: { userId: 398n, priorMessages: 10 },
      source: Source.BOT,
      behaviour,
    });
    expect(alone.matchedRules).toEqual(expect.arrayContaining(["duplicate_across_members", "duplicate_with_link"]));
  });

  it("3 groups but one sender: no campaign, whoever posts it next", async () => {
    const text = "Нужны 2 человека сегодня на разгрузку, оплата 5000 сразу на руки, пишите в лс @rabota_today";
    for (const g of GROUPS.slice(0, 3)) expect(hasCampaign(await post(engine, text, g, 201))).toBe(false);
    expect(hasCampaign(await post(engine, text, GROUPS[3]!, 201))).toBe(false);
    expect(hasCampaign(await post(engine, text.replace("5000", "6000"), GROUPS[4]!, 202))).toBe(false);
  });

  it("2 groups, 2 senders: no campaign; the third group makes it one for the next", async () => {
    const text = "Free crypto airdrop for the first 1000 users, connect your wallet at the link in my profile";
    expect(hasCampaign(await post(engine, text, GROUPS[0]!, 301))).toBe(false);
    expect(hasCampaign(await post(engine, text, GROUPS[1]!, 302))).toBe(false);
    expect(hasCampaign(await post(engine, text, GROUPS[2]!, 303))).toBe(false);
    expect(hasCampaign(await post(engine, text, GROUPS[3]!, 304))).toBe(true);
  });

  it("once 3 groups and 2 senders have posted it, the next post anywhere is a campaign, in those 3 groups too", async () => {
    const text = "Telegram Stars for free: the first hundred members get a gift, press the button in my bio";
    expect(hasCampaign(await post(engine, text, GROUPS[0]!, 901))).toBe(false);
    expect(hasCampaign(await post(engine, text, GROUPS[1]!, 902))).toBe(false);
    // Before it, 2 groups had posted it.
    expect(hasCampaign(await post(engine, text, GROUPS[2]!, 901))).toBe(false);
    // Now 3 groups and 2 senders have: "every group that sees it next", the 3 that made it included.
    expect(hasCampaign(await post(engine, text, GROUPS[2]!, 903))).toBe(true);
    expect(hasCampaign(await post(engine, text, GROUPS[0]!, 905))).toBe(true);
    expect(hasCampaign(await post(engine, text, GROUPS[1]!, 902))).toBe(true);
    expect(hasCampaign(await post(engine, text, GROUPS[3]!, 904))).toBe(true);
    // A look-only check in one of the 3 groups sees it too.
    expect(hasCampaign(await engine.client.check({ text, groupId: BigInt(GROUPS[1]!) }))).toBe(true);
  });

  it("one group's own chatter never makes a campaign, however many of its members post it: it takes 3 groups", async () => {
    const text = "Our building's water will be off on Thursday from 9 to 14, fill a few bottles in advance";
    for (let i = 0; i < 10; i++) expect(hasCampaign(await post(engine, text, GROUPS[5]!, 1100 + i))).toBe(false);
    expect(hasCampaign(await post(engine, text, GROUPS[6]!, 1110))).toBe(false);
    expect(hasCampaign(await post(engine, text, GROUPS[5]!, 1111))).toBe(false);
    expect(hasCampaign(await post(engine, text, GROUPS[7]!, 1112))).toBe(false);
    // GROUPS[5], [6] and [7] have posted it now.
    expect(hasCampaign(await post(engine, text, GROUPS[7]!, 1113))).toBe(true);
  });

  it("API checks only look: an API caller naming groups and made-up senders records nothing and makes no campaign", async () => {
    const text = "Limited offer: a verified exchange account with a 1000 USDT bonus, message the admin in my profile";
    const keys = redisKeysOf(text);
    // 5 groups the account administers, 2 made-up senders: what a script would send to forge a campaign.
    for (const [i, g] of GROUPS.slice(0, 5).entries()) {
      for (const source of [Source.API, Source.UNSPECIFIED]) {
        const r = await engine.client.check({ text, groupId: BigInt(g), sender: { userId: BigInt(1201 + (i % 2)), priorMessages: 10 }, source });
        expect(hasCampaign(r)).toBe(false);
      }
    }
    expect(await engine.redis.exists(...keys)).toBe(0);
    // The bot's next post of it, in another group, is no campaign either.
    expect(hasCampaign(await post(engine, text, GROUPS[5]!, 1203))).toBe(false);
    // What the bot saw, an API check sees (it looks): 3 groups, 2 senders through the bot.
    await post(engine, text, GROUPS[6]!, 1204);
    await post(engine, text, GROUPS[7]!, 1203);
    const looked = await engine.client.check({ text, groupId: BigInt(GROUPS[0]!), sender: { userId: 1201n, priorMessages: 10 }, source: Source.API });
    expect(hasCampaign(looked)).toBe(true);
  });

  it("one group posting it with many senders holds one group slot: it cannot push the other groups out", async () => {
    const text = "Crypto signals group: 10x every week, the first month is free, the invite link is in my profile";
    expect(hasCampaign(await post(engine, text, GROUPS[0]!, 1301))).toBe(false);
    expect(hasCampaign(await post(engine, text, GROUPS[1]!, 1302))).toBe(false);
    // One group floods it with 140 different senders (more than the 128 members a key used to hold in all), 20 at a time.
    for (let i = 0; i < 140; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => post(engine, text, GROUPS[2]!, 20_000 + i + j)));
    // GROUPS[0] and [1] still count: a 4th group sees 3 groups and many senders.
    expect(hasCampaign(await post(engine, text, GROUPS[3]!, 1303))).toBe(true);
    // Each key holds at most minGroups groups and minSenders senders (3 + 2), whatever the traffic.
    for (const k of redisKeysOf(text)) {
      const members = await engine.redis.zrange(k, 0, -1);
      expect(members.filter((m) => m.startsWith("g:"))).toHaveLength(3);
      expect(members.filter((m) => m.startsWith("s:"))).toHaveLength(2);
    }
  });

  it("short everyday replies are never recorded, however many groups post them", async () => {
    for (const [i, g] of GROUPS.entries()) expect(hasCampaign(await post(engine, "thanks, me too!", g, 400 + i))).toBe(false);
    expect((await lookups(engine)).trivial).toBeGreaterThanOrEqual(GROUPS.length);
  });

  it("admins are neither recorded nor flagged", async () => {
    const text = "Join our new channel with daily signals for crypto trading, the link is in the description";
    for (const [i, g] of GROUPS.slice(0, 4).entries()) {
      const r = await engine.client.check({ text, groupId: BigInt(g), sender: { userId: BigInt(500 + i), priorMessages: 10, isAdmin: true } });
      expect(hasCampaign(r)).toBe(false);
    }
    expect(hasCampaign(await post(engine, text, GROUPS[4]!, 510))).toBe(false);
  });

  it("Redis holds only hashes: no text, no id in any key or member", async () => {
    const r = new Redis(ns.url);
    try {
      const keys = await r.keys(`${ns.prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const k of keys) {
        expect(k).toMatch(new RegExp(`^${ns.prefix}campaign:[xb]:[0-9a-f]{16}$`));
        for (const m of await r.zrange(k, 0, -1)) expect(m).toMatch(/^[gs]:[0-9a-f]{16}$/);
      }
    } finally {
      r.disconnect();
    }
  });

  it("signatures expire: with a 2 s window the keys carry a TTL within it, and after it the signal is gone", async () => {
    const windowMs = 2_000;
    const prefix = `${ns.prefix}short:`;
    const short = await startEngine({ prefix, windowMs });
    const text = "Loans without a credit check in one hour, any amount, write to our manager in direct messages";
    const keys = new CampaignWatch({ redis: short.redis, keyPrefix: prefix, windowMs, minGroups: 3, minSenders: 2, timeoutMs: 50 }).redisKeys(
      new CampaignSignature().keys(text)!,
    );
    // Before the first sighting: the signal must last a whole window from it (Redis's TIME and Date.now() read the same
    // clock). Read after later posts, the bound would also count how long those posts took, which a loaded run stretches.
    const posted = Date.now();
    await post(short, text, GROUPS[0]!, 601);
    await post(short, text, GROUPS[1]!, 602);
    await post(short, text, GROUPS[2]!, 601);
    const ttls = await Promise.all(keys.map((k) => short.redis.pttl(k)));
    for (const ttl of ttls) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(windowMs);
    }
    expect(hasCampaign(await short.client.check({ text, groupId: BigInt(GROUPS[3]!) }))).toBe(true);

    // Read-only checks (no sender) record nothing, so polling does not keep it alive.
    await waitFor(async () => !hasCampaign(await short.client.check({ text, groupId: BigInt(GROUPS[3]!) })), {
      timeoutMs: 15_000,
      intervalMs: 100,
      message: "campaign signal gone after the window",
    });
    // within a few milliseconds: TIME is read in whole milliseconds by the sighting script
    expect(Date.now() - posted).toBeGreaterThanOrEqual(windowMs - 5);
    await waitFor(async () => (await short.redis.exists(...keys)) === 0, { timeoutMs: 5_000, intervalMs: 100, message: "signature keys expired" });
    expect(hasCampaign(await post(short, text, GROUPS[4]!, 603))).toBe(false);
  });
});

describe("Redis trouble costs only the signal", () => {
  it("Redis unreachable: checks answer at once, without the signal; after 5 errors in a row no lookup is tried", async () => {
    const down = await startEngine({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    const text = "Earn $500 a day from home with our new crypto scheme, no experience needed. Write to @easy_money_bot now!";
    for (const [i, g] of GROUPS.slice(0, 7).entries()) {
      const started = performance.now();
      const r = await post(down, text, g, 700 + i);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(r.verdict).not.toBe(Verdict.UNSPECIFIED);
      expect(hasCampaign(r)).toBe(false);
    }
    expect(await lookups(down)).toEqual({ error: 5, circuit_open: 2 });
  });

  it("Redis stalled: the lookup is dropped after the timeout, the check answers without the signal; when it answers again, so does the signal", async () => {
    const proxy = await startRedisProxy();
    try {
      const prefix = `${ns.prefix}stall:`;
      const slow = await startEngine({ redisUrl: proxy.url, prefix, timeoutMs: 300 });
      await waitFor(() => slow.redis.status === "ready", { timeoutMs: 5_000, message: "redis via proxy ready" });
      const text = "Casino bonus 300% on the first deposit, withdraw in five minutes, the link is in my profile";
      for (const [i, g] of GROUPS.slice(0, 3).entries()) await post(slow, text, g, 800 + i);
      // On a loaded machine one of those lookups may itself outlast the 300 ms (its answer arrives late and
      // the sighting is recorded all the same). So first see the signal through the proxy (a look-only
      // check records nothing), then count the stalled lookup's timeout from there.
      await waitFor(async () => hasCampaign(await slow.client.check({ text, groupId: BigInt(GROUPS[3]!) })), {
        timeoutMs: 10_000,
        intervalMs: 100,
        message: "signal seen through the proxy before the stall",
      });
      const timeoutsBefore = (await lookups(slow)).timeout ?? 0;
      proxy.stall(true);
      const started = performance.now();
      const r = await post(slow, text, GROUPS[3]!, 810);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(hasCampaign(r)).toBe(false);
      expect((await lookups(slow)).timeout).toBe(timeoutsBefore + 1);
      proxy.stall(false);
      // The late answers arrive in order; the connection is in step, and the next lookups answer.
      await waitFor(async () => hasCampaign(await post(slow, text, GROUPS[4]!, 811)), { timeoutMs: 10_000, intervalMs: 100, message: "signal back" });
    } finally {
      await proxy.close();
    }
  });
});
