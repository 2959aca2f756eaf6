import { Action } from "@warden/proto";
import { testRedisNamespace, waitFor, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULES_NAMED } from "../src/moderation/texts.js";
import type { BotApi } from "../src/telegram/client.js";
import { MESSAGE_TEXT_MAX } from "../src/telegram/types.js";
import { callsSince, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// What the admins' notice of an action says, and where it may say it: it reaches them whatever the message matched,
// and never posts the spam back into the group.
let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();
const owner: TgUser = { id: 99, is_bot: false, first_name: "Owner", username: "owner" };
const ADMIN_CHAT = -1001000009198;
let nextGroup = -1001000009120;

beforeAll(async () => {
  ({ tg, api } = await startTelegram());
  tg.setAdmins(ADMIN_CHAT, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
});

afterAll(async () => {
  redis?.disconnect();
  await ns.cleanup();
  await tg?.close();
});

/** A group of its own (delete on spam); its notices to ADMIN_CHAT, or to itself (`self`); `rules`: what every spam verdict names. */
function group(opts: { self?: boolean; rules?: string[]; language?: string } = {}) {
  const chat: TgChat = { id: nextGroup--, type: "supergroup", title: "Notices" };
  tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  const adminChatId = BigInt(opts.self ? chat.id : ADMIN_CHAT);
  const groups = stubGroups({ [chat.id]: settings({ actionOnSpam: Action.DELETE, adminChatId, language: opts.language ?? "en" }) });
  const base = stubEngine({ settingsOf: groups.settingsOf });
  const check = async (init: Parameters<typeof base.check>[0]) => {
    const res = await base.check(init);
    if (opts.rules && res.matchedRules.length > 0) res.matchedRules = opts.rules;
    return res;
  };
  return { chat, ...moderatorOn(tg, api, { engine: { ...base, check }, groups, redis, redisPrefix: ns.prefix }) };
}

const spammer = (id: number): TgUser => ({ id, is_bot: false, first_name: `S${id}` });

/** The notices about `who` sent to `chat` since `calls` began (at least one). */
async function noticesAbout(calls: ReturnType<typeof callsSince>, chat: number, who: TgUser): Promise<[string, ...string[]]> {
  const about = () => calls("sendMessage").filter((c) => c.params.chat_id === chat && String(c.params.text).includes(who.first_name));
  await waitFor(async () => about().length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "a notice" });
  return about().map((c) => String(c.params.text)) as [string, ...string[]];
}

const SPAM = "SPAM earn 500$ a day, write to t.me/scam_recruiter";

describe("where the notice goes", () => {
  it("a group that is its own admin chat hears of the spam without it: the notice does not quote it (its link) back into the group", async () => {
    const { chat, handle } = group({ self: true });
    const who = spammer(5105);
    const calls = callsSince(tg);
    await handle(tg.message(chat, who, SPAM));
    const [notice] = await noticesAbout(calls, chat.id, who);
    expect(notice).toMatch(/^Warden deleted a spam message from S5105 \(earnings_promise, dm_invite\)\.$/);
    expect(calls("sendMessage").some((c) => String(c.params.text).includes("t.me/scam_recruiter"))).toBe(false);
  });

  it("an admin chat of its own gets the quote, for the admins to judge it", async () => {
    const { chat, handle } = group();
    const who = spammer(5106);
    const calls = callsSince(tg);
    await handle(tg.message(chat, who, SPAM));
    const [notice] = await noticesAbout(calls, ADMIN_CHAT, who);
    expect(notice).toContain(`«${SPAM}»`);
  });
});

describe("a notice of a message that matched many rules", () => {
  const rules = Array.from({ length: 100 }, (_, i) => `custom_keyword_rule_number_${String(i).padStart(3, "0")}_crypto_giveaway_x`);

  it(`reaches the admin chat (under Telegram's ${MESSAGE_TEXT_MAX} characters): the first ${RULES_NAMED} rules named, the rest counted`, async () => {
    const { chat, handle } = group({ rules });
    const who = spammer(5104);
    const calls = callsSince(tg);
    await handle(tg.message(chat, who, `SPAM matching many rules ${"x".repeat(3_000)}`));
    const [notice] = await noticesAbout(calls, ADMIN_CHAT, who);
    expect(notice.length).toBeLessThanOrEqual(MESSAGE_TEXT_MAX);
    expect(notice).toContain(`(${rules.slice(0, RULES_NAMED).join(", ")} … and ${rules.length - RULES_NAMED} more)`);
    expect(notice).not.toContain(rules[RULES_NAMED]);
    expect(tg.botMessagesIn(ADMIN_CHAT).some((m) => m.text === notice && m.reply_markup)).toBe(true);
  });

  it("in Russian too", async () => {
    const { chat, handle } = group({ rules, language: "ru" });
    const who = spammer(5107);
    const calls = callsSince(tg);
    await handle(tg.message(chat, who, "SPAM matching many rules"));
    const [notice] = await noticesAbout(calls, ADMIN_CHAT, who);
    expect(notice).toContain(`${rules[RULES_NAMED - 1]} … и ещё ${rules.length - RULES_NAMED})`);
  });
});
