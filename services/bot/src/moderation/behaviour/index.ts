import { BEHAVIOUR_SIGNALS, type BehaviourSignalName } from "@warden/contract";
import { CampaignSignature } from "@warden/engine/campaign-signature";
import type { Settings } from "@warden/proto";
import { type Logger, LogThrottle, type prom } from "@warden/telemetry";
import type { Redis } from "ioredis";
import { REDIS_WARN_EVERY_MS } from "../../redis-calls.js";
import type { Chat, Message, User } from "../../telegram/types.js";
import { judgedText, messageKind, type MessageSender } from "../../updates.js";
import { hasWayOut, isShortMessage, metadataSignals } from "./metadata.js";
import { ALBUM_WINDOW_S, BehaviourWindows, PROBING_MESSAGES, REACTION_GROUPS, REACTION_WINDOW_S } from "./windows.js";

export interface BehaviourMetrics {
  signals: prom.Counter<"signal">;
  stateErrors: prom.Counter<"operation">;
  extraDeletions: prom.Counter<"signal">;
}

/** Why a message was deleted beside the one judged: a behaviour signal, or its album (media group). */
export type AlongReason = BehaviourSignalName | "album";

/** What the bot saw a message's sender do, for the engine check and the bot's own actions. */
export interface BehaviourFindings {
  /** Signals with their weights, as the check carries them. */
  signals: { name: BehaviourSignalName; weight: number }[];
  /**
   * flood fired: the sender's posts within the flood window: messages (this one included, unless part of an album) and
   * albums (media_group_id; each one post however many photos it has, this message's included).
   */
  flood?: { messageIds: number[]; albums: string[]; first: boolean };
  /** duplicate_across_members fired: every copy within the window (this one included). */
  copies?: number[];
}

export interface MessageContext {
  chat: Chat;
  message: Message;
  sender: MessageSender;
  settings: Settings;
  /** Messages the sender posted before this one (-1 unknown), as the engine's prior_messages. */
  prior: number;
  edited: boolean;
}

/**
 * Behaviour signals (issue #16): floods, duplicates, short-message probing and the message's form
 * for messages; reaction spam for reactions. Windows live in Redis (BehaviourWindows); without
 * Redis, or while it fails, the windowed signals are left out (logged, counted) and the metadata
 * signals still apply. Administrators are never observed (the caller leaves them out).
 */
export class Behaviour {
  private readonly windows?: BehaviourWindows;
  private readonly signature = new CampaignSignature();
  private readonly warnings: LogThrottle;

  constructor(private readonly deps: { redis?: Redis; redisPrefix?: string; logger: Logger; metrics?: BehaviourMetrics; now: () => number }) {
    if (deps.redis) this.windows = new BehaviourWindows(deps.redis, deps.redisPrefix ?? "warden:");
    this.warnings = new LogThrottle(REDIS_WARN_EVERY_MS, deps.now);
  }

  /** The signals of one message. Never rejects. */
  async observe(c: MessageContext): Promise<BehaviourFindings> {
    const { settings: s, message: m, sender } = c;
    const names = new Set<BehaviourSignalName>(s.metadataSignals ? metadataSignals(m) : []);
    const findings: BehaviourFindings = { signals: [] };
    // An edit is judged on its form only: it adds no message to any window; nor does a service message (a pin, a
    // topic opened): nobody posted anything.
    if (this.windows && !c.edited && messageKind(m) !== "service") {
      // The text as judged: a poll's question and options, a venue's name, a quote from another chat are copied alike.
      const text = judgedText(m);
      const keys = s.duplicateMessages > 0 && text ? this.signature.keys(text) : undefined;
      const onProbation = c.prior >= 0 && c.prior < s.newMemberProbationMessages;
      try {
        const w = await this.windows.observe({
          chatId: c.chat.id,
          senderId: sender.id,
          messageId: m.message_id,
          date: m.date,
          albumId: m.media_group_id,
          floodSeconds: s.floodMessages > 0 ? s.floodSeconds : undefined,
          duplicate: keys ? { keys: [`x:${keys.exact}`, ...keys.bands.map((b) => `b:${b}`)], windowS: s.duplicateWindowMinutes * 60 } : undefined,
          probing: s.probingDetection && onProbation && isShortMessage(m),
        });
        // An album counts as one post (Telegram sends one message per photo, 2 to 10 at once).
        if (s.floodMessages > 0 && w.floodIds.length + w.floodAlbums.length >= s.floodMessages) {
          names.add("flood");
          const first = await this.windows.claim(this.windows.key("flood-muted", c.chat.id, sender.id), s.floodSeconds + 60);
          findings.flood = { messageIds: w.floodIds, albums: w.floodAlbums, first };
        }
        if (s.duplicateMessages > 0 && w.copies.length > 0) {
          const own = w.copies.filter((x) => x.senderId === sender.id).length;
          const senders = new Set(w.copies.map((x) => x.senderId)).size;
          if (own >= s.duplicateMessages) names.add("duplicate_text");
          if (senders >= s.duplicateMessages) {
            names.add("duplicate_across_members");
            findings.copies = w.copies.map((x) => x.messageId);
          }
          if ((names.has("duplicate_text") || names.has("duplicate_across_members")) && hasWayOut(m)) names.add("duplicate_with_link");
        }
        if (w.probing >= PROBING_MESSAGES) names.add("short_message_probing");
      } catch (err) {
        this.stateFailed("observe", err, c.chat.id);
      }
    }
    for (const name of names) {
      findings.signals.push({ name, weight: BEHAVIOUR_SIGNALS[name] });
      this.deps.metrics?.signals.inc({ signal: name });
    }
    return findings;
  }

