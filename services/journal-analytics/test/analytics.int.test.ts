import { timestampDate } from "@bufbuild/protobuf/wkt";
import { createClient, createRouterTransport, type Client } from "@connectrpc/connect";
import { createPool, type Pool } from "@warden/db";
import { JournalService, type GetAnalyticsResponse } from "@warden/proto";
import { createTestDatabase, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJournalHandlers } from "../src/handlers/index.js";
import { migrateJournal } from "../src/migrations.js";
import { JournalStore, type ChatEventRow, type DecisionRow } from "../src/store.js";
import { addUtcDays, utcDay } from "../src/time.js";
import { violations } from "./support/violations.js";

let db: TestDatabase;
let pool: Pool;
let store: JournalStore;
let client: Client<typeof JournalService>;
// The clock of the handlers (user history's 90 days); the data sits in the weeks before it.
const NOW = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 12));

beforeAll(async () => {
  db = await createTestDatabase("analytics");
  await migrateJournal(db.url);
  pool = createPool({ connectionString: db.url, schema: "journal" });
  // Two years kept, so that last new year's eve is always inside the window.
  store = new JournalStore(pool, { retentionMonths: 24 });
  client = createClient(
    JournalService,
    createRouterTransport((router) => router.service(JournalService, createJournalHandlers(store, { now: () => NOW }))),
  );
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

let n = 0;
const dayStart = (daysAgo: number) => addUtcDays(new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate())), -daysAgo);
const chat = (groupId: number, at: Date, kind: ChatEventRow["kind"], userId: number | null): ChatEventRow => ({
  eventId: `evt_c${++n}`,
  occurredAt: at,
  groupId,
  kind,
  userId,
  messageId: kind === "message" ? n : null,
});
const decision = (groupId: number | null, at: Date, userId: number | null, d: Partial<DecisionRow> = {}): DecisionRow => ({
  eventId: `evt_d${++n}`,
  createdAt: at,
  groupId,
  accountId: null,
  source: "bot",
  messageId: n,
  userId,
  text: "t",
  verdict: "spam",
  score: 90,
  matchedRules: [],
  action: "delete",
  ...d,
});
const counters = (r: GetAnalyticsResponse) =>
  r.daily.map((d) => ({
    date: d.date,
    messages: Number(d.counters!.messages),
    active_users: Number(d.counters!.activeUsers),
    joins: Number(d.counters!.joins),
    leaves: Number(d.counters!.leaves),
    spam_blocked: Number(d.counters!.spamBlocked),
  }));

