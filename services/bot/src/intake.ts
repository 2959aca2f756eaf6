import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";
import { BoundedCache } from "@warden/server";
import type { Logger } from "@warden/telemetry";
import { INTAKE_DEFAULTS } from "./config.js";
import { type FairKey, inChatScope, SHARED_KEY } from "./moderation/chat-scope.js";
import { TelegramApiError, type BotApi } from "./telegram/client.js";
import { ALLOWED_UPDATES, type Update } from "./telegram/types.js";

/** Update kinds that carry the chat they happened in as `chat` (Bot API 9). */
const CHAT_KINDS = [
  "message",
  "edited_message",
  "channel_post",
  "edited_channel_post",
  "business_message",
  "edited_business_message",
  "deleted_business_messages",
  "my_chat_member",
  "chat_member",
  "chat_join_request",
  "message_reaction",
  "message_reaction_count",
  "chat_boost",
  "removed_chat_boost",
] as const;

const chatIdOf = (x: unknown): number | undefined => {
  const id = (x as { chat?: { id?: unknown } } | undefined)?.chat?.id;
  return Number.isSafeInteger(id) ? (id as number) : undefined;
};

/**
 * The chat an update belongs to, whatever its kind (a pressed button: the chat of the message it is
 * under); SHARED_KEY for one without a chat (an inline message's button, a kind without a chat).
 */
export function chatKeyOf(update: Update): FairKey {
  const u = update as unknown as Record<string, unknown>;
  for (const kind of CHAT_KINDS) {
    if (u[kind] === undefined) continue;
    return chatIdOf(u[kind]) ?? SHARED_KEY;
  }
  return chatIdOf(update.callback_query?.message) ?? SHARED_KEY;
}

/**
 * Where the pipeline keeps a durable copy of each update it holds (UpdateJournal, update-journal.ts):
 * `record` before the update's admission resolves, so before Telegram is told it was received (the
 * next getUpdates offset, the webhook's 200), and `forget` once its processing has ended, however it
 * ended. Neither may reject or hold moderation up for long: a journal that fails counts and logs it,
 * and the update is handled without its copy.
 */
export interface HeldUpdates {
  /** True once the journal holds them (false: they go on without a copy). */
  record(updates: Update[]): Promise<boolean>;
  /**
   * An update recorded earlier, read back: "missing" when the journal no longer has it (another
   * process took it over, or it cannot be read), "failed" when the journal could not be asked.
   */
  load(updateId: number): Promise<Update | "missing" | "failed">;
  forget(update: Pick<Update, "update_id">): void;
}

export interface PipelineLimits {
  /** Updates held at most, running or waiting in their chat's queue; admission waits beyond it. */
  maxHeld?: number;
  /** Updates of one chat running at once; its further updates wait in the chat's queue, in order. */
  perChatInFlight?: number;
  /**
   * Updates of one chat kept in memory at most, running or waiting (default INTAKE_DEFAULTS.perChatHeld).
   * With a journal, a chat's further updates wait in the journal only (Redis), as their id, so that
   * one flooded chat cannot fill `maxHeld` and stop the intake for every chat.
   */
  perChatHeld?: number;
  /** Updates kept in the journal only, across all chats, at most (default INTAKE_DEFAULTS.maxJournalOnly); beyond it they are held in memory. */
  maxJournalOnly?: number;
  /** Update ids remembered, so a redelivered update is taken once (default: as many as can be held, at least 10,000). */
  rememberIds?: number;
  /** Records each held update until it is done, so that a crash does not lose it (UpdateJournal). */
  journal?: HeldUpdates;
}

/** A chat's updates: those running, and those waiting their turn in arrival order. */
interface ChatLane {
  running: number;
  /** Updates of the chat held in memory (running or waiting), counted in the pipeline's `held`. */
  inMemory: number;
  /** Waiting updates: in memory, or (a number) the id of one kept in the journal only. */
  waiting: (Update | number | undefined)[];
  /** Index of the first waiting update in `waiting` (taken from the front without shifting the array). */
  head: number;
}

