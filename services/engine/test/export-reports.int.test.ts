import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPool, type Pool } from "@warden/db";
import { createServer as createGroupsServer, GroupStore, migrateGroupsConfig } from "@warden/groups-config";
import { listen, type RunningServer } from "@warden/server";
import { createLogger, createRegistry } from "@warden/telemetry";
import { createTestDatabase, type TestDatabase } from "@warden/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchReports } from "../scripts/export-reports.js";
import { agreedReports, loadReportExport } from "../scripts/lib/reports.js";

// The retraining export reads reports and who owns what through groups-config's RPCs (real
// PostgreSQL) and keeps only texts that 3 unrelated owners agree on, with few against.
let db: TestDatabase;
let pool: Pool;
let server: RunningServer;
let store: GroupStore;
const GROUP = -1001000000555;

beforeAll(async () => {
  db = await createTestDatabase("export");
  await migrateGroupsConfig(db.url);
  pool = createPool({ connectionString: db.url, schema: "groups_config" });
  store = new GroupStore(pool);
  server = await listen(
    createGroupsServer({ pool, registry: createRegistry("gc", { defaultMetrics: false }), logger: createLogger("t", "silent") }).handler,
    0,
    "127.0.0.1",
  );
  await store.upsertGroup({ id: GROUP, title: "g", plan: "pro", adminAccountIds: [] });
});
afterAll(async () => {
  await server?.close(100);
  await pool?.end();
  await db?.drop();
});

const api = (accountId: string, text: string, label: "spam" | "ham") =>
  store.reports.create({ accountId, groupId: null, userId: null, journalEntryId: null, reporterTelegramUserId: null, source: "api", label, text });
/** An admin's /spam or /ham through the bot: no account, the group and the admin's Telegram id. */
const bot = (groupId: number, admin: number, text: string, label: "spam" | "ham") =>
  store.reports.create({ accountId: null, groupId, userId: null, journalEntryId: null, reporterTelegramUserId: admin, source: "bot", label, text });
/** A group the bot registered: its owner (who added the bot) and its Telegram admins. */
async function group(id: number, owner: number | null, admins: number[] = [], accounts: string[] = []) {
  await store.upsertGroup({ id, title: `g${id}`, plan: "free", adminAccountIds: accounts, ownerTelegramUserId: owner });
  await store.syncTelegramAdmins(id, admins);
}
/** The export's answer for one text: [label, owners for, owners against], or undefined when not exported. */
const verdictOf = (agreed: ReturnType<typeof agreedReports>, text: string) => {
  const a = agreed.find((x) => x.text === text);
  return a && [a.label, a.accounts, a.against];
};

