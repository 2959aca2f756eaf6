import type { Client } from "@connectrpc/connect";
import {
  Action,
  ActionSchema,
  enumNames,
  ModerationMode,
  Verdict,
  VerdictSchema,
  type EngineService,
  type GroupsConfigService,
  type Settings,
} from "@warden/proto";
import { withImageText } from "@warden/contract";
import type { Logger, Registry } from "@warden/telemetry";
import type { Redis } from "ioredis";
import { BannedMessages, groupCommand } from "./admin-commands.js";
import { botDecision, chatEvent, eventId, type EventSink } from "./events.js";
import { MemberLedger } from "./member-ledger.js";
import { actionToApply, DESTRUCTIVE } from "./moderation/actions.js";
import { AdminLoop, threadOf } from "./moderation/admin-loop.js";
import { BanListScreening } from "./moderation/ban-list.js";
import { Behaviour, type BehaviourFindings } from "./moderation/behaviour/index.js";
import { EngineCheck } from "./moderation/engine-check.js";
import { Enforcement, sanctionIn } from "./moderation/enforcement.js";
import { ExemptSenders } from "./moderation/exempt-senders.js";
import { GroupAdmins } from "./moderation/group-admins.js";
import { GroupSettings } from "./moderation/group-settings.js";
import { ImageText, type ImageTextLimits } from "./moderation/image-text.js";
import { Membership } from "./moderation/membership.js";
import { moderationMetrics, type ModerationMetrics } from "./moderation/metrics.js";
import { GroupMigration } from "./moderation/migration.js";
import { banListNoticeText, displayName, noticeText, reactionNoticeText, sendNotice, senderName, topicOf } from "./moderation/notices.js";
import type { OcrPool } from "./moderation/ocr-pool.js";
import type { Outbox } from "./moderation/outbox.js";
import { Registration } from "./moderation/registration.js";
import { languageOf } from "./moderation/texts.js";
import { GroupReports } from "./moderation/reports.js";
import { SECOND_LOOK_OUTCOMES, SecondLooks, type SecondLook } from "./moderation/second-looks.js";
import { Welcome } from "./moderation/welcome.js";
import type { UserLanguages } from "./user-languages.js";
import type { BotApi } from "./telegram/client.js";
import { behaviourAction } from "./moderation/behaviour/actions.js";
import { buttonUrls } from "./moderation/behaviour/metadata.js";
import type { Chat, Message, Update, User } from "./telegram/types.js";
import { classifyUpdate, judgedText, messageKind, messageSender, replyTarget, type Exemption, type UpdateWork } from "./updates.js";

export { actionTaken, actionToApply } from "./moderation/actions.js";
export type { Outbox } from "./moderation/outbox.js";

export interface ModeratorDeps {
  engine: Pick<Client<typeof EngineService>, "check" | "checkUser">;
  groups: Pick<Client<typeof GroupsConfigService>, "getPolicy" | "setBotStatus" | "syncAdmins" | "createReport" | "listSiblingGroups" | "migrateGroup">;
  /** Reads (getChatAdministrators, getChatMemberCount); actions go through the outbox. */
  api: Pick<BotApi, "call">;
  outbox: Outbox;
  events: EventSink;
  logger: Logger;
  registry?: Registry;
  bot: User;
  /** The bot's shared, durable state (probation counters, behaviour windows); keys start with `redisPrefix`. */
  redis?: Redis;
  redisPrefix?: string;
  /** How long a group's settings are reused before asking groups-config again (default 5 s). */
  settingsTtlMs?: number;
  /** How long a group's administrator list, and its linked channel, are reused (default 10 min; admins refreshed on admin changes). */
  adminsTtlMs?: number;
  /** Attempts of an engine check while the engine is unavailable (default UPSTREAM_ATTEMPTS, 5). */
  checkAttempts?: number;
  /**
   * Engine checks in flight at once (default 32). Beyond it checks wait here, not in the engine,
   * so a busy engine slows the bot down instead of timing its checks out.
   */
  engineConcurrency?: number;
  /**
   * Reading text in photos (groups whose settings have ocr_enabled): the OCR pool, the caps and the
   * deadline, and the client that fetches files (getFile, download). Absent: photos are judged on their caption.
   */
  ocr?: { pool: Pick<OcrPool, "recognize" | "idle">; limits: ImageTextLimits; files: Pick<BotApi, "call" | "download"> };
  /** The owner dashboard's address, which the welcome in a private chat links to (none: no such button). */
  dashboardUrl?: string;
  /** Welcomes a second across users (default WELCOMES_PER_SECOND; main: a sixth of TELEGRAM_MESSAGES_PER_SECOND). */
  welcomesPerSecond?: number;
  /** Where the language of the users who start the bot or add it to a group is kept (their private notices are in it). */
  userLanguages?: Pick<UserLanguages, "remember">;
  /** Without Redis: (group, user) pairs whose banned message is kept in memory, so an unban reports it as ham. */
  bannedMessagesSize?: number;
  now?: () => number;
}

