/**
 * The custom-rule specification: one place for a rule's fields, their validation and the regex
 * cost model, imported by groups-config (write time), the engine (run time) and the gateway
 * (OpenAPI document). It is the `rule` module of @warden/contract.
 */
import { codePointLength } from "../text.js";
import { regexVerdict } from "./regex.js";
import { RULE_PATTERN_MAX_CHARS, RULE_WEIGHT_MAX, RULE_WEIGHT_MIN } from "./limits.js";

export * from "./limits.js";
export { REGEX_FLAGS, compileRegexRule, groupCostProblem, regexCost, regexProblem, regexVerdict, storedRegexCost, type CompiledRegex } from "./regex.js";

export const RULE_NAME_RE = /^[a-z0-9_]{1,64}$/;
/**
 * A host name in its ASCII form (IDNA, as a browser resolves it): labels of letters, digits and inner
 * hyphens, a TLD of letters or an internationalised one (xn--p1ai is .рф).
 */
const ASCII_DOMAIN_RE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** What a domain pattern is written with: letters of any script, digits, combining marks, dots and hyphens. */
const DOMAIN_CHARS_RE = /^[\p{L}\p{N}\p{M}.-]+$/u;
/**
 * The OpenAPI document's pattern of a domain rule (JSON Schema regexes have no \p{...} everywhere): dot-separated
 * labels with no space, scheme, path, port or wildcard; checkPattern holds the precise rule.
 */
export const DOMAIN_DOC_PATTERN = "^(?:[^\\s./:?#@*%]{1,63}\\.)+[^\\s./:?#@*%]{2,63}$";

/** A domain rule's host name, in Unicode (пример.рф) or ASCII (xn--e1afmkfd.xn--p1ai) form: null when it is one. */
function domainProblem(pattern: string): string | null {
  const refusal = "must be a host name such as example.com or пример.рф (no scheme, path, port or wildcard)";
  if (!DOMAIN_CHARS_RE.test(pattern)) return refusal;
  let ascii: string;
  try {
    ascii = new URL(`http://${pattern}/`).hostname;
  } catch {
    return refusal;
  }
  return ASCII_DOMAIN_RE.test(ascii) ? null : refusal;
}

/**
 * A keyword of nothing the engine can match: after NFKC, only spaces, separators, invisible
 * (default-ignorable, format, control) characters, combining marks with no letter to sit on, and
 * unassigned code points. The engine's normaliser drops all of these, so such a keyword would be
 * stored and never fire (services/engine/test/detection.policy.test.ts holds the two together).
 */
const BLANK_KEYWORD_RE = /^[\s\p{Z}\p{Cc}\p{Cf}\p{Cn}\p{M}\p{Default_Ignorable_Code_Point}]*$/u;

export const RULE_KINDS = ["keyword", "regex", "domain"] as const;
export type RuleKindName = (typeof RULE_KINDS)[number];

/** A custom rule's own fields, as every service holds them (ids and timestamps are each holder's). */
export interface RuleFields {
  name: string;
  kind: RuleKindName;
  pattern: string;
  /** -100..100 */
  weight: number;
  enabled: boolean;
}

export interface RuleInput {
  name: string;
  kind: RuleKindName | undefined;
  pattern: string;
  weight: number;
}

export interface Violation {
  path: string;
  message: string;
}

/** A valid rule's pattern problem (null) and, for a regex, its cost. */
export interface PatternCheck {
  problem: string | null;
  /** cost of a regex (undefined for other kinds or when it did not compile) */
  cost?: number;
}

export function checkPattern(kind: RuleKindName | undefined, pattern: string): PatternCheck {
  if (pattern.length === 0) return { problem: "must not be empty" };
  if (!pattern.isWellFormed()) return { problem: "must be valid Unicode (contains a lone surrogate)" };
  if (pattern.includes("\u0000")) return { problem: "must not contain NUL characters" };
  const n = codePointLength(pattern);
  if (n > RULE_PATTERN_MAX_CHARS) return { problem: `must be at most ${RULE_PATTERN_MAX_CHARS} characters (got ${n})` };
  switch (kind) {
    case "keyword":
      return {
        problem: BLANK_KEYWORD_RE.test(pattern.normalize("NFKC"))
          ? "must contain a word or phrase: spaces, invisible characters and combining marks alone match nothing"
          : null,
      };
    case "regex":
      return regexVerdict(pattern);
    case "domain":
      return { problem: domainProblem(pattern) };
    default:
      return { problem: null };
  }
}

/** Every problem of a rule's writable fields (empty when it is valid), and a regex's cost. */
export function ruleViolations(rule: RuleInput): { violations: Violation[]; cost?: number } {
  const violations: Violation[] = [];
  if (!RULE_NAME_RE.test(rule.name)) violations.push({ path: "name", message: "must be 1 to 64 characters of a-z, 0-9 and _" });
  if (!rule.kind) violations.push({ path: "kind", message: "must be one of keyword, regex, domain" });
  const p = checkPattern(rule.kind, rule.pattern);
  if (p.problem) violations.push({ path: "pattern", message: p.problem });
  if (!Number.isInteger(rule.weight) || rule.weight < RULE_WEIGHT_MIN || rule.weight > RULE_WEIGHT_MAX) {
    violations.push({ path: "weight", message: `must be an integer from ${RULE_WEIGHT_MIN} to ${RULE_WEIGHT_MAX}` });
  }
  return { violations, cost: p.cost };
}
