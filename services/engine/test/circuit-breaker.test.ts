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
});