  /**
   * A reaction by `user`: true when it makes the account a reaction spammer to report now (it never
   * wrote in the group and reacted reaction_spam_reactions times here, or in REACTION_GROUPS groups,
   * within a day; reported once a day per group). Never rejects.
   */
  async reaction(chat: Chat, user: User, messageId: number, date: number, settings: Settings): Promise<{ reactions: number } | undefined> {
    const threshold = settings.reactionSpamReactions;
    if (!this.windows || threshold <= 0) return undefined;
    try {
      const r = await this.windows.reaction(chat.id, user.id, messageId, date);
      if (r.wrote || (r.inGroup < threshold && r.groups < REACTION_GROUPS)) return undefined;
      if (!(await this.windows.claim(this.windows.key("react-reported", chat.id, user.id), REACTION_WINDOW_S))) return undefined;
      this.deps.metrics?.signals.inc({ signal: "reaction_spam" });
      return { reactions: r.inGroup };
    } catch (err) {
      this.stateFailed("reaction", err, chat.id);
      return undefined;
    }
  }

  /**
   * A message of an album (media_group_id; not an edit) from a member: recorded as part of its album. True when a
   * message of the album was deleted already (see alongWith): this one is part of the same post and goes too, without
   * a check of its own; it is then recorded as deleted. False without Redis or while it fails. Never rejects.
   */
  async albumMessage(chat: Chat, m: Pick<Message, "message_id" | "media_group_id">, settings: Settings): Promise<boolean> {
    if (!this.windows || m.media_group_id === undefined) return false;
    try {
      const { removed } = await this.windows.albumMessage(chat.id, m.media_group_id, m.message_id);
      if (removed) await this.windows.claimDeletions(chat.id, m.message_id, [], this.deletedTtl(settings));
      return removed;
    } catch (err) {
      this.stateFailed("album", err, chat.id);
      return false;
    }
  }

  /**
   * The messages to delete along with `message`, which the bot has just deleted: a flood's earlier
   * messages (when the flood is first seen; a flooded album whole, as its own album below), the
   * earlier copies of a duplicate across members, and the album's other messages seen so far (those
   * still to come are deleted as they arrive, see albumMessage); each only once (a message deleted
   * before, by its own verdict or along with another, is left out). Without Redis nothing is deleted
   * along (a storm of repeated deletions is worse than a copy left).
   */
  async alongWith(
    chat: Chat,
    message: Pick<Message, "message_id" | "media_group_id">,
    b: BehaviourFindings,
    settings: Settings,
  ): Promise<{ flood: number[]; copies: number[]; album: number[] }> {
    const messageId = message.message_id;
    const own = message.media_group_id;
    const windows = this.windows;
    if (!windows) return { flood: [], copies: [], album: [] };
    try {
      // The flood's albums are removed as the judged message's own is: their photos still to come go as they arrive.
      const floodAlbums = b.flood?.first ? b.flood.albums.filter((a) => a !== own) : [];
      const floodAlbumIds = (await Promise.all(floodAlbums.map((a) => windows.albumRemoved(chat.id, a)))).flat();
      const flood = b.flood?.first ? [...new Set([...b.flood.messageIds, ...floodAlbumIds])].filter((id) => id !== messageId) : [];
      const copies = (b.copies ?? []).filter((id) => id !== messageId && !flood.includes(id));
      const albumIds = own === undefined ? [] : await windows.albumRemoved(chat.id, own);
      const album = albumIds.filter((id) => id !== messageId && !flood.includes(id) && !copies.includes(id));
      const fresh = new Set(await windows.claimDeletions(chat.id, messageId, [...flood, ...copies, ...album], this.deletedTtl(settings)));
      return { flood: flood.filter((id) => fresh.has(id)), copies: copies.filter((id) => fresh.has(id)), album: album.filter((id) => fresh.has(id)) };
    } catch (err) {
      this.stateFailed("delete_along", err, chat.id);
      return { flood: [], copies: [], album: [] };
    }
  }

  /**
   * A message of a sender the engine says is whitelisted: it stays in the windows (it is a copy like any other toward
   * a duplicate), but is claimed as if deleted, so no later copy deletes it along (the whitelist exempts its sender
   * from moderation). Never rejects: without Redis nothing is deleted along anyway.
   */
  async spare(chat: Chat, messageId: number, settings: Settings): Promise<void> {
    if (!this.windows) return;
    try {
      await this.windows.claimDeletions(chat.id, messageId, [], this.deletedTtl(settings));
    } catch (err) {
      this.stateFailed("spare", err, chat.id);
    }
  }

  /** How long the ids of deleted messages are kept: the longest window that could name one again. */
  private deletedTtl(settings: Settings): number {
    return Math.max(settings.duplicateWindowMinutes * 60, settings.floodSeconds + 60, ALBUM_WINDOW_S);
  }

  /** Whether the bot deleted the message (by verdict or along) within the deleted set's window; false without Redis. Never rejects. */
  async wasDeleted(chatId: number, messageId: number): Promise<boolean> {
    if (!this.windows) return false;
    try {
      return await this.windows.wasDeleted(chatId, messageId);
    } catch (err) {
      this.stateFailed("was_deleted", err, chatId);
      return false;
    }
  }

  /** Messages deleted beside the one judged, because of `signal` (a behaviour signal, or the album). */
  countExtraDeletions(signal: AlongReason, n: number): void {
    if (n > 0) this.deps.metrics?.extraDeletions.inc({ signal }, n);
  }

  private stateFailed(operation: string, err: unknown, chatId: number): void {
    this.deps.metrics?.stateErrors.inc({ operation });
    if (!this.warnings.take()) return;
    this.deps.logger.warn({ err: (err as Error).message, group_id: chatId, operation }, "behaviour windows unavailable; judging without them");
  }
}
