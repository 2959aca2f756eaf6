/**
 * Prequential replay of a data file through the moderator-feedback path (scripts/lib/prequential.ts).
 *
 *   npx tsx services/engine/scripts/prequential.ts ../shared/data/spam/fsoc_antispam_ru.jsonl [--ham <file.jsonl>] [--ham-ratio 4] [--self-training] [--rules-only] [--order <seed>]
 *
 * The stream is the file's messages in a deterministic shuffled order (sha256 of seed + text;
 * --order replays another order of the same messages, to see how much a figure owes to one). A
 * file with (almost) no ham gets ham from --ham mixed in (default: the Russian or English chat ham
 * file, by the file's main language), --ham-ratio hams per spam, so that a false-positive rate
 * means something. Prints recall and FPR over the second half and the whole stream, with and
 * without feedback. --rules-only replays with the built-in rules alone as the base detector: the
 * shipped model was trained on some of these files (see model.json provenance), on which it is a
 * flattering base; the rules alone stand in for a base that has not seen the stream.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { createDetector } from "../src/detection/index.js";
import { SEED } from "./lib/dataset.js";
import { runPrequential, type LabelledText } from "./lib/prequential.js";

interface Row extends LabelledText {
  lang?: string;
}

function readJsonl(path: string): Row[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row)
    .filter((r) => r.label === "spam" || r.label === "ham");
}

const orderKey = (seed: string | number, t: string) => createHash("sha256").update(`${seed}\0${t}`).digest("hex");
const shuffled = <T extends { text: string }>(rows: T[], seed: string | number) =>
  rows
    .map((r) => ({ r, k: orderKey(seed, r.text) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
    .map((x) => x.r);

export function buildStream(
  file: string,
  opts: { ham?: string; hamRatio?: number; order?: string | number } = {},
): { stream: LabelledText[]; hamFrom: string | undefined } {
  const seed = opts.order ?? SEED;
  const rows = readJsonl(file);
  const spam = rows.filter((r) => r.label === "spam");
  let ham = rows.filter((r) => r.label === "ham");
  let hamFrom: string | undefined;
  if (ham.length < spam.length * 0.1 || opts.ham) {
    const ru = spam.filter((r) => r.lang === "ru").length > spam.length / 2;
    hamFrom = opts.ham ?? join(dirname(file), ru ? "monalenka_chat_ham.jsonl" : "gitter_livechat_en.jsonl");
    const extra = shuffled(
      readJsonl(hamFrom).filter((r) => r.label === "ham"),
      seed,
    ).slice(0, Math.round(spam.length * (opts.hamRatio ?? 4)));
    ham = [...ham, ...extra];
  }
  return { stream: shuffled([...spam, ...ham], seed).map((r) => ({ text: r.text, label: r.label })), hamFrom };
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

if (process.argv[1] && basename(process.argv[1]).startsWith("prequential")) {
  const args = process.argv.slice(2);
  const valued = new Set(["--ham", "--ham-ratio", "--order"]);
  const file = args.find((a) => !a.startsWith("--") && !valued.has(args[args.indexOf(a) - 1] ?? ""));
  if (!file) {
    console.error("usage: prequential.ts <file.jsonl> [--ham <file.jsonl>] [--ham-ratio N] [--self-training] [--rules-only] [--order <seed>]");
    process.exit(2);
  }
  const hamIdx = args.indexOf("--ham");
  const ratioIdx = args.indexOf("--ham-ratio");
  const orderIdx = args.indexOf("--order");
  const { stream, hamFrom } = buildStream(file, {
    ham: hamIdx >= 0 ? args[hamIdx + 1] : undefined,
    hamRatio: ratioIdx >= 0 ? Number(args[ratioIdx + 1]) : undefined,
    order: orderIdx >= 0 ? args[orderIdx + 1] : undefined,
  });
  const r = runPrequential(stream, createDetector({ rulesOnly: args.includes("--rules-only") }), { selfTraining: args.includes("--self-training") });
  const line = (name: string, f: { spam: number; ham: number; recall: number; fpr: number }) =>
    `${name.padEnd(28)} recall ${pct(f.recall).padStart(7)} (${f.spam} spam)  FPR ${pct(f.fpr).padStart(6)} (${f.ham} ham)`;
  const mode = `${args.includes("--rules-only") ? "rules-only base" : "shipped model"}${args.includes("--self-training") ? ", self-training" : ""}`;
  console.log(
    `${basename(file)}${hamFrom ? ` + ham from ${basename(hamFrom)}` : ""} (${mode}): ${stream.length} messages, ${r.reports.spam} spam and ${r.reports.ham} ham reports`,
  );
  console.log(line("feedback, second half", r.secondHalf));
  console.log(line("feedback, whole stream", r.whole));
  console.log(line("detector alone, second half", r.baseline.secondHalf));
  console.log(line("detector alone, whole", r.baseline.whole));
}
