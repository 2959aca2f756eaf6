import { describe, expect, it } from "vitest";
import { ID_PREFIXES, mintedIdPattern, mintId, type IdKind } from "../src/index.js";

describe("mintId", () => {
  it("gives every kind its prefix and 20 base62 characters, matching the published id pattern", () => {
    for (const kind of Object.keys(ID_PREFIXES) as IdKind[]) {
      const id = mintId(kind);
      expect(id, kind).toMatch(new RegExp(`^${ID_PREFIXES[kind]}[0-9A-Za-z]{20}$`));
      expect(id, kind).toMatch(new RegExp(mintedIdPattern(ID_PREFIXES[kind])));
    }
  });

  it("does not repeat itself and uses the whole alphabet", () => {
    const ids = Array.from({ length: 2_000 }, () => mintId("event"));
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids.flatMap((id) => [...id.slice(ID_PREFIXES.event.length)]));
    expect(seen.size).toBe(62);
  });
});
