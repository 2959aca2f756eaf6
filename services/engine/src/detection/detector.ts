/**
 * The detector: normalise -> built-in rules + learned signals + probation +
 * custom rules -> integer score -> verdict / action / confidence.
 * Pure and deterministic: no I/O, no clock, no randomness at check time.
 */
import { LIMITS } from "@warden/contract";
import { evaluateBuiltins } from "./builtin.js";
import { extractFeatures, densify, FeatureBuffer, scriptFamily } from "./features.js";
import { loadDefaultModel, type Model } from "./model.js";
import { createNormalizer, type NormalizedText } from "./normalize/index.js";
import { compilePolicy, evaluateCustomRules, isCompiledPolicy, isWhitelisted, type CompiledPolicy } from "./policy.js";
import { NEW_MEMBER_LINK, PROBATION_THRESHOLD } from "./rules.js";
import { maxSimilarity } from "./similarity.js";
import { DEFAULT_SETTINGS, type Action, type Detection, type GroupSettings, type Policy, type Sender, type Signal, type Verdict } from "./types.js";

export const LEARNED_CATEGORY = "learned";
export const CLASSIFIER_SIGNAL = "classifier";
export const SIMILARITY_SIGNAL = "similar_to_known_spam";

export interface Detector {
  /**
   * `buttonUrls`: the addresses the message's URL buttons open (the bot's checks), links of the message that its text
   * does not show, read by a group's `domain` rules only: the classifier and the built-in rules, the new-member link
   * rule among them, do not read them, since the bot scores the buttons already (the `link_buttons` behaviour signal).
   */
  detect(text: string, policy?: Policy | CompiledPolicy, sender?: Sender, buttonUrls?: readonly string[]): Detection;
  /** same as detect, for callers that always hold a compiled policy */
  detectCompiled(text: string, policy: CompiledPolicy | undefined, sender?: Sender, buttonUrls?: readonly string[]): Detection;
  /** the loaded model (undefined for a rules-only detector) */
  readonly model: Model | undefined;
}

