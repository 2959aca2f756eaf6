/**
 * The spam typology rules (rules.ts, second round): each kind fires in every language it
 * declares, on examples written for these tests (not data lines), and on obfuscated variants
 * of them; close honest sentences do not fire it.
 */
import { describe, expect, it } from "vitest";
import { BUILTIN_RULES, createDetector } from "../src/detection/index.js";
import { OBFUSCATION_KINDS, obfuscate } from "./support/obfuscate.js";
import { KINDS, type Kind } from "./support/typology-cases.js";

const detector = createDetector();
const fired = (text: string) => detector.detect(text).matched_rules;

describe("spam typology rules", () => {
  it("every typology rule is defined, and every language it declares has an example", () => {
    for (const [name, k] of Object.entries(KINDS)) {
      const r = BUILTIN_RULES.find((x) => x.name === name);
      expect(r, name).toBeDefined();
      for (const lang of r!.lang) if (lang !== "any") expect(k.fires[lang as keyof Kind["fires"]]?.length ?? 0, `${name} ${lang}`).toBeGreaterThan(0);
    }
  });

  for (const [name, k] of Object.entries(KINDS)) {
    describe(name, () => {
      for (const [lang, texts] of Object.entries(k.fires)) {
        for (const text of texts!) {
          it(`fires (${lang}): ${text}`, () => {
            expect(fired(text)).toContain(name);
          });
        }
      }
      it("fires on obfuscated variants (homoglyphs, spacing, zero-width, leetspeak, styled, mixed)", () => {
        const misses: string[] = [];
        let n = 0;
        for (const texts of Object.values(k.fires)) {
          texts!.forEach((text, i) => {
            for (const kind of OBFUSCATION_KINDS) {
              n++;
              const v = obfuscate(text, kind, 7 + i);
              if (!fired(v).includes(name)) misses.push(`${kind}: ${v}`);
            }
          });
        }
        // every variant of every example: undoing the tricks is the normaliser's job
        expect(misses, misses.join("\n")).toEqual([]);
        expect(n).toBeGreaterThan(0);
      });
      it("does not fire on close honest sentences", () => {
        for (const h of k.honest) expect(fired(h), h).not.toContain(name);
      });
    });
  }

  it("a rule is a signal, never a verdict on its own", () => {
    for (const name of Object.keys(KINDS)) {
      const r = BUILTIN_RULES.find((x) => x.name === name)!;
      expect(r.weight, name).toBeLessThan(70);
    }
  });
});