describe("analytics", () => {
  const G = -1004000000001;
  const OTHER = -1004000000002;

  beforeAll(async () => {
    const d3 = dayStart(3);
    const d2 = dayStart(2);
    await store.insertChatEvents([
      // Day -3: users 1 and 2 speak (user 1 twice), user 3 joins, user 4 leaves.
      chat(G, addUtcDays(d3, 0.1), "message", 1),
      chat(G, addUtcDays(d3, 0.2), "message", 1),
      chat(G, addUtcDays(d3, 0.3), "message", 2),
      chat(G, addUtcDays(d3, 0.4), "join", 3),
      chat(G, addUtcDays(d3, 0.5), "leave", 4),
      chat(G, addUtcDays(d3, 0.6), "ban", 5),
      // The last millisecond of day -3 and the first of day -2.
      chat(G, new Date(d2.getTime() - 1), "message", 3),
      chat(G, d2, "message", 1),
      // Day -2: users 1 (above) and 2 again: distinct over both days is 3, the sum of days is 5.
      chat(G, addUtcDays(d2, 0.5), "message", 2),
      // A message without a known sender counts as a message, not as a user.
      chat(G, addUtcDays(d2, 0.6), "message", null),
      // Another group's activity never shows up.
      chat(OTHER, addUtcDays(d2, 0.5), "message", 9),
      chat(OTHER, addUtcDays(d2, 0.5), "join", 9),
    ]);
    await store.insertDecisions([
      decision(G, addUtcDays(d3, 0.1), 1, { action: "delete", messageRemoved: true }),
      decision(G, addUtcDays(d3, 0.2), 1, { action: "delete_and_mute" }),
      decision(G, addUtcDays(d2, 0.2), 1, { action: "delete_and_ban" }),
      // Not blocked: flagged for review, could not act, clean, or an API check.
      decision(G, addUtcDays(d2, 0.3), 1, { action: "review" }),
      decision(G, addUtcDays(d2, 0.3), 1, { action: "none" }),
      decision(G, addUtcDays(d2, 0.3), 1, { verdict: "clean", action: "delete" }),
      decision(G, addUtcDays(d2, 0.3), 1, { source: "api", action: "none" }),
      // Nor a sanction Telegram took while it refused the delete: the message is still there.
      decision(G, addUtcDays(d2, 0.3), 1, { action: "delete_and_ban", messageRemoved: false }),
      decision(G, addUtcDays(d2, 0.3), 1, { action: "delete_and_mute", messageRemoved: false }),
      decision(OTHER, addUtcDays(d2, 0.3), 9),
    ]);
  });

  it("counts each day, and active users over the range are distinct, not a sum of days", async () => {
    const from = utcDay(dayStart(3));
    const to = utcDay(dayStart(2));
    const r = await client.getAnalytics({ groupId: BigInt(G), from, to });
    expect(counters(r)).toEqual([
      { date: from, messages: 4, active_users: 3, joins: 1, leaves: 1, spam_blocked: 2 },
      { date: to, messages: 3, active_users: 2, joins: 0, leaves: 0, spam_blocked: 1 },
    ]);
    expect(r.totals).toEqual(expect.objectContaining({ messages: 7n, activeUsers: 3n, joins: 1n, leaves: 1n, spamBlocked: 3n }));
    expect(r.from).toBe(from);
    expect(r.to).toBe(to);
  });

  it("reads the days and the range's distinct senders in one snapshot: a batch committed between the two is in neither", async () => {
    const G3 = -1004000000003;
    const day = dayStart(4);
    await store.insertChatEvents([chat(G3, addUtcDays(day, 0.1), "message", 1)]);
    // A pool whose statements pass through a hook: the distinct-senders read waits until the days were read, and a new
    // sender's message is committed (on another connection) in between.
    let daysRead: Promise<unknown> = Promise.resolve();
    let inserted = false;
    const hook = async (text: string, run: () => Promise<unknown>) => {
      if (text.includes("generate_series")) {
        daysRead = run();
        return daysRead;
      }
      if (text.includes("sender_days") && !inserted) {
        inserted = true;
        await daysRead;
        await store.insertChatEvents([chat(G3, addUtcDays(day, 0.2), "message", 2)]);
      }
      return run();
    };
    const hooked = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(t, prop) {
          const value = Reflect.get(t, prop) as unknown;
          if (prop === "query") {
            return (...args: unknown[]) => {
              const q = args[0] as string | { text?: string };
              return hook(typeof q === "string" ? q : (q.text ?? ""), () => (value as (...a: unknown[]) => Promise<unknown>).apply(t, args));
            };
          }
          if (prop === "connect") return async () => hooked(await (value as () => Promise<object>).apply(t));
          return typeof value === "function" ? value.bind(t) : value;
        },
      });
    const during = await new JournalStore(hooked(pool), { retentionMonths: 24 }).analytics(G3, utcDay(day), utcDay(day));
    expect(inserted).toBe(true);
    // As before the batch: the day's active users and the range's agree.
    expect([during.daily[0]!.active_users, during.totals.active_users]).toEqual([1, 1]);
    const after = await store.analytics(G3, utcDay(day), utcDay(day));
    expect([after.daily[0]!.active_users, after.totals.active_users]).toEqual([2, 2]);
  });

  it("lists every day of the range, zeros included, oldest first", async () => {
    const r = await client.getAnalytics({ groupId: BigInt(G), from: utcDay(dayStart(9)), to: utcDay(dayStart(0)) });
    expect(r.daily.map((d) => d.date)).toEqual(Array.from({ length: 10 }, (_, i) => utcDay(dayStart(9 - i))));
    expect(counters(r)[0]).toEqual({ date: utcDay(dayStart(9)), messages: 0, active_users: 0, joins: 0, leaves: 0, spam_blocked: 0 });
    expect(Number(r.totals!.messages)).toBe(7);
  });

  it("lists every day of a range over a clock change at midnight, whatever the session's time zone", async () => {
    // The Azores go from 00:00 to 01:00 on 2026-03-29: a series of local midnights loses the range's last day.
    const azores = createPool({ connectionString: db.url, schema: "journal", max: 1 });
    try {
      await azores.query("SET TimeZone = 'Atlantic/Azores'"); // the pool's one connection keeps it
      const r = await new JournalStore(azores, { retentionMonths: 24 }).analytics(G, "2026-03-27", "2026-03-31");
      expect(r.daily.map((d) => d.date)).toEqual(["2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30", "2026-03-31"]);
    } finally {
      await azores.end();
    }
  });

  it("takes one day (from = to) and 366 days; refuses 367, from after to, and non-dates", async () => {
    const one = await client.getAnalytics({ groupId: BigInt(G), from: utcDay(dayStart(2)), to: utcDay(dayStart(2)) });
    expect(counters(one)).toEqual([{ date: utcDay(dayStart(2)), messages: 3, active_users: 2, joins: 0, leaves: 0, spam_blocked: 1 }]);
    expect(one.totals!.activeUsers).toBe(2n);

    const full = await client.getAnalytics({ groupId: BigInt(G), from: utcDay(dayStart(365)), to: utcDay(dayStart(0)) });
    expect(full.daily).toHaveLength(366);
    expect(full.totals!.activeUsers).toBe(3n);

    expect(await violations(client.getAnalytics({ groupId: BigInt(G), from: utcDay(dayStart(366)), to: utcDay(dayStart(0)) }))).toEqual([
      { path: "from", message: "the range covers at most 366 days" },
    ]);
    expect(await violations(client.getAnalytics({ groupId: BigInt(G), from: utcDay(dayStart(1)), to: utcDay(dayStart(2)) }))).toEqual([
      { path: "from", message: "must not be after to" },
    ]);
    expect(await violations(client.getAnalytics({ groupId: BigInt(G), from: "2026-02-30", to: "2026-13-01" }))).toEqual([
      { path: "from", message: "must be a date YYYY-MM-DD" },
      { path: "to", message: "must be a date YYYY-MM-DD" },
    ]);
  });
});

