import { readFileSync } from "node:fs";
import { normalize } from "../detection/normalize/index.js";
import type { AiOpinion, AiProvider } from "./provider.js";

/**
 * The `local` AI provider: a second, independent model shipped with the engine and heavier than
 * the rules path — NB-weighted logistic regression over word 1–3-grams and character 3–5-grams
 * of the WHOLE normalised text (the rules path caps its classifier input), calibrated on the
 * validation split. Trained by `npm run train:ai` (scripts/train-ai.ts).
 */
export interface LocalAiModel {
  version: 1;
  bits: number;
  /** weight per hashed feature, quantised: weight = q * scale */
  weights: Int8Array;
  scale: number;
  prior: number;
  /** calibration: p = sigmoid(a * score + b) */
  a: number;
  b: number;
  /** p at or above spamAt → spam; at or above suspiciousAt → suspicious */
  spamAt: number;
  suspiciousAt: number;
}

/** The model as stored: the weights base64-encoded, and what trained it. */
export type LocalAiModelJson = Omit<LocalAiModel, "weights"> & {
  weights: string;
  meta: Record<string, unknown>;
};

export const LOCAL_AI_MODEL_URL = new URL("../../model/ai-local.json", import.meta.url);

function fnv1a(s: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The hashed feature ids of a text (a set: presence, not counts). */
export function localAiFeatures(text: string, bits: number): Uint32Array {
  const nt = normalize(text);
  const mask = (1 << bits) - 1;
  const out = new Set<number>();
  const words = nt.tokens;
  for (let i = 0; i < words.length; i++) {
    out.add(fnv1a(words[i]!, 1) & mask);
    if (i + 1 < words.length) out.add(fnv1a(`${words[i]} ${words[i + 1]}`, 2) & mask);
    if (i + 2 < words.length) out.add(fnv1a(`${words[i]} ${words[i + 1]} ${words[i + 2]}`, 3) & mask);
  }
  const s = ` ${nt.mlText} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= s.length; i++) out.add(fnv1a(s.slice(i, i + n), 10 + n) & mask);
  }
  return Uint32Array.from(out);
}

export function localAiScore(model: LocalAiModel, text: string): number {
  let score = model.prior;
  for (const f of localAiFeatures(text, model.bits)) score += model.weights[f]! * model.scale;
  return score;
}

export function localAiProbability(model: LocalAiModel, text: string): number {
  return 1 / (1 + Math.exp(-(model.a * localAiScore(model, text) + model.b)));
}

export function localAiModelFromJson(j: LocalAiModelJson): LocalAiModel {
  const buf = Buffer.from(j.weights, "base64");
  return { ...j, weights: new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength) };
}

export function loadLocalAiModel(url: URL = LOCAL_AI_MODEL_URL): LocalAiModel {
  return localAiModelFromJson(JSON.parse(readFileSync(url, "utf8")) as LocalAiModelJson);
}

export class LocalAiProvider implements AiProvider {
  readonly name = "local";
  constructor(private readonly model: LocalAiModel = loadLocalAiModel()) {}

  async judge(text: string): Promise<AiOpinion> {
    const p = localAiProbability(this.model, text);
    const verdict = p >= this.model.spamAt ? "spam" : p >= this.model.suspiciousAt ? "suspicious" : "clean";
    return {
      verdict,
      confidence: Math.round((verdict === "clean" ? 1 - p : p) * 1000) / 1000,
      model: "warden-local-nblr-1",
      reason: `local model spam probability ${p.toFixed(3)}`,
    };
  }
}
