import { type FakeTelegram, type TgChat, type TgUser, waitFor } from "@warden/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LongPoller, UpdatePipeline } from "../src/intake.js";
import { ActionQueue } from "../src/telegram/action-queue.js";
import type { BotApi } from "../src/telegram/client.js";
import { logger, moderatorOn, settings, startTelegram, stubEngine, stubGroups } from "./support.js";

// The reviewer's scenario: a raid in group X, and Telegram answers X's deleteMessage with 429
// retry_after. Every update of X then waits in enforcement until X's pause ends; that must not keep
// a spam message in group Y from being deleted meanwhile.

const X: TgChat = { id: -1001000000911, type: "supergroup", title: "Raided" };
const Y: TgChat = { id: -1001000000912, type: "supergroup", title: "Quiet" };
const owner: TgUser = { id: 910, is_bot: false, first_name: "Owner" };
const raider: TgUser = { id: 911, is_bot: false, first_name: "Raider" };
const spammer: TgUser = { id: 912, is_bot: false, first_name: "Spammer" };

/**
 * The outbox's sleep with Telegram's flood-control pauses (1 s or more: a 429's retry_after) held
 * until the test ends them (from then on, as if the pause had passed); shorter waits (pacing,
 * backoff) are real.
 */
function floodControl() {
  const paused: { ms: number; end: () => void }[] = [];
  let over = false;
  const sleep = (ms: number) =>
    ms >= 1_000 && !over ? new Promise<void>((end) => paused.push({ ms, end })) : new Promise<void>((r) => setTimeout(r, ms >= 1_000 ? 0 : ms));
  const end = () => {
    over = true;
    for (const p of paused.splice(0)) p.end();
  };
  return { sleep, paused, end };
}

let tg: FakeTelegram;
let api: BotApi;

beforeEach(async () => {
  ({ tg, api } = await startTelegram());
  for (const chat of [X, Y]) tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
});
afterEach(() => tg?.close());

function setup(limits?: ConstructorParameters<typeof UpdatePipeline>[1]) {
  const flood = floodControl();
  const groups = stubGroups({ [X.id]: settings(), [Y.id]: settings() });
  const engine = stubEngine({ settingsOf: groups.settingsOf });
  const { moderator } = moderatorOn(tg, api, { engine, groups, outbox: new ActionQueue({ api, logger, sleep: flood.sleep }) });
  const pipeline = new UpdatePipeline((u) => moderator.handle(u), limits);
  const poller = new LongPoller(api, pipeline, logger, { timeoutS: 1 });
  const deletions = (chat: TgChat) => tg.callsOf("deleteMessage", (p) => p.chat_id === chat.id);
  return { flood, engine, pipeline, poller, deletions };
}

describe("flood control in one group", () => {
  it("with the defaults, a raid of 1,010 messages in X held by a 429 does not keep Y's spam from being deleted", async () => {
    const { flood, pipeline, poller, deletions } = setup();
    tg.failNext("deleteMessage", 1, { retryAfter: 4 });
    const raid = tg.addUpdates(...Array.from({ length: 1_010 }, (_, i) => tg.message(X, raider, `SPAM raid ${i}`)));
    poller.start();
    try {
      // X's first deletion was refused with retry_after 4: X is paused, its updates wait.
      await waitFor(() => flood.paused.length > 0, { intervalMs: 5, message: "X paused by flood control" });
      expect(flood.paused[0]!.ms).toBeGreaterThan(3_000);
      const [spam] = tg.addUpdates(tg.message(Y, spammer, "SPAM in the quiet group"));
      const deleted = await waitFor(() => deletions(Y)[0], { timeoutMs: 8_000, intervalMs: 5, message: "Y's spam deleted" });
      expect(deleted.params).toEqual({ chat_id: Y.id, message_id: (spam!.message as { message_id: number }).message_id });
      // ... while X is still paused: its one deletion so far is the refused one.
      expect(flood.paused).toHaveLength(1);
      expect(tg.deletionsIn(X.id)).toHaveLength(1);
      expect(pipeline.size).toBeGreaterThanOrEqual(1_000);
      // Once the pause ends, every message of the raid is deleted, the deletes waiting sent together
      // (deleteMessages, at most 100 a call).
      flood.end();
      const ids = raid.map((u) => (u.message as { message_id: number }).message_id);
      await waitFor(() => new Set(tg.deletionsIn(X.id)).size === ids.length, { timeoutMs: 20_000, intervalMs: 20, message: "the raid deleted" });
      expect(await pipeline.drain(10_000)).toBe(true);
      expect(new Set(tg.deletionsIn(X.id))).toEqual(new Set(ids));
      const batches = tg.callsOf("deleteMessages", (p) => p.chat_id === X.id);
      expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(ids.length / 100));
      expect(batches.every((c) => c.params.message_ids.length <= 100)).toBe(true);
      expect(batches.length + deletions(X).length).toBeLessThan(ids.length / 5);
    } finally {
      flood.end();
      await poller.stop();
    }
  }, 40_000);

  it("with small limits: X's updates beyond perChatInFlight wait in X's queue (unchecked), Y's spam is deleted, X's are deleted in order after the pause", async () => {
    const { flood, engine, pipeline, poller, deletions } = setup({ maxHeld: 8, perChatInFlight: 2 });
    tg.failNext("deleteMessage", 1, { retryAfter: 4 });
    const raid = tg.addUpdates(...Array.from({ length: 6 }, (_, i) => tg.message(X, raider, `SPAM raid ${i}`)));
    poller.start();
    try {
      await waitFor(() => flood.paused.length > 0, { intervalMs: 5, message: "X paused by flood control" });
      tg.addUpdates(tg.message(Y, spammer, "SPAM in the quiet group"));
      await waitFor(() => deletions(Y).length > 0, { timeoutMs: 8_000, intervalMs: 5, message: "Y's spam deleted" });
      expect(flood.paused).toHaveLength(1);
      expect(tg.deletionsIn(X.id)).toHaveLength(1);
      // Two of X's updates run (both waiting for X's deletions); the other four wait, not yet checked. Y's update
      // leaves the pipeline just after its deletion is answered: what is held then is X's alone.
      expect(engine.requests.filter((r) => r.groupId === BigInt(X.id))).toHaveLength(2);
      await waitFor(() => pipeline.backlog().held === raid.length, { intervalMs: 5, message: "Y's update done" });
      expect(pipeline.backlog()).toMatchObject({ held: 6, running: 2, waiting: 4, longestChatBacklog: 4 });
      flood.end();
      await waitFor(() => tg.deletionsIn(X.id).length === raid.length + 1, { timeoutMs: 10_000, intervalMs: 5, message: "the raid deleted" });
      // The refused deletion is tried again first, then every other (two of X's updates run side by
      // side, so their deletions may come in either order, or together: the intake starts them in order).
      const ids = raid.map((u) => (u.message as { message_id: number }).message_id);
      const deleted = tg.deletionsIn(X.id);
      expect(deleted[1]).toBe(deleted[0]);
      expect(deleted.slice(1).sort((a, b) => a - b)).toEqual(ids);
      expect(await pipeline.drain(5_000)).toBe(true);
    } finally {
      flood.end();
      await poller.stop();
    }
  });
});