describe("analytics across a new year", () => {
  const G = -1004000000003;
  const y = NOW.getUTCFullYear() - 1;
  const at = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

  beforeAll(async () => {
    await store.insertChatEvents([
      chat(G, at(`${y}-12-30`), "message", 1),
      chat(G, at(`${y}-12-31`), "message", 1),
      chat(G, at(`${y}-12-31`), "message", 2),
      chat(G, at(`${y + 1}-01-01`), "message", 1),
      chat(G, at(`${y + 1}-01-01`), "message", 3),
      chat(G, at(`${y + 1}-01-02`), "message", 4),
    ]);
  });

  it("counts a sender active in both years once, and only the days asked for", async () => {
    const both = await client.getAnalytics({ groupId: BigInt(G), from: `${y}-12-31`, to: `${y + 1}-01-01` });
    expect(counters(both).map((d) => d.active_users)).toEqual([2, 2]);
    expect(both.totals!.activeUsers).toBe(3n); // users 1, 2, 3 (not 4 sum, not user 4 of Jan 2)
    const wide = await client.getAnalytics({ groupId: BigInt(G), from: `${y}-12-01`, to: `${y + 1}-01-31` });
    expect(wide.totals!.activeUsers).toBe(4n);
    const lastYearOnly = await client.getAnalytics({ groupId: BigInt(G), from: `${y}-12-31`, to: `${y}-12-31` });
    expect(lastYearOnly.totals!.activeUsers).toBe(2n);
    const newYearOnly = await client.getAnalytics({ groupId: BigInt(G), from: `${y + 1}-01-02`, to: `${y + 1}-01-02` });
    expect(newYearOnly.totals!.activeUsers).toBe(1n);
  });
});

describe("user history", () => {
  const U = 4242;
  const windowStart = new Date(NOW.getTime() - 90 * 86_400_000);

  beforeAll(async () => {
    await store.insertChatEvents([chat(-1004000000010, new Date(NOW.getTime() - 200 * 86_400_000), "join", U)]);
    await store.insertDecisions([
      decision(-1004000000010, new Date(NOW.getTime() - 10 * 86_400_000), U),
      decision(-1004000000011, new Date(NOW.getTime() - 5 * 86_400_000), U, { action: "none" }),
      decision(-1004000000011, new Date(NOW.getTime() - 3 * 86_400_000), U, { verdict: "clean", action: "none" }),
      // The first instant of the 90 days counts, the millisecond before does not.
      decision(-1004000000012, windowStart, U),
      decision(-1004000000013, new Date(windowStart.getTime() - 1), U),
      // API checks carry an asserted user id: never part of the history.
      decision(-1004000000014, new Date(NOW.getTime() - 1 * 86_400_000), U, { source: "api", action: "none" }),
      decision(null, new Date(NOW.getTime() - 1 * 86_400_000), U, { source: "api", action: "none" }),
    ]);
  });

  it("counts the bot's spam decisions and groups of the last 90 days, the last spam and the first sighting", async () => {
    const h = await client.getUserHistory({ userId: BigInt(U) });
    expect(h.spamDecisions90d).toBe(3);
    expect(h.groupsWithSpam90d).toBe(3);
    expect(h.decisions90d).toBe(4);
    expect(timestampDate(h.lastSpamAt!).getTime()).toBe(NOW.getTime() - 5 * 86_400_000);
    expect(timestampDate(h.firstSeenAt!).getTime()).toBe(NOW.getTime() - 200 * 86_400_000);
  });

  it("knows nothing of a user only API checks named, and refuses user id 0", async () => {
    await store.insertDecisions([decision(-1004000000014, new Date(NOW.getTime() - 86_400_000), 4343, { source: "api", action: "none" })]);
    const h = await client.getUserHistory({ userId: 4343n });
    expect(h).toEqual(expect.objectContaining({ spamDecisions90d: 0, groupsWithSpam90d: 0, decisions90d: 0 }));
    expect(h.firstSeenAt).toBeUndefined();
    expect(h.lastSpamAt).toBeUndefined();
    expect(await violations(client.getUserHistory({ userId: 0n }))).toEqual([{ path: "user_id", message: "must be a positive user id" }]);
  });

  it("keeps the earliest sighting when an older event arrives late", async () => {
    const earlier = new Date(NOW.getTime() - 300 * 86_400_000);
    await store.insertDecisions([decision(-1004000000010, earlier, U, { verdict: "clean", action: "none" })]);
    await store.insertChatEvents([chat(-1004000000010, new Date(NOW.getTime() - 100 * 86_400_000), "message", U)]);
    const h = await client.getUserHistory({ userId: BigInt(U) });
    expect(timestampDate(h.firstSeenAt!).getTime()).toBe(earlier.getTime());
  });
});
