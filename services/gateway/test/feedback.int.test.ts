import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/harness.js";

// Moderator feedback through the real gateway: real PostgreSQL (gateway and groups-config
// schemas), Redis, the Kafka mock, and the real groups-config and engine servers.
let h: Harness;
let alice: { id: string; key: string };
let bob: { id: string; key: string };
let aliceRead: string;
const ALICE_GROUP = -1001000000910;
const BOB_GROUP = -1001000000911;

// An ordinary text a group's moderator nevertheless calls spam (the default engine does not: it must
// hold on ordinary chat), and near-duplicates of it.
const MISSED = "See you at the community meetup tomorrow at 7, near kiosk 12, ask @anna_k";
const MISSED_VARIANTS = [
  "Sее yоu аt thе cоmmunity mееtup tоmоrrоw аt 7, nеаr kiоsk 12, аsk @anna_k", // Cyrillic homoglyphs
  "S e e  you at the community meetup tomorrow at 7,near kiosk 12,ask @anna_k", // spacing
  "See you at the community meetup tomorrow at 8, near kiosk 31, ask @anna_k", // other numbers
  "See you at the community meetup tomorrow at 7, near kiosk 12, ask @maria_p", // another handle
];
// A text the default model calls spam, reported as ham.
const FLAGGED = "Free airdrop! Claim 500 USDT now at t.me/airdrop_bonus_bot, DM me to earn $300 a day";
const FLAGGED_VARIANT = "Free аirdrop! Claim 900 USDT now at t.me/airdrop_bonus_bot, DM me to earn $700 a day";

const API = "/api/public/v1";
const check = (key: string, text: string, group_id?: number) =>
  h.request("POST", `${API}/spam/check`, { key, body: group_id === undefined ? { text } : { text, group_id } });
const report = (key: string, body: unknown) => h.request("POST", `${API}/spam/report`, { key, body });

async function verdicts(key: string, texts: string[]) {
  const out: { verdict: string; score: number }[] = [];
  for (const t of texts) {
    const r = await check(key, t);
    expect(r.status).toBe(200);
    out.push({ verdict: r.body.verdict, score: r.body.score });
  }
  return out;
}

beforeAll(async () => {
  h = await startHarness("gwfeedback");
  alice = await h.account("pro", { name: "alice" });
  bob = await h.account("pro", { name: "bob" });
  aliceRead = (await h.accounts.createKey(alice.id, "read")).key;
  await h.group(ALICE_GROUP, "free", [alice.id]);
  await h.group(BOB_GROUP, "pro", [bob.id]);
});
afterAll(() => h?.close());

