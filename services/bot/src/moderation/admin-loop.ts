import { randomBytes } from "node:crypto";
import { ConnectError, type Client } from "@connectrpc/connect";
import { BOT_LANGUAGES, cutUtf16 } from "@warden/contract";
import { ModerationMode, ReportLabel, type GroupsConfigService, type Settings } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import { type Logger, LogThrottle } from "@warden/telemetry";
import type { Redis } from "ioredis";
import type { BannedMessages } from "../admin-commands.js";
import { chatEvent, eventId, type EventSink } from "../events.js";
import { REDIS_WARN_EVERY_MS } from "../redis-calls.js";
import type { ActionOutcome } from "../telegram/action-queue.js";
import { migratedTo, TelegramApiError } from "../telegram/client.js";
import {
  isBasicGroup,
  MESSAGE_TEXT_MAX,
  type CallbackQuery,
  type Chat,
  type InlineKeyboardMarkup,
  type Message,
  type MethodName,
  type User,
} from "../telegram/types.js";
import { judgedText, messageSender, replyTarget, type Exemption, type MessageSender } from "../updates.js";
import type { ModerationMetrics } from "./metrics.js";
import { displayName, postInTopic, refusalText, sendNotice, topicOf } from "./notices.js";
import { standingAfterMute, type EarlierRestriction, type Enforcement } from "./enforcement.js";
import type { AdminRights } from "./group-admins.js";
import type { Outbox } from "./outbox.js";
import type { GroupReports } from "./reports.js";
import { languageOf, texts, type AdminVerb, type BotLanguage, type NotSpamStep, type Reporters } from "./texts.js";

/** Message ids kept per (group, sender) for "Clean up": the most recent ones. */
export const RECENT_MESSAGES_KEPT = 100;
/** Bots cannot delete messages older than 48 hours: ids are kept that long, and no longer. */
export const RECENT_MESSAGES_TTL_S = 48 * 3600;
/** How long a notice's buttons work. */
export const ACTION_REF_TTL_S = 7 * 24 * 3600;
/**
 * Who a member's /report counts as: the user, or, for a post as a channel (`sender_chat`), one
 * shared "a channel": a channel costs nothing to create, so one person's many channels must not
 * reach the group's threshold of distinct reporters alone.
 */
function reporterKey(reporter: MessageSender): string {
  return reporter.kind === "user" ? String(reporter.id) : "channel";
}

/** How long the distinct reporters of one message are counted. */
export const REPORTERS_TTL_S = 48 * 3600;
/** Longest message text kept in an action reference (a restore re-posts it; Telegram's limit is MESSAGE_TEXT_MAX). */
const TEXT_KEPT = 3_500;

export type { AdminVerb } from "./texts.js";

/**
 * The buttons of a notice; each is `w:<code>:<reference id>` in callback_data (at most 64 bytes), followed by
 * `:<language>` for a notice in another language than English (the group's `language` when the notice was sent): the
 * answers to a press, and what it posts in the group, are in the notice's language, also when its reference is gone.
 * A button without one is English's (as every notice's was before the setting).
 */
const CODES: Record<AdminVerb, string> = { not_spam: "n", ban_everywhere: "b", clean_up: "c" };
const VERBS = new Map(Object.entries(CODES).map(([verb, code]) => [code, verb as AdminVerb]));
/** The language of a button without a suffix: the default, English (every notice sent before the setting). */
const ENGLISH: BotLanguage = BOT_LANGUAGES[0];

/** callback_data of a button of a notice in `language`; parseCallback reads it back. Pure. */
export function callbackData(verb: AdminVerb, ref: string, language: BotLanguage = ENGLISH): string {
  return `w:${CODES[verb]}:${ref}${language === ENGLISH ? "" : `:${language}`}`;
}

/** A button's verb, reference and, for a notice not in English, language; undefined for anything else. Pure. */
export function parseCallback(data: string | undefined): { verb: AdminVerb; ref: string; language?: BotLanguage } | undefined {
  const m = data ? /^w:([a-z]):([A-Za-z0-9_-]{16,40})(?::([a-z]{2}))?$/.exec(data) : null;
  const verb = m ? VERBS.get(m[1]!) : undefined;
  if (!verb) return undefined;
  if (m![3] === undefined) return { verb, ref: m![2]! };
  const language = languageOf({ language: m![3] });
  return language === m![3] && language !== ENGLISH ? { verb, ref: m![2]!, language } : undefined;
}

