import { Verdict } from "@warden/proto";
import { createRegistry, counter, type Registry } from "@warden/telemetry";
import { describe, expect, it } from "vitest";
import { SECOND_LOOK_ATTEMPTS, type SecondLook, SecondLooks } from "../src/moderation/second-looks.js";
import type { Chat } from "../src/telegram/types.js";
import { logger } from "./support.js";

// The queue of second looks on its own: what waits, in which order, what gives way, and that a look
// goes only when the pool says it is idle.

const chat = (id: number): Chat => ({ id, type: "supergroup", title: `G${id}` });
const photo = (chatId: number, messageId: number, attempts = 1): SecondLook => ({
  chat: chat(chatId),
  message: { message_id: messageId, date: 0, chat: chat(chatId), photo: [] },
  edited: false,
  verdict: Verdict.CLEAN,
  attempts,
});

/** A pool whose idle() settles only when the test lets one second look through. */
function steppedPool() {
  const waiters: (() => void)[] = [];
  return {
    idle: () => new Promise<void>((r) => waiters.push(r)),
    step: () => waiters.shift()?.(),
  };
}

function setup(max?: number) {
  const registry: Registry = createRegistry("second-looks-test", { defaultMetrics: false });
  const outcomes = counter(registry, "looks_total", "test", ["outcome"]);
  const pool = steppedPool();
  const taken: string[] = [];
  let onLook: (l: SecondLook) => void = () => undefined;
  const looks = new SecondLooks({
    pool,
    logger,
    outcomes,
    max,
    look: async (l) => {
      taken.push(`${l.chat.id}:${l.message.message_id}`);
      onLook(l);
    },
  });
  const count = async (outcome: string) => (await outcomes.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
  /** Lets the look waiting for the pool go; a turn of the event loop later it has been taken (or skipped), the next waits. */
  const step = async () => {
    pool.step();
    await new Promise<void>((r) => setImmediate(r));
  };
  return { looks, pool, taken, count, step, setLook: (f: typeof onLook) => (onLook = f) };
}

describe("second looks", () => {
  it("wait for the pool to be idle, one at a time, round-robin across chats", async () => {
    const { looks, taken, step } = setup();
    for (const id of [1, 2, 3]) looks.add(photo(-100, id));
    looks.add(photo(-200, 1));
    await new Promise<void>((r) => setImmediate(r));
    expect(taken).toEqual([]);
    for (let i = 0; i < 4; i++) await step();
    expect(taken).toEqual(["-100:1", "-200:1", "-100:2", "-100:3"]);
    expect(looks.size).toBe(0);
  });

  it("at the cap, a chat with fewer waiting takes the place of the newest of the chat with the most; the chat with the most is refused", async () => {
    const { looks, taken, count, step } = setup(3);
    for (const id of [1, 2, 3]) looks.add(photo(-100, id));
    looks.add(photo(-100, 4));
    looks.add(photo(-200, 1));
    expect(looks.size).toBe(3);
    expect(await count("dropped")).toBe(2);
    expect(await count("queued")).toBe(4);
    for (let i = 0; i < 4; i++) await step();
    expect(taken).toEqual(["-100:1", "-200:1", "-100:2"]);
  });

  it("a later look at the same message replaces the one due; a cancelled one is not taken (superseded)", async () => {
    const { looks, taken, count, step } = setup();
    const first = photo(-100, 1);
    looks.add(first);
    looks.add({ ...first, edited: true });
    looks.add(photo(-100, 2));
    looks.cancel(-100, 2);
    for (let i = 0; i < 4; i++) await step();
    expect(taken).toEqual(["-100:1"]);
    expect(await count("superseded")).toBe(2);
  });

  it(`gives up after ${SECOND_LOOK_ATTEMPTS} looks`, async () => {
    const { looks, count } = setup();
    looks.add(photo(-100, 1, SECOND_LOOK_ATTEMPTS + 1));
    expect(looks.size).toBe(0);
    expect(await count("gave_up")).toBe(1);
  });

  it("a look that throws is logged and the next goes on; after stop() nothing more is taken or queued", async () => {
    const { looks, taken, step, setLook } = setup();
    setLook((l) => {
      if (l.message.message_id === 1) throw new Error("boom");
    });
    looks.add(photo(-100, 1));
    looks.add(photo(-100, 2));
    looks.add(photo(-100, 3));
    await step();
    await step();
    expect(taken).toEqual(["-100:1", "-100:2"]);
    looks.stop();
    looks.add(photo(-100, 4));
    await step();
    await step();
    expect(taken).toEqual(["-100:1", "-100:2"]);
    expect(looks.size).toBe(0);
  });
});
