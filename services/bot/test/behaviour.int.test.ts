import { BEHAVIOUR_SIGNALS } from "@warden/contract";
import { Action, ChatEventKind } from "@warden/proto";
import { createRegistry } from "@warden/telemetry";
import { deletedMessageIds, testRedisNamespace, waitFor, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { Redis } from "ioredis";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Behaviour } from "../src/moderation/behaviour/index.js";
import { BehaviourWindows, WINDOW_TIMEOUT_MS } from "../src/moderation/behaviour/windows.js";
import { moderationMetrics } from "../src/moderation/metrics.js";
import type { BotApi } from "../src/telegram/client.js";
import type { Message } from "../src/telegram/types.js";
import { callsSince, logger, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// The bot's behaviour signals against real Redis (the windows), the fake Bot API and a stand-in
// engine that scores behaviour weights against the group's thresholds as the real one does.
let tg: FakeTelegram;
let api: BotApi;
let redis: Redis;
const ns = testRedisNamespace();
let nextGroup = -1001000000300;
const owner: TgUser = { id: 99, is_bot: false, first_name: "Owner", username: "owner" };
const user = (id: number, name: string): TgUser => ({ id, is_bot: false, first_name: name, username: name.toLowerCase() });

beforeAll(async () => {
  ({ tg, api } = await startTelegram());
  redis = new Redis(ns.url, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await tg?.close();
  await ns.cleanup();
  redis?.disconnect();
});

/** A fresh group (its own windows) with the bot as administrator, and a Moderator on it. */
function setup(
  opts: { settings?: Parameters<typeof settings>[0]; redis?: Redis | null; registry?: ReturnType<typeof createRegistry>; whitelist?: Set<number> } = {},
) {
  const chat: TgChat = { id: nextGroup--, type: "supergroup", title: "Behaviour" };
  tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  const groups = stubGroups({ [chat.id]: settings(opts.settings ?? {}) });
  const engine = stubEngine({ settingsOf: groups.settingsOf, whitelist: opts.whitelist });
  const r = opts.redis === null ? undefined : (opts.redis ?? redis);
  const bot = moderatorOn(tg, api, { engine, groups, redis: r, redisPrefix: ns.prefix, registry: opts.registry });
  return { chat, engine, groups, ...bot };
}

const behaviourOf = (engine: ReturnType<typeof stubEngine>) => engine.requests.map((r) => r.behaviour.map((b) => b.name));

describe("flood", () => {
  it("the 6th message within 5 s mutes the member for mute_minutes and deletes all six; a 7th is deleted without a second mute", async () => {
    const { chat, engine, sink, handle } = setup({ settings: { muteMinutes: 30 } });
    const calls = callsSince(tg);
    const flooder = user(501, "Flooder");
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await handle(tg.message(chat, flooder, `message number ${i}`))).message!.message_id);
    expect(behaviourOf(engine)).toEqual([[], [], [], [], [], ["flood"]]);
    expect(engine.requests[5]!.behaviour[0]).toMatchObject({ name: "flood", weight: BEHAVIOUR_SIGNALS.flood });
    const mutes = calls("restrictChatMember");
    expect(mutes).toHaveLength(1);
    expect(mutes[0]!.params).toMatchObject({ chat_id: chat.id, user_id: 501 });
    expect(mutes[0]!.params.until_date).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60 - 5);
    expect(deletedMessageIds(calls()).sort()).toEqual([...ids].sort());
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.DELETE_AND_MUTE });
    expect(sink.eventsOf(ChatEventKind.MUTE)).toMatchObject([{ userId: 501n, reason: "spam: flood" }]);
    const seventh = (await handle(tg.message(chat, flooder, "still going"))).message!;
    expect(calls("restrictChatMember")).toHaveLength(1);
    expect(deletedMessageIds(calls()).at(-1)).toBe(seventh.message_id);
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.DELETE });
  });

  it("five messages, or six from different members, are no flood; flood_messages 0 turns it off", async () => {
    const { chat, engine, handle } = setup();
    for (let i = 0; i < 5; i++) await handle(tg.message(chat, user(502, "Chatty"), `line ${i}`));
    for (let i = 0; i < 6; i++) await handle(tg.message(chat, user(510 + i, `M${i}`), `hello ${i}`));
    expect(behaviourOf(engine).flat()).toEqual([]);
    const off = setup({ settings: { floodMessages: 0 } });
    for (let i = 0; i < 8; i++) await off.handle(tg.message(off.chat, user(503, "Fast"), `line ${i}`));
    expect(behaviourOf(off.engine).flat()).toEqual([]);
  });

  it("a flood of stickers is a flood (a sticker counts toward no probation, but it is a post)", async () => {
    const { chat, engine, handle } = setup();
    const calls = callsSince(tg);
    const flooder = user(505, "Stickers");
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const u = tg.message(chat, flooder, "", { sticker: { file_id: "CAAC", file_unique_id: `s${i}`, emoji: "🔥" } });
      delete (u.message as { text?: string }).text;
      ids.push((await handle(u)).message!.message_id);
    }
    expect(behaviourOf(engine)).toEqual([["flood"]]);
    expect(calls("restrictChatMember").map((c) => c.params.user_id)).toEqual([505]);
    expect(deletedMessageIds(calls()).sort()).toEqual([...ids].sort());
  });

  it("an administrator is never counted", async () => {
    const { chat, engine, handle } = setup();
    for (let i = 0; i < 8; i++) await handle(tg.message(chat, owner, `announcement part ${i}`));
    expect(behaviourOf(engine).flat()).toEqual([]);
  });

  it("the window lives in Redis: a second bot replica (or the bot after a restart) continues it", async () => {
    const first = setup();
    const flooder = user(504, "Restarter");
    for (let i = 0; i < 3; i++) await first.handle(tg.message(first.chat, flooder, `before restart ${i}`));
    // A new Moderator on the same group and Redis: nothing held in memory carries over.
    const groups = stubGroups({ [first.chat.id]: settings() });
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    const second = moderatorOn(tg, api, { engine, groups, redis, redisPrefix: ns.prefix });
    for (let i = 0; i < 3; i++) await second.handle(tg.message(first.chat, flooder, `after restart ${i}`));
    expect(behaviourOf(engine)).toEqual([[], [], ["flood"]]);
    const keys = await redis.keys(`${ns.prefix}bot:behaviour:flood:${first.chat.id}:504`);
    expect(keys).toHaveLength(1);
    expect(await redis.ttl(keys[0]!)).toBeGreaterThan(0);
  });
});

