/**
 * Leave-one-file-out (LOFO) machinery shared by train.ts and eval.ts.
 *
 * Why: random splits of the same files flatter the model (near-duplicates land on both sides, and
 * every file's style is seen in training). What an owner meets is spam from chats the model never
 * saw. So for every data file F the classifier (and the similarity index) is fit on all the OTHER
 * files and F is scored with it: its "out-of-file" margin. Every choice (hyper-parameters, file
 * weights, rule weights, the signal mapping and thresholds) is made on these out-of-file figures.
 */
import { builtinComboFires, categoryBit, evaluateBuiltins, severalKindsWeight, spamKinds } from "../../src/detection/builtin.js";
import { densify, extractFeatures, FeatureBuffer, scriptFamily, type FeatureConfig } from "../../src/detection/features.js";
import { normalize } from "../../src/detection/normalize/index.js";
import type { ModelJson } from "../../src/detection/model.js";
import { BUILTIN_COMBOS, BUILTIN_RULES, SEVERAL_KINDS } from "../../src/detection/rules.js";
import { buildSimilarityIndex, maxSimilarity } from "../../src/detection/similarity.js";
import { DEFAULT_SETTINGS, type Signal } from "../../src/detection/types.js";
import type { DataFile, Example } from "./dataset.js";
import { quantize, trainLR, type LRHyper } from "./learn.js";

export const SIM_K = 32;
export const SIM_BANDS = 16;
export const SIM_MIN_SHINGLES = 30;

/** Files whose spam recall the issue sets a target for: Russian and multilingual Telegram spam. */
export const TARGET_SPAM_FILES = ["tgspam_umputun.jsonl", "tgspam_umputun_early.jsonl", "fsoc_antispam_ru.jsonl", "dionea_bot_ru.jsonl"];
/**
 * English group chat, held to SELECTION.maxEnglishChatSuspicious (0.2%, over the shipped model's IRC 0.07% and Gitter
 * 0.18%): the complaint was an English chat's review queue, and under the 1.8% cap of every chat file the search
 * bought the mean recall of SMS and X posts with it. A Latin classifier offset of -4 instead of -8 (SMS 18.69% -> 23.05%,
 * janitr 28.45% -> 29.31%) took IRC "suspicious" from 0.07% to 1.42% and Gitter's from 0.18% to 0.35%; with a 0.5% cap,
 * -6 (SMS 20.72%, janitr 29.09%) took IRC to 0.35% and two honest English twins of the tests to "suspicious".
 */
export const ENGLISH_CHAT_HAM_FILES = ["irc_ubuntu_en.jsonl", "gitter_livechat_en.jsonl"];
/** Ordinary group chat (English and Russian): "suspicious" must stay rare on their ham. */
export const CHAT_HAM_FILES = [...ENGLISH_CHAT_HAM_FILES, "monalenka_chat_ham.jsonl", "tgspam_umputun.jsonl"];

export interface Prepared {
  ex: Example;
  y: 0 | 1;
  family: 0 | 1 | 2;
  /** indices into BUILTIN_RULES of the rules that fire at the default settings */
  rules: Uint8Array;
  /** distinct categories among the fired rules (the several_spam_kinds combination) */
  kinds: number;
  /** category bits of the fired rules (the named combinations) */
  kindMask: number;
  /** the normalised text's tokens (a named combination's maxWords) */
  words: number;
  x: Int32Array;
  sig: Uint32Array | undefined;
}

const RULE_INDEX = new Map(BUILTIN_RULES.map((r, i) => [r.name, i]));