const ACTIONS = enumNames<Action>(ActionSchema);
/** Verdicts from the mildest: a second look acts only on a worse one than the first. */
const SEVERITY: readonly Verdict[] = [Verdict.UNSPECIFIED, Verdict.CLEAN, Verdict.SUSPICIOUS, Verdict.SPAM];
const worse = (a: Verdict, than: Verdict) => SEVERITY.indexOf(a) > SEVERITY.indexOf(than);
const VERDICTS = enumNames<Verdict>(VerdictSchema);

/**
 * The command a message is: only a text message replying to another can be one (Telegram's bot commands are text
 * messages; a caption is never a command, so media captioned "/report" is judged like any media).
 */
function commandOf(m: Message, edited: boolean, botUsername: string | undefined) {
  return edited || !replyTarget(m) ? undefined : groupCommand(m.text, botUsername);
}

/**
 * The settings a command is observed with: it counts toward its sender's flood (a flood of `/report` replies is a
 * flood), and toward nothing else (members reporting alike are no duplicate, a member's reports no probing).
 */
const floodOnly = (s: Settings): Settings => ({ ...s, duplicateMessages: 0, probingDetection: false, metadataSignals: false });

/**
 * The moderation bot's brain: turns Telegram updates into engine checks, Bot API actions and
 * published records. Decisions and chat events carry ids derived from the Telegram facts, so
 * processing an update twice publishes the same records. Each concern lives in ./moderation:
 * the engine check, enforcement, notices, reports, membership, the ban list, registration and
 * the cached group facts (settings, administrators); this class routes updates between them.
 */
export class Moderator {
  private readonly ledger: MemberLedger;
  private readonly settings: GroupSettings;
  private readonly admins: GroupAdmins;
  private readonly exempt: ExemptSenders;
  private readonly engineCheck: EngineCheck;
  private readonly enforcement: Enforcement;
  private readonly reports: GroupReports;
  private readonly membership: Membership;
  private readonly registration: Registration;
  private readonly migration: GroupMigration;
  private readonly adminLoop: AdminLoop;
  private readonly welcome: Welcome;
  private readonly imageText?: ImageText;
  private readonly secondLooks?: SecondLooks;
  private readonly metrics?: ModerationMetrics;
  private readonly behaviour: Behaviour;
  private readonly now: () => number;