describe("duplicates", () => {
  const AD = "Hello friends, I offer remote work from home, write to @remote_hr_manager for details";
  it("the same text with an @handle from 3 members: the third is judged with duplicate_across_members + duplicate_with_link and deleted with the earlier copies", async () => {
    const { chat, engine, sink, handle } = setup();
    const calls = callsSince(tg);
    const ids: number[] = [];
    // Near-duplicates: case, spacing, a look-alike letter and a changed number.
    const variants = [AD, AD.toUpperCase(), AD.replace("remote", "rеmote  ").replace("friends", "friends 2")];
    for (const [i, text] of variants.entries()) ids.push((await handle(tg.message(chat, user(520 + i, `Dup${i}`), text))).message!.message_id);
    expect(behaviourOf(engine)).toEqual([[], [], ["duplicate_across_members", "duplicate_with_link"]]);
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.DELETE });
    expect(deletedMessageIds(calls()).sort()).toEqual([...ids].sort());
    // The earlier senders are left alone: only their copies go.
    expect(calls("restrictChatMember")).toEqual([]);
    expect(calls("banChatMember")).toEqual([]);
  });

  it("each copy is deleted along once: a 4th copy deletes only itself, and a copy deleted by its own verdict is not deleted again", async () => {
    const { chat, handle } = setup();
    const calls = callsSince(tg);
    // The first copy is spam by its own text (the stand-in engine's SPAM) and deleted at once.
    const text = "SPAM Hello friends, I offer remote work from home, write to @remote_hr_manager";
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await handle(tg.message(chat, user(600 + i, `Copy${i}`), text))).message!.message_id);
    const deletions = calls("deleteMessage").map((c) => c.params.message_id as number);
    expect(deletions.sort()).toEqual([...ids].sort());
  });

  it("a whitelisted member's copy is never deleted along: the whitelist exempts them from moderation", async () => {
    const trusted = user(540, "Trusted");
    const { chat, sink, handle } = setup({ whitelist: new Set([trusted.id]) });
    const calls = callsSince(tg);
    const ids: number[] = [];
    for (const sender of [trusted, user(541, "Dup1"), user(542, "Dup2")]) ids.push((await handle(tg.message(chat, sender, AD))).message!.message_id);
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.DELETE });
    // The other members' copies go; the whitelisted member's announcement stays.
    expect(deletedMessageIds(calls()).sort()).toEqual(ids.slice(1).sort());
  });

  it("the same greeting without a link from 3 members is only flagged for review: nothing is deleted", async () => {
    const { chat, engine, sink, handle } = setup();
    const calls = callsSince(tg);
    for (let i = 0; i < 3; i++) await handle(tg.message(chat, user(525 + i, `Friend${i}`), "Happy birthday Anna, have a great day!"));
    expect(behaviourOf(engine)).toEqual([[], [], ["duplicate_across_members"]]);
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.REVIEW });
    expect(deletedMessageIds(calls())).toEqual([]);
  });

  it("one member posting the same text three times earns duplicate_text; a short text never counts", async () => {
    const { chat, engine, handle } = setup();
    for (let i = 0; i < 3; i++) await handle(tg.message(chat, user(530, "Repeater"), "Please check out my new profile, I post interesting things"));
    for (let i = 0; i < 3; i++) await handle(tg.message(chat, user(531 + i, `T${i}`), "thanks!"));
    expect(behaviourOf(engine)).toEqual([[], [], ["duplicate_text"], [], [], []]);
  });

  it("the same poll from 3 members is a duplicate across members: its question and options are its text", async () => {
    const { chat, engine, handle } = setup();
    const options = ["Yes, DM @remote_hr_manager", "No"].map((text) => ({ text, voter_count: 0 }));
    for (let i = 0; i < 3; i++) {
      const u = tg.message(chat, user(540 + i, `Poll${i}`), "", { poll: { id: `p${i}`, question: "Want to earn from home, 500 USD a week?", options } });
      delete (u.message as { text?: string }).text;
      await handle(u);
    }
    expect(behaviourOf(engine).at(-1)).toContain("duplicate_across_members");
  });

  it("different texts are no duplicates; duplicate_messages 0 turns the check off", async () => {
    const { chat, engine, handle } = setup();
    const texts = [
      "Has anyone tried the new cafe on the main street?",
      "The weather is lovely today, going for a walk",
      "Who is coming to the meetup next Thursday evening?",
    ];
    for (const [i, t] of texts.entries()) await handle(tg.message(chat, user(540 + i, `D${i}`), t));
    expect(behaviourOf(engine).flat()).toEqual([]);
    const off = setup({ settings: { duplicateMessages: 0 } });
    for (let i = 0; i < 3; i++) await off.handle(tg.message(off.chat, user(545 + i, `O${i}`), AD));
    expect(behaviourOf(off.engine).flat()).toEqual([]);
  });
});

