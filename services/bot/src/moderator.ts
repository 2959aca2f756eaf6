import type { Client } from "@connectrpc/connect";
import { DESTRUCTIVE_ACTIONS, type Action as ActionName } from "@warden/contract";
import { Code, ConnectError } from "@connectrpc/connect";
import {
  Action,
  AiMode,
  BotStatus,
  ReportLabel,
  ReportSource,
  ExternalStatus,
  Source,
  Verdict,
  type ChatEvent,
  type CheckResponse,
  type EngineService,
  type GroupsConfigService,
  type Settings,
} from "@warden/proto";
import { prom, type Logger, type Registry } from "@warden/telemetry";
import { botDecision, chatEvent, eventId, type EventSink } from "./events.js";
import { MemberLedger } from "./member-ledger.js";
import { adminCommand, BannedMessages, type AdminCommand } from "./admin-commands.js";
import type { ActionOutcome } from "./telegram/action-queue.js";
import type { BotApi } from "./telegram/client.js";
import { MUTED, type Chat, type Message, type MethodName, type Methods, type Update, type User } from "./telegram/types.js";
import { classifyUpdate, messageSender, messageText, type MembershipChange, type MessageSender } from "./updates.js";

export interface Outbox {
  enqueue<M extends MethodName>(chatId: number, method: M, params: Methods[M]["params"]): Promise<ActionOutcome<M>>;
}

export interface ModeratorDeps {
  engine: Pick<Client<typeof EngineService>, "check" | "checkUser">;
  groups: Pick<Client<typeof GroupsConfigService>, "getPolicy" | "setBotStatus" | "syncAdmins" | "createReport">;
  /** Reads (getChatAdministrators, getChatMemberCount); actions go through the outbox. */
  api: Pick<BotApi, "call">;
  outbox: Outbox;
  events: EventSink;
  logger: Logger;
  registry?: Registry;
  bot: User;
  /** How long a group's settings are reused before asking groups-config again (default 5 s). */
  settingsTtlMs?: number;
  /** How long a group's administrator list is reused (default 10 min; refreshed on admin changes). */
  adminsTtlMs?: number;
  /** Attempts of an engine check while the engine is unavailable (default 5). */
  checkAttempts?: number;
  /**
   * Engine checks in flight at once (default 32). Beyond it checks wait here, not in the engine,
   * so a busy engine slows the bot down instead of timing its checks out.
   */
  engineConcurrency?: number;
  memberLedgerSize?: number;
  /** (group, user) pairs whose banned message is remembered, so an unban reports it as ham. */
  bannedMessagesSize?: number;
  now?: () => number;
}

const TRANSIENT = new Set([Code.Unavailable, Code.DeadlineExceeded, Code.Aborted, Code.ResourceExhausted, Code.Unknown, Code.Internal]);
const ACTION_NAMES: Record<number, string> = {
  [Action.NONE]: "none",
  [Action.REVIEW]: "review",
  [Action.DELETE]: "delete",
  [Action.DELETE_AND_MUTE]: "delete_and_mute",
  [Action.DELETE_AND_BAN]: "delete_and_ban",
};
/** The contract's destructive actions, as proto values. */
const DESTRUCTIVE: ReadonlySet<Action> = new Set(
  (Object.entries(ACTION_NAMES) as [string, string][]).filter(([, name]) => DESTRUCTIVE_ACTIONS.has(name as ActionName)).map(([value]) => Number(value) as Action),
);
const VERDICT_NAMES: Record<number, string> = { [Verdict.CLEAN]: "clean", [Verdict.SUSPICIOUS]: "suspicious", [Verdict.SPAM]: "spam" };

/** What the bot did to a message, from what Telegram accepted. */
export function actionTaken(recommended: Action, done: { deleted: boolean; muted: boolean; banned: boolean }): Action {
  if (recommended === Action.REVIEW) return Action.REVIEW;
  if (!DESTRUCTIVE.has(recommended)) return Action.NONE;
  // A ban revokes the member's messages, the spam included.
  if (done.banned) return Action.DELETE_AND_BAN;
  if (done.deleted && done.muted) return Action.DELETE_AND_MUTE;
  if (done.deleted) return Action.DELETE;
  return Action.NONE;
}

