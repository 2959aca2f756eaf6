import { counter, gauge, type prom, type Logger, type Registry } from "@warden/telemetry";
import { type BotApi, isRetryable, TelegramApiError, TelegramNetworkError } from "./client.js";
import type { MethodName, Methods } from "./types.js";

/**
 * What became of one queued call: done, or not: refused by Telegram for good, or given up on once its budget
 * (CALL_FAILURES_MAX, FLOOD_WAIT_MAX_MS, UNANSWERED_POSTS_MAX) was spent, with the last error.
 */
export type ActionOutcome<M extends MethodName> = { ok: true; result: Methods[M]["result"] } | { ok: false; error: Error };

/**
 * Generic cell rate: at most `count` per `intervalMs`, allowing a burst of `count`. reserve()
 * books the next slot and returns how long to wait for it.
 */
export class Pace {
  private tat = 0;
  private readonly emission: number;
  private readonly tolerance: number;

  constructor(count: number, intervalMs: number) {
    this.emission = intervalMs / count;
    this.tolerance = intervalMs - this.emission;
  }

  /** How long the next slot is from `now`, in whole milliseconds (the epsilon absorbs floating-point drift of the emission sums). */
  private waitAt(now: number): number {
    return Math.max(0, Math.ceil(Math.max(this.tat, now) - this.tolerance - now - 1e-6));
  }

  /** Takes the next slot only if it is free now (no wait): whether it was taken. */
  tryReserve(now = Date.now()): boolean {
    if (this.waitAt(now) > 0) return false;
    this.reserve(now);
    return true;
  }

  reserve(now = Date.now()): number {
    const wait = this.waitAt(now);
    this.tat = Math.max(this.tat, now) + this.emission;
    return wait;
  }
}

/**
 * A call's parameters, or a function that makes them when the call is sent, each attempt anew: for parameters that are
 * times from now (a mute's until_date), which a call held back by flood control or a backoff would send stale.
 */
export type CallParams<M extends MethodName> = Methods[M]["params"] | (() => Methods[M]["params"]);

/**
 * Attempts of one call that end in a server error (5xx) or get no answer, after which the call is given up on: with the
 * default backoff (0.5 s doubling up to 30 s) about a minute of trying. A chat's calls run one at a time, so a call
 * that kept failing would hold up every later call of its chat (and the updates that await them) for good.
 */
export const CALL_FAILURES_MAX = 8;
/** The most one call waits out for flood control (429 retry_after, in total) before it is given up on. */
export const FLOOD_WAIT_MAX_MS = 5 * 60_000;
/**
 * Times a call that posts a message (POSTS) is sent again after an attempt that got no answer (a timeout, a dropped
 * connection): Telegram may have posted it, and each re-send may post it once more. Once: a notice twice at worst,
 * rather than lost to one dropped connection.
 */
export const UNANSWERED_POSTS_MAX = 1;
/** Methods that are not idempotent: each attempt Telegram takes posts a message. */
const POSTS: ReadonlySet<MethodName> = new Set(["sendMessage", "sendPhoto"]);

/** What a call has spent of its budget; shared by a deleteMessages batch with the delete at its head. */
interface Spent {
  /** Attempts that ended in a server error or without an answer. */
  failures: number;
  /** Flood-control waits, in total. */
  floodWaitMs: number;
  /** Attempts that got no answer. */
  unanswered: number;
}

interface QueuedCall {
  method: MethodName;
  params: object | (() => object);
  attempts: number;
  spent: Spent;
  resolve: (o: ActionOutcome<MethodName>) => void;
  /**
   * A delete sent on its own, never within a deleteMessages: one a batch refused (so that Telegram
   * says which message it refuses), or one whose caller asked for Telegram's exact answer.
   */
  alone?: boolean;
  /** An attempt got no answer: Telegram may have done the call all the same. */
  unanswered?: boolean;
}

