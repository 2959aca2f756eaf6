/**
 * Similarity to known spam: one-permutation MinHash signatures (K bins) of the
 * character 5-grams of each training spam message, indexed by LSH bands.
 * A query computes its own signature (in the feature pass), looks up the
 * bands, and estimates the Jaccard similarity with each candidate as the
 * fraction of equal bins. Linear in the text, bounded work per query.
 */
import { fmix32 } from "./features.js";

export interface SimilarityIndex {
  k: number;
  bands: number;
  rows: number;
  count: number;
  sigs: Uint32Array;
  table: Map<number, Int32Array>;
}

function bandKey(sig: Uint32Array, off: number, rows: number, band: number): number {
  let h = Math.imul(band + 1, 0x9e3779b1);
  for (let r = 0; r < rows; r++) h = fmix32(h ^ sig[off + r]!);
  return h;
}

export function buildSimilarityIndex(sigs: Uint32Array, k: number, bands: number): SimilarityIndex {
  const rows = Math.floor(k / bands);
  const count = sigs.length / k;
  const lists = new Map<number, number[]>();
  for (let d = 0; d < count; d++) {
    for (let b = 0; b < bands; b++) {
      const key = bandKey(sigs, d * k + b * rows, rows, b);
      const l = lists.get(key);
      if (l) {
        if (l[l.length - 1] !== d) l.push(d);
      } else lists.set(key, [d]);
    }
  }
  const table = new Map<number, Int32Array>();
  for (const [key, l] of lists) table.set(key, Int32Array.from(l));
  return { k, bands, rows, count, sigs, table };
}

const MAX_CANDIDATES = 256;

/** Highest estimated Jaccard similarity between `sig` and any indexed signature (0 when none shares a band). */
export function maxSimilarity(idx: SimilarityIndex, sig: Uint32Array, exclude?: (id: number) => boolean): number {
  const { k, bands, rows, sigs } = idx;
  let best = 0;
  let checked = 0;
  const seen = new Set<number>();
  for (let b = 0; b < bands && checked < MAX_CANDIDATES; b++) {
    const l = idx.table.get(bandKey(sig, b * rows, rows, b));
    if (!l) continue;
    for (let i = 0; i < l.length && checked < MAX_CANDIDATES; i++) {
      const d = l[i]!;
      if (seen.has(d)) continue;
      seen.add(d);
      if (exclude?.(d)) continue;
      checked++;
      let eq = 0;
      const off = d * k;
      for (let j = 0; j < k; j++) if (sigs[off + j] === sig[j]) eq++;
      const jac = eq / k;
      if (jac > best) {
        best = jac;
        if (best === 1) return 1;
      }
    }
  }
  return best;
}
