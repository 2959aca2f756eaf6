import { Action, Actor, ChatEventKind, ReportLabel, ReportSource } from "@warden/proto";
import { deletedMessageIds } from "@warden/testing";
import type { FakeTelegram, TgChat, TgUser } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupCommand, BannedMessages } from "../src/admin-commands.js";
import type { BotApi } from "../src/telegram/client.js";
import { callsSince, logger, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// Moderator feedback from the group: an administrator's /spam and /ham replies, and unbans of
// users the bot banned, against the fake Telegram Bot API.
let tg: FakeTelegram;
let api: BotApi;
const GROUP: TgChat = { id: -1001000000300, type: "supergroup", title: "Dogs" };
const spammer: TgUser = { id: 31, is_bot: false, first_name: "Spammer", username: "cash_now" };
const member: TgUser = { id: 32, is_bot: false, first_name: "Member" };
const owner: TgUser = { id: 98, is_bot: false, first_name: "Owner", username: "owner" };

beforeAll(async () => ({ tg, api } = await startTelegram({ chat: GROUP, owner })));
afterAll(() => tg?.close());

function setup(actionOnSpam = Action.DELETE) {
  const groups = stubGroups({ [GROUP.id]: settings({ actionOnSpam }) });
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  const { sink, handle } = moderatorOn(tg, api, { engine, groups });
  return { groups, engine, sink, handle };
}

const since = () => callsSince(tg);

describe("groupCommand", () => {
  it("reads /spam, /ham and /report, with or without this bot's name, and nothing else", () => {
    expect(groupCommand("/spam", "warden_bot")).toBe("spam");
    expect(groupCommand(" /HAM ", "warden_bot")).toBe("ham");
    expect(groupCommand("/spam@Warden_Bot", "warden_bot")).toBe("spam");
    expect(groupCommand("/spam@other_bot", "warden_bot")).toBeUndefined();
    expect(groupCommand("/spam this", "warden_bot")).toBeUndefined();
    expect(groupCommand("/spammer", "warden_bot")).toBeUndefined();
    expect(groupCommand("/report", "warden_bot")).toBe("report");
    expect(groupCommand("/Report@warden_bot ", "warden_bot")).toBe("report");
    expect(groupCommand("/report spam!", "warden_bot")).toBeUndefined();
    expect(groupCommand(undefined, "warden_bot")).toBeUndefined();
  });

  it("remembers banned messages within its bound, each taken once", async () => {
    // without Redis: in memory, bounded (the least recently banned pair goes first)
    const b = new BannedMessages({ prefix: "", logger, maxPairs: 2 });
    b.remember(1, 1, { messageId: 10, text: "a" });
    b.remember(1, 2, { messageId: 11, text: "b" });
    b.remember(1, 3, { messageId: 12, text: "c" });
    expect(await b.take(1, 1)).toBeUndefined();
    expect(await b.take(1, 2)).toEqual({ messageId: 11, text: "b" });
    expect(await b.take(1, 3)).toEqual({ messageId: 12, text: "c" });
    expect(await b.take(1, 3)).toBeUndefined();
  });
});

describe("/spam from an administrator", () => {
  it("deletes the replied message, bans its sender and reports it as spam for the group", async () => {
    const { groups, sink, handle } = setup();
    const u = await handle(tg.message(GROUP, spammer, "quick money, write me"));
    const target = u.message!;
    const calls = since();
    await handle(tg.message(GROUP, owner, "/spam", { reply_to_message: target }));
    expect(calls("deleteMessage").map((c) => c.params)).toEqual([{ chat_id: GROUP.id, message_id: target.message_id }]);
    expect(calls("banChatMember").map((c) => c.params)).toEqual([{ chat_id: GROUP.id, user_id: spammer.id, revoke_messages: true }]);
    expect(groups.reports).toEqual([
      {
        groupId: BigInt(GROUP.id),
        userId: BigInt(spammer.id),
        label: ReportLabel.SPAM,
        text: "quick money, write me",
        source: ReportSource.BOT,
        reporterTelegramUserId: BigInt(owner.id),
        sourceKey: `tg:${GROUP.id}:${target.message_id}:spam`,
      },
    ]);
    expect(sink.events.filter((e) => e.messageId === BigInt(target.message_id)).map((e) => e.reason)).toContain("/spam by an administrator");
    // the command itself is no message to judge
    expect(sink.decisions.some((d) => d.text === "/spam")).toBe(false);
  });

  it("in a forum topic, a /spam or /report that replies to nothing leaves the topic's opener alone", async () => {
    const { groups, sink, handle } = setup();
    // Telegram puts the topic's opening service message in reply_to_message of every message in the topic that is
    // not a reply: its `from` is the member who opened the topic.
    const opened = { message_id: 7_001, date: Math.floor(Date.now() / 1000), chat: GROUP, from: member, forum_topic_created: { name: "Questions" } };
    const inTopic = { message_thread_id: opened.message_id, is_topic_message: true, reply_to_message: opened };
    const calls = since();
    await handle(tg.message(GROUP, owner, "/spam", inTopic));
    await handle(tg.message(GROUP, owner, "/report", inTopic));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("banChatMember")).toEqual([]);
    expect(groups.reports).toEqual([]);
    expect(sink.events.filter((e) => e.messageId === BigInt(opened.message_id))).toEqual([]);
    // a reply inside the topic still names its target
    const u = await handle(
      tg.message(GROUP, spammer, "quick money in the topic", { message_thread_id: opened.message_id, is_topic_message: true, reply_to_message: opened }),
    );
    await handle(tg.message(GROUP, owner, "/spam", { ...inTopic, reply_to_message: u.message }));
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([spammer.id]);
  });

  it("in a channel post's comments, a /spam or /report that replies to nothing leaves the channel's post alone", async () => {
    const { groups, sink, handle } = setup();
    const channel: TgChat = { id: -1001000000377, type: "channel", title: "Our podcast" };
    // In the discussion group, Telegram puts the post's automatic forward in reply_to_message of every comment in its
    // thread that does not reply to another comment.
    const post = (await handle(tg.automaticForward(GROUP, channel, "New episode of our podcast is out"))).message!;
    const inThread = { message_thread_id: post.message_id, reply_to_message: post };
    const calls = since();
    await handle(tg.message(GROUP, owner, "/spam", inThread));
    await handle(tg.message(GROUP, owner, "/report", inThread));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("banChatSenderChat")).toEqual([]);
    expect(groups.reports).toEqual([]);
    expect(sink.events.filter((e) => e.messageId === BigInt(post.message_id))).toEqual([]);
    // a reply to a comment still names its target
    const u = await handle(tg.message(GROUP, spammer, "quick money in the comments", inThread));
    await handle(tg.message(GROUP, owner, "/spam", { ...inThread, reply_to_message: u.message }));
    expect(calls("banChatMember").map((c) => c.params.user_id)).toEqual([spammer.id]);
  });

  it("never bans an administrator, but still deletes and reports", async () => {
    const { groups, handle } = setup();
    const u = await handle(tg.message(GROUP, owner, "our own announcement"));
    const calls = since();
    await handle(tg.message(GROUP, owner, "/spam", { reply_to_message: u.message }));
    expect(calls("banChatMember")).toEqual([]);
    expect(calls("deleteMessage")).toHaveLength(1);
    expect(groups.reports.map((r) => r.label)).toEqual([ReportLabel.SPAM]);
  });
});

