/** Training helpers: logistic regression (AdaGrad, L2) on hashed features, int8 quantisation, Platt scaling. */
import { mulberry32 } from "./dataset.js";

export interface LRHyper {
  /** NB-LR: features scaled by the naive-Bayes log-count ratio (0 = off, else the smoothing alpha) */
  nbAlpha?: number;
  epochs: number;
  lr: number;
  l2: number;
  /** weight of spam examples relative to ham */
  spamWeight: number;
}

/**
 * `sampleWeight` (optional, one per example) scales each example's gradient and its naive-Bayes
 * counts: it is how training balances files of very different sizes (see lib/lofo.ts).
 */
export function trainLR(
  X: Int32Array[],
  y: Uint8Array,
  bits: number,
  h: LRHyper,
  seed: number,
  sampleWeight?: Float32Array,
): { w: Float32Array; bias: number } {
  const D = 1 << bits;
  // NB-LR (Wang & Manning 2012): scale each feature by its log-count ratio;
  // the final weight vector folds the ratio in, so inference is unchanged.
  let r: Float32Array | undefined;
  if (h.nbAlpha && h.nbAlpha > 0) {
    const pc = new Float64Array(D);
    const qc = new Float64Array(D);
    const stamp = new Int32Array(D).fill(-1);
    for (let d = 0; d < X.length; d++) {
      const x = X[d]!;
      const t = y[d] ? pc : qc;
      const sw = sampleWeight ? sampleWeight[d]! : 1;
      for (let j = 0; j < x.length; j++) {
        const k = x[j]!;
        if (stamp[k] !== d) {
          stamp[k] = d;
          t[k]! += sw;
        }
      }
    }
    let ps = 0;
    let qs = 0;
    for (let k = 0; k < D; k++) {
      ps += pc[k]! + h.nbAlpha;
      qs += qc[k]! + h.nbAlpha;
    }
    r = new Float32Array(D);
    for (let k = 0; k < D; k++) r[k] = Math.log((pc[k]! + h.nbAlpha) / ps) - Math.log((qc[k]! + h.nbAlpha) / qs);
  }
  const w = new Float32Array(D);
  const G = new Float32Array(D);
  let bias = 0;
  let Gb = 0;
  const n = X.length;
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const rnd = mulberry32(seed);
  for (let e = 0; e < h.epochs; e++) {
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    for (let oi = 0; oi < n; oi++) {
      const d = order[oi]!;
      const x = X[d]!;
      const inv = x.length > 0 ? 1 / Math.sqrt(x.length) : 0;
      let z = bias;
      if (r) for (let j = 0; j < x.length; j++) z += w[x[j]!]! * r[x[j]!]! * inv;
      else for (let j = 0; j < x.length; j++) z += w[x[j]!]! * inv;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - y[d]!) * (y[d] ? h.spamWeight : 1) * (sampleWeight ? sampleWeight[d]! : 1);
      for (let j = 0; j < x.length; j++) {
        const k = x[j]!;
        const grad = g * inv * (r ? r[k]! : 1) + h.l2 * w[k]!;
        G[k]! += grad * grad;
        w[k]! -= (h.lr * grad) / (Math.sqrt(G[k]!) + 1e-8);
      }
      Gb += g * g;
      bias -= (h.lr * g) / (Math.sqrt(Gb) + 1e-8);
    }
  }
  if (r) for (let k = 0; k < D; k++) w[k] = w[k]! * r[k]!;
  return { w, bias };
}

/** int8 quantisation; the scale clips the 0.01% largest weights. */
export function quantize(w: Float32Array): { q: Int8Array; scale: number } {
  const abs: number[] = [];
  for (let i = 0; i < w.length; i++) if (w[i] !== 0) abs.push(Math.abs(w[i]!));
  abs.sort((a, b) => a - b);
  const ref = abs.length ? abs[Math.min(abs.length - 1, Math.floor(abs.length * 0.9999))]! : 1;
  const scale = Number((ref / 127).toPrecision(6));
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round(w[i]! / scale)));
  return { q, scale };
}

/** Platt scaling: fit p = sigmoid(a*m + b) by Newton's method on log-loss. */
export function fitPlatt(m: Float64Array, y: Uint8Array): { a: number; b: number } {
  let a = 1;
  let b = 0;
  for (let it = 0; it < 100; it++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    for (let i = 0; i < m.length; i++) {
      const p = 1 / (1 + Math.exp(-(a * m[i]! + b)));
      const r = p - y[i]!;
      const s = p * (1 - p);
      ga += r * m[i]!;
      gb += r;
      haa += s * m[i]! * m[i]!;
      hab += s * m[i]!;
      hbb += s;
    }
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) < 1e-10 && Math.abs(db) < 1e-10) break;
  }
  return { a: Number(a.toPrecision(8)), b: Number(b.toPrecision(8)) };
}

export function auc(scores: Float64Array, y: Uint8Array): number {
  const idx = Array.from(scores.keys()).sort((i, j) => scores[i]! - scores[j]!);
  let rankSum = 0;
  let pos = 0;
  idx.forEach((i, r) => {
    if (y[i]) {
      rankSum += r + 1;
      pos++;
    }
  });
  const neg = y.length - pos;
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}