/** Messages one deleteMessages call deletes at most (Telegram's limit). */
export const DELETE_BATCH_MAX = 100;
/** Telegram deletes a message only if it "was sent less than 48 hours ago" (deleteMessage). */
export const DELETE_WINDOW_S = 48 * 3600;
/**
 * A delete of a message sent this long ago or more goes alone, never in a deleteMessages: Telegram's answer to a batch is
 * true whatever it skipped ("if some of the specified messages can't be found, they are skipped"), so a message past the
 * 48-hour window in a batch would be reported deleted while still up; alone, Telegram refuses it ("message can't be
 * deleted"). An hour short of the window: a delete may wait out flood control and backoffs before it is sent.
 */
export const DELETE_ALONE_AFTER_S = DELETE_WINDOW_S - 3600;

/**
 * Calls that post or edit the bot's own messages. Telegram's per-chat limits (20 messages a minute in a group) and most
 * of its flood waits are about these; in each chat they run in a lane of their own, beside the chat's moderation
 * (deletes, bans, restrictions), so that a notice paced or held back by flood control never keeps spam up.
 */
const POSTS_AND_EDITS: ReadonlySet<MethodName> = new Set([...POSTS, "editMessageText", "editMessageReplyMarkup"]);

/** A chat's lane of `method`: its posts and edits, or the rest of its calls. */
const laneKey = (chatId: number, method: MethodName) => (POSTS_AND_EDITS.has(method) ? `${chatId}:posts` : `${chatId}`);

interface ChatLane {
  key: string;
  calls: QueuedCall[];
  running: boolean;
  pausedUntil: number;
  /** The 429 that paused the lane (until pausedUntil), if flood control did: what a call that cannot wait it out ends with. */
  floodError?: Error;
  /** sendMessage pace of this chat: 20 a minute in a group, 1 a second in a private chat. */
  messagePace: Pace;
  /** An idle lane kept for its pause: the timer that takes it out of the map once the pause is over. */
  sweep?: NodeJS.Timeout;
}

export interface ActionQueueOptions {
  api: Pick<BotApi, "call">;
  logger: Logger;
  registry?: Registry;
  /** Calls in flight at once across every chat (default 32). */
  concurrency?: number;
  /** sendMessage across all chats per second (Telegram: about 30). */
  globalMessagesPerSecond?: number;
  /** sendMessage into one group per minute (Telegram: about 20). */
  groupMessagesPerMinute?: number;
  /** First and largest wait between attempts after a network or server error. */
  backoffMs?: { initial: number; max: number };
  sleep?: (ms: number) => Promise<void>;
}

