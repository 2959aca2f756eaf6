/**
 * Exports the moderator reports that at least 3 unrelated owners agree on, for retraining:
 *
 *   GROUPS_CONFIG_URL=http://127.0.0.1:50052 npx tsx services/engine/scripts/export-reports.ts reports.jsonl
 *
 * Reads every report through groups-config's ExportReports RPC, and who owns what through its
 * ownership RPCs (never its tables): the groups each reporting account reaches (ListGroups, with
 * their owners), the accounts that reach each reported group and its owner (ListGroupAccounts,
 * ListSiblingGroups), the accounts linked to each reporting admin and owner (ListLinkedAccounts).
 * Reporters tied by them are one owner. Then groups the reports by the engine's agreement key
 * (scripts/lib/reports.ts), keeps a label that enough unrelated owners gave and few gave the other
 * way, and writes JSONL `{"text", "label", "accounts", "against"}`.
 * `npm run train -- --with-reports reports.jsonl` takes it.
 */
import { writeFileSync } from "node:fs";
import { Code, ConnectError, type Client } from "@connectrpc/connect";
import { GroupsConfigService, ReportLabel } from "@warden/proto";
import { serviceClient } from "@warden/server";
import { agreedReports, DISSENT_RATIO, type ExportedReport, linkReports, MIN_AGREEING_OWNERS, ownerNode, Owners, type ReportOrigin } from "./lib/reports.js";

type GroupsClient = Client<typeof GroupsConfigService>;

/** At most this many ownership calls in flight (an operator's run against a live groups-config). */
const CONCURRENCY = 8;

/** Every report, in ExportReports' order (as made), each with the owner it counts as. */
export async function fetchReports(baseUrl: string): Promise<ExportedReport[]> {
  const client = serviceClient(GroupsConfigService, baseUrl);
  const raw = await fetchRawReports(client);
  const owners = await fetchOwners(client, raw);
  return raw.map((r) => ({ ...r, reporter: owners.ownerOf(r) }));
}

async function fetchRawReports(client: GroupsClient): Promise<Omit<ExportedReport, "reporter">[]> {
  const out: Omit<ExportedReport, "reporter">[] = [];
  let cursor = "";
  do {
    const page = await client.exportReports({ cursor, limit: 1000 });
    for (const r of page.reports) {
      if (r.label !== ReportLabel.SPAM && r.label !== ReportLabel.HAM) continue;
      out.push({
        text: r.text,
        label: r.label === ReportLabel.SPAM ? "spam" : "ham",
        ...(r.accountId ? { accountId: r.accountId } : {}),
        ...(r.groupId === undefined ? {} : { groupId: r.groupId }),
        ...(r.reporterTelegramUserId === undefined ? {} : { telegramUserId: r.reporterTelegramUserId }),
      });
    }
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

async function eachLimited<T>(items: Iterable<T>, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
}

/**
 * Who owns what, for the reports' accounts, groups and Telegram users: every tie groups-config
 * knows one step around them (see the header). A group groups-config no longer knows keeps only
 * the ties its reports show.
 */
async function fetchOwners(client: GroupsClient, reports: readonly ReportOrigin[]): Promise<Owners> {
  const owners = linkReports(new Owners(), reports);
  const accounts = new Set<string>();
  const groups = new Set<bigint>();
  const users = new Set<bigint>();
  for (const r of reports) {
    if (r.accountId) accounts.add(r.accountId);
    if (r.groupId !== undefined) groups.add(r.groupId);
    if (r.telegramUserId !== undefined) users.add(r.telegramUserId);
  }
  const owned = (group: bigint, owner: bigint | undefined) => {
    if (owner === undefined) return;
    owners.link(ownerNode.group(group), ownerNode.user(owner));
    users.add(owner);
  };
  // The groups each reporting account reaches (operator grants, its Telegram user's admin rights).
  await eachLimited(accounts, async (accountId) => {
    for (const g of (await client.listGroups({ accountId })).groups) {
      owners.link(ownerNode.account(accountId), ownerNode.group(g.id));
      owned(g.id, g.ownerTelegramUserId);
    }
  });
  // Each reported group: the accounts that reach it, and its owner.
  await eachLimited(groups, async (groupId) => {
    for (const a of (await client.listGroupAccounts({ groupId })).accountIds) owners.link(ownerNode.group(groupId), ownerNode.account(a));
    try {
      owned(groupId, (await client.listSiblingGroups({ groupId })).ownerTelegramUserId);
    } catch (err) {
      if (!(err instanceof ConnectError && err.code === Code.NotFound)) throw err;
    }
  });
  // The accounts linked to each reporting admin and each owner: one person.
  await eachLimited(users, async (telegramUserId) => {
    for (const a of (await client.listLinkedAccounts({ telegramUserId })).accountIds) owners.link(ownerNode.user(telegramUserId), ownerNode.account(a));
  });
  return owners;
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
  console.error(
    `export-reports: ${reports.length} reports, ${agreed.length} texts agreed on by >= ${MIN_AGREEING_OWNERS} unrelated owners (at least ${DISSENT_RATIO} for each one against) -> ${path}`,
  );
}

if (process.argv[1]?.endsWith("export-reports.ts")) await main();
