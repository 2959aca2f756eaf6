import { describe, expect, it } from "vitest";
import { type CatalogEntry, SETTING_STRING_MAX, settingValueFits } from "../src/catalog.js";

describe("a string_list setting's strings", () => {
  const list: CatalogEntry = { key: "words", type: "string_list", default: [], max_items: 3, description: "test" };
  it(`hold 1..${SETTING_STRING_MAX} characters counted in code points, as the OpenAPI's maxLength (an emoji is one)`, () => {
    expect(settingValueFits(list, ["😀".repeat(SETTING_STRING_MAX)])).toBe(true);
    expect(settingValueFits(list, ["😀".repeat(SETTING_STRING_MAX + 1)])).toBe(false);
    expect(settingValueFits(list, ["a".repeat(SETTING_STRING_MAX)])).toBe(true);
    expect(settingValueFits(list, [""])).toBe(false);
    expect(settingValueFits(list, ["a", "b", "c", "d"])).toBe(false);
    expect(settingValueFits(list, ["a", "a"])).toBe(false);
  });
});
