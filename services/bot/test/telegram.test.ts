import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeTelegram } from "@warden/testing";
import { ActionQueue, Pace } from "../src/telegram/action-queue.js";
import { BotApi, redactToken, TelegramApiError, TelegramNetworkError } from "../src/telegram/client.js";
import { UNMUTED } from "../src/telegram/types.js";
import { logger, startTelegram, TOKEN } from "./support.js";

let tg: FakeTelegram;
let api: BotApi;
const group = { id: -1001000000001, type: "supergroup" as const, title: "G" };
const alice = { id: 11, is_bot: false, first_name: "Alice" };

beforeAll(async () => ({ tg, api } = await startTelegram()));
afterAll(() => tg?.close());

describe("Bot API client", () => {
  it("POSTs JSON to {root}/bot{token}/{method} and returns the result", async () => {
    const me = await api.call("getMe", {});
    expect(me).toMatchObject({ id: tg.bot.id, is_bot: true, username: "warden_test_bot" });
    const [u] = tg.addUpdates(tg.message(group, alice, "hi"));
    const msg = (u!.message as { message_id: number }).message_id;
    await expect(api.call("deleteMessage", { chat_id: group.id, message_id: msg })).resolves.toBe(true);
    expect(tg.callsOf("deleteMessage").at(-1)?.params).toEqual({ chat_id: group.id, message_id: msg });
  });

  it("turns ok:false into a TelegramApiError with the code, the description and retry_after", async () => {
    const err = await api.call("deleteMessage", { chat_id: group.id, message_id: 999_999 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelegramApiError);
    expect(err).toMatchObject({ code: 400, description: "Bad Request: message to delete not found", retryAfter: undefined });
    tg.failNext("banChatMember", 1, { retryAfter: 7 });
    const flood = await api.call("banChatMember", { chat_id: group.id, user_id: 11 }).catch((e: unknown) => e);
    expect(flood).toMatchObject({ code: 429, retryAfter: 7 });
  });

  it("a call naming a group that became a supergroup: the TelegramApiError keeps parameters.migrate_to_chat_id (the new id)", async () => {
    const old = { id: -4000000101, type: "group" as const, title: "Basic" };
    const upgraded = { id: -1001000000101, type: "supergroup" as const, title: "Basic" };
    // the service message in the old group says so; from then on Telegram answers every call on the old id so
    tg.addUpdates(tg.migratedTo(old, upgraded, alice));
    for (const [method, params] of [
      ["sendMessage", { chat_id: old.id, text: "hello" }],
      ["getChatAdministrators", { chat_id: old.id }],
      ["unbanChatMember", { chat_id: old.id, user_id: alice.id }],
    ] as const) {
      const err = await api.call(method, params as never).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TelegramApiError);
      expect(err).toMatchObject({ code: 400, description: "Bad Request: group chat was upgraded to a supergroup chat", migrateToChatId: upgraded.id });
    }
    // a group Telegram did not move has no new id to tell
    const other = await api.call("deleteMessage", { chat_id: group.id, message_id: 999_998 }).catch((e: unknown) => e);
    expect(other).toMatchObject({ code: 400, migrateToChatId: undefined });
  });

  it("never puts the token in an error (so in no log line made from one)", async () => {
    const secretPart = TOKEN.split(":")[1]!;
    const bad = new BotApi({ token: TOKEN, apiRoot: "http://127.0.0.1:1" });
    const netErr = (await bad.call("getMe", {}).catch((e: unknown) => e)) as Error;
    expect(netErr).toBeInstanceOf(TelegramNetworkError);
    const wrong = new BotApi({ token: `999:${"W".repeat(30)}`, apiRoot: tg.url });
    const authErr = (await wrong.call("getMe", {}).catch((e: unknown) => e)) as Error;
    expect(authErr).toMatchObject({ code: 401, description: "Unauthorized" });
    for (const e of [netErr, authErr]) {
      const everything = [String(e), e.stack, JSON.stringify(e), JSON.stringify((e as { cause?: unknown }).cause ?? null)].join("\n");
      expect(everything).not.toContain(secretPart);
      expect(everything).not.toContain("W".repeat(30));
    }
    expect(redactToken(`POST https://api.telegram.org/bot${TOKEN}/getMe failed`)).toBe("POST https://api.telegram.org/bot<redacted-token>/getMe failed");
    expect(new TelegramApiError("getMe", 400, `echo ${TOKEN}`).message).toBe("getMe: 400 echo <redacted-token>");
  });
});

