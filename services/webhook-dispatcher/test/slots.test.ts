import { describe, expect, it } from "vitest";
import { Slots } from "../src/dispatch.js";

/** A promise that settles when `finish` is called: how long a run lasts. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((r) => {
    finish = r;
  });
  return { done, finish };
}

/** Resolves after `n` turns of the microtask queue. */
async function ticks(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await null;
}

describe("Slots", () => {
  it.each([
    [1, 10],
    [2, 60],
  ])("never runs more than its size (%s), also when a caller arrives while a waiter is being woken", async (size, callers) => {
    // Callers arrive at every microtask and runs end at every microtask: some arrive between the end of a run and the
    // moment the waiter it woke runs again (a slot given back then would be taken twice).
    const slots = new Slots(size);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: callers }, (_, i) =>
        ticks(i % 7).then(() =>
          slots.run(async () => {
            running++;
            most = Math.max(most, running);
            await ticks(i % 5);
            running--;
          }),
        ),
      ),
    );
    expect(most).toBe(size);
    expect(slots.inUse).toBe(0);
  });

  it("hands slots over in arrival order and frees them all at the end", async () => {
    const slots = new Slots(2);
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        order.push(i);
        await g.done;
      }),
    );
    await Promise.resolve();
    expect(slots.inUse).toBe(2);
    for (const g of gates) g.finish();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(slots.inUse).toBe(0);
  });
});
