/** Longest text a check accepts, in Unicode code points. */
export const MAX_TEXT_CHARS = 10_000;

/**
 * The signal (weight 0, category `media`) a check carries when part of its text was read from the
 * message's picture by the bot's OCR: the verdict then shows where the text came from.
 */
export const IMAGE_TEXT_SIGNAL = "image_text";

/**
 * The text a check scores when the bot read text from the message's picture: the caption (or
 * text) and the picture's text, one after the other on separate lines, cut to MAX_TEXT_CHARS code
 * points. The engine scores exactly this, and the bot journals it, so the journal shows what was judged.
 */
export function withImageText(text: string, imageText: string): string {
  return checkableText([text.trim(), imageText.trim()].filter((t) => t.length > 0).join("\n"));
}

/** s cut to MAX_TEXT_CHARS code points, the most a check takes: a text the bot puts together never fails the check's limit. */
export function checkableText(s: string): string {
  return codePointLength(s) <= MAX_TEXT_CHARS ? s : Array.from(s).slice(0, MAX_TEXT_CHARS).join("");
}

/**
 * The first `maxUnits` UTF-16 units of s (Telegram measures its limits so), one fewer where the cut would split a
 * surrogate pair: an emoji at the cut is dropped whole instead of leaving a lone surrogate, which is not Unicode.
 */
export function cutUtf16(s: string, maxUnits: number): string {
  if (s.length <= maxUnits) return s;
  const last = s.charCodeAt(maxUnits - 1);
  return s.slice(0, last >= 0xd800 && last <= 0xdbff ? maxUnits - 1 : maxUnits);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The longest start of s made of whole user-perceived characters (grapheme clusters) with at most
 * `maxCodePoints` code points: a cut never leaves half a flag, a skin-tone modifier without its hand,
 * or a family emoji missing members. A first cluster longer than the budget is cut by code points.
 */
export function cutGraphemes(s: string, maxCodePoints: number): string {
  if (codePointLength(s) <= maxCodePoints) return s;
  let end = 0;
  let used = 0;
  for (const { segment, index } of graphemes.segment(s)) {
    used += codePointLength(segment);
    if (used > maxCodePoints) break;
    end = index + segment.length;
  }
  // one cluster longer than the whole budget (a letter under hundreds of combining marks): code points then
  return end > 0 ? s.slice(0, end) : Array.from(s).slice(0, maxCodePoints).join("");
}

/** Deepest nesting of arrays and objects a request body may have (the root object is level 1). */
export const MAX_JSON_DEPTH = 32;

/** Code points in s (a surrogate pair counts once). */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * Why a string cannot be stored or passed on, or null: U+0000 (PostgreSQL text refuses it) and
 * unpaired UTF-16 surrogates (not Unicode; they cannot be encoded as UTF-8). Every string a
 * client sends goes through this once, at the gateway and at each service that stores strings.
 */
export function unstorableStringProblem(s: string): string | null {
  if (!s.isWellFormed()) return "must be valid Unicode (contains a lone surrogate)";
  if (s.includes("\u0000")) return "must not contain NUL characters";
  return null;
}

/**
 * `s` made storable: each NUL and each unpaired surrogate (what unstorableStringProblem refuses)
 * replaced by U+FFFD. For text from outside that is kept rather than refused: a webhook
 * receiver's answer, an error message quoting it.
 */
export function storableText(s: string): string {
  return s.toWellFormed().replaceAll("\u0000", "\uFFFD");
}

/**
 * Why a text cannot be checked, or null. Shared by the gateway (422 validation_failed) and the
 * engine (InvalidArgument), so the bot and the API refuse the same inputs.
 */
export function textProblem(text: unknown, maxChars = MAX_TEXT_CHARS): string | null {
  if (typeof text !== "string") return "must be a string";
  if (text.length === 0) return "must not be empty";
  const unstorable = unstorableStringProblem(text);
  if (unstorable) return unstorable;
  const n = codePointLength(text);
  if (n > maxChars) return `must be at most ${maxChars} characters (got ${n})`;
  return null;
}

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, found by one linear scan
 * of the text (no recursion, no parse): a parser, a validator or `JSON.stringify` further on
 * never meets a value deep enough to exhaust the stack. Brackets inside strings do not count.
 */
export function jsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** A path into a JSON value the way the API reports it: `texts[3]`, `settings.blocked_words[0]`. */
export function jsonPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * Every string (object keys included) in a parsed JSON value that cannot be stored, as
 * `{path, message}` under `root` (at most `max` of them). Iterative: depth is bounded by the
 * caller (jsonTooDeep), the walk itself never recurses. A path is built only for a container and
 * for a problem, and items that hold no string (numbers, booleans, null) are not visited: a
 * 256 KiB body holds 130,000 items, and building a path for each cost 50 ms and more.
 */
export function unstorableStrings(value: unknown, root = "", max = 20): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  // Still to visit: a value, its parent's path and its key there (none for the value itself).
  const stack: [unknown, string, (string | number)?][] = [[value, root]];
  const pathOf = (parent: string, key: string | number | undefined) => (key === undefined ? parent : jsonPath(parent, key));
  while (stack.length && out.length < max) {
    const [v, parent, key] = stack.pop()!;
    if (typeof v === "string") {
      const problem = unstorableStringProblem(v);
      if (problem) out.push({ path: pathOf(parent, key) || "body", message: problem });
    } else if (Array.isArray(v)) {
      const path = pathOf(parent, key);
      for (let i = v.length - 1; i >= 0; i--) {
        const item: unknown = v[i];
        if (typeof item === "string" || (typeof item === "object" && item !== null)) stack.push([item, path, i]);
      }
    } else if (typeof v === "object" && v !== null) {
      const path = pathOf(parent, key);
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        const keyProblem = unstorableStringProblem(k);
        if (keyProblem) out.push({ path: path || "body", message: `has a field name that ${keyProblem}` });
        if (typeof child === "string" || (typeof child === "object" && child !== null)) stack.push([child, path, k]);
      }
    }
  }
  return out;
}
