import { checkableText, MAX_TEXT_CHARS } from "@warden/contract";
import { isShortMessage, previewUrl } from "./moderation/behaviour/metadata.js";
import { type AdminRights, rightsOf } from "./moderation/group-admins.js";
import type {
  CallbackQuery,
  Chat,
  ChatMember,
  ChatMemberUpdated,
  ExternalReplyInfo,
  Message,
  MessageEntity,
  PollMedia,
  ReactionType,
  ShownContent,
  Update,
  User,
} from "./telegram/types.js";

const reactionKey = (r: ReactionType) => `${r.type}:${r.emoji ?? r.custom_emoji_id ?? ""}`;

/** Something that happened to a member of a group, from a chat_member update or a service message. */
export interface MembershipChange {
  kind: "join" | "leave" | "kick" | "ban" | "mute" | "unban";
  user: User;
  /** Who did it: the member themself, an administrator, or this bot (already reported when it acted). */
  by: "self" | "admin" | "bot";
  /** Unix seconds when it happened. */
  date: number;
  /** ban / mute: Unix seconds the sanction ends; 0 or absent = forever. */
  until?: number;
  /** unban: the Telegram user who lifted the ban; undefined for an anonymous administrator (GroupAnonymousBot). */
  actorId?: number;
}

/** What one update asks of the bot. Each update carries exactly one of these. */
export type UpdateWork =
  | { type: "message"; chat: Chat; message: Message; edited: boolean }
  | {
      type: "membership";
      chat: Chat;
      changes: MembershipChange[];
      /** The member's administrator status or rights changed: re-read the administrators. */
      adminsChanged: boolean;
      /** The join / leave service message, which delete_service_messages removes. */
      serviceMessageId?: number;
    }
  | {
      type: "bot_membership";
      chat: Chat;
      status: "active" | "removed";
      by: User;
      botIsAdmin: boolean;
      date: number;
      /** The bot's rights now, and before this change (undefined: it was not in the group). */
      rights: AdminRights;
      rightsBefore?: AdminRights;
    }
  /** A member added a reaction to a message (reaction spam is judged on these). */
  | { type: "reaction"; chat: Chat; user: User; messageId: number; date: number }
  /** A button of one of the bot's admin notices pressed. */
  | { type: "callback"; query: CallbackQuery }
  /** The group became a supergroup: Telegram says so in both chats (migrate_to_chat_id in the old, migrate_from_chat_id in the new). */
  | { type: "migration"; from: number; to: number; title?: string; date: number }
  /** `/start` or `/help` in a private chat with the bot: answered with the welcome, in the user's language. */
  | { type: "private_command"; chat: Chat; from: User; command: PrivateCommand }
  | { type: "ignore"; reason: string };

/** The commands the bot answers in a private chat. */
export const PRIVATE_COMMANDS = ["start", "help"] as const;
export type PrivateCommand = (typeof PRIVATE_COMMANDS)[number];
const PRIVATE_COMMAND_RE = new RegExp(`^/(${PRIVATE_COMMANDS.join("|")})(?:@[A-Za-z0-9_]{3,64})?(?:\\s|$)`, "i");

/** `/start` (with a deep link's payload or none) or `/help`, also `/help@name`. Pure. */
export function privateCommand(text: string | undefined): PrivateCommand | undefined {
  const m = PRIVATE_COMMAND_RE.exec(text ?? "");
  return m ? (m[1]!.toLowerCase() as PrivateCommand) : undefined;
}

const isGroup = (chat: Chat) => chat.type === "group" || chat.type === "supergroup";
const ADMIN_STATUSES = new Set(["creator", "administrator"]);

/** Present in the chat: creator, administrator, member, or restricted but still a member. */
export function isPresent(m: ChatMember): boolean {
  if (m.status === "creator" || m.status === "administrator" || m.status === "member") return true;
  return m.status === "restricted" && m.is_member === true;
}

const isMuted = (m: ChatMember) => m.status === "restricted" && m.can_send_messages === false;

function actor(from: User, member: User, botId: number): MembershipChange["by"] {
  if (from.id === botId) return "bot";
  return from.id === member.id ? "self" : "admin";
}

