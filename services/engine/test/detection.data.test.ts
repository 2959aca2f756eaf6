/**
 * Tests that need ../shared/data/spam (relative to the repo root). They skip,
 * with a message, when the folder is absent.
 */
import { describe, expect, it } from "vitest";
import { createDetector, loadDefaultModel } from "../src/detection/index.js";
import { counts, dataAvailable, dataDir, loadDataset, SEED, TELEGRAM_FILES, type DataFile } from "../scripts/lib/dataset.js";
import { obfuscate, OBFUSCATION_KINDS } from "./support/obfuscate.js";

const available = dataAvailable();
if (!available) console.warn(`[detection.data] skipped: data folder ${dataDir()} not found`);

describe.skipIf(!available)("detection on the shared data (test split)", () => {
  let files: DataFile[] = [];
  const detector = createDetector();

  it("the split is deterministic and is the one the model recorded", () => {
    files = loadDataset();
    const again = loadDataset();
    expect(again.map((f) => f.examples.map((e) => `${e.split}:${e.key}`))).toEqual(files.map((f) => f.examples.map((e) => `${e.split}:${e.key}`)));
    const model = loadDefaultModel();
    expect(model.json.provenance.seed).toBe(SEED);
    for (const f of files) {
      const rec = model.json.provenance.files.find((x) => x.file === f.file);
      expect(rec, f.file).toBeDefined();
      expect(rec!.sha256).toBe(f.sha256);
      expect(rec!.test).toEqual(counts(f.examples, "test"));
      expect(rec!.train).toEqual(counts(f.examples, "train"));
    }
  });

  it("obfuscated Telegram test spam is caught no more than 1 percentage point below the originals", () => {
    if (files.length === 0) files = loadDataset();
    const spam = files.filter((f) => TELEGRAM_FILES.includes(f.file)).flatMap((f) => f.examples.filter((e) => e.split === "test" && e.label === "spam"));
    expect(spam.length).toBeGreaterThan(100);
    const rate = (texts: string[]) => texts.filter((t) => detector.detect(t).verdict === "spam").length / texts.length;
    const base = rate(spam.map((e) => e.text));
    const lines = [`original: ${(100 * base).toFixed(2)}%`];
    for (const kind of OBFUSCATION_KINDS) {
      const r = rate(spam.map((e, i) => obfuscate(e.text, kind, SEED + i)));
      lines.push(`${kind}: ${(100 * r).toFixed(2)}%`);
      expect(r, kind).toBeGreaterThanOrEqual(base - 0.01);
    }
    console.log(`[detection.data] Telegram test spam detection (n=${spam.length}): ${lines.join(", ")}`);
  });
});
