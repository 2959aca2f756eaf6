import { basename, join } from "node:path";
import { createDetector, loadDefaultModel, modelFromJson, type ModelJson } from "../src/detection/index.js";
import { encodeBase64, uint32ToBase64LE } from "../src/detection/model.js";
import { SEED, dataDir, loadDataset } from "./lib/dataset.js";
import { SIM_K, fileWeights, fit, prepare } from "./lib/lofo.js";
import { runPrequential } from "./lib/prequential.js";
import { buildStream } from "./prequential.js";
import { FEATURES, FILE_CAP, HYPER } from "./lib/recipe.js";
const file = process.env.FILE ?? "tgspam_umputun.jsonl";
const order = process.env.ORDER ?? SEED;
const files = loadDataset();
const items = prepare(files.flatMap((f) => f.examples), FEATURES);
const shipped = loadDefaultModel().json;
const weights = fileWeights(items, FILE_CAP);
const { hamFrom } = buildStream(join(dataDir(), file));
const without = new Set([file, ...(hamFrom ? [basename(hamFrom)] : [])]);
const train = items.map((_, i) => i).filter((i) => !without.has(items[i]!.ex.file));
const f = fit(items, train, FEATURES.bits, HYPER, SEED, weights);
const json: ModelJson = { ...shipped, classifier: { ...shipped.classifier, bias: f.bias, scale: f.scale, weights: encodeBase64(new Uint8Array(f.q.buffer)) }, similarity: { ...shipped.similarity, count: f.sigs.length / SIM_K, signatures: uint32ToBase64LE(f.sigs) } };
const detector = createDetector({ model: modelFromJson(json) });
const stream = buildStream(join(dataDir(), file), { order }).stream;
const half = Math.floor(stream.length / 2);
const r = runPrequential(stream, detector, {
  onJudged: (i, ex, isSpam, score) => {
    if (isSpam !== (ex.label === "spam")) {
      const b = detector.detect(ex.text);
      console.log(`${i >= half ? "2nd" : "1st"} ${i} ${ex.label} final=${score} base=${b.score} [${b.signals.map((s) => `${s.name}:${s.weight}`).join(",")}] ${ex.text.replace(/\s+/g, " ").slice(0, 220)}`);
    }
  },
});
console.log(JSON.stringify(r));