/** A chat_member update as membership changes (join, leave, kick, ban, mute) and an admin-change flag. */
export function memberChanges(u: ChatMemberUpdated, botId: number): { changes: MembershipChange[]; adminsChanged: boolean } {
  const before = u.old_chat_member;
  const after = u.new_chat_member;
  const user = after.user;
  const by = actor(u.from, user, botId);
  const changes: MembershipChange[] = [];
  const wasIn = isPresent(before);
  const isIn = isPresent(after);
  if (!wasIn && isIn) changes.push({ kind: "join", user, by, date: u.date });
  if (after.status === "kicked" && before.status !== "kicked") {
    changes.push({ kind: "ban", user, by, date: u.date, until: after.until_date ?? 0 });
  } else if (wasIn && after.status === "left") {
    changes.push({ kind: by === "self" ? "leave" : "kick", user, by, date: u.date });
  }
  if (isMuted(after) && !isMuted(before)) changes.push({ kind: "mute", user, by, date: u.date, until: after.until_date ?? 0 });
  // Lifted from the ban list (Telegram shows it as kicked -> left, or -> member when re-added).
  // An anonymous administrator acts as GroupAnonymousBot (a bot account): no user to name as the reporter.
  if (before.status === "kicked" && after.status !== "kicked")
    changes.push({ kind: "unban", user, by, date: u.date, actorId: u.from.is_bot ? undefined : u.from.id });
  const adminBefore = ADMIN_STATUSES.has(before.status);
  const adminAfter = ADMIN_STATUSES.has(after.status);
  // Promotion, demotion, or an administrator whose rights were edited.
  const adminsChanged = adminBefore !== adminAfter || (adminBefore && adminAfter);
  return { changes, adminsChanged };
}

/** Service messages about members: new_chat_members and left_chat_member. */
function serviceChanges(m: Message, botId: number): MembershipChange[] | undefined {
  const from = m.from;
  if (m.new_chat_members) {
    return m.new_chat_members
      .filter((u) => u.id !== botId)
      .map((u) => ({ kind: "join" as const, user: u, by: from ? actor(from, u, botId) : ("self" as const), date: m.date }));
  }
  if (m.left_chat_member) {
    const u = m.left_chat_member;
    if (u.id === botId) return [];
    const by = from ? actor(from, u, botId) : "self";
    return [{ kind: by === "self" ? "leave" : "kick", user: u, by, date: m.date }];
  }
  return undefined;
}

