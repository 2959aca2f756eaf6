import { RE2JS } from "re2js";
import { codePointLength, errors } from "@warden/errors";
import { RuleKind, type RuleSpec } from "@warden/proto";

/** At most this many custom rules a group. */
export const RULES_PER_GROUP = 200;
export const RULE_NAME_RE = /^[a-z0-9_]{1,64}$/;
/** Pattern length of every kind, in Unicode code points. */
export const RULE_PATTERN_MAX_CHARS = 500;
export const RULE_WEIGHT_MIN = -100;
export const RULE_WEIGHT_MAX = 100;
/** Compiled RE2 program size above which a regex is refused as too complex. */
export const RULE_REGEX_MAX_PROGRAM = 20_000;
/** A host name: labels of letters, digits and inner hyphens, a letter-only TLD (the OpenAPI DOMAIN_PATTERN). */
export const DOMAIN_RE = /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export type RuleKindName = "keyword" | "regex" | "domain";
const KIND_NAMES: Partial<Record<RuleKind, RuleKindName>> = {
  [RuleKind.KEYWORD]: "keyword",
  [RuleKind.REGEX]: "regex",
  [RuleKind.DOMAIN]: "domain",
};

export interface RuleValues {
  name: string;
  kind: RuleKindName;
  pattern: string;
  weight: number;
  enabled: boolean;
}

function describeRe2Error(raw: string): string {
  const m = raw.replace(/^error parsing regexp:\s*/, "");
  if (/`\\[1-9]/.test(m) || /`\\k/.test(m)) return "backreferences (\\1, \\k<name>) are not supported: rules use RE2 syntax, which guarantees linear-time matching";
  if (/\(\?<?[=!]/.test(m)) return "look-ahead and look-behind ((?=…), (?!…), (?<=…), (?<!…)) are not supported: rules use RE2 syntax, which guarantees linear-time matching";
  if (/\(\?>/.test(m) || /repetition operator: `[*+?]{2}/.test(m)) return "atomic groups and possessive quantifiers are not supported in RE2 syntax";
  return `not a valid RE2 regular expression: ${m}`;
}

/**
 * Why a regex cannot be a rule, or null. It must compile on RE2 (re2js: linear time, no
 * backreferences or look-around), stay below the program-size cap with and without case folding
 * (the engine matches case-insensitively), and not match the empty text (it would fire on every
 * message).
 */
export function regexProblem(pattern: string): string | null {
  let programSize = 0;
  let matchesEmpty = false;
  try {
    for (const flags of [0, RE2JS.CASE_INSENSITIVE]) {
      const re = RE2JS.compile(pattern, flags);
      programSize = Math.max(programSize, re.programSize());
      matchesEmpty ||= re.test("");
    }
  } catch (err) {
    return describeRe2Error((err as Error).message);
  }
  if (programSize > RULE_REGEX_MAX_PROGRAM) return `too complex (compiled size ${programSize}, at most ${RULE_REGEX_MAX_PROGRAM}): use fewer repetitions or alternatives`;
  if (matchesEmpty) return "matches the empty text, so it would fire on every message";
  return null;
}

function patternProblem(kind: RuleKindName | undefined, pattern: string): string | null {
  if (pattern.length === 0) return "must not be empty";
  if (!pattern.isWellFormed()) return "must be valid Unicode (contains a lone surrogate)";
  if (pattern.includes("\u0000")) return "must not contain NUL characters";
  const n = codePointLength(pattern);
  if (n > RULE_PATTERN_MAX_CHARS) return `must be at most ${RULE_PATTERN_MAX_CHARS} characters (got ${n})`;
  switch (kind) {
    case "keyword":
      return pattern.trim().length === 0 ? "must contain a word or phrase, not only spaces" : null;
    case "regex":
      return regexProblem(pattern);
    case "domain":
      return DOMAIN_RE.test(pattern) ? null : "must be a host name such as example.com (no scheme, path, port or wildcard)";
    default:
      return null;
  }
}

/** Validates the writable fields of a rule; every problem is listed (422 validation_failed). */
export function validateRuleSpec(spec: RuleSpec | undefined): RuleValues {
  if (!spec) throw errors.validation([{ path: "body", message: "a rule is required" }]);
  const violations: { path: string; message: string }[] = [];
  if (!RULE_NAME_RE.test(spec.name)) violations.push({ path: "name", message: "must be 1 to 64 characters of a-z, 0-9 and _" });
  const kind = KIND_NAMES[spec.kind];
  if (!kind) violations.push({ path: "kind", message: "must be one of keyword, regex, domain" });
  const p = patternProblem(kind, spec.pattern);
  if (p) violations.push({ path: "pattern", message: p });
  if (!Number.isInteger(spec.weight) || spec.weight < RULE_WEIGHT_MIN || spec.weight > RULE_WEIGHT_MAX) {
    violations.push({ path: "weight", message: `must be an integer from ${RULE_WEIGHT_MIN} to ${RULE_WEIGHT_MAX}` });
  }
  if (violations.length) throw errors.validation(violations);
  return { name: spec.name, kind: kind!, pattern: spec.pattern, weight: spec.weight, enabled: spec.enabled ?? true };
}
