import { Action, Actor, BotStatus, ChatEventKind, ModerationMode, Verdict } from "@warden/proto";
import { createRegistry, type Logger } from "@warden/telemetry";
import { deletedMessageIds, INLINE_BOT, waitFor, type FakeTelegram, type TgChat, type TgUser } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventId } from "../src/events.js";
import { ACTION_REF_TTL_S } from "../src/moderation/admin-loop.js";
import { botRestrictionTtl, earlierRestriction, earlierThan, standingAfterMute } from "../src/moderation/enforcement.js";
import { actionTaken, actionToApply } from "../src/moderator.js";
import { ActionQueue } from "../src/telegram/action-queue.js";
import { type BotApi, TelegramNetworkError } from "../src/telegram/client.js";
import { MUTED, UNMUTED, type Update } from "../src/telegram/types.js";
import { messageKind } from "../src/updates.js";
import { callsSince, logger, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

let tg: FakeTelegram;
let api: BotApi;
const GROUP: TgChat = { id: -1001000000100, type: "supergroup", title: "Cats" };
const alice: TgUser = { id: 11, is_bot: false, first_name: "Alice", username: "alice" };
const bob: TgUser = { id: 12, is_bot: false, first_name: "Bob" };
const owner: TgUser = { id: 99, is_bot: false, first_name: "Owner", username: "owner" };

beforeAll(async () => ({ tg, api } = await startTelegram({ chat: GROUP, owner })));
afterAll(() => tg?.close());

function setup(
  opts: {
    settings?: Partial<Parameters<typeof settings>[0]>;
    whitelist?: number[];
    listed?: number[];
    engineFailures?: number;
    known?: boolean;
    now?: () => number;
  } = {},
) {
  const groups = stubGroups(opts.known === false ? {} : { [GROUP.id]: settings(opts.settings ?? {}) });
  const engine = stubEngine({ settingsOf: groups.settingsOf, whitelist: new Set(opts.whitelist), listed: new Set(opts.listed), failures: opts.engineFailures });
  return { groups, engine, ...moderatorOn(tg, api, { engine, groups, now: opts.now }) };
}

const since = () => callsSince(tg);

describe("a message", () => {
  it("spam with delete_and_mute: deleted, the sender muted for mute_minutes, the decision says what was done", async () => {
    const { sink, engine, handle } = setup({ settings: { actionOnSpam: Action.DELETE_AND_MUTE, muteMinutes: 15 } });
    const calls = since();
    const before = Math.floor(Date.now() / 1000);
    const u = await handle(tg.message(GROUP, alice, "SPAM earn $500 a day, DM me"));
    const m = u.message!;
    expect(engine.requests.at(-1)).toMatchObject({
      text: "SPAM earn $500 a day, DM me",
      groupId: BigInt(GROUP.id),
      sender: { userId: 11n, username: "alice", isAdmin: false, priorMessages: -1 },
    });
    expect(calls("deleteMessage").map((c) => c.params)).toEqual([{ chat_id: GROUP.id, message_id: m.message_id }]);
    const [mute] = calls("restrictChatMember");
    expect(mute!.params).toMatchObject({ chat_id: GROUP.id, user_id: 11, use_independent_chat_permissions: true });
    expect(Object.values(mute!.params.permissions as object).every((v) => v === false)).toBe(true);
    expect(Object.keys(mute!.params.permissions as object)).toContain("can_send_messages");
    expect(mute!.params.until_date).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(mute!.params.until_date).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 15 * 60);
    expect(sink.decisions).toHaveLength(1);
    expect(sink.decisions[0]).toMatchObject({
      eventId: eventId("decision", GROUP.id, m.message_id, 0),
      source: 2,
      groupId: BigInt(GROUP.id),
      messageId: BigInt(m.message_id),
      userId: 11n,
      verdict: Verdict.SPAM,
      recommendedAction: Action.DELETE_AND_MUTE,
      actionTaken: Action.DELETE_AND_MUTE,
      matchedRules: ["earnings_promise", "dm_invite"],
      policyVersion: 3n,
    });
    expect(Number(sink.decisions[0]!.occurredAt!.seconds)).toBe(m.date);
    expect(sink.eventsOf(ChatEventKind.MESSAGE)).toHaveLength(1);
    expect(sink.eventsOf(ChatEventKind.MUTE)).toMatchObject([
      { userId: 11n, by: Actor.ENGINE, messageId: BigInt(m.message_id), reason: "spam: earnings_promise, dm_invite" },
    ]);
    expect(Number(sink.eventsOf(ChatEventKind.MUTE)[0]!.until!.seconds)).toBe(mute!.params.until_date);
  });

  it("a mute Telegram's flood control holds back lasts mute_minutes from when it is made (an until_date under 30 s ahead is a mute forever)", async () => {
    // The bot's clock, moved on by the outbox's waits: a 429's retry_after passes at once, as if waited out.
    let clock = Date.now();
    const outbox = new ActionQueue({
      api,
      logger,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    const groups = stubGroups({ [GROUP.id]: settings({ actionOnSpam: Action.DELETE_AND_MUTE, muteMinutes: 1 }) });
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    const { sink, handle } = moderatorOn(tg, api, { engine, groups, outbox, now: () => clock });
    tg.failNext("restrictChatMember", 1, { retryAfter: 90 });
    const calls = since();
    // A member with no restriction yet (a mute keeps a longer one: see below).
    await handle(tg.message(GROUP, { id: 35, is_bot: false, first_name: "Hal" }, "SPAM held back by flood control"));
    const mutes = calls("restrictChatMember");
    expect(mutes).toHaveLength(2);
    // Made 90 s late: a minute from then, not the minute from the verdict, which had passed (Telegram: muted for good).
    expect(mutes[1]!.params.until_date).toBe(Math.floor(clock / 1000) + 60);
    expect(sink.decisions[0]!.actionTaken).toBe(Action.DELETE_AND_MUTE);
    expect(Number(sink.eventsOf(ChatEventKind.MUTE)[0]!.until!.seconds)).toBe(mutes[1]!.params.until_date);
  });

  it("a timed mute never shortens nor loosens what the member has: an admin's restriction for good or till later keeps its end, a ban stays", async () => {
    const { sink, handle } = setup({ settings: { actionOnSpam: Action.DELETE_AND_MUTE, muteMinutes: 15 } });
    const allOff = expect.objectContaining({ can_send_messages: false, can_send_photos: false, can_invite_users: false });
    // An administrator restricted dave for good (no photos), erin till two days from now, and banned frank.
    const [dave, erin, frank, gina] = [31, 32, 33, 34].map((id): TgUser => ({ id, is_bot: false, first_name: `M${id}` }));
    const twoDays = Math.floor(Date.now() / 1000) + 2 * 86_400;
    await api.call("restrictChatMember", {
      chat_id: GROUP.id,
      user_id: dave!.id,
      permissions: { can_send_messages: true },
      use_independent_chat_permissions: true,
    });
    await api.call("restrictChatMember", { chat_id: GROUP.id, user_id: erin!.id, permissions: { can_send_messages: true }, until_date: twoDays });
    await api.call("banChatMember", { chat_id: GROUP.id, user_id: frank!.id });
    const calls = since();
    for (const u of [dave, erin, frank, gina]) await handle(tg.message(GROUP, u!, "SPAM earn $500 a day"));
    expect(tg.memberOf(GROUP.id, dave!.id)).toEqual({ status: "restricted", until_date: 0, permissions: allOff });
    expect(tg.memberOf(GROUP.id, erin!.id)).toEqual({ status: "restricted", until_date: twoDays, permissions: allOff });
    expect(tg.memberOf(GROUP.id, frank!.id)).toEqual({ status: "kicked", until_date: 0 });
    // gina was free: muted for mute_minutes.
    expect(tg.memberOf(GROUP.id, gina!.id)?.until_date).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
    expect(tg.memberOf(GROUP.id, gina!.id)?.until_date).toBeLessThanOrEqual(Date.now() / 1000 + 15 * 60);
    // One read per timed mute; no restriction of the banned member (it would let them back in).
    expect(calls("getChatMember").map((c) => c.params.user_id)).toEqual([31, 32, 33, 34]);
    expect(calls("restrictChatMember").map((c) => c.params.user_id)).toEqual([31, 32, 34]);
    expect(sink.decisions.map((d) => d.actionTaken)).toEqual([Action.DELETE_AND_MUTE, Action.DELETE_AND_MUTE, Action.DELETE, Action.DELETE_AND_MUTE]);
    // The mute events say the end the member got: forever (0) for dave, erin's own.
    expect(sink.eventsOf(ChatEventKind.MUTE).map((e) => [e.userId, Number(e.until?.seconds ?? 0)])).toEqual([
      [31n, 0],
      [32n, twoDays],
      [34n, tg.memberOf(GROUP.id, gina!.id)!.until_date],
    ]);
  });

  it("undoing a mute gives back the restriction the member had while it lasts, else every permission; a note without one (free, or an older release's) frees", () => {
    const user = { id: 5, is_bot: false, first_name: "M" };
    const now = 1_800_000_000;
    expect(earlierRestriction({ status: "member", user })).toBeUndefined();
    expect(earlierRestriction({ status: "kicked", user, until_date: 0 })).toBeUndefined();
    const earlier = earlierRestriction({
      status: "restricted",
      user,
      is_member: true,
      ...UNMUTED,
      can_send_photos: false,
      can_send_videos: false,
      until_date: now + 60,
    });
    expect(earlier).toEqual({ until: now + 60, off: ["can_send_photos", "can_send_videos"] });
    expect(standingAfterMute(undefined, now)).toEqual({ permissions: UNMUTED });
    expect(standingAfterMute(earlier, now)).toEqual({
      permissions: { ...UNMUTED, can_send_photos: false, can_send_videos: false },
      until_date: now + 60,
      restored: earlier,
    });
    // Less than 30 s left (Telegram would take that end as forever), or past: over, the member is freed.
    expect(standingAfterMute(earlier, now + 31)).toEqual({ permissions: UNMUTED });
    expect(standingAfterMute(earlier, now + 3600)).toEqual({ permissions: UNMUTED });
    // One that took nothing restricted nothing.
    expect(standingAfterMute({ until: 0, off: [] }, now)).toEqual({ permissions: UNMUTED });
    // One for good never ends.
    expect(standingAfterMute({ until: 0, off: ["can_send_messages"] }, now + 10 ** 8).until_date).toBe(0);
  });

  it("a restriction read with the end of the bot's own last one and every permission off is the bot's: what it carried forward is the earlier one", () => {
    const user = { id: 5, is_bot: false, first_name: "M" };
    const now = 1_800_000_000;
    const admins = { until: now + 86_400, off: ["can_send_photos" as const] };
    // Every permission off, as Telegram answers it (a field newer than its Bot API absent).
    const { can_edit_tag: _, ...answered } = MUTED;
    const muted = { status: "restricted" as const, user, is_member: true, ...answered, until_date: now + 3600 };
    expect(earlierThan(muted, { until: now + 3600 })).toBeUndefined();
    expect(earlierThan(muted, { until: now + 3600, earlier: admins })).toEqual(admins);
    // Another end, or a permission on: not the bot's, the member's own restriction.
    expect(earlierThan(muted, { until: now + 3599 })).toEqual({ until: now + 3600, off: Object.keys(answered) });
    expect(earlierThan({ ...muted, can_send_polls: true }, { until: now + 3600 })?.off).not.toContain("can_send_polls");
    expect(earlierThan(muted, undefined)?.until).toBe(now + 3600);
    expect(earlierThan({ status: "member", user }, { until: now + 3600, earlier: admins })).toBeUndefined();
    // Kept till the restriction ends (a minute more), at most the buttons' life; one without an end that long.
    expect([botRestrictionTtl(now + 3600, now), botRestrictionTtl(now + 10 ** 8, now), botRestrictionTtl(0, now), botRestrictionTtl(now - 5, now)]).toEqual([
      3660,
      ACTION_REF_TTL_S,
      ACTION_REF_TTL_S,
      60,
    ]);
  });

  it("spam with delete_and_ban: deleted and the sender banned; with delete: deleted only", async () => {
    const ban = setup({ settings: { actionOnSpam: Action.DELETE_AND_BAN } });
    let calls = since();
    await ban.handle(tg.message(GROUP, alice, "SPAM"));
    expect(calls().map((c) => c.method)).toEqual(expect.arrayContaining(["deleteMessage", "banChatMember"]));
    expect(calls("banChatMember")[0]!.params).toEqual({ chat_id: GROUP.id, user_id: 11, revoke_messages: true });
    expect(calls("restrictChatMember")).toHaveLength(0);
    expect(ban.sink.decisions[0]!.actionTaken).toBe(Action.DELETE_AND_BAN);
    expect(ban.sink.eventsOf(ChatEventKind.BAN)).toMatchObject([{ by: Actor.ENGINE, userId: 11n }]);

    const del = setup({ settings: { actionOnSpam: Action.DELETE } });
    calls = since();
    await del.handle(tg.message(GROUP, alice, "SPAM"));
    expect(
      calls()
        .filter((c) => c.method !== "getChatAdministrators")
        .map((c) => c.method),
    ).toEqual(["deleteMessage"]);
    expect(del.sink.decisions[0]!.actionTaken).toBe(Action.DELETE);
  });

  it("an honest message: no action, counted, decided clean", async () => {
    const { sink, handle } = setup();
    const calls = since();
    await handle(tg.message(GROUP, alice, "see you at the meetup"));
    expect(calls().filter((c) => c.method !== "getChatAdministrators")).toEqual([]);
    expect(sink.decisions[0]).toMatchObject({ verdict: Verdict.CLEAN, actionTaken: Action.NONE });
    expect(sink.eventsOf(ChatEventKind.MESSAGE)).toHaveLength(1);
  });

  it("review (suspicious): nothing destructive, recorded as review", async () => {
    const { sink, handle } = setup();
    const calls = since();
    await handle(tg.message(GROUP, alice, "MAYBE write me"));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(sink.decisions[0]).toMatchObject({ verdict: Verdict.SUSPICIOUS, actionTaken: Action.REVIEW });
  });

  it("never acts on an administrator: the engine is told, and the bot does not act even on a spam verdict", async () => {
    const { engine, sink, handle } = setup({ settings: { actionOnSpam: Action.DELETE_AND_BAN } });
    const calls = since();
    await handle(tg.message(GROUP, owner, "SPAM from the owner"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(true);
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(sink.decisions[0]!.actionTaken).toBe(Action.NONE);
    // Even if an engine answered spam for an admin, the bot would not act.
    expect(actionToApply({ recommendedAction: Action.DELETE_AND_BAN, whitelisted: false }, true)).toBe(Action.NONE);
  });

  it("never acts on a whitelisted sender", async () => {
    const { sink, handle } = setup({ whitelist: [alice.id], settings: { actionOnSpam: Action.DELETE_AND_BAN } });
    const calls = since();
    await handle(tg.message(GROUP, alice, "SPAM but whitelisted"));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(sink.decisions[0]).toMatchObject({ verdict: Verdict.CLEAN, actionTaken: Action.NONE });
    expect(actionToApply({ recommendedAction: Action.DELETE, whitelisted: true }, false)).toBe(Action.NONE);
  });

  it("a caption is checked like a text", async () => {
    const { sink, handle } = setup();
    const calls = since();
    await handle(tg.captioned(GROUP, alice, "SPAM in a caption"));
    expect(calls("deleteMessage")).toHaveLength(1);
    expect(sink.decisions[0]!.text).toBe("SPAM in a caption");
  });

  it("media captioned /report or /spam in reply is a message to judge, never a command (a command is a text message)", async () => {
    const { engine, sink, groups, handle } = setup({ settings: { actionOnSpam: Action.DELETE_AND_BAN } });
    const target = (await handle(tg.message(GROUP, bob, "an honest question"))).message!;
    const captionedReply = (from: typeof alice, caption: string) => ({
      message: { ...(tg.captioned(GROUP, from, caption).message as object), reply_to_message: target },
    });
    const calls = since();
    const checked = engine.requests.length;
    for (let i = 0; i < 10; i++) await handle(captionedReply(alice, "/report"));
    expect(engine.requests.length - checked).toBe(10);
    expect(engine.requests.slice(checked).map((r) => r.text)).toEqual(Array(10).fill("/report"));
    expect(sink.decisions.slice(-10).map((d) => d.text)).toEqual(Array(10).fill("/report"));
    // An administrator's photo captioned /spam is the administrator's message, not a /spam: the replied member is left alone.
    await handle(captionedReply(owner, "/spam"));
    expect(engine.requests.length - checked).toBe(11);
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("banChatMember")).toEqual([]);
    expect(groups.reports).toEqual([]);
  });

  it("spam edited in after approval is caught, under its own decision id", async () => {
    const { sink, handle } = setup();
    const original = tg.message(GROUP, bob, "hello all");
    const u = await handle(original);
    expect(sink.decisions[0]!.actionTaken).toBe(Action.NONE);
    const calls = since();
    const edit = await handle(tg.edited({ message: u.message }, "SPAM edited in"));
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([u.message!.message_id]);
    expect(sink.decisions[1]).toMatchObject({
      actionTaken: Action.DELETE,
      eventId: eventId("decision", GROUP.id, u.message!.message_id, edit.edited_message!.edit_date!, "SPAM edited in"),
    });
    expect(sink.decisions[1]!.eventId).not.toBe(sink.decisions[0]!.eventId);
    // An edit is not a new message for analytics.
    expect(sink.eventsOf(ChatEventKind.MESSAGE)).toHaveLength(1);
  });

  it("two edits within one second (edit_date is in seconds) are two decisions; the same edit handled again is one", async () => {
    const { sink, handle } = setup();
    const u = await handle(tg.message(GROUP, bob, "hello all"));
    const clean = tg.edited({ message: u.message }, "hello all, edited");
    const spam = tg.edited({ message: u.message }, "SPAM edited in");
    (spam.edited_message as { edit_date: number }).edit_date = (clean.edited_message as { edit_date: number }).edit_date;
    await handle(clean);
    await handle(spam);
    const [first, second] = sink.decisions.slice(1);
    expect([first!.actionTaken, second!.actionTaken]).toEqual([Action.NONE, Action.DELETE]);
    expect(second!.eventId).not.toBe(first!.eventId);
    await handle(spam);
    expect(sink.decisions.at(-1)!.eventId).toBe(second!.eventId);
  });

  it("a post on behalf of a channel: the channel is the sender, and delete_and_ban bans the channel", async () => {
    const { engine, sink, handle } = setup({ settings: { actionOnSpam: Action.DELETE_AND_BAN } });
    const channel: TgChat = { id: -1009999999999, type: "channel", title: "Promo", username: "promo" };
    const calls = since();
    await handle(tg.channelPost(GROUP, channel, "SPAM from a channel"));
    expect(engine.requests.at(-1)!.sender).toMatchObject({ senderChatId: BigInt(channel.id), senderChatUsername: "promo", isAdmin: false });
    expect(engine.requests.at(-1)!.sender!.userId).toBeUndefined();
    expect(calls("banChatSenderChat")[0]!.params).toEqual({ chat_id: GROUP.id, sender_chat_id: channel.id });
    expect(calls("banChatMember")).toEqual([]);
    expect(sink.decisions[0]).toMatchObject({ actionTaken: Action.DELETE_AND_BAN });
    // The journal's user_id is a Telegram user: a channel's post carries none, and names the channel instead.
    expect(sink.decisions[0]!.userId).toBeUndefined();
    expect(sink.decisions[0]!.senderChatId).toBe(BigInt(channel.id));
    expect(sink.eventsOf(ChatEventKind.MESSAGE).at(-1)!.userId).toBe(BigInt(channel.id));
  });

  it("a user's decision carries no sender_chat_id", async () => {
    const { sink, handle } = setup();
    await handle(tg.message(GROUP, alice, "SPAM from a user"));
    expect(sink.decisions[0]).toMatchObject({ userId: 11n });
    expect(sink.decisions[0]!.senderChatId).toBeUndefined();
  });
});

describe("senders the bot never moderates", () => {
  /** Nothing happened: no engine check, no Bot API action, no decision, no chat event. */
  function leftAlone(r: Pick<ReturnType<typeof setup>, "engine" | "sink">, calls: ReturnType<typeof since>) {
    expect(r.engine.requests).toHaveLength(0);
    expect(calls().filter((c) => c.method !== "getChat")).toEqual([]);
    expect(r.sink.decisions).toEqual([]);
    expect(r.sink.events).toEqual([]);
  }
  const replyTo = (u: Record<string, unknown>, target: unknown) => ({ message: { ...(u.message as object), reply_to_message: target } });

  it("a spam-like post of an anonymous administrator (on behalf of the group itself) is not checked, acted on, journalled or counted", async () => {
    const registry = createRegistry("bot", { defaultMetrics: false });
    const { engine, groups } = setup({ settings: { actionOnSpam: Action.DELETE_AND_BAN } });
    const { sink, handle } = moderatorOn(tg, api, { engine, groups, registry });
    const calls = since();
    await handle(tg.anonymousAdminPost(GROUP, "SPAM earn $500 a day, DM me"));
    leftAlone({ engine, sink }, calls);
    expect(calls("getChat")).toEqual([]);
    const exempt = (await registry.getSingleMetric("warden_bot_exempt_posts_total")!.get()).values.map((v) => [v.labels.reason, v.value]);
    expect(exempt).toEqual([["anonymous_admin", 1]]);
  });

  it("an automatic forward from the group's linked channel is left alone, whatever its text", async () => {
    const r = setup({ settings: { actionOnSpam: Action.DELETE_AND_BAN } });
    const linked: TgChat = { id: -1007777777777, type: "channel", title: "Our news", username: "our_news" };
    const calls = since();
    await r.handle(tg.automaticForward(GROUP, linked, "SPAM earn $500 a day, DM me"));
    leftAlone(r, calls);
  });

  it("a post on behalf of the linked channel (getChat's linked_chat_id) is left alone; getChat is asked once", async () => {
    const chat: TgChat = { id: -1001000000200, type: "supergroup", title: "Discussion" };
    const linked: TgChat = { id: -1008888888888, type: "channel", title: "Linked", username: "linked" };
    const stranger: TgChat = { id: -1006666666666, type: "channel", title: "Promo", username: "promo2" };
    tg.setLinkedChat(chat.id, linked.id);
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    const groups = stubGroups({ [chat.id]: settings({ actionOnSpam: Action.DELETE_AND_BAN }) });
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    const { sink, handle } = moderatorOn(tg, api, { engine, groups });
    const calls = since();
    await handle(tg.channelPost(chat, linked, "SPAM earn $500 a day, DM me"));
    await handle(tg.channelPost(chat, linked, "SPAM again"));
    expect(engine.requests).toHaveLength(0);
    expect(sink.decisions).toEqual([]);
    expect(sink.events).toEqual([]);
    expect(calls().filter((c) => c.method !== "getChat")).toEqual([]);
    // Another channel in the same group is moderated, with the linked channel known from the cache.
    await handle(tg.channelPost(chat, stranger, "SPAM from a stranger"));
    expect(calls("banChatSenderChat").map((c) => c.params)).toEqual([{ chat_id: chat.id, sender_chat_id: stranger.id }]);
    expect(sink.decisions.map((d) => d.senderChatId)).toEqual([BigInt(stranger.id)]);
    expect(calls("getChat").map((c) => c.params)).toEqual([{ chat_id: chat.id }]);
  });

  it("when getChat fails, a channel's post is moderated (fail open to moderation), and getChat is tried again later", async () => {
    let t = 1_000_000;
    const r = setup({ settings: { actionOnSpam: Action.DELETE }, now: () => t });
    const channel: TgChat = { id: -1005555555555, type: "channel", title: "Promo" };
    tg.failNext("getChat", 1, { error_code: 500, description: "Internal Server Error" });
    const calls = since();
    await r.handle(tg.channelPost(GROUP, channel, "SPAM one"));
    expect(calls("deleteMessage")).toHaveLength(1);
    await r.handle(tg.channelPost(GROUP, channel, "SPAM two"));
    expect(calls("getChat")).toHaveLength(1);
    t += 31_000;
    await r.handle(tg.channelPost(GROUP, channel, "SPAM three"));
    expect(calls("getChat")).toHaveLength(2);
    expect(calls("deleteMessage")).toHaveLength(3);
  });

  it("an anonymous administrator's /spam in reply still bans the replied member (every anonymous administrator may ban); /spam on the linked channel's forward does nothing", async () => {
    // The owner is the group's one anonymous administrator: a post on behalf of the group is theirs, with every right.
    const chat: TgChat = { id: -1001000000150, type: "supergroup", title: "Anonymous owner" };
    tg.setAdmins(chat.id, [{ user: owner, status: "creator", is_anonymous: true }, { user: tg.bot }]);
    const groups = stubGroups({ [chat.id]: settings({ actionOnSpam: Action.NONE }) });
    const r = { groups, ...moderatorOn(tg, api, { engine: stubEngine({ settingsOf: groups.settingsOf }), groups }) };
    const linked: TgChat = { id: -1007777777777, type: "channel", title: "Our news" };
    const calls = since();
    const target = (await r.handle(tg.message(chat, bob, "buy my course"))).message!;
    const forward = (await r.handle(tg.automaticForward(chat, linked, "news of the day"))).message!;
    await r.handle(replyTo(tg.anonymousAdminPost(chat, "/spam"), target));
    expect(calls("banChatMember").map((c) => c.params)).toMatchObject([{ chat_id: chat.id, user_id: bob.id }]);
    expect(r.groups.reports.map((x) => x.text)).toEqual(["buy my course"]);
    // Every comment in the forward's thread that replies to no other comment replies to the forward: a /spam meant for
    // the forward cannot be told from one typed in the thread, so, as a topic's opening message, it is no target.
    await r.handle(replyTo(tg.anonymousAdminPost(chat, "/spam"), forward));
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([target.message_id]);
    expect(r.groups.reports.map((x) => x.text)).toEqual(["buy my course"]);
    expect(calls("banChatSenderChat")).toEqual([]);
    expect(calls("banChatMember")).toHaveLength(1);
  });
});

describe("a message, continued", () => {
  it("a forwarded spam text is caught like any other", async () => {
    const { handle } = setup();
    const calls = since();
    await handle(
      tg.message(GROUP, alice, "SPAM forwarded", { forward_origin: { type: "channel", date: 1, chat: { id: -1005, type: "channel", title: "x" } } }),
    );
    expect(calls("deleteMessage")).toHaveLength(1);
  });

  it("an address hidden behind the words (a text_link) is judged with the text and journaled with it", async () => {
    const { engine, sink, handle } = setup();
    await handle(tg.message(GROUP, alice, "Great deals here", { entities: [{ type: "text_link", offset: 12, length: 4, url: "https://evil.example/x" }] }));
    expect(engine.requests.at(-1)!.text).toBe("Great deals here\nhttps://evil.example/x");
    expect(sink.decisions.at(-1)!.text).toBe("Great deals here\nhttps://evil.example/x");
  });

  it("the address of a link preview the words do not show (a card attached to any text) is judged with the text, as a hidden link", async () => {
    const { engine, sink, handle } = setup();
    const preview = { url: "https://evil.example/promo", prefer_large_media: true, show_above_text: true };
    await handle(tg.message(GROUP, alice, "Hello friends, look what I found", { link_preview_options: preview }));
    expect(engine.requests.map((r) => r.text)).toEqual(["Hello friends, look what I found\nhttps://evil.example/promo"]);
    expect(sink.decisions.at(-1)!.text).toBe("Hello friends, look what I found\nhttps://evil.example/promo");
    // A preview of an address the text shows adds nothing; nor does a preview turned off (no card is shown).
    await handle(tg.message(GROUP, alice, "see https://example.org/docs", { link_preview_options: { url: "https://example.org/docs" } }));
    await handle(tg.message(GROUP, alice, "no card here", { link_preview_options: { is_disabled: true, url: "https://evil.example/promo" } }));
    expect(engine.requests.map((r) => r.text).slice(1)).toEqual(["see https://example.org/docs", "no card here"]);
  });

  it("a poll's question and options, a venue's name and address are judged (and journaled) as the message's text", async () => {
    const { engine, sink, handle } = setup();
    const calls = since();
    const bare = (fields: Record<string, unknown>) => {
      const u = tg.message(GROUP, alice, "", fields);
      delete (u.message as { text?: string }).text;
      return u;
    };
    const options = ["SPAM yes, DM @easy_money_bot", "no"].map((text) => ({ text, voter_count: 0 }));
    const poll = await handle(bare({ poll: { id: "1", question: "Want to earn $500 a day?", options, total_voter_count: 0, is_closed: false } }));
    expect(engine.requests.at(-1)!.text).toBe("Want to earn $500 a day?\nSPAM yes, DM @easy_money_bot\nno");
    expect(sink.decisions.at(-1)!.text).toBe("Want to earn $500 a day?\nSPAM yes, DM @easy_money_bot\nno");
    expect(deletedMessageIds(calls())).toEqual([poll.message!.message_id]);
    const location = { latitude: 1, longitude: 2 };
    await handle(bare({ location, venue: { location, title: "SPAM casino, free chips", address: "t.me/casino_bonus" } }));
    expect(engine.requests.at(-1)!.text).toBe("SPAM casino, free chips\nt.me/casino_bonus");
  });

  it("a checklist's title and tasks are judged (and journaled) as the message's text, and count as content", async () => {
    const { engine, sink, handle } = setup();
    const calls = since();
    const u = tg.message(GROUP, alice, "", {
      checklist: {
        title: "Earn $500 a day from home",
        tasks: [
          { id: 1, text: "SPAM write to @easy_money_bot" },
          { id: 2, text: "get paid" },
        ],
      },
    });
    delete (u.message as { text?: string }).text;
    const m = (await handle(u)).message!;
    expect(engine.requests.map((r) => r.text)).toEqual(["Earn $500 a day from home\nSPAM write to @easy_money_bot\nget paid"]);
    expect(sink.decisions.at(-1)).toMatchObject({ verdict: Verdict.SPAM, text: "Earn $500 a day from home\nSPAM write to @easy_money_bot\nget paid" });
    expect(deletedMessageIds(calls())).toEqual([m.message_id]);
    expect(messageKind(m)).toBe("content");
    // Tasks a member adds to someone else's checklist are theirs: judged, without the checklist they went to.
    const honest = tg.message(GROUP, alice, "", { checklist: { title: "Picnic", tasks: [{ id: 1, text: "bring cake" }] } });
    delete (honest.message as { text?: string }).text;
    const list = (await handle(honest)).message!;
    const added = tg.message(GROUP, bob, "", {
      checklist_tasks_added: { checklist_message: list, tasks: [{ id: 2, text: "SPAM bring crypto, DM @easy_money_bot" }] },
    });
    delete (added.message as { text?: string }).text;
    const service = (await handle(added)).message!;
    expect(engine.requests.map((r) => r.text).slice(1)).toEqual(["Picnic\nbring cake", "SPAM bring crypto, DM @easy_money_bot"]);
    expect(deletedMessageIds(calls())).toEqual([m.message_id, service.message_id]);
  });

  it("a forum topic's name, given by the member who opened or renamed it, is judged: a spam topic is deleted (deleteForumTopic) and its opener sanctioned", async () => {
    const { engine, sink, handle } = setup({ settings: { actionOnSpam: Action.DELETE_AND_BAN } });
    // The service message that opens a topic is the topic's first message: its id is the topic's (message_thread_id).
    const topicMessage = (from: TgUser, field: "forum_topic_created" | "forum_topic_edited", name: string, thread?: number) => {
      const u = tg.message(GROUP, from, "", { [field]: field === "forum_topic_created" ? { name, icon_color: 7322096 } : { name }, is_topic_message: true });
      const m = u.message as { text?: string; message_id: number; message_thread_id?: number };
      delete m.text;
      m.message_thread_id = thread ?? m.message_id;
      return u;
    };
    const calls = since();
    const opened = (await handle(topicMessage(alice, "forum_topic_created", "SPAM earn $500 a day, DM @easy_money_bot"))).message!;
    expect(engine.requests.map((r) => r.text)).toEqual(["SPAM earn $500 a day, DM @easy_money_bot"]);
    expect(sink.decisions.at(-1)).toMatchObject({ verdict: Verdict.SPAM, userId: BigInt(alice.id), text: "SPAM earn $500 a day, DM @easy_money_bot" });
    // Telegram refuses to delete the message that opened a topic: the topic goes, with what was posted in it.
    expect(calls("deleteForumTopic").map((c) => c.params)).toEqual([{ chat_id: GROUP.id, message_thread_id: opened.message_id }]);
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([alice.id]);
    // A topic renamed into an ad: the rename judged, its service message deleted and the member sanctioned.
    const renamed = (await handle(topicMessage(bob, "forum_topic_edited", "SPAM free crypto, join t.me/deals", 5))).message!;
    expect(engine.requests.at(-1)!.text).toBe("SPAM free crypto, join t.me/deals");
    expect(deletedMessageIds(calls())).toEqual([renamed.message_id]);
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([alice.id, bob.id]);
    // An honest topic is judged clean and left alone; an icon changed without a name has nothing to judge.
    const checked = engine.requests.length;
    await handle(topicMessage(alice, "forum_topic_created", "Cat photos"));
    expect(engine.requests.at(-1)!.text).toBe("Cat photos");
    const icon = tg.message(GROUP, bob, "", {
      forum_topic_edited: { icon_custom_emoji_id: "5312536423851630001" },
      is_topic_message: true,
      message_thread_id: 5,
    });
    delete (icon.message as { text?: string }).text;
    await handle(icon);
    expect(engine.requests.length - checked).toBe(1);
    expect(calls("deleteForumTopic")).toHaveLength(1);
    expect(deletedMessageIds(calls())).toEqual([renamed.message_id]);
    // Telegram took it: the topic and its opening message are gone (a second delete finds nothing).
    await expect(api.call("deleteForumTopic", { chat_id: GROUP.id, message_thread_id: opened.message_id })).rejects.toThrow(/TOPIC_ID_INVALID/);
    await expect(api.call("deleteMessage", { chat_id: GROUP.id, message_id: opened.message_id })).rejects.toThrow(/message to delete not found/);
  });

  it("a reply quoting a message of another chat is judged with the quote; a quote of this chat's message (judged already) is not added", async () => {
    const { engine, handle } = setup();
    const origin = { type: "channel", date: 1, chat: { id: -1005, type: "channel", title: "Deals" }, message_id: 7 };
    await handle(tg.message(GROUP, alice, "look", { external_reply: { origin }, quote: { text: "SPAM free crypto, join t.me/deals", position: 0 } }));
    expect(engine.requests.at(-1)!.text).toBe("look\nSPAM free crypto, join t.me/deals");
    const earlier = (await handle(tg.message(GROUP, bob, "SPAM earlier"))).message!;
    await handle(
      tg.message(GROUP, alice, "this is spam, admins", { reply_to_message: earlier, quote: { text: "SPAM earlier", position: 0, is_manual: true } }),
    );
    expect(engine.requests.at(-1)!.text).toBe("this is spam, admins");
  });

  /** A message without text (a document, a contact, a poll), as Telegram sends it: `text` absent. */
  const bare = (from: TgUser, fields: Record<string, unknown>) => {
    const u = tg.message(GROUP, from, "", fields);
    delete (u.message as { text?: string }).text;
    return u;
  };

  it("a document's file name and an audio's performer and title are judged: spam only there is deleted, a plain one is not", async () => {
    const { engine, sink, handle } = setup();
    const calls = since();
    const file = { file_id: "BQAD", file_unique_id: "AgAD" };
    const pdf = (await handle(bare(alice, { document: { ...file, file_name: "SPAM earn $500 a day, DM @easy_money_bot.pdf", mime_type: "application/pdf" } })))
      .message!;
    expect(engine.requests.map((r) => r.text)).toEqual(["SPAM earn $500 a day, DM @easy_money_bot.pdf"]);
    expect(sink.decisions.at(-1)).toMatchObject({ verdict: Verdict.SPAM, text: "SPAM earn $500 a day, DM @easy_money_bot.pdf" });
    const track = (await handle(bare(bob, { audio: { ...file, duration: 60, performer: "SPAM DM for $500/day", title: "t.me/easy_money" } }))).message!;
    expect(engine.requests.at(-1)!.text).toBe("SPAM DM for $500/day\nt.me/easy_money");
    // A caption and the file's name are both judged, the caption first.
    await handle(tg.message(GROUP, alice, "", { text: undefined, caption: "minutes", document: { ...file, file_name: "minutes-2024-05.pdf" } }));
    expect(engine.requests.at(-1)!.text).toBe("minutes\nminutes-2024-05.pdf");
    await handle(bare(alice, { document: { ...file, file_name: "report.pdf" } }));
    expect(engine.requests.at(-1)!.text).toBe("report.pdf");
    expect(deletedMessageIds(calls())).toEqual([pdf.message_id, track.message_id]);
  });

  it("the name on a shared contact is judged: spam only there is deleted, a plain one is not", async () => {
    const { engine, handle } = setup();
    const calls = since();
    const spam = (await handle(bare(alice, { contact: { phone_number: "+15550100", first_name: "SPAM $500/day", last_name: "DM t.me/easy_money" } }))).message!;
    expect(engine.requests.map((r) => r.text)).toEqual(["SPAM $500/day DM t.me/easy_money"]);
    await handle(bare(bob, { contact: { phone_number: "+15550101", first_name: "Anna", last_name: "Smith", user_id: 77 } }));
    expect(engine.requests.at(-1)!.text).toBe("Anna Smith");
    expect(deletedMessageIds(calls())).toEqual([spam.message_id]);
  });

  it("a quiz's explanation and the addresses its text_link entities hide are judged: spam only there is deleted, a plain quiz is not", async () => {
    const { engine, sink, handle } = setup();
    const calls = since();
    const quiz = (explanation: string, entities?: unknown[]) => ({
      id: "q1",
      question: "Capital of France?",
      options: ["Paris", "Rome"].map((text) => ({ text, voter_count: 0 })),
      total_voter_count: 0,
      is_closed: false,
      is_anonymous: true,
      type: "quiz",
      allows_multiple_answers: false,
      explanation,
      ...(entities ? { explanation_entities: entities } : {}),
    });
    const spoken = (await handle(bare(alice, { poll: quiz("SPAM earn $500 a day, DM @easy_money_bot") }))).message!;
    expect(engine.requests.map((r) => r.text)).toEqual(["Capital of France?\nParis\nRome\nSPAM earn $500 a day, DM @easy_money_bot"]);
    const linked = (await handle(bare(bob, { poll: quiz("Read more here", [{ type: "text_link", offset: 10, length: 4, url: "https://t.me/SPAM_deals" }]) })))
      .message!;
    expect(engine.requests.at(-1)!.text).toBe("Capital of France?\nParis\nRome\nRead more here\nhttps://t.me/SPAM_deals");
    expect(sink.decisions.at(-1)).toMatchObject({ verdict: Verdict.SPAM, text: "Capital of France?\nParis\nRome\nRead more here\nhttps://t.me/SPAM_deals" });
    await handle(bare(alice, { poll: quiz("Paris has been the capital since 987", [{ type: "bold", offset: 0, length: 5 }]) }));
    expect(engine.requests.at(-1)!.text).toBe("Capital of France?\nParis\nRome\nParis has been the capital since 987");
    expect(deletedMessageIds(calls())).toEqual([spoken.message_id, linked.message_id]);
  });

  it("a reply to a message of another chat is judged with what its header shows of that message: spam only there is deleted", async () => {
    const { engine, handle } = setup();
    const calls = since();
    const channel = { id: -1005, type: "channel", title: "Deals" };
    const from = (content: Record<string, unknown>, chat: Record<string, unknown> = channel) => ({
      external_reply: { origin: { type: "channel", date: 1, chat, message_id: 7 }, chat, message_id: 7, ...content },
    });
    const file = { file_id: "BQAD", file_unique_id: "AgAD" };
    const poll = {
      id: "p",
      question: "SPAM want $500 a day? DM @easy_money_bot",
      options: [{ text: "yes", voter_count: 3 }],
      total_voter_count: 3,
      is_closed: false,
    };
    const polled = (await handle(tg.message(GROUP, alice, "what do you think", from({ poll })))).message!;
    expect(engine.requests.map((r) => r.text)).toEqual(["what do you think\nSPAM want $500 a day? DM @easy_money_bot\nyes"]);
    const filed = (await handle(tg.message(GROUP, bob, "look", from({ document: { ...file, file_name: "SPAM income plan t.me/deals.pdf" } })))).message!;
    expect(engine.requests.at(-1)!.text).toBe("look\nSPAM income plan t.me/deals.pdf");
    const contact = (
      await handle(
        tg.message(GROUP, alice, "call him", from({ contact: { phone_number: "+15550100", first_name: "SPAM crypto signals", last_name: "@pump_bot" } })),
      )
    ).message!;
    expect(engine.requests.at(-1)!.text).toBe("call him\nSPAM crypto signals @pump_bot");
    const quiz = {
      ...poll,
      question: "Best cat?",
      explanation: "Details here",
      explanation_entities: [{ type: "text_link", offset: 8, length: 4, url: "https://t.me/SPAM_deals" }],
    };
    const hidden = (await handle(tg.message(GROUP, bob, "fun quiz", from({ poll: quiz })))).message!;
    expect(engine.requests.at(-1)!.text).toBe("fun quiz\nBest cat?\nyes\nDetails here\nhttps://t.me/SPAM_deals");
    // A clean message of another chat; and one of another forum topic of this group (its chat this one), judged already.
    await handle(tg.message(GROUP, alice, "nice", from({ document: { ...file, file_name: "cats.pdf" } })));
    expect(engine.requests.at(-1)!.text).toBe("nice\ncats.pdf");
    await handle(tg.message(GROUP, bob, "see the other topic", from({ poll }, GROUP as unknown as Record<string, unknown>)));
    expect(engine.requests.at(-1)!.text).toBe("see the other topic");
    expect(deletedMessageIds(calls())).toEqual([polled.message_id, filed.message_id, contact.message_id, hidden.message_id]);
  });

  it("a delete Telegram refuses is not reported as done", async () => {
    const { sink, moderator } = setup();
    const [u] = tg.addUpdates(tg.message(GROUP, alice, "SPAM already gone"));
    // Someone deleted it first.
    await api.call("deleteMessage", { chat_id: GROUP.id, message_id: (u!.message as { message_id: number }).message_id });
    await moderator.handle(u as unknown as Update);
    expect(sink.decisions[0]).toMatchObject({ verdict: Verdict.SPAM, actionTaken: Action.NONE, messageRemoved: false });
    expect(actionTaken(Action.DELETE_AND_MUTE, { deleted: true, muted: false, banned: false })).toBe(Action.DELETE);
    expect(actionTaken(Action.DELETE_AND_BAN, { deleted: false, muted: false, banned: true })).toBe(Action.DELETE_AND_BAN);
  });

  it("a mute Telegram accepted is recorded and told to the admins even when the delete was refused", async () => {
    const { sink, moderator, groups } = setup({ settings: { actionOnSpam: Action.DELETE_AND_MUTE, notifyAdmins: true } });
    groups.groups.get(GROUP.id)!.owner = BigInt(owner.id);
    // A member not banned by an earlier test (a banned member is left banned, not muted).
    const ivy: TgUser = { id: 36, is_bot: false, first_name: "Ivy" };
    const [u] = tg.addUpdates(tg.message(GROUP, ivy, "SPAM deleted by someone else first"));
    await api.call("deleteMessage", { chat_id: GROUP.id, message_id: (u!.message as { message_id: number }).message_id });
    const calls = since();
    await moderator.handle(u as unknown as Update);
    expect(calls("restrictChatMember").map((c) => c.params.user_id)).toEqual([ivy.id]);
    // The message is not gone (the analytics do not count it as spam blocked).
    expect(sink.decisions[0]).toMatchObject({ verdict: Verdict.SPAM, actionTaken: Action.DELETE_AND_MUTE, messageRemoved: false });
    await waitFor(async () => calls("sendMessage").some((c) => c.params.chat_id === owner.id), {
      timeoutMs: 5_000,
      intervalMs: 10,
      message: "a notice to the owner",
    });
  });

  it("the delete of a message sent 48 hours ago or more (an old message edited into spam) goes alone: Telegram refuses it, and the decision does not claim it", async () => {
    // The chat's lane is held by a ban until released: the deletes queued behind it would go as one deleteMessages,
    // whose answer is true whatever Telegram skipped.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const gated = {
      call: async (method: string, params: never) => {
        if (method === "banChatMember") await gate;
        return api.call(method as never, params);
      },
    };
    const outbox = new ActionQueue({ api: gated as Pick<BotApi, "call">, logger });
    const groups = stubGroups({ [GROUP.id]: settings({ actionOnSpam: Action.DELETE }) });
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    const { sink, handle } = moderatorOn(tg, api, { engine, groups, outbox });
    const held = outbox.enqueue(GROUP.id, "banChatMember", { chat_id: GROUP.id, user_id: 777 });
    const [old] = tg.addUpdates(tg.message(GROUP, bob, "hello", { date: Math.floor(Date.now() / 1000) - 3 * 86_400 }));
    const fresh = tg.message(GROUP, bob, "SPAM fresh");
    const calls = since();
    const handling = Promise.all([handle(tg.edited(old!, "SPAM edited in")), handle(fresh)]);
    await waitFor(() => outbox.size === 3, { timeoutMs: 5_000, intervalMs: 5, message: "both deletes queued behind the ban" });
    release();
    await Promise.all([handling, held]);
    const oldId = (old!.message as { message_id: number }).message_id;
    const freshId = (fresh.message as { message_id: number }).message_id;
    // The old message's delete went on its own (Telegram answered it); the fresh one's was asked once.
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toContain(oldId);
    expect(calls("deleteMessages").flatMap((c) => c.params.message_ids as number[])).not.toContain(oldId);
    expect(deletedMessageIds(calls(), GROUP.id).sort()).toEqual([oldId, freshId].sort());
    const byMessage = (id: number) => sink.decisions.find((d) => d.messageId === BigInt(id));
    expect(byMessage(oldId)).toMatchObject({ verdict: Verdict.SPAM, actionTaken: Action.NONE, messageRemoved: false });
    expect(byMessage(freshId)).toMatchObject({ verdict: Verdict.SPAM, actionTaken: Action.DELETE, messageRemoved: true });
  });

  it("a delete refused with 429 is retried after retry_after and done", async () => {
    const { sink, handle } = setup();
    tg.failNext("deleteMessage", 1, { retryAfter: 1 });
    const calls = since();
    const started = performance.now();
    await handle(tg.message(GROUP, alice, "SPAM under flood control"));
    expect(calls("deleteMessage")).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(sink.decisions[0]!.actionTaken).toBe(Action.DELETE);
  });

  it("a delete Telegram did though its answer was lost (the connection dropped) is done when tried again, not refused as not found", async () => {
    // The outbox's Bot API: the first deleteMessage reaches Telegram and is done, and its answer never comes back.
    let dropped = 0;
    const lossy = {
      call: async (method: string, params: never, opts?: object) => {
        const answer = await api.call(method as "deleteMessage", params, opts);
        if (method === "deleteMessage" && dropped++ === 0) throw new TelegramNetworkError(method, "socket hang up (ECONNRESET)");
        return answer;
      },
    } as unknown as BotApi;
    const outbox = new ActionQueue({ api: lossy, logger, sleep: async () => undefined });
    const groups = stubGroups({ [GROUP.id]: settings({ actionOnSpam: Action.DELETE }) });
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    const { sink, handle } = moderatorOn(tg, api, { engine, groups, outbox });
    const calls = since();
    const u = await handle(tg.message(GROUP, alice, "SPAM whose delete lost its answer"));
    // Telegram deleted it on the first call, so the second is answered "message to delete not found".
    expect(deletedMessageIds(calls())).toEqual([u.message!.message_id, u.message!.message_id]);
    expect(sink.decisions[0]).toMatchObject({ verdict: Verdict.SPAM, actionTaken: Action.DELETE, messageRemoved: true });
  });

  it("a redelivered update publishes the same event ids", async () => {
    const { sink, moderator } = setup();
    const [u] = tg.addUpdates(tg.message(GROUP, alice, "plain words"));
    await moderator.handle(u as unknown as Update);
    await moderator.handle(u as unknown as Update);
    expect(sink.decisions).toHaveLength(2);
    expect(sink.decisions[1]!.eventId).toBe(sink.decisions[0]!.eventId);
    expect(sink.decisions[1]!.occurredAt).toEqual(sink.decisions[0]!.occurredAt);
    const ids = sink.eventsOf(ChatEventKind.MESSAGE).map((e) => e.eventId);
    expect(new Set(ids).size).toBe(1);
  });

  it("retries the engine while it is unavailable", async () => {
    const { sink, engine, handle } = setup({ engineFailures: 2 });
    await handle(tg.message(GROUP, alice, "SPAM after a restart"));
    expect(engine.requests).toHaveLength(3);
    expect(sink.decisions[0]!.actionTaken).toBe(Action.DELETE);
  });

  it("counts each engine check once by outcome (ok, or the code it gave up on) in warden_bot_engine_checks_total", async () => {
    const registry = createRegistry("bot", { defaultMetrics: false });
    const groups = stubGroups({ [GROUP.id]: settings() });
    // Two attempts a check: the first message fails both (given up on), the second fails once, then is answered.
    const engine = stubEngine({ settingsOf: groups.settingsOf, failures: 3 });
    const { sink, handle } = moderatorOn(tg, api, { engine, groups, registry, checkAttempts: 2 });
    await handle(tg.message(GROUP, alice, "SPAM while the engine restarts"));
    await handle(tg.message(GROUP, alice, "SPAM once it is back"));
    expect(engine.requests).toHaveLength(4);
    expect(sink.decisions).toHaveLength(1);
    const counts = Object.fromEntries((await registry.getSingleMetric("warden_bot_engine_checks_total")!.get()).values.map((v) => [v.labels.outcome, v.value]));
    expect(counts).toEqual({ unavailable: 1, ok: 1 });
  });

  it("keeps at most engineConcurrency checks in flight; the others wait their turn and are all decided", async () => {
    const groups = stubGroups({ [GROUP.id]: settings() });
    const inner = stubEngine({ settingsOf: groups.settingsOf });
    let inFlight = 0;
    let peak = 0;
    const slowEngine = {
      ...inner,
      async check(req: Parameters<typeof inner.check>[0]) {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
        return inner.check(req);
      },
    };
    const { sink, moderator } = moderatorOn(tg, api, { engine: slowEngine, groups, engineConcurrency: 3 });
    const updates = tg.addUpdates(...Array.from({ length: 12 }, (_, i) => tg.message(GROUP, alice, `hello ${i}`)));
    await Promise.all(updates.map((u) => moderator.handle(u as unknown as Update)));
    expect(peak).toBe(3);
    expect(sink.decisions).toHaveLength(12);
  });

  it("with notify_admins, the owner's private chat gets a notice of what was done (buttons need Redis: none here)", async () => {
    const { handle, groups } = setup({ settings: { notifyAdmins: true, actionOnSpam: Action.DELETE_AND_BAN } });
    groups.groups.get(GROUP.id)!.owner = BigInt(owner.id);
    const calls = since();
    await handle(tg.message(GROUP, alice, "SPAM"));
    await waitFor(async () => calls("sendMessage").length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "a notice" });
    const [notice] = calls("sendMessage");
    expect(notice!.params).toMatchObject({
      chat_id: owner.id,
      text: "Cats: Warden deleted a spam message and banned @alice (earnings_promise, dm_invite).\n\n«SPAM»",
    });
    expect(notice!.params).not.toHaveProperty("reply_markup");
    // An owner who is no longer an administrator of the group gets no more of its members' messages in private.
    tg.setAdmins(GROUP.id, [{ user: bob, status: "creator" }, { user: tg.bot }]);
    const demoted = setup({ settings: { notifyAdmins: true, actionOnSpam: Action.DELETE_AND_BAN } });
    demoted.groups.groups.get(GROUP.id)!.owner = BigInt(owner.id);
    const after = since();
    await demoted.handle(tg.message(GROUP, alice, "SPAM again"));
    await waitFor(async () => after("banChatMember").length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "the ban" });
    await waitFor(async () => after("getChatAdministrators").length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "the administrators read" });
    expect(after("sendMessage")).toEqual([]);
    tg.setAdmins(GROUP.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    const quiet = setup();
    const none = since();
    await quiet.handle(tg.message(GROUP, alice, "SPAM"));
    await new Promise((r) => setTimeout(r, 100));
    expect(none("sendMessage")).toEqual([]);
  });
});

