/**
 * Moderator reports for retraining. Cross-account learning happens only here: a text enters the
 * training data when at least MIN_AGREEING_ACCOUNTS unrelated reporters labelled it (or a
 * near-duplicate: the same agreement key after the engine's normalisation) the same way, and
 * nobody labelled it the other way.
 */
import { readFileSync } from "node:fs";
import { normalize } from "../../src/detection/normalize/index.js";
import { agreementKey, foldedText } from "../../src/feedback/index.js";

export const MIN_AGREEING_ACCOUNTS = 3;

export interface ExportedReport {
  text: string;
  label: "spam" | "ham";
  /** who reported: an account id, or `group:<id>` for the bot's reports (an admin in that group) */
  reporter: string;
}

export interface AgreedReport {
  text: string;
  label: "spam" | "ham";
  /** distinct reporters that agree */
  accounts: number;
}

/** The reports enough unrelated reporters agree on, one per agreement key, in key order (deterministic). */
export function agreedReports(reports: Iterable<ExportedReport>, minAccounts = MIN_AGREEING_ACCOUNTS): AgreedReport[] {
  const byKey = new Map<string, { text: string; labels: Map<"spam" | "ham", Set<string>> }>();
  for (const r of reports) {
    const key = agreementKey(foldedText(normalize(r.text)));
    let g = byKey.get(key);
    if (!g) {
      g = { text: r.text, labels: new Map() };
      byKey.set(key, g);
    }
    let who = g.labels.get(r.label);
    if (!who) {
      who = new Set();
      g.labels.set(r.label, who);
    }
    who.add(r.reporter);
  }
  const out: AgreedReport[] = [];
  for (const key of [...byKey.keys()].sort()) {
    const g = byKey.get(key)!;
    if (g.labels.size !== 1) continue; // reported both ways: no agreement
    const [label, who] = [...g.labels][0]!;
    if (who.size >= minAccounts) out.push({ text: g.text, label, accounts: who.size });
  }
  return out;
}

/** Reads an export (JSONL of {text, label, accounts}) as training examples. */
export function loadReportExport(path: string): { text: string; label: "spam" | "ham" }[] {
  const out: { text: string; label: "spam" | "ham" }[] = [];
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
