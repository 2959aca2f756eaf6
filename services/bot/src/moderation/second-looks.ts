import type { BehaviourSignalName } from "@warden/contract";
import type { Verdict } from "@warden/proto";
import { BoundedCache, FairQueue } from "@warden/server";
import type { Logger, prom } from "@warden/telemetry";
import type { Chat, Message } from "../telegram/types.js";
import { ALBUM_WINDOW_S } from "./behaviour/windows.js";
import { inChatScope } from "./chat-scope.js";
import type { ImageTextOutcome } from "./image-text.js";
import type { OcrPool } from "./ocr-pool.js";

/** Photos waiting for a second look at most, across chats (a message each, not its picture). */
export const SECOND_LOOKS_MAX = 1_000;
/** Second looks at one photo at most: a picture still not read after them stays judged on its caption. */
export const SECOND_LOOK_ATTEMPTS = 2;
/**
 * A look not taken within this long is given up (`expired`): the message has been up that long, and
 * the bot's record of the messages it deleted (so a look at one of them is skipped) is sure to
 * reach back this far only.
 */
export const SECOND_LOOK_MAX_AGE_MS = ALBUM_WINDOW_S * 1000;
/** How reading a photo went when the pool had no time for it: worth a second look once it has. */
export const SECOND_LOOK_OUTCOMES: ReadonlySet<ImageTextOutcome> = new Set(["busy", "timeout"]);

/** A photo message judged without its picture's text, to be judged again with it. */
export interface SecondLook {
  chat: Chat;
  message: Message;
  edited: boolean;
  /** The version of the message judged: 0 as posted, else the edit's date; `seq` orders edits within one second (judging()). */
  revision: number;
  seq: number;
  senderId: number;
  /** The verdict it was given without the picture's text: only a worse one is acted on. */
  verdict: Verdict;
  /** What the first look saw beside the message, judged again with it: the behaviour signals and the sender's earlier messages. */
  behaviour: { name: BehaviourSignalName; weight: number }[];
  prior: number;
  /** Second looks taken at it so far (1 for the first queued). */
  attempts: number;
  /** When it was first queued (ms). */
  queuedAt: number;
}

/**
 * What became of second looks, the label of warden_bot_ocr_second_looks_total: `queued`; `dropped`
 * (SECOND_LOOKS_MAX waiting, or gave way to a chat with fewer waiting); `changed` (the picture's
 * text made the verdict worse, or gave the first one: acted on and journalled); `unchanged`;
 * `superseded` (a later version of the message, its edit, was judged since); `gone` (the bot deleted
 * the message, or banned its sender, meanwhile); `expired` (not taken within
 * SECOND_LOOK_MAX_AGE_MS); `gave_up` (still not read after SECOND_LOOK_ATTEMPTS).
 */
export type SecondLookOutcome = "queued" | "dropped" | "changed" | "unchanged" | "superseded" | "gone" | "expired" | "gave_up";

const keyOf = (chatId: number, id: number) => `${chatId}:${id}`;
/** Edits and banned senders remembered for staleness: every edit is recorded, so far more than can wait. */
const REMEMBERED = 50 * SECOND_LOOKS_MAX;

/** A version of a message: its revision (0 as posted, else the edit's date), then the order edits were judged in. */
interface Version {
  revision: number;
  seq: number;
}
const newer = (a: Version, than: Version) => a.revision > than.revision || (a.revision === than.revision && a.seq > than.seq);

/**
 * Photos the OCR pool had no time for (a raid of pictures, more than its workers read within the
 * deadline) are judged on their caption at once, and looked at again here once the pool is idle:
 * one at a time, round-robin across chats, so a second look never takes a worker from a photo being
 * judged now and one chat's raid does not hold up another chat's second looks. A look is for one
 * version of a message: once a later version has been judged (an edit), or the sender banned, it is
 * not taken, and not acted on if that happens while it is under way (current()). Kept in memory: a
 * restart forgets them (each was judged on its caption already).
 */
export class SecondLooks {
  private readonly waiting = new FairQueue<SecondLook>();
  /** The look due for each message waiting: a later one (its edit's) replaces it. */
  private readonly due = new Map<string, SecondLook>();
  /** The latest edit of each message judged (chat:message). */
  private readonly latest: BoundedCache<string, Version>;
  private seq = 0;
  /** Senders the bot banned (chat:sender): their messages are gone. */
  private readonly banned: BoundedCache<string, true>;
  /** The loop taking looks, while it runs (active is reset in the same turn as it ends, so add() never misses it). */
  private running?: Promise<void>;
  private active = false;
  private stopped = false;
  /** Ends the loop's wait for the pool to be idle (stop()). */
  private wakeOnStop?: () => void;