describe("joins and leaves", () => {
  it("a join reported twice (chat_member and the service message) is one join event; a leave is a leave", async () => {
    const { sink, handle } = setup();
    await handle(tg.memberUpdate(GROUP, bob, { status: "left" }, { status: "member" }));
    await handle(tg.joinedService(GROUP, [bob]));
    expect(sink.eventsOf(ChatEventKind.JOIN)).toMatchObject([{ userId: 12n, groupId: BigInt(GROUP.id) }]);
    await handle(tg.leftService(GROUP, bob));
    await handle(tg.memberUpdate(GROUP, bob, { status: "member" }, { status: "left" }));
    expect(sink.eventsOf(ChatEventKind.LEAVE)).toMatchObject([{ userId: 12n }]);
  });

  it("admin bans, kicks and mutes are reported as by an admin; the bot's own are not reported twice", async () => {
    const { sink, handle } = setup();
    await handle(tg.memberUpdate(GROUP, bob, { status: "member" }, { status: "kicked", until_date: 0 }, owner));
    await handle(tg.memberUpdate(GROUP, alice, { status: "member" }, { status: "left" }, owner));
    await handle(
      tg.memberUpdate(
        GROUP,
        alice,
        { status: "member" },
        { status: "restricted", is_member: true, can_send_messages: false, until_date: 1_900_000_000 },
        owner,
      ),
    );
    await handle(tg.memberUpdate(GROUP, alice, { status: "member" }, { status: "kicked" }, tg.bot));
    expect(sink.events.map((e) => [e.kind, Number(e.userId), e.by])).toEqual([
      [ChatEventKind.BAN, 12, Actor.ADMIN],
      [ChatEventKind.KICK, 11, Actor.ADMIN],
      [ChatEventKind.MUTE, 11, Actor.ADMIN],
    ]);
    expect(Number(sink.events[2]!.until!.seconds)).toBe(1_900_000_000);
  });

  it("deletes join and leave service messages when delete_service_messages is on", async () => {
    const { handle } = setup({ settings: { deleteServiceMessages: true } });
    const calls = since();
    const j = await handle(tg.joinedService(GROUP, [{ id: 31, is_bot: false, first_name: "C" }]));
    const l = await handle(tg.leftService(GROUP, { id: 32, is_bot: false, first_name: "D" }));
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([j.message!.message_id, l.message!.message_id]);
    const off = setup();
    const none = since();
    await off.handle(tg.joinedService(GROUP, [{ id: 33, is_bot: false, first_name: "E" }]));
    expect(deletedMessageIds(none())).toEqual([]);
  });

  it("with external_ban_list on, a new member on the list is banned on arrival", async () => {
    const { sink, engine, handle } = setup({ settings: { externalBanList: true }, listed: [666] });
    const calls = since();
    await handle(tg.memberUpdate(GROUP, { id: 666, is_bot: false, first_name: "Spammer" }, { status: "left" }, { status: "member" }));
    await handle(tg.memberUpdate(GROUP, { id: 667, is_bot: false, first_name: "Fine" }, { status: "left" }, { status: "member" }));
    expect(engine.userChecks).toEqual([666n, 667n]);
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([666]);
    expect(sink.eventsOf(ChatEventKind.BAN)).toMatchObject([{ userId: 666n, by: Actor.ENGINE, reason: "external_ban_list" }]);
    const off = setup({ listed: [666] });
    await off.handle(tg.memberUpdate(GROUP, { id: 666, is_bot: false, first_name: "Spammer" }, { status: "left" }, { status: "member" }));
    expect(off.engine.userChecks).toEqual([]);
  });

  it("a ban-list ban is an event of its arrival: a later arrival of the same member is a new ban event", async () => {
    const { sink, handle } = setup({ settings: { externalBanList: true }, listed: [666] });
    const spammer = { id: 666, is_bot: false, first_name: "Spammer" };
    const arrival = (date: number) => {
      const u = tg.memberUpdate(GROUP, spammer, { status: "left" }, { status: "member" });
      (u.chat_member as { date: number }).date = date;
      return u;
    };
    const first = Math.floor(Date.now() / 1000) - 3_600;
    await handle(arrival(first));
    // unbanned by an administrator, the member comes back an hour later: banned again, and told again
    await handle(arrival(first + 3_600));
    const bans = sink.eventsOf(ChatEventKind.BAN);
    expect(bans.map((e) => e.reason)).toEqual(["external_ban_list", "external_ban_list"]);
    expect(new Set(bans.map((e) => e.eventId)).size).toBe(2);
  });

  it("a ban-list ban on arrival is told to the admins where they get notices; without a place for notices, nothing is sent", async () => {
    const { handle, groups } = setup({ settings: { externalBanList: true, notifyAdmins: true }, listed: [666] });
    groups.groups.get(GROUP.id)!.owner = BigInt(owner.id);
    const calls = since();
    await handle(tg.memberUpdate(GROUP, { id: 666, is_bot: false, first_name: "Spammer" }, { status: "left" }, { status: "member" }));
    await handle(tg.memberUpdate(GROUP, { id: 667, is_bot: false, first_name: "Fine" }, { status: "left" }, { status: "member" }));
    await waitFor(async () => calls("sendMessage").length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "a notice" });
    expect(calls("sendMessage").map((c) => c.params)).toEqual([
      expect.objectContaining({ chat_id: owner.id, text: "Cats: Warden banned Spammer (id 666) on joining: the account is on the external ban list (CAS)." }),
    ]);
    const soft = setup({ settings: { externalBanList: true, adminChatId: -100777n, mode: ModerationMode.SOFT_BAN }, listed: [666] });
    const softCalls = since();
    await soft.handle(tg.memberUpdate(GROUP, { id: 666, is_bot: false, first_name: "Spammer" }, { status: "left" }, { status: "member" }));
    await waitFor(async () => softCalls("sendMessage").length > 0, { timeoutMs: 5_000, intervalMs: 10, message: "a notice in the admin chat" });
    expect(softCalls("restrictChatMember").map((c) => c.params.user_id)).toEqual([666]);
    expect(softCalls("sendMessage").map((c) => c.params)).toEqual([
      expect.objectContaining({ chat_id: -100777, text: expect.stringContaining("Warden restricted (soft_ban mode) Spammer (id 666) on joining") }),
    ]);
    const quiet = setup({ settings: { externalBanList: true }, listed: [666] });
    const none = since();
    await quiet.handle(tg.memberUpdate(GROUP, { id: 666, is_bot: false, first_name: "Spammer" }, { status: "left" }, { status: "member" }));
    expect(none("banChatMember").map((c) => c.params.user_id)).toEqual([666]);
    expect(none("sendMessage")).toEqual([]);
  });
});

