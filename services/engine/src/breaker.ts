/**
 * A circuit breaker for a third party: after `failureThreshold` consecutive failures it opens
 * for `cooldownMs` (calls fail fast), then lets one trial call through (half-open).
 *
 * A call may name its `source` (a tenant): a source's failures then count once in a streak, so the
 * breaker opens only when that many different sources failed in a row, never on one source's calls
 * alone (whatever that source sends, it cannot switch the third party off for everyone). A call that
 * fails because a breaker inside it is open, or for a reason that says nothing of the third party
 * (an UncountedError: its caller gave up), is not counted either way. A success of a call that started
 * before the circuit last opened is no news of the third party's health since: it does not close it.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  /** How long the current opening lasts: `cooldownMs`, or longer when the third party said so (openFor). */
  private openFor_ = 0;
  /** How many times the circuit opened: a call that started before the last opening cannot close it. */
  private openings = 0;
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
    return this.now() - this.openedAt >= this.openFor_ ? "half_open" : "open";
  }

  /** Nothing remembered: no failure in the current streak and no trial in flight, so a new breaker would act the same. */
  get idle(): boolean {
    return this.failures === 0 && !this.trialInFlight;
  }

  /** Opens the circuit for `forMs` from now, or until it was to close anyway if that is later (a 429's longer wait stands). */
  private open(forMs: number): void {
    const now = this.now();
    const end = Math.max(this.openedAt + this.openFor_, now + forMs);
    this.openedAt = now;
    this.openFor_ = end - now;
    this.openings++;
  }

  /**
   * Opens the circuit now for `ms` (at least `cooldownMs`): the third party asked to be left alone that long (a 429's
   * Retry-After). The caller bounds `ms`.
   */
  openFor(ms: number): void {
    this.failures = Math.max(this.failures, this.opts.failureThreshold);
    this.open(Math.max(this.opts.cooldownMs, ms));
  }

  /** Runs fn unless the breaker is open; throws BreakerOpenError then. */
  async run<T>(fn: () => Promise<T>, source?: string): Promise<T> {
    const state = this.state;
    if (state === "open" || (state === "half_open" && this.trialInFlight)) throw new BreakerOpenError(this.name);
    if (state === "half_open") this.trialInFlight = true;
    const openingsAtStart = this.openings;
    try {
      const result = await fn();
      if (this.openings === openingsAtStart) {
        this.failures = 0;
        this.failedSources.clear();
      }
      return result;
    } catch (err) {
      if (err instanceof UncountedError) throw err;
      if (source === undefined) this.failures++;
      else if (!this.failedSources.has(source)) {
        this.failedSources.add(source);
        this.failures++;
      }
      if (this.failures >= this.opts.failureThreshold) this.open(this.opts.cooldownMs);
      throw err;
    } finally {
      if (state === "half_open") this.trialInFlight = false;
    }
  }
}

/** A call that ended for a reason that says nothing of the third party's health (its caller cancelled, an inner circuit was open): never counted. */
export class UncountedError extends Error {}

export class BreakerOpenError extends UncountedError {
  constructor(readonly breaker: string) {
    super(`${breaker} circuit is open`);
    this.name = "BreakerOpenError";
  }
}
