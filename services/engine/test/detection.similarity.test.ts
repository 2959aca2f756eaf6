/**
 * The LSH index of known-spam signatures (similarity.ts) against the plain reading of its contract: bands in order, a
 * band's signatures in id order, each distinct signature compared once (at most 256), the best fraction of equal bins.
 * The typed-array table, the stamp array and the early stop in the bin loop must give exactly that.
 */
import { describe, expect, it } from "vitest";
import { fmix32 } from "../src/detection/features.js";
import { buildSimilarityIndex, maxSimilarity } from "../src/detection/similarity.js";

/** the reference: a Map of lists per band hash and a Set of the signatures seen */
function reference(sigs: Uint32Array, k: number, bands: number): (sig: Uint32Array, exclude?: (id: number) => boolean) => number {
  const rows = Math.floor(k / bands);
  const key = (s: Uint32Array, off: number, b: number) => {
    let h = Math.imul(b + 1, 0x9e3779b1);
    for (let r = 0; r < rows; r++) h = fmix32(h ^ s[off + r]!);
    return h;
  };
  const lists = new Map<number, number[]>();
  for (let d = 0; d < sigs.length / k; d++)
    for (let b = 0; b < bands; b++) {
      const h = key(sigs, d * k + b * rows, b);
      const l = lists.get(h) ?? [];
      if (l[l.length - 1] !== d) l.push(d);
      lists.set(h, l);
    }
  return (sig, exclude) => {
    let best = 0;
    let checked = 0;
    const seen = new Set<number>();
    for (let b = 0; b < bands && checked < 256; b++) {
      for (const d of lists.get(key(sig, b * rows, b)) ?? []) {
        if (checked >= 256) break;
        if (seen.has(d)) continue;
        seen.add(d);
        if (exclude?.(d)) continue;
        checked++;
        let eq = 0;
        for (let j = 0; j < k; j++) if (sigs[d * k + j] === sig[j]) eq++;
        best = Math.max(best, eq / k);
      }
    }
    return best;
  };
}

/** a small deterministic generator (xorshift32) */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

describe("maxSimilarity", () => {
  // bins drawn from a small alphabet, so that bands collide often and many candidates (over the 256 cap) share them
  const k = 32;
  const bands = 16;
  const next = rng(7);
  const count = 3000;
  const sigs = new Uint32Array(count * k);
  for (let i = 0; i < sigs.length; i++) sigs[i] = next() % 4;
  const idx = buildSimilarityIndex(sigs, k, bands);
  const ref = reference(sigs, k, bands);

  it("equals the reference on queries near and far from the indexed signatures, with and without an exclusion", () => {
    const q = new Uint32Array(k);
    let nonzero = 0;
    for (let t = 0; t < 400; t++) {
      const base = (next() % count) * k;
      // a copy of an indexed signature with some bins changed (t % 5 of them: 0 is an exact duplicate), or noise
      for (let j = 0; j < k; j++) q[j] = t % 7 === 6 ? next() % 64 : sigs[base + j]!;
      for (let c = 0; c < t % 5; c++) q[next() % k] = 100 + (next() % 4);
      const ex = (id: number) => id % 3 === t % 3;
      expect(maxSimilarity(idx, q), `query ${t}`).toBe(ref(q));
      expect(maxSimilarity(idx, q, ex), `query ${t}, excluding a third`).toBe(ref(q, ex));
      if (maxSimilarity(idx, q) > 0) nonzero++;
    }
    expect(nonzero).toBeGreaterThan(300);
  });

  it("is 0 for a signature that shares no band, and 1 for an indexed one", () => {
    const far = new Uint32Array(k).fill(0xdeadbeef);
    expect(maxSimilarity(idx, far)).toBe(0);
    expect(maxSimilarity(idx, sigs.subarray(5 * k, 6 * k))).toBe(1);
  });
});
