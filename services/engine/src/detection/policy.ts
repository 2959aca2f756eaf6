/**
 * Group policies: whitelist look-ups and custom rules, compiled once per
 * (group, version) by the caller and reused for every message.
 */
import { RE2JS } from "re2js";
import { CLASS, F_NOSPACE } from "./chars.js";
import { normalize, type NormalizedText } from "./normalize.js";
import { DEFAULT_SETTINGS, type CustomRule, type GroupSettings, type Policy, type Sender, type Signal } from "./types.js";

export const CUSTOM_CATEGORY = "custom";
export const MAX_REGEX_LENGTH = 1000;
export const MAX_REGEX_PROGRAM = 20000;

interface KeywordRule {
  rule: CustomRule;
  weight: number;
  /** " tok1 tok2 " searched in " " + tokens.join(" ") + " " */
  needle: string;
  /** scripts without spaces (CJK, Thai): plain substring of the normalised text */
  substring: boolean;
}

interface RegexRule {
  rule: CustomRule;
  weight: number;
  re: RE2JS;
}

interface DomainRule {
  rule: CustomRule;
  weight: number;
  domain: string;
}

export interface CompiledPolicy {
  readonly compiled: true;
  version: number;
  settings: GroupSettings;
  userIds: ReadonlySet<number>;
  chatIds: ReadonlySet<number>;
  usernames: ReadonlySet<string>;
  keywords: KeywordRule[];
  regexes: RegexRule[];
  /** one RE2 alternation of every regex rule: a message that does not match it skips the per-rule checks */
  regexPrefilter: RE2JS | null;
  domains: DomainRule[];
  /** rules that could not be compiled (skipped) */
  errors: Array<{ id: string; name: string; message: string }>;
}

export function isCompiledPolicy(p: unknown): p is CompiledPolicy {
  return typeof p === "object" && p !== null && (p as { compiled?: unknown }).compiled === true;
}