/** Decides what an update asks of the bot. Pure: no I/O, so every case is unit-tested. */
export function classifyUpdate(update: Update, botId: number): UpdateWork {
  if (update.message || update.edited_message) {
    const edited = !update.message;
    const m = (update.message ?? update.edited_message)!;
    if (!isGroup(m.chat)) {
      const command = m.chat.type === "private" && !edited && m.from && !m.from.is_bot ? privateCommand(m.text) : undefined;
      if (command) return { type: "private_command", chat: m.chat, from: m.from!, command };
      return { type: "ignore", reason: `message in a ${m.chat.type} chat` };
    }
    if (!edited && m.migrate_to_chat_id !== undefined)
      return { type: "migration", from: m.chat.id, to: m.migrate_to_chat_id, title: m.chat.title, date: m.date };
    if (!edited && m.migrate_from_chat_id !== undefined)
      return { type: "migration", from: m.migrate_from_chat_id, to: m.chat.id, title: m.chat.title, date: m.date };
    const service = serviceChanges(m, botId);
    if (service) {
      if (service.length === 0) return { type: "ignore", reason: "service message about the bot itself" };
      return { type: "membership", chat: m.chat, changes: service, adminsChanged: false, serviceMessageId: m.message_id };
    }
    return { type: "message", chat: m.chat, message: m, edited };
  }
  if (update.my_chat_member) {
    const u = update.my_chat_member;
    if (!isGroup(u.chat)) return { type: "ignore", reason: `bot membership in a ${u.chat.type} chat` };
    const now = u.new_chat_member;
    return {
      type: "bot_membership",
      chat: u.chat,
      status: isPresent(now) ? "active" : "removed",
      by: u.from,
      botIsAdmin: now.status === "administrator",
      date: u.date,
      rights: rightsOf(now),
      rightsBefore: isPresent(u.old_chat_member) ? rightsOf(u.old_chat_member) : undefined,
    };
  }
  if (update.chat_member) {
    const u = update.chat_member;
    if (!isGroup(u.chat)) return { type: "ignore", reason: `member update in a ${u.chat.type} chat` };
    const { changes, adminsChanged } = memberChanges(u, botId);
    if (changes.length === 0 && !adminsChanged) return { type: "ignore", reason: "member update without a membership change" };
    return { type: "membership", chat: u.chat, changes, adminsChanged };
  }
  if (update.callback_query) return { type: "callback", query: update.callback_query };
  if (update.message_reaction) {
    const r = update.message_reaction;
    if (!isGroup(r.chat)) return { type: "ignore", reason: `reaction in a ${r.chat.type} chat` };
    if (!r.user) return { type: "ignore", reason: "anonymous reaction" };
    if (r.user.is_bot) return { type: "ignore", reason: "reaction by a bot" };
    // Only a reaction added counts: taking one back (or changing nothing) is no activity to judge.
    const before = new Set(r.old_reaction.map(reactionKey));
    if (!r.new_reaction.some((x) => !before.has(reactionKey(x)))) return { type: "ignore", reason: "reaction removed" };
    return { type: "reaction", chat: r.chat, user: r.user, messageId: r.message_id, date: r.date };
  }
  if (update.channel_post || update.edited_channel_post) return { type: "ignore", reason: "channel post" };
  return { type: "ignore", reason: "update kind the bot does not handle" };
}

/**
 * The Bot API's service messages: something happened in the chat (a pin, a topic opened, a boost, a member joined, a
 * video chat started...), nobody wrote anything. Fields of Message that only a service message has.
 */
export const SERVICE_FIELDS = [
  "new_chat_members",
  "left_chat_member",
  "new_chat_title",
  "new_chat_photo",
  "delete_chat_photo",
  "group_chat_created",
  "supergroup_chat_created",
  "channel_chat_created",
  "message_auto_delete_timer_changed",
  "migrate_to_chat_id",
  "migrate_from_chat_id",
  "pinned_message",
  "successful_payment",
  "refunded_payment",
  "users_shared",
  "chat_shared",
  "gift",
  "unique_gift",
  "connected_website",
  "write_access_allowed",
  "passport_data",
  "proximity_alert_triggered",
  "boost_added",
  "chat_background_set",
  "checklist_tasks_done",
  "checklist_tasks_added",
  "forum_topic_created",
  "forum_topic_edited",
  "forum_topic_closed",
  "forum_topic_reopened",
  "general_forum_topic_hidden",
  "general_forum_topic_unhidden",
  "giveaway_created",
  "giveaway_completed",
  "giveaway_winners",
  "paid_message_price_changed",
  "direct_message_price_changed",
  "poll_option_added",
  "poll_option_deleted",
  "chat_owner_left",
  "chat_owner_changed",
  "gift_upgrade_sent",
  "community_chat_added",
  "community_chat_joined",
  "community_chat_removed",
  "suggested_post_approved",
  "suggested_post_approval_failed",
  "suggested_post_declined",
  "suggested_post_paid",
  "suggested_post_refunded",
  "video_chat_scheduled",
  "video_chat_started",
  "video_chat_ended",
  "video_chat_participants_invited",
  "web_app_data",
] as const;

/** Media a member made or chose to post: a message with one carries content, whether captioned or not. */
export const CONTENT_MEDIA = ["photo", "video", "animation", "document", "audio", "voice", "video_note"] as const;

