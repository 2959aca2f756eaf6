import type { Logger } from "@warden/telemetry";
import type { JournalStore } from "./store.js";

export interface RetentionSchedule {
  /** Resolves when the first run (at start-up) has finished, successfully or not. */
  firstRun: Promise<void>;
  stop(): void;
}

/** The first retry after a failed run; each further failure doubles it, up to the interval. */
export const RETENTION_RETRY_FIRST_MS = 5_000;

/**
 * Runs retention at start-up and then every intervalMs: drops monthly partitions wholly outside
 * the window and pre-creates the next month's. A failed run is logged and retried after retryMs,
 * then twice as long after each further failure (at most intervalMs), not only at the next tick: a
 * start while PostgreSQL is away would otherwise leave the month's partitions to the next day.
 */
export function startRetentionSchedule(opts: { store: JournalStore; logger: Logger; intervalMs: number; retryMs?: number }): RetentionSchedule {
  const firstRetry = Math.min(opts.retryMs ?? RETENTION_RETRY_FIRST_MS, opts.intervalMs);
  let stopped = false;
  let running: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = firstRetry;
  const retryLater = () => {
    if (stopped || retry) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, opts.intervalMs);
    retry = setTimeout(() => {
      retry = undefined;
      void run();
    }, wait);
    retry.unref();
    return wait;
  };
  const run = async () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        const out = await opts.store.applyRetention();
        const fields = {
          dropped: out.dropped,
          deferred: out.deferred,
          retained_since: out.retainedSince.toISOString(),
          stats_rows_deleted: out.statsRowsDeleted,
          months: opts.store.retentionMonths,
        };
        if (out.deferred.length > 0) opts.logger.warn(fields, "journal retention applied; partitions whose lock did not come are dropped at the next run");
        else opts.logger.info(fields, "journal retention applied");
        retryMs = firstRetry;
      } catch (err) {
        opts.logger.error({ err, retry_in_ms: retryLater() }, "journal retention failed");
      } finally {
        running = undefined;
      }
    })();
    await running;
  };
  const timer = setInterval(() => void run(), opts.intervalMs);
  timer.unref();
  return {
    firstRun: run(),
    stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
    },
  };
}