describe("short-message probing", () => {
  it('a new member sending "hi", ".", "?" within a minute: the third carries short_message_probing (suspicious: review)', async () => {
    const { chat, engine, sink, handle } = setup();
    const prober = user(550, "Prober");
    await handle(tg.memberUpdate(chat, prober, { status: "left" }, { status: "member" }));
    for (const t of ["hi", ".", "?"]) await handle(tg.message(chat, prober, t));
    expect(behaviourOf(engine)).toEqual([[], [], ["short_message_probing"]]);
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.REVIEW });
  });

  it("a member not on probation (unknown or past it) may say hi as often as they like; probing_detection off turns it off", async () => {
    const { chat, engine, handle } = setup();
    for (const t of ["hi", ".", "?", "ok"]) await handle(tg.message(chat, user(551, "Regular"), t));
    expect(behaviourOf(engine).flat()).toEqual([]);
    const off = setup({ settings: { probingDetection: false } });
    const newbie = user(552, "Newbie");
    await off.handle(tg.memberUpdate(off.chat, newbie, { status: "left" }, { status: "member" }));
    for (const t of ["hi", ".", "?"]) await off.handle(tg.message(off.chat, newbie, t));
    expect(behaviourOf(off.engine).flat()).toEqual([]);
  });
});

describe("metadata", () => {
  const channel: TgChat = { id: -1009000000001, type: "channel", title: "Deals", username: "deals" };
  it("a forwarded channel ad with a link button is spam (forward_from_channel + link_buttons + its text's weight)", async () => {
    const { chat, engine, sink, handle } = setup({ settings: { spamThreshold: 60 } });
    const calls = callsSince(tg);
    const m = (await handle(tg.forwardFromChannel(chat, user(560, "Fwd"), channel, "Best deals today", [{ text: "Open", url: "https://t.me/deals" }])))
      .message!;
    expect(behaviourOf(engine)).toEqual([["forward_from_channel", "link_buttons"]]);
    // the buttons' addresses go with the check, for the group's domain rules
    expect(engine.requests[0]!.buttonUrls).toEqual(["https://t.me/deals"]);
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([m.message_id]);
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.DELETE });
  });

  it("messages without text are judged on their form: a contact is checked with its name; a photo with a normal caption has no signal", async () => {
    const { chat, engine, sink, handle } = setup();
    await handle(tg.contact(chat, user(561, "Card"), "+15550100", "Sales"));
    expect(engine.requests.at(-1)).toMatchObject({ text: "Sales", behaviour: [{ name: "contact", weight: BEHAVIOUR_SIGNALS.contact }] });
    expect(sink.decisions.at(-1)).toMatchObject({ text: "Sales" });
    await handle(tg.captioned(chat, user(562, "Pics"), "our cat sleeping on the sofa"));
    expect(engine.requests.at(-1)!.behaviour).toEqual([]);
    await handle(tg.photo(chat, user(562, "Pics"), [{ bytes: Buffer.from("not read: no OCR pool here"), width: 90, height: 90 }]));
    expect(behaviourOf(engine).at(-1)).toEqual(["media_short_caption"]);
  });

  it("a contact whose card carries an ad beside the name (its vCard) is judged with it, and deleted as spam", async () => {
    const { chat, engine, sink, handle } = setup();
    const calls = callsSince(tg);
    const vcard = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Sales\r\nTEL:+15550100\r\nNOTE:SPAM signals\\, DM me\r\nEND:VCARD";
    const m = (await handle(tg.contact(chat, user(564, "Card"), "+15550100", "Sales", vcard))).message!;
    expect(engine.requests.at(-1)!.text).toBe("Sales\nSPAM signals, DM me");
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([m.message_id]);
    expect(sink.decisions.at(-1)).toMatchObject({ text: "Sales\nSPAM signals, DM me", actionTaken: Action.DELETE });
  });

  it("metadata_signals off: a message without words is left unchecked as before; a contact is judged on its name alone", async () => {
    const { chat, engine, handle } = setup({ settings: { metadataSignals: false } });
    await handle(tg.photo(chat, user(563, "Pics"), [{ bytes: Buffer.from("not read: no OCR pool here"), width: 90, height: 90 }]));
    expect(engine.requests).toEqual([]);
    await handle(tg.contact(chat, user(563, "Card"), "+15550100", "Sales"));
    expect(engine.requests.map((r) => [r.text, r.behaviour])).toEqual([["Sales", []]]);
  });
});

