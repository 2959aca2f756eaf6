import { describe, expect, it } from "vitest";
import { MAX_TEXT_CHARS } from "@warden/contract";
import {
  classifyUpdate,
  judgedText,
  memberChanges,
  messageKind,
  messageSender,
  messageText,
  RICH_MAX_DEPTH,
  RICH_MAX_NODES,
  richMessageWords,
  SERVICE_FIELDS,
} from "../src/updates.js";
import type { ChatMemberUpdated, Message, Update, User } from "../src/telegram/types.js";

const BOT = 7_000_000_001;
const bot: User = { id: BOT, is_bot: true, first_name: "Warden" };
const alice: User = { id: 11, is_bot: false, first_name: "Alice", username: "alice" };
const admin: User = { id: 99, is_bot: false, first_name: "Admin" };
const group = { id: -1001234567890, type: "supergroup" as const, title: "Cats" };
const channel = { id: -1009876543210, type: "channel" as const, title: "News", username: "news" };

const msg = (m: Partial<Message>): Message => ({ message_id: 5, date: 1_700_000_000, chat: group, from: alice, ...m });
const upd = (u: Omit<Update, "update_id">): Update => ({ update_id: 1, ...u });
const member = (
  from: Partial<ChatMemberUpdated["old_chat_member"]>,
  to: Partial<ChatMemberUpdated["new_chat_member"]>,
  by: User = alice,
): ChatMemberUpdated => ({
  chat: group,
  from: by,
  date: 1_700_000_100,
  old_chat_member: { status: "left", user: alice, ...from },
  new_chat_member: { status: "member", user: alice, ...to },
});

describe("callback queries", () => {
  it("a pressed button of one of the bot's messages is a callback, wherever the message is", () => {
    const query = { id: "42", from: admin, chat_instance: "1", data: "w:n:abcdefghijklmnop", message: msg({ chat: { id: 99, type: "private" }, from: bot }) };
    expect(classifyUpdate(upd({ callback_query: query }), BOT)).toEqual({ type: "callback", query });
  });
});

