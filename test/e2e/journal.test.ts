import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { createKafka, EventPublisher, TOPICS } from "@warden/kafka";
import { Action, ChatEventKind, ChatEventSchema, DecisionSchema, Source, Verdict } from "@warden/proto";
import { SPAM_TEXT, waitFor } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.js";
import { startStack, type Stack } from "../support/stack.js";

// The journal and analytics the real way: checks through the gateway become decisions on Kafka,
// journal-analytics consumes them (and chat events, published here as the bot will), and the
// gateway serves them back. Every response is validated against the OpenAPI document.
let stack: Stack;
let api: ReturnType<typeof apiClient>;
let publisher: EventPublisher;
let G: number;

interface Entry {
  id: string;
  created_at: string;
  source: string;
  message_id?: number;
  user_id?: number;
  text_excerpt: string;
  verdict: string;
  score: number;
  matched_rules: string[];
  action: string;
}
interface Page {
  items: Entry[];
  next_cursor: string | null;
}

const stamp = Date.now();
const TEXTS = {
  spam1: `${SPAM_TEXT} ${stamp}a`,
  clean1: `see you all at the meetup on friday ${stamp}b`,
  spam2: `Easy crypto profit, earn $300 daily, write me in DM ${stamp}c`,
  clean2: `thanks for the notes from yesterday ${stamp}d`,
};
const USER = 4242;
const checks: Record<string, { verdict: string; score: number }> = {};

beforeAll(async () => {
  stack = await startStack({ label: "journal", services: ["groups-config", "engine", "journal-analytics", "gateway"] });
  api = apiClient(stack.baseUrl, stack.demo.key);
  G = stack.demo.groupId;
  publisher = new EventPublisher(createKafka({ brokers: stack.kafka.brokers, clientId: "journal-e2e" }));
  await publisher.connect();
  // One at a time, so the decisions' times follow this order.
  for (const [name, text] of Object.entries(TEXTS)) {
    const res = await api.post("/spam/check", { text, group_id: G, ...(name.endsWith("2") ? { user_id: USER } : {}) });
    expect(res.status).toBe(200);
    checks[name] = { verdict: res.body.verdict, score: res.body.score };
  }
  // The filters below are checked against the verdicts the engine gave, whatever they are.
  // A check without a group is journaled too, but belongs to no group's journal.
  expect((await api.post("/spam/check", { text: `no group here ${stamp}` })).status).toBe(200);
  await waitFor(async () => (await journal("?limit=100")).items.length === 4, { timeoutMs: 15_000, intervalMs: 150, message: "4 decisions in the journal" });
});

afterAll(async () => {
  await publisher?.disconnect();
  await stack?.stop();
});

async function journal(query = "", key?: string): Promise<Page> {
  const res = await api.get<Page>(`/groups/${G}/journal${query}`, key ? { key } : undefined);
  expect(res.status).toBe(200);
  return res.body;
}
const texts = (p: Page) => p.items.map((i) => i.text_excerpt);
/** The checked texts, newest first, that had this verdict (and were sent with the user id, if asked). */
const expected = (verdict?: string, withUser = false) =>
  (["clean2", "spam2", "clean1", "spam1"] as const)
    .filter((n) => (verdict === undefined || checks[n]!.verdict === verdict) && (!withUser || n.endsWith("2")))
    .map((n) => TEXTS[n]);