/** Telegram's refusal of a deleteMessage whose message is not there (any more). */
const isMessageGone = (err: unknown) => err instanceof TelegramApiError && err.code === 400 && /message to delete not found/i.test(err.description);

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The bot's outbox of Bot API calls. Calls for one chat run one at a time, in order, in two lanes
 * side by side: its posts and edits (POSTS_AND_EDITS), and the rest (deletes, bans, restrictions);
 * chats run side by side. Telegram's flood control is honoured: a 429 pauses the call's lane for
 * `retry_after` seconds and the same call is tried again; network and server errors are retried with a capped
 * exponential backoff. A call ends done, refused by Telegram for a reason that retrying cannot fix
 * (a 400 "message to delete not found", a 403 "bot was kicked"), or given up on once its budget is
 * spent (CALL_FAILURES_MAX failed attempts, FLOOD_WAIT_MAX_MS of flood waits, a post re-sent after
 * UNANSWERED_POSTS_MAX attempts without an answer): a chat's later calls never wait behind one
 * that cannot succeed. sendMessage is also paced below Telegram's limits (30/s overall, 20/min per group).
 *
 * Deletes waiting in a chat's lane go together: when the lane comes to a deleteMessage and more
 * are queued behind it (a raid, a flood's earlier messages), up to DELETE_BATCH_MAX of them are
 * sent as one deleteMessages, ahead of the other calls queued between them (deletes do not depend
 * on them). A raid's spam goes in one round trip per hundred messages instead of one each. A
 * message already gone is skipped by Telegram, and its delete is reported done (it is gone; alone,
 * Telegram refuses it: a caller that needs to tell the two apart enqueues it `alone`). If
 * Telegram refuses the batch for good (the bot lost its right to delete), each delete is sent on
 * its own, so each is reported as Telegram answers it.
 */
export class ActionQueue {
  private readonly lanes = new Map<string, ChatLane>();
  private readonly concurrency: number;
  private inFlight = 0;
  private readonly waiters: (() => void)[] = [];
  private readonly globalMessagePace: Pace;
  private readonly groupMessagesPerMinute: number;
  private readonly backoff: { initial: number; max: number };
  private readonly sleep: (ms: number) => Promise<void>;
  private pending = 0;
  private readonly idle: (() => void)[] = [];
  private readonly metrics?: { depth: prom.Gauge; retries: prom.Counter<"method" | "reason">; givenUp: prom.Counter<"method" | "reason"> };

  constructor(private readonly opts: ActionQueueOptions) {
    this.concurrency = opts.concurrency ?? 32;
    this.globalMessagePace = new Pace(opts.globalMessagesPerSecond ?? 30, 1_000);
    this.groupMessagesPerMinute = opts.groupMessagesPerMinute ?? 20;
    this.backoff = opts.backoffMs ?? { initial: 500, max: 30_000 };
    this.sleep = opts.sleep ?? realSleep;
    if (opts.registry) {
      this.metrics = {
        depth: gauge(opts.registry, "warden_bot_actions_pending", "Bot API calls queued or in flight"),
        retries: counter(opts.registry, "warden_bot_action_retries_total", "Bot API calls tried again, by method and reason (flood_control, server, network)", [
          "method",
          "reason",
        ]),
        givenUp: counter(
          opts.registry,
          "warden_bot_actions_given_up_total",
          "Bot API calls given up on once their retry budget was spent, by method and the last failure's reason (flood_control, server, network)",
          ["method", "reason"],
        ),
      };
    }
  }

  /** Calls queued or in flight. */
  get size(): number {
    return this.pending;
  }

  /** Lanes held: those with calls queued or in flight, and idle ones whose flood-control pause has not ended yet. */
  get lanesHeld(): number {
    return this.lanes.size;
  }

  /**
   * Queues a call for a chat; resolves once Telegram has taken it, or refused it for good. `alone`:
   * a deleteMessage that is never sent within a deleteMessages, for a caller that needs Telegram's
   * exact answer for that message (a message already gone is refused alone, done in a batch).
   */
  enqueue<M extends MethodName>(chatId: number, method: M, params: CallParams<M>, opts: { alone?: boolean } = {}): Promise<ActionOutcome<M>> {
    const key = laneKey(chatId, method);
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = {
        key,
        calls: [],
        running: false,
        pausedUntil: 0,
        messagePace: chatId < 0 ? new Pace(this.groupMessagesPerMinute, 60_000) : new Pace(1, 1_000),
      };
      this.lanes.set(key, lane);
    }
    this.pending++;
    this.metrics?.depth.set(this.pending);
    const done = new Promise<ActionOutcome<M>>((resolve) => {
      lane.calls.push({
        method,
        params,
        attempts: 0,
        spent: { failures: 0, floodWaitMs: 0, unanswered: 0 },
        resolve: resolve as QueuedCall["resolve"],
        alone: opts.alone,
      });
    });
    void this.run(chatId, lane);
    return done;
  }

  /** Resolves when nothing is queued or in flight (or after timeoutMs). */
  async drain(timeoutMs: number): Promise<boolean> {
    if (this.pending === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      new Promise<boolean>((r) => this.idle.push(() => r(true))),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    return drained;
  }

  private async run(chatId: number, lane: ChatLane): Promise<void> {
    if (lane.running) return;
    lane.running = true;
    try {
      while (lane.calls.length > 0) {
        const batch = this.deleteBatch(chatId, lane);
        if (batch) {
          await this.runBatch(chatId, lane, batch);
          continue;
        }
        const call = lane.calls[0]!;
        const outcome = await this.attempt(chatId, lane, call);
        if (outcome === "again") continue;
        lane.calls.shift();
        this.pending--;
        this.metrics?.depth.set(this.pending);
        call.resolve(outcome);
      }
    } finally {
      lane.running = false;
      if (lane.calls.length === 0) this.forget(lane);
      if (this.pending === 0) for (const r of this.idle.splice(0)) r();
    }
  }

  /**
   * An idle lane leaves the map: at once, or, while flood control pauses it, once the pause is over (until then a call
   * queued for the chat finds the lane and waits the pause out). Without this a chat that never comes back after a
   * flood wait would keep its lane for good: the map would grow with every such chat.
   */
  private forget(lane: ChatLane): void {
    const pause = lane.pausedUntil - Date.now();
    if (pause <= 0) {
      if (this.lanes.get(lane.key) === lane) this.lanes.delete(lane.key);
      return;
    }
    // One timer per lane; when it fires, a lane at work again is forgotten by its run instead, once idle.
    if (lane.sweep) return;
    lane.sweep = setTimeout(() => {
      lane.sweep = undefined;
      if (!lane.running && lane.calls.length === 0) this.forget(lane);
    }, pause + 1);
    lane.sweep.unref();
  }

  /** The lane's waiting deletes, from its head on, when the head is one and others wait: one deleteMessages for them. */
  private deleteBatch(chatId: number, lane: ChatLane): { call: QueuedCall; members: QueuedCall[] } | undefined {
    const head = lane.calls[0]!;
    // A delete whose parameters are made when it is sent goes alone: its message id is not known before.
    const batchable = (c: QueuedCall) => c.method === "deleteMessage" && !c.alone && typeof c.params !== "function";
    if (!batchable(head)) return undefined;
    const members: QueuedCall[] = [];
    const ids = new Set<number>();
    for (const c of lane.calls) {
      if (!batchable(c)) continue;
      const id = (c.params as Methods["deleteMessage"]["params"]).message_id;
      if (!ids.has(id) && ids.size === DELETE_BATCH_MAX) break;
      ids.add(id);
      members.push(c);
    }
    if (members.length < 2) return undefined;
    const params: Methods["deleteMessages"]["params"] = { chat_id: chatId, message_ids: [...ids] };
    return { call: { method: "deleteMessages", params, attempts: head.attempts, spent: head.spent, resolve: () => undefined }, members };
  }

  private async runBatch(chatId: number, lane: ChatLane, batch: { call: QueuedCall; members: QueuedCall[] }): Promise<void> {
    const outcome = await this.attempt(chatId, lane, batch.call);
    // Tried again on the next turn, with whatever deletes wait by then.
    if (outcome === "again") {
      batch.members[0]!.attempts = batch.call.attempts;
      return;
    }
    if (!outcome.ok && isRetryable(outcome.error)) {
      // Given up on (its budget spent): each delete alone would only spend a budget of its own against the same wall.
      this.settle(lane, batch.members, outcome);
      return;
    }
    if (!outcome.ok) {
      this.opts.logger.warn({ chat_id: chatId, messages: batch.members.length, err: outcome.error.message }, "deleteMessages refused; deleting one by one");
      for (const m of batch.members) m.alone = true;
      return;
    }
    this.settle(lane, batch.members, { ok: true, result: true });
  }

  /** Takes `members` out of the lane, each with `outcome`. */
  private settle(lane: ChatLane, members: QueuedCall[], outcome: ActionOutcome<MethodName>): void {
    const done = new Set(members);
    lane.calls = lane.calls.filter((c) => !done.has(c));
    this.pending -= done.size;
    this.metrics?.depth.set(this.pending);
    for (const m of members) m.resolve(outcome);
  }

  private async attempt(chatId: number, lane: ChatLane, call: QueuedCall): Promise<ActionOutcome<MethodName> | "again"> {
    const pause = lane.pausedUntil - Date.now();
    if (pause > 0 && lane.floodError) {
      // Flood control holds the lane: a call whose budget cannot wait it out is given up on without being sent (one
      // more request during flood control would only be refused, and may lengthen the wait).
      if (call.spent.floodWaitMs + pause > FLOOD_WAIT_MAX_MS) return this.givenUp(chatId, call, "flood_control", lane.floodError);
      call.spent.floodWaitMs += pause;
    }
    if (pause > 0) await this.sleep(pause);
    // messages to a chat are paced (Telegram's per-chat and global sending limits), photos as messages
    if (call.method === "sendMessage" || call.method === "sendPhoto") {
      const wait = Math.max(lane.messagePace.reserve(), this.globalMessagePace.reserve());
      if (wait > 0) await this.sleep(wait);
    }
    await this.acquire();
    call.attempts++;
    try {
      const params = typeof call.params === "function" ? call.params() : call.params;
      const result = await this.opts.api.call(call.method, params as never);
      return { ok: true, result };
    } catch (err) {
      if (!isRetryable(err)) {
        // A delete tried again after an attempt that got no answer (a timeout, a dropped connection): Telegram most
        // likely did that attempt, and now finds nothing to delete. Done, not refused: else the decision says nothing
        // was done, the rest of an album or a flood is left, and the admins are not told.
        if (call.method === "deleteMessage" && call.unanswered && isMessageGone(err)) return { ok: true, result: true };
        return { ok: false, error: err as Error };
      }
      const flood = err instanceof TelegramApiError && err.code === 429;
      const spent = call.spent;
      if (err instanceof TelegramNetworkError) {
        call.unanswered = true;
        spent.unanswered++;
      }
      if (!flood) spent.failures++;
      const waitMs = flood
        ? Math.max(1, (err as TelegramApiError).retryAfter ?? 1) * 1_000
        : Math.min(this.backoff.max, this.backoff.initial * 2 ** Math.min(spent.failures - 1, 16));
      const reason = flood ? "flood_control" : err instanceof TelegramApiError ? "server" : "network";
      const spentOut =
        spent.failures >= CALL_FAILURES_MAX ||
        (flood && spent.floodWaitMs + waitMs > FLOOD_WAIT_MAX_MS) ||
        (POSTS.has(call.method) && spent.unanswered > UNANSWERED_POSTS_MAX);
      // The lane waits out what Telegram asked, whether this call does or not: the calls behind it are not sent into it.
      lane.pausedUntil = Date.now() + waitMs;
      lane.floodError = flood ? (err as Error) : undefined;
      if (spentOut) return this.givenUp(chatId, call, reason, err as Error);
      this.metrics?.retries.inc({ method: call.method, reason });
      this.opts.logger.warn(
        { chat_id: chatId, method: call.method, attempt: call.attempts, wait_ms: waitMs, reason, err: (err as Error).message },
        "Bot API call will be retried",
      );
      return "again";
    } finally {
      this.release();
    }
  }

  /** A call ended once its retry budget is spent: counted and logged, with the last error as its outcome. */
  private givenUp(chatId: number, call: QueuedCall, reason: string, error: Error): ActionOutcome<MethodName> {
    this.metrics?.givenUp.inc({ method: call.method, reason });
    this.opts.logger.warn(
      { chat_id: chatId, method: call.method, attempt: call.attempts, reason, err: error.message },
      "Bot API call given up on: its retry budget is spent",
    );
    return { ok: false, error };
  }

  private async acquire(): Promise<void> {
    if (this.inFlight < this.concurrency) {
      this.inFlight++;
      return;
    }
    await new Promise<void>((r) => this.waiters.push(r));
  }

  private release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.inFlight--;
  }
}
