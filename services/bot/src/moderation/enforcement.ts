import { Action, ModerationMode, type ChatEvent, type CheckResponse, type Settings } from "@warden/proto";
import { type Logger, LogThrottle, type prom } from "@warden/telemetry";
import type { Redis } from "ioredis";
import type { BannedMessages } from "../admin-commands.js";
import { chatEvent, eventId, type EventSink } from "../events.js";
import { type ActionOutcome, DELETE_ALONE_AFTER_S } from "../telegram/action-queue.js";
import {
  isBasicGroup,
  MUTED,
  UNMUTED,
  UNTIL_FOREVER_WITHIN_S,
  type Chat,
  type ChatMember,
  type ChatPermissions,
  type Message,
  type MethodName,
  type User,
} from "../telegram/types.js";
import { REDIS_WARN_EVERY_MS, within } from "../redis-calls.js";
import { judgedText, type MessageSender } from "../updates.js";
import { actionTaken, DESTRUCTIVE } from "./actions.js";
import { ACTION_REF_TTL_S } from "./admin-loop.js";
import type { Outbox } from "./outbox.js";
import type { SanctionUnavailable } from "./texts.js";

/**
 * A member's restriction from before the bot's timed mute (getChatMember's ChatMemberRestricted), kept with the notice
 * behind its buttons so that "Not spam" gives it back rather than every permission: its end (`until`, Unix seconds, 0:
 * forever) and the permissions it took (`off`, their names; the others it left on). None when the member was free, or
 * their standing could not be read, and in the notes of releases before it: "Not spam" frees the member then.
 */
export interface EarlierRestriction {
  until: number;
  off: (keyof ChatPermissions)[];
}

/** A timed mute Telegram was asked for: its end (0: forever), whether that end is the member's earlier restriction's, and that restriction. */
export interface MuteMade {
  until: number;
  /**
   * The end kept from the member's restriction (later than mute_minutes, or none): an administrator's, or one the bot
   * made itself (a mute still running); never for soft_ban's, which has none.
   */
  kept: boolean;
  earlier?: EarlierRestriction;
}

/** The restriction a member read with getChatMember has; undefined unless restricted. Pure. */
export function earlierRestriction(member: ChatMember): EarlierRestriction | undefined {
  if (member.status !== "restricted") return undefined;
  return { until: member.until_date ?? 0, off: (Object.keys(MUTED) as (keyof ChatPermissions)[]).filter((k) => member[k] === false) };
}

/**
 * What undoing the bot's mute sends (restrictChatMember's permissions and end) at `nowS`: the member's earlier
 * restriction while it lasts, as it was; else every permission, which lifts the restriction. An earlier restriction
 * ending less than UNTIL_FOREVER_WITHIN_S from now is over: sent, Telegram would take its end as forever. One that took
 * no permission restricted nothing. Pure.
 */
export function standingAfterMute(
  earlier: EarlierRestriction | undefined,
  nowS: number,
): { permissions: Required<ChatPermissions>; until_date?: number; restored?: EarlierRestriction } {
  const over = !earlier || earlier.off.length === 0 || (earlier.until !== 0 && earlier.until - nowS < UNTIL_FOREVER_WITHIN_S);
  if (over) return { permissions: UNMUTED };
  const off = new Set<string>(earlier.off);
  const permissions = Object.fromEntries(Object.keys(UNMUTED).map((k) => [k, !off.has(k)])) as Required<ChatPermissions>;
  return { permissions, until_date: earlier.until, restored: earlier };
}

/**
 * The restriction the bot itself last put on a member (a mute, soft_ban's, the external ban list's): its end (`until`,
 * 0: none; every permission off) and what the member had before the bot's restrictions began (`earlier`, carried
 * forward from mute to mute). Telegram does not say who restricted a member: a member read restricted with exactly
 * this end and every permission off is the bot's doing, not an administrator's, so a later mute keeps `earlier` rather
 * than the bot's own restriction (which "Not spam" would give back).
 */
export interface BotRestriction {
  until: number;
  earlier?: EarlierRestriction;
}

/** How long a Redis read of the bot's last restriction may hold a mute up; past it the mute goes on as if there were none. */
export const BOT_RESTRICTION_TIMEOUT_MS = 250;

/**
 * The earlier restriction of a member read with getChatMember, given the bot's last restriction of them: what that one
 * carried forward when the member's restriction is the bot's (its end, every permission off), else the member's own
 * (earlierRestriction). Pure.
 */
