/** Longest text a check accepts, in Unicode code points. */
export const MAX_TEXT_CHARS = 10_000;

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
 * Why a text cannot be checked, or null. Shared by the gateway (422 validation_failed) and the
 * engine (InvalidArgument), so the bot and the API refuse the same inputs.
 */
export function textProblem(text: unknown, maxChars = MAX_TEXT_CHARS): string | null {
  if (typeof text !== "string") return "must be a string";
  if (text.length === 0) return "must not be empty";
  if (!text.isWellFormed()) return "must be valid Unicode (contains a lone surrogate)";
  if (text.includes("\u0000")) return "must not contain NUL characters";
  const n = codePointLength(text);
  if (n > maxChars) return `must be at most ${maxChars} characters (got ${n})`;
  return null;
}