describe("albums", () => {
  /** One message of album `albumId` (Telegram delivers an album as one message per photo; the caption on one of them). */
  const part = (chat: TgChat, from: TgUser, albumId: string, caption?: string) => {
    const update = tg.captioned(chat, from, caption ?? "", { media_group_id: albumId });
    if (caption === undefined) delete (update.message as { caption?: string }).caption;
    return update;
  };
  const albumDeletions = async (registry: ReturnType<typeof createRegistry>) =>
    (await registry.getSingleMetric("warden_bot_behaviour_deletions_total")!.get()).values.find((v) => v.labels.signal === "album")?.value ?? 0;

  it("a spam caption on the album's first photo deletes the photos that follow as they arrive, unjudged, with one decision", async () => {
    const registry = createRegistry("bot-album-first", { defaultMetrics: false });
    const { chat, engine, sink, handle } = setup({ registry });
    const calls = callsSince(tg);
    const spammer = user(600, "Album");
    const ids: number[] = [];
    ids.push((await handle(part(chat, spammer, "alb-1", "SPAM casino bonus, write me")))!.message!.message_id);
    for (let i = 0; i < 3; i++) ids.push((await handle(part(chat, spammer, "alb-1")))!.message!.message_id);
    expect(deletedMessageIds(calls()).sort()).toEqual([...ids].sort());
    expect(engine.requests).toHaveLength(1);
    expect(sink.decisions).toHaveLength(1);
    expect(sink.decisions[0]).toMatchObject({ messageId: BigInt(ids[0]!), actionTaken: Action.DELETE });
    expect(await albumDeletions(registry)).toBe(3);
    // Every part is still a message the member posted (the chat's record, Clean up).
    expect(sink.eventsOf(ChatEventKind.MESSAGE).map((e) => Number(e.messageId))).toEqual(ids);
  });

  it("spam found on a later photo deletes the album's photos judged clean before it", async () => {
    const registry = createRegistry("bot-album-later", { defaultMetrics: false });
    const { chat, engine, handle } = setup({ registry });
    const calls = callsSince(tg);
    const spammer = user(601, "Late");
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push((await handle(part(chat, spammer, "alb-2")))!.message!.message_id);
    expect(deletedMessageIds(calls())).toEqual([]);
    ids.push((await handle(part(chat, spammer, "alb-2", "SPAM earn from home")))!.message!.message_id);
    ids.push((await handle(part(chat, spammer, "alb-2")))!.message!.message_id);
    expect(deletedMessageIds(calls()).sort()).toEqual([...ids].sort());
    expect(engine.requests).toHaveLength(3);
    expect(await albumDeletions(registry)).toBe(3);
  });

  it("a clean album, another album of the spammer's and their plain messages are left alone", async () => {
    const { chat, handle } = setup();
    const calls = callsSince(tg);
    const member = user(602, "Holiday");
    const clean: number[] = [];
    for (const caption of ["our trip to the lake", undefined, undefined]) clean.push((await handle(part(chat, member, "alb-3", caption)))!.message!.message_id);
    const spammer = user(603, "Two");
    const before = (await handle(part(chat, spammer, "alb-4")))!.message!.message_id;
    const spam = (await handle(part(chat, spammer, "alb-5", "SPAM crypto signals")))!.message!.message_id;
    const after = (await handle(tg.message(chat, spammer, "sorry, wrong chat")))!.message!.message_id;
    const nextAlbum = (await handle(part(chat, spammer, "alb-6")))!.message!.message_id;
    expect(deletedMessageIds(calls())).toEqual([spam]);
    expect([...clean, before, after, nextAlbum]).not.toContain(spam);
  });

  it("an album is one post toward the flood: 7 photos of one album mute no one and delete nothing", async () => {
    const { chat, engine, sink, handle } = setup();
    const calls = callsSince(tg);
    const member = user(605, "Trip");
    const parts = ["our trip to the lake", undefined, undefined, undefined, undefined, undefined, undefined];
    for (const caption of parts) await handle(part(chat, member, "alb-8", caption));
    expect(behaviourOf(engine).flat()).not.toContain("flood");
    expect(calls("restrictChatMember")).toEqual([]);
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(sink.eventsOf(ChatEventKind.MUTE)).toEqual([]);
    // Handed over at once, as Telegram delivers an album: still one post.
    const burst = setup();
    const burstCalls = callsSince(tg);
    await Promise.all(Array.from({ length: 10 }, (_, i) => burst.handle(part(burst.chat, member, "alb-9", i === 0 ? "our trip to the lake" : undefined))));
    expect(burstCalls("restrictChatMember")).toEqual([]);
    expect(deletedMessageIds(burstCalls())).toEqual([]);
    // The flood window holds the album once, not its photos.
    expect(await redis.zcard(`${ns.prefix}bot:behaviour:flood:${burst.chat.id}:${member.id}`)).toBe(1);
  });

  it("a flood of several albums, or of albums and messages, is still a flood: the member muted once, every photo of the flooded albums deleted", async () => {
    const { chat, engine, handle } = setup();
    const calls = callsSince(tg);
    const flooder = user(606, "Albums");
    const ids: number[] = [];
    // Six albums of two photos each within the window: the sixth album's first photo completes the flood.
    for (let a = 0; a < 6; a++)
      for (let p = 0; p < 2; p++) ids.push((await handle(part(chat, flooder, `alb-f${a}`, p === 0 ? `holiday ${a}` : undefined)))!.message!.message_id);
    // Ten photos judged without a flood; the sixth album's first is the flood; its second goes with its album, unjudged.
    expect(behaviourOf(engine).map((b) => b.includes("flood"))).toEqual([...Array<boolean>(10).fill(false), true]);
    expect(calls("restrictChatMember").map((c) => c.params.user_id)).toEqual([flooder.id]);
    expect(deletedMessageIds(calls()).sort()).toEqual([...ids].sort());
    // A photo of a flooded album that arrives late goes too.
    const late = (await handle(part(chat, flooder, "alb-f0")))!.message!.message_id;
    expect(deletedMessageIds(calls())).toContain(late);

    const mixed = setup();
    const mixedCalls = callsSince(tg);
    const other = user(607, "Mixed");
    for (let a = 0; a < 3; a++) for (let p = 0; p < 3; p++) await mixed.handle(part(mixed.chat, other, `alb-m${a}`, p === 0 ? `view ${a}` : undefined));
    expect(mixedCalls("restrictChatMember")).toEqual([]);
    for (let i = 0; i < 3; i++) await mixed.handle(tg.message(mixed.chat, other, `and a word ${i}`));
    expect(mixedCalls("restrictChatMember").map((c) => c.params.user_id)).toEqual([other.id]);
    expect(behaviourOf(mixed.engine).at(-1)).toContain("flood");
  });

  it("Redis down: each photo is judged on its own, the failure counted (operation album)", async () => {
    const dead = new Redis("redis://127.0.0.1:1", { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    dead.on("error", () => undefined);
    const registry = createRegistry("bot-album-down", { defaultMetrics: false });
    const { chat, engine, handle } = setup({ redis: dead, registry });
    const calls = callsSince(tg);
    const spam = (await handle(part(chat, user(604, "NoRedis"), "alb-7", "SPAM bonus")))!.message!.message_id;
    await handle(part(chat, user(604, "NoRedis"), "alb-7"));
    expect(deletedMessageIds(calls())).toEqual([spam]);
    expect(engine.requests).toHaveLength(2);
    expect(await registry.getSingleMetricAsString("warden_bot_behaviour_state_errors_total")).toMatch(/operation="album"[^}]*\} 2$/m);
    dead.disconnect();
  });
});