export function earlierThan(member: ChatMember, bots: BotRestriction | undefined): EarlierRestriction | undefined {
  const own = earlierRestriction(member);
  if (!own || !bots) return own;
  // Every permission off: none the answer has is on (a field newer than the answer's Bot API is absent from it).
  const mine = own.until === bots.until && (Object.keys(MUTED) as (keyof ChatPermissions)[]).every((k) => member[k] !== true);
  return mine ? bots.earlier : own;
}

/**
 * How long the record of a restriction the bot made at `nowS` until `until` (0: none) is kept: till it ends (a minute
 * more, for clocks), at most ACTION_REF_TTL_S (the buttons' life, which "Not spam" needs it for). Pure.
 */
export function botRestrictionTtl(until: number, nowS: number): number {
  return until === 0 ? ACTION_REF_TTL_S : Math.max(60, Math.min(ACTION_REF_TTL_S, until - nowS + 60));
}

/** What acts on a group's members through Enforcement needs beside it: who is an administrator, and a logger. */
export interface MemberActionDeps {
  enforcement: Enforcement;
  isAdmin: (chatId: number, userId: number) => Promise<boolean>;
  logger: Logger;
}

/**
 * Actions against a group's members through the Bot API (deletions, mutes, bans), and the chat
 * events that say what Telegram accepted. A ban the bot makes remembers the banned message, so an
 * administrator who lifts it reports that message as not spam.
 */
export class Enforcement {
  private readonly warnings: LogThrottle;

  constructor(
    private readonly deps: {
      outbox: Outbox;
      events: EventSink;
      logger: Logger;
      banned: BannedMessages;
      now: () => number;
      /** A sender Telegram accepted a ban of (their messages revoked), however the ban came: a verdict, /spam, Ban everywhere. */
      onBanned?: (chatId: number, senderId: number) => void;
      /**
       * Where the bot's own last restriction of each member is kept (`${prefix}bot:restricted:<group>:<user>`, see
       * BotRestriction); without it, every restriction read counts as an administrator's.
       */
      redis?: Redis;
      prefix?: string;
      /** Failed Redis operations of those records (`restriction_read`, `_write`, `_forget`), counted with the admin loop's. */
      failures?: prom.Counter<"operation">;
    },
  ) {
    this.warnings = new LogThrottle(REDIS_WARN_EVERY_MS, deps.now);
  }

  private restrictionKey(chatId: number, userId: number): string {
    return `${this.deps.prefix ?? "warden:"}bot:restricted:${chatId}:${userId}`;
  }

  /** A Redis failure of the bot's restriction records: logged (once every REDIS_WARN_EVERY_MS at most), never thrown. */
  private restrictionStateError(operation: string, chatId: number, err: unknown): undefined {
    this.deps.failures?.inc({ operation });
    if (this.warnings.take())
      this.deps.logger.warn(
        { operation, group_id: chatId, err: (err as Error).message },
        "the bot's own restrictions unavailable: a restriction read counts as an administrator's",
      );
    return undefined;
  }

  /** The bot's last restriction of the member; undefined when none is kept, or Redis failed (logged). */
  private async lastRestriction(chatId: number, userId: number): Promise<BotRestriction | undefined> {
    const { redis } = this.deps;
    if (!redis) return undefined;
    try {
      const raw = await within(redis.get(this.restrictionKey(chatId, userId)), BOT_RESTRICTION_TIMEOUT_MS, "the bot's restriction");
      if (raw === null) return undefined;
      const rec = JSON.parse(raw) as Partial<BotRestriction>;
      return typeof rec.until === "number" ? { until: rec.until, ...(rec.earlier ? { earlier: rec.earlier } : {}) } : undefined;
    } catch (err) {
      return this.restrictionStateError("restriction_read", chatId, err);
    }
  }

  /**
   * Records a restriction the bot is about to send. Its command goes out before the call does (not awaited; one
   * connection runs commands in order), so a read after the restriction is seen finds it.
   */
  private restricting(chatId: number, userId: number, rec: BotRestriction): void {
    const { redis } = this.deps;
    if (!redis) return;
    const ttl = botRestrictionTtl(rec.until, this.nowSeconds());
    redis
      .set(this.restrictionKey(chatId, userId), JSON.stringify(rec), "EX", ttl)
      .catch((err: unknown) => this.restrictionStateError("restriction_write", chatId, err));
  }

