import { MAX_TEXT_CHARS } from "../text.js";

/**
 * The limits of a group's custom rules, declared once: groups-config refuses a write that breaks
 * them (422 validation_failed, 409 limit_reached), the engine enforces them again where the rules
 * run, and the gateway prints them in the OpenAPI document.
 */

/** At most this many custom rules a group. */
export const RULES_PER_GROUP = 200;
/** Pattern length of every kind, in Unicode code points. */
export const RULE_PATTERN_MAX_CHARS = 500;
export const RULE_WEIGHT_MIN = -100;
export const RULE_WEIGHT_MAX = 100;

/**
 * The regex cost model. A regex is compiled once (RE2 semantics, re2js, case-insensitive) to a
 * program; its cost is the program's instruction count with every character-class instruction
 * counted by its size (1 + one per 16 ranges: `\p{L}` alone weighs 46), because both the
 * matching work per character and the compile work grow with it. Matching is linear: a check's
 * worst case is cost x text length steps, over at most REGEX_TEXT_BOUND characters.
 */
export const REGEX_RULE_MAX_COST = 1_000;
/** Sum of the costs of a group's enabled regex rules. */
export const REGEX_GROUP_MAX_COST = 10_000;
/** The text length the cost model assumes: the longest text a check accepts (code points). */
export const REGEX_TEXT_BOUND = MAX_TEXT_CHARS;

/**
 * Time one check may spend on a group's custom rules (keywords, domains, regexes) in the engine:
 * wall-clock milliseconds, of which the process must have had at least CUSTOM_RULES_MIN_CPU_MS of
 * CPU (so a check whose rules are cheap is not cut short because a busy host descheduled the
 * process; nor, with a grace of CUSTOM_RULES_MIN_CPU_MS of wall clock once the budget is first
 * found passed, because its other threads ran meanwhile), and never more than 10 budgets of
 * wall-clock time. When it is spent the remaining
 * rules are skipped for that check: the answer is the result of the rules that ran plus the
 * `custom_rules_skipped` signal naming the others (never an error).
 */
export const CUSTOM_RULES_BUDGET_MS = 5;
/** CPU a check's custom rules must have used before the wall-clock budget can end them. */
export const CUSTOM_RULES_MIN_CPU_MS = 1;

/** The signal (weight 0) that names the custom rules a check did not run. */
export const CUSTOM_RULES_SKIPPED_SIGNAL = "custom_rules_skipped";

/**
 * The engine matches a group's regexes as sets of at most this cost (one pass over the text per
 * set, checked against the deadline between sets and every few characters inside one).
 */
export const REGEX_SET_MAX_COST = 2_000;
/**
 * Memory of the lazy DFA of one regex set (re2js resets it when full and falls back to its NFA
 * when resets come too often). 2 MiB keeps a set of ~50 ordinary rules on its DFA (~1.5 ms per
 * 10,000 characters once warm, against ~20 ms with 1 MiB); a group holds at most
 * REGEX_GROUP_MAX_COST / REGEX_SET_MAX_COST sets of it.
 */
export const REGEX_SET_DFA_BYTES = 2 << 20;