describe("201", () => {
  let bobBefore: { verdict: string; score: number }[];

  it("a reported spam and its near-duplicates are spam on the very next check", async () => {
    const texts = [MISSED, ...MISSED_VARIANTS];
    const before = await verdicts(alice.key, texts);
    for (const v of before) expect(v.verdict).not.toBe("spam");
    bobBefore = await verdicts(bob.key, [...texts, FLAGGED, FLAGGED_VARIANT]);

    const r = await report(alice.key, { text: MISSED, label: "spam" });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["created_at", "group_id", "id", "label"]);
    expect(r.body).toMatchObject({ id: expect.stringMatching(/^rpt_[A-Za-z0-9]{20}$/), label: "spam", group_id: null });
    expect(r.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    for (const text of texts) {
      const c = await check(alice.key, text);
      expect(c.body.verdict, text).toBe("spam");
      expect(c.body.matched_rules).toContain("reported_spam");
      expect(c.body.signals.reported_spam).toBeGreaterThan(0);
    }
  });

  it("a reported ham is not spam on the next check, near-duplicates included", async () => {
    expect((await check(alice.key, FLAGGED)).body.verdict).toBe("spam");
    const r = await report(alice.key, { text: FLAGGED, label: "ham", user_id: 4242 });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ label: "ham", group_id: null, user_id: 4242 });
    for (const text of [FLAGGED, FLAGGED_VARIANT]) {
      const c = await check(alice.key, text);
      expect(c.body.verdict, text).not.toBe("spam");
      expect(c.body.matched_rules).toContain("reported_ham");
    }
  });

  it("never changes another account's verdicts", async () => {
    const after = await verdicts(bob.key, [MISSED, ...MISSED_VARIANTS, FLAGGED, FLAGGED_VARIANT]);
    expect(after).toEqual(bobBefore);
    const c = await check(bob.key, MISSED);
    expect(c.body.matched_rules).not.toContain("reported_spam");
    expect(c.body.matched_rules).not.toContain("account_model");
  });

  it("a report with a group the account administers (any plan) is stored with it and listed newest first", async () => {
    const r = await report(alice.key, { text: "Casino bonus 300 free spins, join @lucky_casino_bot", label: "spam", group_id: ALICE_GROUP });
    expect(r.status).toBe(201);
    expect(r.body.group_id).toBe(ALICE_GROUP);
    const list = await h.request("GET", `${API}/spam/reports?limit=2`, { key: alice.key });
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { label: string }) => i.label)).toEqual(["spam", "ham"]);
    expect(list.body.items[0]).toMatchObject({ id: r.body.id, group_id: ALICE_GROUP, text: expect.stringContaining("Casino") });
    const next = await h.request("GET", `${API}/spam/reports?limit=2&cursor=${encodeURIComponent(list.body.next_cursor)}`, { key: alice.key });
    expect(next.body.items.map((i: { text: string }) => i.text)).toEqual([MISSED]);
    expect(next.body.next_cursor).toBeNull();
    const hams = await h.request("GET", `${API}/spam/reports?label=ham`, { key: alice.key });
    expect(hams.body.items.map((i: { text: string }) => i.text)).toEqual([FLAGGED]);
    const inGroup = await h.request("GET", `${API}/spam/reports?group_id=${ALICE_GROUP}`, { key: aliceRead });
    expect(inGroup.body.items).toHaveLength(1);
    // listed per account
    expect((await h.request("GET", `${API}/spam/reports`, { key: bob.key })).body.items).toEqual([]);
  });

  it("a next_cursor continues only the list and filters it was issued for (422 query.cursor otherwise)", async () => {
    const list = (q: string, key = alice.key) => h.request("GET", `${API}/spam/reports?${q}`, { key });
    const spams = await list("label=spam&limit=1");
    expect(spams.body.items.map((i: { text: string }) => i.text)).toEqual([expect.stringContaining("Casino")]);
    const spamCursor = encodeURIComponent(spams.body.next_cursor);
    const more = await list(`label=spam&limit=1&cursor=${spamCursor}`);
    expect(more.status).toBe(200);
    expect(more.body.items.map((i: { text: string }) => i.text)).toEqual([MISSED]);
    expect(more.body.next_cursor).toBeNull();
    const all = await list("limit=1");
    const allCursor = encodeURIComponent(all.body.next_cursor);
    for (const q of [
      `label=ham&cursor=${spamCursor}`, // the spam list's cursor would page the ham list
      `cursor=${spamCursor}`,
      `label=spam&group_id=${ALICE_GROUP}&cursor=${spamCursor}`,
      `group_id=${ALICE_GROUP}&cursor=${allCursor}`,
      `label=spam&cursor=${allCursor}`,
    ]) {
      const r = await list(q);
      expect(r.status, q).toBe(422);
      expect(r.body.error.code).toBe("validation_failed");
      expect(r.body.error.details.errors).toEqual([
        { path: "query.cursor", message: "was issued for another list or other filters; start again without a cursor" },
      ]);
    }
    // another account's cursor is not one of bob's lists either
    const bobs = await list(`label=spam&cursor=${spamCursor}`, bob.key);
    expect(bobs.status).toBe(422);
    expect(bobs.body.error.details.errors.map((e: { path: string }) => e.path)).toEqual(["query.cursor"]);
  });

  it("takes a text of exactly 10,000 characters", async () => {
    const r = await report(bob.key, { text: "я".repeat(10_000), label: "ham" });
    expect(r.status).toBe(201);
  });

  it("counts the text in code points, as the document's maxLength does: 10,000 emoji are taken, 10,001 are 422 at text", async () => {
    const r = await report(bob.key, { text: "😀".repeat(10_000), label: "spam" });
    expect(r.status).toBe(201);
    const listed = await h.request("GET", `${API}/spam/reports?limit=1`, { key: bob.key });
    expect([listed.status, listed.body.items[0].text === "😀".repeat(10_000)]).toEqual([200, true]);
    const over = await report(bob.key, { text: "😀".repeat(10_001), label: "spam" });
    expect([over.status, over.body.error.code, over.body.error.details.errors.map((e: { path: string }) => e.path)]).toEqual([
      422,
      "validation_failed",
      ["text"],
    ]);
  });

  it("after an engine restart the feedback is rebuilt from the durable reports: the same verdicts hold", async () => {
    const texts = [MISSED, ...MISSED_VARIANTS, FLAGGED, FLAGGED_VARIANT];
    const before = await verdicts(alice.key, texts);
    await h.restartEngine();
    expect(await verdicts(alice.key, texts)).toEqual(before);
    expect((await check(alice.key, MISSED_VARIANTS[0]!)).body.matched_rules).toContain("reported_spam");
  });
});