  /**
   * "Not spam" lifted the bot's mute of a member (freed them, or gave back their earlier restriction): the record goes, so
   * that no later read takes what the member has as the bot's. Never rejects.
   */
  muteLifted(chatId: number, userId: number): void {
    this.deps.redis?.del(this.restrictionKey(chatId, userId)).catch((err: unknown) => this.restrictionStateError("restriction_forget", chatId, err));
  }

  /**
   * Applies the engine's action to a message; returns what was done, the chat events it makes, and
   * whether the message is gone (`removed`: Telegram deleted it, or banned its sender, a user, with
   * revoke_messages; a mute it accepted may leave the message there, when the delete was refused).
   * The group's mode: dry_run acts on nothing (what was done: none); soft_ban restricts a user
   * for good (no sending) where the action would ban. In a basic group (no restrictions there) a mute is left out and
   * soft_ban bans: `unavailable` says which.
   */
  async apply(
    chat: Chat,
    m: Message,
    sender: MessageSender,
    recommended: Action,
    settings: Settings,
    check: CheckResponse,
    date: number,
    revision: number,
  ): Promise<{ taken: Action; events: ChatEvent[]; removed: boolean; unavailable?: SanctionUnavailable; mute?: MuteMade }> {
    if (settings.mode === ModerationMode.DRY_RUN) return { taken: Action.NONE, events: [], removed: false };
    if (!DESTRUCTIVE.has(recommended)) return { taken: actionTaken(recommended, { deleted: false, muted: false, banned: false }), events: [], removed: false };
    const { action, unavailable } = sanctionIn(chat, recommended, settings.mode, sender.kind);
    // soft_ban's restriction: without an end, where the recommendation was a ban.
    const softBan = recommended === Action.DELETE_AND_BAN && action === Action.DELETE_AND_MUTE;
    const { outbox, logger } = this.deps;
    const chatId = chat.id;
    const reason = check.matchedRules.length > 0 ? `spam: ${check.matchedRules.join(", ")}` : "spam";
    // A topic opened under a spam name: Telegram refuses to delete the message that opened a topic, so the topic goes
    // (judged when opened, it holds little beside the opener's own messages).
    const deletion =
      m.forum_topic_created !== undefined
        ? outbox.enqueue(chatId, "deleteForumTopic", { chat_id: chatId, message_thread_id: m.message_thread_id ?? m.message_id })
        : this.deleteMessage(chatId, m.message_id, { sentAt: m.date });
    let mute: MuteMade | undefined;
    let sanction: Promise<ActionOutcome<MethodName> | undefined> | undefined;
    if (action === Action.DELETE_AND_MUTE && sender.kind === "user") {
      // A mute ends mute_minutes after it is made, unless the member's restriction already lasts longer; a soft ban's
      // restriction has no end (until_date 0). Either is made knowing what the member has (restrict).
      sanction = this.restrict(chatId, sender.id, softBan ? undefined : Math.max(1, settings.muteMinutes) * 60, (made) => {
        mute = made;
      });
    } else if (action === Action.DELETE_AND_BAN) {
      sanction = this.ban(chatId, sender);
    }
    const [deleted, sanctioned] = await Promise.all([deletion, sanction]);
    for (const [what, o] of [
      ["deleteMessage", deleted],
      ["sanction", sanctioned],
    ] as const) {
      if (o && !o.ok) logger.warn({ group_id: chatId, message_id: m.message_id, action: what, err: o.error.message }, "Telegram refused a moderation action");
    }
    const done = {
      deleted: deleted.ok,
      muted: action === Action.DELETE_AND_MUTE && sanctioned?.ok === true,
      banned: action === Action.DELETE_AND_BAN && sanctioned?.ok === true,
    };
    const events: ChatEvent[] = [];
    if (done.muted) {
      events.push(
        chatEvent({
          id: eventId("mute", chatId, m.message_id, revision),
          groupId: chatId,
          kind: "mute",
          userId: sender.id,
          username: sender.username,
          messageId: m.message_id,
          date,
          until: mute?.until ?? 0,
          by: "engine",
          reason: softBan ? `${reason} (soft ban)` : reason,
        }),
      );
    }
    if (done.banned) {
      events.push(
        chatEvent({
          id: eventId("ban", chatId, m.message_id, revision),
          groupId: chatId,
          kind: "ban",
          userId: sender.id,
          username: sender.username,
          messageId: m.message_id,
          date,
          by: "engine",
          reason,
        }),
      );
      const text = judgedText(m);
      // Remembered without text too (a decision on the message's form): an unban then corrects the journal only.
      if (sender.kind === "user") this.deps.banned.remember(chatId, sender.id, { messageId: m.message_id, text: text ?? "" });
    }
    // A channel's ban (banChatSenderChat) revokes none of its messages.
    return {
      taken: actionTaken(action, done),
      events,
      removed: done.deleted || (done.banned && sender.kind === "user"),
      ...(unavailable ? { unavailable } : {}),
      ...(done.muted && mute ? { mute } : {}),
    };
  }

