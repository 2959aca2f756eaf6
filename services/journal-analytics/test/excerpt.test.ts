import { describe, expect, it } from "vitest";
import { EXCERPT_CHARS, excerpt, fullText } from "../src/store.js";

describe("journal excerpt", () => {
  it("keeps a text of EXCERPT_CHARS code points whole and keeps no second copy", () => {
    const text = `${"a".repeat(EXCERPT_CHARS - 1)}😀`;
    expect(excerpt(text)).toBe(text);
    expect(fullText(text)).toBeNull();
  });

  it("ends a longer text with … after whole characters only", () => {
    const flag = "🇺🇦";
    const text = `${"a".repeat(EXCERPT_CHARS - 2)}${flag} and more`;
    expect(excerpt(text)).toBe(`${"a".repeat(EXCERPT_CHARS - 2)}…`);
    expect(fullText(text)).toBe(text);
  });

  it("drops NUL, which PostgreSQL text cannot hold", () => {
    expect(excerpt("a\u0000b")).toBe("ab");
  });
});
