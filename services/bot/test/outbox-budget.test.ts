import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ActionQueue, CALL_FAILURES_MAX, FLOOD_WAIT_MAX_MS, UNANSWERED_POSTS_MAX } from "../src/telegram/action-queue.js";
import { BotApi, TelegramApiError, TelegramNetworkError } from "../src/telegram/client.js";
import type { MethodName } from "../src/telegram/types.js";
import { logger, TOKEN } from "./support.js";

// Every call of the outbox has a budget: a chat's calls run one at a time, so a call that can never succeed must end
// ({ok: false}, which every caller handles) rather than hold up the chat's later calls, and the updates awaiting them,
// for good.
const CHAT = -1001000009106;

/** A Bot API stand-in: `answer` decides each call (throw to fail it); records the methods called, in order. */
function stubApi(answer: (method: MethodName, n: number) => unknown) {
  const calls: MethodName[] = [];
  return {
    calls,
    api: {
      call: async (method: MethodName) => {
        calls.push(method);
        return answer(method, calls.length) as never;
      },
    },
  };
}

const quick = { backoffMs: { initial: 1, max: 2 } };

describe("a call's retry budget", () => {
  it(`a call Telegram answers 500 to every time ends refused after ${CALL_FAILURES_MAX} attempts; the chat's next call then runs`, async () => {
    const { api, calls } = stubApi((method) => {
      if (method === "deleteMessage") throw new TelegramApiError(method, 500, "Internal Server Error");
      return true;
    });
    const outbox = new ActionQueue({ api, logger, ...quick });
    const stuck = outbox.enqueue(CHAT, "deleteMessage", { chat_id: CHAT, message_id: 1 });
    const next = outbox.enqueue(CHAT, "banChatMember", { chat_id: CHAT, user_id: 5 });
    const outcome = await stuck;
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ code: 500 });
    expect(await next).toEqual({ ok: true, result: true });
    expect(calls.filter((m) => m === "deleteMessage")).toHaveLength(CALL_FAILURES_MAX);
    expect(await outbox.drain(1_000)).toBe(true);
  });

  it("a call that gets no answer is tried again within the same budget, and done when an attempt succeeds", async () => {
    const { api, calls } = stubApi((method, n) => {
      if (n < CALL_FAILURES_MAX) throw new TelegramNetworkError(method, "socket hang up (ECONNRESET)");
      return true;
    });
    const outbox = new ActionQueue({ api, logger, ...quick });
    expect(await outbox.enqueue(CHAT, "banChatMember", { chat_id: CHAT, user_id: 5 })).toEqual({ ok: true, result: true });
    expect(calls).toHaveLength(CALL_FAILURES_MAX);
  });

  it(`a sendMessage that got no answer (Telegram may have posted it) is sent again ${UNANSWERED_POSTS_MAX} time(s) at most, not on every attempt`, async () => {
    const { api, calls } = stubApi((method) => {
      throw new TelegramNetworkError(method, `no answer within 15000 ms`);
    });
    const outbox = new ActionQueue({ api, logger, ...quick });
    const sent = await outbox.enqueue(CHAT, "sendMessage", { chat_id: CHAT, text: "a notice" });
    expect(sent.ok).toBe(false);
    expect(!sent.ok && sent.error).toBeInstanceOf(TelegramNetworkError);
    expect(calls).toEqual(Array(1 + UNANSWERED_POSTS_MAX).fill("sendMessage"));
  });

  it("flood waits are honoured, up to FLOOD_WAIT_MAX_MS in total for one call; then the call ends refused", async () => {
    const waits: number[] = [];
    const { api, calls } = stubApi((method) => {
      throw new TelegramApiError(method, 429, "Too Many Requests: retry after 60", 60);
    });
    const outbox = new ActionQueue({ api, logger, sleep: async (ms) => void waits.push(ms) });
    const outcome = await outbox.enqueue(CHAT, "deleteMessage", { chat_id: CHAT, message_id: 1 });
    expect(!outcome.ok && outcome.error).toMatchObject({ code: 429 });
    expect(calls).toHaveLength(Math.floor(FLOOD_WAIT_MAX_MS / 60_000) + 1);
    // Each wait is retry_after (the first attempt waits for nothing); their sum stays within the cap.
    expect(waits.every((ms) => ms > 59_000 && ms <= 60_000)).toBe(true);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(FLOOD_WAIT_MAX_MS);
  });

  it("a flood wait longer than the budget ends the call, and the chat's later calls are not sent into it: they end refused unsent", async () => {
    const retryAfterS = FLOOD_WAIT_MAX_MS / 1000 + 100;
    const { api, calls } = stubApi((method) => {
      throw new TelegramApiError(method, 429, `Too Many Requests: retry after ${retryAfterS}`, retryAfterS);
    });
    const waits: number[] = [];
    const outbox = new ActionQueue({ api, logger, sleep: async (ms) => void waits.push(ms) });
    const bans = [5, 6, 7].map((user) => outbox.enqueue(CHAT, "banChatMember", { chat_id: CHAT, user_id: user }));
    const outcomes = await Promise.all(bans);
    expect(outcomes.map((o) => !o.ok && (o.error as TelegramApiError).code)).toEqual([429, 429, 429]);
    // One request, not three back to back into the flood wait Telegram had just announced; and no wait taken.
    expect(calls).toEqual(["banChatMember"]);
    expect(waits).toEqual([]);
  });

  it("a lane paused by flood control leaves the outbox once the pause is over (a chat that never comes back is not kept); a call queued meanwhile waits the pause out and is done", async () => {
    vi.useFakeTimers();
    try {
      const retryAfterS = FLOOD_WAIT_MAX_MS / 1000 + 100;
      let flood = true;
      const { api, calls } = stubApi((method) => {
        if (flood) throw new TelegramApiError(method, 429, `Too Many Requests: retry after ${retryAfterS}`, retryAfterS);
        return true;
      });
      const outbox = new ActionQueue({ api, logger });
      // Given up on (its budget cannot wait that long): the chat's lane stays paused, idle.
      expect((await outbox.enqueue(CHAT, "banChatMember", { chat_id: CHAT, user_id: 5 })).ok).toBe(false);
      expect(outbox.lanesHeld).toBe(1);
      await vi.advanceTimersByTimeAsync(retryAfterS * 1000 + 10);
      expect(outbox.lanesHeld).toBe(0);

      // Paused again; a call queued halfway through waits the rest of the pause out, then is sent, and the lane goes.
      expect((await outbox.enqueue(CHAT, "banChatMember", { chat_id: CHAT, user_id: 6 })).ok).toBe(false);
      flood = false;
      await vi.advanceTimersByTimeAsync(FLOOD_WAIT_MAX_MS / 2);
      const queued = outbox.enqueue(CHAT, "deleteMessage", { chat_id: CHAT, message_id: 9 });
      await vi.advanceTimersByTimeAsync(FLOOD_WAIT_MAX_MS / 2 - 1_000);
      expect(calls).toEqual(["banChatMember", "banChatMember"]);
      await vi.advanceTimersByTimeAsync(retryAfterS * 1000);
      expect(await queued).toEqual({ ok: true, result: true });
      expect(calls).toEqual(["banChatMember", "banChatMember", "deleteMessage"]);
      expect(outbox.lanesHeld).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("deletes sent together as one deleteMessages that is given up on end refused together, not tried again one by one", async () => {
    const { api, calls } = stubApi((method) => {
      if (method === "deleteMessages" || method === "deleteMessage") throw new TelegramApiError(method, 502, "Bad Gateway");
      return true;
    });
    const outbox = new ActionQueue({ api, logger, ...quick });
    const held = outbox.enqueue(CHAT, "banChatMember", { chat_id: CHAT, user_id: 5 });
    const deletes = [1, 2, 3].map((id) => outbox.enqueue(CHAT, "deleteMessage", { chat_id: CHAT, message_id: id }));
    await held;
    expect((await Promise.all(deletes)).map((o) => o.ok)).toEqual([false, false, false]);
    expect(calls.filter((m) => m === "deleteMessage")).toEqual([]);
    expect(calls.filter((m) => m === "deleteMessages")).toHaveLength(CALL_FAILURES_MAX);
  });
});

/** The real client, counting the calls the outbox sends through it. */
function countingCalls(api: BotApi) {
  const counting = {
    attempts: 0,
    call: (method: MethodName, params: never) => {
      counting.attempts++;
      return api.call(method, params);
    },
  };
  return counting;
}

describe("an answer that is not JSON", () => {
  let server: http.Server;
  let root: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const status = req.url?.endsWith("/deleteMessage") ? 403 : req.url?.endsWith("/sendMessage") ? 413 : req.url?.endsWith("/restrictChatMember") ? 408 : 502;
      res.writeHead(status, { "content-type": "text/html" });
      res.end(`<html><body>${status}</body></html>`);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("a 4xx without a JSON body (a proxy's HTML 403 or 413) is a refusal, tried once; a 5xx is tried again", async () => {
    const api = new BotApi({ token: TOKEN, apiRoot: root });
    const err = await api.call("deleteMessage", { chat_id: CHAT, message_id: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelegramApiError);
    expect(err).toMatchObject({ code: 403 });
    const counting = countingCalls(api);
    const outbox = new ActionQueue({ api: counting, logger, ...quick });
    expect((await outbox.enqueue(CHAT, "sendMessage", { chat_id: CHAT, text: "a notice" })).ok).toBe(false);
    expect(counting.attempts).toBe(1);
    counting.attempts = 0;
    expect((await outbox.enqueue(CHAT, "banChatMember", { chat_id: CHAT, user_id: 5 })).ok).toBe(false);
    expect(counting.attempts).toBe(CALL_FAILURES_MAX);
    api.close();
  });

  it("a proxy's 408 without a JSON body is no answer (Telegram may or may not have done the call): tried again, not refused", async () => {
    const api = new BotApi({ token: TOKEN, apiRoot: root });
    const err = await api.call("restrictChatMember", { chat_id: CHAT, user_id: 5, permissions: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelegramNetworkError);
    const counting = countingCalls(api);
    const outbox = new ActionQueue({ api: counting, logger, ...quick });
    expect((await outbox.enqueue(CHAT, "restrictChatMember", { chat_id: CHAT, user_id: 5, permissions: {} })).ok).toBe(false);
    expect(counting.attempts).toBe(CALL_FAILURES_MAX);
    api.close();
  });
});