  /** An administrator's `/spam`: the sender of the replied message is banned and the ban published. */
  async banOnCommand(chat: Chat, target: Message, sender: MessageSender, admin: User, text: string | undefined): Promise<void> {
    const outcome = await this.ban(chat.id, sender);
    if (!outcome.ok) {
      this.deps.logger.warn({ group_id: chat.id, err: outcome.error.message }, "Telegram refused a ban an administrator asked for");
      return;
    }
    if (sender.kind === "user") this.deps.banned.remember(chat.id, sender.id, { messageId: target.message_id, text: text ?? "" });
    await this.deps.events.chatEvents([
      chatEvent({
        id: eventId("ban", chat.id, target.message_id, `spam_command_${admin.id}`),
        groupId: chat.id,
        kind: "ban",
        userId: sender.id,
        username: sender.username,
        messageId: target.message_id,
        date: this.nowSeconds(),
        by: "admin",
        reason: "/spam by an administrator",
      }),
    ]);
  }

  /**
   * A new member on the external ban list: banned (restricted for good in soft_ban, but in a supergroup only: a basic
   * group's soft_ban bans, see `restrictsIn`) on arrival, and published; true when done. The event's id is the
   * arrival's (`joinedAt`, Unix seconds): the same arrival handled again is the same event, a later arrival (unbanned
   * by an admin, or left and rejoined in soft_ban) a new one.
   */
  async banListed(chat: Chat, user: User, joinedAt: number, softMode = false): Promise<boolean> {
    const soft = softMode && restrictsIn(chat);
    const outcome = soft
      ? await this.deps.outbox.enqueue(chat.id, "restrictChatMember", () => {
          // The bot's own: a later mute's "Not spam" does not give it back (the member is not read first: none before).
          this.restricting(chat.id, user.id, { until: 0 });
          return { chat_id: chat.id, user_id: user.id, permissions: MUTED, use_independent_chat_permissions: true, until_date: 0 };
        })
      : await this.ban(chat.id, { kind: "user", id: user.id });
    if (!outcome.ok) {
      this.deps.logger.warn({ group_id: chat.id, err: outcome.error.message }, "could not ban a member on the external ban list");
      return false;
    }
    await this.deps.events.chatEvents([
      chatEvent({
        id: eventId(soft ? "mute" : "ban", chat.id, user.id, "external_ban_list", joinedAt),
        groupId: chat.id,
        kind: soft ? "mute" : "ban",
        userId: user.id,
        username: user.username,
        date: this.nowSeconds(),
        by: "engine",
        reason: "external_ban_list",
      }),
    ]);
    return true;
  }

  /**
   * Deletes one message (an administrator's `/spam` target, a service message). `exact`: the outcome
   * says whether this delete removed it (a message already gone is refused), so it is not sent
   * together with the chat's other deletes (see ActionQueue). `sentAt` (the message's date, Unix seconds): a message
   * sent DELETE_ALONE_AFTER_S ago or more is deleted alone too, so that Telegram says whether it could still delete it.
   */
  deleteMessage(chatId: number, messageId: number, opts: { exact?: boolean; sentAt?: number } = {}): Promise<ActionOutcome<"deleteMessage">> {
    const old = opts.sentAt !== undefined && this.nowSeconds() - opts.sentAt >= DELETE_ALONE_AFTER_S;
    return this.deps.outbox.enqueue(chatId, "deleteMessage", { chat_id: chatId, message_id: messageId }, { alone: opts.exact || old });
  }

