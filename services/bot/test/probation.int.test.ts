import { ChatEventKind } from "@warden/proto";
import { createRegistry } from "@warden/telemetry";
import { testRedisNamespace, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROBATION_TTL_S } from "../src/member-ledger.js";
import type { BotApi } from "../src/telegram/client.js";
import { moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// New-member probation counters in a real Redis: they outlive the bot (a new Moderator on the same
// Redis is a restarted bot), are reset by spam, move with a supergroup migration, and a Redis
// failure leaves the member unknown (-1) instead of failing the message.
let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();
const GROUP: TgChat = { id: -1001000000300, type: "supergroup", title: "Probation" };
const OLD: TgChat = { id: -4000300, type: "group", title: "Small" };
const NEW: TgChat = { id: -1001000000301, type: "supergroup", title: "Small" };
const bob: TgUser = { id: 21, is_bot: false, first_name: "Bob" };
const carol: TgUser = { id: 22, is_bot: false, first_name: "Carol" };
const dave: TgUser = { id: 23, is_bot: false, first_name: "Dave" };
const alice: TgUser = { id: 24, is_bot: false, first_name: "Alice" };
const owner: TgUser = { id: 99, is_bot: false, first_name: "Owner" };

beforeAll(async () => {
  ({ tg, api } = await startTelegram({ chat: GROUP, owner }));
  tg.setAdmins(OLD.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  tg.setAdmins(NEW.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  redis?.disconnect();
  await ns.cleanup();
  await tg?.close();
});

/** A bot process: its own Moderator (nothing in memory) on the shared Redis and groups stub. */
function bot(groups = stubGroups({ [GROUP.id]: settings(), [OLD.id]: settings({ newMemberProbationMessages: 5 }) }), client: Redis = redis) {
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  const registry = createRegistry("bot", { defaultMetrics: false });
  return { groups, engine, registry, ...moderatorOn(tg, api, { engine, groups, redis: client, redisPrefix: ns.prefix, registry }) };
}

const priors = (engine: ReturnType<typeof stubEngine>) => engine.requests.map((r) => [Number(r.sender!.userId), r.sender!.priorMessages]);

async function metric(registry: ReturnType<typeof createRegistry>, name: string, labels: Record<string, string> = {}): Promise<number> {
  const m = (await registry.getMetricsAsJSON()).find((x) => x.name === name);
  const v = (m?.values ?? []).find((x) => Object.entries(labels).every(([k, l]) => x.labels[k] === l));
  return v?.value ?? 0;
}

describe("probation counters in Redis", () => {
  it("count a member seen joining from 0, in arrival order, and survive a restart of the bot; a member not seen joining is unknown", async () => {
    const first = bot();
    await first.handle(tg.memberUpdate(GROUP, bob, { status: "left" }, { status: "member" }));
    // handed over together, without awaiting one another: still counted in arrival order
    await Promise.all([0, 1].map((i) => first.handle(tg.message(GROUP, bob, `hello ${i}`))));
    await first.handle(tg.message(GROUP, carol, "I was here before the bot"));
    expect(priors(first.engine)).toEqual([
      [21, 0],
      [21, 1],
      [22, -1],
    ]);
    const key = `${ns.prefix}bot:probation:${GROUP.id}:${bob.id}`;
    expect(await redis.get(key)).toBe("2");
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(PROBATION_TTL_S - 60);
    expect(ttl).toBeLessThanOrEqual(PROBATION_TTL_S);
    expect(await redis.exists(`${ns.prefix}bot:probation:${GROUP.id}:${carol.id}`)).toBe(0);

    const restarted = bot(first.groups);
    await restarted.handle(tg.message(GROUP, bob, "after the restart"));
    await restarted.handle(tg.message(GROUP, carol, "still unknown"));
    expect(priors(restarted.engine)).toEqual([
      [21, 2],
      [22, -1],
    ]);
  });

  it("an edit re-checks without counting; an edit into spam, or a spam message, puts the member back to 0", async () => {
    const b = bot();
    await b.handle(tg.memberUpdate(GROUP, dave, { status: "left" }, { status: "member" }));
    const posted = [];
    for (let i = 0; i < 4; i++) posted.push(await b.handle(tg.message(GROUP, dave, `fine ${i}`)));
    await b.handle(tg.edited({ message: posted[3]!.message }, "fine, edited"));
    expect(priors(b.engine).slice(-2)).toEqual([
      [23, 3],
      [23, 3],
    ]);
    await b.handle(tg.edited({ message: posted[2]!.message }, "SPAM edited in"));
    expect(await metric(b.registry, "warden_bot_probation_resets_total")).toBe(1);
    await b.handle(tg.message(GROUP, dave, "next"));
    expect(priors(b.engine).at(-1)).toEqual([23, 0]);
    // a member first seen by a spam message is on probation from then on
    await b.handle(tg.message(GROUP, alice, "SPAM from an old-timer"));
    await b.handle(tg.message(GROUP, alice, "and then"));
    expect(priors(b.engine).slice(-2)).toEqual([
      [24, -1],
      [24, 0],
    ]);
  });

  it("a leave forgets the member: back later without a join seen, they are unknown", async () => {
    const b = bot();
    const eve: TgUser = { id: 25, is_bot: false, first_name: "Eve" };
    await b.handle(tg.memberUpdate(GROUP, eve, { status: "left" }, { status: "member" }));
    await b.handle(tg.memberUpdate(GROUP, eve, { status: "member" }, { status: "left" }));
    await b.handle(tg.message(GROUP, eve, "hi"));
    expect(priors(b.engine)).toEqual([[25, -1]]);
  });

  it("while Redis fails the member is unknown (-1), the message is still judged and acted on, and the failure is counted", async () => {
    const down = new Redis("redis://127.0.0.1:1", { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    down.on("error", () => undefined);
    const b = bot(undefined, down);
    await b.handle(tg.memberUpdate(GROUP, bob, { status: "left" }, { status: "member" }));
    const spam = await b.handle(tg.message(GROUP, bob, "SPAM while Redis is down"));
    expect(priors(b.engine)).toEqual([[21, -1]]);
    expect(b.sink.decisions.at(-1)).toMatchObject({ messageId: BigInt(spam.message!.message_id) });
    expect(tg.callsOf("deleteMessage", (p) => p.message_id === spam.message!.message_id)).toHaveLength(1);
    expect(await metric(b.registry, "warden_bot_probation_state_failures_total", { operation: "next" })).toBe(1);
    expect(await metric(b.registry, "warden_bot_probation_state_failures_total", { operation: "joined" })).toBe(1);
    expect(await metric(b.registry, "warden_bot_probation_state_failures_total", { operation: "reset" })).toBe(1);
    down.disconnect();
  });
});

describe("what counts toward probation", () => {
  /** A message without text of its own (a sticker, a dice, a service message): `fields` instead of the text. */
  const bare = (from: TgUser, fields: Record<string, unknown>) => {
    const u = tg.message(GROUP, from, "", fields);
    delete (u.message as { text?: string }).text;
    return u;
  };
  const sticker = (from: TgUser) => bare(from, { sticker: { file_id: "CAAC", file_unique_id: "AgAD", emoji: "👋" } });
  const LINK = "join https://t.me/+AbCdEfGh for free signals";

  it("3 stickers, or 3 dice, do not end a new member's probation: their link is judged as the first message", async () => {
    const b = bot();
    const stickers: TgUser = { id: 26, is_bot: false, first_name: "Stickers" };
    await b.handle(tg.memberUpdate(GROUP, stickers, { status: "left" }, { status: "member" }));
    for (let i = 0; i < 3; i++) await b.handle(sticker(stickers));
    await b.handle(tg.message(GROUP, stickers, LINK));
    expect(b.engine.requests.at(-1)!.sender!.priorMessages).toBe(0);

    const dice: TgUser = { id: 27, is_bot: false, first_name: "Dice" };
    await b.handle(tg.memberUpdate(GROUP, dice, { status: "left" }, { status: "member" }));
    for (let i = 0; i < 3; i++) await b.handle(bare(dice, { dice: { emoji: "🎲", value: 1 + i } }));
    await b.handle(tg.message(GROUP, dice, LINK));
    expect(b.engine.requests.at(-1)!.sender!.priorMessages).toBe(0);
    // Messages with content do count: text, and a photo (captioned or not).
    await b.handle(tg.captioned(GROUP, dice, "our view"));
    await b.handle(tg.message(GROUP, dice, "and a word"));
    expect(priors(b.engine).slice(-2)).toEqual([
      [27, 1],
      [27, 2],
    ]);
  });

  it("very short texts and bare commands do not end a new member's probation either: 'hi', 'ok', '/start' earn no trust", async () => {
    const b = bot();
    const chatty: TgUser = { id: 29, is_bot: false, first_name: "Chatty" };
    await b.handle(tg.memberUpdate(GROUP, chatty, { status: "left" }, { status: "member" }));
    const command = (text: string) => tg.message(GROUP, chatty, text, { entities: [{ type: "bot_command", offset: 0, length: text.length }] });
    for (const u of [tg.message(GROUP, chatty, "hi"), tg.message(GROUP, chatty, "ok!"), command("/start"), command("/help@somebot")]) await b.handle(u);
    await b.handle(tg.message(GROUP, chatty, "good morning"));
    // A word more than that counts.
    await b.handle(tg.message(GROUP, chatty, "how is everyone"));
    expect(priors(b.engine).slice(-2)).toEqual([
      [29, 0],
      [29, 1],
    ]);
  });

  it("service messages (topics created, a pin) count toward nothing: not probation, not the flood or 'wrote' windows", async () => {
    const b = bot();
    const topics: TgUser = { id: 28, is_bot: false, first_name: "Topics" };
    await b.handle(tg.memberUpdate(GROUP, topics, { status: "left" }, { status: "member" }));
    for (let i = 0; i < 3; i++) await b.handle(bare(topics, { forum_topic_created: { name: `topic ${i}`, icon_color: 7322096 } }));
    await b.handle(bare(topics, { pinned_message: { message_id: 1, chat: GROUP, date: 0, text: "pinned" } }));
    expect(await redis.exists(`${ns.prefix}bot:behaviour:flood:${GROUP.id}:${topics.id}`)).toBe(0);
    expect(await redis.exists(`${ns.prefix}bot:behaviour:wrote:${GROUP.id}:${topics.id}`)).toBe(0);
    expect(await redis.get(`${ns.prefix}bot:probation:${GROUP.id}:${topics.id}`)).toBe("0");
    // nor the group's analytics: no chat "message" event for them
    expect(b.sink.eventsOf(ChatEventKind.MESSAGE).filter((e) => Number(e.userId) === topics.id)).toEqual([]);
    await b.handle(tg.message(GROUP, topics, LINK));
    // A topic's name is judged (the member wrote it), on probation, and counts toward nothing all the same.
    expect(b.engine.requests.map((r) => [r.text, r.sender!.priorMessages])).toEqual([
      ["topic 0", 0],
      ["topic 1", 0],
      ["topic 2", 0],
      [LINK, 0],
    ]);
    expect(b.sink.eventsOf(ChatEventKind.MESSAGE).filter((e) => Number(e.userId) === topics.id)).toHaveLength(1);
  });
});

describe("supergroup migration", () => {
  it("moves the group in groups-config and its probation counts in Redis, once, and judges the new chat with the moved settings", async () => {
    const b = bot();
    await b.handle(tg.memberUpdate(OLD, bob, { status: "left" }, { status: "member" }));
    await b.handle(tg.message(OLD, bob, "first message"));
    const oldKey = `${ns.prefix}bot:probation:${OLD.id}:${bob.id}`;
    const ttlBefore = await redis.ttl(oldKey);
    await b.handle(tg.migratedTo(OLD, NEW, owner));
    await b.handle(tg.migratedFrom(NEW, OLD, owner));
    expect(b.groups.migrations.map((m) => [Number(m.fromGroupId), Number(m.toGroupId)])).toEqual([
      [OLD.id, NEW.id],
      [OLD.id, NEW.id],
    ]);
    expect(await metric(b.registry, "warden_bot_group_migrations_total", { outcome: "migrated" })).toBe(1);
    expect(await metric(b.registry, "warden_bot_group_migrations_total", { outcome: "already" })).toBe(1);
    // journal-analytics is told, once per service message, under one event id
    const moves = b.sink.eventsOf(ChatEventKind.MIGRATE);
    expect(moves.map((e) => [Number(e.groupId), Number(e.migratedToGroupId)])).toEqual([
      [OLD.id, NEW.id],
      [OLD.id, NEW.id],
    ]);
    expect(new Set(moves.map((e) => e.eventId)).size).toBe(1);
    expect(await redis.exists(oldKey)).toBe(0);
    const newKey = `${ns.prefix}bot:probation:${NEW.id}:${bob.id}`;
    expect(await redis.get(newKey)).toBe("1");
    expect(await redis.ttl(newKey)).toBeGreaterThanOrEqual(ttlBefore - 5);
    // the migration messages are not members' messages: nothing was checked for them
    expect(priors(b.engine)).toEqual([[21, 0]]);
    await b.handle(tg.message(NEW, bob, "two, in the supergroup"));
    expect(priors(b.engine).at(-1)).toEqual([21, 1]);
    expect(b.groups.settingsOf(NEW.id)?.newMemberProbationMessages).toBe(5);
    expect(b.groups.adminSyncs.map((s) => Number(s.groupId))).toContain(NEW.id);
  });

  it("an unknown old group: nothing to move in groups-config, the counts still move", async () => {
    const b = bot(stubGroups({}));
    const from: TgChat = { id: -4000301, type: "group", title: "Unknown" };
    const to: TgChat = { id: -1001000000302, type: "supergroup", title: "Unknown" };
    await redis.set(`${ns.prefix}bot:probation:${from.id}:${carol.id}`, 2, "EX", 100);
    await b.handle(tg.migratedTo(from, to, owner));
    expect(await metric(b.registry, "warden_bot_group_migrations_total", { outcome: "unknown" })).toBe(1);
    expect(b.sink.eventsOf(ChatEventKind.MIGRATE)).toEqual([]);
    expect(await redis.get(`${ns.prefix}bot:probation:${to.id}:${carol.id}`)).toBe("2");
  });
});
