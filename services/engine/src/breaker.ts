/**
 * A circuit breaker for a third party: after `failureThreshold` consecutive failures it opens
 * for `cooldownMs` (calls fail fast), then lets one trial call through (half-open).
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;

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

  /** Runs fn unless the breaker is open; throws BreakerOpenError then. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === "open" || (state === "half_open" && this.trialInFlight)) throw new BreakerOpenError(this.name);
    if (state === "half_open") this.trialInFlight = true;
    try {
      const result = await fn();
      this.failures = 0;
      return result;
    } catch (err) {
      this.failures++;
      if (this.failures >= this.opts.failureThreshold) this.openedAt = this.now();
      throw err;
    } finally {
      if (state === "half_open") this.trialInFlight = false;
    }
  }
}

export class BreakerOpenError extends Error {
  constructor(name: string) {
    super(`${name} circuit is open`);
    this.name = "BreakerOpenError";
  }
}
