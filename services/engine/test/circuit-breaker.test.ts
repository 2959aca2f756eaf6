import { describe, expect, it } from "vitest";
import { BreakerOpenError, CircuitBreaker, UncountedError } from "../src/breaker.js";

const failing = () => Promise.reject(new Error("down"));

describe("circuit breaker: what closes and opens it", () => {
  it("a slow success that started before the circuit opened does not close it", async () => {
    let t = 0;
    const b = new CircuitBreaker("x", { failureThreshold: 2, cooldownMs: 1_000, now: () => t });
    let finishSlow!: () => void;
    const slow = b.run(() => new Promise<string>((resolve) => (finishSlow = () => resolve("late"))));
    await expect(b.run(failing)).rejects.toThrow("down");
    await expect(b.run(failing)).rejects.toThrow("down");
    expect(b.state).toBe("open");
    finishSlow();
    expect(await slow).toBe("late");
    expect(b.state).toBe("open");
    // the trial after the cooldown still closes it
    t = 1_000;
    await expect(b.run(async () => 1)).resolves.toBe(1);
    expect(b.state).toBe("closed");
  });

  it("a call that ended for its caller (UncountedError) counts neither as a failure nor as a success", async () => {
    const b = new CircuitBreaker("x", { failureThreshold: 2, cooldownMs: 1_000 });
    await expect(b.run(failing)).rejects.toThrow("down");
    for (let i = 0; i < 3; i++) await expect(b.run(() => Promise.reject(new UncountedError("caller gone")))).rejects.toBeInstanceOf(UncountedError);
    expect(b.state).toBe("closed");
    await expect(b.run(failing)).rejects.toThrow("down");
    expect(b.state).toBe("open");
  });

  it("openFor keeps it open as long as asked (at least its cooldown), then one trial goes through", async () => {
    let t = 0;
    const b = new CircuitBreaker("x", { failureThreshold: 5, cooldownMs: 1_000, now: () => t });
    b.openFor(10_000);
    expect(b.state).toBe("open");
    t = 9_999;
    await expect(b.run(async () => 1)).rejects.toBeInstanceOf(BreakerOpenError);
    t = 10_000;
    expect(b.state).toBe("half_open");
    await expect(b.run(async () => 1)).resolves.toBe(1);
    expect(b.state).toBe("closed");
    b.openFor(10);
    t += 999;
    expect(b.state).toBe("open");
    t += 1;
    expect(b.state).toBe("half_open");
  });

  it("a failure that lands after openFor does not cut short the opening a 429's Retry-After asked for", async () => {
    let now = 1_000_000;
    const breaker = new CircuitBreaker("cas", { failureThreshold: 5, cooldownMs: 30_000, now: () => now });
    let fail!: (e: Error) => void;
    const inFlight = breaker.run(() => new Promise<never>((_, reject) => (fail = reject)));
    breaker.openFor(600_000);
    fail(new Error("CAS answered 502"));
    await inFlight.catch(() => undefined);
    now += 31_000;
    expect(breaker.state).toBe("open");
    now += 600_000 - 31_000;
    expect(breaker.state).toBe("half_open");
  });
});