  constructor(
    private readonly deps: {
      pool: Pick<OcrPool, "idle">;
      /** Judges the message again, its picture read; never rejects. */
      look: (l: SecondLook) => Promise<void>;
      logger: Logger;
      outcomes?: prom.Counter<"outcome">;
      max?: number;
      now?: () => number;
    },
  ) {
    // Kept twice as long as a look may wait: whenever recorded, they outlive the looks they make stale.
    const cache = { maxEntries: REMEMBERED, ttlMs: 2 * SECOND_LOOK_MAX_AGE_MS, now: deps.now };
    this.latest = new BoundedCache(cache);
    this.banned = new BoundedCache(cache);
  }

  /** Photos waiting for a second look. */
  get size(): number {
    return this.waiting.size;
  }

  /**
   * An edit of a message (its edit date `revision`) is being judged: a look at an earlier version is
   * stale. Returns the edit's place among edits judged (its look's `seq`).
   */
  judging(chatId: number, messageId: number, revision: number): number {
    const version = { revision, seq: ++this.seq };
    const key = keyOf(chatId, messageId);
    const known = this.latest.peek(key);
    if (!known || newer(version, known)) this.latest.set(key, version);
    return version.seq;
  }

  /** The bot banned `senderId` in `chatId` (their messages revoked): looks at their photos are not taken. */
  senderBanned(chatId: number, senderId: number): void {
    this.banned.set(keyOf(chatId, senderId), true);
  }

  /** Whether `l` is still worth acting on: not stopped, no later version of its message judged, its sender not banned. */
  current(l: SecondLook): boolean {
    return this.staleness(l) === undefined;
  }

  /** Queues a second look at `l.message` (or gives up on it: too many looks taken, or no room). */
  add(l: SecondLook): void {
    if (this.stopped) return;
    if (l.attempts > SECOND_LOOK_ATTEMPTS) {
      this.count("gave_up");
      return;
    }
    // A later version of the message judged already (concurrent updates finish in any order): nothing to queue.
    const key = keyOf(l.chat.id, l.message.message_id);
    const queued = this.due.get(key);
    const known = this.latest.peek(key);
    if ((queued && newer(queued, l)) || (known && newer(known, l))) {
      this.count("superseded");
      return;
    }
    if (this.waiting.size >= (this.deps.max ?? SECOND_LOOKS_MAX)) {
      const gaveWay = this.waiting.evictFor(l.chat.id);
      // The look refused, or the one that gave way to it, is dropped.
      this.count("dropped");
      if (gaveWay === undefined) return;
      this.take(gaveWay);
    }
    this.due.set(key, l);
    this.waiting.push(l.chat.id, l);
    this.count("queued");
    if (!this.active) {
      this.active = true;
      this.running = this.run();
    }
  }

  count(outcome: SecondLookOutcome): void {
    this.deps.outcomes?.inc({ outcome });
  }

  /** No more second looks (shutdown): those waiting are forgotten; settles when the one under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.waiting.clear();
    this.due.clear();
    this.wakeOnStop?.();
    await this.running;
  }

  /** Why `l` is no longer worth taking, or undefined. */
  private staleness(l: SecondLook): SecondLookOutcome | undefined {
    if (this.stopped) return "dropped";
    if (this.banned.has(keyOf(l.chat.id, l.senderId))) return "gone";
    const known = this.latest.peek(keyOf(l.chat.id, l.message.message_id));
    if (known && newer(known, l)) return "superseded";
    if ((this.deps.now ?? Date.now)() - l.queuedAt > SECOND_LOOK_MAX_AGE_MS) return "expired";
    return undefined;
  }

  /** Takes `l` off the looks due; false when a later look at its message replaced it. */
  private take(l: SecondLook): boolean {
    const key = keyOf(l.chat.id, l.message.message_id);
    if (this.due.get(key) !== l) return false;
    this.due.delete(key);
    return true;
  }

  private async run(): Promise<void> {
    try {
      while (!this.stopped && this.waiting.size > 0) {
        // Until the pool is idle, or stop(): a shutdown waits only for a look under way, never for the pool.
        await new Promise<void>((resolve) => {
          this.wakeOnStop = resolve;
          void this.deps.pool.idle().then(resolve);
        });
        const next = this.waiting.shift();
        if (!next || this.stopped) return;
        try {
          // Replaced by a later look at the message (its edit's), or no longer worth it.
          const stale = this.take(next.item) ? this.staleness(next.item) : "superseded";
          if (stale) this.count(stale);
          else await inChatScope(next.key, () => this.deps.look(next.item));
        } catch (err) {
          this.deps.logger.error({ err, group_id: next.item.chat.id }, "second look at a photo failed");
        } finally {
          this.waiting.done(next.key);
        }
      }
    } finally {
      this.active = false;
    }
  }
}