/**
 * What a message is, for what it counts toward:
 * - `content`: something written or made: a text (longer than a very short one, SHORT_MESSAGE_CHARS, and more than a
 *   bare bot command), a caption, a poll, a checklist, a rich message, or media (CONTENT_MEDIA). Only these count toward a new member's
 *   probation (the engine's `prior_messages`).
 * - `content_free`: a member's post without content of its own: a very short text ("hi", "ok"), a bare command, a
 *   sticker, a dice, a contact, a location or a venue (a card picked; the contact's name, the venue's name and address
 *   are judged all the same), a forwarded story, or a kind of message this bot does not know. It fills the behaviour
 *   windows (a sticker flood is a flood) but ends no probation: three stickers are a probe, not three messages of trust.
 * - `service`: a service message (SERVICE_FIELDS): counted toward nothing, no behaviour window filled.
 */
export type MessageKind = "content" | "content_free" | "service";

export function messageKind(m: Message): MessageKind {
  const fields = m as unknown as Record<string, unknown>;
  if (SERVICE_FIELDS.some((f) => fields[f] !== undefined)) return "service";
  // A very short text ("hi", "ok", ".") or a bare command ("/report", "/start@bot") is a post, but no trust earned.
  if (typeof m.text === "string") return isShortMessage(m) || isBareCommand(m) ? "content_free" : "content";
  if (messageText(m) !== undefined || m.poll !== undefined || m.checklist !== undefined || m.rich_message !== undefined) return "content";
  return CONTENT_MEDIA.some((f) => (f === "photo" ? (m.photo?.length ?? 0) > 0 : fields[f] !== undefined)) ? "content" : "content_free";
}

/** A text that is a bot command and nothing else ("/report", "/start@somebot"). */
function isBareCommand(m: Message): boolean {
  const text = m.text?.trim() ?? "";
  return (
    (m.entities ?? []).some((e) => e?.type === "bot_command" && e.offset === 0 && e.length === text.length) || /^\/[A-Za-z0-9_]+(?:@[A-Za-z0-9_]+)?$/.test(text)
  );
}

/** The message's own text: the text, or the caption of a media message. */
export function messageText(m: Message): string | undefined {
  const t = m.text ?? m.caption;
  return t && t.trim().length > 0 ? t : undefined;
}

const texts = (list: { text?: unknown }[] | undefined): unknown[] => (Array.isArray(list) ? list.map((x) => x?.text) : []);
const list = <T>(v: T[] | undefined): T[] => (Array.isArray(v) ? v : []);

/** The words media added to a poll shows (PollMedia): a venue's name and address, a link's address, a file's name. */
function pollMediaWords(media: PollMedia | undefined): unknown[] {
  if (!media || typeof media !== "object") return [];
  const { venue, link, document, video, animation, audio } = media;
  return [
    venue?.title,
    venue?.address,
    link?.url,
    document?.file_name,
    video?.file_name,
    animation?.file_name,
    audio?.performer,
    audio?.title,
    audio?.file_name,
  ];
}

/**
 * The words a message's content shows, whoever wrote them: a poll's question, description, options and (a quiz's)
 * explanation, with what the media added to any of them shows (pollMediaWords), a checklist's title and tasks, a
 * venue's name and address, the name on a shared contact and the rest of its card (the sender types any: vcardWords),
 * an invoice's or a game's title and description and a game's text, the file name of a document, a video, an
 * animation or an audio, an audio's performer and title.
 */
function contentWords(c: ShownContent): unknown[] {
  const words: unknown[] = [];
  if (c.poll) {
    const p = c.poll;
    words.push(p.question, p.description, ...pollMediaWords(p.media));
    for (const o of list(p.options)) words.push(o?.text, ...pollMediaWords(o?.media));
    words.push(p.explanation, ...pollMediaWords(p.explanation_media));
  }
  if (c.checklist) words.push(c.checklist.title, ...texts(c.checklist.tasks));
  if (c.venue) words.push(c.venue.title, c.venue.address);
  if (c.contact) words.push([c.contact.first_name, c.contact.last_name].filter((n) => typeof n === "string").join(" "), ...vcardWords(c.contact.vcard));
  if (c.invoice) words.push(c.invoice.title, c.invoice.description);
  if (c.game) words.push(c.game.title, c.game.description, c.game.text);
  words.push(c.document?.file_name, c.video?.file_name, c.animation?.file_name, c.audio?.performer, c.audio?.title, c.audio?.file_name);
  return words;
}

