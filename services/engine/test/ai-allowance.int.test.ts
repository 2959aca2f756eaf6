import type { Client } from "@connectrpc/connect";
import { PLAN_QUOTAS } from "@warden/contract";
import { createPool, type Pool } from "@warden/db";
import { createServer as createGroupsServer, GroupStore, migrateGroupsConfig } from "@warden/groups-config";
import { AiMode, EngineService, GroupsConfigService, Source, Verdict } from "@warden/proto";
import { listen, serviceClient, type RunningServer } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { createTestDatabase, startFakeOpenAi, testRedisNamespace, type TestDatabase } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisAiAllowance } from "../src/ai/allowance.js";
import { OpenAiProvider } from "../src/ai/openai.js";
import { createEngine } from "../src/wiring.js";

// The bot's AI asks of an ai_enabled group against the group's daily AI allowance: the engine with
// the real groups-config (real PostgreSQL), the allowance in the real Redis, a fake AI provider.
let db: TestDatabase;
let pool: Pool;
let groupsServer: RunningServer;
let engineServer: RunningServer;
let engine: Client<typeof EngineService>;
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
let redis: Redis;
let allowance: RedisAiAllowance;
const ns = testRedisNamespace();
// One fixed instant: the day's key cannot change under a test run across midnight.
const NOW = Date.parse("2026-12-04T12:00:00Z");
const PRO = -1001000000881;
const BUSINESS = -1001000000882;
const ACC = "acc_ai_allowance";

// "zorblax" weighs 50 (a custom rule): between the thresholds 40 and 70, so `suspicious`, and the
// fake provider's opinion (`suspicious`, weight 0) leaves it there, asked or not.
// A text the engine has not had an opinion of (GuardedAi keeps the provider's opinions of a group's texts) is asked about.
const botCheck = (groupId: number, text = "zorblax meetup tomorrow") =>
  engine.check({ text, groupId: BigInt(groupId), source: Source.BOT, sender: { userId: 7n, priorMessages: 10 } });
const usedToday = async (groupId: number) => Number((await redis.get(allowance.key(BigInt(groupId), NOW))) ?? "0");

beforeAll(async () => {
  db = await createTestDatabase("engine_ai_allowance");
  await migrateGroupsConfig(db.url);
  pool = createPool({ connectionString: db.url, schema: "groups_config" });
  const store = new GroupStore(pool);
  const logger = createLogger("test", "silent");
  groupsServer = await listen(createGroupsServer({ pool, registry: createRegistry("gc", { defaultMetrics: false }), logger }).handler, 0, "127.0.0.1");
  ai = await startFakeOpenAi({ judge: () => ({ verdict: "suspicious", confidence: 0.5 }) });
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
  allowance = new RedisAiAllowance(redis, { keyPrefix: ns.prefix, timeoutMs: 1_000, now: () => NOW });
  const { handler } = createEngine({
    groups: serviceClient(GroupsConfigService, `http://127.0.0.1:${groupsServer.port}`),
    ai: new OpenAiProvider({ baseUrl: `${ai.url}/v1`, model: "gpt-test", apiKey: "sk-test" }),
    aiTimeoutMs: 1_000,
    aiAllowance: allowance,
    registry: createRegistry("engine", { defaultMetrics: false }),
    logger,
  });
  engineServer = await listen(handler, 0, "127.0.0.1");
  engine = serviceClient(EngineService, `http://127.0.0.1:${engineServer.port}`);
  for (const [id, plan] of [
    [PRO, "pro"],
    [BUSINESS, "business"],
  ] as const) {
    await store.upsertGroup({ id, title: `ai allowance ${plan}`, plan, adminAccountIds: [ACC] });
    await store.updateSettings(ACC, id, (s) => ({ ...s, ai_enabled: true, suspicious_threshold: 40, spam_threshold: 70 }));
    await store.createRule(ACC, id, { name: "zorblax", kind: "keyword", pattern: "zorblax", weight: 50, enabled: true }, 200);
  }
});

afterAll(async () => {
  await engineServer?.close(100);
  await groupsServer?.close(100);
  await ai?.close();
  redis?.disconnect();
  await ns.cleanup();
  await pool?.end();
  await db?.drop();
});

describe("the bot's AI asks and the group's daily AI allowance", () => {
  it("a Pro group's bot asks the AI until the plan's ai_daily is drawn, then the message keeps the other signals' verdict", async () => {
    await redis.set(allowance.key(BigInt(PRO), NOW), PLAN_QUOTAS.pro.aiDaily - 1);
    const before = ai.requests.length;
    const last = await botCheck(PRO);
    expect(last.verdict).toBe(Verdict.SUSPICIOUS);
    expect(ai.requests.length).toBe(before + 1);
    expect(await usedToday(PRO)).toBe(PLAN_QUOTAS.pro.aiDaily);

    const spent = await botCheck(PRO);
    expect(spent.verdict).toBe(Verdict.SUSPICIOUS);
    expect(spent.score).toBe(last.score);
    expect(ai.requests.length).toBe(before + 1);
    expect(await usedToday(PRO)).toBe(PLAN_QUOTAS.pro.aiDaily);
  });

  it("a Business group draws on the Business allowance (the plan comes with the group's settings)", async () => {
    await redis.set(allowance.key(BigInt(BUSINESS), NOW), PLAN_QUOTAS.pro.aiDaily);
    const before = ai.requests.length;
    await botCheck(BUSINESS);
    expect(ai.requests.length).toBe(before + 1);
    expect(await usedToday(BUSINESS)).toBe(PLAN_QUOTAS.pro.aiDaily + 1);
  });

  it("an API check with include_ai draws nothing here (the gateway counts the account's allowance)", async () => {
    const before = await usedToday(BUSINESS);
    await engine.check({ text: "zorblax meetup tomorrow", groupId: BigInt(BUSINESS), ai: AiMode.ON });
    expect(await usedToday(BUSINESS)).toBe(before);
  });

  it("a Redis that cannot be reached grants nothing", async () => {
    const down = new Redis("redis://127.0.0.1:1", { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    try {
      expect(await new RedisAiAllowance(down, { keyPrefix: ns.prefix, timeoutMs: 1_000 }).draw(1n, 10)).toEqual({ outcome: "unavailable" });
    } finally {
      down.disconnect();
    }
  });

  // Last: it leaves this engine's circuit to the provider open.
  it("a failed call counts (the provider was asked); one skipped by the open circuit is given back", async () => {
    await redis.set(allowance.key(BigInt(BUSINESS), NOW), 0);
    ai.mode = "error";
    try {
      // The circuit opens after 5 failures in a row (GuardedAi's default).
      for (let i = 0; i < 5; i++) await botCheck(BUSINESS, `zorblax meetup at ${i}`);
      expect(await usedToday(BUSINESS)).toBe(5);
      const asked = ai.requests.length;
      const skipped = await botCheck(BUSINESS, "zorblax meetup at 5");
      expect(skipped.verdict).toBe(Verdict.SUSPICIOUS);
      expect(ai.requests.length).toBe(asked);
      expect(await usedToday(BUSINESS)).toBe(5);
    } finally {
      ai.mode = "normal";
    }
  });
});