describe("modes", () => {
  it("dry_run: spam is decided and published with action none; nothing is deleted, muted or banned, no service message deleted, no ban-list ban", async () => {
    const { sink, handle } = setup({
      settings: { mode: ModerationMode.DRY_RUN, actionOnSpam: Action.DELETE_AND_BAN, deleteServiceMessages: true, externalBanList: true, notifyAdmins: true },
      listed: [666],
    });
    const calls = since();
    const u = await handle(tg.message(GROUP, alice, "SPAM in a dry run"));
    await handle(tg.joinedService(GROUP, [{ id: 666, is_bot: false, first_name: "Spammer" }]));
    expect(sink.decisions).toHaveLength(1);
    expect(sink.decisions[0]).toMatchObject({
      messageId: BigInt(u.message!.message_id),
      verdict: Verdict.SPAM,
      actionTaken: Action.NONE,
      recommendedAction: Action.DELETE_AND_BAN,
    });
    await new Promise((r) => setImmediate(r));
    expect(
      calls()
        .map((c) => c.method)
        .filter((m) => m !== "getChatAdministrators" && m !== "getChat"),
    ).toEqual([]);
    expect(sink.eventsOf(ChatEventKind.BAN)).toEqual([]);
  });

  it("soft_ban: where the action would ban, the sender is restricted for good (no sending) and the decision says delete_and_mute", async () => {
    const { sink, handle } = setup({ settings: { mode: ModerationMode.SOFT_BAN, actionOnSpam: Action.DELETE_AND_BAN, externalBanList: true }, listed: [666] });
    // A member not banned by an earlier test (a banned member is left banned, not restricted: a restriction would let them back in).
    const una: TgUser = { id: 38, is_bot: false, first_name: "Una" };
    const calls = since();
    const u = await handle(tg.message(GROUP, una, "SPAM soft"));
    expect(calls("banChatMember")).toEqual([]);
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([u.message!.message_id]);
    const [restricted] = calls("restrictChatMember");
    expect(restricted!.params).toMatchObject({ chat_id: GROUP.id, user_id: una.id, until_date: 0, permissions: { can_send_messages: false } });
    expect(sink.decisions.at(-1)).toMatchObject({ actionTaken: Action.DELETE_AND_MUTE });
    expect(sink.eventsOf(ChatEventKind.MUTE)).toMatchObject([{ userId: BigInt(una.id), reason: "spam: earnings_promise, dm_invite (soft ban)" }]);
    // A member on the external ban list is restricted too, not banned.
    await handle(tg.memberUpdate(GROUP, { id: 666, is_bot: false, first_name: "Spammer" }, { status: "left" }, { status: "member" }));
    expect(calls("banChatMember")).toEqual([]);
    expect(calls("restrictChatMember").map((c) => [c.params.user_id, c.params.until_date])).toEqual([
      [una.id, 0],
      [666, 0],
    ]);
  });
});