/** What the bot did that a notice tells the admins about, kept in Redis behind the notice's buttons. */
export interface ActionRef {
  groupId: number;
  groupTitle?: string;
  messageId: number;
  sender: { kind: MessageSender["kind"]; id: number; name: string };
  text?: string;
  /** What was done to the sender: lifted by "Not spam". */
  sanction: "none" | "mute" | "ban";
  /**
   * A mute's: the sender's restriction from before it, which "Not spam" gives back while it lasts (an administrator's
   * restriction is not the bot's to lift). Absent when they were free, and in the notes of releases before it: "Not spam"
   * gives back every permission then.
   */
  earlier?: EarlierRestriction;
  /** Whether the message was deleted: "Not spam" re-posts it only then. */
  removed: boolean;
  /** A photo message: the file_id of its largest size and its own caption ("Not spam" re-posts the picture with it). */
  photo?: { fileId: string; caption: string };
  /** The forum topic the message was in ("Not spam" re-posts it there); absent outside topics. */
  threadId?: number;
}

/**
 * The outbox lanes of the answers to button presses: each answer a lane of its own, below every chat's id (Telegram's
 * ids have at most 52 significant bits). So an answer waits behind no chat's messages, not even the presser's private
 * chat's (where the owner's notices go, paced and paused by flood control like any chat's), and behind no other answer:
 * one tenant's answer that Telegram holds back (a 429's retry_after) or that keeps failing never delays another's
 * past Telegram's window for answers. The keys go round ANSWER_LANES; a lane is forgotten once empty.
 */
const ANSWER_LANES_BELOW = -(2 ** 52);
const ANSWER_LANES = 1_000_000;
let answerLanesUsed = 0;
const answerLane = () => ANSWER_LANES_BELOW - (answerLanesUsed++ % ANSWER_LANES);

/**
 * Telegram's refusal of a method a basic group does not have ("method is available only for supergroups", "... for
 * supergroup and channel chats only"): not a failure of the press. Any other refusal (the bot lost its rights, was
 * removed) is one.
 */
const onlyForSupergroups = (err: Error) => err instanceof TelegramApiError && err.code === 400 && /available (only )?for supergroup/i.test(err.description);