/** The action the bot applies: the engine's, but never against an administrator or a whitelisted sender. */
export function actionToApply(check: Pick<CheckResponse, "recommendedAction" | "whitelisted">, senderIsAdmin: boolean): Action {
  if (senderIsAdmin || check.whitelisted) return Action.NONE;
  return check.recommendedAction === Action.UNSPECIFIED ? Action.NONE : check.recommendedAction;
}

/** A counting semaphore. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((r) => this.waiting.push(r));
  }
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

const displayName = (u: { username?: string; first_name?: string; title?: string; id: number }) =>
  u.username ? `@${u.username}` : (u.first_name ?? u.title ?? String(u.id));

/**
 * The moderation bot's brain: turns Telegram updates into engine checks, Bot API actions and
 * published records. Decisions and chat events carry ids derived from the Telegram facts, so
 * processing an update twice publishes the same records.
 */
export class Moderator {
  private readonly ledger: MemberLedger;
  private readonly banned: BannedMessages;
  private readonly settings = new Map<number, { version: bigint; settings: Settings; fetchedAt: number; loading?: Promise<Settings> }>();
  private readonly admins = new Map<number, { ids: Set<number>; expires: number; loading?: Promise<Set<number>> }>();
  private readonly syncedAdmins = new Map<number, string>();
  /** Last date a (kind, chat, user) membership fact was reported: chat_member updates and service messages report the same join. */
  private readonly recentMembership = new Map<string, number>();
  private readonly now: () => number;
  private readonly engineSlots: Slots;
  private readonly metrics?: {
    updates: prom.Counter<"type">;
    decisions: prom.Counter<"verdict" | "action">;
    latency: prom.Histogram;
  };

  constructor(private readonly deps: ModeratorDeps) {
    this.ledger = new MemberLedger(deps.memberLedgerSize);
    this.banned = new BannedMessages(deps.bannedMessagesSize);
    this.now = deps.now ?? Date.now;
    this.engineSlots = new Slots(deps.engineConcurrency ?? 32);
    if (deps.registry) {
      this.metrics = {
        updates: new prom.Counter({ name: "warden_bot_updates_total", help: "Telegram updates, by what they asked of the bot", labelNames: ["type"] as const, registers: [deps.registry] }),
        decisions: new prom.Counter({
          name: "warden_bot_decisions_total",
          help: "Messages decided, by verdict and action taken",
          labelNames: ["verdict", "action"] as const,
          registers: [deps.registry],
        }),
        latency: new prom.Histogram({
          name: "warden_bot_message_seconds",
          help: "From receiving a message to its decision being published (actions included)",
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
          registers: [deps.registry],
        }),
      };
    }
  }

  /** Handles one update to the end: checked, acted on, published. Never rejects. */
  async handle(update: Update): Promise<void> {
    const work = classifyUpdate(update, this.deps.bot.id);
    this.metrics?.updates.inc({ type: work.type });
    try {
      switch (work.type) {
        case "message":
          return await this.onMessage(work.chat, work.message, work.edited);
        case "membership":
          return await this.onMembership(work.chat, work.changes, work.adminsChanged, work.serviceMessageId);
        case "bot_membership":
          return await this.onBotMembership(work.chat, work.status, work.by, work.botIsAdmin);
        case "ignore":
          return;
      }
    } catch (err) {
      this.deps.logger.error({ err, update_id: update.update_id }, "update failed");
    }
  }

  // --- Messages ---------------------------------------------------------------------------

