import { listen, type RunningServer } from "@warden/server";
import { createRegistry } from "@warden/telemetry";
import { create } from "@bufbuild/protobuf";
import { NotificationSchema } from "@warden/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTelegram, type TgChat, type TgUser, waitFor } from "@warden/testing";
import { type HeldUpdates, LongPoller, registerWebhook, secretMatches, UpdatePipeline, webhookHandler, webhookSecret, WEBHOOK_PATH } from "../src/intake.js";
import { createNotificationSender } from "../src/notifications.js";
import { createServer } from "../src/server.js";
import { ActionQueue } from "../src/telegram/action-queue.js";
import type { BotApi } from "../src/telegram/client.js";
import type { Update } from "../src/telegram/types.js";
import { logger, startTelegram, TOKEN } from "./support.js";

let tg: FakeTelegram;
let api: BotApi;
const group: TgChat = { id: -1001000000200, type: "supergroup", title: "G" };
const alice: TgUser = { id: 11, is_bot: false, first_name: "Alice" };

beforeAll(async () => ({ tg, api } = await startTelegram()));
afterAll(() => tg?.close());

/**
 * A journal in memory whose writes complete when the test says so (`hold`), recording what it was
 * asked: what a copy in Redis must be in place before Telegram is told an update was received.
 */
function gatedJournal() {
  const writes: number[][] = [];
  const forgotten: number[] = [];
  const kept = new Map<number, Update>();
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  const journal: HeldUpdates & {
    writes: number[][];
    forgotten: number[];
    kept: Map<number, Update>;
    loads: number[];
    /** Records answer false (Redis not confirming) while set. */
    failing: boolean;
    /** Reads back that fail (Redis not answering) before they succeed again. */
    readFailures: number;
    /** Reads back that reject (a bug) before they succeed again. */
    readRejects: number;
    hold(): void;
    release(): void;
  } = {
    writes,
    forgotten,
    kept,
    loads: [],
    failing: false,
    readFailures: 0,
    readRejects: 0,
    async record(updates) {
      writes.push(updates.map((u) => u.update_id));
      await gate;
      if (journal.failing) return false;
      for (const u of updates) kept.set(u.update_id, u);
      return true;
    },
    async load(updateId) {
      journal.loads.push(updateId);
      if (journal.readRejects > 0) {
        journal.readRejects--;
        throw new Error("a bug in the journal");
      }
      if (journal.readFailures > 0) {
        journal.readFailures--;
        return "failed";
      }
      return kept.get(updateId) ?? "missing";
    },
    forget(u) {
      forgotten.push(u.update_id);
      kept.delete(u.update_id);
    },
    hold() {
      gate = new Promise((r) => (open = r));
    },
    release() {
      open();
    },
  };
  return journal;
}