/** Telegram's limit on a photo's caption (after entity parsing); the restored caption's quote is cut to fit under it. */
const CAPTION_MAX = 1_024;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What a button press answers, and what is done after the answer (the notice's edit). */
interface Pressed {
  answer: { text?: string; show_alert?: boolean };
  after?: () => Promise<void>;
}

export interface AdminLoopDeps {
  redis?: Redis;
  /** Key prefix; keys are `${prefix}bot:adm:…`. */
  prefix: string;
  outbox: Outbox;
  /** Bans and deletions, as the bot's own actions make them. */
  enforcement: Pick<Enforcement, "ban" | "deleteMessage" | "muteLifted">;
  /** Deletes what goes with a message just deleted, as a verdict's deletion does: the rest of its album (one post). */
  deleteAlong: (chat: Chat, message: Message) => Promise<void>;
  groups: Pick<Client<typeof GroupsConfigService>, "listSiblingGroups">;
  reports: GroupReports;
  banned: BannedMessages;
  events: EventSink;
  isAdmin: (chatId: number, userId: number) => Promise<boolean>;
  /** The user's rights as an administrator of the group; undefined when they are not one. */
  rightsOf: (chatId: number, userId: number) => Promise<AdminRights | undefined>;
  exemption: (chat: Chat, sender: MessageSender) => Promise<Exemption | undefined>;
  logger: Logger;
  metrics?: ModerationMetrics;
  now: () => number;
  /** How long a group's owner is reused (default 10 min). */
  ownerTtlMs?: number;
  /**
   * A chat became a supergroup and the bot learnt it only from Telegram's refusal of a call on the old id (the service
   * messages lost, or the note behind a notice's buttons gone): moved as the service message moves it (GroupMigration:
   * groups-config, which also rewrites the admin_chat_id of the groups whose admin chat it was). Never rejects.
   */
  migrated?: (from: number, to: number) => Promise<void>;
  /** The supergroup a group became, when a read of its administrators learnt it from Telegram (GroupAdmins.movedTo). */
  movedTo?: (chatId: number) => number | undefined;
}

/**
 * The admin loop: a notice with buttons for every action the bot takes ("Not spam", "Ban
 * everywhere", "Clean up"), sent to the group's admin chat or its owner's private chat; the
 * presses of those buttons (only a group's administrator may, each once, and only as far as their
 * Telegram rights in the group go: a ban or an unban needs can_restrict_members, a deletion
 * can_delete_messages); members' `/report`
 * replies, counted per message up to the group's threshold. Its state lives in Redis (shared by
 * replicas, kept across restarts, always with a TTL); without Redis notices go out without
 * buttons, nothing is remembered for "Clean up", and members' reports are not counted.
 */
export class AdminLoop {
  private readonly owners = new BoundedCache<number, { owner?: number; at: number }>({ maxEntries: 100_000 });
  private readonly warnings: LogThrottle;

  constructor(private readonly deps: AdminLoopDeps) {
    this.warnings = new LogThrottle(REDIS_WARN_EVERY_MS, deps.now);
  }

  private key(...parts: (string | number)[]): string {
    return `${this.deps.prefix}bot:adm:${parts.join(":")}`;
  }

  /** Every failure is counted; an outage is logged once every REDIS_WARN_EVERY_MS, not once a message. */
  private stateError(operation: string, err: unknown): void {
    this.deps.metrics?.adminStateErrors.inc({ operation });
    if (this.warnings.take()) this.deps.logger.warn({ operation, err: (err as Error).message }, "admin loop state unavailable");
  }

  /** Remembers a message the bot saw, for "Clean up" of its sender (capped, 48 h). Never rejects. */
  async seen(chatId: number, sender: Pick<MessageSender, "id">, messageId: number): Promise<void> {
    const { redis } = this.deps;
    if (!redis) return;
    const key = this.key("recent", chatId, sender.id);
    try {
      await redis
        .multi()
        .lpush(key, messageId)
        .ltrim(key, 0, RECENT_MESSAGES_KEPT - 1)
        .expire(key, RECENT_MESSAGES_TTL_S)
        .exec();
    } catch (err) {
      this.stateError("recent_messages", err);
    }
  }

  // --- Notices ------------------------------------------------------------------------------

  /**
   * Sends the admins a notice of an action, with buttons when its reference could be kept: to the
   * group's admin chat, else (with notify_admins) to the owner's private chat. Never rejects.
   */
  async notify(chat: Chat, settings: Pick<Settings, "adminChatId" | "notifyAdmins" | "language">, ref: ActionRef, what: string): Promise<void> {
    try {
      const target = settings.adminChatId !== 0n ? Number(settings.adminChatId) : settings.notifyAdmins ? await this.ownerOf(chat.id) : undefined;
      if (target === undefined) return;
      // The owner is whoever first added the bot: one no longer an administrator of the group must not go on receiving
      // its members' messages in private. A list Telegram cannot give is the last one read (GroupAdmins keeps it); with
      // none read yet, nobody is an administrator until Telegram answers, so that notice is not sent: the action is in
      // the journal and the webhooks all the same.
      if (settings.adminChatId === 0n && !(await this.deps.isAdmin(chat.id, target).catch(() => false))) {
        this.deps.logger.info({ group_id: chat.id }, "the group's owner is no longer one of its administrators: no notice");
        return;
      }
      const id = await this.keep(ref);
      const where = target === chat.id ? "" : `${chat.title ?? ref.groupTitle ?? chat.id}: `;
      const quoted = ref.text ? `\n\n«${ref.text.length > 500 ? `${cutUtf16(ref.text, 500)}…` : ref.text}»` : "";
      // A group that is its own admin chat hears of a message in the forum topic the message was in (in General when
      // Telegram refuses that topic), where its members saw it; another chat has no such topic. It does not hear the
      // message again: quoted there, the spam (its links, handles and phone numbers, and the addresses hidden behind its
      // words) would be posted back to every member, by the bot.
      const send = (to: number) =>
        postInTopic(this.deps.outbox, to, "sendMessage", {
          chat_id: to,
          // Cut to Telegram's limit: a longer notice is refused, and with it the buttons that undo the action.
          text: cutUtf16(`${where}${what}${to === chat.id ? "" : quoted}`, MESSAGE_TEXT_MAX),
          disable_notification: true,
          link_preview_options: { is_disabled: true },
          ...(to === chat.id && ref.threadId !== undefined ? { message_thread_id: ref.threadId } : {}),
          ...(id ? { reply_markup: keyboard(id, new Set(), languageOf(settings)) } : {}),
        });
      let o = await send(target);
      // An admin chat that became a supergroup the bot did not hear of: Telegram names its new id. The move is made
      // (the groups' admin_chat_id follows it in groups-config) and the notice sent there.
      const movedTo = o.ok ? undefined : migratedTo(o.error);
      if (movedTo !== undefined && movedTo !== target) {
        this.deps.logger.info(
          { group_id: chat.id, from_chat_id: target, to_chat_id: movedTo },
          "the admin chat became a supergroup: notice sent to its new id",
        );
        await this.deps.migrated?.(target, movedTo);
        o = await send(movedTo);
      }
      this.deps.metrics?.adminActions.inc({ kind: "notice", outcome: o.ok ? "done" : "failed" });
      if (!o.ok) this.deps.logger.warn({ group_id: chat.id, err: o.error.message }, "admin notice not sent");
    } catch (err) {
      this.deps.metrics?.adminActions.inc({ kind: "notice", outcome: "failed" });
      this.deps.logger.warn({ group_id: chat.id, err: (err as Error).message }, "admin notice not sent");
    }
  }

  /** The group's owner (the default recipient of its notices), from groups-config, reused for a while. */
  private async ownerOf(chatId: number): Promise<number | undefined> {
    const held = this.owners.get(chatId);
    if (held && this.deps.now() - held.at < (this.deps.ownerTtlMs ?? 600_000)) return held.owner;
    try {
      const res = await this.deps.groups.listSiblingGroups({ groupId: BigInt(chatId) });
      const owner = res.ownerTelegramUserId === undefined ? undefined : Number(res.ownerTelegramUserId);
      this.owners.set(chatId, { owner, at: this.deps.now() });
      return owner;
    } catch (err) {
      this.deps.logger.warn({ group_id: chatId, err: ConnectError.from(err).message }, "the group's owner is unknown: no notice");
      return held?.owner;
    }
  }

  /** Keeps an action reference for the buttons; undefined when Redis is unavailable. */
  private async keep(ref: ActionRef): Promise<string | undefined> {
    const { redis } = this.deps;
    if (!redis) return undefined;
    const id = randomBytes(16).toString("base64url");
    const stored = { ...ref, text: ref.text === undefined ? undefined : cutUtf16(ref.text, TEXT_KEPT) };
    try {
      await redis.set(this.key("act", id), JSON.stringify(stored), "EX", ACTION_REF_TTL_S);
      return id;
    } catch (err) {
      this.stateError("action_ref", err);
      return undefined;
    }
  }

  /**
   * A group became a supergroup (GroupMigration): the buttons of its notices sent before (kept ACTION_REF_TTL_S) act in
   * the new chat from now on. Never rejects.
   */
  async migrated(from: number, to: number): Promise<void> {
    const { redis } = this.deps;
    if (!redis) return;
    try {
      await redis.set(this.key("moved", from), String(to), "EX", ACTION_REF_TTL_S);
    } catch (err) {
      this.stateError("migration", err);
    }
  }

  // --- Buttons ------------------------------------------------------------------------------

  /**
   * A button pressed: checked, done once, the query answered, then the notice edited to say so. The answer goes in a
   * lane of its own (answerLane), before the edit: in a chat's lane it would wait behind that chat's notices (paced at
   * 20 a minute in the admin chat, 1 a second in the owner's private chat, and many during a raid), and Telegram
   * refuses an answer that comes too late.
   */
  async onCallback(q: CallbackQuery): Promise<void> {
    const parsed = parseCallback(q.data);
    const language = parsed?.language ?? ENGLISH;
    let pressed: Pressed = { answer: {} };
    try {
      if (parsed && q.message) pressed = await this.press(q, q.message, parsed.verb, parsed.ref, language);
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message, verb: parsed?.verb }, "admin button failed");
      if (parsed) this.deps.metrics?.adminActions.inc({ kind: parsed.verb, outcome: "failed" });
      pressed = { answer: { text: texts(language).pressFailed, show_alert: true } };
    }
    const o = await this.deps.outbox.enqueue(answerLane(), "answerCallbackQuery", { callback_query_id: q.id, ...pressed.answer });
    if (!o.ok) this.deps.logger.warn({ err: o.error.message }, "callback query not answered");
    await pressed.after?.();
  }

  private async press(q: CallbackQuery, notice: Message, verb: AdminVerb, id: string, language: BotLanguage): Promise<Pressed> {
    const { redis, metrics } = this.deps;
    const t = texts(language);
    const count = (outcome: string) => metrics?.adminActions.inc({ kind: verb, outcome });
    if (!redis) throw new Error("no Redis: the action reference is unavailable");
    const raw = await redis.get(this.key("act", id));
    if (!raw) {
      count("expired");
      return { answer: { text: t.noticeExpired, show_alert: true } };
    }
    const ref = JSON.parse(raw) as ActionRef;
    // A group that became a supergroup since the notice is the new chat: Telegram answers nothing more for the old id
    // (its administrators, bans, messages), and the group's Warden record, journal and recent messages moved with it.
    const moved = await redis.get(this.key("moved", ref.groupId));
    if (moved !== null && Number.isSafeInteger(Number(moved))) ref.groupId = Number(moved);
    const rights = await this.deps.rightsOf(ref.groupId, q.from.id);
    // A read that learnt just now that the group became a supergroup (its note missing) gave the new chat's
    // administrators: the group is the new chat.
    ref.groupId = this.deps.movedTo?.(ref.groupId) ?? ref.groupId;
    if (!rights) {
      count("refused");
      return { answer: { text: t.onlyAdmins, show_alert: true } };
    }
    const doneKey = this.key("act", id, "done", CODES[verb]);
    const repeated = (): Pressed => {
      count("repeated");
      return { answer: { text: t.alreadyDone } };
    };
    if ((await redis.exists(doneKey)) === 1) return repeated();
    // Not claimed: the button stays for an administrator who has the right.
    const lacking = await this.lacking(verb, ref, rights, q.from, language);
    if (lacking) {
      count("refused");
      return { answer: { text: lacking, show_alert: true } };
    }
    // Claimed once across replicas: a second press (or a second replica) does nothing.
    const claimed = await redis.set(doneKey, String(q.from.id), "EX", ACTION_REF_TTL_S, "NX");
    if (claimed !== "OK") return repeated();
    let line: string;
    try {
      line = await this.run(verb, ref, q.from, language);
    } catch (err) {
      // Not done: the button may be pressed again.
      await redis.del(doneKey).catch(() => undefined);
      throw err;
    }
    count("done");
    const all = Object.keys(CODES) as AdminVerb[];
    const flags = await redis.mget(...all.map((v) => this.key("act", id, "done", CODES[v])));
    const done = new Set(all.filter((_, i) => flags[i] !== null));
    const markup = done.size < all.length ? { reply_markup: keyboard(id, done, language) } : {};
    // A notice Telegram no longer shows the bot (an old one comes as an InaccessibleMessage: date 0, no text) keeps its
    // text, which the bot does not have to write back with the line: only its buttons change.
    const shown = notice.date === 0 ? undefined : notice.text;
    const editNotice = async () => {
      const where = { chat_id: notice.chat.id, message_id: notice.message_id };
      const edited =
        shown === undefined
          ? await this.deps.outbox.enqueue(notice.chat.id, "editMessageReplyMarkup", { ...where, ...markup })
          : await this.deps.outbox.enqueue(notice.chat.id, "editMessageText", {
              ...where,
              text: cutUtf16(`${shown}\n\n✔ ${line} (${displayName(q.from)})`, MESSAGE_TEXT_MAX),
              link_preview_options: { is_disabled: true },
              ...markup,
            });
      if (!edited.ok) this.deps.logger.warn({ err: edited.error.message }, "admin notice not edited");
    };
    return { answer: { text: line }, after: editNotice };
  }

  /**
   * What a press answers when the presser's rights in the group do not allow its action (what needs no right is done:
   * "Not spam" still reports the message as not spam, as `/ham` would); undefined when they allow it.
   */
  private async lacking(verb: AdminVerb, ref: ActionRef, rights: AdminRights, admin: User, language: BotLanguage): Promise<string | undefined> {
    const t = texts(language);
    switch (verb) {
      case "clean_up":
        return rights.delete ? undefined : t.needsRight(verb);
      case "ban_everywhere":
        return rights.restrict ? undefined : t.needsRight(verb);
      case "not_spam": {
        if (ref.sanction === "none" || rights.restrict) return undefined;
        // Re-posted only along with the lift, by whoever may lift it: once.
        const reported = await this.reportHam(ref, admin);
        return t.notSpamNeedsRight({ reported, lift: ref.sanction, restore: ref.removed && !!(ref.text || ref.photo) });
      }
    }
  }

  /**
   * An action in the notice's group; one Telegram refuses because the group became a supergroup the bot had not heard
   * of (its note missing, its administrators held from before the move) is tried once more in the new chat, after the
   * move is made as its service message makes it. `ref.groupId` is the new id from then on.
   */
  private async inGroup<O extends ActionOutcome<MethodName>>(ref: ActionRef, act: (g: number) => Promise<O>): Promise<O> {
    const first = await act(ref.groupId);
    const to = first.ok ? undefined : migratedTo(first.error);
    if (to === undefined || to === ref.groupId) return first;
    this.deps.logger.info({ group_id: ref.groupId, to_group_id: to }, "the group became a supergroup: the admin action is taken in the new chat");
    await this.deps.migrated?.(ref.groupId, to);
    ref.groupId = to;
    return act(to);
  }

  private run(verb: AdminVerb, ref: ActionRef, admin: User, language: BotLanguage): Promise<string> {
    switch (verb) {
      case "not_spam":
        return this.notSpam(ref, admin, language);
      case "ban_everywhere":
        return this.banEverywhere(ref, admin, language);
      case "clean_up":
        return this.cleanUp(ref, language);
    }
  }

  private restoreText(g: number, head: string, text: string, threadId: number | undefined) {
    return postInTopic(this.deps.outbox, g, "sendMessage", {
      chat_id: g,
      ...(threadId === undefined ? {} : { message_thread_id: threadId }),
      parse_mode: "HTML",
      text: `${escapeHtml(head)}\n<blockquote>${escapeHtml(text)}</blockquote>`,
      link_preview_options: { is_disabled: true },
      disable_notification: true,
    });
  }

  /** The picture again (by its file_id, nothing uploaded), its caption quoted under `head` (naming the sender), cut to Telegram's caption limit. */
  private restorePhoto(g: number, head: string, photo: { fileId: string; caption: string }, threadId: number | undefined) {
    const room = CAPTION_MAX - head.length - 2;
    const caption = photo.caption.length > room ? `${cutUtf16(photo.caption, Math.max(0, room - 1))}…` : photo.caption;
    return postInTopic(this.deps.outbox, g, "sendPhoto", {
      chat_id: g,
      ...(threadId === undefined ? {} : { message_thread_id: threadId }),
      photo: photo.fileId,
      parse_mode: "HTML",
      caption: caption ? `${escapeHtml(head)}\n<blockquote>${escapeHtml(caption)}</blockquote>` : escapeHtml(head),
      disable_notification: true,
    });
  }

  /**
   * Lifts the sanction, re-posts the message in the group (a photo with its caption; in its forum topic, in General
   * when that topic is closed or gone) as a quote
   * naming its sender, reports it as ham.
   */
  private async notSpam(ref: ActionRef, admin: User, language: BotLanguage): Promise<string> {
    const { outbox } = this.deps;
    const t = texts(language);
    const done: NotSpamStep[] = [];
    const sender = ref.sender;
    let lift: ((g: number) => Promise<ActionOutcome<MethodName>>) | undefined;
    /** The earlier restriction "Not spam" gave back instead of freeing the member. */
    let restored: EarlierRestriction | undefined;
    if (ref.sanction === "ban") {
      lift = (g) =>
        sender.kind === "user"
          ? outbox.enqueue(g, "unbanChatMember", { chat_id: g, user_id: sender.id, only_if_banned: true })
          : outbox.enqueue(g, "unbanChatSenderChat", { chat_id: g, sender_chat_id: sender.id });
    } else if (ref.sanction === "mute" && sender.kind === "user") {
      // Decided when the call is sent (flood control may hold it back past the earlier restriction's end).
      lift = async (g) => {
        const o = await outbox.enqueue(g, "restrictChatMember", () => {
          const after = standingAfterMute(ref.earlier, Math.floor(this.deps.now() / 1000));
          restored = after.restored;
          return {
            chat_id: g,
            user_id: sender.id,
            permissions: after.permissions,
            use_independent_chat_permissions: true,
            ...(after.until_date === undefined ? {} : { until_date: after.until_date }),
          };
        });
        // The bot's mute is gone: no later mute takes what the member has now as the bot's (Enforcement's BotRestriction).
        if (o.ok) this.deps.enforcement.muteLifted(g, sender.id);
        return o;
      };
    }
    if (lift) {
      // Tried in a basic group too: Telegram's refusal on an old id is how the bot learns the group became a supergroup.
      const o = await this.inGroup(ref, lift);
      if (o.ok) done.push(ref.sanction === "ban" ? "unbanned" : restored ? "restriction_restored" : "unmuted");
      else if (isBasicGroup({ id: ref.groupId }) && onlyForSupergroups(o.error)) {
        // Telegram lifts nothing in a basic group (unbanChatMember and restrictChatMember are for supergroups): its ban
        // was a removal, and the member can be added back. The message is restored and reported all the same.
        if (ref.sanction === "ban") done.push("no_ban_to_lift");
      } else throw o.error;
    }
    // Forgotten, so a later unban of this user reports nothing more (this press reports below).
    if (sender.kind === "user") void this.deps.banned.take(ref.groupId, sender.id);
    if (ref.removed && (ref.text || ref.photo)) {
      const photo = ref.photo;
      const restored = await this.inGroup(ref, (g) =>
        photo
          ? this.restorePhoto(g, t.restoredPhotoHead(sender.name), photo, ref.threadId)
          : this.restoreText(g, t.restoredTextHead(sender.name), ref.text!, ref.threadId),
      );
      if (restored.ok) done.push("restored");
      else this.deps.logger.warn({ group_id: ref.groupId, err: restored.error.message }, "message not restored");
    }
    if (await this.reportHam(ref, admin)) done.push("reported");
    return t.notSpamDone(done, restored && { until: restored.until });
  }

  /**
   * Reports the message of a notice as not spam, by `admin`, whether or not it was deleted (a dry run's, or one an
   * administrator's /report only reported, is a report to correct too); false when there is none (no message, or no text).
   */
  private async reportHam(ref: ActionRef, admin: User): Promise<boolean> {
    if (ref.messageId <= 0) return false;
    // Without text only the journal is told (the decision was on the message's form): nothing reported to say.
    await this.deps.reports.report(ref.groupId, ref.messageId, ref.text, ReportLabel.HAM, ref.sender.kind === "user" ? ref.sender.id : undefined, admin.id);
    return Boolean(ref.text);
  }

  /** Whether the group leaves the sender alone: one of its administrators, or a sender it never moderates (its linked channel). */
  private async spared(chat: Chat, sender: MessageSender): Promise<boolean> {
    return sender.kind === "user" ? this.deps.isAdmin(chat.id, sender.id) : (await this.deps.exemption(chat, sender)) !== undefined;
  }

  /**
   * Bans the sender in this group and in the account's other groups where the bot is active and the presser is an
   * administrator too, each where the presser may ban members (can_restrict_members) and the group does not spare the
   * sender (an administrator of it, or its own linked channel); says how many were left out so.
   */
  private async banEverywhere(ref: ActionRef, admin: User, language: BotLanguage): Promise<string> {
    const res = await this.deps.groups.listSiblingGroups({ groupId: BigInt(ref.groupId) });
    const origin = ref.groupId;
    const targets = [origin, ...res.groupIds.map(Number)];
    const sender: MessageSender = { kind: ref.sender.kind, id: ref.sender.id };
    const outcomes = await Promise.all(
      targets.map(async (g, i): Promise<"banned" | "not_admin" | "spared" | "no_right" | "refused"> => {
        const rights = await this.deps.rightsOf(g, admin.id).catch(() => undefined);
        if (!rights) return "not_admin";
        // The group is known by its id alone, which is all its administrators and its linked channel are read by.
        if (await this.spared({ id: g, type: "supergroup" }, sender)) return "spared";
        if (!rights.restrict) return "no_right";
        // The notice's own group may have become a supergroup the bot had not heard of (see inGroup).
        const o = i === 0 ? await this.inGroup(ref, (id) => this.deps.enforcement.ban(id, ref.sender)) : await this.deps.enforcement.ban(g, ref.sender);
        if (i === 0) g = ref.groupId;
        if (!o.ok) {
          this.deps.logger.warn({ group_id: g, err: o.error.message }, "ban everywhere: Telegram refused a ban");
          return "refused";
        }
        if (ref.sender.kind === "user") {
          await this.deps.events.chatEvents([
            chatEvent({
              id: eventId("ban", g, ref.sender.id, "ban_everywhere", origin, ref.messageId),
              groupId: g,
              kind: "ban",
              userId: ref.sender.id,
              date: Math.floor(this.deps.now() / 1000),
              by: "admin",
              reason: `ban everywhere, from group ${origin}`,
            }),
          ]);
        }
        return "banned";
      }),
    );
    const others = outcomes.slice(1).filter((o) => o === "banned").length;
    const lacked = outcomes.filter((o) => o === "no_right").length;
    const spared = outcomes.filter((o) => o === "spared").length;
    return texts(language).bannedEverywhere({ here: outcomes[0] === "banned", others, lacked, spared, sender: ref.sender.kind });
  }

  /** Deletes the sender's recent messages the bot saw in the group (at most 48 h old). */
  private async cleanUp(ref: ActionRef, language: BotLanguage): Promise<string> {
    const { redis, enforcement } = this.deps;
    const key = this.key("recent", ref.groupId, ref.sender.id);
    const ids = [...new Set((await redis!.lrange(key, 0, -1)).map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0);
    // Counted as Telegram answers each: a message already gone (the spam itself, deleted when caught) is not.
    const results = await Promise.all(ids.map((id) => enforcement.deleteMessage(ref.groupId, id, { exact: true })));
    await redis!.del(key);
    const deleted = results.filter((o) => o.ok).length;
    return texts(language).cleanedUp(deleted);
  }

  // --- Members' /report ---------------------------------------------------------------------

  /**
   * `/report` in reply to a message: an administrator's acts at once (`admin`: their rights in the group; the message is
   * deleted only with can_delete_messages, else reported only and the administrator told why); members' are counted
   * (one per member per message; every channel identity together is one: anyone can make many channels) and the message is deleted, reported as spam and the
   * admins notified when the group's threshold of distinct reporters is reached; a photo of an album takes the album
   * with it, as a verdict's deletion does. In dry_run nothing is deleted.
   */
  async onReport(chat: Chat, command: Message, admin: AdminRights | undefined, settings: Settings): Promise<void> {
    const { metrics } = this.deps;
    const target = replyTarget(command)!;
    const sender = messageSender(target);
    // A user, a channel identity (Telegram's `from` is Channel_Bot for every one of them) or the group itself (an anonymous administrator).
    const reporter = messageSender(command);
    const ignored = () => metrics?.memberReports.inc({ outcome: "ignored" });
    if (!sender || !reporter || (sender.kind === reporter.kind && sender.id === reporter.id)) return ignored();
    if (await this.spared(chat, sender)) return ignored();
    let reporters = 1;
    if (!admin) {
      const threshold = settings.reportThreshold;
      if (threshold <= 0 || !this.deps.redis) return ignored();
      const key = this.key("reports", chat.id, target.message_id);
      try {
        const res = await this.deps.redis.multi().sadd(key, reporterKey(reporter)).expire(key, REPORTERS_TTL_S).scard(key).exec();
        const added = Number(res?.[0]?.[1] ?? 0);
        reporters = Number(res?.[2]?.[1] ?? 0);
        if (added === 0 || reporters < threshold) {
          metrics?.memberReports.inc({ outcome: added === 0 ? "ignored" : "counted" });
          return;
        }
        // Acted on once: the first new report at or past the threshold (which the admins may have lowered meanwhile).
        const acted = await this.deps.redis.set(this.key("reports", chat.id, target.message_id, "acted"), "1", "EX", REPORTERS_TTL_S, "NX");
        if (acted !== "OK") {
          metrics?.memberReports.inc({ outcome: "ignored" });
          return;
        }
      } catch (err) {
        this.stateError("reporters", err);
        return;
      }
    }
    metrics?.memberReports.inc({ outcome: "acted" });
    const text = judgedText(target);
    const dryRun = settings.mode === ModerationMode.DRY_RUN;
    // Members' reports at the threshold delete (the group chose so); an administrator's only with the right to.
    const mayDelete = admin === undefined || admin.delete;
    const deleted = dryRun || !mayDelete ? undefined : await this.deps.enforcement.deleteMessage(chat.id, target.message_id, { exact: true });
    if (deleted && !deleted.ok) this.deps.logger.warn({ group_id: chat.id, err: deleted.error.message }, "reported message not deleted");
    // A reported photo of an album takes the album with it: one post.
    if (deleted?.ok) await this.deps.deleteAlong(chat, target);
    const reporterUser = reporter.kind === "user" ? reporter.id : undefined;
    await this.deps.reports.report(chat.id, target.message_id, text, ReportLabel.SPAM, sender.kind === "user" ? sender.id : undefined, reporterUser);
    const who =
      sender.kind === "channel"
        ? displayName({ id: sender.id, username: sender.username, title: target.sender_chat?.title })
        : displayName(target.from ?? { id: sender.id });
    const by: Reporters = !admin
      ? { kind: "members", count: reporters }
      : reporterUser === undefined
        ? { kind: "anonymous_admin" }
        : { kind: "admin", name: displayName(command.from ?? { id: reporterUser }) };
    const language = languageOf(settings);
    const notDeleted = dryRun ? "dry_run" : mayDelete ? undefined : "no_right";
    const what = texts(language).reportNotice({ who, by, deleted: deleted?.ok === true, notDeleted });
    if (!dryRun && !mayDelete) {
      const reply = refusalText(["delete"], reporterUser === undefined, text !== undefined, language);
      sendNotice(this.deps.outbox, this.deps.logger, chat, reply, { threadId: topicOf(command), replyTo: command.message_id });
    }
    await this.notify(
      chat,
      settings,
      {
        groupId: chat.id,
        groupTitle: chat.title,
        messageId: target.message_id,
        sender: { kind: sender.kind, id: sender.id, name: who },
        text,
        sanction: "none",
        removed: deleted?.ok === true,
        ...threadOf(topicOf(target) ?? topicOf(command)),
      },
      what,
    );
  }
}

/** An action reference's forum topic, when there is one. */
export function threadOf(threadId: number | undefined): { threadId?: number } {
  return threadId === undefined ? {} : { threadId };
}

/** The notice's buttons in its language, without those already done. */
function keyboard(id: string, done: ReadonlySet<AdminVerb>, language: BotLanguage): InlineKeyboardMarkup {
  const verbs = (Object.keys(CODES) as AdminVerb[]).filter((v) => !done.has(v));
  const labels = texts(language).buttons;
  return { inline_keyboard: [verbs.map((v) => ({ text: labels[v], callback_data: callbackData(v, id, language) }))] };
}