describe("quota and rate limit", () => {
  it("a report consumes no quota unit but counts toward the per-minute rate limit", async () => {
    const acc = await h.account("free", { name: "carol" });
    await h.accounts.setLimits(acc.id, { perMinute: 4, daily: 1000 });
    const c1 = await check(acc.key, "hello there");
    expect(c1.headers.get("x-quota-used")).toBe("1");
    const r1 = await report(acc.key, { text: "spam spam", label: "spam" });
    expect(r1.status).toBe(201);
    expect(r1.headers.get("x-quota-used")).toBeNull();
    expect((await report(acc.key, { text: "more spam", label: "spam" })).status).toBe(201);
    const c2 = await check(acc.key, "hello again");
    expect(c2.status).toBe(200);
    expect(c2.headers.get("x-quota-used")).toBe("2"); // the two reports used no unit
    // 4 requests this minute: the next report is refused by the rate limit
    const refused = await report(acc.key, { text: "even more spam", label: "spam" });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rate_limit_exceeded");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});

describe("403", () => {
  it("insufficient_scope for a read key", async () => {
    const r = await report(aliceRead, { text: MISSED, label: "spam" });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("insufficient_scope");
    const j = await h.request("POST", `${API}/groups/${ALICE_GROUP}/journal/evt_abc/report`, { key: aliceRead, body: { label: "spam" } });
    expect(j.status).toBe(403);
    expect(j.body.error.code).toBe("insufficient_scope");
  });

  it("a journal correction needs the group on Pro (plan_required, subject group)", async () => {
    const r = await h.request("POST", `${API}/groups/${ALICE_GROUP}/journal/evt_abc/report`, { key: alice.key, body: { label: "spam" } });
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: "plan_required", details: { required_plan: "pro", current_plan: "free", subject: "group" } });
  });
});

describe("404", () => {
  it("group_not_found for a group the account does not administer, and for none at all", async () => {
    for (const group_id of [BOB_GROUP, -1009999999999]) {
      const r = await report(alice.key, { text: MISSED, label: "spam", group_id });
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("group_not_found");
    }
  });
});

describe("422", () => {
  it("validation_failed at the edges of the body", async () => {
    const cases: [unknown, string][] = [
      [{ text: "", label: "spam" }, "text"],
      [{ text: "x".repeat(10_001), label: "spam" }, "text"],
      [{ text: "hello", label: "maybe" }, "label"],
      [{ text: "hello" }, "label"],
      [{ label: "spam" }, "text"],
      [{ text: "hello", label: "spam", group_id: 5 }, "group_id"],
      [{ text: "hello", label: "spam", user_id: 0 }, "user_id"],
      [{ text: "hello", label: "spam", extra: true }, "extra"],
    ];
    for (const [body, path] of cases) {
      const r = await report(alice.key, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(r.body.error.code).toBe("validation_failed");
      expect(r.body.error.details.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it("validation_failed for a bad list query", async () => {
    for (const q of ["limit=0", "limit=101", "label=maybe", "cursor=bm9wZQ", "group_id=12"]) {
      const r = await h.request("GET", `${API}/spam/reports?${q}`, { key: alice.key });
      expect(r.status, q).toBe(422);
      expect(r.body.error.code).toBe("validation_failed");
    }
    for (const q of ["limit=1", "limit=100"]) expect((await h.request("GET", `${API}/spam/reports?${q}`, { key: alice.key })).status, q).toBe(200);
    for (const [q, path] of [
      ["limit=0", "query.limit"],
      ["limit=101", "query.limit"],
      [`cursor=${"x".repeat(513)}`, "query.cursor"],
    ] as const) {
      const r = await h.request("GET", `${API}/spam/reports?${q}`, { key: alice.key });
      expect([q.slice(0, 12), r.status, r.body.error.details.errors.map((e: { path: string }) => e.path)]).toEqual([q.slice(0, 12), 422, [path]]);
    }
  });

  it("validation_failed on query.cursor for a cursor the service did not sign (forged or altered)", async () => {
    const b64 = (s: string) => Buffer.from(s).toString("base64url");
    const issued = (await h.request("GET", `${API}/spam/reports?limit=1`, { key: alice.key })).body.next_cursor as string;
    const [payload, mac] = issued.split(".") as [string, string];
    const forged = [
      b64("r1:999999"), // a well-formed position the service never issued
      b64("r1:2"),
      `${b64(JSON.stringify([999999, "x"]))}.${mac}`,
      `${payload}.${b64("not the mac")}`,
      `${issued}A`,
    ];
    for (const cursor of forged) {
      const r = await h.request("GET", `${API}/spam/reports?cursor=${encodeURIComponent(cursor)}`, { key: alice.key });
      expect(r.status, cursor).toBe(422);
      expect(r.body.error).toMatchObject({
        code: "validation_failed",
        details: { errors: [{ path: "query.cursor", message: "is not a cursor this API issued" }] },
      });
    }
  });
});
