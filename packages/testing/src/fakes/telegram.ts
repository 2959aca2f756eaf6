// A fake of the Telegram Bot API (https://core.telegram.org/bots/api) for the bot's tests, the
// end-to-end tests and the bot's bench. Plain node:http on 127.0.0.1, no dependencies.
//
// - Serves `{root}/bot{token}/{method}` with JSON bodies and answers in the real format:
//   `{"ok":true,"result":...}` or `{"ok":false,"error_code":N,"description":"...","parameters":{...}}`.
// - getUpdates long-polls: updates injected by the test are queued with increasing update ids; a
//   call with `offset` confirms (forgets) every update below it, as Telegram does.
// - setWebhook / deleteWebhook are honoured (getUpdates answers 409 while a webhook is set), and
//   `pushToWebhook` posts an update to the registered URL with X-Telegram-Bot-Api-Secret-Token.
// - Every method call is recorded with its parameters and time; `failNext` makes the next K calls
//   of a method answer 429 with `retry_after` (or any other error).
// - Messages are tracked per chat, so deleteMessage of a message that does not exist (or was
//   already deleted) answers 400 "message to delete not found", as Telegram does. The message
//   that opened a forum topic cannot be deleted alone (400 "message can't be deleted");
//   deleteForumTopic deletes the topic with every message posted in it.
// - getChatAdministrators answers the owner and administrators set by `setAdmins`, each
//   administrator with its rights (`can_restrict_members`, `can_delete_messages`, ...) and
//   `is_anonymous`; sendMessage / sendPhoto with `message_thread_id` answer a message in that topic,
//   or, as Telegram does, 400 "TOPIC_CLOSED" for a topic closed (its `forum_topic_closed` service message went
//   through the fake, until `forum_topic_reopened`) and 400 "message thread not found" for a topic deleted
//   (deleteForumTopic). A reply (reply_parameters) goes into the topic of the message it replies to; one to a
//   message that is not there is refused (400 "message to be replied not found") unless
//   allow_sending_without_reply is set.
// - Basic groups (negative ids above -10^12; supergroups and channels are -100…): restrictChatMember and
//   unbanChatMember are refused with Telegram's 400s, banChatMember (a removal there) is taken, getChat says "group".
// - getChat answers a ChatFullInfo with the `linked_chat_id` set by `setLinkedChat`; builders make
//   posts on behalf of a channel, of the group itself (anonymous admins) and automatic forwards.
// - Inline keyboards and callback queries (the bot's admin notices): sendMessage keeps the
//   message it sent with its `reply_markup` (`botMessage`), `callbackQuery` builds the update of a
//   user pressing one of its buttons, answerCallbackQuery answers each query once,
//   editMessageText / editMessageReplyMarkup edit a message the bot sent (400 "message is not
//   modified" when nothing changes), unbanChatSenderChat lifts a channel's ban.
// - Files: `addFile` stores bytes; getFile answers a File with its `file_path`, and
//   `GET {root}/file/bot{token}/{file_path}` serves the bytes, as Telegram does; `photo` builds a
//   photo message whose PhotoSize array points at stored files.
// - Rights and members, as Telegram checks them (Bot API restrictChatMember, banChatMember, deleteMessage): in a chat
//   whose administrators `setAdmins` set, the bot acts only with its rights there (no entry: not an administrator);
//   restrictChatMember / banChatMember / unbanChatMember without can_restrict_members answer 400 "not enough rights to
//   restrict/unrestrict chat member", against the owner 400 "can't remove chat owner", against an administrator 400 "user
//   is an administrator of the chat". Each member's restriction or ban is kept as Telegram keeps it: a restriction
//   replaces the one before (permissions and end), an until_date less than 30 s or more than 366 days from now is
//   forever (0), all permissions true lift it; getChatMember answers it (`memberOf` reads it).
// - Deleting: without can_delete_messages the bot deletes only its own messages (400 "message can't be deleted"), and a
//   message sent 48 hours ago or more cannot be deleted (same answer). deleteMessages skips the messages it cannot find
//   and, as the worst case its documentation leaves open, those it cannot delete (still true); without the right at
//   all it refuses the call.
// - parse_mode "HTML" (sendMessage, sendPhoto's caption, editMessageText) is parsed as Telegram does: a tag it does not
//   support, an end tag that does not match, a tag left open answer 400 "can't parse entities: ...".
// - Supergroup migration: once a group has become a supergroup (its migration service message
//   went through the fake, or `migrateChat` said so), every call naming the old id answers as
//   Telegram does: 400 "group chat was upgraded to a supergroup chat" with
//   `parameters.migrate_to_chat_id` (the new id).
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface TgUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
  /** IETF language tag of the user's Telegram app (Bot API User.language_code). */
  language_code?: string;
}

export interface TgChat {
  id: number;
  type: "private" | "group" | "supergroup" | "channel";
  title?: string;
  username?: string;
  /** A supergroup with forum topics. */
  is_forum?: boolean;
}

/** One size of a photo as Telegram describes it (a message's `photo` lists them smallest first). */
export interface TgPhotoSize {
  file_id: string;
  file_unique_id: string;
  width: number;
  height: number;
  file_size?: number;
}

export type TgUpdate = { update_id: number } & Record<string, unknown>;

/**
 * The rights of a ChatMemberAdministrator that getChatAdministrators answers (each true unless
 * given; can_promote_members false, as the fake's admins were always set up).
 */
export interface TgAdminRights {
  can_manage_chat?: boolean;
  can_delete_messages?: boolean;
  can_restrict_members?: boolean;
  can_promote_members?: boolean;
  can_change_info?: boolean;
  can_invite_users?: boolean;
  can_pin_messages?: boolean;
}

/** An administrator of a chat as `setAdmins` takes it: the owner ("creator", every right) or an administrator. */
export interface TgAdmin {
  user: TgUser;
  status?: "creator" | "administrator";
  /** Administrators only: rights left out are true (can_promote_members false). */
  rights?: TgAdminRights;
  /** Posts on behalf of the group itself (ChatMemberOwner / ChatMemberAdministrator is_anonymous). */
  is_anonymous?: boolean;
}

export interface RecordedCall {
  method: string;
  params: Record<string, any>;
  /** performance.now() when the call arrived. */
  at: number;
}

export interface FakeTelegramOptions {
  token: string;
  bot?: TgUser;
  /** Delay before every answer (not getUpdates), to imitate the network. */
  latencyMs?: number;
}

type ErrorAnswer = { error_code: number; description: string; parameters?: Record<string, unknown> };

/** A member's standing as the fake keeps it (getChatMember): restricted (with its permissions) or banned, until `until_date` (0: forever). */
export interface TgMemberState {
  status: "restricted" | "kicked";
  until_date: number;
  permissions?: Record<string, boolean>;
}