describe("GET /groups/{id}/journal", () => {
  it("lists the group's API checks newest first, with source api and action none", async () => {
    const page = await journal();
    expect(texts(page)).toEqual([TEXTS.clean2, TEXTS.spam2, TEXTS.clean1, TEXTS.spam1]);
    expect(page.next_cursor).toBeNull();
    for (const item of page.items) {
      const name = Object.entries(TEXTS).find(([, t]) => t === item.text_excerpt)![0];
      expect(item).toMatchObject({ source: "api", action: "none", verdict: checks[name]!.verdict, score: checks[name]!.score });
      expect(item.id).toMatch(/^evt_/);
      expect(item.message_id).toBeUndefined();
    }
    expect(page.items[1]!.user_id).toBe(USER);
    expect(page.items[2]!.user_id).toBeUndefined();
    expect(page.items[1]!.matched_rules.length).toBeGreaterThan(0);
  });

  it("filters by verdict, source, action, user and time (from inclusive, to exclusive)", async () => {
    for (const verdict of ["spam", "suspicious", "clean"]) {
      expect(texts(await journal(`?verdict=${verdict}`)), verdict).toEqual(expected(verdict));
    }
    expect(expected("spam").length).toBeGreaterThan(0);
    expect(texts(await journal("?source=api"))).toHaveLength(4);
    expect(texts(await journal("?source=bot"))).toEqual([]);
    expect(texts(await journal("?action=none"))).toHaveLength(4);
    expect(texts(await journal("?action=delete"))).toEqual([]);
    expect(texts(await journal(`?user_id=${USER}`))).toEqual([TEXTS.clean2, TEXTS.spam2]);
    expect(texts(await journal(`?user_id=${USER}&verdict=spam`))).toEqual(expected("spam", true));
    const all = await journal();
    const clean1At = all.items[2]!.created_at;
    expect(texts(await journal(`?from=${encodeURIComponent(clean1At)}`))).toEqual([TEXTS.clean2, TEXTS.spam2, TEXTS.clean1]);
    expect(texts(await journal(`?to=${encodeURIComponent(clean1At)}`))).toEqual([TEXTS.spam1]);
    // The same instant written with an offset.
    const shifted = new Date(new Date(clean1At).getTime() + 2 * 3_600_000).toISOString().replace("Z", "+02:00");
    expect(texts(await journal(`?to=${encodeURIComponent(shifted)}`))).toEqual([TEXTS.spam1]);
  });

  it("walks page by page with the cursor, each entry once, and the cursor is bound to its filters", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await journal(`?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.items).toHaveLength(1);
      seen.push(page.items[0]!.text_excerpt);
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([TEXTS.clean2, TEXTS.spam2, TEXTS.clean1, TEXTS.spam1]);
    expect(cursor).toBeNull();

    const first = await journal("?limit=1&source=api");
    const second = await journal(`?limit=1&source=api&cursor=${first.next_cursor}`);
    expect(texts(second)).toEqual([TEXTS.spam2]);
    const misused = await api.get(`/groups/${G}/journal?limit=1&source=bot&cursor=${first.next_cursor}`);
    expect(misused.status).toBe(422);
    expect(misused.body.error.code).toBe("validation_failed");
    expect(misused.body.error.details.errors).toEqual([{ path: "query.cursor", message: expect.stringContaining("other filters") }]);
    const forged = await api.get(`/groups/${G}/journal?cursor=bm90LWEtY3Vyc29y`);
    expect(forged.status).toBe(422);
    expect(forged.body.error.details.errors).toEqual([{ path: "query.cursor", message: "is not a cursor this API issued" }]);
  });

  it("answers 422 validation_failed naming the parameter, free of charge, for every bad value", async () => {
    const cases: [string, string][] = [
      ["limit=0", "query.limit"],
      ["limit=101", "query.limit"],
      ["limit=abc", "query.limit"],
      ["verdict=ham", "query.verdict"],
      ["action=kick", "query.action"],
      ["source=dashboard", "query.source"],
      ["user_id=0", "query.user_id"],
      ["user_id=abc", "query.user_id"],
      ["from=yesterday", "query.from"],
      ["to=2026-02-30T00:00:00Z", "query.to"],
      ["from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z", "query.to"],
      ["cursor=", "query.cursor"],
    ];
    for (const [query, path] of cases) {
      const res = await api.get(`/groups/${G}/journal?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.error.code).toBe("validation_failed");
      expect(
        res.body.error.details.errors.map((e: { path: string }) => e.path),
        query,
      ).toEqual([path]);
      expect(res.headers.get("x-quota-used"), query).toBeNull();
    }
    expect((await api.get(`/groups/${G}/journal?limit=1`)).status).toBe(200);
    expect((await api.get(`/groups/${G}/journal?limit=100`)).status).toBe(200);
  });

  it("keeps tenants apart: another account gets 404, and sees only its own group's decisions", async () => {
    const other = (await stack.cli("account", "create", "--name", `other ${stamp}`, "--plan", "pro")) as { id: string };
    const key = ((await stack.cli("key", "create", other.id, "--scope", "read")) as { key: string }).key;
    const otherGroup = -1009900000000 - (stamp % 1000);
    await stack.cli("group", "upsert", "--id", String(otherGroup), "--title", "Other", "--plan", "pro", "--admin", other.id);
    const otherApi = apiClient(stack.baseUrl, key);
    const denied = await otherApi.get(`/groups/${G}/journal`);
    expect(denied.status).toBe(404);
    expect(denied.body.error.code).toBe("group_not_found");
    expect((await otherApi.get(`/groups/${G}/analytics`)).status).toBe(404);
    const write = ((await stack.cli("key", "create", other.id, "--scope", "write")) as { key: string }).key;
    expect((await apiClient(stack.baseUrl, write).post("/spam/check", { text: `other tenant ${stamp}`, group_id: otherGroup })).status).toBe(200);
    await waitFor(async () => (await otherApi.get<Page>(`/groups/${otherGroup}/journal`)).body.items.length === 1, { timeoutMs: 10_000, intervalMs: 150 });
    expect(texts((await otherApi.get<Page>(`/groups/${otherGroup}/journal`)).body)).toEqual([`other tenant ${stamp}`]);
    expect(texts(await journal())).not.toContain(`other tenant ${stamp}`);
  });

  it("needs the group on Pro (403 plan_required, subject group) and the account on Pro (subject account)", async () => {
    const freeGroup = -1009800000000 - (stamp % 1000);
    await stack.cli("group", "upsert", "--id", String(freeGroup), "--title", "Free", "--plan", "free", "--admin", stack.demo.accountId);
    const res = await api.get(`/groups/${freeGroup}/journal`);
    expect(res.status).toBe(403);
    expect(res.body.error.details).toEqual({ required_plan: "pro", current_plan: "free", subject: "group" });
    const basic = (await stack.cli("account", "create", "--name", `basic ${stamp}`, "--plan", "basic")) as { id: string };
    const basicKey = ((await stack.cli("key", "create", basic.id, "--scope", "read")) as { key: string }).key;
    const refused = await apiClient(stack.baseUrl, basicKey).get(`/groups/${G}/analytics`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.subject).toBe("account");
  });
});