/** Entity lists of a message's content whose text_link entities hide addresses: a poll's description and explanation, a game's text. */
const contentEntities = (c: ShownContent | undefined): unknown[] => [c?.poll?.description_entities, c?.poll?.explanation_entities, c?.game?.text_entities];

/**
 * The labels of the buttons under a message (`reply_markup`: a forward keeps its link buttons, a message sent via an
 * inline bot has buttons of any kind, their labels any text), and the text a copy-text button copies. URL buttons'
 * addresses are not added: they are a behaviour signal (`link_buttons`), and go with the check beside the text for the
 * group's domain rules (behaviour/metadata.ts buttonUrls).
 */
function buttonWords(m: Message): unknown[] {
  const words: unknown[] = [];
  for (const row of list(m.reply_markup?.inline_keyboard)) for (const b of list(row)) if (b && typeof b === "object") words.push(b.text, b.copy_text?.text);
  return words;
}

/**
 * Bounds of the walk through a rich message's blocks: blocks and rich texts nested at most RICH_MAX_DEPTH deep are
 * read, at most RICH_MAX_NODES of them, and the walk ends once it has gathered MAX_TEXT_CHARS UTF-16 units (the most a
 * check takes): a hostile message makes the bot do bounded work, whatever its size or nesting.
 */
export const RICH_MAX_DEPTH = 32;
export const RICH_MAX_NODES = 20_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The words of a rich message (Bot API 10.1), each block's on a line of its own: every paragraph, heading, footer,
 * preformatted text, formula, quotation and its credit, caption and credit of a media block, map, collage or table,
 * table cell, details block's summary and content, list item, and button label; and the addresses its words and
 * buttons open (`url` rich texts, URL buttons), which it need not show. A block of a type newer than the bot is read by
the same fields (a new kind of block still shows its words); anything that is not a typed block is skipped; the walk
 * is bounded (RICH_MAX_DEPTH, RICH_MAX_NODES, MAX_TEXT_CHARS).
 */
export function richMessageWords(rich: unknown): { words: string[]; urls: string[] } {
  const words: string[] = [];
  const urls: string[] = [];
  let nodes = 0;
  let chars = 0;
  const done = () => chars >= MAX_TEXT_CHARS || nodes >= RICH_MAX_NODES;
  // Each item of an array while the walk has room: every item counts toward RICH_MAX_NODES, whatever it holds.
  const each = (items: unknown, visit: (item: unknown) => void): void => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (done()) return;
      nodes++;
      visit(item);
    }
  };
  const address = (u: unknown) => {
    if (typeof u !== "string" || u.length === 0 || done()) return;
    urls.push(u);
    chars += u.length;
  };
  // A rich text as the string it shows (its pieces one after another); the addresses its pieces open go to `urls`.
  const flat = (t: unknown, depth: number, out: string[]): void => {
    if (t === undefined || t === null || done() || depth > RICH_MAX_DEPTH) return;
    nodes++;
    if (typeof t === "string") {
      out.push(t);
      chars += t.length;
    } else if (Array.isArray(t)) each(t, (piece) => flat(piece, depth + 1, out));
    else if (isObject(t)) {
      flat(t.text, depth + 1, out);
      if (typeof t.expression === "string") flat(t.expression, depth + 1, out);
      if (isObject(t.button)) out.push(...button(t.button, depth + 1));
      address(t.url);
    }
  };
  const line = (t: unknown, depth: number) => {
    const out: string[] = [];
    flat(t, depth, out);
    const s = out.join("");
    if (s.trim().length > 0) words.push(s);
  };
  // A button's label (and the text a copy-text button copies): words; the address a URL button opens: an address.
  const button = (b: Record<string, unknown>, depth: number): string[] => {
    const out: string[] = [];
    flat(b.text, depth + 1, out);
    if (isObject(b.copy_text) && typeof b.copy_text.text === "string") out.push(" ", b.copy_text.text);
    address(b.url);
    return out;
  };
  const blocks = (list: unknown, depth: number): void => each(list, (b) => block(b, depth + 1));
  const block = (b: unknown, depth: number): void => {
    if (done() || depth > RICH_MAX_DEPTH) return;
    if (!isObject(b) || typeof b.type !== "string") return;
    line(b.text, depth + 1);
    if (typeof b.expression === "string") line(b.expression, depth + 1);
    line(b.summary, depth + 1);
    blocks(b.blocks, depth);
    each(b.items, (item) => isObject(item) && blocks(item.blocks, depth + 1));
    each(b.cells, (row) => each(row, (cell) => isObject(cell) && line(cell.text, depth + 2)));
    each(b.buttons, (x) => {
      const label = isObject(x) ? button(x, depth + 1).join("") : "";
      if (label.trim().length > 0) words.push(label);
    });
    // A table's caption is rich text; a media block's is a RichBlockCaption: a text and a credit.
    const caption = b.caption;
    if (isObject(caption) && caption.type === undefined) {
      line(caption.text, depth + 2);
      line(caption.credit, depth + 2);
    } else line(caption, depth + 1);
    line(b.credit, depth + 1);
  };
  if (isObject(rich)) blocks(rich.blocks, 0);
  return { words, urls };
}

