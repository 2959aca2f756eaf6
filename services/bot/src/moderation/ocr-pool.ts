import { access } from "node:fs/promises";
import { join } from "node:path";
import { createWorker, OEM, type Worker, type WorkerParams } from "tesseract.js";
import { type FairKey, FairQueue } from "@warden/server";
import type { Logger } from "@warden/telemetry";
import { currentChat } from "./chat-scope.js";

export interface OcrPoolOptions {
  /** Tesseract workers (threads), each reading one image at a time (~150 MB each). */
  workers: number;
  /** Directory of `<lang>.traineddata` (uncompressed); never a URL: the pool works offline. */
  langPath: string;
  /** Languages, "+"-separated, each with a traineddata file in langPath. */
  langs: string;
  /**
   * Images waiting for a worker at most (default workers x 8); beyond it an image is not read
   * ("busy"), unless its chat has fewer waiting than the chat with the most: that chat's newest
   * image gives way (answered "busy") so one chat's burst cannot take all the room.
   */
  queueMax?: number;
  /** Tesseract parameters set on each worker (e.g. tessedit_pageseg_mode; default: tesseract's own). */
  parameters?: Partial<WorkerParams>;
  logger: Logger;
}

/** What reading one image gave. */
export type OcrResult =
  | { outcome: "ok"; text: string; confidence: number }
  /** The deadline passed first (waiting for a worker or reading): the worker reading it is replaced. */
  | { outcome: "timeout" }
  /** Too many images waiting already (or the image gave way to a chat with fewer waiting). */
  | { outcome: "busy" }
  | { outcome: "error"; error: string };

interface Job {
  key: FairKey;
  image: Buffer;
  deadlineAt: number;
  done: (r: OcrResult) => void;
}

interface Slot {
  worker?: Promise<Worker>;
  busy: boolean;
}

/**
 * A pool of tesseract.js workers with a deadline per image. tesseract.js runs its wasm core
 * (from the npm package tesseract.js-core) in a worker thread per worker, and reads the
 * traineddata from `langPath` on disk, uncompressed and uncached: nothing is fetched. A read
 * that passes its deadline cannot be interrupted inside tesseract, so its worker is terminated
 * and a fresh one started in its place: a deadline is a hard bound on what an image costs.
 * Waiting images get a free worker round-robin across chats (FairQueue): one chat's photos do not
 * make another chat's photo wait behind all of them.
 */
export class OcrPool {
  private readonly slots: Slot[];
  private readonly waiting = new FairQueue<Job>();
  private readonly queueMax: number;
  /** Waiting for idle(). */
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  constructor(private readonly opts: OcrPoolOptions) {
    if (opts.workers < 1) throw new Error("an OCR pool needs at least one worker");
    this.slots = Array.from({ length: opts.workers }, () => ({ busy: false }));
    this.queueMax = opts.queueMax ?? opts.workers * 8;
  }

  /** Starts every worker now (loading the languages takes ~250 ms each) rather than on the first image. */
  async warm(): Promise<void> {
    await Promise.all(this.slots.map((s) => this.workerOf(s)));
  }

  /**
   * Reads the text in an image (PNG, JPEG, ...) by `deadlineAt` (a Date.now() value), in the turn of
   * `chat` (default: the chat of the update being handled). Never rejects.
   */
  recognize(image: Buffer, deadlineAt: number, chat: FairKey = currentChat()): Promise<OcrResult> {
    if (this.closed) return Promise.resolve({ outcome: "error", error: "the OCR pool is closed" });
    if (this.waiting.size >= this.queueMax) {
      const gaveWay = this.waiting.evictFor(chat);
      if (!gaveWay) return Promise.resolve({ outcome: "busy" });
      gaveWay.done({ outcome: "busy" });
    }
    return new Promise((done) => {
      this.waiting.push(chat, { key: chat, image, deadlineAt, done });
      this.dispatch();
    });
  }

  /** Images waiting for a worker. */
  get queued(): number {
    return this.waiting.size;
  }

  /**
   * Settles when no image waits and a worker is free (at once if so now), or when the pool is
   * closed: work that may wait (a second look at a photo not read) goes only then, so it never
   * takes a worker from a photo being judged now.
   */
  idle(): Promise<void> {
    if (this.closed || this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.waiting.size === 0 && this.slots.some((s) => !s.busy);
  }

  private wakeIdle(): void {
    if (this.idleWaiters.length === 0 || !(this.closed || this.isIdle())) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.clear()) job.done({ outcome: "error", error: "the OCR pool is closed" });
    this.wakeIdle();
    await Promise.all(this.slots.map((s) => this.retire(s)));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const next = this.waiting.shift();
      if (!next) return;
      void this.run(slot, next.item);
    }
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    slot.busy = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const left = job.deadlineAt - Date.now();
      if (left <= 0) return job.done({ outcome: "timeout" });
      const expired = new Promise<"timeout">((r) => {
        timer = setTimeout(() => r("timeout"), left);
      });
      let gaveUp = false;
      const read = (async () => {
        const worker = await this.workerOf(slot);
        // The deadline passed while the worker was starting: it is being ended, never hand it an image.
        if (gaveUp) return { outcome: "timeout" as const };
        const { data } = await worker.recognize(job.image);
        return { outcome: "ok" as const, text: data.text, confidence: data.confidence };
      })();
      const result = await Promise.race([read, expired]);
      if (result === "timeout") {
        // Still reading (or still loading its languages): the only way to stop it is to end the thread.
        gaveUp = true;
        read.catch(() => undefined);
        void this.retire(slot);
        return job.done({ outcome: "timeout" });
      }
      job.done(result);
    } catch (err) {
      // A worker that failed on an image may be left in any state: start a fresh one for the next.
      void this.retire(slot);
      job.done({ outcome: "error", error: err instanceof Error ? err.message : String(err) });
    } finally {
      clearTimeout(timer);
      this.waiting.done(job.key);
      slot.busy = false;
      if (!this.closed) this.dispatch();
      this.wakeIdle();
    }
  }

  private workerOf(slot: Slot): Promise<Worker> {
    if (!slot.worker) {
      const { langPath, langs, logger } = this.opts;
      // tesseract.js never settles createWorker when a language fails to load: look for the files first.
      const files = langs.split("+").map((l) => join(langPath, `${l}.traineddata`));
      const starting = Promise.all(files.map((f) => access(f)))
        .then(() =>
          createWorker(langs.split("+"), OEM.LSTM_ONLY, {
            langPath,
            gzip: false,
            // No traineddata is written next to the process (the default caches it in the working directory).
            cacheMethod: "none",
            // Without it tesseract.js throws a failed job's error from its message handler: an uncaught exception.
            errorHandler: (err: unknown) => logger.debug({ err: String(err) }, "tesseract job failed"),
          }),
        )
        .then(async (w) => {
          if (this.opts.parameters) await w.setParameters(this.opts.parameters);
          return w;
        });
      slot.worker = starting;
      // A worker that could not start (traineddata missing) is tried again on the next image.
      starting.catch((err) => {
        if (slot.worker === starting) slot.worker = undefined;
        logger.error({ err: err instanceof Error ? err.message : String(err), lang_path: langPath, langs }, "OCR worker could not start");
      });
    }
    return slot.worker;
  }

  private async retire(slot: Slot): Promise<void> {
    const worker = slot.worker;
    slot.worker = undefined;
    if (!worker) return;
    try {
      await (await worker).terminate();
    } catch {
      // It never started, or is gone already.
    }
  }
}
