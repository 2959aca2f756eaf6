import { FairQueue } from "@warden/server";
import type { Logger, prom } from "@warden/telemetry";
import type { Verdict } from "@warden/proto";
import type { Chat, Message } from "../telegram/types.js";
import { inChatScope } from "./chat-scope.js";
import type { ImageTextOutcome } from "./image-text.js";
import type { OcrPool } from "./ocr-pool.js";

/** Photos waiting for a second look at most, across chats (a message each, not its picture). */
export const SECOND_LOOKS_MAX = 1_000;
/** Second looks at one photo at most: a picture still not read after them stays judged on its caption. */
export const SECOND_LOOK_ATTEMPTS = 2;
/** How reading a photo went when the pool had no time for it: worth a second look once it has. */
export const SECOND_LOOK_OUTCOMES: ReadonlySet<ImageTextOutcome> = new Set(["busy", "timeout"]);

/** A photo message judged without its picture's text, to be judged again with it. */
export interface SecondLook {
  chat: Chat;
  message: Message;
  edited: boolean;
  /** The verdict it was given without the picture's text: only a worse one is acted on. */
  verdict: Verdict;
  /** Second looks taken at it so far. */
  attempts: number;
}

/**
 * What became of second looks, the label of warden_bot_ocr_second_looks_total: `queued`; `dropped`
 * (SECOND_LOOKS_MAX waiting, or gave way to a chat with fewer waiting); `changed` (the picture's
 * text made the verdict worse, or gave the first one: acted on and journalled); `unchanged`;
 * `superseded` (judged again meanwhile with its picture read, or a later look replaced it: an
 * edit); `gone` (the bot deleted the message meanwhile); `gave_up` (still not read after
 * SECOND_LOOK_ATTEMPTS).
 */
export type SecondLookOutcome = "queued" | "dropped" | "changed" | "unchanged" | "superseded" | "gone" | "gave_up";

const keyOf = (chatId: number, messageId: number) => `${chatId}:${messageId}`;

/**
 * Photos the OCR pool had no time for (a raid of pictures, more than its workers read within the
 * deadline) are judged on their caption at once, and looked at again here once the pool is idle:
 * one at a time, round-robin across chats, so a second look never takes a worker from a photo being
 * judged now and one chat's raid does not hold up another chat's second looks. Kept in memory: a
 * restart forgets them (each was judged on its caption already).
 */
export class SecondLooks {
  private readonly waiting = new FairQueue<SecondLook>();
  /** The look due for each message waiting: a later one (its edit) replaces it, a judgement with its picture read cancels it. */
  private readonly due = new Map<string, SecondLook>();
  private running = false;
  private stopped = false;

  constructor(
    private readonly deps: {
      pool: Pick<OcrPool, "idle">;
      /** Judges the message again, its picture read; never rejects. */
      look: (l: SecondLook) => Promise<void>;
      logger: Logger;
      outcomes?: prom.Counter<"outcome">;
      max?: number;
    },
  ) {}

  /** Photos waiting for a second look. */
  get size(): number {
    return this.waiting.size;
  }

  /** Queues a second look at `l.message` (or gives up on it: too many looks taken, or no room). */
  add(l: SecondLook): void {
    if (this.stopped) return;
    if (l.attempts > SECOND_LOOK_ATTEMPTS) {
      this.count("gave_up");
      return;
    }
    if (this.waiting.size >= (this.deps.max ?? SECOND_LOOKS_MAX)) {
      const gaveWay = this.waiting.evictFor(l.chat.id);
      // The look refused, or the one that gave way to it, is dropped.
      this.count("dropped");
      if (gaveWay === undefined) return;
      this.forgetLook(gaveWay);
    }
    this.due.set(keyOf(l.chat.id, l.message.message_id), l);
    this.waiting.push(l.chat.id, l);
    this.count("queued");
    void this.run();
  }

  /** The message was judged again with its picture read, or deleted: no second look is due for it. */
  cancel(chatId: number, messageId: number): void {
    this.due.delete(keyOf(chatId, messageId));
  }

  count(outcome: SecondLookOutcome): void {
    this.deps.outcomes?.inc({ outcome });
  }

  /** No more second looks (shutdown): those waiting are forgotten, the one under way ends as it ends. */
  stop(): void {
    this.stopped = true;
    this.waiting.clear();
    this.due.clear();
  }

  /** Whether `l` is still the look due for its message (and no longer due once taken). */
  private forgetLook(l: SecondLook): boolean {
    const key = keyOf(l.chat.id, l.message.message_id);
    if (this.due.get(key) !== l) return false;
    this.due.delete(key);
    return true;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (!this.stopped && this.waiting.size > 0) {
        await this.deps.pool.idle();
        const next = this.waiting.shift();
        if (!next || this.stopped) break;
        // Replaced by a later look at the message, or cancelled: nothing to do.
        if (!this.forgetLook(next.item)) {
          this.waiting.done(next.key);
          this.count("superseded");
          continue;
        }
        try {
          await inChatScope(next.key, () => this.deps.look(next.item));
        } catch (err) {
          this.deps.logger.error({ err, group_id: next.item.chat.id }, "second look at a photo failed");
        } finally {
          this.waiting.done(next.key);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