describe("bot decisions and chat events", () => {
  const DAY = 86_400_000;
  const midnight = Math.floor(Date.now() / DAY) * DAY;
  const day = (n: number) => new Date(midnight - n * DAY).toISOString().slice(0, 10);
  let n = 0;
  const chat = (daysAgo: number, kind: ChatEventKind, userId: number) =>
    create(ChatEventSchema, {
      eventId: `evt_e2e_chat_${stamp}_${++n}`,
      occurredAt: timestampFromDate(new Date(midnight - daysAgo * DAY + 3_600_000 + n * 1000)),
      groupId: BigInt(G),
      kind,
      userId: BigInt(userId),
      messageId: kind === ChatEventKind.MESSAGE ? BigInt(n) : undefined,
    });

  beforeAll(async () => {
    const events = [
      chat(2, ChatEventKind.MESSAGE, 101),
      chat(2, ChatEventKind.MESSAGE, 101),
      chat(2, ChatEventKind.JOIN, 103),
      chat(1, ChatEventKind.MESSAGE, 101),
      chat(1, ChatEventKind.MESSAGE, 102),
      chat(1, ChatEventKind.LEAVE, 104),
    ];
    const blocked = create(DecisionSchema, {
      eventId: `evt_e2e_bot_${stamp}`,
      occurredAt: timestampFromDate(new Date(midnight - DAY + 7_200_000)),
      source: Source.BOT,
      groupId: BigInt(G),
      messageId: 77n,
      userId: 102n,
      text: `bot saw spam ${stamp}`,
      verdict: Verdict.SPAM,
      score: 95,
      matchedRules: ["earnings_promise"],
      actionTaken: Action.DELETE_AND_BAN,
    });
    // Sent twice: a redelivery must count nothing.
    for (let i = 0; i < 2; i++) {
      await publisher.publishMany(
        TOPICS.chatEvents,
        ChatEventSchema,
        events.map((e) => ({ key: String(G), eventId: e.eventId, message: e })),
      );
      await publisher.publish(TOPICS.decisions, DecisionSchema, { key: String(G), eventId: blocked.eventId, message: blocked });
    }
    await waitFor(
      async () => {
        const a = await api.get(`/groups/${G}/analytics?from=${day(2)}&to=${day(1)}`);
        return a.body.totals.messages === 4 && a.body.totals.spam_blocked === 1 && a.body.totals.leaves === 1;
      },
      { timeoutMs: 15_000, intervalMs: 200, message: "chat events counted" },
    );
  });

  it("counts messages, distinct active users, joins, leaves and spam blocked per day and over the range", async () => {
    const res = await api.get(`/groups/${G}/analytics?from=${day(3)}&to=${day(1)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      group_id: G,
      from: day(3),
      to: day(1),
      totals: { messages: 4, active_users: 2, joins: 1, leaves: 1, spam_blocked: 1 },
      daily: [
        { date: day(3), messages: 0, active_users: 0, joins: 0, leaves: 0, spam_blocked: 0 },
        { date: day(2), messages: 2, active_users: 1, joins: 1, leaves: 0, spam_blocked: 0 },
        { date: day(1), messages: 2, active_users: 2, joins: 0, leaves: 1, spam_blocked: 1 },
      ],
    });
  });

  it("defaults to the last 30 days, takes 366, and refuses 367 days, a future day and non-dates", async () => {
    const def = await api.get(`/groups/${G}/analytics`);
    expect(def.status).toBe(200);
    expect(def.body.daily).toHaveLength(30);
    expect(def.body.from).toBe(def.body.daily[0].date);
    expect(def.body.to).toBe(def.body.daily[29].date);
    expect(def.body.totals.active_users).toBe(2);
    expect((await api.get(`/groups/${G}/analytics?from=${day(365)}&to=${day(0)}`)).body.daily).toHaveLength(366);
    for (const [query, path] of [
      [`from=${day(366)}&to=${day(0)}`, "query.from"],
      [`to=${new Date(midnight + 2 * DAY).toISOString().slice(0, 10)}`, "query.to"],
      [`from=${day(1)}&to=${day(2)}`, "query.from"],
      ["from=2026-13-01", "query.from"],
    ] as const) {
      const res = await api.get(`/groups/${G}/analytics?${query}`);
      expect(res.status, query).toBe(422);
      expect(
        res.body.error.details.errors.map((e: { path: string }) => e.path),
        query,
      ).toEqual([path]);
    }
  });

  it("journals the bot's decision once, with source bot, message id and the action taken", async () => {
    const page = await journal("?source=bot");
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      source: "bot",
      message_id: 77,
      user_id: 102,
      verdict: "spam",
      action: "delete_and_ban",
      text_excerpt: `bot saw spam ${stamp}`,
    });
    expect(texts(await journal("?action=delete_and_ban"))).toEqual([`bot saw spam ${stamp}`]);
  });
});
