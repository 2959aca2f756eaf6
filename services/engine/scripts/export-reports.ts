/**
 * Exports the moderator reports that at least 3 unrelated reporters agree on, for retraining:
 *
 *   GROUPS_CONFIG_URL=http://127.0.0.1:50052 npx tsx services/engine/scripts/export-reports.ts reports.jsonl
 *
 * Reads every report through groups-config's ExportReports RPC (never its tables), groups them by
 * the engine's agreement key (scripts/lib/reports.ts), drops texts reported both ways, and writes
 * JSONL `{"text", "label", "accounts"}`. `npm run train -- --with-reports reports.jsonl` takes it.
 */
import { writeFileSync } from "node:fs";
import { GroupsConfigService, ReportLabel } from "@warden/proto";
import { serviceClient } from "@warden/server";
import { agreedReports, type ExportedReport } from "./lib/reports.js";

export async function fetchReports(baseUrl: string): Promise<ExportedReport[]> {
  const client = serviceClient(GroupsConfigService, baseUrl);
  const out: ExportedReport[] = [];
  let cursor = "";
  do {
    const page = await client.exportReports({ cursor, limit: 1000 });
    for (const r of page.reports) {
      if (r.label !== ReportLabel.SPAM && r.label !== ReportLabel.HAM) continue;
      out.push({ text: r.text, label: r.label === ReportLabel.SPAM ? "spam" : "ham", reporter: r.accountId || `group:${r.groupId ?? 0n}` });
    }
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

async function main(): Promise<void> {
  const path = process.argv[2];
  if (!path) {
    console.error("usage: export-reports.ts <out.jsonl>   (GROUPS_CONFIG_URL, default http://127.0.0.1:50052)");
    process.exit(2);
  }
  const reports = await fetchReports(process.env.GROUPS_CONFIG_URL ?? "http://127.0.0.1:50052");
  const agreed = agreedReports(reports);
  writeFileSync(path, agreed.map((a) => JSON.stringify(a)).join("\n") + (agreed.length ? "\n" : ""));
  console.error(`export-reports: ${reports.length} reports, ${agreed.length} texts agreed on by >= 3 reporters -> ${path}`);
}

if (process.argv[1]?.endsWith("export-reports.ts")) await main();
