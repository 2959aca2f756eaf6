import { ModerationMode, ReportLabel, type ChatEvent, type Settings } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import { type Logger, LogThrottle, type prom } from "@warden/telemetry";
import type { Redis } from "ioredis";
import type { BannedMessages } from "../admin-commands.js";
import { chatEvent, eventId, type EventSink } from "../events.js";
import { REDIS_WARN_EVERY_MS, within } from "../redis-calls.js";
import type { MemberLedger } from "../member-ledger.js";
import type { Chat, User } from "../telegram/types.js";
import type { MembershipChange } from "../updates.js";
import type { BanListScreening } from "./ban-list.js";
import { restrictsIn, type Enforcement } from "./enforcement.js";
import type { GroupAdmins } from "./group-admins.js";
import type { GroupReports } from "./reports.js";

/** Two reports of one membership fact this close in time (seconds) are the same fact. */
const SAME_FACT_WITHIN_S = 5;
/** How long the replicas remember a membership fact (seconds): longer than Telegram takes to send both reports of it. */
const SHARED_FACT_TTL_S = 600;
/** A shared fact not read in this long: the report is taken as the first (a duplicate rather than a lost join). */
const SHARED_FACT_TIMEOUT_MS = 250;
/**
 * KEYS[1]: the fact's key; ARGV: its date, SAME_FACT_WITHIN_S, SHARED_FACT_TTL_S. 1 (and the date kept) when no report
 * of the fact within SAME_FACT_WITHIN_S of this date was kept; 0 otherwise.
 */
const FIRST_REPORT_LUA = `
local last = redis.call('GET', KEYS[1])
if last and math.abs(tonumber(last) - tonumber(ARGV[1])) <= tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[3]))
return 1`;

/**
 * Members joining, leaving, banned, muted or kicked by someone other than the bot: published as
 * chat events (once, though Telegram reports a join both as a chat_member update and as a service
 * message, which may reach two replicas: with `shared`, the facts seen are kept in Redis for all of them), fed to the member ledger (probation), and acted on: an unban of a sender the bot
 * banned reports the banned message as not spam, a changed administrator list is re-read, service
 * messages are deleted when the group asks, and new members are screened against the ban list.
 */
export class Membership {
  /** Last date a (kind, chat, user) membership fact was reported. */
  private readonly recent = new BoundedCache<string, number>({ maxEntries: 50_000 });
  private readonly warnings = new LogThrottle(REDIS_WARN_EVERY_MS, Date.now);

  constructor(
    private readonly deps: {
      events: EventSink;
      logger: Logger;
      ledger: MemberLedger;
      banned: BannedMessages;
      reports: GroupReports;
      admins: GroupAdmins;
      enforcement: Enforcement;
      screening: BanListScreening;
      settings: (chat: Chat) => Promise<Settings>;
      /** Tells the group's admins of a ban-list ban (the admin loop's notice, with its buttons); never rejects. */
      notifyBanListed: (chat: Chat, settings: Settings, user: User, soft: boolean) => Promise<void>;
      /** The facts seen, shared by the replicas (`<prefix>bot:member:<kind>:<chat>:<user>`); failures counted as operation `membership_facts`. */
      shared?: { redis: Redis; prefix: string; failures?: prom.Counter<"operation"> };
    },
  ) {}

  /** True the first time this replica sees a membership fact (within a few seconds of its date). */
  private firstReport(kind: string, chatId: number, userId: number, date: number): boolean {
    const key = `${kind}:${chatId}:${userId}`;
    const last = this.recent.peek(key);
    if (last !== undefined && Math.abs(date - last) <= SAME_FACT_WITHIN_S) return false;
    this.recent.set(key, date);
    return true;
  }

  /**
   * True unless another replica saw the fact first (Telegram's two reports of a join reach two replicas). Without Redis,
   * or when it does not answer, true: a join published twice rather than lost.
   */
  private async firstAcrossReplicas(kind: string, chatId: number, userId: number, date: number): Promise<boolean> {
    const shared = this.deps.shared;
    if (!shared) return true;
    const key = `${shared.prefix}bot:member:${kind}:${chatId}:${userId}`;
    try {
      const first = await within(
        shared.redis.eval(FIRST_REPORT_LUA, 1, key, date, SAME_FACT_WITHIN_S, SHARED_FACT_TTL_S),
        SHARED_FACT_TIMEOUT_MS,
        "membership fact",
      );
      return Number(first) === 1;
    } catch (err) {
      shared.failures?.inc({ operation: "membership_facts" });
      if (this.warnings.take())
        this.deps.logger.warn({ group_id: chatId, err: (err as Error).message }, "membership facts unavailable in Redis; this replica's alone");
      return true;
    }
  }