  /**
   * Mutes a member for `seconds` (undefined: without an end, soft_ban's restriction), never shortening nor loosening
   * what they have already. Telegram's restrictChatMember replaces a member's restriction, its permissions and its end:
   * a timed mute of a member an administrator restricted for good would set them free when it ends. So the member's
   * standing is read first (getChatMember, in the chat's lane of the outbox, so under the same flood control and retry
   * budget: one more call per mute). A banned member is left banned (a restriction would let them back in): undefined,
   * nothing sent. A restriction that ends later than the mute, or never, keeps its end, with every permission off. When
   * the read fails the mute is made as if the member were free. `made` gets the end sent, and the member's restriction
   * before (EarlierRestriction: "Not spam" gives it back, where it would otherwise free the member; not a restriction the
   * bot made itself, BotRestriction, which is recorded here for the next read): the end is taken
   * when the call is sent, since flood control may hold it back for longer than a short mute lasts (Telegram takes an
   * until_date less than 30 s ahead as forever).
   */
  private async restrict(
    chatId: number,
    userId: number,
    seconds: number | undefined,
    made: (m: MuteMade) => void,
  ): Promise<ActionOutcome<"restrictChatMember"> | undefined> {
    const member = await this.deps.outbox.enqueue(chatId, "getChatMember", { chat_id: chatId, user_id: userId });
    if (!member.ok) this.deps.logger.warn({ group_id: chatId, err: member.error.message }, "could not read a member's restriction before muting them");
    const standing = member.ok ? member.result : undefined;
    if (standing?.status === "kicked") return undefined;
    // The member's restriction now, whoever made it: a later end is kept. But one the bot made itself is not the
    // earlier restriction "Not spam" gives back: what the bot carried forward from before its first is (BotRestriction).
    const current = standing && earlierRestriction(standing);
    const earlier = standing && current && earlierThan(standing, await this.lastRestriction(chatId, userId));
    return this.deps.outbox.enqueue(chatId, "restrictChatMember", () => {
      const end = seconds === undefined ? 0 : Math.floor(this.deps.now() / 1000) + seconds;
      const kept = end !== 0 && current !== undefined && (current.until === 0 || current.until > end);
      const t = kept ? current.until : end;
      made({ until: t, kept, ...(earlier ? { earlier } : {}) });
      this.restricting(chatId, userId, { until: t, ...(earlier ? { earlier } : {}) });
      return { chat_id: chatId, user_id: userId, permissions: MUTED, use_independent_chat_permissions: true, until_date: t };
    });
  }

  /** Bans a sender: a user with banChatMember (their messages revoked), a channel identity with banChatSenderChat. */
  async ban(chatId: number, sender: Pick<MessageSender, "kind" | "id">): Promise<ActionOutcome<"banChatMember" | "banChatSenderChat">> {
    const outcome = await (sender.kind === "user"
      ? this.deps.outbox.enqueue(chatId, "banChatMember", { chat_id: chatId, user_id: sender.id, revoke_messages: true })
      : this.deps.outbox.enqueue(chatId, "banChatSenderChat", { chat_id: chatId, sender_chat_id: sender.id }));
    if (outcome.ok) this.deps.onBanned?.(chatId, sender.id);
    return outcome;
  }

  private nowSeconds(): number {
    return Math.floor(this.deps.now() / 1000);
  }
}

/**
 * The action the bot takes in `chat` for a recommended one, and the sanction the chat's type did not allow: soft_ban
 * restricts where the action would ban a user, in a supergroup; a basic group restricts nobody, so there a mute is left
 * out and soft_ban bans. What a dry run's notice says it would have done, too. Pure.
 */
export function sanctionIn(
  chat: Chat,
  recommended: Action,
  mode: ModerationMode,
  senderKind: "user" | "channel",
): { action: Action; unavailable?: SanctionUnavailable } {
  const restricts = restrictsIn(chat);
  const softBanMode = recommended === Action.DELETE_AND_BAN && mode === ModerationMode.SOFT_BAN && senderKind === "user";
  if (softBanMode) return restricts ? { action: Action.DELETE_AND_MUTE } : { action: recommended, unavailable: "restriction" };
  if (!restricts && recommended === Action.DELETE_AND_MUTE && senderKind === "user") return { action: Action.DELETE, unavailable: "mute" };
  return { action: recommended };
}

/** Whether Telegram restricts members of the chat (restrictChatMember): in a supergroup, not in a basic group. Pure. */
export function restrictsIn(chat: Chat): boolean {
  return !isBasicGroup(chat);
}