/**
 * vCard properties that show no words of the sender's beyond the contact's name and number (judged or left as the
 * contact's own fields are), or that are no text at all (a picture, a key).
 */
const VCARD_SKIPPED = new Set(["BEGIN", "END", "VERSION", "N", "FN", "TEL", "PHOTO", "LOGO", "SOUND", "KEY", "UID", "REV", "PRODID"]);

/**
 * The words a contact's vCard shows beside the name and the number (RFC 6350 / 2426): each property's value, a
 * structured one's parts joined by spaces ("ORG:Crypto signals;VIP"), its escapes undone. Folded lines are unfolded.
 */
function vcardWords(vcard: unknown): string[] {
  if (typeof vcard !== "string") return [];
  const words: string[] = [];
  for (const line of vcard.replace(/\r?\n[ \t]/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    // "item1.URL;TYPE=work": a group name before the dot, parameters after the semicolon.
    const name = line
      .slice(0, colon)
      .split(";")[0]!
      .replace(/^[^.]*\./, "")
      .toUpperCase();
    if (VCARD_SKIPPED.has(name)) continue;
    const value = line
      .slice(colon + 1)
      .split(/(?<!\\);/)
      .map((part) => part.replace(/\\([nN])|\\(.)/g, (_, nl: string | undefined, c: string | undefined) => (nl ? "\n" : (c ?? ""))).trim())
      .filter((part) => part.length > 0)
      .join(" ");
    words.push(value);
  }
  return words;
}

/** A reply to a message of another chat (its header shows that message's content and the quoted part): text new to the group. */
function externalReply(m: Message): ExternalReplyInfo | undefined {
  // external_reply also names a message of another forum topic of this group (its chat this one): judged already.
  return m.external_reply && m.external_reply.chat?.id !== m.chat.id ? m.external_reply : undefined;
}

/**
 * Words a message shows beside its text or caption: its content's (contentWords), the words of its rich message
 * (`rich`: richMessageWords), the tag shown beside its sender's name (`sender_tag`), the labels of the buttons under it
 * (buttonWords), and those of the message of another chat it replies to (`external_reply`: its content and the quoted
 * part, text new to the group). Also the words of three service messages that are the sender's own: the name a member
 * gave a forum topic they opened or renamed (every member sees it in the list of topics), the tasks a member added to
 * someone's checklist, and the answer option a member added to someone's poll. A reply to a message of this chat is
 * left out, quote and all: that message was judged already, and it is someone else's text (a member quoting spam to
 * the admins); so are the checklist the added tasks went to and the poll the added option went to.
 */
function wordsBeside(m: Message, rich: string[]): string[] {
  const words = contentWords(m);
  words.push(...rich, m.sender_tag, ...buttonWords(m));
  // A topic given another icon only has no name to judge; the checklist the tasks were added to is not theirs, nor the poll.
  words.push(m.forum_topic_created?.name, m.forum_topic_edited?.name, ...texts(m.checklist_tasks_added?.tasks), m.poll_option_added?.option_text);
  const external = externalReply(m);
  if (external) words.push(...contentWords(external), m.quote?.text);
  return words.filter((w): w is string => typeof w === "string" && w.trim().length > 0);
}

/**
 * The text the engine judges (and the journal and a report keep): the message's text, then the words it shows beside
 * it (a poll's, a checklist's, a venue's, a contact's, a file's, an invoice's, a game's, a rich message's, the sender's
 * tag, button labels, a forum topic's name, a reply from another chat: wordsBeside), then the addresses its words link
 * to without showing them (`text_link` entities of the text, of a poll's description, of a quiz's explanation or of a
 * game's text: "details here" opening a spam site; the address of a link preview, which a client may attach to any
 * text; the addresses a rich message's links and buttons open), each on lines of their own, cut to MAX_TEXT_CHARS code
 * points. A hidden address is a link like a written one: the new-member link rule and a group's `domain` rules see it.
 * Addresses the text already shows are not repeated.
 */
export function judgedText(m: Message): string | undefined {
  const text = messageText(m);
  const rich = m.rich_message === undefined ? { words: [], urls: [] } : richMessageWords(m.rich_message);
  const beside = wordsBeside(m, rich.words);
  const shown = [m.text ?? m.caption ?? "", ...beside].join("\n");
  const hidden = new Set<string>();
  const entities = [m.entities ?? m.caption_entities, ...contentEntities(m), ...contentEntities(externalReply(m))];
  for (const list of entities)
    for (const e of Array.isArray(list) ? (list as MessageEntity[]) : [])
      if (e?.type === "text_link" && typeof e.url === "string" && e.url && !shown.includes(e.url)) hidden.add(e.url);
  const preview = previewUrl(m);
  if (preview && !shown.includes(preview)) hidden.add(preview);
  for (const url of rich.urls) if (!shown.includes(url)) hidden.add(url);
  if (hidden.size === 0 && beside.length === 0) return text;
  return checkableText([text, ...beside, ...hidden].filter((t) => t !== undefined).join("\n"));
}

/**
 * The message a command replies to: `reply_to_message`, except two that Telegram puts there for every message that
 * replies to nothing: a forum topic's opening service message, for the messages in the topic (a bare /spam in a topic
 * must not ban whoever opened it), and a channel post's automatic forward, for the comments in its thread in the
 * discussion group (a bare /spam in the comments must not delete the channel's post and report it as spam).
 */
export function replyTarget(m: Message): Message | undefined {
  const r = m.reply_to_message;
  return r === undefined || r.forum_topic_created !== undefined || r.is_automatic_forward === true ? undefined : r;
}

/**
 * Why a sender is never moderated: `anonymous_admin`, a post on behalf of the group itself (one of
 * its anonymous administrators); `linked_channel`, the group's linked channel (its automatic
 * forwards into the discussion group, or a post on its behalf).
 */
export type Exemption = "anonymous_admin" | "linked_channel";

/** Who posted a message, as the engine's sender context and the target of a sanction. */
export interface MessageSender {
  /** A user's id, or for a post on behalf of a chat (Telegram's `sender_chat`) that chat's id. */
  id: number;
  kind: "user" | "channel";
  username?: string;
  /**
   * Set when the message itself shows the sender is exempt; a post on behalf of the group's linked
   * channel without `is_automatic_forward` is found by ExemptSenders (getChat's linked_chat_id).
   */
  exempt?: Exemption;
}

export function messageSender(m: Message): MessageSender | undefined {
  if (m.sender_chat) {
    const exempt: Exemption | undefined = m.sender_chat.id === m.chat.id ? "anonymous_admin" : m.is_automatic_forward === true ? "linked_channel" : undefined;
    return { id: m.sender_chat.id, kind: "channel", username: m.sender_chat.username, ...(exempt ? { exempt } : {}) };
  }
  if (!m.from) return undefined;
  return { id: m.from.id, kind: "user", username: m.from.username };
}