describe("reaction spam", () => {
  it("an account that only reacts is reported once (a notice in the group) at reaction_spam_reactions; one who wrote is not", async () => {
    const registry = createRegistry("bot-behaviour", { defaultMetrics: false });
    const { chat, handle } = setup({ registry });
    const calls = callsSince(tg);
    const target = (await handle(tg.message(chat, user(570, "Author"), "a normal message to react to"))).message!;
    const reactor = user(571, "Reactor");
    const writer = user(572, "Writer");
    await handle(tg.message(chat, writer, "I write here too"));
    for (let i = 0; i < 2; i++) await handle(tg.reaction(chat, reactor, target.message_id - i));
    expect(calls("sendMessage")).toEqual([]);
    for (let i = 0; i < 4; i++) await handle(tg.reaction(chat, writer, target.message_id));
    await handle(tg.reaction(chat, reactor, target.message_id - 2));
    const notice = await tg.waitForCall("sendMessage", (p) => p.chat_id === chat.id && String(p.text).includes("@reactor"), 5_000);
    expect(notice.params.text).toContain("reacted to 3 messages here without ever writing");
    // More reactions the same day: no second report.
    await handle(tg.reaction(chat, reactor, target.message_id - 3));
    await waitFor(() => calls("sendMessage").length >= 1);
    expect(calls("sendMessage")).toHaveLength(1);
    expect(await registry.getSingleMetricAsString("warden_bot_behaviour_signals_total")).toMatch(/signal="reaction_spam"[^}]*\} 1$/m);
  });

  it("a group with an admin chat gets the report there, with the admin loop's buttons, not in the group", async () => {
    const ADMIN_CHAT = -1009000000077;
    const { chat, handle } = setup({ settings: { adminChatId: BigInt(ADMIN_CHAT) } });
    const calls = callsSince(tg);
    const reactor = user(575, "Lurker");
    for (let i = 1; i <= 3; i++) await handle(tg.reaction(chat, reactor, i));
    const notice = await tg.waitForCall("sendMessage", (p) => p.chat_id === ADMIN_CHAT && String(p.text).includes("@lurker"), 5_000);
    expect(notice.params.text).toContain("reacted to 3 messages here without ever writing");
    expect(JSON.stringify(notice.params.reply_markup)).toContain("callback_data");
    expect(calls("sendMessage").filter((c) => c.params.chat_id === chat.id)).toEqual([]);
  });

  it("a group whose language is ru gets the report in Russian", async () => {
    const { chat, handle } = setup({ settings: { language: "ru" } });
    const reactor = user(576, "Watcher");
    for (let i = 1; i <= 3; i++) await handle(tg.reaction(chat, reactor, i));
    const notice = await tg.waitForCall("sendMessage", (p) => p.chat_id === chat.id && String(p.text).includes("@watcher"), 5_000);
    expect(notice.params.text).toBe(
      "Warden: аккаунт @watcher (ID 576) поставил реакции на 3 сообщения в этой группе, но сам не написал ни одного: возможно, это спам реакциями. Администраторам стоит проверить этот аккаунт.",
    );
  });

  it("reaction_spam_reactions 0 turns it off; an administrator's reactions are never reported", async () => {
    const off = setup({ settings: { reactionSpamReactions: 0 } });
    const calls = callsSince(tg);
    for (let i = 0; i < 5; i++) await off.handle(tg.reaction(off.chat, user(580, "Quiet"), 1));
    const on = setup();
    for (let i = 0; i < 5; i++) await on.handle(tg.reaction(on.chat, owner, 1));
    expect(calls("sendMessage")).toEqual([]);
  });
});