  async onChanges(chat: Chat, changes: MembershipChange[], adminsChanged: boolean, serviceMessageId?: number): Promise<void> {
    const { ledger } = this.deps;
    const events: ChatEvent[] = [];
    const reports: Promise<unknown>[] = [];
    // Probation writes are sent here, before any await, so a message handled after this update counts after them.
    const counts: Promise<void>[] = [];
    /** Members who joined, with when (a later join of the same member is another arrival, screened and sanctioned anew). */
    const joined: { user: User; date: number }[] = [];
    /** The facts this replica sees first, with their probation writes sent. */
    const fresh: (MembershipChange & { kind: Exclude<MembershipChange["kind"], "unban"> })[] = [];
    for (const c of changes) {
      // The bot reported its own bans and mutes when it made them.
      if (c.by === "bot") continue;
      if (c.kind === "unban") {
        // An administrator lifting a ban the bot made: the banned message was not spam.
        if (c.by === "admin") {
          const { user, actorId } = c;
          reports.push(
            this.deps.banned
              .take(chat.id, user.id)
              .then((banned) =>
                banned ? this.deps.reports.report(chat.id, banned.messageId, banned.text || undefined, ReportLabel.HAM, user.id, actorId) : undefined,
              ),
          );
        }
        continue;
      }
      if (!this.firstReport(c.kind, chat.id, c.user.id, c.date)) continue;
      if (c.kind === "join") counts.push(ledger.joined(chat.id, c.user.id));
      else if (c.kind !== "mute") counts.push(ledger.left(chat.id, c.user.id));
      fresh.push({ ...c, kind: c.kind });
    }
    // Published and screened once across the replicas: a ban-list ban and its notice are not made twice.
    const firsts = await Promise.all(fresh.map((c) => this.firstAcrossReplicas(c.kind, chat.id, c.user.id, c.date)));
    for (const [i, c] of fresh.entries()) {
      if (!firsts[i]) continue;
      const base = { id: eventId(c.kind, chat.id, c.user.id, c.date), groupId: chat.id, userId: c.user.id, username: c.user.username, date: c.date };
      if (c.kind === "join") {
        if (!c.user.is_bot) joined.push({ user: c.user, date: c.date });
        events.push(chatEvent({ ...base, kind: "join" }));
      } else if (c.kind === "leave") {
        events.push(chatEvent({ ...base, kind: "leave" }));
      } else {
        events.push(chatEvent({ ...base, kind: c.kind, by: "admin", until: c.until, reason: "by an administrator" }));
      }
    }
    const work: Promise<unknown>[] = [this.deps.events.chatEvents(events), ...reports, ...counts];
    // Also registers a group Warden does not know yet, before its administrators are reported.
    const settings = await this.deps.settings(chat).catch((err: unknown) => {
      this.deps.logger.warn({ group_id: chat.id, err: (err as Error).message }, "group settings unavailable");
      return undefined;
    });
    if (adminsChanged) work.push(this.deps.admins.refresh(chat.id));
    // dry_run: the group watches what the bot would do; it acts on nothing.
    const acts = settings !== undefined && settings.mode !== ModerationMode.DRY_RUN;
    if (acts && serviceMessageId !== undefined && settings.deleteServiceMessages) {
      work.push(this.deps.enforcement.deleteMessage(chat.id, serviceMessageId));
    }
    // soft_ban restricts, in a supergroup: a basic group's bans (Telegram restricts nobody there).
    const soft = settings?.mode === ModerationMode.SOFT_BAN && restrictsIn(chat);
    if (acts && settings.externalBanList) {
      for (const { user: u, date } of joined) {
        work.push(this.deps.screening.screen(chat, u, date, soft).then((banned) => (banned ? this.deps.notifyBanListed(chat, settings, u, soft) : undefined)));
      }
    }
    await Promise.all(work);
  }
}