describe("messages", () => {
  it("a group message is work for the engine, its text or its caption judged", () => {
    const w = classifyUpdate(upd({ message: msg({ text: "hello" }) }), BOT);
    expect(w).toMatchObject({ type: "message", edited: false, chat: group });
    expect(messageText(msg({ text: "hello" }))).toBe("hello");
    expect(messageText(msg({ caption: "buy now" }))).toBe("buy now");
    expect(messageText(msg({}))).toBeUndefined();
    expect(messageText(msg({ text: "   " }))).toBeUndefined();
  });

  it("the judged text carries the addresses the words link to without showing them", () => {
    const link = (offset: number, length: number, url: string) => ({ type: "text_link", offset, length, url });
    expect(judgedText(msg({ text: "Great deals here", entities: [link(12, 4, "https://evil.example/x")] }))).toBe("Great deals here\nhttps://evil.example/x");
    expect(judgedText(msg({ caption: "see photo", caption_entities: [link(0, 3, "https://a.example"), link(4, 5, "https://a.example")] }))).toBe(
      "see photo\nhttps://a.example",
    );
    // shown already: not repeated; other entities: nothing added
    expect(judgedText(msg({ text: "go to https://b.example now", entities: [link(6, 17, "https://b.example")] }))).toBe("go to https://b.example now");
    expect(judgedText(msg({ text: "@alice hi", entities: [{ type: "mention", offset: 0, length: 6 }] }))).toBe("@alice hi");
    // a poll's, a venue's and another chat's quoted words are judged too; a link they show is not repeated
    const poll = {
      id: "1",
      question: "Earn daily?",
      options: [
        { text: "yes, at https://d.example", voter_count: 0 },
        { text: " ", voter_count: 0 },
      ],
    };
    expect(judgedText(msg({ poll }))).toBe("Earn daily?\nyes, at https://d.example");
    const location = { latitude: 1, longitude: 2 };
    expect(judgedText(msg({ location, venue: { location, title: "Casino", address: "Main st 1" } }))).toBe("Casino\nMain st 1");
    const external_reply = { origin: { type: "channel" as const, date: 1, chat: channel } };
    const quote = { text: "free signals at https://d.example", position: 0 };
    expect(judgedText(msg({ text: "look", entities: [link(0, 4, "https://d.example")], external_reply, quote }))).toBe(
      "look\nfree signals at https://d.example",
    );
    expect(judgedText(msg({ text: "spam, admins", reply_to_message: msg({ text: "free signals" }), quote }))).toBe("spam, admins");
    // a message of another forum topic of this group comes as an external reply too: judged already, not added
    expect(judgedText(msg({ text: "see there", external_reply: { ...external_reply, chat: group }, quote }))).toBe("see there");
    // a long text keeps to the check's limit
    const long = judgedText(msg({ text: "x".repeat(10_000), entities: [link(0, 1, "https://c.example")] }))!;
    expect(Array.from(long)).toHaveLength(10_000);
  });

  it("a contact's vCard (what its card shows beside the name) and a video's or an animation's file name are judged", () => {
    const file = { file_id: "F", file_unique_id: "U" };
    // RFC 6350: CRLF lines, long ones folded, "\," "\;" "\n" escaped, ";" between the parts of a structured value
    const vcard = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Doe;Anna;;;",
      "FN:Anna Doe",
      "TEL;TYPE=CELL:+15550100",
      "item1.URL;TYPE=work:https://pump.example/join",
      "ORG:Crypto signals;VIP",
      "NOTE:Earn $500 a day\\, no risk\\nDM me for the ",
      " free group",
      "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQ",
      "END:VCARD",
    ].join("\r\n");
    expect(judgedText(msg({ contact: { phone_number: "+15550100", first_name: "Anna", last_name: "Doe", vcard } }))).toBe(
      "Anna Doe\nhttps://pump.example/join\nCrypto signals VIP\nEarn $500 a day, no risk\nDM me for the free group",
    );
    // a card with nothing beside the name adds nothing
    const plain = "BEGIN:VCARD\nVERSION:2.1\nN:Doe;Anna\nFN:Anna Doe\nTEL:+15550100\nEND:VCARD";
    expect(judgedText(msg({ contact: { phone_number: "+15550100", first_name: "Anna", vcard: plain } }))).toBe("Anna");
    expect(judgedText(msg({ video: { ...file, file_name: "earn 500 a day t.me-pumpvip.mp4" }, caption: "look" }))).toBe(
      "look\nearn 500 a day t.me-pumpvip.mp4",
    );
    expect(judgedText(msg({ animation: { ...file, file_name: "free crypto signals.gif.mp4" } }))).toBe("free crypto signals.gif.mp4");
    // shown in the header of a reply from another chat too
    const external_reply = { origin: { type: "channel" as const, date: 1, chat: channel }, video: { ...file, file_name: "join t.me-pumpvip.mp4" } };
    expect(judgedText(msg({ text: "see", external_reply }))).toBe("see\njoin t.me-pumpvip.mp4");
  });

  it("what a message counts toward: content (text, caption, media), content-free posts (sticker, dice...), service messages", () => {
    const file = { file_id: "F", file_unique_id: "U" };
    const photo = [{ ...file, width: 90, height: 90 }];
    for (const m of [{ text: "hello" }, { caption: "look", photo }, { photo }, { video: file }, { animation: file }, { document: file }])
      expect(messageKind(msg(m)), JSON.stringify(m)).toBe("content");
    for (const m of [{ audio: file }, { voice: file }, { video_note: file }]) expect(messageKind(msg(m)), JSON.stringify(m)).toBe("content");
    expect(messageKind(msg({ poll: { id: "1", question: "Pizza or sushi?", options: [] } }))).toBe("content");
    const at = { latitude: 1, longitude: 2 };
    expect(messageKind(msg({ location: at, venue: { location: at, title: "Cafe", address: "Main st 1" } }))).toBe("content_free");
    const contentFree: Partial<Message>[] = [
      { sticker: { ...file, emoji: "👋" } },
      { dice: { emoji: "🎲", value: 3 } },
      { contact: { phone_number: "+1555", first_name: "Sales" } },
      { location: { latitude: 1, longitude: 2 } },
      { story: { chat: channel, id: 1 } },
      { photo: [] },
      {},
    ];
    for (const m of contentFree) expect(messageKind(msg(m)), JSON.stringify(m)).toBe("content_free");
    const service: Partial<Message>[] = [
      { forum_topic_created: { name: "Offers" } },
      { pinned_message: msg({ text: "pinned" }) },
      { new_chat_title: "Dogs" },
      { boost_added: { boost_count: 1 } } as Partial<Message>,
      { video_chat_started: {} } as Partial<Message>,
    ];
    for (const m of service) expect(messageKind(msg(m)), JSON.stringify(m)).toBe("service");
  });

  it("an edited message is re-checked", () => {
    expect(classifyUpdate(upd({ edited_message: msg({ text: "now spam", edit_date: 1_700_000_050 }) }), BOT)).toMatchObject({ type: "message", edited: true });
  });

  it("a forward is judged by its text, the forwarder being the sender", () => {
    const m = msg({ text: "forwarded offer", forward_origin: { type: "channel", date: 1, chat: channel } });
    expect(classifyUpdate(upd({ message: m }), BOT)).toMatchObject({ type: "message" });
    expect(messageSender(m)).toEqual({ id: alice.id, kind: "user", username: "alice" });
  });

  it("a post on behalf of a channel is sent by the channel; the group's anonymous admins and its automatic forwards are exempt", () => {
    const placeholder: User = { id: 136817688, is_bot: true, first_name: "Channel" };
    expect(messageSender(msg({ from: placeholder, sender_chat: channel }))).toEqual({ id: channel.id, kind: "channel", username: "news" });
    const anonymous: User = { id: 1087968824, is_bot: true, first_name: "Group" };
    expect(messageSender(msg({ from: anonymous, sender_chat: { ...group } }))).toEqual({ id: group.id, kind: "channel", exempt: "anonymous_admin" });
    expect(messageSender(msg({ from: placeholder, sender_chat: channel, is_automatic_forward: true }))?.exempt).toBe("linked_channel");
  });

  it("private chats and channel posts are not moderated", () => {
    expect(classifyUpdate(upd({ message: msg({ chat: { id: 11, type: "private" }, text: "hi" }) }), BOT)).toMatchObject({ type: "ignore" });
    expect(classifyUpdate(upd({ channel_post: msg({ chat: channel, text: "news" }) }), BOT)).toMatchObject({ type: "ignore" });
  });

  it("/start (with a deep link's payload or none) and /help in a private chat ask for the welcome; nothing else there does", () => {
    const dm = { id: 11, type: "private" as const };
    for (const [text, command] of [
      ["/start", "start"],
      ["/start warden", "start"],
      ["/Help", "help"],
      ["/help@warden_bot", "help"],
    ] as const)
      expect(classifyUpdate(upd({ message: msg({ chat: dm, text }) }), BOT), text).toEqual({ type: "private_command", chat: dm, from: alice, command });
    for (const text of ["/starting", "/report", "start", " /start", "/spam"])
      expect(classifyUpdate(upd({ message: msg({ chat: dm, text }) }), BOT), text).toMatchObject({ type: "ignore" });
    // An edit, a bot's message, a caption: no welcome.
    expect(classifyUpdate(upd({ edited_message: msg({ chat: dm, text: "/start" }) }), BOT)).toMatchObject({ type: "ignore" });
    expect(classifyUpdate(upd({ message: msg({ chat: dm, from: bot, text: "/start" }) }), BOT)).toMatchObject({ type: "ignore" });
    expect(classifyUpdate(upd({ message: msg({ chat: dm, caption: "/start" }) }), BOT)).toMatchObject({ type: "ignore" });
    // In a group, /start is a post like any other (judged), not a welcome.
    expect(classifyUpdate(upd({ message: msg({ text: "/start" }) }), BOT)).toMatchObject({ type: "message" });
  });
});