  constructor(private readonly deps: ModeratorDeps) {
    const { logger } = deps;
    const now = deps.now ?? Date.now;
    this.now = now;
    this.settings = new GroupSettings(deps.groups, logger, now, deps.settingsTtlMs);
    // A chat that became a supergroup, learnt from Telegram's refusal of a call on its old id (the service messages
    // lost, or the note behind a notice's buttons gone): moved as the service message moves it.
    const migrated = async (from: number, to: number): Promise<void> => {
      try {
        await this.migration.migrate(from, to, Math.floor(now() / 1000));
      } catch (err) {
        logger.error({ err, from_group_id: from, to_group_id: to }, "group migration failed");
      }
    };
    if (deps.registry) this.metrics = moderationMetrics(deps.registry);
    // An admin change one replica hears of holds on the others at once (GroupAdmins: the admin-change marks).
    const shared = deps.redis ? { redis: deps.redis, prefix: deps.redisPrefix ?? "warden:", failures: this.metrics?.adminStateErrors } : undefined;
    this.admins = new GroupAdmins(deps.api, deps.groups, logger, now, deps.adminsTtlMs, migrated, shared);
    this.exempt = new ExemptSenders(deps.api, logger, now, deps.adminsTtlMs);
    const isAdmin = (chatId: number, userId: number) => this.admins.isAdmin(chatId, userId);
    // the admin loop's keys (`<prefix>bot:adm:…`), the banned messages' among them
    const adminPrefix = deps.redisPrefix ?? "warden:";
    const banned = new BannedMessages({
      redis: deps.redis,
      prefix: adminPrefix,
      logger,
      failures: this.metrics?.adminStateErrors,
      maxPairs: deps.bannedMessagesSize,
    });
    this.behaviour = new Behaviour({ redis: deps.redis, redisPrefix: deps.redisPrefix, logger, metrics: this.metrics?.behaviour, now });
    this.ledger = new MemberLedger(deps.redis, deps.redisPrefix ?? "", logger, this.metrics?.probationFailures);
    this.engineCheck = new EngineCheck(deps.engine, logger, deps.checkAttempts, deps.engineConcurrency, this.metrics?.engineChecks);
    this.enforcement = new Enforcement({
      outbox: deps.outbox,
      events: deps.events,
      logger,
      banned,
      now,
      // A banned sender's messages are revoked: second looks at their photos are not taken.
      onBanned: (chatId, senderId) => this.secondLooks?.senderBanned(chatId, senderId),
      // The restrictions the bot made itself (`<prefix>bot:restricted:…`): not taken for an administrator's.
      redis: deps.redis,
      prefix: adminPrefix,
      failures: this.metrics?.adminStateErrors,
    });
    const exemption = (chat: Chat, sender: Parameters<ExemptSenders["of"]>[1]) => this.exempt.of(chat, sender);
    // A message an administrator or members' reports had deleted takes the rest of its album with it, as a verdict's deletion does.
    const deleteAlong = async (chat: Chat, m: Message) => this.deleteAlong(chat, m, { signals: [] }, await this.groupSettings(chat));
    this.reports = new GroupReports({
      groups: deps.groups,
      events: deps.events,
      now: this.now,
      enforcement: this.enforcement,
      isAdmin,
      exemption,
      logger,
      outbox: deps.outbox,
      deleteAlong,
    });
    this.membership = new Membership({
      events: deps.events,
      logger,
      ledger: this.ledger,
      banned,
      reports: this.reports,
      admins: this.admins,
      enforcement: this.enforcement,
      screening: new BanListScreening({
        engine: deps.engine,
        enforcement: this.enforcement,
        isAdmin,
        whitelisted: (chat, user) => this.settings.whitelists(chat, user),
        logger,
      }),
      settings: (chat) => this.groupSettings(chat),
      notifyBanListed: (chat, settings, user, soft) => this.notifyBanListed(chat, settings, user, soft),
      shared,
    });
    this.adminLoop = new AdminLoop({
      redis: deps.redis,
      prefix: adminPrefix,
      outbox: deps.outbox,
      enforcement: this.enforcement,
      deleteAlong,
      groups: deps.groups,
      reports: this.reports,
      banned,
      events: deps.events,
      isAdmin,
      rightsOf: (chatId, userId) => this.admins.rightsOf(chatId, userId),
      exemption,
      logger,
      metrics: this.metrics,
      now,
      ownerTtlMs: deps.adminsTtlMs,
      migrated,
      movedTo: (chatId) => this.admins.movedTo(chatId),
    });
    this.migration = new GroupMigration({
      groups: deps.groups,
      ledger: this.ledger,
      settings: this.settings,
      admins: this.admins,
      notices: this.adminLoop,
      exempt: this.exempt,
      events: deps.events,
      logger,
      migrations: this.metrics?.migrations,
    });
    if (deps.ocr) {
      const { pool, limits, files } = deps.ocr;
      const metrics = this.metrics ? { images: this.metrics.ocrImages, seconds: this.metrics.ocrSeconds } : undefined;
      this.imageText = new ImageText({ api: files, pool, logger, limits, metrics });
      this.secondLooks = new SecondLooks({
        pool,
        logger,
        outcomes: this.metrics?.ocrSecondLooks,
        look: (l) => this.secondLook(l),
      });
    }
    this.welcome = new Welcome({
      outbox: deps.outbox,
      logger,
      botUsername: deps.bot.username,
      dashboardUrl: deps.dashboardUrl,
      languages: deps.userLanguages,
      outcomes: this.metrics?.welcomes,
      perSecond: deps.welcomesPerSecond,
      now: deps.now,
    });
    this.registration = new Registration({
      api: deps.api,
      outbox: deps.outbox,
      botUsername: deps.bot.username,
      languages: deps.userLanguages,
      groups: deps.groups,
      settings: this.settings,
      admins: this.admins,
      exempt: this.exempt,
      logger,
    });
  }

