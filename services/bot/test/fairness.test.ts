import { create } from "@bufbuild/protobuf";
import { Action, type CheckRequest, CheckResponseSchema, Verdict } from "@warden/proto";
import { type FakeTelegram, type TgUser, waitFor } from "@warden/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chatKeyOf, LongPoller, UpdatePipeline } from "../src/intake.js";
import { EngineCheck } from "../src/moderation/engine-check.js";
import type { BotApi } from "../src/telegram/client.js";
import type { Chat, Update } from "../src/telegram/types.js";
import { logger, startTelegram } from "./support.js";

// One chat's load must not hold up the others: the intake keeps a queue per chat (a few of its
// updates run at once, the rest wait in order) and the engine's slots go round-robin across chats.

const X: Chat = { id: -1001000000901, type: "supergroup", title: "X" };
const Y: Chat = { id: -1001000000902, type: "supergroup", title: "Y" };
const alice: TgUser = { id: 91, is_bot: false, first_name: "Alice" };

/** An update of `chat` as the intake sees it (only the chat matters to it). */
const inChat = (id: number, chat: Chat): Update => ({ update_id: id, message: { message_id: id, date: 0, chat, from: alice } });

/** A process function whose updates each run until the test finishes them. */
function heldProcess() {
  const started: number[] = [];
  const running = new Map<number, () => void>();
  const done: number[] = [];
  const process = (u: Update) =>
    new Promise<void>((r) => {
      started.push(u.update_id);
      running.set(u.update_id, () => {
        running.delete(u.update_id);
        done.push(u.update_id);
        r();
      });
    });
  const finish = (id: number) => running.get(id)!();
  return { process, started, running, done, finish };
}

describe("the intake's queue per chat", () => {
  it("runs at most perChatInFlight of a chat's updates at once, starts them in arrival order, and lets other chats run meanwhile", async () => {
    const p = heldProcess();
    const pipeline = new UpdatePipeline(p.process, { perChatInFlight: 2 });
    for (const id of [1, 2, 3, 4, 5, 6]) expect(await pipeline.admit(inChat(id, X))).toBe(true);
    expect(await pipeline.admit(inChat(7, Y))).toBe(true);
    // X's third to sixth wait in X's queue; Y's update is not behind them.
    expect(p.started).toEqual([1, 2, 7]);
    expect(pipeline.backlog()).toEqual({ held: 7, running: 3, waiting: 4, journalOnly: 0, longestChatBacklog: 4 });
    // Finished out of order, X's updates still start in the order they arrived.
    p.finish(2);
    await waitFor(() => p.started.length === 4, { intervalMs: 1 });
    p.finish(7);
    p.finish(1);
    await waitFor(() => p.started.length === 5, { intervalMs: 1 });
    p.finish(4);
    await waitFor(() => p.started.length === 6, { intervalMs: 1 });
    p.finish(3);
    await waitFor(() => p.started.length === 7, { intervalMs: 1 });
    expect(p.started).toEqual([1, 2, 7, 3, 4, 5, 6]);
    expect(p.running.size).toBe(2);
    for (const id of [...p.running.keys()]) p.finish(id);
    expect(await pipeline.drain(1_000)).toBe(true);
    expect(pipeline.backlog()).toEqual({ held: 0, running: 0, waiting: 0, journalOnly: 0, longestChatBacklog: 0 });
  });

  it("keys every update kind by its chat; one without a chat goes under one shared key", () => {
    const user = { id: 5, is_bot: false, first_name: "U" };
    const member = { status: "member" as const, user };
    const changed = { chat: X, from: user, date: 0, old_chat_member: member, new_chat_member: member };
    expect(chatKeyOf(inChat(1, X))).toBe(X.id);
    expect(chatKeyOf({ update_id: 2, edited_message: { message_id: 1, date: 0, chat: Y } })).toBe(Y.id);
    expect(chatKeyOf({ update_id: 3, channel_post: { message_id: 1, date: 0, chat: X } })).toBe(X.id);
    expect(chatKeyOf({ update_id: 4, edited_channel_post: { message_id: 1, date: 0, chat: X } })).toBe(X.id);
    expect(chatKeyOf({ update_id: 5, my_chat_member: changed })).toBe(X.id);
    expect(chatKeyOf({ update_id: 6, chat_member: { ...changed, chat: Y } })).toBe(Y.id);
    // A button pressed under a message: that message's chat (an admin chat, or the owner's private chat).
    const owner = { id: 77, type: "private" as const };
    expect(chatKeyOf({ update_id: 7, callback_query: { id: "q", from: user, chat_instance: "i", message: { message_id: 1, date: 0, chat: owner } } })).toBe(77);
    expect(chatKeyOf({ update_id: 8, message_reaction: { chat: Y, message_id: 1, user, date: 0, old_reaction: [], new_reaction: [] } })).toBe(Y.id);
    // Kinds the bot does not ask for yet, as Telegram sends them.
    expect(chatKeyOf({ update_id: 9, chat_join_request: { chat: X, from: user, user_chat_id: 5, date: 0 } } as Update)).toBe(X.id);
    expect(chatKeyOf({ update_id: 10, message_reaction_count: { chat: Y, message_id: 1, date: 0, reactions: [] } } as Update)).toBe(Y.id);
    expect(chatKeyOf({ update_id: 11, chat_boost: { chat: X, boost: {} } } as Update)).toBe(X.id);
    // No chat: an inline message's button, an unknown kind, a malformed body.
    const shared = chatKeyOf({ update_id: 12, callback_query: { id: "q", from: user, chat_instance: "i", inline_message_id: "m" } });
    expect(typeof shared).toBe("string");
    expect(chatKeyOf({ update_id: 13 })).toBe(shared);
    expect(chatKeyOf({ update_id: 14, message: {} } as Update)).toBe(shared);
    expect(chatKeyOf({ update_id: 15, message: { chat: { id: "x" } } } as unknown as Update)).toBe(shared);
  });
});