describe("action queue", () => {
  it("a call refused with 429 is tried again after retry_after, and is done (never dropped)", async () => {
    const queue = new ActionQueue({ api, logger });
    const [u] = tg.addUpdates(tg.message(group, alice, "spam"));
    const id = (u!.message as { message_id: number }).message_id;
    tg.failNext("deleteMessage", 2, { retryAfter: 1 });
    const before = tg.callsOf("deleteMessage").length;
    const outcome = await queue.enqueue(group.id, "deleteMessage", { chat_id: group.id, message_id: id });
    expect(outcome).toEqual({ ok: true, result: true });
    const attempts = tg.callsOf("deleteMessage").slice(before);
    expect(attempts).toHaveLength(3);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(990);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(990);
    expect(queue.size).toBe(0);
  });

  it("keeps a chat's calls in order while it waits, and other chats are not held up", async () => {
    const queue = new ActionQueue({ api, logger });
    const other = { ...group, id: -1001000000002 };
    const [a, b, c] = tg.addUpdates(tg.message(group, alice, "1"), tg.message(group, alice, "2"), tg.message(other, alice, "3"));
    const idOf = (u: typeof a) => (u!.message as { message_id: number }).message_id;
    tg.failNext("restrictChatMember", 1, { retryAfter: 2 });
    const start = performance.now();
    const first = queue.enqueue(group.id, "restrictChatMember", { chat_id: group.id, user_id: 11, permissions: { can_send_messages: false } });
    const second = queue.enqueue(group.id, "deleteMessage", { chat_id: group.id, message_id: idOf(a) });
    const elsewhere = queue.enqueue(other.id, "deleteMessage", { chat_id: other.id, message_id: idOf(c) });
    expect(await elsewhere).toMatchObject({ ok: true });
    // well under the group's 2 s wait: the margin is for a loaded machine's own delay
    expect(performance.now() - start).toBeLessThan(1_000);
    await Promise.all([first, second]);
    const inGroup = tg.calls.filter((x) => x.params.chat_id === group.id && x.at >= start).map((x) => x.method);
    expect(inGroup).toEqual(["restrictChatMember", "restrictChatMember", "deleteMessage"]);
    expect(await queue.enqueue(group.id, "deleteMessage", { chat_id: group.id, message_id: idOf(b) })).toMatchObject({ ok: true });
  });

  it("a chat's notices held back by flood control (or by the 20-a-minute pace) hold up none of its deletes and bans", async () => {
    const queue = new ActionQueue({ api, logger });
    const [spam] = tg.addUpdates(tg.message(group, alice, "SPAM during a raid"));
    tg.failNext("sendMessage", 1, { retryAfter: 3 });
    const start = performance.now();
    const notice = queue.enqueue(group.id, "sendMessage", { chat_id: group.id, text: "a notice" });
    const edit = queue.enqueue(group.id, "editMessageText", { chat_id: group.id, message_id: 1, text: "the notice, edited" });
    const deleted = await queue.enqueue(group.id, "deleteMessage", { chat_id: group.id, message_id: (spam!.message as { message_id: number }).message_id });
    const banned = await queue.enqueue(group.id, "banChatMember", { chat_id: group.id, user_id: alice.id });
    expect([deleted.ok, banned.ok]).toEqual([true, true]);
    // well under the notice's 3 s wait: the margin is for a loaded machine's own delay
    expect(performance.now() - start).toBeLessThan(1_500);
    await Promise.all([notice, edit]);
    // The posts and edits keep their own order: the edit waited behind the held-back notice.
    const posts = tg.calls.filter((x) => x.params.chat_id === group.id && x.at >= start && x.method !== "deleteMessage" && x.method !== "banChatMember");
    expect(posts.map((x) => x.method)).toEqual(["sendMessage", "sendMessage", "editMessageText"]);
  });

  it("network and server errors are retried with backoff; a refusal Telegram means is final, tried once", async () => {
    let calls = 0;
    const flaky = {
      call: async () => {
        calls++;
        if (calls <= 2) throw new TelegramNetworkError("deleteMessage", "connect ECONNREFUSED");
        if (calls === 3) throw new TelegramApiError("deleteMessage", 502, "Bad Gateway");
        return true as const;
      },
    };
    const queue = new ActionQueue({ api: flaky as unknown as BotApi, logger, backoffMs: { initial: 20, max: 50 } });
    expect(await queue.enqueue(group.id, "deleteMessage", { chat_id: group.id, message_id: 1 })).toEqual({ ok: true, result: true });
    expect(calls).toBe(4);

    const before = tg.callsOf("deleteMessage").length;
    const real = new ActionQueue({ api, logger });
    const refused = await real.enqueue(group.id, "deleteMessage", { chat_id: group.id, message_id: 424242 });
    expect(refused.ok).toBe(false);
    expect(tg.callsOf("deleteMessage").length - before).toBe(1);
  });

  it("deletes waiting in a chat go as one deleteMessages of at most 100, ahead of the calls between them", async () => {
    const queue = new ActionQueue({ api, logger });
    const chat = { ...group, id: -1001000000003 };
    const posted = tg.addUpdates(...Array.from({ length: 150 }, (_, i) => tg.message(chat, alice, `spam ${i}`)));
    const ids = posted.map((u) => (u.message as { message_id: number }).message_id);
    // The chat is paused by flood control, so everything below waits in its lane.
    tg.failNext("restrictChatMember", 1, { retryAfter: 1 });
    const start = performance.now();
    const mute = queue.enqueue(chat.id, "restrictChatMember", { chat_id: chat.id, user_id: alice.id, permissions: { can_send_messages: false } });
    const outcomes: Promise<unknown>[] = [];
    for (const [i, id] of ids.entries()) {
      outcomes.push(queue.enqueue(chat.id, "deleteMessage", { chat_id: chat.id, message_id: id }));
      if (i === 0) outcomes.push(queue.enqueue(chat.id, "banChatMember", { chat_id: chat.id, user_id: alice.id }));
    }
    expect(await mute).toEqual({ ok: true, result: true });
    expect(await Promise.all(outcomes)).toEqual(outcomes.map(() => ({ ok: true, result: true })));
    const calls = tg.calls.filter((c) => c.params.chat_id === chat.id && c.at >= start);
    expect(calls.map((c) => [c.method, (c.params.message_ids as number[] | undefined)?.length])).toEqual([
      ["restrictChatMember", undefined],
      ["restrictChatMember", undefined],
      // the first 100 deletes, the ban queued among them left for after them
      ["deleteMessages", 100],
      ["banChatMember", undefined],
      ["deleteMessages", 50],
    ]);
    expect(tg.deletionsIn(chat.id)).toEqual(ids);
    expect(queue.size).toBe(0);
  });

  it("a delete enqueued alone is never sent within a deleteMessages: Telegram's answer for that message is its outcome", async () => {
    const queue = new ActionQueue({ api, logger });
    const chat = { ...group, id: -1001000000005 };
    const [a] = tg.addUpdates(tg.message(chat, alice, "a"));
    tg.failNext("restrictChatMember", 1, { retryAfter: 1 });
    const start = performance.now();
    const mute = queue.enqueue(chat.id, "restrictChatMember", { chat_id: chat.id, user_id: alice.id, permissions: { can_send_messages: false } });
    const gone = queue.enqueue(chat.id, "deleteMessage", { chat_id: chat.id, message_id: 777_777 }, { alone: true });
    const present = queue.enqueue(
      chat.id,
      "deleteMessage",
      { chat_id: chat.id, message_id: (a!.message as { message_id: number }).message_id },
      { alone: true },
    );
    await mute;
    expect(await gone).toMatchObject({ ok: false });
    expect(await present).toEqual({ ok: true, result: true });
    const calls = tg.calls.filter((c) => c.params.chat_id === chat.id && c.at >= start).map((c) => c.method);
    expect(calls).toEqual(["restrictChatMember", "restrictChatMember", "deleteMessage", "deleteMessage"]);
  });

  it("a deleteMessages refused for good is tried one delete at a time: each is reported as Telegram answers it", async () => {
    const queue = new ActionQueue({ api, logger });
    const chat = { ...group, id: -1001000000004 };
    const [a, b] = tg.addUpdates(tg.message(chat, alice, "a"), tg.message(chat, alice, "b"));
    const idOf = (u: typeof a) => (u!.message as { message_id: number }).message_id;
    tg.failNext("restrictChatMember", 1, { retryAfter: 1 });
    tg.failNext("deleteMessages", 1, { error_code: 400, description: "Bad Request: message can't be deleted" });
    const start = performance.now();
    const mute = queue.enqueue(chat.id, "restrictChatMember", { chat_id: chat.id, user_id: alice.id, permissions: { can_send_messages: false } });
    const deletes = [idOf(a), 999_999, idOf(b)].map((id) => queue.enqueue(chat.id, "deleteMessage", { chat_id: chat.id, message_id: id }));
    await mute;
    const [first, missing, last] = await Promise.all(deletes);
    expect([first, last]).toEqual([
      { ok: true, result: true },
      { ok: true, result: true },
    ]);
    expect(missing).toMatchObject({ ok: false });
    const calls = tg.calls.filter((c) => c.params.chat_id === chat.id && c.at >= start).map((c) => c.method);
    expect(calls).toEqual(["restrictChatMember", "restrictChatMember", "deleteMessages", "deleteMessage", "deleteMessage", "deleteMessage"]);
  });

  it("paces sendMessage: 20 a minute in a group, a burst of 20 then one every 3 s", () => {
    const pace = new Pace(20, 60_000);
    const t = 1_000_000;
    const waits = Array.from({ length: 22 }, () => pace.reserve(t));
    expect(waits.slice(0, 20)).toEqual(Array(20).fill(0));
    expect(waits[20]).toBe(3_000);
    expect(waits[21]).toBe(6_000);
    // Once the window has passed, the burst is available again.
    const later = new Pace(30, 1_000);
    for (let i = 0; i < 30; i++) expect(later.reserve(t)).toBe(0);
    expect(later.reserve(t)).toBe(34);
    expect(later.reserve(t + 2_000)).toBe(0);
  });
});

