import { BEHAVIOUR_SIGNALS, buttonUrlProblem, INTERNAL_LIMITS } from "@warden/contract";
import { Action } from "@warden/proto";
import { describe, expect, it } from "vitest";
import { behaviourAction } from "../src/moderation/behaviour/actions.js";
import { buttonUrls, hasWayOut, isShortMessage, metadataSignals } from "../src/moderation/behaviour/metadata.js";
import type { Chat, Message, Update } from "../src/telegram/types.js";
import { classifyUpdate } from "../src/updates.js";

const chat: Chat = { id: -1001, type: "supergroup", title: "G" };
const channel: Chat = { id: -1002, type: "channel", title: "News", username: "news" };
const from = { id: 5, is_bot: false, first_name: "Eve" };
const msg = (extra: Partial<Message>): Message => ({ message_id: 1, date: 1_800_000_000, chat, from, ...extra });
const photo = [{ file_id: "a", file_unique_id: "b", width: 90, height: 90 }];

describe("metadata signals", () => {
  it("a plain text message has none", () => {
    expect(metadataSignals(msg({ text: "hello there, how are you all doing today?" }))).toEqual([]);
  });

  it("a forward from a channel: forward_from_channel; with a URL button also link_buttons", () => {
    const fwd = { forward_origin: { type: "channel" as const, chat: channel, date: 1, message_id: 3 } };
    expect(metadataSignals(msg({ text: "news", ...fwd }))).toEqual(["forward_from_channel"]);
    const ad = msg({ text: "ad", ...fwd, reply_markup: { inline_keyboard: [[{ text: "Join", url: "https://t.me/x" }]] } });
    expect(metadataSignals(ad)).toEqual(["forward_from_channel", "link_buttons"]);
    // The legacy field says the same.
    expect(metadataSignals(msg({ text: "old", forward_from_chat: channel }))).toEqual(["forward_from_channel"]);
    // A forward from a user is not one; callback buttons are not links.
    expect(metadataSignals(msg({ text: "x", forward_origin: { type: "user", date: 1, sender_user: from } }))).toEqual([]);
    expect(metadataSignals(msg({ text: "x", reply_markup: { inline_keyboard: [[{ text: "ok", callback_data: "1" }]] } }))).toEqual([]);
  });

  it("the addresses URL buttons open, for the engine's domain rules: each once, the first 100, each cut whole", () => {
    const keyboard = (rows: { text: string; url?: string; callback_data?: string }[][]) => msg({ text: "x", reply_markup: { inline_keyboard: rows } });
    expect(buttonUrls(msg({ text: "no buttons" }))).toEqual([]);
    expect(
      buttonUrls(
        keyboard([
          [
            { text: "a", url: "https://a.example/1" },
            { text: "ok", callback_data: "1" },
          ],
          [
            { text: "b", url: "https://b.example" },
            { text: "again", url: "https://a.example/1" },
            { text: "empty", url: "" },
          ],
        ]),
      ),
    ).toEqual(["https://a.example/1", "https://b.example"]);
    const { checkButtonUrls: MAX_BUTTON_URLS, checkButtonUrlMaxUnits: MAX_BUTTON_URL_CHARS } = INTERNAL_LIMITS;
    const many = keyboard([Array.from({ length: MAX_BUTTON_URLS + 5 }, (_, i) => ({ text: `${i}`, url: `https://x.example/${i}` }))]);
    expect(buttonUrls(many)).toEqual(Array.from({ length: MAX_BUTTON_URLS }, (_, i) => `https://x.example/${i}`));
    // cut to the limit, never through a surrogate pair (the engine refuses what is not Unicode)
    const long = `https://long.example/${"y".repeat(MAX_BUTTON_URL_CHARS - "https://long.example/".length - 1)}😀`;
    const [cut] = buttonUrls(keyboard([[{ text: "l", url: long }]]));
    expect(cut).toBe(long.slice(0, MAX_BUTTON_URL_CHARS - 1));
    expect(buttonUrlProblem(cut!)).toBeNull();
    // what the engine would refuse is made storable: a NUL or a lone surrogate becomes U+FFFD
    const odd = buttonUrls(keyboard([[{ text: "n", url: "https://a.example/\u0000/\ud800" }]]));
    expect(odd).toEqual(["https://a.example/\ufffd/\ufffd"]);
    expect(odd.map(buttonUrlProblem)).toEqual([null]);
  });

  it("contacts, stories and external replies are signals", () => {
    expect(metadataSignals(msg({ contact: { phone_number: "+100", first_name: "A" } }))).toEqual(["contact"]);
    expect(metadataSignals(msg({ story: { chat: channel, id: 9 } }))).toEqual(["story"]);
    expect(metadataSignals(msg({ text: "look", external_reply: { origin: { type: "channel", date: 1, chat: channel } } }))).toEqual(["external_reply"]);
  });

  it("media with no caption or one under 10 characters is media_short_caption; a normal caption is not", () => {
    expect(metadataSignals(msg({ photo }))).toEqual(["media_short_caption"]);
    expect(metadataSignals(msg({ photo, caption: " 123456789 " }))).toEqual(["media_short_caption"]);
    expect(metadataSignals(msg({ photo, caption: "1234567890" }))).toEqual([]);
    expect(metadataSignals(msg({ video: photo[0], caption: "our cat at the beach this morning" }))).toEqual([]);
    expect(metadataSignals(msg({ document: photo[0] }))).toEqual(["media_short_caption"]);
  });

  it("dense custom emoji: at least 5 covering half of the text; fewer or sparse ones are not", () => {
    const emoji = (n: number, offset = 0) =>
      Array.from({ length: n }, (_, i) => ({ type: "custom_emoji", offset: offset + i * 2, length: 2, custom_emoji_id: `${i}` }));
    expect(metadataSignals(msg({ text: "🔥🔥🔥🔥🔥 go", entities: emoji(5) }))).toEqual(["dense_custom_emoji"]);
    expect(metadataSignals(msg({ text: "🔥🔥🔥🔥 go", entities: emoji(4) }))).toEqual([]);
    const long = `🔥🔥🔥🔥🔥 ${"a long honest message about our meeting next week ".repeat(2)}`;
    expect(metadataSignals(msg({ text: long, entities: emoji(5) }))).toEqual([]);
    // A caption's entities are caption_entities.
    expect(metadataSignals(msg({ photo, caption: "🔥🔥🔥🔥🔥 sale!!", caption_entities: emoji(5) }))).toContain("dense_custom_emoji");
  });

  it("malformed keyboards and entities do not throw", () => {
    const bad = msg({ text: "x", reply_markup: { inline_keyboard: "nope" as never }, entities: null as never });
    expect(metadataSignals(bad)).toEqual([]);
  });
});

