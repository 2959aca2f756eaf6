import { ModerationMode, ReportLabel, type ChatEvent, type Settings } from "@warden/proto";
import { BoundedCache } from "@warden/server";
import type { Logger } from "@warden/telemetry";
import type { BannedMessages } from "../admin-commands.js";
import { chatEvent, eventId, type EventSink } from "../events.js";
import type { MemberLedger } from "../member-ledger.js";
import type { Chat, User } from "../telegram/types.js";
import type { MembershipChange } from "../updates.js";
import type { BanListScreening } from "./ban-list.js";
import type { Enforcement } from "./enforcement.js";
import type { GroupAdmins } from "./group-admins.js";
import type { GroupReports } from "./reports.js";

/** Two reports of one membership fact this close in time (seconds) are the same fact. */
const SAME_FACT_WITHIN_S = 5;

/**
 * Members joining, leaving, banned, muted or kicked by someone other than the bot: published as
 * chat events (once, though Telegram reports a join both as a chat_member update and as a service
 * message), fed to the member ledger (probation), and acted on: an unban of a sender the bot
 * banned reports the banned message as not spam, a changed administrator list is re-read, service
 * messages are deleted when the group asks, and new members are screened against the ban list.
 */
export class Membership {
  /** Last date a (kind, chat, user) membership fact was reported. */
  private readonly recent = new BoundedCache<string, number>({ maxEntries: 50_000 });

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
    },
  ) {}

  /** True the first time a membership fact is seen (within a few seconds of its date). */
  private firstReport(kind: string, chatId: number, userId: number, date: number): boolean {
    const key = `${kind}:${chatId}:${userId}`;
    const last = this.recent.peek(key);
    if (last !== undefined && Math.abs(date - last) <= SAME_FACT_WITHIN_S) return false;
    this.recent.set(key, date);
    return true;
  }

  async onChanges(chat: Chat, changes: MembershipChange[], adminsChanged: boolean, serviceMessageId?: number): Promise<void> {
    const { ledger } = this.deps;
    const events: ChatEvent[] = [];
    const reports: Promise<unknown>[] = [];
    // Probation writes are sent here, before any await, so a message handled after this update counts after them.
    const counts: Promise<void>[] = [];
    /** Members who joined, with when (a later join of the same member is another arrival, screened and sanctioned anew). */
    const joined: { user: User; date: number }[] = [];
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
              .then((banned) => (banned ? this.deps.reports.report(chat.id, banned.messageId, banned.text, ReportLabel.HAM, user.id, actorId) : undefined)),
          );
        }
        continue;
      }
      if (!this.firstReport(c.kind, chat.id, c.user.id, c.date)) continue;
      const base = { id: eventId(c.kind, chat.id, c.user.id, c.date), groupId: chat.id, userId: c.user.id, username: c.user.username, date: c.date };
      if (c.kind === "join") {
        counts.push(ledger.joined(chat.id, c.user.id));
        if (!c.user.is_bot) joined.push({ user: c.user, date: c.date });
        events.push(chatEvent({ ...base, kind: "join" }));
      } else if (c.kind === "leave") {
        counts.push(ledger.left(chat.id, c.user.id));
        events.push(chatEvent({ ...base, kind: "leave" }));
      } else {
        if (c.kind !== "mute") counts.push(ledger.left(chat.id, c.user.id));
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
    const soft = settings?.mode === ModerationMode.SOFT_BAN;
    if (acts && settings.externalBanList) {
      for (const { user: u, date } of joined) {
        work.push(this.deps.screening.screen(chat, u, date, soft).then((banned) => (banned ? this.deps.notifyBanListed(chat, settings, u, soft) : undefined)));
      }
    }
    await Promise.all(work);
  }
}