describe("the fake Bot API answers as Telegram does (what the bot's handling of each answer is tested against)", () => {
  const chat = { id: -1001000000002, type: "supergroup" as const, title: "Rules" };
  const owner = { id: 90, is_bot: false, first_name: "Owner" };
  const admin = { id: 91, is_bot: false, first_name: "Admin" };
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => "taken",
      (e: TelegramApiError) => e.description,
    );

  it("a ban or restriction of the owner or an administrator, or without can_restrict_members, is refused with Telegram's words", async () => {
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: admin }, { user: tg.bot }]);
    expect(await refusal(api.call("banChatMember", { chat_id: chat.id, user_id: owner.id }))).toBe("Bad Request: can't remove chat owner");
    expect(await refusal(api.call("restrictChatMember", { chat_id: chat.id, user_id: admin.id, permissions: {} }))).toBe(
      "Bad Request: user is an administrator of the chat",
    );
    tg.setAdmins(chat.id, [
      { user: owner, status: "creator" },
      { user: tg.bot, rights: { can_restrict_members: false } },
    ]);
    expect(await refusal(api.call("banChatMember", { chat_id: chat.id, user_id: alice.id }))).toBe(
      "Bad Request: not enough rights to restrict/unrestrict chat member",
    );
    tg.setAdmins(chat.id, [{ user: owner, status: "creator" }, { user: tg.bot }]);
  });

  it("an until_date less than 30 s or more than 366 days ahead restricts for good; a restriction replaces the one before; all permissions lift it", async () => {
    const now = Math.floor(Date.now() / 1000);
    const restrict = (until_date: number, permissions = {}) => api.call("restrictChatMember", { chat_id: chat.id, user_id: alice.id, permissions, until_date });
    for (const until of [now + 10, now + 367 * 86_400, 0]) {
      await restrict(until);
      expect(await api.call("getChatMember", { chat_id: chat.id, user_id: alice.id })).toMatchObject({
        status: "restricted",
        until_date: 0,
        can_send_messages: false,
      });
    }
    await restrict(now + 3600);
    expect(tg.memberOf(chat.id, alice.id)?.until_date).toBe(now + 3600);
    await restrict(0, UNMUTED);
    expect(await api.call("getChatMember", { chat_id: chat.id, user_id: alice.id })).toMatchObject({ status: "member" });
  });

  it("a message sent 48 hours ago cannot be deleted alone; deleteMessages skips it and answers true", async () => {
    const old = (text: string) =>
      (tg.addUpdates(tg.message(chat, alice, text, { date: Math.floor(Date.now() / 1000) - 48 * 3600 }))[0]!.message as { message_id: number }).message_id;
    expect(await refusal(api.call("deleteMessage", { chat_id: chat.id, message_id: old("a") }))).toBe("Bad Request: message can't be deleted");
    const id = old("b");
    expect(await api.call("deleteMessages", { chat_id: chat.id, message_ids: [id] })).toBe(true);
    expect(await refusal(api.call("deleteMessage", { chat_id: chat.id, message_id: id }))).toBe("Bad Request: message can't be deleted");
  });

  it('HTML that does not parse is refused: "can\'t parse entities"', async () => {
    const send = (text: string) => refusal(api.call("sendMessage", { chat_id: chat.id, text, parse_mode: "HTML" }));
    expect(await send("a <b>bold</b> &amp; <blockquote>quote</blockquote>")).toBe("taken");
    expect(await send("a < b")).toMatch(/^Bad Request: can't parse entities: Unsupported start tag "" at byte offset 2$/);
    expect(await send("<b>open")).toBe(`Bad Request: can't parse entities: Can't find end tag corresponding to start tag "b"`);
    expect(await send("<foo>x</foo>")).toMatch(/^Bad Request: can't parse entities: Unsupported start tag "foo"/);
  });
});