export function prepare(examples: Example[], cfg: FeatureConfig): Prepared[] {
  const buf = new FeatureBuffer(8192);
  const sig = new Uint32Array(SIM_K);
  return examples.map((ex) => {
    const nt = normalize(ex.text);
    const fired: Signal[] = [];
    evaluateBuiltins(nt, DEFAULT_SETTINGS, fired);
    const rules = fired.filter((f) => RULE_INDEX.has(f.name));
    sig.fill(0xffffffff);
    const shingles = extractFeatures(nt, cfg, buf, sig);
    const hasSig = shingles >= SIM_MIN_SHINGLES && densify(sig);
    let kindMask = 0;
    for (const s of rules) kindMask |= categoryBit(RULE_INDEX.get(s.name)!);
    return {
      ex,
      y: ex.label === "spam" ? 1 : 0,
      family: scriptFamily(nt),
      rules: Uint8Array.from(rules.map((s) => RULE_INDEX.get(s.name)!)),
      // distinct kinds: the bits of their categories (a counter-signal has none, a marker's is not counted)
      kinds: spamKinds(kindMask),
      kindMask,
      words: nt.tokenSpans.length >> 1,
      x: buf.idx.slice(0, buf.n),
      sig: hasSig ? sig.slice() : undefined,
    };
  });
}

/**
 * What every fit learns from: the data files' examples first (each file is held out in turn and scored out of file),
 * then examples that every fit trains on and none holds out (moderator reports: they are not a chat of their own).
 * items[0..scored) are the data examples, the only ones the figures, the calibration and the search are about.
 */
export interface TrainingSet {
  items: Prepared[];
  names: string[];
  weights: Float32Array;
  scored: number;
}

export function trainingSet(files: DataFile[], extra: Example[], cfg: FeatureConfig, cap: number): TrainingSet {
  const data = files.flatMap((f) => f.examples);
  const items = prepare([...data, ...extra], cfg);
  return { items, names: files.map((f) => f.file), weights: fileWeights(items, cap), scored: data.length };
}

/**
 * The data examples of a training set and their out-of-file predictions. The extras are never held out, so their
 * margins are not predictions (outOfFile leaves them 0): counted, they would pull the calibration and the search.
 */
export function scoredPart(ts: TrainingSet, oof: OutOfFile): { items: Prepared[]; oof: OutOfFile } {
  return { items: ts.items.slice(0, ts.scored), oof: { margin: oof.margin.subarray(0, ts.scored), sim: oof.sim.subarray(0, ts.scored) } };
}

/**
 * Example weights that keep one huge file from deciding everything: a file of n examples of one
 * label weighs min(1, cap / n) per example (the 30,000-line chat files would otherwise teach
 * "English = ham" and the model would miss English spam).
 */
export function fileWeights(items: Prepared[], cap: number): Float32Array {
  const n = new Map<string, number>();
  for (const it of items) n.set(`${it.ex.file}\0${it.y}`, (n.get(`${it.ex.file}\0${it.y}`) ?? 0) + 1);
  return Float32Array.from(items.map((it) => Math.min(1, cap / n.get(`${it.ex.file}\0${it.y}`)!)));
}

export interface Fitted {
  q: Int8Array;
  scale: number;
  bias: number;
  /** MinHash signatures of the training spam */
  sigs: Uint32Array;
}

export function fit(items: Prepared[], idx: number[], bits: number, h: LRHyper, seed: number, weights: Float32Array): Fitted {
  const { w, bias } = trainLR(
    idx.map((i) => items[i]!.x),
    Uint8Array.from(idx.map((i) => items[i]!.y)),
    bits,
    h,
    seed,
    Float32Array.from(idx.map((i) => weights[i]!)),
  );
  const { q, scale } = quantize(w);
  const spam = idx.filter((i) => items[i]!.y === 1 && items[i]!.sig);
  const sigs = new Uint32Array(spam.length * SIM_K);
  for (const [k, i] of spam.entries()) sigs.set(items[i]!.sig!, k * SIM_K);
  return { q, scale, bias, sigs };
}

export function marginOf(x: Int32Array, f: Pick<Fitted, "q" | "scale" | "bias">): number {
  let s = 0;
  for (let j = 0; j < x.length; j++) s += f.q[x[j]!]!;
  return x.length > 0 ? f.bias + (s * f.scale) / Math.sqrt(x.length) : f.bias;
}

export interface OutOfFile {
  margin: Float64Array;
  sim: Float64Array;
}