  /** Handles one update to the end: checked, acted on, published. Never rejects. */
  async handle(update: Update): Promise<void> {
    // A malformed update (a field Telegram never leaves out, missing) may throw as it is classified: logged and counted as "unknown".
    let work: UpdateWork | undefined;
    try {
      work = classifyUpdate(update, this.deps.bot.id);
      this.metrics?.updates.inc({ type: work.type });
      switch (work.type) {
        case "message":
          return await this.onMessage(work.chat, work.message, work.edited);
        case "membership":
          return await this.membership.onChanges(work.chat, work.changes, work.adminsChanged, work.serviceMessageId);
        case "bot_membership":
          return await this.registration.onBotMembership(work);
        case "reaction":
          return await this.onReaction(work.chat, work.user, work.messageId, work.date);
        case "migration":
          return void (await this.migration.migrate(work.from, work.to, work.date));
        case "callback":
          return await this.adminLoop.onCallback(work.query);
        case "private_command":
          return await this.welcome.onCommand(work.chat, work.from, work.command);
        case "ignore":
          return;
      }
    } catch (err) {
      const type = work?.type ?? "unknown";
      this.metrics?.updatesFailed.inc({ type });
      this.deps.logger.error({ err, update_id: update?.update_id, type }, "update failed");
    }
  }

  /** The group's settings, reused for settingsTtlMs; an unknown group is registered on the way. */
  groupSettings(chat: Chat): Promise<Settings> {
    return this.settings.get(chat);
  }

  isAdmin(chatId: number, userId: number): Promise<boolean> {
    return this.admins.isAdmin(chatId, userId);
  }

  /** Reads the chat's administrators from Telegram and reports a changed list to groups-config. */
  refreshAdmins(chatId: number): Promise<Set<number>> {
    return this.admins.refresh(chatId);
  }

  /** Shutdown: the photos waiting for a second look are left judged on their caption; settles when the one under way has ended. */
  async stop(): Promise<void> {
    await this.secondLooks?.stop();
  }

