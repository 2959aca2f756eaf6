/**
 * A circuit breaker for a third party: after `failureThreshold` consecutive failures it opens
 * for `cooldownMs` (calls fail fast), then lets one trial call through (half-open).
 *
 * A call may name its `source` (a tenant): a source's failures then count once in a streak, so the
 * breaker opens only when that many different sources failed in a row, never on one source's calls
 * alone (whatever that source sends, it cannot switch the third party off for everyone). A call that
 * fails because a breaker inside it is open is no failure of the third party and is not counted.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  /** The sources that failed in the current streak (each counted once). */
  private readonly failedSources = new Set<string>();

  constructor(
    readonly name: string,
    private readonly opts: { failureThreshold: number; cooldownMs: number; now?: () => number },
  ) {}

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  get state(): "closed" | "open" | "half_open" {
    if (this.failures < this.opts.failureThreshold) return "closed";
    return this.now() - this.openedAt >= this.opts.cooldownMs ? "half_open" : "open";
  }

  /** Nothing remembered: no failure in the current streak and no trial in flight, so a new breaker would act the same. */
  get idle(): boolean {
    return this.failures === 0 && !this.trialInFlight;
  }

  /** Runs fn unless the breaker is open; throws BreakerOpenError then. */
  async run<T>(fn: () => Promise<T>, source?: string): Promise<T> {
    const state = this.state;
    if (state === "open" || (state === "half_open" && this.trialInFlight)) throw new BreakerOpenError(this.name);
    if (state === "half_open") this.trialInFlight = true;
    try {
      const result = await fn();
      this.failures = 0;
      this.failedSources.clear();
      return result;
    } catch (err) {
      if (err instanceof BreakerOpenError) throw err;
      if (source === undefined) this.failures++;
      else if (!this.failedSources.has(source)) {
        this.failedSources.add(source);
        this.failures++;
      }
      if (this.failures >= this.opts.failureThreshold) this.openedAt = this.now();
      throw err;
    } finally {
      if (state === "half_open") this.trialInFlight = false;
    }
  }
}

export class BreakerOpenError extends Error {
  constructor(readonly breaker: string) {
    super(`${breaker} circuit is open`);
    this.name = "BreakerOpenError";
  }
}
