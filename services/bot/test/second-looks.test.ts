import { Verdict } from "@warden/proto";
import { counter, createRegistry } from "@warden/telemetry";
import { describe, expect, it } from "vitest";
import { SECOND_LOOK_ATTEMPTS, SECOND_LOOK_MAX_AGE_MS, type SecondLook, SecondLooks } from "../src/moderation/second-looks.js";
import type { Chat } from "../src/telegram/types.js";
import { logger } from "./support.js";

// The queue of second looks on its own: what waits, in which order, what gives way, what is stale,
// and that a look goes only when the pool says it is idle.

const chat = (id: number): Chat => ({ id, type: "supergroup", title: `G${id}` });
const clock = 1_000_000;
const photo = (chatId: number, messageId: number, over: Partial<SecondLook> = {}): SecondLook => ({
  chat: chat(chatId),
  message: { message_id: messageId, date: 0, chat: chat(chatId), photo: [] },
  edited: false,
  revision: 0,
  seq: 0,
  senderId: 7,
  verdict: Verdict.CLEAN,
  behaviour: [],
  prior: -1,
  attempts: 1,
  queuedAt: clock,
  ...over,
});

/** A pool whose idle() settles only when the test lets one second look through. */
function steppedPool() {
  const waiters: (() => void)[] = [];
  return {
    idle: () => new Promise<void>((r) => waiters.push(r)),
    step: () => waiters.shift()?.(),
  };
}

/** A turn of the event loop: every promise continuation queued before it has run (the looks do no I/O here). */
const turn = () => new Promise<void>((r) => setImmediate(r));

function setup(max?: number) {
  const registry = createRegistry("second-looks-test", { defaultMetrics: false });
  const outcomes = counter(registry, "looks_total", "test", ["outcome"]);
  const pool = steppedPool();
  const taken: string[] = [];
  let onLook: (l: SecondLook) => void | Promise<void> = () => undefined;
  const looks = new SecondLooks({
    pool,
    logger,
    outcomes,
    max,
    now: () => clock,
    look: async (l) => {
      taken.push(`${l.chat.id}:${l.message.message_id}`);
      await onLook(l);
    },
  });
  const count = async (outcome: string) => (await outcomes.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
  /** Lets the look waiting for the pool go; a turn later it has been taken (or skipped) and the next waits. */
  const step = async () => {
    pool.step();
    await turn();
  };
  return { looks, taken, count, step, setLook: (f: typeof onLook) => (onLook = f) };
}

describe("second looks", () => {
  it("wait for the pool to be idle, one at a time, round-robin across chats", async () => {
    const { looks, taken, step } = setup();
    for (const id of [1, 2, 3]) looks.add(photo(-100, id));
    looks.add(photo(-200, 1));
    await turn();
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

  it("a look at a version of a message older than one judged since (an edit) is not taken, whichever came first (superseded)", async () => {
    const { looks, taken, count, step } = setup();
    // The edit judged before the first look was queued (concurrent updates), and after.
    looks.judging(-100, 1, 50);
    looks.add(photo(-100, 1));
    looks.add(photo(-100, 2));
    looks.judging(-100, 2, 60);
    // The edit's own look replaces the one due for the message; both ways only the newest is taken.
    looks.add(photo(-100, 3));
    looks.add(photo(-100, 3, { edited: true, revision: 70 }));
    for (let i = 0; i < 5; i++) await step();
    expect(taken).toEqual(["-100:3"]);
    expect(await count("superseded")).toBe(3);
  });

  it("an edit's look queued before the look at the version it replaced (concurrent updates): the older is refused, the edit's is taken", async () => {
    const { looks, taken, count, step } = setup();
    const seq = looks.judging(-100, 1, 70);
    looks.add(photo(-100, 1, { edited: true, revision: 70, seq }));
    looks.add(photo(-100, 1));
    for (let i = 0; i < 2; i++) await step();
    expect(taken).toEqual(["-100:1"]);
    expect(await count("superseded")).toBe(1);
    expect(await count("queued")).toBe(1);
  });

  it("two edits within one second (one edit date): the look at the first is stale once the second is judged", async () => {
    const { looks, taken, count, step, setLook } = setup();
    const versions: number[] = [];
    setLook((l) => void versions.push(l.seq));
    const first = looks.judging(-100, 1, 70);
    const second = looks.judging(-100, 1, 70);
    looks.add(photo(-100, 1, { edited: true, revision: 70, seq: first }));
    looks.add(photo(-100, 2, { edited: true, revision: 70, seq: looks.judging(-100, 2, 70) }));
    looks.add(photo(-100, 1, { edited: true, revision: 70, seq: second }));
    for (let i = 0; i < 3; i++) await step();
    expect(taken).toEqual(["-100:2", "-100:1"]);
    expect(versions.at(-1)).toBe(second);
    expect(await count("superseded")).toBe(1);
  });

  it("stop() does not wait for the pool to be idle: only for a look under way", async () => {
    const { looks, taken } = setup();
    looks.add(photo(-100, 1));
    await turn();
    // The pool never becomes idle here (no step): stop settles anyway, and nothing is taken.
    await looks.stop();
    await turn();
    expect(taken).toEqual([]);
  });

  it("current() turns false while a look is under way when an edit is judged or the sender is banned", async () => {
    const { looks, step, setLook } = setup();
    const seen: boolean[] = [];
    setLook((l) => {
      seen.push(looks.current(l));
      if (l.message.message_id === 1) looks.judging(-100, 1, 99);
      if (l.message.message_id === 2) looks.senderBanned(-100, 7);
      seen.push(looks.current(l));
    });
    looks.add(photo(-100, 1));
    looks.add(photo(-100, 2));
    await step();
    await step();
    expect(seen).toEqual([true, false, true, false]);
  });

  it("a banned sender's photos are not looked at (gone); a look older than the max age is not taken (expired)", async () => {
    const { looks, taken, count, step } = setup();
    looks.add(photo(-100, 1, { senderId: 8 }));
    looks.add(photo(-100, 2, { senderId: 9 }));
    looks.add(photo(-100, 3, { senderId: 10, queuedAt: clock - SECOND_LOOK_MAX_AGE_MS - 1 }));
    looks.senderBanned(-100, 8);
    for (let i = 0; i < 3; i++) await step();
    expect(taken).toEqual(["-100:2"]);
    expect([await count("gone"), await count("expired")]).toEqual([1, 1]);
  });

  it(`gives up after ${SECOND_LOOK_ATTEMPTS} looks`, async () => {
    const { looks, count } = setup();
    looks.add(photo(-100, 1, { attempts: SECOND_LOOK_ATTEMPTS + 1 }));
    expect(looks.size).toBe(0);
    expect(await count("gave_up")).toBe(1);
  });

  it("a look that throws is logged and the next goes on; stop() waits for the look under way, then nothing more is taken or queued", async () => {
    const { looks, taken, step, setLook } = setup();
    let finish!: () => void;
    let finished = false;
    setLook(async (l) => {
      if (l.message.message_id === 1) throw new Error("boom");
      if (l.message.message_id === 2)
        await new Promise<void>((r) => {
          finish = () => {
            finished = true;
            r();
          };
        });
    });
    for (const id of [1, 2, 3]) looks.add(photo(-100, id));
    await step();
    await step();
    expect(taken).toEqual(["-100:1", "-100:2"]);
    let stopped = false;
    const stopping = looks.stop().then(() => {
      stopped = true;
    });
    await turn();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    looks.add(photo(-100, 4));
    await step();
    expect(taken).toEqual(["-100:1", "-100:2"]);
    expect(looks.size).toBe(0);
  });
});