describe("the bot's own membership and the administrators", () => {
  it("a bot that lost its rights (no can_delete_messages, no can_restrict_members): Telegram refuses each action, and the decision claims none", async () => {
    const chat: TgChat = { id: -1001000000555, type: "supergroup", title: "Rights taken" };
    tg.setAdmins(chat.id, [
      { user: owner, status: "creator" },
      { user: tg.bot, rights: { can_delete_messages: false, can_restrict_members: false } },
    ]);
    for (const actionOnSpam of [Action.DELETE_AND_BAN, Action.DELETE_AND_MUTE]) {
      const groups = stubGroups({ [chat.id]: settings({ actionOnSpam }) });
      const engine = stubEngine({ settingsOf: groups.settingsOf });
      const { sink, handle } = moderatorOn(tg, api, { engine, groups });
      const carl: TgUser = { id: 37, is_bot: false, first_name: "Carl" };
      const u = await handle(tg.message(chat, carl, "SPAM with the bot's hands tied"));
      expect(sink.decisions.at(-1)).toMatchObject({ verdict: Verdict.SPAM, recommendedAction: actionOnSpam, actionTaken: Action.NONE, messageRemoved: false });
      expect(sink.eventsOf(ChatEventKind.BAN)).toEqual([]);
      expect(sink.eventsOf(ChatEventKind.MUTE)).toEqual([]);
      // Still there, and carl free: what Telegram answered, not what was asked.
      expect(await api.call("deleteMessage", { chat_id: chat.id, message_id: u.message!.message_id }).catch((e: Error) => e.message)).toMatch(
        /message can't be deleted/,
      );
      expect(tg.memberOf(chat.id, carl.id)).toBeUndefined();
    }
  });

  it("added to a new group: registered (title, owner = who added it), administrators synced", async () => {
    const chat: TgChat = { id: -1001000000777, type: "supergroup", title: "New home" };
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: alice }, { user: tg.bot }]);
    tg.setMemberCount(chat.id, 321);
    const { groups, handle } = setup({ known: false });
    await handle(tg.botMembership(chat, owner, "administrator"));
    expect(groups.botStatusCalls).toEqual([
      { groupId: BigInt(chat.id), status: BotStatus.ACTIVE, title: "New home", addedByTelegramUserId: 99n, memberCount: 321 },
    ]);
    expect(groups.adminSyncs).toEqual([{ groupId: BigInt(chat.id), telegramUserIds: [11n, 99n] }]);
    await handle(tg.botMembership(chat, owner, "left", "administrator"));
    expect(groups.botStatusCalls.at(-1)).toMatchObject({ groupId: BigInt(chat.id), status: BotStatus.REMOVED });
  });

  it("a message in a group Warden does not know registers it, then is checked", async () => {
    const chat: TgChat = { id: -1001000000888, type: "supergroup", title: "Old home" };
    const { groups, sink, handle } = setup({ known: false });
    await handle(tg.message(chat, alice, "SPAM"));
    expect(groups.botStatusCalls).toMatchObject([{ groupId: BigInt(chat.id), status: BotStatus.ACTIVE, title: "Old home" }]);
    expect(sink.decisions[0]!.actionTaken).toBe(Action.DELETE);
  });

  it("an admin change re-reads the administrators at once (a demoted admin is moderated again)", async () => {
    const chat: TgChat = { id: -1001000000999, type: "supergroup", title: "Demotions" };
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: bob }]);
    const groupsInit = setup({ known: false });
    const { engine, groups, handle } = groupsInit;
    await handle(tg.message(chat, bob, "SPAM by an admin"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(true);
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }]);
    await handle(tg.memberUpdate(chat, bob, { status: "administrator" }, { status: "member" }, owner));
    expect(groups.adminSyncs.at(-1)).toEqual({ groupId: BigInt(chat.id), telegramUserIds: [99n] });
    const calls = since();
    await handle(tg.message(chat, bob, "SPAM after demotion"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(false);
    expect(calls("deleteMessage")).toHaveLength(1);
  });

  it("an admin change re-reads the administrators even while a read that began before it is under way", async () => {
    const chat: TgChat = { id: -1001000000996, type: "supergroup", title: "Demoted mid-read" };
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: bob }, { user: tg.bot }]);
    const groups = stubGroups({ [chat.id]: settings() });
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    // The first read's answer, given by Telegram while bob was still an administrator, is held on its way back.
    let answered!: () => void;
    const read = new Promise<void>((r) => (answered = r));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let reads = 0;
    const slow: Pick<BotApi, "call"> = {
      async call(method, params) {
        const result = await api.call(method, params);
        if (method === "getChatAdministrators" && ++reads === 1) {
          answered();
          await held;
        }
        return result;
      },
    };
    const { moderator, handle } = moderatorOn(tg, api, { engine, groups, api: slow });
    // A message's check begins a read.
    const before = moderator.isAdmin(chat.id, bob.id);
    await read;
    // bob is demoted: Telegram's chat_member update has the administrators re-read.
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
    const refreshed = moderator.refreshAdmins(chat.id);
    // a second change before the read ends: one more read serves both
    const again = moderator.refreshAdmins(chat.id);
    release();
    expect(await before).toBe(true);
    expect([...(await refreshed)].sort()).toEqual([owner.id, tg.bot.id].sort());
    expect(await again).toEqual(await refreshed);
    expect(reads).toBe(2);
    // the list from before the change was never reported to groups-config
    expect(groups.adminSyncs).toEqual([{ groupId: BigInt(chat.id), telegramUserIds: [BigInt(owner.id)] }]);
    const calls = since();
    await handle(tg.message(chat, bob, "SPAM after demotion"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(false);
    expect(calls("deleteMessage")).toHaveLength(1);
  });

  it("a failed first read of the administrators is tried again within seconds, not after 30 s; a list read before is kept", async () => {
    let t = 5_000_000;
    const chat: TgChat = { id: -1001000000998, type: "supergroup", title: "Flaky admins" };
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: bob }]);
    const { engine, handle } = setup({ known: false, now: () => t });
    tg.failNext("getChatAdministrators", 2, { error_code: 500, description: "Internal Server Error" });
    const calls = since();
    await handle(tg.message(chat, bob, "hello from an admin"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(false);
    t += 1_100; // the second read fails too: the next is 2 s later
    await handle(tg.message(chat, bob, "hello again"));
    expect(calls("getChatAdministrators")).toHaveLength(2);
    t += 1_100;
    await handle(tg.message(chat, bob, "and again"));
    expect(calls("getChatAdministrators")).toHaveLength(2);
    t += 1_000;
    await handle(tg.message(chat, bob, "SPAM by an admin"));
    expect(calls("getChatAdministrators")).toHaveLength(3);
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(true);
    expect(deletedMessageIds(calls())).toEqual([]);

    // once read, a failed refresh keeps the list for 30 s rather than forgetting the admins
    t += 600_001;
    tg.failNext("getChatAdministrators", 1, { error_code: 500, description: "Internal Server Error" });
    await handle(tg.message(chat, bob, "SPAM by an admin, list expired"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(true);
    t += 29_000;
    await handle(tg.message(chat, bob, "SPAM by an admin, list kept"));
    expect(calls("getChatAdministrators")).toHaveLength(4);
    expect(deletedMessageIds(calls())).toEqual([]);
  });

  it("a read of the administrators refused by flood control (429) is not asked again before its retry_after", async () => {
    let t = 7_000_000;
    const chat: TgChat = { id: -1001000000997, type: "supergroup", title: "Flooded admins" };
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: bob }]);
    const { engine, handle } = setup({ known: false, now: () => t });
    tg.failNext("getChatAdministrators", 1, { retryAfter: 20 });
    const calls = since();
    await handle(tg.message(chat, bob, "hello from an admin"));
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(false);
    // Without a list the next read would come after 1 s; Telegram asked for 20.
    t += 19_000;
    await handle(tg.message(chat, bob, "hello again"));
    expect(calls("getChatAdministrators")).toHaveLength(1);
    t += 1_001;
    await handle(tg.message(chat, bob, "and again"));
    expect(calls("getChatAdministrators")).toHaveLength(2);
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(true);

    // A list read before is kept past a refresh refused for longer than 30 s, and not asked again sooner.
    t += 600_001;
    tg.failNext("getChatAdministrators", 1, { retryAfter: 45 });
    await handle(tg.message(chat, bob, "list expired"));
    t += 44_000;
    await handle(tg.message(chat, bob, "still within the flood wait"));
    expect(calls("getChatAdministrators")).toHaveLength(3);
    expect(engine.requests.at(-1)!.sender!.isAdmin).toBe(true);
  });

  it("reuses settings for the TTL (5 s), then asks again and sees a change", async () => {
    let t = 1_000_000;
    const { groups, moderator } = setup({ now: () => t });
    expect((await moderator.groupSettings(GROUP)).muteMinutes).toBe(60);
    groups.update(GROUP.id, { muteMinutes: 5 });
    t += 4_999;
    expect((await moderator.groupSettings(GROUP)).muteMinutes).toBe(60);
    expect(groups.policyCalls).toBe(1);
    t += 2;
    expect((await moderator.groupSettings(GROUP)).muteMinutes).toBe(5);
    expect(groups.policyCalls).toBe(2);
    // Unchanged since: groups-config answers "unchanged" and the settings held are kept.
    t += 5_001;
    expect((await moderator.groupSettings(GROUP)).muteMinutes).toBe(5);
    expect(groups.policyCalls).toBe(3);
  });
});

