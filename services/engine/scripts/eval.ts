/**
 * Evaluates the committed model + rules on the TEST split of every data file
 * and writes docs/quality.md.
 *
 *   npm run eval            (from the repo root)
 *
 * Default settings (spam_threshold 70), no group policy, unknown sender.
 * A message counts as detected when the verdict is "spam".
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createDetector, DEFAULT_SETTINGS, type Detection } from "../src/detection/index.js";
import { OBFUSCATION_KINDS, obfuscate, type ObfuscationKind } from "../test/support/obfuscate.js";
import { REPO_ROOT, SEED, SMS_FILE, SPLIT, SPLIT_METHOD, TELEGRAM_FILES, dataAvailable, dataDir, loadDataset, type Example } from "./lib/dataset.js";

const DOC_PATH = resolve(REPO_ROOT, "docs/quality.md");
const MAX_ERRORS = 20;

interface Tally {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  /** ham scored >= suspicious_threshold but below spam */
  hamSuspicious: number;
  /** spam scored suspicious only */
  spamSuspicious: number;
}

const newTally = (): Tally => ({ tp: 0, fp: 0, fn: 0, tn: 0, hamSuspicious: 0, spamSuspicious: 0 });

function add(t: Tally, label: "spam" | "ham", d: Detection): void {
  const hit = d.verdict === "spam";
  if (label === "spam") {
    if (hit) t.tp++;
    else {
      t.fn++;
      if (d.verdict === "suspicious") t.spamSuspicious++;
    }
  } else if (hit) t.fp++;
  else {
    t.tn++;
    if (d.verdict === "suspicious") t.hamSuspicious++;
  }
}

function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}

function fmt(x: number | null, digits = 2): string {
  return x === null ? "n/a" : (100 * x).toFixed(digits) + "%";
}

function metrics(t: Tally) {
  const precision = ratio(t.tp, t.tp + t.fp);
  const recall = ratio(t.tp, t.tp + t.fn);
  const f1 = precision !== null && recall !== null && precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : null;
  const fpr = ratio(t.fp, t.fp + t.tn);
  return { precision, recall, f1, fpr };
}

function row(name: string, t: Tally): string[] {
  const m = metrics(t);
  return [
    name,
    String(t.tp + t.fn),
    String(t.fp + t.tn),
    String(t.tp),
    String(t.fn),
    String(t.fp),
    fmt(m.precision),
    fmt(m.recall),
    fmt(m.f1),
    fmt(m.fpr),
    String(t.hamSuspicious),
  ];
}

const HEADER = ["set", "spam", "ham", "TP", "FN", "FP", "precision", "recall", "F1", "FP rate", "ham suspicious"];

function mdTable(header: string[], rows: string[][]): string {
  const esc = (s: string) => s.replace(/\|/g, "\\|");
  return [`| ${header.map(esc).join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(esc).join(" | ")} |`)].join("\n");
}

function textTable(header: string[], rows: string[][]): string {
  const w = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(w[i]!)).join("  ");
  return [line(header), w.map((n) => "-".repeat(n)).join("  "), ...rows.map(line)].join("\n");
}

function oneLine(s: string, n = 200): string {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > n ? t.slice(0, n) + "…" : t;
}