describe("the deleted-message record", () => {
  it("keeps each id for its window from its own deletion: a chat where the bot deletes without pause does not keep every id since the last pause", async () => {
    const windows = new BehaviourWindows(redis, ns.prefix);
    const chatId = nextGroup--;
    const t0 = Date.now();
    expect(await windows.claimDeletions(chatId, 1, [2, 3], 600, t0)).toEqual([2, 3]);
    // 5 minutes later: the first ids are still known (deleted along once), a new one is claimed.
    expect(await windows.claimDeletions(chatId, 4, [2, 5], 600, t0 + 300_000)).toEqual([5]);
    // 11 minutes after the first deletions: those are gone from the record, the later ones kept.
    await windows.claimDeletions(chatId, 6, [], 600, t0 + 660_000);
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map((id) => windows.wasDeleted(chatId, id)))).toEqual([false, false, false, true, true, true]);
    expect(await redis.zcard(windows.key("deleted-at", chatId))).toBe(3);
  });
});

describe("Redis keys", () => {
  it("every key the bot wrote has a time-to-live and starts with the prefix and bot:; the behaviour windows' with bot:behaviour:", async () => {
    const keys = await redis.keys(`${ns.prefix}*`);
    const behaviour = keys.filter((k) => k.startsWith(`${ns.prefix}bot:behaviour:`));
    expect(behaviour.length).toBeGreaterThan(10);
    // The rest is the bot's other state (the admin loop's bot:adm:, probation's bot:probation:), under bot: too.
    expect(keys.filter((k) => !k.startsWith(`${ns.prefix}bot:`))).toEqual([]);
    for (const k of keys) expect(await redis.ttl(k), k).toBeGreaterThan(0);
  });
});

