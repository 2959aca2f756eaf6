import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { endpointDisabledText } from "@warden/contract";
import { NotificationSchema } from "@warden/proto";
import { createRegistry, counter, type Logger } from "@warden/telemetry";
import { freePort, testRedisNamespace, waitFor, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotificationSender } from "../src/notifications.js";
import { ActionQueue } from "../src/telegram/action-queue.js";
import { type BotApi, TelegramNetworkError } from "../src/telegram/client.js";
import { USER_LANGUAGE_TTL_S, UserLanguages } from "../src/user-languages.js";
import { callsSince, logger, moderatorOn, startTelegram, stubEngine, stubGroups } from "./support.js";

// An account owner's private notices (a webhook endpoint disabled: from the webhook dispatcher, through Kafka, with no
// Telegram update to read a language from) are written in the language of the owner's app, as the bot last saw it
// when they started it or added it to a group; kept in Redis (real here), shared by replicas. Unknown: English.
let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();

beforeAll(async () => {
  ({ tg, api } = await startTelegram());
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  await redis.connect();
});
afterAll(async () => {
  redis?.disconnect();
  await ns.cleanup();
  await tg?.close();
});

const since = new Date("2026-12-01T10:00:00.000Z");
const disabled = (userId: number, eventId: string) =>
  create(NotificationSchema, {
    eventId,
    telegramUserId: BigInt(userId),
    text: endpointDisabledText("en", { endpointId: "wh_abc", url: "https://hooks.example.com/w", failingSince: since }),
    endpointDisabled: { endpointId: "wh_abc", url: "https://hooks.example.com/w", failingSince: timestampFromDate(since) },
  });
const notice = { endpointId: "wh_abc", url: "https://hooks.example.com/w", failingSince: since };