describe("/ham from an administrator", () => {
  it("reports the replied message as ham and takes no action", async () => {
    const { groups, handle, sink } = setup();
    const u = await handle(tg.message(GROUP, member, "selling my old bike, 300, DM me"));
    const calls = since();
    await handle(tg.message(GROUP, owner, "/ham", { reply_to_message: u.message }));
    // The journal is told too (a chat event of kind report), to mark the bot's decisions about the message.
    expect(sink.events.filter((e) => e.kind === ChatEventKind.REPORT).map((e) => [e.groupId, e.messageId, e.userId, e.reportLabel, e.by])).toEqual([
      [BigInt(GROUP.id), BigInt(u.message!.message_id), BigInt(member.id), ReportLabel.HAM, Actor.ADMIN],
    ]);
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("banChatMember")).toEqual([]);
    expect(groups.reports).toEqual([
      {
        groupId: BigInt(GROUP.id),
        userId: BigInt(member.id),
        label: ReportLabel.HAM,
        text: "selling my old bike, 300, DM me",
        source: ReportSource.BOT,
        reporterTelegramUserId: BigInt(owner.id),
        sourceKey: `tg:${GROUP.id}:${u.message!.message_id}:ham`,
      },
    ]);
  });
});

describe("a non-administrator", () => {
  it("replying /spam or /ham is ignored: nothing deleted, banned or reported", async () => {
    const { groups, handle } = setup();
    const u = await handle(tg.message(GROUP, member, "hello all"));
    const calls = since();
    await handle(tg.message(GROUP, spammer, "/spam", { reply_to_message: u.message }));
    await handle(tg.message(GROUP, spammer, "/ham", { reply_to_message: u.message }));
    expect(deletedMessageIds(calls())).toEqual([]);
    expect(calls("banChatMember")).toEqual([]);
    expect(groups.reports).toEqual([]);
  });
});