describe("webhook mode", () => {
  let server: RunningServer;
  const received: Update[] = [];
  const secret = webhookSecret(TOKEN);

  beforeAll(async () => {
    const pipeline = new UpdatePipeline(async (u) => void received.push(u));
    const { handler } = createServer({ registry: createRegistry("bot-test"), logger, readiness: {}, webhook: webhookHandler(pipeline, secret, logger) });
    server = await listen(handler, 0, "127.0.0.1");
    await registerWebhook(api, `http://127.0.0.1:${server.port}${WEBHOOK_PATH}`, secret);
  });
  afterAll(() => server?.close());

  it("registers the webhook with a secret token and the update kinds it needs", () => {
    expect(tg.callsOf("setWebhook").at(-1)!.params).toMatchObject({
      url: `http://127.0.0.1:${server.port}${WEBHOOK_PATH}`,
      secret_token: secret,
      allowed_updates: ["message", "edited_message", "my_chat_member", "chat_member", "callback_query", "message_reaction"],
    });
    // Derived from the token: stable across replicas, never the token itself.
    expect(secret).toBe(webhookSecret(TOKEN));
    expect(secret).not.toContain(TOKEN.split(":")[1]!);
    expect(webhookSecret(TOKEN, "configured_secret_1234")).toBe("configured_secret_1234");
  });

  it("takes an update pushed with the right secret", async () => {
    expect(await tg.pushToWebhook(tg.message(group, alice, "hello"))).toBe(200);
    expect(received.at(-1)!.message!.text).toBe("hello");
  });

  it("refuses a push without the secret or with a wrong one (401), and takes nothing in", async () => {
    const before = received.length;
    expect(await tg.pushToWebhook(tg.message(group, alice, "forged"), { secret: null })).toBe(401);
    expect(await tg.pushToWebhook(tg.message(group, alice, "forged"), { secret: secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A") })).toBe(401);
    expect(await tg.pushToWebhook(tg.message(group, alice, "forged"), { secret: `${secret}x` })).toBe(401);
    expect(received.length).toBe(before);
  });

  it("answers 400 to a body that is not an update, and takes a redelivered update once", async () => {
    const r = await fetch(`http://127.0.0.1:${server.port}${WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "x-telegram-bot-api-secret-token": secret },
      body: "{not json",
    });
    expect(r.status).toBe(400);
    const before = received.length;
    const u = { ...tg.message(group, alice, "once"), update_id: 555 };
    expect(await tg.pushToWebhook(u)).toBe(200);
    expect(await tg.pushToWebhook(u)).toBe(200);
    expect(received.length).toBe(before + 1);
  });

  it("answers a push only once the journal holds the update, and forgets it when its handling ended, failed or not", async () => {
    const journal = gatedJournal();
    const handled: number[] = [];
    const pipeline = new UpdatePipeline(
      async (u) => {
        handled.push(u.update_id);
        if (u.message?.text === "fails") throw new Error("handling failed");
      },
      { journal },
    );
    const { handler } = createServer({ registry: createRegistry("bot-test"), logger, readiness: {}, webhook: webhookHandler(pipeline, secret, logger) });
    const own = await listen(handler, 0, "127.0.0.1");
    try {
      const url = `http://127.0.0.1:${own.port}${WEBHOOK_PATH}`;
      journal.hold();
      let answered: number | undefined;
      const push = tg.pushToWebhook({ ...tg.message(group, alice, "kept"), update_id: 7_001 }, { url }).then((s) => (answered = s));
      await waitFor(() => journal.writes.length === 1, { intervalMs: 5, message: "the update recorded" });
      expect(journal.writes).toEqual([[7_001]]);
      // Not answered (Telegram would take it as received) and not handled while the copy is not in place.
      expect(answered).toBeUndefined();
      expect(handled).toEqual([]);
      journal.release();
      expect(await push).toBe(200);
      expect(await tg.pushToWebhook({ ...tg.message(group, alice, "fails"), update_id: 7_002 }, { url })).toBe(200);
      expect(await pipeline.drain(1_000)).toBe(true);
      expect(handled).toEqual([7_001, 7_002]);
      expect(journal.forgotten.sort()).toEqual([7_001, 7_002]);
    } finally {
      await own.close(100);
    }
  });

  it("still serves /healthz on the same port", async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
  });

  it("compares secrets in constant time over their hashes", () => {
    expect(secretMatches("abc", "abc")).toBe(true);
    expect(secretMatches("abd", "abc")).toBe(false);
    expect(secretMatches(undefined, "abc")).toBe(false);
    expect(secretMatches("", "")).toBe(true);
  });
});

describe("long polling", () => {
  it("receives queued updates in order, confirms them with the next offset, and asks for chat_member updates", async () => {
    await api.call("deleteWebhook", {});
    const received: Update[] = [];
    const pipeline = new UpdatePipeline(async (u) => void received.push(u));
    const poller = new LongPoller(api, pipeline, logger, { timeoutS: 5 });
    const added = tg.addUpdates(tg.message(group, alice, "one"), tg.message(group, alice, "two"));
    poller.start();
    const deadline = Date.now() + 15_000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // An update added while the bot waits in a long poll arrives without waiting out the timeout.
    const t = performance.now();
    tg.addUpdates(tg.message(group, alice, "three"));
    while (received.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    // well under the 5 s long poll: the margin is for a loaded machine's own delay
    expect(performance.now() - t).toBeLessThan(2_500);
    await poller.stop();
    expect(received.map((u) => u.message!.text)).toEqual(["one", "two", "three"]);
    expect(received[0]!.update_id).toBe(added[0]!.update_id);
    // Everything was confirmed: nothing is pending at the fake.
    expect(tg.pending).toBe(0);
  });

  it("confirms a batch only once the journal holds it, recorded in one write", async () => {
    await api.call("deleteWebhook", {});
    const journal = gatedJournal();
    const received: Update[] = [];
    const pipeline = new UpdatePipeline(async (u) => void received.push(u), { journal });
    const poller = new LongPoller(api, pipeline, logger, { timeoutS: 1 });
    journal.hold();
    const added = tg.addUpdates(tg.message(group, alice, "j1"), tg.message(group, alice, "j2"), tg.message(group, alice, "j3"));
    const polls = tg.polls;
    poller.start();
    try {
      await waitFor(() => journal.writes.length === 1, { intervalMs: 5, message: "the batch recorded" });
      expect(journal.writes).toEqual([added.map((u) => u.update_id)]);
      // Held while the write is in flight: not handled, and no getUpdates confirming it.
      expect(received).toEqual([]);
      expect(tg.polls - polls).toBe(1);
      expect(tg.pending).toBe(3);
      journal.release();
      await waitFor(() => received.length === 3 && tg.pending === 0, { intervalMs: 5, message: "handled and confirmed" });
    } finally {
      journal.release();
      await poller.stop();
    }
    expect(received.map((u) => u.message!.text)).toEqual(["j1", "j2", "j3"]);
    // One write for the batch, none per update; each forgotten once handled.
    expect(journal.writes).toHaveLength(1);
    expect(journal.forgotten.sort()).toEqual(added.map((u) => u.update_id).sort());
  });

  it("keeps polling after getUpdates fails", async () => {
    const received: Update[] = [];
    const poller = new LongPoller(api, new UpdatePipeline(async (u) => void received.push(u)), logger, { timeoutS: 1 });
    tg.failNext("getUpdates", 2, { error_code: 502, description: "Bad Gateway" });
    const polls = tg.polls;
    tg.addUpdates(tg.message(group, alice, "after a failure"));
    poller.start();
    const deadline = Date.now() + 5_000;
    while (received.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(poller.lastPollOk).toBe(true);
    await poller.stop();
    expect(received.map((u) => u.message!.text)).toEqual(["after a failure"]);
    // Two refused polls, the one that delivered, and the confirmation at stop.
    expect(tg.polls - polls).toBeGreaterThanOrEqual(3);
  });

  it("bounds the updates held: intake waits while the limit is reached", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const pipeline = new UpdatePipeline(() => gate, { maxHeld: 2 });
    await pipeline.admit({ update_id: 1 });
    await pipeline.admit({ update_id: 2 });
    let third = false;
    const admitted = pipeline.admit({ update_id: 3 }).then(() => (third = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(third).toBe(false);
    release();
    await admitted;
    expect(third).toBe(true);
    expect(await pipeline.drain(1_000)).toBe(true);
  });

  it("journals no more than it holds: a batch is recorded ahead only as far as there is room, the rest once admitted", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const journal = gatedJournal();
    const pipeline = new UpdatePipeline(() => gate, { maxHeld: 2, journal });
    const batch = [{ update_id: 11 }, { update_id: 12 }, { update_id: 13 }];
    await pipeline.recordAhead(batch);
    expect(journal.writes).toEqual([[11, 12]]);
    await pipeline.admit(batch[0]!);
    await pipeline.admit(batch[1]!);
    expect(journal.writes).toEqual([[11, 12]]);
    const third = pipeline.admit(batch[2]!);
    await new Promise((r) => setImmediate(r));
    expect(journal.writes).toEqual([[11, 12]]); // waiting for room: not recorded yet
    release();
    expect(await third).toBe(true);
    expect(journal.writes).toEqual([[11, 12], [13]]);
    // A duplicate recorded ahead is forgotten, not left behind.
    await pipeline.recordAhead([{ update_id: 14 }]);
    expect(await pipeline.admit({ update_id: 11 }, { recorded: true })).toBe(false);
    expect(await pipeline.drain(1_000)).toBe(true);
    expect(journal.forgotten.sort()).toEqual([11, 11, 12, 13]);
    expect(await pipeline.admit({ update_id: 14 })).toBe(true);
    expect(journal.writes).toEqual([[11, 12], [13], [14]]);
    expect(await pipeline.drain(1_000)).toBe(true);
  });
});

describe("a flooded chat", () => {
  const X: TgChat = { id: -1001000000701, type: "supergroup", title: "Flooded" };
  const Y: TgChat = { id: -1001000000702, type: "supergroup", title: "Quiet" };
  const at = (chat: TgChat, id: number): Update => ({ update_id: id, message: { message_id: id, date: 0, chat: chat as never, text: `m${id}` } }) as Update;

  /**
   * A pipeline on a gated journal whose chat X's updates wait until released; the order each update
   * is handled in. By default one of X's updates runs and one is kept in memory (`limits` override).
   * `flood(n)` admits X's updates 1..n one at a time, as the poller does.
   */
  function blocked(limits: Omit<NonNullable<ConstructorParameters<typeof UpdatePipeline>[1]>, "journal"> = {}) {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const handled: number[] = [];
    const journal = gatedJournal();
    const pipeline = new UpdatePipeline(
      async (u) => {
        if (u.message?.chat.id === X.id) await gate;
        handled.push(u.update_id);
      },
      { maxHeld: 10, perChatInFlight: 1, perChatHeld: 1, ...limits, journal },
    );
    const flood = async (n: number) => {
      for (let id = 1; id <= n; id++) await pipeline.admit(at(X, id));
    };
    return { pipeline, journal, handled, release, flood };
  }

  it("keeps its updates beyond perChatHeld in the journal only, so another chat is admitted at once; all are handled in order", async () => {
    const { pipeline, handled, release, journal } = blocked({ maxHeld: 4, perChatHeld: 2 });
    // Admitted one at a time, as the poller does: with maxHeld 4 the fifth would wait for room.
    for (let id = 1; id <= 10; id++) expect(await pipeline.admit(at(X, id))).toBe(true);
    expect(pipeline.backlog()).toMatchObject({ held: 10, running: 1, journalOnly: 8 });
    expect(pipeline.free).toBe(2);
    expect(await pipeline.admit(at(Y, 11))).toBe(true);
    await waitFor(() => handled.includes(11), { intervalMs: 5, message: "Y's update handled while X waits" });
    expect(handled).toEqual([11]);
    release();
    expect(await pipeline.drain(2_000)).toBe(true);
    expect(handled).toEqual([11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(journal.loads).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(journal.kept.size).toBe(0);
    expect(pipeline.backlog()).toMatchObject({ held: 0, running: 0, journalOnly: 0 });
  });

  it("holds an update in memory when Redis does not confirm its copy (and then waits for room as before)", async () => {
    const { pipeline, handled, release, journal, flood } = blocked({ maxHeld: 3, perChatHeld: 2 });
    await flood(2);
    journal.failing = true;
    expect(await pipeline.admit(at(X, 3))).toBe(true);
    expect(pipeline.backlog()).toMatchObject({ held: 3, journalOnly: 0 });
    let fourth = false;
    const admitted = pipeline.admit(at(X, 4)).then(() => (fourth = true));
    await new Promise((r) => setImmediate(r));
    expect(fourth).toBe(false);
    release();
    await admitted;
    expect(await pipeline.drain(2_000)).toBe(true);
    expect(handled).toEqual([1, 2, 3, 4]);
    expect(journal.loads).toEqual([]);
    // Each written once (the failed write is not tried again) and forgotten once.
    expect(journal.writes).toEqual([[1], [2], [3], [4]]);
    expect(journal.forgotten.sort()).toEqual([1, 2, 3, 4]);
  });

  it("a batch recorded ahead whose copy Redis did not confirm is held in memory, not kept in the journal only, and not written again", async () => {
    const { pipeline, handled, release, journal } = blocked();
    const batch = [1, 2, 3].map((id) => at(X, id));
    journal.failing = true;
    await pipeline.recordAhead(batch);
    for (const u of batch) await pipeline.admit(u);
    expect(pipeline.backlog()).toMatchObject({ held: 3, journalOnly: 0 });
    expect(journal.writes).toEqual([[1, 2, 3]]);
    release();
    expect(await pipeline.drain(2_000)).toBe(true);
    expect(handled).toEqual([1, 2, 3]);
    expect(journal.loads).toEqual([]);
  });

  it("a read back Redis does not answer is asked again: the chat waits, nothing is lost", async () => {
    const { pipeline, handled, release, journal, flood } = blocked();
    await flood(3);
    journal.readFailures = 2;
    release();
    expect(await pipeline.drain(5_000)).toBe(true);
    expect(handled).toEqual([1, 2, 3]);
    expect(journal.loads).toEqual([2, 2, 2, 3]);
    expect(pipeline.lost).toBe(0);
  });

  it("at shutdown, updates kept in the journal only stay there: drain waits only for the others", async () => {
    const { pipeline, handled, release, journal, flood } = blocked();
    await flood(4);
    expect(pipeline.backlog()).toMatchObject({ journalOnly: 3 });
    pipeline.stopReadingBack();
    release();
    expect(await pipeline.drain(2_000)).toBe(true);
    expect(handled).toEqual([1]);
    expect(journal.loads).toEqual([]);
    // Left for the next process: not forgotten, so the journal keeps them.
    expect(journal.forgotten).toEqual([1]);
    expect([...journal.kept.keys()]).toEqual([2, 3, 4]);
  });

  it("an update the journal no longer has is counted lost, and the chat goes on", async () => {
    const { pipeline, handled, release, journal, flood } = blocked();
    const lost: number[] = [];
    pipeline.onLost = (id) => lost.push(id);
    await flood(4);
    expect(pipeline.backlog()).toMatchObject({ journalOnly: 3 });
    // Another process took it over after this one's lease lapsed.
    journal.kept.delete(3);
    release();
    expect(await pipeline.drain(2_000)).toBe(true);
    expect(handled).toEqual([1, 2, 4]);
    expect([lost, pipeline.lost]).toEqual([[3], 1]);
    expect(journal.forgotten.sort()).toEqual([1, 2, 3, 4]);
  });

  it("at shutdown, a chat's updates held in memory behind ids left in the journal still run, and drain ends", async () => {
    const { pipeline, handled, release, journal, flood } = blocked({ maxJournalOnly: 2 });
    await flood(4);
    expect(pipeline.backlog()).toMatchObject({ held: 4, journalOnly: 2 });
    pipeline.stopReadingBack();
    // One more arrives during the shutdown (a webhook push): it runs too.
    await pipeline.admit(at(X, 5));
    release();
    expect(await pipeline.drain(2_000)).toBe(true);
    expect(handled).toEqual([1, 4, 5]);
    expect([...journal.kept.keys()]).toEqual([2, 3]);
    expect(journal.loads).toEqual([]);
  });

  it("at shutdown, a read back waiting to ask Redis again is woken and left in the journal", async () => {
    const { pipeline, handled, release, journal, flood } = blocked();
    await flood(3);
    journal.readFailures = 1_000;
    release();
    // Five failed reads: the next wait is 1.6 s, longer than the drain below allows.
    await waitFor(() => journal.loads.length === 5, { intervalMs: 5, timeoutMs: 5_000, message: "five reads failed" });
    pipeline.stopReadingBack();
    expect(await pipeline.drain(1_000)).toBe(true);
    expect(handled).toEqual([1]);
    expect([...journal.kept.keys()]).toEqual([2, 3]);
  });

  it("a read back that rejects is asked again, and a log hook that throws does not stop the chat", async () => {
    const { pipeline, handled, release, journal, flood } = blocked();
    pipeline.onLost = () => {
      throw new Error("the log line failed");
    };
    await flood(4);
    journal.readRejects = 1;
    journal.kept.delete(3);
    release();
    expect(await pipeline.drain(2_000)).toBe(true);
    expect(handled).toEqual([1, 2, 4]);
    expect(journal.loads).toEqual([2, 2, 3, 4]);
    expect(pipeline.lost).toBe(1);
  });

  it("keeps at least perChatInFlight of a chat in memory, whatever perChatHeld says", async () => {
    const { pipeline, release, flood } = blocked({ perChatInFlight: 3 });
    await flood(4);
    expect(pipeline.backlog()).toMatchObject({ running: 3, journalOnly: 1 });
    release();
    expect(await pipeline.drain(2_000)).toBe(true);
  });

  it("keeps at most maxJournalOnly in the journal only; beyond it, updates are held in memory", async () => {
    const { pipeline, handled, release, flood } = blocked({ maxJournalOnly: 2 });
    await flood(5);
    expect(pipeline.backlog()).toMatchObject({ held: 5, journalOnly: 2 });
    release();
    expect(await pipeline.drain(2_000)).toBe(true);
    expect(handled).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("owner notifications", () => {
  it("are sent as direct messages, once per event id; a refusal is logged, not retried forever", async () => {
    const send = createNotificationSender(new ActionQueue({ api, logger }), logger);
    const n = create(NotificationSchema, {
      eventId: "evt_n1",
      telegramUserId: 4242n,
      text: "Your webhook endpoint wh_1 was disabled after 3 days of failures.",
    });
    const before = tg.callsOf("sendMessage").length;
    await send(n);
    await send(n);
    const sent = tg.callsOf("sendMessage").slice(before);
    expect(sent.map((c) => c.params)).toEqual([{ chat_id: 4242, text: n.text }]);
    tg.failNext("sendMessage", 1, { error_code: 403, description: "Forbidden: bot was blocked by the user" });
    await send(create(NotificationSchema, { eventId: "evt_n2", telegramUserId: 4243n, text: "x" }));
    expect(tg.callsOf("sendMessage").length - before).toBe(2);
  });
});
