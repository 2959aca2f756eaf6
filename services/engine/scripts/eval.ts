/**
 * Detection quality by generalisation, written to docs/quality.md.
 *
 *   npm run eval            (from the repo root; about 3-5 minutes on 2 cores)
 *
 * 1. Leave-one-file-out (the primary figure): for every data file the training recipe
 *    (lib/recipe.ts) is fit on all the other files, and the file is scored with that fit and with
 *    the shipped scoring (calibration, mapping, similarity thresholds from model.json; rule weights
 *    from rules.ts). Per file, per language, with every target, and the misses and false positives.
 * 2. Obfuscated variants: the target files' spam rewritten with homoglyphs, spacing, ... and
 *    checked by the shipped detector, against the originals.
 * 3. Ordinary chat sentences that must stay clean, with the shipped detector.
 * 4. Prequential replay: each target file replayed in order from a leave-one-file-out base, each
 *    mistake reported through the feedback path; recall and FPR over the stream's second half.
 *
 * Default settings (spam_threshold 70, suspicious 40), no group policy, unknown sender.
 */
import { writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { createDetector, DEFAULT_SETTINGS, loadDefaultModel, modelFromJson, type ModelJson } from "../src/detection/index.js";
import { encodeBase64, uint32ToBase64LE } from "../src/detection/model.js";
import { BUILTIN_RULES } from "../src/detection/rules.js";
import { OBFUSCATION_KINDS, obfuscate } from "../test/support/obfuscate.js";
import { ORDINARY_CHAT } from "../test/support/ordinary-chat.js";
import { REPO_ROOT, SEED, dataAvailable, dataDir, loadDataset } from "./lib/dataset.js";
import {
  CHAT_HAM_FILES,
  SIM_K,
  TARGET_SPAM_FILES,
  fit,
  outOfFile,
  scoreOf,
  scoringOfModel,
  tallyByFile,
  trainingSet,
  type FileTally,
  type Prepared,
  type TrainingSet,
} from "./lib/lofo.js";
import { runPrequential } from "./lib/prequential.js";
import { buildStream } from "./prequential.js";
import { FEATURES, FILE_CAP, HYPER } from "./lib/recipe.js";

const DOC_PATH = resolve(REPO_ROOT, "docs/quality.md");
const MAX_ERRORS = 15;
const S = DEFAULT_SETTINGS.spam_threshold;
const Q = DEFAULT_SETTINGS.suspicious_threshold;

const pct = (a: number, b: number) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(2)}%`);
const row = (name: string, t: FileTally) => [
  name,
  String(t.spam),
  t.spam ? `${pct(t.tp, t.spam)} (${t.tp})` : "-",
  t.spam ? String(t.spamSuspicious) : "-",
  String(t.ham),
  t.ham ? `${pct(t.fp, t.ham)} (${t.fp})` : "-",
  t.ham ? `${pct(t.suspicious, t.ham)} (${t.suspicious})` : "-",
];
const HEADER = ["set", "spam", "recall (spam verdict)", "spam only suspicious", "ham", "FPR", "ham suspicious"];

function mdTable(header: string[], rows: string[][]): string {
  const esc = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
  return [`| ${header.map(esc).join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(esc).join(" | ")} |`)].join("\n");
}
function textTable(header: string[], rows: string[][]): string {
  const w = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(w[i]!)).join("  ");
  return [line(header), w.map((n) => "-".repeat(n)).join("  "), ...rows.map(line)].join("\n");
}
function oneLine(s: string, n = 160): string {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > n ? `${t.slice(0, n)}…` : t;
}

/** The replay's orders: the default one (the figures and the target) and two more, to see how much a figure owes to one order. */
const PREQ_ORDERS: (string | number)[] = [SEED, "s2", "s3"];

/**
 * Prequential replay of each target spam file through the feedback path. The base detector is a
 * leave-one-file-out one: the shipped scoring with a classifier fit without the file and without
 * the chat ham mixed into its stream, so that the replay starts from a model that has not seen it.
 */
function prequentialSection({ items, names, weights }: TrainingSet): string[] {
  const shipped = loadDefaultModel().json;
  const rows: string[][] = [];
  const orderRows: string[][] = [];
  const p = (x: number) => `${(100 * x).toFixed(2)}%`;
  for (const file of TARGET_SPAM_FILES.filter((f) => names.includes(f))) {
    const { hamFrom } = buildStream(join(dataDir(), file));
    const without = new Set([file, ...(hamFrom ? [basename(hamFrom)] : [])]);
    const train = items.map((_, i) => i).filter((i) => !without.has(items[i]!.ex.file));
    const f = fit(items, train, FEATURES.bits, HYPER, SEED, weights);
    const json: ModelJson = {
      ...shipped,
      classifier: { ...shipped.classifier, bias: f.bias, scale: f.scale, weights: encodeBase64(new Uint8Array(f.q.buffer)) },
      similarity: { ...shipped.similarity, count: f.sigs.length / SIM_K, signatures: uint32ToBase64LE(f.sigs) },
    };
    const detector = createDetector({ model: modelFromJson(json) });
    const byOrder: string[] = [];
    for (const order of PREQ_ORDERS) {
      const r = runPrequential(buildStream(join(dataDir(), file), { order }).stream, detector);
      byOrder.push(`${p(r.secondHalf.recall)} / ${p(r.secondHalf.fpr)}`);
      if (order !== SEED) continue;
      rows.push([
        `${file}${hamFrom ? ` + ham of ${basename(hamFrom)}` : ""}`,
        `${r.secondHalf.spam} / ${r.secondHalf.ham}`,
        `${p(r.baseline.secondHalf.recall)} / ${p(r.baseline.secondHalf.fpr)}`,
        `${p(r.secondHalf.recall)} / ${p(r.secondHalf.fpr)}`,
        r.secondHalf.recall >= 0.95 && r.secondHalf.fpr <= 0.005 ? "met" : "MISSED",
        `${r.reports.spam} / ${r.reports.ham}`,
      ]);
    }
    orderRows.push([file, ...byOrder]);
    console.log(`  prequential ${file}: ${rows.at(-1)!.join("  ")}; orders: ${byOrder.join(", ")}`);
  }
  return [
    "Each file's messages in a fixed shuffled order (`scripts/prequential.ts` buildStream; spam-only files get 4 chat-ham messages per spam from the chat file of their language), judged one by one; every mistake is reported at once through the feedback path (near-duplicate memory + per-scope online learner, `src/feedback/`). The base is leave-one-file-out: the classifier is fit without the file and without the ham file mixed in. Target: recall over the second half >= 95% with FPR <= 0.5%.",
    "",
    mdTable(
      ["stream", "second half spam / ham", "base: recall / FPR (2nd half)", "with feedback: recall / FPR (2nd half)", "target", "reports spam / ham"],
      rows,
    ),
    "",
    `The same replays in two other orders of the same messages (\`prequential.ts --order <seed>\`), with feedback, recall / FPR over the second half: a file's figure moves by a few points with the order alone.`,
    "",
    mdTable(["stream", ...PREQ_ORDERS.map((o) => (o === SEED ? "default order" : `order ${o}`))], orderRows),
  ];
}