  private async onMessage(chat: Chat, m: Message, edited: boolean): Promise<void> {
    const started = performance.now();
    const sender = messageSender(m);
    if (!sender) return;
    // Counted in arrival order, before any await, so probation follows the order of the chat.
    const prior = edited ? this.ledger.peek(chat.id, sender.id) : this.ledger.nextMessage(chat.id, sender.id);
    const counted = edited
      ? Promise.resolve()
      : this.deps.events.chatEvents([
          chatEvent({ id: eventId("message", chat.id, m.message_id), groupId: chat.id, kind: "message", userId: sender.id, username: sender.username, messageId: m.message_id, date: m.date }),
        ]);
    const text = messageText(m);
    if (!text) {
      await counted;
      return;
    }
    const settings = await this.groupSettings(chat);
    const isAdmin = sender.trustedAsAdmin || (sender.kind === "user" && (await this.isAdmin(chat.id, sender.id)));
    // An administrator's /spam or /ham in reply to a message: a moderator's report, not a message to judge.
    const command = edited || !m.reply_to_message ? undefined : adminCommand(text, this.deps.bot.username);
    if (command && isAdmin) {
      await Promise.all([counted, this.onAdminCommand(chat, m, command)]);
      return;
    }
    const check = await this.check(chat, text, sender, prior, isAdmin);
    if (!check) {
      await counted;
      return;
    }
    const apply = actionToApply(check, isAdmin);
    const date = edited ? (m.edit_date ?? m.date) : m.date;
    const revision = edited ? (m.edit_date ?? 0) : 0;
    const { taken, events } = await this.enforce(chat, m, sender, apply, settings, check, date, revision);
    await Promise.all([
      counted,
      this.deps.events.chatEvents(events),
      this.deps.events.decision(
        botDecision({ id: eventId("decision", chat.id, m.message_id, revision), groupId: chat.id, messageId: m.message_id, userId: sender.kind === "user" ? sender.id : undefined, text, date, check, actionTaken: taken }),
      ),
    ]);
    this.metrics?.decisions.inc({ verdict: VERDICT_NAMES[check.verdict] ?? "unknown", action: ACTION_NAMES[taken] ?? "none" });
    this.metrics?.latency.observe((performance.now() - started) / 1000);
    if (DESTRUCTIVE.has(taken) && settings.notifyAdmins) this.noticeAdmins(chat, m, sender, taken, check, settings);
  }