  /**
   * A message posted or edited; `look`: a photo message judged before without its picture's text (the
   * OCR pool had no time for it), judged again with it: it counts toward nothing again, and is acted
   * on and journalled only when its verdict is worse than the first.
   */
  private async onMessage(chat: Chat, m: Message, edited: boolean, look?: SecondLook): Promise<void> {
    const started = performance.now();
    const sender = messageSender(m);
    if (!sender) return;
    // The group's anonymous administrators and its linked channel are never moderated: no check,
    // no decision (so no journal entry and no webhook), not counted as a member's message.
    const exempt = sender.kind === "channel" ? await this.exempt.of(chat, sender) : undefined;
    if (exempt) return this.onExemptPost(chat, m, edited, exempt);
    const again = edited || look !== undefined;
    const startedAt = this.now();
    // Every edit makes a second look at an earlier version of the message stale, whatever it now shows.
    const seq = edited && !look ? (this.secondLooks?.judging(chat.id, m.message_id, m.edit_date ?? 0) ?? 0) : 0;
    // Counted in arrival order: the Redis command is sent before any await (see MemberLedger), so
    // probation follows the order of the chat. Only a message with content counts: stickers, dice and
    // service messages read the count without adding to it (they would end a spammer's probation unread).
    const kind = messageKind(m);
    const counting = look
      ? Promise.resolve(look.prior)
      : edited
        ? this.ledger.peek(chat.id, sender.id)
        : kind === "content"
          ? this.ledger.nextMessage(chat.id, sender.id)
          : this.ledger.peek(chat.id, sender.id, false);
    // Whether another replica heard of an admin change since the administrators were read: asked beside the count (one round trip).
    const adminsMark = sender.kind === "user" ? this.admins.changes(chat.id) : undefined;
    const counted = again
      ? Promise.resolve()
      : Promise.all([
          this.adminLoop.seen(chat.id, sender, m.message_id),
          // A service message (a pin, a topic opened) is no member's message in the group's analytics.
          kind === "service"
            ? undefined
            : this.deps.events.chatEvents([
                chatEvent({
                  id: eventId("message", chat.id, m.message_id),
                  groupId: chat.id,
                  kind: "message",
                  userId: sender.id,
                  username: sender.username,
                  messageId: m.message_id,
                  date: m.date,
                }),
              ]),
        ]);
    const caption = judgedText(m);
    const settings = await this.groupSettings(chat);
    // An administrator's rights in the group (what their commands may have the bot do); undefined for anyone else.
    const rights = sender.kind === "user" ? await this.admins.rightsOf(chat.id, sender.id, adminsMark) : undefined;
    const isAdmin = rights !== undefined;
    // An administrator's /spam or /ham, anyone's /report, in reply to a message: a report, not a message to judge.
    const command = commandOf(m, again, this.deps.bot.username);
    let observed: BehaviourFindings | undefined;
    if (command === "report" || (command && isAdmin)) {
      // A member's command still counts toward their flood: one that makes a flood is judged as the flood it is.
      observed = isAdmin ? undefined : await this.behaviour.observe({ chat, message: m, sender, settings: floodOnly(settings), prior: await counting, edited });
      if (!observed || observed.signals.length === 0) {
        const work =
          command === "report"
            ? this.adminLoop.onReport(chat, m, rights, settings)
            : this.reports.onCommand(chat, m, command, rights!, async () => languageOf(settings));
        await Promise.all([counted, counting, work]);
        return;
      }
    }
    // The rest of an album one of whose messages was deleted (its caption judged spam, say) goes with it, unjudged.
    if (!again && !isAdmin && (await this.behaviour.albumMessage(chat, m, settings))) {
      const deleted = await this.enforcement.deleteMessage(chat.id, m.message_id);
      if (deleted.ok) this.behaviour.countExtraDeletions("album", 1);
      await Promise.all([counted, counting]);
      return;
    }
    // The text in the photo, read where the group's plan and settings have ocr_enabled (groups-config
    // carries it off below Pro), checked with the caption; an administrator's photos are not read.
    const photo = this.imageText !== undefined && (m.photo?.length ?? 0) > 0;
    const revision = edited ? (m.edit_date ?? 0) : 0;
    const reading = photo && settings.ocrEnabled && !isAdmin;
    const read = reading ? await this.imageText!.read(chat.id, m) : {};
    const imageText = read.text;
    // The pool had no time for the picture: judged on the caption now, and again once the pool is idle.
    const unread = read.outcome !== undefined && SECOND_LOOK_OUTCOMES.has(read.outcome);
    // A second look that still has no picture text has nothing new to judge.
    if (look && !imageText) {
      if (unread) this.secondLooks?.add({ ...look, attempts: look.attempts + 1 });
      else this.secondLooks?.count("unchanged");
      return;
    }
    // What a second look is queued with, when this judgement leaves the picture unread.
    let judged = Verdict.UNSPECIFIED;
    let worthALook = unread && !look;
    let prior = -1;
    let behaviour: BehaviourFindings = { signals: [] };
    try {
      // A second look judges with what the first saw: the sender's earlier messages then (counting), and the behaviour signals.
      prior = await counting;
      // Administrators do nothing that could count against them, and fill no window.
      behaviour = look
        ? { signals: look.behaviour }
        : (observed ?? (isAdmin ? { signals: [] } : await this.behaviour.observe({ chat, message: m, sender, settings, prior, edited })));
      // Without text, picture text or behaviour there is nothing to judge (a sticker, a plain photo with metadata signals off).
      if (!caption && !imageText && behaviour.signals.length === 0) {
        await counted;
        return;
      }
      const text = imageText ? withImageText(caption ?? "", imageText) : (caption ?? "");
      const check = await this.engineCheck.check(
        chat,
        { text: caption ?? "", imageText, behaviour: behaviour.signals, buttonUrls: buttonUrls(m) },
        sender,
        prior,
        isAdmin,
      );
      if (!check) {
        // The engine is unavailable: a second look is tried again later; a first one stays queued if its picture was not read.
        if (look) this.secondLooks?.add({ ...look, attempts: look.attempts + 1 });
        await counted;
        return;
      }
      judged = check.verdict;
      // Spam already, or a sender the engine leaves alone: reading the picture could change nothing.
      if (check.verdict === Verdict.SPAM || check.whitelisted) worthALook = false;
      if (look) {
        // A second look is news only when the picture's text makes it worse, and only while the
        // message is as it was (no edit judged since) and its sender still there.
        if (!worse(check.verdict, look.verdict)) return this.secondLooks?.count("unchanged");
        if (!this.secondLooks?.current(look)) return this.secondLooks?.count("superseded");
      }
      // A message judged spam, posted or edited into spam, puts its sender back on probation.
      const reset = check.verdict === Verdict.SPAM && !isAdmin ? this.ledger.reset(chat.id, sender.id) : undefined;
      if (reset) this.metrics?.probationResets.inc();
      const apply = behaviourAction(actionToApply(check, isAdmin), behaviour, check.whitelisted || isAdmin);
      // A second look is a decision made now: dated now, it is the journal's newest, where a client reading it finds it.
      const date = look ? Math.floor(this.now() / 1000) : edited ? (m.edit_date ?? m.date) : m.date;
      const { taken, events, removed, unavailable, mute } = await this.enforcement.apply(chat, m, sender, apply, settings, check, date, revision);
      if (DESTRUCTIVE.has(taken)) {
        worthALook = false;
        await this.deleteAlong(chat, m, behaviour, settings);
      }
      await Promise.all([
        counted,
        reset,
        // A whitelisted member's message sits in the duplicate window like any other; it must not go along with others' copies.
        check.whitelisted && !isAdmin && !look ? this.behaviour.spare(chat, m.message_id, settings) : undefined,
        this.deps.events.chatEvents(events),
        this.deps.events.decision(
          botDecision({
            // An edit's date is in whole seconds: two edits within one are told apart by what they say.
            // A second look's text carries the picture's, which the first look had not.
            id: again ? eventId("decision", chat.id, m.message_id, revision, text) : eventId("decision", chat.id, m.message_id, revision),
            groupId: chat.id,
            messageId: m.message_id,
            userId: sender.kind === "user" ? sender.id : undefined,
            senderChatId: sender.kind === "channel" ? sender.id : undefined,
            text,
            date,
            check,
            actionTaken: taken,
            removed,
          }),
        ),
      ]);
      this.metrics?.decisions.inc({ verdict: VERDICTS.name(check.verdict) ?? "unknown", action: ACTIONS.name(taken) ?? "none" });
      if (look) this.secondLooks?.count("changed");
      else this.metrics?.latency.observe((performance.now() - started) / 1000);
      // dry_run: the admins see what the bot would have done (its "Not spam" still teaches the group).
      const dryRun = settings.mode === ModerationMode.DRY_RUN && DESTRUCTIVE.has(apply);
      if ((DESTRUCTIVE.has(taken) || dryRun) && (settings.notifyAdmins || settings.adminChatId !== 0n)) {
        const softBan = apply === Action.DELETE_AND_BAN && taken === Action.DELETE_AND_MUTE;
        // A dry run's notice says what would have been done, the deletion with it; "Not spam" re-posts only what is gone.
        // In a basic group the dry run would have left the mute out, or banned for soft_ban: sanctionIn says so.
        const dry = dryRun ? sanctionIn(chat, apply, settings.mode, sender.kind) : undefined;
        const what = noticeText(
          m,
          sender,
          dry ? dry.action : taken,
          check,
          settings,
          softBan,
          dryRun || removed,
          dryRun,
          dry ? dry.unavailable : unavailable,
          mute?.kept ? mute.until : undefined,
        );
        // Not awaited: a notice never delays the next update.
        void this.adminLoop.notify(
          chat,
          settings,
          {
            groupId: chat.id,
            groupTitle: chat.title,
            messageId: m.message_id,
            sender: { kind: sender.kind, id: sender.id, name: senderName(m, sender) },
            text,
            sanction: taken === Action.DELETE_AND_BAN ? "ban" : taken === Action.DELETE_AND_MUTE ? "mute" : "none",
            // The sender's restriction before the mute: "Not spam" gives it back, not every permission.
            ...(mute?.earlier ? { earlier: mute.earlier } : {}),
            removed,
            ...(m.photo?.length ? { photo: { fileId: m.photo[m.photo.length - 1]!.file_id, caption: caption ?? "" } } : {}),
            // A topic deleted for its name is gone: "Not spam" restores the name in the General topic.
            ...threadOf(m.forum_topic_created === undefined ? topicOf(m) : undefined),
          },
          what,
        );
      }
    } finally {
      if (worthALook)
        this.secondLooks?.add({
          chat,
          message: m,
          edited,
          revision,
          seq,
          senderId: sender.id,
          verdict: judged,
          behaviour: behaviour.signals,
          prior,
          attempts: 1,
          // From the start of this judgement, so the look expires before the records that let it be skipped.
          queuedAt: startedAt,
        });
    }
  }