function describeRe2Error(msg: string): string {
  const m = msg.replace(/^error parsing regexp:\s*/, "");
  if (/`\\[1-9]/.test(m) || /`\\k/.test(m)) return "backreferences (\\1, \\k<name>) are not supported: patterns use RE2 syntax, which guarantees linear-time matching";
  if (/\(\?<?[=!]/.test(m)) return "lookahead/lookbehind assertions ((?=...), (?!...), (?<=...), (?<!...)) are not supported: patterns use RE2 syntax, which guarantees linear-time matching";
  if (/\(\?>/.test(m) || /\(\?[+]/.test(m)) return "atomic groups and possessive quantifiers are not supported in RE2 syntax";
  return `invalid regular expression: ${m}`;
}

/** null when the pattern is usable in a regex rule, else a message for the user. */
export function validateRegex(pattern: string): string | null {
  if (typeof pattern !== "string" || pattern.length === 0) return "pattern is empty";
  if (pattern.length > MAX_REGEX_LENGTH) return `pattern is too long (${pattern.length} characters, at most ${MAX_REGEX_LENGTH})`;
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  } catch (e) {
    return describeRe2Error((e as Error).message);
  }
  if (re.programSize() > MAX_REGEX_PROGRAM) return "pattern is too complex (reduce repetition counts or alternatives)";
  if (re.test("")) return "pattern matches empty text, so it would fire on every message";
  return null;
}

function normalizeDomain(p: string): string {
  let d = p.trim().toLowerCase();
  d = d.replace(/^[a-z][a-z0-9+.-]{0,15}:\/\//, "");
  d = d.replace(/^\*\./, "").replace(/^\.+/, "");
  const slash = d.search(/[/?#]/);
  if (slash >= 0) d = d.slice(0, slash);
  const at = d.lastIndexOf("@");
  if (at >= 0) d = d.slice(at + 1);
  const colon = d.indexOf(":");
  if (colon >= 0) d = d.slice(0, colon);
  d = d.replace(/\.+$/, "");
  if (d.startsWith("www.")) d = d.slice(4);
  return d;
}

function clampWeight(w: number): number {
  if (!Number.isFinite(w)) return 0;
  return Math.max(-100, Math.min(100, Math.round(w)));
}

function normUsername(u: string | undefined): string | undefined {
  if (!u) return undefined;
  return u.replace(/^@/, "").toLowerCase();
}

export function compilePolicy(policy: Policy): CompiledPolicy {
  const settings: GroupSettings = { ...DEFAULT_SETTINGS, ...(policy.settings ?? {}) };
  const userIds = new Set<number>();
  const chatIds = new Set<number>();
  const usernames = new Set<string>();
  for (const w of policy.whitelist ?? []) {
    if (typeof w.id === "number") (w.kind === "channel" ? chatIds : userIds).add(w.id);
    const u = normUsername(w.username);
    if (u) usernames.add(u);
  }
  const keywords: KeywordRule[] = [];
  const regexes: RegexRule[] = [];
  const domains: DomainRule[] = [];
  const errors: CompiledPolicy["errors"] = [];
  for (const rule of policy.rules ?? []) {
    if (!rule.enabled) continue;
    const weight = clampWeight(rule.weight);
    if (weight === 0) continue;
    switch (rule.kind) {
      case "keyword": {
        const nt = normalize(rule.pattern ?? "");
        let substring = false;
        for (let i = 0; i < nt.normalized.length; i++) {
          const c = nt.normalized.charCodeAt(i);
          if (c < 0xd800 && CLASS[c]! & F_NOSPACE) {
            substring = true;
            break;
          }
        }
        if (substring) keywords.push({ rule, weight, needle: nt.normalized.trim(), substring });
        else if (nt.tokens.length > 0) keywords.push({ rule, weight, needle: ` ${nt.tokens.join(" ")} `, substring });
        else if (nt.normalized.trim().length > 0) keywords.push({ rule, weight, needle: nt.normalized.trim(), substring: true });
        else errors.push({ id: rule.id, name: rule.name, message: "keyword is empty" });
        break;
      }
      case "regex": {
        const msg = validateRegex(rule.pattern);
        if (msg) {
          errors.push({ id: rule.id, name: rule.name, message: msg });
          break;
        }
        regexes.push({ rule, weight, re: RE2JS.compile(rule.pattern, RE2JS.CASE_INSENSITIVE) });
        break;
      }
      case "domain": {
        const d = normalizeDomain(rule.pattern ?? "");
        if (!d || d.indexOf(".") < 0) {
          errors.push({ id: rule.id, name: rule.name, message: "not a domain name" });
          break;
        }
        domains.push({ rule, weight, domain: d });
        break;
      }
      default:
        errors.push({ id: rule.id, name: rule.name, message: `unknown rule kind ${(rule as { kind: string }).kind}` });
    }
  }
  let regexPrefilter: RE2JS | null = null;
  if (regexes.length > 1) {
    try {
      regexPrefilter = RE2JS.compile(regexes.map((r) => `(?:${r.rule.pattern})`).join("|"), RE2JS.CASE_INSENSITIVE);
    } catch {
      regexPrefilter = null;
    }
  }
  return { compiled: true, version: policy.version, settings, userIds, chatIds, usernames, keywords, regexes, regexPrefilter, domains, errors };
}

/** Whitelisted sender (user id / username, or the sender chat of a channel post). */
export function isWhitelisted(cp: CompiledPolicy, sender: Sender | undefined): boolean {
  if (!sender) return false;
  if (typeof sender.userId === "number" && cp.userIds.has(sender.userId)) return true;
  if (typeof sender.senderChatId === "number" && cp.chatIds.has(sender.senderChatId)) return true;
  const u = normUsername(sender.username);
  if (u && cp.usernames.has(u)) return true;
  const c = normUsername(sender.senderChatUsername);
  if (c && cp.usernames.has(c)) return true;
  return false;
}

function hostMatches(host: string, domain: string): boolean {
  return host === domain || (host.length > domain.length && host.endsWith(domain) && host.charCodeAt(host.length - domain.length - 1) === 0x2e);
}

/** Appends a signal for every custom rule that fires. */
export function evaluateCustomRules(cp: CompiledPolicy, nt: NormalizedText, out: Signal[]): void {
  if (cp.keywords.length > 0) {
    const hay = ` ${nt.tokens.join(" ")} `;
    for (const k of cp.keywords) {
      if (k.substring ? nt.normalized.includes(k.needle) : hay.includes(k.needle)) out.push({ name: k.rule.name, weight: k.weight, category: CUSTOM_CATEGORY });
    }
  }
  if (cp.regexes.length > 0) {
    const orig = nt.original;
    const norm = nt.normalized;
    const pre = cp.regexPrefilter;
    if (!pre || pre.test(orig) || pre.test(norm)) {
      for (const r of cp.regexes) {
        if (r.re.test(orig) || r.re.test(norm)) out.push({ name: r.rule.name, weight: r.weight, category: CUSTOM_CATEGORY });
      }
    }
  }
  if (cp.domains.length > 0 && nt.links.length > 0) {
    for (const d of cp.domains) {
      for (const l of nt.links) {
        if (hostMatches(l.host, d.domain)) {
          out.push({ name: d.rule.name, weight: d.weight, category: CUSTOM_CATEGORY });
          break;
        }
      }
    }
  }
}