describe("an owner's private notices", () => {
  it("are in the language of the app the owner started the bot from, or added it to a group from; English when unknown", async () => {
    const languages = new UserLanguages({ redis, prefix: ns.prefix, logger });
    const { handle } = moderatorOn(tg, api, { engine: stubEngine({ settingsOf: () => undefined }), groups: stubGroups(), userLanguages: languages });
    const starter: TgUser = { id: 7_100_001, is_bot: false, first_name: "Ольга", language_code: "ru" };
    const adder: TgUser = { id: 7_100_002, is_bot: false, first_name: "Азамат", language_code: "kk" };
    const english: TgUser = { id: 7_100_003, is_bot: false, first_name: "Ann", language_code: "en-GB" };
    const stranger = 7_100_004;
    await handle(tg.message({ id: starter.id, type: "private" }, starter, "/start"));
    await handle(tg.message({ id: english.id, type: "private" }, english, "/start"));
    const group: TgChat = { id: -1001000009800, type: "supergroup", title: "Kz" };
    tg.setAdmins(group.id, [{ user: adder, status: "creator" }, { user: tg.bot }]);
    await handle(tg.botMembership(group, adder, "administrator"));

    // Another replica (its own UserLanguages, the same Redis) sends the notices.
    const send = createNotificationSender(new ActionQueue({ api, logger }), logger, new UserLanguages({ redis, prefix: ns.prefix, logger }));
    const sent = callsSince(tg);
    for (const [i, id] of [starter.id, adder.id, english.id, stranger].entries()) await send(disabled(id, `evt_lang_${i}`));
    expect(sent("sendMessage").map((c) => [c.params.chat_id, c.params.text])).toEqual([
      [starter.id, endpointDisabledText("ru", notice)],
      [adder.id, endpointDisabledText("ru", notice)],
      [english.id, endpointDisabledText("en", notice)],
      [stranger, endpointDisabledText("en", notice)],
    ]);
    expect(endpointDisabledText("ru", notice)).toContain("Warden отключил ваш вебхук wh_abc (https://hooks.example.com/w)");
    // Kept for months (the notice comes long after the start), not forever.
    const ttl = await redis.ttl(`${ns.prefix}bot:lang:${starter.id}`);
    expect(ttl).toBeGreaterThan(USER_LANGUAGE_TTL_S - 60);
    expect(ttl).toBeLessThanOrEqual(USER_LANGUAGE_TTL_S);
    // The default language is not kept: anyone messaging the bot in English leaves no key behind.
    expect(await redis.exists(`${ns.prefix}bot:lang:${english.id}`)).toBe(0);
    // A Russian user whose app is English again is written to in English (their key goes).
    await handle(tg.message({ id: starter.id, type: "private" }, { ...starter, language_code: "en" }, "/help"));
    await waitFor(async () => (await redis.exists(`${ns.prefix}bot:lang:${starter.id}`)) === 0, { timeoutMs: 5_000, message: "the key gone" });
  });

  it("a notice the bot does not know the shape of is sent as its text", async () => {
    const send = createNotificationSender(new ActionQueue({ api, logger }), logger, new UserLanguages({ redis, prefix: ns.prefix, logger }));
    const sent = callsSince(tg);
    await send(create(NotificationSchema, { eventId: "evt_plain", telegramUserId: 7_100_001n, text: "Plain text from an older dispatcher." }));
    expect(sent("sendMessage").map((c) => c.params.text)).toEqual(["Plain text from an older dispatcher."]);
  });

  it("a notice the outbox gave up on (Telegram not answering) is not taken as sent: the consumer gets it back, and a redelivery sends it", async () => {
    let answering = false;
    const calls: string[] = [];
    const flaky = {
      call: async (method: string, params: unknown) => {
        calls.push(method);
        if (!answering) throw new TelegramNetworkError(method, "no answer within 15000 ms");
        return api.call(method as "sendMessage", params as never);
      },
    };
    const send = createNotificationSender(new ActionQueue({ api: flaky, logger, backoffMs: { initial: 1, max: 2 } }), logger);
    const n = create(NotificationSchema, { eventId: "evt_given_up", telegramUserId: 7_100_001n, text: "Your webhook endpoint wh_1 was disabled." });
    await expect(send(n)).rejects.toThrow(/owner notification not sent/);
    answering = true;
    const sent = callsSince(tg);
    await send(n);
    expect(sent("sendMessage").map((c) => c.params.text)).toEqual(["Your webhook endpoint wh_1 was disabled."]);
    // A notice Telegram refuses for good (the owner blocked the bot) is logged, not retried.
    tg.failNext("sendMessage", 1, { error_code: 403, description: "Forbidden: bot was blocked by the user" });
    await send(create(NotificationSchema, { eventId: "evt_blocked", telegramUserId: 7_100_001n, text: "Another notice." }));
  });

  it("while Redis is down the notice is still sent, in English, and the failure counted", async () => {
    const down = new Redis(`redis://127.0.0.1:${await freePort()}`, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    down.on("error", () => undefined);
    const registry = createRegistry("bot-test");
    const failures = counter(registry, "warden_bot_user_language_errors_total", "test", ["operation"]);
    const warnings: string[] = [];
    const log = { ...logger, warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))), child: () => log } as unknown as Logger;
    const languages = new UserLanguages({ redis: down, prefix: ns.prefix, logger: log, failures });
    const send = createNotificationSender(new ActionQueue({ api, logger }), logger, languages);
    const sent = callsSince(tg);
    await send(disabled(7_100_001, "evt_down_1"));
    await send(disabled(7_100_001, "evt_down_2"));
    expect(sent("sendMessage").map((c) => c.params.text)).toEqual([endpointDisabledText("en", notice), endpointDisabledText("en", notice)]);
    expect((await registry.getSingleMetric("warden_bot_user_language_errors_total")!.get()).values).toEqual([
      expect.objectContaining({ labels: { operation: "language_read" }, value: 2 }),
    ]);
    // Logged once, not once a notice.
    expect(warnings).toEqual(["user language state unavailable; private notices in English"]);
    down.disconnect();
  });
});
