/**
 * Similarity to known spam: one-permutation MinHash signatures (K bins) of the
 * character 5-grams of each training spam message, indexed by LSH bands.
 * A query computes its own signature (in the feature pass), looks up the
 * bands, and estimates the Jaccard similarity with each candidate as the
 * fraction of equal bins. Linear in the text, bounded work per query.
 *
 * The band table is one open-addressing table over typed arrays (a Map keyed by
 * band hashes took a heap number per key above 2^30 and a hash of it per lookup),
 * and the candidates a query has seen are marked in a reusable stamp array
 * instead of a Set per query: the same candidates, in the same order, as a Map of
 * lists and a Set would give, so the same result.
 */
import { fmix32 } from "./features.js";

export interface SimilarityIndex {
  k: number;
  bands: number;
  rows: number;
  count: number;
  sigs: Uint32Array;
  /** slot -> band hash (int32), for the slots in use */
  slotKey: Int32Array;
  /** slot -> start of its list in `ids`, -1 for an empty slot */
  slotStart: Int32Array;
  /** slot -> length of its list */
  slotLen: Int32Array;
  /** the lists of signature ids, one after another (each in ascending id order, without repeats) */
  ids: Int32Array;
  mask: number;
  /** per signature id: the query that last saw it (see maxSimilarity) */
  seen: Int32Array;
  /** the current query's stamp */
  stamp: number;
}

function bandKey(sig: Uint32Array, off: number, rows: number, band: number): number {
  let h = Math.imul(band + 1, 0x9e3779b1);
  for (let r = 0; r < rows; r++) h = fmix32(h ^ sig[off + r]!);
  return h;
}

/** the slot of `key` (a band hash as int32): its own, or the empty one where it would go */
function slotOf(slotKey: Int32Array, slotStart: Int32Array, mask: number, key: number): number {
  let i = (key ^ (key >>> 15)) & mask;
  while (slotStart[i] !== -1 && slotKey[i] !== key) i = (i + 1) & mask;
  return i;
}

export function buildSimilarityIndex(sigs: Uint32Array, k: number, bands: number): SimilarityIndex {
  const rows = Math.floor(k / bands);
  const count = sigs.length / k;
  const lists = new Map<number, number[]>();
  for (let d = 0; d < count; d++) {
    for (let b = 0; b < bands; b++) {
      const key = bandKey(sigs, d * k + b * rows, rows, b) | 0;
      const l = lists.get(key);
      if (l) {
        if (l[l.length - 1] !== d) l.push(d);
      } else lists.set(key, [d]);
    }
  }
  let size = 16;
  while (size < 2 * lists.size) size *= 2;
  const mask = size - 1;
  const slotKey = new Int32Array(size);
  const slotStart = new Int32Array(size).fill(-1);
  const slotLen = new Int32Array(size);
  let total = 0;
  for (const l of lists.values()) total += l.length;
  const ids = new Int32Array(total);
  let at = 0;
  for (const [key, l] of lists) {
    const i = slotOf(slotKey, slotStart, mask, key);
    slotKey[i] = key;
    slotStart[i] = at;
    slotLen[i] = l.length;
    ids.set(l, at);
    at += l.length;
  }
  return { k, bands, rows, count, sigs, slotKey, slotStart, slotLen, ids, mask, seen: new Int32Array(count), stamp: 0 };
}

const MAX_CANDIDATES = 256;

/**
 * Highest estimated Jaccard similarity between `sig` and any indexed signature (0 when none shares a band): bands in
 * order, each band's signatures in id order, at most MAX_CANDIDATES distinct ones compared. Not re-entrant (the index
 * holds the query's stamp), as every call is synchronous.
 */
export function maxSimilarity(idx: SimilarityIndex, sig: Uint32Array, exclude?: (id: number) => boolean): number {
  const { k, bands, rows, sigs, slotKey, slotStart, slotLen, ids, mask, seen } = idx;
  if (idx.stamp === 0x7fffffff) {
    seen.fill(0);
    idx.stamp = 0;
  }
  const stamp = ++idx.stamp;
  /** the most equal bins of any candidate so far (the result is bestEq / k, as eq / k was) */
  let bestEq = 0;
  let checked = 0;
  for (let b = 0; b < bands && checked < MAX_CANDIDATES; b++) {
    const s = slotOf(slotKey, slotStart, mask, bandKey(sig, b * rows, rows, b) | 0);
    const start = slotStart[s]!;
    if (start < 0) continue;
    const end = start + slotLen[s]!;
    for (let i = start; i < end && checked < MAX_CANDIDATES; i++) {
      const d = ids[i]!;
      if (seen[d] === stamp) continue;
      seen[d] = stamp;
      if (exclude?.(d)) continue;
      checked++;
      // compare the bins; stop once the rest could not lift this candidate above the best so far
      const off = d * k;
      let eq = 0;
      for (let j = 0; j < k; j++) {
        if (sigs[off + j] === sig[j]) eq++;
        else if (eq + (k - 1 - j) <= bestEq) break;
      }
      if (eq > bestEq) {
        bestEq = eq;
        if (eq === k) return 1;
      }
    }
  }
  return bestEq / k;
}