/**
 * Updates admitted for processing, kept per chat: at most `perChatInFlight` of a chat's updates run
 * at once and its further updates wait in the chat's queue, each started in arrival order when one
 * of the chat's running updates ends (the probation counts and behaviour windows see a chat's
 * messages in order). A chat whose updates wait (a raid, Telegram's flood control pausing its
 * actions, a slow upstream) holds up no other chat: admission waits only when `maxHeld` updates
 * are held across all chats, running or waiting, which bounds the memory held. Each update runs in
 * its chat's scope (inChatScope), so the fair queues it meets downstream know its chat. An update
 * id seen recently is admitted once (Telegram redelivers a webhook update not answered in time).
 *
 * One chat could still fill `maxHeld` on its own (a raid while Telegram pauses its deletes), and
 * then every chat would wait. So with a journal, a chat that holds `perChatHeld` updates in memory
 * keeps its further updates in the journal only: the update is recorded (its copy confirmed by
 * Redis), only its id waits in the chat's queue, and it is read back when its turn comes. Up to
 * `maxJournalOnly` updates across all chats are kept so; an update whose copy Redis does not
 * confirm is held in memory as before. A read back Redis does not answer is asked again (the
 * chat waits); one that finds nothing (another process took the journal over after this one's
 * lease lapsed, and handles it) is logged and counted in `lost`: it is not handled here. At
 * shutdown (stopReadingBack) they are left in the journal for the next process.
 *
 * With a `journal`, every update held is also recorded there (in Redis) from its admission to the
 * end of its processing: an update is recorded once it has its place (so the journal holds no more
 * than the pipeline) and before its admission resolves, so Telegram is told it was received only
 * once a copy exists that another process replays if this one dies (update-journal.ts).
 */
export class UpdatePipeline {
  private readonly maxHeld: number;
  private readonly perChatInFlight: number;
  private readonly perChatHeld: number;
  private readonly maxJournalOnly: number;
  private held = 0;
  /** Updates whose id waits in a chat's queue, kept in the journal only (not counted in `held`). */
  private journalOnly = 0;
  /** Updates started from the journal and not ended yet (not counted in `held`). */
  private readBack = 0;
  /** Updates kept in the journal only that could not be read back when their turn came. */
  lost = 0;
  private running = 0;
  private readonly lanes = new Map<FairKey, ChatLane>();
  /** Admissions waiting for room, first come first served: an update that ends hands its place over. */
  private readonly room: (() => void)[] = [];
  private readonly idle: (() => void)[] = [];
  /** Recently admitted update ids (the oldest admitted forgotten first: `has` does not refresh). */
  private readonly seen: BoundedCache<number, true>;
  private readonly journal?: HeldUpdates;
  /**
   * Updates recorded in the journal by recordAhead and not admitted yet, with whether Redis confirmed
   * the copy: their admit() does not record them again, and keeps one in the journal only only if confirmed.
   */
  private readonly recordedAhead = new Map<number, boolean>();
  /** Aborted at shutdown: updates kept in the journal only are left there (for the next process), not read back; waits to read one again end. */
  private readonly stopped = new AbortController();

  constructor(
    private readonly process: (u: Update) => Promise<void>,
    limits: PipelineLimits = {},
  ) {
    this.maxHeld = limits.maxHeld ?? INTAKE_DEFAULTS.maxHeld;
    this.perChatInFlight = limits.perChatInFlight ?? INTAKE_DEFAULTS.perChatInFlight;
    // A chat's running updates are in memory: it keeps at least those before any goes to the journal only.
    this.perChatHeld = Math.max(limits.perChatHeld ?? INTAKE_DEFAULTS.perChatHeld, this.perChatInFlight);
    this.maxJournalOnly = limits.maxJournalOnly ?? INTAKE_DEFAULTS.maxJournalOnly;
    if (!(this.maxHeld >= 1 && this.perChatInFlight >= 1 && this.perChatHeld >= 1 && this.maxJournalOnly >= 0))
      throw new RangeError("maxHeld, perChatInFlight and perChatHeld must be at least 1, maxJournalOnly at least 0");
    // As many ids as can be held, so a redelivery of one still held is recognised.
    this.seen = new BoundedCache({ maxEntries: limits.rememberIds ?? Math.max(10_000, this.maxHeld + (limits.journal ? this.maxJournalOnly : 0)) });
    this.journal = limits.journal;
  }

  /** Updates held: running, or waiting in their chat's queue (in memory or in the journal only). */
  get size(): number {
    return this.held + this.journalOnly + this.readBack;
  }

  /** Updates that can be admitted now without waiting for room. */
  get free(): number {
    return Math.max(0, this.maxHeld - this.held);
  }