describe("short messages", () => {
  it('"hi", "." and "?" are short; a sentence, media and contacts are not', () => {
    for (const t of ["hi", ".", "?", " ok ", "👋"]) expect(isShortMessage(msg({ text: t })), t).toBe(true);
    for (const t of ["hello", "what's up"]) expect(isShortMessage(msg({ text: t })), t).toBe(false);
    expect(isShortMessage(msg({ photo, caption: "hi" }))).toBe(false);
    expect(isShortMessage(msg({ contact: { phone_number: "1", first_name: "a" } }))).toBe(false);
  });
});

describe("a way out of the group", () => {
  it("links, t.me addresses, @handles, link entities and URL buttons count; an e-mail address, a short @ and plain text do not", () => {
    for (const text of ["see https://x.io", "www.deals.example", "join t.me/deals", "write @shop_manager", "@shop_manager now", "пишите @менеджер_шоп"]) {
      expect(hasWayOut(msg({ text })), text).toBe(true);
    }
    for (const text of ["mail me at anna@example.org", "meet @ 5", "happy birthday Anna"]) expect(hasWayOut(msg({ text })), text).toBe(false);
    expect(hasWayOut(msg({ text: "click here", entities: [{ type: "text_link", offset: 0, length: 10 }] }))).toBe(true);
    expect(hasWayOut(msg({ text: "ad", reply_markup: { inline_keyboard: [[{ text: "Go", url: "https://x.io" }]] } }))).toBe(true);
    expect(hasWayOut(msg({ photo, caption: "sale at t.me/deals" }))).toBe(true);
    // A link preview is a card readers open like a link, whatever the words show; not when it is turned off.
    expect(hasWayOut(msg({ text: "happy birthday Anna", link_preview_options: { url: "https://x.io/gift" } }))).toBe(true);
    expect(hasWayOut(msg({ text: "happy birthday Anna", link_preview_options: { is_disabled: true, url: "https://x.io/gift" } }))).toBe(false);
  });
});

describe("the action with behaviour", () => {
  const flood = (first: boolean) => ({ flood: { messageIds: [1, 2], first } });
  it("a flood is deleted and muted the first time, deleted after; a stronger engine action stands", () => {
    expect(behaviourAction(Action.NONE, flood(true), false)).toBe(Action.DELETE_AND_MUTE);
    expect(behaviourAction(Action.REVIEW, flood(false), false)).toBe(Action.DELETE);
    expect(behaviourAction(Action.DELETE_AND_BAN, flood(true), false)).toBe(Action.DELETE_AND_BAN);
    expect(behaviourAction(Action.NONE, {}, false)).toBe(Action.NONE);
  });
  it("never against an administrator or a whitelisted sender", () => {
    expect(behaviourAction(Action.NONE, flood(true), true)).toBe(Action.NONE);
  });
});

describe("reactions as updates", () => {
  const reaction = (over: Record<string, unknown>): Update =>
    ({
      update_id: 1,
      message_reaction: { chat, message_id: 3, user: from, date: 1, old_reaction: [], new_reaction: [{ type: "emoji", emoji: "👍" }], ...over },
    }) as Update;
  it("an added reaction is work; a removed one, an anonymous one, a bot's and one outside a group are not", () => {
    expect(classifyUpdate(reaction({}), 7)).toEqual({ type: "reaction", chat, user: from, messageId: 3, date: 1 });
    expect(classifyUpdate(reaction({ old_reaction: [{ type: "emoji", emoji: "👍" }], new_reaction: [] }), 7).type).toBe("ignore");
    expect(classifyUpdate(reaction({ user: undefined, actor_chat: channel }), 7).type).toBe("ignore");
    expect(classifyUpdate(reaction({ user: { ...from, is_bot: true } }), 7).type).toBe("ignore");
    expect(classifyUpdate(reaction({ chat: { id: 5, type: "private" } }), 7).type).toBe("ignore");
    // Changing 👍 to 🔥 adds a reaction.
    expect(classifyUpdate(reaction({ old_reaction: [{ type: "emoji", emoji: "👍" }], new_reaction: [{ type: "emoji", emoji: "🔥" }] }), 7).type).toBe(
      "reaction",
    );
  });
});

describe("the weight table", () => {
  it("every weight is an integer 0..100 (what the engine accepts), and only reaction_spam, which has no message, weighs 0", () => {
    for (const [name, w] of Object.entries(BEHAVIOUR_SIGNALS)) {
      expect(Number.isInteger(w) && w >= 0 && w <= 100, name).toBe(true);
      expect(w === 0, name).toBe(name === "reaction_spam");
    }
  });
});
