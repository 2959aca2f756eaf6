import { setTimeout as sleep } from "node:timers/promises";
import { Code, ConnectError } from "@connectrpc/connect";

/**
 * The Connect codes of a call to another Warden service (the engine, groups-config) that may well
 * succeed when made again shortly: the service restarting or overloaded, a deadline, a dropped stream.
 */
const TRANSIENT: ReadonlySet<Code> = new Set([Code.Unavailable, Code.DeadlineExceeded, Code.Aborted, Code.ResourceExhausted, Code.Unknown, Code.Internal]);

/** Attempts of a call to another Warden service while it fails for a transient reason (waits of 0.1, 0.2, 0.4, 0.8 s between). */
export const UPSTREAM_ATTEMPTS = 5;

/**
 * Runs `call`, and again after a backoff (100 ms, doubling) while it fails with a transient
 * ConnectError, `attempts` times in all; throws the first error that is not one, or the last. The
 * waits add up to 1.5 s with the default 5 attempts; each attempt is also bounded by its client's
 * deadline (a call that times out is tried again), so a service that hangs rather than refuses
 * holds the update for up to `attempts` deadlines. The bot's calls are idempotent (reads; writes keyed by what they record), so a call
 * whose answer was lost may be made again. Used where giving up loses work: a message left
 * unmoderated because its group's settings could not be read, a report or a registration not stored.
 */
export async function withRetries<T>(call: () => Promise<T>, attempts = UPSTREAM_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      // Only a call's own failure is tried again; anything else (a bug here) goes up as it is.
      if (!(err instanceof ConnectError) || !TRANSIENT.has(err.code) || attempt >= attempts) throw err;
    }
    await sleep(100 * 2 ** (attempt - 1));
  }
}
