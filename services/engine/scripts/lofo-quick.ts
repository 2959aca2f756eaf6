/**
 * The leave-one-file-out figures of `npm run eval`, in seconds instead of minutes, for trying rule data: the
 * out-of-file classifier margins do not depend on the rules (features come from the normalised text only), so they
 * are fitted once and cached in .reports/; every later run scores the current rules.ts with them.
 *
 *   npm run eval:lofo -w @warden/engine -- [--out DIR] [--rules]
 *
 * --out DIR writes DIR/misses.tsv (spam under the spam threshold) and DIR/hamhi.tsv (ham at or over "suspicious"):
 * score, file, fired rules, the classifier's and the similarity's points (of the score), text. --rules prints how many spam and ham lines each built-in rule fires on.
 * Delete .reports/lofo-margins-*.json after changing the normaliser, the features or the training recipe.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_SETTINGS, loadDefaultModel } from "../src/detection/index.js";
import { BUILTIN_RULES } from "../src/detection/rules.js";
import { REPO_ROOT, SEED, loadDataset } from "./lib/dataset.js";
import { CHAT_HAM_FILES, TARGET_SPAM_FILES, modelPoints, outOfFile, scoreOf, scoringOfModel, tallyByFile, trainingSet } from "./lib/lofo.js";
import { FEATURES, FILE_CAP, HYPER } from "./lib/recipe.js";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const files = loadDataset();
const ts = trainingSet(files, [], FEATURES, FILE_CAP);
const { items } = ts;
const cacheDir = join(REPO_ROOT, ".reports");
const cache = join(cacheDir, `lofo-margins-${items.length}.json`);
let oof: { margin: Float64Array; sim: Float64Array };
if (existsSync(cache)) {
  const j = JSON.parse(readFileSync(cache, "utf8")) as { margin: number[]; sim: number[] };
  oof = { margin: Float64Array.from(j.margin), sim: Float64Array.from(j.sim) };
} else {
  oof = outOfFile(items, ts.names, FEATURES.bits, HYPER, SEED, ts.weights, console.log);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cache, JSON.stringify({ margin: [...oof.margin], sim: [...oof.sim] }));
}
const scoring = scoringOfModel(loadDefaultModel().json);
const pct = (a: number, b: number) => ((100 * a) / b).toFixed(2);
for (const [f, x] of tallyByFile(items, oof, scoring)) {
  const parts = [f.padEnd(34)];
  if (x.spam) parts.push(`recall ${pct(x.tp, x.spam)}% (${x.tp}/${x.spam}) suspicious ${x.spamSuspicious}`);
  if (x.ham) parts.push(`FPR ${pct(x.fp, x.ham)}% (${x.fp}/${x.ham}) ham suspicious ${pct(x.suspicious, x.ham)}% (${x.suspicious})`);
  if (TARGET_SPAM_FILES.includes(f) || CHAT_HAM_FILES.includes(f)) parts.push("(target)");
  console.log(parts.join("  "));
}
const out = arg("--out");
if (out) {
  const misses: string[] = [];
  const hamHigh: string[] = [];
  items.forEach((it, i) => {
    const score = scoreOf(it, oof.margin[i]!, oof.sim[i]!, scoring);
    const model = modelPoints(it, oof.margin[i]!, oof.sim[i]!, scoring);
    const line = `${score}\t${it.ex.file}\t${[...it.rules].map((r) => BUILTIN_RULES[r]!.name).join(",")}\t${model}\t${it.ex.text.replace(/\s+/g, " ")}`;
    if (it.y && score < DEFAULT_SETTINGS.spam_threshold) misses.push(line);
    if (!it.y && score >= DEFAULT_SETTINGS.suspicious_threshold) hamHigh.push(line);
  });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "misses.tsv"), `${misses.join("\n")}\n`);
  writeFileSync(join(out, "hamhi.tsv"), `${hamHigh.join("\n")}\n`);
}
if (process.argv.includes("--rules")) {
  const count = new Map<string, [number, number]>();
  for (const it of items) {
    for (const r of it.rules) {
      const c = count.get(BUILTIN_RULES[r]!.name) ?? [0, 0];
      c[it.y]++;
      count.set(BUILTIN_RULES[r]!.name, c);
    }
  }
  for (const [name, [ham, spam]] of [...count].sort()) console.log(`${name}\tspam ${spam}\tham ${ham}`);
}
