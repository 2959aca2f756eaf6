/**
 * The learned model artefact (services/engine/model/model.json), produced by
 * scripts/train.ts. Large arrays are stored base64-encoded (little-endian).
 */
import { readFileSync } from "node:fs";
import type { FeatureConfig } from "./features.js";
import { buildSimilarityIndex, type SimilarityIndex } from "./similarity.js";

export const MODEL_FORMAT = "warden-spam-model/1";

export interface SplitCounts {
  spam: number;
  ham: number;
}

export interface ModelFileInfo {
  file: string;
  sha256: string;
  lines: number;
  train: SplitCounts;
  validation: SplitCounts;
  test: SplitCounts;
}

export interface ModelJson {
  format: string;
  /** how the artefact was produced (informational) */
  provenance: {
    script: string;
    seed: number;
    split: { train: number; validation: number; test: number; method: string };
    fitOn: string;
    tunedOn: string;
    files: ModelFileInfo[];
  };
  features: FeatureConfig;
  classifier: {
    hyper: Record<string, number | string | boolean>;
    bias: number;
    /** weight = int8 * scale */
    scale: number;
    weights: string;
    /** calibrated probability p = sigmoid(a * margin + b) (Platt scaling on out-of-fold margins) */
    calibration: { a: number; b: number };
  };
  /**
   * classifier signal weight = clamp(round(slope * logit(p) + offset + familyOffset[family]), min, max),
   * family = dominant script of the message's letters (0 Latin, 1 Cyrillic, 2 other / none)
   */
  mapping: {
    slope: number;
    offset: number;
    familyOffsets: [number, number, number];
    /** per-script slopes (0 Latin, 1 Cyrillic, 2 other); when present they replace `slope` */
    familySlopes?: [number, number, number];
    min: number;
    max: number;
  };
  similarity: {
    k: number;
    bands: number;
    minShingles: number;
    /** similar_to_known_spam weight = jaccard >= high.threshold ? high.weight : jaccard >= low.threshold ? low.weight : 0 */
    low: { threshold: number; weight: number };
    high: { threshold: number; weight: number };
    count: number;
    signatures: string;
  };
  /** cross-validated figures on train+validation (for the record) */
  crossValidation: Record<string, unknown>;
}

export interface Model {
  json: ModelJson;
  features: FeatureConfig;
  weights: Int8Array;
  scale: number;
  bias: number;
  calA: number;
  calB: number;
  mapping: ModelJson["mapping"];
  sim: SimilarityIndex;
  simCfg: ModelJson["similarity"];
}

export function encodeBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

export function decodeBase64(s: string): Uint8Array {
  const b = Buffer.from(s, "base64");
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}

export function modelFromJson(json: ModelJson): Model {
  if (json.format !== MODEL_FORMAT) throw new Error(`unsupported model format ${json.format}`);
  const wb = decodeBase64(json.classifier.weights);
  const weights = new Int8Array(wb.buffer, wb.byteOffset, wb.byteLength).slice();
  if (weights.length !== 1 << json.features.bits) throw new Error("model weights do not match feature bits");
  const sb = decodeBase64(json.similarity.signatures).slice();
  const sigs = new Uint32Array(sb.buffer, 0, sb.byteLength / 4);
  const le = new DataView(sb.buffer);
  for (let i = 0; i < sigs.length; i++) sigs[i] = le.getUint32(i * 4, true);
  return {
    json,
    features: json.features,
    weights,
    scale: json.classifier.scale,
    bias: json.classifier.bias,
    calA: json.classifier.calibration.a,
    calB: json.classifier.calibration.b,
    mapping: json.mapping,
    sim: buildSimilarityIndex(sigs, json.similarity.k, json.similarity.bands),
    simCfg: json.similarity,
  };
}

export function uint32ToBase64LE(a: Uint32Array): string {
  const b = new Uint8Array(a.length * 4);
  const dv = new DataView(b.buffer);
  for (let i = 0; i < a.length; i++) dv.setUint32(i * 4, a[i]!, true);
  return encodeBase64(b);
}

/** Location of the committed artefact (same relative path from src/detection and dist/detection). */
export const DEFAULT_MODEL_URL = new URL("../../model/model.json", import.meta.url);

let cached: Model | undefined;

/** Load the committed model once per process. */
export function loadDefaultModel(): Model {
  if (!cached) {
    let text: string;
    try {
      text = readFileSync(DEFAULT_MODEL_URL, "utf8");
    } catch (e) {
      throw new Error(`Warden engine model not found at ${DEFAULT_MODEL_URL.pathname}; run \`npm run train\` (${(e as Error).message})`);
    }
    cached = modelFromJson(JSON.parse(text) as ModelJson);
  }
  return cached;
}

export function loadModelFile(path: string): Model {
  return modelFromJson(JSON.parse(readFileSync(path, "utf8")) as ModelJson);
}
