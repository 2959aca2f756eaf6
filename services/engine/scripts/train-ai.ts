/**
 * Trains the `local` AI provider's model (services/engine/model/ai-local.json) from
 * ../shared/data/spam with the same recorded split and seed as the rules-path model
 * (scripts/lib/dataset.ts): counts on the train split, calibration and thresholds on the
 * validation split, figures on the test split (reported, never used for a choice).
 * Deterministic: the same data gives the same file.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { localAiFeatures, localAiModelFromJson, localAiProbability, LOCAL_AI_MODEL_URL, type LocalAiModelJson } from "../src/ai/local.js";
import { dataAvailable, dataDir, loadDataset, SEED, SPLIT_METHOD, TELEGRAM_FILES, type Example } from "./lib/dataset.js";
import { trainLR } from "./lib/learn.js";

const BITS = 18;
const ALPHA = 0.5;

if (!dataAvailable()) {
  console.error(`train-ai: ${dataDir()} is not there; nothing to train on.`);
  process.exit(1);
}
const files = loadDataset();
const all: Example[] = files.flatMap((f) => f.examples);
const train = all.filter((e) => e.split === "train");
const validation = all.filter((e) => e.split === "validation");
const test = all.filter((e) => e.split === "test");

// 1. NB-weighted logistic regression (Wang & Manning's NB-LR) on train: unlike plain naive
// Bayes, features absent from a text weigh nothing, so long texts are not pushed to spam.
const X = train.map((e) => Int32Array.from(localAiFeatures(e.text, BITS)));
const y = Uint8Array.from(train.map((e) => (e.label === "spam" ? 1 : 0)));
const spamDocs = y.reduce((n, v) => n + v, 0);
const hamDocs = y.length - spamDocs;
const { w, bias } = trainLR(X, y, BITS, { nbAlpha: ALPHA, epochs: 6, lr: 0.2, l2: 1e-6, spamWeight: 1 }, SEED);
const size = 1 << BITS;
let maxAbs = 0;
for (let i = 0; i < size; i++) maxAbs = Math.max(maxAbs, Math.abs(w[i]!));
const scale = maxAbs / 127;
const q = new Int8Array(size);
for (let i = 0; i < size; i++) q[i] = Math.max(-127, Math.min(127, Math.round(w[i]! / scale)));
const prior = bias;

// 2. Calibration on validation: logistic regression of the label on the NB score (1-D, gradient descent).
const base: LocalAiModelJson = {
  version: 1,
  bits: BITS,
  weights: Buffer.from(q.buffer).toString("base64"),
  scale,
  prior,
  a: 1,
  b: 0,
  spamAt: 0.9,
  suspiciousAt: 0.5,
  meta: {},
};
const raw = localAiModelFromJson(base);
const scoreOf = (t: string) => Math.log(localAiProbability(raw, t) / (1 - localAiProbability(raw, t) + 1e-12) + 1e-12);
const vScores = validation.map((e) => ({ s: scoreOf(e.text), y: e.label === "spam" ? 1 : 0 }));
let a = 0.1;
let b = 0;
for (let it = 0; it < 3000; it++) {
  let ga = 0;
  let gb = 0;
  for (const { s, y } of vScores) {
    const p = 1 / (1 + Math.exp(-(a * s + b)));
    ga += (p - y) * s;
    gb += p - y;
  }
  a -= (0.5 * ga) / vScores.length;
  b -= (0.5 * gb) / vScores.length;
}
// raw p = sigmoid(score), so calibrated p = sigmoid(a * score + b) over the same score.
const model = localAiModelFromJson({ ...base, a, b });

// 3. Threshold for "spam" on validation: the lowest p with false-positive rate <= 0.5% on ham.
const vp = validation.map((e) => ({ p: localAiProbability(model, e.text), y: e.label }));
const hamPs = vp
  .filter((x) => x.y === "ham")
  .map((x) => x.p)
  .sort((x, y) => y - x);
const allowedFp = Math.floor(hamPs.length * 0.005);
const spamAt = Math.min(0.99, Math.max(0.6, (hamPs[allowedFp] ?? 0.5) + 1e-6));

function metrics(set: Example[]) {
  let tp = 0,
    fn = 0,
    fp = 0,
    tn = 0;
  for (const e of set) {
    const spam = localAiProbability(model, e.text) >= spamAt;
    if (e.label === "spam") spam ? tp++ : fn++;
    else spam ? fp++ : tn++;
  }
  return { spam: tp + fn, ham: fp + tn, recall: tp / Math.max(1, tp + fn), fpr: fp / Math.max(1, fp + tn), precision: tp / Math.max(1, tp + fp) };
}
const testFigures = {
  all: metrics(test),
  telegram: metrics(test.filter((e) => TELEGRAM_FILES.includes(e.file))),
  perFile: Object.fromEntries(files.map((f) => [f.file, metrics(test.filter((e) => e.file === f.file))])),
};

const out: LocalAiModelJson = {
  ...base,
  a: Number(a.toFixed(6)),
  b: Number(b.toFixed(6)),
  spamAt: Number(spamAt.toFixed(6)),
  suspiciousAt: 0.5,
  meta: {
    trainedBy: "services/engine/scripts/train-ai.ts",
    seed: SEED,
    split: SPLIT_METHOD,
    features: "presence of hashed word 1-3-grams and char 3-5-grams of the whole normalised text",
    learner: "NB-weighted logistic regression (AdaGrad, L2), int8-quantised, Platt-calibrated on validation",
    bits: BITS,
    alpha: ALPHA,
    files: files.map((f) => ({ file: f.file, sha256: f.sha256 })),
    trainDocs: { spam: spamDocs, ham: hamDocs },
    testFigures,
  },
};
writeFileSync(fileURLToPath(LOCAL_AI_MODEL_URL), `${JSON.stringify(out)}\n`);
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
console.log(`train-ai: wrote model/ai-local.json (spam at p >= ${out.spamAt}, calibration a=${out.a} b=${out.b})`);
console.log("test split (reported only):");
for (const [name, m] of Object.entries({ all: testFigures.all, telegram: testFigures.telegram, ...testFigures.perFile })) {
  console.log(
    `  ${name.padEnd(30)} spam ${String(m.spam).padStart(4)} ham ${String(m.ham).padStart(4)}  recall ${pct(m.recall)}  FP rate ${pct(m.fpr)}  precision ${pct(m.precision)}`,
  );
}