describe("the intake's bound", () => {
  let tg: FakeTelegram;
  let api: BotApi;
  beforeEach(async () => ({ tg, api } = await startTelegram()));
  afterEach(() => tg?.close());

  it("holds at most maxHeld updates, running or waiting in their chat's queue: the poller waits for room", async () => {
    const p = heldProcess();
    const pipeline = new UpdatePipeline(p.process, { maxHeld: 5, perChatInFlight: 2 });
    let peak = 0;
    let calls = 0;
    let admitted = 0;
    const admit = pipeline.admit.bind(pipeline);
    pipeline.admit = async (u) => {
      calls++;
      peak = Math.max(peak, pipeline.size);
      const taken = await admit(u);
      admitted++;
      peak = Math.max(peak, pipeline.size);
      return taken;
    };
    const poller = new LongPoller(api, pipeline, logger, { timeoutS: 1 });
    tg.addUpdates(...[X, X, X, X, X, X, Y, Y, X, X, Y, Y].map((chat, i) => tg.message(chat, alice, `m${i}`)));
    poller.start();
    try {
      // X's first two run, its next three wait in X's queue: five held, and the poller waits in the sixth admission.
      await waitFor(() => calls === 6 && admitted === 5, { intervalMs: 1, message: "the poller waiting for room" });
      expect(pipeline.backlog()).toEqual({ held: 5, running: 2, waiting: 3, journalOnly: 0, longestChatBacklog: 3 });
      expect(p.started).toHaveLength(2);
      // Making room, one finished update at a time, lets the poller take in the next.
      while (p.done.length < 12) {
        await waitFor(() => p.running.size > 0, { intervalMs: 1, message: "an update running" });
        peak = Math.max(peak, pipeline.size);
        p.finish(Math.min(...p.running.keys()));
      }
      expect(peak).toBe(5);
      expect(await pipeline.drain(1_000)).toBe(true);
    } finally {
      for (const id of [...p.running.keys()]) p.finish(id);
      await poller.stop();
    }
    expect(tg.pending).toBe(0);
  });
});

describe("the engine's slots", () => {
  it("go round-robin across chats: with one slot busy with X and ten of X's checks waiting, Y's check queued last runs next", async () => {
    const order: number[] = [];
    const answers: (() => void)[] = [];
    const engine = {
      check: (req: Partial<CheckRequest>) =>
        new Promise<ReturnType<typeof create<typeof CheckResponseSchema>>>((resolve) => {
          order.push(Number(req.groupId));
          answers.push(() => resolve(create(CheckResponseSchema, { verdict: Verdict.CLEAN, recommendedAction: Action.NONE })));
        }),
    };
    const check = new EngineCheck(engine as never, logger, 1, 1);
    const sender = { kind: "user" as const, id: alice.id };
    const checks = [X, ...Array.from({ length: 10 }, () => X), Y].map((chat) => check.check(chat, { text: "hello" }, sender, 0, false));
    for (let i = 0; i < checks.length; i++) {
      await waitFor(() => order.length === i + 1, { intervalMs: 1, message: `check ${i + 1} reaching the engine` });
      // One slot: nothing else reaches the engine before this check is answered.
      expect(order).toHaveLength(i + 1);
      answers[i]!();
    }
    expect((await Promise.all(checks)).every((r) => r?.verdict === Verdict.CLEAN)).toBe(true);
    expect(order).toEqual([X.id, Y.id, ...Array.from({ length: 10 }, () => X.id)]);
  });

  it("let a chat alone use every slot", async () => {
    let inFlight = 0;
    let peak = 0;
    const answers: (() => void)[] = [];
    const engine = {
      check: () =>
        new Promise((resolve) => {
          inFlight++;
          peak = Math.max(peak, inFlight);
          answers.push(() => {
            inFlight--;
            resolve(create(CheckResponseSchema, { verdict: Verdict.CLEAN }));
          });
        }),
    };
    const check = new EngineCheck(engine as never, logger, 1, 3);
    const sender = { kind: "user" as const, id: alice.id };
    const checks = Array.from({ length: 7 }, () => check.check(X, { text: "hello" }, sender, 0, false));
    await waitFor(() => inFlight === 3, { intervalMs: 1 });
    for (let i = 0; i < checks.length; i++) {
      await waitFor(() => answers.length > 0, { intervalMs: 1 });
      answers.shift()!();
    }
    await Promise.all(checks);
    expect(peak).toBe(3);
  });
});
