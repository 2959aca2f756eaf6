/**
 * Tests that need ../shared/data/spam (relative to the repo root). They skip,
 * with a message, when the folder is absent.
 */
import { describe, expect, it } from "vitest";
import { createDetector, loadDefaultModel } from "../src/detection/index.js";
import { dataAvailable, dataDir, loadDataset, SEED, type DataFile } from "../scripts/lib/dataset.js";
import { TARGET_SPAM_FILES } from "../scripts/lib/lofo.js";
import { obfuscate, OBFUSCATION_KINDS } from "./support/obfuscate.js";

const available = dataAvailable();
if (!available) console.warn(`[detection.data] skipped: data folder ${dataDir()} not found`);

describe.skipIf(!available)("detection on the shared data", () => {
  let files: DataFile[] = [];
  const detector = createDetector();

  it("the shipped model was trained on every data file, as it is now", () => {
    files = loadDataset();
    const model = loadDefaultModel();
    expect(model.json.provenance.seed).toBe(SEED);
    expect(model.json.provenance.files.map((f) => f.file).sort()).toEqual(files.map((f) => f.file).sort());
    for (const f of files) {
      const rec = model.json.provenance.files.find((x) => x.file === f.file)!;
      expect(rec.sha256, f.file).toBe(f.sha256);
      expect(rec.train.spam + rec.train.ham, f.file).toBe(f.examples.length);
    }
  });

  it("obfuscated Telegram spam is caught no more than 1 percentage point below the originals", () => {
    if (files.length === 0) files = loadDataset();
    const spam = files.filter((f) => TARGET_SPAM_FILES.includes(f.file)).flatMap((f) => f.examples.filter((e) => e.label === "spam"));
    expect(spam.length).toBeGreaterThan(100);
    const rate = (texts: string[]) => texts.filter((t) => detector.detect(t).verdict === "spam").length / texts.length;
    const base = rate(spam.map((e) => e.text));
    const lines = [`original: ${(100 * base).toFixed(2)}%`];
    for (const kind of OBFUSCATION_KINDS) {
      const r = rate(spam.map((e, i) => obfuscate(e.text, kind, SEED + i)));
      lines.push(`${kind}: ${(100 * r).toFixed(2)}%`);
      expect(r, kind).toBeGreaterThanOrEqual(base - 0.01);
    }
    console.log(`[detection.data] Telegram spam detection (n=${spam.length}): ${lines.join(", ")}`);
  });
});
