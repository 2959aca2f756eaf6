/**
 * Warden detection core: a pure library (no I/O at check time).
 *
 *   const detector = createDetector();            // loads model/model.json once
 *   const cp = compilePolicy(policy);             // cache per (group, version)
 *   const d = detector.detect(text, cp, sender);  // or detectCompiled(text, cp, sender)
 */
export type { Verdict, Action, GroupSettings, CustomRule, WhitelistEntry, Policy, Sender, Signal, Detection } from "./types.js";
export { DEFAULT_SETTINGS } from "./types.js";
export type { Detector, LearnedOutput } from "./detector.js";
export { createDetector, confidenceFor, CLASSIFIER_SIGNAL, SIMILARITY_SIGNAL, LEARNED_CATEGORY } from "./detector.js";
export type { CompiledPolicy } from "./policy.js";
export { compilePolicy, validateRegex, isCompiledPolicy, CUSTOM_CATEGORY, CUSTOM_RULES_SKIPPED_SIGNAL } from "./policy.js";
export type { NormalizedText, NormalizationStats, Link, Normalizer } from "./normalize/index.js";
export { normalize, createNormalizer } from "./normalize/index.js";
export type { Model, ModelJson } from "./model.js";
export { loadDefaultModel, loadModelFile, modelFromJson } from "./model.js";
export type { BuiltinRule, Metric, RuleLang } from "./rules.js";
export { BUILTIN_RULES, NEW_MEMBER_LINK, URL_SHORTENERS } from "./rules.js";
