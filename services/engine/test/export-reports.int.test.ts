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

// The retraining export reads reports through groups-config's ExportReports RPC (real PostgreSQL)
// and keeps only texts that 3 unrelated reporters agree on.
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
});