  /** Updates held by state, and the most waiting in one chat's queue. */
  backlog(): { held: number; running: number; waiting: number; journalOnly: number; longestChatBacklog: number } {
    let waiting = 0;
    let longest = 0;
    for (const lane of this.lanes.values()) {
      waiting += lane.waiting.length - lane.head;
      longest = Math.max(longest, lane.waiting.length - lane.head);
    }
    return { held: this.size, running: this.running, waiting, journalOnly: this.journalOnly, longestChatBacklog: longest };
  }

  /**
   * Records in the journal, in one write, those of a batch's updates that admit() will take in
   * without waiting (as many as there is room for now, not seen before), so that admitting them one
   * by one does not cost a write each (a getUpdates batch). Resolves once they are recorded.
   */
  async recordAhead(updates: Update[]): Promise<void> {
    if (!this.journal) return;
    const ahead: Update[] = [];
    const ids = new Set<number>();
    for (const u of updates) {
      if (ahead.length >= this.free) break;
      if (this.seen.has(u.update_id) || this.recordedAhead.has(u.update_id) || ids.has(u.update_id)) continue;
      ids.add(u.update_id);
      ahead.push(u);
    }
    if (ahead.length === 0) return;
    const confirmed = await this.journal.record(ahead);
    for (const id of ids) this.recordedAhead.set(id, confirmed);
  }

  /**
   * Resolves once the update has been taken in (not when it is done), and recorded in the journal
   * when there is one; false for a duplicate. `recorded`: the journal holds it already (an update
   * replayed from a stopped process's journal), so it is not written again but forgotten when done.
   */
  async admit(update: Update, opts: { recorded?: boolean } = {}): Promise<boolean> {
    const ahead = this.recordedAhead.get(update.update_id);
    this.recordedAhead.delete(update.update_id);
    // Recorded: a write was made for it (it is forgotten when done, not written again); confirmed: Redis has its copy.
    const recorded = opts.recorded === true || ahead !== undefined;
    const confirmed = opts.recorded === true || ahead === true;
    if (this.seen.has(update.update_id)) {
      // Taken in already: its copy goes (the journal keeps it while the other is held).
      if (recorded) this.journal?.forget(update);
      return false;
    }
    this.seen.set(update.update_id, true);
    const key = chatKeyOf(update);
    // A chat holding perChatHeld in memory: this one waits in the journal only, once Redis has its copy.
    let tried = false;
    if (this.journal && !this.stopped.signal.aborted && (this.lanes.get(key)?.inMemory ?? 0) >= this.perChatHeld && this.journalOnly < this.maxJournalOnly) {
      this.journalOnly++;
      const kept = confirmed || (!recorded && (await this.journal.record([update])));
      const lane = this.laneOf(key);
      if (kept) {
        if (lane.running < this.perChatInFlight && lane.head === lane.waiting.length) {
          // The chat drained meanwhile: it runs at once (its copy stays until it is done).
          this.journalOnly--;
          this.readBack++;
          this.start(key, lane, update, false);
        } else lane.waiting.push(update.update_id);
        return true;
      }
      // No copy: held in memory after all.
      this.journalOnly--;
      tried = true;
    }
    if (this.held < this.maxHeld) this.held++;
    // The place of an update that ended is handed to the first admission waiting (held unchanged).
    else await new Promise<void>((r) => this.room.push(r));
    if (!recorded && !tried && this.journal) await this.journal.record([update]);
    const lane = this.laneOf(key);
    lane.inMemory++;
    if (lane.running < this.perChatInFlight && lane.head === lane.waiting.length) this.start(key, lane, update, true);
    else {
      lane.waiting.push(update);
      // Shutting down, a chat may wait on nothing but ids left in the journal: it goes on past them.
      if (lane.running < this.perChatInFlight) this.startNext(key, lane);
    }
    return true;
  }

  private laneOf(key: FairKey): ChatLane {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: 0, inMemory: 0, waiting: [], head: 0 };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  /** `inMemory`: the update was held in memory (counted in `held`), not read back from the journal. */
  private start(key: FairKey, lane: ChatLane, update: Update, inMemory: boolean): void {
    lane.running++;
    this.running++;
    // Ended however it ended: its journal entry goes. `process` logs its own failures (Moderator.handle
    // catches everything); one that rejects anyway must not take the process, and all it holds, down.
    void inChatScope(key, () => this.process(update))
      .catch(() => undefined)
      .finally(() => {
        this.journal?.forget(update);
        this.ended(key, lane, inMemory);
      });
  }

