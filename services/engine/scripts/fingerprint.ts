/**
 * Fingerprints of the detection pipeline's outputs, for refactoring it safely:
 *
 *   npx tsx services/engine/scripts/fingerprint.ts      (from the repo root)
 *
 * Prints sha256 prefixes of normalize() (every field, tokens included) and of
 * detect() without and with a policy of keyword rules, and with the benchmarks' 50 rules
 * (keywords, re2js regexes, domains: @warden/testing BENCH_STORED_RULES), over: every data
 * message, a third of them in all six obfuscated forms, 50 texts of 10,000
 * characters and ~11,000 edge strings (each BMP character from U+0041 to
 * U+2BFF inside, alone and tripled; case-mapping oddities; lone surrogates,
 * NUL, URLs, mentions). A change meant to keep behaviour must print the same
 * four lines before and after; the detect lines also change with the model.
 */
import { createHash } from "node:crypto";
import { BENCH_STORED_RULES } from "@warden/testing";
import { compilePolicy, createDetector, DEFAULT_SETTINGS, normalize } from "../src/detection/index.js";
import { OBFUSCATION_KINDS, obfuscate } from "../test/support/obfuscate.js";
import { dataAvailable, dataDir, loadDataset, longTexts } from "./lib/dataset.js";

if (!dataAvailable()) {
  console.log(`fingerprint: data folder ${dataDir()} not found - nothing to fingerprint`);
  process.exit(0);
}

const all = loadDataset().flatMap((f) => f.examples.map((e) => e.text));
const texts: string[] = [...all];
all.forEach((t, i) => {
  if (i % 3 === 0) for (const k of OBFUSCATION_KINDS) texts.push(obfuscate(t, k, i));
});
texts.push(...longTexts(all));
const edge = [
  "",
  " ",
  "a",
  "A",
  "ΣΑΣ",
  "ΌΣΟΣ σ",
  "İstanbul",
  "ǅemal",
  "ß ẞ",
  "ﬀ",
  "Ǆ",
  "ΑΒΓ Σ.",
  "Straße",
  "HELLO WORLD",
  "f r e e",
  "f.r.e.e m.o.n.e.y",
  "a-b-cde",
  "x\u0000y",
  "\ud800abc",
  "abc\udc00",
  "😀😀 🇷🇺",
  "t.me/+abc www.Example.COM/x",
  "e@sy ca$h",
  "user@mail.com @someone",
  "ПРИВЕТ Мир",
  "Ԁ Ӏ",
  "ᏚᎢᎻ",
  "Ⅻ ⅻ",
  "ＡＢＣ",
  "𝐀𝐁𝐂 𝐚",
  "ǈ ǉ",
  "Ω Ωmega",
  "K Å",
  "ΐ",
  "\u0130i\u0307",
];
for (let c = 0x41; c < 0x2c00; c++) edge.push(`Xy${String.fromCharCode(c)}zW ${String.fromCharCode(c)}ab ${String.fromCharCode(c).repeat(3)}q`);
texts.push(...edge);

// An unbounded custom-rule budget: with the default one a check descheduled on a loaded machine
// may skip rules (custom_rules_skipped), and the fingerprint would change with the load.
const policy = compilePolicy(
  {
    version: 1,
    settings: { ...DEFAULT_SETTINGS },
    rules: ["скидка", "акция", "free gift", "заработок дома", "crypto signal", "ставки", "быстрые деньги", "giveaway", "t.me", "you", "в лс"].map((w, i) => ({
      id: `k${i}`,
      name: `kw_${i}`,
      kind: "keyword" as const,
      pattern: w,
      weight: 10,
      enabled: true,
    })),
    whitelist: [],
  },
  { budgetMs: 1e6 },
);

const benchPolicy = compilePolicy({ version: 1, settings: { ...DEFAULT_SETTINGS }, rules: [...BENCH_STORED_RULES], whitelist: [] }, { budgetMs: 1e6 });

const det = createDetector();
const hn = createHash("sha256");
const hd = createHash("sha256");
const hp = createHash("sha256");
const hb = createHash("sha256");
for (const t of texts) {
  const n = normalize(t);
  // field by field: `tokens` is a getter, and the spans are covered by the tokens
  hn.update(
    `${JSON.stringify({
      original: n.original,
      normalized: n.normalized,
      tokens: n.tokens,
      mlText: n.mlText,
      links: n.links,
      mentions: n.mentions,
      emojis: n.emojis,
      casedLetters: n.casedLetters,
      upperLetters: n.upperLetters,
      words: n.words,
      scripts: n.scripts,
      diacritics: n.diacritics,
      stats: n.stats,
      obfuscationScore: n.obfuscationScore,
    })}\n`,
  );
  hd.update(`${JSON.stringify(det.detect(t))}\n`);
  hp.update(`${JSON.stringify(det.detect(t, policy))}\n`);
  hb.update(`${JSON.stringify(det.detect(t, benchPolicy))}\n`);
}
console.log(`${texts.length} texts`);
console.log(`normalize         ${hn.digest("hex").slice(0, 16)}`);
console.log(`detect            ${hd.digest("hex").slice(0, 16)}`);
console.log(`detect + policy   ${hp.digest("hex").slice(0, 16)}`);
console.log(`detect + 50 rules ${hb.digest("hex").slice(0, 16)}`);