describe("supergroup migration", () => {
  it("migrate_to_chat_id in the old group and migrate_from_chat_id in the new one are the same move; never judged as text", () => {
    const old = { id: -4001, type: "group" as const, title: "Cats" };
    expect(classifyUpdate(upd({ message: msg({ chat: old, migrate_to_chat_id: group.id }) }), BOT)).toEqual({
      type: "migration",
      from: old.id,
      to: group.id,
      title: "Cats",
      date: 1_700_000_000,
    });
    expect(classifyUpdate(upd({ message: msg({ migrate_from_chat_id: old.id }) }), BOT)).toEqual({
      type: "migration",
      from: old.id,
      to: group.id,
      title: "Cats",
      date: 1_700_000_000,
    });
    // an edit never carries a migration; a plain message in a migrated chat is a message
    expect(classifyUpdate(upd({ edited_message: msg({ text: "hi", migrate_from_chat_id: old.id }) }), BOT)).toMatchObject({ type: "message", edited: true });
  });
});

describe("joins and leaves", () => {
  it("new_chat_members is a join per member, with the service message to delete; the bot itself is left out", () => {
    const w = classifyUpdate(upd({ message: msg({ message_id: 9, new_chat_members: [alice, bot] }) }), BOT);
    expect(w).toMatchObject({ type: "membership", serviceMessageId: 9, changes: [{ kind: "join", user: alice, by: "self" }] });
    expect(classifyUpdate(upd({ message: msg({ new_chat_members: [bot] }) }), BOT)).toMatchObject({ type: "ignore" });
  });

  it("left_chat_member is a leave, or a kick when someone else removed the member", () => {
    expect(classifyUpdate(upd({ message: msg({ left_chat_member: alice }) }), BOT)).toMatchObject({ changes: [{ kind: "leave", by: "self" }] });
    expect(classifyUpdate(upd({ message: msg({ from: admin, left_chat_member: alice }) }), BOT)).toMatchObject({ changes: [{ kind: "kick", by: "admin" }] });
    expect(classifyUpdate(upd({ message: msg({ from: bot, left_chat_member: alice }) }), BOT)).toMatchObject({ changes: [{ kind: "kick", by: "bot" }] });
  });

  it("chat_member: join, leave, kick, ban and mute, with who did it", () => {
    expect(memberChanges(member({ status: "left" }, { status: "member" }), BOT).changes).toEqual([
      { kind: "join", user: alice, by: "self", date: 1_700_000_100 },
    ]);
    expect(memberChanges(member({ status: "member" }, { status: "left" }), BOT).changes).toEqual([
      { kind: "leave", user: alice, by: "self", date: 1_700_000_100 },
    ]);
    expect(memberChanges(member({ status: "member" }, { status: "left" }, admin), BOT).changes).toMatchObject([{ kind: "kick", by: "admin" }]);
    expect(memberChanges(member({ status: "member" }, { status: "kicked", until_date: 0 }, admin), BOT).changes).toMatchObject([
      { kind: "ban", by: "admin", until: 0 },
    ]);
    expect(
      memberChanges(member({ status: "member" }, { status: "restricted", is_member: true, can_send_messages: false, until_date: 1_700_003_700 }, admin), BOT)
        .changes,
    ).toMatchObject([{ kind: "mute", by: "admin", until: 1_700_003_700 }]);
    // The bot's own ban comes back as a chat_member update: marked as the bot's.
    expect(memberChanges(member({ status: "member" }, { status: "kicked" }, bot), BOT).changes).toMatchObject([{ kind: "ban", by: "bot" }]);
    // A restricted member who may still write is not muted; joining restricted is a join.
    expect(memberChanges(member({ status: "member" }, { status: "restricted", is_member: true, can_send_messages: true }, admin), BOT).changes).toEqual([]);
    expect(memberChanges(member({ status: "left" }, { status: "restricted", is_member: true, can_send_messages: true }), BOT).changes).toMatchObject([
      { kind: "join" },
    ]);
  });

  it("promotion, demotion and edited rights ask for the administrators again", () => {
    expect(memberChanges(member({ status: "member" }, { status: "administrator" }, admin), BOT)).toMatchObject({ changes: [], adminsChanged: true });
    expect(memberChanges(member({ status: "administrator" }, { status: "member" }, admin), BOT)).toMatchObject({ changes: [], adminsChanged: true });
    expect(memberChanges(member({ status: "administrator" }, { status: "administrator", can_delete_messages: false }, admin), BOT).adminsChanged).toBe(true);
    expect(memberChanges(member({ status: "left" }, { status: "member" }), BOT).adminsChanged).toBe(false);
    expect(classifyUpdate(upd({ chat_member: member({ status: "member" }, { status: "member" }) }), BOT)).toMatchObject({ type: "ignore" });
  });
});