  /** Starts an update kept in the journal only: read back, then run (its place in the chat's turn is taken at once). */
  private startFromJournal(key: FairKey, lane: ChatLane, updateId: number): void {
    this.journalOnly--;
    this.readBack++;
    lane.running++;
    this.running++;
    void this.readBackAndRun(key, lane, updateId);
  }

  private async readBackAndRun(key: FairKey, lane: ChatLane, updateId: number): Promise<void> {
    let update: Update | "missing" | "failed" = "failed";
    for (let attempt = 0; !this.stopped.signal.aborted; attempt++) {
      update = await this.journal!.load(updateId).catch(() => "failed" as const);
      if (update !== "failed") break;
      // Redis not answering: the update is still there; the chat waits for it and asks again (woken at shutdown).
      await sleep(Math.min(5_000, 100 * 2 ** Math.min(attempt, 6)), undefined, { signal: this.stopped.signal }).catch(() => undefined);
    }
    if (update === "missing") {
      this.lost++;
      try {
        this.onLost(updateId);
      } catch {
        // a log line that failed: the chat goes on
      }
      this.journal!.forget({ update_id: updateId });
      // Its place in the chat's turn ends here.
      this.ended(key, lane, false);
      return;
    }
    // The place taken above is the update's own: start() takes it again, or it is given up.
    lane.running--;
    this.running--;
    if (update !== "failed") return this.start(key, lane, update, false);
    // Shutting down: left in the journal, where the next process finds it; the chat's updates in memory still run.
    this.readBack--;
    this.journalOnly++;
    this.startNext(key, lane);
    this.settle();
  }

  /**
   * At shutdown, before drain(): updates kept in the journal only stay there (the next process, or
   * another replica once this one's lease has expired, handles them, in order) and are no longer
   * read back; drain() then waits only for the updates held in memory or already read back.
   */
  stopReadingBack(): void {
    this.stopped.abort();
    this.settle();
  }

  /** Updates drain() waits for. */
  private get unfinished(): number {
    return this.held + this.readBack + (this.stopped.signal.aborted ? 0 : this.journalOnly);
  }

  private settle(): void {
    if (this.unfinished === 0) for (const r of this.idle.splice(0)) r();
  }

  /** An update kept in the journal only that could not be read back (set by the process: a log line, a metric). */
  onLost: (updateId: number) => void = () => undefined;

  private ended(key: FairKey, lane: ChatLane, inMemory: boolean): void {
    lane.running--;
    this.running--;
    if (inMemory) lane.inMemory--;
    else this.readBack--;
    this.startNext(key, lane);
    if (inMemory) {
      const admission = this.room.shift();
      if (admission) admission();
      else this.held--;
    }
    this.settle();
  }

  /**
   * Starts the chat's next waiting update, if any. Shutting down, the ids of updates kept in the
   * journal only are passed over (left there for the next process) and the chat's updates held in
   * memory behind them still run: at shutdown those may run before older ones of their chat.
   */
  private startNext(key: FairKey, lane: ChatLane): void {
    while (lane.head < lane.waiting.length) {
      const next = lane.waiting[lane.head]!;
      lane.waiting[lane.head++] = undefined;
      if (lane.head === lane.waiting.length) {
        lane.waiting = [];
        lane.head = 0;
      } else if (lane.head >= 1_024 && lane.head * 2 >= lane.waiting.length) {
        lane.waiting = lane.waiting.slice(lane.head);
        lane.head = 0;
      }
      if (typeof next !== "number") {
        this.start(key, lane, next, true);
        return;
      }
      if (!this.stopped.signal.aborted) {
        this.startFromJournal(key, lane, next);
        return;
      }
    }
    if (lane.running === 0) this.lanes.delete(key);
  }