describe("words without a text of their own (sent through an inline bot)", () => {
  it("a member's rich message carrying spam (no text, only blocks) is judged on its blocks, deleted, and the decision keeps what was judged", async () => {
    const { sink, engine, handle } = setup();
    const calls = since();
    const u = await handle(tg.richMessage(GROUP, bob, ["Hot offer", "SPAM earn $500 a day, DM me"]));
    const m = u.message as Record<string, any>;
    expect(m.text).toBeUndefined();
    expect(m.via_bot).toEqual(INLINE_BOT);
    expect(engine.requests.at(-1)).toMatchObject({ text: "Hot offer\nSPAM earn $500 a day, DM me", sender: { userId: BigInt(bob.id) } });
    expect(calls("deleteMessage").map((c) => c.params)).toEqual([{ chat_id: GROUP.id, message_id: m.message_id }]);
    expect(sink.decisions.at(-1)).toMatchObject({ verdict: Verdict.SPAM, actionTaken: Action.DELETE, text: "Hot offer\nSPAM earn $500 a day, DM me" });
  });

  it("an invoice sent through an inline bot is judged on its title and description; a clean rich message stays", async () => {
    const { sink, engine, handle } = setup();
    const calls = since();
    const invoice = { title: "VIP signals", description: "SPAM earn $500 a day", currency: "XTR", total_amount: 1, start_parameter: "vip" };
    const spam = (await handle(tg.viaInlineBot(GROUP, bob, { invoice }))).message as Record<string, any>;
    expect(engine.requests.at(-1)!.text).toBe("VIP signals\nSPAM earn $500 a day");
    await handle(tg.richMessage(GROUP, bob, ["Meeting on Friday", "Bring snacks"]));
    expect(engine.requests.at(-1)!.text).toBe("Meeting on Friday\nBring snacks");
    expect(calls("deleteMessage").map((c) => c.params.message_id)).toEqual([spam.message_id]);
    expect(sink.decisions.map((d) => d.actionTaken)).toEqual([Action.DELETE, Action.NONE]);
  });
});

describe("a malformed update", () => {
  it("one that cannot even be classified is logged and counted as failed (type unknown), and handle does not reject", async () => {
    const errors: unknown[][] = [];
    const log = { ...logger, error: (...args: unknown[]) => void errors.push(args), child: () => log } as unknown as Logger;
    const registry = createRegistry("bot-test", { defaultMetrics: false });
    const groups = stubGroups({ [GROUP.id]: settings() });
    const engine = stubEngine({ settingsOf: groups.settingsOf });
    const { moderator } = moderatorOn(tg, api, { engine, groups, registry, logger: log });
    // a message without its chat: classifying it throws
    await expect(moderator.handle({ update_id: 424242, message: { message_id: 1, date: 1, text: "hi" } } as unknown as Update)).resolves.toBeUndefined();
    const failed = (await registry.getSingleMetric("warden_bot_updates_failed_total")!.get()).values;
    expect(failed.map((v) => [v.labels.type, v.value])).toEqual([["unknown", 1]]);
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toMatchObject({ update_id: 424242, type: "unknown" });
    expect(errors[0]![1]).toBe("update failed");
    expect(engine.requests).toHaveLength(0);
  });
});