  private async check(chat: Chat, text: string, sender: MessageSender, prior: number, isAdmin: boolean): Promise<CheckResponse | undefined> {
    const attempts = this.deps.checkAttempts ?? 5;
    for (let attempt = 1; ; attempt++) {
      await this.engineSlots.acquire();
      try {
        return await this.deps.engine.check({
          text,
          groupId: BigInt(chat.id),
          sender: {
            userId: sender.kind === "user" ? BigInt(sender.id) : undefined,
            priorMessages: prior,
            username: sender.kind === "user" ? sender.username : undefined,
            senderChatId: sender.kind === "channel" ? BigInt(sender.id) : undefined,
            senderChatUsername: sender.kind === "channel" ? sender.username : undefined,
            isAdmin,
          },
          // The verdict never depends on the AI provider; the bot does not spend AI calls on every message.
          ai: AiMode.OFF,
          source: Source.BOT,
        });
      } catch (err) {
        const e = ConnectError.from(err);
        if (!TRANSIENT.has(e.code) || attempt >= attempts) {
          this.deps.logger.error({ err: e.message, code: Code[e.code], group_id: chat.id }, "engine check failed; message left alone");
          return undefined;
        }
      } finally {
        this.engineSlots.release();
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** (attempt - 1)));
    }
  }

  /** Applies an action through the Bot API; returns what was done and the chat events it makes. */
  private async enforce(
    chat: Chat,
    m: Message,
    sender: MessageSender,
    action: Action,
    settings: Settings,
    check: CheckResponse,
    date: number,
    revision: number,
  ): Promise<{ taken: Action; events: ChatEvent[] }> {
    if (!DESTRUCTIVE.has(action)) return { taken: actionTaken(action, { deleted: false, muted: false, banned: false }), events: [] };
    const chatId = chat.id;
    const reason = check.matchedRules.length > 0 ? `spam: ${check.matchedRules.join(", ")}` : "spam";
    const deletion = this.deps.outbox.enqueue(chatId, "deleteMessage", { chat_id: chatId, message_id: m.message_id });
    let muteUntil = 0;
    let sanction: Promise<ActionOutcome<MethodName>> | undefined;
    if (action === Action.DELETE_AND_MUTE && sender.kind === "user") {
      muteUntil = Math.floor(this.now() / 1000) + Math.max(1, settings.muteMinutes) * 60;
      sanction = this.deps.outbox.enqueue(chatId, "restrictChatMember", {
        chat_id: chatId,
        user_id: sender.id,
        permissions: MUTED,
        use_independent_chat_permissions: true,
        until_date: muteUntil,
      });
    } else if (action === Action.DELETE_AND_BAN) {
      sanction =
        sender.kind === "user"
          ? this.deps.outbox.enqueue(chatId, "banChatMember", { chat_id: chatId, user_id: sender.id, revoke_messages: true })
          : this.deps.outbox.enqueue(chatId, "banChatSenderChat", { chat_id: chatId, sender_chat_id: sender.id });
    }
    const [deleted, sanctioned] = await Promise.all([deletion, sanction]);
    for (const [what, o] of [["deleteMessage", deleted], ["sanction", sanctioned]] as const) {
      if (o && !o.ok) this.deps.logger.warn({ group_id: chatId, message_id: m.message_id, action: what, err: o.error.message }, "Telegram refused a moderation action");
    }
    const done = {
      deleted: deleted.ok,
      muted: action === Action.DELETE_AND_MUTE && sanctioned?.ok === true,
      banned: action === Action.DELETE_AND_BAN && sanctioned?.ok === true,
    };
    const events: ChatEvent[] = [];
    if (done.muted) {
      events.push(chatEvent({ id: eventId("mute", chatId, m.message_id, revision), groupId: chatId, kind: "mute", userId: sender.id, username: sender.username, messageId: m.message_id, date, until: muteUntil, by: "engine", reason }));
    }
    if (done.banned) {
      events.push(chatEvent({ id: eventId("ban", chatId, m.message_id, revision), groupId: chatId, kind: "ban", userId: sender.id, username: sender.username, messageId: m.message_id, date, by: "engine", reason }));
      const text = messageText(m);
      if (text && sender.kind === "user") this.banned.remember(chatId, sender.id, text);
    }
    return { taken: actionTaken(action, done), events };
  }

  // --- Moderator feedback -----------------------------------------------------------------

  /**
   * `/spam` in reply: the replied message is deleted, its sender banned (never an administrator),
   * and it is reported as spam for this group; `/ham` in reply reports it as not spam. Reports
   * teach the engine's checks in this group from the next message on.
   */
  private async onAdminCommand(chat: Chat, command: Message, kind: AdminCommand): Promise<void> {
    const target = command.reply_to_message!;
    const text = messageText(target);
    const sender = messageSender(target);
    const admin = command.from!;
    if (kind === "spam") {
      const work: Promise<unknown>[] = [this.deps.outbox.enqueue(chat.id, "deleteMessage", { chat_id: chat.id, message_id: target.message_id })];
      const targetIsAdmin = !sender || sender.trustedAsAdmin || (sender.kind === "user" && (await this.isAdmin(chat.id, sender.id)));
      if (sender && !targetIsAdmin) work.push(this.banForAdmin(chat, target, sender, admin, text));
      await Promise.all(work);
    }
    if (!text) return;
    await this.report(chat.id, text, kind === "spam" ? ReportLabel.SPAM : ReportLabel.HAM, sender?.kind === "user" ? sender.id : undefined, admin.id);
  }

  private async banForAdmin(chat: Chat, target: Message, sender: MessageSender, admin: User, text: string | undefined): Promise<void> {
    const outcome =
      sender.kind === "user"
        ? await this.deps.outbox.enqueue(chat.id, "banChatMember", { chat_id: chat.id, user_id: sender.id, revoke_messages: true })
        : await this.deps.outbox.enqueue(chat.id, "banChatSenderChat", { chat_id: chat.id, sender_chat_id: sender.id });
    if (!outcome.ok) {
      this.deps.logger.warn({ group_id: chat.id, err: outcome.error.message }, "Telegram refused a ban an administrator asked for");
      return;
    }
    if (sender.kind === "user" && text) this.banned.remember(chat.id, sender.id, text);
    const date = Math.floor(this.now() / 1000);
    await this.deps.events.chatEvents([
      chatEvent({ id: eventId("ban", chat.id, target.message_id, `spam_command_${admin.id}`), groupId: chat.id, kind: "ban", userId: sender.id, username: sender.username, messageId: target.message_id, date, by: "admin", reason: "/spam by an administrator" }),
    ]);
  }

  /** Stores a report for the group; a failure is logged, never retried here (the admin can repeat the command). */
  private async report(chatId: number, text: string, label: ReportLabel, userId: number | undefined, reporter: number): Promise<void> {
    try {
      await this.deps.groups.createReport({
        groupId: BigInt(chatId),
        userId: userId === undefined ? undefined : BigInt(userId),
        label,
        text,
        source: ReportSource.BOT,
        reporterTelegramUserId: BigInt(reporter),
      });
    } catch (err) {
      this.deps.logger.warn({ group_id: chatId, err: ConnectError.from(err).message }, "could not store a moderator report");
    }
  }

  private noticeAdmins(chat: Chat, m: Message, sender: MessageSender, taken: Action, check: CheckResponse, settings: Settings): void {
    const who = sender.kind === "channel" ? displayName({ id: sender.id, username: sender.username, title: m.sender_chat?.title }) : displayName(m.from ?? { id: sender.id });
    const what =
      taken === Action.DELETE_AND_BAN ? "deleted a spam message and banned" : taken === Action.DELETE_AND_MUTE ? `deleted a spam message and muted for ${settings.muteMinutes} min` : "deleted a spam message from";
    const rules = check.matchedRules.length > 0 ? ` (${check.matchedRules.join(", ")})` : "";
    void this.deps.outbox
      .enqueue(chat.id, "sendMessage", { chat_id: chat.id, text: `Warden ${what} ${who}${rules}.`, disable_notification: true })
      .then((o) => {
        if (!o.ok) this.deps.logger.warn({ group_id: chat.id, err: o.error.message }, "admin notice not sent");
      });
  }

  // --- Members ----------------------------------------------------------------------------

  /** True the first time a membership fact is seen (within a few seconds of its date). */
  private firstReport(kind: string, chatId: number, userId: number, date: number): boolean {
    const key = `${kind}:${chatId}:${userId}`;
    const last = this.recentMembership.get(key);
    if (last !== undefined && Math.abs(date - last) <= 5) return false;
    this.recentMembership.delete(key);
    this.recentMembership.set(key, date);
    if (this.recentMembership.size > 50_000) {
      const oldest = this.recentMembership.keys().next().value;
      if (oldest !== undefined) this.recentMembership.delete(oldest);
    }
    return true;
  }

  private async onMembership(chat: Chat, changes: MembershipChange[], adminsChanged: boolean, serviceMessageId?: number): Promise<void> {
    const events: ChatEvent[] = [];
    const reports: Promise<unknown>[] = [];
    const joined: User[] = [];
    for (const c of changes) {
      // The bot reported its own bans and mutes when it made them.
      if (c.by === "bot") continue;
      if (c.kind === "unban") {
        // An administrator lifting a ban the bot made: the banned message was not spam.
        const text = c.by === "admin" ? this.banned.take(chat.id, c.user.id) : undefined;
        if (text && c.actorId !== undefined) reports.push(this.report(chat.id, text, ReportLabel.HAM, c.user.id, c.actorId));
        continue;
      }
      if (!this.firstReport(c.kind, chat.id, c.user.id, c.date)) continue;
      const base = { id: eventId(c.kind, chat.id, c.user.id, c.date), groupId: chat.id, userId: c.user.id, username: c.user.username, date: c.date };
      if (c.kind === "join") {
        this.ledger.joined(chat.id, c.user.id);
        if (!c.user.is_bot) joined.push(c.user);
        events.push(chatEvent({ ...base, kind: "join" }));
      } else if (c.kind === "leave") {
        this.ledger.left(chat.id, c.user.id);
        events.push(chatEvent({ ...base, kind: "leave" }));
      } else {
        if (c.kind !== "mute") this.ledger.left(chat.id, c.user.id);
        events.push(chatEvent({ ...base, kind: c.kind, by: "admin", until: c.until, reason: "by an administrator" }));
      }
    }
    const work: Promise<unknown>[] = [this.deps.events.chatEvents(events), ...reports];
    // Also registers a group Warden does not know yet, before its administrators are reported.
    const settings = await this.groupSettings(chat).catch((err: unknown) => {
      this.deps.logger.warn({ group_id: chat.id, err: (err as Error).message }, "group settings unavailable");
      return undefined;
    });
    if (adminsChanged) work.push(this.refreshAdmins(chat.id));
    if (settings && serviceMessageId !== undefined && settings.deleteServiceMessages) {
      work.push(this.deps.outbox.enqueue(chat.id, "deleteMessage", { chat_id: chat.id, message_id: serviceMessageId }));
    }
    if (settings?.externalBanList) for (const u of joined) work.push(this.screen(chat, u));
    await Promise.all(work);
  }

  /** A new member on the external ban list (CAS) is banned on arrival. */
  private async screen(chat: Chat, user: User): Promise<void> {
    let listed = false;
    try {
      const res = await this.deps.engine.checkUser({ userId: BigInt(user.id), groupId: BigInt(chat.id) });
      listed = res.external?.status === ExternalStatus.LISTED;
    } catch (err) {
      this.deps.logger.warn({ err: ConnectError.from(err).message, group_id: chat.id }, "ban list screening unavailable");
      return;
    }
    if (!listed) return;
    if (await this.isAdmin(chat.id, user.id)) return;
    const outcome = await this.deps.outbox.enqueue(chat.id, "banChatMember", { chat_id: chat.id, user_id: user.id, revoke_messages: true });
    if (!outcome.ok) {
      this.deps.logger.warn({ group_id: chat.id, err: outcome.error.message }, "could not ban a member on the external ban list");
      return;
    }
    const date = Math.floor(this.now() / 1000);
    await this.deps.events.chatEvents([
      chatEvent({ id: eventId("ban", chat.id, user.id, "external_ban_list"), groupId: chat.id, kind: "ban", userId: user.id, username: user.username, date, by: "engine", reason: "external_ban_list" }),
    ]);
  }

  // --- The bot itself ---------------------------------------------------------------------

  private async onBotMembership(chat: Chat, status: "active" | "removed", by: User, botIsAdmin: boolean): Promise<void> {
    let memberCount: number | undefined;
    if (status === "active") {
      memberCount = await this.deps.api.call("getChatMemberCount", { chat_id: chat.id }).catch(() => undefined);
    }
    const res = await this.deps.groups.setBotStatus({
      groupId: BigInt(chat.id),
      status: status === "active" ? BotStatus.ACTIVE : BotStatus.REMOVED,
      title: chat.title,
      addedByTelegramUserId: status === "active" && !by.is_bot ? BigInt(by.id) : undefined,
      memberCount,
    });
    this.deps.logger.info({ group_id: chat.id, status, created: res.created }, status === "active" ? "bot added to a group" : "bot removed from a group");
    this.settings.delete(chat.id);
    if (status === "active") {
      if (botIsAdmin) await this.refreshAdmins(chat.id);
    } else {
      this.admins.delete(chat.id);
      this.syncedAdmins.delete(chat.id);
    }
  }

  // --- Cached group facts -----------------------------------------------------------------

  /** The group's settings, reused for settingsTtlMs; an unknown group is registered on the way. */
  async groupSettings(chat: Chat): Promise<Settings> {
    const held = this.settings.get(chat.id);
    if (held && this.now() - held.fetchedAt < (this.deps.settingsTtlMs ?? 5_000)) return held.settings;
    if (held?.loading) return held.loading;
    const loading = this.loadSettings(chat, held).finally(() => {
      const e = this.settings.get(chat.id);
      if (e) delete e.loading;
    });
    if (held) held.loading = loading;
    else {
      // First sight of the group: concurrent messages wait for the same load.
      const placeholder = { version: 0n, settings: undefined as unknown as Settings, fetchedAt: -Infinity, loading };
      this.settings.set(chat.id, placeholder);
    }
    return loading;
  }

  private async loadSettings(chat: Chat, held: { version: bigint; settings: Settings } | undefined): Promise<Settings> {
    const known = held?.settings ? held.version : 0n;
    let res;
    try {
      res = await this.deps.groups.getPolicy({ groupId: BigInt(chat.id), knownVersion: known });
    } catch (err) {
      const e = ConnectError.from(err);
      if (e.code !== Code.NotFound) {
        if (held?.settings) {
          this.deps.logger.warn({ err: e.message, group_id: chat.id }, "groups-config unavailable; using the settings held");
          return held.settings;
        }
        this.settings.delete(chat.id);
        throw e;
      }
      // A group the bot is in but Warden does not know yet (the bot was there before): register it.
      await this.deps.groups.setBotStatus({ groupId: BigInt(chat.id), status: BotStatus.ACTIVE, title: chat.title });
      res = await this.deps.groups.getPolicy({ groupId: BigInt(chat.id), knownVersion: 0n });
    }
    const settings = res.changed || !held?.settings ? res.settings! : held.settings;
    this.settings.set(chat.id, { version: res.version, settings, fetchedAt: this.now() });
    return settings;
  }

  async isAdmin(chatId: number, userId: number): Promise<boolean> {
    const held = this.admins.get(chatId);
    if (held && held.expires > this.now()) return held.ids.has(userId);
    return (await this.refreshAdmins(chatId)).has(userId);
  }

  /** Reads the chat's administrators from Telegram and reports a changed list to groups-config. */
  refreshAdmins(chatId: number): Promise<Set<number>> {
    const held = this.admins.get(chatId);
    if (held?.loading) return held.loading;
    const loading = this.loadAdmins(chatId, held?.ids).finally(() => {
      const e = this.admins.get(chatId);
      if (e) delete e.loading;
    });
    this.admins.set(chatId, { ids: held?.ids ?? new Set(), expires: held?.expires ?? 0, loading });
    return loading;
  }

  private async loadAdmins(chatId: number, stale: Set<number> | undefined): Promise<Set<number>> {
    let members;
    try {
      members = await this.deps.api.call("getChatAdministrators", { chat_id: chatId });
    } catch (err) {
      this.deps.logger.warn({ group_id: chatId, err: (err as Error).message }, "could not read the chat's administrators");
      const ids = stale ?? new Set<number>();
      // Try again soon rather than trusting an empty list for the whole TTL.
      this.admins.set(chatId, { ids, expires: this.now() + 30_000 });
      return ids;
    }
    const ids = new Set(members.filter((m) => m.status === "creator" || m.status === "administrator").map((m) => m.user.id));
    this.admins.set(chatId, { ids, expires: this.now() + (this.deps.adminsTtlMs ?? 600_000) });
    const humans = members.filter((m) => !m.user.is_bot && (m.status === "creator" || m.status === "administrator")).map((m) => m.user.id).sort((a, b) => a - b);
    const fingerprint = humans.join(",");
    if (this.syncedAdmins.get(chatId) !== fingerprint) {
      try {
        await this.deps.groups.syncAdmins({ groupId: BigInt(chatId), telegramUserIds: humans.map(BigInt) });
        this.syncedAdmins.set(chatId, fingerprint);
      } catch (err) {
        this.deps.logger.warn({ group_id: chatId, err: ConnectError.from(err).message }, "could not sync administrators to groups-config");
      }
    }
    return ids;
  }
}
