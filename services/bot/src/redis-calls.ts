import { LOG_REPEAT_EVERY_MS } from "@warden/telemetry";
/**
 * The bot's Redis calls that must not hold moderation up (behaviour windows, the update journal):
 * a deadline of their own on top of the client's, and a MULTI's results with each command's error
 * rethrown.
 */

/** A Redis call that did not answer within its deadline. */
export class RedisDeadlineError extends Error {
  override readonly name = "RedisDeadlineError";
}

/**
 * `p`, or a RedisDeadlineError after `ms` (`what` names the caller in its message); a rejection of
 * `p` after the deadline is absorbed.
 */
export async function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new RedisDeadlineError(`${what}: no Redis answer within ${ms} ms`)), ms))),
    ]);
  } catch (err) {
    p.catch(() => undefined);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** The results of a MULTI, each command's error rethrown (`what` names the caller when it was aborted). */
export function multiResults(res: [Error | null, unknown][] | null, what: string): unknown[] {
  if (!res) throw new Error(`${what}: transaction aborted`);
  return res.map(([err, v]) => {
    if (err) throw err;
    return v;
  });
}

/**
 * How often a Redis failure that moderation goes on without is logged at most (a LogThrottle of this interval; the
 * failures are counted in metrics): an outage must not flood the log.
 */
export const REDIS_WARN_EVERY_MS = LOG_REPEAT_EVERY_MS;
