import type { Logger } from "@warden/telemetry";
import type { JournalStore } from "./store.js";

export interface RetentionSchedule {
  /** Resolves when the first run (at start-up) has finished, successfully or not. */
  firstRun: Promise<void>;
  stop(): void;
}

/**
 * Runs retention at start-up and then every intervalMs: drops monthly partitions wholly outside
 * the window and pre-creates the next month's. A failed run is logged and retried at the next tick.
 */
export function startRetentionSchedule(opts: { store: JournalStore; logger: Logger; intervalMs: number }): RetentionSchedule {
  let stopped = false;
  let running: Promise<void> | undefined;
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
      } catch (err) {
        opts.logger.error({ err }, "journal retention failed");
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
    },
  };
}