describe("an administrator unbanning a user the bot banned", () => {
  it("reports the message the bot banned as ham, once", async () => {
    const { groups, handle } = setup(Action.DELETE_AND_BAN);
    const spam = await handle(tg.message(GROUP, spammer, "SPAM earn $500 a day, DM me"));
    expect(tg.callsOf("banChatMember", (p) => p.user_id === spammer.id).length).toBeGreaterThan(0);
    await handle(tg.memberUpdate(GROUP, spammer, { status: "kicked", until_date: 0 }, { status: "left" }, owner));
    expect(groups.reports).toEqual([
      {
        groupId: BigInt(GROUP.id),
        userId: BigInt(spammer.id),
        label: ReportLabel.HAM,
        text: "SPAM earn $500 a day, DM me",
        source: ReportSource.BOT,
        reporterTelegramUserId: BigInt(owner.id),
        // the banned message's key: a "Not spam" of the same message is the same report
        sourceKey: `tg:${GROUP.id}:${spam.message!.message_id}:ham`,
      },
    ]);
    // a second unban (or one of a user the bot never banned) reports nothing
    await handle(tg.memberUpdate(GROUP, spammer, { status: "kicked", until_date: 0 }, { status: "left" }, owner));
    await handle(tg.memberUpdate(GROUP, member, { status: "kicked", until_date: 0 }, { status: "left" }, owner));
    expect(groups.reports).toHaveLength(1);
  });

  it("tells the journal of every correction, even when groups-config is down, and of a message without text, which it cannot report", async () => {
    const { groups, handle, sink } = setup();
    const corrections = () => sink.events.filter((e) => e.kind === ChatEventKind.REPORT).map((e) => [e.messageId, e.userId, e.reportLabel]);
    // /spam on a text while groups-config refuses every try: no report stored, the journal told all the same.
    const text = await handle(tg.message(GROUP, spammer, "quick money, write me now"));
    groups.failNext("createReport", 10);
    await handle(tg.message(GROUP, owner, "/spam", { reply_to_message: text.message }));
    expect(groups.reports).toEqual([]);
    // /spam on a picture without a caption (judged on its form, if at all): nothing to report, the journal told; then the
    // administrator lifts the ban the /spam made: the journal told again, ham.
    const photo = await handle(tg.photo(GROUP, member, [{ bytes: Buffer.from("a plain picture"), width: 90, height: 90 }]));
    await handle(tg.message(GROUP, owner, "/spam", { reply_to_message: photo.message }));
    await handle(tg.memberUpdate(GROUP, member, { status: "kicked", until_date: 0 }, { status: "left" }, owner));
    expect(groups.reports).toEqual([]);
    expect(corrections()).toEqual([
      [BigInt(text.message!.message_id), BigInt(spammer.id), ReportLabel.SPAM],
      [BigInt(photo.message!.message_id), BigInt(member.id), ReportLabel.SPAM],
      [BigInt(photo.message!.message_id), BigInt(member.id), ReportLabel.HAM],
    ]);
  });
});