/** One fit per file without it; every example gets the margin and similarity of the fit that never saw its file. */
export function outOfFile(
  items: Prepared[],
  files: string[],
  bits: number,
  h: LRHyper,
  seed: number,
  weights: Float32Array,
  log?: (s: string) => void,
): OutOfFile {
  const margin = new Float64Array(items.length);
  const sim = new Float64Array(items.length);
  for (const held of files) {
    const t0 = Date.now();
    const train: number[] = [];
    const test: number[] = [];
    for (const [i, it] of items.entries()) (it.ex.file === held ? test : train).push(i);
    const f = fit(items, train, bits, h, seed, weights);
    const index = buildSimilarityIndex(f.sigs, SIM_K, SIM_BANDS);
    for (const i of test) {
      margin[i] = marginOf(items[i]!.x, f);
      sim[i] = items[i]!.sig ? maxSimilarity(index, items[i]!.sig!) : 0;
    }
    log?.(`  out-of-file fit without ${held}: ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }
  return { margin, sim };
}

/** Everything that turns (rules, classifier margin, similarity) into the score. */
export interface Scoring {
  /** Platt calibration of the margin: logit = calA * margin + calB */
  calA: number;
  calB: number;
  /** classifier slope by script family (0 Latin, 1 Cyrillic, 2 other): calibrated per language */
  slopes: [number, number, number];
  offset: number;
  /** added to offset by script family */
  fam: [number, number, number];
  min: number;
  max: number;
  lowT: number;
  lowW: number;
  highT: number;
  highW: number;
  /** built-in rule weights, by BUILTIN_RULES index */
  ruleW: number[];
  /** several_spam_kinds weights for 2 and for 3+ distinct categories */
  kindsW: { two: number; three: number };
  /** named combination weights, by BUILTIN_COMBOS index */
  comboW: number[];
}

export function classifierPoints(s: Scoring, margin: number, family: 0 | 1 | 2): number {
  const logit = s.calA * margin + s.calB;
  return Math.max(s.min, Math.min(s.max, Math.round(s.slopes[family] * logit + s.offset + s.fam[family])));
}

/** The classifier's and the similarity signal's points of a score (what the rules add comes on top). */
export function modelPoints(it: Prepared, margin: number, sim: number, s: Scoring): number {
  return classifierPoints(s, margin, it.family) + (sim >= s.highT ? s.highW : sim >= s.lowT ? s.lowW : 0);
}

export function scoreOf(it: Prepared, margin: number, sim: number, s: Scoring): number {
  let sum = 0;
  for (const r of it.rules) sum += s.ruleW[r]!;
  sum += severalKindsWeight(it.kinds, s.kindsW);
  for (let k = 0; k < BUILTIN_COMBOS.length; k++) if (s.comboW[k]! > 0 && builtinComboFires(k, it.kindMask, it.words)) sum += s.comboW[k]!;
  sum += modelPoints(it, margin, sim, s);
  return Math.max(0, Math.min(100, sum));
}

export interface FileTally {
  /** the file (or the key tallied by) */
  file: string;
  spam: number;
  tp: number;
  /** spam scored suspicious */
  spamSuspicious: number;
  ham: number;
  fp: number;
  /** ham scored suspicious (>= suspicious threshold, < spam threshold) */
  suspicious: number;
}

/** Tallies at the default thresholds, by file (or by another key of the example, such as its language). */
export function tallyByFile(items: Prepared[], oof: OutOfFile, s: Scoring, keyOf: (ex: Example) => string = (ex) => ex.file): Map<string, FileTally> {
  const spamT = DEFAULT_SETTINGS.spam_threshold;
  const suspT = DEFAULT_SETTINGS.suspicious_threshold;
  const out = new Map<string, FileTally>();
  items.forEach((it, i) => {
    const key = keyOf(it.ex);
    let t = out.get(key);
    if (!t) {
      t = { file: key, spam: 0, tp: 0, spamSuspicious: 0, ham: 0, fp: 0, suspicious: 0 };
      out.set(key, t);
    }
    const score = scoreOf(it, oof.margin[i]!, oof.sim[i]!, s);
    if (it.y) {
      t.spam++;
      if (score >= spamT) t.tp++;
      else if (score >= suspT) t.spamSuspicious++;
    } else {
      t.ham++;
      if (score >= spamT) t.fp++;
      else if (score >= suspT) t.suspicious++;
    }
  });
  return out;
}

/** The targets of the detection issue, with a safety margin on the rates used for selection. */
export const SELECTION = { maxFpr: 0.004, maxChatSuspicious: 0.018, maxEnglishChatSuspicious: 0.002, minRecall: 0.9 } as const;

export interface Objective {
  /** every ham file's FPR and every chat file's suspicious rate within the selection caps */
  feasible: boolean;
  /** how far over the caps (0 when feasible) */
  excess: number;
  /** the lowest recall among the target spam files */
  minRecall: number;
  /** mean recall over every file with spam (SMS and X posts included) */
  meanRecall: number;
  fp: number;
  suspicious: number;
}

export function objective(t: Map<string, FileTally>): Objective {
  let excess = 0;
  let minRecall = 1;
  let recallSum = 0;
  let recallN = 0;
  let fp = 0;
  let suspicious = 0;
  for (const f of t.values()) {
    if (f.ham > 0) {
      // files with a handful of ham (dionea: 1) cannot carry a rate
      const fpr = f.ham >= 100 ? f.fp / f.ham : 0;
      excess += Math.max(0, fpr - SELECTION.maxFpr);
      if (CHAT_HAM_FILES.includes(f.file)) {
        const cap = ENGLISH_CHAT_HAM_FILES.includes(f.file) ? SELECTION.maxEnglishChatSuspicious : SELECTION.maxChatSuspicious;
        excess += Math.max(0, f.suspicious / f.ham - cap);
      }
      fp += f.fp;
      suspicious += f.suspicious;
    }
    if (f.spam > 0) {
      const r = f.tp / f.spam;
      recallSum += r;
      recallN++;
      if (TARGET_SPAM_FILES.includes(f.file)) minRecall = Math.min(minRecall, r);
    }
  }
  return { feasible: excess === 0, excess, minRecall, meanRecall: recallSum / Math.max(1, recallN), fp, suspicious };
}

/**
 * Two worst-file recalls closer than this are a tie (0.25 points: 3 messages of tgspam_umputun_early's 1,380). Without
 * it the search took one more message on the worst file for 10 points of SMS recall and 6 of janitr's.
 */
export const MIN_RECALL_TIE = 0.0025;

/** A model's choice as a Scoring: its mapping and similarity weights, the weights in rules.ts, and a calibration (its own by default). */
export function scoringOfModel(m: ModelJson, cal: { a: number; b: number } = m.classifier.calibration): Scoring {
  const slopes = m.mapping.familySlopes ?? [m.mapping.slope, m.mapping.slope, m.mapping.slope];
  return {
    calA: cal.a,
    calB: cal.b,
    slopes: [slopes[0], slopes[1], slopes[2]],
    offset: m.mapping.offset,
    fam: [m.mapping.familyOffsets[0], m.mapping.familyOffsets[1], m.mapping.familyOffsets[2]],
    min: m.mapping.min,
    max: m.mapping.max,
    lowT: m.similarity.low.threshold,
    lowW: m.similarity.low.weight,
    highT: m.similarity.high.threshold,
    highW: m.similarity.high.weight,
    ruleW: BUILTIN_RULES.map((r) => r.weight),
    kindsW: { ...SEVERAL_KINDS.weights },
    comboW: BUILTIN_COMBOS.map((c) => c.weight),
  };
}

/** every target spam file at or over the recall target (a file's exact 90%, 1242 of 1380, meets it) */
export function meetsRecall(o: Objective): boolean {
  return o.minRecall >= SELECTION.minRecall - 1e-9;
}

/**
 * Feasible first; then the recall target met on every target file (a floor: the tie below never trades it away: a
 * search took tgspam_umputun_early from 90.00% to 89.93% for 4 points of janitr's and 3 of SMS recall); then the worst
 * target file's recall (within MIN_RECALL_TIE: a tie); then mean recall; then fewer false positives and reviews.
 */
export function better(a: Objective, b: Objective | undefined): boolean {
  if (!b) return true;
  if (a.feasible !== b.feasible) return a.feasible;
  if (!a.feasible) return a.excess < b.excess;
  const ta = meetsRecall(a);
  if (ta !== meetsRecall(b)) return ta;
  const ma = Math.min(a.minRecall, SELECTION.minRecall + 0.05);
  const mb = Math.min(b.minRecall, SELECTION.minRecall + 0.05);
  if (Math.abs(ma - mb) > MIN_RECALL_TIE) return ma > mb;
  if (Math.abs(a.meanRecall - b.meanRecall) > 1e-9) return a.meanRecall > b.meanRecall;
  if (a.fp !== b.fp) return a.fp < b.fp;
  return a.suspicious < b.suspicious;
}

/**
 * Coordinate search of the scoring on the out-of-file predictions: the classifier mapping
 * (slope, offset, per-script offsets, bounds), the similarity thresholds and, when
 * `searchRules`, each built-in rule's weight (0..40 in steps of 5). Rounds until nothing improves.
 */
export function searchScoring(
  items: Prepared[],
  oof: OutOfFile,
  start: Scoring,
  opts: { searchRules: boolean; minClassifier: number; rounds?: number },
): { s: Scoring; o: Objective } {
  let cur = start;
  let best = objective(tallyByFile(items, oof, cur));
  const tryS = (s: Scoring): boolean => {
    const o = objective(tallyByFile(items, oof, s));
    if (better(o, best)) {
      cur = s;
      best = o;
      return true;
    }
    return false;
  };
  const rounds = opts.rounds ?? 3;
  for (let round = 0; round < rounds; round++) {
    let improved = false;
    // per script family: its slope and its offset jointly (they trade against each other); never
    // upwards for "other" scripts: the data has almost no ham in them, so a positive offset there
    // would be a guess that every Chinese or Arabic chat pays for
    for (let f = 0; f < 3; f++) {
      const base = cur;
      for (let slope = 1; slope <= 24; slope += 1)
        for (let d = -30; d <= (f === 2 ? 0 : 30); d += 2) {
          const slopes = [...base.slopes] as Scoring["slopes"];
          const fam = [...base.fam] as Scoring["fam"];
          slopes[f] = slope;
          fam[f] = d;
          improved = tryS({ ...base, slopes, fam }) || improved;
        }
    }
    for (let offset = 0; offset <= 100; offset += 2) improved = tryS({ ...cur, offset }) || improved;
    for (const min of [-30, -25, -20, -15, -10, -5, 0].filter((m) => m >= opts.minClassifier)) improved = tryS({ ...cur, min }) || improved;
    // a low ceiling makes the classifier a supporting signal that cannot reach spam alone
    for (const max of [25, 30, 35, 40, 45, 50, 60, 70, 80, 90]) improved = tryS({ ...cur, max }) || improved;
    for (const lowT of [0.3, 0.4, 0.5, 0.6])
      for (const lowW of [0, 10, 20, 30])
        for (const highT of [0.6, 0.7, 0.8, 0.9])
          for (const highW of [10, 20, 35, 50, 70]) {
            if (highT < lowT || highW < lowW) continue;
            improved = tryS({ ...cur, lowT, lowW, highT, highW }) || improved;
          }
    if (opts.searchRules) {
      for (let two = 0; two <= 30; two += 5) for (let three = two; three <= 45; three += 5) improved = tryS({ ...cur, kindsW: { two, three } }) || improved;
      // a combination may be switched off (0): it only adds to rules that fired anyway
      for (let k = 0; k < cur.comboW.length; k++)
        for (let w = 0; w <= 40; w += 5) {
          const comboW = [...cur.comboW];
          comboW[k] = w;
          improved = tryS({ ...cur, comboW }) || improved;
        }
      // a rule stays a signal: 10..40, never switched off by the search
      for (let r = 0; r < cur.ruleW.length; r++)
        for (let w = 10; w <= 40; w += 5) {
          const ruleW = [...cur.ruleW];
          ruleW[r] = w;
          improved = tryS({ ...cur, ruleW }) || improved;
        }
    }
    if (!improved) break;
  }
  return { s: cur, o: best };
}

export function groupFiles(files: DataFile[]): string[] {
  return files.filter((f) => f.examples.length > 0).map((f) => f.file);
}