function main(): void {
  if (!dataAvailable()) {
    console.log(`eval: data folder ${dataDir()} not found (or has no *.jsonl) - skipping; docs/quality.md left unchanged.`);
    return;
  }
  const detector = createDetector();
  const model = detector.model!;
  const files = loadDataset();
  const started = Date.now();

  const perFile = new Map<string, Tally>();
  const perLang = new Map<string, Tally>();
  const perFileLang = new Map<string, Tally>();
  const all = newTally();
  const allTg = newTally();
  const errors = new Map<string, Array<{ ex: Example; d: Detection }>>();
  const tgSpamTest: Example[] = [];
  const smsSpamTest: Example[] = [];
  let checked = 0;

  for (const f of files) {
    const tf = newTally();
    perFile.set(f.file, tf);
    const errs: Array<{ ex: Example; d: Detection }> = [];
    errors.set(f.file, errs);
    for (const ex of f.examples) {
      if (ex.split !== "test") continue;
      const d = detector.detect(ex.text);
      checked++;
      add(tf, ex.label, d);
      add(all, ex.label, d);
      if (TELEGRAM_FILES.includes(f.file)) add(allTg, ex.label, d);
      const lt = perLang.get(ex.lang) ?? newTally();
      add(lt, ex.label, d);
      perLang.set(ex.lang, lt);
      const flk = `${f.file} / ${ex.lang}`;
      const flt = perFileLang.get(flk) ?? newTally();
      add(flt, ex.label, d);
      perFileLang.set(flk, flt);
      if ((d.verdict === "spam") !== (ex.label === "spam")) errs.push({ ex, d });
      if (ex.label === "spam" && TELEGRAM_FILES.includes(f.file)) tgSpamTest.push(ex);
      if (ex.label === "spam" && f.file === SMS_FILE) smsSpamTest.push(ex);
    }
  }

  // obfuscated variants of the test spam
  const obf: Array<{ set: string; kind: string; n: number; caught: number }> = [];
  for (const [set, exs] of [
    ["Telegram spam (tgspam_umputun + tgspam_umputun_early)", tgSpamTest],
    ["SMS spam (sms_spam_collection)", smsSpamTest],
  ] as const) {
    const base = exs.filter((e) => detector.detect(e.text).verdict === "spam").length;
    obf.push({ set, kind: "original", n: exs.length, caught: base });
    for (const kind of OBFUSCATION_KINDS) {
      let caught = 0;
      exs.forEach((e, i) => {
        if (detector.detect(obfuscate(e.text, kind as ObfuscationKind, SEED + i)).verdict === "spam") caught++;
      });
      obf.push({ set, kind, n: exs.length, caught });
    }
  }
  const seconds = (Date.now() - started) / 1000;

  const fileRows = [...perFile].map(([f, t]) => row(f, t));
  fileRows.push(row("Telegram files together", allTg));
  fileRows.push(row("all files together", all));
  const langRows = [...perLang].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([l, t]) => row(l, t));
  const fileLangRows = [...perFileLang].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([l, t]) => row(l, t));
  const obfHeader = ["spam set", "variant", "messages", "detected", "detection rate", "vs original (pp)"];
  const obfRows = obf.map((o) => {
    const orig = obf.find((x) => x.set === o.set && x.kind === "original")!;
    const rate = o.caught / Math.max(1, o.n);
    const diff = 100 * (rate - orig.caught / Math.max(1, orig.n));
    return [o.set, o.kind, String(o.n), String(o.caught), fmt(rate), o.kind === "original" ? "" : (diff >= 0 ? "+" : "") + diff.toFixed(2)];
  });

  const mAll = metrics(all);
  const mTg = metrics(allTg);
  const mSms = metrics(perFile.get(SMS_FILE) ?? newTally());
  const worstObf = Math.min(
    ...obf
      .filter((o) => o.set.startsWith("Telegram") && o.kind !== "original")
      .map((o) => 100 * (o.caught / o.n - obf.find((x) => x.set === o.set && x.kind === "original")!.caught / o.n)),
  );
  const targets = [
    ["FP rate, all ham together", "<= 0.50%", fmt(mAll.fpr), (mAll.fpr ?? 1) <= 0.005 ? "met" : "MISSED"],
    ["recall, Telegram spam files together", ">= 97.00%", fmt(mTg.recall), (mTg.recall ?? 0) >= 0.97 ? "met" : "MISSED"],
    ...TELEGRAM_FILES.map((f) => {
      const m = metrics(perFile.get(f) ?? newTally());
      return [`recall, ${f}`, ">= 97.00%", fmt(m.recall), (m.recall ?? 0) >= 0.97 ? "met" : "MISSED"];
    }),
    ["recall, sms_spam_collection.jsonl", ">= 90.00%", fmt(mSms.recall), (mSms.recall ?? 0) >= 0.9 ? "met" : "MISSED"],
    ["obfuscated Telegram test spam, worst kind vs original", ">= -1.00 pp", `${worstObf >= 0 ? "+" : ""}${worstObf.toFixed(2)} pp`, worstObf >= -1 ? "met" : "MISSED"],
  ];

  console.log(`\nWarden engine evaluation — test split, default settings (spam_threshold ${DEFAULT_SETTINGS.spam_threshold}), seed ${SEED}\n`);
  console.log(textTable(HEADER, fileRows));
  console.log("\nPer language (all files):");
  console.log(textTable(HEADER, langRows));
  console.log("\nObfuscated variants of the test spam:");
  console.log(textTable(obfHeader, obfRows));
  console.log("\nTargets:");
  console.log(textTable(["target", "required", "measured", ""], targets));
  console.log(`\n${checked} test messages + ${obf.length - 2} obfuscated sets in ${seconds.toFixed(1)}s`);

  const cv = model.json.crossValidation as Record<string, unknown>;
  const date = new Date().toISOString().slice(0, 10);
  const md: string[] = [];
  md.push("# Detection quality");
  md.push("");
  md.push(`Generated by \`npm run eval\` (services/engine/scripts/eval.ts) on ${date}. Do not edit by hand; re-run the command.`);
  md.push("");
  md.push("## Setup");
  md.push("");
  md.push(`- Data: \`../shared/data/spam/*.jsonl\` (relative to the repo root). \`.heldout/\` is never read.`);
  md.push(`- Split: seed **${SEED}**, train ${SPLIT.train} / validation ${SPLIT.validation} / test ${SPLIT.test}, ${SPLIT_METHOD}.`);
  md.push(
    `- Model: \`services/engine/model/model.json\`, trained by \`npm run train\` on train+validation; calibration, signal weights, the similarity thresholds and the hyper-parameters were chosen by 5-fold cross-validation on train+validation only (false-positive cap 0.3% out-of-fold, to leave a margin under the 0.5% target). No parameter was chosen on the test split.`,
  );
  md.push(
    `- Settings: defaults (spam_threshold ${DEFAULT_SETTINGS.spam_threshold}, suspicious_threshold ${DEFAULT_SETTINGS.suspicious_threshold}, max_emojis ${DEFAULT_SETTINGS.max_emojis}); no group policy; sender unknown (no probation). "Detected" = verdict spam. "ham suspicious" = ham that would go to review (score ${DEFAULT_SETTINGS.suspicious_threshold}..${DEFAULT_SETTINGS.spam_threshold - 1}), not counted as a false positive.`,
  );
  md.push(
    `- Learned signals: classifier weight = clamp(round(${model.mapping.slope} · logit(p) + ${model.mapping.offset} + script offset), ${model.mapping.min}, ${model.mapping.max}) with script offsets Latin ${model.mapping.familyOffsets[0]}, Cyrillic ${model.mapping.familyOffsets[1]}, other ${model.mapping.familyOffsets[2]}; similar_to_known_spam = ${model.simCfg.high.weight} if Jaccard ≥ ${model.simCfg.high.threshold}${model.simCfg.low.weight ? `, ${model.simCfg.low.weight} if ≥ ${model.simCfg.low.threshold}` : ""} (MinHash over ${model.simCfg.count} known spam messages).`,
  );
  md.push(`- Cross-validated on train+validation (for reference): ${JSON.stringify(cv)}`);
  md.push("");
  md.push("| file | sha256 | train spam/ham | validation spam/ham | test spam/ham |");
  md.push("|---|---|---|---|---|");
  for (const fi of model.json.provenance.files) {
    md.push(`| ${fi.file} | \`${fi.sha256.slice(0, 16)}…\` | ${fi.train.spam}/${fi.train.ham} | ${fi.validation.spam}/${fi.validation.ham} | ${fi.test.spam}/${fi.test.ham} |`);
  }
  const live = new Map(files.map((f) => [f.file, f.sha256]));
  const stale = model.json.provenance.files.filter((fi) => live.get(fi.file) !== fi.sha256).map((fi) => fi.file);
  if (stale.length) md.push(`\n**Warning:** the model was trained on a different version of ${stale.join(", ")} (sha256 differs); re-run \`npm run train\`.`);
  md.push("");
  md.push("## Targets");
  md.push("");
  md.push(mdTable(["target", "required", "measured", ""], targets));
  md.push("");
  md.push("## Per file (test split)");
  md.push("");
  md.push(mdTable(HEADER, fileRows));
  md.push("");
  md.push("## Per language (test split, `lang` field)");
  md.push("");
  md.push(mdTable(HEADER, langRows));
  md.push("");
  md.push("<details><summary>Per file and language</summary>");
  md.push("");
  md.push(mdTable(HEADER, fileLangRows));
  md.push("");
  md.push("</details>");
  md.push("");
  md.push("## Notes");
  md.push("");
  md.push(
    "- The test split is small for the Telegram files (tgspam_umputun.jsonl: 36 spam / 65 ham), so one message moves its recall by 2.8 points; the cross-validated figures above (5 folds over 85% of the data) are the steadier estimate. What was tried to raise Telegram recall (cross-validation only) is in [model-experiments.md](model-experiments.md).",
  );
  md.push(
    "- Most misses are short or soft Russian-chat spam (greetings, 'free course' offers, referral links) that reads like ordinary chat, plus some very short non-Russian/English messages; the remaining false positives are SMS-style English ham whose vocabulary the classifier alone scores as spam (texting slang, 'call', 'press', prices). Some `tgspam_umputun.jsonl` items labelled ham read like spam (and vice versa), which bounds what any detector can reach on that file.",
  );
  md.push(
    "- Numbers: in the classifier text every number (a digit run, or runs joined by single separators: phones, dates, times, prices, ids) is one `0`, whatever its length, so long order numbers, phone numbers and timestamps in honest chat no longer read like SMS-spam phone numbers (a 13-digit timestamp alone used to give the classifier its full 70). `services/engine/test/detection.numbers.test.ts` keeps honest Russian/English messages with numbers below the spam threshold.",
    "- Obfuscated variants are detected more often than the originals: undoing the tricks restores the text, and the `obfuscation` / `mixed_script` rules add weight on top.",
  );
  md.push("");
  md.push("## Obfuscated variants");
  md.push("");
  md.push(
    "Each test spam message is rewritten by `services/engine/test/support/obfuscate.ts` (seed = split seed + index): homoglyph (~50% of lookalike letters swapped to the other script), spacing (~1/3 of 4+-letter words spaced out or dotted), zerowidth (invisible characters after ~1/3 of letters), leetspeak (~50% of a/e/i/o/s/t or о/з/б/ч inside words), styled (math bold / fullwidth words), mixed (a combination).",
  );
  md.push("");
  md.push(mdTable(obfHeader, obfRows));
  md.push("");
  md.push("## Errors (test split, first " + MAX_ERRORS + " per file)");
  md.push("");
  for (const [file, errs] of errors) {
    md.push(`### ${file} — ${errs.length} error(s)`);
    md.push("");
    if (errs.length === 0) {
      md.push("None.");
      md.push("");
      continue;
    }
    md.push(mdTable(
      ["label", "verdict", "score", "signals", "text"],
      errs.slice(0, MAX_ERRORS).map(({ ex, d }) => [
        ex.label,
        d.verdict,
        String(d.score),
        d.signals.map((s) => `${s.name} ${s.weight > 0 ? "+" : ""}${s.weight}`).join(", "),
        oneLine(ex.text),
      ]),
    ));
    md.push("");
  }
  writeFileSync(DOC_PATH, md.join("\n"));
  console.log(`wrote ${DOC_PATH}`);
}

main();