export interface LearnedOutput {
  /** dominant script family (0 Latin, 1 Cyrillic, 2 other) */
  family: 0 | 1 | 2;
  /** raw classifier margin */
  margin: number;
  /** calibrated spam probability */
  probability: number;
  /** highest Jaccard similarity with a known spam message (0 if none / too short) */
  similarity: number;
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Classifier margin and similarity for a normalised text. */
export function learnedOutput(model: Model, nt: NormalizedText, buf: FeatureBuffer, sig: Uint32Array): LearnedOutput {
  sig.fill(0xffffffff);
  const w = model.weights;
  const shingles = extractFeatures(nt, model.features, buf, sig, w);
  const idx = buf.idx;
  // n-gram and word weights were summed during extraction (integers: exact in any order)
  let sum = buf.sum;
  for (let i = buf.summed; i < buf.n; i++) sum += w[idx[i]!]!;
  const margin = buf.n > 0 ? model.bias + (sum * model.scale) / Math.sqrt(buf.n) : model.bias;
  const probability = sigmoid(model.calA * margin + model.calB);
  let similarity = 0;
  if (shingles >= model.simCfg.minShingles && densify(sig)) similarity = maxSimilarity(model.sim, sig);
  return { family: scriptFamily(nt), margin, probability, similarity };
}

/**
 * classifier weight = clamp(round(slope[family] * logit(p) + offset + familyOffsets[family]), min, max);
 * logit(p) = calA * margin + calB, so this is linear in the margin. The
 * per-script offsets were chosen by cross-validation (train+validation).
 */
export function classifierWeight(model: Model, probability: number, family: 0 | 1 | 2 = 0): number {
  const p = Math.min(1 - 1e-9, Math.max(1e-9, probability));
  const logit = Math.log(p / (1 - p));
  const m = model.mapping;
  const off = m.offset + (m.familyOffsets?.[family] ?? 0);
  const slope = m.familySlopes?.[family] ?? m.slope;
  return Math.max(m.min, Math.min(m.max, Math.round(slope * logit + off)));
}

export function similarityWeight(model: Model, jaccard: number): number {
  const s = model.simCfg;
  if (jaccard >= s.high.threshold) return s.high.weight;
  if (jaccard >= s.low.threshold) return s.low.weight;
  return 0;
}

export function verdictFor(score: number, settings: GroupSettings): Verdict {
  if (score >= settings.spam_threshold) return "spam";
  if (score >= settings.suspicious_threshold) return "suspicious";
  return "clean";
}

function actionFor(v: Verdict, settings: GroupSettings): Action {
  return v === "spam" ? settings.action_on_spam : v === "suspicious" ? "review" : "none";
}

function clamp01(x: number): number {
  return x < 0 ? 0 : Math.min(x, 1);
}

/**
 * confidence = 0.6 * c_score + 0.4 * c_model, rounded to 3 decimals, where
 *  c_score = 0.5 + 0.5 * clamp01(d), d = the score's distance from the
 *            boundary of its verdict band, scaled by the band's width:
 *              spam:       (score - spam_th) / (100 - spam_th)
 *              clean:      (suspicious_th - score) / suspicious_th
 *              suspicious: min(score - suspicious_th, spam_th - score) / ((spam_th - suspicious_th) / 2)
 *  c_model = how much the classifier's calibrated probability p agrees:
 *              spam: p, clean: 1 - p, suspicious: 1 - |2p - 1| (an unsure model agrees with "suspicious").
 * Without a model c_model is replaced by c_score.
 */
export function confidenceFor(verdict: Verdict, score: number, settings: GroupSettings, p: number | undefined): number {
  const S = settings.spam_threshold;
  const Q = settings.suspicious_threshold;
  let d: number;
  if (verdict === "spam") d = (score - S) / Math.max(1, 100 - S);
  else if (verdict === "clean") d = (Q - score) / Math.max(1, Q);
  else d = Math.min(score - Q, S - score) / Math.max(0.5, (S - Q) / 2);
  const cScore = 0.5 + 0.5 * clamp01(d);
  let cModel = cScore;
  if (p !== undefined && Number.isFinite(p)) cModel = verdict === "spam" ? p : verdict === "clean" ? 1 - p : 1 - Math.abs(2 * p - 1);
  return Math.round((0.6 * cScore + 0.4 * cModel) * 1000) / 1000;
}

function whitelistedResult(): Detection {
  return { verdict: "clean", score: 0, confidence: 1, recommended_action: "none", categories: [], matched_rules: [], signals: [], whitelisted: true };
}

export function isNewMember(sender: Sender | undefined, settings: GroupSettings): boolean {
  if (!sender || typeof sender.priorMessages !== "number") return false;
  return sender.priorMessages >= 0 && sender.priorMessages < settings.new_member_probation_messages;
}

/** The settings a member on probation is judged by: spam from probation_spam_threshold on. */
export function probationSettings(settings: GroupSettings): GroupSettings {
  const spam = Math.min(settings.spam_threshold, settings.probation_spam_threshold);
  return { ...settings, spam_threshold: spam, suspicious_threshold: Math.min(settings.suspicious_threshold, spam - 1) };
}

const DEFAULT_COMPILED = compilePolicy({ version: 0, settings: DEFAULT_SETTINGS, rules: [], whitelist: [] });

export function createDetector(opts: { model?: Model; rulesOnly?: boolean } = {}): Detector {
  const model = opts.rulesOnly ? undefined : (opts.model ?? loadDefaultModel());
  const normalizer = createNormalizer();
  const buf = new FeatureBuffer(8192);
  const sig = new Uint32Array(model ? model.simCfg.k : 1);
  const cache = new WeakMap<Policy, CompiledPolicy>();

  function toCompiled(policy: Policy | CompiledPolicy | undefined): CompiledPolicy {
    if (!policy) return DEFAULT_COMPILED;
    if (isCompiledPolicy(policy)) return policy;
    let cp = cache.get(policy);
    if (!cp) {
      cp = compilePolicy(policy);
      cache.set(policy, cp);
    }
    return cp;
  }

  function run(text: string, cp: CompiledPolicy, sender: Sender | undefined, buttonUrls: readonly string[] | undefined): Detection {
    if (sender?.isAdmin === true || isWhitelisted(cp, sender)) return whitelistedResult();
    const settings = cp.settings;
    const nt = normalizer.normalize(typeof text === "string" ? text : String(text ?? ""));
    const signals: Signal[] = [];
    evaluateBuiltins(nt, settings, signals);
    let p: number | undefined;
    if (model) {
      const lo = learnedOutput(model, nt, buf, sig);
      p = lo.probability;
      const cw = classifierWeight(model, lo.probability, lo.family);
      if (cw !== 0) signals.push({ name: CLASSIFIER_SIGNAL, weight: cw, category: LEARNED_CATEGORY });
      const sw = similarityWeight(model, lo.similarity);
      if (sw !== 0) signals.push({ name: SIMILARITY_SIGNAL, weight: sw, category: LEARNED_CATEGORY });
    }
    const onProbation = isNewMember(sender, settings);
    if (settings.block_links_from_new_members && nt.links.length > 0 && onProbation) {
      signals.push({ name: NEW_MEMBER_LINK.name, weight: NEW_MEMBER_LINK.weight, category: NEW_MEMBER_LINK.category });
    }
    evaluateCustomRules(cp, nt, signals, buttonUrls);
    return judge(signals, settings, p, onProbation);
  }

  return {
    model,
    detect(text, policy, sender, buttonUrls) {
      return run(text, toCompiled(policy), sender, buttonUrls);
    },
    detectCompiled(text, policy, sender, buttonUrls) {
      return run(text, policy ?? DEFAULT_COMPILED, sender, buttonUrls);
    },
  };
}

/**
 * The decision on `signals` (sorted in place, as by finish()) for a sender on probation or not. Probation: a message
 * below spam_threshold is spam from probation_spam_threshold on. Only then is it judged by the stricter settings, with
 * a signal of weight 0 saying why (the journal and the API show it); otherwise the verdict and confidence are
 * everyone's. A detection on probation says so (`on_probation`), so that every later step that adds signals
 * (rescore: behaviour, campaign, feedback, the AI opinion) judges it the same way as the detector did.
 */
export function judge(signals: Signal[], settings: GroupSettings, p: number | undefined, onProbation: boolean): Detection {
  const d = finish(signals, settings, p);
  if (!onProbation) return d;
  if (d.verdict === "spam" || settings.probation_spam_threshold >= settings.spam_threshold) return { ...d, on_probation: true };
  const strict = probationSettings(settings);
  if (verdictFor(d.score, strict) !== "spam") return { ...d, on_probation: true };
  signals.push({ name: PROBATION_THRESHOLD.name, weight: 0, category: PROBATION_THRESHOLD.category });
  return { ...finish(signals, strict, p), on_probation: true };
}

const isProbationMarker = (s: Signal) => s.name === PROBATION_THRESHOLD.name && s.category === PROBATION_THRESHOLD.category;

/**
 * The same decision with more signals, under the group's settings: the detection's signals and `extra`, judged as the
 * detector judges (judge()), a sender on probation included. The probation marker is decided again on the new score:
 * a later signal can make the message spam only because of probation, or spam at spam_threshold anyway.
 */
export function rescore(d: Detection, extra: readonly Signal[], settings: GroupSettings): Detection {
  const signals = d.signals.filter((s) => !isProbationMarker(s));
  for (const s of extra) signals.push(s);
  return judge(signals, settings, undefined, d.on_probation === true);
}

/** Heaviest first, then by name: the order signals are answered in. */
const bySignalOrder = (a: Signal, b: Signal): number => b.weight - a.weight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function finish(found: Signal[], settings: GroupSettings, p: number | undefined): Detection {
  found.sort(bySignalOrder);
  const categories: string[] = [];
  for (const s of found) if (s.weight > 0 && !categories.includes(s.category)) categories.push(s.category);
  const signals = oneSignalPerName(found);
  let sum = 0;
  for (const s of signals) sum += s.weight;
  const score = Math.max(0, Math.min(100, Math.round(sum)));
  const verdict = verdictFor(score, settings);
  return {
    verdict,
    score,
    confidence: confidenceFor(verdict, score, settings, p),
    recommended_action: actionFor(verdict, settings),
    categories,
    matched_rules: signals.map((s) => s.name),
    signals,
    whitelisted: false,
  };
}

/**
 * The API answers `signals` as a map from name to weight whose sum, clamped, is the score: a group's custom rule named
 * like a built-in rule or an engine signal (`dm_invite`, `campaign`) adds its weight to that signal, clamped to the
 * weights' range, and the score is the sum of what is answered. Without a shared name (nearly every check) the list is
 * returned as it is.
 */
function oneSignalPerName(sorted: Signal[]): Signal[] {
  let shared = false;
  for (let i = 1; i < sorted.length && !shared; i++) {
    for (let j = 0; j < i; j++) {
      if (sorted[j]!.name === sorted[i]!.name) {
        shared = true;
        break;
      }
    }
  }
  if (!shared) return sorted;
  const byName = new Map<string, Signal>();
  for (const s of sorted) {
    const first = byName.get(s.name);
    if (first === undefined) byName.set(s.name, { ...s });
    else first.weight = Math.max(LIMITS.ruleWeightMin, Math.min(LIMITS.ruleWeightMax, first.weight + s.weight));
  }
  return [...byName.values()].sort(bySignalOrder);
}