/** A restriction's or ban's end as Telegram takes it: less than 30 s or more than 366 days from now is forever (0). */
export function effectiveUntil(untilDate: unknown, nowS = now()): number {
  const until = typeof untilDate === "number" ? untilDate : 0;
  if (until <= 0) return 0;
  const ahead = until - nowS;
  return ahead < 30 || ahead > 366 * 86_400 ? 0 : until;
}

/** The permissions of a ChatPermissions (Bot API 7.x): those a restriction leaves out are false. */
const PERMISSIONS = [
  "can_send_messages",
  "can_send_audios",
  "can_send_documents",
  "can_send_photos",
  "can_send_videos",
  "can_send_video_notes",
  "can_send_voice_notes",
  "can_send_polls",
  "can_send_other_messages",
  "can_add_web_page_previews",
  "can_change_info",
  "can_invite_users",
  "can_pin_messages",
  "can_manage_topics",
] as const;

/** How long after it was sent Telegram lets a bot delete a message. */
export const DELETE_WINDOW_S = 48 * 3600;

/** The tags Telegram's HTML parse mode takes (https://core.telegram.org/bots/api#html-style). */
const HTML_TAGS = new Set(["b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "span", "tg-spoiler", "a", "tg-emoji", "code", "pre", "blockquote"]);

/** Telegram's refusal of an HTML text it cannot parse ("can't parse entities: ..."), or undefined when it parses. */
export function htmlParseError(text: string): string | undefined {
  const open: string[] = [];
  const bytes = (i: number) => Buffer.byteLength(text.slice(0, i));
  for (let i = text.indexOf("<"); i !== -1; i = text.indexOf("<", i + 1)) {
    const end = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)?[^<>]*>/.exec(text.slice(i));
    const name = end?.[2]?.toLowerCase() ?? "";
    if (!end || !name) return `Unsupported start tag "${name}" at byte offset ${bytes(i)}`;
    if (end[1] === "/") {
      const expected = open.pop();
      if (expected === undefined) return `Unexpected end tag at byte offset ${bytes(i)}`;
      if (expected !== name) return `Unmatched end tag at byte offset ${bytes(i)}, expected "</${expected}>", found "</${name}>"`;
    } else {
      if (!HTML_TAGS.has(name)) return `Unsupported start tag "${name}" at byte offset ${bytes(i)}`;
      open.push(name);
    }
  }
  const left = open.pop();
  return left === undefined ? undefined : `Can't find end tag corresponding to start tag "${left}"`;
}

const now = () => Math.floor(Date.now() / 1000);

/** The inline bot a member's message was sent through (Message.via_bot), unless a test names another. */
export const INLINE_BOT: TgUser = { id: 7_000_000_777, is_bot: true, first_name: "Inline", username: "inline_bot" };

/** How Telegram's descriptions begin for each error code (a failNext without a description gets this one). */
const ERROR_TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  500: "Internal Server Error",
  502: "Bad Gateway",
};

/**
 * A basic group's id: negative, above the -100… ids (below -10^12) of supergroups and channels. Telegram refuses
 * restrictChatMember ("method is available only for supergroups") and unbanChatMember ("method is available for
 * supergroup and channel chats only") in basic groups; the fake, which knows a chat only by its id, does so for these ids.
 */
export function isBasicGroupId(chatId: number): boolean {
  return chatId < 0 && chatId > -1_000_000_000_000;
}