describe("export-reports", () => {
  it("keeps texts 3 unrelated reporters agree on (near-duplicates together), drops disputed ones and single-account floods", async () => {
    // agreed spam: three accounts, each with its own variant (homoglyphs, numbers, handle)
    await api("acc_a", "Work from home, 500 a day, write @boss_1", "spam");
    await api("acc_b", "Wоrk frоm hоme, 700 a day, write @boss_2", "spam");
    await api("acc_a", "Work from home, 900 a day, write @boss_3", "spam"); // same account again: counts once
    await store.reports.create({
      accountId: null,
      groupId: GROUP,
      userId: null,
      journalEntryId: null,
      reporterTelegramUserId: 7,
      source: "bot",
      label: "spam",
      text: "work from home 500 a day write @x",
    });
    // one account reporting many times is not agreement
    for (let i = 0; i < 5; i++) await api("acc_c", "Buy followers cheap", "spam");
    await api("acc_d", "Buy followers cheap", "spam");
    // reported both ways: dropped
    for (const acc of ["acc_a", "acc_b", "acc_c"]) await api(acc, "Meeting moved to 5 pm", "ham");
    await api("acc_d", "Meeting moved to 6 pm", "spam");
    // agreed ham
    for (const acc of ["acc_b", "acc_c", "acc_d"]) await api(acc, "See you at the meetup", "ham");

    const reports = await fetchReports(`http://127.0.0.1:${server.port}`);
    expect(reports).toHaveLength(17);
    const agreed = agreedReports(reports);
    expect(agreed.map((a) => [a.label, a.accounts, a.text]).sort()).toEqual([
      ["ham", 3, "See you at the meetup"],
      ["spam", 3, "Work from home, 500 a day, write @boss_1"],
    ]);

    const path = join(mkdtempSync(join(tmpdir(), "reports-")), "reports.jsonl");
    writeFileSync(path, `${agreed.map((a) => JSON.stringify(a)).join("\n")}\n`);
    expect(loadReportExport(path).sort((a, b) => a.label.localeCompare(b.label))).toEqual([
      { text: "See you at the meetup", label: "ham" },
      { text: "Work from home, 500 a day, write @boss_1", label: "spam" },
    ]);
    expect(readFileSync(path, "utf8")).toContain('"accounts":3');
    writeFileSync(path, '{"text":"x","label":"maybe"}\n');
    expect(() => loadReportExport(path)).toThrow(/not a report export line/);
  });

  it("counts owners, not reporter strings: one owner's groups, one admin's groups, one person's accounts are one vote each", async () => {
    // One owner (who added the bot to all three), a different admin typing /spam in each group.
    const ownerText = "Cheap followers and likes for your channel, fast delivery, write to the shop bot";
    for (const [i, id] of [-1001000000601, -1001000000602, -1001000000603].entries()) {
      await group(id, 9100, [9100, 9111 + i]);
      await bot(id, 9111 + i, ownerText, "spam");
    }
    // One admin typing /spam in three groups of three different owners.
    const adminText = "Investment club with guaranteed daily profit, join through the link in my bio";
    for (const [i, id] of [-1001000000611, -1001000000612, -1001000000613].entries()) {
      await group(id, 9201 + i, [9201 + i, 9200]);
      await bot(id, 9200, adminText, "ham");
    }
    // Three accounts linked to one Telegram user (who administers a group): one person.
    const linkedText = "Selling verified accounts with warranty, bulk discounts for agencies";
    await group(-1001000000621, 9301, [9301, 9300]);
    for (const acc of ["acc_same_1", "acc_same_2", "acc_same_3"]) {
      await store.linkAccount(acc, 9300);
      await api(acc, linkedText, "spam");
    }
    // An account, its group's admin through the bot and the account linked to that admin are one
    // owner; with two unrelated accounts that makes 3 owners (5 reporter strings).
    const mixedText = "Private signals channel, 10x in a week, first month free, ask me how";
    await group(-1001000000631, 9401, [9401, 9402], ["acc_d"]);
    await store.linkAccount("acc_d2", 9402);
    await api("acc_d", mixedText, "spam");
    await bot(-1001000000631, 9402, mixedText, "spam");
    await api("acc_d2", mixedText, "spam");
    await api("acc_e", mixedText, "spam");
    await api("acc_f", mixedText, "spam");
    // Three groups of three owners, three admins: three owners, the bot's reports agree.
    const botText = "Free giveaway of gaming consoles, subscribe and send your card number to win";
    for (const [i, id] of [-1001000000641, -1001000000642, -1001000000643].entries()) {
      await group(id, 9501 + i, [9501 + i]);
      await bot(id, 9501 + i, botText, "spam");
    }

    const agreed = agreedReports(await fetchReports(`http://127.0.0.1:${server.port}`));
    const texts = { ownerText, adminText, linkedText, mixedText, botText };
    expect(Object.fromEntries(Object.entries(texts).map(([k, t]) => [k, verdictOf(agreed, t) ?? "not exported"]))).toEqual({
      ownerText: "not exported",
      adminText: "not exported",
      linkedText: "not exported",
      mixedText: ["spam", 3, 0],
      botText: ["spam", 3, 0],
    });
  });

  it("a lone dissent does not veto a clear majority (at least 4 owners for each against); a real dispute is dropped", async () => {
    const majority = "Earn passive income with our trading robot, 300 percent a month, message me";
    for (const acc of ["acc_v1", "acc_v2", "acc_v3", "acc_v4"]) await api(acc, majority, "spam");
    await api("acc_v5", majority, "ham");
    const disputed = "The council meeting about the new bus routes is on Monday at the library";
    for (const acc of ["acc_w1", "acc_w2", "acc_w3"]) await api(acc, disputed, "ham");
    await api("acc_w4", disputed, "spam");
    // One owner reporting ham many times is still one against.
    const flooded = "Weekend hiking trip to the lakes, we meet at the station at seven";
    for (const acc of ["acc_x1", "acc_x2", "acc_x3", "acc_x4"]) await api(acc, flooded, "ham");
    for (let i = 0; i < 5; i++) await api("acc_x5", flooded, "spam");

    const agreed = agreedReports(await fetchReports(`http://127.0.0.1:${server.port}`));
    const texts = { majority, disputed, flooded };
    expect(Object.fromEntries(Object.entries(texts).map(([k, t]) => [k, verdictOf(agreed, t) ?? "not exported"]))).toEqual({
      majority: ["spam", 4, 1],
      disputed: "not exported",
      flooded: ["ham", 4, 1],
    });
  });
});