describe("without Redis", () => {
  it("a Redis that accepts but never answers costs the behaviour windows at most their timeout (250 ms), then the message is judged without them", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const port = (silent.address() as AddressInfo).port;
    const mute = new Redis({ host: "127.0.0.1", port, enableReadyCheck: false, enableOfflineQueue: true, maxRetriesPerRequest: 1, commandTimeout: 5_000 });
    mute.on("error", () => undefined);
    try {
      const registry = createRegistry("bot-behaviour-silent", { defaultMetrics: false });
      const behaviour = new Behaviour({ redis: mute, redisPrefix: ns.prefix, logger, metrics: moderationMetrics(registry).behaviour, now: Date.now });
      const chat: TgChat = { id: nextGroup--, type: "supergroup", title: "Silent" };
      const message = tg.contact(chat, user(595, "Slow"), "+1555", "X").message as Message;
      const started = performance.now();
      const found = await behaviour.observe({ chat, message, sender: { kind: "user", id: 595 }, settings: settings(), prior: -1, edited: false });
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(WINDOW_TIMEOUT_MS - 5);
      expect(took).toBeLessThan(1_000);
      expect(found.signals.map((s) => s.name)).toEqual(["contact"]);
      expect(await registry.getSingleMetricAsString("warden_bot_behaviour_state_errors_total")).toMatch(/operation="observe"[^}]*\} 1$/m);
    } finally {
      mute.disconnect();
      for (const s of sockets) s.destroy();
      silent.close();
    }
  });

  it("Redis down: judged on the message's form alone, counted in warden_bot_behaviour_state_errors_total, never an error", async () => {
    const dead = new Redis("redis://127.0.0.1:1", { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    dead.on("error", () => undefined);
    const registry = createRegistry("bot-behaviour-down", { defaultMetrics: false });
    const { chat, engine, sink, handle } = setup({ redis: dead, registry });
    for (let i = 0; i < 7; i++) await handle(tg.message(chat, user(590, "Fast"), `message ${i}`));
    await handle(tg.contact(chat, user(590, "Fast"), "+1555", "X"));
    expect(behaviourOf(engine)).toEqual([[], [], [], [], [], [], [], ["contact"]]);
    expect(sink.decisions).toHaveLength(8);
    expect(await registry.getSingleMetricAsString("warden_bot_behaviour_state_errors_total")).toMatch(/operation="observe"[^}]*\} 8$/m);
    dead.disconnect();
    void logger;
  });
});