/** A caption's length as Telegram counts it: after entity parsing, so HTML tags and entities do not count. */
function captionLength(caption: string, parseMode: unknown): number {
  if (parseMode !== "HTML") return caption.length;
  return caption.replace(/<[^>]*>/g, "").replace(/&(?:lt|gt|amp|quot|#\d+);/g, "x").length;
}

/** A message sent with message_thread_id went into that forum topic: Telegram's answer says so. */
function topicOf(p: Record<string, any>): { message_thread_id?: number; is_topic_message?: true } {
  return typeof p.message_thread_id === "number" ? { message_thread_id: p.message_thread_id, is_topic_message: true } : {};
}

/**
 * The message ids `calls` asked to delete (in `chatId`, or anywhere), each time asked, in order:
 * deleteMessage calls and the ids of deleteMessages calls (the bot's outbox sends the deletes
 * waiting in a chat together as one).
 */
export function deletedMessageIds(calls: readonly RecordedCall[], chatId?: number): number[] {
  return calls.flatMap((c) => {
    if (chatId !== undefined && c.params.chat_id !== chatId) return [];
    if (c.method === "deleteMessage") return [Number(c.params.message_id)];
    if (c.method === "deleteMessages") return (c.params.message_ids as number[]).map(Number);
    return [];
  });
}

export class FakeTelegram {
  readonly token: string;
  readonly bot: TgUser;
  url = "";
  /** Every call but getUpdates, in arrival order. */
  readonly calls: RecordedCall[] = [];
  /** Number of getUpdates calls served. */
  polls = 0;
  webhook: { url: string; secret?: string; allowed_updates?: string[] } | undefined;
  /** performance.now() at which each update became available, by update id. */
  readonly availableAt = new Map<number, number>();
  /** performance.now() at which getUpdates first handed each update out, by update id. */
  readonly deliveredAt = new Map<number, number>();

  private server?: http.Server;
  private readonly sockets = new Set<import("node:net").Socket>();
  private queue: TgUpdate[] = [];
  /** The allowed_updates of the last getUpdates that named them (Telegram keeps the last list given). */
  private allowedUpdates: string[] | undefined;
  private nextUpdateId = 100_000;
  private readonly pollers = new Set<() => void>();
  private readonly failures = new Map<string, { remaining: number; answer: ErrorAnswer }[]>();
  private readonly admins = new Map<number, TgAdmin[]>();
  private readonly memberCounts = new Map<number, number>();
  /** Each group's linked discussion channel (getChat's linked_chat_id). */
  private readonly linkedChats = new Map<number, number>();
  /** Live message ids per chat (posted by users or by the bot, not deleted yet). */
  private readonly messages = new Map<number, Set<number>>();
  /** Per chat: when each message was sent (Message.date), for the 48-hour rule of deleting. */
  private readonly messageDates = new Map<number, Map<number, number>>();
  /** Per chat: each member's restriction or ban (`${chatId}:${userId}`), as the Bot API calls left it. */
  private readonly members = new Map<string, TgMemberState>();
  /** Per chat: each forum topic (the id of the message that opened it) and the messages posted in it. */
  private readonly topics = new Map<number, Map<number, Set<number>>>();
  /** Per chat: the forum topics closed (`forum_topic_closed`, not reopened since) and those deleted, by thread id. */
  private readonly closedTopics = new Map<number, Set<number>>();
  private readonly deletedTopics = new Map<number, Set<number>>();
  /** Per chat: the forum topic of each message posted in one (message id -> thread id). */
  private readonly topicOfMessage = new Map<number, Map<number, number>>();
  private readonly nextMessageId = new Map<number, number>();
  private readonly latencyMs: number;
  /** Messages the bot sent (sendMessage), as Telegram returned them, by `${chat_id}:${message_id}`. */
  private readonly sent = new Map<string, Record<string, any>>();
  /** Callback query ids handed out by `callbackQuery` and not answered yet. */
  private readonly openQueries = new Set<string>();
  private nextQueryId = 1;
  /** Stored files by file_id, with the path getFile gives them. */
  private readonly files = new Map<string, { bytes: Buffer; unique: string; path: string }>();
  /** Paths of every file download served, in order. */
  readonly downloads: string[] = [];
  /** Groups that became supergroups: old id -> new id. */
  private readonly migrated = new Map<number, number>();
  /** The command menus set with setMyCommands, by `<scope type>:<language_code>` (getMyCommands reads them back). */
  private readonly menus = new Map<string, { command: string; description: string }[]>();

  constructor(opts: FakeTelegramOptions) {
    this.token = opts.token;
    this.bot = opts.bot ?? { id: 7_000_000_001, is_bot: true, first_name: "Warden", username: "warden_test_bot" };
    this.latencyMs = opts.latencyMs ?? 0;
  }

  static async start(opts: FakeTelegramOptions): Promise<FakeTelegram> {
    const fake = new FakeTelegram(opts);
    await fake.listen();
    return fake;
  }

  private async listen(): Promise<void> {
    this.server = http.createServer((req, res) => void this.serve(req, res));
    this.server.keepAliveTimeout = 60_000;
    this.server.on("connection", (s) => {
      this.sockets.add(s);
      s.on("close", () => this.sockets.delete(s));
    });
    await new Promise<void>((r) => this.server!.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const wake of this.pollers) wake();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  // --- What the test controls ---------------------------------------------------------------

  /** Queues updates for getUpdates (ids assigned here); returns them with their ids. */
  addUpdates(...updates: Record<string, unknown>[]): TgUpdate[] {
    const t = performance.now();
    const added = updates.map((u) => {
      const full = { ...u, update_id: this.nextUpdateId++ } as TgUpdate;
      this.track(full);
      this.availableAt.set(full.update_id, t);
      return full;
    });
    this.queue.push(...added);
    for (const wake of [...this.pollers]) wake();
    return added;
  }

  /** POSTs an update to the registered webhook (or to `url`) as Telegram does; returns the HTTP status. */
  async pushToWebhook(update: Record<string, unknown>, opts: { secret?: string | null; url?: string } = {}): Promise<number> {
    if (!this.webhook) throw new Error("no webhook is set");
    const full = { ...update, update_id: (update.update_id as number | undefined) ?? this.nextUpdateId++ } as TgUpdate;
    this.track(full);
    const secret = opts.secret === undefined ? this.webhook.secret : opts.secret;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (secret !== null && secret !== undefined) headers["x-telegram-bot-api-secret-token"] = secret;
    // `url` stands in for the ingress that routes the registered public URL to a bot replica.
    const res = await fetch(opts.url ?? this.webhook.url, { method: "POST", headers, body: JSON.stringify(full) });
    await res.text();
    return res.status;
  }

  /** The next `count` calls of `method` fail: by default 429 with retry_after `retryAfter` seconds. */
  failNext(method: string, count: number, answer: Partial<ErrorAnswer> & { retryAfter?: number } = {}): void {
    const code = answer.error_code ?? 429;
    const list = this.failures.get(method) ?? [];
    list.push({
      remaining: count,
      answer: {
        error_code: code,
        description: answer.description ?? (code === 429 ? `Too Many Requests: retry after ${answer.retryAfter ?? 1}` : (ERROR_TITLES[code] ?? "Bad Request")),
        parameters: answer.parameters ?? (code === 429 ? { retry_after: answer.retryAfter ?? 1 } : undefined),
      },
    });
    this.failures.set(method, list);
  }

  setAdmins(chatId: number, admins: TgAdmin[]): void {
    this.admins.set(
      chatId,
      admins.map((a) => ({ ...a, status: a.status ?? "administrator" })),
    );
  }

  /** Links a channel to a group: getChat of the group answers it as `linked_chat_id`. */
  setLinkedChat(chatId: number, channelId: number): void {
    this.linkedChats.set(chatId, channelId);
  }

  /**
   * The group `from` became the supergroup `to` (as a migration service message through the fake
   * does): from now on every call naming `from` answers 400 with parameters.migrate_to_chat_id.
   * For a migration the bot is not told of (its service messages lost, or before the bot's time).
   */
  migrateChat(from: number, to: number): void {
    this.migrated.set(from, to);
  }

  /** A member's restriction or ban in a chat now (an ended one is gone), as getChatMember answers it; undefined for an ordinary member. */
  memberOf(chatId: number, userId: number): TgMemberState | undefined {
    const state = this.members.get(`${chatId}:${userId}`);
    if (state && state.until_date !== 0 && state.until_date <= now()) {
      this.members.delete(`${chatId}:${userId}`);
      return undefined;
    }
    return state ? structuredClone(state) : undefined;
  }

  setMemberCount(chatId: number, count: number): void {
    this.memberCounts.set(chatId, count);
  }

  callsOf(method: string, match?: (params: Record<string, any>) => boolean): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && (!match || match(c.params)));
  }

  /** Waits until the bot has asked to delete message `messageId` of chat `chatId` (deleteMessage or deleteMessages). */
  async waitForDeletion(chatId: number, messageId: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.deletionsIn(chatId).includes(messageId)) {
      if (Date.now() > deadline)
        throw new Error(`message ${messageId} of chat ${chatId} not deleted within ${timeoutMs} ms; calls: ${this.calls.map((c) => c.method).join(", ")}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The message ids the bot asked to delete in a chat, each time it asked, in order (see deletedMessageIds). */
  deletionsIn(chatId: number): number[] {
    return deletedMessageIds(this.calls, chatId);
  }

  /** Waits until a call of `method` matching `match` has been recorded. */
  async waitForCall(method: string, match?: (params: Record<string, any>) => boolean, timeoutMs = 10_000): Promise<RecordedCall> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.callsOf(method, match)[0];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${method} call within ${timeoutMs} ms; calls: ${this.calls.map((c) => c.method).join(", ")}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Stores a file (getFile then serves it); returns its ids. */
  addFile(bytes: Buffer, ext = "jpg"): { file_id: string; file_unique_id: string; file_size: number } {
    const n = this.files.size + 1;
    // Telegram's ids are opaque base64url strings; these only need to be unique.
    const file_id = `AgACAgIAAxkBAAI${n.toString(36).padStart(6, "0")}${Buffer.from(String(n)).toString("base64url")}`;
    const file_unique_id = `AQAD${n.toString(36).padStart(6, "0")}`;
    this.files.set(file_id, { bytes, unique: file_unique_id, path: `photos/file_${n}.${ext}` });
    return { file_id, file_unique_id, file_size: bytes.length };
  }

  /** Updates not yet confirmed by a getUpdates offset. */
  get pending(): number {
    return this.queue.length;
  }

  // --- Builders of realistic updates --------------------------------------------------------

  private nextMessageIdOf(chatId: number): number {
    const n = this.nextMessageId.get(chatId) ?? 1;
    this.nextMessageId.set(chatId, n + 1);
    return n;
  }

  /**
   * A message the bot sent (sendMessage, sendPhoto) to `p.chat_id`, in forum topic `thread` (see destination):
   * numbered (or as `id`, taken before the call was validated), tracked and kept as sent; answered as a copy.
   */
  private sentMessage(p: Record<string, any>, content: Record<string, unknown>, id?: number, thread?: number): Record<string, unknown> {
    const chatId = Number(p.chat_id);
    const inTopic = topicOf({ message_thread_id: thread });
    if (id === undefined) {
      id = this.nextMessageIdOf(chatId);
      this.track({ message: { chat: { id: chatId }, message_id: id, ...inTopic } });
    }
    const chat = chatId > 0 ? { id: chatId, type: "private", first_name: "Owner" } : { id: chatId, type: "supergroup", title: "Group" };
    const message = { message_id: id, ...inTopic, from: this.bot, chat, date: now(), ...content };
    this.sent.set(`${chatId}:${id}`, message);
    return structuredClone(message);
  }

  /** A message posted in a chat (message_id assigned per chat, date now). */
  message(chat: TgChat, from: TgUser, text: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { message: { message_id: this.nextMessageIdOf(chat.id), from, chat, date: now(), text, ...extra } };
  }

  /** A media message with a caption (`extra`: more fields, e.g. an album's media_group_id). */
  captioned(chat: TgChat, from: TgUser, caption: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      message: {
        message_id: this.nextMessageIdOf(chat.id),
        from,
        chat,
        date: now(),
        photo: [{ file_id: "AgAD", file_unique_id: "AQAD", width: 90, height: 90 }],
        caption,
        ...extra,
      },
    };
  }

  /**
   * A photo message: each size an image stored with addFile (give them smallest first, as Telegram
   * lists them), with an optional caption.
   */
  photo(chat: TgChat, from: TgUser, sizes: { bytes: Buffer; width: number; height: number; ext?: string }[], caption?: string): Record<string, unknown> {
    const photo: TgPhotoSize[] = sizes.map((s) => ({ ...this.addFile(s.bytes, s.ext ?? "jpg"), width: s.width, height: s.height }));
    return {
      message: { message_id: this.nextMessageIdOf(chat.id), from, chat, date: now(), photo, ...(caption === undefined ? {} : { caption }) },
    };
  }

  /** A post in a group on behalf of a channel (from is Telegram's placeholder user). */
  channelPost(chat: TgChat, channel: TgChat, text: string): Record<string, unknown> {
    return {
      message: {
        message_id: this.nextMessageIdOf(chat.id),
        from: { id: 136817688, is_bot: true, first_name: "Channel", username: "Channel_Bot" },
        sender_chat: channel,
        chat,
        date: now(),
        text,
      },
    };
  }

  /** A post of one of the group's anonymous administrators: sent on behalf of the group itself. */
  anonymousAdminPost(chat: TgChat, text: string): Record<string, unknown> {
    return {
      message: {
        message_id: this.nextMessageIdOf(chat.id),
        from: { id: 1087968824, is_bot: true, first_name: "Group", username: "GroupAnonymousBot" },
        sender_chat: chat,
        chat,
        date: now(),
        text,
      },
    };
  }

  /** A post of the group's linked channel that Telegram forwards into the discussion group by itself. */
  automaticForward(chat: TgChat, channel: TgChat, text: string): Record<string, unknown> {
    const update = this.channelPost(chat, channel, text);
    const m = update.message as Record<string, unknown>;
    return {
      message: {
        ...m,
        from: { id: 777000, is_bot: false, first_name: "Telegram" },
        is_automatic_forward: true,
        forward_origin: { type: "channel", chat: channel, message_id: 1, date: m.date },
      },
    };
  }

  /** An edit of a message posted earlier (same message_id, edit_date now). */
  edited(original: Record<string, unknown>, text: string): Record<string, unknown> {
    const m = original.message as Record<string, unknown>;
    return { edited_message: { ...m, text, edit_date: now() + 1 } };
  }

  /** The service message Telegram posts when members join. */
  joinedService(chat: TgChat, users: TgUser[], addedBy?: TgUser): Record<string, unknown> {
    return { message: { message_id: this.nextMessageIdOf(chat.id), from: addedBy ?? users[0], chat, date: now(), new_chat_members: users } };
  }

  /** The service message Telegram posts when a member leaves (or is removed by `by`). */
  leftService(chat: TgChat, user: TgUser, by?: TgUser): Record<string, unknown> {
    return { message: { message_id: this.nextMessageIdOf(chat.id), from: by ?? user, chat, date: now(), left_chat_member: user } };
  }

  // --- Supergroup migration (Bot API Message.migrate_to_chat_id / migrate_from_chat_id) ------
  // When a group becomes a supergroup Telegram gives it a new id (-100...) and posts a service
  // message in each chat: in the old group one with `migrate_to_chat_id` (the new id), in the new
  // supergroup one with `migrate_from_chat_id` (the old id). Both come from the member who caused it.

  /** The service message in the old group: it moved to `to`. */
  migratedTo(chat: TgChat, to: TgChat, by: TgUser): Record<string, unknown> {
    return { message: { message_id: this.nextMessageIdOf(chat.id), from: by, chat, date: now(), migrate_to_chat_id: to.id } };
  }

  /** The service message in the new supergroup: it was the group `from`. */
  migratedFrom(chat: TgChat, from: TgChat, by: TgUser): Record<string, unknown> {
    return { message: { message_id: this.nextMessageIdOf(chat.id), from: by, chat, date: now(), migrate_from_chat_id: from.id } };
  }

  /** A chat_member update: `user`'s status goes from `from` to `to`, done by `by` (default the user). */
  memberUpdate(
    chat: TgChat,
    user: TgUser,
    from: Record<string, unknown> & { status: string },
    to: Record<string, unknown> & { status: string },
    by: TgUser = user,
  ): Record<string, unknown> {
    return {
      chat_member: { chat, from: by, date: now(), old_chat_member: { user, ...from }, new_chat_member: { user, ...to } },
    };
  }

  /**
   * A my_chat_member update: the bot added to (`status` member/administrator) or removed from a chat, or its rights
   * changed; an administrator has every right the bot asks for unless `rights` / `oldRights` take some away.
   */
  botMembership(
    chat: TgChat,
    by: TgUser,
    status: "member" | "administrator" | "left" | "kicked",
    old: "member" | "administrator" | "left" | "kicked" = "left",
    opts: { rights?: Partial<TgAdminRights>; oldRights?: Partial<TgAdminRights> } = {},
  ): Record<string, unknown> {
    const rights = {
      can_be_edited: false,
      can_manage_chat: true,
      can_delete_messages: true,
      can_restrict_members: true,
      can_promote_members: false,
      can_change_info: false,
      can_invite_users: true,
      can_pin_messages: false,
      is_anonymous: false,
    };
    return {
      my_chat_member: {
        chat,
        from: by,
        date: now(),
        old_chat_member: { user: this.bot, status: old, ...(old === "administrator" ? { ...rights, ...opts.oldRights } : {}) },
        new_chat_member: { user: this.bot, status, ...(status === "administrator" ? { ...rights, ...opts.rights } : {}) },
      },
    };
  }

  // --- Behaviour: reactions and the forms of a message (Bot API 7.0+ fields) ---------------

  /**
   * A message_reaction update: `user` added `emoji` to message `messageId` (Telegram sends these
   * only to a bot that is an administrator, and only when allowed_updates names "message_reaction").
   */
  reaction(chat: TgChat, user: TgUser, messageId: number, emoji = "👍"): Record<string, unknown> {
    return { message_reaction: { chat, message_id: messageId, user, date: now(), old_reaction: [], new_reaction: [{ type: "emoji", emoji }] } };
  }

  /** A message forwarded from a channel (forward_origin of type "channel"), with link buttons when `buttons` are given. */
  forwardFromChannel(chat: TgChat, from: TgUser, channel: TgChat, text: string, buttons: { text: string; url: string }[] = []): Record<string, unknown> {
    const date = now();
    return {
      message: {
        message_id: this.nextMessageIdOf(chat.id),
        from,
        chat,
        date,
        text,
        forward_origin: { type: "channel", chat: channel, message_id: 4242, date: date - 3600 },
        ...(buttons.length > 0 ? { reply_markup: { inline_keyboard: [buttons.map((b) => ({ text: b.text, url: b.url }))] } } : {}),
      },
    };
  }

  /**
   * A message a member sent through an inline bot (`via_bot` set): `content` is what the inline result put there, e.g.
   * `{ rich_message: { blocks } }` (InputRichMessageContent, Bot API 10.1), `{ invoice }`, `{ game }`, a `reply_markup`.
   */
  viaInlineBot(chat: TgChat, from: TgUser, content: Record<string, unknown>, bot: TgUser = INLINE_BOT): Record<string, unknown> {
    return { message: { message_id: this.nextMessageIdOf(chat.id), from, chat, date: now(), via_bot: bot, ...content } };
  }

  /** A rich message (Bot API 10.1: blocks of rich text, no `text`) a member sent through an inline bot, each paragraph a block. */
  richMessage(chat: TgChat, from: TgUser, paragraphs: string[], bot: TgUser = INLINE_BOT): Record<string, unknown> {
    return this.viaInlineBot(chat, from, { rich_message: { blocks: paragraphs.map((text) => ({ type: "paragraph", text })) } }, bot);
  }

  /** A shared contact; `vcard`: the rest of its card (Contact.vcard, RFC 6350 text the sender may write any of). */
  contact(chat: TgChat, from: TgUser, phone: string, firstName: string, vcard?: string): Record<string, unknown> {
    const contact = { phone_number: phone, first_name: firstName, ...(vcard === undefined ? {} : { vcard }) };
    return { message: { message_id: this.nextMessageIdOf(chat.id), from, chat, date: now(), contact } };
  }

  /** A story of `channel` forwarded into the chat: Message.story and a channel forward_origin, no text at all. */
  story(chat: TgChat, from: TgUser, channel: TgChat): Record<string, unknown> {
    const date = now();
    const forward_origin = { type: "channel", chat: channel, message_id: 1, date: date - 3600 };
    return { message: { message_id: this.nextMessageIdOf(chat.id), from, chat, date, story: { chat: channel, id: 1 }, forward_origin } };
  }

  // --- Inline keyboards and callback queries (the bot's admin notices) ----------------------

  /** A message the bot sent (with its reply_markup, edited text and markup), if it did. */
  botMessage(chatId: number, messageId: number): Record<string, any> | undefined {
    return this.sent.get(`${chatId}:${messageId}`);
  }

  /** The messages the bot sent to a chat, oldest first. */
  botMessagesIn(chatId: number): Record<string, any>[] {
    return [...this.sent.values()].filter((m) => m.chat.id === chatId);
  }

  /**
   * A callback_query update: `from` pressed the button with `data` under `message`, one of the
   * bot's messages (Telegram sends the message as it is now, and a fresh query id).
   */
  callbackQuery(from: TgUser, message: Record<string, any>, data: string): Record<string, unknown> {
    const id = `${this.bot.id}${String(this.nextQueryId++).padStart(6, "0")}`;
    this.openQueries.add(id);
    return { callback_query: { id, from, message: structuredClone(message), chat_instance: String(-message.chat.id), data } };
  }

  private editSent(p: Record<string, any>, change: { text?: string; reply_markup?: unknown }): { result: unknown } | ErrorAnswer {
    const m = this.sent.get(`${Number(p.chat_id)}:${Number(p.message_id)}`);
    if (!m) return { error_code: 400, description: "Bad Request: message to edit not found" };
    const markup = change.reply_markup ?? undefined;
    const sameText = change.text === undefined || change.text === m.text;
    if (sameText && JSON.stringify(markup) === JSON.stringify(m.reply_markup)) {
      return {
        error_code: 400,
        description:
          "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
      };
    }
    if (change.text !== undefined) m.text = change.text;
    if (markup === undefined) delete m.reply_markup;
    else m.reply_markup = markup;
    m.edit_date = now();
    return { result: structuredClone(m) };
  }

  private answerInline(method: string, p: Record<string, any>): { result: unknown } | ErrorAnswer | undefined {
    const bad = (d: string): ErrorAnswer => ({ error_code: 400, description: `Bad Request: ${d}` });
    switch (method) {
      case "answerCallbackQuery":
        if (typeof p.callback_query_id !== "string" || !this.openQueries.delete(p.callback_query_id)) {
          return bad("query is too old and response timeout expired or query ID is invalid");
        }
        if (typeof p.text === "string" && p.text.length > 200) return bad("MESSAGE_TOO_LONG");
        return { result: true };
      case "editMessageText":
        if (typeof p.text !== "string" || p.text.length === 0) return bad("message text is empty");
        if (p.text.length > 4096) return bad("MESSAGE_TOO_LONG");
        if (p.parse_mode === "HTML" && htmlParseError(p.text)) return bad(`can't parse entities: ${htmlParseError(p.text)}`);
        return this.editSent(p, { text: p.text, reply_markup: p.reply_markup });
      case "editMessageReplyMarkup":
        return this.editSent(p, { reply_markup: p.reply_markup });
      case "unbanChatSenderChat":
        if (typeof p.chat_id !== "number" && typeof p.chat_id !== "string") return bad("chat_id is empty");
        return typeof p.sender_chat_id === "number" ? { result: true } : bad("sender_chat_id is empty");
      default:
        return undefined;
    }
  }

  // --- The server -------------------------------------------------------------------------

  /** Remembers the messages an update posts, so deleteMessage can answer as Telegram does. */
  private track(u: Record<string, unknown>): void {
    const m = u.message as
      | {
          chat: TgChat;
          message_id: number;
          message_thread_id?: number;
          is_topic_message?: boolean;
          forum_topic_created?: unknown;
          forum_topic_closed?: unknown;
          forum_topic_reopened?: unknown;
          migrate_to_chat_id?: number;
          migrate_from_chat_id?: number;
          date?: number;
        }
      | undefined;
    if (m) {
      this.setOf(this.messageDates, m.chat.id, new Map()).set(m.message_id, typeof m.date === "number" ? m.date : now());
      // Either service message of a supergroup migration: the old id is dead from now on.
      if (typeof m.migrate_to_chat_id === "number") this.migrated.set(m.chat.id, m.migrate_to_chat_id);
      if (typeof m.migrate_from_chat_id === "number") this.migrated.set(m.migrate_from_chat_id, m.chat.id);
      let set = this.messages.get(m.chat.id);
      if (!set) {
        set = new Set();
        this.messages.set(m.chat.id, set);
      }
      set.add(m.message_id);
      let topics = this.topics.get(m.chat.id);
      if (!topics) {
        topics = new Map();
        this.topics.set(m.chat.id, topics);
      }
      if (m.forum_topic_created !== undefined) topics.set(m.message_id, new Set([m.message_id]));
      else if (m.message_thread_id !== undefined) topics.get(m.message_thread_id)?.add(m.message_id);
      if (m.is_topic_message === true && m.message_thread_id !== undefined)
        this.setOf(this.topicOfMessage, m.chat.id, new Map()).set(m.message_id, m.message_thread_id);
      // A topic closed or reopened: its service message is posted in the topic itself.
      if (m.message_thread_id !== undefined && m.forum_topic_closed !== undefined) this.setOf(this.closedTopics, m.chat.id, new Set()).add(m.message_thread_id);
      if (m.message_thread_id !== undefined && m.forum_topic_reopened !== undefined) this.closedTopics.get(m.chat.id)?.delete(m.message_thread_id);
      if ((this.nextMessageId.get(m.chat.id) ?? 1) <= m.message_id) this.nextMessageId.set(m.chat.id, m.message_id + 1);
    }
  }

  /**
   * Whether the bot's right `right` holds in a chat: every right where the chat's administrators were not set (a chat
   * the test did not describe), none where the bot is not one of them, else the owner's or its administrator rights.
   */
  private botRight(chatId: number, right: "can_delete_messages" | "can_restrict_members"): boolean {
    const list = this.admins.get(chatId);
    if (!list) return true;
    const me = list.find((a) => a.user.id === this.bot.id);
    return me !== undefined && (me.status === "creator" || me.rights?.[right] !== false);
  }

  /**
   * Whether the bot may delete a live message: its own, or any with can_delete_messages; sent less than 48 hours ago; not
   * the message that opened a forum topic (deleteForumTopic deletes that).
   */
  private deletable(chatId: number, messageId: number): boolean {
    if (this.topics.get(chatId)?.has(messageId)) return false;
    const sentAt = this.messageDates.get(chatId)?.get(messageId) ?? now();
    if (now() - sentAt >= DELETE_WINDOW_S) return false;
    return this.sent.has(`${chatId}:${messageId}`) || this.botRight(chatId, "can_delete_messages");
  }

  /** A ChatMemberOwner / ChatMemberAdministrator as getChatAdministrators and getChatMember answer it. */
  private adminMember(a: TgAdmin): Record<string, unknown> {
    return a.status === "creator"
      ? { status: "creator", user: a.user, is_anonymous: a.is_anonymous ?? false }
      : {
          status: "administrator",
          user: a.user,
          can_be_edited: false,
          is_anonymous: a.is_anonymous ?? false,
          can_manage_chat: true,
          can_delete_messages: true,
          can_restrict_members: true,
          can_promote_members: false,
          can_change_info: true,
          can_invite_users: true,
          can_pin_messages: true,
          ...a.rights,
        };
  }

  /**
   * What a restriction, ban or unban Telegram took leaves of a member: a restriction replaces the one before (all
   * permissions true lift it; those left out are false), a ban is kept until its end, an unban lifts a ban (and, without
   * only_if_banned, whatever the member had: they are out of the chat).
   */
  private sanction(method: string, chatId: number, p: Record<string, any>): void {
    const key = `${chatId}:${p.user_id}`;
    if (method === "restrictChatMember") {
      const permissions = Object.fromEntries(PERMISSIONS.map((k) => [k, p.permissions[k] === true]));
      if (Object.values(permissions).every(Boolean)) this.members.delete(key);
      else this.members.set(key, { status: "restricted", until_date: effectiveUntil(p.until_date), permissions });
    } else if (method === "banChatMember") {
      this.members.set(key, { status: "kicked", until_date: effectiveUntil(p.until_date) });
    } else if (p.only_if_banned !== true || this.members.get(key)?.status === "kicked") {
      this.members.delete(key);
    }
  }

  /** The value of `map` for `chatId`, made `empty` first when there is none. */
  private setOf<V>(map: Map<number, V>, chatId: number, empty: V): V {
    const found = map.get(chatId);
    if (found !== undefined) return found;
    map.set(chatId, empty);
    return empty;
  }

  /**
   * Where a message the bot sends goes, as Telegram decides: the topic named, else the topic of the message it replies
   * to; or Telegram's refusal: a topic closed or deleted, a reply to a message that is not there (without
   * allow_sending_without_reply).
   */
  private destination(p: Record<string, any>): { thread?: number } | ErrorAnswer {
    const chatId = Number(p.chat_id);
    const replyTo = p.reply_parameters?.message_id;
    const replied = typeof replyTo === "number" && this.messages.get(chatId)?.has(replyTo) === true;
    if (typeof replyTo === "number" && !replied && p.reply_parameters?.allow_sending_without_reply !== true)
      return { error_code: 400, description: "Bad Request: message to be replied not found" };
    const thread = typeof p.message_thread_id === "number" ? p.message_thread_id : replied ? this.topicOfMessage.get(chatId)?.get(replyTo) : undefined;
    if (thread === undefined) return {};
    if (this.deletedTopics.get(chatId)?.has(thread)) return { error_code: 400, description: "Bad Request: message thread not found" };
    if (this.closedTopics.get(chatId)?.has(thread)) return { error_code: 400, description: "Bad Request: TOPIC_CLOSED" };
    return { thread };
  }

  private async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = (req.url ?? "").split("?")[0] ?? "";
    const file = /^\/file\/bot([^/]+)\/(.+)$/.exec(path);
    if (file) {
      this.serveFile(file[1]!, decodeURIComponent(file[2]!), res);
      return;
    }
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(path);
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (!match) return send(404, { ok: false, error_code: 404, description: "Not Found" });
    const [, token, method] = match as unknown as [string, string, string];
    if (token !== this.token) return send(401, { ok: false, error_code: 401, description: "Unauthorized" });
    let params: Record<string, any> = {};
    const raw = Buffer.concat(chunks).toString("utf8");
    if (raw.length > 0) {
      try {
        params = JSON.parse(raw) as Record<string, any>;
      } catch {
        return send(400, { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" });
      }
    }
    if (method !== "getUpdates") this.calls.push({ method, params, at: performance.now() });
    else this.polls++;
    const failing = this.failures.get(method)?.find((f) => f.remaining > 0);
    if (failing) {
      failing.remaining--;
      return send(failing.answer.error_code, { ok: false, ...failing.answer });
    }
    if (method === "getUpdates") return this.getUpdates(params, send, req);
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    const answer = this.answer(method, params);
    if ("error_code" in answer) return send(answer.error_code, { ok: false, ...answer });
    return send(200, { ok: true, result: answer.result });
  }

  /** A file download: the bytes of a stored file by its path, 404 for any other path, 401 for a wrong token. */
  private serveFile(token: string, filePath: string, res: http.ServerResponse): void {
    const send = (status: number, body: Buffer | string, type: string) => {
      res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
      res.end(body);
    };
    if (token !== this.token) {
      send(401, JSON.stringify({ ok: false, error_code: 401, description: "Unauthorized" }), "application/json");
      return;
    }
    const found = [...this.files.values()].find((f) => f.path === filePath);
    if (!found) {
      send(404, JSON.stringify({ ok: false, error_code: 404, description: "Not Found" }), "application/json");
      return;
    }
    this.downloads.push(filePath);
    send(200, found.bytes, filePath.endsWith(".png") ? "image/png" : "image/jpeg");
  }

  private getUpdates(params: Record<string, any>, send: (s: number, b: unknown) => void, req: http.IncomingMessage): void {
    if (this.webhook) {
      send(409, {
        ok: false,
        error_code: 409,
        description: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      });
      return;
    }
    const offset = typeof params.offset === "number" ? params.offset : 0;
    const limit = Math.max(1, Math.min(100, typeof params.limit === "number" ? params.limit : 100));
    const timeoutS = typeof params.timeout === "number" ? params.timeout : 0;
    if (offset > 0) this.queue = this.queue.filter((u) => u.update_id >= offset);
    if (Array.isArray(params.allowed_updates)) this.allowedUpdates = params.allowed_updates as string[];
    // As Telegram: reactions are delivered only to a poller that asked for them by name.
    const allowed = (u: TgUpdate) => !("message_reaction" in u) || this.allowedUpdates?.includes("message_reaction") === true;
    const take = () => {
      const batch = this.queue.filter((u) => u.update_id >= offset && allowed(u)).slice(0, limit);
      const t = performance.now();
      for (const u of batch) if (!this.deliveredAt.has(u.update_id)) this.deliveredAt.set(u.update_id, t);
      return batch;
    };
    const ready = take();
    if (ready.length > 0 || timeoutS <= 0) {
      send(200, { ok: true, result: ready });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const abandon = () => {
      clearTimeout(timer);
      this.pollers.delete(wake);
    };
    const finish = () => {
      abandon();
      req.socket.off("close", abandon);
      send(200, { ok: true, result: take() });
    };
    const wake = () => finish();
    this.pollers.add(wake);
    timer = setTimeout(finish, timeoutS * 1000);
    req.socket.once("close", abandon);
  }

  private answer(method: string, p: Record<string, any>): { result: unknown } | ErrorAnswer {
    const bad = (d: string): ErrorAnswer => ({ error_code: 400, description: `Bad Request: ${d}` });
    const needChat = () => (typeof p.chat_id === "number" || typeof p.chat_id === "string" ? undefined : bad("chat_id is empty"));
    // Any method on a group that became a supergroup: Telegram refuses it and names the new id.
    const movedTo = p.chat_id === undefined ? undefined : this.migrated.get(Number(p.chat_id));
    if (movedTo !== undefined) return { ...bad("group chat was upgraded to a supergroup chat"), parameters: { migrate_to_chat_id: movedTo } };
    const inline = this.answerInline(method, p);
    if (inline) return inline;
    switch (method) {
      case "getMe":
        return { result: { ...this.bot, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false } };
      case "setWebhook":
        if (typeof p.url !== "string" || p.url.length === 0) return bad("bad webhook: An HTTPS URL must be provided for webhook");
        if (p.secret_token !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(String(p.secret_token))) return bad("secret token contains unallowed characters");
        this.webhook = { url: p.url, secret: p.secret_token, allowed_updates: p.allowed_updates };
        return { result: true };
      case "deleteWebhook":
        this.webhook = undefined;
        if (p.drop_pending_updates) this.queue = [];
        return { result: true };
      case "setMyCommands":
      case "getMyCommands": {
        const scope = p.scope?.type ?? "default";
        if (!["default", "all_private_chats", "all_group_chats", "all_chat_administrators", "chat", "chat_administrators", "chat_member"].includes(scope))
          return bad("wrong bot command scope type specified");
        const language = p.language_code ?? "";
        if (typeof language !== "string" || !/^(?:[a-z]{2})?$/.test(language)) return bad("invalid language code specified");
        const key = `${scope}:${language}`;
        if (method === "getMyCommands") return { result: structuredClone(this.menus.get(key) ?? []) };
        const commands: unknown = p.commands;
        if (!Array.isArray(commands) || commands.length > 100) return bad("can't parse commands JSON object");
        for (const c of commands as { command?: unknown; description?: unknown }[]) {
          if (typeof c?.command !== "string" || !/^[a-z0-9_]{1,32}$/.test(c.command)) return bad("BOT_COMMAND_INVALID");
          if (typeof c.description !== "string" || c.description.length === 0) return bad("command description must be non-empty");
          if (c.description.length > 256) return bad("BOT_COMMAND_DESCRIPTION_INVALID");
        }
        this.menus.set(key, structuredClone(commands as { command: string; description: string }[]));
        return { result: true };
      }
      case "getWebhookInfo":
        return { result: { url: this.webhook?.url ?? "", has_custom_certificate: false, pending_update_count: this.queue.length } };
      case "deleteMessage": {
        const missing = needChat();
        if (missing) return missing;
        const chatId = Number(p.chat_id);
        const set = this.messages.get(chatId);
        if (!set?.has(Number(p.message_id))) return bad("message to delete not found");
        if (!this.deletable(chatId, Number(p.message_id))) return bad("message can't be deleted");
        set.delete(Number(p.message_id));
        return { result: true };
      }
      case "deleteForumTopic": {
        const missing = needChat();
        if (missing) return missing;
        const topics = this.topics.get(Number(p.chat_id));
        const posted = topics?.get(Number(p.message_thread_id));
        if (!posted) return bad("TOPIC_ID_INVALID");
        topics!.delete(Number(p.message_thread_id));
        this.setOf(this.deletedTopics, Number(p.chat_id), new Set()).add(Number(p.message_thread_id));
        const set = this.messages.get(Number(p.chat_id));
        for (const id of posted) set?.delete(id);
        return { result: true };
      }
      case "deleteMessages": {
        // Bot API 7.0: 1..100 messages of the chat; those that cannot be found are skipped.
        const missing = needChat();
        if (missing) return missing;
        const ids = p.message_ids;
        if (!Array.isArray(ids) || ids.length === 0 || ids.length > 100 || !ids.every((id) => Number.isInteger(id)))
          return bad("message identifiers are not specified");
        const chatId = Number(p.chat_id);
        const set = this.messages.get(chatId);
        // Without the right to delete, only the bot's own messages could go: a call for any other is refused whole.
        if (!this.botRight(chatId, "can_delete_messages") && ids.some((id) => !this.sent.has(`${chatId}:${Number(id)}`)))
          return bad("message can't be deleted");
        // Skipped: a message not found, and (the worst case for a caller) one that cannot be deleted (too old, a topic's opener).
        for (const id of ids) if (set?.has(Number(id)) && this.deletable(chatId, Number(id))) set.delete(Number(id));
        return { result: true };
      }
      case "restrictChatMember":
      case "banChatMember":
      case "unbanChatMember": {
        const missing = needChat();
        if (missing) return missing;
        // As Telegram: a basic group has no restrictions and keeps no bans to lift (its ban is a removal).
        if (isBasicGroupId(Number(p.chat_id)) && method === "restrictChatMember") return bad("method is available only for supergroups");
        if (isBasicGroupId(Number(p.chat_id)) && method === "unbanChatMember") return bad("method is available for supergroup and channel chats only");
        if (typeof p.user_id !== "number") return bad("user_id is empty");
        if (method === "restrictChatMember" && (typeof p.permissions !== "object" || p.permissions === null)) return bad("permissions are empty");
        const chatId = Number(p.chat_id);
        if (!this.botRight(chatId, "can_restrict_members")) return bad("not enough rights to restrict/unrestrict chat member");
        const target = this.admins.get(chatId)?.find((a) => a.user.id === p.user_id);
        if (target?.status === "creator") return bad("can't remove chat owner");
        if (target) return bad("user is an administrator of the chat");
        this.sanction(method, chatId, p);
        return { result: true };
      }
      case "getChatMember": {
        const missing = needChat();
        if (missing) return missing;
        if (typeof p.user_id !== "number") return bad("user_id is empty");
        const chatId = Number(p.chat_id);
        const admin = this.admins.get(chatId)?.find((a) => a.user.id === p.user_id);
        if (admin) return { result: this.adminMember(admin) };
        const user = { id: p.user_id, is_bot: false, first_name: "Member" };
        const state = this.memberOf(chatId, p.user_id);
        if (!state) return { result: { status: "member", user } };
        if (state.status === "kicked") return { result: { status: "kicked", user, until_date: state.until_date } };
        return { result: { status: "restricted", user, is_member: true, ...state.permissions, until_date: state.until_date } };
      }
      case "banChatSenderChat":
        return needChat() ?? (typeof p.sender_chat_id === "number" ? { result: true } : bad("sender_chat_id is empty"));
      case "getChat": {
        const missing = needChat();
        if (missing) return missing;
        const id = Number(p.chat_id);
        const linked = this.linkedChats.get(id);
        // A ChatFullInfo: the fields Telegram always sends, and linked_chat_id when a channel is linked.
        return {
          result: {
            id,
            type: id > 0 ? "private" : isBasicGroupId(id) ? "group" : "supergroup",
            ...(id > 0 ? { first_name: "Owner" } : { title: "Group" }),
            accent_color_id: 0,
            max_reaction_count: 11,
            accepted_gift_types: { unlimited_gifts: false, limited_gifts: false, unique_gifts: false, premium_subscription: false },
            ...(linked === undefined ? {} : { linked_chat_id: linked }),
          },
        };
      }
      case "getChatAdministrators": {
        const missing = needChat();
        if (missing) return missing;
        const list = this.admins.get(Number(p.chat_id)) ?? [];
        return { result: list.map((a) => this.adminMember(a)) };
      }
      case "getFile": {
        // A File: file_path is valid for an hour; files over 20 MB cannot be downloaded by bots.
        const f = typeof p.file_id === "string" ? this.files.get(p.file_id) : undefined;
        if (!f) return bad("invalid file_id");
        if (f.bytes.length > 20 * 1024 * 1024) return bad("file is too big");
        return { result: { file_id: p.file_id, file_unique_id: f.unique, file_size: f.bytes.length, file_path: f.path } };
      }
      case "getChatMemberCount":
        return needChat() ?? { result: this.memberCounts.get(Number(p.chat_id)) ?? 42 };
      case "sendPhoto": {
        const missing = needChat();
        if (missing) return missing;
        // Telegram re-sends a photo it holds by its file_id; an unknown id is refused
        const held = typeof p.photo === "string" ? this.files.get(p.photo) : undefined;
        if (!held) return bad("wrong file identifier/HTTP URL specified");
        if (p.caption !== undefined && (typeof p.caption !== "string" || captionLength(p.caption, p.parse_mode) > 1024))
          return bad("message caption is too long");
        const unparsed = p.parse_mode === "HTML" && typeof p.caption === "string" ? htmlParseError(p.caption) : undefined;
        if (unparsed) return bad(`can't parse entities: ${unparsed}`);
        const where = this.destination(p);
        if ("error_code" in where) return where;
        const photo = [{ file_id: p.photo, file_unique_id: held.unique, width: 800, height: 600 }];
        return { result: this.sentMessage(p, { photo, ...(p.caption === undefined ? {} : { caption: p.caption }) }, undefined, where.thread) };
      }
      case "sendMessage": {
        const missing = needChat();
        if (missing) return missing;
        if (typeof p.text !== "string" || p.text.length === 0) return bad("message text is empty");
        if (p.text.length > 4096) return bad("message is too long");
        const unparsed = p.parse_mode === "HTML" ? htmlParseError(p.text) : undefined;
        if (unparsed) return bad(`can't parse entities: ${unparsed}`);
        const where = this.destination(p);
        if ("error_code" in where) return where;
        const chatId = Number(p.chat_id);
        const id = this.nextMessageIdOf(chatId);
        this.track({ message: { chat: { id: chatId }, message_id: id, ...topicOf({ message_thread_id: where.thread }) } });
        // Telegram refuses a button whose callback_data is not 1-64 bytes.
        const buttons = (p.reply_markup?.inline_keyboard ?? []).flat() as { callback_data?: string }[];
        if (buttons.some((b) => b.callback_data !== undefined && (b.callback_data.length === 0 || Buffer.byteLength(b.callback_data) > 64))) {
          return bad("BUTTON_DATA_INVALID");
        }
        return { result: this.sentMessage(p, { text: p.text, ...(p.reply_markup ? { reply_markup: p.reply_markup } : {}) }, id, where.thread) };
      }
      default:
        return { error_code: 404, description: "Not Found" };
    }
  }
}
