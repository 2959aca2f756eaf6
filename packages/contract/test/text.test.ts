import { describe, expect, it } from "vitest";
import { codePointLength, cutGraphemes, cutUtf16 } from "../src/text.js";

describe("cutGraphemes", () => {
  it("keeps a text within the budget as it is", () => {
    expect(cutGraphemes("hello", 5)).toBe("hello");
    expect(cutGraphemes("", 3)).toBe("");
  });

  it("cuts by code points, never inside a character made of several", () => {
    const flag = "🇺🇦"; // two regional indicators, one character
    expect(cutGraphemes(`ab${flag}`, 3)).toBe("ab");
    expect(cutGraphemes(`ab${flag}c`, 4)).toBe(`ab${flag}`);
    const thumb = "👍🏽"; // hand and skin tone
    expect(cutGraphemes(`x${thumb}y`, 2)).toBe("x");
    const family = "👨‍👩‍👧"; // five code points joined by ZWJ
    expect(cutGraphemes(`${family}z`, 5)).toBe(family);
    expect(cutGraphemes(`a${family}z`, 5)).toBe("a");
    expect(codePointLength(cutGraphemes("é".normalize("NFD").repeat(10), 5))).toBe(4);
    expect(cutGraphemes("e\u0301e\u0301e\u0301", 5)).toBe("e\u0301e\u0301");
  });

  it("cuts a single cluster longer than the whole budget by code points", () => {
    const zalgo = `a${"\u0300".repeat(300)}b`;
    expect(cutGraphemes(zalgo, 10)).toBe(`a${"\u0300".repeat(9)}`);
  });
});

describe("cutUtf16", () => {
  it("drops an emoji whole instead of leaving half a surrogate pair", () => {
    expect(cutUtf16("ab😀", 3)).toBe("ab");
    expect(cutUtf16("ab😀", 4)).toBe("ab😀");
  });
});