  /**
   * A photo judged on its caption alone, judged again now that the pool is idle; not if the bot has
   * deleted it meanwhile. A failure is counted like an update's.
   */
  private async secondLook(l: SecondLook): Promise<void> {
    try {
      if (await this.behaviour.wasDeleted(l.chat.id, l.message.message_id)) return this.secondLooks!.count("gone");
      await this.onMessage(l.chat, l.message, l.edited, l);
    } catch (err) {
      this.metrics?.updatesFailed.inc({ type: "second_look" });
      this.deps.logger.error({ err, group_id: l.chat.id, message_id: l.message.message_id }, "second look at a photo failed");
    }
  }

  /**
   * Messages that go with a destructive action: a flood's earlier messages (once, when the flood is
   * first seen), the earlier copies of a duplicate across members (other members' copies are
   * deleted, their senders left alone: they may be victims of a hijacked text), and the other
   * messages of the message's album (also when an administrator's /spam or members' /report
   * deleted it).
   */
  private async deleteAlong(chat: Chat, m: Message, b: BehaviourFindings, settings: Settings): Promise<void> {
    const along = await this.behaviour.alongWith(chat, m, b, settings);
    await Promise.all(
      (["flood", "duplicate_across_members", "album"] as const).map(async (reason) => {
        const ids = reason === "flood" ? along.flood : reason === "album" ? along.album : along.copies;
        const outcomes = await Promise.all(ids.map((id) => this.enforcement.deleteMessage(chat.id, id)));
        this.behaviour.countExtraDeletions(reason, outcomes.filter((o) => o.ok).length);
      }),
    );
  }

