/**
 * Moderator reports for retraining. Cross-account learning happens only here: a text enters the
 * training data when at least MIN_AGREEING_OWNERS unrelated owners labelled it (or a near-duplicate:
 * the same agreement key after the engine's normalisation) the same way, and those who labelled it
 * the other way are a clear minority (at most 1 for every DISSENT_RATIO who agree).
 *
 * An owner is a set of reporters tied by ownership (Owners below): an account and the Telegram user
 * it is linked to, a group and its owner, a group and every account that may reach it, a bot report's
 * group and the admin who reported. One person with several accounts, one owner with several groups,
 * one admin typing /spam in several groups: each is one owner, one vote. See docs/feedback.md.
 */
import { readFileSync } from "node:fs";
import { agreementKey, feedbackView, type Label, skeleton } from "../../src/feedback/index.js";

export const MIN_AGREEING_OWNERS = 3;
/** The label wins when its owners are at least DISSENT_RATIO times those of the other label. */
export const DISSENT_RATIO = 4;

/** Who made a report, as groups-config stores it. */
export interface ReportOrigin {
  /** the reporting account (API and journal reports); absent for the bot's */
  accountId?: string;
  /** the group the report was made in (always there for the bot's) */
  groupId?: bigint;
  /** the Telegram user who reported through the bot (an admin of the group) */
  telegramUserId?: bigint;
}

export interface ExportedReport extends ReportOrigin {
  text: string;
  label: Label;
  /** the owner the report counts as (Owners.ownerOf): reports with the same reporter are one vote */
  reporter: string;
}

export interface AgreedReport {
  text: string;
  label: Label;
  /** unrelated owners whose (latest) label it is */
  accounts: number;
  /** unrelated owners whose latest label is the other one */
  against: number;
}

export const ownerNode = {
  account: (id: string) => `account:${id}`,
  group: (id: bigint | number) => `group:${id}`,
  user: (id: bigint | number) => `tg:${id}`,
};

/**
 * Who is tied to whom: a union-find over accounts, groups and Telegram users (ownerNode names). Two
 * reporters tied by any chain of links are one owner.
 */
export class Owners {
  private readonly parent = new Map<string, string>();

  find(node: string): string {
    let root = node;
    for (let up = this.parent.get(root); up !== undefined && up !== root; up = this.parent.get(root)) root = up;
    // path compression
    for (let n = node; n !== root; ) {
      const up = this.parent.get(n)!;
      this.parent.set(n, root);
      n = up;
    }
    return root;
  }

  /** Ties two nodes (the smaller name becomes the root: the same links always give the same owners). */
  link(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return;
    if (ra < rb) this.parent.set(rb, ra);
    else this.parent.set(ra, rb);
  }

  /** The owner a report counts as: its account's, or (a bot report) its group's. */
  ownerOf(r: ReportOrigin): string {
    if (r.accountId) return this.find(ownerNode.account(r.accountId));
    if (r.groupId !== undefined) return this.find(ownerNode.group(r.groupId));
    throw new Error("a report has an account or a group (groups-config's reports table checks it)");
  }
}

/**
 * The ties the reports themselves show: a bot report ties its group and the admin who typed it; a
 * report made with an account and a group ties the two (an account reports in a group only when it
 * reaches it). The rest (owners, admins, linked accounts) comes from groups-config (export-reports.ts).
 */
export function linkReports(owners: Owners, reports: Iterable<ReportOrigin>): Owners {
  for (const r of reports) {
    if (r.groupId === undefined) continue;
    if (r.accountId) owners.link(ownerNode.account(r.accountId), ownerNode.group(r.groupId));
    if (r.telegramUserId !== undefined) owners.link(ownerNode.group(r.groupId), ownerNode.user(r.telegramUserId));
  }
  return owners;
}

/**
 * The reports enough unrelated owners agree on, one per agreement key, in key order (deterministic).
 * `reports` in the order they were made (ExportReports' order): an owner's vote on a text is its
 * latest label of it (a ham after a spam corrects it, as in the engine's feedback).
 */
export function agreedReports(reports: Iterable<ExportedReport>, opts: { minOwners?: number; dissentRatio?: number } = {}): AgreedReport[] {
  const minOwners = opts.minOwners ?? MIN_AGREEING_OWNERS;
  const ratio = opts.dissentRatio ?? DISSENT_RATIO;
  const byKey = new Map<string, { texts: Partial<Record<Label, string>>; votes: Map<string, Label> }>();
  for (const r of reports) {
    // the text as the engine's feedback reads it; one whose letters and digits fold away (emoji only) by its exact form
    const view = feedbackView(r.text);
    if (view.shingles.length === 0) continue; // a blank text: nothing to agree on
    const key = skeleton(view.folded) === "" ? `exact:${view.shingles[0]!.toString(16)}` : agreementKey(view.folded);
    let g = byKey.get(key);
    if (!g) {
      g = { texts: {}, votes: new Map() };
      byKey.set(key, g);
    }
    g.texts[r.label] ??= r.text;
    g.votes.set(r.reporter, r.label); // the owner's latest label replaces its earlier one
  }
  const out: AgreedReport[] = [];
  for (const key of [...byKey.keys()].sort()) {
    const g = byKey.get(key)!;
    const count = { spam: 0, ham: 0 };
    for (const label of g.votes.values()) count[label]++;
    for (const label of ["spam", "ham"] as const) {
      const against = count[label === "spam" ? "ham" : "spam"];
      if (count[label] >= minOwners && count[label] >= ratio * against) {
        out.push({ text: g.texts[label]!, label, accounts: count[label], against });
      }
    }
  }
  return out;
}

/** Reads an export (JSONL of {text, label, accounts, against}) as training examples. */
export function loadReportExport(path: string): { text: string; label: Label }[] {
  const out: { text: string; label: Label }[] = [];
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (!line.trim()) return;
      const o = JSON.parse(line) as { text?: unknown; label?: unknown };
      if (typeof o.text !== "string" || o.text.length === 0 || (o.label !== "spam" && o.label !== "ham")) {
        throw new Error(`${path}:${i + 1}: not a report export line ({"text", "label": "spam"|"ham", "accounts"})`);
      }
      out.push({ text: o.text, label: o.label });
    });
  return out;
}