describe("the bot added or removed (my_chat_member)", () => {
  const mine = (from: string, to: string): ChatMemberUpdated => ({
    chat: group,
    from: admin,
    date: 1,
    old_chat_member: { status: from as "left", user: bot },
    new_chat_member: { status: to as "member", user: bot },
  });

  it("added as member or administrator: active, by the user who added it", () => {
    expect(classifyUpdate(upd({ my_chat_member: mine("left", "member") }), BOT)).toMatchObject({
      type: "bot_membership",
      status: "active",
      by: admin,
      botIsAdmin: false,
    });
    expect(classifyUpdate(upd({ my_chat_member: mine("member", "administrator") }), BOT)).toMatchObject({ status: "active", botIsAdmin: true });
  });

  it("removed or banned: removed", () => {
    expect(classifyUpdate(upd({ my_chat_member: mine("member", "left") }), BOT)).toMatchObject({ status: "removed" });
    expect(classifyUpdate(upd({ my_chat_member: mine("administrator", "kicked") }), BOT)).toMatchObject({ status: "removed" });
  });
});

describe("words shown beside the text (Bot API 9.x-10.x)", () => {
  const file = { file_id: "F", file_unique_id: "U" };
  const link = (offset: number, length: number, url: string) => ({ type: "text_link", offset, length, url });
  const at = { latitude: 1, longitude: 2 };

  it("a rich message (no text at all) is judged on every block's words, the addresses its links and buttons open hidden", () => {
    const rich_message = {
      blocks: [
        { type: "heading", text: "Crypto signals VIP", size: 1 },
        { type: "paragraph", text: ["Earn ", { type: "bold", text: "$500 a day" }, ", ", { type: "url", text: "join here", url: "https://pump.example/j" }] },
        { type: "list", items: [{ label: "1.", blocks: [{ type: "paragraph", text: "no risk" }] }] },
        {
          type: "table",
          cells: [
            [
              { text: "Plan", align: "left", valign: "top" },
              { text: { type: "italic", text: "Gold" }, align: "left", valign: "top" },
            ],
          ],
          caption: "prices",
        },
        { type: "blockquote", blocks: [{ type: "paragraph", text: "best group ever" }], credit: "a member" },
        { type: "details", summary: "more", blocks: [{ type: "pre", text: "DM @pumpvip", language: "txt" }] },
        { type: "photo", photo: [], caption: { text: "proof of profit", credit: "us" } },
        {
          type: "buttons",
          buttons: [
            { text: "Open", url: "https://pump.example/b" },
            { text: "Copy code", copy_text: { text: "VIP500" } },
          ],
        },
        { type: "footer", text: { type: "button", button: { text: "Subscribe", url: "https://pump.example/f" } } },
        { type: "divider" },
      ],
    };
    const m = msg({ rich_message } as Partial<Message>);
    expect(judgedText(m)).toBe(
      [
        "Crypto signals VIP",
        "Earn $500 a day, join here",
        "no risk",
        "Plan",
        "Gold",
        "prices",
        "best group ever",
        "a member",
        "more",
        "DM @pumpvip",
        "proof of profit",
        "us",
        "Open",
        "Copy code VIP500",
        "Subscribe",
        "https://pump.example/j",
        "https://pump.example/b",
        "https://pump.example/f",
      ].join("\n"),
    );
    expect(messageKind(m)).toBe("content");
    // an address the rich message shows is not repeated
    const shown = { blocks: [{ type: "paragraph", text: { type: "url", text: "https://pump.example/s", url: "https://pump.example/s" } }] };
    expect(judgedText(msg({ rich_message: shown } as Partial<Message>))).toBe("https://pump.example/s");
  });

  it("a rich message's block of a type newer than the bot is read by the same fields, not skipped; malformed blocks and texts add nothing", () => {
    const blocks = [
      { type: "hologram", text: "newer block's words", blocks: [{ type: "paragraph", text: "nested in it" }] },
      null,
      "text",
      { type: "paragraph", text: { type: "bold" } },
      { type: "paragraph", text: 42 },
      { type: "list", items: "nope" },
      { type: "table", cells: [null, ["x"], [{ text: null }]] },
      { text: "no type" },
      { type: "paragraph", text: "kept" },
    ];
    expect(judgedText(msg({ rich_message: { blocks } } as unknown as Partial<Message>))).toBe("newer block's words\nnested in it\nkept");
    expect(judgedText(msg({ rich_message: { blocks: "nope" } } as unknown as Partial<Message>))).toBeUndefined();
    expect(judgedText(msg({ rich_message: null } as unknown as Partial<Message>))).toBeUndefined();
    expect(messageKind(msg({ rich_message: { blocks: [] } } as Partial<Message>))).toBe("content");
  });

  it("the walk through a rich message is bounded: nesting depth, blocks visited and characters gathered", () => {
    // blocks nested far deeper than RICH_MAX_DEPTH: the top is read, the bottom is not, and nothing overflows the stack
    let deep: Record<string, unknown> = { type: "paragraph", text: "BOTTOM" };
    for (let i = 0; i < 5_000; i++) deep = { type: "blockquote", blocks: [deep] };
    const nested = { blocks: [{ type: "paragraph", text: "TOP" }, deep] };
    expect(richMessageWords(nested).words).toEqual(["TOP"]);
    // a rich text nested as deep: cut too
    let text: unknown = "INNER";
    for (let i = 0; i < 5_000; i++) text = [{ type: "bold", text }];
    expect(
      richMessageWords({
        blocks: [
          { type: "paragraph", text },
          { type: "paragraph", text: "NEXT" },
        ],
      }).words,
    ).toEqual(["NEXT"]);
    // a shallow message of RICH_MAX_DEPTH levels is read whole
    let fits: Record<string, unknown> = { type: "paragraph", text: "FITS" };
    for (let i = 0; i < RICH_MAX_DEPTH / 2 - 2; i++) fits = { type: "blockquote", blocks: [fits] };
    expect(richMessageWords({ blocks: [fits] }).words).toEqual(["FITS"]);
    // many blocks: gathering ends at MAX_TEXT_CHARS characters, the judged text at the check's limit
    const many = { blocks: Array.from({ length: 100_000 }, (_, i) => ({ type: "paragraph", text: `spam line ${i}` })) };
    const { words } = richMessageWords(many);
    expect(words.join("").length).toBeGreaterThanOrEqual(MAX_TEXT_CHARS - 20);
    expect(words.join("").length).toBeLessThan(MAX_TEXT_CHARS + 20);
    expect(Array.from(judgedText(msg({ rich_message: many } as Partial<Message>))!).length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    // many empty blocks gather no characters: the count of blocks visited ends the walk
    const empty = { blocks: [...Array.from({ length: 200_000 }, () => ({ type: "divider" })), { type: "paragraph", text: "AFTER" }] };
    expect(richMessageWords(empty).words).toEqual([]);
    expect(
      richMessageWords({ blocks: [...Array.from({ length: RICH_MAX_NODES - 10 }, () => ({ type: "divider" })), { type: "paragraph", text: "IN" }] }).words,
    ).toEqual(["IN"]);
  });

  it("a poll's description (and its hidden links) and the media of the poll, its options and its explanation are judged", () => {
    const poll = {
      id: "1",
      question: "Which?",
      description: "details here",
      description_entities: [link(0, 7, "https://desc.example/x")],
      media: { venue: { location: at, title: "Casino Royale", address: "Main st 1" } },
      options: [
        { text: "A", voter_count: 0, media: { link: { url: "https://opt.example/a" } } },
        { text: "B", voter_count: 0, media: { sticker: file } },
      ],
      explanation: "see",
      explanation_media: { document: { ...file, file_name: "profits t.me-pumpvip.pdf" } },
    };
    expect(judgedText(msg({ poll }))).toBe(
      "Which?\ndetails here\nCasino Royale\nMain st 1\nA\nhttps://opt.example/a\nB\nsee\nprofits t.me-pumpvip.pdf\nhttps://desc.example/x",
    );
    // shown in the header of a reply from another chat too
    const external_reply = { origin: { type: "channel" as const, date: 1, chat: channel }, poll };
    expect(judgedText(msg({ text: "vote", external_reply }))).toContain("details here\nCasino Royale");
    expect(judgedText(msg({ text: "vote", external_reply }))).toContain("https://desc.example/x");
  });

  it("an option a member adds to someone's poll is judged, not the poll; added and deleted options are service messages", () => {
    const pollMessage = msg({ from: admin, poll: { id: "1", question: "Pizza or sushi?", options: [] } });
    const added = msg({ poll_option_added: { poll_message: pollMessage, option_persistent_id: "o1", option_text: "SPAM free crypto at t.me/pump" } });
    expect(judgedText(added)).toBe("SPAM free crypto at t.me/pump");
    expect(messageKind(added)).toBe("service");
    const deleted = msg({ poll_option_deleted: { poll_message: pollMessage, option_persistent_id: "o1", option_text: "Sushi" } });
    expect(judgedText(deleted)).toBeUndefined();
    expect(messageKind(deleted)).toBe("service");
  });

  it("an invoice's and a game's words (and the game text's hidden links), from the message or a reply from another chat", () => {
    const invoice = { title: "VIP signals", description: "Earn $500 a day", currency: "XTR", total_amount: 1, start_parameter: "x" };
    expect(judgedText(msg({ invoice }))).toBe("VIP signals\nEarn $500 a day");
    const game = { title: "Lucky spin", description: "Win crypto", photo: [], text: "claim here", text_entities: [link(6, 4, "https://game.example/c")] };
    expect(judgedText(msg({ game }))).toBe("Lucky spin\nWin crypto\nclaim here\nhttps://game.example/c");
    const external_reply = { origin: { type: "channel" as const, date: 1, chat: channel }, invoice, game };
    expect(judgedText(msg({ text: "look", external_reply }))).toBe(
      "look\nVIP signals\nEarn $500 a day\nLucky spin\nWin crypto\nclaim here\nhttps://game.example/c",
    );
  });

  it("the sender's tag, an audio's file name, and the labels of the buttons under a message are judged; URL buttons' addresses are not", () => {
    expect(judgedText(msg({ text: "hello all", sender_tag: "DM for crypto" }))).toBe("hello all\nDM for crypto");
    expect(judgedText(msg({ audio: { ...file, file_name: "join t.me-pumpvip.mp3" } }))).toBe("join t.me-pumpvip.mp3");
    const reply_markup = {
      inline_keyboard: [
        [
          { text: "Free crypto", url: "https://pump.example/btn" },
          { text: "Get code", copy_text: { text: "PUMP500" } },
        ],
        [{ text: "Play", callback_data: "x" }],
      ],
    };
    expect(judgedText(msg({ text: "news", reply_markup }))).toBe("news\nFree crypto\nGet code\nPUMP500\nPlay");
    // a malformed keyboard adds nothing
    expect(judgedText(msg({ text: "news", reply_markup: { inline_keyboard: "nope" as never } }))).toBe("news");
    expect(judgedText(msg({ text: "news", reply_markup: { inline_keyboard: [null as never, [null as never]] } }))).toBe("news");
  });

  it("service messages of Bot API 9.x-10.x are service messages: counted toward nothing", () => {
    for (const f of [
      "chat_owner_left",
      "chat_owner_changed",
      "gift_upgrade_sent",
      "suggested_post_approved",
      "suggested_post_paid",
      "direct_message_price_changed",
      "paid_message_price_changed",
      "poll_option_added",
      "poll_option_deleted",
    ]) {
      expect(SERVICE_FIELDS, f).toContain(f);
      expect(messageKind(msg({ [f]: {} } as Partial<Message>)), f).toBe("service");
    }
  });
});
