import { describe, expect, it } from "vitest";
import { ALLOWED_UPDATES, type Message, type Update, type User } from "../src/telegram/types.js";
import { classifyUpdate, judgedText, messageKind, messageSender } from "../src/updates.js";

// Update shapes of Bot API 7-9 the bot may meet in a group, as Telegram sends them: what is judged, what is ignored.
const BOT = 7_000_000_001;
const alice: User = { id: 11, is_bot: false, first_name: "Alice", username: "alice" };
const group = { id: -1001234567890, type: "supergroup" as const, title: "Cats", is_forum: true };
const channel = { id: -1009876543210, type: "channel" as const, title: "Deals", username: "deals" };
const msg = (m: Record<string, unknown>): Message => ({ message_id: 5, date: 1_700_000_000, chat: group, from: alice, ...m }) as Message;
const upd = (u: Record<string, unknown>): Update => ({ update_id: 1, ...u }) as Update;

describe("update shapes", () => {
  it("business_message and message_reaction_count are neither asked for nor acted on", () => {
    const kinds: string[] = ALLOWED_UPDATES;
    expect(kinds).not.toContain("business_message");
    expect(kinds).not.toContain("message_reaction_count");
    const business = { business_connection_id: "b1", message_id: 3, date: 1, chat: { id: 42, type: "private", first_name: "A" }, from: alice, text: "SPAM" };
    expect(classifyUpdate(upd({ business_message: business }), BOT)).toMatchObject({ type: "ignore" });
    const counts = { chat: group, message_id: 4, date: 1, reactions: [{ type: { type: "emoji", emoji: "👍" }, total_count: 3 }] };
    expect(classifyUpdate(upd({ message_reaction_count: counts }), BOT)).toMatchObject({ type: "ignore" });
  });

  it("a channel posting on behalf of itself is a channel sender (banned with banChatSenderChat); the group itself is an anonymous administrator", () => {
    const channelBot = { id: 136817688, is_bot: true, first_name: "Channel" };
    expect(messageSender(msg({ from: channelBot, sender_chat: channel, text: "hi" }))).toEqual({ id: channel.id, kind: "channel", username: "deals" });
    expect(messageSender(msg({ from: { id: 1087968824, is_bot: true, first_name: "Group" }, sender_chat: group, text: "hi" }))).toMatchObject({
      kind: "channel",
      exempt: "anonymous_admin",
    });
  });

  it("a message via an inline bot, a paid-media post and a captioned photo with a hidden link are judged on their words and addresses", () => {
    const viaBot = msg({ text: "Hot offer here", via_bot: { id: 5, is_bot: true, first_name: "Inline", username: "inline_bot" } });
    expect(judgedText(viaBot)).toBe("Hot offer here");
    expect(messageKind(viaBot)).toBe("content");
    const paid = msg({ paid_media: { star_count: 5, paid_media: [{ type: "preview" }] }, caption: "SPAM full video in DM" });
    expect(judgedText(paid)).toBe("SPAM full video in DM");
    const captioned = msg({
      photo: [{ file_id: "a", file_unique_id: "b", width: 1, height: 1 }],
      caption: "details here",
      caption_entities: [{ type: "text_link", offset: 0, length: 7, url: "https://scam.example/x" }],
    });
    expect(judgedText(captioned)).toBe("details here\nhttps://scam.example/x");
  });

  it("a quote of a message of another chat (external_reply) is judged; a link preview of another address is judged; a story is no text", () => {
    const external = msg({
      text: "look",
      external_reply: { origin: { type: "channel", date: 1, chat: channel, message_id: 9 }, chat: channel, message_id: 9 },
      quote: { text: "SPAM earn 500$ a day", position: 0 },
    });
    expect(judgedText(external)).toBe("look\nSPAM earn 500$ a day");
    const preview = msg({ text: "nice", link_preview_options: { url: "https://scam.example/p" } });
    expect(judgedText(preview)).toBe("nice\nhttps://scam.example/p");
    const story = msg({ story: { chat: channel, id: 1 }, forward_origin: { type: "channel", date: 1, chat: channel, message_id: 1 } });
    expect(judgedText(story)).toBeUndefined();
    expect(messageKind(story)).toBe("content_free");
  });

  it("forum topic service messages (closed, reopened, General hidden) are service messages with nothing to judge", () => {
    for (const field of ["forum_topic_closed", "forum_topic_reopened", "general_forum_topic_hidden"]) {
      const m = msg({ [field]: {}, message_thread_id: 7, is_topic_message: true });
      expect(classifyUpdate(upd({ message: m }), BOT)).toMatchObject({ type: "message" });
      expect(messageKind(m)).toBe("service");
      expect(judgedText(m)).toBeUndefined();
    }
  });
});
