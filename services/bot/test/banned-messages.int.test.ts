import { Action, ReportLabel, ReportSource } from "@warden/proto";
import { createRegistry } from "@warden/telemetry";
import { testRedisNamespace, waitFor, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANNED_MESSAGE_TTL_S } from "../src/admin-commands.js";
import type { BotApi } from "../src/telegram/client.js";
import { moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// The message the bot banned a user for lives in a real Redis: an administrator's unban is
// reported as ham by a restarted bot or another replica, exactly once; a Redis failure is
// counted and reports nothing, without failing moderation.
let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();
const GROUP: TgChat = { id: -1001000000400, type: "supergroup", title: "Banned" };
const owner: TgUser = { id: 97, is_bot: false, first_name: "Owner", username: "owner" };
const user = (id: number): TgUser => ({ id, is_bot: false, first_name: `User ${id}` });

beforeAll(async () => {
  ({ tg, api } = await startTelegram({ chat: GROUP, owner }));
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  redis?.disconnect();
  await ns.cleanup();
  await tg?.close();
});

/** A bot process: its own Moderator (nothing in memory) on the given Redis and groups stub. */
function bot(groups = stubGroups({ [GROUP.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN }) }), client: Redis = redis) {
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  const registry = createRegistry("bot", { defaultMetrics: false });
  return { groups, registry, ...moderatorOn(tg, api, { engine, groups, redis: client, redisPrefix: ns.prefix, registry }) };
}

const unban = (who: TgUser) => tg.memberUpdate(GROUP, who, { status: "kicked", until_date: 0 }, { status: "left" }, owner);

async function metric(registry: ReturnType<typeof createRegistry>, name: string, labels: Record<string, string>): Promise<number> {
  const m = (await registry.getMetricsAsJSON()).find((x) => x.name === name);
  const v = (m?.values ?? []).find((x) => Object.entries(labels).every(([k, l]) => x.labels[k] === l));
  return v?.value ?? 0;
}

describe("the message the bot banned a user for, in Redis", () => {
  it("is reported as ham when an administrator unbans the user after a restart of the bot, once", async () => {
    const spammer = user(41);
    const first = bot();
    const spam = await first.handle(tg.message(GROUP, spammer, "SPAM earn $500 a day, DM me"));
    expect(tg.callsOf("banChatMember", (p) => p.user_id === spammer.id)).toHaveLength(1);
    const key = `${ns.prefix}bot:adm:banned:${GROUP.id}:${spammer.id}`;
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(BANNED_MESSAGE_TTL_S - 60);
    expect(ttl).toBeLessThanOrEqual(BANNED_MESSAGE_TTL_S);

    // a new Moderator on the same Redis is the restarted bot: nothing of the first in memory
    const restarted = bot(first.groups);
    await restarted.handle(unban(spammer));
    expect(first.groups.reports).toEqual([
      {
        groupId: BigInt(GROUP.id),
        userId: BigInt(spammer.id),
        label: ReportLabel.HAM,
        text: "SPAM earn $500 a day, DM me",
        source: ReportSource.BOT,
        reporterTelegramUserId: BigInt(owner.id),
        sourceKey: `tg:${GROUP.id}:${spam.message!.message_id}:ham`,
      },
    ]);
    expect(await redis.exists(key)).toBe(0);
    // a second unban reports nothing
    await restarted.handle(unban(spammer));
    expect(first.groups.reports).toHaveLength(1);
  });

  it("an anonymous administrator's unban (Telegram names GroupAnonymousBot) is reported with no reporter", async () => {
    const spammer = user(45);
    const b = bot();
    const spam = await b.handle(tg.message(GROUP, spammer, "SPAM free crypto, DM me"));
    const anonymous: TgUser = { id: 1087968824, is_bot: true, first_name: "Group", username: "GroupAnonymousBot" };
    await b.handle(tg.memberUpdate(GROUP, spammer, { status: "kicked", until_date: 0 }, { status: "left" }, anonymous));
    await waitFor(() => b.groups.reports.length === 1, { message: "the report" });
    expect(b.groups.reports[0]).toEqual({
      groupId: BigInt(GROUP.id),
      userId: BigInt(spammer.id),
      label: ReportLabel.HAM,
      text: "SPAM free crypto, DM me",
      source: ReportSource.BOT,
      reporterTelegramUserId: undefined,
      sourceKey: `tg:${GROUP.id}:${spam.message!.message_id}:ham`,
    });
  });

  it("is taken by one replica only when two handle the same unban", async () => {
    const spammer = user(42);
    const groups = stubGroups({ [GROUP.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN }) });
    const a = bot(groups);
    const other = new Redis(ns.url, { maxRetriesPerRequest: 1 });
    const b = bot(groups, other);
    await a.handle(tg.message(GROUP, spammer, "SPAM join my channel for free signals"));
    // the ban's write was sent on a's connection; it is there before b's connection reads
    await waitFor(async () => (await redis.exists(`${ns.prefix}bot:adm:banned:${GROUP.id}:${spammer.id}`)) === 1, {
      message: "the banned message stored",
    });
    // the same update handed to both (a redelivery reaching the other replica): the stub stores every report it gets
    const [update] = tg.addUpdates(unban(spammer));
    await Promise.all([a.moderator.handle(update as never), b.moderator.handle(update as never)]);
    expect(groups.reports.map((r) => [r.label, r.text])).toEqual([[ReportLabel.HAM, "SPAM join my channel for free signals"]]);
    other.disconnect();
  });

  it("a later ban of the same user replaces the message an unban reports", async () => {
    const spammer = user(43);
    const b = bot();
    await b.handle(tg.message(GROUP, spammer, "SPAM first"));
    await b.handle(tg.message(GROUP, spammer, "SPAM second"));
    await b.handle(unban(spammer));
    expect(b.groups.reports.map((r) => r.text)).toEqual(["SPAM second"]);
  });

  it("while Redis fails, the ban is still made, the unban reports nothing, and both failures are counted", async () => {
    const down = new Redis("redis://127.0.0.1:1", { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    down.on("error", () => undefined);
    const spammer = user(44);
    const b = bot(undefined, down);
    await b.handle(tg.message(GROUP, spammer, "SPAM while Redis is down"));
    expect(tg.callsOf("banChatMember", (p) => p.user_id === spammer.id)).toHaveLength(1);
    await waitFor(async () => (await metric(b.registry, "warden_bot_admin_state_errors_total", { operation: "banned_remember" })) === 1, {
      message: "the failed remember counted",
    });
    await b.handle(unban(spammer));
    expect(b.groups.reports).toEqual([]);
    expect(await metric(b.registry, "warden_bot_admin_state_errors_total", { operation: "banned_take" })).toBe(1);
    down.disconnect();
  });
});
