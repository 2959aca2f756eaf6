// quick allocation probe (not part of the build): bytes allocated per normalize()/detect() of 10,000-char texts
import { createDetector, normalize } from "../src/detection/index.js";
import { loadDataset, longTexts as makeLongTexts } from "./lib/dataset.js";
const longTexts = makeLongTexts(loadDataset().flatMap((f) => f.examples.map((e) => e.text)));
const det = createDetector();
const gc = (globalThis as { gc?: () => void }).gc!;
function measure(name: string, f: (t: string) => unknown): void {
  for (let r = 0; r < 200; r++) f(longTexts[r % 50]!);
  let tot = 0;
  const sink: unknown[] = [];
  for (let r = 0; r < 50; r++) {
    gc();
    const b = process.memoryUsage().heapUsed;
    sink[0] = f(longTexts[r]!);
    tot += process.memoryUsage().heapUsed - b;
  }
  console.log(name, (tot / 50 / 1024).toFixed(0), "KB/check");
}
measure("normalize", normalize);
measure("detect", (t) => det.detectCompiled(t, undefined));