  /** Waits until every admitted update is done (or timeoutMs has passed). */
  async drain(timeoutMs: number): Promise<boolean> {
    if (this.unfinished === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const ok = await Promise.race([
      new Promise<boolean>((r) => this.idle.push(() => r(true))),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    return ok;
  }
}

/**
 * Long polling: getUpdates with a timeout, in a loop. Asking for offset N confirms every update
 * below N to Telegram, so an update is confirmed once it has been admitted, and so recorded in the
 * pipeline's journal (a batch's updates in one write, recordAhead); on stop, a final call confirms
 * the last batch.
 */
export class LongPoller {
  private offset = 0;
  private stopped = false;
  private readonly abort = new AbortController();
  private loop?: Promise<void>;
  lastPollOk = false;

  constructor(
    private readonly api: Pick<BotApi, "call">,
    private readonly pipeline: UpdatePipeline,
    private readonly logger: Logger,
    private readonly opts: { timeoutS?: number; limit?: number } = {},
  ) {}

  start(): void {
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    const timeout = this.opts.timeoutS ?? 25;
    let failures = 0;
    while (!this.stopped) {
      let updates: Update[];
      try {
        updates = await this.api.call(
          "getUpdates",
          { offset: this.offset, timeout, limit: this.opts.limit ?? 100, allowed_updates: ALLOWED_UPDATES },
          { timeoutMs: (timeout + 10) * 1_000, signal: this.abort.signal },
        );
        failures = 0;
        this.lastPollOk = true;
      } catch (err) {
        if (this.stopped) break;
        this.lastPollOk = false;
        failures++;
        const wait =
          err instanceof TelegramApiError && err.code === 429 ? (err.retryAfter ?? 1) * 1_000 : Math.min(30_000, 500 * 2 ** Math.min(failures - 1, 6));
        this.logger.warn({ err: (err as Error).message, wait_ms: wait }, "getUpdates failed");
        await new Promise((r) => setTimeout(r, wait));
        continue;
      }
      await this.pipeline.recordAhead(updates);
      for (const u of updates) {
        await this.pipeline.admit(u);
        this.offset = Math.max(this.offset, u.update_id + 1);
      }
    }
  }

  /** Stops polling; confirms what was admitted so a restart does not receive it again. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    await this.loop;
    if (this.offset > 0) {
      await this.api.call("getUpdates", { offset: this.offset, timeout: 0, limit: 1 }, { timeoutMs: 5_000 }).catch(() => undefined);
    }
  }
}

/** The secret Telegram echoes in X-Telegram-Bot-Api-Secret-Token: configured, or derived from the token. */
export function webhookSecret(token: string, configured?: string): string {
  return configured ?? createHmac("sha256", token).update("warden webhook secret").digest("base64url");
}

/** Constant-time comparison of the presented secret with the expected one (lengths hidden by hashing). */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  const a = createHash("sha256")
    .update(presented ?? "")
    .digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b) && presented !== undefined;
}

export const WEBHOOK_PATH = "/telegram/webhook";
const MAX_UPDATE_BYTES = 1 << 20;

type Req = IncomingMessage | Http2ServerRequest;
type Res = ServerResponse | Http2ServerResponse;

function reply(res: Res, status: number, body: object): void {
  (res as ServerResponse).writeHead(status, { "content-type": "application/json" });
  (res as ServerResponse).end(JSON.stringify(body));
}

/**
 * POST /telegram/webhook: Telegram pushes one update per request. A request without the right
 * X-Telegram-Bot-Api-Secret-Token is refused with 401; an accepted update is answered 200 once
 * admitted, and so recorded in the pipeline's journal (processing continues, as with long polling).
 */
export function webhookHandler(pipeline: UpdatePipeline, secret: string, logger: Logger) {
  return async (req: Req, res: Res): Promise<void> => {
    if (req.method !== "POST") return reply(res, 405, { ok: false, description: "method not allowed" });
    const presented = req.headers["x-telegram-bot-api-secret-token"];
    if (!secretMatches(typeof presented === "string" ? presented : undefined, secret)) {
      logger.warn("webhook request with a wrong secret token refused");
      return reply(res, 401, { ok: false, description: "unauthorized" });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_UPDATE_BYTES) return reply(res, 413, { ok: false, description: "update too large" });
      chunks.push(chunk);
    }
    let update: Update;
    try {
      update = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Update;
    } catch {
      return reply(res, 400, { ok: false, description: "body is not JSON" });
    }
    if (typeof update !== "object" || update === null || !Number.isInteger(update.update_id)) {
      return reply(res, 400, { ok: false, description: "not an update" });
    }
    await pipeline.admit(update);
    reply(res, 200, { ok: true });
  };
}

/** Webhook mode: tells Telegram where to push updates, with the secret it must present. */
export async function registerWebhook(api: Pick<BotApi, "call">, url: string, secret: string): Promise<void> {
  await api.call("setWebhook", { url, secret_token: secret, allowed_updates: ALLOWED_UPDATES, max_connections: 40 });
}