  /**
   * A member banned on arrival for the external ban list: the admins hear of it where they get notices (the admin
   * chat, or the owner with notify_admins), with the buttons ("Not spam" lifts the ban); nothing without either.
   */
  private async notifyBanListed(chat: Chat, settings: Settings, user: User, soft: boolean): Promise<void> {
    // soft_ban in a basic group: banned, Telegram restricts nobody there (Enforcement.banListed).
    const unavailable = settings.mode === ModerationMode.SOFT_BAN && !soft ? "restriction" : undefined;
    if (settings.adminChatId === 0n && !settings.notifyAdmins) return;
    const ref = {
      groupId: chat.id,
      groupTitle: chat.title,
      messageId: 0,
      sender: { kind: "user" as const, id: user.id, name: displayName(user) },
      sanction: soft ? ("mute" as const) : ("ban" as const),
      removed: false,
    };
    await this.adminLoop.notify(chat, settings, ref, banListNoticeText(user, soft, languageOf(settings), unavailable));
  }

  /** A reaction: an account that only reacts, never writes, is reported to the group (a notice); nothing to delete. */
  private async onReaction(chat: Chat, user: User, messageId: number, date: number): Promise<void> {
    const settings = await this.groupSettings(chat);
    // A whitelisted member is clean (the contract), an administrator never judged.
    if (settings.reactionSpamReactions <= 0 || (await this.isAdmin(chat.id, user.id)) || (await this.settings.whitelists(chat, user))) return;
    const report = await this.behaviour.reaction(chat, user, messageId, date, settings);
    if (!report) return;
    this.deps.logger.info({ group_id: chat.id, user_id: user.id, reactions: report.reactions }, "reaction spam reported");
    const what = reactionNoticeText(user, report.reactions, languageOf(settings));
    // Where the group's admins get notices (an admin chat, or the owner with notify_admins), there,
    // with the buttons (Ban everywhere bans the account in the account's other groups too);
    // otherwise in the group itself, so a group that configured nothing still hears of it.
    if (settings.adminChatId !== 0n || settings.notifyAdmins) {
      const ref = {
        groupId: chat.id,
        groupTitle: chat.title,
        messageId,
        sender: { kind: "user" as const, id: user.id, name: displayName(user) },
        sanction: "none" as const,
        removed: false,
      };
      void this.adminLoop.notify(chat, settings, ref, what);
    } else sendNotice(this.deps.outbox, this.deps.logger, chat, what);
  }

  /**
   * A post the bot leaves alone; an anonymous administrator's `/spam`, `/ham` or `/report` reply still reports its
   * target, and deletes or bans only as far as every anonymous administrator of the group may (Telegram does not say
   * which of them posted: see GroupAdmins.anonymousRights).
   */
  private async onExemptPost(chat: Chat, m: Message, edited: boolean, exempt: Exemption): Promise<void> {
    this.metrics?.exemptPosts.inc({ reason: exempt });
    if (exempt !== "anonymous_admin") return;
    const command = commandOf(m, edited, this.deps.bot.username);
    if (!command) return;
    const rights = await this.admins.anonymousRights(chat.id);
    if (command === "report") await this.adminLoop.onReport(chat, m, rights, await this.groupSettings(chat));
    else await this.reports.onCommand(chat, m, command, rights, async () => languageOf(await this.groupSettings(chat)));
  }
}