async function main(): Promise<void> {
  if (!dataAvailable()) {
    console.log(`eval: data folder ${dataDir()} not found (or has no *.jsonl) - skipping; docs/quality.md left unchanged.`);
    return;
  }
  const started = Date.now();
  const model = loadDefaultModel();
  const files = loadDataset();
  const ts = trainingSet(files, [], FEATURES, FILE_CAP);
  const { items, names } = ts;
  console.log(`eval: ${items.length} examples from ${files.length} files; leave-one-file-out fits:`);
  const oof = outOfFile(items, names, FEATURES.bits, HYPER, SEED, ts.weights, console.log);
  const m = model.json;
  const scoring = scoringOfModel(m);

  const perFile = tallyByFile(items, oof, scoring);
  const perLang = tallyByFile(items, oof, scoring, (ex) => ex.lang);
  const errors = new Map<string, Array<{ it: Prepared; score: number }>>();
  items.forEach((it, i) => {
    const score = scoreOf(it, oof.margin[i]!, oof.sim[i]!, scoring);
    if (score >= S !== (it.y === 1)) {
      const e = errors.get(it.ex.file) ?? [];
      errors.set(it.ex.file, e);
      e.push({ it, score });
    }
  });

  const targets: string[][] = [];
  for (const f of TARGET_SPAM_FILES) {
    const t = perFile.get(f);
    if (t) targets.push([`recall, ${f} (held out)`, ">= 90.00%", pct(t.tp, t.spam), t.tp / t.spam >= 0.9 ? "met" : "MISSED"]);
  }
  for (const [f, t] of perFile) {
    if (t.ham >= 100) targets.push([`FPR, ${f} ham (held out)`, "<= 0.50%", pct(t.fp, t.ham), t.fp / t.ham <= 0.005 ? "met" : "MISSED"]);
  }
  for (const f of CHAT_HAM_FILES) {
    const t = perFile.get(f);
    if (t?.ham) targets.push([`suspicious, ${f} chat ham (held out)`, "<= 2.00%", pct(t.suspicious, t.ham), t.suspicious / t.ham <= 0.02 ? "met" : "MISSED"]);
  }

  // obfuscated variants of the target files' spam, shipped detector
  const detector = createDetector();
  const obfRows: string[][] = [];
  const targetSpam = files.filter((f) => TARGET_SPAM_FILES.includes(f.file)).flatMap((f) => f.examples.filter((e) => e.label === "spam"));
  const rate = (texts: string[]) => texts.filter((t) => detector.detect(t).verdict === "spam").length / Math.max(1, texts.length);
  const base = rate(targetSpam.map((e) => e.text));
  obfRows.push(["original", String(targetSpam.length), `${(100 * base).toFixed(2)}%`, ""]);
  for (const kind of OBFUSCATION_KINDS) {
    const r = rate(targetSpam.map((e, i) => obfuscate(e.text, kind, SEED + i)));
    obfRows.push([kind, String(targetSpam.length), `${(100 * r).toFixed(2)}%`, `${r >= base ? "+" : ""}${(100 * (r - base)).toFixed(2)}`]);
  }
  const chatRows = ORDINARY_CHAT.map((t) => {
    const d = detector.detect(t);
    return [t, d.verdict, String(d.score), d.signals.map((s) => `${s.name} ${s.weight}`).join(", ")];
  });
  console.log("prequential replays:");
  const preq = prequentialSection(ts);
  const seconds = (Date.now() - started) / 1000;

  const fileRows = [...perFile].map(([f, t]) => row(f, t));
  const langRows = [...perLang].sort((a, b) => b[1].spam + b[1].ham - a[1].spam - a[1].ham).map(([l, t]) => row(l, t));
  console.log(`\nLeave-one-file-out, default settings (spam ${S}, suspicious ${Q}):\n`);
  console.log(textTable(HEADER, fileRows));
  console.log("\nPer language (lang field, each file scored by the fit without it):");
  console.log(textTable(HEADER, langRows));
  console.log("\nTargets:");
  console.log(textTable(["target", "required", "measured", ""], targets));
  console.log("\nObfuscated variants of the target files' spam (shipped detector):");
  console.log(textTable(["variant", "messages", "detected", "vs original (pp)"], obfRows));
  console.log("\nOrdinary chat (shipped detector):");
  console.log(textTable(["text", "verdict", "score", "signals"], chatRows));
  console.log(`\nPrequential replay:\n${preq.join("\n")}`);
  console.log(`\n${seconds.toFixed(0)} s`);

  const md: string[] = [];
  md.push("# Detection quality");
  md.push("");
  md.push(`Generated by \`npm run eval\` (services/engine/scripts/eval.ts). Do not edit by hand; re-run the command.`);
  md.push("");
  md.push("## How it is measured");
  md.push("");
  md.push("- Data: every file of `../shared/data/spam/*.jsonl` (relative to the repo root); `.heldout/` is never read.");
  md.push(
    "- **Leave-one-file-out (LOFO)** is the primary figure: for each file, the training recipe (`scripts/lib/recipe.ts`: features, file weights, classifier) is fit on all the *other* files, and the file is scored with that fit. Random splits of the same files flatter a model (near-duplicates on both sides, the same chat's style); a file held out whole is what an owner meets: a chat the model never saw.",
  );
  md.push(
    `- Scoring: the shipped one. Calibration, the classifier mapping (slopes by script ${(m.mapping.familySlopes ?? [m.mapping.slope]).join("/")}, offset ${m.mapping.offset}, script offsets ${m.mapping.familyOffsets.join("/")}, bounds ${m.mapping.min}..${m.mapping.max}), the similarity thresholds and the built-in rule weights were chosen by \`npm run train\` on these same out-of-file predictions pooled over all files; so these figures are the ones the choices were made on (there is no untouched split left once every file is used; \`.heldout/\` is the project owner's).`,
  );
  md.push(
    `- Default settings (spam_threshold ${S}, suspicious_threshold ${Q}), no group policy, sender unknown. "Recall" = verdict spam; "suspicious" = score ${Q}..${S - 1}, which a default group sends to review.`,
  );
  md.push("");
  md.push("## Targets");
  md.push("");
  md.push(mdTable(["target", "required", "measured", ""], targets));
  md.push("");
  md.push("## Per file (each held out)");
  md.push("");
  md.push(mdTable(HEADER, fileRows));
  md.push("");
  md.push("## Per language (`lang` field; each file scored by the fit without it)");
  md.push("");
  md.push(mdTable(HEADER, langRows));
  md.push("");
  md.push("## Ordinary chat (shipped detector)");
  md.push("");
  md.push(mdTable(["text", "verdict", "score", "signals"], chatRows));
  md.push("");
  md.push("## Obfuscated variants (shipped detector)");
  md.push("");
  md.push(
    `The spam of ${TARGET_SPAM_FILES.join(", ")} rewritten by \`services/engine/test/support/obfuscate.ts\` (seed ${SEED} + index): homoglyph, spacing, zerowidth, leetspeak, styled, mixed. The shipped detector was trained on these files, so the originals' rate is high; what matters is the difference.`,
  );
  md.push("");
  md.push(mdTable(["variant", "messages", "detected", "vs original (pp)"], obfRows));
  md.push("");
  md.push("## Prequential replay (feedback)");
  md.push("");
  md.push(...preq);
  md.push("");
  md.push(`## Errors (leave-one-file-out, first ${MAX_ERRORS} per file)`);
  md.push("");
  for (const f of names) {
    const errs = (errors.get(f) ?? []).slice().sort((a, b) => a.it.y - b.it.y || (a.it.y ? a.score - b.score : b.score - a.score));
    const misses = errs.filter((e) => e.it.y === 1);
    const fps = errs.filter((e) => e.it.y === 0);
    md.push(`### ${f}: ${misses.length} missed spam, ${fps.length} false positives`);
    md.push("");
    if (errs.length === 0) {
      md.push("None.");
      md.push("");
      continue;
    }
    const show = [...fps.slice(0, MAX_ERRORS), ...misses.slice(0, MAX_ERRORS)];
    md.push(
      mdTable(
        ["label", "score", "rules", "text"],
        show.map(({ it, score }) => [it.y ? "spam" : "ham", String(score), [...it.rules].map((r) => BUILTIN_RULES[r]!.name).join(", "), oneLine(it.ex.text)]),
      ),
    );
    md.push("");
  }
  writeFileSync(DOC_PATH, `${md.join("\n")}\n`);
  console.log(`wrote ${DOC_PATH}`);
}

await main();
